/** A gate that lets every in-scope call through, so what a run measures is the state, not the gate's judgement. */
import { FEATURE_NAMES } from '../../src/gate/features.ts';
import { createGateModel, type GateModel } from '../../src/gate/model.ts';

export function lenientGate(): GateModel {
  return createGateModel({
    featureNames: FEATURE_NAMES,
    weights: FEATURE_NAMES.map(() => 0),
    bias: -6,
    temperature: 1,
    thresholds: { allow: 0.2, deny: 0.8 },
  });
}
