import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { canonicalJson } from '../../src/util/canonical.ts';
import { MemoryAuditLog, SqliteAuditLog, type AuditLog } from '../../src/audit/store.ts';
import { encodeArgsPlain, encodeRecord, GENESIS_HASH, type AuditEntry, type AuditRecord } from '../../src/audit/record.ts';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { editRecord, entry, tempDir } from './helpers.ts';

let tmp: ReturnType<typeof tempDir>;
const opened: AuditLog[] = [];
const open = (name: string, options: Parameters<typeof SqliteAuditLog.open>[1]): SqliteAuditLog => {
  const log = SqliteAuditLog.open(tmp.path(name), options);
  opened.push(log);
  return log;
};
/** Rows in the file as another connection sees them. */
const rowsOnDisk = (name: string): number => {
  const db = new Database(tmp.path(name), { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM capfence_audit_records').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

function assertChained(records: readonly AuditRecord[], firstPrev = GENESIS_HASH): void {
  let prev = firstPrev;
  for (const record of records) {
    assert.equal(record.prevHash, prev, `prevHash of ${record.seq}`);
    prev = record.hash;
  }
}

beforeEach(() => {
  tmp = tempDir();
});
afterEach(() => {
  for (const log of opened.splice(0)) {
    try {
      log.close();
    } catch {
      // some tests leave a log failing on purpose
    }
  }
  tmp.cleanup();
});

describe('SqliteAuditLog', () => {
  for (const durability of ['strict', 'batched'] as const) {
    it(`appends and resumes the chain after reopening (${durability})`, () => {
      const log = open('a.db', { durability });
      assert.equal(log.head(), null);
      assert.equal(log.count(), 0);
      for (let i = 1; i <= 5; i++) assert.equal(log.append(entry(i)), i);
      const head = log.head();
      assert.equal(head?.seq, 5);
      log.close();

      const again = open('a.db', { durability });
      assert.deepEqual(again.head(), head);
      assert.equal(again.append(entry(6)), 6);
      assert.equal(again.append(entry(7)), 7);
      const records = [...again.records()];
      assert.deepEqual(
        records.map((r) => r.seq),
        [1, 2, 3, 4, 5, 6, 7],
      );
      assertChained(records);
      assert.deepEqual(records[6]?.call, entry(7).call);
      again.close();
      const result = verifyAuditLog(tmp.path('a.db'));
      assert.deepEqual(result, { ok: true, count: 7, head: records[6]?.hash });
    });
  }

  it('strict: a record is on disk when append returns', () => {
    const log = open('s.db', { durability: 'strict' });
    log.append(entry(1));
    assert.equal(rowsOnDisk('s.db'), 1);
    log.append(entry(2));
    assert.equal(rowsOnDisk('s.db'), 2);
  });

  it('batched: records appear on disk after flush, and the rest on close', () => {
    const log = open('b.db', { durability: 'batched', flushIntervalMs: 60_000 });
    for (let i = 1; i <= 3; i++) log.append(entry(i));
    assert.equal(rowsOnDisk('b.db'), 0);
    assert.equal(log.count(), 3);
    assert.deepEqual(
      [...log.records()].map((r) => r.seq),
      [1, 2, 3],
    );
    log.flush();
    assert.equal(rowsOnDisk('b.db'), 3);
    log.append(entry(4));
    assert.equal(rowsOnDisk('b.db'), 3);
    log.close();
    assert.equal(rowsOnDisk('b.db'), 4);
    assert.equal(verifyAuditLog(tmp.path('b.db')).ok, true);
  });

  it('batched: a full buffer is written at once, so it never holds more than batchSize', () => {
    const log = open('b.db', { durability: 'batched', batchSize: 10, flushIntervalMs: 60_000 });
    for (let i = 1; i <= 9; i++) log.append(entry(i));
    assert.equal(rowsOnDisk('b.db'), 0);
    log.append(entry(10));
    assert.equal(rowsOnDisk('b.db'), 10);
    for (let i = 11; i <= 35; i++) log.append(entry(i));
    assert.equal(rowsOnDisk('b.db'), 30);
    const records = [...log.records(8, 33)];
    assert.deepEqual(
      records.map((r) => r.seq),
      Array.from({ length: 26 }, (_, i) => i + 8),
    );
    assertChained(records, [...log.records(7, 7)][0]?.hash);
  });

  it('batched: a half-full buffer is written as soon as the event loop turns, not inside an append', async () => {
    const log = open('h.db', { durability: 'batched', batchSize: 10, flushIntervalMs: 60_000 });
    for (let i = 1; i <= 4; i++) log.append(entry(i));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(rowsOnDisk('h.db'), 0, 'under half full: the timer writes');
    log.append(entry(5));
    assert.equal(rowsOnDisk('h.db'), 0, 'the append that fills half the buffer does not write');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(rowsOnDisk('h.db'), 5);
    // A loop that never yields still writes when the buffer fills, so it never holds more than batchSize.
    for (let i = 6; i <= 15; i++) log.append(entry(i));
    assert.equal(rowsOnDisk('h.db'), 15);
    log.close();
    assert.equal(verifyAuditLog(tmp.path('h.db')).ok, true);
  });

  it('batched: buffered records are chained when read or written, with the hashes an eager chain gives', () => {
    const log = open('lazy.db', { durability: 'batched', batchSize: 7, flushIntervalMs: 60_000 });
    const reference = new MemoryAuditLog({ maxRecords: Infinity });
    for (let i = 1; i <= 30; i++) {
      const e = entry(i);
      log.append(e);
      reference.append(e);
      // The head, asked at any point (buffer full, half or empty), is the eager chain's head.
      if (i % 3 === 0) assert.deepEqual(log.head(), reference.head());
    }
    const buffered = [...log.records()];
    assertChained(buffered);
    assert.deepEqual(
      buffered.map((r) => r.hash),
      [...reference.records()].map((r) => r.hash),
    );
    // Appends after a read chain on from the records already chained.
    for (let i = 31; i <= 33; i++) {
      log.append(entry(i));
      reference.append(entry(i));
    }
    assert.deepEqual(log.head(), reference.head());
    log.close();
    assert.deepEqual(verifyAuditLog(tmp.path('lazy.db')), { ok: true, count: 33, head: reference.head()?.hash });
  });

  it('batched: the timer writes the buffer after flushIntervalMs', async () => {
    const log = open('t.db', { durability: 'batched', flushIntervalMs: 5 });
    log.append(entry(1));
    log.append(entry(2));
    for (let waited = 0; rowsOnDisk('t.db') < 2 && waited < 2000; waited += 10) await sleep(10);
    assert.equal(rowsOnDisk('t.db'), 2);
  });

  it('pages records across the db and the buffer, and tolerates appends while iterating', () => {
    const log = open('p.db', { durability: 'batched', batchSize: 300, flushIntervalMs: 60_000 });
    for (let i = 1; i <= 700; i++) log.append(entry(i));
    const seen: number[] = [];
    for (const record of log.records()) {
      seen.push(record.seq);
      if (record.seq % 100 === 0) log.append(entry(record.seq + 1000));
    }
    assert.equal(seen.length, 700);
    assert.deepEqual(
      seen,
      Array.from({ length: 700 }, (_, i) => i + 1),
    );
    assertChained([...log.records()]);
    assert.deepEqual([...log.records(5, 4)], []);
    assert.deepEqual(
      [...log.records(-10, 2)].map((r) => r.seq),
      [1, 2],
    );
    assert.deepEqual(
      [...log.records(706, 10_000)].map((r) => r.seq),
      [706, 707],
    );
    assert.throws(() => [...log.records(1.5)], { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
  });

  it('round-trips hostile tool names and odd unicode arguments', () => {
    const hostile = [
      entry(1, { call: { tool: '__proto__', args: JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":1}}') } }),
      entry(2, { call: { tool: 'constructor', args: { '\u202e': '\ud83d\ude00\u0000', 'e\u0301': 'é', '\ud800': '\udfff' }, id: 'toString' } }),
      entry(3, { call: { tool: 'hasOwnProperty', args: { toJSON: 'x', ['x'.repeat(1000)]: '\u2028\u2029' } } }),
    ];
    const log = open('h.db', { durability: 'strict' });
    for (const e of hostile) log.append(e);
    log.close();
    const reopened = open('h.db', { durability: 'batched' });
    const records = [...reopened.records()];
    for (const [i, e] of hostile.entries()) {
      assert.equal(records[i]?.call.tool, e.call.tool);
      assert.equal(canonicalJson(records[i]?.call.args), canonicalJson(e.call.args));
    }
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal(verifyAuditLog(tmp.path('h.db')).ok, true);
  });

  it('privacy mode stores no argument value in the file', () => {
    const secret = 'IBAN-DE89-3704-0044-0532-0130-00';
    const log = open('priv.db', { durability: 'batched', privacy: true });
    assert.equal(log.privacy, true);
    log.append(entry(1, { call: { tool: 'pay', args: { iban: secret, memo: { note: secret }, list: [secret] } } }));
    log.append(entry(2, { call: { tool: 'pay', args: secret } }));
    const [first, second] = [...log.records()];
    assert.deepEqual(Object.keys(first?.call.args as object).sort(), ['iban', 'list', 'memo']);
    assert.match((first?.call.args as Record<string, string>).iban ?? '', /^[0-9a-f]{64}$/);
    assert.match(second?.call.args as string, /^[0-9a-f]{64}$/);
    log.close();
    for (const suffix of ['', '-wal', '-shm']) {
      let bytes: Buffer;
      try {
        bytes = readFileSync(tmp.path(`priv.db${suffix}`));
      } catch {
        continue;
      }
      assert.equal(bytes.includes(secret), false, `secret found in priv.db${suffix}`);
      assert.equal(bytes.includes(Buffer.from(secret, 'utf16le')), false);
    }
    assert.equal(verifyAuditLog(tmp.path('priv.db')).ok, true);
    // The same value digests the same within one log (the salt is kept), so digests correlate.
    const again = open('priv.db', { durability: 'strict' });
    assert.equal(again.privacy, true);
    again.append(entry(3, { call: { tool: 'pay', args: { iban: secret } } }));
    const third = [...again.records(3)][0];
    assert.equal((third?.call.args as Record<string, string>).iban, (first?.call.args as Record<string, string>).iban);
  });

  it('refuses to open a log in the other privacy mode', () => {
    open('priv.db', { durability: 'strict', privacy: true }).close();
    assert.throws(() => open('priv.db', { durability: 'strict', privacy: false }), { code: 'ERR_AUDIT_STORE', message: /privacy/ });
    open('plain.db', { durability: 'strict' }).close();
    assert.throws(() => open('plain.db', { durability: 'strict', privacy: true }), { code: 'ERR_AUDIT_STORE' });
  });

  it('refuses files that are not CapFence audit dbs, and leaves them untouched', () => {
    const garbage = tmp.path('garbage.db');
    writeFileSync(garbage, 'this is not a database, just text that is long enough to have a header.'.repeat(20));
    const before = readFileSync(garbage);
    assert.throws(() => open('garbage.db', { durability: 'strict' }), {
      name: 'AuditError',
      code: 'ERR_AUDIT_STORE',
      message: /not a readable CapFence audit db/,
    });
    assert.deepEqual(readFileSync(garbage), before);

    const other = new Database(tmp.path('other.db'));
    other.exec("CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO users VALUES (1, 'a');");
    other.close();
    const size = statSync(tmp.path('other.db')).size;
    assert.throws(() => open('other.db', { durability: 'batched' }), { code: 'ERR_AUDIT_STORE', message: /not a CapFence audit db/ });
    assert.equal(statSync(tmp.path('other.db')).size, size);

    open('v.db', { durability: 'strict' }).close();
    const db = new Database(tmp.path('v.db'));
    db.pragma('user_version = 4');
    db.close();
    assert.throws(() => open('v.db', { durability: 'strict' }), { code: 'ERR_AUDIT_STORE', message: /schema version 4.*upgrade CapFence/ });
  });

  it('refuses to resume a chain whose last record does not match the head checkpoint', () => {
    const log = open('x.db', { durability: 'strict' });
    for (let i = 1; i <= 3; i++) log.append(entry(i));
    log.close();
    const db = new Database(tmp.path('x.db'));
    editRecord(db, 3, { verdict: 'allow', tool: 'other' });
    db.close();
    assert.throws(() => open('x.db', { durability: 'strict' }), { code: 'ERR_AUDIT_CORRUPT', seq: 3 });
  });

  it('throws AuditError when a write fails, and recovers once the store does', () => {
    // A writer waits `busyTimeoutMs` for a lock another connection holds, then fails: short here, the failure is the point.
    const log = open('w.db', { durability: 'strict', busyTimeoutMs: 200 });
    log.append(entry(1));
    const blocker = new Database(tmp.path('w.db'));
    blocker.exec('BEGIN IMMEDIATE');
    assert.throws(() => log.append(entry(2)), { name: 'AuditError', code: 'ERR_AUDIT_STORE', message: /write failed/ });
    assert.equal(log.head()?.seq, 1);
    blocker.exec('ROLLBACK');
    assert.equal(log.append(entry(2)), 2);

    const batched = open('wb.db', { durability: 'batched', batchSize: 2, flushIntervalMs: 60_000, busyTimeoutMs: 200 });
    batched.append(entry(1));
    const blocker2 = new Database(tmp.path('wb.db'));
    blocker2.exec('BEGIN IMMEDIATE');
    // The size trigger fails quietly: this record was accepted into the buffer.
    assert.equal(batched.append(entry(2)), 2);
    // The next append retries, fails again, and refuses its record.
    assert.throws(() => batched.append(entry(3)), { code: 'ERR_AUDIT_STORE' });
    assert.throws(() => batched.flush(), { code: 'ERR_AUDIT_STORE' });
    blocker2.exec('ROLLBACK');
    blocker.close();
    blocker2.close();
    assert.equal(batched.append(entry(3)), 3);
    batched.close();
    log.close();
    assert.deepEqual(verifyAuditLog(tmp.path('wb.db')).ok, true);
    assert.equal(rowsOnDisk('wb.db'), 3);
  });

  it('strict writers on one file take turns: the chain stays linear', () => {
    const first = open('f.db', { durability: 'strict' });
    const second = open('f.db', { durability: 'strict' });
    assert.equal(first.append(entry(1)), 1);
    assert.equal(second.append(entry(2)), 2, "the second writer chains to the first one's record");
    assert.equal(first.append(entry(3)), 3);
    assert.equal(first.head()?.seq, 3);
    assert.equal(second.count(), 3, 'a strict writer reads the head from the file');
    first.close();
    second.close();
    const verified = verifyAuditLog(tmp.path('f.db'));
    assert.deepEqual([verified.ok, verified.count], [true, 3]);
  });

  it('a second batched writer cannot fork the chain', () => {
    const first = open('fb.db', { durability: 'batched' });
    const second = open('fb.db', { durability: 'batched' });
    first.append(entry(1));
    first.flush();
    second.append(entry(1));
    assert.throws(() => second.flush(), { code: 'ERR_AUDIT_STORE', message: /head moved/ });
    first.append(entry(2));
    first.close();
    assert.throws(() => second.close(), { code: 'ERR_AUDIT_STORE' });
    assert.equal(verifyAuditLog(tmp.path('fb.db')).ok, true);
  });

  it('batched: a process that exits without close() still writes its buffer', () => {
    const store = fileURLToPath(new URL('../../src/audit/store.ts', import.meta.url));
    const script = tmp.path('exit.ts');
    writeFileSync(
      script,
      `import { SqliteAuditLog } from ${JSON.stringify(store)};\n` +
        `const log = SqliteAuditLog.open(${JSON.stringify(tmp.path('exit.db'))}, { durability: 'batched', flushIntervalMs: 60_000 });\n` +
        `for (let i = 1; i <= 5; i++) log.append({ time: i, tokenId: null, tokenDigest: null, call: { tool: 't', args: { i } }, actionClass: null, verdict: 'allow', score: null, reasons: [] });\n`,
    );
    const child = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 30_000 });
    assert.equal(child.status, 0, child.stderr);
    assert.equal(rowsOnDisk('exit.db'), 5);
    assert.equal(verifyAuditLog(tmp.path('exit.db')).ok, true);
  });

  it('throws after close, and close is idempotent', () => {
    const log = open('c.db', { durability: 'batched' });
    log.append(entry(1));
    log.close();
    log.close();
    assert.throws(() => log.append(entry(2)), { code: 'ERR_AUDIT_STORE', message: /closed/ });
    assert.throws(() => [...log.records()], { code: 'ERR_AUDIT_STORE' });
    assert.equal(rowsOnDisk('c.db'), 1);
  });

  it('checks its options', () => {
    assert.throws(() => open('o.db', { durability: 'fast' as 'strict' }), { name: 'UsageError', code: 'ERR_INVALID_ARGUMENT' });
    assert.throws(() => open('o.db', { durability: 'batched', batchSize: 0 }), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
    assert.throws(() => open('o.db', { durability: 'batched', batchSize: 1.5 }), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
    assert.throws(() => open('o.db', { durability: 'batched', flushIntervalMs: -1 }), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
    assert.throws(() => open('o.db', { durability: 'batched', privacy: 'yes' as unknown as boolean }), {
      name: 'UsageError',
      code: 'ERR_INVALID_ARGUMENT',
    });
    assert.throws(() => SqliteAuditLog.open('', { durability: 'strict' }), { name: 'UsageError', code: 'ERR_INVALID_ARGUMENT' });
    assert.throws(() => SqliteAuditLog.open(tmp.path('missing/dir/x.db'), { durability: 'strict' }), { code: 'ERR_AUDIT_STORE' });
  });
});

describe('MemoryAuditLog', () => {
  it('appends, chains and reports its head', () => {
    const log = new MemoryAuditLog();
    assert.equal(log.head(), null);
    for (let i = 1; i <= 20; i++) assert.equal(log.append(entry(i)), i);
    const records = [...log.records()];
    assert.equal(records.length, 20);
    assertChained(records);
    assert.deepEqual(log.head(), { seq: 20, hash: records[19]?.hash });
    assert.deepEqual(
      [...log.records(3, 5)].map((r) => r.seq),
      [3, 4, 5],
    );
  });

  it('computes the same chain as the SQLite store', () => {
    tmp.cleanup();
    tmp = tempDir();
    const memory = new MemoryAuditLog();
    const sqlite = open('same.db', { durability: 'batched' });
    for (let i = 1; i <= 10; i++) {
      memory.append(entry(i));
      sqlite.append(entry(i));
    }
    assert.deepEqual(memory.head(), sqlite.head());
  });

  it('gives back every field of the records it keeps by column, as the SQLite store does', () => {
    tmp.cleanup();
    tmp = tempDir();
    const memory = new MemoryAuditLog({ maxRecords: 5 });
    const sqlite = open('columns.db', { durability: 'batched' });
    const odd: Partial<AuditEntry>[] = [
      { score: 0 },
      { score: -0 },
      { score: 1e-7, tokenId: null, tokenDigest: null, actionClass: null },
      { call: { tool: 'read_file', args: {} } },
      {
        verdict: 'escalate',
        reasons: ['gate.escalate', 'verifier.timeout'],
        approval: { id: 'ap_1', state: 'approved', by: 'ops', at: 1_700_000_000_500, note: null },
      },
      { reasons: [], score: null, call: { tool: 'x', args: { ü: 'é\u0000', n: [1, { a: null }] }, id: 'c' } },
      { time: 1_700_000_000_000.5 },
    ];
    for (let i = 1; i <= 12; i++) {
      const e = entry(i, odd[i % odd.length]);
      memory.append(e);
      sqlite.append(e);
    }
    assert.deepEqual([...memory.records()], [...sqlite.records(8)]);
    assert.deepEqual(memory.head(), sqlite.head());
    assert.equal(memory.verify().ok, true);
    sqlite.close();
  });

  it('keeps only the newest maxRecords, with the chain going on', () => {
    const log = new MemoryAuditLog({ maxRecords: 4 });
    for (let i = 1; i <= 11; i++) log.append(entry(i));
    assert.equal(log.count(), 4);
    const records = [...log.records()];
    assert.deepEqual(
      records.map((r) => r.seq),
      [8, 9, 10, 11],
    );
    assertChained(records, records[0]?.prevHash);
    const full = new MemoryAuditLog({ maxRecords: Infinity });
    for (let i = 1; i <= 11; i++) full.append(entry(i));
    assert.deepEqual([...full.records(8)], records);
    assert.throws(() => new MemoryAuditLog({ maxRecords: 0 }), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
  });

  it('chains its records later, in order, to the hashes an eager chain gives (across batches and evictions)', () => {
    // The eager chain, record by record.
    const eager: string[] = [];
    let prev = GENESIS_HASH;
    for (let i = 1; i <= 700; i++) {
      prev = encodeRecord(entry(i), i, prev, encodeArgsPlain).hash;
      eager.push(prev);
    }
    for (const maxRecords of [1, 3, 255, 256, 300, Infinity]) {
      const log = new MemoryAuditLog({ maxRecords });
      for (let i = 1; i <= 700; i++) {
        log.append(entry(i));
        // What it holds counts the records not chained yet.
        assert.equal(log.count(), Math.min(i, maxRecords), `count, maxRecords ${maxRecords}, ${i}`);
        if (i % 89 === 0)
          assert.deepEqual(
            log.page(i - 1, 5).map((record) => [record.seq, record.hash]),
            (maxRecords === 1 ? [i] : [i - 1, i]).map((seq) => [seq, eager[seq - 1]]),
          );
        // The head, asked at any point (before, at and after a batch is chained), is the eager chain's.
        if (i % 97 === 0 || i === 256 || i === 257) assert.deepEqual(log.head(), { seq: i, hash: eager[i - 1] }, `maxRecords ${maxRecords}, ${i}`);
      }
      const records = [...log.records()];
      assert.equal(records.length, Math.min(700, maxRecords));
      for (const record of records) {
        assert.equal(record.hash, eager[record.seq - 1], `hash of ${record.seq}`);
        assert.equal(record.prevHash, record.seq === 1 ? GENESIS_HASH : eager[record.seq - 2], `prevHash of ${record.seq}`);
      }
      assert.deepEqual(log.verify(), { ok: true, count: records.length, head: eager[699] });
    }
  });

  it('chains records appended while its records are read', () => {
    const log = new MemoryAuditLog({ maxRecords: Infinity });
    for (let i = 1; i <= 10; i++) log.append(entry(i));
    const seen: AuditRecord[] = [];
    for (const record of log.records()) {
      seen.push(record);
      if (record.seq === 5) for (let i = 11; i <= 20; i++) log.append(entry(i));
    }
    assert.equal(seen.length, 10);
    assertChained(seen);
    const all = [...log.records()];
    assertChained(all);
    assert.equal(all.length, 20);
    assert.deepEqual(log.head(), { seq: 20, hash: all[19]?.hash });
  });

  it('privacy mode digests argument values', () => {
    const log = new MemoryAuditLog({ privacy: true });
    log.append(entry(1, { call: { tool: 't', args: { secret: 'hunter2' } } }));
    const [record] = [...log.records()];
    assert.match((record?.call.args as Record<string, string>).secret ?? '', /^[0-9a-f]{64}$/);
    assert.equal(JSON.stringify(record).includes('hunter2'), false);
  });

  it('throws after close', () => {
    const log = new MemoryAuditLog();
    log.close();
    assert.throws(() => log.append(entry(1)), { code: 'ERR_AUDIT_STORE' });
  });
});
