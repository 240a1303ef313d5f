/**
 * `capfence mcp [options] -- <downstream command...>`: run the MCP gateway in front of a
 * downstream MCP server (and more from `--servers`), on stdio for a desktop client, or on
 * Streamable HTTP with `--http`. See src/cli/handlers/mcp.ts.
 */
import type { Command } from 'commander';
import { checkpointOptions, collect, fenceOptions, lazy } from './io.ts';

export function mcpCommand(program: Command): void {
  checkpointOptions(
    fenceOptions(
      program
        .command('mcp')
        .description('run the MCP gateway: every tools/call of the downstream server(s) is decided by the fence first')
        .argument('[command...]', 'the downstream MCP server command, after --')
        .option('--keys <file>', 'trusted issuer keys (JWKS or key file); with --task, the issuer key is trusted too')
        .option('--task <text>', "compile the token from this task (the user's intent) and the downstream tools, instead of reading one")
        .option('--issuer-key <file>', 'with --task: the private key that signs the compiled token')
        .option('--policy <file>', 'with --task: the deployer policy (YAML or JSON) bounding what may be compiled (default: the built-in policy)')
        .option('--trust <level>', "with --task: the policy's trust level for this client")
        .option('--start-url <url>', "with --task: a browsing agent's start page; its host is one of the task's sites")
        .option('--allow-domain <host>', 'with --task: another site of a browsing task (repeatable)', collect, [])
        .option('--subject <agent>', 'with --task: the agent the token is for', 'mcp-client')
        .option('--token-file <file>', 'file holding the capability token')
        .option('--token <token>', 'capability token (prefer --token-file or CAPFENCE_TOKEN: a command line is visible to other users)')
        .option('--intent <text>', "the user intent (default: the token's)")
        .option('--tools <file>', 'tool specs the deployer declares (their classification wins over what servers publish)')
        .option('--cedar <file>', "Cedar policies (.cedar) for escalations the client's user is not asked about")
        .option('--cedar-schema <file>', 'Cedar schema for --cedar (default: the agent schema)')
        .option('--servers <file>', 'more downstream servers: {"mcpServers": {"name": {"command", "args", "env", "prefix"}}}')
        .option('--hide-out-of-scope', "list only the tools the token's scope grants")
        .option('--no-elicitation', "never ask the client's user; escalations go to --cedar (or are denied)")
        .option('--elicitation-timeout <ms>', 'how long the user has to answer an escalation', '120000')
        .option('--verifier-timeout <ms>', 'deadline of the --cedar verifier', '5000')
        .option('--call-timeout <ms>', 'deadline of one forwarded call (progress extends it)', '60000')
        .option('--max-message-bytes <n>', 'largest message accepted from the client on stdio', String(4 * 1024 * 1024))
        .option('--http [port]', 'serve Streamable HTTP on this port (default: an ephemeral one) instead of stdio')
        .option('--host <address>', 'interface for --http', '127.0.0.1')
        .option('--metrics-port <port>', 'serve Prometheus metrics at http://127.0.0.1:<port>/metrics (with --http they are also at /metrics there)')
        .option('--http-secret-file <file>', 'require "Authorization: Bearer <secret>" with the secret in this file (or CAPFENCE_HTTP_SECRET)'),
    ),
  ).action(lazy(async () => (await import('./handlers/mcp.ts')).serve));
}
