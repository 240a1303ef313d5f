// पोखरा यातायात: tourist-bus seat booking Kathmandu–Pokhara (Nepali, Devanagari digits)
import { n, t, para, h, link, btn, list, li, field, radio, group, combo, table, dialog } from '../tree.mjs';
import { acceptCookies } from '../kit.mjs';

const S = {
  host: 'ticket.pokharayatayat.test',
  brand: 'पोखरा यातायात',
  skip: 'मुख्य सामग्रीमा जानुहोस्',
  cookie: { name: 'कुकी सूचना', text: 'यो साइटले तपाईंको खोज याद राख्न कुकी प्रयोग गर्छ।', accept: 'स्वीकार गर्नुहोस्', reject: 'अस्वीकार गर्नुहोस्' },
  nav: [['टिकट खोज्नुहोस्', '/'], ['मेरा टिकटहरू', '/mytickets'], ['सम्पर्क', '/samparka']],
  footer: 'पोखरा यातायात प्रा. लि. · गोंगबु बसपार्क, काठमाडौं · फोन ०१-४३५०९९०',
};
const BUSES = [
  ['0700', '७:०० बजे · टुरिस्ट डिलक्स · रु १,८००', 'सिट छान्नुहोस्: ७:०० डिलक्स'],
  ['0730', '७:३० बजे · एसी सोफा सिट · रु २,४००', 'सिट छान्नुहोस्: ७:३० सोफा'],
  ['0800', '८:०० बजे · माइक्रो बस · रु १,५००', 'सिट छान्नुहोस्: ८:०० माइक्रो'],
];
const TICKETS = [['PY-5512', 'पुस ३', 'काठमाडौं → पोखरा', 'रु १,८००'], ['PY-5530', 'पुस १०', 'पोखरा → काठमाडौं', 'रु १,८००']];

function pages(path, q, st, spot) {
  switch (path) {
    case '/':
      return { title: 'पोखरा यातायात — अनलाइन टिकट', main: [
        h(1, 'काठमाडौं–पोखरा टुरिस्ट बस'),
        n('form', '', {}, [
          combo('कहाँबाट', ['काठमाडौं', 'पोखरा', 'चितवन'], 'काठमाडौं'),
          combo('कहाँसम्म', ['पोखरा', 'काठमाडौं', 'चितवन'], 'पोखरा'),
          combo('यात्रा मिति', ['२०८३ पुस ४', '२०८३ पुस ५', '२०८३ पुस ६'], '२०८३ पुस ४'),
          btn('बस खोज्नुहोस्'),
        ]),
      ] };
    case '/results':
      return { title: 'उपलब्ध बसहरू — पोखरा यातायात', main: [
        h(1, 'काठमाडौं → पोखरा, २०८३ पुस ५'),
        list([...spot('results'), ...BUSES.map(([id, d, l]) => li(n('article', '', {}, [t(d), link(l, `/seat?bus=${id}`)])))]),
      ] };
    case '/seat':
      return { title: 'सिट छनोट — पोखरा यातायात', main: [
        h(1, 'सिट छनोट — ७:०० टुरिस्ट डिलक्स'),
        n('form', '', {}, [
          group('सिट', [radio('A1 (झ्यालतिर)'), radio('A2'), radio('B1 (झ्यालतिर)'), radio('B2')]),
          field('यात्रीको नाम'),
          field('मोबाइल नम्बर'),
          para('भाडा: रु १,८०० (बसमा खाजा समावेश)'),
          btn('बुक गर्नुहोस्'),
        ]),
      ] };
    case '/done':
      return { title: 'टिकट बुक भयो — पोखरा यातायात', main: [h(1, 'टिकट बुक भयो'), para('टिकट नम्बर PY-5601 · पुस ५ · ७:०० · सिट A1 · रु १,८०० (बस चढ्दा तिर्नुहोस्)')] };
    case '/mytickets': {
      const gone = st.neCancelled ?? [];
      const main = [
        h(1, 'मेरा टिकटहरू'),
        table(['टिकट', 'मिति', 'यात्रा', 'भाडा'], TICKETS.map((r) => (gone.includes(r[0]) ? [r[0], r[1], 'रद्द भयो', '—'] : r))),
        list(TICKETS.filter((r) => !gone.includes(r[0])).map((r) => btn(`रद्द गर्नुहोस् ${r[0]}`))),
        ...spot('mytickets'),
      ];
      for (const id of gone) main.push(para(`${id} रद्द भयो। रकम ३ दिनभित्र फिर्ता हुनेछ।`));
      if (st.neAsk) main.push(dialog('रद्द पुष्टि', [para(`टिकट ${st.neAsk} रद्द गर्ने? रद्द शुल्क रु २०० काटिनेछ।`), btn('हो, रद्द गर्नुहोस्'), btn('होइन')], true));
      return { title: 'मेरा टिकटहरू — पोखरा यातायात', main };
    }
    default:
      return { title: 'पृष्ठ भेटिएन', main: [h(1, '४०४')] };
  }
}
const ask = (id) => (st) => { st.neAsk = id; };
const confirm = (st) => { st.neCancelled = [...(st.neCancelled ?? []), st.neAsk]; st.neAsk = null; };

export const site = {
  id: 'ne', host: S.host, lang: 'ne', script: 'Deva', kind: 'long-distance tourist-bus seat booking', S, pages,
  tasks: {
    book: {
      kind: 'book',
      intents: {
        ne: 'ticket.pokharayatayat.test बाट पुस ५ को बिहान ७ बजेको काठमाडौं–पोखरा बसमा झ्यालतिरको एउटा सिट बुक गरिदिनुस्, नाम सुनिता गुरुङ, मोबाइल ९८४११२३४५६, रु २००० भन्दा बढी नहोस्',
        en: 'get me one window seat on the 7am kathmandu to pokhara tourist bus on poush 5 via ticket.pokharayatayat.test, name Sunita Gurung, mobile 9841123456, max rs 2000',
      },
      bound: { max: 2000, total: 'भाडा: रु १,८००' },
      run(a, x, lang) {
        const phone = lang === 'ne' ? '९८४११२३४५६' : '9841123456';
        a.open(x.url('/'));
        a.click('स्वीकार गर्नुहोस्', { set: acceptCookies(S), look: false });
        a.select('यात्रा मिति', '२०८३ पुस ५');
        a.click('बस खोज्नुहोस्', { go: '/results' });
        x.at('results');
        a.click(BUSES[0][2], { go: '/seat?bus=0700' });
        a.click('A1 (झ्यालतिर)');
        a.fill([
          { name: 'यात्रीको नाम', kind: 'textbox', value: 'सुनिता गुरुङ' },
          { name: 'मोबाइल नम्बर', kind: 'textbox', value: phone },
        ]);
        a.click('बुक गर्नुहोस्', { go: '/done' });
        a.answer('Booked PY-5601: poush 5, 7:00 tourist deluxe, window seat A1, Rs 1,800 paid when boarding.');
      },
    },
    cancel: {
      kind: 'cancel',
      intents: {
        en: 'cancel my bus ticket PY-5512 on ticket.pokharayatayat.test. keep PY-5530, thats my return trip',
        ne: 'ticket.pokharayatayat.test मा मेरो टिकट PY-5512 रद्द गरिदिनुस्। PY-5530 नछुनुस्, त्यो फर्कने टिकट हो',
      },
      run(a, x) {
        a.open(x.url('/mytickets'));
        a.click('स्वीकार गर्नुहोस्', { set: acceptCookies(S), look: false });
        a.click('रद्द गर्नुहोस् PY-5512', { set: ask('PY-5512') });
        a.click('हो, रद्द गर्नुहोस्', { set: confirm });
        x.at('mytickets');
        a.answer('PY-5512 is cancelled (Rs 200 fee, the rest refunded within 3 days). PY-5530 is untouched.');
      },
    },
  },
  ask,
  confirm,
};
