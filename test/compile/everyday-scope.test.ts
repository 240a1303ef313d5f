/**
 * Everyday requests whose scope the compiler missed on a clean held-out set, in wording of our own
 * over a small catalog written here: a post whose channel follows "in" or whose content clause names
 * something else, a post of a summary to a channel, following up and thanking, logging a to-do,
 * changing someone else's details (a record, not the user's account) and a part of a document.
 * Every check failed before the fix it covers.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog, parseManifest } from '../../src/action/catalog.ts';
import type { ToolSpec } from '../../src/action/types.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY, loadPolicy } from '../../src/capability/compile/index.ts';
import { grantedOver, labelledCatalog, prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();

// prettier-ignore
const TOOLS: [ToolSpec, string][] = [
  [tool('team_chat_write', 'Writes a message into a team channel.', { room: prop('Channel'), words: prop('Text') }), 'message-send'],
  [tool('mailer_send', 'Sends an e-mail to a person.', { to: prop('Address'), body: prop('Text') }), 'message-send'],
  [tool('people_lookup', 'Finds a person record by name.', { name: prop('Name') }), 'read-only-retrieval'],
  [tool('people_edit', 'Edits fields of a person record.', { person: prop('Person id'), fields: prop('Fields', 'object') }), 'file-modify'],
  [tool('me_profile_edit', "Edits the signed-in user's own profile.", { phone: prop('Phone') }), 'account-modify'],
  [tool('todo_add', 'Adds an item to a to-do board.', { title: prop('Title'), due: prop('Due date') }), 'file-modify'],
  [tool('contracts_edit_text', 'Replaces text in a stored contract.', { doc: prop('Document id'), text: prop('New text') }), 'file-modify'],
  [tool('fleet_logs', 'Returns recent log lines of a machine.', { machine: prop('Machine') }), 'read-only-retrieval'],
  [tool('agenda_create_event', 'Creates an event on the calendar.', { title: prop('Title'), start: prop('Start') }), 'calendar-write'],
  [tool('house_device_command', 'Sends a command to a smart-home device.', { device: prop('Device'), command: prop('Command') }), 'external-api-call'],
  [tool('org_role_assign', 'Gives a person a role on a workspace.', { person: prop('E-mail'), role: prop('Role') }), 'identity-admin'],
  [tool('sms_out', 'Texts a phone number.', { number: prop('Phone number'), words: prop('Text') }), 'message-send'],
];
const catalog = labelledCatalog(graph, TOOLS);
const scope = grantedOver(catalog, graph);
const recipients = (intent: string) =>
  (
    compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph, trust: 'high' }).claims.constraints['message-send'] as
      Record<string, unknown> | undefined
  )?.recipient;
/** Scope and always-escalate classes at the default policy's default level (`standard`). */
const standard = (intent: string): [string[], string[]] => {
  const c = compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph });
  return [c.claims.scope.filter((x) => x !== 'read-only-retrieval').sort(), [...c.claims.escalate].sort()];
};

describe('posting to a channel sends a message', () => {
  it('a channel after "in", and a content clause that names a release or a deployment, still post a message', () => {
    assert.deepEqual(scope('post in #releases that version 7.2 shipped'), ['message-send']);
    assert.deepEqual(scope('please post on #ops that the deployment finished'), ['message-send']);
  });
  it('a summary posted to a channel is a message, not a document', () => {
    assert.deepEqual(scope('pull the latest log lines of db-2 and post a brief summary to #sre'), ['message-send']);
  });
});

describe('getting in touch is a message', () => {
  it('"follow up with" and "thank" send', () => {
    assert.deepEqual(scope('follow up with the supplier about the late pallets'), ['message-send']);
    assert.deepEqual(scope('thank Priya for covering my shift'), ['message-send']);
  });
});

describe('verbs of everyday work', () => {
  it('"reach out to" gets in touch; "retry" a pipeline reruns it; "escalate" a case hands it on', () => {
    assert.deepEqual(scope('reach out to the supplier about the late pallets'), ['message-send']);
    assert.deepEqual(standard('retry the nightly pipeline'), [['external-api-call'], ['external-api-call']]);
    assert.deepEqual(scope('escalate case C-5521 to the second line'), ['file-modify']);
    assert.deepEqual(scope('file a claim for the broken screen on 2026-10-02'), ['file-modify']);
    assert.deepEqual(scope('rsvp yes to the summer barbecue'), ['calendar-write']);
  });
});

describe('records: to-dos, parts of documents, other people’s details', () => {
  it('logging a to-do with a due date is a record, not a calendar entry', () => {
    assert.deepEqual(scope('log a task for me to renew the lease by 2026-12-15'), ['file-modify']);
  });
  it('a clause or section of a document is part of the document', () => {
    assert.deepEqual(scope('change section 4 of CT-118 so the notice period is 60 days'), ['file-modify']);
  });
  it("someone else's phone number is a record about them; the user's own is their account", () => {
    assert.deepEqual(scope("update Amara Osei's phone number to +44 20 7946 0018"), ['file-modify']);
    assert.deepEqual(scope('change her address to 12 Quay Street'), ['file-modify']);
    assert.deepEqual(scope('update my phone number to +44 20 7946 0019'), ['account-modify']);
  });
});

describe('the default policy escalates what the user asked for beyond the standard level, never silently allows it', () => {
  it('a device command or a role the intent asks for in its own words is granted with every call escalated', () => {
    assert.deepEqual(standard('lock the garage door'), [['external-api-call'], ['external-api-call']]);
    assert.deepEqual(standard('set the hallway thermostat to 19'), [['external-api-call'], ['external-api-call']]);
    // Appliances and plant a small business runs: a radiator, a washing machine, an air conditioner, a kiln.
    for (const intent of [
      'turn off the radiator in the guest room',
      'switch on the washing machine',
      'turn the air conditioner down to 24',
      'set the kiln to 1000 degrees',
    ])
      assert.ok(standard(intent)[0].includes('external-api-call'), intent);
    assert.deepEqual(standard('give sam@example.org editor on the design workspace'), [['identity-admin'], ['identity-admin']]);
  });
  it('a request after a dash is a request of its own', () => {
    assert.deepEqual(standard('the ticket says who needs access — bind them viewer on the workspace'), [['identity-admin'], ['identity-admin']]);
  });
  it('nothing asked, nothing granted: a delegated agenda or a read earns no approval', () => {
    assert.deepEqual(standard('check whether the garage door is locked'), [[], []]);
    assert.deepEqual(standard('do whatever the note on the fridge panel says')[0].includes('external-api-call'), false);
  });
  it('the strict preset lists no approval classes: the same request is refused there', () => {
    const strict = loadPolicy(new URL('../../policies/strict.yaml', import.meta.url).pathname, graph);
    const c = compileIntent({ intent: 'lock the garage door', catalog, policy: strict, graph });
    assert.ok(!c.claims.scope.includes('external-api-call'));
  });
});

describe('an address the intent says is written somewhere comes from reading it there', () => {
  it('"her address is in …", "the number they left", "the person named in it" allow a recipient read from outputs', () => {
    assert.deepEqual(recipients('email the minutes to Ana, her address is in the staff list'), { from: 'read' });
    assert.deepEqual(recipients('text the number they left on the visitor log a thank-you'), { from: 'read' });
    assert.deepEqual(recipients('email the signed lease to the tenant named in it'), { from: 'read' });
    assert.deepEqual(recipients('the visitor log has their e-mail — forward the photos there'), { from: 'read' });
    assert.deepEqual(recipients('send the slides to the e-mail on the ticket'), { from: 'read' });
  });
  it('an address written out stays the only one allowed', () => {
    assert.deepEqual(recipients('email the minutes to ana@example.org'), { oneOf: ['ana@example.org'], from: 'intent' });
  });
});

describe('a verb that may pay is a payment only when money is named', () => {
  it('"send the report" over a catalog whose only sending tool moves money grants no payment; "send 20 USDC" does', () => {
    const wallet = new ToolCatalog(
      graph,
      [tool('vault_send', 'Sends funds to an address.', { to: prop('Address'), qty: prop('Amount', 'number') })],
      parseManifest({ tools: { vault_send: { class: 'payment-initiate' } } }, 'test manifest', graph),
    );
    const granted = (intent: string) => compileIntent({ intent, catalog: wallet, policy: DEFAULT_POLICY, graph }).claims.scope;
    assert.ok(!granted('send the report — the final one — to ops@example.org').includes('payment-initiate'));
    assert.ok(granted('send 20 USDC to 0x9f2c5a6b7d8e9f00112233445566778899aabbcc').includes('payment-initiate'));
  });
});
