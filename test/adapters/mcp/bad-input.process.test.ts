/**
 * Bad input to the gateway: malformed JSON-RPC, unknown methods, oversized messages and invalid
 * parameters on its stdio transport; a downstream server that crashes, hangs or will not start.
 * Each gets a clear protocol-level error or a tool error result, the gateway keeps serving, and
 * nothing runs that was not allowed.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { createMcpGateway, type McpGateway } from '../../../src/adapters/mcp/gateway.ts';
import { GatewayStdioTransport } from '../../../src/adapters/mcp/transports/stdio.ts';
import { ConfigError } from '../../../src/errors.ts';
import { createFence } from '../../../src/index.ts';
import { generateSigningKey, Keyring } from '../../../src/capability/keys.ts';
import { classGate, fixtureSpec, harness, mint, readExecutions, textOf, waitFor } from './helpers.ts';

interface Wire {
  send(line: string | Buffer): void;
  /** The next JSON message the gateway writes. */
  next(): Promise<Record<string, unknown>>;
  /** Nothing written for `ms`. */
  quiet(ms: number): Promise<boolean>;
}

function wire(stdin: PassThrough, stdout: PassThrough): Wire {
  const queue: Record<string, unknown>[] = [];
  const waiting: ((m: Record<string, unknown>) => void)[] = [];
  let buffer = '';
  stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    let i: number;
    while ((i = buffer.indexOf('\n')) !== -1) {
      const message = JSON.parse(buffer.slice(0, i)) as Record<string, unknown>;
      buffer = buffer.slice(i + 1);
      const resolve = waiting.shift();
      if (resolve === undefined) queue.push(message);
      else resolve(message);
    }
  });
  return {
    send: (line) => stdin.write(line),
    next: () => {
      const message = queue.shift();
      if (message !== undefined) return Promise.resolve(message);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no message from the gateway')), 5_000);
        waiting.push((m) => {
          clearTimeout(timer);
          resolve(m);
        });
      });
    },
    quiet: async (ms) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return queue.length === 0;
    },
  };
}

const request = (id: number, method: string, params: unknown = {}) => `${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`;
const errorOf = (m: Record<string, unknown>) => [m.id, (m.error as { code: number } | undefined)?.code];

describe('gateway stdio transport with hostile input', () => {
  let dir: string;
  let gateway: McpGateway;
  let io: Wire;
  let close: () => void;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'capfence-mcp-bad-'));
    const issuer = generateSigningKey();
    const fence = createFence({ keyring: new Keyring([issuer]), tools: [], model: classGate() });
    gateway = await createMcpGateway({ fence, token: mint(fence, issuer), downstreams: [fixtureSpec(join(dir, 'log.jsonl'))], log: () => undefined });
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    await gateway.connect(new GatewayStdioTransport({ stdin, stdout, maxMessageBytes: 1_024 }));
    io = wire(stdin, stdout);
    io.send(request(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } }));
    assert.ok((await io.next()).result);
    io.send('{"jsonrpc":"2.0","method":"notifications/initialized"}\n');
    close = () => fence.close();
  });
  after(async () => {
    await gateway.close();
    close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers text that is not JSON with a parse error (id null) and keeps serving', async () => {
    io.send('this is not json\n');
    assert.deepEqual(errorOf(await io.next()), [null, -32700]);
    io.send(Buffer.from([0xff, 0xfe, 0x7b, 0x0a]));
    assert.deepEqual(errorOf(await io.next()), [null, -32700]);
    io.send(request(2, 'ping'));
    assert.deepEqual(await io.next(), { jsonrpc: '2.0', id: 2, result: {} });
  });

  it('answers JSON that is not JSON-RPC with Invalid Request, keeping a readable id', async () => {
    io.send('{"hello":"world"}\n');
    assert.deepEqual(errorOf(await io.next()), [null, -32600]);
    io.send('[1,2,3]\n');
    assert.deepEqual(errorOf(await io.next()), [null, -32600]);
    io.send('{"jsonrpc":"1.0","id":7,"method":"ping"}\n');
    assert.deepEqual(errorOf(await io.next()), [7, -32600]);
  });

  it('answers unknown methods with Method not found, and ignores unknown notifications', async () => {
    io.send(request(3, 'resources/read', { uri: 'file:///etc/passwd' }));
    assert.deepEqual(errorOf(await io.next()), [3, -32601]);
    io.send(request(4, 'no/such/method'));
    assert.deepEqual(errorOf(await io.next()), [4, -32601]);
    io.send('{"jsonrpc":"2.0","method":"notifications/whatever"}\n');
    assert.ok(await io.quiet(50));
  });

  it('discards an oversized message, says so, and reads the next one', async () => {
    const big = request(5, 'tools/call', { name: 'send_email', arguments: { recipients: ['bob@example.com'], body: 'x'.repeat(4_000) } });
    io.send(big.slice(0, 1_500));
    io.send(big.slice(1_500));
    assert.deepEqual(errorOf(await io.next()), [null, -32600]);
    io.send(request(6, 'ping'));
    assert.deepEqual(await io.next(), { jsonrpc: '2.0', id: 6, result: {} });
    assert.ok(!readExecutions(join(dir, 'log.jsonl')).some((e) => e.tool === 'send_email'));
  });

  it('rejects tools/call with invalid parameters as Invalid params, running nothing', async () => {
    io.send(request(8, 'tools/call', { name: 5 }));
    assert.deepEqual(errorOf(await io.next()), [8, -32602]);
    io.send(request(9, 'tools/call', { name: 'send_email', arguments: 'to bob' }));
    assert.deepEqual(errorOf(await io.next()), [9, -32602]);
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = [deep];
    io.send(request(10, 'tools/call', { name: 'send_email', arguments: { recipients: ['bob@example.com'], body: deep } }));
    const denied = (await io.next()).result as { isError: boolean; content: { text: string }[] };
    assert.equal(denied.isError, true);
    assert.match(denied.content[0]?.text ?? '', /call\.malformed/);
    assert.ok(!readExecutions(join(dir, 'log.jsonl')).some((e) => e.tool === 'send_email'));
  });
});

describe('gateway with a failing downstream server', () => {
  it('survives a server that crashes, reports it, and restarts it', async () => {
    const h = await harness({ gateway: { downstreamOptions: { restartDelayMs: 50 } } });
    try {
      let changes = 0;
      h.client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
        changes += 1;
      });
      const crashed = await h.call('crash_server');
      assert.equal(crashed.isError, true);
      assert.match(textOf(crashed), /may or may not have taken effect/);
      assert.equal(typeof (await h.client.ping()), 'object', 'the gateway still answers');
      await waitFor(() => changes >= 2, 10_000, 'the server to go down and come back');
      const inbox = await h.call('read_inbox');
      assert.equal(inbox.isError, undefined, textOf(inbox));
      assert.ok(h.logs.some((line) => line.includes('restarted')));
    } finally {
      await h.close();
    }
  });

  it('reports a server that is down and is not restarted, without running anything', async () => {
    const h = await harness({ gateway: { downstreamOptions: { maxRestarts: 0 } } });
    try {
      await h.call('crash_server');
      await waitFor(() => h.gateway.tools.length === 0, 5_000, 'the tools to be withdrawn');
      const result = await h.call('send_email', { recipients: ['bob@example.com'], body: 'hello' });
      assert.equal(result.isError, true);
      assert.match(textOf(result), /No server currently provides/);
      assert.ok(!h.executions().some((e) => e.tool === 'send_email'));
    } finally {
      await h.close();
    }
  });

  it('answers a hanging call with a timeout error result and keeps serving', async () => {
    const h = await harness({ gateway: { callTimeoutMs: 200 } });
    try {
      const result = await h.call('hang_forever');
      assert.equal(result.isError, true);
      assert.match(textOf(result), /did not answer within 200 ms/);
      assert.equal((await h.call('read_inbox')).isError, undefined);
    } finally {
      await h.close();
    }
  });

  it('refuses to start when a server cannot be started, or exits at once', async () => {
    const issuer = generateSigningKey();
    const fence = createFence({ keyring: new Keyring([issuer]), tools: [], model: classGate() });
    try {
      const token = mint(fence, issuer);
      for (const spec of [
        { name: 'missing', command: '/nonexistent/mcp-server' },
        { name: 'exits', command: process.execPath, args: ['-e', 'process.exit(1)'], stderr: 'ignore' as const },
        {
          name: 'chatty',
          command: process.execPath,
          args: ['-e', 'console.log("not json-rpc"); setTimeout(() => {}, 60000)'],
          stderr: 'ignore' as const,
        },
      ]) {
        await assert.rejects(
          createMcpGateway({ fence, token, downstreams: [spec], downstreamOptions: { connectTimeoutMs: 1_000 }, log: () => undefined }),
          (e: unknown) => e instanceof ConfigError && e.message.includes(spec.name),
          spec.name,
        );
      }
      await assert.rejects(createMcpGateway({ fence, token: 'not.a.token', downstreams: [{ name: 'x', command: 'true' }] }), /token/i);
    } finally {
      fence.close();
    }
  });
});
