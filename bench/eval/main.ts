/**
 * `npm run bench`: the evaluation harness end to end.
 *
 * 1. Convert the shared data sets (src/eval/convert) and train the models each workload is
 *    scored with (workloads.ts): four cross-suite fold models and the all-suites model, which is
 *    trained exactly as the shipped artifact — checked against models/gate-v1.json.
 * 2. Run every condition over every workload, each condition in its own process (worker.ts,
 *    bundled by esbuild so the tsx loader does not inflate its memory), one after the other.
 * 3. Write bench/results/eval.json and, unless --no-report, the report (bench/report/).
 *
 * 4. Run the recorded runs of 29 agents (runs.ts) through CapFence, unless --no-runs.
 *
 * 5. Run the web section (bench/web/main.ts: browsing episodes, Mind2Web), unless --no-web.
 *
 *   npm run bench [-- --data ../shared/data --seed 1 --actions 10000 --no-report --no-runs --no-web --conditions static-acl,token-gate,capfence]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { DEFAULT_COMPILER, fallbackCompile } from '../../src/eval/compile.ts';
import { loadCorpus } from '../../src/train/data.ts';
import { defaultModelPath } from '../../src/gate/model.ts';
import { trainFromPool } from '../../src/train/train.ts';
import { loadWebTraining } from '../../src/train/web.ts';
import { loadInjectionCorpus } from '../../src/train/reframe.ts';
import { writeReport } from '../report/main.ts';
import { llmJudgeFromEnv } from './llm-judge.ts';
import type { EvalResults, ModelSummary } from './results.ts';
import { ALL_SUITES_MODEL, trainingPools } from './workloads.ts';
import { BENCHMARK_POLICY_FILE } from './policy.ts';
import { runWebEvaluation } from '../web/main.ts';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: process.env.CAPFENCE_DATA ?? '../shared/data' },
    seed: { type: 'string', default: '1' },
    actions: { type: 'string', default: '10000' },
    'no-report': { type: 'boolean', default: false },
    'no-runs': { type: 'boolean', default: false },
    'no-web': { type: 'boolean', default: false },
    /** Comma-separated subset of the conditions to run (default: all). */
    conditions: { type: 'string' },
  },
});
// Without the data there is nothing to measure: say where it goes, in one line, and fail.
if (!existsSync(join(values.data, 'agentdojo'))) {
  process.stderr.write(`bench: no evaluation data in ${values.data}: put it there or pass --data DIR (or CAPFENCE_DATA); see docs/data.md\n`);
  process.exit(1);
}
const root = fileURLToPath(new URL('../../', import.meta.url));
const buildDir = join(root, 'bench/.build/eval');
const resultsDir = join(root, 'bench/results');
mkdirSync(buildDir, { recursive: true });
mkdirSync(resultsDir, { recursive: true });
const log = (line: string): void => void process.stderr.write(`${line}\n`);
const started = Date.now();

// 1. models
log(`bench: converting the data in ${values.data} and training the models`);
const corpus = loadCorpus(values.data);
const seed = Number(values.seed);
const models: Record<string, ModelSummary> = {};
const injections = loadInjectionCorpus();
// Browsing episodes of the training splits (src/train/web.ts), as `npm run train` adds them.
const web = loadWebTraining(corpus.graph, { dataDir: values.data });
const files = [...corpus.files, ...web.files];
for (const [key, pool] of Object.entries(trainingPools(corpus, web.episodes))) {
  const excluded: Record<string, number> = { ...web.excluded };
  for (const e of corpus.episodes) if (!pool.includes(e)) excluded[e.source] = (excluded[e.source] ?? 0) + 1;
  const command =
    key === ALL_SUITES_MODEL
      ? `npm run train -- --data ${values.data} --seed ${seed} --out models/gate-v1.json`
      : `npm run bench (cross-suite fold model ${key}, seed ${seed})`;
  const { artifact, calibrationScores } = trainFromPool(pool, { seed, graph: corpus.graph, files, excluded, command, injections });
  const path = join(buildDir, `${key}.json`);
  writeFileSync(path, `${JSON.stringify(artifact, null, 2)}\n`);
  writeFileSync(join(buildDir, `${key}.scores.json`), JSON.stringify({ ...calibrationScores, artifactPath: path }));
  models[key] = {
    thresholds: artifact.thresholds,
    calibration: artifact.calibration,
    metrics: artifact.metrics,
    nonZeroWeights: artifact.fit.nonZeroWeights,
    split: { fit: artifact.split.fit, calibration: artifact.split.calibration, excluded: artifact.split.excluded },
  };
  log(
    `  ${key}: ${artifact.split.fit.calls} fitting + ${artifact.split.calibration.calls} calibration calls; thresholds ${artifact.thresholds.allow.toPrecision(4)} / ${artifact.thresholds.deny.toPrecision(4)}; ECE ${artifact.calibration.ece.before} -> ${artifact.calibration.ece.after}`,
  );
}
const shipped = sameScoring(join(buildDir, `${ALL_SUITES_MODEL}.json`), defaultModelPath());
log(`  the all-suites model ${shipped ? 'reproduces' : 'DIFFERS FROM'} models/gate-v1.json`);

// 2. conditions, each in its own process
await build({
  entryPoints: { 'eval-worker': join(root, 'bench/eval/worker.ts'), 'eval-runs-worker': join(root, 'bench/eval/runs-worker.ts') },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outExtension: { '.js': '.mjs' },
  outdir: join(root, 'bench/.build'),
  logLevel: 'warning',
});
const allConditions = [
  'none',
  'post-hoc',
  'static-acl',
  'token-gate',
  'always-verify',
  'capfence',
  ...(llmJudgeFromEnv() === undefined ? [] : ['always-llm', 'capfence-llm']),
];
const conditions = values.conditions === undefined ? allConditions : allConditions.filter((c) => values.conditions!.split(',').includes(c));
const runs: Record<string, unknown> = {};
// Each worker runs once, with the optimizing compiler. (Node 20's V8 used to abort a worker now and
// then, SIGTRAP in the deoptimizer, on an inlined call into Cedar's WebAssembly; src/escalation/cedar.ts
// turns that inlining off, and bench/RESULTS.md "Node 20 deopt abort" has the evidence.)
const spawn = (script: string, args: readonly string[]): void => {
  execFileSync(process.execPath, [join(root, script), ...args], { stdio: ['ignore', 'inherit', 'inherit'], cwd: root });
};
for (const condition of conditions) {
  log(`bench: condition ${condition}`);
  const out = join(buildDir, `${condition}.result.json`);
  spawn('bench/.build/eval-worker.mjs', [
    '--condition',
    condition,
    '--build',
    buildDir,
    '--data',
    values.data,
    '--out',
    out,
    '--actions',
    values.actions,
    ...(condition === 'capfence' ? ['--sweep'] : []),
  ]);
  runs[condition] = JSON.parse(readFileSync(out, 'utf8'));
}
let recordedRuns: unknown = null;
if (values['no-runs'] !== true) {
  log('bench: the recorded runs of 29 agents (CapFence)');
  const out = join(buildDir, 'runs.result.json');
  spawn('bench/.build/eval-runs-worker.mjs', ['--build', buildDir, '--data', values.data, '--out', out]);
  recordedRuns = JSON.parse(readFileSync(out, 'utf8'));
}

if (values['no-web'] !== true) {
  log('bench: the web section (browsing episodes, Mind2Web)');
  const web = await runWebEvaluation(values.data, 20_000, (line) => log(line));
  writeFileSync(join(resultsDir, 'web.json'), `${JSON.stringify(web)}\n`);
}

// 3. results and report
const results: EvalResults = {
  generated: new Date().toISOString().slice(0, 10),
  environment: { node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length },
  seed,
  data: corpus.files,
  conversionProblems: corpus.problems,
  shippedModelReproduced: shipped,
  compiler: DEFAULT_COMPILER === fallbackCompile ? 'fallback' : 'intent compiler',
  policy: BENCHMARK_POLICY_FILE,
  llmJudge: llmJudgeFromEnv() === undefined ? null : (process.env.CAPFENCE_LLM_MODEL ?? null),
  models,
  runs: runs as EvalResults['runs'],
  recordedRuns: recordedRuns as EvalResults['recordedRuns'],
  seconds: Math.round((Date.now() - started) / 1000),
};
writeFileSync(join(resultsDir, 'eval.json'), `${JSON.stringify(results)}\n`);
log(`bench: wrote bench/results/eval.json (${results.seconds} s)`);
if (values['no-report'] !== true) {
  const written = await writeReport(results, resultsDir);
  log(`bench: wrote ${written.join(', ')}`);
}

/** Two artifacts score alike: same features, weights, bias, temperature and thresholds. */
function sameScoring(a: string, b: string): boolean {
  try {
    const pick = (path: string): string => {
      const doc = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
      return JSON.stringify([doc.featureNames, doc.weights, doc.bias, doc.temperature, doc.thresholds]);
    };
    return pick(a) === pick(b);
  } catch {
    return false;
  }
}
