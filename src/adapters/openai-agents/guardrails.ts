/**
 * The fence as OpenAI Agents SDK tool guardrails (`@openai/agents` 0.20): an input guardrail that
 * decides every function-tool call before it runs, and an output guardrail that settles its
 * budget and remembers its output for provenance.
 *
 * - allow: the tool runs.
 * - deny / revise / unresolved escalate: the guardrail rejects the call with a message the model
 *   reads as the tool's output (verdict, reason codes, hint); the tool does not run.
 * - escalate: the fence's configured verifier decides (with a deadline; failing closed).
 *
 * Function tools only: hosted tools run at the provider and cannot be guarded here.
 */
import {
  defineToolInputGuardrail,
  defineToolOutputGuardrail,
  type FunctionTool,
  type ToolInputGuardrailDefinition,
  type ToolOutputGuardrailDefinition,
} from '@openai/agents';
import type { ToolManifest } from '../../action/catalog.ts';
import type { Decision, ToolSpec } from '../../action/types.ts';
import type { CapFence } from '../../index.ts';
import type { FenceSession, SessionOptions } from '../../session.ts';
import { refusalText } from '../../action/refusal.ts';
import { UsageError } from '../../errors.ts';

export interface FenceGuardrailOptions {
  readonly fence: CapFence;
  /** The capability token the calls are decided under (or pass `session`). */
  readonly token?: string;
  /** One session per agent run is the usual unit; by default one is opened on `token`. */
  readonly session?: FenceSession;
  readonly sessionOptions?: SessionOptions;
  /** Classes and roles for tools the fence's catalog does not know yet. */
  readonly manifest?: ToolManifest;
}

export interface FenceGuardrails {
  readonly input: ToolInputGuardrailDefinition;
  readonly output: ToolOutputGuardrailDefinition;
  readonly session: FenceSession;
}

const MAX_PENDING = 256;

/** Any function tool, whatever its context, parameters and result (the SDK's own unexported alias). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFunctionTool = FunctionTool<any, any, any>;

/** The guardrail pair for one session. Attach both to every function tool ({@link fenceAgentTools} does). */
export function fenceGuardrails(options: FenceGuardrailOptions): FenceGuardrails {
  if (options.session === undefined && (typeof options.token !== 'string' || options.token.length === 0))
    throw new UsageError('ERR_INVALID_ARGUMENT', 'options.token (or options.session) is required');
  const session = options.session ?? options.fence.session(options.token as string, options.sessionOptions);
  const allowed = new Map<string, Decision>();

  const input = defineToolInputGuardrail({
    name: 'capfence',
    run: async ({ toolCall }) => {
      const decision = await session.authorize({ tool: toolCall.name, args: parseArguments(toolCall.arguments), id: boundedId(toolCall.callId) });
      const info = { verdict: decision.verdict, reasons: decision.reasons.map((r) => r.code), auditSeq: decision.auditSeq };
      if (decision.verdict !== 'allow')
        return { behavior: { type: 'rejectContent', message: refusalText(decision, toolCall.name) }, outputInfo: info };
      // The same call decided again (a run resumed after an approval interruption): one reservation is enough.
      const earlier = allowed.get(toolCall.callId);
      if (earlier !== undefined) session.complete(earlier, { ok: false });
      allowed.delete(toolCall.callId);
      allowed.set(toolCall.callId, decision);
      if (allowed.size > MAX_PENDING) {
        // An allowed call whose output never came back (the run was cut short): give its budget back.
        const [oldest, stale] = allowed.entries().next().value as [string, Decision];
        allowed.delete(oldest);
        session.complete(stale, { ok: false });
      }
      return { behavior: { type: 'allow' }, outputInfo: info };
    },
  });

  const output = defineToolOutputGuardrail({
    name: 'capfence',
    run: async ({ toolCall, output: result }) => {
      const decision = allowed.get(toolCall.callId);
      if (decision !== undefined) {
        allowed.delete(toolCall.callId);
        // The SDK turns a tool's exception into model-visible text, so a failure cannot be told
        // from a result here: the call counts as spent (the conservative side for a ceiling).
        session.complete(decision, { ok: true, output: result });
      }
      return { behavior: { type: 'allow' } };
    },
  });

  return { input, output, session };
}

/**
 * Register `tools` in the fence's catalog (unless it knows them already) and attach the guardrails
 * to each, in place (the SDK keys internal state by the tool object, so they are not copied).
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
  }
  return tools;
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

function boundedId(id: string): string | undefined {
  return id.length <= 256 ? id : undefined;
}
