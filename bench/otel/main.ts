/**
 * `npm run bench:otel`: what OpenTelemetry costs a decision when no SDK is registered (the
 * library depends on `@opentelemetry/api` only, which then hands out non-recording spans).
 *
 * Measured in one process, in alternating rounds: the span calls alone (start + describe + end),
 * and `decide()` on the same in-memory fence through the base `Fence` (no span, no metrics) and
 * through `CapFence` (a span and Prometheus counters per decision). Prints medians over rounds,
 * per decision, and the difference.
 *
 *   npm run bench:otel [-- --calls 200000 --rounds 7]
 */
import { parseArgs } from 'node:util';
import type { Decision } from '../../src/action/types.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { generateSigningKey, Keyring } from '../../src/capability/keys.ts';
import { mintToken } from '../../src/capability/token.ts';
import { Fence } from '../../src/fence.ts';
import { createFence } from '../../src/index.ts';
import { endDecisionSpan, startDecisionSpan } from '../../src/observability/tracing.ts';
import { BENCH_TOOLS } from '../sidecar/calls.ts';
import { lenientGate } from '../scale/gate.ts';

const { values } = parseArgs({ options: { calls: { type: 'string', default: '200000' }, rounds: { type: 'string', default: '7' } } });
const calls = Number(values.calls);
const rounds = Number(values.rounds);

const issuer = generateSigningKey();
const gate = lenientGate();
const capfence = createFence({ keyring: new Keyring([issuer]), tools: BENCH_TOOLS, model: gate });
const bare = new Fence({
  graph: capfence.graph,
  catalog: capfence.catalog,
  keyring: new Keyring([issuer]),
  gate,
  revocations: capfence.revocations,
  ledger: capfence.ledger,
  audit: capfence.auditLog,
});
const token = mintToken(issuer, { issuer: 'bench', subject: 'agent', scope: ['read-only-retrieval'], ttlSeconds: 3_600 }, CapabilityGraph.builtIn());
const call = { tool: 'search_files', args: { query: 'report' } };
const sample: Decision = capfence.decide(call, token);

function time(body: () => void): number {
  const started = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) body();
  return Number(process.hrtime.bigint() - started) / calls;
}

const runs = { span: [] as number[], bare: [] as number[], capfence: [] as number[] };
for (let round = 0; round < rounds; round++) {
  runs.span.push(time(() => endDecisionSpan(startDecisionSpan('decide'), sample, 0.00001)));
  runs.bare.push(time(() => void bare.decide(call, token)));
  runs.capfence.push(time(() => void capfence.decide(call, token)));
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const span = median(runs.span);
const plain = median(runs.bare);
const traced = median(runs.capfence);
process.stdout.write(`OpenTelemetry with no SDK registered: median of ${rounds} rounds of ${calls} calls, node ${process.version}\n\n`);
process.stdout.write('| what | ns per call |\n| --- | ---: |\n');
process.stdout.write(`| span start + attributes check + end, alone | ${span.toFixed(0)} |\n`);
process.stdout.write(`| Fence.decide (no span, no metrics) | ${plain.toFixed(0)} |\n`);
process.stdout.write(`| CapFence.decide (span + Prometheus counters) | ${traced.toFixed(0)} |\n`);
process.stdout.write(
  `\ndifference per decision: ${(traced - plain).toFixed(0)} ns (${(((traced - plain) / plain) * 100).toFixed(1)}% of a decision); the span alone: ${span.toFixed(0)} ns\n`,
);
capfence.close();
