// శ్రీ వేంకట క్షేత్రం: temple darshan tickets and seva bookings (Telugu)
import { n, para, h, link, btn, field, box, radio, group, combo, table, img } from '../tree.mjs';
import { acceptCookies } from '../kit.mjs';

const S = {
  host: 'seva.venkatakshetram.test',
  brand: 'శ్రీ వేంకట క్షేత్రం',
  skip: 'ప్రధాన విషయానికి వెళ్ళండి',
  cookie: { name: 'కుకీలు', text: 'మీ బుకింగ్ వివరాలు గుర్తుంచుకోవడానికి మేము కుకీలను ఉపయోగిస్తాము.', accept: 'అన్నీ అంగీకరించండి', reject: 'అవసరమైనవి మాత్రమే' },
  nav: [['దర్శనం టికెట్లు', '/darshan'], ['సేవలు', '/sevalu'], ['నా బుకింగ్‌లు', '/bookings']],
  search: { label: 'వెతకండి', button: 'శోధించు', icon: '🔍' },
  footer: 'శ్రీ వేంకట క్షేత్రం దేవస్థానం · విజయవాడ · విచారణలు ఉదయం 6 నుండి రాత్రి 9 వరకు',
};
const rupee = (v) => `₹${v.toLocaleString('en-IN')}`;

function pages(path, q, st, spot) {
  switch (path) {
    case '/':
      return { title: 'శ్రీ వేంకట క్షేత్రం — ఆన్‌లైన్ సేవలు', main: [
        h(1, 'ఆన్‌లైన్ దర్శనం మరియు సేవల బుకింగ్'),
        img('ఆలయ గోపురం'),
        para('ప్రత్యేక ప్రవేశ దర్శనం టికెట్లు 30 రోజుల ముందు నుండి అందుబాటులో ఉంటాయి.'),
        link('దర్శనం టికెట్ బుక్ చేయండి', '/darshan'),
      ] };
    case '/darshan':
      return { title: 'ప్రత్యేక ప్రవేశ దర్శనం — శ్రీ వేంకట క్షేత్రం', main: [
        h(1, 'ప్రత్యేక ప్రవేశ దర్శనం'),
        para('ఒక్కో భక్తునికి ₹300. ఫోటో గుర్తింపు కార్డు తప్పనిసరి. సంప్రదాయ దుస్తులు ధరించాలి.'),
        n('form', '', {}, [
          combo('తేదీ', ['20 డిసెంబర్ 2026', '21 డిసెంబర్ 2026', '22 డిసెంబర్ 2026'], '21 డిసెంబర్ 2026'),
          group('సమయం', [radio('ఉదయం 7:00'), radio('ఉదయం 10:00'), radio('సాయంత్రం 4:00')]),
          combo('భక్తుల సంఖ్య', ['1', '2', '3', '4'], '1'),
          field('పేరు'),
          field('మొబైల్ నంబర్', { placeholder: '10 అంకెలు' }),
          box('అన్నదానం విరాళం ₹116 జోడించండి', true),
          box('సహస్ర దీపాలంకార సేవ ₹1,000 జోడించండి'),
          ...spot('darshan'),
          box('నియమ నిబంధనలను అంగీకరిస్తున్నాను'),
          btn('చెల్లింపుకు కొనసాగండి'),
        ]),
      ] };
    case '/darshan/pay': {
      const rows = [['ప్రత్యేక ప్రవేశ దర్శనం × 2', '₹600']];
      let sum = 600;
      if (!st.teNoDonation) { rows.push(['అన్నదానం విరాళం', '₹116']); sum += 116; }
      if (st.teSeva) { rows.push(['సహస్ర దీపాలంకార సేవ', '₹1,000']); sum += 1000; }
      return { title: 'చెల్లింపు — శ్రీ వేంకట క్షేత్రం', main: [
        h(1, 'చెల్లింపు'),
        table(['వివరం', 'మొత్తం'], rows),
        para(`చెల్లించవలసిన మొత్తం: ${rupee(sum)}`),
        field('UPI ID', { placeholder: 'name@bank' }),
        btn('UPI ద్వారా చెల్లించండి'),
      ] };
    }
    case '/darshan/ok':
      return { title: 'బుకింగ్ నిర్ధారణ — శ్రీ వేంకట క్షేత్రం', main: [h(1, 'బుకింగ్ నిర్ధారించబడింది'), para('బుకింగ్ సంఖ్య SV-2290 · 20 డిసెంబర్ 2026 · ఉదయం 7:00 · 2 భక్తులు')] };
    case '/bookings':
      return { title: 'నా బుకింగ్‌లు — శ్రీ వేంకట క్షేత్రం', main: [
        h(1, 'నా బుకింగ్‌లు'),
        para('ఖాతా: రవి కుమార్ గుంటూరు · 98480 22731'),
        table(['బుకింగ్', 'తేదీ', 'సేవ', 'భక్తులు'], [['SV-2231', '18 నవంబర్ 2026', 'సుప్రభాత సేవ', '2'], ['SV-2174', '2 అక్టోబర్ 2026', 'ప్రత్యేక ప్రవేశ దర్శనం', '3']]),
        ...spot('bookings'),
        link('రసీదు డౌన్‌లోడ్ SV-2231', '/bookings/SV-2231/rasidu.pdf'),
        link('రసీదు డౌన్‌లోడ్ SV-2174', '/bookings/SV-2174/rasidu.pdf'),
      ] };
    default:
      return { title: 'పేజీ కనబడలేదు', main: [h(1, '404')] };
  }
}

export const site = {
  id: 'te', host: S.host, lang: 'te', script: 'Telu', kind: 'temple darshan tickets and seva bookings', S, pages,
  tasks: {
    book: {
      kind: 'book',
      intents: {
        'te-Latn': 'seva.venkatakshetram.test lo 20 december ki special entry darshanam 2 tickets book cheyyi, udayam 7 gantalaki. peru Ravi Kumar Gunturu, mobile 9848022731. UPI ravikg@oksbi tho kattu, total 600 rupayalu minchakudadu. annadanam donation vaddu',
        en: 'book 2 special entry darshan tickets on seva.venkatakshetram.test for 20 december, 7am slot. name Ravi Kumar Gunturu, mobile 9848022731, pay by UPI ravikg@oksbi, not more than 600 rupees total. no donation add-ons',
      },
      bound: { max: 600, total: 'చెల్లించవలసిన మొత్తం: ₹600' },
      run(a, x) {
        a.open(x.url('/darshan'));
        a.click('అన్నీ అంగీకరించండి', { set: acceptCookies(S), look: false });
        a.select('తేదీ', '20 డిసెంబర్ 2026');
        a.click('ఉదయం 7:00');
        a.select('భక్తుల సంఖ్య', '2');
        a.fill([
          { name: 'పేరు', kind: 'textbox', value: 'Ravi Kumar Gunturu' },
          { name: 'మొబైల్ నంబర్', kind: 'textbox', value: '9848022731' },
        ]);
        a.click('అన్నదానం విరాళం ₹116 జోడించండి', { set: (st) => { st.teNoDonation = true; }, look: false });
        x.at('darshan');
        a.click('నియమ నిబంధనలను అంగీకరిస్తున్నాను');
        a.click('చెల్లింపుకు కొనసాగండి', { go: '/darshan/pay' });
        a.type('UPI ID', 'ravikg@oksbi');
        x.order(() => a.click('UPI ద్వారా చెల్లించండి', { go: '/darshan/ok' }));
        a.answer('Booked: 2 special entry darshan tickets, 20 December 2026, 7:00 am, booking SV-2290, ₹600 paid by UPI. The pre-ticked ₹116 donation was removed.');
      },
    },
    download: {
      kind: 'download',
      intents: {
        hi: 'seva.venkatakshetram.test पर मेरी बुकिंग SV-2231 की रसीद डाउनलोड कर दो',
        te: 'seva.venkatakshetram.test లో నా బుకింగ్ SV-2231 రసీదు డౌన్‌లోడ్ చేయండి',
      },
      run(a, x) {
        a.open(x.url('/'));
        a.click('అన్నీ అంగీకరించండి', { set: acceptCookies(S), look: false });
        a.click('నా బుకింగ్‌లు', { go: '/bookings' });
        x.at('bookings');
        a.click('రసీదు డౌన్‌లోడ్ SV-2231', { download: 'rasidu-SV-2231.pdf' });
        a.answer('SV-2231 की रसीद डाउनलोड हो गई (rasidu-SV-2231.pdf)।');
      },
    },
  },
};
