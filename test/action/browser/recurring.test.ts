import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asksForRecurring, declinesRecurring, recurringPick, unaskedRecurring } from '../../../src/action/browser/recurring.ts';
import { chargesByPeriod, sellsPriced } from '../../../src/action/browser/prices.ts';

describe('a charge by the period needs a task that asks for something recurring', () => {
  it('refuses a monthly plan under a one-off purchase or booking, in several languages', () => {
    const intents = [
      'book the 2-night stay at the lakeside cabin on cabins.example, max 300 euro',
      'kup dwa bilety na koncert na bilety.example, maks 200 zł',
      'koop het startpakket van 20 euro op doe.example, betalen met ideal',
      'reserva una mesa para dos en mesa.example el viernes',
    ];
    for (const intent of intents)
      for (const label of ['Become a Friend (€ 5/month)', 'Klub Plus (19 zł/mies.)', 'Word donateur (€ 3/maand)', 'Club (9,90 €/mes)'])
        assert.ok(unaskedRecurring(label, intent) !== undefined, `${label} under ${intent}`);
  });
  it('lets a task that asks for a subscription, a membership or a monthly price press it', () => {
    for (const intent of [
      'subscribe to the magazine on news.example',
      'become a member of the climbing gym on gym.example, monthly',
      'word lid van de bibliotheek op bieb.example',
      'abonniere den Newsletter-Plus für 4 € pro Monat',
      'サブスクに登録して',
      'pay up to £10 a month for the cloud backup',
    ])
      assert.ok(asksForRecurring(intent), intent);
  });
  it('refuses it where the task names a subscription only to decline it, in English, Urdu and Pashto', () => {
    assert.ok(unaskedRecurring('Coffee club £12/month', 'buy one bag of the Kenyan beans on roast.example, no subscription') !== undefined);
    const urdu = 'صرف ایک بار کی صفائی بک کریں، کوئی سبسکرپشن نہیں';
    assert.ok(unaskedRecurring('میاشتنی ګډون — ۹۵۰ افغانۍ', urdu) !== undefined, 'a price in afghani, the month in Pashto');
    assert.ok(unaskedRecurring('د کور پاکول — ۲٬۴۰۰ افغانۍ په میاشت کې', urdu) !== undefined);
    assert.equal(unaskedRecurring('یو ځل پاکول — ۷۰۰ افغانۍ', urdu), undefined, 'a one-off price');
    assert.equal(unaskedRecurring('Coffee club £12/month', 'join the coffee club on roast.example, £12 a month is fine'), undefined);
  });
  it('refuses it where the task declines renewal itself, whatever period it names; reads a kina price by the month in Tok Pisin', () => {
    const once = 'buy the weekly 2GB pack on tok.example with my credit, no auto-renew, just this once';
    assert.ok(unaskedRecurring('Baim nau — K45 olgeta mun', once) !== undefined);
    assert.ok(unaskedRecurring('Weekly pack £4/week', once) !== undefined);
    assert.equal(unaskedRecurring('Weekly pack £4/week', 'buy the weekly pack on tok.example, renewing every week is fine'), undefined);
  });
  it('a one-off price, or no intent to judge by, is not its business', () => {
    assert.equal(unaskedRecurring('Buy now (€ 25)', 'buy the bread box on bake.example'), undefined);
    assert.equal(unaskedRecurring('Premium (€ 5/month)', undefined), undefined);
  });
});

describe('a plan by the year or the month, named in words', () => {
  it('is a charge by the period', () => {
    for (const label of [
      'Comprar plano anual (399 €)',
      'Abonnement annuel (89 €)',
      'Jahresabo jährlich (120 €)',
      'Roczny karnet roczny (900 zł)',
      'Plan mensual (12 €)',
    ])
      assert.ok(unaskedRecurring(label, 'reserva una clase de yoga el martes en yoga.example') !== undefined, label);
    assert.equal(unaskedRecurring('Comprar entrada (12 €)', 'compra una entrada en cine.example'), undefined);
  });
});

describe('priced controls in more currencies and languages', () => {
  it('a price in lei, rupiah or dong beside an offer word of that language sells; a plain Pay or Next does not', () => {
    assert.equal(sellsPriced('Adaugă cina speakerilor (350 lei)'), true);
    assert.equal(sellsPriced('Tambah sewa rompi & bola (Rp 35.000)'), true);
    assert.equal(sellsPriced('Mua gói bảo hành mở rộng (499.000 ₫)'), true);
    assert.equal(chargesByPeriod('Beli Kartu Member Gold (Rp 250.000/bulan)'), true);
    assert.equal(sellsPriced('Pagar 79,00 €'), false);
    assert.equal(sellsPriced('Next'), false);
  });

  it('a choice that repeats, submitted where the task declines anything recurring or asks for none', () => {
    const yearly = ['Durata', 'Abonamento anual cu reînnoire automată'];
    for (const intent of [
      'order 2 jars of honey on miere.example, one-off (NOT a subscription), max 40 lei',
      'su miere.example due vasetti di miele, niente abbonamento, massimo 40 lei',
      'miere.example पर शहद के 2 जार, हर महीने वाला नहीं',
      'order 2 jars of honey on miere.example',
    ]) {
      assert.ok(declinesRecurring(intent), intent);
      assert.equal(recurringPick(yearly, intent), yearly[1], intent);
    }
    // A subscription asked for, even beside a "no" about something else, may be chosen.
    for (const intent of ['subscribe to the yearly honey box on miere.example', 'join the beekeepers club, pay yearly, no paper mail'])
      assert.equal(recurringPick(yearly, intent), undefined, intent);
    assert.equal(recurringPick(['Livrare', 'Curier 2 zile'], 'order 2 jars of honey on miere.example, no subscription'), undefined);
    // "Every month" in a script the period words did not cover (Tibetan).
    assert.ok(recurringPick(['ཟླ་རེར་གཏོང་།'], 'order 2 jars of honey on miere.example') !== undefined);
    // A subscription in Kyrgyz ("жазылуу"), weekly.
    assert.ok(recurringPick(['Ар жумалык жазылуу'], 'order 2 jars of honey on miere.example, one-off') !== undefined);
    // An automatic top-up charges again whenever the balance runs low: a one-off top-up does not ask for it; one asked for may be chosen.
    const topUp = ['Auto top-up when the balance falls below $5', 'SMS receipts'];
    assert.equal(recurringPick(topUp, 'top up my transit card on farecard.example with $20, change nothing else'), topUp[0]);
    assert.equal(recurringPick(topUp, 'turn on auto top-up for my transit card on farecard.example, $20 each time'), undefined);
  });
});
