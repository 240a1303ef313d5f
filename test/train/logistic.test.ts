import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fitLogistic } from '../../src/train/logistic.ts';
import { rng } from '../gate/helpers.ts';

/** n rows of d standard normals, labels drawn from σ(wᵀx + b). */
function synthetic(seed: number, n: number, w: readonly number[], b: number): { x: Float64Array[]; y: number[] } {
  const r = rng(seed);
  const x: Float64Array[] = [];
  const y: number[] = [];
  for (let i = 0; i < n; i++) {
    const row = Float64Array.from(w, () => r.normal());
    let z = b;
    for (let j = 0; j < w.length; j++) z += w[j]! * row[j]!;
    x.push(row);
    y.push(r.uniform() < 1 / (1 + Math.exp(-z)) ? 1 : 0);
  }
  return { x, y };
}

describe('proximal-Newton logistic regression', () => {
  it('recovers a known direction and bias on a seeded synthetic set', () => {
    const w = [2, -1, 0.5, 0];
    const { x, y } = synthetic(7, 20_000, w, -0.5);
    const fit = fitLogistic(x, y, new Float64Array(y.length).fill(1), { l2: 1e-3 });
    assert.ok(fit.converged);
    assert.ok(fit.iterations < 20, `${fit.iterations} iterations`);
    for (let j = 0; j < w.length; j++) assert.ok(Math.abs(fit.weights[j]! - w[j]!) < 0.1, `w[${j}] = ${fit.weights[j]}`);
    assert.ok(Math.abs(fit.bias + 0.5) < 0.1, `bias ${fit.bias}`);
    const dot = w.reduce((s, v, j) => s + v * fit.weights[j]!, 0);
    const cos = dot / (Math.hypot(...w) * Math.hypot(...fit.weights));
    assert.ok(cos > 0.999, `cosine ${cos}`);
  });

  it('is deterministic, gives an all-zero feature weight exactly 0, and stays finite on separable data', () => {
    const x = [0, 1, 2, 3, 4, 5].map((v) => Float64Array.of(v, 0));
    const y = [0, 0, 0, 1, 1, 1];
    const c = [1, 1, 1, 1, 1, 1];
    const a = fitLogistic(x, y, c, { l2: 0.1 });
    const b = fitLogistic(x, y, c, { l2: 0.1 });
    assert.deepEqual([...a.weights, a.bias], [...b.weights, b.bias]);
    assert.equal(a.weights[1], 0);
    assert.ok(Number.isFinite(a.weights[0]!) && a.weights[0]! > 0);
  });

  it('weights examples by cost: a costlier class pulls the boundary away from it', () => {
    const { x, y } = synthetic(3, 4000, [1.5], 0);
    const even = fitLogistic(
      x,
      y,
      y.map(() => 1),
      { l2: 1e-3 },
    );
    const costly = fitLogistic(
      x,
      y,
      y.map((v) => (v === 1 ? 4 : 1)),
      { l2: 1e-3 },
    );
    assert.ok(costly.bias > even.bias + 0.5, `${costly.bias} vs ${even.bias}`);
  });

  it('honours sign constraints at the constrained optimum (KKT)', () => {
    // Feature 1 truly lowers risk; constrained to ≥ 0 it must end at 0 exactly.
    const { x, y } = synthetic(11, 5000, [1, -1.5, 0.8], 0.2);
    const fit = fitLogistic(
      x,
      y,
      y.map(() => 1),
      { l2: 1e-3, nonNegative: [1], nonPositive: [2] },
    );
    assert.equal(fit.weights[1], 0);
    assert.equal(fit.weights[2], 0);
    assert.deepEqual(fit.pinned, [1, 2]);
    assert.ok(fit.weights[0]! > 0.5);
    // A constraint already satisfied changes nothing.
    const free = fitLogistic(
      x,
      y,
      y.map(() => 1),
      { l2: 1e-3 },
    );
    const loose = fitLogistic(
      x,
      y,
      y.map(() => 1),
      { l2: 1e-3, nonNegative: [0] },
    );
    assert.deepEqual([...loose.weights], [...free.weights]);
  });

  it('rejects inconsistent shapes and options', () => {
    assert.throws(() => fitLogistic([], [], [], { l2: 1 }), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
    assert.throws(() => fitLogistic([Float64Array.of(1)], [1, 0], [1], { l2: 1 }), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
    assert.throws(() => fitLogistic([Float64Array.of(1)], [1], [-1], { l2: 1 }), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
    assert.throws(() => fitLogistic([Float64Array.of(1)], [1], [1], { l2: 1, nonNegative: [3] }), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
    assert.throws(() => fitLogistic([Float64Array.of(1)], [1], [1], { l2: 1, nonNegative: [0], nonPositive: [0] }), {
      name: 'UsageError',
      code: 'ERR_OUT_OF_RANGE',
    });
  });

  it('zeroes weights that do not pay for their L1 penalty, and keeps the useful ones', () => {
    // Feature 0 matters, feature 1 is noise.
    const { x, y } = synthetic(21, 3000, [2, 0], 0);
    const sparse = fitLogistic(
      x,
      y,
      y.map(() => 1),
      { l2: 1e-3, l1: 20 },
    );
    assert.equal(sparse.weights[1], 0);
    assert.ok(sparse.weights[0]! > 1);
    const dense = fitLogistic(
      x,
      y,
      y.map(() => 1),
      { l2: 1e-3 },
    );
    assert.notEqual(dense.weights[1], 0);
  });

  it('applies per-row logit offsets (the margin rows of the escalation penalty)', () => {
    const { x, y } = synthetic(5, 3000, [1.5], 0);
    const plain = fitLogistic(
      x,
      y,
      y.map(() => 1),
      { l2: 1e-3 },
    );
    // An offset of +1 on every row is absorbed by the bias.
    const shifted = fitLogistic(
      x,
      y,
      y.map(() => 1),
      { l2: 1e-3, offsets: y.map(() => 1) },
    );
    assert.ok(Math.abs(shifted.bias - (plain.bias - 1)) < 1e-6, `${shifted.bias} vs ${plain.bias - 1}`);
    assert.ok(Math.abs(shifted.weights[0]! - plain.weights[0]!) < 1e-6);
    assert.throws(
      () =>
        fitLogistic(
          x,
          y,
          y.map(() => 1),
          { l2: 1, offsets: [0] },
        ),
      { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' },
    );
    assert.throws(
      () =>
        fitLogistic(
          x,
          y,
          y.map(() => 1),
          { l2: 1, l1: -1 },
        ),
      { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' },
    );
  });
});
