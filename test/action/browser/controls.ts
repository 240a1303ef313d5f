/**
 * Helpers of the lexicon tests: a click on a button of a page this test makes up, classed as the
 * fence classes it, and the scope a browsing task compiles to on a made-up shop.
 */
import assert from 'node:assert/strict';
import { PageObserver } from '../../../src/action/browser/observation.ts';
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
