import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asciiDigits } from '../../src/util/digits.ts';
import { labelPrices } from '../../src/action/browser/prices.ts';
import { otherRecord } from '../../src/action/browser/records.ts';
import { unaskedOffer } from '../../src/action/browser/unasked.ts';
import { extractEntities } from '../../src/capability/compile/entities.ts';

describe('digits and prices of any script', () => {
  it('reads the decimal digits of other scripts as ASCII', () => {
    assert.equal(asciiDigits('৩৫০ · ٤٥ · ૧૨૦૦ · ៧៥ · ໒໐ · ၉၉ · ४२ · ０７'), '350 · 45 · 1200 · 75 · 20 · 99 · 42 · 07');
    assert.equal(asciiDigits('no digits here'), 'no digits here');
    assert.equal(asciiDigits('۱٬۲۵۰٬۰۰۰ و ۲٫۵'), '1,250,000 و 2.5', 'the Arabic script’s separators between digits');
  });

  it('finds a price written in other digits, or after any currency sign or name', () => {
    assert.deepEqual(labelPrices('ទិញ ៧៥,០០០ ៛'), [75000]);
    assert.deepEqual(labelPrices('Төлөх 12 500₮'), [12500]);
    assert.deepEqual(labelPrices('Paguaj 1 250 lekë'), [1250]);
    assert.deepEqual(labelPrices('ঠিক আছে'), []);
  });
});

describe('a purchase named beside its command', () => {
  const intent = 'order 2 jars of clover honey and a wax candle on hive.example, up to 30 EUR';
  it('needs the verifier when what it buys is none of the task', () => {
    assert.ok(unaskedOffer('Buy now: bee-keeping starter kit (24.90 €)', intent) !== undefined);
  });
  it('is the task’s when it names the task’s thing, or names nothing but its price', () => {
    assert.equal(unaskedOffer('Buy now: clover honey, 2 jars (12.40 €)', intent), undefined);
    assert.equal(unaskedOffer('Order — 27.30 €', intent), undefined);
    assert.equal(unaskedOffer('Size: 250 g (6.20 €)', intent), undefined, 'a choice buys nothing by itself');
  });
});

describe('record numbers are no prices, cards or phones', () => {
  it('names no record in a price with spaces, a card’s groups or a phone', () => {
    assert.equal(otherRecord('Paguaj 4 800 lekë', 'porosit, karta 4929 1111 2222 3330, tel +355 69 412 8830'), undefined);
    assert.equal(otherRecord('پرداخت ۱٬۱۰۰٬۰۰۰ تومان', 'سفارش ۲ کیلو، حداکثر ۱٬۲۰۰٬۰۰۰ تومان'), undefined);
    assert.ok(otherRecord('Cancel order 4488', 'cancel order 4471') !== undefined);
  });
});

describe('a card written in its groups is a card, never amounts', () => {
  it('even when its check digit is wrong', () => {
    const kinds = extractEntities('no more than 300 EUR: card 4929 1111 2222 3330, 10/29').map((e) => e.kind);
    assert.ok(kinds.includes('card'));
    assert.ok(!extractEntities('card 4929 1111 2222 3330').some((e) => e.kind === 'number'));
  });
});
