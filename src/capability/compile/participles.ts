/**
 * The forms of a request verb other than its base: a gerund ("sharing"), and a past participle after what is wanted done
 * ("wants 600 bucks moved", "get Biscuit insured"), whose object stands before it.
 */
import type { Token } from './text.ts';
import { NOUN_MARKERS, VERBS } from './vocabulary.ts';

/** Words that say something is wanted done: the participle after their object is the request ("wants it moved"). */
const WANTS = new Set(['want', 'wants', 'wanted', 'need', 'needs', 'needed', 'like', 'get', 'have']);
/** Forms of "be" and "have" before a participle: a passive or a perfect tells, it asks for nothing. */
const AUXILIARIES = new Set(['be', 'been', 'being', 'is', 'are', 'was', 'were', 'has', 'have', 'had', "it's", "he's", "she's"]);
/** Past participles the regular endings do not give. */
// prettier-ignore
const PARTICIPLES: ReadonlyMap<string, string> = new Map([['sent', 'send'], ['paid', 'pay'], ['sold', 'sell'], ['written', 'write'], ['given', 'give'], ['shut', 'shut'], ['put', 'put']]);

/** The base of a past participle that is a request verb ("moved" → move, "shipped" → ship, "sent" → send), or undefined. */
export function participleBase(word: string): string | undefined {
  const irregular = PARTICIPLES.get(word);
  if (irregular !== undefined) return VERBS.has(irregular) ? irregular : undefined;
  if (!word.endsWith('ed') || word.length < 5) return undefined;
  const stem = word.slice(0, -2);
  for (const base of [stem, `${stem}e`, stem.slice(0, -1), word.slice(0, -1)]) if (VERBS.has(base)) return base;
  return undefined;
}

/**
 * "wants 600 bucks moved", "need the invoice sent": the object between the word of wanting and the participle at `i`, when
 * the participle is a request verb's and nothing but its object stands between them (no stop, no "is" or "has" before it).
 */
export function wantedDone(tokens: readonly Token[], i: number): [number, number] | undefined {
  const t = tokens[i]!;
  if (participleBase(t.w) === undefined || i < 2 || AUXILIARIES.has(tokens[i - 1]!.w)) return undefined;
  for (let j = i - 2; j >= Math.max(0, i - 8); j--) {
    const w = tokens[j]!;
    if (w.sentence !== t.sentence || (w.kind === 'punct' && w.w !== '$')) return undefined;
    if (w.kind === 'word' && WANTS.has(w.w)) return j + 1 < i ? [j + 1, i] : undefined;
    if (w.kind === 'word' && AUXILIARIES.has(w.w)) return undefined;
  }
  return undefined;
}

/** "sharing" → "share", "sending" → "send", "running" → "run", when the base is a request verb. */
export function gerundBase(gerund: string): string | undefined {
  const stem = gerund.slice(0, -3);
  for (const base of [stem, `${stem}e`, stem.slice(0, -1)]) if (VERBS.has(base)) return base;
  return undefined;
}

/** Pronouns that follow a verb as its object: "…or text her" asks to text her. */
const OBJECT_PRONOUNS = new Set(['me', 'us', 'him', 'her', 'them', 'it', 'everyone']);

/**
 * A verb-like word at `i` that is a noun of the phrase before it: right after its determiner ("the monthly refund"; a comma
 * ends the phrase: "charged for june monthly, refund the dup" asks), or joined by "or" to a noun that one opens ("don't send
 * her any letter or text"; "…or text her" still asks).
 */
export function inNounPhrase(tokens: readonly Token[], i: number, prev: Token | undefined): boolean {
  const t = tokens[i]!;
  if (prev === undefined || prev.sentence !== t.sentence) return false;
  if (tokens[i - 1] === prev && NOUN_MARKERS.has(prev.w)) return true;
  const next = tokens[i + 1];
  const objectNext = next !== undefined && next.sentence === t.sentence && OBJECT_PRONOUNS.has(next.w);
  return prev.w === 'or' && NOUN_MARKERS.has(tokens[i - 3]?.w ?? '') && tokens[i - 2]?.kind === 'word' && !objectNext;
}
