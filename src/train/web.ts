/**
 * Browsing episodes for the gate's training pool, so that it has seen browser calls (clicks,
 * navigations, keystrokes, waits) before it scores one:
 *
 * - Mind2Web (`mind2web-dev/` of the data directory, converted by src/eval/convert/mind2web.ts):
 *   the training websites only. The converter splits by website (`mind2webTestWebsites`, recorded
 *   as `meta.split`); the held-out websites bench:web reports on are never in the pool.
 * - corpus/web (the project's injected and clean browsing episodes): its `train` split only
 *   (train templates, styles and sites); the `test` split is what bench:web holds out.
 *
 * Both replay like every other episode (src/train/replay.ts): each call classed by its target on
 * the last page the session saw.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ToolSpec } from '../action/types.ts';
import type { CapabilityGraph } from '../capability/graph.ts';
import { ConfigError } from '../errors.ts';
import type { ConversionProblem } from '../eval/convert/common.ts';
import { type DataFile, loadEvaluationSource } from '../eval/convert/load.ts';
import { EpisodeSchema, type EpisodeInput } from '../eval/schema.ts';
import { CatalogResolver } from '../eval/tools.ts';
import { sha256Hex } from '../util/canonical.ts';
import type { SourcedEpisode } from './data.ts';

/** The browsing corpus shipped in the repository. */
export const DEFAULT_WEB_CORPUS_DIR = fileURLToPath(new URL('../../corpus/web/', import.meta.url));

export interface WebTraining {
  /** The training split's episodes (every one may be fitted or calibrated on). */
  readonly episodes: readonly SourcedEpisode[];
  /** Episodes left out because they are held out for evaluation, by source. */
  readonly excluded: Readonly<Record<string, number>>;
  readonly files: readonly DataFile[];
  readonly problems: readonly ConversionProblem[];
}

/** Episodes with their named catalogs, as a converter or the corpus gives them. */
interface Batch {
  readonly stratum: string;
  readonly episodes: readonly unknown[];
  readonly catalogs: Readonly<Record<string, readonly ToolSpec[]>>;
}

/**
 * The training split of the browsing episodes: Mind2Web's training websites from `dataDir`
 * (skipped when `dataDir` is undefined) and corpus/web's train split from `corpusDir`. Throws
 * ConfigError naming a file that cannot be read or an episode that is not valid.
 */
export function loadWebTraining(graph: CapabilityGraph, options: { readonly dataDir?: string; readonly corpusDir?: string } = {}): WebTraining {
  const files: DataFile[] = [];
  const problems: ConversionProblem[] = [];
  const batches: Batch[] = [];
  if (options.dataDir !== undefined) {
    const mind2web = loadEvaluationSource(options.dataDir, 'mind2web');
    files.push(...mind2web.files);
    problems.push(...mind2web.problems);
    batches.push({ stratum: 'mind2web', episodes: mind2web.episodes, catalogs: mind2web.catalogs });
  }
  const corpus = readWebCorpus(options.corpusDir ?? DEFAULT_WEB_CORPUS_DIR);
  files.push(...corpus.files);
  batches.push({ stratum: 'web', episodes: corpus.episodes, catalogs: corpus.catalogs });

  const episodes: SourcedEpisode[] = [];
  const excluded: Record<string, number> = {};
  for (const batch of batches) {
    const resolver = new CatalogResolver(graph, { named: new Map(Object.entries(batch.catalogs)) });
    for (const input of batch.episodes) {
      const parsed = EpisodeSchema.safeParse(input);
      if (!parsed.success)
        throw new ConfigError('ERR_CONFIG_INVALID', `invalid browsing episode ${String((input as EpisodeInput)?.id)}`, batch.stratum);
      const episode = parsed.data;
      const meta = episode.meta ?? {};
      const kind = episode.steps.some((s) => s.label === 'deny') ? 'injected' : 'benign';
      const source = `${batch.stratum}-${kind}`;
      // Only an episode its data set puts in the train split; anything else (test, unsplit) is held out.
      if (meta.split !== 'train') {
        excluded[source] = (excluded[source] ?? 0) + 1;
        continue;
      }
      const resolved = resolver.resolve(episode);
      if ('problem' in resolved) throw new ConfigError('ERR_CONFIG_INVALID', `episode ${episode.id}: ${resolved.problem}`, batch.stratum);
      episodes.push({
        source,
        id: episode.id,
        group: `${batch.stratum}:${String(meta.group ?? episode.id)}`,
        stratum: batch.stratum,
        episode,
        catalog: resolved.catalog,
        evaluationOnly: false,
      });
    }
  }
  return { episodes, excluded, files, problems };
}

/** corpus/web's episodes.jsonl and tools.json (`{"catalogs": {name: ToolSpec[]}}`). */
function readWebCorpus(dir: string): { episodes: unknown[]; catalogs: Record<string, readonly ToolSpec[]>; files: DataFile[] } {
  const files: DataFile[] = [];
  const read = (name: string): string => {
    let bytes: Buffer;
    try {
      bytes = readFileSync(`${dir.replace(/\/$/, '')}/${name}`);
    } catch (cause) {
      throw new ConfigError('ERR_CONFIG_INVALID', 'cannot read the web corpus', name, { cause });
    }
    const text = bytes.toString('utf8');
    files.push({ path: `corpus/web/${name}`, sha256: sha256Hex(bytes), records: name.endsWith('.jsonl') ? lines(text).length : 1 });
    return text;
  };
  let episodes: unknown[];
  let tools: unknown;
  try {
    episodes = lines(read('episodes.jsonl')).map((l) => JSON.parse(l) as unknown);
    tools = JSON.parse(read('tools.json')) as unknown;
  } catch (cause) {
    if (cause instanceof ConfigError) throw cause;
    throw new ConfigError('ERR_CONFIG_INVALID', 'the web corpus is not valid JSON', dir, { cause });
  }
  const catalogs = (tools as { catalogs?: unknown } | null)?.catalogs;
  if (typeof catalogs !== 'object' || catalogs === null || Array.isArray(catalogs))
    throw new ConfigError('ERR_CONFIG_INVALID', 'the web corpus tools.json has no "catalogs" object', dir);
  return { episodes, catalogs: catalogs as Record<string, readonly ToolSpec[]>, files };
}

const lines = (text: string): string[] => text.split('\n').filter((l) => l.trim().length > 0);
