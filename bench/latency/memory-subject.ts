/**
 * The process that measures the RSS of CapFence on the realistic workload (`bench:latency`'s RSS
 * run, and `bench/latency/memory.ts`): the realistic batched subject fed by the lazy workload
 * ({@link streamWorkload}), so that the process holds CapFence and almost nothing else. Decision
 * times go to a fixed histogram (constant memory: an array of a million times would itself be
 * 8–16 MB of the RSS measured). Memory is read after each phase and at each tenth of the run.
 *
 *   node --expose-gc bench/.build/memory-subject.mjs <calls> <agents> [capfence|harness]
 *
 * `harness` runs the same process without CapFence: the workload is generated and every read's
 * output text made as the CapFence harness makes it, and nothing decides. Its RSS is the share of
 * node and the harness. Prints one JSON line ({@link MemoryReport}).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { startAllocationProfile } from './alloc-profile.ts';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';

export interface MemoryPhase {
  readonly phase: string;
  readonly rssMB: number;
  readonly anonMB: number;
  readonly fileMB: number;
  /** Resident pages of the C heap that grows by brk (`[heap]` in /proc/self/smaps: malloc's main arena). */
  readonly brkHeapMB: number;
  /**
   * Resident pages of the malloc arenas of other threads (V8's compiler and GC workers, libuv's
   * pool): anonymous read-write mappings that start on a 64 MiB boundary and are followed by the
   * rest of their 64 MiB reserved without access, as glibc lays out a thread's arena.
   */
  readonly threadArenasMB: number;
  readonly heapCommittedMB: number;
  readonly heapUsedMB: number;
  readonly externalMB: number;
  readonly arrayBuffersMB: number;
  readonly spaces: Readonly<Record<string, { committedMB: number; usedMB: number }>>;
}

export interface MemoryReport {
  readonly mode: 'capfence' | 'harness';
  readonly calls: number;
  readonly agents: number;
  /** `bare`, `workload`, `fence`, `run` (right after the last decision), `gc` (after a full GC). */
  readonly phases: readonly MemoryPhase[];
  /** RSS and V8's used heap (no GC forced) after each tenth of the run. */
  readonly samples: readonly { readonly decisions: number; readonly rssMB: number; readonly heapUsedMB: number }[];
  /** Peak RSS of the process (`maxRSS`). */
  readonly peakRssMB: number;
  readonly seconds: number;
  readonly perSecond: number;
  readonly p50us: number;
  readonly p99us: number;
  readonly p999us: number;
  readonly mismatches: number;
}

const MB = 1e6;

/** One reading of this process's memory. */
export function readMemory(phase: string): MemoryPhase {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  const usage = process.memoryUsage();
  const spaces: Record<string, { committedMB: number; usedMB: number }> = {};
  for (const s of getHeapSpaceStatistics()) {
    spaces[s.space_name] = { committedMB: round(s.physical_space_size / MB), usedMB: round(s.space_used_size / MB) };
  }
  return {
    phase,
    rssMB: round(usage.rss / MB),
    anonMB: round(kb('RssAnon') / 1e3),
    fileMB: round((kb('RssFile') + kb('RssShmem')) / 1e3),
    ...mallocKb(),
    heapCommittedMB: round(usage.heapTotal / MB),
    heapUsedMB: round(usage.heapUsed / MB),
    externalMB: round(usage.external / MB),
    arrayBuffersMB: round(usage.arrayBuffers / MB),
    spaces,
  };
}

/** Resident MB of the `[heap]` mapping (malloc's main arena) and of other threads' arenas. */
function mallocKb(): { brkHeapMB: number; threadArenasMB: number } {
  const smaps = readFileSync('/proc/self/smaps', 'utf8');
  const at = smaps.search(/ \[heap\]\n/);
  const brk = at < 0 ? 0 : Number(/\nRss:\s+(\d+) kB/.exec(smaps.slice(at))?.[1] ?? 0);
  let arenas = 0;
  // Each mapping's header line, then its fields; a thread's arena is `rw-p` at a 64 MiB boundary, then `---p` right after it.
  const heads = [...smaps.matchAll(/^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+ *(\S*)\n(?:(?![0-9a-f]+-)[^\n]*\n)*/gm)];
  for (let i = 0; i + 1 < heads.length; i++) {
    const [block, start, end, perms, name] = heads[i]!;
    const next = heads[i + 1]!;
    if (perms !== 'rw-p' || name !== '' || BigInt(`0x${start}`) % ARENA !== 0n) continue;
    if (next[3] !== '---p' || next[1] !== end || (BigInt(`0x${next[2]}`) - BigInt(`0x${start}`)) % ARENA !== 0n) continue;
    arenas += Number(/\nRss:\s+(\d+) kB/.exec(block)?.[1] ?? 0);
  }
  return { brkHeapMB: round(brk / 1e3), threadArenasMB: round(arenas / 1e3) };
}

/** glibc reserves a thread's arena as 64 MiB, aligned to 64 MiB (HEAP_MAX_SIZE on 64-bit). */
const ARENA = 64n * 1024n * 1024n;

function round(x: number): number {
  return Math.round(x * 10) / 10;
}

/** Decision times in buckets 1% wide from 0.1 µs up (about 1,600 buckets to 1 s): quantiles within 1%. */
class Histogram {
  readonly #counts = new Float64Array(1_700);
  #n = 0;
  add(us: number): void {
    const i = us <= 0.1 ? 0 : Math.min(this.#counts.length - 1, Math.ceil(Math.log(us / 0.1) / Math.log(1.01)));
    this.#counts[i]!++;
    this.#n++;
  }
  quantile(q: number): number {
    let seen = 0;
    const want = Math.floor(q * this.#n) + 1;
    for (let i = 0; i < this.#counts.length; i++) {
      seen += this.#counts[i]!;
      if (seen >= want) return 0.1 * 1.01 ** i;
    }
    return Infinity;
  }
}

const [n = '1000000', agents = '1000', mode = 'capfence'] = process.argv.slice(2);
if (mode !== 'capfence' && mode !== 'harness') throw new Error(`unknown mode ${mode}`);
const calls = Number(n);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const phases: MemoryPhase[] = [];
gc();
phases.push(readMemory('bare'));

const { streamWorkload } = await import('./workload.ts');
const stream = streamWorkload({
  agents: Number(agents),
  ...(process.env.BENCH_ARG_SIZES === undefined ? {} : { argSizeQuantiles: JSON.parse(process.env.BENCH_ARG_SIZES) as number[] }),
});
gc();
phases.push(readMemory('workload'));

let decide: (call: ReturnType<typeof stream.next>) => Promise<'allow' | 'deny'> | 'allow' | 'deny';
let settle: (call: ReturnType<typeof stream.next>) => void;
let close = (): void => {};
if (mode === 'capfence') {
  const { createRealisticHarness } = await import('./realistic.ts');
  const harness = createRealisticHarness(stream, { durability: 'batched' });
  decide = (call) => harness.decide(call);
  settle = (call) => harness.settle(call);
  close = () => harness.close();
} else {
  // What the CapFence harness does besides deciding: make each read's output text afresh.
  let fresh = 0;
  decide = () => 'allow';
  settle = (call) => {
    if (call.output >= 0) Buffer.from(`${fresh++}\n${stream.output(call.output)}`, 'latin1').toString('latin1');
  };
}
gc();
phases.push(readMemory('fence'));

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
// BENCH_ALLOC_PROFILE=<file>: a sampling profile of every allocation of the run, garbage included
// (what churns the heap, not only what stays), for Chrome's DevTools. BENCH_ALLOC_PROMOTED=1 leaves
// out what a scavenge collected: what reached the old generation.
const profiler =
  process.env.BENCH_ALLOC_PROFILE === undefined ? undefined : await startAllocationProfile(32_768, process.env.BENCH_ALLOC_PROMOTED === '1');
const histogram = new Histogram();
const samples: { decisions: number; rssMB: number; heapUsedMB: number }[] = [];
const every = Math.max(1, Math.floor(calls / 10));
let mismatches = 0;
const start = process.hrtime.bigint();
for (let i = 1; i <= calls; i++) {
  const call = stream.next();
  const t0 = process.hrtime.bigint();
  const verdict = await decide(call);
  histogram.add(Number(process.hrtime.bigint() - t0) / 1000);
  if (verdict !== call.expected) mismatches++;
  settle(call);
  // The event loop turns between decisions, as in a fence whose agents await their tools.
  await tick();
  if (i % every === 0) {
    const usage = process.memoryUsage();
    samples.push({ decisions: i, rssMB: round(usage.rss / MB), heapUsedMB: round(usage.heapUsed / MB) });
  }
}
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
phases.push(readMemory('run'));
// maxRSS is in KiB.
const peakRssMB = round((process.resourceUsage().maxRSS * 1024) / MB);
if (profiler !== undefined) writeFileSync(process.env.BENCH_ALLOC_PROFILE as string, JSON.stringify(await profiler()));
gc();
phases.push(readMemory('gc'));
// BENCH_HEAP_SNAPSHOT=<file>: a heap snapshot here, for Chrome's DevTools or a summary script.
if (process.env.BENCH_HEAP_SNAPSHOT !== undefined) writeHeapSnapshot(process.env.BENCH_HEAP_SNAPSHOT);
// BENCH_SMAPS=<file>: this process's /proc/self/smaps here (every mapping's resident pages).
if (process.env.BENCH_SMAPS !== undefined) writeFileSync(process.env.BENCH_SMAPS, readFileSync('/proc/self/smaps'));
close();
const report: MemoryReport = {
  mode,
  calls,
  agents: Number(agents),
  phases,
  samples,
  peakRssMB,
  seconds,
  perSecond: calls / seconds,
  p50us: histogram.quantile(0.5),
  p99us: histogram.quantile(0.99),
  p999us: histogram.quantile(0.999),
  mismatches: mode === 'harness' ? 0 : mismatches,
};
process.stdout.write(`${JSON.stringify(report)}\n`);
