/**
 * A phone number written whole with its country code ("+48602114387", as agents pass it) found
 * where a text writes the same number otherwise: with spacing, without the code (a trunk zero for
 * it), every digit in order ("602 114 387", "0664 381 2290", "+43 (0)664 381 2290"); never behind
 * another country's code ("+44 664 381 2290"). For the provenance look-up (provenance.ts `findIn`).
 */

const INTERNATIONAL = /^\+(\d{8,15})$/;
/** A country code written just before a match, with its spacing and a bracketed trunk zero ("+43 (0)"). */
const OTHER_CODE = /\+(\d{1,3})[^\d]{0,4}(?:0[^\d]{0,2})?$/;

/**
 * For a phone number written whole with its country code, the ways a text writes the same number:
 * with spacing, with or without the code (a trunk zero for it), every digit in order. Its country
 * code is taken to be one to three digits, and seven digits at least remain.
 */
function nationalPhone(form: string): RegExp | undefined {
  const m = INTERNATIONAL.exec(form);
  if (m === null) return undefined;
  const digits = m[1]!;
  const spaced = (run: string): string => run.split('').join('[ .()/-]?');
  const ways: string[] = [];
  for (let code = 1; code <= 3 && digits.length - code >= 7; code++)
    ways.push(`(?:\\+?${spaced(digits.slice(0, code))}[ .()/-]{0,2}|0[ .()/-]?)?${spaced(digits.slice(code))}`);
  return ways.length === 0 ? undefined : new RegExp(`(?<![\\d+])(?:${ways.join('|')})(?!\\d)`, 'g');
}

/**
 * Where `text` writes the number `form` (a plus and 8 to 15 digits) another way: the start of each of
 * at most `max` occurrences. Undefined when `form` is no such number.
 */
export function nationalPhoneAt(form: string, text: string, max: number): number[] | undefined {
  const national = nationalPhone(form);
  if (national === undefined) return undefined;
  const out: number[] = [];
  national.lastIndex = 0;
  for (let m = national.exec(text), seen = 0; m !== null && seen < max; m = national.exec(text), seen++) {
    // "+44 664 381 2290" is another country's number with the same national digits.
    const code = OTHER_CODE.exec(text.slice(Math.max(0, m.index - 9), m.index));
    if (code !== null && !form.startsWith(code[1]!, 1)) continue;
    out.push(m.index);
  }
  return out;
}
