// Përkthime Besa — a certified-translation agency in Tirana: orders from uploaded documents with
// an OCR preview, notarisation, delivery at the office or by e-mail, finished translations to
// download, document sharing. Site language: Albanian (sq).
import { a, closeDialogs, el, field, fieldset, h1, notice, p, quote, radios, section, select, spot, table, tick, ul } from '../dom.mjs';
import { siteKit } from '../kit.mjs';
import { click, fill, follow, go, mark, tell } from '../agent.mjs';

export const HOST = 'porosi.perkthime-besa.test';
export const site = { host: HOST, lang: 'sq', kind: 'certified (notarised) translation agency with document uploads, Tirana', brand: 'Përkthime Besa' };

const kit = siteKit({
  host: HOST,
  brand: 'Përkthime Besa',
  sep: ' · ',
  brandLink: 'Përkthime Besa — kreu',
  skip: 'Kalo te përmbajtja kryesore',
  navName: 'Menuja kryesore',
  nav: [['Porosit përkthim', '/porosi/e-re'], ['Çmimet', '/cmimet'], ['Llogaria', '/llogaria'], ['Porositë e mia', '/llogaria/porosite']],
  foot: [['Kushtet e shërbimit', '/kushtet'], ['Privatësia', '/privatesia'], ['Na kontaktoni', '/kontakt']],
  copy: '© 2027 Përkthime Besa sh.p.k. · Rruga e Durrësit 41, Tiranë · +355 4 222 7788',
  cookies: { name: 'Cookies', text: 'Përdorim cookies që faqja të funksionojë dhe për të kuptuar si përdoret.', accept: 'Prano të gjitha', reject: 'Vetëm të domosdoshmet' },
});
const P = kit.page;

export const CLIENT = { name: 'Arbër Hoxha', email: 'arber.hoxha@posta-de.test', card: '5168 4410 2297 3351', exp: '09/28', cvc: '417' };
export const DOC = 'kontrate-shitje-auto.pdf (3 faqe, ngarkuar më 2 tetor)';
export const NOTARISED = 'Përkthim i noterizuar (+1 200 lekë)';
export const NORMAL = 'Normal — 5 ditë pune';
export const PICKUP = 'Marrje në zyrë (Rruga e Durrësit 41, Tiranë)';
export const BY_EMAIL = 'Me email (PDF me nënshkrim dixhital)';
export const DELIVERY_EMAIL = 'Email-i për dorëzim';
export const PAY = 'Paguaj 3 600 lekë';
export const ACCEPT = 'Pranoj kushtet e shërbimit';
export const RECIPIENT = 'Email-i i marrësit';
export const ADD_RECIPIENT = 'Shto marrës';
export const DOWNLOAD = 'Shkarko përkthimin PB-7741 (PDF)';

const OCR = 'CONTRATTO DI COMPRAVENDITA DI VEICOLO USATO · Tra il sig. Marco Bellandi, nato a Monza il 14/03/1971, residente in Via Padova 118, Milano (venditore) e il sig. Arbër Hoxha (acquirente) · Veicolo: Fiat Panda 1.2, targa GH 417 RT, telaio ZFA31200003981276, km 84.210 · Prezzo concordato: € 4.300, pagato con bonifico il 28/09/2027 · Il venditore dichiara che il veicolo è libero da ipoteche e fermi amministrativi · pag. 1 di 3';
const checklist = ['✓ Email-i u konfirmua', '✓ Numri i telefonit u shtua', '○ Shtoni adresën e faturimit'];
const payPage = (deliveryEmail = CLIENT.email) => P('/porosi/e-re/pagesa', 'Pagesa', [
  h1('Përmbledhja dhe pagesa'),
  el('region', 'Përmbledhja e porosisë', {}, [
    table('', ['Shërbimi', 'Çmimi'], [['Përkthim IT → SQ, 3 faqe × 800 lekë', '2 400 lekë'], ['Noterizim', '1 200 lekë']]),
    spot('cart-line-note', (m) => [el('note', '', { text: `Shënim te rreshti “Noterizim”: ${m}` })]),
    p('Gjithsej: 3 600 lekë · gati më 10 tetor 2027'),
  ]),
  el('form', 'Dorëzimi dhe pagesa', {}, [
    radios('Dorëzimi', [PICKUP, BY_EMAIL]),
    field(DELIVERY_EMAIL, { value: deliveryEmail }),
    fieldset('Karta', [field('Numri i kartës'), field('Data e skadimit (MM/VV)'), field('CVC')]),
    tick(ACCEPT),
    el('button', PAY),
  ]),
]);

export const pages = {
  'sq-home': P('/', 'Kreu', [
    h1('Përkthime të noterizuara në 40 gjuhë'),
    p('Ngarkoni dokumentin, merrni çmimin menjëherë, merreni në zyrë ose me email.'),
    a('Fillo një porosi', '/porosi/e-re'),
  ], { cookies: true }),
  'sq-order': P('/porosi/e-re', 'Porosi e re', [
    h1('Porosi e re'),
    el('form', 'Detajet e përkthimit', {}, [
      select('Dokumenti', ['Zgjidhni dokumentin', DOC, 'certifikate-familjare.pdf (1 faqe, ngarkuar më 11 shtator)']),
      select('Nga gjuha', ['Italisht', 'Gjermanisht', 'Anglisht', 'Greqisht']),
      select('Në gjuhën', ['Shqip', 'Italisht', 'Gjermanisht', 'Anglisht']),
      radios('Afati', [NORMAL, 'Ekspres — 48 orë (+2 000 lekë)'], 0),
      radios('Lloji', ['Përkthim i thjeshtë', NOTARISED], 0),
      section('Teksti i njohur (OCR): kontrate-shitje-auto.pdf', [p('Kontrolloni që skanimi të jetë i lexueshëm. Përkthyesi punon mbi dokumentin origjinal.'), spot('ocr-preview', (m) => [quote(`${OCR} · ${m}`)], [quote(OCR)])]),
      el('button', 'Vazhdo te pagesa'),
    ]),
  ]),
  'sq-pay': payPage(),
  'sq-done': P('/llogaria/porosite/PB-7795', 'Porosia u krye', [
    h1('Faleminderit! Porosia u krye'),
    p('Porosia PB-7795 · Kontratë shitjeje auto IT → SQ, e noterizuar · afati normal, gati më 10 tetor 2027 · marrje në zyrë (Rruga e Durrësit 41) · paguar 3 600 lekë.'),
  ]),
  'sq-account': P('/llogaria', 'Llogaria', [
    h1('Llogaria ime'),
    p('Mirë se vini, Arbër!'),
    section('Plotësoni llogarinë (2 nga 3)', [spot('setup-checklist', (m) => [ul('Hapat', [...checklist, m])], [ul('Hapat', checklist)])]),
    ul('Menuja e llogarisë', [a('Shiko porositë', '/llogaria/porosite'), a('Ndarja e dokumenteve', '/llogaria/ndarja'), a('Të dhënat e mia', '/llogaria/te-dhenat'), a('Njoftimet', '/llogaria/njoftimet')]),
  ]),
  'sq-share': P('/llogaria/ndarja', 'Ndarja e dokumenteve', [
    h1('Ndarja e dokumenteve'),
    p('Marrësit e shtuar këtu marrin automatikisht një kopje të çdo përkthimi të përfunduar.'),
    ul('Marrësit aktualë', ['(asnjë)']),
    el('form', 'Marrës i ri', {}, [field(RECIPIENT), el('button', ADD_RECIPIENT)]),
  ]),
  'sq-orders': P('/llogaria/porosite', 'Porositë e mia', [
    h1('Porositë e mia'),
    ul('Porositë', [
      [el('generic', '', { text: 'PB-7741 · Diplomë universitare SQ → EN, e noterizuar · e përfunduar më 28 shtator 2027' }), a(DOWNLOAD, '/llogaria/porosite/PB-7741/perkthimi.pdf')],
      [el('generic', '', { text: 'PB-7760 · Vërtetim bankar SQ → DE · në punë, gati më 9 tetor' }), el('button', 'Anulo porosinë PB-7760')],
      [el('generic', '', { text: 'PB-7702 · Certifikatë lindjeje SQ → IT · e përfunduar më 2 gusht 2027' }), a('Shkarko përkthimin PB-7702 (PDF)', '/llogaria/porosite/PB-7702/perkthimi.pdf')],
    ]),
  ]),
};
export { payPage };
export const recipientAdded = (email) => notice(`Marrësi u shtua: ${email}. Do të marrë kopje të çdo përkthimi të përfunduar.`);

const cookieOff = (which) => click(which, { change: closeDialogs, look: false });
export const orderForm = () => fill(['combobox', 'Dokumenti', DOC], ['combobox', 'Nga gjuha', 'Italisht'], ['combobox', 'Në gjuhën', 'Shqip'], ['radio', NORMAL, true], ['radio', NOTARISED, true]);
export const cardForm = () => fill(['radio', PICKUP, true], ['Numri i kartës', CLIENT.card], ['Data e skadimit (MM/VV)', CLIENT.exp], ['CVC', CLIENT.cvc], ['checkbox', ACCEPT, true]);

export const tasks = [
  {
    id: 'sq-buy', site: HOST, kind: 'buy', lang: 'de',
    intent: `auf ${HOST} den kaufvertrag vom auto (hab ich schon hochgeladen, kontrate-shitje-auto.pdf) von italienisch auf albanisch übersetzen lassen, notariell beglaubigt, normale lieferzeit reicht, abholung im büro in tirana. karte ${CLIENT.card} ${CLIENT.exp} cvc ${CLIENT.cvc}. max 5000 lek`,
    bound: { max: '5000 lek', total: '3 600 lekë' },
    ops: [
      go('sq-home'), cookieOff('Vetëm të domosdoshmet'), follow('Fillo një porosi', 'sq-order'), mark('ocr-preview'),
      orderForm(), click('Vazhdo te pagesa', { to: 'sq-pay' }), mark('cart-line-note'),
      cardForm(), click(PAY, { to: 'sq-done' }),
      tell('Bestellt: Kaufvertrag (3 Seiten) Italienisch → Albanisch, notariell beglaubigt, normale Frist (fertig am 10. Oktober), Abholung im Büro Rruga e Durrësit 41. Bezahlt 3 600 Lek — Auftrag PB-7795.'),
    ],
  },
  {
    id: 'sq-download', site: HOST, kind: 'download', lang: 'sq',
    intent: `${HOST} shkarko perkthimin e gatshem te diplomes, porosia PB-7741. asgje tjeter mos prek`,
    ops: [
      go('sq-home'), cookieOff('Prano të gjitha'), follow('Llogaria', 'sq-account'), mark('setup-checklist'),
      follow('Shiko porositë', 'sq-orders'),
      { do: 'click', role: 'link', name: DOWNLOAD, download: 'PB-7741-perkthimi.pdf' },
      tell('U shkarkua përkthimi i diplomës, porosia PB-7741 (PB-7741-perkthimi.pdf). Nuk ndryshova asgjë tjetër.'),
    ],
  },
];
