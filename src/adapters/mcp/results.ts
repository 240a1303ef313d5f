/**
 * What the client receives when a call does not run: a tool error result (`isError: true`), so
 * the model reads why and can act on it, rather than a protocol error the client would hide.
 * The text carries the verdict, each reason's code and message, and a revise hint; `_meta`
 * carries the same as data. Reason messages never contain argument values or tokens (the
 * fence's contract), and nothing here adds any.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Decision } from '../../action/types.ts';
import { refusalText } from '../../action/refusal.ts';

/** The `_meta` key under which results the gateway writes carry the decision. */
export const DECISION_META_KEY = 'dev.capfence/decision';

/** The decision of a call that was not allowed, as a tool error result the model can read. */
export function refusalResult(decision: Decision, tool: string): CallToolResult {
  return {
    isError: true,
    content: [{ type: 'text', text: refusalText(decision, tool) }],
    _meta: {
      [DECISION_META_KEY]: {
        verdict: decision.verdict,
        reasons: decision.reasons.map((r) => ({ code: r.code, message: r.message })),
        ...(decision.hint === undefined ? {} : { hint: decision.hint }),
        auditSeq: decision.auditSeq,
        score: decision.score,
      },
    },
  };
}

/** A call that was allowed but could not be completed (server down, timed out, failed). */
export function failureResult(message: string, decision: Decision): CallToolResult {
  return {
    isError: true,
    content: [{ type: 'text', text: message }],
    _meta: { [DECISION_META_KEY]: { verdict: decision.verdict, auditSeq: decision.auditSeq } },
  };
}

/** The text of a tool result, for the session's record of what tools returned (provenance). */
export function resultText(result: CallToolResult): string {
  const parts: string[] = [];
  for (const item of result.content ?? []) {
    if (item.type === 'text') parts.push(item.text);
    else if (item.type === 'resource' && 'text' in item.resource && typeof item.resource.text === 'string') parts.push(item.resource.text);
  }
  if (result.structuredContent !== undefined) parts.push(JSON.stringify(result.structuredContent));
  return parts.join('\n');
}
