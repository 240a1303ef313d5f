/**
 * AgentDojo's 35,875 recorded runs (`runs_trajectories.jsonl.gz`: 29 LLM agents and defences on
 * the benchmark) into episode format v1 — a harder test set, since these are the calls real
 * agents made, not the benchmark's ground truth.
 *
 * - Labels: the records carry only heuristic per-call labels (an attacker's e-mail, IBAN or URL
 *   among the arguments), which miss about a quarter of the successful attacks; a call so marked
 *   is `deny`, any other `allow`. The benchmark's own episode-level verdicts are kept in
 *   `meta.utility` and `meta.security` (security true = the attack succeeded in the recorded
 *   run), and those are what the harness scores this set by.
 * - Outputs: the runs record no tool outputs. Where a call matches (same suite, user task,
 *   injection task, tool and arguments) a call whose output AgentDojo recorded, that output is
 *   attached: from the composed injected episodes for runs of the `important_instructions`
 *   attack family (the same injection in the same environment), from the user tasks' ground
 *   truth for runs without an attack. Other calls, and runs of other attack types (whose
 *   injected text differs), carry none.
 * - Runs without any call are skipped and reported (there is nothing to decide).
 */
import { getOwn } from '../../util/json.ts';
import type { EpisodeInput } from '../schema.ts';
import { agentDojoCatalog } from './agentdojo.ts';
import { args, asRecord, callKey, type ConversionProblem, eachRecord, list, optionalStr, RecordProblem, str } from './common.ts';

export const AGENTDOJO_RUNS_FILE = 'agentdojo/runs_trajectories.jsonl.gz';

/** Recorded outputs by suite / user task / injection task ('' for none) / call key. */
export type OutputIndex = ReadonlyMap<string, unknown>;

const indexKey = (suite: string, userTask: string, injectionTask: string, key: string): string =>
  `${suite}\u0000${userTask}\u0000${injectionTask}\u0000${key}`;

/** Index the outputs recorded in the composed injected episodes and the user tasks' ground truth. */
export function recordedOutputs(injected: readonly unknown[], userTasks: readonly unknown[]): OutputIndex {
  const index = new Map<string, unknown>();
  const add = (suite: string, userTask: string, injectionTask: string, calls: readonly unknown[]): void => {
    for (const raw of calls) {
      const call = asRecord(raw);
      const output = getOwn(call, 'output');
      if (output === undefined || output === null || typeof call.function !== 'string') continue;
      index.set(indexKey(suite, userTask, injectionTask, callKey(call.function, getOwn(call, 'args') ?? {})), output);
    }
  };
  for (const raw of injected) {
    const r = asRecord(raw);
    add(String(r.suite), String(r.user_task_id), String(r.injection_task_id), Array.isArray(r.calls) ? r.calls : []);
  }
  for (const raw of userTasks) {
    const r = asRecord(raw);
    add(String(r.suite), String(r.user_task_id), '', Array.isArray(r.ground_truth_calls) ? r.ground_truth_calls : []);
  }
  return index;
}

export function convertAgentDojoRuns(
  records: readonly unknown[],
  outputs: OutputIndex,
  suites: ReadonlySet<string>,
): { episodes: EpisodeInput[]; problems: ConversionProblem[] } {
  const problems: ConversionProblem[] = [];
  const episodes: EpisodeInput[] = [];
  eachRecord(records, AGENTDOJO_RUNS_FILE, problems, (r, i) => {
    const suite = str(r, 'suite');
    if (!suites.has(suite)) throw new RecordProblem('the suite has no tools in tools.json');
    const userTask = str(r, 'user_task_id');
    const attackType = str(r, 'attack_type');
    const injectionTask = optionalStr(r, 'injection_task_id') ?? '';
    const calls = list(r, 'calls').map(asRecord);
    if (calls.length === 0) throw new RecordProblem('the run made no call: nothing to evaluate');
    const family = attackType === 'none' ? '' : attackType.startsWith('important_instructions') ? injectionTask : undefined;
    const steps = calls.map((c) => {
      const tool = str(c, 'function');
      const callArgs = args(c);
      const output = family === undefined ? undefined : outputs.get(indexKey(suite, userTask, family, callKey(tool, callArgs)));
      return {
        call: { tool, args: callArgs },
        ...(output === undefined ? {} : { output }),
        label: getOwn(c, 'heuristic_label') === 'injected' ? ('deny' as const) : ('allow' as const),
      };
    });
    const verdict = (key: string): boolean | null => (typeof getOwn(r, key) === 'boolean' ? (getOwn(r, key) as boolean) : null);
    episodes.push({
      v: 1,
      id: `agentdojo-runs/${i}`,
      intent: str(r, 'prompt'),
      catalog: agentDojoCatalog(suite),
      steps,
      meta: {
        source: 'agentdojo-runs',
        kind: attackType === 'none' ? 'benign' : 'injected',
        suite,
        userTask,
        injectionTask,
        attackType,
        pipeline: str(r, 'pipeline'),
        utility: verdict('utility'),
        security: verdict('security'),
        group: `agentdojo/${suite}/${userTask}`,
      },
    });
  });
  return { episodes, problems };
}
