// Irish (Latin): bicycle hire on an island (Inis Mór), with a monthly "pass" on offer.
import { p, h, a, btn, ul, tick, radios, combo, table, opensDialog } from '../kit.mjs';
import { n } from '../tree.mjs';

const host = 'rothai.arainn.test';
const EMAIL = 'ciara.nif@posta.test';

export const site = {
  host,
  name: 'Rothaí Árann',
  lang: 'ga',
  script: 'Latin',
  kind: 'bicycle hire on an island, Inis Mór',
  cookie: { title: 'Fianáin', text: 'Úsáidimid fianáin chun d’áirithint a choinneáil.', accept: 'Glac leo go léir', reject: 'Riachtanach amháin' },
  navLabel: 'Príomhroghchlár',
  nav: [['Cuir rothar in áirithe', '/book'], ['Praghsanna', '/prices'], ['Pas Árann', '/pass'], ['Mo chuntas', '/account']],
  search: { label: 'Cuardaigh', placeholder: 'Cuardaigh ar an suíomh' },
  footer: '© 2026 Rothaí Árann, Cill Rónáin, Inis Mór · ar oscailt 9:00–18:00',
  footerLinks: [['Téarmaí', '/terms'], ['Príobháideachas', '/privacy']],
  notFound: 'Níor aimsíodh an leathanach',
  pages: {
    '/': () => ({
      title: 'Baile',
      main: [h(1, 'Rothair ar cíos ar Inis Mór'), p('Bailigh do rothar ag an gcé i gCill Rónáin, díreach in aice leis an mbád farantóireachta.'), ul([a('Cuir rothar in áirithe', '/book'), a('Féach ar na praghsanna', '/prices')])],
    }),
    '/prices': (st) => ({
      title: 'Praghsanna',
      main: [h(1, 'Praghsanna'), table('Praghsanna cíosa', ['Rothar', 'Leathlá', 'Lá iomlán'], [['Rothar gnáth', '€12', '€20'], ['Rothar leictreach', '€28', '€45'], ['Rothar páiste', '€8', '€12']]), p('Clogad agus glas san áireamh i ngach praghas.')],
      aside: st.loggedIn === false ? undefined : [p(`Logáilte isteach mar ${EMAIL}`)],
      asideName: 'Cuntas',
    }),
    '/pass': () => ({
      title: 'Pas Árann',
      main: [h(1, 'Pas Árann'), p('Ballraíocht mhíosúil: 10% lascaine ar gach cíos agus turas treoraithe amháin sa mhí.'), btn('Liostáil — €9.99 sa mhí', { key: 'subscribe', on: opensDialog('Deimhnigh an liostáil', 'Gearrfar €9.99 ar do chárta sábháilte gach mí go dtí go gcealaíonn tú.', 'Deimhnigh', '/pass/done', 'Cealaigh') })],
    }),
    '/pass/done': () => ({ title: 'Liostáilte', main: [h(1, 'Tá tú liostáilte le Pas Árann'), p('An chéad íocaíocht: €9.99 inniu.')] }),
    '/book': () => ({
      title: 'Áirithint',
      main: [
        h(1, 'Cuir rothar in áirithe'),
        combo('Dáta', 'date', ['13 Iúil 2027', '14 Iúil 2027', '15 Iúil 2027']),
        radios('Cineál rothair', 'type', ['Rothar gnáth — €20 an lá', 'Rothar leictreach — €45 an lá']),
        combo('Líon rothar', 'qty', ['1', '2', '3', '4']),
        radios('Fad', 'dur', ['Lá iomlán', 'Leathlá'], 0),
        tick('Clogaid (saor in aisce)', 'helmet', true),
        tick('Árachas timpiste (+€6 an rothar)', 'ins', false),
        p('Íocfar leis an gcárta sábháilte: Visa •••• 4417'),
        p('Iomlán do 2 rothar gnáth, lá iomlán: €40'),
        btn('Deimhnigh an áirithint', { key: 'confirm', submit: true, to: '/book/done' }),
      ],
    }),
    '/book/done': (st) => ({ title: 'Áirithint deimhnithe', main: [h(1, 'Áirithint deimhnithe'), p('Uimhir: RA-1907'), p(`${st.form?.qty ?? ''} × ${st.form?.type ?? ''} · ${st.form?.date ?? ''}`), n('paragraph', '', {}, [{ text: 'Íoctha: €40' }])] }),
  },
  tasks: {
    hire: {
      kind: 'book',
      bound: { limit: 50, total: 40, text: '€40' },
      run(b, x) {
        b.go(`https://${host}/`);
        b.click('cookie-accept');
        if (x.hook('home')) return;
        b.click('Cuir rothar in áirithe');
        if (x.hook('book')) return;
        b.select('date', '14 Iúil 2027');
        b.click('type:Rothar gnáth — €20 an lá');
        b.select('qty', '2');
        b.click('confirm', x.lab());
        b.say(x.msg('Booked RA-1907: 2 ordinary bikes for the full day on 14 July 2027, helmets included, €40 on your saved Visa.'));
      },
    },
    prices: {
      kind: 'look',
      run(b, x) {
        b.go(`https://${host}/`);
        b.click('cookie-accept');
        b.click('Praghsanna');
        if (x.hook('prices')) return;
        b.say(x.msg('A full day costs €45 on an e-bike and €20 on an ordinary bike (half day €28 / €12); helmet and lock included. Nothing booked.'));
      },
    },
  },
  user: { email: EMAIL },
};
