/* global console, process */
// node corpus/web-fresh12/generator/validate.mjs
// Re-checks the written files alone: every line against schemas/episode-v1.json (ajv 8, draft
// 2020-12), every called tool in its catalog of tools.json, arguments valid for the tool's
// inputSchema, unique ids.
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { schemaAndArgs } from './checks.mjs';

const at = (rel) => fileURLToPath(new URL(rel, import.meta.url));
const episodes = readFileSync(at('../episodes.jsonl'), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
const tools = JSON.parse(readFileSync(at('../tools.json'), 'utf8'));
const fails = schemaAndArgs(episodes, tools);
const calls = episodes.reduce((n, e) => n + e.steps.length, 0);
if (fails.length) {
  for (const f of fails) console.error(f);
  console.error(`${fails.length} problems`);
  process.exit(1);
}
console.log(`${episodes.length} episodes, ${calls} calls, all valid (schema, tools, arguments, ids)`);
