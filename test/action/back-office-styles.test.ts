/**
 * Back-office catalogs in English that say what a tool does only in its description, its schema or its choices: a bracketed
 * server tag before the description, a choice whose effect the description spells out ("`convert` re-rates the trip and posts
 * it to the account"), what is granted named by the granting (`grant: [csr1, admin]`), an amount written `amt`, and posting
 * "it" to an account. Every tool is written for this test (a toll road's back office).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifyTool } from '../../src/action/catalog.ts';
import { classifyCall } from '../../src/action/call.ts';
import { inferTool } from '../../src/action/infer.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

const graph = CapabilityGraph.builtIn();
const tool = (name: string, description: string, properties: Record<string, unknown> = {}) =>
  classifyTool({ name, description, inputSchema: { type: 'object', properties } }, graph);
const callOf = (entry: ReturnType<typeof tool>, args: Record<string, unknown>) => classifyCall(entry, { tool: entry.spec.name, args }).actionClass;

describe('a bracketed tag before the description', () => {
  it('says nothing; the verb after it does', () => {
    assert.equal(
      inferTool({ name: 'lanes__decide_closure', description: '[lanes server] Records the decision on a closure request.' }).actionClass,
      'file-modify',
    );
    assert.equal(inferTool({ name: 'plaza_view', description: '(beta) Shows the plaza with its lanes.' }).actionClass, 'read-only-retrieval');
  });
});

describe('a choice whose effect the description spells out', () => {
  const disposition = tool(
    'Resolution',
    'Violation resolution. `void` writes the toll and fees off; `convert` re-rates the trip at the tag rate and posts it to the account; `review` shows the evidence photos.',
    { txn: { type: 'string' }, code: { type: 'string', enum: ['void', 'convert', 'review'] } },
  );
  it('is a change, never a read for its own name ("convert")', () => {
    assert.notEqual(disposition.actionClass, 'read-only-retrieval');
    assert.equal(callOf(disposition, { txn: 'T-1', code: 'convert' }), 'payment-initiate');
  });
  it('still reads when the description says it only shows', () => {
    assert.equal(callOf(disposition, { txn: 'T-1', code: 'review' }), 'read-only-retrieval');
  });
  it('in a list naming every choice, reads as its own word ("ver | crear | cancelar")', () => {
    const agenda = tool('agenda', 'Clases. accion: ver | crear | cancelar.', { accion: { type: 'string', enum: ['ver', 'crear', 'cancelar'] } });
    assert.equal(callOf(agenda, { accion: 'ver' }), 'read-only-retrieval');
  });
});

describe('what is granted, named by the granting', () => {
  it('is a role given to a person', () => {
    const access = tool('OperatorAccess', 'CSR entitlements in the back office.', {
      user: { type: 'string' },
      grant: { type: 'array', items: { type: 'string', enum: ['csr1', 'refund_approver', 'admin'] } },
      revoke: { type: 'array', items: { type: 'string' } },
    });
    assert.equal(access.actionClass, 'identity-admin');
  });
});

describe('money the schema and the description name', () => {
  it('an amount written `amt` to an account moves money', () => {
    const topUp = tool('Replenish', 'One-off replenishment of the prepaid balance.', { acct: { type: 'string' }, amt: { type: 'number' } });
    assert.equal(topUp.actionClass, 'payment-initiate');
  });
  it('"posts it to the account" books it there', () => {
    assert.equal(inferTool({ name: 'rerate', description: 'Re-rates the trip and posts it to the account.' }).actionClass, 'payment-initiate');
  });
});

describe('"returns" with money as its object', () => {
  it('hands the money back; data about money, or a list of payments, is read', () => {
    assert.equal(
      inferTool({ name: 'consular_fee', description: 'Returns the consular fee to the card it was paid with.' }).actionClass,
      'payment-initiate',
    );
    assert.equal(inferTool({ name: 'fee_state', description: 'Returns the payment status of an application.' }).actionClass, 'read-only-retrieval');
    assert.equal(inferTool({ name: 'ledger', description: 'Returns the payments of a customer.' }).actionClass, 'read-only-retrieval');
  });
});
