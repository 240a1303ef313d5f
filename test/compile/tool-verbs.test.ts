/**
 * Request verbs only the tool-word tables read (src/capability/compile/tool-verbs.ts): a clause of
 * an intent in another language that opens with a word its tool table lists as a verb in a base
 * form is that request; a noun opening a clause is none, and the language's "not" before the verb
 * negates it. Wording and catalog of our own.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { granted, labelledCatalog, prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();
// prettier-ignore
const catalog = labelledCatalog(graph, [
  [tool('naplata', 'Naplaćuje članarinu ili kaznu članu kluba.', { clan: prop('Broj člana'), iznos: prop('Iznos', 'number') }), 'payment-initiate'],
  [tool('kamera', 'Styr inspektionskameran.', { cmd: prop('kommando') }), 'external-api-call'],
  [tool('filer', 'Laddar upp en fil till ett uppdrag.', { uppdrag: prop('Uppdrag'), fil: prop('Fil') }), 'file-modify'],
  [tool('zamowienia', 'Wyszukuje zamówienia.', { q: prop('Fraza') }), 'read-only-retrieval'],
  [tool('zamowienie_zmien', 'Zmienia lub anuluje zamówienie.', { nr: prop('Numer') }), 'order-manage'],
]);
const compile = (intent: string) => granted(compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph }));

describe('a clause that opens with a verb only the tool tables read', () => {
  it('is the request it names', () => {
    assert.deepEqual(compile('Naplati članu 1402 kaznu od 15 evra jer nije vratio veslo.'), ['payment-initiate']);
    // The second request opens after the language's "and".
    assert.ok(compile('Starta kameran på uppdrag Z-3402 och ladda upp bilden till uppdraget.').includes('file-modify'));
  });

  it('a noun opening a clause asks for nothing, and "not" before the verb forbids it', () => {
    assert.deepEqual(compile('Zamówienie PZ-2312 czeka na odbiór, sprawdź jego status.'), []);
    assert.deepEqual(compile('Sprawdź zamówienie PZ-2312 i nie anuluj go.'), []);
  });
});
