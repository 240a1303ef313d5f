/**
 * `capfence serve`: the HTTP sidecar (loopback by default). Only what the options ask for is
 * loaded: the intent compiler with an issuer key, Cedar with `--cedar`, the LLM judge and the
 * approval queue with `--verifier llm|human`.
 */
import { mkdirSync } from 'node:fs';
import { parseManifest } from '../../action/catalog.ts';
import { createSidecar } from '../../adapters/http/app.ts';
import type { IntentCompiler } from '../../adapters/http/context.ts';
import { CapabilityGraph } from '../../capability/graph.ts';
import { importPublicJwk, Keyring, loadSigningKey, type SigningKey } from '../../capability/keys.ts';
import { ConfigError, describeError } from '../../errors.ts';
import { firstDecisive } from '../../escalation/compose.ts';
import { withDeadline } from '../../escalation/fail-closed.ts';
import type { ApprovalStore } from '../../escalation/human-queue.ts';
import type { Verifier } from '../../escalation/verifier.ts';
import { type CapFence, createFence } from '../../index.ts';
import { isDatabaseUrl, openStore } from '../../store/open.ts';
import { fenceMode, loadTools, readJsonFile, type FenceFlags } from '../io.ts';
import { gateOptions } from './dial-curve.ts';
import { integer } from '../options.ts';
import { llmVerifier, type LlmOptions } from './llm.ts';
import { openKeyFile } from './api-key.ts';
import { type CheckpointFlags, checkpointsFromFlags } from './checkpoints.ts';
import { listenError } from './listen.ts';

/** Binds the intent compiler to a fence and an optional deployer policy file. */
export type CompilerFactory = (fence: CapFence, policyPath: string | undefined) => Promise<IntentCompiler>;

export interface ServeDeps {
  /** Replaces the built-in compiler (`capability/compile`) for `POST /v1/tokens/compile`. */
  readonly compiler?: CompilerFactory;
}

/** The capability compiler under the deployer policy of `--policy`, or the default policy. */
export const defaultCompiler: CompilerFactory = async (fence, policyPath) => {
  const { compileIntent, DEFAULT_POLICY, loadPolicy } = await import('../../capability/compile/index.ts');
  const policy = policyPath === undefined ? DEFAULT_POLICY : loadPolicy(policyPath, fence.graph);
  return ({ intent, trust }) =>
    compileIntent({ intent, catalog: fence.catalog, graph: fence.graph, policy, ...(trust === undefined ? {} : { trust }) });
};

export interface ServeOptions extends LlmOptions, FenceFlags, CheckpointFlags {
  tools: string;
  apiKeys: string;
  issuerKey?: string;
  issuerName: string;
  keys?: string;
  host: string;
  port: string;
  policy?: string;
  cedar?: string;
  cedarSchema?: string;
  verifier: string;
  verifierTimeout?: string;
  humanTimeout: string;
  bodyLimit: string;
  publicMetrics?: boolean;
  logLevel: string;
  logRequests?: boolean;
  console?: boolean;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export async function serve(opts: ServeOptions, deps: ServeDeps = {}): Promise<void> {
  const port = integer(opts.port, '--port', 0, 65_535);
  const bodyLimit = integer(opts.bodyLimit, '--body-limit', 1024, 64 * 1024 * 1024);
  const humanTimeoutMs = integer(opts.humanTimeout, '--human-timeout', 1, 86_400) * 1000;
  const llmTimeoutMs = integer(opts.llmTimeout, '--llm-timeout', 1, 600_000);
  const kinds = verifierKinds(opts.verifier);
  const issuer = opts.issuerKey === undefined ? undefined : loadSigningKey(opts.issuerKey);
  const graph = opts.graph === undefined ? CapabilityGraph.builtIn() : CapabilityGraph.fromFile(opts.graph);
  const mode = fenceMode(opts.mode);
  const stateDir = opts.state === undefined || isDatabaseUrl(opts.state) ? undefined : opts.state;
  if (stateDir !== undefined) mkdirSync(stateDir, { recursive: true });
  // The store first: the approval queue is the store's (a state directory's file, or the database
  // every replica shares), and the human verifier needs it before the fence exists.
  const store = openStore(opts.state, { durability: durability(opts.durability), privacy: opts.privacy === true });
  const approvals = kinds.includes('human') || opts.state !== undefined || opts.console === true ? store.openApprovals() : undefined;
  const llm = kinds.includes('llm') ? await llmVerifier(opts) : undefined;

  // Each verifier keeps its own deadline; the fence's covers them all, in order: Cedar's policies
  // first (they answer in well under a millisecond), then data flow, then the LLM, then a person.
  const verifiers: Verifier[] = [];
  const names: string[] = [];
  let budget = 1_000;
  if (opts.cedar !== undefined) {
    const { CedarVerifier } = await import('../../escalation/cedar.ts');
    const cedar = await CedarVerifier.fromFiles({
      policyPath: opts.cedar,
      classes: graph.classes.map((c) => c.id),
      ...(opts.cedarSchema === undefined ? {} : { schemaPath: opts.cedarSchema }),
    });
    verifiers.push(withDeadline(cedar, { timeoutMs: 1_000 }));
    names.push('cedar');
    budget += 1_000;
  }
  // Where the call's values came from (the same facts as the token's `from` checks): after the
  // deployer's policies, so a Cedar forbid always runs, and before anything slower.
  if (kinds.includes('data-flow')) {
    const { dataFlowVerifier } = await import('../../escalation/data-flow.ts');
    verifiers.push(dataFlowVerifier());
    names.push('data-flow');
  }
  if (llm !== undefined) {
    verifiers.push(withDeadline(llm, { timeoutMs: llmTimeoutMs }));
    names.push('llm');
    budget += llmTimeoutMs;
  }
  if (kinds.includes('human')) {
    const { HumanVerifier } = await import('../../escalation/human.ts');
    verifiers.push(
      withDeadline(new HumanVerifier({ queue: approvals as ApprovalStore, timeoutMs: humanTimeoutMs }), { timeoutMs: humanTimeoutMs + 1_000 }),
    );
    names.push('human');
    budget += humanTimeoutMs + 1_000;
  }
  const verifierTimeoutMs = opts.verifierTimeout === undefined ? budget : integer(opts.verifierTimeout, '--verifier-timeout', 1, 86_400_000);

  const fence = createFence({
    keyring: keyring(opts.keys, issuer),
    tools: loadTools(opts.tools),
    graph,
    ...(opts.manifest === undefined ? {} : { manifest: parseManifest(readJsonFile(opts.manifest, 'manifest'), opts.manifest) }),
    ...gateOptions(opts),
    store,
    ...(mode === 'enforce' ? {} : { mode }),
    ...(verifiers.length === 0
      ? {}
      : { verifier: verifiers.length === 1 ? (verifiers[0] as Verifier) : firstDecisive(verifiers, { name: names.join('-then-') }) }),
    verifierTimeoutMs,
  });
  // Compiling intents only serves minting: without an issuer key the compiler is not loaded.
  const compile = issuer === undefined ? undefined : await (deps.compiler ?? defaultCompiler)(fence, opts.policy);
  const app = createSidecar({
    fence,
    apiKeys: openKeyFile(opts.apiKeys, false),
    ...(issuer === undefined ? {} : { issuer: { key: issuer, name: opts.issuerName } }),
    ...(compile === undefined ? {} : { compile }),
    ...(approvals === undefined ? {} : { approvals }),
    ...(llm === undefined ? {} : { llmUsage: () => llm.usage() }),
    bodyLimit,
    publicMetrics: opts.publicMetrics === true,
    logger: { level: opts.logLevel as 'info' },
    logRequests: opts.logRequests === true,
    closeFence: true,
    console: opts.console === true,
  });
  if (mode !== 'enforce') app.log.warn({ mode }, 'shadow mode: refused calls are audited but allowed to run');
  if (!LOOPBACK.has(opts.host))
    app.log.warn({ host: opts.host }, 'listening beyond loopback: put TLS in front of the sidecar, API keys travel in headers');
  const checkpoints = checkpointsFromFlags(opts, fence.auditLog, (line) => app.log.info(line));
  const shutdown = (signal: string): void => {
    app.log.info({ signal }, 'shutting down');
    checkpoints?.stop();
    void app.close().then(() => approvals?.close());
  };
  try {
    await fence.ready();
  } catch (error) {
    // Serve anyway: /healthz answers 503 and every decision is a denial until the store returns.
    app.log.warn({ cause: describeError(error) }, 'the store cannot be used yet; denying every decision until it can');
  }
  try {
    await app.listen({ host: opts.host, port });
  } catch (error) {
    checkpoints?.stop();
    await app.close();
    approvals?.close();
    throw listenError(error, opts.host, port);
  }
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

const VERIFIER_KINDS = ['data-flow', 'llm', 'human'] as const;
type VerifierKind = (typeof VERIFIER_KINDS)[number];

function verifierKinds(text: string): VerifierKind[] {
  const kinds = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && s !== 'none');
  for (const kind of kinds)
    if (!(VERIFIER_KINDS as readonly string[]).includes(kind)) throw new ConfigError('ERR_CONFIG_INVALID', `--verifier: unknown kind "${kind}"`);
  return kinds as VerifierKind[];
}

function keyring(path: string | undefined, issuer: SigningKey | undefined): Keyring {
  const trusted =
    path === undefined
      ? []
      : Keyring.fromFile(path)
          .toJwks()
          .keys.map((jwk) => importPublicJwk(jwk, path));
  if (issuer !== undefined) trusted.push({ kid: issuer.kid, publicKey: issuer.publicKey });
  if (trusted.length === 0) throw new ConfigError('ERR_CONFIG_INVALID', 'give --issuer-key or --keys: a sidecar that trusts no issuer can only deny');
  return new Keyring(trusted);
}

export function durability(mode: string): 'strict' | 'batched' {
  if (mode !== 'strict' && mode !== 'batched') throw new ConfigError('ERR_CONFIG_INVALID', '--durability must be strict or batched');
  return mode;
}
