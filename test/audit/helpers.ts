/** Shared fixtures for the audit tests: temp dirs and decision entries. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import type { AuditEntry, StoredRecord } from '../../src/audit/record.ts';
import { recordParts, storedFromRow } from '../../src/audit/parts.ts';
import { PART_COLUMNS } from '../../src/audit/schema.ts';

/** A fresh temp dir and a function that removes it. */
export function tempDir(): { dir: string; path: (name: string) => string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'capfence-audit-'));
  return { dir, path: (name) => join(dir, name), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function entry(i: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    time: 1_700_000_000_000 + i,
    tokenId: `tok_${i % 3}`,
    tokenDigest: 'ab'.repeat(32),
    call: { tool: 'send_email', args: { to: `user${i}@example.com`, amount: i * 1.5, tags: ['a', 'b'] }, id: `call_${i}` },
    actionClass: 'message-send',
    verdict: i % 4 === 0 ? 'deny' : 'allow',
    score: i % 5 === 0 ? null : i / 100,
    reasons: i % 4 === 0 ? ['scope.class-not-granted'] : ['gate.allow'],
    ...overrides,
  };
}

/**
 * Edit fields of record `seq` in a (version-3) audit file behind the log's back, as an attacker
 * with file access would: its parts are rewritten with the new values, its stored hash is left
 * as it is unless `hash` is one of the edits.
 */
export function editRecord(db: Database.Database, seq: number, edits: Partial<StoredRecord>): void {
  const row = db.prepare(`SELECT ${PART_COLUMNS} FROM capfence_audit_records WHERE seq = ?`).raw().get(seq) as unknown[];
  const record = { ...storedFromRow(row), ...edits };
  const { a, k, r } = recordParts(record);
  db.prepare('UPDATE capfence_audit_records SET a = ?, k = ?, r = ?, hash = ?, enc = ? WHERE seq = ?').run(a, k, r, record.hash, record.enc, seq);
}
