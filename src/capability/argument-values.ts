/**
 * A call's arguments as values (part of step 4): every scalar, nested in arrays and objects, with
 * the role of the nearest key that names one (the manifest's or the schema's stated role wins),
 * what kind of value it is (src/action/kinds.ts), and whether the tool's schema lists it. Own
 * properties only; a key that could steer a consumer through the prototype chain, or arguments
 * past the bounds, make the whole call malformed (fail closed). Labels are safe for reasons.
 */
import type { CatalogEntry } from '../action/catalog.ts';
import { argumentRole } from '../action/infer.ts';
import { kindOf, type ValueKind } from '../action/kinds.ts';
import type { ArgumentRole, ToolCall } from '../action/types.ts';
import { getOwn } from '../util/json.ts';

/** The role of argument `name` of this tool: from the catalog, else from its name. */
export function roleOf(entry: CatalogEntry, name: string): ArgumentRole {
  return entry.roles.get(name) ?? nameRole(name);
}

/** Names whose role was read, for names the schema does not declare (agents pass those on every call). */
const NAME_ROLES = new Map<string, ArgumentRole>();
/** Most names kept, and the longest kept: the names come from the agent, so the cache is bounded. */
const MAX_NAME_ROLES = 1024;
const MAX_CACHED_NAME = 64;

/** `argumentRole(name)` without a schema, remembered: it depends on the name alone. */
function nameRole(name: string): ArgumentRole {
  if (name.length > MAX_CACHED_NAME) return argumentRole(name, undefined);
  let role = NAME_ROLES.get(name);
  if (role === undefined) {
    role = argumentRole(name, undefined);
    if (NAME_ROLES.size >= MAX_NAME_ROLES) NAME_ROLES.clear();
    NAME_ROLES.set(name, role);
  }
  return role;
}

/**
 * The roles keys nested inside a tool's arguments take (`m.articole[].cod` is an identifier): what a call's values under
 * them are bound as. Read from the schema's object properties and array items, a few levels deep.
 */
export function nestedRoles(entry: CatalogEntry): Set<ArgumentRole> {
  const out = new Set<ArgumentRole>();
  const walk = (schema: unknown, depth: number): void => {
    if (typeof schema !== 'object' || schema === null || depth > 4) return;
    const items = getOwn(schema as Record<string, unknown>, 'items');
    if (items !== undefined) walk(items, depth + 1);
    const properties = getOwn(schema as Record<string, unknown>, 'properties');
    if (typeof properties !== 'object' || properties === null) return;
    for (const key of Object.keys(properties)) {
      if (depth > 0) out.add(nameRole(key));
      walk(getOwn(properties as Record<string, unknown>, key), depth + 1);
    }
  };
  if (entry.generic === undefined && entry.explicit === undefined) walk(entry.spec.inputSchema, 0);
  return out;
}

/** Keys that could steer a consumer through the prototype chain: never skipped, always refused. */
export const DANGEROUS_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Scalars looked at per call, and nesting followed; past either the call is refused (fail closed). */
const MAX_LEAVES = 8192;
const MAX_DEPTH = 32;
/** Longest argument label a reason shows. */
const MAX_LABEL = 64;

/** One scalar of the arguments, with what is known about it. */
export interface ArgumentValue {
  /** Where it sits (`recipients[1].email`), capped and with odd characters replaced: safe for reasons. */
  readonly label: string;
  readonly value: unknown;
  /** The role of the nearest key that names one (`other` when none does). */
  readonly role: ArgumentRole;
  /** The role was stated by the manifest or the schema (it covers the whole argument). */
  readonly explicit: boolean;
  /** The schema lists the value among the property's `enum` (the tool's own vocabulary). */
  readonly listed: boolean;
  readonly kind: ValueKind;
}

/** Why the arguments could not be walked (a dangerous key, too deep, too many values). */
export class MalformedArguments {
  constructor(readonly message: string) {}
}

/**
 * Every scalar of `call.args` with its role and kind. Own properties only; a dangerous key
 * anywhere, or arguments past the bounds, give {@link MalformedArguments}.
 */
export function argumentValues(call: ToolCall, entry: CatalogEntry): ArgumentValue[] | MalformedArguments {
  const document = entry.generic?.kind === 'graphql' ? getOwn(call.args, entry.generic.arg) : undefined;
  const bound = typeof document === 'string' ? graphqlArguments(document) : undefined;
  const walk: Walk = {
    out: [],
    problem: undefined,
    keepRoles: entry.generic?.kind === 'browser' && entry.source !== 'manifest',
    root: entry.spec.inputSchema,
    variableRoles: bound?.variables,
  };
  const properties = entry.spec.inputSchema?.properties ?? {};
  const known = entry.generic === undefined ? declaredArguments(entry) : undefined;
  for (const name of Object.keys(call.args)) {
    if (DANGEROUS_KEYS.has(name)) return new MalformedArguments('the arguments have a reserved key (__proto__, constructor or prototype)');
    const value = getOwn(call.args, name);
    const declared = known?.get(name);
    if (declared === undefined) {
      const stated = entry.explicit?.get(name);
      visit(walk, value, cap(safe(name)), stated ?? roleOf(entry, name), stated !== undefined, getOwn(properties, name), 0);
    } else if (typeof value !== 'object' || value === null) {
      // A scalar of a declared argument: what `visit` would push, from what the schema says once.
      if (walk.out.length >= MAX_LEAVES) return new MalformedArguments(`arguments carry more than ${MAX_LEAVES} values`);
      const { label, role, explicit, listed } = declared;
      walk.out.push({ label, value, role, explicit, listed: listed !== undefined && listed.includes(value), kind: kindOf(value) });
    } else visit(walk, value, declared.label, declared.role, declared.explicit, declared.schema, 0);
    if (walk.problem !== undefined) return walk.problem;
  }
  // Values written into the GraphQL document itself (`refundOrder(orderId: "44102", amount: 186.5)`) are arguments too.
  if (bound !== undefined && entry.generic?.kind === 'graphql')
    for (const [name, value] of bound.literals) {
      if (walk.out.length >= MAX_LEAVES) return new MalformedArguments(`arguments carry more than ${MAX_LEAVES} values`);
      const role = argumentRole(name, undefined);
      walk.out.push({ label: cap(`${safe(entry.generic.arg)}.${safe(name)}`), value, role, explicit: false, listed: false, kind: kindOf(value) });
    }
  return walk.out;
}

/** What a plain tool's schema says of one of its declared arguments: read once per entry (see {@link declaredArguments}). */
interface Declared {
  readonly label: string;
  readonly role: ArgumentRole;
  readonly explicit: boolean;
  readonly schema: unknown;
  /** The values the property's schema enumerates (`enumOf`), or undefined. */
  readonly listed: readonly unknown[] | undefined;
}

/** What a plain tool declares, with the parts of its entry the table was read from. */
interface DeclaredTable {
  readonly spec: CatalogEntry['spec'];
  readonly explicit: CatalogEntry['explicit'];
  readonly names: ReadonlyMap<string, Declared>;
}

/**
 * By the entry's roles, which an entry made per call (`entryForCall`) shares with its tool's. A
 * table is used only for the schema and stated roles it was read from: an entry with the same roles
 * and another schema or other stated roles reads its own.
 */
const DECLARED = new WeakMap<ReadonlyMap<string, ArgumentRole>, DeclaredTable>();

/**
 * The label, role, schema and listed values of each argument a plain tool (no `generic`) declares,
 * by name, read on the tool's first call. They depend on the entry alone (its roles, stated roles
 * and schema, which the catalog does not change once built). Undeclared names, which the agent
 * picks, are not kept.
 */
function declaredArguments(entry: CatalogEntry): ReadonlyMap<string, Declared> {
  const held = DECLARED.get(entry.roles);
  if (held !== undefined && held.spec === entry.spec && held.explicit === entry.explicit) return held.names;
  const schema = entry.spec.inputSchema;
  const properties = schema?.properties ?? {};
  const names = new Map<string, Declared>();
  for (const name of Object.keys(properties)) {
    if (DANGEROUS_KEYS.has(name)) continue;
    const stated = entry.explicit?.get(name);
    const property = getOwn(properties, name);
    names.set(name, {
      label: cap(safe(name)),
      role: stated ?? roleOf(entry, name),
      explicit: stated !== undefined,
      schema: property,
      listed: property === undefined ? undefined : enumOf(property, schema),
    });
  }
  DECLARED.set(entry.roles, { spec: entry.spec, explicit: entry.explicit, names });
  return names;
}

/** Roles from the most to the least sensitive, for a variable bound to several arguments. */
const ROLE_WEIGHT: readonly ArgumentRole[] = ['amount', 'account', 'recipient', 'url', 'identifier', 'currency', 'path', 'date', 'text', 'other'];

/** Longest GraphQL document read for its arguments. */
const MAX_DOCUMENT = 65536;

/**
 * The arguments a GraphQL document binds: `field(amount: $a)` gives variable `a` the role of
 * `amount`; `field(amount: 186.5, orderId: "44102")` gives the literal values under their names.
 */
export function graphqlArguments(document: string): { variables: Map<string, ArgumentRole>; literals: [string, unknown][] } {
  const variables = new Map<string, ArgumentRole>();
  const literals: [string, unknown][] = [];
  const text = document.slice(0, MAX_DOCUMENT);
  for (const m of text.matchAll(
    /([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(?:\$([A-Za-z_][A-Za-z0-9_]*)|"((?:[^"\\]|\\.)*)"|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)(?![\w.]))/g,
  )) {
    const name = m[1]!;
    if (m[2] !== undefined) {
      // A variable bound to several arguments (`memo: $a, amount: $a`) takes the most sensitive of their roles.
      const role = argumentRole(name, undefined);
      const had = variables.get(m[2]);
      if (role !== 'other' && (had === undefined || ROLE_WEIGHT.indexOf(role) < ROLE_WEIGHT.indexOf(had))) variables.set(m[2], role);
    } else if (m[3] !== undefined) literals.push([name, m[3].replace(/\\(.)/g, '$1')]);
    else if (m[4] !== undefined) literals.push([name, Number(m[4])]);
  }
  return { variables, literals };
}

interface Walk {
  readonly out: ArgumentValue[];
  problem: MalformedArguments | undefined;
  /**
   * Keys inside an argument keep its role: a browser action's arguments are what they are whatever
   * their keys say (the `value` typed into a form field is text, not an amount; src/action/catalog.ts).
   */
  readonly keepRoles: boolean;
  /** A GraphQL call's variables, by the role of the argument each is bound to in the document. */
  readonly variableRoles: ReadonlyMap<string, ArgumentRole> | undefined;
  /** The tool's input schema, for local `$ref`s. */
  readonly root: unknown;
}

// A module-level recursion (no closures per call: this runs on every decision).
function visit(walk: Walk, value: unknown, label: string, role: ArgumentRole, explicit: boolean, schema: unknown, depth: number): void {
  if (depth > MAX_DEPTH) {
    walk.problem = new MalformedArguments(`arguments nest deeper than ${MAX_DEPTH}`);
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length && walk.problem === undefined; i++)
      visit(walk, value[i], cap(`${label}[${i}]`), role, explicit, schema, depth + 1);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const key of Object.keys(value)) {
      if (DANGEROUS_KEYS.has(key)) {
        walk.problem = new MalformedArguments(`argument "${cap(label)}" has a reserved key (__proto__, constructor or prototype)`);
        return;
      }
      const bound = depth === 0 ? walk.variableRoles?.get(key) : undefined;
      const named = explicit || walk.keepRoles ? role : (bound ?? nameRole(key));
      visit(
        walk,
        getOwn(value as Record<string, unknown>, key),
        cap(`${label}.${safe(key)}`),
        named === 'other' ? role : named,
        explicit,
        propertyOf(schema, key, walk.root),
        depth + 1,
      );
      if (walk.problem !== undefined) return;
    }
    return;
  }
  if (walk.out.length >= MAX_LEAVES) {
    walk.problem = new MalformedArguments(`arguments carry more than ${MAX_LEAVES} values`);
    return;
  }
  const listed = schema === undefined ? undefined : enumOf(schema, walk.root);
  walk.out.push({ label, value, role, explicit, listed: listed !== undefined && listed.includes(value), kind: kindOf(value) });
}

const SAFE_KEY = /^[A-Za-z0-9_.$-]{1,64}$/;
const UNSAFE_CHAR = /[^A-Za-z0-9_.$-]/g;

/** An argument name as a reason may show it: printable ASCII word characters only, capped. */
function safe(key: string): string {
  if (SAFE_KEY.test(key)) return key;
  const clean = key.slice(0, MAX_LABEL).replace(UNSAFE_CHAR, '?');
  return clean.length === 0 ? '?' : clean;
}

function cap(label: string): string {
  return label.length <= MAX_LABEL ? label : `${label.slice(0, MAX_LABEL - 1)}…`;
}

/**
 * The values a property's schema enumerates: `enum`, `const`, array `items`, `anyOf`/`oneOf`
 * alternatives, and local `$ref`s (`#/$defs/X`, `#/definitions/X`) into the tool's schema.
 */
function enumOf(schema: unknown, root: unknown, depth = 0): readonly unknown[] | undefined {
  if (typeof schema !== 'object' || schema === null || depth > 8) return undefined;
  const node = schema as Record<string, unknown>;
  const values = getOwn(node, 'enum');
  if (Array.isArray(values)) return values;
  const constant = getOwn(node, 'const');
  if (constant !== undefined) return [constant];
  const ref = getOwn(node, '$ref');
  if (typeof ref === 'string') return enumOf(localDefinition(ref, root), root, depth + 1);
  const items = getOwn(node, 'items');
  if (items !== undefined) return enumOf(items, root, depth + 1);
  for (const key of ['anyOf', 'oneOf']) {
    const alternatives = getOwn(node, key);
    if (!Array.isArray(alternatives)) continue;
    const all: unknown[] = [];
    for (const a of alternatives) {
      const listed = enumOf(a, root, depth + 1);
      if (listed === undefined) return undefined;
      all.push(...listed);
    }
    return all;
  }
  return undefined;
}

/**
 * The schema of property `key` of an object described by `schema` (through local `$ref`s, and an
 * array's `items` when the object sits in a list): a nested option (`payout.method`) is listed
 * by its own `enum` as a top-level one is.
 */
function propertyOf(schema: unknown, key: string, root: unknown, depth = 0): unknown {
  if (typeof schema !== 'object' || schema === null || depth > 8) return undefined;
  const node = schema as Record<string, unknown>;
  const ref = getOwn(node, '$ref');
  if (typeof ref === 'string') return propertyOf(localDefinition(ref, root), key, root, depth + 1);
  const properties = getOwn(node, 'properties');
  if (typeof properties === 'object' && properties !== null) return getOwn(properties as Record<string, unknown>, key);
  const items = getOwn(node, 'items');
  return items === undefined ? undefined : propertyOf(items, key, root, depth + 1);
}

/** The schema a local `$ref` (`#/$defs/X`, `#/definitions/X`) points at in `root`, or undefined. */
function localDefinition(ref: string, root: unknown): unknown {
  const match = /^#\/(\$defs|definitions)\/([^/]{1,128})$/.exec(ref);
  if (match === null || typeof root !== 'object' || root === null) return undefined;
  const defs = getOwn(root as Record<string, unknown>, match[1]!);
  return typeof defs === 'object' && defs !== null ? getOwn(defs as Record<string, unknown>, match[2]!) : undefined;
}
