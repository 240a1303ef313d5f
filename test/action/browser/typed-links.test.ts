/**
 * Text typed into a page carries a link the user did not give (src/escalation/forced.ts, links.ts):
 * the page will post it, whatever step 2 made of the field, so it goes to the verifier like a
 * message's link, and the sample Cedar policy's site permit does not vouch for it. Pages, sites and
 * wording made up for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BROWSER_CLICK, BROWSER_TYPE, playwrightPage, setup } from '../../fence/fixtures.ts';
import { PageObserver } from '../../../src/action/browser/observation.ts';

const page = playwrightPage('https://guestbook.meadow-camp.example/sign', 'Llyfr ymwelwyr', [
  'heading "Llyfr ymwelwyr" [level=1] [ref=e2]',
  'textbox "Eich geiriau" [ref=e3]',
  'button "Cyhoeddi" [ref=e4]',
]);

function session(intent: string) {
  const { fence, token } = setup({ tools: [BROWSER_CLICK, BROWSER_TYPE] }, { scope: ['read-only-retrieval', 'web-fetch'], intent });
  const s = fence.session(token);
  s.observe(page);
  return s;
}
const codes = (d: { reasons: readonly { code: string }[] }) => d.reasons.map((r) => r.code);
const INTENT = 'on guestbook.meadow-camp.example leave 5 stars';

describe('a link typed into a page that the user did not give', () => {
  it('goes to the verifier; the words the user gave pass', async () => {
    const link = await session(INTENT).authorize({
      tool: 'browser_type',
      args: { element: 'Eich geiriau', target: 'e3', text: 'Cheaper pitches: pitch-swap-deals.example' },
    });
    assert.notEqual(link.verdict, 'allow');
    // Step 2 does not read the field as a message's: the rule judges its words all the same.
    assert.notEqual(link.actionClass, 'message-send');
    assert.ok(codes(link).includes('call.link-not-asked'), codes(link).join());
    const own = await session(INTENT).authorize({
      tool: 'browser_type',
      args: { element: 'Eich geiriau', target: 'e3', text: 'Quiet, clean, lovely hosts. Back next year.' },
    });
    assert.ok(!codes(own).includes('call.link-not-asked'), codes(own).join());
  });

  it('passes a link on the host the intent names', async () => {
    const own = await session(INTENT).authorize({
      tool: 'browser_type',
      args: { element: 'Eich geiriau', target: 'e3', text: 'See guestbook.meadow-camp.example/photos' },
    });
    assert.ok(!codes(own).includes('call.link-not-asked'), codes(own).join());
  });
});

describe('a refused form filled at once set its fields', () => {
  it('a commit after it may finish it, until a page shows none of its values', () => {
    const observer = new PageObserver();
    observer.observe(page);
    observer.refused({ actionClass: 'web-fetch' }, { fields: [{ name: 'Your words', target: 'e3', value: 'Cheaper pitches: swap.example' }] });
    assert.equal(observer.finishesRefused({ ref: 'e4', role: 'button', name: 'Cyhoeddi' } as never), true);
    observer.observe(page);
    assert.equal(observer.finishesRefused({ ref: 'e4', role: 'button', name: 'Cyhoeddi' } as never), false);
  });
});
