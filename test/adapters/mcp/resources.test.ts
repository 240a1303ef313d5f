/**
 * Resources and prompts through the gateway, in front of an in-process MCP server (the SDK's
 * McpServer over an in-memory pair): lists are forwarded, resources/read is decided by the fence
 * as `read-only-retrieval` with the token's path and domain constraints (the server's read handler
 * never runs for a refused URI), prompts pass through, and list_changed notifications reach the client.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { McpError, PromptListChangedNotificationSchema, ResourceListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { createMcpGateway, type McpGateway } from '../../../src/adapters/mcp/gateway.ts';
import { REFUSED_ERROR_CODE } from '../../../src/adapters/mcp/resources.ts';
import { generateSigningKey, Keyring } from '../../../src/capability/keys.ts';
import { mintToken } from '../../../src/capability/token.ts';
import { escalationRouter } from '../../../src/escalation/route.ts';
import { type CapFence, createFence } from '../../../src/index.ts';
import { classGate } from './helpers.ts';

const NOTE = 'file:///project/notes.txt';
const SECRET = 'file:///home/user/.ssh/id_ed25519';

/** One server of resources and prompts; a new instance per connection, all sharing `reads`. */
function serverFactory(reads: string[], servers: McpServer[]) {
  return () => {
    const server = new McpServer(
      { name: 'docs', version: '1.0.0' },
      { capabilities: { resources: { listChanged: true }, prompts: { listChanged: true } } },
    );
    const text = (uri: URL) => {
      reads.push(uri.href);
      return { contents: [{ uri: uri.href, mimeType: 'text/plain', text: `contents of ${uri.pathname}` }] };
    };
    server.registerResource('notes', NOTE, { mimeType: 'text/plain' }, text);
    server.registerResource('key', SECRET, { mimeType: 'text/plain' }, text);
    server.registerResource('guide', 'https://docs.example.com/guide', { mimeType: 'text/plain' }, text);
    server.registerResource('elsewhere', 'https://evil.example.net/page', { mimeType: 'text/plain' }, text);
    server.registerResource('file', new ResourceTemplate('file:///{+path}', { list: undefined }), { mimeType: 'text/plain' }, text);
    server.registerPrompt('summarize', { description: 'Summarize a document.', argsSchema: { topic: z.string() } }, ({ topic }) => ({
      messages: [{ role: 'user', content: { type: 'text', text: `Summarize what the notes say about ${topic}.` } }],
    }));
    servers.push(server);
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    void server.connect(serverSide);
    return clientSide;
  };
}

async function setup(scope: string[] = ['read-only-retrieval']) {
  const issuer = generateSigningKey();
  const fence = createFence({ keyring: new Keyring([issuer]), tools: [], model: classGate(), verifier: escalationRouter() });
  const token = mintToken(
    issuer,
    {
      issuer: 'test',
      subject: 'assistant',
      scope,
      constraints: { 'read-only-retrieval': { path: { prefixes: ['/project'] }, url: { domains: ['docs.example.com'] } } },
      ceilings: { calls: 20 },
      intent: 'Summarize my project notes.',
      ttlSeconds: 600,
    },
    fence.graph,
  );
  const reads: string[] = [];
  const servers: McpServer[] = [];
  const gateway = await createMcpGateway({
    fence,
    token,
    downstreams: [{ name: 'docs', prefix: 'docs_', connect: serverFactory(reads, servers) }],
    log: () => {},
  });
  const client = new Client({ name: 'test-client', version: '1.0.0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await gateway.connect(serverSide);
  await client.connect(clientSide);
  return { fence, gateway, client, reads, servers };
}

function textIn(result: { contents: ({ text: string } | { blob: string })[] }): string | undefined {
  const first = result.contents[0];
  return first !== undefined && 'text' in first ? first.text : undefined;
}

async function refusal(promise: Promise<unknown>): Promise<McpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  assert.ok(error instanceof McpError, `expected a refusal, got ${String(error)}`);
  return error;
}

describe('MCP gateway: resources and prompts', () => {
  let fence: CapFence;
  let gateway: McpGateway;
  let client: Client;
  let reads: string[];
  let servers: McpServer[];
  before(async () => ({ fence, gateway, client, reads, servers } = await setup()));
  after(async () => {
    await client.close();
    await gateway.close();
    fence.close();
  });

  it('declares resources and prompts, and lists them with templates (prompt names prefixed, URIs not)', async () => {
    const capabilities = client.getServerCapabilities();
    assert.deepEqual([capabilities?.resources?.listChanged, capabilities?.prompts?.listChanged], [true, true]);
    const { resources } = await client.listResources();
    assert.deepEqual(resources.map((r) => r.uri).sort(), [NOTE, SECRET, 'https://docs.example.com/guide', 'https://evil.example.net/page'].sort());
    const { resourceTemplates } = await client.listResourceTemplates();
    assert.deepEqual(
      resourceTemplates.map((t) => t.uriTemplate),
      ['file:///{+path}'],
    );
    const { prompts } = await client.listPrompts();
    assert.deepEqual(
      prompts.map((p) => p.name),
      ['docs_summarize'],
    );
  });

  it('reads a resource the token allows, and audits it as a read-only-retrieval', async () => {
    const before = fence.auditLog.count();
    const result = await client.readResource({ uri: NOTE });
    assert.equal(textIn(result), 'contents of /project/notes.txt');
    assert.deepEqual(reads.slice(-1), [NOTE]);
    const [record] = await fence.auditLog.page(before + 1, 1);
    assert.deepEqual([record?.call.tool, record?.verdict, record?.actionClass], ['resources/read', 'allow', 'read-only-retrieval']);
  });

  it('refuses a file outside the path prefix with the reasons, and the server never reads it', async () => {
    const count = reads.length;
    const error = await refusal(client.readResource({ uri: SECRET }));
    assert.equal(error.code, REFUSED_ERROR_CODE);
    assert.match(error.message, /verdict: deny/);
    assert.match(error.message, /constraint\.path/);
    assert.ok(!error.message.includes('id_ed25519'), 'the reason does not echo the path');
    assert.equal(reads.length, count);
  });

  it('judges the path a URI names, not its spelling: climbing out of the prefix is refused', async () => {
    const count = reads.length;
    const error = await refusal(client.readResource({ uri: 'file:///project/%2e%2e/home/user/.ssh/id_ed25519' }));
    assert.equal(error.code, REFUSED_ERROR_CODE);
    await refusal(client.readResource({ uri: 'file:///project/../etc/passwd' }));
    assert.equal(reads.length, count);
  });

  it('routes a URI only a template matches, under the same constraints', async () => {
    const result = await client.readResource({ uri: 'file:///project/src/main.ts' });
    assert.equal(textIn(result), 'contents of /project/src/main.ts');
    await refusal(client.readResource({ uri: 'file:///etc/hosts' }));
    assert.ok(!reads.includes('file:///etc/hosts'));
  });

  it('bounds web resources by domain', async () => {
    const ok = await client.readResource({ uri: 'https://docs.example.com/guide' });
    assert.match(textIn(ok) ?? '', /guide/);
    const error = await refusal(client.readResource({ uri: 'https://evil.example.net/page' }));
    assert.match(error.message, /constraint\.url-domain-not-allowed/);
    assert.ok(!reads.includes('https://evil.example.net/page'));
  });

  it('passes prompts through under their prefixed name', async () => {
    const prompt = await client.getPrompt({ name: 'docs_summarize', arguments: { topic: 'billing' } });
    assert.deepEqual(prompt.messages[0]?.content, { type: 'text', text: 'Summarize what the notes say about billing.' });
    await assert.rejects(client.getPrompt({ name: 'summarize' }), /No server provides this prompt/);
  });

  it("passes the servers' list_changed notifications on", async () => {
    const seen: string[] = [];
    client.setNotificationHandler(ResourceListChangedNotificationSchema, () => void seen.push('resources'));
    client.setNotificationHandler(PromptListChangedNotificationSchema, () => void seen.push('prompts'));
    const server = servers.at(-1);
    assert.ok(server !== undefined);
    server.sendResourceListChanged();
    server.sendPromptListChanged();
    const deadline = Date.now() + 5_000;
    while (seen.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    assert.deepEqual(seen.sort(), ['prompts', 'resources']);
  });
});

describe('MCP gateway: resource reads outside the token', () => {
  it('refuses every read when the token does not grant read-only-retrieval', async () => {
    const { fence, gateway, client, reads } = await setup(['code-execute']);
    const error = await refusal(client.readResource({ uri: NOTE }));
    assert.match(error.message, /scope\./);
    assert.deepEqual(reads, []);
    await client.close();
    await gateway.close();
    fence.close();
  });
});
