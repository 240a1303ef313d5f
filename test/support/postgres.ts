/**
 * The PostgreSQL the tests use: `CAPFENCE_TEST_PG` (a URL, or `1` for the default) makes it
 * required — CI sets it, so a missing server fails the run; without it the tests run when the
 * default server (127.0.0.1:5432, trust auth, database `test`) answers, and are skipped with one
 * line saying so when it does not. Each test file works in a schema of its own, dropped after.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';

function baseUrl(): string {
  const configured = process.env.CAPFENCE_TEST_PG;
  return configured === undefined || configured === '' || configured === '1' ? DEFAULT_PG : configured;
}

/** A fresh schema's state URL, or a skip reason. Throws when CAPFENCE_TEST_PG requires a server that does not answer. */
export async function testDatabase(): Promise<{ url: string; base: string; drop: () => Promise<void> } | { skip: string }> {
  const base = baseUrl();
  const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 1_500 });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    if (process.env.CAPFENCE_TEST_PG !== undefined && process.env.CAPFENCE_TEST_PG !== '')
      throw new Error(`CAPFENCE_TEST_PG is set but PostgreSQL at ${base.replace(/\/\/[^@]*@/, '//')} does not answer`, { cause: error });
    return { skip: 'PostgreSQL tests skipped: no server at 127.0.0.1:5432 (set CAPFENCE_TEST_PG to require one)' };
  }
  await client.end();
  const schema = `capfence_test_${randomBytes(6).toString('hex')}`;
  return {
    url: `${base}${base.includes('?') ? '&' : '?'}schema=${schema}`,
    base,
    drop: async () => {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  };
}
