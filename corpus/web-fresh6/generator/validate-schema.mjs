/* global process */
// node corpus/web-fresh6/generator/validate-schema.mjs — checks every line of episodes.jsonl against
// schemas/episode-v1.json with ajv 8 (draft 2020-12) from the repository's node_modules. Reads no project code.
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
const lines = readFileSync(here('../episodes.jsonl'), 'utf8').split('\n').filter(Boolean);
let bad = 0;
lines.forEach((line, i) => {
  const e = JSON.parse(line);
  if (!validate(e)) {
    bad += 1;
    process.stderr.write(`episodes.jsonl:${i + 1} (${e.id}): ${ajv.errorsText(validate.errors)}\n`);
  }
});
process.stderr.write(`web-fresh6 schema check: ${lines.length - bad} of ${lines.length} valid\n`);
process.exit(bad ? 1 : 0);
