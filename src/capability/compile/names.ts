/**
 * Person, organisation and place names: runs of capitalised words ("Sarah Baker", "Blue Sparrow
 * Tech", "Los Angeles"), classified with the parser's word lists (first names, surnames,
 * organisations, organisation words such as "Bank", places; lexicon.ts). A capitalised ordinary word that
 * only starts a sentence ("Please", "Invite") is not a name; an unknown capitalised word is kept as
 * a name of unknown kind ("Acmeify"), because missing a name costs more than keeping a stray one.
 */
import type { Entity, EntityKind } from './entity.ts';
import { FOREIGN_PLEASE, VERB_ALIASES, VERBS } from './vocabulary.ts';
import { isFirstName, isKnownWord, isLastName, isMonth, isOrdinaryWord, isOrganisation, isOrganisationWord, isPlace, isWeekday } from './lexicon.ts';

const WORD = /[A-Za-z\u00C0-\u024F](?:[A-Za-z0-9\u00C0-\u024F]|['’-](?=[A-Za-z0-9\u00C0-\u024F]))*/g;
const MONTH_OR_DAY =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)$/;
/** Lower-case words allowed inside a name ("Bank of America", "Rent-a-Car", "Le Marais"). */
// prettier-ignore
const JOINERS = new Set(['of', 'de', 'la', 'le', 'du', 'van', 'von', 'der', 'den', 'da', 'di', 'del', '&']);
/** Acronyms that are ordinary nouns of requests, not names ("the landlord's IBAN", "my to-do list"). */
// prettier-ignore
const ACRONYM_NOUNS = new Set(['pr', 'prs', 'iam', 'aws', 'gcp', 'sql', 'db', 'ci', 'cd', 'k8s', 'iban', 'bic', 'swift', 'url', 'urls', 'id', 'ids', 'pdf', 'csv', 'api', 'faq', 'todo', 'todos', 'vat', 'dm', 'dms', 'pin', 'ssn', 'eta', 'asap', 'fyi', 'cc', 'bcc', 'sms', 'otp', 'mfa', '2fa', 'qr', 'ceo', 'cto', 'cfo', 'hr', 'it', 'ai', 'llm', 'ok', 'usd', 'eur', 'gbp', 'chf', 'jpy', 'am', 'pm', 'yyyy', 'mm', 'dd', 'hh']);
// prettier-ignore
const NEVER = new Set(['i', "i'm", "i'll", "i've", "i'd", 'ok', 'okay', 'hi', 'hello', 'hey', 'dear', 'thanks', 'thank', 'please', 'yes', 'no', 'mr', 'mrs', 'ms', 'dr', ...FOREIGN_PLEASE]);
/** Words that shape a request, written in capitals for weight ("do NOT pay", "ONLY the March invoice", "NOTHING else"): never a name. */
// prettier-ignore
const SHOUTED = new Set(['not', 'never', 'no', 'nor', "don't", 'dont', "doesn't", "didn't", "won't", "can't", 'cannot', 'do', 'does', 'only', 'all', 'any', 'anything', 'everything', 'nothing', 'none', 'nobody', 'no-one', 'else', 'except', 'but', 'and', 'or', 'without', 'must', "mustn't", 'should', "shouldn't", 'before', 'after', 'until', 'today', 'tomorrow', 'now', 'just', 'both', 'either', 'neither', 'each', 'every', 'one', 'this', 'that', 'these', 'those', 'same', 'also', 'too', 'yet', 'first', 'last', 'once']);
const HONORIFIC = /\b(?:mr|mrs|ms|miss|dr|prof|sir|madam)\.?\s$/i;

interface Word {
  readonly text: string;
  readonly lower: string;
  readonly start: number;
  readonly end: number;
  readonly capital: boolean;
  readonly sentenceStart: boolean;
}

/** Names in `text`, skipping characters `taken` by structured entities. */
export function extractNames(text: string, taken: Uint8Array): Entity[] {
  const words = scan(text, taken);
  const out: Entity[] = [];
  let run: Word[] = [];
  const flush = (): void => {
    // A trailing joiner ("Smith and") is not part of the name.
    while (run.length > 0 && !run[run.length - 1]!.capital) run.pop();
    const entity = classify(run, text);
    if (entity !== undefined) out.push(entity);
    run = [];
  };
  for (const w of words) {
    // An ordinary word in capitals is shouted or code ("run the DELETE", "ALTER ROLE"), not a name.
    if (w.text.length > 1 && w.text === w.text.toUpperCase() && (isOrdinaryWord(w.lower) || SHOUTED.has(w.lower.replace(/’/g, "'")))) {
      flush();
      continue;
    }
    const adjacent = run.length > 0 && /^[\s]{1,2}$/.test(text.slice(run[run.length - 1]!.end, w.start));
    if (w.capital && !w.sentenceStart && adjacent) run.push(w);
    else if (!w.capital && adjacent && JOINERS.has(w.lower) && run.length > 0) run.push(w);
    else {
      flush();
      if (w.capital) run.push(w);
    }
  }
  flush();
  return out;
}

function scan(text: string, taken: Uint8Array): Word[] {
  const out: Word[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (taken[start] === 1) continue;
    const first = m[0].charAt(0);
    out.push({
      text: m[0],
      lower: m[0].toLowerCase(),
      start,
      end,
      capital: first !== first.toLowerCase(),
      sentenceStart: isSentenceStart(text, start),
    });
  }
  return out;
}

function isSentenceStart(text: string, at: number): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const ch = text.charAt(i);
    if (ch === ' ' || ch === '\t' || ch === '"' || ch === '(' || ch === '*' || ch === '-' || ch === '\u201C') continue;
    return ch === '.' || ch === '!' || ch === '?' || ch === ':' || ch === '\n' || ch === ';' || /\d/.test(ch);
  }
  return true;
}

function classify(run: readonly Word[], text: string): Entity | undefined {
  let words = run;
  // A sentence-initial word is a name only when the lexicon knows it as one or not at all:
  // "Invite", "Please", "It's" start sentences; "Acmeify", "Sarah" are names.
  while (words.length > 0 && (NEVER.has(words[0]!.lower) || (words[0]!.sentenceStart && !nameLikeAtStart(words[0]!.lower)))) words = words.slice(1);
  while (words.length > 0 && !words[0]!.capital) words = words.slice(1);
  while (words.length > 0 && ACRONYM_NOUNS.has(words[words.length - 1]!.lower.replace(/['’]s$/, ''))) words = words.slice(0, -1);
  if (words.length === 0 || words.every((w) => ACRONYM_NOUNS.has(w.lower))) return undefined;
  if (words.length === 1) {
    const only = words[0]!;
    if (only.text.length < 2 || NEVER.has(only.lower) || MONTH_OR_DAY.test(only.lower) || isMonth(only.lower) || isWeekday(only.lower))
      return undefined;
  }
  const first = words[0]!;
  const last = words[words.length - 1]!;
  const start = first.start;
  // "Alice's inbox" names Alice.
  const end = /['’]s$/i.test(last.text) ? last.end - 2 : last.end;
  const kind = kindOf(words, text.slice(Math.max(0, start - 6), start));
  return { kind, text: text.slice(start, end), value: text.slice(start, end), start, end };
}

function nameLikeAtStart(lower: string): boolean {
  if (/['’]/.test(lower) || VERBS.has(lower) || VERB_ALIASES.has(lower)) return false;
  if (isFirstName(lower) || isOrganisation(lower) || isPlace(lower)) return true;
  return !isKnownWord(lower);
}

function kindOf(words: readonly Word[], before: string): EntityKind {
  const capitals = words.filter((w) => w.capital);
  if (capitals.some((w) => isOrganisation(w.lower)) || (capitals.length > 1 && isOrganisationWord(capitals[capitals.length - 1]!.lower)))
    return 'organisation';
  if (HONORIFIC.test(before)) return 'person';
  const head = capitals[0]!;
  if (capitals.length <= 3 && isFirstName(head.lower) && !isPlace(head.lower)) return 'person';
  if (capitals.length >= 2 && capitals.length <= 3 && isLastName(capitals[capitals.length - 1]!.lower)) return 'person';
  if (capitals.every((w) => isPlace(w.lower))) return 'place';
  return 'name';
}

/** A name after "in", "at" or "near" is where something is ("our group run in Sea Point"), no one a message goes to. */
export function isPlaceName(text: string, e: Entity): boolean {
  return /\b(?:in|at|near|around|outside|inside)\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, e.start - 12), e.start));
}
