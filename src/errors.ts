/**
 * One error base with a stable string `code` that callers can `switch` on.
 *
 * Families are kept apart by who handles them:
 * - {@link TokenError}: a capability token failed verification (forged, widened, expired, revoked).
 * - {@link InputError}: something the agent or a caller handed us is malformed (call, arguments, JSON).
 * - {@link ConfigError}: a file the deployer wrote is malformed (graph, policy, key file, model).
 * - {@link AuditError}: the audit store is unreadable or its chain does not verify.
 * - {@link LedgerError}: the budget store is unreadable.
 * - {@link StoreError}: the shared state (revocations, sessions, a database server) cannot be used,
 *   is held by another writer, or has a schema this version does not know.
 * - {@link ApprovalError}: a person tried to decide an approval that cannot be decided.
 * - {@link DownstreamError}: a tool server behind the gateway cannot be reached.
 * - {@link UsageError}: the API was called wrongly (an argument of the wrong type, a number out of
 *   range, a method called in the wrong state). Where Node or noble-hashes would throw a
 *   `TypeError` or `RangeError`, CapFence throws this, so that every error it throws is a
 *   {@link CapFenceError} a caller can `switch` on; the message names the argument.
 *
 * A *denial* is never an exception: `authorize()` returns a `Decision`. Exceptions are for broken
 * inputs and bugs. Messages never contain tokens, keys, salts or argument values.
 */

export type CapFenceErrorCode =
  // token verification
  | 'ERR_TOKEN_MALFORMED'
  | 'ERR_TOKEN_SIGNATURE'
  | 'ERR_TOKEN_UNKNOWN_KEY'
  | 'ERR_TOKEN_EXPIRED'
  | 'ERR_TOKEN_NOT_YET_VALID'
  | 'ERR_TOKEN_REVOKED'
  | 'ERR_TOKEN_WIDENED'
  | 'ERR_TOKEN_CHAIN'
  | 'ERR_TOKEN_TOO_LARGE'
  // input from agents / callers
  | 'ERR_CALL_MALFORMED'
  | 'ERR_ARGS_TOO_LARGE'
  | 'ERR_ARGS_NOT_JSON'
  // deployer configuration
  | 'ERR_GRAPH_CYCLE'
  | 'ERR_GRAPH_UNKNOWN_CLASS'
  | 'ERR_CONFIG_INVALID'
  | 'ERR_KEY_INVALID'
  | 'ERR_MODEL_INVALID'
  | 'ERR_POLICY_INVALID'
  // stores
  | 'ERR_AUDIT_CORRUPT'
  | 'ERR_AUDIT_STORE'
  | 'ERR_AUDIT_CHECKPOINT'
  | 'ERR_LEDGER_STORE'
  | 'ERR_RESERVATION_UNKNOWN'
  | 'ERR_STORE_UNAVAILABLE'
  | 'ERR_STORE_LOCKED'
  | 'ERR_STORE_SCHEMA'
  // human approvals
  | 'ERR_APPROVAL_UNKNOWN'
  | 'ERR_APPROVAL_SETTLED'
  | 'ERR_APPROVAL_EXPIRED'
  // tool servers behind the gateway
  | 'ERR_DOWNSTREAM_UNAVAILABLE'
  // misuse of the API
  | 'ERR_INVALID_ARGUMENT'
  | 'ERR_OUT_OF_RANGE'
  | 'ERR_INVALID_STATE';

export class CapFenceError extends Error {
  readonly code: CapFenceErrorCode;

  constructor(code: CapFenceErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.name = new.target.name;
  }
}

/** A capability token (or one link of its chain) failed verification. */
export class TokenError extends CapFenceError {}

/** A proposed call or its arguments are malformed. */
export class InputError extends CapFenceError {}

/** A deployer-supplied file or option is malformed. `source` names the file (and position) when known. */
export class ConfigError extends CapFenceError {
  readonly source: string | undefined;

  constructor(code: CapFenceErrorCode, message: string, source?: string, options?: { cause?: unknown }) {
    super(code, source === undefined ? message : `${source}: ${message}`, options);
    this.source = source;
  }
}

/** The audit store is unreadable, or its chain does not verify. */
export class AuditError extends CapFenceError {
  /** The first sequence number found bad, when the error is about a record. */
  readonly seq: number | undefined;

  constructor(code: CapFenceErrorCode, message: string, seq?: number, options?: { cause?: unknown }) {
    super(code, message, options);
    this.seq = seq;
  }
}

/** The budget ledger is unreadable or was asked about an unknown reservation. */
export class LedgerError extends CapFenceError {}

export type StoreErrorCode = Extract<CapFenceErrorCode, `ERR_STORE_${string}`>;

/**
 * The fence's state cannot be used: `ERR_STORE_UNAVAILABLE` (a file or a database server cannot be
 * read or written now; decisions fail closed until it can), `ERR_STORE_LOCKED` (another process
 * holds the state in a mode that excludes this one), `ERR_STORE_SCHEMA` (the state was written by
 * a version this one cannot read).
 */
export class StoreError extends CapFenceError {
  declare readonly code: StoreErrorCode;

  constructor(code: StoreErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
  }
}

export type ApprovalErrorCode = Extract<CapFenceErrorCode, `ERR_APPROVAL_${string}`>;

/** A person (or a program on their behalf) tried to decide an approval that cannot be decided. */
export class ApprovalError extends CapFenceError {
  declare readonly code: ApprovalErrorCode;

  constructor(code: ApprovalErrorCode, message: string) {
    super(code, message);
  }
}

/** A tool server behind the gateway is not connected (it failed to start, or went away). */
export class DownstreamError extends CapFenceError {
  /** The downstream server's configured name. */
  readonly server: string;

  constructor(server: string, options?: { cause?: unknown }) {
    super('ERR_DOWNSTREAM_UNAVAILABLE', `downstream server "${server}" is not connected`, options);
    this.server = server;
  }
}

export type UsageErrorCode = 'ERR_INVALID_ARGUMENT' | 'ERR_OUT_OF_RANGE' | 'ERR_INVALID_STATE';

/**
 * The API was called wrongly. `ERR_INVALID_ARGUMENT`: an argument of the wrong type or shape;
 * `ERR_OUT_OF_RANGE`: a number or size outside its documented range; `ERR_INVALID_STATE`: a
 * method called when the object cannot serve it (closed, not started). A bug in the caller, not
 * bad input from an agent: agents' input is a denial, never an exception.
 */
export class UsageError extends CapFenceError {
  declare readonly code: UsageErrorCode;

  constructor(code: UsageErrorCode, message: string) {
    super(code, message);
  }
}

/** Describe an unknown thrown value without echoing secrets: only its class and code, never its message text from user input. */
export function describeError(error: unknown): string {
  // Total: a Proxy, a throwing getter or an odd `name` must not turn a failure report into a throw.
  try {
    if (error instanceof CapFenceError) return `${error.code}: ${error.message}`.slice(0, 512);
    if (error instanceof Error) {
      const name: unknown = error.name;
      if (name === 'AbortError') return 'aborted';
      return typeof name === 'string' && /^[A-Za-z0-9_$.-]{1,64}$/.test(name) ? name : 'Error';
    }
    return 'non-error thrown';
  } catch {
    return 'unreadable error thrown';
  }
}
