/** The cost–safety dial: budgets, the measured curve, interpolation, presets and the fence option. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateSigningKey, Keyring } from '../../src/capability/keys.ts';
import { ConfigError } from '../../src/errors.ts';
import { DIAL_GRID, dialBudgets, thresholdsAt, withDial } from '../../src/gate/dial.ts';
import { FEATURE_NAMES } from '../../src/gate/features.ts';
import { createGateModel, loadGateModel } from '../../src/gate/model.ts';
import { createFence } from '../../src/index.ts';
import { dialCurve, scoreReference } from '../../src/train/dial.ts';
import { rng } from './helpers.ts';

/** Calibrated-looking scores: bad calls high, good calls low, overlapping in the middle. */
function scores(seed: number, n: number): { positives: number[]; negatives: number[] } {
  const r = rng(seed);
  const squash = (x: number): number => 1 / (1 + Math.exp(-x));
  return {
    positives: Array.from({ length: n }, () => squash(2 + 1.5 * r.normal())),
    negatives: Array.from({ length: 4 * n }, () => squash(-3 + 1.5 * r.normal())),
  };
}

const { positives, negatives } = scores(7, 1500);
const curve = dialCurve(positives, negatives);

function model(extra: Record<string, unknown> = {}) {
  return createGateModel({
    featureNames: FEATURE_NAMES,
    weights: FEATURE_NAMES.map(() => 0),
    bias: -2,
    temperature: 1,
    thresholds: { allow: curve[5]!.allow, deny: curve[5]!.deny },
    dial: curve,
    ...extra,
  });
}

describe('the cost–safety dial', () => {
  it('sets both error budgets to 1% at balanced, and trades them along the grid', () => {
    const mid = dialBudgets(0.5);
    assert.ok(Math.abs(mid.alpha - 0.01) < 1e-12 && Math.abs(mid.beta - 0.01) < 1e-12);
    assert.ok(dialBudgets(1).alpha < mid.alpha && dialBudgets(1).beta > mid.beta);
    assert.equal(curve.length, DIAL_GRID.length);
  });

  it('measures a curve on which turning the dial up never widens the allow band and lets fewer bad calls through', () => {
    for (let k = 1; k < curve.length; k++) {
      assert.ok(curve[k]!.allow <= curve[k - 1]!.allow, `allow at ${curve[k]!.dial}`);
      assert.ok(curve[k]!.deny <= curve[k - 1]!.deny, `deny at ${curve[k]!.dial}`);
      assert.ok(curve[k]!.falseAllowRate <= curve[k - 1]!.falseAllowRate);
      assert.ok(curve[k]!.allow < curve[k]!.deny);
    }
    assert.ok(curve[0]!.falseAllowRate > curve.at(-1)!.falseAllowRate, 'the two ends differ');
    assert.ok(curve.at(-1)!.falseDenyRate > curve[0]!.falseDenyRate);
  });

  it('reads presets and interpolates between grid points', () => {
    assert.deepEqual(thresholdsAt(curve, 'balanced'), { allow: curve[5]!.allow, deny: curve[5]!.deny });
    assert.deepEqual(thresholdsAt(curve, 'strict'), { allow: curve[10]!.allow, deny: curve[10]!.deny });
    const between = thresholdsAt(curve, 0.55);
    assert.ok(between.allow <= curve[5]!.allow && between.allow >= curve[6]!.allow);
    assert.ok(between.allow < between.deny);
  });

  it('refuses settings outside the dial and models without a curve, with typed errors', () => {
    for (const bad of [1.5, -0.1, Number.NaN, 'loose', '0.5']) assert.throws(() => thresholdsAt(curve, bad as never), ConfigError);
    assert.throws(
      () => thresholdsAt(undefined, 0.5),
      (e: unknown) => e instanceof ConfigError && e.code === 'ERR_MODEL_INVALID',
    );
  });

  it('loads a curve from an artifact and rejects a malformed one', () => {
    const doc = {
      format: 'capfence-gate',
      version: 1,
      featureNames: [...FEATURE_NAMES],
      weights: FEATURE_NAMES.map(() => 0),
      bias: 0,
      temperature: 1,
      thresholds: { allow: 0.1, deny: 0.9 },
    };
    assert.equal(loadGateModel({ ...doc, dial: curve }).dial?.length, curve.length);
    assert.throws(() => loadGateModel({ ...doc, dial: [{ ...curve[0]!, allow: 0.9, deny: 0.1 }] }), ConfigError);
    assert.throws(() => loadGateModel({ ...doc, dial: [curve[1], curve[0]] }), ConfigError);
    assert.throws(() => loadGateModel({ ...doc, reference: { bins: [2, 0], verdicts: { allow: 1, escalate: 0, deny: 0 } } }), ConfigError);
  });

  it('moves a fence\u2019s thresholds and names the setting in the model version', () => {
    const m = model();
    const strict = withDial(m, 'strict');
    assert.notEqual(strict.version, m.version);
    assert.equal(strict.score(new Float64Array(FEATURE_NAMES.length)), m.score(new Float64Array(FEATURE_NAMES.length)));
    const keyring = new Keyring([generateSigningKey()]);
    const fence = createFence({ keyring, tools: [], model: m, dial: 'permissive' });
    assert.deepEqual(fence.gateThresholds, thresholdsAt(curve, 0));
    void fence.close();
    assert.throws(() => createFence({ keyring, tools: [], model: m, dial: 2 as never }), ConfigError);
  });

  it('keeps the calibration split as the drift reference', () => {
    const ref = scoreReference([...positives, ...negatives], curve[5]!);
    assert.ok(Math.abs(ref.bins.reduce((a, b) => a + b, 0) - 1) < 1e-4);
    assert.ok(Math.abs(ref.verdicts.allow + ref.verdicts.escalate + ref.verdicts.deny - 1) < 1e-4);
  });
});
