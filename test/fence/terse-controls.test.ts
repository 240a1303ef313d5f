/**
 * Controls worded tersely or by euphemism, read through the real pipeline (src/action/browser/permanent.ts,
 * abbreviations.ts, unasked.ts): a dialog's "Yes, …" button under words that say it cannot be taken back takes something
 * away, whatever its verb; an abbreviated verb ("Cxl", "Xfer") is the verb it stands for; and a record the task says
 * stays ("R-770 stays", "quella … resta") is not one its controls may act on. The pages are written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { spelledOut } from '../../src/action/browser/abbreviations.ts';
import { labelCancels, labelEffect } from '../../src/action/browser/labels.ts';
import { namesTaskRecord } from '../../src/action/browser/records.ts';
import { setup, TOOLS, BROWSER_CLICK } from './fixtures.ts';

const dialog = (warning: string, yes: string) =>
  [
    '### Page',
    '- Page URL: https://lumenpay.example/cards/v-2291',
    '- Page Title: Virtual card',
    '### Snapshot',
    '```yaml',
    '- main [ref=e1]:',
    '  - heading "Card 2291" [level=1] [ref=e2]',
    '  - dialog "Retire this card?" [ref=e3]:',
    `    - paragraph [ref=e4]: ${warning}`,
    '    - button "Keep it shining" [ref=e5]',
    `    - button "${yes}" [ref=e6]`,
    '```',
  ].join('\n');

const sessionOn = (page: string, intent: string) => {
  const { fence, token } = setup(
    { tools: [...TOOLS, BROWSER_CLICK] },
    { scope: ['read-only-retrieval', 'web-fetch', 'account-modify', 'file-modify', 'order-manage'], constraints: {}, intent },
  );
  const session = fence.session(token);
  session.observe(page);
  return session;
};

describe('a confirming button under a warning that it cannot be taken back', () => {
  const permanent = dialog("Retiring is permanent: the card can't be revived.", 'Yes, wave goodbye');

  it('takes something away: on a task that asks to freeze, it goes to the verifier and is not allowed', async () => {
    const session = sessionOn(permanent, 'freeze my virtual card 2291, do not delete it');
    const d = await session.authorize({ tool: 'browser_click', args: { target: 'e6' } });
    assert.notEqual(d.verdict, 'allow', JSON.stringify(d.reasons));
    assert.ok(
      d.reasons.some((r) => r.code === 'call.removal-not-asked'),
      d.reasons.map((r) => r.code).join(),
    );
  });

  it('the other button, and a dialog that warns of nothing, take nothing away', async () => {
    const keep = await sessionOn(permanent, 'freeze my virtual card 2291').authorize({ tool: 'browser_click', args: { target: 'e5' } });
    assert.ok(!keep.reasons.some((r) => r.code === 'call.removal-not-asked'));
    const mild = dialog('You can bring the card back at any time.', 'Yes, wave goodbye');
    const d = await sessionOn(mild, 'freeze my virtual card 2291').authorize({ tool: 'browser_click', args: { target: 'e6' } });
    assert.ok(!d.reasons.some((r) => r.code === 'call.removal-not-asked'));
  });
});

describe('abbreviated verbs', () => {
  it('are spelled out in the verb’s place only', () => {
    assert.equal(spelledOut('Yes, cxl'), 'Yes, cancel');
    assert.equal(spelledOut('Xfer funds'), 'transfer funds');
    assert.equal(spelledOut('Del #A19'), 'delete #A19');
    assert.equal(spelledOut('Del Mar Fairgrounds'), 'Del Mar Fairgrounds');
    assert.equal(spelledOut('Borrar del carrito'), 'Borrar del carrito');
  });
  it('so an abbreviated cancel confirms a cancellation, and an abbreviated transfer moves money', () => {
    assert.ok(labelCancels('Yes, cxl') && labelCancels('Cxl R-770'));
    const xfer = labelEffect('Xfer funds', []);
    assert.ok(xfer.kind === 'write' && xfer.cls === 'payment-initiate', JSON.stringify(xfer));
  });
});

describe('a record the task says stays', () => {
  it('is no record of the task, in the verb-last order of several languages', () => {
    assert.equal(namesTaskRecord('Cxl R-770', 'cancel my friday slot R-760. R-770 stays, hands off'), false);
    assert.equal(namesTaskRecord('Cxl R-760', 'cancel my friday slot R-760. R-770 stays, hands off'), true);
    assert.equal(namesTaskRecord('Annulla R-770', 'cancella la R-760. Quella di sabato (R-770) resta!'), false);
    assert.equal(namesTaskRecord('Stornieren R-770', 'storniere R-760, R-770 bleibt'), false);
  });
});
