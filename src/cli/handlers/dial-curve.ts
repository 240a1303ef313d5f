/**
 * `--dial` of the fence commands, and `capfence eval --dial-curve`: the user's own episodes evaluated at each setting of the
 * cost–safety dial, printed as a table and optionally drawn as an SVG (FPR, FNR and ρ against
 * the dial).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { dialValue, thresholdsAt, withDial, type DialSetting } from '../../gate/dial.ts';
import { ConfigError } from '../../errors.ts';
import type { GateModel } from '../../gate/model.ts';
import type { EvaluationReport } from '../../eval/evaluate.ts';

/** The settings the curve is measured at. */
export const CURVE_SETTINGS: readonly number[] = [0, 0.25, 0.5, 0.75, 1];

export interface CurvePoint {
  readonly dial: number;
  readonly allow: number;
  readonly deny: number;
  readonly fpr: number | null;
  readonly fnr: number | null;
  readonly escalationRate: number;
  readonly taskSuccess: number | null;
  readonly attackSuccess: number | null;
}

/** Evaluate at each of {@link CURVE_SETTINGS}; ConfigError when the model has no dial curve. */
export async function measureDialCurve(model: GateModel, run: (gate: GateModel) => Promise<EvaluationReport>): Promise<CurvePoint[]> {
  const points: CurvePoint[] = [];
  for (const dial of CURVE_SETTINGS) {
    const { allow, deny } = thresholdsAt(model.dial, dial);
    const m = (await run(withDial(model, dial))).metrics;
    points.push({
      dial,
      allow,
      deny,
      fpr: m.fpr,
      fnr: m.fnr,
      escalationRate: m.escalationRate,
      taskSuccess: m.taskSuccess,
      attackSuccess: m.attackSuccess,
    });
  }
  return points;
}

const pct = (x: number | null): string => (x === null ? 'n/a' : `${(100 * x).toFixed(2)}%`);

export function formatDialCurve(points: readonly CurvePoint[]): string {
  const rows = points.map((p) =>
    [
      p.dial.toFixed(2),
      p.allow.toPrecision(4),
      p.deny.toPrecision(4),
      pct(p.fpr),
      pct(p.fnr),
      pct(p.escalationRate),
      pct(p.taskSuccess),
      pct(p.attackSuccess),
    ].join('\t'),
  );
  return `${['dial', 'allow ≤', 'deny ≥', 'FPR', 'FNR', 'ρ', 'task success', 'attack success'].join('\t')}\n${rows.join('\n')}\n`;
}

/** An SVG line chart of FPR, FNR and ρ (in %) against the dial. */
export function curveSvg(points: readonly CurvePoint[]): string {
  const [w, h, pad] = [480, 300, 40];
  const series: [string, string, (p: CurvePoint) => number | null][] = [
    ['FPR', '#c0392b', (p) => p.fpr],
    ['FNR', '#2471a3', (p) => p.fnr],
    ['ρ', '#7d3c98', (p) => p.escalationRate],
  ];
  const top = Math.max(0.01, ...points.flatMap((p) => series.map(([, , get]) => get(p) ?? 0)));
  const x = (d: number): number => pad + d * (w - 2 * pad);
  const y = (v: number): number => h - pad - (v / top) * (h - 2 * pad);
  const lines = series.map(([name, colour, get], k) => {
    const pts = points.filter((p) => get(p) !== null).map((p) => `${x(p.dial).toFixed(1)},${y(get(p)!).toFixed(1)}`);
    return `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${pts.join(' ')}"/><text x="${w - pad + 4}" y="${pad + 14 * k}" fill="${colour}" font-size="12">${name}</text>`;
  });
  const axes = `<line x1="${pad}" y1="${h - pad}" x2="${w - pad}" y2="${h - pad}" stroke="#333"/><line x1="${pad}" y1="${pad}" x2="${pad}" y2="${h - pad}" stroke="#333"/>`;
  const labels = `<text x="${w / 2}" y="${h - 8}" font-size="12" text-anchor="middle">dial (0 permissive … 1 strict)</text><text x="4" y="${pad - 8}" font-size="12">${(100 * top).toFixed(1)}%</text><text x="${pad - 4}" y="${h - pad + 14}" font-size="12" text-anchor="end">0</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w + 30}" height="${h}" viewBox="0 0 ${w + 30} ${h}">${axes}${labels}${lines.join('')}</svg>\n`;
}

export function writeCurvePlot(file: string, points: readonly CurvePoint[]): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, curveSvg(points));
}

/** `--dial`: a preset name or a number in [0, 1]; undefined when absent. Throws ConfigError. */
export function dialSetting(text: string | undefined): DialSetting | undefined {
  if (text === undefined) return undefined;
  const value = text.trim();
  const setting = /^[0-9.]+$/.test(value) ? Number(value) : value;
  try {
    dialValue(setting);
  } catch {
    throw new ConfigError('ERR_CONFIG_INVALID', '--dial must be permissive, balanced, strict, or a number from 0 to 1');
  }
  return setting as DialSetting;
}

/** The gate's settings of the fence flags (`--model`, `--dial`), ready to spread into `createFence`. Throws ConfigError. */
export function gateOptions(opts: { readonly model?: string; readonly dial?: string }): { model?: string; dial?: DialSetting } {
  const dial = dialSetting(opts.dial);
  return { ...(opts.model === undefined ? {} : { model: opts.model }), ...(dial === undefined ? {} : { dial }) };
}
