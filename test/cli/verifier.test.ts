/**
 * `capfence verifier serve` as a process, asked by a RemoteVerifier as a fence elsewhere would:
 * a person answers with `capfence approvals`, a wrong API key or a missing client certificate is
 * a denial, and the command refuses to listen beyond loopback without TLS and a credential.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, describe, it } from 'node:test';
import { hasOpenssl, makeTestPki } from '../../bench/remote-verifier/certs.ts';
import { runVerifier } from '../../src/escalation/fail-closed.ts';
import { RemoteVerifier, type RemoteVerifierOptions } from '../../src/escalation/remote.ts';
import { request } from '../escalation/helpers.ts';
import { capfenceEntry } from '../support/cli.ts';

const MAIN = await capfenceEntry();
const API_KEY = 'verifier-test-key-0123456789';

function capfence(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8', timeout: 60_000, env });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Start `capfence verifier serve` and wait for the endpoint it prints. */
async function start(args: string[], env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [MAIN, 'verifier', 'serve', '--port', '0', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`verifier serve exited with ${code}: ${stderr}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const found = /at (https?:\/\/127\.0\.0\.1:\d+)\/v1\/verify$/.exec(line)?.[1];
      if (found !== undefined) resolve(found);
    });
  });
  return { child, url };
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (child === undefined || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Ask the remote verifier through the fail-closed runner, as the fence does. */
function ask(options: RemoteVerifierOptions) {
  return runVerifier(new RemoteVerifier({ deadlineMs: 20_000, ...options }), request(), { timeoutMs: 25_000 });
}

/** Answer the first pending approval in `state` with `verb`, once it appears. */
async function answer(state: string, verb: 'approve' | 'deny'): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const pending = JSON.parse(capfence(['approvals', 'list', '--state', state, '--json']).stdout) as { id: string; tool: string }[];
    const first = pending[0];
    if (first !== undefined) {
      assert.equal(first.tool, 'send_email', 'the person sees the call');
      const result = capfence(['approvals', verb, first.id, '--state', state, '--by', 'alice']);
      assert.equal(result.code, 0, result.stderr);
      return first.id;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no approval request arrived');
}

describe('capfence verifier serve', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'capfence-verifier-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the human verifier: a person approves with `capfence approvals`; a wrong key is a denial', async () => {
    const state = join(dir, 'human');
    const { child, url } = await start(['--verifier', 'human', '--state', state, '--human-timeout', '30'], {
      ...process.env,
      CAPFENCE_VERIFIER_API_KEY: API_KEY,
    });
    try {
      const [outcome] = await Promise.all([ask({ url, apiKey: API_KEY }), answer(state, 'approve')]);
      assert.equal(outcome.verdict, 'allow', JSON.stringify(outcome));

      const [refused] = await Promise.all([ask({ url, apiKey: API_KEY }), answer(state, 'deny')]);
      assert.equal(refused.verdict, 'deny');

      const wrongKey = await ask({ url, apiKey: 'not-the-key-0123456789' });
      assert.equal(wrongKey.verdict, 'deny', 'a verifier that refuses the caller fails closed');
      const noKey = await ask({ url });
      assert.equal(noKey.verdict, 'deny');
    } finally {
      await stop(child);
    }
  });

  it(
    'serves over mutual TLS: a client with a certificate the server trusts is answered, one without is denied',
    { skip: hasOpenssl() ? false : 'openssl is not installed: mutual-TLS test skipped' },
    async () => {
      const pki = makeTestPki();
      const file = (name: string, content: Buffer): string => {
        writeFileSync(join(dir, name), content);
        return join(dir, name);
      };
      const state = join(dir, 'mtls');
      const { child, url } = await start(
        [
          '--verifier',
          'human',
          '--state',
          state,
          '--tls-cert',
          file('server.crt', pki.server.cert),
          '--tls-key',
          file('server.key', pki.server.key),
          '--tls-ca',
          file('ca.crt', pki.ca),
        ],
        { ...process.env, CAPFENCE_VERIFIER_API_KEY: '' },
      );
      try {
        assert.match(url, /^https:/);
        const [outcome] = await Promise.all([ask({ url, tls: { ca: pki.ca, ...pki.client } }), answer(state, 'approve')]);
        assert.equal(outcome.verdict, 'allow', JSON.stringify(outcome));
        const anonymous = await ask({ url, tls: { ca: pki.ca } });
        assert.equal(anonymous.verdict, 'deny');
      } finally {
        await stop(child);
      }
    },
  );

  it('refuses to start without what its options need', () => {
    const cases: [string[], RegExp][] = [
      [['--verifier', 'human'], /--verifier human needs --state/],
      [['--verifier', 'oracle'], /--verifier must be llm, human or llm,human/],
      [['--verifier', 'llm'], /--verifier llm needs --llm-url and --llm-model/],
      [['--verifier', 'human', '--state', dir, '--host', '0.0.0.0'], /beyond loopback give --tls-cert and --tls-key/],
      [['--verifier', 'human', '--state', dir, '--tls-cert', join(dir, 'x.crt')], /give both --tls-cert and --tls-key/],
    ];
    for (const [args, message] of cases) {
      const result = capfence(['verifier', 'serve', '--port', '0', ...args], { ...process.env, CAPFENCE_VERIFIER_API_KEY: '' });
      assert.equal(result.code, 2, `${args.join(' ')}: ${result.stderr}`);
      assert.match(result.stderr, message);
    }
    const shortKey = capfence(['verifier', 'serve', '--verifier', 'human', '--state', dir, '--port', '0'], {
      ...process.env,
      CAPFENCE_VERIFIER_API_KEY: 'short',
    });
    assert.equal(shortKey.code, 2);
    assert.ok(!shortKey.stderr.includes('short'), 'the key is not echoed');
  });
});
