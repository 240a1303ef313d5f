/**
 * The human verifier: an escalated call becomes a pending request in an {@link ApprovalQueue};
 * `verify()` waits until a person approves or denies it (`capfence approvals`, or the sidecar's
 * approvals routes), or until its deadline passes, which denies.
 *
 * It wakes at once for decisions made through the same queue object, and polls the store for
 * decisions made by another process. When the caller gives up (the runner's deadline, or an
 * aborted request), the request is marked expired, so a late approval cannot be mistaken for
 * consent to a call that was already refused.
 *
 * Give the fence a verifier deadline at least as long as `timeoutMs` (e.g.
 * `verifierTimeoutMs: 300_000`): the shorter of the two ends the wait.
 */
import type { Reason } from '../action/types.ts';
import { type ApprovalRequest, type ApprovalStore, isApprovalStore } from './human-queue.ts';
import type { VerificationRequest, Verifier, VerifierVerdict } from './verifier.ts';
import { UsageError } from '../errors.ts';

export { ApprovalQueue, type ApprovalRequest, type ApprovalState, type ApprovalStore } from './human-queue.ts';
export { ApprovalError } from '../errors.ts';

export interface HumanVerifierOptions {
  /** The SQLite queue (`ApprovalQueue.open`) or a store's (`store.openApprovals()`, e.g. PostgreSQL for several replicas). */
  readonly queue: ApprovalStore;
  /** How long a person has to answer, in ms (default five minutes). */
  readonly timeoutMs?: number;
  /** How often to look for decisions made by other processes, in ms (default 250). */
  readonly pollMs?: number;
  /** Names the verifier in reasons (default `human`). */
  readonly name?: string;
  /** Told of each new request (to page someone, or prompt a client); its failures are ignored. */
  readonly notify?: (approval: ApprovalRequest) => void;
  readonly clock?: () => number;
}

export class HumanVerifier implements Verifier {
  readonly name: string;
  readonly timeoutMs: number;
  readonly #queue: ApprovalStore;
  readonly #pollMs: number;
  readonly #notify: ((approval: ApprovalRequest) => void) | undefined;
  readonly #clock: () => number;

  constructor(options: HumanVerifierOptions) {
    if (!isApprovalStore(options?.queue)) throw new UsageError('ERR_INVALID_ARGUMENT', 'options.queue must be an approval queue');
    this.#queue = options.queue;
    this.timeoutMs = positive(options.timeoutMs ?? 300_000, 'options.timeoutMs');
    this.#pollMs = positive(options.pollMs ?? 250, 'options.pollMs');
    this.name = options.name ?? 'human';
    this.#notify = options.notify;
    this.#clock = options.clock ?? Date.now;
  }

  async verify(request: VerificationRequest, signal: AbortSignal): Promise<VerifierVerdict> {
    signal.throwIfAborted();
    const approval = await this.#queue.enqueue(request, this.#clock() + this.timeoutMs);
    try {
      this.#notify?.(approval);
    } catch {
      // Paging someone is best effort; the request is queued either way.
    }
    return this.#wait(approval.id, signal);
  }

  #wait(id: string, signal: AbortSignal): Promise<VerifierVerdict> {
    return new Promise((resolve) => {
      let settled = false;
      const finish = (approval: ApprovalRequest | undefined): void => {
        if (settled) return;
        settled = true;
        clearInterval(poll);
        clearTimeout(deadline);
        signal.removeEventListener('abort', onAbort);
        unsubscribe();
        resolve(this.#verdict(approval));
      };
      // The store decides: expire() is conditional, so an approval written just before it wins.
      // A store that fails while we wait is no answer: deny (finish(undefined)).
      const giveUp = (): void => {
        if (this.#queue.closed) return finish(undefined);
        Promise.resolve()
          .then(() => this.#queue.expire(id))
          .then(finish, () => finish(undefined));
      };
      let checking = false;
      const check = (): void => {
        if (this.#queue.closed) return finish(undefined);
        if (checking) return;
        checking = true;
        Promise.resolve()
          .then(() => this.#queue.get(id))
          .then(
            (approval) => {
              checking = false;
              if (approval === undefined || approval.state !== 'pending') finish(approval);
              else if (this.#clock() >= approval.deadline) giveUp();
            },
            () => {
              // A failed look is retried at the next poll; the deadline still holds.
              checking = false;
            },
          );
      };
      const onAbort = (): void => giveUp();
      const unsubscribe = this.#queue.onSettled((approval) => {
        if (approval.id === id) finish(approval);
      });
      const poll = setInterval(check, this.#pollMs);
      const deadline = setTimeout(giveUp, this.timeoutMs);
      signal.addEventListener('abort', onAbort, { once: true });
      if (signal.aborted) giveUp();
    });
  }

  #verdict(approval: ApprovalRequest | undefined): VerifierVerdict {
    const name = this.name;
    // Who answered, when, and their note go into the hashed audit record of the decision.
    const answered = (state: 'approved' | 'denied', request: ApprovalRequest) => ({
      id: request.id,
      state,
      by: request.decidedBy ?? 'a reviewer',
      at: request.decidedAt ?? this.#clock(),
      note: request.note,
    });
    if (approval?.state === 'approved')
      return {
        verdict: 'allow',
        reasons: [reason('verifier.allow', `${name}: approved by ${approval.decidedBy ?? 'a reviewer'}`)],
        approval: answered('approved', approval),
      };
    if (approval?.state === 'denied')
      return {
        verdict: 'deny',
        reasons: [reason('verifier.deny', `${name}: denied by ${approval.decidedBy ?? 'a reviewer'}`)],
        approval: answered('denied', approval),
      };
    // Expired, vanished or a closed queue: nobody consented, so the call is refused.
    if (approval?.state === 'expired')
      return { verdict: 'deny', reasons: [reason('verifier.timeout', `${name}: nobody answered before the deadline; failing closed`)] };
    return { verdict: 'deny', reasons: [reason('verifier.error', `${name}: the approval request could not be read; failing closed`)] };
  }
}

function reason(code: Reason['code'], message: string): Reason {
  return { code, message };
}

function positive(value: number, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 2_147_483_647)
    throw new UsageError('ERR_OUT_OF_RANGE', `${what} must be a positive number of milliseconds`);
  return value;
}
