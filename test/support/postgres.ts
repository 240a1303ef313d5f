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

/**
 * How long to wait for a connection, and how often to try. A loaded machine (two cores, eight test processes loading their
 * sources at once) can take seconds to open one: a server that CAPFENCE_TEST_PG requires gets several long tries before its
 * absence fails the run (one short try once made CI fail on a server that was there); an optional one gets one short try.
 */
const REQUIRED_TRIES = { attempts: 4, timeoutMs: 5_000, pauseMs: 500 } as const;
const OPTIONAL_TRIES = { attempts: 1, timeoutMs: 1_500, pauseMs: 0 } as const;

/** A client connected to `url`, after the tries `tries` allows; the last error when none connects. */
async function connect(url: string, tries: { attempts: number; timeoutMs: number; pauseMs: number }): Promise<pg.Client> {
  let last: unknown;
  for (let attempt = 1; attempt <= tries.attempts; attempt++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: tries.timeoutMs });
    try {
      await client.connect();
      return client;
    } catch (error) {
      last = error;
      await client.end().catch(() => undefined);
      if (attempt < tries.attempts) await new Promise((resolve) => setTimeout(resolve, tries.pauseMs));
    }
  }
  throw last;
}

/** A fresh schema's state URL, or a skip reason. Throws when CAPFENCE_TEST_PG requires a server that does not answer. */
export async function testDatabase(): Promise<{ url: string; base: string; drop: () => Promise<void> } | { skip: string }> {
  const base = baseUrl();
  const required = process.env.CAPFENCE_TEST_PG !== undefined && process.env.CAPFENCE_TEST_PG !== '';
  const tries = required ? REQUIRED_TRIES : OPTIONAL_TRIES;
  let client: pg.Client;
  try {
    client = await connect(base, tries);
  } catch (error) {
    if (required)
      throw new Error(
        `CAPFENCE_TEST_PG is set but PostgreSQL at ${base.replace(/\/\/[^@]*@/, '//')} does not answer (${tries.attempts} tries of ${tries.timeoutMs} ms; the last: ${error instanceof Error ? error.message : String(error)})`,
        { cause: error },
      );
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
