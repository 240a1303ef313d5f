/**
 * The tool-word tables of this folder compiled for look-ups (src/action/foreign.ts reads words
 * with them): each language's forms by kind, its stems keyed by their first letters, its phrases
 * by their first word, the heads of its compounds, its endings and prefixes, and the light verbs
 * and modifiers that follow its verbs; and the one look-up every reader shares, what a language
 * makes of a word at a place among others.
 */
import { isOrdinaryWord } from '../../capability/compile/lexicon.ts';
import { MAX_NOUN_ENDING, minBare, STEM_KEY } from '../foreign-index.ts';
import { ASIAN_SCRIPTS } from './asian-scripts.ts';
import { AUSTRONESIAN_BANTU } from './austronesian-bantu.ts';
import { BALKAN_CAUCASUS } from './balkan-caucasus.ts';
import { BALTIC_NORDIC } from './baltic-nordic.ts';
import { CELTIC_WESTERN } from './celtic-western.ts';
import { CENTRAL_EASTERN } from './central-eastern.ts';
import { EAST_ASIAN } from './east-asian.ts';
import { GERMANIC } from './germanic.ts';
import { GREEK_CYRILLIC } from './greek-cyrillic.ts';
import { IRANIAN } from './iranian.ts';
import type { ToolLanguage } from './language.ts';
import { LATIN_MORE } from './latin-more.ts';
import { MORE_SCRIPTS } from './more-scripts.ts';
import { OTHER } from './other.ts';
import { ROMANCE } from './romance.ts';
import { foldMarked, foldVariants, hasUnspaced, scriptRuns, Segmenter } from './scripts.ts';
import { SEMITIC_INDIC } from './semitic-indic.ts';
import { SOUTH_ASIAN } from './south-asian.ts';
import { TURKIC_ASIAN } from './turkic-asian.ts';

export const TOOL_LANGUAGES: readonly ToolLanguage[] = [
  ...ROMANCE,
  ...GERMANIC,
  ...CENTRAL_EASTERN,
  ...OTHER,
  ...AUSTRONESIAN_BANTU,
  ...GREEK_CYRILLIC,
  ...SEMITIC_INDIC,
  ...EAST_ASIAN,
  // Added after the languages above: a text both explain alike stays theirs.
  ...BALTIC_NORDIC,
  ...CELTIC_WESTERN,
  ...BALKAN_CAUCASUS,
  ...TURKIC_ASIAN,
  ...MORE_SCRIPTS,
  ...ASIAN_SCRIPTS,
  ...SOUTH_ASIAN,
  ...LATIN_MORE,
  // Last: Tajik shares the Cyrillic script with Russian, Ukrainian, Bulgarian and Kazakh, whose texts stay theirs.
  ...IRANIAN,
];

/**
 * Lower case without accents: "Hämtar" and "hamtar", "créer" and "creer" are one word; so are
 * Arabic with and without its vowel signs. Scripts whose signs are letters keep them ("बुकिंग").
 */
export function foldWord(word: string): string {
  return foldMarked(word) ?? foldVariants(stripAccents(word).toLowerCase());
}

/** The letters of `text` without accents, case kept ("Hämta" → "Hamta"): names split into words after this. */
export function stripAccents(text: string): string {
  // ASCII has no accent (the common case: most tool names and labels).
  if (!/\P{ASCII}/u.test(text)) return text;
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[øØœŒæÆłŁđĐıðþħĦŧŦŋŊ]/g, (c) => ACCENTLESS[c] ?? c);
}
// prettier-ignore
const ACCENTLESS: Readonly<Record<string, string>> = {
  ø: 'o', Ø: 'O', œ: 'oe', Œ: 'Oe', æ: 'ae', Æ: 'Ae', ł: 'l',
  Ł: 'L', đ: 'd', Đ: 'D', ı: 'i', ð: 'd', þ: 'th', ħ: 'h', Ħ: 'H', ŧ: 't', Ŧ: 'T', ŋ: 'ng', Ŋ: 'Ng',
};

export type Kind = 'verb' | 'noun' | 'small';
export interface Gloss {
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
  /** Prefixes any listed form takes (Arabic and Hebrew clitics), longest first. */
  readonly prefixes: readonly string[];
  /** Lengths (under four) of the keys of stems shorter than four letters, in scripts that have them. */
  readonly shortKeys: readonly number[];
  /** Forms listed as verbs, in a language with light verbs: for the light verbs and modifiers after them, or written onto them (Korean "취소합니다"). */
  readonly verbForms: Map<string, Gloss>;
  /** Light verbs and modifiers written as one word, that a verb form takes as an ending, longest first. */
  readonly attached: readonly (readonly [string, 'light' | 'modifier'])[];
  /** The language has light verbs: its nouns of action, listed as verbs, take the noun endings too. */
  readonly verbEndings: boolean;
  readonly unspaced: boolean;
  readonly verbFinal: boolean;
  /** Prepositions that open a phrase before the verb (folded). */
  readonly coverbs: ReadonlySet<string>;
  /** Words that close the clause they subordinate (folded). */
  readonly subordinators: ReadonlySet<string>;
  /** Glossed text needs its spaces tidied (words cut out of unspaced runs, particles read as nothing). */
  readonly tidy: boolean;
}
/** A particle English has no word for, and a verb with a modifier after it: read as nothing. */
export const NOTHING: Gloss = { english: '', kind: 'small' };

let compiled: readonly CompiledLanguage[] | undefined;
/** Longest inflection a stem takes ("-lerini" of Turkish, "-ami" of Polish). */
const MAX_ENDING = 6;
const LATIN = /^[\p{Script=Latin}'-]+$/u;
const split = (forms: string | undefined): string[] =>
  (forms ?? '')
    .split(/\s+/)
    .filter((e) => e.length > 0)
    .map(foldWord)
    .sort((a, b) => b.length - a.length);

export function languages(): readonly CompiledLanguage[] {
  if (compiled !== undefined) return compiled;
  compiled = TOOL_LANGUAGES.map((language) => {
    const endings = split(language.endings);
    const light = split(language.light);
    const modifiers = split(language.modifiers);
    // Written onto the verb (Korean "취소합니다"): a light verb or modifier short enough to be an ending is looked for as one too.
    const onto = (f: string): boolean => !f.includes('_') && f.length <= MAX_NOUN_ENDING;
    const attached = [...light.filter(onto).map((f) => [f, 'light'] as const), ...modifiers.filter(onto).map((f) => [f, 'modifier'] as const)].sort(
      (a, b) => b[0].length - a[0].length,
    );
    if ((endings[0]?.length ?? 0) > MAX_NOUN_ENDING) throw new RangeError(`noun ending "${endings[0]}" (${language.lang}) is too long`);
    const shortKeys: number[] = [];
    const out: CompiledLanguage = {
      lang: language.lang,
      exact: new Map(),
      stems: new Map(),
      phrases: new Map(),
      heads: new Map(),
      endings,
      prefixes: split(language.prefixes),
      shortKeys,
      verbForms: new Map(),
      attached,
      verbEndings: light.length > 0 || modifiers.length > 0,
      unspaced: language.unspaced === true,
      verbFinal: language.verbFinal === true,
      coverbs: new Set(split(language.coverbs)),
      subordinators: new Set(split(language.subordinators)),
      tidy: language.unspaced === true || language.verbFinal === true || language.prefixes !== undefined || light.length > 0 || '' in language.small,
    };
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
            // A Latin stem of fewer than four letters begins too many words: such forms are written out. Other scripts write
            // a syllable ("취소*") or a consonant with its vowel ("भेज*") per letter: two letters at least.
            const stem = foldWord(form.slice(0, -1));
            if (stem.length < (LATIN.test(stem) ? STEM_KEY : 2)) throw new RangeError(`tool word stem "${form}" (${language.lang}) is too short`);
            if (stem.length < STEM_KEY && !shortKeys.includes(stem.length)) shortKeys.push(stem.length);
            add(out.stems, stem.slice(0, STEM_KEY), [stem, gloss]);
          } else {
            const word = foldWord(form);
            if (!out.exact.has(word)) out.exact.set(word, gloss);
            if (kind === 'verb' && out.verbEndings && !out.verbForms.has(word)) out.verbForms.set(word, gloss);
            if (kind === 'noun' && language.compounds === true && word.length >= 4) add(out.heads, word.slice(-4), [word, gloss]);
          }
        }
      }
    }
    // A verb form with a light verb after it is that verb ("予約" + "します" books); with a modifier, nothing.
    for (const [form, gloss] of out.verbForms) {
      const list = out.phrases.get(form) ?? [];
      for (const words of light) list.push([words.split('_'), gloss]);
      for (const words of modifiers) list.push([words.split('_'), NOTHING]);
      if (list.length > 0) out.phrases.set(form, list);
    }
    for (const index of [out.stems, out.heads]) for (const list of index.values()) list.sort((a, b) => b[0].length - a[0].length);
    for (const list of out.phrases.values()) list.sort((a, b) => b[0].length - a[0].length);
    return out;
  });
  return compiled;
}

/** What `lang` makes of `words[i]` (folded): a phrase starting there (with its length), a word, a stem, or a compound's head. */
export function lookup(lang: CompiledLanguage, words: readonly string[], i: number, phrases = true): { gloss: Gloss; length: number } | undefined {
  const word = words[i]!;
  for (const [rest, gloss] of phrases ? (lang.phrases.get(word) ?? []) : [])
    if (rest.every((w, k) => words[i + 1 + k] === w)) return { gloss, length: 1 + rest.length };
  const found = lookupWord(lang, word);
  if (found !== undefined) return { gloss: found, length: 1 };
  // "الحجوزات", "وللعميل", "ההזמנה": a listed form behind a clitic of its language.
  for (const prefix of lang.prefixes) {
    if (word.length - prefix.length < 3 || !word.startsWith(prefix)) continue;
    const bare = lookupWord(lang, word.slice(prefix.length));
    if (bare !== undefined) return { gloss: bare, length: 1 };
  }
  return undefined;
}

/** What `lang` makes of one word: a form, a stem, a compound's head, a noun with an ending, a verb with a light verb or modifier on it. */
function lookupWord(lang: CompiledLanguage, word: string): Gloss | undefined {
  // "loeschen", "aendern", "ueberweisen": a name writes an umlaut as its vowel and "e".
  const exact = lang.exact.get(word) ?? (/[aou]e/.test(word) ? lang.exact.get(word.replace(/([aou])e/g, '$1')) : undefined);
  if (exact !== undefined) return exact;
  // A stem takes inflections ("faktury", "zamówieniami"), not a longer word that begins the same way ("summarizer").
  for (const [stem, gloss] of lang.stems.get(word.slice(0, STEM_KEY)) ?? [])
    if (word.startsWith(stem) && word.length - stem.length <= MAX_ENDING) return gloss;
  for (const n of lang.shortKeys)
    for (const [stem, gloss] of lang.stems.get(word.slice(0, n)) ?? [])
      if (word.startsWith(stem) && word.length - stem.length <= MAX_ENDING) return gloss;
  const head = headOf(lang, word);
  if (head !== undefined) return head;
  // "kunden", "ordren", "Kunden", "예약을": a listed noun (or a compound's head) with an ending its table need not list.
  const least = minBare(word);
  for (const ending of lang.endings) {
    if (word.length - ending.length < least || !word.endsWith(ending)) continue;
    const bare = word.slice(0, -ending.length);
    const form = lang.exact.get(bare);
    const found = form?.kind === 'noun' || (lang.verbEndings && form?.kind === 'verb') ? form : headOf(lang, bare);
    if (found !== undefined) return found;
  }
  // "취소합니다" cancels, "취소된" (cancelled) modifies what follows.
  for (const [ending, role] of lang.attached) {
    if (word.length - ending.length < least || !word.endsWith(ending)) continue;
    const verb = lang.verbForms.get(word.slice(0, -ending.length));
    if (verb !== undefined) return role === 'light' ? verb : NOTHING;
  }
  return undefined;
}

/** The noun that ends a compound ("leverantörsfakturor" ends in "fakturor"), in a language that compounds. */
function headOf(lang: CompiledLanguage, word: string): Gloss | undefined {
  if (word.length < 7) return undefined;
  // An English word of three letters before a four-letter head makes an English compound ("payroll" is no Swedish "roll");
  // a prefix of the language's own ("einkauf", "verkauf") still starts one of its compounds.
  for (const [head, gloss] of lang.heads.get(word.slice(-4)) ?? []) {
    const start = word.length - head.length;
    if (word.endsWith(head) && start >= 3 && (start >= 4 || head.length >= 5 || !isOrdinaryWord(word.slice(0, start)))) return gloss;
  }
  return undefined;
}

let segmenter: Segmenter | undefined;
/** Words folded, a run of a script written without spaces cut into the forms of the languages written so. */
export function foldAndCut(words: readonly string[]): string[] {
  const folded = words.map(foldWord);
  return folded.some(hasUnspaced) ? folded.flatMap(cutWord) : folded;
}

export function cutWord(word: string): string[] {
  if (!hasUnspaced(word)) return [word];
  if (segmenter === undefined) {
    segmenter = new Segmenter();
    for (const lang of languages()) {
      if (!lang.unspaced) continue;
      for (const form of lang.exact.keys()) segmenter.add(form);
      for (const list of lang.stems.values()) for (const [stem] of list) segmenter.add(stem);
      for (const [first, list] of lang.phrases) for (const [rest] of list) for (const w of [first, ...rest]) segmenter.add(w);
    }
  }
  const cut = segmenter;
  return scriptRuns(word).flatMap((r) => (r.unspaced ? cut.cut(r.run) : [r.run]));
}
