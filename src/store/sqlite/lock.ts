/**
 * Who may write a state directory: a reader–writer lock across processes, held for as long as a
 * fence has the directory open.
 *
 * - `shared` (durability `strict`): any number of processes at once. Every reservation and audit
 *   append is its own SQLite transaction, so they coordinate through the files themselves.
 * - `exclusive` (durability `batched`): one process alone. Its ledger totals and audit head live
 *   in its memory and are written in groups, so a second writer would fork the chain or overspend.
 *
 * The lock is SQLite's own file locking on `writer.lock`, a database in rollback-journal mode: a
 * shared holder keeps a read transaction open (a SHARED lock), the exclusive holder keeps
 * `BEGIN EXCLUSIVE` open (an EXCLUSIVE lock). The operating system drops both when the process
 * dies, so a crash never leaves the directory locked. Revocations and approvals need no lock:
 * every process may add to them at any time.
 */
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { isSqliteError, sqlite } from './driver.ts';
import { StoreError } from '../../errors.ts';

export type LockMode = 'shared' | 'exclusive';

export class StateLock {
  readonly mode: LockMode;
  readonly #db: Database.Database;
  #released = false;

  private constructor(db: Database.Database, mode: LockMode) {
    this.#db = db;
    this.mode = mode;
  }

  /**
   * Take the lock of state directory `dir`. Throws {@link StoreError} `ERR_STORE_LOCKED`, with a
   * message saying what to do, when another process holds it in a mode that excludes this one.
   */
  static acquire(dir: string, mode: LockMode): StateLock {
    const path = join(dir, 'writer.lock');
    let db: Database.Database | undefined;
    try {
      // A shared taker waits out another's brief attempt at the exclusive lock; an exclusive taker does not wait.
      db = new (sqlite())(path, { timeout: mode === 'shared' ? 250 : 0 });
      db.pragma('journal_mode = DELETE');
      db.exec('CREATE TABLE IF NOT EXISTS capfence_writer (pid INTEGER)');
      if (mode === 'exclusive') {
        db.exec('BEGIN EXCLUSIVE');
      } else {
        db.exec('BEGIN');
        db.prepare('SELECT count(*) FROM capfence_writer').get();
      }
      return new StateLock(db, mode);
    } catch (cause) {
      db?.close();
      if (isSqliteError(cause) && cause.code.startsWith('SQLITE_BUSY')) {
        throw new StoreError(
          'ERR_STORE_LOCKED',
          mode === 'exclusive'
            ? `${dir} is in use by another process: durability 'batched' needs the state directory to itself (stop the other process, or run every process with durability 'strict')`
            : `${dir} is held by a process with durability 'batched', which allows no other writer (stop it, or run every process with durability 'strict')`,
          { cause },
        );
      }
      throw new StoreError('ERR_STORE_UNAVAILABLE', `cannot open the writer lock in ${dir}`, { cause });
    }
  }

  release(): void {
    if (this.#released) return;
    this.#released = true;
    try {
      this.#db.exec('ROLLBACK');
    } catch {
      // Closing drops the lock either way.
    }
    this.#db.close();
  }
}
