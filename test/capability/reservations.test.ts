import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PendingReservations } from '../../src/capability/reservations.ts';
import { seededRandom } from '../../src/train/split.ts';

describe('PendingReservations', () => {
  it('finds and removes what each id holds, in any order, as a map does', () => {
    const next = seededRandom(3);
    const pending = new PendingReservations<number>();
    const reference = new Map<string, number>();
    for (let step = 0; step < 20_000; step++) {
      if (reference.size === 0 || next() < 0.55) {
        const id = `id-${step}`;
        pending.add(id, step);
        reference.set(id, step);
      } else {
        // The newest, an older one, or one that is not pending.
        const ids = [...reference.keys()];
        const pick = next();
        const id = pick < 0.5 ? (ids.at(-1) as string) : pick < 0.9 ? (ids[Math.floor(next() * ids.length)] as string) : `nope-${step}`;
        // A copy of the id's text, not the same string: ids come back from callers.
        const asked = `${id.slice(0, 3)}${id.slice(3)}`;
        assert.equal(pending.take(asked), reference.get(id));
        reference.delete(id);
        assert.equal(pending.take(asked), undefined, 'settled once only');
      }
      assert.equal(pending.size, reference.size);
    }
  });

  it('forgets the oldest first, whether it waits in the list or in the map', () => {
    const pending = new PendingReservations<number>();
    for (let i = 0; i < 20; i++) pending.add(`id-${i}`, i);
    pending.dropOldest();
    assert.equal(pending.take('id-0'), undefined);
    assert.equal(pending.take('id-1'), 1);
    const few = new PendingReservations<number>();
    for (let i = 0; i < 3; i++) few.add(`id-${i}`, i);
    few.dropOldest();
    assert.equal(few.take('id-0'), undefined);
    assert.deepEqual([few.take('id-1'), few.take('id-2'), few.size], [1, 2, 0]);
  });
});
