/**
 * The audit db as a {@link SqliteAuditLog} writes it: its options, opening a file for appending
 * (checking that its last record is the one its head checkpoint names), and the two write
 * transactions, a strict append and a group write. The log's buffering and reading are in
 * store.ts.
 */
import type Database from 'better-sqlite3';
import { AuditError, UsageError } from '../errors.ts';
import { digestingArgsEncoder, newSalt } from './privacy.ts';
import { encodeArgsPlain, encodeRecord, GENESIS_HASH, type ArgsEncoder, type AuditEntry, type AuditHead, type StoredRecord } from './record.ts';
import { partsHash } from './chain-hash.ts';
import { recordParts, type PendingRecord } from './parts.ts';
import { INSERT_RECORD, openAuditDb, PART_COLUMNS, sqliteReason } from './schema.ts';
import { retryBusy, walMode } from '../store/sqlite/busy.ts';

export interface SqliteAuditLogOptions {
  readonly durability: 'strict' | 'batched';
  /**
   * Store salted digests of argument values instead of the values. Fixed when the db is
   * created; left out, an existing db keeps its mode. Opening with the other mode throws.
   */
  readonly privacy?: boolean;
  /** Batched mode: records per transaction, 1 to 65,536 (default 256). Ignored in strict mode. */
  readonly batchSize?: number;
  /** Batched mode: longest a record waits in the buffer, ms (default 50). Ignored in strict mode. */
  readonly flushIntervalMs?: number;
  /** How long an append waits for another process's write lock, ms (default 5,000). */
  readonly busyTimeoutMs?: number;
}

/** An audit db opened for appending, with the options it was opened with. */
export interface AppendFile {
  readonly db: Database.Database;
  readonly privacy: boolean;
  readonly durability: 'strict' | 'batched';
  readonly encodeArgs: ArgsEncoder;
  readonly batchSize: number;
  readonly intervalMs: number;
  /** The head checkpoint, read in the same snapshot as the last record it was checked against. */
  readonly head: AuditHead;
  readonly busyTimeoutMs: number;
}

/**
 * Check `options`, open (or create) the audit db at `path` for appending and check its tail, then
 * `build` the log on it; the db is closed if any of it fails. Throws as {@link SqliteAuditLog.open}.
 */
export function openForAppend<T>(path: string, options: SqliteAuditLogOptions, build: (file: AppendFile) => T): T {
  if (typeof options !== 'object' || options === null) throw new UsageError('ERR_INVALID_ARGUMENT', 'options must be an object');
  const { durability, privacy } = options;
  if (durability !== 'strict' && durability !== 'batched')
    throw new UsageError('ERR_INVALID_ARGUMENT', "options.durability must be 'strict' or 'batched'");
  if (privacy !== undefined && typeof privacy !== 'boolean') throw new UsageError('ERR_INVALID_ARGUMENT', 'options.privacy must be a boolean');
  const batchSize = options.batchSize ?? 256;
  if (!Number.isSafeInteger(batchSize) || batchSize < 1 || batchSize > 65_536)
    throw new UsageError('ERR_OUT_OF_RANGE', 'options.batchSize must be an integer from 1 to 65536');
  const intervalMs = options.flushIntervalMs ?? 50;
  if (typeof intervalMs !== 'number' || !(intervalMs >= 0 && intervalMs <= 2 ** 31 - 1))
    throw new UsageError('ERR_OUT_OF_RANGE', 'options.flushIntervalMs must be a number of ms from 0 to 2^31-1');

  const busyTimeoutMs = options.busyTimeoutMs ?? 5_000;
  const opened = openAuditDb(path, {
    readonly: false,
    // Strict appends wait for the write lock in retryBusy (shorter pauses than SQLite's own).
    busyTimeoutMs: durability === 'strict' ? 0 : busyTimeoutMs,
    create: { privacy: privacy === true, salt: privacy === true ? newSalt() : null },
  });
  const { db } = opened;
  try {
    if (privacy !== undefined && privacy !== opened.privacy) {
      throw new AuditError(
        'ERR_AUDIT_STORE',
        `${path} was created with privacy mode ${opened.privacy ? 'on' : 'off'}; open it with privacy: ${String(opened.privacy)}`,
      );
    }
    if (walMode(db) !== 'wal') throw new AuditError('ERR_AUDIT_STORE', `${path} cannot be put in WAL mode`);
    db.pragma(durability === 'strict' ? 'synchronous = FULL' : 'synchronous = NORMAL');
    // Appends never re-read pages: a small page cache keeps memory flat.
    db.pragma('cache_size = -512');
    // One read snapshot: other processes may be appending while this one opens.
    const head = db.transaction(() => {
      const current = db.prepare('SELECT seq, hash FROM capfence_audit_head WHERE id = 1').get() as AuditHead;
      checkTail(db, current);
      return current;
    })();
    const encodeArgs = opened.salt === null ? encodeArgsPlain : digestingArgsEncoder(opened.salt);
    return build({ db, privacy: opened.privacy, durability, encodeArgs, batchSize, intervalMs, head, busyTimeoutMs });
  } catch (error) {
    db.close();
    if (error instanceof AuditError) throw error;
    throw new AuditError('ERR_AUDIT_STORE', `${path} is not a readable CapFence audit db: ${sqliteReason(error)}`, undefined, { cause: error });
  }
}

/** The statements and transactions of a writer on `db`. */
export interface Writes {
  readonly selectHead: Database.Statement;
  /** Strict: append one record after whatever the head is now, in its own transaction (waits for the lock). */
  readonly appendTx: (entry: AuditEntry) => StoredRecord;
  /** Batched: write `rows` after the head, which must still be `durableHead()`. */
  readonly writeTx: (rows: readonly PendingRecord[]) => void;
}

export function prepareWrites(
  db: Database.Database,
  encodeArgs: ArgsEncoder,
  busyTimeoutMs: number,
  chain: (prevHash: string, record: PendingRecord) => string,
  durableHead: () => AuditHead,
): Writes {
  const insert = db.prepare(INSERT_RECORD);
  const selectHead = db.prepare('SELECT seq, hash FROM capfence_audit_head WHERE id = 1');
  const updateHead = db.prepare('UPDATE capfence_audit_head SET seq = ?, hash = ? WHERE id = 1');
  // Strict: chain to whatever the head is now (another process may have appended), in the same transaction.
  const appendTx = db.transaction((entry: AuditEntry) => {
    const head = selectHead.get() as AuditHead;
    const record: PendingRecord = encodeRecord(entry, head.seq + 1, null, encodeArgs);
    record.hash = chain(head.hash, record);
    insertRow(insert, record);
    updateHead.run(record.seq, record.hash);
    return record;
  }).immediate;
  const write = db.transaction((rows: readonly PendingRecord[]) => {
    const head = selectHead.get() as AuditHead | undefined;
    // Another writer (or a write whose outcome we never learned) moved the head: appending
    // after our cached head would fork the chain.
    const durable = durableHead();
    if (head?.seq !== durable.seq || head.hash !== durable.hash) {
      throw new AuditError(
        'ERR_AUDIT_STORE',
        'the audit db head moved under this writer (a second writer, or an earlier failed write); reopen the log',
      );
    }
    for (const r of rows) insertRow(insert, r);
    const last = rows[rows.length - 1] as PendingRecord;
    updateHead.run(last.seq, last.hash);
  });
  return { selectHead, appendTx: (entry) => retryBusy(() => appendTx(entry), busyTimeoutMs), writeTx: write.immediate };
}

/** Check, in O(1), that the last record is the one the head checkpoint names and hashes to it. */
function checkTail(db: Database.Database, head: AuditHead): void {
  const last = db.prepare(`SELECT ${PART_COLUMNS} FROM capfence_audit_records ORDER BY seq DESC LIMIT 1`).raw().get() as unknown[] | undefined;
  if (head.seq === 0) {
    if (last !== undefined) throw new AuditError('ERR_AUDIT_CORRUPT', 'audit db has records past its empty head checkpoint; run verify', 1);
    return;
  }
  const prev =
    head.seq === 1
      ? GENESIS_HASH
      : (db.prepare('SELECT hash FROM capfence_audit_records WHERE seq = ?').get(head.seq - 1) as { hash: string } | undefined)?.hash;
  if (last?.[0] !== head.seq || last[5] !== head.hash || prev === undefined || tailHash(prev, last) !== head.hash) {
    throw new AuditError('ERR_AUDIT_CORRUPT', `audit db's last record does not match its head checkpoint (seq ${head.seq}); run verify`, head.seq);
  }
}

/** The chain hash of a row of {@link PART_COLUMNS} (throws `ERR_AUDIT_CORRUPT` for an unknown encoding). */
function tailHash(prev: string, [seq, enc, a, k, r]: unknown[]): string | null {
  if (typeof seq !== 'number' || typeof enc !== 'number' || typeof a !== 'string' || typeof k !== 'string' || typeof r !== 'string') return null;
  return partsHash(enc, prev, seq, a, k, r);
}

function insertRow(insert: Database.Statement, record: PendingRecord): void {
  const { a, k, r } = record.parts ?? recordParts(record);
  insert.run(record.seq, record.enc, a, k, r, record.hash);
}
