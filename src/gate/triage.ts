/**
 * The gate's three-way triage of a calibrated risk score (the fourth verdict, revise, comes from
 * the bounds check before scoring, never from the score).
 */
import type { GateThresholds } from './model.ts';

export type GateVerdict = 'allow' | 'escalate' | 'deny';

/** The reason code of each verdict, as constants (a code written per decision is a new string to hash wherever it is looked up). */
export const GATE_CODE = { allow: 'gate.allow', escalate: 'gate.escalate', deny: 'gate.deny' } as const satisfies Record<
  GateVerdict,
  `gate.${GateVerdict}`
>;

/**
 * r ≤ allow → allow; r ≥ deny → deny; otherwise escalate. A score that is not a number in [0, 1]
 * escalates: the gate cannot vouch for it, and the verifier fails closed if it cannot either.
 */
export function triage(score: number, thresholds: GateThresholds): GateVerdict {
  if (!(score >= 0 && score <= 1)) return 'escalate';
  if (score <= thresholds.allow) return 'allow';
  if (score >= thresholds.deny) return 'deny';
  return 'escalate';
}

/** Why the gate decided as it did, in words (the reason message of `gate.*`). */
export function gateMessage(verdict: GateVerdict, score: number, thresholds: GateThresholds): string {
  const r = fixed4(score);
  const { allow, deny } = thresholdTexts(thresholds);
  if (verdict === 'allow') return `risk ${r} is at or below the allow threshold ${allow}`;
  if (verdict === 'deny') return `risk ${r} is at or above the deny threshold ${deny}`;
  return `risk ${r} lies in the escalation band (${allow}, ${deny})`;
}

/**
 * `score.toFixed(4)`, written without the runtime call (about 0.1–0.2 µs) for a score in [0, 10⁵):
 * `n = round(score·10⁴)` is the integer `toFixed` picks (the nearest, the larger on a tie) unless
 * the exact product lies within the product's rounding error of a half, and then `toFixed` is
 * asked. Anything else (negative, NaN, large) goes to `toFixed` too.
 */
export function fixed4(score: number): string {
  if (!(score >= 0 && score < 1e5)) return score.toFixed(4);
  const y = score * 10_000;
  const below = Math.floor(y);
  // |y − score·10⁴| ≤ 10⁹·2⁻⁵³ ≈ 1.1·10⁻⁷: farther than 10⁻⁶ from a half, rounding y rounds the exact product.
  if (Math.abs(y - below - 0.5) <= 1e-6) return score.toFixed(4);
  const n = y - below > 0.5 ? below + 1 : below;
  const whole = Math.floor(n / 10_000);
  const part = n - whole * 10_000;
  return `${whole}.${part < 10 ? '000' : part < 100 ? '00' : part < 1000 ? '0' : ''}${part}`;
}

let lastThresholds: { allow: number; deny: number; texts: { allow: string; deny: string } } | undefined;

/** The thresholds as the message writes them, kept for the last pair seen (a fence's gate has one). */
function thresholdTexts({ allow, deny }: GateThresholds): { allow: string; deny: string } {
  if (lastThresholds === undefined || !Object.is(lastThresholds.allow, allow) || !Object.is(lastThresholds.deny, deny))
    lastThresholds = { allow, deny, texts: { allow: allow.toFixed(4), deny: deny.toFixed(4) } };
  return lastThresholds.texts;
}

/**
 * The triage of a call whose effect may be a guess: a call step 2 could not tell what it does is
 * never refused on the score alone (the verifier decides, told the class is a guess); the message
 * says both the score and why it escalates.
 */
export function triageCall(score: number, thresholds: GateThresholds, uncertain: boolean): { verdict: GateVerdict; message: string } {
  const verdict = triage(score, thresholds);
  const message = gateMessage(verdict, score, thresholds);
  return verdict === 'deny' && uncertain
    ? { verdict: 'escalate', message: `${message}, but what the call does could not be told` }
    : { verdict, message };
}
