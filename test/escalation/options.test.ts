/**
 * An option the task names otherwise (src/escalation/options.ts): "refund it as store credit",
 * then a call choosing `bank_transfer`. Tools and wording made up here.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { optionNotAsked } from '../../src/escalation/options.ts';

const refund = new ToolCatalog(CapabilityGraph.builtIn(), [
  {
    name: 'ticket_refund',
    description: 'Refunds a ticket order by the method given.',
    inputSchema: {
      type: 'object',
      properties: {
        order: { type: 'string' },
        method: { type: 'string', enum: ['original_card', 'store_credit', 'bank_transfer'] },
        notify: { type: 'string', enum: ['yes', 'no'] },
      },
    },
  },
]).lookup('ticket_refund')!;
const call = (method: string, notify = 'no') => ({ tool: 'ticket_refund', args: { order: 'T-1', method, notify } });

describe('optionNotAsked', () => {
  it('a call choosing another option than the one the task names goes to the verifier', () => {
    const reason = optionNotAsked(call('bank_transfer'), refund, 'refund the second order as store credit');
    assert.equal(reason?.code, 'call.option-not-asked');
    assert.match(reason?.message ?? '', /bank_transfer.*store_credit/);
  });
  it('the named option, a task naming none, and an option named only under a negation pass', () => {
    assert.equal(optionNotAsked(call('store_credit'), refund, 'refund the second order as store credit'), undefined);
    assert.equal(optionNotAsked(call('bank_transfer'), refund, 'refund the duplicate order'), undefined);
    assert.equal(optionNotAsked(call('original_card'), refund, 'refund it to the original card, not as store credit'), undefined);
  });
  it('one-word options of no meaning ("yes", "no") name nothing', () => {
    assert.equal(optionNotAsked(call('store_credit', 'yes'), refund, 'refund as store credit, no need to tell them'), undefined);
  });
});
