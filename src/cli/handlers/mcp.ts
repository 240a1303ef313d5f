/**
 * `capfence mcp [options] -- <downstream command...>`: run the MCP gateway in front of a
 * downstream MCP server (and more from `--servers`), on stdio for a desktop client, or on
 * Streamable HTTP with `--http`.
 *
 * stdout belongs to the MCP protocol in stdio mode: everything else this command says goes to
 * stderr, and never the token. The token is read from `--token-file`, the environment variable
 * CAPFENCE_TOKEN, or `--token` (visible to other local users in the process list: avoid it) — or,
 * with `--task` and `--issuer-key`, compiled at start from the task the client declares, the
 * downstream tools and the deployer policy, and signed with that key.
 */
import { readFileSync } from 'node:fs';
import { loadManifest, type ToolCatalog, type ToolManifest } from '../../action/catalog.ts';
import { CapabilityGraph } from '../../capability/graph.ts';
import { importPublicJwk, Keyring, loadSigningKey, type SigningKey } from '../../capability/keys.ts';
import { mintToken } from '../../capability/token.ts';
import { ConfigError } from '../../errors.ts';
import { withDeadline } from '../../escalation/fail-closed.ts';
import type { Verifier } from '../../escalation/verifier.ts';
import { createFence } from '../../index.ts';
import { parseServersConfig } from '../../adapters/mcp/config.ts';
import type { StdioDownstreamSpec } from '../../adapters/mcp/downstream.ts';
import { escalationRouter } from '../../escalation/route.ts';
import { createMcpGateway, type McpGateway } from '../../adapters/mcp/gateway.ts';
import { createServer, type Server } from 'node:http';
import { METRICS_CONTENT_TYPE } from '../../observability/metrics.ts';
import { GatewayStdioTransport } from '../../adapters/mcp/transports/stdio.ts';
import { browsingContext, loadTools, readJsonFile, fenceMode, type FenceFlags } from '../io.ts';
import { gateOptions } from './dial-curve.ts';
import { type CheckpointFlags, checkpointsFromFlags } from './checkpoints.ts';
import { listenError } from './listen.ts';

type Compiler = typeof import('../../capability/compile/index.ts');

export interface McpOptions extends Omit<FenceFlags, 'durability'>, CheckpointFlags {
  durability: 'strict' | 'batched';
  keys?: string;
  task?: string;
  issuerKey?: string;
  trust?: string;
  startUrl?: string;
  allowDomain: string[];
  subject: string;
  token?: string;
  tokenFile?: string;
  intent?: string;
  tools?: string;
  policy?: string;
  cedar?: string;
  cedarSchema?: string;
  servers?: string;
  hideOutOfScope?: boolean;
  elicitation: boolean;
  elicitationTimeout: string;
  verifierTimeout: string;
  callTimeout: string;
  http?: string | boolean;
  host: string;
  httpSecretFile?: string;
  maxMessageBytes: string;
  metricsPort?: string;
}

export async function serve(command: readonly string[], opts: McpOptions): Promise<void> {
  if (opts.policy !== undefined && opts.task === undefined)
    throw new ConfigError('ERR_CONFIG_INVALID', '--policy (the deployer policy) applies with --task; Cedar policies for escalations go in --cedar');
  const issuer = opts.task === undefined ? undefined : taskIssuer(opts);
  // The compiler is loaded only to compile a token from --task.
  const compiler = issuer === undefined ? undefined : await import('../../capability/compile/index.ts');
  const token = issuer === undefined ? readToken(opts) : undefined;
  const downstreams = downstreamsOf(command, opts.servers);
  const graph = opts.graph === undefined ? CapabilityGraph.builtIn() : CapabilityGraph.fromFile(opts.graph);
  const verifierTimeoutMs = milliseconds(opts.verifierTimeout, '--verifier-timeout');
  const elicitationTimeoutMs = milliseconds(opts.elicitationTimeout, '--elicitation-timeout');
  const fallback: Verifier | undefined =
    opts.cedar === undefined
      ? undefined
      : withDeadline(
          await (
            await import('../../escalation/cedar.ts')
          ).CedarVerifier.fromFiles({
            policyPath: opts.cedar,
            classes: graph.classes.map((c) => c.id),
            ...(opts.cedarSchema === undefined ? {} : { schemaPath: opts.cedarSchema }),
          }),
          { timeoutMs: verifierTimeoutMs },
        );
  const manifest: ToolManifest | undefined = opts.manifest === undefined ? undefined : loadManifest(opts.manifest, graph);
  const fence = createFence({
    keyring: keyringOf(opts.keys, issuer),
    tools: opts.tools === undefined ? [] : loadTools(opts.tools),
    graph,
    ...(manifest === undefined ? {} : { manifest }),
    ...gateOptions(opts),
    ...(opts.state === undefined ? {} : { state: opts.state }),
    durability: opts.durability,
    privacy: opts.privacy === true,
    ...(fenceMode(opts.mode) === 'enforce' ? {} : { mode: fenceMode(opts.mode) }),
    // Escalations go to the client's user (elicitation) when it can be asked, else to --cedar;
    // with neither, the router denies. The fence's deadline covers the slower of the two.
    verifier: escalationRouter(fallback),
    verifierTimeoutMs: Math.max(verifierTimeoutMs, opts.elicitation ? elicitationTimeoutMs : 0) + 1_000,
  });
  const log = (line: string): void => void process.stderr.write(`capfence mcp: ${line}\n`);
  let gateway;
  try {
    gateway = await createMcpGateway({
      fence,
      token: token ?? ((catalog) => compileTaskToken(compiler as Compiler, opts, issuer as SigningKey, catalog, graph, log)),
      downstreams,
      ...(manifest === undefined ? {} : { manifest }),
      hideOutOfScope: opts.hideOutOfScope === true,
      callTimeoutMs: milliseconds(opts.callTimeout, '--call-timeout'),
      elicitation: opts.elicitation ? { timeoutMs: elicitationTimeoutMs } : false,
      ...(opts.intent === undefined ? {} : { session: { intent: opts.intent } }),
      log,
    });
  } catch (error) {
    await fence.close();
    throw error;
  }
  const started = gateway;
  const checkpoints = checkpointsFromFlags(opts, fence.auditLog, log);
  let metrics: Server | undefined;
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      checkpoints?.stop();
      metrics?.close();
      await started.close();
      await fence.close();
    })());
  if (opts.metricsPort !== undefined) {
    try {
      metrics = await serveMetrics(started, positiveInteger(opts.metricsPort, '--metrics-port', true), log);
    } catch (error) {
      await stop();
      throw error;
    }
  }

  if (opts.http === undefined || opts.http === false) {
    const transport = new GatewayStdioTransport({ maxMessageBytes: positiveInteger(opts.maxMessageBytes, '--max-message-bytes') });
    const closed = new Promise<void>((resolve) => {
      transport.onclose = chainClose(transport.onclose, resolve);
    });
    const connection = await started.connect(transport);
    connection.onclose = chainClose(connection.onclose, () => void stop());
    log(`serving ${started.tools.length} tools from ${downstreams.length} server(s) on stdio`);
    await Promise.race([closed, signalled()]);
    await stop();
    return;
  }
  const httpPort = opts.http === true ? 0 : positiveInteger(opts.http, '--http', true);
  let http;
  try {
    // The Streamable HTTP server (and its part of the MCP SDK) loads only with --http.
    const { serveStreamableHttp } = await import('../../adapters/mcp/transports/http.ts');
    http = await serveStreamableHttp(started, { host: opts.host, port: httpPort, ...httpSecret(opts.httpSecretFile) });
  } catch (error) {
    await stop();
    throw listenError(error, opts.host, httpPort);
  }
  log(`serving ${started.tools.length} tools from ${downstreams.length} server(s) at ${http.url.href}`);
  await signalled();
  await http.close();
  await stop();
}

/** Prometheus metrics on loopback, for a gateway that speaks MCP on stdio. */
async function serveMetrics(gateway: McpGateway, port: number, log: (line: string) => void): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === 'GET' && new URL(req.url ?? '/', 'http://localhost').pathname === '/metrics') {
      res.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE });
      res.end(gateway.metrics());
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => reject(listenError(error, '127.0.0.1', port)));
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  log(`metrics at http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : port}/metrics`);
  return server;
}

function taskIssuer(opts: McpOptions): SigningKey {
  if (opts.issuerKey === undefined) throw new ConfigError('ERR_CONFIG_INVALID', '--task needs --issuer-key <file> to sign the compiled token');
  if (opts.token !== undefined || opts.tokenFile !== undefined)
    throw new ConfigError('ERR_CONFIG_INVALID', 'give either --task or a token, not both');
  return loadSigningKey(opts.issuerKey);
}

function keyringOf(keys: string | undefined, issuer: SigningKey | undefined): Keyring {
  const trusted =
    keys === undefined
      ? []
      : Keyring.fromFile(keys)
          .toJwks()
          .keys.map((jwk) => importPublicJwk(jwk));
  if (issuer !== undefined) trusted.push(issuer);
  if (trusted.length === 0) throw new ConfigError('ERR_CONFIG_INVALID', 'no trusted issuer: give --keys <file> (or --task with --issuer-key)');
  return new Keyring(trusted);
}

/** The least-privilege token for the declared task, over the tools the downstream servers offer. */
function compileTaskToken(
  { compileIntent, DEFAULT_POLICY, loadPolicy }: Compiler,
  opts: McpOptions,
  issuer: SigningKey,
  catalog: ToolCatalog,
  graph: CapabilityGraph,
  log: (line: string) => void,
): string {
  const policy = opts.policy === undefined ? DEFAULT_POLICY : loadPolicy(opts.policy, graph);
  const compiled = compileIntent({
    intent: opts.task as string,
    catalog,
    policy,
    graph,
    ...(opts.trust === undefined ? {} : { trust: opts.trust }),
    ...browsingContext(opts),
    // "./notes" in a task means the folder the gateway was started in, as the server it fronts sees it.
    baseDir: process.cwd(),
  });
  log(`compiled a token for the task: scope ${compiled.claims.scope.join(', ') || '(none)'}; ${compiled.explanations.length} explained claims`);
  return mintToken(issuer, { issuer: 'capfence-mcp', subject: opts.subject, ...compiled.claims }, graph);
}

function readToken(opts: McpOptions): string {
  let token: string | undefined;
  if (opts.token !== undefined) token = opts.token;
  else if (opts.tokenFile !== undefined) token = readSecret(opts.tokenFile, 'token file');
  else token = process.env.CAPFENCE_TOKEN;
  if (token === undefined || token.trim().length === 0)
    throw new ConfigError('ERR_CONFIG_INVALID', 'no capability token: give --token-file, set CAPFENCE_TOKEN, or give --token');
  return token.trim();
}

function httpSecret(path: string | undefined): { bearer?: string } {
  const secret = path === undefined ? process.env.CAPFENCE_HTTP_SECRET : readSecret(path, 'HTTP secret file');
  if (secret === undefined || secret.trim().length === 0) return {};
  return { bearer: secret.trim() };
}

function readSecret(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (cause) {
    throw new ConfigError('ERR_CONFIG_INVALID', `cannot read ${what}`, path, { cause });
  }
}

function downstreamsOf(command: readonly string[], serversFile: string | undefined): StdioDownstreamSpec[] {
  const specs: StdioDownstreamSpec[] = [];
  const [program, ...args] = command;
  if (program !== undefined) specs.push({ name: 'default', command: program, args });
  if (serversFile !== undefined) specs.push(...parseServersConfig(readJsonFile(serversFile, 'servers file'), serversFile));
  if (specs.length === 0) throw new ConfigError('ERR_CONFIG_INVALID', 'no downstream server: give its command after --, or --servers <file>');
  return specs;
}

function milliseconds(value: string, flag: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647)
    throw new ConfigError('ERR_CONFIG_INVALID', `${flag} must be a positive number of milliseconds`);
  return n;
}

function positiveInteger(value: string, flag: string, allowZero = false): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < (allowZero ? 0 : 1))
    throw new ConfigError('ERR_CONFIG_INVALID', `${flag} must be a ${allowZero ? 'non-negative' : 'positive'} integer`);
  return n;
}

function signalled(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
}

function chainClose(first: (() => void) | undefined, second: () => void): () => void {
  return () => {
    first?.();
    second();
  };
}
