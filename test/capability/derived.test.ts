/**
 * Amounts the agent works out from what it read and what the user said (src/capability/derived.ts):
 * a refund of half a fare, a deposit of 30% of a quote, unused lessons at their price, a weight at
 * a rate. Records and intents written here.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { derivedAmount, intentFactors } from '../../src/capability/derived.ts';
import { argumentOrigins, checkProvenance, type ProvenanceFacts } from '../../src/capability/provenance.ts';
import { ValueSources } from '../../src/gate/sources.ts';
import { prop, tool } from '../compile/records.ts';

const graph = CapabilityGraph.builtIn();

describe('the factors an intent states', () => {
  it('numbers, percentages of and off, everyday fractions; never ids or years', () => {
    assert.deepEqual(intentFactors('refund half of it'), [0.5]);
    assert.deepEqual(intentFactors('pay 30% of their quote'), [0.3, 0.7]);
    assert.deepEqual(intentFactors('the 3 lessons she did not use'), [3]);
    assert.deepEqual(intentFactors('log 42,5 kg at the coop rate'), [42.5]);
    assert.deepEqual(intentFactors('refund order 88213 from 2026'), []);
  });
});

describe('a seen number times a factor of the intent', () => {
  const seen =
    (...numbers: number[]) =>
    (n: number) =>
      numbers.includes(n);
  it('is derived; a number the factors do not give is not', () => {
    assert.equal(derivedAmount(42.5, 'refund half of the ticket', seen(85)), true);
    assert.equal(derivedAmount(720, 'the deposit is 30% of their quote', seen(2400)), true);
    assert.equal(derivedAmount(102, 'refund the 3 lessons she did not use', seen(34)), true);
    assert.equal(derivedAmount(416.5, 'log 42.5 kg and pay the coop rate', seen(9.8)), true);
    assert.equal(derivedAmount(500, 'refund half of the ticket', seen(85)), false);
    // An id in the intent is no factor: 88213 × 1 is not an amount the user asked for.
    assert.equal(derivedAmount(88213, 'refund order 88213', seen(1)), false);
  });
});

describe('the fence and the verifier', () => {
  const refund = tool('fares_refund', 'Refunds part of a fare to the card it was paid with.', {
    ticket: prop('Ticket'),
    eur: prop('Amount', 'number'),
  });
  const entry = new ToolCatalog(graph, [refund]).lookup('fares_refund')!;
  const leaf = { constraints: { [entry.actionClass]: { amount: { from: 'read' } } } } as unknown as Parameters<typeof checkProvenance>[2];
  const sources = new ValueSources();
  sources.record(JSON.stringify({ ticket: 'TK-5512', fare_eur: 85, paid: 'card ****2231' }), 'read-only-retrieval');
  const facts: ProvenanceFacts = { intent: 'refund half of TK-5512, the crossing was an hour late', sources: () => sources, reads: () => true };
  const call = (eur: number) => ({ tool: 'fares_refund', args: { ticket: 'TK-5512', eur } });

  it('accepts an amount the intent asks to work out from a read, and traces it to that read', () => {
    assert.equal(checkProvenance(call(42.5), entry, leaf, facts), undefined);
    assert.equal(argumentOrigins(call(42.5), entry, facts).eur, 'read');
  });

  it('still sends a number seen nowhere to the verifier', () => {
    assert.equal(checkProvenance(call(60), entry, leaf, facts)?.verdict, 'escalate');
    assert.equal(argumentOrigins(call(60), entry, facts).eur, 'nowhere');
  });
});
