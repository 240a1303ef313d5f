/** `capfence console` as a process: the console alone over a state directory, with no API routes. */
import assert from 'node:assert/strict';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { capfenceEntry, listeningUrl, stopChild } from '../support/cli.ts';

const run = promisify(execFile);
const CLI = await capfenceEntry();

describe('capfence console (process)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'capfence-console-'));
  const keysFile = join(dir, 'api-keys.json');
  let server: ChildProcess | undefined;
  let base = '';
  let key = '';

  before(async () => {
    key = (
      await run(process.execPath, [CLI, 'api-key', 'add', 'ops', '--file', keysFile, '--rights', 'audit,approve,revoke,metrics'], {
        encoding: 'utf8',
      })
    ).stdout.trim();
    server = spawn(process.execPath, [CLI, 'console', '--state', join(dir, 'state'), '--api-keys', keysFile, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    base = await listeningUrl(server, 'console');
  });
  after(async () => {
    await stopChild(server);
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the console pages and no API', async () => {
    assert.equal((await fetch(`${base}/console/login`)).status, 200);
    const api = await fetch(`${base}/v1/authorize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(api.status, 404);
    const login = await fetch(`${base}/console/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key }).toString(),
    });
    assert.equal(login.status, 303);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const metrics = await (await fetch(`${base}/console/metrics`, { headers: { cookie } })).text();
    assert.match(metrics, /Reliability of the gate/);
    assert.match(metrics, /No outcomes yet/);
    assert.equal((await fetch(`${base}/console/approvals`, { headers: { cookie } })).status, 200);
  });

  it('refuses to start without a state', async () => {
    await assert.rejects(
      run(process.execPath, [CLI, 'console', '--api-keys', keysFile], { encoding: 'utf8', env: { ...process.env, CAPFENCE_STATE: '' } }),
      (error: { code?: number }) => error.code === 2,
    );
  });
});
