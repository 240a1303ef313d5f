/**
 * Where a request's object and destination lie in its clause: the object is the noun phrase after the verb, the destination
 * follows "to", "into", "onto" or "with" (for a verb that places something, "in" too), and a purpose or a message's own words
 * open none (src/capability/compile/operations.ts reads them).
 */
import { CLASS } from '../../action/classes.ts';
import { DESTINATION_WORDS, type Spans } from './ground-operation.ts';
import type { Token } from './text.ts';
import { VERB_ALIASES, VERBS } from './vocabulary.ts';

// prettier-ignore
export const OBJECT_STOPS = new Set(['in', 'on', 'at', 'from', 'about', 'by', 'via', 'using', 'based', 'according', 'mentioned', 'listed', 'that', 'which', 'who', 'where', 'whose', 'because', 'since', 'until', 'before', 'after', 'during', 'so', 'if', 'when', 'than', 'like', 'as', 'for']);
/** Verbs that place their object somewhere: "in" opens their destination ("put her in the diary", "pencil him in"). */
const PLACING = new Set(['put', 'place', 'pop', 'slot', 'pencil']);
/** Verbs of a purpose phrase beside the request verbs ("to go through the report", "to discuss the quote"). */
const PURPOSE_VERBS = new Set(['go', 'discuss', 'talk', 'meet', 'sign', 'walk', 'chat', 'catch', 'collect', 'drop', 'pick']);
/** Words that open a verb's object or complement right after it ("the", "through", "it"). */
// prettier-ignore
const AFTER_VERB = new Set(['the', 'a', 'an', 'my', 'our', 'his', 'her', 'their', 'this', 'that', 'these', 'those', 'it', 'them', 'him', 'through', 'over', 'about', 'up', 'with']);
/** A verb at `k` with its object or complement after it: "to" before it opens a purpose, not a destination. */
function purposeAt(tokens: readonly Token[], k: number): boolean {
  const verb = tokens[k];
  const next = tokens[k + 1];
  return verb?.kind === 'word' && (VERBS.has(verb.w) || PURPOSE_VERBS.has(verb.w)) && next?.kind === 'word' && AFTER_VERB.has(next.w);
}

/**
 * The object is the noun phrase right after the verb; the destination follows the first "to"/"into"/"with" (for a verb that
 * places something, "in" too: "put her in the diary"). A "to" that opens a verb's own phrase says why, not where ("… for 30 min
 * to go through the report"): it ends the destination and opens none.
 */
export function objectSpans(tokens: readonly Token[], at: number, end: number): Spans {
  const places = PLACING.has(tokens[at]!.w);
  const isPurpose = (k: number): boolean => tokens[k]!.w === 'to' && purposeAt(tokens, k + 1);
  const isDestination = (k: number): boolean =>
    tokens[k]!.kind === 'word' && (DESTINATION_WORDS.has(tokens[k]!.w) || (places && tokens[k]!.w === 'in')) && !isPurpose(k);
  const isStop = (k: number): boolean => {
    const t = tokens[k]!;
    if (t.kind === 'word' && isPurpose(k)) return true;
    // "to that channel": a demonstrative after a destination word does not end the phrase.
    return t.kind === 'word' && OBJECT_STOPS.has(t.w) && !((t.w === 'that' || t.w === 'which') && DESTINATION_WORDS.has(tokens[k - 1]?.w ?? ''));
  };
  let objectStop = at + 1;
  while (objectStop < end && !isDestination(objectStop) && !isStop(objectStop)) objectStop++;
  let destStart = objectStop;
  // "sms them that he's being taken to Groote Schuur": after a message verb, "that" opens what the message says.
  const verb = VERB_ALIASES.get(tokens[at]!.w) ?? tokens[at]!.w;
  const says = tokens[objectStop]?.w === 'that' && (VERBS.get(verb)?.classes.includes(CLASS.messageSend) ?? false);
  if (says) destStart = end;
  while (destStart < end && !isDestination(destStart)) destStart++;
  let destEnd = Math.min(end, destStart + 1);
  while (destEnd < end && !isStop(destEnd) && !isDestination(destEnd)) destEnd++;
  return { objectStop, destStart, destEnd };
}
