/**
 * Lithuanian, Latvian, Estonian and Icelandic: the words of web tasks and of page controls. For each
 * kind, in this order: infinitive, imperative singular and plural or polite ("pirk" / "pirkite",
 * "pērc" / "pērciet", "osta" / "ostke", "kauptu"), and a page's phrases ("Į krepšelį", "Ielikt grozā",
 * "Lisa ostukorvi", "Setja í körfu"). Forms that are another read language's common words are kept to
 * controls or left out: Estonian "saada" (send) is Finnish "to get" and "vasta" (answer) Finnish "only",
 * so both are buttons' words only; Estonian "tasu" is also "a fee", Icelandic "senda" a Spanish path
 * and "vista" (save) the Spanish and Italian "view" ("Vista previa"), so they are read only in phrases
 * or left out. Latvian "maksā" (pay) is matched with its accent only: "maksa" is also its noun "fee"; so are "pērc"
 * and "nopērc" (buy), which without it are the Hungarian "perc" (a minute), and
 * Icelandic "sía" (filter), which without it is the Italian "sia".
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const BALTIC_ICELANDIC: readonly Lexicon[] = [
  { lang: 'lt',
    lightVerbFirst: true, lightVerbs: 'palik palikite pateik pateikite atlik atlikite',
    lightNouns: { post: 'atsiliepimą komentarą žinutę klausimą prašymą', order: 'užsakymą rezervaciją', pay: 'mokėjimą pavedimą' }, creates: 'sukurk sukurkite', negations: 'ne nieko niekada be nėra nebūtina',
    determiners: 'mano tavo jo jos mūsų šis ši šį šią tas ta tą', pronouns: 'man mums jam jai',
    forms: {
      look: 'ieškoti ieškok ieškokite surask suraskite rasti rask raskite patikrinti patikrink patikrinkite palyginti palygink palyginkite parodyk parodykite peržiūrėk peržiūrėkite',
      order: 'pirkti pirk pirkite nupirk nupirkite nusipirk užsakyti užsakyk užsakykite rezervuoti rezervuok rezervuokite išsinuomok išsinuomokite užsiprenumeruok',
      post: 'rašyti rašyk rašykite parašyk parašykite siųsti siųsk siųskite išsiųsk išsiųskite paskelbk paskelbkite atsakyk atsakykite paklausk paklauskite pakomentuok',
      pay: 'mokėti mokėk mokėkite sumokėti sumokėk sumokėkite apmokėk apmokėkite pervesk perveskite',
      settings: 'įjunk įjunkite išjunk išjunkite' },
    controls: {
      look: 'rikiuoti filtruoti', order: 'į+krepšelį įdėti+į+krepšelį dėti+į+krepšelį pridėti+į+krepšelį pirkti+dabar užsakyti+dabar rezervuoti+dabar pateikti+užsakymą patvirtinti+užsakymą',
      pay: 'mokėti+dabar apmokėti', commit: 'patvirtinti patvirtink sutinku pateikti baigti', save: 'išsaugoti išsaugok išsaugokite', remove: 'ištrinti ištrink pašalinti pašalink',
      step: 'toliau tęsti kitas tęskite pritaikyti', leave: 'atšaukti atgal grįžti uždaryti' },
    nouns: { look: 'paieška', order: 'užsakymas užsakymą rezervacija rezervaciją pirkinys prenumerata', pay: 'mokėjimas apmokėjimas pavedimas', post: 'žinutė žinutę komentaras atsiliepimas' },
    places: { order: 'krepšelis krepšelį užsakymas užsakymai apmokėjimas rezervacija bilietai', pay: 'pavedimai pervedimai', settings: 'nustatymai paskyra profilis pranešimai',
      post: 'žinutės komentarai atsiliepimai forumas' } },
  { lang: 'lv',
    lightVerbFirst: true, lightVerbs: 'atstāj atstājiet iesniedz iesniedziet veic veiciet',
    lightNouns: { post: 'atsauksmi komentāru ziņu jautājumu pieteikumu', order: 'pasūtījumu rezervāciju', pay: 'maksājumu' }, accentsOnly: 'maksā pērc nopērc', creates: 'izveido izveidojiet', negations: 'ne nē nekad neko bez nav',
    determiners: 'mans mana manu tavs tava šis šī šo tas tā to', pronouns: 'man mums viņam viņai',
    forms: {
      look: 'meklēt meklē meklējiet atrast atrodi atrodiet pārbaudīt pārbaudi pārbaudiet salīdzināt salīdzini salīdziniet parādi parādiet apskati apskatiet',
      order: 'pirkt pērc pērciet nopirkt nopērc nopērciet pasūtīt pasūti pasūtiet rezervēt rezervē rezervējiet nomāt abonēt',
      post: 'rakstīt raksti rakstiet uzraksti uzrakstiet sūtīt sūti sūtiet nosūtīt nosūti nosūtiet publicē publicējiet atbildēt atbildi atbildiet pajautā pajautājiet komentē',
      pay: 'maksāt maksā maksājiet samaksāt samaksā samaksājiet apmaksāt apmaksā apmaksājiet pārskaiti pārskaitiet',
      settings: 'ieslēdz ieslēdziet izslēdz izslēdziet' },
    controls: {
      look: 'kārtot filtrēt', order: 'ielikt+grozā pievienot+grozam grozā pirkt+tagad pasūtīt+tagad noformēt+pasūtījumu apstiprināt+pasūtījumu',
      pay: 'maksāt+tagad', commit: 'apstiprināt apstiprini piekrītu iesniegt pabeigt', save: 'saglabāt saglabā saglabājiet', remove: 'dzēst dzēs izdzēst noņemt',
      step: 'tālāk turpināt nākamais nākamā lietot', leave: 'atcelt atpakaļ aizvērt' },
    nouns: { look: 'meklēšana', order: 'pasūtījums pasūtījumu rezervācija rezervāciju pirkums abonements', pay: 'maksājums maksājumu pārskaitījums', post: 'ziņa ziņu ziņojums komentārs atsauksme' },
    places: { order: 'grozs pasūtījums pasūtījumi apmaksa rezervācija biļetes', pay: 'pārskaitījumi maksājumi', settings: 'iestatījumi konts profils paziņojumi',
      post: 'ziņas komentāri atsauksmes forums' } },
  { lang: 'et',
    lightVerbFirst: true, lightVerbs: 'jäta jätke esita esitage tee tehke',
    lightNouns: { post: 'arvustus arvustuse kommentaar sõnum küsimus taotlus', order: 'tellimus tellimuse broneering', pay: 'makse' }, creates: 'loo looge', negations: 'ära ärge ei mitte ilma midagi kunagi',
    determiners: 'minu sinu tema meie see selle seda', pronouns: 'mulle meile talle',
    forms: {
      look: 'otsida otsi otsige leida leia leidke kontrollida kontrolli kontrollige võrrelda võrdle võrrelge näita näidake vaata vaadake',
      order: 'osta ostke ostan osta+kohe tellida telli tellige broneerida broneeri broneerige rentida',
      post: 'kirjutada kirjuta kirjutage saata saatke postita postitage vastata vastake küsi küsige kommenteeri',
      pay: 'maksta maksa makske tasuda tasuge kanna+üle kandke+üle',
      settings: 'lülita~sisse lülita~välja' },
    controls: {
      look: 'sorteeri filtreeri', order: 'lisa+ostukorvi ostukorvi osta+kohe telli+kohe broneeri+kohe vormista+tellimus kinnita+tellimus', post: 'saada saada+sõnum vasta',
      pay: 'maksa+kohe', commit: 'kinnita kinnitan nõustun esita', save: 'salvesta salvestage', remove: 'kustuta kustutage eemalda eemaldage',
      step: 'edasi jätka järgmine rakenda', leave: 'tühista loobu tagasi sulge' },
    nouns: { look: 'otsing', order: 'tellimus tellimuse broneering broneeringu', pay: 'makse makset ülekanne', post: 'sõnum sõnumi kommentaar arvustus' },
    places: { order: 'ostukorv ostukorvi tellimus tellimused broneering piletid', pay: 'ülekanded ülekanne', settings: 'seaded konto profiil teavitused',
      post: 'sõnumid kommentaarid arvustused foorum' } },
  { lang: 'is', accentsOnly: 'sía', negations: 'ekki ekkert aldrei án engan enga', determiners: 'minn mín mitt þinn þín þessi þetta', pronouns: 'mér okkur honum henni',
    forms: {
      look: 'leita leitaðu finna finndu athuga athugaðu bera+saman berðu+saman sýndu skoða skoðaðu',
      order: 'kaupa kauptu panta pantaðu pantið bóka bókaðu bókið leigja leigðu',
      post: 'skrifa skrifaðu sendu senda+skilaboð birta birtu svara svaraðu spyrja spurðu',
      pay: 'borga borgaðu greiða greiddu millifæra millifærðu',
      settings: 'kveiktu+á slökktu+á' },
    controls: {
      look: 'raða sía', order: 'setja+í+körfu bæta+í+körfu í+körfu kaupa+núna panta+núna bóka+núna ganga+frá+pöntun ganga+frá+kaupum', post: 'senda',
      pay: 'greiða+núna borga+núna', commit: 'staðfesta staðfestu samþykkja senda+inn ljúka', save: 'vistaðu vista+breytingar', remove: 'eyða eyddu fjarlægja fjarlægðu',
      step: 'áfram næsta halda+áfram', leave: 'hætta+við til+baka loka' },
    nouns: { look: 'leit', order: 'pöntun pöntunina bókun bókunina áskrift', pay: 'greiðsla greiðslu millifærsla', post: 'skilaboð athugasemd umsögn' },
    places: { order: 'karfa körfu karfan pöntun pantanir greiðsla bókun miðar', pay: 'millifærslur', settings: 'stillingar aðgangur prófíll tilkynningar',
      post: 'skilaboð athugasemdir umsagnir spjall' } },
];
