/**
 * `npm run bench:web`: the web section of the evaluation (issue 17 item 6).
 *
 * Workloads, each split so that what is reported was never tuned on:
 * - corpus/web (the project's injected and clean browsing episodes): `meta.split` test = held-out
 *   attack styles, templates and sites; train for reference;
 * - Mind2Web (people's action traces on real websites, every step legitimate; converted by
 *   src/eval/convert/mind2web.ts): held-out websites; the other websites for reference.
 *
 * Conditions: CapFence (the shipped gate, the Cedar verifier for the escalation band), the token
 * alone (static ACL), and two diagnostics — ideal tokens that grant what each task's allowed calls
 * need (bench/web/ideal.ts), under CapFence and under the token alone — which separate
 * classification from compilation, and the classifier from the gate.
 *
 * Latency: decisions with a 100 KB page snapshot in the session (bench/web/latency.ts).
 *
 *   npm run bench:web [-- --data ../shared/data --calls 20000 --model models/gate-v1.json --out bench/results/web.json]
 *
 * Writes bench/results/web.json; `npm run bench:report` puts it in the report.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ToolCatalog } from '../../src/action/catalog.ts';
import type { ToolSpec } from '../../src/action/types.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { loadEvaluationSource } from '../../src/eval/convert/load.ts';
import { cedarVerifier, makeCondition } from '../../src/eval/evaluate.ts';
import { computeMetrics, type Metrics } from '../../src/eval/metrics.ts';
import { type EpisodeRecord, runEpisode } from '../../src/eval/run.ts';
import { EpisodeSchema, type EpisodeV1 } from '../../src/eval/schema.ts';
import { defaultModelPath, loadGateModel } from '../../src/gate/model.ts';
import { benchmarkPolicy, BENCHMARK_POLICY_FILE } from '../eval/policy.ts';
import { idealCompiler } from './ideal.ts';
import { measureWebLatency, type WebLatency } from './latency.ts';

/** Goals of attacks that hijack navigation or carry data out (corpus/web `meta.goal`). */
export const HIJACK_AND_EXFILTRATION = ['nav', 'nav-data', 'tab', 'form', 'eval'] as const;

/** CapFence's metrics on one group of a held-out workload (a held-out site or website, an attack style kind). */
export interface WebGroup {
  readonly group: string;
  readonly episodes: number;
  readonly fpr: number | null;
  readonly fnr: number | null;
  readonly taskSuccess: number | null;
  readonly attackSuccess: number | null;
  readonly escalationRate: number | null;
}

export interface WebWorkload {
  readonly id: string;
  readonly label: string;
  readonly episodes: number;
  /** For the test workloads: CapFence per held-out group (see {@link heldOutGroups}). */
  readonly groups?: readonly WebGroup[];
  readonly conditions: Readonly<
    Record<string, { readonly metrics: Metrics; readonly fnrHijackExfiltration: number | null; readonly hijackExfiltrationCalls: number }>
  >;
}

export interface WebResults {
  readonly generated: string;
  readonly policy: string;
  readonly gate: string;
  readonly workloads: readonly WebWorkload[];
  readonly latency: WebLatency;
  readonly seconds: number;
}

interface Item {
  readonly episode: EpisodeV1;
  readonly catalog: ToolCatalog;
}

const CONDITIONS = [
  { id: 'capfence', label: 'CapFence' },
  { id: 'static-acl', label: 'token only' },
  { id: 'ideal', label: 'ideal tokens, CapFence (diagnostic)' },
  { id: 'ideal-acl', label: 'ideal tokens, token only (diagnostic)' },
] as const;

export async function runWebEvaluation(
  dataDir: string,
  calls: number,
  log: (line: string) => void,
  modelPath: string = defaultModelPath(),
): Promise<WebResults> {
  const started = Date.now();
  const graph = CapabilityGraph.builtIn();
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const gate = loadGateModel(modelPath);
  const verifier = await cedarVerifier(graph);
  const policy = benchmarkPolicy();

  const corpusTools = JSON.parse(readFileSync(join(root, 'corpus/web/tools.json'), 'utf8')) as { catalogs: Record<string, ToolSpec[]> };
  const corpusCatalogs = new Map(Object.entries(corpusTools.catalogs).map(([name, specs]) => [name, new ToolCatalog(graph, specs)]));
  const corpus: Item[] = readFileSync(join(root, 'corpus/web/episodes.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => EpisodeSchema.parse(JSON.parse(line)))
    .map((episode) => ({ episode, catalog: corpusCatalogs.get(episode.catalog ?? '')! }));
  const mind2web = loadEvaluationSource(dataDir, 'mind2web');
  const m2wCatalogs = new Map(Object.entries(mind2web.catalogs).map(([name, specs]) => [name, new ToolCatalog(graph, specs)]));
  const traces: Item[] = mind2web.episodes.map((raw) => {
    const episode = EpisodeSchema.parse(raw);
    return { episode, catalog: m2wCatalogs.get(episode.catalog ?? '')! };
  });
  const split = (items: readonly Item[], value: string): Item[] => items.filter((i) => i.episode.meta?.split === value);
  const loads = [
    { id: 'web/test', label: 'corpus/web, held-out styles, templates and sites', items: split(corpus, 'test') },
    { id: 'mind2web/test', label: 'Mind2Web, held-out websites', items: split(traces, 'test') },
    { id: 'web/train', label: 'corpus/web, train split (reference)', items: split(corpus, 'train') },
    { id: 'mind2web/train', label: 'Mind2Web, the other websites (reference)', items: split(traces, 'train') },
  ];

  const workloads: WebWorkload[] = [];
  for (const load of loads) {
    const conditions: Record<string, WebWorkload['conditions'][string]> = {};
    let capfenceRecords: EpisodeRecord[] = [];
    for (const c of CONDITIONS) {
      const condition =
        c.id === 'capfence'
          ? makeCondition('capfence', { graph, model: gate, verifier, policy })
          : c.id === 'static-acl'
            ? makeCondition('static-acl', { graph, model: gate, policy })
            : c.id === 'ideal'
              ? makeCondition('capfence', { graph, model: gate, verifier, policy, compile: idealCompiler(load.items) })
              : makeCondition('static-acl', { graph, model: gate, policy, compile: idealCompiler(load.items) });
      const records: EpisodeRecord[] = [];
      for (const item of load.items) records.push(await runEpisode(item.episode, condition, item.catalog));
      if (c.id === 'capfence') capfenceRecords = records;
      const hijack = hijackFnr(records);
      conditions[c.id] = {
        metrics: computeMetrics(records, { measuresTokens: false }),
        fnrHijackExfiltration: hijack.fnr,
        hijackExfiltrationCalls: hijack.calls,
      };
      const m = conditions[c.id]!.metrics;
      log(
        `  ${load.id} / ${c.label}: FPR ${pct(m.fpr)} (before the trace went on past a refusal ${pct(m.fprBeforeRefusal.fpr)}), FNR ${pct(m.fnr)}, task success ${pct(m.taskSuccess)}, attack success ${pct(m.attackSuccess)}, ρ ${pct(m.escalationRate)}`,
      );
    }
    const groups = load.id.endsWith('/test') ? heldOutGroups(capfenceRecords, load.id.startsWith('web/') ? corpus : traces) : undefined;
    for (const g of groups ?? [])
      log(
        `    ${g.group} (${g.episodes}): FPR ${pct(g.fpr)}, FNR ${pct(g.fnr)}, task success ${pct(g.taskSuccess)}, attack success ${pct(g.attackSuccess)}, ρ ${pct(g.escalationRate)}`,
      );
    workloads.push({ id: load.id, label: load.label, episodes: load.items.length, conditions, ...(groups === undefined ? {} : { groups }) });
  }
  log('  latency with a 100 KB page in the session');
  const latency = measureWebLatency(calls);
  return {
    generated: new Date().toISOString().slice(0, 10),
    policy: BENCHMARK_POLICY_FILE,
    gate: gate.version,
    workloads,
    latency,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

/**
 * Groups of a held-out workload's records, each with CapFence's metrics: by site (corpus/web's
 * `meta.site`, Mind2Web's `meta.website`), each marked "test only" when no train episode has it;
 * and for corpus/web by attack style, "test-only style" or "held-out template of a train style".
 */
function heldOutGroups(records: readonly EpisodeRecord[], all: readonly Item[]): WebGroup[] {
  const trainValues = (key: string): Set<unknown> => new Set(all.filter((i) => i.episode.meta?.split === 'train').map((i) => i.episode.meta?.[key]));
  const groupings: { key: string; name: (value: string, seenInTrain: boolean) => string }[] = [
    { key: 'site', name: (v, seen) => `site ${v}${seen ? '' : ' (test only)'}` },
    { key: 'website', name: (v, seen) => `website ${v}${seen ? '' : ' (test only)'}` },
    { key: 'style', name: (_v, seen) => (seen ? 'styles seen in training (held-out templates)' : 'styles never seen in training') },
  ];
  const out: WebGroup[] = [];
  for (const { key, name } of groupings) {
    const train = trainValues(key);
    const byGroup = new Map<string, EpisodeRecord[]>();
    for (const r of records) {
      const value = r.meta?.[key];
      if (typeof value !== 'string') continue;
      const group = name(value, train.has(value));
      byGroup.set(group, [...(byGroup.get(group) ?? []), r]);
    }
    for (const [group, rs] of [...byGroup].sort((a, b) => a[0].localeCompare(b[0]))) {
      const m = computeMetrics(rs, { measuresTokens: false });
      out.push({
        group,
        episodes: rs.length,
        fpr: m.fpr,
        fnr: m.positives === 0 ? null : m.fnr,
        taskSuccess: m.taskSuccess,
        attackSuccess: m.attackedEpisodes === 0 ? null : m.attackSuccess,
        escalationRate: m.escalationRate,
      });
    }
  }
  return out;
}

/** FNR over the scored calls to deny of episodes whose attack hijacks navigation or carries data out. */
function hijackFnr(records: readonly EpisodeRecord[]): { fnr: number | null; calls: number } {
  let calls = 0;
  let missed = 0;
  for (const r of records) {
    const goal = r.meta?.goal;
    if (typeof goal !== 'string' || !(HIJACK_AND_EXFILTRATION as readonly string[]).includes(goal)) continue;
    for (const s of r.steps) {
      if (s.label !== 'deny' || !s.scored) continue;
      calls++;
      if (s.verdict === 'allow') missed++;
    }
  }
  return { fnr: calls === 0 ? null : missed / calls, calls };
}

const pct = (x: number | null): string => (x === null ? 'n/a' : `${(100 * x).toFixed(1)}%`);

// Run directly.
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      data: { type: 'string', default: process.env.CAPFENCE_DATA ?? '../shared/data' },
      calls: { type: 'string', default: '20000' },
      // A gate retrained elsewhere (e.g. into /tmp), and where to write the results instead of bench/results/web.json.
      model: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  log(`bench:web: corpus/web and Mind2Web (${values.data})`);
  const results = await runWebEvaluation(values.data, Number(values.calls), log, values.model ?? defaultModelPath());
  const dir = fileURLToPath(new URL('../results/', import.meta.url));
  const out = values.out ?? join(dir, 'web.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(results)}\n`);
  const l = results.latency;
  log(
    `  decision with a ${Math.round(l.snapshotBytes / 1024)} KB page in the session: p50 ${l.browser.p50Us.toFixed(1)} µs, p99 ${l.browser.p99Us.toFixed(1)} µs (peer, an ordinary read: p50 ${l.peer.p50Us.toFixed(1)} µs; ratio ${(l.browser.p50Us / l.peer.p50Us).toFixed(2)}); classification alone p50 ${l.classifyOnly.p50Us.toFixed(1)} µs; the page parsed once in ${(l.parseUs / 1000).toFixed(1)} ms; the same calls with a ${Math.round(l.smallPage.snapshotBytes / 1024)} KB page p50 ${l.smallPage.browser.p50Us.toFixed(1)} µs (ratio of the 100 KB page to it ${(l.browser.p50Us / l.smallPage.browser.p50Us).toFixed(2)})`,
  );
  log(`bench:web: wrote ${out} (${results.seconds} s)`);
}
