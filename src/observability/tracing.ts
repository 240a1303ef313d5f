/**
 * OpenTelemetry spans around decisions, through `@opentelemetry/api` only: with no SDK registered
 * the API hands out non-recording spans and nothing here does more than ask whether the span
 * records (`npm run bench:otel` measures that cost). With an SDK, each decision is one span,
 * `capfence.decide`, with attributes for the verdict, action class, reason codes, whether it was
 * escalated, how the verifier settled it, the audit sequence number and the latency. No argument
 * value, token or key is ever an attribute.
 */
import { createRequire } from 'node:module';
import type { Span, Tracer } from '@opentelemetry/api';
import type { Decision } from '../action/types.ts';

/** Where `@opentelemetry/api` 1.x keeps what an SDK registers (its tracer provider, among others). */
const OTEL_GLOBAL = Symbol.for('opentelemetry.js.api.1');
const UNSET = 0;
const ERROR = 2;

let tracer: Tracer | undefined;

/**
 * The tracer, once an SDK has registered with the API. Until then no span could record, so the
 * API itself is not loaded (it costs tens of milliseconds at start-up, which a CLI run notices).
 */
function activeTracer(): Tracer | undefined {
  if (tracer !== undefined) return tracer;
  if ((globalThis as Record<symbol, unknown>)[OTEL_GLOBAL] === undefined) return undefined;
  const api = createRequire(import.meta.url)('@opentelemetry/api') as typeof import('@opentelemetry/api');
  tracer = api.trace.getTracer('capfence');
  return tracer;
}

/** A span that records nothing, for decisions made while no SDK is registered. */
const NOT_RECORDING: Span = Object.freeze({
  spanContext: () => ({ traceId: '00000000000000000000000000000000', spanId: '0000000000000000', traceFlags: 0 }),
  setAttribute: () => NOT_RECORDING,
  setAttributes: () => NOT_RECORDING,
  addEvent: () => NOT_RECORDING,
  addLink: () => NOT_RECORDING,
  addLinks: () => NOT_RECORDING,
  setStatus: () => NOT_RECORDING,
  updateName: () => NOT_RECORDING,
  end: () => undefined,
  isRecording: () => false,
  recordException: () => undefined,
});

/** Start the span of one decision (`operation`: authorize, decide). */
export function startDecisionSpan(operation: string): Span {
  return activeTracer()?.startSpan('capfence.decide', { attributes: { 'capfence.operation': operation } }) ?? NOT_RECORDING;
}

/** Describe `decision` on `span` (if it records) and end it. */
export function endDecisionSpan(span: Span, decision: Decision, seconds: number): void {
  if (span.isRecording()) {
    const codes = decision.reasons.map((reason) => reason.code);
    const verifier = codes.find((code) => code.startsWith('verifier.'));
    span.setAttributes({
      'capfence.verdict': decision.verdict,
      'capfence.action_class': decision.actionClass ?? '',
      'capfence.reason_codes': codes,
      'capfence.escalated': codes.includes('gate.escalate') || codes.includes('scope.always-escalate'),
      'capfence.verifier': verifier === undefined ? 'none' : verifier.slice('verifier.'.length),
      'capfence.latency_ms': seconds * 1000,
      ...(decision.auditSeq === null ? {} : { 'capfence.audit_seq': decision.auditSeq }),
    });
    if (decision.verdict !== 'allow') span.setStatus({ code: UNSET });
  }
  span.end();
}

/** The span of a decision that threw (a bug, or misuse): recorded as an error, then ended. */
export function failDecisionSpan(span: Span, error: unknown): void {
  if (span.isRecording()) span.setStatus({ code: ERROR, message: error instanceof Error ? error.name : 'error' });
  span.end();
}
