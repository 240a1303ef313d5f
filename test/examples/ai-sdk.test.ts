/**
 * examples/ai-sdk/agent.ts end to end, with its scripted model and no network: the injected
 * payment is denied by the token, the payment the user asked for escalates through the AI SDK's
 * `needsApproval` flow, and the person's answer decides whether it runs.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BILL_IBAN, runAgent } from '../../examples/ai-sdk/agent.ts';

describe('the AI SDK example', () => {
  it('pays the bill once the person approves it, and never the injected payee', async () => {
    const run = await runAgent();
    assert.deepEqual(run.approvals, [{ tool: 'send_money', input: { recipient: BILL_IBAN, amount: 95, subject: 'electricity' }, approved: true }]);
    assert.deepEqual(run.payments, [`95 EUR to ${BILL_IBAN}`]);
    const payments = run.audit.filter((r) => r.tool === 'send_money');
    assert.deepEqual(
      payments.map((r) => [r.verdict, r.reasons]),
      [
        ['deny', ['constraint.value-not-allowed']],
        // The gate found the call harmless; the token sends every payment to a person anyway.
        ['escalate', ['scope.always-escalate', 'gate.allow']],
        ['allow', ['scope.always-escalate', 'gate.allow', 'verifier.allow']],
      ],
      JSON.stringify(run.audit),
    );
  });

  it('makes no payment when the person refuses', async () => {
    const run = await runAgent(() => false);
    assert.equal(run.approvals.length, 1, 'the person was asked');
    assert.equal(run.approvals[0]?.approved, false);
    assert.deepEqual(run.payments, []);
    assert.ok(!run.audit.some((r) => r.tool === 'send_money' && r.verdict === 'allow'));
  });
});
