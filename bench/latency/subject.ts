/**
 * One benchmark subject in its own process, so its peak RSS is its own: CapFence (batched or
 * strict durability) or the peer, on the micro workload or the realistic one (`real-*`), or the
 * output-cost measurement. Prints one JSON line of measurements on stdout.
 *
 *   node --expose-gc bench/.build/latency-subject.mjs <subject> <calls> <warmup>
 *
 * The realistic workload reads its argument sizes from BENCH_ARG_SIZES (101 quantiles, JSON) when
 * the parent found recorded runs, and uses BENCH_AGENTS agents (default 1,000).
 */
const processBaselineMB = process.memoryUsage().rss / 1e6;
import { readFileSync } from 'node:fs';
import { CALLS, measure, type Measurement } from './measure.ts';
import type { PeerHarness } from './policy.ts';
import { buildWorkload, type RealisticCall } from './workload.ts';

const [subject = 'capfence-batched', n = '100000', warmup = '20000'] = process.argv.slice(2);

// Each subject loads only its own code, so one's modules do not count in the other's RSS.
async function harnessFor(name: string): Promise<PeerHarness> {
  if (name.startsWith('capfence')) {
    const { createCapfenceHarness } = await import('./capfence.ts');
    if (name === 'capfence-strict') return createCapfenceHarness({ durability: 'strict' });
    if (name === 'capfence-sync') return createCapfenceHarness({ durability: 'batched', sync: true });
    if (name === 'capfence-memory') return createCapfenceHarness({ durability: 'batched', memory: true });
    return createCapfenceHarness({ durability: 'batched' });
  }
  const { createPeer } = await import('./peer.ts');
  switch (name) {
    case 'peer':
    case 'real-peer':
      return createPeer();
    case 'peer-default-audit':
    case 'real-peer-default-audit':
      return createPeer({ auditMaxEntries: 10_000 });
    default:
      throw new Error(`unknown subject ${name}`);
  }
}

function label(name: string, harness: PeerHarness): string {
  if (name.endsWith('peer')) return `${harness.name} (audit unbounded)`;
  if (name.endsWith('peer-default-audit')) return `${harness.name} (default audit, 10,000 entries)`;
  return harness.name;
}

const workload = () =>
  buildWorkload({
    agents: Number(process.env.BENCH_AGENTS ?? 1_000),
    ...(process.env.BENCH_ARG_SIZES === undefined ? {} : { argSizeQuantiles: JSON.parse(process.env.BENCH_ARG_SIZES) as number[] }),
  });

let result: Measurement & { readonly [key: string]: unknown };
let name: string;
let version: string;
if (subject === 'output-cost') {
  ({ result, name, version } = await outputCost(Number(n)));
} else if (subject === 'real-capfence-batched' || subject === 'real-capfence-strict') {
  const { createRealisticHarness } = await import('./realistic.ts');
  const work = workload();
  // The harness's own share: node, the bench's modules and the generated workload, before CapFence is loaded.
  const rssWithWorkloadMB = process.memoryUsage().rss / 1e6;
  const harness = createRealisticHarness(work, { durability: subject === 'real-capfence-strict' ? 'strict' : 'batched' });
  const measured = await measure<RealisticCall>(harness, work.calls, Number(n), Number(warmup), {
    expected: (call) => call.expected,
    settle: (call) => harness.settle(call),
    // The event loop turns between decisions, as in a fence whose agents await their tools: writes
    // scheduled for then (the stores' timers, and their early writes) run outside any decision.
    yieldEvery: 1,
  });
  const outputs = harness.outputStats();
  (globalThis as { gc?: () => void }).gc?.();
  const memory = process.memoryUsage();
  const heapMB = memory.heapUsed / 1e6;
  // Where the RSS goes besides the live heap: V8's committed heap, and memory outside it (SQLite, buffers).
  const heapTotalMB = memory.heapTotal / 1e6;
  const externalMB = memory.external / 1e6;
  // RSS split into pages backed by files (the node binary and shared libraries: clean, shared with
  // every other node process) and anonymous memory (V8's heap, malloc), from /proc.
  const status = readFileSync('/proc/self/status', 'utf8');
  const statusMB = (key: string): number => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1e3;
  const rssAnonMB = statusMB('RssAnon');
  const rssFileMB = statusMB('RssFile') + statusMB('RssShmem');
  harness.close();
  result = {
    ...measured,
    heapMB,
    heapTotalMB,
    externalMB,
    rssAnonMB,
    rssFileMB,
    rssWithWorkloadMB,
    outputRecordUsPerKB: outputs.kb === 0 ? 0 : outputs.us / outputs.kb,
    outputsRecorded: outputs.recorded,
  };
  ({ name, version } = harness);
} else {
  const harness = await harnessFor(subject);
  result = {
    ...(subject.startsWith('real-')
      ? await measure<RealisticCall>(harness, workload().calls, Number(n), Number(warmup), { expected: (call) => call.expected, yieldEvery: 1 })
      : await measure(harness, CALLS, Number(n), Number(warmup))),
  };
  await harness.close?.();
  name = label(subject, harness);
  version = harness.version;
}
process.stdout.write(`${JSON.stringify({ subject, name, version, ...result, baselineRssMB: processBaselineMB })}\n`);

/**
 * What a decision costs per KB of tool output in the session's memory: p50 of an e-mail decision
 * (its recipient is looked up in the outputs for provenance) after no output, after one 16 KB
 * output and after sixteen (the session's default window), on one session.
 */
async function outputCost(calls: number): Promise<{ result: Measurement & { readonly [key: string]: unknown }; name: string; version: string }> {
  const { createRealisticHarness } = await import('./realistic.ts');
  const work = buildWorkload({ agents: 3, length: 64 });
  const big = work.outputs.reduce((a, b) => (b.length > a.length ? b : a));
  const sixteenKB = big.slice(0, 16 * 1024).padEnd(16 * 1024, ' x');
  const email: RealisticCall = {
    tool: 'send_email',
    args: { to: 'alice@example.com', subject: 'Report', body: 'The quarterly report is attached.' },
    agent: 0,
    output: -1,
    expected: 'allow',
  };
  const read: RealisticCall = { tool: 'read_file', args: { path: '/home/user/report.md' }, agent: 0, output: -1, expected: 'allow' };
  const points: { outputs: number; kb: number; p50us: number; p99us: number; recordUs: number }[] = [];
  let last: Measurement | undefined;
  // Warm the code first: a long-running fence records outputs with compiled code, and the first
  // few records of a fresh process (lazy compilation of the scanners) cost ten times as much.
  const warm = createRealisticHarness({ ...work, agents: 1 }, { durability: 'batched' });
  for (let i = 0; i < 64; i++) {
    const decision = await warm.session(0).authorize(read);
    warm.session(0).complete(decision, { ok: true, output: Buffer.from(`w${i}\n${sixteenKB}`, 'latin1').toString('latin1') });
  }
  warm.close();
  for (const count of [0, 1, 16]) {
    const harness = createRealisticHarness({ ...work, agents: 1 }, { durability: 'batched' });
    const session = harness.session(0);
    let recordUs = 0;
    for (let i = 0; i < count; i++) {
      const decision = await session.authorize(read);
      const text = Buffer.from(`${i}\n${sixteenKB}`, 'latin1').toString('latin1');
      const t0 = process.hrtime.bigint();
      session.complete(decision, { ok: true, output: text });
      recordUs += Number(process.hrtime.bigint() - t0) / 1000;
    }
    const sessionHarness: PeerHarness = {
      name: 'session',
      version: '',
      decide: async (call) => ((await session.authorize(call)).verdict === 'allow' ? 'allow' : 'deny'),
    };
    last = await measure<RealisticCall>(sessionHarness, [email], calls, Math.min(2_000, calls), { expected: () => 'allow' });
    points.push({ outputs: count, kb: count * 16, p50us: last.p50us, p99us: last.p99us, recordUs: count === 0 ? 0 : recordUs / count });
    harness.close();
  }
  const base = points[0]!;
  const one = points[1]!;
  const full = points[2]!;
  return {
    result: {
      ...(last as Measurement),
      points,
      decisionUsPerKB: (full.p50us - base.p50us) / full.kb,
      decisionUsPerKBOneOutput: (one.p50us - base.p50us) / one.kb,
      recordUsPerKB: full.recordUs / 16,
    },
    name: 'capfence decision cost per KB of tool output (one session, e-mail decisions)',
    version: '0.1.0',
  };
}
