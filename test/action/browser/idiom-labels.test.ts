/**
 * Controls worded as people talk (src/action/browser/labels.ts, drafts.ts): an interjection before a comma says nothing
 * ("Cool, got it" dismisses; "Cool down" keeps its verb); a phrasal verb whose particle follows its object is the verb it
 * means ("Call it off" cancels, "Fire it off" sends); skipping the extras moves on, skipping a delivery does not; "Next up:"
 * steps as "Next:" does. A form that can be kept as a draft beside the button that sends it commits nothing while it is
 * typed into. The pages and labels are written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clickEffect, fieldEffect } from '../../../src/action/browser/effect.ts';
import { labelEffect, labelRemoves } from '../../../src/action/browser/labels.ts';
import { parseSnapshot } from '../../../src/action/browser/snapshot.ts';

const said = (label: string) => labelEffect(label, []);
const cls = (label: string): string | undefined => {
  const e = said(label);
  return e.kind === 'write' ? e.cls : e.kind;
};

describe('labels worded as people talk', () => {
  it('drops an interjection before a comma or "!", and only there', () => {
    assert.equal(cls('Cool, got it'), 'read');
    assert.equal(cls('Great! Delete it'), 'file-modify');
    assert.notEqual(cls('Cool down'), 'read');
  });
  it('reads a phrasal verb whose particle follows its object as the verb it means', () => {
    assert.equal(cls('Call it off'), 'order-manage');
    assert.equal(cls('Call the booking off'), 'order-manage');
    assert.equal(cls('Fire it off'), 'message-send');
    // "Call" with no particle after its object still calls someone.
    assert.equal(cls('Call the plumber'), 'message-send');
  });
  it('reads casual words for throwing away as a deletion ("Bin it", "Ditch this draft"), and "bin" as a noun as a name', () => {
    assert.equal(cls('Bin it'), 'file-modify');
    assert.ok(labelRemoves('Bin it') && labelRemoves('Ditch this draft'));
    assert.ok(!labelRemoves('Recycle bin') && !labelRemoves('Bin day schedule'));
    // Discarding or ditching a record by its reference removes it, by what it is.
    assert.equal(cls('Ditch order WP-7712'), 'order-manage');
    assert.equal(cls('Discard draft D-4410'), 'file-modify');
  });
  it('moves on past extras skipped, but a skipped delivery changes an order', () => {
    assert.equal(cls('Skip the extras'), 'read');
    assert.equal(cls('Skip add-ons'), 'read');
    assert.notEqual(cls("Skip next week's box"), 'read');
  });
  it('commits what the form holds on an idiom of confirming ("Make it so", "Go for it")', () => {
    assert.equal(said('Make it so').kind, 'commit');
    assert.equal(said('Go for it').kind, 'commit');
    assert.notEqual(said('Make a copy').kind, 'commit');
  });
  it('steps on "Next up:" as on "Next:", unless it names a price', () => {
    assert.equal(said("Next up: who's driving").kind, 'step');
    assert.equal(cls('Next up: pay $40'), 'payment-initiate');
  });
});

/** A page of one form named `form` holding `lines` (its fields and buttons, as Playwright MCP prints them). */
const formPage = (url: string, form: string, lines: readonly string[]) =>
  parseSnapshot(
    [
      '### Page state',
      `- Page URL: ${url}`,
      '- Page Snapshot:',
      '```yaml',
      '- generic [ref=e0]:',
      '  - main [ref=e1]:',
      `    - form "${form}" [ref=e2]:`,
      ...lines.map((l) => `      - ${l}`),
      '```',
    ].join('\n'),
  )!;
const typed = (extra: string) => {
  const snap = formPage('https://quillbooks.example/invoices/new', 'Invoice', [
    'textbox "What you did" [ref=e3]',
    'textbox "Hours" [ref=e4]',
    ...(extra.length > 0 ? [extra] : []),
    'button "Send invoice" [ref=e9] [cursor=pointer]',
  ]);
  return fieldEffect(snap, snap.byRef.get('e3')!);
};

describe('a form that can be kept as a draft', () => {
  it('commits nothing while it is typed into; without a draft its fields are part of the send', () => {
    assert.equal(typed('link "Keep as draft" [ref=e8] [cursor=pointer]:').cls, 'web-fetch');
    assert.equal(typed('button "Als Entwurf speichern" [ref=e8] [cursor=pointer]').cls, 'web-fetch');
    assert.equal(typed('').cls, 'message-send');
  });
});

describe('a priced button under a card’s fields', () => {
  const checkout = (button: string) =>
    formPage('https://pinecrest-camp.example/signup', 'Sign-up', [
      'textbox "Cardholder name" [ref=e3]',
      'textbox "Card number" [ref=e4]',
      'textbox "MM/YY" [ref=e5]',
      'textbox "CVC" [ref=e6]',
      `button "${button}" [ref=e9] [cursor=pointer]`,
    ]);
  it('charges the card whatever its verb reads as ("Count us in — $248.00")', () => {
    const page = checkout('Count us in — $248.00');
    const effect = clickEffect(page, page.byRef.get('e9')!);
    assert.equal(effect.cls, 'order-manage');
    assert.deepEqual(effect.amounts, [248]);
    const unpriced = checkout('Count us in');
    assert.notEqual(clickEffect(unpriced, unpriced.byRef.get('e9')!).cls, 'read-only-retrieval');
  });
});

describe('a button named by its icon’s file name', () => {
  // A vault's sharing form and an item form, written for this test: the buttons are named "user-check", "trash-2", "share-2".
  const page = formPage('https://keyloft.example/settings/recovery', 'Recovery contact', [
    'textbox "Recovery email" [ref=e3]',
    'combobox "Access" [ref=e4]',
    'button "user-check" [ref=e5] [cursor=pointer]',
    'button "trash-2" [ref=e6] [cursor=pointer]',
    'button "share-2" [ref=e7] [cursor=pointer]',
    'button "more-horizontal" [ref=e8] [cursor=pointer]',
  ]);
  const click = (ref: string) => clickEffect(page, page.byRef.get(ref)!);
  it('does what the icon draws: a check confirms the form, a bin deletes, a share shares', () => {
    assert.notEqual(click('e5').cls, 'web-fetch', 'a check confirms what the form holds: no look-up');
    assert.notEqual(click('e5').cls, 'read-only-retrieval');
    assert.notEqual(click('e6').cls, 'read-only-retrieval');
    assert.notEqual(click('e6').cls, 'web-fetch');
    assert.notEqual(click('e7').cls, 'read-only-retrieval');
    assert.ok(['read-only-retrieval', 'web-fetch'].includes(click('e8').cls), 'a "more" menu opens: it changes nothing');
  });
  it('reads a label in words as its words', () => {
    assert.equal(cls('Check availability'), 'read');
  });
});
