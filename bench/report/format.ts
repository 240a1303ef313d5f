/** Number formatting and small derived quantities shared by the report's sections. */
import { expectedCalibrationError, reliabilityBins } from '../../src/train/calibrate.ts';
import { rocAuc } from '../../src/train/metrics.ts';
import type { EvalResults, WorkerResult } from '../eval/results.ts';
import type { RocCurve } from './plots.ts';

export const pct = (x: number | null | undefined, digits = 2): string =>
  x === null || x === undefined || Number.isNaN(x) ? 'n/a' : `${(100 * x).toFixed(digits)}%`;
export const us = (x: number | null | undefined): string =>
  x === null || x === undefined ? 'n/a' : x >= 1000 ? `${(x / 1000).toFixed(2)} ms` : `${x.toFixed(1)} µs`;
export const mb = (x: number): string => `${x.toFixed(0)} MB`;
export const num = (x: number): string => x.toLocaleString('en');

/** The condition's run, if the bench ran it. */
export function run(results: EvalResults, condition: string): WorkerResult | undefined {
  return results.runs[condition];
}

/** Scores of a workload as parallel arrays. */
export function scoresOf(results: EvalResults, workload: string): { r: number[]; y: number[] } {
  const scores = results.runs.capfence?.results[workload]?.scores ?? [];
  return { r: scores.map((s) => s[0]), y: scores.map((s) => s[1]) };
}

const logit = (p: number): number => Math.log(Math.max(1e-12, p) / Math.max(1e-12, 1 - p));
const sigma = (z: number): number => 1 / (1 + Math.exp(-z));

/**
 * A held-out workload's risks before calibration: the fitted logit is recovered from the
 * calibrated risk r = σ(slope·z + offset) of the model that scored it.
 */
export function uncalibrated(results: EvalResults, model: string, r: readonly number[]): number[] {
  const c = results.models[model]?.calibration;
  if (c === undefined) return [...r];
  return r.map((v) => sigma((logit(v) - c.offset) / c.slope));
}

export function heldOutEce(
  results: EvalResults,
  workloads: readonly { readonly id: string; readonly model: string }[],
): { before: number; after: number; calls: number; bins: { series: string; predicted: number; observed: number; count: number }[] } {
  const r: number[] = [];
  const raw: number[] = [];
  const y: number[] = [];
  for (const w of workloads) {
    const s = scoresOf(results, w.id);
    r.push(...s.r);
    raw.push(...uncalibrated(results, w.model, s.r));
    y.push(...s.y);
  }
  const bins = [
    ...reliabilityBins(raw, y).map((b) => ({
      series: 'before calibration (cost-weighted fit)',
      predicted: b.meanPredicted,
      observed: b.observed,
      count: b.count,
    })),
    ...reliabilityBins(r, y).map((b) => ({ series: 'after Platt scaling', predicted: b.meanPredicted, observed: b.observed, count: b.count })),
  ];
  return { before: expectedCalibrationError(raw, y), after: expectedCalibrationError(r, y), calls: y.length, bins };
}

/** ROC points (at most ~200) and AUC of one workload's scores; undefined without both classes. */
export function roc(name: string, r: readonly number[], y: readonly number[]): RocCurve | undefined {
  const pos = y.filter((v) => v === 1).length;
  const neg = y.length - pos;
  if (pos === 0 || neg === 0) return undefined;
  const order = r.map((v, i) => [v, y[i]!] as const).sort((a, b) => b[0] - a[0]);
  const all: [number, number][] = [[0, 0]];
  let tp = 0;
  let fp = 0;
  for (let i = 0; i < order.length; i++) {
    if (order[i]![1] === 1) tp++;
    else fp++;
    if (i === order.length - 1 || order[i + 1]![0] !== order[i]![0]) all.push([fp / neg, tp / pos]);
  }
  const step = Math.ceil(all.length / 200);
  const points = all.filter((_, i) => i % step === 0 || i === all.length - 1);
  return { name, auc: rocAuc(r, y), points };
}
