/**
 * Two measurements the capfence worker adds:
 *
 * - the band sweep (the paper's Figure 2, measured): for each target α = β on a grid, the
 *   thresholds conformal risk control picks from each fold model's calibration scores, and the
 *   full pipeline re-run on the held-out AgentDojo suites — so the cost (escalations, latency)
 *   and the errors (FNR, FPR, attack success) of every band width are measured, not modelled;
 * - the gate alone: feature extraction plus scoring per call, timed call by call.
 */
import { readFileSync } from 'node:fs';
import type { CapabilityGraph } from '../../src/capability/graph.ts';
import { computeMetrics } from '../../src/eval/metrics.ts';
import { type Condition, type EpisodeRecord, runEpisode } from '../../src/eval/run.ts';
import { conformalThresholds } from '../../src/train/calibrate.ts';
import { extractFeatures, FEATURE_NAMES, type GateInput } from '../../src/gate/features.ts';
import { createGateModel, type GateModel, parseGateParameters } from '../../src/gate/model.ts';
import { replayEpisode } from '../../src/train/replay.ts';
import type { Workload } from './workloads.ts';

export interface CalibrationScores {
  readonly positives: readonly number[];
  readonly negatives: readonly number[];
  readonly artifactPath: string;
}

export const SWEEP_TARGETS: readonly number[] = [0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001];

export interface SweepPoint {
  readonly target: number;
  readonly escalationRate: number;
  readonly fnr: number | null;
  readonly fpr: number | null;
  readonly attackSuccess: number | null;
  readonly taskSuccess: number | null;
  readonly meanLatencyUs: number;
  /** Mean width of the band in risk units (deny − allow), over the folds. */
  readonly bandWidth: number;
  /** The same per held-out suite. */
  readonly folds: Readonly<Record<string, { readonly escalationRate: number; readonly fnr: number | null; readonly fpr: number | null }>>;
}

export async function sweepBands(
  loads: readonly Workload[],
  scoresFor: (key: string) => CalibrationScores,
  conditionFor: (model: GateModel) => Condition,
  log: (line: string) => void,
): Promise<SweepPoint[]> {
  const folds = loads.filter((l) => l.id.startsWith('agentdojo/'));
  const points: SweepPoint[] = [];
  for (const target of SWEEP_TARGETS) {
    const records: EpisodeRecord[] = [];
    const perFold: Record<string, { escalationRate: number; fnr: number | null; fpr: number | null }> = {};
    let width = 0;
    for (const load of folds) {
      const scores = scoresFor(load.model);
      const params = parseGateParameters(JSON.parse(readFileSync(scores.artifactPath, 'utf8')), scores.artifactPath);
      const t = conformalThresholds(scores.positives, scores.negatives, target, target);
      width += (t.deny - t.allow) / folds.length;
      const model = createGateModel({ ...params, thresholds: { allow: t.allow, deny: t.deny } });
      const condition = conditionFor(model);
      const own: EpisodeRecord[] = [];
      for (const item of load.items) own.push(await runEpisode(item.episode, condition, item.catalog));
      const f = computeMetrics(own, { measuresTokens: false });
      perFold[load.id] = { escalationRate: f.escalationRate, fnr: f.fnr, fpr: f.fpr };
      records.push(...own);
    }
    const m = computeMetrics(records, { measuresTokens: false });
    points.push({
      target,
      escalationRate: m.escalationRate,
      fnr: m.fnr,
      fpr: m.fpr,
      attackSuccess: m.attackSuccess,
      taskSuccess: m.taskSuccess,
      meanLatencyUs: m.latencyUs.mean,
      bandWidth: width,
      folds: perFold,
    });
    log(
      `sweep α = β = ${target}: ρ ${(100 * m.escalationRate).toFixed(2)}%, FNR ${pct(m.fnr)}, FPR ${pct(m.fpr)}, mean ${m.latencyUs.mean.toFixed(1)} µs`,
    );
  }
  return points;
}

export interface GateOnly {
  readonly calls: number;
  readonly p50Us: number;
  readonly meanUs: number;
  readonly p99Us: number;
}

/** Feature extraction + scoring alone, per call of the held-out AgentDojo suites (after one warm-up pass). */
export function gateOnlyLatency(loads: readonly Workload[], modelFor: (key: string) => GateModel, graph: CapabilityGraph): GateOnly {
  const inputs: { input: GateInput; model: GateModel }[] = [];
  for (const load of loads.filter((l) => l.id.startsWith('agentdojo/'))) {
    const model = modelFor(load.model);
    for (const item of load.items)
      for (const step of replayEpisode(item.episode, item.catalog, graph)) if (step.input !== undefined) inputs.push({ input: step.input, model });
  }
  const x = new Float64Array(FEATURE_NAMES.length);
  let sink = 0;
  for (const { input, model } of inputs) {
    extractFeatures(input, x);
    sink += model.score(x);
  }
  const times = new Float64Array(inputs.length);
  inputs.forEach(({ input, model }, i) => {
    const t0 = process.hrtime.bigint();
    extractFeatures(input, x);
    sink += model.score(x);
    times[i] = Number(process.hrtime.bigint() - t0) / 1000;
  });
  if (!Number.isFinite(sink)) throw new Error('a gate score was not finite');
  const sorted = times.slice().sort();
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { calls: inputs.length, p50Us: at(0.5), meanUs: sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length), p99Us: at(0.99) };
}

function pct(x: number | null): string {
  return x === null ? 'n/a' : `${(100 * x).toFixed(2)}%`;
}
