/**
 * The intent as tokens: lower-case words, punctuation, and one token per entity (an e-mail
 * address or a quoted title is one opaque token, so "send" inside a quoted message body is not a
 * request). Sentences are numbered so operations, negations and cues stay within their sentence.
 */
import type { Entity } from './entities.ts';

export interface Token {
  readonly kind: 'word' | 'entity' | 'punct';
  /** Lower-case word, punctuation mark, or the entity's kind in angle brackets. */
  readonly w: string;
  readonly start: number;
  readonly end: number;
  readonly sentence: number;
  readonly entity?: Entity;
}

// Letters of other scripts (and Latin beyond Latin Extended-B: Vietnamese) run together into one word ("林老師的", "सिलेंडर"):
// a word nothing here reads, never punctuation.
const PIECE =
  /[A-Za-z\u00C0-\u024F](?:[A-Za-z0-9\u00C0-\u024F]|['’-](?=[A-Za-z0-9\u00C0-\u024F]))*|\d+(?:[.,:]\d+)*|\n|(?:(?![A-Za-z\u00C0-\u024F])[\p{L}\p{M}])+|[^\sA-Za-z\d\u00C0-\u024F]/gu;
const SENTENCE_END = new Set(['.', '!', '?', ';', '\n', ':', '。', '！', '？', '；', '؟', '۔', '।']);
// prettier-ignore
const ABBREVIATIONS = new Set(['etc', 'vs', 'mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'approx', 'incl', 'eg', 'ie', 'no', 'jr', 'sr']);

/** Tokens of `text`, with `entities` (sorted by start) as single tokens; nested entities are inside their container's token. */
export function tokenize(text: string, entities: readonly Entity[]): Token[] {
  const out: Token[] = [];
  let sentence = 0;
  let pos = 0;
  let e = 0;
  const push = (token: Omit<Token, 'sentence'>): void => {
    const previous = out[out.length - 1];
    out.push({ ...token, sentence });
    // "i.e.", "e.g.", "etc." and initials do not end a sentence.
    const abbreviation =
      token.w === '.' &&
      previous !== undefined &&
      previous.kind === 'word' &&
      previous.end === token.start &&
      (previous.w.length === 1 || ABBREVIATIONS.has(previous.w));
    // "a 1:1 with Marco", "ratio 16:9": a colon between digits is part of the number.
    const inNumber = token.w === ':' && /\d/.test(text[token.start - 1] ?? '') && /\d/.test(text[token.end] ?? '');
    // "the ticket says who needs access — grant them viewer": a dash set off by spaces joins two sentences.
    const dash = (token.w === '—' || token.w === '–') && /\s/.test(text[token.start - 1] ?? '') && /\s/.test(text[token.end] ?? '');
    if (token.kind === 'punct' && ((SENTENCE_END.has(token.w) && !abbreviation && !inNumber) || dash)) sentence++;
  };
  const words = (from: number, to: number): void => {
    PIECE.lastIndex = 0;
    const slice = text.slice(from, to);
    for (let m = PIECE.exec(slice); m !== null; m = PIECE.exec(slice)) {
      const raw = m[0];
      const isWord = /^\p{L}/u.test(raw);
      // Apostrophes are normalised so "don’t" and "don't" are one word.
      push({
        kind: isWord ? 'word' : /^\d/.test(raw) ? 'word' : 'punct',
        w: unabbreviated(raw.toLowerCase().replace(/’/g, "'")),
        start: from + m.index,
        end: from + m.index + raw.length,
      });
    }
  };
  while (e < entities.length) {
    const entity = entities[e]!;
    e++;
    if (entity.start < pos) continue; // nested inside an entity already emitted
    words(pos, entity.start);
    push({ kind: 'entity', w: `<${entity.kind}>`, start: entity.start, end: entity.end, entity });
    pos = entity.end;
  }
  words(pos, text.length);
  return out;
}

/** The text a run of tokens covers, for explanations (bounded). */
export function spanText(text: string, tokens: readonly Token[], from: number, to: number, max = 120): string {
  const first = tokens[from];
  const last = tokens[Math.min(to, tokens.length) - 1];
  if (first === undefined || last === undefined) return '';
  const raw = text.slice(first.start, last.end).replace(/\s+/g, ' ').trim();
  return raw.length > max ? `${raw.slice(0, max - 1)}…` : raw;
}

/** Contractions typed without their apostrophe ("whats", "hows"): the question word they are. */
const BARE_CONTRACTIONS: ReadonlyMap<string, string> = new Map([
  ['whats', "what's"],
  ['hows', "how's"],
  ['wheres', "where's"],
  ['whos', "who's"],
  ['whens', "when's"],
  ['whys', "why's"],
]);

function unabbreviated(word: string): string {
  return BARE_CONTRACTIONS.get(word) ?? word;
}
