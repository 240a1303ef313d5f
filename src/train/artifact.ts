/**
 * What a trained gate artifact records besides its scoring parameters: the hyper-parameters of
 * the objective, the data it learned from (hashes), the split, the fit, the calibration and its
 * held-out metrics, and the command that produced it.
 */
import type { DialPoint, ScoreReference } from '../gate/dial.ts';
import type { DataFile } from './data.ts';
import type { TriageRates } from './metrics.ts';
import type { MODEL_FORMAT, MODEL_VERSION, GateThresholds } from '../gate/model.ts';

/**
 * The paper's Eq. 5, as this trainer realises it, per training call i with logit z_i:
 *
 *   L(w, b) = Σ_i c_i·ℓ(y_i, z_i)                 cost-weighted log loss: c_i = costFalseNegative
 *                                                  for a positive, costFalsePositive for a negative
 *           + λ_esc Σ_i c_i·softplus(m − s_i z_i)  escalation penalty: a margin loss, the convex
 *                                                  surrogate of "z_i falls in the band (−m, m)"
 *                                                  (s_i = +1 positive, −1 negative); a call in the
 *                                                  band costs a verifier run
 *           + λ₁‖w‖₁                               latency proxy: sparsity; a zero weight is a
 *                                                  feature the decision does not depend on
 *           + (λ₂/2)‖w‖²                           ridge, for a unique and stable fit
 *
 * The paper's audit term has no counterpart: every decision is audited whatever its score (a
 * denial, an escalation and an allow each append one record), so the audit cost is a constant
 * per call that no choice of w changes, and it drops out of the objective. It is measured as
 * part of decision latency instead.
 */
export interface HyperParameters {
  /** λ₂ of the L2 penalty. */
  readonly l2: number;
  /** λ₁ of the L1 penalty (latency proxy). */
  readonly l1: number;
  /** Cost of a bad call scored low (a false allow): the weight of each positive example. */
  readonly costFalseNegative: number;
  /** Cost of a good call scored high (a false deny): the weight of each negative example. */
  readonly costFalsePositive: number;
  /** λ_esc: weight of the escalation margin loss. */
  readonly escalationPenalty: number;
  /** m: the margin, in logits, outside which a call costs no escalation penalty. */
  readonly escalationMargin: number;
  /** Fraction of split units (per stratum) held out of fitting for calibration and thresholds. */
  readonly calibrationFraction: number;
  /** Bound on the false-allow rate of the allow band. */
  readonly alpha: number;
  /** Bound on the false-deny rate of the deny band. */
  readonly beta: number;
  /** Session windows the replay uses (must match src/session.ts defaults). */
  readonly historyWindow: number;
  readonly observedWindow: number;
  readonly observedChars: number;
  readonly maxIterations: number;
  readonly tolerance: number;
  /** Features whose weight is constrained ≥ 0 (an adversary can inflate them; more must never look safer). */
  readonly nonNegative: readonly string[];
  /** Features whose weight is constrained ≤ 0 (flags of context a caller may leave out; leaving it out must never look safer). */
  readonly nonPositive: readonly string[];
  /**
   * Weight of the detector-ablated copies of examples (examples.ts). 0 disables; the default is 0
   * because the copies raised both error rates on the cross-suite folds and the long-horizon trace.
   */
  readonly cueDropoutWeight: number;
  /**
   * Re-worded copies of each training episode (src/train/reframe.ts): injected episodes with their
   * injection in the corpus's train framings, benign episodes with a train benign look-alike
   * added. 0 disables (and so does training without an injection corpus).
   */
  readonly rewordedCopies: number;
}

export interface SplitCounts {
  readonly units: number;
  readonly calls: number;
  readonly positives: number;
  readonly negatives: number;
  /** Unscored calls, by their note. */
  readonly unscored: Readonly<Record<string, number>>;
}

export interface CalibrationReport {
  readonly method: 'platt';
  /** r = σ(slope·z + offset) on the fitted logit z; stored as temperature = 1/slope and bias + offset/slope. */
  readonly slope: number;
  readonly offset: number;
  /** The temperature alone (slope only) would have given this ECE, for comparison. */
  readonly temperatureOnly: { readonly temperature: number; readonly ece: number };
  readonly ece: {
    /** σ(z) of the cost-weighted fit, before calibration. */
    readonly before: number;
    /** After Platt scaling, on the calibration split it was fitted on. */
    readonly after: number;
    /** After Platt scaling fitted on one half of the calibration units and measured on the other (both ways, averaged). */
    readonly afterCrossFitted: number;
  };
  readonly nll: { readonly before: number; readonly after: number };
}

export interface GateArtifact {
  readonly format: typeof MODEL_FORMAT;
  readonly version: typeof MODEL_VERSION;
  readonly featureNames: readonly string[];
  readonly weights: readonly number[];
  readonly bias: number;
  readonly temperature: number;
  readonly thresholds: GateThresholds;
  /** Thresholds and calibration-split rates along the cost–safety dial (src/train/dial.ts). */
  readonly dial: readonly DialPoint[];
  /** The calibration split's score distribution and verdict mix, for drift detection. */
  readonly reference: ScoreReference;
  readonly hyperParameters: HyperParameters;
  readonly objective: string;
  readonly data: readonly DataFile[];
  readonly split: {
    readonly seed: number;
    readonly unit: string;
    readonly fit: SplitCounts;
    readonly calibration: SplitCounts;
    readonly calibrationUnits: readonly string[];
    /** Episodes left out of training altogether (evaluation-only splits, held-out suites), by source. */
    readonly excluded: Readonly<Record<string, number>>;
  };
  readonly fit: {
    readonly iterations: number;
    readonly converged: boolean;
    readonly loss: number;
    readonly nonZeroWeights: number;
    readonly pinnedAtZero: readonly string[];
  };
  readonly calibration: CalibrationReport;
  readonly metrics: {
    readonly fitAuc: number;
    readonly calibrationAuc: number;
    readonly conformal: {
      readonly alpha: number;
      readonly beta: number;
      readonly allowRank: number;
      readonly denyRank: number;
      readonly crossed: boolean;
    };
    readonly calibrationSplit: TriageRates;
    readonly calibrationBySource: Readonly<Record<string, TriageRates>>;
    /** How the unscored calls of the calibration split triage (informational). */
    readonly unscored: Readonly<
      Record<string, { readonly calls: number; readonly allowed: number; readonly escalated: number; readonly denied: number }>
    >;
  };
  readonly command: string;
}
