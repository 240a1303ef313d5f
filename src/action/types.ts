/**
 * The vocabulary of one decision: what an agent proposes (a {@link ToolCall} of a {@link ToolSpec})
 * and what the fence answers (a {@link Decision}).
 */
import type { ReasonCode } from './reasons.ts';

export type { ReasonCode };

/** A JSON value as it arrives from an agent. Nothing about it is trusted. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A tool call the planner proposes. `args` is hostile input until validated. */
export interface ToolCall {
  /** The tool's name, looked up by own property only. */
  readonly tool: string;
  readonly args: Readonly<Record<string, unknown>>;
  /** The caller's id for this call (e.g. the model's tool-call id); echoed in the decision. */
  readonly id?: string;
}

/** MCP tool annotations (hints from the tool's author; not trusted to widen anything). */
export interface ToolAnnotations {
  readonly title?: string;
  readonly readOnlyHint?: boolean;
  readonly destructiveHint?: boolean;
  readonly idempotentHint?: boolean;
  readonly openWorldHint?: boolean;
}

/** The MCP tool shape. */
export interface ToolSpec {
  readonly name: string;
  readonly title?: string;
  readonly description?: string;
  readonly inputSchema?: { readonly type?: 'object'; readonly properties?: Record<string, unknown>; readonly required?: readonly string[] };
  readonly annotations?: ToolAnnotations;
}

/** Identifier of a vertex of the capability graph, e.g. `message-send`. */
export type ActionClass = string;

/** The semantic role an argument plays, which decides which constraint applies to it. */
export type ArgumentRole = 'recipient' | 'amount' | 'currency' | 'account' | 'path' | 'url' | 'identifier' | 'date' | 'text' | 'other';

export type Verdict = 'allow' | 'deny' | 'revise' | 'escalate';

/** The element of a page a browser call acts on, as the page the fence last saw shows it. */
export interface ResolvedTarget {
  /** The ref (`e12`) or bid (`42`) the call named, or the element found by its description. */
  readonly ref: string;
  readonly role: string;
  /** The element's accessible name on the page (page text: untrusted, shown for review). */
  readonly name: string;
  /** For a link: the absolute address a click loads. */
  readonly url?: string;
  /** The address of the page the element is on. */
  readonly pageUrl?: string;
  /** The name of the nearest named region, form, group, list item, row or article around it (the record it acts on, "RW-58213"). */
  readonly within?: string;
}

/**
 * What one call does (src/action/call.ts): for ordinary tools the tool's class; for generic tools
 * (browser actions, shell, SQL, raw HTTP) the class of this call, from its arguments and, for a
 * click or keystroke, the element it targets on the last page seen.
 */
export interface CallClass {
  readonly actionClass: ActionClass;
  /** Why, for reasons and review. Never contains argument values. */
  readonly evidence: readonly string[];
  readonly target?: ResolvedTarget;
  /**
   * Addresses the call loads or sends data to that are not among its arguments (the address a
   * link loads, the page a form sends typed values to). They are checked like `url` arguments.
   */
  readonly addresses?: readonly string[];
  /**
   * Amounts of money the call commits to that are not among its arguments (the price a clicked
   * control's label names). They are checked like `amount` arguments against the class's bounds.
   */
  readonly amounts?: readonly number[];
  /** Nothing says what the call does: the fence sends it to the verifier (never a silent allow). */
  readonly uncertain?: boolean;
  /** The page says the control takes something away though its name does not ("Yes, sunset it" in a dialog that says it is permanent). */
  readonly removes?: boolean;
  /** The agent's description of the element contradicts the page: the fence denies (`call.target-mismatch`). */
  readonly mismatch?: string;
  /**
   * Classed by its values, as a call of a tool whose words say nothing the fence reads (src/action/call.ts): where the token
   * grants the tool's own class instead, the intent asked for that tool, and the call is judged as that class.
   */
  readonly byValues?: boolean;
}

export interface Reason {
  readonly code: ReasonCode;
  /** Human-readable; never contains token strings, keys or argument values. */
  readonly message: string;
}

/**
 * The fence's answer to one proposed call. Only `verdict === 'allow'` lets the call run;
 * `escalate` is returned only when no verifier is configured and means "not allowed yet".
 */
export interface Decision {
  readonly verdict: Verdict;
  /** The gate's calibrated risk r_t in [0, 1], or null when the call was decided before scoring. */
  readonly score: number | null;
  readonly reasons: readonly Reason[];
  /** For `revise`: what the planner can change so the call would be admitted. */
  readonly hint?: string;
  /** Sequence number of this decision's audit record, or null if it could not be written. */
  readonly auditSeq: number | null;
  /** The leaf token's id, or null when no token could be read. */
  readonly tokenId: string | null;
  /** The action class the call was classified as, when known (for generic tools, this call's class). */
  readonly actionClass: ActionClass | null;
  /** For a browser call: the element it acts on, as the page showed it. */
  readonly target?: ResolvedTarget;
  /** Present on `allow` when the call reserved budget: pass it to `complete()` when the tool returns. */
  readonly reservation?: string;
  readonly callId?: string;
  /**
   * On `allow` of a call that destroys (a non-generic tool whose words or annotations say so): what it removes, as the
   * session remembers it (src/escalation/removals.ts). A task that asks to remove one thing removes one.
   */
  readonly removes?: string;
  /**
   * In shadow mode, what enforcement would have answered for a call that was let through anyway
   * (`verdict` is then `allow`). Absent when enforcement would have allowed the call too.
   */
  readonly shadow?: ShadowVerdict;
}

/** The verdict enforcement would have given a call that shadow mode let through. */
export interface ShadowVerdict {
  readonly verdict: Exclude<Verdict, 'allow'>;
  readonly reasons: readonly Reason[];
  readonly score: number | null;
  readonly hint?: string;
}
