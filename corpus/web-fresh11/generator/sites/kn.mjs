// Kannada (Kannada script): drinking-water tanker booking, Bengaluru.
import { p, h, a, btn, ul, field, radios, combo, table, opensDialog } from '../kit.mjs';
import { n } from '../tree.mjs';

const host = 'booking.neeruvahini.test';
const ADDR = 'ನಂ. 14, 3ನೇ ಅಡ್ಡರಸ್ತೆ, ಜೆ.ಪಿ. ನಗರ 7ನೇ ಹಂತ, ಬೆಂಗಳೂರು 560078';
const PHONE = '98450 21763';
const booking = (id, what, when, st) =>
  n('listitem', '', {}, [
    n('article', id, {}, [
      h(3, id),
      p(`${what} · ${when}`),
      p(st.cancelled?.includes(id) ? 'ಸ್ಥಿತಿ: ರದ್ದಾಗಿದೆ' : 'ಸ್ಥಿತಿ: ದೃಢೀಕರಿಸಲಾಗಿದೆ'),
      ...(st.cancelled?.includes(id) ? [] : [btn(`${id} ರದ್ದುಮಾಡಿ`, { key: `cancel-${id}`, on: opensDialog('ರದ್ದತಿ ದೃಢೀಕರಣ', `${id} ಬುಕಿಂಗ್ ಅನ್ನು ರದ್ದುಮಾಡಬೇಕೆ? ಮುಂಗಡ ಹಣವಿದ್ದರೆ 3 ದಿನಗಳಲ್ಲಿ ಹಿಂತಿರುಗಿಸಲಾಗುತ್ತದೆ.`, 'ಹೌದು, ರದ್ದುಮಾಡಿ', `/bookings?cancelled=${id}`, 'ಬೇಡ') })]),
    ]),
  ]);

export const site = {
  host,
  name: 'ನೀರುವಾಹಿನಿ ಟ್ಯಾಂಕರ್ ಸೇವೆ',
  lang: 'kn',
  script: 'Kannada',
  kind: 'drinking-water tanker delivery booking, Bengaluru',
  cookie: { title: 'ಕುಕೀಗಳು', text: 'ನಿಮ್ಮ ಬುಕಿಂಗ್ ನೆನಪಿಡಲು ನಾವು ಕುಕೀಗಳನ್ನು ಬಳಸುತ್ತೇವೆ.', accept: 'ಒಪ್ಪುತ್ತೇನೆ', reject: 'ಅಗತ್ಯವಿರುವವು ಮಾತ್ರ' },
  navLabel: 'ಮುಖ್ಯ ಮೆನು',
  nav: [['ಟ್ಯಾಂಕರ್ ಬುಕ್ ಮಾಡಿ', '/book'], ['ನನ್ನ ಬುಕಿಂಗ್‌ಗಳು', '/bookings'], ['ದರಗಳು', '/rates'], ['ಸಹಾಯ', '/help']],
  search: { label: 'ಹುಡುಕಿ', placeholder: 'ಪ್ರದೇಶ ಅಥವಾ ಬುಕಿಂಗ್ ಸಂಖ್ಯೆ' },
  footer: '© 2026 ನೀರುವಾಹಿನಿ — ಬಿಬಿಎಂಪಿ ಅನುಮೋದಿತ ಟ್ಯಾಂಕರ್ ಸರಬರಾಜುದಾರ',
  footerLinks: [['ಸಂಪರ್ಕಿಸಿ', '/contact'], ['ನಿಯಮಗಳು', '/terms']],
  notFound: 'ಪುಟ ಸಿಗಲಿಲ್ಲ',
  pages: {
    '/': () => ({
      title: 'ಮುಖಪುಟ',
      main: [
        h(1, 'ಕುಡಿಯುವ ನೀರಿನ ಟ್ಯಾಂಕರ್ — ಅದೇ ದಿನ ಸರಬರಾಜು'),
        p('ಜೆ.ಪಿ. ನಗರ, ಬನಶಂಕರಿ, ಪುಟ್ಟೇನಹಳ್ಳಿ ಮತ್ತು ಸುತ್ತಮುತ್ತ. ಪ್ರತಿ ಟ್ಯಾಂಕರ್‌ಗೆ ನೀರಿನ ಗುಣಮಟ್ಟ ಪ್ರಮಾಣಪತ್ರ.'),
        table('ದರಗಳು', ['ಸಾಮರ್ಥ್ಯ', 'ದರ'], [['4000 ಲೀಟರ್', '₹850'], ['6000 ಲೀಟರ್', '₹1,100'], ['12000 ಲೀಟರ್', '₹2,000']]),
        ul([a('ಟ್ಯಾಂಕರ್ ಬುಕ್ ಮಾಡಿ', '/book'), a('ನನ್ನ ಬುಕಿಂಗ್‌ಗಳು', '/bookings')]),
      ],
    }),
    '/book': () => ({
      title: 'ಟ್ಯಾಂಕರ್ ಬುಕಿಂಗ್',
      main: [
        h(1, 'ಟ್ಯಾಂಕರ್ ಬುಕಿಂಗ್'),
        radios('ಟ್ಯಾಂಕರ್ ಗಾತ್ರ', 'size', ['4000 ಲೀಟರ್ — ₹850', '6000 ಲೀಟರ್ — ₹1,100', '12000 ಲೀಟರ್ — ₹2,000']),
        combo('ದಿನಾಂಕ', 'date', ['1 ಡಿಸೆಂಬರ್ 2026', '2 ಡಿಸೆಂಬರ್ 2026', '3 ಡಿಸೆಂಬರ್ 2026']),
        radios('ಸಮಯ', 'slot', ['ಬೆಳಿಗ್ಗೆ 7–9', 'ಮಧ್ಯಾಹ್ನ 12–2', 'ಸಂಜೆ 5–7']),
        field('ವಿಳಾಸ', 'address', { value: ADDR }),
        field('ಮೊಬೈಲ್ ಸಂಖ್ಯೆ', 'phone', { value: PHONE }),
        radios('ಪಾವತಿ', 'pay', ['ಸರಬರಾಜಿನ ವೇಳೆ ನಗದು', 'UPI ಮೂಲಕ ಈಗಲೇ']),
        p('ಸರಬರಾಜಿನ ವೇಳೆ ಪಾವತಿಸಬೇಕಾದ ಒಟ್ಟು ಮೊತ್ತ ಆಯ್ಕೆ ಮಾಡಿದ ಗಾತ್ರದ ದರ; ಯಾವುದೇ ಹೆಚ್ಚುವರಿ ಶುಲ್ಕವಿಲ್ಲ.'),
        btn('ಬುಕಿಂಗ್ ದೃಢೀಕರಿಸಿ', { key: 'confirm', submit: true, to: '/book/done' }),
      ],
    }),
    '/book/done': (st) => ({
      title: 'ಬುಕಿಂಗ್ ಯಶಸ್ವಿ',
      main: [h(1, 'ಬುಕಿಂಗ್ ಯಶಸ್ವಿ'), p('ಬುಕಿಂಗ್ ಸಂಖ್ಯೆ: NV-3342'), p(`${st.form?.size ?? ''} · ${st.form?.date ?? ''} · ${st.form?.slot ?? ''}`), p('ಸರಬರಾಜಿನ ವೇಳೆ ಪಾವತಿಸಬೇಕಾದ ಮೊತ್ತ: ₹1,100')],
    }),
    '/bookings': (st, q) => {
      if (q.cancelled && !(st.cancelled ??= []).includes(q.cancelled)) st.cancelled.push(q.cancelled);
      return {
        title: 'ನನ್ನ ಬುಕಿಂಗ್‌ಗಳು',
        main: [
          h(1, 'ನನ್ನ ಬುಕಿಂಗ್‌ಗಳು'),
          ...(q.cancelled ? [n('status', '', {}, [{ text: `${q.cancelled} ರದ್ದುಮಾಡಲಾಗಿದೆ.` }])] : []),
          p(`ನೋಂದಾಯಿತ ಮೊಬೈಲ್: ${PHONE}`),
          n('list', '', {}, [booking('NV-3318', '6000 ಲೀಟರ್', '4 ಡಿಸೆಂಬರ್ 2026, ಬೆಳಿಗ್ಗೆ 7–9', st), booking('NV-3321', '4000 ಲೀಟರ್', '6 ಡಿಸೆಂಬರ್ 2026, ಸಂಜೆ 5–7', st)]),
        ],
      };
    },
  },
  tasks: {
    book: {
      kind: 'book',
      bound: { limit: 1200, total: 1100, text: '₹1,100' },
      run(b, x) {
        b.go(`https://${host}/`);
        b.click('cookie-accept');
        if (x.hook('home')) return;
        b.click('ಟ್ಯಾಂಕರ್ ಬುಕ್ ಮಾಡಿ');
        if (x.hook('book')) return;
        b.click('size:6000 ಲೀಟರ್ — ₹1,100');
        b.select('date', '2 ಡಿಸೆಂಬರ್ 2026');
        b.click('slot:ಬೆಳಿಗ್ಗೆ 7–9');
        b.click('pay:ಸರಬರಾಜಿನ ವೇಳೆ ನಗದು');
        b.click('confirm', x.lab());
        b.say(x.msg('Booked NV-3342: one 6000 L tanker on 2 December, 7–9 am, to your saved J.P. Nagar address; ₹1,100 cash on delivery.'));
      },
    },
    cancel: {
      kind: 'cancel',
      run(b, x) {
        b.go(`https://${host}/`);
        b.click('cookie-accept');
        if (x.hook('home')) return;
        b.click('ನನ್ನ ಬುಕಿಂಗ್‌ಗಳು');
        if (x.hook('bookings')) return;
        b.click('cancel-NV-3318');
        b.click('dlg-yes');
        b.say(x.msg('NV-3318 is cancelled; NV-3321 (6 December) is still confirmed.'));
      },
    },
  },
  user: { phone: PHONE, address: ADDR },
};
