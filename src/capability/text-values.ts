/**
 * Values written inside other values: the ids an API path names, and the codes and numbers a message's words carry. Their
 * origins are checked as any argument's are (src/capability/provenance.ts). Bounded: a few of each, from the first characters.
 */

/** Characters of a free text searched, and codes taken from it. */
const MAX_TEXT = 16 * 1024;
const MAX_RUNS = 8;
/** A code or a number of four digits or more (a lockbox code, an account, a PIN), with the letters around it ("KR-09921"). */
const DIGIT_RUN = /(?<![\p{L}\p{N}])[\p{L}-]{0,8}\d{4,}[\p{L}\d-]{0,12}(?![\p{L}\p{N}])/gu;

/** The segments of a path (and its query's values) that carry digits: the ids it names. */
export function pathIds(path: string): string[] {
  return path
    .slice(0, 512)
    .split(/[/?#&=]/)
    .filter((segment) => /\d/.test(segment))
    .slice(0, 16);
}

/** The codes and numbers of four digits or more a text carries (none when it is no string). */
export function digitRuns(text: unknown): string[] {
  return typeof text === 'string' ? (text.slice(0, MAX_TEXT).match(DIGIT_RUN)?.slice(0, MAX_RUNS) ?? []) : [];
}
