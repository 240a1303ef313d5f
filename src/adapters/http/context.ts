/** What the sidecar's routes share: the fence, its stores, and the optional parts a deployer configures. */
import type { Ceilings, RoleConstraints } from '../../capability/claims.ts';
import type { SigningKey } from '../../capability/keys.ts';
import type { ApprovalStore } from '../../escalation/human-queue.ts';
import type { CapFence } from '../../index.ts';
import type { SidecarMetrics } from './metrics.ts';
import type { SessionRegistry } from './sessions.ts';

/** What compiling an intent yields (the shape of `compileIntent` in `capability/compile`). */
export interface CompiledIntent {
  readonly claims: {
    readonly scope: readonly string[];
    readonly constraints?: Readonly<Record<string, RoleConstraints>>;
    readonly ceilings?: Ceilings;
    readonly ttlSeconds?: number;
    readonly intent?: string;
  };
  readonly explanations: readonly { readonly claim: string; readonly source: string; readonly evidence: string }[];
  /** Granted classes the policy says always escalate to a verifier. */
  readonly escalate: readonly string[];
}

/** Compile a user's intent against the deployer's policy (catalog, graph and policy bound in). May throw a CapFenceError. */
export type IntentCompiler = (input: { readonly intent: string; readonly trust?: string }) => CompiledIntent;

export interface SidecarContext {
  readonly fence: CapFence;
  readonly sessions: SessionRegistry;
  readonly metrics: SidecarMetrics;
  /** The key tokens are minted and attenuated with, and the issuer name put in them. */
  readonly issuer: { readonly key: SigningKey; readonly name: string } | undefined;
  readonly compile: IntentCompiler | undefined;
  readonly approvals: ApprovalStore | undefined;
}
