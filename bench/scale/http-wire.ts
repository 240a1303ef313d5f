/**
 * A keep-alive HTTP/1.1 connection for load generation, on a bare socket: the caller hands it
 * whole requests (head and body, rendered once), and it frames each answer by its
 * Content-Length and returns the status and the body text. Answers come back in order; an answer
 * it cannot frame (no Content-Length, a chunked body, a malformed head) fails that request and
 * closes the connection, so nothing unread is ever taken for an answer. A connection that fails
 * or is closed by the server is opened again by the next request.
 *
 * Node's `http.request` parses every header into objects, runs an agent, a request and a
 * response stream per call; for a bench whose server answers in a tenth of a millisecond that
 * was most of the client's cost.
 */
import { connect, type Socket } from 'node:net';

export interface WireAnswer {
  readonly status: number;
  readonly body: string;
}

interface Pending {
  readonly resolve: (answer: WireAnswer) => void;
  readonly reject: (error: Error) => void;
  readonly sentAt: number;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const MAX_HEAD = 16 * 1024;

export class WireConnection {
  readonly #host: string;
  readonly #port: number;
  readonly #timeoutMs: number;
  #socket: Socket | undefined;
  #pending: Pending[] = [];
  #buffer: Buffer = Buffer.alloc(0);
  #timer: NodeJS.Timeout | undefined;

  constructor(host: string, port: number, timeoutMs: number) {
    this.#host = host;
    this.#port = port;
    this.#timeoutMs = timeoutMs;
  }

  /** Send one whole request; resolves with its answer, rejects if the connection fails first. */
  send(request: Buffer): Promise<WireAnswer> {
    const socket = this.#socket ?? this.#open();
    return new Promise((resolve, reject) => {
      this.#pending.push({ resolve, reject, sentAt: performance.now() });
      socket.write(request);
    });
  }

  close(): void {
    this.#fail(new Error('closed'));
  }

  #open(): Socket {
    const socket = connect({ host: this.#host, port: this.#port, noDelay: true });
    this.#socket = socket;
    this.#buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => this.#read(chunk));
    socket.on('error', (error) => this.#fail(error, socket));
    socket.on('close', () => this.#fail(new Error('the connection closed'), socket));
    // One timer per connection, not per request: the oldest request in flight must not wait longer than the timeout.
    this.#timer = setInterval(() => {
      const oldest = this.#pending[0];
      if (oldest !== undefined && performance.now() - oldest.sentAt > this.#timeoutMs) this.#fail(new Error('timeout'));
    }, 1_000);
    this.#timer.unref();
    return socket;
  }

  #read(chunk: Buffer): void {
    this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
    for (;;) {
      const end = this.#buffer.indexOf(HEAD_END);
      if (end < 0) {
        if (this.#buffer.length > MAX_HEAD) this.#fail(new Error('an answer head too long'));
        return;
      }
      const framed = frame(this.#buffer.toString('latin1', 0, end));
      if (framed instanceof Error) return this.#fail(framed);
      const total = end + HEAD_END.length + framed.length;
      if (this.#buffer.length < total) return;
      const body = this.#buffer.toString('utf8', end + HEAD_END.length, total);
      this.#buffer = this.#buffer.subarray(total);
      const pending = this.#pending.shift();
      if (pending === undefined) return this.#fail(new Error('an answer nobody asked for'));
      pending.resolve({ status: framed.status, body });
      if (framed.close) return this.#fail(new Error('the server closed the connection'));
    }
  }

  /** Reject every request in flight and drop the socket (a stale socket's late events are ignored). */
  #fail(error: Error, from?: Socket): void {
    if (from !== undefined && from !== this.#socket) return;
    const socket = this.#socket;
    this.#socket = undefined;
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
    const pending = this.#pending;
    this.#pending = [];
    this.#buffer = Buffer.alloc(0);
    socket?.destroy();
    for (const p of pending) p.reject(error);
  }
}

/** Status, body length and whether the server closes after this answer, from an answer's head; an Error if it cannot be framed. */
export function frame(head: string): { status: number; length: number; close: boolean } | Error {
  const lines = head.split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '');
  if (status === null) return new Error('a malformed status line');
  let length: number | undefined;
  let close = lines[0]?.startsWith('HTTP/1.0') === true;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string;
    const colon = line.indexOf(':');
    if (colon < 0) return new Error('a malformed header');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-length') {
      if (!/^\d+$/.test(value) || (length !== undefined && length !== Number(value))) return new Error('a bad Content-Length');
      length = Number(value);
    } else if (name === 'transfer-encoding') {
      return new Error('a chunked answer (not supported here)');
    } else if (name === 'connection') {
      close = value
        .toLowerCase()
        .split(',')
        .some((token) => token.trim() === 'close');
    }
  }
  if (length === undefined) return new Error('an answer without Content-Length');
  return { status: Number(status[1]), length, close };
}
