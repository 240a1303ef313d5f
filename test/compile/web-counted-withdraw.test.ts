/**
 * Two web readings: getting a count of tickets named with who they are for ("get 1 adult + 2 kids tickets") books them, as
 * "get 2 tickets" does; and "Withdraw (SS-7731)" on a page of entries takes back that entry (order-manage), while money
 * withdrawn ("Withdraw funds", "Withdraw to card 4417") stays a payment. Sites and words written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { labelEffect } from '../../src/action/browser/labels.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { BROWSERGYM_TOOLS } from '../../src/eval/convert/mind2web.ts';

const graph = CapabilityGraph.builtIn();
const browser = new ToolCatalog(graph, [...BROWSERGYM_TOOLS]);
const scope = (intent: string) =>
  compileIntent({ intent, catalog: browser, policy: DEFAULT_POLICY, graph, startUrl: 'https://reefpark.example/' }).claims.scope;

describe('a count of tickets with who they are for', () => {
  it('books them', () => {
    for (const intent of ['get 1 adult + 2 kids tickets at reefpark.example for friday', 'get two adult day passes for saturday'])
      assert.ok(scope(intent).includes('order-manage'), intent);
  });
  it('asking their price books nothing', () => {
    assert.ok(!scope('what do 1 adult + 2 kids tickets cost at reefpark.example?').includes('order-manage'));
  });
});

describe('a withdraw button', () => {
  it('takes back the entry it names', () => {
    const effect = labelEffect('withdraw (SS-7731)', []);
    assert.equal(effect.kind === 'write' ? effect.cls : effect.kind, 'order-manage');
  });
  it('a "yeah" confirms a cancellation as a "yes" does', () => {
    const effect = labelEffect("Yeah, cancel 'em", []);
    assert.equal(effect.kind === 'write' ? effect.cls : effect.kind, 'order-manage');
  });
  it('withdrawing money stays a payment', () => {
    for (const label of ['Withdraw funds', 'Withdraw $200', 'Withdraw to card 4417']) {
      const effect = labelEffect(label, []);
      assert.equal(effect.kind === 'write' ? effect.cls : effect.kind, 'payment-initiate', label);
    }
  });
});
