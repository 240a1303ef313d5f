/* global console, process, setTimeout, clearTimeout */
// node corpus/web-fresh10/generator/capture-tools.mjs
// Starts the real @playwright/mcp server from the repository's node_modules over stdio, asks for
// tools/list (no browser is launched for that) and stores the answer beside this file.
// generate.mjs only reads the stored copy, so the set does not depend on a live server.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { URL, fileURLToPath } from 'node:url';

const at = (rel) => fileURLToPath(new URL(rel, import.meta.url));
const dir = at('../../../node_modules/@playwright/mcp/');
const version = JSON.parse(readFileSync(`${dir}package.json`, 'utf8')).version;
const server = spawn(process.execPath, [`${dir}cli.js`, '--headless', '--isolated'], { stdio: ['pipe', 'pipe', 'inherit'] });
const write = (msg) => server.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...msg })}\n`);
const guard = setTimeout(() => {
  console.error('no answer from the server within 30 s');
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
      write({ method: 'notifications/initialized' });
      write({ id: 'list', method: 'tools/list', params: {} });
    } else if (msg.id === 'list') {
      clearTimeout(guard);
      writeFileSync(at('./playwright-mcp.tools.json'), `${JSON.stringify(msg.result.tools, null, 2)}\n`);
      writeFileSync(at('./playwright-mcp.version.txt'), `@playwright/mcp ${version}\n`);
      console.error(`@playwright/mcp ${version}: ${msg.result.tools.length} tools stored`);
      server.kill();
    }
  }
});
write({ id: 'init', method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'web-fresh10-capture', version: '1.0.0' } } });
