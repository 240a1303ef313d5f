/**
 * The core request verbs of French, Spanish, Portuguese, Italian, German and Dutch as people type
 * them to an assistant, beyond western-europe.ts and verb-forms.ts: the familiar and polite
 * imperatives, the infinitive asked for, forms with a pronoun joined ("envoie-moi", "mándame",
 * "manda-lhe", "inviamelo") and the phrases that make a request of a noun ("prends rendez-vous",
 * "dá acesso", "gib Zugriff"). Each language's negations are read as in western-europe.ts.
 *
 * A form that is also a common noun or adjective is written only with the word that makes it a
 * request: French "paye" (wages), "règle" (rule), "ferme" (farm), "programme"; Spanish "agenda",
 * "programa"; Portuguese "marca" (brand), "encomenda" (parcel); Italian "imposta" (tax); German
 * "Stelle" (a post). Left out: Portuguese "apaga" (also "turn off the light") and "fecha" (Spanish
 * "date"); Spanish "cierre" and "cree" (a closure; "believes"; "cierra" is a known word here and is
 * never glossed); Italian "ordini" and "posta" (orders, mail); German "sag" alone ("sag mir": tell
 * me, a read), "stell" alone ("stell sicher": make sure) and the plural imperatives in -t
 * ("storniert", "kauft"), which are also "he does" and participles.
 */
import type { GlossLanguage } from './language.ts';

// prettier-ignore
export const CORE_WESTERN: readonly GlossLanguage[] = [
  { lang: 'fr-core', negateBefore: ['pas', 'jamais', 'rien'], negateAfter: ['pas', 'jamais', 'rien'], forms: {
    send: 'envoie-moi envoie-le envoie-la envoie-les envoyez-moi envoyez-le envoyez-la envoyez-les', 'send him': 'envoyez-lui envoie-leur envoyez-leur écris-lui écrivez-lui',
    email: 'écris_un_mail écris_un_e-mail écris_un_email écris_un_courriel écrivez_un_mail écrivez_un_e-mail écrivez_un_courriel envoie_un_mail envoie_un_e-mail envoyez_un_e-mail',
    text: 'envoie_un_sms envoie_un_texto envoyez_un_sms écris_un_sms',
    pay: "paye_la paye_le paye_les paye_l'* paye_l’* paye_mon paye_ma paye_mes paye_ce paye_cette paye_ces paye_un paye_une paye_des paye_ton paye_ta paye_tes paye_notre paye_nos paye_leur paye_à paye-moi paye-lui paye-la paye-le paye-les paie-lui paie-la paie-le paie-les payons réglez_la_facture règle_la_facture régler_la_facture",
    refund: 'remboursez rembourse-moi rembourse-lui rembourse-le rembourse-la remboursez-moi remboursez-le', transfer: 'fais_un_virement faites_un_virement virez',
    cancel: 'annule-la annule-le annule-les annulez-la annulez-le', delete: 'supprime-le supprime-la supprime-les supprimez-le supprimez-la efface-le efface-la effacez enlève enlevez enlever vide_la vide_le vide_les videz',
    buy: 'achète-moi achetez-moi achète-le achète-la achète-les', order: 'commande-moi commandez-moi commande-le commande-la commande-les', book: 'réserve-moi réservez-moi réserve-nous réservez-nous',
    'make an appointment': 'prends_rendez-vous prenez_rendez-vous prends_un_rendez-vous prenez_un_rendez-vous prends-moi_rendez-vous prends-moi_un_rendez-vous prendre_rendez-vous prends_rdv prends_un_rdv fixe_un_rendez-vous',
    schedule: 'planifie planifiez planifier programme_une programme_un programmez', reschedule: 'reprogrammez reporte_la reporte_le reportez décale-la décale-le décalez',
    change: 'modifiez modifie-le modifie-la change-le change-la changez', update: 'mettre_à_jour mettez_à_jour actualise actualisez',
    set: "mets_le mets_la mets_l'* mets_l’* mettez_le mettez_la règle_le règle_la règle_l'* règle_l’* réglez_le réglez_la réglez_l'* réglez_l’*",
    add: 'ajoute ajoutez ajouter ajoute-le ajoute-la ajoute-les rajoute rajoutez mets_du mets_de_la mets_des mettez_du mettez_des', move: 'déplacez déplace-la déplace-le',
    'give access': "donne_accès donnez_accès donne-lui_accès donnez-lui_accès donne_l'accès donnez_l'accès donne-lui_l'accès donne_l’accès donnez_l’accès accorde_l'accès accordez_l'accès",
    revoke: "révoque révoquez révoquer retire_l'accès retirez_l'accès retire_l’accès supprime_l'accès", create: 'crée créez créer crée-moi',
    issue: 'émettez établis_une_facture établissez_une_facture fais_une_facture faites_une_facture génère_une_facture', register: 'inscris inscrivez inscrire',
    notify: 'préviens-le préviens-la prévenez avertissez informez-le dis_à dites_à dites-lui', reply: 'réponds-lui répondez-lui', forward: 'transférez fais_suivre faites_suivre',
    approve: 'approuvez approuver', post: 'publiez', close: "ferme_le ferme_la ferme_les ferme_l'* ferme_mon ferme_ma ferme_mes ferme_ce ferme_cette fermez fermer clôturez clôturer",
  } },
  { lang: 'es-core', negateBefore: ['no', 'nunca'], forms: {
    send: 'envíes mandes envíame envíalos envíalas mándalos mándalas manden', 'send him': 'envíele mándele escríbele escríbeles', email: 'escribe_un_correo escríbeme_un_correo manda_un_correo manda_un_email',
    pay: 'pagues págale págalo págala paguen abona abone', refund: 'reembolse reembolsen devuélvele_el_dinero devuelve_el_dinero devuélveme_el_dinero',
    transfer: 'transfiérele transfiéreme haz_una_transferencia hazle_una_transferencia', cancel: 'canceles cancele cancelen anúlalo anúlala',
    delete: 'borres elimines elimínalo elimínala elimínalos bórralos bórralas quita quítalo quítala vacía_la vacía_el', buy: 'compres cómpralo cómprala cómpralos compren',
    order: 'pidas pídelo pídela pídeme pida pidan encarga encárgame', book: 'reserves resérvame resérvalo resérvala reserven haz_una_reserva hazme_una_reserva',
    'make an appointment': 'pide_cita pídeme_cita pide_hora saca_cita sácame_cita pide_una_cita pídeme_una_cita agenda_una_cita', schedule: 'agenda_una agenda_un agéndame programa_una programa_un prográmame',
    reschedule: 'reprograme reagenda reagendar reagéndame', change: 'cámbiame cambien modifícalo modifícala', update: 'actualízalo actualízala actualicen',
    set: 'ajusta ajústalo configura configúralo', add: 'añádelo añádela añada añadan agrégalo agrégala agreguen añadir agregar', move: 'muévelo muévela mueva',
    'give access': 'dale_acceso da_acceso dé_acceso denle_acceso darle_acceso', revoke: 'revoque revócale quítale_el_acceso quita_el_acceso retira_el_acceso revoca_el_acceso',
    create: 'créalo créala', issue: 'emíteme emítele genera_una_factura', register: 'registra regístralo', 'notify him': 'dígale avísenle notifícale',
    notify: 'avísame notifica notifique', reply: 'respóndele contéstale responda conteste contéstame', forward: 'reenvíalo reenvíala reenvíame', approve: 'apruébalo apruébala aprueben',
    post: 'publícalo publique publiquen', close: 'ciérralo ciérrala cierren',
  } },
  // Brazilian speech puts the pronoun first: "me manda o arquivo", "me marca uma consulta".
  { lang: 'pt-core', negateBefore: ['não', 'nao', 'nunca'], forms: {
    send: 'manda-me mande-me envia-me envie-me me_manda me_envia mandem enviem', 'send him': 'manda-lhe envia-lhe mande-lhe envie-lhe manda-lhes envia-lhes',
    pay: 'paguem', refund: 'reembolsar devolve_o_dinheiro devolva_o_dinheiro devolver_o_dinheiro estorna estorne estornar',
    transfer: 'transfere transferir faz_uma_transferência faça_uma_transferência faz_um_pix faça_um_pix manda_um_pix', cancel: 'cancelar cancelem cancela-a cancela-o',
    delete: 'exclui elimine elimina', buy: 'compra-me comprem', order: 'encomenda_um encomenda_uma encomenda-me encomendar',
    book: 'reservar reservem reserva-me marca_uma marca_um marca-me marque_uma marque_um marque-me marcar_uma marcar_um me_marca me_marque',
    reschedule: 'adia adie adiar', change: 'muda mudar mudem muda-o muda-a modifique modificar', update: 'atualizar atualizem', set: 'ajusta configura',
    add: 'acrescenta acrescente adicionar', 'give access': 'dá_acesso dê_acesso dá-lhe_acesso dê-lhe_acesso dar_acesso libera_o_acesso libere_o_acesso libera_acesso',
    revoke: 'revoga revogue revogar retira_o_acesso tira_o_acesso remove_o_acesso remova_o_acesso', issue: 'emite emitir gera_a_fatura gere_a_fatura emite-me',
    register: 'inscreve inscreva cadastra cadastrar regista registe registra', 'register me for': 'inscreve-me inscreva-me me_inscreve me_inscreva',
    notify: 'avisa-me avisem informa', 'notify him': 'avisa-o avisa-a informe-o diz-lhe diga-lhe diz_ao diga_ao diz_à diga_à', reply: 'responde-lhe responda-lhe',
    forward: 'encaminha encaminhar reencaminha reencaminhe', approve: 'aprova aprovar', post: 'publicar publiquem', close: 'encerra encerre encerrar feche fechar',
  } },
  { lang: 'it-core', negateBefore: ['non', 'mai'], forms: {
    send: 'mandamelo inviamelo mandamela inviamela inviate', 'send him': 'scrivigli scrivile', email: 'scrivi_una_mail scrivi_una_email scrivimi_una_mail',
    pay: 'pagate pagalo pagala', refund: 'rimborsate rimborsami rimborsalo rimborsala restituisci_i_soldi', transfer: 'fai_un_bonifico fagli_un_bonifico trasferire',
    cancel: 'annullala annullalo annullate', delete: 'cancellalo cancellala eliminalo eliminala rimuovi rimuovere toglilo toglila svuota',
    buy: 'comprami compralo comprala comprate', order: 'ordinami ordinalo', book: 'prenotami prenotate prenoti prenotalo',
    'make an appointment': "fissa_un_appuntamento fissami_un_appuntamento prendi_appuntamento prendi_un_appuntamento", schedule: 'pianifica fissa_una fissa_un fissami programma_una programma_un',
    reschedule: 'posticipa anticipa', change: 'modificalo modificala modificare cambiala cambialo cambiate', update: 'aggiornalo aggiornala aggiornate',
    set: "imposta_il imposta_la imposta_lo imposta_l'* imposta_l’* imposta_un imposta_una impostami impostalo impostala impostare", add: 'aggiungilo aggiungila aggiungete aggiungere',
    move: 'spostalo spostala spostate spostare', 'give access': "dai_accesso dagli_accesso dalle_accesso dai_l'accesso concedi_l'accesso dai_l’accesso concedi_l’accesso",
    revoke: "revoca_l'accesso revoca_l’accesso togli_l'accesso togli_l’accesso rimuovi_l'accesso", issue: 'emettere fai_una_fattura', register: 'iscrivi registra registrare',
    notify: 'avvisami avvisate informalo informala', reply: 'rispondigli rispondile rispondete risponda', forward: 'inoltralo inoltrala inoltrate inoltrami',
    approve: 'approvala approvalo approvate approvare', post: 'pubblicalo pubblicate pubblicare', close: 'chiudi chiudere chiudilo chiudila chiudete',
  } },
  // German: the negation may follow the object, as in western-europe.ts.
  { lang: 'de-core', negateBefore: ['nicht', 'nichts', 'kein', 'keine', 'keinen', 'niemals'], negateAfter: ['nicht', 'nichts', 'kein', 'keine', 'keinen', 'niemals'], forms: {
    send: 'schick_mir sende_mir', 'send him': 'schreib_ihm schreib_ihr schreibe_ihm schreibe_ihr schreiben_sie_ihm schreiben_sie_ihr',
    email: 'schreib_eine_mail schreib_eine_e-mail schreibe_eine_e-mail schreibe_eine_mail schreiben_sie_eine_e-mail', text: 'schreib_eine_sms schreibe_eine_sms simse',
    pay: 'zahl_die zahle_die zahl_den zahle_den zahlen_sie', refund: 'zurückerstatten erstatte_zurück gib_das_geld_zurück geben_sie_das_geld_zurück zahl_zurück zahle_zurück zurückzahlen',
    transfer: 'überweis', cancel: 'sagt_ab', delete: 'leere_den leere_die leere_das leeren_sie', buy: 'kaufen_sie',
    'make an appointment': 'vereinbare_einen_termin vereinbaren_sie_einen_termin mach_einen_termin mache_einen_termin mach_mir_einen_termin',
    schedule: 'plane_ein plan_ein einplanen terminiere terminieren', change: 'änder ändern_sie',
    set: 'stell_die stell_den stell_das stell_ein stelle_ein stelle_die stelle_den stelle_das stellen_sie einstellen setze setz', add: 'füge füg fügen_sie füg_hinzu',
    move: 'verschieb verleg', 'give access': 'gib_zugriff gib_ihm_zugriff gib_ihr_zugriff geben_sie_zugriff gib_zugang erteile_zugriff', grant: 'gewähre gewähren',
    revoke: 'entziehe entzieh entziehen widerrufe widerrufen', create: 'erstell',
    issue: 'stell_eine_rechnung stelle_eine_rechnung stellen_sie_eine_rechnung rechnung_stellen', register: 'registriere registrieren melde_an anmelden', 'register me for': 'melde_mich',
    'notify him': 'sag_ihm sag_ihr sage_ihm sage_ihr sagen_sie_ihm sagen_sie_ihr', notify: 'sag_bescheid sage_bescheid', forward: 'leit_weiter',
    approve: 'gib_frei gebe_frei freigeben', post: 'veröffentlichen', close: 'schließe schließ schließen_sie',
  } },
  { lang: 'nl-core', negateBefore: ['niet', 'geen', 'nooit', 'niets'], negateAfter: ['niet', 'geen', 'nooit', 'niets'], forms: {
    refund: 'terugbetalen betaal_terug stort_terug', transfer: 'schrijf_over', delete: 'haal_weg gooi_weg', 'make an appointment': 'maak_een_afspraak plan_een_afspraak',
    schedule: 'inplannen plan_in', change: 'pas_aan aanpassen', update: 'bijwerken', set: 'zet_de zet_het stel_in instellen', 'give access': 'geef_toegang geef_hem_toegang geef_haar_toegang',
    revoke: 'trek_in intrekken', register: 'registreer registreren schrijf_in inschrijven meld_aan aanmelden', 'register me for': 'schrijf_me_in meld_me_aan',
    'notify him': 'vertel_hem vertel_haar', forward: 'doorsturen', post: 'publiceer publiceren', close: 'sluit sluiten',
  } },
];
