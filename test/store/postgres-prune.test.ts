import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { openPostgresStore } from '../../src/store/postgres/index.ts';
import { PgLedger } from '../../src/store/postgres/ledger.ts';
import { testDatabase } from '../support/postgres.ts';

const db = await testDatabase();
const skip = 'skip' in db ? db.skip : false;
if (skip !== false) process.stdout.write(`# ${skip}\n`);

const T0 = 1_800_000_000; // seconds

describe('PostgreSQL ledger pruning', { skip }, () => {
  const url = 'url' in db ? db.url : '';
  const store = openPostgresStore(url);
  after(async () => {
    await store.close();
    if ('drop' in db) await db.drop();
  });

  it("deletes the rows of tokens expired past the grace period, and keeps live tokens' rows", async () => {
    await store.ready();
    const { connection } = store;
    await connection.query('INSERT INTO capfence_ledger (jti, calls, exp) VALUES ($1, 3, $2), ($3, 5, $4), ($5, 7, $6)', [
      'expired',
      T0 - 4_000,
      'in-grace',
      T0 - 100,
      'live',
      T0 + 86_400,
    ]);
    const ledger = new PgLedger(connection, { clock: () => T0 * 1000, pruneAfterSeconds: 3_600 });
    assert.equal(await ledger.prune(), 1);
    const rows = await connection.query<{ jti: string; calls: number }>('SELECT jti, calls FROM capfence_ledger ORDER BY jti');
    assert.deepEqual(
      rows.map((r) => [r.jti, Number(r.calls)]),
      [
        ['in-grace', 5],
        ['live', 7],
      ],
    );
  });
});
