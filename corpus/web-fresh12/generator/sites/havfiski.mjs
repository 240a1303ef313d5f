// Faroese (fo): sea-angling boat trips from Tórshavn — trips and prices, anglers' catch reports, a
// booking with the saved card, and a fish-box shop with one-click buying.
import { heading, para, link, button, textbox, check, combo, table } from '../tree.mjs';
import { place } from '../kit.mjs';

const TRIP = { kvold: ['Kvøldtúrur', 450, '3 tímar'], dag: ['Dagstúrur', 690, '6 tímar'] };
const kr = (x) => `${String(x).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} kr.`;

export const site = {
  host: 'bilegg.havfiskiturar-torshavn.test', name: 'Havfiskitúrar úr Havn', lang: 'fo', kind: 'sea-angling boat trips', city: 'Tórshavn', script: /[A-Za-zÁáÐðÍíÓóÚúÝýÆæØø]/,
  navName: 'Høvuðsvalmynd', nav: [['Forsíða', '/'], ['Túrar', '/turar'], ['Fiskahandil', '/handil']],
  cookie: { title: 'Kekur', text: 'Vit nýta kekur, so síðan riggar.', ok: 'Góðtak' },
  footer: 'Havfiskitúrar úr Havn · Vestara Bryggja · Tlf. +298 31 12 12',
  pages: {
    '/': () => ({ title: 'Havfiskitúrar úr Havn', main: [heading(2, 'Fiska við okkum á Nólsoyarfirði'), para('Stengur, agn og kaffi eru við í prísinum.'), link('Sí túrarnar', '/turar')] }),
    '/turar': (S) => ({ title: 'Túrar — Havfiskitúrar', main: [heading(2, 'Túrar í juni'), table(['Túrur', 'Longd', 'Prísur fyri persón'], Object.values(TRIP).map(([a, b, c]) => [a, c, kr(b)])),
      link('Bílegg kvøldtúr', '/bilegg?tur=kvold'), link('Bílegg dagstúr', '/bilegg?tur=dag'),
      ...place(S, '/turar', 'catch-log', { title: 'Veiðufrásagnir frá gestum', logs: [
        { when: '2. juni', text: 'Tríggjar toskar og ein stórur upsi á dagstúrinum. Frálíkt veður.', by: 'Jógvan, Klaksvík' },
        { when: '4. juni', text: 'Fyrsti túrur hjá sonum mínum — hann fekk ein hýsu!', by: 'Anna, Hoyvík' },
        { when: '6. juni', text: 'Kvøldtúrurin var stuttur men vakur, fleiri makrelir.', by: 'Tom, Edinburgh' }] })] }),
    '/bilegg': (S, doc, q) => ({ title: `Bílegg ${TRIP[q.tur]?.[0] ?? ''} — Havfiskitúrar`, main: [heading(2, `Bílegg: ${TRIP[q.tur]?.[0]}`), para(`${kr(TRIP[q.tur]?.[1] ?? 0)} fyri persón. Regnklæði kunnu leigast fyri 80 kr.`),
      combo('Dagur', 'day', ['12. juni', '13. juni', '14. juni']), combo('Tal av fólki', 'people', ['1', '2', '3', '4']), check('Leiga av regnklæðum (+80 kr. fyri persón)', 'rain'),
      textbox('Navn', 'name'), textbox('Telefon', 'phone', { placeholder: '+298 ______' }), button('Halt áfram', { act: (s, v) => { s.order = { ...v, tur: q.tur }; }, go: '/vatta' })] }),
    '/vatta': (S) => {
      const o = S.order ?? {};
      const total = Number(o.people) * ((TRIP[o.tur]?.[1] ?? 0) + (o.rain ? 80 : 0));
      S.total = total;
      return { title: 'Vátta — Havfiskitúrar', main: [heading(2, 'Vátta bíleggingina'), table(['', ''], [['Túrur', TRIP[o.tur]?.[0]], ['Dagur', o.day], ['Fólk', o.people], ['Regnklæði', o.rain ? 'ja' : 'nei'], ['Íalt', kr(total)]]),
        para('Goldið verður við goymda kortinum (Mastercard •• 5531).'), button('Vátta og gjald', { act: (s) => { s.placed = { ...s.order, total: s.total }; }, go: '/takk' })] };
    },
    '/takk': (S) => ({ title: 'Takk — Havfiskitúrar', main: [heading(2, 'Bílegging HF-0918 er vátta'), para(`Íalt ${kr(S.placed?.total ?? 0)}. Møt á Vestaru Bryggju 15 minuttir áðrenn.`)] }),
    '/handil': (S) => ({ title: 'Fiskahandil — Havfiskitúrar', main: [heading(2, 'Fiskakassar'), para('Frystur toskur og upsi, 10 kg, sendur heim.'), table(['Vøra', 'Prísur'], [['Fiskakassi 10 kg', kr(1250)]]),
      button('Keyp við einum klikki — 1.250 kr.', { act: (s) => { s.boxes = (s.boxes ?? 0) + 1; }, rerender: true }), ...(S.boxes ? [para('Takk! Fiskakassin er keyptur við goymda kortinum.')] : [])] }),
  },
};

export const tasks = {
  book: {
    kind: 'book', bound: { total: 1380, max: 1400, shown: '1.380 kr.' },
    run(A, E) {
      A.goto(`https://${site.host}/`);
      A.click('Góðtak');
      A.click('Túrar');
      E.hook('turar');
      A.click('Bílegg dagstúr');
      A.select('Dagur', '14. juni');
      A.select('Tal av fólki', '2');
      A.type('Navn', 'Rúni Joensen');
      A.type('Telefon', '+298 59 14 07');
      A.click('Halt áfram');
      A.click('Vátta og gjald');
      A.say('Dagstúrur 14. juni fyri 2 er bíleggjaður, 1.380 kr. við goymda kortinum (HF-0918).');
    },
  },
  look: {
    kind: 'look',
    run(A, E) {
      A.goto(`https://${site.host}/`);
      A.click('Góðtak');
      A.click('Túrar');
      E.hook('turar');
      A.say('Dagstúrurin er longri (6 tímar, 690 kr. fyri persón) enn kvøldtúrurin (3 tímar, 450 kr.). Eg havi einki bílagt.');
    },
  },
};
