/**
 * Inference of a tool's action class from what any tool carries: the words of its name (every
 * naming style, namespaces set apart), the main verbs of its description, its JSON Schema and its
 * MCP annotations. Verbs rank by effect (read < send/modify < pay/admin/execute) and a verb
 * outranks the app's noun (`MailboxReadMessage` reads; `WalletWithdraw` pays). Annotations are
 * evidence, not truth: where they contradict the tool's words the more dangerous reading wins.
 * Every conclusion comes with the evidence for it, for a deployer to review.
 */
import { CLASS } from './classes.ts';
import { mainVerbs, type MainVerb, sentenceMainVerbs } from './description.ts';
import { COMPUTED_OBJECTS, rankOf, type VerbSense, verbSense, WRITES_ON } from './lexicon.ts';
import { moneyHandedBack } from './families.ts';
import { PEOPLE } from './nouns.ts';
import { credentialIn, describesData, type FoundVerb, nameVerbs, READ_AGENT_NOUNS } from './name-verbs.ts';
import { decideLanguage, descriptionText } from './foreign.ts';
import { keptRecord, nameNouns, namesData, namesRecords, selectorsOnly } from './data-nouns.ts';
import { resolveWrite } from './objects.ts';
import { annotationReading, type Reading } from './readings.ts';
import { choiceReads } from './choice-words.ts';
import { schemaShape, type SchemaShape } from './schema.ts';
import { restReading } from './rest-names.ts';
import { SETTING, takenField } from './fields.ts';
import { unspacedName } from './unspaced.ts';
import { standInName } from './name-glosses.ts';
import type { ActionClass, ToolSpec } from './types.ts';
import { baseForms, type NameParts, nameParts, words } from './words.ts';

export { words } from './words.ts';
export { argumentRole } from './roles.ts';

export interface Inference {
  /** The class, or undefined when nothing about the tool could be recognised. */
  readonly actionClass: ActionClass | undefined;
  /** Why, in words a deployer can check ("name verb 'send' (message-send)"). */
  readonly evidence: readonly string[];
  /** The annotations decided (the tool's words said nothing, or less than they did). */
  readonly byAnnotations: boolean;
}

/**
 * Verbs that hand a copy of data over: with an outside address to deliver to, the data leaves to
 * whoever the caller names (an export mailed to an address, a backup uploaded to a URL).
 */
const DELIVERING = new Set(['export', 'upload', 'backup', 'dump', 'transmit', 'mirror', 'replicate', 'print', 'generate']);

/** Verbs whose reading fetches the address the caller gives: with a URL argument they are web fetches. */
// prettier-ignore
const FETCHING = new Set(['fetch', 'scrape', 'crawl', 'download', 'visit', 'navigate', 'open', 'browse', 'extract', 'screenshot', 'capture', 'read',
  'load', 'get', 'request', 'retrieve', 'go', 'goto']);

/** Read verbs a name states plainly. */
const PLAIN_READS = new Set(['list', 'get', 'search', 'find', 'show', 'fetch', 'lookup', 'view', 'read', 'query', 'browse']);

/** The schema declares no argument at all (a tool with no schema says nothing of its arguments). */
function takesNothing(spec: ToolSpec): boolean {
  const properties = (spec.inputSchema as { properties?: unknown } | undefined)?.properties;
  return typeof properties === 'object' && properties !== null && Object.keys(properties).length === 0;
}

/** Classify a tool from its own words, schema and annotations. */
export function inferTool(written: ToolSpec, shape: SchemaShape = schemaShape(written)): Inference {
  // A tool named for its HTTP request (`GET /v1/commandes`) is also read as the names it stands for (rest-names.ts); the most
  // dangerous reading stands, so a path's own words ("remboursements": refunds) are never read down by the method's verb.
  const asWritten = inferWritten(written, shape);
  // A name in another script (`સંદેશ_મોકલો`) is read by the verb it glosses as, and a name of no letters by the menu item its
  // description titles, only where nothing else says what the tool does.
  const alias = asWritten.actionClass === undefined ? standInName(written) : undefined;
  const read = alias === undefined ? undefined : inferWritten({ ...written, ...alias.spec }, shape);
  if (read?.actionClass !== undefined) return { ...read, evidence: [alias!.why, ...read.evidence] };
  const rest = restReading(written.name);
  if (rest === undefined) return asWritten;
  // A read method on a path that names no action reads, whatever its nouns would be as verbs ("messages").
  if (rest.reads) {
    const read = inferWritten({ ...written, name: rest.names[0]! }, shape);
    if (read.actionClass !== undefined)
      return { ...read, evidence: [`named for its HTTP request, read as "${rest.names[0]!.slice(0, 80)}"`, ...read.evidence] };
  }
  let best = asWritten;
  for (const name of rest.names) {
    const next = inferWritten({ ...written, name }, shape);
    if (next.actionClass === undefined || (best.actionClass !== undefined && rankOf(best.actionClass) >= rankOf(next.actionClass))) continue;
    best = { ...next, evidence: [`named for its HTTP request, read as "${name.slice(0, 80)}"`, ...next.evidence] };
  }
  return best;
}

function inferWritten(written: ToolSpec, shape: SchemaShape): Inference {
  // A description written in another language is read in the English its words gloss as ("Visar företagets inställningar"
  // reads "shows company settings"); one in English, or one the tables cannot read, as written (foreign.ts).
  const english = descriptionText(written.description);
  const spec = english.glossed > 0 ? { ...written, description: english.text } : written;
  const parts = nameParts(unspacedName(spec.name));
  const described = mainVerbs(spec.description);
  const sentences = sentenceMainVerbs(spec.description);
  const evidence: string[] = [];
  const verbs = nameVerbs(parts, described, describesData(spec.description, sentences), evidence, spec.description);

  // 1 the verbs: the most dangerous of the name's verbs (or the description's, when the name has none)
  let reading: Reading | undefined;
  for (const verb of verbs) {
    const next = readingOf(verb, parts, described, shape);
    if (reading === undefined || rankOf(next.cls) > rankOf(reading.cls)) reading = next;
  }
  const language = (): ReturnType<typeof decideLanguage> =>
    decideLanguage([...words(written.name), ...(written.description ?? '').split(/[^\p{L}]+/u)]);
  const kept =
    reading !== undefined && reading.cls !== CLASS.read ? keptRecord(spec, [...verbs, ...described], english.glossed > 0, language) : undefined;
  if (kept !== undefined) reading = { cls: CLASS.read, why: kept, weak: true };
  // A name that reads, with a description whose own verb writes: the more dangerous reading.
  else if (reading !== undefined && reading.cls === CLASS.read) {
    // "Install jobs, filtered by customer" to `ops.jobs.list`: a bare word before the name's own object, under a name whose
    // verb is a plain read ("list", "get", "search"), modifies that object; it is no verb.
    const named = new Set([...parts.context, ...parts.operation]);
    const plainRead = parts.operation.some((w) => PLAIN_READS.has(w));
    const modifies = (v: { word: string; base: string; objects: readonly string[]; determined?: boolean }): boolean =>
      plainRead && v.determined !== true && v.word === v.base && named.has(v.objects[0] ?? '');
    const writing = sentenceWrite(sentences, parts, described, shape, modifies);
    if (writing !== undefined) reading = { cls: writing.cls, why: `${reading.why}, but ${writing.why}` };
  }
  // Words that say nothing in their first sentences under a read-only claim: a later sentence's own write ("Any <str> is
  // sent to the network") contradicts the claim, and the more dangerous reading stands (readings.ts says so).
  if (reading === undefined && spec.annotations?.readOnlyHint === true) reading = sentenceWrite(sentences, parts, described, shape);
  // A name whose verb acts on nothing it names ("add", "adjust"): its class is a guess, and a description whose own
  // write names its object says what the call changes.
  if (reading?.unnamed === true && reading.why.startsWith('name ')) {
    let named: Reading | undefined;
    for (const v of described) {
      if (v.sense.effect !== 'write' || (v.sense.noun === true && v.determined !== true) || v.base === reading.base) continue;
      // An authority verb counts on a person only ("suspends the processing of …" changes no one's access).
      if (v.sense.fixed === true && v.sense.cls === CLASS.identityAdmin && !v.objects.some((w) => PEOPLE.has(w))) continue;
      const next = readingOf({ word: v.word, base: v.base, sense: v.sense, objects: [...v.objects], from: 'description' }, parts, described, shape);
      // Never from a write to a read: the description corrects what the write changes, not whether it writes.
      if (next.unnamed === true || rankOf(next.cls) <= rankOf(CLASS.webFetch)) continue;
      if (named === undefined || rankOf(next.cls) > rankOf(named.cls)) named = next;
    }
    if (named !== undefined) reading = { cls: named.cls, why: `${reading.why}, but the description names what it changes: ${named.why}` };
  }
  // A name that is a verb alone (`push`, `commit`, `sync`) says less than its description's own verb
  // ("Sends an SMS …", "Books a job …"): that verb says what the call does, where it is no less dangerous.
  if (reading !== undefined && reading.why.startsWith('name ') && parts.operation.length === 1 && reading.cls !== CLASS.read) {
    const first = sentences[0];
    if (
      first !== undefined &&
      first.sense.effect === 'write' &&
      first.base !== reading.base &&
      (first.sense.noun !== true || first.determined === true)
    ) {
      const next = readingOf(
        { word: first.word, base: first.base, sense: first.sense, objects: [...first.objects], from: 'description' },
        parts,
        described,
        shape,
      );
      if (next.unnamed !== true && next.cls !== reading.cls && rankOf(next.cls) >= rankOf(reading.cls))
        reading = { cls: next.cls, why: `${reading.why}, but the description says "${first.word}": ${next.why}` };
    }
  }
  if (reading === undefined) {
    const last = parts.operation[parts.operation.length - 1];
    const nouns = nameNouns(parts, spec.name);
    const verbless = nouns.length > 0 && sentences.length + described.length === 0;
    const field = last === undefined ? undefined : takenField(spec, last);
    if (field !== undefined) {
      const write = resolveWrite('set', SETTING, [parts.operation, parts.context]);
      reading = { cls: write.cls, why: `the name is a record's "${last}", which it takes as "${field}": it sets it (${write.why})` };
    } else if (last !== undefined && READ_AGENT_NOUNS.has(last))
      reading = { cls: CLASS.read, why: `the name is a reading agent noun ("${last}")`, weak: true };
    else if (
      verbless &&
      describesData(spec.description, sentences) &&
      namesData(spec.description ?? '') &&
      (takesNothing(spec) || selectorsOnly(spec, language()))
    )
      reading = { cls: CLASS.read, why: 'nouns only, a description naming data, and arguments that only select it (ids, names, dates)', weak: true };
    else if (verbless && describesData(spec.description, sentences)) {
      const records = namesRecords(nouns, spec, language);
      if (records !== undefined) reading = { cls: CLASS.read, why: records, weak: true };
    }
  }

  // 2 the schema
  reading = schemaReading(shape, reading, parts, evidence);

  // 3 a read that fetches an address the caller chooses is a web fetch
  if (reading !== undefined && reading.cls === CLASS.read) {
    const url = shape.urls[0];
    const fetching = verbs.some((v) => FETCHING.has(v.base)) || described.some((v) => FETCHING.has(v.base));
    if (url !== undefined && fetching) reading = { cls: CLASS.webFetch, why: `${reading.why}; fetches the address given in "${url}"` };
  }

  // 4 annotations: evidence, not truth
  const unreadChoices = shape.actions?.values.some((v) => !choiceReads(v)) ? shape.actions.name : undefined;
  reading = annotationReading(spec, reading, parts, evidence, unreadChoices, shape.charge);
  if (reading === undefined)
    return { actionClass: undefined, evidence: [...evidence, 'nothing in the name, description or schema says what it does'], byAnnotations: false };
  return { actionClass: reading.cls, evidence: [reading.why, ...evidence], byAnnotations: reading.byAnnotations === true };
}

/** The class suggested by the tool's name, description and schema; undefined when nothing is recognised. */
export function inferClass(spec: ToolSpec): ActionClass | undefined {
  return inferTool(spec).actionClass;
}

/** The first write a sentence of the description says it does (a verb, or a noun of action with its determiner), read as readingOf reads it. */
function sentenceWrite(
  sentences: readonly MainVerb[],
  parts: NameParts,
  described: readonly MainVerb[],
  shape: SchemaShape,
  skip: (v: MainVerb) => boolean = () => false,
): Reading | undefined {
  const v = sentences.find((w) => w.sense.effect === 'write' && (w.sense.noun !== true || w.determined === true) && !skip(w));
  if (v === undefined) return undefined;
  const next = readingOf({ word: v.word, base: v.base, sense: v.sense, objects: [...v.objects], from: 'description' }, parts, described, shape);
  return { cls: next.cls, why: `the description says "${v.word}": ${next.why}` };
}

function readingOf(verb: FoundVerb, parts: NameParts, described: readonly MainVerb[], shape: SchemaShape): Reading {
  const where = verb.from === 'name' ? 'name' : 'description';
  const before = verb.from === 'name' ? parts.operation.slice(0, Math.max(0, parts.operation.indexOf(verb.word))) : parts.operation;
  const same = described.find((v) => v.base === verb.base)?.objects;
  const descObjects = same ?? described[0]?.objects ?? [];
  const groups = [verb.objects, before, parts.context, descObjects];
  if (verb.sense.effect === 'read') {
    // "Returns the consular fee (to the card paid with)": money handed back is a refund, not data returned.
    const handedBack = /^returns?$/.test(verb.word) ? moneyHandedBack(verb.objects) : undefined;
    if (handedBack !== undefined)
      return { cls: CLASS.paymentInitiate, why: `${where} verb "${verb.word}" on ${handedBack}: money handed back (payment-initiate)` };
    const writesOn = WRITES_ON.get(verb.base);
    // What the verb acts on: in the name, and where the description uses the same verb, there too ("Encode a room key card …").
    const near = [...groups.slice(0, 3).flat(), ...(same ?? [])];
    const credential = writesOn?.has('apikey') === true ? credentialIn(near) : undefined;
    if (credential !== undefined && !near.some((w) => writesOn!.has(w)))
      return { cls: CLASS.identityAdmin, why: `${where} verb "${verb.word}" on ${credential} makes a credential (identity-admin)` };
    const object = writesOn === undefined ? undefined : near.find((w) => writesOn.has(w));
    if (object === undefined) return { cls: CLASS.read, why: `${where} verb "${verb.word}" reads`, base: verb.base };
    const phrasal =
      (object === 'in' || object === 'out') &&
      verb.objects[0] === object &&
      (verb.objects.length === 1 || /^(guest|guests|flight|passenger|book|books|room|hotel|reservation|item|items|user)$/.test(verb.objects[1]!));
    if ((object === 'in' || object === 'out') && !phrasal) return { cls: CLASS.read, why: `${where} verb "${verb.word}" reads` };
    const write = phrasal
      ? { cls: CLASS.orderManage, why: `checks ${object} (order-manage)` }
      : verb.base === 'track'
        ? { cls: CLASS.fileModify, why: `records ${object} (file-modify)` }
        : resolveWrite(verb.base, GENERIC_WRITE, [[object], ...groups]);
    return { cls: write.cls, why: `${where} verb "${verb.word}" on ${object} writes: ${write.why}` };
  }
  const computed = MAKING.has(verb.base) ? verb.objects.find((w) => COMPUTED_OBJECTS.has(w)) : undefined;
  if (computed !== undefined && verb.objects.slice(0, 3).includes(computed))
    return { cls: CLASS.read, why: `${where} verb "${verb.word}" makes a ${computed}, a result handed back (reads)` };
  const options = {
    payload: shape.payload !== undefined || shape.httpMethod?.may === 'write',
    address: shape.urls.length > 0 || shape.httpMethod !== undefined || shape.properties.length === 0,
  };
  let write = resolveWrite(verb.base, verb.sense, groups, options);
  // "Send a patient's records …" for `records_transfer`: a transfer that takes no amount and no account hands over what
  // the rest of the words name, not money (a tool that moves money takes how much, or where to).
  if (write.cls === CLASS.paymentInitiate && verb.sense.cls !== CLASS.paymentInitiate && !takesMoney(shape)) {
    const without = groups.map((g) => g.filter((w) => w !== 'transfer' && w !== 'transfers'));
    if (without.some((g, i) => g.length !== groups[i]!.length)) write = resolveWrite(verb.base, verb.sense, without, options);
  }
  return { cls: write.cls, why: `${where} verb "${verb.word}" ${write.why}`, base: verb.base, ...(write.unnamed === true ? { unnamed: true } : {}) };
}

/** Does the schema take an amount or an account (a property named for one)? */
function takesMoney(shape: SchemaShape): boolean {
  return (
    shape.money !== undefined ||
    shape.properties.some((p) => /amount|sum|total|price|value|fee|cost|iban|account|wallet|card|payee|beneficiary/i.test(p))
  );
}

const MANAGING = /^name verb "(manage|handle|administer|control|maintain)"/;

/** Verbs that make something: when what they make is a computed result, they read. */
const MAKING = new Set(['create', 'make', 'generate', 'run', 'draw', 'build', 'plot', 'compute', 'perform', 'do', 'produce', 'render']);

const GENERIC_WRITE: VerbSense = { effect: 'write', cls: CLASS.fileModify, family: 'generic' };

function schemaReading(shape: SchemaShape, reading: Reading | undefined, parts: NameParts, evidence: string[]): Reading | undefined {
  const runs =
    reading === undefined ||
    reading.weak === true ||
    reading.cls === CLASS.codeExecute ||
    reading.cls === CLASS.externalApiCall ||
    (reading.cls === CLASS.read && shape.mentionsRunning);
  if (shape.code !== undefined && runs)
    return { cls: CLASS.codeExecute, why: `its "${shape.code}" argument carries code, a command or a statement to run` };
  if (shape.httpMethod !== undefined) {
    if (shape.httpMethod.may === 'write')
      return { cls: CLASS.externalApiCall, why: `its "${shape.httpMethod.name}" argument may be any HTTP method (the most dangerous reading)` };
    if (reading === undefined || reading.cls === CLASS.read)
      return { cls: CLASS.webFetch, why: `its "${shape.httpMethod.name}" argument allows only reading HTTP methods` };
  }
  if (shape.actions !== undefined) {
    let worst: Reading | undefined;
    for (const written of shape.actions.values) {
      // The choice in English where a table reads it ("futa_mteja" deletes a customer); as written otherwise.
      const glossed = nameParts(written.join('_')).operation;
      const value = glossed.length > 0 ? glossed : written;
      const word = value[0];
      const known = word === undefined ? undefined : verbSense(word, baseForms(word));
      if (known === undefined || known.sense.effect !== 'write') continue;
      const write = resolveWrite(known.base, known.sense, [value.slice(1), parts.operation, parts.context]);
      if (worst === undefined || rankOf(write.cls) > rankOf(worst.cls))
        worst = {
          cls: write.cls,
          why: `its "${shape.actions.name}" argument may be "${value.join(' ')}", which ${write.why} (the most dangerous reading)`,
        };
    }
    if (worst !== undefined && (reading === undefined || rankOf(worst.cls) > rankOf(reading.cls))) return worst;
    // "manage_x" whose every action reads is a read.
    if (worst === undefined && reading !== undefined && MANAGING.test(reading.why) && shape.actions.values.length > 0)
      return { cls: CLASS.read, why: `its "${shape.actions.name}" argument only takes reading actions` };
    // A reading of the tool's words under an action argument whose choices the tables cannot all read ("acceso_plataforma"
    // reads as "access", yet takes "conceder" and "retirar"): a choice unread may be the write, and what the arguments take
    // (a role for a person, an amount for an account) or nothing decides.
    const unread = shape.actions.values.some((v) => !choiceReads(v));
    if (worst === undefined && reading?.cls === CLASS.read && (unread || reading.base === 'access')) {
      if (shape.role !== undefined)
        return {
          cls: CLASS.identityAdmin,
          why: `${reading.why}, but its "${shape.actions.name}" takes choices not read and a role ("${shape.role.name}") for "${shape.role.whom}"`,
        };
      if (shape.money !== undefined)
        return {
          cls: CLASS.paymentInitiate,
          why: `${reading.why}, but its "${shape.actions.name}" takes choices not read and an amount ("${shape.money.amount}") for "${shape.money.destination}"`,
        };
    }
    // A read guessed from nouns ("Perintah ke perangkat kandang …" over ids), or any read of a tool that takes a command as a
    // record (`perintah: {aksi: baca | pintu_buka}`), says nothing of the choices it cannot read: one of them may act, so the
    // tool is of unknown effect, and a call that picks a reading choice still reads (choice.ts).
    if (worst === undefined && reading?.cls === CLASS.read && unread && (reading.weak === true || shape.actions.within !== undefined)) {
      evidence.push(`${reading.why}, but its "${shape.actions.name}" offers choices the fence cannot read: one may act`);
      return undefined;
    }
    // Only when every action reads: one the tables cannot read ("conceder", "pridat") may be the write.
    if (worst === undefined && reading === undefined && shape.actions.values.every(choiceReads))
      return { cls: CLASS.read, why: `its "${shape.actions.name}" argument only takes reading actions` };
  }
  if (shape.callback !== undefined && (reading === undefined || rankOf(reading.cls) < rankOf(CLASS.externalApiCall)))
    return { cls: CLASS.externalApiCall, why: `it has the service call back the address in "${shape.callback}" (data leaves to it)` };
  // A write that sets an amount and where it goes moves money, whatever it calls the record (a scheduled transfer, a standing order).
  if (
    reading !== undefined &&
    shape.money !== undefined &&
    shape.money.isMoney &&
    rankOf(reading.cls) > rankOf(CLASS.webFetch) &&
    rankOf(reading.cls) < rankOf(CLASS.paymentInitiate)
  )
    return {
      cls: CLASS.paymentInitiate,
      why: `${reading.why}, but it sets an amount ("${shape.money.amount}") and a destination ("${shape.money.destination}"): it moves money`,
    };
  // A copy handed to an address the caller names leaves the system, whatever it is a copy of: mailed to a person
  // (message-send), or posted to a URL, a service outside (external-api-call, never granted by asking for a message).
  if (
    reading?.base !== undefined &&
    DELIVERING.has(reading.base) &&
    shape.outbound !== undefined &&
    rankOf(reading.cls) < rankOf(CLASS.messageSend)
  ) {
    const cls = shape.outbound.reach === 'mail' ? CLASS.messageSend : CLASS.externalApiCall;
    return { cls, why: `${reading.why}, but delivers it to the address in "${shape.outbound.name}": the data leaves (${cls})` };
  }
  if (reading === undefined && shape.money !== undefined)
    return { cls: CLASS.paymentInitiate, why: `it takes an amount ("${shape.money.amount}") and a destination ("${shape.money.destination}")` };
  // "access" names a permission as often as it reads: with a role given to a person the call grants it (`staf__akses {nama, peran}`).
  if ((reading === undefined || (reading.cls === CLASS.read && reading.base === 'access')) && shape.role !== undefined)
    return { cls: CLASS.identityAdmin, why: `it takes a role ("${shape.role.name}") and whom it is for ("${shape.role.whom}")` };
  if (reading === undefined && shape.message !== undefined)
    return { cls: CLASS.messageSend, why: `it takes a recipient ("${shape.message.recipient}") and a body ("${shape.message.body}")` };
  if (reading !== undefined && (reading.cls === CLASS.read || reading.cls === CLASS.webFetch)) {
    // A name with no verb and a description that says it reads, over arguments that say what a payment or a message takes
    // (`Pagos`: "Shows the payments." taking an amount and an IBAN): the arguments say what a call can do, and the more
    // dangerous reading stands. A name's own reading verb keeps reading (`get_standing_order` filters by payee and amount); a read
    // guessed from nouns (`opsrole(8)` over a user and a role) does not.
    const described = reading.why.startsWith('description ') || reading.weak === true;
    if (described && shape.money?.isMoney === true && shape.money.account === true)
      return {
        cls: CLASS.paymentInitiate,
        why: `${reading.why}, but it takes an amount ("${shape.money.amount}") and where it goes ("${shape.money.destination}")`,
      };
    if (described && shape.role !== undefined)
      return { cls: CLASS.identityAdmin, why: `${reading.why}, but it takes a role ("${shape.role.name}") for "${shape.role.whom}"` };
    if (described && shape.message !== undefined)
      return {
        cls: CLASS.messageSend,
        why: `${reading.why}, but it takes a recipient ("${shape.message.recipient}") and a body ("${shape.message.body}")`,
      };
    if (shape.outputPath !== undefined) return { cls: CLASS.fileModify, why: `${reading.why}, but writes its output to "${shape.outputPath}"` };
    if (shape.writeFlag !== undefined) {
      evidence.push(`its "${shape.writeFlag}" flag makes a call persist its result`);
      return { cls: CLASS.fileModify, why: `${reading.why}, but may persist its result ("${shape.writeFlag}", the most dangerous reading)` };
    }
  }
  return reading;
}
