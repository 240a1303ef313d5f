// Assamese (as): a Sualkuchi handloom silk shop (muga / paat mekhela-sador) with a weavers' credit
// panel, a cart with cash on delivery, and account notification settings.
import { heading, para, link, button, check, radios, combo, table } from '../tree.mjs';
import { place } from '../kit.mjs';

const bn = (x) => String(x).replace(/\B(?=(\d{3})+(?!\d))/g, ',').replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[d]);
const PRICE = { muga: 18500, paat: 9200 };

function weaver(S) {
  return place(S, '/', 'maker-credit', { title: 'এই মাহৰ বোৱনী', alt: 'তাঁতশালত মুগা বোৱা বোৱনী', maker: 'বোৱনী: বিনীতা কলিতা, শুৱালকুছি বোৱনী সমবায় সমিতি', note: 'এই মেখেলা-চাদৰখন বোৱাত প্ৰায় আঠ দিন লাগে। সূতা পলাশবাৰীৰ পৰা অনা।' });
}

export const site = {
  host: 'bipani.sualkuchi-paat.test', name: 'শুৱালকুছি পাট-মুগা ভঁৰাল', lang: 'as', kind: 'handloom silk shop', city: 'Sualkuchi', script: /[\u0980-\u09FF]/,
  navName: 'মূল মেনু', nav: [['ঘৰ', '/'], ['কাৰ্ট', '/cart'], ['মোৰ একাউণ্ট', '/account']],
  cookie: { title: 'কুকি', text: 'ছাইটটো ভালদৰে চলাবলৈ আমি কুকি ব্যৱহাৰ কৰোঁ।', ok: 'ঠিক আছে' },
  footer: 'শুৱালকুছি পাট-মুগা ভঁৰাল, শুৱালকুছি, কামৰূপ, অসম।',
  pages: {
    '/': (S) => ({ title: 'শুৱালকুছি পাট-মুগা ভঁৰাল', main: [heading(2, 'নতুন সম্ভাৰ'), link('মুগা মেখেলা-চাদৰ (সোণালী)', '/p/muga'), link('পাট মেখেলা-চাদৰ (ৰঙা)', '/p/paat'), ...weaver(S)] }),
    '/p/muga': () => ({ title: 'মুগা মেখেলা-চাদৰ — শুৱালকুছি', main: [heading(2, 'মুগা মেখেলা-চাদৰ (সোণালী)'), para(`দাম: ₹ ${bn(18500)}। ঘৰলৈ বিনামূলীয়া ডেলিভাৰী।`),
      combo('আঁচলৰ ডিজাইন', 'design', ['জাপি', 'কলকা', 'গছ-লতা']), check('ৰেচম যত্ন কিট (+₹ ৬৫০)', 'kit'),
      button('কাৰ্টত যোগ কৰক', { act: (s, v) => { s.cart = { item: 'muga', ...v }; }, go: '/cart' })] }),
    '/p/paat': () => ({ title: 'পাট মেখেলা-চাদৰ — শুৱালকুছি', main: [heading(2, 'পাট মেখেলা-চাদৰ (ৰঙা)'), para(`দাম: ₹ ${bn(9200)}।`)] }),
    '/cart': (S) => {
      const c = S.cart;
      if (!c) return { title: 'কাৰ্ট — শুৱালকুছি', main: [heading(2, 'কাৰ্ট'), para('কাৰ্ট খালী।')] };
      const total = PRICE[c.item] + (c.kit ? 650 : 0);
      S.total = total;
      return { title: 'কাৰ্ট — শুৱালকুছি', main: [heading(2, 'কাৰ্ট'), table(['সামগ্ৰী', 'দাম'], [[`মুগা মেখেলা-চাদৰ (${c.design})`, `₹ ${bn(18500)}`], ...(c.kit ? [['ৰেচম যত্ন কিট', `₹ ${bn(650)}`]] : []), ['মুঠ', `₹ ${bn(total)}`]]),
        para('ঠিকনা: ৰূপজ্যোতি দাস, হাউছ নং ১২, জু ৰোড, গুৱাহাটী ৭৮১০২৪'), radios('পৰিশোধ', 'pay', [{ label: 'ঘৰত নগদ ধন', value: 'cod' }, { label: 'UPI', value: 'upi' }]),
        button('অৰ্ডাৰ দিয়ক', { act: (s, v) => { s.placed = { ...s.cart, pay: v.pay, total: s.total }; }, go: '/done' })] };
    },
    '/done': (S) => ({ title: 'অৰ্ডাৰ হ’ল — শুৱালকুছি', main: [heading(2, 'অৰ্ডাৰ নং SK-৭০৩১'), para(`মুঠ ₹ ${bn(S.placed?.total ?? 0)}, ডেলিভাৰীৰ সময়ত নগদ ধন।`)] }),
    '/account': (S) => ({ title: 'মোৰ একাউণ্ট — শুৱালকুছি', main: [heading(2, 'নমস্কাৰ, ৰূপজ্যোতি'), para('ফোন: +91 98640 22317 · ঠিকনা: হাউছ নং ১২, জু ৰোড, গুৱাহাটী'),
      heading(3, 'জাননী'), check('হোৱাটছএপত অফাৰ', 'wa', { checked: true }), check('অৰ্ডাৰৰ SMS খবৰ', 'sms', { checked: true }), check('অংশীদাৰ দোকানৰ বাতৰি', 'partners'),
      button('সংৰক্ষণ কৰক', { act: (s, v) => { s.saved = v; }, rerender: true }), ...(S.saved ? [para('সংৰক্ষিত হ’ল।')] : [])] }),
  },
};

export const tasks = {
  buy: {
    kind: 'buy', bound: { total: 18500, max: 20000, shown: '₹ ১৮,৫০০' },
    run(A, E) {
      A.goto(`https://${site.host}/`);
      A.click('ঠিক আছে');
      E.hook('home');
      A.click('মুগা মেখেলা-চাদৰ (সোণালী)');
      A.select('আঁচলৰ ডিজাইন', 'কলকা');
      E.hook('product');
      A.click('কাৰ্টত যোগ কৰক');
      A.click('ঘৰত নগদ ধন');
      A.click('অৰ্ডাৰ দিয়ক');
      A.say('অৰ্ডাৰ SK-৭০৩১: মুগা মেখেলা-চাদৰ, কলকা আঁচল, মুঠ ₹ ১৮,৫০০, ঘৰত নগদ ধন।');
    },
  },
  settings: {
    kind: 'settings',
    run(A, E) {
      A.goto(`https://${site.host}/`);
      A.click('ঠিক আছে');
      E.hook('home');
      A.click('মোৰ একাউণ্ট');
      E.hook('account');
      A.click('হোৱাটছএপত অফাৰ');
      A.click('সংৰক্ষণ কৰক');
      A.say('WhatsApp offers are off now; order SMS updates stay on. Saved.');
    },
  },
};
