/**
 * The trained gate: r_t = σ((wᵀφ + b) / T) with triage thresholds, loaded from an artifact that
 * the project's training command wrote (`models/gate-v1.json`). Nothing here is typed in by
 * hand: weights, temperature and thresholds all come from the artifact.
 *
 * Loading validates the artifact fully (format, version, feature layout, finite numbers) and
 * fails with {@link ConfigError} `ERR_MODEL_INVALID` naming the file: a gate with a wrong layout
 * would score garbage, so it must not load at all.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError, UsageError } from '../errors.ts';
import { canonicalJson, sha256Hex } from '../util/canonical.ts';
import { getOwn } from '../util/json.ts';
import { parseDialCurve, parseScoreReference, type DialPoint, type ScoreReference } from './reference.ts';
import { explain, type GateExplanation } from './explain.ts';
import { FEATURE_NAMES } from './features.ts';
import { sigmoid } from './numeric.ts';

export const MODEL_FORMAT = 'capfence-gate';
export const MODEL_VERSION = 1;

export interface GateThresholds {
  /** r ≤ allow → allow. */
  readonly allow: number;
  /** r ≥ deny → deny; between the two → escalate. */
  readonly deny: number;
}

export interface GateModel {
  /** `capfence-gate/1:` + the first 16 hex digits of the SHA-256 of the scoring parameters. */
  readonly version: string;
  readonly thresholds: GateThresholds;
  /** Calibrated risk r_t = σ((wᵀφ + b)/T) in [0, 1]; 1 (fail closed) if the logit is not finite. */
  score(features: Float64Array): number;
  /**
   * The features that pushed the score up, and a hint for a `revise` verdict when the risk comes
   * from a value the planner seems to have made up rather than from an attack (explain.ts).
   * Optional: a gate that cannot explain itself leaves it out.
   */
  explain?(features: Float64Array): GateExplanation;
  /** The thresholds measured along the cost–safety dial (src/gate/dial.ts), when the artifact has them. */
  readonly dial?: readonly DialPoint[];
  /** The calibration split's score distribution, for drift detection, when the artifact has it. */
  readonly reference?: ScoreReference;
}

/** The scoring part of an artifact (the rest is provenance and metrics). */
export interface GateParameters {
  readonly featureNames: readonly string[];
  readonly weights: readonly number[];
  readonly bias: number;
  readonly temperature: number;
  readonly thresholds: GateThresholds;
  readonly dial?: readonly DialPoint[];
  readonly reference?: ScoreReference;
}

/** Build a model from validated parameters. */
export function createGateModel(params: GateParameters): GateModel {
  const weights = Float64Array.from(params.weights);
  const { bias, temperature } = params;
  const dim = weights.length;
  const thresholds = Object.freeze({ allow: params.thresholds.allow, deny: params.thresholds.deny });
  const version = `${MODEL_FORMAT}/${MODEL_VERSION}:${sha256Hex(canonicalJson({ featureNames: params.featureNames, weights: params.weights, bias, temperature, thresholds })).slice(0, 16)}`;
  const scaled = weights.map((w) => w / temperature);
  const names = [...params.featureNames];
  return Object.freeze({
    version,
    thresholds,
    ...(params.dial === undefined ? {} : { dial: Object.freeze(params.dial.map((p) => Object.freeze({ ...p }))) }),
    ...(params.reference === undefined ? {} : { reference: params.reference }),
    score(features: Float64Array): number {
      if (features.length !== dim) throw new UsageError('ERR_OUT_OF_RANGE', `features must have length ${dim}`);
      let z = bias;
      for (let i = 0; i < dim; i++) z += weights[i]! * features[i]!;
      z /= temperature;
      // A NaN or infinite logit means a broken feature vector: score it as maximal risk.
      if (!Number.isFinite(z)) return 1;
      return sigmoid(z);
    },
    explain(features: Float64Array): GateExplanation {
      if (features.length !== dim) throw new UsageError('ERR_OUT_OF_RANGE', `features must have length ${dim}`);
      return explain(names, scaled, features);
    },
  });
}

/**
 * Load and validate a gate artifact: a file path, JSON text (starting with `{`), or an already
 * parsed object. Throws ConfigError `ERR_MODEL_INVALID` naming the file when it cannot be read or
 * parsed, has another format or version, or its `featureNames` differ from {@link FEATURE_NAMES}.
 */
export function loadGateModel(pathOrJson: string | object): GateModel {
  let source = 'gate model';
  let doc: unknown = pathOrJson;
  if (typeof pathOrJson === 'string') {
    let text = pathOrJson;
    if (!pathOrJson.trimStart().startsWith('{')) {
      source = pathOrJson;
      try {
        text = readFileSync(pathOrJson, 'utf8');
      } catch (cause) {
        throw new ConfigError('ERR_MODEL_INVALID', 'cannot read the model file', source, { cause });
      }
    }
    try {
      doc = JSON.parse(text) as unknown;
    } catch (cause) {
      throw new ConfigError('ERR_MODEL_INVALID', 'model is not valid JSON', source, { cause });
    }
  }
  return createGateModel(parseGateParameters(doc, source));
}

/** Validate an artifact document and return its scoring parameters. */
export function parseGateParameters(doc: unknown, source: string): GateParameters {
  const bad = (message: string): ConfigError => new ConfigError('ERR_MODEL_INVALID', message, source);
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) throw bad('model must be a JSON object');
  const field = (name: string): unknown => getOwn(doc as Record<string, unknown>, name);
  if (field('format') !== MODEL_FORMAT) throw bad(`format must be "${MODEL_FORMAT}"`);
  if (field('version') !== MODEL_VERSION) throw bad(`unsupported model version (expected ${MODEL_VERSION})`);
  const names = field('featureNames');
  if (!Array.isArray(names) || names.length !== FEATURE_NAMES.length || names.some((n, i) => n !== FEATURE_NAMES[i])) {
    throw bad(`featureNames differ from this build's feature layout (${FEATURE_NAMES.length} features); retrain the model`);
  }
  const weights = field('weights');
  if (!Array.isArray(weights) || weights.length !== FEATURE_NAMES.length || !weights.every(isFiniteNumber)) {
    throw bad(`weights must be ${FEATURE_NAMES.length} finite numbers`);
  }
  const bias = field('bias');
  if (!isFiniteNumber(bias)) throw bad('bias must be a finite number');
  const temperature = field('temperature');
  if (!isFiniteNumber(temperature) || temperature <= 0) throw bad('temperature must be a positive finite number');
  const t = field('thresholds');
  const allow = typeof t === 'object' && t !== null ? getOwn(t as Record<string, unknown>, 'allow') : undefined;
  const deny = typeof t === 'object' && t !== null ? getOwn(t as Record<string, unknown>, 'deny') : undefined;
  if (!isFiniteNumber(allow) || !isFiniteNumber(deny) || allow < 0 || deny > 1 || allow >= deny) {
    throw bad('thresholds must satisfy 0 <= allow < deny <= 1');
  }
  const dial = parseDialCurve(field('dial'), source);
  const reference = parseScoreReference(field('reference'), source);
  return {
    featureNames: FEATURE_NAMES,
    weights: weights as number[],
    bias,
    temperature,
    thresholds: { allow, deny },
    ...(dial === undefined ? {} : { dial }),
    ...(reference === undefined ? {} : { reference }),
  };
}

function isFiniteNumber(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x);
}

/** `models/gate-v1.json` of this package, resolved from this module's location (works from a clone). */
export function defaultModelPath(): string {
  return fileURLToPath(new URL('../../models/gate-v1.json', import.meta.url));
}
