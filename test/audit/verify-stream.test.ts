import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { chainHash, chainHasher, encodeRecord, encodeArgsPlain, GENESIS_HASH, type StoredRecord } from '../../src/audit/record.ts';
import { SqliteAuditLog } from '../../src/audit/store.ts';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { entry, tempDir } from './helpers.ts';

let tmp: ReturnType<typeof tempDir>;
let path: string;
const N = 5_000;

beforeEach(() => {
  tmp = tempDir();
  path = tmp.path('audit.db');
  const log = SqliteAuditLog.open(path, { durability: 'batched' });
  // Long runs of repeated tokens, tools, classes and verdicts: what the streamed hasher reuses.
  for (let i = 1; i <= N; i++) log.append(entry(i, { tokenId: `tok_${Math.floor(i / 100)}`, verdict: i % 50 === 0 ? 'deny' : 'allow' }));
  log.close();
});
afterEach(() => tmp.cleanup());

function tamper(sql: string, ...params: unknown[]): void {
  const db = new Database(path);
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

describe('streamed audit verification', () => {
  it('passes a clean log of thousands of records', () => {
    const result = verifyAuditLog(path);
    assert.equal(result.ok, true);
    assert.equal(result.count, N);
  });

  // Each edit changes a field to the value its neighbour holds, so only a hasher that re-encodes
  // every field (not one that trusts the previous row's encoding) finds it.
  for (const [column, part, member, value] of [
    ['token_id', 'k', 'id', 'tok_42'],
    ['verdict', 'r', 'verdict', 'deny'],
    ['tool', 'a', 'tool', 'send_money'],
    ['action_class', 'r', 'actionClass', 'payment-initiate'],
    ['token_digest', 'k', 'digest', 'cd'.repeat(32)],
  ] as const) {
    it(`names the bad seq when ${column} of one record deep in the log is changed`, () => {
      tamper(`UPDATE capfence_audit_records SET ${part} = json_set(${part}, '$.${member}', ?) WHERE seq = 4321`, value);
      const result = verifyAuditLog(path);
      assert.equal(result.ok, false);
      if (result.ok) return;
      assert.equal(result.firstBadSeq, 4321, result.message);
      assert.equal(result.problem, 'edited');
    });
  }

  it('names the bad seq of a dropped record', () => {
    tamper('DELETE FROM capfence_audit_records WHERE seq = 3000');
    const result = verifyAuditLog(path);
    assert.ok(!result.ok && result.firstBadSeq === 3000 && result.problem === 'deleted', JSON.stringify(result));
  });

  it('the streamed hasher gives the hashes chainHash gives, record after record', () => {
    const hasher = chainHasher();
    let prev = GENESIS_HASH;
    for (let i = 1; i <= 300; i++) {
      const stored: StoredRecord = encodeRecord(
        entry(i, { tokenId: i % 7 < 3 ? 'same' : `t${i}`, call: { tool: i % 11 < 5 ? 'a' : 'b', args: { n: i } } }),
        i,
        prev,
        encodeArgsPlain,
      );
      assert.equal(hasher(prev, stored), chainHash(prev, stored));
      assert.equal(hasher(prev, stored), stored.hash);
      prev = stored.hash;
    }
  });
});
