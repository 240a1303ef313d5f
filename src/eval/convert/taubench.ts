/**
 * τ-bench retail (MIT; sierra-research/tau-bench) into episode format v1: each benign
 * customer-service task with its ground-truth calls, all labelled `allow` (many are writes:
 * exchanges, returns, cancellations, address changes). Tools: catalog `taubench/<env>`.
 *
 * τ-bench records no tool outputs (the `outputs` field holds answers expected from the agent),
 * so the steps carry none. `meta.split` keeps τ-bench's own train/dev/test split and
 * `meta.group` the user, whose tasks share orders and ids.
 */
import type { ToolSpec } from '../../action/types.ts';
import { getOwn } from '../../util/json.ts';
import type { EpisodeInput } from '../schema.ts';
import { args, asRecord, type Conversion, type ConversionProblem, eachRecord, groupTools, list, RecordProblem, str } from './common.ts';

export const TAUBENCH_FILES = {
  tools: 'taubench-retail/tools.json',
  tasks: 'taubench-retail/tasks.jsonl',
} as const;

export function taubenchTools(records: readonly unknown[], problems: ConversionProblem[]): Record<string, ToolSpec[]> {
  return groupTools(records, TAUBENCH_FILES.tools, 'env', 'taubench', problems);
}

export function convertTaubench(input: { readonly tools: readonly unknown[]; readonly tasks: readonly unknown[] }): Conversion {
  const problems: ConversionProblem[] = [];
  const catalogs = taubenchTools(input.tools, problems);
  const episodes: EpisodeInput[] = [];
  eachRecord(input.tasks, TAUBENCH_FILES.tasks, problems, (r) => {
    const env = str(r, 'env');
    const catalog = `taubench/${env}`;
    if (catalogs[catalog] === undefined) throw new RecordProblem('the environment has no tools in tools.json');
    const calls = list(r, 'ground_truth_calls').map(asRecord);
    if (calls.length === 0) throw new RecordProblem('no ground-truth calls (the task needs no tool): nothing to evaluate');
    const index = getOwn(r, 'task_index');
    if (typeof index !== 'number' || !Number.isInteger(index)) throw new RecordProblem('"task_index" must be an integer');
    const user = str(r, 'user_id');
    const split = str(r, 'split');
    episodes.push({
      v: 1,
      // τ-bench numbers tasks within each split.
      id: `taubench/${env}/${split}/${index}`,
      intent: str(r, 'instruction'),
      catalog,
      steps: calls.map((c) => ({ call: { tool: str(c, 'function'), args: args(c) }, label: 'allow' as const })),
      meta: { source: 'taubench', kind: 'benign', env, split, user, group: `taubench/${env}/${user}` },
    });
  });
  return { episodes, catalogs, problems };
}
