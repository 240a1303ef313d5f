/* global process */
// node corpus/web-fresh9/generator/validate.mjs — re-checks the written files on their own: every
// line of episodes.jsonl against schemas/episode-v1.json (ajv 8, draft 2020-12), every called tool
// in its episode's catalog in tools.json with arguments valid for the tool's inputSchema, ids
// unique. Reads no project code.
import { readFileSync } from 'node:fs';
import { URL, fileURLToPath } from 'node:url';
import { checkSchemaAndTools } from './checks.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const episodes = readFileSync(here('../episodes.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const { catalogs } = JSON.parse(readFileSync(here('../tools.json'), 'utf8'));
const problems = [];
checkSchemaAndTools(episodes, catalogs, (m) => problems.push(m));
if (new Set(episodes.map((e) => e.id)).size !== episodes.length) problems.push('duplicate ids');
for (const m of problems) process.stderr.write(`${m}\n`);
const steps = episodes.reduce((k, e) => k + e.steps.length, 0);
process.stderr.write(`web-fresh9 validate: ${episodes.length} episodes, ${steps} steps, catalogs ${Object.entries(catalogs).map(([k, v]) => `${k} (${v.length} tools)`).join(', ')}: ${problems.length ? `${problems.length} problem(s)` : 'all valid'}\n`);
process.exit(problems.length ? 1 : 0);
