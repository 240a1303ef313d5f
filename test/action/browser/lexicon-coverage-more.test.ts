import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { labelEffect, labelRemoves } from '../../../src/action/browser/labels.ts';
import { chargesByPeriod, sellsPriced } from '../../../src/action/browser/prices.ts';
import { asksForRecurring, unaskedRecurring } from '../../../src/action/browser/recurring.ts';
import { foreignWebRequests, placeKindOf } from '../../../src/capability/compile/lexicon-web.ts';
import { assertRowControls, assertTasksGranted, classOfButton, scopeOf } from './controls.ts';

/**
 * Per language, labels and tasks written for this test: a search, a buy and a book button, a send
 * button, a save button (on a settings page), a pay button, a delete and a next button, an add-on
 * with its price, a plan priced by the month, a task that buys or books, one that writes to
 * someone, and one that asks to compare without buying.
 */
// prettier-ignore
const TABLE: readonly { lang: string; look: string; buy: string; book: string; send: string; save: string; pay: string; remove: string; step: string;
  addOn: string; plan: string; orders: string; posts: string; notBuying: string }[] = [
  { lang: 'ko', look: '검색', buy: '장바구니에 담기', book: '예약하기', send: '메시지 보내기', save: '저장', pay: '송금하기', remove: '삭제', step: '다음 단계',
    addOn: '여행자 보험 추가 (₩12,000)', plan: '프리미엄 멤버십 월 9,900원', orders: '토요일 저녁에 두 명 식당 예약해 줘', posts: '판매자에게 배송 날짜를 문의해 줘',
    notBuying: '가격만 비교하고 구매하지 마세요' },
  { lang: 'th', look: 'ค้นหา', buy: 'หยิบใส่ตะกร้า', book: 'จองเลย', send: 'ส่งข้อความ', save: 'บันทึก', pay: 'โอนเงินทันที', remove: 'ลบรายการ', step: 'ถัดไป',
    addOn: 'เพิ่มประกันสินค้า 149 บาท', plan: 'แพ็กเกจพรีเมียม 199 บาท/เดือน', orders: 'ช่วยจองตั๋วรถไฟไปเชียงใหม่วันเสาร์', posts: 'ช่วยถามผู้ขายว่ายังมีสีแดงไหม',
    notBuying: 'เปรียบเทียบราคาแต่ไม่ต้องซื้อตั๋ว' },
  { lang: 'he', look: 'חיפוש', buy: 'הוסף לסל', book: 'הזמינו עכשיו', send: 'שלחו הודעה', save: 'שמירה', pay: 'שלם עכשיו', remove: 'מחיקה', step: 'המשך',
    addOn: 'הוסף ביטוח נסיעות ₪45', plan: 'מנוי פרימיום ₪29 לחודש', orders: 'תזמין לי שני כרטיסים להצגה ביום שישי', posts: 'תכתוב למוכר ששאלתי על המידה',
    notBuying: 'השווה מחירים אבל לא לקנות כלום' },
  { lang: 'ar', look: 'بحث', buy: 'أضف إلى السلة', book: 'احجز الآن', send: 'أرسل رسالة', save: 'حفظ', pay: 'ادفع الآن', remove: 'حذف', step: 'التالي',
    addOn: 'أضف تأمين السفر 40 ريال', plan: 'اشتراك مميز 30 درهم شهريا', orders: 'احجز لي غرفة في الفندق ليوم الجمعة', posts: 'اسأل البائع عن موعد التوصيل',
    notBuying: 'قارن الأسعار بدون شراء' },
  { lang: 'fa', look: 'جستجو', buy: 'افزودن به سبد خرید', book: 'رزرو کنید', send: 'ارسال پیام', save: 'ذخیره', pay: 'پرداخت آنلاین', remove: 'حذف', step: 'ادامه',
    addOn: 'افزودن بیمه سفر ۵۰۰ هزار تومان 500 تومان', plan: 'اشتراک ویژه 90 تومان ماهانه', orders: 'یک بلیت قطار برای شنبه خرید کن', posts: 'از فروشنده بپرس که رنگ آبی دارد',
    notBuying: 'قیمت‌ها را مقایسه کن و هیچ چیزی خرید نکن' },
  { lang: 'hi', look: 'खोजें', buy: 'कार्ट में जोड़ें', book: 'बुक करें', send: 'संदेश भेजें', save: 'सहेजें', pay: 'भुगतान करें', remove: 'हटाएं', step: 'आगे बढ़ें',
    addOn: 'यात्रा बीमा जोड़ें ₹299', plan: 'प्रीमियम सदस्यता ₹199 प्रति माह', orders: 'शनिवार के लिए दो टिकट बुक करें', posts: 'विक्रेता से पूछें कि डिलीवरी कब होगी',
    notBuying: 'कीमतों की तुलना करें लेकिन कुछ भी मत खरीदें' },
  { lang: 'vi', look: 'Tìm kiếm', buy: 'Thêm vào giỏ hàng', book: 'Đặt phòng', send: 'Gửi tin nhắn', save: 'Lưu', pay: 'Chuyển khoản', remove: 'Xóa', step: 'Tiếp tục',
    addOn: 'Thêm bảo hiểm 50.000đ', plan: 'Gói cao cấp 99.000đ mỗi tháng', orders: 'đặt vé xe buýt đi Đà Lạt cho thứ bảy', posts: 'hỏi người bán xem còn màu xanh không',
    notBuying: 'so sánh giá nhưng đừng mua gì' },
  { lang: 'id', look: 'Cari', buy: 'Tambah ke keranjang', book: 'Pesan sekarang', send: 'Kirim pesan', save: 'Simpan', pay: 'Bayar sekarang', remove: 'Hapus', step: 'Lanjutkan',
    addOn: 'Tambah asuransi Rp 25.000', plan: 'Paket premium Rp 49.000 per bulan', orders: 'belikan dua tiket kereta untuk hari Sabtu', posts: 'tanyakan penjual apakah warna merah masih ada',
    notBuying: 'bandingkan harga tapi jangan beli apa pun' },
  { lang: 'tl', look: 'Hanapin', buy: 'Idagdag sa cart', book: 'Magpareserba', send: 'Ipadala', save: 'I-save', pay: 'Magbayad ngayon', remove: 'Burahin', step: 'Susunod',
    addOn: 'Idagdag ang insurance ₱150', plan: 'Premium ₱149 kada buwan', orders: 'bumili ka ng dalawang tiket para sa Sabado', posts: 'magtanong ka sa nagbebenta kung may pula pa',
    notBuying: 'ikumpara ang presyo pero huwag bumili' },
  { lang: 'sk', look: 'Vyhľadať', buy: 'Pridať do košíka', book: 'Rezervovať', send: 'Poslať správu', save: 'Uložiť', pay: 'Zaplatiť teraz', remove: 'Odstrániť', step: 'Pokračovať',
    addOn: 'Pridať poistenie 12 €', plan: 'Prémiový balík 9,90 € mesačne', orders: 'kúp mi dva lístky na sobotu', posts: 'napíš predajcovi, že si bicykel vezmem',
    notBuying: 'porovnaj ceny, ale nič nekupuj a nič si neobjednaj' },
  { lang: 'bg', look: 'Търсене', buy: 'Добави в количката', book: 'Резервирай', send: 'Изпрати съобщение', save: 'Запази', pay: 'Плати сега', remove: 'Изтрий', step: 'Продължи',
    addOn: 'Добави застраховка 25 лв', plan: 'Премиум абонамент 15 лв на месец', orders: 'купи ми два билета за събота', posts: 'напиши на продавача, че ще взема колелото',
    notBuying: 'сравни цените, но не купувай нищо' },
  { lang: 'sr', look: 'Претрага', buy: 'Додај у корпу', book: 'Резервиши', send: 'Пошаљи поруку', save: 'Сачувај', pay: 'Плати сада', remove: 'Обриши', step: 'Настави',
    addOn: 'Додај осигурање 900 дин', plan: 'Претплата 499 дин месечно', orders: 'купи ми две карте за суботу', posts: 'пошаљи продавцу да ћу узети бицикл',
    notBuying: 'упореди цене, немој ништа да купиш' },
  { lang: 'hr', look: 'Pretraži', buy: 'Dodaj u košaricu', book: 'Rezerviraj', send: 'Pošalji poruku', save: 'Spremi', pay: 'Plati sada', remove: 'Obriši', step: 'Sljedeći',
    addOn: 'Dodaj osiguranje 15 €', plan: 'Pretplata 7,99 € mjesečno', orders: 'kupi mi dvije ulaznice za subotu', posts: 'napiši prodavaču da ću uzeti bicikl',
    notBuying: 'usporedi cijene, nemoj ništa kupiti' },
  { lang: 'ca', look: 'Cerca', buy: 'Afegeix a la cistella', book: 'Reserva ara', send: 'Envia el missatge', save: 'Desa els canvis', pay: 'Paga ara', remove: 'Suprimeix', step: 'Següent',
    addOn: 'Afegeix assegurança 9 €', plan: 'Subscripció prèmium 4,99 € al mes', orders: 'compra dues entrades per dissabte', posts: 'escriu al venedor que passaré demà',
    notBuying: 'compara els preus però no compris res' },
  { lang: 'sw', look: 'Tafuta', buy: 'Ongeza kwenye kikapu', book: 'Weka nafasi', send: 'Tuma ujumbe', save: 'Hifadhi', pay: 'Lipa sasa', remove: 'Futa', step: 'Endelea',
    addOn: 'Ongeza bima KSh 500', plan: 'Kifurushi cha premium KSh 300 kwa mwezi', orders: 'nunua tiketi mbili za basi kwa Jumamosi', posts: 'uliza muuzaji kama bado ana rangi nyekundu',
    notBuying: 'linganisha bei bila kununua' },
];

describe('the web lexicon in Asian, Middle Eastern, Balkan and African languages', () => {
  for (const row of TABLE) {
    it(`${row.lang}: controls are classed by what they do`, () => {
      assertRowControls(row);
    });

    it(`${row.lang}: a priced add-on sells, and a plan by the month is a subscription`, () => {
      assert.ok(sellsPriced(row.addOn), row.addOn);
      assert.equal(classOfButton(row.addOn).actionClass, 'order-manage', row.addOn);
      assert.ok(chargesByPeriod(row.plan), row.plan);
      assert.ok(!chargesByPeriod(row.addOn), `${row.addOn} is charged once`);
      assert.notEqual(unaskedRecurring(row.plan, row.orders), undefined, `${row.orders} asks for nothing recurring`);
      assert.ok(!asksForRecurring(row.orders), row.orders);
    });

    it(`${row.lang}: a task grants what it asks, and only that; a task that buys nothing grants no order`, () => {
      assertTasksGranted(row);
      assert.ok(!scopeOf(row.notBuying).includes('order-manage'), row.notBuying);
    });
  }
});

describe('reading scripts without spaces, with joined particles, and with vowel signs', () => {
  it('Hebrew and Arabic particles join nouns and conjunctions, never an article to a verb', () => {
    assert.ok(!scopeOf('השלם את הטופס ובדוק את הפרטים').includes('payment-initiate'), '"השלם" completes; it is not "שלם" (pay)');
    assert.ok(scopeOf('בדוק את המחיר ושלחו הודעה למוכר').includes('message-send'), '"ושלחו": and send');
    assert.equal(placeKindOf('בסל'), 'order');
    assert.equal(placeKindOf('للسلة'), 'order');
    assert.equal(placeKindOf('الإعدادات'), 'settings');
    assert.equal(classOfButton('وأرسل').actionClass, 'message-send');
  });

  it('a Thai or Korean form is read inside its word, and a noun or a past tense asks nothing', () => {
    assert.ok(!scopeOf('ตรวจสอบประวัติการซื้อของฉัน').includes('order-manage'), 'a purchase history is read, not bought');
    assert.ok(!scopeOf('เปรียบเทียบค่าใช้จ่ายของโรงแรม').includes('payment-initiate'), '"ค่าใช้จ่าย" (expenses) pays nothing');
    assert.ok(!scopeOf('어제 예약한 호텔 확인해 줘').includes('order-manage'), 'a booking made yesterday is checked, not made');
    assert.ok(scopeOf('내일 오후 3시로 미용실 예약해 줘').includes('order-manage'));
    assert.ok(foreignWebRequests('구매하지 말고 가격만 알려 줘').every((r) => r.kind !== 'order' || r.negated));
    assert.ok(foreignWebRequests('อย่าซื้อตั๋ว แค่เปรียบเทียบราคา').every((r) => r.kind !== 'order' || r.negated));
  });

  it('a vowel sign is a letter: Thai and Devanagari words are not their consonants', () => {
    assert.equal(labelRemoves('ลับ'), false, '"ลับ" (secret) is not "ลบ" (delete)');
    assert.equal(labelRemoves('ลบ'), true);
    assert.notEqual(labelEffect('कार', []).kind, 'write', '"कार" (car) is no "कर" (do)');
    assert.equal(labelEffect('फिल्टर', []).kind, 'read', 'written without its nukta, "फ़िल्टर" still filters');
  });

  it('Latin-script look-alikes stay what they are', () => {
    assert.notEqual(classOfButton('Đặt lại mật khẩu').actionClass, 'order-manage', '"Đặt lại" resets');
    assert.notEqual(classOfButton('GUI builder').actionClass, 'message-send', '"gửi" is matched with its tones only');
    assert.ok(!scopeOf('Find the Tim Burton poster and compare its prices').includes('message-send'));
    assert.deepEqual(foreignWebRequests('a cricket bat with a tat on it'), [], '"bật" and "tắt" switch things only with their tones');
    assert.equal(classOfButton('Kirim pesan').actionClass, 'message-send', '"pesan" after a verb is a message');
    assert.equal(classOfButton('Pesan sekarang').actionClass, 'order-manage', '"pesan" leading the label orders');
    assert.equal(placeKindOf('karte'), undefined, 'German "Karte" (a card, a map) names no ticket page, as Croatian "karte" would');
    assert.notEqual(labelEffect('Terima semua', []).kind, 'commit', 'a cookie banner\'s "accept all" submits no form');
  });

  it('the languages read before now know their common controls beside the new ones', () => {
    for (const [label, cls] of [
      ['Сплатити', 'payment-initiate'],
      ['Додати у кошик', 'order-manage'],
      ['Оставить отзыв', 'message-send'],
      ['加入購物袋', 'order-manage'],
      ['傳送', 'message-send'],
      ['Sepeti onayla', 'order-manage'],
    ] as const)
      assert.equal(classOfButton(label).actionClass, cls, label);
    for (const step of ['Наступний', 'Следующий', '下一頁']) assert.equal(labelEffect(step, []).kind, 'step', step);
    for (const remove of ['Temizle', 'Очистить', '清除']) assert.ok(labelRemoves(remove), remove);
  });

  it('a subscription asked for in these languages may be charged by the month', () => {
    for (const intent of ['프리미엄 멤버십 구독해 줘', 'สมัครสมาชิกรายเดือนให้หน่อย', 'הירשם למנוי חודשי', 'langganan paket bulanan', 'abonează-mă lunar'])
      assert.ok(asksForRecurring(intent), intent);
    assert.equal(unaskedRecurring('프리미엄 멤버십 월 9,900원', '프리미엄 멤버십 구독해 줘'), undefined);
    assert.equal(chargesByPeriod('12월 5일 공연 30,000원'), false, 'a date in December is no monthly price');
  });

  it('a switched preference in these languages is a settings change and nothing else', () => {
    for (const intent of ['이메일 알림 꺼 줘', 'ปิดการแจ้งเตือนอีเมล', 'ईमेल सूचनाएं बंद करें', 'matikan notifikasi email', 'isključi obavijesti e-poštom']) {
      const scope = scopeOf(intent);
      assert.ok(scope.includes('account-modify'), `${intent} → ${scope.join()}`);
      for (const cls of ['order-manage', 'message-send', 'payment-initiate']) assert.ok(!scope.includes(cls), `${intent} → ${cls}`);
    }
  });
});

describe('a negated purchase beside a booking in another word', () => {
  it('the booking stands; a purchase negated with nothing else asked for is refused', () => {
    assert.ok(scopeOf('請幫我在 store.example 預約週六的試聽課，講義不用買').includes('order-manage'));
    assert.ok(scopeOf('buche auf store.example einen Tisch für Samstag, Gutscheine nicht kaufen').includes('order-manage'));
    assert.ok(!scopeOf('auf store.example nur die Preise ansehen, nichts kaufen').includes('order-manage'));
    assert.ok(!scopeOf('在 store.example 看看价格，不要买').includes('order-manage'));
  });
});
