/**
 * Esperanto, Western Frisian, Faroese, Scottish Gaelic, Occitan and Haitian Creole: the words of web
 * tasks and of page controls. For each kind, in this order: the imperative (Esperanto "-u", Frisian
 * and Faroese stems, Gaelic singular and plural "ceannaich" / "ceannaichibh", Occitan "-a" / "-atz",
 * Creole's one form), the infinitive a page says ("aĉeti", "keapje", "keypa", "crompar"), and a page's
 * phrases ("Aldoni al ĉaro", "Yn it winkelkarke", "Legg í kurvina", "Cuir sa chairt", "Ajoute nan
 * panye"). Esperanto is also written with "x" after the letter its hat stands on ("acxetu"): both are
 * listed. Left out, as other read languages' words: Frisian and Faroese "send" (English), Faroese
 * "keyp" alone (also "a purchase"), Gaelic "cuir" alone (put, send: the Irish "cuir sa chiseán" reads
 * it), Occitan "manda" (a Spanish and Italian word of its own sense), Creole "poste" (post; the
 * French "post office") and "transfere" alone (the French "transféré"), Faroese "senda" alone (the
 * Spanish "path").
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const EO_FY_FO_GD_OC_HT: readonly Lexicon[] = [
  { lang: 'eo', negations: 'ne neniam nenion nenio sen', determiners: 'la mia via lia ŝia nia ilia tiu ĉi unu', pronouns: 'min nin lin ŝin',
    forms: {
      look: 'serĉu serĉi sercxu trovu trovi kontrolu kontroli komparu kompari montru',
      order: 'aĉetu aĉeti acxetu acxeti mendu rezervu rezervi luigu abonu',
      post: 'skribu skribi sendu sendi respondu respondi demandu demandi afiŝu afiŝi komentu',
      pay: 'pagu pagi transpagu ĝiru ĝiri',
      settings: 'ŝaltu malŝaltu ŝalti malŝalti aktivigu malaktivigu malabonu' },
    controls: {
      look: 'ordigi filtri', order: 'aldoni+al+ĉaro aldonu+al+ĉaro en+la+ĉaron aĉeti+nun mendi+nun', pay: 'pagi+nun',
      commit: 'konfirmi konfirmu akcepti sendi+la+formularon', save: 'konservi konservu', remove: 'forigi forigu viŝi',
      step: 'sekva sekvanta daŭrigi daŭrigu plu', leave: 'nuligi nuligu reen fermi' },
    nouns: { order: 'mendo rezervo aĉeto abono', pay: 'pago pagado', post: 'mesaĝo komento respondo' },
    places: { order: 'ĉaro korbo mendo mendoj pago', settings: 'agordoj konto profilo preferoj', post: 'mesaĝoj komentoj forumo' } },
  { lang: 'fy', negations: 'net gjin neat nea sûnder', determiners: 'de it in myn dyn syn har ús jo dit dat', pronouns: 'my ús him har',
    forms: {
      look: 'sykje fyn kontrolearje fergelykje fergelyk lit+sjen',
      order: 'keapje keap+my bestelle reservearje hiere',
      post: 'skriuw skriuwe stjoer stjoere antwurdzje antwurd+op freegje freegje+oan pleats',
      pay: 'betelje betelje+no oermeitsje oermeitsje+jild',
      settings: 'útsette ynskeakelje útskeakelje' },
    controls: {
      look: 'sortearje filterje kieze downloade oanmelde', order: 'yn+it+winkelkarke yn+it+karke no+keapje yn+it+winkelwein', pay: 'no+betelje',
      commit: 'befêstigje akseptearje', save: 'bewarje opslaan', remove: 'fuortsmite wiskje', step: 'folgjende fierder trochgean', leave: 'annulearje werom slute', post: 'publisearje reagearje', account: 'registrearje account+oanmeitsje' },
    nouns: { order: 'bestelling reservearring', pay: 'betelling', post: 'berjocht reaksje' },
    places: { order: 'winkelkarke karke bestelling', settings: 'ynstellingen profyl', post: 'berjochten reaksjes' } },
  { lang: 'fo', negations: 'ikki einki ongan onga aldri uttan', determiners: 'mín tín hansara hennara okkara ein eitt hesin hetta', pronouns: 'mær okkum honum henni',
    forms: {
      look: 'leita leitið finn finnið kanna kannið samanber samanberið vís+mær',
      order: 'keyp+mær keypa keypið bílegg bíleggja bíleggið bóka bókið leig leiga',
      post: 'skriva skrivið sendið senda+boð svara svarið spyrjið',
      pay: 'gjalda gjaldið rindið flyt+pening',
      settings: 'slá~frá slá~til' },
    controls: {
      look: 'skipa+eftir filtrera vel tak+niður rita+inn', order: 'legg+í+kurvina í+kurvina keyp+nú', pay: 'gjalda+nú rinda+nú',
      commit: 'vátta váttað góðtak', save: 'goym goyma', remove: 'strika strikið sletta tak+burtur', step: 'næsta halt+fram víðari', leave: 'aftur lat+aftur angra', post: 'útgev', account: 'skráset+teg stovna+konto' },
    nouns: { order: 'bílegging keyp', pay: 'gjald gjalding', post: 'boð viðmerking' },
    places: { order: 'kurv kurvin bílegging', settings: 'stillingar konta vangi', post: 'boð viðmerkingar' } },
  { lang: 'gd', negations: 'na chan cha gun dad idir', determiners: 'mo do ur', pronouns: 'dhomh dhuinn dha',
    forms: {
      look: 'lorg lorgaibh rannsaich rannsaichibh coimhead coimheadaibh dèan+coimeas seall',
      order: 'ceannaich ceannaichibh ceannaich+dhomh òrdaich òrdaichibh glèidh+àite glèidh+bòrd',
      post: 'sgrìobh sgrìobhaibh sgrìobhadh cuir+teachdaireachd freagair freagraibh faighnich faighnichibh foillsich',
      pay: 'pàigh pàighibh pàigheadh cuir+airgead' },
    controls: {
      look: 'seòrsaich criathraich leugh+tuilleadh tagh luchdaich+a-nuas luchdaich+a+nuas clàraich+a-steach clàraich+a+steach', order: 'cuir+sa+chairt cuir+ris+a+chairt cuir+sa+bhasgaid', pay: 'pàigh+a+nis',
      commit: 'dearbh dearbhaich gabh+ris', save: 'sàbhail sàbhalaibh glèidh', remove: 'sguab+às thoir+air+falbh', step: 'air+adhart+gu+pàigheadh air+adhart an+ath+fhear lean+air',
      leave: 'sguir+dheth air+ais dùin', account: 'clàraich cruthaich+cunntas' },
    nouns: { order: 'òrdugh òrdan ceannach', pay: 'pàigheadh', post: 'teachdaireachd beachd' },
    places: { order: 'cairt òrdugh òrdughan', settings: 'roghainnean cunntas pròifil', post: 'teachdaireachdan beachdan' } },
  { lang: 'oc', negations: 'pas non res jamai sens cap', determiners: 'lo la los las un una mon ma mos mas aqueste aquesta', pronouns: 'me nos li',
    forms: {
      look: 'cercar cercatz trobar trobatz verificar verifica verificatz comparar compara comparatz mòstra',
      order: 'crompar crompa crompes crompatz comandar comanda comandatz reservar reservatz',
      post: 'escriure escriu escrivètz mandar mandatz publicar publicatz respondre respondètz demandar demandatz',
      pay: 'pagar pagatz paga transferir transferís',
      settings: 'activar activatz desactivar desactivatz' },
    controls: {
      look: 'triar filtrar legir+mai causir telecargar se+connectar', order: 'apondre+al+panièr apondètz+al+panièr al+panièr crompar+ara', pay: 'pagar+ara',
      commit: 'confirmar confirmatz acceptar', save: 'enregistrar enregistratz salvar', remove: 'suprimir suprimissètz escafar', step: 'seguent contunhar', leave: 'anullar tornar tampar', account: 's+inscriure inscriure+se crear+un+compte' },
    nouns: { order: 'comanda reservacion crompa', pay: 'pagament', post: 'messatge comentari' },
    places: { order: 'panièr comanda comandas', settings: 'paramètres preferéncias compte', post: 'messatges comentaris' } },
  { lang: 'ht', negations: 'pa pyès anyen san janm', determiners: 'yon', pronouns: 'mwen m nou li yo',
    forms: {
      look: 'chèche chache jwenn verifye konpare montre gade',
      order: 'achte achtè kòmande kòmand rezève rezeve lwe abòne',
      post: 'ekri voye voye+mesaj reponn mande pibliye',
      pay: 'peye peye+kounye+a transfere+lajan vire+lajan',
      settings: 'aktive dezaktive limen etenn' },
    controls: {
      look: 'triye filtre li+plis chwazi telechaje konekte', order: 'ajoute+nan+panye mete+nan+panye nan+panye achte+kounye+a', pay: 'peye+kounye+a',
      commit: 'konfime aksepte soumèt', save: 'anrejistre sove', remove: 'efase retire siprime', step: 'kontinye pwochen swivan', leave: 'anile retounen fèmen', account: 'enskri kreye+yon+kont' },
    nouns: { order: 'kòmann rezèvasyon acha', pay: 'peman', post: 'mesaj kòmantè' },
    places: { order: 'panye kòmann peman', settings: 'paramèt kont pwofil', post: 'mesaj kòmantè' } },
];
