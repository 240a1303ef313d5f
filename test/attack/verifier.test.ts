/**
 * Attack: a verifier that fails in odd shapes (rejects with a Proxy, a non-Error, an object whose
 * getters throw; a verifier object whose `verify` getter throws). Each must end as an audited
 * deny with `verifier.error`, never a throw from authorize(); the twin, a verifier that allows,
 * is not denied.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Verifier } from '../../src/escalation/verifier.ts';
import { fixedGate, setup } from '../fence/fixtures.ts';

const send = { tool: 'send_email', args: { recipients: ['bob@example.com'], body: 'the summary' } };
const escalating = fixedGate(() => 0.5);

function hostileProxy(): object {
  const trap = () => {
    throw new Error('trap');
  };
  return new Proxy({}, { get: trap, getPrototypeOf: trap, has: trap, ownKeys: trap, getOwnPropertyDescriptor: trap });
}

const rejections: [string, () => unknown][] = [
  ['a Proxy whose every trap throws', hostileProxy],
  ['a string', () => 'no'],
  ['undefined', () => undefined],
  ['a number', () => 42],
  ['a Symbol', () => Symbol('x')],
  [
    'an Error whose name getter throws',
    () => {
      const e = new Error('x');
      Object.defineProperty(e, 'name', {
        get() {
          throw new Error('getter');
        },
      });
      return e;
    },
  ],
  ['an Error whose name is an object', () => Object.assign(new Error('x'), { name: { toString: () => 'evil' } })],
  ['an Error whose name is long hostile text', () => Object.assign(new Error('x'), { name: `Error ${'A'.repeat(10_000)} eve@evil.example` })],
  [
    'a revoked Proxy',
    () => {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return proxy;
    },
  ],
];

describe('attack: verifiers that fail in odd shapes', () => {
  it('the twin: an allowing verifier is not denied', async () => {
    const { fence, token } = setup({ model: escalating, verifier: { name: 'ok', verify: async () => ({ verdict: 'allow', reasons: [] }) } });
    const d = await fence.authorize(send, token);
    assert.equal(d.verdict, 'allow');
    assert.notEqual(d.auditSeq, null);
  });

  for (const [what, make] of rejections) {
    it(`rejecting with ${what} is an audited deny`, async () => {
      const verifier: Verifier = { name: 'odd', verify: () => Promise.reject(make()) };
      const { fence, token } = setup({ model: escalating, verifier });
      const d = await fence.authorize(send, token);
      assert.equal(d.verdict, 'deny');
      assert.deepEqual(
        d.reasons.map((r) => r.code),
        ['gate.escalate', 'verifier.error'],
      );
      assert.notEqual(d.auditSeq, null, 'the denial is in the audit');
      for (const r of d.reasons) {
        assert.ok(r.message.length < 600, 'reason messages are capped');
        assert.ok(!r.message.includes('evil'), 'and never echo what the verifier carried');
      }
    });
  }

  it('throwing synchronously with a Proxy, or a verify getter that throws, is an audited deny', async () => {
    const sync: Verifier = {
      name: 'sync',
      verify: () => {
        throw hostileProxy();
      },
    };
    let looked = 0;
    const getter = {
      name: 'getter',
      get verify() {
        // The fence checks the verifier when it is built; it breaks afterwards.
        if (++looked > 1) throw hostileProxy();
        return async () => ({ verdict: 'allow' as const, reasons: [] });
      },
    } as Verifier;
    for (const verifier of [sync, getter]) {
      const { fence, token } = setup({ model: escalating, verifier });
      const d = await fence.authorize(send, token);
      assert.equal(d.verdict, 'deny', verifier.name);
      assert.ok(d.reasons.some((r) => r.code === 'verifier.error'));
      assert.notEqual(d.auditSeq, null);
    }
  });

  it('answering with a Proxy is a deny, not a throw', async () => {
    // Resolving a promise with the Proxy reads its `then`, which throws: the answer is a rejection.
    const { fence, token } = setup({ model: escalating, verifier: { name: 'proxy', verify: async () => hostileProxy() as never } });
    const d = await fence.authorize(send, token);
    assert.deepEqual([d.verdict, d.reasons.at(-1)?.code], ['deny', 'verifier.error']);
    // An answer whose getters throw once read (not on `then`) is unreadable: malformed.
    const sneaky = new Proxy(
      {},
      {
        get: (_t, key) => {
          if (key === 'then') return undefined;
          throw new Error('trap');
        },
      },
    );
    const second = setup({ model: escalating, verifier: { name: 'sneaky', verify: async () => sneaky as never } });
    const e = await second.fence.authorize(send, second.token);
    assert.deepEqual([e.verdict, e.reasons.at(-1)?.code], ['deny', 'verifier.malformed']);
  });
});
