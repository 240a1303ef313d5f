/**
 * The recency-ordered map of the output index (src/gate/recency.ts) and an output's keys
 * (src/gate/output-keys.ts), against the Maps they stand for: a Map whose re-set keys are deleted
 * and added again, and a Map per record of the keys first found in it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OutputKeys } from '../../src/gate/output-keys.ts';
import { RecencyMap } from '../../src/gate/recency.ts';
import { KeyMap } from '../../src/gate/value-keys.ts';

function random(seed: number): () => number {
  let state = seed;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

describe('RecencyMap', () => {
  it('keeps the order and values a Map with deletes and re-adds keeps, through churn and compaction', () => {
    const next = random(3);
    const map = new RecencyMap();
    const model = new Map<string, number>();
    for (let step = 0; step < 60_000; step++) {
      const roll = next();
      // Phases of growth and of shrinking, so that the log is compacted and gives its room back.
      const phase = Math.floor(step / 5_000) % 2;
      if (roll < (phase === 0 ? 0.7 : 0.3)) {
        const key = `k${Math.floor(next() * (next() < 0.5 ? 50 : 5_000))}`;
        const value = Math.floor(next() * 2 ** 31) | 0;
        const slot = map.slot(key);
        if (slot >= 0) {
          assert.equal(map.valueAt(slot), model.get(key));
          map.renew(slot, value);
        } else map.add(key, value);
        model.delete(key);
        model.set(key, value);
      } else {
        const oldest = model.keys().next();
        assert.equal(map.dropOldest(), !oldest.done);
        if (!oldest.done) {
          assert.ok(!map.has(oldest.value), `dropped ${oldest.value} first`);
          model.delete(oldest.value);
        }
      }
      assert.equal(map.size, model.size);
    }
    for (const [key, value] of model) assert.equal(map.get(key), value);
    // What is left, dropped oldest first, in the model's order.
    for (const key of [...model.keys()]) {
      assert.ok(map.has(key));
      assert.ok(map.dropOldest());
      assert.ok(!map.has(key), key);
    }
    assert.equal(map.dropOldest(), false);
    assert.equal(map.size, 0);
  });
});

describe('OutputKeys', () => {
  it('holds what a Map per record holds, in the same order, looked up by range, with a prefix or whole', () => {
    const next = random(11);
    const keys = new OutputKeys();
    const words = Array.from({ length: 3_000 }, (_, k) => `w${k.toString(36)}${k % 7 === 0 ? 'x'.repeat(20) : ''}`);
    for (let output = 0; output < 40; output++) {
      keys.clear();
      const records: KeyMap[] = [];
      for (let record = 0; record < 1 + Math.floor(next() * 4); record++) {
        keys.startRecord();
        const model = new KeyMap();
        records.push(model);
        const max = next() < 0.2 ? 50 : 100_000;
        for (let n = 0; n < 2_000; n++) {
          const word = words[Math.floor(next() * (next() < 0.5 ? 30 : words.length))]!;
          const flags = Math.floor(next() * 8);
          const text = `..${word}..`;
          const how = Math.floor(next() * 3);
          const got =
            how === 0
              ? keys.add(word, flags, max)
              : how === 1
                ? keys.addRange(text, 2, 2 + word.length, flags, max)
                : keys.addRange(text, 2, 2 + word.length, flags, max, 'n:');
          const want = model.add(how === 2 ? `n:${word}` : word, flags, max);
          assert.equal(got, want);
          assert.equal(keys.size, model.size);
        }
      }
      let entry = 0;
      for (const model of records)
        for (const [key, flags] of model) {
          assert.equal(keys.keys[entry], key);
          assert.equal(keys.flags[entry++], flags);
        }
      assert.equal(keys.length, entry);
    }
  });
});
