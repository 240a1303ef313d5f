/**
 * What makes the realistic workload's tail: for each decision of the batched realistic subject,
 * whether a SQLite commit ran inside it (which store's), how much of it overlapped a GC, and its
 * CPU time (`process.cpuUsage`, which preemption by other processes does not inflate as it does
 * wall time). Prints the quantiles with and without those decisions. A diagnosis, not a benchmark:
 * it wraps better-sqlite3's transactions and observes GC, which costs a little time.
 *
 *   node --import tsx bench/latency/tail.ts [--calls 20000] [--warmup 5000] [--yield]
 *
 * `--yield` lets the event loop turn after each decision, as `bench:latency` does.
 */
import { parseArgs } from 'node:util';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { createRealisticHarness } from './realistic.ts';
import { buildWorkload } from './workload.ts';

const { values } = parseArgs({ options: { calls: { type: 'string' }, warmup: { type: 'string' }, yield: { type: 'boolean', default: false } } });
const n = Number(values.calls ?? 20_000);
const warmup = Number(values.warmup ?? 5_000);

// Count each outermost transaction (a commit) by the file it writes.
const commits = new Map<string, number>();
type Tx = ((...args: unknown[]) => unknown) & Record<string, unknown>;
const proto = Database.prototype as unknown as { transaction: (this: Database.Database, fn: (...args: unknown[]) => unknown) => Tx };
const transaction = proto.transaction;
proto.transaction = function (fn) {
  return counting(this, transaction.call(this, fn));
};
function counting(db: Database.Database, tx: Tx): Tx {
  const file = db.name.split('/').at(-1) ?? db.name;
  const counted = (run: Tx): Tx =>
    Object.assign((...args: unknown[]) => {
      if (!db.inTransaction) commits.set(file, (commits.get(file) ?? 0) + 1);
      return run(...args);
    }, {}) as Tx;
  const wrapped = counted(tx);
  for (const mode of ['deferred', 'immediate', 'exclusive']) wrapped[mode] = counted(tx[mode] as Tx);
  return wrapped;
}
const gcs: { start: number; end: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcs.push({ start: e.startTime, end: e.startTime + e.duration });
}).observe({ entryTypes: ['gc'] });

const total = () => [...commits.values()].reduce((a, b) => a + b, 0);
const workload = buildWorkload({ agents: 1_000 });
const harness = createRealisticHarness(workload, { durability: 'batched' });
const wall = new Float64Array(n);
const cpu = new Float64Array(n);
const start = new Float64Array(n);
const committed = new Uint8Array(n);
const inDecision = new Map<string, number>();
for (let i = 0; i < warmup + n; i++) {
  const call = workload.calls[i % workload.calls.length]!;
  const before = new Map(commits);
  const count = total();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await harness.decide(call);
  const t1 = performance.now();
  const used = process.cpuUsage(cpu0);
  const j = i - warmup;
  if (j >= 0) {
    wall[j] = (t1 - t0) * 1000;
    cpu[j] = used.user + used.system;
    start[j] = t0;
    committed[j] = total() > count ? 1 : 0;
    for (const [file, k] of commits) if (k > (before.get(file) ?? 0)) inDecision.set(file, (inDecision.get(file) ?? 0) + k - (before.get(file) ?? 0));
  }
  harness.settle(call);
  if (values.yield === true) await new Promise((resolve) => setImmediate(resolve));
}
await new Promise((resolve) => setTimeout(resolve, 50));
harness.close();

const gcIn = new Float64Array(n);
for (let j = 0; j < n; j++) {
  const s = start[j]!;
  const e = s + wall[j]! / 1000;
  for (const g of gcs) if (g.end >= s && g.start <= e) gcIn[j]! += (Math.min(e, g.end) - Math.max(s, g.start)) * 1000;
}
const quantiles = (xs: Float64Array, keep: (j: number) => boolean) => {
  const kept = [...xs.keys()].filter(keep).map((j) => xs[j]!);
  kept.sort((a, b) => a - b);
  const at = (q: number) => Math.round(kept[Math.min(kept.length - 1, Math.floor(q * kept.length))] ?? NaN);
  return { p50: at(0.5), p99: at(0.99), p999: at(0.999) };
};
const top = (xs: Float64Array, q: number) => {
  const order = [...xs.keys()].sort((a, b) => xs[a]! - xs[b]!).slice(Math.floor(q * n));
  return { of: order.length, withCommit: order.filter((j) => committed[j]).length, withGc: order.filter((j) => gcIn[j]! > 0).length };
};
const all = () => true;
const noCommit = (j: number) => committed[j] === 0;
console.log(
  JSON.stringify(
    {
      decisions: n,
      yield: values.yield,
      commitsInsideDecisions: Object.fromEntries(inDecision),
      decisionsWithCommitPct: (100 * committed.reduce((a, b) => a + b, 0)) / n,
      wallUs: { all: quantiles(wall, all), withoutCommit: quantiles(wall, noCommit) },
      cpuUs: {
        all: quantiles(cpu, all),
        withoutCommit: quantiles(cpu, noCommit),
        withoutCommitOrGc: quantiles(cpu, (j) => noCommit(j) && gcIn[j] === 0),
      },
      cpuTop1pct: top(cpu, 0.99),
      cpuTop01pct: top(cpu, 0.999),
      wallTop1pct: top(wall, 0.99),
    },
    null,
    1,
  ),
);
