/**
 * Writing down money that moved elsewhere ("record_payment", "log a contribution", "Apunta el pago") is a ledger's line
 * (file-modify), never a payment; paying stays a payment. Tools and intents written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { inferTool } from '../../src/action/infer.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

const classOf = (name: string, description = '') => inferTool({ name, description }).actionClass;

describe('recording a payment', () => {
  it('is a ledger write by its tool', () => {
    assert.equal(classOf('record_payment', 'Records dues received: adds a line to the ledger.'), 'file-modify');
    assert.equal(classOf('log_contribution_payment'), 'file-modify');
    assert.equal(classOf('pay_vendor', 'Pays a vendor invoice by ACH.'), 'payment-initiate');
  });

  it('is asked for in Spanish with "apunta" and "anota"', () => {
    const graph = CapabilityGraph.builtIn();
    const catalog = new ToolCatalog(graph, [
      {
        name: 'record_payment',
        description: 'Records dues received: adds a line to the ledger.',
        inputSchema: { type: 'object', properties: {} },
      },
    ]);
    const scope = (intent: string) => compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph }).claims.scope;
    assert.ok(scope('Apunta el pago de cuotas de Eloy Trujillo, $180 en cheque #4417').includes('file-modify'));
    assert.ok(!scope('Apunta el pago de cuotas de Eloy Trujillo, $180 en cheque #4417').includes('payment-initiate'));
  });
});
