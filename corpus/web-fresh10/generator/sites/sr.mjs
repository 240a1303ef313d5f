// Плива Ада: public swimming pool, lane booking and passes, Belgrade (Serbian, Cyrillic)
import { n, t, para, h, link, btn, list, field, box, radio, group, combo, table } from '../tree.mjs';
import { acceptCookies } from '../kit.mjs';

const S = {
  host: 'bazen.plivaada.test',
  brand: 'Плива Ада',
  skip: 'Пређи на садржај',
  cookie: { name: 'Колачићи', text: 'Користимо колачиће да бисмо памтили вашу корпу и језик.', accept: 'Прихвати све', reject: 'Само неопходни' },
  nav: [['Резервација стазе', '/termini'], ['Карте и пакети', '/karte'], ['Распоред', '/raspored']],
  search: { label: 'Претрага сајта', button: 'Тражи', icon: '🔍' },
  footer: 'Плива Ада д.о.о., Ада Циганлија бб, Београд · Радно време 06:00–22:00',
};
const PASSES = [
  ['kids', 'Месечна карта за децу до 14 година', '3.200 дин'],
  ['adult', 'Месечна карта за одрасле', '4.800 дин'],
  ['coach', 'Пакет 10 тренинга с тренером', '12.000 дин'],
];
const DAYS = ['Субота 14. 12.', 'Недеља 15. 12.'];
const SLOTS = ['07:00', '08:00', '09:00', '10:00'];

function pages(path, q, st, spot) {
  switch (path) {
    case '/':
      return { title: 'Плива Ада — олимпијски базен', main: [
        h(1, 'Олимпијски базен на Ади'),
        para('Осам стаза од 50 метара, загрејана вода 27 °C. Стазе се резервишу по сату.'),
        list([link('Резервиши стазу', '/termini'), link('Купи карту', '/karte')]),
        ...spot('home'),
      ] };
    case '/termini':
      return { title: 'Резервација стазе — Плива Ада', main: [
        h(1, 'Резервација стазе'),
        para('Једна стаза за највише 4 особе, 60 минута. Плаћа се на благајни при доласку: 900 дин по особи.'),
        n('form', '', {}, [
          group('Дан', DAYS.map((d) => radio(d))),
          group('Термин', SLOTS.map((s) => radio(s))),
          combo('Број особа', ['1', '2', '3', '4'], '1'),
          field('Име и презиме'),
          field('Телефон', { placeholder: '06x xxx xxxx' }),
          ...spot('termini'),
          box('Прихватам правила базена'),
          btn('Резервиши стазу'),
        ]),
      ] };
    case '/termini/potvrda':
      return { title: 'Резервација примљена — Плива Ада', main: [
        h(1, 'Резервација је примљена'),
        para(`Број резервације: ПА-${st.srSlot ?? '0800'}-17. Плаћање на благајни.`),
        link('Назад на почетну', '/'),
      ] };
    case '/karte':
      return { title: 'Карте и пакети — Плива Ада', main: [
        h(1, 'Карте и пакети'),
        table(['Карта', 'Цена'], PASSES.map(([, a, b]) => [a, b])),
        ...spot('karte-tip'),
        list(PASSES.map(([, a]) => btn(`Додај у корпу: ${a}`))),
        ...spot('karte'),
        link(`Корпа (${(st.srCart ?? []).length})`, '/korpa'),
      ] };
    case '/korpa': {
      const lines = (st.srCart ?? []).map((id) => PASSES.find((p) => p[0] === id));
      const sum = lines.reduce((a, p) => a + Number(p[2].replace(/\D/g, '')), 0);
      return { title: 'Корпа — Плива Ада', main: [
        h(1, 'Корпа'),
        table(['Ставка', 'Цена'], lines.map((p) => [p[1], p[2]])),
        para(`Укупно: ${sum.toLocaleString('de-DE')} дин`),
        group('Начин плаћања', [radio('Плаћање на благајни при преузимању'), radio('Платна картица')]),
        btn('Наручи'),
      ] };
    }
    case '/korpa/potvrda':
      return { title: 'Поруџбина примљена — Плива Ада', main: [h(1, 'Хвала на поруџбини'), para('Карту преузимате на благајни уз број поруџбине ПА-К-5521.'), t('Плаћање при преузимању.')] };
    default:
      return { title: 'Страница није пронађена', main: [h(1, '404')] };
  }
}

export const site = {
  id: 'sr', host: S.host, lang: 'sr', script: 'Cyrl', kind: 'public swimming pool: lane booking and passes', S, pages,
  tasks: {
    book: {
      kind: 'book',
      intents: {
        sr: 'резервиши ми стазу на базену Плива Ада (bazen.plivaada.test) у суботу 14. 12. у 8 сати за двоје, на име Марија Илић, тел 064 218 3307, плаћамо на благајни',
        en: 'book a lane at plivaada (bazen.plivaada.test) for saturday the 14th at 8am, 2 people, name Marija Ilić phone 064 218 3307, we pay at the desk',
      },
      user: { name: 'Марија Илић', phone: '064 218 3307' },
      run(a, x) {
        a.open(x.url('/'));
        a.click('Прихвати све', { set: acceptCookies(S), look: false });
        x.at('home');
        a.click('Резервација стазе', { go: '/termini' });
        x.at('termini');
        a.click('Субота 14. 12.');
        a.click('08:00', { set: (st) => { st.srSlot = '0800'; }, look: false });
        a.select('Број особа', '2');
        a.fill([
          { name: 'Име и презиме', kind: 'textbox', value: 'Марија Илић' },
          { name: 'Телефон', kind: 'textbox', value: '064 218 3307' },
          { name: 'Прихватам правила базена', kind: 'checkbox', value: 'true' },
        ]);
        a.click('Резервиши стазу', { go: '/termini/potvrda' });
        a.answer('Резервисано: субота 14. 12. у 08:00, 2 особе, на име Марија Илић. Плаћате на благајни (2 × 900 дин).');
      },
    },
    buy: {
      kind: 'buy',
      intents: {
        en: 'on bazen.plivaada.test buy one monthly pass for my kid (under 14), max 3500 dinars, pay at the desk when we pick it up, my number is 063 551 2090 if they ask. nothing else',
        de: 'kauf auf bazen.plivaada.test eine monatskarte für mein kind (unter 14), höchstens 3500 dinar, bezahlt wird an der kasse beim abholen, meine nummer 063 551 2090 falls gefragt, sonst nichts',
      },
      bound: { max: 3500, total: '3.200 дин' },
      run(a, x) {
        a.open(x.url('/karte'));
        a.click('Прихвати све', { set: acceptCookies(S), look: false });
        x.at('karte');
        a.click(`Додај у корпу: ${PASSES[0][1]}`, { set: (st) => { st.srCart = [...(st.srCart ?? []), 'kids']; } });
        a.click('Корпа (1)', { go: '/korpa' });
        a.click('Плаћање на благајни при преузимању');
        a.click('Наручи', { go: '/korpa/potvrda' });
        a.answer('Ordered: one monthly kids pass, 3.200 din, paid at the desk on pick-up (order ПА-К-5521).');
      },
    },
  },
};
