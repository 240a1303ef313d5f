/**
 * Forms built from others, for the tool-word tables of ./south-asian.ts and ./dravidian.ts: a
 * word with each light verb after it, a noun with its plural.
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
