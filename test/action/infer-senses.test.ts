/**
 * Verbs whose class depends on what they act on, names whose verb comes last, and descriptions that
 * are noun phrases. Every tool here is made up; none is from a catalog the classifier is judged on.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inferTool } from '../../src/action/infer.ts';
import type { ToolSpec } from '../../src/action/types.ts';

const props = (...names: string[]) => ({ type: 'object' as const, properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])) });
const classOf = (name: string, description?: string, extra: Partial<ToolSpec> = {}) =>
  inferTool({ name, ...(description === undefined ? {} : { description }), ...extra });
const cls = (name: string, description?: string, extra: Partial<ToolSpec> = {}) => {
  const inferred = classOf(name, description, extra);
  return { cls: inferred.actionClass, why: inferred.evidence.join('; ') };
};
const is = (expected: string | undefined, name: string, description?: string, extra: Partial<ToolSpec> = {}) => {
  const got = cls(name, description, extra);
  assert.equal(got.cls, expected, `${name}: ${got.why}`);
};

describe('a verb after its object, and "issue" as a making verb', () => {
  it('issuing vouchers and mailing them sends, whatever a read-only annotation claims, and the evidence says so', () => {
    const spec = {
      inputSchema: props('promotion_id', 'buyer_email'),
      annotations: { readOnlyHint: true },
    };
    const inferred = classOf(
      'gift_vouchers_issue',
      'Issue gift vouchers for a promotion and e-mail them to the buyer. Draws down the promotion budget.',
      spec,
    );
    assert.equal(inferred.actionClass, 'message-send', inferred.evidence.join('; '));
    assert.match(inferred.evidence.join(' '), /annotations claim it is read-only/);
  });
  it('issuing a permit is a write, never the read of a later sentence', () => {
    const got = cls('parking_permits_issue', 'Issue a parking permit to a resident. Counts towards the street quota.', {
      annotations: { readOnlyHint: true },
    });
    assert.notEqual(got.cls, 'read-only-retrieval', got.why);
  });
  it('"issue" and "place" in a name are nouns unless the description does them', () => {
    is('read-only-retrieval', 'get_issue_labels', 'Lists the labels of an issue.');
    is('read-only-retrieval', 'venue_place_photos', 'Get photos of a place by its id.');
    is('order-manage', 'rentals.holds.place', 'Place a hold on a power tool for a renter.');
    is('payment-initiate', 'sportsbook.wager.place', 'Place a wager on a match for the account holder.');
  });
});

describe('sending: dispatching a message, a command to a machine, posting money', () => {
  it('dispatching a text or a message sends it; dispatching a crew does not', () => {
    is('message-send', 'depot_dispatch_text', 'Text a driver from the depot number.');
    is('message-send', 'alerts.dispatch_message', 'Dispatch a message to the on-call pager.');
    assert.notEqual(cls('dispatch_technician', 'Dispatch a technician to a site.').cls, 'message-send');
  });
  it('a command sent to an appliance acts on it', () => {
    is('external-api-call', 'kiln_link', 'Send a command to a kiln controller, such as a firing profile.');
  });
  it('posting a fee or a ledger entry moves money; posting a reply sends; an HTTP-style post of a record creates it', () => {
    is('payment-initiate', 'bar-tab-fee-post', 'Post a fee to a guest tab.');
    is('payment-initiate', 'gl.post_entry', 'Post an entry to the general ledger.');
    is('message-send', 'forum_post', 'Post a reply in a thread.');
    is('identity-admin', 'KeysApi.post_access_token', 'Create an access token for a build robot.');
    is('file-modify', 'ChangelogApi.post_changelog_entry');
  });
});

describe('physical access is identity: a card, a fob or a badge that opens a door', () => {
  it('encoding or programming an access credential grants access; encoding data reads', () => {
    is('identity-admin', 'fob_encode', 'Encode a key fob for a new tenant.', { inputSchema: props('unit', 'tenant_name', 'expires') });
    is('identity-admin', 'badge-program', 'Program an access badge for a contractor, valid until a given date.');
    is('identity-admin', 'encode_card', 'Encode a room key card for a named guest.');
    is('read-only-retrieval', 'base64_encode', 'Encode text as base64.');
  });
  it('giving a person a seat or access grants it', () => {
    is('identity-admin', 'addReviewerSeat', 'Give a colleague a seat on the design review board.');
  });
});

describe('descriptions that are noun phrases describe data', () => {
  it('a plural noun opening a description is no verb', () => {
    is('read-only-retrieval', 'savings__transaction_history', 'Deposits and withdrawals of a savings account.', {
      annotations: { readOnlyHint: true },
    });
  });
  it('after an article a writing verb is a noun: a reading name keeps reading', () => {
    is('read-only-retrieval', 'fleet:wo:get', 'A work order with its parts, labour lines and notes.');
    is('read-only-retrieval', 'ap:invoice:get', 'A purchase invoice with its lines and the payment status.');
    is('read-only-retrieval', 'metrics_for_exchange', 'The list of all traded pairs.');
  });
  it('a document noun alone in a name is a noun when the description only describes data', () => {
    is('read-only-retrieval', 'Newsletters.Report', 'Bounce and unsubscribe counts for a sent newsletter.');
    is('read-only-retrieval', 'Rota.Schedule', 'Returns the shifts of a team for a week.');
    assert.notEqual(cls('Rota.Schedule').cls, 'read-only-retrieval', 'with no description the verb reading stands');
    is('message-send', 'Abuse.Report', 'Report a comment as spam to the moderators.');
  });
  it('a reading verb before a noun-like verb reads it', () => {
    is('read-only-retrieval', 'view_order');
    is('read-only-retrieval', 'catalog.search_book', 'Searches the catalogue for a book.');
    assert.notEqual(cls('draft_reply').cls, 'read-only-retrieval', 'a draft is written, whatever "draft" reads as');
  });
  it('a wrapped line goes on with its sentence; "for" + a plural is a noun', () => {
    is(
      'read-only-retrieval',
      'area_lookup',
      'Look up points of interest in an area.\nThis tool returns venues matching a category within\nplaces of a region, for places listed by the city.',
    );
  });
});

describe('booking, scheduling and withdrawing take their class from what they act on', () => {
  it('booking someone into a class, a slot or a table orders; a booked meeting or interview is a calendar write', () => {
    is('order-manage', 'dojo__class_book', 'Book a member into a class.');
    is('order-manage', 'golf.teetime.reserve', 'Reserve a slot on the first tee for a player.');
    is('order-manage', 'campus.enroll', 'Enroll a student into a course.');
    is('calendar-write', 'AdvisorMeetingSchedule', 'Book a meeting with an advisor.');
    is('calendar-write', 'HiringLoopSchedule', 'Book an interview with a candidate.');
  });
  it('booking a stock correction or adjusting inventory changes a record; adjusting a thermostat acts on a device', () => {
    is('file-modify', 'wh:inventory:adjust', 'Book an inventory correction for a bin (a negative quantity removes units).');
    is('file-modify', 'wh:bin:correct_stock');
    is('external-api-call', 'thermostat.adjust', 'Adjust the target temperature.');
  });
  it('scheduling: a send sends, a meeting or shift is a calendar write, a job or device run acts on a system, a payment pays', () => {
    is('message-send', 'Newsletter.Schedule', 'Schedule a newsletter to go out at a given time.');
    is('message-send', 'schedule_campaign');
    is('message-send', 'Digest.Schedule', "Schedule the bulletin's delivery for a given hour.");
    is('calendar-write', 'roster.shift.schedule', 'Schedule a shift for a nurse.');
    is('external-api-call', 'sprinklers.schedule');
    is('external-api-call', 'backup.schedule', 'Schedule a nightly backup of a volume.');
    is('payment-initiate', 'schedule_payment');
    is('external-api-call', 'greenhouse.misting.schedule', undefined, {});
  });
  it('withdrawing money pays; withdrawing records or items removes them', () => {
    is('payment-initiate', 'WalletWithdraw');
    is('payment-initiate', 'brokerage.withdraw', 'Withdraw an amount from the cash balance.');
    is('payment-initiate', 'withdraw', 'Withdraw.');
    is('file-modify', 'archive.records.withdraw', 'Withdraw records from the public archive. They are removed from search.');
  });
});

describe('a noun-like verb in a name is a noun when something else says what the tool does', () => {
  it('page, text, call, email, post, message, sms: verbs in a name only when the description does them (or says nothing)', () => {
    is('read-only-retrieval', 'landing_page', 'Returns the landing page of a shop.');
    is('message-send', 'page_oncall', 'Page the on-call engineer about an incident.');
    is('order-manage', 'call_taxi', 'Requests a taxi to the pickup point.');
    is('read-only-retrieval', 'text_to_speech', 'Generate audio from the given words.');
    is('message-send', 'email_digest', 'Emails the weekly digest to a subscriber.');
    is('message-send', 'sms_notify', undefined);
  });
  it('a plural of a noun-like verb after another word names things; a description opening with one is a noun phrase', () => {
    assert.notEqual(cls('member_posts').cls, 'message-send');
    is('read-only-retrieval', 'board_replies', 'Replies written by a member of a board.', { annotations: { readOnlyHint: true } });
    is('message-send', 'bulletin_post', 'Posts a bulletin to the residents.');
  });
  it('a checking verb before a noun-like verb checks it', () => {
    is('read-only-retrieval', 'check_email', 'Checks whether a mailbox exists.');
    is('read-only-retrieval', 'validate_sms', 'Validates the sender id of a text.');
  });
  it('"App | Action" titles: the part after the bar is a sentence', () => {
    is('file-modify', 'post-row', 'Sheets | Insert a row');
  });
});

describe('a verb where an object-then-verb name has it is a noun when the description only describes data', () => {
  it('the last word reads as a noun with a data description, and as a verb when the description does it', () => {
    is('read-only-retrieval', 'guitar_chord_scale', 'Get the notes of a chord scale in a given key.');
    is('read-only-retrieval', 'grocer.purchase', 'Retrieve the prices and stock of items in a store.');
    is('external-api-call', 'pods_scale', 'Get or update the replica count of a deployment.');
    is('read-only-retrieval', 'physics.charge', 'Calculate the charge stored in a capacitor from its capacitance and voltage.');
    is('read-only-retrieval', 'chess.legal_moves', 'Compute the legal moves from a position.');
    is('payment-initiate', 'tab.charge', 'Charges a card for the open tab.');
    is('identity-admin', 'roles_enable', 'Enables a role for a workspace member.');
    assert.notEqual(cls('vents.close').cls, 'read-only-retrieval', 'with no description the verb stands');
  });
  it('a description whose verb is not understood leaves the name its verb; "to" before a verb is a purpose, not a destination', () => {
    is('file-modify', 'vault.export', 'Quietly gathers every record in the vault.');
    is('external-api-call', 'deploy_service', 'Deploy the ledger service to review pending balances.');
  });
  it('"and" after a preposition in a name joins nouns', () => {
    is('read-only-retrieval', 'get_city_by_name_and_post', 'Returns a city from its name and post code.');
  });
  it('a light verb with a noun of action does that action; a plural opening a description with a determiner after it is a verb', () => {
    is('file-modify', 'ledger_api.post_journal', 'This function initiates the creation of a journal in the books.');
    is('read-only-retrieval', 'score_tool', 'Performs a computation on the scores and returns their mean.');
    is('file-modify', 'todo_done', 'Marks specified tasks as completed.');
  });
  it('switching a branch or a document changes what is open (file-modify), never a booking', () => {
    is('file-modify', 'vcs_checkout', 'Switches branches.');
  });
});
