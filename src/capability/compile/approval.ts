/**
 * What the user asked for explicitly but the policy allows only with approval: escalate it, do not
 * silently deny it.
 *
 * - Classes in the policy's `approval.classes` beyond the trust level ("reset my card PIN" at a
 *   level without identity-admin, "run `df -h`" under the shell-sql preset) are granted when a
 *   request read from the intent's words asks for them — never for the baseline, a delegated
 *   agenda or an LLM's reading, never when never-delegated; the token then escalates every call
 *   of them and of every class they imply beyond the level.
 * - A payment above `ceilings.amount`, named in the intent and within `approval.amount`, raises the
 *   amount ceiling to it, and every class bounded by it escalates.
 * - Code: when code-execute is granted and the policy bounds code (`code.programs`), the token's
 *   code-execute `text` arguments may run only the listed programs and statement kinds, plus those
 *   the intent itself names when `code.named` is set ("run `npm install`", "drop the table").
 */
import type { ActionClass } from '../../action/types.ts';
import type { ValueConstraint } from '../claims.ts';
import type { CapabilityGraph } from '../graph.ts';
import { programsOf } from '../programs.ts';
import type { IntentFrame } from './frame.ts';
import { isKnownWord } from './lexicon.ts';
import type { DeployerPolicy } from './policy.ts';
import { CLASS } from '../../action/classes.ts';

/** Classes the intent's own requests ask for that only approval can grant, with the classes they imply beyond `bound`. */
export function approvedClasses(
  frame: IntentFrame,
  policy: DeployerPolicy,
  bound: ReadonlySet<ActionClass>,
  graph: CapabilityGraph,
): { readonly asked: ReadonlySet<ActionClass>; readonly escalate: (granted: readonly ActionClass[]) => ActionClass[] } {
  const never = new Set(policy.neverDelegate);
  const asked = new Set<ActionClass>();
  // Only requests read from the user's own words (they have a span): a model's reading of the intent never earns approval.
  for (const op of frame.operations) {
    if (op.span === undefined || op.negated) continue;
    for (const cls of op.classes) if (policy.approval.classes.includes(cls) && !bound.has(cls) && !never.has(cls)) asked.add(cls);
  }
  return {
    asked,
    // Granting a class grants what it implies: those beyond the level escalate with it.
    escalate: (granted) => granted.flatMap((cls) => (asked.has(cls) ? [...graph.grants(cls)].filter((c) => !bound.has(c)) : [])),
  };
}

/** The amount ceiling an intent may carry with approval (above the policy's, within `approval.amount`), or undefined. */
export function approvedAmount(total: number | undefined, policy: DeployerPolicy): number | undefined {
  const ceiling = policy.ceilings.amount;
  const limit = policy.approval.amount;
  if (total === undefined || ceiling === undefined || limit === undefined) return undefined;
  return total > ceiling && total <= limit ? total : undefined;
}

// prettier-ignore
/** SQL statements the intent may name as its request ("drop the temp_import table", "run the DELETE yourself"). */
const SQL_VERBS = new Set(['select', 'insert', 'update', 'delete', 'drop', 'alter', 'create', 'truncate', 'grant', 'revoke', 'vacuum', 'reindex', 'explain', 'analyze', 'copy', 'merge']);

/** The code-execute bound of the policy with the programs the intent names, or undefined when the policy bounds no code. */
export function codeBound(frame: IntentFrame, policy: DeployerPolicy, granted: ReadonlySet<ActionClass>): ValueConstraint | undefined {
  if (policy.code === undefined || !granted.has(CLASS.codeExecute)) return undefined;
  const programs = new Set(policy.code.programs);
  if (policy.code.named) for (const p of namedPrograms(frame)) programs.add(p);
  return { programs: [...programs].sort() };
}

/**
 * Programs and statements the intent names: those of code it quotes (`df -h`, `systemctl restart
 * app-worker` → "df", "systemctl restart"), SQL keywords written in capitals or after "run", and
 * the SQL verb of a request that runs code ("drop the table", "delete all rows").
 */
export function namedPrograms(frame: IntentFrame): string[] {
  const out = new Set<string>();
  for (const e of frame.entities) {
    if (e.kind !== 'code') continue;
    for (const [program, sub] of programsOf(String(e.value)) ?? []) out.add(sub === undefined ? program : `${program} ${sub}`);
  }
  for (const m of frame.text.matchAll(/\b[A-Z]{4,9}\b/g)) if (SQL_VERBS.has(m[0].toLowerCase())) out.add(m[0].toLowerCase());
  // "run select count(*) …", "run the DELETE", "run npm test", "with npm test": a statement keyword, or a word no dictionary knows (a program).
  for (const m of frame.text.matchAll(/\b(?:run|execute|with)\s+(?:the\s+)?([a-z][a-z0-9_-]*)(?:\s+([a-z][a-z0-9-]*))?/gi)) {
    const word = m[1]!.toLowerCase();
    if (SQL_VERBS.has(word)) out.add(word);
    else if (!isKnownWord(word) && m[2] !== undefined && /^[a-z]+$/.test(m[2])) out.add(`${word} ${m[2].toLowerCase()}`);
    else if (!isKnownWord(word)) out.add(word);
  }
  for (const op of frame.operations) if (!op.negated && op.classes.includes(CLASS.codeExecute) && SQL_VERBS.has(op.verb)) out.add(op.verb);
  return [...out];
}
