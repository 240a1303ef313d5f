/**
 * Irish, Welsh, Basque and Galician: the words of web tasks and of page controls. For each kind, in
 * this order: the verbal noun or infinitive, the imperative singular and plural ("ceannaigh" /
 * "ceannaígí", "pryna" / "prynwch"; Basque asks with the participle, "erosi", "bidali"), and a page's
 * phrases ("Cuir sa chiseán", "Ychwanegu at y fasged", "Gehitu saskira", "Engadir ao carro"). Left
 * out: Irish "roinn" (share; also "a department"), "bain" alone (remove; French "bain"), "aistrigh"
 * (transfer; also "translate"); Basque "eskatu" (order; also "ask for") and "sarrerak" (tickets; also a
 * blog's entries); Galician "seguir" (continue; Spanish "follow"), the articles "o" and "a" (they
 * would make Spanish "a comprar" a noun), and its "carro" (a cart; a car in Spanish and Portuguese).
 * Galician's forms that are Spanish or Portuguese ones ("busca", "reserva", "paga") are read by those
 * entries; listed here are its own ("merca", "atopa", "aboa", the plurals in "-ade" and "-ide"), so
 * that its "non" (not) refuses only its own words, never a Spanish "reserva" beside a "non-stop".
 * Irish "ná" (do not) is matched with its accent only: "na" is its article.
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const WESTERN: readonly Lexicon[] = [
  { lang: 'ga', accentsOnly: 'ná', negations: 'ná ní níl gan riamh', determiners: 'an na mo do ár bhur', pronouns: 'dom dúinn',
    forms: {
      look: 'cuardaigh cuardaígí aimsigh aimsígí seiceáil seiceálaigí déan+comparáid taispeáin féach breathnaigh',
      order: 'ceannaigh ceannaígí ceannach ordaigh ordaígí cuir+in+áirithe áirithigh',
      post: 'scríobh scríobhaigí seol seolaigí freagair freagraígí fiafraigh postáil',
      pay: 'íoc íocaigí íoc+as déan+íocaíocht',
      settings: 'cas+air cas+as' },
    controls: {
      look: 'sórtáil scag', order: 'cuir+sa+chiseán cuir+sa+chairt cuir+leis+an+gciseán ceannaigh+anois cuir+in+áirithe+anois', pay: 'íoc+anois',
      commit: 'deimhnigh dearbhaigh aontaím cuir+isteach', save: 'sábháil sábhálaigí', remove: 'scrios bain+amach', step: 'ar+aghaidh lean+ar+aghaidh',
      leave: 'cealaigh cealú siar dún ar+ais' },
    nouns: { look: 'cuardach', order: 'ordú áirithint ceannach', pay: 'íocaíocht', post: 'teachtaireacht trácht freagra' },
    places: { order: 'ciseán cairt ordú orduithe íocaíocht ticéid áirithint', settings: 'socruithe cuntas próifíl fógraí', post: 'teachtaireachtaí tráchtanna fóram' } },
  { lang: 'cy', negations: 'peidiwch paid dim nid heb byth', determiners: 'y yr fy dy ein eich eu hwn hon', pronouns: 'mi ni',
    forms: {
      look: 'chwilio chwiliwch chwilia dod+o+hyd darganfod gwirio gwiriwch cymharu cymharwch dangos dangoswch',
      order: 'prynu prynwch pryna archebu archebwch archeba bwcio bwciwch llogi tanysgrifio',
      post: 'ysgrifennu ysgrifennwch ysgrifenna anfon anfonwch anfona postio postiwch atebwch gofyn gofynnwch rhannwch',
      pay: 'talu talwch trosglwyddo trosglwyddwch',
      settings: 'troi+ymlaen troi+i+ffwrdd trowch+ymlaen trowch+i+ffwrdd' },
    controls: {
      look: 'trefnu hidlo', order: 'ychwanegu+at+y+fasged ychwanegu+i+r+fasged i+r+fasged prynu+nawr archebu+nawr talu+am+yr+archeb', pay: 'talu+nawr',
      commit: 'cadarnhau cadarnhewch cyflwyno cytuno gorffen', save: 'cadw cadwch', remove: 'dileu dilëwch', step: 'nesaf parhau ymlaen', leave: 'canslo yn+ôl nôl cau' },
    nouns: { look: 'chwiliad', order: 'archeb archebion pryniant tanysgrifiad', pay: 'taliad', post: 'neges sylw ymateb' },
    places: { order: 'basged fasged archeb archebion taliad tocynnau', settings: 'gosodiadau cyfrif proffil hysbysiadau', post: 'negeseuon sylwadau fforwm' } },
  { lang: 'eu', negations: 'ez inoiz gabe ezer', determiners: 'nire zure bere gure hau hori hura', pronouns: 'niri guri',
    forms: {
      look: 'bilatu bilatzeko aurkitu egiaztatu konparatu alderatu erakutsi begiratu',
      order: 'erosi erosteko erreserbatu erreserba+egin alokatu harpidetu',
      post: 'idatzi bidali argitaratu erantzun galdetu partekatu iruzkindu',
      pay: 'ordaindu ordaintzeko transferitu transferentzia+egin ordainketa+egin',
      settings: 'aktibatu desaktibatu piztu itzali' },
    controls: {
      look: 'ordenatu iragazi', order: 'gehitu+saskira saskira erosi+orain erreserbatu+orain eskaera+egin eskaera+amaitu', pay: 'ordaindu+orain',
      commit: 'berretsi baieztatu onartu amaitu', save: 'gorde gordetu', remove: 'ezabatu kendu', step: 'hurrengoa jarraitu aurrera aplikatu', leave: 'utzi ezeztatu atzera itxi' },
    nouns: { look: 'bilaketa', order: 'eskaera erreserba erosketa harpidetza', pay: 'ordainketa', post: 'mezua iruzkina erantzuna' },
    places: { order: 'saskia saskira eskaera eskaerak ordainketa erreserba', settings: 'ezarpenak kontua profila jakinarazpenak', post: 'mezuak iruzkinak foroa' } },
  { lang: 'gl', negations: 'non nunca nada sen ningún ningunha', determiners: 'os as un unha meu miña', pronouns: 'me nos lle',
    forms: {
      look: 'buscade atopar atopa atopade amosar amosa amosade comprobade comparade',
      order: 'mercar merca mercade reservade encargade alugade',
      post: 'escribide enviade publicade respondede preguntade comentade',
      pay: 'pagade aboar aboa aboade',
      settings: 'activade desactivade' },
    controls: {
      look: 'filtrar', order: 'engadir+ao+carro engadir+á+cesta engadir+ao+carriño engadir+á+cesta+da+compra mercar+agora reservar+agora tramitar+pedido',
      pay: 'pagar+agora', commit: 'confirmar aceptar rematar', save: 'gardar garda gardade', remove: 'eliminar elimina borrar borra quitar',
      step: 'seguinte continuar aplicar', leave: 'cancelar pechar volver atrás' },
    nouns: { look: 'procura', order: 'pedido reserva compra subscrición', pay: 'pagamento', post: 'mensaxe comentario resposta' },
    places: { order: 'carriño cesta pedido pedidos pagamento reserva', settings: 'configuración axustes conta perfil notificacións', post: 'mensaxes comentarios foro' } },
];
