/**
 * Escalations through the gateway: to the client's user by MCP elicitation when the client
 * declares it, otherwise to the fence's verifier; every way of not getting a yes denies, and
 * nothing escalated runs without one.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ElicitRequestSchema, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import type { Verifier } from '../../../src/escalation/verifier.ts';
import { BILL_IBAN } from '../../fixtures/mcp-server/data.ts';
import { classGate, harness, type HarnessOptions, textOf, waitFor } from './helpers.ts';

/** Payments land in the escalation band; everything else is allowed. */
const payments = { fence: { model: classGate({ 'payment-initiate': 0.5 }) } } satisfies HarnessOptions;

function answering(
  answer: (message: string) => ElicitResult | Promise<ElicitResult>,
  asked: string[] = [],
): Pick<HarnessOptions, 'capabilities' | 'setupClient'> {
  return {
    capabilities: { capabilities: { elicitation: {} } },
    setupClient: (client: Client) =>
      client.setRequestHandler(ElicitRequestSchema, (request) => {
        asked.push(request.params.message);
        return answer(request.params.message);
      }),
  };
}

const verifier = (verify: Verifier['verify']): Verifier => ({ name: 'test verifier', verify });
const paid = (h: { executions(): { tool: string }[] }) => h.executions().filter((e) => e.tool === 'send_money').length;

describe('MCP gateway escalations', () => {
  it("asks the client's user through elicitation and runs the call only after a yes", async () => {
    const asked: string[] = [];
    // The payee is the bill's, read from the inbox (the intent does not name it); one only the inbox's
    // injection names is refused before any escalation (test/fence/instructed-address.test.ts).
    const h = await harness({
      ...payments,
      ...answering(() => ({ action: 'accept', content: { allow: true } }), asked),
      mint: { constraints: {}, intent: 'Read my inbox and pay the electricity bill.' },
    });
    try {
      await h.call('read_inbox');
      const result = await h.call('send_money', { recipient: BILL_IBAN, amount: 40 });
      assert.equal(result.isError, undefined, textOf(result));
      assert.equal(paid(h), 1);
      assert.equal(asked.length, 1);
      assert.match(asked[0] ?? '', /send_money/);
      assert.match(asked[0] ?? '', /payment-initiate/);
      assert.match(asked[0] ?? '', /recipient = .*appears only in a tool's output/, 'the user sees where the payee came from');
      assert.equal(h.fence.auditLog.count(), 2);
    } finally {
      await h.close();
    }
  });

  it('denies when the user declines, dismisses or submits anything but yes', async () => {
    const answers: ElicitResult[] = [{ action: 'decline' }, { action: 'cancel' }, { action: 'accept', content: { allow: false } }];
    let i = 0;
    const h = await harness({ ...payments, ...answering(() => answers[i++] as ElicitResult) });
    try {
      for (const expected of ['declined', 'dismissed', 'did not allow']) {
        const result = await h.call('send_money', { recipient: BILL_IBAN, amount: 10 });
        assert.equal(result.isError, true);
        assert.match(textOf(result), /verifier\.deny/);
        assert.match(textOf(result), new RegExp(expected));
      }
      assert.equal(paid(h), 0);
    } finally {
      await h.close();
    }
  });

  it('denies after the deadline when the client never answers, and stays up', async () => {
    const h = await harness({ ...payments, ...answering(() => new Promise<never>(() => {})), gateway: { elicitation: { timeoutMs: 150 } } });
    try {
      const started = Date.now();
      const result = await h.call('send_money', { recipient: BILL_IBAN, amount: 10 });
      assert.ok(Date.now() - started < 3_000);
      assert.match(textOf(result), /verifier\.timeout/);
      assert.equal(paid(h), 0);
      assert.equal((await h.call('read_inbox')).isError, undefined, 'the gateway still serves the client');
    } finally {
      await h.close();
    }
  });

  it('withdraws the question when the client cancels the call; nothing runs, nothing is spent', async () => {
    let asked = 0;
    const h = await harness({
      ...payments,
      ...answering(() => {
        asked += 1;
        return new Promise<never>(() => {});
      }),
      mint: { ceilings: { calls: 1 } },
    });
    try {
      const controller = new AbortController();
      const pending = h.client.callTool({ name: 'send_money', arguments: { recipient: BILL_IBAN, amount: 10 } }, undefined, {
        signal: controller.signal,
      });
      await waitFor(() => asked === 1, 5_000, 'the elicitation');
      controller.abort();
      await assert.rejects(pending);
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(paid(h), 0);
      assert.equal((await h.call('read_inbox')).isError, undefined, 'the single call of the budget is still there');
    } finally {
      await h.close();
    }
  });

  it("uses the fence's verifier when the client cannot be asked", async () => {
    const allow = verifier(async () => ({ verdict: 'allow', reasons: [{ code: 'verifier.allow', message: 'policy allows' }] }));
    const h = await harness({ ...payments, verifier: allow });
    try {
      assert.equal((await h.call('send_money', { recipient: BILL_IBAN, amount: 10 })).isError, undefined);
      assert.equal(paid(h), 1);
    } finally {
      await h.close();
    }
    const none = await harness(payments);
    try {
      const result = await none.call('send_money', { recipient: BILL_IBAN, amount: 10 });
      assert.match(textOf(result), /verifier\.none/, 'no verifier and no user: denied');
      assert.equal(paid(none), 0);
    } finally {
      await none.close();
    }
  });

  it("denies when the verifier never answers, within the fence's deadline", async () => {
    const h = await harness({ ...payments, fence: { ...payments.fence, verifierTimeoutMs: 100 }, verifier: verifier(() => new Promise(() => {})) });
    try {
      const result = await h.call('send_money', { recipient: BILL_IBAN, amount: 10 });
      assert.match(textOf(result), /verifier\.timeout/);
      assert.equal(paid(h), 0);
      assert.equal((await h.call('read_inbox')).isError, undefined);
    } finally {
      await h.close();
    }
  });

  it('tells the deployer when the fence is not built to route escalations to the user', async () => {
    const deny = verifier(async () => ({ verdict: 'deny', reasons: [{ code: 'verifier.deny', message: 'policy denies' }] }));
    const h = await harness({
      ...payments,
      ...answering(() => ({ action: 'accept', content: { allow: true } })),
      fence: { ...payments.fence, verifier: deny },
    });
    try {
      assert.match(textOf(await h.call('send_money', { recipient: BILL_IBAN, amount: 10 })), /policy denies/, "the fence's own verifier decided");
      assert.ok(h.logs.some((line) => line.includes('escalationRouter')));
      assert.equal(paid(h), 0);
    } finally {
      await h.close();
    }
  });

  it('counts a call cancelled while it runs as spent (its effect is unknown)', async () => {
    const h = await harness({ mint: { ceilings: { calls: 1 } } });
    try {
      const controller = new AbortController();
      const pending = h.client.callTool({ name: 'slow_report', arguments: { steps: 50, delayMs: 40 } }, undefined, { signal: controller.signal });
      await waitFor(() => h.executions().some((e) => e.tool === 'slow_report'), 5_000, 'the call to start');
      controller.abort();
      await assert.rejects(pending);
      await new Promise((resolve) => setTimeout(resolve, 50));
      assert.match(textOf(await h.call('read_inbox')), /ceiling\.calls/);
    } finally {
      await h.close();
    }
  });
});
