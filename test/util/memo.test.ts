import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { memoByText } from '../../src/util/memo.ts';

describe('memoByText', () => {
  it('reads a text once while it is among the recent ones, and again after it was forgotten', () => {
    const reads: string[] = [];
    const length = memoByText(
      (text) => {
        reads.push(text);
        return { chars: text.length };
      },
      { entries: 2, maxKeyChars: 16 },
    );
    const first = length('buy a cable');
    assert.equal(length('buy a cable'), first); // the same reading, not a new one
    length('send the invoice');
    length('cancel R-77'); // three texts, two kept: the least recently read goes
    assert.deepEqual(reads, ['buy a cable', 'send the invoice', 'cancel R-77']);
    length('buy a cable');
    assert.deepEqual(reads.at(-1), 'buy a cable');
    assert.equal(reads.length, 4);
  });

  it('keeps no text longer than its bound: a long text is read afresh every time', () => {
    let reads = 0;
    const read = memoByText(() => ++reads, { entries: 8, maxKeyChars: 4 });
    assert.equal(read('short'), 1);
    assert.equal(read('short'), 2);
    assert.equal(read('ok'), 3);
    assert.equal(read('ok'), 3);
  });
});
