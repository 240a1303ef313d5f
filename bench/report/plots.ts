/**
 * The report's figures: Vega-Lite specifications rendered to SVG in Node (no browser):
 * `new vega.View(vega.parse(spec), { renderer: 'none' }).toSVG()`.
 */
import * as vega from 'vega';
import * as vl from 'vega-lite';
import type { TopLevelSpec } from 'vega-lite';
import type { SweepPoint } from '../eval/sweep.ts';

const WIDTH = 420;
const HEIGHT = 280;

export async function render(spec: TopLevelSpec): Promise<string> {
  const compiled = vl.compile(spec).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  return svg;
}

const base = {
  $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
  width: WIDTH,
  height: HEIGHT,
  config: { font: 'Helvetica, Arial, sans-serif', view: { stroke: '#ddd' }, legend: { labelLimit: 400 } },
} as const;
const pct = (field: string, title: string) => ({ field, title, type: 'quantitative' as const, axis: { format: '.0%' } });

/** Figure 2, measured: errors as the escalation band widens (each point one α = β). */
export function tradeoffSpec(sweep: readonly SweepPoint[]): TopLevelSpec {
  const values = sweep
    .flatMap((p) => [
      { rho: p.escalationRate, value: p.fnr, series: 'FNR (per call)', target: p.target },
      { rho: p.escalationRate, value: p.fpr, series: 'FPR (per call)', target: p.target },
      { rho: p.escalationRate, value: p.attackSuccess, series: 'attack success (per episode)', target: p.target },
      { rho: p.escalationRate, value: p.taskSuccess === null ? null : 1 - p.taskSuccess, series: 'task failure (per episode)', target: p.target },
    ])
    .filter((v) => v.value !== null);
  return {
    ...base,
    title: { text: 'Cost–accuracy trade-off as the band widens (held-out AgentDojo suites)', fontSize: 13 },
    data: { values },
    layer: [
      {
        mark: { type: 'line', point: true },
        encoding: {
          x: pct('rho', 'escalation rate ρ (share of calls sent to the verifier)'),
          y: pct('value', 'rate'),
          color: { field: 'series', type: 'nominal', title: null, legend: { orient: 'top-right' } },
        },
      },
      {
        mark: { type: 'text', dy: -8, fontSize: 9, color: '#555' },
        transform: [{ filter: "datum.series === 'FNR (per call)'" }],
        encoding: {
          x: { field: 'rho', type: 'quantitative' },
          y: { field: 'value', type: 'quantitative' },
          text: { field: 'target', type: 'quantitative', format: '.3~g' },
        },
      },
    ],
  } as TopLevelSpec;
}

export interface RocCurve {
  readonly name: string;
  readonly auc: number;
  readonly points: readonly (readonly [number, number])[];
}

export function rocSpec(curves: readonly RocCurve[]): TopLevelSpec {
  const values = curves.flatMap((c) => c.points.map(([fpr, tpr], i) => ({ fpr, tpr, i, curve: `${c.name} (AUC ${c.auc.toFixed(3)})` })));
  return {
    ...base,
    width: HEIGHT + 40,
    title: { text: 'ROC of the gate score (held-out workloads)', fontSize: 13 },
    layer: [
      {
        data: {
          values: [
            { x: 0, y: 0 },
            { x: 1, y: 1 },
          ],
        },
        mark: { type: 'line', strokeDash: [4, 4], color: '#999' },
        encoding: { x: { field: 'x', type: 'quantitative' }, y: { field: 'y', type: 'quantitative' } },
      },
      {
        data: { values },
        mark: { type: 'line', interpolate: 'step-after' },
        encoding: {
          x: { field: 'fpr', type: 'quantitative', title: 'false-positive rate' },
          y: { field: 'tpr', type: 'quantitative', title: 'true-positive rate' },
          order: { field: 'i' },
          color: { field: 'curve', type: 'nominal', title: null, legend: { orient: 'bottom-right' } },
        },
      },
    ],
  } as TopLevelSpec;
}

export interface ReliabilityPoint {
  readonly series: string;
  readonly predicted: number;
  readonly observed: number;
  readonly count: number;
}

export function calibrationSpec(points: readonly ReliabilityPoint[]): TopLevelSpec {
  return {
    ...base,
    width: HEIGHT + 40,
    title: { text: 'Calibration on the held-out AgentDojo suites', fontSize: 13 },
    layer: [
      {
        data: {
          values: [
            { x: 0, y: 0 },
            { x: 1, y: 1 },
          ],
        },
        mark: { type: 'line', strokeDash: [4, 4], color: '#999' },
        encoding: { x: { field: 'x', type: 'quantitative' }, y: { field: 'y', type: 'quantitative' } },
      },
      {
        data: { values: points.filter((p) => p.count > 0) },
        mark: { type: 'line', point: true },
        encoding: {
          x: { field: 'predicted', type: 'quantitative', title: 'mean predicted risk (10 bins)', scale: { domain: [0, 1] } },
          y: { field: 'observed', type: 'quantitative', title: 'observed share of bad calls', scale: { domain: [0, 1] } },
          color: { field: 'series', type: 'nominal', title: null, legend: { orient: 'top-left' } },
          size: { field: 'count', type: 'quantitative', title: 'calls', legend: null },
        },
      },
    ],
  } as TopLevelSpec;
}

/** ρ against FNR, per held-out suite and pooled, over the band sweep. */
export function rhoFnrSpec(sweep: readonly SweepPoint[]): TopLevelSpec {
  const values = sweep
    .flatMap((p) => [
      { rho: p.escalationRate, fnr: p.fnr, suite: 'pooled', target: p.target },
      ...Object.entries(p.folds).map(([suite, f]) => ({
        rho: f.escalationRate,
        fnr: f.fnr,
        suite: suite.replace('agentdojo/', ''),
        target: p.target,
      })),
    ])
    .filter((v) => v.fnr !== null);
  return {
    ...base,
    title: { text: 'Escalation rate ρ against FNR (one point per α = β)', fontSize: 13 },
    data: { values },
    mark: { type: 'line', point: true },
    encoding: {
      x: pct('rho', 'escalation rate ρ'),
      y: pct('fnr', 'FNR (bad calls allowed)'),
      color: { field: 'suite', type: 'nominal', title: 'held-out suite' },
      order: { field: 'target', type: 'quantitative', sort: 'descending' },
    },
  } as TopLevelSpec;
}
