// corpus/fresh22: second, independent validation of episodes.jsonl with Ajv 8 (draft 2020-12).
// Checks per line: valid JSON; valid against schemas/episode-v1.json; id unique in the file;
// each tool's inputSchema compiles; each call's tool is in the episode's own catalog; each
// call's args are valid against that tool's inputSchema (formats via ajv-formats).
// Loads only ajv / ajv-formats from node_modules; runs no project code.
//   node corpus/fresh22/ajv_check.cjs
'use strict';
const fs = require('fs');
const path = require('path');

function findAjv() {
  for (const base of ['ajv-formats/node_modules/ajv', 'ajv']) {
    let pkg;
    try { pkg = require(base + '/package.json'); } catch (_) { continue; }
    if (!/^8\./.test(pkg.version)) continue;
    const m = require(base + '/dist/2020');
    return { Ajv: m.default || m, version: pkg.version };
  }
  return null;
}

const found = findAjv();
if (!found) { console.error('ajv_check: no Ajv 8 in node_modules'); process.exit(2); }
const addFormats = require('ajv-formats');
const newAjv = () => { const a = new found.Ajv({ allErrors: true, strict: false }); addFormats(a); return a; };

const repo = path.resolve(__dirname, '..', '..');
const schema = JSON.parse(fs.readFileSync(path.join(repo, 'schemas', 'episode-v1.json'), 'utf8'));
const checkEpisode = newAjv().compile(schema);
const lines = fs.readFileSync(path.join(__dirname, 'episodes.jsonl'), 'utf8').split('\n');
if (lines.length && lines[lines.length - 1] === '') lines.pop();

const problems = [];
const ids = new Set();
let nTools = 0;
let nCalls = 0;
lines.forEach((line, k) => {
  let ep;
  try { ep = JSON.parse(line); } catch (_) { problems.push(`line ${k + 1}: not JSON`); return; }
  const who = (ep && ep.id) || `line ${k + 1}`;
  if (!checkEpisode(ep)) for (const e of checkEpisode.errors) problems.push(`${who}: schema ${e.instancePath || '/'} ${e.message}`);
  if (ids.has(ep.id)) problems.push(`${who}: duplicate id`);
  ids.add(ep.id);
  const validators = new Map();
  for (const t of ep.tools || []) {
    nTools++;
    try { validators.set(t.name, newAjv().compile(t.inputSchema || { type: 'object' })); }
    catch (e) { problems.push(`${who}: ${t.name}: inputSchema does not compile: ${e.message}`); }
  }
  (ep.steps || []).forEach((st, s) => {
    nCalls++;
    const v = validators.get(st.call && st.call.tool);
    if (!v) { problems.push(`${who} step ${s}: tool not in the episode's catalog`); return; }
    if (!v(st.call.args || {})) for (const e of v.errors) problems.push(`${who} step ${s}: args${e.instancePath} ${e.message}`);
  });
});

if (problems.length) {
  for (const p of problems) console.error(p);
  console.error(`ajv_check: FAIL, ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`ajv_check: OK - ${lines.length} episodes, ${nTools} tool specs, ${nCalls} calls valid (Ajv ${found.version}, ajv-formats)`);
