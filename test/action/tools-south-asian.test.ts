/**
 * Tools described in Urdu, Pashto, Marathi, Nepali, Tamil and Telugu (src/action/glosses/south-asian.ts
 * and dravidian.ts): for each, a read, a message sent, a payment or refund, an order or booking, a
 * delete or cancel and a role or permission given, classed by what they do through `inferClass`,
 * and descriptions read in English by `englishText`, each clause verb first. Texts of the languages
 * read before in the same scripts (Hindi, Persian, Arabic) and beside them stay theirs. The tools are
 * named with English words that say nothing of what they do, so the description decides. Every name
 * and description here was written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { englishText } from '../../src/action/foreign.ts';
import { classes, num, reads, str } from './language-cases.ts';

describe('Urdu: postpositions apart, a noun of action and its light verb one verb', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'گاہک کے تمام آرڈرز کی فہرست دکھاتا ہے۔', { customer: str }, 'read-only-retrieval'],
      ['tracker', 'پارسل کی ترسیل کی کیفیت چیک کرتا ہے۔', { parcel: str }, 'read-only-retrieval'],
      ['counter', 'گاہک کو ایس ایم ایس بھیجتا ہے۔', { phone: str, text: str }, 'message-send'],
      ['cabinet', 'گاہک کے کارڈ پر رقم واپس کرتا ہے۔', { order: str, amount: num }, 'payment-initiate'],
      ['ledger', 'سپلائر کے انوائس کی ادائیگی کرتا ہے۔', { invoice: str, amount: num }, 'payment-initiate'],
      ['clinic', 'ڈاکٹر کے ساتھ ملاقات بک کرتا ہے۔', { doctor: str, date: str }, 'calendar-write'],
      ['supply', 'سپلائر سے مصنوعات آرڈر کرتا ہے۔', { product: str, quantity: num }, 'order-manage'],
      ['drawer', 'گاہک کی بکنگ منسوخ کرتا ہے۔', { booking: str }, 'order-manage'],
      ['panel', 'گاہک کی دستاویز حذف کرتا ہے۔', { document: str }, 'file-modify'],
      ['team', 'صارف کو ایڈمن کا کردار تفویض کرتا ہے۔', { user: str, role: str }, 'identity-admin'],
      ['gate', 'ملازم کو رسائی دیتا ہے۔', { user: str }, 'identity-admin'],
    ]);
  });

  it('reads each clause verb first; a participle modifies, "allows … to" says nothing', () => {
    reads('ur', [
      ['گاہک کی بکنگ منسوخ کرتا ہے۔', 'cancels customer booking.'],
      ['منسوخ شدہ بکنگز دکھاتا ہے۔', 'shows booking.'],
      ['ادائیگی کی تفصیلات دکھاتا ہے۔', 'shows payment details.'],
      ['صارفین کو مصنوعات تلاش کرنے کی اجازت دیتا ہے۔', 'searches users products.'],
    ]);
  });
});

describe('Pashto: its own letters, read verb first', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'د پېرودونکي ټول فرمایشونه ښيي.', { customer: str }, 'read-only-retrieval'],
      ['counter', 'پېرودونکي ته پیغام لېږي.', { phone: str, text: str }, 'message-send'],
      ['cabinet', 'د پېرودونکي کارت ته پیسې بېرته ورکوي.', { order: str, amount: num }, 'payment-initiate'],
      ['ledger', 'د پلورونکي رسید تادیه کوي.', { receipt: str, amount: num }, 'payment-initiate'],
      ['clinic', 'د ډاکټر سره ملاقات بک کوي.', { doctor: str, date: str }, 'calendar-write'],
      ['drawer', 'د پېرودونکي بکنګ لغوه کوي.', { booking: str }, 'order-manage'],
      ['panel', 'دوتنه حذف کوي.', { file: str }, 'file-modify'],
      ['team', 'کاروونکي ته د اډمین رول ټاکي.', { user: str, role: str }, 'identity-admin'],
      ['gate', 'کارمند ته اجازه ورکوي.', { user: str, permission: str }, 'identity-admin'],
    ]);
  });

  it('reads each clause verb first', () => {
    reads('ps', [
      ['د پېرودونکي بکنګ لغوه کوي.', 'cancels customer booking.'],
      ['پېرودونکي ته پیغام لېږي.', 'sends customer message.'],
      ['لغوه شوي بکنګونه ښيي.', 'shows booking.'],
    ]);
  });
});

describe('Marathi beside Hindi: case endings on the noun', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'ग्राहकाच्या सर्व ऑर्डरची यादी दाखवते.', { customer: str }, 'read-only-retrieval'],
      ['counter', 'ग्राहकाला एसएमएस पाठवते.', { phone: str, text: str }, 'message-send'],
      ['cabinet', 'ग्राहकाच्या कार्डवर पैसे परत करते.', { order: str, amount: num }, 'payment-initiate'],
      ['ledger', 'पुरवठादाराचे बीजक भरते.', { invoice: str, amount: num }, 'payment-initiate'],
      ['clinic', 'डॉक्टरांची अपॉइंटमेंट बुक करते.', { doctor: str, date: str }, 'calendar-write'],
      ['supply', 'पुरवठादाराकडे उत्पादनांची ऑर्डर करते.', { product: str, quantity: num }, 'order-manage'],
      ['drawer', 'ग्राहकाची ऑर्डर रद्द करते.', { order: str }, 'order-manage'],
      ['panel', 'फाइल हटवते.', { file: str }, 'file-modify'],
      ['team', 'वापरकर्त्याला प्रशासकाची भूमिका नियुक्त करते.', { user: str, role: str }, 'identity-admin'],
      ['gate', 'कर्मचाऱ्याला परवानगी देते.', { user: str, permission: str }, 'identity-admin'],
    ]);
  });

  it('reads each clause verb first', () => {
    reads('mr', [
      ['ग्राहकाची ऑर्डर रद्द करते.', 'cancels customer order.'],
      ['ग्राहकाला एसएमएस पाठवते.', 'sends customer sms.'],
      ['रद्द केलेल्या ऑर्डर दाखवते.', 'shows order.'],
    ]);
  });
});

describe('Nepali beside Hindi: postpositions on the noun, after its plural', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'ग्राहकका सबै अर्डरहरूको सूची देखाउँछ।', { customer: str }, 'read-only-retrieval'],
      ['counter', 'ग्राहकलाई एसएमएस पठाउँछ।', { phone: str, text: str }, 'message-send'],
      ['cabinet', 'ग्राहकको कार्डमा पैसा फिर्ता गर्छ।', { order: str, amount: num }, 'payment-initiate'],
      ['ledger', 'आपूर्तिकर्ताको बिजक भुक्तानी गर्छ।', { invoice: str, amount: num }, 'payment-initiate'],
      ['clinic', 'डाक्टरसँग अपोइन्टमेन्ट बुक गर्छ।', { doctor: str, date: str }, 'calendar-write'],
      ['supply', 'आपूर्तिकर्ताबाट उत्पादनहरू अर्डर गर्छ।', { product: str, quantity: num }, 'order-manage'],
      ['drawer', 'ग्राहकको बुकिङ रद्द गर्छ।', { booking: str }, 'order-manage'],
      ['panel', 'कागजात मेटाउँछ।', { document: str }, 'file-modify'],
      ['team', 'प्रयोगकर्तालाई प्रशासकको भूमिका तोक्छ।', { user: str, role: str }, 'identity-admin'],
      ['gate', 'कर्मचारीलाई अनुमति दिन्छ।', { user: str, permission: str }, 'identity-admin'],
    ]);
  });

  it('reads each clause verb first', () => {
    reads('ne', [
      ['ग्राहकको बुकिङ रद्द गर्छ।', 'cancels customer booking.'],
      ['ग्राहकलाई इमेल पठाउँछ।', 'sends customer email.'],
      ['रद्द गरिएका अर्डरहरू देखाउँछ।', 'shows order.'],
    ]);
  });
});

describe('Tamil: nouns as stems under their case endings', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'வாடிக்கையாளரின் ஆர்டர்களைப் பட்டியலிடுகிறது.', { customer: str }, 'read-only-retrieval'],
      ['tracker', 'பார்சல் டெலிவரியின் நிலையைச் சரிபார்க்கிறது.', { parcel: str }, 'read-only-retrieval'],
      ['counter', 'வாடிக்கையாளருக்கு குறுஞ்செய்தி அனுப்புகிறது.', { phone: str, text: str }, 'message-send'],
      ['cabinet', 'வாடிக்கையாளரின் அட்டைக்குப் பணத்தைத் திருப்பி அளிக்கிறது.', { order: str, amount: num }, 'payment-initiate'],
      ['ledger', 'சப்ளையரின் பில்லைச் செலுத்துகிறது.', { bill: str, amount: num }, 'payment-initiate'],
      ['clinic', 'மருத்துவருடன் சந்திப்பை முன்பதிவு செய்கிறது.', { doctor: str, date: str }, 'calendar-write'],
      ['drawer', 'வாடிக்கையாளரின் ஆர்டரை ரத்து செய்கிறது.', { order: str }, 'order-manage'],
      ['panel', 'கோப்பை நீக்குகிறது.', { file: str }, 'file-modify'],
      ['team', 'பயனருக்கு நிர்வாகி பங்கை ஒதுக்குகிறது.', { user: str, role: str }, 'identity-admin'],
      ['gate', 'ஊழியருக்கு அனுமதி வழங்குகிறது.', { user: str, permission: str }, 'identity-admin'],
    ]);
  });

  it('reads each clause verb first; a participle modifies', () => {
    reads('ta', [
      ['வாடிக்கையாளரின் ஆர்டரை ரத்து செய்கிறது.', 'cancels customer order.'],
      ['இன்றைய முன்பதிவுகளைக் காட்டுகிறது.', "shows today's bookings."],
      ['ரத்து செய்யப்பட்ட ஆர்டர்களைக் காட்டுகிறது.', 'shows orders.'],
    ]);
  });
});

describe('Telugu: an ending set apart by a zero-width non-joiner read as nothing', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'కస్టమర్ యొక్క అన్ని ఆర్డర్‌లను చూపిస్తుంది.', { customer: str }, 'read-only-retrieval'],
      ['counter', 'కస్టమర్‌కు ఎస్ఎంఎస్ పంపుతుంది.', { phone: str, text: str }, 'message-send'],
      ['cabinet', 'కస్టమర్ కార్డుకు డబ్బు తిరిగి ఇస్తుంది.', { order: str, amount: num }, 'payment-initiate'],
      ['ledger', 'సరఫరాదారు బిల్లును చెల్లిస్తుంది.', { bill: str, amount: num }, 'payment-initiate'],
      ['clinic', 'డాక్టర్‌తో అపాయింట్‌మెంట్ బుక్ చేస్తుంది.', { doctor: str, date: str }, 'calendar-write'],
      ['supply', 'సరఫరాదారు నుండి ఉత్పత్తులను ఆర్డర్ చేస్తుంది.', { product: str, quantity: num }, 'order-manage'],
      ['drawer', 'బుకింగ్‌ను రద్దు చేస్తుంది.', { booking: str }, 'order-manage'],
      ['panel', 'ఫైల్‌ను తొలగిస్తుంది.', { file: str }, 'file-modify'],
      ['team', 'వినియోగదారుకు నిర్వాహక పాత్రను కేటాయిస్తుంది.', { user: str, role: str }, 'identity-admin'],
      ['gate', 'సిబ్బందికి అనుమతి ఇస్తుంది.', { user: str, permission: str }, 'identity-admin'],
    ]);
  });

  it('reads each clause verb first; "allows … to" says nothing', () => {
    reads('te', [
      ['కస్టమర్‌కు ఎస్ఎంఎస్ పంపుతుంది.', 'sends customer sms.'],
      ['రద్దు చేయబడిన ఆర్డర్‌లను చూపిస్తుంది.', 'shows order.'],
      ['వినియోగదారులు ఉత్పత్తులను శోధించడానికి అనుమతిస్తుంది.', 'searches user product.'],
    ]);
  });
});

describe('the languages read before keep their texts', () => {
  it('Hindi, Persian, Arabic, Bengali, Thai, Russian and Indonesian texts stay theirs; English stays as written', () => {
    const texts: readonly (readonly [string, string])[] = [
      ['ग्राहक की बुकिंग रद्द करता है।', 'hi'],
      ['ग्राहकों को संदेश भेजें', 'hi'],
      // Shared words with Hindi's light verbs and participles: Hindi's (Marathi and Nepali read them alike).
      ['ऑर्डर करें', 'hi'],
      ['रद्द किया गया ऑर्डर', 'hi'],
      ['سفارش مشتری را لغو می‌کند.', 'fa'],
      ['فایل را حذف کنید', 'fa'],
      ['لغو کنید', 'fa'],
      ['يرسل رسالة نصية إلى العميل.', 'ar'],
      ['গ্রাহকের বুকিং বাতিল করে।', 'bn'],
      ['ลบไฟล์ของลูกค้า', 'th'],
      ['Удаляет файл клиента.', 'ru'],
      ['Membatalkan pesanan pelanggan.', 'id'],
    ];
    for (const [text, lang] of texts) assert.equal(englishText(text).lang, lang, text);
    const english = 'Cancels the booking of the customer.';
    assert.deepEqual(englishText(english), { text: english, glossed: 0 });
  });
});

describe('a verb-final clause that opens with a list of names', () => {
  it('keeps its verb first across the commas of the list and the dots inside a name ("itch.io")', () => {
    classes([
      [
        'vault',
        'Steam, GOG அல்லது itch.io விசைகளை உருவாக்கிப் பெறுநரின் மின்னஞ்சலுக்கு அனுப்பும். ஒவ்வொரு விசையும் விளையாட்டைத் திறக்கும்.',
        { count: num, email: str },
        'message-send',
      ],
    ]);
  });
});
