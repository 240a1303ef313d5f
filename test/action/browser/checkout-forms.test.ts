/**
 * A booking form that takes a card, in words no lexicon reads (src/action/browser/checkout.ts): its
 * fields and its "pay + price" button make an order, not a payment of its own — when the form holds a
 * card's fields (its "CVC", its "MM/YY"). A tree whose tab list gives the address on the active tab's
 * line (snapshot.ts) keeps the card typed across the trees each fill returns. And a cancel a "yes"
 * confirms, or that names a record, cancels (labels.ts). Site, words and card are made up for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { labelEffect } from '../../../src/action/browser/labels.ts';
import { parseSnapshot, reportedUrl } from '../../../src/action/browser/snapshot.ts';
import { paysAtCheckout } from '../../../src/action/browser/checkout.ts';
import { setup } from '../../fence/fixtures.ts';

const obj = (properties: Record<string, unknown>) => ({ type: 'object' as const, properties });
const TOOLS = [
  { name: 'click', description: 'Click an element.', inputSchema: obj({ bid: { type: 'string' } }) },
  { name: 'fill', description: 'Fill out a form field.', inputSchema: obj({ bid: { type: 'string' }, value: { type: 'string' } }) },
];
const HOST = 'varo.tulmek.example';
const CARD = '4000 1234 5678 9010';

/** The booking page, as a tree whose tab list names the active tab's address on one line. `cvc`: the form holds a card's fields. */
const booking = (cvc = true, focused = '') => `# Open tabs
  0 (active): "Tulmek — varo" https://${HOST}/sorvi/varo
${focused === '' ? '' : `# Focused element\n[${focused}]\n`}
RootWebArea 'Tulmek — varo', focused
\t[10] main ''
\t\t[11] heading 'Varo: Kelmi sorvat'
\t\t[12] form 'Varodin'
\t\t\t[13] combobox 'Dalu' value='—'
\t\t\t[14] textbox 'Nimi ja sukku'
\t\t\t[15] group 'Korta'
\t\t\t\t[16] textbox 'Kortan numra'
${cvc ? "\t\t\t\t[17] textbox 'Vanha (MM/YY)'\n\t\t\t\t[18] textbox 'CVC'" : "\t\t\t\t[17] textbox 'Tilinumra'\n\t\t\t\t[18] textbox 'Viite'"}
\t\t\t[19] button 'Ħallas €95.00'`;

function session(cvc = true) {
  const onSite = { url: { domains: [HOST] } };
  const { fence, token } = setup(
    { tools: TOOLS },
    {
      scope: ['read-only-retrieval', 'web-fetch', 'order-manage'],
      constraints: { 'web-fetch': onSite, 'order-manage': { ...onSite, amount: { max: 110 } } },
      intent: `varo ${HOST} kelmi sorvat, Ilmo Rask, korta ${CARD} 10/29 cvc 321, max 110 EUR`,
    },
  );
  const s = fence.session(token);
  s.observe(booking(cvc));
  return s;
}

describe('a booking form that takes a card is an order', () => {
  it('its fields, and its pay button once the card is typed, are order-manage', async () => {
    const s = session();
    const name = await s.authorize({ tool: 'fill', args: { bid: '14', value: 'Ilmo Rask' } });
    assert.equal(name.actionClass, 'order-manage');
    assert.equal(name.verdict, 'allow');
    const card = await s.authorize({ tool: 'fill', args: { bid: '16', value: CARD } });
    assert.equal(card.verdict, 'allow');
    // Each fill answers with the tree again: the card typed stays the form's.
    s.observe(booking(true, '16'));
    const pay = await s.authorize({ tool: 'click', args: { bid: '19' } });
    assert.equal(pay.actionClass, 'order-manage', pay.reasons.map((r) => r.code).join());
    assert.equal(pay.verdict, 'allow');
  });

  it('a form without a card’s fields keeps its pay button a payment', async () => {
    const s = session(false);
    const field = await s.authorize({ tool: 'fill', args: { bid: '17', value: 'FI21 1234 5600 0007 85' } });
    assert.equal(field.actionClass, 'payment-initiate');
    assert.equal(field.verdict, 'deny');
  });

  it('reads the address from a tab list that names it on the active tab’s line', () => {
    assert.equal(reportedUrl(booking()), `https://${HOST}/sorvi/varo`);
    assert.equal(reportedUrl('- 0: [Start](https://a.example/)\n- 1: (current) [Kassa] (https://b.example/kassa)'), 'https://b.example/kassa');
    assert.equal(reportedUrl('# Open tabs\n  0: "Start" https://a.example/'), undefined, 'no tab is marked active');
  });
});

describe('a cancel that is confirmed or names a record cancels', () => {
  const read = (label: string) => labelEffect(label, []);
  it('is an order change after a "yes", or with a reference', () => {
    for (const label of ['Yes, cancel', 'Oui, annuler', 'Cancel TK-8812', 'TK-8812 Stornieren']) assert.equal(read(label).kind, 'write', label);
    assert.equal((read('Yes, cancel') as { cls: string }).cls, 'order-manage');
  });
  it('a bare cancel, a refusal and a way back stay reads', () => {
    for (const label of ['Cancel', 'Annuler', 'No, cancel', 'Back to page 2']) assert.notEqual(read(label).kind, 'write', label);
  });
});

describe('a cancellation the task does not ask for goes to the verifier', () => {
  const bookings = `# Open tabs
  0 (active): "Varodin" https://${HOST}/omat
RootWebArea 'Varodin', focused
\t[10] main ''
\t\t[11] heading 'Omat varodin'
\t\t[12] listitem ''
\t\t\t[13] StaticText 'TK-8812 · 4.11.'
\t\t\t[14] button 'TK-8812 ਰੱਦ ਕਰੋ'`;
  const onBookings = (intent: string) => {
    const onSite = { url: { domains: [HOST] } };
    const { fence, token } = setup(
      { tools: TOOLS },
      { scope: ['read-only-retrieval', 'web-fetch', 'order-manage'], constraints: { 'web-fetch': onSite, 'order-manage': onSite }, intent },
    );
    const s = fence.session(token);
    s.observe(bookings);
    return s;
  };
  it('on a task that books, a button cancelling a record escalates', async () => {
    const d = await onBookings(`book kelmi sorvat on ${HOST} for friday`).authorize({ tool: 'click', args: { bid: '14' } });
    assert.equal(d.verdict, 'escalate', 'no verifier here: it waits');
    assert.ok(
      d.reasons.some((r) => r.code === 'call.removal-not-asked'),
      d.reasons.map((r) => r.code).join(),
    );
  });
  it('on a task that cancels that record, it is the request', async () => {
    const d = await onBookings(`cancel my booking TK-8812 on ${HOST}`).authorize({ tool: 'click', args: { bid: '14' } });
    assert.equal(d.verdict, 'allow', d.reasons.map((r) => r.code).join());
  });
});

describe('a frame inside a form is another document', () => {
  it('its buttons do not class the outer form’s fields', () => {
    const page = `# Open tabs
  0 (active): "Varo" https://${HOST}/varo
RootWebArea 'Varo', focused
\t[10] main ''
\t\t[12] form 'Varodin'
\t\t\t[14] textbox 'Nimi ja sukku'
\t\t\t[20] Iframe 'Kumppani'
\t\t\t\tRootWebArea 'Kumppani'
\t\t\t\t\t[a3] textbox 'Full name'
\t\t\t\t\t[a5] button 'Register member'
\t\t\t[16] textbox 'Kortan numra'
\t\t\t[18] textbox 'CVC'
\t\t\t[19] button 'Ħallas €95.00'`;
    const s = session();
    s.observe(page);
    return s.authorize({ tool: 'fill', args: { bid: '14', value: 'Ilmo Rask' } }).then((d) => {
      assert.equal(d.actionClass, 'order-manage');
      assert.equal(d.verdict, 'allow');
    });
  });
});

describe('a dialog after a refused change on the same page', () => {
  it('may confirm it: its button goes to the verifier', async () => {
    const page = (dialog: boolean) => `# Open tabs
  0 (active): "Varodin" https://${HOST}/omat
RootWebArea 'Varodin', focused
\t[10] main ''
\t\t[12] listitem ''
\t\t\t[14] button 'TK-8812 ਰੱਦ ਕਰੋ'
\t\t[15] listitem ''
\t\t\t[16] button 'TK-8813 ਰੱਦ ਕਰੋ'${dialog ? "\n\t[30] alertdialog 'TK-8813?'\n\t\t[31] button 'ਹਾਂ, ਰੱਦ ਕਰੋ'" : ''}`;
    const onSite = { url: { domains: [HOST] } };
    const { fence, token } = setup(
      { tools: TOOLS },
      {
        scope: ['read-only-retrieval', 'web-fetch', 'order-manage'],
        constraints: { 'web-fetch': onSite, 'order-manage': onSite },
        intent: `cancel my booking TK-8812 on ${HOST}, not TK-8813`,
      },
    );
    const s = fence.session(token);
    s.observe(page(false));
    const other = await s.authorize({ tool: 'click', args: { bid: '16' } });
    assert.notEqual(other.verdict, 'allow', 'the record the task spares');
    s.observe(page(true));
    const yes = await s.authorize({ tool: 'click', args: { bid: '31' } });
    assert.notEqual(yes.verdict, 'allow');
    assert.ok(
      yes.reasons.some((r) => r.code === 'call.after-denial'),
      yes.reasons.map((r) => r.code).join(),
    );
  });
});

describe('a checkout button that pays and books, and a message with its object', () => {
  it('"pay 60 € and book" pays at a checkout; "pay 5 € to the shelter" does not', () => {
    const page = parseSnapshot(booking())!;
    assert.ok(paysAtCheckout(page, 'Ordaindu 60,00 € eta erreserbatu', []));
    assert.ok(!paysAtCheckout(page, 'Pay 5 € to the shelter', []));
  });
  it('"send the enquiry" is a message whatever form it is in; a bare "send" does what its form does', () => {
    const sent = read('விசாரணையை அனுப்பு') as { kind: string; bare?: boolean };
    assert.equal(sent.kind, 'write');
    assert.equal(sent.bare, false);
    assert.equal((read('அனுப்பு') as { bare?: boolean }).bare, true);
  });
});
const read = (label: string) => labelEffect(label, []);
