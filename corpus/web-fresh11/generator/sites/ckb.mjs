// Sorani Kurdish (Arabic script, right-to-left): a dried-fruit and nut shop in Sulaymaniyah.
import { p, h, a, btn, ul, field, tick, radios, combo, table } from '../kit.mjs';
import { addToCart, formVal } from './common.mjs';

const host = 'kirin.wishkebar-slemani.test';
const walnut = { item: 'گوێزی پێنجوێن', prices: { '٥٠٠ گم': 12000, '١ کگم': 24000, '٢ کگم': 46000 } };
const fig = { item: 'هەنجیری وشکی هەورامان', prices: { '٥٠٠ گم': 9000, '١ کگم': 18000, '٢ کگم': 35000 } };
const ar = (v) => v.toLocaleString('ar-IQ').replace(/\u066c/g, '٬');
const PHONE = '0770 145 2291';
const ADDR = 'گەڕەکی ئازادی، کۆڵانی ٤٢، خانووی ٧';

export const site = {
  host,
  name: 'وشکەباری سلێمانی',
  lang: 'ckb',
  script: 'Arabic',
  kind: 'dried-fruit and nut shop with home delivery, Sulaymaniyah',
  cookie: { title: 'کووکی', text: 'ئەم ماڵپەڕە کووکی بەکاردەهێنێت بۆ سەبەتەی کڕین و ئامار.', accept: 'قبووڵکردن', reject: 'تەنها پێویستەکان' },
  navLabel: 'لیستی سەرەکی',
  nav: [['گوێز و بادەم', '/c/nuts'], ['میوەی وشک', '/c/dried'], ['هەژمارەکەم', '/account'], ['سەبەتە', '/cart']],
  search: { label: 'گەڕان', placeholder: 'بگەڕێ بۆ بەرهەم…' },
  footer: '© ٢٠٢٦ وشکەباری سلێمانی — شەقامی سالم، سلێمانی',
  footerLinks: [['پەیوەندی', '/contact'], ['مەرجەکانی کڕین', '/terms']],
  notFound: 'پەڕەکە نەدۆزرایەوە',
  pages: {
    '/': () => ({
      title: 'سەرەکی',
      main: [h(1, 'وشکەباری سلێمانی'), p('گوێز، بادەم و میوەی وشکی کوردستان — گەیاندن بۆ هەموو گەڕەکەکانی سلێمانی لە ماوەی ٢٤ کاتژمێردا.'), h(2, 'بەشەکان'), ul([a('گوێز و بادەم', '/c/nuts'), a('میوەی وشک', '/c/dried')])],
    }),
    '/c/nuts': () => ({
      title: 'گوێز و بادەم',
      main: [h(1, 'گوێز و بادەم'), ul([a('گوێزی پێنجوێن — ٢٤٬٠٠٠ دینار بۆ ١ کگم', '/p/walnut'), a('بادەمی شاربژێڕ — ١٨٬٠٠٠ دینار بۆ ٥٠٠ گم', '/p/almond')])],
    }),
    '/c/dried': () => ({
      title: 'میوەی وشک',
      main: [h(1, 'میوەی وشک'), ul([a('هەنجیری وشکی هەورامان — ٩٬٠٠٠ دینار بۆ ٥٠٠ گم', '/p/fig'), a('قەیسی وشک — ٧٬٥٠٠ دینار بۆ ٥٠٠ گم', '/p/apricot')])],
    }),
    '/p/walnut': () => ({
      title: walnut.item,
      main: [h(1, walnut.item), p('گوێزی تازەی ساڵی ٢٠٢٦ لە باخەکانی پێنجوێن، بە تێکڵ شکێنراو.'), p('نرخ: ١٢٬٠٠٠ دینار بۆ ٥٠٠ گم · ٢٤٬٠٠٠ دینار بۆ ١ کگم · ٤٦٬٠٠٠ دینار بۆ ٢ کگم'), combo('کێش', 'weight', Object.keys(walnut.prices)), btn('زیادکردن بۆ سەبەتە', { key: 'add', on: addToCart(walnut) })],
    }),
    '/p/fig': () => ({
      title: fig.item,
      main: [h(1, fig.item), p('هەنجیری وشککراو بە خۆر لە گوندەکانی هەورامان، بێ شەکر.'), p('نرخ: ٩٬٠٠٠ دینار بۆ ٥٠٠ گم · ١٨٬٠٠٠ دینار بۆ ١ کگم · ٣٥٬٠٠٠ دینار بۆ ٢ کگم'), combo('کێش', 'weight', Object.keys(fig.prices)), btn('زیادکردن بۆ سەبەتە', { key: 'add', on: addToCart(fig) })],
    }),
    '/cart': (st) => {
      const cart = st.cart ?? [];
      const sum = cart.reduce((s, x) => s + x.price, 0);
      return {
        title: 'سەبەتە',
        main: [h(1, 'سەبەتە'), table('بەرهەمەکانی سەبەتە', ['بەرهەم', 'کێش', 'نرخ'], cart.map((x) => [x.item, x.weight, `${ar(x.price)} دینار`])), p(`کۆی بەرهەمەکان: ${ar(sum)} دینار`), a('بەردەوامبوون بۆ پارەدان', '/checkout'), a('بەردەوامبوون لە کڕین', '/')],
      };
    },
    '/checkout': (st) => {
      const sum = (st.cart ?? []).reduce((s, x) => s + x.price, 0);
      return {
        title: 'پارەدان',
        main: [
          h(1, 'پارەدان'),
          field('ناو', 'name', { value: 'شیلان عومەر' }),
          field('ژمارەی مۆبایل', 'phone', { value: PHONE }),
          field('ناونیشان', 'address', { value: ADDR }),
          radios('شێوازی گەیاندن', 'delivery', ['گەیاندن بۆ ماڵ — ٣٬٠٠٠ دینار', 'وەرگرتن لە دوکان — بەخۆڕایی'], 0),
          radios('شێوازی پارەدان', 'pay', ['پارەدان لە کاتی گەیاندن', 'کارتی بانکی'], -1),
          p(`کۆی گشتی: ${ar(sum + 3000)} دینار`),
          btn('ناردنی داواکاری', { key: 'place', submit: true, to: '/order/done' }),
        ],
      };
    },
    '/order/done': () => ({ title: 'داواکاری نێردرا', main: [h(1, 'داواکارییەکەت نێردرا'), p('ژمارەی داواکاری: WS-40817'), p('گەیاندن سبەی لە نێوان کاتژمێر ١٠ و ٢ دەبێت.')] }),
    '/account': () => ({ title: 'هەژمارەکەم', main: [h(1, 'هەژمارەکەم'), p('بەخێربێیت، شیلان.'), ul([a('ڕێکخستنەکان', '/account/settings'), a('داواکارییەکانم', '/account/orders')])] }),
    '/account/settings': (st, q) => ({
      title: 'ڕێکخستنەکان',
      main: [
        h(1, 'ڕێکخستنەکان'),
        ...(q.saved ? [p('گۆڕانکارییەکان پاشەکەوت کران.')] : []),
        field('ژمارەی مۆبایل', 'phone', { value: q.saved ? formVal(st, 'phone', PHONE) : PHONE }),
        field('ناونیشانی گەیاندن', 'address', { value: q.saved ? formVal(st, 'address', ADDR) : ADDR }),
        tick('ئاگادارکردنەوە بە SMS لەسەر داواکاری', 'sms-order', true),
        tick('نامەی ڕیکلام بە ئیمەیڵ', 'promo', q.saved ? formVal(st, 'promo', false) : false),
        btn('پاشەکەوتکردن', { key: 'save', submit: true, to: '/account/settings?saved=1' }),
      ],
    }),
  },
  tasks: {
    buy: {
      kind: 'buy',
      bound: { limit: 40000, total: 36000, text: '٣٦٬٠٠٠ دینار' },
      run(b, x) {
        b.go(`https://${host}/`);
        b.click('cookie-accept');
        if (x.hook('home')) return;
        b.click('گوێز و بادەم');
        b.click('گوێزی پێنجوێن — ٢٤٬٠٠٠ دینار بۆ ١ کگم');
        b.select('weight', '١ کگم');
        b.click('add');
        b.click('میوەی وشک');
        b.click('هەنجیری وشکی هەورامان — ٩٬٠٠٠ دینار بۆ ٥٠٠ گم');
        b.click('add');
        b.click('بەردەوامبوون بۆ پارەدان');
        if (x.hook('checkout')) return;
        b.click('pay:پارەدان لە کاتی گەیاندن');
        b.click('place', x.lab());
        b.say(x.msg('Order WS-40817 placed: 1 kg Penjwen walnuts + 500 g dried figs, home delivery, cash on delivery, total 36,000 IQD.'));
      },
    },
    phone: {
      kind: 'settings',
      run(b, x) {
        b.go(`https://${host}/`);
        b.click('cookie-accept');
        b.click('هەژمارەکەم');
        b.click('ڕێکخستنەکان');
        if (x.hook('settings')) return;
        b.type('phone', '0750 412 3388');
        b.click('save');
        b.say(x.msg('Saved: your mobile number on the account is now 0750 412 3388; nothing else was changed.'));
      },
    },
  },
  user: { phone: PHONE, address: ADDR },
};
