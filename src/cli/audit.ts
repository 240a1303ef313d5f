/**
 * `capfence audit verify|show|checkpoint|key|prove`: read and verify the audit chain of a state
 * directory, an audit db file, or a `postgres://` state; sign checkpoints and prove inclusion and
 * consistency for witnesses.
 */
import type { Command } from 'commander';
import { lazy, stateFromEnv } from './io.ts';

const DEFAULT_ORIGIN = 'capfence.local/audit';
const handlers = () => import('./handlers/audit.ts');

const where = (command: Command): Command =>
  command
    .option('--db <file>', 'audit database file')
    .option('--state <dir|url>', 'fence state: a directory (its audit.db) or a postgres:// URL; default $CAPFENCE_STATE', stateFromEnv());

/** `capfence recalibrate`: refit the gate's calibration from labelled outcomes in the audit. */
export function recalibrateCommand(program: Command): void {
  where(
    program
      .command('recalibrate')
      .description(
        "refit the gate's calibration (temperature, bias, thresholds, dial curve) from approved and denied escalations and `audit label` reports; prints before/after and writes only with --accept",
      ),
  )
    .option('--since <time>', 'only decisions at or after this time (ISO 8601); use the time the current model was deployed')
    .option('--model <file>', 'the model the decisions were made with (default: the shipped models/gate-v1.json)')
    .option('--out <file>', 'where to write the recalibrated model (with --accept)')
    .option('--accept', 'write the new model (without it, nothing is written)')
    .option('--json', 'print the comparison as JSON')
    .action(lazy(async () => (await import('./handlers/recalibrate.ts')).recalibrateCommandHandler));
}

export function auditCommand(program: Command): void {
  const audit = program.command('audit').description('read and verify the tamper-evident audit chain; sign checkpoints and prove against them');
  where(
    audit
      .command('verify')
      .description(
        'recompute the chain; exit code 1 and the first bad sequence number if anything was edited, deleted, reordered or truncated. With --checkpoint, also check the log against a signed checkpoint kept elsewhere',
      ),
  )
    .option('--checkpoint <file>', 'a signed checkpoint (C2SP tlog-checkpoint): the log must hold exactly that tree at its size')
    .option('--key <vkey>', 'the verifier key of the checkpoint signer (name+keyid+base64, or @file)')
    .option('--since <file>', 'an older signed checkpoint: prove the newer one extends it (consistency proof)')
    .option('--json', 'print the result as JSON')
    .action(lazy(async () => (await handlers()).verify));
  where(audit.command('show').description('print audit records as a table (argument values are never printed in privacy mode)'))
    .option('--from <seq>', 'first record')
    .option('--to <seq>', 'last record')
    .option('--limit <n>', 'most records to show', '50')
    .option('--json', 'print the records as a JSON array (the stored fields, chain hashes included)')
    .action(lazy(async () => (await handlers()).show));
  where(
    audit
      .command('report')
      .description('what the fence decided, and in shadow mode what enforcement would have blocked, by verdict, class and reason'),
  )
    .option('--since <time>', 'only records at or after this time (ISO 8601)')
    .option('--json', 'print the report as JSON')
    .action(lazy(async () => (await handlers()).report));
  where(
    audit
      .command('label')
      .description('report what a decision turned out to be (an incident, or a benign call refused): read by `capfence recalibrate`'),
  )
    .requiredOption('--seq <n>', 'the record the label is about')
    .requiredOption('--label <kind>', 'harmful | benign')
    .option('--by <name>', 'who reports it', process.env.USER ?? 'operator')
    .option('--note <text>', 'what happened')
    .action(lazy(async () => (await import('./handlers/recalibrate.ts')).label));
  where(audit.command('checkpoint').description('sign a checkpoint of the log as it stands (and keep it in the store); print it for a witness'))
    .requiredOption('--key <file>', 'the Ed25519 signing key (private JWK) of this log')
    .option('--origin <name>', 'the log name in the checkpoint, e.g. example.com/capfence/prod', DEFAULT_ORIGIN)
    .option('--out <file>', 'also write the checkpoint to this file')
    .action(lazy(async () => (await handlers()).checkpoint));
  audit
    .command('key')
    .description("print the verifier key a witness needs to check this log's checkpoints")
    .requiredOption('--key <file>', 'the signing key (private or public JWK)')
    .option('--origin <name>', 'the log name used when signing', DEFAULT_ORIGIN)
    .action(lazy(async () => (await handlers()).key));
  where(
    audit.command('prove').description('an inclusion proof for a record (--seq), or a consistency proof between two tree sizes (--from), as JSON'),
  )
    .option('--seq <n>', 'the record to prove')
    .option('--from <size>', 'the older tree size (consistency)')
    .option('--size <n>', 'the tree size to prove against (default: the newest checkpoint, else every record)')
    .action(lazy(async () => (await handlers()).prove));
}
