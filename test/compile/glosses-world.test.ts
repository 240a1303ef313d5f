/**
 * Request words of the languages glosses/ adds, in intents of our own: per language one that sends,
 * one that pays, one that cancels or deletes, one that moves or books, and a negated one that grants
 * nothing of its kind. Each is compiled against a small catalog written here; what the intent names
 * (the address, the invoice, the amount, the booking) is bound as written.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import type { ToolSpec } from '../../src/action/types.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY, type CompiledCapability } from '../../src/capability/compile/index.ts';
import { bound, granted, prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();
const TOOLS: ToolSpec[] = [
  tool('email_send', 'Sends an e-mail.', { to: prop('Recipient e-mail address'), subject: prop('Subject'), body: prop('Text') }),
  tool('invoice_pay', 'Pays an invoice from the account.', { invoice_no: prop('Invoice number'), amount: prop('Amount', 'number') }),
  tool('booking_cancel', 'Cancels a booking.', { booking_ref: prop('Booking reference') }),
  tool('file_delete', 'Deletes a file.', { path: prop('File path') }),
  tool('meeting_move', 'Moves a meeting to a new time.', { event_id: prop('Event id'), start: prop('Start time') }),
  tool('files_list', 'Lists the files in a folder.', { folder: prop('Folder') }),
];
const catalog = new ToolCatalog(graph, TOOLS);
const compile = (intent: string): CompiledCapability => compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph, trust: 'high' });

const SEND = 'message-send';
const PAY = 'payment-initiate';
const ORDER = 'order-manage';
const FILE = 'file-modify';
const CAL = 'calendar-write';

/** What a row's third and fourth intents ask: a class, and the value it binds (as written). */
type Ask = readonly [intent: string, cls: string, role: string, value: string];
interface Row {
  readonly lang: string;
  /** Sends the invoice to anna@example.com. */
  readonly send: string;
  /** Pays invoice INV-22, 120 EUR. */
  readonly pay: string;
  readonly cancel: Ask;
  readonly move?: Ask;
  /** Negated: the class it must not grant. */
  readonly not: readonly [intent: string, cls: string];
}

const cancel = (intent: string): Ask => [intent, ORDER, 'identifier', 'B-4411'];
const remove = (intent: string): Ask => [intent, FILE, 'path', 'report.pdf'];
const move = (intent: string): Ask => [intent, CAL, 'identifier', 'E-17'];

// prettier-ignore
const ROWS: readonly Row[] = [
  { lang: 'Swedish', send: 'skicka fakturan till anna@example.com', pay: 'betala faktura INV-22, 120 EUR', cancel: cancel('avboka bokning B-4411'),
    move: move('flytta mötet E-17 till fredag'), not: ['skicka inte fakturan till anna@example.com', SEND] },
  { lang: 'Danish', send: 'kan du sende fakturaen til anna@example.com', pay: 'betal faktura INV-22 på 120 EUR', cancel: cancel('annuller booking B-4411'),
    move: move('flyt mødet E-17 til fredag'), not: ['send ikke fakturaen til anna@example.com', SEND] },
  { lang: 'Norwegian', send: 'kan du sende fakturaen til anna@example.com', pay: 'betal regningen INV-22 på 120 EUR', cancel: cancel('avbestill bestillingen B-4411'),
    move: remove('slett filen report.pdf'), not: ['ikke slett filen report.pdf', FILE] },
  { lang: 'Finnish', send: 'lähetä lasku osoitteeseen anna@example.com', pay: 'maksa lasku INV-22, 120 EUR', cancel: cancel('peruuta varaus B-4411'),
    move: move('siirrä palaveri E-17 perjantaille'), not: ['älä lähetä laskua osoitteeseen anna@example.com', SEND] },
  { lang: 'Estonian', send: 'palun saada arve aadressile anna@example.com', pay: 'maksa arve INV-22, 120 EUR', cancel: cancel('tühista broneering B-4411'),
    move: remove('kustuta fail report.pdf'), not: ['ära saada arvet aadressile anna@example.com', SEND] },
  { lang: 'Icelandic', send: 'sendu reikninginn á anna@example.com', pay: 'borgaðu reikning INV-22, 120 EUR', cancel: cancel('afbókaðu bókun B-4411'),
    move: remove('eyddu skránni report.pdf'), not: ['ekki senda reikninginn á anna@example.com', SEND] },
  { lang: 'Irish', send: 'seol an sonrasc chuig anna@example.com', pay: 'íoc sonrasc INV-22, 120 EUR', cancel: cancel('cealaigh áirithint B-4411'),
    move: remove('scrios an comhad report.pdf'), not: ['ná seol an sonrasc chuig anna@example.com', SEND] },
  { lang: 'Welsh', send: 'anfonwch yr anfoneb at anna@example.com', pay: 'talwch anfoneb INV-22, 120 EUR', cancel: cancel('canslwch archeb B-4411'),
    move: remove('dilëwch y ffeil report.pdf'), not: ['peidiwch ag anfon yr anfoneb at anna@example.com', SEND] },
  { lang: 'Hungarian', send: 'küldd el a számlát az anna@example.com címre', pay: 'fizesd ki az INV-22 számlát, 120 EUR', cancel: cancel('mondd le a B-4411 foglalást'),
    move: remove('töröld a report.pdf fájlt'), not: ['ne küldd el a számlát az anna@example.com címre', SEND] },
  { lang: 'Romanian', send: 'trimite factura la anna@example.com', pay: 'plătește factura INV-22, 120 EUR', cancel: cancel('anulează rezervarea B-4411'),
    move: move('mută întâlnirea E-17 vineri'), not: ['nu trimite factura la anna@example.com', SEND] },
  { lang: 'Slovak', send: 'odošli faktúru na anna@example.com', pay: 'zaplaťte faktúru INV-22, 120 EUR', cancel: cancel('zrušte rezerváciu B-4411'),
    move: move('presuň stretnutie E-17 na piatok'), not: ['neposielaj faktúru na anna@example.com', SEND] },
  { lang: 'Czech', send: 'pošlete fakturu na anna@example.com', pay: 'zaplaťte fakturu INV-22, 120 EUR', cancel: cancel('zrušte rezervaci B-4411'),
    move: remove('smažte soubor report.pdf'), not: ['neposílej fakturu na anna@example.com', SEND] },
  { lang: 'Slovenian', send: 'pošlji račun na anna@example.com', pay: 'plačaj račun INV-22, 120 EUR', cancel: cancel('prekliči rezervacijo B-4411'),
    move: move('prestavi sestanek E-17 na petek'), not: ['ne pošlji računa na anna@example.com', SEND] },
  { lang: 'Croatian', send: 'pošalji račun na anna@example.com', pay: 'plati račun INV-22, 120 EUR', cancel: cancel('otkaži rezervaciju B-4411'),
    move: move('pomakni sastanak E-17 na petak'), not: ['nemoj slati račun na anna@example.com', SEND] },
  { lang: 'Serbian (Cyrillic)', send: 'пошаљи рачун на anna@example.com', pay: 'плати рачун INV-22, 120 EUR', cancel: cancel('откажи резервацију B-4411'),
    move: move('помери састанак E-17 за петак'), not: ['немој послати рачун на anna@example.com', SEND] },
  { lang: 'Macedonian', send: 'испрати ја фактурата на anna@example.com', pay: 'плати ја фактурата INV-22, 120 EUR', cancel: cancel('откажи ја резервацијата B-4411'),
    move: remove('избриши ја датотеката report.pdf'), not: ['не ја испрати фактурата на anna@example.com', SEND] },
  { lang: 'Bulgarian', send: 'изпрати фактурата на anna@example.com', pay: 'платете фактура INV-22, 120 EUR', cancel: cancel('анулирай резервацията B-4411'),
    move: move('премести срещата E-17 за петък'), not: ['не изпращай фактурата на anna@example.com', SEND] },
  { lang: 'Belarusian', send: 'адпраў рахунак на anna@example.com', pay: 'аплаці рахунак INV-22, 120 EUR', cancel: cancel('адмяні браніраванне B-4411'),
    move: move('перанясі сустрэчу E-17 на пятніцу'), not: ['не адпраў рахунак на anna@example.com', SEND] },
  { lang: 'Ukrainian', send: 'надішліть рахунок на anna@example.com', pay: 'оплатіть рахунок INV-22, 120 EUR', cancel: cancel('скасуйте бронювання B-4411'),
    move: move('перенесіть зустріч E-17 на пʼятницю'), not: ['не надішліть рахунок на anna@example.com', SEND] },
  { lang: 'Lithuanian', send: 'išsiųsk sąskaitą adresu anna@example.com', pay: 'apmokėk sąskaitą INV-22, 120 EUR', cancel: cancel('atšauk rezervaciją B-4411'),
    move: move('perkelk susitikimą E-17 į penktadienį'), not: ['nesiųsk sąskaitos adresu anna@example.com', SEND] },
  { lang: 'Latvian', send: 'nosūti rēķinu uz anna@example.com', pay: 'apmaksā rēķinu INV-22, 120 EUR', cancel: cancel('atcel rezervāciju B-4411'),
    move: move('pārcel sapulci E-17 uz piektdienu'), not: ['nesūti rēķinu uz anna@example.com', SEND] },
  { lang: 'Albanian', send: 'dërgo faturën te anna@example.com', pay: 'paguaj faturën INV-22, 120 EUR', cancel: cancel('anulo rezervimin B-4411'),
    move: move('zhvendos takimin E-17 të premten'), not: ['mos dërgo faturën te anna@example.com', SEND] },
  { lang: 'Catalan', send: 'envieu la factura a anna@example.com', pay: 'pagueu la factura INV-22, 120 EUR', cancel: cancel('cancel·la la reserva B-4411'),
    move: remove('esborra el fitxer report.pdf'), not: ['no enviïs la factura a anna@example.com', SEND] },
  { lang: 'Galician', send: 'enviade a factura a anna@example.com', pay: 'pagade a factura INV-22, 120 EUR', cancel: cancel('cancelade a reserva B-4411'),
    move: remove('borrade o ficheiro report.pdf'), not: ['non envíes a factura a anna@example.com', SEND] },
  { lang: 'Basque', send: 'bidali faktura anna@example.com helbidera', pay: 'ordaindu INV-22 faktura, 120 EUR', cancel: cancel('ezeztatu B-4411 erreserba'),
    move: remove('ezabatu report.pdf fitxategia'), not: ['ez bidali faktura anna@example.com helbidera', SEND] },
  { lang: 'German', send: 'schicke die Rechnung an anna@example.com', pay: 'bezahle die Rechnung INV-22 über 120 EUR', cancel: cancel('storniere die Buchung B-4411'),
    move: move('verschiebe das Meeting E-17 auf Freitag'), not: ['sende die Rechnung nicht an anna@example.com', SEND] },
  { lang: 'Dutch', send: 'stuur de factuur naar anna@example.com', pay: 'betaal factuur INV-22 van 120 EUR', cancel: cancel('annuleer boeking B-4411'),
    move: move('verplaats de vergadering E-17 naar vrijdag'), not: ['stuur de factuur niet naar anna@example.com', SEND] },
  { lang: 'French', send: 'envoie la facture à anna@example.com', pay: 'payez la facture INV-22 de 120 EUR', cancel: cancel('annule la réservation B-4411'),
    move: remove('supprime le fichier report.pdf'), not: ['ne pas envoyer la facture à anna@example.com', SEND] },
  { lang: 'Turkish', send: 'faturayı anna@example.com adresine gönderin', pay: 'INV-22 faturasını ödeyin, 120 EUR', cancel: cancel('B-4411 rezervasyonunu iptal edin'),
    move: remove('report.pdf dosyasını silin'), not: ['faturayı anna@example.com adresine göndermeyin', SEND] },
  { lang: 'Persian', send: 'فاکتور را به anna@example.com بفرستید', pay: 'فاکتور INV-22 را پرداخت کنید، 120 EUR', cancel: cancel('رزرو B-4411 را لغو کنید'),
    move: remove('فایل report.pdf را حذف کنید'), not: ['فاکتور را به anna@example.com نفرستید', SEND] },
  { lang: 'Urdu', send: 'انوائس anna@example.com کو بھیج دیں', pay: 'انوائس INV-22 کی 120 EUR ادائیگی کریں', cancel: cancel('بکنگ B-4411 منسوخ کریں'),
    move: remove('فائل report.pdf حذف کریں'), not: ['انوائس anna@example.com کو مت بھیجو', SEND] },
  { lang: 'Bengali', send: 'চালানটি anna@example.com এ পাঠিয়ে দিন', pay: 'চালান INV-22 এর 120 EUR পরিশোধ করুন', cancel: cancel('বুকিং B-4411 বাতিল করুন'),
    move: remove('ফাইল report.pdf মুছে ফেলুন'), not: ['বুকিং B-4411 বাতিল করো না', ORDER] },
  { lang: 'Tamil', send: 'விலைப்பட்டியலை anna@example.com க்கு அனுப்புங்கள்', pay: 'INV-22 விலைப்பட்டியலுக்கு 120 EUR செலுத்துங்கள்',
    cancel: cancel('முன்பதிவு B-4411 ஐ ரத்து செய்யுங்கள்'), move: remove('report.pdf கோப்பை நீக்கவும்'), not: ['விலைப்பட்டியலை anna@example.com க்கு அனுப்ப வேண்டாம்', SEND] },
  { lang: 'Telugu', send: 'ఇన్వాయిస్ anna@example.com కు పంపండి', pay: 'ఇన్వాయిస్ INV-22 కి 120 EUR చెల్లించండి', cancel: cancel('బుకింగ్ B-4411 రద్దు చేయండి'),
    move: remove('report.pdf ఫైల్ తొలగించండి'), not: ['ఇన్వాయిస్ anna@example.com కు పంపవద్దు', SEND] },
  { lang: 'Marathi', send: 'बीजक anna@example.com वर पाठवा', pay: 'बीजक INV-22 चे 120 EUR पेमेंट करा', cancel: cancel('बुकिंग B-4411 रद्द करा'),
    move: remove('फाइल report.pdf हटवा'), not: ['बुकिंग B-4411 रद्द करू नका', ORDER] },
  { lang: 'Gujarati', send: 'ઇન્વૉઇસ anna@example.com પર મોકલો', pay: 'ઇન્વૉઇસ INV-22 ના 120 EUR ચૂકવો', cancel: cancel('બુકિંગ B-4411 રદ કરો'),
    move: remove('ફાઇલ report.pdf ડિલીટ કરો'), not: ['ઇન્વૉઇસ anna@example.com પર મોકલો નહીં', SEND] },
  { lang: 'Punjabi', send: 'ਬਿੱਲ anna@example.com ਤੇ ਭੇਜੋ', pay: 'ਬਿੱਲ INV-22 ਦਾ 120 EUR ਭੁਗਤਾਨ ਕਰੋ', cancel: cancel('ਬੁਕਿੰਗ B-4411 ਰੱਦ ਕਰੋ'),
    move: remove('ਫਾਈਲ report.pdf ਮਿਟਾਓ'), not: ['ਬਿੱਲ anna@example.com ਤੇ ਨਾ ਭੇਜੋ', SEND] },
  { lang: 'Nepali', send: 'बिल anna@example.com मा पठाउनुहोस्', pay: 'बिल INV-22 को 120 EUR तिर्नुहोस्', cancel: cancel('बुकिङ B-4411 रद्द गर्नुहोस्'),
    move: remove('फाइल report.pdf मेटाउनुहोस्'), not: ['बिल anna@example.com मा नपठाउनुहोस्', SEND] },
  { lang: 'Swahili', send: 'tuma ankara kwa anna@example.com', pay: 'lipa ankara INV-22, 120 EUR', cancel: cancel('ghairi uhifadhi B-4411'),
    move: remove('futa faili report.pdf'), not: ['usitume ankara kwa anna@example.com', SEND] },
  { lang: 'Amharic', send: 'ደረሰኙን ወደ anna@example.com ላክ', pay: 'ደረሰኝ INV-22 120 EUR ክፈል', cancel: remove('ፋይሉን report.pdf ሰርዝ'),
    not: ['ደረሰኙን ወደ anna@example.com አትላክ', SEND] },
  { lang: 'Hausa', send: 'tura takardar kuɗi zuwa anna@example.com', pay: 'biya takardar kuɗi INV-22, 120 EUR', cancel: cancel('soke ajiyar B-4411'),
    move: remove('goge fayil report.pdf'), not: ['kada ka aika takardar kuɗi zuwa anna@example.com', SEND] },
  { lang: 'Yoruba', send: 'fi ránṣẹ́ sí anna@example.com', pay: 'sanwó ìwé-owó INV-22, 120 EUR', cancel: cancel('fagilé ìfipamọ́ B-4411'),
    not: ['má fi ìwé-owó ránṣẹ́ sí anna@example.com', SEND] },
  { lang: 'Georgian', send: 'გაგზავნე ინვოისი anna@example.com მისამართზე', pay: 'გადაიხადე ინვოისი INV-22, 120 EUR', cancel: cancel('გააუქმე ჯავშანი B-4411'),
    move: remove('წაშალე ფაილი report.pdf'), not: ['ნუ გაგზავნე ინვოისს anna@example.com მისამართზე', SEND] },
  { lang: 'Armenian', send: 'ուղարկիր հաշիվը anna@example.com հասցեին', pay: 'վճարիր INV-22 հաշիվը, 120 EUR', cancel: cancel('չեղարկիր B-4411 ամրագրումը'),
    move: remove('ջնջիր report.pdf ֆայլը'), not: ['մի ուղարկիր հաշիվը anna@example.com հասցեին', SEND] },
  { lang: 'Azerbaijani', send: 'fakturanı anna@example.com ünvanına göndərin', pay: 'INV-22 fakturasını ödəyin, 120 EUR', cancel: cancel('B-4411 rezervasiyasını ləğv edin'),
    move: remove('report.pdf faylını silin'), not: ['fakturanı anna@example.com ünvanına göndərməyin', SEND] },
  { lang: 'Kazakh', send: 'шотты anna@example.com адресіне жіберіңіз', pay: 'INV-22 шотын төлеңіз, 120 EUR', cancel: remove('report.pdf файлын жойыңыз'),
    not: ['шотты anna@example.com адресіне жібермеңіз', SEND] },
  { lang: 'Uzbek', send: 'hisobni anna@example.com manziliga yuboring', pay: "INV-22 hisobini to'lang, 120 EUR", cancel: cancel('B-4411 bronini bekor qiling'),
    move: remove("report.pdf faylini o'chiring"), not: ['hisobni anna@example.com manziliga yubormang', SEND] },
  { lang: 'Mongolian', send: 'нэхэмжлэхийг anna@example.com хаяг руу илгээнэ үү', pay: 'INV-22 нэхэмжлэхийг төлнө үү, 120 EUR', cancel: cancel('B-4411 захиалгыг цуцална уу'),
    move: remove('report.pdf файлыг устгана уу'), not: ['нэхэмжлэхийг anna@example.com хаяг руу битгий илгээ', SEND] },
  { lang: 'Malay', send: 'hantar invois kepada anna@example.com', pay: 'bayar invois INV-22, 120 EUR', cancel: cancel('batalkan tempahan B-4411'),
    move: remove('padamkan fail report.pdf'), not: ['jangan hantar invois kepada anna@example.com', SEND] },
  { lang: 'Indonesian', send: 'kirim pesan ke anna@example.com', pay: 'bayar tagihan INV-22, 120 EUR', cancel: cancel('batalkan pemesanan B-4411'),
    move: move('jadwalkan ulang rapat E-17 ke hari Jumat'), not: ['jangan kirim faktur ke anna@example.com', SEND] },
  { lang: 'Filipino', send: 'ipadala ang invoice kay anna@example.com', pay: 'magbayad ng invoice INV-22, 120 EUR', cancel: cancel('kanselahin ang booking B-4411'),
    move: remove('burahin ang file na report.pdf'), not: ['huwag mong ipadala ang invoice kay anna@example.com', SEND] },
  { lang: 'Burmese', send: 'ငွေတောင်းခံလွှာကို anna@example.com သို့ ပို့ပါ', pay: 'ငွေတောင်းခံလွှာ INV-22 အတွက် 120 EUR ပေးချေပါ',
    cancel: cancel('ဘိုကင် B-4411 ကို ဖျက်သိမ်းပါ'), not: ['ငွေတောင်းခံလွှာကို anna@example.com သို့ မပို့ပါနဲ့', SEND] },
  { lang: 'Khmer', send: 'ផ្ញើវិក្កយបត្រទៅ anna@example.com', pay: 'បង់ប្រាក់វិក្កយបត្រ INV-22 ចំនួន 120 EUR', cancel: cancel('លុបចោលការកក់ B-4411'),
    not: ['កុំផ្ញើវិក្កយបត្រទៅ anna@example.com', SEND] },
  { lang: 'Lao', send: 'ສົ່ງໃບແຈ້ງໜີ້ໄປຫາ anna@example.com', pay: 'ຈ່າຍໃບແຈ້ງໜີ້ INV-22 ຈຳນວນ 120 EUR', cancel: cancel('ຍົກເລີກການຈອງ B-4411'),
    not: ['ຢ່າສົ່ງໃບແຈ້ງໜີ້ໄປຫາ anna@example.com', SEND] },
];

const ask = ([intent, cls, role, value]: Ask, lang: string): void => {
  const token = compile(intent);
  assert.deepEqual(granted(token), [cls], `${lang}: ${intent}`);
  const on = bound(token, cls, role) as { oneOf?: unknown[]; prefixes?: unknown[] } | undefined;
  assert.ok([...(on?.oneOf ?? []), ...(on?.prefixes ?? [])].includes(value), `${lang}: ${intent} binds ${value}: ${JSON.stringify(on)}`);
};

describe('request words of the world’s languages', () => {
  for (const row of ROWS)
    it(row.lang, () => {
      const sent = compile(row.send);
      assert.deepEqual(granted(sent), [SEND], `${row.lang}: ${row.send}`);
      assert.deepEqual(bound(sent, SEND, 'recipient'), { oneOf: ['anna@example.com'], from: 'intent' }, `${row.lang}: ${row.send}`);
      const paid = compile(row.pay);
      assert.deepEqual(granted(paid), [PAY], `${row.lang}: ${row.pay}`);
      assert.deepEqual(bound(paid, PAY, 'identifier'), { oneOf: ['INV-22'], from: 'intent' }, `${row.lang}: ${row.pay}`);
      assert.equal((bound(paid, PAY, 'amount') as { max?: number } | undefined)?.max, 120, `${row.lang}: ${row.pay}`);
      ask(row.cancel, row.lang);
      if (row.move !== undefined) ask(row.move, row.lang);
      const [negated, cls] = row.not;
      assert.ok(!granted(compile(negated)).includes(cls), `${row.lang}: ${negated}`);
    });
});

describe('reading those languages safely', () => {
  it('a word inside a file name or address is part of the name, never a request', () => {
    // "informe" is French "inform!" and Spanish "report": in "informe.pdf" it is neither.
    assert.deepEqual(granted(compile('borra el archivo informe.pdf')), [FILE]);
  });

  it('a word that is also a noun asks nothing on its own', () => {
    // Indonesian "pesan" alone is "message"; Thai and Lao "ใบแจ้งหนี้", "ໃບແຈ້ງໜີ້" is an invoice, not "notify".
    assert.deepEqual(granted(compile('kirim pesan ke anna@example.com')), [SEND]);
    assert.deepEqual(granted(compile('จ่ายใบแจ้งหนี้ INV-22 จำนวน 120 EUR')), [PAY]);
    assert.deepEqual(granted(compile('ຈ່າຍໃບແຈ້ງໜີ້ INV-22 ຈຳນວນ 120 EUR')), [PAY]);
    // Hindi "बुकिंग" is a booking: cancelling it books nothing.
    assert.deepEqual(granted(compile('बुकिंग B-4411 रद्द करो')), [ORDER]);
    assert.deepEqual(granted(compile('बुकिंग दिखाओ')), []);
    // Bulgarian "промени" (changes), Finnish "tilaa" (space), Danish "del" (Spanish "of the").
    assert.deepEqual(granted(compile('покажи промени в файла')), []);
    assert.deepEqual(granted(compile('levyllä ei ole tilaa, näytä tiedostot')), []);
    assert.deepEqual(granted(compile('muestra el saldo del cliente')), []);
    // Croatian "obavijesti" is "notify!" and "notices": only the plural imperative notifies.
    assert.deepEqual(granted(compile('prikaži obavijesti o računu')), []);
  });

  it('a negation after the object, or a word apart, still negates', () => {
    assert.deepEqual(granted(compile('skicka den inte till anna@example.com')), []);
    assert.deepEqual(granted(compile('Bitte die Datei report.pdf nicht löschen')), []);
    assert.deepEqual(granted(compile("n'envoie pas la facture à anna@example.com")), []);
    assert.deepEqual(granted(compile('huwag mong burahin ang file na report.pdf')), []);
    // "sende" is Danish and German: either language's negation reads.
    assert.deepEqual(granted(compile('sende die Rechnung nicht an anna@example.com')), []);
    assert.deepEqual(granted(compile('sende ikke fakturaen til anna@example.com')), []);
  });

  it('a negation elsewhere in the sentence does not reach across a clause', () => {
    const token = compile('Kannst du die Rechnung INV-22 nicht bezahlen, sondern an anna@example.com schicken');
    assert.deepEqual(granted(token), [SEND]);
    assert.deepEqual(bound(token, SEND, 'recipient'), { oneOf: ['anna@example.com'], from: 'intent' });
  });

  it('a case ending or number between a particle and the verb is no negation', () => {
    // Gujarati "ના" is also "of": "INV-22 ના 120 EUR ચૂકવો" pays.
    assert.deepEqual(granted(compile('ઇન્વૉઇસ INV-22 ના 120 EUR ચૂકવો')), [PAY]);
  });

  it('a verb-final request binds what its clause names, in each of its clauses', () => {
    const token = compile('INV-22 faturasını ödeyin, 120 EUR ve faturayı anna@example.com adresine gönderin');
    assert.deepEqual(granted(token), [SEND, PAY].sort());
    assert.deepEqual(bound(token, SEND, 'recipient'), { oneOf: ['anna@example.com'], from: 'intent' });
  });
});

describe('approving, in Hindi', () => {
  it('"स्वीकार कर दो" (accept it) approves, as "मंजूर करो" does; "अस्वीकार" (reject) is another word', async () => {
    const { parseIntent } = await import('../../src/capability/compile/frame.ts');
    const graph = CapabilityGraph.builtIn();
    const verbs = (text: string): string[] => parseIntent(text, graph, 4096).operations.map((op) => op.verb);
    assert.ok(verbs('आवेदन F6-2030-1182 स्वीकार कर दो').includes('approve'));
    assert.ok(!verbs('आवेदन F6-2030-1182 अस्वीकार कर दो').includes('approve'));
  });
});
