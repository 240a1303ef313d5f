/**
 * Request words of the Nordic, Baltic-Finnic and Celtic languages (glosses.ts reads them): Swedish,
 * Danish and Norwegian, Icelandic, Finnish, Estonian, Irish and Welsh. Imperatives, infinitives and
 * request phrases; a form that is also a common noun or small word is left out or written as a phrase
 * ("del" is Danish "share" and Spanish "of the"; Finnish "tilaa" is "order" and "space").
 */
import type { GlossLanguage } from './language.ts';

// prettier-ignore
export const NORTHERN_EUROPE: readonly GlossLanguage[] = [
  // The negation may follow the object: "skicka inte fakturan", "skicka den inte".
  { lang: 'sv', negateBefore: ['inte', 'ej', 'aldrig'], negateAfter: ['inte', 'ej', 'aldrig', 'inget', 'inga', 'ingenting'], forms: {
    send: 'skicka sänd sända', email: 'mejla maila', notify: 'meddela informera underrätta', pay: 'betala swisha', refund: 'återbetala',
    cancel: 'avboka avbryt annullera säg_upp', delete: 'radera ta_bort', reschedule: 'boka_om', book: 'boka', move: 'flytta', buy: 'köp köpa', order: 'beställ beställa',
    change: 'ändra', update: 'uppdatera', edit: 'redigera', add: 'lägg_till', forward: 'vidarebefordra', reply: 'svara', create: 'skapa', approve: 'godkänn godkänna',
    invite: 'bjud_in', register: 'registrera', archive: 'arkivera', search: 'sök söka', find: 'hitta', check: 'kontrollera kolla',
  } },
  // Danish and Norwegian (Bokmål, Nynorsk). "send" is English too: only its negated phrase is listed here.
  { lang: 'da-no', negateBefore: ['ikke', 'ikkje', 'aldrig', 'aldri'], negateAfter: ['ikke', 'ikkje', 'aldrig', 'aldri', 'intet', 'ingen', 'ingenting'], forms: {
    send: 'sende', notify: 'underret giv_besked gi_beskjed informer varsle', pay: 'betal betale', refund: 'refunder refundere tilbagebetal',
    cancel: 'annuller annullere afbestil avbestill aflys avlys opsig si_opp', delete: 'slet slett', reserve: 'reserver reservere', move: 'flyt flytt',
    buy: 'køb kjøp', order: 'bestil bestill', change: 'ændr ændre endr endre', update: 'opdater oppdater', add: 'tilføj legg_til', forward: 'videresend',
    reply: 'besvar', create: 'opret opprett', approve: 'godkend godkjenn', invite: 'inviter', register: 'registrer tilmeld', archive: 'arkiver',
    search: 'søg søk', show: 'vis', check: 'tjek sjekk',
  }, negated: { send: 'send_ikke send_ikkje' } },
  // Icelandic: "sendu ekki", "ekki senda".
  { lang: 'is', negateBefore: ['ekki', 'aldrei'], negateAfter: ['ekki', 'aldrei'], forms: {
    send: 'sendu sendið senda', pay: 'borgaðu borgið borga greiddu greiða', refund: 'endurgreiddu endurgreiða', cancel: 'afbókaðu aflýstu hættu_við',
    delete: 'eyddu', book: 'bókaðu bóka', buy: 'keyptu kaupa', order: 'pantaðu panta', change: 'breyttu breyta', update: 'uppfærðu', add: 'bættu_við',
    share: 'deildu', forward: 'áframsendu', reply: 'svaraðu', create: 'búðu_til', approve: 'samþykktu', notify: 'tilkynntu', search: 'leitaðu', find: 'finndu', show: 'sýndu',
  } },
  // Finnish: "älä lähetä" (don't send), "älkää maksako". "maksaa" is also "costs", "muuta" also "else", "lisää" also "more": left out.
  { lang: 'fi', negateBefore: ['älä', 'älkää'], forms: {
    send: 'lähetä lähettäkää lähettäisitkö lähetätkö', notify: 'ilmoita ilmoittakaa tiedota', refund: 'hyvitä hyvittäkää maksa_takaisin palauta_rahat', pay: 'maksa maksakaa maksaisitko',
    move: 'siirrä siirtäkää', cancel: 'peruuta peruuttakaa perua', delete: 'poista poistakaa', book: 'varaa varatkaa varata', buy: 'osta ostakaa',
    order: 'tilatkaa tilaisitko', change: 'vaihda vaihtakaa', edit: 'muokkaa muokatkaa', update: 'päivitä päivittäkää', forward: 'välitä välittäkää',
    approve: 'hyväksy hyväksykää', register: 'rekisteröi ilmoittaudu', archive: 'arkistoi', search: 'hae etsi', find: 'löydä', show: 'näytä', check: 'tarkista',
  } },
  // Estonian: "ära saada" (don't send). "saada" alone is also "to get": only as a request phrase.
  { lang: 'et', negateBefore: ['ära', 'ärge'], forms: {
    send: 'palun_saada saatke saata', refund: 'maksa_tagasi', pay: 'maksa makske maksta', cancel: 'tühista tühistage', delete: 'kustuta kustutage',
    book: 'broneeri broneerige', buy: 'osta ostke', order: 'telli tellige', change: 'muuda muutke', update: 'uuenda uuendage', share: 'jaga jagage', forward: 'edasta',
    create: 'looge', approve: 'kinnita kinnitage', notify: 'teavita teavitage teata', search: 'otsi', show: 'näita', check: 'kontrolli',
  }, negated: { send: 'ära_saada ärge_saatke' } },
  // Irish: "ná seol" (don't send).
  { lang: 'ga', negateBefore: ['ná'], forms: {
    send: 'seol seolaigí cuir_chuig', pay: 'íoc íocaigí', refund: 'aisíoc', cancel: 'cealaigh cealaígí', delete: 'scrios scriosaigí', book: 'cuir_in_áirithe',
    buy: 'ceannaigh ceannaígí', order: 'ordaigh', change: 'athraigh', update: 'nuashonraigh', add: 'cuir_leis', reply: 'freagair', create: 'cruthaigh', move: 'bog',
    approve: 'ceadaigh', notify: 'cuir_in_iúl', search: 'cuardaigh', find: 'aimsigh', show: 'taispeáin',
  } },
  // Welsh: "peidiwch ag anfon", "paid â thalu" (don't). Verb-nouns are the infinitive ("allech chi anfon…").
  { lang: 'cy', negateBefore: ['paid', 'peidiwch', 'peidio'], forms: {
    send: 'anfon anfona anfonwch danfon danfonwch', pay: 'talu tala talwch', refund: 'ad-dalu ad-dalwch', cancel: 'canslo canslwch ganslo', delete: 'dileu dilëwch dilea',
    book: 'archebu archebwch archeba', buy: 'prynu prynwch pryna', change: 'newidiwch', update: 'diweddaru diweddarwch', add: 'ychwanegu ychwanegwch',
    share: 'rhannu rhannwch', create: 'creu crëwch', move: 'symudwch', approve: 'cymeradwyo cymeradwywch', notify: 'rhoi_gwybod rhowch_wybod',
    search: 'chwilio chwiliwch', show: 'dangos dangoswch',
  } },
];
