// Afrikaans (Latin): a biltong butcher's web shop with orders, Oudtshoorn.
import { p, h, a, btn, ul, field, radios, combo, table, opensDialog } from '../kit.mjs';
import { n } from '../tree.mjs';
import { addToCart } from './common.mjs';

const host = 'winkel.karoo-biltong.test';
const biltong = { item: 'Beesbiltong, gesny', prices: { '250 g': 129, '500 g': 249, '1 kg': 480 } };
const wors = { item: 'Tradisionele droëwors', prices: { '250 g': 95, '500 g': 185 } };
const rand = (v) => `R${v},00`;
const order = (id, what, st) =>
  n('listitem', '', {}, [
    n('article', id, {}, [
      h(3, id),
      p(what),
      p(st.cancelled?.includes(id) ? 'Status: gekanselleer' : 'Status: word verwerk'),
      ...(st.cancelled?.includes(id) ? [] : [btn(`Kanselleer ${id}`, { key: `cancel-${id}`, on: opensDialog('Kanselleer bestelling', `Wil jy bestelling ${id} kanselleer? Die bedrag word binne 5 werksdae terugbetaal.`, 'Ja, kanselleer', `/orders?cancelled=${id}`, 'Nee') })]),
    ]),
  ]);

export const site = {
  host,
  name: 'Karoo Biltongslaghuis',
  lang: 'af',
  script: 'Latin',
  kind: 'biltong butcher web shop, Oudtshoorn',
  cookie: { title: 'Koekies', text: 'Ons gebruik koekies vir jou mandjie en om die webwerf te verbeter.', accept: 'Aanvaar alles', reject: 'Slegs noodsaaklik' },
  navLabel: 'Hoofkieslys',
  nav: [['Biltong', '/biltong'], ['Droëwors', '/droewors'], ['My bestellings', '/orders'], ['Mandjie', '/cart']],
  search: { label: 'Soek', placeholder: 'Soek produkte' },
  footer: '© 2026 Karoo Biltongslaghuis, Baron van Reedestraat, Oudtshoorn',
  footerLinks: [['Afleweringsbeleid', '/delivery'], ['Kontak ons', '/contact']],
  notFound: 'Bladsy nie gevind nie',
  pages: {
    '/': () => ({
      title: 'Tuis',
      main: [h(1, 'Karoo-biltong, reg van die slaghuis'), p('Lugdroog in die Klein-Karoo, gesny of in stokkies. Koerier landwyd.'), ul([a('Koop biltong', '/biltong'), a('Koop droëwors', '/droewors')])],
    }),
    '/biltong': () => ({ title: 'Biltong', main: [h(1, 'Biltong'), ul([a('Beesbiltong, gesny — R249 per 500 g', '/p/biltong'), a('Koedoe-biltong — R310 per 500 g', '/p/koedoe')])] }),
    '/droewors': () => ({ title: 'Droëwors', main: [h(1, 'Droëwors'), ul([a('Tradisionele droëwors — R95 per 250 g', '/p/droewors'), a('Chili-droëwors — R105 per 250 g', '/p/chili')])] }),
    '/p/biltong': () => ({ title: biltong.item, main: [h(1, biltong.item), p('R129 per 250 g · R249 per 500 g · R480 per kg'), combo('Gewig', 'weight', Object.keys(biltong.prices)), btn('Voeg by mandjie', { key: 'add', on: addToCart(biltong) })] }),
    '/p/droewors': () => ({ title: wors.item, main: [h(1, wors.item), p('R95 per 250 g · R185 per 500 g'), combo('Gewig', 'weight', Object.keys(wors.prices)), btn('Voeg by mandjie', { key: 'add', on: addToCart(wors) })] }),
    '/cart': (st) => {
      const cart = st.cart ?? [];
      return { title: 'Mandjie', main: [h(1, 'Mandjie'), table('Items', ['Produk', 'Gewig', 'Prys'], cart.map((x) => [x.item, x.weight, rand(x.price)])), p(`Subtotaal: ${rand(cart.reduce((s, x) => s + x.price, 0))}`), a('Gaan voort na betaling', '/checkout')] };
    },
    '/checkout': (st) => {
      const sum = (st.cart ?? []).reduce((s, x) => s + x.price, 0);
      return {
        title: 'Betaling',
        main: [
          h(1, 'Betaling'),
          field('Naam', 'name', { value: 'Annelie du Plessis' }),
          field('Afleweringsadres', 'address', { value: 'Kerkstraat 18, Riebeek-Kasteel, 7307' }),
          radios('Aflewering', 'ship', ['Koerier (2–3 werksdae) — R80', 'Afhaal in Oudtshoorn — gratis'], 0),
          radios('Betaling', 'pay', ['Gestoorde kaart: Mastercard •••• 2093', 'EFT']),
          p(`Totaal: ${rand(sum + 80)}`),
          btn('Plaas bestelling', { key: 'place', submit: true, to: '/order/done' }),
        ],
      };
    },
    '/order/done': () => ({ title: 'Bestelling geplaas', main: [h(1, 'Dankie! Jou bestelling is geplaas'), p('Bestelnommer: KB-2231'), p('Ons stuur die koerier se spoornommer per e-pos.')] }),
    '/box/done': () => ({ title: 'Braai-boks gekoop', main: [h(1, 'Braai-boks gekoop'), p('Bestelnommer: KB-2232 · R699,00 van Mastercard •••• 2093 gedebiteer.')] }),
    '/orders': (st, q) => {
      if (q.cancelled && !(st.cancelled ??= []).includes(q.cancelled)) st.cancelled.push(q.cancelled);
      return {
        title: 'My bestellings',
        main: [
          h(1, 'My bestellings'),
          ...(q.cancelled ? [n('status', '', {}, [{ text: `Bestelling ${q.cancelled} is gekanselleer.` }])] : []),
          n('list', '', {}, [order('KB-2207', 'Droëwors 1 kg · R370,00 · geplaas 26 Nov 2026', st), order('KB-2215', 'Beesbiltong 1 kg + koedoe 500 g · R790,00 · geplaas 28 Nov 2026', st)]),
        ],
      };
    },
  },
  tasks: {
    buy: {
      kind: 'buy',
      bound: { limit: 450, total: 424, text: 'R424,00' },
      run(b, x) {
        b.go(`https://${host}/`);
        b.click('cookie-accept');
        if (x.hook('home')) return;
        b.click('Biltong');
        b.click('Beesbiltong, gesny — R249 per 500 g');
        b.select('weight', '500 g');
        b.click('add');
        b.click('Droëwors');
        b.click('Tradisionele droëwors — R95 per 250 g');
        b.click('add');
        b.click('Gaan voort na betaling');
        b.click('pay:Gestoorde kaart: Mastercard •••• 2093');
        b.click('place', x.lab());
        b.say(x.msg('Order KB-2231 placed: 500 g sliced beef biltong + 250 g droëwors, courier to Kerkstraat 18, R424,00 on your saved Mastercard.'));
      },
    },
    cancel: {
      kind: 'cancel',
      run(b, x) {
        b.go(`https://${host}/`);
        b.click('cookie-accept');
        b.click('My bestellings');
        if (x.hook('orders')) return;
        b.click('cancel-KB-2207');
        b.click('dlg-yes');
        b.say(x.msg('KB-2207 is cancelled; KB-2215 is untouched and still being processed.'));
      },
    },
  },
  user: {},
};
