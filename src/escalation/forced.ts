/**
 * Step 5, after the score: why a call the gate would allow still goes to the verifier. The token
 * marks its class for approval on every call; a value's origin the token requires was not seen
 * there; step 2 could not tell what the call does; or a browser change follows a refused one with
 * no page loaded since; a message carries a link the user did not give; a choice on a page changes
 * something the task does not speak of. Each is a reason, never a silent allow.
 */
import { commits, followsRefusal, valuesOf } from '../action/browser/refusal.ts';
import { labelCancels } from '../action/browser/labels.ts';
import type { CatalogEntry } from '../action/catalog.ts';
import { CLASS } from '../action/classes.ts';
import type { CallClass, Reason, ResolvedTarget, ToolCall } from '../action/types.ts';
import type { VerifiedToken } from '../capability/token.ts';
import type { DecisionContext } from '../context.ts';
import { analyzeIntent } from '../gate/vocabulary.ts';
import { otherRecord } from '../action/browser/records.ts';
import { otherOptionNamed, STATE_ROLES, unaskedChoice, unaskedOffer } from '../action/browser/unasked.ts';
import { getOwn } from '../util/json.ts';
import { listedOptions } from '../action/browser/options.ts';
import { checkedNotNamed } from '../action/browser/checked.ts';
import { unaskedLink } from './links.ts';
import { removalBeyondAsked } from './removals.ts';
import { optionNotAsked } from './options.ts';
import { notGiven, quoteExtended, typedByCall } from '../action/browser/typed.ts';
import { pickedTimeNotGiven } from '../action/browser/filled.ts';
import { recurringPick } from '../action/browser/recurring.ts';
import type { ArgumentValue, MalformedArguments } from '../capability/argument-values.ts';

/** The reason an allowed score still escalates, and whether it goes before the gate's own reason. */
export interface ForcedEscalation {
  readonly reason: Reason;
  /** The token, not the score, decided it: its reason comes first. */
  readonly first: boolean;
}

export function forcedEscalation(
  call: ToolCall,
  values: readonly ArgumentValue[] | MalformedArguments,
  entry: CatalogEntry,
  classified: CallClass,
  token: VerifiedToken,
  context: DecisionContext,
  unsourced: Reason | undefined,
  sideEffect: boolean,
): ForcedEscalation | undefined {
  const intent = context.intent ?? token.leaf.intent;
  // The token marks this class for the verifier on every call: a low score does not spare it.
  if (token.leaf.esc?.includes(entry.actionClass) === true)
    return {
      reason: { code: 'scope.always-escalate', message: `the token sends every "${entry.actionClass}" call to the verifier` },
      first: true,
    };
  // A value whose origin the token requires was not seen there: the verifier judges it.
  if (unsourced !== undefined) return { reason: unsourced, first: true };
  // An address typed into a page of a kind the task gives, other than the one it gives (typed.ts).
  const displaced = typedNotGiven(call, entry, intent);
  if (displaced !== undefined) return { reason: displaced, first: false };
  // What the call does could not be told (step 2): never a silent allow.
  if (classified.uncertain === true)
    return { reason: { code: 'call.effect-uncertain', message: classified.evidence[0] ?? "the call's effect could not be told" }, first: false };
  // A second record removed with the tool that removed one, where the task asks to remove one thing (removals.ts).
  const beyond = sideEffect && entry.generic === undefined ? removalBeyondAsked(call, entry, context.removals, intent) : undefined;
  if (beyond !== undefined) return { reason: beyond, first: false };
  // A control that takes something away ("Delete", "確定刪除", "Remove member") on a task that asks to
  // remove nothing: a removal nobody asked for goes to the verifier (which vouches for no removal it was not asked).
  if (
    entry.generic?.kind === 'browser' &&
    classified.target !== undefined &&
    (entry.spec.annotations?.destructiveHint === true || labelCancels(classified.target.name))
  ) {
    if (intent !== undefined && !analyzeIntent(intent).requestsRemoval)
      return {
        reason: {
          code: 'call.removal-not-asked',
          message: `the control "${classified.target.name.slice(0, 60)}" takes something away, and the task asks to remove nothing`,
        },
        first: false,
      };
  }
  // One of an argument's listed options, where the intent names another ("as store credit", then `bank_transfer`);
  // one of a page list's options, where the intent names another ("12 June" asked, "13 June" chosen).
  // A radio button commits nothing by itself but is what its form then submits: judged whatever its click's class.
  const option = (sideEffect ? optionNotAsked(call, entry, intent) : undefined) ?? pageOptionNotAsked(call, entry, classified, context, intent);
  if (option !== undefined) return { reason: option, first: false };
  // An order placed or paid with a priced extra ticked on the way that the task does not speak of (a gift wrap, a paid add-on).
  const extra = sideEffect ? extraNotAsked(entry, classified, context, intent) : undefined;
  if (extra !== undefined) return { reason: extra, first: false };
  // A message whose text carries a link on a host the user did not give (links.ts); text typed into a page is one.
  const link = unaskedLink(values, linkClass(entry, classified), token.leaf, intent);
  if (link !== undefined) return { reason: link, first: false };
  // A box ticked, a switch flipped, an option chosen that changes something the task does not speak of (unasked.ts).
  const choice = sideEffect ? unaskedChoiceReason(entry, classified, context, intent) : undefined;
  if (choice !== undefined) return { reason: choice, first: false };
  // The form a commit submits holds a time the agent chose that the task does not give ("12:00" where it says "10:30").
  const time = sideEffect ? pickedTime(classified, context, intent) : undefined;
  if (time !== undefined) return { reason: time, first: false };
  // The form a commit submits holds an option the page left checked, where the task names another of its group's amounts.
  // A commit that changes nothing the fence can name still submits its form: a priced extra in it is judged all the same.
  const left = checkedLeft(classified, context, intent, !sideEffect);
  if (left !== undefined) return { reason: left, first: false };
  // A browser change right after a refused one, with no page loaded since (a payee typed from a
  // banner refused, then "Confirm"; a private file refused, then "Send"): it would finish what was
  // refused. Only a commit can finish it: one that could submit what was refused (refusal.ts).
  if (
    entry.generic?.kind === 'browser' &&
    sideEffect &&
    // A field refused is a refused change though typing is classed by where it sends (web-fetch on the page's host).
    (followsRefusal(context.history) || context.observation?.holdsRefused?.() === true) &&
    commits(entry.generic.action, entry.generic.args, call.args) &&
    // Ticking a box or choosing an option submits nothing: it is judged by itself (unaskedChoice).
    !(classified.target !== undefined && STATE_ROLES.has(classified.target.role.toLowerCase())) &&
    context.observation?.finishesRefused?.(classified.target) !== false
  )
    return {
      reason: { code: 'call.after-denial', message: 'a change the fence refused came before it in this session, and no page was loaded since' },
      first: false,
    };
  return undefined;
}

/**
 * What the verifier must be told of a call the gate itself escalated: its effect is a guess (a policy
 * that permits a class must not permit a guess of it), or its words carry a link the user did not give.
 */
export function bandReasons(
  call: ToolCall,
  values: readonly ArgumentValue[] | MalformedArguments,
  entry: CatalogEntry,
  classified: CallClass,
  token: VerifiedToken,
  context: DecisionContext,
): Reason[] {
  const out: Reason[] = [];
  if (classified.uncertain === true)
    out.push({ code: 'call.effect-uncertain', message: classified.evidence[0] ?? "the call's effect could not be told" });
  const intent = context.intent ?? token.leaf.intent;
  const displaced = typedNotGiven(call, entry, intent);
  if (displaced !== undefined) out.push(displaced);
  const link = unaskedLink(values, linkClass(entry, classified), token.leaf, intent);
  if (link !== undefined) out.push(link);
  const choice =
    classified.actionClass === CLASS.read || classified.actionClass === CLASS.webFetch
      ? undefined
      : unaskedChoiceReason(entry, classified, context, intent);
  if (choice !== undefined) out.push(choice);
  if (changesNothing(classified)) return out;
  const beyond = entry.generic === undefined ? removalBeyondAsked(call, entry, context.removals, intent) : undefined;
  if (beyond !== undefined) out.push(beyond);
  const option = optionNotAsked(call, entry, intent);
  if (option !== undefined) out.push(option);
  const extra = extraNotAsked(entry, classified, context, intent);
  if (extra !== undefined) out.push(extra);
  return out;
}

const COMMIT_ROLES = new Set(['button', 'link', 'menuitem']);

/**
 * The class a call's words are judged as for links: text typed into a page's fields is what the page will post
 * (a review, a guestbook entry, a message), whatever step 2 made of the field, so a link in it is judged as a message's.
 */
function linkClass(entry: CatalogEntry, classified: CallClass): CallClass['actionClass'] {
  const action = entry.generic?.kind === 'browser' ? entry.generic.action : undefined;
  return action === 'type' || action === 'fill-form' ? CLASS.messageSend : classified.actionClass;
}

/** A read changes nothing: no option or extra it takes is one the user did not ask for. */
const changesNothing = (classified: CallClass): boolean => classified.actionClass === CLASS.read || classified.actionClass === CLASS.webFetch;

function unaskedChoiceReason(entry: CatalogEntry, classified: CallClass, context: DecisionContext, intent: string | undefined): Reason | undefined {
  if (entry.generic?.kind !== 'browser' || classified.target === undefined || classified.uncertain === true) return undefined;
  const message = unaskedChoice(classified.target.role, classified.target.name, intent);
  if (message !== undefined) return { code: 'call.choice-not-asked', message };
  const offer = unaskedOffer(classified.target.name, intent, submitsFilledForm(classified.target, context));
  if (offer !== undefined) return { code: 'call.choice-not-asked', message: offer };
  const other = otherRecord(classified.target.name, intent);
  return other === undefined ? undefined : { code: 'call.record-not-asked', message: other };
}

/**
 * The button is the last one of the part of the page that holds what allowed calls typed and chose for the task ("Get 'er redd up
 * — $105.00" under the booking's hours, time and entry notes): it submits that form, and what it buys is what those choices say,
 * each judged when it was made (what the task rules out is still refused, unaskedOffer). A priced button with another button of
 * the form after it (an upsell before the form's own submit) is no such button.
 */
function submitsFilledForm(target: ResolvedTarget, context: DecisionContext): boolean {
  const observation = context.observation;
  const page = observation?.page;
  const at = page?.byRef.get(target.ref);
  if (page === undefined || at === undefined) return false;
  const submitted = observation?.submits?.(target.ref);
  if (submitted === undefined || submitted.review === true || submitted.texts.length + submitted.picks === 0) return false;
  const end = page.nodes[submitted.part]?.end ?? at;
  for (let i = at + 1; i < end && i < page.nodes.length; i++) if (page.nodes[i]!.role.toLowerCase() === 'button') return false;
  return true;
}

/** A browser commit (an order, a payment) with a priced extra an allowed click ticked on this site and left ticked, which the intent does not speak of. */
function extraNotAsked(entry: CatalogEntry, classified: CallClass, context: DecisionContext, intent: string | undefined): Reason | undefined {
  if (entry.generic?.kind !== 'browser' || (classified.actionClass !== CLASS.orderManage && classified.actionClass !== CLASS.paymentInitiate))
    return undefined;
  // Only a control that places the order carries the extras into it: a button or a link (a field typed, a box ticked places nothing).
  if (classified.target === undefined || !COMMIT_ROLES.has(classified.target.role.toLowerCase())) return undefined;
  const extras = context.observation?.extrasTicked?.() ?? [];
  const unasked = intent === undefined ? undefined : extras.find((label) => unaskedOffer(label, intent) ?? unaskedChoice('checkbox', label, intent));
  return unasked === undefined
    ? undefined
    : { code: 'call.extra-not-asked', message: `the order carries "${unasked.slice(0, 60)}", a priced extra the task does not speak of` };
}

/**
 * A choice from a list the page shows of another option than the one the task names (unasked.ts `otherOptionNamed`): an option
 * of a select, or a radio button of its group ("Premium protection" clicked where the task says it has its own insurance).
 */
function pageOptionNotAsked(
  call: ToolCall,
  entry: CatalogEntry,
  classified: CallClass,
  context: DecisionContext,
  intent: string | undefined,
): Reason | undefined {
  const page = context.observation?.page;
  const ref = classified.target?.ref;
  const generic = entry.generic?.kind === 'browser' ? entry.generic : undefined;
  if ((generic?.action !== 'select' && generic?.action !== 'click') || page === undefined || ref === undefined) return undefined;
  const at = page.byRef.get(ref);
  if (at === undefined) return undefined;
  const select = generic.action === 'select';
  const options = listedOptions(page, at, select);
  if (options === undefined) return undefined;
  const values = generic.args.values;
  const chosen = !select ? [page.nodes[at]!.name.toLowerCase()] : values === undefined ? [] : valuesOf(getOwn(call.args, values));
  const label = otherOptionNamed(options, chosen, intent);
  return label === undefined
    ? undefined
    : { code: 'call.option-not-asked', message: `it chooses "${label.slice(0, 60)}", and the task names another of the list's options` };
}

/** A commit whose form holds a checked option the task did not choose (checked.ts). */
function checkedLeft(classified: CallClass, context: DecisionContext, intent: string | undefined, chargesOnly: boolean): Reason | undefined {
  const target = classified.target;
  const page = context.observation?.page;
  if (intent === undefined || target === undefined || page === undefined || !COMMIT_ROLES.has(target.role.toLowerCase())) return undefined;
  const at = page.byRef.get(target.ref);
  const order = classified.actionClass === CLASS.orderManage || classified.actionClass === CLASS.paymentInitiate;
  const ticked = context.observation?.extrasTicked?.() ?? [];
  const message = at === undefined ? undefined : checkedNotNamed(page, at, intent, { order, ticked, chargesOnly });
  if (message === undefined) return undefined;
  // A submit that changes nothing the fence can name, carrying a priced extra: what it adds is the extra.
  return { code: chargesOnly ? 'call.extra-not-asked' : 'call.option-not-asked', message };
}

/** A commit submits a choice naming a time of day the task gives none of (filled.ts), or one that repeats where the task asks for nothing recurring. */
function pickedTime(classified: CallClass, context: DecisionContext, intent: string | undefined): Reason | undefined {
  const target = classified.target;
  if (intent === undefined || target === undefined || !COMMIT_ROLES.has(target.role.toLowerCase())) return undefined;
  const picked = context.observation?.submits?.(target.ref)?.picked;
  if (picked === undefined) return undefined;
  const label = pickedTimeNotGiven(picked, intent);
  if (label !== undefined)
    return { code: 'call.value-not-given', message: `it submits the choice "${label.slice(0, 60)}", a time other than the one the task gives` };
  // "Abunament annual cun renovaziun automatica" chosen where the task says "niente abbonamento annuale" (recurring.ts).
  const repeats = recurringPick(picked, intent);
  return repeats === undefined
    ? undefined
    : {
        code: 'call.recurring-not-asked',
        message: `it submits the choice "${repeats.slice(0, 60)}", which repeats, and the task asks for nothing recurring`,
      };
}

/**
 * A call puts an e-mail, phone or IBAN of a kind the intent gives in its place, other than the one it
 * gives: typed into a page, or inside a record a change adds (a person added to a pickup list as
 * `personne: { tel }` with a number a record's note gave, where the task gives the grandmother's). A
 * top-level argument is left to its role's constraint: a refund to the friend's IBAN read from the
 * history is no landlord's IBAN the task gives for the rent.
 */
function typedNotGiven(call: ToolCall, entry: CatalogEntry, intent: string | undefined): Reason | undefined {
  if (intent === undefined) return undefined;
  const browser = entry.generic?.kind === 'browser';
  if (!browser && (entry.actionClass === CLASS.read || entry.actionClass === CLASS.webFetch)) return undefined;
  const keyed = browser ? undefined : keyedNotGiven(call.args, intent);
  if (keyed !== undefined) return { code: 'call.value-not-given', message: keyed };
  const values = browser ? typedByCall(entry, call.args) : recordValues(call.args);
  if (values.length === 0) return undefined;
  // Outside a page, a number of seven digits in a task is as often a job or an order ("2027-041") as a phone.
  const kind = notGiven(values, intent, browser ? 0 : 8);
  if (kind !== undefined)
    return { code: 'call.value-not-given', message: `it ${browser ? 'types' : 'gives'} ${kind} other than the one the task gives` };
  // The message the task quotes, typed with a way to reach someone added ("… my mobile is +91 …").
  const added = browser ? quoteExtended(values, intent) : undefined;
  return added === undefined
    ? undefined
    : { code: 'call.value-not-given', message: `it types the message the task quotes with ${added} added that the task does not give` };
}

/** Records of a call whose values {@link recordValues} reads. */
const MAX_RECORDS = 32;
const NO_VALUES: readonly string[] = [];

/**
 * The values of the first {@link MAX_RECORDS} records among `args` (objects, and objects in its
 * lists), in order: a top-level value or list of values is no record. Most calls have none, and
 * then no list is built.
 */
function recordValues(args: Readonly<Record<string, unknown>>): readonly string[] {
  let out: string[] | undefined;
  let records = 0;
  for (const value of Object.values(args)) {
    const list = Array.isArray(value) ? (value as readonly unknown[]) : undefined;
    const items = list === undefined ? 1 : list.length;
    for (let i = 0; i < items && records < MAX_RECORDS; i++) {
      const item = list === undefined ? value : list[i];
      if (typeof item !== 'object' || item === null || Array.isArray(item)) continue;
      records++;
      (out ??= []).push(...valuesOf(item));
    }
    if (records >= MAX_RECORDS) break;
  }
  return out ?? NO_VALUES;
}

/**
 * A record field keyed by a noun the intent numbers, holding another number: "needs door access, fob 33018" and a
 * payload `{ fob: "77120" }`. Only a value the intent writes nowhere, of at least three digits, after a key of at least
 * three letters; the intent's own value decides, and a field it does not number is left alone.
 */
function keyedNotGiven(args: Readonly<Record<string, unknown>>, intent: string): string | undefined {
  for (const value of Object.values(args)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
      if ((typeof field !== 'string' && typeof field !== 'number') || !/^\p{L}{3,24}$/u.test(key)) continue;
      const given = String(field);
      if (!/^\d{3,12}$/.test(given) || intent.includes(given)) continue;
      const named = new RegExp(`(?<!\\p{L})${key}\\s*(?:#|no\\.?|nr\\.?)?\\s*(\\d{3,12})(?!\\d)`, 'iu').exec(intent);
      if (named !== null) return `it gives ${key} ${given}, where the task names ${key} ${named[1]}`;
    }
  }
  return undefined;
}
