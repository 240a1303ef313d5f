import assert from 'node:assert/strict';
import { closeSync, openSync, writeSync } from 'node:fs';
import { afterEach, beforeEach, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { SqliteAuditLog } from '../../src/audit/store.ts';
import { split, verifyAuditLogParallel } from '../../src/audit/verify-parallel.ts';
import { verifyAuditLog, verifyRange } from '../../src/audit/verify.ts';
import { entry, tempDir } from './helpers.ts';

let tmp: ReturnType<typeof tempDir>;
let path: string;
const RECORDS = 40;
/** Three workers over 40 records: ranges 1–13, 14–26, 27–40. */
const parallel = { threads: 3, minRecords: 2 };

function writeLog(n: number): void {
  const log = SqliteAuditLog.open(path, { durability: 'batched', batchSize: 7 });
  for (let i = 1; i <= n; i++) log.append(entry(i));
  log.close();
}

function tamper(...statements: string[]): void {
  const db = new Database(path);
  try {
    for (const sql of statements) db.exec(sql);
  } finally {
    db.close();
  }
}

function storedHash(seq: number): string {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare('SELECT hash FROM capfence_audit_records WHERE seq = ?').pluck().get(seq) as string;
  } finally {
    db.close();
  }
}

beforeEach(() => {
  tmp = tempDir();
  path = tmp.path('audit.db');
});
afterEach(() => tmp.cleanup());

describe('verifyRange', () => {
  it('checks one range from the hash stored before it, and reports where it starts and ends', () => {
    writeLog(RECORDS);
    assert.deepEqual(verifyRange(path, 14, 26), { ok: true, prevHash: storedHash(13), lastHash: storedHash(26) });
    assert.deepEqual(verifyRange(path, 1, 1), { ok: true, prevHash: '0'.repeat(64), lastHash: storedHash(1) });
  });

  it('fails a range with an edited, missing or foreign-encoding record, a range past the end, or a bad request', () => {
    writeLog(RECORDS);
    assert.deepEqual(verifyRange(path, 27, 41), { ok: false });
    assert.deepEqual(verifyRange(path, 0, 5), { ok: false });
    assert.deepEqual(verifyRange(path, 9, 8), { ok: false });
    assert.deepEqual(verifyRange(tmp.path('missing.db'), 1, 5), { ok: false });
    tamper("UPDATE capfence_audit_records SET r = json_set(r, '$.verdict', 'escalate') WHERE seq = 20");
    assert.deepEqual(verifyRange(path, 14, 26), { ok: false });
    // Each record is checked against its predecessor's stored hash: only the range holding the edit fails.
    assert.equal(verifyRange(path, 21, 26).ok, true);
    assert.equal(verifyRange(path, 1, 19).ok, true);
    assert.equal(verifyRange(path, 20, 20).ok, false);
    tamper('DELETE FROM capfence_audit_records WHERE seq = 5');
    assert.deepEqual(verifyRange(path, 1, 13), { ok: false });
    tamper('UPDATE capfence_audit_records SET enc = 9 WHERE seq = 30');
    assert.deepEqual(verifyRange(path, 27, 40), { ok: false });
  });
});

describe('verifyAuditLogParallel', () => {
  it('splits 1..n into contiguous ranges of nearly equal size', () => {
    assert.deepEqual(split(40, 3), [
      [1, 13],
      [14, 26],
      [27, 40],
    ]);
    assert.deepEqual(split(2, 5), [
      [1, 1],
      [2, 2],
    ]);
  });

  it('passes a clean log with the result verifyAuditLog gives, on any number of threads', async () => {
    writeLog(RECORDS);
    const expected = verifyAuditLog(path);
    assert.equal(expected.ok, true);
    for (const threads of [1, 2, 3, 7]) assert.deepEqual(await verifyAuditLogParallel(path, { threads, minRecords: 2 }), expected);
  });

  // Every way of damaging a log that verifyAuditLog names, at range boundaries and inside ranges.
  const damages: [string, string[]][] = [
    ['an edited record inside a range', ["UPDATE capfence_audit_records SET a = json_set(a, '$.args', json('{}')) WHERE seq = 20"]],
    ['an edited last record of a range', ["UPDATE capfence_audit_records SET r = json_set(r, '$.verdict', 'escalate') WHERE seq = 13"]],
    ['an edited first record of a range', ["UPDATE capfence_audit_records SET r = json_set(r, '$.time', 1) WHERE seq = 27"]],
    ['an edited hash at a boundary', [`UPDATE capfence_audit_records SET hash = '${'e'.repeat(64)}' WHERE seq = 26`]],
    ['a deleted record', ['DELETE FROM capfence_audit_records WHERE seq = 14']],
    ['a deleted first record', ['DELETE FROM capfence_audit_records WHERE seq = 1']],
    [
      'two swapped rows',
      [
        'UPDATE capfence_audit_records SET seq = -1 WHERE seq = 5',
        'UPDATE capfence_audit_records SET seq = 5 WHERE seq = 30',
        'UPDATE capfence_audit_records SET seq = 30 WHERE seq = -1',
      ],
    ],
    ['a record moved past the end', ['UPDATE capfence_audit_records SET seq = 99 WHERE seq = 3']],
    ['a record with seq 0', ['UPDATE capfence_audit_records SET seq = 0 WHERE seq = 1']],
    ['a truncated tail', ['DELETE FROM capfence_audit_records WHERE seq > 33']],
    ['records past the head', ['UPDATE capfence_audit_head SET seq = 38']],
    ['an edited head hash', [`UPDATE capfence_audit_head SET hash = '${'a'.repeat(64)}'`]],
    ['an unknown record encoding', ['UPDATE capfence_audit_records SET enc = 4 WHERE seq = 35']],
    ['a missing head', ['DELETE FROM capfence_audit_head']],
  ];
  for (const [name, statements] of damages) {
    it(`finds ${name}, with the result verifyAuditLog gives`, async () => {
      writeLog(RECORDS);
      tamper(...statements);
      const expected = verifyAuditLog(path);
      assert.equal(expected.ok, false);
      assert.deepEqual(await verifyAuditLogParallel(path, parallel), expected);
    });
  }

  it('reports a damaged file as verifyAuditLog does, and throws only when there is no file', async () => {
    writeLog(2000);
    const db = new Database(path);
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    db.close();
    const fd = openSync(path, 'r+');
    writeSync(fd, Buffer.alloc(pageSize, 0xff), 0, pageSize, pageSize * 20);
    closeSync(fd);
    const expected = verifyAuditLog(path);
    assert.equal(expected.ok, false);
    assert.deepEqual(await verifyAuditLogParallel(path, parallel), expected);
    await assert.rejects(verifyAuditLogParallel(tmp.path('missing.db'), parallel), { code: 'ERR_AUDIT_STORE' });
    await assert.rejects(verifyAuditLogParallel(path, { threads: 0 }), { code: 'ERR_OUT_OF_RANGE' });
  });
});
