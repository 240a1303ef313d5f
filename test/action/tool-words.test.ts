/**
 * The tool-word tables (src/action/glosses/) read the core verbs of tool catalogs in every language
 * they hold, in the forms tools are written with: third person in descriptions ("Sender en SMS"),
 * infinitives and imperatives in names (`hledat_faktury`, `lire_devis`), nouns of action; and the
 * nouns catalogs name (price lists, offers, stock, overviews, lost-and-found). A word that is also
 * an English word, or a noun as often as a verb, is not glossed into a verb it is not. The language
 * of a text is decided without units and abbreviations voting English. Every tool here was written
 * for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { englishText, glossWords, isEnglishWord } from '../../src/action/foreign.ts';
import { inferClass } from '../../src/action/infer.ts';
import type { ActionClass, ToolSpec } from '../../src/action/types.ts';

const str = { type: 'string' } as const;
const num = { type: 'number' } as const;
const spec = (name: string, description: string, properties: Record<string, unknown>): ToolSpec => ({
  name,
  description,
  inputSchema: { type: 'object', properties },
});
const READS = new Set(['read-only-retrieval', 'web-fetch']);

/** A tool (name, description, arguments) and what it must be: a read, some write (never the unrecognised default), or a class. */
type Case = readonly [string, string, Record<string, unknown>, 'read' | 'write' | ActionClass];

function check(cases: readonly Case[]): void {
  for (const [name, description, properties, want] of cases) {
    const got = inferClass(spec(name, description, properties));
    const label = `${name}: "${description}" → ${got ?? 'unrecognised'}`;
    if (want === 'read') assert.ok(got !== undefined && READS.has(got), label);
    else if (want === 'write') assert.ok(got !== undefined && !READS.has(got), label);
    else assert.equal(got, want, label);
  }
}

describe('the core tool verbs in every language, in the forms tools use', () => {
  it('Germanic: third person, infinitives, imperatives, particle verbs', () => {
    check([
      ['lieferzeit_schaetzen', 'Schätzt die Lieferzeit einer Bestellung.', { bestellung: str }, 'read'],
      ['angebote_anzeigen', 'Zeigt die Angebote eines Lieferanten.', { lieferant: str }, 'read'],
      ['geld_abheben', 'Hebt Geld vom Konto ab.', { betrag: num }, 'payment-initiate'],
      ['tisch_reservieren', 'Reserviert einen Tisch für heute Abend.', { personen: num }, 'order-manage'],
      ['zugang_widerrufen', 'Widerruft den Zugang eines Benutzers.', { benutzer: str }, 'identity-admin'],
      ['vertrag_kuendigen', 'Kündigt einen Vertrag.', { vertrag: str }, 'write'],
      ['levertijd', 'Schat de levertijd van een bestelling.', { bestelling: str }, 'read'],
      ['overzicht', 'Toont een overzicht van de betalingen.', { maand: str }, 'read'],
      ['offerte_mailen', 'Mailt een offerte naar de klant.', { klant: str }, 'message-send'],
      ['abonnement_opzeggen', 'Zegt een abonnement op.', { abonnement: str }, 'write'],
      ['leveranstid', 'Uppskattar leveranstiden för en beställning.', { order: str }, 'read'],
      ['mejla_offert', 'Mejlar en offert till kunden.', { kund: str }, 'message-send'],
      ['bevilja_behorighet', 'Beviljar en användare behörighet till ett projekt.', { anvandare: str }, 'identity-admin'],
      ['aterkalla_behorighet', 'Återkallar en användares behörighet.', { anvandare: str }, 'identity-admin'],
      ['reservera_bord', 'Reserverar ett bord.', { antal: num }, 'order-manage'],
      ['sms', 'Sender en SMS til kunden.', { telefon: str, tekst: str }, 'message-send'],
      ['vakt', 'Setter en ansatt på en vakt.', { ansatt: str, vakt: str }, 'write'],
      ['hent_vakter', 'Henter vaktlisten for en uke.', { uke: str }, 'read'],
      ['aflys_aftale', 'Aflyser en aftale med en kunde.', { aftale: str }, 'write'],
      ['haev_penge', 'Hæver penge fra kontoen.', { belob: num }, 'payment-initiate'],
      ['prisliste', 'Prisliste for alle produkter.', {}, 'read'],
    ]);
  });

  it('Romance: third person, infinitives, imperatives, phrases ("met à jour")', () => {
    check([
      ['coste_envio', 'Estima el coste de un envío.', { peso: num }, 'read'],
      ['retirar_fondos', 'Retira fondos de la cuenta.', { importe: num }, 'payment-initiate'],
      ['turnos', 'Muestra los turnos de la semana.', {}, 'read'],
      ['objetos_perdidos', 'Busca en los objetos perdidos.', { descripcion: str }, 'read'],
      ['prazo', 'Estima o prazo de entrega.', { pedido: str }, 'read'],
      ['sacar_dinheiro', 'Saca dinheiro da conta.', { valor: num }, 'payment-initiate'],
      ['cadastrar_cliente', 'Cadastra um novo cliente.', { nome: str }, 'write'],
      ['delai', 'Estime le délai de livraison.', { commande: str }, 'read'],
      ['lire_devis', 'Lire un devis.', { devis: str }, 'read'],
      ['ajouter_article', 'Ajouter un article au panier.', { article: str }, 'write'],
      ['retirer_membre', 'Retirer un membre du groupe.', { membre: str }, 'write'],
      ['fiche_client', "Met à jour la fiche d'un client.", { client: str }, 'write'],
      ['creneaux', 'Affiche les créneaux disponibles.', { jour: str }, 'read'],
      ['costi', 'Stima i costi di una spedizione.', { peso: num }, 'read'],
      ['listino', 'Listino prezzi dei servizi.', {}, 'read'],
      ['prelevare', 'Preleva contanti dal conto.', { importo: num }, 'payment-initiate'],
      ['llegir_missatges', 'Llegeix els missatges.', { carpeta: str }, 'read'],
      ['emetre_factura', 'Emet una factura.', { client: str }, 'write'],
      ['facturi', 'Găsește facturile unui client.', { client: str }, 'read'],
      ['rezerva_masa', 'Rezervă o masă.', { persoane: num }, 'order-manage'],
    ]);
  });

  it('Central and Eastern European, Finnish, Turkish, Russian', () => {
    check([
      ['koszt', 'Szacuje koszt dostawy.', { waga: num }, 'read'],
      ['cennik', 'Cennik usług.', {}, 'read'],
      ['wyplac_srodki', 'Wypłaca środki na konto klienta.', { kwota: num }, 'payment-initiate'],
      ['oprava', 'Odhadne cenu opravy.', { zavada: str }, 'read'],
      ['hledat_faktury', 'Hledat faktury podle čísla nebo zákazníka.', { dotaz: str }, 'read'],
      ['zapsat_platbu', 'Zapsat platbu k faktuře.', { faktura: str, castka: num }, 'write'],
      ['vytvorit_objednavku', 'Vytvořit objednávku zboží.', { zbozi: str }, 'order-manage'],
      ['zrusit_rezervaci', 'Zrušit rezervaci stolu.', { rezervace: str }, 'order-manage'],
      ['faktury', 'Vypíše zoznam faktúr.', { mesiac: str }, 'read'],
      ['dostava', 'Procjenjuje trošak dostave.', { tezina: num }, 'read'],
      ['clanarina', 'Naplaćuje članarinu s kartice.', { clan: str }, 'payment-initiate'],
      ['szallitas', 'Megbecsüli a szállítási időt.', { rendeles: str }, 'read'],
      ['toimitus', 'Arvioi toimitusajan.', { tilaus: str }, 'read'],
      ['tahmin_et', 'Teslimat süresini tahmin eder.', { siparis: str }, 'read'],
      ['dostavka', 'Оценивает стоимость доставки.', { ves: num }, 'read'],
      ['snyat', 'Снимает деньги со счёта.', { summa: num }, 'payment-initiate'],
    ]);
  });
});

describe('words that are also English, or as often another word, are not glossed into verbs they are not', () => {
  it('an English agent noun stays English: Swedish "importer" (imports), English "sender", "uploader", "scheduler"', () => {
    for (const word of ['importer', 'exporter', 'sender', 'uploader', 'scheduler', 'planner']) {
      assert.ok(isEnglishWord(word), word);
      assert.deepEqual(glossWords([word]).words, [word], word);
    }
    assert.equal(englishText('Visar importer per land och månad.').text, 'shows importer per land and month.');
    check([
      ['get_sender', 'Returns the sender of a message.', { id: str }, 'read'],
      ['importer', 'Visar importer per land och månad.', { land: str }, 'read'],
    ]);
  });

  it('in a text of its language the same word is glossed ("Importer les factures", "Sender en SMS")', () => {
    assert.equal(englishText('Importer les factures.').text, 'import the invoices.');
    assert.match(englishText('Sender en SMS til kunden.').text, /^sends a SMS to customer/);
  });

  it('a noun that is as often a verb reads as the thing named, and a noun of action names no read', () => {
    assert.deepEqual(glossWords(['zeigt', 'die', 'benachrichtigungen']).words, ['shows', 'the', 'notifications']);
    assert.deepEqual(glossWords(['visa', 'erbjudanden']).words, ['show', 'offers']);
    assert.deepEqual(glossWords(['tahmin']).words, ['estimate']);
    check([['benachrichtigungen', 'Zeigt die Benachrichtigungen eines Benutzers.', { benutzer: str }, 'read']]);
  });
});

describe('the language of a text: units and abbreviations vote for no language', () => {
  it('a text of another language with units, "per" and words no table explains is read in that language', () => {
    const coffee = englishText('Visar lagret av råkaffe per parti (ursprung, kg kvar, pris per kg).');
    assert.equal(coffee.lang, 'sv');
    assert.match(coffee.text, /^shows stock of råkaffe per parti \(ursprung, kg kvar, price per kg\)\.$/);
    assert.equal(englishText('Henter vakter for en uke, med timer og kr per time.').lang, 'da-no');
  });

  it('a mostly English text with product names, jargon and units stays English', () => {
    for (const text of [
      'Returns the price per kg of coffee from the Kaffeehaus API.',
      'Lists Shopify orders with SKU, qty and EUR price per item.',
      'Returns the Kontoauszug for a Girokonto, per month.',
      'Syncs the Pipedrive deals with Moneybird invoices and the Tripletex ledger.',
      'Gets the Fiken konto balance in NOK via the REST API.',
    ]) {
      const english = englishText(text);
      assert.equal(english.text, text, text);
      assert.equal(english.glossed, 0, text);
    }
  });
});

describe('names in a script written with spaces other than the Latin one are read as their words say', () => {
  // Written for this test: names only, with descriptions that say nothing the classifier reads.
  const named = (name: string): ActionClass | undefined => inferClass(spec(name, '—', { id: str }));
  it('a name whose verb a table reads has that verb (Hindi, Russian, Arabic, Tamil, Urdu)', () => {
    assert.equal(named('संदेश_भेजें'), 'message-send');
    assert.equal(named('отправить_сообщение'), 'message-send');
    assert.equal(named('إرسال_رسالة'), 'message-send');
    assert.equal(named('பணம்_அனுப்பு'), 'payment-initiate');
    assert.notEqual(named('ڈیٹا_حذف'), 'read-only-retrieval');
    assert.equal(named('заказы_показать'), 'read-only-retrieval');
  });
  it('a name of nouns alone says nothing, and words that are read elsewhere come first', () => {
    // "список_заказов", a list of orders: "list" and "orders" would read as verbs in English.
    assert.equal(named('список_заказов'), undefined);
    assert.equal(inferClass(spec('отправить_сообщение', 'Shows the messages of a thread.', { id: str })), 'read-only-retrieval');
  });
  it('a name no table reads stays unread, and a Latin name reads as before', () => {
    assert.equal(named('ᏗᏓᎴᏂᏍᎬ_ᎠᏍᏆᏂ'), undefined);
    assert.equal(named('send_message'), 'message-send');
  });
});
