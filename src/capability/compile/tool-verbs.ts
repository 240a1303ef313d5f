/**
 * Request verbs the intent tables (glosses/) do not hold but the tool-word tables do
 * (src/action/glosses/): "Starta inspektionskameran …", "Naplati kaznu …", "Vrati klijentu 600 Kč".
 * Where a clause opens with a word that its language's tool table lists as a verb whose English is
 * a request verb here (an imperative or an infinitive: the tables gloss third-person forms as
 * "shows", "sends", which are none), that word is the request. Only a clause's first word is read
 * — the first of the intent, the first after punctuation, or the first after its language's "and",
 * "then" or "but" — and only in an intent that is mostly that language: a noun opening a clause
 * ("Zamówienie PZ-2312 …") is listed as a noun, never as a verb. Its language's "not" right before
 * it negates it.
 */
import { decideLanguage, foldWords, glossAt } from '../../action/foreign.ts';
import { VERB_ALIASES, VERBS } from './vocabulary.ts';

export interface ToolVerb {
  readonly start: number;
  readonly end: number;
  readonly english: string;
  readonly negated: boolean;
}

/** Small words after which a new clause, and so a new request, may start. */
const JOINS = new Set(['and', 'then', 'but', 'also', 'or']);
/** Punctuation between two words that ends a clause. */
const BREAK = /[.!?;:,\n–—]/;

/** The request verbs of `text` that only the tool tables read, given its words (`WORD` matches) and the spans already glossed. */
export function toolTableVerbs(text: string, words: readonly RegExpMatchArray[], covered: (start: number, end: number) => boolean): ToolVerb[] {
  if (words.length === 0) return [];
  const raw = words.map((m) => m[0]);
  const folded = foldWords(raw);
  // A run of an unspaced script is cut into several words: positions would no longer match, and those scripts have tables of their own.
  if (folded.length !== raw.length) return [];
  const decision = decideLanguage(raw);
  if (decision === undefined || !decision.foreign) return [];
  const out: ToolVerb[] = [];
  for (let i = 0; i < words.length; i++) {
    const at = words[i]!.index!;
    const previous = i > 0 ? glossAt(decision, folded, i - 1) : undefined;
    const negated = previous?.kind === 'small' && previous.english === 'not';
    const from = negated ? i - 1 : i;
    const opens =
      from === 0 ||
      BREAK.test(text.slice(words[from - 1]!.index! + words[from - 1]![0].length, words[from]!.index!)) ||
      (() => {
        const join = glossAt(decision, folded, from - 1);
        return join?.kind === 'small' && JOINS.has(join.english);
      })();
    if (!opens || inName(text, words[i]!)) continue;
    const found = glossAt(decision, folded, i);
    if (found === undefined || found.kind !== 'verb') continue;
    const english = VERB_ALIASES.get(found.english) ?? found.english;
    if (!VERBS.has(english)) continue;
    const last = words[i + found.length - 1]!;
    const end = last.index! + last[0].length;
    const start = negated ? words[i - 1]!.index! : at;
    if (covered(start, end)) continue;
    out.push({ start, end, english, negated });
    i += found.length - 1;
  }
  return out;
}

/** A word inside a host, address, file name, id or path ("dalbo.safar-taksi.test", "informe.pdf", "ana@pago.es", "v2_borra"): part of a name, never a request. */
export function inName(text: string, word: RegExpMatchArray): boolean {
  const before = text[word.index! - 1] ?? ' ';
  const after = text.slice(word.index! + word[0].length, word.index! + word[0].length + 2);
  return /[./@_\\#:0-9]/.test(before) || /^[@_/\\0-9]/.test(after) || /^\.[\p{L}\p{N}]/u.test(after);
}
