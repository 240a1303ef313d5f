/* global console, process, setTimeout, clearTimeout */
// node corpus/web-fresh11/generator/capture-tools.mjs
// Runs the real @playwright/mcp server (from the repository's node_modules) over stdio, sends
// initialize + tools/list and saves the list next to this file. Launching a browser is not needed
// for tools/list. generate.mjs reads only the saved copy.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { URL, fileURLToPath } from 'node:url';

const here = (name) => fileURLToPath(new URL(name, import.meta.url));
const pkgDir = here('../../../node_modules/@playwright/mcp/');
const { version } = JSON.parse(readFileSync(`${pkgDir}package.json`, 'utf8'));
const child = spawn(process.execPath, [`${pkgDir}cli.js`, '--headless', '--isolated'], { stdio: ['pipe', 'pipe', 'inherit'] });
const send = (obj) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...obj })}\n`);
const timer = setTimeout(() => {
  console.error('tools/list: no reply in 30 s');
  child.kill();
  process.exit(1);
}, 30000);

let buf = '';
child.stdout.setEncoding('utf8');
child.stdout.on('data', (data) => {
  buf += data;
  for (let i = buf.indexOf('\n'); i >= 0; i = buf.indexOf('\n')) {
    const text = buf.slice(0, i).trim();
    buf = buf.slice(i + 1);
    if (!text) continue;
    const reply = JSON.parse(text);
    if (reply.id === 1) {
      send({ method: 'notifications/initialized' });
      send({ id: 2, method: 'tools/list', params: {} });
    } else if (reply.id === 2) {
      clearTimeout(timer);
      const tools = reply.result.tools;
      writeFileSync(here('./playwright-mcp.tools.json'), `${JSON.stringify(tools, null, 2)}\n`);
      writeFileSync(here('./playwright-mcp.version.txt'), `@playwright/mcp ${version}\n`);
      console.error(`captured ${tools.length} tools from @playwright/mcp ${version}`);
      child.kill();
    }
  }
});
send({ id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'web-fresh11-capture', version: '1.0.0' } } });
