/**
 * Items the intent rules out beside the ones it asks for: "cancel GL-4471 but not GL-4480",
 * "refund order 5512, do not refund 5513", "cancel B-20 and don't cancel the others".
 *
 * An item named in a forbidden request, or right after "not", "except", "other than", is never
 * one the token lets the agent act on (bindings.ts leaves it out of the intent's values). And a
 * prohibition that only keeps the agent off other items than the ones the intent names does not
 * take away the request itself: the intent's own items bound the class instead (compile.ts).
 */
import type { ActionClass } from '../../action/types.ts';
import type { Entity } from './entity.ts';
import type { IntentFrame, Negation } from './frame.ts';
import type { Operation, Range } from './operation.ts';
import { BESIDES, saidBesides } from './besides.ts';
import { synonymous } from './grounding.ts';

/**
 * Words that put the item right after them out of the request ("but not #12", "except the one for Lena", "don't touch
 * SO-13", "mais pas le 12", "außer 12"); a short word that is also English ("no", "ne") is none of them.
 */
const RULING_OUT =
  /(?<![\p{L}])(?:(?:don'?t|dont|do not|never)\s+touch|not|except|excepting|excluding|besides|but|other than|apart from|never|pas|sauf|excepté|hormis|salvo|excepto|menos|tranne|eccetto|non|não|exceto|nicht|außer|ausser|niet|behalve|nie|oprócz|inte|ikke|utom|undtagen|unntatt|hariç|değil|kecuali|bukan|jangan|kromě|okrem)\s+(?:(?:the|for|with|on|of|le|la|les|à|au|el|los|las|il|lo|der|die|das|den|de|het|order|booking|reservation|item|invoice|ticket|number|no\.?|nr\.?|#)\s+){0,2}$/iu;
/** A prohibition that speaks of the rest ("don't cancel the others", "do not touch anything else"). */
const THE_REST = /\b(?:others?|the rest|anything else|everything else|any other|the remaining|remaining ones)\b/i;
/** A prohibition that speaks of one other thing ("don't charge anything for the torn hem", "nothing on the deposit"). */
const FOR_ANOTHER_THING =
  /\b(?:anything|nothing|a (?:cent|penny|thing))\s+(?:for|on|towards?)\s+(?:the|that|this|his|her|their|its|my|our)\s+\p{L}/iu;

/**
 * A forbidden request whose object is a person by a pronoun, and nothing else ("but DON'T add him", "do not send her anything"):
 * the pronoun ends the request's words or its clause; "don't tell him about the gift" forbids a topic, not the person.
 */
const PRONOUN_OBJECT = /(?<![\p{L}])(?:him|her|them)(?:\s+(?:anything(?:\s+else)?|at all|too|either|as well|now|yet|again))?\s*(?:$|[.,;!?—–-])/iu;
/** Kinds of value that name a person to reach: the pronoun stands for the last of them before it. */
const PERSON_VALUES: ReadonlySet<string> = new Set(['email', 'phone', 'handle']);

/**
 * True when a forbidden request names its person by a pronoun and `e` is the address that pronoun stands for: the last e-mail
 * address, phone number or handle before it in its sentence ("her husband Mark (mark@…) asked as well but DON'T add him").
 */
function ruledOutByPronoun(frame: IntentFrame, e: Entity): boolean {
  return PERSON_VALUES.has(e.kind) && frame.negations.some((n) => pronounReferent(frame, n) === e);
}

/** The address a forbidden request's pronoun stands for: the last person's value before it in its sentence. */
function pronounReferent(frame: IntentFrame, n: Negation): Entity | undefined {
  if (n.span === undefined || !PRONOUN_OBJECT.test(frame.text.slice(n.span[0], n.span[1]))) return undefined;
  const before = frame.text.slice(0, n.span[0]);
  const sentence = Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n'), before.lastIndexOf('! '), before.lastIndexOf('? '));
  return frame.entities.filter((x) => PERSON_VALUES.has(x.kind) && x.start >= sentence && x.end <= n.span![0]).at(-1);
}

/** True when `e` lies in a request the intent forbids, or right after words that rule it out. */
export function ruledOut(frame: IntentFrame, e: Entity): boolean {
  if (frame.negations.some((n) => n.span !== undefined && e.start >= n.span[0] && e.end <= n.span[1])) return true;
  if (ruledOutByPronoun(frame, e)) return true;
  const before = frame.text.slice(Math.max(0, e.start - 40), e.start);
  // "not" that negates the verb before it ("do not refund 5513") is a forbidden request; one inside the object ("5512 but not 5513") rules out what follows.
  return RULING_OUT.test(before) && !/\b(?:do|does|did|don'?t|doesn'?t|didn'?t)\s+not\s*$/i.test(before);
}

/** Ids inside `range` the intent does not rule out. */
function idsIn(frame: IntentFrame, range: Range | undefined): string[] {
  if (range === undefined) return [];
  return frame.entities
    .filter((e) => e.kind === 'id' && e.owner !== 'self' && e.start >= range[0] && e.end <= range[1] && !ruledOut(frame, e))
    .map((e) => String(e.value));
}

/** Where the request `op` ends: at the next request or prohibition after it. */
export function requestEnd(frame: IntentFrame, op: Operation): number {
  let end = frame.text.length;
  if (op.span === undefined) return end;
  for (const other of frame.operations)
    if (other.kind !== 'read' && other.span !== undefined && other.span[0] > op.span[0] && other.span[0] < end) end = other.span[0];
  for (const neg of frame.negations) if (neg.span !== undefined && neg.span[0] > op.span[1] && neg.span[0] < end) end = neg.span[0];
  return Math.max(op.span[1], end);
}

/**
 * True when `neg` only keeps the agent off other items of `cls` than those the intent asks it to
 * act on: every request of the class names its items (so they bound it), and the prohibition
 * names none of them — it names other items, speaks of "the others", or of one other thing ("don't charge anything
 * for the torn hem" beside "charge the late fee on AL-5480"), or a person by a pronoun where each request names another.
 */
export function forbidsOnlyOthers(frame: IntentFrame, neg: Negation, cls: ActionClass): boolean {
  if (neg.span === undefined) return false;
  const asked = frame.operations.filter((op) => op.classes.includes(cls));
  if (asked.length === 0) return false;
  // "text it to Rhian (07700 900 412) … do not text him": a person named by a pronoun, where each request names another.
  const referent = pronounReferent(frame, neg);
  if (referent !== undefined)
    return asked.every((op) => {
      if (op.span === undefined) return false;
      const end = requestEnd(frame, op);
      return frame.entities.some((x) => PERSON_VALUES.has(x.kind) && x !== referent && x.start >= op.span![0] && x.end <= end);
    });
  const items = asked.map((op) => idsIn(frame, op.span === undefined ? undefined : [op.span[0], requestEnd(frame, op)]));
  if (items.some((ids) => ids.length === 0)) return false;
  const named = new Set(items.flat());
  const forbidden = frame.entities.filter((e) => e.kind === 'id' && e.start >= neg.span![0] && e.end <= neg.span![1]).map((e) => String(e.value));
  if (forbidden.some((id) => named.has(id))) return false;
  return forbidden.length > 0 || THE_REST.test(neg.evidence) || FOR_ANOTHER_THING.test(neg.evidence);
}

/**
 * The classes the intent's prohibitions take away, each with the words that do. The later word wins:
 * "don't exchange anything, return the bottle instead" still returns; "e-mail me the summary …
 * actually, don't send anything" sends nothing. A class the negated verb could mean but its object
 * does not point at stays with another verb that asks for it ("send Bob the report and don't pay
 * anything" still sends). `askedByIntent` tells the classes the intent's own words asked for.
 */
export function forbiddenClasses(frame: IntentFrame, askedByIntent: (cls: ActionClass) => boolean): Map<ActionClass, string> {
  const out = new Map<ActionClass, string>();
  for (const neg of frame.negations) {
    for (const cls of neg.classes) {
      // "move the pdfs …, don't delete anything" still moves: a different request (not a synonym of the negated one) keeps its class.
      const overridden =
        forbidsOnlyOthers(frame, neg, cls) ||
        frame.operations.some(
          (op) =>
            op.classes.includes(cls) &&
            (op.from > neg.at || (op.verb !== neg.verb && (!neg.primary.includes(cls) || (neg.verb !== '' && !synonymous(op.verb, neg.verb))))),
        );
      // "switch to paperless and save. Change nothing else": what the intent asked for itself is not "else".
      const besides = (BESIDES.test(neg.evidence) || saidBesides(frame.text, neg.verb)) && askedByIntent(cls);
      if (!overridden && !besides) out.set(cls, `"${neg.evidence}"`);
    }
  }
  return out;
}
