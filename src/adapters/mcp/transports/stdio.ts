/**
 * The gateway's stdio server transport: newline-delimited JSON-RPC on stdin/stdout, hardened for
 * input the SDK's own transport handles badly. A line that is not JSON gets a Parse error
 * (-32700), one that is not a JSON-RPC message an Invalid Request (-32600), a line longer than
 * `maxMessageBytes` is discarded up to its newline and answered with Invalid Request — and in
 * every case the connection stays up (the SDK's transport closes itself on an oversized line and
 * answers malformed ones with silence).
 */
import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, type JSONRPCMessage, JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js';
import { UsageError } from '../../../errors.ts';

export interface GatewayStdioOptions {
  readonly stdin?: Readable;
  readonly stdout?: Writable;
  /** Longest accepted line in bytes (default 4 MiB). */
  readonly maxMessageBytes?: number;
}

const NEWLINE = 0x0a;

export class GatewayStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  readonly #stdin: Readable;
  readonly #stdout: Writable;
  readonly #max: number;
  #chunks: Buffer[] = [];
  #size = 0;
  /** True while discarding the rest of an oversized line. */
  #skipping = false;
  #started = false;
  #closed = false;

  constructor(options: GatewayStdioOptions = {}) {
    this.#stdin = options.stdin ?? process.stdin;
    this.#stdout = options.stdout ?? process.stdout;
    this.#max = options.maxMessageBytes ?? 4 * 1024 * 1024;
    if (!Number.isInteger(this.#max) || this.#max < 64)
      throw new UsageError('ERR_OUT_OF_RANGE', 'options.maxMessageBytes must be an integer of at least 64');
  }

  async start(): Promise<void> {
    if (this.#started) throw new UsageError('ERR_INVALID_STATE', 'GatewayStdioTransport already started');
    this.#started = true;
    this.#stdin.on('data', this.#onData);
    this.#stdin.on('error', this.#onStreamError);
    this.#stdin.on('end', this.#onEnd);
    this.#stdout.on('error', this.#onStreamError);
  }

  send(message: JSONRPCMessage): Promise<void> {
    if (this.#closed) return Promise.reject(new Error('transport closed'));
    return new Promise((resolve) => {
      if (this.#stdout.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.#stdout.once('drain', resolve);
    });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#stdin.off('data', this.#onData);
    this.#stdin.off('error', this.#onStreamError);
    this.#stdin.off('end', this.#onEnd);
    this.#stdout.off('error', this.#onStreamError);
    if (this.#stdin.listenerCount('data') === 0) this.#stdin.pause();
    this.#chunks = [];
    this.onclose?.();
  }

  readonly #onData = (chunk: Buffer | string): void => {
    let data = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    while (data.length > 0 && !this.#closed) {
      const newline = data.indexOf(NEWLINE);
      const part = newline === -1 ? data : data.subarray(0, newline);
      if (!this.#skipping) {
        if (this.#size + part.length > this.#max) {
          this.#chunks = [];
          this.#size = 0;
          this.#skipping = true;
          this.#reject(null, ErrorCode.InvalidRequest, `Invalid Request: message exceeds ${this.#max} bytes`);
        } else {
          this.#chunks.push(part);
          this.#size += part.length;
        }
      }
      if (newline === -1) return;
      if (this.#skipping) this.#skipping = false;
      else this.#line(Buffer.concat(this.#chunks, this.#size).toString('utf8'));
      this.#chunks = [];
      this.#size = 0;
      data = data.subarray(newline + 1);
    }
  };

  readonly #onStreamError = (error: Error): void => {
    this.onerror?.(error);
    // The client's end of the pipe is gone: nothing more can be said to it.
    if ((error as NodeJS.ErrnoException).code === 'EPIPE') void this.close();
  };

  readonly #onEnd = (): void => {
    void this.close();
  };

  #line(text: string): void {
    const line = text.endsWith('\r') ? text.slice(0, -1) : text;
    if (line.trim().length === 0) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      this.#reject(null, ErrorCode.ParseError, 'Parse error: invalid JSON');
      return;
    }
    const message = JSONRPCMessageSchema.safeParse(parsed);
    if (!message.success) {
      this.#reject(idOf(parsed), ErrorCode.InvalidRequest, 'Invalid Request: not a JSON-RPC 2.0 message');
      return;
    }
    try {
      this.onmessage?.(message.data);
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error('message handler failed'));
    }
  }

  #reject(id: string | number | null, code: number, message: string): void {
    const error = new Error(message);
    error.name = code === ErrorCode.ParseError ? 'malformed JSON from the client' : 'invalid JSON-RPC message from the client';
    this.onerror?.(error);
    if (this.#closed) return;
    // JSON-RPC 2.0 §5: an error whose request id cannot be read is answered with id null.
    this.#stdout.write(`${JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } })}\n`);
  }
}

/** The id of something that looked like a request, if it has a usable one. */
function idOf(value: unknown): string | number | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const id = (value as { id?: unknown }).id;
  return (typeof id === 'string' && id.length <= 256) || (typeof id === 'number' && Number.isFinite(id)) ? id : null;
}
