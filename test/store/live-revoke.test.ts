/**
 * Revocation reaches running processes (issue 9): `capfence token revoke` on a state directory
 * while `capfence serve` and `capfence mcp` run on it — both deny the token within a second.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { after, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ApiKeyStore, createApiKey } from '../../src/adapters/http/auth.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { exportPrivateJwk, exportPublicJwk, generateSigningKey } from '../../src/capability/keys.ts';
import { mintToken } from '../../src/capability/token.ts';
import { FIXTURE_SERVER, INTENT, REPO, textOf } from '../adapters/mcp/helpers.ts';
import { TOOLS } from '../fence/fixtures.ts';
import { capfenceEntry } from '../support/cli.ts';

const run = promisify(execFile);
const ENTRY = await capfenceEntry();

describe('a revocation made with the CLI, while the sidecar and the gateway run', () => {
  const dir = mkdtempSync(join(tmpdir(), 'capfence-revoke-'));
  const state = join(dir, 'state');
  const children: ChildProcess[] = [];
  after(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined)));
    rmSync(dir, { recursive: true, force: true });
  });

  it('is denied by both within a second', async () => {
    const issuer = generateSigningKey();
    writeFileSync(join(dir, 'issuer.jwk'), JSON.stringify(exportPrivateJwk(issuer)), { mode: 0o600 });
    writeFileSync(join(dir, 'keys.json'), JSON.stringify({ keys: [exportPublicJwk(issuer)] }));
    writeFileSync(join(dir, 'tools.json'), JSON.stringify({ tools: TOOLS }));
    const made = createApiKey('agent', ['authorize']);
    new ApiKeyStore([made.entry]).save(join(dir, 'api-keys.json'));
    const token = mintToken(
      issuer,
      { issuer: 'test', subject: 'agent', scope: ['read-only-retrieval'], intent: INTENT, ttlSeconds: 600 },
      CapabilityGraph.builtIn(),
    );
    writeFileSync(join(dir, 'token'), token);

    const server = spawn(
      process.execPath,
      [ENTRY, 'serve', '--tools', join(dir, 'tools.json'), '--api-keys', join(dir, 'api-keys.json'), '--keys', join(dir, 'keys.json')].concat([
        '--state',
        state,
        '--port',
        '0',
        '--log-level',
        'info',
      ]),
      { cwd: REPO, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.push(server);
    const base = new Promise<string>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
      createInterface({ input: server.stdout as NodeJS.ReadableStream }).on('line', (line) => {
        const url = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
        if (url !== undefined) resolve(url);
      });
    });
    const gateway = new Client({ name: 'desktop', version: '1' });
    const connected = gateway.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [ENTRY, 'mcp', '--keys', join(dir, 'keys.json'), '--token-file', join(dir, 'token'), '--state', state].concat([
          '--',
          process.execPath,
          '--import',
          'tsx',
          FIXTURE_SERVER,
        ]),
        cwd: REPO,
        env: { ...(process.env as Record<string, string>), CAPFENCE_FIXTURE_LOG: join(dir, 'executions.jsonl') },
        stderr: 'ignore',
      }),
    );
    const [url] = await Promise.all([base, connected]);
    after(() => gateway.close());

    const sidecar = async () => {
      const response = await fetch(`${url}/v1/authorize`, {
        method: 'POST',
        headers: { authorization: `Bearer ${made.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ token, call: { tool: 'search_files', args: { query: 'x' } } }),
      });
      return (await response.json()) as { verdict: string; reasons: { code: string }[] };
    };
    const viaGateway = async () => textOf((await gateway.callTool({ name: 'read_inbox', arguments: {} })) as CallToolResult);
    assert.equal((await sidecar()).verdict, 'allow');
    assert.doesNotMatch(await viaGateway(), /token\./);

    await run(process.execPath, [ENTRY, 'token', 'revoke', token, '--state', state, '--reason', 'test'], { cwd: REPO });
    const revoked = Date.now();
    const deniedWithin = async (probe: () => Promise<boolean>): Promise<number> => {
      while (!(await probe())) {
        if (Date.now() - revoked > 3_000) return Infinity;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return Date.now() - revoked;
    };
    const [bySidecar, byGateway] = await Promise.all([
      deniedWithin(async () => {
        const d = await sidecar();
        return d.verdict === 'deny' && d.reasons[0]?.code === 'token.revoked';
      }),
      deniedWithin(async () => /token\.revoked/.test(await viaGateway())),
    ]);
    assert.ok(bySidecar < 1_000, `the sidecar denied after ${bySidecar} ms`);
    assert.ok(byGateway < 1_000, `the gateway denied after ${byGateway} ms`);
  });
});
