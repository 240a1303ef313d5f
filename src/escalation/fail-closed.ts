/**
 * Run a verifier so that every way it can fail is a denial: an exception, a missed deadline, an
 * aborted run and an answer that is not a well-formed {@link VerifierVerdict} all come back as
 * `deny` with a reason that names the verifier and the kind of failure (never argument values).
 */
import { isReasonCode, type ReasonCode } from '../action/reasons.ts';
import type { Reason } from '../action/types.ts';
import { describeError, UsageError } from '../errors.ts';
import type { Approval, VerificationRequest, Verifier, VerifierVerdict } from './verifier.ts';

/** The deadline a composition gives a child that was not wrapped with {@link withDeadline}. */
export const DEFAULT_VERIFIER_TIMEOUT_MS = 5_000;

/** Why the runner answered for the verifier; `null` when the verifier answered itself. */
export type VerifierFailure = 'error' | 'timeout' | 'malformed' | 'aborted';

export interface VerifierOutcome extends VerifierVerdict {
  /** The verifier's name. */
  readonly verifier: string;
  readonly failure: VerifierFailure | null;
  readonly elapsedMs: number;
}

export interface RunOptions {
  /** Deadline in milliseconds; the verifier's signal aborts when it passes. */
  readonly timeoutMs: number;
  /** Aborting it ends the run at once with a denial (the caller no longer needs the answer). */
  readonly signal?: AbortSignal;
}

/** A verifier whose `verify()` never rejects and answers within `timeoutMs`. */
export interface DeadlineVerifier extends Verifier {
  readonly timeoutMs: number;
  verify(request: VerificationRequest, signal: AbortSignal): Promise<VerifierOutcome>;
}

/**
 * Ask `verifier` about `request`, within `options.timeoutMs`. The returned promise never
 * rejects: see the module comment. When the deadline passes, or `options.signal` aborts, the
 * signal handed to the verifier aborts too so it can stop work; its late answer is ignored.
 * All timers and listeners are released when the promise settles.
 *
 * Throws `TypeError` / `RangeError` synchronously for misuse (no `verify` method, a deadline
 * that is not a positive number of milliseconds).
 */
export function runVerifier(verifier: Verifier, request: VerificationRequest, options: RunOptions): Promise<VerifierOutcome> {
  assertVerifier(verifier, 'verifier');
  return run(verifier, request, checkTimeout(options.timeoutMs, 'options.timeoutMs'), options.signal);
}

/** `verifier` with its own deadline: `verify()` never rejects. Compositions honour the deadline. */
export function withDeadline(verifier: Verifier, options: { readonly timeoutMs: number }): DeadlineVerifier {
  assertVerifier(verifier, 'verifier');
  const timeoutMs = checkTimeout(options.timeoutMs, 'options.timeoutMs');
  const wrapped: DeadlineVerifier = Object.freeze({
    name: nameOf(verifier),
    timeoutMs,
    verify: (request: VerificationRequest, signal: AbortSignal) => run(verifier, request, timeoutMs, signal),
  });
  wrappedBy.set(wrapped, { verifier, timeoutMs });
  return wrapped;
}

interface Scheduled {
  readonly verifier: Verifier;
  readonly timeoutMs: number;
}

/** @internal What a composition runs for `child`: a {@link withDeadline} verifier's own deadline, else `fallbackMs`. */
export function scheduleFor(child: Verifier, fallbackMs: number): Scheduled {
  return wrappedBy.get(child) ?? { verifier: child, timeoutMs: fallbackMs };
}

/** Verifiers made by {@link withDeadline}, mapped to what they wrap (so compositions do not stack timers). */
const wrappedBy = new WeakMap<Verifier, Scheduled>();

async function run(verifier: Verifier, request: VerificationRequest, timeoutMs: number, outer: AbortSignal | undefined): Promise<VerifierOutcome> {
  const name = nameOf(verifier);
  const started = performance.now();
  const done = (verdict: VerifierVerdict, failure: VerifierFailure | null): VerifierOutcome => ({
    verdict: verdict.verdict,
    reasons: verdict.reasons,
    ...(verdict.approval === undefined ? {} : { approval: verdict.approval }),
    verifier: name,
    failure,
    elapsedMs: performance.now() - started,
  });
  if (outer?.aborted) return done(abortedVerdict(name, outer.reason), isTimeout(outer.reason) ? 'timeout' : 'aborted');

  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  // Settles only when the verifier runs out of time or the caller gives up. Resolve first, then
  // abort: listeners that run inside abort() can no longer change the answer.
  const cutOff = new Promise<VerifierOutcome>((resolve) => {
    timer = setTimeout(() => {
      resolve(done(deny('verifier.timeout', `${name} did not answer within ${timeoutMs} ms; failing closed`), 'timeout'));
      controller.abort(new DOMException(`${name} timed out`, 'TimeoutError'));
    }, timeoutMs);
    if (outer !== undefined) {
      onAbort = () => {
        resolve(done(abortedVerdict(name, outer.reason), isTimeout(outer.reason) ? 'timeout' : 'aborted'));
        controller.abort(outer.reason);
      };
      outer.addEventListener('abort', onAbort, { once: true });
    }
  });

  // Fail closed: an exception, an answer we cannot read, silence past the deadline: none of
  // these may be read as "no opinion" (abstain), let alone allow. A broken verifier denies.
  const answered = invoke(verifier, request, controller.signal).then(
    (answer) => {
      try {
        const verdict = normalise(name, answer);
        return verdict === null
          ? done(deny('verifier.malformed', `${name} returned a malformed answer; failing closed`), 'malformed')
          : done(verdict, null);
      } catch {
        return done(deny('verifier.malformed', `${name} returned an unreadable answer; failing closed`), 'malformed');
      }
    },
    (error: unknown) => done(deny('verifier.error', `${name} failed (${clip(describeError(error), 80)}); failing closed`), 'error'),
  );

  try {
    return await Promise.race([answered, cutOff]);
  } finally {
    clearTimeout(timer);
    if (onAbort !== undefined) outer?.removeEventListener('abort', onAbort);
  }
}

function invoke(verifier: Verifier, request: VerificationRequest, signal: AbortSignal): Promise<unknown> {
  try {
    // Promise.resolve also adopts foreign thenables; a throwing `then` becomes a rejection.
    return Promise.resolve(verifier.verify(request, signal));
  } catch (error) {
    return Promise.reject(error);
  }
}

const MAX_REASONS = 32;
const MAX_MESSAGE_CHARS = 1_000;

/**
 * A copy of `answer` if it is a well-formed verdict, else null. Reasons are copied field by
 * field (nothing else the verifier attached travels on); an allow or deny without reasons gets one.
 */
function normalise(name: string, answer: unknown): VerifierVerdict | null {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return null;
  const { verdict, reasons } = answer as { verdict?: unknown; reasons?: unknown };
  if (verdict !== 'allow' && verdict !== 'deny' && verdict !== 'abstain') return null;
  if (!Array.isArray(reasons) || reasons.length > MAX_REASONS) return null;
  const copied: Reason[] = [];
  for (const reason of reasons as unknown[]) {
    if (typeof reason !== 'object' || reason === null) return null;
    const { code, message } = reason as { code?: unknown; message?: unknown };
    if (typeof code !== 'string' || !isReasonCode(code) || typeof message !== 'string') return null;
    copied.push({ code, message: clip(message, MAX_MESSAGE_CHARS) });
  }
  if (copied.length === 0 && verdict !== 'abstain') {
    copied.push({ code: verdict === 'allow' ? 'verifier.allow' : 'verifier.deny', message: `${name}: ${verdict}` });
  }
  const approval = approvalOf((answer as { approval?: unknown }).approval);
  if (approval === null) return null;
  return approval === undefined ? { verdict, reasons: copied } : { verdict, reasons: copied, approval };
}

/** A copy of a well-formed approval, undefined when there is none, null when it is malformed. */
function approvalOf(value: unknown): Approval | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null) return null;
  const { id, state, by, at, note } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id.length > 64 || typeof by !== 'string' || (state !== 'approved' && state !== 'denied')) return null;
  if (typeof at !== 'number' || !Number.isFinite(at) || (note !== null && typeof note !== 'string')) return null;
  return { id, state, by: clip(by, 64), at, note: note === null ? null : clip(note, 1_024) };
}

function deny(code: ReasonCode, message: string): VerifierVerdict {
  return { verdict: 'deny', reasons: [{ code, message }] };
}

function abortedVerdict(name: string, reason: unknown): VerifierVerdict {
  return isTimeout(reason)
    ? deny('verifier.timeout', `${name} was cut off by the caller's deadline; failing closed`)
    : deny('verifier.error', `${name} was aborted before answering; failing closed`);
}

function isTimeout(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === 'TimeoutError';
}

/** @internal The verifier's name, bounded; a missing or odd name is not worth failing over. */
export function nameOf(verifier: Verifier): string {
  try {
    const name: unknown = verifier.name;
    return typeof name === 'string' && name.length > 0 ? clip(name, 64) : 'unnamed verifier';
  } catch {
    return 'unnamed verifier';
  }
}

/** @internal */
export function assertVerifier(verifier: unknown, what: string): asserts verifier is Verifier {
  if (typeof verifier !== 'object' || verifier === null || typeof (verifier as { verify?: unknown }).verify !== 'function') {
    throw new UsageError('ERR_INVALID_ARGUMENT', `${what} must be a Verifier (an object with a verify() method)`);
  }
}

const MAX_TIMER_MS = 2_147_483_647;

/** @internal */
export function checkTimeout(timeoutMs: unknown, what: string): number {
  if (typeof timeoutMs !== 'number' || !Number.isFinite(timeoutMs) || timeoutMs <= 0 || timeoutMs > MAX_TIMER_MS) {
    throw new UsageError('ERR_OUT_OF_RANGE', `${what} must be a number of milliseconds in (0, ${MAX_TIMER_MS}]`);
  }
  return timeoutMs;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
