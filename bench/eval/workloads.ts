/**
 * The benchmark's workloads and the model each is scored with — always one that never saw it:
 *
 * - `agentdojo/<suite>` (4): the suite's composed injected episodes and benign user tasks,
 *   scored by the fold model trained on the other three suites (cross-suite generalisation);
 * - `taubench/retail`: τ-bench's test and dev tasks (and the other tasks of their users),
 *   scored by the all-suites model, which trained on τ-bench's train split only;
 * - `asb`: the ASB agents held out of training (OPI setting), scored by the all-suites model;
 * - `long-horizon`: the seeded 10,000-action stylized trace (long-horizon.ts), all-suites model.
 *
 * The all-suites model is trained exactly as the shipped artifact (same pool, seed and code).
 */
import { ToolCatalog } from '../../src/action/catalog.ts';
import type { CapabilityGraph } from '../../src/capability/graph.ts';
import { EpisodeSchema, type EpisodeV1 } from '../../src/eval/schema.ts';
import type { Corpus, SourcedEpisode } from '../../src/train/data.ts';
import { type InjectionCorpus, reworded } from '../../src/train/reframe.ts';
import { LONG_HORIZON_TOOLS, longHorizonEpisode } from './long-horizon.ts';

export const AGENTDOJO_SUITES = ['banking', 'slack', 'travel', 'workspace'] as const;
export const ALL_SUITES_MODEL = 'all-suites';
/** Result key of the four AgentDojo suites pooled, each scored by its own fold model. */
export const POOLED_AGENTDOJO = 'agentdojo';
export const foldModel = (suite: string): string => `fold-${suite}`;

export interface Item {
  readonly episode: EpisodeV1;
  readonly catalog: ToolCatalog;
}

export interface Workload {
  readonly id: string;
  readonly label: string;
  /** Key of the model that scores it. */
  readonly model: string;
  readonly items: readonly Item[];
}

/**
 * The training pool of each model: the corpus's training episodes, then `browsing` (the training
 * splits of the browsing data, src/train/web.ts), in the order `npm run train` pools them.
 */
export function trainingPools(corpus: Corpus, browsing: readonly SourcedEpisode[] = []): Record<string, SourcedEpisode[]> {
  const pool = [...corpus.episodes.filter((e) => !e.evaluationOnly), ...browsing];
  const pools: Record<string, SourcedEpisode[]> = { [ALL_SUITES_MODEL]: pool };
  for (const suite of AGENTDOJO_SUITES) pools[foldModel(suite)] = pool.filter((e) => e.stratum !== `agentdojo/${suite}`);
  return pools;
}

export const LONG_HORIZON_SEED = 7;

/** Result key prefix of the held-out-template workloads (and the key of the four pooled). */
export const HELD_OUT_TEMPLATES = 'heldout-templates';
/** Seed of the framing each held-out-template episode gets (fixed: the test set must not move with the training seed). */
export const TEMPLATE_SEED = 20_251_125;

export function workloads(
  corpus: Corpus,
  graph: CapabilityGraph,
  options: { readonly longHorizonActions?: number; readonly injections?: InjectionCorpus } = {},
): Workload[] {
  const items = (list: readonly SourcedEpisode[]): Item[] => list.map((e) => ({ episode: e.episode, catalog: e.catalog }));
  const out: Workload[] = AGENTDOJO_SUITES.map((suite) => ({
    id: `agentdojo/${suite}`,
    label: `AgentDojo ${suite} (held-out suite)`,
    model: foldModel(suite),
    items: items(corpus.episodes.filter((e) => e.stratum === `agentdojo/${suite}`)),
  }));
  // Held-out suites AND held-out templates: each suite's injections re-worded with the corpus's
  // test framings (never trained on), its benign tasks with a test benign look-alike added.
  if (options.injections !== undefined)
    for (const suite of AGENTDOJO_SUITES)
      out.push({
        id: `${HELD_OUT_TEMPLATES}/${suite}`,
        label: `AgentDojo ${suite}, test framings (held-out suite and templates)`,
        model: foldModel(suite),
        items: items(
          reworded(
            corpus.episodes.filter((e) => e.stratum === `agentdojo/${suite}`),
            options.injections,
            'test',
            { seed: TEMPLATE_SEED, copies: 1 },
          ),
        ),
      });
  out.push({
    id: 'taubench/retail',
    label: 'τ-bench retail (test/dev users)',
    model: ALL_SUITES_MODEL,
    items: items(corpus.episodes.filter((e) => e.source.startsWith('taubench') && e.evaluationOnly)),
  });
  out.push({
    id: 'asb',
    label: 'ASB (held-out agents, OPI)',
    model: ALL_SUITES_MODEL,
    items: items(corpus.episodes.filter((e) => e.source.startsWith('asb') && e.evaluationOnly)),
  });
  const trace = EpisodeSchema.parse(longHorizonEpisode(LONG_HORIZON_SEED, options.longHorizonActions));
  out.push({
    id: 'long-horizon',
    label: `long-horizon trace (${trace.steps.length.toLocaleString('en')} actions, seed ${LONG_HORIZON_SEED})`,
    model: ALL_SUITES_MODEL,
    items: [{ episode: trace, catalog: new ToolCatalog(graph, LONG_HORIZON_TOOLS) }],
  });
  return out;
}
