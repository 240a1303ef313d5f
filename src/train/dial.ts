/**
 * The measured cost–safety curve a gate artifact carries (src/gate/dial.ts): for each point of
 * the dial's grid, the conformal thresholds for its error budgets and the rates they give on the
 * calibration split; and the calibration split's score distribution, the reference drift
 * detection compares live scores with.
 */
import { DIAL_GRID, dialBudgets, type DialPoint, type ScoreReference } from '../gate/dial.ts';
import type { GateThresholds } from '../gate/model.ts';
import { triage } from '../gate/triage.ts';
import { conformalThresholds } from './calibrate.ts';
import { triageRates } from './metrics.ts';

/** Bins of the score reference (equal width over [0, 1]). */
export const REFERENCE_BINS = 10;

/** The curve over {@link DIAL_GRID} from calibrated scores of bad (`positives`) and good (`negatives`) calls. */
export function dialCurve(positives: readonly number[], negatives: readonly number[]): DialPoint[] {
  const scores = [...positives, ...negatives];
  const labels = [...positives.map(() => 1), ...negatives.map(() => 0)];
  const points: DialPoint[] = [];
  for (const dial of DIAL_GRID) {
    const { alpha, beta } = dialBudgets(dial);
    const { allow, deny } = conformalThresholds(positives, negatives, alpha, beta);
    const rates = triageRates(scores, labels, { allow, deny });
    points.push({
      dial,
      alpha: round(alpha),
      beta: round(beta),
      allow,
      deny,
      falseAllowRate: round(rates.falseAllowRate),
      falseDenyRate: round(rates.falseDenyRate),
      escalationRate: round(rates.escalationRate),
    });
  }
  return points;
}

/** Share of `scores` per equal-width bin, and the gate's verdict mix at `thresholds`. */
export function scoreReference(scores: readonly number[], thresholds: GateThresholds, bins = REFERENCE_BINS): ScoreReference {
  const counts = new Array<number>(bins).fill(0);
  const mix = { allow: 0, escalate: 0, deny: 0 };
  for (const s of scores) {
    counts[Math.min(bins - 1, Math.max(0, Math.floor(s * bins)))]!++;
    mix[triage(s, thresholds)]++;
  }
  const n = Math.max(1, scores.length);
  return {
    bins: counts.map((c) => round(c / n)),
    verdicts: { allow: round(mix.allow / n), escalate: round(mix.escalate / n), deny: round(mix.deny / n) },
  };
}

function round(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
