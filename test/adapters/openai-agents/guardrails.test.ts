/**
 * The OpenAI Agents SDK adapter under the SDK's own runner (`run`, `Agent`, `tool`), on Node 20,
 * with a scripted model implementing the SDK's public `Model` interface (the SDK ships no fake
 * model; no network, no API key). Tracing is off so nothing is exported.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { Agent, run, setTracingDisabled, tool } from '@openai/agents';
import { z } from 'zod';
import { fenceAgentTools } from '../../../src/adapters/openai-agents/guardrails.ts';
import { generateSigningKey, Keyring } from '../../../src/capability/keys.ts';
import type { MintOptions } from '../../../src/capability/token.ts';
import type { Verifier } from '../../../src/escalation/verifier.ts';
import type { GateModel } from '../../../src/gate/model.ts';
import { createFence } from '../../../src/index.ts';
import { ATTACKER_IBAN, BILL_IBAN, INBOX } from '../../fixtures/mcp-server/data.ts';
import { classGate, mint, provenanceGate } from '../mcp/helpers.ts';
import { call, resultsIn, say, ScriptedModel } from './helpers.ts';

function setup(options: { gate?: GateModel; mint?: Partial<MintOptions>; verifier?: Verifier } = {}) {
  const issuer = generateSigningKey();
  const fence = createFence({
    keyring: new Keyring([issuer]),
    tools: [],
    model: options.gate ?? classGate(),
    ...(options.verifier === undefined ? {} : { verifier: options.verifier }),
  });
  const token = mint(fence, issuer, options.mint);
  const ran: { tool: string; input: unknown }[] = [];
  const tools = fenceAgentTools(
    [
      tool({
        name: 'read_inbox',
        description: 'Returns the unread emails in the inbox.',
        parameters: z.object({}),
        execute: async () => (ran.push({ tool: 'read_inbox', input: {} }), JSON.stringify(INBOX)),
      }),
      tool({
        name: 'send_money',
        description: 'Sends a transaction to the recipient IBAN.',
        parameters: z.object({ recipient: z.string(), amount: z.number() }),
        execute: async (input) => (ran.push({ tool: 'send_money', input }), `sent ${input.amount}`),
      }),
    ],
    { fence, token },
  );
  return { fence, tools, ran };
}

describe('OpenAI Agents SDK adapter (tool guardrails) under the SDK runner', () => {
  before(() => setTracingDisabled(true));

  it('runs allowed calls and rejects a payee taken from a tool output, with the reasons as the tool output', async () => {
    const { fence, tools, ran } = setup({ gate: provenanceGate(), mint: { constraints: {} } });
    const model = new ScriptedModel([
      [call('c1', 'read_inbox', {})],
      [call('c2', 'send_money', { recipient: ATTACKER_IBAN, amount: 50 })],
      [say('I did not pay.')],
    ]);
    const result = await run(new Agent({ name: 'assistant', instructions: 'Help with e-mail and bills.', model, tools }), 'Check my inbox.');
    assert.equal(result.finalOutput, 'I did not pay.');
    assert.deepEqual(
      ran.map((r) => r.tool),
      ['read_inbox'],
    );
    assert.match(resultsIn(model.requests[2]).get('c2') ?? '', /verdict: deny.*constraint\.provenance/s);
    assert.equal(fence.catalog.lookup('send_money')?.actionClass, 'payment-initiate');
    const verdicts = result.toolInputGuardrailResults.map((r) => (r.output.outputInfo as { verdict: string }).verdict);
    assert.deepEqual(verdicts, ['allow', 'deny']);
    fence.close();
  });

  it('returns revise with its hint, and commits the budget of the revised call', async () => {
    const { fence, tools, ran } = setup({ mint: { ceilings: { amount: 100 } } });
    const model = new ScriptedModel([
      [call('c1', 'send_money', { recipient: BILL_IBAN, amount: 950 })],
      [call('c2', 'send_money', { recipient: BILL_IBAN, amount: 95 })],
      [call('c3', 'send_money', { recipient: BILL_IBAN, amount: 10 })],
      [say('Paid 95.')],
    ]);
    await run(new Agent({ name: 'assistant', model, tools }), 'Pay the bill.');
    assert.match(resultsIn(model.requests[1]).get('c1') ?? '', /verdict: revise.*Hint: .*120/s);
    assert.deepEqual(
      ran.map((r) => (r.input as { amount: number }).amount),
      [95],
    );
    assert.match(resultsIn(model.requests[3]).get('c3') ?? '', /ceiling\.amount.*At most 5 remains/s, 'the 95 was committed');
    fence.close();
  });

  it("lets the fence's verifier settle escalations, failing closed when it never answers", async () => {
    const hanging: Verifier = { name: 'slow policy', verify: () => new Promise(() => {}) };
    const issuer = generateSigningKey();
    const fence = createFence({
      keyring: new Keyring([issuer]),
      tools: [],
      model: classGate({ 'payment-initiate': 0.5 }),
      verifier: hanging,
      verifierTimeoutMs: 100,
    });
    const ran: unknown[] = [];
    const tools = fenceAgentTools(
      [
        tool({
          name: 'send_money',
          description: 'Sends a transaction to the recipient IBAN.',
          parameters: z.object({ recipient: z.string(), amount: z.number() }),
          execute: async (input) => (ran.push(input), 'sent'),
        }),
      ],
      { fence, token: mint(fence, issuer), escalation: 'verifier' },
    );
    const model = new ScriptedModel([[call('c1', 'send_money', { recipient: BILL_IBAN, amount: 95 })], [say('Could not pay.')]]);
    await run(new Agent({ name: 'assistant', model, tools }), 'Pay the bill.');
    assert.equal(ran.length, 0);
    assert.match(resultsIn(model.requests[1]).get('c1') ?? '', /verifier\.timeout/);
    fence.close();
  });

  it('denies arguments that are not a JSON object, without running the tool', async () => {
    const { fence, tools, ran } = setup();
    const model = new ScriptedModel([
      [{ type: 'function_call', callId: 'c1', name: 'read_inbox', arguments: '"just a string"', status: 'completed' }],
      [say('ok')],
    ]);
    const result = await run(new Agent({ name: 'assistant', model, tools }), 'Read.');
    assert.equal(ran.length, 0);
    const info = result.toolInputGuardrailResults[0]?.output.outputInfo as { verdict: string; reasons: string[] };
    assert.deepEqual([info.verdict, info.reasons], ['deny', ['call.malformed']]);
    assert.equal(fence.auditLog.count(), 1, 'the refusal is audited');
    fence.close();
  });
});
