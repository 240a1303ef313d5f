/**
 * The AI SDK adapter under real `generateText` loops driven by the SDK's MockLanguageModelV3:
 * refusals reach the model as tool results, escalations go through the SDK's own approval flow,
 * and no refused or unapproved call ever reaches the tool's execute.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateText, type ModelMessage, stepCountIs, tool } from 'ai';
import { z } from 'zod';
import { fenceTools } from '../../../src/adapters/ai-sdk/tools.ts';
import { isFenceRefusal } from '../../../src/adapters/ai-sdk/refusal.ts';
import { escalationRouter } from '../../../src/escalation/route.ts';
import { CapabilityGraph } from '../../../src/capability/graph.ts';
import { generateSigningKey, Keyring } from '../../../src/capability/keys.ts';
import type { MintOptions } from '../../../src/capability/token.ts';
import type { Verifier } from '../../../src/escalation/verifier.ts';
import type { GateModel } from '../../../src/gate/model.ts';
import { createFence, type CreateFenceOptions } from '../../../src/index.ts';
import { ATTACKER_IBAN, BILL_IBAN, INBOX } from '../../fixtures/mcp-server/data.ts';
import { classGate, mint, provenanceGate } from '../mcp/helpers.ts';
import { reply, scripted, toolCalls, toolResultsIn } from './helpers.ts';

function setup(options: { gate?: GateModel; mint?: Partial<MintOptions>; fence?: Partial<CreateFenceOptions>; verifier?: Verifier } = {}) {
  const issuer = generateSigningKey();
  const fence = createFence({
    keyring: new Keyring([issuer]),
    tools: [],
    graph: CapabilityGraph.builtIn(),
    model: options.gate ?? classGate(),
    verifier: escalationRouter(options.verifier),
    ...options.fence,
  });
  const token = mint(fence, issuer, options.mint);
  const ran: { tool: string; input: unknown }[] = [];
  const tools = {
    read_inbox: tool({
      description: 'Returns the unread emails in the inbox.',
      inputSchema: z.object({}),
      execute: async () => (ran.push({ tool: 'read_inbox', input: {} }), INBOX),
    }),
    send_money: tool({
      description: 'Sends a transaction to the recipient IBAN.',
      inputSchema: z.object({ recipient: z.string(), amount: z.number() }),
      execute: async (input) => {
        ran.push({ tool: 'send_money', input });
        if (input.amount === 13) throw new Error('bank unavailable');
        return { status: 'sent', amount: input.amount };
      },
    }),
  };
  return { fence, token, tools, ran };
}

describe('AI SDK adapter (fenceTools) in generateText loops', () => {
  it('registers the tools and runs an allowed call; a payee taken from a tool output is refused', async () => {
    const { fence, token, tools, ran } = setup({ gate: provenanceGate(), mint: { constraints: {} } });
    const { model, prompts } = scripted([
      () => toolCalls(['c1', 'read_inbox', {}]),
      () => toolCalls(['c2', 'send_money', { recipient: ATTACKER_IBAN, amount: 50 }]),
      () => reply('I did not send the money.'),
    ]);
    const result = await generateText({ model, tools: fenceTools(tools, { fence, token }), prompt: 'Check my inbox.', stopWhen: stepCountIs(5) });
    assert.equal(fence.catalog.lookup('send_money')?.actionClass, 'payment-initiate');
    assert.deepEqual(
      ran.map((r) => r.tool),
      ['read_inbox'],
      'send_money never ran',
    );
    const shown = toolResultsIn(prompts[2] ?? []).get('c2');
    assert.equal(shown?.type, 'error-text');
    assert.match(String(shown?.value), /verdict: deny/);
    assert.match(String(shown?.value), /constraint\.provenance/, 'the payee was seen only in the injection the inbox carried');
    const refusal = result.steps[1]?.toolResults[0]?.output;
    assert.ok(isFenceRefusal(refusal));
    assert.equal(refusal.reasons[0]?.code, 'constraint.provenance');
    assert.equal(result.text, 'I did not send the money.');
    fence.close();
  });

  it('gives the model the hint of a revise, and runs the revised call', async () => {
    const { fence, token, tools, ran } = setup();
    const { model, prompts } = scripted([
      () => toolCalls(['c1', 'send_money', { recipient: BILL_IBAN, amount: 950 }]),
      () => toolCalls(['c2', 'send_money', { recipient: BILL_IBAN, amount: 95 }]),
      () => reply('Paid.'),
    ]);
    await generateText({ model, tools: fenceTools(tools, { fence, token }), prompt: 'Pay the bill.', stopWhen: stepCountIs(5) });
    const revised = toolResultsIn(prompts[1] ?? []).get('c1');
    assert.match(String(revised?.value), /verdict: revise/);
    assert.match(String(revised?.value), /Hint: .*120/);
    assert.deepEqual(ran, [{ tool: 'send_money', input: { recipient: BILL_IBAN, amount: 95 } }]);
    assert.deepEqual(toolResultsIn(prompts[2] ?? []).get('c2'), { type: 'json', value: { status: 'sent', amount: 95 } });
    fence.close();
  });

  it("turns an escalation into the SDK's tool approval, and runs the call only once approved", async () => {
    const { fence, token, tools, ran } = setup({ gate: classGate({ 'payment-initiate': 0.5 }) });
    const fenced = fenceTools(tools, { fence, token });
    const { model, prompts } = scripted([() => toolCalls(['c1', 'send_money', { recipient: BILL_IBAN, amount: 95 }]), () => reply('Paid the bill.')]);
    const messages: ModelMessage[] = [{ role: 'user', content: 'Pay the bill.' }];
    const first = await generateText({ model, tools: fenced, messages, stopWhen: stepCountIs(5) });
    const request = first.content.find((part) => part.type === 'tool-approval-request');
    assert.ok(request !== undefined, 'an approval request came back');
    assert.equal(ran.length, 0, 'nothing ran before the approval');
    messages.push(...first.response.messages, {
      role: 'tool',
      content: [{ type: 'tool-approval-response', approvalId: request.approvalId, approved: true }],
    });
    const second = await generateText({ model, tools: fenced, messages, stopWhen: stepCountIs(5) });
    assert.equal(ran.length, 1);
    assert.equal(second.text, 'Paid the bill.');
    assert.deepEqual(toolResultsIn(prompts[1] ?? []).get('c1'), { type: 'json', value: { status: 'sent', amount: 95 } });
    assert.equal(fence.auditLog.count(), 2, 'the escalation and the approved decision are both audited');
    fence.close();
  });

  it('never runs a call whose approval was denied, or that is executed without one', async () => {
    const { fence, token, tools, ran } = setup({ gate: classGate({ 'payment-initiate': 0.5 }) });
    const fenced = fenceTools(tools, { fence, token });
    const { model, prompts } = scripted([() => toolCalls(['c1', 'send_money', { recipient: BILL_IBAN, amount: 95 }]), () => reply('Not paid.')]);
    const messages: ModelMessage[] = [{ role: 'user', content: 'Pay the bill.' }];
    const first = await generateText({ model, tools: fenced, messages, stopWhen: stepCountIs(5) });
    const request = first.content.find((part) => part.type === 'tool-approval-request');
    assert.ok(request !== undefined);
    messages.push(...first.response.messages, {
      role: 'tool',
      content: [{ type: 'tool-approval-response', approvalId: request.approvalId, approved: false, reason: 'not now' }],
    });
    await generateText({ model, tools: fenced, messages, stopWhen: stepCountIs(5) });
    assert.equal(ran.length, 0);
    assert.equal(toolResultsIn(prompts[1] ?? []).get('c1')?.type, 'execution-denied');
    // Calling execute directly, with no approval in the messages, is refused too.
    const direct = await fenced.send_money.execute?.({ recipient: BILL_IBAN, amount: 95 }, { toolCallId: 'c9', messages: [] } as never);
    assert.ok(isFenceRefusal(direct));
    assert.equal(direct.verdict, 'escalate');
    assert.equal(ran.length, 0);
    fence.close();
  });

  it('says so when an approval cannot be applied because the fence has no escalation router', async () => {
    const { fence, token, tools, ran } = setup({ gate: classGate({ 'payment-initiate': 0.5 }), fence: { verifier: undefined } });
    const fenced = fenceTools(tools, { fence, token });
    const { model, prompts } = scripted([() => toolCalls(['c1', 'send_money', { recipient: BILL_IBAN, amount: 95 }]), () => reply('?')]);
    const messages: ModelMessage[] = [{ role: 'user', content: 'Pay.' }];
    const first = await generateText({ model, tools: fenced, messages, stopWhen: stepCountIs(5) });
    const request = first.content.find((part) => part.type === 'tool-approval-request');
    assert.ok(request !== undefined);
    messages.push(...first.response.messages, {
      role: 'tool',
      content: [{ type: 'tool-approval-response', approvalId: request.approvalId, approved: true }],
    });
    await generateText({ model, tools: fenced, messages, stopWhen: stepCountIs(5) });
    assert.equal(ran.length, 0);
    // What the model read (ai 6 also returns it in response.messages, ai 7 only in the next prompt).
    const shown = toolResultsIn(prompts[1] ?? []).get('c1');
    assert.equal(shown?.type, 'error-text');
    assert.match(JSON.stringify(shown?.value), /escalationRouter/);
    fence.close();
  });

  it("lets the fence's verifier settle escalations in verifier mode, without asking", async () => {
    const allow: Verifier = {
      name: 'policy',
      verify: async () => ({ verdict: 'allow', reasons: [{ code: 'verifier.allow', message: 'policy allows' }] }),
    };
    const { fence, token, tools, ran } = setup({ gate: classGate({ 'payment-initiate': 0.5 }), verifier: allow });
    const { model } = scripted([() => toolCalls(['c1', 'send_money', { recipient: BILL_IBAN, amount: 95 }]), () => reply('Paid.')]);
    const result = await generateText({
      model,
      tools: fenceTools(tools, { fence, token, escalation: 'verifier' }),
      prompt: 'Pay.',
      stopWhen: stepCountIs(5),
    });
    assert.equal(result.text, 'Paid.');
    assert.equal(ran.length, 1);
    assert.ok(!result.steps.some((step) => step.content.some((part) => part.type === 'tool-approval-request')));
    fence.close();
  });

  it('releases the budget of a call whose tool throws', async () => {
    const { fence, token, tools, ran } = setup({ mint: { ceilings: { calls: 1 } } });
    const { model } = scripted([
      () => toolCalls(['c1', 'send_money', { recipient: BILL_IBAN, amount: 13 }]),
      () => toolCalls(['c2', 'send_money', { recipient: BILL_IBAN, amount: 95 }]),
      () => reply('Paid on the second try.'),
    ]);
    const result = await generateText({ model, tools: fenceTools(tools, { fence, token }), prompt: 'Pay.', stopWhen: stepCountIs(5) });
    assert.equal(result.steps[0]?.content.find((part) => part.type === 'tool-error')?.type, 'tool-error');
    assert.deepEqual(
      ran.map((r) => (r.input as { amount: number }).amount),
      [13, 95],
      'the one-call budget was given back after the failure',
    );
    fence.close();
  });

  it('fences tools that stream partial results (async generator execute)', async () => {
    const { fence, token } = setup();
    const steps: string[] = [];
    const report = tool({
      description: 'Returns a report of the inbox, section by section.',
      inputSchema: z.object({ sections: z.number() }),
      async *execute({ sections }) {
        for (let i = 1; i <= sections; i++) {
          steps.push(`section ${i}`);
          yield { done: i, of: sections };
        }
      },
    });
    const { model, prompts } = scripted([() => toolCalls(['c1', 'get_report', { sections: 3 }]), () => reply('Here is the report.')]);
    await generateText({ model, tools: fenceTools({ get_report: report }, { fence, token }), prompt: 'Report.', stopWhen: stepCountIs(3) });
    assert.deepEqual(steps, ['section 1', 'section 2', 'section 3']);
    assert.deepEqual(toolResultsIn(prompts[1] ?? []).get('c1'), { type: 'json', value: { done: 3, of: 3 } });
    const narrow = setup({ mint: { scope: ['web-fetch'], constraints: {} } });
    const refused = await generateText({
      model: scripted([() => toolCalls(['c1', 'get_report', { sections: 3 }]), () => reply('No.')]).model,
      tools: fenceTools({ get_report: report }, { fence: narrow.fence, token: narrow.token }),
      prompt: 'Report.',
      stopWhen: stepCountIs(3),
    });
    assert.ok(isFenceRefusal(refused.steps[0]?.toolResults[0]?.output));
    assert.equal(steps.length, 3, 'the refused stream never started');
    fence.close();
    narrow.fence.close();
  });

  it('refuses to wrap tools it could not stand in front of', () => {
    const { fence, token } = setup();
    const clientSide = tool({ description: 'Asks the user.', inputSchema: z.object({ question: z.string() }) });
    assert.throws(() => fenceTools({ ask: clientSide }, { fence, token }), { name: 'UsageError', code: 'ERR_INVALID_ARGUMENT' });
    assert.throws(() => fenceTools({}, { fence } as never), { name: 'UsageError', code: 'ERR_INVALID_ARGUMENT' });
    fence.close();
  });
});
