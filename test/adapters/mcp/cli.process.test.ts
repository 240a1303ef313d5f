/**
 * `capfence mcp` as a desktop client runs it: the SDK's Client spawns the gateway process, which
 * spawns the fixture server; the shipped gate model decides; the audit is on disk and verifies.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { verifyAuditLog } from '../../../src/audit/verify.ts';
import { CapabilityGraph } from '../../../src/capability/graph.ts';
import { exportPublicJwk, generateSigningKey, saveSigningKey } from '../../../src/capability/keys.ts';
import { mintToken } from '../../../src/capability/token.ts';
import { ATTACKER_IBAN, BILL_IBAN } from '../../fixtures/mcp-server/data.ts';
import { FIXTURE_SERVER, INTENT, readExecutions, REPO, textOf } from './helpers.ts';
import { capfenceEntry } from '../../support/cli.ts';

const ENTRY = await capfenceEntry();

describe('capfence mcp (the command)', () => {
  let dir: string;
  let token: string;
  const keys = () => join(dir, 'jwks.json');
  const downstream = () => ['--', process.execPath, '--import', 'tsx', FIXTURE_SERVER];
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'capfence-mcp-cli-'));
    const issuer = generateSigningKey();
    writeFileSync(keys(), JSON.stringify({ keys: [exportPublicJwk(issuer)] }));
    token = mintToken(
      issuer,
      {
        issuer: 'test',
        subject: 'desktop',
        scope: ['read-only-retrieval', 'payment-initiate'],
        constraints: { 'payment-initiate': { recipient: { oneOf: [BILL_IBAN] }, amount: { max: 120 } } },
        intent: INTENT,
        ttlSeconds: 600,
      },
      CapabilityGraph.builtIn(),
    );
    writeFileSync(join(dir, 'token'), `${token}\n`, { mode: 0o600 });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('is started by an MCP client over stdio, gates calls with the shipped model and audits them', async () => {
    const state = join(dir, 'state');
    const log = join(dir, 'executions.jsonl');
    const client = new Client({ name: 'desktop', version: '1' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [ENTRY, 'mcp', '--keys', keys(), '--token-file', join(dir, 'token'), '--state', state, '--hide-out-of-scope', ...downstream()],
        cwd: REPO,
        env: { CAPFENCE_FIXTURE_LOG: log },
        stderr: 'ignore',
      }),
    );
    try {
      const names = (await client.listTools()).tools.map((t) => t.name);
      assert.ok(names.includes('read_inbox') && names.includes('send_money'));
      assert.ok(!names.includes('send_email'), 'message-send is outside the token: hidden');
      const inbox = (await client.callTool({ name: 'read_inbox', arguments: {} })) as CallToolResult;
      assert.equal(inbox.isError, undefined, textOf(inbox));
      const theft = (await client.callTool({ name: 'send_money', arguments: { recipient: ATTACKER_IBAN, amount: 500 } })) as CallToolResult;
      assert.equal(theft.isError, true);
      assert.match(textOf(theft), /constraint\./);
      assert.ok(!readExecutions(log).some((e) => e.tool === 'send_money'));
    } finally {
      await client.close();
    }
    const report = verifyAuditLog(join(state, 'audit.db'));
    assert.ok(report.ok);
    assert.equal(report.count, 2);
  });

  it('compiles the token from a declared task over the downstream tools (--task)', async () => {
    const issuerKey = join(dir, 'task-issuer.json');
    saveSigningKey(generateSigningKey(), issuerKey);
    const log = join(dir, 'task-executions.jsonl');
    const client = new Client({ name: 'desktop', version: '1' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [ENTRY, 'mcp', '--task', INTENT, '--issuer-key', issuerKey, '--hide-out-of-scope', ...downstream()],
        cwd: REPO,
        env: { CAPFENCE_FIXTURE_LOG: log },
        stderr: 'ignore',
      }),
    );
    try {
      const names = (await client.listTools()).tools.map((t) => t.name);
      assert.ok(names.includes('read_inbox') && names.includes('send_money'), names.join());
      const theft = (await client.callTool({ name: 'send_money', arguments: { recipient: ATTACKER_IBAN, amount: 95 } })) as CallToolResult;
      assert.equal(theft.isError, true, "the compiled token names only the bill's IBAN");
      assert.ok(!readExecutions(log).some((e) => e.tool === 'send_money'));
    } finally {
      await client.close();
    }
  });

  it('refuses --task without an issuer key, naming the flag', () => {
    const result = spawnSync(process.execPath, [ENTRY, 'mcp', '--task', 'read my mail', ...downstream()], {
      cwd: REPO,
      encoding: 'utf8',
    });
    assert.equal(result.status, 2);
    assert.match(result.stderr, /--issuer-key/);
  });

  it('reads the token from CAPFENCE_TOKEN', async () => {
    const client = new Client({ name: 'desktop', version: '1' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [ENTRY, 'mcp', '--keys', keys(), ...downstream()],
        cwd: REPO,
        env: { CAPFENCE_TOKEN: token },
        stderr: 'ignore',
      }),
    );
    try {
      assert.equal(((await client.callTool({ name: 'echo', arguments: { text: 'hi' } })) as CallToolResult).isError, undefined);
    } finally {
      await client.close();
    }
  });

  it('fronts the servers of a --servers file under their prefixes, with a YAML --manifest and a Cedar --policy', async () => {
    const servers = join(dir, 'servers.json');
    writeFileSync(
      servers,
      JSON.stringify({ mcpServers: { fixture: { command: process.execPath, args: ['--import', 'tsx', FIXTURE_SERVER], cwd: REPO, prefix: 'fx_' } } }),
    );
    const client = new Client({ name: 'desktop', version: '1' });
    const manifest = join(dir, 'manifest.yaml');
    writeFileSync(manifest, 'version: 1\ntools:\n  fx_echo: { class: code-execute }\n');
    const args = [
      ENTRY,
      'mcp',
      '--keys',
      keys(),
      '--token-file',
      join(dir, 'token'),
      '--servers',
      servers,
      '--manifest',
      manifest,
      '--cedar',
      join(REPO, 'examples/policies/default.cedar'),
      '--no-elicitation',
    ];
    await client.connect(new StdioClientTransport({ command: process.execPath, args, cwd: REPO, stderr: 'ignore' }));
    try {
      const names = (await client.listTools()).tools.map((t) => t.name);
      assert.ok(names.includes('fx_read_inbox') && !names.includes('read_inbox'));
      assert.equal(((await client.callTool({ name: 'fx_read_inbox', arguments: {} })) as CallToolResult).isError, undefined);
      const pinned = (await client.callTool({ name: 'fx_echo', arguments: { text: 'prefixed' } })) as CallToolResult;
      assert.match(textOf(pinned), /scope\.class-not-granted/, 'the YAML manifest pinned fx_echo to code-execute');
    } finally {
      await client.close();
    }
    const bad = join(dir, 'bad-servers.json');
    writeFileSync(bad, JSON.stringify({ mcpServers: { 'x y': { command: 'node' } } }));
    const refused = await runCli(['mcp', '--keys', keys(), '--token-file', join(dir, 'token'), '--servers', bad]);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /ERR_CONFIG_INVALID: .*mcpServers/);
  });

  it('exits with a typed error, never printing the token, when the token does not verify', async () => {
    const forged = `${token.slice(0, -6)}AAAAAA`;
    const { code, stderr, stdout } = await runCli(['mcp', '--keys', keys(), '--token', forged, ...downstream()]);
    assert.equal(code, 2);
    assert.match(stderr, /capfence: ERR_TOKEN_/);
    assert.ok(!stderr.includes(forged.split('.')[1] as string) && !stdout.includes(forged.split('.')[1] as string));
    const missing = await runCli(['mcp', '--keys', keys(), ...downstream()], {});
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /no capability token/);
    const noServer = await runCli(['mcp', '--keys', keys(), '--token-file', join(dir, 'token')]);
    assert.match(noServer.stderr, /no downstream server/);
  });

  it('serves Streamable HTTP on loopback with --http', async () => {
    const child = spawn(process.execPath, [ENTRY, 'mcp', '--keys', keys(), '--token-file', join(dir, 'token'), '--http', '0', ...downstream()], {
      cwd: REPO,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let err = '';
        child.stderr.on('data', (chunk: Buffer) => {
          err += chunk.toString('utf8');
          const match = /at (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(err);
          if (match?.[1] !== undefined) resolve(match[1]);
        });
        child.once('exit', () => reject(new Error(`gateway exited: ${err}`)));
      });
      const client = new Client({ name: 'http', version: '1' });
      await client.connect(new StreamableHTTPClientTransport(new URL(url)));
      assert.equal(textOf((await client.callTool({ name: 'echo', arguments: { text: 'over http' } })) as CallToolResult), 'over http');
      await client.close();
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
});

function runCli(
  args: string[],
  env: NodeJS.ProcessEnv = { PATH: process.env.PATH },
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [ENTRY, ...args], { cwd: REPO, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end();
  });
}
