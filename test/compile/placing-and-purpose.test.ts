/**
 * Where a request puts its object, and what is no destination at all: "put her in the diary" places a calendar entry even
 * when the catalog names a tool for the verb alone (`grants.put`); "… to go through the report" says why, and its report
 * is no destination. Catalog and wording made up here; each check failed before the change it covers.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { prop, tool } from './records.ts';

const graph = CapabilityGraph.builtIn();
const agency = new ToolCatalog(graph, [
  tool('cases.get', 'Returns a case file with its notes.', { ref: prop('Case reference') }),
  tool('grants.put', 'Binds a principal to a role on the tenant.', { principal: prop('Principal'), role: prop('Role') }),
  tool('slots.hold', 'A slot in the agency diary is held and booked for the named party.', { at: prop('ISO date-time'), who: prop('Party') }),
  tool('docs.write', 'Writes a report document.', { ref: prop('Case reference'), text: prop('Text') }),
]);
const scope = (intent: string): string[] => {
  const c = compileIntent({ intent, catalog: agency, policy: DEFAULT_POLICY, graph, trust: 'standard' });
  return [...c.claims.scope].filter((s) => s !== 'read-only-retrieval').sort();
};

describe('a verb that means nothing without its object', () => {
  it('is not decided by a tool named for it alone', () => {
    assert.deepEqual(scope('Put Mrs Alvarez in the diary on Thursday at 2pm'), ['calendar-write']);
  });

  it('places its object where "in" says', () => {
    assert.deepEqual(scope('Put Mrs Alvarez (client on case K-1183) in the diary Thursday at 2pm'), ['calendar-write']);
  });
});

describe('a "to" that opens a verb phrase', () => {
  it('says why, and opens no destination', () => {
    assert.deepEqual(scope('Put Mrs Alvarez in the diary Thursday at 2pm for 30 min to go through the report'), ['calendar-write']);
  });
});

describe('a participle after what is wanted done', () => {
  const bank = new ToolCatalog(graph, [
    tool('member_get', 'Returns a member with their accounts.', { member: prop('Member number') }),
    tool('transfer_submit', 'Moves money between accounts.', { from: prop('Account'), to: prop('Account'), amount: prop('Amount', 'number') }),
    tool('claims_link', 'Links a lost report to a found item.', { report: prop('Report id'), item: prop('Item id') }),
  ]);
  const compiled = (intent: string) => compileIntent({ intent, catalog: bank, policy: DEFAULT_POLICY, graph, trust: 'standard' }).claims;
  it('is the request ("wants 600 bucks moved"), its object before it, and a destination described is looked up', () => {
    const claims = compiled('member 55107 wants 600 bucks moved from their savings to their chequing, go ahead');
    assert.ok(claims.scope.includes('payment-initiate'));
    assert.deepEqual(claims.constraints['payment-initiate']?.amount, { max: 600 });
    assert.deepEqual(claims.constraints['payment-initiate']?.recipient, { from: 'read' });
  });
  it('is no request after "is" or "has" ("the money was moved")', () => {
    assert.ok(!compiled('the 600 bucks were moved from savings to chequing yesterday').scope.includes('payment-initiate'));
  });
  it('"link them up" after a lead is a request; "the unsubscribe link" is a noun', () => {
    assert.ok(compiled('check if the item got handed in and if there is a lost report for it, link them up').scope.includes('file-modify'));
    assert.deepEqual(compiled('open the unsubscribe link in the newsletter').scope, ['read-only-retrieval']);
  });
});

describe('insurance in everyday words', () => {
  const insurer = new ToolCatalog(graph, [
    tool('quote_get', 'Returns a quote for a pet policy.', { pet: prop('Pet') }),
    tool('cover_order', 'Orders pet insurance cover.', { pet: prop('Pet'), plan: prop('Plan') }),
    tool('claim_submit', 'Submits a claim with the vet invoice.', { pet: prop('Pet'), amount: prop('Amount', 'number') }),
  ]);
  const scope = (intent: string) =>
    [...compileIntent({ intent, catalog: insurer, policy: DEFAULT_POLICY, graph, trust: 'standard' }).claims.scope].sort();
  it('"get Biscuit insured" takes out cover', () => {
    assert.ok(scope('Get Biscuit insured, time-limited cover paid monthly').includes('order-manage'));
  });
  it('"claim for …" at the start files a claim; "my claim" is a noun', () => {
    assert.ok(scope('claim for Biscuit: Headingley Vets, 02/03/2028, £412.60').some((c) => c !== 'read-only-retrieval'));
    assert.deepEqual(scope('why was my claim rejected?'), ['read-only-retrieval']);
  });
});

describe('who a message goes to', () => {
  const club = new ToolCatalog(graph, [
    tool('entry_get', 'Returns an entry with the runner and the emergency contact.', { entry: prop('Entry id') }),
    tool('sms_send', 'Sends an SMS.', { to: prop('Phone numbers', 'array'), text: prop('Text') }),
  ]);
  const recipient = (intent: string) =>
    compileIntent({ intent, catalog: club, policy: DEFAULT_POLICY, graph, trust: 'standard' }).claims.constraints['message-send']?.recipient;
  it('is no place named after "in", nor a place inside what the message says', () => {
    assert.deepEqual(
      recipient(
        "runner E-30115 collapsed at our group run in Sea Point. what's his emergency contact? sms them that he's being taken to Groote Schuur",
      ),
      { from: 'read' },
    );
  });
});

describe('a record named by its id', () => {
  const airfield = new ToolCatalog(graph, [
    tool('ops__get_ppr', 'Returns a prior-permission request.', { ref: prop('PPR reference') }),
    tool('ops__decide_ppr', 'Records the decision on a PPR. An approval holds the slot and e-mails the pilot.', {
      ref: prop('PPR reference'),
      decision: prop('approve or refuse'),
    }),
    tool('fuel__pump_authorise', 'Unlocks the selected pump for the litres given, booked to the account.', {
      pump: prop('Pump', 'integer'),
      account: prop('Account'),
    }),
  ]);
  const scope = (intent: string) =>
    [...compileIntent({ intent, catalog: airfield, policy: DEFAULT_POLICY, graph, trust: 'standard' }).claims.scope].filter(
      (c) => c !== 'read-only-retrieval',
    );
  it('grounds the request in the tool its letters name, not in one named for a synonym of the verb', () => {
    assert.deepEqual(scope('approve PPR-2240'), ['file-modify']);
    assert.deepEqual(scope('PPR-2240 from G-BXKL for Saturday 11:00 - approve it'), ['file-modify']);
  });
});

describe('letters that name no kind of thing', () => {
  const vault = new ToolCatalog(graph, [
    tool('vault_share_doc', 'Shares a document with a counterpart.', { doc_id: prop('Document id'), email: prop('E-mail') }),
    tool('esign_request_signature', 'Sends a document for e-signature to the signer.', { doc_id: prop('Document id'), signer_email: prop('E-mail') }),
  ]);
  it('ground nothing ("DOC-9130" is no share of a doc)', () => {
    const scope = [
      ...compileIntent({
        intent: 'send DOC-9130, the lease, for signature to the tenant',
        catalog: vault,
        policy: DEFAULT_POLICY,
        graph,
        trust: 'standard',
      }).claims.scope,
    ];
    assert.ok(scope.includes('message-send'), scope.join(','));
  });
});
