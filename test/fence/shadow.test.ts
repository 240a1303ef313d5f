import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { auditReport, formatAuditReport } from '../../src/audit/report.ts';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { fixedGate, IBAN, setup } from './fixtures.ts';

const codes = (reasons: readonly { code: string }[] | undefined) => reasons?.map((r) => r.code);

describe('shadow mode', () => {
  it('lets a refused call run, says what enforcement would have answered, and records that verdict', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'capfence-shadow-'));
    try {
      const { fence, token } = setup({ stateDir: dir, mode: 'shadow' });
      const outOfScope = await fence.authorize({ tool: 'delete_file', args: { file_id: '7' } }, token);
      assert.equal(outOfScope.verdict, 'allow');
      assert.deepEqual(codes(outOfScope.reasons), ['mode.shadow']);
      assert.equal(outOfScope.shadow?.verdict, 'deny');
      assert.deepEqual(codes(outOfScope.shadow?.reasons), ['scope.class-not-granted']);

      const wrongPayee = await fence.authorize({ tool: 'send_money', args: { recipient: 'GB33BUKB20201555555555', amount: 10 } }, token);
      assert.equal(wrongPayee.verdict, 'allow');
      assert.equal(wrongPayee.shadow?.verdict, 'deny');
      assert.deepEqual(codes(wrongPayee.shadow?.reasons), ['constraint.value-not-allowed']);

      // What enforcement allows is allowed as before, with no shadow part.
      const fine = await fence.authorize({ tool: 'send_money', args: { recipient: IBAN, amount: 95 } }, token);
      assert.equal(fine.verdict, 'allow');
      assert.equal(fine.shadow, undefined);
      assert.ok(fine.reservation !== undefined);
      await fence.close();

      // The audit keeps enforcement's verdict beside the mark that the call ran, and still verifies.
      const report = auditReport(join(dir, 'audit.db'));
      assert.equal(report.records, 3);
      assert.equal(report.shadow.total, 2);
      assert.deepEqual({ ...report.shadow.byReason }, { 'scope.class-not-granted': 1, 'constraint.value-not-allowed': 1 });
      assert.deepEqual({ ...report.shadow.byClass }, { 'file-modify': 1, 'payment-initiate': 1 });
      assert.deepEqual({ ...report.verdicts }, { deny: 2, allow: 1 });
      assert.match(formatAuditReport(report), /2 calls ran that enforcement would have refused/);
      assert.equal(verifyAuditLog(join(dir, 'audit.db')).ok, true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never lets through a forged, revoked or malformed call', async () => {
    const { fence, token } = setup({ mode: 'shadow' });
    const [head, body] = token.split('.');
    const forged = await fence.authorize({ tool: 'get_unread_emails', args: {} }, `${head}.${body}.${'A'.repeat(86)}`);
    assert.equal(forged.verdict, 'deny');
    assert.equal(forged.shadow, undefined);
    const malformed = await fence.authorize({ tool: 42 }, token);
    assert.equal(malformed.verdict, 'deny');
    await fence.store.revocations.revoke(fence.verifyToken(token).leaf.jti);
    const revoked = await fence.authorize({ tool: 'get_unread_emails', args: {} }, token);
    assert.deepEqual([revoked.verdict, codes(revoked.reasons)], ['deny', ['token.revoked']]);
    await fence.close();
  });

  it('shadows only the named classes, and the escalation band is reported, not sent to the verifier', async () => {
    let asked = 0;
    const verifier = {
      name: 'count',
      verify: async () => {
        asked += 1;
        return { verdict: 'deny' as const, reasons: [] };
      },
    };
    const { fence, token } = setup({ mode: { shadow: ['payment-initiate'] }, model: fixedGate(() => 0.5), verifier });
    const payment = await fence.authorize({ tool: 'send_money', args: { recipient: IBAN, amount: 95 } }, token);
    assert.equal(payment.verdict, 'allow');
    assert.equal(payment.shadow?.verdict, 'escalate');
    assert.equal(asked, 0);
    // A class outside the shadowed set is enforced: the verifier is asked and its deny stands.
    const mail = await fence.authorize({ tool: 'send_email', args: { recipients: ['bob@example.com'], body: 'hi' } }, token);
    assert.deepEqual([mail.verdict, mail.shadow, asked], ['deny', undefined, 1]);
    await fence.close();
  });

  it('lets a call over a ceiling run, reporting the ceiling it broke', async () => {
    const { fence, token } = setup({ mode: 'shadow' }, { ceilings: { calls: 1 } });
    const first = await fence.authorize({ tool: 'get_unread_emails', args: {} }, token);
    assert.equal(first.shadow, undefined);
    const second = await fence.authorize({ tool: 'get_unread_emails', args: {} }, token);
    assert.deepEqual([second.verdict, second.shadow?.verdict, codes(second.shadow?.reasons)], ['allow', 'deny', ['ceiling.calls']]);
    await fence.close();
  });

  it('refuses a mode it does not know with a typed error', () => {
    assert.throws(() => setup({ mode: 'audit-only' as never }), { name: 'UsageError', code: 'ERR_INVALID_ARGUMENT' });
  });
});
