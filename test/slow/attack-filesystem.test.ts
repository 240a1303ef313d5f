/**
 * Attack suite, long cases (`npm run test:attack`): `capfence mcp`'s gateway in front of the real
 * `@modelcontextprotocol/server-filesystem` (a devDependency). The server is given a wide root
 * (it would serve both folders); the token allows one folder. Reads, writes and moves that reach
 * the other folder through a symlink, a relative spelling, `..` or a list are refused by the fence
 * and the secret never comes back; each in-bounds twin runs. The token's scope and constraints are
 * the ones docs/mcp.md shows, read from it.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createMcpGateway, type McpGateway } from '../../src/adapters/mcp/gateway.ts';
import { DECISION_META_KEY } from '../../src/adapters/mcp/results.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { generateSigningKey, Keyring } from '../../src/capability/keys.ts';
import { mintToken, type MintOptions } from '../../src/capability/token.ts';
import { type CapFence, createFence } from '../../src/index.ts';
import { textOf } from '../adapters/mcp/helpers.ts';
import { fixedGate } from '../fence/fixtures.ts';

const SECRET = 'the-secret-outside-the-prefix';
const DOCUMENTED_FOLDER = '/Users/you/Documents/notes';

/** The `--scope` and `--constraints` of docs/mcp.md's `capfence token mint`, with its folder replaced by `root`. */
function documentedToken(root: string): Pick<MintOptions, 'scope' | 'constraints'> {
  const doc = readFileSync(new URL('../../docs/mcp.md', import.meta.url), 'utf8');
  const mint = /--scope ([\w,-]+) \\\n\s*--constraints '([^']+)'/.exec(doc);
  assert.ok(mint !== null && mint[1] !== undefined && mint[2] !== undefined, 'docs/mcp.md mints a token with --scope and --constraints');
  assert.ok(mint[2].includes(DOCUMENTED_FOLDER), `the documented constraints name ${DOCUMENTED_FOLDER}`);
  return { scope: mint[1].split(','), constraints: JSON.parse(mint[2].replaceAll(DOCUMENTED_FOLDER, root)) as MintOptions['constraints'] };
}

const SERVER = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-filesystem/dist/index.js');

describe('attack: the MCP gateway in front of the real filesystem server', () => {
  let base: string;
  let root: string;
  let outside: string;
  let fence: CapFence;
  let gateway: McpGateway;
  let client: Client;
  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;

  before(async () => {
    base = realpathSync(mkdtempSync(join(tmpdir(), 'capfence-realfs-')));
    root = join(base, 'docs');
    outside = join(base, 'private');
    mkdirSync(root);
    mkdirSync(outside);
    writeFileSync(join(root, 'report.md'), 'the quarterly report');
    writeFileSync(join(outside, 'secret.txt'), SECRET);
    symlinkSync(join(outside, 'secret.txt'), join(root, 'link.txt'));
    symlinkSync(outside, join(root, 'linkdir'));
    const issuer = generateSigningKey();
    fence = createFence({ keyring: new Keyring([issuer]), tools: [], model: fixedGate() });
    const token = mintToken(
      issuer,
      {
        issuer: 'test',
        subject: 'assistant',
        // The token docs/mcp.md tells a user to mint, for this test's folder.
        ...documentedToken(root),
        now: Math.floor(Date.now() / 1000),
      },
      CapabilityGraph.builtIn(),
    );
    gateway = await createMcpGateway({
      fence,
      token,
      log: () => undefined,
      // The server's own root is the wide one: only the fence stands between the agent and private/.
      downstreams: [{ name: 'fs', command: process.execPath, args: [SERVER, base], cwd: root, stderr: 'ignore' }],
    });
    client = new Client({ name: 'attacker', version: '1.0.0' });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await gateway.connect(serverSide);
    await client.connect(clientSide);
  });
  after(async () => {
    await client.close().catch(() => undefined);
    await gateway.close();
    fence.close();
    rmSync(base, { recursive: true, force: true });
  });

  const refused = async (name: string, args: Record<string, unknown>) => {
    const result = await call(name, args);
    assert.equal(result.isError, true, `${name} ${JSON.stringify(args)} was refused`);
    const meta = result._meta?.[DECISION_META_KEY] as { verdict: string } | undefined;
    assert.equal(meta?.verdict, 'deny', `${name} ${JSON.stringify(args)}: the fence refused it, not the server`);
    assert.ok(!textOf(result).includes(SECRET));
  };
  const runs = async (name: string, args: Record<string, unknown>, expect?: string) => {
    const result = await call(name, args);
    assert.notEqual(result.isError, true, `${name} ${JSON.stringify(args)}: ${textOf(result)}`);
    if (expect !== undefined) assert.ok(textOf(result).includes(expect), textOf(result));
  };

  it('control: the server alone serves the private folder (only the fence stands in the way)', async () => {
    const direct = new Client({ name: 'control', version: '1.0.0' });
    await direct.connect(new StdioClientTransport({ command: process.execPath, args: [SERVER, base], stderr: 'ignore' }));
    try {
      const result = (await direct.callTool({ name: 'read_text_file', arguments: { path: join(root, 'link.txt') } })) as CallToolResult;
      assert.ok(textOf(result).includes(SECRET), 'without the gateway the symlink leaks');
    } finally {
      await direct.close();
    }
    const tools = await client.listTools();
    assert.ok(
      tools.tools.some((t) => t.name === 'read_text_file'),
      'the real server lists its tools through the gateway',
    );
  });

  it('symlinks, relative spellings, .. and lists that reach outside the token are refused', async () => {
    await refused('read_text_file', { path: join(outside, 'secret.txt') });
    await refused('read_text_file', { path: join(root, '..', 'private', 'secret.txt') });
    await refused('read_text_file', { path: join(root, 'link.txt') });
    await refused('read_text_file', { path: '../private/secret.txt' });
    await refused('read_multiple_files', { paths: [join(root, 'report.md'), join(root, 'linkdir', 'secret.txt')] });
    await refused('list_directory', { path: join(root, 'linkdir') });
    await runs('read_text_file', { path: join(root, 'report.md') }, 'the quarterly report');
    await runs('read_multiple_files', { paths: [join(root, 'report.md')] }, 'the quarterly report');
  });

  it('writes and moves through links or out of the folder are refused; the in-bounds ones run', async () => {
    await refused('write_file', { path: join(root, 'link.txt'), content: 'overwritten' });
    await refused('write_file', { path: join(outside, 'planted.md'), content: 'x' });
    await refused('move_file', { source: join(root, 'report.md'), destination: join(root, 'linkdir', 'stolen.md') });
    assert.equal(readFileSync(join(outside, 'secret.txt'), 'utf8'), SECRET);
    await runs('write_file', { path: join(root, 'notes.md'), content: 'mine' });
    await runs('move_file', { source: join(root, 'notes.md'), destination: join(root, 'moved.md') });
    assert.equal(readFileSync(join(root, 'moved.md'), 'utf8'), 'mine');
  });
});
