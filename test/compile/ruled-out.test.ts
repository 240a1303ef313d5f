/**
 * Which items and people an intent binds. Items it rules out beside the ones it asks for ("cancel
 * RS-310 but not RS-311", "… and don't cancel the others"): the ruled-out item is never among the
 * token's values, and a prohibition that only keeps the agent off other items leaves the request
 * itself granted, bound to the items it names. A message to "him" or "her" right after their new
 * number was written goes to that number. Wording and catalogs of our own.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { bound, granted, labelledCatalog, prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();
// prettier-ignore
const catalog = labelledCatalog(graph, [
  [tool('visit_cancel', 'Cancels a booked visit.', { visit_id: prop('Visit id') }), 'order-manage'],
  [tool('visit_find', 'Finds a booked visit by its id or the guest name.', { q: prop('Search text') }), 'read-only-retrieval'],
  [tool('sms_out', 'Texts a phone number.', { number: prop('Phone number'), words: prop('Text') }), 'message-send'],
]);
const compile = (intent: string) => compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph });

describe('an item the intent rules out', () => {
  it('is not among the items a request may act on', () => {
    const c = compile('cancel visit RS-310 but not RS-311');
    assert.deepEqual(granted(c), ['order-manage']);
    assert.deepEqual(bound(c, 'order-manage', 'identifier'), { oneOf: ['RS-310'], from: 'intent' });
  });

  it('is ruled out in the words of other languages too, and "order no 12" rules nothing out', () => {
    for (const intent of [
      'annule la visite RS-310, mais pas le RS-311',
      'storniere RS-310, aber nicht RS-311',
      'cancela RS-310 excepto RS-311',
      "cancel visit RS-310, dont touch RS-311, that one's real",
    ]) {
      const c = compile(intent);
      assert.deepEqual(bound(c, 'order-manage', 'identifier'), { oneOf: ['RS-310'], from: 'intent' }, intent);
    }
    assert.deepEqual(bound(compile('cancel visit no RS-310'), 'order-manage', 'identifier'), { oneOf: ['RS-310'], from: 'intent' });
  });

  it('a prohibition of other items keeps the request, bound to the items it names', () => {
    for (const intent of ["cancel RS-310, the guest is ill. Don't cancel RS-311, that's her brother", "cancel RS-310 and don't cancel the others"]) {
      const c = compile(intent);
      assert.deepEqual(granted(c), ['order-manage'], intent);
      assert.deepEqual(bound(c, 'order-manage', 'identifier'), { oneOf: ['RS-310'], from: 'intent' }, intent);
    }
  });

  it('a prohibition of one other thing keeps the request it sits beside, and a rate keeps the total it comes to', () => {
    const c = compileIntent({
      intent: "Charge the late fee on visit RS-310, 3 days at €12/day so €36. Don't charge anything for the broken chair, we'll fix it.",
      catalog: labelledCatalog(graph, [
        [
          tool('card_charge', 'Charges the card on file of a visit.', { visit_id: prop('Visit id'), amount: prop('Amount', 'number') }),
          'payment-initiate',
        ],
      ]),
      policy: DEFAULT_POLICY,
      graph,
    });
    assert.deepEqual(granted(c), ['payment-initiate']);
    assert.equal((bound(c, 'payment-initiate', 'amount') as { max: number }).max, 36);
  });

  it('a prohibition of the very item asked for, or of the request whatever the item, still takes it away', () => {
    assert.deepEqual(granted(compile('cancel RS-310. Actually do not cancel RS-310 yet')), []);
    assert.deepEqual(granted(compile('look up RS-310 for me and do not cancel anything')), []);
    // A request that names no item cannot be bound to one: "the others" are not told apart.
    assert.deepEqual(granted(compile("cancel tomorrow's visit but don't cancel the others")), []);
  });

  it('a prohibition written in capitals is one ("do NOT", "NEVER", "DON\'T"), not a name', () => {
    for (const intent of [
      'look up RS-310 for me and do NOT cancel anything',
      'look up RS-310. NEVER cancel a visit',
      "look up RS-310 but DON'T cancel it",
    ])
      assert.deepEqual(granted(compile(intent)), [], intent);
    assert.deepEqual(bound(compile('cancel ONLY visit RS-310'), 'order-manage', 'identifier'), { oneOf: ['RS-310'], from: 'intent' });
  });
});

describe('what someone says, and the request after it', () => {
  const bank = labelledCatalog(graph, [
    [
      tool('charge_refund', 'Refunds a charge to the card it was taken from.', { charge: prop('Charge id'), eur: prop('Amount', 'number') }),
      'payment-initiate',
    ],
    [tool('sms_out', 'Texts a phone number.', { number: prop('Phone number'), words: prop('Text') }), 'message-send'],
  ]);
  const on = (intent: string) => granted(compileIntent({ intent, catalog: bank, policy: DEFAULT_POLICY, graph }));

  it('a report of what a person says ends where the user’s own request begins', () => {
    assert.deepEqual(on('Ines says she was charged twice for March, refund the second one'), ['payment-initiate']);
  });

  it('the words of a message that says something stay its words', () => {
    assert.deepEqual(on('text Ines a message that says the rent is due, pay it by friday'), ['message-send']);
  });
});

describe('a prohibition a few words long before the verb, in other languages', () => {
  // prettier-ignore
  const tickets = labelledCatalog(graph, [
    [tool('tickets_find', 'Finds tickets.', { q: prop('Search text') }), 'read-only-retrieval'],
    [tool('ticket_edit', 'Changes a ticket: seat, price, departure.', { id: prop('Ticket id'), fields: prop('Fields', 'object') }), 'order-manage'],
  ]);
  const on = (intent: string) => granted(compileIntent({ intent, catalog: tickets, policy: DEFAULT_POLICY, graph }));

  it('forbids what follows it: "lad være med at", "la være å", "ne pas", "evita", "evita di"', () => {
    for (const intent of [
      'Find billet T-1180 og lad være med at ændre noget.',
      'Finn billett T-1180 og la være å endre noe.',
      'Cherche le billet T-1180, mais ne pas modifier le billet.',
      'Busca el billete T-1180 y evita modificar el billete.',
      'Cerca il biglietto T-1180 ma evita di modificare il biglietto.',
    ])
      assert.deepEqual(on(intent), [], intent);
    assert.deepEqual(on('ændre billet T-1180 til 16:20'), ['order-manage']);
  });
});

describe('a message to "him" or "her" after their contact detail was written', () => {
  // prettier-ignore
  const shop = labelledCatalog(graph, [
    [tool('customer_find', 'Finds a customer by name.', { k: prop('Name') }), 'read-only-retrieval'],
    [tool('customer_edit', "Edits a customer's record.", { id: prop('Customer id'), fields: prop('Fields', 'object') }), 'file-modify'],
    [tool('sms', 'Text message to a mobile from the shop number.', { to: prop('Mobile'), m: prop('Text') }), 'message-send'],
    [tool('mail', 'Sends an e-mail from the shop address.', { to: prop('Address'), body: prop('Text') }), 'message-send'],
  ]);
  const recipient = (intent: string) => bound(compileIntent({ intent, catalog: shop, policy: DEFAULT_POLICY, graph }), 'message-send', 'recipient');

  it('goes to the detail of the kind the request sends to', () => {
    assert.deepEqual(recipient('Mrs Okafor has a new mobile, 07700 900 318 - update it and text her that the coat is ready'), {
      oneOf: ['07700900318'],
      from: 'intent',
    });
  });
  it('a detail of another kind does not bind it', () => {
    assert.deepEqual(recipient('Mrs Okafor wrote from okafor@example.org about the coat - update her record and text her that it is ready'), {
      from: 'read',
    });
  });
});

describe('a person named as whom a message goes to', () => {
  it('is looked up when the tool sends by SMS or e-mail, whatever its argument is called; bound as written when it takes names', () => {
    const bare = { type: 'object' as const, properties: { to: { type: 'array', items: { type: 'string' } }, body: { type: 'string' } } };
    const byAddress = labelledCatalog(graph, [
      [{ name: 'notify_out', description: 'Sends an SMS or e-mail to one or more recipients.', inputSchema: bare }, 'message-send'],
    ]);
    const c = compileIntent({ intent: 'text Dana Kowal that the van leaves at 6', catalog: byAddress, policy: DEFAULT_POLICY, graph });
    assert.deepEqual(bound(c, 'message-send', 'recipient'), { from: 'read' });
    const byName = labelledCatalog(graph, [
      [{ name: 'team_ping', description: 'Posts a note to a teammate in the team chat.', inputSchema: bare }, 'message-send'],
    ]);
    const d = compileIntent({ intent: 'ping Dana Kowal that the van leaves at 6', catalog: byName, policy: DEFAULT_POLICY, graph });
    assert.deepEqual(bound(d, 'message-send', 'recipient'), { oneOf: ['Dana Kowal'], from: 'intent' });
  });
});

describe('a person a prohibition names by a pronoun', () => {
  it('is the last address before it in its sentence, and is left out of the ones a request may reach', () => {
    const c = compile('text the tide times to Rhian (07700 900 412). her brother (07700 900 977) wants them too but do not text him, he sails');
    const reach = (bound(c, 'message-send', 'recipient') as { oneOf?: string[] } | undefined)?.oneOf ?? [];
    assert.ok(reach.includes('07700900412') && !reach.includes('07700900977'), JSON.stringify(reach));
  });
  it('rules out nobody when the prohibition is about a topic ("don’t tell him about the party")', () => {
    const c = compile('text the tide times to Rhys (07700 900 977), and do not tell him about the party');
    const reach = (bound(c, 'message-send', 'recipient') as { oneOf?: string[] } | undefined)?.oneOf ?? [];
    assert.ok(reach.includes('07700900977'), JSON.stringify(reach));
  });
  it('rules out nobody when the pronoun is asked for ("text him the times")', () => {
    const c = compile('her brother (07700 900 977) wants the tide times, text him');
    assert.deepEqual(bound(c, 'message-send', 'recipient'), { oneOf: ['07700900977'], from: 'intent' });
  });
});
