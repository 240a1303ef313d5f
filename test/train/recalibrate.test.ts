/** Recalibration from labelled outcomes: a better-calibrated score, decisions kept when labels are few, and typed refusals. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { UsageError } from '../../src/errors.ts';
import { FEATURE_NAMES } from '../../src/gate/features.ts';
import { loadGateModel } from '../../src/gate/model.ts';
import { triage } from '../../src/gate/triage.ts';
import { dialCurve } from '../../src/train/dial.ts';
import { recalibrate, type LabelledScore } from '../../src/train/recalibrate.ts';
import { rng } from '../gate/helpers.ts';

const squash = (x: number): number => 1 / (1 + Math.exp(-x));

/** An over-confident gate: its scores say 0.05 where 30% of calls turn out harmful. */
function outcomes(seed: number, n: number): LabelledScore[] {
  const r = rng(seed);
  return Array.from({ length: n }, () => {
    const latent = r.normal();
    const y: 0 | 1 = r.uniform() < squash(latent - 0.5) ? 1 : 0;
    return { score: squash(4 * latent - 3), y };
  });
}

function artifact(): Record<string, unknown> {
  const r = rng(3);
  const pos = Array.from({ length: 400 }, () => squash(2 + r.normal()));
  const neg = Array.from({ length: 1600 }, () => squash(-3 + r.normal()));
  const dial = dialCurve(pos, neg);
  return {
    format: 'capfence-gate',
    version: 1,
    featureNames: [...FEATURE_NAMES],
    weights: FEATURE_NAMES.map(() => 0.1),
    bias: -3,
    temperature: 1.5,
    thresholds: { allow: dial[5]!.allow, deny: dial[5]!.deny },
    dial,
    hyperParameters: { alpha: 0.01, beta: 0.01 },
    command: 'test',
  };
}

describe('recalibrate', () => {
  it('refits the calibration on outcomes and writes a model that loads', () => {
    const labelled = outcomes(11, 3000);
    const result = recalibrate(artifact(), labelled, { command: 'capfence recalibrate --state s --out m.json --accept', window: { since: null } });
    assert.ok(result.after.ece < result.before.ece, `ECE ${result.before.ece} -> ${result.after.ece}`);
    assert.ok(result.refitThresholds);
    const model = loadGateModel(result.artifact);
    assert.deepEqual(model.thresholds, result.after.thresholds);
    assert.equal((result.artifact.recalibration as { command: string }).command, 'capfence recalibrate --state s --out m.json --accept');
    assert.equal(model.dial?.length, 11);
  });

  it('keeps every decision when the labels are too few for the budgets, changing only the reported risk', () => {
    const labelled = outcomes(12, 60);
    const doc = artifact();
    const result = recalibrate(doc, labelled, { command: 'x' });
    assert.equal(result.refitThresholds, false);
    const old = doc.thresholds as { allow: number; deny: number };
    const { slope, offset } = result.platt;
    const logit = (p: number): number => Math.log(p / (1 - p));
    for (const l of labelled) {
      const mapped = squash(slope * logit(l.score) + offset);
      assert.equal(triage(mapped, result.after.thresholds), triage(l.score, old), `score ${l.score}`);
    }
    assert.equal(result.widens, false);
  });

  it('refuses to fit on too few labels of either kind', () => {
    const fewHarmful = outcomes(13, 400).map((l, i) => ({ ...l, y: (i < 5 ? 1 : 0) as 0 | 1 }));
    assert.throws(() => recalibrate(artifact(), fewHarmful, {}), UsageError);
    assert.throws(() => recalibrate(artifact(), [], {}), UsageError);
  });
});
