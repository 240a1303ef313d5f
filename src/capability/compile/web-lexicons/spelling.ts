/**
 * How the words of the worded lexicons are matched: as written, without their accents, in German
 * with ae/oe/ue, and in Hebrew and Arabic with the particles written joined to them ("ושמור", "للسلة").
 */
import { WORDED } from './index.ts';

/**
 * A word without its accents ("envía" → "envia", "zapłać" → "zaplac", "schließen" → "schliessen",
 * "đặt" → "dat"), Hebrew without its points, Arabic without its vowel signs and hamza seats ("أضف" →
 * "اضف"), Persian and Arabic yeh and kaf alike, and Devanagari without its nukta. Only those marks:
 * a Thai or Devanagari vowel sign is a letter of the word ("ลบ" is not "ลับ").
 */
const ASCII_ONLY = /^\p{ASCII}*$/u;
export const fold = (token: string): string =>
  // ASCII has no accent to drop and no letter to fold (the common case, read on every label).
  ASCII_ONLY.test(token)
    ? token
    : token
        .normalize('NFD')
        .replace(/[\u0300-\u036f\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670]|\u0640|\u093c/g, '')
        .replace(/ł/g, 'l')
        .replace(/ß/g, 'ss')
        .replace(/ı/g, 'i')
        .replace(/đ/g, 'd')
        .replace(/ي/g, 'ی')
        .replace(/ك/g, 'ک')
        .normalize('NFC');

const ACCENTS_ONLY: ReadonlySet<string> = new Set(WORDED.flatMap((lex) => (lex.accentsOnly ?? '').split(' ')));
const words = (list: string | undefined): string[] => (list ?? '').split(' ').filter((w) => w.length > 0);
/** Per language: the particles joined to any word (conjunctions), and those joined to nouns only (articles, prepositions). */
const JOINED = new Map(WORDED.map((lex) => [lex.lang, { verbs: words(lex.joinedVerbs), nouns: words(lex.joined) }]));

/**
 * The spellings a word is matched in: as written, without its accents ("envía" → "envia", "zapłać" →
 * "zaplac"), and for German with the umlauts people type on keyboards without them ("ueberweisen").
 */
export function spellings(word: string, lang: string): string[] {
  if (ACCENTS_ONLY.has(word)) return [word.normalize('NFC')];
  const out = new Set([word.normalize('NFC'), fold(word)]);
  if (lang === 'de') out.add(fold(word.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue')));
  return [...out];
}

/**
 * A word with the particles its language writes joined before it: a conjunction before any word
 * ("ושלח": and send), an article or preposition only before a noun (`nouns`: "בסל", "للسلة"). A
 * verb is never read with an article: "השלם" (complete) is no "שלם" (pay).
 */
function joined(word: string, lang: string, nouns: boolean): string[] {
  const particles = JOINED.get(lang);
  if (particles === undefined) return [word];
  const all = nouns ? [...particles.verbs, ...particles.nouns] : particles.verbs;
  return [word, ...all.map((p) => p + word)];
}

/** The words of a space-separated list, each in every spelling it is matched in (`nouns`: with articles and prepositions joined). */
export const listOf = (list: string | undefined, lang: string, nouns = false): string[] =>
  words(list)
    .flatMap((w) => joined(w, lang, nouns))
    .flatMap((w) => spellings(w, lang));

/** A list's phrases ("fais+un+virement") and words, in every spelling, with `value` (`nouns`: as {@link listOf}). */
export function entries<T>(
  list: string | undefined,
  lang: string,
  value: T,
  out: { words: Map<string, T[]>; phrases: [string[], T][] },
  nouns = false,
): void {
  for (const form of words(list)) {
    if (!/[+~]/.test(form)) {
      for (const w of listOf(form, lang, nouns)) out.words.set(w, [...(out.words.get(w) ?? []), value]);
      continue;
    }
    // "schalte~aus": the particle of a separable verb may stand a few words later ("schalte die Mails aus").
    const [first, ...rest] = form.replace(/~/g, '+~+').split('+');
    for (const lead of joined(first!, lang, nouns)) {
      const parts = [lead, ...rest].map((w) => spellings(w, lang));
      // A phrase in each of its spellings (its words spelled alike: all bare, or all with ae/oe/ue).
      const n = Math.max(...parts.map((p) => p.length));
      for (let k = 0; k < n; k++) out.phrases.push([parts.map((p) => p[Math.min(k, p.length - 1)]!), value]);
    }
  }
}
