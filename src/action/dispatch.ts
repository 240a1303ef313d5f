/**
 * The class of one call of a tool that only dispatches: a raw HTTP request on a service
 * (`api_call {method, path, body}`) or a dispatcher that runs the operation an argument names
 * (`pos_execute {op: "supplier.pay", params}`). Such a tool's own words say nothing of what a call
 * does; the method, the path and the operation's name do, read with the same lexicon as tool names.
 * Where nothing can be read, the tool's own (conservative) class stands.
 */
import type { CatalogEntry } from './catalog.ts';
import { CLASS } from './classes.ts';
import { inferTool } from './infer.ts';
import { rankOf } from './lexicon.ts';
import type { ActionClass, CallClass, ToolCall } from './types.ts';
import { getOwn } from '../util/json.ts';
import { hostOf } from '../capability/values.ts';
import { words } from './words.ts';
import { glossWords } from './foreign.ts';
import { METHOD_VERB, pathSegments } from './rest-names.ts';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Longest operation name or path read (a name is a hint, never worth unbounded work). */
const MAX_TEXT = 256;

/** A raw HTTP request: read methods only read; a write method is classed by what its path names. */
export function httpCallClass(entry: CatalogEntry, generic: { method: string; url?: string; path?: string }, call: ToolCall): CallClass {
  const raw = getOwn(call.args, generic.method);
  // A request that names no method is a GET only where the schema says so; otherwise the tool's own class stands.
  const method = typeof raw === 'string' ? raw.trim().toUpperCase() : defaultMethod(entry, generic.method);
  const url = generic.url === undefined ? undefined : getOwn(call.args, generic.url);
  const pathArg = generic.path === undefined ? undefined : getOwn(call.args, generic.path);
  // The path on the tool's own service: its path argument, an address argument given as a bare path, or a full address
  // under the service's own base (the one its description names: "The booking system is at https://x.example/api/v2").
  const path =
    isPath(pathArg) && (url === undefined || url === null)
      ? pathArg
      : isPath(url) && pathArg === undefined
        ? url
        : typeof url === 'string' && pathArg === undefined
          ? ownServicePath(entry, url)
          : undefined;
  const relative = path !== undefined;
  if (method !== undefined && READ_METHODS.has(method)) {
    // On the tool's own service (a path, no address of the caller's choosing) a GET reads its data.
    if (relative) return { actionClass: CLASS.read, evidence: [`an HTTP ${method} of the service's own path only reads`] };
    return { actionClass: CLASS.webFetch, evidence: [`an HTTP ${method} only fetches`] };
  }
  const floor = rankOf(entry.actionClass) >= rankOf(CLASS.externalApiCall) ? entry.actionClass : CLASS.externalApiCall;
  const verb = method === undefined ? undefined : METHOD_VERB[method];
  if (verb !== undefined && relative) {
    const segments = pathNouns(path);
    const named = mostDangerous([segments.join('_'), [...segments.slice(-1), ...segments.slice(0, -1)].join('_'), [verb, ...segments].join('_')]);
    // A write is never read as a read, whatever its path says.
    if (named !== undefined && rankOf(named.cls) > rankOf(CLASS.webFetch))
      return {
        actionClass: named.cls,
        evidence: [`an HTTP ${method} of ${segments.length === 0 ? 'the service root' : `"${segments.join('/')}"`}: ${named.why}`],
      };
  }
  return {
    actionClass: floor,
    evidence: [
      method === undefined ? 'an HTTP request whose method the call does not say' : `an HTTP ${method.slice(0, 16)} may change what it reaches`,
    ],
  };
}

/** A dispatcher's call: the operation it names, read like a tool name; unread, the tool's own class. */
export function operationCallClass(entry: CatalogEntry, arg: string, call: ToolCall): CallClass {
  const operation = getOwn(call.args, arg);
  if (typeof operation !== 'string' || operation.trim() === '')
    return { actionClass: entry.actionClass, evidence: [`the call names no operation in "${arg}"`] };
  // "supplies.orders", "staff.rotas": plurals only, in an API that names its changes with verbs, list what they name.
  if (pluralsOnly(operation) && namesItsChanges(entry, arg, operation))
    return {
      actionClass: CLASS.read,
      evidence: [`the operation "${operation.slice(0, 64)}" names only plurals, where the tool's other operations name their changes`],
    };
  const named = mostDangerous([operation.slice(0, MAX_TEXT)]);
  if (named === undefined) {
    if (namesItsChanges(entry, arg, operation))
      return {
        actionClass: CLASS.read,
        evidence: [`the operation "${operation.slice(0, 64)}" names no action, where the tool's other operations name theirs`],
      };
    // Unread, it may do anything the dispatcher does: never less than a call of unknown effect.
    return {
      actionClass: rankOf(entry.actionClass) >= rankOf(CLASS.externalApiCall) ? entry.actionClass : CLASS.externalApiCall,
      evidence: [`nothing in the operation "${operation.slice(0, 64)}" says what it does: the tool's own class, at least a call of unknown effect`],
    };
  }
  return { actionClass: named.cls, evidence: [`the operation "${operation.slice(0, 64)}": ${named.why}`] };
}

/**
 * The dispatcher lists its operations (the argument's `enum`), `operation` is one of them, and the
 * API names its changes with verbs: at least two of the others name an action with a side effect
 * (`menu.set_price`, `supplier.pay`). An operation that names none and ends in a plural
 * (`inventory.levels`, `supplier.invoices`) is then what the API returns, a read. An operation outside the list, or a
 * list that names no actions, keeps the tool's own class.
 */
/** Every word of the operation's name is a plural ("supplies.orders"): what it names is a list. */
function pluralsOnly(operation: string): boolean {
  const said = words(operation.slice(0, MAX_TEXT));
  return said.length > 0 && said.every((w) => /[^su]s$/.test(w));
}

/** Nouns of authority: an operation named by them ("users.permissions", "personal.permisos") may grant it; never read as a listing. */
const AUTHORITY = /^(?:permissions?|roles?|rights?|access|admins?|passwords?|credentials?|keys?|tokens?|privileges?|grants?|secrets?)$/;

function namesItsChanges(entry: CatalogEntry, arg: string, operation: string): boolean {
  if (glossWords(words(operation.slice(0, MAX_TEXT))).words.some((w) => AUTHORITY.test(w))) return false;
  const schema = getOwn((entry.spec.inputSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {}, arg);
  const listed = typeof schema === 'object' && schema !== null ? (schema as { enum?: unknown }).enum : undefined;
  if (!Array.isArray(listed) || listed.length > 256 || !listed.includes(operation)) return false;
  // Named by what it returns: its last word is a plural ("levels", "invoices"). A singular word nothing reads may be a
  // verb of its own ("credit", "vacate") or an action's noun ("payout"): never a read.
  const last = words(operation.slice(0, MAX_TEXT)).at(-1) ?? '';
  if (!/[^su]s$/.test(last)) return false;
  let changes = 0;
  for (const other of listed) {
    if (typeof other !== 'string' || other === operation) continue;
    const cls = mostDangerous([other.slice(0, MAX_TEXT)])?.cls;
    if (cls !== undefined && rankOf(cls) > rankOf(CLASS.webFetch) && ++changes >= 2) return true;
  }
  return false;
}

/**
 * A GraphQL call: a query or subscription (or a bare selection `{ … }`) only reads; a mutation is
 * classed by its fields (`approveExpense`, `transferBudget`), read like tool names, the most
 * dangerous winning. A document that cannot be read keeps the tool's own class.
 */
export function graphqlCallClass(entry: CatalogEntry, arg: string, call: ToolCall): CallClass {
  const raw = getOwn(call.args, arg);
  if (typeof raw !== 'string' || raw.trim() === '')
    return { actionClass: entry.actionClass, evidence: [`the call carries no GraphQL document in "${arg}"`] };
  // Comments and strings say nothing of what runs.
  const doc = raw
    .slice(0, 8192)
    .replace(/#[^\n]*/g, ' ')
    .replace(/"(?:[^"\\]|\\.)*"/g, '""');
  if (!doc.includes('{')) return { actionClass: entry.actionClass, evidence: ["the GraphQL document could not be read: the tool's own class"] };
  if (!/\bmutation\b/.test(doc)) return { actionClass: CLASS.read, evidence: ['a GraphQL query only reads'] };
  const fields = mutationFields(doc);
  const named = fields.length === 0 ? undefined : mostDangerous(fields);
  if (named === undefined)
    return { actionClass: entry.actionClass, evidence: ["nothing in the GraphQL mutation says what it does: the tool's own class"] };
  // A mutation changes something, whatever its field's name reads as.
  const cls = rankOf(named.cls) > rankOf(CLASS.webFetch) ? named.cls : CLASS.fileModify;
  return { actionClass: cls, evidence: [`the GraphQL mutation "${fields[0]!.slice(0, 64)}": ${named.why}`] };
}

/** The top-level fields of every mutation in a document (`mutation M($id: ID!) { approveExpense(id: $id) { … } }` → approveExpense). */
function mutationFields(doc: string): string[] {
  const out: string[] = [];
  for (const m of doc.matchAll(/\bmutation\b[^{]*\{/g)) {
    let depth = 1;
    let i = (m.index ?? 0) + m[0].length;
    let token = '';
    let parens = 0;
    for (; i < doc.length && depth > 0 && out.length < 16; i++) {
      const c = doc[i]!;
      if (c === '(') parens++;
      else if (c === ')') parens--;
      else if (parens === 0 && c === '{') depth++;
      else if (parens === 0 && c === '}') depth--;
      if (depth === 1 && parens === 0 && /\w/.test(c)) token += c;
      else {
        // An alias (`ok: approveExpense`) names nothing; the field after its colon does.
        if (token !== '' && depth === 1 && c !== ':') out.push(token);
        token = '';
      }
    }
  }
  return out;
}

/**
 * The path of `url` when it lies under a base address the tool's own description names (same scheme, the same host as the
 * strict reading of `hostOf` gives, and the base's path as a prefix), else undefined. Odd spellings (userinfo, backslashes,
 * other host notations) never count as the service's own.
 */
function ownServicePath(entry: CatalogEntry, url: string): string | undefined {
  const host = hostOf(url);
  if (host === undefined) return undefined;
  const text = (entry.spec.description ?? '').slice(0, 2000);
  for (const m of text.matchAll(/\bhttps?:\/\/[^\s"'<>()]+/g)) {
    const base = m[0].replace(/[.,;:]+$/, '');
    if (hostOf(base) !== host) continue;
    let target: URL;
    let root: URL;
    try {
      target = new URL(url);
      root = new URL(base);
    } catch {
      continue;
    }
    if (target.protocol !== root.protocol) continue;
    const prefix = root.pathname.replace(/\/+$/, '');
    if (target.pathname === prefix || target.pathname.startsWith(`${prefix}/`)) return target.pathname.slice(prefix.length) || '/';
  }
  return undefined;
}

const isPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/**
 * The operations a per-call tool offers, each with the class a call of it takes: a dispatcher's
 * listed operations (`doors.grant`), a GraphQL tool's mutations named in its description
 * (`shareDataset(id, email)`) with the parameters written there. The compiler matches a request
 * against them as against tools of their own; the fence classes each call the same way.
 */
export function offeredOperations(entry: CatalogEntry): { name: string; params: string[]; cls: ActionClass }[] {
  const generic = entry.generic;
  const out: { name: string; params: string[]; cls: ActionClass }[] = [];
  if (generic?.kind === 'operation') {
    const schema = getOwn(entry.spec.inputSchema?.properties ?? {}, generic.arg) as { enum?: unknown } | undefined;
    const listed = Array.isArray(schema?.enum) ? schema.enum.filter((v): v is string => typeof v === 'string').slice(0, 64) : [];
    for (const name of listed) {
      const named = mostDangerous([name.slice(0, MAX_TEXT)]);
      if (named !== undefined) out.push({ name, params: [], cls: named.cls });
    }
  } else if (generic?.kind === 'graphql') {
    // Only a description that speaks of mutations lists them: `approveExpense(id)`, `payStipend(grant, student, amount)`.
    const text = (entry.spec.description ?? '').slice(0, 4096);
    if (!/\bmutations?\b/i.test(text)) return out;
    for (const m of text.matchAll(/\b([a-z]+[A-Z]\w*)\s*\(([^()]{0,200})\)/g)) {
      if (out.length >= 64) break;
      const named = mostDangerous([m[1]!]);
      if (named === undefined) continue;
      // A mutation changes something, whatever its name reads as (as graphqlCallClass classes its calls).
      const cls = rankOf(named.cls) > rankOf(CLASS.webFetch) ? named.cls : CLASS.fileModify;
      out.push({ name: m[1]!, params: m[2]!.split(/[,\s]+/).filter((w) => /^\w+$/.test(w)), cls });
    }
  }
  return out;
}

/** The most dangerous class any of these names reads as (undefined when none is recognised). */
function mostDangerous(names: readonly string[]): { cls: ActionClass; why: string } | undefined {
  let best: { cls: ActionClass; why: string } | undefined;
  for (const name of names) {
    if (name === '') continue;
    const inferred = inferTool({ name, description: '' });
    if (inferred.actionClass === undefined) continue;
    if (best === undefined || rankOf(inferred.actionClass) > rankOf(best.cls)) best = { cls: inferred.actionClass, why: inferred.evidence[0] ?? '' };
  }
  return best;
}

/** The words of a path's segments, without ids, versions and the query (`/v3/campaigns/gala-2026/members?x=1` → campaigns, members). */
function pathNouns(path: string): string[] {
  return pathSegments(path.slice(0, MAX_TEXT))
    .flatMap((segment) => words(segment))
    .slice(0, 8);
}

function defaultMethod(entry: CatalogEntry, name: string): string | undefined {
  const schema = getOwn(entry.spec.inputSchema?.properties ?? {}, name);
  const value = typeof schema === 'object' && schema !== null ? (schema as { default?: unknown }).default : undefined;
  return typeof value === 'string' ? value.toUpperCase() : undefined;
}
