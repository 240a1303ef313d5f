/**
 * The gateway over Streamable HTTP on loopback: the SDK's HTTP client end to end (one fence
 * session per MCP session, elicitation on the call's stream), and the listener's own checks on
 * raw HTTP: Host and Origin, bearer secret, sessions, body size and JSON.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type CallToolResult, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { escalationRouter } from '../../../src/escalation/route.ts';
import { createMcpGateway, type McpGateway } from '../../../src/adapters/mcp/gateway.ts';
import { type HttpGateway, serveStreamableHttp } from '../../../src/adapters/mcp/transports/http.ts';
import { generateSigningKey, Keyring } from '../../../src/capability/keys.ts';
import { type CapFence, createFence } from '../../../src/index.ts';
import { ATTACKER_IBAN } from '../../fixtures/mcp-server/data.ts';
import { fixtureSpec, mint, provenanceGate, readExecutions, textOf } from './helpers.ts';

const SECRET = 'loopback-test-secret';
const INIT = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};

function raw(url: URL, options: { method?: string; body?: string; headers?: Record<string, string> }): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          authorization: `Bearer ${SECRET}`,
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('MCP gateway over Streamable HTTP', () => {
  let dir: string;
  let fence: CapFence;
  let gateway: McpGateway;
  let http: HttpGateway;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'capfence-mcp-http-'));
    const issuer = generateSigningKey();
    fence = createFence({ keyring: new Keyring([issuer]), tools: [], model: provenanceGate(), verifier: escalationRouter() });
    gateway = await createMcpGateway({
      fence,
      token: mint(fence, issuer, { constraints: {} }),
      downstreams: [fixtureSpec(join(dir, 'log.jsonl'))],
      log: () => undefined,
    });
    http = await serveStreamableHttp(gateway, { maxBodyBytes: 64 * 1024, maxSessions: 3, bearer: SECRET });
  });
  after(async () => {
    await http.close();
    await gateway.close();
    fence.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** End a session as a well-behaved client does: DELETE it, then close. */
  async function disconnect(client: Client): Promise<void> {
    await (client.transport as StreamableHTTPClientTransport | undefined)?.terminateSession();
    await client.close();
  }

  async function connect(capabilities = {}): Promise<Client> {
    const client = new Client({ name: 'http-client', version: '1' }, { capabilities });
    await client.connect(new StreamableHTTPClientTransport(http.url, { requestInit: { headers: { authorization: `Bearer ${SECRET}` } } }));
    return client;
  }

  it('listens on loopback only', () => {
    assert.equal(http.url.hostname, '127.0.0.1');
  });

  it('serves the same Prometheus metrics as the sidecar at /metrics, behind the bearer secret', async () => {
    const client = await connect();
    try {
      await client.callTool({ name: 'read_inbox', arguments: {} });
    } finally {
      await disconnect(client);
    }
    const url = new URL('/metrics', http.url);
    assert.equal((await raw(url, { method: 'GET', headers: { authorization: 'Bearer wrong' } })).status, 401);
    const metrics = await raw(url, { method: 'GET' });
    assert.equal(metrics.status, 200);
    assert.match(metrics.body, /^# TYPE capfence_decisions_total counter$/m);
    assert.match(metrics.body, /^capfence_decisions_total\{verdict="allow"\} [1-9]/m);
    assert.match(metrics.body, /^capfence_decision_duration_seconds_count [1-9]/m);
    assert.match(metrics.body, /^capfence_store_up\{engine="[a-z]+"\} 1$/m);
    assert.match(metrics.body, /^capfence_gateway_connections \d+$/m);
  });

  it('serves the SDK client; MCP sessions on one token share its task memory', async () => {
    const reader = await connect();
    const other = await connect();
    try {
      assert.ok((await reader.listTools()).tools.some((t) => t.name === 'send_money'));
      await reader.callTool({ name: 'read_inbox', arguments: {} });
      const fromReader = (await reader.callTool({ name: 'send_money', arguments: { recipient: ATTACKER_IBAN, amount: 10 } })) as CallToolResult;
      assert.match(textOf(fromReader), /constraint\.provenance/, 'the payee came only from instructions in a tool output this session saw');
      // Provenance follows the token's task, not the connection: a second session on the same
      // token cannot launder a value the first one read.
      const fromOther = (await other.callTool({ name: 'send_money', arguments: { recipient: ATTACKER_IBAN, amount: 10 } })) as CallToolResult;
      assert.match(textOf(fromOther), /constraint\.provenance/, 'the other session works on the same task');
      assert.equal(readExecutions(join(dir, 'log.jsonl')).filter((e) => e.tool === 'send_money').length, 0);
    } finally {
      await disconnect(reader);
      await disconnect(other);
    }
    assert.equal(http.sessions, 0, 'terminated sessions are gone');
  });

  it("asks the user by elicitation on the call's own stream", async () => {
    const { fence: f, gateway: g, http: h } = await escalatingGateway();
    const client = new Client({ name: 'asker', version: '1' }, { capabilities: { elicitation: {} } });
    let asked = 0;
    client.setRequestHandler(ElicitRequestSchema, () => {
      asked += 1;
      return { action: 'accept', content: { allow: true } };
    });
    try {
      await client.connect(new StreamableHTTPClientTransport(h.url));
      const result = (await client.callTool({ name: 'echo', arguments: { text: 'hi' } })) as CallToolResult;
      assert.equal(asked, 1);
      assert.equal(textOf(result), 'hi');
    } finally {
      await client.close();
      await h.close();
      await g.close();
      f.close();
    }
  });

  it("refuses requests that do not come from this listener's own clients", async () => {
    const body = JSON.stringify(INIT);
    assert.equal((await raw(http.url, { body, headers: { host: 'evil.example:80' } })).status, 403, 'DNS rebinding: foreign Host');
    assert.equal((await raw(http.url, { body, headers: { origin: 'http://evil.example' } })).status, 403, 'foreign Origin');
    assert.equal((await raw(http.url, { body, headers: { authorization: 'Bearer wrong' } })).status, 401);
    assert.equal((await raw(http.url, { body, headers: { authorization: '' } })).status, 401);
    assert.equal((await raw(new URL('/other', http.url), { body })).status, 404);
  });

  it('answers malformed, oversized and session-less requests with JSON-RPC errors', async () => {
    const bad = await raw(http.url, { body: '{not json' });
    assert.equal(bad.status, 400);
    assert.equal(JSON.parse(bad.body).error.code, -32700);
    const big = await raw(http.url, { body: JSON.stringify({ ...INIT, padding: 'x'.repeat(100_000) }) });
    assert.equal(big.status, 413);
    const noSession = await raw(http.url, { body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }) });
    assert.equal(noSession.status, 400);
    const unknown = await raw(http.url, {
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }),
      headers: { 'mcp-session-id': 'no-such-session' },
    });
    assert.equal(unknown.status, 404);
  });

  it('caps the number of sessions', async () => {
    const clients = [await connect(), await connect(), await connect()];
    try {
      const refused = await raw(http.url, { body: JSON.stringify(INIT) });
      assert.equal(refused.status, 503);
    } finally {
      for (const client of clients) await disconnect(client);
    }
  });

  async function escalatingGateway() {
    const issuer = generateSigningKey();
    const f = createFence({
      keyring: new Keyring([issuer]),
      tools: [],
      model: { version: 't', thresholds: { allow: 0.2, deny: 0.8 }, score: () => 0.5 },
      verifier: escalationRouter(),
    });
    const g = await createMcpGateway({ fence: f, token: mint(f, issuer), downstreams: [fixtureSpec(join(dir, 'log2.jsonl'))], log: () => undefined });
    return { fence: f, gateway: g, http: await serveStreamableHttp(g) };
  }
});
