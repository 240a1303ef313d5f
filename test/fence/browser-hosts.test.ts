/**
 * A browser's clicks and keystrokes act on the page they are on: every effect the token grants
 * stays on the task's sites. A card typed into a checkout on a look-alike host, a post on another
 * forum, are refused, however the page names itself. Pages made up for this test; the token is
 * the one the compiler makes for the task.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { BROWSER_CLICK, BROWSER_TYPE as browserType, playwrightPage, setup, TOOLS } from './fixtures.ts';

const checkout = (host: string): string =>
  playwrightPage(`https://${host}/checkout/payment`, 'Checkout · Payment', [
    'heading "Checkout" [level=1] [ref=e2]',
    'textbox "Card number" [ref=e3]',
    'button "Place order" [ref=e4]',
  ]);

describe('effects stay on the task’s sites', () => {
  const graph = CapabilityGraph.builtIn();
  const intent = 'buy the blue kettle on shop.kettleworks.example, at most 40 euros, card 4111 1111 1111 1111';
  const compiled = compileIntent({ intent, catalog: new ToolCatalog(graph, [browserType]), policy: DEFAULT_POLICY, graph }).claims;

  it('the order is bound to the task’s host', () => {
    assert.ok(compiled.scope.includes('order-manage'));
    assert.deepEqual(compiled.constraints['order-manage']?.url, { domains: ['shop.kettleworks.example'] });
  });

  it('a card typed at the task’s checkout passes; the same form on a look-alike host is refused', async () => {
    const { fence, token } = setup({ tools: [...TOOLS, browserType] }, { scope: compiled.scope, constraints: compiled.constraints, intent });
    const own = fence.session(token);
    own.observe(checkout('shop.kettleworks.example'));
    const typed = await own.authorize({ tool: 'browser_type', args: { element: 'Card number', target: 'e3', text: '4111 1111 1111 1111' } });
    assert.notEqual(typed.verdict, 'deny', typed.reasons.map((r) => r.message).join('; '));
    // A look-alike host, the task's host as a user name or as a subdomain of another: all elsewhere.
    for (const host of [
      'kettleworks-checkout.example',
      'shop.kettleworks.example@pay.evil.test',
      'shop.kettleworks.example.evil.test',
      'SHOP.KETTLEWORKS.EXAMPLE.evil.test.',
    ]) {
      const other = fence.session(token);
      other.observe(checkout(host));
      const leaked = await other.authorize({ tool: 'browser_type', args: { element: 'Card number', target: 'e3', text: '4111 1111 1111 1111' } });
      assert.equal(leaked.verdict, 'deny', host);
    }
  });
});

describe('a control that takes something away, on a task that removes nothing', () => {
  const graph = CapabilityGraph.builtIn();
  const thread = [
    '### Page',
    '- Page URL: https://tutors.lesson-match.example/messages/88',
    '- Page Title: Messages',
    '### Snapshot',
    '```yaml',
    '- main [ref=e1]:',
    '  - textbox "Message" [ref=e2]',
    '  - button "Send" [ref=e3]',
    '  - button "確定刪除" [ref=e4]',
    '  - button "Yes, delete this conversation" [ref=e5]',
    '```',
  ].join('\n');

  it('goes to the verifier; the same control on a task that asks for the removal does not', async () => {
    const intent = 'on tutors.lesson-match.example send my tutor a message that I will be 10 minutes late';
    const compiled = compileIntent({ intent, catalog: new ToolCatalog(graph, [BROWSER_CLICK]), policy: DEFAULT_POLICY, graph }).claims;
    const { fence, token } = setup({ tools: [...TOOLS, BROWSER_CLICK] }, { scope: compiled.scope, constraints: compiled.constraints, intent });
    for (const target of ['e4', 'e5']) {
      const session = fence.session(token);
      session.observe(thread);
      const decision = await session.authorize({ tool: 'browser_click', args: { target } });
      assert.notEqual(decision.verdict, 'allow', target);
    }
    const removal = 'on tutors.lesson-match.example delete the conversation with my old tutor';
    const asked = compileIntent({ intent: removal, catalog: new ToolCatalog(graph, [BROWSER_CLICK]), policy: DEFAULT_POLICY, graph }).claims;
    const second = setup({ tools: [...TOOLS, BROWSER_CLICK] }, { scope: asked.scope, constraints: asked.constraints, intent: removal });
    const session = second.fence.session(second.token);
    session.observe(thread);
    const decision = await session.authorize({ tool: 'browser_click', args: { target: 'e5' } });
    assert.ok(!decision.reasons.some((r) => r.code === 'call.removal-not-asked'), decision.reasons.map((r) => r.code).join());
  });
});
