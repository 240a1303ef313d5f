/**
 * A session: one agent working on one task under one token. It remembers what the gate needs
 * from the past — the classes and verdicts of earlier calls, and the values of the outputs tools
 * returned, indexed once on arrival (src/gate/sources.ts) — in bounded memory, so nothing grows
 * with the length of a run or of an output. Raw output texts are not kept: the index is all that
 * the gate, the `from` check and the verifiers read (a store keeps outputs, to rebuild it).
 *
 * The memory belongs to the task, not to the session: sessions whose tokens share a root (the
 * token's task, its root `jti`) share it, whatever they are called, and with a store it is
 * persisted (src/store SessionStore), so provenance survives a restart and a new session name.
 */
import { PageObserver, withoutHarnessHints } from './action/browser/observation.ts';
import { CLASS } from './action/classes.ts';
import type { ActionClass, Decision, ToolCall } from './action/types.ts';
import type { Cost } from './capability/ledger.ts';
import type { DecisionContext, Fence, HistoryItem } from './fence.ts';
import { historyItem } from './context.ts';
import { ValueSources } from './gate/sources.ts';
import { MAX_REMOVALS } from './escalation/removals.ts';
import { attempt, quiet, then } from './store/recorder.ts';
import { DEFAULT_TASK_BOUNDS } from './store/memory.ts';
import type { MaybePromise, SessionStore, TaskOutput } from './store/types.ts';

export interface SessionOptions {
  /** The user's intent; defaults to the one the token carries. */
  readonly intent?: string;
  /** How many earlier decisions to remember (default 32). */
  readonly historySize?: number;
  /**
   * How many tool outputs a store reloads the task's index from after a restart (default 16).
   * `observedChars` is accepted for compatibility and no longer used: each output is indexed whole.
   */
  readonly observedSize?: number;
  readonly observedChars?: number;
  /**
   * The executor never reports tool outputs to `complete()`: `from: read` requirements of the
   * token cannot be checked, and are not enforced (see DecisionContext.sources). Default false.
   */
  readonly outputsUnreported?: boolean;
  /** Who may report outcomes of this session's calls to a shared ledger (see DecisionContext.holder). */
  readonly holder?: string;
}

/** What one task has seen, in memory: shared by its sessions in this process. */
export class TaskMemory {
  readonly history: HistoryItem[] = [];
  /** What the task's allowed calls removed (removals.ts), oldest first: kept apart from the history, which forgets sooner. */
  readonly removals: string[] = [];
  /** Outputs recorded while the persisted memory loads (re-indexed after it, so they stay the newest). */
  readonly pending: TaskOutput[] = [];
  /**
   * The values of every output the task recorded (not only the last `observedSize`), indexed
   * once on arrival over the whole text: what `from` requirements are checked against.
   */
  readonly sources = new ValueSources();
  /** Settles once the persisted memory is loaded (undefined when it loaded synchronously). */
  loading: Promise<void> | undefined;
  /** Values of {@link sources} counted against the fence-wide budget ({@link TaskMemories}). */
  counted = 0;
  /** Tool-like names of {@link sources} counted against the fence-wide budget of names. */
  countedNames = 0;

  constructor(
    readonly historySize: number,
    readonly observedSize: number,
    readonly observedChars: number,
  ) {}

  remember(item: HistoryItem): void {
    // A class and a verdict read back from a store are strings too; anything else is kept as it came.
    const shared = typeof item.actionClass === 'string' && typeof item.verdict === 'string' ? historyItem(item.actionClass, item.verdict) : item;
    push(this.history, shared, this.historySize);
    if (typeof item.removes === 'string' && !this.removals.includes(item.removes)) push(this.removals, item.removes, MAX_REMOVALS);
  }

  observe(output: TaskOutput): void {
    if (this.loading !== undefined) push(this.pending, output, this.observedSize);
    this.sources.record(output.text, output.actionClass);
  }
}

/**
 * The task memories of one fence, loaded from its store on first use (least recently used dropped
 * past `max`). Their value indexes share one budget of `maxValues`, and the tool-like names they
 * remember one of `maxNames`: past either, the least recently used tasks forget their oldest
 * first, so memory stays bounded however many tasks are active and however long they run (each
 * index alone is bounded too, see ValueSources).
 */
export class TaskMemories {
  readonly #store: SessionStore | undefined;
  readonly #tasks = new Map<string, TaskMemory>();
  readonly #max: number;
  readonly #maxValues: number;
  readonly #maxNames: number;
  #values = 0;
  #names = 0;

  constructor(
    store: SessionStore | undefined,
    max = 4_096,
    maxValues = DEFAULT_TASK_BOUNDS.indexedValues,
    maxNames = DEFAULT_TASK_BOUNDS.indexedNames,
  ) {
    this.#store = store;
    this.#max = max;
    this.#maxValues = maxValues;
    this.#maxNames = maxNames;
  }

  /** Values indexed by all tasks together. */
  get values(): number {
    return this.#values;
  }

  /** Tool-like names remembered by all tasks together. */
  get names(): number {
    return this.#names;
  }

  /**
   * Count what the index of `task` holds now against the budget, and make room past it (least
   * recently used tasks first). A memory no longer held (dropped past `max`) counts for nothing.
   */
  counted(task: string, memory: TaskMemory): void {
    if (this.#tasks.get(task) !== memory) return;
    this.#values += memory.sources.size - memory.counted;
    memory.counted = memory.sources.size;
    this.#names += memory.sources.namesSize - memory.countedNames;
    memory.countedNames = memory.sources.namesSize;
    for (const task of this.#tasks.values()) {
      if (this.#values <= this.#maxValues) break;
      const forgot = task.sources.forgetOldest(this.#values - this.#maxValues);
      task.counted -= forgot;
      this.#values -= forgot;
    }
    for (const task of this.#tasks.values()) {
      if (this.#names <= this.#maxNames) break;
      const forgot = task.sources.forgetOldestNames(this.#names - this.#maxNames);
      task.countedNames -= forgot;
      this.#names -= forgot;
    }
  }

  get store(): SessionStore | undefined {
    return this.#store;
  }

  /** The memory of `task`, loading it from the store the first time it is asked for. */
  task(task: string, options: SessionOptions): TaskMemory {
    const held = this.#tasks.get(task);
    if (held !== undefined) {
      this.#tasks.delete(task);
      this.#tasks.set(task, held);
      return held;
    }
    const memory = new TaskMemory(options.historySize ?? 32, options.observedSize ?? 16, options.observedChars ?? 16 * 1024);
    if (this.#tasks.size >= this.#max) {
      const oldest = this.#tasks.keys().next().value as string;
      this.#values -= this.#tasks.get(oldest)!.counted;
      this.#names -= this.#tasks.get(oldest)!.countedNames;
      this.#tasks.delete(oldest);
    }
    this.#tasks.set(task, memory);
    const store = this.#store;
    if (store !== undefined) {
      const loaded = attempt(
        () =>
          then(store.recentEvents(task, Math.max(memory.historySize, DEFAULT_TASK_BOUNDS.events)), (events) =>
            then(store.recentOutputs(task, memory.observedSize), (outputs) => {
              // Anything this process recorded while loading is newer: keep it after the loaded past.
              const [history, observed] = [memory.history.splice(0), memory.pending.splice(0)];
              for (const event of [...events, ...history]) memory.remember(event);
              for (const output of [...outputs, ...observed]) memory.sources.record(output.text, output.actionClass);
              this.counted(task, memory);
            }),
          ),
        // A memory that cannot be read starts empty: provenance then knows less, and an unknown
        // origin is itself a risk feature, so this errs towards caution.
        () => undefined,
      );
      if (loaded instanceof Promise) memory.loading = loaded.finally(() => (memory.loading = undefined));
    }
    return memory;
  }

  clear(): void {
    this.#tasks.clear();
    this.#values = 0;
    this.#names = 0;
  }
}

export class FenceSession {
  readonly #fence: Fence;
  readonly #token: string;
  readonly #options: SessionOptions;
  readonly #memories: TaskMemories | undefined;
  /** The task's root jti once the token verified, null before, undefined when it cannot be known. */
  #task: string | null | undefined = null;
  #memory: TaskMemory | undefined;
  /** The last page a tool output showed, parsed once (browser calls are classed by their target on it). */
  readonly #page = new PageObserver();

  constructor(fence: Fence, token: string, options: SessionOptions = {}, memories?: TaskMemories) {
    this.#fence = fence;
    this.#token = token;
    this.#options = options;
    this.#memories = memories;
  }

  async authorize(call: ToolCall | unknown, uncertainty?: number): Promise<Decision> {
    const memory = this.#use();
    if (memory.loading !== undefined) await memory.loading;
    return this.#remember(memory, await this.#fence.authorize(call, this.#token, this.#context(memory, uncertainty)), call);
  }

  /** Decide without the verifier on any store (escalations come back as `escalate`). */
  async decideAsync(call: ToolCall | unknown, uncertainty?: number): Promise<Decision> {
    const memory = this.#use();
    if (memory.loading !== undefined) await memory.loading;
    return this.#remember(memory, await this.#fence.decideAsync(call, this.#token, this.#context(memory, uncertainty)), call);
  }

  decide(call: ToolCall | unknown, uncertainty?: number): Decision {
    const memory = this.#use();
    return this.#remember(memory, this.#fence.decide(call, this.#token, this.#context(memory, uncertainty)), call);
  }

  /**
   * The tool ran (or failed): settle its budget and remember its output, which later calls'
   * provenance is checked against. Outputs are untrusted text; only their content is kept.
   * On a networked store the returned promise settles once the ledger has it; it never needs awaiting.
   */
  complete(decision: Decision, outcome: { readonly ok: boolean; readonly output?: unknown; readonly actual?: Partial<Cost> }): MaybePromise<void> {
    const settled = this.#fence.complete(decision, outcome);
    if (outcome.output !== undefined) {
      const page = this.#page.observe(outcome.output);
      // A browser server's own "can be handled by <tool>" hint is not the page's text (observation.ts).
      const text = withoutHarnessHints(typeof outcome.output === 'string' ? outcome.output : safeStringify(outcome.output));
      // Only an allowed call's output counts as a read of its class (an executor that ran anything else vouches for nothing).
      // A page an allowed browser call showed is the site's content, read there whatever the click did ("Book" opens the booking
      // form: its options are the site's own, as a link's page is).
      const allowed = decision.verdict === 'allow' ? (decision.actionClass as ActionClass | null) : null;
      const actionClass = allowed !== null && page ? CLASS.read : allowed;
      const output: TaskOutput = { time: Date.now(), actionClass, text };
      const memory = this.#use();
      memory.observe(output);
      if (typeof this.#task === 'string') this.#memories?.counted(this.#task, memory);
      this.#persist((store, task) => store.appendOutput(task, output));
    }
    return settled;
  }

  /**
   * An output the agent did not ask for but the page showed (a gateway's own `browser_snapshot`
   * before it judges a click): it updates the page the session knows, and nothing else.
   */
  observe(output: unknown): void {
    this.#page.observe(output);
  }

  /** The page the session last saw, as classification reads it. */
  get observation(): PageObserver {
    return this.#page;
  }

  #context(memory: TaskMemory, uncertainty: number | undefined): DecisionContext {
    return {
      ...(this.#options.intent === undefined ? {} : { intent: this.#options.intent }),
      sources: this.#options.outputsUnreported === true ? 'unreported' : memory.sources,
      history: memory.history,
      removals: memory.removals,
      observation: this.#page,
      ...(uncertainty === undefined ? {} : { uncertainty }),
      ...(this.#options.holder === undefined ? {} : { holder: this.#options.holder }),
    };
  }

  #remember(memory: TaskMemory, decision: Decision, call: unknown): Decision {
    const actionClass = decision.actionClass;
    if (actionClass !== null) {
      const removes = decision.removes;
      const event = removes === undefined ? { actionClass, verdict: decision.verdict } : { actionClass, verdict: decision.verdict, removes };
      memory.remember(event);
      this.#persist((store, task) => store.appendEvent(task, event));
    }
    // A key press without a target goes to the field the agent last typed into.
    if (decision.verdict === 'allow')
      this.#page.actedOn(decision.target, typeof call === 'object' && call !== null ? (call as { args?: unknown }).args : undefined);
    // A refused page load leaves the browser where it was (observation.ts: `refused`).
    else this.#page.refused(decision, typeof call === 'object' && call !== null ? (call as { args?: unknown }).args : undefined);
    return decision;
  }

  /** The memory of this session's task (its own, unpersisted, when the token does not verify). */
  #use(): TaskMemory {
    if (this.#memory !== undefined && this.#task !== null) return this.#memory;
    this.#task = this.#taskOf();
    this.#memory =
      this.#task === undefined || this.#memories === undefined
        ? (this.#memory ??
          new TaskMemory(this.#options.historySize ?? 32, this.#options.observedSize ?? 16, this.#options.observedChars ?? 16 * 1024))
        : this.#memories.task(this.#task, this.#options);
    return this.#memory;
  }

  #taskOf(): string | undefined {
    try {
      // The verified root: an unverified token's claims are the agent's word.
      return this.#fence.verifyToken(this.#token).chain[0]?.jti;
    } catch {
      return undefined;
    }
  }

  #persist(write: (store: SessionStore, task: string) => MaybePromise<void>): void {
    const store = this.#memories?.store;
    const task = this.#task;
    if (store === undefined || typeof task !== 'string') return;
    // Task memory is best effort: a store that cannot take it must not fail the call.
    quiet(
      attempt(
        () => write(store, task),
        () => undefined,
      ),
    );
  }
}

function push<T>(list: T[], item: T, max: number): void {
  list.push(item);
  if (list.length > max) list.splice(0, list.length - max);
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}
