/**
 * What a request acts on when its object is written in another language, and where it goes when
 * its destination is: the object's nouns are read in English with the tool-word tables ("la cita":
 * an appointment), the catalog is matched with them too, and a request whose other words nothing
 * here reads takes its recipients from a look-up, or from the names it quotes. With them, English
 * requests the same tables touch: a door code is no program, an invoice issued or sent moves no
 * money. Wording and catalog of our own.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { bound, granted, labelledCatalog, prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();
// prettier-ignore
const catalog = labelledCatalog(graph, [
  [tool('orders', 'Changes or cancels a delivery or an order.', { ref: prop('Order reference') }), 'order-manage'],
  [tool('diary', 'Moves or cancels an appointment in the diary.', { entry: prop('Entry id'), when: prop('New time') }), 'calendar-write'],
  [tool('invoice_make', 'Creates and issues an invoice to a customer.', { customer: prop('Customer'), sum: prop('Sum', 'number') }), 'file-modify'],
  [tool('invoice_settle', 'Pays a supplier invoice from the business account.', { invoice: prop('Invoice number'), sum: prop('Sum', 'number') }), 'payment-initiate'],
  [tool('door_codes', 'Adds or removes the door codes of members.', { member: prop('Member'), op: prop('add or remove') }), 'file-modify'],
  [tool('run', 'Runs a shell command on the club server.', { cmd: prop('Command') }), 'code-execute'],
  [tool('notify', 'Sends an e-mail or SMS.', { para: prop(''), body: prop('Text') }), 'message-send'],
]);
const compile = (intent: string) => compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph });

describe('a request whose object is in another language', () => {
  it('is read by what its object names in English', () => {
    assert.deepEqual(granted(compile('Anula la cita del jueves con el fontanero')), ['calendar-write']);
    assert.deepEqual(granted(compile('Anuluj wszystkie dostawy na przyszły tydzień')), ['order-manage']);
  });

  it('is matched to the tool its object names in English', () => {
    assert.deepEqual(granted(compile('vystav fakturu pro pana Dvořáka na 1200 Kč')), ['file-modify']);
  });

  it('reads its object up to the end of its clause, not into the next one', () => {
    // "…, but don't touch the payments": the payments are not what is deleted.
    const c = compile('Видали дублікат A-0340 з таблиці учнів, але платежі не чіпай');
    assert.equal(granted(c).includes('payment-initiate'), false);
  });
});

describe('capitalised nouns and addresses in a request in another language', () => {
  it('a noun written with a capital ("Nachricht") is read as a noun, not taken as a name', () => {
    assert.deepEqual(granted(compile('Schreib mir eine kurze Nachricht, dass alles fertig ist')), ['message-send']);
  });

  it('writing to an address is a message, with no word for "to"', () => {
    assert.deepEqual(granted(compile('Kirjoita asiakkaalle Aino Laine (aino.laine@posti.example), että tilaus on valmis')), ['message-send']);
  });
});

describe('where a request in another language sends', () => {
  it('a destination it describes in words nothing here reads is looked up', () => {
    assert.deepEqual(bound(compile('envía un SMS a los clientes afectados'), 'message-send', 'recipient'), { from: 'read' });
  });

  it('a name it quotes is where it goes', () => {
    assert.deepEqual(bound(compile("Stuur 'n boodskap aan die groep 'seniors' dat die oefening om 18:00 begin"), 'message-send', 'recipient'), {
      oneOf: ['seniors'],
      from: 'intent',
    });
  });
});

describe('the same words in English', () => {
  it('an invoice issued is a document, an invoice paid a payment', () => {
    assert.deepEqual(granted(compile('issue an invoice for Mr Dvořák for 1200 Kč')), ['file-modify']);
    assert.deepEqual(granted(compile('pay invoice 2231 of 1200 Kč')), ['payment-initiate']);
  });

  it('an invoice sent to an address is a message', () => {
    const c = compile('send the March invoice to ana@quinta-rosa.pt');
    assert.deepEqual(granted(c), ['message-send']);
    assert.deepEqual(bound(c, 'message-send', 'recipient'), { oneOf: ['ana@quinta-rosa.pt'], from: 'intent' });
  });

  it('a door code is an access record, not a program', () => {
    assert.deepEqual(granted(compile('delete the door code of member 118')), ['file-modify']);
  });
});
