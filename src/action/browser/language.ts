/**
 * Whether a page is written in English, read from its own words: English's small words ("the",
 * "and", "your"; none that other languages write too, as "on", "in" or "of") make up several in a
 * hundred words of any English page and none of a page in another language. On a page that is not in English, a button in Latin letters that neither
 * English nor any lexicon reads ("Salvesta seaded", "Jah, telli") is in a language the fence cannot
 * read, as one in another script is; on an English page such a label is a name ("Los Angeles",
 * "Itinerary"), as it always was.
 */
import { isKnownWord } from '../../capability/compile/lexicon.ts';
import { type PageSnapshot, perPage } from './snapshot.ts';

// esbuild (the bench bundles, tsx) writes a `\p{…}` regular expression literal as `new RegExp(…)` where it
// stands: inside a function it would be compiled again on every call.
const LETTERS = /\p{L}+/gu;
const LATIN_WORD = /\p{Script=Latin}{4,}/u;

// prettier-ignore
const SMALL_WORDS: ReadonlySet<string> = new Set(['the', 'and', 'your', 'you', 'with', 'this', 'our', 'from', 'that', 'what', 'will', 'have', 'about', 'more', 'how', 'which', 'when', 'these', 'their', 'there', 'here', 'please', 'only']);
/** Words read from a page at most. */
const MAX_WORDS = 3000;
const ENGLISH = new WeakMap<PageSnapshot, boolean>();

/**
 * Whether `page` reads as English, or too little of it is shown to tell: a page of fewer than 20
 * words (a few candidate controls) is not judged; one of 20 words or more is not English when none
 * of them is one of English's small words, nor one of 60 or more when fewer than 2 in a hundred are.
 */
export function pageIsEnglish(page: PageSnapshot): boolean {
  return perPage(ENGLISH, page, readsAsEnglish);
}
function readsAsEnglish(page: PageSnapshot): boolean {
  let words = 0;
  let small = 0;
  const texts = [page.title ?? '', ...page.nodes.flatMap((n) => [n.name, n.value ?? ''])];
  for (const text of texts) {
    for (const w of text.toLowerCase().match(LETTERS) ?? []) {
      words++;
      if (SMALL_WORDS.has(w)) small++;
    }
    if (words >= MAX_WORDS) break;
  }
  return words < 20 || (small > 0 && (words < 60 || small * 50 >= words));
}

/** A label's Latin words of four letters or more, with no English word among them (the word lists know none). */
export function foreignLatin(label: string): boolean {
  return LATIN_WORD.test(label) && !englishWords(label);
}

/** Whether `label` holds a word of three letters or more that the English word lists know. */
export const englishWords = (label: string): boolean => (label.toLowerCase().match(/[a-z]{3,}/g) ?? []).some((w) => isKnownWord(w));

/** A Latin letter English does not write (an accent, "ŋ", "ð"). */
const NOT_ENGLISH_LETTER = /(?=\p{Script=Latin})[^\p{ASCII}]/u;

/**
 * Three words or more in Latin letters with no English word among them, one with a letter English does not write: a phrase in
 * another language ("Diŋgo dál ja mávsse"), whatever language the page reads as. Without such a letter, the names of products
 * and brands on English sites look the same ("Nike Air Zoom"): read so, Mind2Web's held-out FPR went from 5.0% to 9.4%.
 */
export function foreignPhrase(label: string): boolean {
  return foreignLatin(label) && NOT_ENGLISH_LETTER.test(label) && label.split(/\s+/u).filter((w) => /\p{Script=Latin}{2,}/u.test(w)).length >= 3;
}
