/**
 * A call the fence did not allow, as the tool's result: the model reads it as an error tool
 * result (`error-text`) naming the verdict, the reason codes and, for revise, the hint; the
 * application reads the same as data. Reason messages never carry argument values or tokens.
 */
import type { Decision, Reason, Verdict } from '../../action/types.ts';
import { refusalText } from '../../action/refusal.ts';

/** The output a fenced tool returns instead of running. Recognise it with {@link isFenceRefusal}. */
export interface FenceRefusal {
  readonly capfence: 'refused';
  readonly verdict: Exclude<Verdict, 'allow'>;
  readonly reasons: readonly Reason[];
  readonly hint?: string;
  readonly auditSeq: number | null;
  /** What the model reads. */
  readonly message: string;
}

export function refusalOf(decision: Decision, tool: string, note?: string): FenceRefusal {
  return {
    capfence: 'refused',
    verdict: decision.verdict === 'allow' ? 'deny' : decision.verdict,
    reasons: decision.reasons.map((r) => ({ code: r.code, message: r.message })),
    ...(decision.hint === undefined ? {} : { hint: decision.hint }),
    auditSeq: decision.auditSeq,
    message: refusalText(decision, tool, note),
  };
}

export function isFenceRefusal(value: unknown): value is FenceRefusal {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { capfence?: unknown }).capfence === 'refused' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
