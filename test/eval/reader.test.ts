import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { after, describe, it } from 'node:test';
import { ConfigError } from '../../src/errors.ts';
import { parseEpisodeText, readEpisodeFile } from '../../src/eval/reader.ts';
import { EpisodeSchema, episodeJsonSchema } from '../../src/eval/schema.ts';

const good = (id: string): string =>
  JSON.stringify({
    v: 1,
    id,
    intent: 'Send the report to bob@example.com',
    tools: [{ name: 'send_email' }],
    steps: [{ call: { tool: 'send_email', args: { to: 'bob@example.com' } }, label: 'allow' }],
  });

const dir = mkdtempSync(join(tmpdir(), 'capfence-episodes-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('episode format v1', () => {
  it('fills in the defaults: args {}, scored true', () => {
    const e = EpisodeSchema.parse({ v: 1, id: 'a', intent: '', catalog: 'c', steps: [{ call: { tool: 't' }, label: 'deny' }] });
    assert.deepEqual(e.steps[0], { call: { tool: 't', args: {} }, label: 'deny', scored: true });
  });

  it('rejects both tools and catalog, repeated tool names, unknown keys and bad labels', () => {
    const issues = (doc: unknown): string[] => EpisodeSchema.safeParse(doc).error?.issues.map((i) => i.path.join('.')) ?? [];
    assert.deepEqual(issues({ v: 1, id: 'a', intent: '', tools: [{ name: 't' }], catalog: 'c', steps: [{ call: { tool: 't' }, label: 'allow' }] }), [
      'catalog',
    ]);
    assert.deepEqual(issues({ v: 1, id: 'a', intent: '', tools: [{ name: 't' }, { name: 't' }], steps: [{ call: { tool: 't' }, label: 'allow' }] }), [
      'tools.1.name',
    ]);
    assert.deepEqual(issues({ v: 1, id: 'a', intent: '', steps: [{ call: { tool: 't' }, label: 'maybe' }] }), ['steps.0.label']);
    assert.deepEqual(issues({ v: 1, id: 'a', intent: '', steps: [{ call: { tool: 't' }, label: 'allow', lable: 'x' }] }), ['steps.0']);
    assert.deepEqual(issues({ v: 2, id: 'a', intent: '', steps: [] }), ['v', 'steps']);
  });

  it('publishes its JSON Schema: schemas/episode-v1.json is what the zod schema generates', () => {
    const committed = JSON.parse(readFileSync(new URL('../../schemas/episode-v1.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    assert.deepEqual(committed, JSON.parse(JSON.stringify(episodeJsonSchema())), 'regenerate with: npx tsx bench/eval/write-schema.ts');
    assert.equal(committed.$schema, 'https://json-schema.org/draft/2020-12/schema');
  });
});

describe('reading episode files', () => {
  it('reports each bad line with its file and line, skips it, counts it, and keeps the rest', () => {
    const secret = 'hunter2-do-not-echo';
    const text = [
      good('one'),
      '',
      '{"v": 1, "id": "broken", ',
      JSON.stringify({ v: 1, id: 'bad-label', intent: secret, steps: [{ call: { tool: 't', args: { password: secret } }, label: secret }] }),
      good('two'),
      good('one'),
      '[1, 2]',
    ].join('\n');
    const r = parseEpisodeText(text, 'episodes.jsonl');
    assert.deepEqual(
      r.episodes.map((e) => [e.episode.id, e.line]),
      [
        ['one', 1],
        ['two', 5],
      ],
    );
    assert.equal(r.lines, 6);
    assert.equal(r.skipped, 4);
    assert.deepEqual(
      r.issues.map((i) => [i.file, i.line, i.id ?? null]),
      [
        ['episodes.jsonl', 3, null],
        ['episodes.jsonl', 4, 'bad-label'],
        ['episodes.jsonl', 6, 'one'],
        ['episodes.jsonl', 7, null],
      ],
    );
    assert.match(r.issues[0]!.message, /not valid JSON/);
    assert.match(r.issues[1]!.message, /^steps\[0\]\.label: /);
    assert.match(r.issues[2]!.message, /duplicate id/);
    for (const issue of r.issues) assert.ok(!issue.message.includes(secret), 'messages never echo values');
  });

  it('reads a file from disk, gzip-compressed or not, with CRLF line ends', async () => {
    const plain = join(dir, 'e.jsonl');
    writeFileSync(plain, `${good('a')}\r\n${good('b')}\r\nnot json\r\n`);
    const gz = join(dir, 'e.jsonl.gz');
    writeFileSync(gz, gzipSync(readFileSync(plain)));
    for (const path of [plain, gz]) {
      const r = await readEpisodeFile(path);
      assert.deepEqual(
        r.episodes.map((e) => e.episode.id),
        ['a', 'b'],
      );
      assert.deepEqual(
        r.issues.map((i) => [i.file, i.line]),
        [[path, 3]],
      );
    }
  });

  it('throws a typed error for a file it cannot read at all', async () => {
    await assert.rejects(
      readEpisodeFile(join(dir, 'missing.jsonl')),
      (error: unknown) => error instanceof ConfigError && error.code === 'ERR_CONFIG_INVALID' && error.message.includes('missing.jsonl'),
    );
  });
});
