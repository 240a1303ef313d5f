/**
 * The `except` of a class's address roles (claims.ts): people the intent rules out. A value of the call is theirs when a record
 * the task read gives it for one of them (src/gate/pairs.ts), or when a short argument that names no role the fence reads
 * names them itself ("chaskiq": "Flores Tito" beside "a los Flores Tito NO"). The argument's role is the address role's, or
 * none the fence could read (a tool whose words say nothing it reads, classed by its call's values).
 */
import type { ArgumentRole } from '../action/types.ts';
import type { RoleConstraints } from './claims.ts';
import type { ValueSources } from '../gate/sources.ts';
import { exceptStem, nameStems } from '../gate/pairs.ts';
import { kindOf, type ValueKind } from '../action/kinds.ts';

/** Words of a value that may name a person (a name, not a message about them). */
const MAX_NAME_WORDS = 5;
const ROLES: ReadonlySet<ArgumentRole> = new Set(['recipient', 'account', 'other']);
const REACHES: ReadonlySet<ValueKind> = new Set(['email', 'phone', 'iban', 'account', 'crypto']);
/** A value that reaches someone: an address, or an account's digits written as text (never a sum: 320 is anyone's). */
const reaches = (v: string | number): boolean => typeof v === 'string' && (REACHES.has(kindOf(v)) || /^\d{6,}$/.test(v.trim()));

export interface ExceptItem {
  readonly name: string;
  readonly role: ArgumentRole;
  readonly value: unknown;
}

/** The first argument of `items` that belongs to someone the class's `except` names, with whom; else undefined. */
export function ruledOutArgument(
  items: readonly ExceptItem[],
  bounds: readonly (RoleConstraints | undefined)[],
  sources: () => ValueSources | undefined,
): { readonly argument: string; readonly role: ArgumentRole; readonly owner: string } | undefined {
  const names = [...new Set(bounds.flatMap((b) => [...(b?.recipient?.except ?? []), ...(b?.account?.except ?? [])]))];
  if (names.length === 0) return undefined;
  const stems = names.map((n) => [n, exceptStem(n)] as const).filter((p): p is readonly [string, string] => p[1] !== undefined);
  for (const { name, role, value } of items) {
    if (!ROLES.has(role)) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v !== 'string' && typeof v !== 'number') continue;
      // An argument of no role the fence reads is an address only by its value: a phone, an e-mail, an account's digits.
      const paired = role !== 'other' || reaches(v) ? sources()?.ruledOutOwner(v, names) : undefined;
      if (paired !== undefined) return { argument: name, role, owner: paired };
      if (role === 'account' || typeof v !== 'string' || v.trim().split(/\s+/u).length > MAX_NAME_WORDS) continue;
      const said = nameStems(v);
      for (const [owner, stem] of stems) if (said.includes(stem)) return { argument: name, role, owner };
    }
  }
  return undefined;
}
