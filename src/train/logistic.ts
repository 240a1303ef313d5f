/**
 * Weighted logistic regression by proximal Newton (an IRLS step, solved by coordinate descent
 * so that an L1 penalty and sign constraints are handled exactly), with a backtracking line
 * search. Small and exact enough for the gate: d ≈ 65 features, n in the thousands.
 * Deterministic: the same inputs give bit-identical weights.
 *
 * Objective, over rows i with cost c_i ≥ 0 and logit offset o_i:
 *   F(w, b) = Σ_i c_i · [softplus(z_i) − y_i z_i] + λ₁‖w‖₁ + (λ₂/2)‖w‖²,  z_i = wᵀx_i + b + o_i
 * The bias is not penalised. Offsets let one row set express a margin loss (train.ts). A feature
 * that is 0 on every row gets weight exactly 0.
 *
 * Sign constraints w_j ≥ 0 or w_j ≤ 0 (features whose effect must have a known direction
 * whatever the data say) are enforced by projecting each coordinate update; with the L1 term
 * the coordinate update is a soft-threshold, so weights that do not pay for themselves are
 * exactly 0.
 */
import { softplus } from '../gate/numeric.ts';
import { UsageError } from '../errors.ts';

export interface LogisticOptions {
  /** λ₂, the L2 penalty on the weights (not the bias). */
  readonly l2: number;
  /** λ₁, the L1 penalty on the weights (not the bias). Default 0. */
  readonly l1?: number;
  readonly maxIterations?: number;
  /** Stop when the largest parameter change of a step is below this. */
  readonly tolerance?: number;
  /** Indices of weights constrained to be ≥ 0. */
  readonly nonNegative?: readonly number[];
  /** Indices of weights constrained to be ≤ 0. */
  readonly nonPositive?: readonly number[];
  /** Per-row logit offsets (default 0). */
  readonly offsets?: ArrayLike<number>;
}

export interface LogisticFit {
  readonly weights: Float64Array;
  readonly bias: number;
  readonly iterations: number;
  readonly converged: boolean;
  /** Final value of the objective. */
  readonly loss: number;
  /** Constrained weights held at 0 by their constraint (their gradient points to the forbidden side). */
  readonly pinned: readonly number[];
}

function logistic(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

const INNER_SWEEPS = 100;

/**
 * Fit on rows `x` (each of the same length d), labels `y` ∈ {0, 1} and non-negative costs `c`
 * (0 drops a row). Throws RangeError on inconsistent shapes or invalid options.
 */
export function fitLogistic(x: readonly Float64Array[], y: ArrayLike<number>, c: ArrayLike<number>, options: LogisticOptions): LogisticFit {
  const n = x.length;
  if (n === 0) throw new UsageError('ERR_OUT_OF_RANGE', 'x must not be empty');
  const d = x[0]!.length;
  const l1 = options.l1 ?? 0;
  const l2 = options.l2;
  const offsets = options.offsets ?? new Float64Array(n);
  if (y.length !== n || c.length !== n || offsets.length !== n)
    throw new UsageError('ERR_OUT_OF_RANGE', 'x, y, c and offsets must have the same length');
  if (!(l2 >= 0)) throw new UsageError('ERR_OUT_OF_RANGE', 'options.l2 must be >= 0');
  if (!(l1 >= 0)) throw new UsageError('ERR_OUT_OF_RANGE', 'options.l1 must be >= 0');
  for (let i = 0; i < n; i++) {
    if (x[i]!.length !== d) throw new UsageError('ERR_OUT_OF_RANGE', `x[${i}] has length ${x[i]!.length}, expected ${d}`);
    if (!(c[i]! >= 0)) throw new UsageError('ERR_OUT_OF_RANGE', `c[${i}] must be >= 0`);
  }
  // sign[j] = +1: w_j ≥ 0; −1: w_j ≤ 0; 0: free.
  const sign = new Int8Array(d);
  for (const [list, s, what] of [
    [options.nonNegative, 1, 'nonNegative'],
    [options.nonPositive, -1, 'nonPositive'],
  ] as const) {
    for (const j of list ?? []) {
      if (!Number.isInteger(j) || j < 0 || j >= d) throw new UsageError('ERR_OUT_OF_RANGE', `options.${what} has an index out of range`);
      if (sign[j] === -s) throw new UsageError('ERR_OUT_OF_RANGE', `weight ${j} is constrained both ways`);
      sign[j] = s;
    }
  }
  const problem: Problem = { x, y, c, offsets, l1, l2, d };
  const m = d + 1; // parameters: weights, then bias
  let theta = new Float64Array(m);
  let loss = objective(problem, theta);
  const maxIterations = options.maxIterations ?? 100;
  const tolerance = options.tolerance ?? 1e-10;
  const grad = new Float64Array(m);
  const hess = new Float64Array(m * m);
  let iterations = 0;
  let converged = false;
  while (iterations < maxIterations) {
    iterations++;
    smoothDerivatives(problem, theta, grad, hess);
    const step = proximalStep(theta, grad, hess, m, l1, sign, tolerance);
    // Predicted decrease of the quadratic model (≤ 0), for the Armijo condition.
    let delta = 0;
    for (let j = 0; j < m; j++) delta += grad[j]! * step[j]!;
    for (let j = 0; j < d; j++) delta += l1 * (Math.abs(theta[j]! + step[j]!) - Math.abs(theta[j]!));
    let t = 1;
    let next = theta;
    let nextLoss = loss;
    for (let halvings = 0; halvings < 40; halvings++, t /= 2) {
      const candidate = new Float64Array(m);
      for (let j = 0; j < m; j++) candidate[j] = theta[j]! + t * step[j]!;
      const candidateLoss = objective(problem, candidate);
      if (candidateLoss <= loss + 1e-4 * t * Math.min(0, delta)) {
        next = candidate;
        nextLoss = candidateLoss;
        break;
      }
    }
    let change = 0;
    for (let j = 0; j < m; j++) change = Math.max(change, Math.abs(next[j]! - theta[j]!));
    theta = next;
    loss = nextLoss;
    if (change < tolerance) {
      converged = true;
      break;
    }
  }
  smoothDerivatives(problem, theta, grad, hess);
  const pinned: number[] = [];
  for (let j = 0; j < d; j++) if (sign[j] !== 0 && theta[j] === 0 && sign[j]! * grad[j]! > l1) pinned.push(j);
  return { weights: theta.slice(0, d), bias: theta[d]!, iterations, converged, loss, pinned };
}

interface Problem {
  readonly x: readonly Float64Array[];
  readonly y: ArrayLike<number>;
  readonly c: ArrayLike<number>;
  readonly offsets: ArrayLike<number>;
  readonly l1: number;
  readonly l2: number;
  readonly d: number;
}

/** Gradient and Hessian (row-major, full) of the smooth part: weighted NLL + L2. */
function smoothDerivatives(p: Problem, theta: Float64Array, grad: Float64Array, hess: Float64Array): void {
  const { d } = p;
  const m = d + 1;
  grad.fill(0);
  hess.fill(0);
  for (let i = 0; i < p.x.length; i++) {
    const ci = p.c[i]!;
    if (ci === 0) continue;
    const row = p.x[i]!;
    const prob = logistic(linear(row, theta) + p.offsets[i]!);
    const g = ci * (prob - p.y[i]!);
    const s = ci * prob * (1 - prob);
    for (let j = 0; j < m; j++) {
      const xj = j < d ? row[j]! : 1;
      if (xj === 0) continue;
      grad[j]! += g * xj;
      const sxj = s * xj;
      for (let k = 0; k <= j; k++) hess[j * m + k]! += sxj * (k < d ? row[k]! : 1);
    }
  }
  for (let j = 0; j < d; j++) {
    grad[j]! += p.l2 * theta[j]!;
    hess[j * m + j]! += p.l2;
  }
  for (let j = 0; j < m; j++) for (let k = 0; k < j; k++) hess[k * m + j] = hess[j * m + k]!;
}

/**
 * The step d minimising gᵀd + ½dᵀHd + λ₁‖w + d‖₁ under the sign constraints, by cyclic
 * coordinate descent (each coordinate: soft-threshold, then project onto its allowed side).
 */
function proximalStep(
  theta: Float64Array,
  grad: Float64Array,
  hess: Float64Array,
  m: number,
  l1: number,
  sign: Int8Array,
  tolerance: number,
): Float64Array {
  const d = m - 1;
  const step = new Float64Array(m);
  const hStep = new Float64Array(m); // H · step, kept up to date
  for (let sweep = 0; sweep < INNER_SWEEPS; sweep++) {
    let biggest = 0;
    for (let j = 0; j < m; j++) {
      const a = hess[j * m + j]!;
      const current = theta[j]! + step[j]!;
      let target: number;
      if (!(a > 1e-12)) {
        target = j < d ? 0 : current;
      } else {
        // Minimise ½a(u − current)² + b(u − current) + λ₁|u| over u = w_j + d_j.
        const b = grad[j]! + hStep[j]!;
        const free = current - b / a;
        if (j === d) target = free;
        else {
          target = Math.sign(free) * Math.max(0, Math.abs(free) - l1 / a);
          if (sign[j] === 1 && target < 0) target = 0;
          if (sign[j] === -1 && target > 0) target = 0;
        }
      }
      const move = target - current;
      if (move === 0) continue;
      step[j]! += move;
      for (let k = 0; k < m; k++) hStep[k]! += move * hess[k * m + j]!;
      biggest = Math.max(biggest, Math.abs(move));
    }
    if (biggest < tolerance * 0.1) break;
  }
  return step;
}

function linear(row: Float64Array, theta: Float64Array): number {
  const d = row.length;
  let z = theta[d]!;
  for (let j = 0; j < d; j++) z += theta[j]! * row[j]!;
  return z;
}

function objective(p: Problem, theta: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < p.x.length; i++) {
    const ci = p.c[i]!;
    if (ci === 0) continue;
    const z = linear(p.x[i]!, theta) + p.offsets[i]!;
    sum += ci * (softplus(z) - p.y[i]! * z);
  }
  let l2 = 0;
  let l1 = 0;
  for (let j = 0; j < p.d; j++) {
    l2 += theta[j]! * theta[j]!;
    l1 += Math.abs(theta[j]!);
  }
  return sum + 0.5 * p.l2 * l2 + p.l1 * l1;
}
