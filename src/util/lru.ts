/**
 * A least-recently-used map bounded by the bytes its entries are estimated to hold (and,
 * optionally, by their number). A hit moves the entry to the most recent end; an insert evicts
 * from the least recent end until the new entry fits. An entry larger than the whole budget is
 * not kept at all, so one huge value can never flush the cache.
 */
export class ByteLru<K, V> {
  readonly #entries = new Map<K, { readonly value: V; readonly bytes: number }>();
  readonly #maxBytes: number;
  readonly #maxEntries: number;
  #bytes = 0;
  /** The most recently used key: a repeated hit on it needs no reordering. */
  #newest: K | undefined;

  /** Throws `RangeError` naming the argument when a bound is negative or not a number. */
  constructor(maxBytes: number, maxEntries = Infinity) {
    if (!(maxBytes >= 0)) throw new RangeError('maxBytes must be a non-negative number');
    if (!(maxEntries >= 0)) throw new RangeError('maxEntries must be a non-negative number');
    this.#maxBytes = maxBytes;
    this.#maxEntries = maxEntries;
  }

  /** The value under `key`, now the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (key !== this.#newest) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      this.#newest = key;
    }
    return entry.value;
  }

  /** Keep `value` under `key`, estimated at `bytes`, evicting the least recently used as needed. */
  set(key: K, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.#maxBytes || this.#maxEntries < 1) return;
    while (this.#bytes + bytes > this.#maxBytes || this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done === true) break;
      this.delete(oldest.value);
    }
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    this.#newest = key;
  }

  delete(key: K): boolean {
    const entry = this.#entries.get(key);
    if (entry === undefined) return false;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    if (key === this.#newest) this.#newest = undefined;
    return true;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
    this.#newest = undefined;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The estimated bytes held now (never more than `maxBytes`). */
  get bytes(): number {
    return this.#bytes;
  }
}
