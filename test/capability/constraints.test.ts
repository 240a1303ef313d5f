import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifyTool } from '../../src/action/catalog.ts';
import type { CapabilityClaims } from '../../src/capability/claims.ts';
import { checkConstraints, costOf } from '../../src/capability/constraints.ts';
import { spends } from '../../src/capability/cost.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { domainWithin, hostOf, numericValue, pathWithin } from '../../src/capability/values.ts';

const graph = CapabilityGraph.builtIn();
const sendEmail = classifyTool(
  { name: 'send_email', inputSchema: { type: 'object', properties: { recipients: { type: 'array' }, subject: {}, body: {} } } },
  graph,
);
const sendMoney = classifyTool(
  { name: 'send_money', inputSchema: { type: 'object', properties: { recipient: {}, amount: { type: 'number' } } } },
  graph,
);
const writeFile = classifyTool({ name: 'write_file', inputSchema: { type: 'object', properties: { path: {}, content: {} } } }, graph);
const postPage = classifyTool({ name: 'call_webhook', inputSchema: { type: 'object', properties: { url: {}, content: {} } } }, graph);

const claims: CapabilityClaims = {
  v: 1,
  jti: 'j',
  iss: 'i',
  sub: 's',
  iat: 0,
  exp: 1,
  scope: ['message-send', 'payment-initiate', 'file-modify', 'external-api-call'],
  constraints: {
    'message-send': { recipient: { oneOf: ['Bob@Example.com'] } },
    'payment-initiate': { amount: { max: 100 }, recipient: { oneOf: ['DE89370400440532013000'] } },
    'file-modify': { path: { prefixes: ['/home/user/reports'] } },
    'external-api-call': { url: { domains: ['example.com'] } },
  },
  ceilings: { amount: 500 },
};

describe('argument constraints', () => {
  it('admits values within bounds (normalised comparison)', () => {
    assert.equal(checkConstraints({ tool: 'send_email', args: { recipients: ['bob@example.com'], body: 'hi' } }, sendEmail, claims), undefined);
    assert.equal(checkConstraints({ tool: 'send_money', args: { recipient: 'de89370400440532013000', amount: 99.5 } }, sendMoney, claims), undefined);
    assert.equal(checkConstraints({ tool: 'write_file', args: { path: '/home/user/reports/q3.md' } }, writeFile, claims), undefined);
    assert.equal(checkConstraints({ tool: 'call_webhook', args: { url: 'https://api.example.com/x' } }, postPage, claims), undefined);
  });

  it('denies a recipient outside the list, even hidden in a list, without echoing it', () => {
    const v = checkConstraints({ tool: 'send_email', args: { recipients: ['bob@example.com', 'mallory@evil.example'] } }, sendEmail, claims);
    assert.equal(v?.verdict, 'deny');
    assert.equal(v?.code, 'constraint.value-not-allowed');
    assert.ok(!v?.message.includes('mallory'));
  });

  it('returns revise with a hint for an amount over the maximum', () => {
    const v = checkConstraints({ tool: 'send_money', args: { recipient: 'DE89370400440532013000', amount: 950 } }, sendMoney, claims);
    assert.equal(v?.verdict, 'revise');
    assert.match(v?.hint ?? '', /at most 100/);
    assert.ok(!v?.message.includes('950'));
  });

  it('denies non-numeric amounts, path escapes and look-alike domains', () => {
    assert.equal(
      checkConstraints({ tool: 'send_money', args: { recipient: 'DE89370400440532013000', amount: '1e9 dollars' } }, sendMoney, claims)?.verdict,
      'deny',
    );
    for (const path of ['/home/user/reports/../../root/.ssh/id_rsa', '/home/user/reportsX/a', 'C:\\windows', '/home/user/reports\0/x']) {
      assert.equal(checkConstraints({ tool: 'write_file', args: { path } }, writeFile, claims)?.code, 'constraint.path-outside-prefix', path);
    }
    for (const url of ['https://example.com.evil.net/', 'https://example.com@evil.net/', 'https://notexample.com', 'javascript:alert(1)', 42]) {
      assert.equal(
        checkConstraints({ tool: 'call_webhook', args: { url } }, postPage, claims)?.code,
        'constraint.url-domain-not-allowed',
        String(url),
      );
    }
  });

  it('costs amounts against ceilings; unparseable amounts cost Infinity', () => {
    assert.deepEqual(costOf({ tool: 'send_money', args: { amount: '1,100.50' } }, sendMoney, [claims], true), { calls: 1, amount: 1100.5, bytes: 0 });
    assert.equal(costOf({ tool: 'send_money', args: { amount: 'lots' } }, sendMoney, [claims], true).amount, Infinity);
    // Amounts count against an amount ceiling only for classes that move money: a record's new value is no spending.
    assert.equal(spends('payment-initiate', true), true);
    assert.equal(spends('order-manage', true), true);
    assert.equal(spends('external-api-call', true), true);
    assert.equal(spends('file-modify', true), false);
    assert.equal(spends('message-send', true), false);
    assert.equal(spends('read-only-retrieval', false), false);
    // A negative amount (a credit, a reversal) costs its size: it moves as much, the other way.
    assert.equal(costOf({ tool: 'send_money', args: { amount: -5 } }, sendMoney, [claims], true).amount, 5);
  });
});

describe('value helpers', () => {
  it('paths, domains, hosts and numbers', () => {
    assert.ok(pathWithin('/a/b/c', '/a/b'));
    assert.ok(!pathWithin('/a/bc', '/a/b'));
    assert.ok(pathWithin('a/b', '/a'));
    assert.ok(domainWithin('x.example.com', 'example.com'));
    assert.ok(!domainWithin('badexample.com', 'example.com'));
    assert.equal(hostOf('Example.COM/path'), 'example.com');
    assert.equal(hostOf('https://user:pw@example.com'), undefined);
    assert.equal(numericValue('1,100'), 1100);
    assert.equal(numericValue('12abc'), undefined);
    assert.equal(numericValue(NaN), undefined);
  });
});

describe('constraints bind to values, not names', () => {
  const tool = (name: string, description: string, properties: Record<string, unknown>) =>
    classifyTool({ name, description, inputSchema: { type: 'object', properties } }, graph);
  const readMany = tool('read_multiple_files', 'Read the contents of multiple files.', { paths: { type: 'array' } });
  const moveFile = tool('move_file', 'Move or rename files and directories.', { source: {}, destination: {} });
  const payInvoice = tool('pay_invoice', 'Pay an invoice.', { payee: {}, fee: { type: 'number' }, n: { type: 'number' }, memo: {} });
  const notify = tool('notify_contact', 'Sends a message to the contact.', { party: {}, body: {}, phone_number: {}, channel: {} });
  const webhook = tool('post_webhook', 'Posts a JSON payload to a webhook.', { webhook: {}, payload: { type: 'object' } });
  const bounded: CapabilityClaims = {
    ...claims,
    scope: ['read-only-retrieval', 'file-modify', 'payment-initiate', 'message-send', 'external-api-call'],
    constraints: {
      'read-only-retrieval': { path: { prefixes: ['/home/user/reports'] } },
      'file-modify': { path: { prefixes: ['/home/user/reports'] } },
      'payment-initiate': { amount: { max: 100 }, recipient: { oneOf: ['DE89370400440532013000'] } },
      'message-send': { recipient: { oneOf: ['bob@example.com', '+1 555 010 0199'] } },
      'external-api-call': { url: { domains: ['example.com'] } },
    },
  };
  const check = (entry: ReturnType<typeof tool>, args: Record<string, unknown>) => checkConstraints({ tool: entry.spec.name, args }, entry, bounded);

  it('paths anywhere: arrays, unnamed arguments, nested objects', () => {
    assert.equal(check(readMany, { paths: ['/home/user/reports/a.md', '/home/user/reports/b.md'] }), undefined);
    assert.equal(check(readMany, { paths: ['/home/user/reports/a.md', '/etc/shadow'] })?.code, 'constraint.path-outside-prefix');
    assert.equal(check(readMany, { paths: [['/home/user/reports/a.md'], ['/etc/shadow']] })?.code, 'constraint.path-outside-prefix');
    assert.equal(check(moveFile, { source: '/home/user/reports/a.md', destination: '/home/user/reports/b.md' }), undefined);
    assert.equal(check(moveFile, { source: '/home/user/reports/a.md', destination: '/tmp/out' })?.code, 'constraint.path-outside-prefix');
    assert.equal(
      check(moveFile, { source: 'x/../../../etc/passwd', destination: '/home/user/reports/b.md' })?.code,
      'constraint.path-outside-prefix',
    );
    assert.equal(check(moveFile, { source: { where: { to: '/root/.ssh/id_rsa' } } })?.code, 'constraint.path-outside-prefix');
    assert.equal(check(moveFile, { source: 'file:///etc/passwd' })?.code, 'constraint.path-outside-prefix');
    assert.equal(check(moveFile, { source: '/home/user/reports/..%2f..%2f..%2fetc/passwd' })?.code, 'constraint.path-outside-prefix');
    // Relative names and patterns that do not climb stay in the tool's directory: not denied by kind.
    assert.equal(check(moveFile, { source: '/home/user/reports/a.md', destination: 'b.md' }), undefined);
  });

  it('a count beside a bounded sum, outside the classes that spend, is no amount', () => {
    const turn = tool('ditch_set_watering_turn', 'Adds a watering turn to the schedule.', {
      $member_id: { type: 'integer' },
      $date: { type: 'string' },
      $hours: { type: 'number' },
      $n: { type: 'number' },
    });
    const ledger: CapabilityClaims = {
      ...claims,
      scope: ['file-modify'],
      constraints: { 'file-modify': { recipient: { oneOf: ['#4417'], from: 'intent' }, amount: { max: 180 }, identifier: { from: 'read' } } },
    };
    const at = (args: Record<string, unknown>) => checkConstraints({ tool: turn.spec.name, args }, turn, ledger);
    assert.equal(at({ $member_id: 12, $date: '2038-04-13', $hours: 6 }), undefined);
    assert.equal(at({ $member_id: 12, $date: '2038-04-13', $n: 6 })?.code, 'constraint.kind-unknown');
  });

  it('payees, fees and unnamed numbers', () => {
    assert.equal(check(payInvoice, { payee: 'DE89 3704 0044 0532 0130 00', fee: 5 }), undefined);
    assert.equal(check(payInvoice, { payee: 'GB82WEST12345698765432', fee: 5 })?.code, 'constraint.value-not-allowed');
    assert.equal(check(payInvoice, { payee: 'DE89370400440532013000', fee: 500 })?.code, 'constraint.amount-over-max');
    assert.equal(check(payInvoice, { payee: 'DE89370400440532013000', n: 500 })?.code, 'constraint.kind-unknown');
    // A payment's number stays bound whatever its argument is called: "hours" holds no less money here.
    assert.equal(check(payInvoice, { payee: 'DE89370400440532013000', hours: 500 })?.code, 'constraint.kind-unknown');
    assert.equal(check(payInvoice, { payee: 'DE89370400440532013000', n: '500 EUR' })?.code, 'constraint.amount-over-max');
    assert.equal(
      check(payInvoice, { payee: 'DE89370400440532013000', memo: { to: 'GB82WEST12345698765432' } })?.code,
      'constraint.value-not-allowed',
    );
    // A crypto address or another IBAN in free text that is nothing but the address is still an address.
    assert.equal(
      check(payInvoice, { payee: 'DE89370400440532013000', memo: '0x52908400098527886E0F7030069857D2E4169EE7' })?.code,
      'constraint.value-not-allowed',
    );
    assert.equal(check(payInvoice, { payee: 'DE89370400440532013000', memo: 'invoice 42 for October' }), undefined);
    // Unnamed text is searched for addresses, but a postal code is not a phone number.
    assert.equal(check(payInvoice, { payee: 'DE89370400440532013000', where: '1-1-1 Nishi-Shinjuku, Tokyo 160-0023, Japan' }), undefined);
    assert.equal(
      check(payInvoice, { payee: 'DE89370400440532013000', where: `pay ${'GB82 WEST'} or GB82WEST12345698765432 now` })?.code,
      'constraint.value-not-allowed',
    );
  });

  it('recipients behind unnamed arguments, phone numbers and channels', () => {
    assert.equal(check(notify, { party: 'bob@example.com', body: 'hi' }), undefined);
    assert.equal(check(notify, { party: 'mailto:bob@example.com' }), undefined);
    assert.equal(check(notify, { party: 'user:bob@example.com' }), undefined, 'a principal type before the address');
    assert.equal(check(notify, { party: 'user:eve@evil.example' })?.code, 'constraint.value-not-allowed');
    // A setting's name is text, but an address written there is still bound.
    assert.equal(check(notify, { party: 'bob@example.com', field: 'eve@evil.example' })?.code, 'constraint.value-not-allowed');
    assert.equal(check(notify, { party: 'bob@example.com', field: 'priority' }), undefined);
    assert.equal(check(notify, { phone_number: '+15550100199' }), undefined);
    assert.equal(check(notify, { phone_number: '+44 20 7946 0958' })?.code, 'constraint.value-not-allowed');
    assert.equal(check(notify, { party: 'eve@evil.example' })?.code, 'constraint.value-not-allowed');
    assert.equal(check(notify, { party: 'mallory' })?.code, 'constraint.kind-unknown');
    // A country or currency code of the fixed ISO lists names no one; a made-up code of the same shape may.
    assert.equal(check(notify, { party: 'bob@example.com', land: 'NZ', valuta: 'PLN' }), undefined);
    assert.equal(check(notify, { party: 'bob@example.com', land: 'QQ' })?.code, 'constraint.kind-unknown');
    assert.equal(check(notify, { party: 'bob@example.com', valuta: 'EVE' })?.code, 'constraint.kind-unknown');
    assert.equal(check(notify, { channel: '#general' })?.code, 'constraint.value-not-allowed');
    assert.equal(check(notify, { party: 'https://hooks.evil.example/x' })?.code, 'constraint.destination-unbound');
    // Free text is free; a link inside a message is content.
    assert.equal(check(notify, { party: 'bob@example.com', body: 'see https://evil.example and write to eve@evil.example' }), undefined);
  });

  it('URLs behind unnamed arguments, bare hosts, odd spellings', () => {
    assert.equal(check(webhook, { webhook: 'https://api.example.com/hook', payload: { a: 1 } }), undefined);
    for (const url of [
      'https://evil.example/hook',
      'evil.example',
      'https://example.com\\@evil.example',
      'https://example.com@evil.example',
      'https:/evil.example',
      'https://exаmple.com/',
      'https://0x7f.1/',
    ])
      assert.equal(check(webhook, { webhook: url })?.code, 'constraint.url-domain-not-allowed', url);
    assert.equal(
      check(webhook, { webhook: 'https://api.example.com/hook', payload: { next: 'https://evil.example/x' } })?.code,
      'constraint.url-domain-not-allowed',
    );
  });

  it('a stated role wins; schema enums are the tool own words', () => {
    const manifest = { tools: { notify_contact: { class: 'message-send', args: { party: 'text' as const } } } };
    const declared = classifyTool(notify.spec, graph, manifest);
    assert.equal(checkConstraints({ tool: 'notify_contact', args: { party: 'mallory' } }, declared, bounded), undefined);
    const modes = tool('notify_contact', 'Sends a message to the contact.', { party: {}, mode: { enum: ['urgent', 'normal'] } });
    assert.equal(check(modes, { party: 'bob@example.com', mode: 'urgent' }), undefined);
    assert.equal(check(modes, { party: 'bob@example.com', mode: 'other' })?.code, 'constraint.kind-unknown');
    // An enum behind a local $ref, as Pydantic writes it (AgentDojo's share_file).
    const share = classifyTool(
      {
        name: 'share_file',
        description: 'Share a file with a user.',
        inputSchema: {
          type: 'object',
          properties: { file_id: { type: 'string' }, email: { type: 'string' }, permission: { $ref: '#/$defs/SharingPermission' } },
          $defs: { SharingPermission: { enum: ['r', 'rw'], type: 'string' } },
        } as never,
      },
      graph,
    );
    const shared = { ...bounded, constraints: { [share.actionClass]: { recipient: { oneOf: ['bob@example.com'] } } } };
    assert.equal(
      checkConstraints({ tool: 'share_file', args: { file_id: '7', email: 'bob@example.com', permission: 'rw' } }, share, shared),
      undefined,
    );
    assert.equal(
      checkConstraints({ tool: 'share_file', args: { file_id: '7', email: 'bob@example.com', permission: 'mallory' } }, share, shared)?.code,
      'constraint.kind-unknown',
    );
  });

  it('an option listed by a nested property is the tool own word too; an unlisted one still fails closed', () => {
    const refund = tool('refund_ticket', 'Refunds a ticket.', {
      ticket: { type: 'string' },
      payout: { type: 'object', properties: { method: { type: 'string', enum: ['original_card', 'bank_transfer'] }, iban: { type: 'string' } } },
      legs: { type: 'array', items: { $ref: '#/$defs/Leg' } },
    });
    const withDefs = {
      ...refund,
      spec: { ...refund.spec, inputSchema: { ...refund.spec.inputSchema!, $defs: { Leg: { properties: { mode: { enum: ['ferry', 'bus'] } } } } } },
    };
    assert.equal(check(withDefs, { ticket: 'TK-1', payout: { method: 'original_card' }, legs: [{ mode: 'ferry' }] }), undefined);
    assert.equal(check(withDefs, { ticket: 'TK-1', payout: { method: 'mallory' } })?.code, 'constraint.kind-unknown');
    assert.equal(check(withDefs, { ticket: 'TK-1', legs: [{ mode: 'mallory' }] })?.code, 'constraint.kind-unknown');
    // A listed option does not make a payee of another kind free.
    assert.equal(
      check(withDefs, { ticket: 'TK-1', payout: { method: 'bank_transfer', iban: 'GB29NWBK60161331926819' } })?.code,
      'constraint.value-not-allowed',
    );
  });

  it('a payee named in a case of the intent language is the same name as the record writes it; another name is not', () => {
    const settle = tool('settle_consignor', 'Pays a consignor their sale proceeds.', { beneficiary: { description: 'Payee name' }, iban_to: {} });
    const named = (name: string) => ({ ...bounded, constraints: { 'payment-initiate': { recipient: { oneOf: [name] } } } });
    const pay = (beneficiary: string) => checkConstraints({ tool: 'settle_consignor', args: { beneficiary } }, settle, named('Szabó Ildikónak'));
    assert.equal(pay('Szabó Ildikó'), undefined);
    assert.equal(pay('szabo ildiko'), undefined);
    assert.equal(pay('Szabó Ilona')?.code, 'constraint.value-not-allowed');
    assert.equal(pay('Szabó')?.code, 'constraint.value-not-allowed');
    assert.equal(pay('Ildikó Szabó')?.code, 'constraint.value-not-allowed');
  });

  it('reserved keys anywhere are a malformed call, never skipped; labels are capped and never values', () => {
    const hostile = JSON.parse('{"party":"bob@example.com","x":[{"constructor":{"to":"eve@evil.example"}}]}') as Record<string, unknown>;
    assert.equal(check(notify, hostile)?.code, 'call.malformed');
    assert.equal(check(notify, JSON.parse('{"__proto__":{"party":"eve@evil.example"}}') as Record<string, unknown>)?.code, 'call.malformed');
    const long = 'k'.repeat(10_000);
    const v = check(notify, { [long]: 'eve@evil.example' });
    assert.equal(v?.code, 'constraint.value-not-allowed');
    assert.ok((v?.message.length ?? 0) < 300);
    assert.ok(!v?.message.includes('evil'));
  });
});

describe('a GraphQL call: its variables and its literals carry the roles of the arguments they are bound to', () => {
  const gql = classifyTool(
    {
      name: 'shop_graphql',
      description: 'Run a GraphQL query or mutation against the shop API.',
      inputSchema: { type: 'object', properties: { document: { type: 'string' }, variables: { type: 'object' } } },
    },
    graph,
  );
  const bounded: CapabilityClaims = { ...claims, scope: [...claims.scope, gql.actionClass], constraints: { '*': { amount: { max: 20 } } } };
  const call = (document: string, variables: Record<string, unknown> = {}) =>
    checkConstraints({ tool: 'shop_graphql', args: { document, variables } }, gql, bounded);

  it('a variable bound to `amount` is an amount, whatever it is called', () => {
    const doc = 'mutation($o: ID!, $a: Float!) { refundOrder(orderId: $o, amount: $a) { id } }';
    assert.equal(call(doc, { o: '4410', a: 18.5 }), undefined);
    assert.equal(call(doc, { o: '4410', a: 186.5 })?.code, 'constraint.amount-over-max');
  });

  it('a variable bound to several arguments takes the most sensitive role', () => {
    const doc = 'mutation($o: ID!, $a: Float!) { refundOrder(orderId: $o, memo: $a, amount: $a) { id } }';
    assert.equal(call(doc, { o: '4410', a: 186.5 })?.code, 'constraint.amount-over-max');
  });

  it('an amount written into the document is checked as well', () => {
    assert.equal(call('mutation { refundOrder(orderId: "4410", amount: 12) { id } }'), undefined);
    assert.equal(call('mutation { refundOrder(orderId: "4410", amount: 186.5) { id } }')?.code, 'constraint.amount-over-max');
  });
});
