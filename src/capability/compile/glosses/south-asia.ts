/**
 * Request words of Iran and South Asia (glosses.ts reads them): Persian, Urdu, Bengali, Tamil,
 * Telugu, Marathi, Gujarati, Punjabi (Gurmukhi) and Nepali. All put the verb last: the English verb
 * goes to the start of its clause. Most requests are a noun with "do" or "give" ("لغو کن",
 * "বাতিল করুন", "रद्द करा"), listed as phrases so the noun alone ("cancellation") asks nothing; Hindi's
 * Devanagari stems (gloss-forms.ts) read Marathi and Nepali where the words are shared. A "do" with a
 * "give", "throw" or "leave" auxiliary ("ਰੱਦ ਕਰ ਦਿਓ", "منسوخ کر دیں", "રદ કરી દો", "বাতিল করে দিন", "रद्द
 * करून टाका") asks as the bare "do": each language's `lightCompounds` lists them once for all its nouns.
 */
import type { GlossLanguage } from './language.ts';

// prettier-ignore
export const SOUTH_ASIA: readonly GlossLanguage[] = [
  // Persian: the negation is the prefix ("نفرست": don't send; "لغو نکن": don't cancel).
  { lang: 'fa', verbFinal: true, forms: {
    send: 'بفرست بفرستید بفرستین ارسال_کن ارسال_کنید', notify: 'اطلاع_بده اطلاع_بدهید خبر_بده خبر_بدهید', pay: 'بپرداز بپردازید پرداخت_کن پرداخت_کنید واریز_کن واریز_کنید',
    transfer: 'انتقال_بده انتقال_بدهید کارت_به_کارت_کن', refund: 'بازپرداخت_کن پول_را_برگردان مسترد_کن پول_را_پس_بده', cancel: 'لغو_کن لغو_کنید کنسل_کن کنسل_کنید',
    delete: 'حذف_کن حذف_کنید پاک_کنید', book: 'رزرو_کن رزرو_کنید', buy: 'بخر بخرید', order: 'سفارش_بده سفارش_بدهید', change: 'تغییر_بده تغییر_بدهید عوض_کن',
    add: 'اضافه_کن اضافه_کنید', share: 'به_اشتراک_بگذار', reply: 'پاسخ_بده پاسخ_دهید جواب_بده', create: 'ایجاد_کن ایجاد_کنید بساز بسازید', approve: 'تأیید_کن تایید_کن',
    move: 'منتقل_کن جابجا_کن', invite: 'دعوت_کن', search: 'جستجو_کن بگرد', find: 'پیدا_کن', show: 'نشان_بده نمایش_بده', check: 'بررسی_کن چک_کن',
    set: 'تنظیم_کن تنظیم_کنید', 'give access': 'دسترسی_بده دسترسی_بدهید', revoke: 'دسترسی_را_بگیر', issue: 'صادر_کن صادر_کنید فاکتور_بزن', close: 'ببند ببندید', text: 'پیامک_بده پیامک_بفرست', message: 'پیام_بده پیام_بفرست', email: 'ایمیل_بزن', register: 'ثبت_نام_کن', update: 'به_روز_کن بروز_کن آپدیت_کن', post: 'منتشر_کن پست_کن', forward: 'فوروارد_کن', 'make an appointment': 'وقت_بگیر', reschedule: 'عقب_بینداز',
  }, negated: {
    send: 'نفرست نفرستید ارسال_نکن ارسال_نکنید', pay: 'نپرداز نپردازید پرداخت_نکن پرداخت_نکنید', cancel: 'لغو_نکن لغو_نکنید', delete: 'حذف_نکن حذف_نکنید',
    book: 'رزرو_نکن', buy: 'نخر نخرید',
  } },
  // Urdu: "مت بھیجو", "نہ بھیجیں" (don't send).
  { lang: 'ur', verbFinal: true, negateBefore: ['مت', 'نہ'], lightCompounds: { کرو: 'کر_دو کر_ڈالو', کریں: 'کر_دیں کر_دیجیے کر_دیجئے کر_ڈالیں', دو: 'دے_دو', دیں: 'دے_دیں' }, nounAfter: ['کا', 'کی', 'کے', 'کو', 'میں', 'سے', 'پر', 'نے', 'والا', 'والی', 'والے'], forms: {
    send: 'بھیجو بھیجیں بھیج_دو بھیج_دیں بھیجئے بھیجیے', pay: 'ادا_کرو ادا_کریں ادائیگی_کرو ادائیگی_کریں', transfer: 'ٹرانسفر_کرو ٹرانسفر_کریں',
    refund: 'رقم_واپس_کرو رقم_واپس_کریں ریفنڈ_کرو ریفنڈ_کریں پیسے_واپس_کرو پیسے_واپس_کریں', cancel: 'منسوخ_کرو منسوخ_کریں کینسل_کرو کینسل_کریں', delete: 'حذف_کرو حذف_کریں ڈیلیٹ_کرو ڈیلیٹ_کریں مٹا_دو مٹا_دیں',
    book: 'بک_کرو بک_کریں', buy: 'خریدو خریدیں خرید_لو', order: 'آرڈر_کرو آرڈر_کریں', change: 'تبدیل_کرو تبدیل_کریں بدل_دو بدلو', update: 'اپڈیٹ_کرو اپڈیٹ_کریں',
    add: 'شامل_کرو شامل_کریں', share: 'شیئر_کرو شیئر_کریں', reply: 'جواب_دو جواب_دیں', create: 'بناؤ بنائیں', approve: 'منظور_کرو منظور_کریں',
    notify: 'مطلع_کرو مطلع_کریں کو_بتا_دو کو_بتائیں', move: 'منتقل_کرو منتقل_کریں', search: 'تلاش_کرو تلاش_کریں', show: 'دکھاؤ دکھائیں', check: 'چیک_کرو چیک_کریں',
    set: 'سیٹ_کرو سیٹ_کریں', 'give access': 'رسائی_دو رسائی_دیں', close: 'بند_کرو بند_کریں', issue: 'جاری_کرو جاری_کریں', register: 'رجسٹر_کرو رجسٹر_کریں', text: 'میسج_کرو میسج_کریں', forward: 'فارورڈ_کرو فارورڈ_کریں', post: 'پوسٹ_کرو پوسٹ_کریں',
  } },
  // Bengali: "বাতিল করো না" (don't cancel): the negation follows.
  { lang: 'bn', verbFinal: true, negateAfter: ['না', 'নয়'], lightCompounds: { করো: 'করে_দাও করে_ফেলো', করুন: 'করে_দিন করে_ফেলুন করে_দেবেন' }, forms: {
    send: 'পাঠাও পাঠান পাঠিয়ে_দাও পাঠিয়ে_দিন', pay: 'পরিশোধ_করো পরিশোধ_করুন পেমেন্ট_করো পেমেন্ট_করুন', transfer: 'ট্রান্সফার_করো ট্রান্সফার_করুন',
    refund: 'রিফান্ড_করো রিফান্ড_করুন টাকা_ফেরত_দাও টাকা_ফেরত_দিন', cancel: 'বাতিল_করো বাতিল_করুন ক্যানসেল_করো ক্যানসেল_করুন',
    delete: 'মুছে_ফেলো মুছে_ফেলুন মুছে_দাও মুছে_দিন ডিলিট_করো ডিলিট_করুন', book: 'বুক_করো বুক_করুন', buy: 'কিনুন কিনে_দাও কিনে_দিন',
    order: 'অর্ডার_করো অর্ডার_করুন অর্ডার_দাও অর্ডার_দিন', change: 'পরিবর্তন_করো পরিবর্তন_করুন বদলাও বদলান', update: 'আপডেট_করো আপডেট_করুন', add: 'যোগ_করো যোগ_করুন',
    share: 'শেয়ার_করো শেয়ার_করুন', create: 'তৈরি_করো তৈরি_করুন', approve: 'অনুমোদন_করো অনুমোদন_করুন', notify: 'অবহিত_করুন', move: 'সরাও সরান',
    search: 'খুঁজুন খুঁজে_দাও', show: 'দেখাও দেখান', check: 'চেক_করো চেক_করুন যাচাই_করুন',
    set: 'সেট_করো সেট_করুন', 'give access': 'অ্যাক্সেস_দাও অ্যাক্সেস_দিন', close: 'বন্ধ_করো বন্ধ_করুন', issue: 'ইস্যু_করো ইস্যু_করুন', register: 'রেজিস্টার_করো রেজিস্টার_করুন নিবন্ধন_করুন', text: 'মেসেজ_করো মেসেজ_করুন', reply: 'উত্তর_দাও উত্তর_দিন', forward: 'ফরওয়ার্ড_করো ফরওয়ার্ড_করুন', post: 'পোস্ট_করো পোস্ট_করুন',
  } },
  // Tamil: "அனுப்ப வேண்டாம்" (don't send).
  { lang: 'ta', verbFinal: true, negateAfter: ['வேண்டாம்'], lightCompounds: { செய்: 'செய்து_விடு செய்துவிடு', செய்யவும்: 'செய்து_விடவும் செய்துவிடவும்', செய்யுங்கள்: 'செய்து_விடுங்கள் செய்துவிடுங்கள்' }, forms: {
    send: 'அனுப்பு அனுப்புங்கள் அனுப்பவும்', pay: 'செலுத்து செலுத்துங்கள் செலுத்தவும்', change: 'மாற்று மாற்றவும் மாற்றுங்கள்',
    cancel: 'ரத்து_செய் ரத்து_செய்யவும் ரத்து_செய்யுங்கள்', delete: 'நீக்கு நீக்கவும் நீக்குங்கள் அழிக்கவும்', book: 'முன்பதிவு_செய் முன்பதிவு_செய்யவும்',
    buy: 'வாங்கு வாங்கவும் வாங்குங்கள்', order: 'ஆர்டர்_செய் ஆர்டர்_செய்யவும்', update: 'புதுப்பி புதுப்பிக்கவும்', add: 'சேர்க்கவும்', share: 'பகிர் பகிரவும்',
    create: 'உருவாக்கு உருவாக்கவும்', notify: 'தெரிவி தெரிவிக்கவும்', move: 'நகர்த்து நகர்த்தவும்', search: 'தேடு தேடவும்', show: 'காட்டு காட்டவும்',
    check: 'சரிபார் சரிபார்க்கவும்',
  }, negated: {
    send: 'அனுப்ப_வேண்டாம்', pay: 'செலுத்த_வேண்டாம்', cancel: 'ரத்து_செய்ய_வேண்டாம்', delete: 'நீக்க_வேண்டாம்', buy: 'வாங்க_வேண்டாம்',
  } },
  // Telugu: the negation is a suffix ("పంపవద్దు", "పంపకండి": don't send).
  { lang: 'te', verbFinal: true, negateAfter: ['వద్దు'], lightCompounds: { చేయి: 'చేసేయి చేసి_పెట్టు', చేయండి: 'చేసేయండి చేసి_పెట్టండి' }, forms: {
    send: 'పంపు పంపండి పంపించు పంపించండి', pay: 'చెల్లించు చెల్లించండి', transfer: 'బదిలీ_చేయండి', refund: 'రీఫండ్_చేయండి', cancel: 'రద్దు_చేయి రద్దు_చేయండి',
    delete: 'తొలగించు తొలగించండి', book: 'బుక్_చేయి బుక్_చేయండి', buy: 'కొను కొనండి', order: 'ఆర్డర్_చేయి ఆర్డర్_చేయండి', change: 'మార్చు మార్చండి',
    update: 'అప్డేట్_చేయండి', add: 'జోడించు జోడించండి', share: 'షేర్_చేయండి', create: 'సృష్టించు సృష్టించండి', approve: 'ఆమోదించు ఆమోదించండి',
    notify: 'తెలియజేయి తెలియజేయండి', move: 'తరలించు తరలించండి', search: 'వెతుకు వెతకండి', show: 'చూపించు చూపించండి', check: 'తనిఖీ_చేయండి',
  }, negated: {
    send: 'పంపవద్దు పంపకండి', pay: 'చెల్లించవద్దు చెల్లించకండి', cancel: 'రద్దు_చేయవద్దు రద్దు_చేయకండి', delete: 'తొలగించవద్దు తొలగించకండి', buy: 'కొనవద్దు కొనకండి',
  } },
  // Marathi: "पाठवू नका" (don't send). Hindi's stems read "रद्द करा", "बुक करा", "बदला".
  { lang: 'mr', verbFinal: true, negateAfter: ['नका', 'नकोस'], lightCompounds: { करा: 'करून_टाका करून_द्या', द्या: 'देऊन_टाका' }, forms: {
    send: 'पाठवा पाठव पाठवून_द्या', pay: 'पैसे_भरा पेमेंट_करा भरणा_करा', cancel: 'रद्द_करा कॅन्सल_करा', book: 'बुक_करा', order: 'ऑर्डर_करा', transfer: 'ट्रान्सफर*', delete: 'हटवा काढून_टाका', buy: 'खरेदी_करा विकत_घ्या', add: 'जोडा',
    share: 'शेअर_करा', create: 'तयार_करा', notify: 'कळवा', search: 'शोधा', show: 'दाखवा', check: 'तपासा',
  } },
  // Gujarati: "ન મોકલો" before, "મોકલો નહીં" after ("ના" is also "of": not read as a negation).
  { lang: 'gu', verbFinal: true, negateBefore: ['ન'], negateAfter: ['નહીં', 'નહિ'], lightCompounds: { કરો: 'કરી_દો કરી_દેજો કરી_નાખો કરી_આપો' }, forms: {
    send: 'મોકલો મોકલી_દો', pay: 'ચૂકવો ચુકવણી_કરો પેમેન્ટ_કરો', transfer: 'ટ્રાન્સફર_કરો', refund: 'રિફંડ_કરો પૈસા_પાછા_આપો', cancel: 'રદ_કરો કેન્સલ_કરો',
    delete: 'કાઢી_નાખો ડિલીટ_કરો', book: 'બુક_કરો', buy: 'ખરીદો', order: 'ઓર્ડર_કરો', change: 'બદલો', update: 'અપડેટ_કરો', add: 'ઉમેરો', share: 'શેર_કરો',
    create: 'બનાવો', approve: 'મંજૂર_કરો', notify: 'જાણ_કરો', move: 'ખસેડો', search: 'શોધો', show: 'બતાવો', check: 'તપાસો ચેક_કરો',
  } },
  // Punjabi in Gurmukhi: "ਨਾ ਭੇਜੋ" (don't send).
  { lang: 'pa', verbFinal: true, negateBefore: ['ਨਾ', 'ਮਤ'], negateAfter: ['ਨਹੀਂ'], lightCompounds: { ਕਰੋ: 'ਕਰ_ਦਿਓ ਕਰ_ਦੇਵੋ ਕਰ_ਦਿਉ' }, forms: {
    send: 'ਭੇਜੋ ਭੇਜ_ਦਿਓ', pay: 'ਭੁਗਤਾਨ_ਕਰੋ ਪੇਮੈਂਟ_ਕਰੋ', transfer: 'ਟ੍ਰਾਂਸਫਰ_ਕਰੋ', refund: 'ਰਿਫੰਡ_ਕਰੋ', cancel: 'ਰੱਦ_ਕਰੋ ਕੈਂਸਲ_ਕਰੋ', delete: 'ਮਿਟਾਓ ਹਟਾਓ ਡਿਲੀਟ_ਕਰੋ',
    book: 'ਬੁੱਕ_ਕਰੋ', buy: 'ਖਰੀਦੋ', order: 'ਆਰਡਰ_ਕਰੋ', change: 'ਬਦਲੋ', update: 'ਅੱਪਡੇਟ_ਕਰੋ', add: 'ਜੋੜੋ ਸ਼ਾਮਲ_ਕਰੋ', share: 'ਸਾਂਝਾ_ਕਰੋ ਸ਼ੇਅਰ_ਕਰੋ', create: 'ਬਣਾਓ',
    notify: 'ਸੂਚਿਤ_ਕਰੋ', search: 'ਲੱਭੋ ਖੋਜੋ', show: 'ਦਿਖਾਓ', check: 'ਜਾਂਚ_ਕਰੋ ਚੈੱਕ_ਕਰੋ',
  } },
  // Nepali: the negation is the prefix ("नपठाउनुहोस्": don't send; "रद्द नगर्नुहोस्" is read by Hindi's stem).
  { lang: 'ne', verbFinal: true, lightCompounds: { गर्नुहोस्: 'गरिदिनुहोस् गरी_दिनुहोस् गरिदिनुस्', गर्नुस्: 'गरिदिनुस्' }, forms: {
    send: 'पठाउनुहोस् पठाउनुस् पठाऊ पठाइदिनुहोस् पठाइदिनुस्', pay: 'तिर्नुहोस् तिर्नुस् भुक्तानी_गर्नुहोस् भुक्तानी_गर्नुस्', refund: 'पैसा_फिर्ता_गर्नुहोस्',
    delete: 'मेटाउनुहोस्', buy: 'किन्नुहोस् किन्नुस् किनिदिनुहोस्', order: 'अर्डर_गर्नुहोस् अर्डर_गर्नुस्', change: 'परिवर्तन_गर्नुहोस् फेर्नुहोस्', add: 'थप्नुहोस् थप्नुस्',
    share: 'सेयर_गर्नुहोस्', notify: 'जानकारी_दिनुहोस् खबर_गर्नुहोस्', show: 'देखाउनुहोस् देखाउनुस्', transfer: 'ट्रान्सफर*',
  }, negated: { send: 'नपठाउनुहोस् नपठाउनुस् नपठाऊ', pay: 'नतिर्नुहोस्', buy: 'नकिन्नुहोस्' } },
  // Hindi and Urdu typed in Latin letters ("researcher ko kuch mat bhejna", "paise wapas kar do"), often beside English words
  // ("duplicate mark kar do"): only its own verbs are listed; "mat" and "na" before one forbid it, "nahi" after it.
  { lang: 'hi-Latn', verbFinal: true, negateBefore: ['mat', 'na'], negateAfter: ['nahi', 'nahin'], forms: {
    send: 'bhejo bhejna bhejiye bhejen bhejein bhej_do bhej_dena bhejdo', forward: 'aage_bhejo aage_bhej_do',
    refund: 'paise_wapas_karo paise_wapas_kar_do paise_lauta_do', delete: 'hatao hata_do mitao mita_do', cancel: 'radd_karo radd_kar_do',
    pay: 'bhugtan_karo bhugtan_kar_do', tell: 'batao bata_do bataiye',
  } },
];
