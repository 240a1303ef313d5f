/**
 * Resources and prompts through the gateway.
 *
 * - resources/list and resources/templates/list: the union of every server's lists (first server
 *   wins a URI two servers list). URIs are the servers' own; they are not prefixed.
 * - resources/read: decided by the fence like a tool call, as the pseudo-tool `resources/read`
 *   of class `read-only-retrieval` (a deployer's manifest may classify it otherwise). The fence
 *   sees the URI as what it names: a `file:` URI as a `path` argument (resolved as a local server
 *   will open it, through symlinks), an http(s) URI as a `url`, any other as a `uri` whose kind
 *   the fence judges (and refuses in a class the token bounds when it cannot tell). Not allowed →
 *   a JSON-RPC error ({@link REFUSED_ERROR_CODE}) carrying the reasons; allowed → forwarded, and
 *   the text read joins the session's observed outputs (provenance).
 * - prompts/list and prompts/get: passed through; prompt names get their server's prefix.
 * - notifications/resources/list_changed and notifications/prompts/list_changed are passed on.
 */
import { fileURLToPath } from 'node:url';
import { UriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js';
import {
  ErrorCode,
  type GetPromptResult,
  McpError,
  type Prompt,
  type ReadResourceResult,
  type RequestId,
  type Resource,
  type ResourceTemplate,
} from '@modelcontextprotocol/sdk/types.js';
import type { ToolCatalog, ToolManifest } from '../../action/catalog.ts';
import { refusalText } from '../../action/refusal.ts';
import type { ToolSpec } from '../../action/types.ts';
import { routeEscalations } from '../../escalation/route.ts';
import { DownstreamError } from '../../errors.ts';
import type { Downstream } from './downstream.ts';
import type { GateContext } from './gate.ts';
import { physicalPaths } from './paths.ts';
import { DECISION_META_KEY } from './results.ts';
import { RESOURCE_READ_TOOL } from './tools.ts';

export { RESOURCE_READ_TOOL };
/** The JSON-RPC error code of a resource read the fence did not allow (implementation-defined range). */
export const REFUSED_ERROR_CODE = -32_001;

const RESOURCE_READ_SPEC: ToolSpec = {
  name: RESOURCE_READ_TOOL,
  description: 'Reads an MCP resource by its URI.',
  inputSchema: { type: 'object', properties: { path: { type: 'string' }, url: { type: 'string' }, uri: { type: 'string' } } },
};
const RESOURCE_READ_MANIFEST: ToolManifest = {
  tools: { [RESOURCE_READ_TOOL]: { class: 'read-only-retrieval', args: { path: 'path', url: 'url' } } },
  source: 'capfence mcp (resource reads)',
};

/** Put resource reads in the catalog unless the deployer already did (their manifest's entry wins). */
export function registerResourceReads(catalog: ToolCatalog, manifest: ToolManifest | undefined): void {
  if (catalog.lookup(RESOURCE_READ_TOOL) !== undefined) return;
  const own = manifest !== undefined && Object.hasOwn(manifest.tools, RESOURCE_READ_TOOL);
  catalog.add(RESOURCE_READ_SPEC, own ? manifest : RESOURCE_READ_MANIFEST);
}

/** The arguments the fence judges for a read of `uri` (see the module comment). */
export function resourceArgs(uri: string, cwd: string | undefined): Record<string, unknown> {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return { uri };
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return { url: uri };
  if (url.protocol !== 'file:') return { uri };
  let path: string;
  try {
    path = fileURLToPath(url);
  } catch {
    return { uri }; // a file URI naming another host, or an encoded separator: judged as it is
  }
  return cwd === undefined ? { path } : physicalPaths({ path }, undefined, cwd);
}

/** Resource and prompt lists across the servers, and which server owns what. */
export class ListBroker {
  readonly #downstreams: () => readonly Downstream[];
  readonly #timeoutMs: number;
  #owners = new Map<string, Downstream>();
  #prompts = new Map<string, { readonly downstream: Downstream; readonly name: string }>();

  constructor(downstreams: () => readonly Downstream[], timeoutMs: number) {
    this.#downstreams = downstreams;
    this.#timeoutMs = timeoutMs;
  }

  /** Whether any server declared resources / prompts (the gateway declares them then). */
  get features(): { readonly resources: boolean; readonly prompts: boolean } {
    const servers = this.#downstreams();
    return {
      resources: servers.some((d) => d.capabilities?.resources !== undefined),
      prompts: servers.some((d) => d.capabilities?.prompts !== undefined),
    };
  }

  async resources(): Promise<Resource[]> {
    const owners = new Map<string, Downstream>();
    const listed: Resource[] = [];
    for (const downstream of this.#downstreams()) {
      for (const resource of await downstream.resources(this.#timeoutMs)) {
        if (owners.has(resource.uri)) continue;
        owners.set(resource.uri, downstream);
        listed.push(resource);
      }
    }
    this.#owners = owners;
    return listed;
  }

  async templates(): Promise<ResourceTemplate[]> {
    const all: ResourceTemplate[] = [];
    for (const downstream of this.#downstreams()) all.push(...(await downstream.resourceTemplates(this.#timeoutMs)));
    return all;
  }

  /** The server that can read `uri`: the one that listed it, else one whose template matches it, else the only one with resources. */
  async owner(uri: string): Promise<Downstream | undefined> {
    if (!this.#owners.has(uri)) await this.resources().catch(() => undefined);
    const listed = this.#owners.get(uri);
    if (listed !== undefined) return listed;
    const servers = this.#downstreams().filter((d) => d.capabilities?.resources !== undefined);
    for (const downstream of servers) {
      const templates = await downstream.resourceTemplates(this.#timeoutMs).catch(() => []);
      if (templates.some((t) => matches(t.uriTemplate, uri))) return downstream;
    }
    return servers.length === 1 ? servers[0] : undefined;
  }

  async prompts(): Promise<Prompt[]> {
    const routes = new Map<string, { downstream: Downstream; name: string }>();
    const listed: Prompt[] = [];
    for (const downstream of this.#downstreams()) {
      for (const prompt of await downstream.prompts(this.#timeoutMs)) {
        const exposed = `${downstream.prefix}${prompt.name}`;
        if (routes.has(exposed)) continue;
        routes.set(exposed, { downstream, name: prompt.name });
        listed.push(exposed === prompt.name ? prompt : { ...prompt, name: exposed });
      }
    }
    this.#prompts = routes;
    return listed;
  }

  async getPrompt(name: string, args: Record<string, string> | undefined, signal: AbortSignal): Promise<GetPromptResult> {
    if (!this.#prompts.has(name)) await this.prompts();
    const route = this.#prompts.get(name);
    if (route === undefined) throw new McpError(ErrorCode.InvalidParams, 'No server provides this prompt.');
    return route.downstream.getPrompt(route.name, args, { signal, timeoutMs: this.#timeoutMs });
  }
}

/** Decide a resources/read through the fence, and forward it when allowed. */
export async function gateResourceRead(
  ctx: GateContext,
  broker: ListBroker,
  uri: string,
  extra: { readonly signal: AbortSignal; readonly requestId: RequestId },
): Promise<ReadResourceResult> {
  const downstream = await broker.owner(uri);
  const args = resourceArgs(uri, ctx.resolvePaths ? downstream?.cwd : undefined);
  const call = { tool: RESOURCE_READ_TOOL, args, id: ctx.nextCallId() };
  const routed = ctx.escalation(extra.signal, extra.requestId);
  const { value: decision, consulted } = await routeEscalations(routed, () => ctx.session.authorize(call));
  if (routed !== undefined && !consulted && decision.reasons.some((r) => r.code === 'gate.escalate')) ctx.onRouteIgnored();
  if (decision.verdict !== 'allow') {
    throw new McpError(REFUSED_ERROR_CODE, refusalText(decision, RESOURCE_READ_TOOL), {
      [DECISION_META_KEY]: {
        verdict: decision.verdict,
        reasons: decision.reasons.map((r) => ({ code: r.code, message: r.message })),
        auditSeq: decision.auditSeq,
      },
    });
  }
  if (downstream === undefined || extra.signal.aborted) {
    ctx.session.complete(decision, { ok: false });
    throw new McpError(
      ErrorCode.InvalidParams,
      downstream === undefined ? 'No server provides this resource.' : 'The read was cancelled before it ran.',
    );
  }
  let result: ReadResourceResult;
  try {
    result = await downstream.readResource(uri, { signal: extra.signal, timeoutMs: ctx.callTimeoutMs });
  } catch (error) {
    // A server that answered with an error read nothing; otherwise it may have (count it as spent).
    const answered =
      error instanceof DownstreamError ||
      (error instanceof McpError && error.code !== ErrorCode.RequestTimeout && error.code !== ErrorCode.ConnectionClosed);
    ctx.session.complete(decision, { ok: !answered });
    throw error instanceof McpError ? error : new McpError(ErrorCode.InternalError, `The server "${downstream.name}" could not read the resource.`);
  }
  const text = result.contents.flatMap((c) => ('text' in c && typeof c.text === 'string' ? [c.text] : [])).join('\n');
  ctx.session.complete(decision, { ok: true, output: text });
  return result;
}

function matches(template: string, uri: string): boolean {
  try {
    return new UriTemplate(template).match(uri) !== null;
  } catch {
    return false;
  }
}
