/**
 * The gateway's tool table: the tools of every downstream server under the names the client
 * sees, where each call goes, and the fence's catalog kept in step with them.
 *
 * Classification follows the catalog's rules (manifest first, then the tool's own name,
 * description, schema and annotations). Two guards are the gateway's own:
 * - a tool the deployer declared when building the fence keeps the deployer's classification;
 * - once classified, a tool a server lists again can be re-classified only to a class at least
 *   as sensitive: a server that rewrites its `send_money` as a harmless read ("rug pull") keeps
 *   the class it was first given.
 */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { type CatalogEntry, classifyTool, type ToolCatalog, type ToolManifest } from '../../action/catalog.ts';
import type { ActionClass, ToolSpec } from '../../action/types.ts';
import type { CapabilityGraph } from '../../capability/graph.ts';
import { describeError } from '../../errors.ts';
import type { Downstream } from './downstream.ts';

/** Where a tool the client names is executed. */
export interface ToolRoute {
  readonly downstream: Downstream;
  /** The tool's name on its server. */
  readonly name: string;
  readonly tool: Tool;
}

const MAX_NAME = 128;

/** The name resource reads have in the fence's catalog and audit (resources.ts); no server tool may take it. */
export const RESOURCE_READ_TOOL = 'resources/read';

export class ToolTable {
  readonly #catalog: ToolCatalog;
  readonly #graph: CapabilityGraph;
  readonly #manifest: ToolManifest | undefined;
  readonly #log: (line: string) => void;
  /** Names in the catalog before the gateway added any: the deployer's, never replaced. */
  readonly #declared: ReadonlySet<string>;
  #routes = new Map<string, ToolRoute>();
  #listed: readonly Tool[] = [];

  constructor(catalog: ToolCatalog, graph: CapabilityGraph, manifest: ToolManifest | undefined, log: (line: string) => void) {
    this.#catalog = catalog;
    this.#graph = graph;
    this.#manifest = manifest;
    this.#log = log;
    this.#declared = new Set(catalog.entries.map((entry) => entry.spec.name));
  }

  /** Recompute the table from the servers' current lists, in server order. Returns whether the exposed list changed. */
  rebuild(downstreams: readonly Downstream[]): boolean {
    const routes = new Map<string, ToolRoute>();
    const listed: Tool[] = [];
    for (const downstream of downstreams) {
      for (const tool of downstream.tools) {
        const exposed = `${downstream.prefix}${tool.name}`;
        if (exposed.length === 0 || exposed.length > MAX_NAME) {
          this.#log(`downstream "${downstream.name}": a tool name longer than ${MAX_NAME} characters is not exposed`);
          continue;
        }
        if (exposed === RESOURCE_READ_TOOL) {
          this.#log(`downstream "${downstream.name}": a tool named "${RESOURCE_READ_TOOL}" is not exposed (the gateway's name for resource reads)`);
          continue;
        }
        if (routes.has(exposed)) {
          // First server wins; a duplicate could otherwise redirect calls to another server.
          this.#log(
            `downstream "${downstream.name}": tool "${exposed}" is already provided by "${routes.get(exposed)?.downstream.name}"; not exposed (set a prefix)`,
          );
          continue;
        }
        if (!this.#register(exposed, tool, downstream.name)) continue;
        routes.set(exposed, { downstream, name: tool.name, tool });
        listed.push(exposed === tool.name ? tool : { ...tool, name: exposed });
      }
    }
    const changed = !sameList(this.#listed, listed);
    this.#routes = routes;
    this.#listed = listed;
    return changed;
  }

  /** The route for a name the client sent; a Map look-up, so prototype names are simply unknown. */
  route(name: string): ToolRoute | undefined {
    return this.#routes.get(name);
  }

  get tools(): readonly Tool[] {
    return this.#listed;
  }

  /** The fence's catalog entry for an exposed name. */
  entry(name: string): CatalogEntry | undefined {
    return this.#catalog.lookup(name);
  }

  /** The tools whose class `granted` contains (for hiding what the token cannot use). */
  toolsWithin(granted: ReadonlySet<ActionClass>): Tool[] {
    return this.#listed.filter((tool) => {
      const entry = this.#catalog.lookup(tool.name);
      return entry !== undefined && granted.has(entry.actionClass);
    });
  }

  /** Put the tool in the fence's catalog. False when it cannot be classified (it is then not exposed). */
  #register(exposed: string, tool: Tool, server: string): boolean {
    if (this.#declared.has(exposed)) return true;
    const spec = toSpec(exposed, tool);
    let entry: CatalogEntry;
    try {
      entry = classifyTool(spec, this.#graph, this.#manifest);
    } catch (error) {
      // Fail closed: a tool we cannot classify is not offered at all.
      this.#log(`downstream "${server}": tool "${exposed}" cannot be classified (${describeError(error)}); not exposed`);
      return false;
    }
    const previous = this.#catalog.lookup(exposed);
    if (previous !== undefined && this.#lessSensitive(entry.actionClass, previous.actionClass)) {
      this.#log(
        `downstream "${server}": tool "${exposed}" now looks like "${entry.actionClass}"; keeping its earlier class "${previous.actionClass}"`,
      );
      return true;
    }
    this.#catalog.add(spec, this.#manifest);
    return true;
  }

  #lessSensitive(next: ActionClass, previous: ActionClass): boolean {
    if (next === previous) return false;
    const a = this.#graph.info(next);
    const b = this.#graph.info(previous);
    return a.sensitivity < b.sensitivity || (b.sideEffect && !a.sideEffect) || (b.external && !a.external);
  }
}

function toSpec(name: string, tool: Tool): ToolSpec {
  return {
    name,
    ...(tool.title === undefined ? {} : { title: tool.title }),
    ...(tool.description === undefined ? {} : { description: tool.description }),
    inputSchema: tool.inputSchema as ToolSpec['inputSchema'],
    ...(tool.annotations === undefined ? {} : { annotations: tool.annotations }),
  };
}

function sameList(a: readonly Tool[], b: readonly Tool[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (JSON.stringify(a[i]) !== JSON.stringify(b[i])) return false;
  return true;
}
