/**
 * Which of the foreign glossaries (./foreign.ts) may explain a word: a superset, each language then
 * confirmed by its own look-up. Built once, on the first word asked about.
 *
 * Keyed by the glossaries' own strings, in one map per kind of key, with a key that one language
 * lists held without a list: a built key string and a one-element list per entry made the index
 * about 1.3 MB, this about a third of that. The languages come out in the same order as before.
 */

/** What the index reads of a language's tables. */
export interface IndexedLanguage {
  readonly exact: ReadonlyMap<string, unknown>;
  readonly phrases: ReadonlyMap<string, unknown>;
  readonly stems: ReadonlyMap<string, unknown>;
  readonly heads: ReadonlyMap<string, unknown>;
  readonly endings: readonly string[];
  readonly prefixes: readonly string[];
  /** Light verbs and modifiers a verb takes as an ending (Korean). */
  readonly attached: readonly (readonly [string, unknown])[];
}

/** Longest noun ending a table lists ("arna", "ului", "에서"). */
export const MAX_NOUN_ENDING = 4;
/** Letters a stem is keyed by ("fakt" of "faktur*"); a shorter stem, of a script other than the Latin one, by all of its. */
export const STEM_KEY = 4;
/** Scripts that write a syllable or a word per letter (Hangul, Han, Kana). */
const SYLLABIC = /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;

/** Fewest letters a word keeps under an ending: three ("kunden" is "kunde"), one where a letter is a syllable ("방을" is "방"). */
export function minBare(word: string): number {
  return SYLLABIC.test(word) ? 1 : 3;
}
/** German written without umlauts ("moechte"): looked up with the "e" dropped too. */
const UMLAUT_SPELLED = /[aou]e/;
const UMLAUT_E = /([aou])e/g;

/** The languages that list a key: one, or several in the order they were given. */
type Listed<L> = L | L[];

export class ExplainerIndex<L extends IndexedLanguage> {
  /** Whole words and phrases' first words. */
  readonly #whole = new Map<string, Listed<L>>();
  /** The first four letters of stems (all of a shorter stem's). */
  readonly #stems = new Map<string, Listed<L>>();
  /** Lengths of the keys of stems shorter than four letters. */
  readonly #shortKeys: number[] = [];
  readonly #prefixes = new Map<string, Listed<L>>();
  readonly #prefixLengths: number[] = [];
  /** The last four letters of compound heads. */
  readonly #heads = new Map<string, Listed<L>>();
  readonly #endings = new Map<string, Listed<L>>();

  constructor(languages: readonly L[]) {
    for (const lang of languages) {
      for (const w of lang.exact.keys()) list(this.#whole, w, lang);
      for (const w of lang.phrases.keys()) list(this.#whole, w, lang);
      for (const prefix of lang.stems.keys()) {
        list(this.#stems, prefix, lang);
        if (prefix.length < STEM_KEY && !this.#shortKeys.includes(prefix.length)) this.#shortKeys.push(prefix.length);
      }
      for (const suffix of lang.heads.keys()) list(this.#heads, suffix, lang);
      for (const ending of lang.endings) list(this.#endings, ending, lang);
      for (const [ending] of lang.attached) list(this.#endings, ending, lang);
      for (const prefix of lang.prefixes) {
        list(this.#prefixes, prefix, lang);
        if (!this.#prefixLengths.includes(prefix.length)) this.#prefixLengths.push(prefix.length);
      }
    }
  }

  /**
   * Adds to `into` the languages that may explain `word` (folded) as a whole word, the first word of
   * a phrase, by a stem, as a compound's head, with an ending or behind a prefix, in that order.
   */
  addExplainers(word: string, into: Set<L>): void {
    add(into, this.#whole.get(word));
    if (UMLAUT_SPELLED.test(word)) add(into, this.#whole.get(word.replace(UMLAUT_E, '$1')));
    add(into, this.#stems.get(word.slice(0, STEM_KEY)));
    for (const n of this.#shortKeys) add(into, this.#stems.get(word.slice(0, n)));
    if (word.length >= 7) add(into, this.#heads.get(word.slice(-4)));
    // A noun with an ending: the languages whose endings it may carry (confirmed by the look-up).
    const least = minBare(word);
    for (let n = 1; n <= MAX_NOUN_ENDING && word.length - n >= least; n++) add(into, this.#endings.get(word.slice(-n)));
    // A word behind a clitic: the languages that write it (confirmed by the look-up).
    for (const n of this.#prefixLengths) if (word.length - n >= 3) add(into, this.#prefixes.get(word.slice(0, n)));
  }
}

function list<L>(map: Map<string, Listed<L>>, key: string, lang: L): void {
  const had = map.get(key);
  if (had === undefined) map.set(key, lang);
  else if (Array.isArray(had)) {
    if (!had.includes(lang)) had.push(lang);
  } else if (had !== lang) map.set(key, [had, lang]);
}

function add<L>(into: Set<L>, listed: Listed<L> | undefined): void {
  if (Array.isArray(listed)) for (const lang of listed) into.add(lang);
  else if (listed !== undefined) into.add(listed);
}
