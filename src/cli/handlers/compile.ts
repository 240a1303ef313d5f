/**
 * `capfence compile "<intent>" --tools FILE [--policy FILE] [--key FILE]`: compile an intent into a
 * least-privilege capability and print its scope, constraints, ceilings and expiry with the reason
 * for each; with a key, mint the token. `capfence compile --eval [--data DIR]`: evaluate the
 * compiler on the development data.
 */
import { loadManifest, ToolCatalog, type ToolManifest } from '../../action/catalog.ts';
import { CapabilityGraph } from '../../capability/graph.ts';
import { loadSigningKey } from '../../capability/keys.ts';
import { mintToken } from '../../capability/token.ts';
import { compileIntent, DEFAULT_POLICY, loadPolicy, type CompiledCapability, type DeployerPolicy } from '../../capability/compile/index.ts';
import { compileWithLlm } from '../../capability/compile/llm.ts';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '../../errors.ts';
import { browsingContext, loadTools, printJson, textOption } from '../io.ts';

export interface CompileOptions {
  tools?: string;
  manifest?: string;
  policy?: string;
  trust?: string;
  startUrl?: string;
  allowDomain: string[];
  key?: string;
  issuer: string;
  subject: string;
  graph?: string;
  json?: boolean;
  eval?: boolean;
  data?: string;
  manifests?: string;
  heldOut: boolean;
  misses?: boolean;
  intents?: string;
  split: string;
  only?: string;
  inferred?: boolean;
  llm?: string;
  llmModel?: string;
  llmTimeout?: string;
}

export async function compile(intent: string | undefined, opts: CompileOptions): Promise<void> {
  const graph = opts.graph === undefined ? CapabilityGraph.builtIn() : CapabilityGraph.fromFile(opts.graph);
  const policy: DeployerPolicy = opts.policy === undefined ? DEFAULT_POLICY : loadPolicy(opts.policy, graph);
  if (opts.eval === true) {
    if (opts.only !== undefined && opts.only !== 'intents' && opts.only !== 'benchmarks')
      throw new ConfigError('ERR_CONFIG_INVALID', '--only must be "intents" or "benchmarks"');
    if (opts.only !== 'benchmarks') await evaluateIntentCorpus(opts, graph);
    if (opts.only === 'intents') return;
    const dataDir = opts.data ?? process.env.CAPFENCE_DATA ?? '../shared/data';
    if (opts.only === undefined && !existsSync(dataDir)) {
      process.stdout.write(`\nbenchmarks skipped: no data directory at ${dataDir} (--data DIR or $CAPFENCE_DATA)\n`);
      return;
    }
    // The evaluation code is loaded only for --eval.
    const { runEvaluation } = await import('../../eval/compiler/index.ts');
    const { formatEvaluation } = await import('../../eval/compiler/format.ts');
    const report = runEvaluation({
      dataDir,
      ...(opts.manifests === undefined ? {} : { manifestsDir: opts.manifests }),
      policy,
      ...(opts.trust === undefined ? {} : { trust: opts.trust }),
      heldOut: opts.heldOut,
    });
    if (opts.json === true) printJson(report);
    else process.stdout.write(formatEvaluation(report, { misses: opts.misses === true }));
    return;
  }
  if (intent === undefined) throw new ConfigError('ERR_CONFIG_INVALID', 'give an intent to compile, or --eval');
  if (opts.tools === undefined) throw new ConfigError('ERR_CONFIG_INVALID', '--tools is required to compile an intent');
  const manifest: ToolManifest | undefined = opts.manifest === undefined ? undefined : loadManifest(opts.manifest, graph);
  const catalog = new ToolCatalog(graph, loadTools(opts.tools), manifest);
  const input = {
    intent: textOption(intent, 'intent'),
    catalog,
    policy,
    graph,
    ...(opts.trust === undefined ? {} : { trust: opts.trust }),
    ...browsingContext(opts),
  };
  const compiled = opts.llm === undefined ? compileIntent(input) : await compileWithLlm(input, llmEndpoint(opts));
  const token =
    opts.key === undefined
      ? undefined
      : mintToken(loadSigningKey(opts.key), { issuer: opts.issuer, subject: opts.subject, ...compiled.claims }, graph);
  if (opts.json === true)
    printJson({
      claims: compiled.claims,
      escalate: compiled.escalate,
      requirements: compiled.requirements,
      explanations: compiled.explanations,
      // The requests read in the intent, each with the classes and tools it was matched to: why the scope is what it is.
      operations: compiled.frame.operations.map((o) => ({
        verb: o.verb,
        kind: o.kind,
        classes: o.classes,
        evidence: o.evidence,
        negated: o.negated,
        ...(o.tools === undefined ? {} : { tools: o.tools }),
      })),
      ...(token === undefined ? {} : { token }),
    });
  else process.stdout.write(formatCompiled(compiled, token));
}

const repoPath = (relative: string): string => fileURLToPath(new URL(`../../../${relative}`, import.meta.url));

/** The intent corpus's splits: `fresh` and `fresh2` are the later held-out sets (corpus/intents/README.md). */
const INTENT_SPLITS: readonly string[] = ['train', 'test', 'fresh', 'fresh2'];

/** The labelled everyday intents (corpus/intents): scope, escalation and constraints against the labels, per domain and split. */
async function evaluateIntentCorpus(opts: CompileOptions, graph: CapabilityGraph): Promise<void> {
  const { evaluateIntents, loadIntentCorpus, readIntentRecords } = await import('../../eval/compiler/intents.ts');
  const { formatIntentReport } = await import('../../eval/compiler/intents-format.ts');
  const splits = opts.split === 'all' ? [...INTENT_SPLITS] : [opts.split];
  if (!splits.every((s) => INTENT_SPLITS.includes(s)))
    throw new ConfigError('ERR_CONFIG_INVALID', '--split must be train, test, fresh, fresh2 or all');
  const dir = opts.intents ?? repoPath('corpus/intents');
  const corpus = loadIntentCorpus(dir, repoPath('policies'), graph);
  const reports = splits.map((split) => evaluateIntents(split, readIntentRecords(dir, split), corpus, graph, { inferred: opts.inferred === true }));
  if (opts.json === true) printJson(reports);
  else
    process.stdout.write(
      formatIntentReport(reports, {
        misses: opts.misses === true,
        title: `capability compiler on everyday intents (${dir}), catalogs classified by ${opts.inferred === true ? 'inference alone' : 'their manifests'}, trust level "high"`,
      }),
    );
}

function llmEndpoint(opts: CompileOptions): { url: string; model: string; timeoutMs: number; apiKey?: string } {
  const timeoutMs = Number(opts.llmTimeout);
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs <= 0)
    throw new ConfigError('ERR_CONFIG_INVALID', '--llm-timeout must be a positive number of milliseconds');
  const apiKey = process.env.CAPFENCE_LLM_API_KEY;
  return { url: opts.llm!, model: opts.llmModel ?? 'gpt-4o-mini', timeoutMs, ...(apiKey === undefined ? {} : { apiKey }) };
}

/** The compiled capability for people: each claim with its reason. */
export function formatCompiled(compiled: CompiledCapability, token: string | undefined): string {
  const lines: string[] = [];
  const c = compiled.claims;
  lines.push(`trust level: ${compiled.trust}`);
  lines.push(`scope: ${c.scope.length === 0 ? '(nothing)' : c.scope.join(', ')}`);
  const section = (title: string, filter: (claim: string) => boolean): void => {
    const rows = compiled.explanations.filter((e) => filter(e.claim));
    if (rows.length === 0) return;
    lines.push(`${title}:`);
    for (const e of rows) lines.push(`  ${e.claim}\n      ← ${e.source}: ${e.evidence}`);
  };
  section('scope, with reasons', (claim) => claim.startsWith('scope') || claim.startsWith('not granted') || claim.startsWith('scope narrowed'));
  const constraints = Object.entries(c.constraints);
  if (constraints.length > 0) {
    lines.push('constraints (enforced by the token):');
    for (const [cls, roles] of constraints)
      for (const [role, bound] of Object.entries(roles)) lines.push(`  ${cls}.${role}: ${JSON.stringify(bound)}`);
  }
  section('argument provenance, with reasons', (claim) => /^[a-z-]+\.[a-z]+:/.test(claim));
  section('ceilings and expiry', (claim) => claim.startsWith('at most') || claim.startsWith('total amount') || claim.startsWith('expires'));
  section('escalation', (claim) => claim.startsWith('escalate'));
  if (token !== undefined) lines.push(`token:\n${token}`);
  return `${lines.join('\n')}\n`;
}
