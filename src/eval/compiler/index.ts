/**
 * `capfence compile --eval`: the deterministic compiler on the development data, per suite —
 * admission of legitimate calls, exclusion of injected damaging calls, the held-out comparison,
 * and inference-versus-manifest agreement. The numbers come from the fence's own checks.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadManifest } from '../../action/catalog.ts';
import { CapabilityGraph } from '../../capability/graph.ts';
import type { DeployerPolicy } from '../../capability/compile/policy.ts';
import { type Agreement, agreement } from './agreement.ts';
import { loadAgentDojo, loadAsb, loadTauBench, type EvalSuite } from './data.ts';
import { heldOut, type HeldOutRow } from './held-out.ts';
import { Replayer } from './replay.ts';
import { evaluateSuite, type SuiteResult } from './run.ts';

export interface EvaluationOptions {
  readonly dataDir: string;
  /** Directory of the labelled manifests (agentdojo.yaml, taubench-retail.yaml, asb.yaml). */
  readonly manifestsDir?: string;
  readonly policy: DeployerPolicy;
  /** Trust level to compile at (the suites need identity and third-party actions: `high` by default). */
  readonly trust?: string;
  /** Also run the leave-one-suite-out comparison (64 more AgentDojo evaluations). */
  readonly heldOut?: boolean;
}

export interface EvaluationReport {
  readonly trust: string | undefined;
  readonly suites: readonly SuiteResult[];
  /** The same suites with catalogs built by inference alone. */
  readonly inferredCatalog: readonly SuiteResult[];
  readonly heldOut: readonly HeldOutRow[];
  /**
   * The tension, measured: AgentDojo again with every "may come from a read" requirement turned
   * into "must be named in the intent" — what stopping those attacks by value alone would cost.
   */
  readonly valuesOnly: readonly SuiteResult[];
  readonly agreement: readonly Agreement[];
}

/** The repository's manifests directory. */
export function defaultManifestsDir(): string {
  return fileURLToPath(new URL('../../../manifests/', import.meta.url));
}

export function runEvaluation(options: EvaluationOptions): EvaluationReport {
  const graph = CapabilityGraph.builtIn();
  const dir = options.manifestsDir ?? defaultManifestsDir();
  const agentdojo = loadAgentDojo(options.dataDir, graph, loadManifest(join(dir, 'agentdojo.yaml'), graph));
  const suites: EvalSuite[] = [
    ...agentdojo,
    loadTauBench(options.dataDir, graph, loadManifest(join(dir, 'taubench-retail.yaml'), graph)),
    loadAsb(options.dataDir, graph, loadManifest(join(dir, 'asb.yaml'), graph)),
  ];
  const trust = options.trust ?? 'high';
  const replayer = new Replayer(graph);
  const run = { graph, policy: options.policy, trust };
  const asbNormal = new Set(suites.find((s) => s.name === 'asb')?.tasks.flatMap((t) => t.calls.map((c) => c.tool)) ?? []);
  return {
    trust,
    suites: suites.map((s) => evaluateSuite(s, run, replayer)),
    inferredCatalog: suites.map((s) => evaluateSuite(s, { ...run, inferred: true }, replayer)),
    heldOut: options.heldOut === false ? [] : heldOut(agentdojo, graph, options.policy, trust),
    valuesOnly: agentdojo.map((s) => evaluateSuite(s, { ...run, options: { readsFromIntentOnly: true } }, replayer)),
    agreement: [
      ...suites.filter((s) => s.name !== 'asb').map((s) => agreement(s)),
      ...suites
        .filter((s) => s.name === 'asb')
        .flatMap((s) => [
          { ...agreement(s, (tool) => asbNormal.has(tool)), suite: 'asb (normal tools)' },
          { ...agreement(s, (tool) => !asbNormal.has(tool)), suite: 'asb (attacker tools)' },
        ]),
    ],
  };
}
