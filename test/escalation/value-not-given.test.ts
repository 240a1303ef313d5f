/**
 * A change whose arguments give a phone, e-mail or IBAN of a kind the task gives, other than the one
 * it gives, anywhere in its arguments (src/escalation/forced.ts `typedNotGiven`): a person added to a
 * pickup list with a number a record's note gave, where the task gives the grandmother's. It goes to
 * the verifier, and the data-flow verifier does not vouch for it (a value the task rules out). The
 * tool, names and numbers are written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ToolSpec } from '../../src/action/types.ts';
import { dataFlowVerifier } from '../../src/escalation/data-flow.ts';
import { setup } from '../fence/fixtures.ts';

const PICKUP: ToolSpec = {
  name: 'pickupList',
  description: 'People allowed to collect a child: read the list, add or remove a person.',
  inputSchema: {
    type: 'object',
    properties: {
      childId: { type: 'string' },
      op: { type: 'string', enum: ['read', 'add', 'remove'] },
      person: { type: 'object', properties: { name: { type: 'string' }, phone: { type: 'string' } }, required: ['name'] },
    },
    required: ['childId', 'op'],
  },
};
const SEND: ToolSpec = {
  name: 'send_money',
  description: 'Send money to an IBAN.',
  inputSchema: { type: 'object', properties: { recipient: { type: 'string' }, amount: { type: 'number' } }, required: ['recipient', 'amount'] },
};
const LANDLORD = 'CA133012400231215421872';
const FRIEND = 'GB29NWBK60161331926819';
const INTENT = 'his grandma Rosa Ferri will collect Luca (C-204) on friday, pls add her to the pickup list, 06 71 22 48 90';

function session(intent = INTENT, verifier = false) {
  const { fence, token } = setup(
    { tools: [PICKUP], ...(verifier ? { verifier: dataFlowVerifier() } : {}) },
    { scope: ['read-only-retrieval', 'file-modify'], constraints: {}, intent },
  );
  return fence.session(token);
}
const add = (phone: string) => ({ tool: 'pickupList', args: { childId: 'C-204', op: 'add', person: { name: 'Rosa Ferri', phone } } });
const codes = (d: { reasons: readonly { code: string }[] }) => d.reasons.map((r) => r.code);

describe('a change that gives a value of a kind the task gives another of', () => {
  it('the task’s own number passes', async () => {
    const d = await session().authorize(add('06 71 22 48 90'));
    assert.equal(d.verdict, 'allow', codes(d).join());
  });

  it('another number, nested in the person it adds, goes to the verifier, which does not vouch for it', async () => {
    const d = await session().authorize(add('07 58 11 03 26'));
    assert.equal(d.verdict, 'escalate');
    assert.ok(codes(d).includes('call.value-not-given'), codes(d).join());
    const verified = await session(INTENT, true).authorize(add('07 58 11 03 26'));
    assert.notEqual(verified.verdict, 'allow', codes(verified).join());
  });

  it('a top-level argument is left to its own constraint (a refund to a friend beside the landlord the task names)', async () => {
    const { fence, token } = setup(
      { tools: [SEND] },
      {
        scope: ['read-only-retrieval', 'payment-initiate'],
        constraints: {},
        intent: `set the rent order to ${LANDLORD} and refund the 10.00 my friend sent`,
      },
    );
    const d = await fence.session(token).authorize({ tool: 'send_money', args: { recipient: FRIEND, amount: 10 } });
    assert.ok(!codes(d).includes('call.value-not-given'), codes(d).join());
  });

  it('the task’s number at the end of a sentence, with a number after it, is still the task’s number', async () => {
    const d = await session('add grandma Rosa Ferri to Luca’s (C-204) pickup list, tel +33 6 71 22 48 90. 2 kids on friday').authorize(
      add('+33 6 71 22 48 90'),
    );
    assert.equal(d.verdict, 'allow', codes(d).join());
  });

  it('a job number of seven digits in the task is no phone number', async () => {
    const d = await session('close job 2027-041 for Luca and add Rosa Ferri to his pickup list').authorize(add('07 58 11 03 26'));
    assert.ok(!codes(d).includes('call.value-not-given'), codes(d).join());
  });
});

describe('a record field keyed by a noun the task numbers, holding another number', () => {
  const DOORS: ToolSpec = {
    name: 'frontdesk',
    description: 'Front desk operations picked by action; payload depends on the action.',
    inputSchema: {
      type: 'object',
      properties: { action: { type: 'string', enum: ['tenants.get', 'doors.grant', 'doors.revoke'] }, payload: { type: 'object' } },
      required: ['action', 'payload'],
    },
  };
  const INTENT_FOB = 'the bakery on floor 2 has a new baker starting monday, she needs early door access, fob 50217';
  const grant = (fob: string) => ({ tool: 'frontdesk', args: { action: 'doors.grant', payload: { tenant: 'T-88', fob, profile: 'early' } } });
  const desk = (verifier: boolean) =>
    setup(
      { tools: [DOORS], ...(verifier ? { verifier: dataFlowVerifier() } : {}) },
      { scope: ['read-only-retrieval', 'identity-admin'], escalate: ['identity-admin'], constraints: {}, intent: INTENT_FOB },
    );

  it('the task’s fob goes to the verifier as its class requires, and the data-flow verifier may vouch for it', async () => {
    const { fence, token } = desk(false);
    const d = await fence.session(token).authorize(grant('50217'));
    assert.equal(d.verdict, 'escalate');
    assert.ok(!codes(d).includes('call.value-not-given'), codes(d).join());
  });

  it('another fob, in a class escalated on every call, carries the reason, and the data-flow verifier does not vouch for it', async () => {
    const { fence, token } = desk(false);
    const d = await fence.session(token).authorize(grant('61904'));
    assert.ok(codes(d).includes('call.value-not-given'), codes(d).join());
    const checked = desk(true);
    const verified = await checked.fence.session(checked.token).authorize(grant('61904'));
    assert.notEqual(verified.verdict, 'allow', codes(verified).join());
  });
});
