/**
 * What the fence decided over a window of the audit log, and what it would have refused in shadow
 * mode (`capfence audit report`): counts by verdict, and the shadowed calls by the verdict
 * enforcement would have given, by action class and by first reason. Reads the log once, row by
 * row, in constant memory (apart from one counter per distinct class and reason). Does not verify
 * the chain: run `capfence audit verify` for that.
 */
import { SHADOW_REASON } from '../action/reasons.ts';
import { UsageError } from '../errors.ts';
import { openAuditDb } from './schema.ts';

export interface ReportOptions {
  /** Only records at or after this time (ms since the epoch). */
  readonly since?: number;
  /** Only records before this time (ms since the epoch). */
  readonly until?: number;
}

export interface AuditReport {
  readonly records: number;
  /** Records whose row could not be read (their reasons are not JSON): counted, never guessed. */
  readonly unreadable: number;
  readonly firstSeq: number | null;
  readonly lastSeq: number | null;
  /** Recorded verdicts. A shadowed call is counted under the verdict enforcement would have given. */
  readonly verdicts: Readonly<Record<string, number>>;
  /** Calls shadow mode let run that enforcement would have refused. */
  readonly shadow: {
    readonly total: number;
    readonly byVerdict: Readonly<Record<string, number>>;
    readonly byClass: Readonly<Record<string, number>>;
    /** By the first reason of the refusal (the one that decided it). */
    readonly byReason: Readonly<Record<string, number>>;
  };
}

interface Row {
  readonly seq: number;
  readonly verdict: string;
  readonly actionClass: string | null;
  readonly reasons: string | null;
}

/** Counts records into a report, one at a time (any engine: feed it pages). */
export class ReportTally {
  readonly #verdicts = tally();
  readonly #byVerdict = tally();
  readonly #byClass = tally();
  readonly #byReason = tally();
  #records = 0;
  #unreadable = 0;
  #total = 0;
  #firstSeq: number | null = null;
  #lastSeq: number | null = null;

  /** One record; `reasons` undefined when they could not be read. */
  add(seq: number, verdict: string, actionClass: string | null, reasons: readonly string[] | undefined): void {
    this.#records += 1;
    this.#firstSeq ??= seq;
    this.#lastSeq = seq;
    if (reasons === undefined) {
      this.#unreadable += 1;
      return;
    }
    bump(this.#verdicts, verdict);
    if (!reasons.includes(SHADOW_REASON) || verdict === 'allow') return;
    this.#total += 1;
    bump(this.#byVerdict, verdict);
    bump(this.#byClass, actionClass ?? '(unclassified)');
    bump(this.#byReason, reasons.find((code) => code !== SHADOW_REASON) ?? '(none)');
  }

  result(): AuditReport {
    return {
      records: this.#records,
      unreadable: this.#unreadable,
      firstSeq: this.#firstSeq,
      lastSeq: this.#lastSeq,
      verdicts: this.#verdicts,
      shadow: { total: this.#total, byVerdict: this.#byVerdict, byClass: this.#byClass, byReason: this.#byReason },
    };
  }
}

/** Summarise the audit db at `path` (opened read-only). Throws AuditError for a file that is not an audit db. */
export function auditReport(path: string, options: ReportOptions = {}): AuditReport {
  const since = options.since ?? Number.NEGATIVE_INFINITY;
  const until = options.until ?? Number.POSITIVE_INFINITY;
  if (Number.isNaN(since) || Number.isNaN(until)) throw new UsageError('ERR_INVALID_ARGUMENT', 'since and until must be times');
  const { db, layout } = openAuditDb(path, { readonly: true });
  const counts = new ReportTally();
  // A version-3 file keeps the fields inside R_t; a row whose R_t is not JSON is counted unreadable, whatever its time.
  const r = (name: string): string => `CASE WHEN json_valid(r) THEN json_extract(r, '$.${name}') END`;
  const parts = layout === 'parts';
  const fields = parts
    ? `seq, ${r('verdict')} AS verdict, ${r('actionClass')} AS actionClass, ${r('reasons')} AS reasons`
    : 'seq, verdict, action_class AS actionClass, reasons';
  const time = parts ? r('time') : 'time';
  const where = `${parts ? 'NOT json_valid(r) OR ' : ''}(${time} >= ? AND ${time} < ?)`;
  try {
    const rows = db
      .prepare(`SELECT ${fields} FROM capfence_audit_records WHERE ${where} ORDER BY seq`)
      .iterate(clampTime(since), clampTime(until)) as IterableIterator<Row>;
    for (const row of rows) counts.add(row.seq, row.verdict, row.actionClass, readReasons(row.reasons));
  } finally {
    db.close();
  }
  return counts.result();
}

/** The report as text for people: one section per count, largest first. */
export function formatAuditReport(report: AuditReport): string {
  const lines = [
    `records ${report.records}${report.firstSeq === null ? '' : ` (seq ${report.firstSeq}–${report.lastSeq})`}${report.unreadable > 0 ? `, ${report.unreadable} unreadable` : ''}`,
    `verdicts: ${counts(report.verdicts) || 'none'}`,
  ];
  if (report.shadow.total === 0) {
    lines.push('shadow mode: no call ran that enforcement would have refused');
  } else {
    lines.push(`shadow mode: ${report.shadow.total} calls ran that enforcement would have refused`);
    lines.push(`  by verdict: ${counts(report.shadow.byVerdict)}`);
    lines.push(`  by class:   ${counts(report.shadow.byClass)}`);
    lines.push(`  by reason:  ${counts(report.shadow.byReason)}`);
  }
  return lines.join('\n');
}

function readReasons(text: string | null): string[] | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.every((code) => typeof code === 'string') ? parsed : undefined;
  } catch {
    return undefined;
  }
}

// Keys come from the log (class names, reason codes): a counter without a prototype, so `__proto__` is just a key.
function tally(): Record<string, number> {
  return Object.create(null) as Record<string, number>;
}

function bump(counter: Record<string, number>, key: string): void {
  counter[key] = (counter[key] ?? 0) + 1;
}

function counts(counter: Readonly<Record<string, number>>): string {
  return Object.entries(counter)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([key, n]) => `${key} ${n}`)
    .join(', ');
}

// SQLite compares REAL columns with ±Infinity fine, but better-sqlite3 binds only finite numbers as REAL.
function clampTime(time: number): number {
  return Math.max(-Number.MAX_VALUE, Math.min(Number.MAX_VALUE, time));
}
