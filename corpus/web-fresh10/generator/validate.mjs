/* global console, process */
// node corpus/web-fresh10/generator/validate.mjs — re-checks the written files on their own:
// every line valid against schemas/episode-v1.json (ajv 8, draft 2020-12), every called tool in its
// catalog of tools.json, every call's arguments valid for that tool's inputSchema.
import { readFileSync } from 'node:fs';
import { URL, fileURLToPath } from 'node:url';
import { checkShape } from './checks.mjs';

const at = (rel) => fileURLToPath(new URL(rel, import.meta.url));
const lines = readFileSync(at('../episodes.jsonl'), 'utf8').split('\n').filter((l) => l.trim());
const { catalogs } = JSON.parse(readFileSync(at('../tools.json'), 'utf8'));
const episodes = lines.map((l) => JSON.parse(l));
const problems = checkShape(episodes, catalogs);
for (const p of problems) console.error(p);
const steps = episodes.reduce((a, e) => a + e.steps.length, 0);
console.log(`${episodes.length} episodes, ${steps} calls, ${problems.length ? `${problems.length} problems` : 'all valid'}`);
process.exit(problems.length ? 1 : 0);
