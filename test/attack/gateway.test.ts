/**
 * Attack suite against `capfence mcp`: the gateway in front of a file system MCP server that
 * checks no roots itself (test/fixtures/fs-server). Paths that reach outside the token's prefix
 * through a symlink, a relative spelling or a list are refused and never executed, and nothing of
 * the secret comes back; each in-bounds twin runs and returns the file.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createMcpGateway, type McpGateway } from '../../src/adapters/mcp/gateway.ts';
import { DECISION_META_KEY } from '../../src/adapters/mcp/results.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { generateSigningKey, Keyring } from '../../src/capability/keys.ts';
import { mintToken } from '../../src/capability/token.ts';
import { type CapFence, createFence } from '../../src/index.ts';
import { readExecutions, REPO, textOf } from '../adapters/mcp/helpers.ts';
import { fixedGate } from '../fence/fixtures.ts';

const SECRET = 'the-secret-outside-the-prefix';

interface Setup {
  readonly fence: CapFence;
  readonly gateway: McpGateway;
  readonly client: Client;
  readonly root: string;
  readonly outside: string;
  readonly logPath: string;
  call(name: string, args: Record<string, unknown>): Promise<CallToolResult>;
  close(): Promise<void>;
}

async function setup(resolvePaths: boolean): Promise<Setup> {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'capfence-fs-attack-')));
  const root = join(base, 'docs');
  const outside = join(base, 'private');
  mkdirSync(root);
  mkdirSync(outside);
  writeFileSync(join(root, 'report.md'), 'the quarterly report');
  writeFileSync(join(outside, 'secret.txt'), SECRET);
  symlinkSync(join(outside, 'secret.txt'), join(root, 'link.txt'));
  symlinkSync(outside, join(root, 'linkdir'));
  const logPath = join(base, 'executions.jsonl');
  const issuer = generateSigningKey();
  const fence = createFence({ keyring: new Keyring([issuer]), tools: [], model: fixedGate() });
  const token = mintToken(
    issuer,
    {
      issuer: 'test',
      subject: 'assistant',
      scope: ['read-only-retrieval', 'file-modify'],
      constraints: { 'read-only-retrieval': { path: { prefixes: [root] } }, 'file-modify': { path: { prefixes: [root] } } },
      now: Math.floor(Date.now() / 1000),
    },
    CapabilityGraph.builtIn(),
  );
  const gateway = await createMcpGateway({
    fence,
    token,
    resolvePaths,
    log: () => undefined,
    downstreams: [
      {
        name: 'fs',
        command: process.execPath,
        // tsx by its file URL: the server's directory is not the repository.
        args: ['--import', import.meta.resolve('tsx'), join(REPO, 'test/fixtures/fs-server/server.ts')],
        // The server's directory is the allowed one: relative paths are read from it.
        cwd: root,
        env: { CAPFENCE_FIXTURE_LOG: logPath },
        stderr: 'ignore',
      },
    ],
  });
  const client = new Client({ name: 'attacker', version: '1.0.0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await gateway.connect(serverSide);
  await client.connect(clientSide);
  return {
    fence,
    gateway,
    client,
    root,
    outside,
    logPath,
    call: async (name, args) => (await client.callTool({ name, arguments: args })) as CallToolResult,
    close: async () => {
      await client.close().catch(() => undefined);
      await gateway.close();
      fence.close();
      rmSync(base, { recursive: true, force: true });
    },
  };
}

describe('attack: the MCP gateway in front of a file system server', () => {
  let s: Setup;
  before(async () => {
    s = await setup(true);
  });
  after(() => s.close());

  const refused = async (name: string, args: Record<string, unknown>) => {
    const before = readExecutions(s.logPath).length;
    const result = await s.call(name, args);
    assert.equal(result.isError, true, `${name} ${JSON.stringify(args)} was refused`);
    const meta = result._meta?.[DECISION_META_KEY] as { verdict: string; reasons: { code: string }[] } | undefined;
    assert.deepEqual([meta?.verdict, meta?.reasons[0]?.code], ['deny', 'constraint.path-outside-prefix']);
    assert.ok(!textOf(result).includes(SECRET));
    assert.equal(readExecutions(s.logPath).length, before, 'nothing ran on the server');
  };
  const runs = async (name: string, args: Record<string, unknown>, expect?: string) => {
    const result = await s.call(name, args);
    assert.notEqual(result.isError, true, `${name} ${JSON.stringify(args)}: ${textOf(result)}`);
    if (expect !== undefined) assert.ok(textOf(result).includes(expect));
  };

  it('a symlink to a file outside the prefix', async () => {
    await refused('read_text_file', { path: join(s.root, 'link.txt') });
    await runs('read_text_file', { path: join(s.root, 'report.md') }, 'the quarterly report');
  });

  it('a symlinked directory, inside a list', async () => {
    await refused('read_multiple_files', { paths: [join(s.root, 'report.md'), join(s.root, 'linkdir/secret.txt')] });
    await runs('read_multiple_files', { paths: [join(s.root, 'report.md')] }, 'the quarterly report');
  });

  it('relative spellings, read from the server directory', async () => {
    await refused('read_text_file', { path: '../private/secret.txt' });
    await refused('read_text_file', { path: 'link.txt' });
    await runs('read_text_file', { path: 'report.md' }, 'the quarterly report');
  });

  it('a write through a link, and a move to a file not yet there behind a link', async () => {
    await refused('write_file', { path: join(s.root, 'link.txt'), content: 'overwritten' });
    await refused('move_file', { source: join(s.root, 'report.md'), destination: join(s.root, 'linkdir/stolen.md') });
    assert.equal(readFileSync(join(s.outside, 'secret.txt'), 'utf8'), SECRET);
    await runs('write_file', { path: join(s.root, 'notes.md'), content: 'mine' });
    await runs('move_file', { source: join(s.root, 'notes.md'), destination: join(s.root, 'moved.md') });
  });

  it('without path resolution, the symlink would have leaked: the option is what closes it', async () => {
    const lexical = await setup(false);
    try {
      const result = await lexical.call('read_text_file', { path: join(lexical.root, 'link.txt') });
      assert.ok(textOf(result).includes(SECRET), 'a lexical check alone admits the link');
    } finally {
      await lexical.close();
    }
  });
});
