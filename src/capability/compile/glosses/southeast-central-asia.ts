/**
 * Request words of Central and Southeast Asia (glosses.ts reads them): Kazakh, Uzbek (both scripts),
 * Mongolian, Malay and Indonesian forms vi-id lacks, Filipino, and Burmese, Khmer and Lao, which are
 * written without spaces. Left out: Kazakh "аудар" ("transfer" and "translate"), Indonesian
 * "teruskan" ("forward" and "go on"), Mongolian "ол" (too short), Burmese "ပြ" (too short).
 */
import type { GlossLanguage } from './language.ts';

// prettier-ignore
export const SOUTHEAST_CENTRAL_ASIA: readonly GlossLanguage[] = [
  // Kazakh: the negation is inside the verb ("жіберме": don't send).
  { lang: 'kk', verbFinal: true, forms: {
    send: 'жібер жіберіңіз жіберші', pay: 'төле төлеңіз', transfer: 'ақша_аудар', cancel: 'күшін_жой', delete: 'жойыңыз', book: 'брондаңыз', buy: 'сатып_ал сатып_алыңыз',
    order: 'тапсырыс_бер тапсырыс_беріңіз', change: 'өзгерт өзгертіңіз', update: 'жаңарт жаңартыңыз', create: 'құр құрыңыз', notify: 'хабарла хабарлаңыз хабар_бер',
    approve: 'бекіт бекітіңіз', search: 'ізде іздеңіз', show: 'көрсет көрсетіңіз', check: 'тексер тексеріңіз',
  }, negated: { send: 'жіберме жібермеңіз', pay: 'төлеме төлемеңіз' } },
  // Uzbek in Latin and Cyrillic letters: "yuborma" (don't send), "bekor qilma" (don't cancel).
  { lang: 'uz', verbFinal: true, forms: {
    send: 'yubor yuboring юбор юборинг', pay: "to'la to'lang toʻla toʻlang тўла тўланг", transfer: "pul_o'tkaz pul_oʻtkaz", refund: 'pulni_qaytar', cancel: 'bekor_qil bekor_qiling бекор_қил бекор_қилинг',
    delete: "o'chir o'chiring oʻchir oʻchiring ўчир ўчиринг", book: 'bron_qil bron_qiling', buy: 'sotib_ol sotib_oling сотиб_ол', order: 'buyurtma_ber buyurtma_bering',
    change: "o'zgartir o'zgartiring oʻzgartir oʻzgartiring ўзгартир", update: 'yangila yangilang', add: "qo'sh qo'shing qoʻsh qoʻshing", create: 'yarat yarating',
    notify: 'xabar_ber xabar_bering', approve: 'tasdiqla tasdiqlang', search: 'qidir qidiring', show: "ko'rsat ko'rsating koʻrsat koʻrsating кўрсат", check: 'tekshir tekshiring',
  }, negated: { send: 'yuborma yubormang юборма', pay: "to'lama to'lamang toʻlama", cancel: 'bekor_qilma bekor_qilmang', delete: "o'chirma o'chirmang" } },
  // Mongolian: "битгий илгээ", "бүү илгээ" (don't send); "…нэ үү" is the polite request.
  { lang: 'mn', verbFinal: true, negateBefore: ['битгий', 'бүү'], forms: {
    send: 'илгээ илгээнэ_үү явуул', pay: 'төл төлнө_үү төлөөрэй', transfer: 'шилжүүл шилжүүлнэ_үү', cancel: 'цуцал цуцална_уу', delete: 'устга устгана_уу',
    order: 'захиал захиална_уу', change: 'өөрчил өөрчилнө_үү', update: 'шинэчил шинэчилнэ_үү', add: 'нэм нэмнэ_үү', create: 'үүсгэ үүсгэнэ_үү', notify: 'мэдэгд мэдэгдэнэ_үү',
    approve: 'батал', search: 'хай хайна_уу', show: 'харуул харуулна_уу', check: 'шалга шалгана_уу',
  } },
  // Malay and Indonesian: "jangan" before is global.
  { lang: 'ms-id', forms: {
    send: 'hantar hantarkan kirimi', email: 'emelkan', transfer: 'kirim_uang kirim_wang transferkan', notify: 'maklumkan beritahu kasih_tahu', pay: 'bayarkan lunasi',
    refund: 'kembalikan_uang pulangkan_wang', delete: 'padamkan hapuskan buang', book: 'tempah tempahkan', schedule: 'jadwalkan', reschedule: 'jadwalkan_ulang ubah_jadwal',
    move: 'pindahkan', change: 'tukar', update: 'kemas_kini kemaskini', invite: 'undang', archive: 'arsipkan', show: 'tunjukkan',
  } },
  // Filipino: "huwag mong ipadala" (don't send). English verbs with "i-" and "mag-" are Taglish requests.
  { lang: 'tl', negateBefore: ['huwag', 'wag'], forms: {
    transfer: 'magpadala_ng_pera', send: 'ipadala magpadala padalhan i-send', pay: 'magbayad bayaran_mo', refund: 'i-refund ibalik_ang_pera', cancel: 'kanselahin ikansela i-cancel',
    delete: 'burahin i-delete', book: 'i-book ipa-book', buy: 'bumili bilhin', order: 'umorder mag-order i-order', change: 'palitan baguhin', update: 'i-update', add: 'idagdag',
    share: 'ibahagi i-share', forward: 'i-forward', create: 'lumikha', approve: 'aprubahan', notify: 'abisuhan ipaalam', move: 'ilipat', search: 'hanapin',
    show: 'ipakita', check: 'suriin i-check',
  } },
  // Burmese puts the verb last; "မ" before it negates ("မပို့ပါနဲ့").
  { lang: 'my', unspaced: true, verbFinal: true, forms: {
    transfer: 'ငွေလွှဲ', send: 'ပို့', pay: 'ပေးချေ', refund: 'ငွေပြန်အမ်း', cancel: 'ဖျက်သိမ်း', delete: 'ဖျက်', buy: 'ဝယ်', order: 'မှာယူ', search: 'ရှာ', check: 'စစ်ဆေး',
  } },
  // Khmer: "កុំ" before a verb negates it.
  { lang: 'km', unspaced: true, forms: {
    send: 'ផ្ញើ', transfer: 'ផ្ទេរប្រាក់', pay: 'បង់ប្រាក់ ទូទាត់', refund: 'សងប្រាក់វិញ', cancel: 'លុបចោល', delete: 'លុប', book: 'កក់', order: 'បញ្ជាទិញ', buy: 'ទិញ',
    change: 'ផ្លាស់ប្តូរ', add: 'បន្ថែម', create: 'បង្កើត', notify: 'ជូនដំណឹង', search: 'ស្វែងរក', show: 'បង្ហាញ', check: 'ពិនិត្យ',
  } },
  // Lao: "ຢ່າ" before a verb negates it.
  { lang: 'lo', unspaced: true, forms: {
    send: 'ສົ່ງ', transfer: 'ໂອນເງິນ', pay: 'ຈ່າຍ ຊຳລະ', refund: 'ຄືນເງິນ', cancel: 'ຍົກເລີກ', delete: 'ລຶບ', book: 'ຈອງ', order: 'ສັ່ງຊື້', buy: 'ຊື້', change: 'ປ່ຽນ',
    add: 'ເພີ່ມ', create: 'ສ້າງ', notify: 'ແຈ້ງ', update: 'ອັບເດດ', search: 'ຊອກຫາ', show: 'ສະແດງ', check: 'ກວດສອບ',
  } },
];
