/**
 * Tool words of Malagasy, Cebuano, Malay, Maltese, Māori and Tok Pisin (src/action/foreign.ts reads
 * them; ./latin-more.ts registers them after Hausa, Yoruba, isiZulu and Somali).
 *
 * Malagasy puts the verb first (verb, object, subject: "Mandefa hafatra amin'ny mpanjifa", sends a
 * message to the customer). Its active verb takes its tense as a first letter that replaces the
 * others: "m-" now (the descriptions' form), "n-" past, "h-" future ("mandefa", "nandefa", "handefa").
 * The three are written out from the verb without that letter (`tenses`), not read as a prefix:
 * the bare rest ("anova", "anisa") would then be a word, and "anova" is English statistics. Names
 * use the imperative ("alefaso", "fafao": the English base form); nouns of action take "f-" and
 * "-ana" ("fandoavana", payment). "ny" is the article, "voa-" makes a participle ("voaloa", paid).
 *
 * Cebuano is written beside Tagalog (registered earlier: a text both explain alike stays
 * Tagalog's), with its own affixes: "mo-" and "mag-"/"nag-"/"naga-" for the actor ("mopadala",
 * "nagpadala", sends), "gi-" for what is acted on ("gipadala", sent, or sends it), the imperative
 * in "-a"/"-i" ("papasa", delete it; "bayri", pay it: the base form), and "og"/"ug", "nga", "dili"
 * for Tagalog's "ng", "na", "hindi". After "nga" a "gi-" form is a state ("nga gikansela", cancelled).
 *
 * Malay is written beside Indonesian (registered earlier): of the words the two share it lists
 * only those the Indonesian table lists too, so that a text Indonesian explains as well stays
 * Indonesian's; its own words decide it ("kemas kini", "padam", "hantar", "bayaran balik", "senarai",
 * "mesej", "akaun", "tempahan").
 *
 * Maltese writes the article as a word of its own joined by a hyphen ("il-klijent", "l-ordni", and
 * "ix-", "ir-", "iż-", "iċ-" before the letters it takes), alone or with a preposition ("tal-", of
 * the; "lill-", to the; "mill-", from the; "fil-", in the): each is a small word. Its verbs are
 * listed in the third person ("jibgħat" he, "tibgħat" she or the tool), and the imperative of names
 * ("ibgħat"); "ħ" (which names write "h") stays a letter of its own when words are folded, so each
 * form that has it is listed plain too (`plainLetters`).
 *
 * Māori puts the verb first, after a particle of tense or aspect ("Ka tuku i te karere", sends the
 * message; "E whakaatu ana i ngā ota", is showing the orders; "kei te" before it, now): the bare verb
 * and its passive ("tuku", "tukuna": the passive is the imperative of a verb with an object) are the
 * base form, as names write them ("whakakore_ota"), and with "ka", "e" or "kei te" before them the
 * third person (`marked`). After "kua" (has been) or "i" (was) a passive is a state ("ngā nama kua
 * utua", the invoices paid). Many verbs are causatives in "whaka-" ("whakaatu", shows; "whakakore",
 * cancels), each listed whole. Its long vowels are written with a macron ("ā", "ō") or without one;
 * folding drops it, so both read alike. Nouns do not change for the plural ("ngā ota", the orders).
 *
 * Tok Pisin marks the predicate with "i" before the verb ("Em i salim tekst long kastoma", it sends a
 * text to the customer; "I soim ol oda", shows the orders): the bare verb is the base form, as names
 * write it ("kensolim_oda"), and with "i" before it the third person (`marked`). A verb with an
 * object ends in "-im" ("salim", "peim", "rausim"), each listed whole; "pinis" after it makes it
 * done, a state ("ol invois i peim pinis", the invoices paid), and "i no … yet" not yet done
 * (unpaid). Nouns do not change for the plural ("ol oda", the orders: "ol" reads as nothing), and
 * "long" (to, at, about) and "bilong" (of, for) are its prepositions. Its words come from English
 * but are spelled its own way ("kastoma", "invois", "tekst", "nupela"), so English explains none of
 * them; Indonesian, Malay, Tagalog and Māori come first and keep the texts they explain as well
 * ("invois", "stok", "oda", "lista" are theirs too). "salim" sends and sells: it is read as sends
 * (a text, mail, money: "salim mani" transfers), and sells only with stock ("salim stok"). "kisim"
 * gets, but with money it charges ("kisim mani"), and an order it takes is an order placed ("kisim
 * oda"): money and orders taken are never read as reads.
 *
 * Left out, as often another word: Malagasy "mamaky" (reads, or breaks), "maka" and "mahazo" (gets,
 * or takes and receives money), "misintona" (downloads, or withdraws money), "manome" alone (gives:
 * English reads "gives" as a read), "mamerina" alone (returns, or gives back), "mandà" (refuses:
 * "manda" is Galician's "sends"), "ora" (an hour, and Italian "now"), "io" (that, or I/O); Cebuano
 * "kuha" (gets, or takes money), "ilista" (lists, or writes down), "ibalik" alone (returns, or gives
 * back), "hatag" (gives), "mga", "oras", "kawani", "doktor", "kwarto", "kung" (Tagalog's words too,
 * which its table does not list), "usa" (one, or the USA); Malay "tiket", "pekerja", "jumlah",
 * "kepada", "jika", "setiap", "buang", "pindahkan" alone (Indonesian's words too, which its table does
 * not list), "kira" alone (counts, or Indonesian "guesses"), and "pesanan" is read as Indonesian reads
 * it, an order ("pesanan ringkas", a short message, is an SMS); Maltese "jikseb" (gets, or earns),
 * "iġib" (fetches, or brings about), "jagħti" (gives), "iniżżel" (downloads, or lowers a price), "data"
 * (a date, or English data), "temp" (weather, or English temporary), "stat", "meta", "fit", "tax",
 * "mix", "bit", "fix" (English words among the articles' forms), "uri" (show!, or a URI), "ara" (see!,
 * and Catalan "now"); Māori "whakahoki" alone (returns, or replies and gives back), "whiwhi" (gets, or
 * receives money), "huri" (changes, or turns and translates), "mana" alone (authority, and an English
 * word of games; "tuku mana", grants authority, is kept), "rā" and "wā" (a day and a time, in two
 * letters), "wiki" (a week: an English word), "rawa" (goods, or "very"), "tohu" alone (a sign, or
 * marks: "tohua", mark it, is kept), and "tango" and "tiki" alone (removes, fetches: English words; with
 * "ka" before them, or as "tangohia" and "tikina", they are kept); Tok Pisin "givim" alone (gives:
 * English reads "gives" as a read; "givim rait", grants, and "givim bek mani", refunds, are kept),
 * "bekim" alone (answers, or pays back), "mekim" alone (does, or makes), "save" (knows, or does as a
 * habit: English "save"), "stap" (is, or stays), "tok" alone (says, or a word), "holim" (holds, or
 * keeps), "salim kago" as a sale (goods sent, or sold: it reads as sends), "de" (a day: the "de" of
 * Spanish and French), "det" (a date: the "det" of Swedish and Danish), "pas" (a letter: French
 * "pas").
 */
import type { ToolLanguage } from './language.ts';
import { marked } from './table-forms.ts';

/** Letters of these languages that folding keeps (Maltese "ħ"; Hausa "ɓ", "ɗ", "ƙ", "ƴ"), and how names write them. */
const PLAIN: Readonly<Record<string, string>> = { ħ: 'h', Ħ: 'h', ɓ: 'b', ɗ: 'd', ƙ: 'k', ƴ: 'y' };
const KEPT = /[ħĦɓɗƙƴ]/g;

/** A language whose forms with a letter folding keeps are listed written plain too ("jħallas" and "jhallas"). */
export function plainLetters(language: ToolLanguage): ToolLanguage {
  const plain = (table: Readonly<Record<string, string>>): Record<string, string> =>
    Object.fromEntries(
      Object.entries(table).map(([english, forms]) => {
        const kept = forms.split(/\s+/).filter((f) => f.match(KEPT) !== null);
        return [english, [forms, ...kept.map((f) => f.replace(KEPT, (c) => PLAIN[c] ?? c))].join(' ')];
      }),
    );
  return { ...language, verbs: plain(language.verbs), nouns: plain(language.nouns), small: plain(language.small) };
}

/** A Malagasy active verb in its three tenses, from the verb without its tense letter ("andefa": mandefa, nandefa, handefa). */
const tenses = (...rests: string[]): string => rests.flatMap((rest) => [`m${rest}`, `n${rest}`, `h${rest}`]).join(' ');

// prettier-ignore
export const LATIN_MORE_ISLANDS: readonly ToolLanguage[] = [
  { lang: 'mg', endings: 'n', verbs: {
    shows: tenses('ampiseho'), show: 'asehoy aseho', lists: tenses('itanisa'), searches: tenses('itady', 'ikaroka'), search: 'tadiavo karohy',
    views: tenses('ijery'), view: 'jereo', checks: tenses('izaha'), check: 'zahao', counts: tenses('anisa'), creates: tenses('amorona'),
    create: 'amorony famoronana', adds: tenses('anampy', 'ampiditra'), add: 'ampio ampidiro', deletes: tenses('amafa'), delete: 'fafao famafana',
    removes: tenses('anala', 'anaisotra'), remove: 'esory alao', cancels: tenses('anafoana'), cancel: 'foanana foano fanafoanana',
    updates: tenses('anavao'), update: 'havaozy fanavaozana', changes: tenses('anova'), change: 'ovay ovao fanovana', edits: tenses('anitsy'),
    edit: 'ahitsio', saves: tenses('itahiry'), save: 'tehirizo', sends: tenses('andefa'), send: 'alefaso fandefasana', forwards: tenses('ampita'),
    forward: 'ampitao', notifies: tenses('ampandre', 'ampahafantatra'), notify: 'ampandreneso', replies: tenses('amaly'), reply: 'valio',
    pays: tenses('andoa'), pay: 'aloavy aloa', charges: tenses('ampandoa'), transfers: tenses('amindra'), transfer: 'afindrao famindrana',
    refunds: 'mamerina_ny_vola namerina_ny_vola hamerina_ny_vola mamerina_vola', refund: 'averina_ny_vola averino_ny_vola',
    books: tenses('amandrika'), book: 'fandriho', orders: tenses('anafatra'), buys: tenses('ividy'), buy: 'vidio fividianana',
    grants: 'manome_alalana nanome_alalana hanome_alalana', grant: 'omeo_alalana', assigns: tenses('anendry'), assign: 'tendreo',
    blocks: tenses('anakana'), block: 'sakano', suspends: tenses('ampiato'), suspend: 'ampiatoy', runs: tenses('ampandeha'), run: 'ampandehano',
    exports: tenses('anondrana'), uploads: tenses('ampakatra'), publishes: tenses('amoaka', 'anonta'), shares: tenses('izara'), share: 'zarao',
    approves: tenses('ankato', 'anaiky'), confirms: tenses('anamafy', 'anamarina'), confirm: 'hamafiso', schedules: tenses('andahatra', 'andamina'),
    schedule: 'alaharo', opens: tenses('anokatra'), open: 'sokafy', closes: tenses('anidy'), close: 'hidio', invites: tenses('anasa'),
    registers: 'misoratra_anarana nisoratra_anarana hisoratra_anarana', writes: tenses('anoratra'), write: 'soraty',
  }, nouns: {
    booking: 'famandrihana', appointment: 'fihaonana', meeting: 'fivoriana', order: 'kaomandy kaomandin baiko', invoice: 'faktiora', receipt: 'rosia',
    payment: 'fandoavana fandoavam', refund: 'famerenam', customer: 'mpanjifa', user: 'mpampiasa', staff: 'mpiasa', admin: 'mpitantana',
    role: 'andraikitra anjara', permission: 'alalana fahazoan', access: 'fidirana', message: 'hafatra hafatry', email: 'mailaka imailaka',
    file: 'rakitra rakitry', document: 'taratasy antontan', report: 'tatitra tatitry', record: 'firaketana', account: 'kaonty',
    card: 'karatra', ticket: 'tapakila', money: 'vola bola', price: 'vidiny vidy vidin', products: 'entana vokatra', list: 'lisitra lisitry',
    status: 'toetra toetry', date: 'daty', day: 'andro', today: 'anio', tomorrow: 'rahampitso', new: 'vaovao', time: 'fotoana', week: 'herinandro',
    month: 'volana', year: 'taona', room: 'efitrano', doctor: 'dokotera', patient: 'marary', phone: 'finday telefaonina', address: 'adiresy',
    password: 'tenimiafina', settings: 'fikirana', history: 'tantara', weather: 'toetrandro toetr', forecast: 'vinavina', task: 'asa',
    event: 'hetsika', supplier: 'mpamatsy', delivery: 'fanaterana', name: 'anarana', number: 'laharana', data: 'angona',
    information: 'fampahalalana', details: 'antsipiriany', notification: 'fampandrenesana', search: 'fikarohana',
  }, small: {
    the: 'ny ireo', of: 'an', '': 'dia mba efa', and: 'ary sy', or: 'na', to: 'amin', for: 'ho', not: 'tsy', all: 'rehetra', each: 'tsirairay',
    this: 'ity', which: 'izay', if: 'raha', when: 'rehefa', only: 'ihany', from: 'avy', about: 'momba', paid: 'voaloa', unpaid: 'tsy_voaloa',
    cancelled: 'voafoana nofoanana', sent: 'nalefa voalefa', deleted: 'voafafa nofafana',
  } },
  { lang: 'ceb', verbs: {
    shows: 'mopakita nagpakita nagapakita gipakita', show: 'ipakita pakita magpakita', searches: 'mangita nangita nagpangita gipangita',
    search: 'pangitaa pangitaon', reads: 'mobasa nagbasa gibasa', read: 'basaha basahon', checks: 'mosusi nagsusi gisusi', check: 'susiha susihon',
    counts: 'moihap', count: 'ihapa ihapon', creates: 'mohimo naghimo nagahimo gihimo', create: 'himoa himoon', adds: 'modugang nagdugang gidugang',
    add: 'idugang dugangi', deletes: 'mopapas nagpapas gipapas', delete: 'papasa papason ipapas', removes: 'motangtang nagtangtang gitangtang',
    remove: 'tangtanga tangtangon', changes: 'mousab giusab', change: 'usba usbon', saves: 'motipig nagtipig gitipig', save: 'itipig tipigi',
    sends: 'mopadala nagpadala nagapadala gipadala', send: 'ipadala magpadala', notifies: 'mopahibalo nagpahibalo gipahibalo', notify: 'pahibaloa',
    replies: 'motubag nagtubag gitubag', reply: 'tubaga tubagon', pays: 'mobayad nagbayad nagabayad gibayran', pay: 'bayri bayran ibayad',
    charges: 'maningil naningil gisingil', charge: 'singila singilon', transfers: 'mobalhin nagbalhin gibalhin', transfer: 'ibalhin balhina',
    refunds: 'mouli_sa_kwarta', refund: 'ibalik_ang_kwarta ibalik_ang_kuwarta iuli_ang_kwarta iuli_ang_kuwarta ibalik_ang_bayad iuli_ang_bayad',
    cancels: 'mokansela nagkansela gikansela', cancel: 'kanselaha kanselahon ikansela', books: 'mopareserba nagpareserba',
    book: 'ipareserba magpareserba ireserba', buys: 'mopalit nagpalit gipalit', buy: 'paliton palita', grants: 'motugot nagtugot gitugotan',
    grant: 'tugoti itugot tugotan', revokes: 'mobawi nagbawi gibawi', revoke: 'bawia bawion', runs: 'mopadagan nagpadagan', run: 'padagana',
    publishes: 'nagmantala', publish: 'imantala', shares: 'moambit', share: 'ipaambit', approves: 'moaprobar giaprobahan', approve: 'aprobahan',
    confirms: 'mokompirma nagkompirma', confirm: 'kompirmaha ikompirma', opens: 'moabli giabli', open: 'ablihi', invites: 'moimbitar',
    invite: 'imbitahan', registers: 'moparehistro', register: 'magparehistro',
  }, nouns: {
    booking: 'reserbasyon', appointment: 'tagbo', orders: 'order', bill: 'bayranan balayranon', payment: 'pagbayad bayad', customer: 'kustomer kliyente parokyano',
    user: 'tiggamit', staff: 'trabahante', employee: 'empleyado', role: 'tahas katungdanan', permission: 'pagtugot', message: 'mensahe',
    document: 'dokumento', report: 'taho', account: 'akawnt', card: 'kard', ticket: 'tiket', money: 'kwarta kuwarta salapi', amount: 'kantidad',
    price: 'presyo', products: 'produkto', list: 'lista', status: 'kahimtang', date: 'petsa', day: 'adlaw', today: 'karon', tomorrow: 'ugma',
    week: 'semana', month: 'bulan', year: 'tuig', name: 'ngalan', weather: 'panahon', notification: 'pahibalo', details: 'detalye',
    schedule: 'iskedyul', meeting: 'tigom', task: 'buluhaton', event: 'kalihokan', new: 'bago',
  }, small: {
    the: 'ang sa', a: 'og', and: 'ug', '': 'nga', for: 'alang para_sa', from: 'gikan', not: 'dili', all: 'tanan', each: 'matag',
    this: 'kini kining niini', only: 'lamang', with: 'uban', cancelled: 'nga_gikansela', paid: 'nga_gibayran', unpaid: 'nga_wala_mabayri',
    sent: 'nga_gipadala', deleted: 'nga_gipapas', created: 'nga_gihimo',
  } },
  { lang: 'ms', verbs: {
    shows: 'memaparkan', show: 'paparkan papar lihat', lists: 'menyenaraikan', list: 'senaraikan', gets: 'mendapatkan', get: 'dapatkan',
    searches: 'mencari', search: 'cari', reads: 'membaca', read: 'baca', checks: 'menyemak memeriksa', check: 'semak periksa', views: 'melihat',
    calculates: 'mengira', creates: 'mencipta membuat', create: 'cipta buat', adds: 'menambah menambahkan', add: 'tambah tambahkan',
    deletes: 'memadam memadamkan menghapus', delete: 'padam padamkan hapus', updates: 'mengemas_kini mengemaskini',
    update: 'kemas_kini kemaskini', changes: 'menukar mengubah', change: 'tukar tukarkan ubah', edits: 'menyunting', edit: 'sunting',
    saves: 'menyimpan', save: 'simpan', sends: 'menghantar mengirim mengirimkan', send: 'hantar hantarkan kirim kirimkan',
    notifies: 'memaklumkan mengingatkan', notify: 'maklumkan ingatkan', replies: 'membalas', reply: 'balas', pays: 'membayar', pay: 'bayar',
    transfers: 'memindahkan_wang', transfer: 'pindahkan_wang', refunds: 'membayar_balik memulangkan_wang',
    refund: 'bayar_balik pulangkan_wang', charges: 'mengenakan_caj', charge: 'kenakan_caj', cancels: 'membatalkan',
    cancel: 'batalkan batal', books: 'menempah', book: 'tempah', orders: 'memesan', buys: 'membeli', buy: 'beli',
    grants: 'memberi_kebenaran memberikan_kebenaran memberi_akses', grant: 'beri_kebenaran berikan_kebenaran beri_akses',
    revokes: 'menarik_balik', revoke: 'tarik_balik', assigns: 'menugaskan melantik', assign: 'tugaskan lantik', blocks: 'menyekat', block: 'sekat',
    suspends: 'menggantung_akaun menggantung', suspend: 'gantung_akaun gantung', runs: 'menjalankan', run: 'jalankan', exports: 'mengeksport',
    export: 'eksport',
    uploads: 'memuat_naik', upload: 'muat_naik', downloads: 'memuat_turun', download: 'muat_turun', publishes: 'menerbitkan',
    publish: 'terbitkan', shares: 'berkongsi', share: 'kongsi kongsikan', approves: 'meluluskan', approve: 'luluskan', rejects: 'menolak',
    reject: 'tolak', confirms: 'mengesahkan', confirm: 'sahkan', schedules: 'menjadualkan', schedule: 'jadualkan', opens: 'membuka', open: 'buka',
    closes: 'menutup', close: 'tutup',
    finds: 'menemui', find: 'temui', removes: 'membuang menyingkirkan', remove: 'buang singkirkan',
    corrects: 'membetulkan', correct: 'betulkan', sets: 'menetapkan', set: 'tetapkan', records: 'merekodkan mencatat', record: 'rekodkan catat',
    registers: 'mendaftar mendaftarkan', register: 'daftarkan', reschedules: 'menjadualkan_semula', reschedule: 'jadualkan_semula',
    moves: 'memindahkan', move: 'pindahkan', issues: 'mengeluarkan', issue: 'keluarkan', prints: 'mencetak', print: 'cetak', signs: 'menandatangani',
    sign: 'tandatangani', accepts: 'menerima', accept: 'terima', withdraws: 'mengeluarkan_wang', withdraw: 'keluarkan_wang',
    forwards: 'memajukan memanjangkan', forward: 'majukan panjangkan', delivers: 'menyerahkan', deliver: 'serahkan', invites: 'menjemput',
    invite: 'jemput', executes: 'melaksanakan', execute: 'laksanakan', starts: 'menghidupkan memulakan', start: 'hidupkan mulakan',
    stops: 'mematikan menghentikan', stop: 'matikan hentikan', restarts: 'memulakan_semula', restart: 'mulakan_semula', resets: 'menetapkan_semula',
    reset: 'tetapkan_semula', tests: 'menguji', test: 'uji',
  }, nouns: {
    booking: 'tempahan', appointment: 'temu_janji temujanji', orders: 'pesanan', sms: 'pesanan_ringkas', invoice: 'invois', bill: 'bil', payment: 'bayaran pembayaran',
    refund: 'bayaran_balik pulangan_wang', customer: 'pelanggan', user: 'pengguna', staff: 'kakitangan staf', role: 'peranan',
    permission: 'kebenaran izin', access: 'akses', message: 'mesej', email: 'emel mel', file: 'fail', document: 'dokumen', report: 'laporan',
    record: 'rekod', account: 'akaun', card: 'kad', money: 'wang', amount: 'amaun', price: 'harga', products: 'produk barangan', stock: 'stok',
    list: 'senarai', status: 'status', date: 'tarikh', day: 'hari', today: 'hari_ini', new: 'baharu baru', week: 'minggu', month: 'bulan',
    year: 'tahun', room: 'bilik', doctor: 'doktor', patient: 'pesakit', phone: 'telefon', address: 'alamat', password: 'kata_laluan',
    settings: 'tetapan', weather: 'cuaca', forecast: 'ramalan', meeting: 'mesyuarat', task: 'tugasan', supplier: 'pembekal',
    delivery: 'penghantaran', name: 'nama', number: 'nombor', information: 'maklumat', details: 'butiran', transactions: 'transaksi',
    balance: 'baki', schedule: 'jadual', branch: 'cawangan',
  }, small: { and: 'dan', or: 'atau', with: 'dengan', for: 'untuk', not: 'tidak bukan', all: 'semua', only: 'hanya', in: 'di', to: 'ke', from: 'dari',
    that: 'yang', a: 'sebuah satu',
  } },
  plainLetters({ lang: 'mt', verbs: {
    shows: 'juri turi', lists: 'jelenka telenka', list: 'elenka', searches: 'ifittex tfittex', search: 'fittex', reads: 'jaqra taqra', read: 'aqra',
    checks: 'jiċċekkja tiċċekkja jivverifika tivverifika', check: 'iċċekkja ivverifika', calculates: 'jikkalkula tikkalkula', calculate: 'ikkalkula',
    creates: 'joħloq toħloq jikkrea tikkrea', create: 'oħloq ikkrea', adds: 'iżid iżżid jżid', add: 'żid', deletes: 'iħassar tħassar jħassar',
    delete: 'ħassar', removes: 'ineħħi tneħħi jneħħi', remove: 'neħħi', cancels: 'jikkanċella tikkanċella', cancel: 'ikkanċella',
    updates: 'jaġġorna taġġorna', update: 'aġġorna', changes: 'ibiddel tbiddel jbiddel jimmodifika timmodifika', change: 'biddel immodifika',
    edits: 'jeditja teditja', edit: 'editja', saves: 'jsalva tsalva', save: 'salva', sends: 'jibgħat tibgħat', send: 'ibgħat',
    forwards: 'jgħaddi tgħaddi', forward: 'għaddi', notifies: 'jinnotifika tinnotifika jinforma tinforma', notify: 'innotifika infurma',
    replies: 'iwieġeb twieġeb', reply: 'wieġeb', pays: 'iħallas tħallas jħallas', pay: 'ħallas',
    transfers: 'jittrasferixxi tittrasferixxi', transfer: 'ittrasferixxi', refunds: 'jirrifondi tirrifondi', refund: 'irrifondi',
    charges: 'jiċċarġja tiċċarġja', charge: 'iċċarġja', books: 'jibbukkja tibbukkja jirriżerva tirriżerva', book: 'ibbukkja irriżerva',
    orders: 'jordna tordna', order: 'ordna', buys: 'jixtri tixtri', buy: 'ixtri', grants: 'jawtorizza tawtorizza', grant: 'awtorizza',
    revokes: 'jirrevoka tirrevoka', revoke: 'irrevoka', assigns: 'jassenja tassenja', assign: 'assenja', blocks: 'jimblokka timblokka',
    block: 'imblokka', suspends: 'jissospendi tissospendi', suspend: 'issospendi', runs: 'iħaddem tħaddem jħaddem', run: 'ħaddem',
    exports: 'jesporta tesporta', export: 'esporta', uploads: 'itella ttella', upload: 'tella', publishes: 'jippubblika tippubblika',
    publish: 'ippubblika', shares: 'jaqsam taqsam', share: 'aqsam', approves: 'japprova tapprova', approve: 'approva',
    confirms: 'jikkonferma tikkonferma', confirm: 'ikkonferma', schedules: 'jiskeda tiskeda', schedule: 'iskeda', opens: 'jiftaħ tiftaħ',
    open: 'iftaħ', closes: 'jagħlaq tagħlaq', close: 'agħlaq', invites: 'jistieden tistieden', invite: 'stieden', registers: 'jirreġistra tirreġistra',
    register: 'irreġistra', writes: 'jikteb tikteb', write: 'ikteb',
  }, nouns: {
    booking: 'prenotazzjoni bukkjar riżervazzjoni riżervazzjonijiet', appointment: 'appuntament appuntamenti', order: 'ordni ordnijiet',
    invoice: 'fattura fatturi', receipt: 'irċevuta', payment: 'ħlas pagament pagamenti', refund: 'rifużjoni', customer: 'klijent klijenti',
    user: 'utent utenti', staff: 'persunal impjegat impjegati ħaddiem ħaddiema', admin: 'amministratur amministraturi', role: 'rwol rwoli',
    permission: 'permess permessi awtorizzazzjoni', access: 'aċċess', message: 'messaġġ messaġġi', email: 'imejl', file: 'fajl fajls',
    document: 'dokument dokumenti', report: 'rapport rapporti', record: 'rekord rekords', account: 'kont kontijiet', card: 'karta kards',
    ticket: 'biljett biljetti', money: 'flus', amount: 'ammont', price: 'prezz prezzijiet', products: 'prodott prodotti', stock: 'stokk',
    list: 'lista', day: 'ġurnata jum', today: 'illum', tomorrow: 'għada', new: 'ġdid ġdida ġodda', time: 'ħin', week: 'ġimgħa', month: 'xahar',
    year: 'sena', room: 'kamra kmamar', doctor: 'tabib', patient: 'pazjent pazjenti', phone: 'telefon', address: 'indirizz', history: 'storja',
    forecast: 'tbassir', meeting: 'laqgħa', task: 'kompitu', event: 'avveniment', supplier: 'fornitur fornituri', delivery: 'kunsinna',
    name: 'isem', number: 'numru', information: 'informazzjoni', details: 'dettalji', notification: 'notifika notifiki', search: 'tfittxija',
  }, small: {
    the: 'il l ix ir iż iċ', of: 'ta tal tas taż taċ tad', to: 'lil lill lix lir', from: 'minn mill mir mingħand', in: 'fi fil fis fid f',
    with: 'bil bix mal b', for: 'għal għall', and: 'u', or: 'jew', not: 'mhux ma', all: 'kollha', each: 'kull', only: 'biss', this: 'dan',
    that: 'li', if: 'jekk', on: 'fuq', cancelled: 'ikkanċellat ikkanċellata ikkanċellati', paid: 'imħallas imħallsa imħallsin',
    unpaid: 'mhux_imħallas mhux_imħallsa mhux_imħallsin', sent: 'mibgħut mibgħuta', deleted: 'imħassar imħassra', pending: 'pendenti',
  } }),
  { lang: 'mi', verbs: marked('ka e kei_te', {
    show: 'whakaatu whakaaturia whakaari whakaaria', view: 'tiro tirohia tirotiro', list: 'whakarārangi whakarārangitia', get: 'tikina',
    search: 'rapu rapua', find: 'kimi kimihia', check: 'haki hakina', review: 'arotake arotakea', read: 'pānui pānuitia', send: 'tuku tukuna',
    reply: 'whakautu whakautua', notify: 'whakamōhio whakamōhiotia', post: 'whakairi whakairia', share: 'tiri tiria tohatoha tohaina',
    publish: 'whakaputa whakaputaina', pay: 'utu utua', transfer: 'whakawhiti_moni whakawhitia_te_moni whakawhiti_i_te_moni',
    refund: 'whakahoki_moni whakahokia_te_moni whakahoki_i_te_moni', withdraw: 'tango_moni tangohia_te_moni tango_i_te_moni',
    deposit: 'whakatakoto_moni penapena_moni', charge: 'kohi_moni kohia_te_moni', buy: 'hoko hokona', order: 'tono tonoa', book: 'tāpui tāpuitia',
    cancel: 'whakakore whakakorea', create: 'hanga hangaia waihanga waihangatia', add: 'tāpiri tāpiritia āpiti āpitihia whakauru whakaurua',
    register: 'rēhita rēhitatia', write: 'tuhi tuhia', save: 'tiaki tiakina penapena penapenatia', update: 'whakahou whakahoutia',
    edit: 'whakatika whakatikaina', change: 'whakarerekē whakarerekētia panoni panonitia', set: 'tautuhi tautuhia', mark: 'tohua',
    assign: 'tautapa tautapahia', approve: 'whakaae whakaaetia', reject: 'whakakāhore whakakāhoretia paopao paopaotia', close: 'kati katia',
    open: 'whakatuwhera whakatuwheratia huaki huakina', delete: 'muku mukua', remove: 'tangohia',
    grant: 'whakawhiwhi whakawhiwhia tuku_mana tukua_te_mana tuku_whakaaetanga', revoke: 'tango_mana tangohia_te_mana tango_i_te_mana whakakore_mana whakakorea_te_mana whakakore_i_te_mana',
    invite: 'pōwhiri pōwhiritia', upload: 'tukuake tukuakehia', download: 'tikiake tikiakehia', export: 'kaweake kaweaketia', import: 'kawemai kawemaitia',
    print: 'tāia', schedule: 'whakarite whakaritea', reschedule: 'whakatārewa whakatārewatia', move: 'neke nekehia', manage: 'whakahaere whakahaerea',
    start: 'tīmata tīmataria', stop: 'whakamutu whakamutua', lock: 'raka rakaina', unlock: 'wewete wetekina',
  }, { gets: 'ka_tiki e_tiki kei_te_tiki', removes: 'ka_tango e_tango kei_te_tango' }), nouns: {
    account: 'pūkete kaute', payment: 'utu utunga', invoice: 'pire', salary: 'utu_mahi', money: 'moni', fund: 'pūtea', amount: 'tapeke rahinga',
    balance: 'toenga', order: 'ota', booking: 'tāpuinga tāpuitanga', customer: 'kiritaki kaihoko', member: 'mema', user: 'kaiwhakamahi',
    staff: 'kaimahi', admin: 'kaiwhakahaere', trustee: 'kaitiaki', trust: 'tarahiti', message: 'karere', notice: 'pānui', email: 'īmēra',
    sms: 'pātuhi', report: 'pūrongo rīpoata', record: 'rēkoata mauhanga', file: 'kōnae', document: 'tuhinga', form: 'puka', list: 'rārangi',
    details: 'taipitopito', information: 'mōhiohio pārongo', status: 'tūnga', products: 'taonga hua', price: 'utu_hoko', note: 'tuhipoka',
    role: 'tūranga', permission: 'whakaaetanga', password: 'kupuhipa', meeting: 'hui huihuinga', schedule: 'wātaka', vehicle: 'waka',
    trip: 'haerenga', phone: 'waea', address: 'wāhitau', name: 'ingoa', number: 'nama', task: 'mahi', notification: 'whakamōhiotanga',
    settings: 'tautuhinga', receipt: 'rihīti', card: 'kāri', ticket: 'tīkiti', weather: 'huarere', forecast: 'matapae', doctor: 'tākuta',
    patient: 'tūroro', room: 'rūma', supplier: 'kaiwhakarato', delivery: 'tukunga', land: 'whenua', search: 'rapunga', new: 'hou',
    today: 'tēnei_rā', tomorrow: 'āpōpō', month: 'marama',
  }, small: {
    '': 'ka e ana kua i kei hei mai atu ake anō tonu', the: 'te ngā', of: 'o ā', to: 'ki', for: 'mō mā', and: 'me', or: 'rānei',
    not: 'kāore kāhore kore ehara', in: 'roto', on: 'runga', from: 'mai_i', all: 'katoa', each: 'ia', only: 'anake', this: 'tēnei',
    that: 'tērā', a: 'he tētahi', if: 'mēnā mehemea', when: 'ina', paid: 'kua_utua i_utua', unpaid: 'kāore_anō_kia_utua kāore_i_utua',
    sent: 'kua_tukuna i_tukuna', cancelled: 'kua_whakakorea i_whakakorea', deleted: 'kua_mukua i_mukua',
  } },
  { lang: 'tpi', verbs: marked('i', {
    show: 'soim', view: 'lukim', search: 'painim', find: 'painim_aut', get: 'kisim', check: 'sekim', read: 'ritim', calculate: 'kaunim',
    send: 'salim salim_i_go', sell: 'salim_stok salim_ol_stok', buy: 'baim', pay: 'peim', refund: 'peim_bek bekim_mani givim_bek_mani givim_mani_bek',
    transfer: 'salim_mani', charge: 'kisim_mani', withdraw: 'rausim_mani', deposit: 'putim_mani', delete: 'rausim dilitim', remove: 'tekewe tekawe',
    cancel: 'kensolim kanselim', change: 'senisim', update: 'apdetim', edit: 'editim', correct: 'stretim', put: 'putim', write: 'raitim',
    record: 'raitim_daun rekodim', create: 'wokim', save: 'seivim', add: 'skruim', register: 'putim_nem rejistaim registaim',
    order: 'odaim putim_oda mekim_oda kisim_oda kisim_ol_oda', book: 'bukim', reply: 'bekim_tok bekim_mesej', notify: 'tokim givim_toksave', call: 'ringim',
    approve: 'givim_tok_orait', reject: 'tok_nogat', grant: 'givim_rait givim_pawa', mark: 'makim', schedule: 'makim_de makim_taim',
    reschedule: 'senisim_de senisim_taim', open: 'opim', close: 'pasim', lock: 'lokim', block: 'blokim', start: 'kirapim statim', stop: 'stopim',
    complete: 'pinisim', print: 'printim', upload: 'aplodim', download: 'daunlodim', share: 'serim tilim', publish: 'tokaut', move: 'muvim',
    invite: 'singautim', sign: 'sainim', manage: 'lukautim', deliver: 'karim', run: 'ranim',
  }), nouns: {
    text: 'tekst', message: 'mesej', email: 'imel i_mel', notification: 'toksave', money: 'mani', customer: 'kastoma', order: 'oda', invoice: 'invois',
    stock: 'stok', list: 'lista', account: 'akaun', bank: 'benk', staff: 'wokman wokmeri staf', supplier: 'saplaia', report: 'ripot', record: 'rekot',
    file: 'fail', document: 'pepa', payment: 'peimen', salary: 'pe', price: 'prais', receipt: 'risit', tax: 'takis', debt: 'dinau', booking: 'buking',
    meeting: 'miting', week: 'wik', month: 'mun', year: 'yia', time: 'taim', today: 'tude', tomorrow: 'tumora', name: 'nem', number: 'namba', phone: 'fon',
    address: 'adres', vehicle: 'trak', room: 'rum', doctor: 'dokta', patient: 'sikman', password: 'paswot', card: 'kad', ticket: 'tiket', task: 'wok',
    permission: 'tok_orait rait', member: 'memba', group: 'grup', company: 'kampani', shop: 'stua', office: 'ofis', information: 'infomesen',
    products: 'kago', schedule: 'skedul', new: 'nupela',
  }, small: {
    '': 'i em ol ia', of: 'bilong', to: 'long', with: 'wantaim', and: 'na', or: 'o', not: 'no nogat', all: 'olgeta', each: 'wanwan', only: 'tasol',
    this: 'dispela', a: 'wanpela', if: 'sapos', paid: 'peim_pinis i_peim_pinis', unpaid: 'no_peim_yet i_no_peim i_no_peim_yet',
    sent: 'salim_pinis i_salim_pinis', cancelled: 'kensolim_pinis i_kensolim_pinis', deleted: 'rausim_pinis i_rausim_pinis',
  } },
];
