import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { MemoryAuditLog, SqliteAuditLog } from '../../src/audit/store.ts';
import { formatRecord, formatRecords, printable, showAuditLog } from '../../src/audit/show.ts';
import { editRecord, entry, tempDir } from './helpers.ts';

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => {
  tmp = tempDir();
});
afterEach(() => tmp.cleanup());

describe('show', () => {
  it('renders a table with a header, newest records by default', () => {
    const path = tmp.path('a.db');
    const log = SqliteAuditLog.open(path, { durability: 'strict' });
    for (let i = 1; i <= 60; i++) log.append(entry(i));
    log.close();
    const lines = showAuditLog(path).split('\n');
    assert.equal(lines.length, 51);
    assert.match(lines[0] ?? '', /^SEQ\s+TIME\s+VERDICT\s+SCORE\s+TOOL\s+CLASS\s+TOKEN\s+REASONS\s+ARGS$/);
    assert.match(
      lines[1] ?? '',
      /^11\s+2023-11-14T22:13:20\.011Z\s+allow\s+0\.110\s+send_email\s+message-send\s+tok_2\s+gate\.allow\s+\{"amount":16\.5,/,
    );
    assert.match(lines[50] ?? '', /^60\s/);
    assert.equal(showAuditLog(path, { fromSeq: 3, limit: 2 }).split('\n').length, 3);
    assert.match(showAuditLog(path, { toSeq: 4, limit: 1 }).split('\n')[1] ?? '', /^4\s+\S+\s+deny\s+0\.040.*scope\.class-not-granted/);
  });

  it('never prints argument values in privacy mode', () => {
    const path = tmp.path('p.db');
    const secret = 'correct-horse-battery-staple';
    const log = SqliteAuditLog.open(path, { durability: 'batched', privacy: true });
    log.append(entry(1, { call: { tool: 'login', args: { user: 'alice', password: secret } } }));
    log.append(entry(2, { call: { tool: 'login', args: secret } }));
    log.close();
    const text = showAuditLog(path, { argsWidth: 500 });
    assert.equal(text.includes(secret), false);
    assert.equal(text.includes('alice'), false);
    assert.match(text, /password=#[0-9a-f]{12} user=#[0-9a-f]{12}/);
    // Even a non-digest smuggled into a privacy log is not printed.
    const db = new Database(path);
    editRecord(db, 1, { args: JSON.stringify({ password: secret }) });
    db.close();
    const after = showAuditLog(path, { argsWidth: 500 });
    assert.equal(after.includes(secret), false);
    assert.match(after, /password=\?/);
  });

  it('neutralises control and bidi characters from hostile names', () => {
    const log = new MemoryAuditLog();
    log.append(
      entry(1, { call: { tool: 'evil\u001b[2J\r\n\u202egnp.exe', args: { '\u2066k': 'v\u0007' } }, tokenId: 'tok\u0000', reasons: ['a\nb'] }),
    );
    const [record] = [...log.records()];
    assert.ok(record);
    const line = formatRecord(record, { privacy: false });
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point.
    assert.equal(/[\u0000-\u001f\u007f\u202e\u2066]/.test(line), false, line);
    assert.match(line, /evil\\u\{1b\}\[2J\\u\{d\}\\u\{a\}\\u\{202e\}gnp\.exe/);
    assert.equal(formatRecords([record], { privacy: false }).split('\n').length, 2);
    assert.equal(printable('ok \ud83d\ude00 \ud800'), 'ok \ud83d\ude00 \\u{d800}');
  });

  it('shows an undecodable row as unreadable instead of failing', () => {
    const path = tmp.path('u.db');
    const log = SqliteAuditLog.open(path, { durability: 'strict' });
    log.append(entry(1));
    log.append(entry(2));
    log.close();
    const db = new Database(path);
    editRecord(db, 1, { args: '{broken' });
    db.close();
    const lines = showAuditLog(path).split('\n');
    assert.match(lines[1] ?? '', /^1\s+<unreadable record>$/);
    assert.match(lines[2] ?? '', /^2\s/);
  });

  it('refuses a file that is not an audit db', () => {
    const path = tmp.path('o.db');
    const db = new Database(path);
    db.exec('CREATE TABLE t (x)');
    db.close();
    assert.throws(() => showAuditLog(path), { code: 'ERR_AUDIT_STORE' });
  });
});
