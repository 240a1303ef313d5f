/**
 * `npm run bench:scale`: authorizations per second and latency (p50, p99, as clients see them,
 * HTTP included) through 1, 2 and 3 sidecar replicas on one PostgreSQL, beside the embedded
 * engine (one process, strict and batched) in the same run, under two loads: 32 requests in
 * flight (4 client processes x 8 connections, the shape of the multi-replica test) and 128 (2 x
 * 64). Requests are spread round-robin over the replicas, on two tokens with call ceilings that
 * cover 90% of them, so every allow reserves budget in the shared ledger, the last tenth is
 * refused by the ceiling, and every decision appends to the one chain.
 *
 * Every answer is checked: a 200, an allow or a ceiling denial, a sequence number no other answer
 * has; allows past a token's ceiling are counted as overspend. Each replica is warmed up first
 * (its JIT and connections; `--warm` requests each), and the clients' recorded requests start
 * together (cluster.ts). The strict embedded engine (a flush per decision) gets an eighth of the
 * requests and of the warm-up. Beside each row: the CPU time one authorization costs in the replicas, in
 * PostgreSQL and in the load clients (bench/scale/cpu.ts; the clients measure their own), and so
 * how many per second this machine's cores could carry at most. Profile a replica with
 * `CAPFENCE_REPLICA_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR"`.
 *
 *   npm run bench:scale [-- --requests 16000 --loads 4x8,2x64 --warm 3000 --only postgres --pg postgres://postgres@127.0.0.1:5432/test]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { inspectToken } from '../../src/capability/token.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { openPostgresStore } from '../../src/store/postgres/index.ts';
import { Cluster, percentile } from './cluster.ts';
import { postgresPids, sampleCpu, sampleMachine, spentMs, type CpuSample, type ProcessTicks } from './cpu.ts';

const { values } = parseArgs({
  options: {
    /** Recorded authorizations per row, over all clients. */
    requests: { type: 'string', default: '16000' },
    /** Loads: clients x connections each. */
    loads: { type: 'string', default: '4x8,2x64' },
    /** Warm-up requests per replica before a row. */
    warm: { type: 'string', default: '3000' },
    /** `postgres` or `embedded`: only those rows (and no at-rest or chain figures). */
    only: { type: 'string' },
    pg: {
      type: 'string',
      default:
        process.env.CAPFENCE_TEST_PG?.startsWith('postgres') === true ? process.env.CAPFENCE_TEST_PG : 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const total = Number(values.requests);
const warm = Number(values.warm);
const base = values.pg as string;
const loads = (values.loads as string).split(',').map((shape) => {
  const [clients, connections] = shape.split('x').map(Number) as [number, number];
  if (!(clients >= 1 && connections >= 1)) throw new RangeError(`--loads: "${shape}" is not <clients>x<connections>`);
  return { clients, connections };
});
const cores = cpus().length;
const graph = CapabilityGraph.builtIn();

interface Row {
  readonly subject: string;
  readonly replicas: number;
  readonly inFlight: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly allowed: number;
  readonly ceiling: number;
  readonly overspend: number;
  /** Failed requests, and answers that are neither an allow nor a ceiling's denial, or repeat a sequence number. */
  readonly failures: number;
  readonly unexpected: number;
  /** CPU ms per authorization: replicas, PostgreSQL, clients. */
  readonly cpu: CpuSample;
  /** Cores busy during the row: with any work of the machine, and with this row's processes. */
  readonly busyCores: number;
  readonly ownCores: number;
}

async function measure(
  subject: string,
  state: string,
  replicas: number,
  load: { clients: number; connections: number },
  durability: 'strict' | 'batched' = 'strict',
): Promise<Row> {
  const cluster = new Cluster(state, durability);
  try {
    for (let i = 0; i < replicas; i++) await cluster.start();
    // Strict durability flushes every decision (~150/s here): it gets an eighth of the requests.
    const share = durability === 'strict' && !state.startsWith('postgres') ? 8 : 1;
    // Warm up each replica's JIT and connections, on a token of its own, at this row's load.
    await cluster.load({
      clients: 1,
      requests: Math.ceil((warm * replicas) / share),
      concurrency: load.clients * load.connections,
      tokens: [cluster.token()],
    });
    const requests = Math.ceil(total / share / load.clients);
    const sent = requests * load.clients;
    // Two tokens, each with room for 45% of the requests: the last tenth must be refused.
    const limit = Math.floor(sent * 0.45);
    const tokens = [cluster.token({ calls: limit }), cluster.token({ calls: limit })];
    const jtis = tokens.map((token) => inspectToken(token, graph).at(-1)?.jti);
    const replicaPids = cluster.replicas.map((r) => r.process.pid as number);
    const pgPids = await postgresPids(state.startsWith('postgres') ? base : undefined, replicaPids);
    let before: ProcessTicks | undefined;
    let machine0 = { busy: NaN, all: NaN };
    const results = await cluster.load({
      clients: load.clients,
      requests,
      concurrency: load.connections,
      tokens,
      warmup: 500,
      onStart: () => {
        before = sampleCpu(replicaPids, pgPids);
        machine0 = sampleMachine();
      },
    });
    const after = sampleCpu(replicaPids, pgPids);
    const machine1 = sampleMachine();
    const answers = results.flatMap((r) => r.answers);
    const seconds = Math.max(...results.map((r) => r.seconds));
    const n = answers.length;
    const seqs = new Set<number>();
    let unexpected = 0;
    for (const a of answers) {
      const fresh = typeof a.auditSeq === 'number' && !seqs.has(a.auditSeq);
      if (fresh) seqs.add(a.auditSeq as number);
      const known = jtis.includes(a.tokenId ?? undefined);
      if (!fresh || !known || !(a.verdict === 'allow' || (a.verdict === 'deny' && a.code === 'ceiling.calls'))) unexpected++;
    }
    const allowedOf = (jti: string | undefined) => answers.filter((a) => a.tokenId === jti && a.verdict === 'allow').length;
    const spent = spentMs(before as ProcessTicks, after);
    if (spent.gone > 0) process.stderr.write(`note: ${spent.gone} process(es) ended during the row; their CPU is not counted\n`);
    const clientMs = results.reduce((sum, r) => sum + r.cpuMs, 0);
    // Wall time of the row, as /proc/stat counts it: all ticks over the cores.
    const wallMs = (machine1.all - machine0.all) / cores;
    return {
      subject,
      replicas,
      inFlight: load.clients * load.connections,
      perSecond: n / seconds,
      p50: percentile(
        answers.map((a) => a.ms),
        50,
      ),
      p99: percentile(
        answers.map((a) => a.ms),
        99,
      ),
      allowed: jtis.reduce((sum, jti) => sum + allowedOf(jti), 0),
      ceiling: limit * 2,
      overspend: jtis.reduce((sum, jti) => sum + Math.max(0, allowedOf(jti) - limit), 0),
      failures: results.reduce((sum, r) => sum + r.failures, 0),
      unexpected,
      cpu: {
        replicas: spent.replicas / n,
        postgres: spent.postgres / n,
        clients: clientMs / n,
      },
      busyCores: (machine1.busy - machine0.busy) / wallMs,
      ownCores: (spent.replicas + spent.postgres + clientMs) / wallMs,
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
for (const [i, load] of loads.entries()) {
  const inFlight = load.clients * load.connections;
  if (values.only !== 'postgres') {
    // Strict (a flush per decision) only under the first load: it is the slow reference.
    for (const durability of i === 0 ? (['strict', 'batched'] as const) : (['batched'] as const)) {
      process.stderr.write(`embedded (${durability}), 1 process, ${inFlight} in flight\n`);
      rows.push(await measure(`embedded SQLite (${durability})`, join(scratch, `${durability}-${i}`), 1, load, durability));
    }
  }
  if (values.only === 'embedded') continue;
  for (const replicas of [1, 2, 3]) {
    process.stderr.write(`PostgreSQL, ${replicas} replica(s), ${inFlight} in flight\n`);
    const db = await schema();
    try {
      rows.push(await measure('PostgreSQL', db.url, replicas, load));
    } finally {
      await db.drop();
    }
  }
}
rmSync(scratch, { recursive: true, force: true });

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
if (values.only === undefined) {
  const restDir = mkdtempSync(join(tmpdir(), 'capfence-rest-'));
  for (const durability of ['strict', 'batched'] as const)
    rest.push([`embedded SQLite (${durability})`, await atRest(join(restDir, durability), durability)]);
  rmSync(restDir, { recursive: true, force: true });
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
if (values.only === undefined)
  for (const concurrency of [8, 32, 128]) chainRates.push(`${concurrency} in flight: ${(await chainAlone(concurrency)).toFixed(0)}/s`);

process.stdout.write(
  `\nScale: ${total} recorded authorizations a row (after ${warm} warm-up requests per replica), round-robin over the replicas; loads ${loads.map((l) => `${l.clients} clients x ${l.connections} connections`).join(', ')}; node ${process.version}, ${cores} cores\n\n`,
);
process.stdout.write(
  '| state | replicas | in flight | authorizations/s | p50 ms | p99 ms | allowed / ceiling | overspend | failed / unexpected answers | CPU ms per authorization: replicas + PostgreSQL + clients | 2 cores carry at most, without / with the clients | cores busy: all work / this run |\n',
);
process.stdout.write('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n');
for (const row of rows) {
  const { replicas: r, postgres: p, clients: c } = row.cpu;
  process.stdout.write(
    `| ${row.subject} | ${row.replicas} | ${row.inFlight} | ${row.perSecond.toFixed(0)} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${row.allowed} / ${row.ceiling} | ${row.overspend} | ${row.failures} / ${row.unexpected} | ${r.toFixed(3)} + ${p.toFixed(3)} + ${c.toFixed(3)} | ${((cores * 1000) / (r + p)).toFixed(0)} / ${((cores * 1000) / (r + p + c)).toFixed(0)}/s | ${row.busyCores.toFixed(2)} / ${row.ownCores.toFixed(2)} |\n`,
  );
}
if (rest.length > 0) {
  process.stdout.write('\nAt rest (1 client, 1 request at a time, 1,000 requests):\n\n| state | p50 ms | p99 ms |\n| --- | ---: | ---: |\n');
  for (const [name, r] of rest) process.stdout.write(`| ${name} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} |\n`);
  process.stdout.write(
    `\nthe one chain alone (decisions straight to one replica's recorder, reservation + record per decision): ${chainRates.join(', ')}\n`,
  );
  const restPg = (rest.at(-1) as [string, { p50: number }])[1].p50;
  const restStrict = (rest[0] as [string, { p50: number }])[1].p50;
  process.stdout.write(
    `\ntarget: Postgres p50 at rest within 1 ms of embedded strict: ${restPg - restStrict <= 1 ? 'met' : 'NOT met'} (${restPg >= restStrict ? '+' : ''}${(restPg - restStrict).toFixed(2)} ms)\n`,
  );
}
for (const row of rows.filter((r) => r.subject === 'PostgreSQL' && r.replicas === 3))
  process.stdout.write(
    `target: >= 3,000/s across 3 replicas, ${row.inFlight} in flight: ${row.perSecond >= 3000 ? 'met' : 'NOT met'} (${row.perSecond.toFixed(0)}/s)\n`,
  );
const clean = rows.every((r) => r.overspend === 0 && r.failures === 0 && r.unexpected === 0);
process.stdout.write(`target: 0 overspend, every answer as expected: ${clean ? 'met' : 'NOT met'}\n`);
if (!clean) process.exitCode = 1;
