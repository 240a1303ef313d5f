/**
 * Reservations in PostgreSQL (migration 4): a reservation made on one replica is settled on
 * another, exactly once, only by its holder or the executor, and one nobody reports on stands as
 * spent once its hold is over.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Decision } from '../../src/action/types.ts';
import type { CapabilityClaims } from '../../src/capability/claims.ts';
import { Keyring } from '../../src/capability/keys.ts';
import { inspectToken } from '../../src/capability/token.ts';
import { createFence, type CapFence } from '../../src/index.ts';
import { openPostgresStore } from '../../src/store/postgres/index.ts';
import { fixedGate, IBAN, NOW_MS, setup, TOOLS } from '../fence/fixtures.ts';
import { testDatabase } from '../support/postgres.ts';

const db = await testDatabase();
const skip = 'skip' in db ? db.skip : false;
if (skip !== false) process.stdout.write(`# ${skip}\n`);

describe('reservations any PostgreSQL replica settles', { skip }, () => {
  const url = 'url' in db ? db.url : '';
  const fences: CapFence[] = [];
  after(async () => {
    for (const fence of fences) await fence.close();
    if ('drop' in db) await db.drop();
  });

  /** A token with `calls` calls of budget, decided on replica `a`, with replica `b` beside it. */
  let made: ReturnType<typeof setup>;
  let b: CapFence;
  const fresh = async (calls: number) => {
    made = setup({ state: url }, { ceilings: { calls, amount: 1_000 }, constraints: {} });
    fences.push(made.fence);
    b = createFence({ keyring: new Keyring([made.issuer]), tools: TOOLS, model: fixedGate(), clock: () => NOW_MS, state: url });
    fences.push(b);
    await Promise.all([made.fence.ready(), b.ready()]);
  };
  const search = (fence: CapFence, holder?: string): Promise<Decision> =>
    fence.authorize({ tool: 'search_files', args: { query: 'x' } }, made.token, holder === undefined ? {} : { holder });

  before(() => fresh(2));

  it('settles on another replica a reservation made on this one: released budget is spendable again', async () => {
    const first = await search(made.fence);
    const second = await search(made.fence);
    assert.deepEqual([first.verdict, second.verdict], ['allow', 'allow']);
    assert.equal((await search(made.fence)).reasons[0]?.code, 'ceiling.calls');
    await b.complete(first, { ok: false });
    // A refuses from its own view for a second after the server refused it, then asks again.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const third = await search(made.fence);
    assert.equal(third.verdict, 'allow', 'the release on replica b gave the call back');
    assert.equal((await search(b)).reasons[0]?.code, 'ceiling.calls');
  });

  it('settles once: a replay, a forged id and two replicas racing each find it at most once', async () => {
    await fresh(2);
    const first = await search(made.fence);
    await search(made.fence);
    const reservation = first.reservation as string;
    // Two replicas release the same reservation at once: exactly one gives the call back.
    const raced = await Promise.all([
      made.fence.ledger.settle?.(reservation, { ok: false }, undefined),
      b.ledger.settle?.(reservation, { ok: false }, undefined),
    ]);
    assert.deepEqual(raced.sort(), [false, true]);
    assert.equal((await search(b)).verdict, 'allow');
    assert.equal((await search(b)).reasons[0]?.code, 'ceiling.calls', 'one call came back, not two');
    // Replayed, and forged: unknown, and nothing is given back.
    await assert.rejects(Promise.resolve(b.complete(first, { ok: false })), { code: 'ERR_RESERVATION_UNKNOWN' });
    await assert.rejects(Promise.resolve(b.complete({ ...first, reservation: crypto.randomUUID() }, { ok: false })), {
      code: 'ERR_RESERVATION_UNKNOWN',
    });
    assert.equal(await b.ledger.settle?.(`${reservation}' OR '1'='1`, { ok: false }, undefined), false);
    assert.equal(await b.ledger.settle?.('x'.repeat(10_000), { ok: false }, undefined), false);
    assert.equal((await search(b)).reasons[0]?.code, 'ceiling.calls');
  });

  it("lets only the reservation's holder (or the executor) settle it, and only its own token's budget", async () => {
    await fresh(1);
    const alice = await search(made.fence, 'alice');
    const reservation = alice.reservation as string;
    assert.equal(await b.ledger.settle?.(reservation, { ok: false }, 'bob'), false, "bob cannot release alice's call");
    assert.equal((await search(b)).reasons[0]?.code, 'ceiling.calls');
    // Another token's budget is out of reach: a reservation names its own links, nothing else.
    const other = setup({ state: url }, { ceilings: { calls: 1, amount: 1_000 }, constraints: {} });
    fences.push(other.fence);
    const spent = await other.fence.authorize({ tool: 'search_files', args: {} }, other.token);
    assert.equal(spent.verdict, 'allow');
    assert.equal(await b.ledger.settle?.(reservation, { ok: false }, 'alice'), true);
    assert.equal((await other.fence.authorize({ tool: 'search_files', args: {} }, other.token)).reasons[0]?.code, 'ceiling.calls');
    assert.equal((await search(b)).verdict, 'allow', "alice's own release gave her call back");
  });

  it('settles a call decided before its token was revoked, and the token stays refused', async () => {
    await fresh(2);
    const d = await search(made.fence);
    await made.fence.revocations.revoke(inspectToken(made.token, made.graph).at(-1)?.jti as string, 'test');
    await b.complete(d, { ok: true, actual: { calls: 0 } });
    assert.equal(await b.ledger.settle?.(d.reservation as string, { ok: false }, undefined), false, 'settled already');
    let refused = await search(b);
    for (const started = Date.now(); refused.reasons[0]?.code !== 'token.revoked' && Date.now() - started < 2_000;) refused = await search(b);
    assert.equal(refused.reasons[0]?.code, 'token.revoked');
  });

  it('lets a reservation nobody reports on stand as spent once its hold is over', async () => {
    const store = openPostgresStore(url, { holdSeconds: 0.3 });
    try {
      await store.ready();
      const chain: CapabilityClaims[] = [
        { v: 1, jti: `held-${crypto.randomUUID()}`, iss: 'test', sub: 'agent', iat: 0, exp: 4_000_000_000, scope: [], ceilings: { calls: 1 } },
      ];
      const cost = { calls: 1, amount: 0, bytes: 0 };
      const held = await store.ledger.reserve(chain, cost);
      assert.ok(held.ok && held.reservation !== undefined);
      await new Promise((resolve) => setTimeout(resolve, 400));
      assert.equal(await store.ledger.settle?.(held.reservation, { ok: false }, undefined), false, 'too late: it stands as spent');
      const again = await store.ledger.reserve(chain, cost);
      assert.deepEqual([again.ok, !again.ok && again.resource], [false, 'calls']);
      // Pruning removes the stale rows; it never gives budget back.
      await (store.ledger as unknown as { prune(): Promise<number> }).prune();
      assert.equal((await store.ledger.reserve(chain, cost)).ok, false);
    } finally {
      await store.close();
    }
  });

  it('settles a payment by the actual amount from any replica, never below one call', async () => {
    await fresh(3);
    const pay = (fence: CapFence, amount: number) =>
      fence.authorize({ tool: 'send_money', args: { recipient: IBAN, amount } }, made.token, { intent: `pay ${IBAN}` });
    const d = await pay(made.fence, 900);
    assert.equal(d.verdict, 'allow');
    assert.equal((await pay(b, 200)).verdict, 'revise', 'only 100 is left');
    await b.complete(d, { ok: true, actual: { amount: 100, calls: 0 } });
    assert.equal((await pay(b, 800)).verdict, 'allow', '800 came back');
    assert.equal((await search(made.fence)).verdict, 'allow');
    assert.equal((await search(made.fence)).reasons[0]?.code, 'ceiling.calls', 'the settled payment still counts as a call');
  });
});
