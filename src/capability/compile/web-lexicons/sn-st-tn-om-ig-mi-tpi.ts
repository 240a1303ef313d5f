/**
 * Shona, Sesotho, Setswana, Oromo, Igbo, Māori and Tok Pisin: the words of web tasks and of page
 * controls. For each kind, in this order: the imperative singular and plural ("tenga" / "tengai",
 * "rekang", "bitadhu" / "bitadhaa", "zụta", "hokona", "baim"), the infinitive where a page says it
 * ("kutenga", "ho reka", "go duela"), and a page's phrases ("Isa mukabhasikiti", "Kenya ka basketeng",
 * "Tāpiri ki te kete", "Putim long baket"). The Bantu languages negate inside the verb ("usatenga",
 * "o se reke"), Oromo with "hin" before it ("hin bitatin"), Igbo with a suffix ("azụla": don't buy),
 * Māori with "kaua" and Tok Pisin with "no" or "noken" before it. Left out, as other read languages'
 * words: Sesotho and Setswana "reka" alone (buy; the Slovenian and Macedonian "river"), Shona and
 * Sesotho "bhuka" and "buka" alone (a book), Igbo "zụọ" (buy; also "rear"), Tok Pisin "bai" (will),
 * Māori "utu" alone (pay; also "revenge, price"), read in "utua" and "utu+ināianei"; Sesotho and
 * Setswana "araba" (reply; the Turkish "car"), Setswana "duela" alone (pay; a Spanish word), Tok Pisin
 * "salim" alone (send; also a name).
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const SN_ST_TN_OM_IG_MI_TPI: readonly Lexicon[] = [
  { lang: 'sn', negations: 'usa musa kwete hapana pasina usatenga musatenga', determiners: 'iyi ichi urwu uyu yangu', pronouns: 'ini isu',
    forms: {
      look: 'tsvaga tsvagai tarisa tarisai enzanisa ratidza',
      order: 'tengai kutenga odha odhai bhuka+nzvimbo',
      post: 'nyora nyorai kunyora tumira tumirai pindura pindurai bvunza bvunzai',
      pay: 'bhadhara bhadharai kubhadhara bhadharira' },
    controls: {
      look: 'ronga verenga+zvimwe sarudza dhaunirodha pinda', order: 'isa+mukabhasikiti wedzera+mukabhasikiti tenga+izvozvi', pay: 'bhadhara+izvozvi',
      commit: 'simbisa bvuma tumira+fomu', save: 'chengetedza chengeta', remove: 'dzima bvisa', step: 'inotevera enderera', leave: 'kanzura dzokera+shure vhara', post: 'buritsa', account: 'nyoresa gadzira+akaundi' },
    nouns: { order: 'odha', pay: 'mubhadharo', post: 'meseji mashoko' },
    places: { order: 'bhasikiti odha', settings: 'zvirongwa akaundi', post: 'mameseji' } },
  { lang: 'st', negations: 'se sa tjhe ntle letho', determiners: 'sena sane', pronouns: 'nna rona',
    forms: {
      look: 'batla batlang sheba shebang bapisa bontsha',
      order: 'rekang ho+reka nthekele re+rekele odara odarang bukisa',
      post: 'ngola ngolang romela romelang botsa botsang',
      pay: 'lefa lefang ho+lefa lefella' },
    controls: {
      look: 'hlophisa bala+haholwanyane kgetha jarolla kena', order: 'kenya+ka+basketeng eketsa+ka+basketeng reka+hona+joale', pay: 'lefa+hona+joale',
      commit: 'netefatsa amohela', save: 'boloka', remove: 'hlakola tlosa', step: 'e+latelang tswela+pele', leave: 'khansela kgutlela+morao', post: 'phatlalatsa', account: 'ingodise ingodisa bula+akhaonte' },
    nouns: { order: 'odara', pay: 'tefo', post: 'molaetsa maikutlo' },
    places: { order: 'baskete basketeng odara', settings: 'disetting akhaonte', post: 'melaetsa' } },
  { lang: 'tn', negations: 'ga se sepe nnyaa ntle', determiners: 'seno eno', pronouns: 'nna rona',
    forms: {
      look: 'batla batlang leba lebang bapisa bontsha',
      order: 'rekang go+reka nthekele re+rekele otara otarang bukisa',
      post: 'kwala kwalang romela romelang botsa botsang',
      pay: 'duelang go+duela duelela duela+jaanong' },
    controls: {
      look: 'rulaganya bala+go+feta tlhopha kopolola tsena', order: 'tsenya+mo+kgetsing oketsa+mo+kgetsing reka+jaanong', pay: 'duela+jaanong duela+ka+karata',
      commit: 'netefatsa amogela', save: 'boloka', remove: 'phimola tlosa', step: 'e+e+latelang tswelela', leave: 'khansela boela+morago tswala', post: 'phasalatsa', account: 'ikwadise ikwadisa bula+akhaonto' },
    nouns: { order: 'otara', pay: 'tuelo', post: 'molaetsa' },
    places: { order: 'kgetsi kgetsing otara', settings: 'dithulaganyo akhaonto', post: 'melaetsa' } },
  { lang: 'om', negations: 'hin homaa malee miti', determiners: 'kana sana kiyya', pronouns: 'naaf nuuf',
    forms: {
      look: 'barbaadi barbaadaa ilaali ilaalaa madaali madaalaa agarsiisi',
      order: 'bitadhu bitadhaa naaf+bitadhu ajaji ajajaa qabsiisi qabsiisaa',
      post: 'barreessi barreessaa ergi ergaa deebisi deebisaa gaafadhu gaafadhaa',
      pay: 'kaffali kaffalaa kaffaltii+raawwadhu maallaqa+ergi' },
    controls: {
      look: 'tartiibeessi dabalata+dubbisi calali filadhu buusi seeni', order: 'gaarii+keessa+kaa+i gaariitti+dabali amma+bitadhu', pay: 'amma+kaffali',
      commit: 'mirkaneessi raggaasisi', save: 'olkaa+i kuusi', remove: 'haqi balleessi', step: 'itti+fufi kan+itti+aanu', leave: 'dhiisi duubatti cufi', post: 'maxxansi', account: 'galmaa+i herrega+uumi' },
    nouns: { order: 'ajaja', pay: 'kaffaltii', post: 'ergaa+barreeffamaa yaada' },
    places: { order: 'gaarii ajaja', settings: 'qindaa+ina herrega', post: 'ergaawwan yaadawwan' } },
  { lang: 'ig', negations: 'ejila azụla ezigala akwụla adịghị enweghị', determiners: 'otu', pronouns: 'anyị',
    forms: {
      look: 'chọọ chọta lelee lee+anya tụlee gosi',
      order: 'zụta zụtara zụtụ+m nye+iwu debe+oche',
      post: 'dee zitere zite zaa jụọ',
      pay: 'kwụọ kwụọ+ụgwọ kwụ+ụgwọ zipu+ego' },
    controls: {
      look: 'hazie gụkwuo họrọ budata banye', order: 'tinye+na+nkata zụta+ugbu+a', pay: 'kwụọ+ugbu+a',
      commit: 'kwado nabata', save: 'chekwaa', remove: 'hichapụ wepụ', step: 'gaa+n+ihu', leave: 'kagbuo laghachi mechie', post: 'bipụta', account: 'debanye+aha mepụta+akaụntụ' },
    nouns: { order: 'iwu+ahịa', pay: 'ụgwọ', post: 'ozi' },
    places: { order: 'nkata', settings: 'ntọala akaụntụ', post: 'ozi' } },
  { lang: 'mi', negations: 'kaua kāore kore kaore', determiners: 'te ngā taku tōku tāku tēnei', pronouns: 'māku ahau',
    forms: {
      look: 'rapua kimihia tirohia whakatauritea whakaaturia',
      order: 'hokona hoko+mai tāpuitia tono+mai',
      post: 'tuhia tuhituhia tukuna whakautua pātai pātaihia',
      pay: 'utua utu+ināianei whakawhitia+te+moni utua+te+pire',
      settings: 'whakawetohia whakakāngia' },
    controls: {
      look: 'kōmaka tātari pānui+atu+anō kōwhiria tikiake takiuru', order: 'tāpiri+ki+te+kete hoko+ināianei', pay: 'utu+ināianei',
      commit: 'whakaū whakaae', save: 'tiaki penapena tiakina', remove: 'muku mukua tangohia', step: 'panuku haere+tonu', leave: 'whakakore hoki+whakamuri kati', post: 'whakaputaina', account: 'rēhita waihangatia+he+pūkete' },
    nouns: { pay: 'utunga', post: 'karere' },
    places: { order: 'kete', settings: 'tautuhinga pūkete', post: 'karere' } },
  { lang: 'tpi', negations: 'no noken nogat', determiners: 'dispela wanpela', pronouns: 'mi yumi em',
    forms: {
      look: 'painim painimaut lukim skelim soim',
      order: 'baim baimim bukim odaim',
      post: 'raitim salim+i+go salim+tok bekim+tok askim',
      pay: 'peim peimim peim+bil givim+mani',
      settings: 'tanim+of' },
    controls: {
      look: 'stretim ritim+moa makim daunlodim', order: 'putim+long+baket baim+nau', pay: 'peim+nau',
      commit: 'orait', save: 'seivim holim', remove: 'rausim', step: 'nekis go+het go+het+long+peim', leave: 'katim+tok go+bek pasim', account: 'rejista mekim+akaun' },
    nouns: { order: 'oda', post: 'tok' },
    places: { order: 'baket oda', settings: 'seting akaun', post: 'ol+tok' } },
];
