/**
 * How text and argument values are cut into the keys of the task's value index (sources.ts):
 * e-mail addresses and URLs whole (and hosts), IBANs without spacing, numbers in plain decimal,
 * ids without their number sign, other tokens as written; and the names of tools an output
 * mentions. Also the entities an intent names, as verifiers read them. Everything here reads
 * hostile text: bounded, linear, and never throws.
 */
import { emailPart, newNeedle, prepareNeedle } from './provenance.ts';

/** Longest token taken as a value (longer ones are never compared either). */
const MAX_TOKEN = 256;
const MAX_NAMES_PER_OUTPUT = 1_024;

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
      // "+358 45 912 0033": a phone number in groups is keyed whole, as collectValues keys it (its groups alone say nothing).
      const phone = PHONE_WHOLE.exec(needle.forms[0]!);
      if (phone !== null) {
        const digits = needle.forms[0]!.replace(PHONE_SPACING, '').slice(1);
        if (digits.length >= 8 && digits.length <= 15) return { any: [digits], all: [] };
      }
      const words = tokensOf(needle.forms[0]!);
      if (words.length === 1 && words[0] === needle.forms[0]) return { any: words, all: [] };
      return words.length === 0 ? undefined : { any: [], all: words };
    }
  }
}

// A token: letters and digits with the punctuation of ids, addresses, URLs and paths inside, as
// `/[\p{L}\p{N}/~#][\p{L}\p{N}._%+@#/:?=&~'-]*/u` would cut it, less the trailing punctuation
// `[.,:;?!'/=&-]+$`. Cut by hand in one pass (see tokenAt): no match objects, and a regular
// expression only for characters outside ASCII.
const START = asciiSet('/~#', true);
const PART = asciiSet("._%+@#/:?=&~'-", true);
const TRAILING = asciiSet(".,:;?!'/=&-", false);
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/uy;
const NUMBER = /(?<![\p{L}\p{N}.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\p{L}\p{N}]|[.,]\d)|(?<![\p{L}\p{N}.,])\d+(?:\.\d+)?(?![\p{L}\p{N}]|[.,]\d)/gu;
const NUMBER_AT = new RegExp(NUMBER.source, 'uy');
// An IBAN, compact or in groups of four: country, check digits, then the account.
const IBAN_RUN = /(?<![\p{L}\p{N}])[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){2,7}(?: ?[a-z0-9]{1,4})?(?![\p{L}\p{N}])/gu;
// A phone number with its country code, in groups ("+48 698 015 332", "+43 (664) 381-2290").
const PHONE_AT = /\+\d{1,3}(?:[ .-]?\(?\d{1,4}\)?){2,6}(?![\p{L}\p{N}])/uy;
const PHONE_SPACING = /[ .()-]/g;
const PHONE_WHOLE = new RegExp(`^${PHONE_AT.source}$`, 'u');
const EMAIL = /^[a-z0-9._%+'-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//;
const DOMAIN = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?:[/?#:].*)?$/;

/** Where {@link collectValues} puts the keys it finds, each with its flags or-ed over its occurrences. */
export interface KeySink {
  /** Distinct keys held (of the current record, for an output's keys). */
  readonly size: number;
  /** Add `key` with `flags`; false when it is new and `size` reached `max`. */
  add(key: string, flags: number, max: number): boolean;
  /** The same for the key `prefix + text.slice(from, to)`. */
  addRange(text: string, from: number, to: number, flags: number, max: number, prefix?: string): boolean;
}

/** Keys in a Map, key to flags, in the order first found. */
export class KeyMap extends Map<string, number> implements KeySink {
  add(key: string, flags: number, max: number): boolean {
    const held = this.get(key);
    if (held === undefined) {
      if (this.size >= max) return false;
      this.set(key, flags);
    } else if ((held | flags) !== held) this.set(key, held | flags);
    return true;
  }

  addRange(text: string, from: number, to: number, flags: number, max: number, prefix = ''): boolean {
    return this.add(prefix + text.slice(from, to), flags, max);
  }
}

/**
 * Add the value keys of normalised `text` to `keys`, each with the flags `flagsAt` gives where it
 * occurs (or-ed over its occurrences): those of values that start before `stop` and (unless
 * `atEnd`) end before the text does. False when `keys` reached `max`.
 */
export function collectValues(text: string, stop: number, atEnd: boolean, keys: KeySink, max: number, flagsAt: (at: number) => number): boolean {
  const whole = (at: number, length: number): boolean => at < stop && (atEnd || at + length < text.length);
  const add = (key: string, at: number): boolean => keys.add(key, flagsAt(at), max);
  for (let at = 0; at < text.length;) {
    const end = tokenEnd(text, at);
    if (end < 0) {
      at += charLength(text, at);
      continue;
    }
    if (at >= stop) break;
    const from = at;
    at = end;
    // An overlong token is never a value.
    if (end - from > 2 * MAX_TOKEN) continue;
    const last = trimmedEnd(text, from, end);
    if (last === from || last - from > MAX_TOKEN || !whole(from, end - from)) continue;
    const flags = flagsAt(from);
    if (plainToken(text, from, last)) {
      // Indexed as written (tokenKeys' last case), looked up where it stands.
      if (!keys.addRange(text, from, last, flags, max)) return false;
      if (last - from > 1 && text.charCodeAt(from) === 35 && !keys.addRange(text, from + 1, last, flags, max)) return false;
      continue;
    }
    const count = tokenKeys(text.slice(from, last), TOKEN_KEYS);
    for (let i = 0; i < count; i++) if (!keys.add(TOKEN_KEYS[i]!, flags, max)) return false;
  }
  // NUMBER's matches as its global scan finds them, without a match object: a match starts with a
  // digit that follows none (the look-behind refuses one), so only there is the sticky twin tried.
  for (let at = 0; at < text.length; at++) {
    if (!isDigit(text.charCodeAt(at)) || (at > 0 && isDigit(text.charCodeAt(at - 1)))) continue;
    if (at >= stop) break;
    NUMBER_AT.lastIndex = at;
    if (!NUMBER_AT.test(text)) continue;
    const end = NUMBER_AT.lastIndex;
    if (whole(at, end - at)) {
      const flags = flagsAt(at);
      if (plainNumber(text, at, end)) {
        // Written as String(Number(…)) would write it: the key is `n:` and the text as it stands.
        if (!keys.addRange(text, at, end, flags, max, 'n:')) return false;
      } else {
        const key = numberKey(text.slice(at, end));
        if (key !== undefined && !keys.add(key, flags, max)) return false;
      }
    }
    at = end - 1;
  }
  // exec, not matchAll: the same matches without an iterator result per match.
  IBAN_RUN.lastIndex = 0;
  for (let m = IBAN_RUN.exec(text); m !== null; m = IBAN_RUN.exec(text)) {
    if (m.index >= stop) break;
    if (!whole(m.index, m[0].length)) continue;
    // Where the account ends is not marked: each length at a group boundary is a candidate.
    let compact = '';
    for (const group of m[0].split(' ')) {
      compact += group;
      if (compact.length >= 15 && !add(compact, m.index)) return false;
    }
  }
  // A phone number written with its country code and spacing ("+48 698 015 332") is also the whole number an agent passes, keyed as `valueKeys` keys "+48698015332".
  for (let at = text.indexOf('+'); at >= 0 && at < stop; at = text.indexOf('+', at + 1)) {
    PHONE_AT.lastIndex = at;
    const m = PHONE_AT.exec(text);
    if (m === null || !whole(at, m[0].length)) continue;
    const compact = m[0].replace(PHONE_SPACING, '');
    if (compact.length !== m[0].length && compact.length >= 9 && compact.length <= 16 && !add(compact.slice(1), at)) return false;
  }
  return true;
}

// Tool-like names: identifiers with an underscore (`send_money`), whole runs of word characters;
// plain words quoted or followed by "tool" (how text names a tool for an agent to use). Found
// from their markers (`_`, a quote, " tool") outward, so the work is linear in the text.
// A quoted word a colon follows is a field's name (`"email": …`), not a tool named.
const QUOTED_NAME = /(["'`])([a-z0-9_]{4,128})\1(?!\s?:)/g;

/** Add the tool-like names of normalised `text` that start before `stop` to `names` (bounded per output). */
export function collectNames(text: string, stop: number, names: Set<string>): void {
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

/** Keys of the token being indexed (reused: no array per token). */
const TOKEN_KEYS: string[] = ['', ''];

/**
 * Whether `text[from, to)`, a match of NUMBER, is a number as `String(Number(…))` writes it: at
 * most 15 digits (so that it is exact, and written without an exponent), no separator, no leading
 * zero, and a fraction (after a non-zero integer part) not ending in zero.
 */
function plainNumber(text: string, from: number, to: number): boolean {
  if (to - from > 15) return false;
  const first = text.charCodeAt(from);
  let point = -1;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) point = i;
    else if (!isDigit(c)) return false;
  }
  if (point < 0) return first !== 48 || to - from === 1;
  return first !== 48 && text.charCodeAt(to - 1) !== 48;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** A token without `@`, `.` or `:`, which {@link tokenKeys} takes as written (and, after `#`, without it). */
function plainToken(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 64 || c === 46 || c === 58) return false;
  }
  return true;
}

/** Put the keys one token is indexed under (at most two) in `out`; how many. */
function tokenKeys(token: string, out: string[]): number {
  // Only a token with `@`, `.` or `:` can be an address or a URL (EMAIL, SCHEME and DOMAIN need one).
  if (token.includes('@') || token.includes('.') || token.includes(':')) {
    const address = emailPart(token);
    if (address.includes('@') && EMAIL.test(address)) {
      out[0] = address;
      return 1;
    }
    if (SCHEME.test(token) || DOMAIN.test(token)) {
      let url = token.replace(SCHEME, '');
      if (url.startsWith('www.')) url = url.slice(4);
      while (url.endsWith('/')) url = url.slice(0, -1);
      if (url.length === 0) return 0;
      const end = url.search(/[/?#:]/);
      const host = end < 0 ? url : url.slice(0, end);
      out[0] = url;
      if (!host.includes('.') || host.length < 4) return 1;
      out[1] = `h:${host}`;
      return 2;
    }
  }
  out[0] = token;
  // `#123`, `#W2378156`: the number sign is not part of the id.
  if (token.length > 1 && token.charCodeAt(0) === 35) {
    out[1] = token.slice(1);
    return 2;
  }
  return 1;
}

/** Membership of ASCII characters: `chars`, and letters and digits when `alphanumeric`. */
function asciiSet(chars: string, alphanumeric: boolean): Uint8Array {
  const set = new Uint8Array(128);
  if (alphanumeric) {
    for (let c = 48; c <= 57; c++) set[c] = 1;
    for (let c = 65; c <= 90; c++) set[c] = set[c + 32] = 1;
  }
  for (let i = 0; i < chars.length; i++) set[chars.charCodeAt(i)] = 1;
  return set;
}

/** Code units of the character at `at` (2 for a surrogate pair). */
function charLength(text: string, at: number): number {
  const c = text.charCodeAt(at);
  if (c < 0xd800 || c > 0xdbff || at + 1 >= text.length) return 1;
  const next = text.charCodeAt(at + 1);
  return next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
}

/** Code units of the character at `at` when it is in `set` (ASCII) or a letter or digit, else 0. */
function inToken(text: string, at: number, set: Uint8Array): number {
  const c = text.charCodeAt(at);
  if (c < 128) return set[c]!;
  if (c !== c) return 0; // past the end
  LETTER_OR_DIGIT.lastIndex = at;
  return LETTER_OR_DIGIT.test(text) ? charLength(text, at) : 0;
}

/** Where the token starting at `at` ends, or -1 when no token starts there. */
function tokenEnd(text: string, at: number): number {
  const c = text.charCodeAt(at);
  const first = c < 128 ? START[c]! : inToken(text, at, START);
  if (first === 0) return -1;
  let end = at + first;
  for (;;) {
    const d = text.charCodeAt(end);
    const step = d < 128 ? PART[d]! : inToken(text, end, PART);
    if (step === 0) return end;
    end += step;
  }
}

/** The end of `text[from, end)` less its trailing punctuation. */
function trimmedEnd(text: string, from: number, end: number): number {
  while (end > from) {
    const c = text.charCodeAt(end - 1);
    if (c >= 128 || TRAILING[c] === 0) break;
    end--;
  }
  return end;
}

function numberKey(text: string): string | undefined {
  const n = Number(text.includes(',') ? text.replace(/,/g, '') : text);
  return Number.isFinite(n) ? `n:${String(n)}` : undefined;
}

/** The tokens of a plain value, as the index cuts text. */
function tokensOf(value: string): string[] {
  const out: string[] = [];
  for (let at = 0; at < value.length;) {
    const end = tokenEnd(value, at);
    if (end < 0) {
      at += charLength(value, at);
      continue;
    }
    const last = trimmedEnd(value, at, end);
    if (last > at && last - at <= MAX_TOKEN) out.push(value.slice(at, last));
    at = end;
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
  const keys = new KeyMap();
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
