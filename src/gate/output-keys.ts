/**
 * The keys of one tool output while it is indexed (sources.ts): for each of its records, the
 * distinct keys collectValues found, in the order first found, each with its flags or-ed over its
 * occurrences, as a `Map` per record would hold them. Built to be reused from one output to the
 * next without garbage: a token is looked up by its characters where it stands in the text, and cut
 * out of it only the first time a record holds it (a 16 KB output holds thousands of tokens, most
 * of them repeats); the hash table is cleared by a new generation, not rebuilt.
 */
import type { KeySink } from './value-keys.ts';

export class OutputKeys implements KeySink {
  /** The keys of every record of the output, in order, and their flags: record r's are [starts[r], starts[r + 1]). */
  readonly keys: string[] = [];
  readonly flags: number[] = [];
  #length = 0;
  /** Where the current record's keys start in {@link keys}. */
  #start = 0;
  // Open addressing over the current record's keys: a slot is taken when its stamp is the current generation.
  #stamps = new Int32Array(INITIAL);
  #hashes = new Int32Array(INITIAL);
  #entries = new Int32Array(INITIAL);
  #generation = 1;

  /** Keys of the current record. */
  get size(): number {
    return this.#length - this.#start;
  }

  /** Keys of every record so far. */
  get length(): number {
    return this.#length;
  }

  /** Start the next record (its keys are distinct from the previous ones' only within it). */
  startRecord(): void {
    this.#start = this.#length;
    this.#newGeneration();
  }

  /** Forget every key (and the texts they were cut from), keeping the memory for the next output. */
  clear(): void {
    for (let i = 0; i < this.#length; i++) this.keys[i] = '';
    this.#length = 0;
    this.#start = 0;
    this.#newGeneration();
    // A table a large output grew is not kept.
    if (this.#stamps.length > MAX_KEPT) this.#resize(INITIAL);
  }

  add(key: string, flags: number, max: number): boolean {
    return this.addRange(key, 0, key.length, flags, max, '');
  }

  addRange(text: string, from: number, to: number, flags: number, max: number, prefix = ''): boolean {
    let hash = OFFSET;
    for (let i = 0; i < prefix.length; i++) hash = Math.imul(hash ^ prefix.charCodeAt(i), PRIME);
    for (let i = from; i < to; i++) hash = Math.imul(hash ^ text.charCodeAt(i), PRIME);
    return this.#add(prefix, text, from, to, hash, flags, max);
  }

  /** Add the key `prefix + text[from, to)` (hashed to `hash`), cut out of `text` if the record does not hold it yet. */
  #add(prefix: string, text: string, from: number, to: number, hash: number, flags: number, max: number): boolean {
    const mask = this.#stamps.length - 1;
    const length = prefix.length + to - from;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      if (this.#stamps[slot] !== this.#generation) {
        if (this.size >= max) return false;
        const entry = this.#length++;
        const cut = from === 0 && to === text.length ? text : text.slice(from, to);
        this.keys[entry] = prefix === '' ? cut : prefix + cut;
        this.flags[entry] = flags;
        this.#stamps[slot] = this.#generation;
        this.#hashes[slot] = hash;
        this.#entries[slot] = entry;
        if (2 * this.size > mask) this.#resize(2 * this.#stamps.length);
        return true;
      }
      if (this.#hashes[slot] !== hash) continue;
      const entry = this.#entries[slot]!;
      const key = this.keys[entry]!;
      if (key.length !== length || !key.startsWith(prefix) || !sameChars(key, prefix.length, text, from)) continue;
      this.flags[entry]! |= flags;
      return true;
    }
  }

  #newGeneration(): void {
    if (++this.#generation < 0x3fffffff) return;
    this.#stamps.fill(0);
    this.#generation = 1;
  }

  /** A table of `size` slots holding the current record's keys. */
  #resize(size: number): void {
    this.#stamps = new Int32Array(size);
    this.#hashes = new Int32Array(size);
    this.#entries = new Int32Array(size);
    this.#generation = 1;
    const mask = size - 1;
    for (let entry = this.#start; entry < this.#length; entry++) {
      const key = this.keys[entry]!;
      let hash = OFFSET;
      for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), PRIME);
      let slot = hash & mask;
      while (this.#stamps[slot] === 1) slot = (slot + 1) & mask;
      this.#stamps[slot] = 1;
      this.#hashes[slot] = hash;
      this.#entries[slot] = entry;
    }
  }
}

/** Whether `key` from `at` on is `text` from `from` on. */
function sameChars(key: string, at: number, text: string, from: number): boolean {
  for (let i = at; i < key.length; i++) if (key.charCodeAt(i) !== text.charCodeAt(from + i - at)) return false;
  return true;
}

// FNV-1a, 32 bits, over UTF-16 code units.
const OFFSET = 0x811c9dc5 | 0;
const PRIME = 16_777_619;
const INITIAL = 1024;
const MAX_KEPT = 16_384;
