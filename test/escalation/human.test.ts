import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { runVerifier } from '../../src/escalation/fail-closed.ts';
import { ApprovalError, ApprovalQueue, HumanVerifier } from '../../src/escalation/human.ts';
import { activeTimers, request } from './helpers.ts';

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'capfence-approvals-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Wait until `queue` holds a pending request, and return it. */
async function firstPending(queue: ApprovalQueue) {
  for (let i = 0; i < 400; i++) {
    const [approval] = queue.list();
    if (approval !== undefined) return approval;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('no pending request');
}

describe('approval queue', () => {
  it('persists requests and decisions across a reopen', () => {
    const path = join(tempDir(), 'approvals.db');
    const queue = ApprovalQueue.open(path);
    const a = queue.enqueue(request(), Date.now() + 60_000);
    const b = queue.enqueue(
      request({ call: { tool: 'send_money', args: { recipient: 'DE89370400440532013000', amount: 5 } }, actionClass: 'payment-initiate' }),
      Date.now() + 60_000,
    );
    queue.deny(b.id, { by: 'bob', note: 'not mine' });
    queue.close();

    const reopened = ApprovalQueue.open(path);
    after(() => reopened.close());
    const pending = reopened.list();
    assert.deepEqual(
      pending.map((p) => p.id),
      [a.id],
    );
    assert.deepEqual(pending[0]?.args, { to: 'bob@example.com', body: 'hello' });
    assert.deepEqual(pending[0]?.provenance, { to: 'intent', body: 'intent' });
    assert.equal(pending[0]?.intent, 'e-mail bob@example.com to say hello');
    const denied = reopened.get(b.id);
    assert.deepEqual([denied?.state, denied?.decidedBy, denied?.note], ['denied', 'bob', 'not mine']);
    assert.equal(reopened.approve(a.id, { by: 'alice' }).state, 'approved');
    assert.deepEqual(
      reopened
        .list({ state: 'all' })
        .map((p) => p.state)
        .sort(),
      ['approved', 'denied'],
    );
  });

  it('refuses to decide a request twice, after its deadline, or that does not exist', () => {
    let now = 1_000_000;
    const queue = ApprovalQueue.open(':memory:', { clock: () => now });
    after(() => queue.close());
    const a = queue.enqueue(request(), now + 1_000);
    queue.approve(a.id);
    assert.throws(
      () => queue.deny(a.id),
      (e: unknown) => e instanceof ApprovalError && e.code === 'ERR_APPROVAL_SETTLED',
    );
    const b = queue.enqueue(request(), now + 1_000);
    now += 1_000;
    assert.throws(
      () => queue.approve(b.id),
      (e: unknown) => e instanceof ApprovalError && e.code === 'ERR_APPROVAL_EXPIRED',
    );
    assert.equal(queue.get(b.id)?.state, 'expired');
    assert.throws(
      () => queue.approve('no-such-id'),
      (e: unknown) => e instanceof ApprovalError && e.code === 'ERR_APPROVAL_UNKNOWN',
    );
    const c = queue.enqueue(request(), now + 10);
    now += 10;
    assert.equal(queue.sweep(), 1);
    assert.equal(queue.get(c.id)?.state, 'expired');
  });

  it('keeps reviewer names to plain characters', () => {
    const queue = ApprovalQueue.open(':memory:');
    after(() => queue.close());
    const a = queue.enqueue(request(), Date.now() + 60_000);
    assert.equal(queue.approve(a.id, { by: 'eve\u001b[2J\u202e' }).decidedBy, 'eve__2J_');
  });
});

describe('HumanVerifier', () => {
  it('allows when a person approves, at once through the same queue', async () => {
    const queue = ApprovalQueue.open(':memory:');
    after(() => queue.close());
    const human = new HumanVerifier({ queue, timeoutMs: 10_000, pollMs: 60_000 });
    const started = performance.now();
    const outcome = runVerifier(human, request(), { timeoutMs: 10_000 });
    const approval = await firstPending(queue);
    queue.approve(approval.id, { by: 'alice' });
    const result = await outcome;
    assert.equal(result.verdict, 'allow');
    assert.equal(result.failure, null);
    assert.match(result.reasons[0]?.message ?? '', /approved by alice/);
    assert.ok(performance.now() - started < 1_000);
  });

  it('denies when a person denies, seen by polling a decision made by another process', async () => {
    const path = join(tempDir(), 'approvals.db');
    const queue = ApprovalQueue.open(path);
    const cli = ApprovalQueue.open(path);
    after(() => (queue.close(), cli.close()));
    const human = new HumanVerifier({ queue, timeoutMs: 10_000, pollMs: 20 });
    const outcome = runVerifier(human, request(), { timeoutMs: 10_000 });
    const approval = await firstPending(cli);
    cli.deny(approval.id, { by: 'bob' });
    const result = await outcome;
    assert.deepEqual([result.verdict, result.reasons[0]?.code], ['deny', 'verifier.deny']);
  });

  it('denies an unanswered request at its deadline, marks it expired, and leaves no timers', async () => {
    const queue = ApprovalQueue.open(':memory:');
    after(() => queue.close());
    const before = activeTimers();
    const human = new HumanVerifier({ queue, timeoutMs: 80, pollMs: 20 });
    const result = await runVerifier(human, request(), { timeoutMs: 5_000 });
    assert.deepEqual([result.verdict, result.reasons[0]?.code, result.failure], ['deny', 'verifier.timeout', null]);
    const [expired] = queue.list({ state: 'expired' });
    assert.ok(expired !== undefined);
    assert.throws(() => queue.approve(expired.id), ApprovalError, 'a late approval is refused');
    assert.equal(activeTimers(), before);
  });

  it("expires the request when the runner's deadline cuts the wait short", async () => {
    const queue = ApprovalQueue.open(':memory:');
    after(() => queue.close());
    const human = new HumanVerifier({ queue, timeoutMs: 60_000, pollMs: 1_000 });
    const result = await runVerifier(human, request(), { timeoutMs: 50 });
    assert.deepEqual([result.verdict, result.failure], ['deny', 'timeout']);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(queue.list({ state: 'expired' }).length, 1);
    assert.equal(queue.list().length, 0);
  });

  it('fails closed when the queue is closed under it', async () => {
    const queue = ApprovalQueue.open(':memory:');
    const human = new HumanVerifier({ queue, timeoutMs: 5_000, pollMs: 10 });
    const outcome = runVerifier(human, request(), { timeoutMs: 5_000 });
    await firstPending(queue);
    queue.close();
    const result = await outcome;
    assert.deepEqual([result.verdict, result.reasons[0]?.code], ['deny', 'verifier.error']);
  });

  it('rejects bad options', () => {
    assert.throws(() => new HumanVerifier({ queue: {} as ApprovalQueue }), { name: 'UsageError', code: 'ERR_INVALID_ARGUMENT' });
    const queue = ApprovalQueue.open(':memory:');
    after(() => queue.close());
    assert.throws(() => new HumanVerifier({ queue, timeoutMs: 0 }), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
    assert.throws(() => new HumanVerifier({ queue, pollMs: Number.NaN }), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
  });
});
