/* global process, setTimeout, clearTimeout */
// node corpus/web-fresh8/generator/capture-tools.mjs
// Starts the real @playwright/mcp server from the repository's node_modules over stdio, asks it for
// tools/list (no browser is launched for that) and saves the answer verbatim as
// playwright-mcp.tools.json beside this file, with the server version in a side file. generate.mjs
// only reads the saved list. Written for web-fresh8.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { URL, fileURLToPath } from 'node:url';

const at = (p) => fileURLToPath(new URL(p, import.meta.url));
const pkgDir = at('../../../node_modules/@playwright/mcp/');
const version = JSON.parse(readFileSync(`${pkgDir}package.json`, 'utf8')).version;
const server = spawn(process.execPath, [`${pkgDir}cli.js`, '--headless', '--isolated'], { stdio: ['pipe', 'pipe', 'inherit'] });
const rpc = (msg) => server.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...msg })}\n`);
let pending = '';
const timer = setTimeout(() => {
  process.stderr.write('no answer from the server in 30 s\n');
  server.kill();
  process.exit(1);
}, 30_000);
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
      clearTimeout(timer);
      writeFileSync(at('./playwright-mcp.tools.json'), `${JSON.stringify(msg.result.tools, null, 2)}\n`);
      writeFileSync(at('./playwright-mcp.version.txt'), `@playwright/mcp ${version}\n`);
      process.stderr.write(`@playwright/mcp ${version}: ${msg.result.tools.length} tools saved\n`);
      server.kill();
    }
  }
});
rpc({ id: 'init', method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'web-fresh8-capture', version: '1.0.0' } } });
