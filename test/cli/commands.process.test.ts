/**
 * The command line's contract beyond single commands: `--version`, exit code 2 for every usage
 * error, relative paths from the caller's directory under `npm run`, one line for a port in use,
 * `audit show --json`, `serve --cedar`, `eval` failing on a file with nothing to read, and what the
 * entry loads before a command runs.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ApiKeyStore, createApiKey } from '../../src/adapters/http/auth.ts';
import { exportPrivateJwk, generateSigningKey } from '../../src/capability/keys.ts';
import { CONDITIONS } from '../../src/eval/evaluate.ts';
import { DATA_SOURCES, EVALUATION_SOURCES } from '../../src/eval/convert/load.ts';
import { TOOLS } from '../fence/fixtures.ts';
import { capfenceEntry } from '../support/cli.ts';
import { escalatingGate } from '../support/gate.ts';

const MAIN = await capfenceEntry();
const REPO = fileURLToPath(new URL('../../', import.meta.url));

function capfence(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const result = spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8', timeout: 60_000, ...options });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the capfence command line', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'capfence-commands-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("prints the package's version", () => {
    const { version } = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-V']) {
      const result = capfence([flag]);
      assert.equal(result.code, 0);
      assert.equal(result.stdout.trim(), version);
    }
    assert.equal(capfence(['--help']).code, 0);
    assert.equal(capfence(['serve', '--help']).code, 0);
  });

  it('exits 2 on every usage error, with commander and with typed errors', () => {
    const cases: [string[], RegExp][] = [
      [['--no-such-flag'], /unknown option/],
      [['no-such-command'], /unknown command/],
      [['token', 'mint', '--subject', 'a', '--scope', 'read-only-retrieval'], /required option '--key <file>'/],
      [['keys', 'jwks'], /missing required argument/],
      [['serve', '--tools', 'x.json', '--api-keys', 'k.json', '--port', 'eighty'], /ERR_CONFIG_INVALID: --port must be an integer/],
      [
        ['mcp', '--policy', 'rules.cedar', '--', 'true'],
        /--policy \(the deployer policy\) applies with --task; Cedar policies for escalations go in --cedar/,
      ],
      [['audit', 'show', '--db', join(tmpdir(), 'capfence-no-such.db'), '--json'], /ERR_AUDIT_STORE/],
    ];
    for (const [args, message] of cases) {
      const result = capfence(args);
      assert.equal(result.code, 2, `${args.join(' ')}: ${result.stderr}`);
      assert.match(result.stderr, message);
    }
    assert.equal(capfence([]).code, 2, 'no command at all is a usage error too');
  });

  it("resolves relative paths against the caller's directory under `npm run capfence --`", () => {
    const caller = join(dir, 'caller');
    spawnSync('mkdir', ['-p', caller]);
    // What npm sets when `npm run capfence -- …` is typed in `caller`: the script runs in the package root.
    const env = { ...process.env, INIT_CWD: caller, npm_lifecycle_event: 'capfence', npm_lifecycle_script: 'tsx src/cli/main.ts' };
    const result = capfence(['keys', 'generate', '--out', 'issuer.jwk'], { cwd: REPO, env });
    assert.equal(result.code, 0, result.stderr);
    assert.ok(existsSync(join(caller, 'issuer.jwk')), 'the key is where the caller is');
    assert.ok(!existsSync(join(REPO, 'issuer.jwk')), 'not in the package root');
    // Any other npm script (a test runner spawning the CLI) keeps its own working directory.
    const other = capfence(['keys', 'generate', '--out', 'other.jwk'], { cwd: dir, env: { ...env, npm_lifecycle_script: 'node --test' } });
    assert.equal(other.code, 0, other.stderr);
    assert.ok(existsSync(join(dir, 'other.jwk')));
  });

  it('says in one line that the port is in use', async () => {
    const busy: Server = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as { port: number }).port;
    try {
      writeFileSync(join(dir, 'issuer.json'), JSON.stringify(exportPrivateJwk(generateSigningKey())));
      writeFileSync(join(dir, 'tools.json'), JSON.stringify({ tools: TOOLS }));
      const store = new ApiKeyStore();
      store.add(createApiKey('ops', ['authorize']).entry, 'keys');
      store.save(join(dir, 'api-keys.json'));
      const base = ['--tools', join(dir, 'tools.json'), '--api-keys', join(dir, 'api-keys.json'), '--issuer-key', join(dir, 'issuer.json')];
      const result = capfence(['serve', ...base, '--port', String(port), '--log-level', 'silent']);
      assert.equal(result.code, 2);
      assert.equal(
        result.stderr,
        `capfence: ERR_CONFIG_INVALID: cannot listen on 127.0.0.1:${port}: the address is already in use (choose another with --port)\n`,
      );
    } finally {
      busy.close();
    }
  });

  it('prints audit records as JSON', () => {
    const state = join(dir, 'demo-state');
    assert.equal(capfence(['demo', '--state', state]).code, 0);
    const shown = capfence(['audit', 'show', '--state', state, '--json', '--limit', '5']);
    assert.equal(shown.code, 0, shown.stderr);
    const records = JSON.parse(shown.stdout) as { seq: number; verdict: string; hash: string; prevHash: string }[];
    assert.deepEqual(
      records.map((r) => r.seq),
      [9, 10, 11, 12, 13],
    );
    assert.deepEqual(records.at(-1)?.verdict, 'deny', 'the last call of the demo comes after revocation');
    assert.equal(records[1]?.prevHash, records[0]?.hash, 'the records carry their chain');
    const first = JSON.parse(capfence(['audit', 'show', '--state', state, '--json', '--from', '1', '--limit', '2']).stdout) as { seq: number }[];
    assert.deepEqual(
      first.map((r) => r.seq),
      [1, 2],
    );
  });

  it('fails an evaluation in which no episode could be read, and says why', () => {
    writeFileSync(join(dir, 'episodes.jsonl'), 'not json\n{"also": "not an episode"}\n');
    const result = capfence(['eval', '--episodes', join(dir, 'episodes.jsonl'), '--verifier', 'none']);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /no episode could be read from .*episodes\.jsonl \(2 lines, 2 skipped; line 1: /);
  });

  it('settles escalations by where the values came from with `eval --verifier data-flow`', () => {
    // One benign call whose path the user named, under a gate that escalates everything; the
    // executor reported no outputs, so only what the intent names can be traced.
    const episode = {
      v: 1,
      id: 'own/notes-1',
      intent: 'Write the meeting summary to notes/summary.md',
      tools: [
        {
          name: 'write_note',
          description: 'Writes a note file.',
          inputSchema: { type: 'object', properties: { path: { type: 'string' }, text: { type: 'string' } } },
        },
      ],
      steps: [{ call: { tool: 'write_note', args: { path: 'notes/summary.md', text: 'We ship on Friday.' } }, label: 'allow' }],
    };
    writeFileSync(join(dir, 'notes.jsonl'), `${JSON.stringify(episode)}\n`);
    writeFileSync(join(dir, 'escalate.json'), JSON.stringify(escalatingGate()));
    const fpr = (verifier: string): number => {
      const result = capfence([
        'eval',
        '--episodes',
        join(dir, 'notes.jsonl'),
        '--model',
        join(dir, 'escalate.json'),
        '--verifier',
        verifier,
        '--json',
      ]);
      assert.equal(result.code, 0, result.stderr);
      return (JSON.parse(result.stdout) as { metrics: { fpr: number } }).metrics.fpr;
    };
    assert.equal(fpr('data-flow'), 0);
    assert.equal(fpr('cedar'), 1, 'no sample policy permits a file change: Cedar abstains and the chain fails closed');
    assert.equal(capfence(['eval', '--episodes', join(dir, 'notes.jsonl'), '--verifier', 'oracle']).code, 2);
  });

  it('lists the conditions and data sources the evaluator knows in `eval --help`', () => {
    const help = capfence(['eval', '--help']).stdout.replace(/\s+/g, ' ');
    assert.ok(help.includes(`one of ${CONDITIONS.join(', ')}`), help);
    assert.ok(help.includes([...DATA_SOURCES, ...EVALUATION_SOURCES].join(', ')), help);
  });

  it('lets Cedar settle escalations in `serve --cedar`', async () => {
    writeFileSync(join(dir, 'issuer.json'), JSON.stringify(exportPrivateJwk(generateSigningKey())));
    writeFileSync(join(dir, 'tools.json'), JSON.stringify({ tools: TOOLS }));
    writeFileSync(join(dir, 'gate.json'), JSON.stringify(escalatingGate()));
    const { key, entry } = createApiKey('ops', ['authorize', 'mint']);
    const store = new ApiKeyStore();
    store.add(entry, 'keys');
    store.save(join(dir, 'cedar-keys.json'));
    const args = ['serve', '--tools', join(dir, 'tools.json'), '--api-keys', join(dir, 'cedar-keys.json'), '--issuer-key', join(dir, 'issuer.json')];
    const bad = capfence([...args, '--port', '0', '--cedar', join(dir, 'tools.json')]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /^capfence: ERR_POLICY_INVALID: /);

    const server = spawn(
      process.execPath,
      [MAIN, ...args, '--port', '0', '--model', join(dir, 'gate.json'), '--cedar', join(REPO, 'examples/policies/default.cedar')],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const base = await new Promise<string>((resolve, reject) => {
        server.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
        createInterface({ input: server.stdout }).on('line', (line) => {
          const url = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
          if (url !== undefined) resolve(url);
        });
      });
      const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
      const minted = await fetch(`${base}/v1/tokens`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ subject: 'assistant', scope: ['read-only-retrieval'] }),
      });
      const { token } = (await minted.json()) as { token: string };
      const decision = (await (
        await fetch(`${base}/v1/authorize`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ token, call: { tool: 'search_files', args: { query: 'q3 report' } } }),
        })
      ).json()) as { verdict: string; reasons: { code: string }[] };
      assert.equal(decision.verdict, 'allow', JSON.stringify(decision));
      const codes = decision.reasons.map((r) => r.code);
      assert.ok(codes.includes('gate.escalate') && codes.includes('verifier.allow'), codes.join(' '));
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  });
});
