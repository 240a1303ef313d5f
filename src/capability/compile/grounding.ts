/**
 * Grounding: which of the deployment's tools an operation of the intent would call. A verb is
 * read by its object in this catalog ("rotate the access key" calls a key tool, "rotate the scan"
 * an image tool; "scale the deployment" a cluster tool; "forward the invoice" a mail tool, never a
 * payment): the operation's verb and the words of its object and destination are matched against
 * each tool's name, description (sentences that say what the tool does NOT do are dropped) and
 * argument names, and the best-matching tools decide the operation's class.
 *
 * A match needs the object: an object word in the tool's name, or a verb match together with an
 * object word (or a value the tool's arguments take, such as an e-mail address for a tool that
 * takes one) in its description. Nothing here is keyed to a particular catalog: tools are
 * indexed by their own words.
 */
import type { CatalogEntry, ToolCatalog } from '../../action/catalog.ts';
import { mainVerbs } from '../../action/description.ts';
import { offeredOperations } from '../../action/dispatch.ts';
import { descriptionText, englishText, isForeignSmallWord } from '../../action/foreign.ts';
import { words } from '../../action/infer.ts';
import { verbSense } from '../../action/lexicon.ts';
import { glossNameSegments } from '../../action/name-glosses.ts';
import { baseForms, nameParts } from '../../action/words.ts';
import type { ActionClass } from '../../action/types.ts';
import { CLASS } from '../../action/classes.ts';
import type { CapabilityGraph } from '../graph.ts';
import { getOwn } from '../../util/json.ts';
import { idPatterns } from './id-patterns.ts';
import type { EntityKind } from './entity.ts';
import { nominalVerb } from './phrases.ts';
import { knownVerb, SYNONYMS } from './synonyms.ts';
import { AMBIGUOUS_VERBS, VERBS } from './vocabulary.ts';

export { synonymous } from './synonyms.ts';

export interface IndexedTool {
  readonly entry: CatalogEntry;
  /** The class a call matched here takes: the tool's, or for one operation of a per-call tool (`doors.grant`, `shareDataset`), that operation's. */
  readonly cls: ActionClass;
  /** Stems of the verbs its name uses as verbs ("send" in `send-transfer`, "place" and "order" in `placeOrder`; not "order" in `cancelOrder`). */
  readonly verbs: ReadonlySet<string>;
  /** Stems of its description's main verbs: what the tool says it does ("Moves a job to a new time"). */
  readonly described: ReadonlySet<string>;
  readonly name: ReadonlySet<string>;
  readonly description: ReadonlySet<string>;
  /** Stems of each argument's name and description. */
  readonly args: ReadonlyMap<string, ReadonlySet<string>>;
  /** Patterns of its arguments that fix a shape of id (`^CMD-\\d{4}$`): an id of the intent that fits one names what the tool acts on. */
  readonly idPatterns: readonly ((id: string) => boolean)[];
}

export interface ToolIndex {
  readonly tools: readonly IndexedTool[];
}

export interface Grounding {
  readonly tools: readonly CatalogEntry[];
  readonly classes: readonly ActionClass[];
  readonly score: number;
  /**
   * `strong`: the verb is the verb of the tool's name and something of the object fits the tool, or
   * a synonym is and an object word is in the name; `medium`: the verb alone as the name's verb, an
   * object word in the name and the verb in the description, or a synonym as the name's verb with
   * object evidence in its text; `weak`: anything less. Weaker groundings decide
   * only what the vocabulary leaves open, and only for verbs whose synonyms are known: a tool's
   * description never turns a vague request ("prepare a strategy") into a grant.
   */
  readonly strength: 'strong' | 'medium' | 'weak';
  /** The verb has a synonym list here (its meaning as a tool verb is known). */
  readonly known: boolean;
  /** The verb or a synonym is the verb of the chosen tools' names. */
  readonly verbNamed: boolean;
  /** The request's own verb (not a synonym) is the verb of the chosen tools' names. */
  readonly exact: boolean;
  /** A word of the request's object is in the chosen tools' names ("apply the leak allowance" to `allowances/leak_apply`). */
  readonly objectNamed: boolean;
}

/** What an operation offers for matching: its verb, the stems of its object and destination, and the kinds of values in them. */
export interface GroundingQuery {
  readonly verb: string;
  readonly object: readonly string[];
  readonly destination: readonly string[];
  readonly kinds: ReadonlySet<EntityKind>;
  /** Kinds of the new values a change sets ("… to LH 992 001 332"): evidence for the match, but no tool has to take them as a destination. */
  readonly values?: ReadonlySet<EntityKind>;
  /** Ids in the operation's object, as written ("CMD-7781"). */
  readonly ids?: readonly string[];
}

const cache = new WeakMap<ToolCatalog, ToolIndex>();

/** The index of `catalog` (built once per catalog instance). */
export function indexTools(catalog: ToolCatalog): ToolIndex {
  let index = cache.get(catalog);
  if (index === undefined) {
    index = { tools: catalog.entries.flatMap((entry) => [indexTool(entry), ...offeredOperations(entry).map((op) => indexOperation(entry, op))]) };
    cache.set(catalog, index);
  }
  return index;
}

/**
 * A tool is indexed by its own words and by their English glosses (src/action/foreign.ts): a catalog
 * named and described in another language (`boka_om`, "Flyttar ett uppdrag till ny tid") is matched
 * in the English the intent is read in ("reschedule", "moves an assignment to new time").
 */
function indexTool(entry: CatalogEntry): IndexedTool {
  const properties = entry.spec.inputSchema?.properties ?? {};
  const args = new Map<string, ReadonlySet<string>>();
  for (const name of Object.keys(properties)) {
    const schema = getOwn(properties, name);
    const description = typeof schema === 'object' && schema !== null ? String((schema as { description?: unknown }).description ?? '') : '';
    args.set(name, stems(`${name} ${englishName(name)} ${description} ${englishText(description).text}`));
  }
  const name = englishName(entry.spec.name);
  const written = entry.spec.description ?? '';
  const english = descriptionText(written).text;
  return {
    entry,
    cls: entry.actionClass,
    verbs: new Set([...nameVerbs(entry.spec.name), ...nameVerbs(glossedBase(entry.spec.name, name))]),
    // Only a name that says nothing of what the tool does (`job_rebook`, `Payables`) leaves that to its description.
    described: nameActs(entry.spec.name) ? new Set() : new Set(mainVerbs(english).map((v) => stem(v.base))),
    name: new Set([...stems(entry.spec.name), ...stems(name)]),
    // "An approval holds the slot": a noun of action in the description says the tool does its verb.
    description: new Set([...stems(affirmative(written)), ...stems(affirmative(english)), ...nominalStems(affirmative(english))]),
    args,
    idPatterns: idPatterns(properties),
  };
}

/** Does any word of the name (in English) read as a verb to the classifier (`MailboxManageDelegates`: "manage")? */
function nameActs(name: string): boolean {
  return nameParts(name).operation.some((w) => verbSense(w, baseForms(w)) !== undefined);
}

/** A name's words in English (`installningar_visa` → "settings show"), as the classifier reads them. */
function englishName(name: string): string {
  return glossNameSegments([words(name)])
    .flat()
    .join(' ');
}

/**
 * The glossed name with its glossed verbs in their base form: the tool-word tables gloss a name's verb as a description
 * says it (`aggiorna_lavoro` → "updates job", `invia_sms` → "sends sms"), and a name's verb is read in the base form
 * ("update"). Words the name itself is written with stay as written (`list_orders` keeps its noun "orders").
 */
function glossedBase(written: string, english: string): string {
  const own = new Set(words(written));
  return english
    .split(' ')
    .map((w) => {
      if (own.has(w) || VERBS.has(w)) return w;
      const base = baseForms(w).find((b) => b !== w && VERBS.has(b));
      return base !== undefined && verbSense(w, baseForms(w)) !== undefined ? base : w;
    })
    .join(' ');
}

/** One operation of a per-call tool, indexed as a tool of its own: its name, its parameters and the tool's arguments. */
function indexOperation(entry: CatalogEntry, op: { name: string; params: readonly string[]; cls: ActionClass }): IndexedTool {
  const tool = indexTool(entry);
  const args = new Map(tool.args);
  for (const p of op.params) args.set(`${op.name}.${p}`, stems(p));
  const name = englishName(op.name);
  return {
    entry,
    cls: op.cls,
    verbs: new Set([...nameVerbs(op.name), ...nameVerbs(name)]),
    described: new Set(),
    name: new Set([...stems(op.name), ...stems(name)]),
    description: new Set([...stems(op.name), ...stems(name)]),
    args,
    idPatterns: tool.idPatterns,
  };
}

/** Verbs that are as often the nouns of what a tool acts on (a charge, a deposit, an order). */
// prettier-ignore
const NOUN_VERBS = new Set(['charge', 'deposit', 'transfer', 'order', 'refund', 'return', 'exchange', 'message', 'post', 'record', 'report', 'payment', 'booking', 'invoice', 'bill', 'hold', 'email', 'text', 'comment', 'review', 'schedule', 'request', 'claim', 'file', 'tag', 'label', 'note', 'log', 'pin', 'flag', 'link']);

/** Verbs that ask for their object to be done: `requestRefund` refunds, `placeOrder` orders, `submitExpense` files an expense. */
const GENERIC_VERBS = new Set(['request', 'submit', 'place', 'create', 'make', 'issue', 'start', 'do', 'perform', 'initiate', 'file']);

/**
 * The verbs of a tool's name. A name is mostly [namespace] verb object: its first verb is the verb
 * (`cancelOrder` cancels, `send-transfer` sends, `RespondToInvite` responds), after a namespace
 * that is itself a verb (`exchange_withdraw`), and a generic verb makes its object the request
 * (`requestRefund` → refund, `placeOrder` → order).
 */
export function nameVerbs(name: string): Set<string> {
  const parts = words(name);
  const isVerb = (w: string): boolean => VERBS.has(w) || GENERIC_VERBS.has(w) || knownVerb(w);
  const out = new Set<string>();
  let i = parts.findIndex(isVerb);
  if (i < 0) return out;
  // `exchange_place_order`, `exchange_update_api_key`, `exchange_withdraw`: a namespace set off by a separator may itself be a
  // verb; the verb is the one that follows it (`changeOrderAddress` has no namespace: it changes).
  const next = parts[i + 1];
  const separated = new RegExp(`(?:^|[^a-z0-9])${parts[i]}[._:/-]`, 'i').test(name);
  // A verb that means nothing without its object ("update", "set") is never a namespace: `update-contact-details` updates.
  const generic = VERBS.get(parts[i]!)?.kind === 'change' && VERBS.get(parts[i]!)?.fallback === undefined;
  if (next !== undefined && isVerb(next) && !generic && (!AMBIGUOUS_VERBS.has(next) || (separated && i + 2 < parts.length))) i++;
  out.add(stem(parts[i]!));
  // Two verb-like words, the first also a noun (`ChargeRefund`, `DepositRelease`): object then verb, or verb then object.
  if (parts.length === 2 && NOUN_VERBS.has(parts[0]!) && isVerb(parts[1]!)) out.add(stem(parts[1]!));
  parts.forEach((w, k) => {
    // `createOrUpdateFile`: verbs joined by "or"/"and".
    if (k > i && isVerb(w) && (parts[k - 1] === 'or' || parts[k - 1] === 'and')) out.add(stem(w));
  });
  // `requestRefund`, `placeOrder`, `submitExpense`: a generic verb's object is the request.
  if (GENERIC_VERBS.has(parts[i]!) && i + 1 < parts.length && isVerb(parts[i + 1]!)) out.add(stem(parts[i + 1]!));
  return out;
}

/** The description without sentences or clauses that deny an effect ("Does not buy anything.", "Moves no money.", "Nothing is sent."). */
function affirmative(description: string): string {
  return description
    .slice(0, 2000)
    .split(/(?<=[.;!?])\s+|\s+[—–]\s+|;\s*/)
    .filter((s) => !/\b(?:not|no|never|nothing|without|n't)\b/i.test(s))
    .join(' ');
}

const STOP = new Set([
  ...['the', 'a', 'an', 'my', 'our', 'your', 'his', 'her', 'their', 'its', 'this', 'that', 'these', 'those', 'to', 'of', 'in', 'on', 'at', 'for'],
  ...['from', 'with', 'by', 'and', 'or', 'it', 'them', 'me', 'us', 'all', 'every', 'each', 'any', 'some', 'one', 'is', 'are', 'be', 'as', 'so'],
  ...['up', 'down', 'out', 'off', 'into', 'onto', 'new', 'old', 'please', 'now', 'just', 'also', 'then', 'other', 'same', 'which', 'who', 'what'],
  ...['given', 'optional', 'e', 'g', 'id', 'ids', 'user', 'users', 's'],
]);

/** Lower-case stems of the words of `text` (CamelCase, snake, kebab and dotted names split), stop words dropped. */
/** The stems of the verbs the text's nouns of action stand for ("approval" → approv). */
function nominalStems(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    const verb = nominalVerb(w);
    if (verb !== undefined && verb !== w) out.push(stem(verb));
  }
  return out;
}

export function stems(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of words(text)) {
    if (STOP.has(w) || w.length < 2 || isForeignSmallWord(w)) continue;
    out.add(stem(w));
  }
  return out;
}

/** A crude, symmetric stemmer: enough that "Rotates", "rotate" and "rotating", or "lights" and "light", meet. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  // "absence" and "absent", "attendance" and "attendant" meet.
  if (w.length > 6 && (w.endsWith('ence') || w.endsWith('ance'))) w = `${w.slice(0, -2)}t`;
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  if (w.length > 3 && w[w.length - 1] === w[w.length - 2] && !/[aeiouls]/.test(w[w.length - 1]!)) w = w.slice(0, -1);
  return w;
}

/** Words a value of each kind brings to the match (an e-mail address means "email", "address"). */
const KIND_WORDS: Readonly<Partial<Record<EntityKind, readonly string[]>>> = {
  email: ['email', 'address', 'recipient'],
  phone: ['phone', 'sms', 'number'],
  iban: ['iban', 'payee', 'account'],
  account: ['account', 'payee'],
  crypto: ['address', 'wallet', 'destination'],
  channel: ['channel'],
  handle: ['handle', 'user'],
  file: ['file', 'path', 'document'],
  url: ['url', 'link', 'page', 'web'],
  code: ['command', 'sql', 'statement', 'script', 'code', 'shell'],
  // A day or an hour fits a tool that takes either ("a new time" for "to thursday").
  time: ['time', 'event', 'date'],
  date: ['date', 'event', 'time'],
};
/** Kinds of values that are destinations: a tool whose arguments take such a value fits "send it to <value>". */
const DESTINATION_KINDS: readonly EntityKind[] = ['email', 'phone', 'iban', 'crypto', 'channel', 'handle'];

/** The best-matching tools for an operation, or undefined when no tool fits it. */
export function ground(index: ToolIndex, query: GroundingQuery, allow: (cls: ActionClass) => boolean): Grounding | undefined {
  const exact = stem(query.verb);
  const verbs = new Set((SYNONYMS[query.verb] ?? []).map(stem));
  verbs.add(exact);
  // "la", "de", "och": the small words of a request in another language say nothing of the tool it asks for.
  const object = new Set([...query.object, ...query.destination].filter((w) => !isForeignSmallWord(w)));
  // Words a value brings ("an e-mail address" → email, address) are evidence from the tool's text only, never its name.
  const valueWords = new Set<string>();
  for (const kind of [...query.kinds, ...(query.values ?? [])])
    for (const w of KIND_WORDS[kind] ?? []) if (!object.has(stem(w))) valueWords.add(stem(w));
  const rank = { strong: 3, medium: 2, weak: 1 } as const;
  let best:
    { tools: IndexedTool[]; score: number; strength: Grounding['strength']; verbNamed: boolean; objectNamed: boolean; exact: boolean } | undefined;
  const takesKind = (tool: IndexedTool, kind: EntityKind): boolean => {
    const wanted = (KIND_WORDS[kind] ?? []).map(stem);
    if ([...tool.args.values()].some((arg) => wanted.some((w) => arg.has(w)))) return true;
    // "Shares the manifest with an e-mail address" taking `share_with`: the description says what its destination argument holds.
    const role = kind === 'iban' || kind === 'crypto' ? 'account' : 'recipient';
    return wanted.some((w) => tool.description.has(w)) && [...tool.entry.roles.values()].includes(role);
  };
  // A new value a change sets ("… to LH 992 001 332") rules tools out only where some tool takes that kind (a profile tool takes any field).
  const setKinds = [...(query.values ?? [])].filter((k) => DESTINATION_KINDS.includes(k) && index.tools.some((t) => allow(t.cls) && takesKind(t, k)));
  const destinationKinds = [...new Set([...query.kinds, ...setKinds])].filter((k) => DESTINATION_KINDS.includes(k));
  for (const tool of index.tools) {
    if (!allow(tool.cls)) continue;
    // A tool none of whose arguments can take the address the request names ("add rahul@… to #launch" is no emoji reaction) cannot serve it.
    const takenKinds = destinationKinds.filter((kind) => takesKind(tool, kind));
    if (takenKinds.length < destinationKinds.length) continue;
    const exactInName = tool.verbs.has(exact);
    let verbName = exactInName;
    let verbText = tool.description.has(exact);
    // For a name that says nothing of what the tool does (`job_rebook`, `DisputeResolutionTool`), what its description says
    // it does ("Moves a job to a new time" for "move"): evidence for a medium match at most, never a strong one.
    let verbDescribed = tool.described.has(exact);
    for (const v of verbs) {
      if (tool.verbs.has(v)) verbName = true;
      else if (tool.described.has(v)) verbDescribed = true;
      else if (tool.description.has(v)) verbText = true;
    }
    // "book a session" to `bookings.create`, "reserve a court" to `reservations.add`: the request's verb is the noun the tool
    // is named for, whose name's own verb makes one. Evidence as a description's verb is (a medium match at most).
    if (!verbName && [...verbs].some((v) => tool.name.has(v)) && tool.verbs.size > 0 && ![...verbs].some((v) => tool.verbs.has(v)))
      verbDescribed = true;
    let inName = 0;
    let inText = 0;
    const inTextOf = (w: string): boolean => tool.description.has(w) || [...tool.args.values()].some((a) => a.has(w));
    for (const w of object) {
      if (tool.name.has(w)) inName++;
      else if (inTextOf(w)) inText++;
    }
    for (const w of valueWords) if (tool.name.has(w) || inTextOf(w)) inText++;
    // "cancel CMD-7781" in any language, to the tool whose `id` takes only ids shaped `CMD-dddd`: the id names what it acts on.
    if (query.ids !== undefined && query.ids.some((id) => tool.idPatterns.some((fits) => fits(id)))) inName++;
    const takes = takenKinds.length;
    const strength: Grounding['strength'] | undefined =
      (exactInName && (inName > 0 || inText >= 2 || takes > 0)) || (verbName && inName > 0)
        ? 'strong'
        : exactInName || (inName > 0 && (verbText || verbDescribed)) || ((verbName || verbDescribed) && (inText > 0 || takes > 0))
          ? 'medium'
          : verbName || inName > 0 || ((verbText || verbDescribed) && (inText > 0 || takes > 0))
            ? 'weak'
            : undefined;
    if (strength === undefined) continue;
    const score = 10 * rank[strength] + (exactInName ? 4 : verbName ? 3 : verbText || verbDescribed ? 2 : 0) + 3 * inName + inText + 2 * takes;
    if (best === undefined || score > best.score)
      best = { tools: [tool], score, strength, verbNamed: verbName, objectNamed: inName > 0, exact: exactInName };
    else if (score === best.score) {
      best.tools.push(tool);
      best.verbNamed &&= verbName;
      best.objectNamed &&= inName > 0;
      best.exact &&= exactInName;
    }
  }
  if (best === undefined) return undefined;
  return {
    tools: [...new Set(best.tools.map((t) => t.entry))],
    classes: [...new Set(best.tools.map((t) => t.cls))],
    score: best.score,
    strength: best.strength,
    known: knownVerb(query.verb),
    verbNamed: best.verbNamed,
    objectNamed: best.objectNamed,
    exact: best.exact,
  };
}

/**
 * A change the catalog can make only through a raw HTTP tool (`api_request {method, path, body}`), whose write calls are
 * classed `file-modify` when their path names no verb (src/action/dispatch.ts): "cancel the permit" is a DELETE there, and
 * "zero out the offset", which no word decides, a PATCH. Such a change also grants that class; its arguments stay bound.
 */
export function withRawHttp(classes: readonly ActionClass[], tools: ToolIndex, graph: CapabilityGraph): ActionClass[] {
  if (!graph.has(CLASS.fileModify) || classes.includes(CLASS.fileModify) || classes.includes(CLASS.codeExecute)) return [...classes];
  // A change nothing decided ("mark unit 217 vacant", "take the overlock off"), to a catalog whose SQL tool stores the
  // data: the UPDATE it needs is classed file-modify (src/action/sql.ts), as a raw HTTP write is.
  if (classes.length === 0 && tools.tools.some((t) => t.entry.generic?.kind === 'sql')) return [CLASS.fileModify];
  if (!tools.tools.some((t) => t.entry.generic?.kind === 'http')) return [...classes];
  const elsewhere = classes.some((c) => tools.tools.some((t) => t.entry.generic === undefined && t.entry.actionClass === c));
  return elsewhere ? [...classes] : [...classes, CLASS.fileModify];
}
