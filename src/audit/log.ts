/**
 * The interface every audit store implements, and {@link MemoryAuditLog}: a store that keeps
 * its records in memory, for tests and for a fence that runs without a db.
 */
import { AuditError, UsageError } from '../errors.ts';
import { digestingArgsEncoder, newSalt } from './privacy.ts';
import { verifyRecords, type VerifyResult } from './verify.ts';
import { RecordColumns } from './columns.ts';
import type { StoredCheckpoint } from '../store/types.ts';
import {
  chainHasher,
  decodeRecord,
  encodeArgsPlain,
  encodeRecord,
  GENESIS_HASH,
  type ArgsEncoder,
  type AuditEntry,
  type AuditHead,
  type AuditRecord,
  type StoredRecord,
} from './record.ts';

/**
 * An append-only, hash-chained log of decisions. `append` runs on every decision; it is
 * synchronous and throws {@link AuditError} when the record cannot be kept, so that the fence
 * can fail closed.
 */
export interface AuditLog {
  /** Whether argument values are replaced by salted digests. */
  readonly privacy: boolean;
  /** Append one record; returns its sequence number (1, 2, 3, ...). */
  append(entry: AuditEntry): number;
  /** Make every appended record durable (a no-op for stores without buffering). */
  flush(): void;
  /** Flush and release the store. Appending afterwards throws. Idempotent. */
  close(): void;
  /** The last appended record, or null for an empty log. */
  head(): AuditHead | null;
  /** Records with `fromSeq <= seq <= toSeq`, in order; both bounds default to the whole log. */
  records(fromSeq?: number, toSeq?: number): Iterable<AuditRecord>;
  /** How many records the log holds. */
  count(): number;
  /** Up to `limit` records from `fromSeq` on, in order. */
  page(fromSeq: number, limit: number): AuditRecord[];
  /** Recompute the whole chain. */
  verify(): VerifyResult;
}

export interface MemoryAuditLogOptions {
  /** Store salted digests instead of argument values (the salt lives only in this object). */
  readonly privacy?: boolean;
  /**
   * Keep at most this many of the newest records (default 65,536; `Infinity` keeps all).
   * Older records are dropped from memory; sequence numbers and the chain go on.
   */
  readonly maxRecords?: number;
}

/** Records appended since the last chaining, at most (see {@link MemoryAuditLog.append}). */
const CHAIN_BATCH = 256;

/**
 * An {@link AuditLog} in memory, bounded by `maxRecords`. Nothing survives the process.
 *
 * As in the batched SQLite log, a record's content is fixed at `append` and its chain hash is
 * taken later, in order: before anything reads a hash or a record (`head`, `records`, `verify`),
 * and at the latest once {@link CHAIN_BATCH} records wait; it then enters the ring. Every record is
 * chained, to the same hash an eager chain gives; none leaves the log (or is dropped from it) unchained.
 */
export class MemoryAuditLog implements AuditLog {
  readonly privacy: boolean;
  readonly #encodeArgs: ArgsEncoder;
  readonly #max: number;
  // Ring buffer of the newest records: slot (#start + i) % length holds the i-th retained one.
  readonly #ring = new RecordColumns();
  #start = 0;
  #seq = 0;
  #hash = GENESIS_HASH;
  /** Hash of the record before the oldest retained one. */
  #baseHash = GENESIS_HASH;
  #closed = false;
  readonly #checkpoints: StoredCheckpoint[] = [];
  /** `chainHash`, reusing the JSON of the token, tool, class and verdict of the previous record. */
  readonly #chain = chainHasher();
  /** The newest records, in order, whose hash is not taken yet (`#hash` is the one before them): not in the ring yet. */
  #unchained: StoredRecord[] = [];
  /** Unchained records that start a chaining: no more than the ring holds. */
  readonly #batch: number;

  constructor(options: MemoryAuditLogOptions = {}) {
    const max = options.maxRecords ?? 65_536;
    if (!(max === Infinity || (Number.isSafeInteger(max) && max >= 1)))
      throw new UsageError('ERR_OUT_OF_RANGE', 'maxRecords must be a positive integer or Infinity');
    this.#max = max;
    this.#batch = Math.min(CHAIN_BATCH, max);
    this.privacy = options.privacy === true;
    this.#encodeArgs = this.privacy ? digestingArgsEncoder(newSalt()) : encodeArgsPlain;
  }

  append(entry: AuditEntry): number {
    if (this.#closed) throw new AuditError('ERR_AUDIT_STORE', 'audit log is closed');
    const record = encodeRecord(entry, this.#seq + 1, null, this.#encodeArgs);
    this.#seq = record.seq;
    this.#unchained.push(record);
    if (this.#unchained.length >= this.#batch) this.#chainPending();
    return record.seq;
  }

  /** Take the hashes of the unchained records, in order, and keep them in the ring (the ring holds chained records only). */
  #chainPending(): void {
    const pending = this.#unchained;
    if (pending.length === 0) return;
    this.#unchained = [];
    const ring = this.#ring;
    for (const record of pending) {
      record.hash = this.#chain(this.#hash, record);
      this.#hash = record.hash;
      if (ring.length < this.#max) {
        ring.put(ring.length, record);
      } else {
        this.#baseHash = ring.hash(this.#start);
        ring.put(this.#start, record);
        this.#start = (this.#start + 1) % ring.length;
      }
    }
  }

  flush(): void {}

  close(): void {
    this.#closed = true;
  }

  head(): AuditHead | null {
    this.#chainPending();
    return this.#seq === 0 ? null : { seq: this.#seq, hash: this.#hash };
  }

  count(): number {
    return Math.min(this.#max, this.#ring.length + this.#unchained.length);
  }

  page(fromSeq: number, limit: number): AuditRecord[] {
    return [...this.records(fromSeq, fromSeq + limit - 1)];
  }

  hashesAfter(size: number, limit: number): string[] {
    return this.page(size + 1, limit).map((record) => record.hash);
  }

  latestCheckpoint(): StoredCheckpoint | undefined {
    return this.#checkpoints.at(-1);
  }

  addCheckpoint(checkpoint: StoredCheckpoint): void {
    if (checkpoint.size > (this.#checkpoints.at(-1)?.size ?? -1)) this.#checkpoints.push(checkpoint);
  }

  /** Recompute the chain of the retained records (the oldest may have been dropped: see `maxRecords`). */
  verify(): VerifyResult {
    return verifyRecords(this.records(), this.head(), false);
  }

  *records(fromSeq?: number, toSeq?: number): Iterable<AuditRecord> {
    this.#chainPending();
    const [from, to] = seqRange(fromSeq, toSeq, this.#seq - this.#ring.length + 1, this.#seq);
    for (let seq = from; seq <= to; seq++) {
      // Appends between yields may add unchained records.
      this.#chainPending();
      // Recomputed each step: appends between yields may rotate the ring.
      const index = seq - (this.#seq - this.#ring.length + 1);
      if (index < 0) return;
      const stored = this.#ring.get(this.#slot(index), seq);
      const prev = index === 0 ? this.#baseHash : this.#ring.hash(this.#slot(index - 1));
      yield decodeRecord(stored, prev);
    }
  }

  #slot(index: number): number {
    return (this.#start + index) % this.#ring.length;
  }
}

/** Clamp optional `[fromSeq, toSeq]` to `[first, last]`, checking that given bounds are integers. */
export function seqRange(fromSeq: number | undefined, toSeq: number | undefined, first: number, last: number): [number, number] {
  if (fromSeq !== undefined && !Number.isSafeInteger(fromSeq)) throw new UsageError('ERR_OUT_OF_RANGE', 'fromSeq must be an integer');
  if (toSeq !== undefined && !Number.isSafeInteger(toSeq)) throw new UsageError('ERR_OUT_OF_RANGE', 'toSeq must be an integer');
  return [Math.max(fromSeq ?? first, first, 1), Math.min(toSeq ?? last, last)];
}
