/**
 * Approval requests on PostgreSQL: an escalation raised on one replica is answered through
 * another replica's queue, the waiting decision resolves, and the approver is in the chain. Of a
 * late approval and an expiry, one wins; bad input is a typed error.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { HumanVerifier } from '../../src/escalation/human.ts';
import { Keyring } from '../../src/capability/keys.ts';
import { createFence, type CapFence } from '../../src/index.ts';
import { fixedGate, NOW_MS, setup, TOOLS } from '../fence/fixtures.ts';
import { testDatabase } from '../support/postgres.ts';

const db = await testDatabase();
const skip = 'skip' in db ? db.skip : false;
if (skip !== false) process.stdout.write(`# ${skip}\n`);

describe('approval requests on PostgreSQL', { skip }, () => {
  const url = 'url' in db ? db.url : '';
  const fences: CapFence[] = [];
  after(async () => {
    for (const fence of fences) await fence.close();
    if ('drop' in db) await db.drop();
  });

  it('are answered through another replica, and the approver is recorded in the chain', async () => {
    // Replica A escalates to a person (its queue is the shared one); replica B's queue answers.
    const holder = setup({ state: url });
    fences.push(holder.fence);
    await holder.fence.ready();
    const queueA = holder.fence.store.openApprovals();
    const human = new HumanVerifier({ queue: queueA, timeoutMs: 10_000, pollMs: 20 });
    const a = createFence({
      keyring: new Keyring([holder.issuer]),
      tools: TOOLS,
      model: fixedGate(() => 0.5),
      clock: () => NOW_MS,
      state: url,
      verifier: human,
      verifierTimeoutMs: 11_000,
    });
    const b = createFence({ keyring: new Keyring([holder.issuer]), tools: TOOLS, model: fixedGate(), clock: () => NOW_MS, state: url });
    fences.push(a, b);
    await Promise.all([a.ready(), b.ready()]);
    const queueB = b.store.openApprovals();

    const pending = a.authorize({ tool: 'search_files', args: { query: 'quarterly report' } }, holder.token);
    let listed = await queueB.list();
    while (listed.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      listed = await queueB.list();
    }
    const [request] = listed;
    assert.deepEqual([request?.tool, request?.args], ['search_files', { query: 'quarterly report' }]);
    assert.equal(await queueB.pendingCount(), 1);
    const approved = await queueB.approve(request!.id, { by: 'alice', note: 'expected' });
    assert.deepEqual([approved.state, approved.decidedBy], ['approved', 'alice']);
    // Decided once: a second answer is refused with a typed error.
    await assert.rejects(async () => queueB.deny(request!.id), { name: 'ApprovalError', code: 'ERR_APPROVAL_SETTLED' });

    const decision = await pending;
    assert.equal(decision.verdict, 'allow');
    const [record] = await a.auditLog.page(decision.auditSeq as number, 1);
    assert.deepEqual([record?.approval?.by, record?.approval?.state, record?.approval?.note], ['alice', 'approved', 'expected']);
    assert.equal((await b.auditLog.verify()).ok, true);

    await assert.rejects(async () => queueB.approve('no-such-request'), { name: 'ApprovalError', code: 'ERR_APPROVAL_UNKNOWN' });
    await assert.rejects(async () => queueB.approve(''), { name: 'UsageError', code: 'ERR_INVALID_ARGUMENT' });
    queueA.close();
    queueB.close();
  });

  it('expire at their deadline, and a late approval is refused', async () => {
    const { fence } = setup({ state: url });
    fences.push(fence);
    await fence.ready();
    let now = 1_000;
    const { PgApprovalQueue } = await import('../../src/store/postgres/approvals.ts');
    const queue = new PgApprovalQueue((fence.store as unknown as { connection: never }).connection, { clock: () => now });
    const request = await queue.enqueue(
      {
        call: { tool: 'send_money', args: { amount: 5 } },
        actionClass: 'payment-initiate',
        intent: null,
        principal: 'agent',
        scope: [],
        score: 0.5,
        provenance: {},
      },
      2_000,
    );
    now = 3_000;
    await assert.rejects(queue.approve(request.id, { by: 'late' }), { code: 'ERR_APPROVAL_EXPIRED' });
    assert.equal((await queue.get(request.id))?.state, 'expired');
    queue.close();
    await assert.rejects(async () => queue.get(request.id), { code: 'ERR_INVALID_STATE' });
  });
});
