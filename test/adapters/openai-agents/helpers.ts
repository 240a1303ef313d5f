/**
 * A scripted model for the OpenAI Agents SDK runner: it implements the SDK's public `Model`
 * interface (the SDK ships no fake model), answers each turn from a script and records what the
 * runner sent it. No network, no API key.
 */
import type { AgentInputItem, Model, ModelRequest, ModelResponse } from '@openai/agents';
import { Usage } from '@openai/agents';

export type Output = ModelResponse['output'];

export const call = (callId: string, name: string, args: Record<string, unknown>): Output[number] => ({
  type: 'function_call',
  callId,
  name,
  arguments: JSON.stringify(args),
  status: 'completed',
});

export const say = (text: string): Output[number] => ({
  type: 'message',
  role: 'assistant',
  status: 'completed',
  content: [{ type: 'output_text', text }],
});

/** A model that answers each turn from a script, recording what the runner sent it. */
export class ScriptedModel implements Model {
  readonly requests: ModelRequest[] = [];
  constructor(private readonly turns: Output[]) {}
  async getResponse(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(request);
    const output = this.turns[this.requests.length - 1];
    if (output === undefined) throw new Error(`no scripted turn ${this.requests.length}`);
    return { usage: new Usage(), output };
  }
  // eslint-disable-next-line require-yield
  async *getStreamedResponse(): AsyncIterable<never> {
    throw new Error('not used: these tests run without streaming');
  }
}

/** The outputs the runner reported for each call id in the model's input. */
export function resultsIn(request: ModelRequest | undefined): Map<string, string> {
  const results = new Map<string, string>();
  for (const item of (request?.input ?? []) as AgentInputItem[]) {
    if (item.type === 'function_call_result') results.set(item.callId, JSON.stringify(item.output));
  }
  return results;
}
