import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { identifying, typedValues } from '../../../src/action/browser/typed.ts';
import { classifyTool } from '../../../src/action/catalog.ts';
import { CapabilityGraph } from '../../../src/capability/graph.ts';
import { dataFlowVerifier } from '../../../src/escalation/data-flow.ts';
import { argumentProvenance } from '../../../src/gate/origin.ts';
import { PLAYWRIGHT_SNAPSHOT } from '../pages.ts';
import { fixedGate, setup } from '../../fence/fixtures.ts';

const graph = CapabilityGraph.builtIn();
const fill = classifyTool(
  {
    name: 'fill',
    description: 'Fill out a form field.',
    inputSchema: { type: 'object', properties: { bid: { type: 'string' }, value: { type: 'string' } } },
  },
  graph,
);
const TYPE = {
  name: 'browser_type',
  description: 'Type text into editable element',
  inputSchema: { type: 'object' as const, properties: { element: { type: 'string' }, target: { type: 'string' }, text: { type: 'string' } } },
};

describe('what a browser call types', () => {
  it('identifying values are told from composed words', () => {
    for (const v of ['4929 1234 5678 9012', '77014455', '30-91-18', 'ana.lopez@mailbox.example', '+46 70 123 45 67', 'https://x.test/a'])
      assert.equal(identifying(v), true, v);
    for (const v of ['cheap ferry tickets', '21/03/2027', '07/31', '2027-03-21', '552', 'Ana Lopez', '10x15', '3'])
      assert.equal(identifying(v), false, v);
  });

  it('the typed value of a field is traced for verifiers whatever the argument is called; the element is not', () => {
    assert.deepEqual(typedValues(fill, 'value', '77014455'), ['77014455']);
    assert.deepEqual(typedValues(fill, 'value', 'cheap ferry tickets', identifying), []);
    assert.equal(typedValues(fill, 'bid', '41'), undefined);
    const call = { tool: 'fill', args: { bid: '41', value: '77014455' } };
    // Read from the user's bank page, not named by the user: a tool output's value, never "free".
    assert.equal(argumentProvenance(call, fill, 'pay the gas bill', ['Everyday account 30-91-18 77014455'])['value'], 'tool-output');
    assert.equal(argumentProvenance(call, fill, 'my account is 77014455', [])['value'], 'intent');
    assert.equal(argumentProvenance({ tool: 'fill', args: { bid: '3', value: 'ferry' } }, fill, 'x', [])['value'], 'free');
    assert.equal(argumentProvenance(call, fill, 'x', [])['bid'], 'free');
  });

  it('an escalated form fill whose values the intent named is vouched for by the data-flow verifier; one it did not is not', async () => {
    const shop = { url: { domains: ['shop.example'] } };
    const { fence, token } = setup(
      { tools: [TYPE], model: fixedGate(() => 0.5), verifier: dataFlowVerifier() },
      {
        scope: ['read-only-retrieval', 'web-fetch', 'order-manage'],
        constraints: { 'web-fetch': shop, 'order-manage': shop },
        intent: 'buy the usb-c cable on shop.example, name Ana Lopez, card 4929 1234 5678 9012',
      },
    );
    const session = fence.session(token);
    session.observe(PLAYWRIGHT_SNAPSHOT);
    const named = await session.authorize({ tool: 'browser_type', args: { element: 'Full name', target: 'e10', text: 'Ana Lopez' } });
    assert.equal(named.verdict, 'allow');
    const card = await session.authorize({ tool: 'browser_type', args: { element: 'Card number', target: 'e11', text: '4929 1234 5678 9012' } });
    assert.equal(card.verdict, 'allow');
    const other = await session.authorize({ tool: 'browser_type', args: { element: 'Card number', target: 'e11', text: '5105 1051 0510 5100' } });
    assert.notEqual(other.verdict, 'allow');
  });
});
