/**
 * Where a task's values came from: an index of the candidate values (e-mail addresses, IBANs,
 * URLs and hosts, numbers, ids and other tokens) of every tool output the task recorded, each
 * with the classes of the calls whose outputs held it and whether an output that addressed
 * instructions to the agent held it.
 *
 * Each output is indexed once, when it is recorded, over its whole text (read in pieces, so an
 * injection padded past any window is still seen), and the index is bounded: a decision looks a
 * value up by its keyed hash in a few table reads whatever the outputs' length. The index keeps
 * hashes, not text: nothing can list what it holds, only say whether it holds a value it is asked
 * about (keyed-hash.ts says why a hash may stand for a value). The gate reads nothing else about
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
import { normalizeText } from './provenance.ts';
import { recordStarts } from './records.ts';
import { collectNames, collectValues, valueKeys } from './value-keys.ts';
import { displacedKeys } from './displaced.ts';
import { processHash } from './keyed-hash.ts';
import { OutputKeys } from './output-keys.ts';
import { RecencyMap } from './recency.ts';
import { exceptStem, forEachPair } from './pairs.ts';

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
  /** Instructed by a record that addresses the agent on its own (a strong cue, or two kinds of weak ones, in that record). */
  selfInstructed: boolean;
  /** What the gate reads: {@link IN_INSTRUCTED_OUTPUT}, {@link NEAR_CUE}, {@link NEAR_ORDER}, or-ed over every output that held it. */
  flags: number;
  /**
   * A destination seen only in the prose of records that keep another address of its kind in a
   * field of their own (displaced.ts), never as data anywhere else: a destination argument it
   * vouches for goes to the verifier.
   */
  displaced: boolean;
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
/** Tool-like names remembered per task, and taken from one output. */
const MAX_NAMES = 4_096;
/** Pairs of a value and a name (pairs.ts) remembered per task; past it the oldest are forgotten. */
const MAX_PAIRS = 2_048;
/** A pair's mark: seen only in outputs that addressed instructions to the agent. */
const PAIR_INSTRUCTED = 1;

export class ValueSources {
  // Each value is its keyed hash (keyed-hash.ts: why a hash may stand for it) and one small integer,
  // in typed arrays: no object per value, and so nothing that lives until another task's output
  // evicts it (recency.ts). The integer holds the gate flags, INSTRUCTED_BIT, MIXED_BIT, SELF_BIT,
  // and one bit per producer from PRODUCER_SHIFT on. In recency order: a re-seen value becomes the
  // newest, the oldest are forgotten first.
  readonly #values = new RecencyMap();
  readonly #producers: string[] = [];
  /** Tool-like names (`i:` or `q:` and the name), hashed too, in recency order (the values are unused). */
  readonly #names = new RecencyMap();
  /** Which values a record of an output gives for which names (`p:<stem>|<key>`, hashed; pairs.ts), in recency order. */
  readonly #pairs = new RecencyMap();
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
    // Each record's cues, and where its keys end in KEYS.
    const segments: { end: number; cues: InstructionCues }[] = [];
    const keys = KEYS;
    keys.clear();
    const names = new Set<string>();
    let total = 0;
    let full = true;
    const starts = recordStarts(text, length);
    for (let k = 0; k < starts.length; k++) {
      const segment = { end: 0, cues: { strong: 0, weakKinds: 0 } };
      keys.startRecord();
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
        const room = this.#maxPerOutput - total + keys.size;
        if (!collectValues(piece, head.length, readTo === segmentEnd, keys, room, flagsAt)) full = false;
        collectNames(piece, head.length, names);
        start = end;
      }
      total += keys.size;
      segment.end = keys.length;
      all.strong += segment.cues.strong;
      all.weakKinds |= segment.cues.weakKinds;
      segments.push(segment);
    }
    // What was not read may hold the instruction: an output too long to read whole is not trusted.
    const truncated = length < text.length;
    const displaced = truncated ? EMPTY : displacedKeys(text);
    const instructed = cuesInstruct(all) || truncated;
    this.#outputs++;
    if (instructed) this.#instructedOutputs++;
    // In an instructed output, a record that carries cues addresses the agent: its values inside a
    // cue's or an imperative's span are instructed, the rest of it is mixed (see the header).
    // Other records of it (the rest of a listing) are data.
    let values = 0;
    let entry = 0;
    for (const { end, cues } of segments) {
      const addressed = instructed && (truncated || cues.strong > 0 || cues.weakKinds !== 0);
      const instructs = addressed && cuesInstruct(cues);
      for (; entry < end; entry++) {
        const key = keys.keys[entry]!;
        const flags = keys.flags[entry]!;
        const gate = (instructed ? IN_INSTRUCTED_OUTPUT | (flags & NEAR_CUE) : 0) | (flags & NEAR_ORDER);
        const kind = !addressed ? DATA : instructs && flags !== 0 ? SELF_INSTRUCTED : truncated || flags !== 0 ? INSTRUCTED : MIXED;
        this.#add(key, kind, gate | (kind !== DATA ? 0 : displaced.has(key) ? DISPLACED_BIT : CLEAN_BIT), producer);
        values++;
      }
    }
    for (const name of names) {
      HASH.hash(name, KEY);
      const slot = this.#names.slot(KEY[0]!, KEY[1]!);
      if (slot >= 0) this.#names.renew(slot, 0);
      else this.#names.add(KEY[0]!, KEY[1]!, 0);
      if (this.#names.size > MAX_NAMES) this.#names.dropOldest();
    }
    // A pair seen only in outputs that addressed the agent is marked: it may refuse a value, never vouch for one.
    const mark = instructed ? PAIR_INSTRUCTED : 0;
    forEachPair(text.slice(0, length), (key, stem) => {
      HASH.hash(`p:${stem}|${key}`, KEY);
      const slot = this.#pairs.slot(KEY[0]!, KEY[1]!);
      if (slot >= 0) this.#pairs.renew(slot, this.#pairs.valueAt(slot) & mark);
      else this.#pairs.add(KEY[0]!, KEY[1]!, mark);
      if (this.#pairs.size > MAX_PAIRS) this.#pairs.dropOldest();
    });
    // The keys are cut from this output's text: not kept past it.
    keys.clear();
    if (!full) this.#forgot = true;
    return { instructed, values };
  }

  /** Where the value stored under `key` was seen, if it still is remembered. */
  get(key: string): ValueSource | undefined {
    const packed = lookUp(this.#values, key);
    if (packed === undefined) return undefined;
    const producers: string[] = [];
    for (let i = 0; i < this.#producers.length; i++) if ((packed & (1 << (PRODUCER_SHIFT + i))) !== 0) producers.push(this.#producers[i]!);
    return {
      producers,
      instructed: (packed & INSTRUCTED_BIT) !== 0,
      mixed: (packed & MIXED_BIT) !== 0,
      selfInstructed: (packed & SELF_BIT) !== 0,
      flags: packed & GATE_FLAGS,
      displaced: (packed & DISPLACED_BIT) !== 0 && (packed & CLEAN_BIT) === 0,
    };
  }

  /** The gate flags of the value stored under `key` (no allocation), undefined when it is not remembered. */
  flags(key: string): number | undefined {
    const packed = lookUp(this.#values, key);
    return packed === undefined ? undefined : packed & GATE_FLAGS;
  }

  /**
   * Whether a remembered output names `name` (lower case) the way text names a tool for an agent:
   * `quoted` false, as an identifier with an underscore (`send_money`) or as any other token;
   * `quoted` true, a plain word in quotes or followed by "tool".
   */
  names(name: string, quoted: boolean): boolean {
    if (quoted) return lookUp(this.#names, `q:${name}`) !== undefined;
    if (name.includes('_')) return lookUp(this.#names, `i:${name}`) !== undefined;
    return lookUp(this.#values, name) !== undefined;
  }

  /** The first of `names` (a constraint's `except`) that a record gives `value`, or one of its elements, for. */
  ruledOutOwner(value: unknown, names: readonly string[]): string | undefined {
    for (const v of Array.isArray(value) ? value : [value])
      if (typeof v === 'string' || typeof v === 'number') for (const name of names) if (this.pairedWith(v, name)) return name;
    return undefined;
  }

  /**
   * Whether a record of a remembered output gives `value` for the person or organisation `name`
   * (the Hartleys' phone in a row that names them; pairs.ts says what a record and a name are).
   */
  pairedWith(value: unknown, name: string, vouching = false): boolean {
    const stem = exceptStem(name);
    if (stem === undefined || this.#pairs.size === 0) return false;
    const keys = valueKeys(value);
    if (keys === undefined) return false;
    // To vouch for a value (not only to refuse it), the pair must have been seen outside every output that addressed the agent.
    const paired = (key: string): boolean => {
      const mark = lookUp(this.#pairs, `p:${stem}|${key}`);
      return mark !== undefined && (!vouching || mark === 0);
    };
    // A value of several words ("0887 301 552") is paired when each of its words is.
    return keys.any.some(paired) || (keys.all.length > 0 && keys.all.every(paired));
  }

  /**
   * Forget up to `count` of the least recently seen values (a fence-wide memory budget shares its
   * room among tasks this way). A forgotten value counts as never seen: the gate then treats it as
   * untraced, which errs towards caution. Returns how many were forgotten.
   */
  forgetOldest(count: number): number {
    let forgot = 0;
    while (forgot < count && this.#values.dropOldest()) forgot++;
    if (forgot > 0) this.#forgot = true;
    this.#values.fit();
    return forgot;
  }

  /**
   * Forget up to `count` of the least recently seen tool-like names (a fence-wide budget of names,
   * as of values). A forgotten name counts as never mentioned. Returns how many were forgotten.
   */
  forgetOldestNames(count: number): number {
    let forgot = 0;
    while (forgot < count && this.#pairs.dropOldest()) forgot++;
    while (forgot < count && this.#names.dropOldest()) forgot++;
    this.#pairs.fit();
    this.#names.fit();
    return forgot;
  }

  /** Tool-like names ({@link names}) and name pairs ({@link pairedWith}) remembered: they share the fence-wide budget of names. */
  get namesSize(): number {
    return this.#names.size + this.#pairs.size;
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
    HASH.hash(key, KEY);
    const slot = this.#values.slot(KEY[0]!, KEY[1]!);
    let packed = slot < 0 ? 0 : this.#values.valueAt(slot);
    packed |= flags;
    // However often instructions repeat a value, it stays theirs; a record without cues (another
    // e-mail, another transaction) vouches for its own values.
    if (kind === SELF_INSTRUCTED) packed |= INSTRUCTED_BIT | SELF_BIT;
    else if (kind === INSTRUCTED) packed |= INSTRUCTED_BIT;
    else if (kind === MIXED) packed |= MIXED_BIT;
    else if (producer !== null) packed |= this.#producerBit(producer);
    if (slot >= 0) {
      this.#values.renew(slot, packed);
      return;
    }
    this.#values.add(KEY[0]!, KEY[1]!, packed);
    while (this.#values.size > this.#maxValues) {
      this.#values.dropOldest();
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
const SELF_BIT = 32;
const PRODUCER_SHIFT = 6;
/** Distinct producer classes one task's index tells apart (the bits of a small integer). */
const MAX_PRODUCERS = 23;
/** Seen as a displaced destination in some output (displaced.ts)… */
const DISPLACED_BIT = 1 << 29;
/** …and as data that is not displaced in another: then it is not displaced. */
const CLEAN_BIT = 1 << 30;
const EMPTY: ReadonlySet<string> = new Set();
/** The keys of the output being indexed (one at a time: indexing is synchronous), reused from one to the next. */
const KEYS = new OutputKeys();
/** The keyed hash of this process, and where it writes a key's hash (indexing and look-ups are synchronous). */
const HASH = processHash();
const KEY = new Int32Array(2);

/** The value of `key` in `map`, undefined when it holds no such key (an empty map is not hashed for). */
function lookUp(map: RecencyMap, key: string): number | undefined {
  if (map.size === 0) return undefined;
  HASH.hash(key, KEY);
  return map.get(KEY[0]!, KEY[1]!);
}

const DATA = 0;
const INSTRUCTED = 1;
const MIXED = 2;
const SELF_INSTRUCTED = 3;
