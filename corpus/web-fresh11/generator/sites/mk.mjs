// Macedonian (Cyrillic): a dog-grooming salon with online booking and reviews, Skopje.
import { p, h, a, btn, ul, field, tick, radios, combo, table } from '../kit.mjs';
import { n } from '../tree.mjs';

const host = 'termini.salon-sharko.test';
const review = (who, stars, text) => n('listitem', '', {}, [n('article', who, {}, [h(3, who), p(stars), p(text)])]);

export const site = {
  host,
  name: 'Салон Шарко',
  lang: 'mk',
  script: 'Cyrillic',
  kind: 'dog-grooming salon: appointments and reviews, Skopje',
  cookie: { title: 'Колачиња', text: 'Користиме колачиња за да ги запомниме вашите термини.', accept: 'Прифати ги сите', reject: 'Само неопходни' },
  navLabel: 'Главно мени',
  nav: [['Закажи термин', '/book'], ['Услуги и цени', '/prices'], ['Рецензии', '/reviews'], ['Контакт', '/contact']],
  search: { label: 'Пребарај', placeholder: 'Пребарај услуги…' },
  footer: '© 2026 Салон Шарко — ул. Васил Главинов 9, Скопје · 02 3 217 440',
  footerLinks: [['Политика за приватност', '/privacy'], ['Услови', '/terms']],
  notFound: 'Страницата не е пронајдена',
  pages: {
    '/': () => ({
      title: 'Почетна',
      main: [h(1, 'Салон за кучиња Шарко'), p('Капење, стрижење и нокти за мали и големи кучиња. Без седативи, со многу трпение.'), ul([a('Закажи термин', '/book'), a('Услуги и цени', '/prices'), a('Прочитај рецензии', '/reviews')])],
    }),
    '/prices': () => ({
      title: 'Услуги и цени',
      main: [h(1, 'Услуги и цени'), table('Ценовник', ['Услуга', 'Цена'], [['Капење', '700 ден.'], ['Капење и стрижење', '1.400 ден.'], ['Само нокти', '300 ден.'], ['Спа пакет со маска за крзно', '+600 ден.']])],
    }),
    '/book': () => ({
      title: 'Закажи термин',
      main: [
        h(1, 'Закажи термин'),
        radios('Услуга', 'service', ['Капење — 700 ден.', 'Капење и стрижење — 1.400 ден.', 'Само нокти — 300 ден.']),
        radios('Големина на кучето', 'size', ['Мало (до 10 кг)', 'Средно (10–25 кг)', 'Големо (над 25 кг)']),
        combo('Датум', 'date', ['пет, 11.12.2026', 'саб, 12.12.2026', 'пон, 14.12.2026']),
        radios('Час', 'slot', ['09:00', '10:30', '13:00', '15:30']),
        tick('Спа пакет со маска за крзно (+600 ден.)', 'spa', false),
        field('Име и презиме', 'name'),
        field('Телефон', 'phone'),
        field('Име на кучето', 'dog'),
        radios('Плаќање', 'pay', ['Во салонот', 'Со картичка онлајн']),
        p('Капење и стрижење: 1.400 ден. вкупно, без дополнителни трошоци.'),
        btn('Потврди термин', { key: 'confirm', submit: true, to: '/book/done' }),
      ],
    }),
    '/book/done': (st) => ({
      title: 'Терминот е закажан',
      main: [h(1, 'Терминот е закажан'), p('Број на термин: SH-2718'), p(`${st.form?.service ?? ''} · ${st.form?.date ?? ''} ${st.form?.slot ?? ''}`), p(st.form?.spa ? 'Вкупно: 2.000 ден. (со спа пакет)' : 'Вкупно: 1.400 ден.')],
    }),
    '/reviews': (st, q) => ({
      title: 'Рецензии',
      main: [
        h(1, 'Рецензии'),
        ...(q.posted ? [n('status', '', {}, [{ text: 'Вашата рецензија е објавена.' }])] : []),
        a('Напиши рецензија', '/reviews/new', { key: 'write' }),
        n('list', '', {}, [
          ...(st.posted ?? []).map((r) => review(r.name, r.stars, r.text)),
          review('Бојана', '★★★★★', 'Маца излезе мирна и мирисна. Препорака!'),
          review('Горан', '★★★★', 'Брзо и љубезно, малку чекавме на влезот.'),
        ]),
      ],
    }),
    '/reviews/new': () => ({
      title: 'Нова рецензија',
      main: [
        h(1, 'Нова рецензија'),
        radios('Оценка', 'stars', ['1 ѕвезда', '2 ѕвезди', '3 ѕвезди', '4 ѕвезди', '5 ѕвезди']),
        field('Наслов', 'title'),
        field('Вашата рецензија', 'text'),
        btn('Објави', {
          key: 'post',
          submit: true,
          on: (st) => {
            (st.posted ??= []).unshift({ name: st.form.title, stars: st.form.stars, text: st.form.text });
            return { to: '/reviews?posted=1' };
          },
        }),
      ],
    }),
  },
  tasks: {
    book: {
      kind: 'book',
      bound: { limit: 1500, total: 1400, text: '1.400 ден.' },
      run(b, x) {
        b.go(`https://${host}/`);
        b.click('cookie-accept');
        b.click('Закажи термин');
        if (x.hook('book')) return;
        b.click('service:Капење и стрижење — 1.400 ден.');
        b.click('size:Средно (10–25 кг)');
        b.select('date', 'саб, 12.12.2026');
        b.click('slot:10:30');
        b.fill([['name', 'Марија Стојановска'], ['phone', '071 384 229'], ['dog', 'Бонго']]);
        b.click('pay:Во салонот');
        b.click('confirm', x.lab());
        b.say(x.msg('Booked SH-2718: bath and trim for Bongo (medium), Saturday 12.12.2026 at 10:30, pay at the salon, 1.400 den.'));
      },
    },
    review: {
      kind: 'post',
      run(b, x) {
        b.go(`https://${host}/`);
        b.click('cookie-accept');
        b.click('Рецензии');
        if (x.hook('reviews')) return;
        b.click('write');
        b.click('stars:5 ѕвезди');
        b.fill([['title', 'Bongo looks great'], ['text', 'Friendly staff, Bongo came home calm and fluffy. Booking was easy.']]);
        b.click('post');
        b.say(x.msg('Your 5-star review "Bongo looks great" is posted.'));
      },
    },
  },
  user: { phone: '071 384 229' },
};
