/**
 * Where a task's values came from: an index of the candidate values (e-mail addresses, IBANs,
 * URLs and hosts, numbers, ids and other tokens) of every tool output the task recorded, each
 * with the classes of the calls whose outputs held it and whether an output that addressed
 * instructions to the agent held it.
 *
 * Each output is indexed once, when it is recorded, over its whole text (read in pieces, so an
 * injection padded past any window is still seen), and the index is bounded: a decision looks a
 * value up in a few map reads whatever the outputs' length. An output is "instructed" when its
 * text as a whole carries the cues of `instructions.ts`. Then every value of a record that
 * carries cues (the whole output, unless it is a listing: top-level YAML list items or JSON array
 * elements) is marked as seen in instructions, wherever in the record it sits and however long
 * the record is: an attacker can pad the cue and the value apart, or repeat the value elsewhere in
 * the text it controls. Values of the listing's other records are data like any read's.
 *
 * Known limit: in plain text (not JSON, not inside a quoted YAML string), text that an attacker
 * controls can forge a listing's structure (a line starting `- `) and so start a record of its
 * own; a value there counts as data for the `from` requirement (the gate still scores it).
 *
 * Everything here reads hostile text: work and memory are bounded and nothing throws.
 */
import { countCues, cuesInstruct, type InstructionCues } from './instructions.ts';
import { newNeedle, normalizeText, prepareNeedle } from './provenance.ts';

/** Where one value was seen. */
export interface ValueSource {
  /** Producers of instruction-free outputs that held the value (see {@link ValueSources.record}). */
  readonly producers: string[];
  /** An output that addressed instructions to the agent held the value. */
  instructed: boolean;
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

export class ValueSources {
  readonly #values = new Map<string, ValueSource>();
  readonly #maxValues: number;
  readonly #maxOutputChars: number;
  readonly #maxPerOutput: number;
  #forgot = false;

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
    const length = Math.min(text.length, this.#maxOutputChars);
    const all: InstructionCues = { strong: 0, weakKinds: 0 };
    const segments: { keys: Set<string>; cues: InstructionCues }[] = [];
    let total = 0;
    let full = true;
    const starts = recordStarts(text, length);
    for (let k = 0; k < starts.length; k++) {
      const segment = { keys: new Set<string>(), cues: { strong: 0, weakKinds: 0 } };
      const segmentEnd = k + 1 < starts.length ? starts[k + 1]! : length;
      for (let start = starts[k]!; start < segmentEnd;) {
        let end = Math.min(segmentEnd, start + PIECE);
        // End a piece at white space where one is near, so no token is cut in two.
        if (end < segmentEnd) {
          const space = text.slice(end, Math.min(segmentEnd, end + 1024)).search(/\s/);
          if (space >= 0) end += space;
        }
        const readTo = Math.min(segmentEnd, end + OVERLAP);
        const piece = text.slice(start, readTo);
        countCues(normalizeText(piece), segment.cues);
        const room = this.#maxPerOutput - total + segment.keys.size;
        if (!collectValues(piece.toLowerCase(), end - start, readTo === segmentEnd, segment.keys, room)) full = false;
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
    // In an instructed output, the records that carry the cues are instructions, whatever their
    // length (padding does not help); other records of it (the rest of a listing) are data.
    const inInstructions = new Set<string>();
    const inData = new Set<string>();
    for (const { keys, cues } of segments) {
      const instruction = instructed && (truncated || cues.strong > 0 || cues.weakKinds !== 0);
      for (const key of keys) (instruction ? inInstructions : inData).add(key);
    }
    if (!full) this.#forgot = true;
    // However often the instructions repeat a value, it stays theirs; a record without cues
    // (another e-mail, another transaction) vouches for its own values.
    for (const key of inInstructions) this.#add(key, true, producer);
    for (const key of inData) this.#add(key, false, producer);
    return { instructed, values: inData.size + inInstructions.size };
  }

  /** Where the value stored under `key` was seen, if it still is remembered. */
  get(key: string): ValueSource | undefined {
    return this.#values.get(key);
  }

  /** False once a value was forgotten or an output had more values than one output may give. */
  get complete(): boolean {
    return !this.#forgot;
  }

  get size(): number {
    return this.#values.size;
  }

  #add(key: string, instructed: boolean, producer: string | null): void {
    let source = this.#values.get(key);
    if (source === undefined) source = { producers: [], instructed: false };
    else this.#values.delete(key);
    this.#values.set(key, source);
    if (instructed) source.instructed = true;
    else if (producer !== null && !source.producers.includes(producer)) source.producers.push(producer);
    while (this.#values.size > this.#maxValues) {
      this.#values.delete(this.#values.keys().next().value as string);
      this.#forgot = true;
    }
  }
}

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

/** Whether `value` was seen in the index only inside records that address the agent (never as data). */
export function seenOnlyInInstructions(sources: ValueSources, value: unknown): boolean {
  const keys = valueKeys(value);
  if (keys === undefined) return false;
  for (const key of keys.any) {
    const source = sources.get(key);
    if (source !== undefined) return source.instructed && source.producers.length === 0;
  }
  return false;
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
 * Add the value keys of lower-cased `text` to `keys`: those of values that start before `stop`
 * and (unless `atEnd`) end before the text does. False when `keys` reached `max`.
 */
function collectValues(text: string, stop: number, atEnd: boolean, keys: Set<string>, max: number): boolean {
  const whole = (at: number, length: number): boolean => at < stop && (atEnd || at + length < text.length);
  for (const m of text.matchAll(TOKEN)) {
    if (m.index >= stop) break;
    const token = m[0].replace(TRAILING, '');
    if (token.length === 0 || token.length > MAX_TOKEN || !whole(m.index, m[0].length)) continue;
    for (const key of tokenKeys(token)) {
      if (keys.size >= max) return false;
      keys.add(key);
    }
  }
  for (const m of text.matchAll(NUMBER)) {
    if (m.index >= stop) break;
    const key = whole(m.index, m[0].length) ? numberKey(m[0]) : undefined;
    if (key === undefined) continue;
    if (keys.size >= max) return false;
    keys.add(key);
  }
  for (const m of text.matchAll(IBAN_RUN)) {
    if (m.index >= stop) break;
    if (!whole(m.index, m[0].length)) continue;
    // Where the account ends is not marked: each length at a group boundary is a candidate.
    let compact = '';
    for (const group of m[0].split(' ')) {
      compact += group;
      if (compact.length < 15) continue;
      if (keys.size >= max) return false;
      keys.add(compact);
    }
  }
  return true;
}

/**
 * Where the records of a listing start: top-level YAML list items (`- ` at the start of a line)
 * and the elements of a top-level JSON array. Text of any other shape is one record. Only the
 * structure outside string values counts: text inside a JSON string cannot split a record.
 */
function recordStarts(text: string, length: number): number[] {
  const starts = [0];
  let first = 0;
  while (first < length && /\s/.test(text[first]!)) first++;
  if (text[first] === '[') {
    let depth = 0;
    let quoted = false;
    for (let i = first; i < length; i++) {
      const c = text.charCodeAt(i);
      if (quoted) {
        if (c === 92) i++;
        else if (c === 34) quoted = false;
      } else if (c === 34) quoted = true;
      else if (c === 123 || c === 91) {
        if (depth === 1 && c === 123) starts.push(i);
        depth++;
      } else if (c === 125 || c === 93) depth--;
    }
    return starts;
  }
  for (let at = text.indexOf('\n- ', 0); at >= 0 && at < length; at = text.indexOf('\n- ', at + 1)) starts.push(at + 1);
  return starts;
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
  const keys = new Set<string>();
  const text = intent.length > 16 * 1024 ? intent.slice(0, 16 * 1024) : intent;
  collectValues(text.toLowerCase(), text.length, true, keys, 4 * MAX_INTENT_ENTITIES);
  const out = new Set<string>();
  for (const key of keys) {
    if (out.size >= MAX_INTENT_ENTITIES) break;
    if (key.startsWith('n:') || key.startsWith('h:')) out.add(key.slice(2));
    else if (/[@./\d]/.test(key) && !/^[\d.,]+$/.test(key)) out.add(key);
  }
  return [...out];
}
