/**
 * The price of what is chosen (src/action/browser/call.ts): a spending choice commits to the price of
 * the option picked, and a spending button whose words say what it does ("Reserve the boat") commits to
 * the prices of the options chosen in its form, not only to its own label's. Boat house, wording and
 * prices made up.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ToolSpec } from '../../../src/action/types.ts';
import { BROWSER_CLICK, setup } from '../../fence/fixtures.ts';

const BROWSER_SELECT: ToolSpec = {
  name: 'browser_select_option',
  description: 'Select an option in a dropdown',
  inputSchema: {
    type: 'object',
    properties: { element: { type: 'string' }, target: { type: 'string' }, values: { type: 'array', items: { type: 'string' } } },
    required: ['target', 'values'],
  },
};

const form = [
  '### Page',
  '- Page URL: https://boathouse.example/hire/2027-06-04',
  '- Page Title: Hire a boat',
  '### Snapshot',
  '```yaml',
  '- main [ref=e1]:',
  '  - form "Hire" [ref=e2]:',
  '    - combobox "Boat" [ref=e3]:',
  '      - option "Single scull — 15 €" [selected] [ref=e4]',
  '      - option "Double scull — 28 €" [ref=e5]',
  '      - option "Eight with cox — 140 €" [ref=e6]',
  '    - radio "Morning" [ref=e7]',
  '    - radio "Whole day — 95 €" [ref=e8]',
  '    - button "Reserve the boat" [ref=e9]',
  '```',
].join('\n');

function hire(intent: string, max: number) {
  const { fence, token } = setup(
    { tools: [BROWSER_CLICK, BROWSER_SELECT] },
    {
      scope: ['read-only-retrieval', 'web-fetch', 'order-manage'],
      constraints: { 'order-manage': { amount: { max }, url: { domains: ['boathouse.example'] } } },
      intent,
    },
  );
  const session = fence.session(token);
  session.observe(form);
  return session;
}
const codes = (d: { reasons: readonly { code: string }[] }) => d.reasons.map((r) => r.code);
const select = (value: string) => ({ tool: 'browser_select_option', args: { element: 'Boat', target: 'e3', values: [value] } });
const reserve = { tool: 'browser_click', args: { element: 'Reserve the boat', target: 'e9' } };

describe('a spending choice commits to the price of the option chosen', () => {
  it('an option priced over the bound is refused for its price; one within it passes', async () => {
    const over = await hire('hire one single scull on boathouse.example, 20 € at most', 20).authorize(select('Eight with cox — 140 €'));
    assert.equal(over.verdict, 'deny');
    assert.ok(codes(over).includes('constraint.amount-over-max'), codes(over).join());
    const within = await hire('hire one single scull on boathouse.example, 20 € at most', 20).authorize(select('Single scull — 15 €'));
    assert.equal(within.verdict, 'allow', codes(within).join());
  });
});

describe('a button that says it books commits to the prices chosen in its form', () => {
  it('a priced radio clicked in the form counts at the booking, within the bound or over it', async () => {
    const session = hire('hire a boat on boathouse.example, at most 20 €', 20);
    assert.equal((await session.authorize({ tool: 'browser_click', args: { element: 'Whole day — 95 €', target: 'e8' } })).verdict, 'allow');
    const booked = await session.authorize(reserve);
    assert.equal(booked.verdict, 'deny');
    assert.ok(codes(booked).includes('constraint.amount-over-max'), codes(booked).join());
    const plain = hire('hire a boat on boathouse.example, at most 20 €', 20);
    assert.equal((await plain.authorize({ tool: 'browser_click', args: { element: 'Morning', target: 'e7' } })).verdict, 'allow');
    const ok = await plain.authorize(reserve);
    assert.equal(ok.verdict, 'allow', codes(ok).join());
  });
});
