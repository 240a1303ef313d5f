/**
 * Breton and Upper Sorbian: the words of web tasks and of page controls. For each kind, in this order:
 * the infinitive, the imperative singular and plural ("paeañ" / "paeit", "zapłaćić" / "zapłać" /
 * "zapłaćće"), and a page's phrases ("Paeañ bremañ", "Nětko zapłaćić"). Breton negates with "ne …
 * ket" around the verb ("na brenit ket"), its forms listed also as mutated after "na" and "da"
 * ("brenit", "baeañ", "gasañ"); its "'" splits a word in two, read as a phrase ("kenderc'hel":
 * continue). Upper Sorbian negates with "nje-" on the verb and "nic" (nothing); the forms it shares
 * with Polish ("kup", "zapłać", "pokazać") share Polish's "nic" too, and are listed again. Left out,
 * as other read languages' words: Breton "pren" alone (buy; the Catalan "take", read in "pren
 * bremañ"), "kas" alone (send; the Dutch "till"), "sellout" (look; English), "morse" (never), "miret"
 * (keep, reserve: it keeps more than it books), "urzhiañ" (order; more a command than a purchase);
 * Upper Sorbian "pytać" and "pytaj" (search; the Polish "ask"), "dale" (further; the Spanish "go on"
 * and English), "skazać" (order; the Polish "sentence"). Kashubian has no entry: beyond "kùpic" and
 * "zapłacëc" its imperatives are not known here well enough to write, and "pisac" (write) and "dali"
 * (next) are the Croatian "writer" and "whether".
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const BR_HSB: readonly Lexicon[] = [
  { lang: 'br', negations: 'ne na ket hep netra', determiners: 'an ar al ur un ul ma va da', pronouns: 'din deomp',
    forms: {
      look: 'klask klaskañ klaskit kavout kavit sellit diskouez diskouezit keñveriañ keñveriit',
      order: 'prenañ prenit brenañ brenit',
      post: 'skrivañ skrivit kasañ kasit gasañ gasit respont respontit goulenn goulennit embann embannit',
      pay: 'paeañ paeit baeañ baeit' },
    controls: {
      look: 'kevreañ', order: 'pren+bremañ prenañ+bremañ', pay: 'paeañ+bremañ', commit: 'kadarnaat', save: 'enrollañ', remove: 'dilemel',
      step: 'kenderc+hel da+heul', leave: 'nullañ distreiñ serriñ', account: 'krouiñ+ur+gont' },
    nouns: { pay: 'paeamant', post: 'kemennadenn evezhiadenn' },
    places: { order: 'paner', settings: 'arventennoù kont', post: 'kemennadennoù evezhiadennoù' } },
  { lang: 'hsb', negations: 'nic žadyn žana žane ženje bjez', determiners: 'mój moja moje twój twoja tutón tuta tute', pronouns: 'mi mje nam nas',
    forms: {
      look: 'namakać namakaj pohladaj pokazać pokazaj',
      order: 'kupić kup kupće skazaj skazajće',
      post: 'pósłać pósćel pósćelće pisać pisaj napisaj wotmołwić wotmołw',
      pay: 'zapłaćić zapłać zapłaćće płaćić' },
    controls: {
      look: 'přizjewić+so', order: 'nětko+kupić kupić+nětko', pay: 'nětko+zapłaćić zapłaćić+nětko', commit: 'wobkrućić', save: 'składować', remove: 'zhašeć wotstronić',
      step: 'pokročować', leave: 'přetorhnyć wróćo', account: 'registrować' },
    nouns: { order: 'skazanka', pay: 'płaćenje', post: 'powěsć komentar' },
    places: { order: 'skazanka', settings: 'nastajenja konto', post: 'powěsće komentary' } },
];
