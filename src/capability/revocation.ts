/**
 * The revocation list: token ids that must no longer verify, persisted so a restart does not
 * forget them. Revoking a token revokes every token delegated from it (the verifier checks
 * every link of a chain).
 */
import { assertTokenId, eventRowId, isEventRow, noteEventRow } from '../store/events.ts';
import type { RevocationEntry, RevocationStore, StoreHealth } from '../store/types.ts';

/** The revocation store interface (see src/store/types.ts), by its earlier name. */
export type RevocationList = RevocationStore;

/** In memory only: for tests and short-lived processes. */
export class MemoryRevocationList implements RevocationStore {
  readonly #revoked = new Map<string, { time: number; reason: string | null }>();
  readonly #events = new Map<string, number>();

  isRevoked(jti: string): boolean {
    return this.#revoked.has(jti);
  }

  revoke(jti: string, reason?: string): void {
    assertTokenId(jti);
    if (!this.#revoked.has(jti)) this.#revoked.set(jti, { time: Date.now(), reason: reason ?? null });
  }

  postEvent(name: string): void {
    const id = eventRowId(name, Date.now());
    this.#revoked.set(id, { time: Date.now(), reason: null });
    noteEventRow(id, this.#events);
  }

  eventTime(name: string): number | undefined {
    return this.#events.get(name);
  }

  list(): RevocationEntry[] {
    return [...this.#revoked].filter(([jti]) => !isEventRow(jti)).map(([jti, v]) => ({ jti, ...v }));
  }

  health(): StoreHealth {
    return { ok: true };
  }

  close(): void {}
}

export { SqliteRevocationList } from '../store/sqlite/revocations.ts';
