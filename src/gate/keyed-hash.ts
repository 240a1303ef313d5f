/**
 * A keyed 64-bit hash of strings: SipHash-2-4 (Aumasson and Bernstein, "SipHash: a fast
 * short-input PRF", 2012) of the string's UTF-16LE bytes, under a 128-bit key. The output index
 * (sources.ts) keeps a value's hash instead of its text, so what an output's values cost in memory
 * is a few integers in typed arrays, not a string and a Map entry each.
 *
 * Why a hash may stand for the value. Two values are the same key when their hashes are equal.
 * Values come from tool outputs and from the agent's arguments, both hostile, so an attacker would
 * want a value of theirs (an IBAN) to hash like one the task read as data. SipHash is a
 * pseudo-random function under its key: without the key, finding two strings with equal hashes
 * takes about 2^64 evaluations, and the only oracle the attacker has is whether a decision found a
 * value (one bit per call the agent makes). The key is drawn at random per process
 * ({@link processHash}) and never leaves it: no hash is stored, logged or sent. By chance alone, a
 * process that looks up m values against at most n indexed ones (n ≤ 131,072 by default) confuses
 * two of them with probability at most m·n / 2^64: below one in a hundred thousand after 10^9
 * look-ups. A confusion would give a value the facts of another one (seen, its flags, its
 * producers); the index says "untraced" or "instructed" for a value it never held otherwise.
 */
import { randomBytes } from 'node:crypto';

/** SipHash-2-4 under one 128-bit key. */
export class KeyedHash {
  // The key as four 32-bit words, little-endian: k0 = (k0h, k0l), k1 = (k1h, k1l).
  readonly #k0l: number;
  readonly #k0h: number;
  readonly #k1l: number;
  readonly #k1h: number;

  /** A hash under `key` (16 bytes; the SipHash reference's k0 is its first 8, little-endian). */
  constructor(key: Uint8Array) {
    if (!(key instanceof Uint8Array) || key.length !== 16) throw new TypeError('key must be 16 bytes');
    const word = (at: number): number => key[at]! | (key[at + 1]! << 8) | (key[at + 2]! << 16) | (key[at + 3]! << 24);
    this.#k0l = word(0);
    this.#k0h = word(4);
    this.#k1l = word(8);
    this.#k1h = word(12);
  }

  /**
   * The hash of `text` (its UTF-16LE bytes) as two 32-bit halves: `out[0]` the high, `out[1]` the
   * low. No allocation.
   */
  hash(text: string, out: Int32Array): void {
    // v0..v3 as high and low 32-bit halves.
    let v0h = this.#k0h ^ 0x736f6d65;
    let v0l = this.#k0l ^ 0x70736575;
    let v1h = this.#k1h ^ 0x646f7261;
    let v1l = this.#k1l ^ 0x6e646f6d;
    let v2h = this.#k0h ^ 0x6c796765;
    let v2l = this.#k0l ^ 0x6e657261;
    let v3h = this.#k1h ^ 0x74656462;
    let v3l = this.#k1l ^ 0x79746573;
    const length = text.length;
    const full = length - (length & 3);
    let ml = 0;
    let mh = 0;
    let h = 0;
    let l = 0;
    let sum = 0;
    // Each 8-byte word is four code units; the last word holds the 0–3 left and the byte length.
    for (let at = 0; at <= full; at += 4) {
      let rounds = 2;
      if (at < full) {
        ml = text.charCodeAt(at) | (text.charCodeAt(at + 1) << 16);
        mh = text.charCodeAt(at + 2) | (text.charCodeAt(at + 3) << 16);
      } else {
        const left = length - full;
        ml = left === 0 ? 0 : left === 1 ? text.charCodeAt(at) : text.charCodeAt(at) | (text.charCodeAt(at + 1) << 16);
        mh = (left === 3 ? text.charCodeAt(at + 2) : 0) | (((2 * length) & 0xff) << 24);
        rounds = 6;
      }
      v3h ^= mh;
      v3l ^= ml;
      // Two compression rounds; after the last word, two and the four finalisation rounds. A
      // 64-bit sum is two 32-bit ones and the low half's carry.
      for (let round = 0; round < rounds; round++) {
        if (round === 2) {
          v0h ^= mh;
          v0l ^= ml;
          v2l ^= 0xff;
        }
        // v0 += v1; v1 = rotl(v1, 13) ^ v0; v0 = rotl(v0, 32)
        sum = (v0l + v1l) | 0;
        v0h = (v0h + v1h + (sum >>> 0 < v0l >>> 0 ? 1 : 0)) | 0;
        v0l = sum;
        h = (v1h << 13) | (v1l >>> 19);
        l = (v1l << 13) | (v1h >>> 19);
        v1h = h ^ v0h;
        v1l = l ^ v0l;
        h = v0h;
        v0h = v0l;
        v0l = h;
        // v2 += v3; v3 = rotl(v3, 16) ^ v2
        sum = (v2l + v3l) | 0;
        v2h = (v2h + v3h + (sum >>> 0 < v2l >>> 0 ? 1 : 0)) | 0;
        v2l = sum;
        h = (v3h << 16) | (v3l >>> 16);
        l = (v3l << 16) | (v3h >>> 16);
        v3h = h ^ v2h;
        v3l = l ^ v2l;
        // v0 += v3; v3 = rotl(v3, 21) ^ v0
        sum = (v0l + v3l) | 0;
        v0h = (v0h + v3h + (sum >>> 0 < v0l >>> 0 ? 1 : 0)) | 0;
        v0l = sum;
        h = (v3h << 21) | (v3l >>> 11);
        l = (v3l << 21) | (v3h >>> 11);
        v3h = h ^ v0h;
        v3l = l ^ v0l;
        // v2 += v1; v1 = rotl(v1, 17) ^ v2; v2 = rotl(v2, 32)
        sum = (v2l + v1l) | 0;
        v2h = (v2h + v1h + (sum >>> 0 < v2l >>> 0 ? 1 : 0)) | 0;
        v2l = sum;
        h = (v1h << 17) | (v1l >>> 15);
        l = (v1l << 17) | (v1h >>> 15);
        v1h = h ^ v2h;
        v1l = l ^ v2l;
        h = v2h;
        v2h = v2l;
        v2l = h;
      }
      if (rounds === 2) {
        v0h ^= mh;
        v0l ^= ml;
      }
    }
    out[0] = v0h ^ v1h ^ v2h ^ v3h;
    out[1] = v0l ^ v1l ^ v2l ^ v3l;
  }
}

/** The hash of this process, under a key drawn when it is first needed (never stored or shown). */
export function processHash(): KeyedHash {
  return (held ??= new KeyedHash(randomBytes(16)));
}

let held: KeyedHash | undefined;
