import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { digestingArgsEncoder, ARG_DIGEST_TAG } from '../../src/audit/privacy.ts';
import {
  AUDIT_CHAIN_TAG,
  chainHash,
  chainHasher,
  decodeRecord,
  encodeArgsPlain,
  encodeRecord,
  GENESIS_HASH,
  UNENCODABLE_ARGS,
  type AuditEntry,
} from '../../src/audit/record.ts';
import { canonicalJson } from '../../src/util/canonical.ts';
import { entry } from './helpers.ts';

/** The chain hash as the doc comment of record.ts specifies it, written independently. */
function referenceHash(prevHash: string, seq: number, e: AuditEntry, args: unknown): string {
  const a = canonicalJson({ args, id: e.call.id ?? null, tool: e.call.tool });
  const k = canonicalJson({ digest: e.tokenDigest, id: e.tokenId });
  const r = canonicalJson({
    actionClass: e.actionClass,
    approval: e.approval ?? null,
    reasons: e.reasons,
    score: e.score,
    seq,
    time: e.time,
    verdict: e.verdict,
  });
  const hash = createHash('sha256')
    .update(AUDIT_CHAIN_TAG)
    .update(new Uint8Array([0]))
    .update(Buffer.from(prevHash, 'hex'));
  for (const part of [a, k, r]) {
    const bytes = Buffer.from(part, 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    hash.update(length).update(bytes);
  }
  return hash.digest('hex');
}

const oddEntries: AuditEntry[] = [
  entry(1),
  entry(2, { tokenId: null, tokenDigest: null, actionClass: null, score: null, reasons: [] }),
  entry(3, { time: 1.5e-7, score: -0 }),
  entry(4, { time: 1e21, score: 0.1 + 0.2 }),
  entry(5, { call: { tool: '__proto__', args: JSON.parse('{"__proto__":{"x":1},"constructor":"c","b":[1,{"z":null,"a":true}]}') } }),
  entry(6, {
    call: { tool: 'tool\u0000\n"\\', args: { '\u20ac': '\ud83d\ude00', é: 'e\u0301', '\ud800': 'lone \udfff', '\u2028': '\u202e' }, id: '' },
  }),
  entry(7, { call: { tool: 't', args: { big: 2 ** 53 + 2, small: 5e-324, neg: -1e-7, exp: 1e21, arr: [] } } }),
  entry(8, { reasons: ['a', 'b\u0007', '\u00ff'] }),
  entry(9, {
    verdict: 'allow',
    approval: { id: 'req-1', state: 'approved', by: 'alice@example.com', at: 1_700_000_000_123, note: 'ok "for" \u2028 once' },
  }),
  entry(10, { verdict: 'deny', approval: { id: 'req-2', state: 'denied', by: 'bob', at: 1.5, note: null } }),
];

describe('chain hash', () => {
  it('matches the documented byte layout over canonicalJson of the whole parts', () => {
    let prev = GENESIS_HASH;
    for (const [i, e] of oddEntries.entries()) {
      const stored = encodeRecord(e, i + 1, prev, encodeArgsPlain);
      assert.equal(stored.hash, referenceHash(prev, i + 1, e, e.call.args), `entry ${i}`);
      assert.equal(stored.args, canonicalJson(e.call.args));
      prev = stored.hash;
    }
  });

  it('changes with every field, including seq and time', () => {
    const base = encodeRecord(entry(1), 1, GENESIS_HASH, encodeArgsPlain);
    const variants: AuditEntry[] = [
      entry(1, { time: entry(1).time + 1 }),
      entry(1, { tokenId: 'other' }),
      entry(1, { tokenDigest: 'cd'.repeat(32) }),
      entry(1, { call: { ...entry(1).call, tool: 'other' } }),
      entry(1, { call: { ...entry(1).call, id: 'other' } }),
      entry(1, { call: { tool: 'send_email', args: entry(1).call.args } }),
      entry(1, { call: { ...entry(1).call, args: { to: 'x' } } }),
      entry(1, { actionClass: 'other' }),
      entry(1, { verdict: 'deny' }),
      entry(1, { score: 0.5 }),
      entry(1, { reasons: ['other'] }),
      entry(1, { approval: { id: 'r', state: 'approved', by: 'alice', at: 1, note: null } }),
      entry(1, { approval: { id: 'r', state: 'approved', by: 'mallory', at: 1, note: null } }),
      entry(1, { approval: { id: 'r', state: 'approved', by: 'alice', at: 2, note: null } }),
      entry(1, { approval: { id: 'r', state: 'approved', by: 'alice', at: 1, note: 'n' } }),
    ];
    const hashes = new Set([base.hash]);
    for (const variant of variants) hashes.add(encodeRecord(variant, 1, GENESIS_HASH, encodeArgsPlain).hash);
    hashes.add(encodeRecord(entry(1), 2, GENESIS_HASH, encodeArgsPlain).hash);
    hashes.add(encodeRecord(entry(1), 1, 'f'.repeat(64), encodeArgsPlain).hash);
    assert.equal(hashes.size, variants.length + 3);
  });

  it('reads encoding 1 (logs written before approvals were recorded) by its own tag and layout', () => {
    const e = entry(1);
    const v2 = encodeRecord(e, 1, GENESIS_HASH, encodeArgsPlain);
    const v1 = { ...v2, enc: 1 };
    const a = canonicalJson({ args: e.call.args, id: e.call.id ?? null, tool: e.call.tool });
    const k = canonicalJson({ digest: e.tokenDigest, id: e.tokenId });
    const r = canonicalJson({ actionClass: e.actionClass, reasons: e.reasons, score: e.score, seq: 1, time: e.time, verdict: e.verdict });
    const hash = createHash('sha256')
      .update('capfence-audit-v1')
      .update(new Uint8Array([0]))
      .update(Buffer.from(GENESIS_HASH, 'hex'));
    for (const part of [a, k, r]) {
      const bytes = Buffer.from(part, 'utf8');
      const length = Buffer.alloc(4);
      length.writeUInt32BE(bytes.length);
      hash.update(length).update(bytes);
    }
    assert.equal(chainHash(GENESIS_HASH, v1), hash.digest('hex'));
    assert.notEqual(chainHash(GENESIS_HASH, v1), v2.hash, 'the tag binds the encoding: a record cannot pass as the other');
    assert.throws(() => chainHash(GENESIS_HASH, { ...v2, enc: 3 }), { code: 'ERR_AUDIT_CORRUPT', message: /encoding 3/ });
  });

  it('distinguishes a missing call id from an empty one', () => {
    const withEmpty = encodeRecord(entry(1, { call: { tool: 't', args: {}, id: '' } }), 1, GENESIS_HASH, encodeArgsPlain);
    const without = encodeRecord(entry(1, { call: { tool: 't', args: {} } }), 1, GENESIS_HASH, encodeArgsPlain);
    assert.notEqual(withEmpty.hash, without.hash);
    assert.equal(decodeRecord(withEmpty, GENESIS_HASH).call.id, '');
    assert.equal('id' in decodeRecord(without, GENESIS_HASH).call, false);
  });

  it('rejects a malformed previous hash', () => {
    const stored = encodeRecord(entry(1), 1, GENESIS_HASH, encodeArgsPlain);
    assert.throws(() => chainHash('abc', stored), { code: 'ERR_AUDIT_CORRUPT' });
    assert.throws(() => chainHash('z'.repeat(64), stored), { code: 'ERR_AUDIT_CORRUPT' });
  });

  it('gives the reference hash for ASCII and non-ASCII records of every size, in any order', () => {
    // ASCII records take a one-pass path with reused buffer views; long or non-ASCII ones the general path.
    const sizes = [0, 1, 100, 4000, 4100, 21_000, 22_000, 30_000, 100, 0, 4000];
    let prev = GENESIS_HASH;
    for (const [i, size] of sizes.entries()) {
      for (const text of ['x'.repeat(size), `${'x'.repeat(size)}\u00e9`, `\u007f${'y'.repeat(size)}`]) {
        const e = entry(i + 1, { call: { tool: 't', args: { text } } });
        const stored = encodeRecord(e, i + 1, prev, encodeArgsPlain);
        assert.equal(stored.hash, referenceHash(prev, i + 1, e, e.call.args), `size ${size}`);
        assert.equal(chainHasher()(prev, stored), stored.hash);
        prev = stored.hash;
      }
    }
  });

  it('hashes arguments larger than the scratch buffer', () => {
    const e = entry(1, { call: { tool: 't', args: { text: '\u00e9'.repeat(100_000) } } });
    assert.equal(encodeRecord(e, 1, GENESIS_HASH, encodeArgsPlain).hash, referenceHash(GENESIS_HASH, 1, e, e.call.args));
  });
});

describe('encodeRecord', () => {
  it('round-trips through decodeRecord, hostile names and odd unicode included', () => {
    for (const [i, e] of oddEntries.entries()) {
      const record = decodeRecord(encodeRecord(e, i + 1, GENESIS_HASH, encodeArgsPlain), GENESIS_HASH);
      assert.equal(record.call.tool, e.call.tool);
      assert.equal(canonicalJson(record.call.args), canonicalJson(e.call.args));
      assert.deepEqual(record.reasons, e.reasons);
      assert.deepEqual(record.approval, e.approval);
      assert.equal(record.seq, i + 1);
    }
    const proto = decodeRecord(encodeRecord(oddEntries[4] as AuditEntry, 1, GENESIS_HASH, encodeArgsPlain), GENESIS_HASH);
    assert.equal(Object.getPrototypeOf(proto.call.args), Object.prototype);
    assert.ok(Object.prototype.hasOwnProperty.call(proto.call.args, '__proto__'));
  });

  it('stores a marker for arguments JSON cannot carry, so a denial can still be recorded', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const args of [{ f: () => 1 }, [() => 1], { n: 10n }, cyclic, undefined, Symbol('s')]) {
      const stored = encodeRecord(entry(1, { call: { tool: 't', args } }), 1, GENESIS_HASH, encodeArgsPlain);
      assert.equal(decodeRecord(stored, GENESIS_HASH).call.args, UNENCODABLE_ARGS);
    }
    // The word "undefined" inside a string is just text.
    const fine = encodeRecord(entry(1, { call: { tool: 't', args: { s: ':undefined' } } }), 1, GENESIS_HASH, encodeArgsPlain);
    assert.deepEqual(decodeRecord(fine, GENESIS_HASH).call.args, { s: ':undefined' });
  });

  it('throws a UsageError naming the field for a malformed entry', () => {
    const bad: [Partial<Record<keyof AuditEntry, unknown>>, RegExp][] = [
      [{ time: Number.NaN }, /entry\.time/],
      [{ time: '1' }, /entry\.time/],
      [{ tokenId: 1 }, /entry\.tokenId/],
      [{ tokenDigest: {} }, /entry\.tokenDigest/],
      [{ call: null }, /entry\.call/],
      [{ call: { tool: 1, args: {} } }, /entry\.call\.tool/],
      [{ call: { tool: 't', args: {}, id: 5 } }, /entry\.call\.id/],
      [{ actionClass: 3 }, /entry\.actionClass/],
      [{ verdict: 'maybe' }, /entry\.verdict/],
      [{ score: Infinity }, /entry\.score/],
      [{ reasons: 'gate.allow' }, /entry\.reasons/],
      [{ reasons: [1] }, /entry\.reasons/],
    ];
    for (const [override, message] of bad) {
      assert.throws(() => encodeRecord({ ...entry(1), ...override } as AuditEntry, 1, GENESIS_HASH, encodeArgsPlain), {
        name: 'UsageError',
        message,
      });
    }
    assert.throws(() => encodeRecord(null as unknown as AuditEntry, 1, GENESIS_HASH, encodeArgsPlain), {
      name: 'UsageError',
      code: 'ERR_INVALID_ARGUMENT',
    });
  });
});

describe('privacy digests', () => {
  const salt = Buffer.alloc(32, 7);
  const encode = digestingArgsEncoder(salt);
  const hmac = (value: unknown): string => createHmac('sha256', salt).update(`${ARG_DIGEST_TAG}\u0000`).update(canonicalJson(value)).digest('hex');

  it('replaces each argument value with HMAC-SHA256(salt, tag ‖ 0x00 ‖ canon(value)), keys kept', () => {
    const args = JSON.parse('{"to":"alice@example.com","amount":12.5,"nested":{"b":1,"a":[true,null]},"__proto__":"p","skip":null}');
    const text = encode(args);
    const expected = Object.assign(Object.create(null) as Record<string, string>, {
      to: hmac('alice@example.com'),
      amount: hmac(12.5),
      nested: hmac({ a: [true, null], b: 1 }),
      skip: hmac(null),
    });
    expected['__proto__'] = hmac('p');
    assert.equal(text, canonicalJson(expected));
    assert.ok(!text.includes('alice'));
    const parsed = JSON.parse(text) as Record<string, string>;
    assert.equal(parsed.__proto__, hmac('p'));
  });

  it('digests non-object arguments whole, and depends on the salt', () => {
    assert.equal(encode(['x', 1]), JSON.stringify(hmac(['x', 1])));
    assert.equal(encode('secret'), JSON.stringify(hmac('secret')));
    assert.notEqual(digestingArgsEncoder(Buffer.alloc(32, 8))({ a: 'x' }), encode({ a: 'x' }));
    assert.equal(encode({ f: () => 1 }), JSON.stringify(UNENCODABLE_ARGS));
  });

  it('refuses a short salt', () => {
    assert.throws(() => digestingArgsEncoder(Buffer.alloc(8)), { name: 'UsageError', code: 'ERR_INVALID_ARGUMENT' });
  });
});
