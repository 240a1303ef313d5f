/**
 * Everyday English that asks for a change without a request verb of its own: phrasal verbs whose
 * particle may follow the object ("take Ryan off the team", "hand it over to Rosa", "knock the
 * fees off"), light verbs whose noun says what is done ("give her a zero": a grade; "give him a
 * pin": access), a thing put on or moved to a date ("put the install on the 17th": moved in time), a new thing
 * opened ("open a work order": made), trade shorthand ("ack the alarm", "86 the soup") and people
 * put in a role ("make Ana an admin", "add her as treasurer").
 *
 * A phrasal verb's request comes from what it does to its object (off a list: removed; over to
 * someone: passed on), never from the loosest sense of its verb. Generic English, never a data
 * set's strings.
 */
import type { Token } from './text.ts';
import { CLAUSE_BREAKS } from './vocabulary.ts';

/** Verb and particle, in either order around the object, and the request they make together. */
// prettier-ignore
const SEPARABLE: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map([
  // "take Ryan off the squad", "take the lock off", "take her out of the group chat": off a list or a thing, removed.
  ['take', new Map([['off', 'remove'], ['out', 'remove']])],
  ['cross', new Map([['off', 'remove'], ['out', 'remove']])],
  ['strike', new Map([['off', 'remove'], ['out', 'remove']])],
  ['pull', new Map([['off', 'remove']])],
  // "knock the late fees off", "knock $20 off her bill": a charge forgiven, no money sent.
  ['knock', new Map([['off', 'waive']])],
  // "hand it over to Rosa", "hand the case off to Sam": someone else takes it on.
  ['hand', new Map([['over', 'reassign'], ['off', 'reassign']])],
  // "call the 3pm off": cancelled.
  ['call', new Map([['off', 'cancel']])],
  // "push the review back (to friday)", "bring the call forward": moved in time.
  ['push', new Map([['back', 'retime']])],
  ['bring', new Map([['forward', 'retime']])],
  // "sign Kai up for the U16s": enrolled.
  ['sign', new Map([['up', 'enroll']])],
  // "pass it on to legal": forwarded.
  ['pass', new Map([['on', 'forward'], ['along', 'forward']])],
  // "jot that down", "note down the reading", "write the hours down": recorded.
  ['jot', new Map([['down', 'log']])],
  ['note', new Map([['down', 'log']])],
  ['write', new Map([['down', 'log']])],
]);

/** "86 the tiramisu": kitchen slang for taking something off (the menu, the order), before what is taken off. */
const EIGHTY_SIXED = new Set(['the', 'that', 'this', 'those', 'these', 'all', 'our', 'my', 'it', 'them', 'any']);

/** Nouns a person is given that grade their work ("give everyone missing lab 3 a zero"). */
const GRADES = new Set(['zero', 'grade', 'score', 'mark', 'pass', 'fail', 'distinction', 'merit']);
/** Nouns a person is given or issued that let them in: access, not a thing bought or a message. */
// prettier-ignore
const ACCESS_TOKENS = new Set(['pin', 'fob', 'badge', 'keycard', 'key', 'passcode', 'login', 'password', 'pass', 'access']);
/** Verbs that hand a person something: with an access token as their object they grant access ("give him a pin"; "issue a fob" is read by its noun). */
const MAKES = new Set(['give', 'cut', 'assign']);

/** "the new secretary needs editor access", "our new hire needs door access": someone who lacks access is to be given it. */
const NEEDS = new Set(['needs', 'need', 'requires', 'require']);
/** Nouns of access a person may need given (a login, rights, a role's access). */
const NEEDED_ACCESS = new Set(['access', 'login', 'logins', 'permissions', 'rights', 'account']);

function needsAccess(tokens: readonly Token[], i: number, end: number): boolean {
  const subject = tokens[i - 1];
  // "do you need access?", "I need access to the report": the agent asked, or the user who asks it, is no one to be granted.
  if (subject === undefined || subject.sentence !== tokens[i]!.sentence || ['you', 'i', 'we', 'it', 'that', 'this'].includes(subject.w)) return false;
  for (let k = i + 1; k < Math.min(end, i + 7); k++) {
    const w = tokens[k]!.w;
    if (NEEDED_ACCESS.has(w)) return w !== 'account' || tokens[k - 1]!.w === 'an' || tokens[k - 1]!.w === 'a';
    if (['to', 'be', 'more', 'help', 'time'].includes(w)) return false;
  }
  return false;
}

/** "drop the researcher a thank-you", "shoot him an email", "fire off a quick note to…": a message sent, nothing dropped. */
const DROPS = new Set(['drop', 'shoot', 'fire']);
// prettier-ignore
const LINES = new Set(['line', 'note', 'message', 'msg', 'email', 'e-mail', 'mail', 'text', 'sms', 'dm', 'thank-you', 'thanks', 'reminder',
  'heads-up', 'memo', 'reply', 'invite', 'invitation', 'whatsapp']);

function dropsLine(tokens: readonly Token[], i: number, end: number): boolean {
  for (let k = i + 1; k < Math.min(end, i + 7); k++) {
    const w = tokens[k]!.w;
    if (LINES.has(w) && ['a', 'an', 'quick', 'short', 'off', 'our', 'my'].includes(tokens[k - 1]!.w)) return true;
  }
  return false;
}

/** Roles a person holds: after "as" ("add her as treasurer") or in "make Ana an admin" they name an access change. */
// prettier-ignore
export const ROLES: ReadonlySet<string> = new Set(['admin', 'admins', 'administrator', 'owner', 'co-owner', 'moderator', 'editor', 'viewer', 'member', 'manager',
  'supervisor', 'captain', 'vice-captain', 'secretary', 'treasurer', 'chair', 'chairperson', 'coordinator', 'contributor', 'maintainer', 'collaborator',
  'staff', 'volunteer', 'coach', 'steward', 'trustee', 'signatory', 'approver']);

/** Words that only stand before a noun: they do not end the object a particle follows. */
const TIMES = new Set(['day', 'days', 'week', 'weekend', 'morning', 'afternoon', 'evening', 'today', 'tomorrow', 'tmrw', 'tonight']);
// prettier-ignore
const WEEKDAYS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun']);
/** Nouns of the open network: "open a new tab" browses, it makes nothing. */
const BROWSING = new Set(['tab', 'window', 'browser', 'page', 'link', 'url', 'site', 'website', 'webpage', 'terminal', 'shell', 'console']);

/** The request an idiom at token `i` makes (a base form of vocabulary.ts), or undefined when none starts there. */
export function idiomVerb(tokens: readonly Token[], i: number): string | undefined {
  const t = tokens[i]!;
  if (eightySixed(tokens, i)) return 'remove';
  if (t.kind !== 'word' || !TRIGGERS.has(t.w)) return undefined;
  const end = clauseEnd(tokens, i);
  const particle = separable(tokens, i, end);
  if (particle !== undefined) return particle;
  if (t.w === 'give' && givesGrade(tokens, i, end)) return 'grade';
  if (MAKES.has(t.w) && madeAccess(tokens, i, end)) return 'grant';
  if (NEEDS.has(t.w) && needsAccess(tokens, i, end)) return 'grant';
  if (DROPS.has(t.w) && dropsLine(tokens, i, end)) return 'send';
  if (t.w === 'make' && madeRole(tokens, i, end)) return 'promote';
  if (t.w === 'open' && opensNew(tokens, i, end)) return 'create';
  if (t.w === 'put' && toTime(tokens, i, end, ['on', 'for'])) return 'retime';
  if (CHARGES_ON.has(t.w) && feeOnAccount(tokens, i, end)) return 'log';
  if (t.w === 'withdraw' && withdrawsEntry(tokens, i, end)) return 'remove';
  if (['move', 'bump', 'shift', 'push'].includes(t.w) && toTime(tokens, i, end, ['to', 'till', 'until'])) return 'retime';
  return undefined;
}

/** "86 the tiramisu" at the start of a clause: the number is kitchen slang for taking something off. */
export function eightySixed(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  const next = tokens[i + 1];
  const prev = tokens[i - 1];
  if (t.entity?.kind !== 'number' || String(t.entity.value) !== '86' || next === undefined || next.sentence !== t.sentence) return false;
  return EIGHTY_SIXED.has(next.w) && (prev === undefined || prev.sentence !== t.sentence || ['pls', 'please', 'and', 'then', ','].includes(prev.w));
}

/** "log in", "log into the portal", "record of …": signing in or a noun, no request to record anything. */
export function loggedIn(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1]?.w ?? '';
  return ['in', 'into', 'on', 'onto', 'out', 'off', 'of'].includes(next);
}

/** The request of a verb with its particle right after it or after its object ("take the lock off", "take Ryan off the squad"). */
function separable(tokens: readonly Token[], i: number, end: number): string | undefined {
  const particles = SEPARABLE.get(tokens[i]!.w);
  if (particles === undefined) return undefined;
  for (let k = i + 1; k < Math.min(end, i + 9); k++) {
    const request = particles.get(tokens[k]!.w);
    if (request === undefined) continue;
    // "push back on the vendor", "hand over to you": a particle with no object before it and a preposition after argues or yields.
    if (k === i + 1 && ['on', 'against', 'to'].includes(tokens[k + 1]?.w ?? '')) return undefined;
    // "take her out of the group": "out" removes only from something ("take out a loan" does not).
    if (tokens[k]!.w === 'out' && tokens[k + 1]?.w !== 'of') return undefined;
    // "take friday off", "take the afternoon off": time off asked for, not something removed.
    if (request === 'remove' && tokens[i]!.w === 'take' && namesTime(tokens, i + 1, k)) return undefined;
    return request;
  }
  return undefined;
}

/** "give everyone who missed lab 3 a zero", "give her full marks": a grade given. */
function givesGrade(tokens: readonly Token[], i: number, end: number): boolean {
  for (let k = i + 2; k < end; k++) {
    const w = tokens[k]!.w;
    if (w === 'marks' && tokens[k - 1]!.w === 'full') return true;
    if (GRADES.has(w) && ['a', 'an', 'the'].includes(tokens[k - 1]!.w)) return true;
  }
  return false;
}

/** "give him a pin for the day", "issue a fob for our new driver": access granted. */
function madeAccess(tokens: readonly Token[], i: number, end: number): boolean {
  // "give me the password to …" asks to be told; "set" alone is no request to make one.
  if (tokens[i]!.w === 'give' && ['me', 'us'].includes(tokens[i + 1]?.w ?? '')) return false;
  for (let k = i + 1; k < Math.min(end, i + 8); k++) {
    const t = tokens[k]!;
    if (t.kind !== 'word' || [',', 'for', 'to', 'with'].includes(t.w)) return false;
    if (ACCESS_TOKENS.has(t.w)) return !(t.w === 'access' && tokens[k + 1]?.w === 'to' && tokens[i]!.w !== 'give') && article(tokens, i, k);
  }
  return false;
}

/** An article or determiner (or another person) between the verb and its noun: "a pin", "him a pin", "a warehouse fob". */
function article(tokens: readonly Token[], i: number, k: number): boolean {
  for (let j = i + 1; j < k; j++)
    if (['a', 'an', 'the', 'new', 'their', 'his', 'her', 'temporary', 'temp', 'one-time'].includes(tokens[j]!.w)) return true;
  // "give dana access": a person and the noun.
  return tokens[k]!.w === 'access';
}

/** "make Ana an admin", "make priya the new treasurer": a person given a role. */
function madeRole(tokens: readonly Token[], i: number, end: number): boolean {
  for (let k = i + 2; k < Math.min(end, i + 9); k++) {
    if (!ROLES.has(tokens[k]!.w)) continue;
    let j = k - 1;
    while (j > i && !['a', 'an', 'the', 'our', 'my', 'co'].includes(tokens[j]!.w) && j > k - 3) j--;
    return j > i + 1 && ['a', 'an', 'the', 'our', 'my'].includes(tokens[j]!.w);
  }
  return false;
}

/** "open a work order", "open a new ticket": something made, unless it is a browser's tab or a page. */
function opensNew(tokens: readonly Token[], i: number, end: number): boolean {
  const det = tokens[i + 1]?.w;
  if (det !== 'a' && det !== 'an' && det !== 'new') return false;
  for (let k = i + 2; k < end; k++) if (BROWSING.has(tokens[k]!.w) || tokens[k]!.entity?.kind === 'url') return false;
  return end > i + 2;
}

/** Things withdrawn that are no money: taken back from a sale, a race or a process. */
// prettier-ignore
const ENTRIES = new Set(['lot', 'lots', 'item', 'items', 'listing', 'listings', 'application', 'applications', 'bid', 'bids', 'offer', 'offers', 'entry',
  'entries', 'nomination', 'submission', 'submissions', 'proposal', 'candidacy', 'complaint', 'consent', 'horse', 'team', 'paper', 'abstract']);

/** "withdraw lot 17 from the sale", "withdraw my application": something taken back, not money taken out. */
function withdrawsEntry(tokens: readonly Token[], i: number, end: number): boolean {
  for (let k = i + 1; k < end && tokens[k]!.w !== 'from'; k++) {
    if (['amount', 'iban', 'account', 'crypto'].includes(tokens[k]!.entity?.kind ?? '')) return false;
    if (ENTRIES.has(tokens[k]!.w)) return !namesMoney(tokens, k, end);
  }
  return false;
}

/** Verbs that put a charge on an account ("put a $25 late fee on unit 9's account", "add a fine to her record"). */
const CHARGES_ON = new Set(['put', 'add', 'apply', 'post', 'levy']);
/** The verbs an idiom starts with: no other word is looked further at. */
// prettier-ignore
const TRIGGERS: ReadonlySet<string> = new Set([...SEPARABLE.keys(), 'give', ...MAKES, ...NEEDS, ...DROPS, 'make', 'open', ...CHARGES_ON, 'withdraw', 'move', 'bump', 'shift', 'push']);
const FEES = new Set(['fee', 'fees', 'fine', 'fines', 'charge', 'charges', 'penalty', 'penalties', 'surcharge']);
/** Where a charge is entered, not paid from: a ledger kept about someone (a card named instead pays). */
const LEDGERS = new Set(['account', 'ledger', 'invoice', 'bill', 'tab', 'statement', 'record', 'file']);

/** A fee entered on someone's account: the ledger changes, nothing is paid to anyone. */
function feeOnAccount(tokens: readonly Token[], i: number, end: number): boolean {
  let fee = false;
  for (let k = i + 1; k < end; k++) {
    const w = tokens[k]!.w;
    if (FEES.has(w)) fee = true;
    else if (fee && (w === 'on' || w === 'to' || w === 'onto')) {
      for (let j = k + 1; j < end; j++) if (LEDGERS.has(tokens[j]!.w)) return true;
      return false;
    }
  }
  return false;
}

/** "put the install on the 17th", "move the fixture to sun the 13th": a thing put at a date or time. */
function toTime(tokens: readonly Token[], i: number, end: number, preps: readonly string[]): boolean {
  for (let k = i + 2; k < end; k++) {
    if (!preps.includes(tokens[k]!.w)) continue;
    // "move $200 to savings on friday": money moved is no appointment.
    if (namesMoney(tokens, i + 1, k)) return false;
    return startsTime(tokens, k + 1);
  }
  return false;
}

function startsTime(tokens: readonly Token[], k: number): boolean {
  const first = tokens[k]?.w === 'the' ? k + 1 : k;
  const t = tokens[first];
  if (t === undefined) return false;
  const kind = t.entity?.kind;
  if (kind === 'date' || kind === 'time') return true;
  // "the 17th": the number and its suffix are two words.
  const ordinal = /^\d{1,2}$/.test(t.w) && ['st', 'nd', 'rd', 'th'].includes(tokens[first + 1]?.w ?? '') && tokens[first + 1]!.start === t.end;
  return WEEKDAYS.has(t.w) || TIMES.has(t.w) || ordinal || (t.w === 'next' && tokens[first + 1] !== undefined);
}

function namesTime(tokens: readonly Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const t = tokens[k]!;
    if (t.entity?.kind === 'date' || t.entity?.kind === 'time' || WEEKDAYS.has(t.w) || TIMES.has(t.w)) return true;
  }
  return false;
}

function namesMoney(tokens: readonly Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (['amount', 'iban', 'account', 'crypto'].includes(tokens[k]!.entity?.kind ?? '')) return true;
  return false;
}

/** An idiom's words stand within this many tokens of its verb: a longer run of words with no break is no one clause to read (and stays linear). */
const CLAUSE_REACH = 40;

/** Where the clause of token `i` ends: the sentence end, a comma, or a clause break ("and", "then"). */
function clauseEnd(tokens: readonly Token[], i: number): number {
  const sentence = tokens[i]!.sentence;
  const reach = Math.min(tokens.length, i + CLAUSE_REACH);
  let k = i + 1;
  while (k < reach && tokens[k]!.sentence === sentence && tokens[k]!.w !== ',' && !CLAUSE_BREAKS.has(tokens[k]!.w)) k++;
  return k;
}

/** "add her as treasurer", "loop him in as a contributor": a role after "as" names an access change. */
export function asRole(tokens: readonly Token[], k: number): boolean {
  if (!ROLES.has(tokens[k]!.w)) return false;
  // "save it as a member note": a role word before its noun only qualifies it.
  const after = tokens[k + 1];
  if (
    after !== undefined &&
    after.sentence === tokens[k]!.sentence &&
    after.kind === 'word' &&
    !ROLE_ENDS.has(after.w) &&
    !CLAUSE_BREAKS.has(after.w)
  )
    return false;
  // "as field staff", "as a shift coordinator", "as a normal member": an article and one word may stand between.
  for (let j = k - 1; j >= 0 && j >= k - 3; j--) {
    const w = tokens[j]!.w;
    if (w === 'as') return true;
    if (tokens[j]!.sentence !== tokens[k]!.sentence || !/^[a-z-]+$/.test(w) || (j < k - 1 && !ARTICLES_BEFORE_ROLE.has(w))) return false;
  }
  return false;
}

/** What may stand between "as" and a role besides one qualifying word. */
const ARTICLES_BEFORE_ROLE = new Set(['a', 'an', 'the', 'our', 'my', 'their', 'his', 'her']);

/** Words that may follow a role: where it is held, or for how long. */
const ROLE_ENDS = new Set(['on', 'in', 'for', 'of', 'at', 'to', 'with', 'from', 'until', 'till', 'please', 'pls', 'too', 'instead']);

/** A role after "as" in tokens [from, to). */
export function roleIn(tokens: readonly Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (asRole(tokens, k)) return true;
  return false;
}
