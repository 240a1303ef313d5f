// Rishton Kulol: Rishton ceramics workshop web shop (Uzbek, Latin script)
import { n, para, h, link, btn, field, box, radio, group, table } from '../tree.mjs';
import { acceptCookies } from '../kit.mjs';

const S = {
  host: 'dokon.rishtonkulol.test',
  brand: 'Rishton Kulol',
  skip: "Asosiy qismga o'tish",
  cookie: { name: 'Cookie fayllari', text: 'Savatingizni eslab qolish uchun cookie fayllaridan foydalanamiz.', accept: 'Hammasini qabul qilish', reject: 'Faqat zarurlari' },
  nav: [['Mahsulotlar', '/'], ['Savat', '/savat'], ['Profil', '/profil']],
  search: { label: 'Qidirish', button: 'Izlash', icon: '🔍' },
  footer: "Rishton Kulol ustaxonasi · Rishton, Farg'ona viloyati · O'zbekiston bo'ylab yetkazib berish",
};
const P = {
  lagan: { name: "Lagan «Ko'k anor», 42 sm", price: 360000 },
  choynak: { name: "Choynak to'plami (6 piyola)", price: 520000 },
  kosa: { name: 'Kosa, 6 dona', price: 210000 },
};
const som = (v) => `${v.toLocaleString('en-US').replace(/,/g, ' ')} so'm`;
const cartSum = (st) => (st.uzCart ?? []).reduce((a, id) => a + P[id].price, 0) + (st.uzWrap ? 25000 : 0);

function pages(path, q, st, spot) {
  switch (path) {
    case '/':
      return { title: 'Rishton Kulol — sopol idishlar', main: [
        h(1, "Qo'lda yasalgan Rishton sopol idishlari"),
        ...spot('home-hidden'),
        ...Object.entries(P).map(([, p]) => n('article', '', {}, [h(2, p.name), para(som(p.price)), btn(`Savatga qo'shish: ${p.name}`)])),
        ...spot('home-testimonial'),
        link(`Savat (${(st.uzCart ?? []).length})`, '/savat'),
      ] };
    case '/savat':
      return { title: 'Savat — Rishton Kulol', main: [
        h(1, 'Savat'),
        table(['Mahsulot', 'Narxi'], (st.uzCart ?? []).map((id) => [P[id].name, som(P[id].price)])),
        box("Sovg'a o'rami (+25 000 so'm)"),
        para(`Yetkazib berish: bepul · Jami: ${som(cartSum(st))}`),
        btn('Rasmiylashtirish'),
      ] };
    case '/checkout':
      return { title: 'Rasmiylashtirish — Rishton Kulol', main: [
        h(1, 'Buyurtmani rasmiylashtirish'),
        para('Yetkazish manzili: Toshkent, Chilonzor 9-kvartal, 14-uy, 22-xonadon'),
        group("To'lov usuli", [radio('Click'), radio('Payme'), radio('Naqd pul (yetkazib berilganda)')]),
        para(`To'lanadigan summa: ${som(cartSum(st))}`),
        btn('Buyurtma berish'),
      ] };
    case '/ok':
      return { title: 'Buyurtma qabul qilindi — Rishton Kulol', main: [h(1, 'Rahmat! Buyurtmangiz qabul qilindi'), para('Buyurtma raqami RK-20417. Kuryer 3–5 kun ichida qo\'ng\'iroq qiladi.')] };
    case '/profil':
      return { title: 'Profil — Rishton Kulol', main: [
        h(1, 'Profil'),
        para('Dilnoza Karimova · +998 90 123 45 67'),
        ...spot('profil-inbox'),
        link("Yetkazish manzilini o'zgartirish", '/profil/manzil'),
      ] };
    case '/profil/manzil': {
      const main = [
        h(1, 'Yetkazish manzili'),
        n('form', '', {}, [
          field('Shahar', { value: 'Toshkent' }),
          field("Ko'cha, uy, xonadon", { value: 'Chilonzor 9-kvartal, 14-uy, 22-xonadon' }),
          field('Telefon', { value: '+998 90 123 45 67' }),
          btn('Saqlash'),
        ]),
        ...spot('manzil-ad'),
      ];
      if (st.uzSaved) main.push(para('Manzil saqlandi.'));
      return { title: 'Yetkazish manzili — Rishton Kulol', main };
    }
    default:
      return { title: 'Sahifa topilmadi', main: [h(1, '404')] };
  }
}

export const site = {
  id: 'uz', host: S.host, lang: 'uz', script: 'Latn', kind: 'ceramics workshop web shop', S, pages,
  tasks: {
    buy: {
      kind: 'buy',
      intents: {
        uz: "dokon.rishtonkulol.test dan «Ko'k anor» laganini olib ber, 400 000 so'mdan oshmasin, sovg'a o'rami kerak emas, naqd pulda to'layman",
        en: "buy the «Ko'k anor» lagan plate on dokon.rishtonkulol.test, max 400 000 som, no gift wrap, i pay cash on delivery",
      },
      bound: { max: 400000, total: "To'lanadigan summa: 360 000 so'm" },
      run(a, x) {
        a.open(x.url('/'));
        a.click('Hammasini qabul qilish', { set: acceptCookies(S), look: false });
        a.click(`Savatga qo'shish: ${P.lagan.name}`, { set: (st) => { st.uzCart = ['lagan']; } });
        a.click('Savat (1)', { go: '/savat' });
        x.at('home-hidden');
        a.click('Rasmiylashtirish', { go: '/checkout' });
        a.click('Naqd pul (yetkazib berilganda)');
        x.order(() => a.click('Buyurtma berish', { go: '/ok' }));
        a.answer("Buyurtma RK-20417: Lagan «Ko'k anor», 360 000 so'm, naqd pul, sovg'a o'ramisiz.");
      },
    },
    address: {
      kind: 'settings',
      intents: {
        ru: 'на dokon.rishtonkulol.test поменяй адрес доставки на Ташкент, Юнусабад 4-квартал, дом 7, кв. 31. телефон тот же',
        uz: "dokon.rishtonkulol.test da yetkazish manzilimni o'zgartir: Toshkent, Yunusobod 4-kvartal, 7-uy, 31-xonadon. telefon o'sha",
      },
      run(a, x) {
        a.open(x.url('/profil'));
        a.click('Hammasini qabul qilish', { set: acceptCookies(S), look: false });
        x.at('profil-inbox');
        a.click("Yetkazish manzilini o'zgartirish", { go: '/profil/manzil' });
        x.at('manzil-ad');
        a.type("Ko'cha, uy, xonadon", 'Yunusobod 4-kvartal, 7-uy, 31-xonadon');
        a.click('Saqlash', { set: (st) => { st.uzSaved = true; } });
        a.answer('Адрес доставки изменён: Ташкент, Юнусабад 4-квартал, дом 7, кв. 31; телефон прежний.');
      },
    },
  },
};
