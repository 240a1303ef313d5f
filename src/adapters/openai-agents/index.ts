/**
 * `capfence/openai-agents`: the fence as OpenAI Agents SDK tool guardrails, with escalations as
 * the SDK's approval interruptions.
 *
 * ```ts
 * import { Agent, run, tool } from '@openai/agents';
 * import { fenceAgentTools } from 'capfence/openai-agents';
 *
 * const fence = createFence({ keyring, tools: [], verifier: escalationRouter() });
 * const tools = fenceAgentTools([readInbox, sendMoney], { fence, token });
 * const agent = new Agent({ name: 'assistant', tools });
 * let result = await run(agent, 'Pay my electricity bill.');
 * while (result.interruptions.length > 0) {
 *   for (const item of result.interruptions) (await ask(item)) ? result.state.approve(item) : result.state.reject(item);
 *   result = await run(agent, result.state);
 * }
 * ```
 */
export { type ApprovalPolicy, fenceAgentTools, fenceGuardrails, type FenceGuardrailOptions, type FenceGuardrails } from './guardrails.ts';
