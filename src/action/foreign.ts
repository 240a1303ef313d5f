/**
 * Tools named and described in other languages, read in English: the words of a name, a
 * description, an argument, a SQL table or an API path are glossed through the tool-word tables of
 * src/action/glosses/ ("Visar företagets inställningar" → "shows company settings", `boka_om` →
 * reschedule, `encomendas` → orders), so the classifier and the compiler's grounding read them with
 * the English they already know.
 *
 * The language is decided per text, by the words only it explains that are no English word. A text
 * that is mostly that language is glossed word for word, small words included; in a text that is
 * mostly English only words that are no English word are glossed (a content word of four letters
 * or more), and a description is left as written. A word nothing explains stays as written: what
 * is not understood is never read as a read.
 *
 * Scripts other than the Latin one (src/action/glosses/scripts.ts): Chinese and Japanese text is
 * cut into the forms of their tables, longest first; Arabic and Hebrew words are read behind their
 * clitics; a clause of a language whose verb comes last (Japanese, Korean, Hindi, Persian) is
 * read verb first, as the English classifier reads a sentence.
 */
import { isOrdinaryWord } from '../capability/compile/lexicon.ts';
import { ExplainerIndex } from './foreign-index.ts';
import { type CompiledLanguage, cutWord, foldAndCut, foldWord, languages, lookup } from './glosses/compiled.ts';
import { englishMarks, type GlossItem, HALF_WIDTH, hasUnspaced, inOrder, tidySpaces, verbsFirst } from './glosses/scripts.ts';
import { READ_HEAD_NOUNS, VERBS } from './lexicon.ts';
import { CODE_OBJECTS, OBJECT_CLASS, PEOPLE } from './nouns.ts';

export { type CompiledLanguage, foldWord, stripAccents, TOOL_LANGUAGES } from './glosses/compiled.ts';

let small: ReadonlySet<string> | undefined;
/** English words among the small words of other languages that name things ("van", "son"): they stay evidence. */
const THINGS = new Set(['van', 'son', 'die', 'pro']);

/**
 * A small word of another language ("la", "de", "och", "der"): no evidence of what a text is about.
 * An English word that names a thing ("van") or has four letters or more ("care", "till") is kept.
 */
export function isForeignSmallWord(word: string): boolean {
  small ??= new Set(languages().flatMap((l) => [...l.exact].filter(([, g]) => g.kind === 'small').map(([w]) => w)));
  return small.has(word) && !THINGS.has(word) && !(word.length >= 4 && isEnglishWord(word));
}

/** Verbs of other languages the English lexicon lists for names (`obtener`, `erstellen`): not English for deciding a text's language. */
const LEXICON_FOREIGN = new Set([
  'obtener',
  'consultar',
  'buscar',
  'listar',
  'abrufen',
  'suchen',
  'recuperar',
  'ver',
  'mostrar',
  'calcular',
  'crear',
]);
// prettier-ignore
const ENGLISH_SMALL = new Set(['the', 'a', 'an', 'of', 'to', 'and', 'or', 'for', 'with', 'without', 'by', 'in', 'on', 'at', 'from', 'into', 'onto', 'is',
  'are', 'was', 'were', 'be', 'been', 'it', 'its', 'this', 'that', 'these', 'those', 'which', 'who', 'what', 'when', 'where', 'if', 'not', 'no', 'all', 'any',
  'each', 'every', 'only', 'one', 'your', 'you', 'we', 'our', 'their', 'they', 'his', 'her', 'can', 'will', 'may', 'must', 'has', 'have', 'do', 'does', 'as',
  'so', 'but', 'also', 'more', 'other', 'such', 'via', 'per', 'up', 'out', 'new', 'given', 'e', 'g', 'ie', 'etc', 'id', 'ids']);

/** Endings of English derived words ("conversion", "active", "sabotage", "mental"): such a word is read as English. */
const ENGLISH_ENDING = /(?:tion|sion|ment|ness|ity|ive|ous|ful|less|able|ible|ing|ance|ence|ism|ize|ise|age|al|ly|ed)$/;

/** A word English tool text uses: a small word, an ordinary word, a verb or noun the classifier reads, or a derived word. */
export function isEnglishWord(word: string): boolean {
  if (LEXICON_FOREIGN.has(word)) return false;
  // "-ing" ends nouns of the Germanic languages too ("hyrutrustning", "bokning", "betalning"): such a word is English only on
  // an English stem ("booking", "planning"), which the look-ups below find.
  if (ENGLISH_SMALL.has(word) || isOrdinaryWord(word) || (word.length >= 5 && ENGLISH_ENDING.test(word) && !word.endsWith('ing'))) return true;
  const bare = [
    word,
    word.replace(/s$/, ''),
    word.replace(/(?<=s|x|z|ch|sh)es$/, ''),
    word.replace(/ies$/, 'y'),
    word.replace(/e?d$/, ''),
    word.replace(/ing$/, ''),
  ];
  // "planning", "shipped": a doubled consonant before the ending.
  bare.push(word.replace(/([^aeiou])\1(?:ing|ed)$/, '$1'), word.replace(/ing$/, 'e'));
  if (isAgentNoun(word)) return true;
  return bare.some((w) => w.length > 1 && (VERBS.has(w) || OBJECT_CLASS.has(w) || READ_HEAD_NOUNS.has(w) || PEOPLE.has(w) || CODE_OBJECTS.has(w)));
}

/** "sender", "importer", "scheduler", "planner": the agent noun of an English verb is English, whatever a table makes of it. */
function isAgentNoun(word: string): boolean {
  if (!/ers?$/.test(word)) return false;
  const verbs = [word.replace(/ers?$/, ''), word.replace(/rs?$/, ''), word.replace(/([^aeiou])\1ers?$/, '$1')];
  return verbs.some((verb) => verb.length >= 3 && VERBS.has(verb));
}

export interface GlossedWords {
  /** The words, each glossed into English where its language explains it (a phrase becomes one word). */
  readonly words: readonly string[];
  /** The language decided, when one explains any word that is no English word. */
  readonly lang?: string;
  /** Mostly that language: more of its words that are no English word than English words it does not explain. */
  readonly foreign: boolean;
  readonly glossed: number;
}

/**
 * Units, abbreviations and Latin every language writes ("kg", "per", "SMS"): English spells them
 * too, so they vote for no language. So does any word of one or two letters no table explains.
 */
// prettier-ignore
const NEUTRAL = new Set(['per', 'via', 'pro', 'etc', 'kg', 'mg', 'cm', 'mm', 'km', 'ml', 'dl', 'kwh', 'min', 'max', 'pcs', 'qty', 'nr', 'eur',
  'usd', 'gbp', 'chf', 'sek', 'nok', 'dkk', 'pln', 'czk', 'huf', 'ron', 'try', 'rub', 'vat', 'iban', 'bic', 'swift', 'sku', 'ean', 'sms', 'mms', 'pdf',
  'csv', 'xml', 'json', 'api', 'url', 'gps', 'qr', 'id', 'ids', 'ok', 'pin', 'otp', 'e', 'mail', 'email']);
/** What a word no table explains and English does not know adds for the language of the words around it. */
const UNEXPLAINED = 0.5;
/** What a verb the language reads as the text's first word adds for it. */
const OPENING_VERB = 1;

/**
 * The language that explains most of `folded`, and whether the words are mostly in it: it must
 * explain at least one content word that is no English word (small words alone, "del" or "si",
 * decide nothing), and a text is that language's when its words outnumber the English ones it does
 * not explain. Units and abbreviations count for neither; a word neither English nor explained
 * ("ursprung" among Swedish words) counts a little for the language, never more than the words it
 * explains.
 */
function decide(folded: readonly string[], opening: boolean): Decision | undefined {
  // Only languages that explain some word are weighed (most names and arguments are English: none is).
  const candidates = new Set<CompiledLanguage>();
  for (const word of folded) (index ??= new ExplainerIndex(languages())).addExplainers(word, candidates);
  if (candidates.size === 0) return undefined;
  // A word of one or two letters a language does not explain ("kg", "st") votes neither for it nor for English.
  const neutral = folded.map((w) => NEUTRAL.has(w) || (w.length <= 2 && !ENGLISH_SMALL.has(w)));
  const english = folded.map((w, i) => !neutral[i] && isEnglishWord(w));
  // An English agent noun a table explains ("sender": Danish "sends") counts for that language only beside other words of it.
  const agent = folded.map(isAgentNoun);
  let best: { lang: CompiledLanguage; score: number; unexplained: number } | undefined;
  for (const lang of languages()) {
    if (!candidates.has(lang)) continue;
    let content = 0;
    let small = 0;
    let others = 0;
    let unexplained = 0;
    let agents = 0;
    for (let i = 0; i < folded.length; i++) {
      const found = lookup(lang, folded, i);
      if (found !== undefined && found.length === 1 && agent[i]) agents++;
      else if (found !== undefined && (found.length > 1 || (!english[i] && !NEUTRAL.has(folded[i]!)))) {
        if (found.gloss.kind === 'small') small++;
        else content++;
      } else if (found === undefined && english[i]) others++;
      else if (found === undefined && !english[i] && !neutral[i] && folded[i]!.length >= 4) unexplained++;
      if (found !== undefined) i += found.length - 1;
    }
    if (content + small > 0) content += agents;
    // A tool's description that opens with a verb the language reads ("Naroči …", "Memesan …") is that language's more than
    // one whose table only knows a noun further on: descriptions open with what the tool does (`opening`; never an intent,
    // where a first word of one language is often a small word of another: Finnish "vasta", only, is Estonian "reply").
    // (A sentence only: a name's or an argument's one or two words are no description.)
    const opens = opening && folded.length >= 3 && !english[0] && lookup(lang, folded, 0)?.gloss.kind === 'verb' ? OPENING_VERB : 0;
    const score = content + small + opens + Math.min(UNEXPLAINED * unexplained, content + small) - others;
    // Of two languages that score alike, the one that leaves fewer words unexplained (Bulgarian over Russian for "Връща парите").
    if (content > 0 && (best === undefined || score > best.score || (score === best.score && unexplained < best.unexplained)))
      best = { lang, score, unexplained };
  }
  return best === undefined ? undefined : { lang: best.lang, foreign: best.score > 0 };
}

let index: ExplainerIndex<CompiledLanguage> | undefined;

/** The language a list of words is in, for {@link glossWith}: decided once for a whole name, used for each of its segments. */
export interface Decision {
  readonly lang: CompiledLanguage;
  readonly foreign: boolean;
}

/** Decisions already made, by the words they were made on: names and argument names recur on every call. */
const decided = new Map<string, Decision | null>();
/** Most decisions kept (the words come from tool names and from agents' arguments: bounded, and dropped when full). */
const MAX_DECIDED = 4096;

/** The language of these words (any case, accents or not), or undefined when none explains a word that is no English word. */
export function decideLanguage(words: readonly string[], opening = false): Decision | undefined {
  const folded = foldAndCut(words);
  const key = `${opening ? '1' : '0'}${folded.join(' ')}`;
  const known = decided.get(key);
  if (known !== undefined) return known ?? undefined;
  const decision = decide(folded, opening);
  if (decided.size >= MAX_DECIDED) decided.clear();
  decided.set(key, decision ?? null);
  return decision;
}

/** Each word glossed under `decision` (a phrase becomes one word), marked when it was. Words come back folded; a particle read as nothing is dropped. */
export function glossWith(decision: Decision | undefined, words: readonly string[]): { word: string; glossed: boolean }[] {
  const folded = foldAndCut(words);
  if (decision === undefined) return folded.map((word) => ({ word, glossed: false }));
  const out: { word: string; glossed: boolean }[] = [];
  for (let i = 0; i < folded.length; i++) {
    const word = folded[i]!;
    const found = lookup(decision.lang, folded, i);
    // In a mostly English text only a content word that is no English word is glossed ("leverantor" in `pay_leverantor`).
    const take =
      found !== undefined && (decision.foreign || (found.gloss.kind !== 'small' && found.length === 1 && word.length >= 4 && !isEnglishWord(word)));
    if (take) {
      if (found.gloss.english.length > 0) out.push({ word: found.gloss.english, glossed: true });
      i += found.length - 1;
    } else out.push({ word, glossed: false });
  }
  return out;
}

/** What the table of `decision`'s language makes of the words of `folded` from `i` (a phrase takes several), if anything. */
export function glossAt(
  decision: Decision,
  folded: readonly string[],
  i: number,
): { english: string; kind: 'verb' | 'noun' | 'small'; length: number } | undefined {
  const found = lookup(decision.lang, folded, i);
  return found === undefined ? undefined : { english: found.gloss.english, kind: found.gloss.kind, length: found.length };
}

/** `words` folded as the tables fold them (accents, case; a run of an unspaced script cut into its words). */
export function foldWords(words: readonly string[]): string[] {
  return foldAndCut(words);
}

/**
 * Gloss a list of words (a name's, an argument's, a path's). Words are folded; a word no language
 * explains is returned folded and unchanged.
 */
export function glossWords(words: readonly string[], opening = false): GlossedWords {
  const decided = decideLanguage(words, opening);
  const out = glossWith(decided, words);
  return {
    words: out.map((w) => w.word),
    ...(decided === undefined ? {} : { lang: decided.lang.lang }),
    foreign: decided?.foreign === true,
    glossed: out.filter((w) => w.glossed).length,
  };
}

export interface GlossedText {
  /** The text in English words where it is mostly another language; else the text as written. */
  readonly text: string;
  readonly lang?: string;
  readonly glossed: number;
}

/** Longest text glossed (a description is a hint, never worth unbounded work). */
const MAX_TEXT = 4000;
/**
 * A word: letters and their marks, a zero-width joiner inside it kept (Sinhala "ක්‍රියා" is one word; folding drops it), and
 * one that ends it (an older Malayalam chillu, "ഓര്‍ഡര്‍", is its consonant, virama and joiner; folding makes it one letter).
 */
const WORD = /[\p{L}\p{M}]+(?:\u200d[\p{L}\p{M}]*)*/gu;
/** Texts already read (descriptions recur: a catalog is read for each token and each call's choices). */
const texts = new Map<string, GlossedText>();
const descriptions = new Map<string, GlossedText>();
const MAX_TEXTS = 2048;

/**
 * A tool's description (or any of its texts) in English: word for word where it is mostly a
 * language the tables know, punctuation and values kept where they stand; unchanged otherwise.
 * Where the language's verb ends its clause, each clause is read verb first.
 */
export function englishText(text: string | undefined): GlossedText {
  return cachedText(text, false);
}

/** A tool's description in English, as {@link englishText}: its language weighed with the verb it opens with. */
export function descriptionText(text: string | undefined): GlossedText {
  return cachedText(text, true);
}

function cachedText(text: string | undefined, opening: boolean): GlossedText {
  if (text === undefined || text.length === 0) return { text: text ?? '', glossed: 0 };
  const cache = opening ? descriptions : texts;
  const known = cache.get(text);
  if (known !== undefined) return known;
  const read = readText(text, opening);
  if (cache.size >= MAX_TEXTS) cache.clear();
  cache.set(text, read);
  return read;
}

function readText(text: string, opening: boolean): GlossedText {
  let source = text.slice(0, MAX_TEXT);
  if (HALF_WIDTH.test(source)) source = source.normalize('NFKC');
  const tokens: { at: number; word: string }[] = [];
  for (const m of source.matchAll(WORD)) {
    if (!hasUnspaced(m[0])) tokens.push({ at: m.index, word: m[0] });
    else for (const part of cutSpans(m[0])) tokens.push({ at: m.index + part.at, word: part.word });
  }
  const glossed = glossWords(
    tokens.map((t) => t.word),
    opening,
  );
  if (!glossed.foreign || glossed.glossed === 0) return { text, glossed: 0 };
  // Rebuild: each glossed word (or phrase) replaces the span of its tokens; a phrase spans only words apart by spaces or a hyphen.
  const decided = languages().find((l) => l.lang === glossed.lang)!;
  const folded = tokens.map((t) => foldWord(t.word));
  const items: GlossItem[] = [];
  let last = 0;
  let glossedBefore = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    let found = lookup(decided, folded, i);
    // A phrase whose words stand apart by more than spaces ("boka. Om …") is no phrase; words cut from one run stand together,
    // and so do words a hyphen joins (Scottish Gaelic "neach-ceannach", a customer; "post-d", e-mail).
    const apart = (t: { at: number }, k: number): boolean =>
      !/^(?:[\s\u200c]*|-)$/.test(source.slice(tokens[i + k]!.at + tokens[i + k]!.word.length, t.at));
    if (found !== undefined && found.length > 1 && tokens.slice(i + 1, i + found.length).some(apart)) found = lookup(decided, folded, i, false);
    const between = source.slice(last, token.at);
    // Words cut from one run: a glossed one is set apart from its neighbours by a space.
    const glued = between.length === 0 && i > 0 && (found !== undefined || glossedBefore);
    if (between.length > 0 || glued) items.push({ text: glued ? ' ' : decided.tidy ? englishMarks(between) : between, between: true });
    if (found === undefined) {
      items.push({ text: token.word });
      last = token.at + token.word.length;
      glossedBefore = false;
      continue;
    }
    const end = tokens[i + found.length - 1]!;
    const lead = found.length === 1 && decided.coverbs.has(folded[i]!);
    const trail = found.length === 1 && decided.subordinators.has(folded[i]!);
    items.push({ text: found.gloss.english, kind: found.gloss.kind, ...(lead ? { lead } : {}), ...(trail ? { trail } : {}) });
    last = end.at + end.word.length;
    glossedBefore = true;
    i += found.length - 1;
  }
  const rest = source.slice(last);
  if (rest.length > 0) items.push({ text: decided.tidy ? englishMarks(rest) : rest, between: true });
  const order = decided.verbFinal ? 'final' : decided.coverbs.size > 0 ? 'lead' : undefined;
  const out = order === undefined ? inOrder(items) : verbsFirst(items, order);
  return { text: decided.tidy ? tidySpaces(out) : out, lang: glossed.lang, glossed: glossed.glossed };
}

/** A word with letters of a script written without spaces cut into its words, with their offsets in it (the word folded keeps its length). */
function cutSpans(word: string): { at: number; word: string }[] {
  const folded = foldWord(word);
  if (folded.length !== word.length) return [{ at: 0, word }];
  const out: { at: number; word: string }[] = [];
  let at = 0;
  for (const part of cutWord(folded)) {
    out.push({ at, word: word.slice(at, at + part.length) });
    at += part.length;
  }
  return out;
}
