/**
 * Revocations in a SQLite file (`revocations.db`), shared by every process on the state directory:
 * the CLI, the sidecar, the gateway and the library.
 *
 * Reads go to an in-memory set. At decision time, at most every `refreshMs` (default 100 ms), the
 * list asks SQLite whether another connection has committed since it last looked
 * (`PRAGMA data_version`, a few microseconds) and reloads when one has; so a revocation made by
 * any process is seen within `refreshMs` of its commit. `revoke` writes through synchronously
 * (durable before it returns). When the file cannot be read, `isRevoked` throws `StoreError`
 * `ERR_STORE_UNAVAILABLE`: a token whose revocation cannot be checked is not honoured.
 */
import type Database from 'better-sqlite3';
import { sqlite } from './driver.ts';
import { ConfigError, StoreError } from '../../errors.ts';
import { assertTokenId, eventRowId, isEventRow, noteEventRow } from '../events.ts';
import type { RevocationEntry, RevocationStore, StoreHealth } from '../types.ts';
import { walMode } from './busy.ts';

export interface SqliteRevocationOptions {
  /** Longest a decision may rely on the local view without asking the file, ms (default 100). */
  readonly refreshMs?: number;
  /** How long a write waits for another process's lock, ms (default 5,000). */
  readonly busyTimeoutMs?: number;
}

export class SqliteRevocationList implements RevocationStore {
  readonly #db: Database.Database;
  readonly #revoked = new Set<string>();
  readonly #events = new Map<string, number>();
  readonly #refreshMs: number;
  readonly #version: Database.Statement;
  #dataVersion = -1;
  #checked = 0;
  #failure: StoreError | undefined;
  #closed = false;

  private constructor(db: Database.Database, options: SqliteRevocationOptions) {
    this.#db = db;
    this.#refreshMs = options.refreshMs ?? 100;
    this.#version = db.prepare('PRAGMA data_version').pluck();
    this.reload();
  }

  /** Open (or create) the list at `path`. Throws {@link ConfigError} when the file cannot be used. */
  static open(path: string, options: SqliteRevocationOptions = {}): SqliteRevocationList {
    let db: Database.Database | undefined;
    try {
      db = new (sqlite())(path, { timeout: options.busyTimeoutMs ?? 5_000 });
      walMode(db);
      db.pragma('synchronous = FULL');
      db.pragma('cache_size = -256');
      db.exec('CREATE TABLE IF NOT EXISTS capfence_revocations (jti TEXT PRIMARY KEY, time INTEGER NOT NULL, reason TEXT)');
      return new SqliteRevocationList(db, options);
    } catch (cause) {
      db?.close();
      throw new ConfigError('ERR_CONFIG_INVALID', 'cannot open the revocation store', path, { cause });
    }
  }

  /** Read the whole list again, now. Throws {@link StoreError} when the file cannot be read. */
  reload(): void {
    try {
      const version = this.#version.get() as number;
      const rows = this.#db.prepare('SELECT jti FROM capfence_revocations').pluck().all() as string[];
      this.#revoked.clear();
      this.#events.clear();
      for (const jti of rows) {
        this.#revoked.add(jti);
        noteEventRow(jti, this.#events);
      }
      this.#dataVersion = version;
      this.#failure = undefined;
    } catch (cause) {
      this.#failure = new StoreError('ERR_STORE_UNAVAILABLE', 'the revocation store cannot be read', { cause });
      throw this.#failure;
    } finally {
      this.#checked = Date.now();
    }
  }

  isRevoked(jti: string): boolean {
    const now = Date.now();
    if (now - this.#checked >= this.#refreshMs) this.#refresh(now);
    // Fail closed: a view that could not be refreshed may be missing a revocation.
    if (this.#failure !== undefined) throw this.#failure;
    return this.#revoked.has(jti);
  }

  revoke(jti: string, reason?: string): void {
    assertTokenId(jti);
    this.#insert(jti, reason);
  }

  postEvent(name: string): void {
    const id = eventRowId(name, Date.now());
    this.#insert(id, undefined);
    noteEventRow(id, this.#events);
  }

  eventTime(name: string): number | undefined {
    const now = Date.now();
    if (now - this.#checked >= this.#refreshMs) this.#refresh(now);
    if (this.#failure !== undefined) throw this.#failure;
    return this.#events.get(name);
  }

  #insert(jti: string, reason: string | undefined): void {
    try {
      this.#db.prepare('INSERT OR IGNORE INTO capfence_revocations (jti, time, reason) VALUES (?, ?, ?)').run(jti, Date.now(), reason ?? null);
    } catch (cause) {
      throw new StoreError('ERR_STORE_UNAVAILABLE', 'the revocation could not be stored', { cause });
    }
    this.#revoked.add(jti);
  }

  list(): RevocationEntry[] {
    const rows = this.#db.prepare('SELECT jti, time, reason FROM capfence_revocations ORDER BY time').all() as RevocationEntry[];
    return rows.filter((row) => !isEventRow(row.jti));
  }

  health(): StoreHealth {
    if (this.#closed) return { ok: false, problem: 'the revocation store is closed' };
    if (Date.now() - this.#checked >= this.#refreshMs) {
      try {
        this.#refresh(Date.now());
      } catch {
        // Recorded in #failure.
      }
    }
    return this.#failure === undefined ? { ok: true } : { ok: false, problem: 'the revocation store cannot be read' };
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#failure = new StoreError('ERR_STORE_UNAVAILABLE', 'the revocation store is closed');
    this.#db.close();
  }

  #refresh(now: number): void {
    this.#checked = now;
    if (this.#closed) {
      this.#failure = new StoreError('ERR_STORE_UNAVAILABLE', 'the revocation store is closed');
      return;
    }
    let version: number;
    try {
      version = this.#version.get() as number;
    } catch (cause) {
      this.#failure = new StoreError('ERR_STORE_UNAVAILABLE', 'the revocation store cannot be read', { cause });
      return;
    }
    if (version === this.#dataVersion && this.#failure === undefined) return;
    try {
      this.reload();
    } catch {
      // Recorded in #failure by reload().
    }
  }
}
