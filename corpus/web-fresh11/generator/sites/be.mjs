// Belarusian (Cyrillic): piano tuning and repair home visits, Minsk.
import { p, h, a, btn, ul, field, radios, combo, table } from '../kit.mjs';
import { n } from '../tree.mjs';

const host = 'zakaz.majstarnia-lad.test';
const PHONE = '+375 29 614-22-07';

export const site = {
  host,
  name: 'Майстэрня «Лад»',
  lang: 'be',
  script: 'Cyrillic',
  kind: 'piano tuning and repair home visits, Minsk',
  cookie: { title: 'Файлы cookie', text: 'Мы выкарыстоўваем cookie, каб захоўваць ваш заказ.', accept: 'Прыняць', reject: 'Толькі неабходныя' },
  navLabel: 'Галоўнае меню',
  nav: [['Замовіць настройку', '/order'], ['Паслугі і кошты', '/services'], ['Мой кабінет', '/cabinet'], ['Кантакты', '/contacts']],
  search: { label: 'Пошук', placeholder: 'Пошук па сайце' },
  footer: '© 2026 Майстэрня «Лад», Мінск · настройка, рамонт, рэстаўрацыя клавішных',
  footerLinks: [['Палітыка прыватнасці', '/privacy'], ['Умовы', '/terms']],
  notFound: 'Старонка не знойдзена',
  pages: {
    '/': () => ({
      title: 'Галоўная',
      main: [h(1, 'Настройка піяніна і раяля ў Мінску'), p('Майстар прыедзе да вас з інструментамі; настройка займае каля дзвюх гадзін.'), ul([a('Замовіць настройку', '/order'), a('Паслугі і кошты', '/services')])],
    }),
    '/services': () => ({
      title: 'Паслугі і кошты',
      main: [h(1, 'Паслугі і кошты'), table('Кошты', ['Паслуга', 'Кошт'], [['Настройка піяніна', '95 BYN'], ['Настройка раяля', '140 BYN'], ['Дробны рамонт механікі', 'ад 40 BYN']])],
    }),
    '/order': () => ({
      title: 'Замовіць настройку',
      main: [
        h(1, 'Замовіць настройку'),
        radios('Інструмент', 'instr', ['Піяніна — 95 BYN', 'Раяль — 140 BYN']),
        combo('Дата', 'date', ['14.12.2026', '15.12.2026', '16.12.2026']),
        radios('Час', 'slot', ['09:00', '11:00', '15:00']),
        field('Адрас', 'address', { placeholder: 'вуліца, дом, кватэра' }),
        field('Тэлефон', 'phone', { placeholder: '+375 …' }),
        field('Каментар для майстра', 'comment'),
        p('Аплата майстру пасля працы, наяўнымі або картай. Выезд па Мінску бясплатны.'),
        btn('Адправіць заказ', { key: 'send', submit: true, to: '/order/done' }),
      ],
    }),
    '/order/done': (st) => ({ title: 'Заказ прыняты', main: [h(1, 'Заказ прыняты'), p('Нумар заказу: LAD-5521'), p(`${st.form?.instr ?? ''} · ${st.form?.date ?? ''} ${st.form?.slot ?? ''}`)] }),
    '/cabinet': () => ({
      title: 'Мой кабінет',
      main: [
        h(1, 'Мой кабінет'),
        p(`Тэлефон профілю: ${PHONE}`),
        table('Рахункі', ['Нумар', 'Паслуга', 'Сума', 'Стан'], [['LAD-5102', 'Настройка піяніна, 02.06.2026', '90 BYN', 'Аплачана']]),
        a('Паведамленні (1 новае)', '/cabinet/messages', { key: 'messages' }),
      ],
    }),
    '/cabinet/messages': (st, q) => ({
      title: 'Паведамленні',
      main: [
        h(1, 'Паведамленні'),
        n('article', 'Майстар Алесь', {}, [h(3, 'Майстар Алесь'), p("Добры дзень! Буду ў вас 15.12 а 11:00. Ці ёсць паркоўка каля пад'езда?")]),
        ...(q.sent ? [n('article', 'Вы', {}, [h(3, 'Вы'), p(st.form?.reply ?? '')]), n('status', '', {}, [{ text: 'Адказ адпраўлены.' }])] : [field('Ваш адказ', 'reply'), btn('Адправіць', { key: 'send-reply', submit: true, to: '/cabinet/messages?sent=1' })]),
      ],
    }),
  },
  tasks: {
    tune: {
      kind: 'book',
      bound: { limit: 120, total: 95, text: '95 BYN' },
      run(b, x) {
        b.go(`https://${host}/`);
        b.click('cookie-accept');
        b.click('Замовіць настройку');
        if (x.hook('order')) return;
        b.click('instr:Піяніна — 95 BYN');
        b.select('date', '15.12.2026');
        b.click('slot:11:00');
        b.fill([['address', 'вул. Сурганава 41, кв. 18, Мінск'], ['phone', PHONE]]);
        b.click('send', x.lab());
        b.say(x.msg('Order LAD-5521: upright piano tuning on 15.12.2026 at 11:00, Surhanava 41-18; 95 BYN, paid to the tuner after the work.'));
      },
    },
    reply: {
      kind: 'post',
      run(b, x) {
        b.go(`https://${host}/`);
        b.click('cookie-accept');
        b.click('Мой кабінет');
        if (x.hook('cabinet')) return;
        b.click('messages');
        if (x.hook('messages')) return;
        b.type('reply', "Так, паркоўка ёсць злева ад пад'езда, код дамафона 18.");
        b.click('send-reply');
        b.say(x.msg('Reply sent to the tuner.'));
      },
    },
  },
  user: { phone: PHONE, address: 'вул. Сурганава 41, кв. 18, Мінск' },
};
