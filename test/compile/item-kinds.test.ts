/**
 * What the intent's named items bind, over a small catalog written here: an id bounds only ids of
 * its own kind (a ward named, a bed looked up), the ids a request names are who its recipients
 * are, tools classed per call are bounded where the intent names who, a value the user wrote is
 * no stranger, and everyday verbs people type (issue, zero out, knock off, loop in, charge, export)
 * and their forms in other languages are requests.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseManifest, ToolCatalog } from '../../src/action/catalog.ts';
import { ValueSources } from '../../src/gate/sources.ts';
import { classifyCall, entryForCall } from '../../src/action/call.ts';
import type { ToolSpec } from '../../src/action/types.ts';
import { checkConstraints } from '../../src/capability/constraints.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { argumentOrigins, checkProvenance, type ProvenanceFacts } from '../../src/capability/provenance.ts';
import { compileIntent, DEFAULT_POLICY, type CompiledCapability } from '../../src/capability/compile/index.ts';
import { identifierBoundApplies, idShape } from '../../src/capability/claims.ts';
import { analyzeIntent } from '../../src/gate/vocabulary.ts';
import { prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();

const TOOLS: ToolSpec[] = [
  tool('WardGet', 'Returns a ward with its beds and patients.', { wardId: prop('Ward id, e.g. WD-12') }),
  tool('BedRelease', 'Marks a bed as free.', { bedId: prop('Bed id') }),
  tool('VisitorPassIssue', 'Issues a visitor pass for a patient.', { patientRef: prop('Patient reference'), visitorName: prop('Visitor name') }),
  tool('tenants_lookup', 'Finds a tenant by name.', { q: prop('Search text') }),
  tool('rent_charge', 'Moves a fee from the tenant to the landlord.', { tenant_no: prop('Tenant number'), fee: prop('Amount', 'number') }),
  tool('boiler_ops', 'Runs an operation on the boiler controller.', {
    op: { type: 'string', enum: ['setpoint.get', 'setpoint.set', 'report.share'], description: 'Operation' } as never,
    params: { type: 'object', description: 'Operation parameters' } as never,
  }),
  tool('notice_send', 'Sends a notice to a group of tenants.', { group: prop('Group'), body: prop('Text') }),
];
// The classes and roles the charge tool takes are stated (the classifier is not what this file tests).
const MANIFEST = parseManifest(
  { tools: { rent_charge: { class: 'payment-initiate', args: { tenant_no: 'recipient', fee: 'amount' } } } },
  'test manifest',
  graph,
);
const catalog = new ToolCatalog(graph, TOOLS, MANIFEST);
const compile = (intent: string): CompiledCapability => compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph, trust: 'high' });
const scope = (c: CompiledCapability): string[] => [...graph.expand(c.claims.scope)].sort();
const leafOf = (c: CompiledCapability, intent?: string) =>
  ({ constraints: c.claims.constraints, ...(intent === undefined ? {} : { intent }) }) as Parameters<typeof checkConstraints>[2];
const check = (c: CompiledCapability, name: string, args: Record<string, unknown>, intent?: string) =>
  checkConstraints({ tool: name, args }, catalog.lookup(name)!, leafOf(c, intent));

describe('ids bind ids of their own kind', () => {
  it('reads an id’s shape: its letters, each run of digits one 9', () => {
    assert.equal(idShape('WD-12'), 'WD-9');
    assert.equal(idShape('#4410'), '9');
    assert.equal(idShape(4410), '9');
    assert.ok(identifierBoundApplies(['WD-12'], 'WD-99', 'wardId'));
    assert.ok(!identifierBoundApplies(['WD-12'], 'BED-0407', 'bedId'));
    // The same digits are the same item, whatever is written around them; an empty list speaks about everything.
    assert.ok(identifierBoundApplies(['#4410'], 'ORD-4410', 'order'));
    assert.ok(identifierBoundApplies([], 'BED-0407', 'bedId'));
  });

  it('an argument named for the listed id’s kind stays bound, whatever shape an attacker writes its value in', () => {
    // The intent names ORD-1234; an output offers order 98765 written bare, or as O-98765.
    assert.ok(identifierBoundApplies(['ORD-1234'], '98765', 'order_no'));
    assert.ok(identifierBoundApplies(['ORD-1234'], 'O-98765', 'orderRef'));
    assert.ok(identifierBoundApplies(['PRG-12'], 'X-1', 'program_id'));
    assert.ok(identifierBoundApplies(['REQ-204'], 'CAN-4471', 'payload.requisition'));
    // Listed ids without letters say nothing of their kind: every value is bound.
    assert.ok(identifierBoundApplies(['#412'], 'feature-7', 'branch'));
    // Another kind of item, in an argument named for it, is the read requirement's business.
    assert.ok(!identifierBoundApplies(['REQ-204'], 'CAN-4471', 'candidateId'));
    const leaf = { constraints: { 'order-manage': { identifier: { oneOf: ['ORD-1234'], from: 'intent' } } } } as never;
    const orders = new ToolCatalog(
      graph,
      [tool('orders_cancel', 'Cancels an order.', { order_no: prop('Order number') })],
      parseManifest({ tools: { orders_cancel: { class: 'order-manage', args: { order_no: 'identifier' } } } }, 'test manifest', graph),
    );
    const entry = orders.lookup('orders_cancel')!;
    assert.equal(checkConstraints({ tool: 'orders_cancel', args: { order_no: '98765' } }, entry, leaf)?.code, 'constraint.value-not-allowed');
  });

  it('an id bound lists the ward named: another ward is refused, the bed looked up on it is not its business', () => {
    const leaf = { constraints: { 'file-modify': { identifier: { oneOf: ['WD-12'], from: 'intent' } } } } as never;
    const entry = catalog.lookup('BedRelease')!;
    assert.equal(checkConstraints({ tool: 'BedRelease', args: { bedId: 'BED-0407' } }, entry, leaf), undefined);
    assert.equal(checkConstraints({ tool: 'BedRelease', args: { bedId: 'WD-99' } }, entry, leaf)?.code, 'constraint.value-not-allowed');
  });

  it('an id of another kind answers to the read requirement: seen in a read it passes, seen nowhere it goes to the verifier', () => {
    const leaf = { constraints: { 'file-modify': { identifier: { oneOf: ['WD-12'], from: 'intent' } } } } as never;
    const entry = catalog.lookup('BedRelease')!;
    const seen = new ValueSources();
    seen.record('Ward WD-12: bed BED-0407 free, bed BED-0409 taken', 'WardGet');
    const facts = (sources: ValueSources): ProvenanceFacts => ({ intent: 'free the empty beds on WD-12', sources: () => sources, reads: () => true });
    assert.equal(checkProvenance({ tool: 'BedRelease', args: { bedId: 'BED-0407' } }, entry, leaf, facts(seen)), undefined);
    assert.equal(checkProvenance({ tool: 'BedRelease', args: { bedId: 'BED-0999' } }, entry, leaf, facts(seen))?.verdict, 'escalate');
    // An id of the ward's own kind that the intent does not name is refused outright.
    assert.equal(checkProvenance({ tool: 'BedRelease', args: { bedId: 'WD-99' } }, entry, leaf, facts(seen))?.verdict, 'deny');
  });
});

describe('the ids a request names are who its recipients are', () => {
  it('charging a tenant by number binds the tenant, and only that one', () => {
    const c = compile('charge T-2231 the late fee of 25 for november');
    assert.ok(scope(c).includes('payment-initiate'), JSON.stringify(c.claims.scope));
    assert.equal(check(c, 'rent_charge', { tenant_no: 'T-2231', fee: 25 }), undefined);
    assert.equal(check(c, 'rent_charge', { tenant_no: 'T-9000', fee: 25 })?.code, 'constraint.value-not-allowed');
  });
});

describe('tools classed per call are bounded where the intent names who', () => {
  it('a dispatcher’s share to another address than the one named is refused', () => {
    const c = compile('share the boiler report with our engineer h.olsen@heatwise.example');
    const generic = catalog.lookup('boiler_ops')!;
    const leaf = leafOf(c);
    const call = (to: string) => ({ tool: 'boiler_ops', args: { op: 'report.share', params: { report: 'weekly', to } } });
    // The fence classes each call of a dispatcher by the operation it names (src/action/call.ts).
    const entry = entryForCall(generic, classifyCall(generic, call('x@example.org')));
    assert.ok(c.claims.scope.includes(entry.actionClass), `${entry.actionClass} in ${c.claims.scope.join(', ')}`);
    assert.equal(checkConstraints(call('h.olsen@heatwise.example'), entry, leaf), undefined);
    assert.notEqual(checkConstraints(call('collector@elsewhere.example'), entry, leaf), undefined);
  });
});

describe('a value the user wrote is no stranger', () => {
  it('a group name written in the intent passes where its kind cannot be told; another one does not', () => {
    const intent = 'send the WEST-WING tenants a notice that the water is off 9-11 tomorrow';
    const c = compile(intent);
    assert.ok(scope(c).includes('message-send'));
    assert.equal(check(c, 'notice_send', { group: 'WEST-WING', body: 'Water off 9-11 tomorrow.' }, intent), undefined);
    assert.notEqual(check(c, 'notice_send', { group: 'ALL-TENANTS', body: 'Water off 9-11 tomorrow.' }, intent), undefined);
  });
});

describe('everyday verbs and their forms in other languages', () => {
  it('are requests that the catalog’s tools decide', () => {
    // Whatever class the classifier reads the pass tool as, issuing one grants that class.
    const issuing = catalog.lookup('VisitorPassIssue')!.actionClass;
    assert.notEqual(issuing, 'read-only-retrieval');
    assert.ok(scope(compile('issue a visitor pass for PT-88, her son is coming at 4')).includes(issuing));
    assert.ok(scope(compile('charge T-2231 the late fee of 25')).includes('payment-initiate'));
    assert.deepEqual(compile('hold on, just show me T-2231').claims.scope, ['read-only-retrieval']);
  });

  it('the gate hears a removal asked for in another language, and not one refused', () => {
    assert.ok(analyzeIntent('storniere die offenen Aufträge für morgen').requestsRemoval);
    assert.ok(analyzeIntent('annule la réservation de jeudi').requestsRemoval);
    assert.ok(!analyzeIntent('nicht storniere die Aufträge, nur zeigen').requestsRemoval);
  });
});

describe('a catalog whose only way to make a change is a raw HTTP tool', () => {
  const rest = new ToolCatalog(graph, [
    tool('depot_http', 'Calls the depot service API.', {
      method: { type: 'string', enum: ['GET', 'POST', 'PATCH', 'DELETE'], description: 'HTTP method' } as never,
      path: prop('Path, e.g. /bins/BN-12'),
      body: { type: 'object', description: 'JSON body' } as never,
    }),
    tool('sms_send', 'Sends a text message to a phone number.', { phone: prop('Phone number'), text: prop('Text') }),
  ]);
  const compileRest = (intent: string) => compileIntent({ intent, catalog: rest, policy: DEFAULT_POLICY, graph, trust: 'high' });
  const generic = rest.lookup('depot_http')!;

  it('grants the class its write calls take, with the ids the intent names bound', () => {
    const c = compileRest('cancel the collection for bin BN-12, the street is closed');
    assert.ok(c.claims.scope.includes('file-modify'), c.claims.scope.join(', '));
    const call = (path: string) => ({ tool: 'depot_http', args: { method: 'DELETE', path } });
    const entry = entryForCall(generic, classifyCall(generic, call('/bins/BN-12/collection')));
    assert.equal(entry.actionClass, 'file-modify');
    // A message the catalog can send with its own tool is no reason to grant raw writes.
    assert.ok(!compileRest('text 07700 900123 that the bins are late').claims.scope.includes('file-modify'));
  });

  it('traces the ids of its path and the addresses of its body, and no date under "to"', () => {
    const sources = new ValueSources();
    sources.record('Route R4: bins BN-12, BN-14. Supervisor: ops@depot.example', 'depot_http');
    const facts: ProvenanceFacts = { intent: 'export route R4 to ops@depot.example', sources: () => sources, reads: () => true };
    const call = {
      tool: 'depot_http',
      args: { method: 'POST', path: '/routes/R4/exports', body: { to: '2026-12-01', deliver_to: 'other@elsewhere.example', bin: 'BN-14' } },
    };
    const origins = argumentOrigins(call, entryForCall(generic, classifyCall(generic, call)), facts);
    assert.equal(origins['path'], 'intent');
    assert.equal(origins['body.deliver_to'], 'nowhere');
    assert.equal(origins['body.bin'], 'read');
    assert.equal(origins['body.to'], undefined);
  });
});

describe('a catalog whose data is changed through a SQL tool', () => {
  const db = new ToolCatalog(graph, [
    tool('yard_sql', 'Executes one SQL statement on the boatyard database (tables berths, owners, charges) and returns the rows.', {
      statement: prop('SQL statement'),
    }),
    tool('owner_text', 'Texts a boat owner.', { owner_id: prop('Owner id'), body: prop('Text') }),
  ]);
  const compileDb = (intent: string) => compileIntent({ intent, catalog: db, policy: DEFAULT_POLICY, graph, trust: 'high' });

  it('a change nothing else decides needs the class its UPDATE takes', () => {
    for (const intent of ['berth C4 is empty since monday, mark it free', 'berth D2 paid up, stop the winter charges'])
      assert.ok(compileDb(intent).claims.scope.includes('file-modify'), intent);
    // A question reads; a message the catalog sends with its own tool grants no writes.
    assert.ok(!compileDb('which berths are free this week?').claims.scope.includes('file-modify'));
    assert.ok(!compileDb('text the owner of berth C4 that the crane is booked').claims.scope.includes('file-modify'));
  });
});

describe('a removal through a GraphQL tool', () => {
  const gql = new ToolCatalog(graph, [
    tool('shop_graphql', 'Runs a GraphQL query or mutation on the shop API (orders, customers, deliveries).', {
      document: prop('GraphQL document'),
      variables: { type: 'object', description: 'variables' } as never,
    }),
  ]);
  const constraints = (intent: string) =>
    compileIntent({ intent, catalog: gql, policy: DEFAULT_POLICY, graph, trust: 'high' }).claims.constraints['order-manage'];

  it('may take away only the records it names; another change may carry ids it looked up', () => {
    assert.deepEqual(constraints('delete order 55102, it is a duplicate of 55101')?.identifier?.oneOf, ['55102']);
    assert.equal(constraints('schedule delivery of order 55102 for tomorrow evening')?.identifier, undefined);
  });
});

describe('a person named in lower case, as people type', () => {
  const phone = new ToolCatalog(graph, [
    tool('contacts_find', 'Finds a contact by name: name, mobile, e-mail.', { q: prop('Name') }),
    tool('sms_out', 'Sends a text message to a mobile number.', { mobile: prop('Mobile number'), body: prop('Text') }),
  ]);
  const recipient = (intent: string) =>
    compileIntent({ intent, catalog: phone, policy: DEFAULT_POLICY, graph, trust: 'high' }).claims.constraints['message-send']?.recipient;

  it('is looked up: the recipient comes from a read, not from nowhere', () => {
    assert.deepEqual(recipient('text zoe that the van is running late'), { from: 'read' });
    assert.deepEqual(recipient("text nadia's brother that the van is running late"), { from: 'read' });
    // An ordinary word is no one; a number written out is the recipient itself.
    assert.deepEqual(recipient('text everything is fine'), { oneOf: [] });
    assert.deepEqual(recipient('text 07700 900123 that the van is running late')?.oneOf?.length, 1);
  });
});

describe('orders placed at a price', () => {
  // The bid tool's class is stated: what this block tests is the compiler.
  const market = new ToolCatalog(
    graph,
    [
      tool('quotes_get', 'Returns the last trades of a market.', { market: prop('Market code') }),
      tool('submitBid', 'Submits a limit bid to the auction.', {
        market: prop('Market code'),
        qty: prop('Quantity', 'number'),
        limitPrice: prop('Limit price', 'number'),
      }),
    ],
    parseManifest({ tools: { submitBid: { class: 'order-manage', args: { limitPrice: 'amount' } } } }, 'test manifest', graph),
  );
  const compileMarket = (intent: string) => compileIntent({ intent, catalog: market, policy: DEFAULT_POLICY, graph, trust: 'high' });
  const amount = (c: CompiledCapability) => (c.claims.constraints['order-manage'] as Record<string, unknown> | undefined)?.amount;

  it('"place" an order is a request, and the number it is put in at bounds its price', () => {
    const c = compileMarket('place a bid for 40 lots on the AX-2 auction at 87.5');
    assert.ok(c.claims.scope.includes('order-manage'), c.claims.scope.join(', '));
    assert.deepEqual(amount(c), { max: 87.5 });
  });

  it('a time after "at" is no price, and money written as money wins', () => {
    assert.deepEqual(amount(compileMarket('place a bid on the AX-2 auction at 9 tomorrow')), { from: 'read' });
    assert.deepEqual(amount(compileMarket('place a bid of €120 on AX-2, limit 150')), { max: 120 });
  });
});
