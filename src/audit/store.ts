/**
 * {@link SqliteAuditLog}: the audit chain in a SQLite file (better-sqlite3, WAL mode).
 *
 * The chain hash is computed in memory from the cached head, so an append costs one canonical
 * encoding and one SHA-256, plus the write; in batched mode the SHA-256 is taken when the buffer
 * is written or read (the record's content is fixed at append). Two durability modes:
 *
 * - `strict`: each append commits its own transaction with `synchronous=FULL` before it
 *   returns. A crash — of the process, the OS or the power — loses nothing that `append`
 *   returned a sequence number for. Costs an fsync per decision.
 * - `batched` (group commit): appends go to an in-memory buffer of at most `batchSize` records
 *   (default 256), written in one transaction when the buffer fills, `flushIntervalMs` (default
 *   50 ms) after its first record, as soon as the event loop turns once it is half full, on
 *   `flush()`, on `close()`, and on normal process exit.
 *   `synchronous=NORMAL`. What a crash can lose:
 *   - a process crash (or SIGKILL, or a signal with no handler that calls `close()`): the
 *     records still in the buffer — at most `batchSize`, none older than about `flushIntervalMs`
 *     unless the store is failing;
 *   - an OS crash or power loss: in addition, transactions committed since the WAL was last
 *     synced (at a checkpoint), because NORMAL does not fsync at each commit.
 *   Either way the loss is a clean cut of the newest records: every transaction writes its
 *   records and the head checkpoint together, so the surviving log verifies — and nothing
 *   in it tells that the lost records existed. Use `strict` when that matters.
 *
 * Write failures throw {@link AuditError} `ERR_AUDIT_STORE` from `append` (or `flush`/`close`),
 * so the fence fails closed. In batched mode a failed background write is kept, retried by the
 * next `append`, and that `append` throws if it fails again; the buffer never grows past
 * `batchSize`. A record for which `append` returned is in the buffer or the db; a record whose
 * `append` threw is in neither.
 *
 * Several processes may append to one file in strict mode: each append reads the head, chains
 * its record to it and writes both in one `BEGIN IMMEDIATE` transaction, so the chain stays
 * linear with one writer at a time (a writer waits up to `busyTimeoutMs` for the lock). A batched
 * writer holds its head in memory: it must be the only writer (the state directory's writer lock
 * sees to that), and each group write checks that the db's head is still the one it last wrote,
 * refusing to fork the chain otherwise.
 */
import type Database from 'better-sqlite3';
import { AuditError, CapFenceError } from '../errors.ts';
import { seqRange, type AuditLog } from './log.ts';
import {
  decodeRecord,
  encodeRecord,
  GENESIS_HASH,
  type ArgsEncoder,
  type AuditEntry,
  type AuditHead,
  type AuditRecord,
  type StoredRecord,
} from './record.ts';
import { PART_COLUMNS, sqliteReason } from './schema.ts';
import { partsChainHasher, storedFromRow, type PendingRecord } from './parts.ts';
import { openForAppend, prepareWrites, type AppendFile, type SqliteAuditLogOptions } from './sqlite-file.ts';
import { verifyAuditLog, type VerifyResult } from './verify.ts';
import { retryBusy } from '../store/sqlite/busy.ts';
import type { StoredCheckpoint } from '../store/types.ts';

export type { AuditLog } from './log.ts';
export type { SqliteAuditLogOptions } from './sqlite-file.ts';
export { MemoryAuditLog } from './log.ts';

const PAGE = 256;
const live = new Set<SqliteAuditLog>();
let exitHooked = false;

/** An {@link AuditLog} in a SQLite file. Open with {@link SqliteAuditLog.open}. */
export class SqliteAuditLog implements AuditLog {
  readonly privacy: boolean;
  readonly durability: 'strict' | 'batched';
  readonly #db: Database.Database;
  readonly #path: string;
  readonly #encodeArgs: ArgsEncoder;
  readonly #batchSize: number;
  readonly #intervalMs: number;
  readonly #writeTx: (rows: readonly PendingRecord[]) => void;
  readonly #appendTx: (entry: AuditEntry) => StoredRecord;
  readonly #selectHead: Database.Statement;
  readonly #selectPage: Database.Statement<[number, number, number]>;
  readonly #selectHash: Database.Statement<[number]>;
  /** The chain head including buffered records (`#hash` once they are chained). */
  #seq: number;
  #hash: string;
  /** The head as last committed by this writer. */
  #durableSeq: number;
  #durableHash: string;
  #pending: PendingRecord[] = [];
  /** How many of `#pending` carry their chain hash (see {@link SqliteAuditLog.append}). */
  #chained = 0;
  /** `chainHash`, reusing the JSON of the token, tool, class and verdict of the previous record; keeps the parts to write. */
  readonly #chain = partsChainHasher();
  #timer: NodeJS.Timeout | undefined;
  #soon: NodeJS.Immediate | undefined;
  #failure: AuditError | undefined;
  #closed = false;

  /**
   * Open (or create) the audit db at `path` and resume its chain after the last record.
   * Throws {@link AuditError} `ERR_AUDIT_STORE` when the file is not a CapFence audit db of this
   * schema version or cannot be read, and `ERR_AUDIT_CORRUPT` when its last record does not
   * match its head checkpoint (run `verifyAuditLog` to find out more).
   */
  static open(path: string, options: SqliteAuditLogOptions): SqliteAuditLog {
    return openForAppend(path, options, (file) => new SqliteAuditLog(path, file));
  }

  private constructor(path: string, file: AppendFile) {
    const { db, head } = file;
    this.#db = db;
    this.#path = path;
    this.privacy = file.privacy;
    this.durability = file.durability;
    this.#encodeArgs = file.encodeArgs;
    this.#batchSize = file.batchSize;
    this.#intervalMs = file.intervalMs;
    this.#seq = this.#durableSeq = head.seq;
    this.#hash = this.#durableHash = head.hash;
    this.#selectPage = db.prepare(`SELECT ${PART_COLUMNS} FROM capfence_audit_records WHERE seq >= ? AND seq <= ? ORDER BY seq LIMIT ?`).raw();
    this.#selectHash = db.prepare('SELECT hash FROM capfence_audit_records WHERE seq = ?');
    const writes = prepareWrites(db, file.encodeArgs, file.busyTimeoutMs, this.#chain, () => ({ seq: this.#durableSeq, hash: this.#durableHash }));
    this.#selectHead = writes.selectHead;
    this.#appendTx = writes.appendTx;
    this.#writeTx = writes.writeTx;
    live.add(this);
    if (!exitHooked) {
      exitHooked = true;
      process.on('exit', closeAllAtExit);
    }
  }

  append(entry: AuditEntry): number {
    if (this.#closed) throw new AuditError('ERR_AUDIT_STORE', 'audit log is closed');
    if (this.durability === 'strict') return this.#appendStrict(entry);
    // A background write failed: retry it before accepting more, and fail closed if it still fails.
    if (this.#failure !== undefined) this.flush();
    // Encoded now (the arguments as they are at decision time), chained when written or read:
    // the hash of a buffered record is needed only then, so a decision does not wait for it.
    const record = encodeRecord(entry, this.#seq + 1, null, this.#encodeArgs);
    this.#pending.push(record);
    this.#seq = record.seq;
    if (this.#pending.length >= this.#batchSize) this.#flushQuietly();
    else {
      this.#timer ??= this.#schedule();
      // Half full: write as soon as the event loop turns. A fence whose loop yields between calls
      // (an agent awaiting its tool) then writes between decisions, and rarely inside one.
      if (2 * this.#pending.length >= this.#batchSize) this.#soon ??= this.#scheduleSoon();
    }
    return record.seq;
  }

  #appendStrict(entry: AuditEntry): number {
    let record: StoredRecord;
    try {
      record = this.#appendTx(entry);
    } catch (cause) {
      if (cause instanceof CapFenceError) throw cause;
      throw new AuditError('ERR_AUDIT_STORE', `audit db write failed: ${sqliteReason(cause)}`, undefined, { cause });
    }
    this.#seq = this.#durableSeq = record.seq;
    this.#hash = this.#durableHash = record.hash;
    return record.seq;
  }

  /** The audit db's path: `verifyAuditLog(file)` may check it from another thread after {@link flush}. */
  get file(): string {
    return this.#path;
  }

  /** Write buffered records, then verify the file as `verifyAuditLog` does (a read-only snapshot). */
  verify(): VerifyResult {
    this.flush();
    return verifyAuditLog(this.#path);
  }

  hashesAfter(size: number, limit: number): string[] {
    this.flush();
    return this.#read(
      () => this.#db.prepare('SELECT hash FROM capfence_audit_records WHERE seq > ? ORDER BY seq LIMIT ?').pluck().all(size, limit) as string[],
    );
  }

  latestCheckpoint(): StoredCheckpoint | undefined {
    return this.#read(
      () =>
        this.#db.prepare('SELECT size, root, time, note, frontier FROM capfence_audit_checkpoints ORDER BY size DESC LIMIT 1').get() as
          StoredCheckpoint | undefined,
    );
  }

  addCheckpoint(checkpoint: StoredCheckpoint): void {
    const { size, root, time, note, frontier } = checkpoint;
    retryBusy(
      () =>
        this.#db
          .prepare('INSERT OR IGNORE INTO capfence_audit_checkpoints (size, root, time, note, frontier) VALUES (?, ?, ?, ?, ?)')
          .run(size, root, time, note, frontier),
      5_000,
    );
  }

  /** Up to `limit` records from `fromSeq` on (the sidecar's audit pages). */
  page(fromSeq: number, limit: number): AuditRecord[] {
    this.head();
    const out: AuditRecord[] = [];
    for (const record of this.records(fromSeq, fromSeq + limit - 1)) out.push(record);
    return out;
  }

  /** Write the buffer now. Throws {@link AuditError} if the write fails (the buffer is kept). */
  flush(): void {
    if (this.#closed) return;
    try {
      this.#flushPending();
      this.#failure = undefined;
    } catch (error) {
      this.#failure = error as AuditError;
      throw error;
    }
  }

  /** Flush and close the db. If the final write fails, the buffered records are lost and this throws. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    live.delete(this);
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    const lost = this.#pending.length;
    let failure: unknown;
    try {
      this.#flushPending();
    } catch (error) {
      failure = error;
    }
    this.#db.close();
    if (failure !== undefined) {
      throw new AuditError('ERR_AUDIT_STORE', `audit log closed with ${lost} buffered records unwritten`, this.#durableSeq + 1, { cause: failure });
    }
  }

  /** Whether appends can be made: false once closed, or while a batched write keeps failing. */
  health(): { ok: boolean; problem?: string } {
    if (this.#closed) return { ok: false, problem: 'the audit log is closed' };
    return this.#failure === undefined ? { ok: true } : { ok: false, problem: 'the audit log cannot be written' };
  }

  /** The last record; in strict mode read from the db, since other processes may append too. */
  head(): AuditHead | null {
    if (this.durability === 'strict' && !this.#closed) {
      try {
        const head = this.#selectHead.get() as AuditHead;
        if (head.seq > this.#durableSeq) {
          this.#seq = this.#durableSeq = head.seq;
          this.#hash = this.#durableHash = head.hash;
        }
      } catch {
        // A read that fails now leaves the last known head; appends will report the failure.
      }
    }
    if (this.#seq === 0) return null;
    this.#chainPending();
    return { seq: this.#seq, hash: this.#hash };
  }

  count(): number {
    return this.head()?.seq ?? 0;
  }

  /**
   * Records in order, buffered ones included, read a page at a time (no statement stays open
   * between yields, so appending while iterating is safe). Throws {@link AuditError}
   * `ERR_AUDIT_CORRUPT` on a row that cannot be decoded; this does not verify the chain.
   */
  *records(fromSeq?: number, toSeq?: number): Iterable<AuditRecord> {
    if (this.#closed) throw new AuditError('ERR_AUDIT_STORE', 'audit log is closed');
    const [from, to] = seqRange(fromSeq, toSeq, 1, this.#seq);
    if (from > to) return;
    this.#chainPending();
    let prev = this.#hashOf(from - 1);
    let next = from;
    while (next <= to) {
      if (this.#closed) throw new AuditError('ERR_AUDIT_STORE', 'audit log is closed');
      const page = this.#page(next, to);
      if (page.length === 0) return;
      for (const stored of page) {
        yield decodeRecord(stored, prev);
        prev = stored.hash;
        next = stored.seq + 1;
      }
    }
  }

  #page(from: number, to: number): readonly StoredRecord[] {
    const limit = Math.min(PAGE, to - from + 1);
    if (from > this.#durableSeq) {
      this.#chainPending();
      const start = from - this.#durableSeq - 1;
      return this.#pending.slice(start, start + limit);
    }
    return this.#read(() => this.#selectPage.all(from, to, limit) as unknown[][]).map(storedFromRow);
  }

  #hashOf(seq: number): string {
    if (seq === 0) return GENESIS_HASH;
    if (seq > this.#durableSeq) {
      this.#chainPending();
      return (this.#pending[seq - this.#durableSeq - 1] as StoredRecord).hash;
    }
    const row = this.#read(() => this.#selectHash.get(seq) as { hash: string } | undefined);
    if (row === undefined) throw new AuditError('ERR_AUDIT_CORRUPT', `audit record ${seq} is missing`, seq);
    return row.hash;
  }

  #read<T>(query: () => T): T {
    try {
      return query();
    } catch (cause) {
      throw new AuditError('ERR_AUDIT_STORE', `audit db read failed: ${sqliteReason(cause)}`, undefined, { cause });
    }
  }

  #write(rows: readonly PendingRecord[]): void {
    try {
      this.#writeTx(rows);
    } catch (cause) {
      if (cause instanceof AuditError) throw cause;
      throw new AuditError('ERR_AUDIT_STORE', `audit db write failed: ${sqliteReason(cause)}`, rows[0]?.seq, { cause });
    }
    const last = rows[rows.length - 1] as StoredRecord;
    this.#durableSeq = last.seq;
    this.#durableHash = last.hash;
  }

  #flushPending(): void {
    if (this.#soon !== undefined) clearImmediate(this.#soon);
    this.#soon = undefined;
    if (this.#pending.length === 0) return;
    this.#chainPending();
    this.#write(this.#pending);
    this.#pending = [];
    this.#chained = 0;
    if (this.#timer !== undefined) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
    }
  }

  /** Chain the buffered records not chained yet, in order, from the last chained one (or the durable head). */
  #chainPending(): void {
    const pending = this.#pending;
    if (this.#chained >= pending.length) return;
    let prev = this.#chained === 0 ? this.#durableHash : (pending[this.#chained - 1] as StoredRecord).hash;
    for (let i = this.#chained; i < pending.length; i++) {
      const record = pending[i] as StoredRecord;
      record.hash = this.#chain(prev, record);
      prev = record.hash;
    }
    this.#chained = pending.length;
    this.#hash = prev;
  }

  /** Flush from the size trigger or the timer: a failure is kept for the next append to report. */
  #flushQuietly(): void {
    try {
      this.#flushPending();
      this.#failure = undefined;
    } catch (error) {
      this.#failure = error as AuditError;
      this.#timer ??= this.#schedule();
    }
  }

  #scheduleSoon(): NodeJS.Immediate {
    return setImmediate(() => {
      this.#soon = undefined;
      if (!this.#closed) this.#flushQuietly();
    }).unref();
  }

  #schedule(): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.#timer = undefined;
      if (!this.#closed) this.#flushQuietly();
    }, this.#intervalMs);
    timer.unref();
    return timer;
  }
}

function closeAllAtExit(): void {
  for (const log of live) {
    try {
      log.close();
    } catch {
      // Nobody is left to fail closed for; say so without any record content.
      process.stderr.write('capfence: buffered audit records could not be written at exit\n');
    }
  }
}
