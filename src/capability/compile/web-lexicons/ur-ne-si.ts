/**
 * Urdu, Nepali and Sinhala, and Sinhala in Latin letters: the words of web tasks and of page controls. A
 * noun with any form of "do" or "give", vector verbs included ("آرڈر کر دیں", "بک کر دیجیے", "अर्डर
 * गरिदिनुहोस्", "ඇණවුම් කරලා දෙන්න", "book karanna"), is read by `lightVerbs` (../web-morphology.ts). Urdu and Nepali ask with a
 * verb's polite imperative ("خریدیں", "किन्नुहोस्") or a noun and its "do" ("آرڈر کریں", "बुक
 * गर्नुहोस्"), read as a phrase; Urdu's "کریں" is no Persian ending ("کنید"), so a Persian "تلاش کن"
 * (try) is no Urdu "تلاش کریں" (search). Sinhala asks with the "-න්න" imperative ("ගෙවන්න",
 * "යවන්න") and a noun and "කරන්න" (do). Nepali writes in Devanagari as Hindi and Marathi do, with its
 * own forms; its "किन" (buy) is also "why", so only "किन्नुहोस्" is read.
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const UR_NE_SI: readonly Lexicon[] = [
  { lang: 'ur',
    lightVerbs: 'کریں کرو کر+دیں کر+دو کر+دیجیے کر+دیجئے کیجیے کیجئے کرائیں کروائیں کروا+دیں کروا+دو کرا+دیں کرا+دو کر+لیں کر+لو کرنا کر+دینا دیں دو دیجیے دیجئے لیں لو لیجیے',
    markers: 'کو ذرا بھی پلیز',
    lightNouns: { order: 'خرید بک ریزرو ریزرویشن منگوا', post: 'ریویو کمنٹ پوسٹ جواب سوال شکایت درخواست رائے لکھ بھیج پوچھ', pay: 'ادا پیمنٹ',
      look: 'تلاش چیک موازنہ سرچ ڈھونڈ', settings: 'بند چالو آن آف فعال غیرفعال', commit: 'جمع درج سبمٹ', save: 'محفوظ سیو اپڈیٹ' }, negations: 'نہ نہیں مت بغیر کبھی', determiners: 'یہ وہ اس اُس ایک میرا میری میرے', pronouns: 'مجھے ہمیں اسے',
    forms: {
      look: 'تلاش+کریں ڈھونڈیں ڈھونڈو چیک+کریں موازنہ+کریں دیکھیں دکھائیں',
      order: 'خریدیں خریدو خرید+لیں آرڈر+کریں آرڈر+دیں بک+کریں بکنگ+کریں کرائے+پر+لیں',
      post: 'لکھیں لکھو بھیجیں بھیجو پوسٹ+کریں جواب+دیں پوچھیں پوچھو تبصرہ+کریں شیئر+کریں',
      pay: 'ادائیگی+کریں ادا+کریں رقم+بھیجیں پیسے+بھیجیں پیمنٹ+کریں',
      settings: 'بند+کریں بند+کرو چالو+کریں آن+کریں آف+کریں غیرفعال+کریں فعال+کریں' },
    controls: {
      look: 'فلٹر ترتیب+دیں', order: 'کارٹ+میں+شامل+کریں کارٹ+میں+ڈالیں ٹوکری+میں+ڈالیں ابھی+خریدیں چیک+آؤٹ', pay: 'ابھی+ادائیگی+کریں',
      commit: 'تصدیق+کریں جمع+کرائیں منظور', save: 'محفوظ+کریں سیو+کریں', remove: 'حذف+کریں مٹائیں ہٹائیں ڈیلیٹ+کریں', step: 'اگلا آگے جاری+رکھیں',
      leave: 'منسوخ منسوخ+کریں واپس بند+کریں' },
    nouns: { order: 'آرڈر بکنگ خریداری', pay: 'ادائیگی', post: 'پیغام تبصرہ' },
    places: { order: 'کارٹ ٹوکری آرڈر ادائیگی بکنگ', settings: 'ترتیبات اکاؤنٹ پروفائل', post: 'پیغامات تبصرے' } },
  { lang: 'ne',
    lightVerbs: 'गर्नुहोस् गर्नुस् गर गरिदिनुहोस् गरिदिनुस् गरिदेऊ गरिदेउ दिनुहोस् दिनुस् देऊ लिनुहोस्', negatedLightVerbs: 'नगर्नुहोस् नगर्नुस् नगर',
    markers: 'लाई पनि कृपया',
    lightNouns: { order: 'बुक आरक्षण', post: 'पोस्ट रिभ्यु प्रश्न', look: 'खोजी जाँच तुलना', settings: 'बन्द अन अफ', commit: 'पेश दर्ता', save: 'सेभ सुरक्षित' }, negations: 'नगर्नुहोस् नगर न होइन छैन बिना कहिल्यै', determiners: 'यो त्यो यस उस एउटा मेरो', pronouns: 'मलाई हामीलाई उसलाई',
    forms: {
      look: 'खोज्नुहोस् हेर्नुहोस् जाँच+गर्नुहोस् तुलना+गर्नुहोस् देखाउनुहोस् पत्ता+लगाउनुहोस्',
      order: 'किन्नुहोस् किनिदिनुहोस् अर्डर+गर्नुहोस् बुक+गर्नुहोस् बुकिङ+गर्नुहोस् आरक्षण+गर्नुहोस्',
      post: 'लेख्नुहोस् पठाउनुहोस् पोस्ट+गर्नुहोस् जवाफ+दिनुहोस् सोध्नुहोस् टिप्पणी+गर्नुहोस्',
      pay: 'भुक्तानी+गर्नुहोस् तिर्नुहोस् पैसा+पठाउनुहोस् रकम+पठाउनुहोस्',
      settings: 'बन्द+गर्नुहोस् अन+गर्नुहोस् अफ+गर्नुहोस्' },
    controls: {
      look: 'क्रमबद्ध+गर्नुहोस्', order: 'कार्टमा+थप्नुहोस् कार्टमा+राख्नुहोस् अहिले+किन्नुहोस्', pay: 'अहिले+भुक्तानी+गर्नुहोस्',
      commit: 'पुष्टि+गर्नुहोस् पेश+गर्नुहोस् स्वीकार+गर्नुहोस्', save: 'सुरक्षित+गर्नुहोस् सेभ+गर्नुहोस्', remove: 'मेटाउनुहोस् हटाउनुहोस्',
      step: 'अर्को अगाडि+बढ्नुहोस् जारी+राख्नुहोस्', leave: 'रद्द+गर्नुहोस् पछाडि फर्कनुहोस् बन्द+गर्नुहोस्' },
    nouns: { look: 'खोजी', order: 'अर्डर बुकिङ खरिद', pay: 'भुक्तानी', post: 'सन्देश टिप्पणी जवाफ' },
    places: { order: 'कार्ट अर्डर भुक्तानी बुकिङ', settings: 'सेटिङ सेटिङहरू प्रोफाइल', post: 'सन्देशहरू टिप्पणीहरू' } },
  { lang: 'si',
    lightVerbs: 'කරන්න කරලා+දෙන්න කරල+දෙන්න කරදෙන්න කර+දෙන්න දෙන්න ගන්න', markers: 'කරුණාකර',
    lightNouns: { order: 'බුක් ඕඩර් මිලදී ඇණවුම්', post: 'පළ පිළිතුරු කමෙන්ට් රිවිව්', pay: 'ගෙවීම්', look: 'පරීක්ෂා සෙවීම', settings: 'ඕෆ් ඕන්', commit: 'ඉදිරිපත්', save: 'සේව්' }, negations: 'එපා නැහැ නැත නැතුව කවදාවත්', determiners: 'මේ ඒ අර එක මගේ ඔබේ', pronouns: 'මට අපට ඔහුට',
    forms: {
      look: 'සොයන්න පරීක්ෂා+කරන්න සසඳන්න පෙන්වන්න බලන්න',
      order: 'මිලදී+ගන්න ඇණවුම්+කරන්න ඇණවුම+කරන්න වෙන්+කරන්න බුක්+කරන්න කුලියට+ගන්න',
      post: 'ලියන්න යවන්න පළ+කරන්න පිළිතුරු+දෙන්න අහන්න විමසන්න',
      pay: 'ගෙවන්න ගෙවීම්+කරන්න ගෙවීම+කරන්න මුදල්+යවන්න',
      settings: 'ක්‍රියාවිරහිත+කරන්න ඕෆ්+කරන්න ඕන්+කරන්න' },
    controls: {
      look: 'පෙරහන', order: 'කරත්තයට+එක්+කරන්න කූඩයට+එක්+කරන්න දැන්+මිලදී+ගන්න', pay: 'දැන්+ගෙවන්න', commit: 'තහවුරු+කරන්න ඉදිරිපත්+කරන්න එකඟ+වෙමි',
      save: 'සුරකින්න සුරැකීම', remove: 'මකන්න මකා+දමන්න ඉවත්+කරන්න', step: 'ඊළඟ ඉදිරියට', leave: 'අවලංගු+කරන්න අවලංගු ආපසු වසන්න' },
    nouns: { look: 'සෙවීම', order: 'ඇණවුම වෙන්කිරීම', pay: 'ගෙවීම', post: 'පණිවිඩය අදහස' },
    places: { order: 'කරත්තය ඇණවුම ගෙවීම', settings: 'සැකසුම් ගිණුම පැතිකඩ', post: 'පණිවිඩ අදහස්' } },
  // Sinhala in Latin letters ("book karanna", "SMS off karanna", "yawanna"): its "do" and "give" after a noun or an English word.
  { lang: 'si-Latn', negations: 'epa naha nathuwa', determiners: 'ara eka mage oyage', pronouns: 'mata apita',
    lightVerbs: 'karanna karala+denna karanna+puluwanda karapan denna ganna',
    lightNouns: { order: 'miladi wen', post: 'pala', commit: 'idiripath' },
    forms: { look: 'hoyanna search+karanna check+karanna balanna+puluwanda', order: 'book+karanna order+karanna miladi+ganna wen+karanna',
      post: 'yawanna liyanna ahanna post+karanna', pay: 'gewanna pay+karanna gewim+karanna payment+karanna' },
    controls: { commit: 'confirm+karanna', save: 'save+karanna', remove: 'delete+karanna', step: 'idiriyata', leave: 'cancel+karanna' }, nouns: {}, places: {} },
];
