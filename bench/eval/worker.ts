/**
 * One condition of the evaluation in its own process (so its peak RSS is its own): runs every
 * workload (workloads.ts) through the condition and writes one JSON result file.
 *
 *   node bench/.build/eval-worker.mjs --condition capfence --build bench/.build/eval --data ../shared/data --out FILE [--sweep]
 */
const startRssMB = process.memoryUsage().rss / 1e6;
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { firstDecisive } from '../../src/escalation/compose.ts';
import type { Verifier } from '../../src/escalation/verifier.ts';
import { dataFlowVerifier } from '../../src/escalation/data-flow.ts';
import { cedarVerifier, makeCondition, type ConditionId } from '../../src/eval/evaluate.ts';
import { computeMetrics } from '../../src/eval/metrics.ts';
import { type EpisodeRecord, runEpisode } from '../../src/eval/run.ts';
import { loadCorpus } from '../../src/train/data.ts';
import { loadGateModel, type GateModel } from '../../src/gate/model.ts';
import { gateOnlyLatency, sweepBands, type CalibrationScores } from './sweep.ts';
import { llmJudgeFromEnv } from './llm-judge.ts';
import { benchmarkPolicy } from './policy.ts';
import { HELD_OUT_TEMPLATES, POOLED_AGENTDOJO, workloads, type Workload } from './workloads.ts';
import { loadInjectionCorpus } from '../../src/train/reframe.ts';

/** The deployer policy the conditions compile tokens under. */
const BENCHMARK_POLICY = benchmarkPolicy();

const { values } = parseArgs({
  options: {
    condition: { type: 'string' },
    build: { type: 'string' },
    data: { type: 'string' },
    out: { type: 'string' },
    sweep: { type: 'boolean', default: false },
    actions: { type: 'string' },
  },
});
const conditionArg = values.condition ?? 'capfence';
const build = values.build ?? 'bench/.build/eval';
const log = (line: string): void => void process.stderr.write(`[${conditionArg}] ${line}\n`);

const graph = CapabilityGraph.builtIn();
const corpus = loadCorpus(values.data ?? '../shared/data', undefined, graph);
const loads = workloads(corpus, graph, {
  ...(values.actions === undefined ? {} : { longHorizonActions: Number(values.actions) }),
  injections: loadInjectionCorpus(),
});
const models = new Map<string, GateModel>();
const modelFor = (key: string): GateModel => {
  let model = models.get(key);
  if (model === undefined) {
    model = loadGateModel(join(build, `${key}.json`));
    models.set(key, model);
  }
  return model;
};
const cedar = await cedarVerifier(graph);
const judge = llmJudgeFromEnv();
// `-llm` conditions add the LLM judge: alone for always-llm, after Cedar's abstentions for capfence-llm.
const llmCondition = conditionArg.endsWith('-llm');
// The escalation band: the data-flow verifier (where the call's values came from) first, then
// Cedar's policies for what it does.
const symbolic = firstDecisive([dataFlowVerifier(), cedar], { name: 'data flow, then Cedar' });
let verifier: Verifier | undefined = symbolic;
let condition = conditionArg as ConditionId;
if (conditionArg === 'always-llm') [verifier, condition] = [judge?.verifier, 'always-verify'];
else if (conditionArg === 'capfence-llm')
  [verifier, condition] = [judge === undefined ? undefined : firstDecisive([dataFlowVerifier(), cedar, judge.verifier]), 'capfence'];
if (llmCondition && judge === undefined) throw new Error('the -llm conditions need CAPFENCE_LLM_BASE_URL and CAPFENCE_LLM_MODEL');
const rssAfterLoadMB = process.memoryUsage().rss / 1e6;
// The condition's own memory: RSS sampled while it runs, above what loading the data took.
let runRssMB = rssAfterLoadMB;
const sampleRss = (): void => void (runRssMB = Math.max(runRssMB, process.memoryUsage().rss / 1e6));

interface WorkloadResult {
  readonly metrics: ReturnType<typeof computeMetrics>;
  /** [score, label (1 = deny), scored] of each step the gate scored (capfence only). */
  readonly scores?: readonly (readonly [number, number])[];
}

async function runWorkload(load: Workload, model: GateModel): Promise<{ records: EpisodeRecord[]; measuresTokens: boolean }> {
  const cond = makeCondition(condition, {
    graph,
    model,
    policy: BENCHMARK_POLICY,
    ...(verifier === undefined ? {} : { verifier }),
    ...(llmCondition && judge !== undefined ? { tokensUsed: judge.tokensUsed } : {}),
  });
  const records: EpisodeRecord[] = [];
  let last = Date.now();
  for (const [i, item] of load.items.entries()) {
    records.push(await runEpisode(item.episode, cond, item.catalog));
    if (i % 50 === 0) sampleRss();
    if (Date.now() - last > 5000) {
      last = Date.now();
      log(`${load.id}: ${i + 1}/${load.items.length} episodes`);
    }
  }
  sampleRss();
  return { records, measuresTokens: cond.measuresTokens };
}

// Warm-up: one untimed pass over the AgentDojo workloads, so the JIT has compiled the decision
// path before anything is timed, as in a long-running fence. (No forced GC between workloads:
// Node 20's V8 aborts on an explicit gc() with Cedar's wasm loaded.)
if (!llmCondition) for (const load of loads.filter((l) => l.id.startsWith('agentdojo/'))) await runWorkload(load, modelFor(load.model));

const results: Record<string, WorkloadResult> = {};
const agentDojo: EpisodeRecord[] = [];
const templated: EpisodeRecord[] = [];
let agentDojoTokens = false;
for (const load of loads) {
  const started = Date.now();
  const { records, measuresTokens } = await runWorkload(load, modelFor(load.model));
  const metrics = computeMetrics(records, { measuresTokens });
  if (load.id.startsWith(`${HELD_OUT_TEMPLATES}/`)) templated.push(...records);
  if (load.id.startsWith('agentdojo/')) {
    agentDojo.push(...records);
    agentDojoTokens = measuresTokens;
  }
  const scores =
    condition === 'capfence'
      ? records.flatMap((r) => r.steps.filter((s) => s.scored && s.score !== null).map((s) => [round(s.score!), s.label === 'deny' ? 1 : 0] as const))
      : undefined;
  results[load.id] = { metrics, ...(scores === undefined ? {} : { scores }) };
  log(
    `${load.id}: ${records.length} episodes in ${((Date.now() - started) / 1000).toFixed(1)} s; FPR ${fmt(metrics.fpr)} FNR ${fmt(metrics.fnr)} ρ ${fmt(metrics.escalationRate)} attack success ${fmt(metrics.attackSuccess)} task success ${fmt(metrics.taskSuccess)}`,
  );
}
// The four held-out suites pooled: every AgentDojo episode, each scored by a model that never saw its suite.
results[POOLED_AGENTDOJO] = { metrics: computeMetrics(agentDojo, { measuresTokens: agentDojoTokens }) };
// The four held-out-template workloads pooled.
results[HELD_OUT_TEMPLATES] = { metrics: computeMetrics(templated, { measuresTokens: agentDojoTokens }) };
const peakRssMB = (process.resourceUsage().maxRSS * 1024) / 1e6;

let sweep: unknown;
let gateOnly: unknown;
if (values.sweep === true && conditionArg === 'capfence') {
  gateOnly = gateOnlyLatency(loads, modelFor, graph);
  sweep = await sweepBands(
    loads,
    (key) => JSON.parse(readFileSync(join(build, `${key}.scores.json`), 'utf8')) as CalibrationScores,
    (model) => makeCondition('capfence', { graph, model, policy: BENCHMARK_POLICY, verifier: symbolic }),
    log,
  );
}

const out = {
  condition: conditionArg,
  startRssMB,
  rssAfterLoadMB,
  runRssMB,
  peakRssMB,
  results,
  ...(sweep === undefined ? {} : { sweep }),
  ...(gateOnly === undefined ? {} : { gateOnly }),
};
writeFileSync(values.out ?? `${build}/${conditionArg}.result.json`, JSON.stringify(out));

function round(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

function fmt(x: number | null): string {
  return x === null ? 'n/a' : `${(100 * x).toFixed(2)}%`;
}
