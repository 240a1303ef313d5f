/**
 * A map from strings to small integers, in recency order: the order in which its keys were last
 * set, oldest first, as a `Map` whose re-set keys are deleted and added again. It does that
 * without deleting anything from the `Map`, which V8 would answer by rebuilding its table (the
 * index of a task's outputs sees the same values again and again, sources.ts): the order is a log
 * of keys, appended to when a key is set, where a key's earlier place is blanked, and the `Map`
 * holds each key's place in the log. The log is compacted once it is twice as long as the keys it
 * holds, so it stays within twice the keys (plus a few) whatever their churn.
 *
 * Values are 32-bit integers. The caller bounds the size (by dropping the oldest).
 */
export class RecencyMap {
  /** Each key's place in the log. */
  readonly #places = new Map<string, number>();
  /** The log: keys in the order last set; undefined where a key was set again later, or dropped (and past #end). */
  #log: (string | undefined)[] = [];
  /** The log's length (its array is not shortened, so that it is not grown again). */
  #end = 0;
  #values = new Int32Array(MIN_LOG);
  /** The log's first place that may hold a key. */
  #head = 0;

  get size(): number {
    return this.#places.size;
  }

  has(key: string): boolean {
    return this.#places.has(key);
  }

  get(key: string): number | undefined {
    const place = this.#places.get(key);
    return place === undefined ? undefined : this.#values[place];
  }

  /** Where `key` is, or -1 when it holds no such key: for {@link valueAt} and {@link renew}, before any other change. */
  slot(key: string): number {
    return this.#places.get(key) ?? -1;
  }

  valueAt(slot: number): number {
    return this.#values[slot]!;
  }

  /** Set the value in `slot` and make its key the newest (the key kept is the one it holds). */
  renew(slot: number, value: number): void {
    if (slot === this.#end - 1) {
      this.#values[slot] = value;
      return;
    }
    const key = this.#log[slot]!;
    this.#log[slot] = undefined;
    this.#places.set(key, this.#append(key, value));
    this.#compact();
  }

  /** Add `key`, which it must not hold, as the newest. The key is kept as given. */
  add(key: string, value: number): void {
    this.#places.set(key, this.#append(key, value));
    this.#compact();
  }

  /** Drop the oldest key; false when empty. */
  dropOldest(): boolean {
    while (this.#head < this.#end && this.#log[this.#head] === undefined) this.#head++;
    if (this.#head === this.#end) return false;
    this.#places.delete(this.#log[this.#head]!);
    this.#log[this.#head++] = undefined;
    this.#compact();
    return true;
  }

  #append(key: string, value: number): number {
    const place = this.#end++;
    if (place === this.#values.length) this.#values = resized(this.#values, 2 * place, place);
    if (place < this.#log.length) this.#log[place] = key;
    else this.#log.push(key);
    this.#values[place] = value;
    return place;
  }

  /** Once the log is more than twice the keys it holds, move them to its start, in order. */
  #compact(): void {
    const size = this.#places.size;
    if (this.#end <= 2 * size + MIN_LOG) return;
    const log = this.#log;
    const values = this.#values;
    let to = 0;
    for (let from = this.#head; from < this.#end; from++) {
      const key = log[from];
      if (key === undefined) continue;
      log[to] = key;
      values[to] = values[from]!;
      this.#places.set(key, to++);
    }
    log.fill(undefined, to, this.#end);
    this.#end = to;
    this.#head = 0;
    // A log that held many more keys than now gives its room back.
    if (values.length > 4 * (to + MIN_LOG)) {
      this.#values = resized(values, 2 * (to + MIN_LOG), to);
      this.#log = log.slice(0, to);
    }
  }
}

/** A copy of the first `keep` values of `values` in an array of `size`. */
function resized(values: Int32Array<ArrayBuffer>, size: number, keep: number): Int32Array<ArrayBuffer> {
  const out = new Int32Array(size);
  out.set(values.subarray(0, keep));
  return out;
}

/** Log places never compacted away (small logs are not worth it). */
const MIN_LOG = 16;
