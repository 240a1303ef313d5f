/**
 * Danish, Norwegian (bokmål) and Finnish: the words of web tasks and of page controls. For each kind,
 * in this order: infinitive, imperative (the form people type and buttons say: "køb", "kjøp",
 * "osta"), and the phrases a page says ("Læg i kurven", "Legg i handlekurven", "Lisää ostoskoriin").
 * Signing up for something (a plot, a course: "tilmeld", "meld på", "ilmoittaudu") is sending the
 * organiser one's details: a post. Forms spelled like words of another language with another meaning
 * are left out (Danish "del", which is Spanish "of the"; Norwegian "lei", "bored").
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const NORDIC: readonly Lexicon[] = [
  { lang: 'da',
    lightVerbFirst: true, lightVerbs: 'læg lægge afgiv afgive giv give lav lave skriv stil',
    lightNouns: { post: 'anmeldelse kommentar besked spørgsmål ansøgning klage', order: 'bestilling reservation booking', pay: 'betaling' }, creates: 'opret opretter start', negations: 'ikke intet ingen aldrig uden',
    determiners: 'en et den det de min mit mine din dit dine hans hendes vores jeres denne dette',
    pronouns: 'mig os ham hende dem',
    forms: {
      look: 'søge søg finde find tjekke tjek sammenligne sammenlign vise vis læse læs kigge kig undersøge undersøg',
      order: 'købe køb bestille bestil booke book reservere reserver leje lej abonnere abonner',
      post: 'skrive skriv sende send svare svar kommentere kommenter spørge spørg dele publicere publicer kontakte kontakt tilmelde tilmeld skriv+mig+op skriv+os+op meld+mig+til ansøge ansøg slå+op',
      pay: 'betale betal overføre overfør',
      settings: 'slå~til slå~fra aktivere aktiver deaktivere deaktiver tænde tænd slukke sluk afmelde afmeld' },
    controls: {
      look: 'sorter+efter filtrer', order: 'læg+i+kurven læg+i+kurv tilføj+til+kurv til+kassen gå+til+kassen køb+nu bestil+nu book+nu gennemfør+køb gennemfør+bestilling',
      pay: 'betal+nu', commit: 'bekræft godkend indsend accepter færdig', save: 'gem gemme', remove: 'slet slette fjern fjerne afmeld opsig',
      step: 'næste fortsæt videre anvend', leave: 'annuller tilbage luk fortryd' },
    nouns: { look: 'søgning', order: 'bestilling booking reservation abonnement', pay: 'betaling overførsel', post: 'besked kommentar opslag tilmelding ansøgning' },
    places: { order: 'kurv kurven indkøbskurv kassen bestilling booking billetter betaling', pay: 'overførsel overførsler', settings: 'indstillinger konto profil præferencer notifikationer',
      post: 'opslag opslagstavle opslagstavlen beskeder kommentarer debat forum' } },
  { lang: 'no',
    lightVerbFirst: true, lightVerbs: 'legg legge avgi gi lag lage still',
    lightNouns: { post: 'anmeldelse kommentar melding spørsmål søknad klage', order: 'bestilling reservasjon booking', pay: 'betaling' }, creates: 'opprett start', negations: 'ikke ingen ingenting aldri uten',
    determiners: 'en et ei den det de min mitt mine din ditt dine hans hennes vår vårt denne dette',
    pronouns: 'meg oss ham henne dem',
    forms: {
      look: 'søke søk finne finn sjekke sjekk sammenligne sammenlign vise vis lese les undersøke undersøk',
      order: 'kjøpe kjøp bestille bestill booke book reservere reserver leie abonnere abonner',
      post: 'skrive skriv sende send svare svar kommentere kommenter spørre spør publisere publiser kontakte kontakt melde+på meld+på meld+meg+på',
      pay: 'betale betal overføre overfør',
      settings: 'slå~på slå~av skru~på skru~av aktivere aktiver deaktivere deaktiver' },
    controls: {
      look: 'sorter+etter filtrer', order: 'legg+i+handlekurven legg+i+handlekurv legg+i+kurven til+kassen gå+til+kassen kjøp+nå bestill+nå fullfør+kjøpet fullfør+bestillingen',
      pay: 'betal+nå', commit: 'bekreft godkjenn send+inn aksepter fullfør', save: 'lagre', remove: 'slett fjern avslutt meld+av',
      step: 'neste fortsett videre', leave: 'avbryt tilbake lukk' },
    nouns: { look: 'søking', order: 'bestilling bestillingen booking reservasjon abonnement', pay: 'betaling overføring', post: 'melding kommentar innlegg påmelding søknad' },
    places: { order: 'handlekurv handlekurven kassen bestilling booking billetter betaling', pay: 'overføring overføringer', settings: 'innstillinger konto profil varsler',
      post: 'meldinger kommentarer innlegg forum' } },
  { lang: 'fi',
    lightVerbFirst: true, lightVerbs: 'jätä jättäkää tee tehkää anna antakaa',
    lightNouns: { post: 'arvostelu arvio kommentti viesti kysymys hakemus palaute', order: 'tilaus varaus', pay: 'maksu' }, creates: 'luo aloita', negations: 'älä älkää ei en emme ilman mitään',
    determiners: 'minun sinun hänen meidän tämä tämän tuo se sen',
    pronouns: 'minulle meille hänelle',
    forms: {
      look: 'etsiä etsi hakea hae tarkistaa tarkista vertailla vertaa vertaile näyttää näytä katsoa katso selata selaa',
      order: 'ostaa osta tilata tilaa varata varaa vuokrata vuokraa tee+tilaus tee+varaus',
      post: 'kirjoittaa kirjoita lähettää lähetä julkaista julkaise kommentoida kommentoi vastata vastaa kysyä kysy jakaa jaa ota+yhteyttä ilmoittautua ilmoittaudu',
      pay: 'maksaa maksa maksakaa tee+tilisiirto siirrä+rahaa',
      settings: 'ota+käyttöön poista+käytöstä kytke+päälle kytke+pois laita+päälle' },
    controls: {
      look: 'järjestä suodata', order: 'lisää+ostoskoriin ostoskoriin siirry+kassalle kassalle vahvista+tilaus osta+nyt varaa+nyt tilaa+nyt',
      pay: 'maksa+nyt', commit: 'vahvista hyväksy valmis', save: 'tallenna', remove: 'poista peru+tilaus', step: 'seuraava jatka käytä', leave: 'peruuta takaisin sulje' },
    nouns: { look: 'haku', order: 'tilaus tilauksen varaus varauksen ostos', pay: 'maksu maksun tilisiirto', post: 'viesti viestin kommentti vastaus ilmoittautuminen' },
    places: { order: 'ostoskori ostoskorin kassa tilaus tilaukset varaus liput maksu', pay: 'tilisiirto tilisiirrot', settings: 'asetukset tili profiili ilmoitukset',
      post: 'viestit kommentit keskustelu foorumi' } },
];
