// web-fresh14: re-checks the written files alone — ajv 8 (draft 2020-12) against schemas/episode-v1.json,
// every called tool in its catalog, arguments valid for the tool's inputSchema, unique ids.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import process from 'node:process';
import console from 'node:console';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.resolve(HERE, '..');
const ROOT = path.resolve(OUT, '../..');
const req = createRequire(path.join(ROOT, 'node_modules', 'ajv-formats', 'package.json'));
const Ajv2020 = req('ajv/dist/2020').default;
const addFormats = req('ajv-formats').default || req('ajv-formats');
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const vEp = ajv.compile(JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas', 'episode-v1.json'), 'utf8')));
const { catalogs } = JSON.parse(fs.readFileSync(path.join(OUT, 'tools.json'), 'utf8'));
const vTool = {};
for (const [c, tools] of Object.entries(catalogs)) for (const t of tools) vTool[`${c}/${t.name}`] = ajv.compile(t.inputSchema);
const lines = fs.readFileSync(path.join(OUT, 'episodes.jsonl'), 'utf8').split('\n').filter(Boolean);
const ids = new Set();
const errs = [];
let calls = 0;
lines.forEach((line, n) => {
  const e = JSON.parse(line);
  if (!vEp(e)) errs.push(`line ${n + 1}: ${ajv.errorsText(vEp.errors)}`);
  if (ids.has(e.id)) errs.push(`line ${n + 1}: duplicate id`);
  ids.add(e.id);
  if (!catalogs[e.catalog]) errs.push(`line ${n + 1}: unknown catalog`);
  for (const s of e.steps) {
    calls += 1;
    const v = vTool[`${e.catalog}/${s.call.tool}`];
    if (!v) errs.push(`line ${n + 1}: tool ${s.call.tool} not in ${e.catalog}`);
    else if (!v(s.call.args ?? {})) errs.push(`line ${n + 1}: ${s.call.tool}: ${ajv.errorsText(v.errors)}`);
  }
});
if (errs.length) {
  for (const x of errs.slice(0, 30)) console.error(x);
  process.exit(1);
}
console.log(`${lines.length} episodes, ${calls} calls, all valid`);
