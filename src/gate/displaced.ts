/**
 * Displaced destinations: an address written only in the prose of a record that keeps the same
 * kind of address in a field of its own. A driver's record holds `"mobile": "+44 7700 900861"` and
 * a remark that "the broker desk gets every change on +44 7911 654321"; an invoice has its
 * `Bankverbindung:` line and a notice that payments now go to another IBAN; a requisition names
 * its hiring manager and a setting adds an outside address "(contractual)". The record's own field
 * is its data; the address in the prose beside it is somebody's say-so, which is where a
 * redirection hides, in any language and without any instruction word.
 *
 * For each output: the e-mail addresses, IBANs, phone numbers and web addresses it holds, each as a
 * field (a JSON string that is nothing but the address, or a list of them; a plain-text line
 * `Label: address`) or in prose (anywhere else). An address is displaced when it never stands as
 * a field and another address of its kind does. The index (sources.ts) marks such values; a
 * destination argument that only they vouch for goes to the verifier, which does not vouch for it.
 * Bounded: outputs past {@link MAX_CHARS} are not read for this (their values stay as they are).
 * A phone number written in groups with its country code (`+46 73 999 88 77`) is keyed whole
 * (value-keys.ts), so it is marked however an agent then spells it; one written nationally in
 * groups (`073 999 88 77`) is still indexed as its groups only, each too short to mark.
 */
import { newNeedle, normalizeText, prepareNeedle } from './provenance.ts';
import { collectValues, KeyMap } from './value-keys.ts';

// esbuild (the bench bundles, tsx) writes a `\p{…}` regular expression literal as `new RegExp(…)` where it
// stands: inside a function it would be compiled again on every call.
const THREE_LETTERS = /\p{L}{3}/u;

const MAX_CHARS = 256 * 1024;
const MAX_ADDRESSES = 512;

// Candidate addresses in text: e-mail, IBAN (compact or grouped), an international or long phone number, a web address.
const ADDRESS =
  /[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+|\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b|(?<![\w+])\+?\d[\d ()-]{7,18}\d(?!\w)|\bhttps?:\/\/[^\s"'<>)]+/g;

type Kind = 'email' | 'iban' | 'phone' | 'url' | 'account';
type Note = (value: string, asField: boolean, kind?: Kind) => void;

/**
 * A member whose name says it holds a bank account ("iban", "accountNo", "account_number", "口座番号", "numero_conto",
 * "Kontonummer", "rekeningnummer"): its value, digits with a few letters and separators, is the record's account.
 */
const ACCOUNT_KEY =
  /iban|acc(?:oun)?t|konto|conto|cuenta|compte|rekening|rachunek|tilinumero|sort_?code|routing|bsb|clabe|paybill|akaunti|hesap|口座|账号|帳號|賬號|帐户|계좌|счёт|счет|рахунок/i;
/** An account number as a field holds it: 6 or more digits, a country's letters, spaces, dashes or slashes, nothing else. */
const ACCOUNT_VALUE = /^(?=(?:\D*\d){6})[A-Z0-9][A-Z0-9 ./-]{4,40}$/;
/** Account numbers written in prose: a grouped IBAN of any spacing ("IT 60 X 05428 11101 000000 991204") or a run of 6 to 12 digits. */
const ACCOUNT_RUN = /\b[A-Z]{2} ?\d{2}(?: ?[A-Z0-9]{1,6}){2,9}\b|(?<![\p{L}\p{N}.,:/-])\d{6,12}(?![\p{L}\p{N}]|[.,:/-]\d)/gu;
/** The shortest part of an account number worth marking (a grouped number leaves its groups in the index). */
const ACCOUNT_PART = 4;
/** A masked card or account number (`card ****4417`, `Visa ••3302`, `card ending 1180`): a field of the account kind, never itself a destination. */
const MASKED = /(?:[*•]{2,}|x{3,})\s?\d{2,4}\b|\bending(?:\s+in)?\s+\d{4}\b|\blast\s+(?:4|four)\s+\d{4}\b/i;
const needle = newNeedle();

/** The index keys of the displaced destinations of one output (empty when none, or when the output is too long to read for this). */
export function displacedKeys(text: string): Set<string> {
  const out = new Set<string>();
  if (text.length > MAX_CHARS) return out;
  const fieldKinds = new Set<Kind>();
  // Each address as written, in the order noted (at most MAX_ADDRESSES, repeats kept): its keys
  // are only cut (below) when its kind turns out to have both a field and prose, which most
  // outputs never have.
  const fields: string[] = [];
  const prose = new Map<Kind, string[]>();
  // Kinds of the addresses seen (an output repeats the same few): null for no address kind. The kind
  // of a web address or a phone number is read off it without building anything (kindOf): not kept.
  const kinds = new Map<string, Kind | null>();
  let count = 0;
  const note: Note = (value, asField, stated) => {
    if (count++ > MAX_ADDRESSES) return;
    let kind = stated ?? kinds.get(value);
    if (kind === undefined) {
      kind = kindOf(value) ?? null;
      if (!value.startsWith('http') && !PHONE.test(value)) kinds.set(value, kind);
    }
    if (kind === null) return;
    if (asField) {
      fieldKinds.add(kind);
      fields.push(value);
      return;
    }
    let list = prose.get(kind);
    if (list === undefined) prose.set(kind, (list = []));
    list.push(value);
  };
  const parsed = parseJson(text);
  const masked = (): void => {
    fieldKinds.add('iban');
    fieldKinds.add('account');
  };
  if (parsed !== undefined) walk(parsed, note, masked, 0);
  else readLines(text, note);
  forgetAddresses();
  let fieldKeys: Set<string> | undefined;
  for (const [kind, values] of prose) {
    if (!fieldKinds.has(kind) && !(CONTACT.has(kind) && (fieldKinds.has('email') || fieldKinds.has('phone')))) continue;
    if (fieldKeys === undefined) {
      fieldKeys = new Set();
      for (const value of fields) for (const key of keysOf(value).keys()) fieldKeys.add(key);
    }
    // The whole address, not the short runs of digits a grouped IBAN or phone number also leaves in the index.
    const shortest = kind === 'account' ? ACCOUNT_PART : 8;
    for (const value of values)
      for (const key of keysOf(value).keys()) if (key.replace(/^n:/, '').length >= shortest && !fieldKeys.has(key)) out.add(key);
  }
  return out;
}

/** The keys the index holds for an address (sources.ts cuts outputs the same way). */
function keysOf(value: string): Map<string, number> {
  const keys = new KeyMap();
  const written = normalizeText(value);
  collectValues(written, written.length, true, keys, 64, () => 0);
  return keys;
}

function kindOf(value: string): Kind | undefined {
  if (PHONE.test(value)) {
    // A phone number: written with a country prefix, or long enough not to be an amount or a count.
    if (value.startsWith('+')) return 'phone';
    let digits = 0;
    for (let i = 0; i < value.length; i++) if (isDigit(value.charCodeAt(i))) digits++;
    return digits >= 10 ? 'phone' : undefined;
  }
  if (value.startsWith('http://') || value.startsWith('https://')) return webKind(value);
  if (!prepareNeedle(value, needle)) return undefined;
  return needle.kind === 'email' || needle.kind === 'iban' || needle.kind === 'url' ? needle.kind : undefined;
}

/**
 * What prepareNeedle makes of an address `http://…` or `https://…` without white space (as ADDRESS
 * finds them), without building its forms: a URL when it can be compared (at most 256 characters)
 * and something other than slashes is left once its scheme and a `www.` are taken off.
 */
function webKind(value: string): Kind | undefined {
  if (value.length > 256 || /\s/.test(value)) return prepareNeedle(value, needle) && needle.kind === 'url' ? 'url' : undefined;
  let at = value.indexOf('://') + 3;
  if (
    value.length >= at + 4 &&
    (value.charCodeAt(at) | 32) === 119 &&
    (value.charCodeAt(at + 1) | 32) === 119 &&
    (value.charCodeAt(at + 2) | 32) === 119 &&
    value.charCodeAt(at + 3) === 46
  )
    at += 4;
  for (; at < value.length; at++) if (value.charCodeAt(at) !== 47) return 'url';
  return undefined;
}

/** Ways to reach a person: a record that keeps one of them in a field of its own keeps its contact there. */
const CONTACT: ReadonlySet<Kind> = new Set<Kind>(['email', 'phone']);

const PHONE = /^\+?\d[\d ()-]{7,18}\d$/;

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function parseJson(text: string): unknown {
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Each string of a JSON value: a field when it is nothing but addresses (and separators), else prose; an account under a member named for one. */
function walk(value: unknown, note: Note, masked: () => void, depth: number): void {
  if (depth > 32) return;
  if (typeof value === 'string') readString(value, note, masked);
  else if (typeof value === 'object' && value !== null) {
    // The first 4096 items or members (JSON.parse's objects have no holes, getters or inherited members).
    const entries = Array.isArray(value) ? (value as unknown[]).map((v) => ['', v] as const) : Object.entries(value);
    for (let i = 0; i < entries.length && i < 4096; i++) {
      const [key, item] = entries[i]!;
      const text = typeof item === 'number' && Number.isInteger(item) ? String(item) : item;
      if (typeof text === 'string' && key !== '' && ACCOUNT_KEY.test(key.slice(0, 64)) && ACCOUNT_VALUE.test(text)) note(text, true, 'account');
      else walk(item, note, masked, depth + 1);
    }
  }
}

function readString(text: string, note: Note, masked: () => void): void {
  // A field that holds a masked card or account number ("card ****4417") is the record's account, as an IBAN field is.
  if (text.length <= 64 && MASKED.test(text)) masked();
  const read = text.length > 16_384 ? text.slice(0, 16_384) : text;
  const found = addresses(read);
  const asField = found > 0 && onlySeparatorsLeft(text, found);
  for (let i = 0; i < found; i++) note(FOUND[i]!, asField);
  // Account numbers in a sentence ("payments now go to IT 60 X 05428 …", "new bank: 30-96-17 / 58204431"): prose.
  if (asField || !THREE_LETTERS.test(read)) return;
  ACCOUNT_RUN.lastIndex = 0;
  for (let m = ACCOUNT_RUN.exec(read), n = 0; m !== null && n < 16; m = ACCOUNT_RUN.exec(read), n++) note(m[0], false, 'account');
}

/**
 * The first 4096 lines of plain text, each read by {@link readLine}, as `text.split('\n', 4096)`
 * would give them but without cutting out lines that cannot hold an address: every match of
 * ADDRESS has an `@` (e-mail), a digit (IBAN, phone) or a `:` (web address), and readLine notes
 * only matches within the line. A line of more than 1024 characters is read whatever it holds.
 */
function readLines(text: string, note: (v: string, field: boolean) => void): void {
  for (let start = 0, line = 0; start <= text.length && line < 4096; line++) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let candidate = end - start > 1024;
    for (let i = start; i < end && !candidate; i++) {
      const c = text.charCodeAt(i);
      candidate = c === 64 || c === 58 || (c >= 48 && c <= 57);
    }
    if (candidate) readLine(text.slice(start, end), note);
    start = end + 1;
  }
}

/**
 * A plain-text (or YAML) line: `Label: address`, a list item that is only addresses (`- bob@x.io`), or an address as a
 * mapping's key (`bob@x.io: r`) is a field; any other line with an address is prose.
 */
function readLine(line: string, note: (v: string, field: boolean) => void): void {
  const whole = itemIsLine(line);
  const item = whole ? line : (/^\s*(?:-\s+)?['"]?(.*?)['"]?\s*(?::\s*[\w-]{0,16})?\s*$/.exec(line.slice(0, 1024))?.[1] ?? '');
  let found = addresses(item);
  if (found > 0 && onlySeparatorsLeft(item, found)) {
    for (let i = 0; i < found; i++) note(FOUND[i]!, true);
    return;
  }
  const m = mayBeLabelled(line) ? /^\s*[-*•]?\s*[\p{L}][\p{L}\p{N} ._/()-]{0,40}:\s*(.+?)\s*$/u.exec(line) : null;
  if (m !== null) {
    const before = addresses(m[1]!);
    if (before > 0 && onlySeparatorsLeft(m[1]!, before)) {
      for (let i = 0; i < before; i++) note(FOUND[i]!, true);
      return;
    }
  }
  // The item's addresses are the line's when the item is the line.
  if (!whole || m !== null) found = addresses(line.length > 16_384 ? line.slice(0, 16_384) : line);
  for (let i = 0; i < found; i++) note(FOUND[i]!, false);
}

/**
 * Whether readLine's item (the line less a list dash, quotes and a trailing `: label`) is the whole
 * line, read off its ends: a line of at most 1024 characters that starts with none of those, has
 * no character `.` does not match, and ends in a letter or digit not after `:` and a short word.
 * False when unsure (the regular expression then reads it).
 */
function itemIsLine(line: string): boolean {
  const n = line.length;
  if (n === 0 || n > 1024) return false;
  const first = line.charCodeAt(0);
  if (first === 45 || first === 39 || first === 34 || first >= 128 || (first >= 9 && first <= 13) || first === 32) return false;
  if (!isAlnum(line.charCodeAt(n - 1))) return false;
  for (let i = 0; i < n; i++) {
    const c = line.charCodeAt(i);
    if (c === 13 || c === 10 || c === 0x2028 || c === 0x2029) return false;
  }
  // The last run of `[\w-]`: up to 16 of them after `:` (and white space) would be a label.
  let at = n;
  while (at > 0 && isWordOrDash(line.charCodeAt(at - 1))) at--;
  if (n - at > 16) return true;
  while (at > 0 && isAsciiOrOtherSpace(line, at - 1)) at--;
  return at === 0 || line.charCodeAt(at - 1) !== 58;
}

/**
 * Whether the line may be `Label: value` as readLine's second expression reads it: its first `:`
 * comes after white space, a bullet, white space again and at most 41 more characters (none of
 * them a `:`). False means the expression cannot match.
 */
function mayBeLabelled(line: string): boolean {
  const colon = line.indexOf(':');
  if (colon < 0) return false;
  let at = 0;
  while (at < colon && isAsciiOrOtherSpace(line, at)) at++;
  const c = line.charCodeAt(at);
  if (c === 45 || c === 42 || c === 0x2022) {
    at++;
    while (at < colon && isAsciiOrOtherSpace(line, at)) at++;
  }
  return colon - at <= 41;
}

function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isWordOrDash(c: number): boolean {
  return isAlnum(c) || c === 95 || c === 45;
}

const SPACE = /\s/y;

/** `\s` at `at`. */
function isAsciiOrOtherSpace(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  SPACE.lastIndex = at;
  return SPACE.test(text);
}

/** Addresses read out of a text by {@link addresses}, the first of them: read before the next call (cleared by {@link forgetAddresses}). */
const FOUND: string[] = [];
const EACH_ADDRESS = new RegExp(ADDRESS.source, 'g');

/** Put the matches of ADDRESS in `text` in FOUND, in order, as `[...text.matchAll(ADDRESS)]` would give them; how many. */
function addresses(text: string): number {
  let count = 0;
  EACH_ADDRESS.lastIndex = 0;
  for (let m = EACH_ADDRESS.exec(text); m !== null; m = EACH_ADDRESS.exec(text)) FOUND[count++] = m[0];
  return count;
}

/** Let go of the addresses of the last text read (they are pieces of it). */
function forgetAddresses(): void {
  FOUND.fill('');
}

/**
 * Whether `text` is separators only once each of `found` is replaced, in order, by a space (the
 * first occurrence left of each): a field of addresses. When more characters are neither white
 * space nor separators than the addresses hold, some are left whatever is replaced: no field, and
 * no text is built to find that out.
 */
function onlySeparatorsLeft(text: string, found: number): boolean {
  let room = 0;
  for (let i = 0; i < found; i++) room += FOUND[i]!.length;
  let others = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const separator = c < 128 ? (c >= 9 && c <= 13) || c === 32 || c === 44 || c === 59 || c === 47 || c === 124 : isSeparator(text, i);
    if (!separator && ++others > room) return false;
  }
  let rest = text;
  for (let i = 0; i < found; i++) rest = rest.replace(FOUND[i]!, ' ');
  return /^[\s,;/|]*$/.test(rest);
}

const SEPARATOR = /[\s,;/|]/y;

function isSeparator(text: string, at: number): boolean {
  SEPARATOR.lastIndex = at;
  return SEPARATOR.test(text);
}
