import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runVerifier, withDeadline } from '../../src/escalation/fail-closed.ts';
import type { Verifier } from '../../src/escalation/verifier.ts';
import { activeTimers, allow, request, silent, slow, stub } from './helpers.ts';

const SECRET = 'DE89370400440532013000';

describe('runVerifier', () => {
  it('passes a well-formed answer through, naming the verifier', async () => {
    const outcome = await runVerifier(allow('judge'), request(), { timeoutMs: 1_000 });
    assert.equal(outcome.verdict, 'allow');
    assert.equal(outcome.failure, null);
    assert.equal(outcome.verifier, 'judge');
    assert.deepEqual(outcome.reasons, [{ code: 'verifier.allow', message: 'judge allows' }]);
  });

  it('denies when the verifier throws synchronously, naming it and the error class but not the message', async () => {
    const throwing: Verifier = {
      name: 'thrower',
      verify() {
        throw new TypeError(`cannot pay ${SECRET}`);
      },
    };
    const outcome = await runVerifier(throwing, request(), { timeoutMs: 1_000 });
    assert.equal(outcome.verdict, 'deny');
    assert.equal(outcome.failure, 'error');
    assert.equal(outcome.reasons[0]?.code, 'verifier.error');
    assert.match(outcome.reasons[0]?.message ?? '', /thrower.*TypeError/);
    assert.doesNotMatch(JSON.stringify(outcome), new RegExp(SECRET));
  });

  it('denies when the verifier rejects', async () => {
    const rejecting: Verifier = { name: 'rejecter', verify: () => Promise.reject(new RangeError(SECRET)) };
    const outcome = await runVerifier(rejecting, request(), { timeoutMs: 1_000 });
    assert.deepEqual([outcome.verdict, outcome.failure, outcome.reasons[0]?.code], ['deny', 'error', 'verifier.error']);
    assert.doesNotMatch(JSON.stringify(outcome), new RegExp(SECRET));
  });

  it('denies a verifier that never answers at its deadline, aborts its signal, and finishes fast', async () => {
    const never = silent('sleeper');
    const started = performance.now();
    const outcome = await runVerifier(never, request(), { timeoutMs: 30 });
    const elapsed = performance.now() - started;
    assert.deepEqual([outcome.verdict, outcome.failure, outcome.reasons[0]?.code], ['deny', 'timeout', 'verifier.timeout']);
    assert.match(outcome.reasons[0]?.message ?? '', /sleeper did not answer within 30 ms/);
    assert.ok(elapsed < 500, `took ${elapsed} ms`);
    assert.equal(never.signals[0]?.aborted, true);
    assert.equal((never.signals[0]?.reason as DOMException).name, 'TimeoutError');
  });

  it('ignores an answer that arrives after the deadline, without an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const late: Verifier = { name: 'late', verify: () => new Promise((_resolve, reject) => setTimeout(() => reject(new Error('late')), 40)) };
      const outcome = await runVerifier(late, request(), { timeoutMs: 10 });
      assert.equal(outcome.failure, 'timeout');
      await new Promise((resolve) => setTimeout(resolve, 60));
      assert.deepEqual(unhandled, []);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  const garbage: [string, unknown][] = [
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
    ['an array', ['allow']],
    ['a string', 'allow'],
    ['an unknown verdict', { verdict: 'yes', reasons: [] }],
    ['a verdict of another layer', { verdict: 'escalate', reasons: [] }],
    ['missing reasons', { verdict: 'allow' }],
    ['reasons that are not an array', { verdict: 'allow', reasons: 'because' }],
    ['a reason that is not an object', { verdict: 'deny', reasons: ['because'] }],
    ['a reason with an unknown code', { verdict: 'allow', reasons: [{ code: 'judge.happy', message: 'ok' }] }],
    ['a reason without a message', { verdict: 'allow', reasons: [{ code: 'verifier.allow' }] }],
    ['far too many reasons', { verdict: 'allow', reasons: Array.from({ length: 1_000 }, () => ({ code: 'verifier.allow', message: 'ok' })) }],
    [
      'a getter that throws',
      Object.defineProperty({}, 'verdict', {
        get() {
          throw new Error('boom');
        },
      }),
    ],
  ];
  for (const [what, answer] of garbage) {
    it(`denies a malformed answer: ${what}`, async () => {
      const outcome = await runVerifier(stub('garbler', answer), request(), { timeoutMs: 1_000 });
      assert.deepEqual([outcome.verdict, outcome.failure, outcome.reasons[0]?.code], ['deny', 'malformed', 'verifier.malformed']);
      assert.match(outcome.reasons[0]?.message ?? '', /garbler/);
    });
  }

  it('gives a bare allow or deny a reason, and copies only code and message', async () => {
    const bare = await runVerifier(stub('terse', { verdict: 'allow', reasons: [] }), request(), { timeoutMs: 1_000 });
    assert.deepEqual(bare.reasons, [{ code: 'verifier.allow', message: 'terse: allow' }]);
    const extra = await runVerifier(
      stub('chatty', { verdict: 'deny', reasons: [{ code: 'verifier.deny', message: 'no', secret: SECRET }] }),
      request(),
      { timeoutMs: 1_000 },
    );
    assert.deepEqual(extra.reasons, [{ code: 'verifier.deny', message: 'no' }]);
  });

  it('treats a verifier without a usable name as "unnamed verifier"', async () => {
    const outcome = await runVerifier({ name: 42 as unknown as string, verify: () => Promise.reject(new Error('x')) }, request(), {
      timeoutMs: 1_000,
    });
    assert.match(outcome.reasons[0]?.message ?? '', /^unnamed verifier failed/);
  });

  it("denies at once when the caller's signal aborts, and aborts the verifier's signal", async () => {
    const never = silent('sleeper');
    const controller = new AbortController();
    const pending = runVerifier(never, request(), { timeoutMs: 60_000, signal: controller.signal });
    controller.abort();
    const outcome = await pending;
    assert.deepEqual([outcome.verdict, outcome.failure, outcome.reasons[0]?.code], ['deny', 'aborted', 'verifier.error']);
    assert.equal(never.signals[0]?.aborted, true);
  });

  it("reports the caller's timeout signal as a timeout", async () => {
    const outcome = await runVerifier(silent('sleeper'), request(), { timeoutMs: 60_000, signal: AbortSignal.timeout(10) });
    assert.deepEqual([outcome.verdict, outcome.failure, outcome.reasons[0]?.code], ['deny', 'timeout', 'verifier.timeout']);
  });

  it('does not call the verifier when the signal is already aborted', async () => {
    const verifier = allow('eager');
    const outcome = await runVerifier(verifier, request(), { timeoutMs: 1_000, signal: AbortSignal.abort() });
    assert.equal(outcome.verdict, 'deny');
    assert.equal(verifier.calls, 0);
  });

  it('leaves no timer behind, whichever way the run ends', async () => {
    const before = activeTimers();
    await runVerifier(allow('quick'), request(), { timeoutMs: 60_000 });
    await runVerifier(stub('garbler', 7), request(), { timeoutMs: 60_000 });
    await runVerifier(slow('slow', 5), request(), { timeoutMs: 60_000 });
    const controller = new AbortController();
    const pending = runVerifier(silent('sleeper'), request(), { timeoutMs: 60_000, signal: controller.signal });
    controller.abort();
    await pending;
    assert.equal(activeTimers(), before);
  });

  it('throws on misuse instead of guessing', () => {
    assert.throws(() => runVerifier(allow('a'), request(), { timeoutMs: 0 }), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
    assert.throws(() => runVerifier(allow('a'), request(), { timeoutMs: Number.NaN }), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
    assert.throws(() => runVerifier(allow('a'), request(), { timeoutMs: 2 ** 31 }), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
    assert.throws(() => runVerifier({ name: 'x' } as unknown as Verifier, request(), { timeoutMs: 10 }), {
      name: 'UsageError',
      code: 'ERR_INVALID_ARGUMENT',
    });
  });
});

describe('withDeadline', () => {
  it('gives a verifier its own deadline; verify() never rejects', async () => {
    const bounded = withDeadline(silent('sleeper'), { timeoutMs: 20 });
    assert.equal(bounded.name, 'sleeper');
    assert.equal(bounded.timeoutMs, 20);
    const outcome = await bounded.verify(request(), new AbortController().signal);
    assert.deepEqual([outcome.verdict, outcome.reasons[0]?.code], ['deny', 'verifier.timeout']);
    const thrown = await withDeadline({ name: 't', verify: () => Promise.reject(new Error('x')) }, { timeoutMs: 20 }).verify(
      request(),
      new AbortController().signal,
    );
    assert.equal(thrown.reasons[0]?.code, 'verifier.error');
  });

  it('validates its options', () => {
    assert.throws(() => withDeadline(allow('a'), { timeoutMs: -1 }), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
  });
});
