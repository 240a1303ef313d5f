/**
 * Operations: the requests an intent makes ("send …", "pay …", "delete …", "what is …?"), each
 * mapped to action classes of the capability graph. A verb that can mean several classes ("add",
 * "update", "send") is read by its object: first by the deployment's tools when a catalog is given
 * (grounding.ts: "rotate the access key" calls a key tool), then by the nouns of its object, of its
 * destination ("to the calendar"), of its sentence, of the whole intent, and only then by the
 * verb's own default. A request that nothing decides maps to no class, so it grants nothing.
 *
 * Each operation keeps the token ranges of its object and destination: the values written there
 * (an address after "to", an id after "cancel") are the ones it acts on.
 */
import type { ActionClass } from '../../action/types.ts';
import type { CapabilityGraph } from '../graph.ts';
import { catalogOperation, catalogRequest } from './catalog-verbs.ts';
import { stem, synonymous, type ToolIndex, withRawHttp } from './grounding.ts';
import { groundOperation, type Spans } from './ground-operation.ts';
import { spanText, type Token } from './text.ts';
import { entityNounsIn, foreignNounsIn, type Noun, nounsIn } from './nouns.ts';
import {
  agreeing,
  before,
  clauseRelations,
  codeResult,
  isDelivery,
  othersAccount,
  theirs,
  programMeans,
  pronounObject,
  sentenceHas,
  withoutUnnamedPayment,
} from './clauses.ts';
import { eightySixed, roleIn } from './idioms.ts';
import { contentTokens, isDetail, isNegated, isQuestionStart, requestVerb } from './verbs.ts';
import { wantedDone } from './participles.ts';
import { CLAUSE_BREAKS, VERB_NOUN_CLASS, VERBS, type VerbSense, WEB_NOUNS } from './vocabulary.ts';
import { CLASS } from '../../action/classes.ts';
import { isKnownWord } from './lexicon.ts';
import { asksTemperature, temperatureClass } from './devices.ts';
import type { Operation, Range } from './operation.ts';
import { objectSpans } from './spans.ts';

/** Verbs that set a value: an amount they take is the value set ("change the price to 1100 yen"). */
const SETTING_VERBS: ReadonlySet<string> = new Set(['change', 'set', 'update', 'adjust', 'modify', 'edit', 'raise', 'lower', 'increase', 'reduce']);

export type { Operation, Range } from './operation.ts';

/** Words that open a clause inside an object: nouns after them describe something else. */
// prettier-ignore
const CLAUSE_STOPS = new Set(['that', 'which', 'who', 'where', 'whose', 'mentioned', 'listed', 'based', 'according', 'because', 'since', 'if', 'when', 'than', 'like', 'as', 'so', 'until', 'before', 'after']);
/** Verbs whose destination ("to the calendar", "to the channel") decides the class before their object does. */
// prettier-ignore
const DESTINATION_FIRST = new Set(['add', 'append', 'insert', 'include', 'attach', 'invite', 'post', 'move', 'upload', 'publish', 'submit', 'fill', 'put', 'save']);
/** The indices [from, to). */
const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);

/** Verbs that make a new one of something: with "a new one" they make another of what the previous request acted on. */
const ANEW = new Set(['submit', 'place', 'create', 'make', 'add', 'open', 'file']);

/** Every operation of `tokens` (from {@link tokenize}), up to one past `limit`; `graph` filters classes it does not define; `tools` grounds verbs in a catalog. */
export function findOperations(text: string, tokens: readonly Token[], graph: CapabilityGraph, limit: number, tools?: ToolIndex): Operation[] {
  const out: Operation[] = [];
  const intentNouns = nounsIn(tokens, 0, tokens.length);
  const questionSentences = new Set<number>();
  const content = contentTokens(tokens);
  // The object of the last request, for a pronoun that points back at it ("open an issue …, label it bug").
  let lastObject: [number, number] | undefined;
  for (let i = 0; i < tokens.length && out.length <= limit; i++) {
    const t = tokens[i]!;
    if ((t.kind !== 'word' && !eightySixed(tokens, i)) || content[i] === 1) continue;
    if (isQuestionStart(tokens, i)) questionSentences.add(t.sentence);
    const verb = requestVerb(tokens, i);
    if (verb === undefined && tools !== undefined && !VERBS.has(t.w) && !isNegated(tokens, i)) {
      // A verb no vocabulary holds, in the catalog's own words ("certify the invoice" to `invoices.certify`).
      const end = objectEnd(tokens, i + 1);
      const request = catalogRequest(tokens, i, end, tools, graph);
      if (request !== undefined) {
        const spans = objectSpans(tokens, i, end);
        lastObject = [i + 1, spans.objectStop];
        out.push(catalogOperation(request, text, tokens, i, end, spans, chars));
      }
      continue;
    }
    if (verb === undefined || isDetail(tokens, i) || isDelivery(tokens, i, verb, out)) continue;
    const sense = VERBS.get(verb)!;
    const end = objectEnd(tokens, i + 1);
    const spans = objectSpans(tokens, i, end);
    // The object of the previous request grounds a pronoun; without one, the words before it inform the vocabulary.
    const previous =
      pronounObject(tokens, i) && lastObject !== undefined && tokens[lastObject[0]]!.sentence >= t.sentence - 1 ? lastObject : undefined;
    // "wants 600 bucks moved": what is wanted done stands before the participle.
    const antecedent = pronounObject(tokens, i) ? (previous ?? before(tokens, i)) : wantedDone(tokens, i);
    const resolved = resolveClasses(verb, sense, tokens, i, end, spans, intentNouns, antecedent);
    const vocabulary = resolved.classes.filter((c) => graph.has(c));
    // The catalog is matched with the previous request's object, the object a participle is wanted done to, or the words
    // before a pronoun only when they name a record by id ("PPR-2240 from G-BXKL … - approve it").
    const byId = antecedent !== undefined && tokens.slice(antecedent[0], antecedent[1]).some((x) => x.entity?.kind === 'id');
    const grounding = previous ?? (pronounObject(tokens, i) ? (byId ? antecedent : undefined) : antecedent);
    const grounded = tools === undefined ? undefined : groundOperation(verb, sense, tokens, i, end, spans, tools, graph, grounding);
    // The catalog's tools decide when they match strongly, or when the words alone decided nothing this catalog can do.
    // A tool named for the request's own verb decides over the words, unless a tool of a class the words chose is named for
    // it too ("refund" to `ChargeRefund` alone: the words' "seat" says an order, but no order tool refunds). A verb that means
    // nothing without its object ("put", "give") decides nothing by a tool's name: "put her in the diary" is no `Grants/Put`.
    const inCatalog =
      tools !== undefined &&
      vocabulary.some((c) => tools.tools.some((x) => x.cls === c)) &&
      !(
        grounded?.exact === true &&
        sense.classes.length < ANY_WRITE_COUNT &&
        !vocabulary.some((c) => tools.tools.some((x) => x.cls === c && [...x.verbs].some((v) => v === stem(verb) || synonymous(verb, v))))
      );
    const open = resolved.by !== 'object' && resolved.by !== 'glossed' && resolved.by !== 'verb';
    // A weak or medium match decides only for verbs whose tool sense is known, and only what the words left open.
    const matched =
      grounded !== undefined &&
      (grounded.strength === 'strong' ||
        (grounded.strength === 'medium' && grounded.known && (open || !inCatalog)) ||
        (grounded.strength === 'weak' && grounded.known && (grounded.verbNamed || (grounded.objectNamed && vocabulary.length === 0)) && open));
    // "Sposta la ferratura di Tempesta": an object in words nothing reads, and the tools that say they do the verb ("Crea, sposta o
    // annulla un appuntamento") are all of one class: the request is theirs.
    // "Stell die Temperiermaschine T2 auf 31 Grad": a temperature asked for sets a device that takes one, over a weak match of
    // the verb alone ("set" to a tool that changes orders).
    const unread =
      tools !== undefined && sense.kind !== 'read' && (open || resolved.by === 'glossed') && unreadObject(tokens, i + 1, spans.objectStop);
    // A weak match by a synonym of the verb alone ("move" to an SMS tool that "sends") gives way to the tools that say they do the verb.
    const bySynonymOnly = matched && grounded.strength === 'weak' && !grounded.exact && !grounded.objectNamed;
    const sayTheyDo = open && vocabulary.length === 0 && ((unread && !matched) || bySynonymOnly) ? describedClass(tools!, verb, graph) : undefined;
    const useGrounding = matched && sayTheyDo === undefined;
    const heated =
      unread && (!useGrounding || grounded?.strength === 'weak') && asksTemperature(spanText(text, tokens, i, end))
        ? temperatureClass(tools, graph)
        : undefined;
    const described = heated ?? sayTheyDo;
    if (sense.kind !== 'read' || useGrounding) lastObject = [i + 1, spans.objectStop];
    // "write the result of `SELECT * FROM plans` to …": the quoted code has to run first.
    const runs = codeResult(tokens, i, end) && graph.has(CLASS.codeExecute) ? [CLASS.codeExecute] : [];
    // "merge the branch with git", "push it" (after that): a change made with a command-line program runs that program.
    const byProgram =
      sense.kind !== 'read' &&
      graph.has(CLASS.codeExecute) &&
      (programMeans(tokens, i, end) ||
        (antecedent !== undefined && programMeans(tokens, antecedent[0], antecedent[1])) ||
        (previous !== undefined &&
          out.at(-1)?.classes.length === 1 &&
          out.at(-1)?.classes[0] === CLASS.codeExecute &&
          out.at(-1)?.sentence === t.sentence));
    // Tools of several classes tied ("write back …" fits a draft tool and a filter tool): the words of the sentence keep the ones they name.
    const tied = useGrounding ? agreeing(grounded.classes, [[...vocabulary, ...sentenceClasses(tokens, i)], sense.classes]) : vocabulary;
    // A tool named for both the verb and its object ("apply the leak allowance" to `allowances/leak_apply`) says what the request does.
    const named = useGrounding && grounded.strength === 'strong' && grounded.objectNamed && grounded.verbNamed;
    const groundedClasses = named ? tied : withoutUnnamedPayment(tied, vocabulary, sense.classes, tokens, i, end);
    const kind = sense.kind === 'read' && useGrounding && grounded.classes.some((c) => graph.info(c).sideEffect) ? 'change' : sense.kind;
    // "cancel my bid … and put in a new one": a new one of the thing the previous request acted on is made where that was.
    const again = previous !== undefined && ANEW.has(verb) && out.at(-1)?.kind !== 'read' ? out.at(-1)?.classes : undefined;
    const decided = byProgram
      ? [CLASS.codeExecute]
      : again !== undefined && again.length > 0
        ? [...again]
        : described !== undefined
          ? [described]
          : [...new Set([...groundedClasses, ...runs])];
    out.push({
      verb,
      kind,
      classes: kind === 'read' || tools === undefined ? decided : withRawHttp(decided, tools, graph),
      evidence: spanText(text, tokens, i, end),
      negated: isNegated(tokens, i),
      sentence: t.sentence,
      from: i,
      to: end,
      span: chars(tokens, i, end),
      object: chars(tokens, i + 1, spans.objectStop),
      destination: chars(tokens, spans.destStart, spans.destEnd),
      // The tools it would call: those grounded, when the class they have is the one decided.
      ...(grounded !== undefined && (useGrounding || grounded.tools.some((e) => vocabulary.includes(e.actionClass)))
        ? { tools: grounded.tools.filter((e) => useGrounding || vocabulary.includes(e.actionClass)).map((e) => e.spec.name) }
        : {}),
    });
  }
  for (const t of tokens) if (t.kind === 'punct' && t.w === '?') questionSentences.add(t.sentence);
  for (const sentence of questionSentences) {
    if (!tokens.some((t) => t.sentence === sentence && t.kind !== 'punct')) continue;
    const from = tokens.findIndex((t) => t.sentence === sentence);
    let to = from;
    while (to < tokens.length && tokens[to]!.sentence === sentence) to++;
    out.push({
      verb: '?',
      kind: 'read',
      classes: [CLASS.read],
      evidence: spanText(text, tokens, from, to),
      negated: false,
      sentence,
      from,
      to,
      span: chars(tokens, from, to),
    });
  }
  out.sort((a, b) => a.from - b.from);
  return clauseRelations(text, tokens, out);
}

/** Classes the nouns and values of the sentence of token `at` name ("on the calendar", "thursday 12:30"). */
function sentenceClasses(tokens: readonly Token[], at: number): ActionClass[] {
  const sentence = tokens[at]!.sentence;
  let s0 = at;
  while (s0 > 0 && tokens[s0 - 1]!.sentence === sentence) s0--;
  let s1 = at;
  while (s1 < tokens.length && tokens[s1]!.sentence === sentence) s1++;
  return [...nounsIn(tokens, s0, s1), ...entityNounsIn(tokens, s0, s1)].map((n) => n.cls).filter((c) => c !== '');
}

/** The characters tokens [from, to) cover (an empty range at the end when there are none). */
function chars(tokens: readonly Token[], from: number, to: number): Range {
  if (from >= to || from >= tokens.length) {
    const at = tokens[Math.min(from, tokens.length - 1)]?.end ?? 0;
    return [at, at];
  }
  return [tokens[from]!.start, tokens[Math.min(to, tokens.length) - 1]!.end];
}

/** Where a verb's object ends: the next clause break, sentence end, or request verb. */
function objectEnd(tokens: readonly Token[], from: number): number {
  const sentence = tokens[from - 1]!.sentence;
  let k = from;
  for (; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.sentence !== sentence) break;
    if (t.kind === 'word' && CLAUSE_BREAKS.has(t.w) && k > from) break;
    if (t.kind === 'word' && k > from && VERBS.has(t.w) && requestVerb(tokens, k) !== undefined) break;
  }
  return k;
}

/** Classes from the words alone, and what decided them: the object, the verb itself, the sentence or intent, the verb's default, or nothing. */
interface Resolved {
  readonly classes: readonly ActionClass[];
  /** `glossed`: the object's nouns in another language, put into English (decides as `object` does, but a value the request names, a temperature, outweighs it). */
  readonly by: 'object' | 'glossed' | 'verb' | 'context' | 'default' | 'none';
}

function resolveClasses(
  verb: string,
  sense: VerbSense,
  tokens: readonly Token[],
  at: number,
  end: number,
  spans: Spans,
  intentNouns: readonly Noun[],
  antecedent: [number, number] | undefined,
): Resolved {
  const by = (b: Resolved['by'], classes: readonly ActionClass[]): Resolved => ({ classes, by: classes.length === 0 ? 'none' : b });
  if (sense.kind === 'read') {
    const classes = readClasses(tokens, at, end);
    return by(classes[0] === CLASS.webFetch ? 'object' : 'default', classes);
  }
  if (sense.classes.length === 1 && sense.fallback !== undefined) return by('verb', [...sense.classes]);
  const overrides = VERB_NOUN_CLASS.get(verb);
  const pick = (nouns: readonly Noun[]): ActionClass[] => {
    const found = new Set<ActionClass>();
    for (const n of nouns) {
      if (n.at === at) continue; // the verb itself ("refund", "order") is not its own object
      const cls = overrides?.get(n.word) ?? n.cls;
      if (cls === '' || !sense.classes.includes(cls)) continue;
      found.add(cls);
    }
    return [...found];
  };
  const { objectStop, destStart, destEnd } = spans;
  // An account number or an amount in the object makes an ambiguous verb ("send", "refund") a payment;
  // a verb its object alone decides ("save 0x… in my address book") is not made one.
  // "For #A123, change the payment", "refund $12.99 in order #W33": a '#' number names an order (or a ticket), and what changes is that order.
  const namesOrder = sentenceHas(tokens, at, (t) => t.entity?.kind === 'id' && /^#[A-Za-z]/.test(String(t.entity.value)));
  if (sense.classes.includes(CLASS.paymentInitiate) && sense.classes.length < ANY_WRITE_COUNT) {
    // The object a pronoun or a wanted participle stands for ("wants 600 bucks moved") is read too.
    const scanned = [...range(at + 1, Math.max(objectStop, destEnd)), ...(antecedent === undefined ? [] : range(antecedent[0], antecedent[1]))];
    for (const k of scanned) {
      const kind = tokens[k]!.entity?.kind;
      // "switch my salary account to NL91…": an account number a change verb sets ("to …") is the new value, not a payee.
      const newValue = sense.fallback === undefined && k >= destStart && (kind === 'iban' || kind === 'account' || kind === 'crypto');
      // "change the ramen to 1100 yen", "set it to €12": an amount a change verb sets is a new value (a price), not money sent.
      if (newValue || (kind === 'amount' && ((namesOrder && sense.classes.includes(CLASS.orderManage)) || SETTING_VERBS.has(verb)))) continue;
      if (kind === 'iban' || kind === 'account' || kind === 'amount' || kind === 'crypto') return by('object', [CLASS.paymentInitiate]);
    }
  }
  if (sense.classes.includes(CLASS.orderManage) && namesOrder) return by('object', [CLASS.orderManage]);
  // "deactivate spammer99's account", "add her to the app as field staff": someone else's access, or a role someone is put in.
  if (sense.classes.includes(CLASS.identityAdmin) && (othersAccount(tokens, at + 1, objectStop) || roleIn(tokens, at + 1, end)))
    return by('object', [CLASS.identityAdmin]);
  const ranges: [number, number][] = DESTINATION_FIRST.has(verb)
    ? [
        [destStart, destEnd],
        [at + 1, objectStop],
      ]
    : [
        [at + 1, objectStop],
        [destStart, destEnd],
      ];
  if (antecedent !== undefined) ranges.push(antecedent);
  for (const [j, [from, to]] of ranges.entries()) {
    const found = pick(nounsIn(tokens, from, to, verb));
    if (found.length > 0) return by('object', theirs(found, tokens, from, to));
    // "post a summary to #incidents": an address where the verb puts its object (a channel, a handle) decides before the object.
    if (j === 0 && DESTINATION_FIRST.has(verb)) {
      const where = pick(entityNounsIn(tokens, from, to, verb).filter((n) => ADDRESSED.has(n.word)));
      if (where.length > 0) return by('object', where);
    }
  }
  // Words of another language ("annule tous mes rendez-vous"): their nouns in English decide as English ones would.
  for (const [from, to] of ranges) {
    const found = pick(foreignNounsIn(tokens, from, to, verb));
    if (found.length > 0) return by('glossed', found);
  }
  // Values and weak nouns decide only for the words themselves, and times ("the afternoon flight", "on 9 Jan") only for a verb with no default of its own.
  for (const [from, to] of antecedent === undefined ? ranges : ranges.slice(0, -1)) {
    const found = pick(entityNounsIn(tokens, from, to, verb).filter((n) => sense.fallback === undefined || n.cls !== CLASS.calendarWrite));
    if (found.length > 0) return by('object', found);
  }
  // A verb that means nothing by itself ("update", "add", "set") needs its own object or destination,
  // read on through prepositions ("change the lamp in order #A1 …") but not into a clause ("the one mentioned in the e-mail").
  if (sense.fallback === undefined) {
    let extended = at + 1;
    while (extended < end && !(tokens[extended]!.kind === 'word' && CLAUSE_STOPS.has(tokens[extended]!.w))) extended++;
    const found = pick(nounsIn(tokens, at + 1, extended, verb));
    return by('object', found.length > 0 ? found : pick(entityNounsIn(tokens, at + 1, extended)));
  }
  const sentence = tokens[at]!.sentence;
  let s0 = at;
  while (s0 > 0 && tokens[s0 - 1]!.sentence === sentence) s0--;
  let s1 = at;
  while (s1 < tokens.length && tokens[s1]!.sentence === sentence) s1++;
  // "remove bob from #random": a value the verb gives a class of its own ("<channel>" for membership verbs) anywhere after it.
  const ownValues = pick(entityNounsIn(tokens, at + 1, s1, verb).filter((n) => n.word.startsWith('<') && overrides?.has(n.word) === true));
  if (ownValues.length === 1) return by('object', ownValues);
  const inSentence = pick(nounsIn(tokens, s0, s1));
  if (inSentence.length === 1) return by('context', inSentence);
  const inIntent = pick(intentNouns);
  if (inIntent.length === 1) return by('context', inIntent);
  return by('default', [sense.fallback]);
}

/** No word of the object longer than three letters is one the parser reads (it is in another language), and one is there. */
function unreadObject(tokens: readonly Token[], from: number, to: number): boolean {
  let words = 0;
  for (let k = from; k < to; k++) {
    const t = tokens[k]!;
    // A capitalised noun of another language ("Temperiermaschine") is taken as a name: no word the parser reads either.
    if (t.kind === 'entity' && (t.entity?.kind === 'name' || t.entity?.kind === 'organisation')) words++;
    // "please" is the gloss's own word before a request it put into English (glosses.ts).
    if (t.kind !== 'word' || t.w.length <= 3 || t.w === 'please') continue;
    if (isKnownWord(t.w) || VERBS.has(t.w)) return false;
    words++;
  }
  return words > 0;
}

/** The one class of the catalog's side-effect tools that say they do `verb` (their description's main verbs), if they are of one. */
function describedClass(tools: ToolIndex, verb: string, graph: CapabilityGraph): ActionClass | undefined {
  const found = new Set(
    tools.tools
      .filter(
        (x) => graph.has(x.cls) && graph.info(x.cls).sideEffect && (x.described.has(stem(verb)) || [...x.described].some((v) => synonymous(verb, v))),
      )
      .map((x) => x.cls),
  );
  return found.size === 1 ? [...found][0] : undefined;
}

/** Values that say where something is put: a channel or a handle. */
const ADDRESSED = new Set(['<channel>', '<handle>']);

/** Verbs of every write class ("turn", "save", "give") are decided by their object, never by a value in it. */
const ANY_WRITE_COUNT = 9;
/** A read of the open network when its object names a URL or a web page; else a plain retrieval. */
function readClasses(tokens: readonly Token[], at: number, end: number): ActionClass[] {
  for (let k = at; k < end; k++) {
    const t = tokens[k]!;
    if (t.kind === 'entity' && t.entity?.kind === 'url') return [CLASS.webFetch];
    if (t.kind === 'word' && WEB_NOUNS.has(t.w)) return [CLASS.webFetch];
  }
  return [CLASS.read];
}
