/**
 * The phrases of buying, paying, booking, signing up and switching that web controls are worded in (labels.ts reads a label
 * with them, first match wins), and whether a payment in a label pays for an order named before it.
 */
import { CLASS } from '../classes.ts';
import type { ActionClass } from '../types.ts';
import { withoutPrices } from './prices.ts';

const DASHED = /^(.{1,80}?)\s[—–]\s(.+)$/su;
const LETTERS = /\p{L}\p{M}*\p{L}/u;
/** A label's words before and after a spaced long dash ("Copy that — save"), when words (not only a price) follow it. */
export function dashParts(label: string): readonly [string, string] | undefined {
  const m = DASHED.exec(label.slice(0, 200));
  return m === null || !LETTERS.test(withoutPrices(m[2]!)) ? undefined : [m[1]!, m[2]!];
}

/** Buying, booking and ordering on web pages. */
// prettier-ignore
const ORDERING =
  /\badd (it )?to (cart|bag|basket|trolley|order)\b|\b(put|place|drop|pop) (\S+ ){0,8}?(in|into) (the |my |your )?(shopping )?(cart|bag|basket|trolley)\b|\b(check ?out|place (my |your )?order|order now|buy( now| it| again)?|purchase|pre-?order|book( now| it)?|reserve( now)?|rent( now)?|subscribe|complete (purchase|booking|order)|confirm (booking|order|reservation|purchase|appointment))\b|^(request|make|schedule|confirm) (an |a |the |my |your )?(\w+ )?(appointment|booking|reservation|visit)\b/;

/** Signing up for something, which a payment beside it pays for. */
export const SIGNING_UP = /\b(enrol|enroll|register|sign ?up|join)\b/;
/** An order or a sign-up named before the payment at `at` ("Reserve and pay", "enroll --pay"), not its object ("Pay rent"). */
export function ordersBefore(text: string, at: number): boolean {
  const before = text.slice(0, at);
  return ORDERING.test(before) || SIGNING_UP.test(before);
}

/** Phrases of buying and paying on web pages, first match wins. Buying is an order (the compiler grants order-manage for "buy"). */
// prettier-ignore
export const PHRASES: readonly (readonly [RegExp, ActionClass])[] = [
  // Booking idioms, before paying: a deposit held with a date, paying later or on arrival, moving one's own booking.
  [/\b(hold|save) (my|our|the|this|a|your) (date|spot|place|seat|table|room|slot|booking)\b|\block (it|this|them|(my|your|the) \w+) in\b|\bpay later\b|\bpay (at|on) (the )?(arrival|pickup|collection|delivery|venue|door|desk|day)\b|\bmove my (date|booking|appointment|slot|reservation|move)\b/, CLASS.orderManage],
  [/\b(send|transfer|wire) (money|funds|payment)\b|\b(send|give|make|add) (my |a |the |your |our )?(contribution|donation|tip|gift money)\b|\bconfirm (transfer|payment)\b|\b(pay|pay now|pay bill|make (a )?payment|donate|tip|top up|withdraw|deposit)\b/, CLASS.paymentInitiate],
  [ORDERING, CLASS.orderManage],
  // A preference switched (a toggle, "Go paperless") is the account's setting, whatever it is about.
  [/^(turn|switch) (\w+ ){0,3}(on|off)$|^(turn|switch) (on|off)\b|^switch (\w+ ){0,4}to\b|^toggle\b|^opt (in|out)\b|\bgo paperless\b/, CLASS.accountModify],
  // Signing up for something (a course, a plot, an event) sends the organiser one's details, as an
  // application does; signing up alone, or for an account, makes an identity.
  [/^(register|sign ?up|enrol|enroll)( me| us)? (for|in|on|onto|to) (?!(an? |my |your |the )?(new )?(account|profile|login)\b)\S/, CLASS.messageSend],
  [/\b(sign ?up|register|create (an |my |your )?account|join (now|free))\b/, CLASS.identityAdmin],
  [/^apply (now|for|to)\b|\bsubmit (my |your |the |an )?application\b/, CLASS.messageSend],
  [/^upload\b/, CLASS.fileModify],
];
