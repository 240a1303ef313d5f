/**
 * Tool catalogs for episodes: an episode carries its tools inline, or names a list from a tools
 * file. A tools file is one of
 *
 * - an array of tools, or an MCP `tools/list` result `{ "tools": [...] }` — the default list, used
 *   by episodes that give neither `tools` nor `catalog`;
 * - `{ "catalogs": { "<name>": [tools...] } }` — named lists for `catalog` references.
 *
 * Tools may be in MCP shape (`inputSchema`) or OpenAI shape (`parameters`, optionally wrapped in
 * `{ "type": "function", "function": {...} }`). Catalogs are classified once and cached by content.
 */
import { ToolCatalog, type ToolManifest } from '../action/catalog.ts';
import type { ToolSpec } from '../action/types.ts';
import type { CapabilityGraph } from '../capability/graph.ts';
import { ConfigError } from '../errors.ts';
import { canonicalJson, sha256Hex } from '../util/canonical.ts';
import { getOwn } from '../util/json.ts';
import type { EpisodeV1 } from './schema.ts';

export interface ToolLists {
  /** The list for episodes that name no catalog. */
  readonly fallback?: readonly ToolSpec[];
  readonly named: ReadonlyMap<string, readonly ToolSpec[]>;
}

export const NO_TOOL_LISTS: ToolLists = { named: new Map() };

/** Validate a parsed tools file. Throws {@link ConfigError} naming `source` and the bad entry. */
export function parseToolLists(doc: unknown, source: string): ToolLists {
  if (Array.isArray(doc)) return { fallback: toolList(doc, source), named: new Map() };
  if (typeof doc !== 'object' || doc === null)
    throw new ConfigError('ERR_CONFIG_INVALID', 'expected an array of tools, { "tools": [...] } or { "catalogs": {...} }', source);
  const record = doc as Record<string, unknown>;
  const tools = getOwn(record, 'tools');
  const catalogs = getOwn(record, 'catalogs');
  if (Array.isArray(tools) && catalogs === undefined) return { fallback: toolList(tools, source), named: new Map() };
  if (typeof catalogs !== 'object' || catalogs === null || Array.isArray(catalogs))
    throw new ConfigError('ERR_CONFIG_INVALID', 'expected an array of tools, { "tools": [...] } or { "catalogs": {...} }', source);
  const named = new Map<string, readonly ToolSpec[]>();
  for (const [name, list] of Object.entries(catalogs as Record<string, unknown>)) {
    if (!Array.isArray(list)) throw new ConfigError('ERR_CONFIG_INVALID', `catalogs["${name.slice(0, 64)}"] must be an array of tools`, source);
    named.set(name, toolList(list, `${source} catalogs["${name.slice(0, 64)}"]`));
  }
  return { named };
}

function toolList(list: readonly unknown[], source: string): ToolSpec[] {
  return list.map((raw, i) => toolSpec(raw, `${source} [${i}]`));
}

/** One tool in MCP or OpenAI shape, as an MCP {@link ToolSpec}. */
export function toolSpec(raw: unknown, source: string): ToolSpec {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ConfigError('ERR_CONFIG_INVALID', 'a tool must be an object', source);
  const outer = raw as Record<string, unknown>;
  const fn = getOwn(outer, 'function');
  const tool = typeof fn === 'object' && fn !== null && !Array.isArray(fn) ? (fn as Record<string, unknown>) : outer;
  const name = getOwn(tool, 'name');
  if (typeof name !== 'string' || name.length === 0 || name.length > 256)
    throw new ConfigError('ERR_CONFIG_INVALID', 'a tool needs a "name" of 1 to 256 characters', source);
  const title = getOwn(tool, 'title');
  const description = getOwn(tool, 'description');
  const schema = getOwn(tool, 'inputSchema') ?? getOwn(tool, 'parameters');
  const annotations = getOwn(tool, 'annotations');
  return {
    name,
    ...(typeof title === 'string' ? { title } : {}),
    ...(typeof description === 'string' ? { description } : {}),
    ...(typeof schema === 'object' && schema !== null && !Array.isArray(schema) ? { inputSchema: schema as ToolSpec['inputSchema'] } : {}),
    ...(typeof annotations === 'object' && annotations !== null && !Array.isArray(annotations)
      ? { annotations: annotations as ToolSpec['annotations'] }
      : {}),
  };
}

export type Resolved = { readonly key: string; readonly catalog: ToolCatalog } | { readonly problem: string };

/** Most catalogs kept classified at once. */
const MAX_CACHED = 4096;

/** Finds (and caches) the classified catalog of each episode. */
export class CatalogResolver {
  readonly #graph: CapabilityGraph;
  readonly #lists: ToolLists;
  readonly #manifest: ToolManifest | undefined;
  readonly #cache = new Map<string, ToolCatalog>();

  constructor(graph: CapabilityGraph, lists: ToolLists = NO_TOOL_LISTS, manifest?: ToolManifest) {
    this.#graph = graph;
    this.#lists = lists;
    this.#manifest = manifest;
  }

  /** The episode's catalog, or why there is none (an unknown catalog name, no tools anywhere). */
  resolve(episode: EpisodeV1): Resolved {
    let key: string;
    let specs: readonly ToolSpec[] | undefined;
    if (episode.tools !== undefined) {
      key = `inline:${sha256Hex(canonicalJson(episode.tools))}`;
      specs = episode.tools as readonly ToolSpec[];
    } else if (episode.catalog !== undefined) {
      key = `named:${episode.catalog}`;
      specs = this.#lists.named.get(episode.catalog);
      if (specs === undefined) return { problem: 'the episode names a catalog the tools file does not define' };
    } else {
      key = 'fallback';
      specs = this.#lists.fallback;
      if (specs === undefined) return { problem: 'the episode has no tools and no tools file gives a default list' };
    }
    let catalog = this.#cache.get(key);
    if (catalog === undefined) {
      try {
        catalog = new ToolCatalog(this.#graph, specs, this.#manifest);
      } catch (error) {
        return { problem: error instanceof ConfigError ? error.message : 'the tools could not be classified' };
      }
      if (this.#cache.size >= MAX_CACHED) this.#cache.delete(this.#cache.keys().next().value!);
      this.#cache.set(key, catalog);
    }
    return { key, catalog };
  }
}
