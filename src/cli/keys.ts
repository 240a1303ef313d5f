import type { Command } from 'commander';
import { lazy } from './io.ts';

export function keysCommand(program: Command): void {
  const keys = program.command('keys').description('issuer and delegation keys (Ed25519 JWK)');
  keys
    .command('generate')
    .description('generate a signing key (private JWK file, mode 0600) and print its public JWK')
    .requiredOption('--out <file>', 'where to write the private key (must not exist)')
    .option('--jwks <file>', 'also write the public key as a JWKS')
    .action(lazy(async () => (await import('./handlers/keys.ts')).generate));
  keys
    .command('jwks')
    .description('print the JWKS (public keys only) of one or more key files')
    .argument('<files...>', 'private or public key files')
    .action(lazy(async () => (await import('./handlers/keys.ts')).jwks));
}
