/**
 * Amounts in other languages' currency names, counts that are no ids, refunds that pay with no
 * amount said, and a message tool known by its description's verb. Catalogs and wording made up
 * here; each check failed before the change it covers.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { extractEntities } from '../../src/capability/compile/entities.ts';
import { prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();
const shop = new ToolCatalog(graph, [
  tool('orders_find', 'Finds orders by customer or number and returns their lines and totals.', { q: prop('Search text') }),
  tool('order_update', 'Updates an order: delivery address or status.', { order: prop('Order number'), address: prop('Delivery address') }),
  tool('card_refund', 'Refunds money to the card an order was paid with.', { order: prop('Order number'), amount: prop('Amount in EUR', 'number') }),
  tool('supplier_order', 'Orders stock from a supplier.', {
    supplier: prop('Supplier'),
    lot: prop('Lot code'),
    bags: prop('Number of bags', 'integer'),
  }),
  tool('contacts_find', 'Finds a customer by name and returns phone and e-mail.', { q: prop('Name') }),
  tool('sms', 'Text message to a mobile number from the shop.', { to: prop('Mobile number'), m: prop('Message') }),
  tool('mail', 'E-mail from the shop address.', { a: prop('Addresses', 'array'), t: prop('Text') }),
  tool('interac', 'Sends an Interac e-transfer to an e-mail address.', { email: prop('E-mail'), amount: prop('Amount', 'number') }),
]);
const compile = (intent: string) => compileIntent({ intent, catalog: shop, policy: DEFAULT_POLICY, graph, trust: 'high' });

describe('amounts written with the currency names of other languages', () => {
  it('reads dólares, рублей and kronor as amounts (the crowns with no single currency)', () => {
    const amount = (text: string) => extractEntities(text).find((e) => e.kind === 'amount');
    assert.deepEqual([amount('manda 80 dólares a mi hermana')?.value, amount('manda 80 dólares a mi hermana')?.currency], [80, 'USD']);
    assert.deepEqual([amount('переведи 500 рублей Ольге')?.value, amount('переведи 500 рублей Ольге')?.currency], [500, 'RUB']);
    assert.deepEqual([amount('betala 250 kronor till Erik')?.value, amount('betala 250 kronor till Erik')?.currency], [250, '']);
    // Polish pounds, Greek euros and dollars, and a peso written in Greek (no single currency).
    assert.deepEqual([amount('Maksymalnie 25 funtów.')?.value, amount('Maksymalnie 25 funtów.')?.currency], [25, 'GBP']);
    assert.deepEqual([amount('μέχρι 40 ευρώ')?.value, amount('μέχρι 40 ευρώ')?.currency], [40, 'EUR']);
    assert.deepEqual([amount('στείλε 30 δολάρια')?.value, amount('στείλε 30 δολάρια')?.currency], [30, 'USD']);
    assert.deepEqual([amount('Μέχρι 1.000 πέσος')?.value, amount('Μέχρι 1.000 πέσος')?.currency], [1000, '']);
  });
  it('a sending verb with such an amount is a payment, bounded by it', () => {
    const c = compile('manda 80 dólares por Interac a mi hermana, ana.lopez@example.com');
    assert.ok(c.claims.scope.includes('payment-initiate'), c.claims.scope.join());
    assert.equal(c.claims.constraints['payment-initiate']?.amount?.max, 80);
  });
});

describe('a count after an ordering verb is no order number', () => {
  it('"order 10 bags" counts bags; "order 88213" and "cancel order 40218" name orders', () => {
    const ids = (text: string) =>
      extractEntities(text)
        .filter((e) => e.kind === 'id')
        .map((e) => e.value);
    assert.deepEqual(ids('order 10 bags of the washed lot from the importer'), []);
    assert.deepEqual(ids('order 5 kg of the house blend'), []);
    assert.deepEqual(ids('where is order 88213'), ['88213']);
    assert.deepEqual(ids('order 5512 was wrong, refund it'), ['5512']);
    // A word of thanks after the number, or a number of four digits or more, leaves it an id.
    assert.deepEqual(ids('please cancel order 55 thanks'), ['55']);
    assert.deepEqual(ids('cancel order 5512 items and all'), ['5512']);
  });
});

describe('a refund pays, with or without an amount said', () => {
  it('"refund order #5512" asks for the refund tool, its amount from what the agent reads', () => {
    const c = compile('refund order #5512, the parcel never arrived');
    assert.ok(c.claims.scope.includes('payment-initiate'), c.claims.scope.join());
    assert.equal(c.claims.constraints['payment-initiate']?.amount?.from, 'read');
  });
  it('"send the report" still pays nothing', () => {
    assert.ok(!compile('send the weekly report to ana.lopez@example.com').claims.scope.includes('payment-initiate'));
  });
});

describe('a message tool known by its description', () => {
  it('"text him" calls the tool described as a text message: its recipient may come from the look-up', () => {
    const c = compile('Mr Okafor has a new number, text him that his order is ready');
    assert.ok(c.claims.scope.includes('message-send'));
    const recipient = c.claims.constraints['message-send']?.recipient;
    assert.equal(recipient?.from, 'read', JSON.stringify(recipient));
  });
});
