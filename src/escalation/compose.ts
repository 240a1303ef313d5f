/**
 * Compose verifiers into one. Every child runs through the fail-closed runner, so a child that
 * throws, stalls or answers garbage counts as a denial; a composition is itself a
 * {@link Verifier} and composes further.
 */
import type { Reason } from '../action/types.ts';
import { assertVerifier, checkTimeout, DEFAULT_VERIFIER_TIMEOUT_MS, runVerifier, scheduleFor, type VerifierOutcome } from './fail-closed.ts';
import type { VerificationRequest, Verifier, VerifierVerdict } from './verifier.ts';
import { UsageError } from '../errors.ts';

export interface CompositionOptions {
  /** Names the composition in reasons. */
  readonly name?: string;
  /**
   * Deadline for each child not made by `withDeadline()` (which keeps its own), in ms.
   * Defaults to {@link DEFAULT_VERIFIER_TIMEOUT_MS}.
   */
  readonly timeoutMs?: number;
}

/**
 * Ask the verifiers one after another; the first that allows or denies decides. If every one
 * abstains the answer is deny (`verifier.none`): no verifier vouched for the call.
 *
 * Order matters: put the cheap, symbolic verifiers first, and the costly ones (an LLM judge, a
 * human) last, so they are asked only when the cheap ones have no opinion.
 */
export function firstDecisive(verifiers: readonly Verifier[], options: CompositionOptions = {}): Verifier {
  const { name, children } = prepare(verifiers, options, 'first-decisive');
  return Object.freeze({
    name,
    async verify(request: VerificationRequest, signal: AbortSignal): Promise<VerifierVerdict> {
      const abstentions: Reason[] = [];
      for (const child of children) {
        const outcome = await runVerifier(child.verifier, request, { timeoutMs: child.timeoutMs, signal });
        if (outcome.verdict !== 'abstain')
          return { verdict: outcome.verdict, reasons: outcome.reasons, ...(outcome.approval === undefined ? {} : { approval: outcome.approval }) };
        abstentions.push(...outcome.reasons);
      }
      // Fail closed: abstaining is no opinion, and no opinion is not consent.
      return { verdict: 'deny', reasons: [...abstentions, { code: 'verifier.none', message: `${name}: every verifier abstained; failing closed` }] };
    },
  });
}

/**
 * Every verifier must allow. They run in parallel; the first to deny or abstain ends the run
 * (the others are aborted) and the answer is deny with its reasons. With several denials in
 * flight, whichever settles first supplies the reasons.
 */
export function allMustAllow(verifiers: readonly Verifier[], options: CompositionOptions = {}): Verifier {
  const { name, children } = prepare(verifiers, options, 'all-must-allow');
  return Object.freeze({
    name,
    async verify(request: VerificationRequest, signal: AbortSignal): Promise<VerifierVerdict> {
      const controller = new AbortController();
      const onAbort = (): void => controller.abort(signal.reason);
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
      try {
        const runs = children.map((child) => runVerifier(child.verifier, request, { timeoutMs: child.timeoutMs, signal: controller.signal }));
        const refusal = await firstRefusal(runs);
        if (refusal === null) {
          const outcomes = await Promise.all(runs);
          // A person among the verifiers: their answer is the one the audit keeps.
          const approval = outcomes.find((outcome) => outcome.approval !== undefined)?.approval;
          return { verdict: 'allow', reasons: outcomes.flatMap((outcome) => outcome.reasons), ...(approval === undefined ? {} : { approval }) };
        }
        if (refusal.verdict === 'deny')
          return { verdict: 'deny', reasons: refusal.reasons, ...(refusal.approval === undefined ? {} : { approval: refusal.approval }) };
        // An abstention is not an allow: this composition needs every verifier's consent.
        return {
          verdict: 'deny',
          reasons: [...refusal.reasons, { code: 'verifier.none', message: `${name}: ${refusal.verifier} abstained; every verifier must allow` }],
        };
      } finally {
        // Stops the children still running (their runs then settle at once and free their timers).
        controller.abort();
        signal.removeEventListener('abort', onAbort);
      }
    },
  });
}

/** The first outcome (in time) that is not allow, or null when all allow. `runs` never reject. */
function firstRefusal(runs: readonly Promise<VerifierOutcome>[]): Promise<VerifierOutcome | null> {
  return new Promise((resolve) => {
    let pending = runs.length;
    for (const run of runs) {
      void run.then((outcome) => {
        if (outcome.verdict !== 'allow') resolve(outcome);
        else if (--pending === 0) resolve(null);
      });
    }
  });
}

function prepare(verifiers: readonly Verifier[], options: CompositionOptions, fallbackName: string) {
  if (!Array.isArray(verifiers)) throw new UsageError('ERR_INVALID_ARGUMENT', 'verifiers must be an array');
  // An empty composition would vouch for nothing (and all-of-nothing would vacuously allow).
  if (verifiers.length === 0) throw new UsageError('ERR_OUT_OF_RANGE', 'verifiers must not be empty');
  verifiers.forEach((verifier, index) => assertVerifier(verifier, `verifiers[${index}]`));
  const fallbackMs = options.timeoutMs === undefined ? DEFAULT_VERIFIER_TIMEOUT_MS : checkTimeout(options.timeoutMs, 'options.timeoutMs');
  if (options.name !== undefined && (typeof options.name !== 'string' || options.name.length === 0)) {
    throw new UsageError('ERR_INVALID_ARGUMENT', 'options.name must be a non-empty string');
  }
  return { name: options.name ?? fallbackName, children: verifiers.map((verifier) => scheduleFor(verifier, fallbackMs)) };
}
