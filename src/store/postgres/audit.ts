/**
 * The audit chain on PostgreSQL, for reading and verifying: appends go through the recorder
 * (`capfence_record`). A row stores exactly the hashed parts A_t, K_t and R_t as text (see
 * src/audit/record.ts), so verification recomputes each hash from the bytes the server kept, and
 * the decoded record is read from those same parts.
 */
import { digestingArgsEncoder, newSalt } from '../../audit/privacy.ts';
import {
  encodeArgsPlain,
  GENESIS_HASH,
  partsHash,
  type ArgsEncoder,
  type AuditApproval,
  type AuditEntry,
  type AuditHead,
  type AuditRecord,
} from '../../audit/record.ts';
import type { VerifyResult } from '../../audit/verify.ts';
import { AuditError, StoreError, UsageError } from '../../errors.ts';
import type { AuditReader, AuditWriter, DecisionRecorder, StoredCheckpoint } from '../types.ts';
import type { Connection } from './connection.ts';

/** A row of `capfence_audit_records`. */
export interface PgRecordRow {
  readonly seq: string;
  readonly enc: number;
  readonly a: string;
  readonly k: string;
  readonly r: string;
  readonly hash: string;
}

const PAGE = 5_000;

export class PgAudit implements AuditWriter, AuditReader {
  readonly #connection: Connection;
  readonly #wantPrivacy: boolean | undefined;
  #recorder: DecisionRecorder | undefined;
  #encodeArgs: ArgsEncoder | undefined;
  #privacy = false;
  #head: AuditHead | null = null;

  constructor(connection: Connection, privacy: boolean | undefined) {
    this.#connection = connection;
    this.#wantPrivacy = privacy;
  }

  /** Read (or, for a new database, settle) the privacy mode and salt, and the head. */
  async start(recorder: DecisionRecorder): Promise<void> {
    this.#recorder = recorder;
    const salt = newSalt().toString('hex');
    await this.#connection.query("INSERT INTO capfence_audit_meta (key, value) VALUES ('privacy', $1), ('salt', $2) ON CONFLICT (key) DO NOTHING", [
      this.#wantPrivacy === true ? '1' : '0',
      salt,
    ]);
    const meta = new Map(
      (await this.#connection.query<{ key: string; value: string }>('SELECT key, value FROM capfence_audit_meta')).map((row) => [row.key, row.value]),
    );
    this.#privacy = meta.get('privacy') === '1';
    if (this.#wantPrivacy !== undefined && this.#wantPrivacy !== this.#privacy)
      throw new StoreError('ERR_STORE_SCHEMA', `the state database's audit was created with privacy mode ${this.#privacy ? 'on' : 'off'}`);
    this.#encodeArgs = this.#privacy ? digestingArgsEncoder(Buffer.from(meta.get('salt') ?? '', 'hex')) : encodeArgsPlain;
    await this.refreshHead();
  }

  get privacy(): boolean {
    return this.#privacy;
  }

  /** How arguments are stored (plain, or salted digests); known once started. */
  encodeArgs(): ArgsEncoder {
    if (this.#encodeArgs === undefined) throw new StoreError('ERR_STORE_UNAVAILABLE', 'the audit is not ready');
    return this.#encodeArgs;
  }

  /** One record alone (each decision normally records through the recorder, with its reservation). */
  async append(entry: AuditEntry): Promise<number> {
    if (this.#recorder === undefined) throw new StoreError('ERR_STORE_UNAVAILABLE', 'the audit is not ready');
    const written = await this.#recorder.record({ entry });
    return written.seq as number;
  }

  flush(): void {}

  close(): void {}

  head(): AuditHead | null {
    return this.#head;
  }

  count(): number {
    return this.#head?.seq ?? 0;
  }

  /** The recorder moved the head. */
  appended(seq: number, hash: string): void {
    if (seq > (this.#head?.seq ?? 0)) this.#head = { seq, hash };
  }

  async refreshHead(): Promise<AuditHead | null> {
    const [row] = await this.#connection.query<{ seq: string; hash: string }>('SELECT seq, hash FROM capfence_audit_head WHERE id = 1');
    if (row !== undefined) this.appended(Number(row.seq), row.hash);
    return this.#head;
  }

  async page(fromSeq: number, limit: number): Promise<AuditRecord[]> {
    if (!Number.isSafeInteger(fromSeq) || !Number.isSafeInteger(limit) || limit < 1)
      throw new UsageError('ERR_OUT_OF_RANGE', 'fromSeq and limit must be integers, limit positive');
    await this.refreshHead();
    const rows = await this.rows(Math.max(1, fromSeq) - 1, limit + 1);
    const out: AuditRecord[] = [];
    let prev = fromSeq <= 1 ? GENESIS_HASH : undefined;
    for (const row of rows) {
      if (Number(row.seq) < fromSeq) {
        prev = row.hash;
        continue;
      }
      if (out.length === limit) break;
      out.push(decodeRow(row, prev ?? ''));
      prev = row.hash;
    }
    return out;
  }

  /** Rows with seq > `after`, in order, at most `limit`. */
  async rows(after: number, limit: number): Promise<PgRecordRow[]> {
    return await this.#connection.query<PgRecordRow>(
      'SELECT seq, enc, a, k, r, hash FROM capfence_audit_records WHERE seq > $1 ORDER BY seq LIMIT $2',
      [after, limit],
    );
  }

  async hashesAfter(size: number, limit: number): Promise<string[]> {
    const rows = await this.#connection.query<{ hash: string }>('SELECT hash FROM capfence_audit_records WHERE seq > $1 ORDER BY seq LIMIT $2', [
      size,
      limit,
    ]);
    return rows.map((row) => row.hash);
  }

  async latestCheckpoint(): Promise<StoredCheckpoint | undefined> {
    const [row] = await this.#connection.query<StoredCheckpoint & { size: string }>(
      'SELECT size, root, time, note, frontier FROM capfence_audit_checkpoints ORDER BY size DESC LIMIT 1',
    );
    return row === undefined ? undefined : { ...row, size: Number(row.size) };
  }

  async addCheckpoint(checkpoint: StoredCheckpoint): Promise<void> {
    const { size, root, time, note, frontier } = checkpoint;
    await this.#connection.query(
      'INSERT INTO capfence_audit_checkpoints (size, root, time, note, frontier) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (size) DO NOTHING',
      [size, root, time, note, frontier],
    );
  }

  /** Recompute the whole chain, a page at a time, against the head (read first: appends may go on meanwhile). */
  async verify(): Promise<VerifyResult> {
    const head = await this.refreshHead();
    const end = head?.seq ?? 0;
    let prev = GENESIS_HASH;
    let expected = 1;
    while (expected <= end) {
      const rows = await this.rows(expected - 1, Math.min(PAGE, end - expected + 1));
      if (rows.length === 0) break;
      for (const row of rows) {
        const seq = Number(row.seq);
        if (seq !== expected) return fail(expected, 'deleted', `audit record ${expected} is missing`, expected - 1);
        let hash: string | null;
        try {
          hash = partsHash(row.enc, prev, seq, row.a, row.k, row.r);
          if ((JSON.parse(row.r) as { seq?: unknown }).seq !== seq) hash = null;
        } catch {
          hash = null;
        }
        if (hash !== row.hash) return fail(seq, 'edited', `audit record ${seq} does not match its chain hash`, expected - 1);
        prev = row.hash;
        expected++;
      }
    }
    if (expected - 1 < end) return fail(expected, 'truncated', `the records end at ${expected - 1} but the head is at ${end}`, expected - 1);
    if (end > 0 && prev !== head?.hash) return fail(end, 'edited', "the chain does not end at the head's hash", end);
    return { ok: true, count: end, head: prev };
  }
}

function fail(firstBadSeq: number, problem: 'edited' | 'deleted' | 'truncated', message: string, count: number): VerifyResult {
  return { ok: false, firstBadSeq, problem, message, count };
}

/** A record from its stored parts. Throws {@link AuditError} `ERR_AUDIT_CORRUPT` when they cannot be read. */
export function decodeRow(row: PgRecordRow, prevHash: string): AuditRecord {
  const seq = Number(row.seq);
  try {
    const a = JSON.parse(row.a) as { args: unknown; id: string | null; tool: string };
    const k = JSON.parse(row.k) as { digest: string | null; id: string | null };
    const r = JSON.parse(row.r) as Omit<AuditEntry, 'call' | 'tokenId' | 'tokenDigest'> & { approval: AuditApproval | null };
    if (typeof a.tool !== 'string' || !Array.isArray(r.reasons)) throw new TypeError('malformed parts');
    return {
      seq,
      time: r.time,
      tokenId: k.id,
      tokenDigest: k.digest,
      call: a.id === null ? { tool: a.tool, args: a.args } : { tool: a.tool, args: a.args, id: a.id },
      actionClass: r.actionClass,
      verdict: r.verdict,
      score: r.score,
      reasons: r.reasons,
      ...(r.approval === null || r.approval === undefined ? {} : { approval: r.approval }),
      encoding: row.enc,
      prevHash,
      hash: row.hash,
    };
  } catch (cause) {
    throw new AuditError('ERR_AUDIT_CORRUPT', `audit record ${seq} cannot be read`, seq, { cause });
  }
}
