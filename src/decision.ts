/**
 * The end of the pipeline: how a verdict, once recorded (steps 7–8), becomes the Decision the
 * caller gets — the audit record, its sequence, the reservation, capped reason texts — and how a reservation
 * the ledger refused turns it into the ceiling's verdict. Also how a token that could not be
 * verified (step 1) is told in reasons.
 */
import { removalKey } from './escalation/removals.ts';
import type { CatalogEntry } from './action/catalog.ts';
import type { CallClass, Decision, Reason, ResolvedTarget, ToolCall, Verdict } from './action/types.ts';
import { ceilingOutcome } from './capability/ledger.ts';
import type { VerifiedToken } from './capability/token.ts';
import { describeError, StoreError, TokenError } from './errors.ts';
import type { DecisionWritten } from './store/types.ts';
import type { AuditEntry } from './audit/record.ts';
import type { Approval } from './escalation/verifier.ts';

/** What a decided call carries into its record (the fence's pending state has at least this). */
export interface DecidedCall {
  readonly call: ToolCall | undefined;
  readonly token: VerifiedToken | undefined;
  readonly entry: CatalogEntry | undefined;
  readonly verdict: Verdict;
  readonly score: number | null;
  readonly reasons: readonly Reason[];
  readonly hint?: string | undefined;
  readonly target?: ResolvedTarget;
  /** Who answered the escalation, when a person did. */
  readonly approval?: Approval;
}

/** The call of a record whose input was not a call at all. */
const NO_CALL: AuditEntry['call'] = Object.freeze({ tool: '', args: Object.freeze({}) });

/**
 * The audit record of a decided call, stamped `time`. The call is the one `readCall` made (its
 * tool, arguments and id, nothing else), so it is recorded as it is, not copied.
 */
export function auditEntryOf(time: number, { call, token, entry, verdict, score, reasons, approval }: DecidedCall): AuditEntry {
  const record: AuditEntry = {
    time,
    tokenId: token?.leaf.jti ?? null,
    tokenDigest: token?.digest ?? null,
    call: call ?? NO_CALL,
    actionClass: entry?.actionClass ?? null,
    verdict,
    score,
    reasons: reasons.length === 1 ? [reasons[0]!.code] : reasons.map((r) => r.code),
  };
  return approval === undefined ? record : { ...record, approval };
}

/** The decision of a recorded write; a refused reservation turns the decision into its ceiling verdict. */
export function decisionOf(pending: DecidedCall, written: DecisionWritten): Decision {
  let { verdict, reasons, hint } = pending;
  if (written.exhausted !== undefined) ({ verdict, reasons, hint } = ceilingVerdict(written.exhausted.resource, written.exhausted.remaining));
  const { call, token, entry } = pending;
  // The optional members are set one by one, in this order, rather than spread in from objects made for the purpose.
  const decision: { -readonly [K in keyof Decision]: Decision[K] } = {
    verdict,
    score: pending.score,
    reasons: reasons.length === 1 ? [capped(reasons[0]!)] : reasons.map(capped),
    auditSeq: written.seq,
    tokenId: token?.leaf.jti ?? null,
    actionClass: entry?.actionClass ?? null,
  };
  if (hint !== undefined && verdict === 'revise') decision.hint = hint;
  if (written.reservation !== undefined) decision.reservation = written.reservation;
  if (call?.id !== undefined) decision.callId = call.id;
  if (pending.target !== undefined) decision.target = pending.target;
  if (verdict === 'allow' && call !== undefined && entry !== undefined) {
    const removes = removalKey(call, entry);
    if (removes !== undefined) decision.removes = removes;
  }
  return decision;
}

/** Longest reason message a decision carries: reasons are for people, and never a channel for bulk text. */
const MAX_REASON_CHARS = 512;

function capped(reason: Reason): Reason {
  return reason.message.length <= MAX_REASON_CHARS ? reason : { code: reason.code, message: `${reason.message.slice(0, MAX_REASON_CHARS - 1)}…` };
}

/** An amount over what is left can be revised down; an exhausted call or byte budget cannot. */
export function ceilingVerdict(
  resource: 'calls' | 'amount' | 'bytes',
  remaining: number,
): { verdict: Verdict; score: null; reasons: Reason[]; hint?: string } {
  const { verdict, code } = ceilingOutcome(resource, remaining);
  const reasons: Reason[] = [{ code, message: `the call would exceed the token's ${resource} ceiling` }];
  if (verdict === 'revise')
    return {
      verdict,
      score: null,
      reasons,
      hint: `At most ${remaining} remains of this capability's amount ceiling; propose an amount within it, or ask the user to authorize more.`,
    };
  return { verdict, score: null, reasons };
}

/** A token that could not be verified, as the reason of its denial. */
export function tokenReason(error: unknown): Reason {
  // The revocation view could not be kept fresh: whether the token is revoked is unknown.
  if (error instanceof StoreError) return { code: 'store.unavailable', message: `revocations cannot be checked (${error.code})` };
  if (!(error instanceof TokenError)) return { code: 'token.invalid', message: `token could not be verified (${describeError(error)})` };
  switch (error.code) {
    case 'ERR_TOKEN_EXPIRED':
      return { code: 'token.expired', message: error.message };
    case 'ERR_TOKEN_NOT_YET_VALID':
      return { code: 'token.not-yet-valid', message: error.message };
    case 'ERR_TOKEN_REVOKED':
      return { code: 'token.revoked', message: error.message };
    case 'ERR_TOKEN_WIDENED':
      return { code: 'token.widened', message: error.message };
    default:
      return { code: 'token.invalid', message: error.message };
  }
}

/** A refusal before the score (steps 1–4): the call, what is known of it, and one reason. */
export function refused(
  call: ToolCall | undefined,
  token: VerifiedToken | undefined,
  entry: CatalogEntry | undefined,
  reason: Reason,
  classified?: CallClass,
): DecidedCall & { readonly reasons: Reason[] } {
  const refusal: DecidedCall & { reasons: Reason[]; target?: ResolvedTarget } = {
    call,
    token,
    entry,
    verdict: 'deny',
    score: null,
    reasons: [reason],
  };
  if (classified?.target !== undefined) refusal.target = classified.target;
  return refusal;
}

/** The element a browser call acts on, when step 2 resolved one (recorded with the decision). */
export function targetOf(classified: CallClass): { target?: ResolvedTarget } {
  return classified.target === undefined ? {} : { target: classified.target };
}
