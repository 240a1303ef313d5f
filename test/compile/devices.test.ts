/**
 * A temperature asked for sets a device that takes one (src/capability/compile/devices.ts): where
 * the words of a change request decide nothing ("Stell die Brühmaschine B2 auf 92 Grad"), the
 * class of the catalog's tools that take a temperature is the request's. Catalog and intents of our own.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { asksTemperature } from '../../src/capability/compile/devices.ts';
import { granted, labelledCatalog, prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();
// prettier-ignore
const catalog = labelledCatalog(graph, [
  [tool('bruehmaschine', 'Brühmaschine: Modus und Temperatur.', { maschine: prop('B1 oder B2'), modus: prop('Modus'), temperatur_c: prop('Grad', 'number') }), 'external-api-call'],
  [tool('bestellung_aendern', 'Ändert eine Bestellung.', { nr: prop('Nummer'), felder: prop('Felder', 'object') }), 'order-manage'],
]);
const compile = (intent: string) => granted(compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph }));

describe('a temperature asked for', () => {
  it('is read in the ways people write one', () => {
    for (const text of ['auf 92 Grad', 'pe 21 de grade', '50 darajaga', '24 מעלות', '26度', '-14 °C', 'to 19.5°'])
      assert.ok(asksTemperature(text), text);
    for (const text of ['order 92', 'room 21 for 3 nights', '12 gradients']) assert.ok(!asksTemperature(text), text);
  });

  it('sets the device that takes one, when the words decide nothing else', () => {
    assert.ok(compile('Stell die Brühmaschine B2 auf 92 Grad').includes('external-api-call'));
    assert.equal(compile('Stell die Brühmaschine B2 auf Reinigung').includes('external-api-call'), false);
  });
});
