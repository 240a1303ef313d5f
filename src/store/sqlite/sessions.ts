/**
 * Task memory in a SQLite file (`sessions.db`): the recent decisions and tool outputs of each task
 * (a token's root `jti`), so provenance survives a restart and a new session name.
 *
 * Appends are written behind, in one transaction every `flushIntervalMs` (default 50 ms), when
 * the queue fills (and, once it is half full, as soon as the event loop turns), on `flush()` and
 * on `close()`; a read flushes first, so a process always reads what it wrote. A
 * crash can lose the last `flushIntervalMs` of task memory, never a decision (those are in the
 * audit). Each task keeps its newest rows only (see {@link TaskBounds}; up to TRIM_EVERY more between trims); tasks untouched for
 * `retainDays` (default 7) are pruned when the file is opened.
 */
import type Database from 'better-sqlite3';
import { sqlite } from './driver.ts';
import { StoreError } from '../../errors.ts';
import { retryBusy, walMode } from './busy.ts';
import { clipOutput, DEFAULT_TASK_BOUNDS, eventOf, type TaskBounds } from '../memory.ts';
import type { SessionStore, TaskEvent, TaskOutput } from '../types.ts';

export interface SqliteSessionOptions {
  readonly bounds?: TaskBounds;
  readonly flushIntervalMs?: number;
  readonly retainDays?: number;
  readonly busyTimeoutMs?: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS capfence_task_outputs (id INTEGER PRIMARY KEY, task TEXT NOT NULL, time REAL NOT NULL, action_class TEXT, text TEXT NOT NULL) STRICT;
CREATE INDEX IF NOT EXISTS capfence_task_outputs_task ON capfence_task_outputs (task, id);
CREATE TABLE IF NOT EXISTS capfence_task_events (id INTEGER PRIMARY KEY, task TEXT NOT NULL, time REAL NOT NULL, action_class TEXT NOT NULL, verdict TEXT NOT NULL, removes TEXT) STRICT;
CREATE INDEX IF NOT EXISTS capfence_task_events_task ON capfence_task_events (task, id);
`;

type Pending = { kind: 'output'; task: string; row: TaskOutput } | { kind: 'event'; task: string; row: TaskEvent; time: number };

/** Rows queued before a write is forced, whatever the timer. */
const MAX_QUEUED = 256;
/** Characters of output text queued before a write is forced. */
const MAX_QUEUED_CHARS = 128 * 1024;
/**
 * Rows a task appends between two trims of its rows to its bounds: a file holds at most this many
 * more than the bounds for a task, and a write costs two deletes per this many rows instead of two
 * per task it touched. Reads take the newest rows only, so they see the same either way.
 */
const TRIM_EVERY = 16;
/** Tasks whose appends are counted at once; past it every counted task is trimmed. */
const MAX_COUNTED = 4_096;

export class SqliteSessionStore implements SessionStore {
  readonly #db: Database.Database;
  readonly #bounds: Required<TaskBounds>;
  readonly #intervalMs: number;
  readonly #write: (rows: readonly Pending[]) => void;
  #pending: Pending[] = [];
  /** Characters of output text queued: texts held until written live long enough to crowd V8's old space. */
  #queuedChars = 0;
  #soon: NodeJS.Immediate | undefined;
  /** Rows each task appended since its rows were last trimmed (by this process). */
  readonly #sinceTrim = new Map<string, number>();
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  private constructor(db: Database.Database, options: SqliteSessionOptions) {
    this.#db = db;
    this.#bounds = { ...DEFAULT_TASK_BOUNDS, ...options.bounds };
    this.#intervalMs = options.flushIntervalMs ?? 50;
    const addOutput = db.prepare('INSERT INTO capfence_task_outputs (task, time, action_class, text) VALUES (?, ?, ?, ?)');
    const addEvent = db.prepare('INSERT INTO capfence_task_events (task, time, action_class, verdict, removes) VALUES (?, ?, ?, ?, ?)');
    const trimOutputs = db.prepare(
      'DELETE FROM capfence_task_outputs WHERE task = ? AND id <= (SELECT id FROM capfence_task_outputs WHERE task = ? ORDER BY id DESC LIMIT 1 OFFSET ?)',
    );
    const trimEvents = db.prepare(
      'DELETE FROM capfence_task_events WHERE task = ? AND id <= (SELECT id FROM capfence_task_events WHERE task = ? ORDER BY id DESC LIMIT 1 OFFSET ?)',
    );
    const busyTimeoutMs = options.busyTimeoutMs ?? 5_000;
    const trim = (task: string): void => {
      trimOutputs.run(task, task, this.#bounds.outputs);
      trimEvents.run(task, task, this.#bounds.events);
    };
    const since = this.#sinceTrim;
    const write = db.transaction((rows: readonly Pending[]) => {
      for (const p of rows) {
        if (p.kind === 'output') addOutput.run(p.task, p.row.time, p.row.actionClass, p.row.text);
        else addEvent.run(p.task, p.time, p.row.actionClass, p.row.verdict, p.row.removes ?? null);
        const n = (since.get(p.task) ?? 0) + 1;
        if (n < TRIM_EVERY) since.set(p.task, n);
        else {
          since.delete(p.task);
          trim(p.task);
        }
      }
      if (since.size > MAX_COUNTED) {
        for (const task of since.keys()) trim(task);
        since.clear();
      }
    }).immediate;
    this.#write = (rows) => retryBusy(() => write(rows), busyTimeoutMs);
  }

  /** Open (or create) the task memory at `path`. Throws {@link StoreError}. */
  static open(path: string, options: SqliteSessionOptions = {}): SqliteSessionStore {
    let db: Database.Database | undefined;
    try {
      db = new (sqlite())(path, { timeout: 5_000 });
      walMode(db);
      db.pragma('synchronous = NORMAL');
      db.pragma('cache_size = -512');
      db.exec(SCHEMA);
      // A file written before events kept what a call removed gets the column (removals.ts).
      const columns = db.prepare('PRAGMA table_info(capfence_task_events)').all() as { name: string }[];
      if (!columns.some((c) => c.name === 'removes')) db.exec('ALTER TABLE capfence_task_events ADD COLUMN removes TEXT');
      const cutoff = Date.now() - (options.retainDays ?? 7) * 86_400_000;
      db.prepare('DELETE FROM capfence_task_outputs WHERE task IN (SELECT task FROM capfence_task_outputs GROUP BY task HAVING max(time) < ?)').run(
        cutoff,
      );
      db.prepare('DELETE FROM capfence_task_events WHERE task IN (SELECT task FROM capfence_task_events GROUP BY task HAVING max(time) < ?)').run(
        cutoff,
      );
      db.pragma('busy_timeout = 0');
      return new SqliteSessionStore(db, options);
    } catch (cause) {
      db?.close();
      throw new StoreError('ERR_STORE_UNAVAILABLE', `cannot open the task memory ${path}`, { cause });
    }
  }

  appendOutput(task: string, output: TaskOutput): void {
    this.#queue({ kind: 'output', task, row: clipOutput(output, this.#bounds.outputChars) });
  }

  appendEvent(task: string, event: TaskEvent): void {
    this.#queue({ kind: 'event', task, row: eventOf(event), time: Date.now() });
  }

  recentOutputs(task: string, limit: number): TaskOutput[] {
    this.flush();
    const rows = this.#read(() =>
      this.#db
        .prepare('SELECT time, action_class AS actionClass, text FROM capfence_task_outputs WHERE task = ? ORDER BY id DESC LIMIT ?')
        .all(task, limit),
    ) as TaskOutput[];
    return rows.reverse();
  }

  recentEvents(task: string, limit: number): TaskEvent[] {
    this.flush();
    const rows = this.#read(() =>
      this.#db
        .prepare('SELECT action_class AS actionClass, verdict, removes FROM capfence_task_events WHERE task = ? ORDER BY id DESC LIMIT ?')
        .all(task, limit),
    ) as { actionClass: TaskEvent['actionClass']; verdict: TaskEvent['verdict']; removes: string | null }[];
    return rows.reverse().map(eventOf);
  }

  /** Write what is queued now. Throws {@link StoreError} when it cannot be written (the queue is kept, bounded). */
  flush(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#soon !== undefined) clearImmediate(this.#soon);
    this.#soon = undefined;
    if (this.#pending.length === 0 || this.#closed) return;
    const rows = this.#pending;
    this.#pending = [];
    this.#queuedChars = 0;
    try {
      this.#write(rows);
    } catch (cause) {
      // Keep the newest rows for the next try; task memory is bounded like everything else.
      this.#pending = [...rows, ...this.#pending].slice(-4_096);
      throw new StoreError('ERR_STORE_UNAVAILABLE', 'the task memory cannot be written', { cause });
    }
  }

  close(): void {
    if (this.#closed) return;
    try {
      this.flush();
    } finally {
      this.#closed = true;
      this.#db.close();
    }
  }

  #queue(row: Pending): void {
    if (this.#closed) return;
    this.#pending.push(row);
    if (row.kind === 'output') this.#queuedChars += row.row.text.length;
    // A busy loop that never yields never runs the timer: write when the queue fills, so it stays bounded.
    if (this.#pending.length >= MAX_QUEUED || this.#queuedChars >= MAX_QUEUED_CHARS) {
      try {
        this.flush();
      } catch {
        // Kept (bounded) for the next flush; a read fails loudly meanwhile.
      }
      return;
    }
    // Half full: write as soon as the event loop turns, so that a loop that yields (an agent awaiting its
    // tool) writes between calls and a decision or an output rarely has to write the queue itself.
    if (this.#soon === undefined && (2 * this.#pending.length >= MAX_QUEUED || 2 * this.#queuedChars >= MAX_QUEUED_CHARS)) {
      this.#soon = setImmediate(() => {
        this.#soon = undefined;
        try {
          this.flush();
        } catch {
          // Retried at the next flush; a read fails loudly meanwhile.
        }
      }).unref();
    }
    if (this.#timer === undefined) {
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        try {
          this.flush();
        } catch {
          // Retried at the next flush; a read fails loudly meanwhile.
        }
      }, this.#intervalMs);
      this.#timer.unref();
    }
  }

  #read<T>(query: () => T): T {
    try {
      return query();
    } catch (cause) {
      throw new StoreError('ERR_STORE_UNAVAILABLE', 'the task memory cannot be read', { cause });
    }
  }
}
