/**
 * Tools whose one argument picks among plain actions (`StaffAccount {action: list | create | disable}`,
 * `agenda {azione: elenca | crea | cancella}`). Such a tool is classed by the most dangerous thing it
 * can do (src/action/infer.ts); a call that picks a reading action only reads, and is classed so. Only
 * reading choices are lowered per call: a call that picks a change keeps the tool's own class, whatever
 * its choice's name suggests, and a choice not listed, or not read, keeps it too.
 */
import { CLASS } from './classes.ts';
import { englishText } from './foreign.ts';
import { inferTool } from './infer.ts';
import type { SchemaShape } from './schema.ts';
import type { ActionClass, CallClass, ToolCall, ToolSpec } from './types.ts';
import { getOwn } from '../util/json.ts';
import { nameParts } from './words.ts';

/** Most choices read: a longer list is no set of actions. */
const MAX_CHOICES = 64;
/** "list" also means putting up for sale or publishing: on a tool whose words say so, no choice is read as a read. */
/** Choices that ask for the tool's state or a document of it: read, not acted on. */
const STATES = new Set([
  'status',
  'state',
  'report',
  'reports',
  'stats',
  'statistics',
  'info',
  'information',
  'details',
  'history',
  'overview',
  'summary',
]);
const OFFERS = /\b(sale|sales|sell|sells|selling|marketplace|storefront|publish|publishes|publishing|classifieds?|auction|auctions)\b/i;

/**
 * The argument that picks the action of a tool whose choices are plain actions, with the choices its schema lists
 * (an `enum`, not choices named only in a description), or undefined.
 */
export function choiceArg(spec: ToolSpec, shape: SchemaShape): { readonly arg: string; readonly values: readonly string[] } | undefined {
  const actions = shape.actions;
  if (actions === undefined) return undefined;
  const schema = getOwn((spec.inputSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {}, actions.name);
  const listed = typeof schema === 'object' && schema !== null ? (schema as { enum?: unknown }).enum : undefined;
  if (!Array.isArray(listed)) return undefined;
  const values = listed.filter((v): v is string => typeof v === 'string');
  return values.length < 2 || values.length > MAX_CHOICES ? undefined : { arg: actions.name, values };
}

/** The part of a catalog entry read here. */
interface Entry {
  readonly spec: ToolSpec;
  readonly actionClass: ActionClass;
  readonly evidence: readonly string[];
}

const readings = new WeakMap<Entry, Map<string, boolean>>();

/** The class of one call of such a tool: a read when its choice only reads, else the tool's own class. */
export function choiceCallClass(entry: Entry, arg: string, values: readonly string[], call: ToolCall): CallClass {
  const own: CallClass = { actionClass: entry.actionClass, evidence: entry.evidence };
  const value = getOwn(call.args, arg);
  if (typeof value !== 'string' || entry.actionClass === CLASS.read) return own;
  // Only a choice the schema lists, exactly as listed: "LIST", "list " or "list\u200b" may be read otherwise by the tool.
  if (!values.includes(value)) return own;
  let cache = readings.get(entry);
  if (cache === undefined) readings.set(entry, (cache = new Map()));
  let reads = cache.get(value);
  if (reads === undefined) {
    const offers = OFFERS.test(`${entry.spec.name} ${englishText(entry.spec.description?.slice(0, 1000)).text}`);
    // The choice reads by itself ("list", "elenca"), and with the tool's own words after it as one name ("list" + "StaffAccount"
    // lists staff accounts; "grant" + "crew__portal_access" grants access): both, or the tool's own class.
    const choice = value.slice(0, 128);
    const named = entry.spec.name.slice(0, 128).replace(/[^\p{L}\p{N}]+/gu, '_');
    const read = (name: string): boolean => inferTool({ name, description: '' }).actionClass === CLASS.read;
    // A choice that names a state or a document of the tool ("status", "durum", "report") asks for it, whatever the tool is.
    const state = nameParts(choice).operation;
    reads = !offers && read(choice) && (read(`${choice}_${named}`) || (state.length === 1 && STATES.has(state[0]!)));
    cache.set(value, reads);
  }
  return reads ? { actionClass: CLASS.read, evidence: [`its "${arg}" picks "${value.slice(0, 64)}", which only reads`] } : own;
}
