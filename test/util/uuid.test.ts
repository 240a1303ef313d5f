import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomUuid } from '../../src/util/uuid.ts';

describe('randomUuid', () => {
  it('writes version-4 UUIDs (RFC 9562 form, lower-case hex), none repeated, across refills of its random batch', () => {
    const form = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const seen = new Set<string>();
    // 128 ids a batch: 10,000 ids draw the batch 79 times.
    for (let i = 0; i < 10_000; i++) {
      const id = randomUuid();
      assert.match(id, form);
      assert.equal(seen.has(id), false);
      seen.add(id);
    }
  });

  it('uses every hex digit in every free position (the random bits are not fixed)', () => {
    const digits = Array.from({ length: 36 }, () => new Set<string>());
    for (let i = 0; i < 2_000; i++) [...randomUuid()].forEach((c, at) => digits[at]!.add(c));
    for (const at of [0, 9, 15, 20, 35]) assert.equal(digits[at]!.size, 16, `position ${at}`);
    assert.deepEqual([...digits[14]!], ['4']);
    assert.deepEqual([...digits[19]!].sort(), ['8', '9', 'a', 'b']);
  });
});
