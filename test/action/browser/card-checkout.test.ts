/**
 * A checkout in words no lexicon reads (src/action/browser/call.ts, filled.ts `submits`):
 * the first button after a field the agent typed the user's card into pays for the order. The site,
 * its words (made up, in no real language) and the card are written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BROWSER_CLICK, BROWSER_TYPE, playwrightPage, setup } from '../../fence/fixtures.ts';

const HOST = 'kauppa.vorlu.example';
const CARD = '4111 2222 3333 4444';
// The card's fields in a group of their own, the button beside it (as shops lay it out).
const page = playwrightPage(`https://${HOST}/kassa`, 'Vorlu', [
  'heading "Zurat kelvo" [level=1] [ref=e2]',
  'paragraph: Kelvo zurat morvi plavo ven tarka, lumi sorvo kelvat dranu vesko malda orvi turak',
  'paragraph: Plavo kortinfo ven gildo, sorvi tarka lumi dranu vesko malda kelvat orvi',
  'group "Kortinfo" [ref=e3]:\n    - textbox "Kortnum" [ref=e4]\n    - textbox "Gildo" [ref=e5]',
  'button "Plavo 41,69 €" [ref=e6]',
  'button "Zurat morvi" [ref=e7]',
]);

function checkout(max = 45) {
  const { fence, token } = setup(
    { tools: [BROWSER_CLICK, BROWSER_TYPE] },
    {
      scope: ['read-only-retrieval', 'web-fetch', 'order-manage'],
      constraints: {
        'web-fetch': { url: { domains: [HOST] } },
        'order-manage': { amount: { max }, url: { domains: [HOST] } },
      },
      ceilings: { calls: 20, amount: 500 },
      intent: `${HOST} zurat 2 kelvo, katto ${max} €. kort ${CARD}, 11/29, CVC 019`,
    },
  );
  const session = fence.session(token);
  session.observe(page);
  return session;
}
const codes = (d: { reasons: readonly { code: string }[] }) => d.reasons.map((r) => r.code);
const typeCard = { tool: 'browser_type', args: { element: 'Kortnum', target: 'e4', text: CARD } };

describe('the button that submits the card the agent typed pays for the order', () => {
  it('is an order within the task’s amount once the card is typed', async () => {
    const session = checkout();
    assert.equal((await session.authorize(typeCard)).verdict, 'allow');
    const pay = await session.authorize({ tool: 'browser_click', args: { target: 'e6' } });
    assert.equal(pay.verdict, 'allow', codes(pay).join());
    assert.equal(pay.actionClass, 'order-manage');
  });

  it('without the card typed, its effect cannot be told', async () => {
    const pay = await checkout().authorize({ tool: 'browser_click', args: { target: 'e6' } });
    assert.notEqual(pay.verdict, 'allow');
    assert.ok(codes(pay).includes('call.effect-uncertain'), codes(pay).join());
  });

  it('its price is held to the amount; a later button is not the card’s', async () => {
    const over = checkout(30);
    await over.authorize(typeCard);
    const pay = await over.authorize({ tool: 'browser_click', args: { target: 'e6' } });
    assert.notEqual(pay.verdict, 'allow');
    const session = checkout();
    await session.authorize(typeCard);
    const other = await session.authorize({ tool: 'browser_click', args: { target: 'e7' } });
    assert.notEqual(other.verdict, 'allow');
    assert.ok(codes(other).includes('call.effect-uncertain'), codes(other).join());
  });
});
