/**
 * The PostgreSQL engine: the state of many replicas in one database. Select it with a
 * `postgres://` state (`--state`, `CAPFENCE_STATE`, or `createFence({ state })`).
 *
 * ```text
 * capfence_ledger, capfence_reservations, capfence_revocations, capfence_audit_*, capfence_task_*   (migrations.ts)
 * ```
 *
 * The store is usable at once but connects in the background: `ready()` resolves once it is
 * connected and migrated. Until then, and whenever the server is away, decisions are denials
 * (`store.unavailable`), `health()` says why, and the store recovers by itself when the server
 * returns. Decisions record through the group-commit recorder (recorder.ts), so `fence.decide()`
 * (synchronous) is not available: use `authorize()` or `decideAsync()`.
 */
import type { TaskBounds } from '../memory.ts';
import type { FenceStore, StoreHealth } from '../types.ts';
import { PgApprovalQueue } from './approvals.ts';
import { PgAudit } from './audit.ts';
import { Connection, type PostgresOptions } from './connection.ts';
import { PgLedger, type PgLedgerOptions } from './ledger.ts';
import { PgRecorder } from './recorder.ts';
import { PgRevocations, type PgRevocationOptions } from './revocations.ts';
import { PgSessionStore } from './sessions.ts';

export interface PostgresStoreOptions extends PostgresOptions, PgRevocationOptions, Pick<PgLedgerOptions, 'holdSeconds'> {
  readonly privacy?: boolean;
  readonly tasks?: TaskBounds;
}

/** A store on the database at `url`; nothing is contacted until `ready()` (or the first decision). */
export function openPostgresStore(url: string, options: PostgresStoreOptions = {}): FenceStore & { readonly connection: Connection } {
  const connection = new Connection(url, options);
  const audit = new PgAudit(connection, options.privacy);
  const ledger = new PgLedger(connection, options.holdSeconds === undefined ? {} : { holdSeconds: options.holdSeconds });
  const recorder = new PgRecorder(connection, () => audit.encodeArgs(), {
    reserved: (id, jtis, cost) => ledger.reserved(id, jtis, cost),
    refused: (exhausted) => ledger.refused(exhausted),
    appended: (seq, hash) => audit.appended(seq, hash),
    holdUntil: () => ledger.holdUntil(),
  });
  const revocations = new PgRevocations(connection, options);
  const sessions = new PgSessionStore(connection, options.tasks);
  let started: Promise<void> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const ready = (): Promise<void> =>
    (started ??= (async () => {
      await connection.ready();
      await audit.start(recorder);
      await revocations.start();
    })().catch((error: unknown) => {
      // Try again in a second: a replica started before its database recovers by itself.
      started = undefined;
      if (!closed && retry === undefined) {
        retry = setTimeout(() => {
          retry = undefined;
          void ready().catch(() => undefined);
        }, 1_000);
        retry.unref();
      }
      throw error;
    }));
  // Start connecting now; a failure shows in health() and in decisions until it succeeds.
  void ready().catch(() => undefined);
  return {
    engine: 'postgres',
    connection,
    revocations,
    ledger,
    audit,
    recorder,
    sessions,
    openApprovals: () => new PgApprovalQueue(connection),
    ready,
    health(): StoreHealth {
      if (!connection.healthy) return { ok: false, problem: 'the state database cannot be reached' };
      return revocations.health();
    },
    flush: () => sessions.flush(),
    async close() {
      closed = true;
      if (retry !== undefined) clearTimeout(retry);
      await sessions.close();
      await revocations.close();
      ledger.close();
      await connection.close();
    },
  };
}
