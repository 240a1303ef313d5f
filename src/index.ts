/**
 * CapFence: a runtime delegation firewall for AI agents.
 *
 * ```ts
 * import { createFence, generateSigningKey, mintToken, Keyring } from 'capfence';
 *
 * const issuer = generateSigningKey();
 * const fence = createFence({ keyring: new Keyring([issuer]), tools });
 * const token = mintToken(issuer, { issuer: 'me', subject: 'agent', scope: ['read-only-retrieval'] }, fence.graph);
 * const decision = await fence.authorize({ tool: 'list_files', args: {} }, token);
 * if (decision.verdict === 'allow') run();
 * ```
 */
import { type ToolManifest, ToolCatalog } from './action/catalog.ts';
import type { ToolSpec } from './action/types.ts';
import { CapabilityGraph } from './capability/graph.ts';
import type { Keyring } from './capability/keys.ts';
import type { Verifier } from './escalation/verifier.ts';
import { Fence, type DecisionContext, type FenceMode } from './fence.ts';
import type { Decision } from './action/types.ts';
import { defaultModelPath, type GateModel, loadGateModel } from './gate/model.ts';
import { withDial, type DialSetting } from './gate/dial.ts';
import { DriftMonitor } from './observability/drift.ts';
import { FenceSession, TaskMemories, type SessionOptions } from './session.ts';
import type { Span } from '@opentelemetry/api';
import { FenceMetrics } from './observability/metrics.ts';
import { endDecisionSpan, failDecisionSpan, startDecisionSpan } from './observability/tracing.ts';
import type { TaskBounds } from './store/memory.ts';
import { openStore } from './store/open.ts';
import type { AuditReader, AuditWriter, BudgetLedger, FenceStore, MaybePromise, RevocationStore, StoreHealth } from './store/types.ts';

export interface CreateFenceOptions {
  /** Trusted issuer public keys. */
  readonly keyring: Keyring;
  /** The tools the agent may propose (MCP shape), or a prepared catalog. */
  readonly tools: readonly ToolSpec[] | ToolCatalog;
  readonly manifest?: ToolManifest;
  readonly graph?: CapabilityGraph;
  /** A gate model or the path of one; defaults to the trained artifact shipped in `models/`. */
  readonly model?: GateModel | string;
  /**
   * The cost–safety dial: 0 (permissive) … 1 (strict), or `permissive` / `balanced` / `strict`.
   * Moves the gate's thresholds along the curve measured when the model was trained
   * (src/gate/dial.ts); unset keeps the model's own thresholds.
   */
  readonly dial?: DialSetting;
  /**
   * Where the state lives: a directory (the embedded SQLite engine: audit.db, ledger.db,
   * revocations.db, sessions.db) or a `postgres://` URL shared by several replicas. Without it
   * (and without `stateDir` or `store`), everything is kept in memory and lost on exit.
   */
  readonly state?: string;
  /** A state directory (the same as `state` with a directory). */
  readonly stateDir?: string;
  /** A store built elsewhere; the fence closes it on `close()`. */
  readonly store?: FenceStore;
  /**
   * `strict`: each audit record (and budget change) is durable before the decision returns, and
   * several processes may share a state directory. `batched`: group commit, one process per directory.
   */
  readonly durability?: 'strict' | 'batched';
  /** How much task memory (decisions and tool outputs per task) the store keeps. */
  readonly tasks?: TaskBounds;
  /** Store salted digests of argument values in the audit instead of the values. */
  readonly privacy?: boolean;
  readonly verifier?: Verifier;
  readonly verifierTimeoutMs?: number;
  readonly clock?: () => number;
  /** `shadow` decides and audits every call but lets it run (see {@link FenceMode}); default `enforce`. */
  readonly mode?: FenceMode;
}

/** A fence with its stores: sessions, revocation and shutdown in one place. */
export class CapFence extends Fence {
  readonly graph: CapabilityGraph;
  readonly catalog: ToolCatalog;
  readonly store: FenceStore;
  /** Prometheus metrics of this fence's decisions, served by the sidecar and the gateway alike. */
  readonly metrics = new FenceMetrics();
  readonly #memories: TaskMemories;
  /** The store's first start (decisions wait for it once; later failures are denials). */
  readonly #started: Promise<void>;
  /** Whether {@link CapFence.#started} has settled: decisions then need not wait a turn for it. */
  #ready = false;

  constructor(options: CreateFenceOptions) {
    const graph = options.graph ?? CapabilityGraph.builtIn();
    const catalog = options.tools instanceof ToolCatalog ? options.tools : new ToolCatalog(graph, options.tools, options.manifest);
    // Load the gate first: a fence never runs without one (a bad artifact throws ConfigError here).
    const model = typeof options.model === 'object' ? options.model : loadGateModel(options.model ?? defaultModelPath());
    const gate = options.dial === undefined ? model : withDial(model, options.dial);
    const store =
      options.store ??
      openStore(options.state ?? options.stateDir, {
        durability: options.durability ?? 'strict',
        privacy: options.privacy ?? false,
        ...(options.tasks === undefined ? {} : { tasks: options.tasks }),
      });
    super({
      graph,
      catalog,
      keyring: options.keyring,
      gate,
      revocations: store.revocations,
      events: store.revocations,
      ledger: store.ledger,
      audit: store.audit,
      recorder: store.recorder,
      ...(options.verifier === undefined ? {} : { verifier: options.verifier }),
      ...(options.verifierTimeoutMs === undefined ? {} : { verifierTimeoutMs: options.verifierTimeoutMs }),
      ...(options.clock === undefined ? {} : { clock: options.clock }),
      ...(options.mode === undefined ? {} : { mode: options.mode }),
    });
    this.graph = graph;
    this.catalog = catalog;
    this.store = store;
    this.#memories = new TaskMemories(store.sessions, undefined, options.tasks?.indexedValues, options.tasks?.indexedNames);
    this.#started = store.ready().then(
      () => void (this.#ready = true),
      () => void (this.#ready = true),
    );
    if (gate.reference !== undefined) this.metrics.watchDrift(new DriftMonitor(gate.reference, gate.thresholds));
    this.metrics.collect(() => [
      {
        name: 'capfence_store_up',
        help: 'Whether the store can be used (1) or not (0: every decision is a denial).',
        type: 'gauge',
        samples: [{ labels: { engine: store.engine }, value: store.health().ok ? 1 : 0 }],
      },
    ]);
  }

  override authorize(call: unknown, token: string, context: DecisionContext = {}): Promise<Decision> {
    if (!this.#ready) return this.#started.then(() => this.#traced('authorize', call, token, context, true));
    return this.#traced('authorize', call, token, context, true);
  }

  override decideAsync(call: unknown, token: string, context: DecisionContext = {}): Promise<Decision> {
    if (!this.#ready) return this.#started.then(() => this.#traced('decide', call, token, context, false));
    return this.#traced('decide', call, token, context, false);
  }

  /**
   * A decision in its span, counted. A decision made without waiting (the usual case) is observed
   * at once, with one promise and no closure of this method's own.
   */
  #traced(operation: string, call: unknown, token: string, context: DecisionContext, escalate: boolean): Promise<Decision> {
    const span = startDecisionSpan(operation);
    const started = performance.now();
    let decided: MaybePromise<Decision>;
    try {
      decided = this.decision(call, token, context, escalate);
      if (!(decided instanceof Promise)) return Promise.resolve(this.#observed(span, started, decided));
    } catch (error) {
      failDecisionSpan(span, error);
      return Promise.reject(error);
    }
    return decided.then(
      (decision) => this.#observed(span, started, decision),
      (error: unknown) => {
        failDecisionSpan(span, error);
        throw error;
      },
    );
  }

  override decide(call: unknown, token: string, context?: DecisionContext): Decision {
    const span = startDecisionSpan('decide');
    const started = performance.now();
    try {
      return this.#observed(span, started, super.decide(call, token, context));
    } catch (error) {
      failDecisionSpan(span, error);
      throw error;
    }
  }

  /** Count the decision, describe it on its span, and hand it on. */
  #observed(span: Span, started: number, decision: Decision): Decision {
    const seconds = (performance.now() - started) / 1000;
    this.metrics.decision(decision, seconds);
    endDecisionSpan(span, decision, seconds);
    return decision;
  }

  get revocations(): RevocationStore {
    return this.store.revocations;
  }

  get auditLog(): AuditWriter & AuditReader {
    return this.store.audit;
  }

  get ledger(): BudgetLedger {
    return this.store.ledger;
  }

  /** Resolves once the store is connected and migrated (at once for the embedded engine). */
  ready(): Promise<void> {
    return this.store.ready();
  }

  /** Whether decisions can be recorded now; while not, every decision is a denial. */
  health(): StoreHealth {
    return this.store.health();
  }

  /**
   * A session for one agent on one task: remembers history and tool outputs for the gate. Sessions
   * on tokens of the same task (root token) share that memory, and the store keeps it.
   */
  session(token: string, options?: SessionOptions): FenceSession {
    return new FenceSession(this, token, options, this.#memories);
  }

  override flush(): MaybePromise<void> {
    return this.store.flush();
  }

  /** Flush and close the stores. */
  close(): MaybePromise<void> {
    this.#memories.clear();
    return this.store.close();
  }
}

export function createFence(options: CreateFenceOptions): CapFence {
  return new CapFence(options);
}

export { Fence, type FenceOptions, type FenceMode, type DecisionContext, type HistoryItem } from './fence.ts';
export { FenceSession, type SessionOptions } from './session.ts';
export type { ToolCall, ToolSpec, ToolAnnotations, ActionClass, ArgumentRole, Decision, Verdict, Reason, ReasonCode } from './action/types.ts';
export {
  ToolCatalog,
  classifyTool,
  parseManifest,
  loadManifest,
  type CatalogEntry,
  type ToolManifest,
  type ClassificationSource,
} from './action/catalog.ts';
export { CapabilityGraph, type ClassInfo } from './capability/graph.ts';
export { CLASS, BUILT_IN_CLASSES, type BuiltInClass } from './action/classes.ts';
export { generateSigningKey, loadSigningKey, saveSigningKey, exportPublicJwk, Keyring, type SigningKey, type PublicJwk } from './capability/keys.ts';
export {
  mintToken,
  attenuateToken,
  inspectToken,
  TokenVerifier,
  type MintOptions,
  type AttenuateOptions,
  type VerifiedToken,
} from './capability/token.ts';
export type { CapabilityClaims, ValueConstraint, RoleConstraints, Ceilings } from './capability/claims.ts';
export { Ledger } from './capability/ledger.ts';
export { MemoryRevocationList, SqliteRevocationList, type RevocationList } from './capability/revocation.ts';
export type {
  FenceStore,
  RevocationStore,
  BudgetLedger,
  AuditWriter,
  AuditReader,
  DecisionRecorder,
  SessionStore,
  TaskOutput,
  TaskEvent,
  StoreHealth,
} from './store/types.ts';
export { memoryStore, type TaskBounds } from './store/memory.ts';
export type { Verifier, VerificationRequest, VerifierVerdict } from './escalation/verifier.ts';
export {
  CapFenceError,
  TokenError,
  InputError,
  ConfigError,
  AuditError,
  LedgerError,
  StoreError,
  ApprovalError,
  DownstreamError,
  UsageError,
  type CapFenceErrorCode,
  type UsageErrorCode,
  type ApprovalErrorCode,
} from './errors.ts';
// The intent compiler has its own entry, `capfence/compile` (its word lists add ~16 MB of RSS).
export { runVerifier, withDeadline } from './escalation/fail-closed.ts';
export { firstDecisive, allMustAllow } from './escalation/compose.ts';
// The Cedar verifier loads a 19 MB WebAssembly engine: it has its own entry, `capfence/cedar`.
// The LLM judge (zod, ~11 MB) and the human approval queue have their own entry, `capfence/verifiers`.
export { verifyAuditLog, showAuditLog, type VerifyResult } from './audit/verify.ts';
export { SqliteAuditLog, MemoryAuditLog, type AuditLog } from './audit/store.ts';
export { auditReport, formatAuditReport, type AuditReport, type ReportOptions } from './audit/report.ts';
export { DIAL_PRESETS, withDial, thresholdsAt, type DialSetting, type DialPoint, type ScoreReference } from './gate/dial.ts';
