// Validates every line of episodes.jsonl against schemas/episode-v1.json (draft 2020-12) with ajv.
// Plain Node, no project modules. Run from the repository root: node corpus/fresh29/validate.cjs
const fs = require('fs');
const path = require('path');
const root = path.resolve(__dirname, '..', '..');
// ajv >= 8 is needed for draft 2020-12; the top-level ajv in /work/main/node_modules is 6.x, ajv-formats carries an 8.x.
const tryReq = (cands) => { for (const c of cands) { try { return require(c); } catch {} } throw new Error('not found: ' + cands[0]); };
const NM = '/work/main/node_modules';
const Ajv2020 = tryReq(['ajv/dist/2020', NM + '/ajv/dist/2020', NM + '/ajv-formats/node_modules/ajv/dist/2020']).default;
let addFormats = null; try { const f = tryReq(['ajv-formats', NM + '/ajv-formats']); addFormats = f.default || f; } catch {}
const schema = JSON.parse(fs.readFileSync(path.join(root, 'schemas', 'episode-v1.json'), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });
if (addFormats) addFormats(ajv);
const validate = ajv.compile(schema);
const lines = fs.readFileSync(path.join(__dirname, 'episodes.jsonl'), 'utf8').split('\n').filter((l) => l.trim());
let bad = 0; const ids = new Set();
lines.forEach((line, i) => {
  let ep;
  try { ep = JSON.parse(line); } catch (e) { bad++; console.log(`line ${i + 1}: not JSON`); return; }
  if (ids.has(ep.id)) { bad++; console.log(`line ${i + 1}: duplicate id ${ep.id}`); }
  ids.add(ep.id);
  if (!validate(ep)) { bad++; console.log(`line ${i + 1} (${ep.id}):`, JSON.stringify(validate.errors)); }
});
console.log(`${lines.length} lines, ${bad} invalid`);
process.exit(bad ? 1 : 0);
