/**
 * The approval queue behind the human verifier: escalated calls waiting for a person, persisted
 * in SQLite (better-sqlite3, WAL) so that a restart, or a second process (the `capfence
 * approvals` command), sees the same requests.
 *
 * A request is `pending` until it is approved, denied or expires at its deadline; each change of
 * state is one conditional UPDATE (`WHERE state = 'pending' AND deadline > now`), so of a late
 * approval and an expiry racing in two processes exactly one wins, and the row says which.
 *
 * The stored request holds the call's arguments in clear: a person cannot judge a payment
 * without seeing the recipient. Keep the file as private as the audit.
 */
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { sqlite } from '../store/sqlite/driver.ts';
import { ConfigError, UsageError, ApprovalError } from '../errors.ts';
import type { ArgumentProvenance, VerificationRequest } from './verifier.ts';
import { walMode } from '../store/sqlite/busy.ts';

export type ApprovalState = 'pending' | 'approved' | 'denied' | 'expired';

/** One escalated call as a person sees it. `args` and `intent` are untrusted text: print them with care. */
export interface ApprovalRequest {
  readonly id: string;
  readonly state: ApprovalState;
  /** Milliseconds since the epoch. */
  readonly created: number;
  readonly deadline: number;
  readonly principal: string;
  readonly tool: string;
  readonly actionClass: string;
  readonly intent: string | null;
  readonly args: unknown;
  readonly provenance: Readonly<Record<string, ArgumentProvenance>>;
  readonly scope: readonly string[];
  readonly score: number | null;
  readonly decidedAt: number | null;
  readonly decidedBy: string | null;
  readonly note: string | null;
}

export interface ApprovalQueueOptions {
  /** Milliseconds since the epoch; injectable for tests. */
  readonly clock?: () => number;
}

export type SettledListener = (approval: ApprovalRequest) => void;

type MaybePromise<T> = T | Promise<T>;

/**
 * Where approval requests live: this module's SQLite queue (one host, several processes) or the
 * PostgreSQL one of `src/store/postgres/approvals.ts` (several replicas). Methods may answer now
 * or with a promise; the human verifier, the sidecar and the CLI await either.
 */
export interface ApprovalStore {
  enqueue(request: VerificationRequest, deadline: number): MaybePromise<ApprovalRequest>;
  get(id: string): MaybePromise<ApprovalRequest | undefined>;
  list(options?: { state?: ApprovalState | 'all'; limit?: number }): MaybePromise<ApprovalRequest[]>;
  approve(id: string, by?: { by?: string; note?: string }): MaybePromise<ApprovalRequest>;
  deny(id: string, by?: { by?: string; note?: string }): MaybePromise<ApprovalRequest>;
  expire(id: string): MaybePromise<ApprovalRequest | undefined>;
  sweep(): MaybePromise<number>;
  onSettled(listener: SettledListener): () => void;
  pendingCount(): MaybePromise<number>;
  readonly closed: boolean;
  close(): MaybePromise<void>;
}

/** Whether `value` can serve as an {@link ApprovalStore}. */
export function isApprovalStore(value: unknown): value is ApprovalStore {
  if (typeof value !== 'object' || value === null) return false;
  const store = value as Record<string, unknown>;
  return ['enqueue', 'get', 'list', 'approve', 'deny', 'expire', 'sweep', 'onSettled', 'pendingCount', 'close'].every(
    (m) => typeof store[m] === 'function',
  );
}

/** A stored row of either engine (times in ms since the epoch). */
export interface ApprovalRow {
  id: string;
  state: ApprovalState;
  created: number;
  deadline: number;
  principal: string;
  tool: string;
  action_class: string;
  intent: string | null;
  request: string;
  decided_at: number | null;
  decided_by: string | null;
  note: string | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS capfence_approvals (
  id TEXT PRIMARY KEY,
  state TEXT NOT NULL CHECK (state IN ('pending', 'approved', 'denied', 'expired')),
  created INTEGER NOT NULL,
  deadline INTEGER NOT NULL,
  principal TEXT NOT NULL,
  tool TEXT NOT NULL,
  action_class TEXT NOT NULL,
  intent TEXT,
  request TEXT NOT NULL,
  decided_at INTEGER,
  decided_by TEXT,
  note TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS capfence_approvals_state ON capfence_approvals (state, created);
`;

const MAX_LIST = 1000;
const MAX_NOTE = 1024;
const MAX_BY = 64;

export class ApprovalQueue implements ApprovalStore {
  readonly #db: Database.Database;
  readonly #clock: () => number;
  readonly #listeners = new Set<SettledListener>();
  readonly #get: Database.Statement<[string]>;
  readonly #settle: Database.Statement<[ApprovalState, number, string | null, string | null, string, number]>;
  #closed = false;

  private constructor(db: Database.Database, options: ApprovalQueueOptions) {
    this.#db = db;
    this.#clock = options.clock ?? Date.now;
    this.#get = db.prepare('SELECT * FROM capfence_approvals WHERE id = ?');
    this.#settle = db.prepare(
      "UPDATE capfence_approvals SET state = ?, decided_at = ?, decided_by = ?, note = ? WHERE id = ? AND state = 'pending' AND deadline > ?",
    );
  }

  /** Open (or create) the queue at `path` (`:memory:` for a private, unpersisted one). Throws {@link ConfigError}. */
  static open(path: string, options: ApprovalQueueOptions = {}): ApprovalQueue {
    if (typeof path !== 'string' || path.length === 0) throw new UsageError('ERR_INVALID_ARGUMENT', 'path must be a non-empty string');
    let db: Database.Database | undefined;
    try {
      db = new (sqlite())(path);
      walMode(db);
      db.pragma('synchronous = FULL');
      // The CLI and the sidecar write the same file: wait for the other's transaction instead of failing.
      db.pragma('busy_timeout = 2000');
      db.exec(SCHEMA);
      return new ApprovalQueue(db, options);
    } catch (cause) {
      db?.close();
      throw new ConfigError('ERR_CONFIG_INVALID', 'cannot open the approval queue', path, { cause });
    }
  }

  /** Add a pending request for `request`, to be decided before `deadline` (ms since the epoch). */
  enqueue(request: VerificationRequest, deadline: number): ApprovalRequest {
    this.#assertOpen();
    if (!Number.isFinite(deadline)) throw new UsageError('ERR_OUT_OF_RANGE', 'deadline must be a finite number of milliseconds');
    const id = randomUUID();
    const stored = storedRequest(request);
    this.#db
      .prepare(
        'INSERT INTO capfence_approvals (id, state, created, deadline, principal, tool, action_class, intent, request) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(id, 'pending', this.#clock(), Math.floor(deadline), request.principal, request.call.tool, request.actionClass, request.intent, stored);
    return this.get(id) as ApprovalRequest;
  }

  get(id: string): ApprovalRequest | undefined {
    this.#assertOpen();
    const row = this.#get.get(id) as ApprovalRow | undefined;
    return row === undefined ? undefined : fromRow(row);
  }

  /** Requests in `state` (default pending; `all` for every state), oldest first. Expires overdue ones first. */
  list(options: { state?: ApprovalState | 'all'; limit?: number } = {}): ApprovalRequest[] {
    this.sweep();
    const limit = Math.min(Math.max(1, Math.floor(options.limit ?? 100)), MAX_LIST);
    const state = options.state ?? 'pending';
    const rows = (
      state === 'all'
        ? this.#db.prepare('SELECT * FROM capfence_approvals ORDER BY created DESC LIMIT ?').all(limit)
        : this.#db.prepare('SELECT * FROM capfence_approvals WHERE state = ? ORDER BY created LIMIT ?').all(state, limit)
    ) as ApprovalRow[];
    return rows.map(fromRow);
  }

  /** Approve a pending request. Throws {@link ApprovalError} when it is unknown, decided or past its deadline. */
  approve(id: string, by?: { by?: string; note?: string }): ApprovalRequest {
    return this.#decide(id, 'approved', by);
  }

  deny(id: string, by?: { by?: string; note?: string }): ApprovalRequest {
    return this.#decide(id, 'denied', by);
  }

  /** Mark a request expired if it is still pending (whatever its deadline). Returns the request as it now stands. */
  expire(id: string): ApprovalRequest | undefined {
    this.#assertOpen();
    const changed = this.#db
      .prepare("UPDATE capfence_approvals SET state = 'expired', decided_at = ? WHERE id = ? AND state = 'pending'")
      .run(this.#clock(), id).changes;
    const approval = this.get(id);
    if (changed > 0 && approval !== undefined) this.#emit(approval);
    return approval;
  }

  /** Expire every pending request past its deadline; returns how many. */
  sweep(): number {
    this.#assertOpen();
    const now = this.#clock();
    return this.#db.prepare("UPDATE capfence_approvals SET state = 'expired', decided_at = ? WHERE state = 'pending' AND deadline <= ?").run(now, now)
      .changes;
  }

  /** Be told when a request is decided or expires through this queue object (other processes are seen by polling). */
  onSettled(listener: SettledListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** How many requests are pending (for metrics). */
  pendingCount(): number {
    if (this.#closed) return 0;
    return (this.#db.prepare("SELECT count(*) AS n FROM capfence_approvals WHERE state = 'pending'").get() as { n: number }).n;
  }

  get closed(): boolean {
    return this.#closed;
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#listeners.clear();
    this.#db.close();
  }

  #decide(id: string, state: 'approved' | 'denied', options: { by?: string; note?: string } = {}): ApprovalRequest {
    this.#assertOpen();
    const { by, note } = decisionInputs(id, options);
    const now = this.#clock();
    const changed = this.#settle.run(state, now, by, note, id, now).changes;
    const approval = this.get(id);
    if (changed === 0) {
      // Past its deadline but not yet swept: it can no longer be decided, only expire.
      if (approval?.state === 'pending') this.expire(id);
      throw undecided(approval);
    }
    this.#emit(approval as ApprovalRequest);
    return approval as ApprovalRequest;
  }

  #emit(approval: ApprovalRequest): void {
    emitSettled(this.#listeners, approval);
  }

  #assertOpen(): void {
    if (this.#closed) throw new ConfigError('ERR_CONFIG_INVALID', 'the approval queue is closed');
  }
}

/** Tell each listener; a listener's failure must not undo a decision already written. */
export function emitSettled(listeners: ReadonlySet<SettledListener>, approval: ApprovalRequest): void {
  for (const listener of [...listeners]) {
    try {
      listener(approval);
    } catch {
      // ignored: see above
    }
  }
}

/** The stored details of a request (the arguments in clear: a person must see what they approve). */
export function storedRequest(request: VerificationRequest): string {
  return JSON.stringify({ args: request.call.args, provenance: { ...request.provenance }, scope: request.scope, score: request.score });
}

/** A decision's checked inputs; throws UsageError for a malformed id. */
export function decisionInputs(id: string, options: { by?: string; note?: string } = {}): { by: string | null; note: string | null } {
  if (typeof id !== 'string' || id.length === 0 || id.length > 64)
    throw new UsageError('ERR_INVALID_ARGUMENT', 'id must be a short non-empty string');
  // The name ends up in decision reasons and terminals: keep it to plain characters.
  const by = options.by === undefined ? null : clip(options.by, MAX_BY).replace(/[^A-Za-z0-9._@ -]/g, '_');
  const note = options.note === undefined ? null : clip(options.note, MAX_NOTE);
  return { by, note };
}

/** Why a decision changed nothing: the request is unknown, expired or already decided. */
export function undecided(approval: ApprovalRequest | undefined): ApprovalError {
  if (approval === undefined) return new ApprovalError('ERR_APPROVAL_UNKNOWN', 'no such approval request');
  if (approval.state === 'pending' || approval.state === 'expired')
    return new ApprovalError('ERR_APPROVAL_EXPIRED', 'the approval request has expired');
  return new ApprovalError('ERR_APPROVAL_SETTLED', `the approval request is already ${approval.state}`);
}

export function fromRow(row: ApprovalRow): ApprovalRequest {
  let stored: { args?: unknown; provenance?: Record<string, ArgumentProvenance>; scope?: string[]; score?: number | null } = {};
  try {
    stored = JSON.parse(row.request) as typeof stored;
  } catch {
    // A damaged row still lists (so it can be denied); its details read as empty.
  }
  return {
    id: row.id,
    state: row.state,
    created: Number(row.created),
    deadline: Number(row.deadline),
    principal: row.principal,
    tool: row.tool,
    actionClass: row.action_class,
    intent: row.intent,
    args: stored.args ?? {},
    provenance: stored.provenance ?? {},
    scope: Array.isArray(stored.scope) ? stored.scope : [],
    score: typeof stored.score === 'number' ? stored.score : null,
    decidedAt: row.decided_at === null ? null : Number(row.decided_at),
    decidedBy: row.decided_by,
    note: row.note,
  };
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max);
}
