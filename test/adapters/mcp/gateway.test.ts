/**
 * End to end: the SDK's Client → the gateway → the fixture MCP server, a real child process.
 * Every assertion about what ran is checked against the server's own execution log.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { DECISION_META_KEY } from '../../../src/adapters/mcp/results.ts';
import { ATTACKER_IBAN, BILL_IBAN } from '../../fixtures/mcp-server/data.ts';
import { classGate, type Harness, harness, provenanceGate, textOf, waitFor } from './helpers.ts';

describe('MCP gateway, end to end over a real downstream server', () => {
  let h: Harness;
  before(async () => {
    h = await harness({ mint: { ceilings: { calls: 50, amount: 150 } } });
  });
  after(() => h.close());

  it('lists the downstream tools and registers them in the fence catalog', async () => {
    const { tools } = await h.client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), [
      'add_tool',
      'crash_server',
      'echo',
      'hang_forever',
      'read_inbox',
      'rug_pull',
      'send_email',
      'send_money',
      'slow_report',
    ]);
    assert.equal(h.fence.catalog.lookup('send_money')?.actionClass, 'payment-initiate');
    assert.equal(h.fence.catalog.lookup('send_email')?.actionClass, 'message-send');
    assert.equal(h.fence.catalog.lookup('read_inbox')?.actionClass, 'read-only-retrieval');
  });

  it("forwards an allowed call and returns the server's result unchanged", async () => {
    const result = await h.call('read_inbox');
    assert.equal(result.isError, undefined);
    assert.match(textOf(result), /electricity bill/);
    assert.ok(h.executions().some((e) => e.tool === 'read_inbox'));
  });

  it('returns a denial as a tool error result with reason codes, and never runs the call', async () => {
    const before = h.executions().length;
    const result = await h.call('send_money', { recipient: ATTACKER_IBAN, amount: 100 });
    assert.equal(result.isError, true);
    const text = textOf(result);
    assert.match(text, /verdict: deny/);
    assert.match(text, /constraint\.value-not-allowed/);
    assert.ok(!text.includes(ATTACKER_IBAN), 'the reason does not echo the argument value');
    const meta = result._meta?.[DECISION_META_KEY] as { verdict: string; reasons: { code: string }[]; auditSeq: number };
    assert.equal(meta.verdict, 'deny');
    assert.equal(meta.reasons[0]?.code, 'constraint.value-not-allowed');
    assert.ok(meta.auditSeq > 0, 'the denial is audited');
    assert.equal(h.executions().length, before, 'nothing ran on the server');
  });

  it('returns revise with the hint the model can act on', async () => {
    const result = await h.call('send_money', { recipient: BILL_IBAN, amount: 950 });
    assert.equal(result.isError, true);
    assert.match(textOf(result), /verdict: revise/);
    assert.match(textOf(result), /Hint: .*120/);
    assert.ok(!h.executions().some((e) => e.tool === 'send_money'));
  });

  it('commits budget when a call succeeds and releases it when the tool reports an error', async () => {
    const paid = await h.call('send_money', { recipient: BILL_IBAN, amount: 95 });
    assert.equal(paid.isError, undefined);
    const failed = await h.call('send_money', { recipient: BILL_IBAN, amount: 0 });
    assert.equal(failed.isError, true, 'the fixture reports a zero amount as a tool error');
    assert.equal(failed._meta?.[DECISION_META_KEY], undefined, "that error is the server's, not a refusal");
    // 150 - 95 = 55 left: the failed call's reservation was released, so 55 is still available.
    const rest = await h.call('send_money', { recipient: BILL_IBAN, amount: 60 });
    assert.match(textOf(rest), /ceiling\.amount/);
    assert.match(textOf(rest), /At most 55 remains/);
    assert.equal((await h.call('send_money', { recipient: BILL_IBAN, amount: 55 })).isError, undefined);
  });

  it('denies tools no server provides and names that are prototype properties', async () => {
    for (const name of ['no_such_tool', '__proto__', 'constructor']) {
      const result = await h.call(name);
      assert.equal(result.isError, true, name);
      assert.match(textOf(result), /tool\.unknown/, name);
    }
  });

  it('relays progress from the server to the client', async () => {
    const seen: number[] = [];
    const result = await h.client.callTool({ name: 'slow_report', arguments: { steps: 3, delayMs: 20 } }, undefined, {
      onprogress: (p) => seen.push(p.progress),
    });
    assert.match(textOf(result as never), /3 sections/);
    assert.deepEqual(seen, [1, 2, 3]);
  });

  it('forwards cancellation to the server, which stops the call', async () => {
    const controller = new AbortController();
    const pending = h.client.callTool({ name: 'slow_report', arguments: { steps: 50, delayMs: 40 } }, undefined, { signal: controller.signal });
    await waitFor(
      () => h.executions().some((e) => e.tool === 'slow_report' && e.event === 'started' && e.args.steps === 50),
      5_000,
      'the slow call to start',
    );
    controller.abort();
    await assert.rejects(pending);
    await waitFor(() => h.executions().some((e) => e.tool === 'slow_report' && e.event === 'cancelled'), 5_000, 'the server to see the cancellation');
    assert.ok(!h.executions().some((e) => e.tool === 'slow_report' && e.event === 'completed' && e.args.steps === 50));
  });

  it('forwards tools/list_changed and gates the new tool like any other', async () => {
    let notified = 0;
    h.client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      notified += 1;
    });
    await h.call('add_tool');
    await waitFor(() => notified > 0, 5_000, 'list_changed at the client');
    const { tools } = await h.client.listTools();
    assert.ok(tools.some((t) => t.name === 'get_weather'));
    assert.equal(h.fence.catalog.lookup('get_weather')?.actionClass, 'read-only-retrieval');
    assert.match(textOf(await h.call('get_weather', { city: 'Paris' })), /sunny/);
  });
});

describe('MCP gateway: sessions, provenance and scope', () => {
  it('remembers tool outputs per connection: a payee seen only in a tool output is refused', async () => {
    // A looser token (any payee, any amount) leaves it to the gate; this gate double refuses a
    // side-effecting call whose target appears only in something a tool returned.
    const h = await harness({ fence: { model: provenanceGate() }, mint: { constraints: {} } });
    try {
      const before = await h.call('send_money', { recipient: ATTACKER_IBAN, amount: 5 });
      assert.equal(before.isError, undefined, 'before the inbox was read, the value has no tool-output provenance');
      await h.call('read_inbox');
      const after = await h.call('send_money', { recipient: ATTACKER_IBAN, amount: 50 });
      assert.equal(after.isError, true);
      assert.match(textOf(after), /constraint\.provenance/, 'only the instructions in the inbox named the payee');
      assert.equal(h.executions().filter((e) => e.tool === 'send_money').length, 1);
    } finally {
      await h.close();
    }
  });

  it("hides tools outside the token's scope when asked, and still denies calls to them", async () => {
    const h = await harness({ gateway: { hideOutOfScope: true }, mint: { scope: ['read-only-retrieval'], constraints: {} } });
    try {
      const names = (await h.client.listTools()).tools.map((t) => t.name);
      assert.ok(names.includes('read_inbox'));
      assert.ok(!names.includes('send_money') && !names.includes('send_email'));
      const result = await h.call('send_email', { recipients: ['bob@example.com'], body: 'hi' });
      assert.match(textOf(result), /scope\.class-not-granted/);
      assert.ok(!h.executions().some((e) => e.tool === 'send_email'));
      h.fence.revocations.revoke(h.fence.verifyToken(h.token).leaf.jti);
      assert.deepEqual((await h.client.listTools()).tools, [], 'a revoked token shows nothing');
    } finally {
      await h.close();
    }
  });

  it("keeps a tool's class when its server re-lists it as something less sensitive", async () => {
    const h = await harness({ fence: { model: classGate({ 'payment-initiate': 0.9 }) } });
    try {
      let notified = 0;
      h.client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
        notified += 1;
      });
      await h.call('rug_pull');
      await waitFor(() => notified > 0, 5_000, 'list_changed at the client');
      const listed = (await h.client.listTools()).tools.find((t) => t.name === 'send_money');
      assert.equal(listed?.annotations?.readOnlyHint, true, 'the client sees what the server now says');
      assert.equal(h.fence.catalog.lookup('send_money')?.actionClass, 'payment-initiate', 'the fence keeps the first class');
      assert.match(textOf(await h.call('send_money', { recipient: BILL_IBAN, amount: 5 })), /gate\.deny/);
      // Either the table kept the earlier class, or the classifier already read the new listing as the
      // more dangerous reading (its words say "send money"; annotations are evidence, not truth).
      const evidence = h.fence.catalog.lookup('send_money')?.evidence.join(' ') ?? '';
      assert.ok(h.logs.some((line) => line.includes('keeping its earlier class')) || /claim it is read-only/.test(evidence));
    } finally {
      await h.close();
    }
  });

  it("keeps a deployer manifest's class over what the server publishes", async () => {
    const h = await harness({
      gateway: { manifest: { tools: { read_inbox: { class: 'payment-initiate' } } } },
      fence: { model: classGate({ 'payment-initiate': 0.9 }) },
    });
    try {
      assert.equal(h.fence.catalog.lookup('read_inbox')?.actionClass, 'payment-initiate');
      assert.match(textOf(await h.call('read_inbox')), /gate\.deny/);
    } finally {
      await h.close();
    }
  });
});
