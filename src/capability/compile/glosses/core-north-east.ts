/**
 * The core request verbs of Northern, Central and Eastern Europe as people type them to an
 * assistant, beyond northern-europe.ts, central-eastern-europe.ts and the tables of gloss-forms.ts:
 * plural and polite imperatives, forms with a pronoun ("wyślij mi", "send mig"), and the phrases that
 * make a request of a noun ("daj dostęp", "vystav fakturu", "zmień termin", "дай доступ"). Each
 * language's negations are read as in its own table; "не", "nie", "ne" before a verb are read for all.
 *
 * Left out: Finnish "lisää" and "tilaa" alone ("more", "space"), "vastaa" alone ("answer the question" asks the assistant), "kerro" alone ("kerro minulle": tell
 * me, a read); Swedish "sätt" ("way"); Danish "svar" ("an answer"); Polish "powiedz" alone
 * ("powiedz mi": tell me); Russian "напиши" alone (to write a text is not to send one).
 */
import type { GlossLanguage } from './language.ts';

// prettier-ignore
export const CORE_NORTH_EAST: readonly GlossLanguage[] = [
  { lang: 'sv-core', negateBefore: ['inte', 'ej', 'aldrig'], negateAfter: ['inte', 'ej', 'aldrig', 'inget', 'inga', 'ingenting'], forms: {
    send: 'skicka_mig skicka_oss', 'send him': 'skriv_till', text: 'sms:a smsa', refund: 'betala_tillbaka', transfer: 'för_över överför', delete: 'töm',
    'make an appointment': 'boka_tid boka_en_tid', schedule: 'schemalägg planera', set: 'ställ_in ställ_om', add: 'lägg_in',
    'give access': 'ge_åtkomst ge_tillgång ge_behörighet', revoke: 'återkalla dra_in_behörigheten', issue: 'fakturera utfärda ställ_ut', register: 'anmäl', 'register me for': 'anmäl_mig',
    notify: 'säg_till tala_om_för', close: 'stäng', post: 'publicera', reply: 'besvara',
  } },
  // Danish and Norwegian: "send" is English too, read with its object pronoun ("send mig fakturaen") so that
  // its negation after the object is read ("send mig ikke flere").
  { lang: 'da-no-core', negateBefore: ['ikke', 'ikkje', 'aldrig', 'aldri'], negateAfter: ['ikke', 'ikkje', 'aldrig', 'aldri', 'intet', 'ingen', 'ingenting'], forms: {
    send: 'send_mig send_meg send_os send_oss send_ham send_hende send_henne send_dem', refund: 'refundér betal_tilbage betal_tilbake', transfer: 'overfør overfør_penge',
    delete: 'fjern tøm', 'make an appointment': 'book_tid bestil_tid bestill_time book_time', schedule: 'planlæg planlegg', set: 'indstil still_inn',
    'give access': 'giv_adgang gi_tilgang giv_adgang_til', revoke: 'tilbagekald fjern_adgang fjern_tilgang', issue: 'udsted fakturer fakturér',
    register: 'meld_på', 'register me for': 'tilmeld_mig meld_meg_på', add: 'tilføy', close: 'luk lukk', post: 'publicer', notify: 'sig_til si_fra si_ifra',
  } },
  // Finnish: "palauta" returns an order or a purchase; with the money it refunds ("palauta rahat", gloss-forms' northern table).
  { lang: 'fi-core', negateBefore: ['älä', 'älkää'], forms: {
    text: 'tekstaa lähetä_tekstiviesti', email: 'sähköpostita lähetä_sähköposti', refund: 'palauta_raha palauta_maksu hyvitä_maksu', return: 'palauta palauttakaa',
    transfer: 'siirrä_rahaa tee_tilisiirto', set: 'aseta asettakaa säädä', add: 'lisätkää lisää_listalle lisää_ostoslistalle', order: 'tilaa_minulle tilaa_meille',
    'make an appointment': 'varaa_aika varaa_minulle_aika', schedule: 'ajoita', 'give access': 'anna_pääsy anna_käyttöoikeus anna_oikeudet', revoke: 'peru_käyttöoikeus poista_käyttöoikeus',
    issue: 'laadi_lasku tee_lasku laskuta', close: 'sulje sulkekaa', post: 'julkaise julkaiskaa', reply: 'vastaa_viestiin vastaa_sähköpostiin vastatkaa_viestiin', 'notify him': 'kerro_hänelle', register: 'rekisteröidy',
  } },
  { lang: 'pl-core', forms: {
    send: 'wyślij_mi wyślijmy przyślij podeślij wysyłaj', 'send him': 'napisz_do', email: 'napisz_maila napisz_e-mail napisz_mejla', text: 'napisz_sms napisz_smsa',
    message: 'napisz_wiadomość', pay: 'opłaćcie ureguluj', refund: 'zwróćcie oddaj_pieniądze', transfer: 'zrób_przelew zróbcie_przelew wykonaj_przelew',
    cancel: 'anulujcie odwołajcie', delete: 'usuńcie wykasuj wyczyść', book: 'zarezerwujcie zabukuj', order: 'zamówcie', buy: 'kupcie',
    reschedule: 'zmień_termin przełóżcie przesuń_termin', change: 'zmieńcie', update: 'zaktualizujcie', set: 'ustaw ustawcie nastaw', add: 'dodajcie dopisz',
    move: 'przenieście przesuńcie', 'give access': 'daj_dostęp daj_mu_dostęp daj_jej_dostęp przyznaj_dostęp nadaj_uprawnienia', revoke: 'odbierz_uprawnienia cofnij_uprawnienia usuń_dostęp',
    create: 'utwórzcie', issue: 'wystawcie', register: 'zarejestruj', 'notify him': 'powiedz_mu powiedz_jej przekaż_mu przekaż_jej', reply: 'odpowiedzcie odpisz',
    forward: 'przekaż_dalej prześlijcie', approve: 'zatwierdźcie zaakceptujcie', post: 'opublikuj opublikujcie', close: 'zamknij zamknijcie',
  } },
  { lang: 'cs-core', forms: {
    send: 'odešli odešlete', 'send him': 'napiš_mu napiš_jí', email: 'napiš_mail napiš_e-mail', text: 'napiš_sms pošli_sms', message: 'napiš_zprávu',
    pay: 'uhraď', transfer: 'převeď převeďte', cancel: 'stornuj stornujte', delete: 'vymaž odstraňte vyprázdni', book: 'zarezervuj',
    'make an appointment': 'objednej_mě objednejte_mě', buy: 'nakup', reschedule: 'změň_termín přeplánuj přesuň_schůzku', update: 'aktualizujte', set: 'nastav nastavte',
    add: 'připiš', move: 'přesuňte', 'give access': 'dej_přístup dejte_přístup dej_mu_přístup povol_přístup', revoke: 'odeber_přístup zruš_přístup',
    issue: 'vystav vystavte', register: 'zaregistruj', 'notify him': 'řekni_mu řekni_jí', reply: 'odpovězte odepiš', forward: 'přepošlete', approve: 'schvalte',
    post: 'zveřejni publikuj', close: 'zavři zavřete uzavři',
  } },
  { lang: 'sk-core', forms: {
    send: 'pošli', email: 'napíš_mail napíš_e-mail', message: 'napíš_správu', 'send him': 'napíš_mu', pay: 'zaplať', transfer: 'preveď',
    reschedule: 'zmeň_termín', update: 'aktualizuj', set: 'nastav', 'give access': 'daj_prístup', revoke: 'odober_prístup', issue: 'vystav',
    register: 'zaregistruj', approve: 'schváľte', forward: 'prepošlite', post: 'zverejni', close: 'zatvor zatvorte',
  } },
  { lang: 'ru-uk-core', forms: {
    'send him': 'напиши_ему напиши_ей напишите_ему напишите_ей напиши_йому напиши_їй', message: 'напиши_сообщение напиши_повідомлення', text: 'напиши_смс отправь_смс',
    refund: 'верните_деньги оформи_возврат сделай_возврат оформіть_повернення поверніть_гроші', transfer: 'перекажіть',
    delete: 'очисти очистите очисть', set: 'поставь поставьте установи установите постав встанови встановіть',
    'give access': 'дай_доступ дайте_доступ предоставь_доступ открой_доступ надай_доступ надайте_доступ', revoke: 'отзови отзовите забери_доступ закрой_доступ відклич',
    issue: 'выставь_счёт выставь_счет выставьте_счёт выставьте_счет виставь_рахунок', 'notify him': 'скажи_ему скажи_ей передай_ему передай_ей скажи_йому',
    notify: 'передай передайте', post: 'запости выложи', close: 'закрой закройте закрий закрийте',
  } },
  { lang: 'hu-core', forms: {
    email: 'írj_e-mailt írj_emailt', text: 'írj_sms-t', 'send him': 'írj_neki', set: 'állítsd_be állítsa_be', 'give access': 'adj_hozzáférést adjon_hozzáférést',
    revoke: 'vond_vissza vonja_vissza', issue: 'állíts_ki állítsd_ki állítsa_ki', register: 'regisztrálj regisztráld jelentkezz', close: 'zárd_le zárja_le',
    post: 'tedd_közzé posztold', 'make an appointment': 'foglalj_időpontot kérj_időpontot',
  } },
  { lang: 'ro-core', negateBefore: ['nu'], forms: {
    set: 'setează setați', 'give access': 'dă-i_acces acordă_acces', revoke: 'revocă', issue: 'emite', register: 'înregistrează', 'register me for': 'înscrie-mă',
    close: 'închide închideți', post: 'postează', reply: 'răspunde', 'notify him': 'spune-i', schedule: 'programează', 'make an appointment': 'fă_o_programare',
    refund: 'dă-mi_banii_înapoi',
  } },
  { lang: 'sl-hbs-core', negateBefore: ['nemoj', 'nemojte', 'nikar'], forms: {
    set: 'nastavi postavi podesi namjesti namesti', close: 'zapri zatvori zatvorite', issue: 'izstavi izdaj_račun ispostavi', 'give access': 'daj_dostop daj_pristup dajte_pristup',
    revoke: 'odvzemi_dostop ukini_pristup oduzmi_pristup', register: 'registriraj registruj', reply: 'odgovorite', post: 'objavi objavite',
    schedule: 'zakaži zakažite', reschedule: 'pomakni_termin pomeri_termin',
  } },
  { lang: 'sr-mk-bg-core', negateBefore: ['немој', 'немојте'], forms: {
    set: 'постави подеси настрой', close: 'затвори затворете', issue: 'издај издай', 'give access': 'дај_приступ дай_достъп', revoke: 'отзови',
    register: 'регистрирај регистрирай', post: 'објави публикувай', schedule: 'закажи насрочи',
  } },
  { lang: 'be-baltic-sq-core', negateBefore: ['mos'], forms: {
    set: 'усталюй nustatyk nustatykite iestati iestatiet vendos', close: 'закрый uždaryk aizver mbyll', reply: 'адкажы atbildiet', post: 'апублікуй paskelbk publicē publiko',
    issue: 'išrašyk', 'give access': 'suteik_prieigą piešķir_piekļuvi jep_qasje', revoke: 'atsauc revoko', register: 'užregistruok reģistrē regjistro',
    schedule: 'suplanuok ieplāno',
  } },
];
