/**
 * Tools named by nouns alone (`Payables`, `moniteur-fiche`, `LiveryStatement`): with no verb in
 * their name or description, they read when the description names data (a noun phrase, the
 * fields returned, how records are found) and every argument only selects what is returned.
 * Names, descriptions and arguments in other languages are read through foreign.ts.
 */
import { type Decision, descriptionText, glossWith } from './foreign.ts';
import { READ_HEAD_NOUNS, VERBS, type VerbSense, verbSense } from './lexicon.ts';
import { OBJECT_CLASS, PEOPLE, STRONG_OBJECTS } from './nouns.ts';
import { argumentRole } from './roles.ts';
import type { ToolSpec } from './types.ts';
import { baseForms, type NameParts, nameParts, words } from './words.ts';

// esbuild (the bench bundles, tsx) writes a `\p{…}` regular expression literal as `new RegExp(…)` where it
// stands: inside a function it would be compiled again on every call.
// Letters with their marks: a vowel sign of an Indic or Thai script is a mark inside the word ("সাইটের"), not a break.
const LETTERS = /[\p{L}\p{M}]+/gu;

/**
 * Every argument selects what to return, none carries content to write: ids, references, names
 * of the thing, dates, periods and ranges ("centre, from, to"; "instructor, month"). A note, a
 * value, an amount, a status or a body would be content ("alarm_id, operator_note").
 */
export function selectorsOnly(spec: ToolSpec, language: Decision | undefined): boolean {
  const properties = Object.keys((spec.inputSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});
  if (properties.length === 0 || properties.length > 6) return false;
  const names = properties.map((p) =>
    p
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '_'),
  );
  // Argument names in another language are read in English too ("fecha" is a date, "importe" an amount).
  const gloss = (text: string): string =>
    glossWith(language, words(text))
      .map((w) => w.word)
      .join('_');
  const english = new Map(properties.map((p, i) => [names[i]!, gloss(p)]));
  // A property named for what the description is about ("A kennel's roster" takes `kennel`) picks it out.
  const described = new Set((spec.description ?? '').toLowerCase().match(/[a-z]+/g) ?? []);
  const schemas = (spec.inputSchema as { properties?: Record<string, { enum?: unknown }> } | undefined)?.properties ?? {};
  // A choice among states that includes every one of them ("out | returned | all") filters what is listed; it sets nothing.
  const filters = new Set(
    names.filter((_, i) => {
      const values = schemas[properties[i]!]?.enum;
      // Only a state ("status: out | returned | all"): nothing can be set to "all" of them.
      const every = (v: unknown): boolean => typeof v === 'string' && (/^(?:all|any)$/.test(gloss(v)) || ALL_WORDS.has(v.trim().toLowerCase()));
      if (!Array.isArray(values)) return false;
      // Any choice that offers "all" of something lists; a state that is the only argument, set on nothing named, can only filter.
      return values.some(every) || (/(?:^|_)(?:status|state)$/.test(english.get(names[i]!)!) && names.length === 1);
    }),
  );
  // An argument described as a date ("noche": "YYYY-MM-DD") picks the day to list.
  const dated = new Set(names.filter((_, i) => argumentRole(properties[i]!, schemas[properties[i]!]) === 'date'));
  // A property whose name (or a part of it) is a word of the description ("per soort en dikte" takes `dikteMm`) picks that out.
  // So does one named by a word of the tool's own name (`hurtownia` of `hurtownia_oferta`).
  const fold = (w: string): string => w.normalize('NFKD').replace(/\p{M}/gu, '');
  const written = [
    ...((spec.description ?? '').toLowerCase().match(LETTERS) ?? []),
    ...words(spec.name).map((w) => w.toLowerCase()),
    ...(spec.name.toLowerCase().match(LETTERS) ?? []),
  ];
  const raw = new Set(written.map(fold));
  // Inflection is compared as written: folding drops an Indic word's vowel signs ("শাখা" would be two letters).
  const partDescribed = (name: string): boolean =>
    name.split('_').some((part) => part.length >= 3 && (raw.has(fold(part)) || described.has(part) || written.some((w) => inflects(part, w))));
  const selector = (name: string): boolean =>
    (partDescribed(name) && !CONTENT.test(english.get(name)!) && !SETTING.test(english.get(name)!) && !SETTING.test(name)) ||
    SELECTOR.test(name) ||
    COMPOUND_NUMBER.test(name) ||
    name.split('_').some((part) => NUMBER_WORDS.has(part)) ||
    (SELECTOR.test(english.get(name)!) && !CONTENT.test(english.get(name)!)) ||
    dated.has(name) ||
    filters.has(name) ||
    ((described.has(english.get(name)!) || described.has(`${english.get(name)!}s`)) && !CONTENT.test(english.get(name)!)) ||
    ((name === 'to' || name === 'end' || /_(?:to|end|until)$/.test(name)) && names.some((n) => /(?:^|_)(?:from|start)$/.test(n))) ||
    // `stn` of "… of a station": a name abbreviating a noun of the description, with no role of its own (an amount, an address).
    (argumentRole(name, schemas[name]) === 'other' && [...raw].some((w) => abbreviates(name, w)));
  return names.every(selector);
}

/** A description that opens as a noun phrase ("An instructor's monthly statement", "Monthly statement of…", "Submitted timesheets", "Free slots"), not with a command. */
const NOUN_PHRASE =
  /^\s*(?:a|an|the|all|each|every|current|open|active|pending|available|upcoming|recent|latest|most|last|newest|next|previous|past|free|daily|weekly|monthly|quarterly|yearly|annual|nightly|hourly|[a-z]+ed|[a-z]+['’]s)\s/i;
/**
 * A description that lists the fields it returns ("…: item, borrower, since, due"; the last may be a longer phrase, "…, and
 * the last delivery address") or how records are found ("looked up by booking ref").
 */
const RETURNED_FIELDS =
  /:\s*[\p{L}\p{M}\p{N}_ '’/-]{1,60}(?:,\s*[\p{L}\p{M}\p{N}_ '’/-]{1,60}){1,},\s*[\p{L}\p{M}\p{N}_ '’/-]{1,120}[.。।۔]?\s*$|\b(?:looked up|filtered|searched|sorted) by\b/iu;

/** A description that opens with a plural and what it is of ("Bills from suppliers …", "Invoices received from …"). */
const PLURAL_OF = /^\s*[a-z]{3,}s\s+(?:[a-z]{3,}ed\s+)?(?:from|of|for|by|with|to|in|on|per)\s/i;

/** The description names data, not a command: a noun phrase, a list of the fields returned, or how records are found. */
export function namesData(description: string): boolean {
  // "… : status (salaried / freelance), schedule, invoices": an aside in brackets is part of the field it follows.
  const first = (description.split(/(?<=[.!?])\s/)[0] ?? '').replace(/\s*\([^()]{0,60}\)/g, '');
  return (
    NOUN_PHRASE.test(description) || PLURAL_OF.test(description) || RETURNED_FIELDS.test(first) || opensWithRecords(first) || opensWithData(first)
  );
}

/** Nouns of data a listing or a reading returns, beyond the read heads ("Donations ledger: …", "stock of …", "readings …"). */
const DATA_HEADS = new Set([
  'ledger',
  'stock',
  'stocks',
  'inventory',
  'readings',
  'reading',
  'attendance',
  'absences',
  'offer',
  'offers',
  'lots',
  'weather',
  'timetable',
  'menu',
  'catalogue',
  'catalog',
  'register',
  'registry',
  'directory',
  'roster',
  'queue',
  'backlog',
  'archive',
  'book',
  'agenda',
  'levels',
]);

/**
 * A clause whose first two words hold a noun of data ("stock of …", "Donations ledger: …"): the tool returns that
 * data. A clause that opens with a word the lexicon knows as a verb ("End a code generation session") is a command.
 */
function opensWithData(clause: string): boolean {
  const opening = clause.toLowerCase().match(LETTERS)?.slice(0, 2) ?? [];
  if (opening.length === 0 || VERBS.has(opening[0]!)) return false;
  return opening.some((word) => READ_HEAD_NOUNS.has(word) || DATA_HEADS.has(word));
}

/**
 * A clause that opens with records the lexicon knows, in the plural and at most one word in
 * ("Invoices received …", "Alteration tickets by date", a glossed "invoices mensuelles of a
 * family"): a word that is also a verb ("Books …", "Orders …") opens no such phrase.
 */
function opensWithRecords(clause: string): boolean {
  const opening =
    clause
      .toLowerCase()
      .match(/[\p{L}]+/gu)
      ?.slice(0, 2) ?? [];
  return opening.some((word, i) => {
    const one = word.replace(/(?:ies)$/, 'y').replace(/s$/, '');
    const known = OBJECT_CLASS.has(word) || READ_HEAD_NOUNS.has(word) || PEOPLE.has(word) || OBJECT_CLASS.has(one) || READ_HEAD_NOUNS.has(one);
    return word.length >= 4 && /[^su]s$/.test(word) && known && !VERBS.has(word) && !VERBS.has(one) && (i === 0 || !VERBS.has(opening[0]!));
  });
}

/** "All" in the languages catalogs are written in: nothing can be set to "all" of a choice's values; it filters. */
// prettier-ignore
const ALL_WORDS: ReadonlySet<string> = new Set(['all', 'any', 'alle', 'allt', 'alla', 'alles', 'tous', 'toutes', 'tout', 'todos', 'todas', 'todo',
  'tutti', 'tutte', 'tots', 'totes', 'wszystkie', 'wszystko', 'vse', 'vsi', 'vsa', 'vsetky', 'všetky', 'vsechny', 'všechny', 'vše', 'sve',
  'svi', 'sva', 'mind', 'mindet', 'osszes', 'összes', 'hepsi', 'tumu', 'tümü', 'kaikki', 'koik', 'kõik', 'visi', 'visos', 'visas', 'toate', 'tot',
  'semua', 'lahat', 'zote', 'allir', 'öll', 'oll', 'все', 'всі', 'сите', 'όλα', 'ola', 'όλες', 'כל', 'הכל', 'الكل', 'همه', 'सभी', 'সব', 'ทั้งหมด',
  'tat_ca', 'tất cả', '全部', 'すべて', '全て', '모두', '전체', 'ሁሉም', 'yote', 'dhammaan', 'gbogbo', 'bilikuli', 'qaamuu']);

const SELECTOR =
  /(?:^|_)(?:id|ids|no|nr|nro|num|nummer|numero|número|number|categor\w*|kategor\w*|ref|reference|code|key|name|who|from|since|until|start|date|day|week|week_ending|month|year|period|range|team|centre|center|site|location|branch|depot|category|type|kind|query|q|filter|search|page|limit|offset|recherche|busqueda|buscar|suche|sok|hledat|szukaj|zoek|ricerca|pesquisa|cerca|haku|only)$/;
/** A number word closing a compound ("saaknommer", "kundennummer", "pedidonumero", "腳環號碼"): the record's number, a selector. */
const COMPOUND_NUMBER = /^\p{L}{2,}(?:nummer|nommer|numero|número|numer|nro|號碼|号码|編號|编号|番号|번호)$/u;
/** The word for a record's number in the languages catalogs are written in ("رقم_الرخصة", "членски_номер", "लाइसेंस_संख्या"). */
// prettier-ignore
const NUMBER_WORDS: ReadonlySet<string> = new Set(['номер', 'нумар', 'нөмір', 'нөмөр', 'рақам', 'رقم', 'شماره', 'نمبر', 'نمبر', 'מספר', 'αριθμός',
  'नंबर', 'संख्या', 'क्रमांक', 'নম্বর', 'নং', 'ক্রমিক', 'எண்', 'సంఖ్య', 'ಸಂಖ್ಯೆ', 'നമ്പർ', 'નંબર', 'ਨੰਬਰ', 'หมายเลข', 'เลขที่', 'លេខ', 'ເລກ', 'နံပါတ်',
  'ნომერი', 'համար', 'numri', 'numărul', 'număr', 'szám', 'száma', 'číslo', 'cislo', 'broj', 'številka', 'numurs', 'numeris', 'number', 'nomor', 'nombor',
  'numbari', 'nambari', 'lambar', 'nọmba', 'inombolo', 'nomero', 'numara', 'numarası', 'raqam', 'nömrə', 'nömrəsi', 'ቁጥር', 'lamba', 'nummer', 'nommer']);
/** Arguments that set a device or say what to do (a mode, a target temperature, a command): never a selector. */
const SETTING =
  /(?:^|_)(?:mode|modus|modo|set|setpoint|soll|target|level|temp|temperature|power|on|off|command|cmd|action|accion|acao|azione|akcja|op|operation|operacion|value|new|qty|quantity|count)(?:_|$)/;
/** Arguments that carry content to write. */
const CONTENT =
  /^(?:note|notes|text|body|message|value|amount|sum|price|status|state|comment|description|reason|content|email|phone|mobile|address|url|link|to|recipient|data|payload)$/;

/**
 * A name of nouns alone that says what it returns, with no verb in it or its description: its head is a
 * document or a state (`member_balance`, `door_lock_status`) and its arguments only select one, or it
 * names records in the plural and takes nothing (`supplier-bills`, `számlák`): a tool that takes nothing
 * and names things lists them. The reason, or undefined.
 */
export function namesRecords(operation: readonly string[], spec: ToolSpec, language: () => Decision | undefined): string | undefined {
  const last = operation[operation.length - 1];
  if (last === undefined) return undefined;
  // A tool with no schema says nothing of its arguments: only one that declares none takes nothing.
  const properties = (spec.inputSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
  if (typeof properties !== 'object' || properties === null) return undefined;
  const takes = Object.keys(properties).length;
  if (operation.length > 1 && READ_HEAD_NOUNS.has(last) && (takes === 0 || selectorsOnly(spec, language())))
    return `nouns only, headed by "${last}" (what it returns), and arguments that only select it`;
  if (takes !== 0) return undefined;
  const plural = (w: string): boolean => w.length >= 4 && /[^su]s$/.test(w) && recordNoun(w.replace(/ies$/, 'y').replace(/s$/, ''));
  // Named in the plural by the name, or by a description that names data ("recent page posts + comments").
  const description = spec.description ?? '';
  const named =
    operation.find(plural) ??
    (namesData(description)
      ? (
          description
            .toLowerCase()
            .split(/[.;:!?]/)[0]!
            .match(LETTERS) ?? []
        )
          .slice(0, 4)
          .find(plural)
      : undefined);
  return named === undefined ? undefined : `nouns only, naming "${named}" in the plural, and no argument: it lists them`;
}

/** A noun of things kept and listed (bills, invoices, posts, members), not of a request (a refund, a transfer). */
const recordNoun = (one: string): boolean =>
  (OBJECT_CLASS.has(one) || READ_HEAD_NOUNS.has(one) || PEOPLE.has(one) || RECORDS.has(one)) && !STRONG_OBJECTS.some(([, nouns]) => nouns.has(one));

/** Documents a business keeps that no table of classes names. */
const RECORDS = new Set(['bill', 'invoice', 'receipt', 'statement', 'comment', 'post', 'supplier', 'customer', 'client', 'vendor', 'item', 'entry']);

/**
 * `word` is `stem` inflected, outside the Latin script, where the tables gloss few words: a case ending added ("সাইট" and
 * its genitive "সাইটের") or put in place of the last letter ("საქმე" and "საქმის"), at most three letters longer.
 */
function inflects(stem: string, word: string): boolean {
  if (stem.length < 3 || /[a-z]/.test(stem) || Math.abs(word.length - stem.length) > 3) return false;
  if (word.length > stem.length && word.startsWith(stem)) return true;
  const shared = Math.min(stem.length, word.length) - 1;
  return shared >= 4 && stem.slice(0, shared) === word.slice(0, shared);
}

/** `short` (two to four letters) abbreviates `word`: the same first letter, then its letters in order ("stn" of "station", "cust" of "customer"). */
function abbreviates(short: string, word: string): boolean {
  if (!/^[a-z]{2,4}$/.test(short) || word.length < short.length + 2 || word[0] !== short[0]) return false;
  let at = 1;
  for (const c of short.slice(1)) {
    at = word.indexOf(c, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/**
 * The words of a tool's name: as split, or for a name in a script the splitter drops ("картка_клієнта") as the tables gloss
 * it ("card customers") when none of them is a verb that writes.
 */
export function nameNouns(parts: NameParts, name: string): readonly string[] {
  if (parts.operation.length > 0) return parts.operation;
  const glossed = nameParts(descriptionText(name).text).operation;
  const sense = (w: string) => verbSense(w, baseForms(w))?.sense;
  const writing = glossed.filter((w) => sense(w)?.effect === 'write');
  // A writing word that is as often a noun ("ملف": file), in a name of a script the splitter drops, names what is kept.
  if (writing.length > 0 && !(UNREAD_NAME.test(name) && writing.every((w) => sense(w)?.noun === true))) return [];
  // A name in a script nothing here reads ("ملف_منشأة" glosses no word, or only a noun) names no verb: it stands for its letters.
  return glossed.length > 0 ? glossed : UNREAD_NAME.test(name) ? [name] : [];
}

/** Three letters or more of a script other than Latin. */
const UNREAD_NAME = /(?:(?!\p{Script=Latin})\p{L}){3}/u;

/**
 * A tool whose only writing words are as often the noun of what is kept ("Rekod caruman …" glossed "record contribution", the
 * "e-lêer" of a case, a "jadual" of turns) reads when its arguments only select and something other than the words settles
 * it: its author declares it read-only and the description names data or is read through glosses (whose word order is
 * not English), or the description opens as a noun phrase naming data ("The complete e-file of a case: parties, claim, …").
 * "Schedule a tour: date, time, guide" opens with the verb and declares nothing: it stays a write. The reason, or undefined.
 */
export function keptRecord(
  spec: ToolSpec,
  verbs: readonly { readonly sense: VerbSense; readonly determined?: boolean }[],
  glossed: boolean,
  language: () => Decision | undefined,
): string | undefined {
  const writes = verbs.filter((v) => v.sense.effect === 'write');
  if (writes.length === 0 || writes.some((v) => v.sense.noun !== true || v.determined === true)) return undefined;
  const description = spec.description ?? '';
  const data = namesData(description);
  const declared = spec.annotations?.readOnlyHint === true && spec.annotations.destructiveHint !== true && (data || glossed);
  if (!(declared || (NOUN_PHRASE.test(description) && data)) || !selectorsOnly(spec, language())) return undefined;
  return declared
    ? 'its writing words are as often nouns of what it keeps, its author declares it read-only, and its arguments only select'
    : 'its writing words are as often nouns of what it keeps, its description opens by naming data, and its arguments only select';
}
