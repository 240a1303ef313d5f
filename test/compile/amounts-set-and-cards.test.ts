/**
 * Amounts the compiler must read right: a price in Korean, Japanese or Chinese currency names is an amount; the month and year
 * after a card's number are its expiry, never an amount; an amount a change verb sets ("change the price to 1100 yen") is the
 * value set, not a payment. Catalog and wording made up here; each check failed before the change it covers.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { extractEntities } from '../../src/capability/compile/entities.ts';
import { prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();
const kiosk = new ToolCatalog(graph, [
  tool('menu_get', 'Returns the menu with prices.', {}),
  tool('menu_price_set', 'Sets the price of a menu item.', { item: prop('Item'), price: prop('Price in JPY', 'number') }),
  tool('pay_supplier', 'Pays a supplier invoice.', { supplier: prop('Supplier'), amount: prop('Amount', 'number') }),
]);
const compile = (intent: string) => compileIntent({ intent, catalog: kiosk, policy: DEFAULT_POLICY, graph, trust: 'high' });
const amounts = (text: string) => extractEntities(text).filter((e) => e.kind === 'amount');

describe('amounts in currency names written after the number, in Korean, Japanese and Chinese', () => {
  it('are amounts in their currency', () => {
    assert.deepEqual(
      amounts('280파운드 넘으면 하지 마').map((e) => [e.value, e.currency]),
      [[280, 'GBP']],
    );
    assert.deepEqual(
      amounts('最多300欧元').map((e) => [e.value, e.currency]),
      [[300, 'EUR']],
    );
    assert.deepEqual(
      amounts('9000원 이하로').map((e) => [e.value, e.currency]),
      [[9000, 'KRW']],
    );
  });

  it('are amounts in other currencies named in Japanese, Korean or Chinese, with no single currency', () => {
    assert.deepEqual(
      amounts('手数料80マナトを返金して').map((e) => [e.value, e.currency]),
      [[80, '']],
    );
    assert.deepEqual(
      amounts('환불 2500루피, 그리고 300卢布').map((e) => [e.value, e.currency]),
      [
        [2500, ''],
        [300, ''],
      ],
    );
  });

  it('are no amounts when they count the instalments a sum is paid in, in any language', () => {
    assert.deepEqual(
      amounts('betalen in 3 termijnen, de eerste (€ 150) nu').map((e) => [e.value, e.currency]),
      [[150, 'EUR']],
    );
    assert.deepEqual(amounts('pagar la cuota en 4 plazos'), []);
    // Signs of the Dutch Caribbean guilders before the number.
    assert.deepEqual(
      amounts('Cg 150 nu, en NAf 20 later').map((e) => [e.value, e.currency]),
      [
        [150, 'XCG'],
        [20, 'ANG'],
      ],
    );
  });

  it('are amounts when a particle or a word follows them unspaced', () => {
    assert.deepEqual(
      amounts('30ユーロまでのチケットを予約して').map((e) => [e.value, e.currency]),
      [[30, 'EUR']],
    );
    assert.deepEqual(
      amounts('予算は5000円まで、30유로까지').map((e) => [e.value, e.currency]),
      [
        [5000, 'JPY'],
        [30, 'EUR'],
      ],
    );
  });
});

describe("a card's expiry after its number", () => {
  it('is part of the card, never an amount', () => {
    assert.deepEqual(amounts('pay with card 4111 1111 1111 1111, 07/29, cvc 123'), []);
    const kinds = extractEntities('card 4111 1111 1111 1111 (07/2029)').map((e) => e.kind);
    assert.deepEqual(kinds, ['card', 'card']);
  });
});

describe('an amount a change verb sets', () => {
  it('is the value set, not a payment', () => {
    const set = compile('change the price of the miso ramen on the menu to 1200 yen');
    assert.ok(!set.claims.scope.includes('payment-initiate'), set.claims.scope.join());
    const glossed = compile('把菜单上的味噌拉面改成1200日元');
    assert.ok(!glossed.claims.scope.includes('payment-initiate'), glossed.claims.scope.join());
    const pay = compile('pay the supplier Tanaka 30000 yen');
    assert.ok(pay.claims.scope.includes('payment-initiate'), pay.claims.scope.join());
  });
});

describe('a tip or a deposit beside an order', () => {
  const shop = new ToolCatalog(graph, [
    tool('order_place', 'Places a food order and charges the saved card.', { items: prop('Items', 'array'), tip: prop('Tip', 'number') }),
  ]);
  const bound = (intent: string) =>
    compileIntent({ intent, catalog: shop, policy: DEFAULT_POLICY, graph, trust: 'standard' }).claims.constraints['order-manage']?.amount;
  it('is part of what the order costs, not its bound', () => {
    assert.equal(bound('order two chicken biryanis from Spice Route, tip $3, saved card'), undefined);
    assert.equal(bound('order two chicken biryanis from Spice Route, $3 tip'), undefined);
  });
  it('so is a deposit: what the order costs is not bounded by it', () => {
    assert.equal(bound('order a 3-hour session and pay the $100 deposit'), undefined);
  });
  it('leaves the other amounts the bound', () => {
    assert.deepEqual(bound('order the $12 burrito from El Farolito, tip $3'), { max: 12 });
  });
});
