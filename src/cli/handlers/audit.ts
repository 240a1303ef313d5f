/**
 * `capfence audit verify|show|checkpoint|key|prove`: read and verify the audit chain of a state
 * directory, an audit db file, or a `postgres://` state; sign checkpoints and prove inclusion and
 * consistency for witnesses.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openCheckpoint, parseVerifierKey, verifierKey, type TreeHead } from '../../audit/checkpoint.ts';
import { leavesOf, makeCheckpoint, proveConsistency, proveInclusion } from '../../audit/checkpoints.ts';
import { consistencyProof, treeHash, verifyConsistency } from '../../audit/merkle.ts';
import { auditReport, formatAuditReport, ReportTally, type AuditReport } from '../../audit/report.ts';
import { formatRecords } from '../../audit/show.ts';
import { SqliteAuditLog } from '../../audit/store.ts';
import { showAuditLog, type VerifyResult } from '../../audit/verify.ts';
import { verifyAuditLogParallel } from '../../audit/verify-parallel.ts';
import { loadSigningKey } from '../../capability/keys.ts';
import { AuditError, ConfigError } from '../../errors.ts';
import { isDatabaseUrl } from '../../store/open.ts';
import { openPostgresStore } from '../../store/postgres/index.ts';
import type { AuditReader } from '../../store/types.ts';
import { printJson } from '../io.ts';

interface Where {
  db?: string;
  state?: string;
}

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

export async function verify(opts: Where & { checkpoint?: string; key?: string; since?: string; json?: boolean }): Promise<void> {
  const result = await verifyCommand(opts);
  if (opts.json === true) printJson(result);
  else if (result.ok) process.stdout.write(`ok: ${result.count} records, head ${result.head}${result.checkpoint ?? ''}\n`);
  else process.stdout.write(`FAILED at record ${result.firstBadSeq} (${result.problem}): ${result.message}\n`);
  if (!result.ok) process.exitCode = 1;
}

export async function show(opts: Where & { from?: string; to?: string; limit: string; json?: boolean }): Promise<void> {
  const fromSeq = seqOption(opts.from, '--from');
  const toSeq = seqOption(opts.to, '--to');
  const limit = seqOption(opts.limit, '--limit') ?? 50;
  const onDatabase = opts.db === undefined && opts.state !== undefined && isDatabaseUrl(opts.state);
  if (opts.json !== true && !onDatabase) {
    process.stdout.write(
      `${showAuditLog(dbPath(opts), { ...(fromSeq === undefined ? {} : { fromSeq }), ...(toSeq === undefined ? {} : { toSeq }), limit })}\n`,
    );
    return;
  }
  // Reading must not create a log where there was none.
  if (!onDatabase && !existsSync(dbPath(opts))) throw new AuditError('ERR_AUDIT_STORE', 'no audit database at the given path');
  const { records, privacy } = await withAudit(opts, async (log) => {
    const last = toSeq ?? log.head()?.seq ?? 0;
    const first = fromSeq ?? Math.max(1, last - limit + 1);
    const page = (await log.page(first, limit)).filter((record) => record.seq <= last);
    return { records: page, privacy: (log as unknown as { privacy?: boolean }).privacy === true };
  });
  // JSON is for programs: values are not escaped for a terminal (JSON.stringify escapes control characters).
  if (opts.json === true) printJson(records);
  else process.stdout.write(`${formatRecords(records, { privacy })}\n`);
}

export async function report(opts: Where & { since?: string; json?: boolean }): Promise<void> {
  const since = opts.since === undefined ? undefined : Date.parse(opts.since);
  if (since !== undefined && Number.isNaN(since)) throw new ConfigError('ERR_CONFIG_INVALID', '--since must be a time (ISO 8601)');
  let result: AuditReport;
  if (opts.db === undefined && opts.state !== undefined && isDatabaseUrl(opts.state)) {
    // A database log is read page by page; only the counts are kept.
    result = await withAudit(opts, async (log) => {
      const counts = new ReportTally();
      const last = log.head()?.seq ?? 0;
      for (let from = 1; from <= last; from += 10_000)
        for (const r of await log.page(from, 10_000))
          if (since === undefined || r.time >= since) counts.add(r.seq, r.verdict, r.actionClass, r.reasons);
      return counts.result();
    });
  } else {
    if (!existsSync(dbPath(opts))) throw new AuditError('ERR_AUDIT_STORE', 'no audit database at the given path');
    result = auditReport(dbPath(opts), since === undefined ? {} : { since });
  }
  if (opts.json === true) printJson(result);
  else process.stdout.write(`${formatAuditReport(result)}\n`);
}

export async function checkpoint(opts: Where & { key: string; origin: string; out?: string }): Promise<void> {
  const key = loadSigningKey(opts.key);
  const made = await withAudit(opts, (log) => makeCheckpoint(log, { origin: opts.origin, key }));
  if (opts.out !== undefined) writeFileSync(opts.out, made.note);
  process.stdout.write(made.note);
}

export function key(opts: { key: string; origin: string }): void {
  process.stdout.write(`${verifierKey(opts.origin, loadSigningKey(opts.key))}\n`);
}

export async function prove(opts: Where & { seq?: string; from?: string; size?: string }): Promise<void> {
  const seq = seqOption(opts.seq, '--seq');
  const from = seqOption(opts.from, '--from', 0);
  if ((seq === undefined) === (from === undefined)) throw new ConfigError('ERR_CONFIG_INVALID', 'give one of --seq or --from');
  printJson(
    await withAudit(opts, async (log) => {
      const size = seqOption(opts.size, '--size') ?? (await log.latestCheckpoint())?.size ?? log.count();
      return seq !== undefined ? proveInclusion(log, seq, size) : proveConsistency(log, from as number, size);
    }),
  );
}

type Verified = (VerifyResult & { checkpoint?: string }) | (Extract<VerifyResult, { ok: false }> & { checkpoint?: string });

async function verifyCommand(opts: Where & { checkpoint?: string; key?: string; since?: string }): Promise<Verified> {
  if (opts.checkpoint === undefined) {
    if (opts.db === undefined && opts.state !== undefined && isDatabaseUrl(opts.state)) return withAudit(opts, async (log) => log.verify());
    return verifyAuditLogParallel(dbPath(opts));
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
