/**
 * The main verbs of a tool's description: what its first sentence says the tool does ("Sends an
 * e-mail …", "A tool for monitoring …", "Use this to delete …", "Make a deposit …"), with the words
 * that follow each verb (its object). Only the verb of the sentence counts, never a participle or a
 * noun that happens to look like a verb ("… including previously deleted configurations").
 */
import { FOREIGN_VERBS, NEUTRAL_VERBS, READ_HEAD_NOUNS, SUBJECT_WORDS, verbSense } from './lexicon.ts';
import { PEOPLE } from './nouns.ts';
import { baseForms, inflectionOf } from './words.ts';
import { type MainVerb, objectsAfter, passiveAt } from './description-passive.ts';
import {
  ARTICLES,
  CAPABILITY_NOUNS,
  CONDITIONS,
  COORDINATORS,
  DETERMINERS,
  GIVING,
  GRANTING,
  LEADING,
  LIGHT,
  NOUN_LINKS,
  PARTICIPLES,
  PHRASE_END,
  PRONOUNS,
  SPELLINGS,
  SUBMITTING,
} from './description-words.ts';

export type { MainVerb } from './description-passive.ts';

/** Longest description prefix read. */
const MAX_CHARS = 800;
/** Sentences read when checking a read against everything the description says. */
const MAX_SENTENCES = 3;
/** Words of a sentence scanned for its verb. */
const MAX_SCAN = 14;

/** The main verbs of `description`'s first sentence that has one (the second is tried when the first has none). */
export function mainVerbs(description: string | undefined): MainVerb[] {
  return verbsOf(description, false);
}

/** The main verbs of each of the description's first sentences (for checking a read against everything it says it does). */
export function sentenceMainVerbs(description: string | undefined): MainVerb[] {
  return verbsOf(description, true);
}

function verbsOf(description: string | undefined, every: boolean): MainVerb[] {
  if (description === undefined || description.length === 0) return [];
  let text = description.slice(0, MAX_CHARS);
  const marker = /tool description:\s*/i.exec(text);
  if (marker !== null) text = text.slice(marker.index + marker[0].length);
  // "[ops server] Records the decision …", "(beta) Sends …": a tag an aggregator or a vendor puts first says nothing the tool does;
  // nor does a command's synopsis line.
  text = text.replace(LEADING_TAG, '').replace(USAGE_LINE, '').replace(ROUTE_LINE, '');
  // A manual page ("NAME\n opsrole - set an operator's role\nSYNOPSIS\n opsrole -u user …\nDESCRIPTION\n …"): its one-line
  // summary and its description say what the command does; the synopsis only spells its options.
  text = text.replace(MAN_NAME, '').replace(MAN_SYNOPSIS, '\n').replace(MAN_HEADING, '\n');
  text = text.replace(FORMAT_LINE, '').replace(MENU_BANNER, '');
  // A unit or INI file ("[Unit]\nDescription=Give %i access …"): its Description= line says what it does, before any other line.
  const ini = INI_DESCRIPTION.exec(text);
  if (ini !== null) text = `${ini[1]!}\n${text}`;
  const foreign = foreignVerb(text);
  const sentences = text
    // A line wrapped inside a sentence goes on with a lower-case word: it is no sentence of its own.
    .replace(/(?<![.!?:;。])[ \t]*\n[ \t]*(?=[a-z(])/g, ' ')
    .split(/(?<=[.!?。])\s+|\n+|(?<=。)|\s\|\s/)
    .map((s) => s.trim())
    // A menu's number ("5." before "Allocate crates") is no sentence.
    .filter((s) => s.length > 0 && !/^\d{1,2}[.)]$/.test(s))
    .slice(0, every ? MAX_SENTENCES : 2);
  const all: MainVerb[] = [];
  for (const sentence of sentences) {
    const plain = sentence
      .replace(DOC_LEAD, '')
      .replace(SIGNATURE_LEAD, '')
      .replace(DOC_TAG, '')
      .replace(KEY_LABEL, '')
      .replace(NAMED_SUBJECT, '')
      .replace(/[*`_#>]+/g, ' ');
    // "Given a heat and a party, creates …", "For one case reference, the service returns …": the main clause after the opening phrase.
    const opening = every ? null : (OPENING_PHRASE.exec(plain) ?? GERUND_SUBJECT.exec(plain));
    // "Returns one participant's record: contact details, visits and messages the participant sent": after a head that
    // only reads, what the colon opens lists fields, and a word in the list ("messages") is no verb of the tool's.
    const listed = FIELD_LIST.exec(plain);
    const head = listed === null ? [] : sentenceVerbs(listed[1]!, !every);
    if (head.length > 0 && head.every((v) => v.sense.effect === 'read')) {
      if (!every) return head;
      all.push(...head);
      continue;
    }
    const main = opening === null ? [] : sentenceVerbs(plain.slice(opening[0].length), true);
    const found = main.length > 0 ? main : sentenceVerbs(plain, true);
    if (found.length > 0 && !every) return found;
    all.push(...found);
  }
  if (all.length > 0) return all;
  return foreign === undefined ? [] : [foreign];
}

/** A documentation comment's or a list's mark at a line's start: PlDoc "%!", "///", "--", Haddock "-- |", "'", a bullet. */
const DOC_LEAD = /^\s*(?:%!?|\/\/\/?|--(?:\s*[|^])?|;;?|'|[-*•])\s+/;
/** An entry point's signature before what it does ("KEY(USER,KEY) -- allocates …"). */
const SIGNATURE_LEAD = /^(?:\$\$)?[%\w]{1,31}(?:\^[%\w]{1,31})?\([^()\n]{0,120}\)\s+(?:--|—|–)\s+/;
/** A documentation tag before what it says, with no colon (NatSpec "@notice Posts …", "@dev Texts …", Javadoc "@summary"). */
const DOC_TAG = /^\s*@(?:notice|dev|summary|brief|description|remarks?)\s+/i;
/**
 * Lines of a documentation format that say nothing the tool does: a declaration in code ("procedure TProduction.ScheduleRun(…);",
 * "function postNotice(string calldata _title) external;"), an SNMP MIB object's header and clauses ("genControl OBJECT-TYPE",
 * "SYNTAX INTEGER { … }", "MAX-ACCESS read-write"), a section heading alone on its line ("Description", "Parameters"), a chat
 * command's or a CLI's usage, options, permissions and option lines ("Usage: /draw rodeo:<id>", "• rodeo — required"), a
 * Haskell type signature ("invoice :: JobId -> Cents -> IO InvoiceNo"), a USSD menu's prompts ("> Enter amount GHS:"), its "Reply 1 to
 * confirm", a separator ("--"), a MUMPS routine's header and version lines, an instrument command's syntax ("ROOM:STATus? <room>").
 */
const FORMAT_LINE =
  /^[ \t]*(?:(?:procedure|function|func|fn|def|sub|constructor|public|private|protected|static|external)\b[^\n]*[;{)][ \t]*|\S+[ \t]+OBJECT-TYPE[ \t]*|(?:SYNTAX|MAX-ACCESS|ACCESS|STATUS|INDEX|DEFVAL|UNITS|AUGMENTS)\b[^\n]*|(?:Description|Parameters|Returns|Remarks|Summary|Example|Examples|See also)[ \t]*:?[ \t]*|(?:Usage|Options|Arguments|Flags|Permissions|Aliases)[ \t]*:[^\n]*|[A-Za-z_][\w']*[ \t]*::[ \t]*[^\n]*->[^\n]*|>[ \t][^\n]*|-{2,3}|Reply[ \t]+\d[^\n]{0,40}|[-*•][ \t]+\S+[ \t]+[—–-][ \t]+(?:required|optional)\b[^\n]*|%?[A-Z][A-Z0-9]{1,15}[ \t]+;[^\n]*;[^\n]*|;;[^\n]*|[A-Z][A-Za-z]{1,15}(?::[A-Z][A-Za-z]{0,15})+\??(?:[ \t]+[<[][^\n]*)?)$/gm;
/** A USSD or phone menu's banner in capitals above its numbered item ("TOMATO SELLERS ASSN" over "3. Welfare payout"). */
const MENU_BANNER = /^[ \t]*[A-Z0-9][A-Z0-9 &'.,-]{2,60}\n(?=[ \t]*\d{1,2}[.)][ \t])/gm;
/** The Description= line of a systemd unit or an INI section. */
const INI_DESCRIPTION = /^[ \t]*Description[ \t]*=[ \t]*(\S[^\n]{2,300})$/m;
/** A field of a documentation format before what it says ("short_description: Send …", "Short text: Create user."). */
const KEY_LABEL =
  /^\s*(?:short[_ ]?description|long[_ ]?description|(?:[A-Z]{2,4}\s+)?description|name|title|short text|functionality|summary|purpose|overview|brief|@brief|@description|notes?)\s*:\s*\|?\s*/i;
/**
 * A subject that names the tool, or one of its options, before its verb ("The Submit Payment (SBMPAY) command submits …", "The
 * export tool sends …", "Option 4 deletes …", "The --purge flag removes …"): what follows is what it (or the option) does.
 */
const NAMED_SUBJECT =
  /^\s*(?:(?:the|this)\s+(?:[\w().*/+&'-]+\s+){0,8}?(?:command|tool|function|endpoint|operation|api|method|program|procedure|module|macro|service|utility|routine|transaction|job|script)|(?:the\s+)?(?:[\w"'`-]+\s+)?(?:option|mode|flag|parameter|choice|setting)(?:\s+[\w*=."'`-]{1,24})?)\s+(?=(?!is\b|has\b|was\b|does\b)[a-z]+s\b)/i;

/** A head, a colon and a list of at least two items ("Returns a case: parties, claim, …"). */
const FIELD_LIST = /^([^:]{3,120}):\s*[^:,]{1,80},/;

/** An opening phrase before a comma that says on what, when or how, not what the tool does ("Depending on m, shows …"). */
/** A gerund phrase as the sentence's subject ("Creating a row sends an SMS", "Writing start(2) cranks the generator"): what it does follows. */
const GERUND_SUBJECT = /^\s*["“]?[A-Z][a-z]+ing\s+(?:[\w()'-]+\s+){1,4}?(?=[a-z]+s\b)/;
const OPENING_PHRASE = /^\s*(?:given|for|depending on|against|with|when|once|if|after|on|from|using|based on|per|as|in)\b[^,;:]{1,80},\s*(?=\S)/i;

/** A command's synopsis before its help text ("usage: bounty award ID --amount USD …"): its syntax, not what it does. */
const MAN_NAME = /^\s*NAME\s*\n\s*\S+(?:,\s*\S+)*\s+[-–—]+\s+/;
const MAN_SYNOPSIS = /\n\s*SYNOPSIS\s*\n(?:[ \t]+[^\n]*\n?)*/;
const MAN_HEADING = /\n\s*(?:DESCRIPTION|OPTIONS)\s*\n/g;
const USAGE_LINE = /^\s*(?:usage|synopsis)\s*:[^\n]*\n+/i;

/**
 * A POST route a description opens with, before the verb that says what the call does ("POST /submissions/:id/decisions —
 * records …"): where the call goes, not a post published. Without such a verb after it the route stays (the other methods'
 * words read as they mean).
 */
const ROUTE_LINE = /^\s*POST\s+\/\S*\s*(?:[—–:-]+\s*|\n+)(?=\p{Ll}+s\b)/u;

/** A bracketed tag before the first sentence ("[fuel server] ", "(beta) ", "【MCP】"). */
const LEADING_TAG = /^\s*(?:\[[^\]\n]{1,40}\]|\([^)\n]{1,24}\)|【[^】\n]{1,24}】)\s*/u;

/** Words of availability before "to": what follows says what the things are for ("free to hire", "available to book"). */
const AVAILABLE = new Set(['free', 'available', 'ready', 'open', 'eligible', 'due', 'left', 'offered', 'bookable']);

/** A sentence that opens with a list of verbs ("Creates, moves or cancels …"): the commas join them as its "or" does. */
const VERB_LIST = /^(\s*(?:it\s+)?[a-z]+)((?:,\s*(?:it\s+)?[a-z]+)+)(?=\s+(?:and|or)\s)/i;

/** Words an object opens with after a verb ("mails the link", "signs a link", "sends them"); never "to" ("diagnoses, to …"). */
const OBJECT_OPENERS = new Set(['a', 'an', 'the', 'each', 'every', 'all', 'its', 'their', 'his', 'her', 'your', 'my', 'our', 'this', 'that', 'these',
  'those', 'it', 'them', 'him']); // prettier-ignore

/** Words that open a clause of its own: a passive after them is not the main clause's. */
const SUBORDINATE = new Set(['if', 'when', 'whenever', 'once', 'until', 'unless', 'whether', 'before', 'after', 'where', 'while', 'to', 'can', 'may',
  'will', 'must', 'should', 'could', 'would', 'might']); // prettier-ignore

function sentenceVerbs(sentence: string, passive = false): MainVerb[] {
  const tokens = sentence
    .replace(VERB_LIST, (_, first: string, rest: string) => `${first}${rest.replace(/,\s*(?:it\s+)?/gi, ' and ')}`)
    .toLowerCase()
    .split(/[^a-z0-9'-]+/)
    .map((t) => t.replace(/^'+|'+$/g, ''))
    .filter((t) => t.length > 0)
    // A possessive is its noun ("the newsletter's delivery" schedules a newsletter).
    .map((t) => SPELLINGS.get(t) ?? t.replace(/'s$/, ''));
  let i = 0;
  let main: MainVerb | undefined;
  for (; i < Math.min(tokens.length, MAX_SCAN); i++) {
    const token = tokens[i]!;
    if (CONDITIONS.has(token)) break;
    if (LEADING.has(token) || SUBJECT_WORDS.has(token) || token.endsWith('ly')) continue;
    // "The preview is delivered …", "The export is uploaded …": after an article, a word before "is" is the subject.
    if (ARTICLES.has(tokens[i - 1] ?? '') && (tokens[i + 1] === 'is' || tokens[i + 1] === 'are')) continue;
    // After an article a writing verb is a noun ("A purchase order with its lines …", "The transfer history of …"); a
    // reading one still says what the tool hands back ("The list of all assets").
    if (ARTICLES.has(tokens[i - 1] ?? '') && (NEUTRAL_VERBS.has(token) || verbSense(token, baseForms(token))?.sense.effect === 'write')) {
      const relative = relativeAfter(tokens, i);
      if (relative < 0) break;
      i = relative;
      continue;
    }
    // "Give a person a seat", "gives the team access to …": giving someone something grants it.
    if (GRANTING.has(token) && PEOPLE.has(tokens.slice(i + 1).find((t) => !DETERMINERS.has(t)) ?? '')) {
      const grant = verbSense('grant', ['grant'])!;
      main = { word: token, base: grant.base, sense: grant.sense, objects: objectsAfter(tokens, i + 1), determined: true };
      break;
    }
    // "Gives money back to a rider", "Returns a payment to the card it was charged to": money handed back is a refund.
    if (GIVING.has(token) && handsMoneyBack(tokens, i)) {
      const refund = verbSense('refund', ['refund'])!;
      main = { word: token, base: refund.base, sense: refund.sense, objects: objectsAfter(tokens, i + 1), determined: true };
      break;
    }
    if (GIVING.has(token)) {
      // "Provides functionality for managing …", "gives the ability to delete …": the verb after it says what the tool does.
      let j = i + 1;
      while (j < tokens.length && DETERMINERS.has(tokens[j]!)) j++;
      if (CAPABILITY_NOUNS.has(tokens[j] ?? '') && (tokens[j + 1] === 'for' || tokens[j + 1] === 'to')) {
        i = j + 1;
        continue;
      }
      main = { word: token, base: 'get', sense: verbSense('get', ['get'])!.sense, objects: objectsAfter(tokens, i + 1) };
      break;
    }
    if (LIGHT.has(token) && !(tokens[i - 1] === 'for' && !token.endsWith('ing'))) {
      // The action is the object ("Performs a search", "Make a deposit"): its first word after determiners.
      let j = i + 1;
      while (j < tokens.length && (DETERMINERS.has(tokens[j]!) || /^(automated|quick|full|financial|secure|one|batch)$/.test(tokens[j]!))) j++;
      const head = tokens[j];
      // "Initiates the creation of …", "performs a deletion": the action named by its noun.
      const sense = head === undefined ? undefined : (verbSense(head, baseForms(head)) ?? verbSense(head, nominalForms(head)));
      const own = verbSense(token, baseForms(token));
      if (SUBMITTING.has(token) && own !== undefined && own.sense.effect === 'write' && sense?.sense.effect !== 'write')
        main = { word: token, base: own.base, sense: own.sense, objects: objectsAfter(tokens, i + 1), determined: true };
      else if (sense !== undefined)
        main = { word: head!, base: sense.base, sense: sense.sense, objects: objectsAfter(tokens, tokens[j + 1] === 'of' ? j + 2 : j + 1) };
      else {
        // The light verb is the action itself when it is one ("Executes a shell command").
        if (own !== undefined) main = { word: token, base: own.base, sense: own.sense, objects: objectsAfter(tokens, i + 1) };
      }
      i = j;
      break;
    }
    if (NEUTRAL_VERBS.has(token)) continue;
    const known = verbSense(token, baseForms(token));
    const inflection = known === undefined ? undefined : inflectionOf(token, known.base);
    const next = tokens[i + 1];
    const nounLike =
      (known?.sense.noun === true &&
        inflection === 'base' &&
        next !== undefined &&
        (i === 0 ? READ_HEAD_NOUNS.has(next) : !DETERMINERS.has(next) && !PHRASE_END.has(next))) ||
      // A plural noun opening a noun phrase ("Charges and payments of a member.", "Orders of a customer.") is no third-person verb.
      (known?.sense.noun === true &&
        inflection === 's' &&
        i === 0 &&
        (next === undefined ||
          (NOUN_LINKS.has(next) && !verbPairAt(tokens, i + 2)) ||
          ((PARTICIPLES.has(next) || next.endsWith('ed')) && !DETERMINERS.has(next))));
    // A sentence that opens with "Following API paths …" names them; "Creating a file …" does it.
    const participle = inflection === 'ing' && i === 0 && !DETERMINERS.has(next ?? '') && !PRONOUNS.has(next ?? '');
    // After "for" a verb is a gerund ("a tool for creating …"), after "to" a base form: "searches for places" names a noun.
    const previous = tokens[i - 1];
    // "Stock free to hire", "slots available to book": the infinitive says what the things listed are for, not what the call does.
    const misfit =
      (previous === 'for' && inflection !== 'ing') || (previous === 'to' && (inflection !== 'base' || AVAILABLE.has(tokens[i - 2] ?? '')));
    if (known !== undefined && inflection !== 'ed' && !nounLike && !participle && !misfit) {
      const determined = DETERMINERS.has(next ?? '') || PRONOUNS.has(next ?? '');
      main = { word: token, base: known.base, sense: known.sense, objects: objectsAfter(tokens, i + 1), ...(determined ? { determined } : {}) };
      break;
    }
    // Not a verb: the sentence may still name one after a relative word ("Adapter that converts …").
    const relative = relativeAfter(tokens, i);
    if (relative < 0) break;
    i = relative;
  }
  // "A berth at the quay is held and booked …": a subject the scan above stopped at, then its passive verb (in the main clause
  // of a description's first sentence only: "if all tasks are completed", "can be called" say nothing of what the tool does).
  // Every sentence of a description is read for what money or a message does ("money goes back to the card").
  if (main === undefined)
    for (let k = 1; k < Math.min(tokens.length, MAX_SCAN); k++) {
      if (CONDITIONS.has(tokens[k]!) || SUBORDINATE.has(tokens[k]!)) break;
      main = passiveAt(tokens, k, !passive);
      if (main !== undefined) {
        i = k;
        break;
      }
    }
  // "Takes the media set of a case, signs a link per address and mails the link to each": a verb of its own after "and", in the
  // main clause of a first sentence, when the one it opened with says nothing.
  // Only a sentence that opens with a verb of its own ("Takes the …"): a noun phrase ("Shared expenses and transfers a month") is none.
  if (main === undefined && passive && (tokens[0] ?? '').endsWith('s') && OBJECT_OPENERS.has(tokens[1] ?? ''))
    for (let k = 2; k < Math.min(tokens.length, 2 * MAX_SCAN); k++) {
      if (CONDITIONS.has(tokens[k]!) || SUBORDINATE.has(tokens[k]!)) break;
      const word = tokens[k]!;
      const known = tokens[k - 1] === 'and' ? verbSense(word, baseForms(word)) : undefined;
      if (known === undefined || inflectionOf(word, known.base) !== 's' || GIVING.has(word)) continue;
      // Only a verb with its object after it ("and mails the link"): "sessions and diagnoses." is a list of nouns.
      if (!OBJECT_OPENERS.has(tokens[k + 1] ?? '')) continue;
      main = { word, base: known.base, sense: known.sense, objects: objectsAfter(tokens, k + 1), determined: true };
      i = k;
      break;
    }
  if (main === undefined) return [];
  const out = [main];
  const inflection = inflectionOf(main.word, main.base);
  for (let j = i + 1; j < tokens.length - 1 && out.length < 4; j++) {
    // "… by sending test payloads": the means of a reading says what it really does.
    const means = tokens[j] === 'by' && (tokens[j + 1] ?? '').endsWith('ing');
    if (means) {
      const word = tokens[j + 1]!;
      const known = verbSense(word, baseForms(word));
      if (known !== undefined && !GIVING.has(word)) out.push({ word, base: known.base, sense: known.sense, objects: objectsAfter(tokens, j + 2) });
      continue;
    }
    if (!COORDINATORS.has(tokens[j]!)) continue;
    let k = j + 1;
    // "capturing and securely storing": an adverb between the coordinator and its verb.
    while (k < tokens.length && (COORDINATORS.has(tokens[k]!) || tokens[k]!.endsWith('ly'))) k++;
    const word = tokens[k];
    if (word === undefined) break;
    if (GIVING.has(word) || NEUTRAL_VERBS.has(word)) continue;
    const known = verbSense(word, baseForms(word));
    if (known === undefined || inflectionOf(word, known.base) !== inflection || out.some((v) => v.word === word)) continue;
    // A noun-like verb after "and" is a verb only when an object follows it ("and label selector" is a noun phrase).
    if (known.sense.noun === true && inflection !== 'ing' && !DETERMINERS.has(tokens[k + 1] ?? '') && !PRONOUNS.has(tokens[k + 1] ?? '')) continue;
    const determined = DETERMINERS.has(tokens[k + 1] ?? '') || PRONOUNS.has(tokens[k + 1] ?? '');
    out.push({ word, base: known.base, sense: known.sense, objects: objectsAfter(tokens, k + 1), ...(determined ? { determined } : {}) });
  }
  return out;
}

/** What is paid, when handed back ("gives money back", "returns a payment to …"). */
const MONEY = new Set([
  'money',
  'payment',
  'payments',
  'deposit',
  'deposits',
  'fee',
  'fees',
  'fare',
  'fares',
  'funds',
  'charge',
  'charges',
  'overpayment',
]);

/** After the giving verb at `i`: money, then "back" or "to" someone (not "to pay"): it is given back. */
function handsMoneyBack(tokens: readonly string[], i: number): boolean {
  let j = i + 1;
  if (tokens[j] === 'back') j++;
  while (j < tokens.length && DETERMINERS.has(tokens[j]!)) j++;
  if (!MONEY.has(tokens[j] ?? '')) return false;
  const next = tokens[j + 1];
  if (next === 'back' || tokens[i + 1] === 'back') return true;
  if (next !== 'to') return false;
  let k = j + 2;
  while (k < tokens.length && DETERMINERS.has(tokens[k]!)) k++;
  const after = tokens[k];
  return after !== undefined && after !== 'be' && verbSense(after, baseForms(after)) === undefined;
}

/** Verbs a noun of action may come from (`creation` → create, `modification` → modify, `submission` → submit). */
function nominalForms(word: string): string[] {
  if (word.length < 6 || !word.endsWith('ion')) return [];
  const stem = word.slice(0, -3);
  const out = [stem, `${stem}e`];
  if (word.endsWith('ication')) out.push(`${word.slice(0, -7)}y`);
  if (word.endsWith('ation')) out.push(word.slice(0, -5), `${word.slice(0, -5)}e`);
  if (word.endsWith('llation')) out.push(word.slice(0, -6));
  if (word.endsWith('ission')) out.push(`${word.slice(0, -5)}t`);
  return out;
}

/** A third-person verb with an object at `j` ("… and sends a request"): what makes "Builds and sends" two verbs, not two nouns. */
function verbPairAt(tokens: readonly string[], j: number): boolean {
  const word = tokens[j];
  const known = word === undefined ? undefined : verbSense(word, baseForms(word));
  if (known === undefined || inflectionOf(word!, known.base) !== 's') return false;
  const after = tokens[j + 1] ?? '';
  return DETERMINERS.has(after) || PRONOUNS.has(after);
}

/** The index of the relative word (that, which, to, for) among the three tokens after `i`, or -1: the verb may follow it. */
function relativeAfter(tokens: readonly string[], i: number): number {
  const at = tokens.slice(i + 1, i + 4).findIndex((t) => t === 'that' || t === 'which' || t === 'to' || t === 'for');
  return at < 0 ? -1 : i + 1 + at;
}

/** A verb of another language in the first sentence (descriptions written in Chinese, Spanish, German). */
function foreignVerb(text: string): MainVerb | undefined {
  const first = text.split(/[。.!?\n]/)[0] ?? '';
  let best: { at: number; english: string } | undefined;
  for (const [word, english] of FOREIGN_VERBS) {
    const at = /^[a-zäöüßáéíóúñ]+$/.test(word) ? wordIndex(first.toLowerCase(), word) : first.indexOf(word);
    if (at >= 0 && (best === undefined || at < best.at)) best = { at, english };
  }
  if (best === undefined) return undefined;
  const sense = verbSense(best.english, [best.english]);
  return sense === undefined ? undefined : { word: best.english, base: sense.base, sense: sense.sense, objects: [] };
}

function wordIndex(text: string, word: string): number {
  const match = new RegExp(`(^|[^a-zäöüßáéíóúñ])${word}($|[^a-zäöüßáéíóúñ])`).exec(text);
  return match === null ? -1 : match.index + match[1]!.length;
}
