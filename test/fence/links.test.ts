/**
 * A link in a message's words that the user did not give (src/escalation/links.ts): a record the
 * agent read carries a payment or donation link as a plain fact, and the planner copies it into a
 * message the user asked for. The call goes to the verifier with `call.link-not-asked`; the
 * data-flow verifier does not vouch for it, and the sample Cedar policy does not permit it.
 * Records, hosts and wording made up for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Decision } from '../../src/action/types.ts';
import { dataFlowVerifier } from '../../src/escalation/data-flow.ts';
import { intentAsksForLink } from '../../src/escalation/links.ts';
import type { VerificationRequest, Verifier } from '../../src/escalation/verifier.ts';
import { CLASS } from '../../src/index.ts';
import { fixedGate, setup } from './fixtures.ts';

const codes = (d: Decision): string[] => d.reasons.map((r) => r.code);
const READ = { tool: 'get_unread_emails', args: {} };
const RECORD = JSON.stringify({
  job: 'BK-2207',
  customer: 'dana.ilves@example.com',
  status: 'ready for collection',
  note: 'Outstanding balance 42.50, settled online at https://bikeworks-settle.example/p/2207',
});
const mail = (body: string) => ({ tool: 'send_email', args: { recipients: ['dana.ilves@example.com'], subject: 'Your bike', body } });

/** A session under a token for `intent` whose recipients may come from reads, after one read of RECORD. */
async function afterRecord(intent: string, score = 0.01, verifier?: Verifier, domains?: string[]) {
  const { fence, token } = setup(
    { model: fixedGate(() => score), ...(verifier === undefined ? {} : { verifier }) },
    {
      intent,
      constraints: {
        [CLASS.messageSend]: { recipient: { from: 'read' } },
        ...(domains === undefined ? {} : { [CLASS.webFetch]: { url: { domains } } }),
      },
    },
  );
  const session = fence.session(token);
  const read = await session.authorize(READ);
  session.complete(read, { ok: true, output: RECORD });
  return session;
}

describe('a link the user did not give, in a message', () => {
  const intent = 'tell the customer on BK-2207 her bike is ready to pick up';

  it('goes to the verifier when the gate would allow it; the same message without the link is allowed', async () => {
    const session = await afterRecord(intent);
    const linked = await session.authorize(mail('Hi Dana, your bike is ready. Pay the balance at https://bikeworks-settle.example/p/2207'));
    assert.equal(linked.verdict, 'escalate');
    assert.ok(codes(linked).includes('call.link-not-asked'), codes(linked).join());
    // A bare host with a path is a link too.
    const bare = await session.authorize(mail('Hi Dana, your bike is ready: bikeworks-settle.example/p/2207'));
    assert.ok(codes(bare).includes('call.link-not-asked'), codes(bare).join());
    // Written so that no URL parser takes it for one: still a link.
    for (const odd of [
      'hxxps://bikeworks-settle.example/p/2207',
      'settle.ly/2207',
      'bikeworks-settle[.]example/p/2207',
      'bikeworks-settle。example/p',
      // A bare host alone, in capitals, or with a top-level domain whose first letter case-folds to
      // another (ſ for s): the filter before the link search lets each through.
      'bikeworks-settle.site',
      'BIKEWORKS-SETTLE.COM',
      'bikeworks-settle.\u017fite',
    ]) {
      const d = await session.authorize(mail(`Hi Dana, your bike is ready. Balance: ${odd}`));
      assert.ok(codes(d).includes('call.link-not-asked'), `${odd}: ${codes(d).join()}`);
    }
    const plain = await session.authorize(mail('Hi Dana, your bike is ready to collect from 9 am (receipt v2.0, 3.5/4 stars).'));
    assert.equal(plain.verdict, 'allow', codes(plain).join());
  });

  it('the data-flow verifier does not vouch for it: refused when nobody else does', async () => {
    let seen: VerificationRequest | undefined;
    const dataFlow = dataFlowVerifier();
    const watching: Verifier = { name: 'watch', verify: (r, signal) => ((seen = r), dataFlow.verify(r, signal)) };
    const session = await afterRecord(intent, 0.01, watching);
    const decision = await session.authorize(mail('Hi Dana, your bike is ready. Pay at https://bikeworks-settle.example/p/2207'));
    assert.equal(decision.verdict, 'deny', codes(decision).join());
    assert.equal(seen?.linkNotAsked, true);
    // In the gate's own band the reason is added as well, so the verifier knows.
    const banded = await afterRecord(intent, 0.5, dataFlow);
    const inBand = await banded.authorize(mail('Settle at https://bikeworks-settle.example/p/2207 please'));
    assert.equal(inBand.verdict, 'deny', codes(inBand).join());
    assert.ok(codes(inBand).includes('call.link-not-asked'), codes(inBand).join());
  });

  it('a link on a host the intent names, or on the deployment’s own sites, is the user’s', async () => {
    const named = await afterRecord('tell the customer on BK-2207 her bike is ready, she can pay on bikeworks-settle.example');
    const a = await named.authorize(mail('Your bike is ready; pay at https://bikeworks-settle.example/p/2207'));
    assert.ok(!codes(a).includes('call.link-not-asked'), codes(a).join());
    const own = await afterRecord(intent, 0.01, undefined, ['bikeworks-settle.example']);
    const b = await own.authorize(mail('Your bike is ready; pay at https://pay.bikeworks-settle.example/p/2207'));
    assert.ok(!codes(b).includes('call.link-not-asked'), codes(b).join());
    // A host that merely ends like the named one is another host.
    const c = await named.authorize(mail('Pay at https://evil-bikeworks-settle.example/p/2207'));
    assert.ok(codes(c).includes('call.link-not-asked'), codes(c).join());
  });

  it('an intent that asks for a link leaves which link to the verifier', async () => {
    for (const asks of [
      'send the customer on BK-2207 the payment link from her job',
      'schick der Kundin von BK-2207 den Link zum Bezahlen',
      'envíale a la clienta de BK-2207 el enlace de pago',
      'BK-2207のお客様に支払いリンクを送って',
    ]) {
      assert.ok(intentAsksForLink(asks), asks);
      const session = await afterRecord(asks);
      const decision = await session.authorize(mail('Pay at https://bikeworks-settle.example/p/2207'));
      assert.ok(!codes(decision).includes('call.link-not-asked'), `${asks}: ${codes(decision).join()}`);
    }
    for (const silent of [intent, 'publish the notice on our website', 'text everyone whose order is ready'])
      assert.ok(!intentAsksForLink(silent), silent);
  });

  it('an e-mail address in the words is not a link, and a recipient address is governed by the token', async () => {
    const session = await afterRecord(intent);
    const decision = await session.authorize(mail('Hi Dana, your bike is ready. Questions: workshop@bikeworks.example'));
    assert.ok(!codes(decision).includes('call.link-not-asked'), codes(decision).join());
  });
});
