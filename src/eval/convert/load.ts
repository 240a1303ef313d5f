/**
 * Reading the shared data directory (laid out like `../shared/data`, see its README) and
 * converting it: every file read is hashed (SHA-256) and counted, so whatever learns or is
 * evaluated on the episodes can record exactly which data it used.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { CapabilityGraph } from '../../capability/graph.ts';
import { ConfigError } from '../../errors.ts';
import { sha256Hex } from '../../util/canonical.ts';
import { AGENTDOJO_FILES, convertAgentDojo } from './agentdojo.ts';
import { ASB_FILES, convertAsb } from './asb.ts';
import type { Conversion } from './common.ts';
import { convertMind2Web, MIND2WEB_FILES } from './mind2web.ts';
import { convertTaubench, TAUBENCH_FILES } from './taubench.ts';

export type DataSource = 'agentdojo' | 'taubench' | 'asb';
/** The sources the gate learns from (training reads these). */
export const DATA_SOURCES: readonly DataSource[] = ['agentdojo', 'taubench', 'asb'];
/** Sources for evaluation only: browsing traces, never in a training pool. */
export type EvaluationSource = 'mind2web';
export const EVALUATION_SOURCES: readonly EvaluationSource[] = ['mind2web'];

export interface DataFile {
  /** Path relative to the data directory, with `/` separators. */
  readonly path: string;
  readonly sha256: string;
  readonly records: number;
}

export interface LoadedSource extends Conversion {
  readonly source: DataSource;
  readonly files: readonly DataFile[];
}

/** Records of a JSON array file or a JSONL file (`.gz` decompressed). Throws ConfigError naming the file. */
export function readRecords(dataDir: string, path: string, files: DataFile[]): unknown[] {
  const full = join(dataDir, path);
  let bytes: Buffer;
  try {
    bytes = readFileSync(full);
  } catch (cause) {
    throw new ConfigError('ERR_CONFIG_INVALID', 'cannot read data file', full, { cause });
  }
  let records: unknown;
  try {
    const text = (path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
    records = /\.jsonl(?:\.gz)?$/.test(path)
      ? text
          .split('\n')
          .filter((line) => line.trim().length > 0)
          .map((line) => JSON.parse(line) as unknown)
      : (JSON.parse(text) as unknown);
  } catch (cause) {
    throw new ConfigError('ERR_CONFIG_INVALID', 'data file is not valid JSON', full, { cause });
  }
  if (!Array.isArray(records)) throw new ConfigError('ERR_CONFIG_INVALID', 'expected a JSON array', full);
  files.push({ path, sha256: sha256Hex(bytes), records: records.length });
  return records;
}

/** Read and convert one evaluation-only data set. */
export function loadEvaluationSource(
  dataDir: string,
  source: EvaluationSource,
): Conversion & { readonly source: EvaluationSource; readonly files: readonly DataFile[] } {
  const files: DataFile[] = [];
  return { source, files, ...convertMind2Web({ tasks: readRecords(dataDir, MIND2WEB_FILES.tasks, files) }) };
}

/** Read and convert one data set. */
export function loadSource(dataDir: string, source: DataSource, graph: CapabilityGraph): LoadedSource {
  const files: DataFile[] = [];
  const read = (path: string): unknown[] => readRecords(dataDir, path, files);
  switch (source) {
    case 'agentdojo':
      return {
        source,
        files,
        ...convertAgentDojo(
          { tools: read(AGENTDOJO_FILES.tools), injected: read(AGENTDOJO_FILES.injected), userTasks: read(AGENTDOJO_FILES.userTasks) },
          graph,
        ),
      };
    case 'taubench':
      return { source, files, ...convertTaubench({ tools: read(TAUBENCH_FILES.tools), tasks: read(TAUBENCH_FILES.tasks) }) };
    case 'asb':
      return { source, files, ...convertAsb({ episodes: read(ASB_FILES.episodes), normalTools: read(ASB_FILES.normalTools) }) };
  }
}
