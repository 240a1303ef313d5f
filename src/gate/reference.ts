/**
 * What a gate artifact measured about itself besides its weights: the thresholds and rates along
 * the cost–safety dial (src/gate/dial.ts) and the calibration split's score distribution (the
 * reference of drift detection, src/observability/drift.ts), with their validation.
 */
import { ConfigError } from '../errors.ts';
import { getOwn } from '../util/json.ts';

/** One measured point of the curve (rates on the artifact's calibration split). */
export interface DialPoint {
  readonly dial: number;
  readonly alpha: number;
  readonly beta: number;
  readonly allow: number;
  readonly deny: number;
  /** Bad calls allowed / bad calls. */
  readonly falseAllowRate: number;
  /** Good calls denied / good calls. */
  readonly falseDenyRate: number;
  /** Calls sent to the verifier / calls. */
  readonly escalationRate: number;
}

/** The score distribution a model was calibrated on: the share of calibration calls per bin. */
export interface ScoreReference {
  /** Equal-width bins of the risk score over [0, 1]. */
  readonly bins: readonly number[];
  /** Share of calibration calls the gate allowed, escalated and denied (before tokens and verifier). */
  readonly verdicts: { readonly allow: number; readonly escalate: number; readonly deny: number };
}

/** Validate the artifact's optional `dial` member: undefined when absent, ConfigError when malformed. */
export function parseDialCurve(raw: unknown, source: string): DialPoint[] | undefined {
  if (raw === undefined) return undefined;
  const bad = (): ConfigError =>
    new ConfigError('ERR_MODEL_INVALID', 'dial must be a list of measured points with dial, allow and deny in [0, 1], sorted by dial', source);
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 101) throw bad();
  const points: DialPoint[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) throw bad();
    const field = (name: string): number => {
      const v = getOwn(item as Record<string, unknown>, name);
      if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 1) throw bad();
      return v;
    };
    const point = {
      dial: field('dial'),
      alpha: field('alpha'),
      beta: field('beta'),
      allow: field('allow'),
      deny: field('deny'),
      falseAllowRate: field('falseAllowRate'),
      falseDenyRate: field('falseDenyRate'),
      escalationRate: field('escalationRate'),
    };
    if (point.allow >= point.deny || (points.length > 0 && point.dial <= points[points.length - 1]!.dial)) throw bad();
    points.push(point);
  }
  return points;
}

/** Validate the artifact's optional `reference` member. */
export function parseScoreReference(raw: unknown, source: string): ScoreReference | undefined {
  if (raw === undefined) return undefined;
  const bad = (): ConfigError => new ConfigError('ERR_MODEL_INVALID', 'reference must hold score bins and a verdict mix, shares in [0, 1]', source);
  if (typeof raw !== 'object' || raw === null) throw bad();
  const bins = getOwn(raw as Record<string, unknown>, 'bins');
  const verdicts = getOwn(raw as Record<string, unknown>, 'verdicts');
  const share = (v: unknown): number => {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 1) throw bad();
    return v;
  };
  if (!Array.isArray(bins) || bins.length < 2 || bins.length > 100 || typeof verdicts !== 'object' || verdicts === null) throw bad();
  const mix = verdicts as Record<string, unknown>;
  return {
    bins: bins.map(share),
    verdicts: { allow: share(getOwn(mix, 'allow')), escalate: share(getOwn(mix, 'escalate')), deny: share(getOwn(mix, 'deny')) },
  };
}

/** Reliability diagram data: per equal-width bin, the count, mean predicted risk and observed rate. */
export function reliabilityBins(
  p: ArrayLike<number>,
  y: ArrayLike<number>,
  bins = 10,
): { readonly lower: number; readonly count: number; readonly meanPredicted: number; readonly observed: number }[] {
  const count = new Float64Array(bins);
  const conf = new Float64Array(bins);
  const pos = new Float64Array(bins);
  for (let i = 0; i < p.length; i++) {
    const k = Math.min(bins - 1, Math.max(0, Math.floor(p[i]! * bins)));
    count[k]!++;
    conf[k]! += p[i]!;
    pos[k]! += y[i]!;
  }
  return Array.from({ length: bins }, (_, k) => ({
    lower: k / bins,
    count: count[k]!,
    meanPredicted: count[k]! === 0 ? 0 : conf[k]! / count[k]!,
    observed: count[k]! === 0 ? 0 : pos[k]! / count[k]!,
  }));
}
