/**
 * Where the RSS of the realistic batched subject goes. Runs the subject in a process of its own,
 * bundled (as `bench:latency` runs it, without tsx), and prints at each phase the RSS split into
 * file-backed pages (the node binary and shared libraries, clean and shared with every other node
 * process) and anonymous memory, V8's heap (committed and used, per space), external memory, and
 * the harness's own share (the generated workload).
 *
 *   node --import tsx bench/latency/memory.ts [--calls 100000] [--agents 1000] [-- node flags…]
 *
 * Phases: `bare` (node and the bench's modules), `workload` (the generated calls and outputs),
 * `fence` (CapFence loaded, 1,000 tokens minted, sessions open), `run` (after the decisions), `gc`
 * (after a full GC), `closed` (fence closed, workload dropped, GC). A diagnosis, not a benchmark.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import type { MemoryPhase } from './memory-subject.ts';

// Bundle the subject and run it in a child process with the given node flags.
{
  const { values, positionals } = parseArgs({
    options: { calls: { type: 'string' }, agents: { type: 'string' } },
    allowPositionals: true,
  });
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
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', ...positionals, `${outdir}memory-subject.mjs`, values.calls ?? '100000', values.agents ?? '1000'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const phases = JSON.parse(out.trim().split('\n').at(-1) as string) as MemoryPhase[];
  const names = Object.keys(phases.at(-1)?.spaces ?? {});
  process.stdout.write(`node flags: ${positionals.join(' ') || '(none)'}\n\n`);
  process.stdout.write('| phase | RSS MB | anon | file | V8 committed | V8 used | external | ' + names.map((n) => `${n} c/u`).join(' | ') + ' |\n');
  process.stdout.write(`| --- |${' ---: |'.repeat(7 + names.length)}\n`);
  for (const p of phases) {
    const cells = [p.rssMB, p.anonMB, p.fileMB, p.heapCommittedMB, p.heapUsedMB, p.externalMB].map(String);
    for (const n of names) cells.push(`${p.spaces[n]?.committedMB ?? 0}/${p.spaces[n]?.usedMB ?? 0}`);
    process.stdout.write(`| ${p.phase} | ${cells.join(' | ')} |\n`);
  }
}
