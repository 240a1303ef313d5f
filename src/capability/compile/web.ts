/**
 * Requests of a browsing task, read as a control's label is read. On a web page the agent does
 * what the task asks by pressing a control: "add it to my cart" is an "Add to cart" button, "save
 * it" a "Save" button, "add the movie to my watchlist" an "Add to watchlist" button. The fence
 * classes such a click by its label (src/action/browser/labels.ts); a request whose words name no
 * class of their own is classed here by the same reading, so that a task asking for X grants the
 * class the control doing X is classed as — one classifier for both sides, no list of sites.
 */
import { BOOKINGS, contextClass, contextWordsOf, labelEffect } from '../../action/browser/labels.ts';
import { limitsNear } from './besides.ts';
import { sentenceRequests, SIGN_UP_FOR, type WebRequest } from './web-sentences.ts';
import { borrowedRequests, switchedOrSaved, toTheUser } from './web-unheld.ts';

export { unheldRequests } from './web-unheld.ts';

export { detailsGiven, freeBound, paymentNamed, sentenceRequests, type WebRequest } from './web-sentences.ts';
import { verbSense } from '../../action/lexicon.ts';
import { CLASS } from '../../action/classes.ts';
import type { ActionClass } from '../../action/types.ts';
import type { IntentFrame } from './frame.ts';
import type { Operation } from './operations.ts';
import { CLASSES_OF_KIND, foreignWebRequests, placeKindOf, type WebRequestKind } from './lexicon-web.ts';
import { handedCard, savedCard } from './cards.ts';

/** Longest request text read as a label (a control's command is short). */
const MAX_WORDS = 8;

/**
 * Classes asked for by the frame's requests, read as controls (`add … to the basket`, `save it`,
 * `post a reply on the thread`), that the request's own words did not already give, each with
 * the words that asked. The request's verb is read with where it puts its
 * object (its destination, or a later "to the cart" of the same sentence) and with its object;
 * the first reading that says more than the verb alone wins, else the verb's own. A reading that
 * is only a read, a step or nothing grants nothing.
 */
export function webRequests(frame: IntentFrame): WebRequest[] {
  const out: WebRequest[] = [];
  const borrowed = new Set([...borrowedRequests(frame), ...switchedOrSaved(frame), ...toTheUser(frame)]);
  for (const op of frame.operations) {
    if (op.negated || borrowed.has(op)) continue;
    // "get notified when a table opens" asks for what a "Notify me" control does.
    if (op.kind === 'read') {
      const notice = asksForNotice(frame.text, op) ?? asksToAcquire(frame.text, op);
      if (notice !== undefined && !out.some((r) => r.cls === notice.cls)) out.push(notice);
      continue;
    }
    // "Book a cleaning appointment", "schedule a visit": a booking made on a page is what its "Book"
    // or "Request appointment" control does (order-manage), not an entry in the user's own calendar.
    const booking = booksOnPage(frame.text, op);
    if (booking !== undefined && !op.classes.includes(booking.cls) && !out.some((r) => r.cls === booking.cls)) out.push(booking);
    // "Add my new car in the settings": the account's settings change, beside what the verb itself is read as.
    const settings = setsInSettings(frame.text, op);
    if (settings !== undefined && !op.classes.includes(settings.cls) && !out.some((r) => r.cls === settings.cls)) out.push(settings);
    const found = leavesWords(frame, op) ?? writesInPlace(frame.text, op) ?? readAsLabel(frame.text, op);
    if (found === undefined || op.classes.includes(found.cls) || out.some((r) => r.cls === found.cls)) continue;
    // A request whose words already named a class adds only what its object or place names ("to
    // the cart"), never the bare verb's default reading.
    if (op.classes.length > 0 && !found.specific) continue;
    // "Register me for the 10k run": signing up for something (web-sentences.ts) makes no account of its own.
    if (found.cls === CLASS.identityAdmin && signsUpForSomething(frame.text, op)) continue;
    out.push({ cls: found.cls, evidence: found.evidence });
  }
  const upload = namedUpload(frame);
  if (upload !== undefined && !out.some((r) => r.cls === CLASS.fileModify) && !frame.operations.some((op) => op.classes.includes(CLASS.fileModify)))
    out.push(upload);
  for (const request of sentenceRequests(frame)) if (!out.some((r) => r.cls === request.cls)) out.push(request);
  const checkout = frame.operations.find((op) => !op.negated && op.classes.includes(CLASS.paymentInitiate) && paysAtCheckout(frame, op));
  if (checkout !== undefined && !out.some((r) => r.cls === CLASS.orderManage)) out.push(checkoutRequest(`"${checkout.evidence}"`));
  // "pay my maintenance fee, $1,146, card 4024 … exp 07/31": a bill paid with a card the task hands over is paid at the
  // page's card form, which the fence reads as a checkout (src/action/browser/checkout.ts): only within an amount it names.
  const bill = frame.operations.find((op) => !op.negated && op.classes.includes(CLASS.paymentInitiate));
  const named = frame.entities.some((e) => e.kind === 'amount');
  if (
    bill !== undefined &&
    named &&
    !out.some((r) => r.cls === CLASS.orderManage) &&
    !frame.entities.some((e) => PAYEES.has(e.kind)) &&
    handedCard(frame)
  )
    out.push({ cls: CLASS.orderManage, evidence: `"${bill.evidence}" pays with the card the task hands over: the page's card form (order-manage)` });
  // "Approve estimate W-4488, £260, saved card": a card the site keeps, to pay an amount the task names, pays for an order.
  const refusesSpending = frame.operations.some((op) => op.negated && op.classes.some((c) => c === CLASS.orderManage || c === CLASS.paymentInitiate));
  const saved =
    out.some((r) => r.cls === CLASS.orderManage) || refusesSpending || frame.entities.some((e) => PAYEES.has(e.kind)) ? undefined : savedCard(frame);
  if (saved !== undefined)
    out.push({ cls: CLASS.orderManage, evidence: `the task pays with the ${saved}: the payment of an order at checkout (order-manage)` });
  return out;
}

/**
 * Things one pays that are no order a page sells: a bill, an invoice, rent, a fee, a fine, a tax —
 * in English and in the web lexicons' languages.
 */
const SETTLES =
  /(?<!\p{L})(bills?|invoices?|rent|fees?|fines?|tax(es)?|tuition|fatura|faturas|factura|facturas|facture|factures|rechnung|rechnungen|fattura|fatture|rekening|faktura|fakturan|fakturaen|fakturu|fakturę|lasku|laskun|számla|számlát|factură|λογαριασμό|счёт|счет|рахунок)(?!\p{L})/iu;

/** The entity kinds of a payee: money sent to an account is a transfer, not a checkout. */
const PAYEES: ReadonlySet<string> = new Set(['iban', 'account', 'crypto']);

/**
 * An English request to pay that settles nothing and names no payee or person: "pay with the saved card", "pay
 * for the tickets", "back the project at the $25 edition". On a browsing deployment that is the last step of an order.
 */
function paysAtCheckout(frame: IntentFrame, op: Operation): boolean {
  if (frame.entities.some((e) => PAYEES.has(e.kind)) || SETTLES.test(frame.text)) return false;
  if (op.object === undefined) return true;
  // "pay Maria 20 euros": money handed to a person is no checkout; "back Tidepool Atlas at the $25 edition", "pay for the
  // tickets": what the page sells is paid for at its checkout.
  const [from, to] = op.object;
  return !frame.entities.some((e) => (e.kind === 'person' || e.kind === 'name') && e.start >= from && e.end <= to);
}

/** Paying for what a page sells is part of the order, as the checkout's own "Pay" button is (order-manage, within the same bounds). */
const checkoutRequest = (words: string): WebRequest => ({
  cls: CLASS.orderManage,
  evidence: `${words} pays with nothing to settle and no payee named: the payment of an order at checkout (order-manage)`,
});

/** A local file the task names ("with my CV /home/me/cv.pdf") is one to hand to the page: an upload. */
function namedUpload(frame: IntentFrame): WebRequest | undefined {
  const file = frame.entities.find((e) => e.kind === 'file' && /[/\\]/.test(e.text));
  return file === undefined
    ? undefined
    : { cls: CLASS.fileModify, evidence: `the task names a local file to hand to the page (${file.text.slice(0, 80)})` };
}

function readAsLabel(text: string, op: Operation): (WebRequest & { readonly specific: boolean }) | undefined {
  const places: string[] = [];
  // A place the object goes ("to my wishlist"); "with 16GB memory" describes the object instead.
  const destination = op.destination === undefined ? '' : clip(text.slice(op.destination[0], op.destination[1]));
  if (/^(to|into|onto)\b/i.test(destination)) places.push(`${op.verb} ${destination}`);
  for (const place of laterDestinations(text, op)) places.push(`${op.verb} ${place}`);
  const verbAlone = labelEffect(op.verb, []);
  // A sending verb names its own effect ("post", "reply"): its reading as a control is not a mere default.
  const fallback = verbAlone.kind === 'write' && verbSense(op.verb, [op.verb])?.sense.family !== 'send' ? verbAlone.cls : undefined;
  // Where the object goes decides first ("add a book to my wishlist" is not an order); the object only when no place does.
  const byPlace = readings(places);
  const found = byPlace.find((r) => r.cls !== fallback) ?? byPlace[0];
  if (found !== undefined) return { ...found, specific: found.cls !== fallback };
  // The object, or where the parser found none ("apply for Backend Engineer"), the request's own words.
  // "add an expense: Groceries, £48.60": the colon that opens the details ends the object.
  const object =
    op.object !== undefined && op.object[1] > op.object[0] ? text.slice(op.object[0], op.object[1]).replace(/[\s:;,—–]+$/u, '') : undefined;
  // "apply immediately": a request with only a time adverb for an object is its verb's "… now" control.
  const words =
    object !== undefined && TIME_ADVERBS.test(object.trim())
      ? `${op.verb} now`
      : object === undefined
        ? ownWords(text, op)
        : `${op.verb} ${clip(object)}`;
  const reading = words === undefined ? undefined : readings([words])[0];
  return reading === undefined ? undefined : { ...reading, specific: reading.cls !== fallback };
}

function booksOnPage(text: string, op: Operation): WebRequest | undefined {
  if (!op.classes.includes(CLASS.calendarWrite)) return undefined;
  // Its object, or where the parser cut it short ("schedule a dental | visit"), the request's own words.
  const object = `${op.object === undefined ? '' : text.slice(op.object[0], op.object[1])} ${ownWords(text, op) ?? ''}`;
  const hit = BOOKINGS.exec(object);
  return hit === null
    ? undefined
    : { cls: CLASS.orderManage, evidence: `"${op.verb} … ${hit[0]}" books with a provider on a page, as its "Book" control does (order-manage)` };
}

/** The sentence of `op` signs someone up for something ("register me for …", "enrol in …"). */
function signsUpForSomething(text: string, op: Operation): boolean {
  if (op.span === undefined) return false;
  const sentence = text.slice(op.span[0]).split(/[.;!?\n](?:\s|$)/, 1)[0] ?? '';
  const said = SIGN_UP_FOR.exec(sentence);
  return said !== null && !/\b(account|profile|login)\b/i.test(said[0]);
}

/** Verbs that leave something on a page for others ("leave a review", "drop a +1"). */
const PLACING = new Set(['leave', 'drop']);

/**
 * "Leave a +1 on issue #97: "…"": a request that places words the intent quotes on a page posts
 * them, as the control that takes them ("Comment", "Post review") does.
 */
function leavesWords(frame: IntentFrame, op: Operation): (WebRequest & { readonly specific: boolean }) | undefined {
  if (!PLACING.has(op.verb.toLowerCase()) || op.span === undefined) return undefined;
  const sentenceEnd = frame.text.slice(op.span[0]).search(/[.!?](\s|$)|\n/);
  const end = sentenceEnd < 0 ? frame.text.length : op.span[0] + sentenceEnd;
  const quoted = frame.entities.find((e) => e.kind === 'quoted' && e.start >= op.span![0] && e.start <= end + 1);
  if (quoted === undefined) return undefined;
  const effect = labelEffect('post comment', []);
  if (effect.kind !== 'write') return undefined;
  return { cls: effect.cls, evidence: `"${op.verb} …" places the words the intent quotes on the page (${effect.cls})`, specific: true };
}

/** Verbs that put words somewhere ("write this in the guestbook", "add a line to the chat"). */
const WRITING = new Set(['write', 'add', 'put', 'leave', 'enter', 'sign', 'drop', 'type', 'note', 'say']);

/**
 * "Write this in the guestbook", "put a line in the chat": words put in or on a place that is a
 * page's messages (its name is one a message page or form bears) are posted there, as its "Post" does.
 */
function writesInPlace(text: string, op: Operation): (WebRequest & { readonly specific: boolean }) | undefined {
  if (!WRITING.has(op.verb.toLowerCase()) || op.span === undefined) return undefined;
  const sentence = text.slice(op.span[0]).split(/[.;!?\n](?:\s|$)/, 1)[0] ?? '';
  const place = /\b(?:in|on|to|into|onto)\s+((?:[\p{L}'-]+\s+){0,3}[\p{L}'-]+)/iu.exec(sentence.split(':', 1)[0] ?? '');
  // The place's own words, up to the next preposition ("the guestbook | on the site").
  const named = place === null ? '' : place[1]!.split(/\s+(?:on|at|for|with|from|of|by|in|about|to)\s+/i, 1)[0]!;
  if (place === null || contextClass(contextWordsOf(named).slice(-2)) !== CLASS.messageSend) return undefined;
  const effect = labelEffect('post comment', []);
  if (effect.kind !== 'write') return undefined;
  return { cls: effect.cls, evidence: `"${clip(`${op.verb} … ${place[0]}`)}" puts words on a page's messages (${effect.cls})`, specific: true };
}

/** Verbs that put a value somewhere ("add my new car in the settings", "set my size in my profile"). */
const CHANGING = new Set(['add', 'put', 'enter', 'set', 'change', 'update', 'save', 'switch', 'edit', 'type', 'note', 'fill', 'write', 'replace']);
/** An English settings place after a preposition. */
const IN_SETTINGS = /\b(?:in|on|to|into|under)\s+(?:the\s+|my\s+|your\s+|our\s+)?(?:account\s+)?(settings|preferences|profile)\b/i;

/**
 * "Add my new car in the settings", "תוסיף … בהגדרות": a value put into the account's settings or
 * profile changes the account, as its settings page's "Save" does (account-modify). The place is an
 * English settings word after a preposition, or a settings place of a web lexicon's language.
 */
function setsInSettings(text: string, op: Operation): WebRequest | undefined {
  if (!CHANGING.has(op.verb.toLowerCase()) || op.span === undefined) return undefined;
  const sentence = text.slice(op.span[0]).split(/[.;!?\n](?:\s|$)/, 1)[0] ?? '';
  const place =
    IN_SETTINGS.exec(sentence)?.[0] ??
    (sentence.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? []).find((w) => /\P{ASCII}/u.test(w) && placeKindOf(w) === 'settings');
  if (place === undefined) return undefined;
  const effect = labelEffect('save settings', ['settings']);
  if (effect.kind !== 'write') return undefined;
  return { cls: effect.cls, evidence: `"${clip(`${op.verb} … ${place}`)}" puts a value in the account's settings (${effect.cls})` };
}

/** An object that is only "now", "immediately", "right away", "today". */
const TIME_ADVERBS = /^(now|immediately|right away|straight away|at once|asap|today|instantly)[.!]?$/i;
/** What "get …" or "be …" asks for when it is to be told of something: a notification. */
const NOTICE = /^(notified|informed|alerted|reminded|an? (alert|notification|reminder)|alerts|notifications|reminders)\b/i;

/** "2 tickets", "me two seats", "a table for four", "1 adult + 2 kids tickets": a count of things one books or buys, as the object's head. */
const COUNTED_PLACES =
  /^(me\s+|us\s+)?(a|an|one|two|three|four|five|six|\d{1,2})\s+(\S+\s+){0,4}(tickets?|seats?|rooms?|tables?|spots?|passes|places|slots|admissions?|lanes?)(\s+(for|at|on|in|to)\b.*)?[.!]?$/i;

/** "Get 2 tickets for …": getting a count of seats or tickets is buying or booking them (a "Book now" control). */
function asksToAcquire(text: string, op: Operation): WebRequest | undefined {
  if (!/^(get|grab|secure)$/i.test(op.verb) || op.object === undefined) return undefined;
  const object = text.slice(op.object[0], op.object[1]).trim();
  if (!COUNTED_PLACES.test(object)) return undefined;
  const effect = labelEffect('book now', []);
  return effect.kind === 'write'
    ? { cls: effect.cls, evidence: `"${op.verb} ${clip(object)}" asks for what a "Book now" control does (${effect.cls})` }
    : undefined;
}

function asksForNotice(text: string, op: Operation): WebRequest | undefined {
  if (!/^(get|be|receive)$/i.test(op.verb) || op.object === undefined) return undefined;
  const object = text.slice(op.object[0], op.object[1]).trim();
  if (!NOTICE.test(object)) return undefined;
  const effect = labelEffect('notify me', []);
  return effect.kind === 'write'
    ? { cls: effect.cls, evidence: `"${op.verb} ${clip(object)}" asks for what a "Notify me" control does (${effect.cls})` }
    : undefined;
}

function readings(phrases: readonly string[]): WebRequest[] {
  const out: WebRequest[] = [];
  for (const phrase of phrases) {
    const effect = labelEffect(phrase, []);
    if (effect.kind === 'write') out.push({ cls: effect.cls, evidence: `"${phrase.trim()}" asks for what a control saying so does (${effect.cls})` });
  }
  return out;
}

/** The request as written, from its verb to the end of its clause, cut to a few words. */
function ownWords(text: string, op: Operation): string | undefined {
  if (op.span === undefined) return undefined;
  const clause = text.slice(op.span[0]).split(/[.,;:!?()\n]/, 1)[0] ?? '';
  return clause.trim().length === 0 ? undefined : clip(clause);
}

/**
 * "to …" places after the request's verb in its sentence ("add X with 1TB storage … to the
 * cart"), each cut to a few words; an infinitive ("to get a notification") is a purpose, not a place.
 */
function laterDestinations(text: string, op: Operation): string[] {
  if (op.span === undefined) return [];
  const rest = text.slice(op.span[0]).split(/[.;!?\n]/, 1)[0] ?? '';
  const out: string[] = [];
  for (const m of rest.matchAll(/\b(to|into|onto)\s+([^,()]+)/gi)) {
    const words = m[2]!.trim().split(/\s+/).slice(0, 5);
    const head = words[0]!.toLowerCase();
    if (verbSense(head, [head]) !== undefined) continue;
    out.push(`${m[1]!.toLowerCase()} ${words.join(' ')}`);
    if (out.length >= 3) break;
  }
  return out;
}

const clip = (words: string): string => words.trim().split(/\s+/).slice(0, MAX_WORDS).join(' ');

/**
 * What a browsing task asks for and rules out in the languages of lexicon-web.ts: a kind asked
 * for (not negated anywhere in the intent) grants its classes; a kind negated anywhere ("Nichts
 * kaufen", "不要买") refuses its side-effecting classes, whatever else granted them. Looking that
 * is negated refuses nothing (reads are the baseline).
 */
export function foreignWebReading(frame: IntentFrame): {
  readonly asks: WebRequest[];
  readonly refuses: WebRequest[];
  /** Each class a word of the task asks for with no negation before it, and that word. */
  readonly unnegated: readonly { readonly cls: ActionClass; readonly word: string }[];
} {
  // English words are read here only where the English parser understood nothing.
  // "send me the draft": the English parser read the word as the answer to the user; another language's "send" is no post.
  const english = new Set(frame.understood ? toTheUser(frame).map((op) => op.verb.toLowerCase()) : []);
  const found = foreignWebRequests(frame.said, !frame.understood).filter((r) => !english.has(r.evidence.toLowerCase()));
  // A kind is ruled out when it is negated and no other word asks for it: "預約…，教材包不用買" books a lesson and
  // buys no materials (the booking stands, as "a request of another verb keeps its class" in English); "Nichts kaufen" buys nothing.
  const askedBy = (kind: WebRequestKind, not: string): boolean =>
    found.some((p) => !p.negated && p.kind === kind && !p.evidence.includes(not) && !not.includes(p.evidence));
  // "nic więcej nie kupuj" (buy nothing more) limits the purchase the task names; it withdraws nothing it asked for.
  const limited = (r: (typeof found)[number]): boolean => found.some((p) => !p.negated && p.kind === r.kind) && limitsNear(frame.said, r.evidence);
  const negated = new Set<WebRequestKind>(found.filter((r) => r.negated && !askedBy(r.kind, r.evidence) && !limited(r)).map((r) => r.kind));
  const asks: WebRequest[] = [];
  const refuses: WebRequest[] = [];
  const seen = new Set<string>();
  for (const r of found) {
    const refused = negated.has(r.kind);
    if (refused && r.kind === 'look') continue;
    for (const cls of CLASSES_OF_KIND[r.kind]) {
      const key = `${refused ? '-' : '+'}${cls}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const words = `"${r.evidence}" (${r.lang})`;
      if (refused) refuses.push({ cls, evidence: `${words} is negated: nothing of this kind (${r.kind}) is granted` });
      else asks.push({ cls, evidence: `${words} asks to ${r.kind} (${cls})` });
    }
  }
  // A file named beside a request to post, order or pay goes with it (a CV with an application).
  const upload = asks.some((r) => r.cls !== CLASS.read && r.cls !== CLASS.webFetch) ? namedUpload(frame) : undefined;
  if (upload !== undefined) asks.push(upload);
  // "paga com o cartão salvo": paying that settles no bill and names no payee pays for an order.
  const pays = found.find((r) => r.kind === 'pay' && !negated.has('pay'));
  const settles = frame.entities.some((e) => PAYEES.has(e.kind)) || SETTLES.test(frame.text);
  if (pays !== undefined && !settles && !negated.has('order') && !asks.some((r) => r.cls === CLASS.orderManage))
    asks.push(checkoutRequest(`"${pays.evidence}" (${pays.lang})`));
  // A card handed over with its expiry or security code is for paying at the page's checkout, in any language — unless the task
  // changes something else ("update my card to 4111 …, cvc 019" stores the card: it buys nothing). Signing up or writing to
  // the site (message-send) is no such change: a registration is paid with the card.
  const stores = (cls: ActionClass): boolean => !BUYING_OR_SENDING.has(cls);
  const changes =
    asks.some((r) => stores(r.cls)) ||
    frame.operations.some((op) => !op.negated && op.kind !== 'read' && (op.classes.length === 0 || op.classes.some(stores)));
  const card = settles || changes || negated.has('order') || negated.has('pay') ? undefined : (handedCard(frame) ?? savedCard(frame));
  if (card !== undefined && !asks.some((r) => r.cls === CLASS.orderManage))
    asks.push({
      cls: CLASS.orderManage,
      evidence: `the task hands over a payment card with its ${card}: the payment of an order at checkout (order-manage)`,
    });
  const unnegated = found.filter((r) => !r.negated).flatMap((r) => CLASSES_OF_KIND[r.kind].map((cls) => ({ cls, word: r.evidence })));
  return { asks, refuses, unnegated };
}

/** Classes a task that pays at a checkout may ask for beside its order: reading, loading pages, signing up or writing to the site. */
const BUYING_OR_SENDING: ReadonlySet<ActionClass> = new Set([
  CLASS.read,
  CLASS.webFetch,
  CLASS.messageSend,
  CLASS.orderManage,
  CLASS.paymentInitiate,
]);
