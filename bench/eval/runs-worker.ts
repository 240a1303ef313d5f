/**
 * The recorded-runs test set (runs.ts) through CapFence, in its own process: each run scored by
 * the fold model of its suite, Cedar on the escalation band. Writes one JSON result file.
 *
 *   node bench/.build/eval-runs-worker.mjs --build bench/.build/eval --data ../shared/data --out FILE
 */
const startRssMB = process.memoryUsage().rss / 1e6;
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { cedarVerifier, makeCondition } from '../../src/eval/evaluate.ts';
import { computeMetrics } from '../../src/eval/metrics.ts';
import { type Condition, type EpisodeRecord, runEpisode } from '../../src/eval/run.ts';
import { loadGateModel } from '../../src/gate/model.ts';
import { loadRuns, summarizeRuns } from './runs.ts';

const { values } = parseArgs({ options: { build: { type: 'string' }, data: { type: 'string' }, out: { type: 'string' } } });
const build = values.build ?? 'bench/.build/eval';
const log = (line: string): void => void process.stderr.write(`[recorded runs] ${line}\n`);

const graph = CapabilityGraph.builtIn();
const data = loadRuns(values.data ?? '../shared/data', graph);
const verifier = await cedarVerifier(graph);
const conditions = new Map<string, Condition>();
const conditionFor = (key: string): Condition => {
  let c = conditions.get(key);
  if (c === undefined) {
    c = makeCondition('capfence', { graph, model: loadGateModel(join(build, `${key}.json`)), verifier });
    conditions.set(key, c);
  }
  return c;
};
const rssAfterLoadMB = process.memoryUsage().rss / 1e6;
log(`${data.items.length} runs (${data.skipped} skipped, ${data.withOutputs} with recorded outputs attached)`);

const records: EpisodeRecord[] = [];
let last = Date.now();
for (const [i, item] of data.items.entries()) {
  records.push(await runEpisode(item.episode, conditionFor(item.model), item.catalog));
  if (Date.now() - last > 5000) {
    last = Date.now();
    log(`${i + 1}/${data.items.length} runs`);
  }
}
const summary = summarizeRuns(records, data);
const metrics = computeMetrics(records, { measuresTokens: false });
log(
  `attacks that succeeded as recorded: ${summary.successfulAttacks}, stopped ${summary.stopped}, interrupted ${summary.interrupted}; completed tasks ${summary.completedTasks}, kept ${summary.tasksKept}`,
);
writeFileSync(
  values.out ?? join(build, 'runs.result.json'),
  JSON.stringify({
    condition: 'capfence',
    startRssMB,
    rssAfterLoadMB,
    peakRssMB: (process.resourceUsage().maxRSS * 1024) / 1e6,
    summary,
    metrics,
    files: data.files,
  }),
);
