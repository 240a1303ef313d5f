/**
 * The output index's keyed hash (src/gate/keyed-hash.ts), its recency-ordered map of hashed keys
 * (src/gate/recency.ts) and an output's keys (src/gate/output-keys.ts): the hash against
 * SipHash-2-4's reference vectors, the map against a Map whose re-set keys are deleted and added
 * again (with keys made to collide in the table), the keys against a Map per record.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { KeyedHash, processHash } from '../../src/gate/keyed-hash.ts';
import { OutputKeys } from '../../src/gate/output-keys.ts';
import { RecencyMap } from '../../src/gate/recency.ts';
import { ValueSources } from '../../src/gate/sources.ts';
import { KeyMap } from '../../src/gate/value-keys.ts';

function random(seed: number): () => number {
  let state = seed;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

/** The hash of `text` as a 16-digit hex string. */
function hex(hash: KeyedHash, text: string): string {
  const out = new Int32Array(2);
  hash.hash(text, out);
  return (out[0]! >>> 0).toString(16).padStart(8, '0') + (out[1]! >>> 0).toString(16).padStart(8, '0');
}

describe('KeyedHash', () => {
  // SipHash-2-4, key 00 01 … 0f, message 00 01 … (n−1): the reference implementation's vectors
  // (vectors.h of github.com/veorq/SipHash), at the even lengths a UTF-16 string can spell.
  const VECTORS: Record<number, string> = {
    0: '726fdb47dd0e0e31',
    2: '0d6c8009d9a94f5a',
    4: 'cf2794e0277187b7',
    6: 'cbc9466e58fee3ce',
    8: '93f5f5799a932462',
    10: '7a5dbbc594ddb9f3',
    12: '751e8fbc860ee5fb',
    14: 'f723ca908e7af2ee',
    16: '3f2acc7f57c29bdb',
    18: '4bc1b3f0968dd39c',
    20: 'bed65cf21aa2ee98',
    22: '93536795e3a33e88',
    24: 'b8ad50c6f649af94',
    26: '17d835b85bbb15f3',
    28: 'de4daaaca71dc9a5',
    30: 'ad87a3535c49ef28',
    32: '7127512f72f27cce',
    34: '12e0b01abb051238',
    36: '314dffbe0815a3b4',
    38: 'cadcd4e59ef40c4d',
    40: '0e3ea96b5304a7d0',
    62: 'e51b38608ef25f57',
  };

  it('is SipHash-2-4 of the UTF-16LE bytes (the reference vectors)', () => {
    const hash = new KeyedHash(Uint8Array.from({ length: 16 }, (_, i) => i));
    for (const [length, want] of Object.entries(VECTORS)) {
      let text = '';
      for (let i = 0; i < Number(length) / 2; i++) text += String.fromCharCode((2 * i) | ((2 * i + 1) << 8));
      assert.equal(hex(hash, text), want, `length ${length}`);
    }
  });

  it('depends on the key, and on every code unit and the length', () => {
    const a = new KeyedHash(new Uint8Array(16));
    const b = new KeyedHash(Uint8Array.from({ length: 16 }, (_, i) => (i === 15 ? 1 : 0)));
    assert.notEqual(hex(a, 'iban'), hex(b, 'iban'));
    assert.notEqual(hex(processHash(), 'iban'), hex(a, 'iban'));
    // The same low bytes ('a' and U+0161), a trailing NUL, lone surrogates, lengths past 255 bytes.
    const texts = [
      '',
      '\0',
      'a',
      '\u0161',
      'a\0',
      '\0a',
      'ab',
      'ba',
      '\ud800',
      '\udc00',
      '\ud800\udc00',
      'x'.repeat(128),
      'x'.repeat(256),
      'x'.repeat(384),
    ];
    assert.equal(new Set(texts.map((t) => hex(a, t))).size, texts.length);
    assert.throws(() => new KeyedHash(new Uint8Array(15)), TypeError);
  });

  it('gives no two of 300,000 near-identical values one hash', () => {
    const hash = processHash();
    const seen = new Set<string>();
    let n = 0;
    for (let i = 0; i < 100_000; i++) {
      // Values an attacker would vary: a digit, a letter's case, a character past ASCII, the length.
      for (const text of [`de89370400440532${String(i).padStart(6, '0')}`, `user${i}@example.com`, `${'0'.repeat(i % 300)}${i}`]) {
        seen.add(hex(hash, text));
        n++;
      }
    }
    assert.equal(seen.size, n);
  });
});

describe('RecencyMap', () => {
  /** Keys whose low halves collide in a table: `spread` distinct low halves, so runs of probes wrap and are shifted back. */
  function keyOf(k: number, spread: number): [number, number] {
    const lo = spread === 0 ? k | 0 : ((k % spread) * 0x10000 + (k % spread === 1 ? -1 : 0)) | 0;
    return [(k * 0x9e3779b1) | 0, lo];
  }

  for (const spread of [0, 3, 64]) {
    it(`keeps the order and values a Map with deletes and re-adds keeps, through churn, growth and shrinking (${spread === 0 ? 'spread keys' : `${spread} low halves`})`, () => {
      const next = random(3 + spread);
      const map = new RecencyMap();
      const model = new Map<number, number>();
      for (let step = 0; step < 40_000; step++) {
        const roll = next();
        // Phases of growth and of shrinking, so that the table grows, shrinks and its log is compacted.
        const phase = Math.floor(step / 4_000) % 2;
        if (roll < (phase === 0 ? 0.7 : 0.3)) {
          const k = Math.floor(next() * (next() < 0.5 ? 50 : 3_000));
          const [hi, lo] = keyOf(k, spread);
          const value = Math.floor(next() * 2 ** 31) | 0;
          const slot = map.slot(hi, lo);
          assert.equal(slot >= 0, model.has(k));
          if (slot >= 0) {
            assert.equal(map.valueAt(slot), model.get(k));
            map.renew(slot, value);
          } else map.add(hi, lo, value);
          model.delete(k);
          model.set(k, value);
        } else {
          const oldest = model.keys().next();
          assert.equal(map.dropOldest(), !oldest.done);
          if (!oldest.done) {
            assert.ok(!map.has(...keyOf(oldest.value, spread)), `dropped ${oldest.value} first`);
            model.delete(oldest.value);
          }
          if (next() < 0.05) map.fit();
        }
        assert.equal(map.size, model.size);
      }
      for (const [k, value] of model) assert.equal(map.get(...keyOf(k, spread)), value);
      // Keys it never held, with a held key's low half (so in its probe run).
      for (const k of model.keys()) {
        const [hi, lo] = keyOf(k, spread);
        assert.equal(map.get(hi ^ 1, lo), undefined);
      }
      // What is left, dropped oldest first, in the model's order.
      for (const k of [...model.keys()]) {
        assert.ok(map.has(...keyOf(k, spread)));
        assert.ok(map.dropOldest());
        assert.ok(!map.has(...keyOf(k, spread)), String(k));
      }
      assert.equal(map.dropOldest(), false);
      assert.equal(map.size, 0);
    });
  }

  it('keeps a slot valid when renewing it compacts the entries, and renews the newest in place', () => {
    const map = new RecencyMap();
    for (let k = 0; k < 12; k++) map.add(k, k * 16, k);
    // The entries are full after a few renewals: each renewal of an older key appends, and one of them compacts.
    for (let round = 0; round < 40; round++) {
      const k = (round * 5) % 12;
      const slot = map.slot(k, k * 16);
      assert.ok(slot >= 0);
      map.renew(slot, 1000 + round);
      assert.equal(map.get(k, k * 16), 1000 + round);
      // The newest renewed again: in place, nothing appended.
      map.renew(map.slot(k, k * 16), 2000 + round);
      assert.equal(map.get(k, k * 16), 2000 + round);
      // 32 slots and, once 12 live entries filled 16, 32 entries: compacted in place from then on.
      assert.ok(map.bytes <= 32 * 4 + 32 * 12, `${map.bytes} bytes`);
    }
    assert.equal(map.size, 12);
    // Oldest first: the keys in the order they were last renewed.
    const order = [...Array(12).keys()].sort((a, b) => lastRenewed(a) - lastRenewed(b));
    for (const k of order) {
      assert.ok(map.dropOldest());
      assert.ok(!map.has(k, k * 16), String(k));
    }
    function lastRenewed(k: number): number {
      let last = -1;
      for (let round = 0; round < 40; round++) if ((round * 5) % 12 === k) last = round;
      return last;
    }
  });

  it('holds at most 8 slots and 4 entries a key once fitted, whatever it held before', () => {
    const map = new RecencyMap();
    for (let k = 0; k < 50_000; k++) map.add(k * 7, Math.imul(k, 0x61c88647), k);
    const full = map.bytes;
    // Grown: at most 4 slots and 2 entries a key.
    assert.ok(full <= 50_000 * (4 * 4 + 2 * 12), `${full} bytes for 50,000 keys`);
    for (const left of [10_000, 1_000, 10, 0]) {
      while (map.size > left) map.dropOldest();
      map.fit();
      // An index of 4 bytes a slot, entries of 12 bytes: at most 8 slots and 4 entries a key, and a floor of 16 and 8.
      assert.ok(map.bytes <= Math.max(16, 8 * left) * 4 + Math.max(8, 4 * left) * 12, `${map.bytes} bytes for ${left} keys`);
      for (let k = 50_000 - left; k < 50_000; k++) assert.equal(map.get(k * 7, Math.imul(k, 0x61c88647)), k);
    }
  });
});

describe('ValueSources with hashed keys', () => {
  it('finds every value it holds and none of 100,000 near-identical ones it never saw', () => {
    const sources = new ValueSources({ maxValues: 200_000, maxValuesPerOutput: 200_000 });
    const ids = Array.from({ length: 50_000 }, (_, i) => `acct-${String(i).padStart(6, '0')}`);
    for (let at = 0; at < ids.length; at += 5_000) sources.record(ids.slice(at, at + 5_000).join(' '), 'read-only-retrieval');
    for (const id of ids) assert.deepEqual(sources.get(id)?.producers, ['read-only-retrieval']);
    for (let i = 50_000; i < 150_000; i++) assert.equal(sources.get(`acct-${String(i).padStart(6, '0')}`), undefined);
    // The same text under another case, width or prefix is another key, as in a Map of strings.
    for (const other of ['ACCT-000001', 'acct-0000001', 'acct-00000', 'n:acct-000001', 'acct-000001 ']) assert.equal(sources.get(other), undefined);
  });
});

describe('OutputKeys', () => {
  it('holds what a Map per record holds, in the same order, looked up by range, with a prefix or whole', () => {
    const next = random(11);
    const keys = new OutputKeys();
    const words = Array.from({ length: 3_000 }, (_, k) => `w${k.toString(36)}${k % 7 === 0 ? 'x'.repeat(20) : ''}`);
    for (let output = 0; output < 40; output++) {
      keys.clear();
      const records: KeyMap[] = [];
      for (let record = 0; record < 1 + Math.floor(next() * 4); record++) {
        keys.startRecord();
        const model = new KeyMap();
        records.push(model);
        const max = next() < 0.2 ? 50 : 100_000;
        for (let n = 0; n < 2_000; n++) {
          const word = words[Math.floor(next() * (next() < 0.5 ? 30 : words.length))]!;
          const flags = Math.floor(next() * 8);
          const text = `..${word}..`;
          const how = Math.floor(next() * 3);
          const got =
            how === 0
              ? keys.add(word, flags, max)
              : how === 1
                ? keys.addRange(text, 2, 2 + word.length, flags, max)
                : keys.addRange(text, 2, 2 + word.length, flags, max, 'n:');
          const want = model.add(how === 2 ? `n:${word}` : word, flags, max);
          assert.equal(got, want);
          assert.equal(keys.size, model.size);
        }
      }
      let entry = 0;
      for (const model of records)
        for (const [key, flags] of model) {
          assert.equal(keys.keys[entry], key);
          assert.equal(keys.flags[entry++], flags);
        }
      assert.equal(keys.length, entry);
    }
  });
});
