/**
 * Kinds of compiler failures a second held-out intent set found (corpus/intents/fresh.jsonl), each
 * in wording of our own over a small catalog written here: questions that mention a send, verbs
 * used as adjectives, tools of several classes tied, order ids beside amounts, account numbers
 * that are new values, "let …" requests, other people's accounts, ids set off on their own and
 * booking references. Every check could fail: each one failed before the fix it covers.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ToolSpec } from '../../src/action/types.ts';
import { ToolCatalog, parseManifest } from '../../src/action/catalog.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY, loadPolicy, type CompiledCapability } from '../../src/capability/compile/index.ts';
import { bound, labelledCatalog, prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();

// prettier-ignore
const TOOLS: [ToolSpec, string, Record<string, string>][] = [
  [tool('inbox_search', 'Searches messages.', { q: prop('Query') }), 'read-only-retrieval', {}],
  [tool('inbox_send', 'Sends an e-mail.', { to: prop('Addresses', 'array'), body: prop('Text') }), 'message-send', { to: 'recipient' }],
  [tool('inbox_create_draft', 'Creates a draft reply or message without sending it.', { to: prop('Addresses', 'array') }), 'file-modify', { to: 'recipient' }],
  [tool('inbox_create_rule', 'Creates a rule that files incoming mail.', { sender: prop('Sender') }), 'account-modify', {}],
  [tool('agenda_create_event', 'Creates an event on the calendar.', { title: prop('Title'), start: prop('Start') }), 'calendar-write', {}],
  [tool('agenda_set_hours', 'Sets the working hours shown on the calendar.', { start: prop('Start') }), 'account-modify', {}],
  [tool('agenda_notify', 'Notifies the attendees of an event.', { event: prop('Event id') }), 'message-send', { event: 'identifier' }],
  [tool('shop_refund', 'Refunds part or all of an order.', { order: prop('Order number'), sum: prop('Amount', 'number') }), 'order-manage', { order: 'identifier', sum: 'amount' }],
  [tool('shop_exchange_item', 'Exchanges an item of an order for another size or colour.', { order: prop('Order number') }), 'order-manage', { order: 'identifier' }],
  [tool('shop_change_plan', 'Changes (upgrades or downgrades) the membership plan of a customer.', { customer: prop('Customer number') }), 'order-manage', { customer: 'account' }],
  [tool('trips_cancel', 'Cancels a booking.', { ref: prop('Booking reference') }), 'order-manage', { ref: 'identifier' }],
  [tool('coins_swap', 'Swaps one token for another.', { amount: prop('Amount', 'number'), from_asset: prop('Asset') }), 'payment-initiate', { amount: 'amount', from_asset: 'currency' }],
  [tool('coins_send', 'Sends crypto to an address.', { to: prop('Address'), amount: prop('Amount', 'number') }), 'payment-initiate', { to: 'recipient', amount: 'amount' }],
  [tool('payroll_update_deposit', 'Updates the IBAN that salary is paid into.', { iban: prop('IBAN') }), 'account-modify', { iban: 'account' }],
  [tool('portal_grant_access', 'Gives a person access to the account.', { email: prop('E-mail of the person') }), 'identity-admin', { email: 'recipient' }],
  [tool('portal_remove_user', 'Removes a user account from the workspace.', { user: prop('User') }), 'identity-admin', { user: 'recipient' }],
  [tool('pipelines_trigger', 'Triggers a CI pipeline run.', { pipeline: prop('Pipeline') }), 'external-api-call', {}],
  [tool('docs_merge_pdfs', 'Merges PDF files into one.', { paths: prop('Files', 'array'), out: prop('Output file') }), 'file-modify', { paths: 'path', out: 'path' }],
];
const catalog = labelledCatalog(graph, TOOLS);
const compile = (intent: string): CompiledCapability => compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph, trust: 'high' });
const scope = (intent: string): string[] =>
  compile(intent)
    .claims.scope.filter((c) => c !== 'read-only-retrieval')
    .sort();

describe('questions ask for nothing', () => {
  it('a yes/no question about a send, and an indirect question about a transfer, grant only reads', () => {
    assert.deepEqual(scope('did the courier ever send me a tracking link?'), []);
    assert.deepEqual(scope('just tell me what the fee would be to send 2 ETH to 0x9f2c5a6b7d8e9f00112233445566778899aabbcc'), []);
  });
  it('a verb-like word right after a read verb describes what is looked for', () => {
    assert.deepEqual(scope('list duplicate invoices in the shared folder'), []);
  });
});

describe('what the user will do, and what stays as it is', () => {
  it('"I\'ll send it myself" and "leave it in drafts" ask for nothing; a prepared reply is a draft', () => {
    assert.deepEqual(scope("prepare an answer to the supplier's message, leave it in drafts, I'll send it later myself"), ['file-modify']);
  });
  it('giving a product stars is a review', () => {
    const shop = new ToolCatalog(
      graph,
      [
        tool('reviewsPost', 'Posts a review of a product.', { productId: prop('Product'), rating: prop('Stars', 'integer') }),
        tool('cartAdd', 'Adds a product to the cart.', { productId: prop('Product'), quantity: prop('Quantity', 'integer') }),
      ],
      parseManifest({ tools: { reviewsPost: { class: 'message-send' }, cartAdd: { class: 'order-manage' } } }, 'm', graph),
    );
    const c = compileIntent({ intent: 'give the kettle 2 stars, the lid broke', catalog: shop, policy: DEFAULT_POLICY, graph, trust: 'high' });
    assert.deepEqual(c.claims.scope, ['message-send']);
  });
});

describe('tools of several classes tied', () => {
  it('keep the class the sentence names, not every tied class', () => {
    assert.deepEqual(scope("write back to the supplier that we accept, keep it as a draft and don't send it"), ['file-modify']);
    assert.deepEqual(scope('put the retro on the calendar for monday 9:30'), ['calendar-write']);
    assert.deepEqual(scope('set up a 1:1 with the new hire on friday at 3'), ['calendar-write']);
  });
  it('a phrasal verb reads as the request it is', () => {
    assert.deepEqual(scope('kick off the nightly pipeline'), ['external-api-call']);
  });
});

describe('orders, amounts and accounts', () => {
  it('a swap or a refund on a named order changes the order, bounded by its id and amount', () => {
    const swap = compile('swap the red mug in order #K88120 for the blue one');
    assert.deepEqual(swap.claims.scope, ['order-manage']);
    assert.deepEqual(bound(swap, 'order-manage', 'identifier'), { oneOf: ['#K88120'], from: 'intent' });
    const refund = compile('refund $7.50 for the broken lid on order #K88121');
    assert.deepEqual(refund.claims.scope, ['order-manage']);
    assert.deepEqual(bound(refund, 'order-manage', 'amount'), { max: 7.5 });
  });
  it('a token swap stays a payment whose amount a slippage cap does not unbind', () => {
    const c = compile('swap 50 USDC into ETH, max 1% slippage');
    assert.deepEqual(c.claims.scope, ['payment-initiate']);
    assert.deepEqual(bound(c, 'payment-initiate', 'amount'), { max: 50 });
  });
  it('an account number a change verb sets is the new value, not a payee', () => {
    const c = compile('switch my pay account to DE89370400440532013000');
    assert.deepEqual(c.claims.scope, ['account-modify']);
    assert.deepEqual(bound(c, 'account-modify', 'account'), { oneOf: ['DE89370400440532013000'], from: 'intent' });
  });
  it("a party's id set off on its own is the user's, a booking reference after its noun is an id", () => {
    assert.deepEqual(bound(compile('upgrade my plan to pro, customer no. 77120'), 'order-manage', 'account'), { oneOf: ['77120'], from: 'intent' });
    assert.deepEqual(bound(compile('cancel booking ZK4P9Q'), 'order-manage', 'identifier'), { oneOf: ['ZK4P9Q'], from: 'intent' });
  });
});

describe('"let …" and other people', () => {
  it('"let X read/view …" grants access to X only; "let X know" informs', () => {
    const c = compile('let my accountant ann@example.com view my statements');
    assert.deepEqual(c.claims.scope, ['identity-admin']);
    assert.deepEqual(bound(c, 'identity-admin', 'recipient'), { oneOf: ['ann@example.com'], from: 'intent' });
    assert.deepEqual(scope('let everyone on the launch event know the demo moved to 4pm'), ['message-send']);
  });
  it("someone else's account is an access change", () => {
    assert.deepEqual(scope("deactivate Marta's account, she left last week"), ['identity-admin']);
  });
  it('verbs written as synonyms read as their base verb', () => {
    assert.deepEqual(scope('combine the receipts in ~/tax into one pdf'), ['file-modify']);
  });
});

describe("a tool's name", () => {
  it('a generic verb first in a kebab-case name is its verb, not a namespace', () => {
    const bank = new ToolCatalog(
      graph,
      [
        tool('update-contact-details', 'Changes the phone number, e-mail or postal address on file.', { email: prop('E-mail') }),
        tool('update-standing-order', 'Changes the amount or payee of a standing order.', { amount: prop('Amount', 'number') }),
      ],
      parseManifest(
        {
          tools: {
            'update-contact-details': { class: 'account-modify' },
            'update-standing-order': { class: 'payment-initiate', args: { amount: 'amount' } },
          },
        },
        'm',
        graph,
      ),
    );
    const c = compileIntent({ intent: 'update my email address on file', catalog: bank, policy: DEFAULT_POLICY, graph, trust: 'high' });
    assert.deepEqual(c.claims.scope, ['account-modify']);
  });
});

describe('a new value a change sets', () => {
  it('does not rule out a tool that takes any field', () => {
    const travel = new ToolCatalog(
      graph,
      [tool('profile__update', 'Updates fields of the traveller profile.', { fields: prop('Fields to change', 'object') })],
      parseManifest({ tools: { profile__update: { class: 'account-modify' } } }, 'm', graph),
    );
    const c = compileIntent({ intent: 'update my loyalty number to XY 552 010 447', catalog: travel, policy: DEFAULT_POLICY, graph, trust: 'high' });
    assert.deepEqual(c.claims.scope, ['account-modify']);
  });
});

describe('the shell/SQL preset', () => {
  const shell = new ToolCatalog(
    graph,
    [tool('sh', 'Runs a shell command.', { cmdline: prop('Command line') }), tool('files_write', 'Writes a file.', { path: prop('Path') })],
    parseManifest(
      { tools: { sh: { class: 'code-execute', args: { cmdline: 'text' } }, files_write: { class: 'file-modify', args: { path: 'path' } } } },
      'm',
      graph,
    ),
  );
  const preset = loadPolicy(new URL('../../policies/shell-sql.yaml', import.meta.url).pathname, graph);
  const run = (intent: string): string[] =>
    [...graph.expand(compileIntent({ intent, catalog: shell, policy: preset, graph, trust: 'high' }).claims.scope)].filter(
      (c) => c !== 'read-only-retrieval',
    );
  it('branches are merged by running git, and a program given flags runs', () => {
    assert.deepEqual(run('merge the hotfix branch into main'), ['code-execute']);
    assert.deepEqual(run('clear the build cache with ccache -C /srv/cache'), ['code-execute']);
  });
});

describe('a message always goes to someone', () => {
  // Mail tools whose arguments name no recipient in any word the classifier knows (`a`, `cos`, `singer_addr`).
  const catalog = new ToolCatalog(graph, [
    tool('mail_dispatch', 'Sends an e-mail to the addresses given.', { a: prop('Indirizzi', 'array'), cos: prop('Testo') }),
    tool('parts_mail', 'Sends parts of a score to a singer by e-mail.', { part_ref: prop('Part reference'), singer_addr: prop('Singer') }),
  ]);
  const recipient = (intent: string) =>
    compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph }).claims.constraints['message-send']?.recipient;

  it('where no argument is named for whom, the addresses in the call are bound by their kind', () => {
    assert.deepEqual(recipient('send the rehearsal list to the stage manager'), { from: 'read' });
    assert.deepEqual(recipient('send the rehearsal list to ops@theatre.example'), { oneOf: ['ops@theatre.example'], from: 'intent' });
  });

  it('the parties to a case, texted by a messenger named as a verb, are looked up', () => {
    assert.deepEqual(recipient('move the rehearsal to friday and sms both parties'), { from: 'read' });
    assert.deepEqual(recipient('email the defendant the new date'), { from: 'read' });
    // A messenger's name after "and" in another language ("en", "und") opens a request as "and" does.
    assert.deepEqual(recipient('bitte die Probe verschieben und whatsapp the singers'), { from: 'read' });
  });

  it('a first name in lower case after "to" is someone a look-up supplies', () => {
    assert.deepEqual(recipient('send the tenor 1 part to jonas, our new tenor'), { from: 'read' });
  });
});

describe('a send whose tool cannot act without a destination', () => {
  const catalog = (required: string[]) =>
    new ToolCatalog(
      graph,
      [tool('findings_mail', 'Sends the survey findings of a job by e-mail.', { job: prop('Job number'), to_email: prop('E-mail address') })].map(
        (t) => ({ ...t, inputSchema: { ...t.inputSchema!, required } }),
      ),
    );
  const recipient = (required: string[]) =>
    compileIntent({
      intent: 'send the latest survey findings a la propietaria del piso de arriba',
      catalog: catalog(required),
      policy: DEFAULT_POLICY,
      graph,
    }).claims.constraints['message-send']?.recipient;

  it('takes its destination from a look-up when the words that describe it are not read; an optional one stays unallowed', () => {
    assert.deepEqual(recipient(['job', 'to_email']), { from: 'read' });
    assert.deepEqual(recipient(['job']), { oneOf: [] });
  });
});
