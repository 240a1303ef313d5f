/**
 * Tools whose one argument picks among plain actions (`StaffAccount {action: list | create | disable}`,
 * `agenda {azione: elenca | crea | cancella}`). Such a tool is classed by the most dangerous thing it
 * can do (src/action/infer.ts); a call that picks a reading action only reads, and is classed so. Only
 * reading choices are lowered per call: a call that picks a change keeps the tool's own class, whatever
 * its choice's name suggests, and a choice not listed, or not read, keeps it too.
 */
import { CLASS } from './classes.ts';
import { ACTING_CHOICES, stateChoice } from './choice-words.ts';
import { descriptionText, glossWords } from './foreign.ts';
import { stripAccents } from './glosses/compiled.ts';
import { inferTool } from './infer.ts';
import { rankOf } from './lexicon.ts';
import type { SchemaShape } from './schema.ts';
import type { ActionClass, CallClass, ToolCall, ToolSpec } from './types.ts';
import { getOwn } from '../util/json.ts';
import { nameParts, words } from './words.ts';
import { escapeRegExp, standingWord } from '../util/regex.ts';

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
  'location',
  'position',
]);
/**
 * An argument named for authority (`ROLE: view | manager | revoke`, `permiso`, `access_level`) picks the level a call grants, not
 * what the call does: granting "view" is a grant. Its choices are never read as the call's action.
 */
const AUTHORITY_ARG = /^(?:roles?|permissions?|perms?|access|levels?|rights?|privileges?|grants?|scopes?)$/;
const OFFERS = /\b(sale|sales|sell|sells|selling|marketplace|storefront|publish|publishes|publishing|classifieds?|auction|auctions)\b/i;

/**
 * The argument that picks the action of a tool whose choices are plain actions, with the choices its schema lists
 * (an `enum`, not choices named only in a description), or undefined.
 */
export function choiceArg(spec: ToolSpec, shape: SchemaShape): Choice | undefined {
  const actions = shape.actions;
  if (actions === undefined) return undefined;
  const top = (spec.inputSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  const record = actions.within === undefined ? undefined : (getOwn(top, actions.within) as { properties?: unknown } | undefined)?.properties;
  const properties = actions.within === undefined ? top : typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {};
  const schema = getOwn(properties, actions.name);
  const listed = typeof schema === 'object' && schema !== null ? (schema as { enum?: unknown }).enum : undefined;
  if (!Array.isArray(listed)) return undefined;
  const values = listed.filter((v): v is string => typeof v === 'string');
  if (values.length < 2 || values.length > MAX_CHOICES) return undefined;
  return { arg: actions.name, values, ...(actions.within === undefined ? {} : { within: actions.within }) };
}

/** The argument that picks a tool's action, the choices it lists, and the object argument it sits in, if any. */
export interface Choice {
  readonly arg: string;
  readonly values: readonly string[];
  readonly within?: string;
}

/** The choice a call makes: its argument's value, inside the command record when the choice sits in one. */
function chosen(call: ToolCall, choice: Choice): unknown {
  if (choice.within === undefined) return getOwn(call.args, choice.arg);
  const record = getOwn(call.args, choice.within);
  return typeof record === 'object' && record !== null && !Array.isArray(record) ? getOwn(record as Record<string, unknown>, choice.arg) : undefined;
}

/**
 * The description spells the choice out as another word that does not read: a choice written without its letters'
 * marks, or without a short ending ("las" in "åbne, låse eller ny kode"), is that word, whatever else it could be
 * ("läs", read). A word the tables cannot read counts: the choice is then no better known than it.
 */
function spelledOutOtherwise(choice: string, description: string | undefined): boolean {
  const short = fold(choice);
  if (short.length < 3 || description === undefined) return false;
  for (const word of description.slice(0, 1000).split(/[^\p{L}\p{M}]+/u)) {
    const long = fold(word);
    if (word.toLowerCase() === choice.toLowerCase() || !long.startsWith(short) || long.length - short.length > 2) continue;
    if (inferTool({ name: word, description: '' }).actionClass !== CLASS.read) return true;
  }
  return false;
}

/**
 * The clauses of a description that name `choice` and no other choice (as written, before any glossing), each read in English
 * with the choice itself taken out (its own verb would read as theirs).
 */
function ownClauses(description: string | undefined, choice: string, values: readonly string[]): string[] {
  if (description === undefined || choice.length < 2) return [];
  const named = standingWord(choice.toLowerCase().slice(0, 64), 'iu');
  const others = values.filter((v) => v !== choice && v.length >= 2).map((v) => standingWord(v.toLowerCase().slice(0, 64), 'iu'));
  return description
    .slice(0, 1000)
    .split(/[.;\n]+/)
    .filter((clause) => named.test(clause) && !others.some((o) => o.test(clause)))
    .map((clause) =>
      descriptionText(clause.replace(standingWord(choice.toLowerCase().slice(0, 64), 'giu'), ' '))
        .text.replace(/[`"'“”‘’]\s*[`"'“”‘’]/gu, ' ')
        .trim(),
    )
    .filter((clause) => clause.length > 0);
}

/** Without its letters' marks and case, as the tool tables fold words. */
const fold = (text: string): string => stripAccents(text).toLowerCase();

/** The part of a catalog entry read here. */
interface Entry {
  readonly spec: ToolSpec;
  readonly actionClass: ActionClass;
  readonly evidence: readonly string[];
}

const readings = new WeakMap<Entry, Map<string, boolean>>();

/** The class of one call of such a tool: a read when its choice only reads, else the tool's own class. */
export function choiceCallClass(entry: Entry, choice: Choice, call: ToolCall): CallClass {
  const own: CallClass = { actionClass: entry.actionClass, evidence: entry.evidence };
  const { arg, values } = choice;
  const value = chosen(call, choice);
  if (typeof value !== 'string' || entry.actionClass === CLASS.read) return own;
  // Only a choice the schema lists, exactly as listed: "LIST", "list " or "list\u200b" may be read otherwise by the tool.
  if (!values.includes(value)) return own;
  if (glossWords(words(arg.slice(0, 64))).words.some((w) => AUTHORITY_ARG.test(w))) return own;
  let cache = readings.get(entry);
  if (cache === undefined) readings.set(entry, (cache = new Map()));
  let reads = cache.get(value);
  if (reads === undefined) {
    // What the description says of the other choices is theirs ("op=issue publishes a new warning" says nothing of "list").
    const others = values.filter((v) => v !== value && v.length >= 2).map((v) => v.toLowerCase());
    const described = descriptionText(entry.spec.description?.slice(0, 1000))
      .text.split(/[.;,\n]+/)
      .filter((clause) => !others.some((v) => standingWord(v).test(clause)))
      .join('. ');
    const offers = OFFERS.test(`${entry.spec.name} ${described}`);
    // The choice reads by itself ("list", "elenca"), and with the tool's own words after it as one name ("list" + "StaffAccount"
    // lists staff accounts; "grant" + "crew__portal_access" grants access): both, or the tool's own class.
    const choice = value.slice(0, 128);
    const named = entry.spec.name.slice(0, 128).replace(/[^\p{L}\p{N}]+/gu, '_');
    const read = (name: string): boolean => inferTool({ name, description: '' }).actionClass === CLASS.read;
    // A choice that names a state or a document of the tool ("status", "durum", "report") asks for it, whatever the tool is.
    const state = stateChoice(choice) ? ['status'] : nameParts(choice).operation;
    // "`convert` re-rates the trip and posts it to the account": what the description says this choice does, when it says it.
    const acts = describedChoice(entry, value, values) !== undefined;
    reads =
      !offers &&
      !acts &&
      !explainedOtherwise(entry.spec.description, value) &&
      !ACTING_CHOICES.has(state[0] ?? '') &&
      (read(choice) || (state.length === 1 && STATES.has(state[0]!))) &&
      (read(`${choice}_${named}`) || (state.length === 1 && STATES.has(state[0]!))) &&
      ((state.length === 1 && STATES.has(state[0]!)) || !spelledOutOtherwise(choice, entry.spec.description));
    cache.set(value, reads);
  }
  if (reads) return { actionClass: CLASS.read, evidence: [`its "${arg}" picks "${value.slice(0, 64)}", which only reads`] };
  // A change the description spells out for this choice alone is what the call does (more dangerous than the tool's class
  // read from its choices' names, or less).
  const said = describedChoice(entry, value, values);
  if (said !== undefined)
    return { actionClass: said.cls, evidence: [`its "${arg}" picks "${value.slice(0, 64)}", which the description says ${said.why}`] };
  return own;
}

/**
 * The description explains this choice in words of its own — in brackets or after a colon or a dash right after it is quoted
 * ("'tanga' (amafaranga ajya kuri MoMo y'umworozi ako kanya)") — and they do not read as a read: the choice's own name, which
 * another language may spell the same way ("tanga" reads in Lingala, gives in Kinyarwanda), is then no proof that it only reads.
 * A list of short items is what the choice shows, not an explanation.
 */
function explainedOtherwise(description: string | undefined, choice: string): boolean {
  if (description === undefined || choice.length < 2) return false;
  const text = description.slice(0, 1000);
  const quoted = new RegExp(
    `[\`"'“‘]${escapeRegExp(choice.slice(0, 64))}[\`"'”’]\\s*(?:\\(([^()]{3,200})\\)|[:=—–-]\\s*([^;,.\\n\`"'“‘]{3,200}))`,
    'u',
  );
  const m = quoted.exec(text);
  const explained = m?.[1] ?? m?.[2];
  if (explained === undefined) return false;
  // A list of what the choice shows ("'reba' (ubushyuhe, litiro, alarme)", "'دۆخ' (گازوایلی تانکی، کاتژمێری کارکردن…)"): fields, no clause.
  const parts = explained.split(/[,،、]/u);
  if (parts.length >= 2 && parts.every((part) => part.trim().split(/\s+/u).length <= 3)) return false;
  return inferTool({ name: '', description: explained }).actionClass !== CLASS.read;
}

const saying = new WeakMap<Entry, Map<string, { cls: ActionClass; why: string } | null>>();

/** What the description's clauses that name `value`, and no other choice, say it does, when that is a change. */
function describedChoice(entry: Entry, value: string, values: readonly string[]): { cls: ActionClass; why: string } | undefined {
  let cache = saying.get(entry);
  if (cache === undefined) saying.set(entry, (cache = new Map()));
  const known = cache.get(value);
  if (known !== undefined) return known ?? undefined;
  let worst: { cls: ActionClass; why: string } | undefined;
  for (const clause of ownClauses(entry.spec.description, value, values)) {
    const cls = inferTool({ name: '', description: clause }).actionClass;
    if (cls !== undefined && cls !== CLASS.read && (worst === undefined || rankOf(cls) > rankOf(worst.cls)))
      worst = { cls, why: `"${clause.slice(0, 80)}" (${cls})` };
  }
  cache.set(value, worst ?? null);
  return worst;
}
