/**
 * The approval queue on PostgreSQL: escalated calls waiting for a person, seen by every replica,
 * so a request raised on one replica can be approved through another (or through `capfence
 * approvals` anywhere). Each change of state is one conditional UPDATE, as in the SQLite queue
 * (src/escalation/human-queue.ts): of an approval and an expiry racing on two replicas exactly one
 * wins. A waiting human verifier sees a decision made elsewhere by polling.
 */
import { randomUUID } from 'node:crypto';
import { UsageError } from '../../errors.ts';
import {
  type ApprovalRequest,
  type ApprovalRow,
  type ApprovalState,
  type ApprovalStore,
  decisionInputs,
  emitSettled,
  fromRow,
  type SettledListener,
  storedRequest,
  undecided,
} from '../../escalation/human-queue.ts';
import type { VerificationRequest } from '../../escalation/verifier.ts';
import type { Connection } from './connection.ts';

const MAX_LIST = 1000;

export class PgApprovalQueue implements ApprovalStore {
  readonly #connection: Connection;
  readonly #clock: () => number;
  readonly #listeners = new Set<SettledListener>();
  #closed = false;

  constructor(connection: Connection, options: { readonly clock?: () => number } = {}) {
    this.#connection = connection;
    this.#clock = options.clock ?? Date.now;
  }

  async enqueue(request: VerificationRequest, deadline: number): Promise<ApprovalRequest> {
    this.#assertOpen();
    if (!Number.isFinite(deadline)) throw new UsageError('ERR_OUT_OF_RANGE', 'deadline must be a finite number of milliseconds');
    const [row] = await this.#connection.query<ApprovalRow>(
      `INSERT INTO capfence_approvals (id, state, created, deadline, principal, tool, action_class, intent, request)
       VALUES ($1, 'pending', $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [
        randomUUID(),
        this.#clock(),
        Math.floor(deadline),
        request.principal,
        request.call.tool,
        request.actionClass,
        request.intent === null ? null : request.intent.replaceAll('\u0000', '\ufffd'),
        storedRequest(request).replaceAll('\u0000', '\ufffd'),
      ],
    );
    return fromRow(row!);
  }

  async get(id: string): Promise<ApprovalRequest | undefined> {
    this.#assertOpen();
    const [row] = await this.#connection.query<ApprovalRow>('SELECT * FROM capfence_approvals WHERE id = $1', [id]);
    return row === undefined ? undefined : fromRow(row);
  }

  async list(options: { state?: ApprovalState | 'all'; limit?: number } = {}): Promise<ApprovalRequest[]> {
    await this.sweep();
    const limit = Math.min(Math.max(1, Math.floor(options.limit ?? 100)), MAX_LIST);
    const state = options.state ?? 'pending';
    const rows =
      state === 'all'
        ? await this.#connection.query<ApprovalRow>('SELECT * FROM capfence_approvals ORDER BY created DESC LIMIT $1', [limit])
        : await this.#connection.query<ApprovalRow>('SELECT * FROM capfence_approvals WHERE state = $1 ORDER BY created LIMIT $2', [state, limit]);
    return rows.map(fromRow);
  }

  approve(id: string, by?: { by?: string; note?: string }): Promise<ApprovalRequest> {
    return this.#decide(id, 'approved', by);
  }

  deny(id: string, by?: { by?: string; note?: string }): Promise<ApprovalRequest> {
    return this.#decide(id, 'denied', by);
  }

  async expire(id: string): Promise<ApprovalRequest | undefined> {
    this.#assertOpen();
    const changed = await this.#connection.query<ApprovalRow>(
      "UPDATE capfence_approvals SET state = 'expired', decided_at = $1 WHERE id = $2 AND state = 'pending' RETURNING *",
      [this.#clock(), id],
    );
    if (changed[0] !== undefined) {
      const approval = fromRow(changed[0]);
      emitSettled(this.#listeners, approval);
      return approval;
    }
    return this.get(id);
  }

  async sweep(): Promise<number> {
    this.#assertOpen();
    const now = this.#clock();
    const rows = await this.#connection.query(
      "UPDATE capfence_approvals SET state = 'expired', decided_at = $1 WHERE state = 'pending' AND deadline <= $1 RETURNING id",
      [now],
    );
    return rows.length;
  }

  onSettled(listener: SettledListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async pendingCount(): Promise<number> {
    if (this.#closed) return 0;
    const [row] = await this.#connection.query<{ n: string }>("SELECT count(*) AS n FROM capfence_approvals WHERE state = 'pending'");
    return Number(row?.n ?? 0);
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Stops this queue object; the connection belongs to the store. */
  close(): void {
    this.#closed = true;
    this.#listeners.clear();
  }

  async #decide(id: string, state: 'approved' | 'denied', options: { by?: string; note?: string } = {}): Promise<ApprovalRequest> {
    this.#assertOpen();
    const { by, note } = decisionInputs(id, options);
    const now = this.#clock();
    const [row] = await this.#connection.query<ApprovalRow>(
      `UPDATE capfence_approvals SET state = $1, decided_at = $2, decided_by = $3, note = $4
       WHERE id = $5 AND state = 'pending' AND deadline > $2 RETURNING *`,
      [state, now, by, note === null ? null : note.replaceAll('\u0000', '\ufffd'), id],
    );
    if (row === undefined) {
      const approval = await this.get(id);
      // Past its deadline but not yet swept: it can no longer be decided, only expire.
      if (approval?.state === 'pending') await this.expire(id);
      throw undecided(approval);
    }
    const approval = fromRow(row);
    emitSettled(this.#listeners, approval);
    return approval;
  }

  #assertOpen(): void {
    if (this.#closed) throw new UsageError('ERR_INVALID_STATE', 'the approval queue is closed');
  }
}
