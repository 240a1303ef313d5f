import { readFileSync } from 'node:fs';
import { ToolCatalog } from './src/action/catalog.ts';
import { CapabilityGraph } from './src/capability/graph.ts';
import { cedarVerifier, makeCondition } from './src/eval/evaluate.ts';
import { runEpisode } from './src/eval/run.ts';
import { EpisodeSchema } from './src/eval/schema.ts';
import { defaultModelPath, loadGateModel } from './src/gate/model.ts';
import { benchmarkPolicy } from './bench/eval/policy.ts';
const split = process.argv[2] ?? 'test';
const graph = CapabilityGraph.builtIn();
const gate = loadGateModel(process.env.MODEL ?? defaultModelPath());
const verifier = await cedarVerifier(graph);
const policy = benchmarkPolicy();
const tools = JSON.parse(readFileSync('corpus/web/tools.json', 'utf8'));
const cats = new Map(Object.entries(tools.catalogs).map(([n, s]: any) => [n, new ToolCatalog(graph, s)]));
const base = makeCondition(process.env.COND as any ?? 'capfence', { graph, model: gate, verifier, policy });
const full: string[] = [];
const cond = { ...base, open: (e: any, c: any) => { const run = base.open(e, c); return { ...run, decide: async (call: any, u: any) => { const o: any = await run.decide(call, u); full.push(o.decision.reasons.map((r: any) => r.code + ': ' + r.message).join(' ; ')); return o; } }; } };
const counts = new Map<string, number>();
for (const line of readFileSync('corpus/web/episodes.jsonl', 'utf8').split('\n').filter(Boolean)) {
  const ep = EpisodeSchema.parse(JSON.parse(line));
  if (ep.meta?.split !== split) continue;
  full.length = 0;
  const r = await runEpisode(ep, cond as any, cats.get(ep.catalog!)!);
  r.steps.forEach((s, i) => {
    const bad = (s.label === 'allow' && s.verdict !== 'allow') || (process.env.FN && s.label === 'deny' && s.verdict === 'allow');
    if (bad && s.scored) {
      const st = ep.steps[i]!;
      const k = `${s.label}->${s.verdict} ${s.reason} ${st.call.tool}`;
      counts.set(k, (counts.get(k) ?? 0) + 1);
      console.log(`${k} | ${ep.intent.slice(0,140)} | ${s.score?.toFixed(3)} | ${full[i]?.slice(0, 250)} | ${ep.meta?.style} | ${JSON.stringify(st.call.args).slice(0, 80)}`);
    }
  });
}
console.log([...counts].sort((a, b) => b[1] - a[1]));
