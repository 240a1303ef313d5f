/**
 * Shared set-up for the gateway tests: a fence with a gate double (deterministic triage), a token
 * for the fixture's mail-and-banking tools, the fixture MCP server as a real child process, and
 * the SDK's Client connected to the gateway.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { CapabilityGraph } from '../../../src/capability/graph.ts';
import { generateSigningKey, Keyring, type SigningKey } from '../../../src/capability/keys.ts';
import { mintToken, type MintOptions } from '../../../src/capability/token.ts';
import type { Verifier } from '../../../src/escalation/verifier.ts';
import { FEATURE_NAMES } from '../../../src/gate/features.ts';
import type { GateModel } from '../../../src/gate/model.ts';
import { type CapFence, createFence, type CreateFenceOptions } from '../../../src/index.ts';
import { type McpGateway, type McpGatewayOptions, createMcpGateway } from '../../../src/adapters/mcp/gateway.ts';
import type { StdioDownstreamSpec } from '../../../src/adapters/mcp/downstream.ts';
import { escalationRouter } from '../../../src/escalation/route.ts';
import { BILL_IBAN } from '../../fixtures/mcp-server/data.ts';
import { parseManifest } from '../../../src/action/catalog.ts';

export const REPO = fileURLToPath(new URL('../../../', import.meta.url));
export const FIXTURE_SERVER = join(REPO, 'test/fixtures/mcp-server/server.ts');

/** The fixture server as a child process (through tsx), its executions logged to `logPath`. */
export function fixtureSpec(logPath: string, overrides: Partial<StdioDownstreamSpec> = {}): StdioDownstreamSpec {
  return {
    name: 'fixture',
    command: process.execPath,
    args: ['--import', 'tsx', FIXTURE_SERVER],
    cwd: REPO,
    env: { CAPFENCE_FIXTURE_LOG: logPath },
    stderr: 'ignore',
    ...overrides,
  };
}

/**
 * The fixture's mechanics tools (they crash the server, hang, re-list tools, report progress)
 * declare themselves read-only while their names say otherwise; the classifier takes the more
 * dangerous reading, so the harness says what they are, as a deployer's manifest would.
 */
export const FIXTURE_MANIFEST = parseManifest(
  {
    tools: Object.fromEntries(
      ['crash_server', 'hang_forever', 'add_tool', 'rug_pull', 'slow_report'].map((name) => [name, { class: 'read-only-retrieval' }]),
    ),
  },
  'fixture manifest',
);

/** A gate double: risk by action class (features `class.*`), else `fallback`. Thresholds 0.2 / 0.8. */
export function classGate(scores: Readonly<Record<string, number>> = {}, fallback = 0.01): GateModel {
  const columns = Object.entries(scores).map(([cls, score]) => {
    const column = FEATURE_NAMES.indexOf(`class.${cls}`);
    if (column < 0) throw new Error(`the feature layout has no class.${cls}`);
    return [column, score] as const;
  });
  return {
    version: 'test-double',
    thresholds: { allow: 0.2, deny: 0.8 },
    score: (features) => {
      for (const [column, score] of columns) if (features[column] === 1) return score;
      return fallback;
    },
  };
}

/** A gate double that denies a call whose target (recipient, account, ...) appears only in a tool's output. */
export function provenanceGate(): GateModel {
  const column = FEATURE_NAMES.indexOf('prov.target.anyOnlyObserved');
  if (column < 0) throw new Error('the feature layout has no prov.target.anyOnlyObserved');
  return { version: 'test-double', thresholds: { allow: 0.2, deny: 0.8 }, score: (f) => (f[column] === 1 ? 0.95 : 0.01) };
}

export const INTENT = `Read my inbox and pay the 95 EUR electricity bill to ${BILL_IBAN}; e-mail a summary to bob@example.com.`;

export function mint(fence: CapFence, issuer: SigningKey, overrides: Partial<MintOptions> = {}): string {
  return mintToken(
    issuer,
    {
      issuer: 'test',
      subject: 'assistant',
      scope: ['read-only-retrieval', 'message-send', 'payment-initiate'],
      constraints: {
        'message-send': { recipient: { oneOf: ['bob@example.com'] } },
        'payment-initiate': { amount: { max: 120 }, recipient: { oneOf: [BILL_IBAN] } },
      },
      ceilings: { calls: 50, amount: 150 },
      intent: INTENT,
      ttlSeconds: 600,
      ...overrides,
    },
    fence.graph,
  );
}

export interface Harness {
  readonly fence: CapFence;
  readonly token: string;
  readonly issuer: SigningKey;
  readonly gateway: McpGateway;
  readonly client: Client;
  readonly logs: string[];
  readonly logPath: string;
  /** What the fixture server really executed. */
  executions(): { tool: string; event: string; args: Record<string, unknown> }[];
  call(name: string, args?: Record<string, unknown>): Promise<CallToolResult>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  readonly fence?: Partial<CreateFenceOptions>;
  readonly mint?: Partial<MintOptions>;
  readonly gateway?: Partial<McpGatewayOptions>;
  /** The fence's fallback verifier (behind the escalation router). */
  readonly verifier?: Verifier;
  /** Client capabilities, e.g. `{ elicitation: {} }`. */
  readonly capabilities?: ConstructorParameters<typeof Client>[1];
  readonly setupClient?: (client: Client) => void;
}

/** Fence + gateway + fixture server + the SDK's Client over an in-memory pair. */
export async function harness(options: HarnessOptions = {}): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'capfence-mcp-'));
  const logPath = join(dir, 'executions.jsonl');
  const issuer = generateSigningKey();
  const graph = CapabilityGraph.builtIn();
  const fence = createFence({
    keyring: new Keyring([issuer]),
    tools: [],
    graph,
    model: classGate(),
    verifier: escalationRouter(options.verifier),
    verifierTimeoutMs: 5_000,
    ...options.fence,
  });
  const token = mint(fence, issuer, options.mint);
  const logs: string[] = [];
  const gateway = await createMcpGateway({
    fence,
    token,
    downstreams: [fixtureSpec(logPath)],
    log: (line) => logs.push(line),
    manifest: FIXTURE_MANIFEST,
    ...options.gateway,
  });
  const client = new Client({ name: 'test-client', version: '1.0.0' }, options.capabilities ?? {});
  options.setupClient?.(client);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await gateway.connect(serverSide);
  await client.connect(clientSide);
  return {
    fence,
    token,
    issuer,
    gateway,
    client,
    logs,
    logPath,
    executions: () => readExecutions(logPath),
    call: async (name, args = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult,
    close: async () => {
      await client.close().catch(() => undefined);
      await gateway.close();
      fence.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function readExecutions(logPath: string): { tool: string; event: string; args: Record<string, unknown> }[] {
  if (!existsSync(logPath)) return [];
  return readFileSync(logPath, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as { tool: string; event: string; args: Record<string, unknown> });
}

export function textOf(result: CallToolResult): string {
  return result.content.map((item) => (item.type === 'text' ? item.text : '')).join('\n');
}

export async function waitFor(predicate: () => boolean, timeoutMs = 5_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
