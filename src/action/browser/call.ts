/**
 * One browser call, classed by its effect: navigation loads an address (web-fetch, its host
 * checked against the token); a click does what its element on the page does; typing goes where
 * its form sends it; reading the page, hovering and scrolling read; page JavaScript executes code.
 * The element comes from the last page the fence saw, by ref or bid; the agent's description of
 * it is only checked against the page. An effect nothing can tell is marked uncertain.
 */
import { CLASS } from '../classes.ts';
import type { BrowserAction, BrowserArgs } from '../generic.ts';
import { rankOf } from '../lexicon.ts';
import type { ActionClass, CallClass, ResolvedTarget, ToolCall } from '../types.ts';
import { getOwn } from '../../util/json.ts';
import { confirmsPermanent } from './permanent.ts';
import { clickEffect, describe, type ElementEffect, fieldEffect, formOf, labelOf, pageWords } from './effect.ts';
import { absolute } from './urls.ts';
import { labelEffect } from './labels.ts';
import { labelPrices } from './prices.ts';
import { paysAtCheckout, savedCardTotal, shownTotal } from './checkout.ts';
import { isStale, type Observation } from './observation.ts';
import { submittedClass } from './filled.ts';
import { valuesOf } from './refusal.ts';
import { answersNotice } from './consent.ts';
import type { PageSnapshot } from './snapshot.ts';
import { contradiction, resolveTarget } from './target.ts';

export interface BrowserTool {
  readonly action: BrowserAction;
  readonly args: BrowserArgs;
}

/** `choose`: picking one of the options the page lists (a select), no value of the agent's own. */
type ElementMode = 'click' | 'field' | 'choose';

const MAX_FIELDS = 64;

export function classifyBrowserCall(tool: BrowserTool, call: ToolCall, observation: Observation | undefined): CallClass {
  const arg = (name: string | undefined): unknown => (name === undefined ? undefined : getOwn(call.args, name));
  const page = observation?.page;
  switch (tool.action) {
    case 'navigate': {
      const url = text(arg(tool.args.url));
      return { actionClass: CLASS.webFetch, evidence: ['loads the address it is given'], ...(url === undefined ? {} : { addresses: [url] }) };
    }
    case 'back':
    case 'forward':
    case 'reload':
      return { actionClass: CLASS.webFetch, evidence: ['moves through pages this task already loaded'] };
    case 'tab': {
      const action = text(arg(tool.args.tabAction))?.toLowerCase();
      const url = text(arg(tool.args.url));
      if (url !== undefined) return { actionClass: CLASS.webFetch, evidence: ['opens a tab at the address it is given'], addresses: [url] };
      return { actionClass: CLASS.read, evidence: [`${action ?? 'switches'} a tab without loading anything`] };
    }
    case 'read-page':
    case 'wait':
    case 'hover':
    case 'scroll':
    case 'close':
    case 'answer': {
      if (text(arg(tool.args.filename)) !== undefined || arg(tool.args.filename) === true)
        return { actionClass: CLASS.fileModify, evidence: ['saves what it reads to a file'] };
      const url = text(arg(tool.args.url));
      if (url !== undefined) return { actionClass: CLASS.webFetch, evidence: ['reads the page at the address it is given'], addresses: [url] };
      return { actionClass: CLASS.read, evidence: [READS[tool.action] ?? 'reads'] };
    }
    case 'evaluate':
      return { actionClass: CLASS.codeExecute, evidence: ['runs JavaScript in the page'] };
    case 'upload':
      // After a refused page load the browser may hold a file chooser of a page the fence never saw (an outside upload page).
      if (observation?.diverged === true)
        return {
          actionClass: CLASS.fileModify,
          evidence: ['hands local files to a page it cannot tell: a page load was refused since the page was seen'],
          uncertain: true,
        };
      return { actionClass: CLASS.fileModify, evidence: ['hands local files to the page'], ...pageAddress(page) };
    case 'dialog':
      if (arg(tool.args.accept) === false) return { actionClass: CLASS.read, evidence: ['dismisses a dialog'] };
      return { actionClass: CLASS.webFetch, evidence: ['accepts a dialog whose effect the page does not show'], uncertain: true };
    case 'click':
    case 'drag':
      return element(tool, call, observation, 'click');
    case 'type':
      return element(tool, call, observation, 'field');
    case 'select':
      return element(tool, call, observation, 'choose');
    case 'fill-form':
      return fillForm(arg(tool.args.fields), observation);
    case 'press':
      return press(tool, call, observation);
    case 'op':
      return operation(tool, call, observation);
  }
}

const READS: Readonly<Record<string, string>> = {
  'read-page': 'reads the page',
  wait: 'waits',
  hover: 'moves the mouse over an element',
  scroll: 'scrolls the page',
  close: 'closes the page',
  answer: "answers the agent's own user (no third party receives it)",
};

/** A click, keystroke or choice on one element. */
function element(tool: BrowserTool, call: ToolCall, observation: Observation | undefined, mode: ElementMode): CallClass {
  const target = text(getOwn(call.args, tool.args.target ?? '')) ?? text(getOwn(call.args, 'endTarget')) ?? text(getOwn(call.args, 'endRef'));
  const description = text(getOwn(call.args, tool.args.description ?? ''));
  const chosen = mode === 'choose' ? valuesOf(getOwn(call.args, tool.args.values ?? '')) : [];
  return onElement(target, description, observation, mode, chosen);
}

function onElement(
  target: string | undefined,
  description: string | undefined,
  observation: Observation | undefined,
  mode: ElementMode,
  chosen: readonly string[] = [],
): CallClass {
  const page = observation?.page;
  if (page === undefined || target === undefined || (observation !== undefined && isStale(observation)))
    return unseen(
      description,
      page === undefined
        ? 'no page has been seen yet'
        : target === undefined
          ? 'the call names no element'
          : 'the page changed since it was last seen',
    );
  const resolved = resolveTarget(page, target);
  if ('missing' in resolved) return unseen(description, resolved.missing);
  const node = page.nodes[resolved.found]!;
  // Text typed into a heading or the page's main part: no browser types there; the agent names an element of a page it was not shown.
  if (mode === 'field' && UNTYPED.has(node.role.toLowerCase()))
    return unseen(description, `${describe(node)} is no field: nothing can be typed into it`);
  let effect = mode === 'click' ? clickEffect(page, resolved.found) : fieldEffect(page, resolved.found, mode === 'choose');
  // "Toupinoù … [Asantiñ] [Nac'hañ]": a button of a two-button notice the site showed on arrival answers it, whatever its words.
  if (
    mode === 'click' &&
    effect.uncertain &&
    node.ref !== undefined &&
    observation?.cameWith?.(node.ref) === true &&
    answersNotice(page, resolved.found, labelPrices)
  )
    effect = { cls: CLASS.read, why: `${describe(node)} answers a notice the site showed when the page was opened`, uncertain: false };
  // A button nothing reads ("Mokėti 41,69 €", "გადახდა") that submits the form the agent typed a card's number into pays for the
  // order: order-manage, bound like any checkout to the task's hosts and the price its label names.
  // So does a "Pay" button ("Ordaindu 27,50 €", "付款") there: the card typed into its form pays for an order, not a bill or a transfer.
  // A button nothing reads ("ކުރިއަށް", "Qatiy") commits what allowed calls put in front of it (filled.ts): the details of a
  // booking, the text of a post, the switches of a settings page.
  // "Proceed — £278.00", "Continue · 45 €": a step that names a price takes it; what its form leads to is an order at that price.
  if (mode === 'click' && effect.cls === CLASS.webFetch && !effect.uncertain && effect.url === undefined && node.role.toLowerCase() === 'button') {
    const prices = labelPrices(labelOf(node));
    if (prices.length > 0 && labelEffect(labelOf(node), []).kind === 'step')
      effect = {
        cls: CLASS.orderManage,
        why: `${describe(node)} names the price of the step it takes (order-manage)`,
        uncertain: false,
        amounts: prices,
      };
  }
  const pays = effect.cls === CLASS.paymentInitiate && !effect.uncertain && paysAtCheckout(page, labelOf(node), pageWords(page));
  const submitted =
    mode === 'click' && (effect.uncertain || pays) && effect.url === undefined && node.ref !== undefined
      ? observation?.submits?.(node.ref)
      : undefined;
  const committed = submitted === undefined || (pays && !submitted.card) ? undefined : submittedClass(page, submitted);
  if (committed !== undefined)
    effect = {
      cls: committed.cls,
      why: `${describe(node)} submits ${committed.why}`,
      uncertain: false,
      ...(committed.amounts === undefined ? {} : { amounts: committed.amounts }),
    };
  // "Dearbh is pàigh" under an order's summary and the saved card it shows ("Visa •• 7730"): it pays for that order, bound by its total.
  const total = pays && committed === undefined && mode === 'click' ? savedCardTotal(page) : undefined;
  if (total !== undefined) {
    const why = `${describe(node)} pays for the order the page sums up, with the saved card it shows (at most ${total})`;
    effect = { cls: CLASS.orderManage, why, uncertain: false, amounts: [total] };
  }
  if (resolved.by === 'ref' && description !== undefined) {
    const mismatch = contradiction(page, resolved.found, description, effect.cls);
    if (mismatch !== undefined) return { actionClass: effect.cls, evidence: [mismatch], mismatch };
  }
  // A spending choice commits to the price of the option chosen ("Forn entièr — 120 €"); a spending button whose words say
  // what it does ("Reservar la cuecha") commits to the prices of the options chosen in its form too, not only its own label's.
  if (SPENDS.has(effect.cls) && !effect.uncertain && effect.amounts === undefined) {
    // What the click submits of what was put in front of it, read once: the options picked and the amounts typed.
    const sent = mode === 'click' && node.ref !== undefined ? observation?.submits?.(node.ref) : undefined;
    const picked = mode === 'choose' ? chosen.slice(0, 8) : committed === undefined ? (sent?.picked ?? []) : [];
    const prices = [...labelPrices(labelOf(node)), ...picked.flatMap((p) => labelPrices(p))];
    if (picked.length > 0 && prices.length > 0) effect = { ...effect, amounts: [Math.max(...prices)] };
    // "amount (£)" typed 40, then "send it": the send commits to the amount typed.
    const typed = sent?.amounts ?? [];
    if (typed.length > 0) effect = { ...effect, amounts: [Math.max(...typed, ...prices, ...(effect.amounts ?? []))] };
    // An order placed with a control that names no price, from a page that sums it up in text: bound by that sum.
    const at = node.ref === undefined ? undefined : page.byRef.get(node.ref);
    const shown =
      effect.amounts === undefined && mode === 'click' && prices.length === 0 && node.ref !== undefined
        ? shownTotal(page, at === undefined ? undefined : formOf(page, at))
        : undefined;
    if (shown !== undefined) effect = { ...effect, amounts: [shown] };
  }
  if (mode === 'click' && confirmsPermanent(page, resolved.found)) effect = { ...effect, removes: true };
  const within = containerName(page, resolved.found);
  // A step that only moves on ("Continue to SoleStack" on a waiting room the site sent the browser to), on a page with no field
  // at all (whose contents it could send, filled by the page itself or by anyone), no refused call typed into, and submitting
  // nothing the agent typed or set there, sends nothing to the page's host: the host is no destination of it.
  const sendsNothing =
    mode === 'click' &&
    effect.cls === CLASS.webFetch &&
    !effect.uncertain &&
    effect.url === undefined &&
    node.ref !== undefined &&
    formOf(page, resolved.found) === undefined &&
    !holdsFields(page) &&
    observation?.submits?.(node.ref) === undefined &&
    observation?.holdsRefused?.() !== true;
  return fromEffect(
    effect,
    page,
    { ref: node.ref ?? target, role: node.role, name: labelOf(node), ...(within === undefined ? {} : { within }) },
    mode,
    sendsNothing,
  );
}

/** Roles of a page's fields: what a button on it could send. */
const PAGE_FIELDS = new Set([
  'textbox',
  'searchbox',
  'combobox',
  'spinbutton',
  'checkbox',
  'radio',
  'switch',
  'slider',
  'listbox',
  'textarea',
  'input',
]);
/** The page holds a field anywhere in its first nodes. */
function holdsFields(page: PageSnapshot): boolean {
  for (let i = 0; i < Math.min(page.nodes.length, 4000); i++) if (PAGE_FIELDS.has(page.nodes[i]!.role.toLowerCase())) return true;
  return false;
}

/** Containers that hold one record's controls, and the dialog that confirms what is done to it. */
const CONTAINERS = new Set(['region', 'form', 'group', 'listitem', 'row', 'article', 'section', 'dialog', 'alertdialog']);

/** The name of the nearest named container around node `at`, within a few levels. */
function containerName(page: PageSnapshot, at: number): string | undefined {
  let up = at < 0 ? -1 : page.nodes[at]!.parent;
  for (let hops = 0; up >= 0 && hops < 6; hops++) {
    const node = page.nodes[up]!;
    if (CONTAINERS.has(node.role.toLowerCase()) && node.name.trim().length > 0) return node.name.slice(0, 120);
    up = node.parent;
  }
  return undefined;
}

function fromEffect(
  effect: ElementEffect,
  page: PageSnapshot,
  seen: { ref: string; role: string; name: string; within?: string },
  mode: ElementMode,
  sendsNothing = false,
): CallClass {
  const pageUrl = page.url === undefined ? undefined : absolute(page.url, undefined);
  const target: ResolvedTarget = { ...seen, ...(effect.url === undefined ? {} : { url: effect.url }), ...(pageUrl === undefined ? {} : { pageUrl }) };
  // A link sends the browser to its address; anything else sends what the agent typed to this page's host.
  const addresses =
    effect.url !== undefined
      ? [effect.url]
      : (mode !== 'click' || effect.cls !== CLASS.read) && !sendsNothing
        ? pageUrl === undefined
          ? []
          : [pageUrl]
        : [];
  // A control that spends ("Pay £58.00", "VIP upgrade (£120)") commits to the price its label names.
  const amounts = effect.amounts ?? (mode === 'click' && SPENDS.has(effect.cls) ? labelPrices(seen.name) : []);
  return {
    actionClass: effect.cls,
    evidence: [effect.why],
    target,
    ...(addresses.length > 0 ? { addresses } : {}),
    ...(amounts.length > 0 ? { amounts } : {}),
    ...(effect.uncertain ? { uncertain: true } : {}),
    ...(effect.removes === true ? { removes: true } : {}),
  };
}

/**
 * Roles of elements that hold no text a person types: landmarks, headings, prose, images. Not a `generic` one (an editor the page
 * made editable), nor controls a recorded trace names for the field they open (a button, a link, a list item: Mind2Web's people
 * typed into such).
 */
// prettier-ignore
const UNTYPED: ReadonlySet<string> = new Set([
  'heading', 'main', 'navigation', 'banner', 'contentinfo', 'complementary', 'list', 'paragraph', 'statictext', 'table', 'separator',
  'img', 'image', 'figure', 'article', 'form', 'region', 'rootwebarea', 'webarea', 'dialog', 'alertdialog', 'tablist', 'menubar',
]);

/** Classes whose controls spend money. */
const SPENDS: ReadonlySet<ActionClass> = new Set([CLASS.orderManage, CLASS.paymentInitiate]);

/**
 * The element cannot be found on a page the fence saw: the effect cannot be told from the page.
 * The agent's description may only make it more dangerous, never less.
 */
function unseen(description: string | undefined, why: string): CallClass {
  const said = description === undefined ? undefined : labelEffect(description, []);
  const cls: ActionClass = said?.kind === 'write' && rankOf(said.cls) > rankOf(CLASS.webFetch) ? said.cls : CLASS.webFetch;
  return { actionClass: cls, evidence: [`the element cannot be checked: ${why}`], uncertain: true };
}

function fillForm(fields: unknown, observation: Observation | undefined): CallClass {
  if (!Array.isArray(fields) || fields.length === 0) return { actionClass: CLASS.read, evidence: ['fills no field'] };
  let worst: CallClass | undefined;
  const evidence: string[] = [];
  for (const field of fields.slice(0, MAX_FIELDS)) {
    const record = typeof field === 'object' && field !== null && !Array.isArray(field) ? (field as Record<string, unknown>) : {};
    const target = text(getOwn(record, 'target')) ?? text(getOwn(record, 'ref')) ?? text(getOwn(record, 'bid'));
    const one = onElement(target, text(getOwn(record, 'name')), observation, 'field');
    if (one.mismatch !== undefined) return one;
    evidence.push(...one.evidence);
    if (worst === undefined || rankOf(one.actionClass) > rankOf(worst.actionClass) || (one.uncertain === true && worst.uncertain !== true))
      worst = one;
  }
  if (fields.length > MAX_FIELDS) return { actionClass: CLASS.externalApiCall, evidence: [`fills more than ${MAX_FIELDS} fields`], uncertain: true };
  return { ...worst!, evidence };
}

/** A key press: Enter submits the focused field's form; other keys move or edit. */
function press(tool: BrowserTool, call: ToolCall, observation: Observation | undefined): CallClass {
  const key = text(getOwn(call.args, tool.args.key ?? '')) ?? '';
  const submits = /(^|\+)(enter|return|numpadenter)$/i.test(key.trim());
  if (!submits) return { actionClass: CLASS.read, evidence: ['presses a key that submits nothing'] };
  const target = text(getOwn(call.args, tool.args.target ?? '')) ?? observation?.focus;
  if (target === undefined) return unseen(undefined, 'Enter is pressed with no field focused that the fence saw');
  return onElement(target, undefined, observation, 'field');
}

/** Mind2Web: one tool, `op` says CLICK / TYPE / SELECT / HOVER / ENTER on an element. */
function operation(tool: BrowserTool, call: ToolCall, observation: Observation | undefined): CallClass {
  const op = text(getOwn(call.args, tool.args.op ?? ''))?.toUpperCase();
  const target = text(getOwn(call.args, tool.args.target ?? ''));
  const description = text(getOwn(call.args, tool.args.description ?? ''));
  switch (op) {
    case 'HOVER':
    case 'SCROLL':
      return { actionClass: CLASS.read, evidence: ['moves over the page'] };
    case 'TYPE':
    case 'SELECT':
      return onElement(target, description, observation, 'choose');
    case 'ENTER':
    case 'PRESS':
      return onElement(target, description, observation, 'field');
    case 'CLICK':
      return onElement(target, description, observation, 'click');
    default:
      return { actionClass: CLASS.externalApiCall, evidence: ['an operation the fence does not know'], uncertain: true };
  }
}

function pageAddress(page: PageSnapshot | undefined): { addresses?: readonly string[] } {
  return page?.url === undefined ? {} : { addresses: [page.url] };
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
