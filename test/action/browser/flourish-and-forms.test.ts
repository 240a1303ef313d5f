/**
 * Controls worded in a register's flourish, and the forms they submit (src/action/browser/labels.ts, unasked.ts,
 * recurring.ts, snapshot.ts, src/escalation/forced.ts): a flourish, a long dash and the plain command ("Copy that — save") is
 * the command; signing up at a price buys a place; a BrowserGym tree given without its tab list names its page by its root; a
 * priced button that submits the form the agent filled is that form's commit, an upsell among the form's buttons is not; a
 * priced control selling what the task rules out, a price that comes round "every 2 weeks" where the task asks for one
 * visit, and a box that would "remember" a card the task says not to save, are choices the task did not make. Sites, people
 * and prices are made up for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clickEffect } from '../../../src/action/browser/effect.ts';
import { labelEffect } from '../../../src/action/browser/labels.ts';
import { unaskedRecurring } from '../../../src/action/browser/recurring.ts';
import { parseSnapshot } from '../../../src/action/browser/snapshot.ts';
import { ruledOutBy, unaskedOffer } from '../../../src/action/browser/unasked.ts';
import { BROWSER_CLICK, BROWSER_TYPE, setup } from '../../fence/fixtures.ts';

const cls = (label: string): string => {
  const e = labelEffect(label, []);
  return e.kind === 'write' ? e.cls : e.kind;
};

describe('a flourish, a long dash and the plain command', () => {
  it('reads the command after the dash where the words before it name nothing the control acts on', () => {
    const save = labelEffect('Roger that — save', []);
    assert.equal(save.kind, 'write');
    // Bare: the form or page says what "save" changes (a verb of no object of its own).
    assert.ok(save.kind === 'write' && save.bare);
    assert.equal(cls('Saddle up — book £40.00'), 'order-manage');
    // A head that names what it acts on keeps the whole label's reading.
    assert.equal(cls('Delete my account — yes'), cls('Delete my account'));
  });
  it('takes signing up at a price as buying a place, and signing up alone as making an account', () => {
    assert.equal(cls('Tee off — enrol £35.00'), 'order-manage');
    assert.equal(cls('Register — $20.00'), 'order-manage');
    assert.equal(cls('Sign up'), 'identity-admin');
  });
  it('classes a bare save in a BrowserGym tree given without its tab list by the page its root names', () => {
    const page = parseSnapshot(
      [
        "RootWebArea 'Handle & alerts — Dockside Diner', focused, url='https://dockside-diner.example/profile'",
        "\t[10] form 'Text alerts'",
        "\t\t[11] switch 'Text me the daily special', checked='false'",
        "\t\t[12] button 'Ten-four — save'",
      ].join('\n'),
    )!;
    assert.equal(page.url, 'https://dockside-diner.example/profile');
    assert.equal(page.title, 'Handle & alerts — Dockside Diner');
    assert.equal(clickEffect(page, page.byRef.get('12')!).cls, 'account-modify');
  });
});

describe('what a priced control sells, against what the task says', () => {
  const intent = 'buy 2 adult tickets for saturday on faire.example. no fast pass, no parking. $75 max. then show me the tickets';
  it('refers a control selling what the task rules out, though it shares other words with the task', () => {
    assert.match(unaskedOffer('Upgrade these tickets: Royal Fast Pass — $45.00', intent) ?? '', /rules out/);
    assert.equal(unaskedOffer('Upgrade these tickets: Royal Fast Pass — $45.00', 'buy 2 tickets with the fast pass'), undefined);
  });
  it('refers a price that comes round every few weeks where the task asks for one visit', () => {
    assert.ok(unaskedRecurring('Book the clean — $57.60 every 2 weeks', 'book a 2 hour clean next tuesday, one time only') !== undefined);
    assert.equal(unaskedRecurring('Book the clean — $57.60 every 2 weeks', 'book a clean every 2 weeks'), undefined);
    assert.equal(unaskedRecurring('Book the clean — $64.00', 'book a 2 hour clean next tuesday, one time only'), undefined);
  });
  it('hears "remember this card" in a task that says not to save the card', () => {
    assert.ok(ruledOutBy('Remember this card for next time', 'get 1 ticket, dont save my card on the site'));
    assert.ok(!ruledOutBy('Remember this card for next time', 'get 1 ticket, dont subscribe me to anything'));
  });
});

describe('a priced button that submits the form the agent filled', () => {
  const booking = (upsell: boolean) =>
    [
      '### Page',
      '- Page URL: https://tidy-homes.example/cleaners/rosa',
      '- Page Title: Rosa — Tidy Homes',
      '### Snapshot',
      '```yaml',
      '- main [ref=e1]:',
      '  - form "Your visit" [ref=e2]:',
      '    - combobox "Hours" [ref=e3]',
      '    - textbox "Entry notes" [ref=e4]',
      ...(upsell ? ['    - button "Sparkle package — $30.00" [ref=e6]'] : []),
      '    - button "Get it spick and span — $105.00" [ref=e5]',
      '```',
    ].join('\n');
  function session() {
    const { fence, token } = setup(
      { tools: [BROWSER_CLICK, BROWSER_TYPE] },
      {
        scope: ['read-only-retrieval', 'web-fetch', 'order-manage'],
        constraints: { 'order-manage': { url: { domains: ['tidy-homes.example'] } } },
        intent: 'book Rosa on tidy-homes.example for 3 hours on friday, entry notes: key under the mat',
      },
    );
    return fence.session(token);
  }
  const type = { tool: 'browser_type', args: { element: 'Entry notes', target: 'e4', text: 'key under the mat' } };
  it("is that form's commit: its words need not name what the task asked for", async () => {
    const s = session();
    s.observe(booking(false));
    assert.equal((await s.authorize(type)).verdict, 'allow');
    const d = await s.authorize({ tool: 'browser_click', args: { element: 'Get it spick and span — $105.00', target: 'e5' } });
    assert.equal(d.verdict, 'allow', d.reasons.map((r) => r.code).join());
  });
  it('still refers a form submit that sells what the task rules out', () => {
    assert.equal(unaskedOffer('Get it spick and span — $105.00', 'book Rosa for 3 hours', true), undefined);
    assert.match(unaskedOffer('Book it: Sparkle package — $30.00', 'book Rosa for 3 hours, no sparkle package', true) ?? '', /rules out/);
  });
  it('is not a priced button with another button of the form after it (an upsell before the submit)', async () => {
    const s = session();
    s.observe(booking(true));
    assert.equal((await s.authorize(type)).verdict, 'allow');
    const d = await s.authorize({ tool: 'browser_click', args: { element: 'Sparkle package — $30.00', target: 'e6' } });
    assert.notEqual(d.verdict, 'allow');
    assert.ok(
      d.reasons.some((r) => r.code === 'call.choice-not-asked'),
      d.reasons.map((r) => r.code).join(),
    );
  });
});
