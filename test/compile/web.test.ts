import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PageObserver } from '../../src/action/browser/observation.ts';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { classifyCall } from '../../src/action/call.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { BROWSERGYM_TOOLS } from '../../src/eval/convert/mind2web.ts';

const graph = CapabilityGraph.builtIn();
const browser = new ToolCatalog(graph, [...BROWSERGYM_TOOLS]);
const startUrl = 'https://www.bookshop.example/';
const scope = (intent: string, options: { startUrl?: string; catalog?: ToolCatalog } = { startUrl }): string[] =>
  [
    ...graph.expand(
      compileIntent({
        intent,
        catalog: options.catalog ?? browser,
        policy: DEFAULT_POLICY,
        graph,
        ...(options.startUrl === undefined ? {} : { startUrl: options.startUrl }),
      }).claims.scope,
    ),
  ].sort();

/** The class the fence gives a click on a control labelled `label` (BrowserGym page the test writes). */
function clickClass(label: string, role = 'button'): string {
  const page = new PageObserver();
  page.observe(
    [
      '## Currently open tabs:',
      'Tab 0 (active tab)',
      '    Title: Bookshop',
      `    URL: ${startUrl}`,
      '',
      '## AXTree:',
      "RootWebArea 'Bookshop', focused",
      `\t[12] ${role} '${label}'`,
    ].join('\n'),
  );
  return classifyCall(browser.lookup('click')!, { tool: 'click', args: { bid: '12' } }, page).actionClass;
}

describe('web tasks compile to what the controls they need are classed as', () => {
  it('grants what the button that does the request is classed as', () => {
    for (const [intent, label] of [
      ['Add a Medical book related to Diseases & Disorders to basket.', 'Add to basket'],
      ['Add a graphics card with 16GB memory and a fan under $400 to the shopping cart.', 'ADD TO CART'],
      ['Add the second most popular horror series to my watchlist.', 'Add to Watchlist'],
      ['Find a cheap hatchback and save it.', 'Save'],
      ['Apply for Backend Engineer (Go) at Packetline in Kraków', 'Apply now'],
    ] as const) {
      const cls = clickClass(label);
      assert.notEqual(cls, 'read-only-retrieval', label);
      assert.ok(scope(intent).includes(cls), `${intent} → ${scope(intent).join()} lacks ${cls} ("${label}")`);
    }
  });

  it('adds nothing to a looking task, and no default reading to a request that named its class', () => {
    assert.deepEqual(scope('Find a paperback copy of Dune under $15'), ['read-only-retrieval', 'web-fetch']);
    assert.ok(!scope('Delete my account').includes('file-modify'));
    assert.ok(!scope('Remove the SSD from my cart').includes('file-modify'));
    // "to get a notification" is a purpose, not a place the object goes.
    assert.ok(!scope('Search for used hatchbacks and save the search as Hatch').includes('account-modify'));
  });

  it('reads requests as controls only on a browsing deployment', () => {
    const mail = new ToolCatalog(graph, [
      { name: 'read_inbox', description: 'Returns the e-mails in the inbox.', inputSchema: { type: 'object', properties: {} } },
    ]);
    assert.ok(!scope('Add the bread to the cart', { catalog: mail }).includes('order-manage'));
    assert.ok(scope('Add the bread to the cart').includes('order-manage'));
  });

  it('grants handing a local file the task names to the page', () => {
    const apply = scope('Apply for the UX Designer role at Loomwork. CV /home/me/Documents/cv.pdf');
    assert.ok(apply.includes('file-modify') && apply.includes('message-send'), apply.join());
    assert.ok(!scope('Apply for the UX Designer role at Loomwork').includes('file-modify'));
  });
});

describe('controls that only navigate', () => {
  it('"Go to …" leads to a page (navigation, to the page\'s host); the page\'s own control does the booking', () => {
    assert.equal(clickClass('Go to book With Collision Damage Coverage'), 'web-fetch');
    assert.equal(clickClass('Book now'), 'order-manage');
  });
});

describe('a browsing task that asks to be told', () => {
  it('grants no page send for "send me …": the answer to the user is no post', () => {
    const drafted = scope('Read the reviews of the blue kettle and draft a reply to the one-star review. Do not post it, just send me the draft.');
    assert.ok(!drafted.includes('message-send'), drafted.join());
    assert.ok(!scope('check the price of the blue kettle and text me').includes('message-send'));
    // Sending to someone else on the page still sends.
    assert.ok(scope('send the seller a message saying the kettle arrived').includes('message-send'));
  });
});

describe('a task to sign', () => {
  it('grants the change of the document signed, and signing in or out grants nothing', () => {
    assert.ok(scope('sign the rental agreement the landlord sent me').includes('file-modify'));
    for (const intent of ['sign in and check my orders', 'sign out of my account']) {
      const granted = scope(intent);
      assert.ok(!granted.includes('file-modify') && !granted.includes('message-send'), `${intent}: ${granted.join()}`);
    }
  });
});
