/**
 * What a call costs against a token's ceilings: the resources a ceiling bounds (calls, amount,
 * bytes of arguments), a cost in them, what a reservation answers, and what a refused reservation
 * means for the call. The ledger (ledger.ts) keeps the totals.
 */

export type Resource = 'calls' | 'amount' | 'bytes';
export type Cost = Readonly<Record<Resource, number>>;

export type ReserveResult =
  | { readonly ok: true; readonly reservation: string | undefined }
  | { readonly ok: false; readonly resource: Resource; readonly tokenId: string; readonly limit: number; readonly remaining: number };

export const RESOURCES: readonly Resource[] = ['calls', 'amount', 'bytes'];

/**
 * Classes whose calls move no money, whatever numbers they carry: a record's new value (`"new_value":
 * "18240"` kg), a meeting's length, a message that quotes a price. Their amounts do not count against
 * an amount ceiling. Every other class with side effects does (payments, orders, third-party calls,
 * and classes a deployer defines).
 */
const MOVES_NO_MONEY: ReadonlySet<string> = new Set([
  'calendar-write',
  'file-modify',
  'message-send',
  'account-modify',
  'identity-admin',
  'code-execute',
]);

/** Whether amounts in calls of `actionClass` (with `sideEffect`) count against an amount ceiling. */
export function spends(actionClass: string, sideEffect: boolean): boolean {
  return sideEffect && !MOVES_NO_MONEY.has(actionClass);
}

/**
 * What a refused reservation means for the call: an amount over what is left can be revised down
 * (when something is left); an exhausted call or byte budget cannot.
 */
export function ceilingOutcome(resource: Resource, remaining: number): { readonly verdict: 'deny' | 'revise'; readonly code: `ceiling.${Resource}` } {
  return { verdict: resource === 'amount' && remaining > 0 ? 'revise' : 'deny', code: `ceiling.${resource}` };
}

/** The refusal of `cost` on one resource of link `jti`, or undefined when it fits (or the link sets no `limit`). */
export function overCeiling(
  jti: string,
  resource: Resource,
  limit: number | undefined,
  used: number,
  cost: number,
): Extract<ReserveResult, { ok: false }> | undefined {
  if (limit === undefined || !(used + cost > limit)) return undefined;
  return { ok: false, resource, tokenId: jti, limit, remaining: Math.max(0, limit - used) };
}

/** The smaller of `current` and what a link leaves of one resource, as a fraction of its `limit`. */
export function tightest(current: number | null, limit: number | undefined, spent: number | undefined): number | null {
  if (limit === undefined) return current;
  const left = limit === 0 ? 0 : Math.max(0, 1 - (spent ?? 0) / limit);
  return current === null ? left : Math.min(current, left);
}
