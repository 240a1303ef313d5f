/**
 * `npm run bench:scale`: authorizations per second and latency (p50, p99, as clients see them,
 * HTTP included) through 1, 2 and 3 sidecar replicas on one PostgreSQL, beside the embedded
 * engine (one process, strict and batched) in the same run. Load comes from 4 client processes
 * on 127.0.0.1, spread round-robin over the replicas, on tokens with ceilings (so every allow
 * reserves budget in the shared ledger and every decision appends to the one chain).
 *
 * Beside each row: the CPU time one authorization costs in the replicas, in PostgreSQL and in the
 * load clients (bench/scale/cpu.ts), and so how many per second this machine's cores could carry
 * at most. Profile a replica with `CAPFENCE_REPLICA_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR"`.
 *
 *   npm run bench:scale [-- --requests 2000 --concurrency 8 --clients 4 --pg postgres://postgres@127.0.0.1:5432/test]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openPostgresStore } from '../../src/store/postgres/index.ts';
import { Cluster, percentile } from './cluster.ts';
import { perAuthorization, postgresPids, sampleCpu, type CpuSample } from './cpu.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '8' },
    clients: { type: 'string', default: '4' },
    pg: {
      type: 'string',
      default:
        process.env.CAPFENCE_TEST_PG?.startsWith('postgres') === true ? process.env.CAPFENCE_TEST_PG : 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
const clients = Number(values.clients);
const base = values.pg as string;

interface Row {
  readonly subject: string;
  readonly replicas: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly allowed: number;
  readonly ceiling: number;
  readonly failures: number;
  /** CPU ms per authorization: replicas, PostgreSQL, clients. */
  readonly cpu: CpuSample;
}

async function measure(subject: string, state: string, replicas: number, durability: 'strict' | 'batched' = 'strict'): Promise<Row> {
  const cluster = new Cluster(state, durability);
  try {
    for (let i = 0; i < replicas; i++) await cluster.start();
    // Warm up each replica's JIT and connections, on a token of its own.
    await cluster.load({ clients: 1, requests: 400, concurrency, tokens: [cluster.token()] });
    const ceiling = Math.floor((clients * requests) / 2);
    const tokens = [cluster.token({ calls: ceiling }), cluster.token({ calls: ceiling })];
    const replicaPids = cluster.replicas.map((r) => r.process.pid as number);
    const pgPids = await postgresPids(state.startsWith('postgres') ? base : undefined);
    const before = sampleCpu(replicaPids, pgPids);
    const results = await cluster.load({ clients, requests, concurrency, tokens, warmup: 300 });
    const after = sampleCpu(replicaPids, pgPids);
    const answers = results.flatMap((r) => r.answers);
    const seconds = Math.max(...results.map((r) => r.seconds));
    return {
      subject,
      replicas,
      perSecond: answers.length / seconds,
      p50: percentile(
        answers.map((a) => a.ms),
        50,
      ),
      p99: percentile(
        answers.map((a) => a.ms),
        99,
      ),
      allowed: answers.filter((a) => a.verdict === 'allow').length,
      ceiling: ceiling * 2,
      failures: results.reduce((sum, r) => sum + r.failures, 0),
      // The clients' warm-up requests are counted too: they are load like the others.
      cpu: perAuthorization(before, after, answers.length + clients * 300),
    };
  } finally {
    await cluster.stop();
  }
}

async function schema(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `capfence_bench_${randomBytes(4).toString('hex')}`;
  return {
    url: `${base}${base.includes('?') ? '&' : '?'}schema=${name}`,
    drop: async () => {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
      await admin.end();
    },
  };
}

const rows: Row[] = [];
const scratch = mkdtempSync(join(tmpdir(), 'capfence-scale-'));
for (const durability of ['strict', 'batched'] as const) {
  process.stderr.write(`embedded (${durability}), 1 process\n`);
  rows.push(await measure(`embedded SQLite (${durability})`, join(scratch, durability), 1, durability));
}
rmSync(scratch, { recursive: true, force: true });
for (const replicas of [1, 2, 3]) {
  process.stderr.write(`PostgreSQL, ${replicas} replica(s)\n`);
  const db = await schema();
  try {
    rows.push(await measure('PostgreSQL', db.url, replicas));
  } finally {
    await db.drop();
  }
}

/** p50 and p99 of one client sending one request at a time (what a decision costs at rest, HTTP included). */
async function atRest(state: string, durability: 'strict' | 'batched'): Promise<{ p50: number; p99: number }> {
  const cluster = new Cluster(state, durability);
  try {
    await cluster.start();
    const [result] = await cluster.load({ clients: 1, requests: 1_000, concurrency: 1, tokens: [cluster.token({ calls: 1e9 })], warmup: 300 });
    const ms = (result as { answers: { ms: number }[] }).answers.map((a) => a.ms);
    return { p50: percentile(ms, 50), p99: percentile(ms, 99) };
  } finally {
    await cluster.stop();
  }
}
const rest: [string, { p50: number; p99: number }][] = [];
const restDir = mkdtempSync(join(tmpdir(), 'capfence-rest-'));
for (const durability of ['strict', 'batched'] as const)
  rest.push([`embedded SQLite (${durability})`, await atRest(join(restDir, durability), durability)]);
rmSync(restDir, { recursive: true, force: true });
{
  const db = await schema();
  try {
    rest.push(['PostgreSQL, 1 replica', await atRest(db.url, 'strict')]);
  } finally {
    await db.drop();
  }
}

/**
 * The one chain alone: decisions handed straight to a replica's recorder (no HTTP, no fence), so
 * the row says how many records per second the linear chain itself takes on this server.
 */
async function chainAlone(concurrency: number): Promise<number> {
  const db = await schema();
  const store = openPostgresStore(db.url);
  try {
    await store.ready();
    const chain = [{ v: 1 as const, jti: 'bench', iss: 'bench', sub: 'agent', iat: 0, exp: 4_000_000_000, scope: [], ceilings: { calls: 1e12 } }];
    const entry = (i: number) => ({
      time: Date.now(),
      tokenId: 'bench',
      tokenDigest: null,
      call: { tool: 'search_files', args: { query: `q${i}` } },
      actionClass: 'read-only-retrieval',
      verdict: 'allow' as const,
      score: 0.01,
      reasons: ['gate.allow'],
    });
    const total = 4_000;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) await store.recorder.record({ entry: entry(next++), reserve: { chain, cost: { calls: 1, amount: 0, bytes: 0 } } });
      }),
    );
    return total / ((performance.now() - started) / 1000);
  } finally {
    await store.close();
    await db.drop();
  }
}
const chainRates = [];
for (const concurrency of [8, 32, 128]) chainRates.push(`${concurrency} in flight: ${(await chainAlone(concurrency)).toFixed(0)}/s`);

const embedded = rows[1] as Row;
const cores = (await import('node:os')).cpus().length;
process.stdout.write(
  `\nScale: ${clients} client processes x ${requests} authorizations, ${concurrency} connections each, round-robin over the replicas; node ${process.version}, ${(await import('node:os')).cpus().length} cores\n\n`,
);
process.stdout.write(
  '| state | replicas | authorizations/s | p50 ms | p99 ms | p50 vs embedded batched | allowed / ceiling | failed requests | CPU ms per authorization: replicas + PostgreSQL + clients | 2 cores carry at most, without / with the clients |\n',
);
process.stdout.write('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n');
for (const row of rows) {
  const { replicas: r, postgres: p, clients: c } = row.cpu;
  process.stdout.write(
    `| ${row.subject} | ${row.replicas} | ${row.perSecond.toFixed(0)} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${(row.p50 - embedded.p50 >= 0 ? '+' : '') + (row.p50 - embedded.p50).toFixed(2)} ms | ${row.allowed} / ${row.ceiling} | ${row.failures} | ${r.toFixed(3)} + ${p.toFixed(3)} + ${c.toFixed(3)} | ${((cores * 1000) / (r + p)).toFixed(0)} / ${((cores * 1000) / (r + p + c)).toFixed(0)}/s |\n`,
  );
}
process.stdout.write('\nAt rest (1 client, 1 request at a time, 1,000 requests):\n\n| state | p50 ms | p99 ms |\n| --- | ---: | ---: |\n');
for (const [name, r] of rest) process.stdout.write(`| ${name} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} |\n`);
process.stdout.write(
  `\nthe one chain alone (decisions straight to one replica's recorder, reservation + record per decision): ${chainRates.join(', ')}\n`,
);
const three = rows.at(-1) as Row;
const restPg = (rest.at(-1) as [string, { p50: number }])[1].p50;
const restStrict = (rest[0] as [string, { p50: number }])[1].p50;
process.stdout.write(
  `\ntargets: Postgres p50 at rest within 1 ms of embedded strict: ${restPg - restStrict <= 1 ? 'met' : 'NOT met'} (${restPg >= restStrict ? '+' : ''}${(restPg - restStrict).toFixed(2)} ms); ` +
    `>= 3,000/s across 3 replicas: ${three.perSecond >= 3000 ? 'met' : 'NOT met'} (${three.perSecond.toFixed(0)}/s); ` +
    `0 overspend: ${rows.every((r) => r.allowed <= r.ceiling) ? 'met' : 'NOT met'}\n`,
);
