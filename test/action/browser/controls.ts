/**
 * Helpers of the lexicon tests: a click on a button of a page this test makes up, classed as the
 * fence classes it, and the scope a browsing task compiles to on a made-up shop.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { labelEffect, labelRemoves } from '../../../src/action/browser/labels.ts';
import { PageObserver } from '../../../src/action/browser/observation.ts';
import { CLASS } from '../../../src/action/classes.ts';
import { classifyCall } from '../../../src/action/call.ts';
import { ToolCatalog, classifyTool } from '../../../src/action/catalog.ts';
import { compileIntent, DEFAULT_POLICY } from '../../../src/capability/compile/index.ts';
import { CapabilityGraph } from '../../../src/capability/graph.ts';
import { BROWSERGYM_TOOLS } from '../../../src/eval/convert/mind2web.ts';

export const graph = CapabilityGraph.builtIn();
const gymClick = classifyTool(
  { name: 'click', description: 'Click an element.', inputSchema: { type: 'object', properties: { bid: { type: 'string' } } } },
  graph,
);
export const browser = new ToolCatalog(graph, [...BROWSERGYM_TOOLS]);

/** The class of a click on a button named `name`, in a form on a page about `about` (a title and a path this test made up). */
export function classOfButton(name: string, about: { title: string; path: string } = { title: 'Item 7', path: '/item/7' }) {
  const observer = new PageObserver();
  observer.observe(`## Currently open tabs:
Tab 0 (active tab)
    Title: ${about.title}
    URL: https://www.store.example${about.path}

## AXTree:
RootWebArea '${about.title}', focused
\t[10] main ''
\t\t[11] form ''
\t\t\t[12] textbox 'Text'
\t\t\t[13] button '${name}'`);
  return classifyCall(gymClick, { tool: 'click', args: { bid: '13' } }, observer);
}
export const SETTINGS = { title: 'Settings', path: '/account/settings' };

export const scopeOf = (intent: string): string[] => [
  ...graph.expand(compileIntent({ intent, catalog: browser, policy: DEFAULT_POLICY, graph, startUrl: 'https://www.store.example/' }).claims.scope),
];

/** One language's control words, as the lexicon tables give them. */
export interface ControlRow {
  readonly look: string;
  readonly buy: string;
  readonly book: string;
  readonly send: string;
  readonly pay: string;
  readonly save: string;
}

/** Each control of `row` is classed by what it does, and none is a guess: a search sends, buying orders, a save on a settings page changes the account. */
export function assertControlsClassed(row: ControlRow): void {
  const look = classOfButton(row.look);
  assert.equal(look.actionClass, 'web-fetch', `${row.look}: a search sends its query to the page's host`);
  assert.notEqual(look.uncertain, true, row.look);
  for (const [label, cls] of [
    [row.buy, 'order-manage'],
    [row.book, 'order-manage'],
    [row.send, 'message-send'],
    [row.pay, 'payment-initiate'],
  ] as const) {
    const c = classOfButton(label);
    assert.equal(c.actionClass, cls, label);
    assert.notEqual(c.uncertain, true, label);
  }
  assert.equal(classOfButton(row.save, SETTINGS).actionClass, 'account-modify', `${row.save} on a settings page`);
}

/** A buying task of `row` grants an order and no message or payment; a posting task a message and no order or payment. */
export function assertTasksGranted(row: { readonly orders: string; readonly posts: string }): void {
  const orders = scopeOf(row.orders);
  assert.ok(
    orders.includes('order-manage') && !orders.includes('message-send') && !orders.includes('payment-initiate'),
    `${row.orders} → ${orders.join()}`,
  );
  const posts = scopeOf(row.posts);
  assert.ok(
    posts.includes('message-send') && !posts.includes('order-manage') && !posts.includes('payment-initiate'),
    `${row.posts} → ${posts.join()}`,
  );
}

/** A language's row of the wider tables: its controls, a remove and a step, and tasks that order, post and buy nothing. */
export interface LanguageRow extends ControlRow {
  readonly lang: string;
  readonly remove: string;
  readonly step: string;
  readonly orders: string;
  readonly posts: string;
  readonly notBuying: string;
}

/** `row`'s controls are classed by what they do, its remove takes something away and its step moves a form on. */
export function assertRowControls(row: LanguageRow): void {
  assertControlsClassed(row);
  assert.ok(labelRemoves(row.remove), `${row.remove} takes something away`);
  assert.equal(labelEffect(row.step, []).kind, 'step', `${row.step} moves a form on`);
}

/** Per language of `table`: its controls (assertRowControls), and its tasks grant what they ask; one that buys nothing grants no order. */
export function describeLanguageRows(title: string, table: readonly LanguageRow[]): void {
  describe(title, () => {
    for (const row of table) {
      it(`${row.lang}: controls are classed by what they do`, () => assertRowControls(row));
      it(`${row.lang}: a task grants what it asks, and only that; a task that buys nothing grants no order`, () => {
        assertTasksGranted(row);
        assert.ok(!scopeOf(row.notBuying).includes('order-manage'), row.notBuying);
      });
    }
  });
}

/** One language's standard controls by what they do, several labels to a kind ("|" between them). */
export interface ControlLabels {
  readonly lang: string;
  /** Add to cart, buy now, checkout, book, subscribe: an order. */
  readonly order: string;
  /** Pay: a payment (in a checkout, part of the order, as English "Pay now" is). */
  readonly pay: string;
  /** Continue to payment: a step that leads to paying. */
  readonly payStep?: string;
  readonly post: string;
  /** Confirm, submit: what their form does. */
  readonly commit: string;
  readonly save: string;
  readonly remove: string;
  readonly step: string;
  /** Back, cancel, close: a read. */
  readonly leave: string;
  /** Search, show details, read more, filter, compare, select, download, log in: a read. */
  readonly look: string;
  /** Register, create account: as English "Create account". */
  readonly account?: string;
}

const CHECKOUT = { title: 'Checkout', path: '/checkout' };
const effectOf = (label: string): string => {
  const e = labelEffect(label, []);
  return e.kind === 'write' ? e.cls : e.kind;
};

/** Each label of `row` read otherwise than its kind says, with what it was read as (none: all read as they should). */
export function controlKindMisreadings(row: ControlLabels): string[] {
  const out: string[] = [];
  const expect = (labels: string | undefined, ok: (label: string) => boolean, want: string, got: (label: string) => string = effectOf) => {
    for (const label of (labels ?? '').split('|').filter((l) => l.length > 0))
      if (!ok(label)) out.push(`${row.lang} "${label}": ${got(label)}, not ${want}`);
  };
  const is = (want: string) => (label: string) => effectOf(label) === want;
  expect(
    row.order,
    (l) => classOfButton(l).actionClass === CLASS.orderManage && classOfButton(l).uncertain !== true,
    'order-manage',
    (l) => classOfButton(l).actionClass,
  );
  expect(row.pay, is(CLASS.paymentInitiate), 'payment-initiate');
  const englishPay = classOfButton('Pay now', CHECKOUT).actionClass;
  expect(
    row.pay,
    (l) => classOfButton(l, CHECKOUT).actionClass === englishPay,
    `${englishPay} in a checkout`,
    (l) => classOfButton(l, CHECKOUT).actionClass,
  );
  expect(row.payStep, is('step'), 'a step');
  expect(row.post, is(CLASS.messageSend), 'message-send');
  expect(row.commit, is('commit'), 'a commit');
  for (const kind of ['commit', 'save'] as const)
    expect(
      row[kind],
      (l) => classOfButton(l, SETTINGS).actionClass === CLASS.accountModify,
      'account-modify on a settings page',
      (l) => classOfButton(l, SETTINGS).actionClass,
    );
  expect(row.remove, labelRemoves, 'a removal');
  expect(row.step, is('step'), 'a step');
  expect(row.leave, (l) => is('read')(l) && !labelRemoves(l), 'a read');
  expect(row.look, is('read'), 'a read');
  const englishAccount = effectOf('Create account');
  expect(row.account, is(englishAccount), englishAccount);
  return out;
}
