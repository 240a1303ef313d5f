/**
 * A button whose words no lexicon reads commits what allowed calls put in front of it
 * (src/action/browser/filled.ts, call.ts): the details typed beside a trip chosen make a booking,
 * a sentence typed makes a post, switches flipped and nothing typed make a setting. What was put
 * into another part of the page (a partner's frame) says nothing of this button, and a time chosen
 * that the task does not give goes to the verifier. The sites and their words (made up, in no real
 * language), names and numbers are written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FilledFields } from '../../../src/action/browser/filled.ts';
import { parseSnapshot } from '../../../src/action/browser/snapshot.ts';
import { BROWSER_CLICK, BROWSER_TYPE, playwrightPage, setup } from '../../fence/fixtures.ts';

const HOST = 'turo.velmi.example';
const codes = (d: { reasons: readonly { code: string }[] }) => d.reasons.map((r) => r.code);

function session(page: string, scope: readonly string[], intent: string, max?: number) {
  const bound = (c: string) => ({ url: { domains: [HOST] }, ...(max !== undefined && c === 'order-manage' ? { amount: { max } } : {}) });
  const constraints = Object.fromEntries(scope.filter((c) => c !== 'read-only-retrieval').map((c) => [c, bound(c)]));
  const { fence, token } = setup(
    { tools: [BROWSER_CLICK, BROWSER_TYPE] },
    { scope: [...scope], constraints, ceilings: { calls: 20, amount: 500 }, intent },
  );
  const s = fence.session(token);
  s.observe(page);
  return s;
}
const click = (target: string) => ({ tool: 'browser_click', args: { target } });
const type = (target: string, text: string) => ({ tool: 'browser_type', args: { element: 'field', target, text } });

// A page's own text in the site's language: what tells the fence the page is not in English.
const TEXT = 'paragraph: Velmi turo lumi drano kelvat orvi, sorvi tarka lumi dranu vesko malda kelvat orvi turak plavo ven';

// A booking form: two trips to choose from, a date, the person's name and phone, a button "Kelvat".
const booking = playwrightPage(`https://${HOST}/varo`, 'Velmi', [
  'heading "Varo turo" [level=1] [ref=e2]',
  TEXT,
  'group "Turo" [ref=e3]:\n    - radio "Lumi drano 10:30" [ref=e4]\n    - radio "Lumi drano 12:00" [ref=e5]\n    - textbox "Nimo" [ref=e6]\n    - textbox "Puhel" [ref=e7]\n    - button "Kelvat" [ref=e8]\n    - button "Sorvi" [ref=e9]',
  // A partner's frame beside it: its own box and button.
  'iframe [ref=e10]:\n    - generic [ref=f1e1]:\n      - textbox "Puhel" [ref=f1e2]\n      - button "Orvat" [ref=f1e3]',
]);
const BOOK = `${HOST} varo turo 10:30, Aino Varga, puhel 0401 223 344`;

describe('a button no lexicon reads commits what was put in front of it', () => {
  it('the details typed beside a trip chosen: a booking, within a token that grants one', async () => {
    const s = session(booking, ['read-only-retrieval', 'web-fetch', 'order-manage'], BOOK);
    for (const call of [click('e4'), type('e6', 'Aino Varga'), type('e7', '0401 223 344')]) assert.equal((await s.authorize(call)).verdict, 'allow');
    const commit = await s.authorize(click('e8'));
    assert.equal(commit.verdict, 'allow', codes(commit).join());
    assert.equal(commit.actionClass, 'order-manage');
  });

  it('a token that grants no order refuses that booking', async () => {
    const s = session(booking, ['read-only-retrieval', 'web-fetch'], BOOK);
    for (const call of [click('e4'), type('e6', 'Aino Varga')]) await s.authorize(call);
    const commit = await s.authorize(click('e8'));
    assert.equal(commit.verdict, 'deny');
    assert.deepEqual(codes(commit), ['scope.class-not-granted']);
  });

  it('nothing typed, a later button, or a frame’s button: the effect still cannot be told', async () => {
    const none = await session(booking, ['read-only-retrieval', 'web-fetch', 'order-manage'], BOOK).authorize(click('e8'));
    assert.ok(codes(none).includes('call.effect-uncertain'), codes(none).join());
    const s = session(booking, ['read-only-retrieval', 'web-fetch', 'order-manage'], BOOK);
    for (const call of [click('e4'), type('e6', 'Aino Varga'), type('f1e2', '0401 223 344')]) await s.authorize(call);
    const later = await s.authorize(click('e9'));
    assert.ok(codes(later).includes('call.effect-uncertain'), codes(later).join());
    // The phone typed into the partner's frame: its button is in no part of the page with a choice or a price.
    const frame = await s.authorize(click('f1e3'));
    assert.notEqual(frame.verdict, 'allow');
    assert.ok(codes(frame).includes('call.effect-uncertain'), codes(frame).join());
  });

  it('a time chosen that the task does not give goes to the verifier', async () => {
    const s = session(booking, ['read-only-retrieval', 'web-fetch', 'order-manage'], BOOK);
    for (const call of [click('e5'), type('e6', 'Aino Varga'), type('e7', '0401 223 344')]) await s.authorize(call);
    const commit = await s.authorize(click('e8'));
    assert.notEqual(commit.verdict, 'allow');
    assert.ok(codes(commit).includes('call.value-not-given'), codes(commit).join());
  });

  it('a sentence typed into a box: a post', async () => {
    const board = playwrightPage(`https://${HOST}/sana`, 'Velmi', [
      'heading "Sana" [level=1] [ref=e2]',
      TEXT,
      'group "Sano" [ref=e3]:\n    - textbox "Sano" [ref=e4]\n    - button "Lahto" [ref=e5]',
    ]);
    const s = session(board, ['read-only-retrieval', 'web-fetch', 'message-send'], `${HOST} sana: «kiitos turo, lumi oli hyva»`);
    assert.equal((await s.authorize(type('e4', 'kiitos turo, lumi oli hyva'))).verdict, 'allow');
    const post = await s.authorize(click('e5'));
    assert.equal(post.actionClass, 'message-send', codes(post).join());
    assert.equal(post.verdict, 'allow', codes(post).join());
  });

  it('switches flipped and nothing typed: a setting', async () => {
    const settings = playwrightPage(`https://${HOST}/asetus`, 'Velmi', [
      'heading "Asetus" [level=1] [ref=e2]',
      TEXT,
      'group "Viesti" [ref=e3]:\n    - checkbox "Viesti SMS" [checked] [ref=e4]\n    - checkbox "Viesti posti" [ref=e5]\n    - button "Tallo" [ref=e6]',
    ]);
    const s = session(settings, ['read-only-retrieval', 'web-fetch', 'account-modify'], `${HOST} viesti SMS pois`);
    assert.equal((await s.authorize(click('e4'))).verdict, 'allow');
    const save = await s.authorize(click('e6'));
    assert.equal(save.actionClass, 'account-modify', codes(save).join());
    assert.equal(save.verdict, 'allow', codes(save).join());
  });

  it('an extra at its price ticked, nothing typed: the order it is an extra of, bound by the prices chosen', async () => {
    const extras = playwrightPage(`https://${HOST}/lisa`, 'Velmi', [
      'heading "Lisa turo" [level=1] [ref=e2]',
      TEXT,
      'group "Lisat" [ref=e3]:\n    - checkbox "Puuvarmo — 25 €" [ref=e4]\n    - checkbox "Varmo sorvi — 300 €" [ref=e5]\n    - button "Kelvat" [ref=e6]',
    ]);
    const s = session(extras, ['read-only-retrieval', 'web-fetch', 'order-manage'], `${HOST} varo turo puuvarmo`, 200);
    assert.equal((await s.authorize(click('e4'))).verdict, 'allow');
    const commit = await s.authorize(click('e6'));
    assert.equal(commit.actionClass, 'order-manage', codes(commit).join());
    assert.equal(commit.verdict, 'allow', codes(commit).join());
    // A dearer one ticked: its price is over the most the task allows.
    const t = session(extras, ['read-only-retrieval', 'web-fetch', 'order-manage'], `${HOST} varo turo`, 200);
    await t.authorize(click('e5'));
    const over = await t.authorize(click('e6'));
    assert.equal(over.verdict, 'deny');
    assert.ok(codes(over).includes('constraint.amount-over-max'), codes(over).join());
  });

  it('details typed beside an extra ticked at its price: the booking, bound by that price', async () => {
    const form = playwrightPage(`https://${HOST}/varo`, 'Velmi', [
      'heading "Varo turo" [level=1] [ref=e2]',
      TEXT,
      'group "Turo" [ref=e3]:\n    - radio "Lumi drano — 1 000 FCFA" [ref=e4]\n    - checkbox "Varmo sorvi (+3 000 FCFA)" [ref=e5]\n    - textbox "Nimo" [ref=e6]\n    - button "Kelvat" [ref=e7]',
    ]);
    const within = session(form, ['read-only-retrieval', 'web-fetch', 'order-manage'], `${HOST} varo turo, Aino Varga, 1500 FCFA`, 1500);
    for (const call of [click('e4'), type('e6', 'Aino Varga')]) assert.equal((await within.authorize(call)).verdict, 'allow');
    assert.equal((await within.authorize(click('e7'))).verdict, 'allow');
    const s = session(form, ['read-only-retrieval', 'web-fetch', 'order-manage'], `${HOST} varo turo, Aino Varga, 1500 FCFA`, 1500);
    for (const call of [click('e4'), click('e5'), type('e6', 'Aino Varga')]) await s.authorize(call);
    const over = await s.authorize(click('e7'));
    assert.equal(over.verdict, 'deny', codes(over).join());
    assert.ok(codes(over).includes('constraint.amount-over-max'), codes(over).join());
  });

  it('a review step that shows back the details typed on the page before: its button commits them, bound by the total it shows', async () => {
    const review = (total: string) =>
      playwrightPage(`https://${HOST}/varo/tarka`, 'Velmi', [
        'heading "Tarka varo" [level=1] [ref=r2]',
        TEXT,
        `table [ref=r3]:\n    - row [ref=r4]:\n      - cell "Nimo" [ref=r5]\n      - cell "Aino Varga" [ref=r6]\n    - row [ref=r7]:\n      - cell "Puhel" [ref=r8]\n      - cell "0401-223-344" [ref=r9]\n    - row [ref=r10]:\n      - cell "Summa" [ref=r11]\n      - cell "${total}" [ref=r12]`,
        'button "Vahvo" [ref=r13]',
        'link "Muuta" [ref=r14]:\n    - /url: /varo',
      ]);
    const after = async (total: string) => {
      const s = session(booking, ['read-only-retrieval', 'web-fetch', 'order-manage'], BOOK, 200);
      for (const call of [click('e4'), type('e6', 'Aino Varga'), type('e7', '0401 223 344')])
        assert.equal((await s.authorize(call)).verdict, 'allow');
      s.observe(review(total));
      return s.authorize(click('r13'));
    };
    const commit = await after('€120');
    assert.equal(commit.actionClass, 'order-manage', codes(commit).join());
    assert.equal(commit.verdict, 'allow', codes(commit).join());
    // Over the most the task allows (200): refused.
    const over = await after('€240');
    assert.equal(over.verdict, 'deny');
    assert.ok(codes(over).includes('constraint.amount-over-max'), codes(over).join());
    // A summary that shows back only the trip chosen (and the total) reviews the form too.
    const chosen = session(booking, ['read-only-retrieval', 'web-fetch', 'order-manage'], BOOK, 200);
    for (const call of [click('e4'), type('e6', 'Aino Varga')]) await chosen.authorize(call);
    chosen.observe(review('€120').replace('"Aino Varga"', '"Lumi drano 10:30"'));
    assert.equal((await chosen.authorize(click('r13'))).actionClass, 'order-manage');
    // A page that shows nothing typed back is no review of it: the button's effect still cannot be told.
    const s = session(booking, ['read-only-retrieval', 'web-fetch', 'order-manage'], BOOK);
    for (const call of [click('e4'), type('e6', 'Aino Varga')]) await s.authorize(call);
    s.observe(review('€120').replace('Aino Varga', 'Nimo puuttuu'));
    const unseen = await s.authorize(click('r13'));
    assert.ok(codes(unseen).includes('call.effect-uncertain'), codes(unseen).join());
  });

  it("a reference typed into a form's one field: its button looks it up", async () => {
    const track = playwrightPage(`https://${HOST}/seuraa`, 'Velmi', [
      'heading "Seuraa lumi" [level=1] [ref=e2]',
      TEXT,
      'textbox "Lumi numero" [ref=e3]',
      'button "Hakiri" [ref=e4]',
    ]);
    const s = session(track, ['read-only-retrieval', 'web-fetch'], `${HOST} seuraa KP-20931`);
    assert.equal((await s.authorize(type('e3', 'KP-20931'))).verdict, 'allow');
    const look = await s.authorize(click('e4'));
    assert.equal(look.actionClass, 'web-fetch', codes(look).join());
    assert.equal(look.verdict, 'allow', codes(look).join());
    // An e-mail address typed there is no reference: what its button does stays uncertain.
    const t = session(track, ['read-only-retrieval', 'web-fetch'], `${HOST} seuraa`);
    await t.authorize(type('e3', 'aino@velmi.example'));
    assert.ok(codes(await t.authorize(click('e4'))).includes('call.effect-uncertain'));
  });

  it('a tree reported without an address is the same page while it still holds the fields filled', () => {
    const tree = "RootWebArea 'Seuraa', focused\n\t[2] main ''\n\t\t[3] textbox 'Lumi numero'\n\t\t[4] button 'Hakiri'";
    const page = parseSnapshot(tree)!;
    const filled = new FilledFields();
    filled.note(page, undefined, { ref: '3', role: 'textbox', name: 'Lumi numero' }, { bid: '3', value: 'KP-20931' });
    filled.shown(undefined, parseSnapshot(tree)!);
    assert.deepEqual(filled.submits(page, '4')?.texts, ['kp-20931']);
  });
});
