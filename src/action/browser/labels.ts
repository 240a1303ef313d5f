/**
 * What a control's words say it does: the accessible name of a button or link ("Place order",
 * "Post reply", "Save changes", "Delete account", "Apply filters"), read with the same verb
 * lexicon as tool names, plus the few phrases web pages use for buying and paying. The page and
 * form around a control ("Checkout", "/settings/account", a form named "Shipping and payment")
 * give its context: a bare "Save" or "Confirm" does what its form does.
 */
import { nudges, YES } from './label-words.ts';
import { spelledOut } from './abbreviations.ts';
import { type ControlKind, controlWords } from '../../capability/compile/lexicon-web.ts';
import { CLASS } from '../classes.ts';
import { rankOf, verbSense } from '../lexicon.ts';
import { resolveWrite } from '../objects.ts';
import type { ActionClass } from '../types.ts';
import { words } from '../words.ts';
import { contextClass } from './context.ts';
import { labelPrices, sellsPriced } from './prices.ts';
import { dashParts, ordersBefore, PHRASES, SIGNING_UP } from './label-phrases.ts';

// esbuild (the bench bundles, tsx) writes a `\p{…}` regular expression literal as `new RegExp(…)` where it
// stands: inside a function it would be compiled again on every call.
const ALL_ASCII = /^\p{ASCII}*$/u;
const LETTER = /\p{L}/u;
const LATIN = /\p{Script=Latin}/gu;

export type LabelEffect =
  | { readonly kind: 'read'; readonly why: string }
  /** `unnamed`: its verb changes something its words do not name ("Dispatch", "Process"). */
  | { readonly kind: 'write'; readonly cls: ActionClass; readonly why: string; readonly bare: boolean; readonly unnamed?: boolean }
  /** A commit word with nothing else ("Submit", "Confirm", "OK"): it does what its form does. */
  | { readonly kind: 'commit'; readonly word: string }
  /** A step within a flow ("Next", "Continue"): a read unless its form commits something. */
  | { readonly kind: 'step'; readonly word: string }
  /** The label names no action; `unread`: it is written in a script no lexicon of the fence reads. */
  | { readonly kind: 'none'; readonly unread?: boolean };

/** Labels that only move around or look (a read), whatever verb they contain ("Go to book" leads to the booking page; booking is done there). */
const READ_PHRASES =
  /^(go|return|back) to\b|^(apply|clear|reset|submit|start|run|new|update|refine) (all |the |my )?(filters?|search|sort|query|results)\b|^(show|view|see|load) (more|less|all|details)\b|^(sign|log) ?(in|out|on|off)\b|^(cancel|close|dismiss|back|no thanks|not now|skip|got it|ok got it)$|^skip (the |all |these |any )?(extras?|add ?ons?|upgrades?|upsells?|options|optional extras|this step|for now)$|^(close|dismiss|hide|collapse|expand) (the )?(dialog|popup|modal|menu|window|panel|banner|overlay|message|notice|details|filters?)$/;
const COMMIT = new Set(['submit', 'confirm', 'ok', 'okay', 'yes', 'finish', 'complete', 'accept', 'agree']);
/** Idioms that confirm what the form holds ("Make it so", "Go for it"): a commit, whatever their verbs say alone. */
const COMMIT_PHRASES = /^(make it so|do it|go for it|let s do (it|this)|that s it|all set)$/;
/** Labels that move a flow on (a read unless their form commits something): "Next", "Apply" filters, "Update" results, "Go". */
const STEP = new Set(['next', 'continue', 'proceed', 'forward', 'onward', 'onwards', 'start', 'apply', 'update', 'refresh', 'go', 'done']);
/** Words a label may open with before its verb ("Click to add to watchlist"). */
// An interjection before a comma or "!" ("Cool, got it", "Great! Send it") says nothing; "Cool down" keeps its verb.
const PREFIX =
  /^((click|tap|press|please|kindly|pray|yes|ok|okay|sure)\W+|(cool|great|perfect|alright|awesome|nice|fine|thanks)\s*[,!]\s*)+(here )?(to )?/;
/** Phrasal verbs whose particle follows the object, read as the verb they mean: "Call it off" cancels, "Fire it off" sends. */
const PHRASAL: readonly (readonly [RegExp, string])[] = [
  [/^call (it|this|that|them|(?:the|my|our|this) [a-z]+) off\b/, 'cancel $1'],
  [/^(fire|send|shoot) (it|this|that|them|(?:the|my|our|this) [a-z]+) off\b/, 'send $2'],
  // "Bin it", "Bin form", "Chuck it", "Ditch this draft": British and casual words for throwing away.
  [/^(?:bin|chuck|ditch|scrap|nuke)(?= (?:it|this|that|them|(?:the|my|our|this) [a-z]+|[a-z]+)$|$)/, 'delete'],
];
/** A label's words with a phrasal or casual verb put as the verb it means ("Call it off": cancel it; "Bin it": delete). */
function rephrased(list: readonly string[]): readonly string[] {
  for (const [pattern, meant] of PHRASAL) if (pattern.test(list.join(' '))) return words(list.join(' ').replace(pattern, meant));
  return list;
}

/** Words after a noun-like first word that make the label a name ("Drive type", "Order status"). */
const NAME_HEADS = new Set([
  'type',
  'types',
  'size',
  'sizes',
  'color',
  'colour',
  'year',
  'model',
  'range',
  'length',
  'options',
  'filter',
  'filters',
  'status',
  'history',
  'details',
  'info',
  'number',
  'date',
  'time',
  'summary',
]);
/** A label longer than this, or written like a title (a colon), names a thing, not a command. */
const COMMAND_WORDS = 6;
/** In a UI, sharing something shows it to others. */
const UI_SENDS = new Set(['share', 'reshare', 'repost']);

/**
 * The effect a control's label names. `context` are the words of its form and page. `link`: the
 * label is a link's, which names the page it loads ("Add RTL support to Tabs", "Mount
 * Kilimanjaro"); only the buying and paying phrases, leading it, make a link a command.
 */
export function labelEffect(written: string, context: readonly string[], link = false): LabelEffect {
  const label = link ? written : spelledOut(written);
  if (!link && nudges(label)) return { kind: 'write', cls: CLASS.messageSend, why: `"${clip(label)}" nudges people: a message to them`, bare: false };
  const said = orderBeforeTerms(label, context, link) ?? afterDash(label, context, link) ?? readLabel(label, context, link);
  // "VIP upgrade package (£120)", "Add cover £9.50/mo": a control that prices what it offers sells it,
  // whatever its verb reads as (a link names the page it loads and keeps its reading).
  // "Send $20 to Anna" sends money; "Send the gift — $38.00", "Wrap it & send — $96.50" send what was bought: a price makes a send
  // a payment or an order, never a message.
  if (!link && said.kind === 'write' && said.cls === CLASS.messageSend && labelPrices(label).length > 0) {
    const money = MONEY_SENT.test(label.slice(0, 200));
    return {
      kind: 'write',
      cls: money ? CLASS.paymentInitiate : CLASS.orderManage,
      why: `"${clip(label)}" sends ${money ? 'an amount of money (payment-initiate)' : 'something it prices (order-manage)'}`,
      bare: false,
    };
  }
  // "Enrol — £40.00", "Register for the 10k ($35)": signing up at a price buys a place (an account is made for nothing).
  if (!link && said.kind === 'write' && said.cls === CLASS.identityAdmin && SIGNING_UP.test(label.toLowerCase()) && labelPrices(label).length > 0)
    return { kind: 'write', cls: CLASS.orderManage, why: `"${clip(label)}" signs up at a price: it buys a place (order-manage)`, bare: false };
  // "DISPATCH STOP £14.50", "Process — $20": a verb of no named object, with the price of doing it, sells what it does.
  if (!link && said.kind === 'write' && said.unnamed === true && labelPrices(label).length > 0)
    return { kind: 'write', cls: CLASS.orderManage, why: `"${clip(label)}" does something it prices: it sells it (order-manage)`, bare: false };
  if (link || (said.kind === 'write' && rankOf(said.cls) >= rankOf(CLASS.orderManage)) || !sellsPriced(label)) return said;
  return { kind: 'write', cls: CLASS.orderManage, why: `"${clip(label)}" offers something for a price (order-manage)`, bare: false };
}

/** A send whose object is the amount itself ("Send $20 to Anna", "Send 5 000 KSh"): money sent. */
const MONEY_SENT = /^\W*(send|transfer|wire)\s+(\p{Sc}\s?\d|\d[\d.,\s]*\s?(\p{Sc}|[A-Z]{3}\b))/iu;

/** "Copy that — save", "Pad up — enrol £40.00": a flourish read as nothing (or a verb of no object), a dash, then the command. */
function afterDash(label: string, context: readonly string[], link: boolean): LabelEffect | undefined {
  if (link) return undefined;
  const parts = dashParts(label);
  if (parts === undefined) return undefined;
  // The head by its own words: the page's words would give "copy that" an object ("Text alerts": copies text).
  const head = readLabel(parts[0], [], link);
  if (head.kind !== 'none' && !(head.kind === 'write' && head.unnamed === true)) return undefined;
  const tail = readLabel(parts[1], context, link);
  return tail.kind === 'none' ? undefined : tail;
}

/**
 * "Confirmar cita (pago en estación)", "Book now (pay at the hotel)": an order or booking its words
 * name, with a note in brackets on how it is paid, is that order; the note does not make it a payment
 * of its own. (A price in the note still counts: the amounts are read from the whole label.)
 */
function orderBeforeTerms(label: string, context: readonly string[], link: boolean): LabelEffect | undefined {
  const head = label.replace(/\s*[(（][^()（）]*[)）]/gu, '').trim();
  if (head.length === 0 || head === label) return undefined;
  const said = readLabel(head, context, link);
  return said.kind === 'write' && said.cls === CLASS.orderManage ? said : undefined;
}

function readLabel(label: string, context: readonly string[], link: boolean): LabelEffect {
  const cancels = link ? undefined : cancellation(label);
  if (cancels !== undefined) return cancels;
  // "Prepay with discount", "Vorauszahlen", "前払い": paying ahead of a booking is a payment now, never
  // folded into the order as a checkout's "Pay" is (a booking paid at the venue charges nothing here).
  const prepay = link ? null : PREPAY.exec(label.slice(0, 200));
  if (prepay !== null)
    return { kind: 'write', cls: CLASS.paymentInitiate, why: `"${clip(label)}" says ${prepay[0]} (pays ahead: payment-initiate)`, bare: false };
  const english = englishEffect(label, context, link);
  // A label with letters beyond ASCII ("Réserver", "注文する", "Check out →") is read in the lexicons'
  // languages too, and the more dangerous reading wins: its ASCII fragments ("r", "server") may be no
  // English words, and an English label with a typographic character stays what its English says.
  if (/\P{ASCII}/u.test(label)) {
    const said = stronger(foreignEffect(label, context, link), english);
    return said.kind === 'none' && unreadable(label) ? { kind: 'none', unread: true } : said;
  }
  return english.kind === 'none' ? foreignEffect(label, context, link) : english;
}

/** Money a withdrawal takes out, or where it goes ("Withdraw funds", "Withdraw to card 4417"): "Withdraw (SS-7731)" takes back an entry. */
const MONEY_WORDS = /\b(funds?|money|cash|balance|payout|earnings|savings|deposit|card|account|bank|wallet|iban)\b/i;
/** A record's reference in a label: letters and digits ("KV-2304", "#A19"), or a number of three digits or more. */
const RECORD = /^(?=[\p{L}\p{M}\d-]*\d)(?=[\p{L}\p{M}\d-]*\p{L})[\p{L}\p{M}\d-]+$|^\d{3,}$/u;

/**
 * "Yes, cancel", "Ja, stornieren", "അതെ, റദ്ദാക്കുക", "Cancel KV-2304", "KV-2304 റദ്ദാക്കുക": a cancel
 * that a "yes" confirms, or that names a record, cancels something (order-manage; a confirmed one,
 * what its form or page is about). A bare "Cancel", "Back" or "No, cancel" closes a dialog: a read.
 */
function cancellation(label: string): LabelEffect | undefined {
  const tokens: readonly string[] =
    label
      .toLowerCase()
      .normalize('NFC')
      .match(/[\p{L}\p{M}\d-]+/gu) ?? [];
  if (tokens.length < 2 || tokens.length > COMMAND_WORDS) return undefined;
  const record = tokens.some((t) => RECORD.test(t));
  const withdraws = tokens[0] === 'withdraw' && record && labelPrices(label).length === 0 && !MONEY_WORDS.test(label);
  if (!withdraws && !tokens.includes('cancel') && !controlWords(label).some((w) => w.kind === 'leave')) return undefined;
  if (!YES.has(tokens[0]!) && !record) return undefined;
  return {
    kind: 'write',
    cls: CLASS.orderManage,
    why: `"${clip(label)}" ${record ? 'cancels the record it names' : 'confirms a cancellation'} (order-manage)`,
    bare: !record,
  };
}

/** Paying ahead, in English and the web lexicons' languages (prefix "before" + pay). */
export const PREPAY =
  /(?<![\p{L}])(pre-?pa(y|ys|gar|ga|gue|gare|go)|pré-?pa(yer|yez|iement|gar|gamento)|pay (in advance|ahead|upfront)|vorauszahl\p{L}*|vorab (be)?zahl\p{L}*|vooruitbetal\p{L}*|vooraf betal\p{L}*|przedpłat\p{L}*|ennakkomaks\p{L}*|előre fizet\p{L}*|förskottsbetal\p{L}*|forudbetal\p{L}*|forhåndsbetal\p{L}*|plată în avans|προπληρω\p{L}*|ön ödeme|предоплат\p{L}*|передоплат\p{L}*)(?![\p{L}])|前払い|事前決済|事前支払|先払い|预付|預付|预先支付/iu;

/** The more dangerous of two readings: a write (of the higher rank), then a commit, a step, a read, nothing. */
function stronger(a: LabelEffect, b: LabelEffect): LabelEffect {
  if (a.kind === 'none') return b;
  if (b.kind === 'none') return a;
  if (a.kind === 'write' && b.kind === 'write') return rankOf(b.cls) > rankOf(a.cls) ? b : a;
  return ORDER_OF_KIND.indexOf(b.kind) < ORDER_OF_KIND.indexOf(a.kind) ? b : a;
}

/** The English gloss of each control kind: a foreign control is read as its English counterpart would be. */
const GLOSS: Readonly<Record<ControlKind, string>> = {
  look: 'search',
  order: 'order now',
  pay: 'pay',
  post: 'post',
  commit: 'submit',
  save: 'save',
  remove: 'delete',
  step: 'next',
  leave: 'cancel',
  account: 'create account',
  settings: 'turn on',
};
const ORDER_OF_KIND: readonly LabelEffect['kind'][] = ['write', 'commit', 'step', 'read'];

/**
 * The effect of a label in the languages of the web lexicon (src/capability/compile/lexicon-web.ts,
 * the compiler's own): each word it reads is taken as its English gloss ("Kaufen" as "order now",
 * "Speichern" as "save"), and the most dangerous reading wins ("Paga e conferma": pay). A link is a
 * command only when a buying or paying word leads it, as in English.
 */
function foreignEffect(label: string, context: readonly string[], link: boolean): LabelEffect {
  let best: LabelEffect = { kind: 'none' };
  const said = controlWords(label);
  // "Ver pedido", "Bestellung ansehen": beside a verb of looking, a noun is what is looked at; after a leading
  // step ("Continuă spre plată", "Weiter zur Zahlung"), where the flow goes next, as "Continue to payment" is a step.
  const looks = said.some((w) => (w.kind === 'look' || (w.kind === 'step' && w.at === 0)) && w.noun !== true);
  // "movie poster for Creed III": a label in plain ASCII with English's small words is English; a
  // word of another language inside it is a homograph, and only one leading the label is read.
  const english = ALL_ASCII.test(label) && (label.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => ENGLISH_SMALL_WORDS.has(w));
  for (const word of said) {
    if (english && word.at > 0) continue;
    // A link named by a noun ("Bestellung", "Boek van de maand") leads to it; only a leading verb commands.
    if (link && (word.at > 0 || word.noun === true)) continue;
    if (looks && word.noun === true) continue;
    const gloss = englishEffect(GLOSS[word.kind], context, link);
    if (gloss.kind === 'none') continue;
    const better =
      best.kind === 'none' ||
      ORDER_OF_KIND.indexOf(gloss.kind) < ORDER_OF_KIND.indexOf(best.kind) ||
      (gloss.kind === 'write' && best.kind === 'write' && rankOf(gloss.cls) > rankOf(best.cls));
    if (!better) continue;
    const why = `"${clip(label)}" says ${word.evidence} (${word.lang}: ${word.kind})`;
    // "விசாரணையை அனுப்பு" (send the enquiry): a message with its object is sent whatever form it is in, as "Send enquiry" is.
    const object = word.kind === 'post' && (label.match(/[\p{L}\p{M}]+/gu) ?? []).length > word.evidence.split(/\s+/).length;
    best =
      gloss.kind === 'write'
        ? { ...gloss, why: `${why}, ${gloss.cls}`, ...(object ? { bare: false } : {}) }
        : gloss.kind === 'read'
          ? { kind: 'read', why }
          : gloss;
  }
  return best;
}

/** Objects of a label that name nothing it acts on. */
const UNNAMED = new Set(['changes', 'change', 'edits', 'it', 'this', 'all', 'now', 'updates', 'details']);

/** Words only English labels hold (articles, prepositions, possessives). */
// Not "an" (German "to") nor "of" (Dutch "or").
const ENGLISH_SMALL_WORDS = new Set(['the', 'for', 'with', 'and', 'your', 'my', 'from', 'this', 'our', 'by', 'at', 'into', 'about']);

/**
 * Letters beyond the Latin script in a label nothing read ("შეკვეთა", "今すぐ手続き"): its meaning
 * cannot be told. (A Latin label nothing read is as likely a name, "Trail Runner X", as a command.)
 */
const unreadable = (label: string): boolean => LETTER.test(label.replace(LATIN, ''));

function englishEffect(label: string, context: readonly string[], link: boolean): LabelEffect {
  const list = rephrased(words(label.toLowerCase().replace(PREFIX, '')).slice(0, 24));
  if (list.length === 0) return { kind: 'none' };
  const text = list.join(' ');
  if (READ_PHRASES.test(text)) return { kind: 'read', why: `"${clip(label)}" moves around or looks` };
  // "Next: pay →", "Continue to payment": a step toward what follows, which its own page does. One that names a price
  // ("Continue to pay $52") may charge it: it is read by its words below.
  // "Next up: who's driving" too.
  const heading = /^\s*(?:\p{L}+|next up)\s*[:→>»]/iu.test(label);
  if (
    !link &&
    STEP.has(list[0]!) &&
    (list.length <= 4 || (heading && list.length <= 6)) &&
    (list[1] === 'to' || heading) &&
    labelPrices(label).length === 0
  )
    return { kind: 'step', word: list[0]! };
  for (const [pattern, cls] of PHRASES) {
    const hit = pattern.exec(text);
    if (hit === null || (link && hit.index > 0)) continue;
    // "Pay" at the end of a checkout is part of the order.
    // "Reserve and pay $15.00", "reserve --pay", "enroll --pay $35.00": a label that orders or signs up and pays pays for that.
    // A gift, a top-up or a withdrawal beside it is money of its own ("Book and donate £5").
    const inOrder =
      cls === CLASS.paymentInitiate &&
      !/money|funds|transfer|wire/.test(hit[0]) &&
      (contextClass(context) === CLASS.orderManage || (ordersBefore(text, hit.index) && !/donat|tip|top up|withdraw/.test(hit[0])));
    const effective = inOrder ? CLASS.orderManage : cls;
    return { kind: 'write', cls: effective, why: `"${clip(label)}" says ${hit[0]} (${effective})`, bare: false };
  }
  if (link) return { kind: 'none' };
  const first = list[0]!;
  if ((list.length === 1 && COMMIT.has(first)) || COMMIT_PHRASES.test(text)) return { kind: 'commit', word: first };
  if (STEP.has(first) && (list.length === 1 || list.length <= 3)) return { kind: 'step', word: first };
  // A command leads with its verb, in the imperative, and is short: "Save changes", "Add to watchlist".
  // "Move backward to switch to the previous month", "Star Wars: Episode IV", "Running Shoes" name things.
  if (list.length > COMMAND_WORDS || label.includes(':')) return { kind: 'none' };
  if (UI_SENDS.has(first)) return { kind: 'write', cls: CLASS.messageSend, why: `"${clip(label)}" shares (message-send)`, bare: list.length === 1 };
  const known = verbSense(first, [first]);
  if (known === undefined) return { kind: 'none' };
  if (known.sense.noun === true && NAME_HEADS.has(list[1] ?? '')) return { kind: 'none' };
  if (known.sense.effect === 'read') return { kind: 'read', why: `"${clip(label)}" ${known.base}s (reads)` };
  const objects = list.slice(1);
  const write = resolveWrite(known.base, known.sense, [objects, context]);
  // "Submit absence", "Submit claim": a submission the object gives no class of its own hands the
  // site what its form holds — what the form or page does, else a message to the site's people.
  if (known.sense.family === 'submit' && objects.length > 0 && write.cls === (known.sense.cls ?? CLASS.fileModify)) {
    if (contextClass(context) !== undefined) return { kind: 'commit', word: first };
    return { kind: 'write', cls: CLASS.messageSend, why: `"${clip(label)}" hands the site what its form holds (message-send)`, bare: false };
  }
  // An appointment or reservation made on a page is booked, as "Book now" books it: one class for both.
  if (write.cls === CLASS.calendarWrite && BOOKINGS.test(objects.join(' ')))
    return { kind: 'write', cls: CLASS.orderManage, why: `"${clip(label)}" books (order-manage)`, bare: false };
  // "Save changes", "Update now": an object that names nothing leaves the verb bare (its form or page says what it changes).
  return {
    kind: 'write',
    cls: write.cls,
    why: `"${clip(label)}" ${write.why}`,
    bare: objects.every((w) => UNNAMED.has(w)),
    ...(write.unnamed === true ? { unnamed: true } : {}),
  };
}

/**
 * Things one books with a provider (an appointment, a reservation, a table): on a web page, making
 * one is an order (order-manage), as the compiler grants for "book" — never a calendar entry of the user's own.
 */
export const BOOKINGS = /\b(appointments?|bookings?|reservations?|visits?|consultations?|tables?|slots?)\b/i;

/** Verbs of a control that take something away (the gate's "destructive"): "Delete account", "Remove", "Cancel order". */
const REMOVES = new Set([
  'delete',
  'remove',
  'erase',
  'discard',
  'destroy',
  'purge',
  'wipe',
  'revoke',
  'cancel',
  'unsubscribe',
  'deactivate',
  'close',
  'empty',
  'clear',
  'reset',
  'terminate',
  'disable',
  'uninstall',
  'trash',
]);

/**
 * The control labelled `label` takes something away: its command (the label without "Click to")
 * leads with a removal verb and is short enough to be a command ("Remove", "Delete my account"),
 * and is not one of the labels that only close a dialog or reset a filter.
 */
export function labelRemoves(written: string): boolean {
  const label = spelledOut(written);
  const list = rephrased(words(label.toLowerCase().replace(PREFIX, '')).slice(0, 24));
  const command = list.length > 0 && list.length <= COMMAND_WORDS && !READ_PHRASES.test(list.join(' '));
  // "Confirm delete", "Yes, remove it": a commit word before the removal confirms it.
  const verb = list.find((w) => !COMMIT.has(w));
  if (command && verb !== undefined && REMOVES.has(verb)) return true;
  // "Löschen", "Supprimer le compte", "削除する", "確定刪除": a removal word of the web lexicon leading the label,
  // or after commit words only.
  const said = controlWords(label);
  return said.some((w) => w.kind === 'remove' && said.every((x) => x.at >= w.at || x.kind === 'commit'));
}

/**
 * The control labelled `label` cancels something: "Yes, cancel", "KM-4415 ਰੱਦ ਕਰੋ" (a cancel a "yes" confirms, or of a
 * record it names). Not a removal of the tool's own (the gate's "destructive"): a cancellation the task asks for is an
 * order change like any; one it does not ask for goes to the verifier (forced.ts).
 */
export function labelCancels(label: string): boolean {
  return cancellation(spelledOut(label)) !== undefined;
}

const clip = (text: string): string => (text.length <= 60 ? text : `${text.slice(0, 59)}…`);

export { contextClass, contextWordsOf } from './context.ts';
