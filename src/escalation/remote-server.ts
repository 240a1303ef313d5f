/**
 * The other end of a {@link RemoteVerifier}: an HTTP(S) endpoint that runs a verifier (an LLM
 * judge, a human approval queue, a composition) for fences in other processes or on other hosts.
 *
 * ```ts
 * const server = await serveVerifier(new HumanVerifier({ queue, timeoutMs: 300_000 }), {
 *   port: 8788, apiKeys: [process.env.VERIFIER_KEY!], tls: { cert, key, ca, requireClientCert: true },
 * });
 * ```
 *
 * It fails closed like the fence: the verifier runs through the fail-closed runner with the
 * deadline the caller announced (capped by `maxDeadlineMs`), so its errors, silences and malformed
 * answers come back as `deny` verdicts with reasons. A request it cannot read is a 4xx (the
 * client then fails closed too). A client that goes away aborts the verification. It binds to
 * loopback unless told otherwise; beyond loopback use TLS, and API keys or client certificates.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { UsageError } from '../errors.ts';
import { runVerifier } from './fail-closed.ts';
import { REMOTE_PROTOCOL_VERSION, REMOTE_VERIFY_PATH } from './remote.ts';
import type { VerificationRequest, Verifier } from './verifier.ts';

export interface VerifierServerTls {
  readonly cert: string | Buffer;
  readonly key: string | Buffer;
  /** PEM authorities that sign client certificates (for mutual TLS). */
  readonly ca?: string | Buffer;
  /** Refuse clients without a certificate signed by `ca` (mutual TLS). */
  readonly requireClientCert?: boolean;
}

export interface VerifierServerOptions {
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  /** Accepted bearer keys; none means no key is asked for (use client certificates then, or loopback only). */
  readonly apiKeys?: readonly string[];
  readonly tls?: VerifierServerTls;
  /** The longest deadline a caller may announce, ms (default 600,000). */
  readonly maxDeadlineMs?: number;
  /** Largest request body, bytes (default 256 KiB). */
  readonly maxBodyBytes?: number;
}

export interface VerifierServer {
  /** The base URL clients give {@link RemoteVerifier}. */
  readonly url: string;
  close(): Promise<void>;
}

const Provenance = z.enum(['intent', 'tool-output', 'unknown', 'free']);
const Body = z.object({
  v: z.literal(REMOTE_PROTOCOL_VERSION),
  deadlineMs: z.number().positive().finite(),
  request: z.object({
    call: z.object({ tool: z.string().min(1).max(256), args: z.record(z.string(), z.unknown()), id: z.string().max(256).optional() }),
    actionClass: z.string().min(1).max(64),
    intent: z
      .string()
      .max(64 * 1024)
      .nullable(),
    principal: z.string().max(4096),
    scope: z.array(z.string().max(64)).max(1024),
    score: z.number().min(0).max(1).nullable(),
    provenance: z.record(z.string(), Provenance),
    intentEntities: z.array(z.string().max(4096)).max(1024).optional(),
    origins: z.record(z.string(), z.enum(['intent', 'read', 'instructions', 'mixed', 'nowhere', 'free'])).optional(),
    roles: z
      .record(z.string(), z.enum(['recipient', 'amount', 'currency', 'account', 'path', 'url', 'identifier', 'date', 'text', 'other']))
      .optional(),
    destructive: z.boolean().optional(),
    removalRequested: z.boolean().optional(),
    readDelegated: z
      .array(z.enum(['recipient', 'amount', 'currency', 'account', 'path', 'url', 'identifier', 'date', 'text', 'other']))
      .max(16)
      .optional(),
    effectUncertain: z.boolean().optional(),
    linkNotAsked: z.boolean().optional(),
    targetNamed: z.boolean().optional(),
    contradictsIntent: z.boolean().optional(),
    extraNotAsked: z.boolean().optional(),
    valueNotGiven: z.boolean().optional(),
  }),
});

/** Start serving `verifier`. Resolves once the server listens. */
export async function serveVerifier(verifier: Verifier, options: VerifierServerOptions = {}): Promise<VerifierServer> {
  if (typeof verifier?.verify !== 'function') throw new UsageError('ERR_INVALID_ARGUMENT', 'verifier must have a verify() method');
  const maxDeadlineMs = options.maxDeadlineMs ?? 600_000;
  const maxBodyBytes = options.maxBodyBytes ?? 256 * 1024;
  const keys = (options.apiKeys ?? []).map(digest);
  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    void answer(req, res, verifier, { keys, maxDeadlineMs, maxBodyBytes });
  };
  const tls = options.tls;
  const server: Server =
    tls === undefined
      ? createHttpServer(handler)
      : createHttpsServer(
          {
            cert: tls.cert,
            key: tls.key,
            ...(tls.ca === undefined ? {} : { ca: tls.ca }),
            requestCert: tls.requireClientCert === true,
            rejectUnauthorized: tls.requireClientCert === true,
          },
          handler,
        );
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `${tls === undefined ? 'http' : 'https'}://${shown}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

interface Limits {
  readonly keys: readonly Buffer[];
  readonly maxDeadlineMs: number;
  readonly maxBodyBytes: number;
}

async function answer(req: IncomingMessage, res: ServerResponse, verifier: Verifier, limits: Limits): Promise<void> {
  if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://x').pathname !== REMOTE_VERIFY_PATH) return send(res, 404, { error: 'not found' });
  if (limits.keys.length > 0 && !authorised(req.headers.authorization, limits.keys)) return send(res, 401, { error: 'unauthorized' });
  let parsed: z.infer<typeof Body>;
  try {
    const text = await readBody(req, limits.maxBodyBytes);
    const result = Body.safeParse(JSON.parse(text));
    if (!result.success) return send(res, 400, { error: 'the body is not a verification request' });
    parsed = result.data;
  } catch {
    return send(res, 400, { error: 'the body is not a verification request' });
  }
  // The client going away ends the verification: nobody is left to act on its answer.
  const gone = new AbortController();
  res.on('close', () => gone.abort(new Error('client closed the connection')));
  const request = parsed.request as VerificationRequest;
  const outcome = await runVerifier(verifier, request, { timeoutMs: Math.min(parsed.deadlineMs, limits.maxDeadlineMs), signal: gone.signal });
  send(res, 200, { verdict: outcome.verdict, reasons: outcome.reasons });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.writableEnded || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  res.end(text);
}

async function readBody(req: IncomingMessage, max: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function digest(key: string): Buffer {
  if (typeof key !== 'string' || key.length < 16)
    throw new UsageError('ERR_INVALID_ARGUMENT', 'options.apiKeys must be strings of at least 16 characters');
  return createHash('sha256').update(key).digest();
}

function authorised(header: string | undefined, keys: readonly Buffer[]): boolean {
  const match = /^Bearer ([^\s]{1,512})$/.exec(header ?? '');
  if (match === null) return false;
  const presented = createHash('sha256')
    .update(match[1] as string)
    .digest();
  let ok = false;
  for (const key of keys) ok = timingSafeEqual(presented, key) || ok;
  return ok;
}
