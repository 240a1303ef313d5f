/**
 * Maltese, Luxembourgish, Afrikaans and Albanian: the words of web tasks and of page controls. For
 * each kind, in this order: the imperative singular and plural ("ixtri" / "ixtru", "kaf" / "keeft",
 * "bli" / "blini"), the infinitive where the language has one ("kafen", "blej"), and a page's phrases
 * ("Żid mal-karrettun", "An de Kuerf", "Voeg by mandjie", "Shto në shportë"). Maltese writes its
 * article joined with a hyphen ("il-karrettun"), read as two words. Left out, as another read
 * language's words of another meaning: Maltese "ordna" (order; Swedish "arrange"), "ara" (look;
 * Catalan "now") and "uri" (show; the Romanian plural "-uri", "cookie-uri"); Luxembourgish "sich" (look; the German "sich"), and the forms it shares with German
 * ("bestellen", "buchen"), read by the German entry; Afrikaans "bespreek" alone (book;
 * Dutch "discuss": read only as "Bespreek nou"), "deel" (share; Dutch "part"), "pos" (post) and
 * "rekening"; Albanian "ndaj" (share; also "towards").
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const MT_LB_AF_SQ: readonly Lexicon[] = [
  { lang: 'mt', negations: 'ma mhux qatt mingħajr xejn', determiners: 'il l is it id ir ix iż iċ in tiegħi tiegħek dan din', pronouns: 'lili lilna',
    forms: {
      look: 'fittex fittxu sib sibu iċċekkja qabbel qabblu',
      order: 'ixtri ixtru nixtri ibbukkja ibbukkjaw irriżerva irriżervaw',
      post: 'ikteb iktbu ibgħat ibagħtu ippostja wieġeb wieġbu staqsi staqsu ikkummenta',
      pay: 'ħallas ħallsu nħallas ittrasferixxi',
      settings: 'itfi itfu ixgħel ixgħlu attiva iddiżattiva' },
    controls: {
      look: 'issortja iffiltra aqra+aktar agħżel niżżel idħol', order: 'żid+mal+karrettun żid+fil+karrettun żid+fil+basket ixtri+issa ibbukkja+issa ordna+issa', pay: 'ħallas+issa',
      commit: 'ikkonferma aċċetta naqbel', save: 'issejvja salva', remove: 'ħassar neħħi', step: 'li+jmiss kompli', leave: 'ikkanċella lura agħlaq', post: 'ippubblika', account: 'irreġistra oħloq+kont' },
    nouns: { look: 'tfittxija', order: 'ordni bukkjar xiri', pay: 'ħlas pagament', post: 'messaġġ kumment tweġiba' },
    places: { order: 'karrettun ordni ħlas biljetti', settings: 'issettjar kont profil notifiki', post: 'messaġġi kummenti forum' } },
  { lang: 'lb', negations: 'net keng kee ni ouni näischt', determiners: 'den de dem eng en mäin meng dësen dës', pronouns: 'mir eis him',
    forms: {
      look: 'sichen fannen fann kucken kuck vergläichen vergläich iwwerpréiwen',
      order: 'kafen kaf keeft reservéieren reservéier lounen',
      post: 'schreiwen schreif schéckt schécken schéck äntweren äntwer froen',
      pay: 'bezuelen bezuel iwwerweisen iwwerweis',
      settings: 'ausschalten ofschalten aschalten aktivéieren desaktivéieren' },
    controls: {
      look: 'sortéieren filteren méi+liesen auswielen eroflueden aloggen', order: 'an+de+kuerf an+de+kuerf+leeën kafen+elo elo+kafen bestellen+elo', pay: 'elo+bezuelen bezuelen+elo',
      commit: 'confirméieren bestätegen akzeptéieren', save: 'späicheren', remove: 'läschen ewechhuelen', step: 'weider virun nächst', leave: 'ofbriechen zréck zoumaachen', post: 'verëffentlechen', account: 'registréieren kont+uleeën' },
    nouns: { order: 'bestellung reservatioun', pay: 'bezuelung', post: 'noriicht kommentar' },
    places: { order: 'kuerf bestellung', settings: 'astellungen kont profil', post: 'noriichten kommentarer' } },
  { lang: 'af', negations: 'nie moenie geen nooit sonder niks', determiners: 'die n my jou sy haar ons hierdie daardie', pronouns: 'my ons hom haar',
    forms: {
      look: 'soek vind kyk kontroleer vergelyk wys',
      order: 'koop bestel huur plaas+n+bestelling maak+n+bespreking',
      post: 'skryf stuur antwoord vra lewer+kommentaar',
      pay: 'betaal oordra maak+n+betaling dra~oor',
      settings: 'skakel~af skakel~aan aktiveer deaktiveer' },
    controls: {
      look: 'sorteer', order: 'voeg+by+mandjie in+mandjie koop+nou bestel+nou bespreek+nou gaan+na+betaalpunt betaalpunt', pay: 'betaal+nou',
      commit: 'bevestig aanvaar stem+saam dien+in', save: 'stoor', remove: 'skrap verwyder vee+uit', step: 'volgende gaan+voort', leave: 'kanselleer terug maak+toe' },
    nouns: { look: 'soektog', order: 'bestelling aankoop intekening', pay: 'betaling', post: 'boodskap kommentaar' },
    places: { order: 'mandjie betaalpunt bestelling bestellings kaartjies', settings: 'instellings profiel kennisgewings', post: 'boodskappe kommentaar forum' } },
  { lang: 'sq', negations: 'mos nuk asnjë kurrë pa', determiners: 'një im ime imja yt kjo ky', pronouns: 'më na',
    forms: {
      look: 'kërko kërkoni gjej gjeni kontrollo kontrolloni krahaso krahasoni shfaq shiko shikoni',
      order: 'bli blini blej porosit porositni rezervo rezervoni abonohu',
      post: 'shkruaj shkruani dërgo dërgoni postoni përgjigju pyet pyetni komento',
      pay: 'paguaj paguani pagoni transfero',
      settings: 'aktivizo çaktivizo' },
    controls: {
      look: 'rendit filtro', order: 'shto+në+shportë në+shportë shto+në+karrocë bli+tani rezervo+tani porosit+tani përfundo+porosinë', pay: 'paguaj+tani',
      commit: 'konfirmo konfirmoni pranoj prano', save: 'ruaj ruani', remove: 'fshi fshij fshini hiq', step: 'vazhdo vazhdoni tjetër tjetri apliko', leave: 'anulo kthehu mbyll prapa' },
    nouns: { look: 'kërkim', order: 'porosi porosia porosinë rezervim rezervimi blerje', pay: 'pagesë pagesa pagesën', post: 'mesazh mesazhi koment komenti' },
    places: { order: 'shportë shporta karrocë porosi porositë pagesa rezervim bileta', settings: 'cilësimet cilësime llogaria profili njoftimet', post: 'mesazhe mesazhet komente forum' } },
];
