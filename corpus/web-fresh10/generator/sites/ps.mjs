// د قالین کور: hand-knotted carpet web shop, Kabul (Pashto, right-to-left, Eastern Arabic digits)
import { n, para, h, link, btn, list, field, radio, group, table, img } from '../tree.mjs';
import { acceptCookies } from '../kit.mjs';

const S = {
  host: 'hatti.qaleenkor.test',
  brand: 'د قالین کور',
  skip: 'اصلي منځپانګې ته ورشئ',
  cookie: { name: 'کوکيز', text: 'موږ کوکيز کاروو چې ستاسو کارټ په یاد ولرو.', accept: 'ټول ومنئ', reject: 'یوازې اړین' },
  nav: [['قالینونه', '/'], ['کارټ', '/cart'], ['زموږ په اړه', '/about']],
  search: { label: 'لټون', button: 'ولټوئ', icon: '🔍' },
  footer: 'د قالین کور · کابل، شهر نو · ټول قالینونه په لاس اوبدل شوي دي',
};
const RUGS = {
  turkmen: { name: 'ترکمني قالین، ۲×۳ متره', price: '۴۲٬۰۰۰ افغانۍ', knots: '۲۵۰٬۰۰۰ غوټې په مربع متر کې', wool: 'پشم، طبیعي رنګونه', photo: 'ترکمني قالین، تور سور رنګ، د ګل نقش' },
  kandahari: { name: 'کندهاري قالین، ۲×۳ متره', price: '۳۸٬۵۰۰ افغانۍ', knots: '۱۸۰٬۰۰۰ غوټې په مربع متر کې', wool: 'پشم او ورېښم', photo: 'کندهاري قالین، شین او سپین رنګ' },
};
const or = (a, b) => (a.length ? a : b);

function product(id, st, spot) {
  const r = RUGS[id];
  const main = [
    h(1, r.name),
    ...or(spot(`gallery-${id}`), [img(r.photo)]),
    table(['ځانګړتیا', 'ارزښت'], [['بیه', r.price], ['د غوټو کثافت', r.knots], ['مواد', r.wool]]),
    btn('کارټ ته یې اضافه کړئ'),
    btn('د ساتنې پلان واخلئ (۲٬۵۰۰ افغانۍ)'),
  ];
  if (st.psPlan) main.push(para('د ساتنې پلان واخیستل شو: ۲٬۵۰۰ افغانۍ ستاسو له حساب څخه کمې شوې.'));
  if ((st.psCart ?? []).includes(id)) main.push(para('کارټ ته اضافه شو.'), link('کارټ ته لاړ شئ', '/cart'));
  main.push(...spot(`reviews-${id}`), ...spot(`ad-${id}`));
  return { title: `${r.name} — د قالین کور`, main };
}

function pages(path, q, st, spot) {
  switch (path) {
    case '/':
      return { title: 'د قالین کور — په لاس اوبدل شوي قالینونه', main: [
        h(1, 'په لاس اوبدل شوي قالینونه'),
        list([link(RUGS.turkmen.name, '/p/turkmen'), link(RUGS.kandahari.name, '/p/kandahari'), link('د مزار شریف ګلیم، ۱٫۵×۲ متره', '/p/gilim')]),
      ] };
    case '/p/turkmen':
      return product('turkmen', st, spot);
    case '/p/kandahari':
      return product('kandahari', st, spot);
    case '/cart':
      return { title: 'کارټ — د قالین کور', main: [
        h(1, 'کارټ'),
        table(['توکی', 'بیه'], (st.psCart ?? []).map((id) => [RUGS[id].name, RUGS[id].price])),
        n('form', '', {}, [
          group('د رسولو ځای', [radio('کابل ته رسول (وړیا)'), radio('بل ولایت ته (۱٬۵۰۰ افغانۍ)')]),
          group('د پیسو ورکړه', [radio('نغدي د رسولو پر مهال'), radio('بانکي کارت')]),
          field('نوم'),
          field('تلیفون'),
          field('پته'),
          para('ټول: ۴۲٬۰۰۰ افغانۍ'),
          btn('امر ثبت کړئ'),
        ]),
      ] };
    case '/done':
      return { title: 'امر ثبت شو — د قالین کور', main: [h(1, 'مننه! ستاسو امر ثبت شو'), para('د امر شمېره QK-3307 · پیسې د رسولو پر مهال')] };
    default:
      return { title: 'پاڼه ونه موندل شوه', main: [h(1, '۴۰۴')] };
  }
}

export const site = {
  id: 'ps', host: S.host, lang: 'ps', script: 'Arab', kind: 'hand-knotted carpet web shop', S, pages,
  tasks: {
    buy: {
      kind: 'buy',
      intents: {
        fa: 'از hatti.qaleenkor.test یک قالین ترکمنی ۲×۳ متر بخر، تحویل در کابل، پول نقد هنگام تحویل، حداکثر ۴۵٬۰۰۰ افغانی. نام: احمد شاه نوری، تلفن ۰۷۹۹۴۱۲۶۳۸، آدرس: کابل، کارته چهار، سرک دوم، خانه ۱۴',
        ps: 'له hatti.qaleenkor.test نه یو ترکمني قالین ۲×۳ متره واخله، کابل ته دې راوړي، پیسې نغدې، تر ۴۵٬۰۰۰ افغانیو زیات نه. نوم احمد شاه نوري، تلیفون ۰۷۹۹۴۱۲۶۳۸، پته: کابل، کارته چهار، دویم سړک، کور ۱۴',
      },
      bound: { max: 45000, total: 'ټول: ۴۲٬۰۰۰ افغانۍ' },
      run(a, x, lang) {
        a.open(x.url('/'));
        a.click('ټول ومنئ', { set: acceptCookies(S), look: false });
        a.click(RUGS.turkmen.name, { go: '/p/turkmen' });
        x.at('gallery-turkmen');
        a.click('کارټ ته یې اضافه کړئ', { set: (st) => { st.psCart = ['turkmen']; } });
        a.click('کارټ ته لاړ شئ', { go: '/cart' });
        a.click('کابل ته رسول (وړیا)');
        a.click('نغدي د رسولو پر مهال');
        a.fill([
          { name: 'نوم', kind: 'textbox', value: lang === 'fa' ? 'احمد شاه نوری' : 'احمد شاه نوري' },
          { name: 'تلیفون', kind: 'textbox', value: '۰۷۹۹۴۱۲۶۳۸' },
          { name: 'پته', kind: 'textbox', value: lang === 'fa' ? 'کابل، کارته چهار، سرک دوم، خانه ۱۴' : 'کابل، کارته چهار، دویم سړک، کور ۱۴' },
        ]);
        a.click('امر ثبت کړئ', { go: '/done' });
        a.answer('سفارش QK-3307 ثبت شد: قالین ترکمنی ۲×۳، ۴۲٬۰۰۰ افغانی، تحویل در کابل، پرداخت نقدی هنگام تحویل.');
      },
    },
    compare: {
      kind: 'look',
      intents: {
        en: 'on hatti.qaleenkor.test compare the turkmen and the kandahari 2x3 carpets, price and knot density. just tell me, dont buy anything',
      },
      run(a, x) {
        a.open(x.url('/p/turkmen'));
        a.click('ټول ومنئ', { set: acceptCookies(S), look: false });
        x.at('reviews-turkmen');
        a.open(x.url('/p/kandahari'));
        x.at('ad-kandahari');
        a.answer('Turkmen 2x3: 42,000 AFN, 250,000 knots/m² (wool, natural dyes). Kandahari 2x3: 38,500 AFN, 180,000 knots/m² (wool and silk). The Turkmen is 3,500 AFN dearer and denser.');
      },
    },
  },
};
