/**
 * Waiting for another process's SQLite write lock. SQLite's own busy handler sleeps 1, 2, 5, 10,
 * 15, 20, 25, ... ms between tries, so under steady contention a waiting process sleeps far longer
 * than the lock is held (an fsync, a fraction of a millisecond). Here the wait starts at 50 µs and
 * doubles up to 2 ms, with jitter so that waiters do not retry in step. The wait blocks the thread,
 * as SQLite's own does: the writes it guards are synchronous.
 */
import { isSqliteError } from './driver.ts';

const cell = new Int32Array(new SharedArrayBuffer(4));

/** Run `body` (a write transaction on a connection opened with `timeout: 0`) until it gets the lock, for up to `timeoutMs`. */
export function retryBusy<T>(body: () => T, timeoutMs: number): T {
  const deadline = performance.now() + timeoutMs;
  let pause = 0.05;
  for (;;) {
    try {
      return body();
    } catch (error) {
      if (!isBusy(error) || performance.now() >= deadline) throw error;
      Atomics.wait(cell, 0, 0, pause * (0.5 + Math.random()));
      pause = Math.min(pause * 2, 2);
    }
  }
}

/**
 * Put `db` in WAL mode, returning the mode it is in. Switching the journal mode takes a lock that
 * SQLite's busy handler does not always wait for: processes opening one state directory at once
 * can get "database is locked" here, so it is retried like a write.
 */
export function walMode(db: { pragma(source: string, options: { simple: true }): unknown }, timeoutMs = 5_000): string {
  return String(retryBusy(() => db.pragma('journal_mode = WAL', { simple: true }), timeoutMs));
}

function isBusy(error: unknown): boolean {
  return isSqliteError(error) && (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_BUSY_SNAPSHOT' || error.code === 'SQLITE_LOCKED');
}
