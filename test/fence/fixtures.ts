/**
 * Shared fixtures for pipeline tests: a small tool catalog in MCP shape (the sidecar bench's
 * AgentDojo-style workspace and banking tools), an issuer, and a gate double with a fixed score so
 * triage is deterministic. The trained gate is exercised separately in test/gate/.
 */
import type { ToolSpec } from '../../src/action/types.ts';
import { BENCH_TOOLS, IBAN } from '../../bench/sidecar/calls.ts';
import { exportPublicJwk, generateSigningKey, Keyring, type SigningKey } from '../../src/capability/keys.ts';
import { mintToken, type MintOptions } from '../../src/capability/token.ts';
import type { GateModel } from '../../src/gate/model.ts';
import { createFence, type CreateFenceOptions } from '../../src/index.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

/** The fixture tools are the sidecar bench's (one list: benches may not import tests). */
export const TOOLS: readonly ToolSpec[] = BENCH_TOOLS;

export { IBAN };

/** Playwright MCP's click, as its server lists it (the browser tests' tool). */
export const BROWSER_CLICK: ToolSpec = {
  name: 'browser_click',
  description: 'Perform click on a web page',
  inputSchema: { type: 'object', properties: { element: { type: 'string' }, target: { type: 'string' } }, required: ['target'] },
};
/** Playwright MCP's typing tool, as published. */
export const BROWSER_TYPE: ToolSpec = {
  name: 'browser_type',
  description: 'Type text into editable element',
  inputSchema: {
    type: 'object',
    properties: { element: { type: 'string' }, target: { type: 'string' }, text: { type: 'string' } },
    required: ['target', 'text'],
  },
};

/** A Playwright MCP page snapshot at `url` titled `title`, with `controls` (YAML lines, refs from e2) under its `main`. */
export function playwrightPage(url: string, title: string, controls: readonly string[]): string {
  return [
    '### Page',
    `- Page URL: ${url}`,
    `- Page Title: ${title}`,
    '### Snapshot',
    '```yaml',
    '- main [ref=e1]:',
    ...controls.map((c) => `  - ${c}`),
    '```',
  ].join('\n');
}
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
