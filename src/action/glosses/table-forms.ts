/**
 * Forms built from others, for the tool-word tables: a word with each light verb after it, a noun
 * with its plural (./south-asian.ts, ./dravidian.ts), a verb with the marks of tense before it
 * (./latin-more.ts, ./latin-more-islands.ts).
 */

/**
 * Each of `words` followed by each of `light`, `_`-joined ("شامل" and "کرتا کرتی" → "شامل_کرتا
 * شامل_کرتی"): a word that is a verb only with its light verb after it ("شامل" alone is "included").
 */
export function withLight(words: string, light: string): string {
  return words
    .split(' ')
    .flatMap((word) => light.split(' ').map((verb) => `${word}_${verb}`))
    .join(' ');
}

/** Each of `words`, and each with `suffix` written on ("ग्राहक" and "हरू" → "ग्राहक ग्राहकहरू"): a plural whose cases are endings of its own. */
export function withSuffix(words: string, suffix: string): string {
  return words
    .split(' ')
    .flatMap((word) => [word, `${word}${suffix}`])
    .join(' ');
}

/** Each of `words` with each of `endings` written on ("청구" and "합니다 하기" → "청구합니다 청구하기"): a verb whose bare form is as often a noun. */
export function withEndings(words: string, endings: string): string {
  return words
    .split(' ')
    .flatMap((word) => endings.split(' ').map((ending) => `${word}${ending}`))
    .join(' ');
}

/** The third person of an English base form ("show" → shows, "search" → searches, "reply" → replies). */
export const thirdPerson = (verb: string): string =>
  /(?:s|sh|ch|x|z)$/.test(verb) ? `${verb}es` : /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ies` : `${verb}s`;

/**
 * Verbs of a language whose bare verb is the same in a name and a description (Hausa, Yoruba): the
 * bare verb read as the base form, as names use it ("soke_oda", cancel order: a name whose first
 * word reads "grants" or "shows" is read as a noun), and with a mark of tense or aspect before it
 * ("yana soke", is cancelling; "ń fagilé") as the third person, as descriptions use it. `third`
 * adds forms only descriptions use (nouns of action: "sokewa").
 */
export function marked(marks: string, base: Readonly<Record<string, string>>, third: Readonly<Record<string, string>> = {}): Record<string, string> {
  const out: Record<string, string> = { ...third, ...base };
  for (const [english, forms] of Object.entries(base)) {
    const phrases = marks.split(' ').flatMap((mark) => forms.split(/\s+/).map((form) => `${mark}_${form}`));
    out[thirdPerson(english)] = [third[thirdPerson(english)] ?? '', ...phrases].join(' ').trim();
  }
  return out;
}
