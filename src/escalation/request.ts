/**
 * What a verifier of the escalation band is shown for one call (step 6): the call and its class,
 * the intent, the token's subject and scope, the gate's score, and the facts about its arguments
 * the fence has already established — where each value was seen, each argument's role, whether
 * the tool destroys something, and whether the call's effect was a guess.
 */
import type { CatalogEntry } from '../action/catalog.ts';
import type { ArgumentRole, Reason, ResolvedTarget, ToolCall } from '../action/types.ts';

import { namesTaskRecord } from '../action/browser/records.ts';
import { getOwn } from '../util/json.ts';
import { argumentOrigins, argumentRoles, type ProvenanceFacts } from '../capability/provenance.ts';
import type { VerifiedToken } from '../capability/token.ts';
import { isDestructive } from '../gate/features.ts';
import { argumentProvenance } from '../gate/origin.ts';
import { ValueSources } from '../gate/sources.ts';
import { analyzeIntent } from '../gate/vocabulary.ts';
import { intentEntities } from '../gate/value-keys.ts';
import type { VerificationRequest } from './verifier.ts';

/** The call's decision so far, as step 6 reads it. */
export interface EscalatedCall {
  readonly score: number | null;
  readonly reasons: readonly Reason[];
  /** The element a browser call acts on (step 2). */
  readonly target?: ResolvedTarget;
  readonly context?: {
    readonly intent?: string;
    readonly observed?: readonly string[];
    readonly sources?: ValueSources | 'unreported';
  };
}

/** Reasons that say the call does something the task itself rules out: an option, an extra, a value of a kind it gives another of. */
const CONTRADICTS: ReadonlySet<string> = new Set([
  'call.extra-not-asked',
  'call.option-not-asked',
  'call.value-not-given',
  'call.recurring-not-asked',
  'call.removal-beyond-asked',
]);

export function verificationRequest(
  call: ToolCall,
  entry: CatalogEntry,
  token: VerifiedToken,
  pending: EscalatedCall,
  facts: ProvenanceFacts,
): VerificationRequest {
  const intent = pending.context?.intent ?? token.leaf.intent ?? null;
  const sources = pending.context?.sources;
  return {
    call,
    actionClass: entry.actionClass,
    intent,
    principal: token.leaf.sub,
    scope: token.leaf.scope,
    score: pending.score,
    provenance: argumentProvenance(call, entry, intent ?? '', sources instanceof ValueSources ? sources : (pending.context?.observed ?? [])),
    intentEntities: intentEntities(intent ?? ''),
    ...(pending.reasons.some((r) => r.code === 'call.effect-uncertain') ? { effectUncertain: true } : {}),
    ...(pending.reasons.some((r) => r.code === 'call.link-not-asked') ? { linkNotAsked: true } : {}),
    ...(pending.reasons.some((r) => CONTRADICTS.has(r.code)) ? { contradictsIntent: true } : {}),
    ...(pending.reasons.some((r) => r.code === 'call.extra-not-asked') ? { extraNotAsked: true } : {}),
    ...(pending.reasons.some((r) => r.code === 'call.value-not-given') ? { valueNotGiven: true } : {}),
    origins: argumentOrigins(call, entry, facts),
    roles: argumentRoles(call, entry),
    destructive: isDestructive(entry),
    removalRequested: intent !== null && analyzeIntent(intent).requestsRemoval,
    // The control names the task's record, or stands in a region or row that does ("RW-58213" around "Call it off").
    ...(pending.target !== undefined &&
    (namesTaskRecord(pending.target.name, intent ?? undefined) ||
      (pending.target.within !== undefined && namesTaskRecord(pending.target.within, intent ?? undefined)))
      ? { targetNamed: true }
      : {}),
    readDelegated: readDelegated(token, entry.actionClass),
  };
}

/** The roles whose constraint for `cls` (or for every class) lets values come from reads. */
function readDelegated(token: VerifiedToken, cls: string): ArgumentRole[] {
  const out = new Set<ArgumentRole>();
  const all = token.leaf.constraints;
  if (all === undefined) return [];
  for (const list of [getOwn(all, cls), getOwn(all, '*')])
    if (list !== undefined) for (const [role, bound] of Object.entries(list)) if (bound?.from === 'read') out.add(role as ArgumentRole);
  return [...out];
}
