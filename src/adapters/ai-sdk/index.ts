/**
 * `capfence/ai-sdk`: put the fence in front of an AI SDK (`ai` 6.x) tool set.
 *
 * ```ts
 * import { generateText, stepCountIs } from 'ai';
 * import { createFence } from 'capfence';
 * import { escalationRouter, fenceTools } from 'capfence/ai-sdk';
 *
 * const fence = createFence({ keyring, tools: [], verifier: escalationRouter() });
 * const tools = fenceTools({ readInbox, sendMoney }, { fence, token });
 * const result = await generateText({ model, tools, prompt, stopWhen: stepCountIs(5) });
 * ```
 */
export { fenceTools, type FenceToolsOptions, type FencedToolSet } from './tools.ts';
export { isFenceRefusal, type FenceRefusal } from './refusal.ts';
export { approvedIn } from './approval.ts';
export { escalationRouter, routeEscalations } from '../../escalation/route.ts';
