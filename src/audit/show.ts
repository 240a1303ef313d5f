/**
 * Rendering audit records for people (`capfence audit show`). Everything printed passes through
 * {@link printable}, so a hostile tool name or argument cannot move the cursor, recolour the
 * terminal or flip text direction. In privacy mode no argument value is ever printed — only
 * argument names and a prefix of each digest.
 */
import type Database from 'better-sqlite3';
import { decodeRecord, type AuditRecord, type StoredRecord } from './record.ts';
import { openAuditDb } from './schema.ts';
import { storedFromRow } from './parts.ts';
import { UsageError } from '../errors.ts';

export interface FormatOptions {
  /** The log stores argument digests: print names and digest prefixes only. */
  readonly privacy: boolean;
  /** Widest the arguments column may be, in characters (default 60). */
  readonly argsWidth?: number;
}

export interface ShowOptions {
  /** First record to show. Without it, the last `limit` records up to `toSeq` are shown. */
  readonly fromSeq?: number;
  readonly toSeq?: number;
  /** Most records to show (default 50). */
  readonly limit?: number;
  readonly argsWidth?: number;
}

const HEADER = ['SEQ', 'TIME', 'VERDICT', 'SCORE', 'TOOL', 'CLASS', 'TOKEN', 'REASONS', 'ARGS'];

/** One record as one line of fields separated by two spaces (not aligned). */
export function formatRecord(record: AuditRecord, options: FormatOptions): string {
  return cells(record, options).join('  ');
}

/** Records as an aligned table with a header row. */
export function formatRecords(records: Iterable<AuditRecord>, options: FormatOptions): string {
  return table(Array.from(records, (record) => cells(record, options)));
}

/**
 * Read records from the audit db at `path` (read-only) and render them with
 * {@link formatRecords}, honouring the db's privacy mode. Does not verify the chain; a row
 * that cannot be decoded is shown as unreadable. Throws {@link AuditError} `ERR_AUDIT_STORE`
 * when the file is not a readable audit db.
 */
export function showAuditLog(path: string, options: ShowOptions = {}): string {
  const limit = options.limit ?? 50;
  if (!Number.isSafeInteger(limit) || limit < 1) throw new UsageError('ERR_OUT_OF_RANGE', 'limit must be a positive integer');
  if (options.fromSeq !== undefined && !Number.isSafeInteger(options.fromSeq)) throw new UsageError('ERR_OUT_OF_RANGE', 'fromSeq must be an integer');
  if (options.toSeq !== undefined && !Number.isSafeInteger(options.toSeq)) throw new UsageError('ERR_OUT_OF_RANGE', 'toSeq must be an integer');
  const { db, privacy, columns, layout } = openAuditDb(path, { readonly: true });
  try {
    const to = options.toSeq ?? Number.MAX_SAFE_INTEGER;
    const select = (sql: string): Database.Statement => db.prepare(sql).raw(layout === 'parts');
    const rows =
      options.fromSeq === undefined
        ? select(`SELECT ${columns} FROM capfence_audit_records WHERE seq <= ? ORDER BY seq DESC LIMIT ?`).all(to, limit).reverse()
        : select(`SELECT ${columns} FROM capfence_audit_records WHERE seq >= ? AND seq <= ? ORDER BY seq LIMIT ?`).all(options.fromSeq, to, limit);
    const format: FormatOptions = options.argsWidth === undefined ? { privacy } : { privacy, argsWidth: options.argsWidth };
    return table(
      rows.map((row) => {
        // A version-3 row (an array of its parts) or an older file's row of fields.
        const seq = layout === 'parts' ? (row as unknown[])[0] : (row as StoredRecord).seq;
        try {
          return cells(decodeRecord(layout === 'parts' ? storedFromRow(row as unknown[]) : (row as StoredRecord), ''), format);
        } catch {
          return [printable(String(seq)), '<unreadable record>'];
        }
      }),
    );
  } finally {
    db.close();
  }
}

function cells(record: AuditRecord, options: FormatOptions): string[] {
  const time = Number.isFinite(record.time) && Math.abs(record.time) <= 8.64e15 ? new Date(record.time).toISOString() : String(record.time);
  return [
    String(record.seq),
    time,
    record.verdict,
    record.score === null ? '-' : record.score.toFixed(3),
    clip(printable(record.call.tool), 40),
    clip(printable(record.actionClass ?? '-'), 24),
    clip(printable(record.tokenId ?? '-'), 16),
    clip(printable(record.reasons.join(',') || '-'), 60),
    clip(options.privacy ? digestSummary(record.call.args) : printable(JSON.stringify(record.call.args) ?? '-'), options.argsWidth ?? 60),
  ];
}

/** Names and digest prefixes only; anything that does not look like a digest is not printed. */
function digestSummary(args: unknown): string {
  if (typeof args === 'string') return shortDigest(args);
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return '?';
  return Object.entries(args)
    .map(([name, value]) => `${printable(name)}=${shortDigest(value)}`)
    .join(' ');
}

function shortDigest(value: unknown): string {
  return typeof value === 'string' && /^[0-9a-f]{64}$/.test(value) ? `#${value.slice(0, 12)}` : '?';
}

function table(rows: readonly string[][]): string {
  const widths = HEADER.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (row: readonly string[]): string =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(HEADER), ...rows.map(line)].join('\n');
}

function clip(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`;
}

// C0/C1 controls, DEL, bidi controls and embeddings, line/paragraph separators, BOM, lone surrogates.
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point.
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `text` with every character that could alter a terminal's display written as `\u{…}`. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (char) => `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`);
}
