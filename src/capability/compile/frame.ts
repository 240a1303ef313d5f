/**
 * The intent frame: everything the compiler understood of one intent — its operations (with the
 * classes they need), entities, negations, quantities, read restrictions, delegation, reference
 * cues, and whether the text looked like an attempt to obtain more authority. Deterministic and
 * offline; it never throws on any string (an intent it cannot read yields an empty frame).
 */
import { asciiDigits } from '../../util/digits.ts';
import { CLASS } from '../../action/classes.ts';
import type { ActionClass } from '../../action/types.ts';
import type { CapabilityGraph } from '../graph.ts';
import { type Entity, extractEntities } from './entities.ts';
import { findAdversarial, findDelegation, findQuantities, findReadRestriction, type Quantity, type Restriction } from './modifiers.ts';
import type { ToolIndex } from './grounding.ts';
import { findOperations, type Operation } from './operations.ts';
import type { Range } from './operation.ts';
import { findReferences, maskText, type Reference } from './references.ts';
import { glossIntent } from './glosses.ts';
import { englishText } from '../../action/foreign.ts';
import { tokenize } from './text.ts';
import { VERBS } from './vocabulary.ts';
import { UsageError } from '../../errors.ts';

export interface Negation {
  /** The classes the intent says not to use. */
  readonly classes: readonly ActionClass[];
  readonly evidence: string;
  /** Where it was said (token index): a later request of the same class overrides it, an earlier one does not. */
  readonly at: number;
  /** The negated verb, and the classes its object points at (a subset of `classes`). */
  readonly verb: string;
  readonly primary: readonly ActionClass[];
  /** Character range of the forbidden request (verb to the end of its object), when known. */
  readonly span?: Range;
}

export interface IntentFrame {
  /** The analysed text: the intent, cut to the policy's length cap, with request words of other languages in English (glosses.ts). */
  readonly text: string;
  /** The intent as written (the token's intent claim). */
  readonly said: string;
  /** Words are left that nothing here reads (another script, or a language whose request words were put into English): they may describe whom or what the request concerns. */
  readonly unread: boolean;
  /** True when the intent was longer than the cap, or asked for more things than {@link MAX_REQUESTS}; such an intent compiles to the narrowest token. */
  readonly truncated: boolean;
  /** Which cap it went over, when truncated. */
  readonly over?: 'chars' | 'requests';
  /** Operations asked for, not negated. */
  readonly operations: readonly Operation[];
  /** Operations the intent forbids ("don't send anything"). */
  readonly negations: readonly Negation[];
  readonly entities: readonly Entity[];
  readonly quantities: readonly Quantity[];
  /** "only read", "don't change anything". */
  readonly readOnly: Restriction | undefined;
  /** The intent hands its agenda to content the agent will read; the words that say so. */
  readonly delegation: string | undefined;
  /** Words asking the compiler for more authority ("ignore the policy", "grant everything"). */
  readonly adversarial: string | undefined;
  readonly references: readonly Reference[];
  /** False when nothing in the text was understood (empty, non-English, noise). */
  readonly understood: boolean;
}

/** The frame of an intent nothing was understood of. */
export function emptyFrame(text: string): IntentFrame {
  return { ...EMPTY, text, said: text, truncated: false };
}

const EMPTY: Omit<IntentFrame, 'text' | 'said' | 'truncated'> = {
  unread: false,
  operations: [],
  negations: [],
  entities: [],
  quantities: [],
  readOnly: undefined,
  delegation: undefined,
  adversarial: undefined,
  references: [],
  understood: false,
};

/** More requests (and prohibitions) than any task one intent delegates; past it the intent is not analysed, which keeps parsing linear in its length. */
export const MAX_REQUESTS = 40;

/**
 * Parse `intent` into a frame. `maxChars` caps the work: a longer intent is not analysed at all
 * (cutting it could drop a "don't …" at its end), and its frame is empty and marked truncated.
 * With `tools` (the deployment's catalog, indexed), verbs are read by the tools they would call.
 */
export function parseIntent(intent: string, graph: CapabilityGraph, maxChars: number, tools?: ToolIndex): IntentFrame {
  if (typeof intent !== 'string') throw new UsageError('ERR_INVALID_ARGUMENT', 'intent must be a string');
  if (intent.length > maxChars) return { ...EMPTY, text: intent.slice(0, maxChars), said: intent.slice(0, maxChars), truncated: true, over: 'chars' };
  // Control characters and odd spacing carry no meaning; they must not split or hide words.
  // "৫০০ টাকার বেশি না", "٣ تذاكر": amounts and ids written in a script's own digits read as the same numbers.
  const said = asciiDigits(blankControls(intent.normalize('NFKC')));
  if (said.trim().length === 0) return emptyFrame(said);
  const gloss = glossIntent(said);
  // Request words glossed by the hundred make no task either; the English parser never sees them.
  if (gloss.glossed > 2 * MAX_REQUESTS) return { ...EMPTY, text: said, said, unread: gloss.unread, truncated: true, over: 'requests' };
  const text = gloss.text;
  // Request words put into English, or words the tool tables read as another language's, leave words nothing here reads ("send SMS til de berørte").
  const unread = gloss.unread || gloss.glossed > 0 || englishText(said).glossed >= 2;
  const entities = extractEntities(text);
  const tokens = tokenize(text, entities);
  const masked = maskText(text, entities);
  const all = findOperations(text, tokens, graph, MAX_REQUESTS, tools);
  // Dozens of requests in one intent is no task a person delegates: none of it is granted, as with an intent over the length cap.
  if (all.length > MAX_REQUESTS) return { ...EMPTY, text, said, unread: gloss.unread, truncated: true, over: 'requests' };
  const operations = all.filter((op) => !op.negated);
  const negations = all
    .filter((op) => op.negated && !conditionOn(text, op, operations))
    .map((op) => ({
      classes: negatedClasses(op),
      evidence: op.evidence,
      at: op.from,
      verb: op.verb,
      primary: op.classes,
      ...(op.span === undefined ? {} : { span: op.span }),
    }));
  const readOnly = findReadRestriction(masked);
  const delegation = findDelegation(masked);
  const adversarial = findAdversarial(masked);
  const understood = operations.length > 0 || negations.length > 0 || readOnly !== undefined || delegation !== undefined;
  return {
    text,
    said,
    unread,
    truncated: false,
    operations,
    negations,
    entities,
    quantities: findQuantities(text.toLowerCase()),
    readOnly,
    delegation,
    adversarial,
    references: findReferences(masked),
    understood,
  };
}

/** Words that open a condition, in English and the languages the glosses read ("if", "si", "wenn", "se", "als", "jeśli"). */
const CONDITION =
  /(?:^|[\s(,])(?:if|unless|in case|should|si|wenn|falls|se|als|indien|jeśli|jeżeli|jos|om|hvis|ha|eğer)\s[^.;:!?]*,\s*(?:[^\s,]+\s+){0,2}$/iu;

/**
 * "book the studio …; if the points are not enough, don't book and tell me": a negated request in a clause that opens with
 * a condition, where the intent also asks for a request of the same class, says when not to do it. It is no prohibition
 * of the class: the request stands, as the task wrote it.
 */
function conditionOn(text: string, op: Operation, asked: readonly Operation[]): boolean {
  if (op.span === undefined || !asked.some((a) => a.verb === op.verb || a.classes.some((c) => op.classes.includes(c)))) return false;
  const before = text.slice(Math.max(0, op.span[0] - 160), op.span[0]);
  const clause = before.slice(Math.max(...['.', ';', ':', '!', '?', '\n'].map((b) => before.lastIndexOf(b))) + 1);
  return CONDITION.test(clause);
}

/** Control and invisible formatting characters become spaces (code points, to keep the pattern readable). */
function blankControls(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    const invisible =
      (c < 0x20 && c !== 0x0a && c !== 0x09) || c === 0x7f || (c >= 0x200b && c <= 0x200f) || c === 0x2028 || c === 0x2029 || c === 0xfeff;
    out += invisible ? ' ' : ch;
  }
  return out;
}

/** "don't send anything" forbids every class "send" can mean, not only the one its object picked. */
/** "Don't give my number to anyone", "don't share our address": handing over the person's own details is sharing them, nothing else. */
const OWN_DETAILS =
  /\b(?:give|share|pass|hand|send|forward|disclose|reveal|post|publish|leak)\s+(?:out\s+)?(?:my|our|his|her|their)\s+(?:phone\s+|mobile\s+|home\s+|e-?mail\s+)?(?:number|phone|mobile|e-?mail|address|details|data|info|information|contacts?|contact details|name)\b/i;

function negatedClasses(op: Operation): readonly ActionClass[] {
  if (op.kind === 'read') return [];
  if (OWN_DETAILS.test(op.evidence)) return [CLASS.messageSend, CLASS.externalApiCall];
  return /\b(?:anything|any|nothing|everything|all)\b/i.test(op.evidence) || op.classes.length === 0 ? sensesOf(op) : op.classes;
}

function sensesOf(op: Operation): readonly ActionClass[] {
  return op.classes.length > 0 ? [...new Set([...op.classes, ...verbClasses(op.verb)])] : verbClasses(op.verb);
}

function verbClasses(verb: string): readonly ActionClass[] {
  return VERBS.get(verb)?.classes ?? [];
}
