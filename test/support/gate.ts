/** Gate artifacts for tests that need the gate to answer a known way. */
import { readFileSync } from 'node:fs';
import { FEATURE_NAMES } from '../../src/gate/features.ts';
import { defaultModelPath } from '../../src/gate/model.ts';

/** A gate artifact in the shipped format with every weight zero and a bias that lands in the escalation band. */
export function escalatingGate(): object {
  const shipped = JSON.parse(readFileSync(defaultModelPath(), 'utf8')) as Record<string, unknown>;
  return {
    ...shipped,
    featureNames: FEATURE_NAMES,
    weights: FEATURE_NAMES.map(() => 0),
    bias: 0,
    temperature: 1,
    thresholds: { allow: 0.2, deny: 0.8 },
  };
}
