/**
 * The embedded engine: a fence's state as SQLite files in one directory.
 *
 * ```text
 * audit.db        the audit chain (src/audit/store.ts)
 * ledger.db       budget totals per token
 * revocations.db  revoked token ids, shared by every process
 * sessions.db     task memory: recent decisions and tool outputs per task
 * writer.lock     who may write (src/store/sqlite/lock.ts)
 * ```
 *
 * Across processes: with durability `strict` any number of processes (CLI, sidecar, gateway,
 * library) may decide on one directory at once — check-and-reserve and each audit append are
 * `BEGIN IMMEDIATE` transactions. With `batched`, one process owns the directory, and a second
 * fence refuses to open it (`StoreError` `ERR_STORE_LOCKED`).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SqliteAuditLog } from '../../audit/store.ts';
import { Ledger } from '../../capability/ledger.ts';
import { SplitRecorder } from '../recorder.ts';
import type { TaskBounds } from '../memory.ts';
import type { FenceStore, StoreHealth } from '../types.ts';
import { StateLock } from './lock.ts';
import { SqliteRevocationList } from './revocations.ts';
import { SqliteSessionStore } from './sessions.ts';
import { ApprovalQueue } from '../../escalation/human-queue.ts';

export interface SqliteStoreOptions {
  readonly durability?: 'strict' | 'batched';
  readonly privacy?: boolean;
  readonly tasks?: TaskBounds;
}

/** Open (or create) the state directory `dir`. Throws `StoreError`, `AuditError`, `LedgerError` or `ConfigError`. */
export function openSqliteStore(dir: string, options: SqliteStoreOptions = {}): FenceStore {
  const durability = options.durability ?? 'strict';
  mkdirSync(dir, { recursive: true });
  const opened: { close(): void }[] = [];
  const open = <T extends { close(): void }>(part: T): T => {
    opened.push(part);
    return part;
  };
  try {
    const lock = StateLock.acquire(dir, durability === 'batched' ? 'exclusive' : 'shared');
    opened.push({ close: () => lock.release() });
    const audit = open(
      SqliteAuditLog.open(join(dir, 'audit.db'), { durability, ...(options.privacy === undefined ? {} : { privacy: options.privacy }) }),
    );
    const ledger = open(Ledger.open(join(dir, 'ledger.db'), { durability }));
    const revocations = open(SqliteRevocationList.open(join(dir, 'revocations.db')));
    const sessions = open(SqliteSessionStore.open(join(dir, 'sessions.db'), options.tasks === undefined ? {} : { bounds: options.tasks }));
    let closed = false;
    return {
      engine: 'sqlite',
      revocations,
      ledger,
      audit,
      recorder: new SplitRecorder(ledger, audit),
      sessions,
      openApprovals: () => ApprovalQueue.open(join(dir, 'approvals.db')),
      ready: () => Promise.resolve(),
      health: () => firstProblem([audit.health(), ledger.health(), revocations.health()]),
      flush: () => {
        audit.flush();
        ledger.flush();
        sessions.flush();
      },
      close: () => {
        if (closed) return;
        closed = true;
        closeAll(opened.reverse());
      },
    };
  } catch (error) {
    closeAll(opened.reverse());
    throw error;
  }
}

function firstProblem(parts: readonly StoreHealth[]): StoreHealth {
  return parts.find((part) => !part.ok) ?? { ok: true };
}

/** Close every part, in order; the first failure is thrown after all were tried. */
function closeAll(parts: readonly { close(): void }[]): void {
  let failure: unknown;
  for (const part of parts) {
    try {
      part.close();
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
}
