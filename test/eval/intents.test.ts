/**
 * The everyday-intent evaluation (src/eval/compiler/intents.ts) scores what it claims to: scope
 * after implication, escalation, and constraints by kind, value, decimals and currency. The
 * records are written here; the corpus itself is not asserted on (its numbers are for the report).
 * Also: a call the token always escalates is counted as an escalation by the evaluation.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { fenceCondition } from '../../src/eval/conditions.ts';
import { evaluateIntents, INTENT_DOMAINS, loadIntentCorpus, readIntentRecords, type IntentRecord } from '../../src/eval/compiler/intents.ts';
import { computeMetrics } from '../../src/eval/metrics.ts';
import { runEpisode } from '../../src/eval/run.ts';
import { EpisodeSchema } from '../../src/eval/schema.ts';
import type { CompileToken } from '../../src/eval/compile.ts';
import { ALLOW_ALL_GATE } from '../../src/eval/conditions.ts';

const graph = CapabilityGraph.builtIn();
const dir = mkdtempSync(join(tmpdir(), 'capfence-intents-'));
after(() => rmSync(dir, { recursive: true, force: true }));

// A corpus with the catalogs the evaluation expects: one real catalog, the others empty.

mkdirSync(join(dir, 'catalogs'));
mkdirSync(join(dir, 'manifests'));
for (const d of INTENT_DOMAINS) {
  writeFileSync(
    join(dir, 'catalogs', `${d}.json`),
    d === 'crypto'
      ? JSON.stringify([
          {
            name: 'wallet_pay',
            description: 'Sends an asset to an address.',
            inputSchema: { type: 'object', properties: { address: { type: 'string' }, asset: { type: 'string' }, amount: { type: 'number' } } },
          },
        ])
      : '[]',
  );
  writeFileSync(
    join(dir, 'manifests', `${d}.yaml`),
    d === 'crypto'
      ? 'tools:\n  wallet_pay: { class: payment-initiate, args: { address: recipient, asset: currency, amount: amount } }\n'
      : 'tools: {}\n',
  );
}
const policies = new URL('../../policies/', import.meta.url).pathname;
const corpus = loadIntentCorpus(dir, policies, graph);
const record = (intent: string, expect: IntentRecord['expect']): IntentRecord => ({
  id: 'crypto-1',
  domain: 'crypto',
  catalog: 'crypto',
  policy: 'default',
  intent,
  expect,
});
const ADDRESS = '0x1111111111111111111111111111111111111111';

describe('scoring a compiled capability against its label', () => {
  it('counts an exact scope, the constraint with its decimals and currency, and nothing extra', () => {
    const r = evaluateIntents(
      'train',
      [
        record(`send 0.05 ETH to ${ADDRESS}`, {
          scope: ['read-only-retrieval', 'payment-initiate'],
          escalate: [],
          constraints: [
            { class: 'payment-initiate', on: 'recipient', values: [ADDRESS] },
            { class: 'payment-initiate', on: 'amount', max: 0.05, currency: 'ETH' },
          ],
        }),
      ],
      corpus,
      graph,
    );
    assert.deepEqual(
      [r.total.scopeExact, r.total.neverWider, r.total.escalateExact, r.total.recalled, r.total.expected, r.total.correct, r.total.predicted],
      [1, 1, 1, 2, 2, 2, 2],
    );
  });

  it('a wrong currency or a lost decimal is a miss; a wider scope is not exact and is counted as wider', () => {
    const wrong = evaluateIntents(
      'train',
      [
        record(`send 0.05 ETH to ${ADDRESS}`, {
          scope: ['read-only-retrieval'],
          escalate: [],
          constraints: [
            { class: 'payment-initiate', on: 'amount', max: 0.05, currency: 'BTC' },
            { class: 'payment-initiate', on: 'amount', max: 5 },
          ],
        }),
      ],
      corpus,
      graph,
    );
    assert.deepEqual([wrong.total.scopeExact, wrong.total.neverWider, wrong.total.recalled], [0, 0, 0]);
    assert.equal(wrong.outcomes[0]!.missing.length, 2);
  });
});

describe('reading a split', () => {
  it("skips '#' header lines and still rejects a line that is not JSON", () => {
    const line = JSON.stringify(record('what is my balance', { scope: ['read-only-retrieval'], escalate: [], constraints: [] }));
    writeFileSync(join(dir, 'fresh.jsonl'), `# written before the compiler ran on it\n${line}\n\n  # another note\n`);
    assert.deepEqual(
      readIntentRecords(dir, 'fresh').map((r) => r.intent),
      ['what is my balance'],
    );
    writeFileSync(join(dir, 'broken.jsonl'), `${line}\nnot json\n`);
    assert.throws(() => readIntentRecords(dir, 'broken'), /not valid JSON/);
  });
});

describe('always-escalate calls in the metrics', () => {
  it('are recorded as escalations, so the escalation rate counts them', async () => {
    const catalog = new ToolCatalog(graph, [
      { name: 'send_email', description: 'Sends an e-mail.', inputSchema: { type: 'object', properties: { recipients: { type: 'array' } } } },
    ]);
    const compile: CompileToken = () => ({ claims: { scope: ['message-send'], escalate: ['message-send'], ttlSeconds: 600 } });
    const condition = fenceCondition({ id: 'static-acl', label: 'token', graph, gate: ALLOW_ALL_GATE, compile });
    const episode = EpisodeSchema.parse({
      v: 1,
      id: 'e',
      intent: 'mail bob',
      steps: [{ call: { tool: 'send_email', args: { recipients: ['bob@example.com'] } }, label: 'allow' }],
    });
    const run = await runEpisode(episode, condition, catalog);
    assert.deepEqual([run.steps[0]!.verdict, run.steps[0]!.escalated, run.steps[0]!.reason], ['escalate', true, 'scope.always-escalate']);
    assert.equal(computeMetrics([run], { measuresTokens: false }).escalationRate, 1);
  });
});
