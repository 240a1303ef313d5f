/**
 * Requests a browsing task makes in a whole sentence, whatever its parser made of it: a value set
 * and saved, what the account is sent switched on or off, signing up for something (and the cart
 * of places sites enrol through), paying ahead, putting things in a cart, an order shipped and paid
 * by card. Each is read as the control that does it is classed (src/action/browser/labels.ts).
 */
import { labelEffect, PREPAY } from '../../action/browser/labels.ts';
import { CLASS } from '../../action/classes.ts';
import type { ActionClass } from '../../action/types.ts';
import type { IntentFrame } from './frame.ts';
import { PAYMENT_BRANDS } from './money-words.ts';

export interface WebRequest {
  readonly cls: ActionClass;
  readonly evidence: string;
  /** Asked for only as a step that costs nothing (a sign-up's cart of places): the class may spend nothing. */
  readonly free?: true;
}

/** Longest request text quoted as evidence. */
const MAX_WORDS = 8;
const clip = (words: string): string => words.trim().split(/\s+/).slice(0, MAX_WORDS).join(' ');

/**
 * Requests read from a whole sentence, whatever its parser made of it: a value set and saved, what
 * the account is sent switched on or off, signing up for something.
 */
export function sentenceRequests(frame: IntentFrame): WebRequest[] {
  return [
    savesASetting(frame),
    changesNotices(frame.text),
    ...signsUpFor(
      frame.text,
      frame.entities.some((e) => e.kind === 'card'),
    ),
    paysAhead(frame.text),
    putsInCart(frame.text),
    shipsAnOrder(frame),
  ].filter((r): r is WebRequest => r !== undefined);
}

/** Where an order goes: "ship to …", "deliver it to …", "delivery to …"; or that it is collected: "we'll pick it up sunday", "for pickup". */
const SHIP_TO =
  /\b(ship|send|deliver)(?:\s+(?:it|them|this|everything))?\s+to\b|\bdelivery\s+(?:to|at|address)\b|\bshipping\s+address\b|\bpick\s+(?:it|them)\s+up\b|\bfor\s+(?:pick-?up|collection)\b|\bclick\s+and\s+collect\b/i;

/**
 * "Get me the M220 mouse from shop.example. Ship to Noah …, card 6011 …", "get me a fraser fir, we'll pick it up sunday, visa
 * 4024 …": a task that says where the goods go or that they are collected, with a payment card to pay them, asks for an order,
 * whatever its verb.
 */
function shipsAnOrder(frame: IntentFrame): WebRequest | undefined {
  const card = frame.entities.some((e) => e.kind === 'card' && /^\d{13,19}$/.test(String(e.value)));
  const ship = SHIP_TO.exec(frame.text.slice(0, 16 * 1024));
  if (!card || ship === null) return undefined;
  const effect = labelEffect('place order', []);
  return effect.kind === 'write'
    ? { cls: effect.cls, evidence: `"${ship[0]}" with a payment card names where an order goes and how it is paid (${effect.cls})` }
    : undefined;
}

/** Putting things in a cart, however many words name them: "put the chickpeas, coconut milk and garam masala into my cart". */
const INTO_CART =
  /\b(put|place|add|drop|pop|throw|toss|stick)\b(?:[^.;!?\n]|\.(?=\S)){0,120}?\b(?:in|into|to)\s+(?:the\s+|my\s+|our\s+|your\s+)?(?:shopping\s+)?(cart|basket|bag|trolley)\b/i;

/** "Put X, Y and Z into my cart": what an "Add to cart" control does, for each of them. */
function putsInCart(text: string): WebRequest | undefined {
  const said = INTO_CART.exec(text.slice(0, 16 * 1024));
  if (said === null) return undefined;
  if (/\b(not|don'?t|dont|never|no need to)\s+(\w+\s+)?$/i.test(text.slice(Math.max(0, said.index - 24), said.index))) return undefined;
  const effect = labelEffect('add to cart', []);
  return effect.kind === 'write'
    ? {
        cls: effect.cls,
        evidence: `"${clip(said[0])}" puts things in the ${said[2]!.toLowerCase()}, as its "Add to cart" control does (${effect.cls})`,
      }
    : undefined;
}

/** "Prepay the room", "paga por adelantado": paying ahead is asked for only in these words, and not when negated ("no quiero prepagar"). */
function paysAhead(text: string): WebRequest | undefined {
  const said = PREPAY.exec(text.slice(0, 16 * 1024));
  if (said === null) return undefined;
  const before = text.slice(Math.max(0, said.index - 24), said.index);
  const after = text.slice(said.index + said[0].length, said.index + said[0].length + 8);
  if (
    /(?<![\p{L}])(no|not|don'?t|dont|never|nicht|kein\p{L}*|non|niet|nie|ne|ei|nem|sin|sans|senza|zonder|bez|μην|не|ні)\s+(\S+\s+){0,2}$/iu.test(
      before,
    )
  )
    return undefined;
  if (/^(し)?(ない|不要|なし|いらない|不)/u.test(after.trim())) return undefined;
  return { cls: CLASS.paymentInitiate, evidence: `"${said[0]}" asks to pay ahead (${CLASS.paymentInitiate})` };
}

/**
 * "Set the monthly budget to 2500 USD and save", "switch my invoices to one monthly invoice and
 * save": a value set on a page and saved is what its settings page's "Save" control does
 * (account-modify), not a file written.
 */
function savesASetting(frame: IntentFrame): WebRequest | undefined {
  const said = SET_AND_SAVE.exec(frame.text.slice(0, 16 * 1024));
  if (said === null) return undefined;
  // "don't change anything and save" asks for no setting.
  if (/\b(not|don'?t|never)\s+$/i.test(frame.text.slice(Math.max(0, said.index - 12), said.index))) return undefined;
  const effect = labelEffect('save settings', ['settings']);
  return effect.kind === 'write'
    ? { cls: effect.cls, evidence: `"${clip(said[0])}" sets a value and saves it, as a settings page's "Save" does (${effect.cls})` }
    : undefined;
}

/** A verb that sets a value, then "and save" in the same sentence (a host's dots end none; not "save as a file"). */
export const SET_AND_SAVE =
  /\b(set|switch|change|update|toggle|enable|disable|turn|raise|lower|increase|decrease|reduce|limit|cap)\b(?:[^.;!?\n]|\.(?=\S)){1,120}?\b(and|then)\s+save\b(?!\s+(it\s+)?(as|to)\b)/i;

/** Switching what one is sent on or off: "stop the campaign messages", "turn on the SMS reminder", "opt out of newsletters". */
export const NOTICES_SWITCHED =
  /\b(stop|start|resume|pause|mute|unmute|enable|disable|block|(?:turn|switch|toggle)\s+(?:on|off)|opt\s+(?:in|out)(?:\s+of|\s+to)?|unsubscribe(?:\s+me)?(?:\s+from)?)\s+(?:[^\s.,;:!?]+\s+){0,4}?(messages|e-?mails|mails|notifications|reminders?|alerts|newsletters?|texts|sms|push|digests?|offers|promotions|campaigns?)\b/i;

/**
 * "Stop the campaign messages", "turn on the text message reminder": what a person is sent is a
 * preference of their account, switched on its settings page (account-modify), as a toggle is.
 */
function changesNotices(text: string): WebRequest | undefined {
  const said = NOTICES_SWITCHED.exec(text.slice(0, 16 * 1024));
  if (said === null) return undefined;
  if (/\b(not|don'?t|never|no need to)\s+(\w+\s+)?$/i.test(text.slice(Math.max(0, said.index - 24), said.index))) return undefined;
  const effect = labelEffect('turn off', []);
  return effect.kind === 'write'
    ? { cls: effect.cls, evidence: `"${clip(said[0])}" switches what the account is sent, as a settings toggle does (${effect.cls})` }
    : undefined;
}

const SIGNS_UP = /\b(?:register|sign(?:\s+(?:me|us|myself))?\s+up|enrol|enroll)(?:\s+(?:me|us|myself))?\s+(?:for|in|on|onto|to)\s+\S+/i;
/**
 * Someone else signed up: "sign Theo up for week 4", "register Ana for the 10k", "enrol my daughter in swimming", "enrol my son
 * Arjun Mehta (dob 14/03/2021) in the U11 block" (the person by name, by who they are and then their name, and a note in brackets).
 */
const PERSON = String.raw`(?:\p{Lu}\p{Ll}+|(?:my|our|his|her|their)\s+\p{Ll}+)(?:\s+\p{Lu}[\p{L}'-]+){0,3}(?:\s*\([^()\n]{1,40}\))?`;
const SIGNS_UP_SOMEONE = new RegExp(
  String.raw`\b(?:[Ss]ign\s+(?:${PERSON}|him|her|them)\s+up|(?:[Rr]egister|[Ee]nrol|[Ee]nroll)\s+${PERSON})\s+(?:for|in|on|onto|to)\s+\S+`,
  'u',
);
/**
 * A team or a group one enters in something, by its name and on the site: "register my volleyball team 'Nkauj Ntsuab VB' on
 * the tournament site", "enter our choir in the festival". Entries of people, not accounts or things one owns.
 */
const ENTERS_GROUP =
  /\b(?:[Rr]egister|[Ee]nrol|[Ee]nroll|[Ee]nter|[Ss]ign\s+up)\s+(?:my|our|the)\s+(?:[\p{Ll}'-]+\s+){0,2}?(?:team|squad|club|band|choir|group|crew|duo|trio|pair|troupe|ensemble|quiz team)\b(?:\s+['"‘“][^'"’”\n]{1,60}['"’”])?\s+(?:for|in|on|onto|to|at)\s+\S+/u;
/** Signing someone up for something; the match, or null. */
export const SIGN_UP_FOR = {
  exec: (text: string): RegExpExecArray | null => SIGNS_UP.exec(text) ?? SIGNS_UP_SOMEONE.exec(text) ?? ENTERS_GROUP.exec(text),
};

/**
 * "Register me for CS 241", "sign us up for the 10k run", "enrol in the evening class": signing up
 * for something sends the organiser one's details, as its "Register for …" control does.
 */
function signsUpFor(text: string, cardGiven: boolean): WebRequest[] {
  const said = SIGN_UP_FOR.exec(text.slice(0, 16 * 1024));
  if (said === null || /\b(account|profile|login)\b/i.test(said[0])) return [];
  // "don't sign me up for anything": a negation just before refuses it.
  if (/\b(not|don'?t|never|no need to)\s+(\w+\s+)?$/i.test(text.slice(Math.max(0, said.index - 24), said.index))) return [];
  // What one signs up for, read in English: a word the glosses left in its own language ("на", "турнир") is a thing all the same.
  const thing = said[0].split(/\s+/).pop() ?? '';
  const effect = labelEffect(`register for ${/^[a-z0-9]/i.test(thing) ? thing : 'it'}`, []);
  if (effect.kind !== 'write') return [];
  const cart = labelEffect('add to cart', []);
  return [
    { cls: effect.cls, evidence: `"${clip(said[0])}" signs up for something, as its "Register for …" control does (${effect.cls})` },
    // Sites enrol through a cart of places ("Add section 02 to cart", then "Register"): taking a place is
    // that step, and signing up pays nothing — the class is bound to spend nothing (amount 0).
    // A task that gives a card to pay with ("… Card: 4716 2093 5571 0388, 11/31") expects the place to be paid for.
    ...(cart.kind === 'write' && cart.cls !== effect.cls
      ? [
          cardGiven
            ? { cls: cart.cls, evidence: `"${clip(said[0])}" takes a place and the task gives a card to pay for it (${cart.cls})` }
            : ({
                cls: cart.cls,
                evidence: `"${clip(said[0])}" takes a place, as a cart of places does; nothing is paid (${cart.cls}, amount 0)`,
                free: true,
              } as const),
        ]
      : []),
  ];
}

/**
 * A class asked for only as a free step (`WebRequest.free`) and bound by no amount of the intent may
 * spend nothing: its amount is bounded at 0, so a price on a control refuses it.
 */
export function freeBound(existing: Readonly<Record<string, unknown>> | undefined): { readonly max: 0 } | undefined {
  return existing !== undefined && 'amount' in existing ? undefined : { max: 0 };
}

/**
 * A task whose words the compiler cannot read ("qimussimik ulloq affaa … inniminnigit. Ateq Sofie Lund,
 * oqarasuaat +299 52 18 40") that gives a phone number or an e-mail address for a site it names: the
 * person's details are for that site, to book or order something there (order-manage, bound like any
 * order to the task's hosts and amounts). Only when nothing else was read of it: a request the compiler
 * did read says what the details are for.
 */
export function detailsGiven(frame: IntentFrame, read: readonly WebRequest[]): WebRequest[] {
  if (read.length > 0 || !frame.entities.some((e) => e.kind === 'url')) return [];
  const detail = frame.entities.find((e) => e.kind === 'phone' || e.kind === 'email');
  if (detail === undefined) return [];
  const what = detail.kind === 'phone' ? 'a phone number' : 'an e-mail address';
  return [
    {
      cls: CLASS.orderManage,
      evidence: `the task gives ${what} (${clip(detail.text)}) for the site it names, and no request the compiler reads: a booking or an order there`,
    },
  ];
}

/**
 * A task whose words the compiler cannot read in full that names an amount of money and a way to pay it
 * ("…₹1,840 सेव किए हुए UPI से भर दो"): the amount is to be paid on the site (payment-initiate, bound by the
 * amounts the task names, like any payment). Only when no request of the task with an effect was read,
 * and never in a task that says it only looks.
 */
export function paymentNamed(frame: IntentFrame): WebRequest[] {
  if ((frame.understood && !frame.unread) || frame.readOnly !== undefined) return [];
  const amount = frame.entities.find((e) => e.kind === 'amount' && typeof e.value === 'number');
  const way = PAYMENT_BRANDS.exec(frame.said.slice(0, 4096));
  if (amount === undefined || way === null) return [];
  return [
    {
      cls: CLASS.paymentInitiate,
      evidence: `the task names an amount (${clip(amount.text)}) and a way to pay it (${way[1]}), and no other request the compiler reads: a payment on the site`,
    },
  ];
}
