// Independent check of corpus/fresh19/episodes.jsonl with Ajv 8 (JSON Schema draft 2020-12):
// each line against schemas/episode-v1.json, each tool's inputSchema compiled, each call's args
// validated against its tool's inputSchema, each call's tool present in the episode's catalog,
// ids unique. Uses only ajv + ajv-formats from node_modules; runs no project code.
//   node corpus/fresh19/ajv_check.cjs
'use strict';
const fs = require('fs');
const path = require('path');

let Ajv2020 = null;
for (const m of ['ajv-formats/node_modules/ajv/dist/2020', 'ajv/dist/2020']) {
  try { const x = require(m); Ajv2020 = x.default || x; break; } catch (_) { /* next */ }
}
if (!Ajv2020) { console.error('Ajv 8 not found'); process.exit(2); }
const addFormats = require('ajv-formats');

const repo = path.resolve(__dirname, '..', '..');
const mk = () => { const a = new Ajv2020({ allErrors: true, strict: false }); addFormats(a); return a; };
const validEpisode = mk().compile(JSON.parse(fs.readFileSync(path.join(repo, 'schemas', 'episode-v1.json'), 'utf8')));

const lines = fs.readFileSync(path.join(__dirname, 'episodes.jsonl'), 'utf8').split('\n').filter(Boolean);
const seen = new Set();
let bad = 0, calls = 0;
lines.forEach((line, n) => {
  let ep;
  try { ep = JSON.parse(line); } catch (_) { console.error(`line ${n + 1}: not JSON`); bad++; return; }
  if (!validEpisode(ep)) { bad++; validEpisode.errors.forEach((e) => console.error(`${ep.id}: ${e.instancePath} ${e.message}`)); }
  if (seen.has(ep.id)) { bad++; console.error(`${ep.id}: duplicate id`); }
  seen.add(ep.id);
  const v = new Map();
  for (const t of ep.tools || []) {
    try { v.set(t.name, mk().compile(t.inputSchema || { type: 'object' })); } catch (e) { bad++; console.error(`${ep.id}: ${t.name}: ${e.message}`); }
  }
  ep.steps.forEach((s, k) => {
    calls++;
    const f = v.get(s.call.tool);
    if (!f) { bad++; console.error(`${ep.id}#${k}: ${s.call.tool} not in catalog`); return; }
    if (!f(s.call.args || {})) { bad++; f.errors.forEach((e) => console.error(`${ep.id}#${k}: args${e.instancePath} ${e.message}`)); }
  });
});
if (bad) { console.error(`ajv: ${bad} problem(s)`); process.exit(1); }
console.log(`ajv: ${lines.length} episodes, ${calls} calls: all valid`);
