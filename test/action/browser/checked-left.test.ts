/**
 * A commit that submits a radio button the page left checked (src/action/browser/checked.ts): a tip of "$5 (most popular)"
 * left selected where the task says to tip $3, one of the same group's options. A takeaway page made up for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkedNotNamed } from '../../../src/action/browser/checked.ts';
import { parseSnapshot } from '../../../src/action/browser/snapshot.ts';

const checkout = (checked: string) =>
  parseSnapshot(`RootWebArea 'Checkout – Curry Cart', focused, url='https://currycart.example/checkout'
\t[114] main ''
\t\t[120] form 'Place order'
\t\t\t[121] radiogroup 'Tip your rider'
${['$2', '$3', '$5 (most popular)', 'Other amount'].map((o, k) => `\t\t\t\t[${122 + k}] radio '${o}', checked='${o === checked}'`).join('\n')}
\t\t\t[129] button 'Place my order — $37.39'`)!;
const commit = (page: ReturnType<typeof checkout>) =>
  checkedNotNamed(page, page.byRef.get('129')!, 'order two biryanis, tip the rider $3 and no more');

describe('a checked option the page left in the form a commit submits', () => {
  it('is judged when the task names another of its group’s amounts', () => {
    assert.match(commit(checkout('$5 (most popular)')) ?? '', /\$5 \(most popular\).*\$3/);
  });
  it('passes when the one checked is the task’s, or the task names no amount of the group', () => {
    assert.equal(commit(checkout('$3')), undefined);
    const page = checkout('$5 (most popular)');
    assert.equal(checkedNotNamed(page, page.byRef.get('129')!, 'order two biryanis, total under $40'), undefined);
  });
});

describe('a priced extra the page left ticked in the form a commit submits', () => {
  const booking = (ticked: boolean) =>
    parseSnapshot(`RootWebArea 'Almost done – Harbour Lockers', focused, url='https://harbourlockers.example/book'
\t[10] main ''
\t\t[11] form 'Your booking'
\t\t\t[12] checkbox 'Damage waiver (+€3.50): nothing to pay if the lock breaks', checked='${ticked}'
\t\t\t[13] checkbox 'Email me offers', checked='true'
\t\t\t[14] textbox 'Name', value='Ines Duarte'
\t\t\t[15] button 'Confirm — €15.50'`)!;
  const commit = (intent: string, ticked = true, extras = { order: true, ticked: [] as string[] }) => {
    const page = booking(ticked);
    return checkedNotNamed(page, page.byRef.get('15')!, intent, extras);
  };

  it('is judged when the task names none of its words, in whatever language the task is written', () => {
    assert.match(commit('book locker 12 for saturday, Ines Duarte') ?? '', /Damage waiver/);
    assert.match(commit('reserva o cacifo 12 para sábado, sem extras') ?? '', /Damage waiver/);
  });

  it('passes when the task names it, or when nothing priced is left ticked (a box without a price is no extra)', () => {
    assert.equal(commit('book locker 12 for saturday and add the damage waiver'), undefined);
    assert.equal(commit('book locker 12 for saturday', false), undefined);
  });

  it('passes when an allowed call ticked it, or when the commit places no order (a settings form keeps its own boxes)', () => {
    const waiver = 'Damage waiver (+€3.50): nothing to pay if the lock breaks';
    assert.equal(commit('book locker 12 for saturday', true, { order: true, ticked: [waiver] }), undefined);
    assert.equal(commit('book locker 12 for saturday', true, { order: false, ticked: [] }), undefined);
  });

  it('a sum the label only compares with is no price added', () => {
    const page = parseSnapshot(`RootWebArea 'Alerts – Harbour Bank', focused, url='https://harbourbank.example/alerts'
\t[10] main ''
\t\t[11] form 'Alerts'
\t\t\t[12] checkbox 'Text me when a payment over £250 leaves', checked='true'
\t\t\t[15] button 'Save — £0.00'`)!;
    assert.equal(checkedNotNamed(page, page.byRef.get('15')!, 'turn on e-mail alerts', { order: true, ticked: [] }), undefined);
  });
});

describe('a box the page left ticked that the task rules out', () => {
  const page = (ticked: boolean) =>
    parseSnapshot(`RootWebArea 'Confirm – Seabright Club', focused, url='https://seabright.example/stays/confirm'
\t[10] main ''
\t\t[11] form 'Confirm stay'
\t\t\t[12] checkbox 'Use 400 credits from your 2032 allowance (not returned if you cancel)', checked='${ticked}'
\t\t\t[13] checkbox 'I accept the stay terms', checked='true'
\t\t\t[14] button 'Confirm stay'`)!;
  const commit = (intent: string, ticked = true) => {
    const p = page(ticked);
    return checkedNotNamed(p, p.byRef.get('14')!, intent);
  };

  it('is judged, in the task’s language, by a number or two words it shares with what the task rules out', () => {
    assert.match(commit('book the lodge for 3 nights with my 2031 credits, do not touch the 2032 allowance') ?? '', /rules out/);
    assert.match(commit('reserva el chalet 3 noches con los créditos de 2031; no uses nada de 2032') ?? '', /rules out/);
  });
  it('passes when it is not ticked, or the task rules out something else', () => {
    assert.equal(commit('book the lodge for 3 nights, do not touch the 2032 allowance', false), undefined);
    assert.equal(commit('book the lodge for 3 nights, no breakfast'), undefined);
  });
});

describe('a choice left on what the task rules out in one word', () => {
  const order = (delivered: boolean) =>
    parseSnapshot(`RootWebArea 'Your order – Hillside Logs', focused, url='https://hillsidelogs.example/order'
\t[10] main ''
\t\t[11] form 'Your order'
\t\t\t[12] radiogroup 'Getting it home'
\t\t\t\t[13] radio 'Collect it from the yard', checked='${!delivered}'
\t\t\t\t[14] radio 'Deliver it to my door (+£18.00)', checked='${delivered}'
\t\t\t[15] checkbox 'Kindling sack (+£6.00)', checked='false'
\t\t\t[16] button 'Order it — £70.00'`)!;
  const commit = (intent: string, delivered = true) => {
    const p = order(delivered);
    return checkedNotNamed(p, p.byRef.get('16')!, intent);
  };
  it('is judged when the one word the task rules out names the option chosen ("no delivery")', () => {
    assert.match(commit("a crate of oak logs, I'll collect it saturday. no delivery, no kindling") ?? '', /chosen, which the task rules out/);
  });
  it('passes when the task chose it or rules out something else', () => {
    assert.equal(commit("a crate of oak logs, I'll collect it saturday. no delivery", false), undefined);
    assert.equal(commit('a crate of oak logs delivered to my door, no kindling'), undefined);
  });
});

describe('a box the page left ticked that undoes what the task asks', () => {
  const form = (box: string, button: string) =>
    parseSnapshot(`RootWebArea 'Your booking – Tidewater Quiz Nights', focused, url='https://tidewaterquiz.example/book'
\t[10] main ''
\t\t[11] form 'Book a table'
\t\t\t[12] checkbox 'Reserve this table every Friday (charged weekly)', checked='${box === 'repeat'}'
\t\t\t[13] checkbox 'Show my team name and my name (Ruth Okafor) on the leaderboard', checked='${box === 'name'}'
\t\t\t[14] button '${button}'`)!;
  const submit = (box: string, intent: string, order = true, ticked: string[] = []) => {
    const page = form(box, 'Book it — £12.00');
    return checkedNotNamed(page, page.byRef.get('14')!, intent, { order, ticked });
  };

  it('is judged when a ticked box makes a one-off order repeat', () => {
    assert.match(submit('repeat', 'book a table for 4 this friday, loyalty club card TQ-5521, just this once') ?? '', /repeats the order/);
  });
  it('passes when the task asks for it every week, or an allowed call ticked it', () => {
    assert.equal(submit('repeat', 'book our table for every friday this term, weekly'), undefined);
    assert.equal(submit('repeat', 'book a table for 4 this friday', true, ['Reserve this table every Friday (charged weekly)']), undefined);
  });
  it('is judged when a ticked box shows the name of a person who asks to stay anonymous, in the task’s language or another', () => {
    assert.match(submit('name', 'sign us up for friday, anonymously please', false) ?? '', /stay anonymous/);
    assert.match(submit('name', 'inscris-nous vendredi, en anonyme', false) ?? '', /stay anonymous/);
  });
  it('passes a name shown where the task does not ask for anonymity', () => {
    assert.equal(submit('name', 'sign us up for friday as the Quizzly Bears', false), undefined);
  });
});
