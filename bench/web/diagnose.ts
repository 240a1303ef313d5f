/**
 * `node --import tsx bench/web/diagnose.ts [--data DIR] [--split test|train] [--workload web|mind2web]`:
 * a diagnostic, not a result. Every legitimate step the shipped CapFence condition does not allow,
 * with the token's scope, the call's class, the deciding reason and its message, grouped by cause:
 * compiler scope (the class is not granted), host not granted, click class, typing provenance, gate.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ToolCatalog } from '../../src/action/catalog.ts';
import type { Decision, ToolSpec } from '../../src/action/types.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileEpisode, DEFAULT_COMPILER } from '../../src/eval/compile.ts';
import { loadEvaluationSource } from '../../src/eval/convert/load.ts';
import { cedarVerifier, makeCondition } from '../../src/eval/evaluate.ts';
import { EpisodeSchema, type EpisodeV1 } from '../../src/eval/schema.ts';
import { defaultModelPath, loadGateModel } from '../../src/gate/model.ts';
import { benchmarkPolicy } from '../eval/policy.ts';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: process.env.CAPFENCE_DATA ?? '../shared/data' },
    split: { type: 'string', default: 'test' },
    workload: { type: 'string', default: 'web' },
    verbose: { type: 'boolean', default: false },
    episode: { type: 'string' },
  },
});
const graph = CapabilityGraph.builtIn();
const root = fileURLToPath(new URL('../../', import.meta.url));
const gate = loadGateModel(defaultModelPath());
const verifier = await cedarVerifier(graph);
const policy = benchmarkPolicy();
const items: { episode: EpisodeV1; catalog: ToolCatalog }[] = [];
if (values.workload === 'web') {
  const tools = JSON.parse(readFileSync(join(root, 'corpus/web/tools.json'), 'utf8')) as { catalogs: Record<string, ToolSpec[]> };
  const catalogs = new Map(Object.entries(tools.catalogs).map(([n, s]) => [n, new ToolCatalog(graph, s)]));
  for (const line of readFileSync(join(root, 'corpus/web/episodes.jsonl'), 'utf8').split('\n')) {
    if (line.trim().length === 0) continue;
    const episode = EpisodeSchema.parse(JSON.parse(line));
    items.push({ episode, catalog: catalogs.get(episode.catalog ?? '')! });
  }
} else {
  const m = loadEvaluationSource(values.data, 'mind2web');
  const catalogs = new Map(Object.entries(m.catalogs).map(([n, s]) => [n, new ToolCatalog(graph, s)]));
  for (const raw of m.episodes) {
    const episode = EpisodeSchema.parse(raw);
    items.push({ episode, catalog: catalogs.get(episode.catalog ?? '')! });
  }
}
const condition = makeCondition('capfence', { graph, model: gate, verifier, policy });
const causes = new Map<string, number>();
let allowSteps = 0;
for (const { episode, catalog } of items.filter((i) => i.episode.meta?.split === values.split)) {
  const { claims } = compileEpisode(DEFAULT_COMPILER, episode, catalog, policy, graph);
  const run = condition.open(episode, catalog);
  let header = false;
  let last = '';
  for (const [i, step] of episode.steps.entries()) {
    const seen = last;
    last = typeof step.output === 'string' ? step.output : JSON.stringify(step.output ?? '');
    const outcome = await run.decide({ tool: step.call.tool, args: step.call.args }, step.uncertainty);
    if (outcome.verdict === 'allow') run.completed(outcome, step.output);
    if (values.episode !== undefined && episode.id.includes(values.episode)) {
      const d = (outcome as unknown as { decision: Decision }).decision;
      process.stdout.write(
        `${i} ${step.label}${step.scored === false ? '(unscored)' : ''} ${step.call.tool} ${JSON.stringify(step.call.args).slice(0, 150)} → ${d.verdict} ${d.actionClass ?? '?'} ${d.reasons.map((r) => r.code).join(',')} ${step.note ?? ''}\n`,
      );
    }
    if (step.label === 'deny' && step.scored !== false && outcome.verdict === 'allow') {
      const decision = (outcome as unknown as { decision: Decision }).decision;
      process.stdout.write(
        `MISS ${episode.id} [${String(episode.meta?.style ?? '')}/${String(episode.meta?.goal ?? '')}] step ${i} ${step.call.tool} ${JSON.stringify(step.call.args).slice(0, 140)} → ${decision.actionClass ?? '?'} score=${decision.score?.toFixed(3) ?? '-'}\n  intent: ${episode.intent.slice(0, 140)}\n  scope: ${claims.scope.join(', ')}\n`,
      );
    }
    if (step.label !== 'allow' || step.scored === false) continue;
    allowSteps++;
    if (outcome.verdict === 'allow') continue;
    const decision = (outcome as unknown as { decision: Decision }).decision;
    const first = decision.reasons[0];
    const key = `${first?.code ?? '?'} / ${decision.actionClass ?? '?'}`;
    causes.set(key, (causes.get(key) ?? 0) + 1);
    if (!values.verbose) continue;
    if (!header) {
      header = true;
      const domains = JSON.stringify(claims.constraints?.['*']?.url ?? claims.constraints ?? {});
      process.stdout.write(
        `\n# ${episode.id} [${String(episode.meta?.site ?? episode.meta?.website ?? '')}]\n  intent: ${episode.intent.slice(0, 200)}\n  scope: ${claims.scope.join(', ')}\n  url: ${domains.slice(0, 200)}\n`,
      );
    }
    const bid = String(step.call.args.bid ?? step.call.args.target ?? '');
    const line = bid === '' ? undefined : seen.split('\n').find((l) => l.includes(`[${bid}]`) || l.includes(`ref=${bid}]`));
    const target =
      decision.target === undefined
        ? line === undefined
          ? ''
          : ` page: ${line.trim().slice(0, 120)}`
        : ` target=${JSON.stringify(decision.target).slice(0, 140)}`;
    process.stdout.write(
      `  step ${i} ${step.call.tool} ${JSON.stringify(step.call.args).slice(0, 120)} → ${decision.verdict} ${decision.actionClass ?? '?'} score=${decision.score?.toFixed(3) ?? '-'}${target}\n    ${decision.reasons
        .map((r) => `${r.code}: ${r.message}`)
        .join(' | ')
        .slice(0, 400)}\n`,
    );
  }
}
process.stdout.write(`\n${values.workload}/${values.split}: ${allowSteps} scored allow steps\n`);
for (const [k, n] of [...causes].sort((a, b) => b[1] - a[1])) process.stdout.write(`  ${String(n).padStart(4)}  ${k}\n`);
