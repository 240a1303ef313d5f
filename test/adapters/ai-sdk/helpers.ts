/**
 * A scripted model for real `generateText` loops: the AI SDK's own MockLanguageModelV3, whose
 * every step is a function of the prompt the SDK built (so tests see exactly what the model was
 * shown, tool results included).
 */
import { MockLanguageModelV3 } from 'ai/test';

export type GenerateResult = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;
export type CallOptions = Parameters<MockLanguageModelV3['doGenerate']>[0];

const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 5, text: 5, reasoning: 0 } };

export function toolCalls(...calls: [id: string, tool: string, input: Record<string, unknown>][]): GenerateResult {
  return {
    content: calls.map(([toolCallId, toolName, input]) => ({ type: 'tool-call' as const, toolCallId, toolName, input: JSON.stringify(input) })),
    finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
    usage,
    warnings: [],
  };
}

export function reply(text: string): GenerateResult {
  return { content: [{ type: 'text', text }], finishReason: { unified: 'stop', raw: 'stop' }, usage, warnings: [] };
}

/** A model that plays `steps` in order, recording each prompt. */
export function scripted(steps: ((options: CallOptions) => GenerateResult)[]): { model: MockLanguageModelV3; prompts: CallOptions['prompt'][] } {
  const prompts: CallOptions['prompt'][] = [];
  const model = new MockLanguageModelV3({
    doGenerate: async (options) => {
      prompts.push(options.prompt);
      const step = steps[prompts.length - 1];
      if (step === undefined) throw new Error(`the script has no step ${prompts.length}`);
      return step(options);
    },
  });
  return { model, prompts };
}

/** The tool results the model was shown in a prompt, by tool call id. */
export function toolResultsIn(prompt: CallOptions['prompt']): Map<string, { type: string; value?: unknown; reason?: string }> {
  const results = new Map<string, { type: string; value?: unknown }>();
  for (const message of prompt) {
    if (message.role !== 'tool') continue;
    for (const part of message.content)
      if (part.type === 'tool-result') results.set(part.toolCallId, part.output as { type: string; value?: unknown });
  }
  return results;
}
