/* global process */
// node corpus/web-fresh7/generator/capture-playwright-tools.mjs [path/to/@playwright/mcp/cli.js]
// Asks a real @playwright/mcp server (stdio) for its tools/list and writes it to
// playwright-mcp-0.0.83.tools.json beside this file. No browser is started for tools/list.
// Run once while the set was written, with node_modules/@playwright/mcp 0.0.83; generate.mjs only
// reads the saved file.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = process.argv[2] ?? fileURLToPath(new URL('../../../node_modules/@playwright/mcp/cli.js', import.meta.url));
const child = spawn(process.execPath, [cli, '--headless', '--isolated'], { stdio: ['pipe', 'pipe', 'inherit'] });
let buf = '';
const send = (m) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...m })}\n`);
child.stdout.on('data', (d) => {
  buf += d;
  for (let i = buf.indexOf('\n'); i >= 0; i = buf.indexOf('\n')) {
    const msg = JSON.parse(buf.slice(0, i));
    buf = buf.slice(i + 1);
    if (msg.id === 1) {
      send({ method: 'notifications/initialized' });
      send({ id: 2, method: 'tools/list' });
    } else if (msg.id === 2) {
      writeFileSync(fileURLToPath(new URL('./playwright-mcp-0.0.83.tools.json', import.meta.url)), `${JSON.stringify(msg.result.tools, null, 1)}\n`);
      process.stderr.write(`${msg.result.tools.length} tools written\n`);
      child.kill();
    }
  }
});
send({ id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'web-fresh7-capture', version: '1' } } });
