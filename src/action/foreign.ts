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
 */
import { isOrdinaryWord } from '../capability/compile/lexicon.ts';
import { ExplainerIndex, MAX_NOUN_ENDING } from './foreign-index.ts';
import { AUSTRONESIAN_BANTU } from './glosses/austronesian-bantu.ts';
import { CENTRAL_EASTERN } from './glosses/central-eastern.ts';
import { GERMANIC } from './glosses/germanic.ts';
import type { ToolLanguage } from './glosses/language.ts';
import { OTHER } from './glosses/other.ts';
import { ROMANCE } from './glosses/romance.ts';
import { READ_HEAD_NOUNS, VERBS } from './lexicon.ts';
import { CODE_OBJECTS, OBJECT_CLASS, PEOPLE } from './nouns.ts';

export const TOOL_LANGUAGES: readonly ToolLanguage[] = [...ROMANCE, ...GERMANIC, ...CENTRAL_EASTERN, ...OTHER, ...AUSTRONESIAN_BANTU];

/** Lower case without accents: "Hämtar" and "hamtar", "créer" and "creer" are one word. */
export function foldWord(word: string): string {
  return stripAccents(word).toLowerCase();
}

/** The letters of `text` without accents, case kept ("Hämta" → "Hamta"): names split into words after this. */
export function stripAccents(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[øØœŒæÆłŁđĐıðþ]/g, (c) => ACCENTLESS[c] ?? c);
}
// prettier-ignore
const ACCENTLESS: Readonly<Record<string, string>> = {
  ø: 'o', Ø: 'O', œ: 'oe', Œ: 'Oe', æ: 'ae', Æ: 'Ae', ł: 'l',
  Ł: 'L', đ: 'd', Đ: 'D', ı: 'i', ð: 'd', þ: 'th',
};

type Kind = 'verb' | 'noun' | 'small';
interface Gloss {
  readonly english: string;
  readonly kind: Kind;
}
/** A language of the tables, ready for look-ups. */
export interface CompiledLanguage {
  readonly lang: string;
  readonly exact: Map<string, Gloss>;
  /** Stems, longest first. */
  readonly stems: Map<string, (readonly [string, Gloss])[]>;
  /** Phrases by their first word: the words after it and the gloss. */
  readonly phrases: Map<string, (readonly [readonly string[], Gloss])[]>;
  /** Nouns that head compounds, longest first (empty for languages that do not compound). */
  readonly heads: Map<string, (readonly [string, Gloss])[]>;
  /** Endings a listed noun takes (definite article, case), longest first. */
  readonly endings: readonly string[];
}

let compiled: readonly CompiledLanguage[] | undefined;
/** Longest inflection a stem takes ("-lerini" of Turkish, "-ami" of Polish). */
const MAX_ENDING = 6;

function languages(): readonly CompiledLanguage[] {
  if (compiled !== undefined) return compiled;
  compiled = TOOL_LANGUAGES.map((language) => {
    const endings = (language.endings ?? '')
      .split(/\s+/)
      .filter((e) => e.length > 0)
      .sort((a, b) => b.length - a.length);
    if ((endings[0]?.length ?? 0) > MAX_NOUN_ENDING) throw new RangeError(`noun ending "${endings[0]}" (${language.lang}) is too long`);
    const out: CompiledLanguage = { lang: language.lang, exact: new Map(), stems: new Map(), phrases: new Map(), heads: new Map(), endings };
    // Stems by their first four letters, heads of compounds by their last four: a word looks up one short list.
    const add = (index: Map<string, (readonly [string, Gloss])[]>, key: string, entry: readonly [string, Gloss]): void => {
      const list = index.get(key) ?? [];
      list.push(entry);
      index.set(key, list);
    };
    // Nouns first: a form that is both ("reserva", "ayarlar") reads as the thing named.
    const tables: [Kind, Readonly<Record<string, string>>][] = [
      ['noun', language.nouns],
      ['verb', language.verbs],
      ['small', language.small],
    ];
    for (const [kind, table] of tables) {
      for (const [english, forms] of Object.entries(table)) {
        const gloss = { english, kind };
        for (const form of forms.split(/\s+/)) {
          if (form.length === 0) continue;
          if (form.includes('_')) {
            const [first, ...rest] = form.split('_').map(foldWord);
            const list = out.phrases.get(first!) ?? [];
            list.push([rest, gloss]);
            out.phrases.set(first!, list);
          } else if (form.endsWith('*')) {
            // A stem of fewer than four letters begins too many words: such forms are written out.
            if (form.length < 5) throw new RangeError(`tool word stem "${form}" (${language.lang}) is shorter than four letters`);
            const stem = foldWord(form.slice(0, -1));
            add(out.stems, stem.slice(0, 4), [stem, gloss]);
          } else {
            const word = foldWord(form);
            if (!out.exact.has(word)) out.exact.set(word, gloss);
            if (kind === 'noun' && language.compounds === true && word.length >= 4) add(out.heads, word.slice(-4), [word, gloss]);
          }
        }
      }
    }
    for (const index of [out.stems, out.heads]) for (const list of index.values()) list.sort((a, b) => b[0].length - a[0].length);
    for (const list of out.phrases.values()) list.sort((a, b) => b[0].length - a[0].length);
    return out;
  });
  return compiled;
}

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
  if (ENGLISH_SMALL.has(word) || isOrdinaryWord(word) || (word.length >= 5 && ENGLISH_ENDING.test(word))) return true;
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

/** What `lang` makes of `words[i]` (folded): a phrase starting there (with its length), a word, a stem, or a compound's head. */
function lookup(lang: CompiledLanguage, words: readonly string[], i: number, phrases = true): { gloss: Gloss; length: number } | undefined {
  const word = words[i]!;
  for (const [rest, gloss] of phrases ? (lang.phrases.get(word) ?? []) : [])
    if (rest.every((w, k) => words[i + 1 + k] === w)) return { gloss, length: 1 + rest.length };
  // "loeschen", "aendern", "ueberweisen": a name writes an umlaut as its vowel and "e".
  const exact = lang.exact.get(word) ?? (/[aou]e/.test(word) ? lang.exact.get(word.replace(/([aou])e/g, '$1')) : undefined);
  if (exact !== undefined) return { gloss: exact, length: 1 };
  // A stem takes inflections ("faktury", "zamówieniami"), not a longer word that begins the same way ("summarizer").
  for (const [stem, gloss] of lang.stems.get(word.slice(0, 4)) ?? [])
    if (word.startsWith(stem) && word.length - stem.length <= MAX_ENDING) return { gloss, length: 1 };
  const head = headOf(lang, word);
  if (head !== undefined) return { gloss: head, length: 1 };
  // "kunden", "ordren", "Kunden": a listed noun (or a compound's head) with an ending its table need not list.
  for (const ending of lang.endings) {
    if (word.length - ending.length < 3 || !word.endsWith(ending)) continue;
    const bare = word.slice(0, -ending.length);
    const noun = lang.exact.get(bare);
    const found = noun?.kind === 'noun' ? noun : headOf(lang, bare);
    if (found !== undefined) return { gloss: found, length: 1 };
  }
  return undefined;
}

/** The noun that ends a compound ("leverantörsfakturor" ends in "fakturor"), in a language that compounds. */
function headOf(lang: CompiledLanguage, word: string): Gloss | undefined {
  if (word.length < 7) return undefined;
  for (const [head, gloss] of lang.heads.get(word.slice(-4)) ?? []) if (word.length - head.length >= 3 && word.endsWith(head)) return gloss;
  return undefined;
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
  'csv', 'xml', 'json', 'api', 'url', 'gps', 'qr', 'id', 'ids', 'ok', 'pin', 'otp']);
/** What a word no table explains and English does not know adds for the language of the words around it. */
const UNEXPLAINED = 0.5;

/**
 * The language that explains most of `folded`, and whether the words are mostly in it: it must
 * explain at least one content word that is no English word (small words alone, "del" or "si",
 * decide nothing), and a text is that language's when its words outnumber the English ones it does
 * not explain. Units and abbreviations count for neither; a word neither English nor explained
 * ("ursprung" among Swedish words) counts a little for the language, never more than the words it
 * explains.
 */
function decide(folded: readonly string[]): Decision | undefined {
  // Only languages that explain some word are weighed (most names and arguments are English: none is).
  const candidates = new Set<CompiledLanguage>();
  for (const word of folded) (index ??= new ExplainerIndex(languages())).addExplainers(word, candidates);
  if (candidates.size === 0) return undefined;
  // A word of one or two letters a language does not explain ("kg", "st") votes neither for it nor for English.
  const neutral = folded.map((w) => NEUTRAL.has(w) || (w.length <= 2 && !ENGLISH_SMALL.has(w)));
  const english = folded.map((w, i) => !neutral[i] && isEnglishWord(w));
  // An English agent noun a table explains ("sender": Danish "sends") counts for that language only beside other words of it.
  const agent = folded.map(isAgentNoun);
  let best: { lang: CompiledLanguage; content: number; score: number; others: number } | undefined;
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
    const score = content + small + Math.min(UNEXPLAINED * unexplained, content + small) - others;
    if (content > 0 && (best === undefined || score > best.score)) best = { lang, content, score, others };
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
export function decideLanguage(words: readonly string[]): Decision | undefined {
  const folded = words.map(foldWord);
  const key = folded.join(' ');
  const known = decided.get(key);
  if (known !== undefined) return known ?? undefined;
  const decision = decide(folded);
  if (decided.size >= MAX_DECIDED) decided.clear();
  decided.set(key, decision ?? null);
  return decision;
}

/** Each word glossed under `decision` (a phrase becomes one word), marked when it was. Words come back folded. */
export function glossWith(decision: Decision | undefined, words: readonly string[]): { word: string; glossed: boolean }[] {
  const folded = words.map(foldWord);
  if (decision === undefined) return folded.map((word) => ({ word, glossed: false }));
  const out: { word: string; glossed: boolean }[] = [];
  for (let i = 0; i < folded.length; i++) {
    const word = folded[i]!;
    const found = lookup(decision.lang, folded, i);
    // In a mostly English text only a content word that is no English word is glossed ("leverantor" in `pay_leverantor`).
    const take =
      found !== undefined && (decision.foreign || (found.gloss.kind !== 'small' && found.length === 1 && word.length >= 4 && !isEnglishWord(word)));
    if (take) {
      out.push({ word: found.gloss.english, glossed: true });
      i += found.length - 1;
    } else out.push({ word, glossed: false });
  }
  return out;
}

/**
 * Gloss a list of words (a name's, an argument's, a path's). Words are folded; a word no language
 * explains is returned folded and unchanged.
 */
export function glossWords(words: readonly string[]): GlossedWords {
  const decided = decideLanguage(words);
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
const WORD = /[\p{L}\p{M}]+/gu;

/**
 * A tool's description (or any of its texts) in English: word for word where it is mostly a
 * language the tables know, punctuation and values kept where they stand; unchanged otherwise.
 */
export function englishText(text: string | undefined): GlossedText {
  if (text === undefined || text.length === 0) return { text: text ?? '', glossed: 0 };
  const source = text.slice(0, MAX_TEXT);
  const tokens = [...source.matchAll(WORD)].map((m) => ({ at: m.index, word: m[0] }));
  const glossed = glossWords(tokens.map((t) => t.word));
  if (!glossed.foreign || glossed.glossed === 0) return { text, glossed: 0 };
  // Rebuild: each glossed word (or phrase) replaces the span of its tokens; a phrase spans only words apart by spaces.
  const decided = languages().find((l) => l.lang === glossed.lang)!;
  const folded = tokens.map((t) => foldWord(t.word));
  let out = '';
  let last = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    let found = lookup(decided, folded, i);
    // A phrase whose words stand apart by more than spaces ("boka. Om …") is no phrase.
    const apart = (t: { at: number }, k: number): boolean => !/^\s+$/.test(source.slice(tokens[i + k]!.at + tokens[i + k]!.word.length, t.at));
    if (found !== undefined && found.length > 1 && tokens.slice(i + 1, i + found.length).some(apart)) found = lookup(decided, folded, i, false);
    if (found === undefined) continue;
    const length = found.length;
    const end = tokens[i + length - 1]!;
    out += source.slice(last, token.at) + found.gloss.english;
    last = end.at + end.word.length;
    i += length - 1;
  }
  out += source.slice(last);
  return { text: out, lang: glossed.lang, glossed: glossed.glossed };
}
