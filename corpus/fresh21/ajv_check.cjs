// corpus/fresh21: second, independent validation of episodes.jsonl with Ajv 8 (draft 2020-12).
// Checks per line: valid JSON; valid against schemas/episode-v1.json; id unique in the file;
// each tool's inputSchema compiles; each call's tool is in the episode's own catalog; each
// call's args are valid against that tool's inputSchema (formats via ajv-formats).
// Loads only ajv / ajv-formats from node_modules; runs no project code.
//   node corpus/fresh21/ajv_check.cjs
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
function makeAjv() { const a = new found.Ajv({ allErrors: true, strict: false }); addFormats(a); return a; }

const repo = path.resolve(__dirname, '..', '..');
const validateEpisode = makeAjv().compile(JSON.parse(fs.readFileSync(path.join(repo, 'schemas', 'episode-v1.json'), 'utf8')));
const lines = fs.readFileSync(path.join(__dirname, 'episodes.jsonl'), 'utf8').split('\n');
if (lines[lines.length - 1] === '') lines.pop();

const errs = [];
const seen = new Set();
let tools = 0;
let calls = 0;
for (let k = 0; k < lines.length; k++) {
  let ep;
  try { ep = JSON.parse(lines[k]); } catch (_) { errs.push(`line ${k + 1}: not JSON`); continue; }
  const who = ep && ep.id ? ep.id : `line ${k + 1}`;
  if (!validateEpisode(ep)) validateEpisode.errors.forEach((e) => errs.push(`${who}: schema ${e.instancePath || '/'} ${e.message}`));
  if (seen.has(ep.id)) errs.push(`${who}: duplicate id`);
  seen.add(ep.id);
  const byName = {};
  (ep.tools || []).forEach((t) => {
    tools++;
    try { byName[t.name] = makeAjv().compile(t.inputSchema || { type: 'object' }); }
    catch (e) { errs.push(`${who}: ${t.name}: inputSchema: ${e.message}`); }
  });
  (ep.steps || []).forEach((st, s) => {
    calls++;
    const name = st.call && st.call.tool;
    const v = byName[name];
    if (!v) { errs.push(`${who} step ${s}: tool ${name} not in catalog`); return; }
    if (!v(st.call.args || {})) v.errors.forEach((e) => errs.push(`${who} step ${s}: args${e.instancePath} ${e.message}`));
  });
}

if (errs.length) {
  errs.forEach((e) => console.error(e));
  console.error(`ajv_check: FAIL, ${errs.length} problem(s)`);
  process.exit(1);
}
console.log(`ajv_check: OK - ${lines.length} episodes, ${tools} tool specs, ${calls} calls valid (Ajv ${found.version}, ajv-formats)`);
