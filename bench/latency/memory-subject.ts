/**
 * The process that `bench/latency/memory.ts` runs: the realistic batched subject, with a memory
 * reading after each phase. Prints the readings as one JSON line.
 *
 *   node --expose-gc bench/.build/memory-subject.mjs <calls> <agents>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';

export interface MemoryPhase {
  readonly phase: string;
  readonly rssMB: number;
  readonly anonMB: number;
  readonly fileMB: number;
  readonly heapCommittedMB: number;
  readonly heapUsedMB: number;
  readonly externalMB: number;
  readonly arrayBuffersMB: number;
  readonly spaces: Readonly<Record<string, { committedMB: number; usedMB: number }>>;
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
    heapCommittedMB: round(usage.heapTotal / MB),
    heapUsedMB: round(usage.heapUsed / MB),
    externalMB: round(usage.external / MB),
    arrayBuffersMB: round(usage.arrayBuffers / MB),
    spaces,
  };
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}

const [n = '100000', agents = '1000'] = process.argv.slice(2);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const phases: MemoryPhase[] = [];
gc();
phases.push(readMemory('bare'));

const { buildWorkload } = await import('./workload.ts');
let work: ReturnType<typeof buildWorkload> | undefined = buildWorkload({
  agents: Number(agents),
  ...(process.env.BENCH_ARG_SIZES === undefined ? {} : { argSizeQuantiles: JSON.parse(process.env.BENCH_ARG_SIZES) as number[] }),
});
gc();
phases.push(readMemory('workload'));

const { createRealisticHarness } = await import('./realistic.ts');
const harness = createRealisticHarness(work, { durability: 'batched' });
gc();
phases.push(readMemory('fence'));

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
// BENCH_ALLOC_PROFILE=<file>: a sampling profile of every allocation of the run, garbage included
// (what churns the heap, not only what stays), for Chrome's DevTools.
const profiler = process.env.BENCH_ALLOC_PROFILE === undefined ? undefined : await startAllocationProfile();
for (let i = 0; i < Number(n); i++) {
  const call = work.calls[i % work.calls.length]!;
  await harness.decide(call);
  harness.settle(call);
  await tick();
}
phases.push(readMemory('run'));
if (profiler !== undefined) writeFileSync(process.env.BENCH_ALLOC_PROFILE as string, JSON.stringify(await profiler()));
gc();
phases.push(readMemory('gc'));
// BENCH_HEAP_SNAPSHOT=<file>: a heap snapshot here, for Chrome's DevTools or a summary script.
if (process.env.BENCH_HEAP_SNAPSHOT !== undefined) writeHeapSnapshot(process.env.BENCH_HEAP_SNAPSHOT);
harness.close();
work = undefined;
gc();
await tick();
gc();
phases.push(readMemory('closed'));
process.stdout.write(`${JSON.stringify(phases)}\n`);

async function startAllocationProfile(): Promise<() => Promise<unknown>> {
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object): Promise<unknown> =>
    new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
  await post('HeapProfiler.enable');
  await post('HeapProfiler.startSampling', {
    samplingInterval: 32_768,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  return async () => ((await post('HeapProfiler.stopSampling')) as { profile: unknown }).profile;
}
