import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { ApprovalQueue, HumanVerifier } from '../../../src/escalation/human.ts';
import { fixedGate } from '../../fence/fixtures.ts';
import { harness, IBAN } from './helpers.ts';

/** Poll until the queue holds `n` pending requests (the escalation is in flight). */
async function pending(
  h: ReturnType<typeof harness>,
  n: number,
): Promise<{ id: string; tool: string; args: Record<string, unknown>; provenance: Record<string, string> }[]> {
  for (let i = 0; i < 200; i++) {
    const list = (await h.app.inject({ method: 'GET', url: '/v1/approvals', headers: h.auth('approve') })).json().approvals;
    if (list.length >= n) return list;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('no approval request appeared');
}

describe('sidecar approvals (human verifier)', () => {
  const queue = ApprovalQueue.open(':memory:');
  const human = new HumanVerifier({ queue, timeoutMs: 5_000, pollMs: 1_000 });
  const h = harness({ gate: fixedGate(() => 0.5), fence: { verifier: human, verifierTimeoutMs: 6_000 }, sidecar: { approvals: queue } });
  after(async () => {
    await h.app.close();
    queue.close();
  });

  const pay = async (amount: number) => {
    const token = await h.mint();
    return h.app.inject({
      method: 'POST',
      url: '/v1/authorize',
      headers: h.auth('authorize'),
      payload: { token, call: { tool: 'send_money', args: { recipient: IBAN, amount } } },
    });
  };

  it('holds an escalated call until a person approves it over HTTP', async () => {
    const waiting = pay(50);
    const [request] = await pending(h, 1);
    assert.equal(request?.tool, 'send_money');
    assert.deepEqual(request?.args, { recipient: IBAN, amount: 50 }, 'the reviewer sees what they approve');
    const one = await h.app.inject({ method: 'GET', url: `/v1/approvals/${request?.id}`, headers: h.auth('approve') });
    assert.equal(one.json().state, 'pending');
    const approved = await h.app.inject({
      method: 'POST',
      url: `/v1/approvals/${request?.id}/approve`,
      headers: h.auth('approve'),
      payload: { by: 'alice', note: 'expected bill' },
    });
    assert.deepEqual([approved.statusCode, approved.json().state, approved.json().decidedBy], [200, 'approved', 'alice']);
    const decision = (await waiting).json();
    assert.equal(decision.verdict, 'allow');
    assert.ok(decision.reasons.some((r: { code: string; message: string }) => r.code === 'verifier.allow' && r.message.includes('alice')));
    const again = await h.app.inject({ method: 'POST', url: `/v1/approvals/${request?.id}/deny`, headers: h.auth('approve') });
    assert.deepEqual([again.statusCode, again.json().error.code, again.json().error.cause], [409, 'ERR_APPROVAL_SETTLED', 'ERR_APPROVAL_SETTLED']);
  });

  it('refuses the call when the person denies it, defaulting the reviewer to the key id', async () => {
    const waiting = pay(60);
    const [request] = await pending(h, 1);
    const denied = await h.app.inject({ method: 'POST', url: `/v1/approvals/${request?.id}/deny`, headers: h.auth('approve') });
    assert.equal(denied.json().decidedBy, 'key-approve');
    const decision = (await waiting).json();
    assert.deepEqual([decision.verdict, decision.reasons.at(-1).code], ['deny', 'verifier.deny']);
  });

  it('answers 404 for unknown requests and 400 for malformed ids', async () => {
    const unknown = await h.app.inject({
      method: 'POST',
      url: '/v1/approvals/00000000-0000-0000-0000-000000000000/approve',
      headers: h.auth('approve'),
      payload: {},
    });
    assert.deepEqual([unknown.statusCode, unknown.json().error.code], [404, 'ERR_APPROVAL_UNKNOWN']);
    const malformed = await h.app.inject({ method: 'GET', url: '/v1/approvals/a%20b', headers: h.auth('approve') });
    assert.deepEqual([malformed.statusCode, malformed.json().error.code], [400, 'ERR_INVALID_REQUEST']);
    const all = (await h.app.inject({ method: 'GET', url: '/v1/approvals?state=all', headers: h.auth('approve') })).json().approvals;
    assert.deepEqual(all.map((a: { state: string }) => a.state).sort(), ['approved', 'denied']);
  });
});
