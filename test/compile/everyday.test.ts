/**
 * The compiler on everyday requests, over small catalogs written here (not the corpus's): each
 * failure the generalisation issue found, in wording of our own, plus escalation of what the user
 * asked for, the shell/SQL preset, browsing deployments and grounding that a tool's description
 * cannot abuse.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog, parseManifest } from '../../src/action/catalog.ts';
import type { ToolSpec } from '../../src/action/types.ts';
import { checkConstraints } from '../../src/capability/constraints.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY, loadPolicy, type CompiledCapability } from '../../src/capability/compile/index.ts';
import { UsageError } from '../../src/errors.ts';
import { bound, prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();

const TOOLS: ToolSpec[] = [
  tool('orders_lookup', 'Shows an order with its items and status.', { order_no: prop('Order number, e.g. #A1234') }),
  tool('orders_refund', 'Refunds all or part of an order to the original card.', { order_no: prop('Order number'), sum: prop('Amount', 'number') }),
  tool('orders_checkout', 'Buys the items in the basket and charges the saved card.', { items: prop('Items', 'array') }),
  tool('tables_reserve', 'Reserves a table at a restaurant.', { venue_ref: prop('Restaurant reference'), guests: prop('People', 'integer') }),
  tool('mail_send', 'Sends an e-mail.', { to: prop('Recipient e-mail addresses', 'array'), body: prop('Text') }),
  tool('mail_forward', 'Forwards an existing e-mail to new recipients.', { message_ref: prop('Message id'), to: prop('Addresses', 'array') }),
  tool('coins_send', 'Sends crypto from the wallet to an address.', {
    to_address: prop('Receiving address'),
    coin: prop('Asset symbol'),
    qty: prop('Amount', 'number'),
  }),
  tool('cluster_scale', 'Sets the replica count of a service.', { service: prop('Service name'), replicas: prop('Replicas', 'integer') }),
  tool('repo_merge', 'Merges a pull request.', { pr: prop('Pull request number', 'integer') }),
  tool('keys_rotate', 'Creates a new access key for a service account and deletes the old one.', { principal: prop('Service account') }),
  tool('web_open', 'Loads a web page and returns its text.', { url: prop('URL') }),
  tool('profile_get', 'Returns the member profile.', { member_no: prop('Member number') }),
];
const MANIFEST = parseManifest(
  {
    tools: {
      orders_lookup: { class: 'read-only-retrieval', args: { order_no: 'identifier' } },
      orders_refund: { class: 'order-manage', args: { order_no: 'identifier', sum: 'amount' } },
      orders_checkout: { class: 'payment-initiate', args: { items: 'other' } },
      tables_reserve: { class: 'order-manage', args: { venue_ref: 'other' } },
      mail_send: { class: 'message-send', args: { to: 'recipient' } },
      mail_forward: { class: 'message-send', args: { message_ref: 'identifier', to: 'recipient' } },
      coins_send: { class: 'payment-initiate', args: { to_address: 'recipient', coin: 'currency', qty: 'amount' } },
      cluster_scale: { class: 'external-api-call', args: { service: 'identifier', replicas: 'other' } },
      repo_merge: { class: 'file-modify', args: { pr: 'identifier' } },
      keys_rotate: { class: 'identity-admin', args: { principal: 'recipient' } },
      web_open: { class: 'web-fetch', args: { url: 'url' } },
      profile_get: { class: 'read-only-retrieval', args: { member_no: 'account' } },
    },
  },
  'test manifest',
  graph,
);
const catalog = new ToolCatalog(graph, TOOLS, MANIFEST);
const compile = (intent: string, options: Partial<Parameters<typeof compileIntent>[0]> = {}): CompiledCapability =>
  compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph, trust: 'high', ...options });
const scope = (c: CompiledCapability): string[] => [...graph.expand(c.claims.scope)].sort();

describe('the failures the issue found, in other words', () => {
  it('verbs it did not know are read by the tools they would call', () => {
    assert.ok(scope(compile('navigate to https://status.example.net/incidents and tell me if anything is down')).includes('web-fetch'));
    assert.deepEqual(compile('please merge PR #412 once you have looked at it').claims.scope, ['file-modify']);
    assert.deepEqual(bound(compile('please merge PR #412 once you have looked at it'), 'file-modify', 'identifier'), {
      oneOf: [412],
      from: 'intent',
    });
    assert.deepEqual(scope(compile('scale the billing-worker service to 4 replicas')), ['external-api-call', 'read-only-retrieval', 'web-fetch']);
    assert.deepEqual(bound(compile('scale the billing-worker service to 4 replicas'), 'external-api-call', 'identifier'), {
      oneOf: ['billing-worker'],
      from: 'intent',
    });
    assert.deepEqual(compile('rotate the key of the reports-bot service account').claims.scope, ['identity-admin']);
    assert.deepEqual(compile('get us a table for four at the noodle place friday').claims.scope, ['read-only-retrieval']);
    assert.deepEqual(compile('book a table for four at the noodle place on friday').claims.scope, ['order-manage']);
  });

  it('a crypto send binds the address, the amount and the asset, never the asset as a recipient', () => {
    const c = compile('send 0.25 SOL to 0x9f2c5a6b7d8e9f00112233445566778899aabbcc please');
    assert.deepEqual(bound(c, 'payment-initiate', 'recipient'), { oneOf: ['0x9f2c5a6b7d8e9f00112233445566778899aabbcc'], from: 'intent' });
    assert.deepEqual(bound(c, 'payment-initiate', 'amount'), { max: 0.25 });
    assert.deepEqual(bound(c, 'payment-initiate', 'currency'), { oneOf: ['SOL'], from: 'intent' });
  });

  it('amounts keep their decimals and currency, whatever the notation', () => {
    const c = compile('refund order #B55120 — they charged me €1.019,90 instead of the quoted price');
    assert.deepEqual(bound(c, 'order-manage', 'amount'), { max: 1019.9 });
    assert.deepEqual(bound(c, 'order-manage', 'identifier'), { oneOf: ['#B55120'], from: 'intent' });
    const dollars = compile('please refund $12.05 on order #C20001, I was overcharged');
    assert.deepEqual(bound(dollars, 'order-manage', 'amount'), { max: 12.05 });
  });

  it('a refund is bound to the order it names', () => {
    const c = compile('please refund order #Q77001, it arrived broken');
    const entry = catalog.lookup('orders_refund')!;
    const leaf = { constraints: c.claims.constraints } as Parameters<typeof checkConstraints>[2];
    assert.equal(checkConstraints({ tool: 'orders_refund', args: { order_no: '#Q77001' } }, entry, leaf), undefined);
    assert.equal(checkConstraints({ tool: 'orders_refund', args: { order_no: '#Q99999' } }, entry, leaf)?.code, 'constraint.value-not-allowed');
  });

  it('forwarding an invoice sends a message and pays nothing', () => {
    const c = compile('forward the latest invoice from the garage to accounts@example.org');
    assert.deepEqual(c.claims.scope, ['message-send']);
    assert.deepEqual(bound(c, 'message-send', 'recipient'), { oneOf: ['accounts@example.org'], from: 'intent' });
  });

  it('person names are not recipients by themselves', () => {
    const c = compile("email ops@example.org the menu for Priya's leaving drinks, and book a table for Priya's team");
    assert.deepEqual(bound(c, 'message-send', 'recipient'), { oneOf: ['ops@example.org'], from: 'intent' });
    assert.ok(!JSON.stringify(c.claims.constraints).includes('Priya'));
  });

  it('"my member number is X" binds only the argument that takes the user\'s own id', () => {
    const c = compile('my member number is M-55012. refund order #D10443 please');
    assert.deepEqual(bound(c, 'order-manage', 'identifier'), { oneOf: ['#D10443'], from: 'intent' });
    assert.ok(!JSON.stringify(c.claims.constraints['order-manage']).includes('M-55012'));
  });

  it('a table booking is granted, and a large refund stays bounded by what the intent says', () => {
    const c = compile('book a table for 2 tonight and refund the 4,000 EUR on order #E20011');
    assert.ok(c.claims.scope.includes('order-manage'));
    assert.deepEqual(bound(c, 'order-manage', 'amount'), { max: 4000 });
    assert.equal(c.claims.ceilings.amount, 4000);
  });
});

describe('escalate, do not silently deny, what the user asked for', () => {
  it('a class beyond the trust level that the policy allows with approval is granted and always escalated', () => {
    const standard = compile('rotate the key of the reports-bot service account', { trust: 'standard' });
    assert.deepEqual([standard.claims.scope, standard.claims.escalate], [['identity-admin'], ['identity-admin']]);
    const low = compile('rotate the key of the reports-bot service account', { trust: 'low' });
    assert.deepEqual(low.claims.escalate.sort(), ['account-modify', 'identity-admin'], 'what it implies beyond the level escalates too');
    const asked = compile('list my orders', { trust: 'low' });
    assert.deepEqual([asked.claims.scope, asked.claims.escalate], [['read-only-retrieval'], []], 'nothing asked, nothing granted');
  });

  it('a payment over the ceiling and within the approval bound raises the ceiling and escalates', () => {
    const c = compile('send 12000 USDC to 0x9f2c5a6b7d8e9f00112233445566778899aabbcc');
    assert.equal(c.claims.ceilings.amount, 12000);
    assert.ok(c.claims.escalate.includes('payment-initiate'));
    const over = compile('send 90000 USDC to 0x9f2c5a6b7d8e9f00112233445566778899aabbcc');
    assert.equal(over.claims.ceilings.amount, DEFAULT_POLICY.ceilings.amount);
    assert.ok(!over.claims.escalate.includes('payment-initiate'));
  });

  it('the shell/SQL preset grants asked-for code with escalation and an allow-list; the default policy never does', () => {
    const shell = new ToolCatalog(
      graph,
      [tool('sh', 'Runs a shell command.', { cmdline: prop('Command line') })],
      parseManifest({ tools: { sh: { class: 'code-execute', args: { cmdline: 'text' } } } }, 'm', graph),
    );
    const preset = loadPolicy(new URL('../../policies/shell-sql.yaml', import.meta.url).pathname, graph);
    const c = compileIntent({ intent: 'run `make lint` and show me the warnings', catalog: shell, policy: preset, graph, trust: 'high' });
    assert.deepEqual(scope(c), ['code-execute', 'read-only-retrieval']);
    assert.deepEqual(c.claims.escalate, ['code-execute']);
    const programs = (bound(c, 'code-execute', 'text') as { programs: string[] }).programs;
    assert.ok(programs.includes('make lint') && programs.includes('select') && !programs.includes('rm'), programs.join());
    assert.deepEqual(compileIntent({ intent: 'how full is the disk?', catalog: shell, policy: preset, graph }).claims.scope, ['read-only-retrieval']);
    assert.deepEqual(compileIntent({ intent: 'run `make lint`', catalog: shell, policy: DEFAULT_POLICY, graph, trust: 'high' }).claims.scope, [
      'read-only-retrieval',
    ]);
  });
});

describe('browsing deployments', () => {
  it('looking tasks read and navigate the sites; buying orders, bounded by the amount stated', () => {
    const browser = new ToolCatalog(graph, [tool('browser_snapshot', 'Returns the accessibility tree of the page.')]);
    const look = compileIntent({
      intent: 'Find a waterproof jacket under 80 dollars',
      catalog: browser,
      policy: DEFAULT_POLICY,
      graph,
      startUrl: 'https://www.outdoors.example/',
    });
    assert.deepEqual(scope(look), ['read-only-retrieval', 'web-fetch']);
    assert.deepEqual(bound(look, 'web-fetch', 'url'), { domains: ['outdoors.example'] });
    const buy = compileIntent({
      intent: 'Buy the cheapest waterproof jacket under $80',
      catalog: browser,
      policy: DEFAULT_POLICY,
      graph,
      startUrl: 'https://www.outdoors.example/',
      allowDomains: ['pay.outdoors-checkout.example'],
    });
    assert.ok(buy.claims.scope.includes('order-manage'));
    assert.deepEqual(bound(buy, 'order-manage', 'amount'), { max: 80 });
    assert.deepEqual(bound(buy, 'web-fetch', 'url'), { domains: ['outdoors.example', 'pay.outdoors-checkout.example'] });
    assert.throws(() => compileIntent({ intent: 'x', catalog: browser, policy: DEFAULT_POLICY, graph, startUrl: 'not a url at all' }), UsageError);
    assert.throws(
      () => compileIntent({ intent: 'x', catalog: browser, policy: DEFAULT_POLICY, graph, allowDomains: ['https://user@evil.example/'] }),
      UsageError,
    );
  });
});

describe('grounding', () => {
  it("a tool's description never turns a vague request into a grant", () => {
    const lure = new ToolCatalog(graph, [
      ...TOOLS,
      tool('StrategyAdvisor', 'Prepares legal defense strategy documents and shares them with the client by e-mail.'),
    ]);
    const c = compileIntent({
      intent: 'prepare a legal defense strategy for the tenant dispute',
      catalog: lure,
      policy: DEFAULT_POLICY,
      graph,
      trust: 'high',
    });
    assert.deepEqual(c.claims.scope, ['read-only-retrieval']);
  });

  it('requests the words leave open are read by the tool that fits, and provenance is carried', () => {
    const c = compile('reply to whoever wrote about the outage and cc security@example.org');
    assert.deepEqual(bound(c, 'message-send', 'recipient'), { from: 'read' }, 'recipients come from what the agent reads');
  });
});

describe('wordings that granted too much or too little', () => {
  const ops = (intent: string, c: ToolCatalog = catalog) => compileIntent({ intent, catalog: c, policy: DEFAULT_POLICY, graph, trust: 'high' });
  const shell = new ToolCatalog(
    graph,
    [tool('sh', 'Runs a shell command.', { cmdline: prop('Command line') }), tool('files_save', 'Writes a file.', { path: prop('Path') })],
    parseManifest({ tools: { sh: { class: 'code-execute', args: { cmdline: 'text' } }, files_save: { class: 'file-modify' } } }, 'm', graph),
  );
  const preset = loadPolicy(new URL('../../policies/shell-sql.yaml', import.meta.url).pathname, graph);
  const onShell = (intent: string) => scope(compileIntent({ intent, catalog: shell, policy: preset, graph, trust: 'high' }));

  it('a question without its question mark asks for an answer, "and" joining nouns in it', () => {
    assert.deepEqual(scope(ops('whats the difference between forward and reply all')), ['read-only-retrieval']);
    assert.deepEqual(scope(ops('what is the difference between a refund and a chargeback')), ['read-only-retrieval']);
  });

  it('what a grant is for ("so she can edit") is not a request of its own', () => {
    assert.ok(!scope(ops('share the keys_rotate access with ops@example.com so she can send mail')).includes('message-send'));
    assert.ok(scope(ops('email ops@example.com so she knows, and send the report')).includes('message-send'));
  });

  it('a request taken back grants nothing', () => {
    assert.deepEqual(scope(ops('refund order #A7781 — hold on, no, just show me the order')), ['read-only-retrieval']);
    assert.deepEqual(scope(ops("email ann@example.com the agenda... actually, don't")), ['read-only-retrieval']);
    assert.ok(scope(ops('refund order #A7781 and then show me the order')).includes('order-manage'));
    assert.ok(
      scope(ops('email the agenda to bob@example.com — wait, no, to ann@example.com')).includes('message-send'),
      'a correction keeps the request',
    );
  });

  it('a change made with a command-line program, or by a command after a comma, runs code (and only that)', () => {
    assert.deepEqual(onShell('rebase the feature branch onto main with git and push it'), ['code-execute', 'read-only-retrieval']);
    assert.deepEqual(onShell('clean the build cache, run rm -rf /tmp/build-cache'), ['code-execute', 'read-only-retrieval']);
    assert.ok(onShell('clean the build cache and save notes.txt').includes('file-modify'), 'no command: the change stays a file change');
  });
});

describe('relative paths', () => {
  const files = new ToolCatalog(graph, [
    tool('write_file', 'Create a new file or completely overwrite an existing file with new content.', {
      path: prop('Path of the file'),
      content: prop('Text to write'),
    }),
    tool('read_text_file', 'Read the complete contents of a file from the file system as text.', { path: prop('Path of the file') }),
  ]);
  const intent = 'Read ./notes/todo.md and write a summary of it to notes/summary.md';

  it('binds a relative path under the base directory the gateway runs in, and one outside it is refused', () => {
    const compiled = compileIntent({ intent, catalog: files, policy: DEFAULT_POLICY, graph, baseDir: '/home/ana/project' });
    assert.deepEqual(compiled.claims.constraints['file-modify']?.path, { prefixes: ['/home/ana/project/notes/summary.md'] });
    const entry = files.lookup('write_file')!;
    const leaf = { scope: compiled.claims.scope, constraints: compiled.claims.constraints } as never;
    assert.equal(
      checkConstraints({ tool: 'write_file', args: { path: '/home/ana/project/notes/summary.md', content: 'x' } }, entry, leaf),
      undefined,
    );
    assert.notEqual(checkConstraints({ tool: 'write_file', args: { path: '/home/ana/.ssh/authorized_keys', content: 'x' } }, entry, leaf), undefined);
  });

  it('keeps a relative path as written without a base directory', () => {
    const compiled = compileIntent({ intent, catalog: files, policy: DEFAULT_POLICY, graph });
    assert.deepEqual(compiled.claims.constraints['file-modify']?.path, { prefixes: ['notes/summary.md'] });
  });
});
