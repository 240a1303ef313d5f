/**
 * Several processes on one state directory (issue 9, "one truth across processes"): 4 processes
 * × 1,000 calls on one token with a call ceiling of N allow at most N in total, and every
 * allowed decision is a record of a chain that verifies.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, describe, it } from 'node:test';
import { SqliteAuditLog } from '../../src/audit/store.ts';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { exportPublicJwk, generateSigningKey } from '../../src/capability/keys.ts';
import { mintToken } from '../../src/capability/token.ts';

const run = promisify(execFile);
const DECIDER = fileURLToPath(new URL('./fixtures/decider.ts', import.meta.url));
const PROCESSES = 4;
const CALLS = 1_000;
const CEILING = 150;

describe('four processes on one state directory (strict)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'capfence-mp-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it(`allow at most the ceiling in total, and every allow is in a chain that verifies`, async () => {
    const issuer = generateSigningKey();
    writeFileSync(join(dir, 'keys.json'), JSON.stringify({ keys: [exportPublicJwk(issuer)] }));
    const token = mintToken(
      issuer,
      { issuer: 'test', subject: 'agent', scope: ['read-only-retrieval'], ceilings: { calls: CEILING }, ttlSeconds: 3_600 },
      CapabilityGraph.builtIn(),
    );
    writeFileSync(join(dir, 'token'), token);
    const state = join(dir, 'state');
    const outputs = await Promise.all(
      Array.from({ length: PROCESSES }, () =>
        run(process.execPath, ['--import', 'tsx', DECIDER, state, join(dir, 'keys.json'), join(dir, 'token'), String(CALLS), 'strict'], {
          encoding: 'utf8',
          timeout: 120_000,
        }),
      ),
    );
    const results = outputs.map(({ stdout }) => JSON.parse(stdout.trim()) as { allowed: number[]; reasons: Record<string, number> });
    const allowed = results.flatMap((r) => r.allowed);
    assert.equal(allowed.length, CEILING, `exactly the ceiling is allowed across processes (${JSON.stringify(results.map((r) => r.reasons))})`);
    for (const r of results)
      assert.equal((r.reasons['gate.allow'] ?? 0) + (r.reasons['ceiling.calls'] ?? 0), CALLS, 'every call is an allow or a ceiling denial');

    const verified = verifyAuditLog(join(state, 'audit.db'));
    assert.deepEqual([verified.ok, verified.count], [true, PROCESSES * CALLS]);
    const log = SqliteAuditLog.open(join(state, 'audit.db'), { durability: 'strict' });
    try {
      const allows = new Set([...log.records()].filter((r) => r.verdict === 'allow').map((r) => r.seq));
      assert.deepEqual(
        [...allows].sort((a, b) => a - b),
        [...allowed].sort((a, b) => a - b),
        'the allows the processes returned are the allows of the chain',
      );
    } finally {
      log.close();
    }
  });
});
