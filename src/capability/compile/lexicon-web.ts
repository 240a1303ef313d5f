/**
 * Browsing requests in the languages people write web tasks in, beside English: Spanish, French,
 * German, Portuguese, Italian, Dutch, Polish, Swedish, Danish, Norwegian, Finnish, Czech, Slovak,
 * Hungarian, Romanian, Greek, Turkish, Russian, Ukrainian, Bulgarian, Serbian, Croatian, Catalan,
 * Swahili, Hebrew, Arabic, Persian, Hindi, Vietnamese, Indonesian and Malay, Filipino, Lithuanian,
 * Latvian, Estonian, Icelandic, Irish, Welsh, Basque, Galician, Maltese, Luxembourgish, Afrikaans,
 * Albanian, Slovenian, Macedonian, Belarusian, Georgian, Armenian, Azerbaijani, Kazakh, Kyrgyz,
 * Uzbek, Tajik, Mongolian, Bengali, Marathi, Gujarati, Punjabi, Tamil, Telugu, Kannada, Malayalam,
 * Urdu, Nepali, Sinhala, Kurdish (Sorani and Kurmanji), Amharic, Somali, Hausa, Zulu, Xhosa,
 * Kinyarwanda, Malagasy, Javanese, Sundanese, Cebuano, Esperanto, Western Frisian, Faroese, Scottish
 * Gaelic, Occitan, Haitian Creole, Turkmen, Tatar, Bashkir, Uyghur, Pashto, Sindhi, Odia, Assamese,
 * Shona, Sesotho, Setswana, Oromo, Igbo, Māori, Tok Pisin, Japanese, Chinese, Korean, Thai, Burmese,
 * Khmer and Lao. The words are in
 * ./web-lexicons/ (one file per group of languages, one entry per language): the request forms
 * (infinitive, informal and formal imperative, first person, a phrase such as "fais un virement",
 * the polite "…して" / "帮我…") of four kinds of web task:
 *
 * - look — find, search, check, compare, read: reads and navigation on the task's sites;
 * - order — buy, order, book, reserve, rent, subscribe: `order-manage`;
 * - post — write to, post, reply, comment, ask, send, share, apply: `message-send`;
 * - pay — transfer, pay: `payment-initiate` (its amount and payee bound by what the intent names);
 * - settings — turn a preference on or off: `account-modify` (read in tasks only, never on controls);
 *
 * and the words of page controls (a button's verbs, phrases and nouns; confirm, save, delete, next,
 * cancel), read by the browser classifier (src/action/browser/labels.ts).
 *
 * Matching is by whole word, with or without accents ("envia", "reserver", "zaplac"; German also
 * with ae/oe/ue/ss), a phrase before its words ("ordina per" sorts, "ordina" orders). A word after an
 * article or possessive is a noun ("la reserva", "mein Buch"); a form that is also a common noun
 * ("Buch", "boek") asks only with an object after it ("Buch mir …"). Scripts written without spaces
 * are matched by the request form itself ("予約して", "购买"). A request next to one of its
 * language's negations ("Nichts kaufen", "no compres", "n'achète rien", "不要买") is refused, never
 * granted. Words of no lexicon grant nothing: an intent this module cannot read stays as narrow as
 * the compiler left it.
 */
import { CLASS } from '../../action/classes.ts';
import type { ActionClass } from '../../action/types.ts';
import { UNSPACED, WORDED } from './web-lexicons/index.ts';
import { entries, fold, listOf } from './web-lexicons/spelling.ts';
import { compileMorphology, lightRequests, type Morphology, withSuffix } from './web-morphology.ts';
import { around, indexed, inSet, lookUp, phraseAt, type Phrases, tokensOf } from './web-tokens.ts';
import type { ControlKind, Lexicon, PlaceKind, WebRequestKind } from './web-lexicons/types.ts';
import { memoByText } from '../../util/memo.ts';

export type { ControlKind, PlaceKind, WebRequestKind } from './web-lexicons/types.ts';

/** The classes a kind of web request asks for. */
export const CLASSES_OF_KIND: Readonly<Record<WebRequestKind, readonly ActionClass[]>> = {
  look: [CLASS.read, CLASS.webFetch],
  order: [CLASS.orderManage],
  post: [CLASS.messageSend],
  pay: [CLASS.paymentInitiate],
  settings: [CLASS.accountModify],
};

export interface ForeignRequest {
  readonly kind: WebRequestKind;
  readonly lang: string;
  /** The words that asked (at most a few, from the intent). */
  readonly evidence: string;
  /** A negation stands next to the request: it is refused. */
  readonly negated: boolean;
}

/**
 * English, for intents the English parser understood nothing of ("Use the chat on … to ask how …"):
 * read only then (see {@link foreignWebRequests}'s `english`).
 */
// prettier-ignore
const ENGLISH: Lexicon = { lang: 'en', negations: 'not don dont never no without', determiners: 'the a an my your his her our their this that', pronouns: 'me us him her them',
  forms: {
    look: 'find search check compare browse show look read',
    order: 'buy order book reserve rent purchase',
    post: 'post reply comment ask write message apply enrol enroll sign+me+up sign+us+up register+me register+us report+a report+an report+the report+my report+this report+our',
    pay: 'pay transfer' }, controls: {}, nouns: {}, places: {} };

export { UNSPACED, WORDED };
export { spellings } from './web-lexicons/spelling.ts';

const KINDS: readonly WebRequestKind[] = ['look', 'order', 'post', 'pay', 'settings'];
/** Kinds a control's label is read for: a task's `settings` words ("aç", "ligar") open or switch on far more than settings on a button. */
const CONTROL_KINDS: readonly ControlKind[] = ['look', 'order', 'post', 'pay', 'commit', 'save', 'remove', 'step', 'leave', 'account'];
/** Words a negation may stand before a request ("no le compres nada") and after it ("kauf das nicht"). */
const NEGATION_BEFORE = 3;
const NEGATION_AFTER = 3;
/** Characters of intent read (an intent longer than the policy's cap never reaches here). */
const MAX_CHARS = 16 * 1024;
/** Words after a verb of making within which its object stands ("crée un nouveau sujet"). */
const CREATE_REACH = 4;

interface Compiled {
  readonly lang: string;
  readonly words: ReadonlyMap<string, WebRequestKind>;
  readonly phrases: Phrases<WebRequestKind>;
  readonly nounLike: ReadonlySet<string>;
  readonly negations: ReadonlySet<string>;
  readonly determiners: ReadonlySet<string>;
  /** Determiners and object pronouns: words that may open an imperative's object. */
  readonly objects: ReadonlySet<string>;
  readonly creates: ReadonlySet<string>;
  readonly postPlaces: ReadonlySet<string>;
  /** Forms with a suffix joined, nouns with a light verb (web-morphology.ts). */
  readonly morphology: Morphology;
}

const compile = (lex: Lexicon): Compiled => {
  const words = new Map<string, WebRequestKind[]>();
  const phrases: [string[], WebRequestKind][] = [];
  for (const kind of KINDS) entries(lex.forms[kind], lex.lang, kind, { words, phrases });
  const set = (list: string | undefined): ReadonlySet<string> => new Set(listOf(list, lex.lang));
  return {
    lang: lex.lang,
    words: new Map([...words].map(([w, kinds]) => [w, kinds[0]!])),
    phrases: indexed(phrases),
    nounLike: set(lex.nounLike),
    negations: set(lex.negations),
    determiners: set(lex.determiners),
    objects: set(`${lex.determiners} ${lex.pronouns}`),
    creates: set(lex.creates),
    postPlaces: new Set(listOf(lex.places.post, lex.lang, true)),
    morphology: compileMorphology(lex),
  };
};
const COMPILED: readonly Compiled[] = WORDED.map(compile);
/**
 * For each request form, the articles and possessives of every language that has it: "mi reserva"
 * is a Spanish noun, and the Portuguese imperative "reserva" is read as one there too; but the
 * Italian article "i" is the Polish "and" ("i napisz").
 */
const DETERMINERS_OF = new Map<string, ReadonlySet<string>>();
{
  // A word of one language (most of them) shares that language's set; each union of sets is made once.
  const unions = new Map<ReadonlySet<string>, Map<ReadonlySet<string>, ReadonlySet<string>>>();
  const union = (a: ReadonlySet<string>, b: ReadonlySet<string>): ReadonlySet<string> => {
    if (a === b) return a;
    const byB = unions.get(a) ?? new Map<ReadonlySet<string>, ReadonlySet<string>>();
    unions.set(a, byB);
    const made = byB.get(b) ?? new Set([...a, ...b]);
    byB.set(b, made);
    return made;
  };
  for (const c of COMPILED)
    for (const w of [...c.words.keys(), ...c.nounLike]) {
      const before = DETERMINERS_OF.get(w);
      DETERMINERS_OF.set(w, before === undefined ? c.determiners : union(before, c.determiners));
    }
}
const COMPILED_ENGLISH = compile(ENGLISH);
/**
 * Articles of the languages written in Latin letters: an English word after one is a noun of that
 * language's sentence ("leia o post do blog", "le post et le commentaire"), never an English request.
 */
const ARTICLES_BEFORE_ENGLISH: ReadonlySet<string> = new Set([
  ...COMPILED_ENGLISH.determiners,
  ...'o os um uma el los las un una le les des du der die das den dem ein eine einen het de een il lo gli la'.split(' '),
]);

/**
 * The web requests `text` makes in the lexicons' languages, each with its language and whether a
 * negation stands next to it; with `english`, English request words too (for an intent the English
 * parser read nothing of). Never throws; bounded by {@link MAX_CHARS}.
 */
/** Web addresses, host names and e-mail addresses (lower-cased): names, never requests. Linear: bounded labels, no host character before. */
const ADDRESSES = /(?<![\w.+@/-])(?:https?:\/\/)?(?:[\w.+-]{1,64}@)?(?:[a-z0-9-]{1,63}\.){1,10}[a-z]{2,24}(?![\p{L}\p{N}])(?:[/?#]\S*)?/gu;

export function foreignWebRequests(text: string, english = false): ForeignRequest[] {
  // A site's address names it, it asks nothing: "prenota" in prenota.example.test is no request to book.
  const input = text
    .slice(0, MAX_CHARS)
    .normalize('NFC')
    .toLowerCase()
    .replace(ADDRESSES, (m) => ' '.repeat(m.length));
  const tokens = tokensOf(input, MAX_CHARS);
  const out: ForeignRequest[] = [];
  for (const lex of english ? [...COMPILED, COMPILED_ENGLISH] : COMPILED) {
    for (let i = 0; i < tokens.length; i++) {
      const word = tokens[i]!;
      const phrase = phraseAt(lex.phrases, tokens, i);
      // "cómpramelo", "እዘዝልኝ": a form with an ending joined to it asks as the form does.
      const suffixed = phrase === undefined && !lex.words.has(word.written) ? withSuffix(lex.words, word, lex.morphology.suffixes) : undefined;
      const kind =
        phrase?.[1] ?? lookUp(lex.words, word) ?? (suffixed !== undefined && !lex.nounLike.has(suffixed.stem) ? suffixed.value : undefined);
      const length = phrase?.[2] ?? 1;
      if (kind === undefined) continue;
      const at = i;
      i += length - 1;
      if (length === 1) {
        // After an article or possessive the word is a noun ("la reserva", "mein Kauf"), in any
        // language that has the word (see DETERMINERS_OF); English ("to ask") is read with its own.
        const determiners = lex === COMPILED_ENGLISH ? ARTICLES_BEFORE_ENGLISH : (lookUp(DETERMINERS_OF, word) ?? lex.determiners);
        if (at > 0 && inSet(determiners, tokens[at - 1])) continue;
        // "Buch mir …", "boek een fiets": a form that is also a noun asks only with its object after it.
        const next = tokens[at + 1];
        if (inSet(lex.nounLike, word) && (next === undefined || !(inSet(lex.objects, next) || /^\d/.test(next.written)))) continue;
      }
      const window = around(tokens, at, at + length - 1, NEGATION_BEFORE, NEGATION_AFTER);
      const evidence = tokens
        .slice(at, at + length)
        .map((t) => t.written)
        .join(' ');
      out.push({ kind, lang: lex.lang, evidence, negated: window.some((w) => inSet(lex.negations, w)) });
    }
    // "سفارش بدین", "order kar do", "laisse un avis": a noun of a kind with a light verb asks for the kind.
    for (const r of lightRequests(lex.morphology, tokens)) {
      const window = around(tokens, r.from, r.to, NEGATION_BEFORE, NEGATION_AFTER);
      const evidence = tokens
        .slice(r.from, r.to + 1)
        .map((t) => t.written)
        .join(' ');
      out.push({ kind: r.kind, lang: lex.lang, evidence, negated: r.negated || window.some((w) => inSet(lex.negations, w)) });
    }
    // "crée un nouveau sujet", "erstelle einen Beitrag": making a topic or message on a site posts it.
    for (let i = 0; i < tokens.length; i++) {
      if (!inSet(lex.creates, tokens[i])) continue;
      const object = tokens.slice(i + 1, i + 1 + CREATE_REACH).find((w) => inSet(lex.postPlaces, w));
      if (object === undefined) continue;
      const window = around(tokens, i, i, NEGATION_BEFORE, NEGATION_AFTER);
      out.push({
        kind: 'post',
        lang: lex.lang,
        evidence: `${tokens[i]!.written} … ${object.written}`,
        negated: window.some((w) => inSet(lex.negations, w)),
      });
    }
  }
  for (const lex of UNSPACED) {
    for (const kind of KINDS) {
      for (const form of lex.forms[kind] ?? []) {
        for (let at = input.indexOf(form); at >= 0; at = input.indexOf(form, at + form.length)) {
          // "ไม่ต้องซื้อ", "안 사": a negation of up to a few characters just before, a space between or not.
          const before = input.slice(Math.max(0, at - 8), at).trimEnd();
          const after = input.slice(at + form.length, at + form.length + 4);
          const negated = lex.before.some((n) => before.endsWith(n)) || lex.after.some((n) => after.startsWith(n) || after.includes(n));
          out.push({ kind, lang: lex.lang, evidence: form, negated });
          if (out.length >= 64) return out;
        }
      }
    }
  }
  return out;
}

/** One word or phrase of a control's label that a lexicon reads. `at`: its place in the label (0: it leads). */
export interface ControlWord {
  readonly kind: ControlKind;
  readonly lang: string;
  readonly evidence: string;
  readonly at: number;
  /** A noun ("Bestellung"), or a form that is also one ("Boek"): it makes no link a command, and follows a looking word as its object. */
  readonly noun?: boolean;
}

/** Longest label read (a control's name is short; a longer text names a thing). */
const MAX_LABEL_CHARS = 200;

interface Reading {
  readonly kind: ControlKind;
  readonly noun: boolean;
}
interface CompiledControls {
  readonly lang: string;
  /** Each word's readings: a word listed under two kinds ("senden": post and commit) has both, and the classifier takes the more dangerous. */
  readonly words: ReadonlyMap<string, readonly Reading[]>;
  readonly phrases: Phrases<Reading>;
  readonly nounLike: ReadonlySet<string>;
}

interface Controls {
  readonly lexicons: readonly CompiledControls[];
  /** Every word and phrase-opening word the control lexicons read, in every spelling, with the lexicons (by index) that read it. */
  readonly vocabulary: ReadonlyMap<string, readonly number[]>;
}

// A control says what a request form or a control word of its language says: one lexicon for tasks and pages.
// Built on the first control read (about 3 MB of tables): a fence whose tools are no browser's never reads one.
let controls: Controls | undefined;
function compiledControls(): Controls {
  if (controls !== undefined) return controls;
  const lexicons = WORDED.map((lex): CompiledControls => {
    const words = new Map<string, Reading[]>();
    const phrases: [string[], Reading][] = [];
    for (const kind of CONTROL_KINDS) {
      const form = (KINDS as readonly string[]).includes(kind) ? lex.forms[kind as WebRequestKind] : undefined;
      entries(form, lex.lang, { kind, noun: false }, { words, phrases });
      entries(lex.controls[kind], lex.lang, { kind, noun: false }, { words, phrases });
      entries(lex.nouns[kind], lex.lang, { kind, noun: true }, { words, phrases }, true);
    }
    // One reading per kind: a verb form listed as a noun too ("commande") stays a verb.
    const merged = new Map([...words].map(([w, list]) => [w, list.filter((r, i) => list.findIndex((o) => o.kind === r.kind) === i)]));
    return { lang: lex.lang, words: merged, phrases: indexed(phrases), nounLike: new Set(listOf(lex.nounLike, lex.lang)) };
  });
  const vocabulary = new Map<string, number[]>();
  lexicons.forEach((c, index) => {
    for (const word of new Set([...c.words.keys(), ...c.phrases.keys()])) vocabulary.set(word, [...(vocabulary.get(word) ?? []), index]);
  });
  controls = { lexicons, vocabulary };
  return controls;
}

/**
 * The words of a control's label (a button's or link's accessible name) that the lexicons read, in
 * every language they know, each with its kind and place. Never throws; bounded.
 */
export const controlWords: (label: string) => readonly ControlWord[] = memoByText(readControlWords, {
  entries: 2048,
  maxKeyChars: MAX_LABEL_CHARS,
});
function readControlWords(label: string): ControlWord[] {
  const input = label.slice(0, MAX_LABEL_CHARS).normalize('NFC').toLowerCase();
  const tokens = tokensOf(input, MAX_LABEL_CHARS).slice(0, 24);
  const out: ControlWord[] = [];
  // Most labels hold no word of most lexicons: one look-up per token picks the languages worth reading
  // (a lexicon none of whose words or phrase openings is among the tokens reads nothing in the label).
  const { lexicons, vocabulary } = compiledControls();
  const reading = new Set(tokens.flatMap((t) => [...(vocabulary.get(t.written) ?? []), ...(vocabulary.get(t.bare) ?? [])]));
  for (const lex of lexicons.filter((_, index) => reading.has(index))) {
    for (let i = 0; i < tokens.length; i++) {
      const phrase = phraseAt(lex.phrases, tokens, i);
      if (phrase !== undefined) {
        const evidence = phrase[0].join(' ').replace(/ ~ /g, ' … ');
        out.push({ kind: phrase[1].kind, lang: lex.lang, evidence, at: i, ...(phrase[1].noun ? { noun: true } : {}) });
        i += phrase[2] - 1;
        continue;
      }
      const word = tokens[i]!;
      // "Boek nu", never a lone "Boek" (a book), nor "… post title": a form that is also a noun commands only leading another word.
      const nounLike = inSet(lex.nounLike, word);
      if (nounLike && (i > 0 || i + 1 >= tokens.length)) continue;
      for (const r of lookUp(lex.words, word) ?? [])
        out.push({ kind: r.kind, lang: lex.lang, evidence: word.written, at: i, ...(r.noun || nounLike ? { noun: true } : {}) });
    }
  }
  // Only a label with characters beyond ASCII can hold a form of a language written without spaces.
  if (/^\p{ASCII}*$/u.test(input)) return out;
  for (const lex of UNSPACED) {
    for (const kind of CONTROL_KINDS) {
      const forms = [
        ...((KINDS as readonly string[]).includes(kind) ? (lex.forms[kind as WebRequestKind] ?? []) : []),
        ...(lex.controls[kind] ?? []),
      ];
      for (const form of forms) {
        const at = input.indexOf(form);
        if (at >= 0) out.push({ kind, lang: lex.lang, evidence: form, at: input.slice(0, at).trim().length === 0 ? 0 : 1 });
      }
    }
  }
  return out;
}

const PLACES = new Map<string, PlaceKind>();
for (const lex of WORDED)
  for (const [kind, list] of Object.entries(lex.places) as [PlaceKind, string][])
    for (const w of listOf(list, lex.lang, true)) if (!PLACES.has(w)) PLACES.set(w, kind);

/** What a word of a page's title, path or form name (in a lexicon's language) says the page is about, if anything. */
export function placeKindOf(word: string): PlaceKind | undefined {
  const known = PLACES.get(word) ?? PLACES.get(fold(word.toLowerCase()));
  if (known !== undefined || word.length < 2 || /^\p{ASCII}*$/u.test(word)) return known;
  for (const lex of UNSPACED)
    for (const [kind, list] of Object.entries(lex.places) as [PlaceKind, readonly string[]][]) if (list.some((p) => word.includes(p))) return kind;
  return undefined;
}
