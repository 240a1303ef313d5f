import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { labelRemoves } from '../../src/action/browser/labels.ts';
import { PageObserver } from '../../src/action/browser/observation.ts';
import { classifyTool } from '../../src/action/catalog.ts';
import { classifyCall, entryForCall } from '../../src/action/call.ts';
import type { ToolCall } from '../../src/action/types.ts';
import { argumentValues, costOf, MalformedArguments } from '../../src/capability/constraints.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { PLAYWRIGHT_SNAPSHOT } from './pages.ts';

const graph = CapabilityGraph.builtIn();
const target = { type: 'string', description: 'Exact target element reference from the page snapshot, or a unique element selector' };
const element = { type: 'string', description: 'Human-readable element description used to obtain permission to interact with the element' };
// As @playwright/mcp 0.0.83 annotates its action tools: every one destructive.
const annotations = { readOnlyHint: false, destructiveHint: true, openWorldHint: true };
const click = classifyTool(
  {
    name: 'browser_click',
    description: 'Perform click on a web page',
    inputSchema: { type: 'object', properties: { element, target }, required: ['target'] },
    annotations,
  },
  graph,
);
const fillForm = classifyTool(
  {
    name: 'browser_fill_form',
    description: 'Fill multiple form fields',
    inputSchema: {
      type: 'object',
      properties: {
        fields: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              type: { type: 'string' },
              target,
              value: { type: 'string', description: 'Value to fill in the field' },
            },
          },
        },
      },
      required: ['fields'],
    },
    annotations,
  },
  graph,
);

const page = new PageObserver();
page.observe(PLAYWRIGHT_SNAPSHOT);
const entryOf = (call: ToolCall, observation: PageObserver | undefined = page) => entryForCall(click, classifyCall(click, call, observation));

describe("a browser call's entry", () => {
  it("says whether this call takes something away, not the tool's blanket annotation", () => {
    const link = entryOf({ tool: 'browser_click', args: { target: 'e14' } });
    assert.equal(link.actionClass, 'web-fetch');
    assert.equal(link.spec.annotations?.destructiveHint, false);
    assert.ok(link.evidence.some((e) => /takes nothing away/.test(e)));
    const order = entryOf({ tool: 'browser_click', args: { target: 'e13' } });
    assert.equal(order.actionClass, 'order-manage');
    assert.equal(order.spec.annotations?.destructiveHint, false);
    // The tool itself is unchanged.
    assert.equal(click.spec.annotations?.destructiveHint, true);
  });

  it("keeps the tool's annotation where the call's target could not be told", () => {
    const unseen = entryOf({ tool: 'browser_click', args: { target: 'e99', element: 'Delete account button' } });
    assert.equal(unseen.spec.annotations?.destructiveHint, true);
    const blind = entryOf({ tool: 'browser_click', args: { target: 'e14' } }, new PageObserver());
    assert.equal(blind.spec.annotations?.destructiveHint, true);
  });

  it('reads removal from a control label, never from a field name or a dialog closer', () => {
    assert.ok(labelRemoves('Delete account'));
    assert.ok(labelRemoves('Click to remove from cart'));
    assert.ok(!labelRemoves('Close'));
    assert.ok(!labelRemoves('Clear filters'));
    assert.ok(!labelRemoves('Drop off time'));
    assert.ok(!labelRemoves('Add to cart'));
  });

  it("counts a form field's typed value as text, never as an amount", () => {
    const call: ToolCall = {
      tool: 'browser_fill_form',
      args: {
        fields: [
          { name: 'Full name', type: 'textbox', target: 'e10', value: 'Noah Williams' },
          { name: 'Postal code', type: 'textbox', target: 'e11', value: '60622' },
        ],
      },
    };
    const values = argumentValues(call, fillForm);
    assert.ok(!(values instanceof MalformedArguments));
    assert.deepEqual([...new Set(values.map((v) => v.role))], ['text']);
    const chain = [{ ceilings: { amount: 100 } }] as unknown as Parameters<typeof costOf>[2];
    assert.equal(costOf(call, { ...fillForm, actionClass: 'order-manage' }, chain, true).amount, 0);
  });
});
