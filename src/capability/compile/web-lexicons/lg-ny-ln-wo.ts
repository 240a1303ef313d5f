/**
 * Luganda, Chichewa, Lingala and Wolof: the words of web tasks and of page controls. For each kind, in
 * this order: the imperative singular, the plural or polite form ("sasula" / "musasule", "lipira" /
 * "lipirani", "jënd" / "jëndleen"), the infinitive a page or a task says ("okusasula", "kulipira",
 * "kofuta"), the applicative or benefactive (buy for: "gulira", "ndigulireni", "jëndal"), and a page's
 * phrases ("Gula kati", "Lipira tsopano", "Jënd léegi"). The Bantu languages negate inside the verb
 * (Luganda "togula", Chichewa "osagula": do not buy), a word of its own that asks nothing and is not
 * listed as a negation, lest "mugule … naye tosasula" (buy … but do not pay) refuse the purchase
 * beside it; read are "nedda", "si" and "osati" (no, not) and "tewali", "palibe" (there is none);
 * Lingala puts "te" after the verb ("kosomba te"); Wolof says "buleen" (do not, you all) before it.
 * Left out, as other read languages' words: Luganda and Chichewa "gula" alone (buy; the Indonesian and
 * Malay "sugar", read only in "gula kati", "gula tsopano"), Luganda "laba" (look; Indonesian
 * "profit"), "laga" (show; Swedish "cook, mend") and "lagira" (order; it commands more than it buys),
 * Chichewa "ona" (look; the Slavic "she"), "ayi" (no; Hindi in Latin letters "came"), "sindikiza"
 * (publish; Swahili "escort") and "tumiza" alone (send; the Kinyarwanda "order", read in "tumizani",
 * "kutumiza"); Lingala "somba", "futa" and "tinda" alone (buy, pay, send: a Swahili word, a Romanian
 * word, a Hindi vegetable; read with "ko-" and "bo-" and in "futa sikoyo"), "koma" (write; "coma"),
 * "tuna" (ask; English), "luka" (search; the Croatian "harbour"), "tala" (look; Filipino "note"),
 * "bomba" alone (keep; Spanish "bomb", read in "kobomba"); Wolof "bul" (don't; the Turkish "find"),
 * "amul" (there is not; an Indian dairy brand), "bind" (write), "won" (show) and "far" (remove:
 * English words), "fay" alone (pay; a name, read in "fay léegi"). Kikuyu, Twi, Ewe, Fula and Bambara
 * have no entry: beyond a few verbs ("gũra", "tɔ", "ƒle", "soodu") their page wording and imperative
 * forms are not known here well enough to write, and Kikuyu "gura" without its tilde (buy), "tiga"
 * (don't) and "aca" (no) are the Romanian "mouth", the Malay "three" and the Spanish "acá", Twi "tua"
 * (pay), "soma" (send) and "bisa" (ask) the Portuguese "your", the Swahili "read" and the Indonesian
 * "can".
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const LG_NY_LN_WO: readonly Lexicon[] = [
  { lang: 'lg', negations: 'nedda si tewali', determiners: '', pronouns: 'nze ffe',
    forms: {
      look: 'noonya munoonye okunoonya zuula geraageranya mulage kebera',
      order: 'mugule okugula gulira mungulire gula+kati gula+kino',
      post: 'wandiika muwandiike okuwandiika weereza muweereze okuweereza buuza mubuuze okubuuza',
      pay: 'sasula musasule okusasula sasulira sasula+kati' },
    controls: {
      look: 'yingira', commit: 'kakasa', save: 'tereka', remove: 'sazaamu ggyawo',
      step: 'ekiddako weyongere', leave: 'ddayo ggalawo', account: 'wewandiise okwewandiisa' },
    nouns: { pay: 'ensasula', post: 'obubaka' },
    places: { order: 'ekibbo', settings: 'akawunti', post: 'obubaka' } },
  { lang: 'ny', negations: 'osati palibe popanda', determiners: '', pronouns: 'ine ife',
    forms: {
      look: 'fufuza fufuzani sakasaka sakani yerekeza yerekezani onetsa onetsani',
      order: 'kugula gulani ndigulireni gula+tsopano gulani+tsopano',
      post: 'lemba lembani kulemba tumizani kutumiza yankha yankhani funsa funsani',
      pay: 'lipira lipirani kulipira lipira+tsopano lipirani+tsopano lipira+ndalama' },
    controls: {
      look: 'lowani', commit: 'tsimikiza tsimikizani vomereza', save: 'sunga sungani', remove: 'chotsa chotsani fufuta',
      step: 'chotsatira pitiriza pitirizani', leave: 'letsa letsani bwerera tseka tsekani', account: 'lembetsa lembetsani' },
    nouns: { pay: 'malipiro', post: 'uthenga ndemanga' },
    places: { order: 'dengu', pay: 'malipiro', settings: 'akaunti', post: 'mauthenga ndemanga' } },
  { lang: 'ln', negations: 'te kozanga', determiners: '', pronouns: 'ngai biso',
    forms: {
      look: 'koluka boluka kotala botala lakisa kolakisa kokokanisa',
      order: 'kosomba bosomba somba+sikoyo somba+sikawa',
      post: 'kotinda botinda kokoma bokoma kotuna botuna',
      pay: 'kofuta bofuta futa+sikoyo futa+sikawa' },
    controls: { commit: 'kondimisa', save: 'kobomba', remove: 'longola kolongola', step: 'kokoba', leave: 'kozonga zonga' },
    nouns: { pay: 'lifuti', post: 'nsango' },
    places: { post: 'nsango' } },
  { lang: 'wo', negations: 'buleen déedéet', determiners: 'suma sa', pronouns: 'ma nu',
    forms: {
      look: 'seet seetal xool xoolal méngale',
      order: 'jënd jëndal jëndleen jënd+léegi',
      post: 'yónnee laaj laajal tontu',
      pay: 'fey feyal feyleen fey+léegi fay+léegi' },
    controls: { look: 'dugg', commit: 'dëggal', save: 'denc', remove: 'dindi', step: 'jëm+kanam', leave: 'dellu tëj', account: 'bindu' },
    nouns: { post: 'bataaxal' },
    places: { post: 'bataaxal' } },
];
