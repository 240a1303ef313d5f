/**
 * Budget ceilings on PostgreSQL. Reservations are made inside `capfence_record` (with the
 * decision's audit record); this object keeps what the replica needs between them: the ids of its
 * reservations (to settle them), and a local view of the totals for the advisory step-4 check and
 * the gate's residual-budget feature, updated from every batch (the server's answer to a refused
 * reservation carries the true total).
 *
 * Totals of tokens that expired more than `pruneAfterSeconds` (default one hour) ago are deleted
 * from the table, at most once a minute, in the background of the reservations: no verifier
 * accepts such a token any more, so its totals can never be read again.
 */
import { randomUUID } from 'node:crypto';
import type { CapabilityClaims } from '../../capability/claims.ts';
import { RESOURCES, type Cost, type Resource, type ReserveResult } from '../../capability/ledger.ts';
import { LedgerError } from '../../errors.ts';
import type { BudgetLedger, Exhausted } from '../types.ts';
import type { Connection } from './connection.ts';
import type { BatchListener } from './recorder.ts';

const MAX_PENDING = 65_536;
const MAX_VIEW = 65_536;
const PRUNE_EVERY_MS = 60_000;

export interface PgLedgerOptions {
  /** Seconds after a token's expiry when its row is deleted (default 3,600); must exceed the verifier's leeway. */
  readonly pruneAfterSeconds?: number;
  /** Milliseconds since the epoch; injectable for tests. */
  readonly clock?: () => number;
}

export class PgLedger implements BudgetLedger, Pick<BatchListener, 'reserved' | 'refused'> {
  readonly #connection: Connection;
  readonly #view = new Map<string, Record<Resource, number>>();
  readonly #reservations = new Map<string, { jtis: readonly string[]; cost: Cost }>();

  readonly #pruneAfter: number;
  readonly #clock: () => number;
  #nextPrune = 0;

  constructor(connection: Connection, options: PgLedgerOptions = {}) {
    this.#connection = connection;
    this.#pruneAfter = options.pruneAfterSeconds ?? 3_600;
    this.#clock = options.clock ?? Date.now;
    if (!(this.#pruneAfter >= 0)) throw new RangeError('pruneAfterSeconds must be a non-negative number');
  }

  /** Delete the rows of tokens that expired more than `pruneAfterSeconds` ago; resolves to how many. */
  async prune(): Promise<number> {
    this.#nextPrune = this.#clock() + PRUNE_EVERY_MS;
    const cutoff = Math.floor(this.#clock() / 1000) - this.#pruneAfter;
    const rows = await this.#ledgerQuery<{ n: number }>(
      'WITH gone AS (DELETE FROM capfence_ledger WHERE exp < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone',
      [cutoff],
    );
    return rows[0]?.n ?? 0;
  }

  check(chain: readonly CapabilityClaims[], cost: Cost): Exhausted | undefined {
    for (const link of chain) {
      if (link.ceilings === undefined) continue;
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
    const rows = await this.#ledgerQuery<{ refused: Exhausted | null }>('SELECT capfence_reserve($1::jsonb, $2::jsonb) AS refused', [
      JSON.stringify(links),
      JSON.stringify({ calls: finite(cost.calls), amount: finite(cost.amount), bytes: finite(cost.bytes) }),
    ]);
    const refused = rows[0]?.refused ?? null;
    if (refused !== null) {
      this.refused(refused);
      return { ...refused, ok: false };
    }
    const id = randomUUID();
    this.reserved(
      id,
      limited.map((link) => link.jti),
      cost,
    );
    return { ok: true, reservation: id };
  }

  async commit(reservation: string, actual?: Partial<Cost>): Promise<void> {
    const held = this.#take(reservation);
    if (actual === undefined) return;
    // A call that ran counts as one call: only amount and bytes come down to what they really were.
    const refund = { calls: 0, amount: lower(held.cost.amount, actual.amount), bytes: lower(held.cost.bytes, actual.bytes) };
    if (refund.amount > 0 || refund.bytes > 0) await this.#give(held.jtis, refund);
  }

  async release(reservation: string): Promise<void> {
    const held = this.#take(reservation);
    await this.#give(held.jtis, held.cost);
  }

  flush(): void {}

  close(): void {
    this.#reservations.clear();
  }

  reserved(id: string, jtis: readonly string[], cost: Cost): void {
    // Best effort, off the decision's path: an expired token's row is never read for a decision.
    if (this.#clock() >= this.#nextPrune) void this.prune().catch(() => undefined);
    for (const jti of jtis) this.#add(jti, cost, 1);
    // Past the cap the oldest reservation can no longer be released: its spending stands.
    if (this.#reservations.size >= MAX_PENDING) this.#reservations.delete(this.#reservations.keys().next().value as string);
    this.#reservations.set(id, { jtis, cost });
  }

  refused(exhausted: Exhausted): void {
    const spent = this.#entry(exhausted.tokenId);
    spent[exhausted.resource] = Math.max(0, exhausted.limit - exhausted.remaining);
  }

  async #give(jtis: readonly string[], refund: Cost): Promise<void> {
    await this.#ledgerQuery('SELECT capfence_give($1::text[], $2, $3, $4)', [jtis, refund.calls, refund.amount, refund.bytes]);
    for (const jti of jtis) this.#add(jti, refund, -1);
  }

  #take(reservation: string): { jtis: readonly string[]; cost: Cost } {
    const held = this.#reservations.get(reservation);
    if (held === undefined) throw new LedgerError('ERR_RESERVATION_UNKNOWN', 'unknown or already settled reservation');
    this.#reservations.delete(reservation);
    return held;
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

function lower(held: number, actual: number | undefined): number {
  return actual !== undefined && Number.isFinite(actual) && actual >= 0 && actual < held ? held - actual : 0;
}
