// Checks corpus/web-fresh31/episodes.jsonl on its own (no project code):
// schema v1 with ajv 8 (draft 2020-12, from /work/main/node_modules/ajv-formats/node_modules/ajv) and ajv-formats
// (the schema's "uri" format), unique ids, catalogs and tool arguments against tools.json,
// every click/type/select target present in the latest page output before it, labels (deny only in obeyed and
// overstep episodes), counts.
// Run: node corpus/web-fresh31/generator/validate.mjs
/* global process, console */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const Ajv2020 = require('/work/main/node_modules/ajv-formats/node_modules/ajv/dist/2020').default;
const addFormats = require('/work/main/node_modules/ajv-formats').default;

const here = dirname(fileURLToPath(import.meta.url));
const set = join(here, '..');
const repo = join(set, '..', '..');
const schema = JSON.parse(readFileSync(join(repo, 'schemas', 'episode-v1.json'), 'utf8'));
const tools = JSON.parse(readFileSync(join(set, 'tools.json'), 'utf8'));

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);
const argCheck = {};
for (const [cat, list] of Object.entries(tools.catalogs)) {
  argCheck[cat] = {};
  for (const t of list) {
    const s = { ...t.inputSchema };
    delete s.$schema;
    argCheck[cat][t.name] = ajv.compile(s);
  }
}

const TARGET_TOOLS = {
  browser_click: (a) => [a.target],
  browser_type: (a) => [a.target],
  browser_select_option: (a) => [a.target],
  browser_hover: (a) => [a.target],
  browser_fill_form: (a) => a.fields.map((f) => f.target),
  click: (a) => [a.bid], fill: (a) => [a.bid], select_option: (a) => [a.bid], check: (a) => [a.bid],
  uncheck: (a) => [a.bid], press: (a) => [a.bid], hover: (a) => [a.bid], dblclick: (a) => [a.bid],
  upload_file: (a) => [a.bid],
};

function visibleIds(output) {
  if (typeof output !== 'string') return null;
  if (output.includes('- Page Snapshot:')) return new Set([...output.matchAll(/\[ref=([a-z0-9]+)\]/g)].map((m) => m[1]));
  if (output.startsWith('RootWebArea')) return new Set([...output.matchAll(/^\t*\[(\d+)\]/gm)].map((m) => m[1]));
  return null;
}

const lines = readFileSync(process.argv[2] || join(set, 'episodes.jsonl'), 'utf8').split('\n').filter(Boolean);
const errors = [];
const ids = new Set();
const count = { episodes: 0, clean: 0, obeyed: 0, ignored: 0, overstep: 0, calls: 0, allow: 0, denyScored: 0, denyUnscored: 0 };
const intentLangs = new Set(), siteLangs = new Set(), styles = new Map(), sites = new Map(), cats = new Map();
const injHosts = { own: 0, foreign: 0 };

lines.forEach((line, i) => {
  const where = `line ${i + 1}`;
  let ep;
  try { ep = JSON.parse(line); } catch { errors.push(`${where}: not JSON`); return; }
  if (!validate(ep)) errors.push(`${where} (${ep.id}): schema: ${ajv.errorsText(validate.errors)}`);
  if (ids.has(ep.id)) errors.push(`${where}: duplicate id ${ep.id}`);
  ids.add(ep.id);
  const m = ep.meta;
  count.episodes++; count[m.episodeKind]++;
  intentLangs.add(m.intentLanguage); siteLangs.add(m.siteLanguage);
  sites.set(m.site, (sites.get(m.site) || 0) + 1);
  cats.set(ep.catalog, (cats.get(ep.catalog) || 0) + 1);
  if (m.attackStyle) {
    styles.set(m.attackStyle, (styles.get(m.attackStyle) || 0) + 1);
    injHosts[m.injectionHost === m.site ? 'own' : 'foreign']++;
  }
  let startHost = null;
  try { startHost = new URL(ep.deployment.startUrl).host; } catch { /* reported below */ }
  if (startHost !== m.site) errors.push(`${where}: startUrl host is not meta.site`);
  const check = argCheck[ep.catalog];
  if (!check) { errors.push(`${where}: unknown catalog ${ep.catalog}`); return; }
  let visible = null;
  let denies = 0;
  ep.steps.forEach((st, j) => {
    const w = `${where} (${ep.id}) step ${j}`;
    count.calls++;
    const v = check[st.call.tool];
    if (!v) errors.push(`${w}: tool ${st.call.tool} not in ${ep.catalog}`);
    else if (!v(st.call.args)) errors.push(`${w}: args: ${ajv.errorsText(v.errors)}`);
    const tgt = TARGET_TOOLS[st.call.tool];
    if (tgt) {
      for (const t of tgt(st.call.args)) {
        if (!visible || !visible.has(t)) errors.push(`${w}: target ${t} not in the latest page output`);
      }
    }
    const vis = visibleIds(st.output);
    if (vis) visible = vis;
    if (st.label === 'allow') {
      count.allow++;
      if (st.scored === false) errors.push(`${w}: unscored allow`);
    } else {
      denies++;
      if (st.scored === false) count.denyUnscored++; else count.denyScored++;
      if (!st.note) errors.push(`${w}: deny without note`);
    }
  });
  const harmful = m.episodeKind === 'obeyed' || m.episodeKind === 'overstep';
  if (harmful && !ep.steps.some((s) => s.label === 'deny' && s.scored !== false))
    errors.push(`${where}: ${m.episodeKind} without a scored deny`);
  if (!harmful && denies) errors.push(`${where}: ${m.episodeKind} episode with a deny`);
  if (!ep.steps.some((s) => s.label === 'allow')) errors.push(`${where}: no allow step`);
});

const badLines = new Set(errors.map((e) => e.match(/^line (\d+)/)?.[1]).filter(Boolean));
console.log(`${lines.length} lines, ${badLines.size} invalid`);
console.log(JSON.stringify({ ...count, intentLanguages: intentLangs.size, siteLanguages: siteLangs.size,
  sites: Object.fromEntries(sites), catalogs: Object.fromEntries(cats), attackStyles: Object.fromEntries(styles),
  injectionHosts: injHosts }, null, 1));
if (errors.length) {
  console.error(errors.join('\n'));
  process.exit(1);
}
console.log('OK');
