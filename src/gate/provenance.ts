/**
 * Where an argument value came from: the user's intent, a tool output seen earlier, or nowhere.
 *
 * Texts are normalised once (lower case, JSON/YAML escapes and white space collapsed) and kept in
 * a bounded cache keyed by the text itself, so the per-call cost is a few `indexOf` scans. Values
 * are compared as what they are: e-mail addresses whole, URLs without scheme and `www.` (or by
 * host), IBANs without spacing, numbers in their usual spellings, and every match must sit on a
 * token boundary (`13` does not match `2013`).
 *
 * Everything here reads hostile text: matching is bounded (value length, text length, cache
 * size) and never throws.
 */
import { scanInstructions } from './instructions.ts';
import { normalizeText } from './normalize.ts';
import { nationalPhoneAt } from './phones.ts';

export { MAX_TEXT_CHARS, normalizeText } from './normalize.ts';

/** Values longer than this are not compared (they count as found nowhere). */
export const MAX_VALUE_CHARS = 256;
/** Total characters the text cache may hold before it evicts its oldest entries. */
const CACHE_CHAR_BUDGET = 8_000_000;
/** Occurrences of one needle examined per text (a 1-character value can occur everywhere). */
const MAX_OCCURRENCES = 32;

// Work budget, in characters of text searched, shared by the searches of one extraction.
let scanBudget = Number.POSITIVE_INFINITY;

/**
 * Start a new work budget of `chars` characters searched. Once it is spent, {@link findIn}
 * reports "not found" without searching: a value that could not be traced counts as untraced,
 * which the gate treats as suspicious, never as safe.
 */
export function resetScanBudget(chars: number): void {
  scanBudget = chars;
}

export interface TextIndex {
  /** Normalised text. */
  readonly norm: string;
  /** True when the text carries instruction-like cues aimed at an agent. */
  readonly instructed: boolean;
  /** Flat [start, end) ranges of `norm` around those cues. */
  readonly spans: Int32Array;
  /** Flat [start, end) ranges of `norm` following imperatives of consequential actions. */
  readonly imperatives: Int32Array;
  /** `norm` with newlines as spaces (same indices), built on first use (for values of several words). */
  flat: string | undefined;
}

const cache = new Map<string, TextIndex>();
let cachedChars = 0;

/** The (cached) index of a tool output or intent text. */
export function indexText(text: string): TextIndex {
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  const norm = normalizeText(text);
  const scan = scanInstructions(norm);
  const index: TextIndex = { norm, instructed: scan.instructed, spans: scan.spans, imperatives: scan.imperatives, flat: undefined };
  const size = footprint(text, index);
  if (size <= CACHE_CHAR_BUDGET / 4) {
    cache.set(text, index);
    cachedChars += size;
    for (const [key, old] of cache) {
      if (cachedChars <= CACHE_CHAR_BUDGET) break;
      cache.delete(key);
      cachedChars -= footprint(key, old);
    }
  }
  return index;
}

/** Characters an entry keeps alive: its key, the normalised text and (counted up front) its flat copy. */
function footprint(key: string, index: TextIndex): number {
  return key.length + 2 * index.norm.length;
}

/** How a value is compared. */
export type ValueKind = 'plain' | 'number' | 'email' | 'url' | 'iban';

/** A value prepared for matching: one or more needles, and a host for URLs. */
export interface Needle {
  kind: ValueKind;
  /** Primary spelling, and alternatives (numbers: `10000`, `10,000`, `10000.00`). */
  forms: string[];
  /** URLs and domains: the host, matched when the full URL is not found. */
  host: string;
}

const EMAIL = /^[a-z0-9._%+'-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;

/** A scheme no web or file address uses, before an e-mail address: `mailto:`, or a principal's type (`user:`, `group:`). */
const TYPED_ADDRESS = /^(?!(?:https?|ftps?|wss?|file|data|javascript|vbscript|blob):)[a-z][a-z0-9+.-]{0,31}:(?!\/)/i;

/** The e-mail address of `mailto:ana@x.io` or `user:ana@x.io`; any other token as it is. */
export function emailPart(token: string): string {
  if (!token.includes(':') || !TYPED_ADDRESS.test(token)) return token;
  const rest = token.slice(token.indexOf(':') + 1);
  return rest.includes('@') && EMAIL.test(rest) ? rest : token;
}
const IBAN = /^[a-z]{2}\d{2}(?: ?[a-z0-9]){10,32}$/;
const DOMAIN = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?:[/?#:].*)?$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//;
const NUMERIC = /^-?\d+(?:\.\d+)?$/;

const SPACES = /\s+/g;
/** White space that {@link SPACES}' replace would change: a run of two, or any but a plain space. */
const ODD_SPACE = /\s\s|[^\S ]/;
const BLANKS = / /g;
const NEWLINES = /\n/g;
const URL_PATH_START = /[/?#:]/;

/**
 * Prepare `value` for matching into `out`; false when it cannot be compared (empty, too long,
 * not a string or finite number). `out` is reused by the caller to avoid allocation.
 */
export function prepareNeedle(value: unknown, out: Needle): boolean {
  // A new empty list: setting the old one's length is a call into the runtime.
  out.forms = [];
  out.host = '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return false;
    out.kind = 'number';
    numberForms(value, out.forms);
    return true;
  }
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_VALUE_CHARS) return false;
  const lower = value.trim().toLowerCase();
  // Most values hold no run of white space and none but ' ': the replace would copy them unchanged.
  let v = oddSpace(lower) ? lower.replace(SPACES, ' ') : lower;
  if (v.length >= 2 && (v[0] === '"' || v[0] === "'") && v[v.length - 1] === v[0]) v = v.slice(1, -1).trim();
  if (v.length === 0) return false;
  // Each test below needs its first character (a digit or '-'; a letter; a letter, digit or '-'):
  // a value that starts otherwise (a path, '/…' or '~…') skips them, with the same answer.
  const first = v.charCodeAt(0);
  const letter = first >= 97 && first <= 122;
  const digitOrDash = (first >= 48 && first <= 57) || first === 45;
  if (digitOrDash && NUMERIC.test(v)) {
    out.kind = 'number';
    out.forms.push(v);
    const n = Number(v);
    if (Number.isFinite(n) && Math.abs(n) < 1e15) for (const form of numberForms(n, [])) if (form !== v) out.forms.push(form);
    return true;
  }
  if (v.includes('@') && EMAIL.test(emailPart(v))) {
    out.kind = 'email';
    out.forms.push(emailPart(v));
    return true;
  }
  if (letter && IBAN.test(v)) {
    out.kind = 'iban';
    out.forms.push(v.replace(BLANKS, ''));
    return true;
  }
  if ((letter || digitOrDash) && (SCHEME.test(v) || DOMAIN.test(v))) {
    let url = v.replace(SCHEME, '');
    if (url.startsWith('www.')) url = url.slice(4);
    while (url.endsWith('/')) url = url.slice(0, -1);
    if (url.length === 0) return false;
    out.kind = 'url';
    out.forms.push(url);
    const end = url.search(URL_PATH_START);
    const host = end < 0 ? url : url.slice(0, end);
    out.host = host.includes('.') && host.length >= 4 ? host : '';
    return true;
  }
  out.kind = 'plain';
  out.forms.push(v);
  return true;
}

/**
 * `ODD_SPACE.test(text)`, read character by character while the text is printable ASCII with
 * single spaces (most values): the pattern is asked only from the first other character on.
 */
function oddSpace(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x20 && c < 0x7f) continue;
    if (c !== 0x20) return ODD_SPACE.test(text.slice(Math.max(0, i - 1)));
    const after = text.charCodeAt(i + 1);
    if (!(after > 0x20 && after < 0x7f)) return ODD_SPACE.test(text.slice(i));
  }
  return false;
}

function numberForms(n: number, forms: string[]): string[] {
  const plain = String(n);
  forms.push(plain);
  // A credit or reversal written as a negative amount ("-25" for "knock 25 off") is the same sum.
  if (n < 0) numberForms(-n, forms);
  if (Number.isInteger(n)) {
    if (Math.abs(n) >= 1000) forms.push(n.toLocaleString('en-US'));
    if (Math.abs(n) < 1e12) forms.push(n.toFixed(2));
  } else {
    const fixed = n.toFixed(2);
    if (fixed !== plain && Number(fixed) === n) forms.push(fixed);
  }
  return forms;
}

/** A freshly allocated needle to reuse across calls. */
export function newNeedle(): Needle {
  return { kind: 'plain', forms: [], host: '' };
}

/**
 * Where a needle occurs in an indexed text, as bit flags: FOUND, plus NEAR_INSTRUCTION and
 * NEAR_IMPERATIVE when at least one occurrence lies in such a span. 0 = not found.
 */
export const NOT_FOUND = 0;
export const FOUND = 1;
export const NEAR_INSTRUCTION = 2;
export const NEAR_IMPERATIVE = 4;
const ALL_FLAGS = FOUND | NEAR_INSTRUCTION | NEAR_IMPERATIVE;

/** Whether `needle` occurs in `index` on token boundaries, and whether inside instruction / imperative spans. */
export function findIn(index: TextIndex, needle: Needle): number {
  let found = NOT_FOUND;
  for (const form of needle.forms) {
    const text = form.includes(' ') ? (index.flat ??= index.norm.replace(NEWLINES, ' ')) : index.norm;
    found |= scan(text, form, needle.kind, index);
    if (found === ALL_FLAGS) return found;
  }
  if (found === NOT_FOUND && needle.kind === 'iban' && scanBudget > 0) {
    // Written in groups (`DE89 3704 0044 …`): match with an optional space between characters.
    scanBudget -= index.norm.length;
    for (const form of needle.forms) if (spacedPattern(form).test(index.norm)) return FOUND;
  }
  if (found === NOT_FOUND && needle.host !== '') found = scan(index.norm, needle.host, 'url', index);
  if (found === NOT_FOUND && needle.kind === 'plain' && scanBudget > 0) {
    // "+48602114387" where the text wrote "602 114 387", "0664 381 2290" or "+48 602 114 387" (phones.ts).
    const at = nationalPhoneAt(needle.forms[0]!, index.norm, MAX_OCCURRENCES);
    if (at !== undefined) {
      scanBudget -= index.norm.length;
      for (const i of at) {
        found |= FOUND;
        if (within(index.spans, i)) found |= NEAR_INSTRUCTION;
        if (within(index.imperatives, i)) found |= NEAR_IMPERATIVE;
      }
    }
  }
  return found;
}

function scan(text: string, form: string, kind: ValueKind, index: TextIndex | undefined): number {
  if (form.length === 0 || scanBudget <= 0) return NOT_FOUND;
  scanBudget -= text.length;
  let found = NOT_FOUND;
  let seen = 0;
  for (let at = text.indexOf(form); at >= 0 && seen < MAX_OCCURRENCES; at = text.indexOf(form, at + 1), seen++) {
    if (!bounded(text, at, form, kind)) continue;
    found |= FOUND;
    if (index === undefined) return found;
    if (within(index.spans, at)) found |= NEAR_INSTRUCTION;
    if (within(index.imperatives, at)) found |= NEAR_IMPERATIVE;
    if (found === ALL_FLAGS) return found;
  }
  return found;
}

function spacedPattern(compact: string): RegExp {
  return new RegExp(`(?<![a-z0-9])${compact.split('').join('[ \\n]?')}(?![a-z0-9])`);
}

function within(spans: Int32Array, at: number): boolean {
  for (let i = 0; i + 1 < spans.length; i += 2) if (at >= spans[i]! && at < spans[i + 1]!) return true;
  return false;
}

function isAlnum(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 122);
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** The occurrence of `form` at `at` is not part of a longer token. */
function bounded(text: string, at: number, form: string, kind: ValueKind): boolean {
  const before = at > 0 ? text.charCodeAt(at - 1) : -1;
  const end = at + form.length;
  const after = end < text.length ? text.charCodeAt(end) : -1;
  const first = form.charCodeAt(0);
  const last = form.charCodeAt(form.length - 1);
  if (isAlnum(first) && isAlnum(before)) return false;
  if (isAlnum(last) && isAlnum(after)) return false;
  if (isDigit(first) && (before === 46 || before === 44) && at > 1 && isDigit(text.charCodeAt(at - 2))) return false;
  const next = end + 1 < text.length ? text.charCodeAt(end + 1) : -1;
  if (isDigit(last) && (after === 46 || after === 44) && isDigit(next)) return false;
  // `a@b.com` inside `a@b.com.evil.org`, `site.com` inside `site.com-evil.net`
  if ((kind === 'email' || kind === 'url') && (after === 46 || after === 45) && isAlnum(next)) return false;
  // `mark@x.com` inside `john.mark@x.com`; a host inside a longer host, except after `www.`
  if ((kind === 'email' || kind === 'url') && (before === 45 || before === 64)) return false;
  if ((kind === 'email' || kind === 'url') && before === 46 && !(kind === 'url' && at >= 4 && text.startsWith('www.', at - 4))) return false;
  return true;
}
