/**
 * The PostgreSQL engine: decisions recorded by group commit (reservation and record in one
 * transaction, one chain that the JavaScript verifier checks), revocations fanned out to other
 * replicas, task memory shared between them, settlement, and a server that cannot be reached.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chainHash } from '../../src/audit/record.ts';
import { storedForm } from '../../src/audit/verify.ts';
import { inspectToken } from '../../src/capability/token.ts';
import { Keyring, type SigningKey } from '../../src/capability/keys.ts';
import { createFence, type CapFence } from '../../src/index.ts';
import { fixedGate, NOW_MS, setup, TOOLS } from '../fence/fixtures.ts';
import { testDatabase } from '../support/postgres.ts';

const db = await testDatabase();
const skip = 'skip' in db ? db.skip : false;
if (skip !== false) process.stdout.write(`# ${skip}\n`);

describe('the PostgreSQL engine', { skip }, () => {
  const url = 'url' in db ? db.url : '';
  const fences: CapFence[] = [];
  const replica = (issuer: SigningKey, extra: object = {}) => {
    const fence = createFence({ keyring: new Keyring([issuer]), tools: TOOLS, model: fixedGate(), clock: () => NOW_MS, state: url, ...extra });
    fences.push(fence);
    return fence;
  };
  after(async () => {
    for (const fence of fences) await fence.close();
    if ('drop' in db) await db.drop();
  });

  let first: ReturnType<typeof setup>;
  before(async () => {
    first = setup({ state: url }, { ceilings: { calls: 3, amount: 150 } });
    fences.push(first.fence);
    await first.fence.ready();
  });

  it('records every decision in one chain that verifies, with ceilings enforced inside the write', async () => {
    const { fence, token } = first;
    assert.throws(() => fence.decide({ tool: 'search_files', args: {} }, token), { code: 'ERR_INVALID_STATE' });
    const decisions = await Promise.all(
      Array.from({ length: 5 }, (_, i) => fence.authorize({ tool: 'search_files', args: { query: `q${i}` } }, token)),
    );
    assert.deepEqual(decisions.map((d) => d.verdict).sort(), ['allow', 'allow', 'allow', 'deny', 'deny']);
    for (const d of decisions.filter((x) => x.verdict === 'deny')) assert.equal(d.reasons[0]?.code, 'ceiling.calls');
    const seqs = decisions.map((d) => d.auditSeq as number).sort((a, b) => a - b);
    assert.deepEqual(seqs, [1, 2, 3, 4, 5]);
    const records = await fence.auditLog.page(1, 10);
    assert.deepEqual(records.map((r) => r.verdict).sort(), ['allow', 'allow', 'allow', 'deny', 'deny']);
    // The server hashed what the JavaScript encoder hashes.
    for (const record of records) assert.equal(chainHash(record.prevHash, storedForm(record)), record.hash);
    assert.deepEqual(await fence.auditLog.verify(), { ok: true, count: 5, head: records.at(-1)?.hash });
  });

  it('shares revocations with another replica within a second, and task memory too', async () => {
    const { fence, token, issuer } = first;
    const other = replica(issuer);
    await other.ready();
    const child = setup({ state: url }, {}); // another token of another task: not revoked
    fences.push(child.fence);
    const task = inspectToken(token, fence.graph)[0]?.jti as string;
    await fence.store.sessions.appendOutput(task, { time: 1, actionClass: 'read-only-retrieval', text: 'hello from replica 1' });
    await fence.store.sessions.flush(); // written behind within 20 ms; now, for the test
    assert.deepEqual(
      (await other.store.sessions.recentOutputs(task, 4)).map((o) => o.text),
      ['hello from replica 1'],
    );
    await fence.revocations.revoke(task, 'test');
    const started = Date.now();
    let d = await other.authorize({ tool: 'get_unread_emails', args: {} }, token);
    while (d.reasons[0]?.code !== 'token.revoked' && Date.now() - started < 2_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      d = await other.authorize({ tool: 'get_unread_emails', args: {} }, token);
    }
    assert.deepEqual([d.verdict, d.reasons[0]?.code], ['deny', 'token.revoked']);
    assert.ok(Date.now() - started < 1_000, `seen after ${Date.now() - started} ms`);
    assert.ok((await other.revocations.list()).some((r) => r.jti === task));
  });

  it('settles only what the executor says: release gives back, commit lowers amount but never calls', async () => {
    const { fence, token } = setup({ state: url }, { ceilings: { calls: 2, amount: 100 }, constraints: {} });
    fences.push(fence);
    await fence.ready();
    const pay = (amount: number) => fence.authorize({ tool: 'send_money', args: { recipient: 'DE89370400440532013000', amount } }, token);
    const a = await pay(90);
    assert.equal(a.verdict, 'allow');
    await fence.complete(a, { ok: false });
    const b = await pay(90);
    assert.equal(b.verdict, 'allow', 'released');
    await fence.complete(b, { ok: true, actual: { amount: 10, calls: 0 } });
    assert.equal((await pay(90)).verdict, 'allow');
    assert.equal((await pay(1)).reasons[0]?.code, 'ceiling.calls');
  });

  it('fails closed, and says so, when the server cannot be reached', async () => {
    const { issuer, token } = first;
    const lost = replica(issuer, { state: 'postgres://postgres@127.0.0.1:1/test?schema=nowhere' });
    await assert.rejects(lost.ready(), { code: 'ERR_STORE_UNAVAILABLE' });
    const d = await lost.authorize({ tool: 'search_files', args: {} }, token);
    assert.deepEqual([d.verdict, d.reasons[0]?.code, d.auditSeq], ['deny', 'store.unavailable', null]);
    assert.equal(lost.health().ok, false);
  });
});
