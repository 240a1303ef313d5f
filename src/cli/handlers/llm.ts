/** The LLM judge of `--verifier llm` (serve, verifier serve), built from its command-line options. */
import { ConfigError } from '../../errors.ts';
import type { LlmVerifier } from '../../escalation/llm.ts';

export interface LlmOptions {
  llmUrl?: string;
  llmModel?: string;
  llmApiKeyEnv: string;
  llmFormat: string;
  llmTimeout: string;
}

export async function llmVerifier(opts: LlmOptions): Promise<LlmVerifier> {
  if (opts.llmUrl === undefined || opts.llmModel === undefined)
    throw new ConfigError('ERR_CONFIG_INVALID', '--verifier llm needs --llm-url and --llm-model');
  if (opts.llmFormat !== 'json_schema' && opts.llmFormat !== 'json_object' && opts.llmFormat !== 'none')
    throw new ConfigError('ERR_CONFIG_INVALID', '--llm-format must be json_schema, json_object or none');
  const { LlmVerifier } = await import('../../escalation/llm.ts');
  // The key comes from the environment, never a flag: flags show up in process listings.
  const apiKey = process.env[opts.llmApiKeyEnv];
  try {
    return new LlmVerifier({
      baseUrl: opts.llmUrl,
      model: opts.llmModel,
      responseFormat: opts.llmFormat,
      ...(apiKey === undefined || apiKey === '' ? {} : { apiKey }),
    });
  } catch (error) {
    throw new ConfigError('ERR_CONFIG_INVALID', (error as Error).message, '--llm-url');
  }
}
