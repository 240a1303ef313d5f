/**
 * Budget ceilings on PostgreSQL. Reservations are made inside `capfence_record` (with the
 * decision's audit record) and kept in `capfence_reservations` (migration-reservations.ts), so any
 * replica settles any reservation, once: the one that decided may be gone. This object keeps a
 * local view of the totals for the gate's residual-budget feature and the step-4 early answer,
 * updated from every batch and settlement (the server's answer to a refused reservation carries
 * the true total).
 *
 * A reservation not settled within `holdSeconds` (default one hour) stands as spent: its row is
 * deleted and a late report finds nothing (the call may have run; fail closed). Totals of tokens
 * that expired more than `pruneAfterSeconds` (default one hour) ago are deleted too: no verifier
 * accepts such a token any more. Both at most once a minute, in the background of reservations.
 */
import { randomUUID } from 'node:crypto';
import type { CapabilityClaims } from '../../capability/claims.ts';
import { RESOURCES, type Cost, type Resource, type ReserveResult } from '../../capability/ledger.ts';
import { LedgerError } from '../../errors.ts';
import type { BudgetLedger, Exhausted } from '../types.ts';
import type { Connection } from './connection.ts';
import type { BatchListener } from './recorder.ts';

const MAX_VIEW = 65_536;
/** How long a refusal by the server lets the local view refuse the same token by itself, ms. */
const FRESH_REFUSAL_MS = 1_000;
const PRUNE_EVERY_MS = 60_000;

export interface PgLedgerOptions {
  /** Seconds after a token's expiry when its row is deleted (default 3,600); must exceed the verifier's leeway. */
  readonly pruneAfterSeconds?: number;
  /** Seconds a reservation waits for its outcome report before it stands as spent (default 3,600). */
  readonly holdSeconds?: number;
  /** Milliseconds since the epoch; injectable for tests. */
  readonly clock?: () => number;
}

export class PgLedger implements BudgetLedger, Pick<BatchListener, 'reserved' | 'refused' | 'holdUntil'> {
  readonly #connection: Connection;
  readonly #view = new Map<string, Record<Resource, number>>();
  /** When the server last refused a reservation on each token (ms): the view's totals are true then. */
  readonly #refusedAt = new Map<string, number>();
  readonly #hold: number;
  readonly #pruneAfter: number;
  readonly #clock: () => number;
  #nextPrune = 0;

  constructor(connection: Connection, options: PgLedgerOptions = {}) {
    this.#connection = connection;
    this.#pruneAfter = options.pruneAfterSeconds ?? 3_600;
    this.#hold = options.holdSeconds ?? 3_600;
    this.#clock = options.clock ?? Date.now;
    if (!(this.#pruneAfter >= 0)) throw new RangeError('pruneAfterSeconds must be a non-negative number');
    if (!(this.#hold > 0 && Number.isFinite(this.#hold))) throw new RangeError('holdSeconds must be a positive number');
  }

  holdUntil(): number {
    return this.#clock() / 1000 + this.#hold;
  }

  /**
   * Delete the rows of tokens that expired more than `pruneAfterSeconds` ago, and the reservations
   * held past their time (they stand as spent); resolves to how many token rows went.
   */
  async prune(): Promise<number> {
    const now = this.#clock() / 1000;
    this.#nextPrune = this.#clock() + PRUNE_EVERY_MS;
    const rows = await this.#ledgerQuery<{ n: number }>(
      'WITH held AS (DELETE FROM capfence_reservations WHERE until < $2), gone AS (DELETE FROM capfence_ledger WHERE exp < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone',
      [Math.floor(now) - this.#pruneAfter, now],
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * The step-4 early answer, from the local view, only for a token the server refused within the
   * last second: the view may still count a reservation that another replica has since released,
   * and a refusal on it alone could never be corrected (no reservation would be tried). Otherwise
   * undefined: the server refuses in the write, on the true totals, and the record says so. So a
   * release on another replica is seen within a second, and a token over its ceiling costs the
   * server one batched write a second per replica, not one per call (nor a verifier's time).
   */
  check(chain: readonly CapabilityClaims[], cost: Cost): Exhausted | undefined {
    const now = this.#clock();
    for (const link of chain) {
      if (link.ceilings === undefined) continue;
      const refusedAt = this.#refusedAt.get(link.jti);
      if (refusedAt === undefined || now - refusedAt > FRESH_REFUSAL_MS) continue;
      const spent = this.#view.get(link.jti);
      for (const resource of RESOURCES) {
        const limit = link.ceilings[resource];
        if (limit === undefined) continue;
        const used = spent?.[resource] ?? 0;
        if (used + cost[resource] > limit) return { ok: false, resource, tokenId: link.jti, limit, remaining: Math.max(0, limit - used) };
      }
    }
    return undefined;
  }

  residual(chain: readonly CapabilityClaims[]): Record<Resource, number | null> {
    const out: Record<Resource, number | null> = { calls: null, amount: null, bytes: null };
    for (const link of chain) {
      if (link.ceilings === undefined) continue;
      for (const resource of RESOURCES) {
        const limit = link.ceilings[resource];
        if (limit === undefined) continue;
        const left = limit === 0 ? 0 : Math.max(0, 1 - (this.#view.get(link.jti)?.[resource] ?? 0) / limit);
        out[resource] = Math.min(out[resource] ?? left, left);
      }
    }
    return out;
  }

  /** Check-and-reserve alone (the fence reserves through the recorder, with its audit record). */
  async reserve(chain: readonly CapabilityClaims[], cost: Cost): Promise<ReserveResult> {
    const limited = chain.filter((link) => link.ceilings !== undefined);
    if (limited.length === 0) return { ok: true, reservation: undefined };
    const links = limited.map((link) => ({ jti: link.jti, exp: link.exp, ...link.ceilings }));
    const finite = (n: number) => (Number.isFinite(n) ? n : null);
    const id = randomUUID();
    const rows = await this.#ledgerQuery<{ refused: Exhausted | null }>('SELECT capfence_hold($1, NULL, $2, $3::jsonb, $4::jsonb) AS refused', [
      id,
      this.holdUntil(),
      JSON.stringify(links),
      JSON.stringify({ calls: finite(cost.calls), amount: finite(cost.amount), bytes: finite(cost.bytes) }),
    ]);
    const refused = rows[0]?.refused ?? null;
    if (refused !== null) {
      this.refused(refused);
      return { ...refused, ok: false };
    }
    this.reserved(
      id,
      limited.map((link) => link.jti),
      cost,
    );
    return { ok: true, reservation: id };
  }

  /** The executor's report (any replica's reservation). Throws `LedgerError` `ERR_RESERVATION_UNKNOWN` when there is none to settle. */
  async commit(reservation: string, actual?: Partial<Cost>): Promise<void> {
    if (!(await this.settle(reservation, { ok: true, ...(actual === undefined ? {} : { actual }) }, undefined)))
      throw new LedgerError('ERR_RESERVATION_UNKNOWN', 'unknown or already settled reservation');
  }

  async release(reservation: string): Promise<void> {
    if (!(await this.settle(reservation, { ok: false }, undefined)))
      throw new LedgerError('ERR_RESERVATION_UNKNOWN', 'unknown or already settled reservation');
  }

  async settle(
    reservation: string,
    outcome: { readonly ok: boolean; readonly actual?: Partial<Cost> },
    holder: string | undefined,
  ): Promise<boolean> {
    // A forged id of any shape is simply unknown.
    if (typeof reservation !== 'string' || reservation.length > 128) return false;
    const rows = await this.#ledgerQuery<{ given: Given | null }>('SELECT capfence_settle($1, $2, $3, $4, $5, $6) AS given', [
      reservation,
      holder ?? null,
      outcome.ok,
      actualOf(outcome.actual?.amount),
      actualOf(outcome.actual?.bytes),
      this.#clock() / 1000,
    ]);
    const given = rows[0]?.given ?? null;
    if (given === null) return false;
    for (const jti of given.jtis) {
      this.#add(jti, given, -1);
      this.#refusedAt.delete(jti);
    }
    return true;
  }

  flush(): void {}

  close(): void {}

  reserved(_id: string, jtis: readonly string[], cost: Cost): void {
    // Best effort, off the decision's path: an expired token's row is never read for a decision.
    if (this.#clock() >= this.#nextPrune) void this.prune().catch(() => undefined);
    for (const jti of jtis) this.#add(jti, cost, 1);
  }

  refused(exhausted: Exhausted): void {
    const spent = this.#entry(exhausted.tokenId);
    spent[exhausted.resource] = Math.max(0, exhausted.limit - exhausted.remaining);
    this.#refusedAt.delete(exhausted.tokenId);
    if (this.#refusedAt.size >= MAX_VIEW) this.#refusedAt.delete(this.#refusedAt.keys().next().value as string);
    this.#refusedAt.set(exhausted.tokenId, this.#clock());
  }

  #add(jti: string, cost: Cost, sign: 1 | -1): void {
    const spent = this.#entry(jti);
    for (const resource of RESOURCES) spent[resource] = Math.max(0, spent[resource] + sign * (Number.isFinite(cost[resource]) ? cost[resource] : 0));
  }

  #entry(jti: string): Record<Resource, number> {
    let spent = this.#view.get(jti);
    if (spent === undefined) {
      spent = { calls: 0, amount: 0, bytes: 0 };
      if (this.#view.size >= MAX_VIEW) this.#view.delete(this.#view.keys().next().value as string);
      this.#view.set(jti, spent);
    }
    return spent;
  }

  async #ledgerQuery<R extends Record<string, unknown>>(text: string, values: readonly unknown[]): Promise<R[]> {
    try {
      return await this.#connection.query<R>(text, values);
    } catch (cause) {
      throw new LedgerError('ERR_LEDGER_STORE', 'the budget ledger cannot be used', { cause });
    }
  }
}

/** What the server gave back on a settlement. */
interface Given extends Cost {
  readonly jtis: readonly string[];
}

/** An actual cost as the server takes it: a finite non-negative number, or null (no lowering). */
function actualOf(value: number | undefined): number | null {
  return value !== undefined && Number.isFinite(value) && value >= 0 ? value : null;
}
