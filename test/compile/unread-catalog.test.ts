/**
 * A catalog whose tools' words say nothing the compiler reads (their calls are classed by their values, src/action/call.ts):
 * a payment or a message the intent asks for is granted, since such a tool may make it; nothing else is. Tools and intents
 * written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

const graph = CapabilityGraph.builtIn();
const tool = (name: string, props: string[], readOnly = false) => ({
  name,
  description: 'Zorvak plint quel.',
  inputSchema: { type: 'object' as const, properties: Object.fromEntries(props.map((p) => [p, { type: 'string' }])) },
  ...(readOnly ? { annotations: { readOnlyHint: true } } : {}),
});
const unread = new ToolCatalog(graph, [tool('qel_orvu', ['pe'], true), tool('plint_orvu', ['ka', 'ak', 'tk']), tool('qel_zorvak', ['na', 'tx'])]);
const known = new ToolCatalog(graph, [tool('qel_orvu', ['pe'], true)]);
const scope = (intent: string, catalog = unread) => compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph }).claims.scope;

describe('a catalog of tools nothing reads', () => {
  it('may pay and send what the intent asks for', () => {
    const s = scope("pay Dhansiri Filling Station's march fuel bill, ₹18,760.40, and email the DFO the receipt");
    assert.ok(s.includes('payment-initiate') && s.includes('message-send'), s.join());
  });
  it('grants neither where every tool is read and known', () => {
    const s = scope("pay Dhansiri Filling Station's march fuel bill, ₹18,760.40, and email the DFO the receipt", known);
    assert.ok(!s.includes('payment-initiate') && !s.includes('message-send'), s.join());
  });
});

describe('a request a negation before its verb takes back', () => {
  it('"belum bayar" (not paid yet) asks for no payment; "bayarkan" does', () => {
    assert.ok(!scope('semak penyata akaun kumpulan, siapa yg belum bayar bulan ni').includes('payment-initiate'));
    assert.ok(!scope('jangan bayar tagihan itu dulu, cek saja').includes('payment-initiate'));
    assert.ok(scope('bayarkan iuran Siti RM 50 ke rekening 7012445890').includes('payment-initiate'));
  });
});
