/** Evaluation metrics of a scored, labelled set: ROC AUC and the triage rates at thresholds. */
import type { GateThresholds } from '../gate/model.ts';
import { triage } from '../gate/triage.ts';

/** Area under the ROC curve (Mann–Whitney, ties counted as one half); NaN without both classes. */
export function rocAuc(scores: ArrayLike<number>, labels: ArrayLike<number>): number {
  const order = Array.from({ length: scores.length }, (_, i) => i).sort((a, b) => scores[a]! - scores[b]!);
  let rankSumPos = 0;
  let pos = 0;
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && scores[order[j + 1]!] === scores[order[i]!]) j++;
    const rank = (i + j) / 2 + 1; // average 1-based rank of the tie block
    for (let k = i; k <= j; k++) {
      if (labels[order[k]!] === 1) {
        rankSumPos += rank;
        pos++;
      }
    }
    i = j + 1;
  }
  const neg = order.length - pos;
  if (pos === 0 || neg === 0) return Number.NaN;
  return (rankSumPos - (pos * (pos + 1)) / 2) / (pos * neg);
}

export interface TriageRates {
  readonly positives: number;
  readonly negatives: number;
  /** Bad calls allowed / bad calls: the false-allow rate (FNR of the allow band). */
  readonly falseAllowRate: number;
  /** Good calls denied / good calls: the false-deny rate (FPR of the deny band). */
  readonly falseDenyRate: number;
  /** All calls sent to the verifier / all calls. */
  readonly escalationRate: number;
  readonly positivesEscalated: number;
  readonly negativesEscalated: number;
  /** Good calls not allowed outright (denied or escalated) / good calls. */
  readonly negativesNotAllowed: number;
  /** Bad calls not denied outright (allowed or escalated) / bad calls. */
  readonly positivesNotDenied: number;
}

export function triageRates(scores: ArrayLike<number>, labels: ArrayLike<number>, thresholds: GateThresholds): TriageRates {
  const n = [0, 0];
  const allowed = [0, 0];
  const denied = [0, 0];
  const escalated = [0, 0];
  for (let i = 0; i < scores.length; i++) {
    const y = labels[i] === 1 ? 1 : 0;
    n[y]!++;
    const v = triage(scores[i]!, thresholds);
    if (v === 'allow') allowed[y]!++;
    else if (v === 'deny') denied[y]!++;
    else escalated[y]!++;
  }
  const rate = (a: number, b: number): number => (b === 0 ? 0 : a / b);
  return {
    positives: n[1]!,
    negatives: n[0]!,
    falseAllowRate: rate(allowed[1]!, n[1]!),
    falseDenyRate: rate(denied[0]!, n[0]!),
    escalationRate: rate(escalated[0]! + escalated[1]!, n[0]! + n[1]!),
    positivesEscalated: rate(escalated[1]!, n[1]!),
    negativesEscalated: rate(escalated[0]!, n[0]!),
    negativesNotAllowed: rate(denied[0]! + escalated[0]!, n[0]!),
    positivesNotDenied: rate(allowed[1]! + escalated[1]!, n[1]!),
  };
}
