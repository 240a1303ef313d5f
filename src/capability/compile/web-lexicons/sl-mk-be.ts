/**
 * Slovenian, Macedonian and Belarusian: the words of web tasks and of page controls. For each kind, in
 * this order: infinitive (Macedonian has none), informal and formal imperative ("kupi" / "kupite",
 * "купи" / "купете", "купі" / "купіце"), and a page's phrases ("Dodaj v košarico", "Додај во
 * кошничка", "Дадаць у кошык"). Bosnian and Montenegrin, and Serbian in Latin letters, are read by the
 * Croatian entry (./sk-bg-sr-hr.ts), which lists their spellings. Left out: Slovenian "deli" (share;
 * an English "deli"), and "račun" / "сметка" (an account, and a bill) as a place.
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const SL_MK_BE: readonly Lexicon[] = [
  { lang: 'sl',
    lightVerbFirst: true, lightVerbs: 'pusti pustite oddaj oddajte naredi naredite',
    lightNouns: { post: 'mnenje oceno komentar sporočilo vprašanje prošnjo', order: 'naročilo rezervacijo', pay: 'plačilo' }, creates: 'ustvari ustvarite', negations: 'ne nikar nič nikoli brez', determiners: 'moj moja moje ta to tisti tista', pronouns: 'mi meni nam mu ji',
    forms: {
      look: 'iskati išči iščite poišči poiščite najdi najdite preveri preverite primerjaj primerjajte prikaži prikažite poglej poglejte',
      order: 'kupiti kupi kupite naročiti naroči naročite rezervirati rezerviraj rezervirajte najeti najemi',
      post: 'pisati piši pišite napiši napišite poslati pošlji pošljite objavi objavite odgovori odgovorite vprašaj vprašajte komentiraj',
      pay: 'plačati plačaj plačajte nakaži nakažite poravnaj',
      settings: 'vklopi vklopite izklopi izklopite' },
    controls: {
      look: 'razvrsti filtriraj', order: 'dodaj+v+košarico v+košarico kupi+zdaj naroči+zdaj zaključi+nakup oddaj+naročilo na+blagajno', pay: 'plačaj+zdaj',
      commit: 'potrdi potrdite sprejmi strinjam+se oddaj', save: 'shrani shranite', remove: 'izbriši izbrišite odstrani odstranite',
      step: 'naprej nadaljuj nadaljujte naslednji naslednja uporabi', leave: 'prekliči nazaj zapri' },
    nouns: { look: 'iskanje', order: 'naročilo naročila rezervacija rezervacijo nakup naročnina', pay: 'plačilo plačila nakazilo', post: 'sporočilo komentar odgovor mnenje' },
    places: { order: 'košarica košarico blagajna naročilo naročila plačilo rezervacija vstopnice', pay: 'nakazila', settings: 'nastavitve profil obvestila',
      post: 'sporočila komentarji forum' } },
  { lang: 'mk',
    lightVerbFirst: true, lightVerbs: 'остави оставете поднеси поднесете направи направете',
    lightNouns: { post: 'рецензија коментар порака прашање барање', order: 'нарачка резервација', pay: 'плаќање' }, negations: 'не немој немојте без никогаш ништо', determiners: 'мој моја мое овој оваа ова тој таа тоа', pronouns: 'ми мене нам му',
    forms: {
      look: 'барај барајте пребарај пребарајте најди најдете провери проверете спореди споредете прикажи прикажете погледни погледнете',
      order: 'купи купете нарачај нарачајте резервирај резервирајте изнајми изнајмете',
      post: 'напиши напишете испрати испратете објави објавете одговори одговорете прашај прашајте коментирај сподели споделете',
      pay: 'плати платете уплати уплатете префрли префрлете',
      settings: 'вклучи вклучете исклучи исклучете' },
    controls: {
      look: 'сортирај филтрирај', order: 'додај+во+кошничка во+кошничка купи+сега нарачај+сега заврши+нарачка нарачај', pay: 'плати+сега',
      commit: 'потврди потврдете прифати се+согласувам', save: 'зачувај зачувајте', remove: 'избриши избришете отстрани',
      step: 'следно следен продолжи продолжете понатаму примени', leave: 'откажи назад затвори' },
    nouns: { look: 'пребарување', order: 'нарачка нарачката резервација купување претплата', pay: 'плаќање уплата', post: 'порака коментар одговор' },
    places: { order: 'кошничка нарачка нарачки плаќање каса резервација билети', settings: 'поставки профил известувања', post: 'пораки коментари форум' } },
  { lang: 'be',
    lightVerbFirst: true, lightVerbs: 'пакінь пакіньце падай падайце зрабі зрабіце аформі аформіце',
    lightNouns: { post: 'водгук каментар паведамленне пытанне заяўку', order: 'заказ замову браніраванне', pay: 'аплату плацёж' }, negations: 'не ні нічога ніколі без', determiners: 'мой мая маё гэты гэтая гэта той тая', pronouns: 'мне нам яму ёй',
    forms: {
      look: 'шукаць шукай шукайце знайсці знайдзі знайдзіце праверыць правер праверце параўнаць параўнай параўнайце пакажы пакажыце',
      order: 'купіць купі купіце замовіць замоў замоўце забраніраваць забраніруй забраніруйце арандаваць',
      post: 'напісаць напішы напішыце адправіць адпраў адпраўце апублікаваць апублікуй адказаць адкажы адкажыце спытай спытайце',
      pay: 'аплаціць аплаці аплаціце заплаціць заплаці заплаціце',
      settings: 'уключы ўключы выключы' },
    controls: {
      look: 'сартаваць фільтр', order: 'дадаць+у+кошык дадаць+ў+кошык у+кошык ў+кошык купіць+зараз аформіць+заказ аформіць+замову', pay: 'аплаціць+зараз',
      commit: 'пацвердзіць пацвердзіце прыняць згодзен згодна', save: 'захаваць захавай', remove: 'выдаліць выдаліце',
      step: 'далей працягнуць наступны наступная ужыць', leave: 'адмяніць скасаваць назад закрыць' },
    nouns: { look: 'пошук', order: 'заказ замова браніраванне пакупка падпіска', pay: 'аплата плацёж', post: 'паведамленне каментарый водгук' },
    places: { order: 'кошык заказ замова аплата браніраванне білеты', settings: 'налады профіль апавяшчэнні', post: 'паведамленні каментарыі форум' } },
];
