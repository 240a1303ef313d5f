/**
 * The AI SDK's tool approval, as CapFence's verifier for a call the gate escalated.
 *
 * An escalated call asks for approval (`needsApproval` → a `tool-approval-request`). The SDK
 * executes it only after the application appends an approving `tool-approval-response`; the
 * adapter then finds that response in the messages the SDK hands to `execute`, and decides the
 * call again with the user as the verifier for this one call.
 */
import type { ModelMessage } from 'ai';
import type { Verifier } from '../../escalation/verifier.ts';

/** Whether `messages` hold an approving response to an approval request for `toolCallId`. */
export function approvedIn(messages: readonly ModelMessage[], toolCallId: string): boolean {
  const requested = new Set<string>();
  for (const message of messages) {
    if (message.role !== 'assistant' || typeof message.content === 'string') continue;
    for (const part of message.content) if (part.type === 'tool-approval-request' && part.toolCallId === toolCallId) requested.add(part.approvalId);
  }
  if (requested.size === 0) return false;
  // The latest answer counts: a later denial withdraws an earlier approval.
  let approved = false;
  for (const message of messages) {
    if (message.role !== 'tool') continue;
    for (const part of message.content)
      if (part.type === 'tool-approval-response' && requested.has(part.approvalId)) approved = part.approved === true;
  }
  return approved;
}

/** The verifier that records the user's approval of this one call. */
export const USER_APPROVED: Verifier = Object.freeze({
  name: 'user (AI SDK tool approval)',
  verify: () =>
    Promise.resolve({
      verdict: 'allow' as const,
      reasons: [{ code: 'verifier.allow' as const, message: 'the user approved this call (AI SDK tool approval)' }],
    }),
});
