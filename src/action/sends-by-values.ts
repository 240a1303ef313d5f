/**
 * A call of a tool read as read-only, as its annotations claim, that carries what a message carries: the addresses of
 * people (phone numbers, e-mail addresses) and a text of several words ("ទៅ": ["+85516220381"], "អត្ថបទ": "Your pass
 * expired, renew now at …"). An annotation is the tool author's claim; the call's values say what it does (call.ts).
 */
import { kindOf } from './kinds.ts';

/** Values read at the most, and how deep. */
const MAX_VALUES = 64;
const MAX_DEPTH = 3;
/** Words that make a text a message rather than a name or a code. */
const MIN_WORDS = 4;
/** Scripts written without spaces between words, and how long a text in them must be to be a message. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const MIN_UNSPACED = 8;

/** The call's arguments hold a person's address and a text of several words. */
export function sendsByValues(args: Readonly<Record<string, unknown>>): boolean {
  let address = false;
  let text = false;
  let seen = 0;
  const visit = (value: unknown, depth: number): void => {
    if (seen >= MAX_VALUES || depth > MAX_DEPTH) return;
    if (typeof value === 'string') {
      seen++;
      const kind = kindOf(value);
      if (kind === 'email' || kind === 'phone') address = true;
      else if (value.trim().split(/\s+/u).length >= MIN_WORDS || (UNSPACED.test(value) && [...value].length >= MIN_UNSPACED)) text = true;
      return;
    }
    if (Array.isArray(value)) for (const item of value.slice(0, MAX_VALUES)) visit(item, depth + 1);
    else if (typeof value === 'object' && value !== null) for (const item of Object.values(value).slice(0, MAX_VALUES)) visit(item, depth + 1);
  };
  visit(args, 0);
  return address && text;
}
