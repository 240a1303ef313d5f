/**
 * Hausa, Zulu, Xhosa, Kinyarwanda and Malagasy: the words of web tasks and of page controls. For each
 * kind, in this order: the imperative singular and plural ("sayi", "thenga" / "thengani", "mugure",
 * "vidio"), the infinitive where a page says it ("ukuthenga", "kugura", "mividy"), and a page's
 * phrases ("Ƙara a kwando", "Engeza enqolini", "Faka enqwelweni", "Shyira mu gitebo"). Their negation
 * is mostly inside the verb ("kada", "ungathengi", "ntugure", "aza"), a word of its own. Hausa is
 * written with its hooked letters or without them ("saƙo", "sako"): both are listed. Left out, as
 * another read language's words: Hausa "saya" alone (buy; Indonesian "I, my"), "sayo" (Filipino "to
 * you"), "aika" (send; Finnish "time"), "share" (delete; English
 * "share"), "raba" (share; also "divide"); Hausa and Zulu "oda" alone (an order; Turkish "room"),
 * Hausa "adana" (save; a Turkish city); Kinyarwanda "baza" (ask; Polish "base") and "gura" alone (buy;
 * Romanian "mouth", in many place names). Kinyarwanda "hagarika" (stop, cancel) is read as the
 * removal it may be ("Hagarika ifatabuguzi": cancel the subscription), as Amharic "ሰርዝ" is.
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const HA_ZU_XH_RW_MG: readonly Lexicon[] = [
  { lang: 'ha', negations: 'kada ba babu ban', determiners: 'wannan wancan', pronouns: 'mini mana masa',
    forms: {
      look: 'nemi nema bincika duba kwatanta nuna',
      order: 'sayi ka+saya ku+saya yi+oda yi+odar',
      post: 'rubuta aiko+saƙo aika+saƙo aiko+sako aika+sako amsa tambayi yi+sharhi',
      pay: 'biya biyan+kuɗi biyan+kudi biya+yanzu',
      settings: 'kashe kunna' },
    controls: {
      look: 'tace kara+karantawa ƙara+karantawa zaɓi zabi sauke shiga', order: 'ƙara+a+kwando kara+a+kwando sayi+yanzu saka+a+kwando saya+yanzu yi+ajiya', pay: 'biya+yanzu', commit: 'tabbatar tabbatarwa aminta', save: 'ajiye',
      remove: 'goge cire', step: 'ci+gaba+zuwa+biya ci+gaba+zuwa+biyan gaba ci+gaba', leave: 'soke koma rufe', post: 'wallafa', account: 'yi+rajista ƙirƙiri+asusu kirkiri+asusu' },
    nouns: { order: 'odar', pay: 'biyan', post: 'saƙo sako sharhi' },
    places: { order: 'kwando', settings: 'saituna asusu', post: 'saƙonni sakonni sharhi' } },
  { lang: 'zu', negations: 'ungathengi musa ningathengi ngaphandle', determiners: 'lo le lesi leli', pronouns: 'mina thina',
    forms: {
      look: 'sesha cinga thola hlola qhathanisa bonisa bheka',
      order: 'thenga thengani ukuthenga bhuka bhukha bhukisha',
      post: 'bhala bhalani thumela thumelani phendula phendulani buza buzani',
      pay: 'khokha khokhani ukukhokha khokhela',
      settings: 'cisha cishani' },
    controls: {
      look: 'hlunga funda+kabanzi khetha landa ngena', order: 'engeza+enqolini faka+enqolini thenga+manje engeza+kubhasikidi faka+kubhasikidi', pay: 'khokha+manje', commit: 'qinisekisa vuma hambisa', save: 'londoloza gcina',
      remove: 'susa cisha', step: 'okulandelayo qhubeka qhubekela+ekukhokheni', leave: 'khansela emuva buyela vala', post: 'shicilela', account: 'bhalisa dala+i-akhawunti dala+i+akhawunti' },
    nouns: { order: 'i+oda', pay: 'inkokhelo', post: 'umlayezo amazwana' },
    places: { order: 'inqola enqolini', settings: 'izilungiselelo', post: 'imilayezo amazwana' } },
  { lang: 'xh', negations: 'musa ungathengi ngaphandle', determiners: 'le lo esi eli', pronouns: 'mna thina',
    forms: {
      look: 'khangela fumana jonga thelekisa bonisa',
      order: 'thenga thengani ukuthenga odola bhukisha',
      post: 'bhala bhalani thumela thumelani phendula buza',
      pay: 'hlawula hlawulani ukuhlawula hlawulela',
      settings: 'cima cimani' },
    controls: {
      look: 'hluza funda+ngakumbi khetha khuphela ngena', order: 'faka+enqwelweni yongeza+enqwelweni thenga+ngoku yongeza+kwingxowa faka+kwingxowa', pay: 'hlawula+ngoku', commit: 'qinisekisa vuma ngenisa', save: 'gcina',
      remove: 'cima susa', step: 'okulandelayo qhubeka qhubekela+ekuhlawuleni', leave: 'rhoxisa buyela+emva vala', post: 'papasha', account: 'bhalisa yenza+iakhawunti yenza+i-akhawunti yenza+i+akhawunti' },
    nouns: { pay: 'intlawulo', post: 'umyalezo' },
    places: { order: 'inqwelo enqwelweni', settings: 'iisetingi', post: 'imiyalezo' } },
  { lang: 'rw', negations: 'ntu oya nta utabanje', determiners: 'iyi iki uyu', pronouns: 'njye twe',
    forms: {
      look: 'shakisha shaka reba genzura gereranya erekana',
      order: 'kugura mugure tumiza gutumiza',
      post: 'andika kwandika ohereza kohereza subiza gusubiza',
      pay: 'ishyura kwishyura mwishyure yishyura',
      settings: 'zimya' },
    controls: {
      look: 'tondeka soma+byinshi toranya hitamo kuramo injira', order: 'shyira+mu+gitebo ongeraho+mu+gitebo gura+ubu fata+umwanya', pay: 'ishyura+ubu', commit: 'emeza kwemeza', save: 'bika kubika',
      remove: 'siba gusiba kuraho hagarika', step: 'komeza ibikurikira komeza+ujye+kwishyura', leave: 'subira+inyuma funga', post: 'tangaza', account: 'iyandikishe fungura+konti' },
    nouns: { order: 'itumiza', pay: 'kwishyura', post: 'ubutumwa igitekerezo' },
    places: { order: 'igitebo', settings: 'igenamiterere konti', post: 'ubutumwa' } },
  { lang: 'mg', negations: 'aza tsy tsia', determiners: 'ity io ilay ny', pronouns: 'ahy anay',
    forms: {
      look: 'mitady tadiavo jereo hamarino ampitahao asehoy',
      order: 'mividy vidio manafatra mamandrika famandrihana+atao',
      post: 'manorata soraty mandefa alefaso valio anontanio',
      pay: 'mandoa aloavy handoa mandoa+vola',
      settings: 'vonoy' },
    controls: {
      look: 'alaharo vakio+bebe+kokoa sivano safidio midira', order: 'ampidiro+anaty+harona ampio+amin+ny+harona vidio+izao ampidiro+ao+anaty+harona', pay: 'aloavy+izao', commit: 'hamafiso ekeo', save: 'tehirizo',
      remove: 'fafao esory', step: 'manaraka tohizo', leave: 'foano miverina hidio', post: 'avoahy', account: 'misoratra+anarana mamorona+kaonty' },
    nouns: { order: 'kaomandy famandrihana', pay: 'fandoavana', post: 'hafatra hevitra' },
    places: { order: 'harona kaomandy', settings: 'kaonty', post: 'hafatra' } },
];
