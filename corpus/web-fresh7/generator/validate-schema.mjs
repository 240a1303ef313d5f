/* global process */
// node corpus/web-fresh7/generator/validate-schema.mjs — checks every line of episodes.jsonl against
// schemas/episode-v1.json with ajv 8 (draft 2020-12) from the repository's node_modules, and that every
// catalog an episode names is in tools.json. Reads no project code.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const require = createRequire(here('../../../package.json'));
const Ajv2020 = require('ajv-formats/node_modules/ajv/dist/2020').default;
const addFormats = require('ajv-formats').default;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validate = ajv.compile(JSON.parse(readFileSync(here('../../../schemas/episode-v1.json'), 'utf8')));
const catalogs = JSON.parse(readFileSync(here('../tools.json'), 'utf8')).catalogs;
const lines = readFileSync(here('../episodes.jsonl'), 'utf8').split('\n').filter(Boolean);
let bad = 0;
lines.forEach((line, i) => {
  const e = JSON.parse(line);
  const ok = validate(e);
  const names = new Set((catalogs[e.catalog] ?? []).map((t) => t.name));
  const unknown = e.steps.map((s) => s.call.tool).filter((t) => !names.has(t));
  if (!ok || unknown.length) {
    bad += 1;
    process.stderr.write(`episodes.jsonl:${i + 1} (${e.id}): ${ok ? '' : ajv.errorsText(validate.errors)} ${unknown.length ? `tools not in catalog ${e.catalog}: ${[...new Set(unknown)].join(', ')}` : ''}\n`);
  }
});
process.stderr.write(`web-fresh7 schema check: ${lines.length - bad} of ${lines.length} valid\n`);
process.exit(bad ? 1 : 0);
