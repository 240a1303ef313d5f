/**
 * A map from strings to small integers, in recency order: the order in which its keys were last
 * set, oldest first, as a `Map` whose re-set keys are deleted and added again. It does that
 * without touching the `Map`: the order is a list linked through typed arrays, so setting a key it
 * holds allocates nothing and leaves no deleted slot in a hash table. Only keys it gains or drops
 * change the `Map` (sources.ts: a task's index sees the same values again and again).
 *
 * Values are 32-bit integers. The caller bounds the size (by dropping the oldest).
 */
export class RecencyMap {
  /** Where each key's value and links are. */
  readonly #slots = new Map<string, number>();
  #keys: string[] = [];
  #values = new Int32Array(INITIAL);
  #older = new Int32Array(INITIAL);
  #newer = new Int32Array(INITIAL);
  #oldest = NONE;
  #newest = NONE;
  /** Slots given back by dropped keys, linked through #newer. */
  #free = NONE;
  /** Slots ever handed out. */
  #used = 0;

  get size(): number {
    return this.#slots.size;
  }

  has(key: string): boolean {
    return this.#slots.has(key);
  }

  get(key: string): number | undefined {
    const slot = this.#slots.get(key);
    return slot === undefined ? undefined : this.#values[slot];
  }

  /** The slot of `key`, or -1 when it holds no such key (for {@link valueAt} and {@link renew}). */
  slot(key: string): number {
    return this.#slots.get(key) ?? NONE;
  }

  valueAt(slot: number): number {
    return this.#values[slot]!;
  }

  /** Set the value in `slot` and make its key the newest. */
  renew(slot: number, value: number): void {
    this.#values[slot] = value;
    if (slot === this.#newest) return;
    this.#unlink(slot);
    this.#link(slot);
  }

  /** Add `key`, which it must not hold, as the newest. The key is kept as given. */
  add(key: string, value: number): void {
    let slot = this.#free;
    if (slot !== NONE) this.#free = this.#newer[slot]!;
    else {
      if (this.#used === this.#values.length) this.#grow();
      slot = this.#used++;
    }
    this.#keys[slot] = key;
    this.#values[slot] = value;
    this.#slots.set(key, slot);
    this.#link(slot);
  }

  /** Drop the oldest key; false when empty. */
  dropOldest(): boolean {
    const slot = this.#oldest;
    if (slot === NONE) return false;
    this.#unlink(slot);
    this.#slots.delete(this.#keys[slot]!);
    this.#keys[slot] = '';
    this.#newer[slot] = this.#free;
    this.#free = slot;
    return true;
  }

  #link(slot: number): void {
    this.#older[slot] = this.#newest;
    this.#newer[slot] = NONE;
    if (this.#newest === NONE) this.#oldest = slot;
    else this.#newer[this.#newest] = slot;
    this.#newest = slot;
  }

  #unlink(slot: number): void {
    const older = this.#older[slot]!;
    const newer = this.#newer[slot]!;
    if (older === NONE) this.#oldest = newer;
    else this.#newer[older] = newer;
    if (newer === NONE) this.#newest = older;
    else this.#older[newer] = older;
  }

  #grow(): void {
    this.#values = doubled(this.#values);
    this.#older = doubled(this.#older);
    this.#newer = doubled(this.#newer);
  }
}

function doubled(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const out = new Int32Array(array.length * 2);
  out.set(array);
  return out;
}

const NONE = -1;
const INITIAL = 16;
