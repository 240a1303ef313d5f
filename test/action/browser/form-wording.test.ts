/**
 * How a form's own words class its controls (src/action/browser/context.ts, labels.ts): "Save my spot" holds a place as
 * "Hold my date" does (a booking, not a file saved); a form of "Contact details" holds the account's own data (typing a
 * new mobile number there changes a setting, it messages no one), while a "Contact us" form still sends; "Onward" moves
 * a flow on like "Continue". The pages are written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clickEffect, fieldEffect } from '../../../src/action/browser/effect.ts';
import { labelEffect } from '../../../src/action/browser/labels.ts';
import { parseSnapshot } from '../../../src/action/browser/snapshot.ts';

const page = (form: string, fields: readonly string[], button: string): string =>
  [
    '### Page state',
    '- Page URL: https://tidewell.example/me',
    '- Page Title: Tidewell',
    '- Page Snapshot:',
    '```yaml',
    '- generic [ref=e0]:',
    '  - main [ref=e1]:',
    `    - form "${form}" [ref=e2]:`,
    ...fields.map((f, i) => `      - textbox "${f}" [ref=e${i + 3}]`),
    `      - button "${button}" [ref=e9] [cursor=pointer]`,
    '```',
  ].join('\n');

const click = (form: string, fields: readonly string[], button: string) => {
  const snap = parseSnapshot(page(form, fields, button))!;
  return clickEffect(snap, snap.byRef.get('e9')!);
};
const type = (form: string, fields: readonly string[], button: string) => {
  const snap = parseSnapshot(page(form, fields, button))!;
  return fieldEffect(snap, snap.byRef.get('e3')!);
};

describe("a form's own words", () => {
  it('make "Save my spot" a booking', () => {
    assert.equal(click('Book a tour', ['Your name', 'Phone'], 'Save my spot').cls, 'order-manage');
    assert.equal(click('Walk slots', ['Your name'], 'Save a seat').cls, 'order-manage');
    // "Save" alone, or a draft saved, still saves.
    assert.equal(click('Notes', ['Title'], 'Save my draft').cls, 'file-modify');
  });

  it('make typing into "Contact details" a change of the account, and a "Contact us" form a message', () => {
    assert.equal(type('Contact details', ['Mobile', 'Email'], 'Save changes').cls, 'account-modify');
    assert.equal(click('Contact info', ['Mobile'], 'Save').cls, 'account-modify');
    assert.equal(click('Contact us', ['Your message'], 'Submit').cls, 'message-send');
    // A person on record ("Emergency contact", "Primary contact") is the account's data too; contacting the seller sends.
    assert.equal(type('Emergency contact', ['Contact name', 'Contact phone'], 'Save').cls, 'account-modify');
    assert.equal(type('Primary contact', ['Name', 'Email'], 'Update').cls, 'account-modify');
    assert.equal(click('Contact the seller', ['Your message'], 'Send').cls, 'message-send');
  });

  it('make "Save changes" what its form changes', () => {
    assert.equal(click('Contact details', ['Mobile', 'Email'], 'Save changes').cls, 'account-modify');
    assert.equal(click('Notes', ['Title'], 'Save changes').cls, 'file-modify');
  });

  it('make "Next: pay →" a step toward paying, not a payment', () => {
    const next = click('When and where', ['Your name', 'Phone'], 'Next: pay →');
    assert.notEqual(next.cls, 'payment-initiate');
    assert.notEqual(next.uncertain, true);
    assert.notEqual(type('When and where', ['Your name', 'Phone'], 'Next: pay →').cls, 'payment-initiate');
    // A step that names a price may charge it: never a mere step.
    assert.equal(labelEffect('Continue to pay $52', []).kind, 'write');
    assert.equal(labelEffect('Continue to payment', []).kind, 'step');
    // Paying itself still pays (a payment, or an order's when the form is a checkout).
    const pay = click('Card', ['Card number'], 'Pay $52.00').cls;
    assert.ok(pay === 'payment-initiate' || pay === 'order-manage', pay);
  });

  it('make "Onward" a step of the flow', () => {
    const onward = click('Cake builder', ['Inscription'], 'Onward');
    assert.notEqual(onward.uncertain, true);
  });
});
