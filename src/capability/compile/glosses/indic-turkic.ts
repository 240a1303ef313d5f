/**
 * Request words of more of South and Central Asia (glosses.ts reads them): Malayalam, Kannada,
 * Sinhala, Odia, Assamese, Pashto, Sindhi, Turkmen, Tatar, Bashkir and Uyghur. All put the verb last.
 * Malayalam is read by stems ("വാങ്ങ*" takes "വാങ്ങുക", "വാങ്ങണം", "വാങ്ങൂ", "വാങ്ങാമോ"); its negation is
 * joined ("വാങ്ങരുത്", "വാങ്ങേണ്ട"), listed as negated forms (read before the stem: longer forms
 * first), or a word after ("വേണ്ട"). Kannada and the Turkic languages write the negation inside the
 * verb ("ಕಳುಹಿಸಬೇಡಿ", "ibermäň", "җибәрмәгез", "ئەۋەتمەڭ"); Pashto and Sindhi put "مه" / "نه" before it.
 */
import type { GlossLanguage } from './language.ts';

// prettier-ignore
export const INDIC_TURKIC: readonly GlossLanguage[] = [
  { lang: 'ml', verbFinal: true, negateAfter: ['വേണ്ട', 'അരുത്'], lightCompounds: { 'ചെയ്യ*': 'ചെയ്തു_തര* ചെയ്ത്_തര* ചെയ്തുതര*' }, forms: {
    send: 'അയയ്ക്ക* അയക്ക*', pay: 'പണമടയ്ക്ക* പേയ്മെന്റ്_ചെയ്യ*', transfer: 'ട്രാൻസ്ഫർ_ചെയ്യ*', cancel: 'റദ്ദാക്ക* ക്യാൻസൽ_ചെയ്യ*', delete: 'ഇല്ലാതാക്ക* ഡിലീറ്റ്_ചെയ്യ* നീക്കം_ചെയ്യ*',
    book: 'ബുക്ക്_ചെയ്യ*', buy: 'വാങ്ങ*', order: 'ഓർഡർ_ചെയ്യ*', change: 'മാറ്റ*', update: 'അപ്ഡേറ്റ്_ചെയ്യ*', add: 'ചേർക്ക*', share: 'പങ്കിട* ഷെയർ_ചെയ്യ*',
    reply: 'മറുപടി_നൽക* മറുപടി_അയയ്ക്ക*', create: 'സൃഷ്ടിക്ക*', notify: 'അറിയിക്ക*', search: 'തിരയ*', show: 'കാണിക്ക*', check: 'പരിശോധിക്ക*',
  }, negated: {
    send: 'അയയ്ക്കരുത് അയയ്ക്കേണ്ട അയക്കരുത് അയക്കേണ്ട', pay: 'പണമടയ്ക്കരുത് പണമടയ്ക്കേണ്ട', cancel: 'റദ്ദാക്കരുത് റദ്ദാക്കേണ്ട ക്യാൻസൽ_ചെയ്യരുത് ക്യാൻസൽ_ചെയ്യേണ്ട',
    delete: 'ഇല്ലാതാക്കരുത് ഇല്ലാതാക്കേണ്ട ഡിലീറ്റ്_ചെയ്യരുത് ഡിലീറ്റ്_ചെയ്യേണ്ട', book: 'ബുക്ക്_ചെയ്യരുത് ബുക്ക്_ചെയ്യേണ്ട', buy: 'വാങ്ങരുത് വാങ്ങേണ്ട',
    order: 'ഓർഡർ_ചെയ്യരുത് ഓർഡർ_ചെയ്യേണ്ട', change: 'മാറ്റരുത് മാറ്റേണ്ട',
  } },
  { lang: 'kn', verbFinal: true, negateAfter: ['ಬೇಡ', 'ಬೇಡಿ'], lightCompounds: { ಮಾಡಿ: 'ಮಾಡಿಬಿಡಿ ಮಾಡಿ_ಬಿಡಿ ಮಾಡಿಕೊಡಿ' }, forms: {
    send: 'ಕಳುಹಿಸಿ ಕಳುಹಿಸು', pay: 'ಪಾವತಿಸಿ ಪಾವತಿ_ಮಾಡಿ', cancel: 'ರದ್ದುಮಾಡಿ ರದ್ದು_ಮಾಡಿ ರದ್ದುಗೊಳಿಸಿ', delete: 'ಅಳಿಸಿ ಅಳಿಸು ಡಿಲೀಟ್_ಮಾಡಿ', book: 'ಬುಕ್_ಮಾಡಿ',
    buy: 'ಖರೀದಿಸಿ ಕೊಳ್ಳಿ', order: 'ಆರ್ಡರ್_ಮಾಡಿ', change: 'ಬದಲಾಯಿಸಿ', update: 'ಅಪ್ಡೇಟ್_ಮಾಡಿ ನವೀಕರಿಸಿ', add: 'ಸೇರಿಸಿ', share: 'ಹಂಚಿಕೊಳ್ಳಿ', reply: 'ಉತ್ತರಿಸಿ',
    create: 'ರಚಿಸಿ', notify: 'ತಿಳಿಸಿ', search: 'ಹುಡುಕಿ', show: 'ತೋರಿಸಿ', check: 'ಪರಿಶೀಲಿಸಿ',
  }, negated: {
    send: 'ಕಳುಹಿಸಬೇಡಿ ಕಳುಹಿಸಬೇಡ', pay: 'ಪಾವತಿಸಬೇಡಿ', cancel: 'ರದ್ದುಮಾಡಬೇಡಿ ರದ್ದು_ಮಾಡಬೇಡಿ', delete: 'ಅಳಿಸಬೇಡಿ', buy: 'ಖರೀದಿಸಬೇಡಿ', book: 'ಬುಕ್_ಮಾಡಬೇಡಿ',
  } },
  { lang: 'si', verbFinal: true, negateAfter: ['එපා'], lightCompounds: { කරන්න: 'කරලා_දෙන්න කරල_දෙන්න කරදෙන්න' }, forms: {
    send: 'යවන්න', pay: 'ගෙවන්න', cancel: 'අවලංගු_කරන්න', delete: 'මකන්න මකා_දමන්න', book: 'වෙන්_කරන්න බුක්_කරන්න', buy: 'මිලදී_ගන්න', order: 'ඇණවුම්_කරන්න ඕඩර්_කරන්න',
    change: 'වෙනස්_කරන්න', update: 'යාවත්කාලීන_කරන්න', add: 'එක්_කරන්න', share: 'බෙදාගන්න', reply: 'පිළිතුරු_දෙන්න', create: 'සාදන්න', notify: 'දන්වන්න',
    search: 'සොයන්න', show: 'පෙන්වන්න', check: 'පරීක්ෂා_කරන්න',
  } },
  { lang: 'or', verbFinal: true, negateBefore: ['ନ'], negateAfter: ['ନାହିଁ'], lightCompounds: { କରନ୍ତୁ: 'କରିଦିଅନ୍ତୁ କରି_ଦିଅନ୍ତୁ' }, forms: {
    send: 'ପଠାନ୍ତୁ ପଠାଅ ପଠାଇଦିଅନ୍ତୁ', pay: 'ପେମେଣ୍ଟ_କରନ୍ତୁ ପୈଠ_କରନ୍ତୁ', cancel: 'ବାତିଲ_କରନ୍ତୁ', delete: 'ଡିଲିଟ୍_କରନ୍ତୁ ବିଲୋପ_କରନ୍ତୁ ହଟାନ୍ତୁ', book: 'ବୁକ୍_କରନ୍ତୁ',
    buy: 'କିଣନ୍ତୁ', order: 'ଅର୍ଡର_କରନ୍ତୁ', change: 'ବଦଳାନ୍ତୁ ପରିବର୍ତ୍ତନ_କରନ୍ତୁ', update: 'ଅପଡେଟ୍_କରନ୍ତୁ', add: 'ଯୋଡନ୍ତୁ', share: 'ସେୟାର_କରନ୍ତୁ', reply: 'ଉତ୍ତର_ଦିଅନ୍ତୁ',
    create: 'ତିଆରି_କରନ୍ତୁ', notify: 'ଜଣାନ୍ତୁ', search: 'ଖୋଜନ୍ତୁ', show: 'ଦେଖାନ୍ତୁ', check: 'ଯାଞ୍ଚ_କରନ୍ତୁ',
  } },
  { lang: 'as', verbFinal: true, lightCompounds: { কৰক: 'কৰি_দিয়ক কৰিদিয়ক' }, forms: {
    send: 'পঠিয়াওক পঠিয়াই_দিয়ক', pay: 'পৰিশোধ_কৰক পেমেণ্ট_কৰক', cancel: 'বাতিল_কৰক', delete: 'মচক মচি_দিয়ক ডিলিট_কৰক', book: 'বুক_কৰক', buy: 'কিনক কিনি_দিয়ক',
    order: 'অৰ্ডাৰ_কৰক', change: 'সলনি_কৰক', update: 'আপডেট_কৰক', add: 'যোগ_কৰক', share: 'শ্বেয়াৰ_কৰক', reply: 'উত্তৰ_দিয়ক', create: 'সৃষ্টি_কৰক', notify: 'জনাওক',
    search: 'বিচাৰক', show: 'দেখুৱাওক', check: 'পৰীক্ষা_কৰক',
  }, negated: { send: 'নপঠিয়াব', cancel: 'বাতিল_নকৰিব', delete: 'নমচিব', buy: 'নিকিনিব', pay: 'পৰিশোধ_নকৰিব', book: 'বুক_নকৰিব' } },
  { lang: 'ps', verbFinal: true, negateBefore: ['مه', 'نه'], forms: {
    send: 'ولېږئ ولېږه ولیږئ ولیږه واستوئ واستوه', pay: 'تادیه_کړئ تادیه_وکړئ', cancel: 'لغوه_کړئ لغو_کړئ', delete: 'حذف_کړئ پاک_کړئ ړنګ_کړئ',
    book: 'بک_کړئ رزرو_کړئ', buy: 'وپېروئ وپیرئ واخلئ', order: 'امر_وکړئ', change: 'بدل_کړئ', update: 'تازه_کړئ', add: 'اضافه_کړئ', share: 'شریک_کړئ',
    reply: 'ځواب_ورکړئ', create: 'جوړ_کړئ', notify: 'خبر_کړئ', search: 'ولټوئ', show: 'وښایئ', check: 'وګورئ چک_کړئ',
  }, negated: { cancel: 'لغوه_مه_کړئ', delete: 'حذف_مه_کړئ', book: 'بک_مه_کړئ', pay: 'تادیه_مه_کړئ' } },
  { lang: 'sd', verbFinal: true, negateBefore: ['نه'], lightCompounds: { ڪريو: 'ڪري_ڇڏيو ڪري_ڏيو' }, forms: {
    send: 'موڪليو موڪل', pay: 'ادا_ڪريو ادائگي_ڪريو', cancel: 'منسوخ_ڪريو', delete: 'ختم_ڪريو ڊليٽ_ڪريو', book: 'بڪ_ڪريو', buy: 'خريد_ڪريو خريدو',
    order: 'آرڊر_ڪريو', change: 'تبديل_ڪريو', add: 'شامل_ڪريو', reply: 'جواب_ڏيو', create: 'ٺاهيو', notify: 'ٻڌايو', search: 'ڳوليو', show: 'ڏيکاريو',
    check: 'چيڪ_ڪريو جانچ_ڪريو',
  }, negated: { cancel: 'منسوخ_نه_ڪريو', delete: 'ڊليٽ_نه_ڪريو', buy: 'خريد_نه_ڪريو', pay: 'ادا_نه_ڪريو', book: 'بڪ_نه_ڪريو' } },
  { lang: 'tk', verbFinal: true, forms: {
    send: 'iber iberiň', pay: 'töle töläň', cancel: 'ýatyr ýatyryň', delete: 'pozuň', book: 'bronla bronlaň', buy: 'satyn_al satyn_alyň',
    order: 'sargyt_et sargyt_ediň', change: 'üýtget üýtgediň', update: 'täzele täzeläň', add: 'goş goşuň', share: 'paýlaş paýlaşyň', reply: 'jogap_ber jogap_beriň',
    create: 'döret dörediň', notify: 'habar_ber habar_beriň', search: 'gözle gözläň', show: 'görkez görkeziň', check: 'barla barlaň',
  }, negated: { send: 'iberme ibermäň', pay: 'töleme tölemäň', cancel: 'ýatyrma ýatyrmaň', delete: 'pozma pozmaň', buy: 'satyn_alma satyn_almaň', book: 'bronlamaň' } },
  { lang: 'tt-ba', verbFinal: true, forms: {
    send: 'җибәр җибәрегез ебәр ебәрегеҙ', pay: 'түлә түләгез түләгеҙ', cancel: 'гамәлдән_чыгар', delete: 'бетер бетерегез юйығыҙ', book: 'брон_ит брон_итегез',
    buy: 'сатып_ал сатып_алыгыз һатып_ал һатып_алығыҙ', order: 'заказ_ит заказ_итегез заказ_бирегез', change: 'үзгәрт үзгәртегез үҙгәрт', add: 'өстә өстәгез өҫтә',
    reply: 'җавап_бир яуап_бир', notify: 'хәбәр_ит', search: 'эзлә эзләгез эҙлә', show: 'күрсәт күрсәтегез күрһәт', check: 'тикшер тикшерегез',
  }, negated: { send: 'җибәрмә җибәрмәгез ебәрмә', pay: 'түләмә түләмәгез', buy: 'сатып_алма сатып_алмагыз һатып_алма һатып_алмағыҙ', delete: 'бетермә бетермәгез' } },
  { lang: 'ug', verbFinal: true, forms: {
    send: 'ئەۋەتىڭ ئەۋەت', pay: 'تۆلەڭ', cancel: 'بىكار_قىلىڭ', delete: 'ئۆچۈرۈڭ', book: 'زاكاز_قىلىڭ', buy: 'سېتىۋېلىڭ', change: 'ئۆزگەرتىڭ', add: 'قوشۇڭ',
    share: 'ھەمبەھىرلەڭ', reply: 'جاۋاب_بېرىڭ', create: 'قۇرۇڭ', notify: 'ئۇقتۇرۇڭ', search: 'ئىزدەڭ', show: 'كۆرسىتىڭ', check: 'تەكشۈرۈڭ',
  }, negated: { send: 'ئەۋەتمەڭ', pay: 'تۆلىمەڭ', buy: 'سېتىۋالماڭ', delete: 'ئۆچۈرمەڭ', cancel: 'بىكار_قىلماڭ' } },
];
