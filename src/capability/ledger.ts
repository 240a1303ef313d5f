/**
 * The budget ledger: resource ceilings enforced across a delegation chain. A child's spending
 * counts against every ancestor's ceiling. A call first *reserves* its cost on every link that has
 * a ceiling; when the tool returns the reservation is *committed* (with the actual cost, if lower)
 * or *released* on failure.
 *
 * Check-and-reserve is one synchronous step, so concurrent calls in one process can never
 * overspend. Totals are persisted in SQLite: what is stored for a token is committed + reserved, so
 * a crash with reservations in flight counts them as spent (fails closed rather than refunding).
 *
 * - `strict`: every reservation and settlement is one `BEGIN IMMEDIATE` transaction that reads
 *   the token's totals from the file, checks and writes them (durable before it returns). Several
 *   processes may share the file: SQLite's write lock makes check-and-reserve atomic across them
 *   (a writer waits up to `busyTimeoutMs` for the lock, then fails closed).
 * - `batched`: totals live in memory and dirty ones are written in groups; a crash can lose at most
 *   the spending since the last flush (`flushIntervalMs`, default 50 ms). Only one process may
 *   write a batched ledger: the state directory's writer lock (store/sqlite/lock.ts) sees to it.
 *
 * Reservation ids live in the process that made them: a reservation whose process dies stays spent.
 *
 * Totals of expired tokens are pruned, in memory and in the file, `pruneAfterSeconds` (default one
 * hour) after the token expired: by then no verifier accepts the token, so its totals can never be
 * read again. Tokens are grouped by the minute they become prunable, so pruning costs in
 * proportion to what expires, not to what is held.
 */
import type Database from 'better-sqlite3';
import { openLedgerDb } from '../store/sqlite/ledger-db.ts';
import { LedgerError } from '../errors.ts';
import { retryBusy } from '../store/sqlite/busy.ts';
import type { CapabilityClaims } from './claims.ts';
import { type Cost, overCeiling, type ReserveResult, type Resource, tightest } from './cost.ts';
import { randomUuid } from '../util/uuid.ts';
import { PendingReservations } from './reservations.ts';
export { ceilingOutcome, type Cost, RESOURCES, type ReserveResult, type Resource } from './cost.ts';

interface Spend {
  calls: number;
  amount: number;
  bytes: number;
  readonly exp: number;
}

interface Reservation {
  readonly tokenIds: readonly string[];
  readonly cost: Cost;
}

const MAX_PENDING = 65_536;

export interface LedgerOptions {
  readonly durability?: 'strict' | 'batched';
  readonly flushIntervalMs?: number;
  /** Strict mode: how long a write waits for another process's lock, ms (default 5,000). */
  readonly busyTimeoutMs?: number;
  /**
   * Seconds after a token's expiry when its totals are dropped (default 3,600). Must exceed the
   * token verifier's clock leeway: a token still accepted must still find its totals.
   */
  readonly pruneAfterSeconds?: number;
  /** Milliseconds since the epoch; injectable for tests. */
  readonly clock?: () => number;
}

/** Batched mode: unwritten totals that force a write. */
const MAX_DIRTY = 4_096;
/** How often (at most) due totals are pruned, ms. */
const PRUNE_EVERY_MS = 60_000;

export class Ledger {
  readonly #db: Database.Database | undefined;
  readonly #spend = new Map<string, Spend>();
  readonly #reservations = new PendingReservations<Reservation>();
  readonly #dirty = new Set<string>();
  readonly #strict: boolean;
  readonly #flushIntervalMs: number;
  readonly #busyTimeoutMs: number;
  #timer: NodeJS.Timeout | undefined;
  readonly #upsert: Database.Statement | undefined;
  readonly #select: Database.Statement<[string]> | undefined;
  /** A background flush failed: refuse to reserve until a flush succeeds (fail closed). */
  #failure: LedgerError | undefined;
  readonly #clock: () => number;
  readonly #pruneAfter: number;
  /** Token ids by the minute their totals may be dropped (exp + pruneAfter). */
  readonly #prunable = new Map<number, string[]>();
  #nextPrune = 0;
  /** Batched mode: when the oldest unwritten change was made (ms), or undefined when none is. */
  #dirtySince: number | undefined;
  readonly #prune: Database.Statement<[number]> | undefined;

  private constructor(db: Database.Database | undefined, options: LedgerOptions) {
    this.#db = db;
    this.#strict = (options.durability ?? 'strict') === 'strict';
    this.#busyTimeoutMs = options.busyTimeoutMs ?? 5_000;
    this.#flushIntervalMs = options.flushIntervalMs ?? 50;
    this.#clock = options.clock ?? Date.now;
    this.#pruneAfter = options.pruneAfterSeconds ?? 3_600;
    if (!(this.#pruneAfter >= 0)) throw new RangeError('pruneAfterSeconds must be a non-negative number');
    if (db !== undefined) {
      this.#prune = db.prepare('DELETE FROM capfence_ledger WHERE exp < ?');
      this.#upsert = db.prepare(
        'INSERT INTO capfence_ledger (jti, calls, amount, bytes, exp) VALUES (@jti, @calls, @amount, @bytes, @exp) ON CONFLICT(jti) DO UPDATE SET calls = excluded.calls, amount = excluded.amount, bytes = excluded.bytes',
      );
      this.#select = db.prepare('SELECT calls, amount, bytes, exp FROM capfence_ledger WHERE jti = ?');
      for (const row of db.prepare('SELECT jti, calls, amount, bytes, exp FROM capfence_ledger').iterate() as Iterable<Spend & { jti: string }>) {
        this.#track(row.jti, { calls: row.calls, amount: row.amount, bytes: row.bytes, exp: row.exp });
      }
    }
  }

  /** A ledger that forgets on exit: for tests and one-shot runs. */
  static inMemory(options: Pick<LedgerOptions, 'pruneAfterSeconds' | 'clock'> = {}): Ledger {
    return new Ledger(undefined, options);
  }

  /** Open (or create) a persisted ledger. Totals of tokens expired more than `pruneAfterSeconds` ago are pruned. */
  static open(path: string, options: LedgerOptions = {}): Ledger {
    let db: Database.Database;
    try {
      db = openLedgerDb(
        path,
        options.durability ?? 'strict',
        Math.floor((options.clock ?? Date.now)() / 1000) - (options.pruneAfterSeconds ?? 3_600),
      );
    } catch (cause) {
      throw new LedgerError('ERR_LEDGER_STORE', 'cannot open the budget ledger', { cause });
    }
    return new Ledger(db, options);
  }

  /**
   * Reserve `cost` on every link of `chain` that has a ceiling. Either every link has room and all
   * are reserved, or nothing is reserved and the first exhausted ceiling is returned.
   * `reservation` is undefined when no link has a ceiling (there is nothing to commit).
   */
  reserve(chain: readonly CapabilityClaims[], cost: Cost): ReserveResult {
    if (this.#failure !== undefined) throw this.#failure;
    this.#pruneDue();
    // Shared file: read the totals, check and write them under the file's write lock.
    if (this.#strict && this.#db !== undefined) return this.#shared(chain, () => this.#reserve(chain, cost));
    return this.#reserve(chain, cost);
  }

  #reserve(chain: readonly CapabilityClaims[], cost: Cost): ReserveResult {
    const exhausted = this.check(chain, cost);
    if (exhausted !== undefined) return exhausted;
    let limited: string[] | undefined;
    for (const link of chain) {
      if (link.ceilings === undefined) continue;
      this.#add(link.jti, cost, 1, link.exp);
      (limited ??= []).push(link.jti);
    }
    if (limited === undefined) return { ok: true, reservation: undefined };
    const id = randomUuid();
    // Unsettled reservations stay counted as spent; past the cap the oldest can no longer be
    // released (its spending stands), so memory stays bounded when callers never report back.
    if (this.#reservations.size >= MAX_PENDING) this.#reservations.dropOldest();
    this.#reservations.add(id, { tokenIds: limited, cost });
    this.#persist(limited);
    return { ok: true, reservation: id };
  }

  /** The first ceiling of `chain` that `cost` would exceed, without reserving anything. */
  check(chain: readonly CapabilityClaims[], cost: Cost): Extract<ReserveResult, { ok: false }> | undefined {
    for (const link of chain) {
      const ceilings = link.ceilings;
      if (ceilings === undefined) continue;
      const spent = this.#spend.get(link.jti);
      // Each resource by name, in RESOURCES' order (a keyed read in a loop costs more than the test).
      const exceeded =
        overCeiling(link.jti, 'calls', ceilings.calls, spent === undefined ? 0 : spent.calls, cost.calls) ??
        overCeiling(link.jti, 'amount', ceilings.amount, spent === undefined ? 0 : spent.amount, cost.amount) ??
        overCeiling(link.jti, 'bytes', ceilings.bytes, spent === undefined ? 0 : spent.bytes, cost.bytes);
      if (exceeded !== undefined) return exceeded;
    }
    return undefined;
  }

  /**
   * The tool ran: keep the reservation as spent, its amount and bytes lowered to `actual` where the
   * actual cost was less. A call that ran counts as one call, whatever `actual.calls` says.
   */
  commit(reservation: string, actual?: Partial<Cost>): void {
    const held = this.#take(reservation);
    if (actual === undefined) return;
    const refund: Record<Resource, number> = { calls: 0, amount: 0, bytes: 0 };
    for (const resource of ['amount', 'bytes'] as const) {
      const value = actual[resource];
      if (value !== undefined && Number.isFinite(value) && value >= 0 && value < held.cost[resource]) refund[resource] = held.cost[resource] - value;
    }
    if (refund.amount > 0 || refund.bytes > 0) this.#give(held.tokenIds, refund);
  }

  /** The tool failed or was not run: give the reservation back. */
  release(reservation: string): void {
    const held = this.#take(reservation);
    this.#give(held.tokenIds, held.cost);
  }

  #give(tokenIds: readonly string[], refund: Cost): void {
    const apply = (): void => {
      for (const jti of tokenIds) this.#add(jti, refund, -1, 0);
    };
    if (this.#strict && this.#db !== undefined) this.#shared(tokenIds, apply);
    else apply();
    this.#persist(tokenIds);
  }

  /**
   * Run `body` in one `BEGIN IMMEDIATE` transaction after reading the totals of `links` from the
   * file into memory, and write what it changed before committing. Throws {@link LedgerError}.
   */
  #shared<T>(links: readonly (CapabilityClaims | string)[], body: () => T): T {
    const db = this.#db as Database.Database;
    try {
      const transaction = db.transaction(() => {
        for (const link of links) {
          const jti = typeof link === 'string' ? link : link.jti;
          if (typeof link !== 'string' && link.ceilings === undefined) continue;
          const row = (this.#select as Database.Statement<[string]>).get(jti) as Spend | undefined;
          if (row === undefined) this.#spend.delete(jti);
          else this.#track(jti, { calls: row.calls, amount: row.amount, bytes: row.bytes, exp: row.exp });
        }
        const result = body();
        this.#writeDirty();
        return result;
      }).immediate;
      return retryBusy(() => transaction(), this.#busyTimeoutMs);
    } catch (cause) {
      if (cause instanceof LedgerError) throw cause;
      throw new LedgerError('ERR_LEDGER_STORE', 'cannot update the budget ledger', { cause });
    }
  }

  /** Committed plus reserved spending of one token. */
  usage(tokenId: string): Cost {
    const spent = this.#spend.get(tokenId);
    return { calls: spent?.calls ?? 0, amount: spent?.amount ?? 0, bytes: spent?.bytes ?? 0 };
  }

  /** Residual fraction of each ceiling across the chain (the tightest link), or null when no link limits it. */
  residual(chain: readonly CapabilityClaims[]): Record<Resource, number | null> {
    let calls: number | null = null;
    let amount: number | null = null;
    let bytes: number | null = null;
    for (const link of chain) {
      const ceilings = link.ceilings;
      if (ceilings === undefined) continue;
      const spent = this.#spend.get(link.jti);
      calls = tightest(calls, ceilings.calls, spent?.calls);
      amount = tightest(amount, ceilings.amount, spent?.amount);
      bytes = tightest(bytes, ceilings.bytes, spent?.bytes);
    }
    return { calls, amount, bytes };
  }

  /** Whether the ledger can be used: false after a write failed, until one succeeds. */
  health(): { ok: boolean; problem?: string } {
    return this.#failure === undefined ? { ok: true } : { ok: false, problem: 'the budget ledger cannot be written' };
  }

  get pendingReservations(): number {
    return this.#reservations.size;
  }

  /** How many tokens' totals are held in memory. */
  get tokens(): number {
    return this.#spend.size;
  }

  /**
   * Drop the totals of tokens that expired more than `pruneAfterSeconds` ago, from memory and from
   * the file. Runs by itself at most once a minute on reserve; callable for tests and tools.
   */
  prune(): void {
    const now = this.#clock();
    this.#nextPrune = now + PRUNE_EVERY_MS;
    const cutoff = Math.floor(now / 1000) - this.#pruneAfter;
    // A bucket is due once its whole minute has passed: every token in it has exp + pruneAfter < now.
    const minute = Math.floor(now / 60_000);
    for (const [due, jtis] of this.#prunable) {
      if (due >= minute) continue;
      this.#prunable.delete(due);
      for (const jti of jtis) {
        const spent = this.#spend.get(jti);
        // Re-tracked under a later expiry (read back from the file) or not expired long enough: keep.
        if (spent === undefined || spent.exp >= cutoff) continue;
        this.#spend.delete(jti);
        this.#dirty.delete(jti);
      }
    }
    if (this.#prune === undefined) return;
    try {
      this.#prune.run(cutoff);
    } catch {
      // Best effort: an expired token's row is never read for a decision; the next prune retries.
    }
  }

  #pruneDue(): void {
    if (this.#clock() >= this.#nextPrune) this.prune();
  }

  #track(jti: string, spent: Spend): void {
    if (!this.#spend.has(jti)) {
      const due = Math.floor((spent.exp + this.#pruneAfter) / 60);
      const list = this.#prunable.get(due);
      if (list === undefined) this.#prunable.set(due, [jti]);
      else list.push(jti);
    }
    this.#spend.set(jti, spent);
  }

  /** Write dirty totals now. */
  flush(): void {
    if (this.#timer !== undefined) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
    }
    this.#dirtySince = undefined;
    if (this.#db === undefined || this.#dirty.size === 0) return;
    const rows = [...this.#dirty].map((jti) => ({ jti, ...(this.#spend.get(jti) as Spend) }));
    this.#dirty.clear();
    try {
      const write = this.#db.transaction(() => {
        for (const row of rows) this.#upsert?.run(row);
      }).immediate;
      retryBusy(() => write(), this.#busyTimeoutMs);
      this.#failure = undefined;
    } catch (cause) {
      for (const row of rows) this.#dirty.add(row.jti);
      this.#failure = new LedgerError('ERR_LEDGER_STORE', 'cannot write the budget ledger', { cause });
      throw this.#failure;
    }
  }

  close(): void {
    this.flush();
    this.#db?.close();
  }

  #take(reservation: string): Reservation {
    const held = this.#reservations.take(reservation);
    if (held === undefined) throw new LedgerError('ERR_RESERVATION_UNKNOWN', 'unknown or already settled reservation');
    return held;
  }

  #add(jti: string, cost: Cost, sign: 1 | -1, exp: number): void {
    if (this.#strict && this.#db !== undefined) this.#dirty.add(jti);
    let spent = this.#spend.get(jti);
    if (spent === undefined) {
      spent = { calls: 0, amount: 0, bytes: 0, exp };
      this.#track(jti, spent);
    }
    spent.calls = Math.max(0, spent.calls + sign * cost.calls);
    spent.amount = Math.max(0, spent.amount + sign * cost.amount);
    spent.bytes = Math.max(0, spent.bytes + sign * cost.bytes);
  }

  /** Inside a transaction: write the dirty totals. */
  #writeDirty(): void {
    for (const jti of this.#dirty) this.#upsert?.run({ jti, ...(this.#spend.get(jti) as Spend) });
    this.#dirty.clear();
  }

  #persist(tokenIds: readonly string[]): void {
    if (this.#db === undefined) return;
    // Strict mode wrote them inside its transaction already.
    if (this.#strict) return;
    for (const jti of tokenIds) this.#dirty.add(jti);
    // Written when the interval is up even if the event loop never turns (a busy decision loop
    // starves timers): the totals in the file are never more than about one interval behind.
    const now = this.#clock();
    this.#dirtySince ??= now;
    if (now - this.#dirtySince >= this.#flushIntervalMs || this.#dirty.size >= MAX_DIRTY) {
      try {
        this.flush();
      } catch {
        // Recorded in #failure: the next reserve() throws instead of spending unrecorded budget.
      }
      return;
    }
    // The timer writes after half the interval, so that a loop that turns (an agent awaiting its tool)
    // writes between decisions; the check above is the backstop of a loop that never does.
    if (this.#timer === undefined) {
      this.#timer = setTimeout(() => {
        try {
          this.flush();
        } catch {
          // Recorded in #failure: the next reserve() throws instead of spending unrecorded budget.
        }
      }, this.#flushIntervalMs / 2);
      this.#timer.unref();
    }
  }
}
