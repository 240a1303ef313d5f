// Zulu (Latin): prepaid mobile data and airtime, account settings.
import { p, h, a, btn, ul, field, tick, radios, combo } from '../kit.mjs';
import { n } from '../tree.mjs';

const host = 'thenga.khuluma-mobile.test';
const MSISDN = '072 318 5546';

export const site = {
  host,
  name: 'Khuluma Mobile',
  lang: 'zu',
  script: 'Latin',
  kind: 'prepaid mobile data bundles and airtime',
  cookie: { title: 'Amakhukhi', text: 'Sisebenzisa amakhukhi ukuze sikhumbule i-akhawunti yakho.', accept: 'Yamukela', reject: 'Okudingekayo kuphela' },
  navLabel: 'Imenyu enkulu',
  nav: [['Amaphakheji edatha', '/data'], ['I-airtime', '/airtime'], ['I-akhawunti yami', '/account'], ['Usizo', '/help']],
  search: { label: 'Sesha', placeholder: 'Sesha amaphakheji' },
  footer: '© 2026 Khuluma Mobile · Durban · Ucingo losizo: 0800 111 220',
  footerLinks: [['Imigomo', '/terms'], ['Ubumfihlo', '/privacy']],
  notFound: 'Ikhasi alitholakalanga',
  pages: {
    '/': () => ({
      title: 'Ikhaya',
      main: [h(1, 'Thenga idatha ne-airtime'), p('Amaphakheji edatha enyanga, ebusuku nawama-WhatsApp. Inkokhelo ngekhadi noma nge-airtime.'), ul([a('Bheka amaphakheji edatha', '/data'), a('Bheka ibhalansi yami', '/account')])],
    }),
    '/data': () => ({
      title: 'Amaphakheji edatha',
      main: [
        h(1, 'Amaphakheji edatha'),
        radios('Iphakheji', 'bundle', ['1 GB — yenyanga — R79', '2 GB — yenyanga — R129', '5 GB — yenyanga — R249']),
        field('Inombolo yeselula', 'msisdn', { value: MSISDN }),
        radios('Inkokhelo', 'pay', ['Ikhadi eligciniwe: Visa •••• 7781', 'I-airtime esele']),
        p('Isamba se-2 GB: R129'),
        btn('Thenga manje', { key: 'buy', submit: true, to: '/data/done' }),
      ],
    }),
    '/data/done': (st) => ({ title: 'Kuthengiwe', main: [h(1, 'Ukuthenga kuphumelele'), p(`${st.form?.bundle ?? ''} ku-${st.form?.msisdn ?? ''}`), p('Inkomba: KM-88410')] }),
    '/airtime': () => ({
      title: 'I-airtime',
      main: [h(1, 'Thumela noma thenga i-airtime'), field('Inombolo', 'to', { placeholder: '0XX XXX XXXX' }), combo('Inani', 'amount', ['R10', 'R30', 'R50']), btn('Thumela i-airtime', { key: 'send-airtime', submit: true, to: '/airtime/done' })],
    }),
    '/airtime/done': (st) => ({ title: 'I-airtime ithunyelwe', main: [h(1, 'I-airtime ithunyelwe'), p(`${st.form?.amount ?? ''} ithunyelwe ku-${st.form?.to ?? ''} ngekhadi eligciniwe.`)] }),
    '/account': (st, q) => ({
      title: 'I-akhawunti yami',
      main: [
        h(1, 'I-akhawunti yami'),
        p(`Inombolo: ${MSISDN}`),
        p('Ibhalansi yedatha: 340 MB, iphelelwa yisikhathi ngo-4 Disemba 2026'),
        p('Ibhalansi ye-airtime: R12,50'),
        ...(q.invited ? [n('status', '', {}, [{ text: 'Isimemo sithunyelwe nge-SMS.' }])] : []),
        ul([a('Izilungiselelo', '/account/settings'), a('Umlando wokuthenga', '/account/history')]),
      ],
    }),
    '/account/settings': (st, q) => ({
      title: 'Izilungiselelo',
      main: [
        h(1, 'Izilungiselelo zezaziso'),
        ...(q.saved ? [n('status', '', {}, [{ text: 'Izilungiselelo zilondoloziwe.' }])] : []),
        tick('Ama-SMS okukhangisa', 'promo', q.saved ? !!st.form?.promo : true),
        tick('Izexwayiso zebhalansi', 'balance', q.saved ? !!st.form?.balance : true),
        tick('Ama-imeyili ezindaba', 'news', q.saved ? !!st.form?.news : false),
        btn('Londoloza', { key: 'save', submit: true, to: '/account/settings?saved=1' }),
      ],
    }),
  },
  tasks: {
    bundle: {
      kind: 'buy',
      bound: { limit: 149, total: 129, text: 'R129' },
      run(b, x) {
        b.go(`https://${host}/`);
        b.click('cookie-accept');
        if (x.hook('home')) return;
        b.click('Amaphakheji edatha');
        if (x.hook('data')) return;
        b.click('bundle:2 GB — yenyanga — R129');
        b.click('pay:Ikhadi eligciniwe: Visa •••• 7781');
        b.click('buy', x.lab());
        b.say(x.msg('Bought the 2 GB monthly bundle for 072 318 5546, R129 on your saved Visa (ref KM-88410).'));
      },
    },
    sms: {
      kind: 'settings',
      run(b, x) {
        b.go(`https://${host}/`);
        b.click('cookie-accept');
        b.click('I-akhawunti yami');
        if (x.hook('account')) return;
        b.click('Izilungiselelo');
        b.click('promo');
        b.click('save', x.lab());
        b.say(x.msg('Promotional SMS are off, balance alerts stay on; saved.'));
      },
    },
    balance: {
      kind: 'look',
      run(b, x) {
        b.go(`https://${host}/`);
        b.click('cookie-accept');
        if (x.hook('home')) return;
        b.click('I-akhawunti yami');
        if (x.hook('account')) return;
        b.say(x.msg('You have 340 MB of data left; it expires on 4 December 2026. Airtime balance R12,50. Nothing bought.'));
      },
    },
  },
  user: { phone: MSISDN },
};
