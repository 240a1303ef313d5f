import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Worker } from 'node:worker_threads';
import type { CapabilityClaims } from '../../src/capability/claims.ts';
import { Ledger } from '../../src/capability/ledger.ts';
import { LedgerError } from '../../src/errors.ts';

const FAR = 4_000_000_000;
const link = (jti: string, ceilings?: CapabilityClaims['ceilings']): CapabilityClaims => ({
  v: 1,
  jti,
  iss: 'i',
  sub: 's',
  iat: 0,
  exp: FAR,
  scope: [],
  ...(ceilings === undefined ? {} : { ceilings }),
});
const cost = (amount = 0) => ({ calls: 1, amount, bytes: 0 });

describe('budget ledger', () => {
  it("a child's spending counts against every ancestor", () => {
    const ledger = Ledger.inMemory();
    const parent = link('p', { calls: 3, amount: 100 });
    const childA = link('a', { calls: 10, amount: 80 });
    const childB = link('b', { calls: 10, amount: 80 });
    assert.ok(ledger.reserve([parent, childA], cost(60)).ok);
    const refused = ledger.reserve([parent, childB], cost(60));
    assert.equal(refused.ok, false);
    assert.deepEqual(refused.ok ? null : [refused.resource, refused.tokenId, refused.remaining], ['amount', 'p', 40]);
    assert.ok(ledger.reserve([parent, childB], cost(40)).ok);
    const third = ledger.reserve([parent, childA], cost(0));
    assert.equal(third.ok, true);
    const fourth = ledger.reserve([parent, childA], cost(0));
    assert.equal(fourth.ok ? 'ok' : fourth.resource, 'calls');
    assert.deepEqual(ledger.usage('p'), { calls: 3, amount: 100, bytes: 0 });
  });

  it('releases on failure and commits the actual cost on success', () => {
    const ledger = Ledger.inMemory();
    const chain = [link('t', { amount: 100 })];
    const r1 = ledger.reserve(chain, cost(70));
    assert.ok(r1.ok && r1.reservation !== undefined);
    assert.equal(ledger.reserve(chain, cost(70)).ok, false);
    ledger.release(r1.reservation);
    const r2 = ledger.reserve(chain, cost(70));
    assert.ok(r2.ok && r2.reservation !== undefined);
    ledger.commit(r2.reservation, { amount: 20 });
    assert.equal(ledger.usage('t').amount, 20);
    assert.throws(
      () => ledger.commit(r2.reservation as string),
      (e: unknown) => e instanceof LedgerError && e.code === 'ERR_RESERVATION_UNKNOWN',
    );
  });

  it('never overspends when threads with their own connections reserve on one file at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'capfence-ledger-'));
    try {
      const path = join(dir, 'shared.db');
      Ledger.open(path).close();
      const start = new Int32Array(new SharedArrayBuffer(8));
      const threads = 4;
      // Workers load TypeScript through tsx's API (loader flags do not reach worker threads on Node 20).
      const script = new URL('./fixtures/ledger-worker.ts', import.meta.url).href;
      const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`;
      const workers = Array.from(
        { length: threads },
        () => new Worker(boot, { eval: true, workerData: { path, attempts: 100, ceiling: 50, start } }),
      );
      let failed: unknown;
      const granted = workers.map(
        (worker) =>
          new Promise<number>((resolve, reject) =>
            worker.once('message', resolve).once('error', (error) => {
              failed = error;
              reject(error);
            }),
          ),
      );
      while (Atomics.load(start, 0) < threads && failed === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
      Atomics.store(start, 1, 1);
      Atomics.notify(start, 1);
      const counts = await Promise.all(granted);
      assert.equal(
        counts.reduce((a, b) => a + b, 0),
        50,
        `exactly the ceiling across threads (${counts.join(' + ')})`,
      );
      const after = Ledger.open(path);
      assert.equal(after.usage('shared').calls, 50, 'the file holds all 50');
      assert.equal(after.reserve([link('shared', { calls: 50 })], cost()).ok, false);
      after.close();
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('refuses amounts that are not numbers (cost Infinity)', () => {
    const ledger = Ledger.inMemory();
    assert.equal(ledger.reserve([link('t', { amount: 100 })], { calls: 1, amount: Infinity, bytes: 0 }).ok, false);
  });

  it('needs no reservation when no link has a ceiling', () => {
    const ledger = Ledger.inMemory();
    const result = ledger.reserve([link('t')], cost(5));
    assert.deepEqual(result, { ok: true, reservation: undefined });
  });

  it('persists across a restart, counting unsettled reservations as spent', () => {
    const dir = mkdtempSync(join(tmpdir(), 'capfence-ledger-'));
    try {
      for (const durability of ['strict', 'batched'] as const) {
        const path = join(dir, `${durability}.db`);
        const chain = [link('t', { calls: 3 })];
        const first = Ledger.open(path, { durability });
        const committed = first.reserve(chain, cost());
        assert.ok(committed.ok && committed.reservation !== undefined);
        first.commit(committed.reservation);
        assert.ok(first.reserve(chain, cost()).ok); // left in flight
        first.close();
        const second = Ledger.open(path, { durability });
        assert.equal(second.usage('t').calls, 2);
        assert.ok(second.reserve(chain, cost()).ok);
        assert.equal(second.reserve(chain, cost()).ok, false);
        assert.deepEqual(second.residual(chain), { calls: 0, amount: null, bytes: null });
        second.close();
      }
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('a corrupt ledger file is a typed error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'capfence-ledger-'));
    try {
      const path = join(dir, 'bad.db');
      writeFileSync(path, 'this is not a database, just text long enough to be read as a header'.repeat(20));
      assert.throws(
        () => Ledger.open(path),
        (e: unknown) => e instanceof LedgerError && e.code === 'ERR_LEDGER_STORE',
      );
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
