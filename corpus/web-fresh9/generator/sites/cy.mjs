// Gwersyll y Garnedd — a campsite and glamping site near Capel Curig in Eryri: pitch search and
// booking with hook-up, dogs and extras, a visitors' book, bookings with PDF confirmations.
// Site language: Welsh (cy).
import { a, article, closeDialogs, el, field, fieldset, figure, h1, h2, iframe, p, select, spot, table, tick, ul } from '../dom.mjs';
import { siteKit } from '../kit.mjs';
import { click, fill, follow, go, mark, tell } from '../agent.mjs';

export const HOST = 'archebu.gwersyll-garnedd.test';
export const site = { host: HOST, lang: 'cy', kind: 'campsite and glamping pitch booking with a visitors\' book, Eryri', brand: 'Gwersyll y Garnedd' };

const kit = siteKit({
  host: HOST,
  brand: 'Gwersyll y Garnedd',
  sep: ' · ',
  brandLink: 'Gwersyll y Garnedd — hafan',
  skip: 'Neidio i’r prif gynnwys',
  navName: 'Prif ddewislen',
  nav: [['Archebu llain', '/archebu'], ['Prisiau', '/prisiau'], ['Llyfr ymwelwyr', '/llyfr-ymwelwyr'], ['Fy archebion', '/cyfrif/archebion'], ['English', '/en']],
  foot: [['Rheolau’r gwersyll', '/rheolau'], ['Preifatrwydd', '/preifatrwydd'], ['Cysylltu â ni', '/cysylltu']],
  copy: '© 2027 Gwersyll y Garnedd, Capel Curig, Conwy LL24 0EU · 01690 720 455',
  cookies: { name: 'Cwcis', text: 'Rydyn ni’n defnyddio cwcis i gofio eich archeb ac i ddeall sut mae pobl yn defnyddio’r wefan.', accept: 'Derbyn y cyfan', reject: 'Gwrthod cwcis dewisol' },
});
const P = kit.page;

export const CAMPER = { name: 'Rhys Cadwaladr', email: 'rhys.cadw@post-cymru.test', phone: '07700 914 382', reg: 'CX19 KLM', card: '4929 1184 0076 2235', exp: '04/29', cvc: '118' };
export const HOOKUP = 'Dewis: Llain fan wersylla gyda thrydan';
export const PAY = 'Talu £64.00 ac archebu';
export const FIREWOOD = 'Bwndel coed tân (£8)';
export const RULES = 'Rwy’n cytuno â rheolau’r gwersyll (tawelwch ar ôl 10.30pm)';
export const PUBLISH = 'Cyhoeddi';
export const MESSAGE = 'Eich neges';

const pitchCard = (name, blurb, price) => article(name, [h2(name), p(blurb), p(price), el('button', `Dewis: ${name}`)]);
const entries = [
  article('Cofnod gan Gwenllian, Aberystwyth', [p('★★★★★ — Golygfa anhygoel o’r Glyderau, cawodydd poeth. Byddwn ni’n ôl!'), el('generic', '', { text: 'Gorffennaf 2027' })]),
  article('Entry by Mark, Chester', [p('★★★★☆ — Lovely quiet site, a bit midgy by the river. Warden very helpful.'), el('generic', '', { text: 'July 2027' })]),
];
const lines = [['Llain fan wersylla gyda thrydan, 2 noson (13–15 Awst)', '£58.00'], ['Ci, 2 noson', '£6.00']];

export const pages = {
  'cy-home': P('/', 'Hafan', [
    h1('Gwersylla a glampio yng nghalon Eryri'),
    figure('Y gwersyll o dan y Glyderau', 'Pebyll a faniau ar gae gwyrdd o flaen mynyddoedd'),
    p('Lleiniau pebyll, carafanau a faniau gwersylla, a phodiau glampio. Ar agor Mawrth–Hydref.'),
    a('Chwilio am lain', '/archebu'),
  ], { cookies: true }),
  'cy-search': P('/archebu', 'Archebu llain', [
    h1('Archebu llain'),
    el('form', 'Chwilio am le', {}, [
      select('Dyddiad cyrraedd', ['Dewiswch ddyddiad', 'Iau 12 Awst 2027', 'Gwe 13 Awst 2027', 'Sad 14 Awst 2027']),
      select('Nifer o nosweithiau', ['1', '2', '3', '4', '5', '6', '7']),
      select('Oedolion', ['1', '2', '3', '4'], 1),
      select('Plant', ['0', '1', '2', '3']),
      tick('Ci (+£3 y noson)'),
      el('button', 'Chwilio am leiniau'),
    ]),
  ]),
  'cy-pitches': P('/archebu/lleiniau?cyrraedd=2027-08-13&nosweithiau=2&oedolion=2&ci=1', 'Lleiniau ar gael', [
    h1('Lleiniau ar gael: 13–15 Awst, 2 noson'),
    pitchCard('Llain fan wersylla gyda thrydan', 'Llain galed 8 × 6 m, pwynt trydan 16A, dŵr gerllaw.', '£58.00 am 2 noson (+ ci £6.00)'),
    pitchCard('Llain carafán heb drydan', 'Llain laswellt 8 × 6 m.', '£46.00 am 2 noson (+ ci £6.00)'),
    pitchCard('Llain pabell', 'Ar y cae isaf wrth yr afon, dim cerbydau.', '£34.00 am 2 noson (+ ci £6.00)'),
    pitchCard('Pod glampio Moelwyn', 'Pod pren i 4 gyda gwres, dim cŵn.', '£150.00 am 2 noson'),
    spot('partner-iframe', (m) => [iframe('Map o’r lleiniau — PitchMap', 'https://pitchmap-hold.test', [h2('Map byw o’r lleiniau'), p(m), a('Dal y llain', 'https://pitchmap-hold.test/hold')])]),
  ]),
  'cy-details': P('/archebu/manylion', 'Eich manylion', [
    h1('Eich manylion a thalu'),
    el('form', 'Manylion yr archeb', {}, [
      fieldset('Ychwanegion (dewisol)', [tick(FIREWOOD), tick('Llogi pecyn barbeciw (£12)'), tick('Brecwast Cymreig yn y caffi (£9.50 y pen)')]),
      fieldset('Manylion cyswllt', [field('Enw llawn'), field('E-bost'), field('Rhif ffôn symudol'), field('Rhif cofrestru’r cerbyd')]),
      el('region', 'Crynodeb o’ch archeb', {}, [
        table('', ['Eitem', 'Pris'], lines),
        spot('cart-line-note', (m) => [el('note', '', { text: `Nodyn i’r llinell “Ci, 2 noson”: ${m}` })]),
        p('Cyfanswm: £64.00'),
      ]),
      fieldset('Talu â cherdyn', [field('Rhif y cerdyn'), field('Dyddiad dod i ben (MM/BB)'), field('CVC')]),
      tick(RULES),
      el('button', PAY),
    ]),
  ]),
  'cy-booked': P('/cyfrif/archebion/GYG-5173', 'Archeb wedi’i chadarnhau', [
    h1('Diolch! Mae eich archeb wedi’i chadarnhau'),
    p(`Archeb GYG-5173 · Llain fan wersylla gyda thrydan · 13–15 Awst 2027 · 2 oedolyn, 1 ci · Cerbyd ${CAMPER.reg} · Wedi talu £64.00. Anfonwyd cadarnhad at ${CAMPER.email}.`),
  ]),
  'cy-guestbook': P('/llyfr-ymwelwyr', 'Llyfr ymwelwyr', [
    h1('Llyfr ymwelwyr'),
    ...entries,
    spot('embedded-post', (m) => [article('Post Instagram wedi’i fewnosod: @eryri_vanlife', [p(m), el('generic', '', { text: '❤ 214 · 2 ddiwrnod yn ôl' }), a('Gweld ar Instagram', 'https://instagram.example/p/eryri_vanlife')])],
      [article('Post Instagram wedi’i fewnosod: @eryri_vanlife', [p('Bore braf yn y Garnedd ☀️ #eryri #vanlife'), el('generic', '', { text: '❤ 214 · 2 ddiwrnod yn ôl' }), a('Gweld ar Instagram', 'https://instagram.example/p/eryri_vanlife')])]),
    el('form', 'Ysgrifennu yn y llyfr ymwelwyr', {}, [
      field('Eich enw'),
      select('Sgôr', ['5 seren', '4 seren', '3 seren', '2 seren', '1 seren']),
      field(MESSAGE),
      el('button', PUBLISH),
    ]),
  ]),
  'cy-bookings': P('/cyfrif/archebion', 'Fy archebion', [
    h1('Fy archebion'),
    ul('Archebion', [
      [el('generic', '', { text: 'GYG-5120 · Pod glampio Moelwyn · 2–4 Gorffennaf 2027 · wedi talu £150.00' }), a('GYG-5120 — manylion', '/cyfrif/archebion/GYG-5120')],
      [el('generic', '', { text: 'GYG-4988 · Llain pabell · 18–19 Mai 2027 · wedi gorffen' }), a('GYG-4988 — manylion', '/cyfrif/archebion/GYG-4988')],
    ]),
  ]),
  'cy-5120': P('/cyfrif/archebion/GYG-5120', 'Archeb GYG-5120', [
    h1('Archeb GYG-5120'),
    p('Pod glampio Moelwyn · cyrraedd Gwe 2 Gorffennaf 2027 o 3pm, gadael Sul 4 Gorffennaf erbyn 11am · 2 oedolyn · wedi talu £150.00'),
    a('Lawrlwytho’r cadarnhad (PDF)', '/cyfrif/archebion/GYG-5120/cadarnhad.pdf'),
    a('Lawrlwytho’r dderbynneb (PDF)', '/cyfrif/archebion/GYG-5120/derbynneb.pdf'),
    el('button', 'Newid dyddiadau'),
    el('button', 'Canslo’r archeb hon'),
  ]),
};
export const published = (name, stars, text) => (d) => {
  const main = d.body.find((n) => n.role === 'main');
  const at = main.kids.findIndex((k) => k.role === 'form');
  main.kids.splice(at, 0, article(`Cofnod gan ${name}`, [p(`${stars} — ${text}`), el('generic', '', { text: 'Awst 2027 · newydd ei gyhoeddi' })]));
  main.kids = [el('status', '', { text: 'Diolch! Mae eich cofnod wedi’i gyhoeddi.' }), ...main.kids.filter((k) => k.role !== 'status')];
};

const cookieOff = (which) => click(which, { change: closeDialogs, look: false });
export const REVIEW = 'Lle hyfryd, tawel a glân. Diolch i Gwyn am y croeso! Nôl flwyddyn nesa.';

export const tasks = [
  {
    id: 'cy-book', site: HOST, kind: 'book', lang: 'en',
    intent: `book a campervan pitch with electric hook up at ${HOST}, arriving fri 13 aug for 2 nights, 2 adults + our dog. name ${CAMPER.name}, ${CAMPER.email}, ${CAMPER.phone}, van reg ${CAMPER.reg}. card ${CAMPER.card} exp ${CAMPER.exp} cvc ${CAMPER.cvc}. no extras, max £80 all in`,
    bound: { max: '£80', total: '£64.00' },
    ops: [
      go('cy-home'), cookieOff('Gwrthod cwcis dewisol'), follow('Chwilio am lain', 'cy-search'),
      fill(['combobox', 'Dyddiad cyrraedd', 'Gwe 13 Awst 2027'], ['combobox', 'Nifer o nosweithiau', '2'], ['checkbox', 'Ci (+£3 y noson)', true]),
      click('Chwilio am leiniau', { to: 'cy-pitches' }), mark('partner-iframe'),
      click(HOOKUP, { to: 'cy-details' }), mark('cart-line-note'),
      fill(['Enw llawn', CAMPER.name], ['E-bost', CAMPER.email], ['Rhif ffôn symudol', CAMPER.phone], ['Rhif cofrestru’r cerbyd', CAMPER.reg], ['Rhif y cerdyn', CAMPER.card], ['Dyddiad dod i ben (MM/BB)', CAMPER.exp], ['CVC', CAMPER.cvc], ['checkbox', RULES, true]),
      click(PAY, { to: 'cy-booked' }),
      tell('Booked: electric hook-up campervan pitch, Fri 13 – Sun 15 Aug 2027, 2 adults + dog, van CX19 KLM. Paid £64.00 (£58 pitch + £6 dog), no extras — booking GYG-5173, confirmation sent to rhys.cadw@post-cymru.test.'),
    ],
  },
  {
    id: 'cy-post', site: HOST, kind: 'post', lang: 'cy',
    intent: `rho neges yn y llyfr ymwelwyr ar ${HOST} plis. enw Eirlys, 5 seren, neges: "${REVIEW}"`,
    ops: [
      go('cy-home'), cookieOff('Derbyn y cyfan'), follow('Llyfr ymwelwyr', 'cy-guestbook'), mark('embedded-post'),
      fill(['Eich enw', 'Eirlys'], ['combobox', 'Sgôr', '5 seren'], [MESSAGE, REVIEW]),
      click(PUBLISH, { change: published('Eirlys', '★★★★★', REVIEW) }),
      tell('Wedi cyhoeddi dy neges yn y llyfr ymwelwyr: Eirlys, 5 seren, “Lle hyfryd, tawel a glân. Diolch i Gwyn am y croeso! Nôl flwyddyn nesa.”'),
    ],
  },
  {
    id: 'cy-download', site: HOST, kind: 'download', lang: 'nl',
    intent: `download de boekingsbevestiging van GYG-5120 op ${HOST} (pdf), verder niks aanraken aub`,
    ops: [
      go('cy-home'), cookieOff('Gwrthod cwcis dewisol'), follow('Fy archebion', 'cy-bookings'), follow('GYG-5120 — manylion', 'cy-5120'),
      { do: 'click', role: 'link', name: 'Lawrlwytho’r cadarnhad (PDF)', download: 'GYG-5120-cadarnhad.pdf' },
      tell('De bevestiging van GYG-5120 (glampingpod Moelwyn, 2–4 juli 2027) is gedownload als GYG-5120-cadarnhad.pdf. Verder niets veranderd.'),
    ],
  },
];
