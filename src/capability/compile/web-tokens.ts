/**
 * The tokens the worded web lexicons are matched against (lexicon-web.ts), and how a word or a
 * phrase of a lexicon is found among them: as written or without its accents, a phrase by its
 * first word, a separable verb's particle a few words on.
 */
import { fold } from './web-lexicons/spelling.ts';

/** A token of a text: as written (lower case) and without its accents, and the clause it stands in. */
export interface Token {
  readonly written: string;
  readonly bare: string;
  /** Clauses are told apart by punctuation of any script ("kaufe es, nichts anderes": two clauses). */
  readonly clause: number;
}
/** Punctuation that ends a clause; a dot or comma between digits ("24.5") ends none. */
const CLAUSE_END = /[,.;:!?()«»"“”„،؛؟।॥。、，！？；：\n]/u;
/** A text's tokens for the worded lexicons: letters and digits. */
export function tokensOf(text: string, max: number): Token[] {
  const input = text.slice(0, max).normalize('NFC').toLowerCase();
  const out: Token[] = [];
  let clause = 0;
  let end = 0;
  for (const m of input.matchAll(/[\p{L}\p{M}\d]+/gu)) {
    const gap = input.slice(end, m.index);
    const decimal = /^[.,]$/.test(gap) && /\d$/.test(out.at(-1)?.written ?? '') && /^\d/.test(m[0]);
    if (out.length > 0 && !decimal && CLAUSE_END.test(gap)) clause++;
    out.push({ written: m[0], bare: fold(m[0]), clause });
    end = m.index + m[0].length;
  }
  return out;
}

/** The tokens within `before` words before token `from` and `after` words after token `to`, in their clauses. */
export function around(tokens: readonly Token[], from: number, to: number, before: number, after: number): Token[] {
  const first = tokens[from]?.clause;
  const last = tokens[to]?.clause;
  return [
    ...tokens.slice(Math.max(0, from - before), from).filter((t) => t.clause === first),
    ...tokens.slice(to + 1, to + 1 + after).filter((t) => t.clause === last),
  ];
}
/** A token is `word` as written or without accents. */
export const is = (token: Token | undefined, word: string): boolean => token !== undefined && (token.written === word || token.bare === word);
export const inSet = (set: ReadonlySet<string>, token: Token | undefined): boolean =>
  token !== undefined && (set.has(token.written) || set.has(token.bare));
export const lookUp = <T>(map: ReadonlyMap<string, T>, token: Token): T | undefined => map.get(token.written) ?? map.get(token.bare);

/** Phrases by their first word (most tokens start none). */
export type Phrases<T> = ReadonlyMap<string, readonly (readonly [readonly string[], T])[]>;
export function indexed<T>(phrases: readonly (readonly [readonly string[], T])[]): Phrases<T> {
  const out = new Map<string, (readonly [readonly string[], T])[]>();
  for (const phrase of phrases) out.set(phrase[0][0]!, [...(out.get(phrase[0][0]!) ?? []), phrase]);
  return out;
}

/** Words a separable verb's particle may stand after it ("schalte die Werbe-Mails aus"). */
const PARTICLE_GAP = 4;

/** The phrase of `phrases` that starts at token `i`, if any, with the number of tokens it spans. */
export function phraseAt<T>(phrases: Phrases<T>, tokens: readonly Token[], i: number): readonly [readonly string[], T, number] | undefined {
  const token = tokens[i]!;
  const written = phrases.get(token.written);
  const bare = token.bare === token.written ? undefined : phrases.get(token.bare);
  if (written === undefined && bare === undefined) return undefined;
  for (const [p, value] of [...(written ?? []), ...(bare ?? [])]) {
    const spans = spanAt(p, tokens, i);
    if (spans !== undefined) return [p, value, spans];
  }
  return undefined;
}

/** How many tokens from `i` the phrase `p` spans, a `~` letting its next word stand up to {@link PARTICLE_GAP} words on. */
function spanAt(p: readonly string[], tokens: readonly Token[], i: number): number | undefined {
  let k = i;
  for (let j = 0; j < p.length; j++) {
    const w = p[j]!;
    if (w !== '~') {
      if (!is(tokens[k], w)) return undefined;
      k++;
      continue;
    }
    const next = p[++j]!;
    let found = -1;
    for (let g = 0; g <= PARTICLE_GAP && found < 0; g++) if (is(tokens[k + g], next)) found = k + g;
    if (found < 0) return undefined;
    k = found + 1;
  }
  return k - i;
}
