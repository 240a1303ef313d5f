/**
 * Revocations on PostgreSQL, fanned out to every replica.
 *
 * Each replica keeps the revoked ids in memory. A revocation is inserted and announced with
 * `pg_notify` in one statement (a notification is delivered only if its transaction commits); every
 * replica LISTENs on a connection of its own and adds the id as it arrives (milliseconds). As a
 * backstop, every `pollMs` (default 250 ms) each replica reads the revocations added since the last
 * one it saw — so a lost notification, or a listener reconnecting after a restart, delays a
 * revocation by at most `pollMs`.
 *
 * Fail closed: when the view has not been refreshed for `staleAfterMs` (default 1,500 ms) — the
 * server is unreachable — `isRevoked` throws `StoreError`, and every decision is a
 * `store.unavailable` denial until a read succeeds again (the replica recovers on its own).
 */
import type { Client } from 'pg';
import { StoreError } from '../../errors.ts';
import { assertTokenId, eventRowId, isEventRow, noteEventRow } from '../events.ts';
import type { RevocationEntry, RevocationStore, StoreHealth } from '../types.ts';
import type { Connection } from './connection.ts';

export interface PgRevocationOptions {
  readonly pollMs?: number;
  readonly staleAfterMs?: number;
}

export class PgRevocations implements RevocationStore {
  readonly #connection: Connection;
  readonly #revoked = new Set<string>();
  readonly #events = new Map<string, number>();
  readonly #pollMs: number;
  readonly #staleAfterMs: number;
  #lastId = 0;
  /** When the view was last known complete (0: never). */
  #fresh = 0;
  #timer: NodeJS.Timeout | undefined;
  #listener: Client | undefined;
  #listening = false;
  #closed = false;
  #polling: Promise<void> | undefined;

  constructor(connection: Connection, options: PgRevocationOptions = {}) {
    this.#connection = connection;
    this.#pollMs = options.pollMs ?? 250;
    this.#staleAfterMs = options.staleAfterMs ?? 1_500;
  }

  /** Load the list, start listening and polling. Rejects with {@link StoreError}. */
  async start(): Promise<void> {
    await this.#poll();
    void this.#listen();
    this.#timer = setInterval(() => void this.#poll().catch(() => undefined), this.#pollMs);
    this.#timer.unref();
  }

  isRevoked(jti: string): boolean {
    this.#assertFresh();
    return this.#revoked.has(jti);
  }

  // Fail closed: a view older than the bound may be missing a revocation or an event.
  #assertFresh(): void {
    if (Date.now() - this.#fresh > this.#staleAfterMs)
      throw new StoreError('ERR_STORE_UNAVAILABLE', this.#fresh === 0 ? 'revocations are not loaded yet' : 'revocations cannot be refreshed');
  }

  eventTime(name: string): number | undefined {
    this.#assertFresh();
    return this.#events.get(name);
  }

  async postEvent(name: string): Promise<void> {
    const id = eventRowId(name, Date.now());
    await this.#insert(id, undefined);
    this.#add(id);
  }

  async revoke(jti: string, reason?: string): Promise<void> {
    assertTokenId(jti);
    await this.#insert(jti, reason);
    this.#add(jti);
  }

  #add(id: string): void {
    this.#revoked.add(id);
    noteEventRow(id, this.#events);
  }

  async #insert(jti: string, reason: string | undefined): Promise<void> {
    await this.#connection.query(
      'WITH added AS (INSERT INTO capfence_revocations (jti, time, reason) VALUES ($1, $2, $3) ON CONFLICT (jti) DO NOTHING RETURNING jti) ' +
        'SELECT pg_notify($4, $1) FROM added',
      [jti, Date.now(), reason ?? null, this.#connection.channel],
    );
  }

  async list(): Promise<RevocationEntry[]> {
    const rows = await this.#connection.query<RevocationEntry>('SELECT jti, time, reason FROM capfence_revocations ORDER BY id');
    return rows.filter((row) => !isEventRow(row.jti));
  }

  health(): StoreHealth {
    if (this.#closed) return { ok: false, problem: 'the revocation store is closed' };
    return Date.now() - this.#fresh > this.#staleAfterMs ? { ok: false, problem: 'revocations cannot be refreshed' } : { ok: true };
  }

  /** Whether the notification listener is connected (the backstop poll covers it when not). */
  get listening(): boolean {
    return this.#listening;
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer !== undefined) clearInterval(this.#timer);
    const listener = this.#listener;
    this.#listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  #poll(): Promise<void> {
    // One read at a time; a caller arriving meanwhile shares it.
    this.#polling ??= (async () => {
      const started = Date.now();
      try {
        const rows = await this.#connection.query<{ id: string; jti: string }>('SELECT id, jti FROM capfence_revocations WHERE id > $1 ORDER BY id', [
          this.#lastId,
        ]);
        for (const row of rows) {
          this.#add(row.jti);
          this.#lastId = Math.max(this.#lastId, Number(row.id));
        }
        // Complete as of when the read began.
        this.#fresh = started;
      } finally {
        this.#polling = undefined;
      }
    })();
    return this.#polling;
  }

  async #listen(): Promise<void> {
    while (!this.#closed) {
      let client: Client | undefined;
      try {
        client = await this.#connection.dedicated();
        const lost = new Promise<void>((resolve) => {
          client?.on('error', () => resolve());
          client?.on('end', () => resolve());
        });
        client.on('notification', (message) => {
          if (message.channel === this.#connection.channel && typeof message.payload === 'string') this.#add(message.payload);
        });
        await client.connect();
        await client.query(`LISTEN "${this.#connection.channel}"`);
        // Closed while connecting: close() found no listener to end, so this one must end itself.
        if (this.#closed) break;
        this.#listener = client;
        this.#listening = true;
        // Anything revoked while the listener was down is read now, not at the next poll.
        await this.#poll().catch(() => undefined);
        await lost;
      } catch {
        // The server is away: the poll keeps failing too, and decisions fail closed meanwhile.
      } finally {
        this.#listening = false;
        await client?.end().catch(() => undefined);
      }
      if (!this.#closed) await new Promise((resolve) => setTimeout(resolve, 250).unref());
    }
  }
}
