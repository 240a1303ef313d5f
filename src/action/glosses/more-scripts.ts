/**
 * Tool words of Thai, Bengali, Armenian and Galician (src/action/foreign.ts reads them).
 *
 * Thai writes no spaces between the words of a clause (a space ends a phrase or a sentence): a
 * run of its script is cut into the forms listed here, longest first ("ส่งข้อความ" → ส่ง, ข้อความ),
 * so each form is a whole word. The verb comes before its object, as in English, and is glossed in
 * the third person ("ยกเลิก" cancels); a noun made with "การ" is listed whole ("การจอง", a
 * booking), and a state ("ค้างชำระ", unpaid; "ถูกยกเลิก", cancelled) as the English adjective, so
 * that no verb is read in it. Common words that are no tool word (name, type, code, system) are
 * listed too, so that a form is not cut out of the middle of them.
 *
 * Bengali ends its clauses with the verb, most often a noun of action with a light verb ("বাতিল
 * করে" cancels, "মুছে ফেলে" deletes): the noun is listed as the verb, the light verbs after it, and
 * each clause is read verb first; "টাকা ফেরত" (money back) is a refund. Its case endings and
 * classifiers ("-ের", "-কে", "-টি", "-গুলো") are endings of the nouns.
 *
 * Armenian writes its present as a participle and "է" ("ուղարկում է", sends), the auxiliary read as
 * nothing; the participle in "-ում" is also the noun of action ("վճարում": payment, or pays), so it
 * is glossed as the verb and the noun's declined forms ("վճարման", "վճարումներ") as the noun. Its
 * articles and cases ("-ը", "-ն", "-ի", "-ից", "-ով", "-ում") are endings; a stem that loses a vowel
 * when declined ("հաշիվ", "հաշվի") is listed in both forms. The verb may end the clause or open it
 * (the object before it as often as after): each clause is read verb first.
 *
 * Galician is written close to Portuguese and Spanish: a text those tables explain as well stays
 * theirs (they come first), and its own words ("amosa", "engade", "mensaxe", "unha", "polo") decide it.
 *
 * Left out, as often another word: Thai "คืน" (gives back, or night), "รับ" (receives, or accepts),
 * "สั่ง" alone (orders, or commands), "เก็บ" (keeps, or collects), "หา" (finds, or begins "หาก", if),
 * "กำหนดการ" (a schedule, but cut first out of "กำหนด" + "การชำระเงิน", sets the payment); Bengali
 * "পড়ে" (reads, or falls), "হিসাব" (an account, or a sum), "চালান" as a verb (run!, or an invoice),
 * "অর্থ" alone (money, or meaning), "দিন" as a light verb (give!, or a day); Armenian "գնում" (buys,
 * or goes), "նշանակում" (assigns, or means), "համար" (for, or a number), "մի" (a, or don't),
 * "հաշվում" (in the account, or counts), "ցուցակ" (a list: "Ամրագրումների ցուցակ", a list of bookings, read
 * "bookings list", which English reads as booking); Galician "le" (reads, or a pronoun), "é" (is: it folds into
 * "e", and), "co" (with the: an abbreviation).
 */
import type { ToolLanguage } from './language.ts';
import { withLight } from './table-forms.ts';

/** Bengali's "do", after a noun of action that is a verb only with it ("স্থগিত করে" suspends; "স্থগিত" alone is suspended). */
const BN_DO = 'করে করেন করা করুন করো করতে করবে';

// prettier-ignore
export const MORE_SCRIPTS: readonly ToolLanguage[] = [
  { lang: 'th', unspaced: true, verbs: {
    shows: 'แสดง แสดงผล', views: 'ดู เรียกดู', lists: 'แสดงรายการ', returns: 'ส่งคืน ส่งกลับ คืนค่า', gets: 'ดึง เรียกข้อมูล', reads: 'อ่าน',
    searches: 'ค้นหา ค้น', finds: 'ค้นพบ', queries: 'สอบถาม', checks: 'ตรวจสอบ ตรวจ เช็ค เช็ก', calculates: 'คำนวณ', tracks: 'ติดตาม',
    creates: 'สร้าง', adds: 'เพิ่ม', deletes: 'ลบ', removes: 'ลบออก นำออก', updates: 'อัปเดต อัพเดต อัพเดท ปรับปรุง', changes: 'เปลี่ยน เปลี่ยนแปลง',
    edits: 'แก้ไข แก้', adjusts: 'ปรับ', saves: 'บันทึก จัดเก็บ', sets: 'ตั้งค่า กำหนด', registers: 'ลงทะเบียน สมัคร', sends: 'ส่ง', forwards: 'ส่งต่อ',
    exports: 'ส่งออก', imports: 'นำเข้า', manages: 'จัดการ ดูแล', delivers: 'ส่งมอบ จัดส่ง', notifies: 'แจ้ง แจ้งเตือน', replies: 'ตอบกลับ ตอบ',
    pays: 'ชำระ ชำระเงิน จ่าย จ่ายเงิน', transfers: 'โอน โอนเงิน', refunds: 'คืนเงิน', charges: 'เรียกเก็บ เรียกเก็บเงิน หักเงิน', cancels: 'ยกเลิก',
    books: 'จอง', orders: 'สั่งซื้อ สั่งจอง', buys: 'ซื้อ', grants: 'มอบ ให้สิทธิ์', revokes: 'เพิกถอน ถอนสิทธิ์', assigns: 'มอบหมาย', allows: 'อนุญาต',
    blocks: 'บล็อก', suspends: 'ระงับ', runs: 'รัน เรียกใช้', processes: 'ประมวลผล', uploads: 'อัปโหลด อัพโหลด', downloads: 'ดาวน์โหลด',
    publishes: 'เผยแพร่', posts: 'โพสต์', shares: 'แชร์ แบ่งปัน', approves: 'อนุมัติ', rejects: 'ปฏิเสธ', confirms: 'ยืนยัน', schedules: 'จัดตาราง',
    reschedules: 'เลื่อน', issues: 'ออก', invites: 'เชิญ', closes: 'ปิด', opens: 'เปิด', enables: 'เปิดใช้งาน', disables: 'ปิดใช้งาน', moves: 'ย้าย',
    copies: 'คัดลอก',
  }, nouns: {
    booking: 'การจอง ใบจอง', appointment: 'นัดหมาย การนัดหมาย นัด', order: 'คำสั่งซื้อ ออเดอร์ ออร์เดอร์', command: 'คำสั่ง',
    invoice: 'ใบแจ้งหนี้ ใบกำกับภาษี', bill: 'บิล', receipt: 'ใบเสร็จ ใบเสร็จรับเงิน', payment: 'การชำระเงิน การจ่ายเงิน', transfer: 'การโอนเงิน', notification: 'การแจ้งเตือน',
    refund: 'การคืนเงิน เงินคืน', customer: 'ลูกค้า', user: 'ผู้ใช้ ผู้ใช้งาน', staff: 'พนักงาน เจ้าหน้าที่ บุคลากร', admin: 'ผู้ดูแลระบบ ผู้ดูแล แอดมิน',
    role: 'บทบาท', permission: 'สิทธิ์ สิทธิ สิทธิ์การใช้งาน', access: 'สิทธิ์การเข้าถึง การเข้าถึง เข้าถึง', message: 'ข้อความ', sms: 'เอสเอ็มเอส',
    email: 'อีเมล อีเมล์', file: 'ไฟล์', document: 'เอกสาร', report: 'รายงาน', record: 'ระเบียน', history: 'ประวัติ', account: 'บัญชี',
    card: 'บัตร การ์ด', ticket: 'ตั๋ว ทิกเก็ต', queue: 'คิว', application: 'ใบสมัคร แอปพลิเคชัน', request: 'คำขอ', certificate: 'ใบรับรอง ใบประกาศนียบัตร',
    inspection: 'การตรวจสอบ', equipment: 'อุปกรณ์', device: 'เครื่อง', tool: 'เครื่องมือ', stock: 'สต็อก สต๊อก สินค้าคงคลัง', warehouse: 'คลังสินค้า',
    product: 'สินค้า ผลิตภัณฑ์', price: 'ราคา', delivery: 'การจัดส่ง', parcel: 'พัสดุ', schedule: 'ตารางเวลา ตาราง', calendar: 'ปฏิทิน', date: 'วันที่',
    day: 'วัน', time: 'เวลา', list: 'รายการ', data: 'ข้อมูล', details: 'รายละเอียด', status: 'สถานะ', amount: 'จำนวนเงิน ยอดเงิน', quantity: 'จำนวน',
    balance: 'ยอดคงเหลือ', money: 'เงิน', room: 'ห้อง ห้องพัก', table: 'โต๊ะ', seat: 'ที่นั่ง', address: 'ที่อยู่', phone: 'โทรศัพท์ เบอร์โทร เบอร์โทรศัพท์',
    password: 'รหัสผ่าน', settings: 'การตั้งค่า', supplier: 'ผู้จำหน่าย ซัพพลายเออร์', event: 'กิจกรรม', member: 'สมาชิก', meeting: 'การประชุม', task: 'งาน',
    patient: 'ผู้ป่วย', doctor: 'แพทย์ หมอ', weather: 'สภาพอากาศ อากาศ', forecast: 'พยากรณ์', name: 'ชื่อ', number: 'หมายเลข เลขที่', code: 'รหัส',
    type: 'ประเภท', system: 'ระบบ', new: 'ใหม่', today: 'วันนี้', tomorrow: 'พรุ่งนี้',
  }, small: {
    '': 'การ ที่ ซึ่ง ค่า', of: 'ของ', and: 'และ', or: 'หรือ', with: 'กับ พร้อม', in: 'ใน', into: 'เข้า', from: 'จาก', to: 'ถึง ไปยัง แก่ ให้', for: 'สำหรับ', by: 'โดย ตาม',
    not: 'ไม่', all: 'ทั้งหมด ทุก', only: 'เท่านั้น', each: 'แต่ละ', this: 'นี้', if: 'หาก ถ้า', when: 'เมื่อ', use: 'ใช้ ใช้งาน', can: 'สามารถ', must: 'ต้อง',
    specified: 'ที่ระบุ', unpaid: 'ค้างชำระ ยังไม่ชำระ ยังไม่ได้ชำระ', paid: 'ชำระแล้ว จ่ายแล้ว', cancelled: 'ถูกยกเลิก ยกเลิกแล้ว', sent: 'ถูกส่ง ส่งแล้ว',
    deleted: 'ถูกลบ ลบแล้ว',
  } },
  { lang: 'bn', verbFinal: true, endings: 'ের র কে তে ে য় টি টা টির টিকে টিতে গুলো গুলি দের রা',
    light: 'করে করেন করা করুন করো করতে করবে দেয় দেন দেওয়া হয় ফেলে ফেলুন নেয়', modifiers: 'করা_হয়েছে হয়েছে হওয়া কৃত', verbs: {
    shows: 'দেখায় দেখান দেখাও দেখানো প্রদর্শন', lists: 'তালিকাভুক্ত', returns: 'ফেরত ফিরিয়ে ফেরায়', gets: 'পায় আনে সংগ্রহ',
    searches: 'খোঁজে খোঁজ খুঁজুন অনুসন্ধান', finds: 'খুঁজে_পায় খুঁজে_বের', checks: 'যাচাই পরীক্ষা চেক', calculates: 'গণনা', creates: 'তৈরি তৈরী সৃষ্টি',
    adds: 'যোগ যুক্ত', deletes: 'মুছে মোছে মুছুন ডিলিট', removes: 'সরিয়ে সরায় অপসারণ', updates: 'হালনাগাদ আপডেট', changes: 'পরিবর্তন বদল',
    edits: 'সম্পাদনা', saves: 'সংরক্ষণ সেভ', sends: 'পাঠায় পাঠান পাঠাও প্রেরণ', notifies: 'জানায় অবহিত মনে_করিয়ে_দেয় মনে_করিয়ে_দিন',
    replies: 'উত্তর জবাব',
    pays: 'পরিশোধ পেমেন্ট অর্থ_প্রদান', transfers: 'স্থানান্তর ট্রান্সফার', refunds: 'রিফান্ড টাকা_ফেরত অর্থ_ফেরত', charges: 'চার্জ কেটে_নেয়',
    cancels: 'বাতিল', books: 'বুক বুকিং রিজার্ভ', orders: 'অর্ডার', buys: 'কেনে কিনুন কেনা ক্রয়', invites: 'আমন্ত্রণ', provides: 'প্রদান',
    grants: 'অনুমতি_দেয় অনুমতি_দেন অনুমতি_দিন', revokes: 'প্রত্যাহার', assigns: 'বরাদ্দ অর্পণ নিযুক্ত', sets: 'নির্ধারণ সেট', blocks: 'ব্লক',
    runs: 'চালায়', executes: 'সম্পাদন নির্বাহ', uploads: 'আপলোড', downloads: 'ডাউনলোড', publishes: 'প্রকাশ', posts: 'পোস্ট', shares: 'শেয়ার',
    approves: 'অনুমোদন', rejects: 'প্রত্যাখ্যান নাকচ', schedules: 'শিডিউল', issues: 'জারি ইস্যু', registers: 'নিবন্ধন রেজিস্টার', closes: 'বন্ধ',
    opens: 'খোলে খুলুন', confirms: 'নিশ্চিত',
    reads: 'পড়ে পড়ুন', views: 'দেখে দেখুন',
    exports: withLight('রপ্তানি এক্সপোর্ট', BN_DO),
    corrects: withLight('সংশোধন', BN_DO),
    records: withLight('লিপিবদ্ধ নথিভুক্ত', BN_DO),
    reschedules: withLight('পুনর্নির্ধারণ', BN_DO),
    prints: 'মুদ্রণ প্রিন্ট ছাপে ছাপুন',
    signs: withLight('স্বাক্ষর সই', BN_DO),
    accepts: withLight('গ্রহণ', BN_DO),
    suspends: withLight('স্থগিত', BN_DO),
    withdraws: withLight('উত্তোলন', BN_DO),
    delivers: `পৌঁছে_দেয় পৌঁছে_দিন ${withLight('সরবরাহ হস্তান্তর', BN_DO)}`,
    forwards: 'ফরোয়ার্ড', starts: withLight('শুরু', BN_DO), stops: 'থামায় থামান',
    restarts: `রিস্টার্ট ${withLight('পুনরায়_চালু', BN_DO)}`,
    resets: 'রিসেট', tests: 'টেস্ট',
  }, nouns: {
    booking: 'বুকিং', appointment: 'অ্যাপয়েন্টমেন্ট', meeting: 'সভা মিটিং বৈঠক', order: 'অর্ডার', invoice: 'চালান ইনভয়েস', bill: 'বিল', receipt: 'রসিদ',
    payment: 'পেমেন্ট অর্থপ্রদান', refund: 'রিফান্ড', customer: 'গ্রাহক ক্রেতা কাস্টমার', client: 'ক্লায়েন্ট', user: 'ব্যবহারকারী ইউজার',
    staff: 'কর্মী কর্মচারী স্টাফ', admin: 'অ্যাডমিন প্রশাসক', role: 'ভূমিকা রোল', permission: 'অনুমতি', access: 'অ্যাক্সেস প্রবেশাধিকার',
    message: 'বার্তা মেসেজ', sms: 'এসএমএস', email: 'ইমেইল ইমেল', file: 'ফাইল', document: 'নথি ডকুমেন্ট দলিল', report: 'প্রতিবেদন রিপোর্ট',
    record: 'রেকর্ড', account: 'অ্যাকাউন্ট', card: 'কার্ড', ticket: 'টিকিট', queue: 'কিউ', application: 'আবেদন অ্যাপ্লিকেশন',
    certificate: 'সনদ সনদপত্র সার্টিফিকেট প্রত্যয়নপত্র', inspection: 'পরিদর্শন', equipment: 'সরঞ্জাম যন্ত্রপাতি', device: 'ডিভাইস যন্ত্র',
    stock: 'স্টক মজুদ', product: 'পণ্য', price: 'দাম মূল্য', delivery: 'ডেলিভারি', schedule: 'সময়সূচি সময়সূচী', calendar: 'ক্যালেন্ডার', date: 'তারিখ',
    time: 'সময়', day: 'দিন', list: 'তালিকা', data: 'ডেটা ডাটা', information: 'তথ্য', details: 'বিবরণ', status: 'অবস্থা স্ট্যাটাস', amount: 'পরিমাণ',
    money: 'টাকা', balance: 'ব্যালেন্স', password: 'পাসওয়ার্ড', settings: 'সেটিংস', room: 'কক্ষ রুম', seat: 'আসন', supplier: 'সরবরাহকারী',
    patient: 'রোগী', doctor: 'ডাক্তার চিকিৎসক', history: 'ইতিহাস', tool: 'টুল', name: 'নাম', number: 'নম্বর', phone: 'ফোন', address: 'ঠিকানা',
    task: 'কাজ', weather: 'আবহাওয়া', forecast: 'পূর্বাভাস', new: 'নতুন', today: 'আজ', "today's": 'আজকের', tomorrow: 'আগামীকাল',
  }, small: {
    '': 'এর হয় করে করা দেয় যে যা', and: 'এবং ও', or: 'বা অথবা', from: 'থেকে', for: 'জন্য জন্যে', with: 'সাথে সঙ্গে সহ', without: 'ছাড়া ব্যতীত',
    in: 'মধ্যে', on: 'উপর ওপর', by: 'দ্বারা অনুযায়ী', not: 'না নয় নেই', all: 'সব সকল সমস্ত', only: 'শুধু কেবল শুধুমাত্র', each: 'প্রতিটি প্রত্যেক',
    a: 'একটি একটা', this: 'এই এটি', specified: 'নির্দিষ্ট প্রদত্ত', sent: 'পাঠানো প্রেরিত', unpaid: 'অপরিশোধিত বকেয়া', paid: 'পরিশোধিত',
  } },
  { lang: 'hy', verbFinal: true, endings: 'ը ն ի ին ից ով ում', verbs: {
    shows: 'ցուցադրում ցույց_է_տալիս ցույց_են_տալիս', show: 'ցուցադրել ցուցադրիր ցուցադրեք ցույց_տալ ցույց_տուր', lists: 'թվարկում ցուցակագրում',
    list: 'թվարկել', returns: 'վերադարձնում', return: 'վերադարձնել', refund: 'վերադարձնել_գումարը', gets: 'ստանում բերում', get: 'ստանալ ստացիր', searches: 'որոնում փնտրում',
    search: 'որոնել փնտրել', finds: 'գտնում', find: 'գտնել', reads: 'կարդում', read: 'կարդալ', checks: 'ստուգում', check: 'ստուգել',
    calculates: 'հաշվարկում', calculate: 'հաշվարկել', creates: 'ստեղծում', create: 'ստեղծել ստեղծիր ստեղծեք', adds: 'ավելացնում',
    add: 'ավելացնել ավելացրու', deletes: 'ջնջում', delete: 'ջնջել ջնջիր ջնջեք', removes: 'հեռացնում', remove: 'հեռացնել', updates: 'թարմացնում',
    update: 'թարմացնել', changes: 'փոխում փոփոխում', change: 'փոխել փոփոխել', edits: 'խմբագրում', edit: 'խմբագրել', saves: 'պահպանում պահում',
    save: 'պահպանել', registers: 'գրանցում', register: 'գրանցել', sends: 'ուղարկում', send: 'ուղարկել ուղարկիր ուղարկեք', notifies: 'ծանուցում տեղեկացնում',
    notify: 'ծանուցել տեղեկացնել', replies: 'պատասխանում', reply: 'պատասխանել', pays: 'վճարում', pay: 'վճարել վճարիր վճարեք', transfers: 'փոխանցում',
    transfer: 'փոխանցել', refunds: 'փոխհատուցում գումարը_վերադարձնում վերադարձնում_է_գումարը հետ_է_վերադարձնում_գումարը', charges: 'գանձում', charge: 'գանձել',
    cancels: 'չեղարկում', cancel: 'չեղարկել չեղարկիր չեղարկեք', books: 'ամրագրում', book: 'ամրագրել ամրագրիր', orders: 'պատվիրում',
    order: 'պատվիրել պատվիրիր', buys: 'ձեռք_է_բերում', buy: 'գնել գնիր', grants: 'շնորհում', grant: 'շնորհել', provides: 'տրամադրում',
    provide: 'տրամադրել', revokes: 'հետ_է_կանչում զրկում', revoke: 'հետ_կանչել', assigns: 'վերագրում հատկացնում', assign: 'վերագրել հատկացնել',
    runs: 'գործարկում', run: 'գործարկել', executes: 'կատարում', execute: 'կատարել', uploads: 'վերբեռնում', upload: 'վերբեռնել', downloads: 'ներբեռնում',
    publishes: 'հրապարակում', publish: 'հրապարակել', approves: 'հաստատում', approve: 'հաստատել', rejects: 'մերժում', reject: 'մերժել',
    schedules: 'պլանավորում', schedule: 'պլանավորել', issues: 'թողարկում', issue: 'թողարկել', invites: 'հրավիրում', blocks: 'արգելափակում',
    closes: 'փակում', opens: 'բացում', shares: 'կիսվում', delivers: 'առաքել',
  }, nouns: {
    booking: 'ամրագրումը ամրագրման', bookings: 'ամրագրումներ', appointment: 'այց', appointments: 'այցեր', meeting: 'հանդիպում', order: 'պատվեր',
    orders: 'պատվերներ', invoice: 'ապրանքագիր ապրանքագրի ինվոյս', invoices: 'ապրանքագրեր ինվոյսներ', payment: 'վճարումը վճարման', fee: 'վճար',
    payments: 'վճարումներ', refund: 'գումարի_վերադարձ փոխհատուցման', customer: 'հաճախորդ գնորդ', customers: 'հաճախորդներ գնորդներ',
    user: 'օգտատեր օգտատիրոջ օգտվող', users: 'օգտատերեր օգտվողներ', staff: 'անձնակազմ աշխատակազմ', employee: 'աշխատակից աշխատող',
    employees: 'աշխատակիցներ աշխատողներ', admin: 'ադմինիստրատոր ադմին', role: 'դեր', roles: 'դերեր', permission: 'թույլտվություն թույլտվության իրավունք',
    permissions: 'թույլտվություններ իրավունքներ', access: 'մուտք հասանելիություն հասանելիության', message: 'հաղորդագրություն հաղորդագրության',
    messages: 'հաղորդագրություններ', notification: 'ծանուցումը ծանուցման', notifications: 'ծանուցումներ', email: 'էլփոստ փոստ', file: 'ֆայլ',
    files: 'ֆայլեր', document: 'փաստաթուղթ փաստաթղթի', documents: 'փաստաթղթեր', report: 'հաշվետվություն հաշվետվության', reports: 'հաշվետվություններ',
    record: 'գրառում', records: 'գրառումներ', account: 'հաշիվ հաշվի հաշվից հաշվով', accounts: 'հաշիվներ', card: 'քարտ', cards: 'քարտեր', ticket: 'տոմս',
    tickets: 'տոմսեր', queue: 'հերթ', application: 'հայտ դիմում', applications: 'հայտեր դիմումներ', certificate: 'վկայական հավաստագիր սերտիֆիկատ',
    inspection: 'զննում', equipment: 'սարքավորում սարքավորումներ', device: 'սարք', devices: 'սարքեր', stock: 'պաշար', warehouse: 'պահեստ',
    product: 'ապրանք', products: 'ապրանքներ', price: 'գին գնի', prices: 'գներ', delivery: 'առաքում առաքման', schedule: 'ժամանակացույց գրաֆիկ',
    calendar: 'օրացույց', date: 'ամսաթիվ ամսաթվի', day: 'օր օրը', time: 'ժամ ժամանակ', data: 'տվյալներ', details: 'մանրամասներ',
    status: 'կարգավիճակ', amount: 'գումար', money: 'դրամ փող', balance: 'մնացորդ', password: 'գաղտնաբառ', settings: 'կարգավորումներ', room: 'սենյակ',
    supplier: 'մատակարար', doctor: 'բժիշկ բժշկի', history: 'պատմություն պատմության', phone: 'հեռախոս', address: 'հասցե', weather: 'եղանակ',
    forecast: 'կանխատեսում', new: 'նոր', today: 'այսօր', "today's": 'այսօրվա', tomorrow: 'վաղը',
  }, small: {
    '': 'է են էր էին', and: 'և ու', or: 'կամ', with: 'հետ', without: 'առանց', in: 'մեջ', on: 'վրա', at: 'մոտ', to: 'դեպի', until: 'մինչև', by: 'ըստ',
    not: 'չի չեն չէ ոչ', all: 'բոլոր', only: 'միայն', each: 'յուրաքանչյուր', this: 'այս այդ', which: 'որը որոնք', specified: 'նշված տրված',
    sent: 'ուղարկված', cancelled: 'չեղարկված', paid: 'վճարված', unpaid: 'չվճարված', deleted: 'ջնջված', booked: 'ամրագրված',
  } },
  { lang: 'gl', endings: 's es', verbs: {
    shows: 'amosa mostra', show: 'amosar mostrar amose', lists: 'lista enumera', list: 'listar', gets: 'obtén recupera', get: 'obter recuperar',
    searches: 'busca procura', search: 'buscar procurar', queries: 'consulta', query: 'consultar', returns: 'devolve retorna', read: 'ler',
    checks: 'comproba verifica', check: 'comprobar verificar', calculates: 'calcula', calculate: 'calcular', creates: 'crea xera', create: 'crear xerar creación',
    adds: 'engade', add: 'engadir', deletes: 'elimina borra suprime', delete: 'eliminar borrar suprimir eliminación', removes: 'quita retira',
    remove: 'quitar retirar', updates: 'actualiza', update: 'actualizar actualización', changes: 'cambia modifica', change: 'cambiar modificar modificación',
    edits: 'edita', edit: 'editar', saves: 'garda', save: 'gardar', registers: 'rexistra', register: 'rexistrar', sends: 'envía manda remite',
    send: 'enviar mandar envío', notifies: 'notifica avisa', notify: 'notificar avisar', replies: 'responde contesta', reply: 'responder contestar',
    pays: 'paga aboa', pay: 'pagar aboar', transfers: 'transfire', transfer: 'transferir', refunds: 'reembolsa', refund: 'reembolsar', charges: 'cobra',
    charge: 'cobrar', cancels: 'cancela anula', cancel: 'cancelar anular cancelación anulación', book: 'reservar', orders: 'encarga', order: 'encargar',
    buys: 'merca compra', buy: 'mercar comprar', grants: 'concede outorga', grant: 'conceder outorgar', revokes: 'revoga', revoke: 'revogar',
    assigns: 'asigna atribúe', assign: 'asignar atribuír', executes: 'executa', execute: 'executar', uploads: 'sube', upload: 'subir',
    publishes: 'publica', publish: 'publicar', approves: 'aproba', approve: 'aprobar', rejects: 'rexeita refuga', reject: 'rexeitar refugar',
    schedules: 'programa planifica', schedule: 'programar planificar', issues: 'emite expide', issue: 'emitir expedir', invites: 'convida',
    blocks: 'bloquea', closes: 'pecha', close: 'pechar', opens: 'abre', open: 'abrir', confirms: 'confirma', confirm: 'confirmar',
  }, nouns: {
    booking: 'reserva', bookings: 'reservas', appointment: 'cita', appointments: 'citas', order: 'pedido', orders: 'pedidos', invoice: 'factura',
    invoices: 'facturas', payment: 'pagamento pago', payments: 'pagamentos pagos', refund: 'reembolso devolución', refunds: 'reembolsos devolucións',
    customer: 'cliente', customers: 'clientes', user: 'usuario', users: 'usuarios', staff: 'persoal', employee: 'traballador empregado', role: 'rol', permission: 'permiso', permissions: 'permisos', access: 'acceso',
    message: 'mensaxe', messages: 'mensaxes', email: 'correo correo_electrónico', file: 'ficheiro arquivo', files: 'ficheiros arquivos', document: 'documento', report: 'informe', record: 'rexistro',
    account: 'conta', card: 'tarxeta', ticket: 'billete entrada', queue: 'cola', application: 'solicitude', certificate: 'certificado',
    inspection: 'inspección', equipment: 'equipamento', device: 'dispositivo', stock: 'existencias', product: 'produto', products: 'produtos', price: 'prezo', prices: 'prezos',
    delivery: 'entrega', schedule: 'horario', calendar: 'calendario', date: 'data', day: 'día', time: 'hora', week: 'semana', data: 'datos',
    details: 'detalles', status: 'estado', amount: 'importe', money: 'diñeiro cartos', balance: 'saldo', password: 'contrasinal',
    settings: 'configuración axustes', room: 'habitación', supplier: 'provedor', history: 'historial', patient: 'paciente', phone: 'teléfono',
    address: 'enderezo', forecast: 'predición', pending: 'pendente', unpaid: 'impagado impagada', paid: 'pagado pagada',
    cancelled: 'cancelado cancelada anulado anulada', sent: 'enviado enviada', new: 'novo nova', today: 'hoxe', tomorrow: 'mañá',
  }, small: {
    the: 'o a os as', a: 'un unha', of: 'de do da dos das dun dunha', to: 'ao aos á ás para', in: 'en no na nos nas nun nunha', with: 'con coa cos coas',
    without: 'sen', by: 'por polo pola polos polas', and: 'e', or: 'ou', not: 'non', that: 'que', from: 'dende desde', until: 'ata',
    all: 'todos todas', each: 'cada', only: 'só soamente', its: 'seu súa seus súas',
  } },
];
