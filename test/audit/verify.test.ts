import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { afterEach, beforeEach, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { SqliteAuditLog } from '../../src/audit/store.ts';
import { verifyAuditLog, verifyRange, type VerifyResult } from '../../src/audit/verify.ts';
import { editRecord, entry, tempDir } from './helpers.ts';
import type { StoredRecord } from '../../src/audit/record.ts';

let tmp: ReturnType<typeof tempDir>;
let path: string;

/** A clean log of `n` records at `path`. */
function writeLog(n: number, options: { privacy?: boolean } = {}): void {
  const log = SqliteAuditLog.open(path, { durability: 'batched', batchSize: 7, ...options });
  for (let i = 1; i <= n; i++) log.append(entry(i));
  log.close();
}

/** Change the db behind the log's back, as an attacker with file access would. */
function tamper(sql: string, ...params: unknown[]): void {
  const db = new Database(path);
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

/** {@link editRecord} on the file at `path`. */
function edited(seq: number, edits: Partial<StoredRecord>): void {
  const db = new Database(path);
  try {
    editRecord(db, seq, edits);
  } finally {
    db.close();
  }
}

function assertBad(result: VerifyResult, firstBadSeq: number, problem: string): void {
  assert.equal(result.ok, false, 'expected verification to fail');
  if (result.ok) return;
  assert.equal(result.problem, problem, result.message);
  assert.equal(result.firstBadSeq, firstBadSeq, result.message);
}

beforeEach(() => {
  tmp = tempDir();
  path = tmp.path('audit.db');
});
afterEach(() => tmp.cleanup());

describe('verifyAuditLog', () => {
  it('passes a clean log, empty or not, and reports its head', () => {
    writeLog(0);
    assert.deepEqual(verifyAuditLog(path), { ok: true, count: 0, head: '0'.repeat(64) });
    writeLog(0);
    tmp.cleanup();
    tmp = tempDir();
    path = tmp.path('audit.db');
    writeLog(50);
    const log = SqliteAuditLog.open(path, { durability: 'strict' });
    const head = log.head();
    log.close();
    assert.deepEqual(verifyAuditLog(path), { ok: true, count: 50, head: head?.hash });
  });

  it('passes a privacy-mode log', () => {
    writeLog(10, { privacy: true });
    assert.equal(verifyAuditLog(path).ok, true);
  });

  for (const edits of [
    { verdict: 'allow' },
    { tool: 'delete_everything' },
    { args: '{"to":"attacker@example.com"}' },
    { time: 1 },
    { score: 0 },
    { reasons: '[]' },
    { tokenId: 'tok_forged' },
    { tokenDigest: null },
    { callId: null },
    { actionClass: 'read-only-retrieval' },
    { approval: '{"at":1,"by":"mallory","id":"r","note":null,"state":"approved"}' },
    { enc: 1 },
    { hash: 'f'.repeat(64) },
  ] satisfies Partial<StoredRecord>[]) {
    it(`detects an edited ${Object.keys(edits).join()}`, () => {
      writeLog(20);
      edited(8, edits);
      assertBad(verifyAuditLog(path), 8, 'edited');
    });
  }

  it('detects an edit even when the attacker re-hashed that one record', () => {
    writeLog(20);
    // Changing a record and fixing only its own hash still breaks the link to the next record.
    edited(8, { verdict: 'allow', hash: 'e'.repeat(64) });
    assertBad(verifyAuditLog(path), 8, 'edited');
  });

  it('detects a changed byte anywhere in the stored parts, and a part that is not JSON', () => {
    writeLog(12);
    const db = new Database(path, { readonly: true });
    const stored = db.prepare('SELECT a, k, r FROM capfence_audit_records WHERE seq = 5').raw().get() as string[];
    db.close();
    for (const [i, part] of ['a', 'k', 'r'].entries()) {
      const text = stored[i] as string;
      for (let at = 0; at < text.length; at++) {
        const changed = text.slice(0, at) + (text[at] === 'x' ? 'y' : 'x') + text.slice(at + 1);
        tamper(`UPDATE capfence_audit_records SET ${part} = ? WHERE seq = 5`, changed);
        assertBad(verifyAuditLog(path), 5, 'edited');
      }
      tamper(`UPDATE capfence_audit_records SET ${part} = ? WHERE seq = 5`, text);
    }
    assert.equal(verifyAuditLog(path).ok, true);
  });

  it('detects a deleted middle record, and a deleted first record', () => {
    writeLog(20);
    tamper('DELETE FROM capfence_audit_records WHERE seq = 11');
    const result = verifyAuditLog(path);
    assertBad(result, 11, 'deleted');
    assert.equal(result.ok === false && result.count, 19);
    tamper('DELETE FROM capfence_audit_records WHERE seq = 1');
    assertBad(verifyAuditLog(path), 1, 'deleted');
  });

  it('detects two swapped records (rows moved)', () => {
    writeLog(20);
    tamper('UPDATE capfence_audit_records SET seq = -1 WHERE seq = 5');
    tamper('UPDATE capfence_audit_records SET seq = 5 WHERE seq = 12');
    tamper('UPDATE capfence_audit_records SET seq = 12 WHERE seq = -1');
    assertBad(verifyAuditLog(path), 5, 'reordered');
  });

  it('detects two swapped records (contents moved, hashes left in place)', () => {
    writeLog(20);
    const columns = 'a, k, r';
    const db = new Database(path);
    const a = db.prepare(`SELECT ${columns} FROM capfence_audit_records WHERE seq = 6`).raw().get() as unknown[];
    const b = db.prepare(`SELECT ${columns} FROM capfence_audit_records WHERE seq = 7`).raw().get() as unknown[];
    const set = db.prepare(`UPDATE capfence_audit_records SET (${columns}) = (?, ?, ?) WHERE seq = ?`);
    set.run(...b, 6);
    set.run(...a, 7);
    db.close();
    assertBad(verifyAuditLog(path), 6, 'reordered');
  });

  it('sees a seq stored twice wherever it falls, page boundaries included (a table rewritten without its key)', () => {
    writeLog(300);
    const db = new Database(path);
    const columns = db.prepare('SELECT sql FROM sqlite_schema WHERE name = ?').pluck().get('capfence_audit_records') as string;
    db.exec('ALTER TABLE capfence_audit_records RENAME TO keyed');
    db.exec(columns.replace('seq INTEGER PRIMARY KEY', 'seq INTEGER NOT NULL'));
    db.exec('INSERT INTO capfence_audit_records (seq, enc, a, k, r, hash) SELECT seq, enc, a, k, r, hash FROM keyed; DROP TABLE keyed');
    db.close();
    assert.equal(verifyAuditLog(path).ok, true, 'the rewritten table alone still verifies');
    // Verification reads the records a page at a time; a repeat must be seen at every position.
    for (let seq = 1; seq <= 300; seq++) {
      const copy = new Database(path);
      const rowid = copy
        .prepare(
          'INSERT INTO capfence_audit_records (seq, enc, a, k, r, hash) SELECT seq, enc, a, k, r, hash FROM capfence_audit_records WHERE seq = ?',
        )
        .run(seq).lastInsertRowid;
      copy.close();
      assert.equal(verifyAuditLog(path).ok, false, `seq ${seq} stored twice`);
      assert.equal(verifyRange(path, 1, 300).ok, false, `seq ${seq} stored twice, as a range`);
      tamper('DELETE FROM capfence_audit_records WHERE rowid = ?', rowid);
    }
    assert.equal(verifyAuditLog(path).ok, true);
  });

  it('detects a record moved past the end', () => {
    writeLog(20);
    tamper('UPDATE capfence_audit_records SET seq = 99 WHERE seq = 3');
    assertBad(verifyAuditLog(path), 3, 'reordered');
  });

  it('detects a truncated tail through the head checkpoint', () => {
    writeLog(20);
    tamper('DELETE FROM capfence_audit_records WHERE seq > 16');
    const result = verifyAuditLog(path);
    assertBad(result, 17, 'truncated');
    assert.equal(result.ok === false && result.count, 16);
    tamper('DELETE FROM capfence_audit_records');
    assertBad(verifyAuditLog(path), 1, 'truncated');
  });

  it('reports records past the head checkpoint, and an edited checkpoint', () => {
    writeLog(20);
    tamper('UPDATE capfence_audit_head SET seq = 18');
    assertBad(verifyAuditLog(path), 19, 'corrupt');
    tamper('UPDATE capfence_audit_head SET seq = 20, hash = ?', 'a'.repeat(64));
    assertBad(verifyAuditLog(path), 20, 'edited');
    tamper('DELETE FROM capfence_audit_head');
    assertBad(verifyAuditLog(path), 0, 'corrupt');
  });

  it('reports a garbage file as corrupt, without throwing', () => {
    writeFileSync(path, Buffer.alloc(8192, 0x41));
    const result = verifyAuditLog(path);
    assertBad(result, 0, 'corrupt');
    assert.match(result.ok ? '' : result.message, /not a readable CapFence audit db/);
  });

  it('reports a SQLite db of another schema, or another version, as corrupt', () => {
    const db = new Database(path);
    db.exec('CREATE TABLE capfence_audit_records (seq INTEGER PRIMARY KEY, x TEXT)');
    db.close();
    const result = verifyAuditLog(path);
    assertBad(result, 0, 'corrupt');
    assert.match(result.ok ? '' : result.message, /not a CapFence audit db/);

    const other = tmp.path('v.db');
    SqliteAuditLog.open(other, { durability: 'strict' }).close();
    const v = new Database(other);
    v.pragma('user_version = 7');
    v.close();
    const versioned = verifyAuditLog(other);
    assertBad(versioned, 0, 'corrupt');
    assert.match(versioned.ok ? '' : versioned.message, /schema version 7/);
  });

  it('reports a damaged db file as corrupt, without throwing', () => {
    writeLog(2000);
    const db = new Database(path);
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    db.close();
    // Overwrite a page in the middle of the records b-tree.
    const bytes = Buffer.alloc(pageSize, 0xff);
    const fd = openSync(path, 'r+');
    writeSync(fd, bytes, 0, pageSize, pageSize * 20);
    closeSync(fd);
    const result = verifyAuditLog(path);
    assert.equal(result.ok, false);
    assert.ok(!result.ok && result.problem === 'corrupt' && result.firstBadSeq >= 1, JSON.stringify(result));
    assert.ok(!result.ok && result.count === result.firstBadSeq - 1);
  });

  it('throws only when there is no file', () => {
    assert.throws(() => verifyAuditLog(tmp.path('missing.db')), { code: 'ERR_AUDIT_STORE' });
  });

  it('opens the file read-only: verifying creates nothing and changes nothing', () => {
    writeLog(5);
    const before = readFileSync(path);
    verifyAuditLog(path);
    assert.deepEqual(readFileSync(path), before);
  });

  it('reads the head in the snapshot it walks: a writer appending in another process is never reported as damage', async () => {
    writeLog(500);
    // Another process appends and commits, record by record, while this one verifies over and over.
    const store = new URL('../../src/audit/store.ts', import.meta.url).href;
    const helpers = new URL('./helpers.ts', import.meta.url).href;
    const script =
      `const { SqliteAuditLog } = await import(${JSON.stringify(store)}); const { entry } = await import(${JSON.stringify(helpers)});` +
      `const log = SqliteAuditLog.open(${JSON.stringify(path)}, { durability: 'strict' }); process.stdout.write('ready\\n');` +
      'for (let i = 501; i < 1e6; i++) log.append(entry(i));';
    const writer = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await new Promise<void>((resolve) => writer.stdout.once('data', () => resolve()));
      const problems: string[] = [];
      let runs = 0;
      for (const until = Date.now() + 2_500; Date.now() < until; runs++) {
        const result = verifyAuditLog(path);
        if (!result.ok) problems.push(result.message);
      }
      assert.ok(runs > 5, `verified ${runs} times`);
      assert.deepEqual(problems, []);
    } finally {
      writer.kill();
    }
  });

  it('verifies while a writer has unflushed and flushed records', () => {
    const log = SqliteAuditLog.open(path, { durability: 'batched', batchSize: 4, flushIntervalMs: 60_000 });
    for (let i = 1; i <= 10; i++) log.append(entry(i));
    assert.deepEqual(verifyAuditLog(path).ok && (verifyAuditLog(path) as { count: number }).count, 8);
    log.close();
    assert.equal(verifyAuditLog(path).ok, true);
  });
});
