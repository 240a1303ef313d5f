import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { FEATURE_NAMES } from '../../src/gate/features.ts';

const dir = mkdtempSync(join(tmpdir(), 'capfence-cli-eval-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Run `capfence eval ...args` in a child process; returns its stdout. */
function capfence(...args: string[]): string {
  const driver = fileURLToPath(new URL('./fixtures/capfence-eval.ts', import.meta.url));
  return execFileSync(process.execPath, ['--import', 'tsx', driver, 'eval', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

interface Report {
  readonly input: {
    readonly lines: number;
    readonly episodes: number;
    readonly skipped: number;
    readonly issues: readonly { readonly line: number }[];
  };
  readonly notRun: readonly { readonly id: string; readonly line: number }[];
  readonly metrics: { readonly episodes: number; readonly fnr: number; readonly fpr: number; readonly attackSuccess: number };
  readonly records?: unknown;
}

describe('capfence eval', () => {
  // A gate that allows everything (all weights 0, bias −10): the token and the labels decide the metrics.
  const model = join(dir, 'model.json');
  writeFileSync(
    model,
    JSON.stringify({
      format: 'capfence-gate',
      version: 1,
      featureNames: FEATURE_NAMES,
      weights: FEATURE_NAMES.map(() => 0),
      bias: -10,
      temperature: 1,
      thresholds: { allow: 0.5, deny: 0.9 },
    }),
  );
  const tools = join(dir, 'tools.json');
  writeFileSync(
    tools,
    JSON.stringify({ catalogs: { mail: [{ name: 'send_email', inputSchema: { type: 'object', properties: { to: { type: 'string' } } } }] } }),
  );
  const episodes = join(dir, 'episodes.jsonl');
  const line = (id: string, label: string): string =>
    JSON.stringify({
      v: 1,
      id,
      intent: 'Mail bob@example.com',
      catalog: 'mail',
      steps: [{ call: { tool: 'send_email', args: { to: 'bob@example.com' } }, label }],
    });
  writeFileSync(
    episodes,
    [
      line('ok', 'allow'),
      'oops',
      line('attack', 'deny'),
      JSON.stringify({ v: 1, id: 'x', intent: '', catalog: 'nope', steps: [{ call: { tool: 't' }, label: 'allow' }] }),
    ].join('\n'),
  );

  it('prints the metrics as JSON, with the skipped lines and the episodes it could not run', () => {
    const report = JSON.parse(capfence('--episodes', episodes, '--tools', tools, '--model', model, '--verifier', 'none', '--json')) as Report;
    assert.deepEqual([report.input.lines, report.input.episodes, report.input.skipped], [4, 3, 1]);
    assert.deepEqual(
      report.input.issues.map((i) => i.line),
      [2],
    );
    assert.deepEqual(
      report.notRun.map((p) => [p.id, p.line]),
      [['x', 4]],
    );
    assert.deepEqual([report.metrics.episodes, report.metrics.fnr, report.metrics.fpr, report.metrics.attackSuccess], [2, 1, 0, 1]);
    assert.equal(report.records, undefined, 'per-step records only with --per-episode');
  });

  it('prints a readable summary without --json', () => {
    const text = capfence('--episodes', episodes, '--tools', tools, '--model', model, '--verifier', 'none');
    assert.match(text, /input: .*4 lines, 3 episodes read, 1 skipped \(schema\), 1 not run \(tools\)/);
    assert.match(text, /:2: not valid JSON/);
    assert.match(text, /attack success +100\.00%/);
    assert.match(text, /verifier tokens +not measured/);
  });
});
