/** Drift detection: PSI of recent gate scores and verdicts against the model's calibration split. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Decision } from '../../src/action/types.ts';
import { DriftMonitor, psi } from '../../src/observability/drift.ts';
import { FenceMetrics } from '../../src/observability/metrics.ts';
import { scoreReference } from '../../src/train/dial.ts';

const thresholds = { allow: 0.1, deny: 0.8 };
const calm = Array.from({ length: 1000 }, (_, i) => (i % 20) / 200); // scores in [0, 0.1)
const reference = scoreReference(calm, thresholds);

describe('drift detection', () => {
  it('reads no shift when traffic looks like the calibration split, and a large one when it does not', () => {
    const same = new DriftMonitor(reference, thresholds, 500);
    for (const s of calm) same.add(s);
    const steady = same.reading();
    assert.equal(steady.window, 500);
    assert.ok(steady.scorePsi! < 0.01 && steady.verdictPsi! < 0.01);

    const shifted = new DriftMonitor(reference, thresholds, 500);
    for (let i = 0; i < 600; i++) shifted.add(0.3 + (i % 10) / 20);
    const moved = shifted.reading();
    assert.ok(moved.scorePsi! > 0.25, `score PSI ${moved.scorePsi}`);
    assert.ok(moved.verdictPsi! > 0.25, `verdict PSI ${moved.verdictPsi}`);
    assert.equal(moved.verdicts.allow, 0);
  });

  it('ignores what is not a score, and says nothing before the first one', () => {
    const m = new DriftMonitor(reference, thresholds, 10);
    for (const bad of [Number.NaN, -1, 2, Infinity]) m.add(bad);
    assert.deepEqual([m.reading().window, m.reading().scorePsi], [0, null]);
    assert.equal(psi([0.5, 0.5], [0.5, 0.5]), 0);
  });

  it('serves the readings as Prometheus gauges', () => {
    const metrics = new FenceMetrics();
    assert.ok(!metrics.render().includes('capfence_gate_score_psi'));
    metrics.watchDrift(new DriftMonitor(reference, thresholds, 100));
    const decision = { verdict: 'allow', score: 0.05, reasons: [] } as unknown as Decision;
    metrics.decision(decision, 0.0001);
    metrics.decision({ ...decision, score: null } as unknown as Decision, 0.0001);
    const text = metrics.render();
    assert.match(text, /^capfence_gate_drift_window 1$/m);
    assert.match(text, /^capfence_gate_score_psi [0-9.e-]+$/m);
    assert.match(text, /^capfence_gate_verdict_psi [0-9.e-]+$/m);
  });
});
