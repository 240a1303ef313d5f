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
