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
import { verifyAuditLogParallel } from '../../src/audit/verify-parallel.ts';
import { rmSync } from 'node:fs';
import { editRecord, entry, tempDir } from './helpers.ts';
import { showAuditLog } from '../../src/audit/show.ts';

const V2_RECORDS = `
CREATE TABLE capfence_audit_records (seq INTEGER PRIMARY KEY, time REAL NOT NULL, token_id TEXT, token_digest TEXT, tool TEXT NOT NULL,
  call_id TEXT, args TEXT NOT NULL, action_class TEXT, verdict TEXT NOT NULL, score REAL, reasons TEXT NOT NULL, hash TEXT NOT NULL,
  approval TEXT, enc INTEGER NOT NULL DEFAULT 1) STRICT;
CREATE TABLE capfence_audit_checkpoints (size INTEGER PRIMARY KEY, root TEXT NOT NULL, time REAL NOT NULL, note TEXT NOT NULL, frontier TEXT NOT NULL) STRICT;
`;

/** A version-2 audit db (one column per field) with `n` records, as the version before this one wrote it. */
function writeV2(path: string, n: number): void {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma(`application_id = ${AUDIT_APPLICATION_ID}`);
  db.pragma('user_version = 2');
  db.exec(V1_SCHEMA.split('\n').slice(0, 3).join('\n') + V2_RECORDS);
  db.prepare("INSERT INTO capfence_audit_meta VALUES ('format', 'capfence-audit'), ('privacy', 0), ('created', 1)").run();
  let prev = GENESIS_HASH;
  const insert = db.prepare('INSERT INTO capfence_audit_records VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const approval = { id: 'req-1', state: 'denied' as const, by: 'bob \u00e9\ud83d\ude00', at: 1.5, note: 'a "quoted" note\n' };
  for (let seq = 1; seq <= n; seq++) {
    const r = encodeRecord(entry(seq, seq % 3 === 0 ? { approval } : {}), seq, prev, encodeArgsPlain);
    insert.run(
      r.seq,
      r.time,
      r.tokenId,
      r.tokenDigest,
      r.tool,
      r.callId,
      r.args,
      r.actionClass,
      r.verdict,
      r.score,
      r.reasons,
      r.hash,
      r.approval,
      r.enc,
    );
    prev = r.hash;
  }
  db.prepare('INSERT INTO capfence_audit_head VALUES (1, ?, ?)').run(n, prev);
  db.close();
}

function schemaVersion(path: string): number {
  const db = new Database(path, { readonly: true });
  try {
    return db.pragma('user_version', { simple: true }) as number;
  } finally {
    db.close();
  }
}

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
    assert.equal(schemaVersion(tmp.path('mig.db')), 3);

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
    editRecord(db, 1, { approval: '{"at":1,"by":"mallory","id":"r","note":null,"state":"approved"}' });
    db.close();
    assert.equal(verifyAuditLog(tmp.path('appr.db')).ok, false);
  });
});

describe('audit logs of schema version 2 (one column per field)', () => {
  const tmp = tempDir();
  after(tmp.cleanup);

  it('verify and show as they are, read-only, and stay version 2', () => {
    writeV2(tmp.path('v2.db'), 40);
    assert.deepEqual(verifyAuditLog(tmp.path('v2.db')), verifyAuditLog(tmp.path('v2.db')));
    assert.equal(verifyAuditLog(tmp.path('v2.db')).ok, true);
    assert.match(showAuditLog(tmp.path('v2.db'), { limit: 3 }), /send_email/);
    assert.equal(schemaVersion(tmp.path('v2.db')), 2);
  });

  it('are migrated to stored parts when opened for writing: same records, same hashes, and the chain runs on', () => {
    writeV2(tmp.path('m2.db'), 40);
    const before = verifyAuditLog(tmp.path('m2.db'));
    const shown = showAuditLog(tmp.path('m2.db'), { limit: 40, argsWidth: 500 });
    const log = SqliteAuditLog.open(tmp.path('m2.db'), { durability: 'batched' });
    const old = [...log.records()];
    log.append(entry(41));
    log.close();
    assert.equal(schemaVersion(tmp.path('m2.db')), 3);
    assert.deepEqual(old.map((r) => r.approval ?? null).filter((a) => a !== null).length, 13);
    assert.equal(showAuditLog(tmp.path('m2.db'), { limit: 40, toSeq: 40, argsWidth: 500 }), shown);
    const after = verifyAuditLog(tmp.path('m2.db'));
    assert.ok(before.ok && after.ok);
    assert.equal(after.count, 41);
    assert.equal(old[39]?.hash, before.head);
  });

  it('verify over workers, read-only, as in one thread: intact, and with an edited or moved record', async () => {
    writeV2(tmp.path('p2.db'), 60);
    const clean = verifyAuditLog(tmp.path('p2.db'));
    assert.equal(clean.ok, true);
    assert.deepEqual(await verifyAuditLogParallel(tmp.path('p2.db'), { threads: 3, minRecords: 2 }), clean);
    for (const sql of [
      "UPDATE capfence_audit_records SET tool = 'other' WHERE seq = 31",
      'UPDATE capfence_audit_records SET seq = 99 WHERE seq = 31',
    ]) {
      writeV2(tmp.path(`q2.db`), 60);
      const db = new Database(tmp.path('q2.db'));
      db.exec(sql);
      db.close();
      const expected = verifyAuditLog(tmp.path('q2.db'));
      assert.equal(expected.ok, false);
      assert.deepEqual(await verifyAuditLogParallel(tmp.path('q2.db'), { threads: 3, minRecords: 2 }), expected);
      assert.equal(schemaVersion(tmp.path('q2.db')), 2);
      rmSync(tmp.path('q2.db'));
    }
  });

  it('an edit made before the migration still fails verification after it', () => {
    writeV2(tmp.path('e2.db'), 20);
    const db = new Database(tmp.path('e2.db'));
    db.prepare("UPDATE capfence_audit_records SET verdict = 'allow' WHERE seq = 8").run();
    db.close();
    const before = verifyAuditLog(tmp.path('e2.db'));
    assert.ok(!before.ok && before.firstBadSeq === 8 && before.problem === 'edited');
    // Opening for writing checks only the tail; the migration keeps the edited row as it is.
    SqliteAuditLog.open(tmp.path('e2.db'), { durability: 'strict' }).close();
    assert.equal(schemaVersion(tmp.path('e2.db')), 3);
    assert.deepEqual(verifyAuditLog(tmp.path('e2.db')), before);
  });
});
