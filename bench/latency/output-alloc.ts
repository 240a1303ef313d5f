/**
 * Bytes allocated per KB of tool output recorded, garbage included: what V8 sizes its heap by
 * (bench/RESULTS.md, issue 12). The realistic workload's 256 outputs (bench/latency/workload.ts)
 * are recorded `rounds` times, after a warm-up round, either into one task's value index alone
 * (`sources`: `ValueSources.record`) or through the public API (`complete`: `FenceSession.complete`
 * with an allowed read's decision, so the page observer, the task memory's budget and the store's
 * append count too). `corpus` records instead the tool outputs of the episodes in corpus/ (JSON
 * records, YAML listings, e-mails, web pages), each episode's into an index of its own. The texts
 * are made before the measured window.
 *
 * Counting, not sampling: run with a young generation large enough that no GC happens in the
 * window (`--max-semi-space-size=2048 --min-semi-space-size=2048`); the growth of V8's used heap
 * over the window is then every byte allocated in it. The script says so when a GC did happen.
 *
 *   node --import tsx --expose-gc --max-semi-space-size=2048 --min-semi-space-size=2048 \
 *     bench/latency/output-alloc.ts [sources|complete|corpus] [rounds]
 *
 * BENCH_ALLOC_PROFILE=<file> writes a sampling allocation profile of the window instead (garbage
 * included; for attribution, run without the large young generation).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { startAllocationProfile } from './alloc-profile.ts';
import { performance, PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';
import type { Decision } from '../../src/action/types.ts';
import { ValueSources } from '../../src/gate/sources.ts';
import { createRealisticHarness } from './realistic.ts';
import { STREAM_OUTPUTS, streamWorkload } from './workload.ts';

const [mode = 'sources', roundsArg = '4'] = process.argv.slice(2);
const rounds = Number(roundsArg);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const stream = streamWorkload({ agents: 4 });
// A fresh flat string for each recording, as a tool's answer would be (as realistic.ts makes them).
let fresh = 0;
const { texts: corpus, firsts } = mode === 'corpus' ? corpusOutputs() : { texts: [], firsts: new Set<number>() };
const texts = (): string[] =>
  mode === 'corpus'
    ? corpus.map((text) => JSON.parse(JSON.stringify(`${fresh++}\n${text}`)) as string)
    : Array.from({ length: STREAM_OUTPUTS }, (_, id) => Buffer.from(`${fresh++}\n${stream.output(id)}`, 'latin1').toString('latin1'));

let record: (text: string) => void;
let close = (): void => {};
if (mode === 'sources') {
  // One task's index at its own default bound: the 256 outputs hold more values than it keeps.
  const sources = new ValueSources();
  record = (text) => sources.record(text, 'read');
} else if (mode === 'corpus') {
  // An index per episode.
  let sources = new ValueSources();
  let at = 0;
  record = (text) => {
    if (firsts.has(at++ % corpus.length)) sources = new ValueSources();
    sources.record(text, 'read');
  };
} else if (mode === 'complete') {
  const harness = createRealisticHarness({ ...stream, agents: 1 }, { durability: 'batched' });
  const session = harness.session(0);
  // An allowed read without a reservation: complete() then records the output and nothing else.
  const decision = { verdict: 'allow', actionClass: 'read' } as unknown as Decision;
  record = (text) => void session.complete(decision, { ok: true, output: text });
  close = () => harness.close();
} else throw new Error(`unknown mode ${mode}`);

for (const text of texts()) record(text);
const batches = Array.from({ length: rounds }, texts);
const kb = batches.flat().reduce((sum, text) => sum + text.length, 0) / 1024;

// GCs that started inside the measured window (entries arrive later, asynchronously).
let window = [Infinity, -Infinity];
let gcs = 0;
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.startTime >= window[0]! && entry.startTime <= window[1]!) gcs++;
});
observer.observe({ entryTypes: ['gc'] });
const used = (): number => getHeapSpaceStatistics().reduce((sum, space) => sum + space.space_used_size, 0);
gc();
await new Promise((resolve) => setImmediate(resolve));
const profiler = process.env.BENCH_ALLOC_PROFILE === undefined ? undefined : await startAllocationProfile(1_024);
const before = used();
const t0 = process.hrtime.bigint();
const start = performance.now();
for (const batch of batches) for (const text of batch) record(text);
window = [start, performance.now()];
const us = Number(process.hrtime.bigint() - t0) / 1000;
const allocated = used() - before;
if (profiler !== undefined) writeFileSync(process.env.BENCH_ALLOC_PROFILE as string, JSON.stringify(await profiler()));
await new Promise((resolve) => setTimeout(resolve, 50));
observer.disconnect();
close();
process.stdout.write(
  `${JSON.stringify({
    mode,
    rounds,
    outputs: batches.flat().length,
    kb: Math.round(kb),
    allocatedKBPerKB: profiler === undefined && gcs === 0 ? Math.round((allocated / 1024 / kb) * 100) / 100 : null,
    usPerKB: Math.round((us / kb) * 100) / 100,
    gcs,
  })}\n`,
);

/** The tool outputs of corpus/'s episodes, and where each episode's first is. */
function corpusOutputs(): { texts: string[]; firsts: Set<number> } {
  const out: string[] = [];
  const firsts = new Set<number>();
  const root = new URL('../../corpus/', import.meta.url);
  for (const set of readdirSync(root)) {
    const file = new URL(`${set}/episodes.jsonl`, root);
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const episode = JSON.parse(line) as { steps?: { output?: unknown }[] };
      let first = true;
      for (const step of episode.steps ?? []) {
        if (step.output === undefined) continue;
        const text = typeof step.output === 'string' ? step.output : JSON.stringify(step.output);
        if (first) firsts.add(out.length);
        out.push(text);
        first = false;
      }
    }
  }
  return { texts: out, firsts };
}
