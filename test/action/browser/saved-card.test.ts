/**
 * "Confirm and pay" under an order's summary and the saved card the page shows ("Visa •• 7730")
 * pays for that order (src/action/browser/checkout.ts `savedCardTotal`): order-manage, bound by the
 * largest price the page shows. Without a saved card on the page it stays a payment. The site, its
 * summary and the card are written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BROWSER_CLICK, playwrightPage, setup } from '../../fence/fixtures.ts';

const HOST = 'hall.glenrow.example';
const codes = (d: { reasons: readonly { code: string }[] }) => d.reasons.map((r) => r.code);

function confirm(total: string, card: boolean) {
  const page = playwrightPage(`https://${HOST}/confirm`, 'Glenrow Hall', [
    'heading "Your booking" [level=1] [ref=e2]',
    `table [ref=e3]:\n    - row [ref=e4]:\n      - cell "Small room, Sat 16 Jan, 14:00, 3 hours" [ref=e5]\n      - cell "${total}" [ref=e6]`,
    `paragraph [ref=e7]: ${card ? 'You pay with your saved card (Visa •• 7730).' : 'You pay on the next page.'}`,
    'button "Confirm and pay" [ref=e8]',
  ]);
  const { fence, token } = setup(
    { tools: [BROWSER_CLICK] },
    {
      scope: ['read-only-retrieval', 'web-fetch', 'order-manage'],
      constraints: { 'web-fetch': { url: { domains: [HOST] } }, 'order-manage': { amount: { max: 60 }, url: { domains: [HOST] } } },
      ceilings: { calls: 20, amount: 500 },
      intent: `book the small room at ${HOST} for sat 16 jan 14:00, 3 hours, saved card, max £60`,
    },
  );
  const session = fence.session(token);
  session.observe(page);
  return session.authorize({ tool: 'browser_click', args: { target: 'e8' } });
}

describe('paying under an order summary with the saved card the page shows', () => {
  it('pays for that order, within the task’s amount', async () => {
    const d = await confirm('£55', true);
    assert.equal(d.verdict, 'allow', codes(d).join());
    assert.equal(d.actionClass, 'order-manage');
  });

  it('is held to the amount by the page’s total', async () => {
    const d = await confirm('£75', true);
    assert.notEqual(d.verdict, 'allow');
    assert.equal(d.actionClass, 'order-manage');
    assert.deepEqual(codes(d), ['constraint.amount-over-max']);
  });

  it('without a saved card on the page it is a payment, which the token does not grant', async () => {
    const d = await confirm('£55', false);
    assert.equal(d.verdict, 'deny');
    assert.equal(d.actionClass, 'payment-initiate');
  });
});
