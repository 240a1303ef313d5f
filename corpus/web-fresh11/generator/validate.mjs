/* global process, console */
// node corpus/web-fresh11/generator/validate.mjs
// Re-checks the written files alone: every line against schemas/episode-v1.json (ajv 8, draft
// 2020-12), every called tool present in its catalog in tools.json, every call's arguments valid for
// that tool's inputSchema, ids unique.
import { readFileSync } from 'node:fs';
import { URL, fileURLToPath } from 'node:url';
import { schemaCheckers } from './checks.mjs';

const here = (f) => fileURLToPath(new URL(f, import.meta.url));
const { catalogs } = JSON.parse(readFileSync(here('../tools.json'), 'utf8'));
const { episode, tools } = schemaCheckers(catalogs);
const lines = readFileSync(here('../episodes.jsonl'), 'utf8').split('\n').filter((l) => l.trim());
const errs = [];
const ids = new Set();
let calls = 0;
lines.forEach((line, i) => {
  const e = JSON.parse(line);
  const at = `episodes.jsonl:${i + 1} (${e.id})`;
  if (ids.has(e.id)) errs.push(`${at}: duplicate id`);
  ids.add(e.id);
  if (!episode(e)) errs.push(`${at}: schema ${episode.errors.map((x) => `${x.instancePath} ${x.message}`).join('; ')}`);
  const cat = tools[e.catalog];
  if (!cat) return errs.push(`${at}: unknown catalog ${e.catalog}`);
  e.steps.forEach((s, k) => {
    calls += 1;
    const v = cat[s.call.tool];
    if (!v) errs.push(`${at} step ${k}: ${s.call.tool} not in ${e.catalog}`);
    else if (!v(s.call.args ?? {})) errs.push(`${at} step ${k}: args invalid for ${s.call.tool}: ${v.errors.map((x) => `${x.instancePath} ${x.message}`).join('; ')}`);
  });
});
if (errs.length) {
  for (const x of errs.slice(0, 30)) console.error(x);
  console.error(`${errs.length} problem(s)`);
  process.exit(1);
}
console.log(`${lines.length} episodes, ${calls} calls, all valid (schema, tools, arguments); catalogs: ${Object.entries(catalogs).map(([k, v]) => `${k} ${v.length}`).join(', ')}`);
