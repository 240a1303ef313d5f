/**
 * The decision pipeline of DESIGN.md, top to bottom:
 *
 *   1 token    verify chain (cached), expiry, revocation           → deny
 *   2 classify the call → action class (the tool's, or for browser, shell, SQL and HTTP tools
 *              this call's: its target on the last page seen, its statement, its method)
 *                                                                  → deny when unknown or contradicted
 *   3 scope    class ∉ scope after graph implication              → deny
 *   4 bounds   constraint / ceiling violated                       → revise | deny
 *   5 score    φ(x_t) → r_t → triage                               → allow | deny | escalate
 *   6 verify   escalated calls only, with a deadline, fail closed → allow | deny
 *   7 account  reserve budget; commit when the tool returns, release on failure
 *   8 audit    append record + chain hash (every verdict)
 *
 * Steps 1–5, 7 and 8 are synchronous; only step 6 waits. Any verdict but `allow` means the call
 * must not run.
 */
import type { CatalogEntry, ToolCatalog } from './action/catalog.ts';
import type { ActionClass, Decision, Reason, ResolvedTarget, ToolCall, Verdict } from './action/types.ts';
import { ALWAYS_ENFORCED, type FenceMode, SHADOW_REASON_ENTRY, shadowDecision, shadowOf } from './shadow.ts';
import { callRefusal, classifyCall, entryForCall, judgedEntry } from './action/call.ts';
import { type DecisionContext, endedBy, type EventCheck, gateInput } from './context.ts';
import { readCall, ToolCallProblem } from './action/read-call.ts';
import { auditEntryOf, ceilingVerdict, decisionOf, refused, targetOf, tokenReason } from './decision.ts';
import { verificationRequest } from './escalation/request.ts';
import { argumentValues, checkConstraints, costOf, MalformedArguments } from './capability/constraints.ts';
import { bandReasons, forcedEscalation } from './escalation/forced.ts';
import {
  checkInstructedAddresses,
  checkProvenance,
  observedSources,
  type ProvenanceFacts,
  type ProvenanceViolation,
} from './capability/provenance.ts';
import type { CapabilityGraph, ClassInfo } from './capability/graph.ts';
import type { Cost } from './capability/ledger.ts';
import { TokenVerifier, type RevocationCheck, type VerifiedToken } from './capability/token.ts';
import type { Keyring } from './capability/keys.ts';
import { AuditError, describeError, UsageError } from './errors.ts';
import { runVerifier } from './escalation/fail-closed.ts';
import type { Approval, Verifier } from './escalation/verifier.ts';
import { extractFeatures, FEATURE_NAMES } from './gate/features.ts';
import type { GateModel } from './gate/model.ts';
import { GATE_CODE, triageCall } from './gate/triage.ts';
import { attempt, quiet, SplitRecorder, then } from './store/recorder.ts';
import type { AuditWriter, BudgetLedger, DecisionRecorder, DecisionWritten, MaybePromise } from './store/types.ts';
import { DEFAULT_ARG_BOUNDS, type JsonBounds } from './util/json.ts';

export interface FenceOptions {
  readonly graph: CapabilityGraph;
  readonly catalog: ToolCatalog;
  readonly keyring: Keyring;
  readonly gate: GateModel;
  readonly revocations?: RevocationCheck;
  /** Where named events are posted (a token with `eon` ends when one is posted after it was issued). */
  readonly events?: EventCheck;
  readonly ledger?: BudgetLedger;
  readonly audit?: AuditWriter;
  /** Steps 7–8 as one write (a store's own); default: reserve on `ledger`, then append to `audit`. */
  readonly recorder?: DecisionRecorder;
  /** The heavier verifier for the escalation band. Without one, escalations are returned as `escalate`. */
  readonly verifier?: Verifier;
  readonly verifierTimeoutMs?: number;
  readonly argBounds?: JsonBounds;
  readonly tokenCacheSize?: number;
  /** Milliseconds since the epoch; injectable for tests. */
  readonly clock?: () => number;
  /** `enforce` (the default), or shadow mode for every call or for the named action classes: see {@link FenceMode}. */
  readonly mode?: FenceMode;
}

export type { FenceMode } from './shadow.ts';
export type { DecisionContext, EventCheck, HistoryItem } from './context.ts';
export { MAX_HISTORY } from './context.ts';

/** Everything steps 1–5 learned, carried to steps 6–8. */
interface Pending {
  readonly call: ToolCall | undefined;
  readonly token: VerifiedToken | undefined;
  readonly entry: CatalogEntry | undefined;
  readonly verdict: Verdict;
  readonly score: number | null;
  readonly reasons: Reason[];
  readonly hint?: string | undefined;
  readonly cost?: Cost;
  readonly context?: DecisionContext;
  /** The element a browser call acts on (step 2). */
  readonly target?: ResolvedTarget;
  /** Who answered the escalation, when a person did (recorded in the audit). */
  readonly approval?: Approval;
}

export class Fence {
  readonly #options: FenceOptions;
  readonly #tokens: TokenVerifier;
  readonly #features = new Float64Array(FEATURE_NAMES.length);
  readonly #clock: () => number;
  readonly #recorder: DecisionRecorder;
  /** Scope after implication, per verified token (computed once per token). */
  readonly #granted = new WeakMap<VerifiedToken, ReadonlySet<ActionClass>>();
  /** Shadow mode: every class (`true`), the named classes, or none (`false`). */
  readonly #shadow: boolean | ReadonlySet<ActionClass>;
  /** Whether a class reads (provenance's `from: read`), made once rather than per decision. */
  readonly #reads = (cls: ActionClass): boolean => this.#options.graph.has(cls) && !this.#options.graph.info(cls).sideEffect;

  constructor(options: FenceOptions) {
    this.#options = options;
    this.#clock = options.clock ?? Date.now;
    this.#recorder = options.recorder ?? new SplitRecorder(options.ledger, options.audit);
    this.#shadow = shadowOf(options.mode);
    this.#tokens = new TokenVerifier({
      keyring: options.keyring,
      graph: options.graph,
      ...(options.revocations === undefined ? {} : { revocations: options.revocations }),
      ...(options.tokenCacheSize === undefined ? {} : { cacheSize: options.tokenCacheSize }),
    });
  }

  /** Decide one proposed call, escalating to the verifier when the gate is unsure. Never rejects for bad input. */
  authorize(call: unknown, token: string, context: DecisionContext = {}): Promise<Decision> {
    return this.#promised(call, token, context, true);
  }

  /** What authorize() (`escalate`: step 6 too) and decideAsync() settle to; no promise when nothing waits. */
  protected decision(call: unknown, token: string, context: DecisionContext, escalate: boolean): MaybePromise<Decision> {
    const pending = this.#evaluate(call, token, context);
    const verifier = this.#options.verifier;
    if (!escalate || pending.verdict !== 'escalate' || verifier === undefined || this.#shadowed(pending)) return this.#finish(pending);
    return this.#verify(pending, verifier).then(
      (verified) => this.#finish(verified),
      // runVerifier never rejects; a verifier object that throws when looked at is an audited denial.
      (error: unknown) =>
        this.#finish({
          ...pending,
          verdict: 'deny',
          reasons: [...pending.reasons, { code: 'verifier.error', message: `the verifier could not be run (${describeError(error)})` }],
        }),
    );
  }

  /**
   * Steps 1–5, 7, 8 only: escalations come back as `escalate` for the caller to resolve.
   * Synchronous, so it needs a synchronous store (the embedded one); on a networked store use
   * {@link Fence.decideAsync}. Throws `UsageError` `ERR_INVALID_STATE` otherwise.
   */
  decide(call: unknown, token: string, context: DecisionContext = {}): Decision {
    if (!this.#recorder.synchronous)
      throw new UsageError('ERR_INVALID_STATE', 'this fence records decisions asynchronously: use decideAsync() or authorize()');
    return this.#finish(this.#evaluate(call, token, context)) as Decision;
  }

  /** {@link Fence.decide} on any store: escalations come back as `escalate`. */
  decideAsync(call: unknown, token: string, context: DecisionContext = {}): Promise<Decision> {
    return this.#promised(call, token, context, false);
  }

  /** {@link Fence.decision} as a promise; a throw (a bug) becomes a rejection, as from an async method. */
  #promised(call: unknown, token: string, context: DecisionContext, escalate: boolean): Promise<Decision> {
    try {
      return Promise.resolve(this.decision(call, token, context, escalate));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /**
   * Report how an allowed call ended, as the party that ran it: its reservation is committed on
   * success (amount and bytes lowered to `actual` where less; a call that ran counts as one call)
   * and released on failure. Only the executor may say so: an agent's word must never give budget
   * back (the sidecar lets only keys with the `settle` right lower or release). On a networked
   * store the returned promise settles when the ledger has it; it never needs to be awaited.
   */
  complete(decision: Decision, outcome: { readonly ok: boolean; readonly actual?: Partial<Cost> }): MaybePromise<void> {
    const reservation = decision.reservation;
    const ledger = this.#options.ledger;
    if (reservation === undefined || ledger === undefined) return;
    return quiet(outcome.ok ? ledger.commit(reservation, outcome.actual) : ledger.release(reservation));
  }

  /** Verify a token as a decision would (signatures, chain, narrowing, expiry, revocation). Throws TokenError. */
  verifyToken(token: string): VerifiedToken {
    return this.#tokens.verify(token, this.#clock() / 1000);
  }

  get gateVersion(): string {
    return this.#options.gate.version;
  }

  get gateThresholds(): { readonly allow: number; readonly deny: number } {
    return this.#options.gate.thresholds;
  }

  /** Flush buffered audit records and budget totals. */
  flush(): MaybePromise<void> {
    return then(this.#options.audit?.flush(), () => this.#options.ledger?.flush());
  }

  // Steps 1–5.
  #evaluate(input: unknown, tokenString: string, context: DecisionContext): Pending {
    const call = readCall(input, this.#options.argBounds ?? DEFAULT_ARG_BOUNDS);
    if (call instanceof ToolCallProblem) {
      return refused(undefined, undefined, undefined, { code: 'call.malformed', message: call.message });
    }

    // 1 token
    let token: VerifiedToken;
    try {
      token = this.#tokens.verify(tokenString, this.#clock() / 1000);
      // Event-based expiry: a link ends when an event it names was posted at or after its issue.
      const ended = endedBy(this.#options.events, token);
      if (ended !== undefined) return refused(call, token, undefined, ended);
    } catch (error) {
      return refused(call, undefined, undefined, tokenReason(error));
    }

    // 2 classify: the tool, and for generic tools (browser actions, shell, SQL, raw HTTP) this call
    const tool = this.#options.catalog.lookup(call.tool);
    if (tool === undefined) return refused(call, token, undefined, { code: 'tool.unknown', message: 'the tool is not in the catalog' });
    const classified = classifyCall(tool, call, context.observation);
    const contradicted = callRefusal(classified, tool, call, token.leaf);
    if (contradicted !== undefined) return refused(call, token, entryForCall(tool, classified), contradicted, classified);
    const entry = judgedEntry(tool, classified, this.#grants(token));

    // 3 scope
    if (!this.#grants(token).has(entry.actionClass))
      return refused(call, token, entry, { code: 'scope.class-not-granted', message: `the token does not grant "${entry.actionClass}"` }, classified);

    // 4 bounds (one walk of the arguments serves the bounds and, below, the cost)
    const values = argumentValues(call, entry);
    const violation = checkConstraints(call, entry, token.leaf, values, this.#facts(token, context).sources);
    if (violation !== undefined) {
      return {
        call,
        token,
        entry,
        verdict: violation.verdict,
        score: null,
        reasons: [{ code: violation.code, message: violation.message }],
        hint: violation.hint,
        target: classified.target,
      };
    }
    // 4 bounds: where `from`-bound values came from, and no address only injected text asked for
    const facts = this.#facts(token, context);
    const unsourced = checkProvenance(call, entry, token.leaf, facts);
    const unbound: ProvenanceViolation | undefined =
      unsourced?.verdict === 'deny' ? unsourced : values instanceof MalformedArguments ? undefined : checkInstructedAddresses(values, facts);
    if (unbound !== undefined) return refused(call, token, entry, { code: unbound.code, message: unbound.message }, classified);
    const info = this.#options.graph.info(entry.actionClass);
    const cost = costOf(call, entry, token.chain, info.sideEffect, values);
    const exhausted = this.#options.ledger?.check(token.chain, cost);
    if (exhausted !== undefined) return { call, token, entry, ...ceilingVerdict(exhausted.resource, exhausted.remaining), ...targetOf(classified) };

    // 5 score
    let score: number;
    try {
      score = this.#score(call, entry, info, token, context);
    } catch (error) {
      // A gate that cannot score cannot vouch for the call.
      return refused(call, token, entry, { code: 'gate.unavailable', message: `the risk gate failed (${describeError(error)})` });
    }
    const gate = this.#options.gate;
    const { verdict: gated, message } = triageCall(score, gate.thresholds, classified.uncertain === true);
    const reasons: Reason[] = [{ code: GATE_CODE[gated], message }];
    if (gated !== 'allow') {
      const why = gate.explain?.(this.#features);
      if (why !== undefined && why.towardsRisk.length > 0)
        reasons[0] = { ...reasons[0]!, message: `${reasons[0]!.message}; driven by ${why.towardsRisk.map((c) => c.feature).join(', ')}` };
      // A value the planner made up (seen nowhere, and nothing marks an attack) is an inconsistency it can fix.
      if (gated === 'deny' && why?.reviseHint !== undefined)
        return { call, token, entry, verdict: 'revise', score, reasons, hint: why.reviseHint, cost, context };
    }
    const forced =
      gated === 'allow'
        ? forcedEscalation(
            call,
            values,
            entry,
            classified,
            token,
            context,
            unsourced && { code: unsourced.code, message: unsourced.message },
            info.sideEffect,
          )
        : undefined;
    if (forced !== undefined) {
      reasons[forced.first ? 'unshift' : 'push'](forced.reason);
      // A class the token sends to the verifier on every call: the verifier must know what the words found too (forced.ts).
      if (forced.reason.code === 'scope.always-escalate') reasons.push(...bandReasons(call, values, entry, classified, token, context));
      return { call, token, entry, verdict: 'escalate', score, reasons, cost, context, target: classified.target };
    }
    if (gated === 'escalate') reasons.push(...bandReasons(call, values, entry, classified, token, context));
    return { call, token, entry, verdict: gated, score, reasons, cost, context, target: classified.target };
  }

  #score(call: ToolCall, entry: CatalogEntry, classInfo: ClassInfo, token: VerifiedToken, context: DecisionContext): number {
    extractFeatures(gateInput(call, entry, classInfo, token, context, this.#options.ledger?.residual(token.chain)), this.#features);
    return this.#options.gate.score(this.#features);
  }

  // Step 6: only the uncertain band waits here. runVerifier never rejects: errors, timeouts and
  // malformed answers come back as deny, so an outage can never be read as consent.
  async #verify(pending: Pending, verifier: Verifier): Promise<Pending> {
    const { call, token, entry } = pending;
    if (call === undefined || token === undefined || entry === undefined) return pending;
    const answer = await runVerifier(verifier, verificationRequest(call, entry, token, pending, this.#facts(token, pending.context ?? {})), {
      timeoutMs: this.#options.verifierTimeoutMs ?? 5_000,
    });
    const verdict: Verdict = answer.verdict === 'allow' ? 'allow' : 'deny';
    return {
      ...pending,
      verdict,
      reasons: [...pending.reasons, ...answer.reasons],
      ...(answer.approval === undefined ? {} : { approval: answer.approval }),
    };
  }

  // Steps 7–8: one write. The reservation re-checks the ceilings (budget may have moved while a
  // verifier ran, or in another process), and nothing is reserved for a decision without a record.
  #finish(decided: Pending): MaybePromise<Decision> {
    // A shadowed call runs: its record keeps enforcement's verdict and says it ran anyway.
    const shadowed = decided.verdict !== 'allow' && this.#shadowed(decided);
    const pending = shadowed ? { ...decided, reasons: [...decided.reasons, SHADOW_REASON_ENTRY] } : decided;
    const entry = auditEntryOf(this.#clock(), pending);
    const { token, cost } = pending;
    // 7 account + 8 audit: every verdict is recorded; only a call that runs under a ceiling reserves.
    const runs = pending.verdict === 'allow' || shadowed;
    const holder = pending.context?.holder;
    const write =
      runs && token !== undefined && cost !== undefined
        ? { entry, reserve: holder === undefined ? { chain: token.chain, cost } : { chain: token.chain, cost, holder } }
        : { entry };
    // Without closures on the synchronous path: a failure, thrown or rejected, goes to #unrecorded.
    let written: MaybePromise<DecisionWritten>;
    try {
      written = this.#recorder.record(write);
      if (!(written instanceof Promise)) return this.#decided(pending, shadowed, written);
    } catch (error) {
      return this.#unrecorded(decided, error);
    }
    return written.then((done) => this.#decided(pending, shadowed, done)).catch((error: unknown) => this.#unrecorded(decided, error));
  }

  /** The decision of a recorded write. A refused reservation turns even an allowed call into a refusal: shadow mode lets that run too. */
  #decided(pending: Pending, shadowed: boolean, written: DecisionWritten): Decision {
    const decision = decisionOf(pending, written);
    return decision.verdict !== 'allow' && (shadowed || this.#shadowed(pending)) ? shadowDecision(decision) : decision;
  }

  /** Whether shadow mode lets this call run whatever enforcement would answer. */
  #shadowed(pending: Pending): boolean {
    const shadow = this.#shadow;
    if (shadow === false || pending.call === undefined) return false;
    if (ALWAYS_ENFORCED.has(pending.reasons[0]?.code ?? '')) return false;
    return shadow === true || (pending.entry !== undefined && shadow.has(pending.entry.actionClass));
  }

  // The write failed. A decision that cannot be recorded is not allowed; a budget that cannot be
  // reserved must not let spending through. The denial is recorded if the audit still works.
  #unrecorded(pending: Pending, error: unknown): MaybePromise<Decision> {
    const failed = (reasons: Reason[]): Decision =>
      decisionOf(
        {
          ...pending,
          verdict: 'deny',
          reasons: [...reasons, { code: 'audit.failed', message: `audit record could not be written (${describeError(error)})` }],
        },
        { seq: null },
      );
    if (error instanceof AuditError) return failed(pending.reasons);
    const denied: Pending = {
      ...pending,
      verdict: 'deny',
      hint: undefined,
      reasons: [...pending.reasons, { code: 'store.unavailable', message: `budget ledger unavailable (${describeError(error)})` }],
    };
    return attempt(
      () => then(this.#recorder.record({ entry: auditEntryOf(this.#clock(), denied) }), (written) => decisionOf(denied, written)),
      () => failed(denied.reasons),
    );
  }

  /** What the task has seen, for provenance (the token's intent first: it is signed). */
  #facts(token: VerifiedToken, context: DecisionContext): ProvenanceFacts {
    return {
      intent: token.leaf.intent ?? context.intent ?? '',
      sources: () => (context.sources === 'unreported' ? undefined : (context.sources ?? observedSources(context.observed))),
      reads: this.#reads,
    };
  }

  #grants(token: VerifiedToken): ReadonlySet<ActionClass> {
    let granted = this.#granted.get(token);
    if (granted === undefined) {
      granted = this.#options.graph.expand(token.leaf.scope);
      this.#granted.set(token, granted);
    }
    return granted;
  }
}
