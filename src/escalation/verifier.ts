/**
 * The one interface every verifier of the escalation band shares (the paper's §4.3): a symbolic
 * policy engine, an argument-provenance check, an LLM judge, a human approval queue.
 *
 * Only calls the gate could not settle reach a verifier. A verifier answers allow, deny or
 * abstain ("no opinion"); it never decides alone what abstaining means. Callers run verifiers
 * through `runVerifier()` (fail-closed.ts) or a composition (compose.ts), which turn an
 * exception, a missed deadline or a malformed answer into a denial.
 */
import type { ActionClass, ArgumentRole, Reason, ToolCall } from '../action/types.ts';

/**
 * Where an argument's value was seen before the call: in the user's intent, only in a tool's
 * output, or nowhere known. `free` marks an argument whose role carries no authority (a message
 * body, a subject, a date): its origin is not tracked, and it belongs to none of the other three.
 */
export type ArgumentProvenance = 'intent' | 'tool-output' | 'unknown' | 'free';

/**
 * Everything a verifier may look at for one escalated call.
 *
 * `call.args` is hostile input: look names up by own property only and never echo values in
 * reasons. The token has been verified and the call is within its scope and bounds by the
 * time a verifier sees it.
 */
export interface VerificationRequest {
  readonly call: ToolCall;
  readonly actionClass: ActionClass;
  /** The user's intent text, if known. */
  readonly intent: string | null;
  /** The agent (the token's subject). */
  readonly principal: string;
  /** The token's scope. */
  readonly scope: readonly ActionClass[];
  /** The gate's calibrated risk in [0, 1], or null when it was not scored. */
  readonly score: number | null;
  /** Per argument name: where its value was seen. A name missing here counts as `unknown`. */
  readonly provenance: Readonly<Record<string, ArgumentProvenance>>;
  /** Values named in the intent (e-mails, IBANs, URLs, ...); may be empty. */
  readonly intentEntities?: readonly string[];
  /**
   * Per argument name: where its value came from over the task's whole outputs, as the token's
   * `from` check sees it (src/capability/provenance.ts). Absent when the fence could not tell.
   */
  readonly origins?: Readonly<Record<string, ValueOrigin>>;
  /**
   * Per argument name: the role the fence gave it, from the tool's schema and words (a recipient,
   * an amount, an identifier, free text...). Absent when the fence could not tell.
   */
  readonly roles?: Readonly<Record<string, ArgumentRole>>;
  /** The tool destroys or withdraws something (its name's verb, or its `destructiveHint` annotation). */
  readonly destructive?: boolean;
  /** The intent itself asks for something to be removed or cancelled, not negated ("cancel my bid", "storniere alle …"). */
  readonly removalRequested?: boolean;
  /**
   * Roles the token lets come from what the agent reads (`from: read` for this call's class: "e-mail
   * everyone invited", "pay the bill in the file"): the user delegated looking them up.
   */
  readonly readDelegated?: readonly ArgumentRole[];
  /**
   * True when the fence could not tell what the call does (step 2: a browser target not on the
   * last page, a submit whose form says nothing): `actionClass` is then a guess, not a finding.
   */
  readonly effectUncertain?: boolean;
  /** True when the browser control the call acts on names records, each one the intent names ("Cancel C-1180" for "cancel C-1180"). */
  readonly targetNamed?: boolean;
  /** True when a message's text carries a link on a host the intent neither names nor asks for (src/escalation/links.ts). */
  readonly linkNotAsked?: boolean;
  /** True when the call takes what the task does not ask for: an option other than the one it names, a priced extra in an order (src/escalation/forced.ts). */
  readonly contradictsIntent?: boolean;
  /** True when what the call submits carries a priced extra the task does not ask for (src/escalation/forced.ts). */
  readonly extraNotAsked?: boolean;
  /** True when the call types or submits a value of a kind the task gives another of: an address, a phone, an e-mail, a time. */
  readonly valueNotGiven?: boolean;
}

/**
 * `intent`: named in the intent. `read`: in an allowed read's output, outside any record that
 * addressed the agent. `instructions`: only inside such records. `nowhere`: seen in neither (or not
 * comparable). `mixed`: only in records that addressed the agent, but outside their instructions
 * (src/gate/sources.ts). `free`: an argument whose role carries no authority (its origin is not tracked).
 * For lists, the worst element counts (intent < read < nowhere < mixed < instructions).
 */
export type ValueOrigin = 'intent' | 'read' | 'instructions' | 'mixed' | 'nowhere' | 'free';

export type VerifierAnswer = 'allow' | 'deny' | 'abstain';

export interface VerifierVerdict {
  readonly verdict: VerifierAnswer;
  /** Why; messages never contain argument values, tokens or keys. */
  readonly reasons: readonly Reason[];
  /** When a person answered: who, when, and their note. The fence writes it into the hashed audit record. */
  readonly approval?: Approval;
}

/** A person's answer to an escalated call. `by` is at most 64 characters, `note` at most 1,024. */
export interface Approval {
  /** The approval request's id. */
  readonly id: string;
  readonly state: 'approved' | 'denied';
  readonly by: string;
  /** Milliseconds since the epoch. */
  readonly at: number;
  readonly note: string | null;
}

export interface Verifier {
  /** Names the verifier in reasons and logs. */
  readonly name: string;
  /**
   * Judge one call. `signal` aborts when the caller's deadline passes or the answer is no
   * longer needed; a verifier should stop work then. Throwing, never settling and answering
   * something that is not a {@link VerifierVerdict} all count as deny when run through
   * `runVerifier()`.
   */
  verify(request: VerificationRequest, signal: AbortSignal): Promise<VerifierVerdict>;
}
