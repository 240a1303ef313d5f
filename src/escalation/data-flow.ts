/**
 * The data-flow verifier: the argument-provenance check of the escalation band, on the same facts
 * the token's `from` requirements are enforced with (where each value was seen over the task's
 * whole outputs; src/gate/sources.ts).
 *
 * - any sensitive value seen only inside records that addressed the agent → deny;
 * - every sensitive value named in the intent or read from an allowed read's data, in a call that
 *   destroys nothing (an id's origin says nothing about whether the user wanted it gone) or whose
 *   removal the intent asks for (not negated) → allow. A
 *   "mixed" value (the record's own data beside an injected field: the id of the event, the
 *   amount of the transaction) counts as read for details (amounts, ids, paths, dates), never for
 *   destinations (recipients, accounts, links), which an attacker can plant beside the cue;
 * - anything else (a value seen nowhere, a mixed destination, a destructive call or one whose
 *   effect the fence could not tell, a call without sensitive values, no facts) → abstain, for the next verifier (Cedar, an LLM judge, a person).
 *
 * It vouches only for where values came from. Placed first in a `firstDecisive` chain its allow
 * is final, so a deployer's Cedar forbid on an action whose values are all traced does not run:
 * compose it first only where its allow should stand (`firstDecisive([dataFlowVerifier(), cedar])`,
 * as the evaluation does), or after the policies that must always be consulted.
 * Reads argument names by own property only; messages never contain values.
 */
import { DESTINATION_ROLES } from '../action/roles.ts';
import type { ArgumentRole } from '../action/types.ts';
import type { VerificationRequest, Verifier, VerifierVerdict } from './verifier.ts';

/** A mixed destination (or an argument whose role the verifier was not told) is never vouched for. */
const isDestination = (role: ArgumentRole | undefined): boolean => role === undefined || DESTINATION_ROLES.has(role);
export function dataFlowVerifier(options: { readonly name?: string } = {}): Verifier {
  const name = options.name ?? 'data flow';
  const answer = (verdict: VerifierVerdict['verdict'], message: string): VerifierVerdict => ({
    verdict,
    reasons: [
      { code: verdict === 'allow' ? 'verifier.allow' : verdict === 'deny' ? 'verifier.deny' : 'verifier.none', message: `${name}: ${message}` },
    ],
  });
  return Object.freeze({
    name,
    verify(request: VerificationRequest): Promise<VerifierVerdict> {
      const origins = request.origins;
      const args = request.call?.args;
      if (typeof origins !== 'object' || origins === null || typeof args !== 'object' || args === null)
        return Promise.resolve(answer('abstain', 'no provenance facts'));
      const roles = typeof request.roles === 'object' && request.roles !== null ? request.roles : undefined;
      let tracked = 0;
      let untraced: string | undefined;
      // The call's arguments, and the values traced inside a per-call tool's payload (`body.deliver_to`).
      const traced = new Set([...Object.keys(args), ...Object.keys(origins)]);
      for (const arg of traced) {
        const origin = Object.prototype.hasOwnProperty.call(origins, arg) ? origins[arg] : undefined;
        if (origin === 'free') continue;
        if (origin === 'instructions')
          return Promise.resolve(answer('deny', `argument "${arg.slice(0, 64)}" came only from text that addressed the agent`));
        tracked++;
        if (origin === 'intent' || origin === 'read') continue;
        const role = roles !== undefined && Object.prototype.hasOwnProperty.call(roles, arg) ? roles[arg] : undefined;
        // A payload value's role is not in the request: beside instructions it counts as a destination.
        const nested = role === undefined && (arg.includes('.') || arg.includes('['));
        if (origin === 'mixed' && !nested && !isDestination(role)) continue;
        untraced ??=
          origin === 'mixed'
            ? `destination "${arg.slice(0, 64)}" was seen only beside instructions`
            : origin === undefined
              ? `where argument "${arg.slice(0, 64)}" came from cannot be told`
              : `argument "${arg.slice(0, 64)}" was seen nowhere it could come from`;
      }
      if (untraced !== undefined) return Promise.resolve(answer('abstain', untraced));
      // The record a browser control names is the value it acts on: one the intent names is traced to it.
      if (request.targetNamed === true) tracked++;
      // Where an id came from says nothing about whether the user wanted the thing destroyed — unless the user asked for a
      // removal in the intent, and every id of the call is one the intent names or an allowed read listed.
      if (request.destructive === true && request.removalRequested !== true)
        return Promise.resolve(answer('abstain', 'the call destroys something: where its values came from cannot vouch for it'));
      // Nor, when the fence could not tell what the call does, for what it does.
      if (request.effectUncertain === true) return Promise.resolve(answer('abstain', "the call's effect could not be told"));
      // Nor for a link in a message's words that the user did not give: where it was read says nothing about whether to send it.
      if (request.linkNotAsked === true) return Promise.resolve(answer('abstain', 'the message carries a link the user did not give'));
      // Nor for an option, an extra or a value the task does not ask for: where the values came from says nothing of it.
      if (request.contradictsIntent === true)
        return Promise.resolve(answer('abstain', 'the call takes an option, an extra or a value the task does not ask for'));
      if (tracked > 0) return Promise.resolve(answer('allow', 'every sensitive value came from the intent or an allowed read'));
      return Promise.resolve(answer('abstain', 'no sensitive values to trace'));
    },
  });
}
