/**
 * Tool words of Urdu, Pashto, Marathi, Nepali and Gujarati (src/action/foreign.ts reads them); Tamil,
 * Telugu and Malayalam are in ./dravidian.ts, exported with them here.
 *
 * All five end their clauses with the verb, most often a noun of action with a light verb ("منسوخ
 * کرتا ہے" cancels, "لغوه کوي", "रद्द करते", "रद्द गर्छ"): the noun is listed as the verb, the light
 * verbs ("do" and "give") after it, and each clause is read verb first. A noun of action that is
 * also the thing named ("بکنگ", "ادائیگی", "परवानगी", "भुक्तानी") is listed as both: alone it is
 * the noun, with a light verb after it the verb. A word that is no verb without its light verb
 * ("شامل", included; "محفوظ", safe; "अद्ययावत", up to date) is listed only with it (`withLight`).
 * A passive participle after a verb ("منسوخ شدہ", "لغوه شوی", "रद्द केलेले", "रद्द गरिएको",
 * cancelled) makes it a modifier. Money with "back" ("رقم واپس", "پیسې بېرته", "पैसे परत", "पैसा
 * फिर्ता") is a refund; "back" alone is no verb (see below).
 *
 * Urdu writes its postpositions apart ("گاہک کو", to the customer): "کو", "کا", "کے ساتھ" (with:
 * after its noun, an English "with" would join the wrong one) and the auxiliaries ("ہے", "ہیں")
 * read as nothing; "…کی اجازت دیتا ہے" (allows … to) reads as nothing, so the verb it allows is the
 * tool's. Pashto's "د" (of, before its noun), "ته" (to) and "سره" (with) read as nothing likewise.
 * Pashto writes its own letters (ښ, ږ, ړ, ګ, ې): few of its words are Urdu's or Persian's, and a
 * text those tables explain as well stays theirs (they come first). Marathi and Nepali write their
 * case endings onto the noun ("ग्राहकाला", "ग्राहकलाई", to the customer; "खात्यातून", "खाताबाट", from
 * the account): the nouns are stems, or take the endings listed (Nepali's plural "-हरू" is listed
 * with each noun, and takes the cases after it). Both share many words with Hindi (रद्द, ऑर्डर,
 * अपलोड), listed alike: a text Hindi explains as well stays Hindi's (it comes first; each table
 * here reads its neighbours' light verbs too, see `FA` and `HI` below), and their own words ("आहे",
 * "करतो", "छ", "गर्छ", "लाई") decide them. Gujarati writes its own script, and its postpositions and
 * plural onto the noun too ("ગ્રાહકને", to the customer; "ઓર્ડરની", of the order; "કારીગરો", workers):
 * endings, or stems; its light verbs are "કરે" and "આપે", its passive "કરવામાં આવે" (is done), and a
 * participle ("રદ થયેલા", "રદ કરેલ", cancelled) modifies. Words for access ("رسائی", "لاسرسی", "प्रवेश", "पहुँच")
 * are glossed "permission": English reads "access" as a read.
 *
 * Left out, as often another word: Urdu "واپس کرتا", "لوٹاتا" (returns a value, or gives back: a
 * refund or a returned order), "حاصل کرتا" (gets, or achieves: "gets" would make a payment
 * received a read), "دیتا" alone (gives), "فراہم کرتا" (provides, which English reads as a read),
 * "چیک" alone (checks, or a cheque), "درج" alone (entered, or "درج ذیل", the following), "حساب"
 * (an account, or a sum), "کل" (tomorrow, yesterday, or all), "کی" as a light verb (did, or of),
 * "بک" alone (books, or the "book" of "فیس بک", Facebook: only "بک کرتا" books, and Pashto's likewise);
 * Pashto "ښايي" (shows, or perhaps), "بل" (a bill, or other), "اخلي" (takes, buys or charges),
 * "بېرته ورکوي" without money (gives back: returns a value, or refunds), "ورکړه" (payment, or a
 * gift), "امر" (an order, or a command); Marathi "परत" alone (back), "भेट" (an appointment, or a
 * gift), "जागा" (a seat, or a place), "ही", "हे", "या" (this, which in Hindi are "only", "O" and
 * "or"), "व" (and, which Hindi writes too), "तयार" and "अद्ययावत" alone (ready, up to date);
 * Nepali "फिर्ता" alone (back), "थप" alone (adds, or more), "जानकारी दिन्छ" (informs: gives the
 * weather as well as a notice), "हिसाब" (an account, or a sum), "हो" (is, which Hindi writes too),
 * "दिन" as a small word (to give, or a day); Gujarati "મેળવે" (gets, or receives money), "ભરે"
 * (pays, or fills in a form), "જોડે" (joins, or with), "કર" (tax, or do!), "લોક" alone (a lock, or
 * people), "પરત" alone (back), "બોલાવે" (invites, or calls). "બદલે" is read as changes, though after
 * "ના" it is "instead of"; "…વાની પરવાનગી આપે" (allows … to) is read as a grant.
 */
import { DRAVIDIAN } from './dravidian.ts';
import type { ToolLanguage } from './language.ts';
import { SEMITIC_INDIC } from './semitic-indic.ts';
import { withLight, withSuffix } from './table-forms.ts';

const UR_DO = 'کرتا کرتی کرتے کریں کرے کرو کرنا کرنے کیجیے کیجئے کر کرکے کرواتا کرواتی کرواتے کروائیں';
const UR_GIVE = 'دیتا دیتی دیتے دیں دے دینا دینے دیجیے دیجئے';
const PS_DO = 'کوي کوو کوئ کړي کړئ کول کوه کړه کړو کولو';
const PS_GIVE = 'ورکوي ورکړي ورکوئ ورکړئ ورکول ورکړه';
const MR_DO = 'करते करतो करतात करा करणे करण्यासाठी करून करेल करू करावे';
const MR_GIVE = 'देते देतो देतात द्या देणे देईल देऊन';
const NE_DO = 'गर्छ गर्दछ गर्छन् गर्दछन् गर्नुहोस् गर्नुस् गर गर्नु गर्ने गर्न गरी गरेर गर्नेछ';
const NE_GIVE = 'दिन्छ दिन्छन् दिनुहोस् दिनुस् दिने दिन दिई दिएर';
const GU_DO = 'કરે કરો કરવું કરવા કરી કરીને કરશે કરવામાં કરાય કરતું કરતી કરતા કરજો કરવાનું';
const GU_GIVE = 'આપે આપો આપવું આપવા આપી આપીને આપશે આપવામાં આપવાનું';
const GU_MODIFIERS = 'કરેલ કરેલું કરેલા કરેલી કરેલો કરાયેલ કરાયેલું કરાયેલા કરાયેલી થયેલ થયેલું થયેલા થયેલી થયેલો આપેલ આપેલું આપેલા આપેલી';
const UR_MODIFIERS = 'کیا_گیا کی_گئی کیے_گئے کئے_گئے دیا_گیا دی_گئی دیے_گئے شدہ';
const MR_MODIFIERS = 'केलेले केलेला केलेली केलेल्या झालेले झालेला झालेली झालेल्या दिलेले दिलेला दिलेली दिलेल्या';
const NE_MODIFIERS = 'गरिएको गरिएका गरिएकी भएको भएका';
/**
 * Persian and Hindi, whose light verbs and modifiers each table here of their script reads too (and
 * Urdu's and Pashto's, Marathi's and Nepali's each other's): a text of theirs is then read alike in
 * ours ("रद्द करें" one verb in both) and stays theirs, rather than going to a table that reads "रद्द"
 * alone and counts "करें" as an unexplained word of its own.
 */
const FA = SEMITIC_INDIC.find((l) => l.lang === 'fa');
const HI = SEMITIC_INDIC.find((l) => l.lang === 'hi');

// prettier-ignore
export const SOUTH_ASIAN: readonly ToolLanguage[] = [
  { lang: 'ur', verbFinal: true, endings: 'وں یں یاں ات ز', light: `${UR_DO} ${UR_GIVE} ${FA?.light ?? ''}`,
    modifiers: `${UR_MODIFIERS} ${FA?.modifiers ?? ''}`, verbs: {
    shows: `دکھاتا دکھاتی دکھاتے دکھائیں دکھانا دکھاؤ دکھائے ${withLight('ظاہر', UR_DO)}`, views: 'دیکھتا دیکھتی دیکھتے دیکھیں دیکھنا',
    reads: 'پڑھتا پڑھتی پڑھتے پڑھیں پڑھنا', searches: 'ڈھونڈتا ڈھونڈتی ڈھونڈتے ڈھونڈیں ڈھونڈنا تلاش',
    checks: `جانچتا جانچتی جانچتے جانچیں جانچنا جانچ پڑتال ${withLight('چیک', UR_DO)}`, calculates: withLight('حساب', 'لگاتا لگاتی لگاتے لگائیں'),
    creates: `بناتا بناتی بناتے بنائیں بنانا بناؤ تخلیق ${withLight('تیار', UR_DO)}`, adds: `اضافہ جوڑتا جوڑتی جوڑتے جوڑیں ${withLight('شامل', UR_DO)}`,
    deletes: 'حذف مٹاتا مٹاتی مٹاتے مٹائیں مٹانا مٹا ڈیلیٹ', removes: 'ہٹاتا ہٹاتی ہٹاتے ہٹائیں ہٹانا ہٹا',
    updates: `اپڈیٹ اپ_ڈیٹ ${withLight('تازہ_کاری', UR_DO)}`, changes: 'تبدیل بدلتا بدلتی بدلتے بدلیں بدلنا', edits: 'ترمیم ایڈٹ',
    saves: `سیو ${withLight('محفوظ', UR_DO)}`, sets: 'سیٹ', sends: 'بھیجتا بھیجتی بھیجتے بھیجیں بھیجنا بھیجو بھیجے بھیج ارسال', forwards: 'فارورڈ',
    notifies: 'مطلع آگاہ اطلاع یاد_دلاتا یاد_دلاتی یاد_دلاتے یاد_دلائیں', replies: 'جواب', pays: 'ادا ادائیگی پیمنٹ چکاتا چکاتی چکاتے چکائیں',
    transfers: 'منتقل ٹرانسفر',
    refunds: 'ریفنڈ رقم_واپس پیسے_واپس رقم_لوٹاتا رقم_لوٹاتی پیسے_لوٹاتا پیسے_لوٹاتی', charges: 'چارج', cancels: 'منسوخ کینسل',
    books: `بکنگ ریزرو ${withLight('بک', UR_DO)}`, orders: 'آرڈر منگواتا منگواتی منگواتے منگوائیں', buys: 'خریدتا خریدتی خریدتے خریدیں خریدنا خرید',
    grants: 'اجازت رسائی عطا', revokes: withLight('واپس', 'لیتا لیتی لیتے لیں لینا'), assigns: `تفویض ${withLight('مقرر', UR_DO)}`,
    blocks: 'بلاک', suspends: 'معطل', runs: 'چلاتا چلاتی چلاتے چلائیں چلانا', executes: withLight('عمل_درآمد', UR_DO), exports: 'برآمد ایکسپورٹ',
    imports: 'درآمد', uploads: 'اپلوڈ اپ_لوڈ', downloads: 'ڈاؤنلوڈ ڈاؤن_لوڈ', publishes: 'شائع', posts: 'پوسٹ', shares: 'شیئر شئیر بانٹتا بانٹتی بانٹتے',
    approves: 'منظور', rejects: 'مسترد', confirms: 'تصدیق', schedules: 'شیڈول', registers: `رجسٹر ${withLight('درج', UR_DO)}`, invites: 'مدعو',
    closes: withLight('بند', UR_DO), opens: 'کھولتا کھولتی کھولتے کھولیں کھولنا', issues: withLight('جاری', UR_DO),
    enables: withLight('فعال', UR_DO), disables: withLight('غیر_فعال', UR_DO),
    gets: `لاتا لاتی لاتے ${withLight('حاصل', UR_DO)}`,
    corrects: withLight('درست تصحیح', UR_DO), reschedules: `ری_شیڈول ${withLight('دوبارہ_شیڈول', UR_DO)}`,
    prints: `چھاپتا چھاپتی چھاپتے چھاپیں ${withLight('پرنٹ', UR_DO)}`, signs: withLight('دستخط', UR_DO), accepts: withLight('قبول', UR_DO),
    withdraws: 'رقم_نکالتا رقم_نکالتی رقم_نکالیں پیسے_نکالتا پیسے_نکالتی پیسے_نکالیں',
    delivers: `پہنچاتا پہنچاتی پہنچاتے پہنچائیں ${withLight('ڈیلیور حوالے', UR_DO)}`, starts: withLight('شروع', UR_DO),
    stops: 'روکتا روکتی روکتے روکیں', restarts: `ری_اسٹارٹ ${withLight('دوبارہ_شروع', UR_DO)}`, resets: withLight('ری_سیٹ ریسیٹ', UR_DO),
    tests: withLight('ٹیسٹ', UR_DO),
  }, nouns: {
    booking: 'بکنگ', appointment: 'اپوائنٹمنٹ ملاقات', meeting: 'میٹنگ اجلاس', order: 'آرڈر', invoice: 'انوائس', bill: 'بل', receipt: 'رسید',
    payment: 'ادائیگی پیمنٹ', refund: 'ریفنڈ رقم_کی_واپسی', transfer: 'ٹرانسفر منتقلی', customer: 'گاہک کسٹمر', client: 'کلائنٹ',
    user: 'صارف یوزر', users: 'صارفین', staff: 'عملہ عملے اسٹاف', employee: 'ملازم', employees: 'ملازمین', admin: 'ایڈمن منتظم', role: 'کردار رول',
    permission: 'اجازت رسائی', message: 'پیغام میسج', sms: 'ایس_ایم_ایس', email: 'ای_میل ایمیل', file: 'فائل', document: 'دستاویز',
    documents: 'دستاویزات', report: 'رپورٹ', record: 'ریکارڈ', account: 'اکاؤنٹ کھاتہ کھاتے', card: 'کارڈ', ticket: 'ٹکٹ', list: 'فہرست',
    details: 'تفصیلات', information: 'معلومات', data: 'ڈیٹا', status: 'اسٹیٹس کیفیت حیثیت', date: 'تاریخ', time: 'وقت', day: 'دن',
    product: 'پروڈکٹ', products: 'مصنوعات', price: 'قیمت', amount: 'رقم', money: 'پیسے پیسہ', balance: 'بیلنس', room: 'کمرہ کمرے', seat: 'نشست سیٹ',
    password: 'پاسورڈ پاس_ورڈ', settings: 'ترتیبات سیٹنگز', supplier: 'سپلائر', stock: 'اسٹاک', delivery: 'ڈیلیوری ترسیل', patient: 'مریض',
    doctor: 'ڈاکٹر', weather: 'موسم', forecast: 'پیشگوئی پیش_گوئی', phone: 'فون', address: 'پتہ', name: 'نام', number: 'نمبر',
    schedule: 'شیڈول', calendar: 'کیلنڈر', notification: 'اطلاع اطلاعات نوٹیفکیشن', search: 'تلاش', cancellation: 'منسوخی', confirmation: 'تصدیق',
    reply: 'جواب', purchase: 'خرید خریداری', post: 'پوسٹ', event: 'تقریب ایونٹ', task: 'کام', fee: 'فیس', facebook: 'فیس_بک', tool: 'ٹول',
    hotel: 'ہوٹل', new: 'نیا نئی نئے', today: 'آج',
  }, small: {
    '': `کا کی کے کو ساتھ ہے ہیں تھا تھی تھے نے گا گی گے ${UR_DO} ${UR_GIVE} ${withLight('کی_اجازت', UR_GIVE)}`, and: 'اور', or: 'یا', from: 'سے',
    in: 'میں', on: 'پر', to: 'تک', for: 'لیے لئے', without: 'بغیر', not: 'نہیں نہ', all: 'تمام سب', only: 'صرف', each: 'ہر',
    a: 'ایک', this: 'یہ اس', which: 'جو', that: 'کہ', specified: 'مخصوص مقررہ', given: 'دیا_گیا دی_گئی دیے_گئے',
    sent: 'بھیجا_گیا بھیجی_گئی بھیجے_گئے', following: 'درج_ذیل', using: 'استعمال',
  } },
  { lang: 'ps', verbFinal: true, endings: 'ونه ونو ان ګان', light: `${PS_DO} ${PS_GIVE} ${UR_DO} ${UR_GIVE} ${FA?.light ?? ''}`,
    modifiers: `شوی شوې ${UR_MODIFIERS} ${FA?.modifiers ?? ''}`, verbs: {
    shows: `ښيي ښودل وښایه وښایئ ${withLight('ښکاره', PS_DO)}`, views: 'ګوري', reads: 'لولي لوستل ولولئ', searches: 'لټوي لټول ولټوئ لټون',
    checks: `څېړي ${withLight('چک', PS_DO)}`, calculates: 'محاسبه', creates: `جوړوي جوړول ${withLight('جوړ رامنځته', PS_DO)}`,
    adds: `زیاتوي زیاتول ورزیاتوي ${withLight('اضافه', PS_DO)}`, deletes: 'ړنګوي ړنګول پاکوي پاکول حذفوي حذف',
    removes: withLight('لرې لیرې', PS_DO), updates: `اپډېټ اپډیټ ${withLight('تازه', PS_DO)}`, changes: `بدلوي بدلول ${withLight('بدل', PS_DO)}`,
    edits: 'سموي سمول', saves: withLight('خوندي', PS_DO), sends: 'لېږي لیږي استوي لېږل لیږل استول ولېږئ ولیږئ واستوئ ولېږه ولیږه واستوه',
    notifies: `خبروي ${withLight('خبر', `${PS_DO} ${PS_GIVE}`)}`, replies: 'ځواب', pays: `تادیه ${withLight('پیسې', PS_GIVE)}`,
    transfers: 'لېږدوي لیږدوي انتقالوي', refunds: 'ریفنډ پیسې_بېرته پیسې_بیرته', charges: 'چارج', cancels: 'لغوه لغو',
    books: `بکنګ ریزرو ${withLight('بک', PS_DO)}`, orders: 'آرډر فرمایش', buys: 'پېري پیري رانیسي', grants: 'اجازه لاسرسی',
    revokes: withLight('بېرته بیرته', 'اخلي واخلئ اخیستل'), assigns: 'ټاکي ګماري', blocks: 'بلاک', suspends: 'ځنډوي معطل', runs: 'چلوي',
    executes: 'اجرا', exports: 'صادروي', uploads: 'اپلوډ', publishes: 'خپروي خپرول', posts: 'پوسټ', shares: `شریکوي ${withLight('شریک', PS_DO)}`,
    approves: `منظوروي ${withLight('منظور', PS_DO)}`, confirms: 'تاییدوي تایید', registers: 'ثبتوي ثبت', invites: 'رابلي', closes: `تړي بندوي ${withLight('بند', PS_DO)}`,
    opens: 'پرانیزي خلاصوي',
  }, nouns: {
    booking: 'بکنګ', appointment: 'ملاقات', order: 'آرډر فرمایش', receipt: 'رسید', payment: 'تادیه', refund: 'ریفنډ', transfer: 'لېږد انتقال',
    customer: 'پېرودونکی پیرودونکی مشتري', customers: 'پېرودونکي پیرودونکو', user: 'کاروونکی کارونکی کارن', users: 'کاروونکي کاروونکو',
    staff: 'کارکوونکي کارمندان', employee: 'کارمند کارکوونکی', admin: 'اډمین', role: 'رول دنده', permission: 'اجازه لاسرسی', message: 'پیغام',
    sms: 'اس_ام_اس', email: 'برېښنالیک بریښنالیک', file: 'دوتنه فایل', files: 'دوتنې', document: 'سند', documents: 'اسناد', report: 'راپور',
    record: 'ریکارډ', account: 'حساب اکاونټ', card: 'کارت', ticket: 'ټکټ', list: 'لېست لیست', details: 'جزییات', information: 'معلومات',
    status: 'حالت', date: 'نېټه نیټه', time: 'وخت', day: 'ورځ ورځې', product: 'محصول', products: 'محصولات', price: 'بیه', money: 'پیسې',
    balance: 'بیلانس', room: 'کوټه', password: 'پټنوم', settings: 'تنظیمات', doctor: 'ډاکټر', patient: 'ناروغ', phone: 'ټیلیفون تلیفون موبایل ګرځنده',
    number: 'نمبر شمېره', supplier: 'پلورونکی پلورونکي', address: 'پته', weather: 'هوا', forecast: 'وړاندوینه', search: 'لټون', reply: 'ځواب', purchase: 'پېرود', new: 'نوی', today: 'نن', tomorrow: 'سبا',
  }, small: {
    '': `د ته سره دی ده دي ${PS_DO} ${PS_GIVE}`, and: 'او', or: 'یا', from: 'څخه له', in: 'کې کښې په', on: 'پر',
    for: 'لپاره', not: 'نه مه', all: 'ټول ټولې ټولو', only: 'یوازې یواځې', each: 'هر', this: 'دا دغه', that: 'چې', a: 'یو یوه',
  } },
  { lang: 'mr', verbFinal: true, endings: 'ला ना चा ची चे च्या ने नी त वर साठी ाला ाचा ाची ाचे ाने ात ांना ांचा ांची ांचे े', light: `${MR_DO} ${MR_GIVE} ${NE_DO} ${NE_GIVE} ${HI?.light ?? ''}`,
    modifiers: `${MR_MODIFIERS} ${NE_MODIFIERS} ${HI?.modifiers ?? ''}`, verbs: {
    shows: 'दाखवते दाखवतो दाखवतात दाखवा दाखवणे प्रदर्शित', views: 'पाहते पाहतो पाहा बघते बघतो बघा', lists: 'सूचीबद्ध', reads: 'वाचते वाचतो वाचा',
    searches: `शोधते शोधतो शोधतात शोधा शोधणे शोध ${withLight('शोध', 'घेते घेतो घेतात घ्या')}`, checks: 'तपासते तपासतो तपासा तपासणी पडताळणी',
    calculates: 'मोजते मोजतो गणना', creates: `बनवते बनवतो बनवा निर्मिती ${withLight('तयार', MR_DO)}`, adds: `जोडते जोडतो जोडा ${withLight('समाविष्ट', MR_DO)}`,
    deletes: 'हटवते हटवतो हटवा हटवणे मिटवते मिटवा डिलीट', removes: 'काढून_टाकते काढून_टाकतो काढून_टाका',
    updates: `अपडेट ${withLight('अद्ययावत', MR_DO)}`, changes: 'बदलते बदलतो बदला बदल', edits: 'सुधारते सुधारतो सुधारा संपादित', saves: 'जतन सेव्ह',
    sends: 'पाठवते पाठवतो पाठवतात पाठवा पाठव पाठवणे', forwards: 'फॉरवर्ड', notifies: 'कळवते कळवतो कळवा सूचित', replies: 'उत्तर प्रत्युत्तर',
    pays: 'भरते भरतो भरा भरणा पेमेंट', transfers: 'हस्तांतरित हस्तांतरण ट्रान्सफर', refunds: 'परतावा रिफंड पैसे_परत रक्कम_परत',
    charges: 'आकारते आकारतो आकारा', cancels: 'रद्द', books: 'बुक बुकिंग आरक्षित', orders: 'ऑर्डर', buys: 'खरेदी विकत_घेते विकत_घेतो विकत_घ्या',
    grants: `परवानगी प्रदान ${withLight('प्रवेश', MR_GIVE)}`, revokes: withLight('मागे', 'घेते घेतो घ्या'), assigns: 'नियुक्त सोपवते सोपवतो सोपवा वाटप',
    blocks: 'ब्लॉक अवरोधित', suspends: 'निलंबित', runs: 'चालवते चालवतो चालवा', executes: 'कार्यान्वित', exports: 'निर्यात', imports: 'आयात',
    uploads: 'अपलोड', publishes: 'प्रकाशित', posts: 'पोस्ट', shares: 'शेअर सामायिक', approves: 'मंजूर मान्यता', rejects: 'नाकारते नाकारतो नाकारा',
    confirms: 'पुष्टी', schedules: 'शेड्यूल', moves: 'हलवते हलवतो हलवा', registers: 'नोंदणी नोंदवते नोंदवतो नोंदवा', invites: 'आमंत्रित',
    closes: withLight('बंद', MR_DO), opens: 'उघडते उघडतो उघडा',
  }, nouns: {
    booking: 'बुकिंग बुकिंग* आरक्षण', appointment: 'अपॉइंटमेंट', meeting: 'बैठक मीटिंग', order: 'ऑर्डर ऑर्डर*', invoice: 'बीजक बीजका* इनव्हॉइस',
    bill: 'बिल देयक', receipt: 'पावती', payment: 'पेमेंट भरणा', refund: 'परतावा रिफंड', transfer: 'हस्तांतरण', customer: 'ग्राहक ग्राहका*',
    user: 'वापरकर्ता वापरकर्ते वापरकर्त्या*', staff: 'कर्मचारी कर्मचाऱ्या* कर्मचार्या*', admin: 'प्रशासक प्रशासका* अॅडमिन', role: 'भूमिका',
    permission: 'परवानगी प्रवेश', message: 'संदेश संदेशा* मेसेज', sms: 'एसएमएस', email: 'ईमेल', file: 'फाइल* फाईल*', document: 'दस्तऐवज दस्तऐवजा* कागदपत्र*',
    report: 'अहवाल अहवाला*', record: 'नोंद', account: 'खाते खात्या*', card: 'कार्ड*', ticket: 'तिकीट तिकिटा*', list: 'यादी*', details: 'तपशील',
    information: 'माहिती', data: 'डेटा', status: 'स्थिती', date: 'तारीख दिनांक', time: 'वेळ', day: 'दिवस', product: 'उत्पादन उत्पादना* उत्पादने',
    price: 'किंमत', amount: 'रक्कम', money: 'पैसे', balance: 'शिल्लक', room: 'खोली', password: 'पासवर्ड', settings: 'सेटिंग्ज',
    supplier: 'पुरवठादार पुरवठादारा*', doctor: 'डॉक्टर डॉक्टरा*', patient: 'रुग्ण रुग्णा*', weather: 'हवामान', forecast: 'अंदाज', phone: 'फोन', address: 'पत्ता',
    schedule: 'वेळापत्रक शेड्यूल', notification: 'सूचना', stock: 'साठा', fee: 'शुल्क', purchase: 'खरेदी', search: 'शोध', reply: 'उत्तर',
    approval: 'मान्यता', confirmation: 'पुष्टी', registration: 'नोंदणी', inspection: 'तपासणी', new: 'नवीन नवा नवी नवे', today: 'आज',
    "today's": 'आजचे आजची आजचा आजच्या',
  }, small: {
    '': 'आहे आहेत करतो करतात करा करणे करण्यासाठी करून करेल करू करावे देतो देतात द्या देणे देईल देऊन', and: 'आणि', or: 'किंवा', in: 'मध्ये', for: 'साठी', from: 'पासून', with: 'सह', without: 'शिवाय',
    not: 'नाही', all: 'सर्व', only: 'फक्त', each: 'प्रत्येक', a: 'एक', specified: 'निर्दिष्ट',
  } },
  { lang: 'ne', verbFinal: true, endings: 'लाई को का की मा बाट ले हरू सँग', light: `${NE_DO} ${NE_GIVE} ${MR_DO} ${MR_GIVE} ${HI?.light ?? ''}`,
    modifiers: `${NE_MODIFIERS} ${MR_MODIFIERS} ${HI?.modifiers ?? ''}`, verbs: {
    shows: `देखाउँछ देखाउँदछ देखाउनुहोस् देखाउनुस् देखाउने देखाउन ${withLight('प्रदर्शन', NE_DO)}`, views: 'हेर्छ हेर्नुहोस् हेर्ने हेर्न',
    lists: 'सूचीबद्ध', reads: 'पढ्छ पढ्नुहोस् पढ्ने', searches: 'खोज्छ खोज्दछ खोज्नुहोस् खोज्ने खोज्न खोजी खोज', checks: 'जाँच जाँच्छ जाँच्नुहोस् परीक्षण',
    calculates: 'गणना', creates: 'बनाउँछ बनाउनुहोस् बनाउने बनाउन सिर्जना', adds: 'थप्छ थप्नुहोस् थप्ने थप्न',
    deletes: 'मेटाउँछ मेटाउनुहोस् मेटाउने मेटाउन मेट्छ डिलिट', removes: 'हटाउँछ हटाउनुहोस् हटाउने हटाउन',
    updates: `अपडेट ${withLight('अद्यावधिक', NE_DO)}`, changes: 'परिवर्तन बदल्छ बदल्नुहोस् बदल्ने फेर्छ फेर्नुहोस्', edits: 'सम्पादन सच्याउँछ',
    saves: `सेभ ${withLight('सुरक्षित', NE_DO)}`, sends: 'पठाउँछ पठाउँदछ पठाउनुहोस् पठाउनुस् पठाउने पठाउन पठाऊ', forwards: 'फरवार्ड',
    notifies: 'सूचित खबर सम्झाउँछ सम्झाउनुहोस्', replies: 'जवाफ', pays: 'भुक्तानी तिर्छ तिर्नुहोस् तिर्ने तिर्न', transfers: 'स्थानान्तरण ट्रान्सफर',
    refunds: 'रिफन्ड पैसा_फिर्ता रकम_फिर्ता', charges: 'चार्ज', cancels: 'रद्द', books: 'बुक बुकिङ आरक्षण', orders: 'अर्डर',
    buys: 'किन्छ किन्नुहोस् किन्ने किन्न खरिद', grants: 'अनुमति पहुँच प्रदान', revokes: `खारेज ${withLight('फिर्ता', 'लिन्छ लिनुहोस्')}`,
    assigns: 'तोक्छ तोक्नुहोस् तोक्ने नियुक्त', blocks: 'ब्लक रोक्छ रोक्नुहोस्', suspends: 'निलम्बन', runs: 'चलाउँछ चलाउनुहोस् चलाउने सञ्चालन',
    exports: 'निर्यात', imports: 'आयात', uploads: 'अपलोड', publishes: 'प्रकाशित प्रकाशन', posts: 'पोस्ट', shares: 'सेयर साझा',
    approves: 'स्वीकृत स्वीकृति', rejects: 'अस्वीकार', confirms: 'पुष्टि', moves: 'सार्छ सार्नुहोस्', registers: 'दर्ता', invites: 'निम्तो आमन्त्रित',
    closes: withLight('बन्द', NE_DO), opens: 'खोल्छ खोल्नुहोस्',
    gets: `ल्याउँछ ल्याउनुहोस् ${withLight('प्राप्त', NE_DO)}`,
    finds: 'पत्ता_लगाउँछ पत्ता_लगाउनुहोस् पत्ता_लगाउने भेट्टाउँछ', downloads: withLight('डाउनलोड', NE_DO), corrects: withLight('सुधार', NE_DO),
    sets: withLight('सेट', NE_DO), reschedules: withLight('पुनर्निर्धारण', NE_DO), issues: withLight('जारी', NE_DO),
    prints: `छाप्छ छाप्नुहोस् ${withLight('प्रिन्ट', NE_DO)}`, signs: withLight('हस्ताक्षर', NE_DO), accepts: withLight('स्वीकार', NE_DO),
    withdraws: `पैसा_निकाल्छ रकम_निकाल्छ ${withLight('निकासी', NE_DO)}`,
    delivers: `पुर्याउँछ पुर्‍याउँछ पुर्याउनुहोस् पुर्‍याउनुहोस् ${withLight('डेलिभर हस्तान्तरण', NE_DO)}`, executes: withLight('कार्यान्वयन', NE_DO),
    starts: withLight('सुरु शुरू', NE_DO), restarts: withLight('पुनः_सुरु रिस्टार्ट', NE_DO), resets: withLight('रिसेट', NE_DO),
    tests: withLight('टेस्ट', NE_DO),
  }, nouns: {
    booking: withSuffix('बुकिङ बुकिङ्ग बुकिंग आरक्षण', 'हरू'), appointment: withSuffix('अपोइन्टमेन्ट', 'हरू'), meeting: withSuffix('बैठक', 'हरू'),
    order: withSuffix('अर्डर', 'हरू'), invoice: withSuffix('बिजक', 'हरू'), bill: 'बिल', receipt: 'रसिद', payment: withSuffix('भुक्तानी', 'हरू'),
    refund: 'रिफन्ड', transfer: 'स्थानान्तरण', customer: withSuffix('ग्राहक', 'हरू'), user: withSuffix('प्रयोगकर्ता', 'हरू'),
    staff: withSuffix('कर्मचारी', 'हरू'), admin: withSuffix('प्रशासक', 'हरू'), role: withSuffix('भूमिका', 'हरू'), permission: withSuffix('अनुमति पहुँच', 'हरू'),
    message: withSuffix('सन्देश', 'हरू'), sms: 'एसएमएस', email: withSuffix('इमेल', 'हरू'), file: withSuffix('फाइल', 'हरू'), document: withSuffix('कागजात', 'हरू'),
    report: withSuffix('प्रतिवेदन रिपोर्ट', 'हरू'), record: withSuffix('अभिलेख', 'हरू'), account: withSuffix('खाता', 'हरू'), card: withSuffix('कार्ड', 'हरू'),
    ticket: withSuffix('टिकट', 'हरू'), list: 'सूची', details: 'विवरण', information: 'जानकारी', data: 'डाटा', status: 'स्थिति', date: 'मिति', time: 'समय',
    day: 'दिन', product: withSuffix('उत्पादन', 'हरू'), price: 'मूल्य दाम', amount: 'रकम', money: 'पैसा', balance: 'ब्यालेन्स', stock: 'मौज्दात',
    room: withSuffix('कोठा', 'हरू'), seat: withSuffix('सिट', 'हरू'), password: 'पासवर्ड', settings: 'सेटिङ सेटिङहरू', supplier: withSuffix('आपूर्तिकर्ता', 'हरू'),
    doctor: 'डाक्टर', forecast: 'पूर्वानुमान', patient: withSuffix('बिरामी', 'हरू'), weather: 'मौसम', phone: 'फोन', address: 'ठेगाना', schedule: 'तालिका',
    notification: withSuffix('सूचना', 'हरू'), fee: 'शुल्क', purchase: 'खरिद', search: 'खोजी', reply: 'जवाफ', news: 'खबर', approval: 'स्वीकृति',
    registration: 'दर्ता', event: withSuffix('कार्यक्रम', 'हरू'), task: 'काम', new: 'नयाँ', today: 'आज', "today's": 'आजको आजका', tomorrow: 'भोलि',
  }, small: {
    '': `छ छन् हुन्छ को का की ले ${NE_DO} दिन्छ दिन्छन् दिनुहोस् दिनुस् दिने`, and: 'र', or: 'वा अथवा', to: 'लाई', in: 'मा', from: 'बाट',
    with: 'सँग संग', for: 'लागि', not: 'होइन छैन', all: 'सबै', only: 'मात्र केवल', each: 'प्रत्येक हरेक', this: 'यो यस यी', a: 'एउटा एक',
    which: 'जुन', also: 'पनि', specified: 'निर्दिष्ट',
  } },
  { lang: 'gu', verbFinal: true, endings: 'નો ની નું ના ને માં થી એ ો ે ઓ ોને ોનો ોની ોનું ોના ોમાં ોથી ઓને ઓનો ઓની ઓના ઓમાં',
    light: `${GU_DO} ${GU_GIVE}`, modifiers: GU_MODIFIERS, verbs: {
    shows: `બતાવે બતાવો બતાવવું બતાવવા દર્શાવે દર્શાવો દર્શાવવું દર્શાવવા ${withLight('પ્રદર્શિત', GU_DO)}`, views: 'જુએ જુઓ જોવું જોવા',
    lists: withLight('સૂચિબદ્ધ', GU_DO), gets: 'લાવે લાવો લાવવું લાવવા', searches: 'શોધે શોધો શોધવું શોધવા શોધ', finds: 'શોધી_કાઢે શોધી_કાઢો',
    checks: 'તપાસે તપાસો તપાસવું તપાસવા તપાસ ચકાસે ચકાસો ચકાસવું ચકાસવા ચકાસણી', reads: 'વાંચે વાંચો વાંચવું વાંચવા', calculates: 'ગણે ગણો ગણતરી',
    creates: `બનાવે બનાવો બનાવવું બનાવવા ${withLight('તૈયાર', GU_DO)}`, adds: `ઉમેરે ઉમેરો ઉમેરવું ઉમેરવા ${withLight('સામેલ દાખલ', GU_DO)}`,
    deletes: `ભૂંસે ભૂંસો ભૂંસવું કાઢી_નાખે કાઢી_નાખો કાઢી_નાખવું કાઢી_નાંખે કાઢી_નાંખો ${withLight('ડિલીટ ડિલિટ', GU_DO)}`,
    removes: `હટાવે હટાવો હટાવવું હટાવવા ${withLight('દૂર', GU_DO)}`, updates: `અપડેટ ${withLight('અદ્યતન', GU_DO)}`,
    changes: 'બદલે બદલો બદલવું બદલવા ફેરફાર', edits: withLight('સંપાદિત એડિટ', GU_DO), corrects: 'સુધારે સુધારવું સુધારવા',
    sets: withLight('સેટ નક્કી', GU_DO), marks: withLight('ચિહ્નિત માર્ક', GU_DO), saves: `સાચવે સાચવો સાચવવું સાચવવા ${withLight('સેવ', GU_DO)}`,
    sends: `મોકલે મોકલો મોકલવું મોકલવા મોકલી ${withLight('રવાના', GU_DO)}`, forwards: withLight('ફોરવર્ડ', GU_DO),
    replies: withLight('જવાબ ઉત્તર', GU_GIVE), notifies: `યાદ_અપાવે યાદ_અપાવો ${withLight('જાણ સૂચિત', GU_DO)}`, posts: withLight('પોસ્ટ', GU_DO),
    shares: `વહેંચે વહેંચો ${withLight('શેર', GU_DO)}`, publishes: withLight('પ્રકાશિત', GU_DO),
    pays: 'ચૂકવે ચૂકવો ચૂકવવું ચૂકવવા ચુકવે ચુકવો ચુકવવું ચુકવવા ચૂકવણી ચુકવણી પેમેન્ટ', transfers: `ટ્રાન્સફર ${withLight('સ્થાનાંતરિત', GU_DO)}`,
    refunds: 'રિફંડ પૈસા_પરત નાણાં_પરત રકમ_પરત', withdraws: 'ઉપાડ પૈસા_ઉપાડે પૈસા_ઉપાડો રકમ_ઉપાડે રકમ_ઉપાડો', deposits: withLight('જમા', GU_DO),
    charges: `વસૂલે વસૂલો ${withLight('ચાર્જ વસૂલ', GU_DO)}`, buys: 'ખરીદે ખરીદો ખરીદવું ખરીદવા ખરીદી', orders: 'ઓર્ડર મંગાવે મંગાવો મંગાવવું મંગાવવા',
    books: `બુકિંગ ${withLight('બુક આરક્ષિત', GU_DO)}`, cancels: 'રદ રદ્દ', registers: `નોંધણી ${withLight('રજિસ્ટર', GU_DO)}`,
    records: `નોંધે નોંધવું નોંધવા ${withLight('રેકોર્ડ', GU_DO)}`, issues: withLight('જારી ઇશ્યૂ', GU_DO),
    assigns: `સોંપે સોંપો સોંપવું સોંપવા ફાળવે ફાળવો ફાળવવું ${withLight('નિયુક્ત', GU_DO)}`, approves: `મંજૂરી ${withLight('મંજૂર', GU_DO)}`,
    rejects: `નકારે નકારો નકારવું નકારવા ફગાવે ${withLight('અસ્વીકાર', GU_DO)}`, closes: withLight('બંધ', GU_DO), opens: 'ખોલે ખોલો ખોલવું ખોલવા',
    archives: withLight('આર્કાઇવ', GU_DO), grants: `પરવાનગી ${withLight('પ્રવેશ ઍક્સેસ એક્સેસ અધિકાર', GU_GIVE)}`,
    revokes: `પાછી_ખેંચે પાછી_ખેંચો પાછું_ખેંચે પાછું_ખેંચો ${withLight('રદબાતલ', GU_DO)}`,
    invites: `${withLight('આમંત્રિત', GU_DO)} ${withLight('આમંત્રણ નિમંત્રણ', GU_GIVE)}`, uploads: 'અપલોડ', downloads: 'ડાઉનલોડ', exports: 'નિકાસ એક્સપોર્ટ',
    imports: 'આયાત ઇમ્પોર્ટ', prints: `છાપે છાપો છાપવું છાપવા ${withLight('પ્રિન્ટ', GU_DO)}`,
    schedules: `ગોઠવે ગોઠવો ગોઠવવું ગોઠવવા ${withLight('શેડ્યૂલ શેડ્યુલ', GU_DO)}`, moves: 'ખસેડે ખસેડો ખસેડવું ખસેડવા',
    reschedules: withLight('મુલતવી', 'રાખે રાખો રાખવું રાખવા'), runs: 'ચલાવે ચલાવો ચલાવવું ચલાવવા', executes: withLight('અમલ એક્ઝિક્યુટ', GU_DO),
    starts: withLight('શરૂ ચાલુ', GU_DO), stops: 'અટકાવે અટકાવો અટકાવવું અટકાવવા રોકે રોકો', locks: `તાળું_મારે તાળું_મારો ${withLight('લૉક લોક', GU_DO)}`,
    unlocks: withLight('અનલૉક અનલોક', GU_DO), suspends: withLight('સસ્પેન્ડ સ્થગિત', GU_DO), blocks: withLight('બ્લોક બ્લૉક', GU_DO),
    confirms: withLight('પુષ્ટિ', GU_DO), accepts: `સ્વીકારે સ્વીકારો ${withLight('સ્વીકાર', GU_DO)}`, signs: withLight('સહી', GU_DO),
    delivers: `પહોંચાડે પહોંચાડો ${withLight('ડિલિવર', GU_DO)}`,
  }, nouns: {
    account: 'ખાતું ખાતા ખાતાં ખાતાઓ ખાતામાંથી એકાઉન્ટ*', payment: 'ચૂકવણી ચુકવણી પેમેન્ટ', invoice: 'ઇન્વૉઇસ* ઇન્વોઇસ* ભરતિયું ભરતિયા*', bill: 'બિલ',
    salary: 'પગાર* વેતન* મજૂરી', money: 'પૈસા નાણાં નાણા રૂપિયા', amount: 'રકમ', balance: 'બેલેન્સ* સિલક*', order: 'ઓર્ડર ઓર્ડર*',
    booking: 'બુકિંગ બુકિંગ*', appointment: 'એપોઇન્ટમેન્ટ* અપોઇન્ટમેન્ટ* મુલાકાત*', customer: 'ગ્રાહક*', member: 'સભ્ય*', user: 'વપરાશકર્તા* યુઝર*', admin: 'એડમિન* વ્યવસ્થાપક*', parcel: 'પાર્સલ*', warehouse: 'ગોડાઉન* વેરહાઉસ*',
    staff: 'કર્મચારી* સ્ટાફ કારીગર* મજૂર મજૂરો', message: 'સંદેશ* મેસેજ*', email: 'ઈમેલ* ઇમેલ* ઈમેઇલ* ઇમેઇલ* ઈ_મેલ', sms: 'એસએમએસ એસ_એમ_એસ',
    report: 'અહેવાલ* રિપોર્ટ*', record: 'રેકોર્ડ*', note: 'નોંધ', file: 'ફાઇલ* ફાઈલ*', document: 'દસ્તાવેજ*', list: 'યાદી* સૂચિ', details: 'વિગત*',
    information: 'માહિતી', status: 'સ્થિતિ સ્ટેટસ', stock: 'સ્ટોક* જથ્થો જથ્થા*', products: 'માલ માલસામાન ઉત્પાદન* પ્રોડક્ટ*', price: 'કિંમત* ભાવ',
    date: 'તારીખ*', time: 'સમય', day: 'દિવસ*', role: 'ભૂમિકા* રોલ', permission: 'પરવાનગી પરવાનગી* અધિકાર અધિકારો ઍક્સેસ એક્સેસ પ્રવેશ', approval: 'મંજૂરી',
    password: 'પાસવર્ડ*', meeting: 'મીટિંગ* બેઠક*', schedule: 'શેડ્યૂલ શેડ્યુલ સમયપત્રક*', vehicle: 'વાહન* ગાડી*', trip: 'પ્રવાસ* મુસાફરી* ટ્રીપ*',
    supplier: 'સપ્લાયર* પુરવઠાકાર*', card: 'કાર્ડ*', ticket: 'ટિકિટ*', phone: 'ફોન', address: 'સરનામું સરનામા*', name: 'નામ', number: 'નંબર*',
    task: 'કામ કાર્ય કાર્યો', event: 'કાર્યક્રમ*', workshop: 'વર્કશોપ* કારખાનું કારખાના*', tax: 'ટેક્સ* વેરો વેરા*', receipt: 'રસીદ* પાવતી*',
    purchase: 'ખરીદી', search: 'શોધ', reply: 'જવાબ', registration: 'નોંધણી', change: 'ફેરફાર ફેરફારો', doctor: 'ડૉક્ટર* ડોક્ટર*', patient: 'દર્દી*',
    room: 'રૂમ ઓરડો ઓરડા*', weather: 'હવામાન*', settings: 'સેટિંગ્સ સેટિંગ*', data: 'ડેટા', notification: 'સૂચના* નોટિફિકેશન*', delivery: 'ડિલિવરી*',
    pending: 'બાકી', new: 'નવું નવી નવા નવો', today: 'આજે', "today's": 'આજના આજની આજનું આજનો',
  }, small: {
    '': `છે છો છીએ હતું હતી હતા થાય થશે આવે આવશે ${GU_DO} ${GU_GIVE}`, and: 'અને તથા', or: 'અથવા કે', not: 'નહીં નથી ન', of: 'નો ની નું ના',
    to: 'ને', in: 'માં', from: 'થી પાસેથી', for: 'માટે', with: 'સાથે સહિત', on: 'પર ઉપર', without: 'વિના વગર', all: 'બધા બધી બધું બધાં તમામ સર્વ',
    only: 'ફક્ત માત્ર', each: 'દરેક પ્રત્યેક', this: 'આ', that: 'તે', a: 'એક', which: 'જે', unpaid: 'ન_ચૂકવાયેલ ન_ચૂકવાયેલા ન_ચૂકવેલ',
  } },
  ...DRAVIDIAN,
];
