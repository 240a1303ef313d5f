/**
 * Requests written in more than one word: two-word phrases ("thumbs up", "sign off", "put in"),
 * light verbs that take the request of their noun ("sort out a refund", "process the
 * cancellation"), and "drop/cut X to N", which lowers X rather than removing it.
 */
import type { Token } from './text.ts';
import { VERBS } from './vocabulary.ts';

/** Two-word requests written with a particle or noun: "thumbs up", "money back", "fly me", "back up". */
export const PHRASES: ReadonlyMap<string, string> = new Map([
  ['thumbs up', 'react'],
  ['money back', 'refund'],
  ['fly me', 'book'],
  ['fly us', 'book'],
  ['back up', 'backup'],
  ['roll back', 'rollback'],
  ['sign up', 'setup'],
  ['check out', 'buy'],
  ['kick off', 'trigger'],
  ['put in', 'submit'],
  // "sign off on the PO" approves it; "put her down for the course" enrols her; "write off the stock" removes it.
  ['sign off', 'approve'],
  ['write off', 'waive'],
  ['put down', 'enroll'],
  ['top up', 'pay'],
  ['settle up', 'pay'],
  ['chase up', 'contact'],
  // "follow up with the client" gets in touch with them.
  ['follow up', 'contact'],
  ['reach out', 'contact'],
  // "tick off the claims" approves them.
  ['tick off', 'approve'],
]);

/**
 * Light verbs whose request is the noun after them: "sort out a refund" refunds, "process the
 * cancellation" cancels, "put through a transfer" transfers. The noun's verb must be a request verb.
 */
export const LIGHT = new Set([
  'sort',
  'process',
  'handle',
  'action',
  'arrange',
  'organise',
  'organize',
  'initiate',
  'do',
  'get',
  'push',
  'put',
  'raise',
  'start',
  'make',
]);
// prettier-ignore
const NOMINAL: ReadonlyMap<string, string> = new Map([
  ['refund', 'refund'], ['transfer', 'transfer'], ['payment', 'pay'], ['payout', 'pay'], ['booking', 'book'], ['reservation', 'reserve'], ['cancellation', 'cancel'],
  ['withdrawal', 'withdraw'], ['renewal', 'renew'], ['registration', 'register'], ['enrolment', 'enroll'], ['enrollment', 'enroll'], ['return', 'return'],
  ['exchange', 'exchange'], ['reimbursement', 'reimburse'], ['deletion', 'delete'], ['removal', 'remove'], ['invitation', 'invite'], ['approval', 'approve'],
  ['upgrade', 'upgrade'], ['downgrade', 'downgrade'], ['replacement', 'replace'], ['correction', 'correct'], ['amendment', 'amend'], ['reschedule', 'reschedule'],
]);

/** The verb a noun of action stands for ("approval" → approve, "cancellation" → cancel), or undefined. */
export const nominalVerb = (word: string): string | undefined => NOMINAL.get(word);

/** "… the setpoint to 182", "… it down to 20%": a value the verb's object goes to, within the next few words of the sentence. */
export function lowersTo(tokens: readonly Token[], i: number): boolean {
  const sentence = tokens[i]!.sentence;
  for (let k = i + 1; k < Math.min(tokens.length - 1, i + 8) && tokens[k]!.sentence === sentence; k++)
    if (tokens[k]!.w === 'to' && (tokens[k + 1]!.kind === 'entity' || /^\d/.test(tokens[k + 1]!.w))) return true;
  return false;
}

/** "sort out a refund …": the verb of the request noun a light verb takes (`i` is the light verb), or undefined. */
export function nominalRequest(tokens: readonly Token[], i: number): string | undefined {
  const sentence = tokens[i]!.sentence;
  for (let k = i + 1; k < Math.min(tokens.length, i + 4) && tokens[k]!.sentence === sentence; k++) {
    const w = tokens[k]!.w;
    if (['out', 'through', 'a', 'an', 'the', 'this', 'that', 'his', 'her', 'their', 'my', 'our', 'full', 'partial', 'quick'].includes(w)) continue;
    const verb = NOMINAL.get(w);
    return verb !== undefined && VERBS.has(verb) ? verb : undefined;
  }
  return undefined;
}
