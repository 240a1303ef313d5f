/**
 * Reading the records of an audit file for verification: a page at a time, as arrays, and a
 * reader per storage layout (schema.ts) that gives each row's seq, encoding, stored hash and
 * recomputed hash. A version-3 row is hashed from its stored parts as they are; an older file's
 * row is hashed from its columns.
 */
import type Database from 'better-sqlite3';
import { chainHash, chainHasher, partsHash, type StoredRecord } from './record.ts';

/** What verification needs of a row read as an array. */
export interface RowReader {
  seq(values: readonly unknown[]): unknown;
  enc(values: readonly unknown[]): unknown;
  /** The hash stored in the row. */
  hash(values: readonly unknown[]): unknown;
  /**
   * The row's chain hash after `prevHash`, as record `seq` (default: the seq it carries; a
   * version-3 row carries its seq inside `R_t`, so it is hashed as stored), or null when no hash
   * can be made of it. Rows must be given in order for the column reader's reuse of JSON to pay.
   */
  rehash(prevHash: string, values: readonly unknown[], seq?: number): string | null;
}

/** The reader for rows of `columns` (what `openAuditDb` returned) in `layout`. */
export function rowReader(layout: 'parts' | 'columns'): RowReader {
  if (layout === 'parts') {
    return {
      seq: (v) => v[0],
      enc: (v) => v[1],
      hash: (v) => v[5],
      rehash: (prev, [seq, enc, a, k, r]) => {
        if (typeof seq !== 'number' || typeof enc !== 'number' || typeof a !== 'string' || typeof k !== 'string' || typeof r !== 'string')
          return null;
        try {
          return partsHash(enc, prev, seq, a, k, r);
        } catch {
          return null;
        }
      },
    };
  }
  const hasher = chainHasher();
  return {
    seq: (v) => v[0],
    enc: (v) => v[13],
    hash: (v) => v[11],
    rehash: (prev, values, seq) => {
      const row = storedRow(values);
      try {
        return seq === undefined ? hasher(prev, row) : chainHash(prev, { ...row, seq });
      } catch {
        return null;
      }
    },
  };
}

/** Rows a page of {@link pagesBySeq} reads. */
const PAGE_ROWS = 64;

/**
 * The rows of `SELECT columns FROM capfence_audit_records [WHERE seq BETWEEN from AND to] ORDER BY
 * seq`, as arrays, in that order, a page at a time: each call gives the next page, and an empty
 * one at the end. One `.all()` per page costs less per row than the statement's iterator, which
 * crosses into SQLite once per row; memory stays one page whatever the size of the log. Read
 * inside the caller's read transaction, the pages give the same rows as one scan: each next page
 * starts at the last seq of the one before (`seq >= last`) and skips the rows of that seq it
 * already gave, so a seq that repeats (only a damaged or rewritten table can have one) is seen as
 * often as it is stored, and rows of any type sort where the scan puts them. `seq` must be the
 * first column. The caller stops at the first row whose seq is not the one it expects, so a next
 * page always starts from an integer.
 */
export function pagesBySeq(db: Database.Database, columns: string, range?: { readonly from: number; readonly to: number }): () => unknown[][] {
  const first = db
    .prepare(
      `SELECT ${columns} FROM capfence_audit_records${range === undefined ? '' : ' WHERE seq >= ? AND seq <= ?'} ORDER BY seq LIMIT ${PAGE_ROWS}`,
    )
    .raw(true);
  const next = db
    .prepare(
      `SELECT ${columns} FROM capfence_audit_records WHERE seq >= ?${range === undefined ? '' : ' AND seq <= ?'} ORDER BY seq LIMIT ${PAGE_ROWS} OFFSET ?`,
    )
    .raw(true);
  let page: unknown[][] | undefined;
  return () => {
    if (page === undefined) page = (range === undefined ? first.all() : first.all(range.from, range.to)) as unknown[][];
    else if (page.length < PAGE_ROWS) page = [];
    else {
      const last = (page[page.length - 1] as unknown[])[0];
      // Not reached in a walk (it stops at a seq that is not an integer), but never page from one.
      if (!Number.isSafeInteger(last)) return (page = []);
      let seen = 0;
      for (let i = page.length - 1; i >= 0 && (page[i] as unknown[])[0] === last; i--) seen++;
      page = (range === undefined ? next.all(last, seen) : next.all(last, range.to, seen)) as unknown[][];
    }
    return page;
  };
}

/** A row read as an array (columns in the order of RECORD_COLUMNS) as a {@link StoredRecord}; values as stored, unchecked. */
function storedRow(values: readonly unknown[]): StoredRecord {
  return {
    seq: values[0] as number,
    time: values[1] as number,
    tokenId: values[2] as string | null,
    tokenDigest: values[3] as string | null,
    tool: values[4] as string,
    callId: values[5] as string | null,
    args: values[6] as string,
    actionClass: values[7] as string | null,
    verdict: values[8] as string,
    score: values[9] as number | null,
    reasons: values[10] as string,
    hash: values[11] as string,
    approval: values[12] as string | null,
    enc: values[13] as number,
  };
}
