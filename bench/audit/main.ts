/**
 * Cost of one audit append, per store and durability mode, and the memory bound of the batched
 * buffer over a million appends. A measurement, not a test: it asserts nothing and prints
 * medians, and what `audit verify` costs per million records (in its own process). Run:
 *
 *   npm run bench:audit (node --import tsx --expose-gc bench/audit/main.ts) [appends=200000]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MemoryAuditLog, SqliteAuditLog, type AuditLog } from '../../src/audit/store.ts';
import type { AuditEntry } from '../../src/audit/record.ts';
import { CLASS } from '../../src/action/classes.ts';

const appends = Number(process.argv[2] ?? 200_000);
const dir = mkdtempSync(join(tmpdir(), 'capfence-audit-cost-'));

const entry = (i: number): AuditEntry => ({
  time: 1_700_000_000_000 + i,
  tokenId: 'tok_01HZX3K9Q2',
  tokenDigest: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  call: {
    tool: 'send_email',
    args: { to: 'alice@example.com', subject: 'Quarterly report', body: 'Hi Alice, the report is attached.', n: i },
    id: `call_${i}`,
  },
  actionClass: CLASS.messageSend,
  verdict: 'allow',
  score: 0.0123,
  reasons: ['gate.allow'],
});

/** ns per append over `n` appends, median of `runs` runs (each on a fresh log). */
function measure(name: string, open: (run: number) => AuditLog, n: number, runs = 5): void {
  const entries = Array.from({ length: n }, (_, i) => entry(i));
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const log = open(run);
    const start = process.hrtime.bigint();
    for (let i = 0; i < n; i++) log.append(entries[i] as AuditEntry);
    log.flush();
    samples.push(Number(process.hrtime.bigint() - start) / n);
    log.close();
  }
  samples.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(34)} median ${(samples[runs >> 1]! / 1000).toFixed(2)} µs/append  (min ${(samples[0]! / 1000).toFixed(2)}, max ${(samples[runs - 1]! / 1000).toFixed(2)}; ${n} appends x ${runs})`,
  );
}

measure('memory', () => new MemoryAuditLog({ maxRecords: Infinity }), appends);
measure('memory, privacy', () => new MemoryAuditLog({ privacy: true, maxRecords: Infinity }), appends);
measure('sqlite batched (256 / 50 ms)', (run) => SqliteAuditLog.open(join(dir, `b${run}.db`), { durability: 'batched' }), appends);
measure('sqlite batched, privacy', (run) => SqliteAuditLog.open(join(dir, `p${run}.db`), { durability: 'batched', privacy: true }), appends);
measure('sqlite strict (fsync each)', (run) => SqliteAuditLog.open(join(dir, `s${run}.db`), { durability: 'strict' }), 2_000, 3);

// Latency of single appends in batched mode: most only encode, hash and buffer; every
// batchSize-th one also writes the batch (in a real fence the timer usually does that first).
{
  const log = SqliteAuditLog.open(join(dir, 'lat.db'), { durability: 'batched' });
  const entries = Array.from({ length: appends }, (_, i) => entry(i));
  const times = new Float64Array(appends);
  for (let i = 0; i < appends; i++) {
    const start = process.hrtime.bigint();
    log.append(entries[i] as AuditEntry);
    times[i] = Number(process.hrtime.bigint() - start);
  }
  log.close();
  times.sort();
  const at = (q: number): string => ((times[Math.min(appends - 1, Math.floor(q * appends))] ?? 0) / 1000).toFixed(2);
  console.log(
    `sqlite batched, one append at a time   p50 ${at(0.5)} µs, p90 ${at(0.9)} µs, p99 ${at(0.99)} µs, p99.9 ${at(0.999)} µs, max ${at(1)} µs`,
  );
}

// Memory across 1,000,000 batched appends: the heap after must not grow with the count.
const gc = (globalThis as { gc?: () => void }).gc;
if (gc !== undefined) {
  const log = SqliteAuditLog.open(join(dir, 'mem.db'), { durability: 'batched' });
  const heap: number[] = [];
  for (let i = 1; i <= 1_000_000; i++) {
    log.append(entry(i));
    if (i % 200_000 === 0) {
      gc();
      heap.push(process.memoryUsage().heapUsed / 2 ** 20);
    }
  }
  log.close();
  console.log(`heap after each 200k batched appends (MB): ${heap.map((mb) => mb.toFixed(1)).join(', ')}`);
  verifyCost(join(dir, 'mem.db'));
} else {
  console.log('(run with --expose-gc for the memory check)');
}
rmSync(dir, { recursive: true, force: true });

/** `audit verify` of the 1,000,000-record log, in its own process (bench/audit/verify.ts). */
function verifyCost(path: string): void {
  const script = fileURLToPath(new URL('./verify.ts', import.meta.url));
  const out = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', script, path], { encoding: 'utf8' }).trim()) as Record<string, number>;
  const f = (x: number | undefined) => (x ?? 0).toFixed(2);
  console.log(
    `audit verify of ${out.records} records: ${f(out.secondsPer1M)} s per 1M records over worker threads (CPU of all threads ${f(out.cpuSecondsPer1M)} s); ` +
      `in one thread ${f(out.oneThreadSecondsPer1M)} s (CPU ${f(out.oneThreadCpuSecondsPer1M)} s); peak RSS ${f(out.peakRssMB)} MB (${f(out.rssBeforeMB)} MB before verifying), ok ${String(out.ok)}`,
  );
}
