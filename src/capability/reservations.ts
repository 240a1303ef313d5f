/**
 * The ledger's pending reservations by id, oldest first. Most are settled soon after they are
 * made (the tool runs and returns), so the newest few wait in a short list, searched from the
 * newest; older ones move to a map. An id settled while in the list is never hashed: hashing a
 * fresh 36-character id as a map key was the largest single cost of a reservation.
 */

/** Reservations kept in the list before the oldest of them moves to the map. */
const RECENT = 8;

export class PendingReservations<T> {
  /** The newest ids, oldest first, and what each holds. */
  readonly #ids: string[] = [];
  readonly #held: T[] = [];
  /** Older ids, in the order they were made (a map keeps insertion order). */
  readonly #older = new Map<string, T>();

  get size(): number {
    return this.#older.size + this.#ids.length;
  }

  /** Keep `held` under a new id (ids are unique: the ledger makes them). */
  add(id: string, held: T): void {
    if (this.#ids.length === RECENT) this.#older.set(this.#ids.shift() as string, this.#held.shift() as T);
    this.#ids.push(id);
    this.#held.push(held);
  }

  /** Remove and return what `id` holds, or undefined when it is not pending. */
  take(id: string): T | undefined {
    const ids = this.#ids;
    const held = this.#held;
    for (let i = ids.length - 1; i >= 0; i--) {
      if (ids[i] !== id) continue;
      const found = held[i] as T;
      // Close the gap, keeping the order (the list is short).
      for (let j = i + 1; j < ids.length; j++) {
        ids[j - 1] = ids[j] as string;
        held[j - 1] = held[j] as T;
      }
      ids.pop();
      held.pop();
      return found;
    }
    const older = this.#older.get(id);
    if (older !== undefined) this.#older.delete(id);
    return older;
  }

  /** Forget the oldest pending reservation (it can no longer be settled). */
  dropOldest(): void {
    const first = this.#older.keys().next();
    if (first.done !== true) this.#older.delete(first.value);
    else {
      this.#ids.shift();
      this.#held.shift();
    }
  }
}
