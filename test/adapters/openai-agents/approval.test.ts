/**
 * Escalations as the OpenAI Agents SDK's approval interruptions, under the SDK's own runner with a
 * scripted model: the run stops on an escalated call, the person's `state.approve` / `state.reject`
 * decides it, and the run resumes (also from a state saved as a string).
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { Agent, run, Runner, RunState, setTracingDisabled, tool } from '@openai/agents';
import { z } from 'zod';
import { fenceAgentTools } from '../../../src/adapters/openai-agents/guardrails.ts';
import { generateSigningKey, Keyring } from '../../../src/capability/keys.ts';
import { escalationRouter } from '../../../src/escalation/route.ts';
import { createFence } from '../../../src/index.ts';
import { BILL_IBAN, INBOX } from '../../fixtures/mcp-server/data.ts';
import { classGate, mint } from '../mcp/helpers.ts';
import { call, resultsIn, say, ScriptedModel, type Output } from './helpers.ts';

/** Payments escalate (the gate double scores them in the uncertain band); reads are allowed. */
function setup(options: { router?: boolean; inboxNeedsApproval?: boolean } = {}) {
  const issuer = generateSigningKey();
  const fence = createFence({
    keyring: new Keyring([issuer]),
    tools: [],
    model: classGate({ 'payment-initiate': 0.5 }),
    ...(options.router === false ? {} : { verifier: escalationRouter() }),
  });
  const ran: { tool: string; input: unknown }[] = [];
  const tools = fenceAgentTools(
    [
      tool({
        name: 'read_inbox',
        description: 'Returns the unread emails in the inbox.',
        parameters: z.object({}),
        needsApproval: options.inboxNeedsApproval === true,
        execute: async () => (ran.push({ tool: 'read_inbox', input: {} }), JSON.stringify(INBOX)),
      }),
      tool({
        name: 'send_money',
        description: 'Sends a transaction to the recipient IBAN.',
        parameters: z.object({ recipient: z.string(), amount: z.number() }),
        execute: async (input) => (ran.push({ tool: 'send_money', input }), `sent ${input.amount}`),
      }),
    ],
    { fence, token: mint(fence, issuer) },
  );
  const agent = (turns: Output[]) => {
    const model = new ScriptedModel(turns);
    return { model, agent: new Agent({ name: 'assistant', model, tools }) };
  };
  const audit = async () => (await fence.auditLog.page(1, 100)).map((r) => [r.call.tool, r.verdict, [...r.reasons]]);
  return { fence, ran, agent, audit };
}

const PAY = { recipient: BILL_IBAN, amount: 95 };

describe('OpenAI Agents SDK adapter: escalations as approval interruptions', () => {
  before(() => setTracingDisabled(true));

  it('stops the run on an escalated call, and runs it once after the person approves', async () => {
    const { fence, ran, agent: make, audit } = setup();
    const { model, agent } = make([[call('c1', 'send_money', PAY)], [call('c2', 'send_money', PAY)], [say('Paid.')]]);
    const first = await run(agent, 'Pay the bill.');
    assert.equal(ran.length, 0, 'nothing ran before the answer');
    assert.deepEqual(
      first.interruptions.map((i) => [i.name, JSON.parse(i.arguments ?? '')]),
      [['send_money', PAY]],
    );
    assert.equal(first.finalOutput, undefined);
    first.state.approve(first.interruptions[0]!);
    const second = await run(agent, first.state);
    assert.equal(second.finalOutput, 'Paid.');
    assert.deepEqual(ran, [{ tool: 'send_money', input: PAY }]);
    assert.equal(resultsIn(model.requests[1]).get('c1'), JSON.stringify({ type: 'text', text: 'sent 95' }));
    // The approved payment was committed: a second one does not fit the 150 ceiling.
    assert.match(resultsIn(model.requests[2]).get('c2') ?? '', /verdict: revise.*ceiling\.amount.*At most 55 remains/s);
    const records = await audit();
    assert.deepEqual(
      records.map((r) => r[1]),
      ['escalate', 'allow', 'revise'],
    );
    assert.ok((records[1]?.[2] as string[]).includes('verifier.allow'), JSON.stringify(records));
    fence.close();
  });

  it('does not run a call the person rejects, and tells the model so', async () => {
    const { fence, ran, agent: make, audit } = setup();
    const { model, agent } = make([[call('c1', 'send_money', PAY)], [say('Not paid.')]]);
    const first = await run(agent, 'Pay the bill.');
    first.state.reject(first.interruptions[0]!, { message: 'The person declined.' });
    const second = await run(agent, first.state);
    assert.equal(second.finalOutput, 'Not paid.');
    assert.deepEqual(ran, []);
    assert.match(resultsIn(model.requests[1]).get('c1') ?? '', /The person declined/);
    assert.deepEqual(
      (await audit()).map((r) => r[1]),
      ['escalate'],
    );
    fence.close();
  });

  it('resumes from a state saved as a string, recording one escalation and one allow', async () => {
    const { fence, ran, agent: make, audit } = setup();
    const { agent } = make([[call('c1', 'send_money', PAY)], [say('Paid.')]]);
    const first = await run(agent, 'Pay the bill.');
    const saved = first.state.toString();
    const state = await RunState.fromString<undefined, typeof agent>(agent, saved);
    state.approve(state.getInterruptions()[0]!);
    const second = await run(agent, state);
    assert.equal(second.finalOutput, 'Paid.');
    assert.equal(ran.length, 1);
    assert.deepEqual(
      (await audit()).map((r) => r[1]),
      ['escalate', 'allow'],
    );
    fence.close();
  });

  it('does not ask about calls the fence refuses, nor interrupt allowed ones', async () => {
    const { fence, ran, agent: make } = setup();
    const { model, agent } = make([
      [call('c1', 'read_inbox', {}), call('c2', 'send_money', { recipient: BILL_IBAN, amount: 950 })],
      [say('Read it.')],
    ]);
    const result = await run(agent, 'Read my inbox.');
    assert.deepEqual(result.interruptions, []);
    assert.deepEqual(
      ran.map((r) => r.tool),
      ['read_inbox'],
    );
    assert.match(resultsIn(model.requests[1]).get('c2') ?? '', /verdict: revise/);
    fence.close();
  });

  it("keeps a tool's own approval: an allowed call it marks runs only after the person approves", async () => {
    const { fence, ran, agent: make, audit } = setup({ inboxNeedsApproval: true });
    const { agent } = make([[call('c1', 'read_inbox', {})], [say('Read it.')]]);
    const first = await run(agent, 'Read my inbox.');
    assert.deepEqual(
      first.interruptions.map((i) => i.name),
      ['read_inbox'],
    );
    assert.equal(ran.length, 0);
    first.state.approve(first.interruptions[0]!);
    await run(agent, first.state);
    assert.equal(ran.length, 1);
    assert.equal((await audit()).at(-1)?.[1], 'allow');
    fence.close();
  });

  it('asks once when the runner checks guardrails before approval (preApprovalInputGuardrails)', async () => {
    const { fence, ran, agent: make, audit } = setup();
    const { agent } = make([[call('c1', 'send_money', PAY)], [say('Paid.')]]);
    const runner = new Runner({ toolExecution: { preApprovalInputGuardrails: true } });
    const first = await runner.run(agent, 'Pay the bill.');
    assert.equal(first.interruptions.length, 1);
    first.state.approve(first.interruptions[0]!);
    await runner.run(agent, first.state);
    assert.equal(ran.length, 1);
    assert.deepEqual(
      (await audit()).map((r) => r[1]),
      ['escalate', 'allow'],
    );
    fence.close();
  });

  it('fails closed when the fence cannot take the approval (no escalationRouter), saying why', async () => {
    const { fence, ran, agent: make } = setup({ router: false });
    const { model, agent } = make([[call('c1', 'send_money', PAY)], [say('Not paid.')]]);
    const first = await run(agent, 'Pay the bill.');
    first.state.approve(first.interruptions[0]!);
    await run(agent, first.state);
    assert.deepEqual(ran, []);
    assert.match(resultsIn(model.requests[1]).get('c1') ?? '', /escalationRouter/);
    fence.close();
  });
});
