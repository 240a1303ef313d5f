/**
 * The connection to PostgreSQL: a pool (the `pg` driver, loaded only when a `postgres://` state is
 * used), migrations applied at start under an advisory lock, and the health of the link.
 *
 * A URL may carry `?schema=NAME`: every table lives in that schema (created if missing), so
 * several deployments, or test runs, can share one database. Notification channels are named
 * after the schema too.
 *
 * Losing the server is expected (a restart, a failover): the pool drops broken connections and
 * makes new ones, a failed query throws `StoreError` `ERR_STORE_UNAVAILABLE`, and the store reports
 * itself unhealthy until a query succeeds again. Nothing here retries a write on its own: a
 * write whose outcome is unknown is a denial, never a silent second attempt.
 */
import type { Pool, PoolClient, PoolConfig, QueryResultRow } from 'pg';
import { ConfigError, StoreError } from '../../errors.ts';
import { MIGRATIONS } from './migrations.ts';

export interface PostgresOptions {
  /** Most connections of this replica's pool (default 6). */
  readonly poolSize?: number;
  /** Longest one query may take, ms (default 5,000): past it the query fails and the decision is denied. */
  readonly queryTimeoutMs?: number;
  /** Longest a new connection may take, ms (default 2,000). */
  readonly connectTimeoutMs?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The pool config and schema named by a `postgres://` URL. Throws {@link ConfigError}. */
export function parseStateUrl(url: string, options: PostgresOptions): { config: PoolConfig; schema: string | undefined; channel: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch (cause) {
    throw new ConfigError('ERR_CONFIG_INVALID', 'the state URL is not a URL', 'state', { cause });
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:')
    throw new ConfigError('ERR_CONFIG_INVALID', 'the state URL must start with postgres://', 'state');
  const schema = parsed.searchParams.get('schema') ?? undefined;
  if (schema !== undefined && !SCHEMA_NAME.test(schema))
    throw new ConfigError('ERR_CONFIG_INVALID', 'schema must be a lower-case SQL identifier (a-z, 0-9, _)', 'state');
  parsed.searchParams.delete('schema');
  return {
    config: {
      connectionString: parsed.href,
      max: options.poolSize ?? 6,
      query_timeout: options.queryTimeoutMs ?? 5_000,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 2_000,
      idleTimeoutMillis: 30_000,
      ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
      application_name: 'capfence',
    },
    schema,
    channel: `capfence_events_${schema ?? 'public'}`,
  };
}

export class Connection {
  readonly schema: string | undefined;
  readonly channel: string;
  readonly config: PoolConfig;
  #pool: Pool | undefined;
  #ready: Promise<void> | undefined;
  #lastFailure = 0;
  #lastSuccess = 0;
  #closed = false;

  constructor(url: string, options: PostgresOptions = {}) {
    const { config, schema, channel } = parseStateUrl(url, options);
    this.config = config;
    this.schema = schema;
    this.channel = channel;
  }

  /** Connect and migrate, once. Rejects with {@link StoreError}. */
  ready(): Promise<void> {
    this.#ready ??= this.#start();
    return this.#ready;
  }

  get pool(): Pool {
    if (this.#pool === undefined) throw new StoreError('ERR_STORE_UNAVAILABLE', 'the state database is not connected yet');
    return this.#pool;
  }

  /** Run one statement. Throws {@link StoreError} `ERR_STORE_UNAVAILABLE` when it fails. */
  async query<R extends QueryResultRow>(text: string, values?: readonly unknown[]): Promise<R[]> {
    if (this.#closed) throw new StoreError('ERR_STORE_UNAVAILABLE', 'the state database connection is closed');
    await this.ready();
    try {
      const result = await this.pool.query<R>(text, values as unknown[]);
      this.#lastSuccess = Date.now();
      return result.rows;
    } catch (cause) {
      this.#lastFailure = Date.now();
      throw new StoreError('ERR_STORE_UNAVAILABLE', `the state database failed (${pgReason(cause)})`, { cause });
    }
  }

  /** Whether the last query succeeded (or none has failed since the last success). */
  get healthy(): boolean {
    return !this.#closed && this.#pool !== undefined && this.#lastSuccess >= this.#lastFailure;
  }

  /** A client of its own (for LISTEN), outside the pool. */
  async dedicated(): Promise<import('pg').Client> {
    const pg = await loadDriver();
    return new pg.Client(this.config);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#pool?.end().catch(() => undefined);
  }

  async #start(): Promise<void> {
    const pg = await loadDriver();
    const pool = new pg.Pool(this.config);
    // An idle connection the server dropped (a restart) must not crash the process: the pool
    // discards it, and the next query opens a new one.
    pool.on('error', () => {
      this.#lastFailure = Date.now();
    });
    this.#pool = pool;
    let client: PoolClient | undefined;
    try {
      client = await pool.connect();
      await migrate(client, this.schema);
      this.#lastSuccess = Date.now();
    } catch (cause) {
      this.#ready = undefined;
      this.#lastFailure = Date.now();
      if (cause instanceof StoreError) throw cause;
      throw new StoreError('ERR_STORE_UNAVAILABLE', `cannot connect to the state database (${pgReason(cause)})`, { cause });
    } finally {
      client?.release();
    }
  }
}

async function loadDriver(): Promise<typeof import('pg').default> {
  try {
    return (await import('pg')).default;
  } catch (cause) {
    throw new StoreError('ERR_STORE_UNAVAILABLE', 'the PostgreSQL driver (pg) cannot be loaded', { cause });
  }
}

/** Apply the migrations this database lacks, one transaction, under an advisory lock (replicas start at once). */
async function migrate(client: PoolClient, schema: string | undefined): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('capfence-migrations'))");
    if (schema !== undefined) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query(
      'CREATE TABLE IF NOT EXISTS capfence_migrations (version int PRIMARY KEY, name text NOT NULL, applied timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ version: number | null }>('SELECT max(version) AS version FROM capfence_migrations');
    const current = rows[0]?.version ?? 0;
    const known = MIGRATIONS.at(-1)?.version ?? 0;
    if (current > known)
      throw new StoreError(
        'ERR_STORE_SCHEMA',
        `the state database is at schema version ${current}; this CapFence knows up to ${known} (upgrade CapFence)`,
      );
    for (const migration of MIGRATIONS) {
      if (migration.version <= current) continue;
      await client.query(migration.sql);
      await client.query('INSERT INTO capfence_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** A short, secret-free description of a driver error: its SQLSTATE or system code. */
export function pgReason(error: unknown): string {
  if (error instanceof StoreError) return error.code;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  if (error instanceof Error && /timeout/i.test(error.message)) return 'timeout';
  return error instanceof Error ? error.name : 'unknown error';
}
