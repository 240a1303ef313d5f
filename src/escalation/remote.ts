/**
 * A verifier in another process or on another host (the paper's secondary setting): the
 * escalation band goes over HTTP(S) to a {@link serveVerifier} endpoint, which runs the heavier
 * verifier (an LLM judge, a human queue) there.
 *
 * ```ts
 * const remote = new RemoteVerifier({ url: 'https://verifier.internal:8788', apiKey, tls: { cert, key, ca } });
 * const fence = createFence({ keyring, tools, verifier: remote, verifierTimeoutMs: 20_000 });
 * ```
 *
 * Wire format (version 1): `POST <url>/v1/verify` with `{"v":1,"deadlineMs":…,"request":{…}}`
 * (the {@link VerificationRequest} as JSON) answers `200 {"verdict":…,"reasons":[…]}`. The
 * request carries argument values: send it only to a verifier you trust, over TLS when it leaves
 * the host. The client fails closed: a refused connection, a TLS failure, a non-200 status, a
 * body over the size cap or not JSON is an error, and the fail-closed runner turns it (and any
 * malformed verdict, and a missed deadline) into a denial. The caller's signal aborts the request.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { UsageError } from '../errors.ts';
import type { VerificationRequest, Verifier, VerifierVerdict } from './verifier.ts';

/** The path every remote verifier answers on. */
export const REMOTE_VERIFY_PATH = '/v1/verify';
export const REMOTE_PROTOCOL_VERSION = 1;

export interface RemoteTlsOptions {
  /** PEM: the certificate authorities to trust for the server (default: the system's). */
  readonly ca?: string | Buffer;
  /** PEM client certificate and key, for mutual TLS. */
  readonly cert?: string | Buffer;
  readonly key?: string | Buffer;
  /** The server name to check the certificate against, when it differs from the URL's host. */
  readonly servername?: string;
}

export interface RemoteVerifierOptions {
  /** Base URL of the verifier endpoint, `http://` or `https://`. */
  readonly url: string;
  /** Sent as `Authorization: Bearer`; never logged or put in reasons. */
  readonly apiKey?: string;
  readonly tls?: RemoteTlsOptions;
  /** Names the verifier in reasons (default `remote`). */
  readonly name?: string;
  /** The deadline announced to the server, ms (default 5,000); the fence's own deadline still rules. */
  readonly deadlineMs?: number;
  /** Largest answer read, in bytes (default 64 KiB). */
  readonly maxResponseBytes?: number;
}

export class RemoteVerifier implements Verifier {
  readonly name: string;
  readonly #endpoint: URL;
  readonly #options: RemoteVerifierOptions;
  readonly #maxBytes: number;
  readonly #deadlineMs: number;

  constructor(options: RemoteVerifierOptions) {
    let base: URL;
    try {
      base = new URL(options?.url);
    } catch {
      throw new UsageError('ERR_INVALID_ARGUMENT', 'options.url must be an absolute http(s) URL');
    }
    if (base.protocol !== 'http:' && base.protocol !== 'https:')
      throw new UsageError('ERR_INVALID_ARGUMENT', 'options.url must be an absolute http(s) URL');
    if (base.username !== '' || base.password !== '')
      throw new UsageError('ERR_INVALID_ARGUMENT', 'options.url must not carry credentials; use options.apiKey');
    if (options.tls !== undefined && base.protocol !== 'https:') throw new UsageError('ERR_INVALID_ARGUMENT', 'options.tls needs an https:// URL');
    this.#deadlineMs = positive(options.deadlineMs ?? 5_000, 'options.deadlineMs');
    this.#maxBytes = positive(options.maxResponseBytes ?? 64 * 1024, 'options.maxResponseBytes');
    this.#endpoint = new URL(`${base.pathname.replace(/\/+$/, '')}${REMOTE_VERIFY_PATH}`, base);
    this.#options = options;
    this.name = options.name ?? 'remote';
  }

  verify(request: VerificationRequest, signal: AbortSignal): Promise<VerifierVerdict> {
    signal.throwIfAborted();
    const body = JSON.stringify({ v: REMOTE_PROTOCOL_VERSION, deadlineMs: this.#deadlineMs, request });
    const https = this.#endpoint.protocol === 'https:';
    const tls = this.#options.tls;
    return new Promise<VerifierVerdict>((resolve, reject) => {
      const send = https ? httpsRequest : httpRequest;
      const req = send(
        this.#endpoint,
        {
          method: 'POST',
          signal,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...(this.#options.apiKey === undefined ? {} : { authorization: `Bearer ${this.#options.apiKey}` }),
          },
          ...(https && tls !== undefined
            ? {
                ...(tls.ca === undefined ? {} : { ca: tls.ca }),
                ...(tls.cert === undefined ? {} : { cert: tls.cert }),
                ...(tls.key === undefined ? {} : { key: tls.key }),
                ...(tls.servername === undefined ? {} : { servername: tls.servername }),
              }
            : {}),
        },
        (res) => {
          readAnswer(res, this.#maxBytes).then((answer) => resolve(answer as VerifierVerdict), reject);
        },
      );
      // Every transport failure rejects; the runner reports it as verifier.error (fail closed).
      req.on('error', reject);
      req.end(body);
    });
  }
}

/** The answer's JSON body, unvalidated: the fail-closed runner checks the verdict's shape. */
async function readAnswer(res: IncomingMessage, maxBytes: number): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      res.destroy();
      throw new Error(`answer larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  if (res.statusCode !== 200) throw new Error(`verifier answered HTTP ${res.statusCode ?? 'without a status'}`);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new Error('verifier answered a body that is not JSON');
  }
}

function positive(value: number, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
    throw new UsageError('ERR_OUT_OF_RANGE', `${what} must be a positive number`);
  return value;
}
