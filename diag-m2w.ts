import { ToolCatalog } from './src/action/catalog.ts';
import { CapabilityGraph } from './src/capability/graph.ts';
import { loadEvaluationSource } from './src/eval/convert/load.ts';
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
const m = loadEvaluationSource('/work/shared/data', 'mind2web');
const cats = new Map(Object.entries(m.catalogs).map(([n, s]) => [n, new ToolCatalog(graph, s)]));
const base = makeCondition('capfence', { graph, model: gate, verifier, policy });
const full: string[] = [];
const cond = { ...base, open: (e: any, c: any) => { const run = base.open(e, c); return { ...run, decide: async (call: any, u: any) => { const o: any = await run.decide(call, u); full.push(o.decision.reasons.map((r: any) => r.code + ': ' + r.message).join(' ; ')); return o; } }; } };
const counts = new Map<string, number>();
for (const raw of m.episodes) {
  const ep = EpisodeSchema.parse(raw);
  if (ep.meta?.split !== split) continue;
  full.length = 0; const r = await runEpisode(ep, cond as any, cats.get(ep.catalog!)!);
  r.steps.forEach((s, i) => {
    if (s.label === 'allow' && s.verdict !== 'allow') {
      const st = ep.steps[i]!;
      const prev = i > 0 ? String(ep.steps[i - 1]!.output).split('\n').at(-1) : '';
      const k = `${s.verdict} ${s.reason}`;
      counts.set(k, (counts.get(k) ?? 0) + 1);
      console.log(`${k} | ${full[i]?.slice(0,300)} | ${ep.intent.slice(0, 90)} | ${st.call.tool} ${JSON.stringify(st.call.args).slice(0, 60)} | ${prev?.trim().slice(0, 60)}`);
    }
  });
}
console.log(counts);
