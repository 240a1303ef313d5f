/**
 * One downstream MCP server behind the gateway: its connection (a child process over stdio, or
 * any transport), its tool list (paginated, bounded, refreshed on `notifications/tools/list_changed`),
 * the calls the gateway forwards to it, and what happens when it dies (the gateway stays up; the
 * server is restarted a bounded number of times).
 *
 * The child gets the SDK's default environment plus `env`: nothing of the gateway's own
 * environment, in particular not the capability token, leaks to a tool server.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  type CallToolResult,
  CallToolResultSchema,
  type GetPromptResult,
  type Progress,
  type Prompt,
  PromptListChangedNotificationSchema,
  type ReadResourceResult,
  type Resource,
  ResourceListChangedNotificationSchema,
  type ResourceTemplate,
  type ServerCapabilities,
  type Tool,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { ConfigError, describeError, UsageError, DownstreamError } from '../../errors.ts';
import { resolve } from 'node:path';
import { OrderedTransport } from './transports/ordered.ts';

/** A downstream server started as a child process speaking MCP on stdio. */
export interface StdioDownstreamSpec {
  /** Names the server in logs and errors. */
  readonly name: string;
  readonly command: string;
  readonly args?: readonly string[];
  /** Extra environment for the child (on top of the SDK's minimal default: PATH, HOME, ...). */
  readonly env?: Readonly<Record<string, string>>;
  readonly cwd?: string;
  /** Exposed tool names get this prefix (use it when two servers publish the same names). */
  readonly prefix?: string;
  /** Where the child's stderr goes: the gateway's (default), nowhere, or a pipe the gateway logs. */
  readonly stderr?: 'inherit' | 'ignore' | 'pipe';
}

/** A downstream server reached through a transport the caller builds (a new one per connection). */
export interface TransportDownstreamSpec {
  readonly name: string;
  readonly connect: () => Transport;
  readonly prefix?: string;
}

export type DownstreamSpec = StdioDownstreamSpec | TransportDownstreamSpec;

export interface DownstreamOptions {
  /** Deadline for connecting and listing tools (default 20 s). */
  readonly connectTimeoutMs?: number;
  /** How many times a server that died is restarted (default 3), with doubling delays from `restartDelayMs` (default 250). */
  readonly maxRestarts?: number;
  readonly restartDelayMs?: number;
  /** Largest message accepted from the server (default 16 MiB); a larger one counts as a crash. */
  readonly maxMessageBytes?: number;
}

export interface DownstreamEvents {
  /** The server's tool list changed (listed again, came up, or went down). */
  readonly onToolsChanged: (downstream: Downstream) => void;
  /** The server said its resource or prompt list changed (passed on to the clients). */
  readonly onListChanged?: (what: 'resources' | 'prompts') => void;
  readonly log: (line: string) => void;
}

export interface CallOptions {
  readonly signal: AbortSignal;
  readonly timeoutMs: number;
  readonly onprogress?: (progress: Progress) => void;
}

const MAX_PAGES = 64;
const MAX_TOOLS = 4_096;

export class Downstream {
  readonly name: string;
  readonly prefix: string;
  readonly #spec: DownstreamSpec;
  readonly #options: Required<DownstreamOptions>;
  readonly #events: DownstreamEvents;
  #client: Client | undefined;
  #tools: readonly Tool[] = [];
  #closed = false;
  #restarts = 0;
  #restartTimer: ReturnType<typeof setTimeout> | undefined;
  #refreshing: Promise<void> | undefined;
  #refreshAgain = false;

  constructor(spec: DownstreamSpec, options: DownstreamOptions, events: DownstreamEvents) {
    if (typeof spec.name !== 'string' || spec.name.length === 0) throw new UsageError('ERR_INVALID_ARGUMENT', 'spec.name must be a non-empty string');
    this.name = spec.name;
    this.prefix = spec.prefix ?? '';
    this.#spec = spec;
    this.#options = {
      connectTimeoutMs: options.connectTimeoutMs ?? 20_000,
      maxRestarts: options.maxRestarts ?? 3,
      restartDelayMs: options.restartDelayMs ?? 250,
      maxMessageBytes: options.maxMessageBytes ?? 16 * 1024 * 1024,
    };
    this.#events = events;
  }

  /**
   * The working directory of a server the gateway starts itself (it shares the gateway's file
   * system, so paths can be resolved as it will open them); undefined for a server reached
   * through a transport, whose file system the gateway does not know.
   */
  get cwd(): string | undefined {
    return 'command' in this.#spec ? resolve(this.#spec.cwd ?? process.cwd()) : undefined;
  }

  /** Connect and list the server's tools. Throws {@link ConfigError} when the server cannot be started or listed. */
  async start(): Promise<void> {
    const client = new Client({ name: 'capfence-gateway', version: '0.1.0' }, { capabilities: {} });
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => this.#refresh());
    client.setNotificationHandler(ResourceListChangedNotificationSchema, () => this.#events.onListChanged?.('resources'));
    client.setNotificationHandler(PromptListChangedNotificationSchema, () => this.#events.onListChanged?.('prompts'));
    const transport = new OrderedTransport(this.#transport());
    try {
      await client.connect(transport, { timeout: this.#options.connectTimeoutMs });
      this.#tools = await listAll(client, this.#options.connectTimeoutMs);
    } catch (cause) {
      await client.close().catch(() => undefined);
      throw new ConfigError(
        'ERR_CONFIG_INVALID',
        `downstream server "${this.name}" could not be started or listed (${describeError(cause)})`,
        undefined,
        { cause },
      );
    }
    if (this.#closed) {
      await client.close().catch(() => undefined);
      return;
    }
    this.#client = client;
    // Set after connecting: a failed start must not schedule restarts of its own.
    client.onclose = () => this.#lost(client);
    client.onerror = (error) => this.#events.log(`downstream "${this.name}": ${describeError(error)}`);
  }

  get up(): boolean {
    return this.#client !== undefined;
  }

  /** The tools the server listed last; empty while it is down. */
  get tools(): readonly Tool[] {
    return this.#client === undefined ? [] : this.#tools;
  }

  /** Forward one tools/call. Rejects when the server is down, errs, times out or the signal aborts. */
  async call(name: string, args: Record<string, unknown>, options: CallOptions): Promise<CallToolResult> {
    const client = this.#client;
    if (client === undefined) throw new DownstreamError(this.name);
    return client.request({ method: 'tools/call', params: { name, arguments: args } }, CallToolResultSchema, {
      signal: options.signal,
      timeout: options.timeoutMs,
      ...(options.onprogress === undefined
        ? {}
        : { onprogress: options.onprogress, resetTimeoutOnProgress: true, maxTotalTimeout: options.timeoutMs * 10 }),
    });
  }

  /** What the server declared at initialisation (undefined while it is down). */
  get capabilities(): ServerCapabilities | undefined {
    return this.#client?.getServerCapabilities();
  }

  /** Every page of resources/list (bounded); empty when the server has no resources. */
  resources(timeoutMs: number): Promise<Resource[]> {
    const client = this.#client;
    if (client?.getServerCapabilities()?.resources === undefined) return Promise.resolve([]);
    return pages((cursor) => client.listResources(cursor, { timeout: timeoutMs }).then((r) => ({ items: r.resources, next: r.nextCursor })));
  }

  /** Every page of resources/templates/list (bounded). */
  resourceTemplates(timeoutMs: number): Promise<ResourceTemplate[]> {
    const client = this.#client;
    if (client?.getServerCapabilities()?.resources === undefined) return Promise.resolve([]);
    return pages((cursor) =>
      client.listResourceTemplates(cursor, { timeout: timeoutMs }).then((r) => ({ items: r.resourceTemplates, next: r.nextCursor })),
    );
  }

  /** Every page of prompts/list (bounded). */
  prompts(timeoutMs: number): Promise<Prompt[]> {
    const client = this.#client;
    if (client?.getServerCapabilities()?.prompts === undefined) return Promise.resolve([]);
    return pages((cursor) => client.listPrompts(cursor, { timeout: timeoutMs }).then((r) => ({ items: r.prompts, next: r.nextCursor })));
  }

  /** Forward one resources/read. Rejects when the server is down, errs, times out or the signal aborts. */
  readResource(uri: string, options: { signal: AbortSignal; timeoutMs: number }): Promise<ReadResourceResult> {
    const client = this.#client;
    if (client === undefined) return Promise.reject(new DownstreamError(this.name));
    return client.readResource({ uri }, { signal: options.signal, timeout: options.timeoutMs });
  }

  /** Forward one prompts/get. */
  getPrompt(name: string, args: Record<string, string> | undefined, options: { signal: AbortSignal; timeoutMs: number }): Promise<GetPromptResult> {
    const client = this.#client;
    if (client === undefined) return Promise.reject(new DownstreamError(this.name));
    return client.getPrompt({ name, ...(args === undefined ? {} : { arguments: args }) }, { signal: options.signal, timeout: options.timeoutMs });
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#restartTimer);
    const client = this.#client;
    this.#client = undefined;
    await client?.close().catch(() => undefined);
  }

  #transport(): Transport {
    const spec = this.#spec;
    if ('connect' in spec) return spec.connect();
    const transport = new StdioClientTransport({
      command: spec.command,
      args: [...(spec.args ?? [])],
      ...(spec.env === undefined ? {} : { env: { ...spec.env } }),
      ...(spec.cwd === undefined ? {} : { cwd: spec.cwd }),
      stderr: spec.stderr ?? 'inherit',
      maxBufferSize: this.#options.maxMessageBytes,
    });
    if (spec.stderr === 'pipe')
      transport.stderr?.on('data', (chunk: Buffer) => this.#events.log(`downstream "${this.name}" stderr: ${chunk.toString('utf8').trimEnd()}`));
    return transport;
  }

  /** The connection ended without close(): the server crashed or closed its end. */
  #lost(client: Client): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    this.#events.log(`downstream "${this.name}" disconnected`);
    this.#events.onToolsChanged(this);
    this.#scheduleRestart();
  }

  /** Restart with doubling delays while attempts remain (over the gateway's lifetime). */
  #scheduleRestart(): void {
    if (this.#closed || this.#restarts >= this.#options.maxRestarts) return;
    const delay = this.#options.restartDelayMs * 2 ** this.#restarts;
    this.#restarts += 1;
    this.#restartTimer = setTimeout(() => {
      this.start().then(
        () => {
          this.#events.log(`downstream "${this.name}" restarted`);
          this.#events.onToolsChanged(this);
        },
        (error: unknown) => {
          this.#events.log(describeError(error));
          this.#scheduleRestart();
        },
      );
    }, delay);
    this.#restartTimer.unref();
  }

  /** List again after list_changed; concurrent notifications coalesce into one more listing. */
  #refresh(): Promise<void> {
    if (this.#refreshing !== undefined) {
      this.#refreshAgain = true;
      return this.#refreshing;
    }
    const client = this.#client;
    if (client === undefined) return Promise.resolve();
    this.#refreshing = listAll(client, this.#options.connectTimeoutMs)
      .then(
        (tools) => {
          if (this.#client !== client) return;
          this.#tools = tools;
          this.#events.onToolsChanged(this);
        },
        (error: unknown) => this.#events.log(`downstream "${this.name}": listing tools failed (${describeError(error)})`),
      )
      .finally(() => {
        this.#refreshing = undefined;
        if (this.#refreshAgain) {
          this.#refreshAgain = false;
          void this.#refresh();
        }
      });
    return this.#refreshing;
  }
}

/** Every page of a list, bounded in pages and items: a server cannot make the gateway loop forever. */
async function pages<T>(list: (cursor: { cursor: string } | undefined) => Promise<{ items: T[]; next: string | undefined }>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await list(cursor === undefined ? undefined : { cursor });
    items.push(...result.items);
    if (items.length > MAX_TOOLS) throw new UsageError('ERR_OUT_OF_RANGE', `more than ${MAX_TOOLS} items listed`);
    cursor = result.next;
    if (cursor === undefined) return items;
  }
  throw new UsageError('ERR_OUT_OF_RANGE', `a list did not end within ${MAX_PAGES} pages`);
}

/** Every page of tools/list, bounded in pages and tools: a server cannot make the gateway loop forever. */
async function listAll(client: Client, timeoutMs: number): Promise<Tool[]> {
  // A server of resources or prompts only has no tools to list.
  if (client.getServerCapabilities()?.tools === undefined) return [];
  const tools: Tool[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await client.listTools(cursor === undefined ? {} : { cursor }, { timeout: timeoutMs });
    tools.push(...result.tools);
    if (tools.length > MAX_TOOLS) throw new UsageError('ERR_OUT_OF_RANGE', `more than ${MAX_TOOLS} tools listed`);
    cursor = result.nextCursor;
    if (cursor === undefined) return tools;
  }
  throw new UsageError('ERR_OUT_OF_RANGE', `tools/list did not end within ${MAX_PAGES} pages`);
}
