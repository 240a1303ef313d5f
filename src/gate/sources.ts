/**
 * Where a task's values came from: an index of the candidate values (e-mail addresses, IBANs,
 * URLs and hosts, numbers, ids and other tokens) of every tool output the task recorded, each
 * with the classes of the calls whose outputs held it and whether an output that addressed
 * instructions to the agent held it.
 *
 * Each output is indexed once, when it is recorded, over its whole text (read in pieces, so an
 * injection padded past any window is still seen), and the index is bounded: a decision looks a
 * value up in a few map reads whatever the outputs' length. The gate reads nothing else about
 * outputs: each value also carries the flags its features need (seen in an instructed output,
 * within a cue's span, right after an imperative), and the index keeps the tool-like names the
 * outputs mention.
 *
 * The `from` rule (docs/constraints.md §5a). An output is "instructed" when its text as a whole
 * carries the cues of `instructions.ts`. It is cut into records: the elements of a top-level
 * JSON array or the top-level YAML list items of a listing, otherwise the whole output. In an
 * instructed output, a record that carries cues itself addresses the agent, and each of its values
 * is either:
 * - **instructed**: inside the span of a cue or of an imperative ("send … to <value>"), at least
 *   once however often it repeats elsewhere. `from` denies it.
 * - **mixed**: only outside every span. That is the record's own data beside an injected field
 *   (an event's id, a transaction's amount), or a value an attacker padded away from the cue.
 *   `from` neither accepts it nor denies it: the call goes to the verifier band.
 * Values of the listing's other records, and of outputs without cues, are data like any read's.
 *
 * Known limit: in plain text (not JSON, not inside a quoted YAML string), text that an attacker
 * controls can forge a listing's structure (a line starting `- `) and so start a record of its
 * own; a value there counts as data for the `from` requirement (the gate still scores it).
 *
 * Everything here reads hostile text: work and memory are bounded and nothing throws.
 */
import { cuesInstruct, inSpans, scanPiece, type InstructionCues } from './instructions.ts';
import { newNeedle, normalizeText, prepareNeedle } from './provenance.ts';
import { recordStarts } from './records.ts';

/** Gate flags of a value ({@link ValueSource.flags}): seen in an output that addressed the agent. */
export const IN_INSTRUCTED_OUTPUT = 1;
/** Seen within the span of an instruction cue of such an output. */
export const NEAR_CUE = 2;
/** Seen right after an imperative of a consequential action ("send … to <value>"), in any output. */
export const NEAR_ORDER = 4;

/** Where one value was seen. */
export interface ValueSource {
  /** Producers of outputs that held the value as data, outside any record that addressed the agent (see {@link ValueSources.record}). */
  readonly producers: string[];
  /** Inside an instruction: within a cue's or an imperative's span, in a record that addressed the agent. */
  instructed: boolean;
  /** In a record that addressed the agent, but outside every such span: neither instructed nor vouched for. */
  mixed: boolean;
  /** What the gate reads: {@link IN_INSTRUCTED_OUTPUT}, {@link NEAR_CUE}, {@link NEAR_ORDER}, or-ed over every output that held it. */
  flags: number;
}

export interface ValueSourcesOptions {
  /** Most values remembered; past it the least recently seen are forgotten (default 16,384). */
  readonly maxValues?: number;
  /** Characters of one output read; a longer output counts as instructed (default 8 Mi). */
  readonly maxOutputChars?: number;
  /** Most distinct values taken from one output (default 8,192). */
  readonly maxValuesPerOutput?: number;
}

/** What indexing one output found. */
export interface OutputSummary {
  readonly instructed: boolean;
  readonly values: number;
}

/** The producer of outputs the caller vouches for without naming the call's class. */
export const UNKNOWN_PRODUCER = '*';

const PIECE = 64 * 1024;
/** Characters a piece reads past its end, so values and cues that straddle two pieces are whole in one. */
const OVERLAP = 512;
/** Longest token taken as a value (longer ones are never compared either). */
const MAX_TOKEN = 256;
/** Tool-like names remembered per task, and taken from one output. */
const MAX_NAMES = 4_096;
const MAX_NAMES_PER_OUTPUT = 1_024;

export class ValueSources {
  // One small integer per value (no object per value: the index is most of a task's memory): the
  // gate flags, INSTRUCTED_BIT, MIXED_BIT, and one bit per producer from PRODUCER_SHIFT on.
  readonly #values = new Map<string, number>();
  readonly #producers: string[] = [];
  readonly #names = new Set<string>();
  readonly #maxValues: number;
  readonly #maxOutputChars: number;
  readonly #maxPerOutput: number;
  #forgot = false;
  #outputs = 0;
  #instructedOutputs = 0;

  constructor(options: ValueSourcesOptions = {}) {
    this.#maxValues = options.maxValues ?? 16_384;
    this.#maxOutputChars = options.maxOutputChars ?? 8 * 1024 * 1024;
    this.#maxPerOutput = options.maxValuesPerOutput ?? 8_192;
  }

  /**
   * Index one tool output. `producer` names the class of the allowed call that returned it
   * ({@link UNKNOWN_PRODUCER} when the caller vouches for it without a class); null records its
   * values as seen but produced by no allowed call (they then only count as instructed, if so).
   */
  record(text: string, producer: string | null): OutputSummary {
    if (typeof text !== 'string') return { instructed: false, values: 0 };
    const length = Math.min(text.length, this.#maxOutputChars);
    const all: InstructionCues = { strong: 0, weakKinds: 0 };
    const segments: { keys: Map<string, number>; cues: InstructionCues }[] = [];
    const names = new Set<string>();
    let total = 0;
    let full = true;
    const starts = recordStarts(text, length);
    for (let k = 0; k < starts.length; k++) {
      const segment = { keys: new Map<string, number>(), cues: { strong: 0, weakKinds: 0 } };
      const segmentEnd = k + 1 < starts.length ? starts[k + 1]! : length;
      for (let start = starts[k]!; start < segmentEnd;) {
        let end = Math.min(segmentEnd, start + PIECE);
        // End a piece at white space where one is near, so no token is cut in two.
        if (end < segmentEnd) {
          const space = text.slice(end, Math.min(segmentEnd, end + 1024)).search(/\s/);
          if (space >= 0) end += space;
        }
        const readTo = Math.min(segmentEnd, end + OVERLAP);
        // Values and spans are read on the same normalised text (escapes read, white space collapsed).
        const head = normalizeText(text.slice(start, end));
        const piece = readTo > end ? head + normalizeText(text.slice(end, readTo)) : head;
        const { spans, imperatives } = scanPiece(piece, segment.cues);
        const flagsAt = (at: number): number => (inSpans(spans, at) ? NEAR_CUE : 0) | (inSpans(imperatives, at) ? NEAR_ORDER : 0);
        const room = this.#maxPerOutput - total + segment.keys.size;
        if (!collectValues(piece, head.length, readTo === segmentEnd, segment.keys, room, flagsAt)) full = false;
        collectNames(piece, head.length, names);
        start = end;
      }
      total += segment.keys.size;
      all.strong += segment.cues.strong;
      all.weakKinds |= segment.cues.weakKinds;
      segments.push(segment);
    }
    // What was not read may hold the instruction: an output too long to read whole is not trusted.
    const truncated = length < text.length;
    const instructed = cuesInstruct(all) || truncated;
    this.#outputs++;
    if (instructed) this.#instructedOutputs++;
    // In an instructed output, a record that carries cues addresses the agent: its values inside a
    // cue's or an imperative's span are instructed, the rest of it is mixed (see the header).
    // Other records of it (the rest of a listing) are data.
    let values = 0;
    for (const { keys, cues } of segments) {
      const addressed = instructed && (truncated || cues.strong > 0 || cues.weakKinds !== 0);
      for (const [key, flags] of keys) {
        const gate = (instructed ? IN_INSTRUCTED_OUTPUT | (flags & NEAR_CUE) : 0) | (flags & NEAR_ORDER);
        const kind = !addressed ? DATA : truncated || flags !== 0 ? INSTRUCTED : MIXED;
        this.#add(key, kind, gate, producer);
        values++;
      }
    }
    for (const name of names) {
      if (!this.#names.delete(name)) this.#names.add(own(name));
      else this.#names.add(name);
      if (this.#names.size > MAX_NAMES) this.#names.delete(this.#names.values().next().value as string);
    }
    if (!full) this.#forgot = true;
    return { instructed, values };
  }

  /** Where the value stored under `key` was seen, if it still is remembered. */
  get(key: string): ValueSource | undefined {
    const packed = this.#values.get(key);
    if (packed === undefined) return undefined;
    const producers: string[] = [];
    for (let i = 0; i < this.#producers.length; i++) if ((packed & (1 << (PRODUCER_SHIFT + i))) !== 0) producers.push(this.#producers[i]!);
    return { producers, instructed: (packed & INSTRUCTED_BIT) !== 0, mixed: (packed & MIXED_BIT) !== 0, flags: packed & GATE_FLAGS };
  }

  /** The gate flags of the value stored under `key` (no allocation), undefined when it is not remembered. */
  flags(key: string): number | undefined {
    const packed = this.#values.get(key);
    return packed === undefined ? undefined : packed & GATE_FLAGS;
  }

  /**
   * Whether a remembered output names `name` (lower case) the way text names a tool for an agent:
   * `quoted` false, as an identifier with an underscore (`send_money`) or as any other token;
   * `quoted` true, a plain word in quotes or followed by "tool".
   */
  names(name: string, quoted: boolean): boolean {
    if (quoted) return this.#names.has(`q:${name}`);
    return name.includes('_') ? this.#names.has(`i:${name}`) : this.#values.has(name);
  }

  /** False once a value was forgotten or an output had more values than one output may give. */
  get complete(): boolean {
    return !this.#forgot;
  }

  get size(): number {
    return this.#values.size;
  }

  /** Outputs recorded, and how many of them addressed instructions to the agent. */
  get outputs(): number {
    return this.#outputs;
  }

  get instructedOutputs(): number {
    return this.#instructedOutputs;
  }

  #add(key: string, kind: number, flags: number, producer: string | null): void {
    let packed = this.#values.get(key);
    if (packed === undefined) {
      packed = 0;
      key = own(key);
    } else this.#values.delete(key);
    packed |= flags;
    // However often instructions repeat a value, it stays theirs; a record without cues (another
    // e-mail, another transaction) vouches for its own values.
    if (kind === INSTRUCTED) packed |= INSTRUCTED_BIT;
    else if (kind === MIXED) packed |= MIXED_BIT;
    else if (producer !== null) packed |= this.#producerBit(producer);
    this.#values.set(key, packed);
    while (this.#values.size > this.#maxValues) {
      this.#values.delete(this.#values.keys().next().value as string);
      this.#forgot = true;
    }
  }

  /** The bit of `producer`; 0 once MAX_PRODUCERS classes are known (its values then vouch for nothing: fail closed). */
  #producerBit(producer: string): number {
    let i = this.#producers.indexOf(producer);
    if (i < 0) {
      if (this.#producers.length >= MAX_PRODUCERS) {
        this.#forgot = true;
        return 0;
      }
      i = this.#producers.push(producer) - 1;
    }
    return 1 << (PRODUCER_SHIFT + i);
  }
}

const GATE_FLAGS = IN_INSTRUCTED_OUTPUT | NEAR_CUE | NEAR_ORDER;
const INSTRUCTED_BIT = 8;
const MIXED_BIT = 16;
const PRODUCER_SHIFT = 5;
/** Distinct producer classes one task's index tells apart (the bits of a small integer). */
const MAX_PRODUCERS = 25;
/**
 * A copy of `key` that does not hold on to the text it was cut from (V8 keeps a long substring as
 * a view of its parent: a remembered key would otherwise keep a whole 64 KB piece alive).
 */
function own(key: string): string {
  return key.length < 13 ? key : (' ' + key).slice(1);
}

const DATA = 0;
const INSTRUCTED = 1;
const MIXED = 2;

/** The keys to look a call's value up under: found where any of `any` is, or (several words) where each of `all` is. */
export interface ValueKeys {
  readonly any: readonly string[];
  readonly all: readonly string[];
}

const needle = newNeedle();

/** The keys of `value` in a {@link ValueSources} index; undefined for a value that cannot be compared. */
export function valueKeys(value: unknown): ValueKeys | undefined {
  if (!prepareNeedle(value, needle)) return undefined;
  switch (needle.kind) {
    case 'number': {
      const any = needle.forms.map((form) => numberKey(form)).filter((k): k is string => k !== undefined);
      if (typeof value === 'string') any.push(value.trim().toLowerCase());
      return { any, all: [] };
    }
    case 'email':
    case 'iban':
      return { any: [needle.forms[0]!], all: [] };
    case 'url':
      return { any: needle.host === '' ? [needle.forms[0]!] : [needle.forms[0]!, `h:${needle.host}`], all: [] };
    default: {
      const words = tokensOf(needle.forms[0]!);
      if (words.length === 1 && words[0] === needle.forms[0]) return { any: words, all: [] };
      return words.length === 0 ? undefined : { any: [], all: words };
    }
  }
}

// A token: letters and digits with the punctuation of ids, addresses, URLs and paths inside.
const TOKEN = /[\p{L}\p{N}/~#][\p{L}\p{N}._%+@#/:?=&~'-]*/gu;
const TRAILING = /[.,:;?!'/=&-]+$/;
const NUMBER = /(?<![\p{L}\p{N}.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\p{L}\p{N}]|[.,]\d)|(?<![\p{L}\p{N}.,])\d+(?:\.\d+)?(?![\p{L}\p{N}]|[.,]\d)/gu;
// An IBAN, compact or in groups of four: country, check digits, then the account.
const IBAN_RUN = /(?<![\p{L}\p{N}])[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){2,7}(?: ?[a-z0-9]{1,4})?(?![\p{L}\p{N}])/gu;
const EMAIL = /^[a-z0-9._%+'-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//;
const DOMAIN = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?:[/?#:].*)?$/;

/**
 * Add the value keys of normalised `text` to `keys`, each with the flags `flagsAt` gives where it
 * occurs (or-ed over its occurrences): those of values that start before `stop` and (unless
 * `atEnd`) end before the text does. False when `keys` reached `max`.
 */
function collectValues(text: string, stop: number, atEnd: boolean, keys: Map<string, number>, max: number, flagsAt: (at: number) => number): boolean {
  const whole = (at: number, length: number): boolean => at < stop && (atEnd || at + length < text.length);
  const add = (key: string, at: number): boolean => {
    const held = keys.get(key);
    if (held === undefined && keys.size >= max) return false;
    keys.set(key, (held ?? 0) | flagsAt(at));
    return true;
  };
  for (const m of text.matchAll(TOKEN)) {
    if (m.index >= stop) break;
    // An overlong token is never a value (and stripping its end could cost its length squared).
    if (m[0].length > 2 * MAX_TOKEN) continue;
    const token = m[0].replace(TRAILING, '');
    if (token.length === 0 || token.length > MAX_TOKEN || !whole(m.index, m[0].length)) continue;
    for (const key of tokenKeys(token)) if (!add(key, m.index)) return false;
  }
  for (const m of text.matchAll(NUMBER)) {
    if (m.index >= stop) break;
    const key = whole(m.index, m[0].length) ? numberKey(m[0]) : undefined;
    if (key !== undefined && !add(key, m.index)) return false;
  }
  for (const m of text.matchAll(IBAN_RUN)) {
    if (m.index >= stop) break;
    if (!whole(m.index, m[0].length)) continue;
    // Where the account ends is not marked: each length at a group boundary is a candidate.
    let compact = '';
    for (const group of m[0].split(' ')) {
      compact += group;
      if (compact.length >= 15 && !add(compact, m.index)) return false;
    }
  }
  return true;
}

// Tool-like names: identifiers with an underscore (`send_money`), whole runs of word characters;
// plain words quoted or followed by "tool" (how text names a tool for an agent to use). Found
// from their markers (`_`, a quote, " tool") outward, so the work is linear in the text.
const QUOTED_NAME = /(["'`])([a-z0-9_]{4,128})\1/g;

/** Add the tool-like names of normalised `text` that start before `stop` to `names` (bounded per output). */
function collectNames(text: string, stop: number, names: Set<string>): void {
  const add = (key: string): boolean => {
    if (names.size >= MAX_NAMES_PER_OUTPUT) return false;
    names.add(key);
    return true;
  };
  for (let at = text.indexOf('_'); at >= 0;) {
    let from = at;
    while (from > 0 && isWordChar(text.charCodeAt(from - 1))) from--;
    let to = at + 1;
    while (to < text.length && isWordChar(text.charCodeAt(to))) to++;
    if (from >= stop) break;
    if (to - from >= 4 && to - from <= 128 && !add(`i:${text.slice(from, to)}`)) return;
    at = text.indexOf('_', to);
  }
  for (let at = text.indexOf(' tool'); at >= 0; at = text.indexOf(' tool', at + 5)) {
    let from = at;
    while (from > 0 && at - from <= 128 && isWordChar(text.charCodeAt(from - 1))) from--;
    if (from >= stop) break;
    const whole = from === 0 || !isWordChar(text.charCodeAt(from - 1));
    if (whole && at - from >= 4 && at - from <= 128 && !add(`q:${text.slice(from, at)}`)) return;
  }
  for (const m of text.matchAll(QUOTED_NAME)) {
    if (m.index >= stop || !add(`q:${m[2]!}`)) return;
  }
}

function isWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || code === 95;
}

/** The keys one token is indexed under. */
function tokenKeys(token: string): string[] {
  const address = token.startsWith('mailto:') ? token.slice(7) : token;
  if (address.includes('@') && EMAIL.test(address)) return [address];
  if (SCHEME.test(token) || DOMAIN.test(token)) {
    let url = token.replace(SCHEME, '');
    if (url.startsWith('www.')) url = url.slice(4);
    while (url.endsWith('/')) url = url.slice(0, -1);
    if (url.length === 0) return [];
    const end = url.search(/[/?#:]/);
    const host = end < 0 ? url : url.slice(0, end);
    return host.includes('.') && host.length >= 4 ? [url, `h:${host}`] : [url];
  }
  // `#123`, `#W2378156`: the number sign is not part of the id.
  return token.length > 1 && token.startsWith('#') ? [token, token.slice(1)] : [token];
}

function numberKey(text: string): string | undefined {
  const n = Number(text.replace(/,/g, ''));
  return Number.isFinite(n) ? `n:${String(n)}` : undefined;
}

/** The tokens of a plain value, as the index cuts text. */
function tokensOf(value: string): string[] {
  const out: string[] = [];
  for (const m of value.matchAll(TOKEN)) {
    const token = m[0].replace(TRAILING, '');
    if (token.length > 0 && token.length <= MAX_TOKEN) out.push(token);
  }
  return out;
}

/** Most entities {@link intentEntities} returns (a Cedar set stays small). */
export const MAX_INTENT_ENTITIES = 64;

/**
 * The values an intent names, as the index spells them (lower case; IBANs without spaces; URLs
 * without scheme or `www.`, and their hosts; numbers in plain decimal): e-mail addresses, IBANs,
 * URLs, hosts, paths, amounts and ids (tokens with a digit). Plain words are left out. At most
 * {@link MAX_INTENT_ENTITIES}, in order of appearance. For verifiers (Cedar's `intentEntities`).
 */
export function intentEntities(intent: string): string[] {
  const keys = new Map<string, number>();
  const text = intent.length > 16 * 1024 ? intent.slice(0, 16 * 1024) : intent;
  collectValues(text.toLowerCase(), text.length, true, keys, 4 * MAX_INTENT_ENTITIES, () => 0);
  const out = new Set<string>();
  for (const key of keys.keys()) {
    if (out.size >= MAX_INTENT_ENTITIES) break;
    if (key.startsWith('n:') || key.startsWith('h:')) out.add(key.slice(2));
    else if (/[@./\d]/.test(key) && !/^[\d.,]+$/.test(key)) out.add(key);
  }
  return [...out];
}
