/**
 * The MCP gateway: an MCP server that fronts one or more downstream MCP servers and puts the
 * fence in front of every tools/call and resources/read (resources and prompts: resources.ts).
 *
 * ```ts
 * const fence = createFence({ keyring, tools: [], verifier: escalationRouter(cedar), verifierTimeoutMs: 120_000 });
 * const gateway = await createMcpGateway({ fence, token, downstreams: [{ name: 'mail', command: 'node', args: ['mail-server.js'] }] });
 * await gateway.connect(new GatewayStdioTransport());
 * ```
 *
 * Security preconditions: the token is verified when the gateway is created (a bad token is a
 * {@link TokenError} there, not a silent deny later) and again on every call. For escalations to
 * reach the client's user through elicitation, the fence must be built with
 * {@link escalationRouter} as its verifier; otherwise the fence's own verifier decides.
 */
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ToolManifest } from '../../action/catalog.ts';
import { ConfigError, UsageError } from '../../errors.ts';
import type { ToolCatalog } from '../../action/catalog.ts';
import type { CapFence } from '../../index.ts';
import type { SessionOptions } from '../../session.ts';
import { GatewayConnection } from './connection.ts';
import { Downstream, type DownstreamOptions, type DownstreamSpec } from './downstream.ts';
import { ListBroker, registerResourceReads } from './resources.ts';
import { ToolTable } from './tools.ts';

export interface McpGatewayOptions {
  readonly fence: CapFence;
  /**
   * The capability token every call is decided under, or a function that makes one once the
   * downstream tools are known (e.g. compiled from a task the client declares). Never logged or returned.
   */
  readonly token: string | ((catalog: ToolCatalog) => string);
  readonly downstreams: readonly DownstreamSpec[];
  /** Explicit classes and argument roles, keyed by the names the client sees (prefix included). */
  readonly manifest?: ToolManifest;
  /** List only the tools whose class the token grants (calls to the others are still decided, and denied). */
  readonly hideOutOfScope?: boolean;
  /** Deadline of one forwarded call (default 60 s; progress notifications extend it, up to ten times). */
  readonly callTimeoutMs?: number;
  /** Ask the client's user on escalation when the client declares elicitation (default true), and how long to wait (default 120 s). */
  readonly elicitation?: boolean | { readonly timeoutMs?: number };
  /**
   * Resolve path arguments of servers the gateway starts (stdio) as they will open them — from
   * the server's working directory, through symlinks — so the fence checks, and the server runs,
   * the physical path (default true). See src/adapters/mcp/paths.ts.
   */
  readonly resolvePaths?: boolean;
  /** Per-client session options (e.g. the user's intent, if not the token's). */
  readonly session?: SessionOptions;
  readonly downstreamOptions?: DownstreamOptions;
  readonly serverInfo?: { readonly name: string; readonly version: string };
  /** Diagnostics (one line each, no tokens or argument values). Default: stderr. */
  readonly log?: (line: string) => void;
}

export const DEFAULT_ELICITATION_TIMEOUT_MS = 120_000;

export class McpGateway {
  readonly #options: McpGatewayOptions;
  #token: string | undefined;
  readonly #downstreams: Downstream[];
  readonly #tools: ToolTable;
  readonly #lists: ListBroker;
  readonly #connections = new Set<GatewayConnection>();
  readonly #log: (line: string) => void;
  #warnedRoute = false;
  #closed = false;

  /** Use {@link createMcpGateway}, which also starts the downstream servers. */
  constructor(options: McpGatewayOptions) {
    if (typeof options.token === 'string' ? options.token.length === 0 : typeof options.token !== 'function')
      throw new UsageError('ERR_INVALID_ARGUMENT', 'options.token must be a non-empty string or a function that makes one');
    if (!Array.isArray(options.downstreams) || options.downstreams.length === 0)
      throw new UsageError('ERR_INVALID_ARGUMENT', 'options.downstreams must name at least one server');
    this.#options = options;
    this.#log = options.log ?? ((line) => process.stderr.write(`capfence mcp: ${line}\n`));
    const graph = options.fence.graph;
    for (const [name, tool] of Object.entries(options.manifest?.tools ?? {})) {
      if (!graph.has(tool.class))
        throw new ConfigError('ERR_GRAPH_UNKNOWN_CLASS', `tool "${name}" is mapped to unknown class "${tool.class}"`, 'manifest');
    }
    this.#tools = new ToolTable(options.fence.catalog, graph, options.manifest, this.#log);
    registerResourceReads(options.fence.catalog, options.manifest);
    const names = new Set<string>();
    this.#downstreams = options.downstreams.map((spec) => {
      if (names.has(spec.name)) throw new UsageError('ERR_INVALID_ARGUMENT', `two downstream servers are named "${spec.name}"`);
      names.add(spec.name);
      return new Downstream(spec, options.downstreamOptions ?? {}, {
        onToolsChanged: () => this.#toolsChanged(),
        onListChanged: (what) => this.#listChanged(what),
        log: this.#log,
      });
    });
    this.#lists = new ListBroker(() => this.#downstreams, options.callTimeoutMs ?? 60_000);
  }

  /** Verify the token and start every downstream server. Throws TokenError / ConfigError. */
  async start(): Promise<void> {
    // Fail fast: a token that does not verify now would deny every call.
    if (typeof this.#options.token === 'string') this.#token = this.#options.fence.verifyToken(this.#options.token).raw;
    try {
      await Promise.all(this.#downstreams.map((d) => d.start()));
    } catch (error) {
      await Promise.all(this.#downstreams.map((d) => d.close()));
      throw error;
    }
    this.#tools.rebuild(this.#downstreams);
    if (typeof this.#options.token === 'function') {
      try {
        this.#token = this.#options.fence.verifyToken(this.#options.token(this.#options.fence.catalog)).raw;
      } catch (error) {
        await Promise.all(this.#downstreams.map((d) => d.close()));
        throw error;
      }
    }
  }

  /** Serve one client over `transport` (stdio, Streamable HTTP, in-memory). Resolves once connected. */
  async connect(transport: Transport): Promise<GatewayConnection> {
    if (this.#closed) throw new UsageError('ERR_INVALID_STATE', 'the gateway is closed');
    if (this.#token === undefined) throw new UsageError('ERR_INVALID_STATE', 'the gateway is not started');
    const elicitation = this.#options.elicitation ?? true;
    const connection = new GatewayConnection({
      fence: this.#options.fence,
      token: this.#token,
      tools: this.#tools,
      lists: this.#lists,
      hideOutOfScope: this.#options.hideOutOfScope ?? false,
      callTimeoutMs: this.#options.callTimeoutMs ?? 60_000,
      elicitation:
        elicitation === false ? false : { timeoutMs: (elicitation === true ? undefined : elicitation.timeoutMs) ?? DEFAULT_ELICITATION_TIMEOUT_MS },
      session: this.#options.session ?? {},
      serverInfo: this.#options.serverInfo ?? { name: 'capfence-gateway', version: '0.1.0' },
      log: this.#log,
      onRouteIgnored: () => this.#routeIgnored(),
      resolvePaths: this.#options.resolvePaths ?? true,
    });
    this.#connections.add(connection);
    connection.onclose = () => this.#connections.delete(connection);
    await connection.connect(transport);
    return connection;
  }

  /** The fence's Prometheus metrics (the sidecar's series) with the gateway's own gauges, in exposition format. */
  metrics(): string {
    const lines = this.#options.fence.metrics.lines();
    lines.push(
      '# HELP capfence_gateway_connections Connected MCP clients.',
      '# TYPE capfence_gateway_connections gauge',
      `capfence_gateway_connections ${this.#connections.size}`,
      '# HELP capfence_gateway_tools Tools the gateway exposes.',
      '# TYPE capfence_gateway_tools gauge',
      `capfence_gateway_tools ${this.#tools.tools.length}`,
    );
    return `${lines.join('\n')}\n`;
  }

  /** The tools the gateway exposes now (before any scope filtering). */
  get tools(): readonly Tool[] {
    return this.#tools.tools;
  }

  get connections(): number {
    return this.#connections.size;
  }

  /** Close every client connection and stop the downstream servers. The fence is the caller's to close. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await Promise.all([...this.#connections].map((c) => c.close()));
    await Promise.all(this.#downstreams.map((d) => d.close()));
  }

  #toolsChanged(): void {
    if (this.#closed) return;
    if (this.#tools.rebuild(this.#downstreams)) for (const connection of this.#connections) connection.toolsChanged();
  }

  #listChanged(what: 'resources' | 'prompts'): void {
    if (this.#closed) return;
    for (const connection of this.#connections) connection.listChanged(what);
  }

  #routeIgnored(): void {
    if (this.#warnedRoute) return;
    this.#warnedRoute = true;
    this.#log("an escalation was not routed to the client's user: build the fence with verifier: escalationRouter(...) to use elicitation");
  }
}

/** Create a gateway and start its downstream servers. */
export async function createMcpGateway(options: McpGatewayOptions): Promise<McpGateway> {
  const gateway = new McpGateway(options);
  await gateway.start();
  return gateway;
}
