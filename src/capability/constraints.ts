/**
 * Step 4 of a decision: does the call respect the token's argument constraints? A recipient,
 * path or domain outside the token's bounds is a denial; a number outside its range is
 * inconsistent but not malicious, so it comes back as `revise` with a hint the planner can act on.
 */
import type { CatalogEntry } from '../action/catalog.ts';
import { argumentRole } from '../action/infer.ts';
import type { ArgumentRole, ReasonCode, ToolCall } from '../action/types.ts';
import { getOwn } from '../util/json.ts';
import { type CapabilityClaims, normaliseListed, type ValueConstraint } from './claims.ts';
import type { Cost } from './ledger.ts';
import { programsAllowed } from './programs.ts';
import { domainWithin, hostOf, numericValue, pathWithin } from './values.ts';

export interface Violation {
  readonly verdict: 'deny' | 'revise';
  readonly code: ReasonCode;
  /** Names the argument and the bound, never the argument's value. */
  readonly message: string;
  readonly hint?: string;
}

/** The role of argument `name` of this tool: from the catalog, else from its name. */
export function roleOf(entry: CatalogEntry, name: string): ArgumentRole {
  return entry.roles.get(name) ?? argumentRole(name, undefined);
}

/** The first violated constraint, or undefined when every constrained argument is within bounds. */
export function checkConstraints(call: ToolCall, entry: CatalogEntry, leaf: CapabilityClaims): Violation | undefined {
  const all = leaf.constraints;
  if (all === undefined) return undefined;
  const forClass = getOwn(all, entry.actionClass);
  const forAll = getOwn(all, '*');
  if (forClass === undefined && forAll === undefined) return undefined;
  for (const name of Object.keys(call.args)) {
    const role = roleOf(entry, name);
    const value = call.args[name];
    for (const bound of [forClass?.[role], forAll?.[role]]) {
      if (bound === undefined) continue;
      const violation = checkValue(name, role, value, bound, entry.actionClass);
      if (violation !== undefined) return violation;
    }
  }
  return undefined;
}

function checkValue(name: string, role: ArgumentRole, value: unknown, bound: ValueConstraint, cls: string): Violation | undefined {
  const values = Array.isArray(value) ? value : [value];
  for (const item of values) {
    if (bound.oneOf !== undefined) {
      const listed =
        typeof item === 'string' || typeof item === 'number' ? bound.oneOf.some((v) => normaliseListed(v) === normaliseListed(item)) : false;
      if (!listed)
        return {
          verdict: 'deny',
          code: 'constraint.value-not-allowed',
          message: `argument "${name}" (${role}) is not among the values this capability allows for ${cls}`,
        };
    }
    if (bound.max !== undefined || bound.min !== undefined) {
      const n = numericValue(item);
      if (n === undefined)
        return {
          verdict: 'deny',
          code: 'constraint.value-malformed',
          message: `argument "${name}" (${role}) must be a number under this capability`,
        };
      if (bound.max !== undefined && n > bound.max) {
        return {
          verdict: 'revise',
          code: 'constraint.amount-over-max',
          message: `argument "${name}" exceeds the maximum of ${bound.max} for ${cls}`,
          hint: `Use a value of "${name}" of at most ${bound.max}, or ask the user to authorize more.`,
        };
      }
      if (bound.min !== undefined && n < bound.min) {
        return {
          verdict: 'revise',
          code: 'constraint.amount-under-min',
          message: `argument "${name}" is below the minimum of ${bound.min} for ${cls}`,
          hint: `Use a value of "${name}" of at least ${bound.min}.`,
        };
      }
    }
    if (bound.prefixes !== undefined) {
      const prefixes = bound.prefixes;
      if (typeof item !== 'string' || !prefixes.some((p) => pathWithin(item, p)))
        return { verdict: 'deny', code: 'constraint.path-outside-prefix', message: `argument "${name}" is outside the paths this capability allows` };
    }
    if (bound.programs !== undefined && (typeof item !== 'string' || !programsAllowed(item, bound.programs)))
      return {
        verdict: 'deny',
        code: 'constraint.program-not-allowed',
        message: `argument "${name}" runs a program or statement this capability does not allow, or code it cannot read`,
      };
    if (bound.domains !== undefined) {
      const host = typeof item === 'string' ? hostOf(item) : undefined;
      const domains = bound.domains;
      if (host === undefined || !domains.some((d) => domainWithin(host, d)))
        return {
          verdict: 'deny',
          code: 'constraint.url-domain-not-allowed',
          message: `argument "${name}" is not on a domain this capability allows`,
        };
    }
  }
  return undefined;
}

/**
 * What one call costs against the ceilings: one call, the sum of its amount arguments (when the
 * chain has an amount ceiling and the class has side effects), and its argument bytes (when the
 * chain has a bytes ceiling). An amount that is not a number costs Infinity, so it cannot slip
 * under an amount ceiling.
 */
export function costOf(call: ToolCall, entry: CatalogEntry, chain: readonly CapabilityClaims[], sideEffect: boolean): Cost {
  let amount = 0;
  let bytes = 0;
  let amountLimited = false;
  let bytesLimited = false;
  for (const link of chain) {
    if (link.ceilings?.amount !== undefined) amountLimited = true;
    if (link.ceilings?.bytes !== undefined) bytesLimited = true;
  }
  if (amountLimited && sideEffect) {
    for (const name of Object.keys(call.args)) {
      if (roleOf(entry, name) !== 'amount') continue;
      const n = numericValue(call.args[name]);
      amount += n === undefined || n < 0 ? Infinity : n;
    }
  }
  if (bytesLimited) bytes = Buffer.byteLength(JSON.stringify(call.args));
  return { calls: 1, amount, bytes };
}
