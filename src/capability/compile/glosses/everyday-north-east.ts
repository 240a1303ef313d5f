/**
 * The everyday request verbs of Northern, Central and Eastern Europe as people type them to an
 * assistant, beyond core-north-east.ts and the tables before it: writing to someone, texting,
 * charging a customer, starting, stopping and restarting, turning a device on or off, locking and
 * unlocking, opening, uploading and downloading, renewing. Each language's negations are read as
 * in its own table; where the negation is the verb's prefix (Lithuanian, Latvian) the negated
 * forms are listed.
 *
 * "Write" ("kirjoita", "schreib mir", "napisz mi") glosses as "write", whose object decides between a
 * message ("an SMS to +48…") and a document ("a summary"), as in English. Left out: Swedish and Danish "lås"
 * alone (a lock), Norwegian "stopp" (a stop), Finnish "uusi" (new), "peru" (Peru), "lisa" (a name),
 * Greek "ξεκίνησε" and "σταμάτησε" (also "it started", "it stopped"), Serbian and Croatian
 * "odgovori" alone (answers), Romanian "publică" (public), Ukrainian "продовж" (also "go on"),
 * Albanian "hap" (an English word); Romanian "încarcă", Albanian "ngarko", Croatian "učitaj" and Slovenian "naloži" (load, charge or
 * upload: a top-up is no upload).
 */
import type { GlossLanguage } from './language.ts';

// prettier-ignore
export const EVERYDAY_NORTH_EAST: readonly GlossLanguage[] = [
  { lang: 'sv-everyday', negateBefore: ['inte', 'ej', 'aldrig'], negateAfter: ['inte', 'ej', 'aldrig', 'inget', 'inga', 'ingenting'], forms: {
    write: 'skriv_till_mig skriv_till_honom skriv_till_henne', text: 'skicka_ett_sms skicka_sms', email: 'skicka_ett_mejl skicka_ett_mail skicka_mejl', charge: 'debitera',
    start: 'starta', stop: 'stoppa', restart: 'starta_om', 'turn on': 'sätt_på slå_på tänd', 'turn off': 'stäng_av slå_av släck',
    lock: 'lås_dörren lås_ytterdörren lås_bilen lås_den lås_det', unlock: 'lås_upp', open: 'öppna', post: 'lägg_upp', upload: 'ladda_upp', download: 'ladda_ner ladda_ned',
    renew: 'förnya', show: 'visa_mig', register: 'registrera_mig anmäl_dig',
  } },
  { lang: 'da-no-everyday', negateBefore: ['ikke', 'ikkje', 'aldrig', 'aldri'], negateAfter: ['ikke', 'ikkje', 'aldrig', 'aldri', 'intet', 'ingen', 'ingenting'], forms: {
    write: 'skriv_til skriv_til_meg skriv_til_mig', text: 'send_en_sms send_sms', email: 'send_en_mail send_en_e-mail send_en_epost send_en_e-post', reply: 'svar_på svar_ham svar_henne',
    charge: 'opkræv krev_inn belast', 'turn on': 'tænd skru_på slå_på tænd_for', 'turn off': 'sluk skru_av slå_av sluk_for', restart: 'genstart start_på_nytt start_om_igjen',
    stop: 'stans', lock: 'lås_døren lås_døra lås_bilen', unlock: 'lås_op lås_opp', open: 'åbn åpne', upload: 'last_opp', download: 'last_ned',
    renew: 'forny', show: 'vis_mig vis_meg', order: 'bestill_meg',
  } },
  { lang: 'is-everyday', negateBefore: ['ekki', 'aldrei'], negateAfter: ['ekki', 'aldrei'], forms: {
    'give access': 'gefðu_aðgang gefðu_honum_aðgang gefðu_henni_aðgang gefðu_þeim_aðgang gefðu_mér_aðgang gefið_aðgang veittu_aðgang', write: 'skrifaðu_mér skrifaðu_honum skrifaðu_henni',
    text: 'sendu_sms', email: 'sendu_tölvupóst', notify: 'láttu_vita', charge: 'rukkaðu', set: 'stilltu', register: 'skráðu', revoke: 'afturkallaðu',
    start: 'ræstu', stop: 'stöðvaðu', restart: 'endurræstu', 'turn on': 'kveiktu_á kveiktu', 'turn off': 'slökktu_á slökktu', lock: 'læstu', unlock: 'aflæstu',
    open: 'opnaðu', close: 'lokaðu', post: 'birtu', upload: 'hladdu_upp', download: 'sæktu', renew: 'endurnýjaðu', issue: 'gefðu_út', check: 'athugaðu', move: 'færðu',
  } },
  { lang: 'fi-everyday', negateBefore: ['älä', 'älkää'], forms: {
    write: 'kirjoita kirjoittakaa kirjoita_hänelle kirjoita_minulle kirjoita_meille', text: 'laita_tekstiviesti laita_viesti', reply: 'vastaa_hänelle',
    charge: 'veloita veloittakaa', start: 'käynnistä käynnistäkää', stop: 'pysäytä pysäyttäkää', restart: 'käynnistä_uudelleen',
    'turn on': 'laita_päälle kytke_päälle sytytä', 'turn off': 'sammuta sammuttakaa laita_pois_päältä kytke_pois', lock: 'lukitse lukitkaa', unlock: 'avaa_lukitus',
    open: 'avaa avatkaa', download: 'lataa', 'give access': 'anna_oikeus', check: 'katso tarkistakaa', find: 'etsi_minulle',
  } },
  { lang: 'et-everyday', negateBefore: ['ära', 'ärge'], forms: {
    write: 'kirjuta kirjutage kirjuta_mulle kirjuta_talle', text: 'saada_sõnum saada_sms', email: 'saada_e-kiri saada_meil', reply: 'vastake',
    set: 'seadista määra', register: 'registreeri registreeru', 'give access': 'anna_ligipääs anna_juurdepääs', revoke: 'eemalda_ligipääs',
    start: 'käivita käivitage', stop: 'peata peatage', restart: 'taaskäivita taaskäivitage', 'turn on': 'lülita_sisse', 'turn off': 'lülita_välja',
    lock: 'lukusta lukustage', unlock: 'ava_lukk', open: 'avage', close: 'sulge sulgege', post: 'avalda', upload: 'laadi_üles', download: 'laadi_alla',
    renew: 'pikenda pikendage', move: 'liiguta', add: 'lisage', issue: 'väljasta',
  } },
  { lang: 'ga-everyday', negateBefore: ['ná'], forms: {
    check: 'déan_cinnte', write: 'scríobh scríobh_chuig', text: 'seol_téacs', email: 'seol_ríomhphost', notify: 'inis_do', set: 'socraigh', register: 'cláraigh',
    start: 'tosaigh', restart: 'atosaigh', 'turn on': 'cas_air', 'turn off': 'múch cas_as', open: 'oscail', post: 'foilsigh',
    upload: 'uaslódáil', download: 'íoslódáil', renew: 'athnuaigh', 'give access': 'tabhair_rochtain',
  } },
  { lang: 'cy-everyday', negateBefore: ['paid', 'peidiwch', 'peidio'], forms: {
    reply: 'atebwch', text: 'anfon_neges', set: 'gosodwch', register: 'cofrestrwch cofrestru', start: 'dechreuwch', stop: 'stopiwch', restart: 'ailgychwynnwch',
    'turn on': 'trowch_ymlaen', 'turn off': 'diffoddwch', lock: 'cloiwch', open: 'agorwch', close: 'caewch', post: 'cyhoeddwch', renew: 'adnewyddwch', check: 'gwiriwch',
  } },
  // Polish, Czech, Slovak, Russian, Ukrainian and Bulgarian negate the imperfective ("nie wyłączaj", "не выключай",
  // "не изключвай"); Czech and Slovak write it as the prefix ("nevypínej"). The imperfective asked alone is a request too.
  { lang: 'pl-everyday', forms: {
    write: 'napisz_mi napiszcie_mi napisz_nam', text: 'wyślij_sms wyślij_smsa wyślij_esemesa', email: 'wyślij_maila wyślij_e-mail', charge: 'pobierz_opłatę obciąż_kartę',
    register: 'zapisz_się', restart: 'uruchom_ponownie zrestartuj restartuj', 'turn on': 'włącz włączcie włączaj', 'turn off': 'wyłącz wyłączcie wyłączaj',
    stop: 'zatrzymaj zatrzymajcie zatrzymuj', start: 'uruchamiaj', lock: 'zablokuj zablokujcie zamknij_na_klucz blokuj', unlock: 'odblokuj odblokujcie odblokowuj',
    open: 'otwórz otwórzcie otwieraj', upload: 'wgraj wgrajcie wgrywaj', download: 'pobierz pobierzcie ściągnij pobieraj', renew: 'odnów przedłuż odnawiaj',
    show: 'pokażcie', check: 'sprawdźcie', find: 'znajdźcie',
  } },
  { lang: 'cs-sk-everyday', forms: {
    write: 'napiš_mi napíš_mi napište_mi napíšte_mi', text: 'pošli_sms pošlite_sms', charge: 'naúčtuj naúčtujte strhni',
    cancel: 'zruš zrušte', delete: 'smaž smažte', book: 'rezervuj', start: 'spusť spusťte spusti spustite', stop: 'zastav zastavte', restart: 'restartuj reštartuj restartujte reštartujte',
    'turn on': 'zapni zapněte zapnite', 'turn off': 'vypni vypněte vypnite', lock: 'zamkni zamkněte zamknite', unlock: 'odemkni odemkněte odomkni odomknite',
    open: 'otevři otevřete otvorte', upload: 'nahraj nahrajte', download: 'stáhni stáhněte stiahni stiahnite', renew: 'prodluž prodlužte predĺž predĺžte',
    reply: 'odpovedz', register: 'zaregistrujte', post: 'zveřejněte zverejnite',
  }, negated: {
    'turn on': 'nezapínej nezapínejte nezapínaj nezapínajte', 'turn off': 'nevypínej nevypínejte nevypínaj nevypínajte', lock: 'nezamykej nezamykejte nezamykaj nezamykajte',
    unlock: 'neodemykej neodemykejte neodomykaj neodomykajte', start: 'nespouštěj nespouštějte nespúšťaj nespúšťajte', restart: 'nerestartuj nereštartuj',
    open: 'neotvírej neotvírejte neotváraj neotvárajte', download: 'nestahuj nesťahuj', cancel: 'nerušte',
  } },
  { lang: 'ru-uk-be-everyday', forms: {
    write: 'напиши_мне напишите_мне напиши_нам напиши_мені напишіть_мені', text: 'скинь_смс отправь_сообщение надішли_смс', email: 'отправь_письмо отправьте_письмо надішли_листа',
    charge: 'спиши спишите', start: 'запусти запустите запустіть запусці запускай', stop: 'останови остановите зупини зупиніть спыні останавливай зупиняй',
    restart: 'перезапусти перезапустите перезагрузи перезагрузите перезавантаж перезавантажте перазапусці перезапускай перезагружай',
    'turn on': 'включи включите увімкни увімкніть уключы включай вмикай', 'turn off': 'выключи выключите вимкни вимкніть выключай вимикай',
    lock: 'заблокируй заблокируйте заблокуй заблокуйте запри заблакуй блокируй', unlock: 'разблокируй разблокируйте розблокуй розблокуйте отопри разблакуй',
    open: 'открой откройте відкрий відкрийте адкрый открывай відкривай', upload: 'загрузи загрузите', download: 'скачай скачайте спампуй скачивай', renew: 'продли продлите продлевай',
    register: 'зарэгіструй',
  } },
  // Hungarian: "ne kapcsold ki" (don't switch off).
  { lang: 'hu-everyday', forms: {
    add: 'tegyél_be tedd_be tegye_be tegyen_be', write: 'írj_nekem írjon_nekem', text: 'küldj_sms-t küldjön_sms-t', email: 'küldj_e-mailt küldj_emailt küldjön_e-mailt',
    charge: 'terheld_meg terhelje_meg', issue: 'számlázd_ki számlázza_ki', start: 'indítsd indítsa indítsd_el indítsa_el', stop: 'állítsd_le állítsa_le',
    restart: 'indítsd_újra indítsa_újra', 'turn on': 'kapcsold_be kapcsolja_be', 'turn off': 'kapcsold_ki kapcsolja_ki kapcsold_le kapcsolja_le', lock: 'zárd_be zárja_be',
    unlock: 'oldd_fel oldja_fel', open: 'nyisd_meg nyissa_meg nyisd_ki nyissa_ki', upload: 'töltsd_fel töltse_fel', download: 'töltsd_le töltse_le',
    renew: 'hosszabbítsd_meg hosszabbítsa_meg újítsd_meg újítsa_meg',
  } },
  // Romanian: "nu opri" (don't stop) is the infinitive after "nu"; asked alone it is no request.
  { lang: 'ro-everyday', negateBefore: ['nu'], forms: {
    write: 'scrie-mi scrie-i scrieți-mi', text: 'trimite_un_sms trimite_un_mesaj', email: 'trimite_un_e-mail trimite_un_email', charge: 'taxează încasează',
    start: 'pornește porniți', stop: 'oprește opriți', restart: 'repornește reporniți', 'turn on': 'aprinde', 'turn off': 'stinge', lock: 'blochează încuie',
    unlock: 'deblochează descuie', open: 'deschide deschideți', download: 'descarcă', renew: 'reînnoiește prelungește',
  }, negated: {
    start: 'nu_porni', stop: 'nu_opri', restart: 'nu_reporni', lock: 'nu_bloca nu_încuia', unlock: 'nu_debloca nu_descuia', download: 'nu_descărca', renew: 'nu_reînnoi nu_prelungi',
  } },
  // Croatian, Serbian and Bosnian: "nemoj isključiti" (don't switch off) is the infinitive after "nemoj".
  { lang: 'sl-hbs-everyday', negateBefore: ['nemoj', 'nemojte', 'nikar', 'ne'], forms: {
    write: 'napiši_mi piši_mi pišite_mi', text: 'pošalji_sms pošalji_poruku pošlji_sms', reply: 'odgovori_mu odgovori_joj odgovorite_mu', charge: 'naplati naplatite zaračunaj',
    start: 'pokreni pokrenite zaženi zaženite', stop: 'zaustavi zaustavite ustavi ustavite', restart: 'ponovo_pokreni ponovno_pokreni restartuj ponovno_zaženi',
    'turn on': 'uključi uključite upali vklopi vklopite prižgi', 'turn off': 'isključi isključite ugasi izklopi izklopite ugasni', lock: 'zaključaj zaključajte zakleni',
    unlock: 'otključaj otključajte odkleni', open: 'otvori otvorite odpri odprite', download: 'preuzmi preuzmite skini prenesi',
    renew: 'produži produlji podaljšaj', register: 'prijavi_me',
  }, negated: {
    'turn on': 'nemoj_uključiti nemojte_uključiti nemoj_upaliti', 'turn off': 'nemoj_isključiti nemojte_isključiti nemoj_ugasiti', start: 'nemoj_pokretati nemoj_pokrenuti',
    stop: 'nemoj_zaustaviti', open: 'nemoj_otvarati nemoj_otvoriti', lock: 'nemoj_zaključati', unlock: 'nemoj_otključati', charge: 'nemoj_naplatiti nemojte_naplatiti',
  } },
  { lang: 'sr-mk-bg-everyday', negateBefore: ['немој', 'немојте', 'не'], forms: {
    write: 'пиши_ми напиши_ми', charge: 'наплати наплатите', start: 'покрени покрените стартирай стартирайте пусни', stop: 'заустави спри спрете спирай',
    restart: 'рестартирай рестартирајте рестартуј', 'turn on': 'укључи укључите вклучи вклучете включвай', 'turn off': 'искључи искључите изключи изключете исклучи исклучете изключвай',
    lock: 'закључај заключи заключвай', unlock: 'откључај отключи отключвай', open: 'отвори отворете отваряй', upload: 'качи качете', download: 'преузми изтегли изтеглете', renew: 'поднови',
  }, negated: { 'turn on': 'немој_укључити', 'turn off': 'немој_искључити', open: 'немој_отворити', charge: 'немој_наплатити' } },
  { lang: 'lt-everyday', forms: {
    write: 'parašyk_man parašykite_man', text: 'išsiųsk_sms', charge: 'nuskaičiuok apmokestink', start: 'paleisk paleiskite', stop: 'sustabdyk sustabdykite',
    restart: 'paleisk_iš_naujo perkrauk', 'turn on': 'įjunk įjunkite', 'turn off': 'išjunk išjunkite', lock: 'užrakink užrakinkite', unlock: 'atrakink atrakinkite',
    open: 'atidaryk atidarykite', upload: 'įkelk įkelkite', download: 'atsisiųsk atsisiųskite', renew: 'pratęsk pratęskite',
  }, negated: {
    'turn on': 'neįjunk neįjunkite', 'turn off': 'neišjunk neišjunkite', start: 'nepaleisk nepaleiskite', stop: 'nestabdyk', open: 'neatidaryk neatidarykite',
    lock: 'neužrakink', unlock: 'neatrakink neatrakinkite', download: 'nesisiųsk',
  } },
  { lang: 'lv-everyday', forms: {
    text: 'nosūti_sms', charge: 'iekasē', start: 'palaid palaidiet', stop: 'aptur apturiet', restart: 'restartē', 'turn on': 'ieslēdz ieslēdziet', 'turn off': 'izslēdz izslēdziet',
    lock: 'aizslēdz aizslēdziet', unlock: 'atslēdz atslēdziet', open: 'atver atveriet', upload: 'augšupielādē', download: 'lejupielādē', renew: 'pagarini pagariniet',
  }, negated: { 'turn on': 'neieslēdz neieslēdziet', 'turn off': 'neizslēdz neizslēdziet', unlock: 'neatslēdz', open: 'neatver neatveriet', start: 'nepalaid' } },
  // Albanian: "mos e fik" (don't switch it off).
  { lang: 'sq-everyday', negateBefore: ['mos'], forms: {
    text: 'dërgo_sms dërgo_mesazh', charge: 'tarifo', 'turn on': 'ndiz ndizni ndize', 'turn off': 'fik fikni fike', stop: 'ndalo ndaloni', restart: 'rinis',
    lock: 'kyçe', unlock: 'zhblloko', open: 'hapni hape', download: 'shkarko', renew: 'rinovo', find: 'gjej',
  } },
  // Greek: "μην ανάψεις" (don't switch on) takes the subjunctive.
  { lang: 'el-everyday', forms: {
    write: 'γραψε_μου γραψε_του γραψε_της γραψτε_μου', charge: 'χρεωσε χρεωστε χρεωσεις', restart: 'επανεκκινησε', start: 'εκκινησε', 'turn on': 'αναψε αναψτε αναψεις',
    'turn off': 'σβησε_το_φως', lock: 'κλειδωσε κλειδωστε κλειδωσεις', unlock: 'ξεκλειδωσε ξεκλειδωστε ξεκλειδωσεις', open: 'ανοιξε ανοιξτε ανοιξεις',
    upload: 'ανεβασε', download: 'κατεβασε',
  } },
];
