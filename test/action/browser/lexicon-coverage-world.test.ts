import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { labelEffect, labelRemoves } from '../../../src/action/browser/labels.ts';
import { chargesByPeriod } from '../../../src/action/browser/prices.ts';
import { unaskedRecurring } from '../../../src/action/browser/recurring.ts';
import { foreignWebRequests } from '../../../src/capability/compile/lexicon-web.ts';
import { classOfButton, describeLanguageRows, scopeOf } from './controls.ts';

/**
 * Per language, labels and tasks written for this test, in the language's ordinary words: a search,
 * a buy and a book button, a send button, a save button (on a settings page), a pay button, a
 * delete and a next button, a task that buys or books, one that writes to someone, and one that
 * compares prices and buys nothing.
 */
// prettier-ignore
const TABLE: readonly { lang: string; look: string; buy: string; book: string; send: string; save: string; pay: string; remove: string; step: string;
  orders: string; posts: string; notBuying: string }[] = [
  { lang: 'lt', look: 'Ieškoti', buy: 'Į krepšelį', book: 'Rezervuoti dabar', send: 'Siųsti žinutę', save: 'Išsaugoti', pay: 'Mokėti dabar', remove: 'Ištrinti', step: 'Toliau',
    orders: 'nupirk man du bilietus į koncertą šeštadienį', posts: 'parašyk pardavėjui, kad dviratį pasiimsiu rytoj', notBuying: 'palygink kainas, bet nieko nepirk' },
  { lang: 'lv', look: 'Meklēt', buy: 'Ielikt grozā', book: 'Rezervēt', send: 'Nosūtīt ziņu', save: 'Saglabāt', pay: 'Maksāt tagad', remove: 'Dzēst', step: 'Turpināt',
    orders: 'nopērc man divas biļetes uz sestdienu', posts: 'uzraksti pārdevējam, ka riteni paņemšu rīt', notBuying: 'salīdzini cenas, bet neko nepērc' },
  { lang: 'et', look: 'Otsi', buy: 'Lisa ostukorvi', book: 'Broneeri kohe', send: 'Saada sõnum', save: 'Salvesta', pay: 'Maksa kohe', remove: 'Kustuta', step: 'Jätka',
    orders: 'osta mulle kaks piletit laupäevaks', posts: 'kirjuta müüjale, et võtan ratta homme', notBuying: 'võrdle hindu, aga ära osta midagi' },
  { lang: 'is', look: 'Leita', buy: 'Setja í körfu', book: 'Bóka núna', send: 'Senda skilaboð', save: 'Vista breytingar', pay: 'Greiða núna', remove: 'Eyða', step: 'Áfram',
    orders: 'kauptu tvo miða á tónleikana á laugardaginn', posts: 'skrifaðu seljandanum að ég sæki hjólið á morgun', notBuying: 'berðu saman verðin en ekki kaupa neitt' },
  { lang: 'ga', look: 'Cuardaigh', buy: 'Cuir sa chiseán', book: 'Cuir in áirithe anois', send: 'Seol teachtaireacht', save: 'Sábháil', pay: 'Íoc anois', remove: 'Scrios', step: 'Ar aghaidh',
    orders: 'ceannaigh dhá thicéad don cheolchoirm Dé Sathairn', posts: 'scríobh chuig an díoltóir go mbaileoidh mé an rothar amárach', notBuying: 'déan comparáid idir na praghsanna ach ná ceannaigh aon rud' },
  { lang: 'cy', look: 'Chwilio', buy: 'Ychwanegu at y fasged', book: 'Archebu nawr', send: 'Anfon neges', save: 'Cadw', pay: 'Talu nawr', remove: 'Dileu', step: 'Nesaf',
    orders: 'prynwch ddau docyn ar gyfer dydd Sadwrn', posts: 'anfonwch neges at y gwerthwr i ddweud y byddaf yn casglu yfory', notBuying: 'cymharwch y prisiau ond peidiwch â phrynu dim' },
  { lang: 'eu', look: 'Bilatu', buy: 'Gehitu saskira', book: 'Erreserbatu orain', send: 'Bidali mezua', save: 'Gorde', pay: 'Ordaindu orain', remove: 'Ezabatu', step: 'Hurrengoa',
    orders: 'erosi bi sarrera larunbaterako kontzerturako', posts: 'idatzi saltzaileari bizikleta bihar jasoko dudala', notBuying: 'konparatu prezioak baina ez erosi ezer' },
  { lang: 'gl', look: 'Buscar', buy: 'Engadir ao carro', book: 'Reservar agora', send: 'Enviar mensaxe', save: 'Gardar', pay: 'Pagar agora', remove: 'Eliminar', step: 'Seguinte',
    orders: 'merca dúas entradas para o sábado', posts: 'escribe ao vendedor que recollo a bicicleta mañá', notBuying: 'compara os prezos pero non merques nada' },
  { lang: 'mt', look: 'Fittex', buy: 'Żid mal-karrettun', book: 'Ibbukkja issa', send: 'Ibgħat messaġġ', save: 'Issejvja', pay: 'Ħallas issa', remove: 'Ħassar', step: 'Kompli',
    orders: 'ixtri żewġ biljetti għall-kunċert nhar is-Sibt', posts: 'ikteb lill-bejjiegħ li se niġbor ir-rota għada', notBuying: 'qabbel il-prezzijiet imma tixtrix xejn' },
  { lang: 'lb', look: 'Sichen', buy: 'An de Kuerf', book: 'Reservéieren', send: 'Schécken', save: 'Späicheren', pay: 'Elo bezuelen', remove: 'Läschen', step: 'Weider',
    orders: 'kaf mir zwee Ticketen fir e Samschdeg', posts: 'schreif dem Verkeefer, datt ech de Vëlo muer ofhuelen', notBuying: 'vergläich d\'Präisser, awer kaf näischt' },
  { lang: 'af', look: 'Soek', buy: 'Voeg by mandjie', book: 'Bespreek nou', send: 'Stuur boodskap', save: 'Stoor', pay: 'Betaal nou', remove: 'Skrap', step: 'Volgende',
    orders: 'koop vir my twee kaartjies vir Saterdag', posts: 'skryf vir die verkoper dat ek die fiets môre kom haal', notBuying: 'vergelyk die pryse maar moenie iets koop nie' },
  { lang: 'sq', look: 'Kërko', buy: 'Shto në shportë', book: 'Rezervo tani', send: 'Dërgo mesazhin', save: 'Ruaj', pay: 'Paguaj tani', remove: 'Fshi', step: 'Vazhdo',
    orders: 'bli dy bileta për koncertin të shtunën', posts: 'shkruaj shitësit që do ta marr biçikletën nesër', notBuying: 'krahaso çmimet, por mos bli asgjë' },
  { lang: 'sl', look: 'Išči', buy: 'Dodaj v košarico', book: 'Rezerviraj', send: 'Pošlji sporočilo', save: 'Shrani', pay: 'Plačaj zdaj', remove: 'Izbriši', step: 'Naprej',
    orders: 'kupi mi dve vstopnici za soboto', posts: 'napiši prodajalcu, da kolo prevzamem jutri', notBuying: 'primerjaj cene, ampak ne kupi ničesar' },
  { lang: 'mk', look: 'Пребарај', buy: 'Додај во кошничка', book: 'Резервирај', send: 'Испрати порака', save: 'Зачувај', pay: 'Плати сега', remove: 'Избриши', step: 'Продолжи',
    orders: 'купи ми два билети за сабота', posts: 'напиши му на продавачот дека ќе го земам велосипедот утре', notBuying: 'спореди ги цените, но немој ништо да купуваш' },
  { lang: 'be', look: 'Шукаць', buy: 'Дадаць у кошык', book: 'Забраніраваць', send: 'Адправіць паведамленне', save: 'Захаваць', pay: 'Аплаціць зараз', remove: 'Выдаліць', step: 'Далей',
    orders: 'купі мне два квіткі на суботу', posts: 'напішы прадаўцу, што я забяру ровар заўтра', notBuying: 'параўнай цэны, але нічога не купляй' },
  { lang: 'ka', look: 'ძებნა', buy: 'კალათაში დამატება', book: 'დაჯავშნა', send: 'გაგზავნა', save: 'შენახვა', pay: 'გადახდა ახლავე', remove: 'წაშლა', step: 'შემდეგი',
    orders: 'იყიდე ორი ბილეთი შაბათის კონცერტზე', posts: 'მისწერე გამყიდველს, რომ ველოსიპედს ხვალ წავიღებ', notBuying: 'შეადარე ფასები, მაგრამ არაფერი იყიდო' },
  { lang: 'hy', look: 'Որոնել', buy: 'Ավելացնել զամբյուղ', book: 'Ամրագրել', send: 'Ուղարկել հաղորդագրություն', save: 'Պահպանել', pay: 'Վճարել հիմա', remove: 'Ջնջել', step: 'Շարունակել',
    orders: 'գնիր երկու տոմս շաբաթ օրվա համերգի համար', posts: 'գրիր վաճառողին, որ հեծանիվը վաղը կվերցնեմ', notBuying: 'համեմատիր գները, բայց ոչինչ մի գնիր' },
  { lang: 'az', look: 'Axtar', buy: 'Səbətə at', book: 'Bron et', send: 'Mesaj göndər', save: 'Yadda saxla', pay: 'İndi ödə', remove: 'Sil', step: 'Növbəti',
    orders: 'şənbə üçün iki bilet satın al', posts: 'satıcıya mesaj göndərin ki velosipedi sabah götürəcəyəm', notBuying: 'qiymətləri müqayisə edin, amma heç nə almayın' },
  { lang: 'kk', look: 'Іздеу', buy: 'Себетке қосу', book: 'Брондау', send: 'Хабарлама жіберу', save: 'Сақтау', pay: 'Қазір төлеу', remove: 'Жою', step: 'Келесі',
    orders: 'сенбіге екі билет сатып ал', posts: 'сатушыға хабарлама жіберіңіз: велосипедті ертең аламын', notBuying: 'бағаларды салыстыр, бірақ ештеңе сатып алма' },
  { lang: 'ky', look: 'Издөө', buy: 'Себетке кошуу', book: 'Брондоо', send: 'Жөнөтүү', save: 'Сактоо', pay: 'Азыр төлөө', remove: 'Өчүрүү', step: 'Кийинки',
    orders: 'ишембиге эки билет сатып ал', posts: 'сатуучуга жазыңыз, велосипедди эртең алам', notBuying: 'бааларды салыштыр, бирок эч нерсе сатып алба' },
  { lang: 'uz', look: 'Qidirish', buy: 'Savatga qoʻshish', book: 'Bron qilish', send: 'Xabar yuborish', save: 'Saqlash', pay: 'Hozir toʻlash', remove: 'Oʻchirish', step: 'Keyingi',
    orders: 'shanba uchun ikkita chipta sotib ol', posts: 'sotuvchiga yozing, velosipedni ertaga olaman', notBuying: 'narxlarni solishtiring, lekin hech narsa sotib olmang' },
  { lang: 'tg', look: 'Ҷустуҷӯ кунед', buy: 'Ба сабад илова кунед', book: 'Брон кунед', send: 'Фиристед', save: 'Захира кунед', pay: 'Ҳозир пардохт кунед', remove: 'Ҳазф кунед', step: 'Идома',
    orders: 'барои шанбе ду чипта харед', posts: 'ба фурӯшанда нависед, ки велосипедро фардо мегирам', notBuying: 'нархҳоро муқоиса кунед, вале ҳеҷ чиз нахаред' },
  { lang: 'mn', look: 'Хайх', buy: 'Сагсанд нэмэх', book: 'Захиалах', send: 'Илгээх', save: 'Хадгалах', pay: 'Одоо төлөх', remove: 'Устгах', step: 'Дараах',
    orders: 'бямба гарагийн хоёр тасалбар худалдаж ав', posts: 'худалдагчид дугуйг маргааш авна гэж бичээрэй', notBuying: 'үнийг харьцуул, гэхдээ юу ч бүү худалдаж ав' },
  { lang: 'bn', look: 'খুঁজুন', buy: 'কার্টে যোগ করুন', book: 'বুক করুন', send: 'বার্তা পাঠান', save: 'সংরক্ষণ করুন', pay: 'পরিশোধ করুন', remove: 'মুছুন', step: 'পরবর্তী',
    orders: 'শনিবারের জন্য দুটি টিকিট কিনুন', posts: 'বিক্রেতাকে জিজ্ঞেস করুন ডেলিভারি কবে হবে', notBuying: 'দাম তুলনা করুন কিন্তু কিছুই কিনবেন না' },
  { lang: 'mr', look: 'शोधा', buy: 'कार्टमध्ये जोडा', book: 'बुक करा', send: 'संदेश पाठवा', save: 'जतन करा', pay: 'पेमेंट करा', remove: 'हटवा', step: 'पुढे',
    orders: 'शनिवारसाठी दोन तिकिटे खरेदी करा', posts: 'विक्रेत्याला विचारा की डिलिव्हरी कधी होईल', notBuying: 'किंमतींची तुलना करा पण काहीही खरेदी करू नका' },
  { lang: 'gu', look: 'શોધો', buy: 'કાર્ટમાં ઉમેરો', book: 'બુક કરો', send: 'સંદેશ મોકલો', save: 'સાચવો', pay: 'ચુકવણી કરો', remove: 'કાઢી નાખો', step: 'આગળ',
    orders: 'શનિવાર માટે બે ટિકિટ ખરીદો', posts: 'વેચનારને પૂછો કે ડિલિવરી ક્યારે થશે', notBuying: 'કિંમતોની સરખામણી કરો પણ કંઈ ખરીદશો નહીં' },
  { lang: 'pa', look: 'ਖੋਜੋ', buy: 'ਕਾਰਟ ਵਿੱਚ ਸ਼ਾਮਲ ਕਰੋ', book: 'ਬੁੱਕ ਕਰੋ', send: 'ਸੁਨੇਹਾ ਭੇਜੋ', save: 'ਸੇਵ ਕਰੋ', pay: 'ਭੁਗਤਾਨ ਕਰੋ', remove: 'ਮਿਟਾਓ', step: 'ਅੱਗੇ',
    orders: 'ਸ਼ਨੀਵਾਰ ਲਈ ਦੋ ਟਿਕਟਾਂ ਖਰੀਦੋ', posts: 'ਵੇਚਣ ਵਾਲੇ ਨੂੰ ਪੁੱਛੋ ਕਿ ਡਿਲੀਵਰੀ ਕਦੋਂ ਹੋਵੇਗੀ', notBuying: 'ਕੀਮਤਾਂ ਦੀ ਤੁਲਨਾ ਕਰੋ ਪਰ ਕੁਝ ਵੀ ਨਾ ਖਰੀਦੋ' },
  { lang: 'ta', look: 'தேடு', buy: 'கூடையில் சேர்', book: 'முன்பதிவு செய்', send: 'அனுப்பு', save: 'சேமி', pay: 'பணம் செலுத்து', remove: 'நீக்கு', step: 'அடுத்து',
    orders: 'சனிக்கிழமைக்கு இரண்டு டிக்கெட்டுகள் வாங்கவும்', posts: 'விற்பனையாளருக்கு ஒரு செய்தி அனுப்பவும்', notBuying: 'விலைகளை ஒப்பிடவும், ஆனால் எதுவும் வாங்க வேண்டாம்' },
  { lang: 'te', look: 'వెతకండి', buy: 'కార్ట్\u200cకు జోడించండి', book: 'బుక్ చేయండి', send: 'పంపండి', save: 'సేవ్ చేయండి', pay: 'చెల్లించండి', remove: 'తొలగించండి', step: 'తదుపరి',
    orders: 'శనివారం కోసం రెండు టిక్కెట్లు కొనండి', posts: 'అమ్మకందారుకి సందేశం పంపండి', notBuying: 'ధరలను పోల్చండి కానీ ఏమీ కొనవద్దు' },
  { lang: 'kn', look: 'ಹುಡುಕಿ', buy: 'ಕಾರ್ಟ್\u200cಗೆ ಸೇರಿಸಿ', book: 'ಬುಕ್ ಮಾಡಿ', send: 'ಕಳುಹಿಸಿ', save: 'ಉಳಿಸಿ', pay: 'ಪಾವತಿಸಿ', remove: 'ಅಳಿಸಿ', step: 'ಮುಂದಿನ',
    orders: 'ಶನಿವಾರಕ್ಕೆ ಎರಡು ಟಿಕೆಟ್ ಖರೀದಿಸಿ', posts: 'ಮಾರಾಟಗಾರರಿಗೆ ಸಂದೇಶ ಕಳುಹಿಸಿ', notBuying: 'ಬೆಲೆಗಳನ್ನು ಹೋಲಿಸಿ ಆದರೆ ಏನನ್ನೂ ಖರೀದಿಸಬೇಡಿ' },
  { lang: 'ml', look: 'തിരയുക', buy: 'കാർട്ടിലേക്ക് ചേർക്കുക', book: 'ബുക്ക് ചെയ്യുക', send: 'അയയ്ക്കുക', save: 'സംരക്ഷിക്കുക', pay: 'പണമടയ്ക്കുക', remove: 'ഇല്ലാതാക്കുക', step: 'തുടരുക',
    orders: 'ശനിയാഴ്ചത്തേക്ക് രണ്ട് ടിക്കറ്റുകൾ വാങ്ങുക', posts: 'വിൽപ്പനക്കാരന് ഒരു സന്ദേശം അയയ്ക്കുക', notBuying: 'വിലകൾ താരതമ്യം ചെയ്യുക, പക്ഷേ ഒന്നും വാങ്ങരുത്' },
  { lang: 'ur', look: 'تلاش کریں', buy: 'کارٹ میں شامل کریں', book: 'بک کریں', send: 'پیغام بھیجیں', save: 'محفوظ کریں', pay: 'ادائیگی کریں', remove: 'حذف کریں', step: 'اگلا',
    orders: 'ہفتے کے لیے دو ٹکٹ خریدیں', posts: 'بیچنے والے سے پوچھیں کہ ڈیلیوری کب ہوگی', notBuying: 'قیمتوں کا موازنہ کریں لیکن کچھ نہ خریدیں' },
  { lang: 'ne', look: 'खोज्नुहोस्', buy: 'कार्टमा थप्नुहोस्', book: 'बुक गर्नुहोस्', send: 'सन्देश पठाउनुहोस्', save: 'सेभ गर्नुहोस्', pay: 'भुक्तानी गर्नुहोस्', remove: 'मेटाउनुहोस्', step: 'अर्को',
    orders: 'शनिबारका लागि दुई टिकट किन्नुहोस्', posts: 'बिक्रेतालाई डेलिभरी कहिले हुन्छ भनेर सोध्नुहोस्', notBuying: 'मूल्य तुलना गर्नुहोस् तर केही पनि नकिन्नुहोस्' },
  { lang: 'si', look: 'සොයන්න', buy: 'කරත්තයට එක් කරන්න', book: 'වෙන් කරන්න', send: 'යවන්න', save: 'සුරකින්න', pay: 'ගෙවන්න', remove: 'මකන්න', step: 'ඊළඟ',
    orders: 'සෙනසුරාදා සඳහා ටිකට් දෙකක් මිලදී ගන්න', posts: 'විකුණුම්කරුගෙන් බෙදාහැරීම කවදාදැයි අහන්න', notBuying: 'මිල ගණන් සසඳන්න, නමුත් කිසිවක් මිලදී ගන්න එපා' },
  { lang: 'ckb', look: 'بگەڕێ', buy: 'زیادکردن بۆ سەبەتە', book: 'بیکڕە', send: 'بنێرە', save: 'پاشەکەوتکردن', pay: 'ئێستا پارە بدە', remove: 'سڕینەوە', step: 'دواتر',
    orders: 'دوو بلیت بۆ شەممە بکڕە', posts: 'بۆ فرۆشیارەکە بنووسە کە سبەینێ پاسکیلەکە دەبەم', notBuying: 'نرخەکان بەراورد بکە بەڵام هیچ مەکڕە' },
  { lang: 'kmr', look: 'Bigere', buy: 'Li sepetê zêde bike', book: 'Niha bikire', send: 'Bişîne', save: 'Tomar bike', pay: 'Niha bide', remove: 'Jê bibe', step: 'Berdewam bike',
    orders: 'ji bo şemiyê du bilêtan bikire', posts: 'ji firoşkar re binivîse ku ez ê sibê duçerxeyê bibim', notBuying: 'bihayan berhev bike lê tiştekî nekire' },
  { lang: 'am', look: 'ፈልግ', buy: 'ወደ ጋሪ ጨምር', book: 'ቦታ ያስይዙ', send: 'ይላኩ', save: 'አስቀምጥ', pay: 'ይክፈሉ', remove: 'ሰርዝ', step: 'ቀጣይ',
    orders: 'ለቅዳሜ ሁለት ትኬቶች ይግዙ', posts: 'ሻጩን ማድረሻው መቼ እንደሆነ ይጠይቁ', notBuying: 'ዋጋዎችን ያወዳድሩ ግን ምንም አይግዙ' },
  { lang: 'so', look: 'Raadi', buy: 'Ku dar dambiisha', book: 'Boos qabso', send: 'Fariin dir', save: 'Kaydi', pay: 'Bixi hadda', remove: 'Tirtir', step: 'Sii wad',
    orders: 'ii iibso laba tigidh Sabtida', posts: 'iibiyaha u qor in aan baaskiilka berri qaadanayo', notBuying: 'is barbar dhig qiimaha laakiin waxba ha iibsan' },
  { lang: 'ha', look: 'Nemi', buy: 'Ƙara a kwando', book: 'Yi oda', send: 'Aika saƙo', save: 'Ajiye', pay: 'Biya yanzu', remove: 'Goge', step: 'Ci gaba',
    orders: 'ka saya mini tikiti biyu na ranar Asabar', posts: 'rubuta wa mai sayarwa cewa zan karɓi keken gobe', notBuying: 'kwatanta farashi amma kada ka sayi komai' },
  { lang: 'zu', look: 'Sesha', buy: 'Engeza enqolini', book: 'Bhuka', send: 'Thumela', save: 'Londoloza', pay: 'Khokha manje', remove: 'Susa', step: 'Qhubeka',
    orders: 'thenga amathikithi amabili ngoMgqibelo', posts: 'thumela umthengisi umlayezo ukuthi ngizolanda ibhayisikili kusasa', notBuying: 'qhathanisa amanani kodwa ungathengi lutho' },
  { lang: 'xh', look: 'Khangela', buy: 'Faka enqwelweni', book: 'Bhukisha', send: 'Thumela', save: 'Gcina', pay: 'Hlawula ngoku', remove: 'Cima', step: 'Qhubeka',
    orders: 'thenga amatikiti amabini ngoMgqibelo', posts: 'thumela umthengisi umyalezo ukuba ndiza kulanda ibhayisikile ngomso', notBuying: 'thelekisa amaxabiso kodwa musa ukuthenga nto' },
  { lang: 'rw', look: 'Shakisha', buy: 'Shyira mu gitebo', book: 'Tumiza', send: 'Ohereza', save: 'Bika', pay: 'Ishyura ubu', remove: 'Siba', step: 'Komeza',
    orders: 'tumiza amatike abiri yo ku wa Gatandatu', posts: 'ohereza umucuruzi ubutumwa ko nzafata igare ejo', notBuying: 'gereranya ibiciro ariko ntugure ikintu' },
  { lang: 'mg', look: 'Tadiavo', buy: 'Ampidiro anaty harona', book: 'Mamandrika', send: 'Alefaso', save: 'Tehirizo', pay: 'Aloavy izao', remove: 'Fafao', step: 'Tohizo',
    orders: 'vidio tapakila roa ho an ny Sabotsy', posts: 'soraty ny mpivarotra fa halaiko rahampitso ny bisikileta', notBuying: 'ampitahao ny vidiny fa aza mividy na inona na inona' },
  { lang: 'jv', look: 'Goleki', buy: 'Lebokna kranjang', book: 'Pesen saiki', send: 'Kirimen', save: 'Simpen', pay: 'Bayar saiki', remove: 'Busak', step: 'Terusake',
    orders: 'tukokna tiket loro kanggo dina Setu', posts: 'kirimen pesen marang bakul yen sesuk aku njupuk sepedhane', notBuying: 'bandhingake regane nanging aja tuku apa-apa' },
  { lang: 'su', look: 'Milarian', buy: 'Lebetkeun kana karanjang', book: 'Mésér ayeuna', send: 'Kirimkeun', save: 'Simpen', pay: 'Mayar ayeuna', remove: 'Pupus', step: 'Teraskeun',
    orders: 'mésér dua tikét kanggo dinten Saptu', posts: 'kirimkeun pesen ka nu ngical yén énjing abdi nyandak sapédahna', notBuying: 'bandingkeun hargana tapi ulah meuli nanaon' },
  { lang: 'ceb', look: 'Pangitaa', buy: 'Idugang sa cart', book: 'Palita karon', send: 'Ipadala', save: 'Tipigi', pay: 'Bayri karon', remove: 'Tangtanga', step: 'Padayon',
    orders: 'palita kog duha ka tiket para sa Sabado', posts: 'isulat sa tigbaligya nga kuhaon nako ang bisikleta ugma', notBuying: 'itandi ang mga presyo pero ayaw pagpalit bisan unsa' },
  { lang: 'my', look: 'ရှာဖွေ', buy: 'ခြင်းတောင်းထဲထည့်', book: 'ဘွတ်ကင်', send: 'ပို့မည်', save: 'သိမ်းဆည်း', pay: 'ငွေပေးချေ', remove: 'ဖယ်ရှား', step: 'ရှေ့ဆက်',
    orders: 'စနေနေ့အတွက် လက်မှတ်နှစ်စောင် ဝယ်ပေးပါ', posts: 'ရောင်းသူကို မက်ဆေ့ချ်ပို့ပေးပါ', notBuying: 'ဈေးနှုန်းတွေ နှိုင်းယှဉ်ပါ ဘာမှ မဝယ်ပါနဲ့' },
  { lang: 'km', look: 'ស្វែងរក', buy: 'បន្ថែមទៅកន្ត្រក', book: 'កក់ឥឡូវ', send: 'ផ្ញើសារ', save: 'រក្សាទុក', pay: 'បង់ប្រាក់', remove: 'លុប', step: 'បន្ទាប់',
    orders: 'សូមទិញសំបុត្រពីរសម្រាប់ថ្ងៃសៅរ៍', posts: 'សូមផ្ញើសារទៅអ្នកលក់', notBuying: 'ប្រៀបធៀបតម្លៃ ប៉ុន្តែកុំទិញអ្វីទាំងអស់' },
  { lang: 'lo', look: 'ຄົ້ນຫາ', buy: 'ເພີ່ມໃສ່ກະຕ່າ', book: 'ຈອງ', send: 'ສົ່ງຂໍ້ຄວາມ', save: 'ບັນທຶກ', pay: 'ຈ່າຍເງິນ', remove: 'ລຶບ', step: 'ຕໍ່ໄປ',
    orders: 'ຊ່ວຍຈອງປີ້ລົດໄຟໄປວັງວຽງວັນເສົາ', posts: 'ສອບຖາມຜູ້ຂາຍວ່າຍັງມີສີແດງບໍ່', notBuying: 'ປຽບທຽບລາຄາແຕ່ບໍ່ຕ້ອງຊື້ຫຍັງ' },
];

describeLanguageRows('the web lexicon in the languages added for unseen sites', TABLE);

describe("the added languages leave the other languages' words as they were", () => {
  it('a word of an added language that is a common word elsewhere asks nothing there', () => {
    // Latvian "pērc" (buy) is read with its accent only: the Hungarian "perc" is a minute.
    assert.ok(!scopeOf('Nézd meg, mennyibe kerül a 30 perc vezetési óra').includes('order-manage'));
    // Hausa "saya" (buy) is left out: the Indonesian "saya" is "my".
    assert.ok(!scopeOf('cek status pesanan saya di toko').includes('order-manage'));
    assert.notEqual(classOfButton('Akun saya').actionClass, 'order-manage');
    // Albanian "posto" (post) is left out: the Italian "posto" is a seat.
    assert.ok(!scopeOf('trova un posto tranquillo vicino alla finestra').includes('message-send'));
    // Welsh "tala" (pay) is left out: the Swedish "tala" is to speak.
    assert.ok(!scopeOf('jämför priserna och tala om vilken som är billigast').includes('payment-initiate'));
    // Kinyarwanda "gura" (buy) is read only as "kugura" or "Gura ubu": the Romanian "gura" names places.
    assert.ok(!scopeOf('caută cazare în Gura Humorului').includes('order-manage'));
    // Slovenian "deli" (share) is left out: a deli is a shop.
    assert.ok(!scopeOf('find a deli near the station').includes('message-send'));
    assert.ok(foreignWebRequests('find a deli near the station').every((r) => r.kind === 'look'));
  });

  it('a Galician negation refuses Galician words only, never a Spanish booking beside a non-stop flight', () => {
    assert.ok(scopeOf('Reserva un vuelo non-stop a Roma para el viernes').includes('order-manage'));
    assert.ok(!scopeOf('compara os voos pero non mercar nada').includes('order-manage'));
  });

  it("Icelandic and Estonian words that are other languages' words stay theirs", () => {
    assert.notEqual(classOfButton('Vista previa').actionClass, 'account-modify', 'the Spanish "vista" is a view');
    assert.notEqual(labelEffect('Vista previa', []).kind, 'write');
    assert.ok(!scopeOf('haluan saada tarjouksen huomenna').includes('message-send'), 'the Finnish "saada" is to get');
    assert.ok(!scopeOf('vasta huomenna katson hinnat').includes('message-send'), 'the Finnish "vasta" is only');
  });
});

describe('scripts without spaces, and words a page may mean two ways', () => {
  it('a Burmese cancel is no delete; a Burmese delete, left unread, escalates', () => {
    assert.equal(labelRemoves('ပယ်ဖျက်'), false);
    assert.equal(labelEffect('ပယ်ဖျက်', []).kind, 'read');
    assert.equal(classOfButton('ဖျက်ရန်').uncertain, true);
  });

  it('a word that cancels or deletes is read as the removal it may be', () => {
    for (const label of ['ሰርዝ', 'Hagarika ifatabuguzi']) assert.ok(labelRemoves(label), label);
  });

  it('a Malayalam "close" that also pays a bill is never read as closing', () => {
    assert.notEqual(labelEffect('ബിൽ അടയ്ക്കുക', []).kind, 'read');
    assert.equal(classOfButton('ബിൽ അടയ്ക്കുക').uncertain, true);
  });

  it('a Khmer or Lao noun of buying in a task asks to buy nothing', () => {
    assert.ok(!scopeOf('ពិនិត្យប្រវត្តិការទិញរបស់ខ្ញុំ').includes('order-manage'), 'a purchase history is read');
    assert.ok(!scopeOf('ກວດສອບປະຫວັດການຊື້ຂອງຂ້ອຍ').includes('order-manage'));
  });

  it('a negation just before a Khmer or Lao request refuses it', () => {
    assert.ok(foreignWebRequests('កុំកក់សំបុត្រ').every((r) => r.kind !== 'order' || r.negated));
    assert.ok(foreignWebRequests('ບໍ່ຕ້ອງຈອງຫ້ອງ').every((r) => r.kind !== 'order' || r.negated));
  });
});

describe('what a control in an added language names beside its verb', () => {
  it('a Georgian cancellation of a booking is about the booking; "cancel it" removes, the bare "Cancel" leaves', () => {
    assert.equal(classOfButton('ჯავშნის გაუქმება').actionClass, 'order-manage');
    assert.ok(labelRemoves('დიახ, გააუქმე'));
    assert.equal(labelEffect('გაუქმება', []).kind, 'read');
  });

  it('a price by the month in an added language is a subscription a one-off order did not ask for', () => {
    for (const label of ['Telli talvepakett (55 €/kuu)', 'Premium 20 € თვეში', 'প্রিমিয়াম ₹199 প্রতি মাসে']) {
      assert.ok(chargesByPeriod(label), label);
      assert.notEqual(unaskedRecurring(label, 'osta 3 motti kuivi kasepuid'), undefined, label);
    }
    assert.ok(!chargesByPeriod('Vezetési óra (50 perc) — 9 900 Ft'), 'a lesson of fifty minutes is charged once');
  });
});
