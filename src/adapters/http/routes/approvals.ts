/** Routes for the people who answer escalations: list pending requests, approve or deny one. */
import type { ApprovalStore } from '../../../escalation/human-queue.ts';
import { ApprovalError } from '../../../errors.ts';
import type { SidecarContext } from '../context.ts';
import { SidecarError } from '../errors.ts';
import { AUTH_ERRORS, BODY_ERRORS, defineRoute, type RouteSpec } from '../route.ts';
import { Approval, ApprovalDecisionRequest, ApprovalList, ApprovalParams, ApprovalQuery } from '../schemas.ts';

export function approvalRoutes(ctx: SidecarContext): RouteSpec[] {
  const queue = (): ApprovalStore => {
    if (ctx.approvals === undefined) throw new SidecarError('ERR_NOT_CONFIGURED', { message: 'this sidecar has no approval queue' });
    return ctx.approvals;
  };

  const list = defineRoute({
    operationId: 'listApprovals',
    method: 'GET',
    url: '/v1/approvals',
    right: 'approve',
    tag: 'approvals',
    summary: 'List approval requests (default: pending, oldest first). Arguments are untrusted text',
    query: ApprovalQuery,
    response: ApprovalList,
    errors: [...AUTH_ERRORS, 'ERR_INVALID_REQUEST', 'ERR_NOT_CONFIGURED'],
    handler: async ({ query }) => ({ approvals: await queue().list({ state: query.state, limit: query.limit }) }),
  });

  const get = defineRoute({
    operationId: 'getApproval',
    method: 'GET',
    url: '/v1/approvals/:id',
    right: 'approve',
    tag: 'approvals',
    summary: 'Read one approval request',
    params: ApprovalParams,
    response: Approval,
    errors: [...AUTH_ERRORS, 'ERR_INVALID_REQUEST', 'ERR_APPROVAL_UNKNOWN', 'ERR_NOT_CONFIGURED'],
    handler: async ({ params }) => {
      const approval = await queue().get(params.id);
      if (approval === undefined) throw new SidecarError('ERR_APPROVAL_UNKNOWN');
      return approval;
    },
  });

  const decide = (state: 'approve' | 'deny') =>
    defineRoute({
      operationId: state === 'approve' ? 'approveRequest' : 'denyRequest',
      method: 'POST',
      url: `/v1/approvals/:id/${state}`,
      right: 'approve',
      tag: 'approvals',
      summary: state === 'approve' ? 'Approve a pending request: the waiting call is allowed' : 'Deny a pending request: the waiting call is refused',
      params: ApprovalParams,
      body: ApprovalDecisionRequest,
      response: Approval,
      errors: [...AUTH_ERRORS, ...BODY_ERRORS, 'ERR_APPROVAL_UNKNOWN', 'ERR_APPROVAL_SETTLED', 'ERR_NOT_CONFIGURED'],
      handler: async ({ params, body, caller }) => {
        const by = { by: body.by ?? (caller as { id: string }).id, ...(body.note === undefined ? {} : { note: body.note }) };
        try {
          return await (state === 'approve' ? queue().approve(params.id, by) : queue().deny(params.id, by));
        } catch (error) {
          if (!(error instanceof ApprovalError)) throw error;
          throw new SidecarError(error.code === 'ERR_APPROVAL_UNKNOWN' ? 'ERR_APPROVAL_UNKNOWN' : 'ERR_APPROVAL_SETTLED', { causeCode: error.code });
        }
      },
    });

  return [list, get, decide('approve'), decide('deny')] as RouteSpec[];
}
