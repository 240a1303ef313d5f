/* global process */
// node corpus/web-fresh8/generator/validate.mjs — checks the written files on their own: every line of
// episodes.jsonl against schemas/episode-v1.json (ajv 8, draft 2020-12, from node_modules), every
// called tool in the episode's catalog in tools.json, its arguments valid for that tool's inputSchema,
// ids unique. Reads no project code.
import { readFileSync } from 'node:fs';
import { URL, fileURLToPath } from 'node:url';
import { checkSchemaAndTools } from './checks.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const lines = readFileSync(here('../episodes.jsonl'), 'utf8').split('\n').filter(Boolean);
const { catalogs } = JSON.parse(readFileSync(here('../tools.json'), 'utf8'));
const episodes = lines.map((l) => JSON.parse(l));
const problems = [];
checkSchemaAndTools(episodes, catalogs, (m) => problems.push(m));
if (new Set(episodes.map((e) => e.id)).size !== episodes.length) problems.push('duplicate ids');
for (const p of problems) process.stderr.write(`${p}\n`);
process.stderr.write(`web-fresh8 validate: ${episodes.length} episodes, ${episodes.reduce((k, e) => k + e.steps.length, 0)} steps, catalogs ${Object.entries(catalogs).map(([k, v]) => `${k} (${v.length} tools)`).join(', ')}: ${problems.length ? `${problems.length} problem(s)` : 'all valid'}\n`);
process.exit(problems.length ? 1 : 0);
