/**
 * Browsing requests beyond the listed forms (src/capability/compile/web-morphology.ts): endings joined
 * to a request form, and a noun with a light verb. Every sentence is written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { foreignWebRequests } from '../../src/capability/compile/lexicon-web.ts';
import { browser, graph, scopeOf } from '../action/browser/controls.ts';

const kinds = (text: string): string[] =>
  foreignWebRequests(text)
    .filter((r) => !r.negated)
    .map((r) => r.kind);
const asks = (intent: string, cls: string): void => assert.ok(scopeOf(intent).includes(cls), `${intent} → ${scopeOf(intent).join()}`);
const grantsNo = (intent: string, cls: string): void => assert.ok(!scopeOf(intent).includes(cls), `${intent} → ${scopeOf(intent).join()}`);

describe('a request form with an ending joined to it', () => {
  it('asks as the form does: enclitic pronouns, benefactive and object suffixes', () => {
    for (const intent of [
      'resérvamela para el jueves en la tienda',
      'compramelo entro venerdì, grazie',
      'የቡና ማሽኑን ግዛልኝ',
      'اطلبها من المتجر قبل المساء',
      'این چای رو برام بخرش',
      'دو بسته قهوه بخرین',
    ])
      asks(intent, 'order-manage');
    asks('ለባለቤቱ አጭር መልእክት ላክልኝ', 'message-send');
  });

  it('keeps a noun a noun: after an article or possessive, or a word that only ends like a form', () => {
    assert.deepEqual(kinds('mira la reservame'), ['look']);
    // "ግዛት" (a state, a realm) is no "ግዛ" (buy) with an ending.
    assert.deepEqual(kinds('ስለ ግዛቱ ታሪክ'), []);
  });
});

describe('a noun with a light verb', () => {
  it('asks for the noun’s kind, in the forms people write: polite, familiar, colloquial, compound', () => {
    for (const intent of [
      'یه میز برای چهار نفر رزرو کنین',
      'سه تا کیک سفارش بدین',
      'دو پیزا آرڈر کر دیجیے',
      'शाम सात बजे की टेबल बुक कर दीजिए',
      'teen samose order kar dijiye',
      'kal ke liye cab book kardo',
      'দুটো টিকিট বুক করে দিন',
      'ஒரு அறை புக் பண்ணுங்க',
      'iki bilet rezervasyonu yapar mısınız',
      'ikki chipta bron qilib bering',
      'хоёр ширээ захиалж өгөөрэй',
      'ду ҷой брон кунед',
      'bileti rezerv bikin',
      'tamasha book karanna',
    ])
      asks(intent, 'order-manage');
    for (const intent of [
      'زیر این محصول کامنت بذارین: «عالی بود»',
      'is product pe review likh do',
      'ویب سائٹ پر شکایت درج کر دیں',
      'हमारी शिकायत दर्ज कर दीजिए: ट्रेन लेट थी',
    ])
      asks(intent, 'message-send');
  });

  it('reads the verb-first languages: leave a review, place an order, submit an application', () => {
    for (const intent of [
      'laisse un avis sur la lampe : « parfaite »',
      'deja una reseña del cargador: «funciona bien»',
      'lascia una recensione alla pensione: «ottima colazione»',
      'hinterlasse eine Bewertung für den Händler: „schnell geliefert“',
      'zostaw opinię o hotelu: „czysto i cicho”',
      'подай заявку на возврат денег за билет',
      'άφησε μια κριτική για το εστιατόριο',
    ])
      asks(intent, 'message-send');
    for (const intent of ['złóż zamówienie na trzy kubki', 'fai una prenotazione per due a cena', 'gib eine Bestellung für vier Teller auf'])
      asks(intent, 'order-manage');
  });

  it('a noun of registering or handing in asks for what its object is, and for nothing alone', () => {
    asks('این سوال رو ثبت کن', 'message-send');
    asks('سفارش رو ثبت کنید', 'order-manage');
    assert.deepEqual(kinds('ثبت کن'), []);
  });

  it('a noun of saving asks for a settings change only where the task names the settings or the profile', () => {
    asks('پروفائل میں نیا پتہ لکھ کر محفوظ کر دیں', 'account-modify');
    grantsNo('یہ تصویر محفوظ کر دیں', 'account-modify');
    asks('SMS reminder off karanna', 'account-modify');
    asks('email alerts band kar do', 'account-modify');
  });

  it('takes no noun of another phrase: "check the order status" is a look', () => {
    for (const intent of ['وضعیت سفارش رو چک کن', 'ऑर्डर की स्थिति चेक करो', 'آرڈر کی حالت چیک کریں']) {
      grantsNo(intent, 'order-manage');
      asks(intent, 'web-fetch');
    }
  });

  it('reads no English loanword with a light verb that is another language’s small word', () => {
    // Portuguese "do" (of the), French "et" (and), Spanish "lo": no light verb there.
    grantsNo('leia o post do blog sobre a viagem', 'message-send');
    grantsNo('compare le post et le commentaire du forum', 'message-send');
  });
});

describe('"don’t buy anything, just look", in each language the light verbs read', () => {
  it('grants no order where the request is negated', () => {
    for (const intent of [
      'قیمت‌ها رو مقایسه کن، خرید نکن',
      'قیمتیں دیکھیں، آرڈر مت کریں',
      'बस दाम देखो, ऑर्डर मत करो',
      'sirf dekho, order mat karo',
      'mila balanna, order karanna epa',
      'দাম দেখুন, অর্ডার করবেন না',
      'fiyatlara bak, sipariş verme',
      'narxlarni solishtiring, buyurtma bermang',
      'ዋጋዎቹን ተመልከት፣ ምንም አትግዛ',
      'regarde les avis, ne passe pas de commande',
    ])
      grantsNo(intent, 'order-manage');
  });
});

describe('an English word in a task written in another language in Latin letters', () => {
  it('is no request of its own: a romanised order naming a "ban gala" collar bans no one', () => {
    const intent =
      'darzi.example pe mere liye ek kurta silwa do, ban gala, half sleeve, naap wala profile lagana, kapra ghar se pickup, total 2500 se zyada nahi';
    grantsNo(intent, 'identity-admin');
    asks(intent, 'order-manage');
    // An English word of the same kind in an English task is the task's request.
    asks('email the seller on forum.example that the bike is sold and thank him for the quick replies', 'message-send');
    grantsNo('panthi.example eke class reminder SMS off karanna, email reminders ehemama thiyanna', 'message-send');
  });
});

describe('a negation refuses the request of its own clause only', () => {
  it('"save it, change nothing else" saves; "buy the blue one, not the red" buys', () => {
    asks('پروفائل میں کمر 34 انچ لکھ کر محفوظ کر دیں، باقی کچھ نہ بدلیں', 'account-modify');
    asks('kaufe die blaue Tasse, nicht die rote', 'order-manage');
  });

  it('a negation in the clause still refuses it', () => {
    grantsNo('schau dir die Tassen an, aber kauf nichts', 'order-manage');
    grantsNo('پروفائل دیکھ لیں، کچھ بھی محفوظ نہ کریں', 'account-modify');
  });
});

describe('signing oneself up for something, in any language', () => {
  it('sends the organiser one’s details and takes a place; it makes no account', () => {
    for (const intent of [
      'please register me for the Sunday 5k on race.example',
      'запиши меня на субботний мастер-класс на studio.example',
      'zapisz mnie na warsztaty ceramiki na studio.example',
      'iscrivimi al corso di acquerello su studio.example',
      'apúntame al taller de cerámica en studio.example',
    ]) {
      const granted = [
        ...graph.expand(
          compileIntent({ intent, catalog: browser, policy: DEFAULT_POLICY, graph, trust: 'high', startUrl: 'https://studio.example/' }).claims.scope,
        ),
      ];
      assert.ok(granted.includes('message-send'), `${intent} → ${granted.join()}`);
      assert.ok(!granted.includes('identity-admin'), `${intent} → ${granted.join()}`);
    }
  });
});

describe('more endings of request forms', () => {
  it('reads the Ethiopic vowel a suffix brings, Indonesian -kan and -in, and Georgian verbs for me', () => {
    asks('ሂሳቡን ክፈለኝ', 'payment-initiate');
    asks('tolong beliin dua tiket kereta untuk sabtu', 'order-manage');
    asks('მიყიდე ორი ბილეთი კონცერტზე', 'order-manage');
  });
});

describe('leaving a review or placing an order with a light verb, one sentence per language', () => {
  // prettier-ignore
  const TABLE: readonly (readonly [string, string])[] = [
  ['message-send', 'laat een beoordeling achter voor de winkel'],
  ['message-send', 'lämna ett omdöme om hotellet'],
  ['order-manage', 'gör en bokning för två på fredag'],
  ['order-manage', 'afgiv en bestilling på to kopper'],
  ['message-send', 'gi en anmeldelse av butikken'],
  ['message-send', 'jätä arvostelu kaupasta'],
  ['order-manage', 'tee varaus kahdelle perjantaiksi'],
  ['message-send', 'zanech recenzi na obchod'],
  ['order-manage', 'proveď objednávku dvou hrnků'],
  ['message-send', 'zanechaj recenziu na obchod'],
  ['order-manage', 'urob objednávku dvoch šálok'],
  ['message-send', 'остави отзив за магазина'],
  ['order-manage', 'направи поръчка за две чаши'],
  ['message-send', 'остави рецензију за продавницу'],
  ['message-send', 'ostavi recenziju za trgovinu'],
  ['order-manage', 'napravi narudžbu dvije šalice'],
  ['message-send', 'pusti mnenje o trgovini'],
  ['order-manage', 'oddaj naročilo za dve skodelici'],
  ['message-send', 'остави рецензија за продавницата'],
  ['order-manage', 'направи нарачка за две шолји'],
  ['message-send', 'пакінь водгук пра краму'],
  ['message-send', 'palik atsiliepimą apie parduotuvę'],
  ['order-manage', 'pateik užsakymą dviem puodeliams'],
  ['message-send', 'atstāj atsauksmi par veikalu'],
  ['order-manage', 'veic pasūtījumu divām krūzēm'],
  ['message-send', 'jäta arvustus poe kohta'],
  ['order-manage', 'esita tellimus kahele tassile'],
  ['message-send', 'deixa una ressenya de la botiga'],
  ['order-manage', 'fes una comanda de dues tasses'],
  ['message-send', 'acha maoni kuhusu duka hili'],
  ['order-manage', 'weka oda ya vikombe viwili'],
  ['message-send', 'tinggalkan ulasan untuk toko ini'],
  ['order-manage', 'buat pesanan dua kopi'],
  ['message-send', 'lasă o recenzie magazinului'],
  ['order-manage', 'plasează o comandă pentru două căni'],
  ['message-send', 'άφησε μια κριτική για το κατάστημα'],
  ['order-manage', 'κάνε μια παραγγελία για δύο κούπες'],
  ['message-send', 'השאר ביקורת על החנות'],
  ['order-manage', 'בצע הזמנה של שני ספלים'],
  ['message-send', 'deixe uma avaliação da loja'],
  ['order-manage', 'mach eine Reservierung für zwei Personen'],
  ['order-manage', 'сделай заказ на две чашки'],
  ['order-manage', 'зроби замовлення на дві чашки'],
  ['message-send', 'bu mağaza için değerlendirme bırakın'],
  ['message-send', 'бұл дүкен туралы пікір қалдырыңыз'],
  ];
  it('grants the class the noun names', () => {
    for (const [cls, intent] of TABLE) asks(intent, cls);
  });
});
