/**
 * OpenTelemetry spans around decisions, through `@opentelemetry/api` only: with no SDK registered
 * the API hands out non-recording spans and nothing here does more than ask whether the span
 * records (`npm run bench:otel` measures that cost). With an SDK, each decision is one span,
 * `capfence.decide`, with attributes for the verdict, action class, reason codes, whether it was
 * escalated, how the verifier settled it, the audit sequence number and the latency. No argument
 * value, token or key is ever an attribute.
 */
import { SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { Decision } from '../action/types.ts';

const tracer = trace.getTracer('capfence');

/** Start the span of one decision (`operation`: authorize, decide). */
export function startDecisionSpan(operation: string): Span {
  return tracer.startSpan('capfence.decide', { attributes: { 'capfence.operation': operation } });
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
    if (decision.verdict !== 'allow') span.setStatus({ code: SpanStatusCode.UNSET });
  }
  span.end();
}

/** The span of a decision that threw (a bug, or misuse): recorded as an error, then ended. */
export function failDecisionSpan(span: Span, error: unknown): void {
  if (span.isRecording()) span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
  span.end();
}
