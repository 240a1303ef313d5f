// Validates every line of episodes.jsonl against schemas/episode-v1.json (draft 2020-12) with ajv.
// Plain Node, no project modules. Run from the repository root: node corpus/fresh40/validate.cjs
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
let bad = 0; let argBad = 0; const ids = new Set();
const argAjv = new Ajv2020({ strict: false, allErrors: true }); const argCache = new Map();
lines.forEach((line, i) => {
  let ep;
  try { ep = JSON.parse(line); } catch (e) { bad++; console.log(`line ${i + 1}: not JSON`); return; }
  if (ids.has(ep.id)) { bad++; console.log(`line ${i + 1}: duplicate id ${ep.id}`); }
  ids.add(ep.id);
  if (!validate(ep)) { bad++; console.log(`line ${i + 1} (${ep.id}):`, JSON.stringify(validate.errors)); }
  // (added in fresh30): every call's args must be valid against its tool's inputSchema (types, enums, required).
  const byName = new Map((ep.tools || []).map((t) => [t.name, t]));
  (ep.steps || []).forEach((stp, j) => {
    const t = byName.get(stp.call.tool);
    if (!t) { bad++; console.log(`line ${i + 1} (${ep.id}) step ${j}: unknown tool`); return; }
    if (!t.inputSchema) return;
    const key = JSON.stringify(t.inputSchema); let v = argCache.get(key);
    if (!v) { v = argAjv.compile(t.inputSchema); argCache.set(key, v); }
    if (!v(stp.call.args || {})) { argBad++; bad++; console.log(`line ${i + 1} (${ep.id}) step ${j} ${t.name}: args`, JSON.stringify(v.errors)); }
  });
});
console.log(`${lines.length} lines, ${bad} invalid (${argBad} calls with args not valid against their tool's inputSchema)`);
process.exit(bad ? 1 : 0);
