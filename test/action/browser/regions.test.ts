import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PageObserver } from '../../../src/action/browser/observation.ts';
import { classifyCall } from '../../../src/action/call.ts';
import { classifyTool } from '../../../src/action/catalog.ts';
import { CapabilityGraph } from '../../../src/capability/graph.ts';

const graph = CapabilityGraph.builtIn();
const obj = (properties: Record<string, unknown>) => ({ type: 'object' as const, properties });
const click = classifyTool({ name: 'click', description: 'Click an element.', inputSchema: obj({ bid: { type: 'string' } }) }, graph);
const fill = classifyTool(
  { name: 'fill', description: 'Fill out a form field.', inputSchema: obj({ bid: { type: 'string' }, value: { type: 'string' } }) },
  graph,
);

// A seat-choice step of a booking, and beside it (in its own region) a chat widget with a box and "Send".
const page = new PageObserver();
page.observe(`## Currently open tabs:
Tab 0 (active tab)
    Title: Choose your seat – Railway
    URL: https://rail.example/booking/77/seat

## AXTree:
RootWebArea 'Choose your seat – Railway', focused
\t[1] generic ''
\t\t[2] main ''
\t\t\t[3] radio 'Window', checked='true'
\t\t\t[4] button 'Next'
\t\t[5] complementary 'Chat with us'
\t\t\t[6] textbox 'Type your message'
\t\t\t[7] button 'Send'`);

describe("a page's regions are not one form", () => {
  it("a chat widget's box and Send do not make the page's own step a message", () => {
    const next = classifyCall(click, { tool: 'click', args: { bid: '4' } }, page);
    assert.equal(next.actionClass, 'order-manage', 'the booking page, not the chat, says what "Next" moves on');
  });

  it("the widget's own box still sends a message", () => {
    assert.equal(classifyCall(fill, { tool: 'fill', args: { bid: '6', value: 'hello' } }, page).actionClass, 'message-send');
  });
});
