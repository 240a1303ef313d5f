/**
 * The class of a write from its verb and what it acts on: `delete` + e-mail deletes a stored
 * message (file-modify), `send` + e-mail sends one, `create` + user makes an identity, `cancel` +
 * meeting changes a calendar, `run` + script executes code. Objects are looked for in groups, most
 * telling first: the words after the verb, the words before it, the namespaces, the description.
 */
import { CLASS } from './classes.ts';
import { CREATE_OR_REMOVE, PUBLISH, type VerbSense } from './lexicon.ts';
import { ACCOUNT_OBJECTS, CODE_OBJECTS, OBJECT_CLASS } from './nouns.ts';
import type { ActionClass } from './types.ts';
import { BOOKABLE, bookReading, postReading, scheduleReading, withdrawReading } from './families.ts';
import { firstIn, firstObject, strongObject, type WriteReading } from './object-find.ts';

/** What a service is told to post to: registering one is no account. */
const CALLBACKS: ReadonlySet<string> = new Set([
  'callback',
  'callbacks',
  'webhook',
  'webhooks',
  'hook',
  'hooks',
  'endpoint',
  'subscriber',
  'listener',
]);

export type { WriteReading } from './object-find.ts';

/** Verb classes whose people are beneficiaries: booking a member into a class orders, it changes no membership. */
const FOR_PEOPLE: ReadonlySet<ActionClass> = new Set([CLASS.orderManage, CLASS.calendarWrite, CLASS.messageSend, CLASS.paymentInitiate]);

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

/** Verbs of writing something down: what they act on happened elsewhere. */
const RECORDING = new Set(['record', 'log', 'note', 'enter', 'jot']);

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
  // "record_payment", "log a contribution": writing down money that moved is a ledger's line, not a payment.
  if (strong?.cls === CLASS.paymentInitiate && RECORDING.has(base))
    return { cls: CLASS.fileModify, why: `records ${strong.word} in a ledger (file-modify): writing it down moves no money` };
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
    // "Registers a callback address", "register a webhook": an address the service then posts to (data leaves to it).
    const hook = firstIn(groups, CALLBACKS);
    if (hook !== undefined) return { cls: CLASS.externalApiCall, why: `registers a ${hook} the service posts to (external-api-call)` };
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
    // Looked for beyond the verb's own object only when it has none (`stock.adjust`, not "adjust pricing data").
    const direct = groups[0] ?? [];
    const quantity = firstIn(direct.length > 0 ? [direct] : groups.slice(1, 3), RECORDED_QUANTITIES);
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
