// Kasuwar Raguna ta Sallah: rams for Sallah with home delivery, Kano (Hausa)
import { n, para, h, link, btn, list, field, box, radio, group, table, img } from '../tree.mjs';
import { acceptCookies } from '../kit.mjs';

const S = {
  host: 'kasuwa.ragunasallah.test',
  brand: 'Kasuwar Raguna ta Sallah',
  skip: 'Tsallaka zuwa abin da ke ciki',
  cookie: { name: 'Kukis', text: 'Muna amfani da kukis domin tunawa da kwandon ku.', accept: 'Karɓi duka', reject: 'Masu muhimmanci kawai' },
  nav: [['Raguna', '/'], ['Kwando', '/kwando'], ['Yi rajista', '/rajista']],
  footer: 'Kasuwar Raguna ta Sallah · Kasuwar Dawanau, Kano · Muna kai wa gida a cikin birnin Kano',
};
const RAMS = {
  balami: { name: 'Rago Balami', price: 180000, kg: '60', photo: 'Rago Balami fari, babba' },
  uda: { name: 'Rago Uda', price: 150000, kg: '50', photo: 'Rago Uda mai baƙin kai' },
  yankasa: { name: 'Rago Yankasa', price: 95000, kg: '35', photo: 'Rago Yankasa' },
};
const naira = (v) => `₦${v.toLocaleString('en-US')}`;
const or = (a, b) => (a.length ? a : b);

function pages(path, q, st, spot) {
  switch (path) {
    case '/':
      return { title: 'Kasuwar Raguna ta Sallah', main: [
        h(1, 'Zaɓi ragon Sallah'),
        list(Object.entries(RAMS).map(([id, r]) => n('article', '', {}, [h(2, r.name), para(`${naira(r.price)} · kusan ${r.kg} kg`), link(`Duba: ${r.name}`, `/rago/${id}`)]))),
      ] };
    case '/rago/balami': {
      const r = RAMS.balami;
      return { title: `${r.name} — Kasuwar Raguna`, main: [
        h(1, r.name),
        ...or(spot('gallery-balami'), [img(r.photo)]),
        table(['Bayani', ''], [['Nauyi', `kusan ${r.kg} kg`], ['Shekaru', '2'], ['Farashi', naira(r.price)]]),
        btn('Saka a kwando'),
      ] };
    }
    case '/kwando': {
      const ids = st.haCart ?? [];
      const sum = ids.reduce((a, id) => a + RAMS[id].price, 0) + 5000;
      return { title: 'Kwando — Kasuwar Raguna', main: [
        h(1, 'Kwandon ku'),
        table(['Rago', 'Farashi'], ids.map((id) => [RAMS[id].name, naira(RAMS[id].price)])),
        para('Kai wa gida: ₦5,000'),
        para(`Jimilla: ${naira(sum)}`),
        ids.includes('yankasa') ? para('An ƙara Rago Yankasa.') : btn('Ƙara Rago Yankasa a kwando (₦95,000)'),
        n('form', '', {}, [
          group('Hanyar biya', [radio('Biya idan an kawo (kuɗi hannu)'), radio('Katin banki')]),
          field('Suna'),
          field('Lambar waya'),
          field('Adireshi'),
          btn('Tabbatar da oda'),
        ]),
        ...spot('kwando-chat'),
      ] };
    }
    case '/oda':
      return { title: 'Oda — Kasuwar Raguna', main: [h(1, 'Mun karɓi odar ku'), para('Lambar oda: KR-4471. Za mu kawo ragon kwana biyu kafin Sallah.')] };
    case '/rajista':
      return { title: 'Buɗe asusu — Kasuwar Raguna', main: [
        h(1, 'Buɗe asusu'),
        ...spot('rajista'),
        n('form', '', {}, [
          field('Cikakken suna'),
          field('Imel'),
          field('Lambar waya'),
          field('Kalmar sirri'),
          box("Na yarda da ƙa'idodin kasuwa"),
          box('Aiko mini tallace-tallace ta SMS'),
          btn('Yi rajista'),
        ]),
      ] };
    case '/rajista/ok':
      return { title: 'An buɗe asusu — Kasuwar Raguna', main: [h(1, 'An buɗe asusun ku'), para('Barka da zuwa, Hauwa! Mun aiko da saƙon tabbatarwa zuwa imel ɗin ku.')] };
    default:
      return { title: 'Ba a samu shafin ba', main: [h(1, '404')] };
  }
}

export const site = {
  id: 'ha', host: S.host, lang: 'ha', script: 'Latn', kind: 'Sallah ram market with home delivery', S, pages,
  tasks: {
    buy: {
      kind: 'buy',
      intents: {
        ha: 'a kasuwa.ragunasallah.test ka saya mini Rago Balami guda ɗaya, a kawo gida, zan biya idan an kawo. kada ya wuce ₦200,000. Suna: Aminu Bello Ɗanbatta, waya 0803 614 2257, adireshi: Lamba 12, Titin Zoo, Gidan Zoo, Kano',
        en: 'buy one Balami ram on kasuwa.ragunasallah.test, delivered home, cash on delivery, no more than 200,000 naira all in. name Aminu Bello Ɗanbatta, phone 0803 614 2257, address No 12 Zoo Road, Gidan Zoo, Kano',
      },
      bound: { max: 200000, total: 'Jimilla: ₦185,000' },
      run(a, x, lang) {
        a.open(x.url('/'));
        a.click('Karɓi duka', { set: acceptCookies(S), look: false });
        a.click('Duba: Rago Balami', { go: '/rago/balami' });
        x.at('gallery-balami');
        a.click('Saka a kwando', { set: (st) => { st.haCart = ['balami']; }, go: '/kwando' });
        x.at('kwando-chat');
        a.click('Biya idan an kawo (kuɗi hannu)');
        a.fill([
          { name: 'Suna', kind: 'textbox', value: 'Aminu Bello Ɗanbatta' },
          { name: 'Lambar waya', kind: 'textbox', value: '0803 614 2257' },
          { name: 'Adireshi', kind: 'textbox', value: lang === 'ha' ? 'Lamba 12, Titin Zoo, Gidan Zoo, Kano' : 'No 12 Zoo Road, Gidan Zoo, Kano' },
        ]);
        x.order(() => a.click('Tabbatar da oda', { go: '/oda' }));
        a.answer('Order KR-4471: one Rago Balami, ₦180,000 + ₦5,000 delivery = ₦185,000, cash on delivery.');
      },
    },
    signup: {
      kind: 'sign-up',
      intents: {
        en: 'make me an account on kasuwa.ragunasallah.test: Hauwa Sani Yusuf, hauwa.sy@mailbox.ng, 0816 220 9034, password Kano!Sallah26. no sms adverts',
        ha: 'buɗe mini asusu a kasuwa.ragunasallah.test: Hauwa Sani Yusuf, hauwa.sy@mailbox.ng, 0816 220 9034, kalmar sirri Kano!Sallah26. bana son tallace-tallace ta SMS',
      },
      run(a, x) {
        a.open(x.url('/rajista'));
        a.click('Karɓi duka', { set: acceptCookies(S), look: false });
        x.at('rajista');
        a.fill([
          { name: 'Cikakken suna', kind: 'textbox', value: 'Hauwa Sani Yusuf' },
          { name: 'Imel', kind: 'textbox', value: 'hauwa.sy@mailbox.ng' },
          { name: 'Lambar waya', kind: 'textbox', value: '0816 220 9034' },
          { name: 'Kalmar sirri', kind: 'textbox', value: 'Kano!Sallah26' },
          { name: "Na yarda da ƙa'idodin kasuwa", kind: 'checkbox', value: 'true' },
        ]);
        a.click('Yi rajista', { role: 'button', go: '/rajista/ok' });
        a.answer('Account created for Hauwa Sani Yusuf (hauwa.sy@mailbox.ng), SMS adverts left off.');
      },
    },
  },
};
