/**
 * Digits of every script ("৪০,০০০", "៤០,០០០", "١٢٠", "४५०") as ASCII digits, so that amounts and
 * record numbers read the same whatever script a page or a person writes them in. A digit's value is
 * its place in its run of ten (Unicode lays every script's decimal digits out as zero to nine, in a row).
 */

const NON_ASCII_DIGIT = /(?![0-9])\p{Nd}/u;
const NON_ASCII_DIGITS = /(?![0-9])\p{Nd}/gu;
const ANY_DIGIT = /^\p{Nd}$/u;
const values = new Map<string, string>();

/** The ASCII digit a decimal digit of any script stands for. */
function valueOf(digit: string): string {
  let value = values.get(digit);
  if (value !== undefined) return value;
  const cp = digit.codePointAt(0)!;
  // Digits beyond the first plane (mathematical digits) stay: replacing them would change the text's length.
  if (cp > 0xffff) return digit;
  let start = cp;
  // Walk back to the zero of this run (a block of several scripts' digits in a row is counted in tens from its first).
  for (let k = 0; k < 100 && ANY_DIGIT.test(String.fromCodePoint(start - 1)); k++) start--;
  value = String((cp - start) % 10);
  if (values.size < 1024) values.set(digit, value);
  return value;
}

/** `text` with the decimal digits of other scripts written as ASCII digits, at the same offsets (UTF-16 length kept). */
export function asciiDigits(text: string): string {
  if (!NON_ASCII_DIGIT.test(text)) return text;
  // The Arabic script's thousands and decimal separators ("۱٬۱۰۰٬۰۰۰", "۲٫۵") between digits, as a comma and a point.
  return text
    .replace(NON_ASCII_DIGITS, valueOf)
    .replace(/(?<=\d)\u066c(?=\d)/g, ',')
    .replace(/(?<=\d)\u066b(?=\d)/g, '.');
}
