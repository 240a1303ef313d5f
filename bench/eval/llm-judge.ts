/**
 * The benchmark's LLM judge: the library's {@link LlmVerifier} (src/escalation/llm.ts), behind
 * any OpenAI-compatible `/chat/completions` endpoint, configured by environment:
 *
 *   CAPFENCE_LLM_BASE_URL   e.g. http://localhost:11434/v1
 *   CAPFENCE_LLM_MODEL      the model name
 *   CAPFENCE_LLM_API_KEY    optional bearer token
 *   CAPFENCE_LLM_FORMAT     json_schema (default) | json_object | none
 *
 * The verifier counts the tokens the endpoint reports (`usage`): the verifier token overhead the
 * report shows. Without the variables there is no judge, and token overhead is reported as not
 * measured. The benchmark judges with the same prompt and fail-closed rules that users run.
 */
import { LlmVerifier } from '../../src/escalation/llm.ts';
import type { Verifier } from '../../src/escalation/verifier.ts';

export interface LlmJudge {
  readonly verifier: Verifier;
  /** Tokens the endpoint reported so far. */
  readonly tokensUsed: () => number;
}

export interface LlmJudgeOptions {
  readonly baseUrl: string;
  readonly model: string;
  readonly apiKey?: string;
  readonly responseFormat?: 'json_schema' | 'json_object' | 'none';
}

const FORMATS = new Set(['json_schema', 'json_object', 'none']);

export function llmJudgeFromEnv(env: NodeJS.ProcessEnv = process.env): LlmJudge | undefined {
  const baseUrl = env.CAPFENCE_LLM_BASE_URL;
  const model = env.CAPFENCE_LLM_MODEL;
  if (baseUrl === undefined || baseUrl === '' || model === undefined || model === '') return undefined;
  const format = env.CAPFENCE_LLM_FORMAT;
  return createLlmJudge({
    baseUrl,
    model,
    ...(env.CAPFENCE_LLM_API_KEY === undefined ? {} : { apiKey: env.CAPFENCE_LLM_API_KEY }),
    ...(format !== undefined && FORMATS.has(format) ? { responseFormat: format as LlmJudgeOptions['responseFormat'] } : {}),
  });
}

export function createLlmJudge(options: LlmJudgeOptions): LlmJudge {
  const verifier = new LlmVerifier({ ...options, name: 'llm-judge' });
  return { verifier, tokensUsed: () => verifier.usage().totalTokens };
}
