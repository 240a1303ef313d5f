import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import type { CapabilityClaims } from '../../src/capability/claims.ts';
import { Ledger } from '../../src/capability/ledger.ts';

const T0 = 1_800_000_000; // seconds
const link = (jti: string, exp: number): CapabilityClaims => ({ v: 1, jti, iss: 'i', sub: 's', iat: T0, exp, scope: [], ceilings: { calls: 100 } });
const one = { calls: 1, amount: 0, bytes: 0 };

function rows(path: string): string[] {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare('SELECT jti FROM capfence_ledger ORDER BY jti').all() as { jti: string }[]).map((r) => r.jti);
  } finally {
    db.close();
  }
}

describe('budget ledger pruning', () => {
  it("drops an expired token's totals after the grace period, and keeps a live token's", () => {
    let now = T0 * 1000;
    const ledger = Ledger.inMemory({ clock: () => now, pruneAfterSeconds: 60 });
    const short = link('short', T0 + 10);
    const long = link('long', T0 + 86_400);
    assert.ok(ledger.reserve([short], one).ok);
    assert.ok(ledger.reserve([long], one).ok);
    assert.equal(ledger.tokens, 2);

    // Expired, but within the grace period: still there.
    now = (T0 + 10 + 30) * 1000;
    ledger.prune();
    assert.equal(ledger.usage('short').calls, 1);

    // Past expiry + grace (and past the next minute): the next reserve prunes it.
    now = (T0 + 10 + 60 + 180) * 1000;
    assert.ok(ledger.reserve([long], one).ok);
    assert.equal(ledger.usage('short').calls, 0);
    assert.equal(ledger.tokens, 1);
    assert.equal(ledger.usage('long').calls, 2);
  });

  it('memory stays flat over many short-lived tokens', () => {
    let now = T0 * 1000;
    const ledger = Ledger.inMemory({ clock: () => now, pruneAfterSeconds: 0 });
    for (let i = 0; i < 20_000; i++) {
      now += 100; // 10 tokens a second, each living 5 s
      const exp = Math.floor(now / 1000) + 5;
      assert.ok(ledger.reserve([link(`t${i}`, exp)], one).ok);
    }
    // 2,000 s of tokens; only those of the last couple of minutes may be held.
    assert.ok(ledger.tokens < 2_000, `${ledger.tokens} tokens held`);
  });

  for (const durability of ['batched', 'strict'] as const) {
    it(`deletes pruned totals from the file (${durability})`, () => {
      const dir = mkdtempSync(join(tmpdir(), 'capfence-prune-'));
      try {
        const path = join(dir, 'ledger.db');
        let now = T0 * 1000;
        const ledger = Ledger.open(path, { durability, clock: () => now, pruneAfterSeconds: 60 });
        assert.ok(ledger.reserve([link('short', T0 + 10)], one).ok);
        assert.ok(ledger.reserve([link('long', T0 + 86_400)], one).ok);
        ledger.flush();
        assert.deepEqual(rows(path), ['long', 'short']);
        now = (T0 + 10 + 60 + 180) * 1000;
        ledger.prune();
        assert.deepEqual(rows(path), ['long']);
        assert.equal(ledger.usage('short').calls, 0);
        ledger.close();
        // Reopened, the live token's totals are still enforced.
        const again = Ledger.open(path, { durability, clock: () => now, pruneAfterSeconds: 60 });
        assert.equal(again.usage('long').calls, 1);
        again.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }

  it('batched totals reach the file within the flush interval even when the event loop never turns', () => {
    const dir = mkdtempSync(join(tmpdir(), 'capfence-prune-'));
    try {
      const path = join(dir, 'ledger.db');
      let now = T0 * 1000;
      const ledger = Ledger.open(path, { durability: 'batched', clock: () => now, flushIntervalMs: 50 });
      assert.ok(ledger.reserve([link('a', T0 + 600)], one).ok);
      assert.deepEqual(rows(path), []);
      now += 60;
      assert.ok(ledger.reserve([link('b', T0 + 600)], one).ok);
      assert.deepEqual(rows(path), ['a', 'b']);
      ledger.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
