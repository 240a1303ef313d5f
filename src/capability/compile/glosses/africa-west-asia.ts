/**
 * Request words of Africa and the Caucasus (glosses.ts reads them): Swahili, Amharic, Hausa, Yoruba,
 * Georgian, Armenian and Azerbaijani. Where the negation is part of the verb ("usitume", "አትላክ",
 * "göndərmə") the negated forms are listed as such. Left out: Hausa "share" (its "delete" is the
 * English word "share"), Yoruba "ra" and "san" alone (too short to stand for "buy" and "pay").
 */
import type { GlossLanguage } from './language.ts';

// prettier-ignore
export const AFRICA_WEST_ASIA: readonly GlossLanguage[] = [
  // Swahili: "usitume" (don't send), "msilipe" (don't pay, to several).
  { lang: 'sw', forms: {
    transfer: 'tuma_pesa', send: 'tuma tumeni kutuma nitumie', 'send him': 'mtumie watumie', pay: 'lipa lipeni kulipa', 'pay him': 'mlipe', refund: 'rudisha_pesa rejesha_pesa',
    cancel: 'ghairi ghairini sitisha', delete: 'futa futeni', book: 'weka_nafasi', buy: 'nunua nunueni ninunulie', order: 'agiza agizeni', change: 'badilisha badilisheni',
    edit: 'rekebisha', update: 'sasisha', add: 'ongeza ongezeni', create: 'unda tengeneza', approve: 'idhinisha', 'notify him': 'mjulishe wajulishe', notify: 'julisha',
    move: 'hamisha', invite: 'alika mwalike', search: 'tafuta', show: 'nionyeshe onyesha', check: 'angalia',
  }, negated: {
    send: 'usitume msitume usimtumie', pay: 'usilipe msilipe', cancel: 'usighairi', delete: 'usifute msifute', buy: 'usinunue msinunue', order: 'usiagize', change: 'usibadilishe',
  } },
  // Amharic: "አትላክ" (don't send). Masculine, feminine, plural and polite imperatives.
  { lang: 'am', verbFinal: true, forms: {
    send: 'ላክ ላኪ ላኩ ይላኩ', pay: 'ክፈል ክፈይ ክፈሉ ይክፈሉ', delete: 'ሰርዝ ሰርዢ ሰርዙ ይሰርዙ', buy: 'ግዛ ግዙ ይግዙ', order: 'እዘዝ እዘዢ እዘዙ', change: 'ቀይር ቀይሪ ቀይሩ',
    add: 'ጨምር ጨምሪ ጨምሩ', create: 'ፍጠር', notify: 'አሳውቅ አሳውቂ አሳውቁ', search: 'ፈልግ', show: 'አሳይ አሳዪኝ',
  }, negated: { send: 'አትላክ አትላኪ አትላኩ', pay: 'አትክፈል አትክፈይ አትክፈሉ', delete: 'አትሰርዝ አትሰርዢ አትሰርዙ', buy: 'አትግዛ አትግዙ' } },
  // Hausa: "kada ka aika", "kar ki biya" (don't send, don't pay).
  { lang: 'ha', negateBefore: ['kada', 'kar'], forms: {
    send: 'aiko tura turo', pay: 'biya', refund: 'mayar_da_kuɗi mayar_da_kudi', cancel: 'soke', delete: 'goge', buy: 'sayi sayo', order: 'yi_oda',
    change: 'canza sauya', add: 'ƙara', notify: 'sanar sanar_da', create: 'ƙirƙira kirkira', approve: 'amince', search: 'nema', find: 'nemo', show: 'nuna',
  } },
  // Yoruba: "má ṣe sanwó" (don't pay). Written with or without its tone marks. "fi … ránṣẹ́" wraps its object, so only
  // "fi ránṣẹ́" together sends: a "má" three words back is not read, and a lone "ránṣẹ́" must not send.
  { lang: 'yo', negateBefore: ['má', 'ma', 'máà'], forms: {
    send: 'fi_ránṣẹ́ fi_ranse firanse', pay: 'sanwó sanwo san_owó san_owo', cancel: 'fagilé fagile', delete: 'parẹ́', change: 'yípadà yipada', show: 'fihàn fihan',
  } },
  // Georgian: "ნუ" and "არ" negate the verb after them.
  { lang: 'ka', negateBefore: ['ნუ', 'არ'], forms: {
    send: 'გაგზავნე გააგზავნე გააგზავნეთ გამიგზავნე გაუგზავნე', pay: 'გადაიხადე გადაიხადეთ', transfer: 'გადარიცხე გადარიცხეთ', refund: 'დააბრუნე_თანხა',
    cancel: 'გააუქმე გააუქმეთ', delete: 'წაშალე წაშალეთ', book: 'დაჯავშნე დაჯავშნეთ', buy: 'იყიდე იყიდეთ მიყიდე', order: 'შეუკვეთე შეუკვეთეთ',
    change: 'შეცვალე შეცვალეთ', update: 'განაახლე განაახლეთ', add: 'დაამატე დაამატეთ', share: 'გააზიარე', forward: 'გადაუგზავნე გადააგზავნე', reply: 'უპასუხე უპასუხეთ',
    create: 'შექმენი შექმენით', approve: 'დაამტკიცე', notify: 'აცნობე აცნობეთ შეატყობინე', move: 'გადაიტანე გადაიტანეთ', invite: 'მოიწვიე', search: 'მოძებნე მოძებნეთ',
    show: 'მაჩვენე აჩვენე', check: 'შეამოწმე შეამოწმეთ',
  } },
  // Armenian: "մի ուղարկիր" (don't send).
  { lang: 'hy', negateBefore: ['մի'], forms: {
    send: 'ուղարկիր ուղարկեք ուղարկել', pay: 'վճարիր վճարեք վճարել', transfer: 'փոխանցիր փոխանցեք', refund: 'վերադարձրու_գումարը', cancel: 'չեղարկիր չեղարկեք չեղարկել',
    delete: 'ջնջիր ջնջեք ջնջել', book: 'ամրագրիր ամրագրեք', buy: 'գնիր', order: 'պատվիրիր պատվիրեք', change: 'փոխիր փոխեք', update: 'թարմացրու թարմացրեք',
    add: 'ավելացրու ավելացրեք', reply: 'պատասխանիր պատասխանեք', create: 'ստեղծիր ստեղծեք', approve: 'հաստատիր հաստատեք', notify: 'տեղեկացրու տեղեկացրեք',
    move: 'տեղափոխիր տեղափոխեք', search: 'որոնիր փնտրիր', find: 'գտիր', show: 'ցույց_տուր ցույց_տվեք', check: 'ստուգիր ստուգեք',
  } },
  // Azerbaijani: the negation is inside the verb ("göndərmə", "ləğv etmə"). "ödəmə" is also "payment": not listed.
  { lang: 'az', verbFinal: true, forms: {
    send: 'göndər göndərin yolla yollayın', pay: 'ödə ödəyin', refund: 'pulu_geri_qaytar pulu_qaytar', cancel: 'ləğv_et ləğv_edin', delete: 'silin',
    book: 'bron_et bron_edin rezerv_et', order: 'sifariş_et sifariş_edin sifariş_ver', buy: 'satın_al satın_alın', change: 'dəyiş dəyişdir dəyişin', update: 'yenilə yeniləyin',
    add: 'əlavə_et əlavə_edin', share: 'paylaşın', reply: 'cavab_ver cavab_verin', create: 'yarat yaradın', approve: 'təsdiq_et təsdiqlə təsdiq_edin',
    notify: 'xəbər_ver məlumat_ver', move: 'köçür köçürün', search: 'axtar axtarın', show: 'göstər göstərin', check: 'yoxla yoxlayın',
  }, negated: {
    send: 'göndərmə göndərməyin yollama', cancel: 'ləğv_etmə ləğv_etməyin', delete: 'silməyin', buy: 'satın_almayın',
  } },
];
