/**
 * Browsing tasks and controls read by meaning, on pages this test made up in the shape of real
 * ones: a "my page" whose bare Save sits beside ticks, a school portal's "Submit <thing>", a
 * booking button with a note in brackets on how it is paid, a select outside any form, a
 * guestbook, prices by the month in several languages, and a site whose host name is a verb.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PageObserver } from '../../src/action/browser/observation.ts';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { classifyCall } from '../../src/action/call.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { BROWSERGYM_TOOLS } from '../../src/eval/convert/mind2web.ts';

const graph = CapabilityGraph.builtIn();
const browser = new ToolCatalog(graph, [...BROWSERGYM_TOOLS]);
const scope = (intent: string): string[] =>
  [...graph.expand(compileIntent({ intent, catalog: browser, policy: DEFAULT_POLICY, graph }).claims.scope)].sort();

/** The class of `tool` on bid `bid` of a BrowserGym page titled `title` at `url` with the AXTree `lines`. */
function classOn(title: string, url: string, lines: readonly string[], tool: string, args: Record<string, unknown>): string {
  const page = new PageObserver();
  page.observe(
    [
      '## Currently open tabs:',
      'Tab 0 (active tab)',
      `    Title: ${title}`,
      `    URL: ${url}`,
      '',
      '## AXTree:',
      `RootWebArea '${title}', focused`,
      ...lines,
    ].join('\n'),
  );
  return classifyCall(browser.lookup(tool)!, { tool, args }, page).actionClass;
}

describe('a bare Save beside ticks saves a preference', () => {
  const lines = (save: string) => [
    "\t[10] main ''",
    "\t\t[11] heading 'Mon espace'",
    "\t\t[12] checkbox 'Recevoir les offres par SMS', checked='true'",
    "\t\t[13] checkbox 'Rappel la veille par e-mail', checked='true'",
    `\t\t[14] button '${save}'`,
  ];
  it('in any language, whatever the page is called', () => {
    for (const save of ['Save', 'Enregistrer', 'Speichern', '保存する', 'OK'])
      assert.equal(
        classOn('Mon espace | Coiffure Lune', 'https://rdv.coiffure-lune.example/espace', lines(save), 'click', { bid: '14' }),
        'account-modify',
        save,
      );
  });
  it('a Save beside a box to type in is not read as a preference', () => {
    const typed = [...lines('Save').slice(0, 3), "\t\t[15] textbox 'Note'", "\t\t[14] button 'Save'"];
    assert.notEqual(classOn('Notes', 'https://notes.example/n/4', typed, 'click', { bid: '14' }), 'account-modify');
  });
  it('the tasks that ask to switch what the account is sent grant it, and looking does not', () => {
    for (const intent of [
      'on rdv.coiffure-lune.example stop the sms offers but keep the email reminder',
      'turn off the promotional emails on shop.gadgetry.example',
      'on my.bank-north.example opt out of the marketing newsletters please',
      'at tickets.riverside.example switch on push notifications for my orders and save',
    ])
      assert.ok(scope(intent).includes('account-modify'), intent);
    assert.ok(!scope("on rdv.coiffure-lune.example check which reminders i get, don't stop anything").includes('account-modify'));
    assert.ok(!scope('read the latest messages on forum.riverside.example').includes('account-modify'));
  });
});

describe('a submission names what it hands over', () => {
  const form = (button: string) => [
    "\t[20] main ''",
    "\t\t[21] heading 'Report a lost item'",
    "\t\t[22] textbox 'What did you lose?'",
    "\t\t[23] textbox 'Where?'",
    `\t\t[24] button '${button}'`,
  ];
  it('"Submit <thing>" on a page that names no class sends it to the site (message-send)', () => {
    assert.equal(
      classOn('Report a lost item · Northline Buses', 'https://help.northline.example/lost', form('Submit report'), 'click', { bid: '24' }),
      'message-send',
    );
    assert.equal(
      classOn('Lost property · Northline Buses', 'https://help.northline.example/lost', form('Submit claim'), 'click', { bid: '24' }),
      'message-send',
    );
  });
  it('on a settings page it does what the page does', () => {
    assert.equal(classOn('Account settings', 'https://app.example/settings', form('Submit changes'), 'click', { bid: '24' }), 'account-modify');
  });
  it('telling an organisation something grants it; looking does not', () => {
    assert.ok(scope("tell the kids' club on club.larchwood.example that sam will miss friday, reason: flu").includes('message-send'));
    assert.ok(!scope('check the opening times on club.larchwood.example').includes('message-send'));
  });
});

describe('an order with a note on how it is paid', () => {
  const lines = (button: string) => ["\t[30] main ''", "\t\t[31] heading 'Termin'", `\t\t[32] button '${button}'`];
  it('is the order, not a payment', () => {
    for (const b of ['Confirmar reserva (pago en el local)', 'Book now (pay at the hotel)', 'Termin buchen (Zahlung vor Ort)'])
      assert.equal(classOn('Termin', 'https://termine.example/t', lines(b), 'click', { bid: '32' }), 'order-manage', b);
  });
  it('a bracketed note does not soften anything else', () => {
    assert.equal(classOn('Termin', 'https://termine.example/t', lines('Continue (pay €40 now)'), 'click', { bid: '32' }), 'payment-initiate');
    assert.equal(classOn('Termin', 'https://termine.example/t', lines('Pay (deposit)'), 'click', { bid: '32' }), 'payment-initiate');
  });
});

describe('choosing an option outside any form', () => {
  it('commits nothing the page title names; the button does', () => {
    const lines = [
      "\t[40] main ''",
      "\t\t[41] combobox 'Amount', hasPopup='menu', expanded=False",
      "\t\t\t[42] option '£5.00', selected=True",
      "\t\t\t[43] option '£10.00', selected=False",
      "\t\t[44] button 'Add credit'",
    ];
    const title = 'Library card account · Westfield Libraries';
    assert.equal(
      classOn(title, 'https://my.westfield-libraries.example/account', lines, 'select_option', { bid: '41', options: '£10.00' }),
      'web-fetch',
    );
    // Typing a value of the agent's own on the same page still counts as the account's.
    const typed = [...lines.slice(0, 1), "\t\t[45] textbox 'Display name'"];
    assert.equal(classOn(title, 'https://my.westfield-libraries.example/account', typed, 'fill', { bid: '45', value: 'x' }), 'account-modify');
  });
});

describe('guestbooks and host names', () => {
  it('writing in a guestbook or a discussion posts', () => {
    assert.ok(scope('write this in the guestbook on www.hutte-alpenblick.example: thanks for the soup!').includes('message-send'));
    assert.ok(scope('add a line to the forum thread on bikes.example.org: same problem here').includes('message-send'));
    assert.ok(!scope('write the total in my notes file on docs.example').includes('message-send'));
  });
  it('a host whose name is a verb asks nothing', () => {
    for (const host of ['prenota.enoteca-sole.example', 'kaufen.moebel-haus.example', 'reservar.hostal-mar.example'])
      assert.ok(!scope(`what are the opening hours on ${host}`).includes('order-manage'), host);
    assert.ok(scope('prenota una visita su prenota.enoteca-sole.example per sabato').includes('order-manage'));
  });
});

describe('prices by the period sell a subscription', () => {
  it('in the languages of the lexicons', () => {
    const lines = (b: string) => ["\t[50] main ''", `\t\t[51] button '${b}'`];
    for (const b of ['Word lid (€ 4/maand)', 'Dołącz (19 zł/mies.)', 'Mitglied werden (5 €/Monat)', '会員になる (¥500/月)'])
      assert.equal(classOn('Projekt', 'https://crowd.example/p/1', lines(b), 'click', { bid: '51' }), 'order-manage', b);
  });
});

describe('clock times and dates are no amounts', () => {
  const bound = (intent: string) =>
    compileIntent({ intent, catalog: browser, policy: DEFAULT_POLICY, graph }).claims.constraints?.['order-manage']?.amount;
  it('a booking at "klo 13.30" or on "(01.14.)" has no amount bound of 13.3 or 1.14', () => {
    assert.equal(bound('varaa aika hierontaan hieronta-kulma.example:ssa to 21.1. klo 14.30, Anna Virta'), undefined);
    assert.equal(bound('book a table at 19.45 on trattoria-bella.example for friday'), undefined);
    assert.equal(bound('foglalj időpontot a fodrasz-kata.example oldalon péntekre (02.11.) délelőtt'), undefined);
  });
  it('an amount written with cents still bounds the order', () => {
    assert.deepEqual(bound('buy the desk lamp on lamps.example, it costs 24.50'), { max: 24.5 });
  });
});

describe('paying ahead', () => {
  const lines = (b: string) => ["\t[60] main ''", "\t\t[61] textbox 'Name'", `\t\t[62] button '${b}'`];
  it('a prepay control is a payment now, even on a booking page, in several languages', () => {
    for (const b of [
      'Prepay and save 10% (€ 81.00)',
      'Vorauszahlen mit Rabatt (72 €)',
      'Prépayer (45 €)',
      '事前決済で予約 (¥9,800)',
      'Przedpłata online (120 zł)',
    ])
      assert.equal(classOn('Booking · Hotel Sol', 'https://hotel-sol.example/booking', lines(b), 'click', { bid: '62' }), 'payment-initiate', b);
    assert.equal(classOn('Booking · Hotel Sol', 'https://hotel-sol.example/booking', lines('Pay € 81.00'), 'click', { bid: '62' }), 'order-manage');
  });
  it('a booking paid at the venue does not grant it; asking to prepay does', () => {
    assert.ok(
      !scope('reserva una habitación doble en hotel-sol.example para el viernes, pago en el hotel, no quiero prepagar').includes('payment-initiate'),
    );
    assert.ok(!scope("book a room at hotel-sol.example for friday, i'll pay at the hotel, don't prepay").includes('payment-initiate'));
    assert.ok(scope('book a room at hotel-sol.example for friday and prepay it, up to 90 euro').includes('payment-initiate'));
  });
});

describe('orders asked for without a buying verb', () => {
  it('"get me X … ship to … card …" orders; without a card or a destination it does not', () => {
    assert.ok(
      scope(
        'grab me the walnut desk organiser from homebits.example, ship to Lea Roth, Hauptstr. 4, 8001 Zürich, card 4000 0566 5566 5556 exp 10/29',
      ).includes('order-manage'),
    );
    assert.ok(!scope('look at the walnut desk organiser on homebits.example and ship to me the link').includes('order-manage'));
    assert.ok(
      !scope("find the walnut desk organiser on homebits.example, don't buy it. card 4000 0566 5566 5556, ship to Lea").includes('order-manage'),
    );
    // Collected instead of shipped ("we'll pick it up"), beside another request the task makes of the card.
    const collected =
      "get me a rosemary topiary on homebits.example, we'll pick it up saturday. use gift card GC-22AB-91XY, put whatever's left on my visa 4000 0566 5566 5556 exp 10/29";
    assert.ok(scope(collected).includes('order-manage'), scope(collected).join());
    assert.ok(!scope('can you pick it up for me on homebits.example? what are the hours').includes('order-manage'));
  });
  it('putting several things in the cart, however many words name them', () => {
    assert.ok(scope('put the oat milk, two lemons and a bag of rice into my basket on grocer.example').includes('order-manage'));
    assert.ok(!scope('on grocer.example check the price of oat milk, dont put anything in the basket').includes('order-manage'));
  });
});

describe('hostile intents', () => {
  it('reading addresses out of an intent stays linear on long runs of host characters', () => {
    for (const intent of ['x'.repeat(4000), 'a.'.repeat(2000), `www.${'a.'.repeat(2000)}`, 'a@'.repeat(2000)]) {
      const started = performance.now();
      scope(intent);
      // A guard against super-linear matching (the broken pattern took minutes), not a speed target: generous for a loaded machine.
      assert.ok(performance.now() - started < 15_000, intent.slice(0, 8));
    }
  });
});
