/**
 * `npm run bench:latency`: decision latency of CapFence against a peer measured in the same run.
 *
 * Each subject runs in its own child process (so peak RSS is its own), in alternating rounds (so
 * machine noise hits both sides alike); the table shows the median over rounds of each figure and
 * the ratios peer / CapFence. A last run makes 1,000,000 decisions on the batched path and reports
 * the RSS after it: nothing may grow without bound.
 *
 *   npm run bench:latency [-- --rounds 3 --calls 100000 --million 1000000 --strict 3000]
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import type { Measurement } from './measure.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    calls: { type: 'string', default: '100000' },
    million: { type: 'string', default: '1000000' },
    strict: { type: 'string', default: '3000' },
  },
});
const rounds = Number(values.rounds);
const calls = Number(values.calls);

type Row = Measurement & { subject: string; name: string; version: string };

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
  const out = execFileSync(process.execPath, ['--expose-gc', script, subject, String(n), String(warmup)], { encoding: 'utf8', maxBuffer: 1 << 20 });
  return JSON.parse(out.trim().split('\n').at(-1) as string) as Row;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1 ? (s[(s.length - 1) / 2] as number) : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2;
};

const subjects = [
  { id: 'capfence-batched', n: calls },
  { id: 'capfence-sync', n: calls },
  { id: 'peer', n: calls },
  { id: 'peer-default-audit', n: calls },
  { id: 'capfence-strict', n: Number(values.strict) },
];
const results = new Map<string, Row[]>();
for (let r = 1; r <= rounds; r++) {
  for (const { id, n } of subjects) {
    process.stderr.write(`round ${r}/${rounds}: ${id} (${n} decisions)\n`);
    const row = runSubject(id, n, Math.min(20_000, n));
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

const fmt = (x: number, d = 2) => x.toFixed(d);
const lines: string[] = [];
lines.push(
  `Decision latency, median of ${rounds} rounds (node ${process.version}, ${calls} timed decisions per subject after warm-up; strict: ${values.strict})`,
);
lines.push('');
lines.push('| subject | decisions/s | p50 µs | p99 µs | p99.9 µs | mean µs | peak RSS MB (bare process) | wrong verdicts |');
lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of summary.values()) {
  lines.push(
    `| ${row.name} | ${Math.round(row.perSecond).toLocaleString('en')} | ${fmt(row.p50us)} | ${fmt(row.p99us)} | ${fmt(row.p999us)} | ${fmt(row.meanus)} | ${fmt(row.peakRssMB, 0)} (${fmt(row.baselineRssMB, 0)}) | ${row.mismatches} |`,
  );
}
lines.push('');
const ours = summary.get('capfence-batched') as Row;
for (const peerId of ['peer', 'peer-default-audit']) {
  const peer = summary.get(peerId) as Row;
  lines.push(
    `ratio ${peer.name} / ${ours.name}: p50 ${fmt(peer.p50us / ours.p50us)}×, p99 ${fmt(peer.p99us / ours.p99us)}×, throughput ${fmt(ours.perSecond / peer.perSecond)}×`,
  );
}

process.stderr.write(`RSS run: ${values.million} decisions on the batched path\n`);
const big = runSubject('capfence-batched', Number(values.million), 20_000);
lines.push('');
lines.push(
  `after ${big.calls.toLocaleString('en')} decisions (batched): RSS ${fmt(big.rssMB, 1)} MB, peak RSS ${fmt(big.peakRssMB, 1)} MB (the bare process before loading any code: ${fmt(big.baselineRssMB, 1)} MB), p50 ${fmt(big.p50us)} µs, p99 ${fmt(big.p99us)} µs, ${Math.round(big.perSecond).toLocaleString('en')} decisions/s, wrong verdicts ${big.mismatches}`,
);
process.stdout.write(`${lines.join('\n')}\n`);
