/**
 * Controls worded in registers the fence had not met, and what a commit spends: a polite opener before the verb ("Pray
 * proceed", "Kindly proceed"), a nudge aimed at people ("Ping Tom"), a step that names its price ("Proceed — £278.00"), the
 * cheapest option the task asks for, and an amount the agent typed into a field named for one. Sites, names and prices made up.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { labelEffect } from '../../../src/action/browser/labels.ts';
import { BROWSER_CLICK, BROWSER_TYPE, setup } from '../../fence/fixtures.ts';

/** A Playwright MCP page whose main part holds `lines`, indented as they nest under it. */
const page = (url: string, title: string, lines: readonly string[]): string =>
  [
    '### Page',
    `- Page URL: ${url}`,
    `- Page Title: ${title}`,
    '### Snapshot',
    '```yaml',
    '- main [ref=e1]:',
    ...lines.map((l) => `  ${l}`),
    '```',
  ].join('\n');

const codes = (d: { reasons: readonly { code: string }[] }) => d.reasons.map((r) => r.code);

describe('labels in registers the fence had not met', () => {
  it('a polite opener does not hide the verb', () => {
    assert.equal(labelEffect('Kindly proceed', []).kind, 'step');
    assert.equal(labelEffect('Pray proceed — £90.00', []).kind, 'step');
    const saved = labelEffect('Pray record these particulars', []);
    assert.equal(saved.kind, 'write');
    assert.equal(saved.kind === 'write' ? saved.cls : undefined, 'account-modify');
  });
  it('a nudge aimed at people is a message to them; a ping of a host and "remind me later" are not', () => {
    for (const label of ['Ping Priya', 'ping them', 'nudge them', 'Remind everyone']) {
      const said = labelEffect(label, []);
      assert.equal(said.kind === 'write' ? said.cls : said.kind, 'message-send', label);
    }
    assert.equal(labelEffect('Ping server', []).kind, 'read');
    assert.notEqual(labelEffect('Remind Me Later', []).kind, 'write');
  });
});

/** A clock repairer's estimate: two priced ways of doing the work, paid with the card the site keeps. */
const estimate = (express: boolean) =>
  page('https://clockmender.example/estimates/E-301', 'Estimate E-301', [
    '- form "Your instructions" [ref=e2]:',
    `  - radio "Standard service, six weeks — £120.00"${express ? '' : ' [checked]'} [ref=e3]`,
    `  - radio "Express service, two weeks — £210.00"${express ? ' [checked]' : ''} [ref=e4]`,
    '  - text: To be paid with your card on file',
    `  - button "Kindly proceed — £${express ? '210.00' : '120.00'}" [ref=e5]`,
  ]);

function clockSite(intent: string, max: number) {
  const { fence, token } = setup(
    { tools: [BROWSER_CLICK, BROWSER_TYPE] },
    {
      scope: ['read-only-retrieval', 'web-fetch', 'order-manage', 'payment-initiate'],
      constraints: {
        'order-manage': { url: { domains: ['clockmender.example'] }, amount: { max } },
        'payment-initiate': { url: { domains: ['clockmender.example'] }, amount: { max } },
      },
      intent,
    },
  );
  return fence.session(token);
}
const proceed = (price: string) => ({ tool: 'browser_click', args: { element: `Kindly proceed — £${price}`, target: 'e5' } });

describe('a step that names its price, and the cheapest option', () => {
  it('"Kindly proceed — £210.00" orders at that price, bound by what the task allows', async () => {
    const s = clockSite('approve estimate E-301 on clockmender.example, up to £150, saved card', 150);
    s.observe(estimate(true));
    const d = await s.authorize(proceed('210.00'));
    assert.equal(d.verdict, 'deny', codes(d).join());
    assert.equal(d.actionClass, 'order-manage');
    s.observe(estimate(false));
    assert.equal((await s.authorize(proceed('120.00'))).verdict, 'allow');
  });
  it('where the task asks for the cheapest, a dearer option left chosen goes to the verifier', async () => {
    const s = clockSite('go ahead with estimate E-301 on clockmender.example, whichever option is cheapest, saved card', 500);
    s.observe(estimate(true));
    const d = await s.authorize(proceed('210.00'));
    assert.notEqual(d.verdict, 'allow');
    assert.ok(codes(d).includes('call.option-not-asked'), codes(d).join());
    const cheap = clockSite('go ahead with estimate E-301 on clockmender.example, whichever option is cheapest, saved card', 500);
    cheap.observe(estimate(false));
    assert.equal((await cheap.authorize(proceed('120.00'))).verdict, 'allow');
  });
});

/** A house-share app's "send money" form: whom, how much, what for. */
const sendMoney = page('https://flatshare.example/send', 'send money', [
  '- form "send money to a housemate" [ref=e2]:',
  '  - combobox "to" [ref=e3]:',
  '    - option "Ana" [ref=e4]',
  '  - textbox "amount (£)" [ref=e5]',
  '  - textbox "what for" [ref=e6]',
  '  - textbox "how many people" [ref=e8]',
  '  - button "send it" [ref=e7]',
]);

describe('an amount typed into a field named for one', () => {
  function flatshare() {
    const { fence, token } = setup(
      { tools: [BROWSER_CLICK, BROWSER_TYPE] },
      {
        scope: ['read-only-retrieval', 'web-fetch', 'payment-initiate'],
        constraints: { 'payment-initiate': { url: { domains: ['flatshare.example'] }, amount: { max: 31.25 } } },
        intent: 'pay my share of the electricity bill on flatshare.example, £31.25 to Ana',
      },
    );
    return fence.session(token);
  }
  const type = (ref: string, text: string) => ({ tool: 'browser_type', args: { element: ref, target: ref, text } });
  const send = { tool: 'browser_click', args: { element: 'send it', target: 'e7' } };
  it('binds the send that submits it, however short the number', async () => {
    const s = flatshare();
    s.observe(sendMoney);
    const typed = await s.authorize(type('e5', '40'));
    assert.equal(typed.verdict, 'allow', codes(typed).join());
    s.complete(typed, { ok: true });
    const d = await s.authorize(send);
    assert.equal(d.verdict, 'deny', codes(d).join());
    assert.ok(codes(d).includes('constraint.amount-over-max'), codes(d).join());
  });
  it('the amount the task names passes; a count typed beside it binds nothing', async () => {
    const s = flatshare();
    s.observe(sendMoney);
    s.complete(await s.authorize(type('e5', '31.25')), { ok: true });
    s.complete(await s.authorize(type('e8', '40')), { ok: true });
    const d = await s.authorize(send);
    assert.equal(d.verdict, 'allow', codes(d).join());
  });
});
