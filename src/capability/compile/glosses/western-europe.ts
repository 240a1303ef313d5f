/**
 * Request words of Western Europe and Turkey (glosses.ts reads them): Catalan, Galician and Basque,
 * and the everyday verbs and negations of Spanish, Portuguese, Italian, French, German, Dutch,
 * Polish, Czech and Turkish that verb-forms.ts and gloss-forms.ts lack. Listing a verb here also
 * lets its language's negation be read: "sende die Rechnung nicht", "ne pas envoyer", "stuur niet".
 * Left out: German "zahlen" (also "numbers"), Portuguese "peça" (also "piece"), "cobre" (Spanish
 * "charge!", Portuguese "copper"), "modifica" and "revoca" (Italian nouns), French "valide" ("valid").
 */
import type { GlossLanguage } from './language.ts';

// prettier-ignore
export const WESTERN_EUROPE: readonly GlossLanguage[] = [
  // Catalan: "no enviïs" (don't send). "cancel·la" splits at its middle dot; "cancel" is English.
  { lang: 'ca', negateBefore: ['no', 'mai'], forms: {
    send: 'envieu enviïs', 'send him': 'envia-li envieu-li', pay: 'pagueu paguis', transfer: 'transfereix', refund: 'reemborsa retorna_els_diners', cancel: 'anul_la',
    delete: 'esborra esborreu esborrar esborris eliminis', book: 'reserveu reservis', move: 'mou', buy: 'compreu compris', change: 'canvia canvieu', update: 'actualitza',
    add: 'afegeix afegiu', share: 'comparteix', forward: 'reenvia', reply: 'respon responeu', create: 'creeu', approve: 'aprova', assign: 'assigna', invite: 'convida',
    show: 'mostra',
  } },
  // Galician: "non envíes" (don't send).
  { lang: 'gl', negateBefore: ['non', 'nunca'], forms: {
    send: 'enviade envíes mandes', pay: 'pagade pagues', cancel: 'cancelade canceles', delete: 'borrade borres', buy: 'merca mercade', add: 'engade engadide',
    refund: 'devolve', show: 'amosa', approve: 'aproba',
  } },
  // Basque: "ez bidali" (don't send). The participle is the imperative ("bidali mezua").
  { lang: 'eu', negateBefore: ['ez'], forms: {
    send: 'bidali bidal_ezazu', pay: 'ordaindu', refund: 'dirua_itzuli', cancel: 'ezeztatu bertan_behera_utzi', delete: 'ezabatu', book: 'erreserbatu', buy: 'erosi',
    change: 'aldatu', update: 'eguneratu', add: 'gehitu', share: 'partekatu', forward: 'birbidali', create: 'sortu', approve: 'onartu', notify: 'jakinarazi', move: 'mugitu',
    invite: 'gonbidatu', assign: 'esleitu', search: 'bilatu', show: 'erakutsi',
  } },
  { lang: 'es+', negateBefore: ['no', 'nunca'], forms: {
    send: 'envíe envíen mande', transfer: 'transfiera', cancel: 'anula anule', delete: 'borre elimine', reschedule: 'reprograma reprogramar', change: 'cambie',
    edit: 'modifique edita edite', update: 'actualice', add: 'agregue', share: 'comparta', forward: 'reenvíe', approve: 'aprueba apruebe', 'register me for': 'regístrame inscríbeme apúntame',
    archive: 'archiva', issue: 'emite emita', run: 'ejecuta ejecute', show: 'muéstrame', check: 'revisa',
  } },
  { lang: 'pt', negateBefore: ['não', 'nao', 'nunca'], forms: {
    send: 'mande', delete: 'exclua excluir deletar remova', reschedule: 'remarque remarcar', change: 'mude', edit: 'edite', approve: 'aprove', invite: 'convide',
    register: 'cadastre', archive: 'arquive', issue: 'emita', show: 'mostre', check: 'verifique', notify: 'notifique',
  } },
  { lang: 'it+', negateBefore: ['non', 'mai'], forms: {
    send: 'mandami inviami', approve: 'approva', invite: 'invita', 'register me for': 'registrami iscrivimi', archive: 'archivia', issue: 'emetti',
    charge: 'addebita', run: 'esegui', show: 'mostrami', check: 'controlla', cancel: 'disdici disdire', reschedule: 'riprogramma',
  } },
  // French: "ne pas envoyer", "n'envoie pas", "ne rien acheter".
  { lang: 'fr+', negateBefore: ['pas', 'jamais', 'rien'], negateAfter: ['pas', 'jamais', 'rien'], forms: {
    send: 'envoie envoyer envoyez', 'send him': 'envoie-lui', pay: 'payer payez', cancel: 'annule annuler annulez', delete: 'supprime supprimer supprimez efface effacer',
    buy: 'achète acheter achetez', order: 'commander commandez', book: 'réserver réservez', reschedule: 'reprogramme', move: 'décale', approve: 'approuve',
    'register me for': 'inscris-moi inscrivez-moi', issue: 'émets émettre', charge: 'débite', run: 'exécute', check: 'vérifie', give: 'donne donner donnez',
  }, negated: { send: "n'envoie n'envoyez", cancel: "n'annule n'annulez", buy: "n'achète n'achetez" } },
  // German: the negation may follow the object ("sende die Rechnung nicht").
  { lang: 'de+', negateBefore: ['nicht', 'nichts', 'kein', 'keine', 'keinen', 'niemals'], negateAfter: ['nicht', 'nichts', 'kein', 'keine', 'keinen', 'niemals'], forms: {
    send: 'sende senden schick schicke schicken verschicke verschicken versende versenden', email: 'maile mailen', pay: 'bezahl bezahle bezahlen begleiche begleichen',
    cancel: 'storniere stornieren kündige kündigen sag_ab sage_ab absagen', delete: 'lösch lösche löschen entferne entfernen', book: 'buche buchen reserviere reservieren',
    move: 'verschiebe verschieben verlege verlegen', reschedule: 'umbuchen buche_um buch_um', buy: 'kauf kaufe kaufen', order: 'bestell bestelle bestellen', change: 'ändere ändern', add: 'füge_hinzu hinzufügen',
    create: 'erstelle erstellen lege_an anlegen', reply: 'antworte antworten beantworte beantworten', approve: 'genehmige genehmigen', invite: 'lade_ein einladen',
  } },
  // Dutch: "stuur de factuur niet", "niet betalen".
  { lang: 'nl', negateBefore: ['niet', 'geen', 'nooit', 'niets'], negateAfter: ['niet', 'geen', 'nooit', 'niets'], forms: {
    send: 'stuur sturen verstuur versturen', email: 'mailen', pay: 'betaal betalen', cancel: 'annuleer annuleren zeg_af afzeggen', delete: 'verwijder verwijderen wis',
    book: 'reserveer reserveren', move: 'verplaats verplaatsen verzet verzetten', reschedule: 'omboeken boek_om', buy: 'koop kopen', order: 'bestel bestellen', change: 'wijzig wijzigen verander veranderen',
    add: 'voeg_toe toevoegen', create: 'maak_aan aanmaken', approve: 'keur_goed goedkeuren', invite: 'nodig_uit uitnodigen', reply: 'beantwoord beantwoorden',
    search: 'zoek zoeken', show: 'toon tonen laat_zien', check: 'controleer controleren',
  } },
  { lang: 'pl-cs+', forms: {
    send: 'wyślijcie pošlete', pay: 'zapłaćcie zapłacić zaplaťte', transfer: 'przelać pošli_peníze', refund: 'zwróć_pieniądze vraťte_peníze', cancel: 'anulować',
    delete: 'usunąć skasuj smažte odstraň', book: 'zarezerwować rezervujte', schedule: 'umów zaplanuj naplánuj', reschedule: 'przełóż', buy: 'kupte',
    order: 'zamówić objednejte', change: 'zmienić změňte', edit: 'edytuj', add: 'dodać přidejte', create: 'utworzyć vytvoř vytvořte', invite: 'zaproś pozvi',
    issue: 'wystaw', charge: 'obciąż', run: 'uruchom', archive: 'zarchiwizuj archivuj', search: 'wyszukaj vyhledej', grant: 'nadaj_dostęp', revoke: 'cofnij_dostęp odbierz_dostęp',
  } },
  // Turkish: the negation is inside the verb ("gönderme", "iptal etme"). "ödeme" is also "payment", "silme" "deletion": not listed as negations.
  { lang: 'tr+', verbFinal: true, forms: {
    send: 'gönderin yolla yollayın', transfer: 'para_gönder eft_yap', pay: 'ödeyin', refund: 'iade_edin geri_öde parayı_iade_et ücreti_iade_et', cancel: 'iptal_edin', delete: 'silin kaldır kaldırın temizle', book: 'rezervasyon_yapın rezerve_et',
    order: 'sipariş_ver sipariş_verin sipariş_et', buy: 'satın_alın', change: 'değiştirin', update: 'güncelleyin', move: 'taşıyın aktar', reschedule: 'ertele erteleyin',
    add: 'ekleyin', share: 'paylaşın', forward: 'ilet iletin', reply: 'yanıtlayın cevapla cevaplayın', create: 'oluşturun', approve: 'onaylayın', notify: 'bildirin haber_verin',
    invite: 'davet_et davet_edin', register: 'kaydol kayıt_ol kaydolun', archive: 'arşivle', show: 'gösterin', check: 'kontrol_edin',
    set: 'ayarla ayarlayın', 'give access': 'erişim_ver erişim_izni_ver yetki_ver', revoke: 'erişimi_kaldır yetkiyi_kaldır erişimi_iptal_et', issue: 'fatura_kes fatura_kesin faturayı_kes faturayı_kesin fatura_düzenle', close: 'kapat kapatın', post: 'yayınla yayınlayın', text: 'mesaj_at sms_at sms_gönder', message: 'mesaj_gönder', email: 'mail_at e-posta_gönder mail_gönder', 'make an appointment': 'randevu_al randevu_alın', schedule: 'planla planlayın',
  }, negated: {
    send: 'gönderme göndermeyin yollama', pay: 'ödemeyin', cancel: 'iptal_etme iptal_etmeyin', delete: 'silmeyin', buy: 'satın_almayın',
  } },
];
