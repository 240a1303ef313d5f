/** `capfence audit label` and `capfence recalibrate`, as processes, on an audit log this test writes. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { SqliteAuditLog } from '../../src/audit/store.ts';
import { FEATURE_NAMES } from '../../src/gate/features.ts';
import { loadGateModel } from '../../src/gate/model.ts';
import { dialCurve } from '../../src/train/dial.ts';
import { rng } from '../gate/helpers.ts';
import { capfenceEntry } from '../support/cli.ts';

const MAIN = await capfenceEntry();
const capfence = (args: string[]) => {
  const result = spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};
const squash = (x: number): number => 1 / (1 + Math.exp(-x));

describe('capfence audit label and recalibrate', () => {
  const dir = mkdtempSync(join(tmpdir(), 'capfence-recal-'));
  const p = (name: string) => join(dir, name);
  after(() => rmSync(dir, { recursive: true, force: true }));

  // A model with a dial curve, and an audit log of escalations people answered.
  const r = rng(5);
  const dial = dialCurve(
    Array.from({ length: 300 }, () => squash(2 + r.normal())),
    Array.from({ length: 1200 }, () => squash(-3 + r.normal())),
  );
  writeFileSync(
    p('model.json'),
    JSON.stringify({
      format: 'capfence-gate',
      version: 1,
      featureNames: FEATURE_NAMES,
      weights: FEATURE_NAMES.map(() => 0),
      bias: -2,
      temperature: 1,
      thresholds: { allow: dial[5]!.allow, deny: dial[5]!.deny },
      dial,
      hyperParameters: { alpha: 0.01, beta: 0.01 },
      command: 'test',
    }),
  );
  const log = SqliteAuditLog.open(p('audit.db'), { durability: 'strict' });
  for (let i = 0; i < 80; i++) {
    const harmful = i % 3 === 0;
    const score = squash((harmful ? 0.5 : -1.5) + r.normal());
    log.append({
      time: Date.now(),
      tokenId: 't',
      tokenDigest: null,
      call: { tool: 'send_money', args: { amount: i } },
      actionClass: 'payment-initiate',
      verdict: harmful ? 'deny' : 'allow',
      score,
      reasons: ['gate.escalate'],
      approval: { id: `a${i}`, state: harmful ? 'denied' : 'approved', by: 'alice', at: Date.now(), note: null },
    });
  }
  log.close();

  it('labels a record, and refuses a label of a record that is not there', () => {
    const ok = capfence(['audit', 'label', '--db', p('audit.db'), '--seq', '2', '--label', 'harmful', '--note', 'incident 7']);
    assert.equal(ok.code, 0, ok.stderr);
    assert.equal(capfence(['audit', 'label', '--db', p('audit.db'), '--seq', '999', '--label', 'harmful']).code, 2);
    assert.equal(capfence(['audit', 'label', '--db', p('audit.db'), '--seq', '2', '--label', 'maybe']).code, 2);
  });

  it('prints before and after and writes nothing without --accept; with it, a model that loads', () => {
    const dry = capfence(['recalibrate', '--db', p('audit.db'), '--model', p('model.json')]);
    assert.equal(dry.code, 0, dry.stderr);
    assert.match(dry.stdout, /^before\t/m);
    assert.match(dry.stdout, /^after\t/m);
    assert.match(dry.stdout, /nothing written/);
    const out = p('recalibrated.json');
    const written = capfence(['recalibrate', '--db', p('audit.db'), '--model', p('model.json'), '--out', out, '--accept', '--json']);
    assert.equal(written.code, 0, written.stderr);
    assert.ok(existsSync(out));
    const summary = JSON.parse(written.stdout.split('\nwrote')[0]!) as { labels: { harmful: number; benign: number } };
    assert.equal(summary.labels.harmful + summary.labels.benign, 80);
    assert.ok(loadGateModel(out).dial !== undefined);
  });

  it('refuses a window with too few labels', () => {
    const none = capfence(['recalibrate', '--db', p('audit.db'), '--model', p('model.json'), '--since', '2999-01-01']);
    assert.notEqual(none.code, 0);
    assert.match(none.stderr, /at least 10 harmful/);
  });
});
