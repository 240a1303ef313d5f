/**
 * Tools described in Malayalam (src/action/glosses/dravidian.ts), Tok Pisin (latin-more-islands.ts),
 * Scottish Gaelic (celtic-western.ts) and Luxembourgish (germanic.ts): a Malayalam hardware shop, a
 * Tok Pisin trade store, a Gaelic estate office and a Luxembourgish commune's office, each tool
 * classed by what it does through `inferClass`, and descriptions read in English by `englishText`.
 * Reads stay reads, writes take their write class, and a tool whose name and description disagree
 * (one reads, the other writes) is never a read. Malayalam tools are named in English words that say
 * nothing, or in Malayalam words joined by "_"; Tok Pisin, Gaelic and Luxembourgish names are read in
 * their own words. Texts of the languages read before beside them (Irish beside Gaelic; German,
 * Dutch and French beside Luxembourgish; Indonesian, Malay, Tagalog and Māori beside Tok Pisin) stay
 * theirs, and English stays as written. Every name and description here was written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { englishText, glossWords } from '../../src/action/foreign.ts';
import { inferClass } from '../../src/action/infer.ts';
import { words } from '../../src/action/words.ts';
import { classes, num, reads, str } from './language-cases.ts';

const READS = new Set(['read-only-retrieval', 'web-fetch']);

/** A name written in the language: its words glossed, and its class with nothing but an id. */
function named(name: string): { words: string; cls: string | undefined } {
  const cls = inferClass({ name, inputSchema: { type: 'object', properties: { id: str } } });
  return { words: glossWords(words(name)).words.join(' '), cls };
}

/** Names written in the language, each read in English and classed. */
function names(cases: readonly (readonly [string, string, string])[]): void {
  for (const [name, english, cls] of cases) {
    const got = named(name);
    assert.equal(got.words, english, name);
    assert.equal(got.cls, cls, name);
  }
}

/** Tools whose name and description disagree: never a read, and the class expected. */
function disagreeing(cases: readonly (readonly [string, string, Record<string, unknown>, string])[]): void {
  for (const [name, description, properties, expected] of cases) {
    const got = inferClass({ name, description, inputSchema: { type: 'object', properties } });
    assert.ok(got !== undefined && !READS.has(got), `${name}: "${description}" → ${got}`);
    assert.equal(got, expected, `${name}: "${description}" (read "${englishText(description).text}")`);
  }
}

/** Texts of other languages, each decided as the language given. */
function stayTheirs(texts: readonly (readonly [string, string])[]): void {
  for (const [text, lang] of texts) assert.equal(englishText(text).lang, lang, text);
}

describe('Malayalam: a hardware shop, cases on the noun, a noun and its light verb one verb', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'ഉപഭോക്താവിന്റെ എല്ലാ ഓർഡറുകളും കാണിക്കുന്നു.', { customer: str }, 'read-only-retrieval'],
      ['godown', 'ഗോഡൗണിലെ സ്റ്റോക്ക് കാണിക്കുന്നു.', { item: str }, 'read-only-retrieval'],
      ['finder', 'ഉൽപ്പന്നങ്ങൾ തിരയുന്നു.', { query: str }, 'read-only-retrieval'],
      ['till', 'അക്കൗണ്ട് ബാലൻസ് കാണിക്കുന്നു.', { account: str }, 'read-only-retrieval'],
      ['counter', 'ഉപഭോക്താവിന് എസ്എംഎസ് അയയ്ക്കുന്നു.', { phone: str, text: str }, 'message-send'],
      ['chat', 'ഉപഭോക്താക്കൾക്ക് വാട്സ്ആപ്പ് സന്ദേശം അയയ്ക്കുന്നു.', { phone: str, text: str }, 'message-send'],
      ['letters', 'വിതരണക്കാരന് ഇമെയിൽ അയയ്ക്കുക.', { email: str, text: str }, 'message-send'],
      ['wages', 'ജീവനക്കാരുടെ കൂലി നൽകുന്നു.', { worker: str, amount: num }, 'payment-initiate'],
      ['ledger', 'വിതരണക്കാരന്റെ ബിൽ അടയ്ക്കുന്നു.', { bill: str, amount: num }, 'payment-initiate'],
      ['cashier', 'ഇൻവോയ്സിന്റെ പേയ്മെന്റ് നടത്തുന്നു.', { invoice: str, amount: num }, 'payment-initiate'],
      ['cabinet', 'ഉപഭോക്താവിന് പണം തിരികെ നൽകുന്നു.', { order: str, amount: num }, 'payment-initiate'],
      ['sales', 'സാധനങ്ങൾ വിൽക്കുന്നു.', { item: str, quantity: num }, 'payment-initiate'],
      ['drawer', 'ഉപഭോക്താവിന്റെ ഓർഡർ റദ്ദാക്കുന്നു.', { order: str }, 'order-manage'],
      ['supply', 'വിതരണക്കാരനിൽ നിന്ന് സാധനങ്ങൾ ഓർഡർ ചെയ്യുന്നു.', { product: str, quantity: num }, 'order-manage'],
      ['rooms', 'മുറി ബുക്ക് ചെയ്യുന്നു.', { room: str, date: str }, 'order-manage'],
      ['diary', 'ജീവനക്കാരുമായി മീറ്റിംഗ് ഷെഡ്യൂൾ ചെയ്യുന്നു.', { date: str }, 'calendar-write'],
      ['later', 'കൂടിക്കാഴ്ച മാറ്റിവയ്ക്കുന്നു.', { appointment: str, date: str }, 'calendar-write'],
      ['panel', 'ഫയൽ ഇല്ലാതാക്കുന്നു.', { file: str }, 'file-modify'],
      ['cleaner', 'റെക്കോർഡ് നീക്കം ചെയ്യുന്നു.', { record: str }, 'file-modify'],
      ['muster', 'ജീവനക്കാരുടെ ഹാജർ രേഖപ്പെടുത്തുന്നു.', { worker: str }, 'file-modify'],
      ['prices', 'ഉൽപ്പന്നത്തിന്റെ വില പുതുക്കുന്നു.', { product: str, price: num }, 'file-modify'],
      ['team', 'ഉപയോക്താവിന് അഡ്മിൻ റോൾ നൽകുന്നു.', { user: str, role: str }, 'identity-admin'],
      ['gate', 'ജീവനക്കാരന് അനുമതി നൽകുന്നു.', { user: str }, 'identity-admin'],
      ['keys', 'ഉപയോക്താവിന്റെ അനുമതി പിൻവലിക്കുന്നു.', { user: str }, 'identity-admin'],
    ]);
  });

  it('reads each clause verb first; "give" alone, a participle and a state', () => {
    reads('ml', [
      ['ഉപഭോക്താവിന്റെ ഓർഡർ റദ്ദാക്കുന്നു.', 'cancels customer order.'],
      ['ഉപഭോക്താവിന് എസ്എംഎസ് അയയ്ക്കുന്നു.', 'sends customer sms.'],
      ['ഇൻവോയ്സിന്റെ പേയ്മെന്റ് നടത്തുന്നു.', 'pays invoice.'],
      ['റെക്കോർഡ് നീക്കം ചെയ്യുന്നു.', 'removes record.'],
      ['ഓർഡറുകളുടെ ലിസ്റ്റ് കാണിക്കുന്നു.', 'shows order list.'],
      ['ഉപഭോക്താവിന്റെ വിവരങ്ങൾ നൽകുന്നു.', 'customer information.'],
      ['അടയ്ക്കാത്ത ബില്ലുകൾ കാണിക്കുന്നു.', 'shows unpaid bill.'],
    ]);
  });

  it('letters written two ways read alike: an older chillu, "ൻറ", "ൌ", a zero-width non-joiner', () => {
    reads('ml', [
      ['ഉപഭോക്താവിന്റെ ഓര്‍ഡര്‍ റദ്ദാക്കുന്നു.', 'cancels customer order.'],
      ['ഉപഭോക്താവിൻറെ ഓർഡർ റദ്ദാക്കുന്നു.', 'cancels customer order.'],
      ['അക്കൌണ്ട് ബാലൻസ് കാണിക്കുന്നു.', 'shows account balance.'],
      ['അക്കൗണ്ട് ബാലൻസ് കാണിക്കുന്നു.', 'shows account balance.'],
      ['ഇൻവോയ്സിന്റെ പേയ്‌മെന്റ് നടത്തുന്നു.', 'pays invoice.'],
      ['ഉപഭോക്താവിന് ഇ-മെയിൽ അയയ്ക്കുന്നു.', 'sends customer email.'],
    ]);
  });

  it('names written in Malayalam read as their words say', () => {
    for (const [name, cls] of [
      ['ഓർഡർ_റദ്ദാക്കുക', 'order-manage'],
      ['സന്ദേശം_അയയ്ക്കുക', 'message-send'],
      ['ഓർഡറുകൾ_കാണിക്കുക', 'read-only-retrieval'],
      ['ഫയൽ_ഇല്ലാതാക്കുക', 'file-modify'],
      ['ബിൽ_അടയ്ക്കുക', 'payment-initiate'],
    ] as const)
      assert.equal(named(name).cls, cls, name);
  });

  it('a tool whose name and description disagree is no read', () => {
    disagreeing([
      ['delete_record', 'റെക്കോർഡിന്റെ വിശദാംശങ്ങൾ കാണിക്കുന്നു.', { record: str }, 'file-modify'],
      ['show_orders', 'ഉപഭോക്താവിന്റെ ഓർഡർ റദ്ദാക്കുന്നു.', { order: str }, 'order-manage'],
      ['ഓർഡറുകൾ_കാണിക്കുക', 'ഓർഡർ റദ്ദാക്കുന്നു.', { order: str }, 'order-manage'],
    ]);
  });
});

describe('Tok Pisin: a trade store, "i" before the verb, "-im" on it', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'Em i soim ol oda bilong kastoma.', { customer: str }, 'read-only-retrieval'],
      ['finder', 'I painim kastoma long nem.', { name: str }, 'read-only-retrieval'],
      ['aisle', 'I lukim stok long stua.', { item: str }, 'read-only-retrieval'],
      ['counter', 'Em i salim tekst long kastoma.', { phone: str, text: str }, 'message-send'],
      ['letters', 'I salim imel long saplaia.', { email: str, text: str }, 'message-send'],
      ['ledger', 'Em i peim invois bilong saplaia.', { invoice: str, amount: num }, 'payment-initiate'],
      ['wages', 'I peim pe bilong ol wokman.', { worker: str, amount: num }, 'payment-initiate'],
      ['buyer', 'I baim stok long saplaia.', { item: str, quantity: num }, 'payment-initiate'],
      ['seller', 'I salim stok long kastoma.', { item: str, quantity: num }, 'payment-initiate'],
      ['till', 'I kisim mani long kastoma.', { customer: str, amount: num }, 'payment-initiate'],
      ['cabinet', 'I bekim mani long kastoma.', { order: str, amount: num }, 'payment-initiate'],
      ['drawer', 'Em i kensolim oda bilong kastoma.', { order: str }, 'order-manage'],
      ['rooms', 'I bukim rum long hotel.', { room: str, date: str }, 'order-manage'],
      ['panel', 'I rausim fail.', { file: str }, 'file-modify'],
      ['maker', 'I wokim nupela invois.', { customer: str }, 'file-modify'],
      ['daybook', 'I raitim daun ol wok bilong wokman.', { worker: str }, 'file-modify'],
      ['gate', 'I givim rait long wokman.', { user: str }, 'identity-admin'],
    ]);
  });

  it('reads its words in English; "pinis" makes a state, "i no … yet" one not yet', () => {
    reads('tpi', [
      ['Em i salim tekst long kastoma.', 'sends text to customer.'],
      ['Em i kensolim oda bilong kastoma.', 'cancels order of customer.'],
      ['I soim ol invois ol i peim pinis.', 'shows invoice paid.'],
      ['I soim ol invois ol i no peim yet.', 'shows invoice unpaid.'],
      ['I salim stok long kastoma.', 'sells to customer.'],
    ]);
  });

  it('names read the verb in the base form, as English names do', () => {
    names([
      ['salim_tekst', 'send text', 'message-send'],
      ['peim_invois', 'pay invoice', 'payment-initiate'],
      ['rausim_fail', 'delete file', 'file-modify'],
      ['kensolim_oda', 'cancel order', 'order-manage'],
      ['soim_oda', 'show order', 'read-only-retrieval'],
      ['painim_kastoma', 'search customer', 'read-only-retrieval'],
      ['senisim_adres', 'change address', 'account-modify'],
    ]);
  });

  it('a tool whose name and description disagree is no read', () => {
    disagreeing([
      ['rausim_fail', 'I soim fail.', { file: str }, 'file-modify'],
      ['soim_oda', 'I kensolim oda.', { order: str }, 'order-manage'],
    ]);
  });

  it('Indonesian, Malay, Tagalog and Māori texts stay theirs; English stays as written', () => {
    stayTheirs([
      ['Menampilkan daftar pesanan pelanggan.', 'id'],
      ['Mengirim pesan ke pelanggan untuk pesanan baru.', 'id'],
      ['Memaparkan senarai tempahan pelanggan.', 'ms'],
      ['Membayar invois pembekal.', 'ms'],
      ['Nagpapadala ng mensahe sa kustomer.', 'tl'],
      ['Ka tuku karere ki ngā mema.', 'mi'],
    ]);
    for (const text of [
      'Save the long list of items.',
      'Stop the bus at the next stop.',
      'Returns a long text for the form.',
      'Sends a message to the customer.',
    ])
      assert.deepEqual(englishText(text), { text, glossed: 0 }, text);
  });
});

describe('Scottish Gaelic: an estate office, the verb first, phrases of a verb and its particle', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'Seallaidh e liosta nan òrduighean aig an neach-ceannach.', { customer: str }, 'read-only-retrieval'],
      ['ledgerbook', "A' sealltainn liosta nan òrduighean.", { customer: str }, 'read-only-retrieval'],
      ['finder', "Lorgaidh e bathar anns a' bhùth.", { query: str }, 'read-only-retrieval'],
      ['counter', 'Cuiridh e teacsa chun an neach-ceannach.', { phone: str, text: str }, 'message-send'],
      ['letters', 'Cuiridh e post-d chun an t-solaraiche.', { email: str, text: str }, 'message-send'],
      ['ledger', 'Pàighidh e am fàirdeal aig an t-solaraiche.', { invoice: str, amount: num }, 'payment-initiate'],
      ['wages', 'Pàighidh e tuarastal an luchd-obrach.', { worker: str, amount: num }, 'payment-initiate'],
      ['buyer', 'Ceannaichidh e stoc bhon t-solaraiche.', { item: str, quantity: num }, 'payment-initiate'],
      ['seller', 'Reicidh e bathar ris an neach-ceannach.', { item: str, quantity: num }, 'payment-initiate'],
      ['drawer', 'Sguiridh e dheth an t-òrdugh.', { order: str }, 'order-manage'],
      ['panel', 'Sguabaidh e às am faidhle.', { file: str }, 'file-modify'],
      ['cleaner', 'Cuir air falbh an clàr.', { record: str }, 'file-modify'],
      ['maker', 'Cruthaichidh e fàirdeal ùr.', { customer: str }, 'file-modify'],
      ['writer', 'Sgrìobhaidh e aithisg.', { title: str }, 'file-modify'],
      ['gate', 'Bheir e cead don neach-obrach.', { user: str }, 'identity-admin'],
      ['keys', 'Ceadaichidh e cothrom don neach-cleachdaidh.', { user: str }, 'identity-admin'],
    ]);
  });

  it('reads its words in English: a compound joined by a hyphen, the subject between a verb and its particle', () => {
    reads('gd', [
      ['Cuiridh e teacsa chun an neach-ceannach.', 'sends text to the customer.'],
      ['Pàighidh e tuarastal an luchd-obrach.', 'pays salary the staff.'],
      ['Sguabaidh e às am faidhle.', 'deletes the file.'],
      ['Sguiridh e dheth an t-òrdugh.', 'cancels the -order.'],
      ['Cuiridh e post-d chun an t-solaraiche.', 'sends email to the -supplier.'],
    ]);
  });

  it('names read the verb in the base form, as English names do', () => {
    names([
      ['seall_orduighean', 'show order', 'read-only-retrieval'],
      ['cuir_teacsa', 'send', 'message-send'],
      ['paigh_fairdeal', 'pay invoice', 'payment-initiate'],
      ['sguab_as_faidhle', 'delete file', 'file-modify'],
      ['sguir_dheth_ordugh', 'cancel order', 'order-manage'],
      ['ceannaich_stoc', 'buy stock', 'payment-initiate'],
    ]);
  });

  it('a tool whose name and description disagree is no read', () => {
    disagreeing([
      ['sguab_as_faidhle', 'Seallaidh e am faidhle.', { file: str }, 'file-modify'],
      ['seall_orduighean', 'Sguiridh e dheth an t-òrdugh.', { order: str }, 'order-manage'],
    ]);
  });

  it('Irish and Welsh texts stay theirs', () => {
    stayTheirs([
      ['Taispeánann sé liosta na n-orduithe.', 'ga'],
      ['Seolann sé teachtaireacht chuig an gcustaiméir.', 'ga'],
      ['Scriosann sé an comhad.', 'ga'],
      ['Íocann sé an sonrasc.', 'ga'],
      ['Cuir an teachtaireacht.', 'ga'],
      ["Mae'n anfon neges at y cwsmer.", 'cy'],
    ]);
  });
});

describe("Luxembourgish: a commune's office, German spelled its own way", () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', "Weist all d'Bestellunge vun engem Client.", { customer: str }, 'read-only-retrieval'],
      ['roll', "Weist d'Lëscht vun de Clienten.", { office: str }, 'read-only-retrieval'],
      ['finder', 'Sicht e Client no sengem Numm.', { name: str }, 'read-only-retrieval'],
      ['counter', 'Schéckt eng SMS un de Client.', { phone: str, text: str }, 'message-send'],
      ['letters', 'Schéckt eng Mail un de Fournisseur.', { email: str, text: str }, 'message-send'],
      ['ledger', "Bezillt d'Rechnung vum Fournisseur.", { invoice: str, amount: num }, 'payment-initiate'],
      ['wages', 'Bezillt de Loun vun de Mataarbechter.', { worker: str, amount: num }, 'payment-initiate'],
      ['cabinet', "Rembourséiert d'Suen un de Client.", { order: str, amount: num }, 'payment-initiate'],
      ['drawer', "Annuléiert d'Bestellung vum Client.", { order: str }, 'order-manage'],
      ['rooms', 'Reservéiert en Zëmmer fir de Client.', { room: str, date: str }, 'order-manage'],
      ['diary', 'Plangt eng Reunioun mat de Mataarbechter.', { date: str }, 'calendar-write'],
      ['panel', 'Läscht de Fichier.', { file: str }, 'file-modify'],
      ['maker', 'Erstellt eng nei Rechnung fir de Client.', { customer: str }, 'file-modify'],
      ['gate', 'Erdeelt dem Benotzer eng Autorisatioun.', { user: str }, 'identity-admin'],
    ]);
  });

  it('reads its own words; after "déi" a participle is a state', () => {
    reads('lb', [
      ['Schéckt eng SMS un de Client.', 'sends a SMS to the customer.'],
      ['Läscht de Fichier.', 'deletes the file.'],
      ['Erstellt eng nei Rechnung fir de Client.', 'creates a new invoice for the customer.'],
      ['Weist déi onbezuelt Rechnungen.', 'shows the unpaid invoices.'],
      ['Weist déi annuléiert Bestellungen.', 'it shows cancelled orders.'],
    ]);
  });

  it('names read the verb in the base form, as English names do', () => {
    names([
      ['schecken_sms', 'send sms', 'message-send'],
      ['bezuelen_rechnung', 'pay invoice', 'payment-initiate'],
      ['lasch_fichier', 'delete file', 'file-modify'],
      ['annuleieren_bestellung', 'cancel order', 'order-manage'],
      ['weis_bestellungen', 'show orders', 'read-only-retrieval'],
      ['sichen_client', 'search customer', 'read-only-retrieval'],
    ]);
  });

  it('a tool whose name and description disagree is no read', () => {
    disagreeing([
      ['lasch_fichier', 'Weist de Fichier.', { file: str }, 'file-modify'],
      ['weis_bestellungen', "Annuléiert d'Bestellung vum Client.", { order: str }, 'order-manage'],
    ]);
  });

  it('German, Dutch and French texts stay theirs', () => {
    stayTheirs([
      ['Zeigt alle Bestellungen eines Kunden.', 'de'],
      ['Erstellt eine neue Rechnung für den Kunden.', 'de'],
      ['Löscht die Datei.', 'de'],
      ['Storniert die Bestellung des Kunden.', 'de'],
      ['Bestellt Material beim Lieferanten.', 'de'],
      ['Zahlt einen Scheck ein.', 'de'],
      ['Verstuurt een bericht naar de klant.', 'nl'],
      ['Toont de lijst van bestellingen.', 'nl'],
      ['Annule la commande du client.', 'fr'],
      ['Envoie la facture au client.', 'fr'],
    ]);
  });
});
