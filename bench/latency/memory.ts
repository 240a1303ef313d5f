/**
 * The RSS of a process running CapFence on the realistic workload, and where it goes. Runs
 * bench/latency/memory-subject.ts bundled (as `bench:latency` runs its subjects, without tsx) in a
 * process of its own, fed by the lazy workload (streamWorkload), then the same process without
 * CapFence (`harness`: node, the bench's modules and the workload generator). Prints, for each, the
 * RSS split into file-backed pages (the node binary and shared libraries, clean and shared with
 * every other node process) and anonymous memory, V8's heap (committed and used, per space) at each
 * phase, RSS at each tenth of the run, and the decision latencies.
 *
 *   node --import tsx bench/latency/memory.ts [--calls 1000000] [--agents 1000] [--only capfence|harness] [-- node flags…]
 *
 * Phases: `bare` (node and the bench's modules), `workload` (the generator ready), `fence`
 * (CapFence loaded, 1,000 tokens minted, sessions open), `run` (right after the last decision),
 * `gc` (after a full GC). BENCH_HEAP_SNAPSHOT=<file> writes a heap snapshot after the GC,
 * BENCH_ALLOC_PROFILE=<file> an allocation profile of the run, garbage included.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import type { MemoryReport } from './memory-subject.ts';

/** Bundle the memory subject into `outdir` (next to the latency subject's chunks); returns its path. */
export async function buildMemorySubject(): Promise<string> {
  const outdir = fileURLToPath(new URL('../.build/', import.meta.url));
  await build({
    entryPoints: { 'memory-subject': fileURLToPath(new URL('./memory-subject.ts', import.meta.url)) },
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
  return `${outdir}memory-subject.mjs`;
}

/** Run the memory subject in a child process of its own. */
export function runMemorySubject(
  script: string,
  mode: 'capfence' | 'harness',
  calls: number,
  agents: number,
  nodeFlags: readonly string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): MemoryReport {
  const out = execFileSync(process.execPath, ['--expose-gc', ...nodeFlags, script, String(calls), String(agents), mode], {
    encoding: 'utf8',
    maxBuffer: 1 << 22,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').at(-1) as string) as MemoryReport;
}

function print(report: MemoryReport): void {
  const { phases } = report;
  const names = Object.keys(phases.at(-1)?.spaces ?? {}).filter((n) => phases.some((p) => (p.spaces[n]?.committedMB ?? 0) > 0));
  process.stdout.write(
    `\n${report.mode}: ${report.calls.toLocaleString('en')} decisions, ${report.agents} agents, ${report.seconds.toFixed(1)} s\n\n`,
  );
  process.stdout.write(
    "| phase | RSS MB | anon | file | malloc [heap] | threads' arenas | V8 committed | V8 used | external | " +
      names.map((n) => `${n} c/u`).join(' | ') +
      ' |\n',
  );
  process.stdout.write(`| --- |${' ---: |'.repeat(8 + names.length)}\n`);
  for (const p of phases) {
    const cells = [p.rssMB, p.anonMB, p.fileMB, p.brkHeapMB, p.threadArenasMB, p.heapCommittedMB, p.heapUsedMB, p.externalMB].map(String);
    for (const n of names) cells.push(`${p.spaces[n]?.committedMB ?? 0}/${p.spaces[n]?.usedMB ?? 0}`);
    process.stdout.write(`| ${p.phase} | ${cells.join(' | ')} |\n`);
  }
  process.stdout.write(
    `\nRSS MB by decisions: ${report.samples.map((s) => `${s.decisions / 1000}k ${s.rssMB}`).join(', ')}; peak ${report.peakRssMB}\n`,
  );
  if (report.mode === 'capfence') {
    process.stdout.write(
      `p50 ${report.p50us.toFixed(1)} µs, p99 ${report.p99us.toFixed(1)} µs, p99.9 ${report.p999us.toFixed(0)} µs, ${Math.round(report.perSecond)} decisions/s (with the output recorded and a turn of the event loop each), wrong verdicts ${report.mismatches}\n`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    options: { calls: { type: 'string' }, agents: { type: 'string' }, only: { type: 'string' } },
    allowPositionals: true,
  });
  const script = await buildMemorySubject();
  const calls = Number(values.calls ?? 1_000_000);
  const agents = Number(values.agents ?? 1_000);
  process.stdout.write(`node flags: ${positionals.join(' ') || '(none)'}\n`);
  const modes = values.only === undefined ? (['capfence', 'harness'] as const) : ([values.only as 'capfence' | 'harness'] as const);
  const reports = modes.map((mode) => runMemorySubject(script, mode, calls, agents, positionals));
  for (const report of reports) print(report);
  const ours = reports.find((r) => r.mode === 'capfence');
  const bare = reports.find((r) => r.mode === 'harness');
  if (ours !== undefined && bare !== undefined) {
    const at = (r: MemoryReport, phase: string) => r.phases.find((p) => p.phase === phase)?.rssMB ?? NaN;
    process.stdout.write(
      `\nRSS after ${calls.toLocaleString('en')} decisions: ${at(ours, 'run')} MB with CapFence, ${at(bare, 'run')} MB for the harness alone (difference ${(at(ours, 'run') - at(bare, 'run')).toFixed(1)} MB)\n`,
    );
  }
}
