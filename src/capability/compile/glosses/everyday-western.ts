/**
 * The everyday request verbs of Western Europe and the Atlantic as people type them to an
 * assistant, beyond core-western.ts and the tables before it: writing to someone, turning a device
 * on or off, starting, stopping and restarting, locking and unlocking, opening, uploading and
 * downloading, renewing, charging a customer, checking, finding and showing. Each language's
 * negations are read as in its own table.
 *
 * Separable verbs ("schalte das Licht ein", "lade die Datei hoch") are read by their first word where
 * it asks alone ("schalte": switch, its particle left for the English side); a particle verb's
 * infinitive is listed whole ("einschalten"). Left out: Spanish "para" (stop; also "for"), "sube"
 * alone (upload; also "raise"), "cobra" (charge; the Portuguese snake), "muestra" (a sample),
 * "empieza" (starts), "arranques" (outbursts); Portuguese "apaga" (turn off and erase); German "Sperre" alone (a block),
 * "Stopp" (a stop); Italian "ferma", "pubblica", "verifica", "mostra", "carica" (adjectives and nouns);
 * French "ferme" (a farm), "montre" (a watch), "affiche" (a poster), "poste", "réserve", "contrôle", "lance",
 * "relance" (nouns), "informe" (the Spanish "report"); Portuguese "liga" (a league), "baixa" (low), "para o"
 * ("for the"); Catalan "paga" (wages) and "publica"; Basque "hasi", "igo", "eskatu" (also "begun", "go up", "ask").
 */
import type { GlossLanguage } from './language.ts';

// prettier-ignore
export const EVERYDAY_WESTERN: readonly GlossLanguage[] = [
  { lang: 'de-everyday', negateBefore: ['nicht', 'nichts', 'kein', 'keine', 'keinen', 'niemals'], negateAfter: ['nicht', 'nichts', 'kein', 'keine', 'keinen', 'niemals'], forms: {
    write: 'schreib_mir schreibe_mir schreiben_sie_mir schreib_uns schreibe_uns', text: 'schick_eine_sms schicke_eine_sms sende_eine_sms schick_ihm_eine_sms schick_ihr_eine_sms',
    email: 'schick_eine_mail schick_eine_e-mail schicke_eine_e-mail schicke_eine_mail sende_eine_e-mail', pay: 'zahle bezahlen_sie',
    charge: 'belaste belasten buche_ab ziehe_ein', cancel: 'brich_ab breche_ab brechen_sie_ab abbrechen',
    switch: 'schalte schalt schalten_sie', 'turn on': 'einschalten anschalten anmachen mach_an', 'turn off': 'ausschalten abschalten ausmachen mach_aus',
    start: 'starte starten_sie', stop: 'stoppe stoppen halte_an', restart: 'starte_neu neustarten neu_starten',
    lock: 'verriegle verriegeln schließ_ab schließe_ab abschließen sperr sperren_sie sperre_die sperre_den sperre_das sperre_meine sperre_mein',
    unlock: 'entsperre entsperren entriegle entriegeln schließ_auf schließe_auf aufschließen', open: 'öffne öffnen',
    post: 'veröffentliche', upload: 'lade_hoch hochladen', download: 'lade_herunter herunterladen runterladen', renew: 'verlängere verlängern erneuere erneuern',
    check: 'prüfe prüfen überprüfe überprüfen kontrolliere kontrollieren', find: 'finde', show: 'zeig zeige zeigen_sie', update: 'aktualisier',
    register: 'melde_mich_an registrieren_sie', reply: 'antworten_sie', book: 'buchen_sie',
  } },
  { lang: 'nl-everyday', negateBefore: ['niet', 'geen', 'nooit', 'niets'], negateAfter: ['niet', 'geen', 'nooit', 'niets'], forms: {
    write: 'schrijf_me schrijf_hem schrijf_haar', message: 'stuur_een_bericht', text: 'stuur_een_sms', email: 'stuur_een_mail stuur_een_e-mail', reply: 'antwoord_op beantwoord',
    notify: 'laat_weten breng_op_de_hoogte waarschuw', refund: 'betaal_terug', charge: 'breng_in_rekening reken_af schrijf_af',
    'turn on': 'zet_aan aanzetten doe_aan inschakelen schakel_in', 'turn off': 'zet_uit uitzetten doe_uit uitschakelen schakel_uit',
    start: 'start_op opstarten', stop: 'stop_de stop_het', restart: 'herstart herstarten start_opnieuw', lock: 'vergrendel vergrendelen', unlock: 'ontgrendel ontgrendelen',
    open: 'open_de open_het', close: 'sluit_af', post: 'plaats_een', upload: 'uploaden', download: 'downloaden', renew: 'verleng verlengen vernieuw vernieuwen',
    update: 'update_de werk_bij', set: 'zet_de zet_het stel_in', delete: 'verwijder', register: 'registreer meld_aan', 'give access': 'geef_toegang', revoke: 'trek_in',
    issue: 'factureer stuur_een_factuur', check: 'controleer', find: 'vind', show: 'toon laat_zien',
  } },
  { lang: 'fr-everyday', negateBefore: ['pas', 'jamais', 'rien'], negateAfter: ['pas', 'jamais', 'rien'], forms: {
    write: 'écris-moi écrivez-moi écris-nous écris_à écrivez_à', text: 'envoie_un_message envoyez_un_message envoie-lui_un_sms envoie-lui_un_message', reply: 'réponds répondez répondre',
    notify: 'informez-les', charge: 'débitez facture-lui facturez-lui prélève prélevez',
    'turn on': 'allume allumez allumer', 'turn off': 'éteins éteignez éteindre', start: 'démarre démarrez démarrer lancez', stop: 'arrête arrêtez arrêter stoppe',
    restart: 'redémarre redémarrez redémarrer relancez', lock: 'verrouille verrouillez verrouiller', unlock: 'déverrouille déverrouillez déverrouiller débloque débloquez',
    open: 'ouvre-le ouvre-la ouvrez ouvrir', close: 'ferme-le ferme-la', post: 'publie', upload: 'téléverse téléversez téléverser', download: 'télécharge téléchargez télécharger',
    renew: 'renouvelle renouvelez renouveler', update: 'mets-le_à_jour mets-la_à_jour', register: 'inscris-toi inscrivez-vous', check: 'vérifiez vérifier contrôlez',
    find: 'trouve trouvez trouve-moi', show: 'montrez montre-moi montrez-moi affichez', move: 'déplace',
  }, negated: {
    'turn on': "n'allume n'allumez", open: "n'ouvre n'ouvrez", issue: "n'émets n'émettez",
  } },
  { lang: 'es-everyday', negateBefore: ['no', 'nunca'], forms: {
    write: 'escríbeme escríbenos escríbale', text: 'manda_un_mensaje envía_un_mensaje mándale_un_mensaje envíale_un_mensaje manda_un_sms envía_un_sms mándale_un_sms envíale_un_sms manda_un_whatsapp',
    email: 'envía_un_correo mándale_un_correo envíale_un_correo envía_un_email', reply: 'responde contesta responder contestar', notify: 'infórmales',
    charge: 'cóbrale cóbrales cobrarle cobra_a cobra_al cobrar', refund: 'reembólsame',
    'turn on': 'enciende encienda enciendan encender enciéndela enciéndelo prende_la prende_el préndela', 'turn off': 'apaga_la apaga_el apaga_las apaga_los apágala apágalo apague_la apague_el apagar',
    start: 'inicia inicie iniciar arranca_el arranca_la', stop: 'detén detenga detener deténlo deténla', restart: 'reinicia reinicie reiniciar reinícialo',
    lock: 'bloquea bloquee bloquear bloquéalo bloquéala', unlock: 'desbloquea desbloquee desbloquear desbloquéalo desbloquéala', open: 'abre abra abrir ábrelo ábrela', close: 'cierre_la cierre_el',
    post: 'publica publicar', upload: 'sube_el_archivo sube_el_fichero sube_el_documento sube_la_foto sube_las_fotos súbelo_a subir_el_archivo', download: 'descarga descargue descargar descárgalo descárgala',
    renew: 'renueva renueve renovar renuévalo renuévala', register: 'regístrate inscríbete inscríbelo inscríbela', move: 'mueve', check: 'comprueba compruebe comprobar verifica verifique verificar',
    find: 'encuentra encuentre encuéntrame búscame busca busque', show: 'enséñame', issue: 'factúrale',
  } },
  // The negative imperative is the subjunctive ("no enciendas"); asked alone it is a request too ("que enciendas la luz").
  { lang: 'es-everyday-subjunctive', negateBefore: ['no', 'nunca'], forms: {
    'turn on': 'enciendas enciendan', 'turn off': 'apagues apaguen', start: 'inicies', stop: 'detengas', restart: 'reinicies reinicien', lock: 'bloquees bloqueen',
    unlock: 'desbloquees desbloqueen', open: 'abras abran', close: 'cierres cierren', post: 'publiques', download: 'descargues', renew: 'renueves', charge: 'cobres cobren',
    reply: 'respondas contestes', write: 'escribas',
  } },
  // Brazilian and European Portuguese; "apaga" (turn off and erase) is left out alone.
  { lang: 'pt-everyday', negateBefore: ['não', 'nao', 'nunca'], forms: {
    write: 'escreve-me escreva-me escreve-lhe escreva-lhe me_escreve', text: 'manda_uma_mensagem envia_uma_mensagem manda_um_sms envia_um_sms manda_um_zap mande_uma_mensagem', email: 'manda_um_email envia_um_email manda_um_e-mail mande_um_email',
    reply: 'responde responda responder', notify: 'avisa avise', charge: 'cobra_o cobra_a cobre_o cobre_a cobrar',
    'turn on': 'liga_a liga_o ligue_a ligue_o ligar acende acenda acender', 'turn off': 'desliga desligue desligar apaga_a_luz apague_a_luz', start: 'inicia inicie iniciar arranca_o',
    stop: 'pare_o pare_a', restart: 'reinicia reinicie reiniciar', lock: 'tranca_a tranca_o tranque trancar bloqueia bloqueie bloquear', unlock: 'destranca destranque destrancar desbloqueia desbloqueie desbloquear',
    open: 'abre abra abrir', close: 'feche_a feche_o', post: 'publica publique', upload: 'carrega_o_arquivo envia_o_arquivo faz_upload faça_upload',
    download: 'baixe baixar descarrega descarregue', renew: 'renova renove renovar', register: 'regista-me cadastra-me', check: 'verifica confere confira',
    find: 'encontra encontre acha', show: 'mostre mostra-me', delete: 'apaga_o_arquivo apague_o_arquivo', add: 'adiciona adicione', update: 'atualiza',
  } },
  { lang: 'it-everyday', negateBefore: ['non', 'mai'], forms: {
    write: 'scrivimi scriveteci scrivi_a', text: 'manda_un_messaggio invia_un_messaggio mandagli_un_messaggio manda_un_sms invia_un_sms', email: 'manda_una_mail invia_una_mail invia_una_email',
    reply: 'rispondi rispondere', notify: 'avvisa informa', charge: 'addebitagli addebitare', 'turn on': 'accendi accendete accendere accendilo accendila',
    'turn off': 'spegni spegnete spegnere spegnilo spegnila', start: 'avvia avviate avviare', stop: 'fermate fermare fermalo fermala', restart: 'riavvia riavviate riavviare',
    lock: 'blocca bloccate bloccare chiudi_a_chiave', unlock: 'sblocca sbloccate sbloccare', open: 'apri aprite aprire aprilo aprila',
    upload: 'caricate caricare', download: 'scarica scaricate scaricare', renew: 'rinnova rinnovate rinnovare', register: 'registrati iscriviti',
    check: 'controlla', find: 'trova trovami', show: 'mostrami fammi_vedere', delete: 'elimina', book: 'prenota',
  } },
  { lang: 'ca-everyday', negateBefore: ['no', 'mai'], forms: {
    write: 'escriu-me escriu-li', text: 'envia_un_missatge', email: 'envia_un_correu', reply: 'contesta', notify: 'avisa avisa-la avisa-ho', charge: 'cobra-li',
    'turn on': 'encén enceneu', 'turn off': 'apagueu', start: 'inicia engega', stop: 'atura atureu', restart: 'reinicia reinicieu', lock: 'bloqueja', unlock: 'desbloqueja',
    open: 'obre obriu', close: 'tanca tanqueu', upload: 'puja_el_fitxer', download: 'descarrega', renew: 'renova', register: 'registra inscriu',
    order: 'demana', check: 'comprova', find: 'troba', set: 'configura', delete: 'elimina', send: 'envia',
  } },
  { lang: 'gl-everyday', negateBefore: ['non', 'nunca'], forms: {
    send: 'envía manda', write: 'escríbeme escríbelle', reply: 'responde contesta', notify: 'avisa', charge: 'cóbralle', cancel: 'anula',
    change: 'cambia', update: 'actualiza', set: 'configura axusta', delete: 'borra elimina', register: 'rexistra inscribe', 'turn on': 'acende acendede',
    'turn off': 'apaga_a_luz', start: 'inicia arrinca', stop: 'detén', restart: 'reinicia', lock: 'bloquea', unlock: 'desbloquea', open: 'abre', close: 'pecha pechade peches',
    download: 'descarga', renew: 'renova', order: 'pide encarga', check: 'comproba revisa', find: 'atopa busca',
  } },
  { lang: 'eu-everyday', negateBefore: ['ez'], forms: {
    reply: 'erantzun', charge: 'kobratu', 'turn on': 'piztu', 'turn off': 'itzali', start: 'abiarazi', stop: 'gelditu geldiarazi', restart: 'berrabiarazi',
    lock: 'blokeatu', unlock: 'desblokeatu', open: 'ireki', close: 'itxi', post: 'argitaratu', download: 'deskargatu', renew: 'berritu', register: 'erregistratu',
    set: 'ezarri konfiguratu', check: 'egiaztatu begiratu', find: 'aurkitu',
  } },
  { lang: 'eo-everyday', forms: {
    write: 'skribu_al', reply: 'respondu', text: 'sendu_mesaĝon sendu_sms', email: 'sendu_retpoŝton retpoŝtu', charge: 'debetu', register: 'registru_min registru_nin registru_lin registru_ŝin registru_ilin registru_la registru_vin aliĝu',
    'turn on': 'ŝaltu ŝalti', 'turn off': 'malŝaltu malŝalti', start: 'startigu lanĉu', stop: 'haltigu ĉesigu', restart: 'restartigu relanĉu', lock: 'ŝlosu', unlock: 'malŝlosu',
    open: 'malfermu', close: 'fermu', post: 'publikigu afiŝu', upload: 'alŝutu', download: 'elŝutu', renew: 'renovigu', set: 'agordu', find: 'trovu',
    'give access': 'donu_aliron', revoke: 'revoku',
  } },
  { lang: 'ht-everyday', negateBefore: ['pa'], forms: {
    'turn off': 'etenn', 'turn on': 'limen', open: 'louvri', close: 'fèmen', find: 'jwenn', start: 'demare', renew: 'renouvle', register: 'enskri', reply: 'reponn',
  } },
];
