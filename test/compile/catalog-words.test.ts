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
