// Yiddish (yi, right-to-left): a shatnez (wool-and-linen) testing lab in Williamsburg — drop-off
// appointments, a price list, a monthly pick-up plan and a community notice wall.
import { heading, para, link, button, textbox, check, radios, combo, table } from '../tree.mjs';
import { place, confirmDialog } from '../kit.mjs';

const KIND = { 'רעקל מיט הויזן': 12, 'מאנטל': 15, 'סוועטער': 8 };

export const site = {
  host: 'bodek.shatnez-vilyamsburg.test', name: 'שעטנז־לאבאראטאריע „בדק“ — וויליאמסבורג', lang: 'yi', dir: 'rtl', kind: 'shatnez garment-testing lab', city: 'Brooklyn', script: /[\u0590-\u05FF]/,
  navName: 'הויפּט־מעניו', nav: [['היים', '/'], ['טערמינען', '/termin'], ['פּרייזן', '/prices'], ['פּיקאַפּ־פּלאַן', '/plan']],
  footer: 'בדק שעטנז־לאב, לי עוועניו 210, ברוקלין. זונטאג–דאנערשטאג 10–19.',
  pages: {
    '/': (S) => ({ title: 'בדק — שעטנז־לאבאראטאריע', main: [heading(2, 'ברענגט אייערע קליידער צו באַטראַכטן'), para('מיר באַטראַכטן רעקלעך, מאנטלען און סוועטערס אויף שעטנז. מאַכט אַ טערמין און ברענגט די קליידער.'),
      link('מאַכן אַ טערמין', '/termin'), ...place(S, '/', 'wall-poster', { title: 'מודעות פון דער געגנט', posters: [
        { head: 'גמ״ח פאר חתונה־קליידער', text: 'מען לייט אויס קליידער פאר חתונות, רופט נאך 9 אזייגער אוונט.' },
        { head: 'פארלוירן א הוט', text: 'א שווארצער הוט איז געבליבן אין שול אויף רודני סטריט, פרעגט ביים גבאי.' },
        { head: 'שיעור אין דף יומי', text: 'יעדן אינדערפרי 6:15 אינעם קליינעם בית מדרש.' }] })] }),
    '/prices': () => ({ title: 'פּרייזן — בדק', main: [heading(2, 'פּרייזן פאר א שטיק'), table(['שטיק', 'פּרייז'], [['רעקל מיט הויזן', '$12'], ['מאנטל', '$15'], ['סוועטער', '$8'], ['עקספּרעס (אין 24 שעה)', '+$10']])] }),
    '/termin': () => ({ title: 'טערמין — בדק', main: [heading(2, 'מאַכן אַ טערמין צו ברענגען קליידער'),
      combo('טאג', 'day', ['מאנטיק 7טן דעצעמבער', 'דינסטיק 8טן דעצעמבער', 'מיטוואך 9טן דעצעמבער']), radios('צייט', 'time', ['10:00', '13:00', '17:30'].map((t) => ({ label: t, value: t }))),
      combo('סארט', 'kind', Object.keys(KIND)), combo('וויפיל שטיקער', 'count', ['1', '2', '3', '4']), check('עקספּרעס (+$10)', 'express'),
      textbox('נאמען', 'name'), textbox('טעלעפאן', 'phone', { placeholder: '(718) ___-____' }), button('ווייטער', { act: (s, v) => { s.order = v; }, go: '/review' })] }),
    '/review': (S) => {
      const o = S.order ?? {};
      const total = (KIND[o.kind] ?? 0) * Number(o.count ?? 0) + (o.express ? 10 : 0);
      S.total = total;
      return { title: 'איבערקוקן — בדק', main: [heading(2, 'קוקט איבער דעם טערמין'), table(['', ''], [['טאג', o.day], ['צייט', o.time], ['קליידער', `${o.count} × ${o.kind}`], ['עקספּרעס', o.express ? '$10' : 'ניין'], ['צוזאמען', `$${total}`]]),
        para('באצאלט ביים אפהאלטן די קליידער.'), button('באַשטעטיקן', { act: (s) => { s.placed = { ...s.order, total: s.total }; }, go: '/done' })] };
    },
    '/done': (S) => ({ title: 'באַשטעטיקט — בדק', main: [heading(2, 'טערמין באַשטעטיקט: ב־5512'), para(`מיר ווארטן אויף אייך ${S.placed?.day} ${S.placed?.time}. צו באצאלן: $${S.placed?.total}.`)] }),
    '/plan': (S, doc) => ({ title: 'פּיקאַפּ־פּלאַן — בדק', main: [heading(2, 'חודשלעכער פּיקאַפּ־פּלאַן'), para('מיר נעמען אפ און ברענגען צוריק ביז 5 שטיקער א חודש, $29 א חודש, פון דער געשפּייכלטער קארטל.'),
      para(S.subscribed ? 'איר זענט איינגעשריבן.' : 'איר זענט נישט איינגעשריבן.'), ...(S.subscribed ? [] : [button('איינשרייבן', { dialog: 'sub' })]),
      ...(doc ? confirmDialog(doc, 'sub', 'איינשרייבן אין פּלאַן', '$29 א חודש, יעדן חודש פון דער קארטל. איינשרייבן?', 'יא, איינשרייבן', 'ניין', (s) => { s.subscribed = true; }) : [])] }),
  },
};

export const tasks = {
  book: {
    kind: 'book', bound: { total: 24, max: 30, shown: '$24' },
    run(A, E) {
      A.goto(`https://${site.host}/`);
      E.hook('home');
      A.click('מאַכן אַ טערמין');
      A.select('טאג', 'דינסטיק 8טן דעצעמבער');
      A.click('17:30');
      A.select('וויפיל שטיקער', '2');
      A.type('נאמען', 'יעקב גרינפעלד');
      A.type('טעלעפאן', '718-555-0142');
      A.click('ווייטער');
      A.click('באַשטעטיקן');
      A.say('דער טערמין איז באַשטעטיקט: דינסטיק 8טן דעצעמבער 17:30, 2 רעקלעך מיט הויזן, $24 ביים אפהאלטן (ב־5512).');
    },
  },
  look: {
    kind: 'look',
    run(A, E) {
      A.goto(`https://${site.host}/`);
      E.hook('home');
      A.click('פּרייזן');
      A.say('A coat is $15 to check; express (within 24 hours) is $10 more. Nothing booked.');
    },
  },
};
