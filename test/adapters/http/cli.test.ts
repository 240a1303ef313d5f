/**
 * `capfence api-key`, `capfence serve` and `capfence approvals` as processes: a key is made, the
 * sidecar listens on 127.0.0.1, a call escalated to the human verifier waits in the persisted
 * queue, and the `approvals` command answers it from another process.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { exportPrivateJwk, generateSigningKey } from '../../../src/capability/keys.ts';
import { TOOLS } from '../../fence/fixtures.ts';
import { capfenceEntry, listeningUrl, stopChild } from '../../support/cli.ts';
import { escalatingGate } from '../../support/gate.ts';

const run = promisify(execFile);
const CLI = await capfenceEntry();
const cli = (...args: string[]) => run(process.execPath, [CLI, ...args], { encoding: 'utf8' });

describe('capfence serve, api-key and approvals (processes)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'capfence-cli-'));
  const state = join(dir, 'state');
  const keysFile = join(dir, 'api-keys.json');
  let server: ChildProcess | undefined;
  let base = '';
  let key = '';

  before(async () => {
    writeFileSync(join(dir, 'issuer.jwk'), JSON.stringify(exportPrivateJwk(generateSigningKey())), { mode: 0o600 });
    writeFileSync(join(dir, 'tools.json'), JSON.stringify({ tools: TOOLS }));
    key = (await cli('api-key', 'add', 'runner', '--file', keysFile, '--rights', 'authorize,mint,audit,approve,metrics')).stdout.trim();
    // A gate that escalates everything in scope, so the human verifier is asked.
    writeFileSync(join(dir, 'gate.json'), JSON.stringify(escalatingGate()));
    server = spawn(
      process.execPath,
      [
        CLI,
        'serve',
        '--tools',
        join(dir, 'tools.json'),
        '--api-keys',
        keysFile,
        '--issuer-key',
        join(dir, 'issuer.jwk'),
        '--state',
        state,
        '--port',
        '0',
        '--verifier',
        'human',
        '--human-timeout',
        '20',
        '--model',
        join(dir, 'gate.json'),
        '--log-level',
        'info',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    base = await listeningUrl(server, 'serve');
  });
  after(async () => {
    await stopChild(server);
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores only the hash of a new key, and lists ids and rights', async () => {
    assert.match(key, /^cfk\.runner\./);
    assert.ok(!readFileSync(keysFile, 'utf8').includes(key));
    const listed = JSON.parse((await cli('api-key', 'list', '--file', keysFile)).stdout) as { id: string; rights: string[] }[];
    assert.deepEqual(
      listed.map((k) => k.id),
      ['runner'],
    );
  });

  it('listens on loopback and waits on a person answering with `capfence approvals`', async () => {
    assert.match(base, /^http:\/\/127\.0\.0\.1:/);
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const minted = await fetch(`${base}/v1/tokens`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ subject: 'assistant', scope: ['read-only-retrieval'] }),
    });
    const { token } = (await minted.json()) as { token: string };
    const waiting = fetch(`${base}/v1/authorize`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ token, call: { tool: 'search_files', args: { query: 'q3 report' } } }),
    });

    let id = '';
    for (let i = 0; i < 100 && id === ''; i++) {
      const listed = JSON.parse((await cli('approvals', 'list', '--state', state, '--json')).stdout) as { id: string }[];
      id = listed[0]?.id ?? '';
      if (id === '') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.notEqual(id, '');
    const table = (await cli('approvals', 'list', '--state', state)).stdout;
    assert.match(table, /assistant → search_files \(read-only-retrieval\)/);
    assert.match((await cli('approvals', 'approve', id, '--state', state, '--by', 'alice')).stdout, /approved/);
    const decision = (await (await waiting).json()) as { verdict: string; reasons: { code: string }[] };
    assert.equal(decision.verdict, 'allow');
    assert.ok(decision.reasons.some((r) => r.code === 'verifier.allow'));
    await assert.rejects(cli('approvals', 'deny', id, '--state', state), /ERR_APPROVAL_SETTLED/);

    // The built-in compiler: an intent becomes a token the fence accepts.
    const compiled = (await (
      await fetch(`${base}/v1/tokens/compile`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ intent: 'Find the Q3 report in my files.', subject: 'assistant' }),
      })
    ).json()) as { token: string; tokenId: string; claims: { scope: string[] } };
    assert.ok(Array.isArray(compiled.claims.scope));
    const escalated = (await (
      await fetch(`${base}/v1/authorize`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ token: compiled.token, call: { tool: 'search_files', args: { query: 'Q3 report' } }, escalation: 'return' }),
      })
    ).json()) as { tokenId: string };
    assert.equal(escalated.tokenId, compiled.tokenId, 'the compiled token verifies');

    const unauthenticated = await fetch(`${base}/v1/audit`);
    assert.equal(unauthenticated.status, 401);
    const audit = (await (await fetch(`${base}/v1/audit/verify`, { headers })).json()) as { ok: boolean; count: number };
    assert.deepEqual([audit.ok, audit.count], [true, 2]);
  });
});

describe('capfence serve --verifier data-flow (process)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'capfence-cli-df-'));
  const keysFile = join(dir, 'api-keys.json');
  let server: ChildProcess | undefined;
  let base = '';
  let key = '';

  before(async () => {
    writeFileSync(join(dir, 'issuer.jwk'), JSON.stringify(exportPrivateJwk(generateSigningKey())), { mode: 0o600 });
    writeFileSync(join(dir, 'tools.json'), JSON.stringify({ tools: TOOLS }));
    writeFileSync(join(dir, 'gate.json'), JSON.stringify(escalatingGate()));
    key = (await cli('api-key', 'add', 'runner', '--file', keysFile, '--rights', 'authorize,mint')).stdout.trim();
    const args = ['serve', '--tools', join(dir, 'tools.json'), '--api-keys', keysFile, '--issuer-key', join(dir, 'issuer.jwk')];
    server = spawn(process.execPath, [CLI, ...args, '--port', '0', '--verifier', 'data-flow', '--model', join(dir, 'gate.json')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    base = await listeningUrl(server, 'serve');
  });
  after(async () => {
    await stopChild(server);
    rmSync(dir, { recursive: true, force: true });
  });

  it('settles an escalated call by where its values came from, and fails closed on the rest', async () => {
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const minted = await fetch(`${base}/v1/tokens`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ subject: 'assistant', scope: ['message-send'], intent: 'E-mail the summary to ann@example.com.' }),
    });
    const { token } = (await minted.json()) as { token: string };
    const send = async (to: string) =>
      (await (
        await fetch(`${base}/v1/authorize`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ token, call: { tool: 'send_email', args: { recipients: [to], subject: 'Summary', body: 'Here it is.' } } }),
        })
      ).json()) as { verdict: string; reasons: { code: string; message: string }[] };
    const named = await send('ann@example.com');
    assert.equal(named.verdict, 'allow');
    assert.ok(named.reasons.some((r) => r.code === 'verifier.allow' && r.message.startsWith('data flow')));
    const unknown = await send('bob@example.com');
    assert.equal(unknown.verdict, 'deny', 'seen nowhere: the data-flow verifier abstains and nobody else is asked');
  });

  it('refuses an unknown verifier kind with a usage error', async () => {
    await assert.rejects(
      cli('serve', '--tools', join(dir, 'tools.json'), '--api-keys', keysFile, '--verifier', 'oracle', '--port', '0'),
      (error: { code?: number; stderr?: string }) => {
        assert.equal(error.code, 2);
        assert.match(error.stderr ?? '', /unknown kind "oracle"/);
        return true;
      },
    );
  });
});
