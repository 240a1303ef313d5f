/**
 * A payment whose argument names no table reads still has its sum bound (src/action/catalog.ts `loneAmount`): the one number
 * it takes is the amount, so the token's bounds and ceilings count it; a whole number counted from one is a quantity, and a
 * tool that names its amount keeps that one. Money handed back ("returns the overpaid contribution to the employer") is a
 * payment, data handed back a read. Tools written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifyTool } from '../../src/action/catalog.ts';
import { inferTool } from '../../src/action/infer.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

const graph = CapabilityGraph.builtIn();
const tool = (name: string, description: string, properties: Record<string, unknown>) =>
  classifyTool({ name, description, inputSchema: { type: 'object', properties } }, graph);

describe('the sum of a payment whose arguments no table reads', () => {
  it('is its one number', () => {
    const pay = tool('qpay_vendor', 'Pays a vendor from the troop account.', {
      nyama: { type: 'string' },
      konto: { type: 'string' },
      xuma_rs: { type: 'number' },
    });
    assert.equal(pay.actionClass, 'payment-initiate');
    assert.equal(pay.roles.get('xuma_rs'), 'amount');
  });

  it('is not a count, nor one of two numbers, nor a number beside a named amount', () => {
    const order = tool('qpay_order', 'Pays for a grocery order.', { tavara: { type: 'string' }, lukum: { type: 'integer', minimum: 1 } });
    assert.equal(order.roles.get('lukum'), 'other');
    const two = tool('qpay_split', 'Pays two vendors.', { a: { type: 'number' }, b: { type: 'number' } });
    assert.equal(two.roles.get('a'), 'other');
    const named = tool('qpay_named', 'Pays a vendor.', { amount: { type: 'number' }, weird: { type: 'number' } });
    assert.equal(named.roles.get('amount'), 'amount');
    assert.equal(named.roles.get('weird'), 'other');
  });

  it('is no amount on a tool that moves no money', () => {
    const note = tool('write_note', 'Writes a note on a file.', { file: { type: 'string' }, xuma: { type: 'number' } });
    assert.notEqual(note.roles.get('xuma'), 'amount');
  });
});

describe('what a tool returns', () => {
  it('is a payment when it is money handed back, a read when it is data', () => {
    assert.equal(
      inferTool({ name: 'x_tool', description: "Returns the overpaid contribution to the employer's account." }).actionClass,
      'payment-initiate',
    );
    assert.equal(inferTool({ name: 'x_tool', description: 'Returns the contribution history of a member.' }).actionClass, 'read-only-retrieval');
  });
});
