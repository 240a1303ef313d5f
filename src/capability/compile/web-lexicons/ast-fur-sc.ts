/**
 * Asturian, Friulian and Sardinian (Logudorese and the common written standard): the words of web
 * tasks and of page controls. For each kind, in this order: the infinitive, the imperative singular
 * and plural ("mercar" / "merca" / "mercái", "comprâ" / "compre" / "comprait", "comporare" / "còmpora"
 * / "comporade"), and a page's phrases ("Amestar al carritu", "Compre cumò", "Paga immoe"). Asturian
 * lists the forms it shares with Spanish and Galician ("paga", "reserva", "mercar") too, so that its
 * "ensin" (without) reaches them, its other negations being theirs ("nada", "nunca"). Friulian and
 * Sardinian, as the Galician entry does, list their own forms only: those that are Italian, Spanish or
 * Portuguese ones ("compre", "prenotare", "pagare") are read by those entries, so that their "no"
 * never refuses a Portuguese request beside it ("compre no site": in the). Left out, as other read
 * languages' words: Asturian "non" (no: also the English "non-", "non-stop", and the French and
 * Galician "not") and "nun" (not; the German "now": a negated Asturian verb that Spanish shares, "nun
 * pagues", is read by the Spanish entry alone), "escribi" (write; the Spanish "I wrote"); Friulian
 * "paiâ" (pay; without its hat the Italian "pairs"), "salve" (save; the Italian "hello" and English),
 * "domandâ" (ask; the Italian "question"), "mostre" (show; the Italian "exhibitions"), "nol" (not it;
 * the Welsh "back"); Sardinian "serra" (close; the Portuguese "saw"). Aragonese, Corsican and Ladino
 * have no entry: their request forms are nearly all Spanish, Occitan or Italian ones ("paga",
 * "compra", "cerca", "crompa", "mira"), read by those entries, and too few of their own are left to
 * read them (Corsican "circà" is the Italian "about" without its accent, "ùn" the French and Spanish
 * "a").
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const AST_FUR_SC: readonly Lexicon[] = [
  { lang: 'ast', negations: 'ensin nunca nada nengún nenguna', determiners: 'el la los un una mio mi mios esti esta', pronouns: 'me nos',
    forms: {
      look: 'guetar gueta guetái alcontrar alcuentra alcontrái amosar amuesa amosái comparar compara comparái consultar',
      order: 'mercar merca mercái encargar encarga encargái reservar reserva reservái fai+un+pidíu merca+agora',
      post: 'escribir unviar unvia unviái responder respuendi respondéi entrugar entruga espublizar comentar comentái',
      pay: 'pagar paga pagái paga+agora pagar+agora fai+un+pagu' },
    controls: {
      look: 'aniciar+sesión', order: 'amestar+al+carritu amestar+al+carrito', commit: 'aceutar', save: 'guardar', remove: 'desaniciar desanicia',
      step: 'siguir', leave: 'encaboxar zarrar', account: 'rexistrase' },
    nouns: { order: 'pidíu', pay: 'pagu', post: 'mensaxe comentariu' },
    places: { order: 'carritu pidíu', settings: 'preferencies', post: 'mensaxes' } },
  { lang: 'fur', negations: 'no nissun nissune cence', determiners: 'il la i lis un une gno mê', pronouns: 'me nus',
    forms: {
      look: 'cirî cîr cjatâ cjate',
      order: 'comprait prenotait compre+cumò comprâ+cumò',
      post: 'scrivê invie rispuindi mandait inviait',
      pay: 'paiait paie+cumò paiâ+cumò fâs+il+paiament' },
    controls: { commit: 'conferme', save: 'salve+lis+modifichis', remove: 'scancele', step: 'indenant', leave: 'indaûr siere' },
    nouns: { order: 'ordin', pay: 'paiament', post: 'messaç coment' },
    places: { order: 'ordin', settings: 'impostazions', post: 'messaçs coments' } },
  { lang: 'sc', negations: 'no nudda chene perunu', determiners: 'su sos sas unu una', pronouns: 'mi nos',
    forms: {
      look: 'chircare chirca ammustrare ammustra cunfrontare',
      order: 'comporare còmpora comporade còmpora+immoe',
      post: 'iscrìere iscrie imbiare imbia imbiade rispunde',
      pay: 'paga+immoe pagare+immoe pagade+immoe fàghe+su+pagamentu' },
    controls: { commit: 'cunfirma', save: 'sarva sarvare', remove: 'cantzella bogare', step: 'sighi', leave: 'torra' },
    nouns: { pay: 'pagamentu', post: 'messàgiu cummentu' },
    places: { post: 'messàgios cummentos' } },
];
