/**
 * `npm run bench:latency`: decision latency of CapFence against a peer measured in the same run.
 *
 * Each subject runs in its own child process (so peak RSS is its own), in alternating rounds (so
 * machine noise hits both sides alike); the table shows the median over rounds of each figure and
 * the ratios peer / CapFence. A last run makes 1,000,000 decisions on the batched path and reports
 * the RSS after it: nothing may grow without bound. That run is a process holding CapFence and a
 * lazy workload generator only (bench/latency/memory-subject.ts: no workload held, no array of
 * timings), next to the same process without CapFence (the harness's own RSS).
 *
 * Two workloads: the micro case (one cached token, no session, six small calls) and the realistic
 * one (bench/latency/workload.ts: 1,000 tokens in rotation, a third with a chain of depth 3,
 * sessions with history, tool outputs of 1–16 KB recorded between decisions, argument sizes of
 * recorded runs, the ledger and the audit written in the timed path), each against the peer.
 *
 *   npm run bench:latency [-- --rounds 3 --calls 100000 --real 100000 --million 1000000 --strict 3000]
 *   npm run bench:latency -- --quick          short run (1 round, 20,000 calls, 100,000 for RSS)
 *   npm run bench:latency -- --json           one JSON object on stdout instead of the tables
 *   npm run bench:latency -- --memory         only the RSS run (1,000,000 decisions unless --million says otherwise)
 *   npm run bench:latency -- --data DIR       argument sizes from DIR/agentdojo (default: CAPFENCE_DATA, ../shared/data)
 *   npm run bench:latency -- --memory --tuned  also the RSS run of a deployment that tunes node (TUNED below),
 *                                              reported apart (`tuned`), never in place of the default figures
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import type { Measurement } from './measure.ts';
import { buildMemorySubject, runMemorySubject } from './memory.ts';
import type { MemoryReport } from './memory-subject.ts';
import { readArgSizeQuantiles } from './workload.ts';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    data: { type: 'string' },
    rounds: { type: 'string' },
    calls: { type: 'string' },
    real: { type: 'string' },
    million: { type: 'string' },
    strict: { type: 'string' },
    memory: { type: 'boolean', default: false },
    tuned: { type: 'boolean', default: false },
  },
});
const quick = values.quick === true;
const rounds = Number(values.rounds ?? (quick ? 1 : 3));
const calls = Number(values.calls ?? (quick ? 20_000 : 100_000));
const realCalls = Number(values.real ?? (quick ? 20_000 : 100_000));
const memoryOnly = values.memory === true;
const million = Number(values.million ?? (quick && !memoryOnly ? 100_000 : 1_000_000));
const strictCalls = Number(values.strict ?? (quick ? 500 : 3_000));
const dataDir = values.data ?? process.env.CAPFENCE_DATA ?? fileURLToPath(new URL('../../../shared/data', import.meta.url));
const argSizes = await readArgSizeQuantiles(dataDir);

type Row = Measurement & { subject: string; name: string; version: string } & Record<string, unknown>;

// Subjects run as plain JavaScript bundled by esbuild (packages stay external), not through the
// tsx loader, whose compiler thread would add ~35 MB to every subject's RSS.
// Split into chunks so that a subject loads only its own modules. The bundle sits two levels
// below the root, like src/gate/, so the gate finds models/ where it looks for it.
const outdir = fileURLToPath(new URL('../.build/', import.meta.url));
await build({
  entryPoints: { 'latency-subject': fileURLToPath(new URL('./subject.ts', import.meta.url)) },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outExtension: { '.js': '.mjs' },
  outdir,
  logLevel: 'warning',
});
const script = `${outdir}latency-subject.mjs`;

function runSubject(subject: string, n: number, warmup: number): Row {
  const env = argSizes === undefined ? process.env : { ...process.env, BENCH_ARG_SIZES: JSON.stringify(argSizes) };
  const out = execFileSync(process.execPath, ['--expose-gc', script, subject, String(n), String(warmup)], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').at(-1) as string) as Row;
}

/**
 * What a deployer who runs CapFence in a process of its own (the sidecar, `capfence serve`) may
 * set: a young generation of at most 2 MB a semi-space (V8 grows it to 16 MB under any steady
 * allocation, with or without CapFence) and at most two malloc arenas (each thread that frees
 * compiler or GC memory otherwise keeps an arena of its own). Decisions are the same; only the
 * process's memory differs.
 */
const TUNED = { nodeFlags: ['--max-semi-space-size=2'], env: { MALLOC_ARENA_MAX: '2' } } as const;

/**
 * The RSS run: `million` realistic decisions on the batched path in a process holding CapFence and
 * the lazy workload only, then the same process without CapFence (the harness's share). With
 * `tuned`, both again with {@link TUNED}'s settings.
 */
function rssRun(tuned: boolean): { line: string; json: Record<string, unknown> } {
  const env = argSizes === undefined ? process.env : { ...process.env, BENCH_ARG_SIZES: JSON.stringify(argSizes) };
  process.stderr.write(`RSS run: ${million} realistic decisions on the batched path (lazy workload)\n`);
  const ours = runMemorySubject(memoryScript, 'capfence', million, 1_000, [], env);
  process.stderr.write(`RSS run: the same process without CapFence\n`);
  const bare = runMemorySubject(memoryScript, 'harness', million, 1_000, [], env);
  const { line, json } = rssFigures(ours, bare);
  if (!tuned) return { line, json };
  const tunedEnv = { ...env, ...TUNED.env };
  const flags = `${TUNED.nodeFlags.join(' ')}, ${Object.entries(TUNED.env)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ')}`;
  process.stderr.write(`RSS run, tuned deployment (${flags}): CapFence, then the harness\n`);
  const oursTuned = runMemorySubject(memoryScript, 'capfence', million, 1_000, TUNED.nodeFlags, tunedEnv);
  const bareTuned = runMemorySubject(memoryScript, 'harness', million, 1_000, TUNED.nodeFlags, tunedEnv);
  const t = rssFigures(oursTuned, bareTuned);
  return {
    line: `${line}\ntuned deployment (${flags}; not the default figure): ${t.line}`,
    json: { ...json, tuned: { nodeFlags: TUNED.nodeFlags, env: TUNED.env, ...t.json } },
  };
}

/** The figures of one RSS run of CapFence (`ours`) beside the harness alone (`bare`). */
function rssFigures(ours: MemoryReport, bare: MemoryReport): { line: string; json: Record<string, unknown> } {
  const at = (r: MemoryReport, phase: string) => r.phases.find((p) => p.phase === phase) as MemoryReport['phases'][number];
  const [run, gc, fence, harness, harnessGc] = [at(ours, 'run'), at(ours, 'gc'), at(ours, 'fence'), at(bare, 'run'), at(bare, 'gc')];
  const over = (key: 'rssMB' | 'fileMB' | 'heapCommittedMB' | 'brkHeapMB' | 'threadArenasMB') => round1(run[key] - harness[key]);
  // CapFence's share: the process's RSS after the run over the harness's, split by where it is resident.
  const share = {
    rss: over('rssMB'),
    v8HeapCommitted: over('heapCommittedMB'),
    mallocBrkHeap: over('brkHeapMB'),
    threadArenas: over('threadArenasMB'),
    fileBacked: over('fileMB'),
  };
  const other = round1(share.rss - share.v8HeapCommitted - share.mallocBrkHeap - share.threadArenas - share.fileBacked);
  const line =
    `after ${million.toLocaleString('en')} realistic decisions (batched), in a process holding CapFence and a lazy workload: RSS ${run.rssMB} MB ` +
    `(anonymous ${run.anonMB}, file-backed ${run.fileMB}), peak ${ours.peakRssMB} MB; V8 heap committed ${run.heapCommittedMB} MB, ` +
    `live after a GC ${gc.heapUsedMB} MB; RSS by tenths ${ours.samples.map((x) => x.rssMB).join(', ')}; ` +
    `with CapFence loaded and 1,000 sessions open, before deciding: ${fence.rssMB} MB, live heap ${fence.heapUsedMB} MB; ` +
    `the same process without CapFence: ${harness.rssMB} MB, live heap ${harnessGc.heapUsedMB} MB; so CapFence adds ${share.rss} MB ` +
    `(V8 heap committed ${share.v8HeapCommitted}, malloc's main heap ${share.mallocBrkHeap}, other threads' malloc arenas ${share.threadArenas}, file-backed ${share.fileBacked}, other ${other}); ` +
    `p50 ${fmt(ours.p50us)} µs, p99 ${fmt(ours.p99us)} µs, p99.9 ${fmt(ours.p999us)} µs, ${Math.round(ours.perSecond).toLocaleString('en')} decisions/s, wrong verdicts ${ours.mismatches}`;
  return {
    line,
    json: {
      rssMbAfter1M: run.rssMB,
      peakRssMbAfter1M: ours.peakRssMB,
      heapMbAfter1M: gc.heapUsedMB,
      // The RSS split into file-backed pages (node's binary and libraries) and anonymous memory.
      rssAnonMbAfter1M: run.anonMB,
      rssFileMbAfter1M: run.fileMB,
      heapCommittedMbAfter1M: run.heapCommittedMB,
      threadArenasMbAfter1M: run.threadArenasMB,
      // Typed arrays' memory (the output index's arrays and their pool), in malloc's heap.
      arrayBuffersMbAfter1M: run.arrayBuffersMB,
      // The harness's share: the same process, workload and decisions count, without CapFence.
      rssMbHarness: harness.rssMB,
      heapMbHarness: harnessGc.heapUsedMB,
      rssMbOverHarness: share.rss,
      overHarnessMb: { ...share, other },
      rssMbBeforeDeciding: fence.rssMB,
      // Live after a GC, with CapFence loaded and 1,000 sessions open: comparable from run to run, unlike the RSS then (V8's young generation varies).
      heapMbBeforeDeciding: fence.heapUsedMB,
      rssMbByTenth: ours.samples.map((x) => x.rssMB),
      rssRun: { p50Us: ours.p50us, p99Us: ours.p99us, p999Us: ours.p999us, perSecond: ours.perSecond, wrongVerdicts: ours.mismatches },
      decisionsForRss: million,
    },
  };
}

const round1 = (x: number): number => Math.round(x * 10) / 10;
const fmt = (x: number, d = 2) => x.toFixed(d);
const memoryScript = await buildMemorySubject();
if (memoryOnly) {
  const { line, json } = rssRun(values.tuned === true);
  process.stderr.write(`${line}\n`);
  if (values.json === true)
    process.stdout.write(`${JSON.stringify({ node: process.version, argSizes: argSizes === undefined ? 'log-normal' : dataDir, ...json })}\n`);
  process.exit(0);
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1 ? (s[(s.length - 1) / 2] as number) : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2;
};

const subjects = [
  { id: 'capfence-batched', n: calls },
  { id: 'capfence-sync', n: calls },
  { id: 'capfence-memory', n: calls },
  { id: 'peer', n: calls },
  { id: 'peer-default-audit', n: calls },
  { id: 'capfence-strict', n: strictCalls },
  { id: 'real-capfence-batched', n: realCalls },
  { id: 'real-peer', n: realCalls },
  { id: 'real-peer-default-audit', n: realCalls },
  { id: 'real-capfence-strict', n: strictCalls },
];
const results = new Map<string, Row[]>();
for (let r = 1; r <= rounds; r++) {
  for (const { id, n } of subjects) {
    process.stderr.write(`round ${r}/${rounds}: ${id} (${n} decisions)\n`);
    const row = runSubject(id, n, Math.max(Math.min(20_000, n), id.startsWith('real-') ? 2_000 : 0));
    results.set(id, [...(results.get(id) ?? []), row]);
  }
}

const summary = new Map<string, Row>();
for (const [id, rows] of results) {
  const first = rows[0] as Row;
  const med = (k: keyof Measurement) => median(rows.map((row) => row[k] as number));
  summary.set(id, {
    ...first,
    perSecond: med('perSecond'),
    p50us: med('p50us'),
    p99us: med('p99us'),
    p999us: med('p999us'),
    meanus: med('meanus'),
    peakRssMB: med('peakRssMB'),
    baselineRssMB: med('baselineRssMB'),
    mismatches: Math.max(...rows.map((x) => x.mismatches)),
  });
}

const lines: string[] = [];
const table = (title: string, ids: readonly string[]) => {
  lines.push(title);
  lines.push('');
  lines.push('| subject | decisions/s | p50 µs | p99 µs | p99.9 µs | mean µs | peak RSS MB (bare process) | wrong verdicts |');
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const id of ids) {
    const row = summary.get(id) as Row;
    lines.push(
      `| ${row.name} | ${Math.round(row.perSecond).toLocaleString('en')} | ${fmt(row.p50us)} | ${fmt(row.p99us)} | ${fmt(row.p999us)} | ${fmt(row.meanus)} | ${fmt(row.peakRssMB, 0)} (${fmt(row.baselineRssMB, 0)}) | ${row.mismatches} |`,
    );
  }
  lines.push('');
};
const ratios = (oursId: string, peerIds: readonly string[]) => {
  const ours = summary.get(oursId) as Row;
  for (const peerId of peerIds) {
    const peer = summary.get(peerId) as Row;
    lines.push(
      `ratio ${peer.name} / ${ours.name}: p50 ${fmt(peer.p50us / ours.p50us)}×, p99 ${fmt(peer.p99us / ours.p99us)}×, throughput ${fmt(ours.perSecond / peer.perSecond)}×`,
    );
  }
  lines.push('');
};
const note = `median of ${rounds} rounds, node ${process.version}`;
table(`Micro case (${note}; ${calls} timed decisions per subject after warm-up; strict: ${strictCalls})`, [
  'capfence-batched',
  'capfence-sync',
  'capfence-memory',
  'peer',
  'peer-default-audit',
  'capfence-strict',
]);
ratios('capfence-batched', ['peer', 'peer-default-audit']);
ratios('capfence-memory', ['peer']);
table(
  `Realistic workload (${note}; ${realCalls} timed decisions, strict: ${strictCalls}; 1,000 tokens, a third with chains of depth 3; argument sizes ${argSizes === undefined ? 'from the fitted log-normal' : `from ${dataDir}`})`,
  ['real-capfence-batched', 'real-capfence-strict', 'real-peer', 'real-peer-default-audit'],
);
ratios('real-capfence-batched', ['real-peer', 'real-peer-default-audit']);

process.stderr.write('output cost: decisions after 0, 1 and 16 outputs of 16 KB\n');
const cost = runSubject('output-cost', Math.min(20_000, realCalls), 2_000);
const realBatched = summary.get('real-capfence-batched') as Row;
lines.push(
  `output cost: a decision costs ${fmt(cost.decisionUsPerKB as number)} µs more per KB of output in the session (16 outputs of 16 KB; ${fmt(cost.decisionUsPerKBOneOutput as number)} µs/KB after one); recording an output costs ${fmt(cost.recordUsPerKB as number)} µs/KB (${fmt(realBatched.outputRecordUsPerKB as number)} µs/KB in the realistic run)`,
);
lines.push(`  points: ${JSON.stringify(cost.points)}`);

const rss = rssRun(values.tuned === true);
lines.push('');
lines.push(rss.line);
const pick = (id: string, peerId: string) => {
  const row = summary.get(id) as Row;
  const peer = summary.get(peerId) as Row;
  return {
    p50Us: row.p50us,
    p99Us: row.p99us,
    p999Us: row.p999us,
    perSecond: row.perSecond,
    peakRssMb: row.peakRssMB,
    wrongVerdicts: row.mismatches,
    ratioP50VsPeer: peer.p50us / row.p50us,
    ratioP99VsPeer: peer.p99us / row.p99us,
  };
};
const unbounded = (id: string, peerId: string) => (summary.get(peerId) as Row).p50us / (summary.get(id) as Row).p50us;
const report = {
  node: process.version,
  rounds,
  quick,
  argSizes: argSizes === undefined ? 'log-normal' : dataDir,
  peer: `${(summary.get('peer') as Row).name.replace(/ \(.*$/, '')} ${(summary.get('peer') as Row).version}`,
  micro: {
    ...pick('capfence-batched', 'peer-default-audit'),
    ratioP50VsPeerUnbounded: unbounded('capfence-batched', 'peer'),
    sync: pick('capfence-sync', 'peer-default-audit'),
    // Like for like with the peer's unbounded mode: CapFence's audit in memory too.
    memory: { ...pick('capfence-memory', 'peer'), ratioP50VsPeerUnbounded: unbounded('capfence-memory', 'peer') },
    strict: pick('capfence-strict', 'peer-default-audit'),
  },
  realistic: {
    ...pick('real-capfence-batched', 'real-peer-default-audit'),
    ratioP50VsPeerUnbounded: unbounded('real-capfence-batched', 'real-peer'),
    strict: pick('real-capfence-strict', 'real-peer-default-audit'),
    outputRecordUsPerKB: realBatched.outputRecordUsPerKB,
  },
  outputCost: {
    decisionUsPerKB: cost.decisionUsPerKB,
    decisionUsPerKBOneOutput: cost.decisionUsPerKBOneOutput,
    recordUsPerKB: cost.recordUsPerKB,
    points: cost.points,
  },
  subjects: Object.fromEntries(
    [...summary].map(([id, row]) => [
      id,
      {
        name: row.name,
        p50Us: row.p50us,
        p99Us: row.p99us,
        p999Us: row.p999us,
        perSecond: row.perSecond,
        peakRssMb: row.peakRssMB,
        wrongVerdicts: row.mismatches,
      },
    ]),
  ),
  ...rss.json,
};
// With --json the tables still go to stderr, for the reader.
if (values.json === true) {
  process.stderr.write(`${lines.join('\n')}\n`);
  process.stdout.write(`${JSON.stringify(report)}\n`);
} else {
  process.stdout.write(`${lines.join('\n')}\n`);
}
