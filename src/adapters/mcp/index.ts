/**
 * `capfence/mcp`: an MCP gateway that puts the fence in front of every tools/call of one or more
 * downstream MCP servers, served over stdio or Streamable HTTP.
 *
 * ```ts
 * import { createFence, Keyring } from 'capfence';
 * import { createMcpGateway, escalationRouter, GatewayStdioTransport } from 'capfence/mcp';
 *
 * const fence = createFence({ keyring, tools: [], verifier: escalationRouter(cedar), verifierTimeoutMs: 130_000 });
 * const gateway = await createMcpGateway({ fence, token, downstreams: [{ name: 'mail', command: 'node', args: ['mail.js'] }] });
 * await gateway.connect(new GatewayStdioTransport());
 * ```
 */
export { createMcpGateway, McpGateway, DEFAULT_ELICITATION_TIMEOUT_MS, type McpGatewayOptions } from './gateway.ts';
export type { GatewayConnection } from './connection.ts';
export type { DownstreamSpec, StdioDownstreamSpec, TransportDownstreamSpec, DownstreamOptions } from './downstream.ts';
export { escalationRouter, routeEscalations, type Routed } from '../../escalation/route.ts';
export { elicitationVerifier, type ElicitationVerifierOptions } from './elicitation.ts';
export { DECISION_META_KEY, refusalResult } from './results.ts';
export { GatewayStdioTransport, type GatewayStdioOptions } from './transports/stdio.ts';
export { serveStreamableHttp, type HttpGateway, type HttpGatewayOptions } from './transports/http.ts';
