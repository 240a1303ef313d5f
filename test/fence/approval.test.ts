/** The approver is in the chain: who answered an escalation, when, and their note are hashed into its record. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApprovalQueue, HumanVerifier } from '../../src/escalation/human.ts';
import { fixedGate, setup } from './fixtures.ts';

describe('an escalation answered by a person', () => {
  it('records the approver, the time and the note in the audit record', async () => {
    const queue = ApprovalQueue.open(':memory:');
    const human = new HumanVerifier({ queue, timeoutMs: 5_000, pollMs: 10 });
    const { fence, token } = setup({ model: fixedGate(() => 0.5), verifier: human, verifierTimeoutMs: 6_000 });
    const pending = fence.authorize({ tool: 'search_files', args: { query: 'q' } }, token);
    while (queue.pendingCount() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const [request] = queue.list();
    queue.approve(request?.id as string, { by: 'alice', note: 'expected by the ticket' });
    const decision = await pending;
    assert.equal(decision.verdict, 'allow');
    const [record] = await fence.auditLog.page(decision.auditSeq as number, 1);
    assert.deepEqual(
      { ...record?.approval, at: typeof record?.approval?.at },
      { id: request?.id, state: 'approved', by: 'alice', at: 'number', note: 'expected by the ticket' },
    );
    assert.equal((await fence.auditLog.verify()).ok, true);

    const denied = fence.authorize({ tool: 'search_files', args: { query: 'r' } }, token);
    while (queue.pendingCount() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    queue.deny(queue.list()[0]?.id as string, { by: 'bob' });
    const refusal = await denied;
    const [refused] = await fence.auditLog.page(refusal.auditSeq as number, 1);
    assert.deepEqual([refusal.verdict, refused?.approval?.state, refused?.approval?.by], ['deny', 'denied', 'bob']);
    queue.close();
  });
});
