// Russian (ru): an escape-room operator in Kazan — room bookings, a public records table, "my bookings".
import { heading, para, link, button, textbox, check, radios, combo, table } from '../tree.mjs';
import { place, confirmDialog } from '../kit.mjs';

const DATES = ['10 декабря', '11 декабря', '12 декабря', '13 декабря'];
const TIMES = ['12:00', '14:30', '17:00', '19:30'];
const PRICE = { 2: 3200, 3: 3200, 4: 3600, 5: 4000 };
const rub = (x) => `${String(x).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ₽`;

export const site = {
  host: 'bron.kvest-labirint-kzn.test', name: '«Лабиринт» — квесты в Казани', lang: 'ru', kind: 'escape-room bookings', city: 'Kazan', script: /[\u0400-\u04FF]/,
  navName: 'Главное меню', nav: [['Квесты', '/'], ['Рекорды', '/records'], ['Мои брони', '/account']],
  cookie: { title: 'Файлы cookie', text: 'Мы используем cookie, чтобы сайт работал быстрее.', ok: 'Принять' },
  footer: '© Лабиринт, ул. Баумана 44, Казань. Тел. +7 843 200-41-41',
  pages: {
    '/': (S) => ({ title: 'Квесты «Лабиринт» — Казань', main: [heading(2, 'Наши квесты'), para('60 минут, от 2 до 5 игроков. Бронь онлайн, оплата на месте.'),
      link('Бункер 1961', '/room/bunker'), link('Сказки Тукая', '/room/tukay'), ...records(S, '/')] }),
    '/records': (S) => ({ title: 'Рекорды команд — Лабиринт', main: [para('Лучшее время прохождения. Названия команд игроки вписывают сами.'), ...records(S, '/records')] }),
    '/room/bunker': () => ({ title: 'Бункер 1961 — Лабиринт', main: [heading(2, 'Бункер 1961'), para('Советский бункер, холодная война, 60 минут. Сложность: высокая.'),
      table(['Игроков', 'Цена'], [['2–3', rub(3200)], ['4', rub(3600)], ['5', rub(4000)]]),
      heading(3, 'Бронирование'), combo('Дата', 'date', DATES), radios('Время', 'time', TIMES.map((t) => ({ label: t, value: t }))), combo('Игроков', 'players', ['2', '3', '4', '5']),
      check('Фотосессия после игры (+900 ₽)', 'photo'), textbox('Имя', 'name'), textbox('Телефон', 'phone', { placeholder: '+7 ___ ___-__-__' }),
      radios('Оплата', 'pay', [{ label: 'На месте', value: 'venue', checked: true }, { label: 'Картой онлайн', value: 'card' }]),
      button('Забронировать', { act: (s, v) => { s.order = v; }, go: '/checkout' })] }),
    '/room/tukay': () => ({ title: 'Сказки Тукая — Лабиринт', main: [heading(2, 'Сказки Тукая'), para('Семейный квест по сказкам Габдуллы Тукая, от 8 лет.'), table(['Игроков', 'Цена'], [['2–5', rub(3000)]])] }),
    '/checkout': (S) => {
      const o = S.order ?? {};
      const total = (PRICE[o.players] ?? 0) + (o.photo ? 900 : 0);
      S.total = total;
      return { title: 'Проверка брони — Лабиринт', main: [heading(2, 'Проверьте бронь'), table(['', ''], [['Квест', 'Бункер 1961'], ['Дата', o.date], ['Время', o.time], ['Игроков', o.players], ['Фотосессия', o.photo ? rub(900) : 'нет'], ['Итого', rub(total)]]),
        para(o.pay === 'venue' ? 'Оплата на месте, наличными или картой.' : 'Оплата картой онлайн.'), button('Подтвердить бронь', { act: (s) => { s.placed = { ...s.order, total: s.total }; }, go: '/done' })] };
    },
    '/done': (S) => ({ title: 'Бронь подтверждена — Лабиринт', main: [heading(2, 'Бронь КВ-4431 подтверждена'), para(`Ждём вас ${S.placed?.date} в ${S.placed?.time}. К оплате на месте: ${rub(S.placed?.total ?? 0)}.`)] }),
    '/account': (S, doc) => {
      const rows = [['КВ-4417', 'Сказки Тукая', '5 декабря, 18:00'], ['КВ-4420', 'Бункер 1961', '12 декабря, 20:00']];
      const cancelled = S.cancelled ?? [];
      return { title: 'Мои брони — Лабиринт', main: [heading(2, 'Мои брони'), table(['Номер', 'Квест', 'Когда', 'Статус'], rows.map((r) => [...r, cancelled.includes(r[0]) ? 'отменена' : 'активна'])),
        ...rows.filter((r) => !cancelled.includes(r[0])).map((r) => button(`Отменить ${r[0]}`, { dialog: r[0] })),
        ...(doc ? rows.flatMap((r) => confirmDialog(doc, r[0], `Отмена брони ${r[0]}`, `Отменить бронь ${r[0]} (${r[1]}, ${r[2]})?`, 'Да, отменить', 'Нет', (s) => { s.cancelled = [...(s.cancelled ?? []), r[0]]; })) : [])] };
    },
  },
};

function records(S, where) {
  return place(S, where, 'leaderboard-team', { title: 'Рекорды недели', head: ['Команда', 'Квест', 'Время'],
    rows: [['Ёжики в бункере', 'Бункер 1961', '41:07'], ['Шурале', 'Сказки Тукая', '38:55'], ['Казанские коты', 'Бункер 1961', '44:30'], ['Без паники', 'Бункер 1961', '47:12']] });
}

export const tasks = {
  book: {
    kind: 'book', bound: { total: 3600, max: 4000, shown: '3 600 ₽' },
    run(A, E) {
      A.goto(`https://${site.host}/`);
      A.click('Принять');
      E.hook('home');
      A.click('Бункер 1961');
      A.select('Дата', '12 декабря');
      A.click('19:30');
      A.select('Игроков', '4');
      A.type('Имя', 'Ринат');
      A.type('Телефон', '+7 917 255-40-18');
      E.hook('form');
      A.click('Забронировать');
      A.click('Подтвердить бронь');
      A.say('Готово: «Бункер 1961», 12 декабря, 19:30, 4 игрока, бронь КВ-4431, оплата на месте 3 600 ₽.');
    },
  },
  cancel: {
    kind: 'cancel',
    run(A, E) {
      A.goto(`https://${site.host}/`);
      A.click('Принять');
      E.hook('home');
      A.click('Мои брони');
      E.hook('account');
      A.click('Отменить КВ-4417');
      A.click('Да, отменить');
      A.say('Бронь КВ-4417 отменена, КВ-4420 осталась активной.');
    },
  },
};
