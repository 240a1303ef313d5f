import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { labelEffect } from '../../../src/action/browser/labels.ts';
import { PageObserver } from '../../../src/action/browser/observation.ts';
import { labelPrices, sellsPriced } from '../../../src/action/browser/prices.ts';
import { classifyCall } from '../../../src/action/call.ts';
import { classifyTool } from '../../../src/action/catalog.ts';
import { CapabilityGraph } from '../../../src/capability/graph.ts';
import { setup } from '../../fence/fixtures.ts';
import { classOfButton } from './controls.ts';

const graph = CapabilityGraph.builtIn();
const CLICK = { name: 'click', description: 'Click an element.', inputSchema: { type: 'object' as const, properties: { bid: { type: 'string' } } } };
const gymClick = classifyTool(CLICK, graph);

/** A page of a made-up ferry operator: a product, an offer beside it, a price filter and a product link. */
const PAGE = `## Currently open tabs:
Tab 0 (active tab)
    Title: Your booking | Fjordline Ferries
    URL: https://book.fjordline.example/booking/41

## AXTree:
RootWebArea 'Your booking | Fjordline Ferries', focused
\t[10] main ''
\t\t[11] button 'Lounge access add-on (€35)'
\t\t[12] button 'Priority boarding €12/month'
\t\t[13] button 'Under €50'
\t\t[14] link 'Evening crossing — €48', url='https://book.fjordline.example/crossing/42'
\t\t[15] button 'Pay €46.50'
\t\t[16] button 'Season pass upgrade (€95)'`;

function observed(): PageObserver {
  const o = new PageObserver();
  o.observe(PAGE);
  return o;
}
const click = (bid: number) => classifyCall(gymClick, { tool: 'click', args: { bid: String(bid) } }, observed());

describe('a control that names a price', () => {
  it('reads the amount in the usual ways of writing it', () => {
    assert.deepEqual(labelPrices('Betala 1 299,50 kr'), [1299.5]);
    assert.deepEqual(labelPrices('Total US$1,049.99'), [1049.99]);
    assert.deepEqual(labelPrices('Zaplatit 3.490 Kč'), [3490]);
    // The Dutch Caribbean's guilders: Cg (Curaçao and Sint Maarten), NAf, Afl and the florin sign.
    assert.deepEqual(labelPrices('Paga Cg 195,00'), [195]);
    assert.deepEqual(labelPrices('Betaal Afl. 42,50'), [42.5]);
    assert.deepEqual(labelPrices('Cgrid 12'), []);
    // Local signs written in capitals: the Algerian dinar, the vatu, the dirham; "da" and "Le" in words stay words.
    assert.deepEqual(labelPrices('Xelleṣ 7 500 DA'), [7500]);
    assert.deepEqual(labelPrices('Pem VT 5,000'), [5000]);
    assert.deepEqual(labelPrices('Khlass 120 DH'), [120]);
    assert.deepEqual(labelPrices('Pagina 3 da 10'), []);
    assert.deepEqual(labelPrices('Le 5 juillet'), []);
    assert.deepEqual(labelPrices('Show 20 more results'), []);
    assert.deepEqual(labelPrices('Support the reserve (USD 10)'), [10], 'a currency code before the number');
  });

  it('a button whose words nothing reads, beside a price, may spend it: an uncertain order, never a read', () => {
    const priced = classOfButton('Saidia mradi wa tembo (USD 12)');
    assert.equal(priced.actionClass, 'order-manage');
    assert.equal(priced.uncertain, true);
    // An English name beside a price picks an option or a fare.
    assert.ok(!classOfButton('Economy $129').evidence.some((e) => /names a price/.test(e)));
  });

  it('sells what it prices and offers, or charges by the period; a price filter or a product link does not', () => {
    assert.equal(sellsPriced('Lounge access add-on (€35)'), true);
    assert.equal(sellsPriced('Priority boarding €12/month'), true);
    assert.equal(sellsPriced('Under €50'), false);
    assert.equal(click(11).actionClass, 'order-manage');
    assert.equal(click(12).actionClass, 'order-manage');
    assert.notEqual(click(13).actionClass, 'order-manage');
    assert.equal(click(14).actionClass, 'web-fetch');
    const linked = labelEffect('Season pass upgrade (€95)', [], true);
    assert.notEqual(linked.kind === 'write' && linked.cls, 'order-manage', 'a link keeps its reading');
  });

  it('the price a spending control names is checked against the amount the token allows', async () => {
    const ferry = { url: { domains: ['book.fjordline.example'] } };
    const { fence, token } = setup(
      { tools: [CLICK] },
      {
        scope: ['read-only-retrieval', 'web-fetch', 'order-manage'],
        constraints: { 'web-fetch': ferry, 'order-manage': { ...ferry, amount: { max: 50 } } },
        intent: 'book the evening crossing on book.fjordline.example, at most 50 euros',
      },
    );
    const session = fence.session(token);
    session.observe(PAGE);
    const upgrade = await session.authorize({ tool: 'click', args: { bid: '16' } });
    assert.equal(upgrade.verdict, 'deny');
    assert.equal(upgrade.reasons[0]?.code, 'constraint.amount-over-max');
    assert.equal((await session.authorize({ tool: 'click', args: { bid: '15' } })).verdict, 'allow');
  });
});

describe('the CFA franc', () => {
  it('is a price after the number, in either of its spellings', () => {
    assert.deepEqual(labelPrices('Varmo sorvi (+3 000 FCFA)'), [3000]);
    assert.deepEqual(labelPrices('Lumi drano — 1 500 F CFA'), [1500]);
  });
});

describe('a yearly price in Faroese and Icelandic', () => {
  it('charges by the period', async () => {
    const { chargesByPeriod } = await import('../../../src/action/browser/prices.ts');
    assert.equal(chargesByPeriod('Keyp limaskap (149,00 kr./ár)'), true);
    assert.equal(chargesByPeriod('Keyp bók (149,00 kr.)'), false);
  });
});
