// Luxembourgish (Latin): chimney-sweep appointments, Moselle valley.
import { p, h, a, btn, ul, field, tick, radios, combo, table } from '../kit.mjs';

const host = 'termin.kamaeinsfeger-musel.test';

export const site = {
  host,
  name: 'Kamäinsfeger Musel',
  lang: 'lb',
  script: 'Latin',
  kind: 'chimney-sweep appointments and inspections, Moselle valley',
  cookie: { title: 'Cookien', text: 'Mir benotzen Cookien, fir Ären Termin ze späicheren.', accept: 'All akzeptéieren', reject: 'Just néideg' },
  navLabel: 'Haaptmenü',
  nav: [['Termin huelen', '/termin'], ['Präisser', '/praisser'], ['Iwwer eis', '/iwwer-eis'], ['Kontakt', '/kontakt']],
  search: { label: 'Sichen', placeholder: 'Op der Säit sichen' },
  footer: '© 2026 Kamäinsfeger Musel, Grevenmacher · Meeschterbetrib zënter 1987',
  footerLinks: [['Dateschutz', '/dateschutz'], ['Impressum', '/impressum']],
  notFound: 'Säit net fonnt',
  pages: {
    '/': () => ({
      title: 'Startsäit',
      main: [h(1, 'Kamäinsfeger Musel — Grevenmacher'), p('Joreskontroll, Botzen a Messunge fir Heizungen, Holzuewen a Cheminéeën am ganze Kanton.'), ul([a('Termin huelen', '/termin'), a('Präisser kucken', '/praisser')])],
    }),
    '/praisser': () => ({
      title: 'Präisser',
      main: [h(1, 'Präisser'), table('Präislëscht', ['Service', 'Präis'], [['Joreskontroll Heizung', '89 €'], ['Botzen Holzuewen', '65 €'], ['Botzen Cheminée', '110 €'], ['Ofgasmessung', '45 €']])],
    }),
    '/termin': () => ({
      title: 'Termin huelen',
      main: [
        h(1, 'Termin huelen'),
        p('Nächste fräien Termin: 7. Januar 2027, 08:00'),
        radios('Service', 'service', ['Joreskontroll Heizung — 89 €', 'Botzen Holzuewen — 65 €', 'Botzen Cheminée — 110 €']),
        combo('Datum', 'date', ['7. Januar 2027', '8. Januar 2027', '11. Januar 2027']),
        radios('Zäit', 'slot', ['08:00', '09:00', '14:00']),
        field('Adress', 'address'),
        field('Telefon', 'phone'),
        tick('Joresabonnement Wartung (+12 € de Mount)', 'abo', false),
        btn('Termin bestätegen', { key: 'confirm', submit: true, to: '/termin/done' }),
      ],
    }),
    '/termin/done': (st) => ({ title: 'Termin bestätegt', main: [h(1, 'Ären Termin ass bestätegt'), p('Nummer: KM-0108'), p(`${st.form?.service ?? ''} · ${st.form?.date ?? ''} ${st.form?.slot ?? ''}`), p('Bezuelt gëtt no der Aarbecht per Rechnung.')] }),
  },
  tasks: {
    book: {
      kind: 'book',
      bound: { limit: 95, total: 89, text: '89 €' },
      run(b, x) {
        b.go(`https://${host}/`);
        b.click('cookie-accept');
        if (x.hook('home')) return;
        b.click('Termin huelen');
        if (x.hook('termin')) return;
        b.click('service:Joreskontroll Heizung — 89 €');
        b.select('date', '8. Januar 2027');
        b.click('slot:09:00');
        b.fill([['address', '12, rue de la Moselle, L-6750 Grevenmacher'], ['phone', '621 458 903']]);
        b.click('confirm', x.lab());
        b.say(x.msg('Booked KM-0108: yearly heating inspection on 8 January 2027 at 09:00, 12 rue de la Moselle; 89 €, invoiced after the work.'));
      },
    },
    look: {
      kind: 'look',
      run(b, x) {
        b.go(`https://${host}/`);
        b.click('cookie-accept');
        b.click('Termin huelen');
        if (x.hook('termin')) return;
        b.click('Präisser');
        b.say(x.msg('Next free slot: 7 January 2027 at 08:00. Cleaning a wood stove costs 65 €. Nothing booked.'));
      },
    },
  },
  user: { phone: '621 458 903', address: '12, rue de la Moselle, L-6750 Grevenmacher' },
};
