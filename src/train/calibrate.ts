/**
 * Calibration on a held-out split: temperature scaling (one scalar T dividing the logit, fitted
 * by minimising the negative log-likelihood), Platt scaling (slope and offset, which the gate
 * stores as a temperature and a shifted bias), and the choice of triage thresholds by split
 * conformal risk control, so that
 *   P(r ≤ allow | bad call)  ≤ α   (false allows in the allow band), and
 *   P(r ≥ deny  | good call) ≤ β   (false denials in the deny band)
 * hold for a new call exchangeable with the calibration calls.
 */
import { softplus } from '../gate/numeric.ts';
import { UsageError } from '../errors.ts';
export { reliabilityBins } from '../gate/reference.ts';

/** Mean negative log-likelihood of labels `y` under σ(z / T). */
export function nll(z: ArrayLike<number>, y: ArrayLike<number>, temperature = 1): number {
  let sum = 0;
  for (let i = 0; i < z.length; i++) {
    const s = z[i]! / temperature;
    sum += softplus(s) - y[i]! * s;
  }
  return z.length === 0 ? 0 : sum / z.length;
}

/** Search range for T (a wider one only ever helps degenerate data). */
const T_MIN = 0.01;
const T_MAX = 100;

/**
 * The temperature minimising the NLL of σ(z/T), by golden-section search on log T (the NLL is
 * unimodal in T for fixed logits). Returns 1 for an empty set.
 */
export function fitTemperature(z: ArrayLike<number>, y: ArrayLike<number>): number {
  if (z.length === 0) return 1;
  let lo = Math.log(T_MIN);
  let hi = Math.log(T_MAX);
  const phi = (Math.sqrt(5) - 1) / 2;
  let a = hi - phi * (hi - lo);
  let b = lo + phi * (hi - lo);
  let fa = nll(z, y, Math.exp(a));
  let fb = nll(z, y, Math.exp(b));
  for (let i = 0; i < 200 && hi - lo > 1e-10; i++) {
    if (fa <= fb) {
      hi = b;
      b = a;
      fb = fa;
      a = hi - phi * (hi - lo);
      fa = nll(z, y, Math.exp(a));
    } else {
      lo = a;
      a = b;
      fa = fb;
      b = lo + phi * (hi - lo);
      fb = nll(z, y, Math.exp(b));
    }
  }
  return Math.exp((lo + hi) / 2);
}

export interface PlattScaling {
  /** r = σ(slope · z + offset). */
  readonly slope: number;
  readonly offset: number;
}

/**
 * Platt scaling: the slope and offset minimising the NLL of σ(slope·z + offset) on unweighted
 * held-out logits, by Newton's method (the problem is convex). It corrects both the spread of a
 * cost-weighted model's logits (what a temperature does) and the intercept that the cost weights
 * shift (what a temperature cannot do: with positives weighted k times, the fitted log-odds are
 * about ln k too high). Targets are Platt's smoothed labels, so separable data give a finite slope. Returns slope 1, offset 0 for an
 * empty set; throws RangeError when the logits rank the labels backwards (slope ≤ 0), since a
 * calibration that inverts the score cannot be expressed as a temperature.
 */
export function fitPlatt(z: ArrayLike<number>, y: ArrayLike<number>): PlattScaling {
  if (z.length === 0) return { slope: 1, offset: 0 };
  const ridge = 1e-6;
  // Platt's targets: (n₊+1)/(n₊+2) for positives and 1/(n₋+2) for negatives instead of 1 and 0,
  // the Bayesian estimate under a uniform prior; on separable data the slope then stays finite.
  let nPos = 0;
  for (let i = 0; i < y.length; i++) if (y[i] === 1) nPos++;
  const hi = (nPos + 1) / (nPos + 2);
  const lo = 1 / (y.length - nPos + 2);
  const target = Float64Array.from({ length: y.length }, (_, i) => (y[i] === 1 ? hi : lo));
  let a = 1;
  let b = 0;
  const loss = (sa: number, sb: number): number => {
    let sum = 0;
    for (let i = 0; i < z.length; i++) {
      const s = sa * z[i]! + sb;
      sum += softplus(s) - target[i]! * s;
    }
    return sum + 0.5 * ridge * (sa * sa + sb * sb);
  };
  let current = loss(a, b);
  for (let iteration = 0; iteration < 100; iteration++) {
    let ga = ridge * a,
      gb = ridge * b,
      haa = ridge,
      hab = 0,
      hbb = ridge;
    for (let i = 0; i < z.length; i++) {
      const zi = z[i]!;
      const p = 1 / (1 + Math.exp(-(a * zi + b)));
      const g = p - target[i]!;
      const w = p * (1 - p);
      ga += g * zi;
      gb += g;
      haa += w * zi * zi;
      hab += w * zi;
      hbb += w;
    }
    const det = haa * hbb - hab * hab;
    if (!(det > 0)) break;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    let t = 1;
    let accepted = false;
    for (let k = 0; k < 40; k++, t /= 2) {
      const next = loss(a - t * da, b - t * db);
      if (next <= current) {
        a -= t * da;
        b -= t * db;
        current = next;
        accepted = true;
        break;
      }
    }
    if (!accepted || Math.max(Math.abs(t * da), Math.abs(t * db)) < 1e-12) break;
  }
  if (!(a > 0)) throw new UsageError('ERR_OUT_OF_RANGE', 'the held-out logits rank the labels backwards; calibration would invert the score');
  return { slope: a, offset: b };
}

/** Expected calibration error over `bins` equal-width bins of the predicted probability. */
export function expectedCalibrationError(p: ArrayLike<number>, y: ArrayLike<number>, bins = 10): number {
  const count = new Float64Array(bins);
  const conf = new Float64Array(bins);
  const pos = new Float64Array(bins);
  for (let i = 0; i < p.length; i++) {
    const b = Math.min(bins - 1, Math.max(0, Math.floor(p[i]! * bins)));
    count[b]!++;
    conf[b]! += p[i]!;
    pos[b]! += y[i]!;
  }
  let ece = 0;
  for (let b = 0; b < bins; b++) if (count[b]! > 0) ece += Math.abs(conf[b]! - pos[b]!);
  return p.length === 0 ? 0 : ece / p.length;
}

export interface ConformalThresholds {
  readonly allow: number;
  readonly deny: number;
  /** Order-statistic ranks used: k_allow = ⌊(n₊+1)α⌋ over the positives, k_deny = ⌊(n₋+1)β⌋ over the negatives. */
  readonly allowRank: number;
  readonly denyRank: number;
  /** True when the two bounds crossed and were swapped (see {@link conformalThresholds}). */
  readonly crossed: boolean;
}

/**
 * Thresholds from held-out scores of positives (bad calls) and negatives (good calls), by
 * conformal risk control (Angelopoulos et al., 2024) with the 0/1 losses "a bad call is
 * allowed" and "a good call is denied". CRC picks the widest band whose corrected empirical
 * risk meets the target: (n/(n+1))·R̂ₙ(τ) + B/(n+1) ≤ α with B = 1, the largest loss. With
 * k_τ positives at or below τ, that reads (k_τ + 1)/(n+1) ≤ α, i.e. k_τ ≤ ⌊(n+1)α⌋ − 1: the
 * finite-sample correction is the "+1" on both sides. The order statistics below implement it.
 *
 * allow: with the positives sorted ascending s₍₁₎ ≤ … ≤ s₍ₙ₎ and k = ⌊(n+1)α⌋, allow is the
 * largest number below s₍ₖ₎. A new exchangeable positive falls at or below it with probability
 * at most k/(n+1) ≤ α (its rank among the n+1 is uniform). k = 0 (too few positives for α)
 * gives allow = 0: an empty allow band, since scores are strictly positive.
 *
 * deny: symmetrically, the smallest number above the k-th largest negative with k = ⌊(m+1)β⌋;
 * k = 0 gives deny = 1, an empty deny band.
 *
 * Crossing (deny ≤ allow, i.e. the split separates the classes better than α and β ask): every
 * cut between the two bounds meets both targets, so the calibration data cannot say on which side
 * a call scored there belongs. The bands are then set at the bounds the other way round — allow
 * below the lower one, deny above the upper one — and the calls between go to the verifier. Both
 * bands shrink, so both guarantees still hold, and the band is the stretch where neither error
 * budget forces the decision.
 */
export function conformalThresholds(positives: ArrayLike<number>, negatives: ArrayLike<number>, alpha: number, beta: number): ConformalThresholds {
  if (!(alpha > 0 && alpha < 1)) throw new UsageError('ERR_OUT_OF_RANGE', 'alpha must be in (0, 1)');
  if (!(beta > 0 && beta < 1)) throw new UsageError('ERR_OUT_OF_RANGE', 'beta must be in (0, 1)');
  const pos = Float64Array.from(positives).sort();
  const neg = Float64Array.from(negatives).sort();
  const allowRank = Math.floor((pos.length + 1) * alpha);
  const denyRank = Math.floor((neg.length + 1) * beta);
  let allow = allowRank === 0 ? 0 : Math.max(0, nextDown(pos[allowRank - 1]!));
  let deny = denyRank === 0 ? 1 : Math.min(1, nextUp(neg[neg.length - denyRank]!));
  const crossed = deny <= allow;
  if (crossed) [allow, deny] = [Math.max(0, nextDown(deny)), Math.min(1, nextUp(allow))];
  if (allow >= deny) deny = Math.min(1, nextUp(allow));
  return { allow, deny, allowRank, denyRank, crossed };
}

const scratch = new Float64Array(1);
const bits = new BigInt64Array(scratch.buffer);

/** The largest double below x (x finite). */
export function nextDown(x: number): number {
  if (x === 0) return -Number.MIN_VALUE;
  scratch[0] = x;
  bits[0] = x > 0 ? bits[0]! - 1n : bits[0]! + 1n;
  return scratch[0]!;
}

/** The smallest double above x (x finite). */
export function nextUp(x: number): number {
  return -nextDown(-x);
}
