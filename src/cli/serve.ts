/**
 * `capfence serve`: run the HTTP sidecar (loopback by default), and `capfence api-key`: make,
 * list and remove the hashed API keys its callers present.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { parseManifest } from '../action/catalog.ts';
import { ApiKeyStore, createApiKey, parseRights } from '../adapters/http/auth.ts';
import { createSidecar } from '../adapters/http/app.ts';
import type { IntentCompiler } from '../adapters/http/context.ts';
import { compileIntent, DEFAULT_POLICY, loadPolicy } from '../capability/compile/index.ts';
import { CapabilityGraph } from '../capability/graph.ts';
import { importPublicJwk, Keyring, loadSigningKey, type SigningKey } from '../capability/keys.ts';
import { ConfigError, describeError } from '../errors.ts';
import { isDatabaseUrl } from '../store/open.ts';
import { firstDecisive } from '../escalation/compose.ts';
import { withDeadline } from '../escalation/fail-closed.ts';
import { ApprovalQueue, HumanVerifier } from '../escalation/human.ts';
import { LlmVerifier } from '../escalation/llm.ts';
import type { Verifier } from '../escalation/verifier.ts';
import { type CapFence, createFence } from '../index.ts';
import { checkpointOptions, loadTools, printJson, readJsonFile, run, fenceOptions } from './io.ts';
import { startCheckpointer } from '../audit/checkpointer.ts';

/** Binds the intent compiler to a fence and an optional policy file. */
export type CompilerFactory = (fence: CapFence, policyPath: string | undefined) => IntentCompiler;

export interface ServeDeps {
  /** Replaces the built-in compiler (`capability/compile`) for `POST /v1/tokens/compile`. */
  readonly compiler?: CompilerFactory;
}

/** The capability compiler under the deployer policy of `--policy`, or the default policy. */
export const defaultCompiler: CompilerFactory = (fence, policyPath) => {
  const policy = policyPath === undefined ? DEFAULT_POLICY : loadPolicy(policyPath, fence.graph);
  return ({ intent, trust }) =>
    compileIntent({ intent, catalog: fence.catalog, graph: fence.graph, policy, ...(trust === undefined ? {} : { trust }) });
};

interface ServeOptions {
  tools: string;
  apiKeys: string;
  issuerKey?: string;
  issuerName: string;
  keys?: string;
  state?: string;
  host: string;
  port: string;
  durability: 'strict' | 'batched';
  privacy?: boolean;
  model?: string;
  manifest?: string;
  graph?: string;
  policy?: string;
  verifier: string;
  verifierTimeout?: string;
  llmUrl?: string;
  llmModel?: string;
  llmApiKeyEnv: string;
  llmFormat: 'json_schema' | 'json_object' | 'none';
  llmTimeout: string;
  humanTimeout: string;
  bodyLimit: string;
  publicMetrics?: boolean;
  logLevel: string;
  logRequests?: boolean;
  checkpointKey?: string;
  checkpointOrigin: string;
  checkpointEvery: string;
  checkpointInterval: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export function serveCommand(program: Command, deps: ServeDeps = {}): void {
  checkpointOptions(
    fenceOptions(
      program
        .command('serve')
        .description('run the HTTP sidecar: authorize calls, mint and revoke tokens, read the audit, answer approvals')
        .requiredOption('--tools <file>', 'tool specs (MCP tools/list result or array)')
        .requiredOption('--api-keys <file>', 'hashed API keys of the callers (make them with `capfence api-key add`)')
        .option('--issuer-key <file>', 'private signing key (JWK) for minting and attenuating; its public half is trusted')
        .option('--issuer-name <name>', 'issuer name put in minted tokens', 'capfence')
        .option('--keys <file>', 'further trusted issuer keys (JWKS or key file)')
        .option('--host <address>', 'address to listen on', '127.0.0.1')
        .option('--port <port>', 'port to listen on', '8787')
        .option('--policy <file>', 'deployer policy for compiling intents')
        .option('--verifier <kinds>', 'for escalated calls: none | llm | human | llm,human (the LLM first; the human when it abstains)', 'none')
        .option('--verifier-timeout <ms>', "deadline of the whole verification (default: the sum of the verifiers' own deadlines)")
        .option('--llm-url <url>', 'OpenAI-compatible API base, e.g. http://127.0.0.1:8080/v1')
        .option('--llm-model <name>', 'model name for the LLM verifier')
        .option('--llm-api-key-env <name>', 'environment variable holding the LLM API key', 'CAPFENCE_LLM_API_KEY')
        .option('--llm-format <format>', 'json_schema | json_object | none', 'json_schema')
        .option('--llm-timeout <ms>', 'deadline of one LLM verdict', '15000')
        .option('--human-timeout <seconds>', 'how long a person has to answer an approval request', '300')
        .option('--body-limit <bytes>', 'largest request body', String(256 * 1024))
        .option('--public-metrics', 'serve /metrics without an API key')
        .option('--log-level <level>', 'fatal | error | warn | info | debug | silent', 'info')
        .option('--log-requests', 'log every request (credentials are redacted)'),
    ),
  ).action((opts: ServeOptions) => run(() => serve(opts, deps)));

  const apiKey = program.command('api-key').description("make, list and remove the sidecar's API keys (stored hashed)");
  apiKey
    .command('add')
    .description('make a key; prints it once (only its hash is stored)')
    .argument('<id>', 'key id (A-Z, a-z, 0-9, _ and -)')
    .requiredOption('--file <file>', 'the API key file (created if missing)')
    .requiredOption('--rights <list>', 'comma-separated: authorize, mint, attenuate, revoke, audit, approve, metrics')
    .action((id: string, opts: { file: string; rights: string }) =>
      run(() => {
        const store = openKeyFile(opts.file, true);
        const { key, entry } = createApiKey(id, rightsOf(opts.rights));
        store.add(entry, opts.file);
        store.save(opts.file);
        process.stdout.write(`${key}\n`);
      }),
    );
  apiKey
    .command('list')
    .description('list key ids and rights')
    .requiredOption('--file <file>', 'the API key file')
    .action((opts: { file: string }) =>
      run(() =>
        printJson(
          openKeyFile(opts.file, false)
            .toJSON()
            .keys.map(({ id, rights }) => ({ id, rights })),
        ),
      ),
    );
  apiKey
    .command('remove')
    .description('remove a key (takes effect when the sidecar restarts)')
    .argument('<id>', 'key id')
    .requiredOption('--file <file>', 'the API key file')
    .action((id: string, opts: { file: string }) =>
      run(() => {
        const store = openKeyFile(opts.file, false);
        if (!store.remove(id)) throw new ConfigError('ERR_CONFIG_INVALID', `no key with id "${id}"`, opts.file);
        store.save(opts.file);
        printJson({ removed: id });
      }),
    );
}

async function serve(opts: ServeOptions, deps: ServeDeps): Promise<void> {
  const port = integer(opts.port, '--port', 0, 65_535);
  const bodyLimit = integer(opts.bodyLimit, '--body-limit', 1024, 64 * 1024 * 1024);
  const humanTimeoutMs = integer(opts.humanTimeout, '--human-timeout', 1, 86_400) * 1000;
  const kinds = opts.verifier
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && s !== 'none');
  for (const kind of kinds) if (kind !== 'llm' && kind !== 'human') throw new ConfigError('ERR_CONFIG_INVALID', `--verifier: unknown kind "${kind}"`);
  const issuer = opts.issuerKey === undefined ? undefined : loadSigningKey(opts.issuerKey);
  const graph = opts.graph === undefined ? CapabilityGraph.builtIn() : CapabilityGraph.fromFile(opts.graph);
  const stateDir = opts.state === undefined || isDatabaseUrl(opts.state) ? undefined : opts.state;
  if (stateDir !== undefined) mkdirSync(stateDir, { recursive: true });
  // The approval queue lives in a state directory; with a database state it is this replica's own.
  const approvals =
    kinds.includes('human') || stateDir !== undefined
      ? ApprovalQueue.open(stateDir === undefined ? ':memory:' : join(stateDir, 'approvals.db'))
      : undefined;
  const llm = kinds.includes('llm') ? llmVerifier(opts) : undefined;
  const llmTimeoutMs = integer(opts.llmTimeout, '--llm-timeout', 1, 600_000);
  // Each verifier keeps its own deadline; the fence's covers them all, in order.
  const verifiers: Verifier[] = kinds.map((kind) =>
    kind === 'llm'
      ? withDeadline(llm as LlmVerifier, { timeoutMs: llmTimeoutMs })
      : withDeadline(new HumanVerifier({ queue: approvals as ApprovalQueue, timeoutMs: humanTimeoutMs }), { timeoutMs: humanTimeoutMs + 1_000 }),
  );
  const budget = (kinds.includes('llm') ? llmTimeoutMs : 0) + (kinds.includes('human') ? humanTimeoutMs + 1_000 : 0) + 1_000;
  const verifierTimeoutMs = opts.verifierTimeout === undefined ? budget : integer(opts.verifierTimeout, '--verifier-timeout', 1, 86_400_000);

  const fence = createFence({
    keyring: keyring(opts.keys, issuer),
    tools: loadTools(opts.tools),
    graph,
    ...(opts.manifest === undefined ? {} : { manifest: parseManifest(readJsonFile(opts.manifest, 'manifest'), opts.manifest) }),
    ...(opts.model === undefined ? {} : { model: opts.model }),
    ...(opts.state === undefined ? {} : { state: opts.state }),
    durability: durability(opts.durability),
    privacy: opts.privacy === true,
    ...(verifiers.length === 0
      ? {}
      : { verifier: verifiers.length === 1 ? (verifiers[0] as Verifier) : firstDecisive(verifiers, { name: 'llm-then-human' }) }),
    verifierTimeoutMs,
  });
  const app = createSidecar({
    fence,
    apiKeys: openKeyFile(opts.apiKeys, false),
    ...(issuer === undefined ? {} : { issuer: { key: issuer, name: opts.issuerName } }),
    compile: (deps.compiler ?? defaultCompiler)(fence, opts.policy),
    ...(approvals === undefined ? {} : { approvals }),
    ...(llm === undefined ? {} : { llmUsage: () => llm.usage() }),
    bodyLimit,
    publicMetrics: opts.publicMetrics === true,
    logger: { level: opts.logLevel as 'info' },
    logRequests: opts.logRequests === true,
    closeFence: true,
  });
  if (!LOOPBACK.has(opts.host))
    app.log.warn({ host: opts.host }, 'listening beyond loopback: put TLS in front of the sidecar, API keys travel in headers');
  const checkpoints =
    opts.checkpointKey === undefined
      ? undefined
      : startCheckpointer(fence.auditLog, {
          key: loadSigningKey(opts.checkpointKey),
          origin: opts.checkpointOrigin,
          every: integer(opts.checkpointEvery, '--checkpoint-every', 1, Number.MAX_SAFE_INTEGER),
          intervalMs: integer(opts.checkpointInterval, '--checkpoint-interval', 1, 86_400) * 1000,
          log: (line) => app.log.info(line),
        });
  const shutdown = (signal: string): void => {
    app.log.info({ signal }, 'shutting down');
    checkpoints?.stop();
    void app.close().then(() => approvals?.close());
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  try {
    await fence.ready();
  } catch (error) {
    // Serve anyway: /healthz answers 503 and every decision is a denial until the store returns.
    app.log.warn({ cause: describeError(error) }, 'the store cannot be used yet; denying every decision until it can');
  }
  if (stateDir === undefined && approvals !== undefined && opts.state !== undefined)
    app.log.warn('with a database state the human approval queue is kept by this replica alone');
  await app.listen({ host: opts.host, port });
}

function llmVerifier(opts: ServeOptions): LlmVerifier {
  if (opts.llmUrl === undefined || opts.llmModel === undefined)
    throw new ConfigError('ERR_CONFIG_INVALID', '--verifier llm needs --llm-url and --llm-model');
  if (!['json_schema', 'json_object', 'none'].includes(opts.llmFormat))
    throw new ConfigError('ERR_CONFIG_INVALID', '--llm-format must be json_schema, json_object or none');
  // The key comes from the environment, never a flag: flags show up in process listings.
  const apiKey = process.env[opts.llmApiKeyEnv];
  try {
    return new LlmVerifier({
      baseUrl: opts.llmUrl,
      model: opts.llmModel,
      responseFormat: opts.llmFormat,
      ...(apiKey === undefined || apiKey === '' ? {} : { apiKey }),
    });
  } catch (error) {
    throw new ConfigError('ERR_CONFIG_INVALID', (error as Error).message, '--llm-url');
  }
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

function openKeyFile(path: string, create: boolean): ApiKeyStore {
  try {
    return ApiKeyStore.fromFile(path);
  } catch (error) {
    if (create && (error as { cause?: { code?: unknown } }).cause?.code === 'ENOENT') return new ApiKeyStore();
    throw error;
  }
}

function rightsOf(text: string) {
  try {
    return parseRights(text);
  } catch (error) {
    throw new ConfigError('ERR_CONFIG_INVALID', (error as Error).message, '--rights');
  }
}

function durability(mode: string): 'strict' | 'batched' {
  if (mode !== 'strict' && mode !== 'batched') throw new ConfigError('ERR_CONFIG_INVALID', '--durability must be strict or batched');
  return mode;
}

function integer(text: string, what: string, min: number, max: number): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new ConfigError('ERR_CONFIG_INVALID', `${what} must be an integer from ${min} to ${max}`);
  return n;
}
