/**
 * The state a fence keeps, as interfaces: the fence depends on these only, and each engine
 * (`sqlite/`, the embedded default, and `postgres/`) implements them.
 *
 * Methods on the decision path return `MaybePromise`: the embedded engine answers synchronously
 * (so `fence.decide()` stays synchronous and allocation-light), a networked engine with a
 * promise. Every method that writes throws (or rejects with) a {@link CapFenceError}:
 * `StoreError`/`LedgerError` when the state cannot be used, `AuditError` when the audit cannot be
 * written, so that the fence can fail closed with `store.unavailable` or `audit.failed`.
 */
import type { ActionClass, Verdict } from '../action/types.ts';
import type { AuditEntry, AuditHead, AuditRecord } from '../audit/record.ts';
import type { VerifyResult } from '../audit/verify.ts';
import type { CapabilityClaims } from '../capability/claims.ts';
import type { Cost, Resource, ReserveResult } from '../capability/ledger.ts';
import type { RevocationCheck } from '../capability/token.ts';
import type { ApprovalStore } from '../escalation/human-queue.ts';

export type MaybePromise<T> = T | Promise<T>;

/** Whether a store can be used now; `problem` says why not (no secrets, no values). */
export interface StoreHealth {
  readonly ok: boolean;
  readonly problem?: string;
}

/** A ceiling a reservation would exceed. */
export type Exhausted = Extract<ReserveResult, { ok: false }>;

/**
 * Revoked token ids, shared by every process on the same state. `isRevoked` runs on every link of
 * every decision and reads a local view that the engine keeps fresh (within a second of a
 * revocation anywhere); when the view cannot be kept fresh it throws `StoreError`
 * `ERR_STORE_UNAVAILABLE`, which the fence turns into a `store.unavailable` denial.
 */
export interface RevocationStore extends RevocationCheck {
  revoke(jti: string, reason?: string): MaybePromise<void>;
  /** Post a named event: every token that expires on it and was issued before now ends (see src/store/events.ts). */
  postEvent(name: string): MaybePromise<void>;
  /** When `name` was last posted (ms since the epoch), or undefined. Throws `StoreError` when the view cannot be trusted, as `isRevoked` does. */
  eventTime(name: string): number | undefined;
  list(): MaybePromise<RevocationEntry[]>;
  health(): StoreHealth;
  close(): MaybePromise<void>;
}

export interface RevocationEntry {
  readonly jti: string;
  /** Milliseconds since the epoch. */
  readonly time: number;
  readonly reason: string | null;
}

/**
 * Budget ceilings across a delegation chain. `check` and `residual` read a local view (advisory:
 * a step-4 early answer and a gate feature); the reservation made when a decision is recorded
 * is the authoritative, atomic check-and-reserve.
 */
export interface BudgetLedger {
  check(chain: readonly CapabilityClaims[], cost: Cost): Exhausted | undefined;
  residual(chain: readonly CapabilityClaims[]): Record<Resource, number | null>;
  reserve(chain: readonly CapabilityClaims[], cost: Cost): MaybePromise<ReserveResult>;
  /** The call ran: its reservation stands, lowered to `actual` for amount and bytes (never calls). */
  commit(reservation: string, actual?: Partial<Cost>): MaybePromise<void>;
  /** The call did not run: give the reservation back. */
  release(reservation: string): MaybePromise<void>;
  /**
   * Present when reservations live in a shared store (PostgreSQL): settle one that any process of
   * the store made, as {@link commit} (`ok`) or {@link release} would, once. `holder` is who is
   * reporting (the reservation's holder must match), or undefined for the executor, who may settle
   * any. Resolves to false, never throwing for it, when the reservation is unknown, already settled,
   * expired or another holder's; rejects with `LedgerError` when the store cannot be used.
   */
  settle?(reservation: string, outcome: { readonly ok: boolean; readonly actual?: Partial<Cost> }, holder: string | undefined): Promise<boolean>;
  flush(): MaybePromise<void>;
  close(): MaybePromise<void>;
}

/** The audit as the fence writes it: one record per decision, chained. */
export interface AuditWriter {
  readonly privacy: boolean;
  append(entry: AuditEntry): MaybePromise<number>;
  flush(): MaybePromise<void>;
  close(): MaybePromise<void>;
}

/** The audit as operators read it (sidecar routes, `capfence audit`). */
export interface AuditReader {
  /** The newest record this process knows of (another process may have appended since). */
  head(): AuditHead | null;
  /** How many records there are, as far as this process knows. */
  count(): number;
  /** Up to `limit` records from `fromSeq` on, in order. */
  page(fromSeq: number, limit: number): MaybePromise<AuditRecord[]>;
  /** Recompute the whole chain (buffered records are written first). */
  verify(): MaybePromise<VerifyResult>;
  /**
   * The file the chain lives in, when it is one (the embedded engine): a reader may verify it
   * with `verifyAuditLog(file)` in another thread, after `flush()`, instead of {@link verify}.
   */
  readonly file?: string;
  /** Chain hashes (hex) of the records after `size`, in order, at most `limit` (the Merkle tree's leaves). */
  hashesAfter(size: number, limit: number): MaybePromise<string[]>;
  /** The newest stored signed checkpoint. */
  latestCheckpoint(): MaybePromise<StoredCheckpoint | undefined>;
  /** Keep a signed checkpoint (one per tree size: a second one of the same size is ignored). */
  addCheckpoint(checkpoint: StoredCheckpoint): MaybePromise<void>;
}

/** A signed tree head as the store keeps it, with the tree's right edge to extend it cheaply. */
export interface StoredCheckpoint {
  readonly size: number;
  /** Root hash, hex. */
  readonly root: string;
  readonly time: number;
  /** The signed note (C2SP tlog-checkpoint). */
  readonly note: string;
  /** JSON of the {@link Frontier} at `size`. */
  readonly frontier: string;
}

/** One write of steps 7 and 8: the record of a decision, and the budget an allow reserves. */
export interface DecisionWrite {
  /** The record as decided. */
  readonly entry: AuditEntry;
  /** Present for an allowed call under a ceiling: reserve `cost` on `chain` in the same write. */
  readonly reserve?: {
    readonly chain: readonly CapabilityClaims[];
    readonly cost: Cost;
    /** Who may report the call's outcome (the fence's DecisionContext `holder`); kept by shared ledgers only. */
    readonly holder?: string;
  };
}

export interface DecisionWritten {
  /** The record's sequence number; null when the fence keeps no audit. */
  readonly seq: number | null;
  /** The reservation to settle when the call ends (allowed calls under a ceiling). */
  readonly reservation?: string;
  /** The ceiling the reservation would have exceeded: the record written is `refusedEntry(entry, exhausted)`. */
  readonly exhausted?: Exhausted;
}

/**
 * Steps 7 and 8 as one write: reserve (when asked) and append the record. Either both happen or,
 * on failure, neither: nothing is reserved for a decision without a record, and no record says
 * allow for a call whose reservation failed. Throws `AuditError` when the record cannot be
 * written and `StoreError`/`LedgerError` when the budget cannot be reserved.
 */
export interface DecisionRecorder {
  /** True when `record` never returns a promise (the fence's synchronous `decide()` needs it). */
  readonly synchronous: boolean;
  record(write: DecisionWrite): MaybePromise<DecisionWritten>;
}

/** A tool output remembered for a task, with the class of the call that produced it. Untrusted text. */
export interface TaskOutput {
  /** Milliseconds since the epoch. */
  readonly time: number;
  readonly actionClass: ActionClass | null;
  readonly text: string;
}

export interface TaskEvent {
  readonly actionClass: ActionClass;
  readonly verdict: Verdict;
  /** What an allowed call removed (src/escalation/removals.ts), when it removed something. */
  readonly removes?: string;
}

/**
 * What a task (a token's root `jti`) has seen: its recent decisions and the outputs of its allowed
 * calls, bounded per task. Survives a restart and is shared by every session on the same task,
 * whatever the session is called, so provenance does not start from a clean slate.
 */
export interface SessionStore {
  appendOutput(task: string, output: TaskOutput): MaybePromise<void>;
  /** The newest `limit` outputs of `task`, oldest first. */
  recentOutputs(task: string, limit: number): MaybePromise<TaskOutput[]>;
  appendEvent(task: string, event: TaskEvent): MaybePromise<void>;
  /** The newest `limit` decisions of `task`, oldest first. */
  recentEvents(task: string, limit: number): MaybePromise<TaskEvent[]>;
  flush(): MaybePromise<void>;
  close(): MaybePromise<void>;
}

/** Everything a fence persists, from one engine. */
export interface FenceStore {
  /** `memory`, `sqlite` or `postgres`. */
  readonly engine: string;
  readonly revocations: RevocationStore;
  readonly ledger: BudgetLedger;
  readonly audit: AuditWriter & AuditReader;
  readonly recorder: DecisionRecorder;
  readonly sessions: SessionStore;
  /**
   * A queue object on this store's approval requests (the human verifier's), seen by every process
   * or replica of the store; the caller closes it. In memory it is private to the object.
   */
  openApprovals(): ApprovalStore;
  /** Resolves once the store is connected and migrated; rejects with `StoreError` if it cannot be. */
  ready(): Promise<void>;
  health(): StoreHealth;
  flush(): MaybePromise<void>;
  close(): MaybePromise<void>;
}
