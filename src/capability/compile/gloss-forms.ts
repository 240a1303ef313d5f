/**
 * Request words of languages the English parser cannot read, each with the English request verb it
 * glosses as (glosses.ts puts the English word in its place before the intent is parsed). Generic
 * language, written here from the languages themselves; never a data set's strings.
 *
 * Each entry is `english: 'form form …'`. In scripts written with spaces (Greek, Cyrillic, Arabic,
 * Hebrew, Devanagari, Hangul, and the Latin-script lists) a form is a whole word, or a stem when it
 * ends in `*` (the word begins with it: "отправь", "отправьте" for `отправ*`); `_` joins the words
 * of a phrase ("haber_ver"). In scripts written without spaces (Han, kana, Thai) a form is found
 * anywhere in the text.
 */

import { AFRICA_WEST_ASIA } from './glosses/africa-west-asia.ts';
import { ATLANTIC_PACIFIC } from './glosses/atlantic-pacific.ts';
import { CENTRAL_EASTERN_EUROPE } from './glosses/central-eastern-europe.ts';
import { CORE_NORTH_EAST } from './glosses/core-north-east.ts';
import { CORE_WESTERN } from './glosses/core-western.ts';
import { EVERYDAY_ASIA_AFRICA } from './glosses/everyday-asia-africa.ts';
import { EVERYDAY_NORTH_EAST } from './glosses/everyday-north-east.ts';
import { EVERYDAY_WESTERN } from './glosses/everyday-western.ts';
import type { GlossLanguage } from './glosses/language.ts';
import { INDIC_TURKIC } from './glosses/indic-turkic.ts';
import { MORE_REQUESTS } from './glosses/more-requests.ts';
import { NORTHERN_EUROPE } from './glosses/northern-europe.ts';
import { SOUTH_ASIA } from './glosses/south-asia.ts';
import { SOUTHEAST_CENTRAL_ASIA } from './glosses/southeast-central-asia.ts';
import { WESTERN_EUROPE } from './glosses/western-europe.ts';

export type { GlossLanguage } from './glosses/language.ts';

/** English request verbs people write before a romanised South Asian light verb ("cancel kar do", "book pannunga"). */
const ROMAN_HEADS = 'send pay cancel delete book order change update add share reply create search check transfer refund post confirm';
/**
 * Romanised light verbs ("do", with its "give", "throw", "leave" compounds) of Hindi and Urdu, Punjabi, Gujarati,
 * Marathi, Bengali, Tamil, Telugu, Malayalam and Kannada, as people type them; and their negated forms.
 */
const ROMAN_LIGHT_VERBS =
  'karo kar_do kardo kar_de karde kar_dena kar_dijiye kar_dijie kardijiye kijiye kijie kariye karein karen kar_den kar_lo karna kar_deo kar_dyo kardeo ' +
  'kari_do kari_dejo karjo kara karun_taka karun_dya koro korun kore_dao kore_din pannu pannunga panni_vidu pannidunga panniru cheyyi cheyyandi cheseyandi ' +
  'chesi_pettandi cheyyu cheyyanam cheyyuka cheythu_tharu cheyyamo cheyyane maadi madi maadbidi';
const ROMAN_LIGHT_NEGATED =
  'mat_karo mat_karna mat_kijiye mat_karein na_karo na_karein na_karna nahi_karna nako_karu karu_naka korben_na koro_na panna_vendam pannatheenga ' +
  'cheyyakandi cheyyoddu cheyyanda cheyyaruthu maadbedi maadabedi';
/** `own` forms, and each English head with each light verb (`english: 'head_verb …'`) added to them. */
const romanLight = (verbs: string, own: Readonly<Record<string, string>>): Record<string, string> => {
  const out: Record<string, string> = { ...own };
  for (const head of ROMAN_HEADS.split(' ')) out[head] = [out[head], ...verbs.split(' ').map((v) => `${head}_${v}`)].filter(Boolean).join(' ');
  return out;
};

// prettier-ignore
export const GLOSS_LANGUAGES: readonly GlossLanguage[] = [
  { lang: 'ja', unspaced: true, verbFinal: true, forms: {
    send: '送って 送信 送付 送る 送れ 送ら', email: 'メールして', notify: '知らせ 伝えて 伝え 連絡して 連絡を 通知', pay: '払って 払わ 支払 振り込 振込', transfer: '送金 振替',
    refund: '返金 払い戻', cancel: 'キャンセル 取り消 取消', delete: '削除 消して 消去', book: '予約', buy: '買って 購入', order: '注文', change: '変更 変えて', update: '更新',
    move: '移動 移して', add: '追加 入れて', assign: '割り当て 割当 アサイン', share: '共有', forward: '転送', reply: '返信 返事して', post: '投稿 公開して', create: '作成 作って', approve: '承認',
    register: '登録 申し込んで 申込', invite: '招待', search: '検索 探して', check: '確認 チェック', show: '見せて 表示',
    set: '設定して セットして', 'give access': 'アクセス権を付与 権限を付与 アクセスを許可 権限を与え', grant: '付与して', revoke: '剥奪 権限を削除 アクセス権を削除', issue: '発行', close: '閉じて クローズして', reschedule: '日程変更 日程を変更 リスケ 延期して',
  } },
  { lang: 'zh', unspaced: true, forms: {
    send: '发送 发给 發送 發給 寄给 寄給', email: '发邮件 發郵件 发电邮 發電郵 发个邮件 發個郵件 发封邮件 發封郵件', text: '发短信 發簡訊 发短讯 发个短信 發個簡訊', notify: '通知 告诉 告訴 告知', pay: '支付 付款 缴费 繳費 付钱 付錢 付一下 付掉 付清 帮我付 付给',
    transfer: '转账 轉賬 轉帳 汇款 匯款 转钱 打钱 打款', refund: '退款 退钱 退錢 退还 退還 退给 退回来 把钱退', cancel: '取消 退订', delete: '删除 刪除 删掉 刪掉 清空 清除 删了', book: '预订 預訂 预约 預約 预定 預定', buy: '购买 購買 帮我买 买一下 买个 买两 买些 买点',
    order: '下单 下單 订购 訂購 点外卖 点餐 叫外卖 叫个外卖', change: '修改 更改 改成 改为 改為 变更 變更', update: '更新', move: '移动 移動 挪到', add: '添加 加上 增加 加到 加进 放进', assign: '分配 指派 安排',
    share: '分享 共享', forward: '转发 轉發', reply: '回复 回覆 回一下', post: '发布 發佈 發布 发帖 發帖 发朋友圈 发微博', create: '创建 創建 新建 建立', approve: '批准 审批 審批',
    register: '注册 註冊 登记 登記 报名', invite: '邀请 邀請', search: '搜索 搜尋 查找', find: '找到 找一下', check: '查看 查询 查詢 检查 檢查', show: '显示 顯示 列出',
    message: '发消息 发个消息 发信息 发条消息 发微信', set: '设为 设成 调到 调成 设置为 设定为 设置成', 'give access': '开通权限 给予访问权限 开放权限 授予权限 授权给', revoke: '撤销 收回权限 取消权限 撤回权限', issue: '开发票 开具发票 开一张发票 开票 出具发票', close: '关闭 关掉', reschedule: '改期 改时间 推迟 延期 改到', 'make an appointment': '挂号 约个时间', 'notify him': '跟他说 跟她说 和他说 和她说',
  } },
  { lang: 'th', unspaced: true, forms: {
    send: 'ส่ง', notify: 'แจ้ง', pay: 'จ่าย ชำระ', transfer: 'โอนเงิน', refund: 'คืนเงิน', cancel: 'ยกเลิก', delete: 'ลบออก ลบไฟล์', book: 'จอง', buy: 'ซื้อ', order: 'สั่งซื้อ สั่ง',
    change: 'เปลี่ยน แก้ไข', update: 'อัปเดต อัพเดท', move: 'ย้าย', add: 'เพิ่ม', assign: 'มอบหมาย', share: 'แชร์', reply: 'ตอบกลับ', post: 'โพสต์', create: 'สร้าง', approve: 'อนุมัติ',
    register: 'ลงทะเบียน', search: 'ค้นหา', check: 'ตรวจสอบ', show: 'แสดง',
  } },
  { lang: 'ko', verbFinal: true, nounEndings: ['한', '된', '했던', '하던', '했', '했어', '했다', '했어요', '하는', '을', '를', '은', '는', '이', '가', '의', '에', '도', '로', '으로', '에서', '과', '와', '만'], forms: {
    send: '보내* 전송*', email: '메일해*', notify: '알려* 알리* 통보*', pay: '결제* 지불* 납부*', transfer: '송금* 이체* 돈_보내* 돈을_보내* 입금해* 입금_해*', refund: '환불*', cancel: '취소*',
    delete: '삭제* 지워* 비워*', book: '예약*', buy: '구매* 구입* 사줘', order: '주문* 시켜*', change: '변경* 바꿔*', update: '업데이트* 갱신*', move: '옮겨* 이동*', add: '추가* 넣어*', assign: '배정* 할당*',
    share: '공유*', forward: '전달*', reply: '답장* 회신*', post: '게시* 올려*', create: '만들어* 생성*', approve: '승인*', register: '등록* 신청해* 신청_해*', invite: '초대*', search: '검색*', find: '찾아*',
    check: '확인*', show: '보여*',
    set: '설정해* 설정_해* 맞춰*', 'give access': '권한을_줘* 권한_줘* 권한을_주* 권한_주* 권한을_부여* 권한_부여*', revoke: '회수해* 철회해* 회수_해* 철회_해*', issue: '발행해* 발행_해*', close: '닫아* 종료해* 종료_해*', text: '문자_보내* 문자해* 문자_해*', message: '카톡해* 카톡_보내* 메시지_보내*', reschedule: '일정_변경* 미뤄*', schedule: '약속_잡아* 일정_잡아*', 'notify him': '전해*',
  } },
  // "मत भेजो" and "भेजो मत"; "रद्द मत करो", "रद्द नगर्नुहोस्" (Nepali) after a stem these forms share.
  // "बुकिंग", "बुकिङ" (a booking) are nouns made from the stem, not requests.
  { lang: 'hi', verbFinal: true, nounEndings: ['िंग', 'िङ', 'िंग्स'], nounAfter: ['का', 'की', 'के', 'को', 'में', 'से', 'पर', 'ने', 'वाला', 'वाली', 'वाले'], negateAfter: ['मत', 'नहीं', 'न', 'नका', 'नकोस', 'नगर्नुहोस्', 'नगर्नुस्', 'नगर'], forms: {
    send: 'भेज* भेजो भेजें', notify: 'सूचित* को_बता* को_बताओ को_बताएं को_बता_दो', pay: 'भुगतान* चुका* पे_कर* पेमेंट_कर* अदा_कर*', transfer: 'ट्रांसफर* पैसे_भेज* पैसा_भेज*', refund: 'रिफंड* लौटा* पैसा_वापस* पैसे_वापस* रकम_वापस*', cancel: 'रद्द* कैंसल* कैंसिल*', delete: 'हटा* मिटा* डिलीट* साफ_कर*',
    book: 'बुक*', buy: 'खरीद*', order: 'ऑर्डर* मंगा* मंगवा*', change: 'बदल*', update: 'अपडेट*', add: 'जोड़* जोड़* डाल* शामिल_कर*', share: 'शेयर* साझा*', reply: 'जवाब*', post: 'पोस्ट*', create: 'बना*', approve: 'मंजूर* स्वीकृत* स्वीकार_कर* मंज़ूर*',
    register: 'दर्ज* रजिस्टर* पंजीकरण_कर*', search: 'खोज* ढूंढ* ढूँढ*', check: 'जांच* जाँच* चेक*', show: 'दिखा*',
    message: 'मैसेज_कर* मेसेज_कर* मैसेज_भेज* संदेश_भेज*', email: 'ईमेल_कर* मेल_कर*', text: 'एसएमएस_कर* एसएमएस_भेज*', set: 'सेट*', move: 'शिफ्ट*', reschedule: 'टाल* रीशेड्यूल*', 'give access': 'एक्सेस_दे* अनुमति_दे* पहुंच_दे* पहुँच_दे*', revoke: 'एक्सेस_हटा* एक्सेस_वापस_ले* अनुमति_वापस*', issue: 'जारी_कर*', close: 'बंद_कर*', 'make an appointment': 'अपॉइंटमेंट_ले* अपॉइंटमेंट_बुक*', forward: 'फॉरवर्ड*',
  } },
  // Romanised Hindi ("priya ko bata do", "bhej do"): the dative "ko" before "tell" names whom to tell. An English
  // verb before a romanised light verb of South Asia ("book karo", "cancel kar do", "book cheyyanam", "cancel
  // pannunga") asks as the English verb (see ROMAN_LIGHT_VERBS).
  { lang: 'hi-latn', verbFinal: true, forms: romanLight(ROMAN_LIGHT_VERBS, {
    notify: 'ko_bata ko_batao ko_bata_do ko_bata_de ko_bol_do ko_bolo ko_inform_kar', send: 'bhej bhejo bhej_do bhej_de bhejna',
    order: 'mangao mangwao mangwa_do mangwa_dijiye mangwa_den manga_do manga_lo mangwa_lo',
  }), negated: romanLight(ROMAN_LIGHT_NEGATED, { order: 'mat_mangao mat_mangwao na_mangwao' }) },
  // Imperatives and infinitives only: a stem would also take the nouns ("ακύρωση", "уведомления", "оплата").
  { lang: 'el', forms: {
    send: 'στειλ* αποστειλ* στειλτε', notify: 'ενημερωσε ενημερωστε ειδοποιησε ειδοποιηστε', pay: 'πληρωσ* εξοφλησε', transfer: 'μεταφορα_χρηματων',
    refund: 'επιστροφη_χρηματων επιστρεψ* αποζημιωσε', cancel: 'ακυρωσε ακυρωστε', delete: 'διαγραψ* σβησ*', book: 'κλεισε κρατησε', buy: 'αγορασ*', order: 'παραγγειλ*',
    change: 'αλλαξ*', update: 'ανανεωσε', move: 'μετακινησε μεταφερε', add: 'προσθεσε προσθεστε', assign: 'αναθεσε αναθεστε', share: 'μοιρασ* κοινοποιησε', forward: 'προωθησε',
    reply: 'απαντησε απαντηστε', post: 'δημοσιευσε', create: 'δημιουργησ* φτιαξ*', approve: 'εγκριν*', register: 'εγγραψ* καταχωρισε καταχωρησε', invite: 'προσκαλεσ*',
    search: 'ψαξ* αναζητησε', find: 'βρες', check: 'ελεγξ*', show: 'δειξ*',
    set: 'ρυθμισε ρυθμιστε', 'give access': 'δωσε_προσβαση δωστε_προσβαση', revoke: 'ανακαλεσε ανακαλεστε', issue: 'εκδωσε εκδωστε',
  } },
  { lang: 'ru-uk', forms: {
    send: 'отправляй отправь отправьте отправить пошли вышли надішли* відправ відправте відправити надіслати', email: 'напиши_письмо',
    notify: 'сообщи сообщите уведоми уведомите предупреди* повідом повідомте повідомити попереди*', pay: 'плати оплати оплатите оплатить заплати* сплати сплатіть сплатити',
    transfer: 'переведи* переказати перекажи перекинь', refund: 'верни_деньги поверни_гроші повернення_коштів', cancel: 'отменяй отмени отмените отменить скасуй скасуйте скасувати',
    delete: 'удаляй удали* видали* удалить видалити', book: 'забронир* заброню* бронюй', buy: 'покупай купи купите купить купити', order: 'заказывай закажи* замов замовте замовити',
    change: 'измени измените изменить поменяй* зміни змініть змінити', update: 'обнови обновите обновить онови оновіть оновити',
    move: 'перенеси* перенест* перемести переместите переместить перемісти*', add: 'добавь добавьте добавить додай* додати', assign: 'назначь назначьте назначить признач призначте призначити',
    share: 'поделись поділись', forward: 'перешли* переслать переслати', reply: 'ответь* відповідай відповідайте', post: 'опубликуй опубликуйте опублікуй',
    create: 'создай создайте создать створи створіть створити', approve: 'одобри одобрите одобрить утверди утвердите затверди затвердіть схвали схваліть',
    register: 'зарегистрируй зарегистрировать зареєструй зареєструвати',
    // "запиши меня на курс": signing oneself up for something, as "register me for" is (a message to the organiser), not an account.
    'register me for': 'зарегистрируй_меня зарегистрируйте_меня запиши_меня запишите_меня зарегистрируй_нас запиши_нас зареєструй_мене зареєструйте_мене запиши_мене запишіть_мене', invite: 'пригласи* запроси*', search: 'поищи* пошукай*', find: 'найди* знайди*',
    check: 'проверь проверьте проверить перевір перевірте перевірити', show: 'покажи* покажіть',
  } },
  { lang: 'ar', prefixes: ['و', 'ف'], forms: {
    send: 'أرسل* ارسل* إرسال ابعث* أبعث*', notify: 'أبلغ* ابلغ* أخبر* اخبر* أعلم* اعلم*', pay: 'ادفع* دفع سدد* سدّد*', transfer: 'تحويل*',
    refund: 'استرد* استرجع* أعد_المبلغ اعد_المبلغ', cancel: 'ألغ* إلغاء', delete: 'احذف* حذف امسح*', book: 'احجز* حجز', buy: 'اشتر* شراء', order: 'اطلب*', change: 'عدّل* تعديل*',
    update: 'حدّث* تحديث*', move: 'انقل* نقل', add: 'أضف* اضف* إضافة', assign: 'تعيين*', share: 'شارك* مشاركة*', reply: 'أجب* رد_على', post: 'انشر* نشر', create: 'أنشئ* انشئ* إنشاء',
    approve: 'وافق* اعتمد*', search: 'ابحث*', check: 'تحقق* تأكد* تاكد*', show: 'اعرض* أظهر*',
    set: 'اضبط*', 'give access': 'امنح_صلاحية اعط_صلاحية أعط_صلاحية', grant: 'امنح*', revoke: 'اسحب_الصلاحية اسحب_صلاحية', issue: 'أصدر* اصدر*', close: 'أغلق* اغلق*', 'make an appointment': 'احجز_موعد حدد_موعد', reschedule: 'غير_موعد غيّر_موعد أجّل_الموعد', 'notify him': 'قل_له قل_لها', 'register me for': 'سجلني سجّلني',
  } },
  { lang: 'he', prefixes: ['ו'], forms: {
    send: 'שלח* תשלח* לשלוח', notify: 'תודיע* להודיע הודע* עדכן* תעדכן*', pay: 'תשלם* לשלם', transfer: 'העבר_כסף', refund: 'החזר* תחזיר* להחזיר', cancel: 'בטל תבטל* לבטל',
    delete: 'מחק* תמחק* למחוק', book: 'תזמין* להזמין הזמינו', buy: 'קנה תקנה* לקנות', change: 'תשנה* לשנות', add: 'הוסף* תוסיף* להוסיף', assign: 'שבץ* תשבץ* הקצה*',
    share: 'שתף* תשתף* לשתף', reply: 'השב תענה* לענות', post: 'פרסם* תפרסם* לפרסם', create: 'צור תיצור* ליצור', approve: 'תאשר* לאשר', register: 'רשום* הרשם* תרשום*',
    search: 'חפש* תחפש* לחפש', find: 'מצא* תמצא*', check: 'בדוק* תבדוק* לבדוק', show: 'הראה* תראה*',
    set: 'הגדר תגדיר', 'give access': 'תן_גישה תני_גישה תנו_גישה', revoke: 'שלול* תשלול*', issue: 'הפק תפיק*', close: 'תסגור* סגרי', 'make an appointment': 'קבע_תור תקבע_תור קבעי_תור', schedule: 'קבע_פגישה תקבע_פגישה',
  } },
  // Latin-script languages, beyond the imperatives verb-forms.ts lists: clitic forms ("mándale",
  // "envíale"), phrases ("daj znać", "satın al") and the everyday verbs of Polish, Turkish,
  // Vietnamese, Indonesian and others.
  // A clitic "-le", "-les" ("mándale", "dile") is the person the request goes to: "send him", as English writes it.
  { lang: 'es', forms: {
    'send him': 'mándale mándales mandale mandales envíale envíales enviale pásale pasale', send: 'mándalo mándala mándame envíalo envíala',
    // Typed without the accent too ("avisale", "reembolsale"), and in the voseo ("devolvele").
    'notify him': 'avísale avísales avisale avisales dile diles infórmale informale', notify: 'avisa avise avisar informa',
    'refund him': 'devuélvele reembólsale devuelvele devolvele reembolsale',
    refund: 'devuélvelo devuelve devolver reembolsa reembolsar', assign: 'asígnale asigna asignar', share: 'compártelo comparte compartir', forward: 'reenvía reenvíale reenviar',
    change: 'cámbialo cámbiale', delete: 'bórralo bórrala', cancel: 'cancélalo cancélala', schedule: 'agéndale agendar prográmale', update: 'actualiza actualizar', transfer: 'transfiere transferir',
    // "Apunta el pago", "anótale las horas": writing something down.
    record: 'apunta apúntale apúntalo apuntale anota anótale anótalo anotale',
  } },
  { lang: 'it', forms: {
    'send him': 'mandagli mandale inviagli inviale', 'notify him': 'avvisalo avvisala digli dille', notify: 'avvisa informa', refund: 'rimborsa rimborsagli rimborsare', assign: 'assegna assegnare',
    share: 'condividi condividere', forward: 'inoltra inoltrare', update: 'aggiorna aggiornare', transfer: 'bonifica trasferisci',
  } },
  { lang: 'fr', forms: {
    notify: 'préviens prévenir informez informe-le informe-la informer avertis dis-lui', refund: 'rembourse rembourser', assign: 'attribue attribuer assigne assigner', share: 'partage partager',
    forward: 'transfère transférer', update: 'mets_à_jour', transfer: 'vire virer',
  } },
  { lang: 'de', forms: {
    notify: 'benachrichtige benachrichtigen informiere informieren gib_bescheid', refund: 'erstatte erstatten rückerstatten', assign: 'weise_zu zuweisen', share: 'teile teilen',
    forward: 'leite_weiter weiterleiten', update: 'aktualisiere aktualisieren', transfer: 'überweise überweisen',
      // "Buch" is a book; the imperative takes an object: "buch eine Abholung".
      book: 'buch_eine buch_einen buch_ein buch_mir buch_uns buch_den buch_die buch_das', add: 'trage_ein eintragen',
  } },
  { lang: 'pt-nl', forms: {
    notify: 'avisa avise laat_weten informeer', refund: 'reembolse reembolsa devolva devolve', assign: 'atribua atribui', share: 'compartilhe partilhe', forward: 'encaminhe stuur_door',
    update: 'atualize atualiza werk_bij', cancel: 'cancele', transfer: 'transfira maak_over', schedule: 'agende',
  } },
  { lang: 'pl-cs', forms: {
    assign: 'przypisz przydziel přiřaď', refund: 'zwróć zwrot_pieniędzy vrať', notify: 'powiadom poinformuj daj_znać dej_vědět informuj', share: 'udostępnij sdílej', forward: 'prześlij přepošli',
    reply: 'odpowiedz odpověz', approve: 'zatwierdź zaakceptuj schval', register: 'zapisz zaregistruj', 'register me for': 'zapisz_mnie zarejestruj_mnie zapisz_nas přihlas_mě zapiš_mě přihlaste_mě', update: 'zaktualizuj aktualizuj', find: 'znajdź najdi', check: 'sprawdź zkontroluj',
    show: 'pokaż ukaž', order: 'zamów objednej', pay: 'opłać', transfer: 'przelej',
  } },
  { lang: 'tr', verbFinal: true, forms: {
    notify: 'bildir haber_ver', refund: 'iade_et', cancel: 'iptal_et', book: 'rezervasyon_yap', buy: 'satın_al', change: 'değiştir', update: 'güncelle', move: 'taşı', add: 'ekle', assign: 'ata',
    share: 'paylaş', reply: 'yanıtla cevap_ver', create: 'oluştur', approve: 'onayla', register: 'kaydet', find: 'bul', check: 'kontrol_et', show: 'göster', pay: 'ödeme_yap', transfer: 'havale_et',
  } },
  // Indonesian "pesan" alone is the noun "message": only its verb forms and phrases book.
  // "belum bayar" (not paid yet), "jangan kirim", "chưa gửi", "đừng gửi": a word before the verb negates it.
  { lang: 'vi-id', negateBefore: ['belum', 'tidak', 'tak', 'jangan', 'gak', 'nggak', 'chưa', 'đừng', 'không'], forms: {
    send: 'gửi kirim kirimkan', notify: 'thông_báo báo_cho beri_tahu kabari', pay: 'thanh_toán bayar trả_tiền đóng_tiền đóng_phí bayarkan bayarin lunasi', transfer: 'chuyển_tiền chuyển_khoản transfer', refund: 'hoàn_tiền kembalikan_dana trả_lại_tiền hoàn_lại_tiền',
    cancel: 'hủy huỷ batalkan hủy_bỏ huỷ_bỏ batalin', delete: 'xóa xoá hapus xóa_bỏ xoá_bỏ hapusin', book: 'đặt_lịch đặt_chỗ pesankan memesan pesan_tiket pesan_kamar pesan_hotel pesan_meja pesan_tempat đặt_bàn đặt_phòng đặt_vé', buy: 'mua beli belikan', change: 'thay_đổi ubah ganti đổi sửa', update: 'cập_nhật perbarui',
    add: 'thêm tambahkan tambah', assign: 'phân_công tugaskan', share: 'chia_sẻ bagikan', reply: 'trả_lời balas jawab', create: 'tạo buat buatkan', approve: 'phê_duyệt duyệt setujui',
    register: 'đăng_ký daftarkan', find: 'tìm cari carikan', check: 'kiểm_tra cek periksa', show: 'tampilkan',
    text: 'nhắn_tin nhắn_cho nhắn_giúp', reschedule: 'đổi_lịch dời_lịch dời_lại đổi_giờ jadwal_ulang', move: 'dời', 'make an appointment': 'đặt_lịch_hẹn đặt_hẹn buat_janji', order: 'đặt_hàng đặt_mua gọi_món', set: 'chỉnh đặt_nhiệt_độ đặt_báo_thức atur setel', 'give access': 'cấp_quyền cấp_quyền_truy_cập beri_akses berikan_akses kasih_akses', revoke: 'thu_hồi cabut_akses', issue: 'xuất_hóa_đơn xuất_hoá_đơn terbitkan', 'notify him': 'nói_với', forward: 'chuyển_tiếp', post: 'đăng_bài đăng_lên unggah', close: 'đóng tutup',
  } },
  // Languages of their own files (glosses/): where people write to assistants in them.
  ...NORTHERN_EUROPE,
  ...CENTRAL_EASTERN_EUROPE,
  ...WESTERN_EUROPE,
  ...SOUTH_ASIA,
  ...AFRICA_WEST_ASIA,
  ...SOUTHEAST_CENTRAL_ASIA,
  ...INDIC_TURKIC,
  ...ATLANTIC_PACIFIC,
  // The core request verbs of the European languages, completed: pronoun-joined, plural and polite forms, and noun phrases.
  ...CORE_WESTERN,
  ...CORE_NORTH_EAST,
  // Everyday requests of every language above, completed: writing, texting, charging, starting and stopping, devices on and off, locks, files up and down.
  ...EVERYDAY_WESTERN,
  ...EVERYDAY_NORTH_EAST,
  ...EVERYDAY_ASIA_AFRICA,
  // More languages, each with its core and everyday request verbs in one table.
  ...MORE_REQUESTS,
];
