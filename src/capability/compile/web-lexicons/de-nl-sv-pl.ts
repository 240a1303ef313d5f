/**
 * German, Dutch, Swedish and Polish: the words of web tasks and of page controls. For each kind,
 * in this order: infinitive, informal imperative (the short form people type: "buch", "such"),
 * formal imperative where it differs ("Sie"-forms are the infinitive), the first person a button
 * says ("Kupuję", "Zamawiam"). German and Dutch buttons end with their verb ("Jetzt kaufen"): the
 * phrases with "now" let such a link lead with its command, as "Buy now" does. Forms spelled like
 * English words of another meaning are left out ("post": Dutch "posten" stays).
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const NORTHERN: readonly Lexicon[] = [
  { lang: 'de',
    lightVerbFirst: true, lightVerbs: 'hinterlasse hinterlass hinterlassen gib gebt geben mach mache macht machen tätige tätigt tätigen stelle stellt stellen reiche reicht reichen',
    lightNouns: { post: 'bewertung rezension kommentar nachricht frage anfrage antwort beschwerde reklamation', order: 'reservierung', pay: 'zahlung überweisung' }, creates: 'erstelle erstellen erstell eröffne eröffnen', negations: 'nicht nichts kein keine keinen keinem keinesfalls nie niemals ohne',
    determiners: 'der die das den dem des ein eine einen einem einer mein meine meinen meinem dein deine sein seine ihr ihre unser unsere euer dieser diese dieses',
    pronouns: 'mir uns ihm ihr dir mich sie',
    forms: {
      look: 'suchen such suche finden finde find prüfen prüf prüfe vergleichen vergleich vergleiche schauen schau schaue zeigen zeig zeige lesen lies checken check checke recherchieren recherchiere nachsehen ansehen anschauen anzeigen zeig+an zeige+an ermitteln ermittle',
      order: 'kaufen kauf kaufe bestellen bestell bestelle buchen buch buche reservieren reservier reserviere mieten miet miete abonnieren abonnier abonniere erwerben erwirb termin+vereinbaren termin+buchen',
      post: 'schreiben schreib schreibe posten poste veröffentlichen veröffentliche kommentieren kommentier kommentiere antworten antworte beantworten beantworte fragen frag frage senden sende schicken schick schicke verschicken verschick versenden versende kontaktieren kontaktiere bewerben bewirb teilen teil teile bewerten bewerte',
      pay: 'bezahlen bezahl bezahle zahlen zahl zahle überweisen überweis überweise',
      settings: 'aktivieren aktiviere deaktivieren deaktiviere einschalten ausschalten abschalten schalte~ein schalte~aus schalt~ein schalt~aus stell~ab abbestellen bestelle~ab bestell~ab' },
    // "Buch" is a book and "buch" the imperative of "buchen"; "Teile" are parts; "Zahlen" are numbers.
    nounLike: 'buch teil teile zahlen miete',
    // "Senden" sends a message and submits a form: the sending (a post) is read, the more consequential.
    controls: {
      look: 'sortieren+nach filtern herunterladen einloggen weiterlesen', order: 'in+den+warenkorb in+den+einkaufswagen zum+warenkorb+hinzufügen zur+kasse zur+kasse+gehen kostenpflichtig+bestellen zahlungspflichtig+bestellen jetzt+verbindlich+buchen bestellung+aufgeben jetzt+kaufen jetzt+bestellen jetzt+buchen jetzt+reservieren sofort+kaufen direkt+buchen',
      pay: 'jetzt+bezahlen jetzt+zahlen',
      commit: 'bestätigen bestätige absenden abschicken übernehmen einreichen abschließen zustimmen akzeptieren annehmen',
      save: 'speichern speichere sichern', remove: 'löschen lösche entfernen entferne kündigen stornieren austragen',
      step: 'weiter fortfahren anwenden fertig auswählen wählen', leave: 'abbrechen zurück schließen verlassen', account: 'registrieren konto+erstellen konto+anlegen' },
    nouns: { look: 'suche', order: 'bestellung buchung reservierung kauf abonnement abo', pay: 'zahlung bezahlung überweisung' },
    places: { order: 'warenkorb einkaufswagen kasse bestellung bestellungen buchung buchungen reservierung tickets', pay: 'überweisung überweisungen',
      settings: 'einstellungen konto profil', post: 'thema beitrag nachricht nachrichten kommentare antwort forum bewertung' } },
  { lang: 'nl',
    lightVerbFirst: true, lightVerbs: 'geef geeft geven laat laten plaats plaatst plaatsen doe doet doen maak maakt maken dien dient',
    lightNouns: { post: 'beoordeling recensie review reactie bericht vraag aanvraag klacht', order: 'reservering boeking', pay: 'betaling overboeking' }, creates: 'maak maken open start', negations: 'niet niets geen nooit zonder',
    determiners: 'de het een mijn jouw je zijn haar ons onze deze dit die dat',
    pronouns: 'me mij ons hem haar',
    forms: {
      look: 'zoeken zoek zoekt vinden vind controleren controleer vergelijken vergelijk bekijken bekijk lezen lees tonen toon kijken kijk checken check',
      order: 'kopen koop bestellen bestel boeken boek reserveren reserveer huren huur abonneren abonneer aanschaffen afspraak+maken maak+een+afspraak',
      post: 'schrijven schrijf plaatsen plaats reageren reageer beantwoorden beantwoord vragen vraag sturen stuur versturen verstuur verzenden verzend delen deel solliciteren solliciteer posten publiceren publiceer beoordelen beoordeel',
      pay: 'betalen betaal overmaken maak+over maak+geld+over',
      settings: 'inschakelen schakel~in uitschakelen schakel~uit aanzetten zet~aan uitzetten zet~uit activeren activeer deactiveren deactiveer afmelden' },
    // "boek" is a book and the imperative of "boeken"; "plaats" a place; "vraag" a question; "deel" a part.
    nounLike: 'boek huur plaats vraag deel',
    controls: {
      look: 'sorteer+op sorteren+op filteren downloaden inloggen lees+meer', order: 'afrekenen reken+af in+winkelwagen in+winkelmandje in+winkelmand toevoegen+aan+winkelwagen bestelling+plaatsen nu+kopen nu+bestellen nu+boeken nu+reserveren direct+kopen direct+boeken',
      pay: 'nu+betalen direct+betalen',
      commit: 'bevestigen bevestig indienen dien+in akkoord accepteren accepteer voltooien afronden', save: 'opslaan sla+op bewaren bewaar',
      remove: 'verwijderen verwijder wissen wis opzeggen uitschrijven', step: 'volgende doorgaan ga+door verder ga+verder toepassen selecteren kiezen kies',
      leave: 'annuleren annuleer terug sluiten sluit vorige', account: 'registreren registreer account+aanmaken' },
    nouns: { look: 'zoekopdracht', order: 'bestelling boeking reservering aankoop abonnement', pay: 'betaling overboeking' },
    places: { order: 'winkelwagen winkelmandje winkelmand bestelling bestellingen boeking reservering afrekenen kassa', pay: 'overboeking overboekingen',
      settings: 'instellingen profiel account', post: 'onderwerp bericht berichten reacties reactie' } },
  { lang: 'sv',
    lightVerbFirst: true, lightVerbs: 'lämna lämnar gör göra lägg lägger ställ ställer skicka',
    lightNouns: { post: 'recension omdöme kommentar fråga meddelande ansökan klagomål', order: 'beställning bokning', pay: 'betalning' }, creates: 'skapa starta', negations: 'inte inget ingen inga aldrig utan',
    determiners: 'en ett den det de min mitt mina din ditt dina sin sitt hans hennes vår vårt',
    pronouns: 'mig oss honom henne',
    forms: {
      look: 'söka sök hitta kolla kontrollera jämföra jämför läsa läs titta granska leta visa+mer visa+fler visa+alla',
      order: 'köpa köp beställa beställ boka reservera hyra hyr prenumerera handla boka+tid',
      post: 'skriva skriv publicera kommentera svara besvara fråga skicka dela posta kontakta ansöka ansök recensera betygsätt anmäla anmäl felanmäl felanmäla',
      pay: 'betala överföra överför swisha gör+en+överföring',
      settings: 'slå~på slå~av stäng~av sätt~på aktivera inaktivera avaktivera' },
    nounLike: 'fråga',
    controls: {
      look: 'sortera+efter filtrera', order: 'lägg+i+varukorgen lägg+till+i+varukorgen lägg+i+kundvagnen till+kassan gå+till+kassan slutför+köp slutför+beställning',
      commit: 'bekräfta godkänn skicka+in slutför acceptera', save: 'spara', remove: 'radera ta+bort säg+upp avregistrera',
      step: 'nästa fortsätt vidare gå+vidare tillämpa välj', leave: 'avbryt tillbaka stäng föregående gå+tillbaka' },
    nouns: { look: 'sökning', order: 'beställning bokning köp prenumeration', pay: 'betalning överföring', post: 'anmälan felanmälan meddelande ansökan' },
    places: { order: 'varukorg varukorgen kundvagn kundvagnen kassa beställning bokning biljetter', pay: 'överföring överföringar', settings: 'inställningar konto profil',
      post: 'ämne tråd inlägg meddelande meddelanden kommentarer' } },
  { lang: 'pl',
    lightVerbFirst: true, lightVerbs: 'zostaw zostawcie zostawić złóż złóżcie złożyć dokonaj dokonajcie dokonać zrób zróbcie zrobić wystaw wystawcie wystawić zadaj zadajcie',
    lightNouns: { post: 'opinię opinia recenzję recenzja komentarz wiadomość pytanie wniosek reklamację reklamacja ocenę', order: 'zamówienie rezerwację rezerwacja zakup', pay: 'płatność przelew' }, creates: 'utwórz utworz stwórz załóż', negations: 'nie nic żaden żadnej bez',
    determiners: 'mój moja moje mojego moją twój twoja ten ta to tego tę',
    pronouns: 'mi nam mu jej',
    forms: {
      look: 'znaleźć znajdź szukać szukaj szukam wyszukać wyszukaj sprawdzić sprawdź porównać porównaj przeczytać przeczytaj czytaj pokazać pokaż zobaczyć zobacz przeglądać przeglądaj',
      order: 'kupić kup kupuj kupuję zamówić zamów zamawiaj zamawiam zarezerwować zarezerwuj rezerwuj zabukować zabukuj wynająć wynajmij wypożyczyć wypożycz zasubskrybuj subskrybuj zapisz+się umów umówić',
      post: 'napisać napisz pisz wysyłaj opublikować opublikuj publikuj skomentować skomentuj odpowiedzieć odpowiedz odpisz zapytać zapytaj wysłać wyślij wysyłam przesłać prześlij udostępnij dodaj+komentarz dodaj+opinię oceń ocenić',
      pay: 'zapłacić zapłać płać płacę opłacić opłać przelać przelej zrób+przelew wykonaj+przelew',
      settings: 'włączyć włącz wyłączyć wyłącz aktywuj dezaktywuj' },
    // Without its accents "płacę" (I pay) is the English "place".
    accentsOnly: 'płacę',
    controls: {
      look: 'sortuj+według filtruj pobierz zaloguj+się czytaj+więcej', order: 'do+koszyka dodaj+do+koszyka przejdź+do+kasy złóż+zamówienie',
      pay: 'przejdź+do+płatności',
      commit: 'potwierdź potwierdzam zatwierdź akceptuj akceptuję zaakceptuj zakończ', save: 'zapisz zapisać', remove: 'usuń usunąć skasuj wypisz+się',
      step: 'dalej kontynuuj następny następna zastosuj wybierz', leave: 'anuluj wróć powrót wstecz zamknij poprzedni', account: 'zarejestruj+się zarejestruj załóż+konto utwórz+konto' },
    nouns: { look: 'wyszukiwanie', order: 'zamówienie zamówienia rezerwacja rezerwacji zakup subskrypcja wizytę', pay: 'płatność płatności przelew' },
    places: { order: 'koszyk zamówienie zamówienia rezerwacja rezerwacje płatność kasa bilety', pay: 'przelew przelewy', settings: 'ustawienia konto profil',
      post: 'temat wątek wpis wiadomość wiadomości komentarze opinie' } },
];
