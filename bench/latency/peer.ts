/**
 * Peer harness for the latency benchmark: Microsoft's Agent Governance SDK
 * (`@microsoft/agent-governance-sdk`), driven through `AgentMeshClient.executeWithGovernance`.
 *
 * What one decide() does inside the SDK (dist/client.js, `executeWithGovernance`):
 *   lifecycle check -> execution-ring check (RingEnforcer) -> legacy flat-rule policy evaluation
 *   (`PolicyEngine.evaluate`, dist/policy.js) -> trust score read -> hash-chained audit append
 *   (`AuditLogger.log`, dist/audit.js: one SHA-256 over JSON per entry) -> trust success/failure update.
 * The SDK decides only; it does not take a tool function, so there is no governed no-op to run.
 *
 * Policy equivalence (see {@link peerPolicyRules}):
 *   - read tools            -> one `{ action: <tool>, effect: 'allow' }` rule per tool name;
 *   - send_email allow-list -> one `{ action: 'send_email', effect: 'allow', conditions: { to: <addr> } }`
 *                              rule per recipient (legacy conditions are strict top-level equality);
 *   - payment amount max    -> NOT expressible: `executeWithGovernance` only runs the legacy evaluator,
 *                              whose conditions are `params[key] === expected`. String expressions such as
 *                              `amount <= 500` exist only in the rich `evaluatePolicy()` path, which
 *                              `executeWithGovernance` never calls. We approximate by computing one boolean
 *                              in the harness (`typeof amount === 'number' && 0 <= amount <= max`) and passing
 *                              it as a reserved param the rule tests for `=== true`; any caller-supplied value
 *                              under that key is overwritten;
 *   - unknown tools         -> the engine's built-in default (`evaluate()` returns 'deny' when no rule matches).
 * A `'review'` decision (not produced by these rules) counts as not allowed.
 */
import { createRequire } from 'node:module';
import { AgentMeshClient } from '@microsoft/agent-governance-sdk';
import type { GovernanceResult, PolicyRule } from '@microsoft/agent-governance-sdk';
import { DEFAULT_PEER_POLICY, type PeerCall, type PeerHarness, type PeerPolicy } from './policy.ts';

export { DEFAULT_PEER_POLICY, type PeerCall, type PeerHarness, type PeerPolicy } from './policy.ts';

export interface PeerOptions {
  readonly policy?: PeerPolicy;
  /**
   * In-memory audit capacity (the SDK's only audit setting, `AuditConfig.maxEntries`, default 10 000).
   * Default here: unbounded, so every decision of a run stays in the chain (our audit keeps every
   * decision) and the SDK never hits its eviction path (`entries.slice(overflow)`, an O(maxEntries)
   * copy on every append once full). Pass 10_000 to measure the SDK's out-of-the-box setting.
   */
  readonly auditMaxEntries?: number;
  /** When true, close() re-verifies the whole audit hash chain and throws if it is broken. */
  readonly verifyAuditOnClose?: boolean;
}

export interface SdkPeerHarness extends PeerHarness {
  readonly client: AgentMeshClient;
  /** Runs the SDK's own chain check (`AuditLogger.verify()`). */
  verifyAudit(): boolean;
  /** Number of entries currently held by the SDK's audit log. */
  auditLength(): number;
}

/** Param key carrying the harness-computed payment bound check (see module comment). */
export const AMOUNT_WITHIN_MAX_KEY = '__capfence_bench_amount_within_max';

/** The SDK rules equivalent to {@link PeerPolicy}. First match wins; no match is 'deny'. */
export function peerPolicyRules(policy: PeerPolicy): PolicyRule[] {
  const rules: PolicyRule[] = [];
  for (const tool of policy.readTools) rules.push({ action: tool, effect: 'allow' });
  for (const to of policy.allowedRecipients) {
    rules.push({ action: policy.emailTool, effect: 'allow', conditions: { [policy.recipientArg]: to } });
  }
  rules.push({ action: policy.paymentTool, effect: 'allow', conditions: { [AMOUNT_WITHIN_MAX_KEY]: true } });
  return rules;
}

function sdkVersion(): string {
  const require = createRequire(import.meta.url);
  const pkg = require('@microsoft/agent-governance-sdk/package.json') as { version?: unknown };
  return typeof pkg.version === 'string' ? pkg.version : 'unknown';
}

export async function createPeer(options: PeerOptions = {}): Promise<SdkPeerHarness> {
  const policy = options.policy ?? DEFAULT_PEER_POLICY;
  const maxAmount = policy.maxAmount;
  const paymentTool = policy.paymentTool;
  const amountArg = policy.amountArg;

  const client = AgentMeshClient.create('capfence-bench-agent', {
    policyRules: peerPolicyRules(policy),
    audit: { maxEntries: options.auditMaxEntries ?? Number.MAX_SAFE_INTEGER },
  });

  const toVerdict = (r: GovernanceResult): 'allow' | 'deny' => (r.decision === 'allow' ? 'allow' : 'deny');

  return {
    name: '@microsoft/agent-governance-sdk executeWithGovernance',
    version: sdkVersion(),
    client,
    decide(call: PeerCall): Promise<'allow' | 'deny'> {
      let params = call.args;
      if (call.tool === paymentTool) {
        const amount = params[amountArg];
        const within = typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 && amount <= maxAmount;
        params = { ...params, [AMOUNT_WITHIN_MAX_KEY]: within };
      }
      return client.executeWithGovernance(call.tool, params).then(toVerdict);
    },
    verifyAudit: () => client.audit.verify(),
    auditLength: () => client.audit.length,
    close(): void {
      if (options.verifyAuditOnClose && !client.audit.verify()) {
        throw new Error('agent-governance-sdk audit chain failed verification');
      }
    },
  };
}
