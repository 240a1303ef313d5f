/**
 * Which values an output gives for which names: the pairs behind a constraint's `except` (the
 * people or organisations an intent rules out, claims.ts). "Text the clients, not the Hartleys"
 * grants a recipient that comes from a read; the Hartleys' phone in the listing the agent read is
 * such a value, and `except` refuses it because that listing pairs it with their name.
 *
 * A pairing unit is the smallest record that holds both: in JSON, the scalars an object or an
 * array holds directly (a row `{"client": "Hartley", "phone": "604-555-0110"}`, a row
 * `["Ringmetall OÜ", "info@ringmetall.ee"]`); in other text, a line, or a part of a line between
 * semicolons ("чл. 0912 Иван Колев, ПГЕЕ, 0887 301 552; чл. 5120 …"). A name is a word that starts
 * with a capital letter, in any script that has them, and is kept as its stem: lower case, a
 * possessive or plural "s" dropped, cut to {@link STEM} letters (Hartleys, Hartley → "hartl";
 * Групи, Група → "груп"; MTN → "mtn"). Scripts without capitals name no one here.
 *
 * Bounded, linear and never throws: hostile text at most makes a pair that refuses a call.
 */
import { KeyMap, collectValues } from './value-keys.ts';
import { normalizeText } from './provenance.ts';

/** Letters a name keeps: enough to tell names apart, few enough that inflection ("Hartleys", "Групи") keeps the stem. */
export const STEM = 5;
/** Characters of an output read for pairs; a longer output pairs nothing (its values stay as they are). */
export const MAX_PAIRED_TEXT = 64 * 1024;
/** Values and names taken from one unit. */
const MAX_PER_UNIT = 24;
/** Units read from one output. */
const MAX_UNITS = 4_096;
/** JSON nesting walked. */
const MAX_DEPTH = 32;

const NAME_WORD = /(?<![\p{L}\p{M}\p{N}])\p{Lu}[\p{L}\p{M}'’-]{1,40}/gu;
const POSSESSIVE = /['’]s?$/u;
const UNIT_BREAK = /\n|;\s/;
const REACHES = /[\d@]/;

/** The stem a name word is kept under (see the module comment); undefined for a word too short to name anyone. */
export function nameStem(word: string): string | undefined {
  let w = word.normalize('NFC').toLowerCase().replace(POSSESSIVE, '');
  if (w.length > STEM && w.endsWith('s')) w = w.slice(0, -1);
  // The last letter of a short name is its ending as often as not (Групи, Група): kept only in names of three letters.
  w = w.slice(0, w.length > 3 ? Math.min(STEM, w.length - 1) : STEM);
  return w.length >= 3 ? w : undefined;
}

/** The stems of the capitalised words of `text`, at most `max`. */
export function nameStems(text: string, max = MAX_PER_UNIT): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(NAME_WORD)) {
    const stem = nameStem(m[0]);
    if (stem !== undefined) out.add(stem);
    if (out.size >= max) break;
  }
  return [...out];
}

/**
 * The stem a ruled-out name is matched by: its longest word ("Uncle Tavita" → "tavit", "Ringmetall
 * OÜ" → "ringm"), whatever its case; undefined when it has no word of three letters.
 */
export function exceptStem(name: string): string | undefined {
  let best: string | undefined;
  for (const m of name.matchAll(/[\p{L}\p{M}'’-]+/gu)) if (best === undefined || m[0].length > best.length) best = m[0];
  return best === undefined ? undefined : nameStem(best);
}

/** Call `pair(valueKey, stem)` for every value and name that one unit of `text` holds together. */
export function forEachPair(text: string, pair: (key: string, stem: string) => void): void {
  if (typeof text !== 'string' || text.length > MAX_PAIRED_TEXT) return;
  let units = 0;
  const unit = (piece: string): boolean => {
    if (++units > MAX_UNITS) return false;
    const stems = nameStems(piece);
    if (stems.length === 0) return true;
    const keys = new KeyMap();
    const normal = normalizeText(piece);
    collectValues(normal, normal.length, true, keys, MAX_PER_UNIT, () => 0);
    // Only values that reach someone or name something (a digit or an "@" in them), not the unit's plain words.
    for (const key of keys.keys()) if (REACHES.test(key)) for (const stem of stems) pair(key, stem);
    return true;
  };
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (parsed !== undefined) {
      walk(parsed, 0, unit);
      return;
    }
  }
  for (const piece of text.split(UNIT_BREAK)) if (piece.trim() !== '' && !unit(piece)) return;
}

/** The scalars each object or array holds directly, as one unit; then its children. False once the units run out. */
function walk(node: unknown, depth: number, unit: (piece: string) => boolean): boolean {
  if (depth > MAX_DEPTH || typeof node !== 'object' || node === null) return true;
  const children = Array.isArray(node) ? node : Object.values(node);
  const scalars: string[] = [];
  for (const child of children) if (typeof child === 'string' || typeof child === 'number') scalars.push(String(child));
  // A string holding its own lines ("Hartley 604-555-0110\nNguyen 604-555-0173") is text: its lines are units.
  if (scalars.length === 1 && UNIT_BREAK.test(scalars[0]!)) {
    for (const piece of scalars[0]!.split(UNIT_BREAK)) if (piece.trim() !== '' && !unit(piece)) return false;
  } else if (scalars.length > 0 && !unit(scalars.join('\n'))) return false;
  for (const child of children) if (!walk(child, depth + 1, unit)) return false;
  return true;
}
