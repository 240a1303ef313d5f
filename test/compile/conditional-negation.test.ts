/**
 * A negated request in a clause that opens with a condition ("if they are not enough, don't book"), where the intent asks
 * for the same request, says when not to do it: it withdraws no class (src/capability/compile/frame.ts). A prohibition
 * with no condition still does. The catalog is BrowserGym's; the site is made up for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { BROWSERGYM_TOOLS } from '../../src/eval/convert/mind2web.ts';

const graph = CapabilityGraph.builtIn();
const catalog = new ToolCatalog(graph, [...BROWSERGYM_TOOLS]);
const scope = (intent: string) =>
  compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph, startUrl: 'https://seabright.example/' }).claims.scope;

describe('a request refused only under a condition', () => {
  it('keeps the request it conditions, in English and in the languages the glosses read', () => {
    assert.ok(scope('book the lodge for 3 nights with my credits. if they are not enough, don’t book and tell me').includes('order-manage'));
    assert.ok(scope('resérvame el chalet 3 noches con mis créditos; si no alcanzan, no reserves y me avisas').includes('order-manage'));
  });
  it('a prohibition without a condition still withdraws the class', () => {
    assert.ok(!scope('check the lodge prices for march and don’t book anything').includes('order-manage'));
  });
});
