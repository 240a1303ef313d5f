/**
 * Tools described in Gujarati (src/action/glosses/south-asian.ts), Tajik (iranian.ts), Māori
 * (latin-more-islands.ts) and Somali (latin-more.ts): a Gujarati workshop, a Tajik tax office, a
 * Māori trust's meetings and payments and a Somali shop, each tool classed by what it does through
 * `inferClass`, and descriptions read in English by `englishText`. Reads stay reads, writes take
 * their write class, and a tool whose name and description disagree (one reads, the other writes)
 * is never a read. Gujarati and Tajik tools are named in English words that say nothing (names are
 * read in the Latin script only); Māori and Somali names are read in their own words. Texts of the
 * languages read before in the same scripts stay theirs. Every name and description here was
 * written for this test.
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

/** Tools whose name and description disagree: never a read, and the class expected. */
function disagreeing(cases: readonly (readonly [string, string, Record<string, unknown>, string])[]): void {
  for (const [name, description, properties, expected] of cases) {
    const got = inferClass({ name, description, inputSchema: { type: 'object', properties } });
    assert.ok(got !== undefined && !READS.has(got), `${name}: "${description}" → ${got}`);
    assert.equal(got, expected, `${name}: "${description}" (read "${englishText(description).text}")`);
  }
}

describe('Gujarati: a workshop, postpositions on the noun, a noun of action and its light verb one verb', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'ગ્રાહકના બધા ઓર્ડરની યાદી બતાવે છે.', { customer: str }, 'read-only-retrieval'],
      ['tracker', 'પાર્સલની ડિલિવરીની સ્થિતિ તપાસે છે.', { parcel: str }, 'read-only-retrieval'],
      ['godown', 'ગોડાઉનમાં માલનો જથ્થો બતાવે છે.', { item: str }, 'read-only-retrieval'],
      ['finder', 'ગ્રાહકો શોધે છે.', { query: str }, 'read-only-retrieval'],
      ['counter', 'ગ્રાહકને એસએમએસ મોકલે છે.', { phone: str, text: str }, 'message-send'],
      ['wages', 'કારીગરોનો પગાર ચૂકવે છે.', { worker: str, amount: num }, 'payment-initiate'],
      ['ledger', 'સપ્લાયરના બિલની ચુકવણી કરે છે.', { bill: str, amount: num }, 'payment-initiate'],
      ['cabinet', 'ગ્રાહકના કાર્ડ પર પૈસા પરત કરે છે.', { order: str, amount: num }, 'payment-initiate'],
      ['supply', 'સપ્લાયર પાસેથી માલ મંગાવે છે.', { product: str, quantity: num }, 'order-manage'],
      ['drawer', 'ગ્રાહકનો ઓર્ડર રદ કરે છે.', { order: str }, 'order-manage'],
      ['diary', 'કારીગરો સાથે મીટિંગ શેડ્યૂલ કરે છે.', { date: str }, 'calendar-write'],
      ['panel', 'રેકોર્ડ કાઢી નાખે છે.', { record: str }, 'file-modify'],
      ['team', 'વપરાશકર્તાને એડમિનની ભૂમિકા સોંપે છે.', { user: str, role: str }, 'identity-admin'],
      ['gate', 'કર્મચારીને પરવાનગી આપે છે.', { user: str }, 'identity-admin'],
      ['keys', 'વપરાશકર્તાની પરવાનગી પાછી ખેંચે છે.', { user: str }, 'identity-admin'],
    ]);
  });

  it('reads each clause verb first; a participle modifies, the passive is the verb', () => {
    reads('gu', [
      ['ગ્રાહકનો ઓર્ડર રદ કરે છે.', 'cancels customer order.'],
      ['ગ્રાહકને એસએમએસ મોકલે છે.', 'sends customer sms.'],
      ['કારીગરોનો પગાર ચૂકવે છે.', 'pays staff salary.'],
      ['રદ થયેલા ઓર્ડર બતાવે છે.', 'shows order.'],
      ['ન ચૂકવાયેલા બિલ બતાવે છે.', 'shows unpaid bill.'],
      ['ઓર્ડર રદ કરવામાં આવે છે.', 'cancels order.'],
    ]);
  });

  it('a tool whose name and description disagree is no read', () => {
    disagreeing([
      ['delete_record', 'રેકોર્ડની વિગતો બતાવે છે.', { record: str }, 'file-modify'],
      ['show_orders', 'ગ્રાહકનો ઓર્ડર રદ કરે છે.', { order: str }, 'order-manage'],
    ]);
  });
});

describe('Tajik: a tax office, endings on the noun, read verb first', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'Рӯйхати фармоишҳои муштариро нишон медиҳад.', { customer: str }, 'read-only-retrieval'],
      ['declarations', 'Ҳолати эъломияи андозро месанҷад.', { taxpayer: str }, 'read-only-retrieval'],
      ['finder', 'Андозсупорандаро аз рӯи рақам меҷӯяд.', { number: str }, 'read-only-retrieval'],
      ['balance', 'Бақияи ҳисобро нишон медиҳад.', { account: str }, 'read-only-retrieval'],
      ['counter', 'Ба муштарӣ паёмак мефиристад.', { phone: str, text: str }, 'message-send'],
      ['letters', 'Ба андозсупоранда почтаи электронӣ мефиристад.', { email: str }, 'message-send'],
      ['cashier', 'Андозро аз ҳисоби андозсупоранда пардохт мекунад.', { account: str, amount: num }, 'payment-initiate'],
      ['payroll', 'Маоши кормандонро пардохт менамояд.', { staff: str, amount: num }, 'payment-initiate'],
      ['fines', 'Ҷаримаро бекор мекунад.', { fine: str }, 'order-manage'],
      ['reception', 'Навбатро барои қабул брон мекунад.', { date: str }, 'calendar-write'],
      ['meetings', 'Ҷаласаро ба нақша мегирад.', { date: str }, 'calendar-write'],
      ['cabinet', 'Ҳуҷҷатро нест мекунад.', { document: str }, 'file-modify'],
      ['team', 'Ба корманд нақши маъмурро таъин мекунад.', { user: str, role: str }, 'identity-admin'],
      ['gate', 'Ба корманд дастрасӣ медиҳад.', { user: str }, 'identity-admin'],
      ['desk', 'Андозсупорандаи навро ба қайд мегирад.', { name: str }, 'identity-admin'],
    ]);
  });

  it('reads each clause verb first; a participle with "шуда" modifies', () => {
    reads('tg', [
      ['Рӯйхати фармоишҳои муштариро нишон медиҳад.', 'shows list order customer.'],
      ['Ба муштарӣ паёмак мефиристад.', 'sends to customer sms.'],
      ['Ҷаримаро бекор мекунад.', 'cancels penalty.'],
      ['Ҷаримаҳои бекор карда шударо нишон медиҳад.', 'shows penalty.'],
      ['Ҷаримаҳои бекоршударо нишон медиҳад.', 'shows penalty cancelled.'],
      ['Ҳисобномаҳои пардохтнашударо нишон медиҳад.', 'shows invoice unpaid.'],
      ['Файлро нест мекунад.', 'deletes file.'],
    ]);
  });

  it('a tool whose name and description disagree is no read', () => {
    disagreeing([
      ['cancel_fine', 'Ҷаримаҳоро нишон медиҳад.', { fine: str }, 'order-manage'],
      ['list_declarations', 'Эъломияро ҳазф мекунад.', { declaration: str }, 'file-modify'],
    ]);
  });

  it('texts of the languages read before in the Cyrillic script stay theirs', () => {
    for (const [text, lang] of [
      ['Показывает список заказов клиента.', 'ru'],
      ['Отправляет СМС клиенту.', 'ru'],
      ['Удаляет файл.', 'ru'],
      ['Клиенттің тапсырыстарын көрсетеді.', 'kk'],
      ['Файлды жояды.', 'kk'],
      ['Надсилає повідомлення клієнту.', 'uk'],
      ['Изпраща съобщение на клиента.', 'bg'],
      ['Захиалгын жагсаалтыг харуулна.', 'mn'],
      ['Шаље поруку клијенту.', 'sr'],
    ] as const)
      assert.equal(englishText(text).lang, lang, text);
  });
});

describe("Māori: a trust's meetings and payments, the verb first after its particle", () => {
  it('classes its tools by what they do', () => {
    classes([
      ['hui', 'Ka whakaatu i ngā hui o te tarahiti.', { trust: str }, 'read-only-retrieval'],
      ['roll', 'Ka whakaatu i te rārangi o ngā mema.', { trust: str }, 'read-only-retrieval'],
      ['finder', 'Ka rapu i ngā mema mā te ingoa.', { name: str }, 'read-only-retrieval'],
      ['balance', 'Ka whakaatu i te toenga o te pūkete.', { account: str }, 'read-only-retrieval'],
      ['counter', 'Ka tuku karere ki ngā mema.', { phone: str, text: str }, 'message-send'],
      ['bell', 'Ka tukuna he pātuhi ki te mema.', { phone: str, text: str }, 'message-send'],
      ['ledger', 'Ka utu i te pire a te kaiwhakarato.', { invoice: str, amount: num }, 'payment-initiate'],
      ['fund', 'Ka tuku pūtea ki te whānau.', { whanau: str, amount: num }, 'payment-initiate'],
      ['cabinet', 'Ka whakahoki i te moni ki te mema.', { member: str, amount: num }, 'payment-initiate'],
      ['planner', 'Ka whakarite hui mō ngā kaitiaki.', { date: str }, 'calendar-write'],
      ['hall', 'E whakakore ana i te hui.', { meeting: str }, 'calendar-write'],
      ['venue', 'Ka tāpui rūma mō te hui.', { room: str, date: str }, 'order-manage'],
      ['panel', 'Ka muku i te kōnae.', { file: str }, 'file-modify'],
      ['team', 'Ka tautapa i te tūranga kaiwhakahaere ki te mema.', { member: str, role: str }, 'identity-admin'],
      ['gate', 'Ka tuku mana ki te kaimahi.', { user: str }, 'identity-admin'],
      ['keys', 'Ka tango i te mana o te kaiwhakamahi.', { user: str }, 'identity-admin'],
    ]);
  });

  it('reads its words in English, macrons written or not; after "kua" a passive is a state', () => {
    reads('mi', [
      ['Ka whakaatu i ngā hui o te tarahiti.', 'shows the meeting of the trust.'],
      ['Ka whakaatu i nga hui o te tarahiti.', 'shows the meeting of the trust.'],
      ['Ka tāpui rūma mō te hui.', 'books room for the meeting.'],
      ['Ka tapui ruma mo te hui.', 'books room for the meeting.'],
      ['E whakakore ana i te hui.', 'cancels the meeting.'],
      ['Ka whakaatu i ngā pire kua utua.', 'shows the invoice paid.'],
      ['Ka whakaatu i ngā pire kāore anō kia utua.', 'shows the invoice unpaid.'],
    ]);
  });

  it('names read the verb in the base form, as English names do', () => {
    for (const [name, english, cls] of [
      ['whakakore_ota', 'cancel order', 'order-manage'],
      ['whakaatu_hui', 'show meeting', 'read-only-retrieval'],
      ['tukuna_karere', 'send message', 'message-send'],
      ['utua_pire', 'pay invoice', 'payment-initiate'],
      ['muku_konae', 'delete file', 'file-modify'],
      ['tautapa_turanga', 'assign role', 'identity-admin'],
      ['whakarite_hui', 'schedule meeting', 'calendar-write'],
    ] as const) {
      const got = named(name);
      assert.equal(got.words, english, name);
      assert.equal(got.cls, cls, name);
    }
  });

  it('a tool whose name and description disagree is no read', () => {
    disagreeing([
      ['muku_konae', 'Ka whakaatu i te kōnae.', { file: str }, 'file-modify'],
      ['whakaatu_hui', 'Ka whakakore i te hui.', { meeting: str }, 'calendar-write'],
    ]);
  });

  it('English with a word Māori shares ("hui", "tango", "tiki", "mana", "wiki") stays as written', () => {
    for (const text of [
      'Books a hui for the whānau.',
      'Tango lessons for kids.',
      'Lists the tiki bars in town.',
      'Shows he or she the mana points.',
      'Creates a wiki page.',
      'Returns OTA update status.',
    ])
      assert.deepEqual(englishText(text), { text, glossed: 0 }, text);
  });
});

describe('Somali, extended: a shop', () => {
  it('classes its tools by what they do', () => {
    classes([
      ['shelf', 'Wuxuu soo bandhigaa alaabta dukaanka ku jirta.', { shop: str }, 'read-only-retrieval'],
      ['prices', 'Wuxuu muujiyaa qiimaha alaabta.', { item: str }, 'read-only-retrieval'],
      ['balance', 'Wuxuu muujiyaa haraaga xisaabta.', { account: str }, 'read-only-retrieval'],
      ['daybook', 'Wuxuu keenaa liiska dalabaadka.', { date: str }, 'read-only-retrieval'],
      ['counter', 'Wuxuu fariin gaaban u diraa macmiilka.', { phone: str, text: str }, 'message-send'],
      ['payroll', 'Wuxuu bixiyaa mushaharka shaqaalaha.', { staff: str, amount: num }, 'payment-initiate'],
      ['till', 'Wuxuu lacag ka qaadaa xisaabta.', { account: str, amount: num }, 'payment-initiate'],
      ['safe', 'Wuxuu lacag dhigaa xisaabta.', { account: str, amount: num }, 'payment-initiate'],
      ['sale', 'Wuxuu iibiyaa alaabta.', { item: str, quantity: num }, 'payment-initiate'],
      ['tax', 'Wuxuu bixiyaa canshuurta.', { amount: num }, 'payment-initiate'],
      ['diary', 'Wuxuu dib u dhigaa ballanta.', { appointment: str }, 'calendar-write'],
      ['notes', 'Wuxuu tafatiraa qoraalka dalabka.', { order: str, note: str }, 'file-modify'],
      ['club', 'Wuxuu xubin cusub ku daraa kooxda.', { name: str }, 'identity-admin'],
    ]);
  });

  it('reads its new words in English', () => {
    reads('so', [
      ['Wuxuu muujiyaa haraaga xisaabta.', 'shows balance account.'],
      ['Wuxuu fariin gaaban u diraa macmiilka.', 'sends sms customer.'],
      ['Wuxuu bixiyaa mushaharka shaqaalaha.', 'pays salary staff.'],
      ['Wuxuu dib u dhigaa ballanta.', 'reschedules appointment.'],
    ]);
  });

  it('names read the verb in the base form', () => {
    for (const [name, english, cls] of [
      ['keen_liiska', 'get list', 'read-only-retrieval'],
      ['iibi_alaab', 'sell products', 'payment-initiate'],
      ['bixi_mushaharka', 'pay salary', 'payment-initiate'],
      ['dib_u_dhig_ballanta', 'reschedule appointment', 'calendar-write'],
      ['tafatir_qoraal', 'edit note', 'file-modify'],
    ] as const) {
      const got = named(name);
      assert.equal(got.words, english, name);
      assert.equal(got.cls, cls, name);
    }
  });

  it('a tool whose name and description disagree is no read', () => {
    disagreeing([
      ['tirtir_dalab', 'Wuxuu muujiyaa dalabka.', { order: str }, 'order-manage'],
      ['muuji_dalabka', 'Wuxuu baajiyaa dalabka.', { order: str }, 'order-manage'],
    ]);
  });
});
