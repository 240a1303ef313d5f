/**
 * One client connection to the gateway: an MCP server of its own (tools, and the servers'
 * resources and prompts when any declares them: src/adapters/mcp/resources.ts), one fence session
 * (history and tool outputs of this client's agent, so provenance works per conversation), and
 * the choice of who judges its escalations: the client's user through elicitation when the client
 * declared it, else the fence's configured verifier.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type RequestId,
  type ServerCapabilities,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { CapFence } from '../../index.ts';
import type { FenceSession, SessionOptions } from '../../session.ts';
import { describeError } from '../../errors.ts';
import { elicitationVerifier } from './elicitation.ts';
import { gateToolCall, type GateContext } from './gate.ts';
import { gateResourceRead, type ListBroker } from './resources.ts';
import type { ToolTable } from './tools.ts';

/** What every connection of one gateway shares. */
export interface ConnectionShared {
  readonly fence: CapFence;
  readonly token: string;
  readonly tools: ToolTable;
  /** Resources and prompts of the servers (offered when any server declared them). */
  readonly lists: ListBroker;
  readonly hideOutOfScope: boolean;
  readonly callTimeoutMs: number;
  /** Ask the client's user on escalation when it declared form elicitation (and for how long). */
  readonly elicitation: false | { readonly timeoutMs: number };
  readonly session: SessionOptions;
  readonly serverInfo: { readonly name: string; readonly version: string };
  readonly log: (line: string) => void;
  readonly onRouteIgnored: () => void;
  readonly resolvePaths: boolean;
}

const INSTRUCTIONS =
  'Every tool call passes through CapFence, which checks it against the authority the user delegated. ' +
  'A call it does not allow returns an error result that names the reasons and, for a revise verdict, how to change the call.';

const LENIENT_CALL = z.object({ method: z.literal('tools/call'), params: z.unknown() });

let connectionCounter = 0;

export class GatewayConnection {
  readonly id: string;
  readonly server: Server;
  readonly session: FenceSession;
  readonly #shared: ConnectionShared;
  #calls = 0;
  #closed = false;
  readonly #features: { readonly resources: boolean; readonly prompts: boolean };
  /** Called once when the connection ends, for whatever reason. */
  onclose: (() => void) | undefined;

  constructor(shared: ConnectionShared) {
    connectionCounter += 1;
    this.id = `c${connectionCounter}`;
    this.#shared = shared;
    this.session = shared.fence.session(shared.token, shared.session);
    const features = shared.lists.features;
    const capabilities: ServerCapabilities = {
      tools: { listChanged: true },
      ...(features.resources ? { resources: { listChanged: true } } : {}),
      ...(features.prompts ? { prompts: { listChanged: true } } : {}),
    };
    this.#features = features;
    this.server = new Server({ ...shared.serverInfo }, { capabilities, instructions: INSTRUCTIONS });
    this.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: this.#listed() }));
    const gate: GateContext = {
      session: this.session,
      tools: shared.tools,
      callTimeoutMs: shared.callTimeoutMs,
      nextCallId: () => `${this.id}#${++this.#calls}`,
      escalation: (signal, requestId) => this.#escalation(signal, requestId),
      onRouteIgnored: shared.onRouteIgnored,
      resolvePaths: shared.resolvePaths,
    };
    // The SDK validates tools/call against its schema before this handler runs and answers a bad
    // one with Invalid params (-32602); the lenient schema only keeps its second, stricter parse
    // from turning the same mistake into an Internal error.
    this.server.setRequestHandler(LENIENT_CALL, (raw, extra) => {
      const request = CallToolRequestSchema.parse(raw);
      return gateToolCall(gate, request.params.name, request.params.arguments ?? {}, {
        signal: extra.signal,
        requestId: extra.requestId,
        progressToken: extra._meta?.progressToken,
        sendProgress: (params) => extra.sendNotification({ method: 'notifications/progress', params }),
      });
    });
    if (features.resources) {
      this.server.setRequestHandler(ListResourcesRequestSchema, async () => ({ resources: await shared.lists.resources() }));
      this.server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({ resourceTemplates: await shared.lists.templates() }));
      this.server.setRequestHandler(ReadResourceRequestSchema, (request, extra) =>
        gateResourceRead(gate, shared.lists, request.params.uri, { signal: extra.signal, requestId: extra.requestId }),
      );
    }
    if (features.prompts) {
      this.server.setRequestHandler(ListPromptsRequestSchema, async () => ({ prompts: await shared.lists.prompts() }));
      this.server.setRequestHandler(GetPromptRequestSchema, (request, extra) =>
        shared.lists.getPrompt(request.params.name, request.params.arguments, extra.signal),
      );
    }
    this.server.onclose = () => this.#ended();
    this.server.onerror = (error) => shared.log(`client ${this.id}: ${describeError(error)}`);
  }

  connect(transport: Transport): Promise<void> {
    return this.server.connect(transport);
  }

  /** Tell the client its tool list changed (after a server listed again, went down or came back). */
  toolsChanged(): void {
    if (this.#closed) return;
    this.server.sendToolListChanged().catch(() => undefined);
  }

  /** Pass on a server's notifications/{resources,prompts}/list_changed. */
  listChanged(what: 'resources' | 'prompts'): void {
    if (this.#closed || !this.#features[what]) return;
    (what === 'resources' ? this.server.sendResourceListChanged() : this.server.sendPromptListChanged()).catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.server.close().catch(() => undefined);
    this.#ended();
  }

  #ended(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.onclose?.();
  }

  #listed(): Tool[] {
    const tools = this.#shared.tools;
    if (!this.#shared.hideOutOfScope) return [...tools.tools];
    try {
      const token = this.#shared.fence.verifyToken(this.#shared.token);
      return tools.toolsWithin(this.#shared.fence.graph.expand(token.leaf.scope));
    } catch {
      // Fail closed: a token that no longer verifies (expired, revoked) grants nothing to show.
      return [];
    }
  }

  #escalation(signal: AbortSignal, requestId: RequestId) {
    const elicitation = this.#shared.elicitation;
    if (elicitation === false || this.server.getClientCapabilities()?.elicitation?.form === undefined) return undefined;
    return elicitationVerifier(this.server, { timeoutMs: elicitation.timeoutMs, signal, relatedRequestId: requestId });
  }
}
