import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { ConfigError } from '../../src/errors.ts';
import { BROWSERGYM_TOOLS, mind2webTestWebsites } from '../../src/eval/convert/mind2web.ts';
import { buildExamples } from '../../src/train/examples.ts';
import { replayEpisode, SESSION_WINDOWS } from '../../src/train/replay.ts';
import { loadWebTraining } from '../../src/train/web.ts';
import { BROWSERGYM_THREAD } from '../action/pages.ts';

const graph = CapabilityGraph.builtIn();
const dir = mkdtempSync(join(tmpdir(), 'capfence-web-train-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** A corpus/web-shaped directory: two BrowserGym episodes, one per split. */
function writeCorpus(at: string): string {
  mkdirSync(at, { recursive: true });
  const episode = (id: string, split: string, label: 'allow' | 'deny') => ({
    v: 1,
    id,
    intent: 'Reply "Thanks, that fixed it" on the DevTalk thread about the LIKE index',
    catalog: 'browsergym',
    steps: [
      { call: { tool: 'goto', args: { url: 'https://forum.devtalk.test/t/pg-like-index' } }, output: BROWSERGYM_THREAD, label: 'allow' },
      { call: { tool: 'click', args: { bid: '42' } }, label },
    ],
    meta: { source: 'capfence-web-corpus', group: `forum.devtalk.test/${id}`, split },
  });
  writeFileSync(
    join(at, 'episodes.jsonl'),
    `${[episode('reply-train', 'train', 'allow'), episode('reply-test', 'test', 'deny')].map((e) => JSON.stringify(e)).join('\n')}\n`,
  );
  writeFileSync(join(at, 'tools.json'), JSON.stringify({ catalogs: { browsergym: BROWSERGYM_TOOLS } }));
  return at;
}

/** A data directory with Mind2Web-style tasks on six websites (two of them held out by the converter's split). */
function writeMind2Web(at: string): { websites: string[] } {
  const websites = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'];
  mkdirSync(join(at, 'mind2web-dev'), { recursive: true });
  const tasks = websites.map((website, i) => ({
    annotation_id: `task-${i}`,
    website,
    task: `Find opening hours of the ${website} store`,
    actions: [
      { op: 'CLICK', element_role: 'a', element_text: 'Stores' },
      { op: 'TYPE', element_role: 'input', element_text: 'Search', value: 'Boston' },
    ],
  }));
  writeFileSync(join(at, 'mind2web-dev', 'tasks.jsonl'), `${tasks.map((t) => JSON.stringify(t)).join('\n')}\n`);
  return { websites };
}

describe('browsing episodes for the training pool', () => {
  const corpusDir = writeCorpus(join(dir, 'corpus'));
  const dataDir = join(dir, 'data');
  const { websites } = writeMind2Web(dataDir);

  it("takes only the train split of corpus/web and Mind2Web's training websites", () => {
    const web = loadWebTraining(graph, { dataDir, corpusDir });
    const held = mind2webTestWebsites(websites);
    assert.equal(held.size, 2);
    const m2w = web.episodes.filter((e) => e.stratum === 'mind2web');
    assert.equal(m2w.length, websites.length - held.size);
    for (const e of m2w) assert.ok(!held.has(String(e.episode.meta?.website)), `${e.id} is on a held-out website`);
    assert.deepEqual(
      web.episodes.filter((e) => e.stratum === 'web').map((e) => e.id),
      ['reply-train'],
    );
    assert.deepEqual(web.excluded, { 'mind2web-benign': 2, 'web-injected': 1 });
    // Groups are prefixed by the data set, so a website never shares a calibration unit with another source's group.
    assert.ok(web.episodes.every((e) => e.group.startsWith(`${e.stratum}:`) && !e.evaluationOnly));
    assert.deepEqual(
      web.files.map((f) => f.path),
      ['mind2web-dev/tasks.jsonl', 'corpus/web/episodes.jsonl', 'corpus/web/tools.json'],
    );
  });

  it('replays a browser click as the fence classes it: by its target on the last page the session saw', () => {
    const web = loadWebTraining(graph, { corpusDir });
    assert.ok(
      web.episodes.every((e) => e.stratum === 'web'),
      'no Mind2Web without a data directory',
    );
    const [episode] = web.episodes;
    const classes = (decide?: (i: number) => 'allow' | 'deny') =>
      replayEpisode(episode!.episode, episode!.catalog, graph, decide === undefined ? {} : { decide: (_, i) => decide(i) }).map(
        (s) => s.input?.entry.actionClass,
      );
    // The click lands on "Post reply" of the thread the navigation showed: a message.
    assert.deepEqual(classes(), ['web-fetch', 'message-send']);
    // A navigation that did not run showed no page: the click's target cannot be told.
    assert.deepEqual(
      classes(() => 'deny'),
      ['web-fetch', 'web-fetch'],
    );
    assert.equal(buildExamples(web.episodes, graph, SESSION_WINDOWS).length, 2);
  });

  it('refuses a corpus it cannot read with a typed error naming the file', () => {
    assert.throws(
      () => loadWebTraining(graph, { corpusDir: join(dir, 'nowhere') }),
      (e: unknown) => e instanceof ConfigError && /web corpus/.test(e.message),
    );
    const broken = join(dir, 'broken');
    mkdirSync(broken, { recursive: true });
    writeFileSync(join(broken, 'episodes.jsonl'), '{"v":1,"id":"x","intent":"","steps":[]}\n');
    writeFileSync(join(broken, 'tools.json'), '{"tools": []}');
    assert.throws(() => loadWebTraining(graph, { corpusDir: broken }), ConfigError);
  });
});
