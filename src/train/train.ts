/**
 * Training the gate: replay the training episodes into feature vectors, fit the cost-sensitive
 * objective of Eq. 5 (artifact.ts) on the fitting units, calibrate (Platt scaling, stored as a
 * temperature and a shifted bias) and choose the triage thresholds by conformal risk control on
 * the calibration units, and record everything in the artifact.
 *
 * Splits are by unit (`meta.group`: a user task, a τ-bench user, an ASB agent), never by call:
 * every call of a calibration unit is held out of fitting. Reproducible: the same data, seed and
 * hyper-parameters give a byte-identical artifact (no clock, no unordered iteration, no
 * randomness but the seeded split).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CapabilityGraph } from '../capability/graph.ts';
import type { CalibrationReport, GateArtifact, HyperParameters, SplitCounts } from './artifact.ts';
import { dialCurve, scoreReference } from './dial.ts';
import { conformalThresholds, expectedCalibrationError, fitPlatt, fitTemperature, nll } from './calibrate.ts';
import { type DataFile, loadCorpus, type SourcedEpisode } from './data.ts';
import { buildExamples, type Example, withCueDropout } from './examples.ts';
import { FEATURE_NAMES } from '../gate/features.ts';
import { fitLogistic } from './logistic.ts';
import { rocAuc, triageRates, type TriageRates } from './metrics.ts';
import { MODEL_FORMAT, MODEL_VERSION, createGateModel, type GateModel } from '../gate/model.ts';
import { sigmoid } from '../gate/numeric.ts';
import { SESSION_WINDOWS } from './replay.ts';
import { holdoutGroups } from './split.ts';
import { type InjectionCorpus, loadInjectionCorpus, reworded } from './reframe.ts';
import { UsageError } from '../errors.ts';
import { loadWebTraining } from './web.ts';

export type { GateArtifact, HyperParameters } from './artifact.ts';

/**
 * Weights constrained ≥ 0: features an adversary can inflate (earlier calls, values of
 * untraceable origin, instruction cues and their interactions), and properties that can only
 * add danger (a side effect, an external effect, a more sensitive class, an argument carrying a
 * value). Whatever the training data's base rates reward, more of them must never make a call
 * look safer. (In AgentDojo's composed episodes attacker calls sit right after the first
 * injected output, so unconstrained history weights learn "later calls are safe"; suites whose
 * payments are mostly legitimate teach "sensitive is safe".)
 */
const ADVERSARY_INFLATABLE =
  /^(?:history\.|uncertainty\.value$|budget\.\w+\.used$|env\.instructionSeen$|env\.toolNamedInOutput$|tool\.(?:sideEffect|external|sensitivity|destructive)$|prov\.\w+\.(?:present|anyOnlyObserved|anyNowhere|anyUnverified|instructed|nearInstruction|nearImperative|onlyInInstructions)$|x\.)/;
const CONTEXT_SUPPLIED = /^(?:env\.hasObserved|intent\.present|uncertainty\.present|budget\.\w+\.hasCeiling)$/;

export const DEFAULT_HYPER_PARAMETERS: HyperParameters = Object.freeze({
  l2: 1,
  l1: 0.5,
  costFalseNegative: 4,
  costFalsePositive: 1,
  escalationPenalty: 0.25,
  escalationMargin: 2,
  calibrationFraction: 0.25,
  alpha: 0.01,
  beta: 0.01,
  ...SESSION_WINDOWS,
  maxIterations: 200,
  tolerance: 1e-9,
  nonNegative: FEATURE_NAMES.filter((name) => ADVERSARY_INFLATABLE.test(name)),
  nonPositive: FEATURE_NAMES.filter((name) => CONTEXT_SUPPLIED.test(name)),
  cueDropoutWeight: 0,
  rewordedCopies: 1,
});

export const OBJECTIVE =
  'L(w,b) = Σ c_i·logloss(y_i, z_i) + escalationPenalty·Σ c_i·softplus(escalationMargin − s_i·z_i) + l1·‖w‖₁ + (l2/2)·‖w‖²; c_i = costFalseNegative (positives) or costFalsePositive (negatives); s_i = ±1; the audit term is constant per call (every decision is audited) and drops out';

export interface PoolOptions {
  readonly seed: number;
  readonly graph: CapabilityGraph;
  /** The data files the pool came from (recorded in the artifact). */
  readonly files: readonly DataFile[];
  /** Episodes left out of the pool, by source (recorded). */
  readonly excluded?: Readonly<Record<string, number>>;
  readonly command: string;
  readonly hyperParameters?: Partial<HyperParameters>;
  /** Framings and benign look-alikes for re-worded copies (train split only); none without it. */
  readonly injections?: InjectionCorpus;
  readonly log?: (line: string) => void;
}

export interface TrainReport {
  readonly artifact: GateArtifact;
  readonly model: GateModel;
  /** Calibrated risks of the calibration split's scored calls, by label (for choosing other bands later). */
  readonly calibrationScores: { readonly positives: readonly number[]; readonly negatives: readonly number[] };
}

/** Train on `pool` (every episode in it may be fitted on or calibrated on). */
export function trainFromPool(original: readonly SourcedEpisode[], options: PoolOptions): TrainReport {
  const hp: HyperParameters = { ...DEFAULT_HYPER_PARAMETERS, ...options.hyperParameters };
  const log = options.log ?? (() => undefined);
  // Paraphrase augmentation: only the corpus's train framings and benign texts, never its test ones.
  const copies =
    options.injections === undefined ? [] : reworded(original, options.injections, 'train', { seed: options.seed, copies: hp.rewordedCopies });
  const pool = [...original, ...copies];
  if (copies.length > 0) log(`augmentation: ${copies.length} re-worded episodes (train framings and benign look-alikes)`);
  const calibrationUnits = holdoutGroups(pool, hp.calibrationFraction, options.seed);
  const windows = { historyWindow: hp.historyWindow, observedWindow: hp.observedWindow, observedChars: hp.observedChars };
  const fitExamples = buildExamples(
    pool.filter((e) => !calibrationUnits.has(e.group)),
    options.graph,
    windows,
  );
  const calExamples = buildExamples(
    pool.filter((e) => calibrationUnits.has(e.group)),
    options.graph,
    windows,
  );
  log(`examples: ${fitExamples.length} fitting calls, ${calExamples.length} calibration calls (${calibrationUnits.size} calibration units)`);

  const indexOf = (name: string): number => {
    const j = FEATURE_NAMES.indexOf(name);
    if (j < 0) throw new UsageError('ERR_OUT_OF_RANGE', `hyperParameters names an unknown feature: ${name}`);
    return j;
  };
  const fitted = fitExamples.filter((e) => e.weight > 0);
  const rows = withCueDropout(fitted, hp.cueDropoutWeight);
  const cost = (y: number): number => (y === 1 ? hp.costFalseNegative : hp.costFalsePositive);
  const margin = hp.escalationPenalty > 0;
  const xs = margin ? [...rows.map((r) => r.x), ...rows.map((r) => r.x)] : rows.map((r) => r.x);
  const ys = xs.map((_, i) => rows[i % rows.length]!.example.y);
  const cs = xs.map((_, i) => rows[i % rows.length]!.weight * cost(ys[i]!) * (i < rows.length ? 1 : hp.escalationPenalty));
  const offsets = xs.map((_, i) => (i < rows.length ? 0 : hp.escalationMargin * (1 - 2 * ys[i]!)));
  const fit = fitLogistic(xs, ys, cs, {
    l1: hp.l1,
    l2: hp.l2,
    offsets,
    maxIterations: hp.maxIterations,
    tolerance: hp.tolerance,
    nonNegative: hp.nonNegative.map(indexOf),
    nonPositive: hp.nonPositive.map(indexOf),
  });
  const nonZero = Array.from(fit.weights).filter((w) => w !== 0).length;
  log(
    `fit: ${fit.iterations} proximal Newton steps, converged ${fit.converged}, objective ${fit.loss.toFixed(4)}, ${nonZero}/${FEATURE_NAMES.length} weights non-zero`,
  );
  const logit = (x: Float64Array): number => {
    let z = fit.bias;
    for (let j = 0; j < x.length; j++) z += fit.weights[j]! * x[j]!;
    return z;
  };

  const scored = calExamples.filter((e) => e.weight > 0);
  const zCal = scored.map((e) => logit(e.x));
  const yCal = scored.map((e) => e.y);
  const calibration = calibrate(zCal, yCal, scored, options.seed);
  const { slope, offset } = calibration;
  log(
    `calibration: Platt slope ${slope.toFixed(4)}, offset ${offset.toFixed(4)}; ECE ${calibration.ece.before.toFixed(4)} -> ${calibration.ece.after.toFixed(4)} (cross-fitted ${calibration.ece.afterCrossFitted.toFixed(4)}; temperature alone ${calibration.temperatureOnly.ece.toFixed(4)})`,
  );
  const risk = (e: Example): number => sigmoid(slope * logit(e.x) + offset);
  const after = scored.map(risk);
  const conformal = conformalThresholds(
    after.filter((_, i) => yCal[i] === 1),
    after.filter((_, i) => yCal[i] === 0),
    hp.alpha,
    hp.beta,
  );
  const thresholds = { allow: conformal.allow, deny: conformal.deny };
  log(
    `thresholds: allow ≤ ${thresholds.allow.toPrecision(6)}, deny ≥ ${thresholds.deny.toPrecision(6)}${conformal.crossed ? ' (bounds crossed: the band lies between them)' : ''}`,
  );

  const bySource: Record<string, TriageRates> = {};
  for (const source of [...new Set(scored.map((e) => e.source))].sort()) {
    const subset = scored.filter((e) => e.source === source);
    bySource[source] = roundRates(
      triageRates(
        subset.map(risk),
        subset.map((e) => e.y),
        thresholds,
      ),
    );
  }
  const unscored: Record<string, { calls: number; allowed: number; escalated: number; denied: number }> = {};
  for (const e of calExamples.filter((c) => c.weight === 0)) {
    const slot = (unscored[e.note] ??= { calls: 0, allowed: 0, escalated: 0, denied: 0 });
    const r = risk(e);
    slot.calls++;
    if (r <= thresholds.allow) slot.allowed++;
    else if (r >= thresholds.deny) slot.denied++;
    else slot.escalated++;
  }
  const calibrationRates = roundRates(triageRates(after, yCal, thresholds));
  log(
    `calibration split: AUC ${round(rocAuc(zCal, yCal))}, false-allow ${calibrationRates.falseAllowRate}, false-deny ${calibrationRates.falseDenyRate}, escalation ${calibrationRates.escalationRate}`,
  );

  const artifact: GateArtifact = {
    format: MODEL_FORMAT,
    version: MODEL_VERSION,
    featureNames: FEATURE_NAMES,
    weights: Array.from(fit.weights),
    // σ(slope·(wᵀx + b) + offset) = σ((wᵀx + b + offset/slope) / (1/slope)).
    bias: fit.bias + offset / slope,
    temperature: 1 / slope,
    thresholds,
    dial: dialCurve(
      after.filter((_, i) => yCal[i] === 1),
      after.filter((_, i) => yCal[i] === 0),
    ),
    reference: scoreReference(after, thresholds),
    hyperParameters: hp,
    objective: OBJECTIVE,
    data: [...options.files, ...(copies.length > 0 ? (options.injections?.files ?? []) : [])],
    split: {
      seed: options.seed,
      unit: 'meta.group: an AgentDojo user task (its injected episodes and its benign ground truth together), a τ-bench user, an ASB agent, a Mind2Web website, a corpus/web site task; stratified by AgentDojo suite, τ-bench environment and data set',
      fit: splitCounts(fitExamples),
      calibration: splitCounts(calExamples),
      calibrationUnits: [...calibrationUnits].sort(),
      excluded: options.excluded ?? {},
    },
    fit: {
      iterations: fit.iterations,
      converged: fit.converged,
      loss: round(fit.loss),
      nonZeroWeights: nonZero,
      pinnedAtZero: fit.pinned.map((j) => FEATURE_NAMES[j]!),
    },
    calibration,
    metrics: {
      fitAuc: round(
        rocAuc(
          fitted.map((e) => logit(e.x)),
          fitted.map((e) => e.y),
        ),
      ),
      calibrationAuc: round(rocAuc(zCal, yCal)),
      conformal: { alpha: hp.alpha, beta: hp.beta, allowRank: conformal.allowRank, denyRank: conformal.denyRank, crossed: conformal.crossed },
      calibrationSplit: calibrationRates,
      calibrationBySource: bySource,
      unscored,
    },
    command: options.command,
  };
  return {
    artifact,
    model: createGateModel(artifact),
    calibrationScores: { positives: after.filter((_, i) => yCal[i] === 1), negatives: after.filter((_, i) => yCal[i] === 0) },
  };
}

/** Platt scaling with its ECE before, after, cross-fitted, and what a temperature alone gives. */
function calibrate(z: readonly number[], y: readonly number[], examples: readonly Example[], seed: number): CalibrationReport {
  const { slope, offset } = fitPlatt(z, y);
  const temperature = fitTemperature(z, y);
  const ece = (p: readonly number[], labels: readonly number[]): number => expectedCalibrationError(p, labels);
  // Cross-fitting: halves by unit; Platt fitted on one half is measured on the other.
  const half = holdoutGroups(examples, 0.5, seed + 1);
  let weighted = 0;
  let total = 0;
  for (const side of [true, false]) {
    const on = examples.map((e, i) => (half.has(e.group) === side ? i : -1)).filter((i) => i >= 0);
    const off = examples.map((e, i) => (half.has(e.group) !== side ? i : -1)).filter((i) => i >= 0);
    if (on.length === 0 || off.length === 0) continue;
    try {
      const p = fitPlatt(
        on.map((i) => z[i]!),
        on.map((i) => y[i]!),
      );
      weighted +=
        off.length *
        ece(
          off.map((i) => sigmoid(p.slope * z[i]! + p.offset)),
          off.map((i) => y[i]!),
        );
      total += off.length;
    } catch {
      // A half whose logits rank backwards gives no cross-fitted estimate.
    }
  }
  return {
    method: 'platt',
    slope,
    offset,
    temperatureOnly: {
      temperature,
      ece: round(
        ece(
          z.map((v) => sigmoid(v / temperature)),
          y,
        ),
      ),
    },
    ece: {
      before: round(
        ece(
          z.map((v) => sigmoid(v)),
          y,
        ),
      ),
      after: round(
        ece(
          z.map((v) => sigmoid(slope * v + offset)),
          y,
        ),
      ),
      afterCrossFitted: total === 0 ? Number.NaN : round(weighted / total),
    },
    nll: {
      before: round(nll(z, y)),
      after: round(
        nll(
          z.map((v) => slope * v + offset),
          y,
        ),
      ),
    },
  };
}

export interface TrainOptions {
  /** Directory laid out like `../shared/data` (default `../shared/data`). */
  readonly dataDir?: string;
  readonly seed: number;
  /** Where to write the artifact. */
  readonly out: string;
  /** The command line that produced the artifact, recorded in it. */
  readonly command: string;
  readonly log?: (line: string) => void;
  readonly hyperParameters?: Partial<HyperParameters>;
}

/**
 * The shipped model: train on every episode not reserved for evaluation (all of AgentDojo,
 * τ-bench's train split, ASB's training agents; data.ts; Mind2Web's training websites and
 * corpus/web's train split; web.ts) and write the artifact to `options.out`.
 */
export async function trainGate(options: TrainOptions): Promise<TrainReport & { readonly out: string }> {
  const log = options.log ?? (() => undefined);
  const dataDir = options.dataDir ?? '../shared/data';
  const corpus = loadCorpus(dataDir);
  const web = loadWebTraining(corpus.graph, { dataDir });
  const files = [...corpus.files, ...web.files];
  for (const f of files) log(`data ${f.path}: ${f.records} records, sha256 ${f.sha256.slice(0, 16)}…`);
  for (const p of [...corpus.problems, ...web.problems]) log(`skipped ${p.file} record ${p.index}: ${p.message}`);
  const pool = [...corpus.episodes.filter((e) => !e.evaluationOnly), ...web.episodes];
  const excluded: Record<string, number> = { ...web.excluded };
  for (const e of corpus.episodes) if (e.evaluationOnly) excluded[e.source] = (excluded[e.source] ?? 0) + 1;
  log(`browsing episodes: ${web.episodes.length} in the pool, held out ${JSON.stringify(web.excluded)}`);
  const report = trainFromPool(pool, {
    seed: options.seed,
    graph: corpus.graph,
    files,
    excluded,
    command: options.command,
    ...(options.hyperParameters === undefined ? {} : { hyperParameters: options.hyperParameters }),
    injections: loadInjectionCorpus(),
    log,
  });
  mkdirSync(dirname(options.out), { recursive: true });
  writeFileSync(options.out, `${JSON.stringify(report.artifact, null, 2)}\n`);
  log(`wrote ${options.out}`);
  return { ...report, out: options.out };
}

function splitCounts(examples: readonly Example[]): SplitCounts {
  const unscored: Record<string, number> = {};
  let positives = 0;
  let negatives = 0;
  for (const e of examples) {
    if (e.weight === 0) unscored[e.note] = (unscored[e.note] ?? 0) + 1;
    else if (e.y === 1) positives++;
    else negatives++;
  }
  return { units: new Set(examples.map((e) => e.group)).size, calls: examples.length, positives, negatives, unscored };
}

function round(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

function roundRates(r: TriageRates): TriageRates {
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, round(v)])) as unknown as TriageRates;
}
