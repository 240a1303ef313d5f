/**
 * A map from 64-bit keys (a value's keyed hash, keyed-hash.ts) to 32-bit integers, in recency
 * order: the order in which its keys were last set, oldest first, as a `Map` whose re-set keys are
 * deleted and added again. The output index (sources.ts) keeps one per task, and the fence-wide
 * budget moves values from task to task all the time: as a `Map` of strings, every value an output
 * brought lived until another task's output pushed it out, long enough to reach V8's old
 * generation, and the Maps' tables were rebuilt as they grew and shrank (bench/RESULTS.md, issue
 * 12). Here a map is two typed arrays, and nothing is allocated per key:
 * - a table, open addressing with linear probing, four integers a slot: the key's two halves, its
 *   value, and one more than its place in the log (0: the slot is empty). A removed key's slot is
 *   filled by moving later keys of its probe run back (no deleted markers);
 * - the log: the table slots of the keys in the order last set; a key's earlier place is blanked
 *   (-1) when it is set again or dropped, and the log is compacted, in order, when it is full.
 *
 * The arrays of a map that grows, shrinks or empties go back to a pool of this process (at most
 * POOL_BYTES), which the next map to need arrays of that size takes them from: a task's index
 * that fills with an output's values and is emptied by the budget, again and again, neither
 * allocates nor frees memory in the steady state.
 *
 * Bounds: the table has at least twice as many slots as keys; it grows when half full and, on
 * {@link fit}, shrinks once an eighth full and is let go once empty, so a fitted map holds at most
 * 8 slots (40 bytes with the log) a key plus a floor of 16 slots. The caller bounds the size (by
 * dropping the oldest).
 */
export class RecencyMap {
  /** Slots of SLOT integers: HI, LO, VALUE, PLACE (place in the log + 1; 0 when empty). Empty: no slots. */
  #table = NONE;
  #mask = -1;
  /** Table slots in the order their keys were last set; -1 where a key was set again later, or dropped. */
  #log = NONE;
  /** The log's first place that may hold a key, and its end. */
  #head = 0;
  #end = 0;
  #size = 0;

  get size(): number {
    return this.#size;
  }

  /** Bytes its typed arrays hold. */
  get bytes(): number {
    return this.#table.byteLength + this.#log.byteLength;
  }

  /**
   * The slot of key (`hi`, `lo`) (32-bit integers), or -1 when it holds no such key: for
   * {@link valueAt} and {@link renew}, before any other change.
   */
  slot(hi: number, lo: number): number {
    if (this.#size === 0) return -1;
    const table = this.#table;
    const mask = this.#mask;
    for (let slot = lo & mask; ; slot = (slot + 1) & mask) {
      const at = slot * SLOT;
      if (table[at + PLACE] === 0) return -1;
      if (table[at + LO] === lo && table[at + HI] === hi) return slot;
    }
  }

  has(hi: number, lo: number): boolean {
    return this.slot(hi, lo) >= 0;
  }

  get(hi: number, lo: number): number | undefined {
    const slot = this.slot(hi, lo);
    return slot < 0 ? undefined : this.#table[slot * SLOT + VALUE];
  }

  valueAt(slot: number): number {
    return this.#table[slot * SLOT + VALUE]!;
  }

  /** Set the value in `slot` and make its key the newest. */
  renew(slot: number, value: number): void {
    const at = slot * SLOT;
    this.#table[at + VALUE] = value;
    const place = this.#table[at + PLACE]! - 1;
    if (place === this.#end - 1) return;
    this.#log[place] = -1;
    this.#table[at + PLACE] = this.#append(slot) + 1;
  }

  /** Add key (`hi`, `lo`), which it must not hold, as the newest. */
  add(hi: number, lo: number, value: number): void {
    const slots = this.#mask + 1;
    if (2 * (this.#size + 1) > slots) this.#rebuild(Math.max(MIN_SLOTS, 2 * slots));
    const table = this.#table;
    const mask = this.#mask;
    let slot = lo & mask;
    while (table[slot * SLOT + PLACE] !== 0) slot = (slot + 1) & mask;
    const at = slot * SLOT;
    table[at + HI] = hi;
    table[at + LO] = lo;
    table[at + VALUE] = value;
    table[at + PLACE] = this.#append(slot) + 1;
    this.#size++;
  }

  /** Drop the oldest key; false when empty. */
  dropOldest(): boolean {
    if (this.#size === 0) return false;
    const log = this.#log;
    while (log[this.#head] === -1) this.#head++;
    const slot = log[this.#head]!;
    log[this.#head++] = -1;
    this.#size--;
    this.#remove(slot);
    if (this.#size === 0) this.#head = this.#end = 0;
    return true;
  }

  /** Give memory back: all of it once the map is empty, some once it is an eighth full (after many were dropped). */
  fit(): void {
    const slots = this.#mask + 1;
    if (this.#size === 0 && slots > 0) {
      give(this.#table);
      give(this.#log);
      this.#table = this.#log = NONE;
      this.#mask = -1;
    } else if (slots > MIN_SLOTS && 8 * this.#size < slots) this.#rebuild(slotsFor(this.#size));
  }

  /** Empty `slot`, moving the keys after it in its probe run back so that none is cut off from its home slot. */
  #remove(slot: number): void {
    const table = this.#table;
    const log = this.#log;
    const mask = this.#mask;
    let hole = slot;
    for (let next = (slot + 1) & mask; table[next * SLOT + PLACE] !== 0; next = (next + 1) & mask) {
      const home = table[next * SLOT + LO]! & mask;
      // The key in `next` may move to the hole unless its home lies cyclically in (hole, next].
      if (hole <= next ? hole < home && home <= next : hole < home || home <= next) continue;
      const from = next * SLOT;
      const to = hole * SLOT;
      table[to + HI] = table[from + HI]!;
      table[to + LO] = table[from + LO]!;
      table[to + VALUE] = table[from + VALUE]!;
      table[to + PLACE] = table[from + PLACE]!;
      log[table[to + PLACE]! - 1] = hole;
      hole = next;
    }
    table[hole * SLOT + PLACE] = 0;
  }

  /** Put `slot` at the end of the log (compacting it, or growing it, when full); its place. */
  #append(slot: number): number {
    const length = this.#log.length;
    if (this.#end === length) {
      // Full: compacted in place when at most half of it holds keys, else into one twice as long.
      if (2 * this.#size <= length) this.#compact(this.#log);
      else {
        const old = this.#log;
        this.#compact(take(2 * length, false));
        give(old);
      }
    }
    this.#log[this.#end] = slot;
    return this.#end++;
  }

  /** Move the keys of the log, in order, to the start of `into` (the log itself, or a longer one). */
  #compact(into: Int32Array<ArrayBuffer>): void {
    const log = this.#log;
    const table = this.#table;
    let to = 0;
    for (let from = this.#head; from < this.#end; from++) {
      const slot = log[from]!;
      if (slot === -1) continue;
      into[to] = slot;
      table[slot * SLOT + PLACE] = ++to;
    }
    this.#log = into;
    this.#head = 0;
    this.#end = to;
  }

  /** A table of `slots` slots and a log to fit, holding the keys in their order. */
  #rebuild(slots: number): void {
    const old = this.#table;
    const log = this.#log;
    const table = take(slots * SLOT, true);
    const into = take(Math.max(MIN_SLOTS, slots / 2), false);
    const mask = slots - 1;
    let to = 0;
    for (let from = this.#head; from < this.#end; from++) {
      const held = log[from]!;
      if (held === -1) continue;
      const lo = old[held * SLOT + LO]!;
      let slot = lo & mask;
      while (table[slot * SLOT + PLACE] !== 0) slot = (slot + 1) & mask;
      const at = slot * SLOT;
      table[at + HI] = old[held * SLOT + HI]!;
      table[at + LO] = lo;
      table[at + VALUE] = old[held * SLOT + VALUE]!;
      table[at + PLACE] = to + 1;
      into[to++] = slot;
    }
    give(old);
    give(log);
    this.#table = table;
    this.#mask = mask;
    this.#log = into;
    this.#head = 0;
    this.#end = to;
  }
}

/** Slots for `size` keys after a shrink: a quarter full. */
function slotsFor(size: number): number {
  let slots = MIN_SLOTS;
  while (slots < 4 * size) slots *= 2;
  return slots;
}

const SLOT = 4;
const HI = 0;
const LO = 1;
const VALUE = 2;
const PLACE = 3;
/** Slots of a table when it is first needed (a power of two). */
const MIN_SLOTS = 16;
const NONE = new Int32Array(0);

/** Bytes of arrays the pool keeps for reuse; past it, an array given back is left to the GC. */
export const POOL_BYTES = 4 * 1024 * 1024;
/** Arrays given back, by the base-2 logarithm of their length (always a power of two). */
const pool: Int32Array<ArrayBuffer>[][] = Array.from({ length: 32 }, () => []);
let pooled = 0;

/** An array of `length` (a power of two) from the pool, or a new one; all zeros when `zeroed`. */
function take(length: number, zeroed: boolean): Int32Array<ArrayBuffer> {
  const held = pool[31 - Math.clz32(length)]!.pop();
  if (held === undefined) return new Int32Array(length);
  pooled -= held.byteLength;
  if (zeroed) held.fill(0);
  return held;
}

function give(array: Int32Array<ArrayBuffer>): void {
  if (array.length === 0 || pooled + array.byteLength > POOL_BYTES) return;
  pooled += array.byteLength;
  pool[31 - Math.clz32(array.length)]!.push(array);
}

/** Bytes the pool holds (for tests). */
export function pooledBytes(): number {
  return pooled;
}
