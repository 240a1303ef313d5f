/**
 * The gate's corpus: the shared data sets converted to episode format v1 (src/eval/convert),
 * each episode with its classified tool catalog, its split unit and its stratum.
 *
 * Evaluation splits are fixed here, so that the shipped model and the benchmark agree on what
 * the model never saw:
 * - τ-bench keeps its own split: `test` and `dev` tasks are for evaluation only, and so are all
 *   other tasks of their users (tasks of one user share orders and ids).
 * - ASB is split by agent (tasks of one agent share its tools): a seeded {@link ASB_TEST_FRACTION}
 *   of the agents is for evaluation only.
 * - AgentDojo is all training material for the shipped model; the benchmark's cross-suite folds
 *   hold out one suite at a time.
 */
import type { ToolCatalog } from '../action/catalog.ts';
import { CapabilityGraph } from '../capability/graph.ts';
import { ConfigError } from '../errors.ts';
import type { ConversionProblem } from '../eval/convert/common.ts';
import { type DataFile, type DataSource, DATA_SOURCES, loadSource } from '../eval/convert/load.ts';
import { EpisodeSchema, type EpisodeV1 } from '../eval/schema.ts';
import { CatalogResolver } from '../eval/tools.ts';
import { holdoutGroups } from './split.ts';

export type { DataFile } from '../eval/convert/load.ts';

/** An episode with where it came from and the units it is split by. */
export interface SourcedEpisode {
  /** `<data set>-<kind>`, e.g. `agentdojo-injected`, `taubench-benign`. */
  readonly source: string;
  readonly id: string;
  /** Split unit (`meta.group`): a user task, a τ-bench user, an ASB agent. */
  readonly group: string;
  /** Stratum for stratified splits: AgentDojo suite, τ-bench environment, `asb`. */
  readonly stratum: string;
  readonly episode: EpisodeV1;
  readonly catalog: ToolCatalog;
  /** Reserved for evaluation by the fixed splits above. */
  readonly evaluationOnly: boolean;
}

export interface Corpus {
  readonly graph: CapabilityGraph;
  readonly episodes: readonly SourcedEpisode[];
  readonly files: readonly DataFile[];
  readonly problems: readonly ConversionProblem[];
}

/** Share of ASB agents reserved for evaluation. */
export const ASB_TEST_FRACTION = 0.3;
/** Seed of the ASB agent split (fixed: the split must not move with the training seed). */
export const EVALUATION_SPLIT_SEED = 20_240_601;

/** Read and convert the data sets under `dataDir`. Throws ConfigError naming a file that cannot be read. */
export function loadCorpus(
  dataDir: string,
  sources: readonly DataSource[] = DATA_SOURCES,
  graph: CapabilityGraph = CapabilityGraph.builtIn(),
): Corpus {
  const files: DataFile[] = [];
  const problems: ConversionProblem[] = [];
  const raw: { episode: EpisodeV1; resolver: CatalogResolver }[] = [];
  for (const source of sources) {
    const loaded = loadSource(dataDir, source, graph);
    files.push(...loaded.files);
    problems.push(...loaded.problems);
    const resolver = new CatalogResolver(graph, { named: new Map(Object.entries(loaded.catalogs)) });
    for (const input of loaded.episodes) {
      const parsed = EpisodeSchema.safeParse(input);
      if (!parsed.success) throw new ConfigError('ERR_CONFIG_INVALID', `converter produced an invalid episode ${input.id}`, source);
      raw.push({ episode: parsed.data, resolver });
    }
  }
  const episodes: SourcedEpisode[] = [];
  const ids = new Set<string>();
  for (const { episode, resolver } of raw) {
    if (ids.has(episode.id)) throw new ConfigError('ERR_CONFIG_INVALID', `two converted episodes share the id ${episode.id}`);
    ids.add(episode.id);
    const resolved = resolver.resolve(episode);
    if ('problem' in resolved) throw new ConfigError('ERR_CONFIG_INVALID', `episode ${episode.id}: ${resolved.problem}`);
    const meta = episode.meta ?? {};
    const source = String(meta.source);
    episodes.push({
      source: `${source}-${String(meta.kind)}`,
      id: episode.id,
      group: String(meta.group ?? episode.id),
      stratum: source === 'agentdojo' ? `agentdojo/${String(meta.suite)}` : source === 'taubench' ? `taubench/${String(meta.env)}` : source,
      episode,
      catalog: resolved.catalog,
      evaluationOnly: false,
    });
  }
  return { graph, episodes: markEvaluationOnly(episodes), files, problems };
}

function markEvaluationOnly(episodes: readonly SourcedEpisode[]): SourcedEpisode[] {
  const heldUsers = new Set(episodes.filter((e) => e.source.startsWith('taubench') && e.episode.meta?.split !== 'train').map((e) => e.group));
  const asb = episodes.filter((e) => e.source.startsWith('asb'));
  const heldAgents = asb.length === 0 ? new Set<string>() : holdoutGroups(asb, ASB_TEST_FRACTION, EVALUATION_SPLIT_SEED);
  return episodes.map((e) => (heldUsers.has(e.group) || heldAgents.has(e.group) ? { ...e, evaluationOnly: true } : e));
}

/** The suite (or data set) an episode belongs to, for per-suite reports: `agentdojo/banking`, `taubench/retail`, `asb`. */
export function suiteOf(episode: SourcedEpisode): string {
  return episode.stratum;
}
