/**
 * Tools described in Khmer, Burmese, Amharic, Sinhala and Mongolian (src/action/glosses/asian-scripts.ts):
 * for each, a read, a message sent, a payment or refund, an order or booking, a delete or cancel and
 * a role or permission given, classed by what they do through `inferClass`, and descriptions read in
 * English by `englishText`. Khmer and Burmese are cut into words and never inside a syllable;
 * Burmese, Amharic, Sinhala and Mongolian are read verb first; the letters Amharic writes alike and
 * the joiner Sinhala types inside its conjuncts fold away; Russian and Kazakh texts stay theirs
 * beside Mongolian. The tools are named with English words that say nothing of what they do, so the
 * description decides. Every name and description here was written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { englishText } from '../../src/action/foreign.ts';
import { cutWord, foldWord } from '../../src/action/glosses/compiled.ts';
import { classes, num, reads, str } from './language-cases.ts';

const cut = (word: string): string[] => cutWord(foldWord(word));

describe('Khmer: text without spaces cut into words, the verb first', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'បង្ហាញវិក្កយបត្រដែលមិនទាន់បង់របស់អតិថិជន', { customer: str }, 'read-only-retrieval'],
      ['tracker', 'ពិនិត្យសមតុល្យគណនីរបស់អតិថិជន', { account: str }, 'read-only-retrieval'],
      ['counter', 'ផ្ញើសារ SMS ទៅអតិថិជន', { phone: str, text: str }, 'message-send'],
      ['mailer', 'ផ្ញើអ៊ីមែលជូនដំណឹងទៅបុគ្គលិក', { to: str, body: str }, 'message-send'],
      ['cabinet', 'សងប្រាក់វិញទៅកាតរបស់អតិថិជន', { order: str, amount: num }, 'payment-initiate'],
      ['ledger', 'បង់ប្រាក់វិក្កយបត្រឱ្យអ្នកផ្គត់ផ្គង់', { invoice: str, amount: num }, 'payment-initiate'],
      ['clinic', 'កក់ការណាត់ជួបជាមួយវេជ្ជបណ្ឌិត', { doctor: str, date: str }, 'calendar-write'],
      ['supply', 'បញ្ជាទិញផលិតផលពីអ្នកផ្គត់ផ្គង់', { product: str, quantity: num }, 'order-manage'],
      ['drawer', 'លុបចោលការកក់បន្ទប់', { booking: str }, 'order-manage'],
      ['panel', 'លុបឯកសាររបស់អតិថិជន', { document: str }, 'file-modify'],
      ['team', 'ចាត់តាំងតួនាទីអ្នកគ្រប់គ្រងឱ្យអ្នកប្រើប្រាស់', { user: str, role: str }, 'identity-admin'],
      ['gate', 'ផ្តល់សិទ្ធិចូលប្រើដល់បុគ្គលិក', { user: str }, 'identity-admin'],
    ]);
  });

  it('reads its words in English, cut between syllables only', () => {
    reads('km', [
      ['ផ្ញើសារ SMS ទៅអតិថិជន', 'sends message SMS to customer'],
      ['លុបចោលការកក់បន្ទប់', 'cancels booking room'],
      ['បង្ហាញវិក្កយបត្រដែលមិនទាន់បង់របស់អតិថិជន', 'shows invoice unpaid of customer'],
      // "្ដ" and "្ត" are one subscript.
      ['ផ្ដល់សិទ្ធិចូលប្រើដល់បុគ្គលិក', 'grants access to staff'],
    ]);
    // "បើ" (if) before "កាលបរិច្ឆេទ" (date): "បើក" (opens) would leave a vowel sign to begin the next word.
    assert.deepEqual(cut('បើកាលបរិច្ឆេទ'), ['បើ', 'កាលបរិច្ឆេទ']);
    assert.deepEqual(cut('បើកគណនី'), ['បើក', 'គណនី']);
  });
});

describe('Burmese: text without spaces cut into words, each clause read verb first', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'ဖောက်သည်၏ မှာယူမှုများကို ပြသည်။', { customer: str }, 'read-only-retrieval'],
      ['tracker', 'ပို့ဆောင်မှု အခြေအနေကို စစ်ဆေးသည်။', { parcel: str }, 'read-only-retrieval'],
      ['album', 'ပယ်ဖျက်ထားသော မှာယူမှုများကို ပြသည်။', { customer: str }, 'read-only-retrieval'],
      ['counter', 'ဖောက်သည်ထံ SMS ပို့သည်။', { phone: str, text: str }, 'message-send'],
      ['mailer', 'ဖောက်သည်ထံ အီးမေးလ် ပို့ပေးသည်။', { to: str, body: str }, 'message-send'],
      ['cabinet', 'ဖောက်သည်၏ ကတ်သို့ ငွေပြန်အမ်းသည်။', { order: str, amount: num }, 'payment-initiate'],
      ['ledger', 'ပေးသွင်းသူ၏ ငွေတောင်းခံလွှာကို ငွေပေးချေသည်။', { invoice: str, amount: num }, 'payment-initiate'],
      ['supply', 'ပေးသွင်းသူထံမှ ကုန်ပစ္စည်းကို မှာယူသည်။', { product: str, quantity: num }, 'order-manage'],
      ['hotel', 'ဖောက်သည်အတွက် အခန်းကို ကြိုတင်မှာယူသည်။', { room: str, date: str }, 'order-manage'],
      ['drawer', 'မှာယူမှုကို ပယ်ဖျက်သည်။', { order: str }, 'order-manage'],
      // "ပြီး" (and then) keeps the cancel a verb of the sentence.
      ['closer', 'မှာယူမှုကို ပယ်ဖျက်ပြီး ရလဒ်ကို ပြသည်။', { order: str }, 'order-manage'],
      ['panel', 'ဖိုင်ကို ဖျက်သည်။', { file: str }, 'file-modify'],
      ['team', 'အသုံးပြုသူအား စီမံခန့်ခွဲသူ အခန်းကဏ္ဍကို သတ်မှတ်ပေးသည်။', { user: str, role: str }, 'identity-admin'],
      ['gate', 'ဝန်ထမ်းအား ဝင်ရောက်ခွင့် ပေးသည်။', { user: str }, 'identity-admin'],
    ]);
  });

  it('reads the verb first, its particles as nothing, a past relative form as a modifier', () => {
    reads('my', [
      ['မှာယူမှုကို ပယ်ဖျက်သည်။', 'cancels order.'],
      ['ပေးသွင်းသူ၏ ငွေတောင်းခံလွှာကို ငွေပေးချေသည်။', 'pays supplier invoice.'],
      ['မက်ဆေ့ချ်များကို ဖတ်သည်။', 'reads message.'],
    ]);
    // "ပို့စ်" (a post) is no "ပို့" (sends): the asat closes its last consonant.
    assert.deepEqual(cut('ပို့စ်'), ['ပို့စ်']);
    // "ဥ" and "ီ" stay two letters, so a folded run keeps its length.
    assert.equal(foldWord('ဥ\u102eး').length, 3);
  });
});

describe('Amharic: each clause read verb first, nouns as stems, prefixes read off', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'የደንበኛውን ትዕዛዞች ያሳያል።', { customer: str }, 'read-only-retrieval'],
      ['tracker', 'የአቅርቦቱን ሁኔታ ይፈትሻል።', { parcel: str }, 'read-only-retrieval'],
      ['album', 'የተሰረዙ ትዕዛዞችን ያሳያል።', { customer: str }, 'read-only-retrieval'],
      ['counter', 'ለደንበኛው የጽሑፍ መልዕክት ይልካል።', { phone: str, text: str }, 'message-send'],
      ['cabinet', 'ለደንበኛው ካርድ ተመላሽ ያደርጋል።', { order: str, amount: num }, 'payment-initiate'],
      ['ledger', 'የአቅራቢውን ደረሰኝ ይከፍላል።', { invoice: str, amount: num }, 'payment-initiate'],
      ['supply', 'ከአቅራቢው ምርቶችን ያዛል።', { product: str, quantity: num }, 'order-manage'],
      ['drawer', 'የደንበኛውን ትዕዛዝ ይሰርዛል።', { order: str }, 'order-manage'],
      ['panel', 'ፋይሉን ያጠፋል።', { file: str }, 'file-modify'],
      ['team', 'ለተጠቃሚው የአስተዳዳሪ ሚና ይመድባል።', { user: str, role: str }, 'identity-admin'],
      ['gate', 'ለሠራተኛው ፈቃድ ይሰጣል።', { user: str, permission: str }, 'identity-admin'],
    ]);
  });

  it('reads the verb first; letters written alike are one', () => {
    reads('am', [
      ['ለደንበኛው የጽሑፍ መልዕክት ይልካል።', 'sends customer sms.'],
      ['ፋይሉን ያጠፋል።', 'deletes file.'],
      ['የሠራተኛውን ሪፖርት ያሳያል።', 'shows staff report.'],
      ['የሰራተኛውን ሪፖርት ያሳያል።', 'shows staff report.'],
    ]);
  });
});

describe('Sinhala: a noun of action and "do" one verb, each clause read verb first', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'පාරිභෝගිකයාගේ ඇණවුම් පෙන්වයි.', { customer: str }, 'read-only-retrieval'],
      ['ledger_view', 'ගෙවීම් ඉතිහාසය පෙන්වයි.', { customer: str }, 'read-only-retrieval'],
      ['album', 'අවලංගු කළ ඇණවුම් පෙන්වයි.', { customer: str }, 'read-only-retrieval'],
      ['counter', 'පාරිභෝගිකයාට කෙටි පණිවිඩයක් යවයි.', { phone: str, text: str }, 'message-send'],
      ['cabinet', 'පාරිභෝගිකයාගේ කාඩ්පතට මුදල් ආපසු ගෙවයි.', { order: str, amount: num }, 'payment-initiate'],
      ['ledger', 'සැපයුම්කරුගේ ඉන්වොයිසිය ගෙවයි.', { invoice: str, amount: num }, 'payment-initiate'],
      ['supply', 'සැපයුම්කරුගෙන් නිෂ්පාදන ඇණවුම් කරයි.', { product: str, quantity: num }, 'order-manage'],
      ['hotel', 'පාරිභෝගිකයා සඳහා කාමරයක් වෙන් කරයි.', { room: str, date: str }, 'order-manage'],
      ['drawer', 'ඇණවුම අවලංගු කරයි.', { order: str }, 'order-manage'],
      ['panel', 'ගොනුව මකා දමයි.', { file: str }, 'file-modify'],
      ['team', 'පරිශීලකයාට පරිපාලක භූමිකාව පවරයි.', { user: str, role: str }, 'identity-admin'],
      ['gate', 'සේවකයාට අවසර ලබා දෙයි.', { user: str, permission: str }, 'identity-admin'],
    ]);
  });

  it('reads the verb first, with or without the joiner inside a conjunct', () => {
    reads('si', [
      ['ඇණවුම අවලංගු කරයි.', 'cancels order.'],
      ['ගෙවීම් ඉතිහාසය පෙන්වයි.', 'shows payment history.'],
      ['වෛද්\u200dයවරයාට පණිවිඩයක් යවයි.', 'sends doctor message.'],
      ['වෛද්යවරයාට පණිවිඩයක් යවයි.', 'sends doctor message.'],
    ]);
  });
});

describe('Mongolian beside Russian and Kazakh', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'Харилцагчийн захиалгуудыг харуулна.', { customer: str }, 'read-only-retrieval'],
      ['tracker', 'Илгээмжийн төлөвийг шалгана.', { parcel: str }, 'read-only-retrieval'],
      ['album', 'Цуцлагдсан захиалгуудыг харуулна.', { customer: str }, 'read-only-retrieval'],
      ['counter', 'Харилцагчид SMS мессеж илгээнэ.', { phone: str, text: str }, 'message-send'],
      ['cabinet', 'Харилцагчийн картад мөнгийг буцаана.', { order: str, amount: num }, 'payment-initiate'],
      ['ledger', 'Нийлүүлэгчийн нэхэмжлэхийг төлнө.', { invoice: str, amount: num }, 'payment-initiate'],
      ['supply', 'Нийлүүлэгчээс бараа захиална.', { product: str, quantity: num }, 'order-manage'],
      ['drawer', 'Захиалгыг цуцална.', { order: str }, 'order-manage'],
      ['panel', 'Файлыг устгана.', { file: str }, 'file-modify'],
      ['team', 'Хэрэглэгчид админы эрх олгоно.', { user: str, permission: str }, 'identity-admin'],
      ['roles', 'Ажилтанд үүрэг онооно.', { user: str, role: str }, 'identity-admin'],
    ]);
  });

  it('reads the verb first; a text Russian or Kazakh explains stays theirs', () => {
    reads('mn', [
      ['Захиалгыг цуцална.', 'cancels order.'],
      ['Харилцагчид SMS мессеж илгээнэ.', 'sends customer SMS message.'],
      ['Өнөөдрийн цаг захиалгыг жагсаана.', "lists today's appointment."],
    ]);
    assert.equal(englishText('Удаляет файл клиента.').lang, 'ru');
    assert.equal(englishText('Отправляет сообщение клиенту.').lang, 'ru');
    assert.equal(englishText('Файлды жояды.').lang, 'kk');
  });
});

describe('the languages read before keep their texts', () => {
  it('Thai, Chinese, Hindi, Bengali, Arabic and Ukrainian texts stay theirs; English stays as written', () => {
    assert.equal(englishText('ยกเลิกการจองของลูกค้า').lang, 'th');
    assert.equal(englishText('取消客户的订单').lang, 'zh');
    assert.equal(englishText('ग्राहक को संदेश भेजता है।').lang, 'hi');
    assert.equal(englishText('গ্রাহকের অর্ডার বাতিল করে।').lang, 'bn');
    assert.equal(englishText('يلغي طلب العميل').lang, 'ar');
    assert.equal(englishText('Скасовує замовлення клієнта.').lang, 'uk');
    const english = 'Cancels the booking of the customer.';
    assert.deepEqual(englishText(english), { text: english, glossed: 0 });
  });
});
