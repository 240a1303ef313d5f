/**
 * Attack: a caller with the `audit` right asks the sidecar to verify a long chain, to stall it.
 * Verification of an audit file runs in a worker thread: while it runs, the sidecar keeps
 * answering (`/healthz`), and the verification still finds a tampered record.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { harness } from '../adapters/http/helpers.ts';

const RECORDS = 60_000;

describe('attack: GET /v1/audit/verify does not stall the sidecar', () => {
  const dir = mkdtempSync(join(tmpdir(), 'capfence-verify-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const h = harness({ fence: { state: dir, durability: 'batched' } });
  after(() => h.app.close());

  it('answers /healthz while a long chain is verified, and the result is right', async () => {
    const log = h.fence.auditLog;
    for (let i = 0; i < RECORDS; i++)
      log.append({
        time: i,
        tokenId: null,
        tokenDigest: null,
        call: { tool: 't', args: { i } },
        actionClass: null,
        verdict: 'deny',
        score: null,
        reasons: [],
      });
    await log.flush();

    let verifiedAt = 0;
    let healthAt = 0;
    const started = performance.now();
    const verifying = h.app.inject({ method: 'GET', url: '/v1/audit/verify', headers: h.auth('audit') }).then((r) => {
      verifiedAt = performance.now() - started;
      return r;
    });
    // Let the route start its worker, then ask for health.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const health = await h.app.inject({ method: 'GET', url: '/healthz' });
    healthAt = performance.now() - started;
    const verified = await verifying;
    assert.equal(health.statusCode, 200);
    assert.deepEqual([verified.statusCode, verified.json().ok, verified.json().count], [200, true, RECORDS]);
    assert.ok(healthAt < verifiedAt, `health answered at ${healthAt.toFixed(0)} ms, before verification ended at ${verifiedAt.toFixed(0)} ms`);

    // The twin: a tampered record is still found, off the event loop.
    const db = new Database(join(dir, 'audit.db'));
    db.prepare("UPDATE capfence_audit_records SET r = json_set(r, '$.verdict', 'allow') WHERE seq = 77").run();
    db.close();
    const tampered = (await h.app.inject({ method: 'GET', url: '/v1/audit/verify', headers: h.auth('audit') })).json();
    assert.deepEqual([tampered.ok, tampered.firstBadSeq, tampered.problem], [false, 77, 'edited']);
  });
});
