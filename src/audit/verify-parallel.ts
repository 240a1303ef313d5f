/**
 * `audit verify` on several cores: the records are split into ranges of seq, and each range is
 * checked by a worker thread from its own read-only connection ({@link verifyRange}). A record
 * needs only its predecessor's stored hash, so the ranges are independent; the workers report
 * the stored hash each range started from and the one it ended on, and the ranges must link up.
 *
 * Only a log that verifies is answered here. Anything else — a range that fails, a worker that
 * cannot start, a file that cannot be read — is handed to {@link verifyAuditLog}, which walks the
 * whole log in one snapshot and says what is wrong and where. So this finds exactly what
 * `verifyAuditLog` finds, with the same result; it is faster only when the log is intact.
 */
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { startSiblingWorker } from '../util/worker.ts';
import { AuditError, UsageError } from '../errors.ts';
import { openAuditDb } from './schema.ts';
import { verifyAuditLog, type RangeResult, type VerifyResult } from './verify.ts';

export interface ParallelVerifyOptions {
  /** Worker threads, 1 to 16 (default: the cores this process may use, at most 8). 1 verifies in this thread. */
  readonly threads?: number;
  /** Logs with fewer records than this verify in this thread, where starting workers costs more than it saves (default 100,000). */
  readonly minRecords?: number;
}

/**
 * {@link verifyAuditLog} of the audit db at `path`, over worker threads when the log is large.
 * Resolves to the same {@link VerifyResult}; throws {@link AuditError} `ERR_AUDIT_STORE` only when
 * there is no file at `path`.
 */
export async function verifyAuditLogParallel(path: string, options: ParallelVerifyOptions = {}): Promise<VerifyResult> {
  if (typeof path !== 'string' || path === '') throw new UsageError('ERR_INVALID_ARGUMENT', 'path must be a non-empty string');
  const threads = options.threads ?? Math.min(8, availableParallelism());
  if (!Number.isSafeInteger(threads) || threads < 1 || threads > 16)
    throw new UsageError('ERR_OUT_OF_RANGE', 'options.threads must be an integer from 1 to 16');
  const minRecords = options.minRecords ?? 100_000;
  if (!existsSync(path)) throw new AuditError('ERR_AUDIT_STORE', `no audit db at ${path}`);
  const extent = readExtent(path);
  // A log that is small, or whose rows are not exactly 1..head, is walked whole: that walk also names the problem.
  if (threads === 1 || extent === undefined || extent.head.seq < Math.max(2, minRecords) || extent.min !== 1 || extent.max !== extent.head.seq)
    return verifyAuditLog(path);
  const ranges = split(extent.head.seq, threads);
  let results: RangeResult[];
  try {
    results = await Promise.all(ranges.map(([from, to]) => runRange(path, from, to)));
  } catch {
    return verifyAuditLog(path);
  }
  return linked(results, extent.head.hash) ? { ok: true, count: extent.head.seq, head: extent.head.hash } : verifyAuditLog(path);
}

/** Whether every range verified, the first starts at genesis (checked by the worker), each starts where the last ended, and the last ends at the head. */
function linked(results: readonly RangeResult[], headHash: string): boolean {
  let previous: string | undefined;
  for (const result of results) {
    if (!result.ok) return false;
    if (previous !== undefined && result.prevHash !== previous) return false;
    previous = result.lastHash;
  }
  return previous === headHash;
}

/** The head checkpoint and the lowest and highest seq, in one read snapshot; undefined when the file cannot be read as an audit db. */
function readExtent(path: string): { head: { seq: number; hash: string }; min: unknown; max: unknown } | undefined {
  let db;
  try {
    db = openAuditDb(path, { readonly: true }).db;
    const read = db.transaction(() => {
      const head = db!.prepare('SELECT seq, hash FROM capfence_audit_head WHERE id = 1').get() as { seq: number; hash: string };
      const span = db!.prepare('SELECT min(seq) AS min, max(seq) AS max FROM capfence_audit_records').get() as { min: unknown; max: unknown };
      return { head, min: span.min, max: span.max };
    });
    return read();
  } catch {
    return undefined;
  } finally {
    db?.close();
  }
}

/** 1..count in `parts` contiguous ranges of nearly equal size. */
export function split(count: number, parts: number): [number, number][] {
  const n = Math.max(1, Math.min(parts, count));
  const ranges: [number, number][] = [];
  let from = 1;
  for (let i = 0; i < n; i++) {
    const to = Math.floor(((i + 1) * count) / n);
    ranges.push([from, to]);
    from = to + 1;
  }
  return ranges;
}

function runRange(path: string, from: number, to: number): Promise<RangeResult> {
  const worker = startSiblingWorker(import.meta.url, 'verify-range-worker', { path, from, to });
  return new Promise<RangeResult>((resolve, reject) => {
    worker.once('message', (result: RangeResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new AuditError('ERR_AUDIT_STORE', `audit range worker exited with code ${code}`)));
  }).finally(() => void worker.terminate());
}
