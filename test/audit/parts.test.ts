/**
 * The stored form of schema 3 (src/audit/parts.ts): a record's parts are exactly what its chain
 * hash covers, and reading them back gives the record it was made from.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { partsChainHasher, recordParts, storedFromParts, type PendingRecord } from '../../src/audit/parts.ts';
import { chainHash, encodeArgsPlain, encodeRecord, GENESIS_HASH, partsHash, type AuditEntry } from '../../src/audit/record.ts';
import Database from 'better-sqlite3';
import { auditReport } from '../../src/audit/report.ts';
import { SqliteAuditLog } from '../../src/audit/store.ts';
import { entry, tempDir } from './helpers.ts';

const odd: AuditEntry[] = [
  entry(1),
  entry(2, {
    call: { tool: 'naïve \u2028 "tool"\\', args: { 'k\u0000': ['\ud800', '😀', -0, 1e21, 5e-7, null, true] } },
    tokenId: null,
    tokenDigest: null,
  }),
  entry(3, { approval: { id: 'req', state: 'denied', by: 'bob "b"', at: 1.25, note: null }, actionClass: null, score: null, reasons: [] }),
  entry(4, { call: { tool: 't', args: 'a string', id: 'x' } }),
  entry(5, { call: { tool: 't', args: [1, 2, { '': {} }] }, verdict: 'escalate', reasons: ['a', 'b\n'] }),
];

describe('stored parts', () => {
  it('hash to the chain hash, and read back as the record they were made from', () => {
    let prev = GENESIS_HASH;
    for (const [i, e] of odd.entries()) {
      const record = encodeRecord(e, i + 1, prev, encodeArgsPlain);
      const { a, k, r } = recordParts(record);
      assert.equal(partsHash(record.enc, prev, record.seq, a, k, r), record.hash);
      const back = storedFromParts(record.seq, record.enc, a, k, r, record.hash);
      assert.deepEqual(back, record);
      assert.equal(chainHash(prev, back), record.hash);
      prev = record.hash;
    }
  });

  it('the writer keeps the parts it hashed', () => {
    const hasher = partsChainHasher();
    let prev = GENESIS_HASH;
    for (const [i, e] of odd.entries()) {
      const record: PendingRecord = encodeRecord(e, i + 1, null, encodeArgsPlain);
      record.hash = hasher(prev, record);
      assert.equal(record.hash, chainHash(prev, record));
      assert.deepEqual(record.parts, recordParts(record));
      prev = record.hash;
    }
  });

  it('reads encoding-1 parts (no approval member)', () => {
    const record = { ...encodeRecord(entry(7), 7, null, encodeArgsPlain), enc: 1 };
    const { a, k, r } = recordParts(record);
    assert.equal(r.includes('approval'), false);
    assert.deepEqual(storedFromParts(7, 1, a, k, r, 'h'), { ...record, hash: 'h' });
  });

  it('calls parts that are not the layout corrupt, naming the seq', () => {
    const { a, k, r } = recordParts(encodeRecord(entry(9), 9, GENESIS_HASH, encodeArgsPlain));
    const bad: [unknown, unknown, unknown][] = [
      ['{broken', k, r],
      [a, k, '[]'],
      [a, k, r.replace('"seq":9', '"seq":10')],
      [a, k, r.replace('"verdict":"allow"', '"verdict":1')],
      [a, '{"digest":1,"id":null}', r],
      [a.replace('{"args":', '{"argz":'), k, r],
      [`{"args":{},"x":1,${a.slice(a.indexOf('"id"'))}`, k, r],
      [null, k, r],
      [a, k, 5],
    ];
    for (const [pa, pk, pr] of bad) assert.throws(() => storedFromParts(9, 2, pa, pk, pr, 'h'), { code: 'ERR_AUDIT_CORRUPT', seq: 9 }, String(pa));
  });

  it('a report reads its window and counts out of the parts, and a row whose R_t is not JSON as unreadable', () => {
    const tmp = tempDir();
    try {
      const path = tmp.path('r.db');
      const log = SqliteAuditLog.open(path, { durability: 'strict' });
      for (let i = 1; i <= 12; i++) log.append(entry(i));
      log.close();
      const window = { since: 1_700_000_000_003, until: 1_700_000_000_011 };
      const report = auditReport(path, window);
      assert.deepEqual([report.records, report.firstSeq, report.lastSeq, { ...report.verdicts }], [8, 3, 10, { allow: 6, deny: 2 }]);
      const db = new Database(path);
      db.prepare("UPDATE capfence_audit_records SET r = '{broken' WHERE seq = 12").run();
      db.close();
      const after = auditReport(path, window);
      assert.deepEqual([after.records, after.unreadable, after.lastSeq], [9, 1, 12]);
    } finally {
      tmp.cleanup();
    }
  });
});
