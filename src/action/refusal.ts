/**
 * What a model reads about a call that did not run. Every adapter shows a refusal to the model
 * in these words, so that a planner learns one vocabulary whatever framework it runs in. Reason
 * messages never contain argument values or tokens (the fence's contract), and nothing here adds any.
 */
import type { Decision } from './types.ts';

/**
 * What a model reads about a call that did not run: the verdict, each reason's code and message,
 * and the hint of a revise (or, for a deny, not to retry). The tool name is clipped to 64 characters.
 */
export function refusalText(decision: Decision, tool: string, note?: string): string {
  const verdict = decision.verdict === 'allow' ? 'deny' : decision.verdict;
  const lines = [`CapFence did not allow this call to "${clip(tool, 64)}" (verdict: ${verdict}).`];
  if (note !== undefined) lines.push(note);
  else if (verdict === 'escalate') lines.push('It needs approval that was not given.');
  lines.push('Reasons:');
  for (const reason of decision.reasons) lines.push(`- ${reason.code}: ${reason.message}`);
  if (decision.hint !== undefined) lines.push(`Hint: ${decision.hint}`);
  else if (verdict === 'deny') lines.push('Do not retry this call; continue without it or ask the user.');
  return lines.join('\n');
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
