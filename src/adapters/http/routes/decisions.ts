/** Routes on the hot path: authorize a proposed call, report how an allowed call ended, end a session. */
import type { Decision } from '../../../action/types.ts';
import type { Cost } from '../../../capability/ledger.ts';
import { LedgerError } from '../../../errors.ts';
import type { FenceSession } from '../../../session.ts';
import type { Caller } from '../auth.ts';
import type { SidecarContext } from '../context.ts';
import { SidecarError } from '../errors.ts';
import { AUTH_ERRORS, BODY_ERRORS, defineRoute, type RouteSpec } from '../route.ts';
import { AuthorizeRequest, Decision as DecisionSchema, OutcomeRequest, OutcomeResponse, SessionDeleted, SessionParams } from '../schemas.ts';

export function decisionRoutes(ctx: SidecarContext): RouteSpec[] {
  const { fence, sessions } = ctx;

  const authorize = defineRoute({
    operationId: 'authorize',
    method: 'POST',
    url: '/v1/authorize',
    right: 'authorize',
    tag: 'decisions',
    summary: 'Decide one proposed tool call: allow, deny, revise (with a hint) or escalate',
    body: AuthorizeRequest,
    response: DecisionSchema,
    errors: [...AUTH_ERRORS, ...BODY_ERRORS, 'ERR_SESSION_CONFLICT'],
    handler: async ({ body, caller }) => {
      const callerId = (caller as { id: string }).id;
      const { token, call, intent, uncertainty } = body;
      const verify = body.escalation === 'verify';
      const session: FenceSession | undefined = body.session === undefined ? undefined : sessions.session(callerId, body.session, token, intent);
      let decision: Decision;
      if (session !== undefined) {
        decision = verify ? await session.authorize(call, uncertainty) : await session.decideAsync(call, uncertainty);
      } else {
        const context = { holder: callerId, ...(intent === undefined ? {} : { intent }), ...(uncertainty === undefined ? {} : { uncertainty }) };
        decision = verify ? await fence.authorize(call, token, context) : await fence.decideAsync(call, token, context);
      }
      const expectsReport = decision.verdict === 'allow' && (decision.reservation !== undefined || session !== undefined);
      return present(decision, expectsReport ? sessions.expectOutcome(callerId, decision, session) : undefined);
    },
  });

  const outcome = defineRoute({
    operationId: 'reportOutcome',
    method: 'POST',
    url: '/v1/outcomes',
    right: 'authorize',
    tag: 'decisions',
    summary:
      "Report how an allowed call ended: its budget stays spent (a key with the settle right may release it or lower it), and its session gets the tool's output",
    body: OutcomeRequest,
    response: OutcomeResponse,
    errors: [...AUTH_ERRORS, ...BODY_ERRORS, 'ERR_OUTCOME_UNKNOWN', 'ERR_UNAVAILABLE'],
    handler: async ({ body, caller }) => {
      const { id, rights } = caller as Caller;
      // The agent is who we do not trust: only the executor's word (the settle right) gives budget back.
      const settles = rights.has('settle');
      const actual = settles ? (body.actual as Partial<Cost> | undefined) : undefined;
      const ok = settles ? body.ok : true;
      const report = { ok, ...(actual === undefined ? {} : { actual }), ...(body.output === undefined ? {} : { output: body.output }) };
      const pending = sessions.takeOutcome(id, body.outcome, settles);
      try {
        if (pending === undefined) {
          // Not decided here (another replica, or a restart): a shared ledger settles its reservation
          // once, for the caller it was made for (the executor's settle right: for any caller).
          // A session's output is remembered only by the replica holding the session.
          const settled = await fence.ledger.settle?.(body.outcome, report, settles ? undefined : id);
          if (settled !== true) throw new SidecarError('ERR_OUTCOME_UNKNOWN');
          return { settled: ok ? 'committed' : 'released' };
        }
        if (pending.session !== undefined) await pending.session.complete(pending.decision, report);
        else await fence.complete(pending.decision, report);
      } catch (error) {
        if (error instanceof LedgerError && error.code === 'ERR_RESERVATION_UNKNOWN')
          throw new SidecarError('ERR_OUTCOME_UNKNOWN', { causeCode: error.code });
        if (error instanceof LedgerError)
          throw new SidecarError('ERR_UNAVAILABLE', { message: 'the budget ledger could not be written', causeCode: error.code });
        throw error;
      }
      return { settled: pending.decision.reservation === undefined ? 'recorded' : ok ? 'committed' : 'released' };
    },
  });

  const endSession = defineRoute({
    operationId: 'endSession',
    method: 'DELETE',
    url: '/v1/sessions/:name',
    right: 'authorize',
    tag: 'decisions',
    summary: 'Forget a session of this API key (its history and remembered outputs)',
    params: SessionParams,
    response: SessionDeleted,
    errors: [...AUTH_ERRORS, 'ERR_INVALID_REQUEST'],
    handler: ({ params, caller }) => ({ deleted: sessions.end((caller as { id: string }).id, params.name) }),
  });

  return [authorize, outcome, endSession] as RouteSpec[];
}

/** The decision as sent: the ledger's reservation id stays inside; an outcome handle stands for it. */
function present(decision: Decision, outcome: string | undefined) {
  return {
    verdict: decision.verdict,
    score: decision.score,
    reasons: decision.reasons,
    ...(decision.hint === undefined ? {} : { hint: decision.hint }),
    auditSeq: decision.auditSeq,
    tokenId: decision.tokenId,
    actionClass: decision.actionClass,
    ...(decision.callId === undefined ? {} : { callId: decision.callId }),
    ...(outcome === undefined ? {} : { outcome }),
    ...(decision.shadow === undefined ? {} : { shadow: decision.shadow }),
  };
}
