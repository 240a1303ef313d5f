/**
 * The record numbers a task names ("cancel order 4471") and those it spares ("not 4488", "KV-2304 തൊടരുത്"), and the
 * controls that name another record of the same shape: a change to a record the task did not name goes to the verifier.
 */
import { memoByText } from '../../util/memo.ts';
import { pricesRemoved } from './prices.ts';
import { fold, foldedWords, NEGATIONS, negatesIn } from './unasked.ts';

/**
 * Another record than the one the task names. A task that names its record ("cancel order 4471")
 * has not asked for a change to another of the same kind: a control whose label names a record
 * number of the same shape (the same digits count and separators, the same letter prefix) and none
 * of the task's ("Cancel order 4488") goes to the verifier. Prices, dates and clock times in the
 * label are not record numbers; a task that names no record number is not judged so.
 */
export function otherRecord(label: string, intent: string | undefined): string | undefined {
  if (intent === undefined) return undefined;
  const { named, declined } = intentRecords(intent);
  const shown = recordNumbers(label);
  // "KV-2304 തൊടരുത്", "leave KM-4415 alone, not that one": a record the task says not to touch.
  const spared = shown.find((n) => declined.includes(n));
  if (spared !== undefined) return `the control names record ${spared.slice(0, 24)}, which the task says not to touch`;
  if (named.length === 0) return undefined;
  const shapes = new Set(named.map(shapeOf));
  const alike = shown.filter((n) => shapes.has(shapeOf(n)));
  if (alike.length === 0 || alike.some((n) => named.includes(n))) return undefined;
  return `the control names record ${alike[0]!.slice(0, 24)}, and the task names ${named[0]!.slice(0, 24)}`;
}

/** The control's label names a record, and every record it names is one the task names and does not spare ("Cancel C-1180"). */
export function namesTaskRecord(label: string, intent: string | undefined): boolean {
  if (intent === undefined) return false;
  const shown = recordNumbers(label);
  if (shown.length === 0) return false;
  const { named, declined } = intentRecords(intent);
  return shown.every((n) => named.includes(n) && !declined.includes(n));
}

/** Numbers that are no record's: prices ("45 €", "$12.50", "120 ₾": any currency sign), dates ("30.01.2027", "2027-01-30"), clock times, decimals. */
const NOT_RECORDS =
  /(?:\p{Sc}\s?\d[\d.,  ]*)|(?:\d[\d.,  ]*\s?(?:\p{Sc}|kr|Kč|zł|Ft|lei|TL|USD|EUR|GBP|บาท|руб|грн|лв))|\b\d{1,4}[./-]\d{1,2}[./-]\d{1,4}\b|\b\d{1,2}:\d{2}\b|\d+[.,]\d+/giu;
/** A card's number in its groups, a phone written with its country code: no record's numbers ("5168 4410 2297 3351", "+7 701 448 2093"). */
const CARD_OR_PHONE = /(?<!\d)\d{4}(?:[ -]\d{4}){2,3}(?!\d)|(?<!\d)\d{4}[ -]\d{6}[ -]\d{4,5}(?!\d)|\+\d[\d\s().-]{6,18}\d/g;
/** A record number: an optional letter prefix, then digit groups with at least three digits in all ("4471", "BK-2291", "61-902-33"). */
const RECORD = /(?<![\p{L}\p{N}])(?:\p{Lu}{1,4}-?)?\d+(?:[-/]\d+)*(?![\p{N}])/gu;

/** Clauses of an intent: between stops, commas, semicolons and the danda (a negation reaches no further). */
const CLAUSE = /[^,.;!?\n।॥።。，；]+/gu;
/** Negations written joined to the verb, in the languages that put them last: Malayalam "-രുത്", "-േണ്ട", Tamil "-ாதே", "-ாதீர்கள்". */
const NEGATIVE_ENDINGS = /(?:രുത്|ണ്ട|ാതേ|ாதீர்கள்|ாதே|வேண்டாம்|వద్దు|ಬೇಡ)(?![\p{L}\p{M}])/u;

/** Verbs that spare a record ("Keep KB-2215", "behalte 4488", "R-20422 stays"): it is not to be changed. Never "leave" ("leave a review for 4471"). */
const KEEPING: ReadonlySet<string> = new Set([
  'keep',
  'behalte',
  'behalten',
  'garde',
  'garder',
  'conserva',
  'conservar',
  'manten',
  'mantener',
  'mantieni',
  'behoud',
  'behall',
  'behold',
  'zachowaj',
  'ponech',
  // "R-20422 stays", "quella … resta", "bleibt": a record that stays as it is (the verb-last order reads the record before it).
  'stays',
  'remains',
  'resta',
  'rimane',
  'reste',
  'bleibt',
  'queda',
  'fica',
  'blijft',
  'zostaje',
  'zůstává',
  'остаётся',
  'остается',
]);

/**
 * The record numbers an intent names, and those it names only beside a negation or a verb that keeps: within three words after one ("not
 * 4488", "nie 4488") or before one, as languages that put the verb last write it ("KV-2304 തൊടരുത്", "KM-4415 ਨੂੰ ਹੱਥ ਨਾ ਲਾਓ").
 */
const intentRecords = memoByText(readIntentRecords, { entries: 256, maxKeyChars: 4096 });
function readIntentRecords(intent: string): { readonly named: readonly string[]; readonly declined: readonly string[] } {
  const named: string[] = [];
  const negated: string[] = [];
  const all = foldedWords(intent.slice(0, 2048));
  for (const m of intent.slice(0, 2048).matchAll(CLAUSE)) {
    const words = m[0].match(/[\p{L}\p{M}\p{N}'#/-]+/gu) ?? [];
    const records = words.map((w) => recordNumbers(w));
    const declined = new Set<number>();
    words.forEach((w, k) => {
      const f = fold(w.toLowerCase().replace(/'/g, ''));
      if (!(NEGATIONS.has(f) && negatesIn(f, all)) && !KEEPING.has(f) && !NEGATIVE_ENDINGS.test(w)) return;
      // The records a negation stands before ("not 4488"); with none there, those just before it (the verb-last order).
      // "ne touche pas à la séance S-2207", "don't touch the session S-2207": with none in three words, the first in five.
      const near = [k + 1, k + 2, k + 3].filter((x) => (records[x]?.length ?? 0) > 0);
      const after = near.length > 0 ? near : [k + 4, k + 5].filter((x) => (records[x]?.length ?? 0) > 0).slice(0, 1);
      for (const x of after.length > 0 ? after : [k - 1, k - 2, k - 3].filter((y) => (records[y]?.length ?? 0) > 0)) declined.add(x);
    });
    records.forEach((r, k) => (declined.has(k) ? negated : named).push(...r));
  }
  return { named, declined: negated.filter((n) => !named.includes(n)) };
}

function recordNumbers(text: string): string[] {
  const out: string[] = [];
  for (const m of pricesRemoved(text.slice(0, 2048)).replace(NOT_RECORDS, ' ').replace(CARD_OR_PHONE, ' ').matchAll(RECORD)) {
    if (m[0].replace(/\D/g, '').length >= 3) out.push(m[0].toUpperCase());
    if (out.length >= 16) break;
  }
  return out;
}

/** The shape of a record number: its letters, and its digits as `9` ("BK-2291" → "BK-9999"). */
const shapeOf = (n: string): string => n.replace(/\d/g, '9');
