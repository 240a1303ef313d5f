/**
 * Bindings: the values an operation names for each argument role, read by where they stand.
 *
 * - destinations: addresses (e-mail, phone, IBAN, account, crypto address, channel, handle) after
 *   "to"/"with" first, else anywhere in the request; for an access change the principal (the
 *   object: "add rahul@… to #launch") comes first. Never the user's own id ("my account number is
 *   …"), never a source ("from GB82…"), never an asset symbol.
 * - names as destinations: a name right after a sending verb or after "to"/"with" ("email Maria",
 *   "send it to Bob"); a possessive ("Maria's birthday") or a name inside content is not one.
 * - accounts: the user's own ids ("my customer id is 55102") and accounts money leaves from.
 * - identifiers: ids in the request ("cancel #W77", "issue 318", "HX-88213"), resources named
 *   next to the noun a tool's id argument names ("the checkout deployment"), and a handle-like
 *   object ("bump search-indexer").
 * - amounts (with their currency) and files in the request, else those of no other request.
 */
import { posix } from 'node:path';
import type { CatalogEntry } from '../../action/catalog.ts';
import { words } from '../../action/infer.ts';
import type { ArgumentRole } from '../../action/types.ts';
import { getOwn } from '../../util/json.ts';
import type { Entity, EntityKind } from './entity.ts';
import { CLASS } from '../../action/classes.ts';
import type { IntentFrame } from './frame.ts';
import type { Operation, Range } from './operations.ts';
import { isAdjective, isFirstName, isOrdinaryWord } from './lexicon.ts';
import { paysWith, totalsOfRates } from './money-words.ts';
import { VERBS } from './vocabulary.ts';
import { requestEnd, ruledOut } from './ruled-out.ts';
import { escapeRegExp } from '../../util/regex.ts';
import { isPlaceName } from './names.ts';

export const ADDRESS_KINDS: ReadonlySet<EntityKind> = new Set(['email', 'iban', 'account', 'phone', 'crypto', 'channel', 'handle']);
const NAME_KINDS: ReadonlySet<EntityKind> = new Set(['person', 'name', 'organisation', 'place']);
const SELF_KINDS: ReadonlySet<EntityKind> = new Set(['id', 'iban', 'account', 'number', 'handle', 'email', 'crypto']);

export const within = (e: Entity, r: Range | undefined): boolean => r !== undefined && e.start >= r[0] && e.end <= r[1];

/**
 * What the operation reaches: from its verb to where the next request starts ("transfer 75.50 EUR
 * to GB82… and another 20 EUR to DE89…", "pay the bill, it's $84.20"), or the whole intent for
 * operations without a span (the LLM compiler's).
 */
function spanOf(frame: IntentFrame, op: Operation): Range {
  return op.span === undefined ? [0, frame.text.length] : [op.span[0], requestEnd(frame, op)];
}

/** "from my account GB82…", "off my card": the user's own value the money or data leaves (someone else's "from their account X" is where to send it back). */
function isSource(text: string, e: Entity): boolean {
  const before = text.slice(Math.max(0, e.start - 40), e.start);
  return /\b(?:from|off)\s+(?:my|our)\s+(?:\w+\s+){0,2}$/i.test(before) && !/\b(?:to|into|onto)\s+(?:\w+\s+){0,2}$/i.test(before);
}

function possessive(text: string, e: Entity): boolean {
  return /^['’]s\b/.test(text.slice(e.end, e.end + 3)) || /['’]s$/.test(e.text);
}

/** Address values the operation sends to or acts on (see the module comment). `principalFirst`: an access change. */
export function destinations(frame: IntentFrame, op: Operation, principalFirst: boolean): Entity[] {
  const span = spanOf(frame, op);
  const candidates = frame.entities.filter(
    (e) => ADDRESS_KINDS.has(e.kind) && e.owner !== 'self' && within(e, span) && !isSource(frame.text, e) && !ruledOut(frame, e),
  );
  // After the request's own words, a continuation ("… and another 20 EUR to DE89…") names destinations too.
  const toward = candidates.filter((e) => within(e, op.destination) || (op.span !== undefined && e.start >= op.span[1]));
  const rest = candidates.filter((e) => !toward.includes(e));
  if (principalFirst) return rest.length > 0 ? rest : toward;
  // With no "to" in the request, what it names and what a continuation adds are all destinations
  // ("pay invoices from Acme (IBAN DE44…) and Globex (IBAN FR14…)").
  const noTo = op.destination === undefined || op.destination[1] <= op.destination[0];
  if (noTo && op.span !== undefined && toward.length > 0 && rest.length > 0) return [...rest, ...toward];
  if (toward.length > 0 || rest.length > 0) return toward.length > 0 ? toward : rest;
  // "They sent me their share (from their account GB29…) … send them back the difference": said before the request, in no other request.
  return before(frame, op).filter((e) => ADDRESS_KINDS.has(e.kind) && e.owner !== 'self' && !isSource(frame.text, e));
}

/** Requests and tools that text a phone, and those that e-mail, by their words. */
const PHONE_TOOL = /\b(?:sms|texts?|mobile|phone|whatsapp|signal|viber|telegram)\b/i;
const MAIL_TOOL = /\b(?:e-?mails?|mail|mailer|inbox)\b/i;

/**
 * "Mr Patel has a new mobile, 07700 918 244 – update it and text him": a message request whose
 * object is a pronoun goes to the contact detail the intent wrote before it, of the kind the
 * tools send to (a phone for a texting tool, an address for a mailer). None when the tools' words
 * say neither, or say both.
 */
export function pronounContacts(frame: IntentFrame, op: Operation, tools: readonly CatalogEntry[]): Entity[] {
  if (op.span === undefined || op.object === undefined || !/^\s*(?:him|her|them)\b/i.test(frame.text.slice(op.object[0], op.object[1]))) return [];
  // The request's own verb says it ("text him", "email her"); else the tools it would call, when they say one kind only.
  const text =
    PHONE_TOOL.test(op.verb) || MAIL_TOOL.test(op.verb)
      ? op.verb
      : tools.map((t) => `${t.spec.name.replace(/[_.-]/g, ' ')} ${t.spec.description ?? ''}`).join(' ');
  const phone = PHONE_TOOL.test(text);
  if (phone === MAIL_TOOL.test(text)) return [];
  const kind = phone ? 'phone' : 'email';
  return frame.entities.filter(
    (e) => e.kind === kind && e.owner !== 'self' && e.end <= op.span![0] && !isSource(frame.text, e) && !ruledOut(frame, e),
  );
}

/** Entities between the previous request with a side effect (or the start) and this request. */
function before(frame: IntentFrame, op: Operation): Entity[] {
  if (op.span === undefined) return [];
  const start = Math.max(
    0,
    ...frame.operations.filter((o) => o.kind !== 'read' && o.span !== undefined && o.span[1] <= op.span![0]).map((o) => o.span![1]),
  );
  return frame.entities.filter((e) => e.start >= start && e.end <= op.span![0]);
}

/**
 * Names in a destination position of the operation ("email Maria", "send it to Bob Smith"), and the
 * name a pronoun destination points back at ("Apple called … send them the difference"). For an
 * access change (`principalFirst`) only its object names the principal ("invite Dora to Slack").
 */
export function namedDestinations(frame: IntentFrame, op: Operation, principalFirst = false): Entity[] {
  const span = spanOf(frame, op);
  const gapToObject = op.object === undefined ? '' : frame.text.slice(op.object[0], op.object[1]);
  const pronoun = /^\s*(them|him|her)\b/i.exec(gapToObject);
  if (pronoun !== null && op.span !== undefined) {
    // "them" points at every name said since the last request, "him"/"her" at the last one.
    const earlier = before(frame, op).filter((e) => NAME_KINDS.has(e.kind) && !possessive(frame.text, e) && !isPlaceName(frame.text, e));
    if (earlier.length > 0) return pronoun[1]!.toLowerCase() === 'them' ? earlier : [earlier[earlier.length - 1]!];
  }
  return frame.entities.filter((e) => {
    if (!NAME_KINDS.has(e.kind) || !within(e, span) || possessive(frame.text, e) || paysWith(frame.text, e)) return false;
    if (within(e, op.destination)) return !principalFirst;
    // Right after the verb, with at most a determiner between: "email Maria the agenda", "invite Dr. Smith".
    const gap = frame.text.slice(op.object?.[0] ?? span[0], e.start);
    return op.object !== undefined && e.start >= op.object[0] && /^\s*(?:(?:dr|mr|mrs|ms|prof)\.?\s+)?$/i.test(gap);
  });
}

/** The user's own ids and the accounts money leaves from. */
export function accounts(frame: IntentFrame, op: Operation): Entity[] {
  const span = spanOf(frame, op);
  return frame.entities.filter(
    (e) =>
      (SELF_KINDS.has(e.kind) && e.owner === 'self') ||
      ((e.kind === 'iban' || e.kind === 'account') && within(e, span) && isSource(frame.text, e) && e.owner !== 'other'),
  );
}

/** Ids of existing items the operation acts on, resources named next to the noun an id argument names, and a handle-like object. */
export function identifiers(frame: IntentFrame, op: Operation, tools: readonly CatalogEntry[]): (string | number)[] {
  const span = spanOf(frame, op);
  const out = new Set<string>();
  const ids = frame.entities.filter((e) => e.kind === 'id' && e.owner !== 'self' && !ruledOut(frame, e));
  for (const e of ids) if (within(e, span)) out.add(String(e.value));
  // "order #W66 was $84.20 … request a refund of the duplicate charge": an id said before the request, in no other request.
  if (out.size === 0 && op.span !== undefined) {
    const start = Math.max(
      0,
      ...frame.operations.filter((o) => o.kind !== 'read' && o.span !== undefined && o.span[1] <= op.span![0]).map((o) => o.span![1]),
    );
    for (const e of ids) if (e.start >= start && e.end <= op.span[0]) out.add(String(e.value));
  }
  const text = frame.text.slice(span[0], span[1]);
  // Resources a tool takes by name ("deployment", "release"): "the checkout deployment", "the redis chart", "deployment api-v2".
  for (const noun of resourceNouns(tools)) {
    const before = new RegExp(`(?:^|\\s)([a-z][a-z0-9._-]{1,62})\\s+${noun}s?\\b`, 'gi');
    for (let m = before.exec(text); m !== null; m = before.exec(text)) if (isResourceName(m[1]!)) out.add(m[1]!);
    const after = new RegExp(`\\b${noun}s?\\s+([a-z][a-z0-9._-]{1,62})(?=$|[\\s,.;:!?])`, 'gi');
    for (let m = after.exec(text); m !== null; m = after.exec(text)) if (isResourceName(m[1]!) && /[-_\d]/.test(m[1]!)) out.add(m[1]!);
  }
  // A quoted name next to such a noun: "the 'random' channel", "channel 'general'".
  const nouns = resourceNouns(tools);
  for (const e of frame.entities) {
    if (e.kind !== 'quoted' || !within(e, span) || !isHandleText(String(e.value))) continue;
    const next = /^\s+([a-z]+)/i.exec(frame.text.slice(e.end, e.end + 32))?.[1]?.toLowerCase();
    const prev = /([a-z]+)\s+$/i.exec(frame.text.slice(Math.max(0, e.start - 32), e.start))?.[1]?.toLowerCase();
    if (nouns.some((n) => n === next || `${n}s` === next || n === prev)) out.add(String(e.value));
  }
  const head = handleObject(frame, op);
  if (head !== undefined) out.add(head);
  return [...out];
}

/** A handle-like word right after the verb ("bump search-indexer", "kick spam-bot"), or inside the object after "for" ("the key for build-bot"). */
export function handleObject(frame: IntentFrame, op: Operation): string | undefined {
  if (op.object === undefined || op.span === undefined) return undefined;
  const text = frame.text.slice(op.object[0], op.span[1]);
  const m =
    /^\s*(?:(?:the|my|our)\s+)?([a-z][a-z0-9]*(?:[-_][a-z0-9]+)+)\b(?![.@/'’])/.exec(text) ??
    /\bfor\s+(?:the\s+)?([a-z][a-z0-9]*(?:[-_][a-z0-9]+)+)\b(?![.@/'’])/.exec(text);
  return m !== null && isResourceName(m[1]!) ? m[1] : undefined;
}

// prettier-ignore
const NOT_NAMES = new Set([
  'the', 'a', 'an', 'my', 'our', 'your', 'this', 'that', 'new', 'old', 'same', 'other', 'current', 'latest', 'previous', 'next', 'last', 'first',
  'main', 'whole', 'entire', 'every', 'each', 'all', 'any', 'some', 'daily', 'nightly', 'weekly', 'monthly', 'prod', 'production', 'staging', 'dev',
  'test', 'default', 'primary', 'backup', 'open', 'pending', 'failed', 'failing', 'broken', 'flaky', 'running', 'one', 'two', 'three', 'to', 'in',
  'on', 'of', 'for', 'and', 'or', 'with', 'it', 'them', 'its', 'their', 'his', 'her', 'read-only', 'view-only', 'e-mail', 'usb-c', 'to-do',
  'follow-up', 'check-up', 'out-of-office', 'one-on-one', 'set-up', 'sign-in', 'log-in', 'opt-out', 're-run', 'built-in', 'real-time', 'long-term',
  'full-time', 'part-time', 'self-service', 'in-person', 'well-known', 'high-priority', 'low-priority', 'up-to-date', 'whatever', 'which',
  'what', 'whichever', 'either', 'both', 'name', 'names', 'with', 'from', 'into', 'back', 'out', 'up', 'down', 'over', 'values', 'value',
]);

/** A quoted value that reads like a handle or a name ("general", "Ops Team"), not a title or a file. */
function isHandleText(value: string): boolean {
  return value.split(/\s+/).length <= 3 && !/\.[a-z0-9]{2,5}$/i.test(value);
}

function isResourceName(word: string): boolean {
  const w = word.toLowerCase();
  return w.length >= 2 && !NOT_NAMES.has(w) && !VERBS.has(w) && !isAdjective(w) && !/^\d+$/.test(w) && /[a-z]{2}/.test(w);
}

const ID_ARGUMENT = /\b(?:id|ids|uuid|number|no|ref|reference|key|code|token)\b/i;

/**
 * Nouns of the resources these tools take by name (an identifier argument that is not an id:
 * `deployment`, `release`), from the argument's name and description and the tool's description.
 */
function resourceNouns(tools: readonly CatalogEntry[]): string[] {
  const out = new Set<string>();
  for (const tool of tools)
    for (const { name, description } of argumentsOf([tool], 'identifier')) {
      if (ID_ARGUMENT.test(`${words(name).join(' ')} ${description}`)) continue;
      for (const w of words(`${name} ${description} ${tool.spec.description ?? ''}`))
        if (w.length > 3 && !VERBS.has(w) && !NOT_NAMES.has(w)) out.add(w);
    }
  return [...out].filter((w) => /^[a-z]+$/.test(w));
}

/** Amounts of the operation; when it names none, the amounts no operation's span holds ("pay the bill. It's $84.20"). */
export function amounts(frame: IntentFrame, op: Operation): Entity[] {
  const money = frame.entities.filter((e) => e.kind === 'amount' && typeof e.value === 'number');
  // Without an amount written as money, a bare number an order or trade is put in at ("a bid at 95", "sell @ 116.4",
  // "limit 120") is its price; "at 8" may be a time ("a table at 8"), so a bare "at" needs a number past the hours.
  const before = (e: Entity): string => frame.text.slice(Math.max(0, e.start - 12), e.start);
  const priced = (e: Entity): boolean =>
    e.kind === 'number' &&
    typeof e.value === 'number' &&
    (op.classes.includes(CLASS.orderManage) || op.classes.includes(CLASS.paymentInitiate)) &&
    (/(?:@|\blimit(?:\s+of)?|\bprice(?:\s+of)?)\s*$/i.test(before(e)) || (/\bat\s*$/i.test(before(e)) && e.value > 24));
  const all = money.length > 0 ? money : frame.entities.filter(priced);
  if (op.span === undefined) return all;
  const own = all.filter((e) => within(e, op.span));
  if (own.length > 0) return [...own, ...totalsOfRates(frame.text, own, all)];
  return all.filter((e) => !frame.operations.some((other) => other.kind !== 'read' && within(e, other.span)));
}

/** Files and folders of the operation (else those of no operation), a file name joined to the folder it is "in". */
export function paths(frame: IntentFrame, op: Operation): string[] {
  const files = frame.entities.filter((e) => e.kind === 'file');
  const own = op.span === undefined ? files : files.filter((e) => within(e, op.span));
  const chosen = own.length > 0 ? own : files.filter((e) => !frame.operations.some((other) => other.kind !== 'read' && within(e, other.span)));
  const out: string[] = [];
  for (const e of chosen) {
    const value = String(e.value);
    const folder = chosen.find((f) => f !== e && f.start > e.end && /^\s+in\s+$/i.test(frame.text.slice(e.end, f.start)));
    if (!value.includes('/') && folder !== undefined) {
      out.push(`${String(folder.value).replace(/\/+$/, '')}/${value}`);
      continue;
    }
    if (chosen.some((f) => f !== e && !String(f.value).includes('/') && e.start > f.end && /^\s+in\s+$/i.test(frame.text.slice(f.end, e.start))))
      continue; // the folder a named file is in: the file is the bound
    out.push(value);
  }
  return [...new Set(out)];
}

/** Each argument of `role` of these tools: its name, schema (an object, possibly empty) and description. */
function* argumentsOf(
  tools: readonly CatalogEntry[],
  role: ArgumentRole,
): Generator<{ name: string; schema: Record<string, unknown>; description: string; tool: string }> {
  for (const tool of tools) {
    const properties = tool.spec.inputSchema?.properties ?? {};
    for (const [name, r] of tool.roles) {
      if (r !== role) continue;
      const raw = getOwn(properties, name);
      const schema = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
      yield { name, schema, description: String(schema.description ?? ''), tool: tool.spec.description ?? '' };
    }
  }
}

/** True when an argument of `role` of these tools takes names or handles as written (not an id or an address a look-up must supply). */
export function takesNames(tools: readonly CatalogEntry[], role: ArgumentRole): boolean {
  let found = false;
  for (const { name, schema, description, tool } of argumentsOf(tools, role)) {
    const text = `${name.replace(/[_.]/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2')} ${description}`;
    if (schema.format === 'email' || ADDRESS_WORDS.test(text) || ID_WORDS.test(text)) return false;
    if (description.length === 0 && ADDRESSED_CHANNELS.test(tool.slice(0, 300))) return false;
    found = true;
  }
  return found;
}

const ADDRESS_WORDS = /\b(?:e-?mails?|addresses|address|iban|phone|url)\b/i;
const ID_WORDS = /\b(?:id|ids|uuid)\b/i;
/** Channels that reach a person by a number or an address: a bare `to` of a tool that "Sends an SMS or e-mail" takes one. */
const ADDRESSED_CHANNELS = /\b(?:sms|e-?mails?|text messages?|whatsapp|viber|telegram|signal|phone numbers?|mobile numbers?)\b/i;

/** True when every argument of `role` of these tools is an integer or a number (ids written "#51" are then 51). */
export function numericArguments(tools: readonly CatalogEntry[], role: ArgumentRole): boolean {
  let any = false;
  for (const { schema } of argumentsOf(tools, role)) {
    if (schema.type !== 'integer' && schema.type !== 'number') return false;
    any = true;
  }
  return any;
}

/** The item ids (not the user's own) written inside an operation's span. */
export function opIds(frame: IntentFrame, op: Operation): Entity[] {
  const span = op.span;
  if (span === undefined) return [];
  return frame.entities.filter((e) => e.kind === 'id' && e.owner !== 'self' && e.start >= span[0] && e.end <= span[1]);
}

/** "joana's membership", "the new hire's access": someone named by a possessive (not "it's", "let's", "what's"). */
export const POSSESSIVE = /\b(?!(?:it|that|what|there|here|let|who|he|she|where|how)['’]s\b)[a-z][a-z-]+['’]s\s+[a-z]/i;

/** `path` resolved against `base` when it is relative (not `/…`, `~…` or a URI) and a base is known; else as written. */
export function fromBase(path: string, base: string | undefined): string {
  if (base === undefined || path.startsWith('/') || path.startsWith('~') || /^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  return posix.resolve(base, path);
}

/** Whether an address entity stands in the clause that starts with `evidence` (up to the next `;`, `.`, `!`, `?`, line or " and "). */
export function addressInClauseOf(frame: IntentFrame, evidence: string): boolean {
  const lower = frame.text.toLowerCase();
  // Evidence may abstract what it quotes ("pay the <amount> bill"): a placeholder matches a few words.
  const pattern = evidence
    .toLowerCase()
    .split(/<[a-z]+>/)
    .map(escapeRegExp)
    .join('.{1,40}?');
  const found = new RegExp(pattern).exec(lower);
  if (found === null) return false;
  const start = found.index;
  const rest = lower.slice(start + found[0].length);
  const stop = rest.search(/[;!?\n]|\.(?:\s|$)|\sand\s/);
  // A clause also ends where the next request begins ("reply to the people who write to me, keep …,
  // post updates to #team": the channel belongs to the posting, not to the replies).
  const next = frame.operations.reduce(
    (at, op) => (op.span !== undefined && op.span[0] > start + found[0].length ? Math.min(at, op.span[0]) : at),
    Infinity,
  );
  const end = Math.min(start + found[0].length + (stop < 0 ? rest.length : stop), next);
  return frame.entities.some((e) => ADDRESS_KINDS.has(e.kind) && e.start >= start && e.end <= end);
}

/**
 * Why a message or a payment the intent asks for goes to someone a look-up supplies, when its words
 * name no address: a person named in lower case (below), or a request to send or pay whose tools
 * cannot act without a destination (their schema requires one), so the words that describe it
 * ("der Besitzerin von Pepper", "panu Dvořákovi", "the ref from sunday's game") are ones the
 * compiler does not read. Undefined when neither holds: then nothing is allowed.
 */
export function unspokenDestination(
  frame: IntentFrame,
  ops: readonly Operation[],
  matched: readonly CatalogEntry[],
  cls: string,
  role: ArgumentRole,
): string | undefined {
  if (cls !== CLASS.messageSend && cls !== CLASS.paymentInitiate) return undefined;
  const lower = lowerCaseName(frame, ops);
  if (lower !== undefined) return `the intent names someone ("${lower}") whose address a look-up must supply`;
  const required = (e: CatalogEntry): boolean => (e.spec.inputSchema?.required ?? []).some((name) => e.roles.get(name) === role);
  if (ops.some((op) => op.kind === 'create' && !op.negated) && matched.length > 0 && matched.every(required))
    return 'the request sends to someone its words do not spell out, and the tools it calls cannot act without a destination: a look-up supplies it';
  return undefined;
}

/**
 * A person the request names in lower case, as people type ("text zoe …", "pay nadia's claim"): the
 * first word of its object, past a determiner, is a first name of the lexicon's list (or its
 * possessive) and no ordinary word. Their address is looked up; it is not a value to bind.
 */
export function lowerCaseName(frame: IntentFrame, ops: readonly Operation[]): string | undefined {
  // "text mike …", "send the parts … to lena": the object's or the destination's first word.
  for (const span of ops.flatMap((op) => [op.object, op.destination])) {
    if (span === undefined) continue;
    const said =
      frame.text
        .slice(span[0], Math.min(span[1], span[0] + 64))
        .toLowerCase()
        .match(/[a-z\u00C0-\u024F'’]+/g) ?? [];
    const bare = said.find((w) => !LOWER_DETERMINERS.has(w))?.replace(/['’]s?$/, '');
    if (bare !== undefined && bare.length >= 3 && isFirstName(bare) && !isOrdinaryWord(bare)) return bare;
  }
  return undefined;
}
const LOWER_DETERMINERS = new Set(['the', 'my', 'our', 'a', 'an', 'to']);

const REMOVALS = /^(?:delete|remove|cancel|drop|purge|erase|void|revoke|withdraw|archive)$/;
/**
 * Every request is a removal ("delete order 88102"): through a per-call tool, the records it names are
 * the only ones it may take away (an identifier bound to them), where another request's payload may
 * carry ids it looked up.
 */
export function removalsOnly(ops: readonly Operation[]): boolean {
  return ops.length > 0 && ops.every((op) => REMOVALS.test(op.verb));
}
