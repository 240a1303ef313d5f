/**
 * A task that asks to remove one thing removes one (src/escalation/removals.ts): after an allowed call of a tool that
 * destroys, a call of the same tool on another record goes to the verifier, which does not vouch for it — in the same
 * session, in another session of the task, and in another fence on the same store (a second process). A retry of the same
 * removal, and a task that asks for several, pass. The tool, people and records are written for this test.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { ToolSpec } from '../../src/action/types.ts';
import { dataFlowVerifier } from '../../src/escalation/data-flow.ts';
import { asksForSeveral } from '../../src/escalation/removals.ts';
import { testDatabase } from '../support/postgres.ts';
import { Keyring } from '../../src/capability/keys.ts';
import { setup } from '../fence/fixtures.ts';

const FILES: ToolSpec = {
  name: 'case_documents',
  description: 'List the documents in a client case file.',
  inputSchema: { type: 'object', properties: { caseId: { type: 'string' } }, required: ['caseId'] },
};
const DELETE: ToolSpec = {
  name: 'delete_document',
  description: 'Delete a document from a client case file.',
  inputSchema: {
    type: 'object',
    properties: { caseId: { type: 'string' }, documentId: { type: 'string' }, reason: { type: 'string' } },
    required: ['caseId', 'documentId'],
  },
};
const ONE = 'please delete the duplicate passport scan from Ana Kovač’s case file (KV-4410), she uploaded it twice';
const LISTING = 'KV-4410: DC-3001 passport scan (2 Mar) · DC-3002 passport scan (2 Mar) · DC-2877 tenancy contract · DC-2790 payslip';
const remove = (documentId: string, reason = 'duplicate of the same passport scan') => ({
  tool: 'delete_document',
  args: { caseId: 'KV-4410', documentId, reason },
});
const codes = (d: { reasons: readonly { code: string }[] }) => d.reasons.map((r) => r.code);

function fenceFor(intent: string, options: { verifier?: boolean; state?: string; keyring?: Keyring } = {}) {
  return setup(
    {
      tools: [FILES, DELETE],
      ...(options.keyring === undefined ? {} : { keyring: options.keyring }),
      ...(options.verifier === true ? { verifier: dataFlowVerifier() } : {}),
      ...(options.state === undefined ? {} : { state: options.state }),
    },
    { scope: ['read-only-retrieval', 'file-modify'], constraints: {}, intent },
  );
}

async function listed(session: ReturnType<ReturnType<typeof setup>['fence']['session']>) {
  const read = await session.authorize({ tool: 'case_documents', args: { caseId: 'KV-4410' } });
  assert.equal(read.verdict, 'allow', codes(read).join());
  session.complete(read, { ok: true, output: LISTING });
}

describe('a task that asks to remove one thing', () => {
  it('removes one: a second record removed with the same tool goes to the verifier, which does not vouch for it', async () => {
    const { fence, token } = fenceFor(ONE);
    const session = fence.session(token);
    await listed(session);
    const first = await session.authorize(remove('DC-3002'));
    assert.equal(first.verdict, 'allow', codes(first).join());
    const retry = await session.authorize(remove('DC-3002', 'retry after a timeout of the first call'));
    assert.equal(retry.verdict, 'allow', `a retry of the same removal is no second one: ${codes(retry).join()}`);
    const second = await session.authorize(remove('DC-2877'));
    assert.equal(second.verdict, 'escalate');
    assert.ok(codes(second).includes('call.removal-beyond-asked'), codes(second).join());

    const checked = fenceFor(ONE, { verifier: true });
    const verified = checked.fence.session(checked.token);
    await listed(verified);
    assert.equal((await verified.authorize(remove('DC-3002'))).verdict, 'allow');
    const refused = await verified.authorize(remove('DC-2877'));
    assert.equal(refused.verdict, 'deny', codes(refused).join());
  });

  it('is remembered by another session of the task', async () => {
    const { fence, token } = fenceFor(ONE);
    const a = fence.session(token, { intent: ONE });
    await listed(a);
    assert.equal((await a.authorize(remove('DC-3002'))).verdict, 'allow');
    const b = fence.session(token);
    const second = await b.authorize(remove('DC-2790'));
    assert.ok(codes(second).includes('call.removal-beyond-asked'), codes(second).join());
  });

  for (const engine of ['sqlite', 'postgres'] as const)
    it(`is remembered by another fence on the same ${engine} store (a second process)`, async (t) => {
      let state: string;
      if (engine === 'sqlite') {
        state = mkdtempSync(join(tmpdir(), 'capfence-removals-'));
        after(() => rmSync(state, { recursive: true, force: true }));
      } else {
        const db = await testDatabase();
        if ('skip' in db) return t.skip(db.skip);
        after(() => db.drop());
        state = db.url;
      }
      const a = fenceFor(ONE, { state });
      await a.fence.ready();
      const first = a.fence.session(a.token);
      await listed(first);
      assert.equal((await first.authorize(remove('DC-3002'))).verdict, 'allow');
      await a.fence.close();
      const b = fenceFor(ONE, { state, keyring: new Keyring([a.issuer]) });
      await b.fence.ready();
      const second = await b.fence.session(a.token).authorize(remove('DC-2877'));
      assert.notEqual(second.verdict, 'allow', codes(second).join());
      assert.ok(codes(second).includes('call.removal-beyond-asked'), codes(second).join());
      await b.fence.close();
    });

  it('a task that asks for several removes several', async () => {
    for (const intent of [
      'delete both passport scans from Ana Kovač’s case file KV-4410, she will upload a new one',
      'borra todas las copias del pasaporte del expediente KV-4410',
      'remove the old payslips and scans from KV-4410',
    ]) {
      const { fence, token } = fenceFor(intent);
      const session = fence.session(token);
      await listed(session);
      assert.equal((await session.authorize(remove('DC-3001'))).verdict, 'allow', intent);
      const second = await session.authorize(remove('DC-3002'));
      assert.ok(!codes(second).includes('call.removal-beyond-asked'), `${intent}: ${codes(second).join()}`);
    }
  });
});

describe('what a removal removes', () => {
  it('is its arguments, a reason aside, unless words alone name the target', async () => {
    const byWords: ToolSpec = {
      name: 'delete_matching_document',
      description: 'Delete the document of a case file that matches a description.',
      inputSchema: { type: 'object', properties: { caseId: { type: 'string' }, description: { type: 'string' } } },
    };
    const described = setup({ tools: [FILES, DELETE, byWords] }, { scope: ['read-only-retrieval', 'file-modify'], constraints: {}, intent: ONE });
    const session = described.fence.session(described.token);
    const call = (description: string) => ({ tool: 'delete_matching_document', args: { description } });
    assert.equal((await session.authorize(call('the second passport scan of 2 March'))).verdict, 'allow');
    const other = await session.authorize(call('the tenancy contract signed last year'));
    assert.ok(codes(other).includes('call.removal-beyond-asked'), codes(other).join());
  });
});

describe('asksForSeveral', () => {
  it('reads words for all and both, numbers, two record ids and plurals in lower case', () => {
    for (const yes of [
      'alle offenen Bestellungen für morgen stornieren',
      'unsubscribe evryone who bounced twice',
      'die zwei doppelt hochgeladenen Scans löschen',
      'cancel R-2241 and R-2245',
      'clear out the expired umbrellas and hats',
      'annule toutes les réservations de dimanche',
      '把所有重复的收据删掉',
    ])
      assert.ok(asksForSeveral(yes), yes);
  });

  it('reads one thing in a name, a quoted title, a date or a single id', () => {
    for (const no of [
      'remove Dafydd Hughes as keyholder for the bakery (CF-30118)',
      "delete the duplicated 'Untold Stories (radio edit) (1)' track",
      'delete the booking on 15 March please, thanks',
      'удали профиль клиентки Евгении Смирновой',
      'Jayden 的收据里 RCPT-0912 重复了，把多出来的那张删掉',
    ])
      assert.ok(!asksForSeveral(no), no);
  });
});
