/**
 * Argument provenance for verifiers: did each sensitive argument value (a recipient, account,
 * URL, path, id or amount) appear in the user's intent, only inside a tool output, or nowhere we
 * saw? It uses the gate's own matcher (token boundaries, e-mail addresses, URLs, IBANs and numbers
 * compared as what they are), so the verifier and the gate never disagree about where a value
 * came from.
 */
import type { CatalogEntry } from '../action/catalog.ts';
import { identifying, typedValues } from '../action/browser/typed.ts';
import { argumentRole } from '../action/infer.ts';
import type { ArgumentRole, ToolCall } from '../action/types.ts';
import type { ArgumentProvenance } from '../escalation/verifier.ts';
import { findIn, indexText, newNeedle, NOT_FOUND, prepareNeedle, resetScanBudget } from './provenance.ts';
import { observedSources, seenFlags } from './lookup.ts';
import { ValueSources } from './sources.ts';

/** Roles whose values carry authority: where they came from matters. */
export const SENSITIVE_ROLES: ReadonlySet<ArgumentRole> = new Set<ArgumentRole>(['recipient', 'account', 'url', 'path', 'identifier', 'amount']);

/** Characters of intent one call's look-ups may search; past it a value counts as untraced (`unknown`). */
const SCAN_BUDGET = 4_000_000;

const RANK: Readonly<Record<Exclude<ArgumentProvenance, 'free'>, number>> = { unknown: 0, 'tool-output': 1, intent: 2 };

/**
 * Provenance of each argument of `call`: for sensitive roles, where its value was seen (for lists,
 * the weakest element wins: unknown < tool-output < intent); `free` for every other role.
 * Outputs are read through their index (a session's, or `observed` indexed once per list), never
 * scanned here. Reads arguments by own property only and never throws on hostile content.
 */
export function argumentProvenance(
  call: ToolCall,
  entry: CatalogEntry,
  intent: string,
  observed: readonly string[] | ValueSources,
): Record<string, ArgumentProvenance> {
  resetScanBudget(SCAN_BUDGET);
  const intentIndex = indexText(intent);
  const outputs = observed instanceof ValueSources ? observed : observedSources(observed);
  const needle = newNeedle();
  const out: Record<string, ArgumentProvenance> = Object.create(null) as Record<string, ArgumentProvenance>;
  // The element a browser action addresses (its ref, and the agent's words for it) is no data the
  // call moves: classification checks it against the page. What is typed, chosen or opened stays.
  const browser = entry.generic?.kind === 'browser' ? entry.generic.args : undefined;
  for (const name of Object.keys(call.args)) {
    const role = entry.roles.get(name) ?? argumentRole(name, undefined);
    // What a browser call types or chooses leaves for the page's host: an identifying value (an
    // e-mail, a card or account number) is traced, whatever its role; composed words are not.
    const typed = typedValues(entry, name, call.args[name], identifying);
    if (
      (!SENSITIVE_ROLES.has(role) && (typed === undefined || typed.length === 0)) ||
      (browser !== undefined && (name === browser.target || name === browser.description))
    ) {
      out[name] = 'free';
      continue;
    }
    const raw = typed ?? call.args[name];
    let weakest: Exclude<ArgumentProvenance, 'free'> | undefined;
    for (const item of Array.isArray(raw) ? raw : [raw]) {
      if (typeof item !== 'string' && typeof item !== 'number') continue;
      let seen: Exclude<ArgumentProvenance, 'free'> = 'unknown';
      if (prepareNeedle(item, needle)) {
        if (findIn(intentIndex, needle) !== NOT_FOUND) seen = 'intent';
        else if (seenFlags(outputs, item) !== 0) seen = 'tool-output';
      }
      if (weakest === undefined || RANK[seen] < RANK[weakest]) weakest = seen;
    }
    if (weakest !== undefined) out[name] = weakest;
  }
  return out;
}
