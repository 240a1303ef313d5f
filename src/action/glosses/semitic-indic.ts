/**
 * Tool words of Arabic, Hebrew, Persian and Hindi (src/action/foreign.ts reads them).
 *
 * Arabic and Hebrew write the article, "and", "for", "with" onto the word ("الحجوزات", "وللعميل",
 * "ההזמנה"): those are prefixes, and the forms are written bare. Their verbs are listed in the
 * present (both genders: "يرسل"/"ترسل", "שולח"/"שולחת"), the imperative and the infinitive, and
 * their nouns of action under the base form ("إلغاء", "ביטול": cancel). Vowel signs and hamza
 * seats are folded on both sides, as are the two ways of writing "ی" and "ک".
 *
 * Persian and Hindi end their clauses with the verb, most often a noun of action with a light verb
 * ("ارسال می‌کند" sends, "रद्द करता है" cancels): the noun is listed as the verb, the light verbs
 * after it, and the clause is read verb first. Their postpositions and auxiliaries that English
 * has no word for ("را", "का", "है") are read as nothing.
 *
 * Left out, as often another word: Arabic "يحدث" (updates, or happens), "يطلب" (orders, or asks),
 * "حساب" as calculation (it is the account), "غير" (change!, or not); Hebrew "שלם" (pay!, or
 * whole), "אשר" (approve!, or which), "הזמן" (order!, or the time), "עובד" (employee, or works);
 * Hindi "आदेश" (an order, or a command).
 */
import type { ToolLanguage } from './language.ts';
import { withLight } from './table-forms.ts';

/** Persian's "do" and "give", after a noun of action that is a verb only with them ("مسدود می‌کند" blocks; "مسدود" alone is blocked). */
const FA_DO = 'می_کند میکند کند کنید کردن';
const FA_GIVE = 'می_دهد میدهد دهد دهید دادن';

/** Hindi's "do", after a noun of action that is a verb only with it ("हस्ताक्षर करता" signs; "बंद" alone is closed). */
const HI_DO = 'करता करती करते करें करना करो करने कीजिए';

// prettier-ignore
export const SEMITIC_INDIC: readonly ToolLanguage[] = [
  { lang: 'ar', prefixes: 'ال وال بال فال كال لل ولل فلل وبال فبال و ف ب ل ك وب ول فل س وس', endings: 'ات ها هم كم نا ه ك ي ا', verbs: {
    shows: 'يعرض تعرض يظهر تظهر', show: 'اعرض أظهر عرض إظهار', lists: 'يسرد تسرد', returns: 'يعيد تعيد يرجع ترجع', gets: 'يجلب تجلب يسترجع تسترجع',
    get: 'جلب اجلب استرجاع', searches: 'يبحث تبحث', search: 'بحث ابحث', finds: 'يجد تجد', reads: 'يقرأ تقرأ', read: 'قراءة اقرأ',
    checks: 'يتحقق تتحقق يفحص تفحص', check: 'تحقق فحص', calculates: 'يحسب تحسب', creates: 'ينشئ تنشئ', create: 'إنشاء أنشئ',
    adds: 'يضيف تضيف', add: 'إضافة أضف', deletes: 'يحذف تحذف يمسح تمسح', delete: 'حذف احذف مسح امسح', removes: 'يزيل تزيل', remove: 'إزالة أزل',
    update: 'تحديث', changes: 'يغير تغير يعدل تعدل', change: 'تغيير تعديل', saves: 'يحفظ تحفظ', save: 'حفظ احفظ', sends: 'يرسل ترسل يبعث تبعث',
    send: 'إرسال أرسل', pays: 'يدفع تدفع يسدد تسدد', pay: 'دفع ادفع سداد', transfers: 'يحول تحول ينقل تنقل', transfer: 'تحويل حوالة',
    refunds: 'يسترد تسترد', refund: 'استرداد', charges: 'يخصم تخصم', cancels: 'يلغي تلغي', cancel: 'إلغاء ألغ', books: 'يحجز تحجز', book: 'احجز',
    buys: 'يشتري تشتري', buy: 'شراء اشتر', invites: 'يدعو تدعو', invite: 'ادع', grants: 'يمنح تمنح', grant: 'منح امنح', blocks: 'يحظر تحظر',
    block: 'حظر احظر', executes: 'ينفذ تنفذ', execute: 'تنفيذ نفذ', runs: 'يشغل تشغل', run: 'تشغيل شغل', uploads: 'يرفع ترفع', upload: 'رفع ارفع',
    download: 'تنزيل', shares: 'يشارك تشارك', share: 'مشاركة شارك', publishes: 'ينشر تنشر', publish: 'نشر انشر', closes: 'يغلق تغلق',
    close: 'إغلاق أغلق', opens: 'يفتح تفتح', open: 'فتح افتح', approves: 'يوافق توافق يعتمد تعتمد', approve: 'موافقة اعتماد',
    rejects: 'يرفض ترفض', reject: 'رفض ارفض', assigns: 'يعين تعين يسند تسند', assign: 'تعيين', schedules: 'يجدول تجدول', schedule: 'جدولة',
    notifies: 'يخطر تخطر يبلغ تبلغ ينبه تنبه', replies: 'يرد ترد يجيب تجيب', reply: 'رد', registers: 'يسجل تسجل', register: 'تسجيل',
    issues: 'يصدر تصدر', issue: 'إصدار', withdraws: 'يسحب تسحب', withdraw: 'سحب اسحب', estimates: 'يقدر تقدر',
  }, nouns: {
    booking: 'حجز', bookings: 'حجوزات', appointment: 'موعد', appointments: 'مواعيد', order: 'طلب', orders: 'طلبات', invoice: 'فاتورة',
    invoices: 'فواتير', payment: 'دفعة', payments: 'مدفوعات دفعات', customer: 'عميل زبون', customers: 'عملاء زبائن', message: 'رسالة',
    messages: 'رسائل', email: 'بريد بريد_إلكتروني', settings: 'إعدادات', password: 'كلمة_المرور كلمة_السر', role: 'دور', roles: 'أدوار',
    permissions: 'صلاحيات أذونات', user: 'مستخدم', users: 'مستخدمين مستخدمون', account: 'حساب', accounts: 'حسابات', stock: 'مخزون', inventory: 'جرد',
    list: 'قائمة', lists: 'قوائم', schedule: 'جدول', date: 'تاريخ', day: 'يوم', days: 'أيام', time: 'وقت', hour: 'ساعة', product: 'منتج',
    products: 'منتجات', room: 'غرفة', rooms: 'غرف', table: 'طاولة', seat: 'مقعد', seats: 'مقاعد', ticket: 'تذكرة', tickets: 'تذاكر', amount: 'مبلغ',
    amounts: 'مبالغ', balance: 'رصيد', file: 'ملف', files: 'ملفات', document: 'مستند وثيقة', documents: 'مستندات وثائق', report: 'تقرير', reports: 'تقارير',
    data: 'بيانات', details: 'تفاصيل', log: 'سجل', status: 'حالة', price: 'سعر', prices: 'أسعار', money: 'أموال نقود مال', card: 'بطاقة',
    supplier: 'مورد', suppliers: 'موردين موردون', employee: 'موظف', employees: 'موظفين موظفون', event: 'فعالية', calendar: 'تقويم', address: 'عنوان',
    phone: 'هاتف', notification: 'إشعار تنبيه', notifications: 'إشعارات تنبيهات', delivery: 'توصيل', shipment: 'شحنة', page: 'صفحة', post: 'منشور',
    comment: 'تعليق', member: 'عضو', members: 'أعضاء', subscription: 'اشتراك', offers: 'عروض', tool: 'أداة', sms: 'رسالة_نصية رسائل_نصية', current: 'الحالي الحالية', new: 'جديد جديدة',
  }, small: {
    '': 'يتم تتم يقوم تقوم', in: 'في', from: 'من', to: 'إلى', on: 'على', about: 'عن', with: 'مع', without: 'بدون دون', or: 'أو', not: 'لا ليس',
    all: 'كل جميع', each: 'لكل', only: 'فقط', by: 'حسب', which: 'الذي التي', this: 'هذا هذه', when: 'عند', if: 'إذا', specified: 'محدد محددة معين معينة', requested: 'المطلوب المطلوبة',
  } },
  { lang: 'he', prefixes: 'ה ו ב ל מ ש כ וה וב ול ומ וש וכ שה שב של שמ מה כש', endings: 'ים ות', verbs: {
    shows: 'מציג מציגה', show: 'להציג הצג הצגה', lists: 'מפרט מפרטת', returns: 'מחזיר מחזירה', gets: 'מקבל מקבלת מאחזר מאחזרת שולף שולפת',
    get: 'לקבל לאחזר אחזור שליפה', searches: 'מחפש מחפשת', search: 'לחפש חפש חיפוש', finds: 'מוצא מוצאת', reads: 'קורא קוראת',
    checks: 'בודק בודקת', check: 'לבדוק בדוק בדיקה', calculates: 'מחשב מחשבת', creates: 'יוצר יוצרת', create: 'ליצור צור יצירה',
    adds: 'מוסיף מוסיפה', add: 'להוסיף הוסף הוספה', deletes: 'מוחק מוחקת', delete: 'למחוק מחק מחיקה', removes: 'מסיר מסירה',
    remove: 'להסיר הסר הסרה', updates: 'מעדכן מעדכנת', update: 'לעדכן עדכן עדכון', changes: 'משנה', change: 'לשנות שינוי', edits: 'עורך עורכת',
    edit: 'לערוך ערוך עריכה', saves: 'שומר שומרת', save: 'לשמור שמור שמירה', sends: 'שולח שולחת', send: 'לשלוח שלח שליחה', pays: 'משלם משלמת',
    pay: 'לשלם', transfers: 'מעביר מעבירה', transfer: 'להעביר העבר העברה', refunds: 'מזכה מחזיר_כסף', refund: 'החזר זיכוי החזר_כספי',
    charges: 'מחייב מחייבת', charge: 'חיוב לחייב', cancels: 'מבטל מבטלת', cancel: 'לבטל בטל ביטול', orders: 'מזמין מזמינה', order: 'להזמין',
    buys: 'קונה', purchase: 'רכישה', grants: 'מעניק מעניקה', grant: 'להעניק', blocks: 'חוסם חוסמת', block: 'לחסום חסום חסימה', performs: 'מבצע מבצעת',
    runs: 'מריץ מריצה', run: 'להריץ הרץ הרצה', publishes: 'מפרסם מפרסמת', publish: 'לפרסם פרסם', shares: 'משתף משתפת', share: 'לשתף שתף שיתוף',
    closes: 'סוגר סוגרת', opens: 'פותח פותחת', approves: 'מאשר מאשרת', approve: 'לאשר אישור', rejects: 'דוחה', assigns: 'מקצה משייך משייכת',
    schedules: 'מתזמן מתזמנת', notifies: 'מודיע מודיעה', replies: 'משיב משיבה עונה', registers: 'רושם רושמת', moves: 'מזיז מזיזה',
  }, nouns: {
    order: 'הזמנה הזמנת', orders: 'הזמנות', appointment: 'תור', appointments: 'תורים', meeting: 'פגישה', invoice: 'חשבונית', invoices: 'חשבוניות',
    account: 'חשבון', accounts: 'חשבונות', payment: 'תשלום', payments: 'תשלומים', customer: 'לקוח', customers: 'לקוחות', message: 'הודעה הודעת',
    messages: 'הודעות', email: 'מייל אימייל', settings: 'הגדרות', password: 'סיסמה סיסמא', role: 'תפקיד', roles: 'תפקידים', permission: 'הרשאה',
    permissions: 'הרשאות', user: 'משתמש', users: 'משתמשים', stock: 'מלאי', list: 'רשימה רשימת', lists: 'רשימות', schedule: 'לוח_זמנים', date: 'תאריך',
    day: 'יום', days: 'ימים', time: 'שעה זמן', product: 'מוצר', products: 'מוצרים', room: 'חדר', rooms: 'חדרים', table: 'שולחן', tables: 'שולחנות',
    seat: 'מושב', ticket: 'כרטיס', tickets: 'כרטיסים', card: 'כרטיס_אשראי כרטיס_האשראי', amount: 'סכום', balance: 'יתרה', file: 'קובץ', files: 'קבצים',
    document: 'מסמך', documents: 'מסמכים', report: 'דוח', reports: 'דוחות', data: 'נתונים', details: 'פרטים', history: 'היסטוריה', status: 'סטטוס מצב',
    price: 'מחיר', prices: 'מחירים', money: 'כסף', supplier: 'ספק', suppliers: 'ספקים', event: 'אירוע', calendar: 'יומן', address: 'כתובת',
    phone: 'טלפון', notification: 'התראה', notifications: 'התראות', delivery: 'משלוח', tool: 'כלי', new: 'חדש חדשה',
  }, small: {
    '': 'את', of: 'של', to: 'אל', for: 'עבור', with: 'עם', without: 'בלי ללא', or: 'או', not: 'לא', all: 'כל', only: 'רק', which: 'אשר', by: 'לפי',
    on: 'על', specified: 'מסוים מסוימת נתון',
  } },
  { lang: 'fa', verbFinal: true, prefixes: 'می', endings: 'ها های ان', light: 'می_کند میکند کند کنید کن کردن می_دهد میدهد دهد دهید بده دادن می_شود میشود شود',
    modifiers: 'شده کرده', verbs: {
    shows: 'نمایش نشان', returns: 'برمی_گرداند برمیگرداند بازمی_گرداند برگشت بازگرداندن', gets: 'دریافت', searches: 'جستجو جستجوی', checks: 'بررسی',
    calculates: 'محاسبه', creates: 'ایجاد ساخت می_سازد', adds: 'اضافه افزودن', deletes: 'حذف پاک', updates: 'به_روزرسانی بروزرسانی',
    changes: 'تغییر ویرایش', saves: 'ذخیره', sends: 'ارسال فرستد می_فرستد بفرستید فرستادن', pays: 'پرداخت', transfers: 'انتقال واریز',
    refunds: 'بازپرداخت استرداد برگشت_وجه بازگشت_وجه', cancels: 'لغو ابطال', books: 'رزرو', orders: 'سفارش', buys: 'خرید می_خرد',
    invites: 'دعوت', executes: 'اجرا', publishes: 'منتشر انتشار', approves: 'تأیید', rejects: 'رد',
    notifies: `اطلاع_رسانی ${withLight('یادآوری', FA_DO)}`, registers: 'ثبت',
    finds: `یابد می_یابد ${withLight('پیدا', FA_DO)}`, reads: 'خواند بخوانید خواندن', views: 'مشاهده',
    exports: 'خروجی_می_گیرد خروجی_بگیرید', downloads: 'دانلود بارگیری', uploads: 'آپلود بارگذاری',
    removes: 'برمی_دارد برمیدارد',
    corrects: 'اصلاح تصحیح', sets: 'تنظیم', schedules: 'برنامه_ریزی', reschedules: 'تغییر_زمان', moves: `جابه_جا ${withLight('منتقل جابجا', FA_DO)}`,
    assigns: 'تخصیص اختصاص واگذار منصوب', issues: 'صادر',
    prints: 'چاپ', signs: withLight('امضا امضاء', FA_DO), accepts: 'پذیرد می_پذیرد بپذیرید قبول', suspends: withLight('تعلیق', FA_DO),
    closes: 'بندد می_بندد ببندید بستن', opens: withLight('باز', FA_DO),
    withdraws: withLight('برداشت', FA_DO), charges: withLight('شارژ', FA_DO),
    delivers: `${withLight('تحویل', FA_DO)} ${withLight('تحویل', FA_GIVE)}`,
    forwards: 'بازارسال', shares: 'اشتراک_می_گذارد اشتراک_بگذارید اشتراک_گذاری', replies: withLight('پاسخ', FA_GIVE),
    grants: 'اعطا', revokes: 'سلب', blocks: withLight('مسدود', FA_DO),
    starts: withLight('روشن شروع', FA_DO),
    stops: withLight('خاموش متوقف', FA_DO),
    restarts: 'راه_اندازی_مجدد ریستارت', resets: 'بازنشانی ریست', tests: 'آزمایش تست',
  }, nouns: {
    booking: 'رزرو', bookings: 'رزروها', order: 'سفارش', orders: 'سفارشات', invoice: 'فاکتور صورتحساب', payment: 'پرداخت', customer: 'مشتری',
    customers: 'مشتریان', message: 'پیام', messages: 'پیامها', email: 'ایمیل', settings: 'تنظیمات', password: 'رمز_عبور گذرواژه', role: 'نقش',
    permissions: 'مجوز مجوزها', access: 'دسترسی', user: 'کاربر', users: 'کاربران', account: 'حساب', stock: 'موجودی', list: 'فهرست لیست',
    schedule: 'برنامه زمان_بندی', date: 'تاریخ', day: 'روز', time: 'زمان ساعت', product: 'محصول کالا', products: 'محصولات', room: 'اتاق', table: 'میز', warehouse: 'انبار',
    ticket: 'بلیت بلیط', amount: 'مبلغ', file: 'فایل', report: 'گزارش', data: 'داده اطلاعات', price: 'قیمت', money: 'پول وجه', card: 'کارت',
    tool: 'ابزار', sms: 'پیامک', sales: 'فروش', daily: 'روزانه', new: 'جدید',
  }, small: {
    '': 'را است هست می', and: 'و', or: 'یا', with: 'با', without: 'بدون', for: 'برای', in: 'در', on: 'روی', from: 'از', to: 'به', not: 'نه',
    all: 'همه تمام', only: 'فقط', this: 'این', that: 'که', a: 'یک', specified: 'مشخص',
  } },
  { lang: 'hi', verbFinal: true, endings: 'ों ें', light: 'करता करती करते करें करना करो करने करके कीजिए करेगा करेगी करेंगे',
    modifiers: 'किया_गया किए_गए किये_गए की_गई', verbs: {
    shows: 'दिखाता दिखाती दिखाते दिखाएं दिखाएँ दिखाओ दिखाना प्रदर्शित', returns: 'लौटाता लौटाती लौटाते लौटाएं', gets: 'प्राप्त लाता लाती',
    searches: 'खोजता खोजती खोजते खोजें खोजना खोज ढूंढता ढूँढता', reads: 'पढ़ता पढ़ती पढ़ें', checks: 'जांचता जाँचता जांचें जांच जाँच', calculates: 'गणना',
    creates: 'बनाता बनाती बनाते बनाएं बनाएँ बनाना', adds: 'जोड़ता जोड़ती जोड़ें जोड़ना', deletes: 'हटाता हटाती हटाते हटाएं हटाएँ हटाना मिटाता मिटाएं डिलीट',
    updates: 'अपडेट अद्यतन', changes: 'बदलता बदलती बदलते बदलें बदलना परिवर्तन', saves: 'सहेजता सहेजती सहेजें सहेजना सेव',
    sends: 'भेजता भेजती भेजते भेजें भेजना भेजो', pays: 'भुगतान चुकाता चुकाती', transfers: 'स्थानांतरित ट्रांसफर', refunds: 'धनवापसी रिफंड',
    cancels: 'रद्द निरस्त', books: 'बुक आरक्षित', orders: 'ऑर्डर', buys: 'खरीदता खरीदती खरीदें खरीदना', invites: 'आमंत्रित', grants: 'प्रदान',
    blocks: 'ब्लॉक', runs: 'चलाता चलाती चलाएं निष्पादित', publishes: 'प्रकाशित', posts: 'पोस्ट', shares: 'साझा', approves: 'स्वीकृत अनुमोदित',
    rejects: 'अस्वीकार', notifies: 'सूचित याद_दिलाता याद_दिलाती याद_दिलाएं', registers: 'पंजीकृत दर्ज', lists: 'सूचीबद्ध', uploads: 'अपलोड',
    finds: 'पता_लगाता पता_लगाती पता_लगाएं', views: 'देखता देखती देखते देखें देखना', exports: 'निर्यात एक्सपोर्ट', downloads: 'डाउनलोड',
    removes: 'निकालता निकालती निकालें',
    edits: `एडिट ${withLight('संपादित', HI_DO)}`,
    corrects: 'सुधारता सुधारती सुधारें सुधार', sets: 'सेट',
    records: withLight('रिकॉर्ड', HI_DO),
    reschedules: withLight('पुनर्निर्धारित रीशेड्यूल', HI_DO),
    assigns: `सौंपता सौंपती सौंपें ${withLight('आवंटित असाइन नियुक्त', HI_DO)}`,
    issues: withLight('जारी', HI_DO), prints: 'प्रिंट मुद्रित छापता छापती छापें', signs: withLight('हस्ताक्षर', HI_DO), accepts: 'स्वीकार',
    suspends: withLight('निलंबित', HI_DO),
    closes: withLight('बंद', HI_DO), opens: 'खोलता खोलती खोलें खोलना',
    withdraws: withLight('निकासी', HI_DO),
    charges: `शुल्क_लेता शुल्क_लेती ${withLight('चार्ज', HI_DO)}`,
    delivers: 'पहुंचाता पहुँचाता पहुंचाती पहुँचाती डिलीवर',
    forwards: withLight('अग्रेषित फॉरवर्ड', HI_DO),
    replies: 'जवाब_देता जवाब_देती जवाब_दें उत्तर_देता उत्तर_देती उत्तर_दें', revokes: 'वापस_लेता वापस_लेती वापस_लें',
    executes: withLight('क्रियान्वित', HI_DO),
    starts: withLight('शुरू आरंभ', HI_DO),
    stops: 'रोकता रोकती रोकें रोकना',
    restarts: withLight('पुनरारंभ रीस्टार्ट', HI_DO),
    resets: withLight('रीसेट', HI_DO), tests: 'परीक्षण टेस्ट',
  }, nouns: {
    booking: 'बुकिंग आरक्षण', order: 'ऑर्डर', invoice: 'चालान इनवॉइस बिल', payment: 'भुगतान', customer: 'ग्राहक', message: 'संदेश मैसेज', email: 'ईमेल',
    settings: 'सेटिंग्स सेटिंग', password: 'पासवर्ड', role: 'भूमिका रोल', permissions: 'अनुमति अनुमतियाँ', user: 'उपयोगकर्ता यूज़र', account: 'खाता खाते',
    stock: 'स्टॉक', list: 'सूची लिस्ट', schedule: 'शेड्यूल', date: 'तारीख तिथि दिनांक', day: 'दिन', time: 'समय', product: 'उत्पाद', room: 'कमरा कमरे',
    table: 'टेबल', ticket: 'टिकट', amount: 'राशि रकम', file: 'फ़ाइल फाइल', report: 'रिपोर्ट', data: 'डेटा डाटा', details: 'विवरण', price: 'मूल्य कीमत दाम',
    money: 'पैसे पैसा धन', card: 'कार्ड', appointment: 'अपॉइंटमेंट', purchase: 'खरीद', search: 'खोज', tool: 'टूल', new: 'नया नई नए',
  }, small: {
    '': 'का की के को है हैं था थी थे ने', and: 'और एवं तथा', or: 'या अथवा', with: 'साथ', from: 'से', in: 'में', on: 'पर', to: 'तक', for: 'लिए के_लिए',
    not: 'नहीं मत', all: 'सभी सब', only: 'केवल सिर्फ', each: 'प्रत्येक हर', a: 'एक', this: 'यह इस', specified: 'निर्दिष्ट', given: 'दी_गई दिया_गया दिए_गए',
  } },
];
