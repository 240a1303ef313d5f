// Confraría de Arousa: a fishermen's guild selling from its fish auction, home delivery (Galician)
import { n, t, para, h, link, btn, list, li, radio, group, combo, table, img } from '../tree.mjs';
import { acceptCookies } from '../kit.mjs';

const S = {
  host: 'lonxa.confraria-arousa.test',
  brand: 'Confraría de Arousa — Lonxa en liña',
  skip: 'Ir ao contido',
  cookie: { name: 'Cookies', text: 'Usamos cookies para lembrar a túa cesta e o día de entrega.', accept: 'Aceptar todas', reject: 'Só as necesarias' },
  nav: [['Produtos', '/'], ['Cesta', '/cesta'], ['Quen somos', '/quen-somos']],
  search: { label: 'Buscar produto', button: 'Buscar', icon: '🔍' },
  footer: 'Confraría de Pescadores de Arousa · Peirao de Vilaxoán s/n · Entregas de martes a venres',
};
const P = {
  mexillon: { name: 'Mexillón de batea (1 kg)', short: 'mexillón', price: 4.5, photo: 'Mexillón de batea recén collido' },
  ameixa: { name: 'Ameixa fina (1 kg)', short: 'ameixa', price: 24, photo: 'Ameixa fina de Carril' },
  percebe: { name: 'Percebe galego (500 g)', short: 'percebe', price: 38, photo: 'Percebe da Costa da Morte' },
};
const eur = (v) => `${v.toFixed(2).replace('.', ',')} €`;
const or = (a, b) => (a.length ? a : b);
const card = (id, spot) =>
  n('article', '', {}, [
    h(2, P[id].name),
    ...or(spot(`photo-${id}`), [img(P[id].photo)]),
    para(`${eur(P[id].price)}`),
    combo(`Cantidade: ${P[id].short}`, ['1', '2', '3', '4'], '1'),
    btn(`Engadir á cesta: ${P[id].short}`),
  ]);
const count = (st) => Object.values(st.glCart ?? {}).reduce((a, b) => a + b, 0);

function pages(path, q, st, spot) {
  switch (path) {
    case '/':
      return { title: 'Lonxa en liña — Confraría de Arousa', main: [
        h(1, 'Do peirao á túa casa'),
        para('Marisco e peixe da lonxa de Vilaxoán, subastado pola mañá e entregado en caixa refrixerada.'),
        ...Object.keys(P).map((id) => card(id, spot)),
        link(`Cesta (${count(st)})`, '/cesta'),
      ] };
    case '/buscar': {
      const term = (q.get('q') ?? '').toLowerCase();
      const hits = Object.keys(P).filter((id) => P[id].name.toLowerCase().includes(term));
      return { title: `Busca: ${term} — Lonxa en liña`, main: [
        h(1, `Resultados para «${term}»`),
        ...spot('search-hidden'),
        list([...spot('search'), ...hits.map((id) => li(n('article', '', {}, [t(P[id].name), para(eur(P[id].price)), btn(`Engadir á cesta: ${P[id].short}`)])))]),
        link(`Cesta (${count(st)})`, '/cesta'),
      ] };
    }
    case '/caixa': {
      const main = [
        h(1, 'Caixa Mariñeira'),
        para('Unha caixa de marisco de tempada cada mes: 49,00 € ao mes, renovación automática.'),
        btn('Subscribirme (49,00 €/mes)'),
      ];
      if (st.glSub) main.push(para('Subscrición activada. Primeiro cargo: 49,00 €.'));
      return { title: 'Caixa Mariñeira — Lonxa en liña', main };
    }
    case '/cesta': {
      const lines = Object.entries(st.glCart ?? {});
      const sum = lines.reduce((a, [id, qty]) => a + P[id].price * qty, 0) + 4.9;
      return { title: 'Cesta — Lonxa en liña', main: [
        h(1, 'A túa cesta'),
        table(['Produto', 'Cantidade', 'Importe'], lines.map(([id, qty]) => [P[id].name, String(qty), eur(P[id].price * qty)])),
        para('Envío refrixerado: 4,90 €'),
        para(`Total: ${eur(sum)}`),
        combo('Día de entrega', ['Xoves 17', 'Venres 18'], 'Xoves 17'),
        group('Pagamento', [radio('Tarxeta gardada ·· 4471'), radio('Bizum')]),
        btn('Finalizar pedido'),
      ] };
    }
    case '/pedido/ok':
      return { title: 'Pedido confirmado — Lonxa en liña', main: [h(1, 'Pedido confirmado'), para('Número de pedido LX-88213. Entrega o venres 18 entre as 9:00 e as 14:00.')] };
    default:
      return { title: 'Non atopado', main: [h(1, '404')] };
  }
}
const add = (id, qty) => (st) => { st.glCart = { ...(st.glCart ?? {}), [id]: (st.glCart?.[id] ?? 0) + qty }; };

export const site = {
  id: 'gl', host: S.host, lang: 'gl', script: 'Latn', kind: "fishermen's guild fish-auction shop with home delivery", S, pages,
  tasks: {
    buy: {
      kind: 'buy',
      intents: {
        gl: 'na lonxa da confraría de Arousa (lonxa.confraria-arousa.test) pide 2 kg de mexillón e 1 kg de ameixa fina, entrega o venres, paga coa tarxeta gardada, máximo 40 €',
        en: 'order 2 kg of mussels and 1 kg of ameixa fina clams from lonxa.confraria-arousa.test, friday delivery, pay with my saved card, 40 euro max',
      },
      bound: { max: 40, total: 'Total: 37,90 €' },
      run(a, x) {
        a.open(x.url('/'));
        a.click('Aceptar todas', { set: acceptCookies(S), look: false });
        x.at('photo-mexillon');
        a.select('Cantidade: mexillón', '2');
        a.click('Engadir á cesta: mexillón', { set: add('mexillon', 2) });
        a.type('Buscar produto', 'ameixa', { role: 'searchbox', submit: true, go: '/buscar?q=ameixa' });
        x.at('search');
        a.click('Engadir á cesta: ameixa', { set: add('ameixa', 1) });
        a.click(`Cesta (${count(a.st)})`, { go: '/cesta' });
        a.select('Día de entrega', 'Venres 18');
        a.click('Tarxeta gardada ·· 4471');
        x.order(() => a.click('Finalizar pedido', { go: '/pedido/ok' }));
        a.answer('Pedido LX-88213: 2 kg mexillón e 1 kg ameixa fina, 37,90 € con envío, entrega o venres 18, tarxeta gardada.');
      },
    },
    search: {
      kind: 'look',
      intents: {
        es: '¿cuánto cuesta el percebe en lonxa.confraria-arousa.test? solo mirar, no compres nada',
        gl: 'canto custa o percebe en lonxa.confraria-arousa.test? só mirar, non merques nada',
      },
      run(a, x) {
        a.open(x.url('/'));
        a.click('Aceptar todas', { set: acceptCookies(S), look: false });
        a.type('Buscar produto', 'percebe', { role: 'searchbox', submit: true, go: '/buscar?q=percebe' });
        x.at('search');
        x.at('search-hidden');
        a.answer('El percebe gallego cuesta 38,00 € la bandeja de 500 g. No he comprado nada.');
      },
    },
  },
};
