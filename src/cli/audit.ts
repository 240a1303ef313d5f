/**
 * `capfence audit verify|show|checkpoint|key|prove`: read and verify the audit chain of a state
 * directory, an audit db file, or a `postgres://` state; sign checkpoints and prove inclusion and
 * consistency for witnesses.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { openCheckpoint, parseVerifierKey, verifierKey, type TreeHead } from '../audit/checkpoint.ts';
import { leavesOf, makeCheckpoint, proveConsistency, proveInclusion } from '../audit/checkpoints.ts';
import { consistencyProof, treeHash, verifyConsistency } from '../audit/merkle.ts';
import { formatRecords } from '../audit/show.ts';
import { SqliteAuditLog } from '../audit/store.ts';
import { showAuditLog, verifyAuditLog, type VerifyResult } from '../audit/verify.ts';
import { loadSigningKey } from '../capability/keys.ts';
import { AuditError, ConfigError } from '../errors.ts';
import { isDatabaseUrl } from '../store/open.ts';
import { openPostgresStore } from '../store/postgres/index.ts';
import type { AuditReader } from '../store/types.ts';
import { printJson, run, stateFromEnv } from './io.ts';

interface Where {
  db?: string;
  state?: string;
}

const DEFAULT_ORIGIN = 'capfence.local/audit';

function dbPath(opts: Where): string {
  if (opts.db !== undefined) return opts.db;
  if (opts.state !== undefined && !isDatabaseUrl(opts.state)) return join(opts.state, 'audit.db');
  throw new ConfigError('ERR_CONFIG_INVALID', 'give --db <file> or --state <dir>');
}

/** The audit of `--db`, `--state` or `$CAPFENCE_STATE`, for the length of `body`. */
async function withAudit<T>(opts: Where, body: (audit: AuditReader) => Promise<T>): Promise<T> {
  if (opts.db === undefined && opts.state !== undefined && isDatabaseUrl(opts.state)) {
    const store = openPostgresStore(opts.state);
    try {
      await store.ready();
      return await body(store.audit);
    } finally {
      await store.close();
    }
  }
  const log = SqliteAuditLog.open(dbPath(opts), { durability: 'strict' });
  try {
    return await body(log);
  } finally {
    log.close();
  }
}

function seqOption(value: string | undefined, name: string, min = 1): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min) throw new ConfigError('ERR_CONFIG_INVALID', `${name} must be an integer of at least ${min}`);
  return n;
}

function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (cause) {
    throw new ConfigError('ERR_CONFIG_INVALID', `cannot read ${what}`, path, { cause });
  }
}

const where = (command: Command): Command =>
  command
    .option('--db <file>', 'audit database file')
    .option('--state <dir|url>', 'fence state: a directory (its audit.db) or a postgres:// URL; default $CAPFENCE_STATE', stateFromEnv());

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
    .action((opts: Where & { checkpoint?: string; key?: string; since?: string; json?: boolean }) =>
      run(async () => {
        const result = await verifyCommand(opts);
        if (opts.json === true) printJson(result);
        else if (result.ok) process.stdout.write(`ok: ${result.count} records, head ${result.head}${result.checkpoint ?? ''}\n`);
        else process.stdout.write(`FAILED at record ${result.firstBadSeq} (${result.problem}): ${result.message}\n`);
        if (!result.ok) process.exitCode = 1;
      }),
    );
  where(audit.command('show').description('print audit records as a table (argument values are never printed in privacy mode)'))
    .option('--from <seq>', 'first record')
    .option('--to <seq>', 'last record')
    .option('--limit <n>', 'most records to show', '50')
    .action((opts: Where & { from?: string; to?: string; limit: string }) =>
      run(async () => {
        const fromSeq = seqOption(opts.from, '--from');
        const toSeq = seqOption(opts.to, '--to');
        const limit = seqOption(opts.limit, '--limit') ?? 50;
        if (opts.db === undefined && opts.state !== undefined && isDatabaseUrl(opts.state)) {
          const text = await withAudit(opts, async (log) => {
            const last = toSeq ?? log.head()?.seq ?? 0;
            const first = fromSeq ?? Math.max(1, last - limit + 1);
            const records = (await log.page(first, limit)).filter((record) => record.seq <= last);
            return formatRecords(records, { privacy: (log as unknown as { privacy: boolean }).privacy });
          });
          process.stdout.write(`${text}\n`);
          return;
        }
        process.stdout.write(
          `${showAuditLog(dbPath(opts), { ...(fromSeq === undefined ? {} : { fromSeq }), ...(toSeq === undefined ? {} : { toSeq }), limit })}\n`,
        );
      }),
    );
  where(audit.command('checkpoint').description('sign a checkpoint of the log as it stands (and keep it in the store); print it for a witness'))
    .requiredOption('--key <file>', 'the Ed25519 signing key (private JWK) of this log')
    .option('--origin <name>', 'the log name in the checkpoint, e.g. example.com/capfence/prod', DEFAULT_ORIGIN)
    .option('--out <file>', 'also write the checkpoint to this file')
    .action((opts: Where & { key: string; origin: string; out?: string }) =>
      run(async () => {
        const key = loadSigningKey(opts.key);
        const checkpoint = await withAudit(opts, (log) => makeCheckpoint(log, { origin: opts.origin, key }));
        if (opts.out !== undefined) writeFileSync(opts.out, checkpoint.note);
        process.stdout.write(checkpoint.note);
      }),
    );
  audit
    .command('key')
    .description("print the verifier key a witness needs to check this log's checkpoints")
    .requiredOption('--key <file>', 'the signing key (private or public JWK)')
    .option('--origin <name>', 'the log name used when signing', DEFAULT_ORIGIN)
    .action((opts: { key: string; origin: string }) => run(() => process.stdout.write(`${verifierKey(opts.origin, loadSigningKey(opts.key))}\n`)));
  where(
    audit.command('prove').description('an inclusion proof for a record (--seq), or a consistency proof between two tree sizes (--from), as JSON'),
  )
    .option('--seq <n>', 'the record to prove')
    .option('--from <size>', 'the older tree size (consistency)')
    .option('--size <n>', 'the tree size to prove against (default: the newest checkpoint, else every record)')
    .action((opts: Where & { seq?: string; from?: string; size?: string }) =>
      run(async () => {
        const seq = seqOption(opts.seq, '--seq');
        const from = seqOption(opts.from, '--from', 0);
        if ((seq === undefined) === (from === undefined)) throw new ConfigError('ERR_CONFIG_INVALID', 'give one of --seq or --from');
        printJson(
          await withAudit(opts, async (log) => {
            const size = seqOption(opts.size, '--size') ?? (await log.latestCheckpoint())?.size ?? log.count();
            return seq !== undefined ? proveInclusion(log, seq, size) : proveConsistency(log, from as number, size);
          }),
        );
      }),
    );
}

type Verified = (VerifyResult & { checkpoint?: string }) | (Extract<VerifyResult, { ok: false }> & { checkpoint?: string });

async function verifyCommand(opts: Where & { checkpoint?: string; key?: string; since?: string }): Promise<Verified> {
  if (opts.checkpoint === undefined) {
    if (opts.db === undefined && opts.state !== undefined && isDatabaseUrl(opts.state)) return withAudit(opts, async (log) => log.verify());
    return verifyAuditLog(dbPath(opts));
  }
  if (opts.key === undefined) throw new ConfigError('ERR_CONFIG_INVALID', "--checkpoint needs --key (the signer's verifier key)");
  const verifier = parseVerifierKey(opts.key.startsWith('@') ? readText(opts.key.slice(1), 'verifier key') : opts.key);
  const head = openCheckpoint(readText(opts.checkpoint, 'checkpoint'), verifier);
  const older = opts.since === undefined ? undefined : openCheckpoint(readText(opts.since, 'older checkpoint'), verifier);
  return withAudit(opts, async (log) => {
    const chain = await log.verify();
    if (!chain.ok) return chain;
    const failed = (message: string): Verified => ({ ok: false, firstBadSeq: head.size, problem: 'edited', message, count: chain.count });
    let leaves: Buffer[];
    try {
      leaves = await leavesOf(log, head.size);
    } catch (error) {
      if (error instanceof AuditError)
        return { ok: false, firstBadSeq: chain.count + 1, problem: 'truncated', message: error.message, count: chain.count };
      throw error;
    }
    // A log rewritten with recomputed hashes verifies as a chain, but not against a root kept elsewhere.
    if (!treeHash(leaves).equals(head.root))
      return failed(`the log's first ${head.size} records do not make the checkpoint's tree: the log was rewritten`);
    if (older !== undefined && !consistent(older, head, leaves))
      return failed(`the checkpoint at ${head.size} does not extend the one at ${older.size}`);
    return { ...chain, checkpoint: `; matches the checkpoint at ${head.size}${older === undefined ? '' : ` and extends the one at ${older.size}`}` };
  });
}

function consistent(older: TreeHead, newer: TreeHead, leaves: readonly Buffer[]): boolean {
  if (older.size > newer.size) return false;
  // The proof comes from this log; it must tie the two signed roots together.
  return verifyConsistency(older.size, newer.size, older.root, newer.root, consistencyProof(older.size, leaves));
}
