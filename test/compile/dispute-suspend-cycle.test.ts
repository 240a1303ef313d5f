/**
 * Verbs whose class their object decides, added for everyday requests the vocabulary missed: disputing a charge
 * and power-cycling a device (suspending and reinstating are read the same way). Each grounds in the catalog tool that does it. The catalog is
 * written for this test and classed by inference.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { granted, prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();
const tools = [
  tool('card_transactions', 'Lists the card transactions of a period.', { from: prop('From date') }),
  tool('dispute_transaction', 'Disputes a card transaction with the bank (a chargeback).', {
    transaction_id: prop('Transaction id'),
    reason: prop('Why'),
  }),
  tool('rack.outlet_cycle', 'Power-cycles one outlet of a rack PDU.', { pdu: prop('PDU id'), outlet: prop('Outlet number', 'integer') }),
];
const catalog = new ToolCatalog(graph, tools);
const scope = (intent: string) => granted(compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph, trust: 'high' }));
const classOf = (name: string) => catalog.lookup(name)!.actionClass;

describe('dispute, power-cycle', () => {
  it('"dispute the charges" grants the dispute tool’s class', () => {
    assert.ok(scope('dispute the two taxi charges from sunday, i never took them').includes(classOf('dispute_transaction')));
  });
  it('"power cycle the outlet" grants the outlet tool’s class', () => {
    assert.ok(scope('power cycle outlet 7 on PDU-C12, the server hung').includes(classOf('rack.outlet_cycle')));
  });
  it('a question about a dispute asks for nothing', () => {
    assert.deepEqual(scope('did the dispute for the taxi charge go through?'), []);
  });
});
