/* global console, process, setTimeout, clearTimeout */
// node corpus/web-fresh12/generator/capture-tools.mjs
// Starts the real @playwright/mcp server from the repository's node_modules over stdio, asks it for
// tools/list (no browser is launched for that) and stores the answer beside this file, with the
// package version. generate.mjs only reads the stored copy, so a build needs no browser.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { URL, fileURLToPath } from 'node:url';

const at = (rel) => fileURLToPath(new URL(rel, import.meta.url));
const pkg = at('../../../node_modules/@playwright/mcp/');
const version = JSON.parse(readFileSync(`${pkg}package.json`, 'utf8')).version;
const server = spawn(process.execPath, [`${pkg}cli.js`, '--headless', '--isolated'], { stdio: ['pipe', 'pipe', 'inherit'] });
const rpc = (msg) => server.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...msg })}\n`);
const guard = setTimeout(() => {
  console.error('no tools/list answer within 30 s');
  server.kill();
  process.exit(1);
}, 30000);

let pending = '';
server.stdout.setEncoding('utf8');
server.stdout.on('data', (chunk) => {
  pending += chunk;
  let nl;
  while ((nl = pending.indexOf('\n')) >= 0) {
    const line = pending.slice(0, nl).trim();
    pending = pending.slice(nl + 1);
    if (!line) continue;
    const msg = JSON.parse(line);
    if (msg.id === 'init') {
      rpc({ method: 'notifications/initialized' });
      rpc({ id: 'list', method: 'tools/list', params: {} });
    } else if (msg.id === 'list') {
      clearTimeout(guard);
      const tools = msg.result.tools;
      writeFileSync(at('./playwright-mcp.tools.json'), `${JSON.stringify(tools, null, 2)}\n`);
      writeFileSync(at('./playwright-mcp.version.txt'), `@playwright/mcp ${version}\n`);
      console.error(`stored ${tools.length} tools of @playwright/mcp ${version}`);
      server.kill();
    }
  }
});
rpc({ id: 'init', method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'web-fresh12-capture', version: '1.0.0' } } });
