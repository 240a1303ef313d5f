/**
 * Chuvash and Northern Sámi: the words of web tasks and of page controls. For each kind, in this
 * order: the imperative singular and plural ("тӳле" / "тӳлӗр", "máksse" / "mákset"), the infinitive
 * where a page says it ("тӳлеме", "máksit"), and a page's phrases ("Máksse dál", "Кӑларса пӑрах":
 * delete). Chuvash negates with "ан" before the imperative (do not) and "мар" after a word, Sámi with
 * its negative verb ("ii": does not; "allet": do not, you all). Left out, as other read languages'
 * words: Chuvash "пӑх" alone (look; without its mark the Russian "groin") and "ҫырма" (to write; also
 * "a ravine"); Sámi "ale" (do not; the Polish "but"), "alle" (the German "all"), "ilá" (without; the
 * Turkish "to, until"), "čále" without its marks (write; the Portuguese "be quiet": read only as
 * written) and its settings words (no page wording known well enough). Sakha and Ossetian have no
 * entry: beyond a few verbs ("атыылас", "төлөө"; "балхӕн", "бафид") their forms and page wording are
 * not known here well enough to write.
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const CV_SE: readonly Lexicon[] = [
  { lang: 'cv', negations: 'ан мар ҫук нимӗн', determiners: 'ку ҫак пӗр манӑн', pronouns: 'мана пире',
    forms: {
      look: 'шыра шырӑр пӑхӑр кӑтарт кӑтартӑр танлаштар',
      order: 'туян туянӑр туянма туянас',
      post: 'ҫыр ҫырӑр ыйт ыйтӑр',
      pay: 'тӳле тӳлӗр тӳлеме тӳлес' },
    controls: { commit: 'ҫирӗплет', save: 'упра', remove: 'кӑларса+пӑрах', step: 'малалла', leave: 'каялла хуп' },
    nouns: { pay: 'тӳлев', post: 'ҫыру хыпар' },
    places: { settings: 'ӗнерлевсем', post: 'хыпарсем' } },
  { lang: 'se', accentsOnly: 'čále', negations: 'ii eai ehpet allet', determiners: 'mu du dát', pronouns: 'munnje midjiide',
    forms: {
      look: 'ohcat oza geahččat geahča gávnnat čájehit čájet buohtastahte',
      order: 'oastit oastte oastet oasttán diŋgot oastte+dál',
      post: 'sáddet sádde čállit čále vástidit vástit jearrat jeara',
      pay: 'máksit máksse mákset máksse+dál' },
    controls: {
      commit: 'dohkket dohkkehit', save: 'vurke vurket', remove: 'sihko sihkkut',
      step: 'boahtte joatkke', leave: 'gaskkalduhte gidde ruovttoluotta', account: 'registrere' },
    nouns: { order: 'diŋgojupmi', pay: 'máksu', post: 'dieđáhus' },
    places: { post: 'dieđáhusat' } },
];
