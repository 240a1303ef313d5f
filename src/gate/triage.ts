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
export function gateMessage(verdict: GateVerdict, score: number, { allow, deny }: GateThresholds): string {
  const r = score.toFixed(4);
  if (verdict === 'allow') return `risk ${r} is at or below the allow threshold ${allow.toFixed(4)}`;
  if (verdict === 'deny') return `risk ${r} is at or above the deny threshold ${deny.toFixed(4)}`;
  return `risk ${r} lies in the escalation band (${allow.toFixed(4)}, ${deny.toFixed(4)})`;
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
