/**
 * Tool words of Khmer, Burmese, Amharic, Sinhala and Mongolian (src/action/foreign.ts reads them).
 *
 * Khmer and Burmese write no spaces between the words of a clause (a space ends a phrase): a run of
 * their script is cut into the forms listed here, longest first, as Thai is, and never inside a
 * syllable (src/action/glosses/scripts.ts: not before a vowel sign, nor after the Khmer coeng or
 * the Myanmar virama, nor before a consonant that an asat closes). Khmer puts the verb before its
 * object, as English does; a noun made with "ការ" is listed whole ("ការកក់", a booking), "ការ"
 * alone reads as nothing. Burmese ends its clauses with the verb, followed by particles that read
 * as nothing ("သည်", "ပါ", "ကို") and by "ပေး" or "လုပ်" (give, do), light verbs; a past relative
 * form ("ပယ်ဖျက်ထားသော", cancelled) makes the verb a modifier, and each clause is read verb first.
 *
 * Amharic ends its clauses with the verb, listed in the third person ("ይልካል", sends), the relative
 * present ("የሚልክ", which sends), the infinitive and the imperative; "ውድቅ ያደርጋል" (makes
 * rejected) is a noun and a light verb. Its nouns take the article and case as syllables that change
 * the last one ("ትእዛዝ", "ትእዛዙን", "ትእዛዞች"): they are stems, and "የ", "ለ", "በ", "ከ" (of, to, in,
 * from) are prefixes. The letters Amharic writes alike ("ሠ"/"ሰ", "ዐ"/"አ", "ሐ"/"ሀ", "ፀ"/"ጸ") are
 * folded on both sides.
 *
 * Sinhala ends its clauses with the verb, most often a noun of action with "කරයි" (does): the noun
 * is listed as the verb and the forms of "do" as light verbs; a word that is also an adjective
 * ("අවලංගු", invalid; "වෙනස්", different) is a verb only with its light verb, listed as a phrase.
 * Its nouns are declined ("පාරිභෝගිකයාට", to the customer): they are stems. The zero-width joiner
 * typed inside its conjuncts is dropped on both sides.
 *
 * Mongolian (Cyrillic script) ends its clauses with the verb and adds case endings to its nouns and
 * tense endings to its verbs: both are stems ("илгээ*": илгээнэ, илгээх, илгээдэг); its past
 * participles ("илгээсэн", sent; "цуцлагдсан", cancelled) are listed whole, as the English adjective.
 * A text Russian or Kazakh explains as well stays theirs (they come first).
 *
 * Left out, as often another word: Khmer "ត្រឡប់" (returns, or gives back money), "ទទួល" (receives,
 * or accepts), "យក" alone (takes), "រក" alone (seeks, and inside "រកស៊ី", to trade), "ផ្តល់" alone
 * (provides: information, or money, or rights), "ចេញ" (issues, or goes out), "តែ" (only, or tea),
 * "ទេ" (not, or a question); Burmese "ပြန်ပေး" (returns, or gives money back), "ထုတ်ယူ" (extracts,
 * or withdraws money), "မှာ" as a verb (orders, or at), "တင်" alone (puts up: uploads or submits,
 * and inside "ကြိုတင်", in advance; "တင်ပြ", submits, is listed, so that no "ပြ", shows, is cut out
 * of it), "ပြင်" alone (fixes, and inside "ပြင်ပ", outside), "ပြီး" (done, or and then: the verb
 * before it stays a verb), "မ" (not: a letter many words begin with); Amharic
 * "ይመልሳል" (returns, gives money back, or answers), "ይፈልጋል" (searches, or wants), "ይሰጣል" alone
 * (gives: information, money or rights), "ይቀበላል" (receives, or accepts), "ይይዛል" (holds, or
 * books), "ያቀርባል" (presents, or submits), "ያወጣል" (takes out, issues, or spends), "ያዘጋጃል"
 * (prepares, or sets up), "ክፍል" (a room, a class or a part), "ያለ" (without, or which is); Sinhala
 * "ලබා දෙයි" and "දෙයි" alone (gives: information, money or rights; with "අවසර", permission, it
 * grants, as Amharic "ፈቃድ ይሰጣል" does), "ආපසු දෙයි" (gives back: a
 * result, or money), "සැලසුම්" (plans, which English reads as a read); Mongolian "авна" (takes,
 * gets, or buys), "буцаана" alone (returns, or gives money back), "хаана" (closes, or where),
 * "үзүүлнэ" (shows, or renders a service), "оноо" (a score, beside "онооно", assigns).
 */
import type { ToolLanguage } from './language.ts';

// prettier-ignore
export const ASIAN_SCRIPTS: readonly ToolLanguage[] = [
  { lang: 'km', unspaced: true, verbs: {
    shows: 'បង្ហាញ', views: 'មើល', lists: 'រាយបញ្ជី', reads: 'អាន', searches: 'ស្វែងរក', queries: 'សាកសួរ',
    checks: 'ពិនិត្យ ពិនិត្យមើល ត្រួតពិនិត្យ ផ្ទៀងផ្ទាត់', calculates: 'គណនា', tracks: 'តាមដាន', downloads: 'ទាញយក',
    creates: 'បង្កើត', adds: 'បន្ថែម', deletes: 'លុប', removes: 'ដកចេញ យកចេញ', updates: 'ធ្វើបច្ចុប្បន្នភាព បច្ចុប្បន្នភាព អាប់ដេត',
    changes: 'ផ្លាស់ប្តូរ ប្តូរ កែប្រែ', edits: 'កែសម្រួល កែតម្រូវ', saves: 'រក្សាទុក', sets: 'កំណត់', registers: 'ចុះឈ្មោះ ចុះបញ្ជី',
    sends: 'ផ្ញើ បញ្ជូន', forwards: 'បញ្ជូនបន្ត', exports: 'នាំចេញ', imports: 'នាំចូល', notifies: 'ជូនដំណឹង', replies: 'ឆ្លើយតប',
    pays: 'បង់ប្រាក់ បង់លុយ បង់ ទូទាត់', transfers: 'ផ្ទេរ ផ្ទេរប្រាក់', refunds: 'សងប្រាក់វិញ បង្វិលប្រាក់ បង្វិលប្រាក់វិញ បង្វិលសង',
    charges: 'គិតប្រាក់ កាត់ប្រាក់', cancels: 'បោះបង់ លុបចោល', books: 'កក់ កក់ទុក', orders: 'បញ្ជាទិញ កុម្ម៉ង់', buys: 'ទិញ',
    grants: 'ផ្តល់សិទ្ធិ ផ្តល់ការអនុញ្ញាត', revokes: 'ដកសិទ្ធិ ដកហូត', assigns: 'ចាត់តាំង ផ្តល់តួនាទី', allows: 'អនុញ្ញាត',
    blocks: 'ទប់ស្កាត់ ប្លុក', suspends: 'ផ្អាក', processes: 'ដំណើរការ', executes: 'ប្រតិបត្តិ', uploads: 'ផ្ទុកឡើង',
    publishes: 'ផ្សព្វផ្សាយ បោះពុម្ពផ្សាយ', posts: 'បង្ហោះ', shares: 'ចែករំលែក', approves: 'អនុម័ត យល់ព្រម', rejects: 'បដិសេធ',
    confirms: 'បញ្ជាក់', schedules: 'កំណត់ពេល', moves: 'ផ្លាស់ទី', invites: 'អញ្ជើញ', closes: 'បិទ', opens: 'បើក', copies: 'ចម្លង',
    manages: 'គ្រប់គ្រង', protects: 'ការពារ',
  }, nouns: {
    booking: 'ការកក់ ការកក់ទុក', appointment: 'ការណាត់ជួប ណាត់ជួប ការណាត់', order: 'ការបញ្ជាទិញ ការកុម្ម៉ង់',
    invoice: 'វិក្កយបត្រ វិក័យប័ត្រ វិក្កយប័ត្រ', receipt: 'បង្កាន់ដៃ', results: 'លទ្ធផល', payment: 'ការទូទាត់ ការបង់ប្រាក់', transfer: 'ការផ្ទេរប្រាក់',
    refund: 'ការសងប្រាក់វិញ ការបង្វិលប្រាក់', notification: 'ការជូនដំណឹង', customer: 'អតិថិជន', user: 'អ្នកប្រើប្រាស់ អ្នកប្រើ',
    staff: 'បុគ្គលិក', employee: 'និយោជិត', admin: 'អ្នកគ្រប់គ្រង', role: 'តួនាទី', permission: 'សិទ្ធិ ការអនុញ្ញាត',
    access: 'សិទ្ធិចូលប្រើ ការចូលប្រើ ចូលប្រើ', message: 'សារ', sms: 'សារជាអក្សរ', email: 'អ៊ីមែល អ៊ីម៉ែល', document: 'ឯកសារ', report: 'របាយការណ៍',
    record: 'កំណត់ត្រា', history: 'ប្រវត្តិ', account: 'គណនី', card: 'កាត', ticket: 'សំបុត្រ', request: 'សំណើ', application: 'ពាក្យស្នើសុំ',
    list: 'បញ្ជី', data: 'ទិន្នន័យ', information: 'ព័ត៌មាន', details: 'ព័ត៌មានលម្អិត លម្អិត', status: 'ស្ថានភាព', amount: 'ចំនួនទឹកប្រាក់ ទឹកប្រាក់',
    quantity: 'ចំនួន', money: 'ប្រាក់ លុយ', balance: 'សមតុល្យ', product: 'ផលិតផល ទំនិញ', price: 'តម្លៃ', stock: 'ស្តុក សារពើភ័ណ្ឌ',
    warehouse: 'ឃ្លាំង', delivery: 'ការដឹកជញ្ជូន', parcel: 'កញ្ចប់ កញ្ចប់ឥវ៉ាន់', schedule: 'កាលវិភាគ', calendar: 'ប្រតិទិន', date: 'កាលបរិច្ឆេទ', day: 'ថ្ងៃ',
    time: 'ពេលវេលា ម៉ោង', room: 'បន្ទប់', seat: 'កៅអី', address: 'អាសយដ្ឋាន', phone: 'ទូរស័ព្ទ លេខទូរស័ព្ទ', password: 'ពាក្យសម្ងាត់',
    settings: 'ការកំណត់', supplier: 'អ្នកផ្គត់ផ្គង់', patient: 'អ្នកជំងឺ', doctor: 'វេជ្ជបណ្ឌិត គ្រូពេទ្យ', task: 'ភារកិច្ច កិច្ចការ ការងារ',
    meeting: 'កិច្ចប្រជុំ', member: 'សមាជិក', device: 'ឧបករណ៍', event: 'ព្រឹត្តិការណ៍', weather: 'អាកាសធាតុ', forecast: 'ការព្យាករណ៍',
    name: 'ឈ្មោះ', number: 'លេខ', code: 'លេខកូដ កូដ', type: 'ប្រភេទ', system: 'ប្រព័ន្ធ', new: 'ថ្មី', today: 'ថ្ងៃនេះ',
    tomorrow: 'ថ្ងៃស្អែក ស្អែក',
  }, small: {
    '': 'ការ ដែល នូវ បាន ជា គឺ កក់ក្តៅ កក់សក់ សារធាតុ សារព័ត៌មាន', lost: 'បាត់បង់', a: 'មួយ', another: 'មួយទៀត', of: 'របស់ នៃ', and: 'និង', or: 'ឬ',
    with: 'ជាមួយ ជាមួយនឹង', in: 'ក្នុង នៅក្នុង', at: 'នៅ', from: 'ពី មកពី', to: 'ទៅ ទៅកាន់ ដល់ ជូន ឱ្យ ឲ្យ អោយ', for: 'សម្រាប់', by: 'ដោយ តាម',
    not: 'មិន មិនមែន', all: 'ទាំងអស់ គ្រប់', only: 'ប៉ុណ្ណោះ តែប៉ុណ្ណោះ', each: 'នីមួយៗ', this: 'នេះ', if: 'ប្រសិនបើ បើ',
    when: 'នៅពេល ពេល', use: 'ប្រើ ប្រើប្រាស់', can: 'អាច', must: 'ត្រូវ', specified: 'ដែលបានបញ្ជាក់ ជាក់លាក់',
    unpaid: 'មិនទាន់បង់ មិនទាន់បង់ប្រាក់ មិនទាន់ទូទាត់', paid: 'បានបង់ បានបង់ប្រាក់ បានទូទាត់',
    cancelled: 'ត្រូវបានលុបចោល បានលុបចោល ត្រូវបានបោះបង់', sent: 'ត្រូវបានផ្ញើ បានផ្ញើ', deleted: 'ត្រូវបានលុប បានលុប',
  } },
  { lang: 'my', unspaced: true, verbFinal: true, light: 'လုပ် ပေး',
    modifiers: 'ခဲ့သော ပြီးသော ထားသော ခဲ့သည့် ပြီးသည့် ထားသည့် ခံရသော ခံရသည့်', verbs: {
    shows: 'ပြသ ဖော်ပြ ပြ', views: 'ကြည့် ကြည့်ရှု', lists: 'စာရင်းပြု', gets: 'ရယူ', searches: 'ရှာဖွေ ရှာ', finds: 'တွေ့ရှိ', reads: 'ဖတ်',
    checks: 'စစ်ဆေး', queries: 'စုံစမ်း မေးမြန်း', calculates: 'တွက်ချက်', tracks: 'ခြေရာခံ', creates: 'ဖန်တီး',
    adds: 'ထည့် ထည့်သွင်း ပေါင်းထည့်', deletes: 'ဖျက် ဖျက်ပစ်', removes: 'ဖယ်ရှား', updates: 'အပ်ဒိတ် မွမ်းမံ', changes: 'ပြောင်းလဲ ပြောင်း',
    edits: 'ပြင်ဆင် တည်းဖြတ်', saves: 'သိမ်းဆည်း သိမ်း', sets: 'သတ်မှတ်', registers: 'မှတ်ပုံတင် စာရင်းသွင်း', sends: 'ပို့ ပေးပို့',
    forwards: 'ထပ်ဆင့်ပို့', delivers: 'ပို့ဆောင်', notifies: 'အကြောင်းကြား အသိပေး', replies: 'အကြောင်းပြန် ပြန်ကြား',
    pays: 'ပေးချေ ငွေပေးချေ ငွေပေး', transfers: 'လွှဲ ငွေလွှဲ လွှဲပြောင်း', refunds: 'ငွေပြန်အမ်း ပြန်အမ်း', charges: 'ကောက်ခံ ငွေကောက်ခံ',
    cancels: 'ပယ်ဖျက် ဖျက်သိမ်း', books: 'ကြိုတင်မှာယူ ကြိုတင်စာရင်းသွင်း ဘွတ်ကင်လုပ်', orders: 'မှာယူ', buys: 'ဝယ် ဝယ်ယူ',
    grants: 'ခွင့်ပေး ခွင့်ပြုချက်_ပေး ဝင်ရောက်ခွင့်_ပေး လုပ်ပိုင်ခွင့်_ပေး', allows: 'ခွင့်ပြု', revokes: 'ရုပ်သိမ်း',
    assigns: 'တာဝန်ပေး ခန့်အပ် သတ်မှတ်_ပေး', blocks: 'ပိတ်ဆို့', closes: 'ပိတ်', opens: 'ဖွင့်', suspends: 'ဆိုင်းငံ့',
    executes: 'လုပ်ဆောင်', uploads: 'အပ်လုဒ်', exports: 'တင်ပို့', imports: 'တင်သွင်း', submits: 'တင်ပြ', downloads: 'ဒေါင်းလုဒ်', publishes: 'ထုတ်ဝေ',
    shares: 'မျှဝေ', posts: 'ပို့စ်တင်', confirms: 'အတည်ပြု', rejects: 'ငြင်းပယ်', schedules: 'စီစဉ်', moves: 'ရွှေ့', invites: 'ဖိတ်ခေါ်',
    manages: 'စီမံ စီမံခန့်ခွဲ',
  }, nouns: {
    booking: 'ဘွတ်ကင် ကြိုတင်မှာယူမှု', appointment: 'ချိန်းဆိုမှု ရက်ချိန်း', order: 'မှာယူမှု အော်ဒါ', invoice: 'ငွေတောင်းခံလွှာ',
    bill: 'ဘေလ်', receipt: 'ပြေစာ', payment: 'ငွေပေးချေမှု', transfer: 'ငွေလွှဲမှု', refund: 'ငွေပြန်အမ်းမှု', customer: 'ဖောက်သည် ဝယ်သူ',
    user: 'အသုံးပြုသူ', staff: 'ဝန်ထမ်း', admin: 'စီမံခန့်ခွဲသူ အက်ဒမင်', role: 'အခန်းကဏ္ဍ ရာထူး', permission: 'ခွင့်ပြုချက် လုပ်ပိုင်ခွင့်',
    access: 'ဝင်ရောက်ခွင့် အသုံးပြုခွင့်', message: 'မက်ဆေ့ချ် မက်ဆေ့', sms: 'စာတို', email: 'အီးမေးလ်', file: 'ဖိုင်',
    document: 'စာရွက်စာတမ်း စာတမ်း', report: 'အစီရင်ခံစာ', record: 'မှတ်တမ်း', account: 'အကောင့်', card: 'ကတ်', ticket: 'လက်မှတ်',
    list: 'စာရင်း', data: 'ဒေတာ', information: 'အချက်အလက်', details: 'အသေးစိတ်', status: 'အခြေအနေ', amount: 'ပမာဏ ငွေပမာဏ', money: 'ငွေ',
    balance: 'လက်ကျန်ငွေ လက်ကျန်', product: 'ကုန်ပစ္စည်း ထုတ်ကုန် ပစ္စည်း', price: 'စျေးနှုန်း ဈေးနှုန်း စျေး ဈေး', stock: 'ကုန်လက်ကျန်',
    delivery: 'ပို့ဆောင်မှု', fee: 'ပို့ခ ပေးပို့ခ ပို့ဆောင်ခ', schedule: 'အချိန်ဇယား', calendar: 'ပြက္ခဒိန်', date: 'ရက်စွဲ', day: 'နေ့',
    today: 'ယနေ့ ဒီနေ့', tomorrow: 'မနက်ဖြန်', time: 'အချိန်', room: 'အခန်း', seat: 'ထိုင်ခုံ', address: 'လိပ်စာ', phone: 'ဖုန်း ဖုန်းနံပါတ်',
    password: 'စကားဝှက်', settings: 'ဆက်တင်', supplier: 'ပေးသွင်းသူ', patient: 'လူနာ', doctor: 'ဆရာဝန်', name: 'အမည် နာမည်',
    number: 'နံပါတ်', code: 'ကုဒ်', new: 'အသစ်', task: 'တာဝန် လုပ်ငန်း', meeting: 'အစည်းအဝေး', member: 'အဖွဲ့ဝင်', weather: 'ရာသီဥတု',
    forecast: 'ခန့်မှန်းချက်', function: 'လုပ်ဆောင်ချက်', results: 'ရလဒ်', post: 'ပို့စ်', problem: 'ပြဿနာ', holiday: 'ပိတ်ရက်', hours: 'ဖွင့်ချိန်',
  }, small: {
    '': 'သည် ပါသည် ပါ ကို အား များ တွေ တယ် ပါတယ် မည် ပါမည် နိုင် နိုင်သည် ခြင်း မှု သော သည့် ရှိ', and: 'နှင့် နဲ့ နှင့်တကွ',
    or: 'သို့မဟုတ်', of: 'ရဲ့', from: 'မှ ထံမှ', to: 'သို့ ထံ ထံသို့', in: 'တွင် အတွင်း', at: 'မှာ', for: 'အတွက် ရန်', by: 'ဖြင့် အလိုက်',
    all: 'အားလုံး', each: 'တစ်ခုချင်း', this: 'ဤ ဒီ', if: 'လျှင် ပါက', when: 'အခါ', use: 'အသုံးပြု',
    specified: 'သတ်မှတ်ထားသော သတ်မှတ်ထားသည့်', paid: 'ပေးချေပြီးသော ပေးချေပြီးသည့်',
    unpaid: 'မပေးချေရသေးသော မပေးချေရသေး မပေးရသေးသော', cancelled: 'ပယ်ဖျက်ထားသော ပယ်ဖျက်ခဲ့သော',
  } },
  { lang: 'am', verbFinal: true, prefixes: 'የ ለ በ ከ ስለ እንደ', light: 'ያደርጋል ያደርጋሉ ማድረግ አድርግ ያድርጉ', modifiers: 'የተደረገ የተደረጉ', verbs: {
    shows: 'ያሳያል ያሳያሉ ታሳያለች የሚያሳይ', show: 'ማሳየት አሳይ ያሳዩ', lists: 'ይዘረዝራል የሚዘረዝር', list: 'መዘርዘር ዘርዝር',
    gets: 'ያገኛል ያመጣል የሚያመጣ', get: 'ማግኘት አግኝ ማምጣት አምጣ', search: 'ፈልግ ፍለጋ', reads: 'ያነባል', read: 'ማንበብ አንብብ',
    checks: 'ይፈትሻል ይመረምራል', check: 'መፈተሽ ፈትሽ መመርመር', calculates: 'ያሰላል', calculate: 'ማስላት አስላ', tracks: 'ይከታተላል',
    track: 'መከታተል', creates: 'ይፈጥራል የሚፈጥር', create: 'መፍጠር ፍጠር', adds: 'ይጨምራል', add: 'መጨመር ጨምር',
    deletes: 'ይሰርዛል ያጠፋል የሚሰርዝ', delete: 'መሰረዝ ሰርዝ ማጥፋት አጥፋ', removes: 'ያስወግዳል', remove: 'ማስወገድ አስወግድ',
    updates: 'ያዘምናል', update: 'ማዘመን አዘምን', changes: 'ይቀይራል ይለውጣል', change: 'መቀየር ቀይር መለወጥ', edits: 'ያስተካክላል',
    edit: 'ማስተካከል አስተካክል', saves: 'ያስቀምጣል', save: 'ማስቀመጥ አስቀምጥ', registers: 'ይመዘግባል', register: 'መመዝገብ መዝግብ',
    inserts: 'ያስገባል', insert: 'ማስገባት', sends: 'ይልካል ይልካሉ ትልካለች የሚልክ', send: 'መላክ ላክ ይላኩ', notifies: 'ያሳውቃል',
    notify: 'ማሳወቅ አሳውቅ', replies: 'ምላሽ_ይሰጣል', pays: 'ይከፍላል ይከፍላሉ የሚከፍል ክፍያ_ይፈጽማል ክፍያ_ይከፍላል', pay: 'መክፈል ክፈል ይክፈሉ',
    transfers: 'ያስተላልፋል', transfer: 'ማስተላለፍ አስተላልፍ',
    refunds: 'ገንዘብ_ይመልሳል ገንዘቡን_ይመልሳል ክፍያውን_ይመልሳል ክፍያ_ይመልሳል ተመላሽ_ያደርጋል', refund: 'ገንዘብ_መመለስ ክፍያ_መመለስ',
    charges: 'ያስከፍላል', charge: 'ማስከፈል', cancels: 'ያቋርጣል', cancel: 'ማቋረጥ', books: 'ያስይዛል',
    book: 'ማስያዝ አስይዝ', orders: 'ያዛል', order: 'ማዘዝ እዘዝ', buys: 'ይገዛል', buy: 'መግዛት ግዛ',
    grants: 'ፈቃድ_ይሰጣል ፈቃድ_ይሰጣሉ መዳረሻ_ይሰጣል', grant: 'ፈቃድ_መስጠት', revokes: 'ይሽራል', revoke: 'መሻር',
    assigns: 'ይመድባል ሚና_ይሰጣል', assign: 'መመደብ መድብ', blocks: 'ያግዳል', block: 'ማገድ አግድ', runs: 'ያስኬዳል', executes: 'ያከናውናል ይፈጽማል',
    uploads: 'ይሰቅላል', downloads: 'ያወርዳል', download: 'ማውረድ አውርድ', publishes: 'ያትማል', posts: 'ይለጥፋል', post: 'መለጠፍ',
    shares: 'ያጋራል', share: 'ማጋራት አጋራ', approves: 'ያጸድቃል', approve: 'ማጽደቅ አጽድቅ', confirms: 'ያረጋግጣል', confirm: 'ማረጋገጥ አረጋግጥ',
    rejects: 'ውድቅ', schedules: 'ያቅዳል', moves: 'ያንቀሳቅሳል ያዛውራል', invites: 'ይጋብዛል', closes: 'ይዘጋል', close: 'መዝጋት ዝጋ',
    opens: 'ይከፍታል', open: 'መክፈት ክፈት', manages: 'ያስተዳድራል', delivers: 'ያደርሳል', deliver: 'ማድረስ',
  }, nouns: {
    booking: 'ቦታ_ማስያዝ ሪዘርቬሽን*', appointment: 'ቀጠሮ*', order: 'ትእዛ*', invoice: 'ኢንቮይስ* የክፍያ_መጠየቂያ', receipt: 'ደረሰኝ* ደረሰኙ* ደረሰኞ*',
    account: 'ሂሳብ* ሂሳቡ* ሂሳቦ* አካውንት*', payment: 'ክፍያ*', transfer: 'ዝውውር* ዝውውሩ*', refund: 'ተመላሽ*', customer: 'ደንበ*', user: 'ተጠቃሚ*',
    staff: 'ሰራተ* ባልደረባ*', admin: 'አስተዳዳሪ*', role: 'ሚና ሚናው ሚናውን ሚናዎች ሚናዎችን', permission: 'ፈቃድ* ፈቃዱ* ፈቃዶ* ፍቃድ* ፍቃዱ*',
    access: 'መዳረሻ*', message: 'መልእክ*', sms: 'ኤስኤምኤስ የጽሁፍ_መልእክት', email: 'ኢሜይ* ኢሜል* ኢሜሉ* ኢሜሎ*', file: 'ፋይል* ፋይሉ* ፋይሎ*',
    document: 'ሰነድ* ሰነዱ* ሰነዶ*', report: 'ሪፖርት* ሪፖርቱ* ሪፖርቶ* ዘገባ*', record: 'መዝገብ* መዝገቡ* መዝገቦ*', card: 'ካርድ* ካርዱ* ካርዶ*',
    ticket: 'ትኬት* ትኬቱ* ትኬቶ* ቲኬት*', list: 'ዝርዝ*', data: 'መረጃ* ዳታ*', results: 'ውጤት* ውጤቱ* ውጤቶ*', status: 'ሁኔታ*',
    amount: 'መጠን* መጠኑ* መጠኖ*', money: 'ገንዘ*', balance: 'ቀሪ_ሂሳብ', product: 'ምርት ምርቱ ምርቱን ምርቶች ምርቶችን', price: 'ዋጋ*',
    stock: 'ክምችት* ክምችቱ*', item: 'እቃ*', warehouse: 'መጋዘን* መጋዘኑ*', delivery: 'አቅርቦት* አቅርቦቱ*', schedule: 'መርሀ_ግብር የጊዜ_ሰሌዳ',
    calendar: 'ቀን_መቁጠሪያ', day: 'ቀን ቀኑ ቀናት', time: 'ሰአት* ሰአቱ* ጊዜ*', address: 'አድራሻ*', phone: 'ስልክ* ስልኩ* ስልኮ*',
    password: 'የይለፍ_ቃል', settings: 'ቅንብ*', supplier: 'አቅራቢ*', patient: 'ታካሚ*', doctor: 'ሀኪም* ሀኪሙ* ሀኪሞ* ዶክተር*',
    history: 'ታሪክ* ታሪኩ*', name: 'ስም ስሙ ስሙን ስሞች', number: 'ቁጥር* ቁጥሩ* ቁጥሮ*', code: 'ኮድ* ኮዱ*', weather: 'የአየር_ሁኔታ',
    forecast: 'ትንበያ*', task: 'ተግባር* ተግባሩ* ተግባራ*', meeting: 'ስብሰባ*', member: 'አባል* አባሉ* አባላ*', event: 'ክስተ*', tool: 'መሳሪያ*',
    application: 'ማመልከቻ*', request: 'ጥያቄ*', notification: 'ማሳወቂያ*', new: 'አዲስ', today: 'ዛሬ', "today's": 'የዛሬ የዛሬው የዛሬውን',
    tomorrow: 'ነገ',
  }, small: {
    '': 'ነው ናቸው ነበር', then: 'ከዚያም ከዚያ', and: 'እና', or: 'ወይም', with: 'ጋር', in: 'ውስጥ', on: 'ላይ', to: 'ወደ', by: 'በኩል', not: 'አይደለም',
    all: 'ሁሉም ሁሉንም ሁሉ', only: 'ብቻ', each: 'እያንዳንዱ', this: 'ይህ ይህን ይሄ', if: 'ከሆነ', about: 'ስለ',
    specified: 'የተገለጸ የተገለጸው የተገለጸውን የተጠቀሰ የተጠቀሰውን', sent: 'የተላከ የተላኩ', paid: 'የተከፈለ የተከፈሉ', unpaid: 'ያልተከፈለ ያልተከፈሉ',
    cancelled: 'የተሰረዘ የተሰረዙ',
  } },
  { lang: 'si', verbFinal: true, light: 'කරයි කරන්න කිරීම කරනවා කරන කරන්නේ කර කරමු කරති කරනු_ලබයි',
    modifiers: 'කළ කරන_ලද කරපු කර_ඇති', verbs: {
    shows: 'පෙන්වයි පෙන්වන පෙන්වන්න පෙන්වීම ප්‍රදර්ශනය', views: 'බලයි බලන්න', lists: 'ලැයිස්තුගත',
    gets: 'ලබා_ගනී ලබාගනී ලබා_ගන්න ලබාගන්න ලබා_ගැනීම', searches: 'සොයයි සොයන සොයන්න සෙවීම', finds: 'සොයා_ගනී සොයාගනී',
    reads: 'කියවයි කියවන්න කියවීම', checks: 'පරීක්ෂා', calculates: 'ගණනය', returns: 'ප්‍රතිදානය', creates: 'සාදයි සාදන සාදන්න සෑදීම නිර්මාණය',
    adds: 'එකතු', deletes: 'මකයි මකන මකන්න මැකීම මකා_දමයි මකා_දමන්න', removes: 'ඉවත්',
    updates: 'යාවත්කාලීන_කරයි යාවත්කාලීන_කරන්න යාවත්කාලීන_කිරීම යාවත්කාලීන_කරන',
    changes: 'වෙනස්_කරයි වෙනස්_කරන්න වෙනස්_කිරීම වෙනස්_කරන', edits: 'සංස්කරණය', saves: 'සුරකියි සුරකින්න', sets: 'සකසයි සකසන්න',
    registers: 'ලියාපදිංචි', sends: 'යවයි යවන යවන්න යැවීම', forwards: 'ඉදිරියට_යවයි යොමු_කරයි', notifies: 'දැනුම්_දෙයි දැනුම්_දෙන්න දැනුම්_දීම',
    replies: 'පිළිතුරු_දෙයි පිළිතුරු_දෙන්න', pays: 'ගෙවයි ගෙවන ගෙවන්න ගෙවීම_කරයි ගෙවීම්_කරයි', transfers: 'මාරු',
    refunds: 'ආපසු_ගෙවයි ආපසු_ගෙවන්න ප්‍රතිපූරණය මුදල්_ආපසු_දෙයි මුදල_ආපසු_දෙයි', charges: 'අය_කරයි අය_කරන්න',
    cancels: 'අවලංගු_කරයි අවලංගු_කරන්න අවලංගු_කිරීම අවලංගු_කරන අවලංගු_කර', books: 'වෙන්_කරයි වෙන්කරයි වෙන්_කරන්න වෙන්කරන්න',
    orders: 'ඇණවුම්_කරයි ඇණවුම්_කරන්න', buys: 'මිලදී_ගනී මිලදී_ගන්න',
    grants: 'අවසර_ලබා_දෙයි අවසරය_ලබා_දෙයි අවසර_දෙයි ප්‍රවේශය_ලබා_දෙයි', revokes: 'අහෝසි', assigns: 'පවරයි පවරන්න පැවරීම', blocks: 'අවහිර',
    suspends: 'අත්හිටුවයි අත්හිටුවන්න', runs: 'ධාවනය ක්‍රියාත්මක_කරයි ක්‍රියාත්මක_කරන්න', uploads: 'උඩුගත', downloads: 'බාගත',
    exports: 'අපනයනය', imports: 'ආනයනය', publishes: 'පළ ප්‍රකාශයට_පත්_කරයි', shares: 'බෙදා_ගනී බෙදාගනී බෙදා_ගන්න',
    approves: 'අනුමත_කරයි අනුමත_කරන්න', rejects: 'ප්‍රතික්ෂේප', confirms: 'තහවුරු_කරයි තහවුරු_කරන්න', schedules: 'කාලසටහන්ගත',
    invites: 'ආරාධනා', closes: 'වසයි වසන්න', opens: 'විවෘත_කරයි විවෘත_කරන්න', manages: 'කළමනාකරණය', issues: 'නිකුත්',
  }, nouns: {
    booking: 'වෙන්කිරීම* වෙන්_කිරීම', appointment: 'හමුවීම*', order: 'ඇණවුම*', invoice: 'ඉන්වොයිස*', bill: 'බිල්පත* බිල බිල්',
    receipt: 'රිසිට්පත* කුවිතාන්සි*', payment: 'ගෙවීම*', customer: 'පාරිභෝගික*', user: 'පරිශීලක*', staff: 'කාර්ය_මණ්ඩලය',
    employee: 'සේවක*', admin: 'පරිපාලක*', role: 'භූමිකා*', permission: 'අවසර*', access: 'ප්‍රවේශ*', message: 'පණිවිඩ*',
    sms: 'කෙටි_පණිවිඩ කෙටි_පණිවිඩය කෙටි_පණිවිඩයක්', email: 'ඊමේල්* විද්‍යුත්_තැපෑල විද්‍යුත්_තැපැල්', mail: 'තැපෑල* තැපැල්*', file: 'ගොනු*', document: 'ලේඛන*', report: 'වාර්තා*',
    account: 'ගිණුම*', card: 'කාඩ්පත* කාඩ්*', ticket: 'ප්‍රවේශපත්‍ර* ටිකට්*', list: 'ලැයිස්තු*', data: 'දත්ත*', information: 'තොරතුරු*',
    details: 'විස්තර*', results: 'ප්‍රතිඵල*', status: 'තත්ත්ව* තත්ව*', amount: 'ප්‍රමාණ*', money: 'මුදල*', balance: 'ශේෂ*', product: 'නිෂ්පාදන* භාණ්ඩ*',
    price: 'මිල මිලක් මිලගණන්', stock: 'තොග*', delivery: 'බෙදාහැරීම*', schedule: 'කාලසටහන*', calendar: 'දින_දර්ශනය දිනදර්ශනය',
    date: 'දිනය*', day: 'දින දිනයේ', today: 'අද', tomorrow: 'හෙට', time: 'වේලාව* කාලය', room: 'කාමර*', table: 'මේසය*', seat: 'ආසන*',
    address: 'ලිපින*', phone: 'දුරකථන*', password: 'මුරපද*', settings: 'සැකසීම් සැකසුම්*', supplier: 'සැපයුම්කරු*', patient: 'රෝගියා* රෝගීන්*',
    doctor: 'වෛද්‍ය*', history: 'ඉතිහාස*', name: 'නම නමක්', number: 'අංක*', code: 'කේත*', new: 'නව අලුත්', weather: 'කාලගුණ*',
    forecast: 'අනාවැකි*', task: 'කාර්යය කාර්යයක් කාර්යයන්', meeting: 'රැස්වීම*', member: 'සාමාජික*', event: 'සිදුවීම*', tool: 'මෙවලම*',
    request: 'ඉල්ලීම*', application: 'අයදුම්පත*', notification: 'දැනුම්දීම*',
  }, small: {
    '': 'වේ යනු බව ඇති', and: 'සහ හා', or: 'හෝ', with: 'සමග සමඟ', without: 'නොමැතිව', for: 'සඳහා', from: 'සිට වෙතින්', to: 'වෙත දක්වා',
    in: 'තුළ', on: 'මත', by: 'විසින් අනුව', not: 'නැත නොවේ', all: 'සියලු සියලුම සියල්ල', only: 'පමණක් පමණි', each: 'සෑම එක්_එක්',
    this: 'මෙම මේ', if: 'නම්', when: 'විට', use: 'භාවිත භාවිතා', specified: 'නිශ්චිත නියමිත දී_ඇති', paid: 'ගෙවූ ගෙවන_ලද ගෙවා_ඇති',
    unpaid: 'නොගෙවූ නොගෙවන_ලද', sent: 'යැවූ යවන_ලද', cancelled: 'අවලංගු අවලංගු_කළ අවලංගු_කරන_ලද', deleted: 'මකා_දැමූ මැකූ',
  } },
  { lang: 'mn', verbFinal: true, verbs: {
    shows: 'харуул*', views: 'үзнэ үзэх', lists: 'жагсаана жагсаах жагсаадаг', searches: 'хайна хайх хайдаг хайж хай хайлт хайлтын',
    finds: 'олно олох олдог', reads: 'уншина унших уншдаг', checks: 'шалга*', calculates: 'тооцоол*', tracks: 'хянана хянах хянадаг',
    creates: 'үүсгэ* бүтээнэ бүтээх', adds: 'нэмнэ нэмэх нэм нэмдэг нэмж', deletes: 'устга*', removes: 'хасна хасах хасдаг',
    updates: 'шинэчил* шинэчл*', changes: 'өөрчил* өөрчл*', edits: 'засна засах засварлана засварлах', saves: 'хадгал*', sets: 'тохируул*',
    registers: 'бүртгэнэ бүртгэх бүртгэдэг бүртгэж', sends: 'илгээ* явуулна явуулах', forwards: 'дамжуул*',
    notifies: 'мэдэгдэнэ мэдэгдэх мэдээлнэ мэдээлэх', replies: 'хариулна хариулах',
    pays: 'төлнө төлөх төл төлдөг төлж төлөөд төлбөр_хийнэ төлбөр_төлнө', transfers: 'шилжүүл*',
    refunds: 'мөнгийг_буцаана мөнгө_буцаана мөнгийг_буцаах мөнгө_буцаах төлбөрийг_буцаана буцаан_олгоно буцаалт_хийнэ',
    charges: 'суутга* төлбөр_авна', cancels: 'цуцл* цуцал* хүчингүй_болгоно хүчингүй_болгох', books: 'захиална захиалах захиал захиалдаг захиалж',
    orders: 'захиалга_хийнэ захиалга_өгнө', buys: 'худалдан_авна худалдан_авах худалдаж_авна худалдаж_авах', grants: 'олго*',
    allows: 'зөвшөөрнө зөвшөөрөх', revokes: 'эрхийг_хасна эрхийг_цуцална', assigns: 'онооно оноох оноож томилно томилох',
    blocks: 'хориглоно хориглох блоклоно блоклох', closes: 'хаах хаадаг', opens: 'нээнэ нээх', suspends: 'түдгэлзүүл*', runs: 'ажиллуул*',
    executes: 'гүйцэтгэ*', uploads: 'байршуул*', downloads: 'татаж_авна татаж_авах', copies: 'хуулна хуулах', publishes: 'нийтэлнэ нийтлэх',
    shares: 'хуваалца*', approves: 'батална батлах батал батлана', rejects: 'татгалза*', confirms: 'баталгаажуул*',
    schedules: 'товлоно товлох төлөвлөнө төлөвлөх', moves: 'зөөнө зөөх', invites: 'урина урих', manages: 'удирдана удирдах',
    delivers: 'хүргэнэ хүргэх',
  }, nouns: {
    order: 'захиалг*', appointment: 'цаг_захиалга цаг_захиалгыг цаг_захиалгын уулзалт*', invoice: 'нэхэмжл*', bill: 'тооцоо*',
    receipt: 'баримт*', document: 'баримт_бичиг баримт_бичгийг баримт_бичгийн', payment: 'төлбөр*', refund: 'буцаалт*',
    transactions: 'гүйлгээ*', customer: 'харилцагч* үйлчлүүлэгч*', user: 'хэрэглэгч*', staff: 'ажилтан* ажилтн* ажилчид*',
    admin: 'админ* администратор*', role: 'үүрэг* үүрг*', permission: 'зөвшөөрөл* зөвшөөрл*',
    permissions: 'эрх эрхийг эрхийн эрхүүд эрхүүдийг эрхтэй', access: 'хандалт* хандах_эрх', message: 'мессеж* зурвас*',
    email: 'имэйл* цахим_шуудан цахим_шуудангаар', file: 'файл*', report: 'тайлан*', record: 'бүртгэл*', account: 'данс*', card: 'карт*',
    ticket: 'тасалбар* билет*', list: 'жагсаалт*', data: 'өгөгдөл* өгөгдл*', information: 'мэдээлэл* мэдээлл*', details: 'дэлгэрэнгүй*',
    status: 'төлөв төлөвийг төлөвийн байдал байдлыг', amount: 'дүн дүнг дүнгийн дүнгээр', results: 'үр_дүн үр_дүнг үр_дүнгийн', money: 'мөнгө* мөнгий*',
    balance: 'үлдэгдэл* үлдэгдл*', product: 'бүтээгдэхүүн* бараа*', price: 'үнэ үнийг үнийн үнэтэй', stock: 'нөөц*', warehouse: 'агуулах*',
    parcel: 'илгээмж*', delivery: 'хүргэлт*', schedule: 'хуваарь* хуваари*', calendar: 'хуанли*', date: 'огноо*',
    day: 'өдөр өдрийн өдрийг', today: 'өнөөдөр', "today's": 'өнөөдрийн', tomorrow: 'маргааш*', time: 'цаг цагийг цагийн цагт цагаар',
    room: 'өрөө*', table: 'ширээ*', seat: 'суудал* суудл*', address: 'хаяг*', phone: 'утас утасны утсаар утсыг утсанд',
    password: 'нууц_үг нууц_үгийг нууц_үгээ', settings: 'тохиргоо*', supplier: 'нийлүүлэгч*', patient: 'өвчтөн*',
    doctor: 'эмч эмчийн эмчид эмчтэй', history: 'түүх*', name: 'нэр нэрийг нэрийн нэрээр нэрс', number: 'дугаар*', code: 'код*',
    weather: 'цаг_агаар цаг_агаарын', forecast: 'таамаг* урьдчилсан_мэдээ', task: 'даалгавар*', meeting: 'хурал* хурл*',
    member: 'гишүүн* гишүүд*', device: 'төхөөрөмж*', tool: 'хэрэгсэл* хэрэгсл*', request: 'хүсэлт*', application: 'өргөдөл* өргөдл*',
    notification: 'мэдэгдэл* мэдэгдл*', performance: 'гүйцэтгэл*', deposit: 'хадгаламж*', new: 'шинэ шинээр',
  }, small: {
    '': 'нь юм байна болно', and: 'ба болон мөн', or: 'эсвэл буюу', with: 'хамт', for: 'зориулсан төлөө', in: 'дотор', on: 'дээр',
    to: 'руу рүү', by: 'дагуу', not: 'биш', all: 'бүх бүгд', only: 'зөвхөн', each: 'бүр', this: 'энэ', if: 'хэрэв', when: 'үед',
    about: 'тухай', use: 'ашиглана ашиглах', specified: 'заасан заагдсан', sent: 'илгээсэн илгээгдсэн', cancelled: 'цуцалсан цуцлагдсан',
    paid: 'төлсөн төлөгдсөн', unpaid: 'төлөгдөөгүй төлөөгүй', deleted: 'устгасан устгагдсан', booked: 'захиалсан',
  } },
];
