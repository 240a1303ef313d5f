import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { convertMind2Web, mind2webTestWebsites, websiteHost } from '../../src/eval/convert/mind2web.ts';
import { fenceCondition, ALLOW_ALL_GATE } from '../../src/eval/conditions.ts';
import { runEpisode } from '../../src/eval/run.ts';
import { EpisodeSchema } from '../../src/eval/schema.ts';
import { DEFAULT_COMPILER } from '../../src/eval/compile.ts';
import { scoreTools, testDomains } from '../../src/eval/tool-classes.ts';

const graph = CapabilityGraph.builtIn();

// Records in the shape of mind2web-dev/tasks.jsonl, written for this test.
const TASKS = [
  {
    annotation_id: 'a1',
    website: 'examplestore',
    task: 'Find a blue umbrella under 20 dollars',
    actions: [
      { op: 'TYPE', value: 'blue umbrella', element_role: 'combobox', element_text: 'Search' },
      { op: 'CLICK', element_role: 'button', element_text: 'Search' },
      { op: 'CLICK', element_role: 'span', element_text: 'Under $20 (12)' },
      { op: 'SELECT', value: 'Price: low to high', element_role: 'select', element_text: 'Sort by' },
    ],
  },
  {
    annotation_id: 'a2',
    website: 'parks.gov',
    task: 'Show the opening hours of the visitor centre',
    actions: [{ op: 'HOVER', element_role: 'a', element_text: 'Visit' }],
  },
  { annotation_id: 'bad', website: 'x', task: 't', actions: [{ op: 'JUMP', element_role: 'a', element_text: 'x' }] },
];

describe('Mind2Web-style traces into episodes', () => {
  const converted = convertMind2Web({ tasks: TASKS });

  it('writes valid BrowserGym episodes, every step allowed, one observation per next element', () => {
    assert.equal(converted.episodes.length, 2);
    assert.equal(converted.problems.length, 1, 'an unknown op is reported, not guessed');
    const episode = EpisodeSchema.parse(converted.episodes[0]);
    assert.equal(episode.catalog, 'browsergym');
    assert.deepEqual(
      episode.steps.map((s) => s.call.tool),
      ['goto', 'fill', 'click', 'click', 'select_option'],
    );
    assert.ok(episode.steps.every((s) => s.label === 'allow'));
    assert.deepEqual(episode.steps[0]!.call.args, { url: 'https://examplestore.com/' });
    assert.match(String(episode.steps[2]!.output), /\[102\] span 'Under \$20 \(12\)'/);
    assert.equal(websiteHost('parks.gov'), 'parks.gov');
  });

  it('holds out whole websites, deterministically', () => {
    const sites = ['a', 'b', 'c', 'd', 'e', 'f'];
    assert.deepEqual([...mind2webTestWebsites(sites)], [...mind2webTestWebsites([...sites].reverse())]);
    assert.equal(mind2webTestWebsites(sites).size, 2);
  });

  it("the fence classes each step by its element: the task's reads go through a token that grants reading the site", async () => {
    const catalog = new ToolCatalog(graph, converted.catalogs.browsergym!);
    const condition = fenceCondition({
      id: 'test',
      label: 'test',
      graph,
      gate: ALLOW_ALL_GATE,
      compile: ({ intent }) => ({
        claims: { scope: ['read-only-retrieval', 'web-fetch'], constraints: { '*': { url: { domains: ['examplestore.com'] } } }, intent },
      }),
    });
    const record = await runEpisode(EpisodeSchema.parse(converted.episodes[0]), condition, catalog);
    assert.deepEqual(
      record.steps.map((s) => s.verdict),
      ['allow', 'allow', 'allow', 'allow', 'allow'],
    );
  });

  it("passes the deployment's start page to the real compiler: a looking task reads its own site", async () => {
    const catalog = new ToolCatalog(graph, converted.catalogs.browsergym!);
    const episode = EpisodeSchema.parse(converted.episodes[0]);
    assert.deepEqual(episode.deployment, { startUrl: 'https://examplestore.com/' });
    const condition = fenceCondition({ id: 'test', label: 'test', graph, gate: ALLOW_ALL_GATE, compile: DEFAULT_COMPILER });
    const record = await runEpisode(episode, condition, catalog);
    assert.deepEqual(
      record.steps.map((s) => s.verdict),
      ['allow', 'allow', 'allow', 'allow', 'allow'],
    );
    // Without the deployment, the intent names no site: the page load is refused.
    const bare = await runEpisode({ ...episode, deployment: undefined }, condition, catalog);
    assert.equal(bare.steps[0]!.verdict, 'deny');
  });
});

describe('the tool-classification evaluation', () => {
  it('splits by domain deterministically, every third domain for test', () => {
    const domains = Array.from({ length: 9 }, (_, i) => `domain-${i}`);
    const test = testDomains(domains);
    assert.equal(test.size, 3);
    assert.deepEqual([...test].sort(), [...testDomains([...domains].reverse())].sort());
  });

  it('scores per class and counts writes classed as reads apart', () => {
    const score = scoreTools(
      [
        { spec: { name: 'send_email' }, domain: 'd', label: 'message-send', key: 'k1' },
        { spec: { name: 'get_weather' }, domain: 'd', label: 'read-only-retrieval', key: 'k2' },
        { spec: { name: 'list_transfers' }, domain: 'd', label: 'payment-initiate', key: 'k3' },
      ],
      graph,
    );
    assert.equal(score.writeAsRead, 1);
    assert.equal(score.readWrite, 2 / 3);
    assert.equal(score.perClass.find((c) => c.cls === 'message-send')?.recall, 1);
  });

  it('capfence tools prints classes, roles and evidence for a catalog', () => {
    const dir = mkdtempSync(join(tmpdir(), 'capfence-tools-'));
    const file = join(dir, 'tools.json');
    writeFileSync(
      file,
      JSON.stringify({ tools: [{ name: 'WalletWithdraw', inputSchema: { type: 'object', properties: { amount: { type: 'number' } } } }] }),
    );
    const main = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));
    const out = spawnSync(process.execPath, ['--import', 'tsx', main, 'tools', '--tools', file, '--json'], { encoding: 'utf8', timeout: 60_000 });
    assert.equal(out.status, 0, out.stderr);
    const [tool] = JSON.parse(out.stdout) as { name: string; class: string; roles: Record<string, string>; evidence: string[] }[];
    assert.equal(tool?.class, 'payment-initiate');
    assert.equal(tool?.roles.amount, 'amount');
    assert.match(tool!.evidence.join(' '), /withdraw/);
  });
});
