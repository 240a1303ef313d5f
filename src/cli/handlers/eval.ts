/**
 * `capfence eval`: run episodes (format v1, docs/episode-format.md) through the full pipeline and
 * print the metrics; `capfence eval --convert <source>` turns a shared data set into episodes.
 *
 *   capfence eval --episodes FILE [--tools FILE] [--policy FILE] [--json]
 *   capfence eval --convert agentdojo|taubench|asb|mind2web --data DIR --out FILE
 */
import { firstDecisive } from '../../escalation/compose.ts';
import { dataFlowVerifier } from '../../escalation/data-flow.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseManifest } from '../../action/catalog.ts';
import { CapabilityGraph } from '../../capability/graph.ts';
import { ConfigError } from '../../errors.ts';
import {
  DATA_SOURCES,
  type DataSource,
  EVALUATION_SOURCES,
  type EvaluationSource,
  loadEvaluationSource,
  loadSource,
} from '../../eval/convert/load.ts';
import { CONDITIONS, type ConditionId, cedarVerifier, evaluateFile, type EvaluationReport } from '../../eval/evaluate.ts';
import type { Metrics } from '../../eval/metrics.ts';
import { NO_TOOL_LISTS, parseToolLists } from '../../eval/tools.ts';
import { defaultModelPath, loadGateModel } from '../../gate/model.ts';
import { withDial } from '../../gate/dial.ts';
import type { GateModel } from '../../gate/model.ts';
import { printJson, readJsonFile } from '../io.ts';
import { dialSetting, formatDialCurve, measureDialCurve, writeCurvePlot } from './dial-curve.ts';

export interface EvalOptions {
  episodes?: string;
  tools?: string;
  policy?: string;
  manifest?: string;
  model?: string;
  cedar?: string;
  verifier: string;
  condition: string;
  json?: boolean;
  dial?: string;
  dialCurve?: boolean;
  plot?: string;
  perEpisode?: string;
  convert?: string;
  data: string;
  out?: string;
}

/** `capfence eval`: evaluate an episodes file, or with `--convert`, convert a data set into one. */
export function evaluateOrConvert(opts: EvalOptions): Promise<void> {
  return opts.convert === undefined ? evaluate(opts) : convert(opts);
}

async function evaluate(opts: EvalOptions): Promise<void> {
  if (opts.episodes === undefined) throw new ConfigError('ERR_CONFIG_INVALID', 'give --episodes FILE (or --convert)');
  if (!(CONDITIONS as readonly string[]).includes(opts.condition))
    throw new ConfigError('ERR_CONFIG_INVALID', `--condition must be one of ${CONDITIONS.join(', ')}`);
  if (!['cedar', 'data-flow', 'none'].includes(opts.verifier))
    throw new ConfigError('ERR_CONFIG_INVALID', '--verifier must be data-flow, cedar or none');
  const graph = CapabilityGraph.builtIn();
  const loaded = loadGateModel(opts.model ?? defaultModelPath());
  const setting = dialSetting(opts.dial);
  const model = setting === undefined ? loaded : withDial(loaded, setting);
  const tools = opts.tools === undefined ? NO_TOOL_LISTS : parseToolLists(readJsonFile(opts.tools, 'tools file'), opts.tools);
  const manifest = opts.manifest === undefined ? undefined : parseManifest(readJsonFile(opts.manifest, 'manifest'), opts.manifest);
  const policy = opts.policy === undefined ? undefined : readJsonFile(opts.policy, 'policy file');
  // data-flow: where the call's values came from first, then the Cedar policies (as `npm run bench` does).
  const cedar = opts.verifier === 'none' ? undefined : await cedarVerifier(graph, opts.cedar);
  const verifier =
    cedar === undefined
      ? undefined
      : opts.verifier === 'data-flow'
        ? firstDecisive([dataFlowVerifier(), cedar], { name: 'data flow, then Cedar' })
        : cedar;
  let last = 0;
  const run = (gate: GateModel): Promise<EvaluationReport> =>
    evaluateFile({
      episodesPath: opts.episodes!,
      graph,
      model: gate,
      tools,
      condition: opts.condition as ConditionId,
      ...(verifier === undefined ? {} : { verifier }),
      ...(manifest === undefined ? {} : { manifest }),
      ...(policy === undefined ? {} : { policy }),
      onProgress: (done, total) => {
        if (done === total || Date.now() - last > 2000) {
          last = Date.now();
          process.stderr.write(`eval: ${done}/${total} episodes\n`);
        }
      },
    });
  if (opts.dialCurve === true) {
    const curve = await measureDialCurve(loaded, run);
    if (opts.plot !== undefined) writeCurvePlot(opts.plot, curve);
    if (opts.json === true) printJson(curve);
    else process.stdout.write(formatDialCurve(curve));
    return;
  }
  const report = await run(model);
  if (opts.perEpisode !== undefined) {
    mkdirSync(dirname(opts.perEpisode), { recursive: true });
    writeFileSync(opts.perEpisode, report.records.map((r) => JSON.stringify(r)).join('\n') + '\n');
  }
  const { records: _records, ...summary } = report;
  if (opts.json === true) printJson(summary);
  else process.stdout.write(formatReport(report));
  // A report over nothing is not a result: say why, and fail.
  if (report.input.episodes === 0) {
    const first = report.input.issues[0];
    process.stderr.write(
      `capfence: eval: no episode could be read from ${opts.episodes} (${report.input.lines} lines, ${report.input.skipped} skipped${first === undefined ? '' : `; line ${first.line}: ${first.message}`}); see docs/episode-format.md\n`,
    );
    process.exitCode = 1;
  }
}

async function convert(opts: EvalOptions): Promise<void> {
  const sources: readonly string[] = [...DATA_SOURCES, ...EVALUATION_SOURCES];
  if (!sources.includes(opts.convert!)) throw new ConfigError('ERR_CONFIG_INVALID', `--convert must be one of ${sources.join(', ')}`);
  if (opts.out === undefined) throw new ConfigError('ERR_CONFIG_INVALID', '--convert needs --out FILE');
  const loaded = (EVALUATION_SOURCES as readonly string[]).includes(opts.convert!)
    ? loadEvaluationSource(opts.data, opts.convert as EvaluationSource)
    : loadSource(opts.data, opts.convert as DataSource, CapabilityGraph.builtIn());
  mkdirSync(dirname(opts.out), { recursive: true });
  writeFileSync(opts.out, loaded.episodes.map((e) => JSON.stringify(e)).join('\n') + '\n');
  const wrote = [`${loaded.episodes.length} episodes to ${opts.out}`];
  if (Object.keys(loaded.catalogs).length > 0) {
    writeFileSync(`${opts.out}.tools.json`, `${JSON.stringify({ catalogs: loaded.catalogs }, null, 1)}\n`);
    wrote.push(`tool lists to ${opts.out}.tools.json (pass it with --tools)`);
  }
  for (const p of loaded.problems) process.stderr.write(`skipped ${p.file} record ${p.index + 1}: ${p.message}\n`);
  process.stderr.write(`converted ${opts.convert}: ${wrote.join('; ')}; ${loaded.problems.length} records skipped\n`);
}

const pct = (x: number | null): string => (x === null ? 'n/a' : `${(100 * x).toFixed(2)}%`);

/** The human-readable report. */
export function formatReport(report: EvaluationReport): string {
  const m: Metrics = report.metrics;
  const lines = [
    `condition: ${report.condition}; gate ${report.model}; verifier ${report.verifier ?? 'none'}`,
    `input: ${report.input.file}: ${report.input.lines} lines, ${report.input.episodes} episodes read, ${report.input.skipped} skipped (schema), ${report.notRun.length} not run (tools), ${report.failed.length} failed to set up (all denied)`,
    ...report.input.issues.slice(0, 20).map((i) => `  ${i.file}:${i.line}${i.id === undefined ? '' : ` (${i.id})`}: ${i.message}`),
    ...report.notRun.slice(0, 20).map((p) => `  ${p.file ?? ''}:${p.line ?? ''} (${p.id}): ${p.message}`),
    `episodes ${m.episodes} (${m.attackedEpisodes} attacked); calls ${m.decisions} (${m.positives} to deny, ${m.negatives} to allow, ${m.unscored.calls} unscored)`,
    `task success      ${pct(m.taskSuccess)}   (benign ${pct(m.taskSuccessBenign)}, under attack ${pct(m.taskSuccessUnderAttack)})`,
    `attack success    ${pct(m.attackSuccess)}`,
    `FPR ${pct(m.fpr)}   FNR ${pct(m.fnr)}   escalation rate ρ ${pct(m.escalationRate)}`,
    `FPR before the trace went on past a refusal ${pct(m.fprBeforeRefusal.fpr)} (${m.fprBeforeRefusal.negatives} of the ${m.negatives} calls to allow; the rest were recorded after a refused call whose output the replay withheld)`,
    `latency µs        mean ${m.latencyUs.mean.toFixed(1)}   p50 ${m.latencyUs.p50.toFixed(1)}   p99 ${m.latencyUs.p99.toFixed(1)}   (episode setup mean ${m.setupUs.mean.toFixed(1)})`,
    `verifier tokens   ${m.tokensPer100 === null ? 'not measured (no LLM judge)' : `${m.tokensPer100.toFixed(1)} per 100 actions`}`,
    `time to detection ${m.timeToDetection.meanSteps === null ? 'n/a' : `${m.timeToDetection.meanSteps.toFixed(2)} steps mean`}; detected ${m.timeToDetection.detected}/${m.timeToDetection.attacked} attacked episodes, ${m.timeToDetection.atFirstDamage} at the first damaging call`,
    `verdicts          allow ${m.verdicts.allow}, deny ${m.verdicts.deny}, revise ${m.verdicts.revise}, escalate (unresolved) ${m.verdicts.escalate}`,
  ];
  return `${lines.join('\n')}\n`;
}
