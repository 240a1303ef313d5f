/**
 * The words that turn an intent into operations: request verbs (base forms only — "sent" and
 * "posted" describe the past, they ask for nothing), the classes each verb can mean, and the
 * nouns that pick among them. Generic English about what agents do; never a data set's strings.
 */
import type { ActionClass } from '../../action/types.ts';
import type { EntityKind } from './entity.ts';
import { CLASS } from '../../action/classes.ts';
import { FOREIGN_VERB_FORMS } from './verb-forms.ts';
import { MESSENGERS } from './messengers.ts';

/** What an operation does to its object: reads it, makes a new one, or changes one that exists. */
export type OperationKind = 'read' | 'create' | 'change';

export interface VerbSense {
  readonly kind: OperationKind;
  /** Classes this verb can mean, in order of preference when no noun decides. */
  readonly classes: readonly ActionClass[];
  /** Class when no noun of `classes` is found; undefined means "nothing without an object". */
  readonly fallback: ActionClass | undefined;
}

const READ = CLASS.read;
const WEB = CLASS.webFetch;
const CAL = CLASS.calendarWrite;
const FILE = CLASS.fileModify;
const MSG = CLASS.messageSend;
const ORDER = CLASS.orderManage;
const ACCOUNT = CLASS.accountModify;
const API = CLASS.externalApiCall;
const PAY = CLASS.paymentInitiate;
const ADMIN = CLASS.identityAdmin;
const CODE = CLASS.codeExecute;

/** A verb sense; `fallback` `null` means the verb decides nothing without an object. */
const sense = (kind: OperationKind, classes: readonly ActionClass[], fallback: ActionClass | null = classes[0] ?? null): VerbSense => ({
  kind,
  classes,
  fallback: fallback ?? undefined,
});

// prettier-ignore
const READS = ['read', 'find', 'search', 'look', 'check', 'show', 'list', 'get', 'give', 'summarize', 'summarise', 'review', 'see', 'view', 'compare', 'analyze', 'analyse', 'evaluate', 'assess', 'identify', 'recommend', 'suggest', 'know', 'count', 'calculate', 'compute', 'determine', 'verify', 'inspect', 'monitor', 'research', 'explore', 'retrieve', 'fetch', 'lookup', 'provide', 'explain', 'describe', 'locate', 'estimate', 'figure', 'choose', 'pick', 'select', 'rank', 'sort', 'audit', 'study', 'investigate', 'examine', 'scan', 'detect', 'test', 'measure', 'track', 'answer', 'tell', 'let'];
const MODIFY_CLASSES: readonly ActionClass[] = [FILE, CAL, PAY, ORDER, ACCOUNT, ADMIN, MSG, API];
/** Every side effect: verbs that only their object (or the catalog's tools) can decide ("turn", "block", "rotate", "give"). */
const ANY_WRITE: readonly ActionClass[] = [FILE, CAL, MSG, ORDER, ACCOUNT, PAY, ADMIN, API, CODE];
// prettier-ignore
const OBJECT_DECIDES = ['push', 'turn', 'dim', 'brighten', 'lock', 'unlock', 'arm', 'disarm', 'close', 'start', 'stop', 'restart', 'reboot', 'scale', 'bump', 'rotate', 'trigger', 'rerun', 'deploy', 'rollback', 'revert', 'merge', 'commit', 'resize', 'crop', 'convert', 'copy', 'duplicate', 'compress', 'label', 'tag', 'pin', 'mark', 'flag', 'mute', 'assign', 'unassign', 'renew', 'extend', 'enable', 'disable', 'activate', 'deactivate', 'register', 'enroll', 'approve', 'reject', 'decline', 'accept', 'confirm', 'block', 'unblock', 'freeze', 'unfreeze', 'downgrade', 'save', 'store', 'put', 'request', 'leave', 'drop', 'truncate', 'give', 'backup', 'reassign', 'unshare', 'dismiss', 'close', 'void', 'dispatch', 'escalate', 'requeue', 'file', 'link', 'unlink', 'dispute', 'contest', 'suspend', 'reinstate', 'cycle', 'power-cycle', 'powercycle'];
const CREATE_CLASSES: readonly ActionClass[] = [FILE, CAL, MSG, PAY, ORDER, ACCOUNT, API];

/** Request verbs, by base form. */
// prettier-ignore
export const VERBS: ReadonlyMap<string, VerbSense> = new Map<string, VerbSense>([
  ...READS.map((v): [string, VerbSense] => [v, sense('read', [READ, WEB])]),
  ...['visit', 'browse', 'open', 'download', 'click'].map((v): [string, VerbSense] => [v, sense('read', [WEB, READ])]),
  ...['send'].map((v): [string, VerbSense] => [v, sense('create', [MSG, PAY])]),
  // Forwarding passes on a message; what it carries ("the invoice") is content, never a payment.
  ...['forward'].map((v): [string, VerbSense] => [v, sense('create', [MSG])]),
  ...['email', 'e-mail', 'mail', 'message', 'text', 'dm', 'notify', 'inform', 'ping', 'contact', 'cc', 'remind', 'announce'].map((v): [string, VerbSense] => [v, sense('create', [MSG])]),
  // Thanking or greeting someone is telling them something: a message.
  ...['thank', 'congratulate', 'greet'].map((v): [string, VerbSense] => [v, sense('create', [MSG])]),
  // Replying sends a message, unless what is answered is an invitation (an RSVP changes the calendar).
  ...['reply', 'respond'].map((v): [string, VerbSense] => [v, sense('create', [MSG, CAL])]),
  ...['write', 'compose'].map((v): [string, VerbSense] => [v, sense('create', [MSG, FILE], FILE)]),
  ...['post'].map((v): [string, VerbSense] => [v, sense('create', [MSG, API, FILE], MSG)]),
  ...['publish', 'submit'].map((v): [string, VerbSense] => [v, sense('create', [API, MSG, FILE], API)]),
  ...['upload'].map((v): [string, VerbSense] => [v, sense('create', [FILE, API], FILE)]),
  ...['pay', 'wire', 'reimburse', 'tip', 'donate', 'repay', 'transfer'].map((v): [string, VerbSense] => [v, sense('create', [PAY])]),
  ...['refund'].map((v): [string, VerbSense] => [v, sense('create', [PAY, ORDER], PAY)]),
  ...['create', 'make', 'draft', 'prepare', 'generate', 'produce', 'setup', 'build', 'develop', 'design', 'plan', 'organize', 'organise', 'arrange', 'outline'].map((v): [string, VerbSense] => [v, sense('create', CREATE_CLASSES, null)]),
  ...['schedule'].map((v): [string, VerbSense] => [v, sense('create', [CAL, PAY], CAL)]),
  ...['rsvp'].map((v): [string, VerbSense] => [v, sense('change', [CAL])]),
  ...['reschedule', 'postpone'].map((v): [string, VerbSense] => [v, sense('change', [CAL, ORDER], CAL)]),
  ...['add', 'append', 'insert', 'include', 'attach', 'fill'].map((v): [string, VerbSense] => [v, sense('change', [CAL, FILE, ADMIN, ORDER, MSG], v === 'append' || v === 'insert' ? FILE : null)]),
  ...['update', 'change', 'modify', 'edit', 'adjust', 'correct', 'fix', 'set', 'alter', 'amend', 'replace', 'rename', 'move', 'revise', 'configure', 'maintain', 'optimize', 'optimise', 'improve', 'enhance', 'resolve', 'apply', 'implement', 'patch', 'upgrade', 'install', 'deploy', 'reset', 'restore', 'rewrite', 'swap', 'switch'].map((v): [string, VerbSense] => [v, sense('change', MODIFY_CLASSES, null)]),
  ...['delete', 'remove', 'erase', 'clear', 'discard', 'trash', 'archive', 'purge', 'wipe', 'unsubscribe'].map((v): [string, VerbSense] => [v, sense('change', [FILE, CAL, ADMIN, ORDER, ACCOUNT, PAY, CODE], FILE)]),
  ...['cancel'].map((v): [string, VerbSense] => [v, sense('change', [ORDER, CAL, PAY], ORDER)]),
  ...['share'].map((v): [string, VerbSense] => [v, sense('change', [FILE, MSG], null)]),
  ...['invite'].map((v): [string, VerbSense] => [v, sense('change', [CAL, ADMIN], ADMIN)]),
  ...['grant', 'revoke', 'ban', 'kick', 'promote', 'demote', 'authorize', 'authorise', 'onboard', 'bind', 'unbind'].map((v): [string, VerbSense] => [v, sense('change', [ADMIN])]),
  ...['book', 'reserve', 'order', 'buy', 'purchase', 'rent', 'return', 'exchange', 'ship', 'insure'].map((v): [string, VerbSense] => [v, sense('create', [ORDER, CAL], ORDER)]),
  // "claim for the vet bill", "claim the refund": a claim is filed (a record), or the money it asks for.
  ...['claim'].map((v): [string, VerbSense] => [v, sense('create', [FILE, PAY, ORDER], FILE)]),
  ...['run', 'rerun', 'execute', 'eval'].map((v): [string, VerbSense] => [v, sense('create', v === 'run' || v === 'rerun' ? [CODE, API] : [CODE], null)]),
  ...OBJECT_DECIDES.map((v): [string, VerbSense] => [v, sense('change', ANY_WRITE, null)]),
  ...['stake', 'withdraw', 'sell', 'trade'].map((v): [string, VerbSense] => [v, sense('create', [PAY])]),
  // Swapping tokens pays; swapping an item of an order ("swap the shirt in #W70 for a large") exchanges it.
  ...['swap'].map((v): [string, VerbSense] => [v, sense('create', [PAY, ORDER], PAY)]),
  ...['comment', 'react', 'ask'].map((v): [string, VerbSense] => [v, sense('create', [MSG])]),
  // A refill is ordered (a prescription, a subscription): an order, not a payment of its own.
  ...['refill'].map((v): [string, VerbSense] => [v, sense('create', [ORDER])]),
  ...['navigate'].map((v): [string, VerbSense] => [v, sense('read', [WEB, READ])]),
  // Everyday change verbs whose class only their object (or the catalog's tools) can tell: "issue the permit",
  // "zero out the offset", "knock the fees off", "loop her in", "water the beds".
  ...['issue', 'place', 'zero', 'knock', 'loop', 'waive', 'reinstate', 'reopen', 'suspend', 'pause', 'resume', 'hold', 'release', 'withhold', 'water', 'irrigate', 'raise', 'lower', 'increase', 'decrease', 'reduce'].map((v): [string, VerbSense] => [v, sense('change', ANY_WRITE, null)]),
  // Charging or billing someone moves money; reordering stock is an order.
  ...['charge', 'bill'].map((v): [string, VerbSense] => [v, sense('create', [PAY])]),
  ...['reorder', 'restock', 'replenish'].map((v): [string, VerbSense] => [v, sense('create', [ORDER, PAY], ORDER)]),
  // Exporting hands data over: to an address it is a message, else a file.
  ...['export'].map((v): [string, VerbSense] => [v, sense('create', [MSG, FILE], FILE)]),
  // Acknowledging an alarm or a report, allotting something: only the object (or the catalog) tells what changes.
  ...['acknowledge', 'allocate', 'allot'].map((v): [string, VerbSense] => [v, sense('change', ANY_WRITE, null)]),
  // Putting or moving something to another time ("push the launch back", "move the final to sat"): whatever its object is, moved in time.
  ...['retime'].map((v): [string, VerbSense] => [v, sense('change', [CAL, MSG, ORDER, FILE, API, PAY, ACCOUNT], null)]),
  // Grading work records a mark ("grade the essays", "give her a zero").
  ...['grade'].map((v): [string, VerbSense] => [v, sense('change', [FILE, API], FILE)]),
  // Logging or recording keeps a record of what happened ("moved it to bay 12, log it"); what it is logged in may say otherwise.
  ...['log', 'record'].map((v): [string, VerbSense] => [v, sense('change', [FILE, CAL, API], FILE)]),
  // Signing a document (a lease, an NDA, a form) changes it; the signed copy may go back to its sender.
  ...['sign', 'countersign', 'e-sign', 'esign'].map((v): [string, VerbSense] => [v, sense('change', [FILE, MSG], FILE)]),
]);

/** Inflected request forms that map to a base form ("e-mails" is a noun; "emailing" a gerund: neither asks). */
export const VERB_ALIASES: ReadonlyMap<string, string> = new Map([
  ['set-up', 'setup'],
  ['look-up', 'lookup'],
  ['sign-up', 'setup'],
  ['fwd', 'forward'],
  ['re-run', 'rerun'],
  ['retry', 'rerun'],
  ['re-send', 'send'],
  ['resend', 'send'],
  ['roll-back', 'rollback'],
  ['un-share', 'unshare'],
  // Plain synonyms of request verbs: the base verb decides (combine the pdfs = merge them, shrink the images = resize them, query the db = run a query).
  ['combine', 'merge'],
  ['enrol', 'enroll'],
  ['shrink', 'resize'],
  ['downsize', 'resize'],
  ['query', 'run'],
  // Shorthand of trades and chat ("ack the alarm", "cxl my 3pm", "deny the claim"): the verb it stands for.
  ['ack', 'acknowledge'],
  ['cxl', 'cancel'],
  ['canx', 'cancel'],
  ['nix', 'cancel'],
  ['resched', 'reschedule'],
  ['rebook', 'reschedule'],
  ['deny', 'reject'],
  ['scrap', 'discard'],
  ['ditch', 'discard'],
  ['msg', 'message'],
  ['txt', 'text'],
  // A messenger's name used as its verb ("sms him the time"): a text message, where messengers.ts says it is a verb.
  ...MESSENGERS.map((m): [string, string] => [m, 'text']),
  // The same requests in other languages people write intents in (verb-forms.ts).
  ...FOREIGN_VERB_FORMS,
]);

/**
 * Nouns (and two-word nouns) that pick a class for a verb that can mean several. Earlier entries
 * win ties; an empty class marks a noun that decides nothing ("her email address" names a value).
 */
// prettier-ignore
export const NOUN_CLASS: ReadonlyMap<string, ActionClass> = new Map<string, ActionClass>([
  // two-word nouns first: they are looked up before their parts
  ['standing order', PAY], ['standing orders', PAY], ['scheduled transaction', PAY], ['scheduled transactions', PAY], ['direct debit', PAY], ['bank transfer', PAY],
  ['payment method', ORDER], ['shipping address', ORDER], ['delivery address', ORDER], ['default address', ACCOUNT], ['home address', ACCOUNT],
  ['user information', ACCOUNT], ['account information', ACCOUNT], ['account info', ACCOUNT], ['user info', ACCOUNT], ['personal information', ACCOUNT],
  ['direct message', MSG], ['air conditioner', API], ['air conditioning', API], ['washing machine', API], ['floor heating', API], ['web page', API], ['email address', ''], ['email addresses', ''], ['e-mail address', ''],
  // a code that opens a door is an access, not a program: the catalog's tools decide what changes it
  ...(['door', 'access', 'entry', 'gate', 'lock', 'alarm', 'pin', 'key', 'keypad'].flatMap((w) => [`${w} code`, `${w} codes`]).map((n): [string, ActionClass] => [n, ''])), ['e-mail addresses', ''], ['phone number', ACCOUNT], ['cloud drive', FILE], ['grocery list', FILE], ['packing list', FILE], ['to-do list', FILE], ['todo list', FILE],
  ...(['money', 'payment', 'payments', 'transaction', 'transactions', 'transfer', 'transfers', 'rent', 'bill', 'bills', 'invoice', 'invoices', 'fee', 'fees', 'iban', 'funds', 'fund', 'wire', 'salary', 'tip', 'donation', 'difference', 'amount', 'balance', 'subscription', 'reimbursement', 'loan', 'deposit'] as const).map((n): [string, ActionClass] => [n, PAY]),
  ...(['event', 'events', 'meeting', 'meetings', 'appointment', 'appointments', 'calendar', 'reminder', 'reminders', 'participants', 'participant', 'attendees', 'attendee', 'invitation', 'invite', 'agenda', 'call'] as const).map((n): [string, ActionClass] => [n, CAL]),
  ...(['order', 'orders', 'bid', 'bids', 'hold', 'holds', 'booking', 'bookings', 'reservation', 'reservations', 'hotel', 'hotels', 'flight', 'flights', 'car', 'cars', 'table', 'ticket', 'tickets', 'item', 'items', 'product', 'products', 'purchase', 'cart', 'shipment', 'delivery', 'restaurant', 'room', 'seat', 'refund', 'return', 'exchange', 'pending', 'delivered', 'shipped'] as const).map((n): [string, ActionClass] => [n, ORDER]),
  ...(['password', 'passwords', 'credential', 'credentials', 'permission', 'permissions', 'access', 'role', 'roles', 'membership', 'member', 'members', 'workspace', 'channel', 'channels', 'group', 'groups', 'team', 'org', 'organization', 'organisation', 'admin', 'administrator', 'key', 'keys', 'token', 'tokens', 'login', '2fa', 'mfa', 'user', 'users',
    // roles a person is given ("give dana viewer on the project")
    'viewer', 'viewers', 'editor', 'editors', 'maintainer', 'maintainers', 'moderator', 'moderators', 'contributor', 'contributors',
    // what lets a person in, and the teams they are on ("give him a pin", "take her off the squad")
    'pin', 'fob', 'fobs', 'badge', 'keycard', 'keycards', 'passcode', 'squad', 'roster'] as const).map((n): [string, ActionClass] => [n, ADMIN]),
  ...(['address', 'profile', 'settings', 'setting', 'preferences', 'account', 'information', 'info', 'details', 'name', 'phone', 'street', 'city'] as const).map((n): [string, ActionClass] => [n, ACCOUNT]),
  ...(['email', 'emails', 'e-mail', 'e-mails', 'mail', 'message', 'messages', 'dm', 'reply', 'sms', 'text', 'chat', 'thread', 'post', 'question', 'greeting', 'feedback', 'newsletter', 'announcement', 'notification', 'notice', 'notices'] as const).map((n): [string, ActionClass] => [n, MSG]),
  ...(['file', 'files', 'document', 'documents', 'doc', 'docs', 'folder', 'drive', 'spreadsheet', 'sheet', 'note', 'notes', 'list', 'record', 'records', 'report', 'reports', 'agreement', 'contract', 'draft', 'outline', 'paper', 'plan', 'memo', 'log', 'logs', 'database', 'entry', 'entries', 'summary', 'letter', 'presentation',
    // parts of documents, and to-dos: records a tool edits
    'grade', 'grades', 'score', 'scores', 'marks', 'attendance', 'absence', 'absences', 'clause', 'clauses', 'section', 'sections', 'paragraph', 'paragraphs', 'chapter', 'chapters', 'appendix', 'task', 'tasks', 'todo', 'todos', 'to-do', 'to-dos', 'claim', 'claims', 'case', 'cases', 'incident', 'incidents'] as const).map((n): [string, ActionClass] => [n, FILE]),
  ...(['website', 'websites', 'webpage', 'webpages', 'site', 'page', 'blog', 'url', 'api', 'webhook', 'endpoint', 'server', 'servers', 'system', 'systems', 'software', 'firmware', 'network', 'backup', 'backups', 'update', 'updates', 'patch', 'patches', 'service', 'platform', 'listing', 'listings', 'inventory', 'campaign', 'protocol', 'protocols'] as const).map((n): [string, ActionClass] => [n, API]),
  ...(['code', 'script', 'scripts', 'command', 'commands', 'program', 'shell', 'terminal', 'python', 'sql', 'query'] as const).map((n): [string, ActionClass] => [n, CODE]),
  // devices and the physical world: a side effect on a third-party system
  ...(['light', 'lights', 'lamp', 'lamps', 'thermostat', 'heating', 'heater', 'heat', 'ac', 'aircon', 'alarm', 'door', 'doors', 'lock', 'locks', 'garage', 'blinds', 'shades', 'fan', 'oven', 'sprinkler', 'sprinklers', 'vacuum', 'tv', 'speaker', 'radiator', 'radiators', 'boiler', 'kiln', 'irrigation', 'scene', 'automation', 'automations', 'deployment', 'deployments', 'cluster', 'replicas', 'pods', 'workflow', 'pipeline', 'release', 'chart', 'container', 'containers', 'instance', 'instances', 'vm', 'bucket'] as const).map((n): [string, ActionClass] => [n, API]),
  ...(['standup', 'stand-up', 'sync', '1:1', 'one-on-one', 'lunch', 'dinner', 'kickoff', 'offsite', 'session', 'webinar', 'interview', 'birthday', 'anniversary'] as const).map((n): [string, ActionClass] => [n, CAL]),
  ...(['review', 'reviews', 'comment', 'comments', 'reaction', 'rating', 'star', 'stars'] as const).map((n): [string, ActionClass] => [n, MSG]),
  ...(['pr', 'prs', 'issue', 'issues', 'branch', 'repo', 'repository', 'commit', 'photo', 'photos', 'image', 'images', 'picture', 'pictures', 'pdf', 'pdfs', 'line'] as const).map((n): [string, ActionClass] => [n, FILE]),
]);

/** Classes the values of an object stand for when no noun decides ("rotate scan_0042.jpg", "run `df -h`", "move my 3pm"). */
export const ENTITY_CLASS: ReadonlyMap<EntityKind, ActionClass> = new Map<EntityKind, ActionClass>([
  ['file', FILE],
  ['code', CODE],
  ['channel', MSG],
  ['handle', MSG],
  ['time', CAL],
  ['date', CAL],
]);

/** Nouns that decide only when nothing else does: stretches of time ("block the whole day"). */
export const WEAK_NOUN_CLASS: ReadonlyMap<string, ActionClass> = new Map<string, ActionClass>(
  // prettier-ignore
  ['day', 'days', 'morning', 'afternoon', 'evening', 'hour', 'hours', 'slot', 'time', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
    'mon', 'tue', 'tues', 'wed', 'thu', 'thurs', 'fri', 'sat', 'sun'].map((n): [string, ActionClass] => [n, CAL]),
);

/** Nouns that make a read a web fetch: the object lives on the open network. */
// prettier-ignore
export const WEB_NOUNS: ReadonlySet<string> = new Set(['website', 'websites', 'webpage', 'webpages', 'web', 'site', 'sites', 'page', 'pages', 'article', 'articles', 'link', 'links', 'url', 'urls', 'blog', 'online', 'internet', 'homepage']);

/**
 * Per-verb overrides of a noun's class: deleting an e-mail removes stored data (it sends nothing);
 * inviting or adding a user changes membership; "send money" is a payment.
 */
// prettier-ignore
export const VERB_NOUN_CLASS: ReadonlyMap<string, ReadonlyMap<string, ActionClass>> = mergedByVerb([
  ...['delete', 'remove', 'erase', 'clear', 'discard', 'trash', 'archive', 'purge', 'wipe'].map((v): [string, ReadonlyMap<string, ActionClass>] => [v, new Map([['email', FILE], ['emails', FILE], ['e-mail', FILE], ['e-mails', FILE], ['mail', FILE], ['message', FILE], ['messages', FILE], ['note', FILE], ['user', ADMIN], ['users', ADMIN], ['member', ADMIN], ['members', ADMIN], ['channel', ADMIN], ['workspace', ADMIN], ['team', ADMIN], ['group', ADMIN], ['org', ADMIN], ['organization', ADMIN], ['organisation', ADMIN], ['key', ADMIN], ['keys', ADMIN], ['api key', ADMIN], ['token', ADMIN], ['tokens', ADMIN], ['credential', ADMIN], ['credentials', ADMIN]])]),
  // Waiving a fee ("knock the late fees off") forgives what is owed: a record changes, no money moves.
  ['waive', new Map(['fee', 'fees', 'fine', 'fines', 'charge', 'charges', 'penalty', 'penalties', 'interest'].map((n): [string, ActionClass] => [n, FILE]))],
  // "send the November invoice to compta@…": a bill, a receipt or a statement sent is a document mailed, not money paid.
  ['send', new Map([['money', PAY], ['transfer', PAY], ['transaction', PAY], ['payment', PAY], ['difference', PAY], ['amount', PAY], ['funds', PAY], ['refund', PAY],
    ...['invoice', 'invoices', 'bill', 'bills', 'receipt', 'receipts', 'statement', 'statements', 'quote', 'quotes', 'estimate', 'estimates'].map((n): [string, ActionClass] => [n, MSG])])],
  // Issuing an invoice or a receipt writes a document to be sent: no money moves ("issue an invoice for 1200 Kč").
  ...['issue', 'create', 'raise', 'prepare', 'generate', 'make', 'write', 'draw'].map((v): [string, ReadonlyMap<string, ActionClass>] => [v, new Map(['invoice', 'invoices', 'receipt', 'receipts', 'quote', 'quotes', 'estimate', 'estimates'].map((n): [string, ActionClass] => [n, FILE]))]),
  // Notifications switched on or off ("turn off email notifications", "bildirimleri kapat") are a setting: nothing is sent.
  ...['close', 'stop', 'disable', 'mute', 'deactivate', 'turn', 'switch', 'enable', 'activate', 'unmute', 'pause'].map((v): [string, ReadonlyMap<string, ActionClass>] => [v, new Map(['notification', 'notifications', 'newsletter', 'newsletters', 'alert', 'alerts', 'reminders', 'email', 'emails', 'e-mail', 'e-mails', 'mails', 'sms', 'messages', 'texts', 'offers', 'adverts', 'ads'].map((n): [string, ActionClass] => [n, ACCOUNT]))]),
  // A draft is saved, not sent; so is a message prepared.
  ...['draft', 'prepare'].map((v): [string, ReadonlyMap<string, ActionClass>] => [v, new Map([['reply', FILE], ['email', FILE], ['message', FILE], ['e-mail', FILE], ['response', FILE], ['answer', FILE], ['letter', FILE]])]),
  // Moving a person between roles ("downgrade @kim from admin to write") changes access; a plan or a device is upgraded otherwise.
  ...['downgrade', 'upgrade'].map((v): [string, ReadonlyMap<string, ActionClass>] => [v, new Map(['<handle>', '<email>', 'admin', 'admins', 'role', 'roles', 'permission', 'permissions', 'access', 'maintainer', 'owner', 'collaborator'].map((n): [string, ActionClass] => [n, ADMIN]))]),
  // Answering an invitation is an RSVP: it changes the calendar entry ("respond tentative to the sync", "reply yes to the meeting invite").
  ...['respond', 'reply'].map((v): [string, ReadonlyMap<string, ActionClass>] => [v, new Map(['invite', 'invites', 'invitation', 'invitations', 'meeting', 'meetings', 'event', 'events', 'sync', 'standup', 'stand-up', 'tentative', 'tentatively', 'rsvp'].map((n): [string, ActionClass] => [n, CAL]))]),
  // "Kirjoita asiakkaalle … (liisa@posti.fi)": writing to an address or a number is a message.
  ['write', new Map([['<email>', MSG], ['<phone>', MSG]])],
  ['write', new Map([['message', MSG], ['messages', MSG], ['email', MSG], ['reply', MSG], ['note', MSG], ['channel', MSG], ['them', MSG], ['him', MSG], ['her', MSG]])],
  ['post', new Map([['channel', MSG], ['channels', MSG], ['thread', MSG], ['chat', MSG]])],
  // "post on the page: …", "publish it on our blog", "share on the group's wall": what is put on a page, a wall or a feed is published
  // (a website's own content is posted through its API: "post the hobbies to our website" stays a call of the site's).
  ...['post', 'publish', 'share', 'announce'].map((v): [string, ReadonlyMap<string, ActionClass>] => [v, new Map(['page', 'pages', 'blog', 'wall', 'feed', 'forum', 'timeline', 'group', 'noticeboard', 'board'].map((n): [string, ActionClass] => [n, MSG]))]),
  // "post in #deploys that …", "share it in #team": a channel named anywhere after a verb that may send is where it goes.
  ...['post', 'share', 'write', 'publish'].map((v): [string, ReadonlyMap<string, ActionClass>] => [v, new Map([['<channel>', MSG]])]),
  ...['drop', 'truncate', 'delete', 'remove', 'insert', 'alter', 'vacuum'].map((v): [string, ReadonlyMap<string, ActionClass>] => [v, new Map([['table', CODE], ['tables', CODE], ['row', CODE], ['rows', CODE], ['column', CODE], ['columns', CODE], ['index', CODE], ['schema', CODE], ['database', CODE], ['db', CODE]])]),
  ...['run', 'rerun'].map((v): [string, ReadonlyMap<string, ActionClass>] => [v, new Map([...['db', 'database', 'select', 'insert', 'update', 'delete', 'drop', 'alter', 'create', 'truncate', 'grant', 'vacuum', 'statement', 'statements', 'npm', 'make', 'yarn', 'pytest'].map((w): [string, ActionClass] => [w, CODE]), ['test', CODE], ['tests', CODE], ['suite', CODE], ['migration', CODE], ['migrations', CODE], ['workflow', API], ['pipeline', API], ['job', API], ['jobs', API], ['build', API], ['ci', API], ['scene', API], ['automation', API]])]),
  // Branches are merged by running git; a PR or two files are merged by a tool that edits them.
  ['merge', new Map([['branch', CODE], ['branches', CODE]])],
  ...['add', 'invite', 'remove', 'kick', 'ban'].map((v): [string, ReadonlyMap<string, ActionClass>] => [v, new Map([['<channel>', ADMIN]])]),
  ['add', new Map([['<channel>', ADMIN], ['channel', ADMIN], ['channels', ADMIN], ['workspace', ADMIN], ['group', ADMIN], ['team', ADMIN], ['list', FILE], ['file', FILE], ['document', FILE], ['participants', CAL], ['calendar', CAL], ['event', CAL]])],
]);

/** One map per verb: a verb listed twice ("remove" with stored things, and with a channel) keeps every noun of both lists. */
function mergedByVerb(
  entries: readonly (readonly [string, ReadonlyMap<string, ActionClass>])[],
): ReadonlyMap<string, ReadonlyMap<string, ActionClass>> {
  const out = new Map<string, Map<string, ActionClass>>();
  for (const [verb, nouns] of entries) {
    const map = out.get(verb) ?? new Map<string, ActionClass>();
    for (const [noun, cls] of nouns) map.set(noun, cls);
    out.set(verb, map);
  }
  return out;
}

/** Words that close an operation's object (a new verb usually starts after them). */
// prettier-ignore
export const CLAUSE_BREAKS: ReadonlySet<string> = new Set(['and', 'then', 'also', 'but', 'or', 'if', 'after', 'before', 'once', 'so', 'because', 'while', 'when', 'unless']);

/** Words before a verb-or-noun that make it a noun ("the order", "my email", "a message"). */
// prettier-ignore
export const NOUN_MARKERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'your', 'our', 'their', 'his', 'her', 'its', 'this', 'that', 'these', 'those', 'each', 'every', 'some', 'any', 'no', 'new', 'recent', 'last', 'first', 'next', 'previous', 'same', 'full', 'of', 'whose', 'which', 'what', 'one', 'another', 'other', 'such', 'unread', 'sent', 'received', 'draft', 'direct', 'pending', 'delivered', 'scheduled', 'recurring', 'monthly', 'yearly', 'weekly', 'daily', 'upcoming', 'mobile', 'phone', 'online', 'bank']);

/** Verbs that are also common nouns: they count as requests only after a subject, "to", "please", a modal or at a clause start. */
// prettier-ignore
export const AMBIGUOUS_VERBS: ReadonlySet<string> = new Set([
  'email', 'e-mail', 'link', 'unlink', 'claim', 'mail', 'message', 'text', 'post', 'order', 'return', 'exchange', 'book', 'list', 'check', 'review', 'plan', 'update', 'change',
  'transfer', 'refund', 'share', 'reply', 'invite', 'schedule', 'rent', 'design', 'test', 'study', 'contact', 'outline', 'draft', 'fill', 'patch',
  'set', 'tip', 'wire', 'answer', 'view', 'search', 'show', 'look', 'run', 'ban', 'kick', 'remind', 'dm', 'cc', 'fix', 'select', 'sort', 'rank',
  'count', 'ship', 'script', 'audit', 'track', 'measure', 'scan', 'estimate', 'monitor', 'research', 'purchase', 'lookup', 'backup', 'switch', 'swap',
  'find', 'move', 'sign', 'record', 'void', 'deposit', 'note', 'ping', 'read', 'open', 'click', 'compute', 'report', 'build', 'develop', 'forward',
  'turn', 'block', 'lock', 'log', 'file', 'comment', 'request', 'leave', 'store', 'drop', 'stake', 'freeze', 'merge', 'scale', 'bump', 'start', 'stop',
  'trade', 'label', 'tag', 'pin', 'mark', 'flag', 'copy', 'trigger', 'release', 'commit', 'close', 'ask', 'save', 'put', 'give', 'react', 'approve',
  'push', 'convert', 'issue', 'zero', 'loop', 'hold', 'water', 'raise', 'lower', 'increase', 'decrease', 'charge', 'bill', 'export', 'pause',
  'resume', 'suspend', 'knock', 'reorder', 'restock', 'place',
  // words of phrasal verbs and shorthand (idioms.ts) that are nouns too: "the take", "a hand", "the call", "a deny list"
  'take', 'hand', 'call', 'cross', 'strike', 'pull', 'bring', 'pass', 'jot', '86', 'ack', 'cxl', 'canx', 'nix', 'resched', 'rebook', 'deny', 'scrap',
  'ditch', 'msg', 'txt', 'grade',
]);

/** Words that may stand between a subject or "to" and its verb without changing anything ("please also send"). */
// prettier-ignore
/** "Please" in other languages, before an English request as people mix them ("Tolong refund $180 …", "bitte cancel the order"). */
export const FOREIGN_PLEASE: readonly string[] = [
  'tolong', 'mohon', 'silakan', 'bitte', 'svp', 'stp', 'lütfen', 'lutfen', 'пожалуйста', 'proszę', 'prosze', 'prosím', 'prosim', 'kérem', 'légyszi', 'palun', 'lūdzu', 'prašau',
  'vänligen', 'venligst', 'vennligst', 'alstublieft', 'aub', 'asseblief', 'tafadhali', 'paki', 'xin', 'παρακαλώ', 'моля', 'молим', 'kudasai', 'onegai',
];
export const VERB_ADVERBS: ReadonlySet<string> = new Set([
  'pls',
  'plz',
  'please',
  'kindly',
  'also',
  'just',
  'then',
  'now',
  'first',
  'immediately',
  'quickly',
  'finally',
  'again',
  'simply',
  'only',
  'actually',
  'really',
  'go',
  'ahead',
  ...FOREIGN_PLEASE,
]);

/** Words after which a word can be a verb ("you send", "to send", "please send", "can send", "don't send"). */
// prettier-ignore
export const VERB_LEADS: ReadonlySet<string> = new Set(['to', 'i', 'you', 'u', 'ya', 'we', 'they', 'he', 'she', 'can', 'could', 'would', 'will', 'should', 'must', 'may', 'might', 'shall', 'please', 'pls', 'plz', "let's", 'not', 'never', "don't", "dont", "do", "didn't", "doesn't", "won't", "can't", 'also', 'then', 'and', 'or', 'kindly', 'just']);

/** Question words: a sentence they start asks for an answer, i.e. a read. */
// prettier-ignore
export const QUESTION_WORDS: ReadonlySet<string> = new Set(['what', 'who', 'whom', 'whose', 'when', 'where', 'which', 'why', 'how', 'is', 'are', 'am', 'do', 'does', 'did', 'can', 'could', 'would', 'will', 'should', 'have', 'has']);
