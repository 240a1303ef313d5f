/**
 * The in-memory engine: everything a fence keeps, lost on exit. For tests, one-shot runs and a
 * fence without a state directory.
 */
import { MemoryAuditLog } from '../audit/log.ts';
import { Ledger } from '../capability/ledger.ts';
import { MemoryRevocationList } from '../capability/revocation.ts';
import { SplitRecorder } from './recorder.ts';
import type { FenceStore, SessionStore, StoreHealth, TaskEvent, TaskOutput } from './types.ts';
import { ApprovalQueue } from '../escalation/human-queue.ts';

/** How much of a task a session store keeps. */
export interface TaskBounds {
  /** Outputs kept per task (default 32). */
  readonly outputs?: number;
  /** Characters kept of each output (default 64 KiB). */
  readonly outputChars?: number;
  /** Decisions kept per task (default 64). */
  readonly events?: number;
  /**
   * Values the in-process indexes of all tasks' outputs hold together (default 131,072, about
   * 55 bytes each: a keyed hash and an integer in typed arrays, src/gate/recency.ts); past it the
   * least recently used tasks forget their oldest values first.
   */
  readonly indexedValues?: number;
  /**
   * Tool-like names (`send_money`, a quoted word) the same indexes hold together (default 32,768,
   * about 55 bytes each, kept as values are); past it the least recently used tasks forget their
   * oldest names first.
   * A forgotten name counts as never mentioned, as after a restart or once its task was dropped.
   */
  readonly indexedNames?: number;
}

export const DEFAULT_TASK_BOUNDS: Required<TaskBounds> = {
  outputs: 32,
  outputChars: 64 * 1024,
  events: 64,
  indexedValues: 131_072,
  indexedNames: 32_768,
};
/** Tasks whose memory is kept at once by the in-memory store (least recently used are dropped). */
const MAX_TASKS = 4_096;

export class MemorySessionStore implements SessionStore {
  readonly #tasks = new Map<string, { outputs: TaskOutput[]; events: TaskEvent[] }>();
  readonly #bounds: Required<TaskBounds>;

  constructor(bounds: TaskBounds = {}) {
    this.#bounds = { ...DEFAULT_TASK_BOUNDS, ...bounds };
  }

  appendOutput(task: string, output: TaskOutput): void {
    push(this.#task(task).outputs, clipOutput(output, this.#bounds.outputChars), this.#bounds.outputs);
  }

  recentOutputs(task: string, limit: number): TaskOutput[] {
    return (this.#tasks.get(task)?.outputs ?? []).slice(-limit);
  }

  appendEvent(task: string, event: TaskEvent): void {
    push(this.#task(task).events, eventOf(event), this.#bounds.events);
  }

  recentEvents(task: string, limit: number): TaskEvent[] {
    return (this.#tasks.get(task)?.events ?? []).slice(-limit);
  }

  flush(): void {}

  close(): void {
    this.#tasks.clear();
  }

  #task(task: string): { outputs: TaskOutput[]; events: TaskEvent[] } {
    let held = this.#tasks.get(task);
    if (held === undefined) {
      held = { outputs: [], events: [] };
      if (this.#tasks.size >= MAX_TASKS) this.#tasks.delete(this.#tasks.keys().next().value as string);
    } else {
      this.#tasks.delete(task);
    }
    this.#tasks.set(task, held);
    return held;
  }
}

/** An output cut to `chars` characters (never splitting a surrogate pair). */
export function clipOutput(output: TaskOutput, chars: number): TaskOutput {
  if (output.text.length <= chars) return output;
  let end = chars;
  const last = output.text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  // What was cut may have addressed the agent: a clipped output no longer vouches for its values as a read.
  return { ...output, actionClass: null, text: output.text.slice(0, end) };
}

function push<T>(list: T[], item: T, max: number): void {
  list.push(item);
  if (list.length > max) list.splice(0, list.length - max);
}

export interface MemoryStoreOptions {
  readonly privacy?: boolean;
  readonly tasks?: TaskBounds;
}

export function memoryStore(options: MemoryStoreOptions = {}): FenceStore {
  const audit = new MemoryAuditLog({ privacy: options.privacy ?? false });
  const ledger = Ledger.inMemory();
  const ok: StoreHealth = { ok: true };
  return {
    engine: 'memory',
    revocations: new MemoryRevocationList(),
    ledger,
    audit,
    recorder: new SplitRecorder(ledger, audit),
    sessions: new MemorySessionStore(options.tasks),
    openApprovals: () => ApprovalQueue.open(':memory:'),
    ready: () => Promise.resolve(),
    health: () => ok,
    flush: () => {
      audit.flush();
      ledger.flush();
    },
    close: () => {
      audit.close();
      ledger.close();
    },
  };
}

/** An event as a store keeps it: its class, its verdict, and what it removed when it removed something (a column left empty is none). */
export const eventOf = (row: { actionClass: TaskEvent['actionClass']; verdict: TaskEvent['verdict']; removes?: string | null }): TaskEvent =>
  typeof row.removes === 'string'
    ? { actionClass: row.actionClass, verdict: row.verdict, removes: row.removes }
    : { actionClass: row.actionClass, verdict: row.verdict };
