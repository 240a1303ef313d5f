/**
 * The tool catalog: which action class a tool belongs to and which role each argument plays.
 *
 * Sources, in order of precedence: an explicit manifest entry > MCP annotations > the tool's
 * name, description and JSON Schema. A tool nothing can classify gets the most conservative
 * class (side-effecting, external), never a permissive default. A tool absent from the catalog is
 * unknown, and the fence denies it.
 *
 * Manifests are YAML or JSON files (see manifests/ and docs/compiler.md):
 *
 * ```yaml
 * version: 1
 * tools:
 *   send_email: { class: message-send, args: { cc: recipient }, note: optional words for reviewers }
 * ```
 */
import type { ActionClass, ArgumentRole, ToolSpec } from './types.ts';
import { type CapabilityGraph, MOST_CONSERVATIVE_CLASS } from '../capability/graph.ts';
import { type ConfigDocument, fieldError, plainDocument, readConfigFile } from '../util/config-file.ts';
import { ConfigError } from '../errors.ts';
import { getOwn } from '../util/json.ts';
import { argumentRole, inferTool } from './infer.ts';
import { schemaRole } from './roles.ts';
import { CLASS } from './classes.ts';
import { choiceArg, type Choice } from './choice.ts';
import { committingFlag, type CommittingFlag } from './flags.ts';
import { type BrowserArgs, browserStaticClass, type GenericTool, genericTool, perCallBasis } from './generic.ts';
import { schemaShape } from './schema.ts';
import { nameParts, words } from './words.ts';

export type ClassificationSource = 'manifest' | 'annotations' | 'inferred' | 'default';

export interface CatalogEntry {
  readonly spec: ToolSpec;
  readonly actionClass: ActionClass;
  /** Role of each declared argument; arguments not declared get a role from their name at call time. */
  readonly roles: ReadonlyMap<string, ArgumentRole>;
  /**
   * Roles stated outright, by the manifest or by the schema's `format`: they win over what a value
   * looks like (src/capability/constraints.ts). Absent means none is stated.
   */
  readonly explicit?: ReadonlyMap<string, ArgumentRole>;
  readonly source: ClassificationSource;
  /** Why the tool has this class, in words a deployer can review. */
  readonly evidence: readonly string[];
  /**
   * Set when each call of the tool is classed by what it does (a browser action, a shell command,
   * a SQL statement, a raw HTTP request): see src/action/call.ts. `actionClass` is then the class
   * before the call is seen.
   */
  readonly generic?: GenericTool;
  /** Set when one argument picks among plain actions: a call that picks a reading one reads (src/action/choice.ts). */
  readonly choice?: Choice;
  /** Set when a boolean argument makes the tool do more: a call that sets it does that (src/action/flags.ts). */
  readonly flag?: CommittingFlag;
}

export interface ManifestTool {
  readonly class: ActionClass;
  readonly args?: Readonly<Record<string, ArgumentRole>>;
  readonly note?: string;
}

/** An explicit, deployer-written classification of tools. */
export interface ToolManifest {
  readonly tools: Readonly<Record<string, ManifestTool>>;
  /** The file it came from, for error messages. */
  readonly source?: string;
}

const ROLES: ReadonlySet<string> = new Set<ArgumentRole>([
  'recipient',
  'amount',
  'currency',
  'account',
  'path',
  'url',
  'identifier',
  'date',
  'text',
  'other',
]);
const CLASS_ID = /^[a-z][a-z0-9-]{0,63}$/;
const MAX_TOOLS = 10_000;

export class ToolCatalog {
  readonly #entries = new Map<string, CatalogEntry>();
  readonly #graph: CapabilityGraph;

  constructor(graph: CapabilityGraph, specs: readonly ToolSpec[] = [], manifest?: ToolManifest) {
    this.#graph = graph;
    for (const spec of specs) this.add(spec, manifest);
  }

  /** Classify and register `spec`; a later spec with the same name replaces the earlier one. */
  add(spec: ToolSpec, manifest?: ToolManifest): CatalogEntry {
    const entry = classifyTool(spec, this.#graph, manifest);
    this.#entries.set(spec.name, entry);
    return entry;
  }

  /** The entry for `name`, or undefined. A Map look-up: `__proto__` and friends are just unknown names. */
  lookup(name: string): CatalogEntry | undefined {
    return this.#entries.get(name);
  }

  get entries(): readonly CatalogEntry[] {
    return [...this.#entries.values()];
  }
}

/** Classify one tool. Pure: the same spec, graph and manifest always give the same entry. */
export function classifyTool(spec: ToolSpec, graph: CapabilityGraph, manifest?: ToolManifest): CatalogEntry {
  const properties = spec.inputSchema?.properties ?? {};
  const roles = new Map<string, ArgumentRole>();
  const explicitRoles = new Map<string, ArgumentRole>();
  for (const name of Object.keys(properties)) {
    const schema = getOwn(properties, name);
    roles.set(name, argumentRole(name, schema));
    const format = schemaRole(schema);
    if (format !== undefined) explicitRoles.set(name, format);
  }
  const stated = explicitRoles.size === 0 ? {} : { explicit: explicitRoles };

  // 1 the manifest
  const explicit = manifest === undefined ? undefined : getOwn(manifest.tools, spec.name);
  if (explicit !== undefined) {
    const source = manifest?.source ?? 'manifest';
    if (!graph.has(explicit.class))
      throw new ConfigError('ERR_GRAPH_UNKNOWN_CLASS', `tools.${spec.name}.class names a class the capability graph does not have`, source);
    for (const [name, role] of Object.entries(explicit.args ?? {})) {
      if (!ROLES.has(role)) throw new ConfigError('ERR_CONFIG_INVALID', `tools.${spec.name}.args.${name} has an unknown role`, source);
      roles.set(name, role);
      explicitRoles.set(name, role);
    }
    return {
      spec,
      actionClass: explicit.class,
      roles,
      ...(explicitRoles.size === 0 ? {} : { explicit: explicitRoles }),
      source: 'manifest',
      evidence: [`the manifest ${source} says so`],
    };
  }

  // 2 generic tools (browser actions, shell, SQL, raw HTTP): each call is classed by what it does
  const shape = schemaShape(spec);
  const generic = genericTool(spec, shape);
  if (generic?.kind === 'browser' && graph.has(browserStaticClass(generic))) {
    const evidence = [`a browser action (${generic.action}), recognised by its words and arguments: each call is classed by its target on the page`];
    if (spec.annotations !== undefined) evidence.push('its annotations are kept as evidence; the call decides');
    browserRoles(generic.args, roles);
    return { spec, actionClass: browserStaticClass(generic), roles, ...stated, source: 'inferred', evidence, generic };
  }

  // 3 name, description, schema and annotations (evidence, not truth: where they contradict the
  // tool's words, the more dangerous reading is taken)
  const inferred = inferTool(spec, shape);
  const picker = generic === undefined ? choiceArg(spec, shape) : undefined;
  const flag = generic === undefined && picker === undefined ? committingFlag(spec, inferred.actionClass) : undefined;
  const choice = { ...(picker === undefined ? {} : { choice: picker }), ...(flag === undefined ? {} : { flag }) };
  if (inferred.actionClass !== undefined && graph.has(inferred.actionClass)) {
    if (graph.info(inferred.actionClass).sideEffect) objectRoles(spec, roles);
    if (inferred.actionClass === CLASS.paymentInitiate) loneAmount(spec, roles);
    const evidence = generic === undefined ? inferred.evidence : [...inferred.evidence, perCallBasis(generic)];
    return {
      spec,
      actionClass: inferred.actionClass,
      roles,
      ...stated,
      source: inferred.byAnnotations ? 'annotations' : 'inferred',
      evidence,
      ...(generic === undefined ? {} : { generic }),
      ...choice,
    };
  }
  // Nothing recognised the tool: treat it as side-effecting and external.
  return {
    spec,
    actionClass: MOST_CONSERVATIVE_CLASS,
    roles,
    ...stated,
    source: 'default',
    evidence: [
      ...inferred.evidence,
      `unrecognised tools get the most conservative class (${MOST_CONSERVATIVE_CLASS})`,
      ...(generic === undefined ? [] : [perCallBasis(generic)]),
    ],
    ...(generic === undefined ? {} : { generic }),
    ...choice,
  };
}

/**
 * A payment whose arguments name no amount in words any table reads (`रकम_रु`, `сома`) but take one number: that number
 * is the sum paid, bound by the token's amount bounds and counted against its ceilings like any amount.
 */
function loneAmount(spec: ToolSpec, roles: Map<string, ArgumentRole>): void {
  for (const role of roles.values()) if (role === 'amount') return;
  const numbers = [...roles].filter(([name, role]) => {
    const schema = getOwn(spec.inputSchema?.properties ?? {}, name) as { type?: unknown; minimum?: unknown } | undefined;
    // A whole number counted from one (`menge: integer, minimum 1`) is how many, not how much.
    const count = schema?.type === 'integer' && schema.minimum === 1;
    return role === 'other' && (schema?.type === 'number' || schema?.type === 'integer') && !count;
  });
  if (numbers.length === 1) roles.set(numbers[0]![0], 'amount');
}

/**
 * "reserve_hotel(hotel, …)", "cancel_booking(booking, …)": a free-text argument named after the thing
 * the tool's name acts on names that item; it is bound like an id (the intent or a read must name it).
 */
function objectRoles(spec: ToolSpec, roles: Map<string, ArgumentRole>): void {
  const nameWords = new Set(nameParts(spec.name).operation.slice(1));
  if (nameWords.size === 0) return;
  for (const [name, role] of roles) {
    if (role !== 'other') continue;
    const own = words(name);
    const schema = getOwn(spec.inputSchema?.properties ?? {}, name) as { type?: unknown } | undefined;
    if (own.length === 1 && nameWords.has(own[0]!) && (schema?.type === 'string' || schema?.type === undefined)) roles.set(name, 'identifier');
  }
}

/** Read a manifest file (YAML or JSON). Errors name the file, the line and the field. */
export function loadManifest(path: string, graph?: CapabilityGraph): ToolManifest {
  return manifestFrom(readConfigFile(path, 'manifest', 'ERR_CONFIG_INVALID'), graph);
}

/** Validate a parsed manifest document; `source` names it in errors. With `graph`, classes must exist in it. */
export function parseManifest(input: unknown, source: string, graph?: CapabilityGraph): ToolManifest {
  return manifestFrom(plainDocument(input, source), graph);
}

function manifestFrom(doc: ConfigDocument, graph: CapabilityGraph | undefined): ToolManifest {
  const fail = (path: (string | number)[], message: string): ConfigError => fieldError(doc, 'ERR_CONFIG_INVALID', path, message);
  const root = doc.value;
  if (typeof root !== 'object' || root === null || Array.isArray(root)) throw fail([], 'a manifest must be a mapping with a "tools" mapping');
  for (const key of Object.keys(root))
    if (key !== 'tools' && key !== 'version' && key !== 'description')
      throw fail([key], 'is not a manifest member (expected version, description, tools)');
  const version = getOwn(root as Record<string, unknown>, 'version');
  if (version !== undefined && version !== 1) throw fail(['version'], 'must be 1');
  const tools = getOwn(root as Record<string, unknown>, 'tools');
  if (typeof tools !== 'object' || tools === null || Array.isArray(tools))
    throw fail(['tools'], 'must be a mapping from tool name to its classification');
  const names = Object.keys(tools);
  if (names.length > MAX_TOOLS) throw fail(['tools'], `has more than ${MAX_TOOLS} tools`);
  const out: Record<string, ManifestTool> = Object.create(null) as Record<string, ManifestTool>;
  for (const name of names) {
    const raw = (tools as Record<string, unknown>)[name];
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw fail(['tools', name], 'must be a mapping with "class"');
    for (const key of Object.keys(raw))
      if (key !== 'class' && key !== 'args' && key !== 'note') throw fail(['tools', name, key], 'is not a tool member (expected class, args, note)');
    const cls = getOwn(raw as Record<string, unknown>, 'class');
    const args = getOwn(raw as Record<string, unknown>, 'args');
    const note = getOwn(raw as Record<string, unknown>, 'note');
    if (typeof cls !== 'string' || !CLASS_ID.test(cls)) throw fail(['tools', name, 'class'], 'must be an action class id');
    if (graph !== undefined && !graph.has(cls)) throw fail(['tools', name, 'class'], 'names a class the capability graph does not have');
    if (note !== undefined && typeof note !== 'string') throw fail(['tools', name, 'note'], 'must be text');
    let roles: Record<string, ArgumentRole> | undefined;
    if (args !== undefined) {
      if (typeof args !== 'object' || args === null || Array.isArray(args))
        throw fail(['tools', name, 'args'], 'must be a mapping from argument name to role');
      roles = Object.create(null) as Record<string, ArgumentRole>;
      for (const [arg, role] of Object.entries(args as Record<string, unknown>)) {
        if (typeof role !== 'string' || !ROLES.has(role)) throw fail(['tools', name, 'args', arg], `must be one of ${[...ROLES].join(', ')}`);
        roles[arg] = role as ArgumentRole;
      }
    }
    out[name] = { class: cls, ...(roles === undefined ? {} : { args: roles }), ...(note === undefined ? {} : { note }) };
  }
  return { tools: out, source: doc.source };
}

/**
 * A browser action's arguments by what they are, whatever their names: the address it loads, the
 * files it uploads or saves, and otherwise text typed or chosen on a page or naming an element —
 * never an amount or a recipient of the tool itself (what typing does is judged by its target
 * and where its value came from).
 */
function browserRoles(args: BrowserArgs, roles: Map<string, ArgumentRole>): void {
  for (const [field, name] of Object.entries(args) as [keyof BrowserArgs, string | undefined][]) {
    if (name === undefined) continue;
    roles.set(name, field === 'url' ? 'url' : field === 'paths' || field === 'filename' ? 'path' : 'text');
  }
}
