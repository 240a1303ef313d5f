/** Routes that read and verify the audit chain. */
import { AuditError, StoreError } from '../../../errors.ts';
import type { SidecarContext } from '../context.ts';
import { SidecarError } from '../errors.ts';
import { AUTH_ERRORS, defineRoute, type RouteSpec } from '../route.ts';
import { AuditPage, AuditQuery, AuditVerifyResponse } from '../schemas.ts';

export function auditRoutes(ctx: SidecarContext): RouteSpec[] {
  const log = ctx.fence.auditLog;

  const read = defineRoute({
    operationId: 'readAudit',
    method: 'GET',
    url: '/v1/audit',
    right: 'audit',
    tag: 'audit',
    summary: 'Read audit records in order, a page at a time (privacy mode: argument digests, not values)',
    query: AuditQuery,
    response: AuditPage,
    errors: [...AUTH_ERRORS, 'ERR_INVALID_REQUEST', 'ERR_UNAVAILABLE'],
    handler: ({ query }) =>
      unavailableOnAuditError(async () => {
        const from = query.from ?? 1;
        const records = await log.page(from, query.limit);
        const head = log.head();
        const last = records.at(-1)?.seq ?? from - 1;
        return { records, head, next: head !== null && last < head.seq ? last + 1 : null };
      }),
  });

  const verify = defineRoute({
    operationId: 'verifyAudit',
    method: 'GET',
    url: '/v1/audit/verify',
    right: 'audit',
    tag: 'audit',
    summary: 'Recompute the whole chain: finds any record edited, dropped, reordered or cut off',
    response: AuditVerifyResponse,
    errors: [...AUTH_ERRORS, 'ERR_UNAVAILABLE'],
    handler: () => unavailableOnAuditError(async () => log.verify()),
  });

  return [read, verify] as RouteSpec[];
}

async function unavailableOnAuditError<T>(body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof AuditError || error instanceof StoreError)
      throw new SidecarError('ERR_UNAVAILABLE', { message: 'the audit log could not be read', causeCode: error.code });
    throw error;
  }
}
