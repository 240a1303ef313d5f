/**
 * The standard-library Python client of examples/sidecar/client.py against a real sidecar on
 * 127.0.0.1: the sidecar is usable from another language. Skipped when python3 is missing.
 */
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, describe, it } from 'node:test';
import { harness } from './helpers.ts';

const CLIENT = fileURLToPath(new URL('../../../examples/sidecar/client.py', import.meta.url));

function hasPython(): boolean {
  try {
    execFileSync('python3', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('the Python example client', { skip: hasPython() ? false : 'python3 is not installed' }, () => {
  const h = harness();
  after(() => h.app.close());

  it('mints, authorizes in a session, reports outcomes and verifies the audit', async () => {
    const base = await h.app.listen({ host: '127.0.0.1', port: 0 });
    const { stdout } = await promisify(execFile)('python3', [CLIENT], {
      env: { ...process.env, CAPFENCE_URL: base, CAPFENCE_API_KEY: h.keys.all },
      encoding: 'utf8',
      timeout: 20_000,
    });
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { tool?: string; result?: Record<string, unknown> | unknown[]; audit?: { ok: boolean; count: number } });
    assert.equal(lines.length, 5);
    assert.ok(Array.isArray(lines[0]?.result), 'the inbox was read');
    assert.deepEqual(lines[1]?.result, { blocked: 'deny', reasons: 'constraint.value-not-allowed', hint: null });
    assert.equal((lines[2]?.result as { blocked: string }).blocked, 'revise');
    assert.deepEqual(lines[3]?.result, { status: 'sent', amount: 95 });
    assert.deepEqual([lines[4]?.audit?.ok, lines[4]?.audit?.count], [true, 4]);
  });
});
