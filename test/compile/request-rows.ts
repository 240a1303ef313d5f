/**
 * Per-language request rows the glosses tests share: a small catalog (an e-mail, an invoice payment, a booking cancel, a file
 * delete), and per language one intent that sends, one that pays, one that cancels a booking, and a negated one that must
 * not grant its class. What the intent names (the address, the invoice) is bound as written.
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
export const compile = (intent: string): CompiledCapability => compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph, trust: 'high' });

export const SEND = 'message-send';
export const PAY = 'payment-initiate';
export const ORDER = 'order-manage';

export interface Row {
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

/** One test per row: it sends, pays and cancels as asked, binding what it names, and its negated intent grants nothing of its kind. */
export function describeRows(title: string, rows: readonly Row[]): void {
  describe(title, () => {
    for (const row of rows)
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
}
