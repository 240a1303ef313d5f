/**
 * Tools described by their records alone (src/action/data-nouns.ts): "Invoices received …",
 * "Repair tickets by date", a glossed "invoices mensuelles of a family" read what they name, where
 * every argument only selects it. Tools made up here.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inferClass } from '../../src/action/infer.ts';
import type { ToolSpec } from '../../src/action/types.ts';

const spec = (name: string, description: string, properties: Record<string, unknown>): ToolSpec => ({
  name,
  description,
  inputSchema: { type: 'object', properties },
});

describe('descriptions that open with records', () => {
  it('records in the plural, at most one word in, with selecting arguments: a read', () => {
    assert.equal(
      inferClass(spec('facturasMes', 'Facturas mensuales de una familia.', { familiaId: { type: 'string' }, mes: { type: 'string' } })),
      'read-only-retrieval',
    );
    assert.equal(
      inferClass(spec('branch_tickets', 'Workshop tickets for a branch and month.', { branch: { type: 'string' }, month: { type: 'string' } })),
      'read-only-retrieval',
    );
  });
  it('a verb the lexicon knows, a singular noun of an action, or content arguments: not read', () => {
    assert.notEqual(
      inferClass(
        spec('TransactionsV2', 'Process a financial transaction by recording the debit and credit amounts.', {
          debit: { type: 'number' },
          credit: { type: 'number' },
          date: { type: 'string' },
        }),
      ),
      'read-only-retrieval',
    );
    assert.notEqual(
      inferClass(spec('tickets_note', 'Repair tickets: adds a note.', { ticket_id: { type: 'string' }, note: { type: 'string' } })),
      'read-only-retrieval',
    );
  });

  it('a record and the fields it holds, the last a longer phrase, with an id to select it: a read, in English or glossed', () => {
    for (const description of [
      'Full client card: phone numbers, signed waivers, payments, visits, coach notes and the address the last parcel went to.',
      'Повна картка клієнта: телефони, договори, візити, нотатки тренера й остання адреса доставки.',
    ])
      assert.equal(inferClass(spec('client_card', description, { client_id: { type: 'string' } })), 'read-only-retrieval', description);
    // Content to write among the arguments is no reading of the record.
    assert.notEqual(
      inferClass(
        spec('client_card', 'Full client card: phone numbers, signed waivers, payments, visits and the address the last parcel went to.', {
          client_id: { type: 'string' },
          note: { type: 'string' },
        }),
      ),
      'read-only-retrieval',
    );
  });
});

describe('a read name whose description says someone is sent something', () => {
  it('sends, whoever the passive’s subject is, with or without an article (a glossed text has none)', () => {
    for (const description of [
      'Picks the best matches for a client. Each match is immediately sent an introduction offer by SMS.',
      'Picks the best matches for a client. Each match is sent introduction offer by SMS.',
    ])
      assert.equal(inferClass(spec('find_matches', description, { client_id: { type: 'string' } })), 'message-send', description);
  });
});

describe('a command documented as its help text', () => {
  it('reads what the help says, not the synopsis line; money that "goes to" a payout method is paid', () => {
    const help =
      'usage: prize award ID --amount EUR [--note TEXT]\n\nAward a prize on an entry. The amount comes out of the club prize fund and goes to the winner’s bank account in the next payout run.';
    assert.equal(inferClass(spec('prize award', help, { id: { type: 'string' }, amount: { type: 'number' } })), 'payment-initiate');
  });

  it('reads what a route description says after its POST route, not the method as a post published', () => {
    const invite = 'POST /clubs/:id/member_invites — invites a member by e-mail; the invite grants access to the club portal.';
    assert.equal(inferClass(spec('member_invites#create', invite, { id: { type: 'string' }, email: { type: 'string' } })), 'identity-admin');
    // A route alone, or before no verb, still says what it does; a route is never read away into a read.
    assert.equal(inferClass(spec('orders_create', 'POST /orders', { item: { type: 'string' } })), 'order-manage');
    assert.equal(inferClass(spec('payments', 'POST /payments — payment endpoint.', { id: { type: 'string' } })), 'payment-initiate');
  });
});

describe('a record card named in a script the splitter drops', () => {
  const ids = (...props: string[]): Record<string, unknown> => Object.fromEntries(props.map((k) => [k, { type: 'string' }]));
  // A sports club's member card and a guest house's guest card, in Ukrainian (written for this test).
  const fields = 'Картка учасника: телефон, адреса, внески, нотатки тренера.';
  it('reads when its glossed name, its field list and its selecting arguments say so', () => {
    assert.equal(inferClass(spec('картка_учасника', fields, ids('учасник_id'))), 'read-only-retrieval');
    assert.equal(
      inferClass(spec('картка_гостя', 'Повна картка гостя: телефон, адреса, бронювання, рахунки.', ids('гість_id'))),
      'read-only-retrieval',
    );
  });
  it('stays unknown when an argument may carry content, and a name with a verb is read by its verb', () => {
    assert.equal(inferClass(spec('картка_учасника', fields, ids('учасник_id', 'текст'))), undefined);
    assert.notEqual(inferClass(spec('видалити_учасника', 'Видаляє учасника: телефон, адреса, внески.', ids('учасник_id'))), 'read-only-retrieval');
  });
});
