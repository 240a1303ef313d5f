/**
 * `capfence serve`: run the HTTP sidecar (loopback by default), and `capfence api-key`: make,
 * list and remove the hashed API keys its callers present.
 */
import type { Command } from 'commander';
import type { ServeDeps, ServeOptions } from './handlers/serve.ts';
import { checkpointOptions, fenceOptions, lazy, stateFromEnv } from './io.ts';

export type { CompilerFactory, ServeDeps } from './handlers/serve.ts';

/** The options of the LLM judge (serve, verifier serve). */
export function llmOptions(command: Command): Command {
  return command
    .option('--llm-url <url>', 'OpenAI-compatible API base, e.g. http://127.0.0.1:8080/v1')
    .option('--llm-model <name>', 'model name for the LLM verifier')
    .option('--llm-api-key-env <name>', 'environment variable holding the LLM API key', 'CAPFENCE_LLM_API_KEY')
    .option('--llm-format <format>', 'json_schema | json_object | none', 'json_schema')
    .option('--llm-timeout <ms>', 'deadline of one LLM verdict', '15000');
}

export function serveCommand(program: Command, deps: ServeDeps = {}): void {
  checkpointOptions(
    fenceOptions(
      llmOptions(
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
          .option('--policy <file>', 'deployer policy (YAML or JSON) for compiling intents (default: the built-in policy)')
          .option('--cedar <file>', 'Cedar policies (.cedar): the first verifier of escalated calls; what they leave undecided goes to --verifier')
          .option('--cedar-schema <file>', 'Cedar schema for --cedar (default: the agent schema)')
          .option(
            '--verifier <kinds>',
            'for escalated calls, after --cedar, in this order: none, or any of data-flow (where the values came from), llm, human; each asked only when the ones before abstain',
            'none',
          )
          .option('--verifier-timeout <ms>', "deadline of the whole verification (default: the sum of the verifiers' own deadlines)")
          .option('--human-timeout <seconds>', 'how long a person has to answer an approval request', '300')
          .option('--body-limit <bytes>', 'largest request body', String(256 * 1024))
          .option('--public-metrics', 'serve /metrics without an API key')
          .option('--log-level <level>', 'fatal | error | warn | info | debug | silent', 'info')
          .option('--log-requests', 'log every request (credentials are redacted)')
          .option('--console', 'serve the operator console at /console (sign in with an API key)'),
      ),
    ),
  ).action(
    lazy(async () => {
      const { serve } = await import('./handlers/serve.ts');
      return (opts: ServeOptions) => serve(opts, deps);
    }),
  );

  const apiKey = program.command('api-key').description("make, list and remove the sidecar's API keys (stored hashed)");
  const handlers = () => import('./handlers/api-key.ts');
  apiKey
    .command('add')
    .description('make a key; prints it once (only its hash is stored)')
    .argument('<id>', 'key id (A-Z, a-z, 0-9, _ and -)')
    .requiredOption('--file <file>', 'the API key file (created if missing)')
    .requiredOption('--rights <list>', 'comma-separated: authorize, mint, attenuate, revoke, audit, approve, metrics')
    .action(lazy(async () => (await handlers()).add));
  apiKey
    .command('list')
    .description('list key ids and rights')
    .requiredOption('--file <file>', 'the API key file')
    .action(lazy(async () => (await handlers()).list));
  apiKey
    .command('remove')
    .description('remove a key (takes effect when the sidecar restarts)')
    .argument('<id>', 'key id')
    .requiredOption('--file <file>', 'the API key file')
    .action(lazy(async () => (await handlers()).remove));
}

/** `capfence console`: the operator console alone, over a state that sidecars and gateways write. */
export function consoleCommand(program: Command): void {
  program
    .command('console')
    .description('serve the operator console alone (approvals, audit, tokens, calibration) over a state that sidecars and gateways write')
    .option('--state <dir|url>', 'the state: a directory or a postgres:// URL; default $CAPFENCE_STATE', stateFromEnv())
    .requiredOption('--api-keys <file>', 'hashed API keys of the operators (make them with `capfence api-key add`)')
    .option('--host <address>', 'address to listen on', '127.0.0.1')
    .option('--port <port>', 'port to listen on', '8788')
    .option('--model <file>', 'the gate model the fleet runs (for drift; default: the shipped one)')
    .option('--log-level <level>', 'fatal | error | warn | info | debug | silent', 'info')
    .action(lazy(async () => (await import('./handlers/console.ts')).runConsole));
}
