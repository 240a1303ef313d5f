/**
 * Steps 7 and 8 over a separate ledger and audit log (the embedded engine, and any fence built
 * from parts): reserve first, then append the record; when the append fails, the reservation is
 * given back, so a decision without a record never holds budget, and a decision whose
 * reservation was refused is recorded as the refusal it became.
 */
import { SHADOW_REASON } from '../action/reasons.ts';
import type { AuditEntry } from '../audit/record.ts';
import { ceilingOutcome } from '../capability/ledger.ts';
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

  record(write: DecisionWrite): MaybePromise<DecisionWritten> {
    const ledger = this.#ledger;
    if (write.reserve === undefined || ledger === undefined) return then(this.#append(write.entry), (seq) => ({ seq }));
    const { chain, cost } = write.reserve;
    return then(
      attempt(
        () => ledger.reserve(chain, cost),
        (cause) => {
          throw cause instanceof CapFenceError
            ? cause
            : new LedgerError('ERR_LEDGER_STORE', `budget ledger unavailable (${describeError(cause)})`, { cause });
        },
      ),
      (reserved) => {
        if (!reserved.ok) return then(this.#append(refusedEntry(write.entry, reserved)), (seq) => ({ seq, exhausted: reserved }));
        const reservation = reserved.reservation;
        return attempt(
          () => then(this.#append(write.entry), (seq) => (reservation === undefined ? { seq } : { seq, reservation })),
          (error) => {
            // The decision has no record, so it must not hold budget either.
            if (reservation !== undefined)
              quiet(
                attempt(
                  () => ledger.release(reservation),
                  () => undefined,
                ),
              );
            throw error;
          },
        );
      },
    );
  }

  #append(entry: AuditEntry): MaybePromise<number | null> {
    const audit = this.#audit;
    if (audit === undefined) return null;
    return attempt(
      () => audit.append(entry),
      (cause) => {
        throw cause instanceof AuditError
          ? cause
          : new AuditError('ERR_AUDIT_STORE', `audit record could not be written (${describeError(cause)})`, undefined, { cause });
      },
    );
  }
}
