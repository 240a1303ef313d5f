import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { canonicalJson, jsonString } from '../../src/util/canonical.ts';
import { seededRandom } from '../../src/train/split.ts';

// The reference: the `canonicalize` package alone (canonicalJson takes a faster path for plain data).
const canonicalize = createRequire(import.meta.url)('canonicalize') as (value: unknown) => string | undefined;

const ODD_STRINGS = [
  '',
  'a',
  'é',
  '\u20ac',
  '\ud83d\ude00',
  '\ud800',
  '\udfff',
  '"',
  '\\',
  '\n',
  '\u0000',
  '\u001f',
  '\u007f',
  '\u2028',
  '</script>',
  '10',
  '1e3',
  '__proto__',
  'toJSON',
  'B',
  'a\u0000b',
  'ÿ',
  '\uffff',
];
const NUMBERS = [0, -0, 1, -1, 0.1, 1e21, 1e-7, 123456789.125, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE, -Number.MAX_VALUE, 5e-324, 1 / 3];

function string(next: () => number): string {
  if (next() < 0.5) return ODD_STRINGS[Math.floor(next() * ODD_STRINGS.length)] as string;
  let text = '';
  const length = Math.floor(next() * 6);
  for (let i = 0; i < length; i++) text += String.fromCharCode(next() < 0.8 ? 32 + Math.floor(next() * 95) : Math.floor(next() * 0x10000));
  return text;
}

function value(next: () => number, depth: number): unknown {
  const pick = next();
  if (depth > 3 || pick < 0.4) {
    const scalar = next();
    if (scalar < 0.35) return string(next);
    if (scalar < 0.7) return NUMBERS[Math.floor(next() * NUMBERS.length)];
    return scalar < 0.8 ? null : scalar < 0.9;
  }
  if (pick < 0.65) return Array.from({ length: Math.floor(next() * 5) }, () => value(next, depth + 1));
  const object: Record<string, unknown> = next() < 0.1 ? (Object.create(null) as Record<string, unknown>) : {};
  // Up to 24 keys: past 16 the keys are sorted by Array#sort instead of by insertion.
  const keys = Math.floor(next() * (next() < 0.2 ? 24 : 6));
  for (let i = 0; i < keys; i++) object[string(next)] = value(next, depth + 1);
  return object;
}

describe('canonicalJson', () => {
  it('writes what the canonicalize package writes for random plain JSON data (keys sorted by UTF-16 code units)', () => {
    // The project's seeded generator (mulberry32), so a failure can be replayed.
    const next = seededRandom(12);
    for (let i = 0; i < 5_000; i++) {
      const input = value(next, 0);
      assert.equal(canonicalJson(input), canonicalize(input), `case ${i}`);
      // Data read back from JSON text (as the audit reads args) encodes the same.
      assert.equal(canonicalJson(JSON.parse(JSON.stringify(input))), canonicalize(JSON.parse(JSON.stringify(input))), `case ${i}, parsed`);
    }
  });

  it('leaves data that is not plain to the package and its rules', () => {
    const date = new Date(0);
    class Point {
      constructor(
        readonly x: number,
        readonly y: number,
      ) {}
    }
    const sparse = [1, , 3]; // eslint-disable-line no-sparse-arrays
    const cases: unknown[] = [
      { when: date },
      { toJSON: () => ({ swapped: true }) },
      [1, undefined, 2],
      sparse,
      { a: undefined, b: 1 },
      { f: () => 1, s: Symbol('s'), n: 1 },
      new Point(1, 2),
      { nested: [{ when: date }] },
      new Map([['a', 1]]),
      Object.assign([1, 2], { extra: true }),
    ];
    for (const input of cases) assert.equal(canonicalJson(input), canonicalize(input));
    for (const input of [Number.NaN, Number.POSITIVE_INFINITY, { a: Number.NaN }, [Number.NEGATIVE_INFINITY], undefined, 10n, { b: 10n }])
      assert.throws(() => canonicalJson(input), { code: 'ERR_ARGS_NOT_JSON' });
  });

  it('fails closed on a cycle', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    assert.throws(() => canonicalJson(cyclic), { code: 'ERR_ARGS_NOT_JSON' });
  });
});

describe('jsonString', () => {
  it('writes what JSON.stringify writes, for odd strings and random ones (quotes, backslashes, controls, lone and paired surrogates)', () => {
    for (const text of ODD_STRINGS) assert.equal(jsonString(text), JSON.stringify(text));
    for (let code = 0; code < 0x10000; code++) {
      const text = `a${String.fromCharCode(code)}b`;
      assert.equal(jsonString(text), JSON.stringify(text), `U+${code.toString(16)}`);
    }
    const next = seededRandom(7);
    for (let i = 0; i < 20_000; i++) {
      let text = '';
      const length = Math.floor(next() * 40);
      for (let j = 0; j < length; j++) text += String.fromCharCode(next() < 0.9 ? 32 + Math.floor(next() * 95) : Math.floor(next() * 0x10000));
      assert.equal(jsonString(text), JSON.stringify(text));
    }
  });
});
