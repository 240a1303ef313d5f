/**
 * A record as schema 3 of the SQLite audit file stores it: the three texts its chain hash covers,
 * `A_t`, `K_t` and `R_t` of record.ts's layout, exactly as they are hashed, with `seq`, the
 * encoding and the hash beside them. Verifying a record is then one SHA-256 over stored text, with
 * no fields to read one by one and no JSON to assemble; and since every field of the record lives
 * only inside those texts, nothing in a row can change without changing what is hashed.
 *
 * Reading a record back parses the parts ({@link storedFromParts}); a row whose parts are not
 * what this module writes is `ERR_AUDIT_CORRUPT`.
 */
import { AuditError } from '../errors.ts';
import { chainHasher, json, recordParts } from './chain-hash.ts';
import type { StoredRecord } from './record.ts';

/** `A_t`, `K_t` and `R_t` of a record, as the chain hash takes them. */
export interface RecordParts {
  readonly a: string;
  readonly k: string;
  readonly r: string;
}

/** A record waiting to be written by a schema-3 writer: the parts its hash was made of, once chained. */
export interface PendingRecord extends StoredRecord {
  parts?: RecordParts;
}

/** The parts of `record` (what {@link chainHash} hashes), for a record that has not kept them. */
export { recordParts };

/**
 * `chainHasher()` for a writer: the same hashes, and each record keeps the parts they were made
 * of (`record.parts`), so that writing it does not assemble them again.
 */
export function partsChainHasher(): (prevHash: string, record: PendingRecord) => string {
  return chainHasher((record, a, k, r) => {
    (record as PendingRecord).parts = { a, k, r };
  });
}

const ARGS_PREFIX = '{"args":';

/**
 * The {@link StoredRecord} of a schema-3 row. Throws {@link AuditError} `ERR_AUDIT_CORRUPT` unless
 * the parts are exactly what {@link recordParts} writes for the record they hold (no extra or
 * repeated members, no other spelling, arguments that are JSON), with `R_t` naming the row's seq;
 * so `chainHash` of the result is the hash of the parts.
 */
export function storedFromParts(seq: number, enc: number, a: unknown, k: unknown, r: unknown, hash: unknown): StoredRecord {
  const corrupt = (cause?: unknown): AuditError =>
    new AuditError('ERR_AUDIT_CORRUPT', `audit record ${seq} is not a readable record`, seq, cause === undefined ? undefined : { cause });
  if (typeof a !== 'string' || typeof k !== 'string' || typeof r !== 'string' || typeof hash !== 'string') throw corrupt();
  let action: Record<string, unknown>;
  let token: Record<string, unknown>;
  let result: Record<string, unknown>;
  try {
    action = object(JSON.parse(a));
    token = object(JSON.parse(k));
    result = object(JSON.parse(r));
  } catch (cause) {
    throw corrupt(cause);
  }
  const { tool, id } = action;
  const { digest, id: tokenId } = token;
  const { actionClass, approval, reasons, score, seq: inner, time, verdict } = result;
  if (
    typeof tool !== 'string' ||
    !stringOrNull(id) ||
    !stringOrNull(digest) ||
    !stringOrNull(tokenId) ||
    !stringOrNull(actionClass) ||
    typeof verdict !== 'string' ||
    inner !== seq ||
    typeof time !== 'number' ||
    !(score === null || typeof score === 'number') ||
    !Array.isArray(reasons)
  )
    throw corrupt();
  // The arguments as stored: the text between the prefix and the members that follow them.
  const tail = `,"id":${json(id)},"tool":${json(tool)}}`;
  if (!a.startsWith(ARGS_PREFIX) || !a.endsWith(tail) || a.length < ARGS_PREFIX.length + tail.length) throw corrupt();
  const stored: StoredRecord = {
    seq,
    time,
    tokenId,
    tokenDigest: digest,
    tool,
    callId: id,
    args: a.slice(ARGS_PREFIX.length, a.length - tail.length),
    actionClass,
    verdict,
    score,
    reasons: JSON.stringify(reasons),
    approval: approval === undefined || approval === null ? null : JSON.stringify(approval),
    enc,
    hash,
  };
  // Exactly the parts this record is written as (no extra or repeated members, no other spelling),
  // and arguments that are JSON on their own.
  const again = recordParts(stored);
  if (again.a !== a || again.k !== k || again.r !== r) throw corrupt();
  try {
    JSON.parse(stored.args);
  } catch (cause) {
    throw corrupt(cause);
  }
  return stored;
}

function object(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError('not a JSON object');
  return value as Record<string, unknown>;
}

function stringOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

/** {@link storedFromParts} of a row of `PART_COLUMNS` (schema.ts) read as an array. */
export function storedFromRow(values: readonly unknown[]): StoredRecord {
  return storedFromParts(values[0] as number, values[1] as number, values[2], values[3], values[4], values[5]);
}
