/**
 * Logs written before approvals joined the chain (schema 1, record encoding 1): they verify as
 * they are, and opening one for writing migrates it in place — old records keep their encoding,
 * new ones carry the approver, and the chain runs on across the boundary.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { chainHash, encodeArgsPlain, encodeRecord, GENESIS_HASH, type StoredRecord } from '../../src/audit/record.ts';
import { AUDIT_APPLICATION_ID } from '../../src/audit/schema.ts';
import { SqliteAuditLog } from '../../src/audit/store.ts';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { entry, tempDir } from './helpers.ts';

const V1_SCHEMA = `
CREATE TABLE capfence_audit_meta (key TEXT PRIMARY KEY, value ANY) STRICT;
CREATE TABLE capfence_audit_head (id INTEGER PRIMARY KEY CHECK (id = 1), seq INTEGER NOT NULL, hash TEXT NOT NULL) STRICT;
CREATE TABLE capfence_audit_records (seq INTEGER PRIMARY KEY, time REAL NOT NULL, token_id TEXT, token_digest TEXT, tool TEXT NOT NULL,
  call_id TEXT, args TEXT NOT NULL, action_class TEXT, verdict TEXT NOT NULL, score REAL, reasons TEXT NOT NULL, hash TEXT NOT NULL) STRICT;
`;

/** A version-1 audit db with `n` records, written as the version before this one wrote them. */
function writeV1(path: string, n: number): void {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma(`application_id = ${AUDIT_APPLICATION_ID}`);
  db.pragma('user_version = 1');
  db.exec(V1_SCHEMA);
  db.prepare("INSERT INTO capfence_audit_meta VALUES ('format', 'capfence-audit'), ('privacy', 0), ('created', 1)").run();
  let prev = GENESIS_HASH;
  const insert = db.prepare('INSERT INTO capfence_audit_records VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  for (let seq = 1; seq <= n; seq++) {
    const record: StoredRecord = { ...encodeRecord(entry(seq), seq, prev, encodeArgsPlain), approval: null, enc: 1 };
    record.hash = chainHash(prev, record);
    const r = record;
    insert.run(r.seq, r.time, r.tokenId, r.tokenDigest, r.tool, r.callId, r.args, r.actionClass, r.verdict, r.score, r.reasons, r.hash);
    prev = record.hash;
  }
  db.prepare('INSERT INTO capfence_audit_head VALUES (1, ?, ?)').run(n, prev);
  db.close();
}

describe('audit logs of schema version 1', () => {
  const tmp = tempDir();
  after(tmp.cleanup);

  it('verify as they are, read-only, and stay version 1', () => {
    writeV1(tmp.path('old.db'), 3);
    assert.deepEqual(verifyAuditLog(tmp.path('old.db')).ok, true);
    const db = new Database(tmp.path('old.db'), { readonly: true });
    assert.equal(db.pragma('user_version', { simple: true }), 1);
    db.close();
  });

  it('are migrated when opened for writing: the chain runs on, and new records carry the approver', () => {
    writeV1(tmp.path('mig.db'), 3);
    const log = SqliteAuditLog.open(tmp.path('mig.db'), { durability: 'strict' });
    const approval = { id: 'req-9', state: 'approved' as const, by: 'alice', at: 1_700_000_000_000, note: 'checked the invoice' };
    assert.equal(log.append(entry(4, { approval })), 4);
    const records = [...log.records()];
    log.close();
    assert.deepEqual(
      records.map((r) => r.encoding),
      [1, 1, 1, 2],
    );
    assert.deepEqual(records[3]?.approval, approval);
    assert.equal(records[3]?.prevHash, records[2]?.hash);
    assert.deepEqual([verifyAuditLog(tmp.path('mig.db')).ok, verifyAuditLog(tmp.path('mig.db')).count], [true, 4]);

    // Passing an old record off under the new encoding (or the approver's name edited) is found.
    const db = new Database(tmp.path('mig.db'));
    db.prepare('UPDATE capfence_audit_records SET enc = 2 WHERE seq = 2').run();
    db.close();
    assert.deepEqual(
      [verifyAuditLog(tmp.path('mig.db')).ok, (verifyAuditLog(tmp.path('mig.db')) as { firstBadSeq: number }).firstBadSeq],
      [false, 2],
    );
  });

  it('name an encoding this version cannot read, instead of calling the record edited', () => {
    const log = SqliteAuditLog.open(tmp.path('new.db'), { durability: 'strict' });
    log.append(entry(1));
    log.append(entry(2));
    log.close();
    const db = new Database(tmp.path('new.db'));
    db.prepare('UPDATE capfence_audit_records SET enc = 7 WHERE seq = 2').run();
    db.close();
    const result = verifyAuditLog(tmp.path('new.db'));
    assert.equal(result.ok, false);
    assert.match((result as { message: string }).message, /record encoding 7, which this version of CapFence does not read/);
  });

  it('edits to the approver are found', () => {
    const log = SqliteAuditLog.open(tmp.path('appr.db'), { durability: 'strict' });
    log.append(entry(1, { approval: { id: 'r', state: 'approved', by: 'alice', at: 1, note: null } }));
    log.close();
    const db = new Database(tmp.path('appr.db'));
    db.prepare(`UPDATE capfence_audit_records SET approval = '{"at":1,"by":"mallory","id":"r","note":null,"state":"approved"}'`).run();
    db.close();
    assert.equal(verifyAuditLog(tmp.path('appr.db')).ok, false);
  });
});
