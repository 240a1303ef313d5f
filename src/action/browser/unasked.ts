/**
 * A choice the task does not speak of. Granting a settings change ("turn on the SMS alert") grants
 * the class, not every box on the page: a page, a banner or a guided tour can lead the agent to tick
 * "Share my number with partner companies" on the way. A toggle, a radio button or an option that
 * changes something, whose label shares nothing with the intent, goes to the verifier.
 *
 * "Shares" is read from the words alone, in any language and script: a word of four letters or
 * more in both (or two words that start with the same five letters: "papirfaktura" and
 * "papirfakturaen", "notification" and "notifications"), an acronym or a short word that is not a
 * function word ("SMS", "PIN"), a number of two digits or more ("over £250"), or three letters in a
 * row of a script written without spaces (Thai, Chinese, Japanese). Hosts, addresses and e-mail
 * addresses in the intent say where, not what: they are left out. It does not translate: an
 * English task on a page in Catalan relates only through the names, numbers and loanwords they share
 * ("WhatsApp", "SMS", "250"). A label that shares nothing escalates; it is never a silent allow nor
 * a blanket deny.
 */

import { WORDED } from '../../capability/compile/lexicon-web.ts';
import { asciiDigits } from '../../util/digits.ts';
import { CLASS } from '../classes.ts';
import { labelEffect } from './labels.ts';
import { labelPrices, offeredThing, pricesRemoved, sellsPriced, withoutPrices } from './prices.ts';
import { memoByText } from '../../util/memo.ts';

// esbuild (the bench bundles, tsx) writes a `\p{…}` regular expression literal as `new RegExp(…)` where it
// stands: inside a function it would be compiled again on every call.
const MARKS = /\p{M}/gu;
const HAN = /\p{Script=Han}/u;
const ALL_DIGITS = /^\p{N}+$/u;

/** The roles of controls that set a state: a box ticked, a switch flipped, an option chosen. */
export const STATE_ROLES: ReadonlySet<string> = new Set(['checkbox', 'switch', 'menuitemcheckbox', 'radio', 'menuitemradio', 'option']);

/** Three-letter words that carry no subject, in the languages the lexicons read (shorter words are never compared). */
// prettier-ignore
const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  'the', 'and', 'for', 'but', 'not', 'you', 'our', 'its', 'all', 'any', 'off', 'out', 'per', 'via', 'one', 'two', 'new', 'get', 'set', 'use', 'can', 'has', 'was', 'are', 'who', 'why', 'how', 'put', 'let', 'see', 'now', 'too', 'own', 'way',
  'der', 'die', 'das', 'den', 'dem', 'des', 'und', 'ein', 'mit', 'von', 'auf', 'aus', 'bei', 'fur', 'zum', 'zur', 'ich', 'mir', 'uns',
  'les', 'une', 'par', 'sur', 'pas', 'mes', 'mon', 'ses', 'aux', 'qui', 'que', 'est', 'del', 'los', 'las', 'por', 'con', 'mis', 'una', 'uno', 'sus', 'com', 'dos', 'nos', 'meu', 'seu', 'ele', 'nel', 'che', 'gli', 'dei', 'mio', 'mia',
  'och', 'med', 'til', 'det', 'som', 'min', 'meg', 'mig', 'paa', 'van', 'een', 'het', 'mij', 'nie', 'sie', 'jak', 'dla', 'pro', 'jde', 'pri', 'pre', 'din', 'ale', 'sau', 'bir', 'ile', 'ama',
]);

/** A separator between thousands groups ("400 000", "1,900", "25.000", "2'490"). */
const THOUSANDS = /(\d)[ .,'\u00a0\u202f](?=\d{3}(?!\d))/g;
const NO_SPACES = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;
/** A host, address or e-mail address written in the intent: where, not what. */
const ADDRESS = /\S*[\p{L}\p{N}][\p{L}\p{N}-]*\.[\p{L}][\p{L}\p{N}.-]*\S*/gu;

/** The comparable pieces of a text: words, numbers and runs of a script without spaces. */
function pieces(text: string, dropAddresses: boolean): Set<string> {
  const out = new Set<string>();
  let t = asciiDigits(text.slice(0, 4096));
  if (dropAddresses) t = t.replace(ADDRESS, ' ');
  // "400 000", "25 000", "1,900": one amount, never its groups ("000" is no number two texts share).
  t = t
    .replace(THOUSANDS, '$1')
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(/\be-mail/g, 'email');
  for (const m of t.matchAll(NO_SPACES)) {
    const run = m[0];
    const n = HAN.test(run) ? 2 : 3;
    for (let i = 0; i + n <= run.length; i++) out.add(`g${run.slice(i, i + n)}`);
  }
  for (const w of t.replace(NO_SPACES, ' ').split(/[^\p{L}\p{N}]+/u)) {
    if (w.length === 0) continue;
    if (ALL_DIGITS.test(w)) {
      if (w.length >= 2) out.add(`n${w}`);
    } else if (w.length >= 4 || (w.length === 3 && !FUNCTION_WORDS.has(w))) out.add(`w${w}`);
  }
  return out;
}

export const fold = (w: string): string => w.normalize('NFKD').replace(MARKS, '').toLowerCase();
/** The negations of English and of every web lexicon ("without", "fără", "ohne", "sin"), folded. */
export const NEGATIONS: ReadonlySet<string> = new Set(
  ['not', 'no', 'without', 'never', 'dont', 'nothing', ...WORDED.flatMap((lex) => lex.negations.split(/\s+/))].filter((w) => w.length > 0).map(fold),
);
/** A negation and the (at most three) words after it, up to a comma or a stop: "fara cina speakerilor", "without the insurance". */
const NEGATED_SPAN = /(?<![\p{L}\p{N}'])([\p{L}']+)((?:[^\p{L}\p{N},.;:!?()\n]+[\p{L}\p{N}][\p{L}\p{N}'-]*){1,3})/gu;
const NEGATED_AT = new RegExp(NEGATED_SPAN.source, 'uy');
/** A word and what follows it up to a stop: where a negation may start ("so no cover plan": "no" starts one inside the span of "so"). */
const WORD_START = /(?<![\p{L}\p{N}'])[\p{L}']+/gu;

/** The same negations as written, accents kept: "på" (Norwegian "on") is not Albanian or Haitian "pa" (without, not). */
const NEGATIONS_AS_WRITTEN: ReadonlySet<string> = new Set(
  ['not', 'no', 'without', 'never', 'dont', 'nothing', ...WORDED.flatMap((lex) => lex.negations.split(/\s+/))]
    .filter((w) => w.length > 0)
    .map((w) => w.toLowerCase()),
);
const ASCII_WORD = /^\p{ASCII}+$/u;

/** A negation of English or of a web lexicon ("not", "don't", "ohne"), any case; accents as written, or none ("fara" for "fără"). */
export const isNegation = (word: string): boolean => {
  const plain = word.replace(/['’]/g, '').toLowerCase();
  return NEGATIONS_AS_WRITTEN.has(plain) || (ASCII_WORD.test(plain) && NEGATIONS.has(plain));
};

/**
 * A negation of two letters or fewer in Latin letters other than English's ("ma", "se", "si", "na", "be"), which is a common word of
 * other languages (French "ma", Spanish "se" and "si", Slavic "na", English "be"), and the words of the languages whose negation it
 * is: it negates only in a text with another word of one of them.
 */
const SHORT_NEGATIONS: ReadonlyMap<string, readonly ReadonlySet<string>[]> = (() => {
  const out = new Map<string, ReadonlySet<string>[]>();
  for (const lex of WORDED) {
    const own = new Set(
      [lex.negations, lex.determiners, lex.pronouns, ...Object.values(lex.forms)]
        .join(' ')
        .split(/[\s+]+/)
        .filter((w) => w.length >= 3)
        .map(fold),
    );
    for (const w of lex.negations.split(/\s+/)) {
      const f = fold(w);
      if (f.length === 0 || f.length > 2 || !ASCII_WORD.test(f) || f === 'no') continue;
      out.set(f, [...(out.get(f) ?? []), own]);
    }
  }
  return out;
})();

/** `word` negates in a text whose folded words are `words` (see {@link SHORT_NEGATIONS}). */
export function negatesIn(word: string, words: ReadonlySet<string>): boolean {
  const languages = SHORT_NEGATIONS.get(fold(word.replace(/['’]/g, '')));
  return languages === undefined || languages.some((own) => [...own].some((w) => words.has(w)));
}

/** The folded words of a text. */
export const foldedWords = (text: string): Set<string> => new Set((text.match(/[\p{L}\p{M}']+/gu) ?? []).map((w) => fold(w.replace(/'/g, ''))));

/** The intent without what it declines: the words after a negation say what the task does not want. */
function asked(intent: string): string {
  // Each negation starts its own span, wherever it stands ("…, so no cover plan", "I want no wrap").
  let text = intent.slice(0, 4096);
  const words = foldedWords(text);
  for (const m of [...text.matchAll(WORD_START)].reverse()) {
    if (!isNegation(m[0]) || !negatesIn(m[0], words)) continue;
    NEGATED_AT.lastIndex = m.index;
    const span = NEGATED_AT.exec(text);
    if (span !== null) text = `${text.slice(0, m.index)} ${text.slice(m.index + span[0].length)}`;
  }
  return text;
}

const RULED_OUT = [5, 8].map((n) => new RegExp(NEGATED_SPAN.source.replace('{1,3}', `{1,${n}}`), 'uy'));
/** The (at most five; `long`: eight) words after each negation: what the task rules out ("No pidas prestados puntos de 2031"). */
export function ruledOutSpans(intent: string, long = false): readonly string[] {
  return (long ? RULED_OUT_LONG : RULED_OUT_SHORT)(intent);
}
// Read once per task (every click of a session asks).
const RULED_OUT_SHORT = memoByText((intent) => readRuledOut(intent, false), { entries: 256, maxKeyChars: 4096 });
const RULED_OUT_LONG = memoByText((intent) => readRuledOut(intent, true), { entries: 256, maxKeyChars: 4096 });
function readRuledOut(intent: string, long: boolean): string[] {
  const [text, at] = [intent.slice(0, 4096), RULED_OUT[long ? 1 : 0]!];
  return [...text.matchAll(WORD_START)].flatMap((m) => {
    at.lastIndex = m.index;
    const span = isNegation(m[0]) && negatesIn(m[0], foldedWords(text)) ? at.exec(text) : null;
    return span === null ? [] : [span[2]!];
  });
}

/** `label` shares a number or two words with something the task rules out ("Borrow 300 Points from Use Year 2031"). */
export const ruledOutBy = (label: string, intent: string): boolean => {
  // A priced option ("Deliver it to the house (+$35.00)") is ruled out by the one word a short prohibition names ("no delivery").
  const priced = labelPrices(label).length > 0;
  return ruledOutSpans(intent).some((span) => sharesMuch(label, span, priced));
};

/** Verbs boxes and tasks word keeping something with: "Remember this card" is the "save my card" a task declines. */
const KEEPS: ReadonlyMap<string, string> = new Map(['wremember', 'wstore', 'wkeep', 'wretain'].map((w) => [w, 'wsave']));
const kept = (words: ReadonlySet<string>): Set<string> => new Set([...words].map((p) => KEEPS.get(p) ?? p));

/**
 * A number of three digits or more, or two words (or their six-letter stems), in both texts: one word alone is too little, unless
 * `oneWord` and it is all the ruled-out words say ("no delivery" rules out "Deliver it to the house (+$35.00)").
 */
function sharesMuch(label: string, text: string, oneWord = false): boolean {
  const theirs = kept(pieces(text, true));
  const stems = new Set([...theirs].filter((p) => p.startsWith('w') && p.length >= 7).map((p) => p.slice(0, 7)));
  const needed = oneWord ? Math.min(2, [...theirs].filter((p) => p.startsWith('w')).length) : 2;
  let words = 0;
  for (const p of kept(pieces(label, false))) {
    if (p.startsWith('n') && p.length >= 4 && theirs.has(p)) return true;
    if (p.startsWith('w') && (theirs.has(p) || (p.length >= 7 && stems.has(p.slice(0, 7))))) words++;
  }
  return needed > 0 && words >= needed;
}

/**
 * `label` and `intent` share a word, a number, a stem or a run of letters (see above). Words the
 * intent declines ("fără cina speakerilor", "without the insurance") are no part of what it asks.
 */
export function relatesToIntent(label: string, intent: string): boolean {
  const mine = pieces(label, false);
  if (mine.size === 0) return true;
  const theirs = pieces(asked(intent), true);
  const stems = new Set<string>();
  for (const p of theirs) if (p.startsWith('w') && p.length >= 6) stems.add(p.slice(0, 6));
  const words = [...theirs].filter((t) => t.startsWith('w') && t.length >= 5);
  for (const p of mine) {
    if (theirs.has(p)) return true;
    if (p.startsWith('w') && p.length >= 6 && stems.has(p.slice(0, 6))) return true;
    // "Wrap it" and "gift-wrapped", "ship" and "shipping": a word of four letters and the same word with an ending.
    if (p.startsWith('w') && p.length >= 5 && words.some((t) => inflected(p, t) || inflected(t, p))) return true;
  }
  return false;
}

/** `long` is `short` with an ending of at most four letters ("wrap" → "wrapped", "ship" → "shipping"). */
const inflected = (short: string, long: string): boolean => long.length > short.length && long.length - short.length <= 4 && long.startsWith(short);

/**
 * Why a click on a state control that changes something needs the verifier: its label shares
 * nothing with the task. Undefined when it shares something, when the control sets no state, or
 * when there is no intent to judge by.
 */
export function unaskedChoice(role: string, label: string, intent: string | undefined): string | undefined {
  if (intent === undefined || !STATE_ROLES.has(role.toLowerCase()) || relatesToIntent(label, intent)) return undefined;
  return `the choice "${label.slice(0, 60)}" changes something the task does not speak of`;
}

/** Three letters, with the vowel signs and marks between them that Khmer, Thai or Devanagari write ("ម៉ាស៊ីន"): a name, not a stray sign. */
const NAMES_SOMETHING = /\p{L}(?:\p{M}*\p{L}){2}/u;

/** Words of buying that name no thing: where it goes (a cart, a basket) and when ("now"). */
const GENERIC_BUYING =
  /(?<![\p{L}])(?:to|in|into|the|my|your|now|today|cart|basket|bag|trolley|checkout|order|item|items|buy|book|per|each|one|koszyk\p{L}*|warenkorb|panier|carrito|carrello|winkelwagen|varukorg\p{L}*|kurv\p{L}*|kosár\p{L}*|coș|cos|корзин\p{L}*|количк\p{L}*|košík\p{L}*|košaric\p{L}*|sepet\p{L}*|keranjang|troli|giỏ|カート|购物车|購物車|장바구니|ตะกร้า|עגלה)(?![\p{L}])/giu;

/**
 * Why a priced offer ("Add deck cleaning (45 €)", "Add travel cover £9.50") needs the verifier: it
 * names something the task does not speak of. An offer that names nothing but buying ("Add to cart
 * — $46.73") is the page's own purchase; one whose thing shares a word with the task is the task's.
 */
export function unaskedOffer(label: string, intent: string | undefined, formSubmit = false): string | undefined {
  if (intent === undefined) return undefined;
  const named = namedPurchase(label);
  if (named === undefined && !sellsPriced(label)) return undefined;
  const thing = (named ?? offeredThing(label)).replace(GENERIC_BUYING, ' ');
  if (!NAMES_SOMETHING.test(thing)) return undefined;
  // "Upgrade these tickets: Royal Fast Pass — $45.00" where the task says "no fast pass": what it sells is ruled out, whatever else it shares.
  if (ruledOutBy(withoutPrices(label), intent)) return `the control offers "${label.slice(0, 60)}" for a price, which the task rules out`;
  // The submit of the form the agent filled for the task buys what that form's choices say: its own words need not name it.
  if (formSubmit || relatesToIntent(thing, intent)) return undefined;
  return `the control offers "${label.slice(0, 60)}" for a price, which the task does not speak of`;
}

/** A buying command, then what it buys after a colon or a dash ("Buy now: care kit (24,90 €)", "បញ្ជាទិញភ្លាមៗ៖ …"). */
const NAMED_PURCHASE = /^([^:：៖—–]{1,40})[:：៖—–]\s*(.+)$/u;
const BUYING = /(?<![\p{L}])(buy|order|purchase|one-?click|checkout)(?![\p{L}])/iu;

/**
 * What a priced purchase control names after its command ("Pirkti vienu paspaudimu: sodinukų priežiūros rinkinys
 * (24,90 €)"), without its price: the thing it buys. Undefined when the label is no such command ("Order — 86,000 ៛"
 * names nothing after its price is taken away; "Size: M" buys nothing).
 */
function namedPurchase(label: string): string | undefined {
  if (labelPrices(label).length === 0) return undefined;
  const m = NAMED_PURCHASE.exec(label.slice(0, 200));
  if (m === null) return undefined;
  const head = m[1]!;
  const said = BUYING.test(head) ? undefined : labelEffect(head, []);
  // A command in a script no lexicon reads ("បញ្ជាទិញភ្លាមៗ៖ …") before a priced thing is judged by the thing it names.
  const buys = said === undefined || (said.kind === 'write' && (said.cls === CLASS.orderManage || said.cls === CLASS.paymentInitiate));
  if (!buys && !(said.kind === 'none' && said.unread === true)) return undefined;
  const thing = withoutPrices(m[2]!);
  return NAMES_SOMETHING.test(thing) ? thing : undefined;
}

/** A clock time ("08:00", "10h30", "7.15"): compared as a time, never as numbers. */
const CLOCK = /(?<![\p{N}])\d{1,2}[:h.]\d{2}(?![\p{N}])/gu;

/** Most options of a list weighed (a longer one is a catalogue, not a choice the task makes in words). */
const MAX_LIST = 64;

/**
 * Another of a page's listed options than the one the task names. The options of a list (the dates
 * of a booking, the sizes of a shirt) differ in a number or a word; the task names an option when it
 * shares a piece (see `pieces`) that no other option of the list has ("12" among "Satọdee 12 Jụn",
 * "Sọnde 13 Jụn", "Mọnde 14 Jụn"; "large" among "Small", "Large"). Choosing another option, which
 * shares no such piece with the task, does what the task did not ask: the label chosen, else undefined.
 * Undefined too when the task names none of the options, or the choice is none of them.
 */
export function otherOptionNamed(options: readonly string[], chosen: readonly string[], intent: string | undefined): string | undefined {
  if (intent === undefined || options.length < 2 || options.length > MAX_LIST || chosen.length === 0) return undefined;
  // Prices say what an option costs, not which it is (the task's "max 10 €" names no option priced "€ 10").
  // Clock times are compared as times (filled.ts), never as numbers ("14:00" is not the 14th a date names).
  const own = options.map((o) => optionPieces(withoutPrices(o).replace(CLOCK, ' '), false));
  const count = new Map<string, number>();
  for (const set of own) for (const p of set) count.set(p, (count.get(p) ?? 0) + 1);
  const theirs = optionPieces(asked(pricesRemoved(intent)).replace(CLOCK, ' '), true);
  const named = own.map((set) => [...set].some((p) => count.get(p) === 1 && theirs.has(p)));
  if (!named.includes(true)) return undefined;
  const wanted = new Set(chosen.map((c) => c.trim().toLowerCase()));
  const at = options.findIndex((o) => wanted.has(o.trim().toLowerCase()));
  if (at < 0 || named[at] === true) return undefined;
  return options[at];
}

/** `pieces`, with a word and its plural as one ("star", "stars") and single digits kept ("5 stars" and "4 stars" differ in them). */
function optionPieces(text: string, dropAddresses: boolean): Set<string> {
  const out = new Set<string>();
  for (const p of pieces(text, dropAddresses)) out.add(p.startsWith('w') && p.length >= 5 && p.endsWith('s') ? p.slice(0, -1) : p);
  for (const m of asciiDigits(text.slice(0, 4096)).matchAll(SINGLE_DIGIT)) out.add(`n${m[0]}`);
  return out;
}
const SINGLE_DIGIT = /(?<![\p{N}.,:])\p{N}(?![\p{N}.,:])/gu;
