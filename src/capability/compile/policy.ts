/**
 * The deployer's policy: the bounds every compiled capability stays within, whatever the intent
 * says. A policy file is YAML or JSON (see docs/compiler.md and policies/default.yaml):
 *
 * ```yaml
 * version: 1
 * trust:
 *   default: standard                 # level used when the caller names none
 *   levels:                           # the widest scope each trust level may ever receive
 *     low: [read-only-retrieval]
 *     standard: [read-only-retrieval, web-fetch, calendar-write, file-modify, message-send, order-manage, account-modify, payment-initiate]
 * baseline: [read-only-retrieval]     # granted to every intent (within the level's scope)
 * neverDelegate: [code-execute]       # never in any token, whatever the level or intent
 * alwaysEscalate: [identity-admin]    # granted classes the fence must send to a verifier
 * delegation:                         # intents that hand the agenda to content ("follow the file's instructions")
 *   scope: [read-only-retrieval, file-modify, message-send, payment-initiate]
 *   destinations: intent              # recipients/accounts/URLs must then be named in the intent ("intent") or may come from reads ("read")
 * approval:                          # what an intent may get only by asking for it explicitly, every call then escalated
 *   classes: [identity-admin]         # classes beyond the trust level (never beyond neverDelegate)
 *   amount: 20000                     # payments the intent names above ceilings.amount, up to this total
 * code:                               # bounds on code a token lets the agent run (when it grants code-execute)
 *   programs: [ls, cat, git, select]  # programs and SQL statement kinds allowed in every such token
 *   named: true                       # also those the intent itself names ("run `make test`", "drop the table")
 * ceilings: { calls: 64, amount: 5000, bytes: 1048576 }   # defaults; amounts named in the intent lower the amount ceiling
 * expiry: { ttlSeconds: 3600 }
 * intent: { maxChars: 4096 }          # longer intents compile to the narrowest token
 * ```
 *
 * Errors are {@link ConfigError}s (`ERR_POLICY_INVALID`) naming the file, the line and the field.
 */
import { z } from 'zod';
import type { ActionClass } from '../../action/types.ts';
import { CapabilityGraph } from '../graph.ts';
import { type ConfigDocument, fieldError, plainDocument, readConfigFile } from '../../util/config-file.ts';
import { CLASS } from '../../action/classes.ts';
import { UsageError } from '../../errors.ts';

export interface TrustLevel {
  /** The widest scope a token compiled at this level may hold. */
  readonly scope: readonly ActionClass[];
}

export interface DelegationBounds {
  /** The widest scope of an intent that delegates its agenda to content the agent will read. */
  readonly scope: readonly ActionClass[];
  /** Where destinations (recipients, accounts, URLs) of delegated actions may come from. */
  readonly destinations: 'intent' | 'read';
}

/** What an intent may receive only by asking for it explicitly; the token then escalates every such call. */
export interface ApprovalBounds {
  /** Classes beyond the trust level's scope (never a never-delegated one). */
  readonly classes: readonly ActionClass[];
  /** The largest total payment an intent may name above `ceilings.amount`. */
  readonly amount?: number;
}

/** Bounds on code a token lets the agent run (see src/capability/programs.ts for how a value is read). */
export interface CodeBounds {
  /** Programs (`ls`, `git`) and SQL statement kinds (`select`, `show`) every token that grants code-execute allows. */
  readonly programs: readonly string[];
  /** Also allow the programs and statements the intent itself names. */
  readonly named: boolean;
}

export interface PolicyCeilings {
  readonly calls?: number;
  readonly amount?: number;
  readonly bytes?: number;
}

/** Where a policy came from, for explanations: the file and the line of each top-level field. */
export interface PolicyOrigin {
  readonly source: string;
  readonly lines: Readonly<Record<string, number>>;
}

export interface DeployerPolicy {
  readonly version: 1;
  readonly defaultTrust: string;
  readonly trust: Readonly<Record<string, TrustLevel>>;
  readonly baseline: readonly ActionClass[];
  readonly neverDelegate: readonly ActionClass[];
  readonly alwaysEscalate: readonly ActionClass[];
  readonly delegation: DelegationBounds;
  readonly approval: ApprovalBounds;
  /** Undefined: code-execute, when granted, is bounded by nothing but escalation. */
  readonly code: CodeBounds | undefined;
  readonly ceilings: PolicyCeilings;
  readonly expiry: { readonly ttlSeconds: number };
  readonly maxIntentChars: number;
  readonly origin: PolicyOrigin;
}

const CLASS_ID = /^[a-z][a-z0-9-]{0,63}$/;
const LEVEL_ID = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
/** A program name as a command line starts it (`git`, `npm`, `pg_dump`, `./run.sh`), or a SQL keyword. */
const PROGRAM = /^[A-Za-z0-9_./+-]{1,64}(?: [A-Za-z0-9_./+-]{1,64})?$/;
const classList = z.array(z.string().regex(CLASS_ID, 'must be an action class id')).max(256);
const positiveInt = z.number().int().positive();

const FileSchema = z.strictObject({
  version: z.literal(1),
  trust: z.strictObject({
    default: z.string().regex(LEVEL_ID, 'must be a trust level name'),
    levels: z.record(z.string().regex(LEVEL_ID, 'must be a trust level name'), classList),
  }),
  baseline: classList.optional(),
  neverDelegate: classList.optional(),
  alwaysEscalate: classList.optional(),
  delegation: z.strictObject({ scope: classList, destinations: z.enum(['intent', 'read']).optional() }).optional(),
  approval: z.strictObject({ classes: classList.optional(), amount: z.number().positive().finite().optional() }).optional(),
  code: z
    .strictObject({
      programs: z.array(z.string().regex(PROGRAM, 'must be a program or SQL statement name')).max(1024),
      named: z.boolean().optional(),
    })
    .optional(),
  ceilings: z
    .strictObject({ calls: positiveInt.optional(), amount: z.number().positive().finite().optional(), bytes: positiveInt.optional() })
    .optional(),
  expiry: z.strictObject({ ttlSeconds: positiveInt.max(366 * 24 * 3600) }).optional(),
  intent: z.strictObject({ maxChars: positiveInt.max(16 * 1024) }).optional(),
});

type PolicyFile = z.infer<typeof FileSchema>;

/** Read a policy file (YAML or JSON). `graph` is the graph the classes must exist in (the built-in one by default). */
export function loadPolicy(path: string, graph: CapabilityGraph = CapabilityGraph.builtIn()): DeployerPolicy {
  return fromDocument(readConfigFile(path, 'policy file', 'ERR_POLICY_INVALID'), graph);
}

/** Validate an already-parsed policy value; `source` names it in errors (no line numbers are known). */
export function parsePolicy(input: unknown, source: string, graph: CapabilityGraph = CapabilityGraph.builtIn()): DeployerPolicy {
  return fromDocument(plainDocument(input, source), graph);
}

/** Validate a parsed document (with positions when it came from a file). */
export function fromDocument(doc: ConfigDocument, graph: CapabilityGraph): DeployerPolicy {
  const parsed = FileSchema.safeParse(doc.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = (issue?.path ?? []).filter((p): p is string | number => typeof p !== 'symbol');
    throw fieldError(doc, 'ERR_POLICY_INVALID', path, describeIssue(issue));
  }
  const file = parsed.data;
  const checkClasses = (list: readonly string[] | undefined, path: (string | number)[]): void => {
    list?.forEach((id, i) => {
      if (!graph.has(id)) throw fieldError(doc, 'ERR_POLICY_INVALID', [...path, i], 'names an action class the capability graph does not have');
    });
  };
  for (const [level, scope] of Object.entries(file.trust.levels)) checkClasses(scope, ['trust', 'levels', level]);
  checkClasses(file.baseline, ['baseline']);
  checkClasses(file.neverDelegate, ['neverDelegate']);
  checkClasses(file.alwaysEscalate, ['alwaysEscalate']);
  checkClasses(file.delegation?.scope, ['delegation', 'scope']);
  checkClasses(file.approval?.classes, ['approval', 'classes']);
  if (file.approval?.amount !== undefined && file.ceilings?.amount !== undefined && file.approval.amount < file.ceilings.amount)
    throw fieldError(doc, 'ERR_POLICY_INVALID', ['approval', 'amount'], 'must not be below ceilings.amount');
  if (!Object.prototype.hasOwnProperty.call(file.trust.levels, file.trust.default)) {
    throw fieldError(doc, 'ERR_POLICY_INVALID', ['trust', 'default'], 'names a trust level that "trust.levels" does not define');
  }
  return build(file, originOf(doc, file));
}

function build(file: PolicyFile, origin: PolicyOrigin): DeployerPolicy {
  const trust: Record<string, TrustLevel> = Object.create(null) as Record<string, TrustLevel>;
  for (const [level, scope] of Object.entries(file.trust.levels)) trust[level] = { scope: freeze(scope) };
  return Object.freeze({
    version: 1,
    defaultTrust: file.trust.default,
    trust: Object.freeze(trust),
    baseline: freeze(file.baseline ?? [CLASS.read]),
    neverDelegate: freeze(file.neverDelegate ?? []),
    alwaysEscalate: freeze(file.alwaysEscalate ?? []),
    delegation: Object.freeze({
      scope: freeze(file.delegation?.scope ?? [CLASS.read]),
      destinations: file.delegation?.destinations ?? 'intent',
    }),
    approval: Object.freeze({
      classes: freeze(file.approval?.classes ?? []),
      ...(file.approval?.amount === undefined ? {} : { amount: file.approval.amount }),
    }),
    code:
      file.code === undefined
        ? undefined
        : Object.freeze({ programs: freeze(file.code.programs.map((p) => p.toLowerCase())), named: file.code.named ?? false }),
    ceilings: Object.freeze({ ...file.ceilings }),
    expiry: Object.freeze({ ttlSeconds: file.expiry?.ttlSeconds ?? 3600 }),
    maxIntentChars: file.intent?.maxChars ?? 4096,
    origin,
  });
}

const freeze = <T>(list: readonly T[]): readonly T[] => Object.freeze([...list]);

function originOf(doc: ConfigDocument, file: PolicyFile): PolicyOrigin {
  const lines: Record<string, number> = Object.create(null) as Record<string, number>;
  const note = (key: string, path: (string | number)[]): void => {
    const line = doc.lineOf(path);
    if (line !== undefined) lines[key] = line;
  };
  for (const level of Object.keys(file.trust.levels)) note(`trust.levels.${level}`, ['trust', 'levels', level]);
  for (const key of ['baseline', 'neverDelegate', 'alwaysEscalate', 'delegation', 'approval', 'code', 'ceilings', 'expiry', 'intent'] as const)
    note(key, [key]);
  note('trust.default', ['trust', 'default']);
  return Object.freeze({ source: doc.source, lines: Object.freeze(lines) });
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (issue === undefined) return 'is invalid';
  switch (issue.code) {
    case 'unrecognized_keys':
      return `has unknown member(s) ${issue.keys.map((k) => `"${k.slice(0, 32)}"`).join(', ')}`;
    case 'invalid_type':
      return `must be ${issue.expected === 'object' ? 'a mapping' : issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return issue.message.startsWith('must') ? issue.message : 'has an invalid format';
    case 'too_small':
      return `is too small (minimum ${String(issue.minimum)})`;
    case 'too_big':
      return `is too large (maximum ${String(issue.maximum)})`;
    default:
      return 'is invalid';
  }
}

/** Where a policy field was written, for explanations: `file:line field` or `file field`. */
export function policyEvidence(policy: DeployerPolicy, field: string): string {
  const key = field.startsWith('trust.levels.') || field === 'trust.default' ? field : (field.split('.')[0] ?? field);
  const line = policy.origin.lines[key];
  return line === undefined ? `${policy.origin.source}: ${field}` : `${policy.origin.source}:${line}: ${field}`;
}

/** Thrown by {@link resolveTrust} when a caller names a level the policy does not define (misuse). */
export function resolveTrust(policy: DeployerPolicy, trust: string | undefined): string {
  const level = trust ?? policy.defaultTrust;
  if (!Object.prototype.hasOwnProperty.call(policy.trust, level))
    throw new UsageError('ERR_INVALID_ARGUMENT', 'trust must name a trust level of the policy');
  return level;
}

const STANDARD: readonly ActionClass[] = [
  CLASS.read,
  CLASS.webFetch,
  CLASS.calendarWrite,
  CLASS.fileModify,
  CLASS.messageSend,
  CLASS.orderManage,
  CLASS.accountModify,
  CLASS.paymentInitiate,
];

/**
 * The embedded default policy (the same as policies/default.yaml): three trust levels — `low`
 * (reads only), `standard` (everyday actions, no credential or membership changes, no third-party
 * side effects) and `high` (also identity-admin and external-api-call); code execution is never
 * delegated; identity-admin always escalates. An intent at a level without identity-admin or
 * external-api-call that asks for one explicitly in its own words ("give dana viewer on the
 * project", "lock the front door", "scale the web group to 6") gets it with every call escalated
 * to the verifier, never silently allowed and never silently refused; at most 64 calls, a total amount of 5000 (up to 20000 when the
 * intent names the larger amount, then escalated) and 1 MiB of arguments per token; one hour of
 * validity; intents over 4096 characters compile to the narrowest token.
 */
export const DEFAULT_POLICY: DeployerPolicy = build(
  {
    version: 1,
    trust: {
      default: 'standard',
      levels: { low: [CLASS.read], standard: [...STANDARD], high: [...STANDARD, CLASS.identityAdmin, CLASS.externalApiCall] },
    },
    baseline: [CLASS.read],
    neverDelegate: [CLASS.codeExecute],
    alwaysEscalate: [CLASS.identityAdmin],
    delegation: {
      scope: [...STANDARD],
      destinations: 'intent',
    },
    approval: { classes: [CLASS.identityAdmin, CLASS.externalApiCall], amount: 20000 },
    ceilings: { calls: 64, amount: 5000, bytes: 1024 * 1024 },
    expiry: { ttlSeconds: 3600 },
    intent: { maxChars: 4096 },
  },
  { source: 'default policy', lines: {} },
);

/** Throw unless `value` is a policy this module built (misuse guard for public entry points). */
export function assertPolicy(value: unknown): asserts value is DeployerPolicy {
  const p = value as Partial<DeployerPolicy> | null;
  if (typeof p !== 'object' || p === null || p.version !== 1 || typeof p.trust !== 'object' || !Array.isArray(p.neverDelegate)) {
    throw new UsageError('ERR_INVALID_ARGUMENT', 'policy must be a DeployerPolicy (use parsePolicy, loadPolicy or DEFAULT_POLICY)');
  }
}
