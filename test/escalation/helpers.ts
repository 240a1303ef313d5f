/** Shared stubs for the escalation tests. */
import type { VerificationRequest, Verifier, VerifierVerdict } from '../../src/escalation/verifier.ts';

export function request(overrides: Partial<VerificationRequest> = {}): VerificationRequest {
  return {
    call: { tool: 'send_email', args: { to: 'bob@example.com', body: 'hello' } },
    actionClass: 'message-send',
    intent: 'e-mail bob@example.com to say hello',
    principal: 'mail-assistant',
    scope: ['message-send', 'read-only-retrieval'],
    score: 0.42,
    provenance: { to: 'intent', body: 'intent' },
    intentEntities: ['bob@example.com'],
    ...overrides,
  };
}

/** A verifier that answers `answer` (or whatever `answer()` returns) and counts its calls. */
export function stub(name: string, answer: unknown | (() => unknown)): Verifier & { calls: number; signals: AbortSignal[] } {
  const verifier = {
    name,
    calls: 0,
    signals: [] as AbortSignal[],
    verify(_request: VerificationRequest, signal: AbortSignal): Promise<VerifierVerdict> {
      verifier.calls++;
      verifier.signals.push(signal);
      return Promise.resolve((typeof answer === 'function' ? (answer as () => unknown)() : answer) as VerifierVerdict);
    },
  };
  return verifier;
}

export const allow = (name: string) => stub(name, { verdict: 'allow', reasons: [{ code: 'verifier.allow', message: `${name} allows` }] });
export const deny = (name: string) => stub(name, { verdict: 'deny', reasons: [{ code: 'verifier.deny', message: `${name} denies` }] });
export const abstain = (name: string) => stub(name, { verdict: 'abstain', reasons: [] });

/** A verifier that never settles (but notices its signal). */
export function silent(name: string): Verifier & { signals: AbortSignal[] } {
  const signals: AbortSignal[] = [];
  return { name, signals, verify: (_request, signal) => (signals.push(signal), new Promise<VerifierVerdict>(() => {})) };
}

/** A verifier that answers after `ms` unless aborted first. */
export function slow(name: string, ms: number, verdict: VerifierVerdict['verdict'] = 'allow'): Verifier {
  return {
    name,
    verify: (_request, signal) =>
      new Promise<VerifierVerdict>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            resolve({ verdict, reasons: [{ code: verdict === 'allow' ? 'verifier.allow' : 'verifier.deny', message: `${name} after ${ms} ms` }] }),
          ms,
        );
        signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
      }),
  };
}

export function activeTimers(): number {
  return process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
}
