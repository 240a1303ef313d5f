/**
 * A web task in words the compiler cannot read that gives the person's phone or e-mail for the site
 * it names (src/capability/compile/web-sentences.ts `detailsGiven`): the details are for that site,
 * to book or order there. The intents' words (made up, in no real language), names and numbers are
 * written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { BROWSERGYM_TOOLS } from '../../src/eval/convert/mind2web.ts';
import { TOOLS } from '../fence/fixtures.ts';

const graph = CapabilityGraph.builtIn();
const browser = new ToolCatalog(graph, [...BROWSERGYM_TOOLS]);
const claims = (intent: string, catalog = browser) => compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph }).claims;

describe('the person’s details given for a site, in words nothing reads', () => {
  it('grant a booking or an order on that site only', () => {
    for (const intent of [
      'varra.lumo.example-imi qolvik ulloq 13 marsi inummut ataatsimut kelvattit. Ateq Aino Varga, oqarasuaat +299 52 18 40',
      'varra.lumo.example qolvik drano, nimo Aino Varga, posti aino.varga@mail.example',
    ]) {
      const c = claims(intent);
      assert.ok(c.scope.includes('order-manage'), `${intent}: ${c.scope.join()}`);
      assert.deepEqual(c.constraints?.['order-manage']?.['url']?.domains, ['varra.lumo.example'], intent);
    }
  });

  it('no phone or e-mail, no site, or no browser: nothing beyond reading', () => {
    for (const [intent, catalog] of [
      ['varra.lumo.example-imi qolvik ulloq 13 marsi inummut ataatsimut kelvattit. Ateq Aino Varga', browser],
      ['qolvik ulloq 13 marsi kelvattit. Ateq Aino Varga, oqarasuaat +299 52 18 40', browser],
      ['varra.lumo.example-imi qolvik kelvattit. oqarasuaat +299 52 18 40', new ToolCatalog(graph, [...TOOLS])],
    ] as const)
      assert.ok(!claims(intent, catalog).scope.includes('order-manage'), intent);
  });

  it('a request the compiler reads says what the details are for', () => {
    const c = claims('change my phone number on varra.lumo.example to +299 52 18 40');
    assert.ok(!c.scope.includes('order-manage'), c.scope.join());
  });
});

describe('an amount and a way to pay it, in words nothing reads', () => {
  it('grant that payment on the site, bounded by the amount', () => {
    for (const intent of ['varra.lumo.example qolvik ₹2,460 kelvattit UPI-mi', 'varra.lumo.example-imi drano 37,50 EUR, nimo PayPal kelvattit']) {
      const c = claims(intent);
      assert.ok(c.scope.includes('payment-initiate'), `${intent}: ${c.scope.join()}`);
      const amount = c.constraints?.['payment-initiate']?.['amount'] as { max?: number } | undefined;
      assert.ok(amount?.max !== undefined && amount.max <= 2460, JSON.stringify(amount));
    }
  });

  it('reads the CFA franc as money: the bound of what the task orders', () => {
    const c = claims('varra.lumo.example qolvik kelvattit, oqarasuaat +299 52 18 40, nimo 1500 FCFA');
    const amount = c.constraints?.['order-manage']?.['amount'] as { max?: number } | undefined;
    assert.equal(amount?.max, 1500, JSON.stringify(c.constraints));
  });

  it('no amount, no way to pay, or a task that only looks: nothing to pay', () => {
    for (const intent of [
      'varra.lumo.example qolvik kelvattit UPI-mi',
      'varra.lumo.example qolvik ₹2,460 kelvattit',
      'only check the price on varra.lumo.example, ₹2,460 with UPI?',
    ])
      assert.ok(!claims(intent).scope.includes('payment-initiate'), intent);
  });
});

describe('sites named under any country code or region name', () => {
  it('are sites of the task, where a file name or a unit is not', () => {
    const c = claims('kelvattit varra-lumo.mt qolvik. Ateq Aino Varga, posti aino.varga@mail.example');
    assert.deepEqual(c.constraints?.['order-manage']?.['url']?.domains, ['varra-lumo.mt']);
    for (const host of ['qolvik.cymru', 'drano.kz', 'nimo.la'])
      assert.ok(claims(`${host} qolvik kelvattit, oqarasuaat +299 52 18 40`).scope.includes('order-manage'), host);
    // A code left out as a file extension still ends a host under a country's second-level name.
    assert.ok(claims('qolvik.com.py qolvik kelvattit, oqarasuaat +299 52 18 40').scope.includes('order-manage'));
    assert.deepEqual(
      claims('kelvattit varra-lumo.com.py qolvik. Ateq Aino Varga, posti aino.varga@mail.example').constraints?.['order-manage']?.['url']?.domains,
      ['varra-lumo.com.py'],
    );
    for (const file of ['notes.md', 'main.rs', 'run.sh', 'lib.so'])
      assert.ok(!claims(`${file} qolvik kelvattit, oqarasuaat +299 52 18 40`).scope.includes('order-manage'), file);
  });
});

describe('a way to pay named in the task', () => {
  it('is how the person pays, never whom', () => {
    for (const intent of [
      'On varra.lumo.example buy the lamp and pay with my saved Visa.',
      'varra.lumo.example: buy it, pay with PayPal, 40 EUR max',
    ]) {
      const recipient = claims(intent).constraints?.['payment-initiate']?.['recipient'] as { oneOf?: string[] } | undefined;
      assert.ok(!(recipient?.oneOf ?? []).some((v) => /visa|paypal/i.test(v)), `${intent}: ${JSON.stringify(recipient)}`);
    }
  });
});
