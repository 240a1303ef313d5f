/**
 * Tools described in Hausa, Yoruba, isiZulu, Somali, Malagasy, Cebuano, Malay and Maltese
 * (src/action/glosses/latin-more.ts, latin-more-islands.ts): for each, a read, a message sent, a
 * payment or refund, an order or booking, a delete or cancel and a role or permission given,
 * classed by what they do through `inferClass`, and descriptions read in English by
 * `englishText`. The tools are named with English words that say nothing of what they do, so the
 * description decides. Names written in the languages read their verb in the base form, as English
 * names do. Texts of the languages read before, and English, keep their language: the short words
 * these tables list ("a", "na", "da", "ka", "sa", "ni", "in", "to") decide nothing. Every name and
 * description here was written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { englishText, glossWords } from '../../src/action/foreign.ts';
import { inferClass } from '../../src/action/infer.ts';
import { words } from '../../src/action/words.ts';
import { classes, num, reads, str } from './language-cases.ts';

/** A name written in the language: its words glossed, and its class with nothing but an id. */
function named(name: string): { words: string; cls: string | undefined } {
  const cls = inferClass({ name, inputSchema: { type: 'object', properties: { id: str } } });
  return { words: glossWords(words(name)).words.join(' '), cls };
}

describe('Hausa: tense words before an unchanging verb, "-n"/"-r" on the noun', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'Yana nuna jerin odar abokin ciniki.', { customer: str }, 'read-only-retrieval'],
      ['tracker', 'Tana duba matsayin kaya.', { parcel: str }, 'read-only-retrieval'],
      ['counter', 'Yana aika saƙo ga abokin ciniki.', { phone: str, text: str }, 'message-send'],
      ['cabinet', 'Yana mayar da kuɗi ga abokin ciniki.', { order: str, amount: num }, 'payment-initiate'],
      ['ledger', 'Yana biyan lissafin kuɗi.', { invoice: str, amount: num }, 'payment-initiate'],
      ['supply', 'Yana yi oda na kayayyaki.', { product: str, quantity: num }, 'order-manage'],
      ['drawer', 'Yana soke odar abokin ciniki.', { order: str }, 'order-manage'],
      ['panel', 'Yana goge fayil.', { file: str }, 'file-modify'],
      ['team', 'Yana naɗa mai amfani a matsayin mai gudanarwa.', { user: str, role: str }, 'identity-admin'],
      ['gate', "Yana ba da izini ga ma'aikata.", { user: str }, 'identity-admin'],
    ]);
  });

  it('reads its words in English, hooked letters written or not', () => {
    reads('ha', [
      ['Yana aika saƙo ga abokin ciniki.', 'sends message to customer.'],
      ['Yana aika sako ga abokin ciniki.', 'sends message to customer.'],
      ['Yana nuna odar da aka soke.', 'shows order cancelled.'],
      ['Yana soke odar abokin ciniki.', 'cancels order customer.'],
    ]);
  });
});

describe('Yoruba, with and without its tone marks: a split verb read at the head of its clause', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'Ó ń fi àwọn àṣẹ oníbàárà hàn.', { customer: str }, 'read-only-retrieval'],
      ['finder', 'O n sawari oja ninu ile itaja.', { query: str }, 'read-only-retrieval'],
      ['counter', 'Ó ń fi ìfiránṣẹ́ ránṣẹ́ sí oníbàárà.', { phone: str, text: str }, 'message-send'],
      ['cabinet', 'Ó ń dá owó padà fún oníbàárà.', { order: str, amount: num }, 'payment-initiate'],
      ['ledger', 'O n sanwo iwe owo olupese.', { invoice: str, amount: num }, 'payment-initiate'],
      ['desk', 'Ó ń ṣe ìfipamọ́ yàrá ní òtẹ́ẹ̀lì.', { room: str, date: str }, 'order-manage'],
      ['drawer', 'Ó ń fagilé àṣẹ oníbàárà.', { order: str }, 'order-manage'],
      ['panel', 'Ó ń paarẹ́ fáìlì náà.', { file: str }, 'file-modify'],
      ['team', 'Ó ń yan ipa alábòójútó fún olùlò.', { user: str, role: str }, 'identity-admin'],
      ['gate', 'Ó ń yọ̀ǹda ìwọlé fún òṣìṣẹ́.', { user: str }, 'identity-admin'],
    ]);
  });

  it('reads the marked and the plain spelling alike, the verb first', () => {
    reads('yo', [
      ['Ó ń fi àwọn àṣẹ oníbàárà hàn.', 'shows the order customer.'],
      ['O n fi awon ase onibaara han.', 'shows the order customer.'],
      ['Ó ń fi ìwé náà pamọ́.', 'saves document the.'],
      ['Ó ń fi ìfiránṣẹ́ ránṣẹ́ sí oníbàárà.', 'sends message to customer.'],
    ]);
  });
});

describe('isiZulu: class prefixes, subjects and particles as prefixes of the word', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'Ibonisa uhlu lwama-oda omthengi.', { customer: str }, 'read-only-retrieval'],
      ['finder', 'Isesha imikhiqizo esitolo.', { query: str }, 'read-only-retrieval'],
      ['counter', 'Ithumela umlayezo kumthengi.', { phone: str, text: str }, 'message-send'],
      ['cabinet', 'Ibuyisela imali kumthengi.', { order: str, amount: num }, 'payment-initiate'],
      ['ledger', 'Ikhokha i-invoyisi yomhlinzeki.', { invoice: str, amount: num }, 'payment-initiate'],
      ['desk', 'Ibhukha igumbi ehhotela.', { room: str, date: str }, 'order-manage'],
      ['drawer', 'Ikhansela i-oda lomthengi.', { order: str }, 'order-manage'],
      ['panel', 'Isusa ifayela.', { file: str }, 'file-modify'],
      ['team', 'Yabela umsebenzisi indima yomphathi.', { user: str, role: str }, 'identity-admin'],
      ['gate', 'Igunyaza abasebenzi ukufinyelela.', { user: str }, 'identity-admin'],
    ]);
  });

  it('reads a noun behind its prefix and a state after the noun', () => {
    reads('zu', [
      ['Ithumela umlayezo kumthengi.', 'sends message customer.'],
      ['Ibonisa ama-oda akhanseliwe.', 'shows ama-order cancelled.'],
      ['Ukuthumela imilayezo kubathengi.', 'send messages customers.'],
    ]);
  });
});

describe('Somali: the article and the tense as endings, the verb read first', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'Wuxuu soo bandhigaa liiska dalabaadka macmiilka.', { customer: str }, 'read-only-retrieval'],
      ['finder', 'Wuxuu raadiyaa alaabta.', { query: str }, 'read-only-retrieval'],
      ['counter', 'Wuxuu fariin u diraa macmiilka.', { phone: str, text: str }, 'message-send'],
      ['cabinet', 'Wuxuu lacagta u celiyaa macmiilka.', { order: str, amount: num }, 'payment-initiate'],
      ['ledger', 'Waxay bixisaa biilka.', { invoice: str, amount: num }, 'payment-initiate'],
      ['desk', 'Wuxuu qabsadaa qol.', { room: str, date: str }, 'order-manage'],
      ['drawer', 'Waxay dalabka macmiilka baajisaa.', { order: str }, 'order-manage'],
      ['panel', 'Wuxuu tirtiraa faylka.', { file: str }, 'file-modify'],
      ['team', 'Wuxuu isticmaalaha u qoondeeyaa doorka maamulaha.', { user: str, role: str }, 'identity-admin'],
      ['gate', 'Wuxuu shaqaalaha u oggolaadaa galitaanka.', { user: str }, 'identity-admin'],
    ]);
  });

  it('reads a verb that ends its clause first', () => {
    reads('so', [
      ['Waxay dalabka macmiilka baajisaa.', 'cancels order customer.'],
      ['Wuxuu fariin u diraa macmiilka.', 'sends message customer.'],
      ['Wuxuu muujiyaa qaansheegyada aan la bixin.', 'shows invoice unpaid.'],
    ]);
  });
});

describe('Malagasy: the verb first, its tense a first letter', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', "Mampiseho ny lisitry ny kaomandy an'ny mpanjifa.", { customer: str }, 'read-only-retrieval'],
      ['finder', 'Mitady entana.', { query: str }, 'read-only-retrieval'],
      ['counter', "Mandefa hafatra amin'ny mpanjifa.", { phone: str, text: str }, 'message-send'],
      ['cabinet', "Mamerina ny vola amin'ny mpanjifa.", { order: str, amount: num }, 'payment-initiate'],
      ['ledger', "Mandoa ny faktioran'ny mpamatsy.", { invoice: str, amount: num }, 'payment-initiate'],
      ['desk', 'Mamandrika efitrano.', { room: str, date: str }, 'order-manage'],
      ['drawer', "Manafoana ny kaomandin'ny mpanjifa.", { order: str }, 'order-manage'],
      ['panel', 'Mamafa ny rakitra.', { file: str }, 'file-modify'],
      ['team', 'Manendry ny mpampiasa ho mpitantana.', { user: str, role: str }, 'identity-admin'],
      ['gate', 'Manome alalana ny mpiasa.', { user: str }, 'identity-admin'],
    ]);
  });

  it('reads its words in English, the past and future tenses too', () => {
    reads('mg', [
      ['Mandefa hafatra ho an ny mpanjifa.', 'sends message for of the customer.'],
      ['Nandefa ny hafatra.', 'sends the message.'],
      ['Mampiseho ny faktiora tsy voaloa.', 'shows the invoice unpaid.'],
    ]);
  });
});

describe('Cebuano beside Tagalog', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'Nagpakita sa lista sa mga order sa kustomer.', { customer: str }, 'read-only-retrieval'],
      ['finder', 'Mangita og produkto sa tindahan.', { query: str }, 'read-only-retrieval'],
      ['counter', 'Nagpadala og mensahe sa kustomer.', { phone: str, text: str }, 'message-send'],
      ['ledger', 'Mobayad sa bayranan sa suplayer.', { invoice: str, amount: num }, 'payment-initiate'],
      ['desk', 'Mopareserba og kwarto sa hotel.', { room: str, date: str }, 'order-manage'],
      ['drawer', 'Mokansela sa order sa kustomer.', { order: str }, 'order-manage'],
      ['panel', 'Mopapas sa file.', { file: str }, 'file-modify'],
      ['gate', 'Motugot og access sa trabahante.', { user: str }, 'identity-admin'],
    ]);
  });

  it('reads its own words; a text Tagalog explains as well stays Tagalog', () => {
    reads('ceb', [
      ['Nagpadala og mensahe sa kustomer.', 'sends a message the customer.'],
      ['Nagpakita sa mga order nga gikansela.', 'shows the mga orders cancelled.'],
    ]);
    assert.equal(englishText('Nagpapadala ng mensahe sa kustomer.').lang, 'tl');
    assert.equal(englishText('Ipinapakita ang listahan ng mga order ng kustomer.').lang, 'tl');
  });
});

describe('Malay beside Indonesian', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'Memaparkan senarai tempahan pelanggan.', { customer: str }, 'read-only-retrieval'],
      ['tracker', 'Menyemak status penghantaran.', { parcel: str }, 'read-only-retrieval'],
      ['counter', 'Menghantar mesej kepada pelanggan.', { phone: str, text: str }, 'message-send'],
      ['cabinet', 'Membayar balik wang kepada pelanggan.', { order: str, amount: num }, 'payment-initiate'],
      ['ledger', 'Membayar invois pembekal.', { invoice: str, amount: num }, 'payment-initiate'],
      ['desk', 'Menempah bilik hotel.', { room: str, date: str }, 'order-manage'],
      ['drawer', 'Membatalkan tempahan pelanggan.', { booking: str }, 'order-manage'],
      ['panel', 'Memadam fail.', { file: str }, 'file-modify'],
      ['team', 'Menugaskan peranan kepada pengguna.', { user: str, role: str }, 'identity-admin'],
      ['gate', 'Memberikan kebenaran kepada kakitangan.', { user: str }, 'identity-admin'],
    ]);
  });

  it('its own words decide it; a text Indonesian explains as well stays Indonesian', () => {
    reads('ms', [
      ['Mengemas kini alamat pelanggan.', 'updates address customer.'],
      ['Memadam fail pelanggan.', 'deletes file customer.'],
      ['Menghantar mesej kepada pelanggan.', 'sends message kepada customer.'],
      ['Memaparkan bayaran balik pelanggan.', 'shows refund customer.'],
    ]);
    assert.equal(englishText('Membatalkan pesanan pelanggan.').lang, 'id');
    assert.equal(englishText('Mengirim pesan ke pelanggan.').lang, 'id');
    assert.equal(englishText('Menampilkan daftar pesanan pelanggan.').lang, 'id');
  });
});

describe('Maltese: the article a word of its own', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'Juri l-ordnijiet tal-klijent.', { customer: str }, 'read-only-retrieval'],
      ['finder', 'Tfittex il-prodotti fil-maħżen.', { query: str }, 'read-only-retrieval'],
      ['counter', 'Tibgħat messaġġ lill-klijent.', { phone: str, text: str }, 'message-send'],
      ['cabinet', 'Jirrifondi l-flus lill-klijent.', { order: str, amount: num }, 'payment-initiate'],
      ['ledger', 'Iħallas il-fattura tal-fornitur.', { invoice: str, amount: num }, 'payment-initiate'],
      ['desk', 'Tibbukkja kamra fil-lukanda.', { room: str, date: str }, 'order-manage'],
      ['drawer', 'Jikkanċella l-ordni tal-klijent.', { order: str }, 'order-manage'],
      ['panel', 'Iħassar il-fajl.', { file: str }, 'file-modify'],
      ['team', "Jassenja rwol ta' amministratur lill-utent.", { user: str, role: str }, 'identity-admin'],
      ['gate', 'Tawtorizza l-aċċess għall-persunal.', { user: str }, 'identity-admin'],
    ]);
  });

  it('reads its words in English, "ħ" written or not', () => {
    reads('mt', [
      ['Iħallas il-fattura tal-fornitur.', 'pays the-invoice of-supplier.'],
      ['Ihallas il-fattura tal-fornitur.', 'pays the-invoice of-supplier.'],
      ['Juri l-fatturi mhux imħallsa.', 'shows the-invoice unpaid.'],
    ]);
  });
});

describe('names written in these languages', () => {
  it('read the verb in the base form, as English names do', () => {
    for (const [name, english, cls] of [
      ['soke_oda', 'cancel order', 'order-manage'],
      ['nuna_oda', 'show order', 'read-only-retrieval'],
      ['fagile_ase', 'cancel order', 'order-manage'],
      ['thumela_umlayezo', 'send message', 'message-send'],
      ['gunyaza_ukufinyelela', 'grant access', 'identity-admin'],
      ['baaji_dalabka', 'cancel order', 'order-manage'],
      ['ogolow_galitaanka', 'grant access', 'identity-admin'],
      ['foanana_kaomandy', 'cancel order', 'order-manage'],
      ['kanselaha_order', 'cancel orders', 'order-manage'],
      ['padam_fail', 'delete file', 'file-modify'],
      ['hallas_fattura', 'pay invoice', 'payment-initiate'],
      ['awtorizza_access', 'grant access', 'identity-admin'],
    ] as const) {
      const got = named(name);
      assert.equal(got.words, english, name);
      assert.equal(got.cls, cls, name);
    }
  });
});

describe('the languages read before keep their texts', () => {
  it('Indonesian, Tagalog, Swahili, Spanish, Portuguese and Italian texts stay theirs', () => {
    for (const [text, lang] of [
      ['Menampilkan daftar pesanan pelanggan.', 'id'],
      ['Mengirim pesan ke pelanggan untuk pesanan baru.', 'id'],
      ['Kinakansela ang order ng kustomer.', 'tl'],
      ['Nagpapadala ng mensahe sa kustomer.', 'tl'],
      ['Inatuma ujumbe kwa mteja.', 'sw'],
      ['Inaghairi oda ya mteja na kutuma ujumbe.', 'sw'],
      ['Muestra la lista de pedidos del cliente.', 'es'],
      ['Envía un mensaje a la cuenta del cliente.', 'es'],
      ['Envia uma mensagem ao cliente da loja.', 'pt'],
      ['Cancela a reserva do cliente na loja.', 'pt'],
      ['Invia un messaggio al cliente.', 'it'],
      ['Elimina il file del cliente.', 'it'],
    ] as const)
      assert.equal(englishText(text).lang, lang, text);
  });

  it('English stays as written, its short words ("a", "in", "to", "da", "na", "ka", "sa", "ni") deciding nothing', () => {
    for (const text of [
      'Sends a message to the customer.',
      'Lists the orders placed in a store.',
      'Cancels a booking made by a guest.',
      'Refunds the payment to the card on file.',
      'Grants a role to a user in the workspace.',
      'Looks up a word in the Da Nang, Sa Pa or Ka Lae guide.',
      'Returns the NA value or the ni count in a table.',
    ])
      assert.deepEqual(englishText(text), { text, glossed: 0 }, text);
    classes([
      ['relay', 'Sends a message to the customer.', { phone: str, text: str }, 'message-send'],
      ['lookup', 'Lists the orders placed in a store.', { store: str }, 'read-only-retrieval'],
    ]);
  });
});
