/**
 * Task memory on PostgreSQL: what every replica knows of a task (its recent decisions and tool
 * outputs), so provenance follows the task to whichever replica serves its next call.
 *
 * Appends are written behind, in one statement every `flushIntervalMs` (default 20 ms); each task
 * keeps its newest rows only. A lost write (the server away) loses task memory, never a decision.
 */
import { StoreError } from '../../errors.ts';
import { clipOutput, DEFAULT_TASK_BOUNDS, eventOf, type TaskBounds } from '../memory.ts';
import type { SessionStore, TaskEvent, TaskOutput } from '../types.ts';
import type { Connection } from './connection.ts';

type Row = { kind: 'output'; task: string; output: TaskOutput } | { kind: 'event'; task: string; event: TaskEvent; time: number };

const MAX_QUEUE = 4_096;

export class PgSessionStore implements SessionStore {
  readonly #connection: Connection;
  readonly #bounds: Required<TaskBounds>;
  readonly #intervalMs: number;
  #queue: Row[] = [];
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> | undefined;

  constructor(connection: Connection, bounds: TaskBounds = {}, flushIntervalMs = 20) {
    this.#connection = connection;
    this.#bounds = { ...DEFAULT_TASK_BOUNDS, ...bounds };
    this.#intervalMs = flushIntervalMs;
  }

  appendOutput(task: string, output: TaskOutput): void {
    this.#push({ kind: 'output', task, output: clipOutput(output, this.#bounds.outputChars) });
  }

  appendEvent(task: string, event: TaskEvent): void {
    this.#push({ kind: 'event', task, event: eventOf(event), time: Date.now() });
  }

  async recentOutputs(task: string, limit: number): Promise<TaskOutput[]> {
    await this.flush();
    const rows = await this.#connection.query<TaskOutput>(
      'SELECT time, action_class AS "actionClass", text FROM capfence_task_outputs WHERE task = $1 ORDER BY id DESC LIMIT $2',
      [task, limit],
    );
    return rows.reverse();
  }

  async recentEvents(task: string, limit: number): Promise<TaskEvent[]> {
    await this.flush();
    const rows = await this.#connection.query<{ actionClass: TaskEvent['actionClass']; verdict: TaskEvent['verdict']; removes: string | null }>(
      'SELECT action_class AS "actionClass", verdict, removes FROM capfence_task_events WHERE task = $1 ORDER BY id DESC LIMIT $2',
      [task, limit],
    );
    return rows.reverse().map(eventOf);
  }

  /** Write what is queued now. Rejects with {@link StoreError} when it cannot (the queue is kept, bounded). */
  async flush(): Promise<void> {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    while (this.#flushing !== undefined) await this.#flushing;
    if (this.#queue.length === 0) return;
    const rows = this.#queue;
    this.#queue = [];
    this.#flushing = this.#write(rows).finally(() => (this.#flushing = undefined));
    try {
      await this.#flushing;
    } catch (error) {
      this.#queue = [...rows, ...this.#queue].slice(-MAX_QUEUE);
      throw error instanceof StoreError ? error : new StoreError('ERR_STORE_UNAVAILABLE', 'the task memory cannot be written', { cause: error });
    }
  }

  async close(): Promise<void> {
    await this.flush().catch(() => undefined);
  }

  #push(row: Row): void {
    this.#queue.push(row);
    if (this.#queue.length > MAX_QUEUE) this.#queue.splice(0, this.#queue.length - MAX_QUEUE);
    if (this.#timer === undefined) {
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        void this.flush().catch(() => undefined);
      }, this.#intervalMs);
      this.#timer.unref();
    }
  }

  async #write(rows: readonly Row[]): Promise<void> {
    const outputs = rows.filter((row) => row.kind === 'output');
    const events = rows.filter((row) => row.kind === 'event');
    const tasks = [...new Set(rows.map((row) => row.task))];
    await this.#connection.query(
      `WITH o AS (INSERT INTO capfence_task_outputs (task, time, action_class, text)
         SELECT * FROM unnest($1::text[], $2::double precision[], $3::text[], $4::text[])),
       e AS (INSERT INTO capfence_task_events (task, time, action_class, verdict, removes)
         SELECT * FROM unnest($5::text[], $6::double precision[], $7::text[], $8::text[], $9::text[]))
       SELECT 1`,
      [
        outputs.map((row) => row.task),
        outputs.map((row) => row.output.time),
        outputs.map((row) => row.output.actionClass),
        // PostgreSQL text cannot hold NUL: it is the one character an output loses here.
        outputs.map((row) => row.output.text.replaceAll('\u0000', '\ufffd')),
        events.map((row) => row.task),
        events.map((row) => row.time),
        events.map((row) => row.event.actionClass),
        events.map((row) => row.event.verdict),
        events.map((row) => row.event.removes ?? null),
      ],
    );
    // Keep each touched task's newest rows only.
    await this.#connection.query(
      `WITH t AS (SELECT unnest($1::text[]) AS task),
       o AS (DELETE FROM capfence_task_outputs x USING t WHERE x.task = t.task AND x.id <= (SELECT id FROM capfence_task_outputs WHERE task = t.task ORDER BY id DESC OFFSET $2 LIMIT 1)),
       e AS (DELETE FROM capfence_task_events x USING t WHERE x.task = t.task AND x.id <= (SELECT id FROM capfence_task_events WHERE task = t.task ORDER BY id DESC OFFSET $3 LIMIT 1))
       SELECT 1`,
      [tasks, this.#bounds.outputs, this.#bounds.events],
    );
  }
}
