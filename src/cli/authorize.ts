import type { Command } from 'commander';
import { fenceOptions, lazy } from './io.ts';

export function authorizeCommand(program: Command): void {
  fenceOptions(
    program
      .command('authorize')
      .description('decide one tool call (JSON in, decision out); exit code 0 only when allowed, 3 otherwise')
      .requiredOption('--keys <file>', 'trusted issuer keys (JWKS or key file)')
      .requiredOption('--tools <file>', 'tool specs (MCP tools/list result or array)')
      .requiredOption('--token <token>', 'capability token (or @file)')
      .option('--call <json>', 'the call {"tool": ..., "args": {...}} (JSON or @file; default: stdin)')
      .option('--intent <text>', "the user intent (default: the token's)")
      .option('--cedar <file>', 'Cedar policy file: the verifier for the escalation band (without one, escalations are returned as such)')
      .option('--verifier-timeout <ms>', 'deadline of the verifier; past it the call is denied', '5000'),
  ).action(lazy(async () => (await import('./handlers/authorize.ts')).authorize));
}
