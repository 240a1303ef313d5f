/**
 * The gate's three-way triage of a calibrated risk score (the fourth verdict, revise, comes from
 * the bounds check before scoring, never from the score).
 */
import type { GateThresholds } from './model.ts';

export type GateVerdict = 'allow' | 'escalate' | 'deny';

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
  const r = score.toFixed(4);
  const { allow, deny } = thresholdTexts(thresholds);
  if (verdict === 'allow') return `risk ${r} is at or below the allow threshold ${allow}`;
  if (verdict === 'deny') return `risk ${r} is at or above the deny threshold ${deny}`;
  return `risk ${r} lies in the escalation band (${allow}, ${deny})`;
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
