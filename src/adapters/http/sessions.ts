/**
 * The sidecar's memory between requests: named sessions (so the gate sees history and tool
 * outputs, and provenance works across calls) and outcome handles (so an allowed call's budget
 * can be committed or released, and its output remembered, when the caller reports back).
 *
 * Both are bounded. Sessions are scoped to the API key that made them, evicted least recently
 * used first and after `idleMs` without use. Outcome handles are evicted oldest first; a call
 * whose outcome is never reported keeps its budget spent (the ledger's own rule: fail closed).
 * Both live in this replica; on a shared ledger a reservation's handle is settled by any replica
 * (routes/decisions.ts), but a session's output reaches its memory only through this one.
 */
import { randomUUID } from 'node:crypto';
import type { Decision } from '../../action/types.ts';
import type { CapFence } from '../../index.ts';
import type { FenceSession } from '../../session.ts';
import { SidecarError } from './errors.ts';
import { UsageError } from '../../errors.ts';

export interface SessionLimits {
  /** Most live sessions across all callers (default 10,000). */
  readonly max?: number;
  /** A session unused this long is forgotten, in ms (default one hour). */
  readonly idleMs?: number;
  /** Most outcome handles awaiting a report (default 65,536). */
  readonly maxOutcomes?: number;
}

interface Held {
  readonly session: FenceSession;
  readonly token: string;
  used: number;
}

export interface PendingOutcome {
  readonly decision: Decision;
  readonly session: FenceSession | undefined;
}

export class SessionRegistry {
  readonly #fence: CapFence;
  readonly #sessions = new Map<string, Held>();
  readonly #outcomes = new Map<string, PendingOutcome & { readonly caller: string }>();
  readonly #max: number;
  readonly #idleMs: number;
  readonly #maxOutcomes: number;
  readonly #clock: () => number;

  constructor(fence: CapFence, limits: SessionLimits = {}, clock: () => number = Date.now) {
    this.#fence = fence;
    this.#max = positiveInt(limits.max ?? 10_000, 'sessions.max');
    this.#idleMs = positiveInt(limits.idleMs ?? 3_600_000, 'sessions.idleMs');
    this.#maxOutcomes = positiveInt(limits.maxOutcomes ?? 65_536, 'sessions.maxOutcomes');
    this.#clock = clock;
  }

  /**
   * The caller's session `name`, made on first use with `token` (and `intent`, which is fixed
   * from then on). A session stays bound to its token: another token under the same name is a
   * {@link SidecarError} `ERR_SESSION_CONFLICT`, so one session's history never mixes two grants.
   */
  session(caller: string, name: string, token: string, intent: string | undefined): FenceSession {
    const key = `${caller}\u0000${name}`;
    const now = this.#clock();
    this.#evictIdle(now);
    const held = this.#sessions.get(key);
    if (held !== undefined) {
      if (held.token !== token) throw new SidecarError('ERR_SESSION_CONFLICT');
      held.used = now;
      // Re-insert: Map order is the LRU order.
      this.#sessions.delete(key);
      this.#sessions.set(key, held);
      return held.session;
    }
    // The caller holds its calls' reservations: on a shared ledger another replica checks that too.
    const session = this.#fence.session(token, { holder: caller, ...(intent === undefined ? {} : { intent }) });
    this.#sessions.set(key, { session, token, used: now });
    if (this.#sessions.size > this.#max) this.#sessions.delete(this.#sessions.keys().next().value as string);
    return session;
  }

  /** Forget the caller's session `name`. */
  end(caller: string, name: string): boolean {
    return this.#sessions.delete(`${caller}\u0000${name}`);
  }

  get size(): number {
    return this.#sessions.size;
  }

  /**
   * A handle for reporting the outcome of an allowed call, bound to the caller that asked: the
   * reservation's id when it has one (random; a shared ledger knows it on every replica, bound to
   * the same caller), else a new one.
   */
  expectOutcome(caller: string, decision: Decision, session: FenceSession | undefined): string {
    const handle = decision.reservation ?? randomUUID();
    if (this.#outcomes.size >= this.#maxOutcomes) this.#outcomes.delete(this.#outcomes.keys().next().value as string);
    this.#outcomes.set(handle, { caller, decision, session });
    return handle;
  }

  /**
   * Take the pending outcome `handle` of `caller` (once), or undefined: another caller's handle is
   * unknown to this one, unless `anyCaller` (the executor, with the `settle` right, reports for all).
   */
  takeOutcome(caller: string, handle: string, anyCaller = false): PendingOutcome | undefined {
    const pending = this.#outcomes.get(handle);
    if (pending === undefined || (pending.caller !== caller && !anyCaller)) return undefined;
    this.#outcomes.delete(handle);
    return pending;
  }

  get pendingOutcomes(): number {
    return this.#outcomes.size;
  }

  clear(): void {
    this.#sessions.clear();
    this.#outcomes.clear();
  }

  /** Drop sessions idle too long, oldest first; stops at the first live one (Map order is use order). */
  #evictIdle(now: number): void {
    for (const [key, held] of this.#sessions) {
      if (now - held.used < this.#idleMs) return;
      this.#sessions.delete(key);
    }
  }
}

function positiveInt(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 1) throw new UsageError('ERR_OUT_OF_RANGE', `${what} must be a positive integer`);
  return value;
}
