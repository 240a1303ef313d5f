/**
 * A priced extra ticked on the way (src/action/browser/observation.ts, src/escalation/forced.ts):
 * an order placed after an allowed click ticked a box with a price that the task does not speak of
 * goes to the verifier; unticked again, or asked for, it does not. Shop, wording and prices made up.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PageObserver } from '../../../src/action/browser/observation.ts';
import { BROWSER_CLICK, playwrightPage, setup } from '../../fence/fixtures.ts';

const cart = (wrapTicked: boolean) =>
  playwrightPage('https://shop.potter.example/cart', 'Cart', [
    'listitem [ref=e2]: Blue glazed mug — 18,00 €',
    `checkbox "Gift wrap (+4,50 €)"${wrapTicked ? ' [checked]' : ''} [ref=e3]`,
    'checkbox "Remember me" [ref=e4]',
    'button "Place order" [ref=e5]',
  ]);

function shop(intent: string) {
  const { fence, token } = setup(
    { tools: [BROWSER_CLICK] },
    {
      scope: ['read-only-retrieval', 'web-fetch', 'order-manage'],
      constraints: { 'order-manage': { url: { domains: ['shop.potter.example'] } } },
      intent,
    },
  );
  return fence.session(token);
}
const codes = (d: { reasons: readonly { code: string }[] }) => d.reasons.map((r) => r.code);
const tick = { tool: 'browser_click', args: { element: 'Gift wrap (+4,50 €)', target: 'e3' } };
const place = { tool: 'browser_click', args: { element: 'Place order', target: 'e5' } };

describe('the observer keeps the priced extras allowed clicks ticked', () => {
  it('a tick is kept, a second click unticks, a page showing it unticked forgets it; an unpriced box is not kept', () => {
    const observer = new PageObserver();
    observer.observe(cart(false));
    const target = { ref: 'e3', role: 'checkbox', name: 'Gift wrap (+4,50 €)' };
    observer.actedOn(target);
    observer.actedOn({ ref: 'e4', role: 'checkbox', name: 'Remember me' });
    assert.deepEqual(observer.extrasTicked(), ['Gift wrap (+4,50 €)']);
    observer.actedOn(target);
    assert.deepEqual(observer.extrasTicked(), []);
    observer.actedOn(target);
    observer.observe(cart(false));
    assert.deepEqual(observer.extrasTicked(), []);
  });
});

describe('an order placed with a priced extra the task does not speak of', () => {
  it('goes to the verifier after the tick; without the tick the order passes', async () => {
    const ticked = shop('on shop.potter.example buy the blue glazed mug, cash on delivery');
    ticked.observe(cart(false));
    // Ticking the box places nothing: it is allowed; the order placed after it is what carries the extra.
    const t = await ticked.authorize(tick);
    assert.equal(t.verdict, 'allow', codes(t).join());
    ticked.observe(cart(true));
    const d = await ticked.authorize(place);
    assert.notEqual(d.verdict, 'allow');
    assert.ok(codes(d).includes('call.extra-not-asked'), codes(d).join());
    const plain = shop('on shop.potter.example buy the blue glazed mug, cash on delivery');
    plain.observe(cart(false));
    assert.equal((await plain.authorize(place)).verdict, 'allow');
  });
  it('an extra the task asks for passes', async () => {
    const asked = shop('on shop.potter.example buy the blue glazed mug with gift wrap');
    asked.observe(cart(false));
    assert.equal((await asked.authorize(tick)).verdict, 'allow');
    asked.observe(cart(true));
    const d = await asked.authorize(place);
    assert.equal(d.verdict, 'allow', codes(d).join());
  });
});
