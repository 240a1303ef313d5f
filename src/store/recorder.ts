/**
 * Steps 7 and 8 over a separate ledger and audit log (the embedded engine, and any fence built
 * from parts): reserve first, then append the record; when the append fails, the reservation is
 * given back, so a decision without a record never holds budget, and a decision whose
 * reservation was refused is recorded as the refusal it became.
 */
import { SHADOW_REASON } from '../action/reasons.ts';
import type { AuditEntry } from '../audit/record.ts';
import { ceilingOutcome, type ReserveResult } from '../capability/ledger.ts';
import { AuditError, CapFenceError, describeError, LedgerError } from '../errors.ts';
import type { AuditWriter, BudgetLedger, DecisionRecorder, DecisionWrite, DecisionWritten, Exhausted, MaybePromise } from './types.ts';

/** `next(value)`, now when `value` is plain, or when it resolves. Keeps synchronous paths synchronous. */
export function then<T, U>(value: MaybePromise<T>, next: (value: T) => MaybePromise<U>): MaybePromise<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}

/** `body()`, with a failure (thrown or rejected) handed to `recover`. */
export function attempt<T>(body: () => MaybePromise<T>, recover: (error: unknown) => MaybePromise<T>): MaybePromise<T> {
  let value: MaybePromise<T>;
  try {
    value = body();
  } catch (error) {
    return recover(error);
  }
  return value instanceof Promise ? value.catch(recover) : value;
}

/** A promise whose rejection nobody may be listening for: mark it handled, and hand it on. */
export function quiet<T>(value: MaybePromise<T>): MaybePromise<T> {
  if (value instanceof Promise) value.catch(() => undefined);
  return value;
}

/** The record of a decision whose reservation was refused: the ceiling's verdict and reason, nothing else. */
export function refusedEntry(entry: AuditEntry, exhausted: Exhausted): AuditEntry {
  const { verdict, code } = ceilingOutcome(exhausted.resource, exhausted.remaining);
  return { ...entry, verdict, reasons: refusedReasons(entry, code) };
}

/** The reasons of a refused reservation's record: the ceiling's code, and shadow mode's mark when the call ran anyway. */
export function refusedReasons(entry: AuditEntry, code: string): string[] {
  return entry.reasons.includes(SHADOW_REASON) ? [code, SHADOW_REASON] : [code];
}

export class SplitRecorder implements DecisionRecorder {
  readonly #ledger: BudgetLedger | undefined;
  readonly #audit: AuditWriter | undefined;

  /** `synchronous`: whether both parts answer without promises (true for the embedded engine and memory). */
  constructor(
    ledger: BudgetLedger | undefined,
    audit: AuditWriter | undefined,
    readonly synchronous = true,
  ) {
    this.#ledger = ledger;
    this.#audit = audit;
  }

  // Written without closures on the synchronous path (the embedded engine's, on every decision):
  // each step is tried in place and its failure handled as the promise path handles it.
  record(write: DecisionWrite): MaybePromise<DecisionWritten> {
    const ledger = this.#ledger;
    if (write.reserve === undefined || ledger === undefined) {
      const seq = this.#append(write.entry);
      return seq instanceof Promise ? seq.then((s) => ({ seq: s })) : { seq };
    }
    const { chain, cost } = write.reserve;
    let reserved: MaybePromise<ReserveResult>;
    try {
      reserved = ledger.reserve(chain, cost);
    } catch (cause) {
      throw ledgerFailure(cause);
    }
    if (reserved instanceof Promise)
      return reserved.then(
        (result) => this.#afterReserve(write.entry, result, ledger),
        (cause: unknown) => {
          throw ledgerFailure(cause);
        },
      );
    return this.#afterReserve(write.entry, reserved, ledger);
  }

  /** Record `entry` after the reservation's answer: the refusal it became, or the decision holding it. */
  #afterReserve(entry: AuditEntry, reserved: ReserveResult, ledger: BudgetLedger): MaybePromise<DecisionWritten> {
    if (!reserved.ok) {
      const seq = this.#append(refusedEntry(entry, reserved));
      return seq instanceof Promise ? seq.then((s) => ({ seq: s, exhausted: reserved })) : { seq, exhausted: reserved };
    }
    const reservation = reserved.reservation;
    let seq: MaybePromise<number | null>;
    try {
      seq = this.#append(entry);
    } catch (error) {
      giveBack(ledger, reservation);
      throw error;
    }
    if (seq instanceof Promise)
      return seq.then(
        (s) => (reservation === undefined ? { seq: s } : { seq: s, reservation }),
        (error: unknown) => {
          giveBack(ledger, reservation);
          throw error;
        },
      );
    return reservation === undefined ? { seq } : { seq, reservation };
  }

  #append(entry: AuditEntry): MaybePromise<number | null> {
    const audit = this.#audit;
    if (audit === undefined) return null;
    let seq: MaybePromise<number>;
    try {
      seq = audit.append(entry);
    } catch (cause) {
      throw auditFailure(cause);
    }
    return seq instanceof Promise
      ? seq.catch((cause: unknown) => {
          throw auditFailure(cause);
        })
      : seq;
  }
}

/** The decision has no record, so it must not hold budget either. */
function giveBack(ledger: BudgetLedger, reservation: string | undefined): void {
  if (reservation !== undefined)
    quiet(
      attempt(
        () => ledger.release(reservation),
        () => undefined,
      ),
    );
}

function ledgerFailure(cause: unknown): unknown {
  return cause instanceof CapFenceError
    ? cause
    : new LedgerError('ERR_LEDGER_STORE', `budget ledger unavailable (${describeError(cause)})`, { cause });
}

function auditFailure(cause: unknown): unknown {
  return cause instanceof AuditError
    ? cause
    : new AuditError('ERR_AUDIT_STORE', `audit record could not be written (${describeError(cause)})`, undefined, { cause });
}
