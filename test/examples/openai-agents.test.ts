/**
 * examples/openai-agents/agent.ts end to end, with its scripted model and no network: the injected
 * payment is denied by the token, the payment the user asked for stops the run with an approval
 * interruption, and the person's answer (given on a state restored from a string) decides whether
 * it runs when the run resumes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BILL_IBAN, runAgent } from '../../examples/openai-agents/agent.ts';

describe('the OpenAI Agents SDK example', () => {
  it('pays the bill once the person approves it, and never the injected payee', async () => {
    const run = await runAgent();
    assert.deepEqual(run.approvals, [{ tool: 'send_money', input: { recipient: BILL_IBAN, amount: 95, subject: 'electricity' }, approved: true }]);
    assert.deepEqual(run.payments, [`95 EUR to ${BILL_IBAN}`]);
    assert.match(run.finalOutput ?? '', /paid the electricity bill/);
    const payments = run.audit.filter((r) => r.tool === 'send_money');
    assert.deepEqual(
      payments.map((r) => r.verdict),
      ['deny', 'escalate', 'allow'],
      JSON.stringify(run.audit),
    );
    assert.deepEqual(payments[0]?.reasons, ['constraint.value-not-allowed']);
    // The token sends every payment to a person, whatever the gate thought of it.
    assert.ok(payments[1]?.reasons.includes('scope.always-escalate'));
    assert.ok(payments[2]?.reasons.includes('verifier.allow'));
  });

  it('makes no payment when the person rejects it', async () => {
    const run = await runAgent(() => false);
    assert.equal(run.approvals.length, 1, 'the person was asked');
    assert.equal(run.approvals[0]?.approved, false);
    assert.deepEqual(run.payments, []);
    assert.equal(run.finalOutput, 'I could not pay the bill.');
    assert.ok(!run.audit.some((r) => r.tool === 'send_money' && r.verdict === 'allow'));
  });
});
