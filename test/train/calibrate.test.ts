import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  conformalThresholds,
  expectedCalibrationError,
  fitPlatt,
  fitTemperature,
  nextDown,
  nextUp,
  nll,
  reliabilityBins,
} from '../../src/train/calibrate.ts';
import { fitLogistic } from '../../src/train/logistic.ts';
import { rocAuc, triageRates } from '../../src/train/metrics.ts';
import { sigmoid } from '../../src/gate/numeric.ts';
import { rng } from '../gate/helpers.ts';

describe('temperature scaling', () => {
  it('lowers the NLL and the ECE of an overconfident model', () => {
    const r = rng(5);
    const z: number[] = [];
    const y: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      const truth = 2 * r.normal();
      y.push(r.uniform() < sigmoid(truth) ? 1 : 0);
      z.push(3 * truth); // three times too confident
    }
    const t = fitTemperature(z, y);
    assert.ok(Math.abs(t - 3) < 0.2, `T = ${t}`);
    assert.ok(nll(z, y, t) < nll(z, y, 1));
    const before = expectedCalibrationError(
      z.map((v) => sigmoid(v)),
      y,
    );
    const after = expectedCalibrationError(
      z.map((v) => sigmoid(v / t)),
      y,
    );
    assert.ok(after < before / 2, `ECE ${before} -> ${after}`);
  });

  it('returns 1 on an empty set', () => {
    assert.equal(fitTemperature([], []), 1);
  });
});

describe('Platt scaling', () => {
  it('undoes the intercept a cost-weighted fit shifts, which a temperature alone cannot', () => {
    const r = rng(9);
    const x: Float64Array[] = [];
    const y: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      const v = r.normal();
      x.push(Float64Array.of(v));
      y.push(r.uniform() < sigmoid(1.5 * v - 2) ? 1 : 0);
    }
    // Positives weighted 4×: the fitted log-odds run about ln 4 too high.
    const fit = fitLogistic(
      x,
      y,
      y.map((v) => (v === 1 ? 4 : 1)),
      { l2: 1e-3 },
    );
    const z = x.map((row) => fit.bias + fit.weights[0]! * row[0]!);
    const before = expectedCalibrationError(
      z.map((v) => sigmoid(v)),
      y,
    );
    const t = fitTemperature(z, y);
    const temperatureOnly = expectedCalibrationError(
      z.map((v) => sigmoid(v / t)),
      y,
    );
    const { slope, offset } = fitPlatt(z, y);
    const after = expectedCalibrationError(
      z.map((v) => sigmoid(slope * v + offset)),
      y,
    );
    assert.ok(Math.abs(offset + Math.log(4)) < 0.2, `offset ${offset}`);
    assert.ok(after < before / 3, `ECE ${before} -> ${after}`);
    assert.ok(after < temperatureOnly / 2, `Platt ${after} vs temperature ${temperatureOnly}`);
  });

  it('stays finite on separable data, and refuses a calibration that would invert the score', () => {
    const p = fitPlatt([-3, -2, -1, 1, 2, 3], [0, 0, 0, 1, 1, 1]);
    assert.ok(Number.isFinite(p.slope) && p.slope > 0 && p.slope < 50, `slope ${p.slope}`);
    assert.throws(() => fitPlatt([-3, -2, -1, 1, 2, 3], [1, 1, 1, 0, 0, 0]), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
    assert.deepEqual(fitPlatt([], []), { slope: 1, offset: 0 });
  });

  it('bins a reliability diagram', () => {
    const bins = reliabilityBins([0.05, 0.06, 0.95], [0, 1, 1], 10);
    assert.equal(bins.length, 10);
    assert.deepEqual([bins[0]!.count, bins[0]!.observed, bins[9]!.count, bins[9]!.observed], [2, 0.5, 1, 1]);
  });
});

describe('conformal thresholds', () => {
  /** Scores of bad calls (high) and good calls (low) that overlap. */
  function draw(seed: number, n: number): { pos: number[]; neg: number[] } {
    const r = rng(seed);
    const pos = Array.from({ length: n }, () => sigmoid(1.5 + 1.5 * r.normal()));
    const neg = Array.from({ length: 4 * n }, () => sigmoid(-1.5 + 1.5 * r.normal()));
    return { pos, neg };
  }

  it('bounds the false-allow and false-deny rates on fresh data', () => {
    const alpha = 0.05;
    const beta = 0.05;
    let falseAllow = 0;
    let falseDeny = 0;
    const trials = 200;
    for (let trial = 0; trial < trials; trial++) {
      const cal = draw(1000 + trial, 200);
      const th = conformalThresholds(cal.pos, cal.neg, alpha, beta);
      // On the calibration set itself the +1 correction keeps the rates strictly within bounds.
      assert.ok(cal.pos.filter((s) => s <= th.allow).length / cal.pos.length <= alpha);
      assert.ok(cal.neg.filter((s) => s >= th.deny).length / cal.neg.length <= beta);
      const test = draw(5000 + trial, 200);
      falseAllow += test.pos.filter((s) => s <= th.allow).length / test.pos.length;
      falseDeny += test.neg.filter((s) => s >= th.deny).length / test.neg.length;
    }
    // In expectation the rates are at most k/(n+1) ≤ α (here 10/201 and 40/801); the Monte-Carlo
    // mean of 200 trials has a standard error near 0.0015, hence the small tolerance.
    assert.ok(falseAllow / trials <= alpha + 0.005, `mean false-allow ${falseAllow / trials}`);
    assert.ok(falseDeny / trials <= beta + 0.005, `mean false-deny ${falseDeny / trials}`);
    assert.ok(falseAllow / trials > alpha / 2, 'and not trivially conservative');
  });

  it('uses the ⌊(n+1)α⌋-th order statistic', () => {
    const pos = [0.9, 0.5, 0.7, 0.6, 0.8, 0.95, 0.85, 0.75, 0.65]; // n = 9
    const neg = [0.1, 0.2, 0.3, 0.05, 0.15, 0.25, 0.7, 0.12, 0.8]; // m = 9
    const th = conformalThresholds(pos, neg, 0.2, 0.2); // k = ⌊10·0.2⌋ = 2
    assert.equal(th.allowRank, 2);
    assert.equal(th.allow, nextDown(0.6)); // just below the 2nd smallest positive
    assert.equal(th.deny, nextUp(0.7)); // just above the 2nd largest negative
    assert.equal(th.crossed, false);
  });

  it('leaves a band empty when there are too few examples for the bound', () => {
    const th = conformalThresholds([0.9, 0.8], [0.1, 0.2], 0.01, 0.01);
    assert.deepEqual([th.allow, th.deny, th.allowRank, th.denyRank], [0, 1, 0, 0]);
  });

  it('swaps crossed bounds: allow below the lower, deny above the upper, the band between', () => {
    const pos = Array.from({ length: 99 }, (_, i) => 0.6 + i * 0.004);
    const neg = Array.from({ length: 99 }, (_, i) => 0.01 + i * 0.004);
    const th = conformalThresholds(pos, neg, 0.1, 0.1); // k = 10 on both sides
    assert.ok(th.crossed);
    // The uncrossed bounds: allow just below the 10th smallest positive, deny just above the 10th largest negative.
    assert.equal(th.allow, nextDown(nextUp(neg[neg.length - 10]!)));
    assert.equal(th.deny, nextUp(nextDown(pos[9]!)));
    assert.ok(th.allow < th.deny);
    // Both guarantees still hold on the calibration data.
    assert.ok(pos.filter((s) => s <= th.allow).length / pos.length <= 0.1);
    assert.ok(neg.filter((s) => s >= th.deny).length / neg.length <= 0.1);
  });

  it('validates alpha and beta', () => {
    assert.throws(() => conformalThresholds([], [], 0, 0.1), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
    assert.throws(() => conformalThresholds([], [], 0.1, 1), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
  });
});

describe('metrics', () => {
  it('computes AUC with ties and the triage rates', () => {
    assert.equal(rocAuc([0.1, 0.4, 0.35, 0.8], [0, 0, 1, 1]), 0.75);
    assert.equal(rocAuc([0.5, 0.5], [0, 1]), 0.5);
    assert.ok(Number.isNaN(rocAuc([0.5], [1])));
    const r = triageRates([0.1, 0.5, 0.9, 0.1, 0.5, 0.9], [1, 1, 1, 0, 0, 0], { allow: 0.2, deny: 0.8 });
    assert.deepEqual([r.falseAllowRate, r.falseDenyRate, r.escalationRate], [1 / 3, 1 / 3, 1 / 3]);
  });

  it('steps to adjacent doubles', () => {
    assert.ok(nextDown(0.5) < 0.5 && nextUp(nextDown(0.5)) === 0.5);
    assert.ok(nextUp(0) > 0 && nextDown(0) < 0);
  });
});
