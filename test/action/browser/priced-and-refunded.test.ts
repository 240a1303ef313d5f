/**
 * Controls that do something for a price, and confirmations that hand the price back: a verb of no named object beside its
 * price ("DISPATCH STOP £14.50") sells what it does; a label that orders or signs up and pays ("reserve --pay $15.00",
 * "Enrol and pay") pays for that order; a "Yes, …" in a dialog that refunds the price cancels what was bought, however its
 * button words it. Sites, labels and prices made up for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clickEffect } from '../../../src/action/browser/effect.ts';
import { labelEffect } from '../../../src/action/browser/labels.ts';
import { parseSnapshot } from '../../../src/action/browser/snapshot.ts';

const classOf = (label: string): string => {
  const said = labelEffect(label, []);
  return said.kind === 'write' ? said.cls : said.kind;
};

describe('a price beside a verb', () => {
  it('sells what a verb of no named object does', () => {
    assert.equal(classOf('DISPATCH STOP £14.50'), 'order-manage');
    assert.equal(classOf('Dispatch — $20.00'), 'order-manage');
    assert.notEqual(classOf('DISPATCH STOP'), 'order-manage', 'no price, no sale');
  });

  it('a label that orders or signs up and pays pays for that; paying a bill, a donation or a top-up stays a payment', () => {
    for (const label of ['$ reserve --pay $15.00', 'Reserve and pay $15.00', 'enroll --pay $35.00', 'Register and pay'])
      assert.equal(classOf(label), 'order-manage', label);
    for (const label of ['Pay now', 'Pay bill', 'Pay rent', 'Book and donate £5', 'Top up and buy'])
      assert.equal(classOf(label), 'payment-initiate', label);
  });
});

describe('a confirmation that refunds the price', () => {
  const dialog = (says: string, button: string) =>
    parseSnapshot(
      [
        '### Page',
        '- Page URL: https://float.example/my-floats',
        '- Page Title: My floats',
        '### Snapshot',
        '```yaml',
        '- main [ref=e1]:',
        '  - dialog "Release FL-3301?" [ref=e2]:',
        `    - paragraph [ref=e3]: ${says}`,
        `    - button "${button}" [ref=e4]`,
        '    - button "Keep my float" [ref=e5]',
        '```',
      ].join('\n'),
    )!;
  const at = (page: ReturnType<typeof dialog>, ref: string) => page.byRef.get(ref)!;

  it('cancels what was bought (order-manage), however final the dialog says it is', () => {
    const refund = dialog("Your $64.00 returns to your card within five days. This can't be undone.", 'Yes, let it go');
    const said = clickEffect(refund, at(refund, 'e4'));
    assert.equal(said.cls, 'order-manage');
    assert.equal(said.removes, true);
  });

  it('a refund line hides nothing the button itself names beyond an order', () => {
    const account = dialog('Your remaining $5.00 credit returns to your card.', 'Yes, delete my account');
    assert.notEqual(clickEffect(account, at(account, 'e4')).cls, 'order-manage');
  });

  it('without a refund, a permanent confirmation stays a removal of its own', () => {
    const final = dialog("This can't be undone.", 'Yes, let it go');
    assert.notEqual(clickEffect(final, at(final, 'e4')).cls, 'order-manage');
    // The other button of the dialog confirms nothing.
    const refund = dialog('Your $64.00 returns to your card.', 'Yes, let it go');
    assert.notEqual(clickEffect(refund, at(refund, 'e5')).cls, 'order-manage');
  });
});
