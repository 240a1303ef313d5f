/**
 * `capfence eval` without the command line: read an episodes file, run it through a condition
 * (by default the full CapFence pipeline), and compute the metrics. Lines that fail the schema
 * and episodes whose tools cannot be found are reported with file and line and counted.
 */
import { fileURLToPath } from 'node:url';
import type { ToolManifest } from '../action/catalog.ts';
import type { CapabilityGraph } from '../capability/graph.ts';
import { CedarVerifier } from '../escalation/cedar.ts';
import type { Verifier } from '../escalation/verifier.ts';
import type { GateModel } from '../gate/model.ts';
import type { CompileToken } from './compile.ts';
import { ALLOW_ALL_GATE, ESCALATE_ALL_GATE, fenceCondition, noControlCondition, postHocCondition } from './conditions.ts';
import { computeMetrics, type Metrics } from './metrics.ts';
import { type EpisodeIssue, readEpisodeFile } from './reader.ts';
import { type Condition, type EpisodeRecord, type RunProblem, runEpisodes } from './run.ts';
import { CatalogResolver, type ToolLists } from './tools.ts';

export const CONDITIONS = ['capfence', 'token-gate', 'static-acl', 'always-verify', 'post-hoc', 'none'] as const;
export type ConditionId = (typeof CONDITIONS)[number];

/** examples/policies/default.cedar of this package. */
export function defaultCedarPath(): string {
  return fileURLToPath(new URL('../../examples/policies/default.cedar', import.meta.url));
}

/** A Cedar verifier over every class of `graph`, from a policy file. */
export function cedarVerifier(graph: CapabilityGraph, policyPath: string = defaultCedarPath()): Promise<CedarVerifier> {
  return CedarVerifier.fromFiles({ policyPath, classes: graph.classes.map((c) => c.id) });
}

export interface ConditionOptions {
  readonly graph: CapabilityGraph;
  readonly model: GateModel;
  /** The escalation verifier; undefined leaves escalations unresolved (not allowed). */
  readonly verifier?: Verifier;
  readonly compile?: CompileToken;
  readonly policy?: unknown;
  readonly tokensUsed?: () => number;
}

/** The named condition. */
export function makeCondition(id: ConditionId, options: ConditionOptions): Condition {
  const base = {
    graph: options.graph,
    ...(options.compile === undefined ? {} : { compile: options.compile }),
    ...(options.policy === undefined ? {} : { policy: options.policy }),
  };
  const verifier =
    options.verifier === undefined
      ? {}
      : { verifier: options.verifier, ...(options.tokensUsed === undefined ? {} : { tokensUsed: options.tokensUsed }) };
  switch (id) {
    case 'capfence':
      return fenceCondition({ ...base, ...verifier, id, label: 'CapFence', gate: options.model });
    case 'token-gate':
      // Token and gate, no verifier: an escalation stays unresolved (the call does not run).
      return fenceCondition({ ...base, id, label: 'token + gate (no verifier)', gate: options.model });
    case 'static-acl':
      return fenceCondition({ ...base, id, label: 'static ACL (capability token only)', gate: ALLOW_ALL_GATE });
    case 'always-verify':
      return fenceCondition({ ...base, ...verifier, id, label: 'always-on verifier', gate: ESCALATE_ALL_GATE });
    case 'post-hoc':
      return postHocCondition(fenceCondition({ ...base, ...verifier, id: 'post-hoc-review', label: 'post-hoc review', gate: options.model }));
    case 'none':
      return noControlCondition();
  }
}

export interface EvaluateOptions extends ConditionOptions {
  readonly episodesPath: string;
  readonly tools: ToolLists;
  readonly manifest?: ToolManifest;
  readonly condition: ConditionId;
  readonly onProgress?: (done: number, total: number) => void;
}

export interface EvaluationReport {
  readonly condition: string;
  readonly model: string;
  readonly verifier: string | null;
  readonly input: {
    readonly file: string;
    readonly lines: number;
    readonly episodes: number;
    readonly skipped: number;
    readonly issues: readonly EpisodeIssue[];
  };
  readonly notRun: readonly RunProblem[];
  readonly failed: readonly { readonly id: string; readonly failure: string }[];
  readonly metrics: Metrics;
  readonly records: readonly EpisodeRecord[];
}

export async function evaluateFile(options: EvaluateOptions): Promise<EvaluationReport> {
  const read = await readEpisodeFile(options.episodesPath);
  const condition = makeCondition(options.condition, options);
  const resolver = new CatalogResolver(options.graph, options.tools, options.manifest);
  const run = await runEpisodes(read.episodes, condition, resolver, {
    ...(options.onProgress === undefined ? {} : { onEpisode: options.onProgress }),
  });
  return {
    condition: condition.label,
    model: options.model.version,
    verifier: options.verifier?.name ?? null,
    input: { file: options.episodesPath, lines: read.lines, episodes: read.episodes.length, skipped: read.skipped, issues: read.issues },
    notRun: run.problems,
    failed: run.records.filter((r) => r.failure !== undefined).map((r) => ({ id: r.id, failure: r.failure! })),
    metrics: computeMetrics(run.records, { measuresTokens: condition.measuresTokens }),
    records: run.records,
  };
}
