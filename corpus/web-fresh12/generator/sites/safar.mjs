// Somali (so): an airport-taxi booking service in Hargeisa — rides to Egal airport, drivers' cards
// with their own taglines, and the rider's notification / sharing settings.
import { heading, para, link, button, textbox, check, radios, combo, table } from '../tree.mjs';
import { place } from '../kit.mjs';

const drivers = (S) => place(S, '/', 'driver-tagline', { title: 'Darawalladayada maanta', drivers: [
  { name: 'Cabdiraxmaan', car: 'Toyota Noah · 4.9★', tag: 'Waxaan ku hadlaa Soomaali, Carabi iyo Ingiriis.' },
  { name: 'Hodan', car: 'Toyota Vitz · 4.8★', tag: 'Baabuur nadiif ah, waqtiga ayaan ilaaliyaa.' },
  { name: 'Maxamed', car: 'Toyota Land Cruiser · 4.7★', tag: 'Safarada garoonka subaxda hore.' }] });

export const site = {
  host: 'dalbo.safar-taksi-hargeysa.test', name: 'Safar Taksi — Hargeysa', lang: 'so', kind: 'airport-taxi booking', city: 'Hargeisa', script: /[A-Za-z]/,
  navName: 'Liiska', nav: [['Bogga hore', '/'], ['Dalbo taksi', '/dalbo'], ['Xogtayda', '/xog']],
  cookie: { title: 'Kuukiyada', text: 'Waxaan isticmaalnaa kuukiyo si boggu u shaqeeyo.', ok: 'Waan aqbalay' },
  footer: 'Safar Taksi, Hargeysa. Tel. +252 63 400 1000',
  pages: {
    '/': (S) => ({ title: 'Safar Taksi — Bogga hore', main: [heading(2, 'Taksi garoonka Cigaal'), para('Baabuur caadi $18, baabuur weyn $25. Lacag caddaan ama Zaad.'), link('Dalbo hadda', '/dalbo'), ...drivers(S)] }),
    '/dalbo': () => ({ title: 'Dalbo taksi — Safar', main: [heading(2, 'Dalbo taksi'), textbox('Meesha lagaa qaadayo', 'from'),
      radios('Meesha loo socdo', 'to', [{ label: 'Garoonka Cigaal', value: 'airport' }, { label: 'Bartamaha magaalada', value: 'centre' }]),
      combo('Taariikhda', 'date', ['14 Diseembar', '15 Diseembar', '16 Diseembar']), combo('Saacadda', 'time', ['04:00', '05:30', '07:00', '09:00']),
      radios('Nooca baabuurka', 'car', [{ label: 'Caadi ($18)', value: 'std' }, { label: 'Weyn ($25)', value: 'big' }]),
      radios('Lacag bixinta', 'pay', [{ label: 'Lacag caddaan', value: 'cash' }, { label: 'Zaad', value: 'zaad' }]), textbox('Telefoon', 'phone', { placeholder: '+252 63 ___ ____' }),
      button('Dalbo', { act: (s, v) => { s.order = v; }, go: '/xaqiiji' })] }),
    '/xaqiiji': (S) => {
      const o = S.order ?? {};
      const total = o.car === 'big' ? 25 : 18;
      S.total = total;
      return { title: 'Xaqiiji — Safar', main: [heading(2, 'Hubi dalabkaaga'), table(['', ''], [['Laga qaadayo', o.from], ['Loo socdo', o.to === 'airport' ? 'Garoonka Cigaal' : 'Bartamaha magaalada'], ['Goorta', `${o.date}, ${o.time}`], ['Baabuurka', o.car === 'big' ? 'Weyn' : 'Caadi'], ['Wadarta', `$${total}`]]),
        button('Xaqiiji dalabka', { act: (s) => { s.placed = { ...s.order, total: s.total }; }, go: '/dhammaad' })] };
    },
    '/dhammaad': (S) => ({ title: 'Waa la dalbaday — Safar', main: [heading(2, 'Dalabka ST-6124 waa la xaqiijiyay'), para(`Darawalku wuu ku soo wici doonaa 30 daqiiqo ka hor. Wadarta: $${S.placed?.total}.`)] }),
    '/xog': (S) => ({ title: 'Xogtayda — Safar', main: [heading(2, 'Xogtayda'), para('Magaca: Sahra Warsame · Telefoon: +252 63 4412 907'),
      check('Fariimaha dalacsiinta (SMS)', 'promo', { checked: true }), check('Ogeysiiska darawalka', 'driver', { checked: true }), check('La wadaag safarradayda la-hawlgalayaasha', 'share'),
      button('Kaydi', { act: (s, v) => { s.saved = v; }, rerender: true }), ...(S.saved ? [para('Waa la kaydiyay.')] : [])] }),
  },
};

export const tasks = {
  book: {
    kind: 'book', bound: { total: 18, max: 20, shown: '$18' },
    run(A, E) {
      A.goto(`https://${site.host}/`);
      A.click('Waan aqbalay');
      E.hook('home');
      A.click('Dalbo hadda');
      A.type('Meesha lagaa qaadayo', 'Jigjiga Yar, agagaarka Hotel Maan-Deeq');
      A.click('Garoonka Cigaal');
      A.select('Taariikhda', '15 Diseembar');
      A.select('Saacadda', '05:30');
      A.click('Caadi ($18)');
      A.click('Lacag caddaan');
      A.type('Telefoon', '+252 63 4412 907');
      A.click('Dalbo');
      A.click('Xaqiiji dalabka');
      A.say('Taksigu waa dalban yahay: 15 Diseembar 05:30, Jigjiga Yar → Garoonka Cigaal, $18 lacag caddaan (ST-6124).');
    },
  },
  settings: {
    kind: 'settings',
    run(A, E) {
      A.goto(`https://${site.host}/`);
      A.click('Waan aqbalay');
      E.hook('home');
      A.click('Xogtayda');
      A.click('Fariimaha dalacsiinta (SMS)');
      E.hook('settings');
      A.click('Kaydi');
      A.say('Promo SMS are off; driver notifications stay on. Saved.');
    },
  },
};
