/**
 * What someone is reminded or told to do is the content of a message, not a request of the intent: "提醒他去續約" (remind him to
 * renew) grants no renewal, while "续约王先生的合同" (renew Mr Wang's contract) asks for one. Catalog and wording written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

const graph = CapabilityGraph.builtIn();
const catalog = new ToolCatalog(graph, [
  { name: 'member_lookup', description: 'Looks up a member by callsign.', inputSchema: { type: 'object', properties: { call: { type: 'string' } } } },
  {
    name: 'membership_renew',
    description: "Renews a member's membership for a year and grants their roles again.",
    inputSchema: { type: 'object', properties: { call: { type: 'string' } } },
  },
]);
const scope = (intent: string) => compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph }).claims.scope;

describe('what someone is told to do', () => {
  it('is no request of the intent', () => {
    const s = scope('幫我查 KF7ABC 的執照什麼時候到期，然後提醒他去續約');
    assert.deepEqual(s, ['read-only-retrieval'], s.join());
  });
  it('the same verb asked for is a request', () => {
    assert.notDeepEqual(scope('续约王先生的会员资格'), ['read-only-retrieval']);
  });
});
