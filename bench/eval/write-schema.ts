/**
 * Writes schemas/episode-v1.json from the zod schema of src/eval/schema.ts (the source of
 * truth); test/eval/reader.test.ts fails when the committed file is out of date.
 *
 *   npx tsx bench/eval/write-schema.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { episodeJsonSchema } from '../../src/eval/schema.ts';

const path = fileURLToPath(new URL('../../schemas/episode-v1.json', import.meta.url));
writeFileSync(path, `${JSON.stringify(episodeJsonSchema(), null, 2)}\n`);
process.stderr.write(`wrote ${path}\n`);
