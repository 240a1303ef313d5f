/**
 * Tools described in languages written in other scripts (Arabic, Hebrew, Persian, Hindi, Chinese,
 * Japanese, Korean, Greek, Ukrainian, Bulgarian), read through the tool-word tables
 * (src/action/foreign.ts, src/action/glosses/): clitic prefixes, text without spaces cut into
 * words, light verbs and particles, clauses whose verb comes last read verb first. Reads stay reads,
 * writes are the writes they say; a text nothing explains stays unread. Every name and description
 * here was written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { englishText, glossWords } from '../../src/action/foreign.ts';
import { inferClass } from '../../src/action/infer.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

const str = { type: 'string' } as const;
const num = { type: 'number' } as const;
const cls = (name: string, description: string, properties: Record<string, unknown> = { id: str }) =>
  inferClass({ name, description, inputSchema: { type: 'object', properties } });
const english = (text: string): string => englishText(text).text;

/** One tool of each kind a language's catalog has, by the class it must take. */
type Cases = readonly (readonly [string, string, Record<string, unknown>, string])[];
const classes = (cases: Cases): void => {
  for (const [name, description, properties, expected] of cases) assert.equal(cls(name, description, properties), expected, description);
};

describe('Arabic, Hebrew and Persian: words behind their clitics', () => {
  it('reads a word behind the article, "and", "for" as the word', () => {
    assert.deepEqual(glossWords(['والحجوزات']).words, ['bookings']);
    assert.deepEqual(glossWords(['للعميل']).words, ['customer']);
    // A root of three letters behind two clitics.
    assert.deepEqual(glossWords(['وبالحجز']).words, ['booking']);
    assert.deepEqual(glossWords(['ההזמנות']).words, ['orders']);
    assert.equal(english('يلغي الحجز المحدد.'), 'cancels booking specified.');
    assert.equal(english('מבטל את ההזמנה.'), 'cancels order.');
    assert.equal(english('رزرو را لغو می‌کند.'), 'cancels booking.');
  });

  it('classes Arabic tools by what they do', () => {
    classes([
      ['جدول_الحجوزات', 'يعرض جدول الحجوزات ليوم محدد.', { التاريخ: str }, 'read-only-retrieval'],
      ['إرسال_رسالة', 'يرسل رسالة نصية إلى العميل.', { الهاتف: str, النص: str }, 'message-send'],
      ['حجز_غرفة', 'يحجز غرفة للعميل.', { العميل: str, التاريخ: str }, 'order-manage'],
      ['إلغاء_الحجز', 'يلغي الحجز المحدد.', { الحجز: str }, 'order-manage'],
      ['استرداد', 'يسترد المبلغ إلى بطاقة العميل.', { الحجز: str, المبلغ: num }, 'payment-initiate'],
      ['الإعدادات', 'يغير إعدادات الحساب.', { اللغة: str }, 'account-modify'],
      ['حذف_ملف', 'يحذف الملف المحدد.', { الملف: str }, 'file-modify'],
    ]);
  });

  it('classes Hebrew tools by what they do', () => {
    classes([
      ['הזמנות_היום', 'מציג את רשימת ההזמנות ליום מסוים.', { תאריך: str }, 'read-only-retrieval'],
      ['שליחת_הודעה', 'שולח הודעה ללקוח.', { טלפון: str, טקסט: str }, 'message-send'],
      ['ביטול_הזמנה', 'מבטל את ההזמנה.', { הזמנה: str }, 'order-manage'],
      ['זיכוי', 'מזכה את כרטיס האשראי של הלקוח בסכום ההחזר.', { הזמנה: str, סכום: num }, 'payment-initiate'],
      ['הגדרות', 'משנה את הגדרות החשבון.', { שפה: str }, 'account-modify'],
      ['מחיקת_קובץ', 'מוחק את הקובץ.', { קובץ: str }, 'file-modify'],
    ]);
  });

  it('classes Persian tools, their light verbs after the noun of action', () => {
    classes([
      ['گزارش_فروش', 'گزارش روزانه فروش را نمایش می‌دهد.', { تاریخ: str }, 'read-only-retrieval'],
      ['ارسال_پیامک', 'برای مشتری پیامک ارسال می‌کند.', { تلفن: str, متن: str }, 'message-send'],
      ['لغو_رزرو', 'رزرو را لغو می‌کند.', { رزرو: str }, 'order-manage'],
      ['بازپرداخت', 'مبلغ را به حساب مشتری بازپرداخت می‌کند.', { رزرو: str, مبلغ: num }, 'payment-initiate'],
      ['حذف_فایل', 'فایل را حذف می‌کند.', { فایل: str }, 'file-modify'],
      // A list in brackets, its items set apart by Persian commas, before the verb: the verb still opens the whole clause.
      ['دسترسی', 'دسترسی کارکنان به سامانه‌ها (صندوق، انبار، وب‌سایت) را اضافه یا حذف می‌کند.', { ایمیل: str, نقش: str }, 'identity-admin'],
    ]);
  });
});

describe('Chinese and Japanese: text without spaces cut into words', () => {
  it('cuts a run into the longest forms, and leaves a character nothing explains as written', () => {
    assert.equal(english('查询指定日期的预订。'), 'it queries specified date booking.');
    assert.equal(english('發布到 Facebook 粉絲專頁。'), 'publishes to Facebook page.');
    assert.equal(english('茶葉庫存（克）。'), '茶葉 the stock (克).');
    // A phrase before the verb ("to the customer") is read after it.
    assert.equal(english('向客户发送短信。'), 'sends to customer message.');
  });

  it('classes Chinese tools, simplified and traditional', () => {
    classes([
      ['desk', '显示指定日期的预约列表。', { date: str }, 'read-only-retrieval'],
      ['shelf', '列出所有商品的库存。', { category: str }, 'read-only-retrieval'],
      ['sms', '向客户发送短信。', { phone: str, text: str }, 'message-send'],
      ['rooms', '预订房间。', { room: str, date: str }, 'order-manage'],
      ['orders', '取消訂單。', { order: str }, 'order-manage'],
      ['cards', '退款到客户的信用卡。', { order: str, amount: num }, 'payment-initiate'],
      ['profile', '修改账户设置。', { language: str }, 'account-modify'],
      ['docs', '删除文件。', { file: str }, 'file-modify'],
    ]);
  });

  it('reads a Japanese clause verb first: the noun of action with its light verb, particles read as nothing', () => {
    assert.equal(english('予約をキャンセルします。'), 'cancels booking.');
    // An aside in brackets before the verb is inside its clause, and a verb inside it is none of the clause's.
    assert.equal(english('予約（2名）をキャンセルします。'), 'cancels booking (2名).');
    assert.equal(english('顧客一覧（振込先つき）。').startsWith('transfers'), false);
    assert.equal(english('指定した日付の予約一覧を表示します。'), 'it shows specified date booking list.');
    // Sent messages are shown, none sent; a clause of two verbs reads both.
    assert.equal(english('送信済みメッセージを表示します。'), 'shows message.');
    assert.equal(english('メッセージを送信して結果を返します。'), 'sends message and returns results.');
  });

  it('classes Japanese tools by what they do', () => {
    classes([
      ['desk', '指定した日付の予約一覧を表示します。', { date: str }, 'read-only-retrieval'],
      ['shelf', '在庫一覧を取得します。', { category: str }, 'read-only-retrieval'],
      ['outbox', '送信済みメッセージを表示します。', { folder: str }, 'read-only-retrieval'],
      ['chat', '顧客にメッセージを送信します。', { customer: str, text: str }, 'message-send'],
      ['rooms', '部屋を予約します。', { room: str, date: str }, 'order-manage'],
      ['bookings', '予約をキャンセルします。', { booking: str }, 'order-manage'],
      ['cards', '顧客のカードに返金します。', { order: str, amount: num }, 'payment-initiate'],
      ['profile', 'アカウントの設定を変更します。', { language: str }, 'account-modify'],
      ['docs', 'ファイルを削除します。', { file: str }, 'file-modify'],
    ]);
  });

  it('what nothing explains stays unread, and the most conservative class', () => {
    // A particle alone decides nothing: the text stays as written.
    assert.equal(englishText('茶碗の棚').glossed, 0);
    const catalog = new ToolCatalog(CapabilityGraph.builtIn(), [
      { name: 'tana', description: '茶碗の棚', inputSchema: { type: 'object', properties: { id: str } } },
      { name: 'cupboard', description: 'Ամրագրումների ցուցակ', inputSchema: { type: 'object', properties: { id: str } } },
    ]);
    assert.equal(catalog.lookup('tana')?.actionClass, 'external-api-call');
    assert.equal(catalog.lookup('cupboard')?.actionClass, 'external-api-call');
    // A noun after words English does not see is no verb opening the sentence ("report" sends).
    assert.equal(english('茶碗の在庫'), '茶碗 the stock');
    assert.notEqual(cls('지점_보고서', '지점별 월간 보고서.'), 'message-send');
  });
});

describe('Korean and Hindi: clauses that end with the verb', () => {
  it('reads Korean particles as endings and the verb of 하다 on its noun', () => {
    assert.equal(english('예약을 취소합니다.'), 'cancels booking.');
    assert.equal(english('고객에게 메시지를 보냅니다.'), 'sends customer message.');
    assert.equal(english('취소된 예약 목록을 조회합니다.'), 'queries booking list.');
    // A stem of two syllables takes the verb's endings; the past form that modifies a noun is no present verb.
    assert.deepEqual(glossWords(['보내드립니다']).words, ['sends']);
    assert.notDeepEqual(glossWords(['보낸', '메시지']).words[0], 'sends');
  });

  it('classes Korean tools by what they do', () => {
    classes([
      ['예약_목록', '지정한 날짜의 예약 목록을 조회합니다.', { 날짜: str }, 'read-only-retrieval'],
      ['재고', '재고 목록을 가져옵니다.', { 분류: str }, 'read-only-retrieval'],
      ['취소_목록', '취소된 예약 목록을 조회합니다.', { 날짜: str }, 'read-only-retrieval'],
      ['문자', '고객에게 메시지를 보냅니다.', { 전화: str, 내용: str }, 'message-send'],
      ['객실', '방을 예약합니다.', { 방: str, 날짜: str }, 'order-manage'],
      ['예약_취소', '예약을 취소합니다.', { 예약: str }, 'order-manage'],
      ['환불', '고객의 카드로 환불합니다.', { 주문: str, 금액: num }, 'payment-initiate'],
      ['설정', '계정 설정을 변경합니다.', { 언어: str }, 'account-modify'],
      ['파일', '파일을 삭제합니다.', { 파일: str }, 'file-modify'],
    ]);
  });

  it('reads Hindi light verbs and postpositions, and classes its tools', () => {
    assert.equal(english('ग्राहक को संदेश भेजता है।'), 'sends customer message.');
    assert.equal(english('बुकिंग रद्द करता है।'), 'cancels booking.');
    classes([
      ['बुकिंग_सूची', 'दी गई तारीख की बुकिंग की सूची दिखाता है।', { तारीख: str }, 'read-only-retrieval'],
      ['स्टॉक', 'स्टॉक की सूची लौटाता है।', { श्रेणी: str }, 'read-only-retrieval'],
      ['संदेश', 'ग्राहक को संदेश भेजता है।', { फ़ोन: str, पाठ: str }, 'message-send'],
      ['कमरा', 'कमरा बुक करता है।', { कमरा: str, तारीख: str }, 'order-manage'],
      ['रद्द', 'बुकिंग रद्द करता है।', { बुकिंग: str }, 'order-manage'],
      ['धनवापसी', 'ग्राहक के कार्ड पर धनवापसी करता है।', { ऑर्डर: str, राशि: num }, 'payment-initiate'],
      ['सेटिंग्स', 'खाते की सेटिंग्स बदलता है।', { भाषा: str }, 'account-modify'],
      ['फ़ाइल', 'फ़ाइल हटाता है।', { फ़ाइल: str }, 'file-modify'],
    ]);
  });
});

describe('Greek, Ukrainian and Bulgarian', () => {
  it('glosses them word for word, Bulgarian apart from Russian', () => {
    assert.equal(english('Εμφανίζει τις κρατήσεις για μια συγκεκριμένη ημερομηνία.'), 'shows the bookings for a specified date.');
    assert.equal(english('Скасовує бронювання.'), 'cancels booking.');
    assert.equal(englishText('Изтрива файла.').lang, 'bg');
    // Money given back is a refund: a verb that would read as a plural noun is written with its subject.
    assert.equal(english('Връща парите по картата на клиента.'), 'it refunds by card on customer.');
  });

  it('classes their tools by what they do', () => {
    classes([
      ['κρατήσεις', 'Εμφανίζει τις κρατήσεις για μια συγκεκριμένη ημερομηνία.', { ημερομηνία: str }, 'read-only-retrieval'],
      ['απόθεμα', 'Εμφανίζει το απόθεμα κάθε προϊόντος.', { κατηγορία: str }, 'read-only-retrieval'],
      ['μήνυμα', 'Στέλνει SMS στον πελάτη.', { τηλέφωνο: str, κείμενο: str }, 'message-send'],
      ['ακύρωση', 'Ακυρώνει την παραγγελία.', { παραγγελία: str }, 'order-manage'],
      ['розклад', 'Показує розклад на вказаний день.', { день: str }, 'read-only-retrieval'],
      ['смс', 'Надсилає SMS клієнту.', { телефон: str, текст: str }, 'message-send'],
      ['скасування', 'Скасовує бронювання.', { бронювання: str }, 'order-manage'],
      ['налаштування', 'Змінює налаштування акаунта.', { мова: str }, 'account-modify'],
      ['файли', 'Видаляє файл.', { файл: str }, 'file-modify'],
      ['стаи', 'Резервира стая за клиента.', { стая: str, дата: str }, 'order-manage'],
      ['връщане', 'Връща парите по картата на клиента.', { поръчка: str, сума: num }, 'payment-initiate'],
      ['настройки', 'Променя настройките на акаунта.', { език: str }, 'account-modify'],
      ['файл', 'Изтрива файла.', { файл: str }, 'file-modify'],
    ]);
  });
});
