/**
 * Fencing an AI SDK tool set: every call the model proposes is decided by the fence before the
 * tool's `execute` runs.
 *
 * - allow: the tool runs; its budget is committed when it returns (released if it throws) and its
 *   output is remembered for provenance.
 * - deny / revise: the tool does not run; the model gets a {@link FenceRefusal} as the tool's
 *   result (an `error-text` part with the reasons and the hint).
 * - escalate: with `escalation: 'approval'` (default) the SDK's own approval flow asks the user
 *   (`needsApproval` → `tool-approval-request`); after an approving `tool-approval-response` the
 *   call is decided again with that approval as the verifier. With `'verifier'`, the fence's
 *   configured verifier decides at once.
 *
 * Precondition for approvals: the fence is built with `verifier: escalationRouter(...)`, so that
 * the user's approval of one call can reach the fence as that call's verifier.
 */
import type { ModelMessage, Tool, ToolSet } from 'ai';
import { asSchema } from 'ai';
import type { ToolManifest } from '../../action/catalog.ts';
import type { Decision, ToolSpec } from '../../action/types.ts';
import type { CapFence } from '../../index.ts';
import type { FenceSession, SessionOptions } from '../../session.ts';
import { canonicalJson, sha256Hex } from '../../util/canonical.ts';
import { routeEscalations } from '../../escalation/route.ts';
import { approvedIn, USER_APPROVED } from './approval.ts';
import { type FenceRefusal, isFenceRefusal, refusalOf } from './refusal.ts';
import { UsageError } from '../../errors.ts';

export interface FenceToolsOptions {
  readonly fence: CapFence;
  /** The capability token the calls are decided under (or pass `session`). */
  readonly token?: string;
  /** A session to share with other tool sets of the same agent; by default one is opened on `token`. */
  readonly session?: FenceSession;
  readonly sessionOptions?: SessionOptions;
  /** Who resolves escalations: the SDK's tool approval flow (default) or the fence's verifier. */
  readonly escalation?: 'approval' | 'verifier';
  /** Classes and roles for tools the fence's catalog does not know yet (by tool set key). */
  readonly manifest?: ToolManifest;
}

/** A tool set whose tools may return a {@link FenceRefusal} instead of running. */
export type FencedToolSet<TOOLS extends ToolSet> = {
  [K in keyof TOOLS]: TOOLS[K] extends Tool<infer I, infer O> ? Tool<I, O | FenceRefusal> : never;
};

const MAX_PENDING = 256;

/** What the SDK hands a tool's `execute` (`ToolExecutionOptions`, generic over a context from ai 7 on). */
type ExecOptions = Parameters<NonNullable<Tool['execute']>>[1];

interface Pending {
  readonly decision: Decision;
  readonly digest: string;
}

/**
 * Wrap `tools` so that each call goes through the fence. Tools without `execute` and
 * provider-executed tools are refused with a TypeError: a call the fence cannot stand in front of
 * must not look fenced. Tool names come from the keys; the fence's catalog gets any it lacks.
 */
export function fenceTools<TOOLS extends ToolSet>(tools: TOOLS, options: FenceToolsOptions): FencedToolSet<TOOLS> {
  const guard = new ToolGuard(options);
  const fenced: Record<string, Tool> = {};
  for (const [name, tool] of Object.entries(tools)) fenced[name] = guard.wrap(name, tool as Tool);
  return fenced as FencedToolSet<TOOLS>;
}

class ToolGuard {
  readonly #fence: CapFence;
  readonly #session: FenceSession;
  readonly #mode: 'approval' | 'verifier';
  readonly #manifest: ToolManifest | undefined;
  readonly #pending = new Map<string, Pending>();
  readonly #registered = new Map<string, Promise<void>>();

  constructor(options: FenceToolsOptions) {
    if (options.session === undefined && (typeof options.token !== 'string' || options.token.length === 0))
      throw new UsageError('ERR_INVALID_ARGUMENT', 'options.token (or options.session) is required');
    this.#fence = options.fence;
    this.#session = options.session ?? options.fence.session(options.token as string, options.sessionOptions);
    this.#mode = options.escalation ?? 'approval';
    if (this.#mode !== 'approval' && this.#mode !== 'verifier')
      throw new UsageError('ERR_OUT_OF_RANGE', 'options.escalation must be "approval" or "verifier"');
    this.#manifest = options.manifest;
  }

  wrap(name: string, tool: Tool): Tool {
    if (typeof tool.execute !== 'function')
      throw new UsageError('ERR_INVALID_ARGUMENT', `tool "${name}" has no execute function: CapFence cannot gate a call it does not run`);
    if (tool.type === 'provider') throw new UsageError('ERR_INVALID_ARGUMENT', `tool "${name}" is executed by the provider: CapFence cannot gate it`);
    const execute = tool.execute.bind(tool) as (input: unknown, options: ExecOptions) => unknown;
    const streaming = execute.constructor.name === 'AsyncGeneratorFunction' || tool.execute.constructor.name === 'AsyncGeneratorFunction';
    const own = tool.needsApproval;
    const toModelOutput = tool.toModelOutput;

    const decideRun = async (input: unknown, options: ExecOptions): Promise<{ decision: Decision } | { refusal: FenceRefusal }> => {
      await this.#register(name, tool);
      const decision = await this.#decisionForRun(name, input, options);
      return decision.verdict === 'allow' ? { decision } : { refusal: refusalOf(decision, name, this.#note(decision)) };
    };
    const settle = (decision: Decision, ok: boolean, output?: unknown): void =>
      void this.#session.complete(decision, { ok, ...(output === undefined ? {} : { output }) });

    const fencedExecute = streaming
      ? async function* (input: unknown, options: ExecOptions): AsyncGenerator<unknown> {
          const outcome = await decideRun(input, options);
          if ('refusal' in outcome) {
            yield outcome.refusal;
            return;
          }
          let last: unknown;
          try {
            for await (const value of execute(input, options) as AsyncIterable<unknown>) {
              last = value;
              yield value;
            }
          } catch (error) {
            settle(outcome.decision, false);
            throw error;
          }
          settle(outcome.decision, true, last);
        }
      : async (input: unknown, options: ExecOptions): Promise<unknown> => {
          const outcome = await decideRun(input, options);
          if ('refusal' in outcome) return outcome.refusal;
          let output: unknown;
          try {
            output = await drain(execute(input, options));
          } catch (error) {
            // The tool itself failed: release its budget, and let the SDK report the error as usual.
            settle(outcome.decision, false);
            throw error;
          }
          settle(outcome.decision, true, output);
          return output;
        };

    return {
      ...tool,
      ...(this.#mode === 'approval'
        ? {
            needsApproval: async (input: unknown, options: { toolCallId: string; messages: ModelMessage[] }) => {
              const ownNeeds = typeof own === 'function' ? await own(input as never, options as never) : own === true;
              await this.#register(name, tool);
              return this.#needsApproval(name, input, options.toolCallId, options.messages, ownNeeds);
            },
          }
        : {}),
      execute: fencedExecute,
      toModelOutput: async (options: { toolCallId: string; input: unknown; output: unknown }) => {
        if (isFenceRefusal(options.output)) return { type: 'error-text', value: options.output.message };
        if (toModelOutput !== undefined) return toModelOutput(options as never);
        return typeof options.output === 'string'
          ? { type: 'text', value: options.output }
          : { type: 'json', value: (options.output ?? null) as never };
      },
    } as Tool;
  }

  /** The SDK asks before running a call (and again when an approval comes back). */
  #needsApproval(name: string, input: unknown, toolCallId: string, messages: readonly ModelMessage[], ownNeeds: boolean): boolean {
    const digest = digestOf(input);
    const known = this.#pending.get(toolCallId);
    let decision: Decision;
    if (known !== undefined && known.digest === digest) decision = known.decision;
    else if (approvedIn(messages, toolCallId))
      return true; // the approval is being replayed, e.g. after a restart: execute decides
    else {
      decision = this.#session.decide(callOf(name, input, toolCallId));
      if (decision.verdict === 'allow' && ownNeeds) {
        // The tool's own approval comes first, and may never come: hold no budget meanwhile;
        // execute decides again if the user approves.
        this.#session.complete(decision, { ok: false });
        return true;
      }
      this.#remember(toolCallId, { decision, digest });
    }
    // A call the fence refuses is not worth the user's time: execute returns the refusal at once.
    return decision.verdict === 'escalate' || (decision.verdict === 'allow' && ownNeeds);
  }

  /** The decision `execute` acts on. */
  async #decisionForRun(name: string, input: unknown, options: ExecOptions): Promise<Decision> {
    const call = callOf(name, input, options.toolCallId);
    const known = this.#take(options.toolCallId, digestOf(input));
    let decision = known ?? (this.#mode === 'verifier' ? await this.#session.authorize(call) : this.#session.decide(call));
    if (decision.verdict !== 'escalate' || this.#mode !== 'approval') return decision;
    // Fail closed: an escalated call runs only with an approving response in the messages.
    if (!approvedIn(options.messages, options.toolCallId)) return decision;
    const routed = await routeEscalations(USER_APPROVED, () => this.#session.authorize(call));
    decision = routed.value;
    if (!routed.consulted && decision.verdict !== 'allow') return withNote(decision, ROUTER_NOTE);
    return decision;
  }

  #note(decision: Decision): string | undefined {
    return notes.get(decision) ?? (decision.verdict === 'escalate' ? "It needs the user's approval, which was not given." : undefined);
  }

  #remember(id: string, pending: Pending): void {
    this.#pending.delete(id);
    this.#pending.set(id, pending);
    if (this.#pending.size <= MAX_PENDING) return;
    const [oldestId, oldest] = this.#pending.entries().next().value as [string, Pending];
    this.#pending.delete(oldestId);
    // A decided call that never ran gives its reserved budget back.
    this.#session.complete(oldest.decision, { ok: false });
  }

  #take(id: string, digest: string): Decision | undefined {
    const pending = this.#pending.get(id);
    if (pending === undefined) return undefined;
    this.#pending.delete(id);
    if (pending.digest === digest) return pending.decision;
    // Same call id, other input: the earlier decision does not cover this call.
    this.#session.complete(pending.decision, { ok: false });
    return undefined;
  }

  #register(name: string, tool: Tool): Promise<void> {
    let registered = this.#registered.get(name);
    if (registered === undefined) {
      registered =
        this.#fence.catalog.lookup(name) !== undefined
          ? Promise.resolve()
          : specOf(name, tool).then((spec) => void this.#fence.catalog.add(spec, this.#manifest));
      this.#registered.set(name, registered);
    }
    return registered;
  }
}

const ROUTER_NOTE = 'The user approved it, but the fence is not built with verifier: escalationRouter(...), so the approval could not be applied.';
const notes = new WeakMap<Decision, string>();

function withNote(decision: Decision, note: string): Decision {
  notes.set(decision, note);
  return decision;
}

function callOf(name: string, input: unknown, toolCallId: string) {
  // The fence bounds call ids; a model's overlong id is replaced by its digest rather than denied.
  return { tool: name, args: input, id: toolCallId.length <= 256 ? toolCallId : `sha256:${sha256Hex(toolCallId)}` };
}

function digestOf(input: unknown): string {
  try {
    return sha256Hex(canonicalJson(input));
  } catch {
    return '';
  }
}

async function specOf(name: string, tool: Tool): Promise<ToolSpec> {
  let schema: unknown;
  try {
    schema = await asSchema(tool.inputSchema).jsonSchema;
  } catch {
    schema = undefined;
  }
  return {
    name,
    ...(tool.title === undefined ? {} : { title: tool.title }),
    ...(typeof tool.description === 'string' ? { description: tool.description } : {}),
    ...(typeof schema === 'object' && schema !== null ? { inputSchema: schema as ToolSpec['inputSchema'] } : {}),
  };
}

/** A tool's result, whether it returned a value, a promise or an iterable of partial results (the last counts). */
async function drain(result: unknown): Promise<unknown> {
  if (typeof result === 'object' && result !== null && Symbol.asyncIterator in result) {
    let last: unknown;
    for await (const value of result as AsyncIterable<unknown>) last = value;
    return last;
  }
  return result;
}
