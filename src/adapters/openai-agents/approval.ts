/** The OpenAI Agents SDK's tool approval, as CapFence's verifier for a call the fence escalated. */
import type { Verifier } from '../../escalation/verifier.ts';

/** The verifier that records the person's approval (`state.approve(item)`) of this one call. */
export const USER_APPROVED: Verifier = Object.freeze({
  name: 'user (OpenAI Agents SDK tool approval)',
  verify: () =>
    Promise.resolve({
      verdict: 'allow' as const,
      reasons: [{ code: 'verifier.allow' as const, message: 'the person approved this call (OpenAI Agents SDK interruption)' }],
    }),
});
