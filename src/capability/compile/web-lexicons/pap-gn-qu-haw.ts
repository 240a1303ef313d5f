/**
 * Papiamento, Guarani, Quechua (Southern Quechua) and Hawaiian: the words of web tasks and of page
 * controls. Papiamento has one form of the verb ("kumpra", "skirbi"), with and without the accent it
 * writes on a stressed last vowel ("kompará", "konfirmá"), and negates with "no" before it ("no
 * kumpra"); as the Galician entry does, it lists its own forms only: those that are Spanish or
 * Portuguese ones ("paga", "mira", "manda", "reserva") are read by those entries, so that its "no" and
 * "sin" never refuse a Portuguese "pague no site" or a Spanish request. Guarani: the imperative
 * singular in "e-", the plural in "pe-" and the first person a button says in "a-" ("ejogua" /
 * "pejogua" / "ajogua"); its "'" (puso) splits a word, read as a phrase ("ehepyme'ẽ": pay). Quechua:
 * the infinitive, which is also the imperative singular ("rantiy", "pagay"), the plural in "-ychik",
 * the benefactive "-puway" (for me) and the first person future a button says in "-saq" ("rantisaq").
 * Hawaiian: the verb alone, with the imperative "e" before it ("E uku"), with a directional ("kūʻai
 * mai": buy) or its object ("uku i ka pila": pay the bill); the ʻokina is a letter, so a word is
 * listed with it and as written without it ("hōʻike" / "hoike"); "ʻaʻole" negates. Left out, as other
 * read languages' words: Papiamento "kita" (remove; Indonesian and Filipino "we"), "sera" (close; the
 * Spanish and French "will be"), "borá" (delete; the Portuguese "let's go"), "ordená" (order; the
 * Spanish "sorts"), "transferí" (transfer; the Portuguese "I transferred"), the article "e" (the
 * Italian and Portuguese "and") and "haña" without its tilde (find; "hana"); Guarani "mondo" alone
 * (send; the Italian "world"), "ani" (do not; the Romanian "years"); Quechua "ama" (do not; the
 * Spanish "loves, mistress") and "mana" (not; the Indonesian and Malay "where"), read in "manam" and
 * "manan", and "kutichiy" (answer; also "give back"); Hawaiian "kuai" without its marks (buy; the
 * Chinese "kuai"), "huli" (search; the Filipino "last"), "pane" (answer; the Italian "bread"), "pani"
 * (close; the Hindi "water"), "mai" (do not; the Italian "never"), "leka" (letter; the Swedish
 * "play"). Tetum, Samoan, Tongan, Tahitian, Fijian and Bislama have no entry: their page wording
 * (confirm, save, next) and most request forms are not known here well enough to write, and Tetum
 * "buka" (search), Tongan "kumi" and "sio" (search, look), Fijian "voli" (buy) and Tahitian "aita"
 * (no) are the Indonesian "open", the Swahili "ten" and "is not", the Italian "flights" and the Basque
 * "father".
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const PAP_GN_QU_HAW: readonly Lexicon[] = [
  { lang: 'pap', accentsOnly: 'haña', negations: 'no nunka niun nada sin', determiners: 'un mi bo su nos esaki', pronouns: 'mi nos bo',
    forms: {
      look: 'buska haña kompará mustra',
      order: 'kumpra enkarga kumpra+awor hasi+un+reservashon',
      post: 'skirbi kontestá puntra publiká komentá',
      pay: 'paga+awor hasi+un+pago hasi+e+pago paga+e+kuenta' },
    controls: {
      look: 'drenta', order: 'na+karèchi pone+den+karèchi', commit: 'konfirmá aseptá', save: 'warda', remove: 'eliminá',
      step: 'sigui', leave: 'kanselá bai+bèk', account: 'registrá krea+un+kuenta' },
    nouns: { order: 'òrdu', pay: 'pago', post: 'mensahe komentario' },
    places: { order: 'karèchi òrdu', settings: 'kuenta konfigurashon', post: 'mensahenan komentarionan' } },
  { lang: 'gn', negations: 'nahániri ndaipóri', determiners: 'ko pe che nde', pronouns: 'chéve ñandéve oréve',
    forms: {
      look: 'eheka peheka jeheka ejuhu ehechauka ema+ẽ',
      order: 'ejogua pejogua ajogua ejogua+chéve',
      post: 'ehai pehai emondo eporandu embohovái',
      pay: 'ehepyme+ẽ ehepymeẽ pehepyme+ẽ ahepyme+ẽ' },
    controls: { look: 'eike', commit: 'emoneĩ', save: 'eñongatu', remove: 'embogue', step: 'tenondegua eho+tenonde', leave: 'emboty' },
    nouns: { pay: 'jehepyme+ẽ', post: 'marandu' },
    places: { post: 'marandu' } },
  { lang: 'qu', negations: 'manam manan', determiners: 'kay chay huk', pronouns: 'ñuqapaq',
    forms: {
      look: 'maskay maskhay maskaychik qhaway rikuchiy tariy',
      order: 'rantiy rantiway rantiychik rantipuway rantisaq',
      post: 'qillqay qillqaychik apachiy kachay tapuy',
      pay: 'pagay pagaychik pagapuway pagasaq' },
    controls: { commit: 'takyachiy', save: 'waqaychay', remove: 'qulluchiy', step: 'qatiq', leave: 'kutiy' },
    nouns: { post: 'willakuy' },
    places: { post: 'willakuykuna' } },
  { lang: 'haw', accentsOnly: 'nānā', negations: 'ʻaʻole aole ʻaʻohe aohe', determiners: 'ka ke kaʻu koʻu kēia he', pronouns: 'iaʻu',
    forms: {
      look: 'nānā e+nānā ʻimi imi e+ʻimi hōʻike hoike',
      order: 'kūʻai e+kūʻai kūʻai+mai kauoha',
      post: 'hoʻouna hoouna kākau e+kākau nīnau',
      pay: 'uku e+uku uku+aku uku+i+ka+pila' },
    controls: { commit: 'hōʻoia hooia', save: 'mālama', remove: 'holoi', step: 'holomua hele+i+mua', leave: 'hoʻopau' },
    nouns: { post: 'manaʻo' },
    places: {} },
];
