/**
 * Request words of Central and Eastern Europe and the Balkans (glosses.ts reads them): Hungarian,
 * Romanian, Slovak, Slovenian, Croatian, Serbian and Bosnian (both scripts), Macedonian, Bulgarian,
 * Belarusian, Ukrainian forms ru-uk lacks, Lithuanian, Latvian and Albanian. Imperatives (singular,
 * plural or polite), infinitives and request phrases. A word that is also a noun is left out
 * (Bulgarian "промени" is "change!" and "changes"; Croatian "obavijesti" is "notify!" and "notices";
 * Latvian "atbildi" is "reply!" and "an answer").
 */
import type { GlossLanguage } from './language.ts';

// prettier-ignore
export const CENTRAL_EASTERN_EUROPE: readonly GlossLanguage[] = [
  // Hungarian: "ne küldd el" (don't send). "töröld" deletes a file and cancels a booking alike.
  { lang: 'hu', forms: {
    send: 'küldd küldj küldje küldjön küldjétek küldeni elküldeni', forward: 'továbbítsd továbbítsa továbbítani', pay: 'fizesd fizess fizesse fizessen fizetni kifizetni',
    transfer: 'utald utalj utalja utaljon utald_át', refund: 'térítsd_vissza térítse_vissza visszatéríteni', delete: 'töröld törölj törölje töröljön törölni',
    cancel: 'mondd_le mondja_le lemondani', book: 'foglalj foglald foglaljon foglalni', buy: 'vedd_meg vásárolj vásárold_meg', order: 'rendelj rendeld rendeljen rendelje rendelni',
    change: 'változtasd módosítsd módosítsa módosítson módosítani', update: 'frissítsd frissítse frissíteni', add: 'adj_hozzá add_hozzá adja_hozzá', share: 'oszd_meg ossza_meg megosztani',
    reply: 'válaszolj válaszoljon válaszolni', create: 'hozz_létre hozzon_létre létrehozni', approve: 'hagyd_jóvá hagyja_jóvá jóváhagyni',
    notify: 'értesítsd értesítse értesíteni szólj', move: 'helyezd_át tedd_át', invite: 'hívd_meg hívja_meg meghívni', search: 'keresd keress keresse keressen',
    find: 'találd_meg', show: 'mutasd mutassa', check: 'ellenőrizd ellenőrizze nézd_meg',
  } },
  // Romanian: "nu trimite" (don't send), "nu plătiți". Written with or without its diacritics.
  { lang: 'ro', negateBefore: ['nu'], forms: {
    send: 'trimite trimiteți trimiteti expediază', pay: 'plătește plătiți plăti platește plateste platiti', transfer: 'transferă transferați virează',
    refund: 'rambursează rambursați returnează_banii', cancel: 'anulează anulați anuleaza anulati', delete: 'șterge ștergeți sterge stergeti',
    book: 'rezervă rezervați', reschedule: 'reprogramează', move: 'mută mutați', buy: 'cumpără cumpărați cumpara', order: 'comandați',
    change: 'schimbă schimbați modifică modificați', update: 'actualizează actualizați', add: 'adaugă adăugați', share: 'distribuie partajează',
    forward: 'redirecționează trimite_mai_departe', reply: 'răspundeți', create: 'creează creați', approve: 'aprobă aprobați', notify: 'anunță anunțați înștiințează notifică',
    invite: 'invită', assign: 'atribuie alocă', search: 'caută', find: 'găsește', show: 'arată afișează', check: 'verifică',
  } },
  // Slovak, and the negated forms of Slovak and Czech ("neposielaj", "neposílej": the prefix is the negation).
  { lang: 'sk', forms: {
    send: 'odošli odošlite pošlite poslať', transfer: 'pošli_peniaze', pay: 'zaplaťte zaplatiť uhraď uhraďte', refund: 'vráť_peniaze vráťte_peniaze', cancel: 'zrušte zrušiť',
    delete: 'vymaž vymažte zmaž odstráň odstráňte', book: 'rezervujte zarezervuj', buy: 'kúp kúpte', order: 'objednaj objednajte', change: 'zmeň zmeňte',
    add: 'pridaj pridajte', share: 'zdieľaj', forward: 'prepošli', reply: 'odpovedz odpovedzte', create: 'vytvor vytvorte', approve: 'schváľ',
    notify: 'upozorni daj_vedieť', move: 'presuň presuňte', invite: 'pozvi', search: 'vyhľadaj hľadaj', find: 'nájdi', show: 'zobraz ukáž', check: 'skontroluj',
  }, negated: {
    send: 'neposielaj neposielajte neposílej neposílejte', pay: 'neplať neplaťte', delete: 'nemaž nemažte nemazej', cancel: 'nerušte', buy: 'nekupuj nekupujte',
    order: 'neobjednávaj neobjednávej',
  } },
  // Slovenian: "ne pošlji", "nikar ne".
  { lang: 'sl', negateBefore: ['nikar', 'ne'], forms: {
    send: 'pošlji pošljite poslati', pay: 'plačaj plačajte plačati', transfer: 'nakaži nakažite', refund: 'vrni_denar vrnite_denar', cancel: 'prekliči prekličite odpovej',
    delete: 'izbriši izbrišite zbriši pobriši', book: 'rezerviraj rezervirajte', buy: 'kupi kupite', order: 'naroči naročite', change: 'spremeni spremenite',
    update: 'posodobi posodobite', add: 'dodaj dodajte', forward: 'posreduj posredujte', create: 'ustvari ustvarite', approve: 'odobri potrdi', notify: 'obvesti obvestite',
    move: 'prestavi premakni', invite: 'povabi', search: 'poišči', show: 'pokaži prikaži', check: 'preveri',
  } },
  // Croatian, Serbian and Bosnian in Latin letters: "ne šalji", "nemoj slati" (don't send).
  { lang: 'hbs', negateBefore: ['nemoj', 'nemojte', 'ne'], forms: {
    send: 'pošalji pošaljite šalji slati poslati', pay: 'plati platite platiti uplati uplatite plaćaj', refund: 'vrati_novac vratite_novac refundiraj',
    cancel: 'otkaži otkažite otkazati otkazuj poništi', delete: 'obriši obrišite izbriši izbrišite briši obrisati izbrisati',
    book: 'rezerviraj rezervirajte rezerviši rezervišite rezervirati rezervisati', move: 'pomakni pomeri pomjeri premjesti premesti prebaci', buy: 'kupi kupite kupuj',
    order: 'naruči naručite', change: 'promijeni promeni promijenite promenite izmijeni izmeni', update: 'ažuriraj ažurirajte', add: 'dodaj dodajte',
    share: 'podijeli podeli', forward: 'proslijedi prosledi', create: 'napravi kreiraj stvori', approve: 'odobri odobrite', notify: 'obavijestite obavestite javi javite',
    assign: 'dodijeli dodeli', search: 'potraži traži', find: 'nađi pronađi', show: 'pokaži prikaži', check: 'provjeri proveri',
  } },
  // Serbian in Cyrillic ("обриши"), Macedonian ("избриши", "испрати") and Bulgarian ("изтрий", "изпрати"): "не ја испрати" (don't send it).
  { lang: 'sr-mk-bg', negateBefore: ['немој', 'немојте', 'не'], forms: {
    send: 'пошаљи пошаљите шаљи послати слати испрати испратете изпрати изпратете изпращай прати пратете', pay: 'уплати уплатите платите платете плащай',
    transfer: 'преведи_пари', charge: 'вземи_плащане вземете_плащане наплати наплатите', refund: 'врати_новац врати_пари върни_парите върнете_парите', cancel: 'откажи откажите откажете анулирай анулирайте',
    delete: 'обриши обришите избриши избришите бриши изтрий изтрийте трий', book: 'резервиши резервишите резервирај резервирајте резервирай резервирайте',
    buy: 'купите купете купувай', order: 'наручи наручите нарачај нарачајте поръчай поръчайте поръчвай', change: 'промените сменете', update: 'ажурирај ажурирајте актуализирай',
    add: 'додај додајте додадете добави добавете', share: 'подели поделите сподели споделете', forward: 'препрати', create: 'направи креирај създай създайте',
    approve: 'одобрете', notify: 'обавестите јави јавите известете уведомете съобщи', move: 'помери премести преместете', invite: 'покани',
    search: 'пребарај потърси', find: 'пронађи нађи најди намери', show: 'прикажи', check: 'провери проверите',
  } },
  { lang: 'be', forms: {
    send: 'адпраў адпраўце дашлі дашліце', pay: 'заплаці аплаці аплаціце', refund: 'вярні_грошы', cancel: 'адмяні адмяніце', delete: 'выдалі выдаліце',
    book: 'забраніруй забраніруйце', buy: 'купі купіце', order: 'замоў замоўце', change: 'змяні змяніце', update: 'абнаві', add: 'дадай дадайце', share: 'падзяліся',
    forward: 'перашлі', create: 'ствары стварыце', approve: 'зацвердзі', notify: 'паведамі паведаміце', move: 'перанясі перамясці', invite: 'запрасі',
    find: 'знайдзі', show: 'пакажы', check: 'правер',
  } },
  // Ukrainian plural and polite forms whose stem differs from the singular's (ru-uk lists "надішли*", not "надішліть").
  // Ukrainian: the informal imperative ("надішли", "видали", "скасуй") as people type it, and the formal one.
  { lang: 'uk', forms: {
    send: 'надішліть надішли надіслати', pay: 'оплатіть оплатити заплати заплатіть', refund: 'поверни_кошти поверніть_кошти поверни_гроші поверніть_гроші',
    cancel: 'відміни відмініть скасуй скасуйте скасувати', delete: 'видаліть видали видалити', move: 'перенесіть перемістіть перенеси перемісти',
    forward: 'перешліть перешли переслати', invite: 'запросіть запроси', find: 'знайдіть знайди', buy: 'купіть купи', share: 'поділіться поділися',
    notify: 'сповісти сповістіть повідом повідомте', archive: 'архівуй', register: 'зареєструйте зареєструй', post: 'опублікуйте опублікуй',
    reply: 'відповідай відповісти дай_відповідь дайте_відповідь', thank: 'подякуй подякуйте', book: 'забронюй забронюйте', order: 'замов замовте',
    change: 'зміни змініть', update: 'онови оновіть', add: 'додай додайте', create: 'створи створіть', show: 'покажи покажіть', check: 'перевір перевірте',
  } },
  // Lithuanian: the negation is the prefix ("nesiųsk": don't send).
  { lang: 'lt', forms: {
    send: 'siųsk siųskite išsiųsk išsiųskite nusiųsk nusiųskite siųsti išsiųsti nusiųsti', pay: 'sumokėk sumokėkite apmokėk apmokėkite', transfer: 'pervesk perveskite',
    refund: 'grąžink_pinigus grąžinkite_pinigus', cancel: 'atšauk atšaukite atšaukti', delete: 'ištrink ištrinkite pašalink pašalinkite', book: 'rezervuok rezervuokite',
    order: 'užsakyk užsakykite', buy: 'nupirk nupirkite pirk pirkite', change: 'pakeisk pakeiskite', update: 'atnaujink atnaujinkite', add: 'pridėk pridėkite',
    forward: 'persiųsk persiųskite', reply: 'atsakyk atsakykite', create: 'sukurk sukurkite', approve: 'patvirtink patvirtinkite', notify: 'pranešk praneškite informuok',
    move: 'perkelk perkelkite', invite: 'pakviesk', search: 'ieškok', find: 'surask rask', show: 'parodyk parodykite', check: 'patikrink patikrinkite',
  }, negated: { send: 'nesiųsk nesiųskite', pay: 'nemokėk nemokėkite', cancel: 'neatšauk neatšaukite', delete: 'netrink netrinkite', buy: 'nepirk nepirkite' } },
  // Latvian: the negation is the prefix ("nesūti": don't send).
  { lang: 'lv', forms: {
    send: 'sūti sūtiet nosūti nosūtiet aizsūti aizsūtiet sūtīt nosūtīt', pay: 'samaksā samaksājiet apmaksā apmaksājiet', transfer: 'pārskaiti pārskaitiet',
    refund: 'atmaksā atmaksājiet', cancel: 'atcel atceliet atcelt', delete: 'izdzēs izdzēsiet dzēs', book: 'rezervē rezervējiet', buy: 'nopērc nopērciet',
    order: 'pasūti pasūtiet', change: 'maini mainiet nomaini', update: 'atjaunini atjauniniet', add: 'pievieno pievienojiet', forward: 'pārsūti pārsūtiet',
    create: 'izveido izveidojiet', approve: 'apstiprini apstipriniet', notify: 'paziņo paziņojiet informē', move: 'pārcel pārceliet', invite: 'uzaicini',
    search: 'meklē', find: 'atrodi', show: 'parādi', check: 'pārbaudi',
  }, negated: { send: 'nesūti nesūtiet', pay: 'nemaksā nemaksājiet', cancel: 'neatcel neatceliet', delete: 'nedzēs nedzēsiet', buy: 'nepērc nepērciet' } },
  // Albanian: "mos dërgo" (don't send). Written with or without "ë".
  { lang: 'sq', negateBefore: ['mos'], forms: {
    send: 'dërgo dërgoni dergo dergoni', pay: 'paguaj paguani', transfer: 'transfero', refund: 'rimburso kthe_paratë', cancel: 'anulo anuloni', delete: 'fshi fshini',
    book: 'rezervo rezervoni', buy: 'bli blini', order: 'porosit porositni', change: 'ndrysho ndryshoni', update: 'përditëso përditësoni', add: 'shto shtoni',
    forward: 'përcill', reply: 'përgjigju përgjigjuni', create: 'krijo krijoni', approve: 'mirato miratoni', notify: 'njofto njoftoni lajmëro', move: 'zhvendos',
    invite: 'fto ftoni', search: 'kërko', show: 'trego', check: 'kontrollo verifiko',
  } },
];
