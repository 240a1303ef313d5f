/**
 * The cost–safety dial: one setting in [0, 1] (or a preset) that moves the gate's triage
 * thresholds along the curve the training command measured, and the score reference that drift
 * detection compares live traffic with.
 *
 * The dial sets the two error budgets of conformal risk control (src/train/calibrate.ts): the
 * share of bad calls the allow band may let through, α(d) = 10^(−1−2d), and the share of good
 * calls the deny band may refuse, β(d) = 10^(−3+2d). At d = 0.5 both are 1%, the budgets the
 * shipped artifact is trained with; turning the dial up shrinks the allow band and widens the
 * deny band. The thresholds for each point of a fixed grid, and the false-allow, false-deny and
 * escalation rates they give on the calibration split, are computed by `capfence train` and stored
 * in the artifact (`dial`): nothing here is a threshold typed in by hand. Between grid points the
 * thresholds are interpolated linearly.
 */
import { ConfigError } from '../errors.ts';
import type { GateModel, GateThresholds } from './model.ts';
import type { DialPoint } from './reference.ts';

export type { DialPoint, ScoreReference } from './reference.ts';

/** The dial's named settings. */
export const DIAL_PRESETS = { permissive: 0, balanced: 0.5, strict: 1 } as const;
export type DialPreset = keyof typeof DIAL_PRESETS;
export type DialSetting = number | DialPreset;

/** The grid `capfence train` measures the curve on. */
export const DIAL_GRID: readonly number[] = Object.freeze(Array.from({ length: 11 }, (_, i) => i / 10));

/** Error budgets of one dial setting. */
export function dialBudgets(dial: number): { readonly alpha: number; readonly beta: number } {
  return { alpha: 10 ** (-1 - 2 * dial), beta: 10 ** (-3 + 2 * dial) };
}

/** The dial's number for a setting; ConfigError `ERR_CONFIG` for anything else. */
export function dialValue(setting: unknown): number {
  if (typeof setting === 'string' && Object.hasOwn(DIAL_PRESETS, setting)) return DIAL_PRESETS[setting as DialPreset];
  if (typeof setting === 'number' && setting >= 0 && setting <= 1) return setting;
  throw new ConfigError('ERR_CONFIG_INVALID', `dial must be a number in [0, 1] or one of ${Object.keys(DIAL_PRESETS).join(', ')}`, 'dial');
}

/**
 * The thresholds at `setting` on `curve` (sorted by dial), interpolated between the two nearest
 * points; ConfigError when the model carries no curve.
 */
export function thresholdsAt(curve: readonly DialPoint[] | undefined, setting: DialSetting): GateThresholds {
  const d = dialValue(setting);
  if (curve === undefined || curve.length === 0)
    throw new ConfigError('ERR_MODEL_INVALID', 'this gate model carries no dial curve; retrain it with `capfence train`', 'dial');
  let hi = curve.findIndex((p) => p.dial >= d);
  if (hi < 0) hi = curve.length - 1;
  const b = curve[hi]!;
  const a = hi > 0 ? curve[hi - 1]! : b;
  const t = b.dial === a.dial ? 0 : (d - a.dial) / (b.dial - a.dial);
  // Both points have allow < deny, so every mix of them does too.
  return Object.freeze({ allow: a.allow + t * (b.allow - a.allow), deny: a.deny + t * (b.deny - a.deny) });
}

/** `model` with its thresholds moved to the dial's setting (scores unchanged; the version names the setting). */
export function withDial(model: GateModel, setting: DialSetting): GateModel {
  const thresholds = thresholdsAt(model.dial, setting);
  const version = `${model.version}+dial${dialValue(setting).toFixed(2)}`;
  return Object.freeze({
    ...model,
    version,
    thresholds,
    score: model.score.bind(model),
    ...(model.explain ? { explain: model.explain.bind(model) } : {}),
  });
}
