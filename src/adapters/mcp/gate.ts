/**
 * Gating one tools/call: decide it through the fence, run it on its server only when allowed,
 * settle its budget and remember its output for provenance.
 *
 *   resolve  path arguments of a local server: from its directory, through symlinks (paths.ts)
 *   look     a click or keystroke on a page the session has not seen: take a snapshot first
 *   decide   session.authorize (escalations routed to the client's user or the fallback verifier)
 *   refuse   any verdict but allow → a tool error result with the reasons and hint; nothing runs
 *   run      forward to the server with the client's signal (cancellation) and progress relayed
 *   settle   the server answered → commit (or release when the tool reported an error);
 *            the outcome is unknown (timeout, cancelled, connection lost) → commit
 */
import type { CallToolResult, Progress, RequestId } from '@modelcontextprotocol/sdk/types.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { Decision } from '../../action/types.ts';
import type { Verifier } from '../../escalation/verifier.ts';
import type { FenceSession } from '../../session.ts';
import { routeEscalations } from '../../escalation/route.ts';
import { refreshPage } from './page.ts';
import { physicalPaths } from './paths.ts';
import { failureResult, refusalResult, resultText } from './results.ts';
import type { ToolTable } from './tools.ts';
import { DownstreamError } from '../../errors.ts';

/** What gating a call needs from its connection. */
export interface GateContext {
  readonly session: FenceSession;
  readonly tools: ToolTable;
  readonly callTimeoutMs: number;
  /** A fresh id for the fence (echoed in the decision and the audit). */
  readonly nextCallId: () => string;
  /** The verifier for this call's escalation (the user, through elicitation), or undefined for the fence's own. */
  readonly escalation: (signal: AbortSignal, requestId: RequestId) => Verifier | undefined;
  /** Called when an escalation was routed but the fence never consulted the route (misconfigured fence). */
  readonly onRouteIgnored: () => void;
  /** Resolve path arguments against a local server's directory and symlinks before deciding (and forward them so). */
  readonly resolvePaths: boolean;
}

/** The parts of the SDK's request context gating uses. */
export interface CallExtra {
  readonly signal: AbortSignal;
  readonly requestId: RequestId;
  readonly progressToken: string | number | undefined;
  readonly sendProgress: (progress: Progress & { progressToken: string | number }) => Promise<void>;
}

export async function gateToolCall(ctx: GateContext, name: string, sent: Record<string, unknown>, extra: CallExtra): Promise<CallToolResult> {
  // What is checked is what runs: paths as the server will open them (through symlinks, from its directory).
  const cwd = ctx.resolvePaths ? ctx.tools.route(name)?.downstream.cwd : undefined;
  const args = cwd === undefined ? sent : physicalPaths(sent, ctx.tools.entry(name), cwd);
  const call = { tool: name, args, id: ctx.nextCallId() };
  // A click or keystroke is judged on the page it acts on: refresh a stale page first.
  await refreshPage(ctx.tools, ctx.session, name, args, extra.signal);
  const routed = ctx.escalation(extra.signal, extra.requestId);
  const { value: decision, consulted } = await routeEscalations(routed, () => ctx.session.authorize(call));
  if (routed !== undefined && !consulted && decision.reasons.some((r) => r.code === 'gate.escalate')) ctx.onRouteIgnored();

  if (decision.verdict !== 'allow') return refusalResult(decision, name);
  if (extra.signal.aborted) {
    // The client gave up while the call was being decided: it never ran, so nothing is spent.
    ctx.session.complete(decision, { ok: false });
    return failureResult('The call was cancelled before it ran.', decision);
  }
  const route = ctx.tools.route(name);
  if (route === undefined) {
    ctx.session.complete(decision, { ok: false });
    return failureResult(`No server currently provides the tool "${clip(name, 64)}".`, decision);
  }

  // Progress is relayed in order, and all of it before the result (a late notification after the
  // response would refer to a finished request).
  const progressToken = extra.progressToken;
  let relayed: Promise<void> = Promise.resolve();
  const onprogress =
    progressToken === undefined
      ? undefined
      : (progress: Progress) => {
          relayed = relayed.then(() => extra.sendProgress({ ...progress, progressToken })).catch(() => undefined);
        };
  let result: CallToolResult;
  try {
    result = await route.downstream.call(route.name, args, {
      signal: extra.signal,
      timeoutMs: ctx.callTimeoutMs,
      ...(onprogress === undefined ? {} : { onprogress }),
    });
  } catch (error) {
    await relayed;
    return failed(ctx, decision, error, extra.signal, route.downstream.name);
  }
  await relayed;
  ctx.session.complete(decision, { ok: result.isError !== true, output: resultText(result) });
  return result;
}

function failed(ctx: GateContext, decision: Decision, error: unknown, signal: AbortSignal, server: string): CallToolResult {
  if (error instanceof DownstreamError) {
    ctx.session.complete(decision, { ok: false });
    return failureResult(`The server "${server}" that provides this tool is not available right now; the call did not run.`, decision);
  }
  if (error instanceof McpError && error.code !== ErrorCode.RequestTimeout && error.code !== ErrorCode.ConnectionClosed && !signal.aborted) {
    // The server answered with a protocol error: it refused the call, so nothing is spent.
    ctx.session.complete(decision, { ok: false });
    return failureResult(`The server "${server}" refused the call (error ${error.code}).`, decision);
  }
  // Timed out, cancelled, connection lost or an unreadable answer: the tool may have run. Fail
  // closed on budget: count it as spent, so cancel-and-retry cannot exceed a ceiling.
  ctx.session.complete(decision, { ok: true });
  if (error instanceof McpError && error.code === ErrorCode.RequestTimeout) {
    return failureResult(
      `The server "${server}" did not answer within ${ctx.callTimeoutMs} ms; the call may or may not have taken effect.`,
      decision,
    );
  }
  if (signal.aborted) return failureResult('The call was cancelled; it may or may not have taken effect.', decision);
  return failureResult(`The connection to "${server}" failed during the call; it may or may not have taken effect.`, decision);
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
