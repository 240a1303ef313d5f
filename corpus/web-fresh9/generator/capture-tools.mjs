/* global process, setTimeout, clearTimeout */
// node corpus/web-fresh9/generator/capture-tools.mjs — runs the real @playwright/mcp server from
// the repository's node_modules over stdio, asks it for tools/list (no browser is started for that)
// and stores the answer as playwright-mcp.tools.json, the server's version beside it. generate.mjs
// only reads the stored list.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { URL, fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const pkg = here('../../../node_modules/@playwright/mcp/');
const { version } = JSON.parse(readFileSync(`${pkg}package.json`, 'utf8'));
const child = spawn(process.execPath, [`${pkg}cli.js`, '--headless', '--isolated'], { stdio: ['pipe', 'pipe', 'inherit'] });
const send = (m) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...m })}\n`);
const timer = setTimeout(() => {
  process.stderr.write('the server did not answer within 30 s\n');
  child.kill();
  process.exit(1);
}, 30000);
let buf = '';
child.stdout.setEncoding('utf8');
child.stdout.on('data', (chunk) => {
  buf += chunk;
  for (let i = buf.indexOf('\n'); i >= 0; i = buf.indexOf('\n')) {
    const line = buf.slice(0, i).trim();
    buf = buf.slice(i + 1);
    if (!line) continue;
    const msg = JSON.parse(line);
    if (msg.id === 1) {
      send({ method: 'notifications/initialized' });
      send({ id: 2, method: 'tools/list', params: {} });
    } else if (msg.id === 2) {
      clearTimeout(timer);
      writeFileSync(here('./playwright-mcp.tools.json'), `${JSON.stringify(msg.result.tools, null, 2)}\n`);
      writeFileSync(here('./playwright-mcp.version.txt'), `@playwright/mcp ${version}\n`);
      process.stderr.write(`@playwright/mcp ${version}: ${msg.result.tools.length} tools stored\n`);
      child.kill();
    }
  }
});
send({ id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'web-fresh9-capture', version: '1.0.0' } } });
