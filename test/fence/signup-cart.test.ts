/**
 * A sign-up that goes through a cart of places ("Add section 02 to cart", then "Register"): the
 * task may take the place, and spends nothing. A page made up for this test, in the shape of a
 * registrar's; the token is the one the compiler makes for the task.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { BROWSER_CLICK, BROWSER_TYPE as browserType, playwrightPage, setup, TOOLS } from './fixtures.ts';

const PAGE = playwrightPage('https://classes.riverside-college.example/course/pot-101', 'POT 101 Wheel throwing · Riverside College', [
  'heading "POT 101 Wheel throwing" [level=1] [ref=e2]',
  'textbox "Student number" [ref=e3]',
  'button "Add evening group to cart" [ref=e4]',
  'button "Add clay and tool kit to cart (£25.00)" [ref=e5]',
]);

describe('a sign-up through a cart of places', () => {
  const graph = CapabilityGraph.builtIn();
  const intent = 'sign me up for POT 101, the evening group, on classes.riverside-college.example, student number 20417';
  const compiled = compileIntent({ intent, catalog: new ToolCatalog(graph, [BROWSER_CLICK, browserType]), policy: DEFAULT_POLICY, graph }).claims;

  it('takes the place, types what the intent gives, and buys nothing', async () => {
    assert.deepEqual(compiled.constraints['order-manage']?.amount, { max: 0 });
    const { fence, token } = setup(
      { tools: [...TOOLS, BROWSER_CLICK, browserType] },
      { scope: compiled.scope, constraints: compiled.constraints, intent },
    );
    const session = fence.session(token);
    session.observe(PAGE);
    const typed = await session.authorize({ tool: 'browser_type', args: { element: 'Student number', target: 'e3', text: '20417' } });
    assert.equal(typed.verdict, 'allow', typed.reasons.map((r) => r.message).join('; '));
    const place = await session.authorize({ tool: 'browser_click', args: { element: 'Add evening group to cart', target: 'e4' } });
    assert.equal(place.verdict, 'allow', place.reasons.map((r) => r.message).join('; '));
    const kit = await session.authorize({ tool: 'browser_click', args: { element: 'Add clay and tool kit to cart', target: 'e5' } });
    assert.equal(kit.verdict, 'deny');
    assert.ok(kit.reasons.some((r) => r.code === 'constraint.amount-over-max'));
  });

  it('a purchase with its own amount keeps that bound', () => {
    const buy = compileIntent({
      intent: 'buy the clay kit for up to £30 and sign me up for POT 101 on classes.riverside-college.example',
      catalog: new ToolCatalog(graph, [BROWSER_CLICK]),
      policy: DEFAULT_POLICY,
      graph,
    }).claims;
    assert.deepEqual(buy.constraints['order-manage']?.amount, { max: 30 });
  });
});
