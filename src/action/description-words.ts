/**
 * The small words a description's sentence is parsed by: words that lead to the verb, light verbs
 * whose object names the action, verbs that hand something back, determiners, words that end an
 * object's phrase, and spellings the lexicon knows in one form.
 */

/** Verbs that lead to another verb ("allows users to create", "can be used to delete"). */
// prettier-ignore
export const LEADING = new Set(['use', 'used', 'allow', 'allows', 'enable', 'enables', 'let', 'lets', 'help', 'helps', 'be', 'is', 'are', 'can', 'may',
  'must', 'should', 'will', 'want', 'try', 'attempt', 'designed', 'intended', 'meant', 'belongs', 'belong', 'built', 'able']);
/** Words that open a sentence about conditions, not about what the tool does ("Requires 'Administer' permission"). */
export const CONDITIONS = new Set([
  'require',
  'requires',
  'required',
  'need',
  'needs',
  'note',
  'warning',
  'important',
  'if',
  'when',
  'unless',
  'only',
  'either',
  'otherwise',
]);
/** Verbs whose object names the action ("Performs a search", "Make a deposit", "Processes an order"). */
export const LIGHT = new Set([
  'execute',
  'executes',
  'run',
  'runs',
  'perform',
  'performs',
  'make',
  'makes',
  'process',
  'processes',
  'handle',
  'handles',
  'do',
  'does',
  'initiate',
  'initiates',
  'conduct',
  'conducts',
  'carry',
  'carries',
  'issue',
  'issues',
  'place',
  'places',
  'submit',
  'submits',
  'complete',
  'completes',
]);
/** Verbs that say the tool hands something back: a read. */
export const GIVING = new Set([
  'return',
  'returns',
  'provide',
  'provides',
  'give',
  'gives',
  'offer',
  'offers',
  'yield',
  'yields',
  'output',
  'outputs',
  // "Reports the status of …" hands it back; the imperative "Report a comment as spam" sends (the verb's own sense).
  'reports',
]);
/** What a "provides …" sentence hands over when it is a capability, not data ("Provides functionality for managing …"). */
export const CAPABILITY_NOUNS = new Set([
  'functionality',
  'functionalities',
  'ability',
  'abilities',
  'capability',
  'capabilities',
  'means',
  'way',
  'support',
]);
/** Light verbs that are the action whatever their object names ("Submit a review", "Places a bet"). */
export const SUBMITTING = new Set(['submit', 'submits', 'place', 'places', 'issue', 'issues']);
export const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'these',
  'those',
  'all',
  'any',
  'your',
  'my',
  'our',
  'their',
  'its',
  'his',
  'her',
  'one',
  'some',
  'every',
  'each',
  'new',
  'given',
  'specified',
  'specific',
  'multiple',
  'several',
  'single',
  'user',
  'users',
]);
export const PHRASE_END = new Set([
  'to',
  'for',
  'from',
  'in',
  'on',
  'at',
  'by',
  'with',
  'into',
  'using',
  'via',
  'and',
  'or',
  'based',
  'if',
  'when',
  'that',
  'which',
  'of',
]);
export const PRONOUNS = new Set(['it', 'them', 'its', 'their', 'one', 'to', 'into', 'on', 'in']);
export const ARTICLES = new Set(['a', 'an', 'the']);
export const TOWARDS = new Set(['to', 'into', 'onto']);
/** Words that join a plural noun to the rest of a noun phrase ("Charges and payments", "Orders of a customer"). */
export const NOUN_LINKS = new Set(['and', 'or', 'of', 'per', 'by']);
/** Irregular participles that follow a plural noun ("Replies written by a user", "Orders paid by card"). */
// prettier-ignore
export const PARTICIPLES = new Set(['written', 'sent', 'made', 'given', 'taken', 'shown', 'seen', 'done', 'paid', 'held', 'kept', 'left', 'bought',
  'sold', 'received', 'won', 'lost', 'put', 'set', 'read']);
/** Verbs of giving that grant when a person receives ("Give a user access", "Grants a person a seat"). */
export const GRANTING = new Set(['give', 'gives']);
/** Spellings of a verb that the lexicon knows in one form (`e-mail` is `email`). */
export const SPELLINGS: ReadonlyMap<string, string> = new Map([
  ['e-mail', 'email'],
  ['e-mails', 'emails'],
  ['e-mailed', 'emailed'],
  ['e-mailing', 'emailing'],
  ['re-send', 'resend'],
]);
export const COORDINATORS = new Set(['and', 'or', 'then', 'also', 'optionally']);
