/**
 * The timing loop: every call is timed on its own with `process.hrtime.bigint()`, after a warm-up
 * and a GC. The call mix is the same for every subject.
 */
import type { PeerCall, PeerHarness } from './policy.ts';

/** The workload: reads, allowed and refused sends, payments within and over the maximum, an unknown tool. */
export const CALLS: readonly PeerCall[] = [
  { tool: 'read_file', args: { path: '/home/user/report.md' } },
  { tool: 'send_email', args: { to: 'alice@example.com', subject: 'Report', body: 'The quarterly report is attached.' } },
  { tool: 'send_email', args: { to: 'mallory@evil.example', subject: 'Report', body: 'The quarterly report is attached.' } },
  { tool: 'send_money', args: { recipient: 'DE89370400440532013000', amount: 120 } },
  { tool: 'send_money', args: { recipient: 'DE89370400440532013000', amount: 5000 } },
  { tool: 'format_disk', args: { device: '/dev/sda' } },
];

/** What every subject must answer for each call of {@link CALLS} (revise counts as not allowed). */
export const EXPECTED: readonly ('allow' | 'deny')[] = ['allow', 'allow', 'deny', 'allow', 'deny', 'deny'];

export interface Measurement {
  readonly calls: number;
  readonly seconds: number;
  readonly perSecond: number;
  readonly p50us: number;
  readonly p99us: number;
  readonly p999us: number;
  readonly maxus: number;
  readonly meanus: number;
  readonly rssMB: number;
  readonly peakRssMB: number;
  readonly baselineRssMB: number;
  readonly mismatches: number;
}

export interface MeasureOptions<C extends PeerCall> {
  /** The verdict the policy gives call `k` of `calls` (default {@link EXPECTED}). */
  readonly expected?: (call: C, k: number) => 'allow' | 'deny';
  /** Run after each decision, outside its time: the tool ran (settle budget, record its output). */
  readonly settle?: (call: C) => void;
  /** Yield to the event loop every this many decisions (untimed), as an agent awaiting its tools does. */
  readonly yieldEvery?: number;
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function measure<C extends PeerCall>(
  harness: PeerHarness,
  calls: readonly C[],
  n: number,
  warmup: number,
  options: MeasureOptions<C> = {},
): Promise<Measurement> {
  const baselineRssMB = process.memoryUsage().rss / 1e6;
  const expected = options.expected ?? ((_: C, k: number) => EXPECTED[k] as 'allow' | 'deny');
  const { settle, yieldEvery = 0 } = options;
  let mismatches = 0;
  for (let i = 0; i < warmup; i++) {
    const call = calls[i % calls.length] as C;
    await harness.decide(call);
    settle?.(call);
    if (yieldEvery > 0 && i % yieldEvery === 0) await tick();
  }
  (globalThis as { gc?: () => void }).gc?.();
  const times = new Float64Array(n);
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const k = i % calls.length;
    const call = calls[k] as C;
    const t0 = process.hrtime.bigint();
    const verdict = await harness.decide(call);
    const t1 = process.hrtime.bigint();
    times[i] = Number(t1 - t0) / 1000;
    if (verdict !== expected(call, k)) mismatches++;
    settle?.(call);
    if (yieldEvery > 0 && i % yieldEvery === 0) await tick();
  }
  // Wall time: throughput includes settling (recording outputs is the fence's work too).
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const sorted = times.slice().sort();
  const at = (q: number) => sorted[Math.min(n - 1, Math.floor(q * n))] as number;
  let sum = 0;
  for (const t of times) sum += t;
  return {
    calls: n,
    seconds,
    perSecond: n / seconds,
    p50us: at(0.5),
    p99us: at(0.99),
    p999us: at(0.999),
    maxus: sorted[n - 1] as number,
    meanus: sum / n,
    rssMB: process.memoryUsage().rss / 1e6,
    // maxRSS is in KiB.
    peakRssMB: (process.resourceUsage().maxRSS * 1024) / 1e6,
    baselineRssMB,
    mismatches,
  };
}
