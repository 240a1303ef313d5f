import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { labelEffect } from '../../src/action/browser/labels.ts';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { BROWSERGYM_TOOLS } from '../../src/eval/convert/mind2web.ts';

const graph = CapabilityGraph.builtIn();
const browser = new ToolCatalog(graph, [...BROWSERGYM_TOOLS]);
const compiled = (intent: string) =>
  compileIntent({ intent, catalog: browser, policy: DEFAULT_POLICY, graph, startUrl: 'https://www.shop.example/' }).claims;
const scopeOf = (intent: string): string[] => [...graph.expand(compiled(intent).scope)];

describe('paying at checkout is part of the order', () => {
  it('a payment that settles nothing and names no payee also grants the order it pays for, within the same amount', () => {
    const claims = compiled('print my 24 holiday photos on shop.example and pay with the saved card, at most 20 dollars');
    assert.ok(claims.scope.includes('order-manage'), claims.scope.join());
    assert.equal(claims.constraints?.['order-manage']?.['amount']?.max, 20);
    assert.ok(scopeOf('imprime as fotos na shop.example e paga com o cartão guardado').includes('order-manage'));
  });

  it('donating or paying for what a page offers is paid at its checkout too, within the amount the task names', () => {
    for (const intent of [
      'pay $25 for the Lantern Rail board game on shop.example, digital edition',
      'donate $10 to the harbour cats shelter on shop.example',
    ]) {
      const claims = compiled(intent);
      assert.ok(claims.scope.includes('order-manage'), intent);
      assert.ok((claims.constraints?.['order-manage']?.['amount']?.max ?? Infinity) <= 25, intent);
    }
  });

  it('a card the site keeps, to pay an amount the task names, pays for an order within it; with no amount, or ruled out, it grants none', () => {
    for (const intent of [
      'approve quote Q-118 (the bookcase repair) on shop.example, £260, saved card',
      'su shop.example approva il preventivo Q-118, £260, con la carta',
      'godkjenn tilbodet Q-118 på shop.example, £260, bruk kortet som er lagra',
      'shop.example पर कोटेशन Q-118 मंज़ूर करो, £260, सेव किया हुआ कार्ड',
    ]) {
      const claims = compiled(intent);
      assert.ok(claims.scope.includes('order-manage'), intent);
      assert.equal(claims.constraints?.['order-manage']?.['amount']?.max, 260, intent);
    }
    assert.ok(!compiled('approve quote Q-118 on shop.example, saved card is fine').scope.includes('order-manage'));
    assert.ok(!compiled('on shop.example check whether my saved card was charged £40 for order Q-118').scope.includes('order-manage'));
    assert.ok(
      !compiled('look at quote Q-118 on shop.example (£260) but do not pay or order anything with my saved card').scope.includes('order-manage'),
    );
  });

  it("keeping one's own details to oneself rules out sharing them, not the booking they are for", () => {
    const claims = compiled("Book a birthday party on shop.example for Sun 27 April at 2pm, 10 kids. Don't give my number to anyone but the shop.");
    assert.ok(claims.scope.includes('order-manage'), claims.scope.join());
    assert.ok(!claims.scope.includes('message-send'), claims.scope.join());
  });

  it('a request whose details follow a colon still names what its control does', () => {
    assert.ok(scopeOf('on shop.example add an expense: Groceries, £48.60, split between the 4 of us').includes('file-modify'));
  });

  it('a booking asked for in its own language stands beside a purchase it rules out ("幫我約 …，唔好買 …")', () => {
    const claims = compiled('喺 shop.example 幫我約師傅6月14號上門，用已儲存嘅卡，唔好買羅盤或者其他嘢，唔好超過 HK$4,000。');
    assert.ok(claims.scope.includes('order-manage'), claims.scope.join());
    assert.equal(claims.constraints?.['order-manage']?.['amount']?.max, 4000);
    assert.ok(!compiled('喺 shop.example 睇下師傅嘅時間，唔好買任何嘢').scope.includes('order-manage'));
    // Only an order: a refusal to publish stands, whatever else a word of the task asks for.
    assert.ok(
      !compiled('En shop.example solicita adoptar a Juniper. Mi teléfono es solo para el refugio: no lo publiques en ningún sitio.').scope.includes(
        'message-send',
      ),
    );
  });

  it('"cuir" alone puts; "Cuir in áirithint" (Irish) books, and sends nothing', () => {
    const scope = scopeOf('Cuir in áirithint folmhú don umar ar shop.example Dé Máirt. Ná caith níos mó ná €200.');
    assert.ok(scope.includes('order-manage') && !scope.includes('message-send'), scope.join());
  });

  it('money handed to a person is no checkout', () => {
    assert.ok(!scopeOf('pay Maria Lopez 20 euros on shop.example').includes('order-manage'));
  });

  it('paying a bill, an invoice or an account is no order', () => {
    for (const intent of [
      'pay my electricity bill on shop.example, 61.40 euros',
      'pay invoice 5521 on shop.example',
      'paga a fatura do gás na shop.example',
      'zaplať fakturu za vodu na shop.example',
      'pay 40 EUR to DE89370400440532013000 on shop.example',
    ])
      assert.ok(!scopeOf(intent).includes('order-manage'), intent);
  });
});

describe('a card handed over with its expiry or security code pays at checkout, in any language', () => {
  it('grants the order, bound by the amount the task names', () => {
    // Words no lexicon reads (Kalaallisut-like, made up for this test): only the card and the amount say it.
    const claims = compiled('shop.example-mi qajaq 2 pisiaqqikkit, katillugit 45 €. kort 4111 2222 3333 4444, 11/29, CVC 019');
    assert.ok(claims.scope.includes('order-manage'), claims.scope.join());
    assert.equal(claims.constraints?.['order-manage']?.['amount']?.max, 45);
    assert.ok(scopeOf('buy the blue kettle on shop.example, card 5500 0000 0000 0004 exp 01/30').includes('order-manage'));
  });

  it('a card number alone, a card to settle a bill, or a declined purchase grants no order', () => {
    for (const intent of [
      'on shop.example find out why card 4111 2222 3333 4444 was charged twice',
      'pay my water bill on shop.example with card 4111 2222 3333 4444, cvc 019',
      'compare kettles on shop.example, dont buy anything. card 4111 2222 3333 4444 11/29',
      'update my saved card on shop.example to 4111 2222 3333 4444, exp 11/29, cvc 019',
    ])
      assert.ok(!scopeOf(intent).includes('order-manage'), intent);
  });

  it('a bill paid with a card the task hands over, at an amount it names, is paid at the page’s card form within that amount', () => {
    const claims = compiled('pay my 2031 harbour dues on shop.example, they are $612.40. card 4111 2222 3333 4444 exp 11/29 cvc 019');
    assert.ok(claims.scope.includes('order-manage'), claims.scope.join());
    assert.equal(claims.constraints?.['order-manage']?.['amount']?.max, 612.4);
    // "my 2031 harbour dues": a year between a determiner and a noun is no amount.
    assert.equal(claims.constraints?.['payment-initiate']?.['amount']?.max, 612.4);
  });
});

describe('signing up for something', () => {
  it("sends the organiser one's details, as the Register-for control does; an account is an identity", () => {
    assert.ok(scopeOf('register me for the pottery class on shop.example').includes('message-send'));
    assert.ok(scopeOf('sign me up for the saturday 5k on shop.example').includes('message-send'));
    assert.ok(!scopeOf('find the saturday 5k on shop.example but dont sign me up').includes('message-send'));
    assert.ok(!scopeOf('sign in to shop.example and show my orders').includes('message-send'), '"sign in" signs up for nothing');
    // A team entered by its name on the site is signed up, and paid for with the card the task gives; no account is made.
    const team = compiled(
      "Register my quiz team 'The Usual Suspects' on shop.example for the spring league. Card 4111 2222 3333 4444, 08/31, CVC 123. $40 entry.",
    );
    assert.ok(team.scope.includes('message-send') && team.scope.includes('order-manage'), team.scope.join());
    assert.ok(!team.scope.includes('identity-admin'), team.scope.join());
    assert.equal(team.constraints?.['order-manage']?.['amount']?.max, 40);
    assert.ok(!compiled('register my account on shop.example').scope.includes('message-send'), 'an account is no sign-up for something');
    // Someone else signed up, by name or as "my daughter", is signed up all the same.
    assert.ok(scopeOf('sign Noor up for week 2 at camp.example').includes('message-send'));
    assert.ok(scopeOf('enrol my daughter in the swimming course on pool.example').includes('message-send'));
    // …named after who they are, with a note in brackets ("my son Tomás Ruiz (dob 02/05/2020)").
    const son = compiled(
      'enrol my son Tomás Ruiz (dob 02/05/2020) in the U9 tennis block at club.example. card 4556 0192 7731 2048 exp 09/31. max £45',
    );
    assert.ok(son.scope.includes('order-manage'), son.scope.join());
    assert.equal(son.constraints['order-manage']?.amount?.max, 45);
    // A place taken with no card given spends nothing; a card given is there to pay for it.
    const free = compiled('sign Noor up for week 2 at camp.example').constraints['order-manage']?.amount;
    assert.deepEqual(free, { max: 0 });
    const paid = compiled('sign Noor up for week 2 at camp.example, card 4556 0192 7731 2048 exp 09/31').constraints['order-manage']?.amount;
    assert.notDeepEqual(paid, { max: 0 });
    const control = labelEffect('Register for 2 classes', []);
    assert.ok(control.kind === 'write' && control.cls === 'message-send', JSON.stringify(control));
    const account = labelEffect('Register for an account', []);
    assert.ok(account.kind === 'write' && account.cls === 'identity-admin', JSON.stringify(account));
  });
});

describe('a value set and saved on a page', () => {
  it("is a settings change, as the settings page's Save control is", () => {
    for (const intent of [
      'on shop.example change my default delivery slot to evenings and save',
      'set the spending alert on shop.example to 300 dollars, then save',
      'switch my newsletter on shop.example to the weekly digest and save',
    ])
      assert.ok(scopeOf(intent).includes('account-modify'), intent);
  });

  it('saving a file, or a change refused, is not one', () => {
    assert.ok(!scopeOf('change the title of my draft on shop.example and save it as a pdf').includes('account-modify'));
    assert.ok(!scopeOf('on shop.example, do not change anything and save nothing').includes('account-modify'));
  });
});

describe('amounts written in the currencies of the web lexicons bound what a task may spend', () => {
  it('a dollar after its country letters and a unit after the number are amounts, with their currency where one is meant', () => {
    const bound = (intent: string) => compiled(intent).constraints?.['order-manage'];
    assert.deepEqual(bound('compra o ingresso na shop.example, no máximo R$ 45')?.['currency']?.oneOf, ['BRL']);
    assert.equal(bound('compra o ingresso na shop.example, no máximo R$ 45')?.['amount']?.max, 45);
    assert.equal(bound('kup mi vstupenku na shop.example, nejvýš 350 Kč')?.['amount']?.max, 350);
    // Crowns are Swedish, Norwegian or Danish: the amount binds, no single currency is assumed.
    const crowns = bound('køb billetten på shop.example for højst 200 kr');
    assert.equal(crowns?.['amount']?.max, 200);
    assert.equal(crowns?.['currency'], undefined);
  });
});

describe('a word of a request inside the site’s address', () => {
  it('is part of the address, never the request ("dalbo" orders in Somali, "dalbo.example" is a host)', () => {
    const claims = compileIntent({
      intent: 'dalbo.example xogtayda ka jooji fariimaha dalacsiinta',
      catalog: browser,
      policy: DEFAULT_POLICY,
      graph,
    }).claims;
    assert.ok(!claims.scope.includes('order-manage'), claims.scope.join());
    assert.ok(graph.expand(claims.scope).has('web-fetch'), claims.scope.join());
  });
});

describe('"don\'t change anything else"', () => {
  it('keeps what the task asks for itself: it is not "else"', () => {
    assert.ok(scopeOf("on shop.example set the bedroom's night temperature to 17 °C, don't change anything else").includes('account-modify'));
  });
});
