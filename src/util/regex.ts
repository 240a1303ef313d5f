/** Text to match literally inside a regular expression, and a word of it standing on its own. */

/** `text` with every character a regular expression reads specially escaped. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regular expression matching `word` where no letter or digit (nor, with `joined`, an underscore) stands on either side. */
export function standingWord(word: string, flags = 'iu', joined = ''): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}${joined}])${escapeRegExp(word)}(?![\\p{L}\\p{N}${joined}])`, flags);
}
