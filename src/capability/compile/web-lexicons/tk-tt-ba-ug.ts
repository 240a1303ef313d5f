/**
 * Turkmen, Tatar, Bashkir and Uyghur: the words of web tasks and of page controls. All four ask with
 * the imperative, bare and polite ("töle" / "töläň", "түлә" / "түләгез", "تۆلە" / "تۆلەڭ"), and with a
 * noun and "do" ("sargyt et", "заказ бирегез", "بۇيرۇتما قىلىڭ"), read as a phrase or by `lightVerbs`;
 * their negation is inside the verb ("almaň", "алмагыз", "ئالماڭ"), so a negated request is no form of
 * these lists, and the words "hiç", "бернәрсә", "ھېچنېمە" (nothing) stand beside it. Their buttons say
 * the verbal noun ("Tölemek", "Саклау", "ساقلاش"). Left out, as other languages' words or too common:
 * Turkmen "al" alone (take, buy; the Spanish "al"), Tatar and Bashkir "ал" alone (take; Kazakh and
 * Kyrgyz read it with "сатып"), "яз" alone (write; also "spring"); Turkmen "geçir" (transfer; the Turkish
 * "spend time").
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const TK_TT_BA_UG: readonly Lexicon[] = [
  { lang: 'tk', lightVerbs: 'et ediň et+ber edip+beriň', negatedLightVerbs: 'etme etmäň',
    lightNouns: { order: 'sargyt bron', post: 'teswir jogap', pay: 'töleg' },
    negations: 'däl hiç ýok hiçzat hiçnäme almaň satyn+almaň', determiners: 'bir bu şu meniň seniň onuň biziň', pronouns: 'maňa bize oňa',
    forms: {
      look: 'gözle gözläň gözlemek barla barlaň deňeşdir deňeşdiriň görkez görkeziň',
      order: 'satyn+al satyn+alyň satyn+almak sargyt+et sargyt+ediň bronla bronlaň bron+et abuna+ýazyl',
      post: 'ýazyň ýazmak iber iberiň ibermek jogap+ber jogap+beriň sora soraň teswir+ýaz',
      pay: 'töle töläň tölemek töleg+et',
      settings: 'öçür öçüriň ýak ýakyň işjeňleşdir' },
    controls: {
      look: 'tertiple süzgüç', order: 'sebede+goş sebede häzir+satyn+al sargydy+tamamla', pay: 'häzir+töle',
      commit: 'tassykla tassyklaň kabul+et', save: 'ýatda+sakla sakla saklamak', remove: 'poz pozuň aýyr', step: 'indiki dowam+et öňe', leave: 'ýatyr ýatyryň yza ýap' },
    nouns: { order: 'sargyt sargydy bron', pay: 'töleg tölegi', post: 'hat habar teswir' },
    places: { order: 'sebet sargyt sargytlar töleg', settings: 'sazlamalar hasap profil', post: 'hatlar teswirler' } },
  { lang: 'tt', lightVerbs: 'ит итегез итеп+бир итеп+бирегез бир бирегез', negatedLightVerbs: 'итмә итмәгез бирмә',
    lightNouns: { order: 'заказ брон', post: 'җавап фикер', pay: 'түләү' },
    negations: 'түгел юк бернәрсә беркайчан алма алмагыз', determiners: 'бер бу шул минем синең аның безнең', pronouns: 'миңа безгә аңа',
    forms: {
      look: 'эзлә эзләгез тикшер тикшерегез чагыштыр чагыштырыгыз күрсәт күрсәтегез',
      order: 'сатып+ал сатып+алыгыз сатып+алу заказ+ит заказ+итегез заказ+бир брон+ит брон+итегез',
      post: 'языгыз язып+җибәр җибәр җибәрегез җавап+бир җавап+бирегез сора сорагыз',
      pay: 'түлә түләгез түләү күчер күчерегез',
      settings: 'сүндер сүндерегез кабыз кабызыгыз' },
    controls: {
      look: 'тәртипкә+сал фильтр', order: 'кәрзингә+өстә кәрзингә хәзер+сатып+ал', pay: 'хәзер+түлә',
      commit: 'раслау расла ризалашам', save: 'саклау сакла саклагыз', remove: 'бетерү бетер бетерегез', step: 'алга дәвам+итү киләсе', leave: 'баш+тарту кире ябу' },
    nouns: { order: 'заказ брон', pay: 'түләү', post: 'хат хәбәр фикер' },
    places: { order: 'кәрзин заказ заказлар түләү', settings: 'көйләүләр профиль', post: 'хатлар хәбәрләр' } },
  { lang: 'ba', lightVerbs: 'ит итегеҙ итеп+бир бир бирегеҙ', negatedLightVerbs: 'итмә итмәгеҙ',
    lightNouns: { order: 'заказ брон', post: 'яуап фекер', pay: 'түләү' },
    negations: 'түгел юҡ бернәмә алма алмағыҙ', determiners: 'бер был шул минең һинең уның беҙҙең', pronouns: 'миңә беҙгә уға',
    forms: {
      look: 'эҙлә эҙләгеҙ тикшер тикшерегеҙ сағыштыр сағыштырығыҙ күрһәт күрһәтегеҙ',
      order: 'һатып+ал һатып+алығыҙ һатып+алыу заказ+ит заказ+итегеҙ брон+ит',
      post: 'яҙығыҙ яҙып+ебәр ебәр ебәрегеҙ яуап+бир яуап+бирегеҙ һора һорағыҙ',
      pay: 'түлә түләгеҙ түләү күсер күсерегеҙ',
      settings: 'һүндер һүндерегеҙ тоҡандыр' },
    controls: {
      look: 'рәткә+һал фильтр', order: 'кәрзингә+өҫтә кәрзингә хәҙер+һатып+ал', pay: 'хәҙер+түлә',
      commit: 'раҫлау раҫла', save: 'һаҡлау һаҡла', remove: 'юйыу юй юйығыҙ', step: 'алға дауам+итеү киләһе', leave: 'кире+ҡағыу кире ябыу' },
    nouns: { order: 'заказ брон', pay: 'түләү', post: 'хат хәбәр' },
    places: { order: 'кәрзин заказ заказдар', settings: 'көйләүҙәр профиль', post: 'хаттар хәбәрҙәр' } },
  { lang: 'ug', lightVerbs: 'قىلىڭ قىل قىلىپ+بېرىڭ قىلىپ+بەر', negatedLightVerbs: 'قىلماڭ قىلما',
    lightNouns: { order: 'بۇيرۇتما زاكاز', post: 'باھا جاۋاب', pay: 'پۇل+تۆلەش' },
    negations: 'ئەمەس يوق ھېچنېمە ھېچقاچان ئالماڭ سېتىۋالماڭ', determiners: 'بىر بۇ شۇ مېنىڭ سېنىڭ ئۇنىڭ بىزنىڭ', pronouns: 'ماڭا بىزگە ئۇنىڭغا',
    forms: {
      look: 'ئىزدەڭ ئىزدە تەكشۈرۈڭ تەكشۈر سېلىشتۇرۇڭ كۆرسىتىڭ كۆرسەت',
      order: 'سېتىۋېلىڭ سېتىۋال سېتىۋېلىش زاكاز+قىلىڭ بۇيرۇتما+قىلىڭ ئالدىن+بەلگىلەڭ',
      post: 'يېزىڭ يازغىن ئەۋەتىڭ ئەۋەت جاۋاب+بېرىڭ سوراڭ باھا+يېزىڭ',
      pay: 'تۆلەڭ تۆلە پۇل+تۆلەڭ يۆتكەڭ',
      settings: 'تاقاڭ ئېتىۋېتىڭ ئېچىۋېتىڭ' },
    controls: {
      look: 'تىزىش سۈزگۈچ', order: 'سېۋەتكە+قوشۇش سېۋەتكە ھازىر+سېتىۋېلىش', pay: 'ھازىر+تۆلەش',
      commit: 'جەزملەش جەزملەڭ قوشۇلىمەن', save: 'ساقلاش ساقلاڭ', remove: 'ئۆچۈرۈش ئۆچۈرۈڭ چىقىرىۋېتىش', step: 'كېيىنكى داۋاملاشتۇرۇش', leave: 'بىكار+قىلىش قايتىش تاقاش' },
    nouns: { order: 'زاكاز بۇيرۇتما', pay: 'تۆلەم', post: 'ئۇچۇر باھا' },
    places: { order: 'سېۋەت زاكاز بۇيرۇتمىلار', settings: 'تەڭشەك ھېسابات', post: 'ئۇچۇرلار باھالار' } },
];
