/**
 * What the fence knows of the session around a call (all optional: a session object fills it
 * in), and where named events are looked up.
 */
import type { Observation } from './action/call.ts';
import type { ActionClass, Reason, ToolCall, Verdict } from './action/types.ts';
import type { CatalogEntry } from './action/catalog.ts';
import type { ClassInfo } from './capability/graph.ts';
import type { GateInput } from './gate/features.ts';
import { observedSources } from './gate/lookup.ts';
import type { VerifiedToken } from './capability/token.ts';
import type { ValueSources } from './gate/sources.ts';

/**
 * Earlier decisions the gate reads (the session store's default; the history features saturate
 * at 64 calls): a caller passing its whole history pays for 64 items, not for all of them.
 */
export const MAX_HISTORY = 64;

/** When a named event was last posted (ms since the epoch); throws `StoreError` when that cannot be known. */
export interface EventCheck {
  eventTime(name: string): number | undefined;
}

export interface HistoryItem {
  readonly actionClass: ActionClass;
  readonly verdict: Verdict;
  /** What an allowed call removed (src/escalation/removals.ts), when it removed something. */
  readonly removes?: string;
}

/** The shared items, by class and verdict: at most {@link MAX_SHARED_CLASSES} classes (the graph's are far fewer). */
const SHARED_ITEMS = new Map<string, Map<string, HistoryItem>>();
const MAX_SHARED_CLASSES = 1_024;

/**
 * `{ actionClass, verdict }` as one frozen object shared by every history that holds the pair.
 * A session's history is read on each of its decisions (the gate's history features); items made
 * one per decision lie wherever the heap put them, and with many sessions each one read is a
 * cache miss. The same pair always gives the same fields, so sharing changes nothing read.
 */
export function historyItem(actionClass: ActionClass, verdict: Verdict): HistoryItem {
  let byVerdict = SHARED_ITEMS.get(actionClass);
  if (byVerdict === undefined) {
    byVerdict = new Map();
    if (SHARED_ITEMS.size < MAX_SHARED_CLASSES) SHARED_ITEMS.set(actionClass, byVerdict);
  }
  let item = byVerdict.get(verdict);
  if (item === undefined) {
    item = Object.freeze({ actionClass, verdict });
    byVerdict.set(verdict, item);
  }
  return item;
}

/** What the fence knows of the session around a call. All optional; a session object fills them in. */
export interface DecisionContext {
  /** The user's intent; defaults to the intent the token was compiled from. */
  readonly intent?: string;
  /**
   * Texts of tool outputs seen earlier in the session, most recent last. Without `sources` they are
   * indexed once per array (by identity; an array grown in place has only its new texts indexed):
   * pass the same array as it grows, not a fresh copy per call, or each call indexes it again.
   */
  readonly observed?: readonly string[];
  /**
   * Where the task's values were seen (a session's index); default: `observed`, indexed on first
   * need. `'unreported'`: the executor reports no outputs, so `from: read` requirements cannot be
   * checked and are not enforced (the gate still scores the call; `from: intent` still holds).
   */
  readonly sources?: ValueSources | 'unreported';
  /** Earlier decisions, most recent last; only the last {@link MAX_HISTORY} are read, as a session keeps. */
  readonly history?: readonly HistoryItem[];
  /** What the task's allowed calls removed (src/escalation/removals.ts `removalKey`), oldest first. */
  readonly removals?: readonly string[];
  /** Planner uncertainty in [0, 1], when the agent reports it. */
  readonly uncertainty?: number;
  /** The last page the session saw (browser calls are classed by their target on it). */
  readonly observation?: Observation;
  /**
   * Who may report this call's outcome to a shared ledger, from any replica (an opaque caller id:
   * the sidecar's API key id); without it, whoever holds the reservation id, i.e. the executor.
   */
  readonly holder?: string;
}

/** The event that ended `token`: one of its links' `eon` events, posted after that link was issued. */
export function endedBy(events: EventCheck | undefined, token: VerifiedToken): Reason | undefined {
  if (events === undefined) return undefined;
  for (const link of token.chain) {
    for (const name of link.eon ?? []) {
      const posted = events.eventTime(name);
      if (posted !== undefined && posted >= link.iat * 1000)
        return { code: 'token.ended', message: `the token expires on the event "${name}", posted after it was issued` };
    }
  }
  return undefined;
}

/** The last `max` items of `items` (the array itself when it is short enough). */
export function recent<T>(items: readonly T[], max: number): readonly T[] {
  return items.length > max ? items.slice(-max) : items;
}

/** What the gate scores (step 5): the call, the task's intent, history and outputs, and the budget left. */
export function gateInput(
  call: ToolCall,
  entry: CatalogEntry,
  classInfo: ClassInfo,
  token: VerifiedToken,
  context: DecisionContext,
  residual: { readonly calls: number | null; readonly amount: number | null } | undefined,
): GateInput {
  // The optional members are set one by one rather than spread in from objects made for the purpose.
  const input: { -readonly [K in keyof GateInput]: GateInput[K] } = {
    call,
    entry,
    classInfo,
    intent: context.intent ?? token.leaf.intent ?? '',
    observed: context.observed ?? [],
    history: recent(context.history ?? [], MAX_HISTORY),
    budget: { calls: residual?.calls ?? null, amount: residual?.amount ?? null },
  };
  if (context.sources !== 'unreported') input.sources = context.sources ?? observedSources(context.observed);
  if (context.uncertainty !== undefined) input.uncertainty = context.uncertainty;
  return input;
}
