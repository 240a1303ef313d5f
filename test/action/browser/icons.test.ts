import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PageObserver } from '../../../src/action/browser/observation.ts';
import { classifyCall } from '../../../src/action/call.ts';
import { classifyTool } from '../../../src/action/catalog.ts';
import { CapabilityGraph } from '../../../src/capability/graph.ts';

const graph = CapabilityGraph.builtIn();
const click = classifyTool(
  {
    name: 'browser_click',
    description: 'Perform click on a web page',
    inputSchema: { type: 'object', properties: { element: { type: 'string' }, target: { type: 'string' } } },
  },
  graph,
);

/** A classifieds page this test made up: a search box with a magnifier, a chat panel with a paper plane, an attach clip, a heart, a cart icon. */
const PAGE = `### Page
- Page URL: https://www.kleinmarkt.example/ad/7731
- Page Title: Road bike, 56 cm - Kleinmarkt
### Snapshot
\`\`\`yaml
- generic [active] [ref=e1]:
  - banner [ref=e2]:
    - search [ref=e3]:
      - textbox "Find ads" [ref=e4]
      - button "🔎" [ref=e5] [cursor=pointer]
  - main [ref=e6]:
    - heading "Road bike, 56 cm" [level=1] [ref=e7]
    - button "♥" [ref=e8] [cursor=pointer]
    - button "🛒" [ref=e9] [cursor=pointer]
    - complementary "Chat with the seller" [ref=e10]:
      - textbox "Your text" [ref=e11]
      - button "📎" [ref=e12] [cursor=pointer]
      - button "✈" [ref=e13] [cursor=pointer]
    - region "Shipping quote" [ref=e14]:
      - textbox "Postcode" [ref=e15]
      - button "➜" [ref=e16] [cursor=pointer]
\`\`\``;

function classOf(ref: string) {
  const o = new PageObserver();
  o.observe(PAGE);
  return classifyCall(click, { tool: 'browser_click', args: { target: ref } }, o);
}

describe('buttons drawn only as an icon', () => {
  it('an arrow or paper plane beside a message box sends the message', () => {
    const sent = classOf('e13');
    assert.equal(sent.actionClass, 'message-send');
    assert.notEqual(sent.uncertain, true);
  });

  it('a magnifier searches, a cart icon adds to the cart', () => {
    assert.equal(classOf('e5').actionClass, 'web-fetch');
    assert.equal(classOf('e9').actionClass, 'order-manage');
  });

  it('an arrow beside fields that say nothing of their purpose escalates, never a silent read', () => {
    const unknown = classOf('e16');
    assert.equal(unknown.uncertain, true);
    assert.notEqual(unknown.actionClass, 'read-only-retrieval');
  });

  it('an icon with no field beside it, or one that only opens something, stays a read', () => {
    assert.equal(classOf('e8').actionClass, 'read-only-retrieval');
    assert.equal(classOf('e12').actionClass, 'read-only-retrieval');
  });
});
