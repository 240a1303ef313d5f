/** `token mint --expires-on` and `event post`; `authorize --mode shadow` and `audit report`, as processes. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { capfenceEntry } from '../support/cli.ts';

const MAIN = await capfenceEntry();
const capfence = (args: string[], input?: string) => {
  const result = spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8', input, timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};

describe('capfence event post and shadow mode', () => {
  const dir = mkdtempSync(join(tmpdir(), 'capfence-cli-events-'));
  const p = (name: string) => join(dir, name);
  after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(
    p('tools.json'),
    JSON.stringify({
      tools: [
        { name: 'read_inbox', description: 'Reads the inbox.', inputSchema: { type: 'object', properties: {} }, annotations: { readOnlyHint: true } },
        { name: 'delete_file', description: 'Deletes a file.', inputSchema: { type: 'object', properties: { path: { type: 'string' } } } },
      ],
    }),
  );

  it('ends a token when its event is posted, from another process', () => {
    assert.equal(capfence(['keys', 'generate', '--out', p('issuer.json'), '--jwks', p('jwks.json')]).code, 0);
    const mint = capfence([
      'token',
      'mint',
      '--key',
      p('issuer.json'),
      '--subject',
      'a',
      '--scope',
      'read-only-retrieval',
      '--expires-on',
      'offboarded',
    ]);
    assert.equal(mint.code, 0, mint.stderr);
    writeFileSync(p('token.txt'), mint.stdout);
    const base = ['authorize', '--keys', p('jwks.json'), '--tools', p('tools.json'), '--token', `@${p('token.txt')}`, '--state', p('state')];
    assert.equal(capfence([...base, '--call', '{"tool":"read_inbox","args":{}}']).code, 0);
    const posted = capfence(['event', 'post', 'offboarded', '--state', p('state')]);
    assert.deepEqual([posted.code, JSON.parse(posted.stdout)], [0, { posted: 'offboarded' }]);
    const ended = capfence([...base, '--call', '{"tool":"read_inbox","args":{}}']);
    assert.deepEqual([ended.code, JSON.parse(ended.stdout).reasons[0].code], [3, 'token.ended']);
    assert.equal(capfence(['event', 'post', 'not a name', '--state', p('state')]).code, 2);
  });

  it('lets a refused call run in shadow mode and reports it', () => {
    const mint = capfence(['token', 'mint', '--key', p('issuer.json'), '--subject', 'b', '--scope', 'read-only-retrieval']);
    writeFileSync(p('token2.txt'), mint.stdout);
    const base = ['authorize', '--keys', p('jwks.json'), '--tools', p('tools.json'), '--token', `@${p('token2.txt')}`, '--state', p('shadow')];
    const shadowed = capfence([...base, '--mode', 'shadow', '--call', '{"tool":"delete_file","args":{"path":"/tmp/x"}}']);
    assert.equal(shadowed.code, 0, shadowed.stderr);
    const decision = JSON.parse(shadowed.stdout);
    assert.deepEqual([decision.verdict, decision.shadow.verdict, decision.shadow.reasons[0].code], ['allow', 'deny', 'scope.class-not-granted']);
    // Enforced, the same call is refused.
    assert.equal(capfence([...base, '--call', '{"tool":"delete_file","args":{"path":"/tmp/x"}}']).code, 3);
    assert.equal(capfence([...base, '--mode', 'audit-only', '--call', '{"tool":"read_inbox","args":{}}']).code, 2);
    const report = capfence(['audit', 'report', '--state', p('shadow'), '--json']);
    assert.equal(report.code, 0, report.stderr);
    const parsed = JSON.parse(report.stdout);
    assert.deepEqual([parsed.records, parsed.shadow.total, parsed.shadow.byReason['scope.class-not-granted']], [2, 1, 1]);
    assert.match(capfence(['audit', 'report', '--state', p('shadow')]).stdout, /1 calls ran that enforcement would have refused/);
  });
});
