/**
 * The PostgreSQL ledger's local view: it refuses a call by itself only for a second after the
 * server refused that token (a release on another replica is seen within that second), and
 * never on its own count alone. No server is needed: the view is not the store.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CapabilityClaims } from '../../src/capability/claims.ts';
import type { Connection } from '../../src/store/postgres/connection.ts';
import { PgLedger } from '../../src/store/postgres/ledger.ts';

describe('the PostgreSQL ledger view', () => {
  const chain: CapabilityClaims[] = [{ v: 1, jti: 'task', iss: 'test', sub: 'agent', iat: 0, exp: 4_000_000_000, scope: [], ceilings: { calls: 2 } }];
  const call = { calls: 1, amount: 0, bytes: 0 };

  it('refuses by itself only within a second of a refusal by the server', () => {
    let now = 1_000_000;
    const ledger = new PgLedger({} as Connection, { clock: () => now });
    ledger.reserved('a', ['task'], call);
    ledger.reserved('b', ['task'], call);
    assert.equal(ledger.check(chain, call), undefined, 'its own count alone never refuses: the server decides');
    ledger.refused({ ok: false, resource: 'calls', tokenId: 'task', limit: 2, remaining: 0 });
    assert.deepEqual(ledger.check(chain, call), { ok: false, resource: 'calls', tokenId: 'task', limit: 2, remaining: 0 });
    now += 1_001;
    assert.equal(ledger.check(chain, call), undefined, 'a second later the server is asked again');
  });

  it('keeps the residual-budget feature from every batch', () => {
    const ledger = new PgLedger({} as Connection);
    ledger.reserved('a', ['task'], call);
    assert.deepEqual(ledger.residual(chain), { calls: 0.5, amount: null, bytes: null });
  });
});
