/**
 * Every reason code a decision can carry, with what it means. Callers may `switch` on the codes;
 * they are stable. Each names its cause exactly: a code is never reused for a neighbouring cause.
 */

export const REASON_CODES = {
  'token.invalid': 'the token is malformed, forged, or signed by an unknown key',
  'token.expired': 'the token (or a link of its chain) has expired',
  'token.not-yet-valid': 'the token is not valid yet',
  'token.revoked': 'the token or one of its ancestors is revoked',
  'token.ended': 'an event the token (or a link of its chain) expires on was posted after it was issued',
  'token.widened': 'a link of the chain is wider than its parent',
  'call.malformed': 'the proposed call is not a well-formed, bounded call (including argument keys __proto__, constructor, prototype)',
  'tool.unknown': 'the tool is not in the catalog',
  'call.target-mismatch': "the agent's description of the element a browser call acts on contradicts the page the fence last saw",
  'call.effect-uncertain': 'nothing on the page or in the call says what the call does; it goes to the verifier (never a silent allow)',
  'call.after-denial':
    'a browser action that changes something, after the fence refused a change in this session and no page was loaded since: it may finish what was refused; it goes to the verifier',
  'call.removal-not-asked':
    'a browser control that takes something away ("Delete", "Remove"), on a task whose intent asks to remove nothing: it goes to the verifier',
  'call.removal-beyond-asked':
    'a call of a tool that destroys, on another record than the one an earlier allowed call of the task removed with it, where the intent asks to remove one thing (no word for all, both or a number, no plural, no second record id): it goes to the verifier, which does not vouch for it',
  'call.choice-not-asked':
    'a browser control that sets a state (a box, a switch, an option) and changes something, whose label shares nothing with the intent: it goes to the verifier',
  'call.record-not-asked':
    'a browser control that changes something and names a record number of the shape the intent names (an order, a booking), but not the one it names: it goes to the verifier',
  'call.extra-not-asked':
    'a browser control that places an order or pays, after an allowed click ticked a priced extra on the site whose label shares nothing with the intent: it goes to the verifier, which does not vouch for it',
  'call.option-not-asked':
    'a call that picks one of an argument\'s listed options while the intent names another of them and not this one ("refund it as store credit", then `bank_transfer`): it goes to the verifier, which does not vouch for it',
  'call.value-not-given':
    'a browser call types an e-mail address, phone number or IBAN of a kind the task gives, other than the one it gives; it goes to the verifier, which does not vouch for it',
  'call.recurring-not-asked':
    'a browser commit submits a choice that repeats (a subscription, an automatic renewal) while the intent asks for nothing recurring or declines it: it goes to the verifier, which does not vouch for it',
  'call.link-not-asked':
    'a message whose text carries a link on a host the intent neither names nor asks for (nor the token bounds a class to): it goes to the verifier',
  'scope.class-not-granted': "the call's action class is not in the token's scope",
  'scope.always-escalate': 'the token sends every call of this class to the verifier',
  'constraint.value-not-allowed': 'an argument value is not among those the token allows',
  'constraint.value-malformed': 'an argument under a numeric bound is not a number',
  'constraint.amount-over-max': "an amount exceeds the token's maximum",
  'constraint.amount-under-min': "an amount is below the token's minimum",
  'constraint.recurring-not-asked':
    'a control that spends charges by the period (a subscription), and the intent the token was compiled from asks for nothing recurring',
  'constraint.path-outside-prefix': 'a path lies outside the prefixes the token allows',
  'constraint.url-domain-not-allowed': 'a URL is on a host the token does not allow',
  'constraint.provenance':
    'a value the token requires to come from the intent or an allowed read came only from a tool output that addressed instructions to the agent (deny), cannot be compared (deny), or was not seen where required (escalate)',
  'constraint.kind-unknown':
    'in a class the token bounds, an argument nothing names holds a value whose kind cannot be told (an opaque word where the token bounds recipients, accounts or ids; a bare number where it bounds amounts): fail closed',
  'constraint.destination-unbound':
    'in a class the token bounds destinations for, an argument nothing names holds an address (URL, e-mail, phone, IBAN, account, crypto address) of a kind no constraint of the token admits',
  'constraint.program-not-allowed': "a command or SQL statement runs a program outside the token's allow-list, or cannot be read as one",
  'ceiling.calls': "the call would exceed the token's call ceiling",
  'ceiling.amount': "the call would exceed the token's amount ceiling",
  'ceiling.bytes': "the call would exceed the token's byte ceiling",
  'gate.allow': 'the risk score is at or below the allow threshold',
  'gate.deny': 'the risk score is at or above the deny threshold',
  'gate.escalate': 'the risk score lies in the escalation band',
  'gate.unavailable': 'the risk gate could not score the call',
  'verifier.allow': 'the verifier allowed the escalated call',
  'verifier.deny': 'the verifier denied the escalated call',
  'verifier.error': 'the verifier failed (fail closed)',
  'verifier.timeout': 'the verifier missed its deadline (fail closed)',
  'verifier.malformed': 'the verifier answered something that is not a verdict (fail closed)',
  'verifier.none': 'no verifier could judge the escalated call (fail closed)',
  'store.unavailable': 'the budget store could not be used (fail closed)',
  'audit.failed': 'the audit record could not be written (fail closed)',
  'mode.shadow': 'shadow mode let the call run; the recorded verdict is what enforcement would have answered',
} as const;

/** The reason a shadow-mode record carries beside the verdict enforcement would have given. */
export const SHADOW_REASON = 'mode.shadow';

export type ReasonCode = keyof typeof REASON_CODES;

/** True when `code` is one of {@link REASON_CODES} (own property only). */
export function isReasonCode(code: string): code is ReasonCode {
  return Object.prototype.hasOwnProperty.call(REASON_CODES, code);
}
