/**
 * Request words of more languages people write to assistants in (glosses.ts reads them): Afrikaans,
 * Maltese, Somali, isiZulu and isiXhosa, Javanese and Sundanese, Kurdish (Kurmanji in Latin script,
 * Sorani in Arabic script), Luxembourgish, Swiss German as people type it, Kyrgyz, Tajik, Nigerian
 * Pidgin, Cantonese (written colloquially, and mixed with English verbs: "唔好send"), Guarani,
 * Cebuano, Malagasy, Kinyarwanda, Lingala, Wolof, Tigrinya, Chichewa, Papiamento and Asturian.
 * Bashkir is read by the Tatar and Bashkir table (indic-turkic.ts). Imperatives familiar and polite,
 * infinitives asked for, and spellings without diacritics ("ibghat", "bisine", "annuleier"). Where
 * the negation is inside the verb or after it ("tibgħatx", "ungathumeli", "kotinda te",
 * "moenie … stuur nie", "ኣይትስደድ", "唔好訂") the negated forms are listed as such; a negation word
 * before the verb ("musa", "aza", "ulah", "nun", "no") is its language's `negateBefore`.
 *
 * Left out, as words of other languages or English, or too wide: Afrikaans "bespreek" alone (Dutch
 * "discuss"), "deel" alone (a part; Dutch), "vind" (Dutch "think"), "stel" alone (a set; "stel
 * voor": propose), "gaan na" (go to), "pos" (mail, a post); Swiss German "zahl" alone (German
 * "Zahl": a number), "teil" (a part), "antwort" (an answer), "schickt" and the other plurals in -t
 * (German "he sends", participles), "sände" (Swedish "sent"), "überwies" (German "transferred");
 * Luxembourgish "scheck" (German "Scheck": a cheque), "buch" (a book), "sich" (the German
 * reflexive), "sicht" (German "view"), "weis" alone (German "weiß" as typed), "lasch" (German
 * "limp"), "deel", and "bestellt", "erstellt" (German participles); Somali "dir" alone (German "to
 * you") and "dira" (Spanish "dirá"), "fur" (English), "bedel" (Turkish "price"), "jooji" (stop: "…
 * ka jooji" unsubscribes, and read as "stop" it stops an order); isiZulu "oda" (Turkish "room"),
 * "dala" (Spanish "give it"), "misa" (Spanish "mass"), "funa" (also "want"); isiXhosa "cima"
 * (Spanish and Portuguese "top"); Javanese "aja" as a negation (Indonesian "just": "langsung aja
 * dikirim"), "ora" (Italian "now"), "sampun" (also "already"); Kyrgyz "кош" alone ("кош келиңиз":
 * welcome), "түз" alone (straight), "котор" alone (also translate); Cantonese "咪" as a negation
 * ("咁咪買囉": then just buy it), "整個" (Mandarin "whole"), "閂咗" and "開門" (a shop closed, opening
 * hours), "發", "買" and "改" alone; Guarani "ejapo" (do, not create); Cebuano "papasa" (Tagalog "will
 * pass"), "bayaran" (Indonesian "payment"); Kinyarwanda "gura" (Romanian "gură" typed plain),
 * "fata" (Romanian "girl"), "kora" (do), "bona" (Catalan "good"), "tumira" (invite; Shona "send"),
 * "tumiza" (order; Chichewa "send", so left out of both), "reba" (an English word here); Lingala "futa" alone (Swahili
 * "delete"), "luka" and "tala" (names), "sala" (Spanish "room"), "koma" (Indonesian "comma"),
 * "kanga" (a cloth), "te" after the verb (French and Spanish "te"); Wolof "far", "wut", "won",
 * "wax", "bind" (English words), "tej" (Hungarian "milk"); Malagasy "valio" (Spanish "valió" typed
 * plain); Chichewa "gula" (Spanish and Portuguese "gluttony"), "panga" (a machete); Papiamento
 * "kita" (Indonesian "we"), "bisa" (Indonesian "can"), "sera" (Spanish "será"), "sende" (Danish and
 * Norwegian "send"), "kontrola" (Polish and Czech "a check"); Asturian "abri" (Portuguese "I
 * opened"), "anova" (the statistical test); Tigrinya "ሰርዝ" (cancel: Amharic reads it as "delete"),
 * "መልስ" (an answer); Nigerian Pidgin "no send" and the like without "am" ("No, send it to Bob": an
 * English reply), so its forms are the verb with "am" (it, him) and "no" before them negates.
 * English verbs alone are the English parser's to read; Spanish "manda", "paga" and Dutch "koop",
 * "boek" are read by verb-forms.ts.
 */
import type { GlossLanguage } from './language.ts';

type Table = Record<string, string>;

/** Afrikaans: the verb last before "nie" in "moenie die faktuur stuur nie" is a "don't" of it. */
const withNie = (forms: Table): Table =>
  Object.fromEntries(
    Object.entries(forms)
      .map(([english, list]): [string, string] => [
        english,
        list
          .split(' ')
          .filter((f) => f !== '' && !f.includes('_'))
          .map((f) => `${f}_nie`)
          .join(' '),
      ])
      .filter(([, list]) => list !== ''),
  );

/** Each form of `heads` after each word of `before`, joined by `join`, with `end` after it: "唔好" + "訂". */
const prefixed = (heads: Table, before: readonly string[], join: string, end = ''): Table =>
  Object.fromEntries(
    Object.entries(heads).map(([english, list]) => [english, before.flatMap((b) => list.split(' ').map((v) => `${b}${join}${v}${end}`)).join(' ')]),
  );

const joined = (...tables: Table[]): Table => {
  const out: Table = {};
  for (const table of tables)
    for (const [english, list] of Object.entries(table)) out[english] = out[english] === undefined ? list : `${out[english]} ${list}`;
  return out;
};

// prettier-ignore
const AF_FORMS: Table = {
  send: 'stuur', email: 'e-pos_vir epos_vir', text: 'sms_vir', notify: 'laat_weet verwittig', 'notify him': 'sê_vir se_vir', pay: 'betaal', transfer: 'oorplaas oorbetaal',
  refund: 'terugbetaal', cancel: 'kanselleer', delete: 'skrap vee_uit uitvee verwyder', book: 'bespreek_vir bespreek_n maak_n_bespreking', buy: 'koop', order: 'bestel',
  change: 'verander', update: 'opdateer dateer_op', move: 'skuif', add: 'voeg_by byvoeg', share: 'deel_dit deel_met', forward: 'aanstuur stuur_aan', reply: 'antwoord_vir',
  create: 'skep', approve: 'keur_goed goedkeur', register: 'skryf_in', invite: 'nooi nooi_uit', search: 'soek', check: 'kyk_na tjek kontroleer', show: 'wys',
  'give access': 'gee_toegang', revoke: 'herroep', issue: 'reik_uit', open: 'maak_oop', 'turn on': 'skakel_aan sit_aan', 'turn off': 'skakel_af sit_af', lock: 'sluit_toe',
  unlock: 'sluit_oop', download: 'laai_af aflaai', upload: 'laai_op oplaai', renew: 'hernu', write: 'skryf',
};
/** Cantonese verbs "唔好" (don't), "唔使" (no need to) negate: written right before them ("唔好訂", "唔使俾錢"). */
const YUE_NOT = ['唔好', '唔使', '唔駛', '唔洗'];
// prettier-ignore
const YUE_HEADS: Table = {
  send: '發 寄', email: '發電郵 寄電郵', text: '發短訊', pay: '俾錢 畀錢 付錢 找數 交錢 付款 支付', transfer: '過數 轉數 轉賬 轉帳 入數', refund: '退錢 回水', cancel: '取消',
  delete: '刪 删 剷', book: '訂', buy: '買', order: '落單 叫外賣 嗌外賣', change: '改', share: '分享', forward: '轉發 轉寄', reply: '覆 回覆', notify: '通知 話俾',
};
/** Javanese and Sundanese write "don't" with the Indonesian verb, often passive: "ojo dikirim", "ulah dibayar". */
// prettier-ignore
const JV_SU_HEADS: Table = {
  send: 'kirim dikirim', pay: 'bayar dibayar', transfer: 'transfer ditransfer', delete: 'hapus dihapus busak dibusak', cancel: 'batal dibatalke dibatalkeun', buy: 'tuku dituku beli dibeli',
  order: 'pesen dipesen', change: 'ganti diganti diowahi',
};
/** English verbs Cantonese writes with its own words around them ("唔好send俾佢", "唔好 cancel 住"). */
const YUE_ENGLISH: Table = Object.fromEntries(
  'send email text pay transfer refund cancel delete book buy order change update share forward reply post approve add move invite upload download renew charge'
    .split(' ')
    .map((v) => [v, v]),
);

/** What "send" sends, written onto it ("唔好send短訊"): the negated form says which sending it forbids. */
const YUE_SENT: Table = prefixed(
  { text: '短訊 sms', email: 'email 電郵 mail', message: '訊息 message msg whatsapp' },
  ['send', 'send個', 'send封', 'send條'],
  '',
);

// prettier-ignore
export const MORE_REQUESTS: readonly GlossLanguage[] = [
  // Afrikaans: "moenie stuur nie", "moenie die faktuur betaal nie" (the verb right before "nie").
  { lang: 'af', negateBefore: ['moenie'], forms: AF_FORMS, negated: joined(withNie(AF_FORMS), { email: 'e-pos_nie epos_nie' }) },
  // Maltese: the negative is the verb's own form ("tibgħatx", "la tħallasx"). Written with or without ħ, għ, ż, ċ.
  { lang: 'mt', forms: {
    send: 'ibgħat ibagħtu ibgħatli ibgħatilna ibghat ibaghtu ibghatli', 'send him': 'ibgħatlu ibgħatilha ibgħatilhom ibghatlu ibghatilha', pay: 'ħallas ħallsu ħallasli hallas hallsu',
    transfer: 'ittrasferixxi', refund: 'irrifondi irrimborsa rodd_il-flus roddlu_l-flus', cancel: 'ikkanċella ikkanċellaw ikkancella ikkancellaw', delete: 'ħassar ħassru hassar hassru neħħi nehhi',
    book: 'ibbukkja ibbukkjaw ibbukja irriżerva irrizerva', buy: 'ixtri ixtru ixtrili ixtrilna', order: 'ordna ordnaw', change: 'biddel biddlu', update: 'aġġorna aġġornaw aggorna',
    move: 'ċaqlaq caqlaq', add: 'żid żidu zid zidu', share: 'ixxerja', forward: 'ifforwardja', reply: 'wieġeb wieġbu wiegeb wiegbu irrispondi', create: 'oħloq ohloq',
    approve: 'approva approvaw', notify: 'għarraf gharraf infurma avża avza', 'notify him': 'għidlu għidilha ghidlu ghidilha', register: 'irreġistra irregistra', invite: 'stieden stidnu',
    search: 'fittex fittxu', check: 'iċċekkja iccekkja ivverifika', show: 'urini', open: 'iftaħ iftah', close: 'agħlaq aghlaq', 'turn on': 'ixgħel ixghel', 'turn off': 'itfi', write: 'ikteb',
  }, negated: {
    send: 'tibgħatx tibagħtux tibghatx tibaghtux', 'send him': 'tibgħatlux tibghatlux', pay: 'tħallasx tħallsux thallasx thallsux', cancel: 'tikkanċellax tikkancellax',
    delete: 'tħassarx tħassrux thassarx', buy: 'tixtrix tixtrux', book: 'tibbukkjax tibbukjax', change: 'tbiddilx tbiddlux', order: 'tordnax', add: 'iżżidx izzidx',
  } },
  // Somali puts the verb last; "ha dirin" (don't send), "ha bixin" (don't pay).
  { lang: 'so', verbFinal: true, forms: {
    send: 'u_dir ii_dir noo_dir soo_dir fadlan_dir', pay: 'bixi bixiya lacag_bixi lacagta_bixi', transfer: 'u_wareeji wareeji', refund: 'lacagta_u_celi lacagta_celi',
    cancel: 'baaji baajiya', delete: 'tirtir tirtira', book: 'ii_qabso ballanso', buy: 'iibso iibsada ii_iibso', order: 'dalbo dalbada',
    change: 'beddel beddela bedela', update: 'cusbooneysii cusboonaysii', add: 'ku_dar kudar', share: 'la_wadaag', reply: 'ka_jawaab u_jawaab', create: 'abuur',
    notify: 'ogeysii ogaysii', 'notify him': 'u_sheeg', search: 'raadi', check: 'hubi', show: 'i_tus', approve: 'ansixi', register: 'diiwaan_geli diiwaangeli',
    invite: 'casuum', move: 'u_guuri', close: 'xir xidh', write: 'qor',
  }, negated: {
    send: 'ha_dirin ha_u_dirin ha_diran', pay: 'ha_bixin ha_bixina', delete: 'ha_tirtirin', buy: 'ha_iibsan ha_iibsanina', cancel: 'ha_baajin', order: 'ha_dalban',
    change: 'ha_beddelin ha_bedelin', transfer: 'ha_wareejin',
  } },
  // isiZulu and isiXhosa: "musa ukuthumela", "sukuthumela", "ungathumeli" (don't send).
  { lang: 'zu-xh', negateBefore: ['musa', 'musani', 'suka'], forms: {
    send: 'thumela thumelani uthumele nithumele ukuthumela ngithumelele ndithumelele', 'send him': 'mthumelele bathumelele', pay: 'khokha khokhani ukhokhe nikhokhe ukukhokha hlawula hlawulani uhlawule ukuhlawula',
    'pay him': 'mkhokhele mhlawule', transfer: 'thumela_imali uthumele_imali', refund: 'buyisela_imali buyisa_imali mbuyisele_imali', cancel: 'khansela khanselani ukhansele hoxisa rhoxisa rhoxisani urhoxise',
    delete: 'susa susani ususe sula sulani usule', book: 'bhukha bhukhani ubhukhe ngibhukhele bhukisha', buy: 'thenga thengani uthenge ngithengele ndithengele', order: 'odela ngi-odele odola',
    change: 'shintsha shintshani ushintshe tshintsha tshintshani utshintshe', update: 'buyekeza hlaziya hlaziyani', add: 'engeza engezani wengeze yongeza yongezani', forward: 'dlulisela',
    reply: 'phendula phendulani uphendule', create: 'dalani yakha yila', notify: 'yazisa azisa', 'notify him': 'mazise bazise', search: 'sesha seshani khangela khangelani',
    find: 'thola tholani', check: 'hlola hlolani uhlole jonga jongani', show: 'khombisa ngikhombise bonisa ndibonise', approve: 'gunyaza', register: 'bhalisa bhalisani ubhalise',
    invite: 'mema memani', move: 'hambisa', open: 'vula vulani', close: 'vala valani', 'turn on': 'khanyisa', 'turn off': 'cisha cishani', write: 'bhala bhalani',
  }, negated: {
    send: 'ungathumeli ningathumeli sukuthumela', pay: 'ungakhokhi ningakhokhi ungahlawuli sukuhlawula', cancel: 'ungakhanseli ungarhoxisi sukurhoxisa', delete: 'ungasusi sukususa',
    buy: 'ungathengi ningathengi sukuthenga', change: 'ungashintshi ungatshintshi sukutshintsha', book: 'ungabhukhi',
  } },
  // Javanese (ngoko, krama) and Sundanese: "ojo dibusak", "ulah dikirimkeun" (don't).
  { lang: 'jv-su', negateBefore: ['ojo', 'ulah', 'entong'], forms: {
    send: 'kirimna kirimke kirimno kirimen kintunaken kintunna kintunke kirimkeun kintunkeun', pay: 'bayarna bayarke bayarno bayaren bayarkeun', transfer: 'transferna transferke transferno transferkeun',
    refund: 'balekna_dhuwite balekke_duite baleke_duit balikeun_duit mulangkeun_duit', cancel: 'batalna batalke batalno batalaken batalkeun bolaykeun',
    delete: 'busaken busakna hapusen hapusna hapuske hapuskeun pupuskeun', order: 'pesenke pesenna pesenno pesenaken pesenkeun',
    buy: 'tukokna tukokke tukokno tukokne tumbasaken tumbaske meuli meulikeun mésérkeun meserkeun', change: 'gantinen gantikna owahana owahi gentoskeun robihkeun gantikeun',
    add: 'tambahna tambahke tambahno tambahkeun', share: 'bagekna bagikeun', reply: 'walesen walesana walesi', create: 'gawekna gawekke jieun jieunkeun',
    notify: 'kandhani kandhanana kabarana béjaan bejaan wartosan', search: 'golekna golekke golekno goleki teangan pilarian milarian', check: 'cekna cekke cekno pariksakeun',
    show: 'tuduhna tuduhke tuduhno témbongkeun tembongkeun', register: 'daftarna daftarke daftarkeun', open: 'bukakna bukakke bukakeun', close: 'tutupen tutupna tutupkeun',
    'turn on': 'urupna urupke hurungkeun', 'turn off': 'patenana patenke pareuman',
  }, negated: prefixed(JV_SU_HEADS, ['ojo', 'ulah', 'entong'], '_') },
  // Kurmanji puts the verb last; the negation is inside it ("neşîne": don't send; "betal neke": don't cancel).
  { lang: 'ku', verbFinal: true, forms: {
    send: 'bişîne bişînin bisine bisinin bishine', pay: 'pere_bide pereyan_bide pereyê_bide pere_bidin', transfer: 'veguhêze veguheze veguhêzin', refund: 'pere_vegerîne pereyan_vegerîne pere_vegerine',
    cancel: 'betal_bike betal_bikin', delete: 'jê_bibe je_bibe jêbibe jê_bibin', book: 'rezerv_bike rezerve_bike', buy: 'bikire bikirin', order: 'sîparîş_bike siparis_bike',
    change: 'biguhere biguherîne biguhêre biguherin biguherine', update: 'nû_bike nûve_bike nuve_bike', add: 'zêde_bike zede_bike lê_zêde_bike', share: 'parve_bike',
    reply: 'bersiv_bide bersîv_bide', create: 'çêbike cebike ava_bike', notify: 'agahdar_bike agahdar_bikin', search: 'bigere bigerin', find: 'bibîne bibine',
    check: 'kontrol_bike binêre binere', show: 'nîşan_bide nisan_bide nîşanî_min_bide', register: 'tomar_bike qeyd_bike', approve: 'pejirîne pejirine', open: 'veke vekin',
    close: 'bigire bigirin', write: 'binivîse binivise',
  }, negated: {
    send: 'neşîne neşînin nesine meşîne mesine', pay: 'pere_nede pereyan_nede', buy: 'nekire nekirin', cancel: 'betal_neke betal_nekin', delete: 'jê_nebe je_nebe',
    change: 'neguhere neguherîne', order: 'sîparîş_neke siparis_neke', add: 'zêde_neke',
  } },
  // Sorani puts the verb last; the negation is inside it ("مەنێرە": don't send; "پارە مەدە": don't pay).
  { lang: 'ckb', verbFinal: true, forms: {
    send: 'بنێرە بنێرن بۆم_بنێرە بۆی_بنێرە', pay: 'پارە_بدە پارەکە_بدە پارە_بدەن', transfer: 'پارە_بگوازەوە پارەکە_بگوازەوە', refund: 'پارە_بگەڕێنەوە پارەکە_بگەڕێنەوە',
    cancel: 'هەڵبوەشێنەوە هەڵیبوەشێنەوە', delete: 'بسڕەوە بیسڕەوە', book: 'حجز_بکە', buy: 'بکڕە بیکڕە بۆم_بکڕە', order: 'داوا_بکە', change: 'بگۆڕە بیگۆڕە بگۆڕن',
    update: 'نوێ_بکەرەوە نوێی_بکەرەوە', move: 'بگوازەوە', add: 'زیاد_بکە زیادی_بکە', share: 'هاوبەش_بکە', post: 'بڵاو_بکەرەوە', reply: 'وەڵام_بدەرەوە', create: 'دروست_بکە',
    notify: 'ئاگادار_بکەرەوە', 'notify him': 'پێی_بڵێ', search: 'بگەڕێ', check: 'بپشکنە سەیر_بکە', show: 'پیشان_بدە نیشان_بدە پیشانم_بدە', register: 'تۆمار_بکە',
    approve: 'پەسەند_بکە', open: 'بکەرەوە', close: 'دابخە',
  }, negated: {
    send: 'مەنێرە مەنێرن', pay: 'پارە_مەدە پارەکە_مەدە', buy: 'مەکڕە', delete: 'مەسڕەوە', change: 'مەگۆڕە', cancel: 'هەڵمەوەشێنەوە', order: 'داوا_مەکە', add: 'زیاد_مەکە',
  } },
  // Luxembourgish: "schéck se net", "net läschen".
  { lang: 'lb', negateBefore: ['net', 'keen', 'keng'], negateAfter: ['net', 'keen', 'keng', 'näischt'], forms: {
    send: 'schéck schéckt schécken scheckt schecken schéck_mer', 'send him': 'schéck_him', pay: 'bezuel bezuelt bezuelen bezuel_mer', transfer: 'iwwerweis iwwerweist iwwerweisen',
    refund: 'rembourséier rembourséiert rembourseier bezuel_zeréck zeréckbezuelen', cancel: 'annuléier annuléiert annuléieren annuleier annuleiert stornéier stornéiert',
    delete: 'läsch läscht läschen', book: 'reservéier reservéiert reservéieren reserveier', buy: 'kaf kaaft kafen kaf_mer', order: 'bestell bestell_mer',
    change: 'änner ännert änneren', update: 'aktualiséier aktualiséiert', move: 'verréckel verréckelt', add: 'füg_bäi fügt_bäi setz_derbäi', forward: 'schéck_weider schéckt_weider',
    reply: 'äntwer äntwert äntweren', approve: 'approuvéier approuvéiert', notify: 'informéier informéiert gëff_bescheed gitt_bescheed', find: 'fann fannt',
    check: 'kontrolléier kontrolléiert iwwerpréif iwwerpréift', show: 'weis_mer weist_mer', register: 'registréier registréiert', invite: 'invitéier invitéiert',
    open: 'maach_op maacht_op', close: 'maach_zou maacht_zou', 'turn on': 'maach_un maacht_un', 'turn off': 'maacht_aus', write: 'schreif schreift',
  } },
  // Swiss German as typed: "lösch das nöd", "nöd zahle", "tue nöd storniere".
  { lang: 'gsw', negateBefore: ['nöd', 'nid', 'ned', 'nöt', 'nüd', 'nüt', 'kei', 'keis', 'keini'], negateAfter: ['nöd', 'nid', 'ned', 'nöt', 'nüd', 'nüt', 'kei', 'keis', 'keini'], forms: {
    send: 'schick schick_mer schicked sänd sänded', 'send him': 'schick_em schick_ere', pay: 'zahl_d zahl_mer zahle zahled bezahl bezahled', transfer: 'überwiis überwiised',
    refund: 'zahl_zrugg zruggzahle zruggerstatte', cancel: 'storniere stornier storniered säg_ab sägs_ab', delete: 'lösch lösche lösched', book: 'buech_mer bueched reservier reserviere reserviered',
    buy: 'chauf chaufe chaufed chauf_mer', order: 'bstell bstelle bstelled bstell_mer', change: 'änder ändere ändered', update: 'aktualisier aktualisiered', move: 'verschieb verschiebe verschiebed',
    add: 'füeg_hinzue füeg_dezue tue_dezue', share: 'teiled', forward: 'leit_wiiter leit_witer', reply: 'antworted antwort_em', create: 'erstelled', approve: 'gnehmig',
    notify: 'säg_bscheid gib_bscheid gäb_bscheid', 'notify him': 'säg_em säg_ere', search: 'suech sueche sueched', check: 'prüef prüefe prüefed lueg_na lueg_nach',
    show: 'zeig_mer zeiged', invite: 'lad_ii', register: 'meld_aa', open: 'mach_uf', close: 'mach_zue', 'turn on': 'mach_aa', 'turn off': 'mach_uus mach_us', write: 'schrib schribe schribed',
  } },
  // Kyrgyz puts the verb last; the negation is inside it ("жибербе": don't send).
  { lang: 'ky', verbFinal: true, forms: {
    send: 'жибер жибериңиз жибергиле жөнөт жөнөтүңүз', pay: 'төлө төлөңүз төлөгүлө', transfer: 'акча_котор акчаны_котор акча_которуңуз', refund: 'акчаны_кайтар акча_кайтар акчаны_кайтарыңыз',
    cancel: 'жокко_чыгар жокко_чыгарыңыз', delete: 'өчүр өчүрүңүз', book: 'брондо брондоңуз ээлеп_кой', buy: 'сатып_ал сатып_алыңыз', order: 'буйрутма_бер заказ_кыл заказ_бер',
    change: 'өзгөрт өзгөртүңүз алмаштыр', update: 'жаңыла жаңылаңыз', add: 'кошуп_кой кошуңуз', share: 'бөлүш бөлүшүңүз', reply: 'жооп_бер жооп_бериңиз', create: 'түзүңүз жаса',
    notify: 'кабарла кабарлаңыз билдир билдириңиз', search: 'изде издеңиз', find: 'табыңыз', check: 'текшер текшериңиз', show: 'көрсөт көрсөтүңүз', approve: 'бекит бекитиңиз',
    register: 'катта каттаңыз', invite: 'чакыр чакырыңыз', move: 'жылдыр жылдырыңыз', open: 'ач ачыңыз', close: 'жап жабыңыз', 'turn on': 'күйгүз жандыр', 'turn off': 'жарыкты_өчүр',
  }, negated: {
    send: 'жибербе жибербеңиз', pay: 'төлөбө төлөбөңүз', delete: 'өчүрбө өчүрбөңүз', buy: 'сатып_алба сатып_албаңыз', cancel: 'жокко_чыгарба жокко_чыгарбаңыз',
    change: 'өзгөртпө өзгөртпөңүз', book: 'брондобо', order: 'заказ_кылба',
  } },
  // Tajik puts the verb last; "на-" negates it ("нафирист", "бекор накун"). Also typed with Russian letters (х for ҳ, ч for ҷ).
  { lang: 'tg', verbFinal: true, forms: {
    send: 'фирист бифирист фиристед бифиристед равон_кун равон_кунед', pay: 'пардохт_кун пардохт_кунед пул_деҳ пул_дех пул_диҳед пул_дихед', transfer: 'интиқол_деҳ гузарон гузаронед',
    refund: 'пулро_баргардон пулро_баргардонед', cancel: 'бекор_кун бекор_кунед', delete: 'нест_кун нест_кунед ҳазф_кун хазф_кун', book: 'банд_кун банд_кунед брон_кун',
    buy: 'бихар бихаред харид_кун', order: 'фармоиш_деҳ фармоиш_диҳед фармоиш_дех фармоиш_дихед', change: 'иваз_кун иваз_кунед тағйир_деҳ тағйир_диҳед', update: 'навсозӣ_кун навсози_кун',
    add: 'илова_кун илова_кунед', share: 'мубодила_кун', reply: 'ҷавоб_деҳ ҷавоб_диҳед чавоб_дех чавоб_дихед', create: 'бисоз созед эҷод_кун', notify: 'хабар_деҳ хабар_диҳед хабар_дех огоҳ_кун',
    search: 'ҷустуҷӯ_кун бикоб кобед', find: 'ёбед', check: 'санҷ санҷед тафтиш_кун', show: 'нишон_деҳ нишон_диҳед нишон_дех', approve: 'тасдиқ_кун тасдиқ_кунед',
    register: 'сабт_кун', invite: 'даъват_кун', open: 'кушо кушоед',
  }, negated: {
    send: 'нафирист нафиристед равон_накун', pay: 'пардохт_накун пардохт_накунед пул_надеҳ пул_надиҳед пул_надихед', cancel: 'бекор_накун бекор_накунед', delete: 'нест_накун', buy: 'нахар нахаред', change: 'иваз_накун',
  } },
  // Nigerian Pidgin: "abeg send am", "no send am", "make you no pay am": the English verb with "am" (it, him).
  { lang: 'pcm', negateBefore: ['no'], forms: {
    send: 'send_am', email: 'email_am mail_am', text: 'text_am', 'notify him': 'tell_am yarn_am', pay: 'pay_am settle_am', transfer: 'transfer_am', refund: 'refund_am',
    cancel: 'cancel_am', delete: 'delete_am comot_am wipe_am clear_am', book: 'book_am', buy: 'buy_am', order: 'order_am', change: 'change_am', update: 'update_am',
    share: 'share_am', forward: 'forward_am', reply: 'reply_am answer_am', post: 'post_am', check: 'check_am', show: 'show_am', approve: 'approve_am', move: 'move_am',
    add: 'add_am', invite: 'invite_am', open: 'open_am', close: 'close_am', lock: 'lock_am', 'turn on': 'on_am', 'turn off': 'off_am',
  } },
  // Cantonese, written without spaces: "幫我訂枱", "唔好俾錢" (don't pay).
  { lang: 'yue', unspaced: true, forms: {
    send: '發俾 發畀 寄俾 寄畀 傳俾 傳畀 幫我發 幫我寄', email: '寄電郵 電郵俾', text: '發短訊 傳短訊', message: '發訊息 傳訊息 發個訊息', notify: '話俾 知會',
    'notify him': '同佢講 話俾佢知 話佢知 通知佢', pay: '俾錢 畀錢 找數 交租 交錢', transfer: '過數 轉數 入數', refund: '回水 退返錢 退番錢', delete: '刪咗 删咗 刪走 剷咗 剷走',
    book: '訂枱 訂檯 訂位 訂飛 訂房 訂票 幫我訂', buy: '幫我買 買俾我 買畀我', order: '叫外賣 嗌外賣 叫嘢食 嗌嘢食 落單', change: '改做 轉做', move: '搬去 移去', add: '加埋 加落',
    forward: '轉寄', reply: '覆返 覆佢', check: '睇下 睇吓 查下 查吓 幫我睇', show: '俾我睇 畀我睇', search: '搵下 幫我搵', find: '搵返', set: '較到 校到',
    'turn on': '開冷氣 開暖爐 開電視', 'turn off': '熄燈 熄冷氣 閂燈 閂冷氣 閂電視', close: '閂埋', reschedule: '押後 改日子',
  }, negated: prefixed(YUE_HEADS, YUE_NOT, '') },
  // Cantonese with English verbs in it, a word of its own: "唔好send俾佢", "唔使 book".
  { lang: 'yue-en', forms: {}, negated: joined(
    prefixed(YUE_ENGLISH, YUE_NOT, '', '*'), prefixed(YUE_ENGLISH, YUE_NOT, '_', '*'), prefixed(YUE_SENT, YUE_NOT, '', '*'), prefixed(YUE_SENT, YUE_NOT, '_', '*'),
  ) },
  // Guarani: "ani emondo", "ani remondo" (don't send).
  { lang: 'gn', negateBefore: ['ani', 'aníke', 'anike'], forms: {
    send: 'emondo pemondo', pay: "ehepyme'ẽ ehepyme'e ehepymee epaga pepaga", cancel: 'ekanselá ekansela', delete: 'emboguete emboguepa', buy: 'ejogua pejogua', order: 'ejerure',
    change: 'emoambue pemoambue', add: 'embojoapy', reply: 'embohovái embohovai', create: 'emoheñói emohenoi', notify: 'emomarandu', search: 'eheka peheka', find: 'ejuhu',
    show: 'ehechauka', book: 'ereservá ereserva', share: "emboja'o", open: "eipe'a", close: 'emboty', 'turn off': 'embogue', write: 'ehai',
  }, negated: { send: 'ani_remondo', pay: "ani_rehepyme'ẽ ani_rehepyme'e", buy: 'ani_rejogua', delete: 'ani_remboguete' } },
  // Cebuano: "ayaw ipadala", "ayaw'g bayri" (don't).
  { lang: 'ceb', negateBefore: ['ayaw', 'ayawg', 'dili'], forms: {
    send: 'padalhi ipadala', pay: 'bayri bayari', refund: 'iuli_ang_kwarta ibalik_ang_kwarta', cancel: 'kanselaha', delete: 'tangtanga tangtangi', buy: 'paliti palita',
    change: 'ilisi usba', add: 'idugang dugangi', reply: 'tubaga tubagi', create: 'himoa', notify: 'pahibaloa', 'notify him': 'sultihi', search: 'pangitaa',
    check: 'susiha tan-awa', show: 'ipakita', open: 'ablihi', 'turn off': 'palunga', write: 'isulat', register: 'iparehistro',
    // "Ayaw na dugangi og lain": don't add anything else (Hiligaynon says it alike).
    'anything else': 'og_lain ug_lain',
  } },
  // Malagasy: "aza alefa", "aza mandoa" (don't send, don't pay).
  { lang: 'mg', negateBefore: ['aza'], forms: {
    send: 'alefaso mandefasa', pay: 'aloavy mandoava', buy: 'vidio mividiana', cancel: 'foano', delete: 'fafao esory', change: 'ovay ovao', add: 'ampio', 
    create: 'amorony', notify: 'ampahafantaro', 'notify him': 'lazao', search: 'tadiavo', show: 'asehoy', check: 'jereo hamarino', open: 'sokafy', close: 'hidio',
    'turn off': 'vonoy', move: 'afindrao', write: 'soraty',
  }, negated: {
    send: 'aza_alefa aza_mandefa', pay: 'aza_aloa aza_mandoa', buy: 'aza_vidiana aza_mividy', delete: 'aza_fafana aza_esorina', cancel: 'aza_foanana', change: 'aza_ovaina',
  } },
  // Kinyarwanda: the negative is the verb's own form ("ntwohereze": don't send).
  { lang: 'rw', forms: {
    send: 'ohereza wohereze mwohereze nyoherereza kohereza', pay: 'ishyura wishyure mwishyure kwishyura', transfer: 'ohereza_amafaranga', refund: 'subiza_amafaranga',
    cancel: 'hagarika uhagarike', delete: 'siba usibe musibe', buy: 'ungurire ugure mugure kugura', change: 'hindura uhindure muhindure', add: 'ongeraho',
    reply: 'subiza usubize', notify: 'menyesha umenyeshe', search: 'shakisha', show: 'erekana nyereka', check: 'genzura', approve: 'emeza', move: 'imura',
    write: 'andika', open: 'fungura', close: 'funga',
  }, negated: {
    send: 'ntwohereze ntimwohereze', pay: 'ntwishyure ntimwishyure', buy: 'ntugure ntimugure', delete: 'ntusibe ntimusibe', cancel: 'ntuhagarike', change: 'ntuhindure', 
  } },
  // Lingala: the infinitive and "te" ("kotinda te": don't send).
  { lang: 'ln', forms: {
    send: 'tinda botinda bótinda tindela kotinda', pay: 'bofuta bófuta futela kofuta', buy: 'somba bosomba bósomba sombela kosomba', delete: 'longola bolongola kolongola pangusa',
    change: 'bongola bobongola kobongola', add: 'bakisa bobakisa kobakisa', reply: 'yanola boyanola', show: 'lakisa bolakisa', notify: 'yebisa boyebisa', search: 'lukela',
    open: 'fungola', transfer: 'tinda_mbongo', refund: 'zongisa_mbongo',
  }, negated: {
    send: 'kotinda_te kotindaka_te', pay: 'kofuta_te kofutaka_te', buy: 'kosomba_te', delete: 'kolongola_te', change: 'kobongola_te', add: 'kobakisa_te',
  } },
  // Wolof: "bul yónne" (don't send), written as phrases too: "bul" alone is also Turkish "find".
  { lang: 'wo', negateBefore: ['bul', 'buleen', 'bu'], forms: {
    send: 'yónne yonne yónnee yonnee', pay: 'fey feyal', buy: 'jënd jend jëndal jendal', delete: 'dindi', change: 'soppi', add: 'yokk yokkal', reply: 'tontu tontul', search: 'seet',
    notify: 'xamal xamle', open: 'ubbi', close: 'tëj',
  }, negated: prefixed({ send: 'yónne yonne', pay: 'fey', buy: 'jënd jend', delete: 'dindi', change: 'soppi' }, ['bul', 'buleen'], '_') },
  // Tigrinya puts the verb last; "ኣይት-" negates it ("ኣይትስደድ": don't send). Forms shared with Amharic are in its table.
  { lang: 'ti', verbFinal: true, forms: {
    send: 'ስደድ ስደዲ ስደዱ ልኣኽ ልኣኺ ልኣኹ', pay: 'ክፈሊ', buy: 'ግዛእ ግዝኢ ግዝኡ', delete: 'ደምስስ ደምስሲ ደምስሱ', change: 'ቐይር ቐይሪ ቐይሩ', add: 'ወስኽ ወስኺ ወስኹ',
    search: 'ድለ ድለዪ ድለዩ', show: 'ኣርእየኒ ኣርኢ', notify: 'ኣፍልጥ', 'notify him': 'ሓብሮ ሓብራ ኣፍልጦ', order: 'ኣዝዝ ኣዝዚ',
  }, negated: {
    send: 'ኣይትስደድ ኣይትስደዲ ኣይትስደዱ ኣይትልኣኽ', pay: 'ኣይትኽፈል ኣይትኽፈሊ ኣይትኽፈሉ', buy: 'ኣይትግዛእ ኣይትግዝኢ', delete: 'ኣይትደምስስ', change: 'ኣይትቐይር ኣይትቀይር', cancel: 'ኣይትሰርዝ',
  } },
  // Chichewa: the negative is the verb's own form ("usatumize", "musalipire").
  { lang: 'ny', forms: {
    send: 'tumizani tumizira tumizirani kutumiza', pay: 'lipira lipirani kulipira', transfer: 'tumiza_ndalama tumizani_ndalama', refund: 'bweza_ndalama bwezani_ndalama',
    cancel: 'letsa letsani thetsa thetsani', delete: 'fufuta fufutani chotsa chotsani', buy: 'gulani gulira gulirani kugula', change: 'sintha sinthani', add: 'onjezera onjezerani',
    reply: 'yankha yankhani', create: 'pangani', notify: 'dziwitsa dziwitsani', search: 'fufuza fufuzani', show: 'onetsa onetsani ndionetseni', check: 'onani',
    register: 'lembetsa lembetsani', open: 'tsegula tsegulani', close: 'tseka tsekani', 'turn off': 'zimitsa zimitsani', 'turn on': 'yatsa yatsani', write: 'lemba lembani',
  }, negated: {
    send: 'usatumize musatumize osatumiza', pay: 'usalipire musalipire osalipira', delete: 'usachotse musachotse usafufute', buy: 'usagule musagule osagula',
    cancel: 'usaletse musaletse', change: 'usasinthe musasinthe',
  } },
  // Papiamento: "no kansela" (don't cancel).
  { lang: 'pap', negateBefore: ['no'], forms: {
    cancel: 'kansela', buy: 'kumpra', change: 'kambia', add: 'agregá', reply: 'kontestá kontesta', create: 'krea', search: 'buska', find: 'haña', check: 'kontrolá chèk',
    show: 'mustra', transfer: 'transferí', open: 'habri', register: 'registrá', write: 'skirbi', notify: 'informá', 'notify him': "bis'é bis'e", delete: 'eliminá',
    'turn off': 'paga_e_lus paga_lus',
  } },
  // Asturian: "nun unvíes", "nun desanicies" (don't send, don't delete).
  { lang: 'ast', negateBefore: ['nun'], forms: {
    send: "unvia unvía unviái unviar unvíalu unvíai unvia'l unvía'l", pay: 'págalu pagái', cancel: "encaboxa encaboxar encaboxái encaboxa'l", delete: "desanicia desaniciar desaniciái desanicia'l", buy: 'mercar mercái',
    change: "camuda camudar camudái camuda'l", update: 'anovar anovái', add: 'amiesta amestar amestái', reply: 'respuendi', search: 'gueta guetar guetái', find: 'atopar', show: 'amosar',
    close: 'zarra zarrar', notify: 'avisái', book: 'reservái',
  }, negated: {
    send: 'nun_unvíes nun_unvies', pay: 'nun_pagues', delete: 'nun_desanicies', cancel: 'nun_encaboxes', buy: 'nun_merques', change: 'nun_camudes',
  } },
];
