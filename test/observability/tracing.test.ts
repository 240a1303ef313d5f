/**
 * Decision spans: nothing records (and the OpenTelemetry API is not loaded) until an SDK
 * registers a tracer provider; after that every decision span reaches it, with its attributes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { trace, type Span, type SpanOptions, type Tracer, type TracerProvider } from '@opentelemetry/api';
import type { Decision } from '../../src/action/types.ts';
import { endDecisionSpan, failDecisionSpan, startDecisionSpan } from '../../src/observability/tracing.ts';

interface Recorded {
  name: string;
  attributes: Record<string, unknown>;
  status?: { code: number };
  ended: boolean;
}

function recordingProvider(spans: Recorded[]): TracerProvider {
  const tracer = {
    startSpan(name: string, options?: SpanOptions): Span {
      const recorded: Recorded = { name, attributes: { ...options?.attributes }, ended: false };
      spans.push(recorded);
      const span = {
        isRecording: () => true,
        setAttributes: (attributes: Record<string, unknown>) => (Object.assign(recorded.attributes, attributes), span),
        setStatus: (status: { code: number }) => ((recorded.status = status), span),
        end: () => void (recorded.ended = true),
      };
      return span as unknown as Span;
    },
  } as unknown as Tracer;
  return { getTracer: () => tracer };
}

const decision = { verdict: 'deny', actionClass: 'message-send', reasons: [{ code: 'gate.deny' }], auditSeq: 7 } as unknown as Decision;

describe('decision spans', () => {
  it('record nothing until a tracer provider is registered, then reach it', () => {
    const before = startDecisionSpan('authorize');
    assert.equal(before.isRecording(), false);
    endDecisionSpan(before, decision, 0.001);

    const spans: Recorded[] = [];
    assert.ok(trace.setGlobalTracerProvider(recordingProvider(spans)));
    try {
      const span = startDecisionSpan('authorize');
      endDecisionSpan(span, decision, 0.002);
      failDecisionSpan(startDecisionSpan('decide'), new TypeError('bug'));
      assert.equal(spans.length, 2);
      assert.equal(spans[0]?.name, 'capfence.decide');
      assert.deepEqual(spans[0]?.attributes['capfence.reason_codes'], ['gate.deny']);
      assert.equal(spans[0]?.attributes['capfence.audit_seq'], 7);
      assert.equal(spans[0]?.ended, true);
      assert.equal(spans[1]?.status?.code, 2, 'a thrown decision is an error span');
    } finally {
      trace.disable();
    }
  });
});
