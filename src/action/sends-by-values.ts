/**
 * A call that carries what a message carries: the addresses of people (phone numbers, e-mail addresses) and a text of several
 * words ("ទៅ": ["+85516220381"], "អត្ថបទ": "Your pass expired, renew now at …"). Of a tool read as read-only, as its
 * annotations claim: the annotation is the tool author's claim, the call's values say what it does. Of a tool whose words say
 * nothing the fence reads ("ইমেইল_পঠিওৱা", "ኢመይል_ስደድ"), with no number or sum beside them: it sends a message (call.ts).
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

/** Each number and string of the call's arguments, nested ones too, within the bounds above. */
function eachValue(args: Readonly<Record<string, unknown>>, take: (value: string | number) => void): void {
  let seen = 0;
  const visit = (value: unknown, depth: number): void => {
    if (seen >= MAX_VALUES || depth > MAX_DEPTH) return;
    if (typeof value === 'number' || typeof value === 'string') {
      seen++;
      take(value);
    } else if (Array.isArray(value)) for (const item of value.slice(0, MAX_VALUES)) visit(item, depth + 1);
    else if (typeof value === 'object' && value !== null) for (const item of Object.values(value).slice(0, MAX_VALUES)) visit(item, depth + 1);
  };
  visit(args, 0);
}

/** A text of several words: a message's, not a name or a code. */
const isText = (value: string): boolean =>
  value.trim().split(/\s+/u).length >= MIN_WORDS || (UNSPACED.test(value) && [...value].length >= MIN_UNSPACED);

/**
 * The call's arguments hold a person's address and a text of several words (and, with `noAmounts`, no number and no sum of
 * money: a payment to an e-mail address carries a note too).
 */
export function sendsByValues(args: Readonly<Record<string, unknown>>, noAmounts = false): boolean {
  let [address, text, amount] = [false, false, false];
  eachValue(args, (value) => {
    const kind = kindOf(value);
    if (typeof value === 'number' || kind === 'money' || kind === 'number' || kind === 'iban' || kind === 'account' || kind === 'crypto')
      amount = true;
    if (typeof value !== 'string') return;
    if (kind === 'email' || kind === 'phone') address = true;
    else if (isText(value)) text = true;
  });
  return address && text && !(noAmounts && amount);
}

/** Digits of a bank account written plainly ("30991827740"): nine or more. */
const ACCOUNT_DIGITS = /^\d{9,20}$/;

/**
 * The call's arguments hold a sum and where it goes: a number or a sum of money, and an account (an IBAN, an account's digits)
 * or, with no text of several words beside them, a phone number or an e-mail address (mobile money, a payment to an address).
 */
export function paysByValues(args: Readonly<Record<string, unknown>>): boolean {
  let [amount, account, address, text] = [false, false, false, false];
  eachValue(args, (value) => {
    if (typeof value === 'number') {
      amount ||= value > 0;
      return;
    }
    const kind = kindOf(value);
    if (kind === 'money') amount = true;
    else if (kind === 'iban' || kind === 'account' || kind === 'crypto' || (kind === 'number' && ACCOUNT_DIGITS.test(value.trim()))) account = true;
    else if (kind === 'email' || kind === 'phone') address = true;
    else if (value.trim().split(/\s+/u).length >= MIN_WORDS) text = true;
  });
  return amount && (account || (address && !text));
}

/**
 * An argument named for sending something somewhere ("email to", "send_to", "forwardTo", "notify"): never a filter such as
 * "to", "email" or "recipient", which a search of sent mail takes too.
 */
const SENDS_TO = /^(?:(?:e-?mail|send|mail|forward|copy|deliver)[\s_-]?to|notify)$/i;

/** The name of an argument of the call that sends to an e-mail address or a phone it holds, if any. */
export function addressedTo(args: Readonly<Record<string, unknown>>): string | undefined {
  for (const [name, value] of Object.entries(args).slice(0, MAX_VALUES)) {
    if (!SENDS_TO.test(name.trim())) continue;
    const values = Array.isArray(value) ? value.slice(0, MAX_VALUES) : [value];
    if (values.some((v) => typeof v === 'string' && (kindOf(v) === 'email' || kindOf(v) === 'phone'))) return name.slice(0, 40);
  }
  return undefined;
}
