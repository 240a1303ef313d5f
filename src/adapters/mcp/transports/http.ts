/**
 * The gateway over Streamable HTTP: one MCP session (and so one fence session) per client, on a
 * loopback listener by default.
 *
 * Before a request reaches the SDK's transport: the path must match; the Host header must name
 * the listener (DNS-rebinding protection) and an Origin, if sent, must too; a bearer secret, when
 * configured, must be presented; bodies are bounded (413) and must be JSON (400, -32700); a
 * request without a session must be `initialize`; sessions are capped and closed when idle.
 */
import { randomUUID, timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ErrorCode, isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { GatewayConnection } from '../connection.ts';
import type { McpGateway } from '../gateway.ts';
import { METRICS_CONTENT_TYPE } from '../../../observability/metrics.ts';

export interface HttpGatewayOptions {
  /** Interface to bind (default 127.0.0.1). Anything else exposes the token's authority to the network. */
  readonly host?: string;
  /** Port (default 0: an ephemeral port, see `url`). */
  readonly port?: number;
  /** The MCP endpoint path (default /mcp). */
  readonly path?: string;
  /** Largest accepted request body (default 4 MiB). */
  readonly maxBodyBytes?: number;
  /** Most concurrent sessions (default 64). */
  readonly maxSessions?: number;
  /** Close a session after this long without requests (default 30 min). */
  readonly idleTimeoutMs?: number;
  /** When set, every request must carry `Authorization: Bearer <secret>`. */
  readonly bearer?: string;
  /** Serve the fence's Prometheus metrics at `GET /metrics` (behind the same Host, Origin and bearer checks). Default true. */
  readonly metrics?: boolean;
}

export interface HttpGateway {
  readonly url: URL;
  readonly sessions: number;
  close(): Promise<void>;
}

interface Session {
  readonly transport: StreamableHTTPServerTransport;
  readonly connection: GatewayConnection;
  lastSeen: number;
}

export async function serveStreamableHttp(gateway: McpGateway, options: HttpGatewayOptions = {}): Promise<HttpGateway> {
  const path = options.path ?? '/mcp';
  const maxBody = options.maxBodyBytes ?? 4 * 1024 * 1024;
  const maxSessions = options.maxSessions ?? 64;
  const idleMs = options.idleTimeoutMs ?? 30 * 60_000;
  const bearer = options.bearer === undefined ? undefined : digest(options.bearer);
  const sessions = new Map<string, Session>();
  let allowedHosts: ReadonlySet<string> = new Set();
  let allowedOrigins: ReadonlySet<string> = new Set();

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) reply(res, 500, ErrorCode.InternalError, 'Internal error');
      else res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const metrics = pathname === '/metrics' && req.method === 'GET' && options.metrics !== false;
    if (pathname !== path && !metrics) return reply(res, 404, ErrorCode.InvalidRequest, 'Not found');
    if (!allowedHosts.has(req.headers.host ?? ''))
      return reply(res, 403, ErrorCode.InvalidRequest, 'Forbidden: Host header does not name this server');
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) return reply(res, 403, ErrorCode.InvalidRequest, 'Forbidden: Origin not allowed');
    if (bearer !== undefined && !authorised(req.headers.authorization, bearer)) return reply(res, 401, ErrorCode.InvalidRequest, 'Unauthorized');
    if (metrics) {
      res.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE });
      res.end(gateway.metrics());
      return;
    }

    const body = req.method === 'POST' ? await readJson(req, res, maxBody) : undefined;
    if (body === BAD_BODY) return;
    const id = req.headers['mcp-session-id'];
    if (typeof id === 'string') {
      const session = sessions.get(id);
      if (session === undefined) return reply(res, 404, -32001, 'Session not found');
      session.lastSeen = Date.now();
      return session.transport.handleRequest(req, res, body);
    }
    if (req.method !== 'POST' || !isInitializeRequest(body))
      return reply(res, 400, ErrorCode.InvalidRequest, 'Bad Request: no valid session id (start with initialize)');
    if (sessions.size >= maxSessions) return reply(res, 503, ErrorCode.InvalidRequest, 'Too many sessions');

    // The session id exists only once the transport has handled initialize, after connecting.
    const holder: { connection?: GatewayConnection } = {};
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (sessionId) => {
        if (holder.connection !== undefined) sessions.set(sessionId, { transport, connection: holder.connection, lastSeen: Date.now() });
      },
    });
    const opened = await gateway.connect(transport);
    holder.connection = opened;
    opened.onclose = chain(opened.onclose, () => {
      if (transport.sessionId !== undefined) sessions.delete(transport.sessionId);
    });
    await transport.handleRequest(req, res, body);
    // The transport refused the initialize (bad headers, ...): no session came of it.
    if (transport.sessionId === undefined) await opened.close();
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const hostPart = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const names = [`${hostPart}:${address.port}`, `localhost:${address.port}`];
  allowedHosts = new Set(names);
  allowedOrigins = new Set(names.map((n) => `http://${n}`));

  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [id, session] of sessions) {
        if (now - session.lastSeen > idleMs) {
          sessions.delete(id);
          void session.connection.close();
        }
      }
    },
    Math.max(1_000, Math.min(60_000, idleMs / 4)),
  );
  sweep.unref();

  return {
    url: new URL(`http://${names[0]}${path}`),
    get sessions() {
      return sessions.size;
    },
    async close() {
      clearInterval(sweep);
      await Promise.all([...sessions.values()].map((s) => s.connection.close()));
      sessions.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const BAD_BODY = Symbol('bad body');

/** The parsed JSON body, or BAD_BODY after answering 413 / 400 itself. */
async function readJson(req: IncomingMessage, res: ServerResponse, max: number): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) tooLarge = true;
    if (tooLarge) {
      // Drain a while so the client reads the 413, then cut the connection off.
      if (size > max * 4) break;
      continue;
    }
    chunks.push(chunk);
  }
  if (tooLarge) {
    res.setHeader('connection', 'close');
    reply(res, 413, ErrorCode.InvalidRequest, `Request body exceeds ${max} bytes`);
    return BAD_BODY;
  }
  try {
    return JSON.parse(Buffer.concat(chunks, size).toString('utf8')) as unknown;
  } catch {
    reply(res, 400, ErrorCode.ParseError, 'Parse error: invalid JSON');
    return BAD_BODY;
  }
}

function reply(res: ServerResponse, status: number, code: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code, message } }));
}

function digest(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

/** Constant-time comparison of digests, so the secret's length and prefix do not leak through timing. */
function authorised(header: string | undefined, expected: Buffer): boolean {
  if (header === undefined || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice(7)), expected);
}

function chain(first: (() => void) | undefined, second: () => void): () => void {
  return () => {
    first?.();
    second();
  };
}
