// Independent check of corpus/fresh20/episodes.jsonl with Ajv 8 (JSON Schema draft 2020-12).
// For every line: parses as JSON, valid against schemas/episode-v1.json, id not seen before;
// every tool's inputSchema compiles; every call names a tool of its episode and its args are
// valid against that tool's inputSchema (formats such as date and uri checked by ajv-formats).
// Only ajv and ajv-formats from node_modules are loaded; no project code is run.
//   node corpus/fresh20/ajv_check.cjs
'use strict';
const fs = require('fs');
const path = require('path');

let ajvVersion = '?';
function loadAjv2020() {
  const tries = ['ajv-formats/node_modules/ajv', 'ajv'];
  for (const m of tries) {
    try {
      const mod = require(m + '/dist/2020');
      try { ajvVersion = require(m + '/package.json').version; } catch (_) { /* unknown */ }
      return mod.default || mod;
    } catch (_) { /* try the next */ }
  }
  return null;
}

const Ajv2020 = loadAjv2020();
if (!Ajv2020) { console.error('ajv_check: Ajv 8 (dist/2020) not found in node_modules'); process.exit(2); }
const addFormats = require('ajv-formats');
const fresh = () => { const a = new Ajv2020({ allErrors: true, strict: false }); addFormats(a); return a; };

const root = path.resolve(__dirname, '..', '..');
const episodeSchema = JSON.parse(fs.readFileSync(path.join(root, 'schemas', 'episode-v1.json'), 'utf8'));
const checkEpisode = fresh().compile(episodeSchema);

const text = fs.readFileSync(path.join(__dirname, 'episodes.jsonl'), 'utf8');
const lines = text.split('\n').filter((l) => l.length > 0);
const problems = [];
const ids = new Set();
let nCalls = 0;
let nTools = 0;

lines.forEach((line, idx) => {
  let ep;
  try { ep = JSON.parse(line); } catch (e) { problems.push(`line ${idx + 1}: not JSON`); return; }
  const tag = ep.id || `line ${idx + 1}`;
  if (!checkEpisode(ep)) for (const er of checkEpisode.errors) problems.push(`${tag}: ${er.instancePath || '/'} ${er.message}`);
  if (ids.has(ep.id)) problems.push(`${tag}: id repeated`);
  ids.add(ep.id);
  const validators = new Map();
  for (const t of ep.tools || []) {
    nTools++;
    try { validators.set(t.name, fresh().compile(t.inputSchema || { type: 'object' })); }
    catch (e) { problems.push(`${tag}: tool ${t.name}: inputSchema does not compile: ${e.message}`); }
  }
  (ep.steps || []).forEach((st, k) => {
    nCalls++;
    const v = validators.get(st.call && st.call.tool);
    if (!v) { problems.push(`${tag} step ${k}: tool ${st.call && st.call.tool} not offered`); return; }
    if (!v(st.call.args || {})) for (const er of v.errors) problems.push(`${tag} step ${k}: args${er.instancePath} ${er.message}`);
  });
});

if (problems.length) {
  problems.forEach((p) => console.error(p));
  console.error(`ajv_check: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`ajv_check: ${lines.length} episodes, ${nTools} tool specs, ${nCalls} calls: all valid (Ajv ${ajvVersion})`);
