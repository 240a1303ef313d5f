/**
 * Czech, Hungarian and Romanian: the words of web tasks and of page controls. For each kind, in this
 * order: infinitive, informal and formal imperative ("objednej" / "objednejte", "foglalj" /
 * "foglaljon", "cumpără" / "cumpărați"), the first person a button says ("megrendelem"), and a page's
 * phrases ("Přidat do košíku", "Kosárba teszem", "Adaugă în coș"). A commit verb ("Odeslat", "Küldés",
 * "Trimite") with a noun after it does what the noun names ("Odeslat objednávku" orders); Czech
 * "odeslat" is therefore a commit, and its messages are nouns ("Odeslat zprávu").
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const CENTRAL: readonly Lexicon[] = [
  { lang: 'cs',
    lightVerbFirst: true, lightVerbs: 'zanech zanechte nech nechte podej podejte proveď proveďte udělej udělejte napiš',
    lightNouns: { post: 'recenzi recenze hodnocení komentář zprávu zpráva dotaz žádost reklamaci', order: 'objednávku objednávka rezervaci rezervace nákup', pay: 'platbu platba převod' }, creates: 'vytvoř vytvořte založ založte', negations: 'ne nic nikdy žádný žádná žádné žádnou bez',
    determiners: 'můj moje moji mou mého tento tato toto ten ta to tu',
    pronouns: 'mi mně nám mu jí',
    forms: {
      look: 'hledat hledej hledejte vyhledat vyhledej vyhledejte najít najdi najděte zkontrolovat zkontroluj zkontrolujte porovnat porovnej porovnejte ukázat ukaž ukažte zobrazit zobraz zobrazte podívej podívejte zjistit zjisti zjistěte',
      order: 'koupit kup kupte zakoupit objednat objednej objednejte objednat+se rezervovat rezervuj rezervujte zarezervovat zarezervuj zarezervujte pronajmout pronajmi předplatit',
      post: 'napsat napiš napište odpovědět odpověz odpovězte zeptat+se zeptej+se zeptejte+se poslat pošli pošlete zveřejnit zveřejni zveřejněte okomentuj okomentujte sdílet sdílej sdílejte kontaktovat kontaktuj kontaktujte přihlásit+se přihlas+mě přihlaste+mě',
      pay: 'zaplatit zaplať zaplaťte uhradit uhraď uhraďte převést převeď převeďte',
      settings: 'zapnout zapni zapněte vypnout vypni vypněte aktivovat aktivuj aktivujte deaktivovat deaktivuj deaktivujte' },
    controls: {
      look: 'seřadit+podle filtrovat', order: 'do+košíku přidat+do+košíku vložit+do+košíku k+pokladně dokončit+objednávku dokončit+nákup koupit+nyní objednat+nyní závazně+objednat',
      pay: 'zaplatit+nyní', commit: 'odeslat odešli odešlete potvrdit potvrď potvrďte souhlasím přijmout dokončit',
      save: 'uložit ulož uložte', remove: 'smazat smaž smažte odstranit odstraň odstraňte odhlásit+odběr', step: 'pokračovat další dále použít', leave: 'zpět zavřít zrušit storno' },
    nouns: { look: 'hledání vyhledávání', order: 'objednávka objednávku objednávky rezervace rezervaci nákup předplatné', pay: 'platba platbu úhrada úhradu převod',
      post: 'zpráva zprávu komentář dotaz příspěvek přihláška přihlášku hlášení' },
    places: { order: 'košík objednávka objednávky pokladna rezervace vstupenky platba', pay: 'převod převody platby', settings: 'nastavení účet profil předvolby oznámení',
      post: 'zpráva zprávy komentáře diskuse příspěvek příspěvky dotaz' } },
  { lang: 'hu', creates: 'nyiss', negations: 'ne nem soha semmit semmi nélkül',
    determiners: 'a az egy ez ezt azt',
    pronouns: 'nekem nekünk neki',
    forms: {
      look: 'keresni keress keressen keresd megkeres találd+meg ellenőrizd ellenőrizze hasonlítsd+össze hasonlítsa+össze mutasd mutassa nézd+meg nézze+meg',
      order: 'vásárolni vásárolj vásároljon vegyél vegyen vedd+meg megvesz rendelni rendelj rendeljen rendeld+meg megrendel foglalni foglalj foglaljon foglald+le lefoglal bérelj béreljen fizess+elő',
      post: 'írni írj írjon küldeni küldj küldjön küldd+el elküld válaszolj válaszoljon kérdezd+meg kérdezze+meg oszd+meg ossza+meg tedd+közzé tegye+közzé kommentelj jelentkezz jelentkezzen iratkozz+fel',
      pay: 'fizetni fizess fizessen fizesd+ki fizesse+ki utalj utaljon utald+át utalja+át',
      settings: 'kapcsold~be kapcsolja~be kapcsold~ki kapcsolja~ki engedélyezd tiltsd+le' },
    controls: {
      look: 'rendezés szűrés', order: 'kosárba kosárba+teszem a+kosárba megrendelem tovább+a+pénztárhoz pénztárhoz megveszem lefoglalom vásárlás+befejezése',
      pay: 'fizetés+most kifizetem', commit: 'megerősítés jóváhagyás elfogadom elfogad befejezés kész', save: 'mentés mentse mentsd', remove: 'törlés töröl törölje eltávolítás leiratkozás',
      step: 'tovább következő folytatás alkalmaz', leave: 'mégse mégsem vissza bezárás bezár' },
    nouns: { look: 'keresés', order: 'rendelés megrendelés foglalás vásárlás előfizetés', pay: 'fizetés átutalás befizetés', post: 'üzenet üzenetet hozzászólás válasz jelentkezés küldés' },
    places: { order: 'kosár kosaram rendelés rendelések foglalás pénztár fizetés jegyek', pay: 'átutalás átutalások', settings: 'beállítások fiók profil értesítések',
      post: 'üzenetek hozzászólások fórum vélemények' } },
  { lang: 'ro',
    lightVerbFirst: true, lightVerbs: 'lasă lăsați lăsa fă faceți face plasează plasați plasa efectuează efectuați trimite',
    lightNouns: { post: 'recenzie comentariu mesaj întrebare părere cerere reclamație', order: 'comandă comanda rezervare', pay: 'plată plata' }, creates: 'creează deschide', negations: 'nu niciodată nimic fără niciun nicio',
    determiners: 'un o unei meu mea mei mele acest această acesta',
    pronouns: 'îmi mi ne ni',
    forms: {
      look: 'caută căutați găsește găsiți verifică verificați compară comparați arată arătați afișează vezi vedeți',
      order: 'cumpără cumpărați comandă comandați rezervă rezervați închiriază închiriați abonează+te abonați+vă programează programați',
      post: 'scrie scrieți trimite trimiteți publică publicați răspunde răspundeți comentează comentați întreabă întrebați distribuie contactează contactați înscrie+mă înscrieți+mă',
      pay: 'plătește plătiți achită achitați transferă transferați',
      settings: 'activează activați dezactivează dezactivați pornește porniți oprește opriți' },
    controls: {
      look: 'sortează+după filtrează', order: 'adaugă+în+coș adaugă+în+coșul în+coș finalizează+comanda plasează+comanda trimite+comanda cumpără+acum rezervă+acum',
      pay: 'plătește+acum', commit: 'confirmă confirmați acceptă accept finalizează', save: 'salvează salvați salvare', remove: 'șterge ștergeți elimină eliminați dezabonare',
      step: 'continuă continuați următorul înainte aplică', leave: 'anulează anulare înapoi închide renunță' },
    nouns: { look: 'căutare', order: 'comanda comenzii rezervare rezervarea cumpărare achiziție abonament', pay: 'plată plata plății', post: 'mesaj mesajul comentariu recenzie răspuns înscriere' },
    places: { order: 'coș coșul coșului comandă comenzi rezervare plată bilete', pay: 'transfer transferuri plăți', settings: 'setări cont profil preferințe notificări',
      post: 'mesaje comentarii recenzii forum' } },
];
