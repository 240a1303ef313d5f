/**
 * The constraints a token puts on one action class (its own and those for `*`), by argument role,
 * as step 4 reads them (src/capability/constraints.ts).
 */
import type { ArgumentRole } from '../action/types.ts';
import type { RoleConstraints, ValueConstraint } from './claims.ts';

/**
 * The {@link Bounds} of a class's constraints, made once per pair of constraint objects. They are
 * a verified token's claims, which nothing changes once verified (the fence keeps other per-token
 * readings too: the scope after implication).
 */
const BOUNDS = new WeakMap<RoleConstraints, Bounds>();

export function boundsOf(forClass: RoleConstraints | undefined, forAll: RoleConstraints | undefined): Bounds {
  const key = forClass ?? forAll;
  if (key === undefined) return new Bounds(forClass, forAll);
  const held = BOUNDS.get(key);
  if (held !== undefined && held.forClass === forClass && held.forAll === forAll) return held;
  const made = new Bounds(forClass, forAll);
  BOUNDS.set(key, made);
  return made;
}

const NO_BOUNDS: readonly ValueConstraint[] = Object.freeze([]);

/** The constraints of one class (its own and `*`), by role. */
export class Bounds {
  readonly #lists: readonly (RoleConstraints | undefined)[];
  /** `of(role)` by role, read once. */
  readonly #byRole = new Map<ArgumentRole, readonly ValueConstraint[]>();
  /** The class bounds destinations (who or where) by value. */
  readonly addresses: boolean;
  readonly destinations: boolean;
  readonly amounts: boolean;
  readonly identifiers: boolean;

  constructor(
    readonly forClass: RoleConstraints | undefined,
    readonly forAll: RoleConstraints | undefined,
  ) {
    this.#lists = [forClass, forAll];
    this.addresses = this.restricts('recipient') || this.restricts('account');
    this.destinations = this.addresses || this.restricts('url');
    this.amounts = this.restricts('amount');
    this.identifiers = this.restricts('identifier');
  }

  /** The constraints on `role`, the class's own first (a shared list: not to be changed). */
  of(role: ArgumentRole): readonly ValueConstraint[] {
    let out = this.#byRole.get(role);
    if (out === undefined) {
      const found: ValueConstraint[] = [];
      for (const list of this.#lists) {
        const bound = list?.[role];
        if (bound !== undefined) found.push(bound);
      }
      out = found.length === 0 ? NO_BOUNDS : found;
      // Roles are a closed set (the catalog checks a manifest's): at most ten lists per pair.
      this.#byRole.set(role, out);
    }
    return out;
  }

  /** Some constraint on `role` limits values (not only where they may come from). */
  restricts(role: ArgumentRole): boolean {
    for (const list of this.#lists) {
      const b = list?.[role];
      if (b !== undefined && (b.oneOf ?? b.max ?? b.min ?? b.prefixes ?? b.domains ?? b.programs) !== undefined) return true;
    }
    return false;
  }
}
