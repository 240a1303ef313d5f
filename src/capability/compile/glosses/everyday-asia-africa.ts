/**
 * The everyday request verbs of Asia, Africa and the Pacific as people type them to an assistant,
 * beyond the tables before it: writing to someone, texting, charging, starting, stopping and
 * restarting, turning a device on or off, locking and unlocking, opening and closing, uploading and
 * downloading, renewing. Each language's negations are read as in its own table; where the
 * negation is part of the verb, the negated forms are listed.
 *
 * Left out: Turkish "aç" (open; also "hungry"), "yaz" (write; also "summer"); Chinese "停止" alone
 * ("停止发送" forbids the sending after it); Vietnamese "nhắn" and "khóa" alone ("tin nhắn": a
 * message; "khóa": a lock, a course); Indonesian "mulai" (also "from"), "kunci" (a key); Arabic
 * "شغل" (work) and "ابدأ" (folded, "never"), "سجل" (a record); Hebrew "נעל" (a shoe), "חדש" (new);
 * Thai "ปิด", "หยุด", "เริ่ม" and "ล็อก" alone ("the shop is closed", "วันหยุด": a holiday, "it begins", "ล็อกอิน": log in);
 * Japanese "つけて" alone ("気をつけて": take care); Vietnamese "bắt đầu" (also "it begins"), "cài đặt" (settings);
 * Hindi stems that also take the past ("लिखा", "रोका"): only the imperatives are listed; Korean
 * "꺼*" (also "꺼내": take out); Swahili "jibu" (an answer), "zima" alone (also "whole"); Hausa "fara"
 * (also "white"); Turkish "yükle", Azerbaijani "yüklə", Uzbek "yukla", Kazakh "жүкте" and Swahili "pakia"
 * (load, install or upload: "bakiye yükle" tops up a balance).
 */
import type { GlossLanguage } from './language.ts';

// prettier-ignore
export const EVERYDAY_ASIA_AFRICA: readonly GlossLanguage[] = [
  { lang: 'tr-everyday', verbFinal: true, forms: {
    text: 'mesaj_yaz sms_yaz', charge: 'ücret_al tahsil_et', start: 'başlat başlatın', stop: 'durdur durdurun', restart: 'yeniden_başlat yeniden_başlatın',
    'turn on': 'ışığı_aç ışıkları_aç', 'turn off': 'ışığı_kapat ışıkları_kapat', lock: 'kilitle kilitleyin', unlock: 'kilidi_aç kilidini_aç', open: 'açın',
    download: 'indirin', renew: 'yenile yenileyin', register: 'kaydet kayıt_et',
  }, negated: {
    restart: 'yeniden_başlatma yeniden_başlatmayın', lock: 'kilitlemeyin', unlock: 'kilidi_açma kilidini_açma', 'turn on': 'ışığı_açma', 'turn off': 'ışığı_kapatma',
  } },
  { lang: 'az-kk-uz-mn-everyday', verbFinal: true, negateBefore: ['битгий', 'бүү'], forms: {
    text: 'mesaj_göndər sms_göndər xabar_yubor sms_yubor хабарлама_жібер мессеж_илгээ', start: 'işə_sal ishga_tushir іске_қос эхлүүл', stop: 'dayandır тоқтат зогсоо',
    restart: 'yenidən_başlat qayta_ishga_tushir', 'turn on': 'yandır асаа', 'turn off': 'söndür өшір өшіріңіз унтраа', lock: 'kilidlə qulfla құлыпта', open: 'açın oching ашыңыз нээ',
    close: 'yop yoping жабыңыз хаа', register: 'qeydiyyatdan_keçir тіркеңіз бүртгэ', set: 'tənzimlə орнат', download: 'endir yuklab_ol',
  } },
  { lang: 'ms-id-everyday', negateBefore: ['jangan'], forms: {
    write: 'tulis tuliskan', text: 'kirim_pesan kirimi_pesan kirim_sms hantar_mesej', email: 'kirim_email kirim_surel hantar_emel', charge: 'tagih tagihkan',
    run: 'jalankan', 'turn on': 'nyalakan hidupkan', 'turn off': 'matikan padamkan_lampu', restart: 'mulai_ulang mulakan_semula', stop: 'hentikan',
    lock: 'kunci_pintu kuncikan', unlock: 'buka_kunci', open: 'buka bukakan', download: 'unduh muat_turun', renew: 'perpanjang', register: 'daftarkan_saya',
  } },
  { lang: 'vi-everyday', negateBefore: ['đừng', 'không', 'chớ'], forms: {
    text: 'nhắn_anh nhắn_chị nhắn_em nhắn_mẹ nhắn_bố nhắn_với nhắn_lại nhắn_hộ nhắn_qua nhắn_cho_tôi', write: 'viết viết_cho', email: 'gửi_email gửi_mail gửi_thư',
    charge: 'thu_tiền tính_phí', start: 'khởi_động', stop: 'dừng_lại', restart: 'khởi_động_lại', 'turn on': 'bật', 'turn off': 'tắt',
    lock: 'khóa_cửa khoá_cửa khóa_lại khoá_lại', unlock: 'mở_khóa mở_khoá', open: 'mở', upload: 'tải_lên', download: 'tải_về tải_xuống', renew: 'gia_hạn',
    show: 'hiển_thị cho_xem',
  } },
  { lang: 'tl-everyday', negateBefore: ['huwag', 'wag'], forms: {
    text: 'i-text mag-text', email: 'i-email mag-email', reply: 'sumagot sagutin', charge: 'singilin', start: 'simulan i-start', stop: 'itigil ihinto i-stop', restart: 'i-restart',
    'turn on': 'i-on', 'turn off': 'patayin i-off', lock: 'i-lock ikandado', unlock: 'i-unlock', open: 'buksan', close: 'isara', post: 'i-post', upload: 'i-upload',
    download: 'i-download', renew: 'i-renew', register: 'magparehistro', set: 'i-set',
  } },
  { lang: 'zh-everyday', unspaced: true, forms: {
    charge: '扣费 扣款', start: '启动 啟動', restart: '重启 重啟 重新启动 重新啟動', 'turn on': '开灯 開燈 打开灯 开空调 开启 開啟', 'turn off': '关灯 關燈 关空调 关掉灯',
    lock: '锁上 鎖上 锁门 鎖門 上锁 上鎖', unlock: '解锁 解鎖 开锁 開鎖', open: '打开 打開', upload: '上传 上傳', download: '下载 下載', renew: '续订 續訂 续费 續費 续约 續約',
    write: '写信给 寫信給',
  } },
  { lang: 'ja-everyday', unspaced: true, verbFinal: true, forms: {
    charge: '請求して', start: '起動して 開始して', stop: '停止して 止めて', restart: '再起動', 'turn on': '電気をつけて ライトをつけて エアコンをつけて 点けて オンにして', 'turn off': 'オフにして',
    lock: '施錠して ロックして 鍵をかけて', unlock: 'ロックを解除して ロック解除して 解錠して', open: '開いて 開けて', upload: 'アップロードして', download: 'ダウンロードして',
  } },
  { lang: 'ko-everyday', verbFinal: true, nounEndings: ['한', '된', '했던', '하던', '했', '했어', '했다', '했어요', '하는', '을', '를', '은', '는', '이', '가', '의', '에', '도', '로', '으로', '에서', '과', '와', '만'], forms: {
    start: '시작해* 시작_해*', stop: '멈춰* 중지해* 정지해*', restart: '재시작* 재부팅*', 'turn on': '켜줘 켜주세요 켜_줘 켜_주세요', 'turn off': '꺼줘 꺼주세요 꺼_줘 꺼_주세요',
    lock: '잠가* 잠궈*', unlock: '잠금_해제* 잠금해제*', open: '열어*', upload: '업로드*', download: '다운로드*', renew: '연장해* 연장_해*', charge: '청구해* 청구_해*',
  } },
  { lang: 'th-lo-km-my-everyday', unspaced: true, forms: {
    restart: 'รีสตาร์ท', 'turn on': 'เปิดไฟ เปิดเครื่อง', 'turn off': 'ปิดไฟ ปิดเครื่อง', open: 'เปิด ເປີດ បើក',
    lock: 'ล็อกประตู ล็อคประตู', unlock: 'ปลดล็อก ปลดล็อค', upload: 'อัปโหลด', download: 'ดาวน์โหลด', renew: 'ต่ออายุ', text: 'ส่งข้อความ', email: 'ส่งอีเมล', charge: 'เรียกเก็บเงิน',
  } },
  { lang: 'hi-everyday', verbFinal: true, nounAfter: ['का', 'की', 'के', 'को', 'में', 'से', 'पर', 'ने', 'वाला', 'वाली', 'वाले'], negateAfter: ['मत', 'नहीं', 'न', 'नका', 'नकोस', 'नगर्नुहोस्', 'नगर्नुस्', 'नगर'], forms: {
    write: 'लिखो लिखें लिखिए लिख_दो लिख_दें लिहा', start: 'शुरू_कर* सुरू_करा', stop: 'रोको रोकें रोकिए रोक_दो रोक_दें थांबवा', restart: 'रीस्टार्ट*',
    'turn on': 'चालू_कर* ऑन_कर*', 'turn off': 'ऑफ_कर* बुझाओ बुझा_दो', lock: 'लॉक_कर* ताला_लगा*', unlock: 'अनलॉक*', open: 'खोलो खोलें खोलिए खोल_दो खोल_दें उघडा',
    upload: 'अपलोड*', download: 'डाउनलोड*', renew: 'रिन्यू* नवीनीकरण_कर*', reply: 'उत्तर_द्या', register: 'नोंदणी_करा',
  } },
  { lang: 'ne-everyday', verbFinal: true, forms: {
    start: 'सुरु_गर्नुहोस्', stop: 'रोक्नुहोस्', open: 'खोल्नुहोस्', close: 'बन्द_गर्नुहोस्', lock: 'लक_गर्नुहोस्', register: 'दर्ता_गर्नुहोस्', reply: 'जवाफ_दिनुहोस्',
    write: 'लेख्नुहोस्', upload: 'अपलोड_गर्नुहोस्', download: 'डाउनलोड_गर्नुहोस्',
  }, negated: { open: 'नखोल्नुहोस्', stop: 'नरोक्नुहोस्' } },
  { lang: 'hi-latn-everyday', verbFinal: true, forms: {
    open: 'kholo khol_do', write: 'likho likh_do', stop: 'roko rok_do', 'turn on': 'chalu_karo on_karo on_kar_do', 'turn off': 'band_karo off_karo off_kar_do bujha_do',
  }, negated: { open: 'mat_kholo', stop: 'mat_roko', 'turn on': 'chalu_mat_karo', 'turn off': 'band_mat_karo' } },
  { lang: 'ar-everyday', prefixes: ['و', 'ف'], forms: {
    write: 'اكتب*', start: 'قم_بتشغيل', stop: 'أوقف أوقفوا', restart: 'أعد_تشغيل اعد_تشغيل', 'turn off': 'أطفئ اطفئ تطفئ تطفئي تطفئوا', lock: 'اقفل أقفل', unlock: 'افتح_القفل',
    open: 'افتح*', download: 'قم_بتنزيل نزّل_الملف', renew: 'جدد* جدّد*', upload: 'ارفع_الملف',
  } },
  { lang: 'he-everyday', prefixes: ['ו'], forms: {
    start: 'הפעל תפעיל', stop: 'עצור תעצור', restart: 'אתחל תאתחל הפעל_מחדש', 'turn on': 'הדלק תדליק', 'turn off': 'כבה תכבה', lock: 'תנעל',
    open: 'תפתח פתחי', download: 'תוריד', renew: 'תחדש',
  } },
  { lang: 'fa-everyday', verbFinal: true, forms: {
    start: 'شروع_کن شروع_کنید راه_اندازی_کن', stop: 'متوقف_کن متوقف_کنید', restart: 'راه_اندازی_مجدد_کن ری_استارت_کن', 'turn on': 'روشن_کن روشن_کنید',
    'turn off': 'خاموش_کن خاموش_کنید', lock: 'قفل_کن قفل_کنید', unlock: 'قفل_را_باز_کن', open: 'باز_کن باز_کنید', upload: 'آپلود_کن', download: 'دانلود_کن',
    renew: 'تمدید_کن تمدید_کنید',
  }, negated: { 'turn on': 'روشن_نکن روشن_نکنید', 'turn off': 'خاموش_نکن خاموش_نکنید', open: 'باز_نکن باز_نکنید', lock: 'قفل_نکن', renew: 'تمدید_نکن' } },
  { lang: 'ur-everyday', verbFinal: true, negateBefore: ['مت', 'نہ'], lightCompounds: { کرو: 'کر_دو کر_ڈالو', کریں: 'کر_دیں کر_دیجیے کر_دیجئے کر_ڈالیں' }, nounAfter: ['کا', 'کی', 'کے', 'کو', 'میں', 'سے', 'پر', 'نے', 'والا', 'والی', 'والے'], forms: {
    start: 'شروع_کرو شروع_کریں', stop: 'روکو روکیں', 'turn on': 'آن_کرو آن_کریں', 'turn off': 'آف_کرو آف_کریں', lock: 'لاک_کرو لاک_کریں', unlock: 'ان_لاک_کرو ان_لاک_کریں',
    open: 'کھولو کھولیں', upload: 'اپلوڈ_کرو اپلوڈ_کریں اپ_لوڈ_کریں', download: 'ڈاؤنلوڈ_کرو ڈاؤن_لوڈ_کریں ڈاؤنلوڈ_کریں', renew: 'تجدید_کرو تجدید_کریں',
    email: 'ای_میل_کرو ای_میل_کریں', write: 'لکھو لکھیں',
  } },
  { lang: 'bn-everyday', verbFinal: true, negateAfter: ['না', 'নয়'], lightCompounds: { করো: 'করে_দাও করে_ফেলো', করুন: 'করে_দিন করে_ফেলুন করে_দেবেন' }, forms: {
    'turn on': 'চালু_করো চালু_করুন', start: 'শুরু_করো শুরু_করুন', stop: 'থামাও থামান', restart: 'রিস্টার্ট_করো রিস্টার্ট_করুন', lock: 'লক_করো লক_করুন',
    unlock: 'আনলক_করো আনলক_করুন', open: 'খোলো খুলুন', upload: 'আপলোড_করো আপলোড_করুন', download: 'ডাউনলোড_করো ডাউনলোড_করুন', renew: 'নবায়ন_করো নবায়ন_করুন রিনিউ_করুন',
    email: 'ইমেইল_করো ইমেইল_করুন', write: 'লেখো লিখুন',
  } },
  { lang: 'ta-te-everyday', verbFinal: true, negateAfter: ['வேண்டாம்', 'వద్దు'], forms: {
    start: 'தொடங்கு தொடங்கவும் ప్రారంభించు ప్రారంభించండి', stop: 'நிறுத்து நிறுத்தவும் ఆపు ఆపండి', 'turn on': 'ஆன்_செய் ஆன்_செய்யவும் ఆన్_చేయి ఆన్_చేయండి',
    'turn off': 'அணைக்கவும் ஆஃப்_செய் ஆஃப்_செய்யவும் ఆఫ్_చేయి ఆఫ్_చేయండి', lock: 'பூட்டவும் లాక్_చేయండి', open: 'திற திறக்கவும் తెరువు తెరవండి',
    close: 'மூடு மூடவும் మూసివేయి మూసివేయండి', upload: 'பதிவேற்று பதிவேற்றவும் అప్లోడ్_చేయండి', download: 'பதிவிறக்கு பதிவிறக்கவும் డౌన్లోడ్_చేయండి',
    register: 'பதிவு_செய் பதிவு_செய்யவும் నమోదు_చేయండి', set: 'அமைக்கவும்', renew: 'పునరుద్ధరించండి', reply: 'సమాధానం_ఇవ్వండి',
  }, negated: { open: 'திறக்க_வேண்டாம் తెరవవద్దు తెరవకండి', stop: 'நிறுத்த_வேண்டாம் ఆపవద్దు', 'turn off': 'அணைக்க_வேண்டாம்' } },
  { lang: 'gu-pa-everyday', verbFinal: true, negateBefore: ['ન', 'ਨਾ', 'ਮਤ'], negateAfter: ['નહીં', 'નહિ', 'ਨਹੀਂ'], lightCompounds: { કરો: 'કરી_દો કરી_દેજો કરી_નાખો કરી_આપો', ਕਰੋ: 'ਕਰ_ਦਿਓ ਕਰ_ਦੇਵੋ ਕਰ_ਦਿਉ' }, forms: {
    start: 'શરૂ_કરો ਸ਼ੁਰੂ_ਕਰੋ', 'turn on': 'ચાલુ_કરો ਚਾਲੂ_ਕਰੋ', stop: 'રોકો ਰੋਕੋ', close: 'બંધ_કરો ਬੰਦ_ਕਰੋ', open: 'ખોલો ਖੋਲ੍ਹੋ', lock: 'લોક_કરો ਲਾਕ_ਕਰੋ',
    upload: 'અપલોડ_કરો ਅਪਲੋਡ_ਕਰੋ', download: 'ડાઉનલોડ_કરો ਡਾਊਨਲੋਡ_ਕਰੋ', renew: 'રિન્યૂ_કરો ਰੀਨਿਊ_ਕਰੋ', register: 'રજિસ્ટર_કરો નોંધણી_કરો ਰਜਿਸਟਰ_ਕਰੋ',
    reply: 'જવાબ_આપો ਜਵਾਬ_ਦਿਓ', write: 'લખો ਲਿਖੋ', email: 'ઈમેલ_કરો',
  } },
  { lang: 'ml-kn-si-everyday', verbFinal: true, negateAfter: ['വേണ്ട', 'അരുത്', 'ಬೇಡ', 'ಬೇಡಿ', 'එපා'], forms: {
    start: 'ആരംഭിക്ക* ಪ್ರಾರಂಭಿಸಿ ආරම්භ_කරන්න', stop: 'നിർത്ത* ನಿಲ್ಲಿಸಿ නවත්වන්න', open: 'തുറക്ക* ತೆರೆಯಿರಿ විවෘත_කරන්න', close: 'അടയ്ക്ക* ಮುಚ್ಚಿ වසන්න',
    'turn on': 'ഓൺ_ചെയ്യ* ಆನ್_ಮಾಡಿ', 'turn off': 'ഓഫ്_ചെയ്യ* ಆಫ್_ಮಾಡಿ', lock: 'ലോക്ക്_ചെയ്യ* ಲಾಕ್_ಮಾಡಿ', register: 'രജിസ്റ്റർ_ചെയ്യ* ನೋಂದಾಯಿಸಿ ලියාපදිංචි_කරන්න',
    download: 'ಡೌನ್ಲೋಡ್_ಮಾಡಿ', upload: 'ಅಪ್ಲೋಡ್_ಮಾಡಿ',
  }, negated: { open: 'തുറക്കരുത് തുറക്കേണ്ട ತೆರೆಯಬೇಡಿ', stop: 'നിർത്തരുത് നിർത്തേണ്ട ನಿಲ್ಲಿಸಬೇಡಿ', close: 'അടയ്ക്കരുത് അടയ്ക്കേണ്ട' } },
  { lang: 'or-as-ps-sd-everyday', verbFinal: true, negateBefore: ['ନ', 'مه', 'نه'], forms: {
    open: 'ଖୋଲନ୍ତୁ খোলক پرانیزئ کوليو', close: 'ବନ୍ଦ_କରନ୍ତୁ বন্ধ_কৰক بند_کړئ بند_ڪريو', start: 'ଆରମ୍ଭ_କରନ୍ତୁ',
  } },
  { lang: 'tk-tt-ug-everyday', verbFinal: true, forms: {
    open: 'açyň ачыгыз ئېچىڭ', close: 'ýap ýapyň ябыгыз تاقاڭ', start: 'başla باشلاڭ', stop: 'duruz توختىتىڭ', 'turn on': 'ýak ýakyň', 'turn off': 'öçür öçüriň', register: 'hasaba_al',
  } },
  { lang: 'sw-everyday', forms: {
    write: 'mwandikie niandikie waandikie', text: 'tuma_ujumbe tuma_sms', email: 'tuma_barua_pepe', reply: 'mjibu wajibu jibu_ujumbe', charge: 'toza', start: 'anzisha',
    stop: 'simamisha', restart: 'anzisha_upya', 'turn on': 'washa washeni', 'turn off': 'zima_taa zizime izime zimeni', lock: 'funga_mlango', close: 'funga fungeni', open: 'fungua fungueni',
    register: 'jisajili nisajili', download: 'pakua', renew: 'fanya_upya', post: 'chapisha',
  }, negated: { 'turn on': 'usiwashe msiwashe', 'turn off': 'usizime msizime', open: 'usifungue msifungue', close: 'usifunge msifunge' } },
  { lang: 'am-everyday', verbFinal: true, forms: {
    open: 'ክፈት ክፈቺ ክፈቱ', close: 'ዝጋ ዝጊ ዝጉ', start: 'ጀምር', stop: 'አቁም',
  }, negated: { open: 'አትክፈት አትክፈቺ', close: 'አትዝጋ አትዝጊ' } },
  { lang: 'ha-everyday', negateBefore: ['kada', 'kar'], forms: {
    open: 'buɗe bude', close: 'rufe', stop: 'dakatar', 'turn on': 'kunna', register: 'yi_rijista',
  } },
  { lang: 'ka-hy-everyday', negateBefore: ['ნუ', 'არ', 'մի'], forms: {
    open: 'გახსენი გახსენით բացիր բացեք', close: 'დახურე დახურეთ փակիր փակեք', 'turn on': 'ჩართე ჩართეთ միացրու միացրեք', 'turn off': 'გამორთე გამორთეთ անջատիր անջատեք',
    lock: 'ჩაკეტე ჩაკეტეთ կողպիր', unlock: 'განბლოკე', stop: 'გააჩერე შეაჩერე կանգնեցրու', restart: 'გადატვირთე', start: 'սկսիր', upload: 'ატვირთე վերբեռնիր',
    download: 'ჩამოტვირთე ներբեռնիր', register: 'დარეგისტრირდი დაარეგისტრირე գրանցիր գրանցվիր', renew: 'երկարացրու', write: 'მიწერე',
  } },
  { lang: 'pacific-atlantic-everyday', forms: {
    open: 'opim vhura whakatuwheratia iepenje fosgail mepee', close: 'pasim vhara slute mechie', start: 'statim tòisich malite', stop: 'stopim',
    'turn on': 'set_oan', 'turn off': 'set_út', register: 'clàraich',
  } },
];
