/**
 * Tool words of Hausa, Yoruba, isiZulu and Somali, and (./latin-more-islands.ts) of Malagasy, Cebuano,
 * Malay, Maltese, Māori and Tok Pisin: languages written in the Latin script, told apart from English
 * and from each other by their words (src/action/foreign.ts reads them). Registered after every other
 * table: a text those explain as well stays theirs.
 *
 * In all ten, a verb as names write it (the imperative, or a bare stem) is glossed as the English
 * base form and a verb as descriptions write it as the third person: English reads a name that opens
 * with "grants" or "shows" ("grants_access") as a noun, and a description's "cancel" after its object as
 * one too. Where one form serves both, the mark of tense before it in a description makes it the
 * third person (`marked`, `subjects`).
 *
 * Hausa puts the tense and person before an unchanging verb ("yana aika", he is sending; "ya aika", he
 * sent; "zai aika", he will send): the bare verb is the base form, with "yana", "tana", "suna", "ana",
 * "yakan", "takan" or "zai" before it the third person, and its noun of action in "-wa" ("aikawa") a
 * description's. A noun takes "-n" or "-r", the article and the link to what follows ("saƙon", the
 * message; "odar abokin ciniki", the customer's order): endings. Its hooked letters ("ɓ", "ɗ", "ƙ") are
 * written plain in names, so such forms are listed plain too. Words of several are phrases: "abokin
 * ciniki" (a customer), "mai amfani" (a user), "mayar da kuɗi" (gives money back).
 *
 * Yoruba writes its tones and under-dots ("Ó ń fi ìfiránṣẹ́ ránṣẹ́"); folding drops them, so a text
 * written with them or without reads alike ("o n fi ifiranse ranse"). The verb is the base form, with
 * "ń" (is …ing) before it the third person. Many verbs are split around their object ("fi … hàn",
 * shows; "fi … ránṣẹ́", sends; "fi … pamọ́", saves): the part that ends the phrase is the verb, "fi"
 * reads as nothing, and each clause is read verb first ("the document saves" would read as a noun
 * phrase). "ṣe" (does) makes verbs of nouns ("ṣe àyẹ̀wò", checks): phrases.
 *
 * isiZulu writes its nouns with a class prefix and an initial vowel ("umthengi", a customer;
 * "abathengi", customers; "umlayezo", a message) and its verbs with the subject and tense before
 * the stem ("ithumela", it sends; "iyathumela"; "ukuthumela", to send; "thumela", send!): nouns are
 * listed without the vowel ("mthengi", "bathengi") and verbs as the stem, and the vowels, the
 * subject and tense marks, and the particles that join them ("kumthengi", to the customer;
 * "womthengi", of the customer; "nomthengi", with the customer) are prefixes. The negative "a-" is
 * none ("akathumeli", does not send): class 2 and 6 nouns are listed with their vowel ("abathengi",
 * "amafayela"). A loan takes a hyphen after its prefix ("i-oda", "ama-oda"): the prefix stands apart,
 * as written.
 *
 * Somali adds its article to the noun ("fariinta", the message; "dalabka", the order) and conjugates
 * its verb by endings ("diraa", sends; "dirtaa", she or it sends; "dirayaa", is sending): nouns and
 * longer verbs are stems ("fariin*", "muuji*"), short verbs and the imperatives written out. The verb
 * ends its clause as often as not ("Waxay dalabka baajisaa", cancels the order): each clause is read
 * verb first. "wuxuu", "waxay", "waa", "ayaa", "soo" mark focus and direction, and "u", "ku", "ka",
 * "la" are prepositions joined to the verb: all read as nothing.
 *
 * Left out, as often another word: Hausa "nema" (searches, or asks for), "samu" and "samo" (gets, or
 * there is, and obtains money), "mayar" alone (returns, or gives back), "ba da" alone (gives: an
 * answer, an order, information), "share" (deletes: English "share"), "saya" (buys: Indonesian and
 * Malay "saya", I), "suna" as a name (it is "they are"), "turawa" (sending, or Europeans), "buga"
 * (prints, or hits, or calls), "caji" (charges, or a battery's charge), "don" and "game" (for, about:
 * English words), and "matsayi" is read as a role, not a state ("matsayin oda", the order's state,
 * still reads); Yoruba "gba" (gets, or receives money), "wá" (searches, or comes, or we), "kà" (reads,
 * or counts), "ṣàwárí" alone (search!: Hindi "sawari", a ride; "ń ṣàwárí", is searching, is kept),
 * "ṣàkójọ" (lists, or collects money), "pàṣẹ" (orders: Spanish "pase"), "san" alone (pays: Spanish
 * "San"), "ṣí" (opens: "sí", to), "tì" (closes: "ti", of), "pa" alone (deletes, or kills, or switches
 * off), "ọ̀rọ̀" (a word, or a matter, or wealth), "fún" (for, or gives: English "fun"), and "kò" (not)
 * is read as "kọ" (writes), never as a negation of what follows; isiZulu "thola" (gets, or receives
 * money), "funa" (searches, or wants), "nika" and "nikeza" (gives, or provides: a read), "buyisela"
 * alone (returns, or gives back), "cisha" (erases, or switches off), "inani" (an amount, or "what?"),
 * "bala" and "landa" (counts, fetches: Spanish words and surnames), "funda" alone (read!: Spanish
 * "funda", and a company's name; "ifunda", it reads, is kept), the prefix "so-" ("Somali" would be
 * "so-" and "mali", money); Somali "hel" (gets, or receives), "qaad" alone (takes), "celi" alone
 * (returns, or gives back), "samee" (makes, or does), "sii" (gives, or further), "dir" alone (send!, or
 * a directory), "door" (a role: an English word), "bil" (a month, in three letters), "eeg" (look!, or
 * an EEG), "wax", "way", "tan" (English words), "jawaab" alone (a reply, or an answer).
 */
import type { ToolLanguage } from './language.ts';
import { LATIN_MORE_ISLANDS, plainLetters } from './latin-more-islands.ts';
import { marked, thirdPerson } from './table-forms.ts';

/**
 * isiZulu verbs: the stem is the base form (names, and after the prefixes: "ukuthumela", to send),
 * and with the subject of a description before it the third person ("ithumela", "uthumela",
 * "iyathumela"; "yakha", "wakha" from "akha", where the vowels meet).
 */
function subjects(base: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = { ...base };
  for (const [english, forms] of Object.entries(base)) {
    const third = forms
      .split(/\s+/)
      .flatMap((form) => (/^[aeiou]/.test(form) ? ['y', 'w', 'iy', 'uy'] : ['i', 'u', 'iya', 'uya']).map((s) => s + form));
    out[thirdPerson(english)] = third.join(' ');
  }
  return out;
}

// prettier-ignore
const AFRICAN: readonly ToolLanguage[] = [
  plainLetters({ lang: 'ha', endings: 'n r', verbs: marked('yana tana suna ana yakan takan zai', {
    show: 'nuna', list: 'jera', search: 'bincika', check: 'duba tantance', read: 'karanta', calculate: 'lissafa', create: 'ƙirƙira ƙirƙiri ƙirƙiro',
    add: 'ƙara', delete: 'goge', remove: 'cire', cancel: 'soke', update: 'sabunta', change: 'canza sauya', edit: 'gyara', save: 'adana ajiye',
    send: 'aika aiko tura', notify: 'sanar', reply: 'amsa', pay: 'biya', transfer: 'tura_kuɗi tura_kuɗin',
    refund: 'mayar_da_kuɗi mayar_da_kuɗin maido_da_kuɗi maido_da_kuɗin dawo_da_kuɗi dawo_da_kuɗin', charge: 'karɓi_kuɗi', book: 'ajiye_wuri',
    order: 'yi_oda', buy: 'sayi', grant: 'ba_da_izini bada_izini ba_da_damar bada_damar', revoke: 'janye', assign: 'naɗa', block: 'toshe hana',
    suspend: 'dakatar', run: 'gudanar', export: 'fitar', upload: 'ɗora', download: 'sauke', publish: 'wallafa', share: 'raba', approve: 'amince',
    confirm: 'tabbatar', schedule: 'tsara', move: 'matsar motsa', open: 'buɗe', close: 'rufe', invite: 'gayyata gayyaci', register: 'yi_rajista',
  }, {
    shows: 'nunawa', lists: 'jerawa', searches: 'bincikawa binciken', checks: 'dubawa tantancewa', reads: 'karantawa', calculates: 'lissafawa',
    adds: 'ƙarawa', deletes: 'gogewa', removes: 'cirewa', cancels: 'sokewa', updates: 'sabuntawa', changes: 'canzawa sauyawa', edits: 'gyarawa',
    saves: 'adanawa ajiyewa', sends: 'aikawa', replies: 'amsawa', pays: 'biyan biyawa', charges: 'karɓar_kuɗi', buys: 'sayen sayayya',
    revokes: 'janyewa', assigns: 'naɗawa', blocks: 'toshewa hanawa', suspends: 'dakatarwa', exports: 'fitarwa', uploads: 'ɗorawa',
    downloads: 'saukewa', publishes: 'wallafawa', shares: 'rabawa', approves: 'amincewa', confirms: 'tabbatarwa', schedules: 'tsarawa',
    moves: 'matsarwa', opens: 'buɗewa', closes: 'rufewa',
  }), nouns: {
    booking: 'ajiyar_wuri', appointment: 'alƙawari', order: 'oda', orders: 'odoji', bill: 'lissafin_kuɗi', receipt: 'rasiti rasit',
    money: 'kuɗi', amount: 'adadi', price: 'farashi', customer: 'abokin_ciniki kwastoma', customers: 'abokan_ciniki', user: 'mai_amfani',
    users: 'masu_amfani', staff: 'aikaci aikata maaikaci maaikata', admin: 'mai_gudanarwa masu_gudanarwa', role: 'matsayi', permission: 'izini',
    access: 'damar_shiga', message: 'saƙo', messages: 'saƙonni', email: 'imel', file: 'fayil', files: 'fayiloli', document: 'takarda',
    documents: 'takardu', report: 'rahoto', reports: 'rahotanni', account: 'asusu', card: 'kati', ticket: 'tikiti', tool: 'kayan_aiki',
    products: 'kaya kayayyaki haja', list: 'jeri', search: 'bincike', information: 'bayani bayanai', date: 'kwanan_wata', day: 'rana',
    today: 'yau', tomorrow: 'gobe', week: 'mako', time: 'lokaci', new: 'sabo sabuwa sababbi', room: 'ɗaki', doctor: 'likita',
    patient: 'majinyaci', phone: 'waya', address: 'adireshi', password: 'kalmar_sirri', settings: 'saituna', history: 'tarihi',
    weather: 'yanayi', meeting: 'taro', task: 'aiki ayyuka', number: 'lamba', notification: 'sanarwa',
  }, small: {
    '': 'yana tana suna ana yakan takan zai za ake aka ne ce', of: 'na ta', and: 'da kuma', or: 'ko', to: 'ga zuwa', from: 'daga',
    in: 'a cikin', on: 'kan akan', for: 'domin', not: 'ba babu', all: 'duk dukkan', each: 'kowane kowace', this: 'wannan',
    that: 'wanda wadda', if: 'idan', only: 'kawai', cancelled: 'da_aka_soke', paid: 'da_aka_biya', sent: 'da_aka_aika',
    deleted: 'da_aka_goge', unpaid: 'da_ba_a_biya_ba',
  } }),
  { lang: 'yo', verbFinal: true, verbs: marked('ń', {
    show: 'fihàn ṣàfihàn àfihàn', search: 'wádìí', check: 'ṣàyẹ̀wò yẹ̀wò ṣe_àyẹ̀wò', read: 'kàwé',
    calculate: 'ṣírò ṣe_ìṣirò', create: 'ṣẹ̀dá dá_sílẹ̀', add: 'ṣàfikún fikún fi_kún', delete: 'paarẹ́ parẹ́ pa_rẹ́', remove: 'yọ_kúrò',
    cancel: 'fagilé fagilée', update: 'ìmúdójúìwọ̀n ṣe_ìmúdójúìwọ̀n', edit: 'ṣàtúnṣe ṣàtúnkọ àtúnṣe ṣe_àtúnṣe', change: 'yípadà yí_padà yí pààrọ̀',
    save: 'fipamọ́ fi_pamọ́', send: 'firánṣẹ́ fi_ránṣẹ́', notify: 'sọ_fún', reply: 'fèsì dáhùn', pay: 'sanwó san_owó',
    transfer: 'fi_owó_ránṣẹ́ gbé_owó', refund: 'dá_owó_padà san_owó_padà', charge: 'gba_owó', book: 'ṣe_ìfipamọ́ ṣe_àdéhùn', buy: 'rà ra_ọjà',
    grant: 'yọ̀ǹda', assign: 'yàn', block: 'dènà', suspend: 'dádúró dá_dúró', publish: 'tẹ̀jáde tẹ̀_jáde gbéjáde gbé_jáde', upload: 'gbé_sókè',
    download: 'ìgbàsílẹ̀ ṣe_ìgbàsílẹ̀', share: 'pín pínpín', approve: 'fọwọ́sí fọwọ́_sí', confirm: 'fìdímúlẹ̀ fìdí_múlẹ̀ jẹ́rìísí', schedule: 'ṣètò',
    move: 'gbé_lọ', write: 'kọ',
    return: 'dá_padà dápadà', open: 'ṣí_sílẹ̀', close: 'pa_dé', stop: 'dáwọ́_dúró', start: 'bẹ̀rẹ̀', reject: 'kọ̀_sílẹ̀', accept: 'tẹ́wọ́gbà',
    register: 'forúkọsílẹ̀ forúkọ_sílẹ̀', record: 'ṣe_àkọsílẹ̀ kọ_sílẹ̀', order: 'pàṣẹ', invite: 'ké_sí', test: 'dánwò', restart: 'tún_bẹ̀rẹ̀',
    list: 'ṣe_àkójọ', deliver: 'jíṣẹ́ fi_jíṣẹ́',
  }, { searches: 'ń_ṣàwárí', shows: 'hàn', sends: 'ránṣẹ́', saves: 'pamọ́', removes: 'kúrò', notifies: 'létí' }), nouns: {
    booking: 'ìfipamọ́', appointment: 'àdéhùn', meeting: 'ìpàdé', order: 'àṣẹ', request: 'ìbéèrè', invoice: 'ìwé_owó', receipt: 'rìsíìtì',
    payment: 'ìsanwó', refund: 'ìdápadà', customer: 'oníbàárà oníbàrà', user: 'olùlò', staff: 'òṣìṣẹ́', admin: 'alábòójútó alámòójútó',
    role: 'ipa', permission: 'ìyọ̀ǹda ìgbàníláàyè', access: 'ìwọlé', message: 'ìfiránṣẹ́', sms: 'àtẹ̀jíṣẹ́', email: 'ímeèlì', file: 'fáìlì',
    document: 'ìwé', certificate: 'ìwé_ẹ̀rí', report: 'ìròyìn ìjábọ̀', record: 'àkọsílẹ̀', account: 'àkáǹtì àkáùntì', card: 'káàdì',
    ticket: 'tíkẹ́ẹ̀tì', money: 'owó', amount: 'iye', price: 'iye_owó', products: 'ọjà', list: 'àkójọ àtòjọ', status: 'ipò', day: 'ọjọ́',
    today: 'òní', tomorrow: 'ọ̀la', new: 'tuntun', time: 'àkókò àsìkò', week: 'ọ̀sẹ̀', month: 'oṣù', year: 'ọdún', room: 'yàrá', doctor: 'dókítà',
    patient: 'aláìsàn', phone: 'fóònù', address: 'àdírẹ́sì', password: 'ọ̀rọ̀_aṣínà', settings: 'ètò', history: 'ìtàn', weather: 'ojú_ọjọ́',
    forecast: 'àsọtẹ́lẹ̀', details: 'àlàyé', information: 'ìsọfúnni', notification: 'ìfitónilétí', event: 'ìṣẹ̀lẹ̀', task: 'iṣẹ́',
    supplier: 'olùpèsè', delivery: 'ìfijíṣẹ́', name: 'orúkọ', number: 'nọ́mbà', inspection: 'àyẹ̀wò',
  }, small: {
    '': 'ó ń á ti fi', the: 'àwọn náà', and: 'àti', or: 'tàbí', with: 'pẹ̀lú', in: 'ní nínú', to: 'sí', from: 'láti', not: 'kìí kì_í',
    all: 'gbogbo', each: 'kọ̀ọ̀kan', this: 'yìí', if: 'bí', only: 'nìkan', its: 'rẹ̀', a: 'kan', when: 'nígbà',
    cancelled: 'tí_a_fagilé tí_wọ́n_fagilé', paid: 'tí_a_san tí_a_ti_san', unpaid: 'tí_a_kò_san tí_a_kò_tíì_san', sent: 'tí_a_fi_ránṣẹ́ tí_a_firánṣẹ́',
  } },
  { lang: 'zu', prefixes: 'u i e o ku kwa ka ko wo we wa yo ye ya lo le la zo ze za se sa bo be ba no ne na ngo nge nga uku iya uya izo uzo inga li si zi lu bu',
    verbs: { ...subjects({
    show: 'bonisa khombisa', search: 'sesha cinga', check: 'hlola', view: 'bheka',
    create: 'dala akha', add: 'engeza faka', delete: 'susa sula', remove: 'khipha', update: 'buyekeza vuselela', change: 'shintsha guqula',
    edit: 'hlela', save: 'londoloza gcina', send: 'thumela thumelela', forward: 'dlulisela', notify: 'azisa', reply: 'phendula',
    pay: 'khokha khokhela', transfer: 'dlulisa', refund: 'buyisela_imali', charge: 'khokhisa', cancel: 'khansela hoxisa', book: 'bhukha bekisa',
    order: 'odela', buy: 'thenga', grant: 'gunyaza', assign: 'abela', block: 'vimba', suspend: 'misa', run: 'qalisa', export: 'thekelisa',
    upload: 'layisha', publish: 'shicilela', share: 'abelana', approve: 'vuma', confirm: 'qinisekisa', move: 'hambisa', open: 'vula',
    close: 'vala', invite: 'mema', reject: 'nqaba', register: 'bhalisa', write: 'bhala',
  }), create: 'dala akha ukwakha', add: 'engeza faka ukwengeza', notify: 'azisa ukwazisa', assign: 'abela ukwabela', refund: 'buyisela_imali ukubuyisela_imali', reads: 'ifunda ufunda iyafunda uyafunda',
  }, nouns: {
    order: 'oda', customer: 'mthengi khasimende', customers: 'bathengi abathengi makhasimende amakhasimende', user: 'msebenzisi',
    users: 'basebenzisi abasebenzisi', staff: 'sisebenzi zisebenzi basebenzi abasebenzi', task: 'msebenzi misebenzi', admin: 'mphathi mlawuli',
    admins: 'baphathi abaphathi', role: 'ndima qhaza', permission: 'mvume', permissions: 'zimvume', access: 'kufinyelela', message: 'mlayezo',
    messages: 'milayezo', notification: 'saziso zaziso', email: 'meyili', file: 'fayela', files: 'mafayela amafayela',
    document: 'dokhumenti ncwadi', documents: 'madokhumenti amadokhumenti zincwadi', report: 'mbiko', reports: 'mibiko', record: 'rekhodi',
    account: 'akhawunti', card: 'khadi', cards: 'makhadi amakhadi', ticket: 'thikithi', tickets: 'mathikithi amathikithi', money: 'mali',
    price: 'ntengo', products: 'mpahla mkhiqizo mikhiqizo', payment: 'nkokhelo', payments: 'zinkokhelo', invoice: 'invoyisi nvoyisi',
    bill: 'bhili', receipt: 'risidi', refund: 'mbuyiselo', appointment: 'aphoyintimenti', meeting: 'mhlangano mihlangano', list: 'hlu',
    status: 'simo', day: 'suku', days: 'zinsuku', today: 'namuhla namhlanje', tomorrow: 'kusasa', new: 'ntsha musha', time: 'sikhathi',
    week: 'viki sonto', month: 'nyanga', year: 'nyaka', room: 'gumbi', doctor: 'dokotela', patient: 'siguli', phone: 'foni cingo',
    address: 'kheli', password: 'phasiwedi', settings: 'zilungiselelo', history: 'mlando', forecast: 'sibikezelo', weather: 'simo_sezulu',
    event: 'mcimbi', supplier: 'mhlinzeki', information: 'lwazi', details: 'mininingwane', data: 'datha', name: 'gama', number: 'nombolo',
    stock: 'sitoko', schedule: 'hlelo', calendar: 'khalenda',
  }, small: {
    of: 'ye ya wa we ka kwe', and: 'futhi na', or: 'noma', with: 'kanye', to: 'ku kwa', from: 'kusuka', if: 'uma', when: 'lapho',
    only: 'kuphela', all: 'konke zonke wonke bonke', each: 'ngayinye', this: 'lokhu', not: 'hhayi akukho', that: 'ukuthi',
    cancelled: 'khanseliwe akhanseliwe', sent: 'thunyelwe athunyelwe', paid: 'khokhiwe akhokhiwe', unpaid: 'ngakhokhwa angakhokhwa',
    deleted: 'susiwe asusiwe',
  } },
  { lang: 'so', verbFinal: true, verbs: {
    show: 'tus muuji bandhig', shows: 'tusaa tustaa tusayaa tusaysaa muuji* bandhig*', search: 'raadi',
    searches: 'raadiyaa raadisaa raadinayaa raadinaysaa raadin raadinta', check: 'hubi', checks: 'hubi*', read: 'akhri', reads: 'akhri*',
    view: 'fiiri', views: 'eegaa eegtaa eegayaa eegaysaa fiiri*', calculate: 'xisaabi', calculates: 'xisaabi*', create: 'abuur', creates: 'abuur*',
    add: 'ku_dar kordhi geli', adds: 'daraa dartaa darayaa daraysaa kordhi* geliyaa gelisaa gelinayaa', delete: 'tirtir masax', deletes: 'tirtir* masax*',
    remove: 'ka_saar ka_qaad', removes: 'ka_saaraa ka_saartaa ka_qaadaa ka_qaaddaa', update: 'cusboonaysii cusbooneysii',
    updates: 'cusboonaysii* cusbooneysii*', change: 'beddel bedel', changes: 'beddel* bedel* beddesh* bedesh*', save: 'kaydi', saves: 'kaydi*',
    forward: 'gudbi', forwards: 'gudbi*', send: 'u_dir soo_dir', sends: 'diraa dirtaa dirayaa diraysaa dirayaan diraan dirid diridda dirista',
    notify: 'ogeysii ogaysii wargeli', notifies: 'ogeysii* ogaysii* wargeli*', reply: 'ka_jawaab', replies: 'jawaabaa jawaabtaa jawaabayaa',
    pay: 'bixi', pays: 'bixi*', transfer: 'wareeji', transfers: 'wareeji*', refund: 'lacagta_celi celi_lacagta lacagta_u_celi lacag_celin lacag_celinta',
    refunds: 'lacagta_u_celiyaa lacagta_u_celisaa', charge: 'ka_jar', charges: 'ka_jaraa ka_jartaa ka_jarayaa', cancel: 'baaji jooji',
    cancels: 'baaji* jooji*', book: 'qabso ballanso', books: 'qabsadaa qabsataa qabsanayaa qabsanaysaa ballansadaa ballansataa', order: 'dalbo',
    orders: 'dalba*', buy: 'iibso', buys: 'iibsa*', grant: 'ogolow oggolow', grants: 'ogolaad* oggolaad*', revoke: 'ka_noqo',
    revokes: 'ka_noqdaa ka_noqotaa', assign: 'qoondee magacaab', assigns: 'qoondee* magacaab*', block: 'xannib', blocks: 'xannib*',
    closes: 'xiraa xirtaa xirayaa xiraysaa', suspend: 'haki', suspends: 'haki*', execute: 'fuli', executes: 'fuli*', export: 'dhoofi',
    exports: 'dhoofi*', download: 'dejiso', downloads: 'dejis*', publish: 'daabac faafi', publishes: 'daabac* faafi*', share: 'wadaag',
    shares: 'wadaag*', approve: 'ansixi', approves: 'ansixi*', confirm: 'xaqiiji', confirms: 'xaqiiji*', schedule: 'jadwalee',
    schedules: 'jadwalee* jadwaley*', move: 'guuri', moves: 'guuri*', opens: 'furaa furtaa furayaa furaysaa', invites: 'casuum*',
    register: 'diiwaangeli diiwaan_geli', registers: 'diiwaangeli* diiwaan_geliyaa diiwaan_gelisaa', reject: 'diid', rejects: 'diid*',
    manages: 'maamulaa maamushaa', get: 'keen', gets: 'keenaa keentaa keenayaa keenaysaa', list: 'liis_garee',
    lists: 'liis_gareeyaa liis_gareysaa liis_gareynayaa', write: 'qor', writes: 'qoraa qortaa qorayaa qoraysaa',
    post: 'soo_dhig', posts: 'soo_dhigaa soo_dhigtaa', sell: 'iibi', sells: 'iibiyaa iibisaa iibinayaa',
    withdraw: 'lacag_la_bax lacag_ka_qaad lacagta_ka_qaad',
    withdraws: 'lacag_ka_qaadaa lacag_ka_qaaddaa lacagta_ka_qaadaa lacagta_ka_qaaddaa lacag_la_baxaa', deposit: 'lacag_dhig lacagta_dhig',
    deposits: 'lacag_dhigaa lacag_dhigtaa lacagta_dhigaa lacagta_dhigtaa', edit: 'tafatir', edits: 'tafatir*', mark: 'calaamadee',
    marks: 'calaamadee* calaamadey*', open: 'fur', close: 'xir', invite: 'casuun casuum', reschedule: 'dib_u_dhig',
    reschedules: 'dib_u_dhigaa dib_u_dhigtaa dib_u_dhigayaa', run: 'socodsii', runs: 'socodsii*', start: 'bilow bilaab', starts: 'bilaab*',
    stop: 'dami', stops: 'damiyaa damisaa', issue: 'soo_saar', issues: 'soo_saaraa soo_saartaa',
  }, nouns: {
    booking: 'qabsasho*', appointment: 'ballan*', order: 'dalab*', invoice: 'qaansheeg*', bill: 'biil*', receipt: 'rasiid*',
    payment: 'lacag_bixin lacag_bixinta', money: 'lacag*', amount: 'qaddar*', price: 'qiimo qiimaha qiime', customer: 'macmiil* macaamiil*',
    user: 'isticmaale isticmaalaha', users: 'isticmaalayaal*', staff: 'shaqaal*', admin: 'maamule* maamulaha', role: 'doorka doorar doorarka',
    permission: 'ogolaansh* oggolaansh* fasax*', access: 'gelitaan* galitaan* helitaan*', message: 'fariin* farriin* fariim* farriim*',
    email: 'iimayl* iimeyl* emayl*', file: 'fayl*', document: 'dukumenti* dokumenti* warqad*', report: 'warbixin*', record: 'diiwaan*',
    account: 'xisaab* koonto*', card: 'kaar*', ticket: 'tigidh* tikid* tigid*', products: 'alaab* badeeco* badeecad*', list: 'liis*',
    status: 'xaalad*', date: 'taariikh*', day: 'maalin* maalmo*', today: 'maanta', tomorrow: 'berri', new: 'cusub', time: 'waqti* wakhti*',
    week: 'toddobaad* usbuuc*', year: 'sannad*', room: 'qol qolka qolal qolalka', doctor: 'dhakhtar* dhaqtar*', patient: 'bukaan*',
    phone: 'taleefan* telefoon* teleefan*', address: 'cinwaan*', password: 'furaha_sirta erayga_sirta lambarka_sirta', settings: 'dejin*',
    weather: 'cimilo* cimilad* hawada', forecast: 'saadaal*', meeting: 'kulan*', task: 'hawl*', supplier: 'bixiye*', delivery: 'gaarsiin*',
    shop: 'dukaan*', name: 'magac*', number: 'lambar* nambar*', information: 'macluumaad*', details: 'faahfaahin*',
    notification: 'ogeysiis* ogaysiis*', certificate: 'shahaad*', request: 'codsi*', schedule: 'jadwal*', salary: 'mushahar* mushaar*',
    balance: 'haraag* baaqi*', member: 'xubin* xubno*', vehicle: 'gaari gaariga gaariyo gaadhi gaadhiga baabuur*', trip: 'safar*',
    note: 'qoraal*', warehouse: 'bakhaar*', stock: 'kayd kaydka', tax: 'canshuur*', debt: 'deyn*', loan: 'amaah*', fee: 'khidmad*',
    company: 'shirkad*', group: 'koox*', sms: 'fariin_gaaban farriin_gaaban',
  }, small: {
    '': 'waa wuxuu waxay wuu baa ayaa soo ee oo ah u ku ka la jira jirta jiraan', and: 'iyo', or: 'ama', not: 'ma', all: 'dhammaan', each: 'kasta',
    only: 'kaliya keliya', if: 'haddii', when: 'marka', this: 'kan', about: 'saabsan', unpaid: 'aan_la_bixin aan_la_bixinin',
    paid: 'la_bixiyay la_bixiyey', sent: 'la_diray', cancelled: 'la_baajiyay la_joojiyay', deleted: 'la_tirtiray',
  } },
];

export const LATIN_MORE: readonly ToolLanguage[] = [...AFRICAN, ...LATIN_MORE_ISLANDS];
