/**
 * `capfence verifier serve`: run the LLM judge or the human approval queue as a remote verifier,
 * for fences in other processes or on other hosts (`RemoteVerifier` in `capfence/verifiers`).
 */
import type { Command } from 'commander';
import { lazy } from './io.ts';
import { llmOptions } from './serve.ts';

export function verifierCommand(program: Command): void {
  const verifier = program.command('verifier').description('run a verifier of the escalation band for fences elsewhere (RemoteVerifier)');
  llmOptions(
    verifier
      .command('serve')
      .description('serve POST /v1/verify with the LLM judge, a person (the approval queue of --state), or both in turn; fails closed')
      .requiredOption('--verifier <kinds>', 'llm | human | llm,human (the LLM first; the person when it abstains)')
      .option('--state <dir>', 'with human: the directory of the approval queue (approvals.db), answered with `capfence approvals`')
      .option('--human-timeout <seconds>', 'how long a person has to answer', '300')
      .option('--host <address>', 'address to listen on', '127.0.0.1')
      .option('--port <port>', 'port to listen on (0: any free port)', '8788')
      .option('--tls-cert <file>', 'PEM server certificate (serve HTTPS)')
      .option('--tls-key <file>', 'PEM private key of --tls-cert')
      .option('--tls-ca <file>', 'PEM authority of client certificates: require one it signed (mutual TLS)')
      .option('--api-key-file <file>', 'accepted bearer keys, one a line (default: $CAPFENCE_VERIFIER_API_KEY, when set)')
      .option('--max-deadline <ms>', 'the longest deadline a caller may ask for', '600000'),
  ).action(lazy(async () => (await import('./handlers/verifier.ts')).serveRemoteVerifier));
}
