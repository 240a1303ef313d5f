/**
 * The provenance features of a call's arguments (part of κ_t): for each group of argument roles,
 * where its values were seen — in the user's intent, only in an earlier tool output (and there,
 * inside an instruction aimed at an agent or right after an imperative), or nowhere — and
 * whether an earlier output names the tool itself.
 *
 * Everything here reads hostile values and text: work is bounded (values per call, characters
 * scanned) and nothing throws. Scratch state is module-level and reused: extraction is
 * synchronous, so one set suffices.
 */
import type { CatalogEntry } from '../action/catalog.ts';
import { argumentRole } from '../action/infer.ts';
import type { ArgumentRole, ToolCall } from '../action/types.ts';
import { getOwn } from '../util/json.ts';
import { MAX_VALUE_CHARS, NOT_FOUND, findIn, newNeedle, prepareNeedle, resetScanBudget, type TextIndex } from './provenance.ts';
import { seenFlags } from './lookup.ts';
import { IN_INSTRUCTED_OUTPUT, NEAR_CUE, NEAR_ORDER, type ValueSources } from './sources.ts';

/**
 * Provenance groups of argument roles: where a value came from matters most for `target`.
 * Free-text arguments (`text`: bodies, subjects, contents) form their own group, compared whole
 * when short enough (text dictated by an injection is copied verbatim: a subject, a body, a
 * password); the addresses, links and IBANs written inside them are destinations too, and join
 * `target`. Both count as undeclared values: they can add suspicion, never trust.
 */
export const GROUPS = ['target', 'detail', 'other', 'text'] as const;
const GROUP_OF_ROLE: Readonly<Partial<Record<ArgumentRole, number>>> = {
  recipient: 0,
  account: 0,
  url: 0,
  amount: 1,
  path: 1,
  identifier: 1,
  other: 2,
};

// Trust is "all values", suspicion is "any value": padding a call with extra values (say, a cc
// taken from the intent) can then never dilute the evidence against the one value that matters.
export const groupFeatures = (g: string): [string, string][] => [
  [`prov.${g}.present`, `1 when a declared argument carries a ${g} value`],
  [`prov.${g}.allInIntent`, `1 when present and every ${g} value (declared or not) is found in the intent`],
  [`prov.${g}.anyOnlyObserved`, `1 when a ${g} value is not in the intent but is in an earlier tool output`],
  [`prov.${g}.anyNowhere`, `1 when a ${g} value is in neither the intent nor any output (outputs were available)`],
  [`prov.${g}.anyUnverified`, `1 when a ${g} value is not in the intent and there were no outputs to check`],
  [`prov.${g}.instructed`, `1 when a ${g} value not in the intent occurs in an output carrying instruction-like text`],
  [`prov.${g}.nearInstruction`, `1 when such a value occurs within the span of an instruction cue`],
  [
    `prov.${g}.nearImperative`,
    `1 when a ${g} value not in the intent occurs in an output right after an imperative of a consequential action ("send … to <value>")`,
  ],
];

// Offsets inside a provenance group, in the order of groupFeatures(); the same offsets index
// the per-group tallies in `counts` (with G_ALL_INTENT counting values found in the intent and
// G_DECLARED values of declared arguments).
export const G_PRESENT = 0,
  G_ALL_INTENT = 1,
  G_ONLY = 2,
  G_NOWHERE = 3,
  G_UNVERIFIED = 4,
  G_INSTRUCTED = 5,
  G_NEAR = 6,
  G_IMPERATIVE = 7;
const G_DECLARED = 8;
const TALLY = 9;

/**
 * Destinations written inside free text: e-mail addresses, links with a scheme or `www.`, IBANs.
 * Every repetition is bounded and anchored at a token start, so hostile text cannot make the
 * scan super-linear.
 */
const EMBEDDED =
  /(?<![a-z0-9._%+-])[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}|\b(?:https?:\/\/|www\.)[^\s<>"'`)\]]{1,2048}|\b[a-z]{2}\d{2}[a-z0-9]{10,30}\b/gi;
/**
 * What each of {@link EMBEDDED}'s forms needs: an `@`, a scheme's `://` or `www.`, or two digits in a
 * row (an IBAN's check digits). Text without any (most bodies and subjects) is not scanned: the
 * pattern tries its address form at every position, this looks once.
 */
const MAYBE_EMBEDDED = /@|:\/\/|www\.|\d\d/i;
/** Characters of free text scanned per call for embedded destinations. */
export const MAX_TEXT_SCAN = 65_536;
/** At most this many argument values are compared per call (bounds the cost of hostile arrays). */
export const MAX_VALUES = 128;
/**
 * Characters of intent searched per call, all values together (outputs are not searched: they
 * were indexed when recorded). A hostile call that exhausts it gets its remaining values counted
 * as not in the intent, so the bound costs an attacker, not the user.
 */
export const MAX_SCAN_CHARS = 4_000_000;
const MAX_ARRAY_DEPTH = 2;
/** Free-text values shorter than this are not compared whole (a word matches everywhere). */
const MIN_TEXT_CHARS = 6;
const TEXT_GROUP = 3;
const needle = newNeedle();
const counts = new Float64Array(GROUPS.length * TALLY);
const undeclaredRoles = new Map<string, ArgumentRole>();
let outputs: ValueSources | undefined;

/**
 * Compare each sensitive argument value of `call` with the intent and the task's outputs, and
 * write each group's features at `groupBase[g]` (+ the offsets G_*) of `out`. `sources` is the
 * index of the outputs (src/gate/sources.ts), undefined or empty when there were none: each value
 * costs a few map reads, whatever the outputs' length.
 */
export function argumentFeatures(
  call: ToolCall,
  entry: CatalogEntry,
  intent: TextIndex | undefined,
  sources: ValueSources | undefined,
  out: Float64Array,
  groupBase: readonly number[],
): void {
  outputs = sources !== undefined && sources.outputs > 0 ? sources : undefined;
  counts.fill(0);
  const args = call.args;
  if (typeof args !== 'object' || args === null) return;
  valueBudget = MAX_VALUES;
  textBudget = MAX_TEXT_SCAN;
  resetScanBudget(MAX_SCAN_CHARS);
  const browser = entry.generic?.kind === 'browser' ? entry.generic.args : undefined;
  for (const name of Object.keys(args)) {
    if (valueBudget <= 0) break;
    // The element a browser action addresses (its ref, and the agent's words for it) is no data the
    // call moves: classification checks it against the page (src/action/browser/). What is typed,
    // chosen or opened stays.
    if (browser !== undefined && (name === browser.target || name === browser.description)) continue;
    const declared = entry.roles.get(name);
    const role = declared ?? roleOf(name);
    const group = GROUP_OF_ROLE[role];
    const value = getOwn(args as Record<string, unknown>, name);
    if (group !== undefined) visitValue(value, group, 0, intent, declared !== undefined);
    else if (role === 'text') visitText(value, 0, intent);
    if (role === 'text' && typeof value === 'string' && value.trim().length >= MIN_TEXT_CHARS && value.length <= MAX_VALUE_CHARS && valueBudget > 0) {
      valueBudget--;
      classifyValue(value, TEXT_GROUP, intent, false);
    }
  }
  for (let g = 0; g < GROUPS.length; g++) {
    const c = g * TALLY;
    const n = counts[c + G_PRESENT]!;
    if (n === 0) continue;
    const base = groupBase[g]!;
    // An argument the tool does not declare can add suspicion but never trust.
    out[base + G_PRESENT] = counts[c + G_DECLARED]! > 0 ? 1 : 0;
    out[base + G_ALL_INTENT] = counts[c + G_DECLARED]! > 0 && counts[c + G_ALL_INTENT] === n ? 1 : 0;
    out[base + G_ONLY] = counts[c + G_ONLY]! > 0 ? 1 : 0;
    out[base + G_NOWHERE] = counts[c + G_NOWHERE]! > 0 ? 1 : 0;
    out[base + G_UNVERIFIED] = counts[c + G_UNVERIFIED]! > 0 ? 1 : 0;
    out[base + G_INSTRUCTED] = counts[c + G_INSTRUCTED]! > 0 ? 1 : 0;
    out[base + G_NEAR] = counts[c + G_NEAR]! > 0 ? 1 : 0;
    out[base + G_IMPERATIVE] = counts[c + G_IMPERATIVE]! > 0 ? 1 : 0;
  }
}

let valueBudget = 0;
let textBudget = 0;

const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** Destinations embedded in free text (strings, and strings inside arrays), as undeclared target values. */
function visitText(value: unknown, depth: number, intent: TextIndex | undefined): void {
  if (Array.isArray(value)) {
    if (depth < MAX_ARRAY_DEPTH) for (const item of value) visitText(item, depth + 1, intent);
    return;
  }
  if (typeof value !== 'string' || textBudget <= 0 || valueBudget <= 0) return;
  const text = value.length > textBudget ? value.slice(0, textBudget) : value;
  textBudget -= text.length;
  if (!MAYBE_EMBEDDED.test(text)) return;
  EMBEDDED.lastIndex = 0;
  for (let m = EMBEDDED.exec(text); m !== null && valueBudget > 0; m = EMBEDDED.exec(text)) {
    valueBudget--;
    classifyValue(m[0].replace(TRAILING_PUNCTUATION, ''), 0, intent, false);
  }
}

/** Strings and numbers, and those inside arrays (to MAX_ARRAY_DEPTH); objects are not searched. */
function visitValue(value: unknown, group: number, depth: number, intent: TextIndex | undefined, declared: boolean): void {
  if (valueBudget <= 0) return;
  if (Array.isArray(value)) {
    if (depth < MAX_ARRAY_DEPTH) for (const item of value) visitValue(item, group, depth + 1, intent, declared);
    return;
  }
  // `other` arguments: only strings (names, channels, cities); their numbers are counts and flags.
  if (typeof value !== 'string' && (typeof value !== 'number' || group === 2)) return;
  valueBudget--;
  classifyValue(value, group, intent, declared);
}

function classifyValue(value: string | number, group: number, intent: TextIndex | undefined, declared: boolean): void {
  const c = group * TALLY;
  if (typeof value === 'string' && value.trim().length === 0) return;
  counts[c + G_PRESENT]!++;
  if (declared) counts[c + G_DECLARED]!++;
  // A value too long to compare is treated as coming from nowhere: unexplained, never trusted.
  if (!prepareNeedle(value, needle)) {
    counts[c + (outputs !== undefined ? G_NOWHERE : G_UNVERIFIED)]!++;
    return;
  }
  if (intent !== undefined && findIn(intent, needle) !== NOT_FOUND) {
    counts[c + G_ALL_INTENT]!++;
    return;
  }
  if (outputs === undefined) {
    counts[c + G_UNVERIFIED]!++;
    return;
  }
  const flags = seenFlags(outputs, value);
  counts[c + (flags !== 0 ? G_ONLY : G_NOWHERE)]!++;
  if ((flags & IN_INSTRUCTED_OUTPUT) !== 0) counts[c + G_INSTRUCTED]!++;
  if ((flags & NEAR_CUE) !== 0) counts[c + G_NEAR]!++;
  if ((flags & NEAR_ORDER) !== 0) counts[c + G_IMPERATIVE]!++;
}

/** The role of an undeclared argument, inferred from its name (cached; a name over 64 characters is `other`). */
export function roleOf(name: string): ArgumentRole {
  if (name.length > 64) return 'other';
  let role = undeclaredRoles.get(name);
  if (role === undefined) {
    role = argumentRole(name, undefined);
    if (undeclaredRoles.size >= 1024) undeclaredRoles.clear();
    undeclaredRoles.set(name, role);
  }
  return role;
}

/** Tool names that are identifiers rather than plain words: `_`, `-` or a digit, or a capital after the first letter. */
const IDENTIFIER_NAME = /[_\-0-9]|.[A-Z]/;
const QUOTES = ['"', "'", '`'];

/**
 * The tool's name occurs in a remembered output and not in the intent: as a token for an
 * identifier-like name; for a plain word (which prose uses anyway), only quoted or followed by
 * "tool" — the ways text names a tool for an agent to use. Outputs are read through their index
 * ({@link ValueSources.names}).
 */
export function toolNamedInOutputs(tool: string, intent: TextIndex | undefined, sources: ValueSources | undefined): boolean {
  if (sources === undefined || sources.outputs === 0 || tool.length < 4 || tool.length > 128) return false;
  const name = tool.toLowerCase();
  const identifier = IDENTIFIER_NAME.test(tool);
  if (intent !== undefined && namedIn(intent.norm, name, identifier)) return false;
  return sources.names(name, !identifier);
}

function namedIn(text: string, name: string, identifier: boolean): boolean {
  let seen = 0;
  for (let at = text.indexOf(name); at >= 0 && seen < 32; at = text.indexOf(name, at + 1), seen++) {
    const before = at > 0 ? text.charCodeAt(at - 1) : 32;
    const end = at + name.length;
    const after = end < text.length ? text.charCodeAt(end) : 32;
    if (isWordChar(before) || isWordChar(after)) continue;
    if (identifier) return true;
    const quoted = QUOTES.some((q) => text[at - 1] === q && text[end] === q);
    if (quoted || text.startsWith(' tool', end)) return true;
  }
  return false;
}

function isWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || code === 95;
}
