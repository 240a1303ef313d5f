/**
 * The class of a write from its verb and what it acts on: `delete` + e-mail deletes a stored
 * message (file-modify), `send` + e-mail sends one, `create` + user makes an identity, `cancel` +
 * meeting changes a calendar, `run` + script executes code. Objects are looked for in groups, most
 * telling first: the words after the verb, the words before it, the namespaces, the description.
 */
import { CLASS } from './classes.ts';
import {
  ACCOUNT_OBJECTS,
  CODE_OBJECTS,
  CREATE_OR_REMOVE,
  credentialAt,
  OBJECT_CLASS,
  PEOPLE,
  PUBLISH,
  STRONG_OBJECTS,
  type VerbSense,
} from './lexicon.ts';
import type { ActionClass } from './types.ts';

export interface WriteReading {
  readonly cls: ActionClass;
  /** "changes <object> (<class>)", for the evidence. */
  readonly why: string;
  /** Nothing the verb acts on was recognised: the class is the verb's own default, a guess the description may correct. */
  readonly unnamed?: true;
}

/** What a run/execute verb executes when it moves money. */
const RUN_PAYMENT = new Set(['transaction', 'transactions', 'trade', 'trades', 'payment', 'payments', 'transfer', 'transfers']);
/** Background work a cancel verb stops: a third-party job, not an order. */
const JOBS = new Set(['task', 'tasks', 'job', 'jobs', 'run', 'runs', 'build', 'builds', 'pipeline', 'workflow', 'deployment', 'scan']);
/** Classes an object may give a verb whose own class is external-api-call (`start` a task is running a job, not editing a to-do). */
const EXTERNAL_OVERRIDES: ReadonlySet<ActionClass> = new Set([
  CLASS.externalApiCall,
  CLASS.identityAdmin,
  CLASS.paymentInitiate,
  CLASS.orderManage,
  CLASS.messageSend,
  CLASS.calendarWrite,
]);
/**
 * Collective nouns that name people only when people are meant: a device or infrastructure verb on
 * a group (`scale_group`, `restart_node_group`) acts on machines, and stays external-api-call.
 */
const COLLECTIVES = new Set(['group', 'groups', 'team', 'teams']);
/** What a `transfer` hands over when it is not money: a conversation to a person (message-send). */
const HANDOFF = new Set([
  'human',
  'humans',
  'agent',
  'agents',
  'operator',
  'operators',
  'representative',
  'representatives',
  'call',
  'calls',
  'chat',
  'chats',
  'conversation',
  'conversations',
  'support',
]);

/** Quantities kept in records: adjusting or resetting one changes a record (`adjust stock`), not a device. */
// prettier-ignore
const RECORDED_QUANTITIES = new Set(['stock', 'inventory', 'inventories', 'quantity', 'quantities', 'price', 'prices', 'budget', 'budgets',
  'quota', 'quotas', 'entry', 'entries', 'record', 'records', 'score', 'scores', 'grade', 'grades']);

/** Destinations that decide a write wherever its object goes (`add_product_to_cart`, `add_user_to_group`). */
const DESTINATION_CLASSES: ReadonlySet<ActionClass> = new Set([CLASS.orderManage, CLASS.identityAdmin, CLASS.calendarWrite]);
const TOWARDS = new Set(['to', 'into', 'from', 'onto']);

/** What a send hands to a machine rather than a person. */
const COMMANDS = new Set(['command', 'commands', 'signal', 'signals', 'keystroke', 'keystrokes', 'keypress', 'instruction', 'instructions']);

const HTTP_OBJECTS = new Set(['request', 'requests', 'http', 'https', 'webhook', 'payload', 'payloads']);

/** Families and the classes an object may move them to (others keep the verb's own class). */
const FAMILY_TARGETS: Readonly<Record<string, ReadonlySet<ActionClass>>> = {
  cancel: new Set([CLASS.orderManage, CLASS.calendarWrite, CLASS.externalApiCall, CLASS.paymentInitiate]),
  schedule: new Set([CLASS.calendarWrite, CLASS.messageSend, CLASS.paymentInitiate, CLASS.externalApiCall]),
  submit: new Set([CLASS.orderManage, CLASS.paymentInitiate, CLASS.messageSend, CLASS.fileModify, CLASS.identityAdmin]),
  set: new Set([CLASS.accountModify, CLASS.externalApiCall, CLASS.identityAdmin, CLASS.calendarWrite, CLASS.orderManage, CLASS.fileModify]),
};

/** The class of write verb `base` acting on the objects found in `groups`. */
export function resolveWrite(
  base: string,
  sense: VerbSense,
  groups: readonly (readonly string[])[],
  options: { readonly payload?: boolean; readonly address?: boolean } = {},
): WriteReading {
  const own = sense.cls ?? CLASS.fileModify;
  if (sense.fixed === true) return { cls: own, why: `is a ${own} verb` };
  const all = groups.flat();
  const family = sense.family;

  if (family === 'run' || family === 'execute') {
    const code = all.find((w) => CODE_OBJECTS.has(w));
    if (code !== undefined) return { cls: CLASS.codeExecute, why: `runs ${code} (code-execute)` };
    const money = all.find((w) => RUN_PAYMENT.has(w));
    if (money !== undefined) return { cls: CLASS.paymentInitiate, why: `executes a ${money} (payment-initiate)` };
    const object = firstObject(groups, (cls) => cls === CLASS.paymentInitiate || cls === CLASS.externalApiCall || cls === CLASS.orderManage);
    if (object !== undefined) return { cls: object.cls, why: `runs ${object.word} (${object.cls})` };
    return { cls: own, why: `runs something unnamed (${own})`, unnamed: true };
  }

  if (family === 'book') return bookReading(groups);
  if (family === 'schedule') return scheduleReading(groups);
  if (family === 'withdraw') return withdrawReading(groups);

  const strong = strongObject(groups, family === 'send' ? 'payment' : FOR_PEOPLE.has(own) ? 'things' : 'all');
  if (strong !== undefined) return { cls: strong.cls, why: `acts on ${strong.word} (${strong.cls})` };

  if (family === 'send') {
    // A request is an HTTP request when the verb sends one ("sends a GET request") or the tool takes an address to send it to;
    // otherwise "request" is asking a party for something ("request_signature" from a signer): a message, not a fetch.
    const http = (groups[0] ?? []).find((w) => HTTP_OBJECTS.has(w)) ?? (options.address === false ? undefined : all.find((w) => HTTP_OBJECTS.has(w)));
    // A request that carries no body or method choice only fetches; one that may carry data may change anything.
    if (http !== undefined && options.payload !== true) return { cls: CLASS.webFetch, why: `sends a ${http} request with no body (web-fetch)` };
    if (http !== undefined) return { cls: CLASS.externalApiCall, why: `sends a ${http} request that may carry data (external-api-call)` };
    // A command or a signal sent to a device or a service acts on it (`send a command to an appliance`).
    const command = (groups[0] ?? []).find((w) => COMMANDS.has(w));
    if (command !== undefined) return { cls: CLASS.externalApiCall, why: `sends a ${command} to a system (external-api-call)` };
    if (base === 'post') {
      const posted = postReading(groups);
      if (posted !== undefined) return posted;
    }
    const invitation = all.find((w) => w.startsWith('invit'));
    if (invitation !== undefined) {
      const cls = all.some((w) => OBJECT_CLASS.get(w) === CLASS.calendarWrite && !w.startsWith('invit')) ? CLASS.calendarWrite : CLASS.identityAdmin;
      return { cls, why: `sends an ${invitation} (${cls})` };
    }
    return { cls: own, why: `sends (${own})` };
  }

  if (family === 'transfer') {
    // Money, unless the name says it hands over something else: a conversation to a person, ownership, a file.
    const near = groups.slice(0, 2).flat();
    const handoff = near.find((w) => HANDOFF.has(w));
    if (handoff !== undefined) return { cls: CLASS.messageSend, why: `hands over to a ${handoff} (message-send)` };
    const object = firstObject(groups, (cls) => cls === CLASS.fileModify || cls === CLASS.identityAdmin || cls === CLASS.orderManage);
    if (object !== undefined && !ACCOUNT_OBJECTS.has(object.word)) return { cls: object.cls, why: `moves ${object.word} (${object.cls})` };
    return { cls: own, why: `is a ${own} verb` };
  }

  if (family === 'user') {
    // Enrolling someone into a class, a course or a slot books them a place (order-manage); registering them makes an account.
    const place = firstIn(groups, BOOKABLE);
    if (place !== undefined) return { cls: CLASS.orderManage, why: `books a place in a ${place} (order-manage)` };
    const object = firstObject(groups);
    if (object !== undefined && !ACCOUNT_OBJECTS.has(object.word) && object.cls === CLASS.orderManage)
      return { cls: object.cls, why: `registers for ${object.word} (${object.cls})` };
    return { cls: CLASS.identityAdmin, why: 'registers an account (identity-admin)' };
  }

  if (family === 'cancel') {
    const job = all.find((w) => JOBS.has(w));
    if (job !== undefined) return { cls: CLASS.externalApiCall, why: `stops a ${job} (external-api-call)` };
  }
  const targets = family === undefined ? undefined : FAMILY_TARGETS[family];
  if (targets !== undefined) {
    const object = firstObject(groups, (cls) => targets.has(cls));
    if (object !== undefined) return { cls: object.cls, why: `changes ${object.word} (${object.cls})` };
    const fallback = family === 'set' ? CLASS.accountModify : own;
    return { cls: fallback, why: `changes something unnamed (${fallback})`, unnamed: true };
  }

  if (family !== 'generic') return { cls: own, why: `is a ${own} verb` };
  const first = groups[0] ?? [];
  const towards = first.findIndex((w) => TOWARDS.has(w));
  const destination = towards < 0 ? undefined : firstObject([first.slice(towards + 1)], (cls) => DESTINATION_CLASSES.has(cls));
  if (destination !== undefined) return { cls: destination.cls, why: `changes ${destination.word} (${destination.cls})` };
  const object = firstObject(
    groups,
    own === CLASS.externalApiCall ? (cls, word) => EXTERNAL_OVERRIDES.has(cls) && !(cls === CLASS.identityAdmin && COLLECTIVES.has(word)) : undefined,
  );
  if (object === undefined && own === CLASS.externalApiCall) {
    // A job started or stopped runs on a system; a quantity kept in a record (`adjust stock`) changes the record.
    const job = firstIn(groups.slice(0, 2), JOBS);
    if (job !== undefined) return { cls: own, why: `acts on a ${job} (${own})` };
    const quantity = firstIn(groups.slice(0, 3), RECORDED_QUANTITIES);
    if (quantity !== undefined) return { cls: CLASS.fileModify, why: `changes a recorded ${quantity} (file-modify)` };
  }
  if (object === undefined) return { cls: own, why: `changes something unnamed (${own})`, unnamed: true };
  if (ACCOUNT_OBJECTS.has(object.word)) {
    const cls = CREATE_OR_REMOVE.has(base) ? CLASS.identityAdmin : CLASS.accountModify;
    return { cls, why: `${CREATE_OR_REMOVE.has(base) ? 'creates or removes' : 'changes'} ${object.word} (${cls})` };
  }
  if (object.cls === CLASS.messageSend && !PUBLISH.has(base)) return { cls: CLASS.fileModify, why: `changes stored ${object.word} (file-modify)` };
  // Creating a profile or settings record is making a record; changing the user's own is account-modify.
  if (object.cls === CLASS.accountModify && CREATE_OR_REMOVE.has(base))
    return { cls: CLASS.fileModify, why: `creates or removes a ${object.word} record (file-modify)` };
  return { cls: object.cls, why: `changes ${object.word} (${object.cls})` };
}

function firstObject(
  groups: readonly (readonly string[])[],
  accept: (cls: ActionClass, word: string) => boolean = () => true,
): { word: string; cls: ActionClass } | undefined {
  for (const group of groups) {
    for (let i = 0; i < group.length; i++) {
      const word = group[i]!;
      const cls = OBJECT_CLASS.get(word);
      if (cls === undefined || !accept(cls, word)) continue;
      // `api key`, `access token`, `door code`: a credential, whatever the noun's own class.
      const credential = credentialAt(group, i);
      if (credential !== undefined) return { word: credential, cls: CLASS.identityAdmin };
      return { word, cls };
    }
  }
  return undefined;
}

/**
 * Which strong objects count: all; only money (a message about a payment sends it); or everything
 * but people (a booking or a meeting for a member orders or schedules, it changes no membership).
 */
type StrongScope = 'all' | 'payment' | 'things';

function strongObject(groups: readonly (readonly string[])[], scope: StrongScope): { word: string; cls: ActionClass } | undefined {
  const paymentOnly = scope === 'payment';
  for (const group of groups.slice(0, 3)) {
    for (let i = 0; i < group.length; i++) {
      const word = group[i]!;
      if (scope === 'things' && PEOPLE.has(word)) continue;
      for (const [cls, nouns] of STRONG_OBJECTS) {
        if (paymentOnly && cls !== CLASS.paymentInitiate) continue;
        if (nouns.has(word)) return { word, cls };
      }
      const credential = paymentOnly ? undefined : credentialAt(group, i);
      if (credential !== undefined) return { word: credential, cls: CLASS.identityAdmin };
    }
  }
  return undefined;
}

/** Verb classes whose people are beneficiaries: booking a member into a class orders, it changes no membership. */
const FOR_PEOPLE: ReadonlySet<ActionClass> = new Set([CLASS.orderManage, CLASS.calendarWrite, CLASS.messageSend, CLASS.paymentInitiate]);

/** What people meet at: booked or scheduled, it is a calendar entry. */
// prettier-ignore
const MEETINGS = new Set(['meeting', 'meetings', 'appointment', 'appointments', 'interview', 'interviews', 'consultation', 'consultations',
  'event', 'events', 'shift', 'shifts', 'visit', 'visits', 'viewing', 'viewings', 'call', 'calls', 'reminder', 'reminders',
  'calendar', 'standup', 'webinar', 'demo']);
/** What someone is booked or enrolled into: a place in it is an order, not an account. */
// prettier-ignore
const BOOKABLE = new Set(['class', 'classes', 'course', 'courses', 'lesson', 'lessons', 'workshop', 'workshops', 'waitlist', 'slot', 'slots',
  'table', 'tables', 'seat', 'seats', 'session', 'sessions', 'camp', 'tour', 'tours']);
/** Entries booked in a ledger or a stock book: a record changed (`book a stock correction`, `book hours`). */
// prettier-ignore
const BOOKED_ENTRIES = new Set(['entry', 'entries', 'correction', 'corrections', 'adjustment', 'adjustments', 'journal', 'stock', 'inventory',
  'expense', 'expenses', 'hours', 'time', 'timesheet', 'writeoff', 'accrual', 'accruals']);
/** What a scheduled send delivers: a campaign, a newsletter, a post (message-send). */
// prettier-ignore
const SENDABLE = new Set(['campaign', 'campaigns', 'newsletter', 'newsletters', 'blast', 'blasts', 'mailing', 'mailings', 'digest', 'send',
  'sends', 'notification', 'notifications', 'push', 'broadcast', 'announcement', 'announcements', 'sms', 'email', 'emails', 'message',
  'messages', 'post', 'posts', 'tweet', 'tweets', 'text', 'texts', 'mail', 'reply', 'story', 'stories']);
/** Work a schedule starts on its own: a job, a run, a backup (external-api-call). */
// prettier-ignore
const SCHEDULED_RUNS = new Set(['job', 'jobs', 'task', 'tasks', 'run', 'runs', 'build', 'builds', 'pipeline', 'workflow', 'deployment', 'scan',
  'scans', 'backup', 'backups', 'export', 'exports', 'report', 'reports', 'sync', 'cron', 'maintenance', 'reboot', 'restart', 'update', 'updates',
  'irrigation', 'watering', 'cycle', 'cycles', 'program', 'programs', 'recording', 'recordings']);
/** Words that say a withdrawal or a posting moves money. */
// prettier-ignore
const MONEY_WORDS = new Set(['amount', 'amounts', 'money', 'cash', 'fund', 'funds', 'balance', 'wallet', 'wallets', 'savings', 'account', 'accounts',
  'bank', 'atm', 'investment', 'investments', 'portfolio', 'brokerage', 'crypto', 'coin', 'coins', 'usd', 'eur', 'gbp', 'dollars', 'euros',
  'charge', 'charges', 'fee', 'fees', 'debit', 'debits', 'credit', 'credits', 'deposit', 'deposits', 'earnings', 'salary', 'payment', 'payments',
  'transfer', 'transfers', 'btc', 'eth', 'usdc', 'usdt', 'stake', 'interest', 'dividend', 'dividends']);
/** Money posted to an account: a charge, a fee, a payment (payment-initiate). */
const POSTED_MONEY = new Set([
  'charge',
  'charges',
  'fee',
  'fees',
  'debit',
  'debits',
  'credit',
  'credits',
  'payment',
  'payments',
  'refund',
  'refunds',
]);
/** Books money is posted to: an entry on one of them moves money. */
const LEDGERS = new Set(['ledger', 'ledgers', 'folio', 'folios', 'account', 'accounts', 'journal', 'books', 'bill', 'tab', 'invoice', 'statement']);
const LEDGER_ENTRIES = new Set(['entry', 'entries', 'transaction', 'transactions', 'line', 'lines', 'item', 'items']);
/** Classes of the records an HTTP-style `post_<record>` creates. */
const RECORD_CLASSES: ReadonlySet<ActionClass> = new Set([CLASS.fileModify, CLASS.identityAdmin, CLASS.orderManage, CLASS.calendarWrite]);
/** What a post publishes (message-send) even though the noun names a file or a record elsewhere. */
// prettier-ignore
const PUBLISHED = new Set(['image', 'images', 'photo', 'photos', 'picture', 'pictures', 'video', 'videos', 'media', 'story', 'article', 'articles',
  'link', 'links', 'status', 'update', 'updates', 'content', 'job', 'jobs', 'listing', 'listings', 'ad', 'ads', 'note', 'notes']);

function firstIn(groups: readonly (readonly string[])[], set: ReadonlySet<string>): string | undefined {
  for (const group of groups) for (const word of group) if (set.has(word)) return word;
  return undefined;
}

/** `book`, `reserve`: a meeting is a calendar entry, a ledger or stock entry a record; anything else (a room, a seat, a class) is an order. */
function bookReading(groups: readonly (readonly string[])[]): WriteReading {
  const strong = strongObject(groups, 'things');
  if (strong !== undefined) return { cls: strong.cls, why: `books ${strong.word} (${strong.cls})` };
  const money = firstIn(groups.slice(0, 1), POSTED_MONEY);
  if (money !== undefined) return { cls: CLASS.paymentInitiate, why: `books ${money} (payment-initiate)` };
  const meeting = firstIn(groups, MEETINGS);
  if (meeting !== undefined) return { cls: CLASS.calendarWrite, why: `books ${meeting} (calendar-write)` };
  const entry = firstIn(groups.slice(0, 2), BOOKED_ENTRIES);
  if (entry !== undefined) return { cls: CLASS.fileModify, why: `books ${entry}, a record (file-modify)` };
  return { cls: CLASS.orderManage, why: 'books or reserves something (order-manage)' };
}

/**
 * `schedule`: a meeting is a calendar write; a scheduled send (a campaign, a post) sends; a scheduled
 * payment pays; a scheduled job, device run or backup acts on a system (external-api-call). With
 * nothing named, the most dangerous of the readings short of moving money: external-api-call.
 */
function scheduleReading(groups: readonly (readonly string[])[]): WriteReading {
  const strong = strongObject(groups, 'things');
  if (strong !== undefined) return { cls: strong.cls, why: `schedules ${strong.word} (${strong.cls})` };
  for (const group of groups) {
    for (const word of group) {
      if (SENDABLE.has(word)) return { cls: CLASS.messageSend, why: `schedules ${word} to be sent (message-send)` };
      if (MEETINGS.has(word) || OBJECT_CLASS.get(word) === CLASS.calendarWrite)
        return { cls: CLASS.calendarWrite, why: `schedules ${word} (calendar-write)` };
      if (SCHEDULED_RUNS.has(word) || OBJECT_CLASS.get(word) === CLASS.externalApiCall)
        return { cls: CLASS.externalApiCall, why: `schedules ${word} to run (external-api-call)` };
      if (POSTED_MONEY.has(word)) return { cls: CLASS.paymentInitiate, why: `schedules ${word} (payment-initiate)` };
    }
  }
  return { cls: CLASS.externalApiCall, why: 'schedules something unnamed to happen (external-api-call, the wider reading)', unnamed: true };
}

/** `withdraw`: money only with a money object (or none named); withdrawing items, an application, an offer removes a record. */
function withdrawReading(groups: readonly (readonly string[])[]): WriteReading {
  const money = firstIn(groups, MONEY_WORDS) ?? strongObject(groups, 'payment')?.word;
  if (money !== undefined) return { cls: CLASS.paymentInitiate, why: `withdraws ${money} (payment-initiate)` };
  const object = firstObject(groups, (_, word) => !PEOPLE.has(word));
  if (object === undefined)
    return { cls: CLASS.paymentInitiate, why: 'withdraws something unnamed (payment-initiate, the wider reading)', unnamed: true };
  const cls = object.cls === CLASS.messageSend || object.cls === CLASS.accountModify ? CLASS.fileModify : object.cls;
  return { cls, why: `withdraws ${object.word}, no money (${cls})` };
}

/**
 * `post` that is no message: a charge, a fee or an entry posted to a ledger moves money; a record
 * posted to an API (`post_release`, `post_api_token`, HTTP POST naming) creates it.
 */
function postReading(groups: readonly (readonly string[])[]): WriteReading | undefined {
  const money = firstIn(groups.slice(0, 2), POSTED_MONEY);
  if (money !== undefined) return { cls: CLASS.paymentInitiate, why: `posts ${money} to an account (payment-initiate)` };
  const entry = firstIn(groups.slice(0, 2), LEDGER_ENTRIES);
  const ledger = firstIn(groups, LEDGERS);
  if (entry !== undefined && ledger !== undefined) return { cls: CLASS.paymentInitiate, why: `posts ${entry} to ${ledger} (payment-initiate)` };
  // The posted thing: the words after the verb up to where it goes (`post_changelog_entry`, `post_api_token`).
  const all = groups[0] ?? [];
  const to = all.findIndex((w) => TOWARDS.has(w));
  const posted = to < 0 ? all : all.slice(0, to);
  if (posted.some((w) => PUBLISHED.has(w) || OBJECT_CLASS.get(w) === CLASS.messageSend)) return undefined;
  for (let i = 0; i < posted.length; i++) {
    const credential = credentialAt(posted, i);
    if (credential !== undefined) return { cls: CLASS.identityAdmin, why: `creates ${credential} (identity-admin)` };
  }
  const record = posted.find((w) => RECORD_CLASSES.has(OBJECT_CLASS.get(w) ?? CLASS.read));
  if (record === undefined) return undefined;
  const cls = OBJECT_CLASS.get(record)!;
  return { cls, why: `creates ${record}, a record, not a message (${cls})` };
}
