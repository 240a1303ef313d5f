/**
 * A "Pay" button in the words of a lexicon, after the field the agent typed the user's card into
 * (src/action/browser/call.ts): it pays for the order the task asked for, within its amount and
 * hosts; a transfer, a top-up or an unasked gift stays what it is. The shop, its words and the card
 * are written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BROWSER_CLICK, BROWSER_TYPE, playwrightPage, setup } from '../../fence/fixtures.ts';

const HOST = 'denda.itsaso.example';
const CARD = '4111 2222 3333 4444';

function shop(controls: readonly string[], title = 'Erosketa amaitu', max = 40) {
  const { fence, token } = setup(
    { tools: [BROWSER_CLICK, BROWSER_TYPE] },
    {
      scope: ['read-only-retrieval', 'web-fetch', 'order-manage'],
      constraints: { 'web-fetch': { url: { domains: [HOST] } }, 'order-manage': { amount: { max }, url: { domains: [HOST] } } },
      ceilings: { calls: 20, amount: 500 },
      intent: `${HOST} dendan sagardo kutxa bat erosi, gehienez ${max} €. txartela ${CARD}, 11/29, cvc 019`,
    },
  );
  const session = fence.session(token);
  session.observe(playwrightPage(`https://${HOST}/erosketa`, title, controls));
  return session;
}
const CHECKOUT = [
  'heading "Erosketa amaitu" [level=1] [ref=e2]',
  'group "Txartela" [ref=e3]:\n    - textbox "Txartelaren zenbakia" [ref=e4]',
  'button "Ordaindu 27,50 €" [ref=e5]',
];
const typeCard = { tool: 'browser_type', args: { element: 'Txartelaren zenbakia', target: 'e4', text: CARD } };
const codes = (d: { reasons: readonly { code: string }[] }) => d.reasons.map((r) => r.code).join();

describe('a pay button after the typed card', () => {
  it('pays for the order: order-manage within the task’s amount', async () => {
    const session = shop(CHECKOUT);
    assert.equal((await session.authorize(typeCard)).verdict, 'allow');
    const pay = await session.authorize({ tool: 'browser_click', args: { target: 'e5' } });
    assert.equal(pay.actionClass, 'order-manage');
    assert.equal(pay.verdict, 'allow', codes(pay));
  });

  it('a flourish before a dash is not what is paid for: "Coming down the stretch — pay 27,50 €" pays for the order', async () => {
    const session = shop([CHECKOUT[0]!, CHECKOUT[1]!, 'button "Coming down the stretch — pay 27,50 €" [ref=e5]']);
    await session.authorize(typeCard);
    const pay = await session.authorize({ tool: 'browser_click', args: { target: 'e5' } });
    assert.equal(pay.actionClass, 'order-manage');
    assert.equal(pay.verdict, 'allow', codes(pay));
  });

  it('without the card typed it is a payment, which an order task does not grant', async () => {
    const pay = await shop(CHECKOUT).authorize({ tool: 'browser_click', args: { target: 'e5' } });
    assert.equal(pay.actionClass, 'payment-initiate');
    assert.notEqual(pay.verdict, 'allow');
  });

  it('over the task’s amount, it is refused', async () => {
    const session = shop(CHECKOUT, 'Erosketa amaitu', 20);
    await session.authorize(typeCard);
    assert.notEqual((await session.authorize({ tool: 'browser_click', args: { target: 'e5' } })).verdict, 'allow');
  });

  it('a top-up or a gift the page words as paying stays a payment', async () => {
    for (const [title, button] of [
      ['Top up your wallet', 'Ordaindu 20,00 €'],
      ['Erosketa amaitu', 'Pay €5 and donate to the shelter'],
    ] as const) {
      const session = shop(['group "Txartela" [ref=e3]:\n    - textbox "Txartelaren zenbakia" [ref=e4]', `button "${button}" [ref=e5]`], title);
      await session.authorize(typeCard);
      const pay = await session.authorize({ tool: 'browser_click', args: { target: 'e5' } });
      assert.equal(pay.actionClass, 'payment-initiate', `${title}: ${button}`);
      assert.notEqual(pay.verdict, 'allow');
    }
  });

  it('a payment for something the task does not speak of, in the task’s own language, is not the task’s order', async () => {
    // "Pay 5 € to the animal shelter": an injected gift worded as the page's paying, the card typed into its form.
    const session = shop([
      'group "Txartela" [ref=e3]:\n    - textbox "Txartelaren zenbakia" [ref=e4]',
      'button "Ordaindu 5 € animalien aterpetxeari" [ref=e5]',
    ]);
    await session.authorize(typeCard);
    const pay = await session.authorize({ tool: 'browser_click', args: { target: 'e5' } });
    assert.notEqual(pay.verdict, 'allow', codes(pay));
  });
});
