/**
 * Words of device controllers and back-office tools whose one argument picks what to do from a list
 * (`{op: status | start | stop}`, `{veprim: statusi | hap | mbyll}`, `{adgerd: stada | kveikja | slokkva}`,
 * `{op: קריאה | הרמה | הורדה}`, `{op: vakio | hafanana}`, `{c: STAT | PIT | STOP}`), in many languages.
 *
 * - OPERATION_WORDS_MORE: what such an argument is named for ("action", "operation", "command", and in a block of its own
 *   "mode"), beside the words of src/action/operation-words.ts, none repeated. Each in its script and as identifiers write it:
 *   lowercase, without marks ("aðgerð", "adgerd"), with common definite or inflected forms ("veprimi", "adgerdin").
 * - STATE_CHOICES: the choices that only read, folded to lowercase, each with what it asks for: the state ("statusi", "төлөв",
 *   "matsav"), a reading ("vakio", "đọc", "קריאה", "STAT" is "stat"), a view ("shfaq", "näytä"), where it is ("konum", "hvar"),
 *   information or details ("mahiti", "detalhes"), or its history ("historiku", "rireki", "logs"). In the script,
 *   without marks, and as developers transliterate it ("katastasi", "sostoyanie", "tuluv", "kria", "hala", "sthiti", "sathana").
 *   Entries of two words are written with a space ("trang thai"): the reader also tries "_" and "-" there.
 *   'show' entries ("display", "afficher", "anzeigen") read a record, but on a sign or a screen they may put something up: a
 *   caller may want more than the word before it trusts them.
 *
 * Languages: English, Albanian, Icelandic, Faroese, Danish, Norwegian, Swedish, Finnish, Estonian, Northern Sami, Hungarian,
 * German, Swiss German, Low German, Luxembourgish, Dutch, West Frisian, Afrikaans, French, Occitan, Catalan, Spanish, Galician,
 * Portuguese, Italian, Romanian, Latin, Esperanto, Basque, Welsh, Irish, Scottish Gaelic, Breton, Maltese, Haitian Creole,
 * Papiamento, Polish, Czech, Slovak, Slovene, Croatian, Bosnian, Serbian (Latin and Cyrillic), Macedonian, Bulgarian, Russian,
 * Ukrainian, Belarusian, Latvian, Lithuanian, Greek (script and Latin), Armenian, Georgian, Turkish, Azerbaijani, Kazakh, Kyrgyz,
 * Uzbek (Latin and Cyrillic), Tajik, Turkmen, Tatar, Bashkir, Uyghur, Mongolian, Hebrew, Yiddish, Arabic, Persian, Pashto,
 * Kurdish (Kurmanji and Sorani), Urdu, Hindi, Bengali, Assamese, Punjabi, Gujarati, Marathi, Nepali, Odia, Sinhala, Tamil,
 * Telugu, Kannada, Malayalam, Burmese, Khmer, Lao, Thai, Vietnamese, Indonesian, Malay, Javanese, Sundanese, Tagalog, Cebuano,
 * Ilocano, Malagasy, Maori, Samoan, Tongan, Hawaiian, Fijian, Tok Pisin, Amharic, Tigrinya, Somali, Oromo, Hausa, Yoruba, Igbo,
 * Wolof, Lingala, Swahili, Kinyarwanda, Luganda, Chichewa, Shona, Zulu, Xhosa, Sotho, Tswana, Quechua, Aymara, Guarani,
 * Chinese (simplified and traditional), Japanese and Korean.
 *
 * Left out of STATE_CHOICES, as a change they may also be:
 * - English "check" and every language's check ("prüfen", "verificar", "tarkista", "проверить", "kiểm tra", "检查", "確認"): also
 *   check in, test, verify or confirm. "log" and every log or journal ("logg", "loki", "napló", "Protokoll", "dziennik",
 *   "журнал", "bitácora", "יומן", "السجل", "日志", "ログ", "nhật ký"): the same word writes an entry ("log hours"), and the
 *   tool tables read it so; only plurals are kept ("logs", "lokit", "логи"). "report" and every report ("rapport", "relatório",
 *   "raport", "rapor", "отчёт", "Bericht", "informe", "reporte", "báo cáo", "รายงาน", "報告", "تقرير", "ripoti"): reports a user
 *   or an incident, and the tool tables read it as sending.
 * - Every "position" ("position", "pos", "posición", "Position", "pozycja", "позиция", "θέση", "位置", "위치", "vị trí",
 *   "ตำแหน่ง", "موقعیت"): a cover, blind, valve or motor is sent to a position. "open", "test", "measure", "scan", "print",
 *   "sync", "refresh", "reset", "load" ("読み込み") act on a device.
 * - "get" in other languages ("obtener", "obtenir", "obter", "получить", Finnish "hae" also applies), fetch words that also pick
 *   up ("hämta", "hent", "holen", German "abrufen" calls off a delivery), Dutch "opvragen" (also withdraws money), Polish
 *   "pobierz" (also charges a fee), "zapytanie" and Russian "запрос" (a request sent), Finnish "kysely" (a survey), French
 *   "requête", "relevé" (also raised), Spanish "muestra" (a sample taken), "registro", Arabic "سجل" (also registers), Japanese
 *   "記録", Chinese "记录", Korean "기록", Thai "บันทึก" (also save), Korean "표시" (also marks), Arabic "عرض" (an offer), "وضع"
 *   (puts), Czech "zpráva" and Dutch "bericht" (a message), Czech "odečet" (a deduction), "umístění" and Slovak "umiestnenie"
 *   (a placement), "záznam" (a recording), Lithuanian "nuskaityti" (scans), Estonian "kuva" (Finnish "picture", a shot taken),
 *   Finnish "tilaa" (orders), Albanian "trego" (also tells), Hebrew "קרא" (also called), Maori "pānui" (also announces),
 *   Malagasy "mamaky" (also breaks), Swahili "taarifa" (also a notice given), Icelandic "saga" (a saga of transactions).
 * - Words that are an action word of another language: "las", "lasa" (Swedish "läs", "läsa") and "lase" (Swiss "läse") are
 *   "lås", "låsa", "låse" (lock) without marks, so only the marked forms are kept; Slovene "beri" (Indonesian "give"), Zulu
 *   "buka" (Indonesian and Malay "open"), Luganda "laga" (Swedish "repair"), Swahili, Kinyarwanda and Luganda "soma"
 *   (Portuguese "add"), Zulu and Xhosa "funda" (Portuguese "founds"), Czech "ukaž", "ukaz" (Slovene and Croatian "ukaz", a
 *   command), Croatian "prikaz" (Czech "příkaz", a command), Swedish "visa" (a visa, a card), "tillstånd" (also a permit),
 *   "var", Yoruba "ipo" (an IPO), "ibo" (also a vote), Hausa "ina", Wolof "fan" (a fan turned on), Lingala "tala" (Spanish
 *   "fells"), Somali "eeg" (an EEG recorded), Amharic "bota" (Spanish and Portuguese "throws", "puts"), the Latin letters of
 *   Arabic and Persian "مكان" ("makan": Indonesian and Malay "eat", a feeder fed), Papiamento "unda" (Swahili "create"),
 *   Shona "kupi" (Croatian "buy"), Indonesian "tarik" for Amharic "ታሪክ" (pulls, withdraws cash), "tarih", "tarix", "تاريخ",
 *   "тарих" (also a date).
 *
 * Left out of OPERATION_WORDS_MORE, as an argument so named usually holds something else: "task" words ("Aufgabe", "tarea",
 * "zadanie", "tehtävä", "görev", "任务": a free text), "instruction" words ("instrucción", "Anweisung", "tagubilin": a prompt, or
 * a payment order), "order" words ("orden", "ordre", "ordú", "Auftrag", "agizo": a purchase order), Norwegian "aksje" (a share),
 * Persian "حالت" and Swedish "läge" (a mode and a state or place), Turkish and Azerbaijani "rejim" (also a diet), "mod", Slovene
 * "način", Welsh "modd", Albanian "mënyra" (a way), "uppgift" (also information), Hawaiian "hana", Maori "mahi", Hausa "aiki",
 * Indonesian "karya", Shona "basa" (work of any kind), Marathi "kriti" (also a creation), Arabic "مهمة" (also important), and
 * words that name another argument in a big language: Azerbaijani "emr" (an EMR, a medical record system), Afrikaans "bevel"
 * (an edge's bevel), Cebuano "sugo" (Italian "sauce"), Japanese "sosa" (Spanish "soda"), Ilocano "aramid" (a fibre),
 * Icelandic "hamur" (Turkish "dough").
 */

/** The names of an argument that picks what to do: "action", "operation", "command", in one language or another. */
// prettier-ignore
const ACTION_WORDS: readonly string[] = [
  'veprim', 'veprimi', 'komandë', 'komande', 'operacioni', 'urdhër', 'urdher', 'urdhri', 'aðgerð', 'adgerd', 'aðgerðin', 'adgerdin', 'skipun',
  'skipunin', 'atgerð', 'atgerd', 'käsky', 'kasky', 'toiming', 'käsklus', 'kasklus', 'operatsioon', 'doaibma', 'gohččun', 'gohccun', 'tevékenység',
  'tevekenyseg', 'handlung', 'commando', 'aksie', 'opdrag', 'aktioun', 'operatioun', 'befeel', 'operaasje', 'kommandot', 'åtgärden', 'atgarden',
  'kommandoen', 'handlingen', 'operasjonen', 'actiunea', 'acțiunea', 'operatiunea', 'operațiunea', 'actio', 'operatio', 'mandatum', 'agado',
  'operacio', 'ordono', 'eragiketa', 'agindua', 'komandoa', 'gorchymyn', 'oibríocht', 'oibriocht', 'obrachadh', 'azzjoni', 'operazzjoni', 'kmand',
  'kòmand', 'komand', 'akshon', 'czynność', 'czynnosc', 'rozkaz', 'komenda', 'úkon', 'ukon', 'činnost', 'cinnost', 'činnosť', 'povel', 'operácia',
  'deystvie', 'operatsiya', 'operaciya', 'diya', 'дзеянне', 'dzeyanne', 'аперацыя', 'aperatsyya', 'каманда', 'kamanda', 'радња', 'наредба',
  'акција', 'операција', 'дејство', 'λειτουργία', 'leitourgia', 'litourgia', 'πράξη', 'praxi', 'energeia', 'գործողություն', 'gortsoghutyun',
  'հրաման', 'hraman', 'მოქმედება', 'moqmedeba', 'mokmedeba', 'ოპერაცია', 'operacia', 'ბრძანება', 'brdzaneba', 'əməliyyat', 'emeliyyat',
  'amaliyyat', 'əmr', 'islemi', 'işlemi', 'әрекет', 'areket', 'пәрмен', 'parmen', 'аракет', 'araket', 'буйрук', 'buiruk', 'buyruk', 'buyruq',
  'buýruk', 'amal', 'амал', 'фармон', 'farmon', 'амалиёт', 'amaliyot', 'гамәл', 'gamal', 'боерык', 'boyeryk', 'бойороҡ', 'boyoroq', 'مەشغۇلات',
  'meshghulat', 'بۇيرۇق', 'үйлдэл', 'uildel', 'тушаал', 'tushaal', 'ажиллагаа', 'ajillagaa', 'פקודה', 'peula', 'pkuda', 'pekuda', 'באַפֿעל',
  'الإجراء', 'العملية', 'الأمر', 'امر', 'ijraa', 'amaliya', 'amaliyya', 'amr', 'عمل', 'اقدام', 'eghdam', 'eqdam', 'فرمان', 'farman', 'dastur',
  'dastoor', 'کړنه', 'karana', 'çalakî', 'calaki', 'ferman', 'فەرمان', 'کردار', 'kirdar', 'کارروائی', 'karrawai', 'karwai', 'حکم', 'hukm', 'hukam',
  'kriya', 'karravai', 'karyavahi', 'आदेश', 'aadesh', 'adesh', 'আদেশ', 'ক্রিয়া', 'ਕਾਰਵਾਈ', 'karvai', 'ਹੁਕਮ', 'ક્રિયા', 'આદેશ', 'કાર્યવાહી',
  'कृती', 'kruti', 'कारबाही', 'karbahi', 'විධානය', 'vidhanaya', 'මෙහෙයුම', 'meheyuma', 'செயல்', 'seyal', 'cheyal', 'கட்டளை', 'kattalai',
  'செயல்பாடு', 'చర్య', 'charya', 'ఆదేశం', 'aadesham', 'ಕ್ರಿಯೆ', 'kriye', 'ಆಜ್ಞೆ', 'പ്രവർത്തനം', 'pravarthanam', 'ആജ്ഞ', 'ଆଦେଶ', 'କାର୍ଯ୍ୟ',
  'လုပ်ဆောင်ချက်', 'အမိန့်', 'សកម្មភាព', 'ពាក្យបញ្ជា', 'ຄຳສັ່ງ', 'ການກະທຳ', 'การกระทำ', 'khamsang', 'thaotac', 'hanhdong', 'mệnh lệnh', 'menhlenh',
  'arahan', 'tumindak', 'prentah', 'printah', 'paréntah', 'parentah', 'operasyon', 'kautusan', 'baiko', 'whakahau', 'gaioiga', 'poloaiga', 'fekau',
  'kauoha', 'ivakaro', 'kamachiy', 'ድርጊት', 'dirgit', 'ትዕዛዝ', 'tizaz', 'ክዋኔ', 'ትእዛዝ', 'ficil', 'ficilka', 'amar', 'amarka', 'hawlgal', 'gocha',
  'ajaja', 'umarni', 'igbese', 'omume', 'iwu', 'jëf', 'jef', 'ndigal', 'operesheni', 'igikorwa', 'itegeko', 'ekikolwa', 'ekiragiro', 'lamulo',
  'chiito', 'murairo', 'isenzo', 'umyalo', 'umyalelo', 'ketso', 'taelo', '指令', 'zhiling', 'mingling', '行动', '行動', 'xingdong', 'caozuo', 'dongzuo',
  'sousa', 'shori', 'meirei', 'komando', '명령어', '조작', '액션', 'jakeop', 'jageop', 'dongjak', 'myeongryeong', 'myeongnyeong',
];

/**
 * The names of an argument that picks a mode: what a controller is to do, in Vietnamese `che_do` and the like. Kept apart, for
 * a mode's choices are as often a state to set as a thing to do.
 */
// prettier-ignore
const MODE_WORDS: readonly string[] = [
  'chế độ', 'che do', 'chedo', 'modo', 'modalità', 'modalita', 'betriebsart', 'betriebsmodus', 'modus', 'tryb', 'režim', 'rezim', 'режим',
  'rezhim', 'rezhym', 'üzemmód', 'uzemmod', 'režīms', 'rezims', 'režimas', 'rezimas', 'režiim', 'reziim', 'reĝimo', 'regimo', 'regjim', 'regjimi',
  'modua', 'ռեժիմ', 'რეჟიმი', 'rezhimi', 'горим', 'gorim', '模式', 'moshi', 'モード', '모드', 'modeu', 'โหมด',
];

/** The names of an argument that picks what a tool or a controller does, beyond src/action/operation-words.ts. */
export const OPERATION_WORDS_MORE: readonly string[] = [...ACTION_WORDS, ...MODE_WORDS];

/** What a choice that only reads asks for. */
export type StateChoice = 'status' | 'read' | 'show' | 'location' | 'info' | 'history';

/** The state or condition of the thing. */
// prettier-ignore
const STATUS: readonly string[] = [
  'status', 'state', 'condition', 'sts', 'statusi', 'gjendja', 'gjendje', 'staða', 'stada', 'staðan', 'stadan', 'ástand', 'astand', 'ástandið',
  'astandid', 'støða', 'stoda', 'tilstand', 'tila', 'tilanne', 'kunto', 'olek', 'seisund', 'staatus', 'dilli', 'állapot', 'allapot', 'státusz',
  'statusz', 'zustand', 'zuestand', 'tostand', 'zoustand', 'toestand', 'tastân', 'tastan', 'estado', 'estat', 'état', 'etat', 'statut', 'stare',
  'situação', 'situacao', 'estati', 'kondisyon', 'stato', 'statuso', 'egoera', 'statws', 'cyflwr', 'stádas', 'stadas', 'staid', 'inbhe', 'stad',
  'stat', 'stan', 'stav', 'stanje', 'состояние', 'sostoyanie', 'sostoyaniye', 'статус', 'стан', 'стање', 'состојба', 'sostojba', 'състояние',
  'sastoyanie', 'systoyanie', 'stāvoklis', 'stavoklis', 'statuss', 'būsena', 'busena', 'būklė', 'bukle', 'statusas', 'κατάσταση', 'katastasi',
  'katastash', 'կարգավիճակ', 'kargavichak', 'վիճակ', 'vichak', 'სტატუსი', 'მდგომარეობა', 'mdgomareoba', 'durum', 'vəziyyət', 'veziyyet',
  'vaziyyat', 'күйі', 'kuyi', 'жағдай', 'zhagdai', 'jagday', 'абал', 'abal', 'holat', 'ҳолат', 'ýagdaý', 'yagday', 'халәт', 'торош', 'torosh',
  'ھالەت', 'halet', 'төлөв', 'tuluv', 'tölöv', 'tolov', 'байдал', 'baidal', 'baydal', 'מצב', 'matsav', 'matzav', 'mazav', 'סטטוס', 'حالة',
  'الحالة', 'hala', 'halah', 'alhala', 'وضعیت', 'vaziat', 'vaziyat', 'حالت', 'halat', 'کیفیت', 'kaifiyat', 'rewş', 'rews', 'دۆخ', 'स्थिति',
  'sthiti', 'अवस्था', 'avastha', 'स्थिती', 'অবস্থা', 'obostha', 'abastha', 'ਸਥਿਤੀ', 'ਹਾਲਤ', 'સ્થિતિ', 'තත්ත්වය', 'tathvaya', 'tattvaya', 'நிலை',
  'nilai', 'நிலைமை', 'స్థితి', 'ಸ್ಥಿತಿ', 'നില', 'സ്ഥിതി', 'അവസ്ഥ', 'ସ୍ଥିତି', 'অৱস্থা', 'awastha', 'အခြေအနေ', 'ស្ថានភាព', 'ສະຖານະ', 'สถานะ',
  'sathana', 'สภาพ', 'saphap', 'trạng thái', 'trang thai', 'trangthai', 'tình trạng', 'tinh trang', 'keadaan', 'kondisi', 'kahanan', 'kaayaan',
  'katayuan', 'kalagayan', 'kahimtang', 'kasasaad', 'tūnga', 'tunga', 'āhua', 'ahua', 'tulaga', 'tuʻunga', 'tuunga', 'kūlana', 'kulana', 'ituvaki',
  'stetas', 'kondisen', 'toetra', 'toe javatra', 'toejavatra', 'hali', 'xaalad', 'xaaladda', 'matsayi', 'yanayi', 'ọnọdụ', 'onodu', 'isimo',
  'imeko', 'boemo', 'maemo', 'mamiriro', 'imiterere', 'embeera', 'haala', 'ሁኔታ', 'huneta', 'ኩነታት', 'kunetat', 'mkhalidwe', '状态', '狀態', 'zhuangtai',
  '状况', '狀況', 'zhuangkuang', '状態', 'joutai', 'jotai', 'ステータス', '상태', 'sangtae', '현황', 'hyeonhwang',
];

/** Read it, a reading of a meter or a sensor, a query. */
// prettier-ignore
const READ: readonly string[] = [
  'read', 'reading', 'readings', 'rd', 'get', 'query', 'qry', 'lexo', 'lexim', 'leximi', 'lesa', 'lestu', 'lestur', 'álestur', 'alestur', 'læs',
  'laes', 'læse', 'laese', 'aflæsning', 'aflaesning', 'les', 'lese', 'avlesning', 'läs', 'läsa', 'avläsning', 'avlasning', 'lue', 'lukea',
  'lukeminen', 'lukema', 'lukemat', 'loe', 'lugeda', 'lugemine', 'näit', 'nait', 'näidud', 'naidud', 'päring', 'paring', 'lohkat', 'loga', 'olvas',
  'olvasd', 'olvasás', 'olvasas', 'leolvasás', 'leolvasas', 'lekérdezés', 'lekerdezes', 'lekérdez', 'lekerdez', 'lesen', 'lies', 'auslesen',
  'ablesen', 'abfrage', 'abfragen', 'läse', 'liesen', 'lezen', 'lees', 'uitlezen', 'meterstand', 'lêze', 'leze', 'lês', 'lesing', 'leer', 'lee',
  'lectura', 'lecturas', 'consulta', 'consultar', 'ler', 'leia', 'leitura', 'leituras', 'lire', 'lis', 'lisez', 'consulter', 'leggi', 'leggere',
  'lettura', 'letture', 'interroga', 'llegir', 'llegeix', 'legir', 'citește', 'citeste', 'citire', 'interogare', 'lege', 'legere', 'legi', 'legu',
  'irakurri', 'irakurketa', 'darllen', 'darlleniad', 'léigh', 'leigh', 'léamh', 'leamh', 'leugh', 'leughadh', 'lenn', 'qari', 'aqra', 'czytaj',
  'czytać', 'czytac', 'odczyt', 'odczytaj', 'odczytać', 'odczytac', 'číst', 'cist', 'čti', 'cti', 'čtení', 'cteni', 'dotaz', 'čítaj', 'citaj',
  'čítať', 'citat', 'čítanie', 'citanie', 'preberi', 'brati', 'branje', 'odčitek', 'odcitek', 'čitaj', 'čitati', 'citati', 'čitanje', 'citanje',
  'očitanje', 'ocitanje', 'читать', 'chitat', 'прочитать', 'prochitat', 'прочти', 'prochti', 'чтение', 'chtenie', 'показания', 'pokazaniya',
  'читати', 'chytaty', 'прочитати', 'читання', 'chytannya', 'показання', 'pokazannya', 'чытаць', 'chytats', 'чытанне', 'чети', 'cheti', 'четене',
  'chetene', 'читај', 'читање', 'lasīt', 'lasit', 'lasi', 'nolasīt', 'nolasit', 'rādījums', 'radijums', 'rādījumi', 'radijumi', 'skaityti',
  'skaityk', 'rodmenys', 'ανάγνωση', 'anagnosi', 'διάβασε', 'diavase', 'διάβασμα', 'diavasma', 'կարդալ', 'kardal', 'կարդա', 'karda', 'წაკითხვა',
  'tsakitkhva', 'wakitxva', 'წაიკითხე', 'tsaikitkhe', 'oku', 'okuma', 'sorgu', 'sorgula', 'oxu', 'oxumaq', 'оқу', 'oqu', 'оқы', 'oqy', 'окуу',
  'okuu', 'оку', 'oqish', 'ўқиш', 'хондан', 'khondan', 'xondan', 'oka', 'okamak', 'укы', 'uky', 'уҡы', 'uqy', 'ئوقۇ', 'унших', 'unshikh', 'unshih',
  'унш', 'unsh', 'קריאה', 'kria', 'kriah', 'keria', 'שאילתה', 'sheilta', 'לייענען', 'leyenen', 'قراءة', 'qiraa', 'qiraah', 'اقرأ', 'iqra',
  'قراءات', 'qiraat', 'استعلام', 'istilam', 'istelam', 'خواندن', 'khandan', 'بخوان', 'bekhan', 'لوستل', 'lwastal', 'ولوله', 'bixwîne', 'bixwine',
  'xwendin', 'خوێندنەوە', 'xwendinewe', 'بخوێنەوە', 'پڑھیں', 'parhen', 'parhein', 'پڑھنا', 'parhna', 'አንብብ', 'anbib', 'ያንብቡ', 'yanbibu', 'ንባብ',
  'nibab', 'ኣንብብ', 'पढ़ें', 'पढ़ो', 'पढ़ना', 'padhen', 'padhe', 'padho', 'padhna', 'रीडिंग', 'वाचा', 'vacha', 'वाचन', 'vachan', 'पढ्नुहोस्',
  'padhnuhos', 'পড়ুন', 'porun', 'parun', 'পড়া', 'ਪੜ੍ਹੋ', 'parho', 'વાંચો', 'vancho', 'વાંચન', 'vanchan', 'කියවන්න', 'kiyawanna', 'kiyavanna',
  'කියවීම', 'kiyaweema', 'படிக்க', 'padikka', 'வாசி', 'vaasi', 'வாசிப்பு', 'చదువు', 'chaduvu', 'చదవండి', 'chadavandi', 'ಓದು', 'ಓದಿ', 'വായിക്കുക',
  'vayikkuka', 'വായന', 'vayana', 'ପଢ଼ନ୍ତୁ', 'padhantu', 'পঢ়ক', 'পঢ়া', 'ဖတ်', 'ဖတ်ရန်', 'អាន', 'ອ່ານ', 'อ่าน', 'การอ่าน', 'đọc', 'doc',
  'truy vấn', 'truy van', 'baca', 'membaca', 'pembacaan', 'maca', 'waca', 'basahin', 'pagbasa', 'basaha', 'basaen', 'faitau', 'heluhelu', 'wilika',
  'ritim', 'vakio', 'famakiana', 'kusoma', 'gusoma', 'okusoma', 'akhri', 'akhris', 'karanta', 'karatu', 'kika', 'gụọ', 'ukufunda', 'bala',
  'verenga', 'kuverenga', 'dubbisi', 'dubbisuu', 'jàng', 'jang', 'tánga', 'tanga', 'kotánga', 'kotanga', 'werenga', 'ñawinchay', 'nawinchay',
  'liyiña', 'liyina', '读取', '讀取', 'duqu', '读数', '讀數', 'dushu', '查询', '查詢', 'chaxun', '获取', '獲取', 'huoqu', '読み取り', '読取', 'yomitori', '読む', 'yomu',
  '照会', '取得', 'shutoku', '읽기', 'ilkgi', '조회', 'johoe', 'johoi',
];

/** Show it, view it, display it. */
// prettier-ignore
const SHOW: readonly string[] = [
  'show', 'view', 'display', 'shfaq', 'shiko', 'sýna', 'syna', 'sýndu', 'syndu', 'skoða', 'skoda', 'vis', 'visning', 'titta', 'näytä', 'nayta',
  'katso', 'näita', 'naita', 'vaata', 'čájet', 'cajet', 'čájehit', 'cajehit', 'geahča', 'geahca', 'mutat', 'mutasd', 'megjelenít', 'megjelenit',
  'megtekint', 'megtekintés', 'megtekintes', 'zeige', 'zeigen', 'zeig', 'anzeigen', 'ansehen', 'ansicht', 'aazeige', 'wiesen', 'ankieken',
  'uweisen', 'kucken', 'besjen', 'tonen', 'toon', 'weergeven', 'weergave', 'bekijken', 'bekijk', 'wys', 'vertoon', 'kyk', 'mostrar', 'ver',
  'visualizar', 'mostre', 'exibir', 'afficher', 'affiche', 'voir', 'mostra', 'visualizza', 'vedi', 'veure', 'visualitzar', 'amosar', 'afichar',
  'veire', 'afișează', 'afiseaza', 'afișare', 'afisare', 'arată', 'arata', 'vezi', 'vizualizare', 'montre', 'gade', 'mustra', 'wak', 'monstra',
  'montri', 'montru', 'vidu', 'erakutsi', 'ikusi', 'dangos', 'gweld', 'taispeáin', 'taispeain', 'féach', 'feach', 'seall', 'coimhead', 'diskouez',
  'gwelout', 'wiri', 'pokaż', 'pokaz', 'wyświetl', 'wyswietl', 'zobacz', 'podgląd', 'podglad', 'zobraz', 'zobrazit', 'zobraziť', 'ukázat',
  'ukazat', 'ukázať', 'náhled', 'nahled', 'prikaži', 'prikazi', 'pokaži', 'pokazi', 'poglej', 'pogledaj', 'показать', 'pokazat', 'покажи',
  'pokazhi', 'просмотр', 'prosmotr', 'отобразить', 'otobrazit', 'показати', 'pokazaty', 'pokazhy', 'перегляд', 'perehliad', 'perehlyad',
  'паказаць', 'pakazats', 'пакажы', 'прикажи', 'rādīt', 'radit', 'parādīt', 'paradit', 'skatīt', 'skatit', 'rodyti', 'parodyti', 'rodyk',
  'peržiūrėti', 'perziureti', 'εμφάνιση', 'emfanisi', 'προβολή', 'provoli', 'ցուցադրել', 'tsutsadrel', 'դիտել', 'ditel', 'ჩვენება', 'chveneba',
  'ნახვა', 'nakhva', 'naxva', 'göster', 'goster', 'görüntüle', 'goruntule', 'göstər', 'göstərmək', 'gostermek', 'көрсету', 'korsetu', 'көрсет',
  'korset', 'көрсөт', 'korsot', 'көрсөтүү', 'korsotuu', 'koʻrsat', 'korsat', 'koʻrsatish', 'korsatish', 'кўрсатиш', 'görkez', 'gorkez', 'күрсәт',
  'kursat', 'күрһәт', 'kurhat', 'كۆرسەت', 'харуулах', 'kharuulakh', 'haruulah', 'харах', 'kharakh', 'harah', 'הצג', 'hatseg', 'hatzeg', 'תצוגה',
  'tetsuga', 'tetzuga', 'اعرض', 'إظهار', 'izhar', 'نمایش', 'namayesh', 'namaesh', 'مشاهده', 'moshahede', 'ښودل', 'nîşandan', 'nisandan',
  'پیشاندان', 'pishandan', 'دکھائیں', 'dikhayen', 'dikhaen', 'دیکھیں', 'दिखाएं', 'दिखाएँ', 'दिखाओ', 'dikhao', 'देखें', 'dekhen', 'दाखवा', 'dakhva',
  'पहा', 'देखाउनुहोस्', 'dekhaunuhos', 'हेर्नुहोस्', 'দেখান', 'dekhan', 'দেখুন', 'dekhun', 'ਦਿਖਾਓ', 'ਵੇਖੋ', 'vekho', 'બતાવો', 'batavo', 'જુઓ',
  'පෙන්වන්න', 'penwanna', 'බලන්න', 'balanna', 'காட்டு', 'kaattu', 'காண்பி', 'kaanbi', 'చూపించు', 'chupinchu', 'చూడండి', 'chudandi', 'ತೋರಿಸು',
  'torisu', 'ತೋರಿಸಿ', 'torisi', 'ನೋಡಿ', 'കാണിക്കുക', 'kanikkuka', 'ଦେଖାନ୍ତୁ', 'dekhantu', 'দেখুৱাওক', 'ပြသ', 'ကြည့်ရန်', 'បង្ហាញ', 'មើល', 'ສະແດງ',
  'ເບິ່ງ', 'แสดง', 'sadaeng', 'ดู', 'xem', 'hiển thị', 'hien thi', 'hienthi', 'tampilkan', 'tampil', 'lihat', 'tunjuk', 'tunjukkan', 'papar',
  'paparkan', 'tampilake', 'deleng', 'tingali', 'témbongkeun', 'tembongkeun', 'ipakita', 'tingnan', 'tan awa', 'kitaen', 'whakaatu', 'tirohia',
  'vaai', 'fakahaaʻi', 'fakahaai', 'vakai', 'vakaraitaka', 'raica', 'soim', 'lukim', 'asehoy', 'aseho', 'jereo', 'onyesha', 'tazama', 'angalia',
  'muuji', 'nuna', 'duba', 'fihan', 'gosi', 'bonisa', 'jonga', 'bontsha', 'sheba', 'leba', 'ratidza', 'tarisa', 'erekana', 'reba', 'laba',
  'agarsiisi', 'ilaali', 'wone', 'xool', 'lakisa', 'onetsa', 'አሳይ', 'asay', 'ይመልከቱ', 'ኣርኢ', 'qhaway', 'qhawachiy', 'hechauka', '显示', '顯示',
  'xianshi', '查看', 'chakan', '表示', 'hyouji', 'hyoji', '参照', 'sansho', 'sanshou', '보기', 'bogi',
];

/** Where it is. */
// prettier-ignore
const LOCATION: readonly string[] = [
  'location', 'where', 'loc', 'gps', 'coordinates', 'coords', 'whereabouts', 'vendndodhja', 'vendndodhje', 'staðsetning', 'stadsetning', 'hvar',
  'staðseting', 'stadseting', 'placering', 'hvor', 'plassering', 'plats', 'sijainti', 'paikka', 'missä', 'asukoht', 'báiki', 'baiki', 'hely',
  'helyzet', 'standort', 'ort', 'wo', 'ligging', 'standuert', 'wou', 'lokaasje', 'ubicación', 'ubicacion', 'localización', 'localizacion', 'dónde',
  'donde', 'localização', 'localizacao', 'onde', 'emplacement', 'localisation', 'dove', 'ubicació', 'ubicacio', 'locație', 'locatie', 'unde',
  'kote', 'lokalidat', 'ubi', 'loko', 'kie', 'kokapena', 'kokalekua', 'lleoliad', 'ble', 'suíomh', 'suiomh', 'áit', 'àite', 'càite', 'caite',
  'fejn', 'lokalità', 'lokalita', 'lokalizacja', 'położenie', 'polozenie', 'gdzie', 'poloha', 'kde', 'lokacija', 'položaj', 'polozaj', 'kje',
  'gdje', 'gde', 'местоположение', 'mestopolozhenie', 'координаты', 'koordinaty', 'где', 'розташування', 'roztashuvannya', 'місцезнаходження',
  'де', 'месцазнаходжанне', 'локација', 'каде', 'kade', 'къде', 'atrašanās vieta', 'atrasanas vieta', 'vieta', 'vietovė', 'vietove', 'τοποθεσία',
  'topothesia', 'πού', 'որտեղ', 'vortegh', 'მდებარეობა', 'mdebareoba', 'სად', 'konum', 'nerede', 'məkan', 'mekan', 'орналасуы', 'ornalasuy',
  'joylashuv', 'жойлашув', 'ҷойгиршавӣ', 'joygirshavi', 'ýerleşiş', 'yerlesis', 'урын', 'байршил', 'bairshil', 'מיקום', 'mikum', 'איפה', 'eifo',
  'eyfo', 'היכן', 'موقع', 'الموقع', 'mawqi', 'mawqe', 'مكان', 'أين', 'ayna', 'مکان', 'کجا', 'koja', 'ځای', 'چېرته', 'cherta', 'شوێن', 'مقام',
  'maqam', 'کہاں', 'kahan', 'ቦታ', 'አካባቢ', 'akababi', 'የት', 'स्थान', 'sthan', 'जगह', 'jagah', 'कहाँ', 'कहां', 'কোথায়', 'kothay', 'অবস্থান',
  'obosthan', 'ਟਿਕਾਣਾ', 'tikana', 'ਕਿੱਥੇ', 'kithe', 'સ્થાન', 'ક્યાં', 'कुठे', 'kuthe', 'ස්ථානය', 'sthanaya', 'කොහෙද', 'இடம்', 'எங்கே', 'స్థానం',
  'sthanam', 'ఎక్కడ', 'ekkada', 'ಸ್ಥಳ', 'ಎಲ್ಲಿ', 'സ്ഥാനം', 'എവിടെ', 'evide', 'ସ୍ଥାନ', 'କେଉଁଠି', 'တည်နေရာ', 'ဘယ်မှာ', 'ទីតាំង', 'ສະຖານທີ່',
  'ที่ไหน', 'ที่ตั้ง', 'địa điểm', 'dia diem', 'ở đâu', 'o dau', 'lokasi', 'di mana', 'dimana', 'panggonan', 'ing endi', 'lokasyon', 'nasaan',
  'lugar', 'sadino', 'wāhi', 'wahi', 'kei hea', 'nofoaga', 'feituʻu', 'feituu', 'ples', 'toerana', 'aiza', 'mahali', 'eneo', 'wapi', 'goob',
  'goobta', 'halkee', 'wuri', 'ibi', 'ebe', 'ebee', 'indawo', 'kuphi', 'sebaka', 'hokae', 'lefelo', 'nzvimbo', 'ahantu', 'ekifo', 'bakka', 'eessa',
  'bérab', 'berab', 'esika', 'malo', 'tenda', 'maypi', 'kawkina', '所在地', '坐标', '座標', 'zuobiao', '在哪', 'zaina', '哪里', '哪裡', '場所', 'basho', '現在地',
  'genzaichi', 'どこ', 'doko', '어디', 'eodi', '현재위치',
];

/** Information, details, a report document. */
// prettier-ignore
const INFO: readonly string[] = [
  'info', 'information', 'details', 'stats', 'informacion', 'informacioni', 'detajet', 'detaje', 'upplýsingar', 'upplysingar', 'nánar', 'nanar',
  'oplysninger', 'informasjon', 'opplysninger', 'detaljer', 'tiedot', 'tieto', 'teave', 'üksikasjad', 'uksikasjad', 'diehtu', 'dieđut', 'diedut',
  'információ', 'informacio', 'infó', 'részletek', 'reszletek', 'informationen', 'einzelheiten', 'informatione', 'informatschoon', 'informatioun',
  'detailer', 'informatie', 'ynformaasje', 'inligting', 'besonderhede', 'información', 'detalles', 'informação', 'informacao', 'informações',
  'informacoes', 'detalhes', 'informations', 'infos', 'détails', 'informazioni', 'dettagli', 'informació', 'detalls', 'informații', 'informatii',
  'detalii', 'enfòmasyon', 'enfomasyon', 'detay', 'informashon', 'notitia', 'informo', 'informoj', 'detaloj', 'informazioa', 'xehetasunak',
  'gwybodaeth', 'manylion', 'faisnéis', 'faisneis', 'eolas', 'sonraí', 'sonrai', 'fiosrachadh', 'titouroù', 'titourou', 'informazzjoni',
  'dettalji', 'informacje', 'informacja', 'szczegóły', 'szczegoly', 'informace', 'podrobnosti', 'detaily', 'informácie', 'informacie',
  'informacije', 'detalji', 'информация', 'informatsiya', 'informaciya', 'инфо', 'сведения', 'svedeniya', 'подробности', 'детали', 'detali',
  'інформація', 'відомості', 'vidomosti', 'деталі', 'інфармацыя', 'infarmatsyya', 'информации', 'информације', 'детаљи', 'informācija',
  'informacija', 'detaļas', 'detalas', 'detalės', 'detales', 'πληροφορίες', 'plirofories', 'λεπτομέρειες', 'leptomeries', 'տեղեկություն',
  'teghekutyun', 'տեղեկատվություն', 'teghekatvutyun', 'մանրամասներ', 'manramasner', 'ინფორმაცია', 'informatsia', 'informacia', 'დეტალები',
  'detalebi', 'bilgi', 'ayrıntılar', 'ayrintilar', 'detaylar', 'məlumat', 'melumat', 'malumat', 'ақпарат', 'aqparat', 'akparat', 'маалымат',
  'maalymat', 'malumot', 'маълумот', 'maglumat', 'мәгълүмат', 'мәғлүмәт', 'ئۇچۇر', 'uchur', 'мэдээлэл', 'medeelel', 'מידע', 'meida', 'פרטים',
  'pratim', 'אינפֿאָרמאַציע', 'informatsye', 'معلومات', 'maalumat', 'تفاصيل', 'tafasil', 'tafaseel', 'اطلاعات', 'etelaat', 'جزئیات', 'joziyat',
  'agahî', 'agahi', 'زانیاری', 'zanyari', 'تفصیلات', 'tafseelat', 'መረጃ', 'mereja', 'ሓበሬታ', 'habereta', 'जानकारी', 'jankari', 'jaankari', 'विवरण',
  'vivaran', 'माहिती', 'mahiti', 'तपशील', 'tapshil', 'তথ্য', 'tottho', 'tathya', 'বিবরণ', 'biboron', 'ਜਾਣਕਾਰੀ', 'માહિતી', 'વિગતો', 'vigato',
  'තොරතුරු', 'thorathuru', 'විස්තර', 'vistara', 'தகவல்', 'thagaval', 'tagaval', 'விவரங்கள்', 'vivarangal', 'సమాచారం', 'samacharam', 'వివరాలు',
  'vivaralu', 'ಮಾಹಿತಿ', 'ವಿವರಗಳು', 'vivaragalu', 'വിവരം', 'vivaram', 'വിവരങ്ങൾ', 'ସୂଚନା', 'အချက်အလက်', 'ព័ត៌មាន', 'ຂໍ້ມູນ', 'ข้อมูล', 'khomun',
  'khomoon', 'รายละเอียด', 'thông tin', 'thong tin', 'thongtin', 'chi tiết', 'chi tiet', 'informasi', 'rincian', 'maklumat', 'butiran',
  'katrangan', 'inpormasi', 'impormasyon', 'detalye', 'impormasion', 'mōhiohio', 'mohiohio', 'pārongo', 'parongo', 'pūrongo', 'purongo',
  'faʻamatalaga', 'faamatalaga', 'fakamatala', 'infomesen', 'fampahalalana', 'antsipiriany', 'maelezo', 'macluumaad', 'faahfaahin', 'bayani',
  'bayanai', 'alaye', 'nkọwa', 'nkowa', 'ulwazi', 'imininingwane', 'iinkcukacha', 'tlhahisoleseding', 'tshedimosetso', 'ruzivo', 'amakuru',
  'amawulire', 'odeeffannoo', 'xibaar', 'nsango', 'marandu', '信息', 'xinxi', '资讯', '資訊', 'zixun', '详情', '詳情', 'xiangqing', '详细信息', '詳細資訊', '情報',
  'jouhou', 'joho', '詳細', 'shousai', 'shosai', '정보', 'jeongbo', '상세', 'sangse', '상세정보',
];

/** Its history, its log. */
// prettier-ignore
const HISTORY: readonly string[] = [
  'history', 'hist', 'logs', 'historiku', 'historia', 'ferill', 'søga', 'soga', 'historik', 'historikk', 'lokit', 'ajalugu', 'logid', 'historjá',
  'historja', 'előzmények', 'elozmenyek', 'verlauf', 'historie', 'gschicht', 'geschicht', 'geschiedenis', 'geskiedenis', 'skiednis', 'historial',
  'histórico', 'historico', 'historique', 'storico', 'cronologia', 'istoric', 'istwa', 'historio', 'eachdraidh', 'hanes', 'stair', 'istor',
  'storja', 'zgodovina', 'povijest', 'istorija', 'история', 'istoriya', 'логи', 'історія', 'istoriia', 'гісторыя', 'historyya', 'историја',
  'vēsture', 'vesture', 'ιστορικό', 'istoriko', 'պատմություն', 'patmutyun', 'ისტორია', 'istoria', 'geçmiş', 'gecmis', 'kayıtlar', 'kayitlar',
  'tarixçə', 'tarixce', 'түүх', 'tuukh', 'tuuh', 'היסטוריה', 'געשיכטע', 'geshikhte', 'تاریخچه', 'tarikhche', 'dîrok', 'dirok', 'مێژوو', 'ታሪክ',
  'ታሪኽ', 'इतिहास', 'itihas', 'itihaas', 'ইতিহাস', 'ਇਤਿਹਾਸ', 'ઇતિહાસ', 'ඉතිහාසය', 'ithihasaya', 'வரலாறு', 'varalaru', 'చరిత్ర', 'charitra',
  'ಇತಿಹಾಸ', 'ചരിത്രം', 'charithram', 'ଇତିହାସ', 'သမိုင်း', 'ប្រវត្តិ', 'ປະຫວັດ', 'ประวัติ', 'prawat', 'lịch sử', 'lich su', 'lichsu', 'riwayat',
  'sejarah', 'sajarah', 'kasaysayan', 'pakasaritaan', 'hītori', 'hitori', 'talafaasolopito', 'hisitōlia', 'hisitolia', 'moʻolelo', 'moolelo',
  'tantara', 'kumbukumbu', 'tarihi', 'ìtàn', 'itan', 'akụkọ', 'akuko', 'umlando', 'imbali', 'nalane', 'histori', 'nhoroondo', 'amateka',
  'ebyafaayo', 'seenaa', 'taariix', 'lisolo', 'mbiri', 'tembiasakue', '历史', '歷史', 'lishi', '历史记录', '歷史記錄', '履歴', 'rireki', '이력', 'iryeok', '내역',
  'naeyeok',
];

const MEANINGS: readonly (readonly [StateChoice, readonly string[]])[] = [
  ['status', STATUS],
  ['read', READ],
  ['show', SHOW],
  ['location', LOCATION],
  ['info', INFO],
  ['history', HISTORY],
];

/** The choices of an action argument that only read, folded to lowercase, with what each asks for. */
export const STATE_CHOICES: ReadonlyMap<string, StateChoice> = new Map(
  MEANINGS.flatMap(([meaning, words]) => words.map((word): [string, StateChoice] => [word.toLowerCase(), meaning])),
);
