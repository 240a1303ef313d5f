/**
 * What a browser call puts into the page: the text it types, the options it chooses, the values of
 * the fields it fills. That is where data leaves (a card number typed into a form is sent to the
 * form's host), so verifiers trace where each identifying value came from (an address, an e-mail,
 * a phone, card or account number), whatever the argument is called in the tool's schema. Words
 * an agent composes (a search query, a date) identify nobody and are not traced; the element's ref
 * and the agent's description of it are no such value.
 */
import type { CatalogEntry } from '../catalog.ts';
import { kindOf } from '../kinds.ts';
import { getOwn } from '../../util/json.ts';

/** Most field values of one call traced (a form fill with more is traced by its first ones). */
const MAX_FIELDS = 64;

/** Kinds of value that identify a person, an account or a place to send things. */
const IDENTIFYING = new Set(['url', 'host', 'path', 'email', 'phone', 'iban', 'account', 'crypto']);
/** A date or an expiry written with separators ("18/12/2026", "04/29", "2026-12-18"): no identifier. */
const DATE_SHAPED = /^(\d{1,2}[./-]\d{1,2}([./-]\d{2,4})?|\d{4}[./-]\d{1,2}[./-]\d{1,2})$/;
/** Digits that make a number identifying (a card, an account, a sort code, a phone): six or more. */
const ID_DIGITS = 6;

/** `value` identifies someone or something data could be sent to or charged from (see {@link IDENTIFYING}). */
export function identifying(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && String(Math.abs(value)).length >= ID_DIGITS;
  if (typeof value !== 'string' || value.length > 256) return false;
  if (IDENTIFYING.has(kindOf(value))) return true;
  const text = value.trim();
  // "5555 3412 4444 1115", "20-44-71", "41882930": digits and separators only, and not a date.
  return /^[\d\s./-]+$/.test(text) && !isDate(text) && (text.match(/\d/g)?.length ?? 0) >= ID_DIGITS;
}

/** A date or expiry that could be one: day and month in range, either way round ("30-91-18" is a sort code). */
function isDate(text: string): boolean {
  if (!DATE_SHAPED.test(text)) return false;
  const parts = text.split(/[./-]/).map(Number);
  const [a, b] = parts[0]! > 31 ? [parts[2]!, parts[1]!] : [parts[0]!, parts[1]!];
  return parts.length === 2 ? b >= 0 && a >= 1 && a <= 12 : (a <= 31 && b >= 1 && b <= 12) || (a >= 1 && a <= 12 && b <= 31);
}

/**
 * The values argument `name` of a call to `entry` types or chooses on a page — with `only`, those of
 * them it keeps (`identifying`: the ones a site policy must never vouch for) — an empty list when it
 * types none of them, or undefined when the argument types nothing (not a browser tool, or an
 * argument that addresses or describes the element). Never throws on hostile content; reads field
 * records by own property only.
 */
export function typedValues(
  entry: CatalogEntry,
  name: string,
  raw: unknown,
  only: (value: unknown) => boolean = () => true,
): readonly unknown[] | undefined {
  const generic = entry.generic;
  if (generic?.kind !== 'browser') return undefined;
  const args = generic.args;
  const kept = (value: unknown): boolean => value !== undefined && value !== null && value !== '' && only(value);
  if (name === args.text || name === args.values) return (Array.isArray(raw) ? raw.slice(0, MAX_FIELDS) : [raw]).filter(kept);
  if (name !== args.fields || !Array.isArray(raw)) return undefined;
  const out: unknown[] = [];
  for (const field of raw.slice(0, MAX_FIELDS)) {
    if (typeof field !== 'object' || field === null || Array.isArray(field)) continue;
    const value = getOwn(field as Record<string, unknown>, 'value');
    if (kept(value)) out.push(value);
  }
  return out;
}

/** Kinds of value a person gives for themselves or their recipient (an address to reach, an account to pay from or to). */
const GIVEN_KINDS = new Set(['email', 'phone', 'iban']);
/** Digits of a phone compared: its last nine (a country code or a trunk zero written or not). */
const PHONE_TAIL = 9;

/** `value` as compared within its kind: an e-mail lower-cased, a phone's last digits, an IBAN without spaces. */
function givenKey(kind: string, value: string): string {
  if (kind === 'phone') return value.replace(/\D/g, '').slice(-PHONE_TAIL);
  if (kind === 'iban') return value.replace(/\s/g, '').toUpperCase();
  return value.trim().toLowerCase();
}

const INTENT_VALUES: Readonly<Record<string, RegExp>> = {
  email: /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}.-]{1,253}\.\p{L}{2,}/gu,
  // A dot joins digits ("030.1234.5678"); one a space follows ends the number ("… 52 16. 12 …": a sentence ends).
  phone: /\+?\d(?:[\d\s()-]|\.(?=\d)){5,18}\d/g,
  iban: /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{2,4}){3,8}\b/g,
};

/** `value` is written in `text` as it stands (an e-mail run into the words before it: "メールaiko@x.example"), or an IBAN without its spaces. */
function written(kind: string, value: string, text: string): boolean {
  if (kind === 'phone') return false;
  const key = givenKey(kind, value);
  const haystack = kind === 'iban' ? text.replace(/\s/g, '').toUpperCase() : text.toLowerCase();
  for (let at = haystack.indexOf(key); at >= 0; at = haystack.indexOf(key, at + 1)) {
    // Nothing of an address's own characters on either side (letters of another script may run into it on the left).
    const before = haystack.charAt(at - 1);
    const after = haystack.charAt(at + key.length);
    if (!/[a-z0-9._%+-]/i.test(before) && !/[\p{L}\p{N}._%+-]/u.test(after)) return true;
  }
  return false;
}

/**
 * The first value `values` types (a call's typed values) of a kind the intent gives values of — an
 * e-mail, a phone, an IBAN — that is none of those the intent gives: the kind it is, else undefined.
 * A person who writes their (or their recipient's) address for a task gave the one to type; another
 * of that kind came from somewhere else (a page's "use this address instead").
 * `minPhoneDigits`: a number of the intent counts as a phone it gives only with that many digits or more.
 */
export function notGiven(values: readonly unknown[], intent: string, minPhoneDigits = 0): string | undefined {
  const text = intent.length > 16_384 ? intent.slice(0, 16_384) : intent;
  if (otherStreet(values, text)) return 'a postal address';
  const given = new Map<string, Set<string>>();
  for (const value of values) {
    if (typeof value !== 'string' || value.length > 256) continue;
    const kind = kindOf(value);
    if (!GIVEN_KINDS.has(kind)) continue;
    let keys = given.get(kind);
    if (keys === undefined) {
      keys = new Set();
      for (const m of text.matchAll(INTENT_VALUES[kind]!))
        if (kind !== 'phone' || (kindOf(m[0]) === 'phone' && m[0].replace(/\D/g, '').length >= minPhoneDigits)) keys.add(givenKey(kind, m[0]));
      given.set(kind, keys);
    }
    if (keys.size > 0 && !keys.has(givenKey(kind, value)) && !written(kind, value, text))
      return kind === 'email' ? 'an e-mail address' : kind === 'phone' ? 'a phone number' : 'an IBAN';
  }
  return undefined;
}

/**
 * A street address: a house number and a street word ("77 Smith St", "2417 Larkin Street"), a street word and a number
 * ("Via Piave 12", "Calle Mayor 5", "ul. Długa 7"), or a number and a Chinese or Japanese street, lane or house mark ("580弄7号").
 */
const STREET =
  /(?<![\p{L}\p{N}])\d{1,5}[a-z]?\s+(?:[\p{L}'’.-]+\s+){0,3}(?:st|street|rd|road|ave|avenue|blvd|boulevard|lane|ln|dr|drive|way|ct|court|pl|place|hwy|highway|terrace|crescent|close)(?![\p{L}])|(?<![\p{L}])(?:via|viale|piazza|corso|rue|calle|avenida|rua|straße|strasse|str\.|gasse|ulica|ul\.|plac)\s+[\p{L}'’. -]{2,40}?\d{1,5}|\d{1,5}\s?[路街巷弄号號]/iu;
const DIGIT_RUNS = /\d+/g;

/**
 * A street address typed where the intent gives one of its own, with a number the intent's words do not hold ("77 Smith St"
 * where the task says "ship to 14 Nicholson St"): the address came from somewhere else (a page's "post it to our depot instead").
 */
function otherStreet(values: readonly unknown[], intent: string): boolean {
  if (!STREET.test(intent)) return false;
  const numbers = new Set(intent.match(DIGIT_RUNS) ?? []);
  return values.some((v) => typeof v === 'string' && v.length <= 200 && STREET.test(v) && (v.match(DIGIT_RUNS) ?? []).some((n) => !numbers.has(n)));
}

/** Every value a browser call types or chooses, over all its arguments. */
export function typedByCall(entry: CatalogEntry, args: Readonly<Record<string, unknown>>): unknown[] {
  const out: unknown[] = [];
  for (const name of Object.keys(args)) out.push(...(typedValues(entry, name, args[name]) ?? []));
  return out;
}

/** A message the task gives word for word, between quotation marks of any language. */
const QUOTED = /["“”„«»「」『』]([^"“”„«»「」『』]{12,2000})["“”„«»「」『』]/gu;
/** Ways to reach someone: an e-mail address, a phone number (seven digits or more), a link. */
const CONTACTS: readonly (readonly [string, RegExp])[] = [
  ['an e-mail address', /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}.-]{1,253}\.\p{L}{2,}/u],
  ['a link', /\bhttps?:\/\/\S+|\bwww\.\S+/iu],
  ['a phone number', /\+?\d[\d\s().-]{5,18}\d/u],
];
const squeeze = (text: string): string => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * A text typed that is the message the task quotes word for word with a way to reach someone added (a phone number, an e-mail
 * address, a link) that the task does not give ("… क्या हम साइट पर बात कर सकते हैं? मेरा मोबाइल नंबर +91 …"): what was added,
 * else undefined. A person who quotes the message to send gave all of it.
 */
export function quoteExtended(values: readonly unknown[], intent: string): string | undefined {
  const text = intent.length > 16_384 ? intent.slice(0, 16_384) : intent;
  const quotes = [...text.matchAll(QUOTED)].map((m) => squeeze(m[1]!)).filter((q) => q.length >= 12);
  if (quotes.length === 0) return undefined;
  const given = squeeze(text);
  for (const value of values) {
    if (typeof value !== 'string' || value.length > 8192) continue;
    const typed = squeeze(value);
    const quote = quotes.find((q) => typed.includes(q) && typed.length > q.length);
    if (quote === undefined) continue;
    const added = typed.replace(quote, ' ');
    for (const [kind, pattern] of CONTACTS) {
      const found = pattern.exec(added)?.[0];
      if (found === undefined || given.includes(found.trim())) continue;
      // A date, a time or an amount written with digits is no phone ("2027-05-14"): the number reads as one.
      if (kind !== 'a phone number' || (found.replace(/\D/g, '').length >= 7 && kindOf(found.trim()) === 'phone')) return kind;
    }
  }
  return undefined;
}
