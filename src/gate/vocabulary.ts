/**
 * The intent group p_t: does the user's request talk about what this call does? Each built-in
 * action class has a small generic English vocabulary (verbs and nouns people use when asking
 * for that kind of action); requests in other languages are read with the compiler's web lexicons. An entry ending in `*` matches any word it starts (`pay*` matches
 * `payment`); other entries match whole words. Classes outside the built-in graph have no
 * vocabulary, so their calls never count as mentioned.
 */
import { words } from '../action/infer.ts';
import type { ActionClass } from '../action/types.ts';
import { CLASS } from '../action/classes.ts';
import { CLASSES_OF_KIND, foreignWebRequests } from '../capability/compile/lexicon-web.ts';
import { VERB_ALIASES } from '../capability/compile/vocabulary.ts';
import { parseIntent } from '../capability/compile/frame.ts';
import { glossIntent } from '../capability/compile/glosses.ts';
import { CapabilityGraph } from '../capability/graph.ts';
import { memoByText } from '../util/memo.ts';

const GRAPH = CapabilityGraph.builtIn();

// prettier-ignore
const CLASS_VOCABULARY: Readonly<Record<string, readonly string[]>> = {
  [CLASS.read]: ['what', 'who', 'when', 'where', 'which', 'how', 'find*', 'show*', 'list*', 'get', 'check*', 'look*', 'search*', 'read*', 'tell', 'give', 'summar*', 'count*', 'many', 'much', 'see', 'know'],
  [CLASS.webFetch]: ['visit*', 'open*', 'brows*', 'websit*', 'webpag*', 'page*', 'site*', 'link*', 'url*', 'http*', 'www', 'read*', 'check*', 'download*'],
  [CLASS.calendarWrite]: ['schedul*', 'reschedul*', 'calendar*', 'meeting*', 'event*', 'appointment*', 'invit*', 'cancel*', 'remind*', 'book*', 'participant*', 'attendee*'],
  [CLASS.fileModify]: ['file*', 'document*', 'doc', 'docs', 'creat*', 'delet*', 'remov*', 'append*', 'edit*', 'save*', 'shar*', 'writ*', 'updat*', 'modif*', 'renam*', 'move', 'note*', 'folder*', 'upload*'],
  [CLASS.messageSend]: ['send*', 'sent', 'email*', 'mail*', 'messag*', 'repl*', 'forward*', 'notif*', 'dm', 'text', 'inform*', 'contact*', 'post*', 'tell', 'let', 'write', 'ask'],
  [CLASS.orderManage]: ['order*', 'book*', 'reserv*', 'cancel*', 'return*', 'exchang*', 'buy*', 'purchas*', 'refund*', 'ship*', 'deliver*', 'item*', 'rent*', 'modif*', 'chang*'],
  [CLASS.accountModify]: ['updat*', 'chang*', 'address*', 'profil*', 'setting*', 'modif*', 'edit*', 'set', 'account*', 'info*', 'detail*', 'phone*', 'add', 'remov*', 'member*', 'move*'],
  [CLASS.externalApiCall]: ['post*', 'publish*', 'upload*', 'submit*', 'websit*', 'webpag*', 'api', 'url*', 'link*', 'site*', 'page*', 'webhook*'],
  [CLASS.paymentInitiate]: ['pay*', 'transfer*', 'send*', 'money', 'refund*', 'wire*', 'transaction*', 'rent', 'bill*', 'fee*', 'purchas*', 'buy*', 'invoice*', 'iban', 'amount*', 'fund*', 'deposit*', 'withdraw*', 'recurring', 'subscription*'],
  [CLASS.identityAdmin]: ['password*', 'credential*', 'invit*', 'add', 'remov*', 'kick*', 'ban', 'member*', 'user*', 'access*', 'permission*', 'role*', 'admin*', 'grant*', 'revok*', 'join*', 'workspace*'],
  [CLASS.codeExecute]: ['run', 'execut*', 'script*', 'code*', 'command*', 'shell*', 'program*', 'comput*', 'calculat*'],
};

/** Verbs that ask for a change rather than an answer. */
// prettier-ignore
const CHANGE_VERBS: readonly string[] = [
  'send*', 'sent', 'email', 'pay*', 'transfer*', 'creat*', 'delet*', 'remov*', 'updat*', 'chang*', 'modif*', 'cancel*', 'book*', 'reserv*', 'schedul*',
  'reschedul*', 'invit*', 'shar*', 'post*', 'publish*', 'upload*', 'add', 'writ*', 'append*', 'forward*', 'repl*', 'buy*', 'purchas*', 'order', 'return',
  'exchang*', 'refund*', 'run', 'execut*', 'set', 'reset*', 'grant*', 'revok*', 'move', 'renam*', 'edit*', 'submit*', 'wire*', 'kick*', 'ban',
];

/** Verbs that ask to destroy or withdraw something. */
// prettier-ignore
const REMOVAL_VERBS: readonly string[] = ['delet*', 'remov*', 'eras*', 'drop*', 'purg*', 'wip*', 'destroy*', 'revok*', 'cancel*', 'unsubscrib*', 'kick*', 'ban', 'clear*', 'reset*', 'uninstall*', 'terminat*', 'disabl*'];

// Every vocabulary compiled into two look-up tables from a word (or a word's prefix) to the
// set of vocabularies it belongs to, as bits: one per class, then CHANGE_BIT, then REMOVAL_BIT.
const CLASSES: readonly ActionClass[] = Object.keys(CLASS_VOCABULARY);
const CHANGE_BIT = 1 << CLASSES.length;
const REMOVAL_BIT = 1 << (CLASSES.length + 1);
const EXACT = new Map<string, number>();
const PREFIX = new Map<string, number>();
let longestPrefix = 0;
function compile(entries: readonly string[], bit: number): void {
  for (const e of entries) {
    const [table, key] = e.endsWith('*') ? [PREFIX, e.slice(0, -1)] : [EXACT, e];
    table.set(key, (table.get(key) ?? 0) | bit);
    if (e.endsWith('*')) longestPrefix = Math.max(longestPrefix, key.length);
  }
}
CLASSES.forEach((cls, i) => compile(CLASS_VOCABULARY[cls]!, 1 << i));
compile(CHANGE_VERBS, CHANGE_BIT);
compile(
  REMOVAL_VERBS.filter((v) => !v.includes(' ')),
  REMOVAL_BIT,
);

/** The vocabularies `word` belongs to, as bits. */
function vocabularyBits(word: string): number {
  let bits = EXACT.get(word) ?? 0;
  for (let k = Math.min(word.length, longestPrefix); k > 0; k--) bits |= PREFIX.get(word.slice(0, k)) ?? 0;
  return bits;
}

/**
 * The user hands the agent's agenda to content it will read ("follow the instructions in the
 * file", "do the tasks on my to-do list"): instructions inside tool outputs are then expected.
 */
const DELEGATION: readonly RegExp[] = [
  /\bfollow(?:ing)?\s(?:(?:the|all|any|these|those|its|their|his|her)\s)?(?:instructions?|directions?|steps|orders|guidance)\b/,
  /\b(?:do|complete|perform|carry\sout|execute|handle)\s(?:all\s)?(?:of\s)?(?:the\s)?(?:tasks?|actions?|steps|items|to-?dos?)\s(?:that\s)?(?:i\shave|specified|listed|described|mentioned|given|written|in|on|from)\b/,
  /\bto-?do(?:s|\slist)?\b/,
  /\bas\s(?:described|instructed|specified|requested|explained|listed)\s(?:in|by|on)\b/,
];

/** What the gate needs to know about an intent text, computed once per distinct intent. */
export interface IntentInfo {
  readonly present: boolean;
  /** Classes whose vocabulary the intent uses. */
  readonly classes: ReadonlySet<ActionClass>;
  /** The intent asks for a change (uses a change verb). */
  readonly requestsChange: boolean;
  /** The intent delegates the agenda to content the agent will read. */
  readonly delegates: boolean;
  /** The intent asks to delete, remove, cancel or revoke something. */
  readonly requestsRemoval: boolean;
}

/** "e-mail" used as a noun modifier rather than a verb. */
const EMAIL_NOUN = /\be-?mail\s+(?:address(?:es)?|ids?|accounts?|inbox(?:es)?|threads?|domains?)\b/gi;

// prettier-ignore
const NEGATIONS: ReadonlySet<string> = new Set(['not', 'no', 'don', 'dont', 'never', 'nicht', 'nichts', 'kein', 'keine', 'non', 'ne', 'pas', 'nao', 'niet', 'geen', 'inte', 'nie', 'nunca', 'jamais', 'mai']);

/** Maximum intent length analysed (characters). */
const MAX_INTENT_CHARS = 20_000;

// Intent analyses of recent sessions (a fence interleaves calls of many sessions; the gate, the forced checks and the verifier's
// request all ask); intents longer than 4,096 characters are analysed afresh each time, which bounds the cache's memory.
/** What the gate needs of `intent` (see {@link IntentInfo}), analysed once per distinct intent. */
export const analyzeIntent: (intent: string) => IntentInfo = memoByText((intent) => analyze(intent), { entries: 1024, maxKeyChars: 4096 });

function analyze(intent: string): IntentInfo {
  const text = intent.length > MAX_INTENT_CHARS ? intent.slice(0, MAX_INTENT_CHARS) : intent;
  // "their email addresses" names a thing, it does not ask to send mail.
  const list = words(text.replace(EMAIL_NOUN, ' address '));
  let bits = 0;
  // "do not delete it", "don't cancel R-77", "never remove": a removal word right after a negation asks for no removal.
  list.forEach((w, i) => {
    const negated = NEGATIONS.has(list[i - 1] ?? '') || (NEGATIONS.has(list[i - 2] ?? '') && (list[i - 1] === 't' || list[i - 1] === 'to'));
    bits |= negated ? vocabularyBits(w) & ~REMOVAL_BIT : vocabularyBits(w);
  });
  // A removal asked for in another language the compiler reads ("storniere", "annule"), not negated next to it.
  list.forEach((w, i) => {
    const base = VERB_ALIASES.get(w);
    if (base !== undefined && !NEGATIONS.has(list[i - 1] ?? '') && !NEGATIONS.has(list[i + 1] ?? '')) bits |= vocabularyBits(base) & REMOVAL_BIT;
  });
  // Requests in the other languages the compiler reads (lexicon-web.ts) say the same as their English verbs.
  for (const r of foreignWebRequests(text)) {
    if (r.negated || r.kind === 'look') continue;
    bits |= CHANGE_BIT;
    for (const cls of CLASSES_OF_KIND[r.kind]) if (CLASSES.includes(cls)) bits |= 1 << CLASSES.indexOf(cls);
  }
  // A request the compiler reads and these lists do not ("จองคลาส…", glossed to "book"): the gate agrees with the token
  // that a change (or a removal) was asked for, and of which class. Only for intents beyond plain ASCII or with words the
  // compiler glosses ("batalkan pesanan …" is plain ASCII), so English ones read as before.
  if ((bits & (CHANGE_BIT | REMOVAL_BIT)) !== (CHANGE_BIT | REMOVAL_BIT) && (/\P{ASCII}/u.test(text) || glossIntent(text).glossed > 0))
    for (const op of parseIntent(text, GRAPH, MAX_INTENT_CHARS).operations) {
      if (op.kind === 'read') continue;
      bits |= CHANGE_BIT | (vocabularyBits(op.verb) & REMOVAL_BIT);
      for (const cls of op.classes) if (CLASSES.includes(cls)) bits |= 1 << CLASSES.indexOf(cls);
    }
  const classes = new Set<ActionClass>(CLASSES.filter((_, i) => (bits & (1 << i)) !== 0));
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  return {
    present: list.length > 0,
    classes,
    requestsChange: (bits & CHANGE_BIT) !== 0,
    delegates: DELEGATION.some((re) => re.test(lower)),
    requestsRemoval: (bits & REMOVAL_BIT) !== 0 || lower.includes('get rid of'),
  };
}
