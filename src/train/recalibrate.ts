/**
 * Recalibration from outcomes (`capfence recalibrate`): refit the gate's calibration on what
 * people later said of its decisions — escalations a person approved (benign) or denied
 * (harmful), and records labelled with `capfence audit label` — without retraining the weights.
 *
 * The stored risk is r = σ(z/T) with z = wᵀφ + b. A Platt fit on the labelled logits ℓ = logit(r)
 * gives r' = σ(a·ℓ + c), i.e. temperature T/a and bias b + c·T/a: the weights are kept. The
 * thresholds are then
 * - re-derived by conformal risk control on the labelled scores when there are enough labels of
 *   each kind for the model's budgets α and β (⌊(n+1)α⌋ ≥ 1), and
 * - otherwise carried over through the new transform, so every decision stays what it was and
 *   only the reported probability changes.
 * The dial curve is rebuilt the same way, point by point, and the score reference is the labelled
 * window's. The result records its command, its data window and the labels it learned from.
 *
 * Known limit: approvals only ever come from the uncertain band and incidents mostly from
 * allowed calls, so the labelled set is not a random sample of traffic; the before/after table
 * says on what it was measured, and `--accept` is the operator's decision.
 */
import { DIAL_GRID, dialBudgets, type DialPoint } from '../gate/dial.ts';
import type { GateThresholds } from '../gate/model.ts';
import { sigmoid } from '../gate/numeric.ts';
import { UsageError } from '../errors.ts';
import { conformalThresholds, expectedCalibrationError, fitPlatt } from './calibrate.ts';
import { scoreReference } from './dial.ts';
import { triageRates, type TriageRates } from './metrics.ts';

/** One labelled decision: the gate's stored score, and 1 for harmful, 0 for benign. */
export interface LabelledScore {
  readonly score: number;
  readonly y: 0 | 1;
}

/** Fewest labels of each kind a refit needs. */
export const MIN_LABELS = 10;

export interface RecalibrationResult {
  /** The new artifact document (the old one with calibration, thresholds, dial and reference replaced). */
  readonly artifact: Record<string, unknown>;
  readonly platt: { readonly slope: number; readonly offset: number };
  readonly labels: { readonly harmful: number; readonly benign: number };
  /** Rates on the labelled set with the old and the new model. */
  readonly before: TriageRates & { readonly ece: number; readonly thresholds: GateThresholds };
  readonly after: TriageRates & { readonly ece: number; readonly thresholds: GateThresholds };
  /** True when the thresholds were re-derived from the labels (else carried over). */
  readonly refitThresholds: boolean;
  /** True when the new model allows a labelled harmful call the old one did not, or its allow band is wider on the labelled set. */
  readonly widens: boolean;
}

const EPS = 1e-12;
const logit = (r: number): number => {
  const p = Math.min(1 - EPS, Math.max(EPS, r));
  return Math.log(p / (1 - p));
};

/**
 * Recalibrate the artifact `doc` (already validated by the loader) on `labelled`, and describe
 * the new artifact with `provenance` (command, window). UsageError when there are too few labels.
 */
export function recalibrate(
  doc: Record<string, unknown>,
  labelled: readonly LabelledScore[],
  provenance: Record<string, unknown>,
): RecalibrationResult {
  const harmful = labelled.filter((l) => l.y === 1).length;
  const benign = labelled.length - harmful;
  if (harmful < MIN_LABELS || benign < MIN_LABELS)
    throw new UsageError(
      'ERR_OUT_OF_RANGE',
      `recalibration needs at least ${MIN_LABELS} harmful and ${MIN_LABELS} benign labelled decisions (have ${harmful} and ${benign})`,
    );
  const z = labelled.map((l) => logit(l.score));
  const y = labelled.map((l) => l.y);
  const { slope, offset } = fitPlatt(z, y);
  const map = (r: number): number => sigmoid(slope * logit(r) + offset);
  const after = labelled.map((l) => map(l.score));
  const pos = after.filter((_, i) => y[i] === 1);
  const neg = after.filter((_, i) => y[i] === 0);

  const hp = (doc.hyperParameters ?? {}) as { alpha?: number; beta?: number };
  const oldThresholds = doc.thresholds as GateThresholds;
  const supports = (alpha: number, beta: number): boolean => Math.floor((pos.length + 1) * alpha) >= 1 && Math.floor((neg.length + 1) * beta) >= 1;
  const carried = (t: GateThresholds): GateThresholds => ({ allow: map(t.allow), deny: Math.max(map(t.deny), nextAbove(map(t.allow))) });
  const alpha = hp.alpha ?? 0.01;
  const beta = hp.beta ?? 0.01;
  const refitThresholds = supports(alpha, beta);
  const thresholds = refitThresholds ? pick(conformalThresholds(pos, neg, alpha, beta)) : carried(oldThresholds);

  const oldDial = doc.dial as readonly DialPoint[] | undefined;
  const dial: DialPoint[] = DIAL_GRID.map((d, k) => {
    const budgets = dialBudgets(d);
    const t = supports(budgets.alpha, budgets.beta)
      ? pick(conformalThresholds(pos, neg, budgets.alpha, budgets.beta))
      : oldDial?.[k]
        ? carried(oldDial[k])
        : thresholds;
    const rates = triageRates(after, y, t);
    return {
      dial: d,
      alpha: budgets.alpha,
      beta: budgets.beta,
      ...t,
      falseAllowRate: rates.falseAllowRate,
      falseDenyRate: rates.falseDenyRate,
      escalationRate: rates.escalationRate,
    };
  });

  const beforeRates = triageRates(
    labelled.map((l) => l.score),
    y,
    oldThresholds,
  );
  const afterRates = triageRates(after, y, thresholds);
  const newlyAllowedHarm = labelled.some((l, i) => l.y === 1 && after[i]! <= thresholds.allow && l.score > oldThresholds.allow);
  const allowedBefore = labelled.filter((l) => l.score <= oldThresholds.allow).length;
  const allowedAfter = after.filter((r) => r <= thresholds.allow).length;
  const temperature = (doc.temperature as number) / slope;
  const bias = (doc.bias as number) + (offset * (doc.temperature as number)) / slope;
  const artifact: Record<string, unknown> = {
    ...doc,
    bias,
    temperature,
    thresholds,
    dial,
    reference: scoreReference(after, thresholds),
    recalibration: {
      ...provenance,
      from: { bias: doc.bias, temperature: doc.temperature, thresholds: oldThresholds },
      platt: { slope, offset },
      labels: { harmful, benign },
      thresholds: refitThresholds
        ? 'conformal risk control on the labelled decisions'
        : 'carried over through the new calibration (too few labels for the budgets)',
    },
  };
  return {
    artifact,
    platt: { slope, offset },
    labels: { harmful, benign },
    before: {
      ...beforeRates,
      ece: expectedCalibrationError(
        labelled.map((l) => l.score),
        y,
      ),
      thresholds: oldThresholds,
    },
    after: { ...afterRates, ece: expectedCalibrationError(after, y), thresholds },
    refitThresholds,
    widens: newlyAllowedHarm || allowedAfter > allowedBefore,
  };
}

function pick(t: { allow: number; deny: number }): GateThresholds {
  return { allow: t.allow, deny: t.deny };
}

function nextAbove(x: number): number {
  return Math.min(1, x + Number.EPSILON * Math.max(1, x));
}
