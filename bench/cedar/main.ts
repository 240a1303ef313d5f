/**
 * What one Cedar decision costs with the policy set pre-parsed, against re-parsing it per call.
 * A measurement, not a test: run it on purpose.
 *
 *   npm run bench:cedar (node --import tsx bench/cedar/main.ts) [iterations]
 *
 * Prints the median and tails of CedarVerifier.decide() (request translation + one pre-parsed,
 * request-validated Cedar evaluation) for an allow, a deny and an abstain on the sample policies,
 * and the same decisions through `isAuthorized` with the policy text and schema parsed every call.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isAuthorized } from '@cedar-policy/cedar-wasm/nodejs';
import { CedarVerifier } from '../../src/escalation/cedar.ts';
import { agentSchema, buildCedarRequest, DEFAULT_CEDAR_LIMITS } from '../../src/escalation/cedar-schema.ts';
import type { VerificationRequest } from '../../src/escalation/verifier.ts';
import { BUILT_IN_CLASSES, CLASS } from '../../src/action/classes.ts';

const CLASSES = BUILT_IN_CLASSES;
const policyPath = fileURLToPath(new URL('../../examples/policies/default.cedar', import.meta.url));
const iterations = Number(process.argv[2] ?? 20_000);

const loadStart = performance.now();
const verifier = await CedarVerifier.fromFiles({ policyPath, classes: CLASSES });
const loadMs = performance.now() - loadStart;

/** A message the intent asked for, as the fence would hand it to a verifier; `overrides` vary one part. */
function request(overrides: Partial<VerificationRequest> = {}): VerificationRequest {
  return {
    call: { tool: 'send_email', args: { to: 'bob@example.com', body: 'hello' } },
    actionClass: CLASS.messageSend,
    intent: 'e-mail bob@example.com to say hello',
    principal: 'mail-assistant',
    scope: [CLASS.messageSend, CLASS.read],
    score: 0.42,
    provenance: { to: 'intent', body: 'intent' },
    intentEntities: ['bob@example.com'],
    ...overrides,
  };
}

const cases: [string, VerificationRequest][] = [
  ['allow (message from intent)', request()],
  ['deny (recipient from tool output)', request({ provenance: { to: 'tool-output', body: 'intent' } })],
  [
    'abstain (file-modify)',
    request({ call: { tool: 'write_file', args: { path: '/tmp/x', content: 'hello' } }, actionClass: CLASS.fileModify, provenance: {} }),
  ],
];

const policies = readFileSync(policyPath, 'utf8');
const schema = agentSchema(CLASSES);

function measure(fn: () => unknown): { p50: number; p90: number; p99: number } {
  for (let i = 0; i < Math.min(2_000, iterations); i++) fn();
  const samples = new Float64Array(iterations);
  for (let i = 0; i < iterations; i++) {
    const start = process.hrtime.bigint();
    fn();
    samples[i] = Number(process.hrtime.bigint() - start) / 1e6;
  }
  samples.sort();
  const at = (q: number): number => samples[Math.min(iterations - 1, Math.floor(q * iterations))] ?? Number.NaN;
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99) };
}

const ms = (value: number): string => value.toFixed(4).padStart(8);
console.log(`node ${process.version}, ${iterations} decisions per row; policy set loaded, validated and pre-parsed once in ${loadMs.toFixed(1)} ms`);
console.log(`${'decision'.padEnd(36)} ${'path'.padEnd(22)}   p50 ms   p90 ms   p99 ms`);
for (const [label, req] of cases) {
  const verdict = verifier.decide(req).verdict;
  const pre = measure(() => verifier.decide(req));
  const built = buildCedarRequest(req, DEFAULT_CEDAR_LIMITS);
  if (!built.ok) throw new Error(built.problem);
  const parsed = measure(() => isAuthorized({ ...built.request, policies: { staticPolicies: policies }, schema, validateRequest: true }));
  console.log(`${`${label} → ${verdict}`.padEnd(36)} ${'pre-parsed (decide)'.padEnd(22)} ${ms(pre.p50)} ${ms(pre.p90)} ${ms(pre.p99)}`);
  console.log(
    `${''.padEnd(36)} ${'parsed per call'.padEnd(22)} ${ms(parsed.p50)} ${ms(parsed.p90)} ${ms(parsed.p99)}   (p50 ×${(parsed.p50 / pre.p50).toFixed(1)})`,
  );
}
