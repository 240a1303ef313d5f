import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FEATURE_NAMES } from '../../src/gate/features.ts';
import type { GateModel } from '../../src/gate/model.ts';
import { MAX_HISTORY } from '../../src/fence.ts';
import type { HistoryItem } from '../../src/index.ts';
import { setup } from './fixtures.ts';
import { historyItem } from '../../src/context.ts';
import { TaskMemory } from '../../src/session.ts';

describe('history passed through the public API', () => {
  it('is capped: only the last MAX_HISTORY items reach the gate, however many are passed', async () => {
    const denials = FEATURE_NAMES.indexOf('history.denials');
    const calls = FEATURE_NAMES.indexOf('history.calls');
    let seen: { denials: number; calls: number } | undefined;
    const model: GateModel = {
      version: 'capture',
      thresholds: { allow: 0.2, deny: 0.8 },
      score: (features) => {
        seen = { denials: features[denials] as number, calls: features[calls] as number };
        return 0.01;
      },
    };
    const { fence, token } = setup({ model });
    const old: HistoryItem[] = Array.from({ length: 100_000 }, () => ({ actionClass: 'message-send', verdict: 'deny' }));
    const recent: HistoryItem[] = Array.from({ length: MAX_HISTORY }, () => ({ actionClass: 'read-only-retrieval', verdict: 'allow' }));
    const call = { tool: 'search_files', args: { query: 'report' } };

    const decision = await fence.authorize(call, token, { history: [...old, ...recent] });
    assert.equal(decision.verdict, 'allow');
    const capped = seen;
    await fence.authorize(call, token, { history: recent });
    // The 100,000 older denials are not read: the features are those of the last items alone.
    assert.deepEqual(capped, seen);
    assert.equal(capped?.denials, 0);
    assert.ok((capped?.calls ?? 0) > 0);
    await fence.close();
  });
});

describe('history a session remembers', () => {
  it('holds one shared, frozen item per class and verdict, with the fields the decision gave', () => {
    const memory = new TaskMemory(32, 16, 16 * 1024);
    memory.remember({ actionClass: 'message-send', verdict: 'deny' });
    memory.remember({ actionClass: 'read-only-retrieval', verdict: 'allow' });
    memory.remember({ actionClass: 'message-send', verdict: 'deny' });
    const [first, second, third] = memory.history;
    assert.deepEqual(memory.history, [
      { actionClass: 'message-send', verdict: 'deny' },
      { actionClass: 'read-only-retrieval', verdict: 'allow' },
      { actionClass: 'message-send', verdict: 'deny' },
    ]);
    assert.equal(first, third);
    assert.notEqual(first, second);
    assert.equal(Object.isFrozen(first), true);
    assert.equal(historyItem('message-send', 'deny'), first);
  });
});
