import type { Command } from 'commander';
import { lazy, stateFromEnv } from './io.ts';

const handlers = () => import('./handlers/token.ts');

const claimOptions = (command: Command): Command =>
  command
    .requiredOption('--key <file>', 'signing key (private JWK)')
    .requiredOption('--subject <agent>', 'the agent that will hold the token')
    .option(
      '--constraints <json>',
      'argument constraints per class, JSON or @file, e.g. {"message-send":{"recipient":{"oneOf":["bob@example.com"]}}}',
    )
    .option('--ceilings <json>', 'resource ceilings, JSON or @file, e.g. {"calls":20,"amount":100}')
    .option('--ttl <seconds>', 'lifetime in seconds (default 3600)')
    .option('--delegate-to <file>', 'public key of the holder, who may attenuate this token')
    .option('--graph <file>', 'capability graph extension (JSON)');

export function tokenCommand(program: Command): void {
  const token = program.command('token').description('mint, attenuate, inspect and revoke capability tokens');
  claimOptions(token.command('mint').description('mint a root token (prints it)'))
    .requiredOption('--scope <classes>', 'comma-separated action classes')
    .option('--issuer <name>', 'issuer name', 'capfence')
    .option('--intent <text>', 'the user intent the token is for (or @file)')
    .option('--expires-on <events>', 'comma-separated event names that end the token when posted (capfence event post)')
    .action(lazy(async () => (await handlers()).mint));
  claimOptions(token.command('attenuate').description('derive a narrower child token (prints it)'))
    .requiredOption('--token <token>', 'the parent token (or @file)')
    .option('--scope <classes>', "comma-separated action classes (default: the parent's)")
    .action(lazy(async () => (await handlers()).attenuate));
  token
    .command('inspect')
    .description("show a token's claims, link by link; with --keys, verify the chain too")
    .argument('<token>', 'the token (or @file)')
    .option('--keys <file>', 'trusted issuer keys (JWKS or key file): verify signatures, narrowing, expiry')
    .option('--graph <file>', 'capability graph extension (JSON)')
    .action(lazy(async () => (await handlers()).inspect));
  token
    .command('revoke')
    .description('revoke a token (and so every token delegated from it)')
    .argument('<token>', 'the token (or @file); its leaf link is revoked')
    .option('--state <dir|url>', 'the fence state: a directory or a postgres:// URL (default $CAPFENCE_STATE)', stateFromEnv())
    .option('--reason <text>', 'why')
    .option('--graph <file>', 'capability graph extension (JSON)')
    .action(lazy(async () => (await handlers()).revoke));
  program
    .command('event')
    .description('named events that end tokens (minted with --expires-on)')
    .command('post')
    .description('post an event: every token that expires on it and was issued before now ends, in every process on the state')
    .argument('<name>', 'the event, e.g. password-changed or task-ended:42')
    .option('--state <dir|url>', 'the fence state: a directory or a postgres:// URL (default $CAPFENCE_STATE)', stateFromEnv())
    .action(lazy(async () => (await handlers()).postEvent));
}
