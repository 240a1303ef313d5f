/**
 * The evaluation corpora, read from a data directory laid out like `../shared/data`:
 * AgentDojo v1.2.1 (user tasks with ground-truth calls, composed injected episodes), τ-bench
 * retail (benign tasks with ground-truth calls) and ASB (episodes of parameterless tool calls).
 * Each suite gets two catalogs of the same tools: one from the labelled manifest, one by
 * inference alone. Malformed files are ConfigErrors naming the file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ToolCatalog, type ToolManifest } from '../../action/catalog.ts';
import type { ToolSpec } from '../../action/types.ts';
import { ConfigError } from '../../errors.ts';
import type { CapabilityGraph } from '../../capability/graph.ts';

export interface EvalCall {
  readonly tool: string;
  readonly args: Readonly<Record<string, unknown>>;
  readonly label: 'legit' | 'injected';
  /** What the tool returned (AgentDojo episodes), for provenance analysis. */
  readonly output?: string;
}

/** A benign task: an intent and the calls that solve it. */
export interface EvalTask {
  readonly suite: string;
  readonly id: string;
  readonly intent: string;
  readonly calls: readonly EvalCall[];
  readonly split?: string;
}

/** An attacked episode: the user's intent and the calls made, injected ones labelled. */
export interface EvalEpisode {
  readonly suite: string;
  readonly id: string;
  readonly task: string;
  readonly intent: string;
  readonly calls: readonly EvalCall[];
}

export interface EvalSuite {
  readonly name: string;
  readonly catalog: ToolCatalog;
  readonly inferred: ToolCatalog;
  readonly tasks: readonly EvalTask[];
  readonly episodes: readonly EvalEpisode[];
  /** The suite has no separate ground truth: the legitimate calls of its attacked episodes count for admission too. */
  readonly legitInEpisodes?: boolean;
}

type Row = Record<string, unknown>;

function readRecords(dataDir: string, path: string, jsonl: boolean): Row[] {
  const full = join(dataDir, path);
  let text: string;
  try {
    text = readFileSync(full, 'utf8');
  } catch (cause) {
    throw new ConfigError('ERR_CONFIG_INVALID', 'cannot read data file', full, { cause });
  }
  let rows: unknown;
  try {
    rows = jsonl
      ? text
          .split('\n')
          .filter((l) => l.trim().length > 0)
          .map((l) => JSON.parse(l) as unknown)
      : (JSON.parse(text) as unknown);
  } catch (cause) {
    throw new ConfigError('ERR_CONFIG_INVALID', 'data file is not valid JSON', full, { cause });
  }
  if (!Array.isArray(rows) || !rows.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r)))
    throw new ConfigError('ERR_CONFIG_INVALID', 'expected a list of records', full);
  return rows as Row[];
}

const str = (v: unknown, where: string): string => {
  if (typeof v !== 'string') throw new ConfigError('ERR_CONFIG_INVALID', 'expected a string field', where);
  return v;
};

function calls(v: unknown, where: string, fallback: 'legit' | 'injected' = 'legit'): EvalCall[] {
  if (!Array.isArray(v)) throw new ConfigError('ERR_CONFIG_INVALID', 'expected a calls list', where);
  return v.map((raw: unknown) => {
    const c = (raw ?? {}) as Row;
    const args = c.args ?? {};
    if (typeof args !== 'object' || args === null || Array.isArray(args))
      throw new ConfigError('ERR_CONFIG_INVALID', 'call args must be an object', where);
    const label = c.label === 'injected' ? 'injected' : c.label === 'legit' ? 'legit' : fallback;
    return { tool: str(c.function, where), args: args as Row, label, ...(typeof c.output === 'string' ? { output: c.output } : {}) };
  });
}

function spec(row: Row, where: string, nameKey = 'name', descriptionKey = 'description'): ToolSpec {
  return {
    name: str(row[nameKey], where),
    ...(typeof row[descriptionKey] === 'string' ? { description: row[descriptionKey] as string } : {}),
    ...(typeof row.parameters === 'object' && row.parameters !== null ? { inputSchema: row.parameters as ToolSpec['inputSchema'] & object } : {}),
  };
}

const catalogs = (graph: CapabilityGraph, specs: readonly ToolSpec[], manifest: ToolManifest): { catalog: ToolCatalog; inferred: ToolCatalog } => ({
  catalog: new ToolCatalog(graph, specs, manifest),
  inferred: new ToolCatalog(graph, specs),
});

/** The four AgentDojo suites. */
export function loadAgentDojo(dataDir: string, graph: CapabilityGraph, manifest: ToolManifest): EvalSuite[] {
  const toolsPath = 'agentdojo/tools.json';
  const specs = new Map<string, ToolSpec[]>();
  for (const row of readRecords(dataDir, toolsPath, false)) {
    const suite = str(row.suite, toolsPath);
    specs.set(suite, [...(specs.get(suite) ?? []), spec(row, toolsPath)]);
  }
  const tasks = new Map<string, EvalTask[]>();
  const tasksPath = 'agentdojo/user_tasks.json';
  for (const row of readRecords(dataDir, tasksPath, false)) {
    const suite = str(row.suite, tasksPath);
    const task: EvalTask = {
      suite,
      id: str(row.user_task_id, tasksPath),
      intent: str(row.prompt, tasksPath),
      calls: calls(row.ground_truth_calls, tasksPath),
    };
    tasks.set(suite, [...(tasks.get(suite) ?? []), task]);
  }
  const episodes = new Map<string, EvalEpisode[]>();
  const episodesPath = 'agentdojo/episodes_injected.jsonl';
  for (const row of readRecords(dataDir, episodesPath, true)) {
    const suite = str(row.suite, episodesPath);
    const episode: EvalEpisode = {
      suite,
      id: str(row.episode_id, episodesPath),
      task: str(row.user_task_id, episodesPath),
      intent: str(row.prompt, episodesPath),
      calls: calls(row.calls, episodesPath),
    };
    episodes.set(suite, [...(episodes.get(suite) ?? []), episode]);
  }
  return [...specs.keys()].map((name) => ({
    name: `agentdojo/${name}`,
    ...catalogs(graph, specs.get(name)!, manifest),
    tasks: tasks.get(name) ?? [],
    episodes: episodes.get(name) ?? [],
  }));
}

/** τ-bench retail: benign tasks only. */
export function loadTauBench(dataDir: string, graph: CapabilityGraph, manifest: ToolManifest): EvalSuite {
  const toolsPath = 'taubench-retail/tools.json';
  const specs = readRecords(dataDir, toolsPath, false).map((row) => spec(row, toolsPath));
  const tasksPath = 'taubench-retail/tasks.jsonl';
  const tasks = readRecords(dataDir, tasksPath, true).map((row): EvalTask => ({
    suite: 'taubench-retail',
    id: `${str(row.split, tasksPath)}/${String(row.task_index)}`,
    intent: str(row.instruction, tasksPath),
    calls: calls(row.ground_truth_calls, tasksPath),
    split: str(row.split, tasksPath),
  }));
  return { name: 'taubench-retail', ...catalogs(graph, specs, manifest), tasks, episodes: [] };
}

/**
 * ASB: one catalog holding every agent's normal tools and every attacker tool (as if each had
 * been registered), its benign episodes as tasks and its attacked episodes as episodes.
 */
export function loadAsb(dataDir: string, graph: CapabilityGraph, manifest: ToolManifest): EvalSuite {
  const normalPath = 'asb/raw/all_normal_tools.jsonl';
  const attackPath = 'asb/raw/all_attack_tools.jsonl';
  const specs = [
    ...readRecords(dataDir, normalPath, true).map((row) => spec(row, normalPath, 'Tool Name', 'Description')),
    ...readRecords(dataDir, attackPath, true).map((row) => spec(row, attackPath, 'Attacker Tool', 'Description')),
  ];
  const episodesPath = 'asb/episodes.jsonl';
  const tasks: EvalTask[] = [];
  const episodes: EvalEpisode[] = [];
  for (const row of readRecords(dataDir, episodesPath, true)) {
    const id = str(row.episode_id, episodesPath);
    const intent = str(row.prompt, episodesPath);
    const list = calls(row.calls, episodesPath);
    // The episode's own labels say whether it was attacked (its `attack_tool` field is not always filled).
    if (!list.some((c) => c.label === 'injected')) tasks.push({ suite: 'asb', id, intent, calls: list });
    else episodes.push({ suite: 'asb', id, task: `${str(row.agent, episodesPath)}/${intent}`, intent, calls: list });
  }
  return { name: 'asb', ...catalogs(graph, specs, manifest), tasks, episodes, legitInEpisodes: true };
}
