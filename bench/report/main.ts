/**
 * The evaluation report: bench/results/report.md (figures as SVG files beside it) and a
 * self-contained bench/results/report.html (figures inline), from bench/results/eval.json.
 *
 *   npm run bench:report      (re-render from the last bench:eval)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EvalResults } from '../eval/results.ts';
import { AGENTDOJO_SUITES, POOLED_AGENTDOJO } from '../eval/workloads.ts';
import { heldOutEce, pct, roc, run, scoresOf, us } from './format.ts';
import { methodology } from './methodology.ts';
import { calibrationSpec, render, rhoFnrSpec, type RocCurve, rocSpec, tradeoffSpec } from './plots.ts';
import { type Block, toHtml, toMarkdown } from './render.ts';
import { recordedRuns, table1, table2, table3, targets, WORKLOAD_LABELS } from './tables.ts';
import { webSection } from './web.ts';
import { layersTable } from './layers.ts';
import type { WebResults } from '../web/main.ts';

/** Write report.md, report.html and the figures into `dir`; returns the files written. */
export async function writeReport(results: EvalResults, dir: string): Promise<string[]> {
  const blocks = await buildReport(results, readWeb(dir));
  const written: string[] = [];
  for (const b of blocks) {
    if (b.kind !== 'figure') continue;
    writeFileSync(join(dir, b.file), b.svg);
    written.push(b.file);
  }
  writeFileSync(join(dir, 'report.md'), toMarkdown(blocks));
  writeFileSync(join(dir, 'report.html'), toHtml('CapFence evaluation report', blocks));
  return ['report.md', 'report.html', ...written].map((f) => `bench/results/${f}`);
}

/** bench/results/web.json (`npm run bench:web`), when it has been written. */
function readWeb(dir: string): WebResults | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, 'web.json'), 'utf8')) as WebResults;
  } catch {
    return undefined;
  }
}

export async function buildReport(results: EvalResults, web?: WebResults): Promise<Block[]> {
  const capfence = run(results, 'capfence');
  const m = capfence?.results[POOLED_AGENTDOJO]?.metrics;
  const blocks: Block[] = [
    { kind: 'h', level: 1, text: 'CapFence evaluation report' },
    {
      kind: 'p',
      text: `Measured on real data (AgentDojo v1.2.1, τ-bench retail, ASB) and a seeded long-horizon trace, ${results.generated}, Node ${results.environment.node} on ${results.environment.cores} × ${results.environment.cpu}; the whole run took ${results.seconds} s. Reproduce with \`npm run train -- --data ../shared/data --seed ${results.seed} --out models/gate-v1.json\` and \`npm run bench\`. The all-suites model the bench trains ${results.shippedModelReproduced ? 'reproduces the shipped models/gate-v1.json exactly' : 'differs from the shipped models/gate-v1.json: retrain it with the command above'}. Capability tokens: ${results.compiler === 'fallback' ? "the fallback compiler (scope = the offered tools' classes, no constraints; see How this was measured)" : 'the intent compiler'}.`,
    },
  ];
  if (m !== undefined) {
    blocks.push(
      { kind: 'h', level: 2, text: 'Headline' },
      {
        kind: 'list',
        items: [
          `Held-out AgentDojo suites (each scored by a gate that never saw its suite): attack success ${pct(m.attackSuccess)}, task success ${pct(m.taskSuccess)}, FPR ${pct(m.fpr)}, FNR ${pct(m.fnr)} per call, escalation rate ρ ${pct(m.escalationRate)} (the paper simulates 13.2%).`,
          `Decision latency ${us(m.latencyUs.mean)} mean, ${us(m.latencyUs.p50)} p50, ${us(m.latencyUs.p99)} p99, escalations included (the paper: 15.9 ms mean); the gate alone ${us(capfence?.gateOnly?.p50Us)} p50; it adds ${capfence === undefined ? 'n/a' : Math.max(0, capfence.runRssMB - capfence.rssAfterLoadMB).toFixed(0)} MB of RSS while it runs, in a process of ${capfence?.startRssMB.toFixed(0)} MB with its code loaded (the harness's own bookkeeping, measured under no control, is part of that; the paper: 220 MB peak).`,
          ...['taubench/retail', 'asb', 'long-horizon']
            .map((id) => {
              const w = capfence?.results[id]?.metrics;
              return w === undefined
                ? ''
                : `${WORKLOAD_LABELS[id]}: FPR ${pct(w.fpr)}, FNR ${pct(w.fnr)}, task success ${pct(w.taskSuccess)}, attack success ${pct(w.attackSuccess)}, ρ ${pct(w.escalationRate)}.`;
            })
            .filter((s) => s !== ''),
        ],
      },
    );
  }
  blocks.push(
    ...targets(results),
    ...layersTable(results),
    ...table1(results),
    ...table2(results),
    ...table3(results),
    ...recordedRuns(results),
    ...webSection(web),
  );
  blocks.push(...(await figures(results)));
  blocks.push(...calibration(results), ...sweepTable(results), ...methodology(results));
  return blocks;
}

async function figures(results: EvalResults): Promise<Block[]> {
  const capfence = run(results, 'capfence');
  const out: Block[] = [{ kind: 'h', level: 2, text: 'Figures' }];
  if (capfence?.sweep !== undefined) {
    out.push({
      kind: 'figure',
      file: 'fig-tradeoff.svg',
      title: 'Figure 2, measured',
      svg: await render(tradeoffSpec(capfence.sweep)),
      caption:
        "The paper's Figure 2, measured: each point is one target α = β of conformal risk control (labelled on the FNR line); a smaller target widens the band, sends more calls to the verifier (ρ) and changes the errors. Full pipeline, held-out AgentDojo suites.",
    });
    out.push({
      kind: 'figure',
      file: 'fig-rho-fnr.svg',
      title: 'ρ against FNR',
      svg: await render(rhoFnrSpec(capfence.sweep)),
      caption: 'Escalation rate against the per-call FNR over the same sweep, per held-out suite and pooled.',
    });
  }
  const curves: RocCurve[] = [];
  for (const id of [...AGENTDOJO_SUITES.map((s) => `agentdojo/${s}`), 'asb', 'long-horizon']) {
    const s = scoresOf(results, id);
    const c = roc(id.replace('agentdojo/', ''), s.r, s.y);
    if (c !== undefined) curves.push(c);
  }
  if (curves.length > 0)
    out.push({
      kind: 'figure',
      file: 'fig-roc.svg',
      title: 'ROC',
      svg: await render(rocSpec(curves)),
      caption: 'ROC of the calibrated gate score on each held-out workload with both kinds of call (per call, scored calls only).',
    });
  const ece = heldOutEce(
    results,
    AGENTDOJO_SUITES.map((s) => ({ id: `agentdojo/${s}`, model: `fold-${s}` })),
  );
  if (ece.calls > 0)
    out.push({
      kind: 'figure',
      file: 'fig-calibration.svg',
      title: 'Calibration',
      svg: await render(calibrationSpec(ece.bins)),
      caption: `Reliability diagram on the held-out AgentDojo suites (${ece.calls} calls): ECE ${ece.before.toFixed(4)} before calibration, ${ece.after.toFixed(4)} after.`,
    });
  return out;
}

function calibration(results: EvalResults): Block[] {
  const rows = Object.entries(results.models).map(([key, s]) => [
    key,
    `${s.thresholds.allow.toPrecision(4)} / ${s.thresholds.deny.toPrecision(4)}`,
    s.calibration.slope.toFixed(3),
    s.calibration.offset.toFixed(3),
    s.calibration.ece.before.toFixed(4),
    s.calibration.temperatureOnly.ece.toFixed(4),
    s.calibration.ece.after.toFixed(4),
    Number.isFinite(s.calibration.ece.afterCrossFitted) ? s.calibration.ece.afterCrossFitted.toFixed(4) : 'n/a',
    `${s.nonZeroWeights}`,
    `${pct(s.metrics.calibrationSplit.falseAllowRate)} / ${pct(s.metrics.calibrationSplit.falseDenyRate)} / ${pct(s.metrics.calibrationSplit.escalationRate)}`,
  ]);
  const ece = heldOutEce(
    results,
    AGENTDOJO_SUITES.map((s) => ({ id: `agentdojo/${s}`, model: `fold-${s}` })),
  );
  return [
    { kind: 'h', level: 2, text: 'Calibration' },
    {
      kind: 'p',
      text: `Each model's calibration split (split units held out of fitting): the cost-weighted fit's σ(z) before calibration; a temperature alone (the v0 method, which cannot undo the intercept the cost weights shift); Platt scaling (slope and offset, stored as a temperature and a shifted bias), in-sample and cross-fitted (fitted on one half of the units, measured on the other). On the held-out AgentDojo suites: ECE ${ece.before.toFixed(4)} before, ${ece.after.toFixed(4)} after — calibration fitted on other suites ${ece.after < ece.before ? 'carries over' : 'does not carry over'} to a suite whose base rates and attack families differ. The last column is the conformal guarantee where it holds: on calls exchangeable with the calibration calls (α = β = 0.01).`,
    },
    {
      kind: 'table',
      head: [
        'model',
        'thresholds allow / deny',
        'slope',
        'offset',
        'ECE before',
        'ECE, temperature only',
        'ECE after',
        'ECE after, cross-fitted',
        'non-zero weights',
        'calibration split: false allow / false deny / ρ (gate alone)',
      ],
      rows,
      right: [false, true, true, true, true, true, true, true, true, true],
    },
  ];
}

function sweepTable(results: EvalResults): Block[] {
  const sweep = run(results, 'capfence')?.sweep;
  if (sweep === undefined) return [];
  return [
    { kind: 'h', level: 2, text: 'The band sweep behind Figure 2' },
    {
      kind: 'table',
      head: ['α = β', 'mean band width', 'ρ', 'FNR', 'FPR', 'attack success', 'task success', 'mean latency'],
      rows: sweep.map((p) => [
        String(p.target),
        p.bandWidth.toFixed(3),
        pct(p.escalationRate),
        pct(p.fnr),
        pct(p.fpr),
        pct(p.attackSuccess),
        pct(p.taskSuccess),
        us(p.meanLatencyUs),
      ]),
      right: Array<boolean>(8).fill(true),
    },
  ];
}

// Run directly: re-render from bench/results/eval.json.
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = fileURLToPath(new URL('../results/', import.meta.url));
  const results = JSON.parse(readFileSync(join(dir, 'eval.json'), 'utf8')) as EvalResults;
  const written = await writeReport(results, dir);
  process.stderr.write(`wrote ${written.join(', ')}\n`);
}
