/**
 * Everyday English that asks for a change without a plain request verb, in wording of our own over
 * a small catalog written here: phrasal verbs whose particle follows the object ("take X off the
 * team", "hand it over to …", "knock the fees off"), light verbs read by their noun ("give her a
 * zero", "give him a pin"), a thing put on or moved to a date, "open a new …", trade shorthand
 * ("ack", "cxl", "86"), a past-tense report followed by "log it", a role named after "as", a fee
 * put on an account and an entry withdrawn. The class comes from what the idiom does to its
 * object, and never wider: the last block checks what must stay unasked or narrow.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ToolSpec } from '../../src/action/types.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { grantedOver, labelledCatalog, prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();

// prettier-ignore
const TOOLS: [ToolSpec, string][] = [
  [tool('ledger_lookup', 'Finds a member record, its balance and its history.', { member: prop('Member id') }), 'read-only-retrieval'],
  [tool('ledger_edit', 'Edits a member record: grades, notes, fees owed, statuses.', { member: prop('Member id'), fields: prop('Fields', 'object') }), 'file-modify'],
  [tool('club_membership', 'Adds or removes a person from a team, or changes their role on it.', { person: prop('Person'), team: prop('Team'), role: prop('Role') }), 'identity-admin'],
  [tool('diary_event', 'Creates or moves an event on the calendar.', { title: prop('Title'), start: prop('Start') }), 'calendar-write'],
  [tool('notice_board_post', 'Posts a message to members.', { to: prop('Recipient'), text: prop('Text') }), 'message-send'],
  [tool('treasury_pay', 'Pays money out of the club account.', { payee: prop('Payee'), amount: prop('Amount', 'number') }), 'payment-initiate'],
  [tool('plant_command', 'Sends a command to a machine or an alarm panel.', { device: prop('Device'), command: prop('Command') }), 'external-api-call'],
];
const catalog = labelledCatalog(graph, TOOLS);
const scope = grantedOver(catalog, graph);

const CASES: [string, string[]][] = [
  ['take jess moreno off the under-12s squad, she quit', ['identity-admin']],
  ['strike oliver off the committee roster', ['identity-admin']],
  ['knock the overdue fees off for member M-2291', ['file-modify']],
  ["i'm done as treasurer, hand it over to dev patel, dev.patel@example.org", ['identity-admin']],
  ['call the team meeting off, half of us are ill', ['calendar-write']],
  ['push the board meeting back to thursday', ['calendar-write']],
  ['give the three students who skipped quiz 4 a zero', ['file-modify']],
  ['put in the scores for round 2: priya 14, tom 11', ['file-modify']],
  ['give the new caretaker a fob for the side gate', ['identity-admin']],
  ['issue a temporary pin for the visiting auditor', ['identity-admin']],
  ['make sam okafor an admin on the juniors team', ['identity-admin']],
  ['add lena to the volunteers team as treasurer', ['identity-admin']],
  ['add my son Teo (teo.v@example.org) to the family plan as a normal member, not an admin', ['identity-admin']],
  ['move the cup final to sat the 21st', ['calendar-write']],
  ['ack the pressure alarm on press 3', ['external-api-call']],
  ['cxl the 4pm call with the auditors', ['calendar-write']],
  ['deny the refund claim RC-7710, it was already paid', ['file-modify']],
  ['86 the lemon tart for the rest of the week', ['file-modify']],
  ['replaced the filter on pump 2 this morning, log it', ['file-modify']],
  ["put a $15 late fee on flat 9's account", ['file-modify']],
  ['withdraw our entry from the spring show', ['file-modify']],
  ['whatsapp the under-12s parents that training moves to 6pm', ['message-send']],
  ['ack the pressure alarm on press 3 and sms him the reading', ['external-api-call', 'message-send']],
  // Someone who lacks access is to be given it.
  ["the club's new secretary needs editor access on the team site: ana.r@example.org", ['identity-admin']],
  ['our new groundsman needs 24/7 gate access, fob 4410', ['identity-admin']],
  // A line, a note or a thank-you dropped or shot to someone is a message; nothing is dropped.
  ['drop the coach a thank-you for saturday', ['message-send']],
  ['shoot him an email about the new kick-off time', ['message-send']],
  // A comma ends the noun phrase an adjective opens: "refund" after "…monthly," is the request.
  ['she paid for march twice on the monthly, refund the second one (30 eur)', ['payment-initiate']],
];

describe('everyday idioms ask for the change they describe', () => {
  for (const [intent, expected] of CASES) it(intent, () => assert.deepEqual(scope(intent), expected));
});

describe('never wider than a careful reading', () => {
  const none = (intent: string, cls: string) => it(`${intent} — no ${cls}`, () => assert.ok(!scope(intent).includes(cls), scope(intent).join()));
  none('log in to the portal and tell me my balance', 'file-modify');
  // A question about what someone did asks for nothing, whatever stands between the auxiliary and the verb.
  none('what did the bakery on king st (member 4410) upload as proof of its hygiene course? just tell me, no decisions yet', 'file-modify');
  none('take a look at the roster for saturday', 'identity-admin');
  none("push back on the caterer's quote, it's too high", 'calendar-write');
  none('give me the pin for the shed, I forgot it', 'identity-admin');
  none('I need access to the minutes, can you find them', 'identity-admin');
  none('drop the coach a thank-you for saturday', 'file-modify');
  none('does the new groundsman need gate access?', 'identity-admin');
  none('the invoice needs to be paid by friday, just check it', 'payment-initiate');
  none('save this as a member note on M-2291', 'identity-admin');
  none('make the minutes a pdf and post them to the members', 'identity-admin');
  none('move $300 to the savings pot on friday', 'calendar-write');
  none('open a new tab with the league table', 'file-modify');
  none('put the $40 entry fee on my visa', 'file-modify');
  // A messenger named as a thing, not used as a verb.
  none('turn the sms reminders off for the juniors team', 'message-send');
  none('read me the whatsapp from the coach', 'message-send');
  it('money withdrawn is still a payment', () => assert.deepEqual(scope('withdraw $200 from the club account for the trip'), ['payment-initiate']));
  it('time taken off is no removal', () => assert.ok(!scope('take friday off, the kids are sick').includes('identity-admin')));
});
