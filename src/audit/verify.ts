/**
 * Offline verification of an audit db: recompute the whole chain from the file and compare it
 * with every stored hash and with the head checkpoint.
 *
 * What it proves, and what it cannot: any record edited, dropped, reordered or cut off the end
 * after it was written is found — unless the attacker also recomputed every later hash and the
 * head checkpoint, which anyone who can rewrite the file can do, since the chain has no secret.
 * Signed checkpoints (Ed25519 over the head, kept elsewhere) and Merkle consistency proofs are
 * what close that gap; they are a later feature.
 */
import { existsSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { AuditError, UsageError } from '../errors.ts';
import {
  canonicalOrMarker,
  chainHash,
  encodeApproval,
  knownEncoding,
  GENESIS_HASH,
  type AuditHead,
  type AuditRecord,
  type StoredRecord,
} from './record.ts';
import { openAuditDb, sqliteReason } from './schema.ts';
import { pagesBySeq, rowReader } from './verify-rows.ts';

export { formatRecord, formatRecords, showAuditLog } from './show.ts';

export type VerifyProblem = 'edited' | 'deleted' | 'reordered' | 'truncated' | 'corrupt';

export type VerifyResult =
  | { readonly ok: true; readonly count: number; readonly head: string }
  | {
      readonly ok: false;
      /** The first record that is wrong or missing; 0 when the file itself is not a readable audit db. */
      readonly firstBadSeq: number;
      readonly problem: VerifyProblem;
      readonly message: string;
      /** How many records the file holds (in a damaged table: how many could be read; 0 when the file cannot be read). */
      readonly count: number;
    };

/**
 * Verify the audit db at `path`, opened read-only, in one read snapshot (safe while a writer is
 * appending). Problems:
 * - `edited`: a record's content or hash changed (or the chain was rewritten but the head was not);
 * - `deleted`: a sequence number is missing;
 * - `reordered`: the expected record is present, intact, at another position;
 * - `truncated`: the records end before the head checkpoint;
 * - `corrupt`: the file is not an audit db of this version, is damaged, or its records run past the head.
 * Throws {@link AuditError} `ERR_AUDIT_STORE` only when there is no file at `path`.
 */
export function verifyAuditLog(path: string): VerifyResult {
  if (typeof path !== 'string' || path === '') throw new UsageError('ERR_INVALID_ARGUMENT', 'path must be a non-empty string');
  if (!existsSync(path)) throw new AuditError('ERR_AUDIT_STORE', `no audit db at ${path}`);
  let db: Database.Database;
  let head: { seq: number; hash: string };
  let columns: string;
  let layout: 'parts' | 'columns';
  try {
    ({ db, head, columns, layout } = openAuditDb(path, { readonly: true }));
  } catch (error) {
    return fail(0, 'corrupt', error instanceof AuditError ? error.message : `${path} cannot be read: ${sqliteReason(error)}`, 0);
  }
  try {
    db.exec('BEGIN');
    // The head again, inside the snapshot the walk reads: a writer may have appended since the open.
    const current = db.prepare('SELECT seq, hash FROM capfence_audit_head WHERE id = 1').get() as { seq: unknown; hash: unknown } | undefined;
    if (current === undefined || !Number.isSafeInteger(current.seq) || typeof current.hash !== 'string' || !/^[0-9a-f]{64}$/.test(current.hash))
      return fail(0, 'corrupt', 'audit db has a missing or malformed head checkpoint', 0);
    head = { seq: current.seq as number, hash: current.hash };
    return walk(db, head, columns, layout);
  } catch (error) {
    return fail(0, 'corrupt', `audit db cannot be read: ${sqliteReason(error)}`, 0);
  } finally {
    db.close();
  }
}

/**
 * One pass over the records in seq order, holding one row at a time (constant memory whatever
 * the size of the log). Rows are read as arrays, in the order of the columns `columns` selects.
 */
function walk(db: Database.Database, head: { seq: number; hash: string }, columns: string, layout: 'parts' | 'columns'): VerifyResult {
  let running = GENESIS_HASH;
  let expected = 1;
  let read = 0;
  const rows = rowReader(layout);
  let bad: { seq: number; kind: 'gap' | 'mismatch' } | undefined;
  const nextPage = pagesBySeq(db, columns);
  try {
    walking: for (let page = nextPage(); page.length > 0; page = nextPage())
      for (const values of page) {
        read++;
        if (rows.seq(values) !== expected) {
          bad = { seq: expected, kind: 'gap' };
          break walking;
        }
        const enc = rows.enc(values);
        if (!knownEncoding(enc)) {
          return fail(
            expected,
            'corrupt',
            `audit record ${expected} uses record encoding ${String(enc)}, which this version of CapFence does not read: verify it with the version that wrote it`,
            countRows(db, read),
          );
        }
        const hash = rows.rehash(running, values);
        if (hash === null || hash !== rows.hash(values)) {
          bad = { seq: expected, kind: 'mismatch' };
          break walking;
        }
        running = hash;
        expected++;
      }
  } catch (error) {
    return fail(expected, 'corrupt', `audit record ${expected} cannot be read: ${sqliteReason(error)}`, read);
  }
  // A walk that ran to the end read every row: only an early stop needs the table counted.
  const count = bad === undefined ? read : countRows(db, read);
  if (bad !== undefined) {
    // Searching reads the table again in the same snapshot.
    let movedTo: number | undefined;
    try {
      movedTo = findMoved(db, bad.seq, running, columns, layout);
    } catch {
      movedTo = undefined;
    }
    if (movedTo !== undefined) return fail(bad.seq, 'reordered', `audit record ${bad.seq} was found at position ${movedTo}`, count);
    if (bad.kind === 'gap') return fail(bad.seq, 'deleted', `audit record ${bad.seq} is missing`, count);
    return fail(bad.seq, 'edited', `audit record ${bad.seq} does not match its chain hash`, count);
  }
  const last = expected - 1;
  if (last < head.seq) return fail(last + 1, 'truncated', `the records end at ${last} but the head checkpoint is at ${head.seq}`, count);
  if (last > head.seq) return fail(head.seq + 1, 'corrupt', `the records run past the head checkpoint at ${head.seq}`, count);
  if (running !== head.hash)
    return fail(last, 'edited', `the chain does not end at the head checkpoint's hash: records were rewritten or the checkpoint was edited`, count);
  return { ok: true, count: last, head: running };
}

/** What {@link verifyRange} found: a range that chains from `prevHash` to `lastHash`, or not. */
export type RangeResult = { readonly ok: true; readonly prevHash: string; readonly lastHash: string } | { readonly ok: false };

/**
 * Check records `from` to `to` of the audit db at `path` alone, in its own read snapshot: every
 * seq present once and in order, of a known encoding, and each hash recomputed from the record
 * and its predecessor's stored hash (for `from`, the hash stored at `from - 1`, returned as
 * `prevHash` so that the caller links the ranges). Any problem, or a file that cannot be read,
 * is `{ ok: false }`: the caller then runs {@link verifyAuditLog} to say what is wrong and where.
 */
export function verifyRange(path: string, from: number, to: number): RangeResult {
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 1 || to < from) return { ok: false };
  let db: Database.Database | undefined;
  try {
    const opened = openAuditDb(path, { readonly: true });
    db = opened.db;
    db.exec('BEGIN');
    const before =
      from === 1
        ? GENESIS_HASH
        : (db
            .prepare('SELECT hash FROM capfence_audit_records WHERE seq = ?')
            .pluck()
            .get(from - 1) as unknown);
    if (typeof before !== 'string') return { ok: false };
    const rows = rowReader(opened.layout);
    let running = before;
    let expected = from;
    const nextPage = pagesBySeq(db, opened.columns, { from, to });
    for (let page = nextPage(); page.length > 0; page = nextPage())
      for (const values of page) {
        if (rows.seq(values) !== expected || !knownEncoding(rows.enc(values))) return { ok: false };
        const hash = rows.rehash(running, values);
        if (hash === null || hash !== rows.hash(values)) return { ok: false };
        running = hash;
        expected++;
      }
    return expected === to + 1 ? { ok: true, prevHash: before, lastHash: running } : { ok: false };
  } catch {
    return { ok: false };
  } finally {
    db?.close();
  }
}

/** Rows in the records table, or `atLeast` when a damaged table cannot be counted. */
function countRows(db: Database.Database, atLeast: number): number {
  try {
    return (db.prepare('SELECT count(*) AS n FROM capfence_audit_records').get() as { n: number }).n;
  } catch {
    return atLeast;
  }
}

/**
 * Where the genuine record `seq` went, if it is still in the table: a row whose content, read as
 * record `seq` after `prevHash`, hashes to its own stored hash (the row was moved) or to the hash
 * stored at position `seq` (the content was moved). Runs only after a failure.
 */
function findMoved(db: Database.Database, seq: number, prevHash: string, columns: string, layout: 'parts' | 'columns'): number | undefined {
  const atSeq = db.prepare('SELECT hash FROM capfence_audit_records WHERE seq = ?').get(seq) as { hash: unknown } | undefined;
  const rows = rowReader(layout);
  for (const values of db.prepare(`SELECT ${columns} FROM capfence_audit_records WHERE seq <> ?`).raw().iterate(seq) as Iterable<unknown[]>) {
    const hash = rows.rehash(prevHash, values, seq);
    if (hash !== null && (hash === rows.hash(values) || hash === atSeq?.hash)) return rows.seq(values) as number;
  }
  return undefined;
}

/** The chain hash of a record, or null when a field is of a type no hash can be made of. */
function hashOrNull(prevHash: string, row: StoredRecord): string | null {
  try {
    return chainHash(prevHash, row);
  } catch {
    return null;
  }
}

function fail(firstBadSeq: number, problem: VerifyProblem, message: string, count: number): VerifyResult {
  return { ok: false, firstBadSeq, problem, message, count };
}

/**
 * Recompute the chain hash of every record in `records` (in order) and check each link to its
 * predecessor and the last to `head`: for logs read through an interface rather than from a file
 * (memory, a database server). With `fromGenesis`, the first record must be record 1.
 */
export function verifyRecords(records: Iterable<AuditRecord>, head: AuditHead | null, fromGenesis = true): VerifyResult {
  let prev: string | undefined;
  let expected: number | undefined;
  let count = 0;
  for (const record of records) {
    if (expected === undefined && fromGenesis && record.seq !== 1) return fail(1, 'deleted', 'audit record 1 is missing', count);
    if (expected !== undefined && record.seq !== expected) return fail(expected, 'deleted', `audit record ${expected} is missing`, count);
    if ((prev !== undefined && record.prevHash !== prev) || (prev === undefined && record.seq === 1 && record.prevHash !== GENESIS_HASH))
      return fail(record.seq, 'reordered', `audit record ${record.seq} does not follow its predecessor`, count);
    if (hashOrNull(record.prevHash, storedForm(record)) !== record.hash)
      return fail(record.seq, 'edited', `audit record ${record.seq} does not match its chain hash`, count);
    prev = record.hash;
    expected = record.seq + 1;
    count++;
  }
  if ((head?.hash ?? undefined) !== prev) return fail(head?.seq ?? 0, 'truncated', 'the records do not end at the head', count);
  return { ok: true, count, head: prev ?? GENESIS_HASH };
}

/** A decoded record back in its stored form (what the hash covers). */
export function storedForm(record: AuditRecord): StoredRecord {
  return {
    seq: record.seq,
    time: record.time,
    tokenId: record.tokenId,
    tokenDigest: record.tokenDigest,
    tool: record.call.tool,
    callId: record.call.id ?? null,
    args: canonicalOrMarker(record.call.args),
    actionClass: record.actionClass,
    verdict: record.verdict,
    score: record.score,
    reasons: JSON.stringify(record.reasons),
    approval: record.approval === undefined || record.approval === null ? null : encodeApproval(record.approval),
    enc: record.encoding,
    hash: record.hash,
  };
}
