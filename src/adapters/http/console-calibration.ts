/**
 * The console's calibration section: the gate's reliability diagram from recent outcomes (people's
 * answers to escalations, and `capfence audit label` reports when the audit is an embedded db),
 * and the drift reading of the live scores against the model's calibration split. Server-rendered
 * SVG, no script.
 */
import { latestLabels, SqliteLabels } from '../../audit/labels.ts';
import { reliabilityBins } from '../../gate/reference.ts';
import type { DriftReading } from '../../observability/drift.ts';
import type { AuditReader } from '../../store/types.ts';

/** Most recent records read for the diagram. */
export const RELIABILITY_WINDOW = 5000;

export interface Outcomes {
  readonly scores: number[];
  readonly labels: number[];
}

/** Scores with known outcomes among the last {@link RELIABILITY_WINDOW} records. */
export async function recentOutcomes(audit: AuditReader): Promise<Outcomes> {
  const head = audit.head()?.seq ?? 0;
  const from = Math.max(1, head - RELIABILITY_WINDOW + 1);
  let labelled = new Map<number, string>();
  if (audit.file !== undefined) {
    const store = new SqliteLabels(audit.file);
    try {
      labelled = latestLabels(await store.all());
    } finally {
      await store.close();
    }
  }
  const scores: number[] = [];
  const labels: number[] = [];
  for (let at = from; at <= head; at += 1000) {
    for (const r of await audit.page(at, Math.min(1000, head - at + 1))) {
      if (r.score === null || !(r.score >= 0 && r.score <= 1)) continue;
      const label = labelled.get(r.seq);
      const y =
        label !== undefined ? (label === 'harmful' ? 1 : 0) : r.approval?.state === 'approved' ? 0 : r.approval?.state === 'denied' ? 1 : undefined;
      if (y === undefined) continue;
      scores.push(r.score);
      labels.push(y);
    }
  }
  return { scores, labels };
}

/** The reliability diagram (predicted risk against the observed harmful rate, per bin) as inline SVG. */
export function reliabilitySvg(outcomes: Outcomes): string {
  if (outcomes.scores.length === 0)
    return '<p class="quiet">No outcomes yet: the diagram fills as people answer escalations (and as incidents are reported with <code>capfence audit label</code>).</p>';
  const bins = reliabilityBins(outcomes.scores, outcomes.labels, 10);
  const [size, pad] = [260, 30];
  const x = (v: number): number => pad + v * size;
  const y = (v: number): number => pad + (1 - v) * size;
  const points = bins
    .filter((b) => b.count > 0)
    .map(
      (b) =>
        `<circle cx="${x(b.meanPredicted).toFixed(1)}" cy="${y(b.observed).toFixed(1)}" r="${Math.min(9, 2 + Math.log2(1 + b.count)).toFixed(1)}" class="dot"><title>${b.count} calls: predicted ${(100 * b.meanPredicted).toFixed(1)}%, observed ${(100 * b.observed).toFixed(1)}%</title></circle>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size + 2 * pad}" height="${size + 2 * pad}" role="img" aria-label="reliability diagram">
<rect x="${pad}" y="${pad}" width="${size}" height="${size}" class="frame"></rect><line x1="${x(0)}" y1="${y(0)}" x2="${x(1)}" y2="${y(1)}" class="diagonal"></line>${points}
<text x="${pad}" y="${size + 2 * pad - 6}">predicted risk →</text><text x="4" y="${pad - 8}">observed harmful rate</text></svg>
<p class="quiet">${outcomes.scores.length} decisions with a known outcome; on the diagonal the gate's risk is what happens.</p>`;
}

/** The drift reading, with its usual interpretation. */
export function driftText(reading: DriftReading | undefined): string {
  if (reading === undefined)
    return '<p class="quiet">This model carries no calibration reference (retrain it to get one): drift is not measured.</p>';
  if (reading.scorePsi === null || reading.verdictPsi === null) return '<p class="quiet">No scored call yet.</p>';
  const level = (v: number): string =>
    v < 0.1
      ? '<span class="ok">stable</span>'
      : v < 0.25
        ? 'moderate shift'
        : '<span class="bad">shifted: consider <code>capfence recalibrate</code></span>';
  return `<p>Over the last ${reading.window} scored calls, against the model's calibration split: scores PSI <b>${reading.scorePsi.toFixed(3)}</b> (${level(reading.scorePsi)}), verdict mix PSI <b>${reading.verdictPsi.toFixed(3)}</b> (${level(reading.verdictPsi)}); gate allowed ${(100 * reading.verdicts.allow).toFixed(1)}%, escalated ${(100 * reading.verdicts.escalate).toFixed(1)}%, denied ${(100 * reading.verdicts.deny).toFixed(1)}%.</p>`;
}
