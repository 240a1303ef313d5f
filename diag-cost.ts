import { readFileSync } from 'node:fs';
import { ToolCatalog } from './src/action/catalog.ts';
import { CapabilityGraph } from './src/capability/graph.ts';
import { argumentValues } from './src/capability/constraints.ts';
const graph = CapabilityGraph.builtIn();
const tools = JSON.parse(readFileSync('corpus/web/tools.json', 'utf8'));
const cat = new ToolCatalog(graph, tools.catalogs['playwright-mcp']);
for (const line of readFileSync('corpus/web/episodes.jsonl', 'utf8').split('\n').filter(Boolean)) {
  const ep = JSON.parse(line);
  if (!ep.intent.startsWith('Buy the rechargeable AA')) continue;
  for (const s of ep.steps) if (s.call.tool === 'browser_fill_form') { const v = argumentValues(s.call, cat.lookup('browser_fill_form')!); console.log(JSON.stringify(v).slice(0, 1500)); break; }
  break;
}
