/**
 * A set of global regular expressions run over one text as if each ran on its own
 * (`re.exec` from 0 to the end, matches not overlapping), but tried only where a match can start.
 *
 * Most cue patterns start with a word boundary and a choice of literal words
 * (`\b(?:ignore|disregard|…)\s…`): such a pattern can only match at the start of a word that
 * begins with one of those literals. One pass over the text finds the word starts, a table keyed
 * by the first letter names the literals to compare there, and the pattern itself (made sticky)
 * is tried only at those places. Work is linear in the text plus the tries, instead of one scan
 * of the whole text per pattern. A pattern whose literals cannot be read off its source (no
 * leading `\b`, a top-level `|`, an optional first group, flags other than `g`) is run over the
 * whole text as before, so the matches are the same either way.
 */

/** One pattern: the original (run whole when `literals` is undefined) and its sticky twin. */
interface Entry {
  readonly global: RegExp;
  readonly sticky: RegExp;
  readonly literals: readonly string[] | undefined;
}

export class WordPatterns {
  readonly #entries: Entry[];
  /** By the first character code (< 128) of a literal: the literals, and the index of the pattern of each. */
  readonly #literals: string[][] = Array.from({ length: 128 }, () => []);
  readonly #owners: number[][] = Array.from({ length: 128 }, () => []);
  readonly #counts: number[];
  readonly #starts: number[][];
  readonly #filled: number[];

  constructor(patterns: readonly RegExp[]) {
    this.#entries = patterns.map((global) => ({
      global,
      sticky: new RegExp(global.source, 'y'),
      literals: global.flags === 'g' ? leadingLiterals(global.source) : undefined,
    }));
    this.#counts = patterns.map(() => 0);
    this.#starts = patterns.map(() => []);
    this.#filled = patterns.map(() => 0);
    this.#entries.forEach((entry, k) => {
      for (const literal of entry.literals ?? []) {
        this.#literals[literal.charCodeAt(0)]!.push(literal);
        this.#owners[literal.charCodeAt(0)]!.push(k);
      }
    });
  }

  /**
   * Run every pattern over `text`: push each match's [start, end) to `hits` (pattern by pattern,
   * each in order) and return the number of matches of each pattern. The array returned is reused
   * by the next run: read it before.
   */
  run(text: string, hits: number[]): number[] {
    const entries = this.#entries;
    const counts = this.#counts;
    counts.fill(0);
    // Where each anchored pattern could match, in order (the lists are reused: #filled says how far each is filled).
    const starts = this.#starts;
    const filled = this.#filled;
    filled.fill(0);
    const literalsOf = this.#literals;
    const ownersOf = this.#owners;
    let previous = 0;
    for (let at = 0; at < text.length; at++) {
      const c = text.charCodeAt(at);
      const word = c < 128 ? WORD[c]! : 0;
      if (word > previous) {
        // A word starts here: compare the literals that begin with its first character.
        const literals = literalsOf[c]!;
        for (let i = 0; i < literals.length; i++) {
          const literal = literals[i]!;
          if ((literal.length === 1 || text.charCodeAt(at + 1) === literal.charCodeAt(1)) && text.startsWith(literal, at)) {
            const k = ownersOf[c]![i]!;
            const n = filled[k]!;
            if (n === 0 || starts[k]![n - 1] !== at) {
              starts[k]![n] = at;
              filled[k] = n + 1;
            }
          }
        }
      }
      previous = word;
    }
    for (let k = 0; k < entries.length; k++) {
      const entry = entries[k]!;
      if (entry.literals === undefined) counts[k] = collect(entry.global, text, hits);
      else counts[k] = tryAt(entry.sticky, text, starts[k]!, filled[k]!, hits);
      // A list a long text filled is not kept for the next (most texts fill a few places).
      if (starts[k]!.length > 4096) starts[k] = [];
    }
    return counts;
  }
}

/** All matches of a global `re` in `text`, pushed to `hits`; their number. */
export function collect(re: RegExp, text: string, hits: number[]): number {
  re.lastIndex = 0;
  let count = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    hits.push(m.index, m.index + m[0].length);
    count++;
    if (m[0].length === 0) re.lastIndex++;
  }
  return count;
}

/** The matches a global scan would find, trying the sticky `re` only at the first `count` of `starts` (ascending). */
function tryAt(re: RegExp, text: string, starts: readonly number[], count: number, hits: number[]): number {
  let matches = 0;
  let from = 0;
  for (let i = 0; i < count; i++) {
    const at = starts[i]!;
    if (at < from) continue;
    re.lastIndex = at;
    const m = re.exec(text);
    if (m === null) continue;
    hits.push(at, at + m[0].length);
    matches++;
    from = at + Math.max(1, m[0].length);
  }
  return matches;
}

/** `\w` of a regular expression without the `u` flag, by character code (< 128). */
const WORD = Uint8Array.from({ length: 128 }, (_, c) => (isWordChar(c) ? 1 : 0));

/** `\w` of a regular expression without the `u` flag. */
function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/**
 * The literals one of which a match of `source` must start with, when the source is `\b` then
 * either a word or a non-capturing group of alternatives each starting with a word (and nothing
 * else at the top level). Undefined when that cannot be read off with certainty.
 */
export function leadingLiterals(source: string): string[] | undefined {
  if (!source.startsWith('\\b') || topLevelAlternation(source)) return undefined;
  const rest = source.slice(2);
  if (!rest.startsWith('(?:')) {
    const literal = leadingLiteral(rest);
    return startsWord(literal) ? [literal] : undefined;
  }
  const alternatives: string[] = [];
  let current = '';
  let depth = 0;
  let inClass = false;
  for (let i = 3; i < rest.length; i++) {
    const ch = rest[i]!;
    if (ch === '\\') {
      current += ch + (rest[i + 1] ?? '');
      i++;
      continue;
    }
    if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      if (depth === 0) {
        // A group that may be skipped (`(?:…)?`, `*`, `{0,…}`) says nothing about the start.
        if ('?*{'.includes(rest[i + 1] ?? '')) return undefined;
        alternatives.push(current);
        const literals = alternatives.map(leadingLiteral);
        return literals.every(startsWord) ? literals : undefined;
      }
      depth--;
    } else if (ch === '|' && depth === 0) {
      alternatives.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  return undefined;
}

/** A literal that starts with a word character: after `\b`, its match starts a word. */
function startsWord(literal: string): boolean {
  return literal.length > 0 && isWordChar(literal.charCodeAt(0));
}

/** The plain characters an alternative starts with, less one that a quantifier makes optional. */
function leadingLiteral(alternative: string): string {
  let end = 0;
  while (end < alternative.length && /[a-z0-9_']/.test(alternative[end]!)) end++;
  if (end < alternative.length && '?*{'.includes(alternative[end]!)) end--;
  return alternative.slice(0, Math.max(0, end));
}

/** Whether `source` has a `|` outside every group and character class. */
function topLevelAlternation(source: string): boolean {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) return true;
  }
  return false;
}
