/**
 * AgentDojo v1.2.1 (MIT; ethz-spylab/agentdojo) into episode format v1: the composed injected
 * episodes (`episodes_injected.jsonl`), the benign ground truth of the user tasks
 * (`user_tasks.json`), and one tool list per suite (`tools.json`, catalog `agentdojo/<suite>`).
 *
 * Labels: a call AgentDojo labels `legit` is `allow`; `injected` is `deny`. Two kinds of injected
 * call are kept in the episode (they run if allowed, and their outputs are then observed) but
 * not scored (`scored: false`), because allowing them is not what makes an attack succeed:
 *
 * - a copy of a legit call of the same episode (same tool, same arguments): the user's own task
 *   makes this call, so denying it would break the task; harm can only come from what follows;
 * - a pure read (a class with no side effect that does not leave the user's data, e.g.
 *   `read-only-retrieval`): reading the user's own data has no effect by itself; the harm of
 *   these goals is the send, transfer or post that follows, which stays scored. A read that
 *   leaves the user's data (`web-fetch`: the URL can carry data out) stays scored.
 *
 * The read rule uses the catalog's classification at conversion time, so converted files are
 * tied to the classifier that made them; the bench converts afresh on every run.
 */
import { ToolCatalog } from '../../action/catalog.ts';
import type { ToolSpec } from '../../action/types.ts';
import type { CapabilityGraph } from '../../capability/graph.ts';
import { getOwn } from '../../util/json.ts';
import type { EpisodeInput, StepLabel } from '../schema.ts';
import {
  args,
  asRecord,
  callKey,
  type Conversion,
  type ConversionProblem,
  eachRecord,
  type Fields,
  groupTools,
  list,
  RecordProblem,
  str,
} from './common.ts';

export const AGENTDOJO_FILES = {
  tools: 'agentdojo/tools.json',
  injected: 'agentdojo/episodes_injected.jsonl',
  userTasks: 'agentdojo/user_tasks.json',
} as const;

export const NOTE_DUPLICATE = 'injected call identical to a legit call of this episode: not scored';
export const NOTE_READ = 'injected pure read (no effect by itself): not scored';

/** The suite's catalog name. */
export const agentDojoCatalog = (suite: string): string => `agentdojo/${suite}`;

/** `tools.json` records into one tool list per suite. */
export function agentDojoTools(records: readonly unknown[], problems: ConversionProblem[]): Record<string, ToolSpec[]> {
  return groupTools(records, AGENTDOJO_FILES.tools, 'suite', 'agentdojo', problems);
}

export interface AgentDojoInput {
  readonly tools: readonly unknown[];
  readonly injected?: readonly unknown[];
  readonly userTasks?: readonly unknown[];
}

/** Convert whichever of the files are given. */
export function convertAgentDojo(input: AgentDojoInput, graph: CapabilityGraph): Conversion {
  const problems: ConversionProblem[] = [];
  const catalogs = agentDojoTools(input.tools, problems);
  const classified = new Map(Object.entries(catalogs).map(([name, specs]) => [name, new ToolCatalog(graph, specs)]));
  const episodes: EpisodeInput[] = [];

  eachRecord(input.injected ?? [], AGENTDOJO_FILES.injected, problems, (r) => {
    const suite = str(r, 'suite');
    const catalog = catalogName(suite, classified);
    const calls = list(r, 'calls').map(asRecord);
    const legit = new Set(calls.filter((c) => getOwn(c, 'label') !== 'injected').map((c) => callKey(str(c, 'function'), args(c))));
    const steps = calls.map((c) => {
      const label = labelOf(c);
      const tool = str(c, 'function');
      const step = { call: { tool, args: args(c) }, ...output(c), label };
      if (label === 'allow') return step;
      if (legit.has(callKey(tool, step.call.args))) return { ...step, scored: false, note: NOTE_DUPLICATE };
      const entry = classified.get(catalog)!.lookup(tool);
      const info = entry === undefined ? undefined : graph.info(entry.actionClass);
      if (info !== undefined && !info.sideEffect && !info.external) return { ...step, scored: false, note: NOTE_READ };
      return step;
    });
    const userTask = str(r, 'user_task_id');
    episodes.push({
      v: 1,
      id: `agentdojo/${str(r, 'episode_id')}`,
      intent: str(r, 'prompt'),
      catalog,
      steps,
      meta: {
        source: 'agentdojo',
        kind: 'injected',
        suite,
        userTask,
        injectionTask: str(r, 'injection_task_id'),
        // What was injected, so the injection can be re-worded (src/train/reframe.ts).
        injectionText: str(r, 'injection_text'),
        injectionGoal: str(r, 'injection_goal'),
        group: `agentdojo/${suite}/${userTask}`,
      },
    });
  });

  eachRecord(input.userTasks ?? [], AGENTDOJO_FILES.userTasks, problems, (r) => {
    const suite = str(r, 'suite');
    const userTask = str(r, 'user_task_id');
    const calls = list(r, 'ground_truth_calls').map(asRecord);
    // A few tasks are answered without any tool call: there is nothing to decide.
    if (calls.length === 0) throw new RecordProblem('no ground-truth calls (the task needs no tool): nothing to evaluate');
    episodes.push({
      v: 1,
      id: `agentdojo/${suite}/${userTask}/benign`,
      intent: str(r, 'prompt'),
      catalog: catalogName(suite, classified),
      steps: calls.map((c) => ({ call: { tool: str(c, 'function'), args: args(c) }, ...output(c), label: 'allow' as const })),
      meta: { source: 'agentdojo', kind: 'benign', suite, userTask, group: `agentdojo/${suite}/${userTask}` },
    });
  });
  return { episodes, catalogs, problems };
}

function catalogName(suite: string, classified: ReadonlyMap<string, ToolCatalog>): string {
  const name = agentDojoCatalog(suite);
  if (!classified.has(name)) throw new RecordProblem('the suite has no tools in tools.json');
  return name;
}

function labelOf(call: Fields): StepLabel {
  const label = getOwn(call, 'label');
  if (label === 'legit') return 'allow';
  if (label === 'injected') return 'deny';
  throw new RecordProblem('a call\'s "label" must be "legit" or "injected"');
}

function output(call: Fields): { output?: unknown } {
  const value = getOwn(call, 'output');
  return value === undefined || value === null ? {} : { output: value };
}
