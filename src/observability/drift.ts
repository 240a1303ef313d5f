/**
 * Drift detection: how far the gate's recent scores, and the verdicts it gives them, have moved
 * from the distribution the model was calibrated on (the artifact's `reference`), measured by the
 * population stability index over a sliding window of the last scored calls:
 *
 *   PSI = Σ_k (p_k − q_k) · ln(p_k / q_k)
 *
 * with p the window's share per bin and q the reference's (both floored at {@link FLOOR} so an
 * empty bin stays finite). The usual reading: below 0.1 stable, 0.1–0.25 a moderate shift, above
 * 0.25 a shift worth recalibrating for (`capfence recalibrate`). Constant memory: one ring of
 * scores.
 */
import type { ScoreReference } from '../gate/dial.ts';
import type { GateThresholds } from '../gate/model.ts';
import { triage } from '../gate/triage.ts';

/** Share floor inside the logarithm. */
export const FLOOR = 1e-4;
/** Scored calls the window holds by default. */
export const DRIFT_WINDOW = 2048;

export interface DriftReading {
  /** Scored calls in the window. */
  readonly window: number;
  /** PSI of the score distribution (null before the window holds any call). */
  readonly scorePsi: number | null;
  /** PSI of the gate's verdict mix (allow / escalate / deny). */
  readonly verdictPsi: number | null;
  /** The window's share of calls per score bin, and its verdict mix. */
  readonly bins: readonly number[];
  readonly verdicts: { readonly allow: number; readonly escalate: number; readonly deny: number };
}

export class DriftMonitor {
  readonly #reference: ScoreReference;
  readonly #thresholds: GateThresholds;
  readonly #ring: Float64Array;
  #next = 0;
  #size = 0;

  constructor(reference: ScoreReference, thresholds: GateThresholds, window = DRIFT_WINDOW) {
    this.#reference = reference;
    this.#thresholds = thresholds;
    this.#ring = new Float64Array(Math.max(1, window));
  }

  /** One scored call (scores outside [0, 1] are not scores and are skipped). */
  add(score: number): void {
    if (!(score >= 0 && score <= 1)) return;
    this.#ring[this.#next] = score;
    this.#next = (this.#next + 1) % this.#ring.length;
    if (this.#size < this.#ring.length) this.#size++;
  }

  reading(): DriftReading {
    const k = this.#reference.bins.length;
    const counts = new Array<number>(k).fill(0);
    const mix = { allow: 0, escalate: 0, deny: 0 };
    for (let i = 0; i < this.#size; i++) {
      const s = this.#ring[i]!;
      counts[Math.min(k - 1, Math.floor(s * k))]!++;
      mix[triage(s, this.#thresholds)]++;
    }
    const n = this.#size;
    const bins = counts.map((c) => (n === 0 ? 0 : c / n));
    const verdicts = { allow: n === 0 ? 0 : mix.allow / n, escalate: n === 0 ? 0 : mix.escalate / n, deny: n === 0 ? 0 : mix.deny / n };
    const ref = this.#reference.verdicts;
    return {
      window: n,
      scorePsi: n === 0 ? null : psi(bins, this.#reference.bins),
      verdictPsi: n === 0 ? null : psi([verdicts.allow, verdicts.escalate, verdicts.deny], [ref.allow, ref.escalate, ref.deny]),
      bins,
      verdicts,
    };
  }
}

/** Population stability index of shares `p` against reference shares `q` (same length). */
export function psi(p: readonly number[], q: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < p.length; i++) {
    const a = Math.max(FLOOR, p[i]!);
    const b = Math.max(FLOOR, q[i] ?? 0);
    sum += (a - b) * Math.log(a / b);
  }
  return sum;
}
