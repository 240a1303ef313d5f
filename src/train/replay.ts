/**
 * Replay of an episode (format v1) into the gate's inputs, call by call, exactly as a fence
 * session would build them: the intent is the episode's, `observed` holds the outputs of earlier
 * calls that ran (most recent last, cut to the session's window and length), `history` the
 * earlier decisions. Each call is classed as the fence classes it (step 2): a browser click or
 * keystroke by its target on the last page an allowed call showed, a shell command by the command. Training builds its features here; the evaluation harness runs the real
 * session, and a test checks that both see the same vectors.
 */
import { withoutHarnessHints } from '../action/browser/observation.ts';
import { classifyCall, entryForCall } from '../action/call.ts';
import { PageObserver } from '../action/browser/observation.ts';
import { CLASS } from '../action/classes.ts';
import type { ToolCatalog } from '../action/catalog.ts';
import type { Verdict } from '../action/types.ts';
import type { CapabilityGraph } from '../capability/graph.ts';
import type { EpisodeV1, Step } from '../eval/schema.ts';
import { ValueSources } from '../gate/sources.ts';
import type { GateInput } from '../gate/features.ts';

export interface ReplayStep {
  readonly index: number;
  readonly step: Step;
  /** Undefined when the tool is not in the catalog (the fence denies such calls before scoring). */
  readonly input: GateInput | undefined;
  /** The verdict recorded in the history for this call. */
  readonly verdict: Verdict;
}

/** The windows of a session (src/session.ts defaults): decisions remembered, outputs remembered, characters kept of each. */
export interface ReplayWindows {
  readonly historyWindow: number;
  readonly observedWindow: number;
  readonly observedChars: number;
}

export const SESSION_WINDOWS: ReplayWindows = Object.freeze({ historyWindow: 32, observedWindow: 16, observedChars: 16 * 1024 });

export interface ReplayOptions extends Partial<ReplayWindows> {
  /**
   * The verdict for each known call, in order; it is recorded in the history, and only an
   * `allow`ed call's output becomes observed (a call that did not run returned nothing).
   * Default: every call was allowed — recorded episodes are what actually ran.
   */
  readonly decide?: (input: GateInput, step: number) => Verdict;
}

/**
 * Turn `episode` into one step per call. Budgets are null (the replay has no token); tools
 * missing from `catalog` yield a step without input and leave no trace in history or observed.
 */
export function replayEpisode(episode: EpisodeV1, catalog: ToolCatalog, graph: CapabilityGraph, options: ReplayOptions = {}): ReplayStep[] {
  const historyWindow = options.historyWindow ?? SESSION_WINDOWS.historyWindow;
  const observedWindow = options.observedWindow ?? SESSION_WINDOWS.observedWindow;
  const observedChars = options.observedChars ?? SESSION_WINDOWS.observedChars;
  const observed: string[] = [];
  // The task's value index, as a session keeps it: every allowed output, whole. It changes as the
  // replay goes on: read features from an input when it is decided (`decide`), not afterwards.
  const sources = new ValueSources();
  const history: { actionClass: string; verdict: Verdict }[] = [];
  // The page the session last saw, as classification reads it.
  const page = new PageObserver();
  const steps: ReplayStep[] = [];
  episode.steps.forEach((step, index) => {
    const tool = catalog.lookup(step.call.tool);
    if (tool === undefined) {
      steps.push({ index, step, input: undefined, verdict: 'deny' });
      return;
    }
    const classified = classifyCall(tool, step.call, page);
    const entry = entryForCall(tool, classified);
    const input: GateInput = {
      call: { tool: step.call.tool, args: step.call.args },
      entry,
      classInfo: graph.info(entry.actionClass),
      intent: episode.intent,
      observed: observed.slice(-observedWindow),
      history: history.slice(-historyWindow),
      budget: { calls: null, amount: null },
      sources,
      ...(step.uncertainty === undefined ? {} : { uncertainty: step.uncertainty }),
    };
    const verdict = options.decide?.(input, index) ?? 'allow';
    steps.push({ index, step, input, verdict });
    history.push({ actionClass: entry.actionClass, verdict });
    let shown = false;
    if (verdict === 'allow') {
      page.actedOn(classified.target);
      if (step.output !== undefined) shown = page.observe(step.output);
    }
    const text = verdict === 'allow' ? outputText(step.output) : undefined;
    if (text !== undefined) {
      observed.push(text.slice(0, observedChars));
      // As the session records it: a page a browser call showed is read there (src/session.ts).
      sources.record(text, shown ? CLASS.read : entry.actionClass);
    }
  });
  return steps;
}

/** The text a session keeps of a tool's output (strings as they are, other JSON encoded; a browser server's modal hints left out). */
export function outputText(output: unknown): string | undefined {
  if (output === undefined) return undefined;
  if (typeof output === 'string') return withoutHarnessHints(output);
  try {
    const json = JSON.stringify(output);
    return json === undefined ? undefined : withoutHarnessHints(json);
  } catch {
    return undefined;
  }
}
