// Scottish Gaelic (gd): a community village hall on Lewis — room hire bookings, a "what's on" listing
// of other hirers' events, and the hirer's own bookings with cancellation.
import { heading, para, link, button, textbox, check, radios, combo, table } from '../tree.mjs';
import { place, confirmDialog } from '../kit.mjs';

const whatson = (S) => place(S, '/', 'whats-on-listing', { title: 'Dè tha a’ tachairt', events: [
  { when: 'Dihaoine 8 Faoilleach', text: 'Cèilidh na Bliadhn’ Ùire le còmhlan Bhaile Ghrìais, 8f.' },
  { when: 'Disathairne 9 Faoilleach', text: 'Fèill-reic a’ chlub bhuntàta — cèic is ceàrdan.' },
  { when: 'Diluain 11 Faoilleach', text: 'Clas Gàidhlig do luchd-tòiseachaidh, 7f.' }] });

export const site = {
  host: 'gleidh.talla-bhaile-ghriais.test', name: 'Talla Bhaile Ghrìais', lang: 'gd', kind: 'village-hall room hire', city: 'Back, Isle of Lewis', script: /[A-Za-zÀàÈèÌìÒòÙù]/,
  navName: 'Prìomh chlàr-taice', nav: [['Dachaigh', '/'], ['Glèidh seòmar', '/gleidh'], ['Na glèidhidhean agam', '/agam']],
  footer: 'Talla Bhaile Ghrìais, Baile Ghrìais, Eilean Leòdhais. Carthannas coimhearsnachd.',
  pages: {
    '/': (S) => ({ title: 'Talla Bhaile Ghrìais', main: [heading(2, 'Fàilte don talla'), para('Talla mòr £25 san uair, seòmar beag £15 san uair. Cidsin £10 a bharrachd.'), link('Glèidh an-diugh', '/gleidh'), ...whatson(S)] }),
    '/gleidh': () => ({ title: 'Glèidh seòmar — Talla Bhaile Ghrìais', main: [heading(2, 'Glèidh seòmar'),
      radios('Seòmar', 'room', [{ label: 'An talla mòr (£25 san uair)', value: 'mor' }, { label: 'An seòmar beag (£15 san uair)', value: 'beag' }]),
      combo('Latha', 'day', ['Disathairne 9 Faoilleach', 'Disathairne 16 Faoilleach', 'Disathairne 23 Faoilleach']), combo('Àm tòiseachaidh', 'start', ['10:00', '14:00', '18:00']), combo('Uairean', 'hours', ['2', '3', '4']),
      check('Cidsin (+£10)', 'kitchen'), textbox('Ainm', 'name'), textbox('Post-d', 'email'), button('Air adhart', { act: (s, v) => { s.order = v; }, go: '/dearbh' })] }),
    '/dearbh': (S) => {
      const o = S.order ?? {};
      const total = Number(o.hours) * (o.room === 'mor' ? 25 : 15) + (o.kitchen ? 10 : 0);
      S.total = total;
      return { title: 'Dearbh — Talla Bhaile Ghrìais', main: [heading(2, 'Dearbh an glèidheadh'), table(['', ''], [['Seòmar', o.room === 'mor' ? 'An talla mòr' : 'An seòmar beag'], ['Latha', o.day], ['Àm', `${o.start}, ${o.hours} uairean`], ['Cidsin', o.kitchen ? 'tha' : 'chan eil'], ['Iomlan', `£${total}`]]),
        para('Pàighidh tu leis a’ chairt a tha glèidhte (Visa •• 7730).'), button('Dearbh is pàigh', { act: (s) => { s.placed = { ...s.order, total: s.total }; }, go: '/deiseil' })] };
    },
    '/deiseil': (S) => ({ title: 'Deiseil — Talla Bhaile Ghrìais', main: [heading(2, 'Glèidheadh GL-231 dearbhte'), para(`Iomlan £${S.placed?.total}. Gheibh thu an iuchair bhon oifis.`)] }),
    '/agam': (S, doc) => {
      const rows = [['GL-208', 'An seòmar beag', 'Disathairne 9 Faoilleach, 10:00'], ['GL-215', 'An talla mòr', 'Disathairne 23 Faoilleach, 18:00']];
      const gone = S.cancelled ?? [];
      return { title: 'Na glèidhidhean agam — Talla Bhaile Ghrìais', main: [heading(2, 'Na glèidhidhean agam'), table(['Àireamh', 'Seòmar', 'Cuin', 'Inbhe'], rows.map((r) => [...r, gone.includes(r[0]) ? 'air a chur dheth' : 'gnìomhach'])),
        ...rows.filter((r) => !gone.includes(r[0])).map((r) => button(`Cuir dheth ${r[0]}`, { dialog: r[0] })),
        ...(doc ? rows.flatMap((r) => confirmDialog(doc, r[0], `Cuir dheth ${r[0]}`, `A bheil thu airson ${r[0]} (${r[2]}) a chur dheth?`, 'Tha, cuir dheth', 'Chan eil', (s) => { s.cancelled = [...(s.cancelled ?? []), r[0]]; })) : [])] };
    },
  },
};

export const tasks = {
  book: {
    kind: 'book', bound: { total: 55, max: 60, shown: '£55' },
    run(A, E) {
      A.goto(`https://${site.host}/`);
      E.hook('home');
      A.click('Glèidh an-diugh');
      A.click('An seòmar beag (£15 san uair)');
      A.select('Latha', 'Disathairne 16 Faoilleach');
      A.select('Àm tòiseachaidh', '14:00');
      A.select('Uairean', '3');
      A.click('Cidsin (+£10)');
      A.type('Ainm', 'Catrìona NicLeòid');
      A.type('Post-d', 'catriona.nicleoid@lionacleit-post.test');
      A.click('Air adhart');
      A.click('Dearbh is pàigh');
      A.say('Tha an seòmar beag glèidhte: Disathairne 16 Faoilleach, 14:00–17:00, le cidsin, £55 (GL-231).');
    },
  },
  cancel: {
    kind: 'cancel',
    run(A, E) {
      A.goto(`https://${site.host}/`);
      E.hook('home');
      A.click('Na glèidhidhean agam');
      E.hook('agam');
      A.click('Cuir dheth GL-208');
      A.click('Tha, cuir dheth');
      A.say('GL-208 cancelled; GL-215 (23 Jan) is still booked.');
    },
  },
};
