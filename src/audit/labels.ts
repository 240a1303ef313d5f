/**
 * Outcome labels: what an operator later learned of a decision ("that allowed call was an
 * incident", "that denial was a benign call"), reported with `capfence audit label` and read by
 * `capfence recalibrate`. A label names a record by its sequence number; the record itself (and its
 * chain) is never touched, so labels live beside the chain, not in it: in the audit db
 * (`capfence_audit_labels`) or in PostgreSQL (migration 3). A later label of the same record
 * overrides an earlier one; all are kept.
 */
import type Database from 'better-sqlite3';
import { AuditError, UsageError } from '../errors.ts';
import type { Connection } from '../store/postgres/connection.ts';
import { sqlite } from '../store/sqlite/driver.ts';

export type OutcomeLabel = 'harmful' | 'benign';

export interface LabelEntry {
  readonly seq: number;
  readonly label: OutcomeLabel;
  /** Who reported it (bounded text). */
  readonly by: string;
  /** Milliseconds since the epoch. */
  readonly at: number;
  readonly note: string | null;
}

export interface LabelStore {
  add(entry: LabelEntry): Promise<void>;
  /** Every label, oldest first. */
  all(): Promise<LabelEntry[]>;
  close(): Promise<void>;
}

const MAX_TEXT = 1024;

/** Check a label before it is stored: UsageError on anything malformed. */
export function checkLabel(entry: LabelEntry): LabelEntry {
  if (!Number.isSafeInteger(entry.seq) || entry.seq < 1) throw new UsageError('ERR_OUT_OF_RANGE', 'seq must be a record number of at least 1');
  if (entry.label !== 'harmful' && entry.label !== 'benign') throw new UsageError('ERR_OUT_OF_RANGE', 'label must be harmful or benign');
  if (typeof entry.by !== 'string' || entry.by.length === 0 || entry.by.length > MAX_TEXT)
    throw new UsageError('ERR_OUT_OF_RANGE', 'by must be 1 to 1024 characters');
  if (entry.note !== null && (typeof entry.note !== 'string' || entry.note.length > MAX_TEXT))
    throw new UsageError('ERR_OUT_OF_RANGE', 'note must be at most 1024 characters');
  if (!Number.isFinite(entry.at)) throw new UsageError('ERR_OUT_OF_RANGE', 'at must be a time');
  return entry;
}

/** The latest label of each record, by sequence number. */
export function latestLabels(entries: readonly LabelEntry[]): Map<number, OutcomeLabel> {
  const out = new Map<number, OutcomeLabel>();
  for (const e of entries) out.set(e.seq, e.label);
  return out;
}

const CREATE =
  'CREATE TABLE IF NOT EXISTS capfence_audit_labels (id INTEGER PRIMARY KEY, seq INTEGER NOT NULL, label TEXT NOT NULL, by TEXT NOT NULL, at REAL NOT NULL, note TEXT) STRICT';

/** Labels in an embedded audit db (the file must already be a CapFence audit log). */
export class SqliteLabels implements LabelStore {
  readonly #db: Database.Database;

  constructor(file: string) {
    try {
      // The driver (a native addon) loads here, on first use: a sidecar without the console never loads it.
      const Sqlite = sqlite();
      this.#db = new Sqlite(file, { fileMustExist: true });
      this.#db.pragma('busy_timeout = 5000');
      if (this.#db.pragma('application_id', { simple: true }) !== 0x43464175) throw new Error('not a CapFence audit db');
      this.#db.exec(CREATE);
    } catch (cause) {
      throw new AuditError('ERR_AUDIT_STORE', 'cannot open the audit db for labels', undefined, { cause });
    }
  }

  add(entry: LabelEntry): Promise<void> {
    const e = checkLabel(entry);
    this.#db.prepare('INSERT INTO capfence_audit_labels (seq, label, by, at, note) VALUES (?, ?, ?, ?, ?)').run(e.seq, e.label, e.by, e.at, e.note);
    return Promise.resolve();
  }

  all(): Promise<LabelEntry[]> {
    return Promise.resolve(rows(this.#db.prepare('SELECT seq, label, by, at, note FROM capfence_audit_labels ORDER BY id').all() as Row[]));
  }

  close(): Promise<void> {
    this.#db.close();
    return Promise.resolve();
  }
}

/** Labels in PostgreSQL (the store's connection; migration 3 made the table). */
export class PgLabels implements LabelStore {
  readonly #connection: Connection;

  constructor(connection: Connection) {
    this.#connection = connection;
  }

  async add(entry: LabelEntry): Promise<void> {
    const e = checkLabel(entry);
    await this.#connection.ready();
    await this.#connection.query('INSERT INTO capfence_audit_labels (seq, label, by, at, note) VALUES ($1, $2, $3, $4, $5)', [
      e.seq,
      e.label,
      e.by,
      e.at,
      e.note,
    ]);
  }

  async all(): Promise<LabelEntry[]> {
    await this.#connection.ready();
    return rows(await this.#connection.query<Row>('SELECT seq, label, by, at, note FROM capfence_audit_labels ORDER BY id'));
  }

  async close(): Promise<void> {}
}

interface Row {
  readonly seq: number | string;
  readonly label: string;
  readonly by: string;
  readonly at: number;
  readonly note: string | null;
}

/** Rows as entries; a row whose label is not one of ours (edited by hand) is skipped, never guessed. */
function rows(list: readonly Row[]): LabelEntry[] {
  const out: LabelEntry[] = [];
  for (const r of list) {
    if (r.label !== 'harmful' && r.label !== 'benign') continue;
    out.push({ seq: Number(r.seq), label: r.label, by: r.by, at: Number(r.at), note: r.note });
  }
  return out;
}
