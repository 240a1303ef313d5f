import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allMustAllow, firstDecisive } from '../../src/escalation/compose.ts';
import { withDeadline } from '../../src/escalation/fail-closed.ts';
import type { Verifier } from '../../src/escalation/verifier.ts';
import { abstain, activeTimers, allow, deny, request, silent, slow, stub } from './helpers.ts';

const signal = (): AbortSignal => new AbortController().signal;

describe('firstDecisive', () => {
  it('returns the first allow or deny, and asks no further', async () => {
    const [a, b, c] = [abstain('a'), deny('b'), allow('c')];
    const verdict = await firstDecisive([a, b, c]).verify(request(), signal());
    assert.deepEqual(verdict, { verdict: 'deny', reasons: [{ code: 'verifier.deny', message: 'b denies' }] });
    assert.deepEqual([a.calls, b.calls, c.calls], [1, 1, 0]);
    assert.equal((await firstDecisive([abstain('a'), allow('b')]).verify(request(), signal())).verdict, 'allow');
  });

  it('denies with verifier.none when every verifier abstains', async () => {
    const verdict = await firstDecisive(
      [abstain('a'), stub('b', { verdict: 'abstain', reasons: [{ code: 'verifier.none', message: 'b: no opinion' }] })],
      { name: 'chain' },
    ).verify(request(), signal());
    assert.equal(verdict.verdict, 'deny');
    assert.deepEqual(
      verdict.reasons.map((reason) => reason.code),
      ['verifier.none', 'verifier.none'],
    );
    assert.match(verdict.reasons.at(-1)?.message ?? '', /^chain: every verifier abstained/);
  });

  it('counts a broken verifier as a decisive deny, not as an abstention', async () => {
    const throwing: Verifier = { name: 'broken', verify: () => Promise.reject(new Error('down')) };
    const later = allow('later');
    const verdict = await firstDecisive([throwing, later]).verify(request(), signal());
    assert.deepEqual([verdict.verdict, verdict.reasons[0]?.code], ['deny', 'verifier.error']);
    assert.equal(later.calls, 0);
    const garbled = await firstDecisive([stub('garbler', { verdict: 'maybe' }), allow('later')]).verify(request(), signal());
    assert.deepEqual([garbled.verdict, garbled.reasons[0]?.code], ['deny', 'verifier.malformed']);
  });

  it('applies its deadline to each child, but a withDeadline child keeps its own', async () => {
    const started = performance.now();
    const verdict = await firstDecisive([silent('sleeper'), allow('b')], { timeoutMs: 20 }).verify(request(), signal());
    assert.deepEqual([verdict.verdict, verdict.reasons[0]?.code], ['deny', 'verifier.timeout']);
    const own = await firstDecisive([withDeadline(silent('sleeper'), { timeoutMs: 20 })], { timeoutMs: 60_000 }).verify(request(), signal());
    assert.equal(own.reasons[0]?.code, 'verifier.timeout');
    assert.ok(performance.now() - started < 1_000);
  });

  it('stops when its own signal aborts', async () => {
    const controller = new AbortController();
    const never = silent('sleeper');
    const pending = firstDecisive([never, allow('b')], { timeoutMs: 60_000 }).verify(request(), controller.signal);
    controller.abort();
    assert.equal((await pending).verdict, 'deny');
    assert.equal(never.signals[0]?.aborted, true);
  });

  it('refuses an empty list and bad options', () => {
    assert.throws(() => firstDecisive([]), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
    assert.throws(() => firstDecisive([{} as Verifier]), { name: 'UsageError', code: 'ERR_INVALID_ARGUMENT' });
    assert.throws(() => firstDecisive([allow('a')], { timeoutMs: 0 }), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
  });
});

describe('allMustAllow', () => {
  it('allows only when every verifier allows, keeping every reason', async () => {
    const verdict = await allMustAllow([allow('a'), allow('b')]).verify(request(), signal());
    assert.equal(verdict.verdict, 'allow');
    assert.deepEqual(
      verdict.reasons.map((reason) => reason.message),
      ['a allows', 'b allows'],
    );
  });

  it('denies on any deny', async () => {
    const verdict = await allMustAllow([allow('a'), deny('b')]).verify(request(), signal());
    assert.deepEqual(verdict, { verdict: 'deny', reasons: [{ code: 'verifier.deny', message: 'b denies' }] });
  });

  it('denies on an abstention', async () => {
    const verdict = await allMustAllow([allow('a'), abstain('quiet')], { name: 'both' }).verify(request(), signal());
    assert.equal(verdict.verdict, 'deny');
    assert.equal(verdict.reasons.at(-1)?.code, 'verifier.none');
    assert.match(verdict.reasons.at(-1)?.message ?? '', /^both: quiet abstained/);
  });

  it('denies on a malformed, failing or silent child', async () => {
    assert.equal((await allMustAllow([allow('a'), stub('garbler', 3)]).verify(request(), signal())).reasons[0]?.code, 'verifier.malformed');
    assert.equal(
      (await allMustAllow([allow('a'), silent('sleeper')], { timeoutMs: 20 }).verify(request(), signal())).reasons[0]?.code,
      'verifier.timeout',
    );
  });

  it('runs in parallel', async () => {
    const started = performance.now();
    const verdict = await allMustAllow([slow('a', 60), slow('b', 60), slow('c', 60)]).verify(request(), signal());
    assert.equal(verdict.verdict, 'allow');
    assert.ok(performance.now() - started < 150, 'three 60 ms verifiers took longer than one');
  });

  it('cuts short on the first deny and aborts the others, leaving no timers', async () => {
    const before = activeTimers();
    const never = silent('sleeper');
    const started = performance.now();
    const verdict = await allMustAllow([never, slow('slow-allow', 5_000), slow('quick-deny', 5, 'deny')], { timeoutMs: 60_000 }).verify(
      request(),
      signal(),
    );
    assert.equal(verdict.verdict, 'deny');
    assert.match(verdict.reasons[0]?.message ?? '', /quick-deny/);
    assert.ok(performance.now() - started < 1_000);
    assert.equal(never.signals[0]?.aborted, true);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(activeTimers(), before);
  });

  it('composes: a chain inside an all-of', async () => {
    const inner = firstDecisive([abstain('a'), allow('b')], { name: 'chain' });
    assert.equal((await allMustAllow([inner, allow('c')]).verify(request(), signal())).verdict, 'allow');
    const innerNone = firstDecisive([abstain('a')], { name: 'chain' });
    assert.equal((await allMustAllow([innerNone, allow('c')]).verify(request(), signal())).verdict, 'deny');
  });

  it('refuses an empty list (all of nothing would allow everything)', () => {
    assert.throws(() => allMustAllow([]), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
  });
});
