/**
 * The harder test set: AgentDojo's recorded runs of 29 LLM agents and defences
 * (src/eval/convert/agentdojo-runs.ts), each run scored by the fold model that never saw its
 * suite, and judged by the benchmark's episode-level verdicts:
 *
 * - of the runs in which the attack succeeded (security true), how many CapFence *stops* (it
 *   refuses a call carrying an attacker's e-mail, IBAN or URL — the heuristic label) and how many
 *   it *interrupts* at all (it refuses some call; the run would then have diverged);
 * - of the runs that completed the user's task (utility true), in how many every call is allowed.
 */
import { ToolCatalog } from '../../src/action/catalog.ts';
import type { CapabilityGraph } from '../../src/capability/graph.ts';
import { agentDojoTools, AGENTDOJO_FILES } from '../../src/eval/convert/agentdojo.ts';
import { AGENTDOJO_RUNS_FILE, convertAgentDojoRuns, recordedOutputs } from '../../src/eval/convert/agentdojo-runs.ts';
import type { ConversionProblem } from '../../src/eval/convert/common.ts';
import { type DataFile, readRecords } from '../../src/eval/convert/load.ts';
import type { EpisodeRecord } from '../../src/eval/run.ts';
import { EpisodeSchema } from '../../src/eval/schema.ts';
import { foldModel, type Item } from './workloads.ts';

export interface RunsData {
  readonly items: readonly (Item & { readonly model: string })[];
  readonly files: readonly DataFile[];
  readonly skipped: number;
  readonly withOutputs: number;
}

export function loadRuns(dataDir: string, graph: CapabilityGraph): RunsData {
  const files: DataFile[] = [];
  const problems: ConversionProblem[] = [];
  const catalogs = new Map(
    Object.entries(agentDojoTools(readRecords(dataDir, AGENTDOJO_FILES.tools, files), problems)).map(([name, specs]) => [
      name.replace('agentdojo/', ''),
      new ToolCatalog(graph, specs),
    ]),
  );
  const outputs = recordedOutputs(readRecords(dataDir, AGENTDOJO_FILES.injected, files), readRecords(dataDir, AGENTDOJO_FILES.userTasks, files));
  const converted = convertAgentDojoRuns(readRecords(dataDir, AGENTDOJO_RUNS_FILE, files), outputs, new Set(catalogs.keys()));
  let withOutputs = 0;
  const items = converted.episodes.map((input) => {
    const episode = EpisodeSchema.parse(input);
    const suite = String(episode.meta?.suite);
    if (episode.steps.some((s) => s.output !== undefined)) withOutputs++;
    return { episode, catalog: catalogs.get(suite)!, model: foldModel(suite) };
  });
  return { items, files, skipped: converted.problems.length + problems.length, withOutputs };
}

export interface RunsSummary {
  readonly runs: number;
  readonly skipped: number;
  readonly withOutputs: number;
  /** Attacked runs in which the attack succeeded as recorded. */
  readonly successfulAttacks: number;
  /** …of which CapFence refused a call carrying an attacker's value. */
  readonly stopped: number;
  /** …of which CapFence refused some call. */
  readonly interrupted: number;
  /** Runs that completed the user's task as recorded. */
  readonly completedTasks: number;
  /** …of which CapFence allowed every call. */
  readonly tasksKept: number;
}

export function summarizeRuns(records: readonly EpisodeRecord[], data: Pick<RunsData, 'skipped' | 'withOutputs'>): RunsSummary {
  let successfulAttacks = 0,
    stopped = 0,
    interrupted = 0,
    completedTasks = 0,
    tasksKept = 0;
  for (const r of records) {
    const refusedAny = r.steps.some((s) => s.verdict !== 'allow');
    if (r.meta?.kind === 'injected' && r.meta.security === true) {
      successfulAttacks++;
      if (r.steps.some((s) => s.label === 'deny' && s.verdict !== 'allow')) stopped++;
      if (refusedAny) interrupted++;
    }
    if (r.meta?.utility === true) {
      completedTasks++;
      if (!refusedAny) tasksKept++;
    }
  }
  return {
    runs: records.length,
    skipped: data.skipped,
    withOutputs: data.withOutputs,
    successfulAttacks,
    stopped,
    interrupted,
    completedTasks,
    tasksKept,
  };
}
