/**
 * `capfence tools`: review how a catalog is classified before an agent is put in front of it, or
 * measure the classifier on labelled tools it never saw.
 *
 *   capfence tools --tools FILE [--manifest FILE] [--json]
 *   capfence tools --eval [--data DIR] [--labels FILE] [--misses] [--json]      (npm run eval:tools)
 */
import { fileURLToPath } from 'node:url';
import { type CatalogEntry, loadManifest, ToolCatalog } from '../../action/catalog.ts';
import { perCallBasis } from '../../action/generic.ts';
import type { ToolSpec } from '../../action/types.ts';
import { CapabilityGraph } from '../../capability/graph.ts';
import { ConfigError } from '../../errors.ts';
import {
  isRead,
  loadBenchmarkTools,
  loadLabelledTools,
  type LabelledTool,
  scoreTools,
  type SplitScore,
  SPLIT_SALT,
  testDomains,
} from '../../eval/tool-classes.ts';
import { parseToolLists } from '../../eval/tools.ts';
import { printJson, readJsonFile } from '../io.ts';

export interface ToolsOptions {
  tools?: string;
  manifest?: string;
  json?: boolean;
  eval?: boolean;
  data: string;
  labels?: string;
  misses?: boolean;
}

const repoFile = (path: string): string => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

/** `capfence tools`: review a catalog's classification, or with `--eval`, measure the classifier. */
export function reviewOrEvaluate(opts: ToolsOptions): void {
  if (opts.eval === true) evaluate(opts);
  else review(opts);
}

function review(opts: ToolsOptions): void {
  if (opts.tools === undefined) throw new ConfigError('ERR_CONFIG_INVALID', 'give --tools FILE (or --eval)');
  const graph = CapabilityGraph.builtIn();
  const manifest = opts.manifest === undefined ? undefined : loadManifest(opts.manifest, graph);
  const lists = parseToolLists(readJsonFile(opts.tools, 'tools file'), opts.tools);
  const groups: [string, readonly ToolSpec[]][] = [
    ...(lists.fallback === undefined ? [] : [['tools', lists.fallback] as [string, readonly ToolSpec[]]]),
    ...lists.named,
  ];
  const reviewed = groups.map(([name, specs]) => ({ catalog: name, tools: new ToolCatalog(graph, specs, manifest).entries.map(describeEntry) }));
  if (opts.json === true) {
    printJson(groups.length === 1 && lists.fallback !== undefined ? reviewed[0]!.tools : reviewed);
    return;
  }
  const lines: string[] = [];
  for (const group of reviewed) {
    if (reviewed.length > 1 || lists.fallback === undefined) lines.push(`# ${group.catalog}`);
    for (const tool of group.tools) {
      lines.push(`${tool.name}: ${tool.class}${tool.perCall === undefined ? '' : ` (${tool.perCall})`} [${tool.source}]`);
      const roles = Object.entries(tool.roles);
      if (roles.length > 0) lines.push(`  arguments: ${roles.map(([arg, role]) => `${arg}=${role}`).join(', ')}`);
      for (const why of tool.evidence) lines.push(`  - ${why}`);
    }
    lines.push('');
  }
  process.stdout.write(`${lines.join('\n')}`);
}

function describeEntry(entry: CatalogEntry) {
  const generic = entry.generic;
  const perCall = generic === undefined ? undefined : perCallBasis(generic);
  return {
    name: entry.spec.name,
    class: entry.actionClass,
    source: entry.source,
    ...(perCall === undefined ? {} : { perCall }),
    roles: Object.fromEntries(entry.roles),
    evidence: entry.evidence,
  };
}

function evaluate(opts: ToolsOptions): void {
  const graph = CapabilityGraph.builtIn();
  const labelled = loadLabelledTools(opts.labels ?? repoFile('corpus/tools/labels.jsonl'), opts.data);
  const test = testDomains(labelled.map((t) => t.domain));
  const testTools = labelled.filter((t) => test.has(t.domain));
  const trainTools = labelled.filter((t) => !test.has(t.domain));
  const manifests = {
    agentdojo: loadManifest(repoFile('manifests/agentdojo.yaml'), graph),
    taubench: loadManifest(repoFile('manifests/taubench-retail.yaml'), graph),
    asb: loadManifest(repoFile('manifests/asb.yaml'), graph),
  };
  const bench = loadBenchmarkTools(opts.data, manifests);
  const by = (set: string): LabelledTool[] => bench.filter((t) => t.domain === set);
  const result = {
    split: `domains sorted by SHA-256 of "${SPLIT_SALT}<domain>"; every third (positions 2, 5, 8, ...) is a test domain`,
    test: scoreTools(testTools, graph),
    train: scoreTools(trainTools, graph),
    benchmarks: {
      agentdojo: scoreTools(by('agentdojo'), graph),
      taubench: scoreTools(by('taubench'), graph),
      asb: scoreTools(by('asb'), graph),
      all: scoreTools(bench, graph),
    },
  };
  if (opts.json === true) {
    printJson(opts.misses === true ? result : strip(result));
    return;
  }
  const out: string[] = [
    `Tool classification on labelled tools it never saw (${labelled.length} labels in ${new Set(labelled.map((t) => t.domain)).size} domains).`,
    `Split by domain: ${result.split}.`,
    '',
    ...section(`TEST: ${result.test.domains.length} domains never tuned on (${result.test.domains.join(', ')})`, result.test),
    ...section(`TRAIN: ${result.train.domains.length} domains the rules were tuned on (for reference, not a result)`, result.train),
    'SECOND TEST SET: benchmark tools against the hand-written manifests (manifests/*.yaml), classified without them',
    ...(['agentdojo', 'taubench', 'asb'] as const).map((k) => `  ${k.padEnd(10)} ${summary(result.benchmarks[k])}`),
    '',
    ...section('  all benchmark tools', result.benchmarks.all),
  ];
  if (opts.misses === true) {
    out.push('Misses on the test domains (label <- predicted):');
    for (const m of result.test.misses)
      out.push(`  ${isRead(m.label) !== isRead(m.predicted) ? '!!' : '  '} ${m.label} <- ${m.predicted}  ${m.key}: ${m.evidence.slice(0, 200)}`);
  }
  process.stdout.write(`${out.join('\n')}\n`);
}

function section(title: string, s: SplitScore): string[] {
  const pct = (x: number | null): string => (x === null ? '   n/a' : `${(100 * x).toFixed(1).padStart(5)}%`);
  return [
    title,
    `  ${summary(s)}`,
    `  ${'class'.padEnd(22)} ${'support'.padStart(7)} ${'predicted'.padStart(9)} ${'precision'.padStart(9)} ${'recall'.padStart(7)}`,
    ...s.perClass.map(
      (c) => `  ${c.cls.padEnd(22)} ${String(c.support).padStart(7)} ${String(c.predicted).padStart(9)}    ${pct(c.precision)}  ${pct(c.recall)}`,
    ),
    '',
  ];
}

function summary(s: SplitScore): string {
  return `${s.tools} tools: read/write split correct ${(100 * s.readWrite).toFixed(1)}%, write tools classed read ${s.writeAsRead}, read tools classed write ${s.readAsWrite}, exact class ${(100 * s.accuracy).toFixed(1)}%`;
}

function strip(result: { test: SplitScore; train: SplitScore; benchmarks: Record<string, SplitScore> } & Record<string, unknown>) {
  const lean = (s: SplitScore) => ({ ...s, misses: s.misses.length });
  return {
    ...result,
    test: lean(result.test),
    train: lean(result.train),
    benchmarks: Object.fromEntries(Object.entries(result.benchmarks).map(([k, v]) => [k, lean(v)])),
  };
}
