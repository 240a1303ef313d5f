/** The SQLite task memory keeps each task's newest rows, trimming every few appends rather than on every write. */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { SqliteSessionStore } from '../../src/store/sqlite/sessions.ts';

const dir = mkdtempSync(join(tmpdir(), 'capfence-sessions-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('sqlite task memory: bounded rows per task', () => {
  it('returns the newest outputs and holds at most a few rows past the bound, whatever the number of appends', () => {
    const path = join(dir, 'sessions.db');
    const store = SqliteSessionStore.open(path, { bounds: { outputs: 4, events: 4 } });
    for (let i = 0; i < 500; i++) {
      store.appendOutput('task-a', { time: i, actionClass: null, text: `output ${i}` });
      store.appendEvent('task-a', { actionClass: 'read-only-retrieval', verdict: 'allow' });
      if (i % 37 === 0) store.flush();
      store.appendOutput(`other-${i}`, { time: i, actionClass: null, text: 'x' });
    }
    store.flush();
    assert.deepEqual(
      store.recentOutputs('task-a', 4).map((o) => o.text),
      ['output 496', 'output 497', 'output 498', 'output 499'],
    );
    store.close();
    const db = new Database(path, { readonly: true });
    const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE task = 'task-a'`).get() as { n: number }).n;
    assert.ok(count('capfence_task_outputs') <= 4 + 16, `outputs kept: ${count('capfence_task_outputs')}`);
    assert.ok(count('capfence_task_events') <= 4 + 16, `events kept: ${count('capfence_task_events')}`);
    db.close();
  });

  it('writes when the queued output text is large, before the row count or the timer would', () => {
    const path = join(dir, 'big.db');
    const store = SqliteSessionStore.open(path);
    const db = new Database(path, { readonly: true });
    const rows = () => (db.prepare('SELECT count(*) AS n FROM capfence_task_outputs').get() as { n: number }).n;
    store.appendOutput('task-b', { time: 1, actionClass: null, text: 'a'.repeat(50_000) });
    store.appendOutput('task-b', { time: 2, actionClass: null, text: 'b'.repeat(50_000) });
    assert.equal(rows(), 0, 'two outputs stay queued');
    store.appendOutput('task-b', { time: 3, actionClass: null, text: 'c'.repeat(50_000) });
    assert.equal(rows(), 3, '150,000 characters queued are written at once');
    db.close();
    store.close();
  });

  it('writes a half-full queue as soon as the event loop turns, not inside an append', async () => {
    const path = join(dir, 'half.db');
    const store = SqliteSessionStore.open(path, { flushIntervalMs: 60_000 });
    const db = new Database(path, { readonly: true });
    const rows = () => (db.prepare('SELECT count(*) AS n FROM capfence_task_outputs').get() as { n: number }).n;
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    store.appendOutput('task-c', { time: 1, actionClass: null, text: 'a'.repeat(40_000) });
    await turn();
    assert.equal(rows(), 0, 'under half full: the timer writes');
    store.appendOutput('task-c', { time: 2, actionClass: null, text: 'b'.repeat(40_000) });
    assert.equal(rows(), 0, 'the append that fills half the queue does not write');
    await turn();
    assert.equal(rows(), 2);
    db.close();
    store.close();
  });
});
