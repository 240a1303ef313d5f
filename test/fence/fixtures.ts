/**
 * Shared fixtures for pipeline tests: a small tool catalog in MCP shape (modelled on AgentDojo
 * v1.2.1's workspace and banking tools, MIT), an issuer, and a gate double with a fixed score so
 * triage is deterministic. The trained gate is exercised separately in test/gate/.
 */
import type { ToolSpec } from '../../src/action/types.ts';
import { exportPublicJwk, generateSigningKey, Keyring, type SigningKey } from '../../src/capability/keys.ts';
import { mintToken, type MintOptions } from '../../src/capability/token.ts';
import type { GateModel } from '../../src/gate/model.ts';
import { createFence, type CreateFenceOptions } from '../../src/index.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

export const TOOLS: readonly ToolSpec[] = [
  { name: 'get_unread_emails', description: 'Returns all the unread emails in the inbox.', inputSchema: { type: 'object', properties: {} } },
  { name: 'search_files', description: 'Searches files by content.', inputSchema: { type: 'object', properties: { query: { type: 'string' } } } },
  {
    name: 'send_email',
    description: 'Sends an email with the given body to the given address.',
    inputSchema: {
      type: 'object',
      properties: { recipients: { type: 'array', items: { type: 'string' } }, subject: { type: 'string' }, body: { type: 'string' } },
      required: ['recipients'],
    },
  },
  {
    name: 'send_money',
    description: 'Sends a transaction to the recipient.',
    inputSchema: { type: 'object', properties: { recipient: { type: 'string' }, amount: { type: 'number' }, subject: { type: 'string' } } },
  },
  {
    name: 'delete_file',
    description: 'Deletes a file.',
    inputSchema: { type: 'object', properties: { file_id: { type: 'string' } } },
    annotations: { destructiveHint: true },
  },
];

export const IBAN = 'DE89370400440532013000';
export const NOW_MS = 1_800_000_000_000;

/** A gate whose score is whatever the test sets: triage thresholds 0.2 / 0.8. */
export function fixedGate(score: () => number = () => 0.01): GateModel {
  return { version: 'test-double', thresholds: { allow: 0.2, deny: 0.8 }, score: () => score() };
}

export function setup(overrides: Partial<CreateFenceOptions> = {}, mint: Partial<MintOptions> = {}) {
  const issuer: SigningKey = generateSigningKey();
  const holder = generateSigningKey();
  const graph = CapabilityGraph.builtIn();
  const fence = createFence({ keyring: new Keyring([issuer]), tools: TOOLS, model: fixedGate(), clock: () => NOW_MS, ...overrides });
  const token = mintToken(
    issuer,
    {
      issuer: 'test',
      subject: 'assistant',
      scope: ['read-only-retrieval', 'message-send', 'payment-initiate'],
      constraints: {
        'message-send': { recipient: { oneOf: ['bob@example.com'] } },
        'payment-initiate': { amount: { max: 120 }, recipient: { oneOf: [IBAN] } },
      },
      ceilings: { calls: 10, amount: 150 },
      intent: `E-mail a summary to bob@example.com and pay the 95 EUR bill to ${IBAN}.`,
      delegateTo: exportPublicJwk(holder),
      now: NOW_MS / 1000,
      ...mint,
    },
    graph,
  );
  return { fence, token, issuer, holder, graph };
}
