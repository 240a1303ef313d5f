/**
 * Escalations judged by the human at the MCP client, through elicitation (`elicitation/create`,
 * form mode): the gateway shows what the agent wants to do and asks for a yes or no. Only an
 * explicit "allow" runs the call; declining, dismissing, a malformed answer, silence past the
 * deadline and a cancelled call all deny.
 *
 * The question shows the tool, its class, the gate's risk, the arguments (bounded) and where each
 * argument's value came from. Arguments appear here on purpose: this message goes to the user
 * who is asked to consent, not to a log or an error.
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ErrorCode, McpError, type RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { VerificationRequest, Verifier, VerifierVerdict } from '../../escalation/verifier.ts';

export interface ElicitationVerifierOptions {
  /** How long the user has to answer (milliseconds). */
  readonly timeoutMs: number;
  /** The client's tools/call, so that cancelling it withdraws the question. */
  readonly signal?: AbortSignal;
  /** The client's request the question belongs to (routes it on that request's stream over HTTP). */
  readonly relatedRequestId?: RequestId;
}

const MAX_ARGS_SHOWN = 16;
const MAX_VALUE_CHARS = 160;
const MAX_INTENT_CHARS = 400;

/** A verifier that asks the client's user. Use it only when the client declared form elicitation. */
export function elicitationVerifier(server: Server, options: ElicitationVerifierOptions): Verifier {
  return {
    name: 'user (MCP elicitation)',
    async verify(request: VerificationRequest, signal: AbortSignal): Promise<VerifierVerdict> {
      const combined = options.signal === undefined ? signal : AbortSignal.any([signal, options.signal]);
      try {
        const answer = await server.elicitInput(
          {
            mode: 'form',
            message: question(request),
            requestedSchema: {
              type: 'object',
              properties: { allow: { type: 'boolean', title: 'Allow this call once', default: false } },
              required: ['allow'],
            },
          },
          {
            signal: combined,
            timeout: options.timeoutMs,
            ...(options.relatedRequestId === undefined ? {} : { relatedRequestId: options.relatedRequestId }),
          },
        );
        // The client's user answered: the audit records that they did, and when (the client names nobody).
        const answered = (state: 'approved' | 'denied') => ({
          id: `elicitation:${String(options.relatedRequestId ?? '-')}`.slice(0, 64),
          state,
          by: 'MCP client user',
          at: Date.now(),
          note: null,
        });
        if (answer.action === 'accept' && answer.content?.allow === true) {
          return {
            verdict: 'allow',
            reasons: [{ code: 'verifier.allow', message: 'the user allowed this call when asked' }],
            approval: answered('approved'),
          };
        }
        const how = answer.action === 'accept' ? 'did not allow' : answer.action === 'decline' ? 'declined' : 'dismissed';
        return {
          verdict: 'deny',
          reasons: [{ code: 'verifier.deny', message: `the user ${how} this call when asked` }],
          approval: answered('denied'),
        };
      } catch (error) {
        // Fail closed: no answer is not consent, whatever the reason it did not come.
        if (error instanceof McpError && error.code === ErrorCode.RequestTimeout) {
          return {
            verdict: 'deny',
            reasons: [{ code: 'verifier.timeout', message: `the user did not answer within ${options.timeoutMs} ms; failing closed` }],
          };
        }
        if (combined.aborted)
          return {
            verdict: 'deny',
            reasons: [{ code: 'verifier.error', message: 'the question to the user was withdrawn before an answer; failing closed' }],
          };
        return {
          verdict: 'deny',
          reasons: [{ code: 'verifier.error', message: 'the user could not be asked (the client failed the elicitation); failing closed' }],
        };
      }
    },
  };
}

/** The question put to the user. */
export function question(request: VerificationRequest): string {
  const risk = request.score === null ? '' : ` (risk ${request.score.toFixed(2)})`;
  const lines = [
    `CapFence: the agent wants to run "${clip(request.call.tool, 64)}", a ${request.actionClass} action, and needs your approval${risk}.`,
  ];
  const entries = Object.entries(request.call.args);
  if (entries.length > 0) lines.push('Arguments:');
  for (const [name, value] of entries.slice(0, MAX_ARGS_SHOWN)) {
    const seen = Object.prototype.hasOwnProperty.call(request.provenance, name) ? request.provenance[name] : undefined;
    const note =
      seen === 'tool-output' ? "  (appears only in a tool's output, not in your request)" : seen === 'intent' ? '  (from your request)' : '';
    lines.push(`  ${clip(name, 64)} = ${clip(show(value), MAX_VALUE_CHARS)}${note}`);
  }
  if (entries.length > MAX_ARGS_SHOWN) lines.push(`  … and ${entries.length - MAX_ARGS_SHOWN} more`);
  if (request.intent !== null) lines.push(`Your request: "${clip(request.intent, MAX_INTENT_CHARS)}"`);
  lines.push('Allow this call once?');
  return lines.join('\n');
}

function show(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return '(unprintable)';
  }
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
