/**
 * Verbs a description names in the passive or through what moves ("a slot is held and booked", "rows are returned", "the
 * amount given is sent to the account", "money goes back to the card", "a short text reaches the given addresses"), and the
 * words that follow a verb (its object): the part of reading a description (description.ts) that does not open with its verb.
 */
import { type VerbSense, NEUTRAL_VERBS, verbSense } from './lexicon.ts';
import { baseForms, inflectionOf } from './words.ts';
import { CONDITIONS, COORDINATORS, DETERMINERS, LEADING, PHRASE_END, TOWARDS } from './description-words.ts';

export interface MainVerb {
  readonly word: string;
  readonly base: string;
  readonly sense: VerbSense;
  /** The words after the verb, up to the end of its phrase (at most six). */
  readonly objects: readonly string[];
  /** A determiner or pronoun follows the verb ("Book a cab", "Transfers the chat"): a verb, even if it looks like a noun. */
  readonly determined?: boolean;
}

/** Forms of "be" (and "get") before a participle: the passive names what is done ("a slot is held", "rows are returned"). */
const PASSIVE = new Set(['is', 'are', 'gets', 'get']);
/**
 * Verbs whose passive says what a tool does ("is held and booked", "is sent to", "are returned"); others are mostly how its data is
 * described ("ordered by date", "filters applied", "is called", "is made for today").
 */
const PASSIVE_VERBS = new Set(['book', 'reserve', 'hold', 'send', 'deliver', 'forward', 'pay', 'charge', 'refund', 'transfer', 'wire', 'withdraw',
  'cancel', 'delete', 'remove', 'purge', 'publish', 'post', 'run', 'execute', 'queue', 'dispatch', 'return', 'list', 'show', 'fetch', 'retrieve',
  'give', 'display', 'read', 'provide', 'email', 'mail', 'text', 'message', 'notify', 'broadcast', 'share', 'fax']); // prettier-ignore
/** Adverbs between "is" and its participle ("is then paid", "are also queued"). */
const BETWEEN = new Set(['then', 'also', 'immediately', 'automatically', 'first', 'later', 'instantly', 'now', 'finally', 'actually']);
/** Past participles the regular endings do not give, and the verb each is of. */
const IRREGULAR: ReadonlyMap<string, string> = new Map([
  ['held', 'hold'], ['sent', 'send'], ['paid', 'pay'], ['run', 'run'], ['made', 'make'], ['put', 'put'], ['set', 'set'], ['taken', 'take'],
  ['written', 'write'], ['bought', 'buy'], ['sold', 'sell'], ['kept', 'keep'], ['shown', 'show'], ['withdrawn', 'withdraw'], ['read', 'read'],
  ['built', 'build'], ['given', 'give'], ['wired', 'wire'], ['struck', 'strike'], ['frozen', 'freeze'], ['shut', 'shut'], ['sent out', 'send'],
]); // prettier-ignore
/** Participles that, passive, hand something back to the caller ("rows are returned", "the list is shown"): a read. */
const HANDED_BACK = new Set(['return', 'give', 'show', 'list', 'display', 'read', 'fetch', 'retrieve', 'provide']);
/** Whom results are handed back to: the caller (a read), not a place or a person things are returned to. */
const CALLERS = new Set(['caller', 'callers', 'user', 'agent', 'assistant', 'client', 'requester', 'you', 'model', 'llm']);
/** Subjects that are money: what happens to them is a payment ("the amount is sent to …", "money goes back to …"). */
const MONEY_SUBJECTS = new Set(['money', 'amount', 'amounts', 'sum', 'sums', 'funds', 'payment', 'payments', 'payout', 'payouts', 'balance',
  'deposit', 'deposits', 'fee', 'fees', 'fare', 'fares', 'cash', 'credit', 'credits', 'refund', 'refunds']); // prettier-ignore
/** Subjects that are messages: what reaches people is sent ("a short text reaches the addresses"). */
const MESSAGE_SUBJECTS = new Set(['text', 'message', 'messages', 'e-mail', 'email', 'mail', 'sms', 'notification', 'alert', 'alerts', 'note',
  'reminder', 'notice', 'notices', 'announcement', 'bulletin', 'newsletter', 'invitation', 'invite', 'offer', 'offers', 'confirmation',
  'confirmations', 'receipt', 'receipts', 'letter', 'letters', 'link', 'links']); // prettier-ignore
/** Verbs of moving on their own ("money goes back", "funds leave the pool", "the text reaches …"). */
const MOVING = new Set(['go', 'goes', 'went', 'leave', 'leaves', 'flow', 'flows', 'reach', 'reaches', 'arrive', 'arrives', 'move', 'moves']);

/**
 * The verb a sentence names in the passive or with a moving subject, at `i`: "a slot is held and booked" (hold, book), "rows are
 * returned" (a read), "the amount given is sent to the account" (a payment: money is the subject), "money goes back to the card"
 * (a refund), "a short text reaches the given addresses" (a message sent). Undefined when `i` starts no such verb.
 */
export function passiveAt(tokens: readonly string[], i: number, moneyOrMessageOnly: boolean): MainVerb | undefined {
  const token = tokens[i]!;
  const before = tokens.slice(Math.max(0, i - 10), i);
  const money = before.some((t) => MONEY_SUBJECTS.has(t));
  const message = before.some((t) => MESSAGE_SUBJECTS.has(t));
  const as = (base: string, from: number): MainVerb | undefined => {
    const known = verbSense(base, [base]);
    return known === undefined
      ? undefined
      : { word: tokens[from - 1] ?? token, base: known.base, sense: known.sense, objects: objectsAfter(tokens, from), determined: true };
  };
  if (MOVING.has(token)) {
    const back = tokens[i + 1] === 'back';
    if (money) return as(back ? 'refund' : 'pay', i + 1);
    if (message && !back) return as('send', i + 1);
    return undefined;
  }
  if (!PASSIVE.has(token)) return undefined;
  let j = i + 1;
  while (j < tokens.length && BETWEEN.has(tokens[j]!)) j++;
  const participle = (word: string | undefined): ReturnType<typeof verbSense> => {
    if (word === undefined || LEADING.has(word) || CONDITIONS.has(word)) return undefined;
    const irregular = IRREGULAR.get(word);
    const known = irregular !== undefined ? verbSense(irregular, [irregular]) : verbSense(word, baseForms(word));
    return known === undefined || (irregular === undefined && inflectionOf(word, known.base) !== 'ed') ? undefined : known;
  };
  // "is held and booked": the second participle when the lexicon does not know the first.
  let known = participle(tokens[j]);
  if (known === undefined && tokens[j] !== undefined && IRREGULAR.has(tokens[j]!) && COORDINATORS.has(tokens[j + 1] ?? '')) {
    j += 2;
    known = participle(tokens[j]);
  }
  const word = tokens[j];
  // "The alert is queued for delivery to everyone on the list": a message queued or scheduled is sent.
  if (known === undefined && message && (word === 'queued' || word === 'scheduled' || word === 'dispatched')) return as('send', j + 1);
  if (known === undefined || word === undefined || !PASSIVE_VERBS.has(known.base)) return undefined;
  const back = tokens[j + 1] === 'back' || tokens[j + 1] === 'out';
  if (money && ['send', 'pay', 'transfer', 'wire', 'move', 'release', 'return', 'give'].includes(known.base))
    return as(known.base === 'return' || (back && known.base !== 'pay') ? 'refund' : 'pay', j + 1);
  if (message && ['send', 'deliver', 'forward', 'push', 'queue', 'dispatch'].includes(known.base)) return as('send', j + 1);
  // "Each candidate is sent an introduction offer" (a glossed text has no article: "is sent iepazīšanās offer"): someone is sent
  // something, whoever the subject is.
  if (known.base === 'send' && (DETERMINERS.has(tokens[j + 1] ?? '') || tokens.slice(j + 1, j + 3).some((t) => MESSAGE_SUBJECTS.has(t))))
    return as('send', j + 1);
  if (moneyOrMessageOnly) return undefined;
  // "Rows are returned": handed back to the caller, a read; "items are returned to the warehouse" go somewhere: no read.
  const to = tokens[j + 1] === 'to' ? tokens.slice(j + 2, j + 4).find((t) => !DETERMINERS.has(t)) : undefined;
  if (HANDED_BACK.has(known.base) && (to === undefined || CALLERS.has(to) || known.base === 'show' || known.base === 'display'))
    return as('get', j + 1);
  // What is held or booked is the passive's subject ("a slot in the agency diary is held and booked …"), then what follows.
  const subject = tokens.slice(Math.max(0, i - 6), i).filter((t) => !DETERMINERS.has(t) && !PHRASE_END.has(t));
  return { word, base: known.base, sense: known.sense, objects: [...subject, ...objectsAfter(tokens, j + 1)].slice(0, 6), determined: true };
}

export function objectsAfter(tokens: readonly string[], from: number): string[] {
  const out: string[] = [];
  for (let i = from; i < tokens.length && out.length < 6; i++) {
    const t = tokens[i]!;
    // Where the object goes stays with it ("Add a product to the cart", "Book a member into a class"): names read the same way.
    // … but "to" before a verb is a purpose ("Deploy the tool to review …"), not a destination.
    const next = tokens.slice(i + 1).find((w) => !w.endsWith('ly'));
    const purpose = next !== undefined && !DETERMINERS.has(next) && (verbSense(next, [next]) !== undefined || NEUTRAL_VERBS.has(next));
    if (TOWARDS.has(t) && out.length > 0 && !out.some((w) => TOWARDS.has(w)) && !purpose) {
      out.push(t);
      continue;
    }
    if (PHRASE_END.has(t) && out.length > 0) break;
    if (!DETERMINERS.has(t)) out.push(t);
  }
  return out;
}
