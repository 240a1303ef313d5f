/**
 * Catalan and Swahili: the words of web tasks and of page controls. Catalan, in this order:
 * infinitive, informal and formal imperative ("compra" / "compreu"), a page's phrases ("Afegeix a la
 * cistella"); many of its forms are Spanish or Italian ones of the same kind ("compra", "cerca",
 * "paga"), and "cancel·la" is read as its two halves. Swahili: the imperative, singular and plural
 * ("nunua" / "nunueni"), and the phrases of a page ("Ongeza kwenye kikapu"); its negation is inside
 * the verb ("usinunue"), so a negated request is no form of this list at all.
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const CA_SW: readonly Lexicon[] = [
  { lang: 'ca',
    lightVerbFirst: true, lightVerbs: 'deixa deixeu fes feu fer presenta presenteu',
    lightNouns: { post: 'ressenya opinió comentari missatge pregunta', order: 'comanda reserva compra', pay: 'pagament' }, creates: 'crea creeu', negations: 'no mai res sense cap', determiners: 'el la els les un una meu meva seu seva aquest aquesta',
    pronouns: 'em ens li',
    forms: {
      look: 'cercar cerca cerqueu trobar troba trobeu comprovar comprova comproveu comparar compara compareu mostra mostreu consulta consulteu',
      order: 'comprar compra compreu encarregar encarrega encarregueu reservar reserva reserveu llogar lloga llogueu subscriu+te subscriviu+vos',
      post: 'escriure escriu escriviu enviar envia envieu publicar publica publiqueu respondre respon responeu comentar comenta comenteu pregunta pregunteu comparteix compartiu',
      pay: 'pagar paga pagueu transferir transfereix transferiu abonar abona',
      settings: 'activa activeu desactiva desactiveu' },
    controls: {
      look: 'ordena+per filtra', order: 'afegeix+a+la+cistella afegir+a+la+cistella afegeix+al+carretó a+la+cistella tramita+la+comanda finalitza+la+compra finalitzar+la+compra compra+ara reserva+ara',
      pay: 'paga+ara', commit: 'confirma confirmeu accepta accepto envia+el+formulari', save: 'desa deseu desar', remove: 'suprimeix suprimir esborra esborrar elimina eliminar',
      step: 'següent continua continuar endavant aplica', leave: 'cancel+la cancel+lar enrere tanca tancar' },
    nouns: { look: 'cerca', order: 'comanda reserva compra subscripció', pay: 'pagament transferència', post: 'missatge comentari resposta' },
    places: { order: 'cistella carretó comanda comandes pagament reserva entrades', pay: 'transferències', settings: 'configuració preferències compte perfil notificacions',
      post: 'missatges comentaris fòrum' } },
  { lang: 'sw',
    lightVerbFirst: true, lightVerbs: 'acha acheni weka wekeni fanya fanyeni toa toeni tuma',
    lightNouns: { post: 'maoni ujumbe swali ombi tathmini', order: 'oda agizo', pay: 'malipo' }, negations: 'hapana bila si sio siyo kamwe', determiners: 'hii hiki huu hiyo ile', pronouns: 'mimi sisi yeye',
    forms: {
      look: 'tafuta tafuteni angalia angalieni linganisha linganisheni onyesha onyesheni kagua',
      order: 'nunua nunueni agiza agizeni weka+nafasi hifadhi+nafasi kodisha kukodi jisajili',
      post: 'andika andikeni tuma tumeni chapisha chapisheni jibu jibuni uliza ulizeni shiriki toa+maoni',
      pay: 'lipa lipeni lipia lipieni tuma+pesa hamisha+pesa',
      settings: 'washa zima' },
    controls: {
      look: 'panga chuja soma+zaidi chagua pakua ingia', order: 'ongeza+kwenye+kikapu weka+kwenye+kikapu ongeza+kikapuni nunua+sasa agiza+sasa kamilisha+agizo kamilisha+ununuzi jiunge jiunge+sasa', pay: 'lipa+sasa',
      commit: 'thibitisha kubali nakubali wasilisha', save: 'hifadhi', remove: 'futa ondoa', step: 'endelea inayofuata ifuatayo mbele', leave: 'ghairi rudi funga', account: 'jisajili fungua+akaunti unda+akaunti' },
    nouns: { look: 'utafutaji', order: 'agizo oda ununuzi', pay: 'malipo', post: 'ujumbe maoni' },
    places: { order: 'kikapu toroli malipo agizo maagizo', settings: 'mipangilio akaunti wasifu arifa', post: 'ujumbe maoni' } },
];
