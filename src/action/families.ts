/**
 * Verbs whose class is their object's, each read by what it acts on: booking (an order, a calendar
 * entry or a ledger record), scheduling (a send, a meeting, a job, a payment), withdrawing (money
 * or a record) and posting (money to an account, or a record created the HTTP way).
 */
import { CLASS } from './classes.ts';
import { credentialAt, OBJECT_CLASS, PEOPLE } from './nouns.ts';
import { firstIn, firstObject, strongObject, type WriteReading } from './object-find.ts';
import type { ActionClass } from './types.ts';

const TOWARDS = new Set(['to', 'into', 'from', 'onto']);

/** What people meet at: booked or scheduled, it is a calendar entry. */
// prettier-ignore
const MEETINGS = new Set(['meeting', 'meetings', 'appointment', 'appointments', 'interview', 'interviews', 'consultation', 'consultations',
  'event', 'events', 'shift', 'shifts', 'visit', 'visits', 'viewing', 'viewings', 'call', 'calls', 'reminder', 'reminders',
  'calendar', 'standup', 'webinar', 'demo', 'diary', 'diaries']);
/** What someone is booked or enrolled into: a place in it is an order, not an account. */
// prettier-ignore
export const BOOKABLE: ReadonlySet<string> = new Set(['class', 'classes', 'course', 'courses', 'lesson', 'lessons', 'workshop', 'workshops', 'waitlist', 'slot', 'slots',
  'table', 'tables', 'seat', 'seats', 'session', 'sessions', 'camp', 'tour', 'tours']);
/** Entries booked in a ledger or a stock book: a record changed (`book a stock correction`, `book hours`). */
// prettier-ignore
const BOOKED_ENTRIES = new Set(['entry', 'entries', 'correction', 'corrections', 'adjustment', 'adjustments', 'journal', 'stock', 'inventory',
  'expense', 'expenses', 'hours', 'time', 'timesheet', 'writeoff', 'accrual', 'accruals']);
/** What a scheduled send delivers: a campaign, a newsletter, a post (message-send). */
// prettier-ignore
const SENDABLE = new Set(['campaign', 'campaigns', 'newsletter', 'newsletters', 'bulletin', 'bulletins', 'notice', 'notices', 'blast',
  'blasts', 'mailing', 'mailings', 'digest', 'send', 'sends', 'notification', 'notifications', 'push', 'broadcast', 'announcement', 'announcements', 'sms', 'email', 'emails', 'message',
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
/** Words that stand for what is posted without naming it ("posts it to the account"). */
const PRONOUNS = new Set(['it', 'them', 'this', 'these', 'that', 'those']);
const LEDGER_ENTRIES = new Set(['entry', 'entries', 'transaction', 'transactions', 'line', 'lines', 'item', 'items']);
/** Classes of the records an HTTP-style `post_<record>` creates. */
const RECORD_CLASSES: ReadonlySet<ActionClass> = new Set([CLASS.fileModify, CLASS.identityAdmin, CLASS.orderManage, CLASS.calendarWrite]);
/** What a post publishes (message-send) even though the noun names a file or a record elsewhere. */
// prettier-ignore
const PUBLISHED = new Set(['image', 'images', 'photo', 'photos', 'picture', 'pictures', 'video', 'videos', 'media', 'story', 'article', 'articles',
  'link', 'links', 'status', 'update', 'updates', 'content', 'job', 'jobs', 'listing', 'listings', 'ad', 'ads', 'note', 'notes']);

/** `book`, `reserve`: a meeting is a calendar entry, a ledger or stock entry a record; anything else (a room, a seat, a class) is an order. */
export function bookReading(groups: readonly (readonly string[])[]): WriteReading {
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
export function scheduleReading(groups: readonly (readonly string[])[]): WriteReading {
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
export function withdrawReading(groups: readonly (readonly string[])[]): WriteReading {
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
export function postReading(groups: readonly (readonly string[])[]): WriteReading | undefined {
  // What is posted: after the verb, before it, or the namespace it is posted in (`fees.post`).
  const money = firstIn(groups.slice(0, 3), POSTED_MONEY);
  if (money !== undefined) return { cls: CLASS.paymentInitiate, why: `posts ${money} to an account (payment-initiate)` };
  const entry = firstIn(groups.slice(0, 3), LEDGER_ENTRIES);
  const ledger = firstIn(groups, LEDGERS);
  if (entry !== undefined && ledger !== undefined) return { cls: CLASS.paymentInitiate, why: `posts ${entry} to ${ledger} (payment-initiate)` };
  // "posts it to the account": whatever "it" is, what is posted to a ledger is booked there.
  const target = (groups[0] ?? []).slice((groups[0] ?? []).findIndex((w) => TOWARDS.has(w)) + 1);
  const booked = (groups[0] ?? []).some((w) => TOWARDS.has(w)) ? target.find((w) => LEDGERS.has(w)) : undefined;
  if (booked !== undefined && (groups[0] ?? []).slice(0, 2).every((w) => PRONOUNS.has(w) || TOWARDS.has(w)))
    return { cls: CLASS.paymentInitiate, why: `posts to the ${booked}: booked there (payment-initiate)` };
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

/** Money that can be handed back, and what a money word names when a data noun follows it ("payment status"). */
// Singular only: "returns the payments of a customer" lists them.
const RETURNED_MONEY = new Set(['fee', 'payment', 'deposit', 'money', 'fare', 'premium', 'charge', 'overpayment', 'contribution', 'dues', 'tuition']);
// prettier-ignore
const MONEY_DATA = new Set(['status', 'statuses', 'details', 'detail', 'history', 'info', 'information', 'record', 'records', 'report', 'reports', 'receipt', 'receipts', 'summary', 'list', 'breakdown', 'rules', 'policy', 'terms', 'schedule', 'method', 'methods', 'options', 'amount', 'amounts', 'date', 'dates', 'id', 'ids']);

/** The money word that heads the verb's object ("the consular fee"), or undefined ("the payment status" names data). */
export function moneyHandedBack(objects: readonly string[]): string | undefined {
  const at = objects.slice(0, 3).findIndex((w) => RETURNED_MONEY.has(w));
  if (at < 0) return undefined;
  const next = objects[at + 1];
  return next !== undefined && (MONEY_DATA.has(next) || RETURNED_MONEY.has(next)) ? undefined : objects[at];
}
