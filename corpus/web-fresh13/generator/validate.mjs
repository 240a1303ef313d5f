/* global console, process */
// node corpus/web-fresh13/generator/validate.mjs
// Re-checks the written files alone, with code of its own: ajv 8 (draft 2020-12) against
// schemas/episode-v1.json, every called tool in its catalog, arguments valid for the tool's
// inputSchema, unique ids. Exit 1 on any failure.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { URL, fileURLToPath } from 'node:url';

const at = (rel) => fileURLToPath(new URL(rel, import.meta.url));
const req = createRequire(import.meta.url);
const Ajv2020 = req('../../../node_modules/ajv-formats/node_modules/ajv/dist/2020.js').default;
const addFormats = req('../../../node_modules/ajv-formats').default;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const valid = ajv.compile(JSON.parse(readFileSync(at('../../../schemas/episode-v1.json'), 'utf8')));
const tools = JSON.parse(readFileSync(at('../tools.json'), 'utf8')).catalogs;
const argCheck = new Map();
for (const [cat, list] of Object.entries(tools)) for (const t of list) argCheck.set(`${cat}\u0000${t.name}`, ajv.compile(t.inputSchema || { type: 'object' }));

const lines = readFileSync(at('../episodes.jsonl'), 'utf8').split('\n').filter((l) => l.length);
const seen = new Set();
let bad = 0;
let calls = 0;
lines.forEach((line, i) => {
  const where = `episodes.jsonl:${i + 1}`;
  let e;
  try {
    e = JSON.parse(line);
  } catch {
    console.error(`${where}: not JSON`);
    bad += 1;
    return;
  }
  if (!valid(e)) {
    console.error(`${where}: ${ajv.errorsText(valid.errors)}`);
    bad += 1;
  }
  if (seen.has(e.id)) {
    console.error(`${where}: repeated id`);
    bad += 1;
  }
  seen.add(e.id);
  if (!tools[e.catalog]) {
    console.error(`${where}: unknown catalog`);
    bad += 1;
    return;
  }
  for (const [j, st] of e.steps.entries()) {
    calls += 1;
    const f = argCheck.get(`${e.catalog}\u0000${st.call.tool}`);
    if (!f) {
      console.error(`${where} step ${j}: tool not in catalog`);
      bad += 1;
    } else if (!f(st.call.args ?? {})) {
      console.error(`${where} step ${j}: arguments invalid`);
      bad += 1;
    }
  }
});
console.log(`${lines.length} episodes, ${calls} calls, ${bad ? `${bad} problem(s)` : 'all valid'}`);
process.exit(bad ? 1 : 0);
