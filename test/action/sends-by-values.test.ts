/**
 * A tool whose annotations claim it is read-only, and whose call carries people's addresses and a text, sends
 * (src/action/sends-by-values.ts). A command record's choice named for an action is read inside any record. The tools,
 * words and numbers are written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifyTool } from '../../src/action/catalog.ts';
import { classifyCall } from '../../src/action/call.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

const graph = CapabilityGraph.builtIn();
const classOf = (entry: ReturnType<typeof classifyTool>, args: Record<string, unknown>) =>
  classifyCall(entry, { tool: entry.spec.name, args }).actionClass;

describe('a read-only claim the call contradicts', () => {
  const preview = classifyTool(
    {
      name: 'check_note',
      description: 'Checks a note.',
      inputSchema: { type: 'object', properties: { a: { type: 'array', items: { type: 'string' } }, b: { type: 'string' } } },
      annotations: { readOnlyHint: true },
    },
    graph,
  );

  it('sends when the call carries addresses and a text', () => {
    assert.equal(preview.actionClass, 'read-only-retrieval');
    assert.equal(classOf(preview, { a: ['+4930 1234 5678'], b: 'Your pass expired, renew it today' }), 'message-send');
    assert.equal(classOf(preview, { a: ['lena@mail.example'], b: '明日は休館です。ご注意ください' }), 'message-send');
  });

  it('reads when the call carries no address, or no text', () => {
    assert.equal(classOf(preview, { a: ['N-1204'], b: 'Your pass expired, renew it today' }), 'read-only-retrieval');
    assert.equal(classOf(preview, { a: ['+4930 1234 5678'], b: 'N-1204' }), 'read-only-retrieval');
  });
});

describe('a record whose choice is named for an action', () => {
  it('is a command whatever the record is called, and a read-only claim does not vouch for choices nothing reads', () => {
    const lift = classifyTool(
      {
        name: 'x_ctl',
        description: 'Zorvak plint.',
        inputSchema: {
          type: 'object',
          properties: { k: { type: 'object', properties: { op: { type: 'string', enum: ['status', 'zorvak', 'plint'] } } } },
        },
        annotations: { readOnlyHint: true },
      },
      graph,
    );
    assert.notEqual(lift.actionClass, 'read-only-retrieval');
    assert.equal(classOf(lift, { k: { op: 'status' } }), 'read-only-retrieval');
    assert.notEqual(classOf(lift, { k: { op: 'zorvak' } }), 'read-only-retrieval');
  });
});

describe('a tool whose words say nothing the fence reads', () => {
  const unread = (name: string, props: string[]) =>
    classifyTool(
      {
        name,
        description: 'Zorvak plint quel.',
        inputSchema: { type: 'object', properties: Object.fromEntries(props.map((p) => [p, { type: ['string', 'number', 'array'] }])) },
      },
      graph,
    );
  const mail = unread('qel_zorvak', ['na', 'ar', 'tx']);
  const pay = unread('plint_orvu', ['ka', 'ak', 'tk', 'ud']);

  it('is the conservative class by its words, and is classed by the values of each call', () => {
    assert.equal(mail.source, 'default');
    assert.equal(mail.actionClass, 'external-api-call');
  });

  it('sends a message when the call carries addresses and a text, and no number or sum', () => {
    assert.equal(
      classOf(mail, { na: ['dfo@forest.example'], ar: 'Paid: fuel bill', tx: 'Sir, the fuel bill for March was paid today.' }),
      'message-send',
    );
    assert.equal(classOf(mail, { na: ['+291 7 114 208'], tx: 'ሰላም፡ ምርኢትኩም ቀዳም ሰዓት 10:00 ተረጋጊጹ ኣሎ።' }), 'message-send');
    // A note beside a sum to an address is a payment's, not a message's.
    assert.notEqual(classOf(mail, { na: ['sam@mail.example'], ar: 250, tx: 'for the bunk beds, thanks mate' }), 'message-send');
  });

  it('pays when the call carries a sum and an account, or a phone and no text', () => {
    assert.equal(classOf(pay, { ka: 'Dhansiri Filling Station', ak: '30991827740', tk: 18760.4, ud: 'ADS diesel, March 2038' }), 'payment-initiate');
    assert.equal(classOf(pay, { ka: 'Kondwani Mbewe', ak: '0991 554 210', tk: 86400 }), 'payment-initiate');
  });

  it('a number beside no account is no payment: a measurement recorded stays what its words say', () => {
    assert.equal(classOf(pay, { ka: '3416006014/RC/9288', tk: 286.4, ud: 'Prakash Majhi' }), 'external-api-call');
  });
});

describe('a read told where to send what it reads', () => {
  const statement = classifyTool(
    {
      name: 'get statement',
      description: 'The account statement for a month.',
      inputSchema: { type: 'object', properties: { 'for month': { type: 'string' }, 'email to': { type: 'string' } } },
      annotations: { readOnlyHint: true },
    },
    graph,
  );
  const sent = classifyTool(
    {
      name: 'list sent mail',
      description: 'Lists sent messages.',
      inputSchema: { type: 'object', properties: { to: { type: 'string' }, email: { type: 'string' } } },
    },
    graph,
  );

  it('sends it: "email to" with an address makes the read a message', () => {
    assert.equal(classOf(statement, { 'for month': '2038-03' }), 'read-only-retrieval');
    assert.equal(classOf(statement, { 'for month': '2038-03', 'email to': 'licensing@council-portal.example' }), 'message-send');
  });

  it('a filter named "to" or "email" sends nothing', () => {
    assert.equal(classOf(sent, { to: 'ana@mail.example', email: 'ana@mail.example' }), 'read-only-retrieval');
  });
});
