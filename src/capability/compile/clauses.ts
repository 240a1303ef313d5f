/**
 * How the requests of one intent relate beyond their own words: a request the user takes back
 * ("refund #W77 — wait no, don't"), a change made by the command that follows it ("rotate the
 * logs, run logrotate -f …") or with a command-line program ("merge it with git"), and nouns that
 * only qualify the noun after them ("my exchange api key"); which of tied tools' classes the words
 * keep, someone else's account, and what a pronoun or the words before a verb point back to.
 */
import { CLASS } from '../../action/classes.ts';
import type { ActionClass } from '../../action/types.ts';
import type { Operation } from './operation.ts';
import type { Token } from './text.ts';
import { NOUN_CLASS } from './vocabulary.ts';

/** Operations after the relations between them are applied: retracted ones negated, changes made by a following command made code. */
export function clauseRelations(text: string, tokens: readonly Token[], sorted: Operation[]): Operation[] {
  const out = [...sorted];
  // "rotate the nginx logs, run logrotate -f …": a local change followed, after a bare comma, by the command that makes it.
  for (let k = 0; k + 1 < out.length; k++) {
    const op = out[k]!;
    const next = out[k + 1]!;
    if (op.kind === 'read' || op.verb === '?' || op.sentence !== next.sentence || !op.classes.every((c) => c === CLASS.fileModify)) continue;
    if (!(next.classes.length === 1 && next.classes[0] === CLASS.codeExecute && hasCode(tokens, next.from, next.to))) continue;
    const gap = op.span === undefined || next.span === undefined ? '' : text.slice(op.span[1] - 1, next.span[0]);
    if (/^[\s,:;—–-]*$/.test(gap) && /[,:;—–-]/.test(gap)) out[k] = { ...op, classes: [CLASS.codeExecute] };
  }
  return out.map((op, k) => (op.verb !== '?' && !op.negated && retracted(text, op, out[k + 1]) ? { ...op, negated: true } : op));
}

/** "refund order #W77 — wait no, don't": the user takes the request back before the next one. */
const RETRACTION =
  /^[\s\S]{0,120}?(?:\b(?:wait|hold on)[,.!\s—–-]*(?:no|don'?t|never\s*mind|cancel that)\b|\bno,?\s+wait\b|\bnever\s*mind\b|\bscratch that\b|\bon second thought\b|\bactually,?\s+(?:no|don'?t)\b)/i;

const CORRECTION = /^[\s,.!—–-]*(?:to|into|for|from|on|at|with|instead|make it|use|it'?s|the other)\b/i;

function retracted(text: string, op: Operation, next: Operation | undefined): boolean {
  if (op.span === undefined) return false;
  const end = next?.span?.[0] ?? text.length;
  if (end <= op.span[0]) return false;
  const m = RETRACTION.exec(text.slice(op.span[0], end));
  // "send it to bob — wait, no, to alice": a correction of the request, not its withdrawal.
  return m !== null && !CORRECTION.test(text.slice(op.span[0] + m[0].length, end));
}

/** "exchange" in "my exchange api key": a noun of one class qualifying a noun of another, which is the thing acted on. */
/** Of tied tools' classes, the first non-empty agreement with: the classes the words decided or the sentence's nouns and values name, those the verb can mean. */
export function agreeing(grounded: readonly ActionClass[], evidence: readonly (readonly ActionClass[])[]): readonly ActionClass[] {
  if (grounded.length < 2) return grounded;
  for (const words of evidence) {
    const kept = grounded.filter((c) => words.includes(c));
    if (kept.length > 0) return kept;
  }
  return grounded;
}

/** "deactivate spammer99's account", "remove Dana's access": someone else's account or access is an access change, not a setting of the user's. */
export function othersAccount(tokens: readonly Token[], from: number, to: number): boolean {
  for (let k = from; k + 1 < to; k++) {
    const w = tokens[k]!.w;
    if (w.endsWith("'s") && !NOT_POSSESSIVE.has(w) && ACCESS_NOUNS.has(tokens[k + 1]!.w)) return true;
    // "Marta's account": a name found as a value, then its possessive.
    const [quote, s, noun] = [tokens[k + 1], tokens[k + 2], tokens[k + 3]];
    if (tokens[k]!.kind === 'entity' && quote?.w === "'" && s?.w === 's' && k + 3 < to && ACCESS_NOUNS.has(noun!.w)) return true;
  }
  return false;
}

/** A third party's possessive ("Jonas's", "Keller's", "her", "their") in [from, to): what follows belongs to someone else. */
export function othersDetails(tokens: readonly Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const t = tokens[k]!;
    if (t.kind === 'word' && (THIRD_PERSON.has(t.w) || (t.w.endsWith("'s") && !NOT_POSSESSIVE.has(t.w)))) return true;
    if (t.kind === 'entity' && tokens[k + 1]?.w === "'" && tokens[k + 2]?.w === 's') return true;
  }
  return false;
}

const THIRD_PERSON = new Set(['his', 'her', 'their']);

const NOT_POSSESSIVE = new Set(["it's", "that's", "what's", "let's", "there's", "here's", "who's", "he's", "she's"]);
const ACCESS_NOUNS = new Set(['account', 'accounts', 'access', 'login', 'permissions', 'role']);

export function isModifier(tokens: readonly Token[], k: number, to: number): boolean {
  const own = NOUN_CLASS.get(tokens[k]!.w);
  const next = tokens[k + 1];
  if (own === undefined || next === undefined || k + 1 >= to || next.kind !== 'word') return false;
  const after = tokens[k + 2];
  const head = (after !== undefined && after.kind === 'word' ? NOUN_CLASS.get(`${next.w} ${after.w}`) : undefined) ?? NOUN_CLASS.get(next.w);
  return head !== undefined && head !== own;
}

/** Command-line programs a change is made "with" or "using" (tools that act by running them). */
// prettier-ignore
const PROGRAMS = new Set(['git', 'docker', 'kubectl', 'helm', 'terraform', 'ansible', 'npm', 'yarn', 'pnpm', 'make', 'cargo', 'pip', 'psql', 'mysql',
  'sqlite3', 'rsync', 'scp', 'ssh', 'systemctl', 'crontab', 'sed', 'awk', 'ffmpeg', 'imagemagick', 'gcloud', 'aws', 'az', 'gh', 'mvn', 'gradle']);

export function programMeans(tokens: readonly Token[], from: number, to: number): boolean {
  for (let k = from; k + 1 < to; k++) {
    if (!['with', 'using', 'via', 'through'].includes(tokens[k]!.w)) continue;
    const at = tokens[k + 1]!.w === 'the' ? k + 2 : k + 1;
    const next = tokens[at];
    if (next !== undefined && PROGRAMS.has(next.w)) return true;
    // "with logrotate -f /etc/…": any word followed by a command-line flag is a program.
    const dash = tokens[at + 1];
    const flag = tokens[at + 2];
    if (next?.kind === 'word' && at + 2 < to && dash?.w === '-' && flag !== undefined && dash.end === flag.start && /^[a-z]/.test(flag.w))
      return true;
  }
  return false;
}

function hasCode(tokens: readonly Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (tokens[k]!.entity?.kind === 'code') return true;
  return false;
}

/** "Buy the book … Send it to Anna Lindqvist, …": after a purchase, sending or delivering "it" says where it goes. */
export function isDelivery(tokens: readonly Token[], i: number, verb: string, before: readonly Operation[]): boolean {
  if (verb !== 'send' && verb !== 'deliver' && verb !== 'ship') return false;
  if (!pronounObject(tokens, i)) return false;
  return before.some((op) => !op.negated && (op.classes.includes(CLASS.orderManage) || op.classes.includes(CLASS.paymentInitiate)));
}

/** A code span in the object introduced by "the result of", "the output of". */
export function codeResult(tokens: readonly Token[], at: number, end: number): boolean {
  for (let k = at + 3; k < end; k++)
    if (tokens[k]!.entity?.kind === 'code' && tokens[k - 1]!.w === 'of' && ['result', 'results', 'output', 'outcome'].includes(tokens[k - 2]!.w))
      return true;
  return false;
}

const PRONOUNS = new Set(['it', 'them', 'this', 'that', 'these', 'those']);

const PERSONS = new Set(['them', 'him', 'her', 'me', 'us']);
const THING_STARTS = new Set(['a', 'an', 'the', 'some', 'new', 'another', 'their', 'his', 'its', 'our', 'my', 'your']);

export function pronounObject(tokens: readonly Token[], at: number): boolean {
  // "put in a new one", "send out another": past the particle of a two-word verb.
  const particle = ['in', 'up', 'out', 'off', 'down', 'through'].includes(tokens[at + 1]?.w ?? '') ? 1 : 0;
  const next = tokens[at + 1 + particle];
  if (next === undefined || next.sentence !== tokens[at]!.sentence) return false;
  // "make them a door code", "send him the invoice": a person before the thing is who it is for; the thing is the object.
  const after = tokens[at + 2 + particle];
  if (PERSONS.has(next.w) && after?.sentence === next.sentence && THING_STARTS.has(after.w)) return false;
  if (PRONOUNS.has(next.w)) return true;
  if (next.w === 'another' && (tokens[at + 2 + particle]?.sentence !== next.sentence || tokens[at + 2 + particle]?.w === 'one')) return true;
  // "delete the old one", "keep the other ones", "put in a new one": "one" stands for the noun said before.
  if (next.w !== 'the' && next.w !== 'that' && next.w !== 'this' && next.w !== 'a' && next.w !== 'an') return false;
  for (let k = at + 2 + particle; k < Math.min(tokens.length, at + 4 + particle) && tokens[k]!.sentence === next.sentence; k++) {
    if (tokens[k]!.w === 'one' || tokens[k]!.w === 'ones') return true;
    if (tokens[k]!.kind !== 'word') return false;
  }
  return false;
}

/** The words before the verb at `at` in its sentence, or the previous sentence when the verb starts one. */
export function before(tokens: readonly Token[], at: number): [number, number] {
  const sentence = tokens[at]!.sentence;
  let start = at;
  while (start > 0 && tokens[start - 1]!.sentence === sentence) start--;
  if (start < at) return [start, at];
  let prev = start;
  while (prev > 0 && tokens[prev - 1]!.sentence === sentence - 1) prev--;
  return [prev, start];
}

export function sentenceHas(tokens: readonly Token[], at: number, test: (t: Token) => boolean): boolean {
  const sentence = tokens[at]!.sentence;
  for (let k = at; k >= 0 && tokens[k]!.sentence === sentence; k--) if (test(tokens[k]!)) return true;
  for (let k = at + 1; k < tokens.length && tokens[k]!.sentence === sentence; k++) if (test(tokens[k]!)) return true;
  return false;
}

/**
 * The details of someone else ("Jonas Keller's phone number", "her address") are a record the tool
 * keeps about them, not the user's own account: account-modify becomes file-modify.
 */
export function theirs(found: readonly ActionClass[], tokens: readonly Token[], from: number, to: number): ActionClass[] {
  if (!found.includes(CLASS.accountModify) || !othersDetails(tokens, Math.max(0, from - 1), to)) return [...found];
  return [...new Set(found.map((c) => (c === CLASS.accountModify ? CLASS.fileModify : c)))];
}

/**
 * Money named in the request's words [from, to): an amount, an account or wallet address, or a
 * payment noun, or a verb that always pays back ("refund"). Without it a verb that may pay ("send the report") is not made a payment by a
 * catalog whose only sending tool moves money.
 */
export function namesMoney(tokens: readonly Token[], from: number, to: number): boolean {
  for (let k = from; k < to && k < tokens.length; k++) {
    const t = tokens[k]!;
    const kind = t.entity?.kind;
    if (kind === 'amount' || kind === 'iban' || kind === 'account' || kind === 'crypto') return true;
    if (t.kind === 'word' && (NOUN_CLASS.get(t.w) === CLASS.paymentInitiate || MONEY_VERBS.has(t.w))) return true;
  }
  return false;
}

/** Verbs that move money whatever their object: "refund order #5512" pays back, an amount said or not. */
const MONEY_VERBS = new Set(['refund', 'reimburse', 'repay']);

/**
 * The grounded classes of a verb that pays only when money is named ("send", "schedule"): without the payment when the
 * request names none ("send the report" to a catalog whose only sending tool moves money; buying always spends), and,
 * when that leaves none, what the words themselves read ("send the quote to …": a message).
 */
export function withoutUnnamedPayment(
  tied: readonly ActionClass[],
  vocabulary: readonly ActionClass[],
  senses: readonly ActionClass[],
  tokens: readonly Token[],
  from: number,
  to: number,
): ActionClass[] {
  const pay = CLASS.paymentInitiate;
  if (!tied.includes(pay) || !senses.includes(pay) || vocabulary.includes(pay) || namesMoney(tokens, from, to)) return [...tied];
  const rest = tied.filter((c) => c !== pay);
  return rest.length > 0 ? rest : vocabulary.filter((c) => c !== pay);
}
