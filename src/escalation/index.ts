/**
 * `capfence/verifiers`: the heavier verifiers of the escalation band, kept out of the main entry so
 * a fence that does not use them does not load them. Cedar has its own entry, `capfence/cedar`.
 */
export { LlmVerifier } from './llm.ts';
export { RemoteVerifier, type RemoteVerifierOptions, type RemoteTlsOptions } from './remote.ts';
export { serveVerifier, type VerifierServer, type VerifierServerOptions, type VerifierServerTls } from './remote-server.ts';
export { HumanVerifier } from './human.ts';
export { ApprovalQueue } from './human-queue.ts';
export { ApprovalError } from '../errors.ts';
export { runVerifier, withDeadline } from './fail-closed.ts';
export { firstDecisive, allMustAllow } from './compose.ts';
export { dataFlowVerifier } from './data-flow.ts';
export type { Verifier, VerificationRequest, VerifierVerdict, ArgumentProvenance, ValueOrigin } from './verifier.ts';
