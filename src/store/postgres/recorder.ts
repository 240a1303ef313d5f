/**
 * Steps 7 and 8 on PostgreSQL, by group commit: decisions that arrive while a batch is being
 * written wait for the next one, and each batch is one call of `capfence_record_durable` — one
 * round trip for all of them, their reservations and their audit records in a single
 * transaction. A decision returns only once its batch is committed and flushed, so every allowed
 * decision a replica acknowledged is in the chain, and a failed batch (the server went away)
 * denies every decision in it.
 *
 * At most `inflight` batches (default 1) are on the wire at once; the head row's lock orders
 * them (and those of every other replica) into one chain. One at a time makes the batches larger:
 * the server's work per batch (two commits, a few statements) outweighs its work per decision,
 * and the lock is no longer held through the WAL flush (record-sql.ts), so other replicas'
 * batches go on meanwhile. Measured with 3 replicas: 0.34 ms of server CPU per decision with 1
 * in flight, 0.53 with 2, 0.64 with 4 (bench/RESULTS.md). A batch starts at the end of an
 * event-loop turn, so the requests read in one turn go together: with 3 replicas under load,
 * batches of one fell from about a fifth of all batches to a twentieth.
 */
import { randomUUID } from 'node:crypto';
import { encodeRecord, GENESIS_HASH, headParts, resultPieces, type ArgsEncoder, type AuditEntry } from '../../audit/record.ts';
import { ceilingOutcome, RESOURCES, type Resource } from '../../capability/ledger.ts';
import { StoreError } from '../../errors.ts';
import type { DecisionRecorder, DecisionWrite, DecisionWritten, Exhausted } from '../types.ts';
import { refusedReasons } from '../recorder.ts';
import type { Connection } from './connection.ts';

interface Waiting {
  readonly write: DecisionWrite;
  readonly resolve: (written: DecisionWritten) => void;
  readonly reject: (error: unknown) => void;
}

/** What the recorder tells the rest of the engine after each batch. */
export interface BatchListener {
  /** Reservation `id` was made (`cost` on `jtis`), or one was refused with the ceiling's state. */
  reserved(id: string, jtis: readonly string[], cost: Readonly<Record<Resource, number>>): void;
  refused(exhausted: Exhausted): void;
  /** The chain's new head. */
  appended(seq: number, hash: string): void;
  /** Until when (seconds since the epoch) a reservation made now is held for a report. */
  holdUntil(): number;
}

export interface PgRecorderOptions {
  /** Most batches on the wire at once (default 1). */
  readonly inflight?: number;
  /** Most decisions in one batch (default 512). */
  readonly batchSize?: number;
}

export class PgRecorder implements DecisionRecorder {
  readonly synchronous = false;
  readonly #connection: Connection;
  readonly #encodeArgs: () => ArgsEncoder;
  readonly #listener: BatchListener;
  readonly #inflight: number;
  readonly #batchSize: number;
  #queue: Waiting[] = [];
  #running = 0;
  #scheduled = false;

  constructor(connection: Connection, encodeArgs: () => ArgsEncoder, listener: BatchListener, options: PgRecorderOptions = {}) {
    this.#connection = connection;
    this.#encodeArgs = encodeArgs;
    this.#listener = listener;
    this.#inflight = options.inflight ?? 1;
    this.#batchSize = options.batchSize ?? 512;
  }

  record(write: DecisionWrite): Promise<DecisionWritten> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ write, resolve, reject });
      this.#schedule();
    });
  }

  /**
   * Start batches at the end of this turn of the event loop, not at the first decision: every
   * request read in the same turn joins the batch instead of waiting a whole round trip behind a
   * batch of one.
   */
  #schedule(): void {
    if (this.#scheduled || this.#running >= this.#inflight || this.#queue.length === 0) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#pump();
    });
  }

  #pump(): void {
    while (this.#running < this.#inflight && this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.#batchSize);
      this.#running++;
      void this.#run(batch).finally(() => {
        this.#running--;
        this.#schedule();
      });
    }
  }

  async #run(batch: readonly Waiting[]): Promise<void> {
    let items: BatchItem[];
    try {
      await this.#connection.ready();
      const encodeArgs = this.#encodeArgs();
      const until = this.#listener.holdUntil();
      items = batch.map((waiting) => renderItem(waiting.write, encodeArgs, until));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    let results: { seq: number; hash: string; refused: Exhausted | null }[];
    try {
      // Durable before it returns (record-sql.ts): nothing is acknowledged from an unflushed batch.
      const rows = await this.#connection.query<{ results: typeof results }>('CALL capfence_record_durable($1::jsonb, NULL)', [
        JSON.stringify(items),
      ]);
      results = rows[0]?.results ?? [];
      if (results.length !== batch.length) throw new StoreError('ERR_STORE_UNAVAILABLE', 'the state database answered a batch with the wrong count');
    } catch (error) {
      // The outcome is unknown (the server may have committed before the link broke): deny them
      // all. A reservation that was made stays spent: fail closed, never refund on a guess.
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    batch.forEach((waiting, index) => {
      const result = results[index] as (typeof results)[number];
      const reserve = waiting.write.reserve;
      const held = (items[index] as BatchItem).reserve;
      if (result.refused !== null) {
        this.#listener.refused(result.refused);
        waiting.resolve({ seq: result.seq, exhausted: result.refused });
      } else if (reserve !== undefined && held !== undefined) {
        this.#listener.reserved(
          held.id,
          held.links.map((link) => link.jti as string),
          reserve.cost,
        );
        waiting.resolve({ seq: result.seq, reservation: held.id });
      } else {
        waiting.resolve({ seq: result.seq });
      }
      this.#listener.appended(result.seq, result.hash);
    });
  }
}

interface BatchItem {
  /** A_t and K_t. */
  readonly a: string;
  readonly k: string;
  /** Pieces of R_t as JSON text (the server adds seq). */
  readonly ac: string;
  readonly ap: string;
  readonly score: string;
  readonly time: string;
  readonly ok: { readonly verdict: string; readonly reasons: string };
  readonly refused?: Readonly<Record<string, { readonly verdict: string; readonly reasons: string }>>;
  readonly reserve?: {
    /** The reservation's id (random, unguessable: it is what settles it), its holder and until when it is held. */
    readonly id: string;
    readonly holder?: string;
    readonly until: number;
    readonly links: readonly Record<string, string | number>[];
    readonly cost: Readonly<Record<Resource, number | null>>;
  };
  /** Unhashed columns for queries: the time and the leaf token id. */
  readonly t: number;
  readonly tid: string | null;
}

/** A decision as the server function takes it. Throws `UsageError` for a malformed entry (a bug). */
export function renderItem(write: DecisionWrite, encodeArgs: ArgsEncoder, until: number): BatchItem {
  const stored = encodeRecord(write.entry, 0, GENESIS_HASH, encodeArgs);
  const { a, k } = headParts(stored);
  const pieces = resultPieces(stored);
  const base = {
    a,
    k,
    ac: pieces.ac,
    ap: pieces.ap,
    score: pieces.score,
    time: pieces.time,
    ok: { verdict: pieces.verdict, reasons: pieces.reasons },
    t: write.entry.time,
    tid: write.entry.tokenId,
  };
  const limited = write.reserve?.chain.filter((link) => link.ceilings !== undefined) ?? [];
  if (write.reserve === undefined || limited.length === 0) return base;
  const cost = write.reserve.cost;
  return {
    ...base,
    // Each way the reservation can be refused, recorded as the fence would decide it.
    refused: refusedVariants(write.entry),
    reserve: {
      id: randomUUID(),
      ...(write.reserve.holder === undefined ? {} : { holder: write.reserve.holder }),
      until,
      links: limited.map((link) => {
        const out: Record<string, string | number> = { jti: link.jti, exp: link.exp };
        for (const resource of RESOURCES) {
          const limit = link.ceilings?.[resource];
          if (limit !== undefined) out[resource] = limit;
        }
        return out;
      }),
      // JSON has no Infinity: a cost that is not a finite number goes as null, which the server reads as infinite.
      cost: { calls: finite(cost.calls), amount: finite(cost.amount), bytes: finite(cost.bytes) },
    },
  };
}

type Variants = NonNullable<BatchItem['refused']>;

/**
 * The refused variants depend on the entry only through its reasons (refusedReasons): the
 * variants of the last set of reasons seen are kept, so the common case renders them once, not
 * four JSON texts for every decision.
 */
let lastVariants: { readonly key: string; readonly variants: Variants } | undefined;

function refusedVariants(entry: AuditEntry): Variants {
  // The reasons as the cache key: whatever refusedReasons reads of the entry is in them.
  const key = JSON.stringify(entry.reasons);
  if (lastVariants?.key === key) return lastVariants.variants;
  const variants = {
    calls: variant(entry, 'calls', 0),
    bytes: variant(entry, 'bytes', 0),
    amount: variant(entry, 'amount', 0),
    'amount+': variant(entry, 'amount', 1),
  };
  lastVariants = { key, variants };
  return variants;
}

function variant(entry: AuditEntry, resource: Resource, remaining: number): { verdict: string; reasons: string } {
  const { verdict, code } = ceilingOutcome(resource, remaining);
  return { verdict: JSON.stringify(verdict), reasons: JSON.stringify(refusedReasons(entry, code)) };
}

function finite(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}
