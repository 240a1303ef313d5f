/**
 * The zod schemas of the sidecar's requests and responses. Requests are validated with them;
 * the OpenAPI document is generated from them (openapi.ts); nothing is described twice.
 *
 * Envelopes are checked here (types, lengths of identifiers); the content of a proposed call is
 * left to the fence, which turns a hostile or malformed call into an audited denial instead of
 * a 400 that leaves no trace.
 */
import { z } from 'zod';
import { MAX_TOKEN_BYTES } from '../../capability/token.ts';
import { EVENT_NAME } from '../../capability/claims.ts';

const ROLES = ['recipient', 'amount', 'currency', 'account', 'path', 'url', 'identifier', 'date', 'text', 'other'] as const;
const MAX_INTENT = 16 * 1024;

export const Token = z.string().min(1).max(MAX_TOKEN_BYTES).describe('a CapFence capability token (compact JWS chain)');
const Name = z.string().min(1).max(256);
const ClassName = z.string().min(1).max(128).describe('an action class of the capability graph, e.g. message-send');
export const SessionName = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{1,128}$/)
  .describe('names a session of this API key: calls in one session share history and tool outputs (provenance)');

const ValueConstraint = z
  .object({
    oneOf: z
      .array(z.union([z.string().max(4096), z.number()]))
      .max(1024)
      .optional(),
    max: z.number().optional(),
    min: z.number().optional(),
    prefixes: z.array(z.string().max(4096)).max(1024).optional(),
    domains: z.array(z.string().max(253)).max(1024).optional(),
  })
  .strict();
const Constraints = z
  .record(ClassName.or(z.literal('*')), z.partialRecord(z.enum(ROLES), ValueConstraint))
  .describe('argument constraints per action class (`*`: every class), per argument role');
const Ceilings = z
  .object({
    calls: z.number().int().nonnegative().optional(),
    amount: z.number().nonnegative().optional(),
    bytes: z.number().int().nonnegative().optional(),
  })
  .strict()
  .describe('resource ceilings, counted across the delegation chain');
const PublicJwk = z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string().max(64), kid: z.string().max(128).optional() }).strict();
const TtlSeconds = z
  .number()
  .int()
  .positive()
  .max(30 * 86_400);

// ---- tokens

const EventName = z.string().regex(EVENT_NAME, 'an event name: letters, digits and . _ : @ / -, at most 128');

export const MintRequest = z
  .object({
    subject: Name.describe('the agent that will hold the token'),
    scope: z.array(ClassName).min(1).max(64),
    constraints: Constraints.optional(),
    ceilings: Ceilings.optional(),
    intent: z.string().max(MAX_INTENT).optional(),
    ttlSeconds: TtlSeconds.optional(),
    delegateTo: PublicJwk.optional().describe("the holder's public key: it may attenuate the token offline"),
    expiresOn: z.array(EventName).min(1).max(32).optional().describe('named events that end the token when posted (POST /v1/events)'),
  })
  .strict();

export const CompileRequest = z
  .object({
    intent: z.string().min(1).max(MAX_INTENT).describe("the user's task in their own words"),
    subject: Name,
    trust: z.string().max(64).optional().describe('a trust level the deployer policy defines (default: its default)'),
  })
  .strict();

export const AttenuateRequest = z
  .object({
    token: Token,
    subject: Name,
    scope: z.array(ClassName).min(1).max(64).optional(),
    constraints: Constraints.optional(),
    ceilings: Ceilings.optional(),
    ttlSeconds: TtlSeconds.optional(),
    delegateTo: PublicJwk.optional(),
  })
  .strict();

export const TokenResponse = z.object({ token: Token, tokenId: z.string(), expiresAt: z.string().describe('ISO 8601') });

const Explanation = z.object({ claim: z.string(), source: z.string(), evidence: z.string() });
export const CompileResponse = z.object({
  token: Token,
  tokenId: z.string(),
  expiresAt: z.string().describe('ISO 8601'),
  claims: z.object({
    scope: z.array(z.string()),
    constraints: z.unknown().optional(),
    ceilings: z.unknown().optional(),
    ttlSeconds: z.number().optional(),
    intent: z.string().optional(),
    escalate: z.array(z.string()).optional(),
  }),
  explanations: z.array(Explanation).describe('why each claim is there: the intent, the policy, or a default'),
  escalate: z.array(z.string()).describe('granted classes the policy sends to a verifier on every call'),
});

export const RevokeRequest = z
  .object({
    tokenId: z.string().min(1).max(256).optional().describe('the jti to revoke'),
    token: Token.optional().describe('or the token whose leaf link to revoke'),
    reason: z.string().max(256).optional(),
  })
  .strict()
  .refine((body) => (body.tokenId === undefined) !== (body.token === undefined), { message: 'give exactly one of tokenId and token' });
export const RevokeResponse = z.object({ revoked: z.string() });
export const EventRequest = z.object({ name: EventName.describe('e.g. password-changed, task-ended:42') }).strict();
export const EventResponse = z.object({ posted: z.string() });
export const RevocationList = z.object({ revocations: z.array(z.object({ jti: z.string(), time: z.number(), reason: z.string().nullable() })) });

// ---- decisions

export const ToolCall = z
  .object({
    tool: z.string().describe('the tool name; unknown names are denied (tool.unknown)'),
    args: z.record(z.string(), z.unknown()).optional().describe('the arguments: hostile input, bounded and checked by the fence'),
    id: z.string().optional().describe("the caller's id for this call, echoed as callId"),
  })
  .describe('a proposed tool call; a malformed one is an audited denial (call.malformed), not a 400');

export const AuthorizeRequest = z
  .object({
    token: Token,
    call: ToolCall,
    session: SessionName.optional(),
    intent: z.string().max(MAX_INTENT).optional().describe("the user's intent (default: the token's); fixed at a session's first call"),
    uncertainty: z.number().min(0).max(1).optional().describe("the planner's own uncertainty, when it reports one"),
    escalation: z
      .enum(['verify', 'return'])
      .default('verify')
      .describe('`verify`: escalated calls go to the configured verifier; `return`: come back as `escalate`'),
  })
  .strict();

export const Reason = z.object({ code: z.string().describe('a stable reason code, e.g. constraint.value-not-allowed'), message: z.string() });

export const Decision = z.object({
  verdict: z.enum(['allow', 'deny', 'revise', 'escalate']).describe('only allow lets the call run'),
  score: z.number().nullable(),
  reasons: z.array(Reason),
  hint: z.string().optional().describe('for revise: what to change'),
  auditSeq: z.number().int().nullable(),
  tokenId: z.string().nullable(),
  actionClass: z.string().nullable(),
  callId: z.string().optional(),
  outcome: z
    .string()
    .optional()
    .describe('present when the sidecar expects an outcome report (budget to settle, or a session to remember the output)'),
  shadow: z
    .object({
      verdict: z.enum(['deny', 'revise', 'escalate']),
      reasons: z.array(Reason),
      score: z.number().nullable(),
      hint: z.string().optional(),
    })
    .optional()
    .describe('shadow mode: what enforcement would have answered for a call that was allowed to run anyway'),
});

export const OutcomeRequest = z
  .object({
    outcome: z
      .string()
      .min(1)
      .max(64)
      .describe(
        'the `outcome` handle of an allow decision (on a shared PostgreSQL state, any replica settles its budget; a session output is kept by the replica that decided)',
      ),
    ok: z
      .boolean()
      .describe(
        'true: the tool ran (budget committed); false: it failed or did not run (budget released, but only for a key with the settle right: for others the budget stays spent)',
      ),
    output: z.unknown().optional().describe("the tool's output, remembered by the session for later provenance checks (untrusted)"),
    actual: z
      .object({ calls: z.number().nonnegative().optional(), amount: z.number().nonnegative().optional(), bytes: z.number().nonnegative().optional() })
      .strict()
      .optional(),
  })
  .strict();
export const OutcomeResponse = z.object({ settled: z.enum(['committed', 'released', 'recorded']) });

export const SessionParams = z.object({ name: SessionName });
export const SessionDeleted = z.object({ deleted: z.boolean() });

// ---- audit

export const AuditQuery = z.object({
  from: z.coerce.number().int().positive().optional().describe('first sequence number (default: the first)'),
  limit: z.coerce.number().int().positive().max(1000).default(100),
});
export const AuditRecord = z.object({
  seq: z.number().int(),
  time: z.number(),
  tokenId: z.string().nullable(),
  tokenDigest: z.string().nullable(),
  call: z.object({ tool: z.string(), args: z.unknown(), id: z.string().optional() }),
  actionClass: z.string().nullable(),
  verdict: z.enum(['allow', 'deny', 'revise', 'escalate']),
  score: z.number().nullable(),
  reasons: z.array(z.string()),
  approval: z
    .object({ id: z.string(), state: z.enum(['approved', 'denied']), by: z.string(), at: z.number(), note: z.string().nullable() })
    .optional()
    .describe('who answered the escalation, when, and their note (part of the hashed record)'),
  encoding: z.number().int().describe('the record encoding its hash was made with'),
  prevHash: z.string(),
  hash: z.string(),
});
export const AuditPage = z.object({
  records: z.array(AuditRecord),
  head: z.object({ seq: z.number().int(), hash: z.string() }).nullable(),
  next: z.number().int().nullable(),
});
export const AuditVerifyResponse = z.object({
  ok: z.boolean(),
  count: z.number().int(),
  head: z.string().optional(),
  firstBadSeq: z.number().int().optional(),
  problem: z.string().optional(),
  message: z.string().optional(),
});

// ---- approvals

export const ApprovalQuery = z.object({
  state: z.enum(['pending', 'approved', 'denied', 'expired', 'all']).default('pending'),
  limit: z.coerce.number().int().positive().max(1000).default(100),
});
export const ApprovalParams = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });
export const ApprovalDecisionRequest = z
  .object({
    by: z
      .string()
      .regex(/^[A-Za-z0-9._@ -]{1,64}$/)
      .optional()
      .describe('who decided (default: the API key id)'),
    note: z.string().max(1024).optional(),
  })
  .strict();
export const Approval = z.object({
  id: z.string(),
  state: z.enum(['pending', 'approved', 'denied', 'expired']),
  created: z.number(),
  deadline: z.number(),
  principal: z.string(),
  tool: z.string(),
  actionClass: z.string(),
  intent: z.string().nullable(),
  args: z.unknown(),
  provenance: z.record(z.string(), z.string()),
  scope: z.array(z.string()),
  score: z.number().nullable(),
  decidedAt: z.number().nullable(),
  decidedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export const ApprovalList = z.object({ approvals: z.array(Approval) });

// ---- system

export const Health = z.object({
  status: z.enum(['ok', 'unavailable']).describe('unavailable (HTTP 503): the store cannot be used, and every decision is a denial'),
  gate: z.string(),
  auditSeq: z.number().int().nullable(),
  store: z.string().describe('the state engine: memory, sqlite or postgres'),
  problem: z.string().optional(),
});

/** Request-side schemas named in the OpenAPI document's components, by component name. */
export const NAMED_INPUTS: Readonly<Record<string, z.ZodType>> = { ToolCall, ApprovalDecision: ApprovalDecisionRequest };
/** Answer-side schemas named in the OpenAPI document's components. */
export const NAMED_OUTPUTS: Readonly<Record<string, z.ZodType>> = { Reason, Decision, AuditRecord, Approval, TokenResponse };
