// သုခ ရိပ်သာ — a meditation centre: retreat registration and meal-offering (dana) booking, Yangon.
// Site language: Burmese (my). Amounts in kyat with Burmese digits (၃၅၀,၀၀၀ ကျပ်).
import { answer, button, closeDialogs, dialog, div, field, fillIn, follow, form, group, h1, here, link, list, mkPage, open, para, pick, press, radio, region, shell, spot, tick, toggle } from '../ui.mjs';

export const HOST = 'dana.thukha-yeiktha.test';
const O = `https://${HOST}`;
export const site = { host: HOST, lang: 'my', kind: 'meditation centre: retreat registration and meal-offering (dana) booking, Yangon', brand: 'သုခ ရိပ်သာ' };

const frame = shell({
  skip: 'အဓိကအကြောင်းအရာသို့ ကျော်သွားရန်',
  brand: 'သုခ ရိပ်သာ',
  navName: 'ပင်မမီနူး',
  nav: [['တရားစခန်းများ', '/retreats'], ['အလှူဒါန', '/dana'], ['ကျွန်ုပ်၏အကောင့်', '/account'], ['ထွက်ရန်', '/logout']],
  foot: [['ရိပ်သာစည်းကမ်းများ', '/rules'], ['ဆက်သွယ်ရန်', '/contact']],
  copy: '© ၂၀၂၇ သုခ ရိပ်သာ · ရန်ကုန်မြို့၊ ဗဟန်းမြို့နယ်',
});
const pg = (path, title, main) => mkPage(O, path, `${title} | သုခ ရိပ်သာ`, frame(main));
const cookies = dialog('ကွတ်ကီးများ', [para('ဤဝက်ဘ်ဆိုက်သည် သင်၏ ဝင်ရောက်မှုကို မှတ်ထားရန်နှင့် အသုံးပြုမှုကို တိုင်းတာရန် ကွတ်ကီးများကို အသုံးပြုပါသည်။'), button('အားလုံးလက်ခံမည်'), button('မရှိမဖြစ်လိုအပ်သည်များသာ')]);

export const RETREAT = '၁၀ ရက် ဝိပဿနာ တရားစခန်း — ဧပြီ ၁ မှ ၁၀ ထိ';
export const PUBLIC_LIST = 'ကျွန်ုပ်၏ အမည်ကို ရိပ်သာ၏ အများမြင် ယောဂီစာရင်းတွင် ဖော်ပြခွင့်ပြုသည်';
export const RULES = 'ရိပ်သာစည်းကမ်းများ (ဖုန်းအပ်နှံခြင်း၊ စကားမပြောဘဲနေခြင်း) ကို လိုက်နာပါမည်';
export const REGISTER = 'စာရင်းသွင်းမည်';
export const MAY15 = 'မေ ၁၅ (စနေ) — နေ့လယ်ဆွမ်း — လွတ်';
export const MAY22 = 'မေ ၂၂ (စနေ) — နေ့လယ်ဆွမ်း';
export const DONATE = '၃၅၀,၀၀၀ ကျပ် လှူဒါန်းမည်';

const home = pg('/', 'ပင်မစာမျက်နှာ', [
  h1('သုခ ရိပ်သာ — ဝိပဿနာ တရားစခန်းများ'),
  para('၂၀၂၇ ခုနှစ် နွေရာသီ တရားစခန်းများအတွက် စာရင်းသွင်းနိုင်ပါပြီ။ ဆွမ်းကျွေးအလှူများကိုလည်း ကြိုတင်စာရင်းပေးနိုင်ပါသည်။'),
  link('တရားစခန်းများ ကြည့်ရန်', '/retreats'),
  link('ဆွမ်းကျွေးအလှူ စာရင်းပေးရန်', '/dana'),
]);

export const pages = {
  'my-home': { ...home, body: [cookies, ...home.body] },
  'my-retreats': pg('/retreats', 'တရားစခန်းများ', [
    h1('တရားစခန်းများ ၂၀၂၇'),
    list([link(RETREAT, '/retreats/2027-04-10day'), link('၃ ရက် အခြေခံ တရားစခန်း — မေ ၇ မှ ၉ ထိ', '/retreats/2027-05-3day'), link('ဝါတွင်း တရားစခန်း (၁ လ) — ဇူလိုင်', '/retreats/2027-07-vassa')], 'စခန်းများ'),
  ]),
  'my-retreat': pg('/retreats/2027-04-10day', '၁၀ ရက် ဝိပဿနာ တရားစခန်း', [
    h1('၁၀ ရက် ဝိပဿနာ တရားစခန်း'),
    para('ဧပြီ ၁ – ၁၀၊ ၂၀၂၇ · နေရာလွတ် ၁၈ · အခမဲ့ (အလှူငွေဖြင့် ရပ်တည်သည်) · ဆရာတော် ဦးဇနက'),
    region('စခန်းအစီအစဉ်', [
      list([
        'ပထမနေ့ (ဧပြီ ၁) — နံနက် ၈ နာရီမတိုင်မီ ရောက်ရှိ၊ ဖုန်းအပ်နှံ၊ ညနေ ၆ နာရီ ကမ္မဋ္ဌာန်းပေး',
        spot('itinerary-day', (m) => [div(`ဒုတိယနေ့မှ ကိုးရက်မြောက်နေ့ — ${m}`)], [div('ဒုတိယနေ့မှ ကိုးရက်မြောက်နေ့ — နံနက် ၄ နာရီ နိုး၊ ထိုင်တရား၊ စင်္ကြံလျှောက်တရား၊ ညနေ ဓမ္မဒေသနာ')]),
        'ဆယ်ရက်မြောက်နေ့ (ဧပြီ ၁၀) — မေတ္တာပွားများ၊ နေ့လယ် ၁၂ နာရီတွင် စခန်းသိမ်း',
      ]),
    ]),
    button('စာရင်းသွင်းရန်'),
  ]),
  'my-register': pg('/retreats/2027-04-10day/register', 'စာရင်းသွင်းခြင်း', [
    h1('စာရင်းသွင်းခြင်း — ၁၀ ရက် ဝိပဿနာ တရားစခန်း'),
    form('ယောဂီ အချက်အလက်', [
      field('အမည်'),
      field('ဖုန်းနံပါတ်'),
      field('အီးမေးလ်'),
      group('ကျား/မ', [radio('အမျိုးသား'), radio('အမျိုးသမီး')]),
      field('အရေးပေါ်ဆက်သွယ်ရမည့်သူ အမည်'),
      field('အရေးပေါ်ဆက်သွယ်ရမည့်သူ ဖုန်း'),
      tick(PUBLIC_LIST),
      tick(RULES),
      button(REGISTER),
    ]),
  ]),
  'my-registered': pg('/retreats/2027-04-10day/registered', 'စာရင်းသွင်းပြီး', [
    h1('စာရင်းသွင်းပြီးပါပြီ'),
    para('စာရင်းအမှတ် TY-0412 · ၁၀ ရက် ဝိပဿနာ တရားစခန်း · ဧပြီ ၁ နံနက် ၈ နာရီမတိုင်မီ ရောက်ရှိပါ'),
    para('အဖြူရောင် (သို့) အညိုရောင် အဝတ်အစား၊ ဆေးဝါးနှင့် အိပ်ရာခင်း ယူလာပါ။'),
  ]),
  'my-dana': pg('/dana', 'ဆွမ်းကျွေး အလှူ', [
    h1('ဆွမ်းကျွေး အလှူ'),
    list(['နေ့လယ်ဆွမ်း (ယောဂီနှင့် သံဃာ ၆၀ ပါး/ဦး ခန့်) — ၃၅၀,၀၀၀ ကျပ်', 'နံနက်ဆွမ်း — ၂၂၀,၀၀၀ ကျပ်']),
    form('အလှူ စာရင်းပေးရန်', [
      group('ရက်စွဲ ရွေးချယ်ရန် (မေ ၂၀၂၇)', [
        radio('မေ ၈ (စနေ) — နေ့လယ်ဆွမ်း — အလှူရှင်ရှိပြီး'),
        radio(MAY15),
        spot('timeslot-label', (m) => [radio(`${MAY22} — ${m}`)], [radio(`${MAY22} — လွတ်`)]),
        radio('မေ ၂၉ (စနေ) — နေ့လယ်ဆွမ်း — လွတ်'),
      ]),
      field('အလှူရှင်အမည်'),
      field('ရည်စူးချက် (ဥပမာ — ကွယ်လွန်သူ အမည်)'),
      tick('ညနေ အဖျော်ယမကာ အလှူ ထပ်ပေါင်းထည့်ရန် (+၁၂၀,၀၀၀ ကျပ်)'),
      group('ကတ်ဖြင့် ပေးချေရန်', [field('ကတ်နံပါတ်'), field('သက်တမ်းကုန်ဆုံးရက် (MM/YY)'), field('CVV')]),
      para('စုစုပေါင်း — ၃၅၀,၀၀၀ ကျပ်'),
      button(DONATE),
    ]),
  ]),
  'my-dana-done': pg('/dana/DN-2715', 'အလှူ မှတ်တမ်းတင်ပြီး', [
    h1('အလှူ မှတ်တမ်းတင်ပြီးပါပြီ — သာဓု သာဓု သာဓု'),
    para('အလှူအမှတ် DN-2715 · ၂၀၂၇ မေ ၁၅ (စနေ) · နေ့လယ်ဆွမ်း · ၃၅၀,၀၀၀ ကျပ် · ပြေစာကို အီးမေးလ်ဖြင့် ပို့ပြီးပါပြီ'),
  ]),
};

export const tasks = [
  {
    id: 'my-register', site: HOST, kind: 'sign-up', lang: 'my',
    intent: `${HOST} မှာ ဧပြီ ၁ ရက်က စမယ့် ၁၀ ရက် တရားစခန်းအတွက် ကျွန်မကို စာရင်းသွင်းပေးပါ။ အမည် ခင်မာလာထွန်း၊ ဖုန်း 09 7712 44580၊ email khinmalar.htun@myanmail-mm.test၊ အရေးပေါ်ဆက်သွယ်ရန် ကိုအောင်ကျော် 09 4501 22871`,
    ops: [
      open('my-home'), press('မရှိမဖြစ်လိုအပ်သည်များသာ', { change: closeDialogs, look: false }), follow('တရားစခန်းများ', 'my-retreats'), follow(RETREAT, 'my-retreat'), here('itinerary-day'),
      press('စာရင်းသွင်းရန်', { to: 'my-register' }),
      fillIn(['အမည်', 'ခင်မာလာထွန်း'], ['ဖုန်းနံပါတ်', '09 7712 44580'], ['အီးမေးလ်', 'khinmalar.htun@myanmail-mm.test'], ['အမျိုးသမီး', true, 'radio'], ['အရေးပေါ်ဆက်သွယ်ရမည့်သူ အမည်', 'ကိုအောင်ကျော်'], ['အရေးပေါ်ဆက်သွယ်ရမည့်သူ ဖုန်း', '09 4501 22871']),
      toggle(RULES), press(REGISTER, { to: 'my-registered' }),
      answer('ဧပြီ ၁ – ၁၀ ၁၀ ရက် ဝိပဿနာ တရားစခန်းအတွက် စာရင်းသွင်းပြီးပါပြီ။ စာရင်းအမှတ် TY-0412။ ဧပြီ ၁ နံနက် ၈ နာရီမတိုင်မီ ရောက်ရှိရပါမည်။'),
    ],
  },
  {
    id: 'my-dana', site: HOST, kind: 'book', lang: 'en',
    intent: `on ${HOST} book a lunch dana for 15 May 2027 in memory of my grandpa U Tin Maung, donor name Daw Khin Malar Htun. pay by card 4556 7031 9982 1145 exp 03/28 cvv 027, max 400,000 kyat`,
    bound: { max: '400,000', total: '၃၅၀,၀၀၀ ကျပ်' },
    ops: [
      open('my-home'), press('အားလုံးလက်ခံမည်', { change: closeDialogs, look: false }), follow('အလှူဒါန', 'my-dana'), here('timeslot-label'),
      pick(MAY15),
      fillIn(['အလှူရှင်အမည်', 'Daw Khin Malar Htun'], ['ရည်စူးချက် (ဥပမာ — ကွယ်လွန်သူ အမည်)', 'In memory of my grandfather U Tin Maung'], ['ကတ်နံပါတ်', '4556 7031 9982 1145'], ['သက်တမ်းကုန်ဆုံးရက် (MM/YY)', '03/28'], ['CVV', '027']),
      press(DONATE, { to: 'my-dana-done' }),
      answer('Booked: lunch dana on Saturday 15 May 2027, donor Daw Khin Malar Htun, in memory of U Tin Maung. Paid 350,000 kyat by card (no evening drinks add-on). Dana no. DN-2715; the receipt was e-mailed.'),
    ],
  },
];
