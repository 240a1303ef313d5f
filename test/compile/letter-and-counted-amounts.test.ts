/**
 * Amounts written with a currency's letter before the number ("max R4,000", "K3,460", "S/ 89.90") and amounts counted in
 * ten-thousands and thousands ("4만5천원", "3万円"): the compiler reads them as amounts, and a control's label priced the same way
 * is checked against them. A letter before a bare number is a seat or a road ("Seat R12", "A4"), never an amount. Wording made
 * up here; each check failed before the change it covers.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { labelPrices } from '../../src/action/browser/prices.ts';
import { extractEntities } from '../../src/capability/compile/entities.ts';

const amounts = (text: string) =>
  extractEntities(text)
    .filter((e) => e.kind === 'amount')
    .map((e) => [e.value, (e as { currency?: string }).currency]);

describe('amounts with a currency letter before the number', () => {
  it('reads a number grouped in thousands or with cents after R, K, P, Q or S/', () => {
    assert.deepEqual(amounts('book the boat tour, keep it under R2,500 all in'), [[2500, 'ZAR']]);
    assert.deepEqual(amounts('settle the chandler K12,800.50 today'), [[12800.5, '']]);
    assert.deepEqual(amounts('el taxi cuesta S/ 45.00 nomás'), [[45, 'PEN']]);
    assert.deepEqual(amounts('pagar Q1,250 al mecánico'), [[1250, 'GTQ']]);
  });
  it('leaves a letter before a bare number alone: a seat, a road, a size', () => {
    assert.deepEqual(amounts('two seats, R12 and R14, take the R2 home'), []);
    assert.deepEqual(amounts('print it on A4, room K105'), []);
  });
  it('reads a control priced the same way, and not a seat', () => {
    assert.deepEqual(labelPrices('Lekker, pay now — R2,740.00'), [2740]);
    assert.deepEqual(labelPrices('Pagar Q1,250.00'), [1250]);
    assert.deepEqual(labelPrices('Seat R12'), []);
  });
});

describe('amounts counted in ten-thousands and thousands', () => {
  it('adds the parts before the currency', () => {
    assert.deepEqual(amounts('한라봉 상자 6만2천원 넘으면 사지 마'), [[62000, 'KRW']]);
    assert.deepEqual(amounts('予算は3万円まで'), [[30000, 'JPY']]);
    assert.deepEqual(amounts('1만 5천 원짜리로'), [[15000, 'KRW']]);
    assert.deepEqual(amounts('给他转2千美元'), [[2000, 'USD']]);
  });
  it('keeps a plain number before the currency as it was', () => {
    assert.deepEqual(amounts('45,000원 이하'), [[45000, 'KRW']]);
    assert.deepEqual(amounts('5000円以内'), [[5000, 'JPY']]);
  });
});
