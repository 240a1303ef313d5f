// corpus/fresh23 - independent re-check of episodes.jsonl with Ajv 8 (JSON Schema 2020-12).
// For every line: parses as JSON; valid against schemas/episode-v1.json; id not seen before;
// every tool's inputSchema compiles; every call names a tool of the episode's own catalog and
// its args validate against that tool's inputSchema (formats from ajv-formats); no step carries
// `uncertainty` or `scored: false`. Uses only ajv / ajv-formats from node_modules, no project code.
//   node corpus/fresh23/ajv_check.cjs
'use strict';
const fs = require('fs');
const path = require('path');

function loadAjv8() {
  const tries = ['ajv-formats/node_modules/ajv', 'ajv'];
  for (const t of tries) {
    let version;
    try { version = require(t + '/package.json').version; } catch (_) { continue; }
    if (!version.startsWith('8.')) continue;
    const mod = require(t + '/dist/2020');
    return { Ajv2020: mod.default || mod, version };
  }
  return null;
}

const ajv8 = loadAjv8();
if (!ajv8) {
  console.error('ajv_check: Ajv 8 not found in node_modules');
  process.exit(2);
}
const addFormats = require('ajv-formats');
function makeAjv() {
  const a = new ajv8.Ajv2020({ allErrors: true, strict: false });
  addFormats(a);
  return a;
}

const root = path.resolve(__dirname, '..', '..');
const episodeSchema = JSON.parse(fs.readFileSync(path.join(root, 'schemas', 'episode-v1.json'), 'utf8'));
const validateEpisode = makeAjv().compile(episodeSchema);
const text = fs.readFileSync(path.join(__dirname, 'episodes.jsonl'), 'utf8');
const lines = text.split('\n');
if (lines[lines.length - 1] === '') lines.pop();

const errors = [];
const seen = new Set();
let specs = 0;
let calls = 0;
for (let k = 0; k < lines.length; k++) {
  let ep;
  try { ep = JSON.parse(lines[k]); } catch (_) { errors.push(`line ${k + 1}: not JSON`); continue; }
  const name = (ep && typeof ep.id === 'string') ? ep.id : `line ${k + 1}`;
  if (!validateEpisode(ep)) {
    for (const e of validateEpisode.errors) errors.push(`${name}: episode schema ${e.instancePath || '/'} ${e.message}`);
  }
  if (seen.has(ep.id)) errors.push(`${name}: id repeated`);
  seen.add(ep.id);
  const byName = new Map();
  for (const t of (ep.tools || [])) {
    specs++;
    try {
      byName.set(t.name, makeAjv().compile(t.inputSchema || { type: 'object' }));
    } catch (e) {
      errors.push(`${name}: tool ${t.name}: inputSchema does not compile (${e.message})`);
    }
  }
  (ep.steps || []).forEach((st, s) => {
    calls++;
    const tname = st.call && st.call.tool;
    const v = byName.get(tname);
    if (!v) { errors.push(`${name} step ${s}: tool ${tname} not in the episode's tools`); return; }
    if (!v(st.call.args || {})) {
      for (const e of v.errors) errors.push(`${name} step ${s}: args${e.instancePath} ${e.message}`);
    }
    if ('uncertainty' in st) errors.push(`${name} step ${s}: uncertainty present`);
    if (st.scored === false) errors.push(`${name} step ${s}: unscored step`);
  });
}

if (errors.length) {
  errors.forEach((e) => console.error(e));
  console.error(`ajv_check: FAIL (${errors.length} problem(s))`);
  process.exit(1);
}
console.log(`ajv_check: OK - ${lines.length} episodes, ${specs} tool specs compiled, ${calls} calls valid (Ajv ${ajv8.version} + ajv-formats)`);
