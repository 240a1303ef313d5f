/** `eval --dial-curve`: the evaluation at each dial setting, as a table and an SVG. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { curveSvg, formatDialCurve, measureDialCurve, dialSetting } from '../../src/cli/handlers/dial-curve.ts';
import { ConfigError } from '../../src/errors.ts';
import { FEATURE_NAMES } from '../../src/gate/features.ts';
import { createGateModel } from '../../src/gate/model.ts';
import type { EvaluationReport } from '../../src/eval/evaluate.ts';
import { dialCurve } from '../../src/train/dial.ts';

const curve = dialCurve(
  Array.from({ length: 400 }, (_, i) => 0.3 + (0.7 * i) / 400),
  Array.from({ length: 1600 }, (_, i) => (0.5 * i) / 1600),
);
const model = createGateModel({
  featureNames: FEATURE_NAMES,
  weights: FEATURE_NAMES.map(() => 0),
  bias: 0,
  temperature: 1,
  thresholds: curve[5]!,
  dial: curve,
});

describe('eval --dial-curve', () => {
  it('evaluates once per setting with that setting\u2019s thresholds, and prints and draws the rates', async () => {
    const seen: number[] = [];
    // A stand-in evaluation whose false-allow rate is the allow threshold: it shows which gate ran.
    const run = (gate: typeof model) => {
      seen.push(gate.thresholds.allow);
      return Promise.resolve({
        metrics: { fpr: gate.thresholds.allow / 2, fnr: gate.thresholds.allow, escalationRate: 0.1, taskSuccess: 0.9, attackSuccess: 0.01 },
      } as unknown as EvaluationReport);
    };
    const points = await measureDialCurve(model, run);
    assert.equal(points.length, 5);
    assert.deepEqual(
      seen,
      points.map((p) => p.allow),
    );
    assert.ok(points[0]!.fnr! >= points.at(-1)!.fnr!, 'turning the dial up lets fewer bad calls through');
    assert.match(formatDialCurve(points), /^dial\tallow ≤\tdeny ≥\tFPR\tFNR\tρ/);
    const svg = curveSvg(points);
    assert.match(svg, /^<svg /);
    assert.equal((svg.match(/<polyline /g) ?? []).length, 3);
  });

  it('reads --dial settings and refuses others with a usage error', () => {
    assert.equal(dialSetting('strict'), 'strict');
    assert.equal(dialSetting('0.25'), 0.25);
    assert.equal(dialSetting(undefined), undefined);
    for (const bad of ['2', 'loose', '-1', '']) assert.throws(() => dialSetting(bad), ConfigError);
  });
});
