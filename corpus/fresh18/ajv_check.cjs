// Second, independent validator for corpus/fresh18/episodes.jsonl, with Ajv (JSON Schema 2020-12)
// instead of python-jsonschema: every line against schemas/episode-v1.json, every tool's
// inputSchema compiled, every call's args against its tool's inputSchema. No project code.
//
//   node corpus/fresh18/ajv_check.cjs      (needs ajv 8 + ajv-formats in node_modules)
'use strict';
const fs = require('fs');
const path = require('path');

function loadAjv2020() {
  for (const id of ['ajv/dist/2020', 'ajv-formats/node_modules/ajv/dist/2020']) {
    try {
      const m = require(id);
      return m.default || m;
    } catch (_) { /* try the next */ }
  }
  throw new Error('ajv 8 (dist/2020) not found in node_modules');
}

const Ajv2020 = loadAjv2020();
const addFormats = require('ajv-formats');
const root = path.join(__dirname, '..', '..');
const schema = JSON.parse(fs.readFileSync(path.join(root, 'schemas', 'episode-v1.json'), 'utf8'));
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const episodeOk = ajv.compile(schema);

const lines = fs.readFileSync(path.join(__dirname, 'episodes.jsonl'), 'utf8').split('\n').filter((l) => l.length);
let problems = 0;
let calls = 0;
for (const [n, line] of lines.entries()) {
  let ep;
  try { ep = JSON.parse(line); } catch (e) { console.error(`line ${n + 1}: not JSON`); problems++; continue; }
  if (!episodeOk(ep)) {
    for (const e of episodeOk.errors) console.error(`${ep.id}: episode ${e.instancePath} ${e.message}`);
    problems++;
  }
  const argOk = new Map();
  for (const t of ep.tools || []) {
    const argAjv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(argAjv);
    try { argOk.set(t.name, argAjv.compile(t.inputSchema || {})); } catch (e) {
      console.error(`${ep.id}: tool ${t.name}: inputSchema does not compile: ${e.message}`); problems++;
    }
  }
  for (const [k, st] of (ep.steps || []).entries()) {
    const v = argOk.get(st.call.tool);
    calls++;
    if (!v) { console.error(`${ep.id}#${k}: tool ${st.call.tool} not offered`); problems++; continue; }
    if (!v(st.call.args || {})) {
      for (const e of v.errors) console.error(`${ep.id}#${k}: args ${e.instancePath} ${e.message}`);
      problems++;
    }
  }
}
if (problems) {
  console.error(`ajv: ${problems} problem(s)`);
  process.exit(1);
}
console.log(`ajv: ${lines.length} episodes and ${calls} calls valid (episode-v1.json, tools' inputSchema)`);
