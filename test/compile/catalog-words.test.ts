/**
 * Requests in the catalog's own words, over small catalogs written here: a verb no vocabulary
 * holds is a request when it names a tool that changes something and its object fits that tool
 * (catalog-verbs.ts); the operations of per-call tools (a dispatcher's listed operations, a GraphQL
 * tool's mutations) are matched like tools; light verbs take the request of their noun ("sort out a
 * refund"); a person described by their role is looked up; and an object-verb name (`ChargeRefund`)
 * is read both ways.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import type { ToolSpec } from '../../src/action/types.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();

const SITE: ToolSpec[] = [
  tool('claims.sub.list', 'Subcontractor claims on a site with the assessed value.', { site: prop('Site code') }),
  tool('claims.sub.endorse', 'Endorse a subcontractor claim at a value; the value becomes payable.', {
    claim_id: prop('Claim id'),
    endorsed_value: prop('Value', 'number'),
  }),
  tool('rebates/solar_apply', 'Apply the solar rebate to a customer account.', { account_no: prop('Account'), kwh: prop('kWh', 'number') }),
  tool('FeeRefund', 'Refund one fee line of a booking.', { bookingRef: prop('Booking'), lineId: prop('Line'), amount: prop('Amount', 'number') }),
  tool('BookingFind', 'Find bookings by reference.', { query: prop('Text') }),
  tool('BookingExtend', 'Move the end date of a booking.', { bookingRef: prop('Booking'), newEnd: prop('Date') }),
  tool(
    'lab_gql',
    'Run a GraphQL mutation on the lab portal. Mutations: signOffSample(id), shareNotebook(id, email), moveBudget(lab, from, to, amount).',
    {
      mutation: prop('GraphQL mutation document'),
      variables: { type: 'object', description: 'Variables' } as never,
    },
  ),
  tool('hub', 'Dispatch an operation to the building hub.', {
    action: { type: 'string', enum: ['doors.grant', 'doors.list', 'rooms.book', 'reports.export'], description: 'Operation' } as never,
    payload: { type: 'object', description: 'Operation parameters' } as never,
  }),
  tool('pipeline_send', 'E-mail a requisition pipeline to someone.', { requisition: prop('Requisition id'), recipient: prop('E-mail address') }),
];
const catalog = new ToolCatalog(graph, SITE);
const compile = (intent: string) => compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph, trust: 'high' });
const scope = (intent: string): string[] => compile(intent).claims.scope.filter((c) => c !== 'read-only-retrieval');

describe('requests in the catalog’s own words', () => {
  it('a verb no vocabulary holds names the tool it asks for, typos and all', () => {
    const endorse = catalog.lookup('claims.sub.endorse')!.actionClass;
    assert.ok(scope('endorse the scaffolding claim on site 4 at the assessed value').includes(endorse));
    assert.ok(scope('endrose the scaffolding claim on site 4').includes(endorse), 'one letter slipped');
    const apply = catalog.lookup('rebates/solar_apply')!.actionClass;
    assert.ok(scope('pls apply the solar rebate on 300-1122').includes(apply));
  });

  it('only where a request verb stands, with an object the tool fits', () => {
    // A question, a noun, an object the tool does not fit: no request.
    assert.deepEqual(scope('how do I endorse a claim?'), []);
    assert.deepEqual(scope('the endorse step takes a day'), []);
    assert.deepEqual(scope('endorse the new logo design'), []);
    assert.deepEqual(scope("don't endorse the scaffolding claim"), []);
  });

  it('operations of per-call tools are matched like tools', () => {
    // GraphQL mutations named in the description, a dispatcher's listed operations.
    const share = compile('share notebook NB-7 with our collaborator k.osei@uni.example');
    const granted = share.claims.scope.find((c) => c !== 'read-only-retrieval');
    assert.equal(granted, 'file-modify', share.claims.scope.join(', '));
    assert.deepEqual(share.claims.constraints[granted]?.recipient?.oneOf, ['k.osei@uni.example']);
    assert.ok(scope("give the new tenant's fob 24/7 door access").includes('identity-admin'));
  });

  it('a light verb takes the request of its noun', () => {
    assert.ok(scope('sort out a refund for the parking fee on BK-2201').includes(catalog.lookup('FeeRefund')!.actionClass));
  });

  it('a person described by their role is looked up, not bound to the ids the request names', () => {
    const c = compile('send the REQ-77 pipeline to the hiring manager');
    const cls = c.claims.scope.find((s) => s !== 'read-only-retrieval')!;
    assert.deepEqual(c.claims.constraints[cls]?.recipient, { from: 'read' });
  });
});

describe('a new one of what the previous request acted on; lowering a value', () => {
  const market: ToolSpec[] = [
    tool('listBids', 'List my open bids on a market.', { market: prop('Market') }),
    tool('cancelBid', 'Cancel one of my bids.', { bidId: prop('Bid id') }),
    tool('placeBid', 'Place a bid on a market at a limit price.', {
      market: prop('Market'),
      limitPrice: prop('Limit price', 'number'),
      volume: prop('Volume', 'number'),
    }),
    tool('tag_write', 'Write a value to a controller tag (setpoints, modes).', { tag_path: prop('Tag path'), value: prop('Value', 'number') }),
  ];
  const cat = new ToolCatalog(graph, market);
  const c = (intent: string) => compileIntent({ intent, catalog: cat, policy: DEFAULT_POLICY, graph, trust: 'high' });

  it('"cancel my bid … and put in a new one at 95": the new one is a bid, bounded by its price', () => {
    const compiled = c('cancel my bid on the day-ahead market and put in a new one at 95');
    const cls = cat.lookup('placeBid')!.actionClass;
    assert.ok(compiled.claims.scope.includes(cls));
    assert.equal(compiled.claims.constraints[cls]?.amount?.max, 95);
  });

  it('"drop the setpoint to 182" lowers it (no deletion); "drop the old bids" still removes', () => {
    assert.ok(c('drop the oven setpoint to 182').claims.scope.includes(cat.lookup('tag_write')!.actionClass));
    assert.equal(c('drop the oven setpoint to 182').frame.operations[0]?.verb, 'lower');
    assert.notEqual(c('drop the old bids').frame.operations[0]?.verb, 'lower');
  });
});

describe('people by the role they have', () => {
  const desk: ToolSpec[] = [
    tool('claim_get', 'A claim with its policyholder and their contact details.', { claim: prop('Claim number') }),
    tool('notify_email', 'E-mail someone about a claim.', { claim: prop('Claim number'), email_address: prop('E-mail address'), text: prop('Text') }),
    tool('sms_send', 'Text a phone number.', { to_number: prop('Phone number'), text: prop('Text') }),
  ];
  const cat = new ToolCatalog(graph, desk);
  const c = (intent: string) => compileIntent({ intent, catalog: cat, policy: DEFAULT_POLICY, graph, trust: 'high' });
  const recipient = (intent: string) => {
    const compiled = c(intent);
    return compiled.claims.constraints[compiled.claims.scope.find((s) => s !== 'read-only-retrieval')!]?.recipient;
  };

  it('"the policyholder on CLM-7", "biscuit’s owner", "text chef luca": looked up where they are written', () => {
    assert.deepEqual(recipient('email the policyholder on CLM-7 that the payout went out'), { from: 'read' });
    assert.deepEqual(recipient("text biscuit's owner that the booster is due"), { from: 'read' });
    assert.deepEqual(recipient('text chef luca the new prices'), { from: 'read' });
  });

  it('an address the intent writes still binds', () => {
    assert.deepEqual(recipient('email the policyholder at p.holder@mail.example that the payout went out')?.oneOf, ['p.holder@mail.example']);
  });
});

describe('a sharing tool whose description names the address it shares with', () => {
  const SHARE: ToolSpec[] = [
    tool('rota-list', 'Lists the week rota of a depot.', { depot: prop('Depot code') }),
    tool('rota-share', "Shares a depot's week rota with an e-mail address.", { rota_week: prop('Week'), share_with: prop('') }),
    tool('crew-notify', 'Sends a note to a crew member by SMS.', { mobile: prop('Mobile'), text: prop('Text') }),
  ];
  const shareCatalog = new ToolCatalog(graph, SHARE);
  it('`share_with` holds the person shared with, and "share X with <address>" asks for that tool', () => {
    assert.equal(shareCatalog.lookup('rota-share')!.roles.get('share_with'), 'recipient');
    const token = compileIntent({
      intent: "share this week's rota with lead.north@depot-mail.test",
      catalog: shareCatalog,
      policy: DEFAULT_POLICY,
      graph,
      trust: 'high',
    });
    assert.ok(token.claims.scope.includes(shareCatalog.lookup('rota-share')!.actionClass));
  });
});

describe('an id after "to" names the record a recipient is looked up in', () => {
  const IMAGES: ToolSpec[] = [
    tool('requests.get', 'Get a picture request with the requester and their e-mail.', { request_id: prop('Request id') }),
    tool('images.hires.share', 'Sends a download link for full-resolution images of an object to an address.', {
      object_no: prop('Object number'),
      share_with: prop(''),
    }),
  ];
  const imageCatalog = new ToolCatalog(graph, IMAGES);
  it('"hi-res" fits `hires`, and the recipient comes from a read, not the id', () => {
    const token = compileIntent({
      intent: 'send the hi-res of 1999.4 to the historian from REQ-3318',
      catalog: imageCatalog,
      policy: DEFAULT_POLICY,
      graph,
      trust: 'high',
    });
    const cls = imageCatalog.lookup('images.hires.share')!.actionClass;
    assert.ok(token.claims.scope.includes(cls));
    assert.deepEqual(token.claims.constraints[cls]?.recipient, { from: 'read' });
  });
});

describe('a contact detail a change writes', () => {
  const CRM: ToolSpec[] = [
    tool('crm.contacts.find', 'Find contacts by name.', { query: prop('Name') }),
    tool('crm.contacts.update', 'Update fields of a contact.', {
      contact_id: prop('Contact id'),
      fields: { type: 'object', description: 'Fields to set' } as never,
    }),
    tool('crm.contacts.share', 'Share a contact card with an e-mail address.', { contact_id: prop('Contact id'), share_with: prop('') }),
  ];
  const crm = new ToolCatalog(graph, CRM);
  it('is the value the user wrote, wherever the call puts it (a nested field)', () => {
    const token = compileIntent({
      intent: "find Ines Duarte's contact and change her phone to +351 21 555 0142",
      catalog: crm,
      policy: DEFAULT_POLICY,
      graph,
      trust: 'high',
    });
    const cls = crm.lookup('crm.contacts.update')!.actionClass;
    assert.deepEqual(token.claims.constraints[cls]?.recipient, { oneOf: ['+351215550142'], from: 'intent' });
  });
});

describe('a request whose verb is the noun a tool is named for', () => {
  const studio = new ToolCatalog(graph, [
    tool('sessions.list', 'Lists the studio sessions between two dates.', { from: prop('Start date'), to: prop('End date') }),
    tool('sessions.create', 'Creates a session for a client and blocks the studio for it.', { client_id: prop('Client'), start: prop('Start time') }),
    tool('bookings.create', 'Creates a session for a client and holds the slot.', { client_id: prop('Client'), start: prop('Start time') }),
  ]);
  const scopeOf = (intent: string): string[] =>
    compileIntent({ intent, catalog: studio, policy: DEFAULT_POLICY, graph, trust: 'high' }).claims.scope.filter((c) => c !== 'read-only-retrieval');
  it('"book a session" is the class of the tool named for bookings', () => {
    assert.deepEqual(scopeOf('book a portrait session for the Osei family, client K-2291, friday 9am'), [
      studio.lookup('bookings.create')!.actionClass,
    ]);
  });
  it('a look-up stays a look-up', () => {
    assert.deepEqual(scopeOf('which sessions are booked next week?'), []);
  });
});

describe('an id a message is about is not whom it goes to', () => {
  const mail = new ToolCatalog(graph, [
    tool('send_email', 'Sends an e-mail.', { to: prop('Recipient e-mail addresses'), subject: prop('Subject'), body: prop('Body') }),
    tool('send_sms', 'Sends a text message.', { to: prop('E.164 phone number'), message: prop('Text') }),
    tool('get_job', 'Returns a repair job with the customer’s contact.', { job_id: prop('Job id') }),
  ]);
  it('"send the quote for R-5512 by e-mail" looks the address up', () => {
    const intent = 'stuur familie de boer de offerte voor de fiets (R-5512), per mail';
    const token = compileIntent({ intent, catalog: mail, policy: DEFAULT_POLICY, graph, trust: 'high' });
    const bound = token.claims.constraints['message-send']?.recipient;
    assert.ok(bound !== undefined && !(bound.oneOf ?? []).includes('R-5512'), JSON.stringify(bound));
  });
});
