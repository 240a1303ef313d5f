/**
 * A map from 64-bit keys (a value's keyed hash, keyed-hash.ts) to 32-bit integers, in recency
 * order: the order in which its keys were last set, oldest first, as a `Map` whose re-set keys are
 * deleted and added again. The output index (sources.ts) keeps one per task, and the fence-wide
 * budget moves values from task to task all the time: as a `Map` of strings, every value an output
 * brought lived until another task's output pushed it out, long enough to reach V8's old
 * generation, and the Maps' tables were rebuilt as they grew and shrank (bench/RESULTS.md, issue
 * 12). Here a map is two typed arrays, and nothing is allocated per key:
 * - the entries, three integers each (the key's two halves and its value), in the order their
 *   keys were last set. Setting a key again appends a new entry; the earlier one is dead. Dead
 *   entries are dropped, in order, when the entries are full (compacted in place, or into an
 *   array twice as long when more than half of them are live);
 * - the index, open addressing with linear probing, one integer a slot: one more than the place of
 *   the key's live entry (0: the slot is empty). An entry is live exactly when a slot of its key's
 *   probe run points to it, so no entry carries a mark. A removed key's slot is filled by moving
 *   later slots of its probe run back (no deleted markers).
 * Slots stay where they are when the entries are compacted (only the places they hold change), so a
 * slot from {@link slot} stays valid until a key is added or removed.
 *
 * The arrays of a map that grows, shrinks or empties go back to a pool of this process (at most
 * POOL_BYTES), which the next map to need arrays of that size takes them from: a task's index
 * that fills with an output's values and is emptied by the budget, again and again, neither
 * allocates nor frees memory in the steady state.
 *
 * Bounds: the index has at least twice as many slots as keys; it grows when half full and, on
 * {@link fit}, shrinks once an eighth full (with the entries, to twice the keys) and is let go once
 * empty, so a fitted map holds at most 8 slots and 4 entries a key (80 bytes), plus a floor of 16
 * slots and 8 entries. The caller bounds the size (by dropping the oldest).
 */
export class RecencyMap {
  /** Slots: one more than the place of a live entry; 0 when empty. Empty map: no slots. */
  #index = NONE;
  #mask = -1;
  /** Entries of ENTRY integers (HI, LO, VALUE) in the order their keys were last set; dead ones are skipped. */
  #entries = NONE;
  /** The first entry that may be live, and the end of the entries used. */
  #head = 0;
  #end = 0;
  #size = 0;

  get size(): number {
    return this.#size;
  }

  /** Bytes its typed arrays hold. */
  get bytes(): number {
    return this.#index.byteLength + this.#entries.byteLength;
  }

  /**
   * The slot of key (`hi`, `lo`) (32-bit integers), or -1 when it holds no such key: for
   * {@link valueAt} and {@link renew}, before any key is added or removed.
   */
  slot(hi: number, lo: number): number {
    if (this.#size === 0) return -1;
    const index = this.#index;
    const entries = this.#entries;
    const mask = this.#mask;
    for (let slot = lo & mask; ; slot = (slot + 1) & mask) {
      const held = index[slot]!;
      if (held === 0) return -1;
      const at = (held - 1) * ENTRY;
      if (entries[at + LO] === lo && entries[at + HI] === hi) return slot;
    }
  }

  has(hi: number, lo: number): boolean {
    return this.slot(hi, lo) >= 0;
  }

  get(hi: number, lo: number): number | undefined {
    const slot = this.slot(hi, lo);
    return slot < 0 ? undefined : this.#entries[(this.#index[slot]! - 1) * ENTRY + VALUE];
  }

  valueAt(slot: number): number {
    return this.#entries[(this.#index[slot]! - 1) * ENTRY + VALUE]!;
  }

  /** Set the value in `slot` and make its key the newest. */
  renew(slot: number, value: number): void {
    const at = (this.#index[slot]! - 1) * ENTRY;
    if (at === (this.#end - 1) * ENTRY) {
      this.#entries[at + VALUE] = value;
      return;
    }
    const hi = this.#entries[at + HI]!;
    const lo = this.#entries[at + LO]!;
    // Appending may compact the entries, which moves this key's entry but not its slot.
    const place = this.#append(hi, lo, value);
    this.#index[slot] = place + 1;
  }

  /** Add key (`hi`, `lo`), which it must not hold, as the newest. */
  add(hi: number, lo: number, value: number): void {
    const slots = this.#mask + 1;
    if (2 * (this.#size + 1) > slots) this.#rebuild(Math.max(MIN_SLOTS, 2 * slots), Math.max(MIN_ENTRIES, this.#entries.length / ENTRY));
    const place = this.#append(hi, lo, value);
    const index = this.#index;
    const mask = this.#mask;
    let slot = lo & mask;
    while (index[slot] !== 0) slot = (slot + 1) & mask;
    index[slot] = place + 1;
    this.#size++;
  }

  /** Drop the oldest key; false when empty. */
  dropOldest(): boolean {
    if (this.#size === 0) return false;
    let slot = this.#slotOf(this.#head);
    while (slot < 0) slot = this.#slotOf(++this.#head);
    this.#head++;
    this.#size--;
    this.#remove(slot);
    if (this.#size === 0) this.#head = this.#end = 0;
    return true;
  }

  /** Give memory back: all of it once the map is empty, some once it is an eighth full (after many were dropped). */
  fit(): void {
    const slots = this.#mask + 1;
    if (this.#size === 0 && slots > 0) {
      give(this.#index);
      give(this.#entries);
      this.#index = this.#entries = NONE;
      this.#mask = -1;
    } else if (slots > MIN_SLOTS && 8 * this.#size < slots) this.#rebuild(slotsFor(this.#size), entriesFor(this.#size));
  }

  /** The slot that points to entry `place`, or -1 when the entry is dead (its key was set again later, or dropped). */
  #slotOf(place: number): number {
    const index = this.#index;
    const mask = this.#mask;
    const held = place + 1;
    for (let slot = this.#entries[place * ENTRY + LO]! & mask; ; slot = (slot + 1) & mask) {
      const at = index[slot]!;
      if (at === held) return slot;
      if (at === 0) return -1;
    }
  }

  /** Empty `slot`, moving the slots after it in its probe run back so that none is cut off from its home slot. */
  #remove(slot: number): void {
    const index = this.#index;
    const entries = this.#entries;
    const mask = this.#mask;
    let hole = slot;
    for (let next = (slot + 1) & mask; index[next] !== 0; next = (next + 1) & mask) {
      const home = entries[(index[next]! - 1) * ENTRY + LO]! & mask;
      // The key in `next` may move to the hole unless its home lies cyclically in (hole, next].
      if (hole <= next ? hole < home && home <= next : hole < home || home <= next) continue;
      index[hole] = index[next]!;
      hole = next;
    }
    index[hole] = 0;
  }

  /** Put an entry at the end (compacting the entries, or growing them, when full); its place. */
  #append(hi: number, lo: number, value: number): number {
    const length = this.#entries.length / ENTRY;
    if (this.#end === length) {
      // Full: compacted in place when at most half of it is live, else into one twice as long.
      if (2 * this.#size <= length) this.#compact(this.#entries);
      else {
        const old = this.#entries;
        this.#compact(take(ENTRIES, 2 * length * ENTRY, false));
        give(old);
      }
    }
    const at = this.#end * ENTRY;
    const entries = this.#entries;
    entries[at + HI] = hi;
    entries[at + LO] = lo;
    entries[at + VALUE] = value;
    return this.#end++;
  }

  /**
   * Move the live entries, in order, to the start of `into` (the entries themselves, or a longer
   * array), and point their slots to their new places. A slot is found by its entry's old place:
   * new places are never past old ones, so no slot already moved is taken for an entry not yet moved.
   */
  #compact(into: Int32Array<ArrayBuffer>): void {
    const entries = this.#entries;
    let to = 0;
    for (let from = this.#head; from < this.#end; from++) {
      const slot = this.#slotOf(from);
      if (slot < 0) continue;
      const a = from * ENTRY;
      const b = to * ENTRY;
      into[b + HI] = entries[a + HI]!;
      into[b + LO] = entries[a + LO]!;
      into[b + VALUE] = entries[a + VALUE]!;
      this.#index[slot] = ++to;
    }
    this.#entries = into;
    this.#head = 0;
    this.#end = to;
  }

  /** An index of `slots` slots and entries for `room` keys (at least the size), holding the keys in their order. */
  #rebuild(slots: number, room: number): void {
    const oldIndex = this.#index;
    const old = this.#entries;
    const entries = room * ENTRY === old.length ? old : take(ENTRIES, room * ENTRY, false);
    if (this.#size > 0) this.#compact(entries);
    else {
      this.#entries = entries;
      this.#head = this.#end = 0;
    }
    if (entries !== old) give(old);
    const index = take(INDEX, slots, true);
    const mask = slots - 1;
    for (let place = 0; place < this.#end; place++) {
      let slot = entries[place * ENTRY + LO]! & mask;
      while (index[slot] !== 0) slot = (slot + 1) & mask;
      index[slot] = place + 1;
    }
    give(oldIndex);
    this.#index = index;
    this.#mask = mask;
  }
}

/** Slots for `size` keys after a shrink: a quarter full. */
function slotsFor(size: number): number {
  let slots = MIN_SLOTS;
  while (slots < 4 * size) slots *= 2;
  return slots;
}

/** Entries for `size` keys after a shrink: half of them live. */
function entriesFor(size: number): number {
  let entries = MIN_ENTRIES;
  while (entries < 2 * size) entries *= 2;
  return entries;
}

const ENTRY = 3;
const HI = 0;
const LO = 1;
const VALUE = 2;
/** Slots of an index, and entries, when first needed (powers of two). */
const MIN_SLOTS = 16;
const MIN_ENTRIES = 8;
const NONE = new Int32Array(0);

/** Bytes of arrays the pool keeps for reuse; past it, an array given back is left to the GC. */
export const POOL_BYTES = 4 * 1024 * 1024;
/** Arrays given back, indexes and entries apart, by the base-2 logarithm of their length (a power of two, times ENTRY for entries). */
const INDEX = 0;
const ENTRIES = 1;
const pool: Int32Array<ArrayBuffer>[][][] = [INDEX, ENTRIES].map(() => Array.from({ length: 32 }, () => []));
let pooled = 0;

/** An array of `length` from the pool of `kind`, or a new one; all zeros when `zeroed`. */
function take(kind: number, length: number, zeroed: boolean): Int32Array<ArrayBuffer> {
  const held = pool[kind]![31 - Math.clz32(length)]!.pop();
  if (held === undefined) return new Int32Array(length);
  pooled -= held.byteLength;
  if (zeroed) held.fill(0);
  return held;
}

function give(array: Int32Array<ArrayBuffer>): void {
  if (array.length === 0 || pooled + array.byteLength > POOL_BYTES) return;
  pooled += array.byteLength;
  // Entries are ENTRY times a power of two long, an index a power of two: the length says which.
  const kind = (array.length & (array.length - 1)) === 0 ? INDEX : ENTRIES;
  pool[kind]![31 - Math.clz32(array.length)]!.push(array);
}

/** Bytes the pool holds (for tests). */
export function pooledBytes(): number {
  return pooled;
}
