import { ToolCatalog } from './src/action/catalog.ts';
import { CapabilityGraph } from './src/capability/graph.ts';
import { compileIntent, parseIntentFrame } from './src/capability/compile/index.ts';
import { BROWSERGYM_TOOLS } from './src/eval/convert/mind2web.ts';
import { benchmarkPolicy } from './bench/eval/policy.ts';
import { parsePolicy } from './src/capability/compile/index.ts';
const graph = CapabilityGraph.builtIn();
const catalog = new ToolCatalog(graph, [...BROWSERGYM_TOOLS]);
const policy = parsePolicy(benchmarkPolicy(), 'p', graph);
for (const intent of process.argv.slice(2)) {
  const c = compileIntent({ intent, catalog, graph, policy, startUrl: 'https://shop.com/' });
  const f = parseIntentFrame(intent, policy, graph);
  console.log(intent, '\n  scope', c.claims.scope, '\n  ops', JSON.stringify(f.operations.map((o: any) => [o.verb, o.kind, o.classes, o.negated, o.object && f.text.slice(...o.object), o.destination && f.text.slice(...o.destination)])).slice(0, 400), '\n  ', JSON.stringify(c.explanation ?? '').slice(0, 600));
}
