/**
 * Slovak, Bulgarian, Serbian (Cyrillic) and Croatian (with Serbian and Bosnian in Latin letters): the
 * words of web tasks and of page controls. For each kind, in this order: infinitive (Bulgarian has
 * none: the first person), informal and formal imperative ("objednaj" / "objednajte", "поръчай" /
 * "поръчайте", "naruči" / "naručite"), and a page's phrases ("Pridať do košíka", "Добави в количката",
 * "Dodaj u košaricu"). Croatian and Serbian spell some words differently (ijekavian "provjeri",
 * ekavian "proveri"; "košarica", "korpa"): both are listed. As in Czech, "odoslať" commits what the
 * noun after it names ("Odoslať objednávku" orders).
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const BALKAN: readonly Lexicon[] = [
  { lang: 'sk',
    lightVerbFirst: true, lightVerbs: 'zanechaj zanechajte nechaj nechajte podaj podajte vykonaj vykonajte urob urobte',
    lightNouns: { post: 'recenziu hodnotenie komentár správu otázku žiadosť reklamáciu', order: 'objednávku rezerváciu nákup', pay: 'platbu prevod' }, creates: 'vytvor vytvorte založ založte', negations: 'nie ne nič nikdy žiadny žiadnu žiadne bez',
    determiners: 'môj moja moje moju tento táto toto ten tá to tú', pronouns: 'mi mne nám mu jej',
    forms: {
      look: 'hľadať hľadaj hľadajte vyhľadať vyhľadaj vyhľadajte nájsť nájdi nájdite skontrolovať skontroluj skontrolujte porovnať porovnaj porovnajte ukáž ukážte zobraziť zobraz zisti zistite',
      order: 'kúpiť kúp kúpte zakúpiť objednať objednaj objednajte rezervovať rezervuj rezervujte zarezervovať zarezervuj zarezervujte prenajať prenajmi predplatiť',
      post: 'napísať napíš napíšte odpovedať odpovedz odpovedzte opýtaj+sa opýtajte+sa spýtaj+sa spýtajte+sa poslať pošli pošlite zverejniť zverejni zverejnite okomentuj zdieľať zdieľaj kontaktovať kontaktuj kontaktujte',
      pay: 'zaplatiť zaplať zaplaťte uhradiť uhraď uhraďte previesť preveď preveďte',
      settings: 'zapnúť zapni zapnite vypnúť vypni vypnite aktivovať aktivuj deaktivovať deaktivuj' },
    controls: {
      look: 'zoradiť+podľa filtrovať', order: 'do+košíka pridať+do+košíka vložiť+do+košíka k+pokladni do+pokladne dokončiť+objednávku dokončiť+nákup kúpiť+teraz objednať+teraz záväzne+objednať',
      pay: 'zaplatiť+teraz', commit: 'odoslať odošli odošlite potvrdiť potvrď potvrďte súhlasím prijať dokončiť', save: 'uložiť ulož uložte', remove: 'zmazať zmaž vymazať odstrániť odstráň odstráňte odhlásiť+odber',
      step: 'pokračovať ďalej ďalší ďalšia použiť', leave: 'späť zavrieť zrušiť storno' },
    nouns: { look: 'vyhľadávanie hľadanie', order: 'objednávka objednávku rezervácia rezerváciu nákup predplatné', pay: 'platba platbu úhrada úhradu prevod',
      post: 'správa správu komentár otázka otázku príspevok recenzia' },
    places: { order: 'košík objednávka objednávky pokladňa rezervácia vstupenky platba', pay: 'prevody platby', settings: 'nastavenia účet profil upozornenia',
      post: 'správy komentáre diskusia recenzie' } },
  { lang: 'bg',
    lightVerbFirst: true, lightVerbs: 'остави оставете подай подайте направи направете',
    lightNouns: { post: 'отзив ревю коментар съобщение въпрос заявка жалба', order: 'поръчка резервация', pay: 'плащане превод' }, creates: 'създай създайте', negations: 'не без никога нищо няма никакъв',
    determiners: 'моят моята моето моите този тази това тези', pronouns: 'ми ни му ѝ й',
    forms: {
      look: 'търси потърси потърсете намери намерете провери проверете сравни сравнете покажи покажете виж вижте',
      order: 'купи купете купувам поръчай поръчайте поръчвам резервирай резервирайте резервирам наеми наемете абонирай+се запиши+ме',
      post: 'напиши напишете изпрати изпратете публикувай публикувайте отговори отговорете попитай попитайте коментирай коментирайте сподели споделете',
      pay: 'плати платете плащам преведи преведете заплати заплатете',
      settings: 'включи включете изключи изключете активирай деактивирай' },
    controls: {
      look: 'сортирай филтър', order: 'добави+в+количката добави+в+кошницата в+количката в+кошницата към+касата завърши+поръчката завършване+на+поръчката купи+сега поръчай+сега',
      pay: 'плати+сега', commit: 'потвърди потвърдете потвърждавам приемам съгласен съгласна готово', save: 'запази запазете', remove: 'изтрий изтрийте премахни премахнете отпиши+се',
      step: 'напред продължи продължете следващ следваща следващо приложи', leave: 'отказ откажи назад затвори' },
    nouns: { look: 'търсене', order: 'поръчка поръчката резервация покупка абонамент', pay: 'плащане плащането превод', post: 'съобщение коментар отзив отговор изпращане' },
    places: { order: 'количка количката кошница поръчка поръчки каса плащане резервация билети', pay: 'преводи', settings: 'настройки профил акаунт известия',
      post: 'съобщения коментари отзиви форум' } },
  { lang: 'sr',
    lightVerbFirst: true, lightVerbs: 'остави оставите поднеси поднесите направи направите',
    lightNouns: { post: 'рецензију оцену коментар поруку питање захтев жалбу', order: 'поруџбину резервацију', pay: 'плаћање уплату' }, creates: 'направи направите', negations: 'не немој немојте без никад никада ништа',
    determiners: 'мој моја моје овај ова ово тај та то', pronouns: 'ми мени нам му јој',
    forms: {
      look: 'тражи тражите претражи претражите пронађи пронађите провери проверите упореди упоредите прикажи прикажите погледај погледајте',
      order: 'купи купите купити наручи наручите наручити резервиши резервишите резервисати изнајми изнајмите претплати+се',
      post: 'напиши напишите пошаљи пошаљите објави објавите одговори одговорите питај питајте коментариши подели поделите',
      pay: 'плати платите платити уплати уплатите пребаци пребаците',
      settings: 'укључи укључите искључи искључите' },
    controls: {
      look: 'сортирај филтер', order: 'додај+у+корпу у+корпу наручи+сада купи+сада заврши+куповину потврди+поруџбину', pay: 'плати+сада',
      commit: 'потврди потврдите прихвати прихватам слажем+се', save: 'сачувај сачувајте', remove: 'обриши обришите избриши уклони уклоните',
      step: 'даље настави наставите следећи следеће примени', leave: 'откажи одустани назад затвори' },
    nouns: { look: 'претрага', order: 'поруџбина поруџбину резервација куповина претплата', pay: 'плаћање уплата', post: 'порука поруку коментар одговор' },
    places: { order: 'корпа поруџбина поруџбине плаћање резервација карте', pay: 'уплате', settings: 'подешавања профил налог обавештења', post: 'поруке коментари форум' } },
  { lang: 'hr',
    lightVerbFirst: true, lightVerbs: 'ostavi ostavite podnesi podnesite napravi napravite izvrši izvršite',
    lightNouns: { post: 'recenziju ocjenu komentar poruku pitanje zahtjev reklamaciju', order: 'narudžbu rezervaciju', pay: 'plaćanje uplatu' }, creates: 'napravi napravite stvori', negations: 'ne nemoj nemojte bez nikad nikada ništa nijedan',
    determiners: 'moj moja moje ovaj ova ovo taj ta to', pronouns: 'mi meni nam mu joj',
    forms: {
      look: 'traži tražite pretraži pretražite pronađi pronađite provjeri provjerite proveri proverite usporedi usporedite uporedi uporedite prikaži prikažite pogledaj pogledajte',
      order: 'kupi kupite kupiti naruči naručite naručiti poruči poručite poručiti rezerviraj rezervirajte rezervirati rezerviši rezervišite unajmi iznajmi pretplati+se',
      post: 'napiši napišite pošalji pošaljite objavi objavite odgovori odgovorite pitaj pitajte komentiraj komentariši podijeli podijelite podeli',
      pay: 'plati platite platiti uplati uplatite prebaci prebacite',
      settings: 'uključi uključite isključi isključite' },
    controls: {
      look: 'sortiraj filtriraj', order: 'dodaj+u+košaricu dodaj+u+korpu u+košaricu u+korpu na+blagajnu završi+narudžbu završi+kupnju završi+kupovinu kupi+sada naruči+sada poruči+sada potvrdi+narudžbu potvrdi+porudžbinu',
      pay: 'plati+sada', commit: 'potvrdi potvrdite prihvati prihvaćam slažem+se gotovo', save: 'spremi spremite sačuvaj sačuvajte', remove: 'obriši obrišite izbriši ukloni uklonite',
      step: 'dalje nastavi nastavite sljedeći sljedeće sledeći primijeni primeni', leave: 'odustani otkaži natrag nazad zatvori' },
    nouns: { look: 'pretraga pretraživanje', order: 'narudžba narudžbu porudžbina rezervacija rezervaciju kupnja kupovina pretplata', pay: 'plaćanje uplata',
      post: 'poruka poruku komentar recenzija odgovor' },
    places: { order: 'košarica košaricu korpa narudžba narudžbe blagajna plaćanje rezervacija ulaznice', pay: 'uplate prijenos', settings: 'postavke podešavanja profil obavijesti obaveštenja',
      post: 'poruke komentari recenzije forum' } },
];
