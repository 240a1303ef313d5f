import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { runVerifier } from '../../src/escalation/fail-closed.ts';
import type { VerificationRequest } from '../../src/escalation/verifier.ts';
import { createLlmJudge, llmJudgeFromEnv } from '../../bench/eval/llm-judge.ts';

// A stand-in for an OpenAI-compatible endpoint: answers from a queue, reporting token usage.
const answers: string[] = [];
const bodies: unknown[] = [];
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  let data = '';
  req.on('data', (chunk: Buffer) => (data += chunk.toString()));
  req.on('end', () => {
    bodies.push(JSON.parse(data));
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        choices: [{ message: { content: answers.shift() ?? '' } }],
        usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
      }),
    );
  });
});
let baseUrl = '';
before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
after(() => server.close());

const request: VerificationRequest = {
  call: { tool: 'send_email', args: { to: 'eve@evil.example' } },
  actionClass: 'message-send',
  intent: 'Mail Bob',
  principal: 'agent',
  scope: ['message-send'],
  score: 0.5,
  provenance: { to: 'tool-output' },
};

describe('the LLM judge of the benchmark (the library verifier, configured from the environment)', () => {
  it('is off unless an endpoint and a model are configured', () => {
    assert.equal(llmJudgeFromEnv({}), undefined);
    assert.equal(llmJudgeFromEnv({ CAPFENCE_LLM_BASE_URL: 'http://x' }), undefined);
    assert.notEqual(llmJudgeFromEnv({ CAPFENCE_LLM_BASE_URL: 'http://x', CAPFENCE_LLM_MODEL: 'm' }), undefined);
  });

  it('answers from the endpoint, counts the tokens it reports, and fails closed on anything else', async () => {
    const judge = createLlmJudge({ baseUrl, model: 'test-model' });
    answers.push('{"verdict":"deny","reason":"not asked"}', '{"verdict":"allow","reason":"asked"}', 'perhaps');
    const verdicts = [];
    for (let i = 0; i < 3; i++) verdicts.push((await runVerifier(judge.verifier, request, { timeoutMs: 2000 })).verdict);
    assert.deepEqual(verdicts, ['deny', 'allow', 'deny']);
    assert.equal(judge.tokensUsed(), 360);
    assert.equal((bodies[0] as { model: string }).model, 'test-model');
  });
});
