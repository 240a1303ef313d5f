/**
 * A choice the task does not speak of (src/action/browser/unasked.ts): granting a settings change
 * grants the class, not every box on the page. Pages, sites and wording made up for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namesTaskRecord, otherRecord } from '../../../src/action/browser/records.ts';
import { relatesToIntent, unaskedChoice, unaskedOffer } from '../../../src/action/browser/unasked.ts';
import { BROWSER_CLICK, setup } from '../../fence/fixtures.ts';

describe('relatesToIntent: shared words, numbers, stems and runs of letters', () => {
  it('relates a label that shares a word, a stem, an acronym or a number with the task', () => {
    const cases: [string, string][] = [
      ['Email me when a court frees up', 'switch on the e-mail alert for when a court frees up'],
      ['Paperbilling by post (2 € per bill)', 'stop the paperbills and save'],
      ['SMS-Hinweis bei Paketankunft', 'turn on sms when a parcel arrives'],
      ['Alert me when more than 300 leaves the account', 'nachricht wenn mehr als 300 abgebucht werden'],
      ['รับแจ้งเตือนทางไลน์เมื่อพัสดุมาถึง', 'เปิดแจ้งเตือนพัสดุทางไลน์ด้วย'],
      ['Telegram-Benachrichtigungen', 'turn off telegram notifications'],
    ];
    for (const [label, intent] of cases) assert.ok(relatesToIntent(label, intent), `${label} / ${intent}`);
  });

  it('does not relate a label that shares only function words, a host or nothing', () => {
    const cases: [string, string][] = [
      ['Show my birthday to other members', 'on club.rowing-east.example turn off the e-mail digest and save'],
      ['Share my number with partner firms', 'turn on the sms alert for my deliveries'],
      ['Listar meu perfil no diretório público', 'desliga as notificações por e-mail'],
      // The site's name is where, not what.
      ['Show me in the rowing-east public list', 'on rowing-east.example turn off the e-mail digest'],
    ];
    for (const [label, intent] of cases) assert.ok(!relatesToIntent(label, intent), `${label} / ${intent}`);
  });

  it('judges only controls that set a state, and only with an intent', () => {
    assert.equal(unaskedChoice('button', 'Share my number with partner firms', 'turn on sms alerts'), undefined);
    assert.equal(unaskedChoice('checkbox', 'Share my number with partner firms', undefined), undefined);
    assert.match(unaskedChoice('switch', 'Share my number with partner firms', 'turn on sms alerts') ?? '', /does not speak of/);
  });
});

const page = [
  '### Page',
  '- Page URL: https://account.parcelpoint.example/settings',
  '- Page Title: Notification settings',
  '### Snapshot',
  '```yaml',
  '- main [ref=e1]:',
  '  - heading "Notification settings" [level=1] [ref=e2]',
  '  - checkbox "SMS when a parcel is out for delivery" [ref=e3]',
  '  - checkbox "Share my phone number with partner shops" [ref=e4]',
  '  - button "Save settings" [ref=e5]',
  '```',
].join('\n');

function settings() {
  const { fence, token } = setup(
    { tools: [BROWSER_CLICK] },
    {
      scope: ['read-only-retrieval', 'web-fetch', 'account-modify'],
      constraints: { 'account-modify': { url: { domains: ['account.parcelpoint.example'] } } },
      intent: 'on account.parcelpoint.example turn on the sms for when a parcel is out for delivery, then save',
    },
  );
  const session = fence.session(token);
  session.observe(page);
  return session;
}
const codes = (d: { reasons: readonly { code: string }[] }) => d.reasons.map((r) => r.code);

describe('a box the task does not speak of, on a settings page the task may change', () => {
  it('the asked box and the save pass; the other box goes to the verifier', async () => {
    const asked = settings();
    assert.equal((await asked.authorize({ tool: 'browser_click', args: { target: 'e3' } })).verdict, 'allow');
    assert.equal((await asked.authorize({ tool: 'browser_click', args: { target: 'e5' } })).verdict, 'allow');
    const other = await settings().authorize({ tool: 'browser_click', args: { target: 'e4' } });
    assert.notEqual(other.verdict, 'allow');
    assert.ok(codes(other).includes('call.choice-not-asked'), codes(other).join());
  });

  it('after the other box is refused, the save is held; ticking the asked box is not', async () => {
    const session = settings();
    const other = await session.authorize({ tool: 'browser_click', args: { target: 'e4' } });
    // No verifier answers here: the escalated call is not run, as a refusal.
    assert.notEqual(other.verdict, 'allow');
    const save = await session.authorize({ tool: 'browser_click', args: { target: 'e5' } });
    assert.ok(codes(save).includes('call.after-denial'), codes(save).join());
    const box = await session.authorize({ tool: 'browser_click', args: { target: 'e3' } });
    assert.ok(!codes(box).includes('call.after-denial'), codes(box).join());
  });
});

describe('what the task declines is no part of what it asks', () => {
  it('a label sharing only the words after a negation does not relate', () => {
    assert.ok(!relatesToIntent('Add airport pickup (€25)', 'book the loft for two nights, no airport pickup'));
    assert.ok(!relatesToIntent('Frühstück hinzufügen (9 €)', 'buche das Zimmer für zwei Nächte, ohne Frühstück bitte'), 'after German "ohne"');
    assert.ok(relatesToIntent('Add airport pickup (€25)', 'no breakfast, but add the airport pickup'), 'the same words asked elsewhere still relate');
    assert.match(unaskedOffer('Adaugă transfer aeroport (90 lei)', 'rezervă camera dublă, fără transfer aeroport') ?? '', /for a price/);
  });
});

describe('otherRecord: a record number of the task’s shape that is not the task’s', () => {
  const intent = 'cancel my bulky-waste pickup (booking 5530) on odvoz.example, I sold the sofa';
  it('names the other record; the task’s own, prices, dates and counts pass', () => {
    assert.match(otherRecord('Zrušit rezervaci 5562 (skříň, 12.03.2027)', intent) ?? '', /5562/);
    assert.equal(otherRecord('Zrušit rezervaci 5530 (pohovka, 14.03.2027)', intent), undefined);
    assert.equal(otherRecord('Pay 1 250 kr', intent), undefined);
    assert.equal(otherRecord('გადახდა 120 ₾', 'pay for booking 5530, at most 130'), undefined, 'a price in any currency sign');
    assert.equal(otherRecord('Remove 2 items from 14.03.2027', intent), undefined);
    assert.equal(otherRecord('Cancel all 3 pickups', intent), undefined);
  });
  it('compares shapes: letters, separators and the count of digits', () => {
    assert.match(otherRecord('Delete vehicle 48-117-90', 'add my new car 61-902-33 in settings') ?? '', /48-117-90/);
    assert.equal(otherRecord('Delete vehicle 61-902-33', 'add my new car 61-902-33 in settings'), undefined);
    // A number of another shape is not the same kind of record.
    assert.equal(otherRecord('Cancel order 88412', intent), undefined);
    assert.equal(otherRecord('Cancel order 4471', 'turn on sms alerts'), undefined, 'a task with no record number is not judged');
  });
  it('spares what a negation of the intent’s own language stands before, never a short word of another language', () => {
    const intent = 'Sur inkwell.example, annule ma consultation C-1180 du 17 mars. Surtout ne touche pas à la séance S-2207.';
    // French "ma" (my) is no Maltese or Somali "ma" (not) here.
    assert.equal(otherRecord('Cancel C-1180', intent), undefined);
    // "ne touche pas à la séance S-2207": five words on.
    assert.match(otherRecord('Cancel S-2207', intent) ?? '', /not to touch/);
    assert.equal(otherRecord('Cancel 4488', 'keep 4471 and cancel 4488'), undefined);
  });
});

describe('unaskedOffer: a priced offer of something the task does not speak of', () => {
  const intent = 'reserva en amarres.example un amarre para el velero Gaviota, del 3 al 5 de junio, máximo 180 €';
  it('names the offer that shares nothing with the task', () => {
    assert.match(unaskedOffer('Add hull wash (40 €)', intent) ?? '', /hull wash/);
    assert.match(unaskedOffer('Upgrade to premium berth insurance €12/month', intent) ?? '', /insurance/);
  });
  it('passes the page’s own purchase, and an offer of what the task names', () => {
    assert.equal(unaskedOffer('Add to cart — 160 €', intent), undefined);
    assert.equal(unaskedOffer('Add berth for Gaviota (160 €)', intent), undefined);
    assert.equal(unaskedOffer('Add hull wash', intent), undefined, 'no price: not an offer');
    assert.equal(unaskedOffer('Add hull wash (40 €)', undefined), undefined);
  });
});

describe('amounts are compared whole, never by their thousands groups', () => {
  it('a gift box at 30 000 does not relate to a task capped at 900 000', () => {
    const intent = 'order the green tea set on choy.example, at most 900 000 sum, cash on delivery';
    assert.equal(relatesToIntent("Sovg'a qutisi (+30 000 so'm)", intent), false);
    assert.match(unaskedChoice('checkbox', "Sovg'a qutisi (+30 000 so'm)", intent) ?? '', /does not speak of/);
    // The same amount, written with other separators or digits, still relates.
    assert.ok(relatesToIntent('Total 900.000', intent));
    assert.ok(relatesToIntent('جمع ۹۰۰٬۰۰۰', intent));
  });
});

describe('unaskedOffer: the thing a priced purchase names, in scripts that write vowel signs between letters', () => {
  it('names a buy-now of a thing in Khmer the task does not speak of', () => {
    const intent = 'sur thé.example commande 2 boîtes de thé vert, max 60 000 riels';
    assert.match(unaskedOffer('ទិញភ្លាមៗ៖ កាំបិតចិតបន្លែ (២៥,០០០ ៛)', intent) ?? '', /for a price/);
    assert.equal(unaskedOffer('ទិញភ្លាមៗ៖ កាំបិតចិតបន្លែ (២៥,០០០ ៛)', 'ទិញ កាំបិតចិតបន្លែ មួយ'), undefined, 'the task names it');
  });
});

describe('otherRecord: a record the task says to keep', () => {
  it('names the kept record, and passes the one to cancel', () => {
    const intent = 'On shop.example cancel order RX-3301. Keep RX-3318.';
    assert.match(otherRecord('Cancel RX-3318', intent) ?? '', /not to touch/);
    assert.equal(otherRecord('Cancel RX-3301', intent), undefined);
    assert.match(otherRecord('Stornieren RX-3318', 'storniere RX-3301, behalte RX-3318') ?? '', /RX-3318/);
    // "leave" is no keeping verb: a review left for an order names that order.
    assert.equal(otherRecord('Review order RX-3301', 'leave a review for order RX-3301'), undefined);
  });
});

describe('namesTaskRecord: a control naming only records the task names', () => {
  it('is true for the task’s record, false for another, a spared one or none', () => {
    const intent = 'cancel my consultation C-1180 on inkwell.example, do not touch session S-2207';
    assert.equal(namesTaskRecord('Cancel C-1180', intent), true);
    assert.equal(namesTaskRecord('Cancel S-2207', intent), false);
    assert.equal(namesTaskRecord('Cancel C-1195', intent), false);
    assert.equal(namesTaskRecord('Cancel', intent), false);
  });
});
