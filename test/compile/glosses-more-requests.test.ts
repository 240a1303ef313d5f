/**
 * Request words of the languages glosses/more-requests.ts adds, in intents of our own: per language one
 * that sends, one that pays, one that cancels a booking, and a negated one that grants nothing of its
 * kind. What the intent names (the address, the invoice) is bound as written.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import type { ToolSpec } from '../../src/action/types.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY, type CompiledCapability } from '../../src/capability/compile/index.ts';
import { bound, granted, prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();
const TOOLS: ToolSpec[] = [
  tool('email_send', 'Sends an e-mail.', { to: prop('Recipient e-mail address'), subject: prop('Subject'), body: prop('Text') }),
  tool('invoice_pay', 'Pays an invoice from the account.', { invoice_no: prop('Invoice number'), amount: prop('Amount', 'number') }),
  tool('booking_cancel', 'Cancels a booking.', { booking_ref: prop('Booking reference') }),
  tool('file_delete', 'Deletes a file.', { path: prop('File path') }),
];
const catalog = new ToolCatalog(graph, TOOLS);
const compile = (intent: string): CompiledCapability => compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph, trust: 'high' });

const SEND = 'message-send';
const PAY = 'payment-initiate';
const ORDER = 'order-manage';

interface Row {
  readonly lang: string;
  /** Sends the invoice to anna@example.com. */
  readonly send: string;
  /** Pays invoice INV-22, 120 EUR. */
  readonly pay: string;
  /** Cancels booking B-4411. */
  readonly cancel: string;
  /** Negated: the class it must not grant. */
  readonly not: readonly [intent: string, cls: string];
}

// prettier-ignore
const ROWS: readonly Row[] = [
  { lang: 'Afrikaans', send: 'stuur die faktuur na anna@example.com', pay: 'betaal faktuur INV-22, 120 EUR', cancel: 'kanselleer my bespreking B-4411',
    not: ['moenie die faktuur na anna@example.com stuur nie', SEND] },
  { lang: 'Luxembourgish', send: 'schéck d\'Rechnung un anna@example.com', pay: 'bezuel d\'Rechnung INV-22, 120 EUR', cancel: 'annuléier meng Reservatioun B-4411',
    not: ['schéck d\'Rechnung net un anna@example.com', SEND] },
  { lang: 'Nigerian Pidgin', send: 'abeg send am give anna@example.com', pay: 'abeg pay invoice INV-22, 120 EUR', cancel: 'abeg cancel my booking B-4411',
    not: ['abeg no send am give anna@example.com', SEND] },
  { lang: 'Cebuano', send: 'ipadala ang invoice sa anna@example.com', pay: 'bayri ang invoice INV-22, 120 EUR', cancel: 'kanselaha ang booking B-4411',
    not: ['ayaw ipadala ang invoice sa anna@example.com', SEND] },
  { lang: 'Papiamento', send: 'manda e faktura pa anna@example.com', pay: 'paga faktura INV-22, 120 EUR', cancel: 'kansela mi reservashon B-4411',
    not: ['no kansela mi reservashon B-4411', ORDER] },
];

describe('request words of more languages (glosses/more-requests.ts)', () => {
  for (const row of ROWS)
    it(row.lang, () => {
      const sent = compile(row.send);
      assert.deepEqual(granted(sent), [SEND], `${row.lang}: ${row.send}`);
      assert.deepEqual(bound(sent, SEND, 'recipient'), { oneOf: ['anna@example.com'], from: 'intent' }, `${row.lang}: ${row.send}`);
      const paid = compile(row.pay);
      assert.deepEqual(granted(paid), [PAY], `${row.lang}: ${row.pay}`);
      assert.deepEqual(bound(paid, PAY, 'identifier'), { oneOf: ['INV-22'], from: 'intent' }, `${row.lang}: ${row.pay}`);
      const cancelled = compile(row.cancel);
      assert.deepEqual(granted(cancelled), [ORDER], `${row.lang}: ${row.cancel}`);
      const [negated, cls] = row.not;
      assert.ok(!granted(compile(negated)).includes(cls), `${row.lang}: ${negated}`);
    });
});
