/**
 * A newcomer's path, scripted (`npm run test:newcomer`): the steps of the README's "First
 * session" with the `capfence` command as a user runs it (bundled, see test/support/cli.ts),
 * in an empty directory, with no network:
 *
 *   1 the demo                 capfence demo
 *   2 an issuer key            capfence keys generate
 *   3 a token compiled from a task, the gateway in front of the real filesystem MCP server
 *                              capfence mcp --task … --issuer-key … --policy approve-writes.yaml -- <server> ./notes
 *   4 an MCP client reads a note, is refused a file outside the folder (by the fence or the
 *     server's root), and creates a folder, which escalates (the policy sends every file change to
 *     a person) and is approved by the client's user when asked (elicitation)
 *   5 the audit shows each decision                capfence audit show --json
 *
 * Each step's output is asserted; the total time is printed (the issue's bar: under 5 minutes
 * for a person following the README, of which the machine's share is printed here).
 *
 * With `CAPFENCE_CLI` set to an installed package's `dist/bin/capfence.js` (as `npm run
 * test:package` does for the tarball it installs), the steps run that command, with the policy the
 * package ships, instead of a bundle of this clone.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { type CallToolResult, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { capfenceEntry } from '../support/cli.ts';

const REPO = new URL('../../', import.meta.url).pathname;
const SERVER = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-filesystem/dist/index.js');
const INSTALLED = process.env.CAPFENCE_CLI === undefined || process.env.CAPFENCE_CLI === '' ? undefined : resolve(process.env.CAPFENCE_CLI);
/** The example policy, from the installed package (dist/bin sits two levels below its root) or this clone. */
const POLICY = join(INSTALLED === undefined ? REPO : resolve(dirname(INSTALLED), '../..'), 'examples/mcp/approve-writes.yaml');
const times: [string, number][] = [];
/** The task, naming the folder by its absolute path (the compiler does not resolve relative ones against the gateway's directory). */
const task = (dir: string) => `Read my notes in ${dir}/notes and create the folder ${dir}/notes/archive for the old ones`;

describe('the newcomer path of the README', () => {
  let dir: string;
  let cli: string;
  const started = Date.now();
  let lap = Date.now();
  const step = (name: string): void => {
    times.push([name, Date.now() - lap]);
    lap = Date.now();
  };
  const capfence = (...args: string[]): string => {
    const result = spawnSync(process.execPath, [cli, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, CAPFENCE_STATE: '' } });
    assert.equal(result.status, 0, `capfence ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
    return result.stdout;
  };

  before(async () => {
    dir = realpathSync(mkdtempSync(join(tmpdir(), 'capfence-newcomer-')));
    mkdirSync(join(dir, 'notes'));
    writeFileSync(join(dir, 'notes', 'groceries.md'), 'Buy milk, eggs and coffee on Friday.\n');
    writeFileSync(join(dir, 'private.txt'), 'not part of the notes\n');
    cli = INSTALLED ?? (await capfenceEntry());
    step(INSTALLED === undefined ? 'build the command' : 'find the installed command');
  });
  after(() => {
    rmSync(dir, { recursive: true, force: true });
    const total = Date.now() - started;
    process.stdout.write(`newcomer path: ${times.map(([name, ms]) => `${name} ${ms} ms`).join(', ')}; total ${(total / 1000).toFixed(1)} s\n`);
  });

  it('1 runs the demo', () => {
    const out = capfence('demo');
    assert.match(out, /injected exfiltration .* DENY/);
    assert.match(out, /audit chain verified: 13 records/);
    step('demo');
  });

  it('2 generates an issuer key', () => {
    capfence('keys', 'generate', '--out', 'issuer.json', '--jwks', 'issuer.jwks.json');
    assert.ok(existsSync(join(dir, 'issuer.json')) && existsSync(join(dir, 'issuer.jwks.json')));
    step('keys');
  });

  it('3-5 compiles a token, fronts the filesystem server, and a file change is approved by the user', async () => {
    const asked: string[] = [];
    const client = new Client({ name: 'newcomer', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      asked.push(request.params.message);
      return { action: 'accept', content: { allow: true } };
    });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [
        cli,
        'mcp',
        '--task',
        task(dir),
        '--issuer-key',
        'issuer.json',
        '--policy',
        POLICY,
        '--state',
        'state',
        '--',
        process.execPath,
        SERVER,
        './notes',
      ],
      cwd: dir,
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      assert.ok(['read_text_file', 'write_file', 'move_file'].every((name) => tools.some((t) => t.name === name)));
      assert.match(stderr, /compiled a token for the task: scope [a-z-, ]*file-modify/);
      step('gateway up (token compiled)');

      const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
      const text = (result: CallToolResult) => result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
      const read = await call('read_text_file', { path: join(dir, 'notes', 'groceries.md') });
      assert.equal(read.isError, undefined, text(read) + stderr);
      assert.match(text(read), /milk, eggs and coffee/);

      const outside = await call('read_text_file', { path: join(dir, 'private.txt') });
      assert.equal(outside.isError, true);
      assert.doesNotMatch(text(outside), /not part of the notes/);

      assert.equal(asked.length, 0, 'nothing was asked before the write');
      const write = await call('create_directory', { path: join(dir, 'notes', 'archive') });
      assert.equal(write.isError, undefined, text(write));
      assert.equal(asked.length, 1, 'the user was asked once');
      assert.match(asked[0] ?? '', /create_directory/);
      assert.ok(existsSync(join(dir, 'notes', 'archive')), 'the folder was created');
      step('read, refusal, approved change');
    } finally {
      await client.close();
    }

    const records = JSON.parse(capfence('audit', 'show', '--state', 'state', '--json')) as {
      call: { tool: string };
      verdict: string;
      reasons: string[];
    }[];
    const writes = records.filter((r) => r.call.tool === 'create_directory');
    assert.equal(writes.length, 1, JSON.stringify(records));
    assert.equal(writes[0]?.verdict, 'allow');
    assert.ok(writes[0]?.reasons.includes('scope.always-escalate') && writes[0].reasons.includes('verifier.allow'), JSON.stringify(writes));
    assert.ok(records.some((r) => r.call.tool === 'read_text_file' && r.verdict === 'allow'));
    capfence('audit', 'verify', '--state', 'state');
    step('audit');
  });
});
