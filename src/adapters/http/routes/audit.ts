/** Routes that read and verify the audit chain. */
import { startSiblingWorker } from '../../../util/worker.ts';
import type { VerifyResult } from '../../../audit/verify.ts';
import { AuditError, StoreError } from '../../../errors.ts';
import type { AuditReader } from '../../../store/types.ts';
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
    handler: () => unavailableOnAuditError(async () => verifyOffThread(log)),
  });

  return [read, verify] as RouteSpec[];
}

/**
 * Verify the chain without holding the event loop: an audit kept in a file is recomputed by a
 * worker thread (from a read-only snapshot, after this process's buffered records are written);
 * other stores verify as they do (Postgres awaits its server; memory logs are bounded).
 */
async function verifyOffThread(log: AuditReader & { flush?: () => unknown }): Promise<VerifyResult> {
  const file = log.file;
  if (typeof file !== 'string') return log.verify();
  await log.flush?.();
  const worker = startSiblingWorker(import.meta.url, 'verify-worker', { path: file });
  return new Promise<VerifyResult>((resolve, reject) => {
    worker.once('message', (result: VerifyResult) => resolve(result));
    worker.once('error', (error) =>
      reject(new AuditError('ERR_AUDIT_STORE', 'audit verification failed in its worker', undefined, { cause: error })),
    );
    worker.once('exit', (code) => {
      if (code !== 0) reject(new AuditError('ERR_AUDIT_STORE', `audit verification worker exited with code ${code}`));
    });
  }).finally(() => void worker.terminate());
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
