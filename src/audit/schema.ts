/**
 * The SQLite layout of an audit log, and opening a file as one: a db is a CapFence audit log
 * only when its header carries our `application_id` and schema version and its meta table says
 * so. Anything else — not SQLite, another application's db, another version, a damaged file —
 * becomes an {@link AuditError} `ERR_AUDIT_STORE` and is never written to.
 *
 * Tables (schema version 3, all STRICT). Version 3 stores each record as the three texts its chain
 * hash covers (parts.ts); versions 1 and 2 stored one column per field (version 1 lacked
 * `approval` and `enc`). An older file is migrated in place, in one transaction, when it is opened
 * for writing — its records keep their encoding and hashes and verify as before; an older file
 * opened read-only is read as it is.
 * - `capfence_audit_meta(key, value)`: `format` = 'capfence-audit', `privacy` = 0 | 1,
 *   `salt` (privacy mode only; never logged), `created` (ms).
 * - `capfence_audit_head(id = 1, seq, hash)`: the checkpoint — the last record's seq and hash,
 *   written in the same transaction as the records, so a cut-off tail is visible to `verify`.
 * - `capfence_audit_records(seq, enc, a, k, r, hash)`: one row per record: its seq, record
 *   encoding, `A_t`, `K_t`, `R_t` and chain hash. No other column holds a field of the record (a
 *   query by hand reads them with `json_extract(r, '$.verdict')` and the like). Virtual generated
 *   columns for that were tried: SQLite computes them on every insert (1.3 µs a row more).
 * - `capfence_audit_checkpoints`: signed tree heads (src/audit/checkpoint.ts), by tree size.
 */
import type Database from 'better-sqlite3';
import { isSqliteError, sqlite } from '../store/sqlite/driver.ts';
import { AuditError, UsageError } from '../errors.ts';
import { GENESIS_HASH, type AuditHead, type StoredRecord } from './record.ts';
import { recordParts } from './parts.ts';
import { walMode } from '../store/sqlite/busy.ts';

/** `PRAGMA application_id` of a CapFence audit db: ASCII "CFAu". */
export const AUDIT_APPLICATION_ID = 0x43464175;
/** `PRAGMA user_version`: the schema version this code reads and writes. */
export const AUDIT_SCHEMA_VERSION = 3;
const FORMAT = 'capfence-audit';

const CHECKPOINTS_TABLE =
  'CREATE TABLE IF NOT EXISTS capfence_audit_checkpoints (size INTEGER PRIMARY KEY, root TEXT NOT NULL, time REAL NOT NULL, note TEXT NOT NULL, frontier TEXT NOT NULL) STRICT;';

/** Version 1 → 2: approvals in the chain, a record encoding per row, and signed checkpoints. */
const MIGRATE_1_TO_2 = `
ALTER TABLE capfence_audit_records ADD COLUMN approval TEXT;
ALTER TABLE capfence_audit_records ADD COLUMN enc INTEGER NOT NULL DEFAULT 1;
${CHECKPOINTS_TABLE}
`;

const RECORDS_TABLE = `
CREATE TABLE capfence_audit_records (
  seq INTEGER PRIMARY KEY,
  enc INTEGER NOT NULL,
  a TEXT NOT NULL,
  k TEXT NOT NULL,
  r TEXT NOT NULL,
  hash TEXT NOT NULL
) STRICT;`;

const CREATE_SCHEMA = `
CREATE TABLE capfence_audit_meta (key TEXT PRIMARY KEY, value ANY) STRICT;
CREATE TABLE capfence_audit_head (id INTEGER PRIMARY KEY CHECK (id = 1), seq INTEGER NOT NULL, hash TEXT NOT NULL) STRICT;
${RECORDS_TABLE}
${CHECKPOINTS_TABLE}
`;

/** What to SELECT for a record of a version-3 file: read with `storedFromParts` (parts.ts). */
export const PART_COLUMNS = 'seq, enc, a, k, r, hash';

/** Columns of a version-2 records row, aliased to the field names of {@link StoredRecord}. */
export const RECORD_COLUMNS =
  'seq, time, token_id AS tokenId, token_digest AS tokenDigest, tool, call_id AS callId, args, ' +
  'action_class AS actionClass, verdict, score, reasons, hash, approval, enc';
/** The same for a version-1 file read as it is. */
const RECORD_COLUMNS_V1 =
  'seq, time, token_id AS tokenId, token_digest AS tokenDigest, tool, call_id AS callId, args, ' +
  'action_class AS actionClass, verdict, score, reasons, hash, NULL AS approval, 1 AS enc';

export const INSERT_RECORD = 'INSERT INTO capfence_audit_records (seq, enc, a, k, r, hash) VALUES (?, ?, ?, ?, ?, ?)';

export interface OpenedAuditDb {
  readonly db: Database.Database;
  readonly privacy: boolean;
  /** The per-log salt of a privacy-mode log. Never log it. */
  readonly salt: Buffer | null;
  /** The stored checkpoint; seq 0 and {@link GENESIS_HASH} for an empty log. */
  readonly head: AuditHead;
  /**
   * How the file stores records: `parts` (version 3: select {@link PART_COLUMNS}, read with
   * `storedFromParts`) or `columns` (an older file opened read-only: select `columns`, which
   * gives {@link StoredRecord} fields).
   */
  readonly layout: 'parts' | 'columns';
  /** What to SELECT for a record from this file, as `layout` says. */
  readonly columns: string;
}

export interface OpenOptions {
  readonly readonly: boolean;
  /** For a new db: whether it stores argument digests, and the salt to use. */
  readonly create?: { readonly privacy: boolean; readonly salt: Buffer | null };
  /** How long a write waits for another connection's lock, ms. */
  readonly busyTimeoutMs?: number;
}

/**
 * Open `path` as an audit db. Read-only opens never create or change the file; read-write opens
 * create the schema only in a missing or empty SQLite file, after setting WAL mode.
 */
export function openAuditDb(path: string, options: OpenOptions): OpenedAuditDb {
  if (typeof path !== 'string' || path === '') throw new UsageError('ERR_INVALID_ARGUMENT', 'path must be a non-empty string');
  let db: Database.Database;
  try {
    // Opening (and creating) waits for other processes as long as it must; `busyTimeoutMs` is the
    // connection's wait afterwards.
    db = new (sqlite())(path, { readonly: options.readonly, fileMustExist: options.readonly, timeout: 5_000 });
  } catch (cause) {
    throw new AuditError('ERR_AUDIT_STORE', `cannot open audit db ${path}: ${sqliteReason(cause)}`, undefined, { cause });
  }
  try {
    const opened = identify(db, path, options);
    if (options.busyTimeoutMs !== undefined) db.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs))}`);
    return opened;
  } catch (error) {
    db.close();
    if (error instanceof AuditError) throw error;
    throw new AuditError('ERR_AUDIT_STORE', `${path} is not a readable CapFence audit db: ${sqliteReason(error)}`, undefined, { cause: error });
  }
}

function identify(db: Database.Database, path: string, options: OpenOptions): OpenedAuditDb {
  // The first read of the header: a file that is not SQLite fails here, before anything is written.
  // One read transaction: another process creating the file at this moment is seen whole or not at all.
  const header = db.transaction(() => ({
    applicationId: db.pragma('application_id', { simple: true }),
    version: db.pragma('user_version', { simple: true }),
    empty: isEmpty(db),
  }))();
  let { applicationId, version } = header;
  const blank = applicationId === 0 && version === 0 && header.empty;
  if (blank && options.create !== undefined && !options.readonly) {
    // Several processes may open a new directory at once: one creates, the others read.
    create(db, options.create);
    applicationId = db.pragma('application_id', { simple: true });
    version = db.pragma('user_version', { simple: true });
  }
  if (blank && (options.create === undefined || options.readonly)) {
    throw new AuditError('ERR_AUDIT_STORE', `${path} is an empty file, not a CapFence audit db`);
  } else if (applicationId !== AUDIT_APPLICATION_ID) {
    throw new AuditError('ERR_AUDIT_STORE', `${path} is not a CapFence audit db (it is a SQLite db of another application)`);
  } else if ((version === 1 || version === 2) && !options.readonly) {
    migrateToParts(db, version);
    version = AUDIT_SCHEMA_VERSION;
  } else if (version !== AUDIT_SCHEMA_VERSION && version !== 1 && version !== 2) {
    throw new AuditError(
      'ERR_AUDIT_STORE',
      `${path} has audit schema version ${String(version)}; this CapFence reads versions 1 to ${AUDIT_SCHEMA_VERSION} (upgrade CapFence to read it)`,
    );
  }
  const meta = new Map<string, unknown>();
  for (const row of db.prepare('SELECT key, value FROM capfence_audit_meta').all() as { key: string; value: unknown }[]) meta.set(row.key, row.value);
  if (meta.get('format') !== FORMAT) throw new AuditError('ERR_AUDIT_STORE', `${path} lacks the CapFence audit format marker`);
  const privacy = meta.get('privacy');
  if (privacy !== 0 && privacy !== 1) throw new AuditError('ERR_AUDIT_STORE', `${path} has a malformed privacy setting`);
  const salt = meta.get('salt');
  if (privacy === 1 && !(salt instanceof Buffer && salt.length >= 16))
    throw new AuditError('ERR_AUDIT_STORE', `${path} is in privacy mode but its salt is missing or malformed`);
  const head = db.prepare('SELECT seq, hash FROM capfence_audit_head WHERE id = 1').get() as { seq: unknown; hash: unknown } | undefined;
  if (
    head === undefined ||
    !Number.isSafeInteger(head.seq) ||
    (head.seq as number) < 0 ||
    typeof head.hash !== 'string' ||
    !/^[0-9a-f]{64}$/.test(head.hash)
  ) {
    throw new AuditError('ERR_AUDIT_STORE', `${path} has a missing or malformed head checkpoint`);
  }
  return {
    db,
    privacy: privacy === 1,
    salt: privacy === 1 ? (salt as Buffer) : null,
    head: { seq: head.seq as number, hash: head.hash },
    layout: version === AUDIT_SCHEMA_VERSION ? 'parts' : 'columns',
    columns: version === AUDIT_SCHEMA_VERSION ? PART_COLUMNS : version === 1 ? RECORD_COLUMNS_V1 : RECORD_COLUMNS,
  };
}

/**
 * Version 1 or 2 → 3, in one write transaction: each record's parts are built from its columns as
 * its hash was (so an intact log still verifies, and an edited one still fails), then the old
 * table is dropped: its pages stay in the file as free pages that later appends reuse (`VACUUM`
 * gives them back). About 9 s per million records. A file another process migrated meanwhile is
 * left alone.
 */
function migrateToParts(db: Database.Database, from: 1 | 2): void {
  db.transaction(() => {
    if (db.pragma('user_version', { simple: true }) !== from) return;
    if (from === 1) db.exec(MIGRATE_1_TO_2);
    db.exec('ALTER TABLE capfence_audit_records RENAME TO capfence_audit_records_v2');
    db.exec(RECORDS_TABLE);
    const insert = db.prepare(INSERT_RECORD);
    const page = db.prepare(`SELECT ${RECORD_COLUMNS} FROM capfence_audit_records_v2 WHERE seq > ? ORDER BY seq LIMIT 1024`);
    for (
      let rows = page.all(Number.MIN_SAFE_INTEGER) as StoredRecord[];
      rows.length > 0;
      rows = page.all(rows[rows.length - 1]!.seq) as StoredRecord[]
    ) {
      for (const row of rows) {
        const { a, k, r } = recordParts(row);
        insert.run(row.seq, row.enc, a, k, r, row.hash);
      }
    }
    db.exec('DROP TABLE capfence_audit_records_v2');
    db.pragma(`user_version = ${AUDIT_SCHEMA_VERSION}`);
  }).immediate();
}

function isEmpty(db: Database.Database): boolean {
  const row = db.prepare('SELECT count(*) AS n FROM sqlite_schema').get() as { n: number };
  return row.n === 0;
}

function create(db: Database.Database, settings: { readonly privacy: boolean; readonly salt: Buffer | null }): void {
  if (settings.privacy && settings.salt === null) throw new UsageError('ERR_INVALID_ARGUMENT', 'a privacy-mode log needs a salt');
  // journal_mode cannot change inside a transaction; set it before the schema exists.
  walMode(db);
  db.transaction(() => {
    if (!isEmpty(db)) return;
    db.pragma(`application_id = ${AUDIT_APPLICATION_ID}`);
    db.pragma(`user_version = ${AUDIT_SCHEMA_VERSION}`);
    db.exec(CREATE_SCHEMA);
    const meta = db.prepare('INSERT INTO capfence_audit_meta (key, value) VALUES (?, ?)');
    meta.run('format', FORMAT);
    meta.run('privacy', settings.privacy ? 1 : 0);
    meta.run('created', Date.now());
    if (settings.privacy) meta.run('salt', settings.salt);
    db.prepare('INSERT INTO capfence_audit_head (id, seq, hash) VALUES (1, 0, ?)').run(GENESIS_HASH);
  }).immediate();
}

/** A short, secret-free description of a SQLite failure: its code, or the error's class. */
export function sqliteReason(error: unknown): string {
  // SQLite's own messages name tables and constraints, never bound values.
  if (isSqliteError(error)) return `${error.message} (${error.code})`;
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') return error.code;
  return error instanceof Error ? error.name : 'unknown error';
}
