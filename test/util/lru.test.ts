import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ByteLru } from '../../src/util/lru.ts';

describe('ByteLru', () => {
  it('evicts the least recently used entries until the new one fits in the byte budget', () => {
    const lru = new ByteLru<string, number>(100);
    lru.set('a', 1, 40);
    lru.set('b', 2, 40);
    assert.equal(lru.get('a'), 1); // a is now more recent than b
    lru.set('c', 3, 40); // 120 > 100: b goes
    assert.equal(lru.has('b'), false);
    assert.equal(lru.get('a'), 1);
    assert.equal(lru.get('c'), 3);
    assert.equal(lru.bytes, 80);
    lru.set('d', 4, 90); // needs both a and c out
    assert.deepEqual([lru.has('a'), lru.has('c'), lru.get('d')], [false, false, 4]);
    assert.equal(lru.bytes, 90);
  });

  it('counts bytes, not entries: many small entries fit where one large one would not', () => {
    const lru = new ByteLru<number, number>(1_000);
    for (let i = 0; i < 100; i++) lru.set(i, i, 10);
    assert.equal(lru.size, 100);
    lru.set(1_000, 0, 500);
    assert.equal(lru.size, 51);
    assert.equal(lru.has(49), false);
    assert.equal(lru.has(50), true);
    assert.ok(lru.bytes <= 1_000);
  });

  it('does not keep an entry larger than the whole budget, and keeps what it held', () => {
    const lru = new ByteLru<string, string>(100);
    lru.set('small', 'x', 10);
    lru.set('huge', 'y', 101);
    assert.equal(lru.has('huge'), false);
    assert.equal(lru.get('small'), 'x');
  });

  it('replacing a key adjusts the byte count, and an entry bound applies too', () => {
    const lru = new ByteLru<string, number>(100, 2);
    lru.set('a', 1, 30);
    lru.set('a', 2, 50);
    assert.equal(lru.bytes, 50);
    lru.set('b', 3, 10);
    lru.set('c', 4, 10);
    assert.equal(lru.has('a'), false);
    assert.equal(lru.size, 2);
    assert.equal(lru.bytes, 20);
  });

  it('rejects negative bounds with a RangeError', () => {
    assert.throws(() => new ByteLru(-1), RangeError);
    assert.throws(() => new ByteLru(10, Number.NaN), RangeError);
  });
});

describe('ByteLru recency', () => {
  it('repeated hits on the newest entry keep the order right for later evictions', () => {
    const lru = new ByteLru<string, number>(30);
    lru.set('a', 1, 10);
    lru.set('b', 2, 10);
    lru.set('c', 3, 10);
    lru.get('a');
    lru.get('a');
    lru.get('b');
    lru.get('a'); // order, oldest first: c, b, a
    lru.set('d', 4, 10);
    assert.deepEqual(
      ['a', 'b', 'c', 'd'].map((k) => lru.has(k)),
      [true, true, false, true],
    );
    lru.delete('d');
    lru.get('b'); // newest was deleted: b must still move ahead of a
    lru.set('e', 5, 10);
    lru.set('f', 6, 10);
    assert.deepEqual(
      ['a', 'b', 'e', 'f'].map((k) => lru.has(k)),
      [false, true, true, true],
    );
  });
});
