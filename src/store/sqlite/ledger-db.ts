/**
 * The budget ledger's SQLite file (src/capability/ledger.ts keeps the totals): WAL, the durability
 * the ledger runs in, a small page cache (totals live in memory; the file is written, almost never
 * read), its one table, and the totals of tokens expired before `pruneBefore` dropped at open.
 */
import type Database from 'better-sqlite3';
import { walMode } from './busy.ts';
import { sqlite } from './driver.ts';

/** Open (or create) the ledger file at `path`. Throws what SQLite throws; the caller wraps it. */
export function openLedgerDb(path: string, durability: 'strict' | 'batched', pruneBefore: number): Database.Database {
  const db = new (sqlite())(path, { timeout: 5_000 });
  try {
    walMode(db);
    db.pragma(`synchronous = ${durability === 'strict' ? 'FULL' : 'NORMAL'}`);
    db.pragma('cache_size = -256');
    db.exec(
      'CREATE TABLE IF NOT EXISTS capfence_ledger (jti TEXT PRIMARY KEY, calls REAL NOT NULL, amount REAL NOT NULL, bytes REAL NOT NULL, exp INTEGER NOT NULL)',
    );
    db.exec('CREATE INDEX IF NOT EXISTS capfence_ledger_exp ON capfence_ledger (exp)');
    db.prepare('DELETE FROM capfence_ledger WHERE exp < ?').run(pruneBefore);
    // From here on writes wait for other processes in retryBusy (strict) or own the file (batched).
    db.pragma('busy_timeout = 0');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
