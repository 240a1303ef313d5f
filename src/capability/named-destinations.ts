/**
 * Destinations the token lists by name ("text Rosado", "email the Praia de Chaves resort"): the compiler binds the recipient to
 * the names the intent gives, and the address a message goes to is looked up. An address (an e-mail, a phone) that a record the
 * task read gives for one of those names (src/gate/sources.ts `pairedWith`: Rosado's phone in the list the agent read) is the
 * one the look-up gave: the bound admits it, and its `from: intent` is met as `from: read` would be.
 */

/** Which values the task's reads give for which names. */
export interface Pairs {
  /** `vouching`: the pair counts only if seen outside every output that addressed instructions to the agent. */
  pairedWith(value: unknown, name: string, vouching?: boolean): boolean;
}

/** A name the token lists for a destination: letters, no address or number ("Rosado", "Praia de Chaves"). */
const NAME_LISTED = /^(?=.*\p{L})[^@\d]+$/u;

/** `value` (or each address of a list) is one that a record the task read gives for one of the names `listed` holds. */
export function pairedWithListed(value: unknown, listed: readonly (string | number)[] | undefined, pairs: Pairs | undefined): boolean {
  if (pairs === undefined || listed === undefined) return false;
  const values = Array.isArray(value) ? value.slice(0, MAX_LISTED) : [value];
  const paired = (v: unknown): boolean =>
    typeof v === 'string' && listed.some((n) => typeof n === 'string' && NAME_LISTED.test(n) && pairs.pairedWith(v, n, true));
  return values.length > 0 && values.every(paired);
}
/** Addresses of one list argument looked at. */
const MAX_LISTED = 64;
