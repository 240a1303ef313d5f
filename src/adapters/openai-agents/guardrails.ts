/**
 * The fence as OpenAI Agents SDK tool guardrails (`@openai/agents` 0.20): an input guardrail that
 * decides every function-tool call before it runs, an approval policy (`needsApproval`) that turns
 * an escalated call into one of the SDK's approval interruptions, and an output guardrail that
 * settles its budget and remembers its output for provenance.
 *
 * - allow: the tool runs.
 * - deny / revise: the guardrail rejects the call with a message the model reads as the tool's
 *   output (verdict, reason codes, hint); the tool does not run.
 * - escalate, with `escalation: 'approval'` (default): the run stops with an interruption
 *   (`result.interruptions`). After `result.state.approve(item)` and `run(agent, result.state)`,
 *   the call is decided again with that approval as its verifier (build the fence with
 *   `verifier: escalationRouter(...)`); after `reject` the tool does not run. With `'verifier'`,
 *   the fence's configured verifier decides at once (with a deadline; failing closed).
 *
 * Function tools only: hosted tools run at the provider and cannot be guarded here.
 */
import {
  defineToolInputGuardrail,
  defineToolOutputGuardrail,
  type FunctionTool,
  type RunContext,
  type ToolInputGuardrailDefinition,
  type ToolOutputGuardrailDefinition,
} from '@openai/agents';
import type { ToolManifest } from '../../action/catalog.ts';
import type { Decision, ToolSpec } from '../../action/types.ts';
import type { CapFence } from '../../index.ts';
import type { FenceSession, SessionOptions } from '../../session.ts';
import { refusalText } from '../../action/refusal.ts';
import { UsageError } from '../../errors.ts';
import { routeEscalations } from '../../escalation/route.ts';
import { canonicalJson, sha256Hex } from '../../util/canonical.ts';
import { USER_APPROVED } from './approval.ts';

export interface FenceGuardrailOptions {
  readonly fence: CapFence;
  /** The capability token the calls are decided under (or pass `session`). */
  readonly token?: string;
  /** One session per agent run is the usual unit; by default one is opened on `token`. */
  readonly session?: FenceSession;
  readonly sessionOptions?: SessionOptions;
  /** Who resolves escalations: the SDK's approval interruptions (default) or the fence's verifier. */
  readonly escalation?: 'approval' | 'verifier';
  /** Classes and roles for tools the fence's catalog does not know yet. */
  readonly manifest?: ToolManifest;
}

/** A function tool's `needsApproval` policy. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApprovalPolicy = (runContext: RunContext<any>, input: any, callId?: string) => Promise<boolean>;

export interface FenceGuardrails {
  readonly input: ToolInputGuardrailDefinition;
  readonly output: ToolOutputGuardrailDefinition;
  readonly session: FenceSession;
  /**
   * The `needsApproval` policy for the function tool named `name`: the tool's own policy (`own`),
   * and, in approval mode, every call the fence escalates. {@link fenceAgentTools} installs it.
   */
  approvalPolicy(name: string, own?: ApprovalPolicy): ApprovalPolicy;
}

const MAX_PENDING = 256;

/** Any function tool, whatever its context, parameters and result (the SDK's own unexported alias). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFunctionTool = FunctionTool<any, any, any>;

/** A decision the approval policy took, waiting for the input guardrail of the same call. */
interface Pending {
  readonly decision: Decision;
  readonly digest: string;
  /** The policy asked for the person's approval of this call. */
  readonly asked: boolean;
}

/** The guardrail pair for one session. Attach both to every function tool ({@link fenceAgentTools} does). */
export function fenceGuardrails(options: FenceGuardrailOptions): FenceGuardrails {
  if (options.session === undefined && (typeof options.token !== 'string' || options.token.length === 0))
    throw new UsageError('ERR_INVALID_ARGUMENT', 'options.token (or options.session) is required');
  const mode = options.escalation ?? 'approval';
  if (mode !== 'approval' && mode !== 'verifier') throw new UsageError('ERR_OUT_OF_RANGE', 'options.escalation must be "approval" or "verifier"');
  const session = options.session ?? options.fence.session(options.token as string, options.sessionOptions);
  const allowed = new Bounded<Decision>((decision) => void session.complete(decision, { ok: false }));
  // Escalations hold no budget, so an evicted pending decision has nothing to give back unless it allowed.
  const pending = new Bounded<Pending>((p) => void (p.decision.verdict === 'allow' ? session.complete(p.decision, { ok: false }) : undefined));

  const approvalPolicy = (name: string, own?: ApprovalPolicy): ApprovalPolicy =>
    async function capfenceNeedsApproval(runContext, input, callId) {
      const ownNeeds = own === undefined ? false : await own(runContext, input, callId);
      if (mode !== 'approval' || callId === undefined) return ownNeeds;
      // Asked again for a call the person already approved (the SDK re-checks restored state): the guardrail decides.
      if (runContext.isToolApproved({ toolName: name, callId }) === true) return true;
      const earlier = pending.take(callId);
      if (earlier !== undefined) pending.evicted(earlier);
      const decision = await session.decideAsync(callOf(name, input, callId));
      if (decision.verdict === 'allow' && ownNeeds) {
        // The tool's own approval comes first and may never come: hold no budget meanwhile; the
        // guardrail decides again once the person answers.
        session.complete(decision, { ok: false });
        return true;
      }
      // A call the fence refuses is not worth the person's time: the guardrail rejects it at once.
      const asked = decision.verdict === 'escalate' || (decision.verdict === 'allow' && ownNeeds);
      pending.set(callId, { decision, digest: digestOf(input), asked });
      return asked;
    };

  const input = defineToolInputGuardrail({
    name: 'capfence',
    run: async ({ context, toolCall }) => {
      const call = callOf(toolCall.name, parseArguments(toolCall.arguments), toolCall.callId);
      const approval = mode === 'approval' ? context.isToolApproved({ toolName: toolCall.name, callId: toolCall.callId }) : undefined;
      const known = pending.take(toolCall.callId);
      // The runner blanks the arguments of input that failed the tool's schema; the policy saw them.
      const matches = known !== undefined && (known.digest === digestOf(call.args) || toolCall.arguments === '');
      if (known !== undefined && !matches) pending.evicted(known); // the same call id with other arguments
      let decision = matches ? known?.decision : undefined;
      let note: string | undefined;
      if (approval === true && (decision === undefined || decision.verdict === 'escalate')) {
        // The person approved this call: decided again, an escalation goes to that approval.
        const routed = await routeEscalations(USER_APPROVED, () => session.authorize(call));
        decision = routed.value;
        if (!routed.consulted && escalated(decision)) note = ROUTER_NOTE;
      } else {
        decision ??= mode === 'verifier' ? await session.authorize(call) : await session.decideAsync(call);
        if (decision.verdict === 'escalate' && mode === 'approval') {
          if (approval === undefined && matches && known?.asked === true) {
            // The runner checks guardrails before it asks (`preApprovalInputGuardrails`): the person decides next.
            pending.set(toolCall.callId, known);
            return { behavior: { type: 'allow' }, outputInfo: infoOf(decision) };
          }
          note = "It needs the person's approval, which was not given.";
        }
      }
      if (decision.verdict !== 'allow')
        return { behavior: { type: 'rejectContent', message: refusalText(decision, toolCall.name, note) }, outputInfo: infoOf(decision) };
      // The same call decided again (a run resumed after an approval interruption): one reservation is enough.
      const earlier = allowed.take(toolCall.callId);
      if (earlier !== undefined) session.complete(earlier, { ok: false });
      allowed.set(toolCall.callId, decision);
      return { behavior: { type: 'allow' }, outputInfo: infoOf(decision) };
    },
  });

  const output = defineToolOutputGuardrail({
    name: 'capfence',
    run: async ({ toolCall, output: result }) => {
      const decision = allowed.take(toolCall.callId);
      // The SDK turns a tool's exception into model-visible text, so a failure cannot be told
      // from a result here: the call counts as spent (the conservative side for a ceiling).
      if (decision !== undefined) session.complete(decision, { ok: true, output: result });
      return { behavior: { type: 'allow' } };
    },
  });

  return { input, output, session, approvalPolicy };
}

/**
 * Register `tools` in the fence's catalog (unless it knows them already) and attach the guardrails
 * and the approval policy to each, in place (the SDK keys internal state by the tool object, so
 * they are not copied).
 */
export function fenceAgentTools<TOOLS extends readonly AnyFunctionTool[]>(
  tools: TOOLS,
  options: FenceGuardrailOptions | { readonly guardrails: FenceGuardrails; readonly fence: CapFence; readonly manifest?: ToolManifest },
): TOOLS {
  const guardrails = 'guardrails' in options ? options.guardrails : fenceGuardrails(options);
  for (const tool of tools) {
    if (tool.type !== 'function') throw new UsageError('ERR_INVALID_ARGUMENT', 'only function tools can be guarded');
    if (options.fence.catalog.lookup(tool.name) === undefined) options.fence.catalog.add(specOf(tool), options.manifest);
    tool.inputGuardrails = [...(tool.inputGuardrails ?? []), guardrails.input];
    tool.outputGuardrails = [...(tool.outputGuardrails ?? []), guardrails.output];
    tool.needsApproval = guardrails.approvalPolicy(tool.name, tool.needsApproval.bind(tool));
  }
  return tools;
}

/** Decisions by call id, oldest evicted first past {@link MAX_PENDING} (a run cut short never comes back for them). */
class Bounded<T> {
  readonly #items = new Map<string, T>();
  constructor(readonly evicted: (item: T) => void) {}
  set(id: string, item: T): void {
    this.#items.delete(id);
    this.#items.set(id, item);
    if (this.#items.size <= MAX_PENDING) return;
    const [oldest, stale] = this.#items.entries().next().value as [string, T];
    this.#items.delete(oldest);
    this.evicted(stale);
  }
  take(id: string): T | undefined {
    const item = this.#items.get(id);
    this.#items.delete(id);
    return item;
  }
}

const ROUTER_NOTE = 'The person approved it, but the fence is not built with verifier: escalationRouter(...), so the approval could not be applied.';

/** Whether the fence sent the call to a verifier (and no route took it). */
function escalated(decision: Decision): boolean {
  return decision.verdict === 'escalate' || decision.reasons.some((r) => r.code.startsWith('verifier.'));
}

function infoOf(decision: Decision) {
  return { verdict: decision.verdict, reasons: decision.reasons.map((r) => r.code), auditSeq: decision.auditSeq };
}

function specOf(tool: AnyFunctionTool): ToolSpec {
  return { name: tool.name, description: tool.description, inputSchema: tool.parameters as ToolSpec['inputSchema'] };
}

/** The model's argument string as an object; anything else goes to the fence as is, which denies it as malformed. */
function parseArguments(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function callOf(tool: string, args: unknown, id: string) {
  // The fence bounds call ids; a model's overlong id is replaced by its digest rather than denied.
  return { tool, args, id: id.length <= 256 ? id : `sha256:${sha256Hex(id)}` };
}

function digestOf(input: unknown): string {
  try {
    return sha256Hex(canonicalJson(input));
  } catch {
    return '';
  }
}
