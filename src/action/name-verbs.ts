/**
 * Which words of a tool's name are its verbs: the first plain verb, a noun-like verb that opens the
 * name, a verb that ends it after its object (`holds.place`), a reading noun that heads it
 * (`order_status`), or, where the name has none, the description's. A name is a hint; where the
 * description only describes data, a document noun in the name (`Campaigns.Report`) is a noun.
 */
import type { MainVerb } from './description.ts';
import { NOUN_FIRST, READ_HEAD_NOUNS, READ_OVER_WRITE, type VerbSense, VERBS, verbSense, WRITES_ON } from './lexicon.ts';
import { credentialAt, OBJECT_CLASS, STRONG_OBJECTS } from './nouns.ts';
import { baseForms, type NameParts } from './words.ts';

/** Heads of a name that a verb before them acts on (`change_data`), not reports about it: among the read head nouns. */
// prettier-ignore
const OBJECT_HEADS: ReadonlySet<string> = new Set(['data', 'content', 'contents', 'text', 'settings', 'config', 'configuration', 'state', 'link', 'links',
  'url', 'urls', 'code', 'codes', 'name', 'names']);

/**
 * Nouns that name a tool by the reading it does ("sys_monitor", "compliance_checker"): with no verb
 * in the name or description, such a last word makes the tool a read.
 */
// prettier-ignore
export const READ_AGENT_NOUNS: ReadonlySet<string> = new Set([
  'monitor', 'analyzer', 'analyser', 'analytics', 'analysis', 'checker', 'evaluator', 'reviewer', 'viewer', 'reader', 'scanner', 'finder',
  'searcher', 'selector', 'summarizer', 'summariser', 'calculator', 'simulator', 'planner', 'guide', 'advisor', 'adviser', 'recommender',
  'explorer', 'inspector', 'detector', 'estimator', 'predictor', 'forecaster', 'insights', 'database', 'db', 'directory', 'catalog', 'catalogue',
  'index', 'dictionary', 'encyclopedia', 'reference', 'report', 'reports', 'stats', 'statistics', 'info', 'status', 'api', 'data', 'feed',
  'lookup', 'search', 'fusion', 'weather', 'news', 'quotes', 'prices', 'details', 'list', 'history', 'board', 'dashboard', 'roster', 'timetable',
  'manifest', 'log', 'logs',
]);

export interface FoundVerb {
  readonly word: string;
  readonly base: string;
  readonly sense: VerbSense;
  /** Object words after the verb in the name (or in the description). */
  readonly objects: readonly string[];
  readonly from: 'name' | 'description';
}

/**
 * The verbs that say what the tool does, by the position of verbs in names:
 * 1. the first plain verb, and verbs joined to it ("search_and_replace");
 * 2. a noun-like verb that opens the name ("post_message", "ExchangeDeposit"), unless the name is a
 *    noun phrase about a reading ("order_status");
 * 3. a name that ends in a reading noun ("project_search", "resources_list");
 * 4. the description's main verbs;
 * 5. noun-like verbs anywhere; 6. a dispatching segment ("….execute").
 */
export function nameVerbs(parts: NameParts, described: readonly MainVerb[], aboutData: boolean, evidence: string[], description = ''): FoundVerb[] {
  const operation = parts.operation.flatMap(splitCompound);
  const found = operation.map((word, i) => {
    const known = verbSense(word, baseForms(word));
    const unconfirmed = known !== undefined && !described.some((v) => v.base === known.base) && !inflectedIn(description, known.base);
    // `place_details`, `github_issue`: a noun, unless the description does what the word says.
    const nounFirst = unconfirmed && NOUN_FIRST.has(known.base) && described.length + (aboutData ? 1 : 0) > 0;
    // `musical_scale`, `math.power`: a last word where an object-then-verb name has its verb is a noun when the
    // description reads, describes only data and never does what the word says (`holds.place` "Place a hold …" does);
    // a description whose verb is not understood says nothing either way.
    // A verb that is never a noun (`users_delete`, `pedidos_borrar`) stays a verb whatever the description claims.
    const lastNoun =
      unconfirmed &&
      known.sense.effect === 'write' &&
      !NEVER_NOUNS.has(known.base) &&
      aboutData &&
      described.length > 0 &&
      i === operation.length - 1 &&
      (i > 0 || parts.context.length > 0);
    // `usp_Run_Get` "Returns a shed run: …": a writing word of the name that the description's reading verb takes as its
    // object, and never uses as a verb, is what it reads.
    const readObject =
      known !== undefined &&
      known.sense.effect === 'write' &&
      !described.some((v) => v.base === known.base) &&
      described.some((v) => v.sense.effect === 'read' && v.objects.slice(0, 3).includes(word));
    const noun = nounFirst || lastNoun || readObject;
    // `user_tweets`, `popular_posts`, `order_returns`: a plural of a noun-like verb after another word names things; a
    // verb in a name is written in its base form (`tickets_issue`, `post_reply`).
    const plural = known?.sense.noun === true && known.sense.effect === 'write' && i > 0 && word !== known.base && word.endsWith('s');
    return { i, word, known: noun || plural ? undefined : known };
  });
  const at = (i: number): FoundVerb => {
    const { word, known } = found[i]!;
    return { word, base: known!.base, sense: known!.sense, objects: operation.slice(i + 1), from: 'name' };
  };
  // `hire_search`, `booking_lookup`: a reading verb ending a two-word name whose description only reads says what it
  // does; the first word is what it reads.
  const tail2 = found[1]?.known;
  if (operation.length === 2 && tail2?.sense.effect === 'read' && described.length > 0 && described.every((v) => v.sense.effect === 'read'))
    return [at(1)];
  if (readsWhatFollows(found, operation)) return [at(0)];
  // An inflected word in a name is a noun when a verb in its base form is there too ("search_tweets", "list_all_following").
  const baseVerb = found.some((f) => f.known !== undefined && f.word === f.known.base);
  // "set" opening a name sets what follows (`set_price`, `menu.set_available`); elsewhere it may be a noun (`data_set`).
  const plain = found.find(
    (f) =>
      f.known !== undefined &&
      (f.known.sense.noun !== true || (f.i === 0 && f.word === 'set' && operation.length > 1)) &&
      (f.word === f.known.base || !baseVerb),
  );
  if (plain !== undefined) {
    const out = [at(plain.i)];
    for (let i = plain.i + 1; i < operation.length - 1; i++) {
      // `get_word_by_length_and_start`: an "and" inside a phrase after a preposition joins nouns, not verbs.
      if (PREPOSITIONS.has(operation[i]!)) break;
      if (operation[i] !== 'and' && operation[i] !== 'or' && operation[i] !== 'then') continue;
      if (found[i + 1]?.known !== undefined) out.push(at(i + 1));
    }
    return out;
  }
  const last = operation[operation.length - 1] ?? '';
  // `Campaigns.Report`, `Team.Schedule`: one word that names a document is a noun when the description only describes data.
  // A bare name (no description) whose head is what a verb acts on (`change_data`, `post_content`, `share_link`) is read both
  // ways, and the more dangerous reading wins; heads that report on a thing (`order_status`, `transfer_history`) stay nouns.
  const bareObject = OBJECT_HEADS.has(last) && described.length === 0 && !aboutData && description.trim() === '';
  const nounPhrase = READ_HEAD_NOUNS.has(last) && (operation.length > 1 || aboutData) && !bareObject;
  // A name whose head is an agent noun ("email_extractor", "sms_sender", "inventory_manager") does what its agent does.
  const agent = agentVerb(last);
  if (agent !== undefined && operation.length > 1)
    return [{ word: last, base: agent.base, sense: agent.sense, objects: operation.slice(0, -1), from: 'name' }];
  const first = found[0];
  if (first?.known !== undefined && first.word === first.known.base && !nounPhrase) {
    // Right after a retrieving verb, a noun-like verb is what it retrieves (`search_book`, `view_order`); after any other
    // verb both readings stay and the more dangerous wins (`plan_transfer`, `draft_reply`, and `ExchangeDeposit`, whose
    // first word is the app's noun).
    const lead = first.known.base;
    const readsOnly =
      (RETRIEVING.has(lead) || CHECKING.has(lead)) && !READ_OVER_WRITE.has(lead) && WRITES_ON.get(lead)?.has(operation[1] ?? '') !== true;
    return found
      .filter(
        (f) =>
          f.known !== undefined &&
          (f.i === 0 ||
            (f.word === f.known.base && !READ_HEAD_NOUNS.has(operation[f.i + 1] ?? '') && !(readsOnly && f.i === 1 && f.known.sense.noun === true))),
      )
      .map((f) => at(f.i));
  }
  const tail = found[found.length - 1];
  if (tail?.known !== undefined && tail.known.sense.effect === 'read') return [at(tail.i)];
  if (described.length > 0) {
    evidence.push(`the name has no plain verb; the description's verb is "${described[0]!.word}"`);
    return described.map((v) => ({ word: v.word, base: v.base, sense: v.sense, objects: v.objects, from: 'description' }));
  }
  const nounLike = found.filter((f) => f.known !== undefined && !READ_HEAD_NOUNS.has(operation[f.i + 1] ?? '') && !nounPhrase).map((f) => at(f.i));
  if (nounLike.length > 0) return nounLike;
  const dispatch = parts.dispatch === undefined ? undefined : verbSense(parts.dispatch, [parts.dispatch]);
  return dispatch === undefined ? [] : [{ word: parts.dispatch!, base: dispatch.base, sense: dispatch.sense, objects: operation, from: 'name' }];
}

/** Write verbs that are never the name of a thing: last in a name, they are its verb, even under a description that only reads. */
// prettier-ignore
const NEVER_NOUNS = new Set(['delete', 'remove', 'erase', 'destroy', 'purge', 'wipe', 'cancel', 'revoke', 'ban', 'kick', 'execute', 'pay', 'refund',
  'send', 'grant', 'suspend', 'terminate', 'kill', 'deactivate', 'disable', 'unsubscribe', 'unlink', 'detach', 'overwrite', 'truncate', 'withdraw',
  // verbs of other languages the lexicon lists as they are written in names: no English noun either
  'crear', 'eliminar', 'borrar', 'actualizar', 'erstellen', 'loeschen', 'aktualisieren']);

/** Reading verbs a "returns the …" description opens with: what follows is the data handed back. */
// prettier-ignore
const RETRIEVING = new Set(['get', 'list', 'show', 'view', 'display', 'fetch', 'retrieve', 'read', 'find', 'search', 'lookup', 'look', 'describe',
  'summarize', 'summarise', 'count', 'query', 'print', 'download', 'browse', 'inspect']);

/** Does the description use `base` as a verb somewhere ("Enables a user group …" for `usergroups_enable`): inflected, or opening a sentence? */
function inflectedIn(description: string, base: string): boolean {
  if (description === '' || !/^[a-z]+$/.test(base)) return false;
  const stem = base.endsWith('e') ? base.slice(0, -1) : base;
  // A third-person -s counts only where it opens a sentence: elsewhere "the possible moves" is a plural noun.
  return new RegExp(`\\b(?:${stem}ed|${stem}ing)\\b|(?:^|[.!?]\\s+)(?:${base}|${base}s|${base}es)\\b`, 'i').test(description.slice(0, 800));
}

const PREPOSITIONS = new Set(['by', 'for', 'with', 'from', 'in', 'of', 'on', 'at', 'per', 'via']);

/** Reading verbs that compute a result from what they are given ("Calculate the power of …"): a description opening with one describes data. */
// prettier-ignore
const COMPUTING = new Set(['calculate', 'compute', 'convert', 'estimate', 'predict', 'analyze', 'analyse', 'translate', 'measure', 'evaluate',
  'solve', 'determine', 'identify', 'detect', 'recommend', 'compare', 'rank']);

/**
 * `CheckStolenRegister`, `ViewTransferLog`: a name that opens with a reading verb in its base form reads what the rest of it
 * names, noun-like verbs included. Not when a verb that is never a noun comes right after it or ends the name
 * (`search_replace`, `search_results_delete`), when "and", "or" or "then" joins another verb, or when the verb with the word
 * after it writes (`check_in`).
 */
function readsWhatFollows(found: readonly { word: string; known: ReturnType<typeof verbSense> }[], operation: readonly string[]): boolean {
  const lead = found[0]?.known;
  if (lead === undefined || lead.sense.effect !== 'read' || found[0]!.word !== lead.base || operation.length < 2) return false;
  if (
    !(RETRIEVING.has(lead.base) || CHECKING.has(lead.base)) ||
    READ_OVER_WRITE.has(lead.base) ||
    WRITES_ON.get(lead.base)?.has(operation[1]!) === true
  )
    return false;
  if (operation.some((w) => w === 'and' || w === 'or' || w === 'then') || NEVER_NOUNS.has(operation.at(-1)!)) return false;
  const next = found[1]?.known;
  return !(next !== undefined && next.sense.effect === 'write' && next.sense.noun !== true);
}

/** Reading verbs that check what they are given (`check_email`, `validate_post`): the noun-like word after them is what they check. */
const CHECKING = new Set([
  'check',
  'verify',
  'validate',
  'inspect',
  'analyze',
  'analyse',
  'audit',
  'monitor',
  'watch',
  'track',
  'detect',
  'classify',
]);

/**
 * The description only describes data: it is a noun phrase with no verb at all ("Delivery and
 * engagement figures for a sent campaign.") or it opens with a retrieving verb, and no sentence
 * of it writes. An empty description says nothing.
 */
export function describesData(description: string | undefined, sentences: readonly MainVerb[]): boolean {
  if (description === undefined || description.trim().length === 0) return false;
  if (sentences.some((v) => v.sense.effect === 'write')) return false;
  return sentences.length === 0 || RETRIEVING.has(sentences[0]!.base) || COMPUTING.has(sentences[0]!.base);
}

/**
 * A lower-case compound of a verb and a noun (`createsecret` → create, secret); other words unchanged. A head that is as
 * often a noun makes a compound noun (`notebook`, `logbook`, `setpoint`, `filename`), not a request.
 */
function splitCompound(word: string): string[] {
  if (word.length < 7 || VERBS.has(word) || OBJECT_CLASS.has(word)) return [word];
  for (let k = word.length - 3; k >= 3; k--) {
    const head = word.slice(0, k);
    const rest = word.slice(k);
    if (
      VERBS.has(head) &&
      VERBS.get(head)?.noun !== true &&
      (OBJECT_CLASS.has(rest) || READ_HEAD_NOUNS.has(rest) || VERBS.has(rest) || STRONG_OBJECTS.some(([, set]) => set.has(rest)))
    )
      return [head, rest];
  }
  return [word];
}

/** A credential named by two words (`api key`, `access token`, `key card`). */
export function credentialIn(list: readonly string[]): string | undefined {
  for (let j = 0; j < list.length; j++) {
    const credential = credentialAt(list, j);
    if (credential !== undefined) return credential;
  }
  return undefined;
}

/** The verb of an agent noun (`extractor` → extract, `sender` → send, `manager` → manage). */
function agentVerb(word: string): ReturnType<typeof verbSense> {
  if (word.length < 5 || !/(er|or)$/.test(word)) return undefined;
  const stem = word.slice(0, -2);
  return verbSense(stem, [stem, `${stem}e`, stem.endsWith(stem.at(-1)!.repeat(2)) ? stem.slice(0, -1) : stem]);
}
