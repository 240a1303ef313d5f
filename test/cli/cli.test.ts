/**
 * The `capfence` command end to end, as a user runs it: keys, a token and a delegated child,
 * authorize (exit codes), revocation, and audit verify catching an edited record.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { capfenceEntry } from '../support/cli.ts';

const MAIN = await capfenceEntry();

function capfence(args: string[], input?: string) {
  const result = spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8', input, timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('capfence CLI', () => {
  let dir: string;
  const p = (name: string) => join(dir, name);
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'capfence-cli-'));
    writeFileSync(
      p('tools.json'),
      JSON.stringify({
        tools: [
          {
            name: 'read_inbox',
            description: 'Reads the inbox.',
            inputSchema: { type: 'object', properties: {} },
            annotations: { readOnlyHint: true },
          },
          {
            name: 'send_email',
            description: 'Sends an e-mail.',
            inputSchema: { type: 'object', properties: { to: { type: 'string', format: 'email' }, body: { type: 'string' } } },
          },
        ],
      }),
    );
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('generates keys, mints, attenuates, inspects, authorizes, revokes and verifies the audit', () => {
    assert.equal(capfence(['keys', 'generate', '--out', p('issuer.json'), '--jwks', p('jwks.json')]).code, 0);
    assert.equal(capfence(['keys', 'generate', '--out', p('agent.json')]).code, 0);
    assert.ok(!readFileSync(p('jwks.json'), 'utf8').includes('"d"'), 'the JWKS holds no private key');

    const mint = capfence([
      'token',
      'mint',
      '--key',
      p('issuer.json'),
      '--subject',
      'agent',
      '--scope',
      'read-only-retrieval,message-send',
      '--constraints',
      '{"message-send":{"recipient":{"oneOf":["bob@example.com"]}}}',
      '--ceilings',
      '{"calls":5}',
      '--intent',
      'mail bob@example.com the summary',
      '--delegate-to',
      p('agent.json'),
    ]);
    assert.equal(mint.code, 0, mint.stderr);
    writeFileSync(p('token.txt'), mint.stdout);

    const child = capfence([
      'token',
      'attenuate',
      '--token',
      `@${p('token.txt')}`,
      '--key',
      p('agent.json'),
      '--subject',
      'helper',
      '--scope',
      'read-only-retrieval',
    ]);
    assert.equal(child.code, 0, child.stderr);
    writeFileSync(p('child.txt'), child.stdout);
    const inspected = JSON.parse(capfence(['token', 'inspect', `@${p('child.txt')}`, '--keys', p('jwks.json')]).stdout);
    assert.equal(inspected.verified, true);
    assert.equal(inspected.chain.length, 2);
    const widened = capfence([
      'token',
      'attenuate',
      '--token',
      `@${p('token.txt')}`,
      '--key',
      p('agent.json'),
      '--subject',
      'x',
      '--scope',
      'code-execute',
    ]);
    assert.equal(widened.code, 2);
    assert.match(widened.stderr, /ERR_TOKEN_WIDENED/);

    const base = ['authorize', '--keys', p('jwks.json'), '--tools', p('tools.json'), '--token', `@${p('token.txt')}`, '--state', p('state')];
    const allowed = capfence(base, '{"tool":"send_email","args":{"to":"bob@example.com","body":"hi"}}');
    assert.equal(allowed.code, 0, allowed.stderr);
    assert.equal(JSON.parse(allowed.stdout).verdict, 'allow');
    const denied = capfence([...base, '--call', '{"tool":"send_email","args":{"to":"eve@evil.example"}}']);
    assert.equal(denied.code, 3);
    assert.equal(JSON.parse(denied.stdout).reasons[0].code, 'constraint.value-not-allowed');
    assert.ok(!denied.stdout.includes('eve@evil'), 'argument values are not echoed');

    assert.equal(capfence(['token', 'revoke', `@${p('token.txt')}`, '--state', p('state')]).code, 0);
    const revoked = capfence(base, '{"tool":"read_inbox","args":{}}');
    assert.equal(JSON.parse(revoked.stdout).reasons[0].code, 'token.revoked');

    const verified = capfence(['audit', 'verify', '--state', p('state')]);
    assert.equal(verified.code, 0, verified.stdout + verified.stderr);
    assert.match(verified.stdout, /^ok: 3 records/);
    assert.match(capfence(['audit', 'show', '--state', p('state')]).stdout, /send_email/);

    const db = new Database(p('state/audit.db'));
    db.prepare("UPDATE capfence_audit_records SET r = json_set(r, '$.verdict', 'allow') WHERE seq = 2").run();
    db.close();
    const tampered = capfence(['audit', 'verify', '--state', p('state'), '--json']);
    assert.equal(tampered.code, 1);
    assert.equal(JSON.parse(tampered.stdout).firstBadSeq, 2);
  });

  it('reports bad configuration as one typed line and exit code 2', () => {
    writeFileSync(p('bad.json'), '{ nope');
    const bad = capfence(['authorize', '--keys', p('bad.json'), '--tools', p('tools.json'), '--token', 'x', '--call', '{}']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /^capfence: ERR_KEY_INVALID: /);
    const missing = capfence(['audit', 'verify', '--db', p('nothing.db')]);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /ERR_AUDIT_STORE/);
  });
});
