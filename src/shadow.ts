/**
 * Shadow mode (see {@link FenceMode}): which decisions it lets run, and the decision such a call
 * gets. The fence (src/fence.ts) applies it when it records a decision.
 */
import { SHADOW_REASON } from './action/reasons.ts';
import type { ActionClass, Decision, Reason } from './action/types.ts';
import { UsageError } from './errors.ts';

/**
 * `shadow`: every call is decided and audited as enforcement would, and then allowed to run; the
 * decision's `shadow` says what enforcement would have answered, and the audit record keeps that
 * verdict with the reason `mode.shadow`. `{ shadow: classes }` does so only for calls of those
 * action classes. Shadow mode never lets through a call that is malformed, or whose token is
 * forged, widened, revoked or ended by an event: no setting can authorize those. The escalation
 * band is not sent to the verifier in shadow mode (nobody should be asked to approve a call that
 * runs anyway): it is reported as `escalate`.
 */
export type FenceMode = 'enforce' | 'shadow' | { readonly shadow: readonly ActionClass[] };

/** First reasons that shadow mode never overrides. */
export const ALWAYS_ENFORCED = new Set<string>(['call.malformed', 'token.invalid', 'token.widened', 'token.revoked', 'token.ended']);

export const SHADOW_REASON_ENTRY: Reason = {
  code: SHADOW_REASON,
  message: 'shadow mode: the call runs; the verdict is what enforcement would have answered',
};

export function shadowOf(mode: FenceMode | undefined): boolean | ReadonlySet<ActionClass> {
  if (mode === undefined || mode === 'enforce') return false;
  if (mode === 'shadow') return true;
  if (typeof mode === 'object' && mode !== null && Array.isArray(mode.shadow)) return new Set(mode.shadow);
  throw new UsageError('ERR_INVALID_ARGUMENT', "mode must be 'enforce', 'shadow' or { shadow: [action classes] }");
}

/** The decision a shadowed call gets: allowed, with what enforcement would have answered beside it. */
export function shadowDecision(decision: Decision): Decision {
  const { verdict, reasons, score, hint, ...rest } = decision;
  if (verdict === 'allow') return decision;
  const enforced = reasons.filter((r) => r.code !== SHADOW_REASON);
  return {
    ...rest,
    verdict: 'allow',
    score,
    reasons: [SHADOW_REASON_ENTRY],
    shadow: { verdict, reasons: enforced, score, ...(hint === undefined ? {} : { hint }) },
  };
}
