/**
 * The records a {@link MemoryAuditLog} keeps, by column rather than one object per record. A
 * record held then costs the text of its arguments and its hash: its token, tool, class, verdict
 * and reasons are strings shared with other records, and its time and score sit unboxed in arrays
 * of doubles. One object per record (and a boxed number for its time and for its score) is what
 * the collector would otherwise copy and mark for every decision the log keeps.
 */
import type { StoredRecord } from './record.ts';

/** A score of null, in the column of doubles (a stored score is always finite). */
const NO_SCORE = Number.NaN;

export class RecordColumns {
  readonly #time: number[] = [];
  readonly #score: number[] = [];
  readonly #enc: number[] = [];
  readonly #tokenId: (string | null)[] = [];
  readonly #tokenDigest: (string | null)[] = [];
  readonly #tool: string[] = [];
  readonly #callId: (string | null)[] = [];
  readonly #args: string[] = [];
  readonly #actionClass: (string | null)[] = [];
  readonly #verdict: string[] = [];
  readonly #reasons: string[] = [];
  readonly #approval: (string | null)[] = [];
  readonly #hash: string[] = [];

  get length(): number {
    return this.#hash.length;
  }

  /** Keep `record` at `slot`: `length` adds it, a smaller slot replaces the record there. */
  put(slot: number, record: StoredRecord): void {
    this.#time[slot] = record.time;
    this.#score[slot] = record.score ?? NO_SCORE;
    this.#enc[slot] = record.enc;
    this.#tokenId[slot] = record.tokenId;
    this.#tokenDigest[slot] = record.tokenDigest;
    this.#tool[slot] = record.tool;
    this.#callId[slot] = record.callId;
    this.#args[slot] = record.args;
    this.#actionClass[slot] = record.actionClass;
    this.#verdict[slot] = record.verdict;
    this.#reasons[slot] = record.reasons;
    this.#approval[slot] = record.approval;
    this.#hash[slot] = record.hash;
  }

  /** Set the chain hash of the record at `slot` (taken after it was put). */
  setHash(slot: number, hash: string): void {
    this.#hash[slot] = hash;
  }

  /** The chain hash of the record at `slot`. */
  hash(slot: number): string {
    return this.#hash[slot] as string;
  }

  /** The record at `slot`, as record `seq`. */
  get(slot: number, seq: number): StoredRecord {
    const score = this.#score[slot] as number;
    return {
      seq,
      time: this.#time[slot] as number,
      tokenId: this.#tokenId[slot] as string | null,
      tokenDigest: this.#tokenDigest[slot] as string | null,
      tool: this.#tool[slot] as string,
      callId: this.#callId[slot] as string | null,
      args: this.#args[slot] as string,
      actionClass: this.#actionClass[slot] as string | null,
      verdict: this.#verdict[slot] as string,
      score: Number.isNaN(score) ? null : score,
      reasons: this.#reasons[slot] as string,
      approval: this.#approval[slot] as string | null,
      enc: this.#enc[slot] as number,
      hash: this.#hash[slot] as string,
    };
  }
}
