/**
 * Verbs in words that ask the agent for nothing: a question about what happened ("did the airline
 * ever send me …?"), what an answer is about ("tell me what the fee would be to move 1 ETH"), and
 * what the user says they will do themselves ("I'll send it myself").
 */
import type { Token } from './text.ts';
import { CLAUSE_BREAKS, VERB_ADVERBS } from './vocabulary.ts';

/** "it did not include", "they have sent": an auxiliary before the verb describes, it does not ask. */
// prettier-ignore
export const DESCRIPTIVE = new Set(['did', 'does', "didn't", "doesn't", 'was', 'were', 'has', 'had', 'is', 'am', 'are', "hasn't", "haven't", "hadn't", "wasn't", "weren't"]);

/** "I'll send it myself", "we will pay at the desk": what the user says they will do is no request to the agent. */
export function usersOwn(tokens: readonly Token[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && tokens[k]!.kind === 'word' && VERB_ADVERBS.has(tokens[k]!.w)) k--;
  const w = tokens[k]?.w;
  if (w === undefined || tokens[k]!.sentence !== tokens[i]!.sentence) return false;
  if (w === "i'll" || w === "we'll") return true;
  return (
    (w === 'will' || w === 'shall') && (tokens[k - 1]?.w === 'i' || tokens[k - 1]?.w === 'we') && tokens[k - 1]!.sentence === tokens[i]!.sentence
  );
}

/** A question's words stand within this many tokens of its verb (a longer run with no break is read as no question, and stays linear). */
const REACH = 40;

const asked = new WeakMap<readonly Token[], ReadonlySet<number>>();
/** The sentences of `tokens` with a question mark, found once per intent. */
function questions(tokens: readonly Token[]): ReadonlySet<number> {
  let found = asked.get(tokens);
  if (found === undefined) asked.set(tokens, (found = new Set(tokens.filter((t) => t.w === '?').map((t) => t.sentence))));
  return found;
}

/** Words that open an indirect question after "tell me", "show us", "I wonder", "explain". */
const INDIRECT_WH = new Set(['what', 'how', 'whether', 'which', 'why']);
const ASKERS = new Set(['me', 'us', 'know', 'wonder', 'wondering', 'explain', 'ask', 'asking']);

/** "tell me what the fee would be to move 1 ETH", "show me how to reset it": what the answer is about, not a request. */
export function inIndirectQuestion(tokens: readonly Token[], i: number): boolean {
  const sentence = tokens[i]!.sentence;
  for (let k = i - 1; k > Math.max(0, i - REACH) && tokens[k]!.sentence === sentence; k--) {
    const t = tokens[k]!;
    if (t.kind === 'punct' || CLAUSE_BREAKS.has(t.w)) return false;
    if (INDIRECT_WH.has(t.w)) return ASKERS.has(tokens[k - 1]!.w) && tokens[k - 1]!.sentence === sentence;
  }
  return false;
}

/** "did the airline ever send me a refund?", "has anyone replied to …?": a question opened by an auxiliary asks about what happened, up to its first clause break. */
export function inYesNoQuestion(tokens: readonly Token[], i: number): boolean {
  const sentence = tokens[i]!.sentence;
  if (!questions(tokens).has(sentence)) return false;
  let k = i - 1;
  for (; k >= 0 && tokens[k]!.sentence === sentence; k--) {
    const t = tokens[k]!;
    if (t.kind === 'punct' || CLAUSE_BREAKS.has(t.w) || k < i - REACH) return false;
  }
  const first = tokens[k + 1]!;
  return k + 1 < i && (DESCRIPTIVE.has(first.w) || first.w === 'do' || first.w === 'have');
}

/**
 * "what did shawarma reem (licence 1310422) upload as proof?": in a question, a question word and an auxiliary, then the
 * words of a subject (a name, an id in brackets), before the verb: it asks what happened.
 */
export function askedAfterSubject(tokens: readonly Token[], i: number): boolean {
  const sentence = tokens[i]!.sentence;
  if (!tokens.some((x) => x.sentence === sentence && x.w === '?')) return false;
  for (let k = i - 2; k >= Math.max(0, i - 12); k--) {
    const t = tokens[k]!;
    if (t.sentence !== sentence || (t.kind === 'punct' && t.w !== '(' && t.w !== ')')) return false;
    if (DESCRIPTIVE.has(t.w) || t.w === 'do') return k === 0 || tokens[k - 1]!.sentence !== sentence || WH.has(tokens[k - 1]!.w);
  }
  return false;
}
const WH = new Set(['what', 'which', 'who', 'whom', 'when', 'where', 'why', 'how', 'much', 'many']);
