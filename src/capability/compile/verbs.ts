/**
 * Which words of an intent are requests: a verb in its base form where the sentence makes it one
 * ("send", "please send", "you can send", "to send" after "want"), not a noun ("the order"), a
 * description ("it did not include", "how much did I send"), a purpose ("the link to reset") or a
 * negation's object; and whether a request is negated ("don't send", "never pay").
 */
import type { Token } from './text.ts';
import { messengerNamed } from './messengers.ts';
import { LIGHT, lowersTo, nominalRequest, PHRASES } from './phrases.ts';
import { idiomVerb, loggedIn } from './idioms.ts';
import { askedAfterSubject, DESCRIPTIVE, inIndirectQuestion, inYesNoQuestion, usersOwn } from './asides.ts';
import { AMBIGUOUS_VERBS, CLAUSE_BREAKS, QUESTION_WORDS, VERB_ADVERBS, VERB_ALIASES, VERB_LEADS, VERBS } from './vocabulary.ts';
import { gerundBase, inNounPhrase, participleBase, wantedDone } from './participles.ts';

/** Negations of a request ("don't send", "never pay", "without sharing"); "did not include" describes, it does not forbid. */
const NEGATORS = new Set([
  ...['never', 'without', "don't", 'dont', "shouldn't", "mustn't", 'avoid', 'refrain', 'nor'],
  // Other languages' negations before the verb ("no compres", "non pagare", "nie kaufen", "jamais").
  ...[
    'no',
    'non',
    'não',
    'nao',
    'nunca',
    'jamais',
    'mai',
    'nie',
    'niemals',
    'aldrig',
    'nooit',
    'sin',
    'sans',
    'ohne',
    'senza',
    'sem',
    'zonder',
    'utan',
    // Before an infinitive: French "ne pas modifier", Spanish and Italian "evita cambiar", "evita di cambiare".
    'pas',
    'evita',
    'evite',
    'évitez',
    'evitez',
  ],
]);
/** Negations that follow the verb in other languages ("kauf nichts", "n'achète pas", "köp inte", "koop niets"). */
const NEGATORS_AFTER = new Set([
  'nicht',
  'nichts',
  'kein',
  'keine',
  'keinen',
  'pas',
  'rien',
  'inte',
  'inget',
  'niet',
  'niets',
  'nada',
  'niente',
  'nulla',
]);
/** Words before "not" that make it an instruction: "do not", "please not", "you should not". */
const NOT_LEADS = new Set(['do', 'please', 'should', 'must', 'shall', 'will', 'to', 'and', 'but']);
/** "Don't forget to send" asks to send. */
const UNNEGATE = new Set(['forget', 'hesitate', 'fail', 'neglect', 'only', 'just', 'wait']);
/** Objects that make "tell", "give", "let", "remind" ask for an answer rather than act on someone. */
const ME = new Set(['me', 'us']);
/** The base form of a request verb at `i`, or undefined when the word is not one (or is used as a noun). */
export function requestVerb(tokens: readonly Token[], i: number): string | undefined {
  const t = tokens[i]!;
  const next = tokens[i + 1];
  // A messenger's name is its verb only where a request starts and a person follows ("… and sms him"); "reminder SMS off" names it.
  if (messengerNamed(tokens, i, previousWord(tokens, i))) return undefined;
  let verb = VERB_ALIASES.get(t.w) ?? t.w;
  let phrase = next === undefined || next.sentence !== t.sentence ? undefined : PHRASES.get(`${t.w} ${next.w}`);
  // "don't check out" buys; "check out the reviews" looks at them.
  const after = tokens[i + 2];
  if (phrase === 'buy' && after !== undefined && after.sentence === t.sentence && after.kind !== 'punct' && !CLAUSE_BREAKS.has(after.w))
    phrase = undefined;
  // "take Ryan off the squad", "give her a zero", "ack the alarm": an idiom's request (idioms.ts).
  phrase ??= idiomVerb(tokens, i);
  if (phrase !== undefined) verb = phrase;
  // "log in to the portal": signing in, no record kept.
  if ((verb === 'log' || verb === 'sign') && loggedIn(tokens, i)) return undefined;
  if (LIGHT.has(verb) && phrase === undefined) {
    const nominal = nominalRequest(tokens, i);
    if (nominal !== undefined) verb = nominal;
  }
  if (verb === 'set' && next?.w === 'up') verb = 'setup';
  // "drop the setpoint to 182", "cut the price to 9": lowering something to a value, not deleting it.
  if ((verb === 'drop' || verb === 'cut') && lowersTo(tokens, i)) verb = 'lower';
  if (verb === 'look' && next?.w === 'up') verb = 'lookup';
  if (verb === 'make' && (next?.w === 'sure' || next?.w === 'certain')) return undefined;
  // "hold on, …", "hold up": wait, not a hold placed on something.
  if (verb === 'hold' && (next?.w === 'on' || next?.w === 'up' || next?.kind === 'punct')) return undefined;
  // "keep the notes up to date" asks for updates.
  if (verb === 'keep' && keepsCurrent(tokens, i)) verb = 'update';
  // "stop sharing the folder" undoes a share: the same kind of change as sharing.
  if (verb === 'stop' && next !== undefined && next.w.endsWith('ing')) {
    const base = gerundBase(next.w);
    if (base !== undefined) verb = base;
  }
  // "onboarding for new hire E-40022: …" — a sentence that opens with the gerund of a request.
  if (!VERBS.has(verb) && t.w.endsWith('ing') && next?.w === 'for' && startsSentence(tokens, i)) verb = gerundBase(t.w) ?? verb;
  // "member 55107 wants 600 bucks moved to chequing", "I need the invoice sent": a participle after what is wanted done.
  if (!VERBS.has(verb) && phrase === undefined && wantedDone(tokens, i) !== undefined) verb = participleBase(t.w)!;
  if (!VERBS.has(verb)) return undefined;
  const prev = previousWord(tokens, i);
  // "tell me", "give us", "let me know", "show me" ask for an answer; "tell Bob" sends a message,
  // "give Bob access" grants something, "let her know" informs her.
  if (verb === 'tell' && !ME.has(next?.w ?? '')) verb = 'inform';
  // "answer bob@… by e-mail" replies to someone; "answer the question" only answers.
  // "answer RFI-0931", "answer ticket 4411": a record answered by its id is replied to.
  if (verb === 'answer' && next?.entity !== undefined && (ADDRESSEES.has(next.entity.kind) || next.entity.kind === 'id')) verb = 'reply';
  if (verb === 'give' && ME.has(next?.w ?? '') && !grantsAccess(tokens, i)) verb = 'show';
  // "ask for a refund" requests something; "ask my doctor whether …" sends a message.
  if (verb === 'ask' && (next?.w === 'for' || tokens[i + 2]?.w === 'for')) verb = 'request';
  // "…, ship to my default address": where an order goes, not a request of its own.
  if (verb === 'ship' && next?.w === 'to') return undefined;
  if (verb === 'let' && !ME.has(next?.w ?? '')) {
    const what = letsDo(tokens, i);
    if (what === undefined) return undefined;
    verb = what;
  }
  // "remind me" asks the agent to remember, not to message anyone.
  if (verb === 'remind' && (next?.w === 'me' || next?.w === 'us')) return undefined;
  // "if it's free book it": a word with "it" or "them" right after it takes them as its object; a noun ("free book") does not.
  const takesPronoun = (next?.w === 'it' || next?.w === 'them') && next.sentence === t.sentence;
  if (phrase === undefined && !takesPronoun && inNounPhrase(tokens, i, prev)) return undefined;
  if (next !== undefined && next.sentence === t.sentence && (next.w === 'of' || COPULAS.has(next.w))) return undefined;
  // "read access", "write permissions": a kind of access, not a request.
  if ((verb === 'write' || verb === 'read') && ['access', 'permission', 'permissions', 'rights', 'role'].includes(next?.w ?? '')) return undefined;
  // "order #W66 was $84.20": a verb-like noun followed by its id and a verb of being names the thing.
  if (next?.entity?.kind === 'id' && COPULAS.has(tokens[i + 2]?.w ?? '')) return undefined;
  // "… and if it is, text me": an elliptical clause ends before a verb with its object.
  if (ME.has(next?.w ?? '') && (prev?.w === 'is' || prev?.w === 'are') && ['it', 'they', 'so'].includes(tokens[i - 2]?.w ?? '')) return verb;
  if (isDescription(tokens, i) || inIndirectQuestion(tokens, i) || usersOwn(tokens, i)) return undefined;
  // "leave it in drafts", "leave them as they are": leaving something where it is asks for nothing ("leave a comment" does).
  if (verb === 'leave' && next !== undefined && ['it', 'them', 'this', 'that', 'everything'].includes(next.w)) return undefined;
  // "find duplicate songs", "list failed runs": right after a verb that looks, a verb-like word describes what is looked for
  // (after "choose", "click" it is the label of a control to press: "choose the notify me option").
  if (prev !== undefined && tokens[i - 1] === prev && VERBS.get(prev.w)?.kind === 'read' && !PRESSES.has(prev.w) && phrase === undefined)
    return undefined;
  if (AMBIGUOUS_VERBS.has(t.w) && !takesPronoun && !hasVerbLead(tokens, i)) return undefined;
  if (isPurposeInfinitive(tokens, i) || isPurposeClause(tokens, i)) return undefined;
  return verb;
}

/** What "let" asks with someone else as its object: "let everyone in the review know" informs them, "let my daughter manage my appointments" grants access. */
function letsDo(tokens: readonly Token[], i: number): string | undefined {
  const sentence = tokens[i]!.sentence;
  for (let j = i + 2; j < Math.min(tokens.length, i + 10); j++) {
    const t = tokens[j]!;
    if (t.sentence !== sentence || t.kind === 'punct' || CLAUSE_BREAKS.has(t.w)) return undefined;
    if (t.w === 'know') return 'inform';
    if (ACCESS_VERBS.has(t.w)) return 'grant';
  }
  return undefined;
}

/** What someone may be let do that needs access: read my mail, see my calendar, manage my appointments. */
const ACCESS_VERBS = new Set(['read', 'see', 'view', 'edit', 'manage', 'access', 'use', 'open', 'change']);

/** "share it with kira@… so she can edit events", "so that they can see it": what a grant is for, not a request of its own. */
function isPurposeClause(tokens: readonly Token[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && tokens[k]!.kind === 'word' && VERB_ADVERBS.has(tokens[k]!.w)) k--;
  const modal = tokens[k];
  const subject = tokens[k - 1];
  if (modal === undefined || subject === undefined || !PURPOSE_MODALS.has(modal.w)) return false;
  if (!SUBJECTS.has(subject.w) && subject.w !== 'everyone' && subject.kind !== 'entity') return false;
  const lead = tokens[k - 2];
  const sentence = tokens[i]!.sentence;
  if (lead === undefined || lead.sentence !== sentence || modal.sentence !== sentence) return false;
  return lead.w === 'so' || (lead.w === 'that' && tokens[k - 3]?.w === 'so');
}

const PURPOSE_MODALS = new Set(['can', 'could', 'will', 'would', 'may', 'might']);

function startsSentence(tokens: readonly Token[], i: number): boolean {
  return i === 0 || tokens[i - 1]!.sentence !== tokens[i]!.sentence;
}

/** "give me access to …", "give us admin rights": an access grant even with "me". */
function grantsAccess(tokens: readonly Token[], i: number): boolean {
  for (let j = i + 2; j < Math.min(tokens.length, i + 6) && tokens[j]!.sentence === tokens[i]!.sentence; j++)
    if (['access', 'permission', 'permissions', 'rights', 'role', 'admin'].includes(tokens[j]!.w)) return true;
  return false;
}

/** "keep … up to date", "keep … updated", "keep … current": within the next few words of the sentence. */
function keepsCurrent(tokens: readonly Token[], i: number): boolean {
  const sentence = tokens[i]!.sentence;
  for (let j = i + 1; j < Math.min(tokens.length, i + 10) && tokens[j]!.sentence === sentence; j++) {
    const w = tokens[j]!.w;
    if (w === 'updated' || w === 'current') return true;
    if (w === 'up' && tokens[j + 1]?.w === 'to' && tokens[j + 2]?.w === 'date') return true;
  }
  return false;
}

/**
 * "the link to reset", "a reminder to book": an infinitive after a noun says what something is
 * for, it asks for nothing. After "want", "need", "sure", "forget" … it is the request itself.
 */
function isPurposeInfinitive(tokens: readonly Token[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && tokens[k]!.kind === 'word' && VERB_ADVERBS.has(tokens[k]!.w) && tokens[k]!.w !== 'and') k--;
  if (k < 1 || tokens[k]!.w !== 'to' || tokens[k]!.sentence !== tokens[i]!.sentence) return false;
  const before = tokens[k - 1]!;
  if (before.sentence !== tokens[i]!.sentence || before.kind === 'punct') return false;
  // "Thabo asked me to delete …", "the client wants us to refund …": what someone asked of the user, relayed, is asked.
  const asker = tokens[k - 2];
  if (OBJECTS.has(before.w) && asker !== undefined && asker.sentence === before.sentence && (REQUEST_LEADS.has(asker.w) || RELAYS.has(asker.w)))
    return false;
  return before.kind === 'entity' || !REQUEST_LEADS.has(before.w);
}

/** Whom a request is relayed to ("asked me to", "wants us to"). */
const OBJECTS = new Set(['me', 'us']);
/** Verbs that relay a request: "told me to", "asks us to", "expects me to". */
const RELAYS = new Set(['told', 'tells', 'asks', 'expects', 'reminded', 'begged', 'requested', 'instructed', 'wanted', 'needs']);

/** Words after which "to <verb>" is what the user asks for ("want to send", "make sure to pay", "in order to message"). */
// prettier-ignore
const REQUEST_LEADS = new Set([
  'want', 'wants', 'wanted', 'need', 'needs', 'like', 'love', 'would', 'have', 'has', 'had', 'sure', 'certain', 'forget', 'remember', 'going', 'able',
  'try', 'trying', 'ask', 'asked', 'asking', 'please', 'wish', 'plan', 'planning', 'decided', 'hoping', 'hope', 'ready', 'also', 'supposed',
  'allowed', 'help', 'order', 'you', 'looking', 'intend', 'prefer', 'mean', 'first', 'then', 'and', 'or', 'yet',
  'still', 'again', 'how', 'what', 'where', 'when', 'whether', 'tasked', 'required', 'meant', 'due', 'expected', 'instructed', 'happy', 'glad',
  'continue', 'proceed', 'start', 'begin', 'remind', 'careful', 'sure', 'is', 'are', 'was', 'be',
]);

/** "rent is 2200", "the order was": a word followed by a verb of being is a noun. */
const COPULAS = new Set(['is', 'are', 'was', 'were', "isn't", "wasn't", 'has', 'had', 'will', 'would', "'s"]);

const RELATIVES = new Set(['who', 'whom', 'whoever', 'which', 'whichever']);
/** Entities a message can be addressed to. */
const ADDRESSEES: ReadonlySet<string> = new Set(['email', 'person', 'name', 'phone', 'channel', 'handle']);

function isDescription(tokens: readonly Token[], i: number): boolean {
  let k = i - 1;
  if (k >= 0 && tokens[k]!.w === 'not') k--;
  while (k >= 0 && tokens[k]!.kind === 'word' && VERB_ADVERBS.has(tokens[k]!.w)) k--;
  if (k < 0 || tokens[k]!.sentence !== tokens[i]!.sentence) return false;
  if (DESCRIPTIVE.has(tokens[k]!.w)) return true;
  // "reply to the people who write to me", "any vendor which sends an invoice": a relative clause
  // describes someone; its verb is no request.
  if (RELATIVES.has(tokens[k]!.w)) return true;
  if (inYesNoQuestion(tokens, i)) return true;
  if (askedAfterSubject(tokens, i)) return true;
  // "how much did I send", "how many orders did we return": an auxiliary before the subject asks about the past.
  const aux = tokens[k - 1];
  if (!SUBJECTS.has(tokens[k]!.w) || aux === undefined || aux.sentence !== tokens[i]!.sentence) return false;
  if (DESCRIPTIVE.has(aux.w) || aux.w === 'do') return true;
  // "can I still return it?", "should we pay now?": asking whether, not asking to.
  return (
    (tokens[k]!.w === 'i' || tokens[k]!.w === 'we') && POSSIBILITY.has(aux.w) && tokens.some((x) => x.sentence === tokens[i]!.sentence && x.w === '?')
  );
}

const POSSIBILITY = new Set(['can', 'could', 'may', 'might', 'should', 'shall']);

/** Verbs that look whose object may be a control's label ("choose notify me"), or that let someone do something. */
const PRESSES = new Set(['let', 'choose', 'select', 'pick', 'click']);

const SUBJECTS = new Set(['i', 'we', 'they', 'he', 'she', 'it', 'you']);

function previousWord(tokens: readonly Token[], i: number): Token | undefined {
  for (let k = i - 1; k >= 0; k--) {
    const t = tokens[k]!;
    if (t.kind === 'punct' && t.w !== ',') return t;
    if (t.kind !== 'punct') return t;
  }
  return undefined;
}

/** A verb lead before `i` (skipping adverbs): a subject, "to", a modal, a negation, or the clause start. */
function hasVerbLead(tokens: readonly Token[], i: number): boolean {
  const sentence = tokens[i]!.sentence;
  // "what's the difference between rebase and merge?": in a wh-question, "and"/"or" join nouns.
  const whQuestion = isWhQuestion(tokens, i);
  for (let k = i - 1; k >= 0; k--) {
    const t = tokens[k]!;
    if (t.sentence !== sentence) return true;
    if (t.kind === 'punct') return [',', '(', '-', '—', '–', '"', "'", '&', '+'].includes(t.w);
    if (VERB_ADVERBS.has(t.w)) continue;
    // "on shop.example ask the seller …": a site named first, without a comma, leads the request as "On shop.example, …" does.
    if (t.kind === 'entity' && LOCATIVES.has(tokens[k - 1]?.w ?? '') && (k < 2 || tokens[k - 2]!.sentence !== sentence)) return true;
    if (whQuestion && (t.w === 'and' || t.w === 'or')) return false;
    return VERB_LEADS.has(t.w) || CLAUSE_BREAKS.has(t.w);
  }
  return true;
}

/** Prepositions that name where a task is done ("on shop.example", "at the clinic's site"). */
const LOCATIVES = new Set(['on', 'at', 'in', 'via', 'from']);

function isWhQuestion(tokens: readonly Token[], i: number): boolean {
  const sentence = tokens[i]!.sentence;
  let start = i;
  while (start > 0 && tokens[start - 1]!.sentence === sentence) start--;
  const first = tokens[start]!.w.replace(/'s$/, '');
  // "what is the difference between bcc and cc" is a question without its mark; "when X and Y, do Z" is a condition.
  return WH_WORDS.has(first) && (!CONDITIONAL_WH.has(first) || tokens.some((t) => t.sentence === sentence && t.w === '?'));
}

/** Wh-words that also open a condition or a place ("when the build fails …", "where it says …"). */
const CONDITIONAL_WH = new Set(['when', 'where']);

/** Wh-words open a question with or without a question mark; an auxiliary ("do", "can") only with one ("Do not forget …" is an order). */
const WH_WORDS = new Set(['what', 'who', 'whom', 'whose', 'when', 'where', 'which', 'why', 'how']);

export function isQuestionStart(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  if (!QUESTION_WORDS.has(t.w)) return false;
  if (!WH_WORDS.has(t.w) && !tokens.some((x) => x.sentence === t.sentence && x.w === '?')) return false;
  for (let k = i - 1; k >= 0; k--) {
    const p = tokens[k]!;
    if (p.sentence !== t.sentence) return true;
    if (p.kind === 'entity' || (p.kind === 'word' && !['hey', 'hi', 'so', 'and', 'also', 'please', 'ok', 'okay', 'well', 'now'].includes(p.w)))
      return false;
  }
  return true;
}

export function isNegated(tokens: readonly Token[], i: number): boolean {
  const sentence = tokens[i]!.sentence;
  // "create nothing", "send nothing to anyone": the object says no.
  const next = tokens[i + 1];
  if (next !== undefined && next.sentence === sentence && (next.w === 'nothing' || next.w === 'none')) return true;
  for (let k = i + 1; k <= i + 2; k++) {
    const t = tokens[k];
    if (t === undefined || t.sentence !== sentence || t.kind === 'punct') break;
    if (NEGATORS_AFTER.has(t.w)) return true;
  }
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    const t = tokens[k]!;
    if (t.sentence !== sentence || t.kind === 'punct') return false;
    if (UNNEGATE.has(t.w)) return false;
    if (NEGATORS.has(t.w)) return true;
    if (t.w === 'not') return tokens[k + 1]?.w !== 'only' && (k === 0 || NOT_LEADS.has(tokens[k - 1]!.w) || tokens[k - 1]!.sentence !== sentence);
  }
  return false;
}

/** Words after which the rest of the sentence is what to write or say, not a request ("saying I'm away and to ask Bob's team"). */
const CONTENT_MARKERS = new Set(['saying', 'says', 'stating', 'reading', 'telling']);
/** Requests whose object is text: after them a colon introduces that text ("add a line to ideas.md: ask Bob …", "post in #ops: …"). */
// prettier-ignore
const CONTENT_VERBS = new Set(['add', 'append', 'write', 'post', 'send', 'reply', 'respond', 'save', 'note', 'comment', 'draft', 'compose', 'email', 'message', 'text', 'dm', 'tell', 'inform', 'say', 'put', 'leave', 'log', 'publish', 'forward', 'answer']);

/** 1 for tokens that are content to write rather than requests: after "saying …", and a sentence after a colon that follows a request. */
export function contentTokens(tokens: readonly Token[]): Uint8Array {
  const out = new Uint8Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // "saying the contract is signed and cc legal@…": the content runs to a clause that is a request of its own ("and cc", not "and to ask").
    if (t.kind === 'word' && CONTENT_MARKERS.has(t.w)) {
      // "Nika says she got charged twice, refund the dup": what someone says is reported, and the user's own request
      // follows its comma; "a text that says the order is ready, …" is the text.
      const reported = t.w === 'says' && !['that', 'which', 'it'].includes(tokens[i - 1]?.w ?? '');
      for (let j = i + 1; j < tokens.length && tokens[j]!.sentence === t.sentence; j++) {
        const next = tokens[j + 1];
        if (
          (tokens[j]!.w === 'and' || tokens[j]!.w === 'then' || (reported && tokens[j]!.w === ',')) &&
          next !== undefined &&
          VERBS.has(next.w) &&
          requestVerb(tokens, j + 1) !== undefined
        )
          break;
        out[j] = 1;
      }
    }
    // "add a line to ideas.md: ask Bob's opinion …" — after a request for text, what follows the colon is the text.
    if (t.kind === 'punct' && t.w === ':' && i > 0) {
      let k = i - 1;
      while (k >= 0 && tokens[k]!.sentence === tokens[i - 1]!.sentence) k--;
      const first = tokens[k + 1];
      if (first !== undefined && CONTENT_VERBS.has(first.w))
        for (let j = i + 1; j < tokens.length && tokens[j]!.sentence === t.sentence + 1; j++) out[j] = 1;
    }
  }
  return out;
}

/** "…, email priya@x.test, +44 …": a contact detail in a list, labelled by a verb-like word, asks for nothing. */
export function isDetail(tokens: readonly Token[], i: number): boolean {
  const prev = tokens[i - 1];
  const value = tokens[i + 1];
  const after = tokens[i + 2];
  return (
    (prev?.w === ',' || prev?.w === '(' || prev?.w === ':') &&
    (value?.entity?.kind === 'email' || value?.entity?.kind === 'phone') &&
    (after === undefined || [',', ')', '.', ';'].includes(after.w))
  );
}
