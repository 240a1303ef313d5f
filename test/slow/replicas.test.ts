/**
 * Many replicas, one truth (issue 13), on a real PostgreSQL: 3 `capfence serve` replicas and
 * 4 client processes × 2,000 authorizations on shared tokens with ceilings.
 *
 * - no token is allowed past its ceiling, across replicas;
 * - every allow a client was told of is in the audit, as an allow of that token, and the chain
 *   verifies against a signed checkpoint the replicas wrote;
 * - `kill -9` of a replica under load loses nothing it acknowledged;
 * - a PostgreSQL restart under load allows no decision without its record, and the replicas
 *   recover on their own;
 * - a revocation made through one replica is denied by the others within a second;
 * - an outcome is settled on another replica than the one that decided, once, by its holder or
   the executor only.
 *
 *   npm run test:replicas          (needs the server at 127.0.0.1:5432; restarts it once)
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { after, describe, it } from 'node:test';
import { openCheckpoint, parseVerifierKey, verifierKey } from '../../src/audit/checkpoint.ts';
import { leavesOf } from '../../src/audit/checkpoints.ts';
import { treeHash } from '../../src/audit/merkle.ts';
import type { AuditRecord } from '../../src/audit/record.ts';
import { inspectToken } from '../../src/capability/token.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { openPostgresStore } from '../../src/store/postgres/index.ts';
import { Cluster, type ClientResult } from '../../bench/scale/cluster.ts';
import { testDatabase } from '../support/postgres.ts';

const db = await testDatabase();
const skip = 'skip' in db ? db.skip : false;
const CLUSTER = (): string => readdirSync('/etc/postgresql')[0] as string;
const pgctl = (action: 'restart' | 'start' | 'status'): string =>
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', CLUSTER(), 'main', action], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('three replicas on one PostgreSQL', { skip }, () => {
  const url = 'url' in db ? db.url : '';
  const cluster = new Cluster(url, 'strict', true);
  const graph = CapabilityGraph.builtIn();
  after(async () => {
    try {
      pgctl('status');
    } catch {
      pgctl('start');
    }
    await cluster.stop();
    if ('drop' in db) await db.drop();
  });

  /** Every record of the chain, by sequence number. */
  async function audit(): Promise<{ records: Map<number, AuditRecord>; verified: boolean; checkpointOk: boolean }> {
    const store = openPostgresStore(url);
    await store.ready();
    try {
      const records = new Map<number, AuditRecord>();
      for (let from = 1; ; from += 5_000) {
        const page = await store.audit.page(from, 5_000);
        for (const record of page) records.set(record.seq, record);
        if (page.length < 5_000) break;
      }
      const verified = (await store.audit.verify()).ok;
      const latest = await store.audit.latestCheckpoint();
      let checkpointOk = false;
      if (latest !== undefined) {
        const head = openCheckpoint(latest.note, parseVerifierKey(verifierKey('bench.local/replicas', cluster.checkpointKey)));
        checkpointOk = treeHash(await leavesOf(store.audit, head.size)).equals(head.root) && head.size > 0;
      }
      return { records, verified, checkpointOk };
    } finally {
      await store.close();
    }
  }

  /** Wait until the shared chain has grown by `records` since now (the load is under way). */
  async function underLoad(records: number): Promise<void> {
    const replica = cluster.replicas[0] as (typeof cluster.replicas)[number];
    const seq = async (): Promise<number> => Number((await cluster.call(replica, '/healthz')).json.auditSeq ?? 0);
    const start = await seq();
    const deadline = Date.now() + 30_000;
    while ((await seq()) < start + records && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  /** Every allow a client was told of is an allow of that token in the chain. */
  function acknowledged(results: readonly ClientResult[], records: Map<number, AuditRecord>): void {
    for (const answer of results.flatMap((r) => r.answers)) {
      if (answer.verdict !== 'allow') continue;
      const record = records.get(answer.auditSeq as number);
      assert.ok(record !== undefined, `acknowledged allow ${answer.auditSeq} is in the audit`);
      assert.deepEqual([record.verdict, record.tokenId], ['allow', answer.tokenId]);
    }
  }

  it('never overspends, keeps every acknowledged allow through kill -9 of a replica, and verifies against a checkpoint', async () => {
    for (let i = 0; i < 3; i++) await cluster.start();
    const tokens = [cluster.token({ calls: 3_000 }), cluster.token({ calls: 3_000 })];
    const load = cluster.load({ clients: 4, requests: 2_000, concurrency: 8, tokens });
    await underLoad(1_500);
    (cluster.replicas[2] as { process: { kill(signal: string): void } }).process.kill('SIGKILL');
    const results = await load;
    const answers = results.flatMap((r) => r.answers);
    for (const token of tokens) {
      const jti = inspectToken(token, graph).at(-1)?.jti;
      const allowed = answers.filter((a) => a.tokenId === jti && a.verdict === 'allow').length;
      assert.ok(allowed <= 3_000, `token allowed ${allowed} of a 3,000-call ceiling`);
    }
    assert.ok(answers.filter((a) => a.replica === 2).length > 0, 'the killed replica answered before it died');
    assert.ok(answers.length > 4_000, `most requests were answered (${answers.length})`);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // a surviving replica signs a checkpoint
    const { records, verified, checkpointOk } = await audit();
    acknowledged(results, records);
    assert.ok(verified, 'the chain verifies');
    assert.ok(checkpointOk, 'the chain matches a checkpoint the replicas signed');
  });

  it('allows no decision without its record across a PostgreSQL restart, and recovers by itself', async () => {
    const live = cluster.replicas.slice(0, 2);
    const ports = live.map((r) => r.port);
    const load = cluster.load({ clients: 2, requests: 3_000, concurrency: 8, tokens: [cluster.token({ calls: 100_000 })], ports });
    await underLoad(500);
    pgctl('restart');
    const results = await load;
    const answers = results.flatMap((r) => r.answers);
    // Nothing else denies these calls: every denial is the restart, failing closed.
    const denied = answers.filter((a) => a.verdict !== 'allow').length;
    assert.ok(denied + results.reduce((n, r) => n + r.failures, 0) > 0, 'the restart was felt as denials');
    const { records, verified } = await audit();
    acknowledged(results, records);
    assert.ok(verified);
    // Each replica recovers on its own: healthy again, and allowing.
    const fresh = cluster.token();
    for (const replica of live) {
      const started = Date.now();
      let decision = await cluster.call(replica, '/v1/authorize', { token: fresh, call: { tool: 'search_files', args: {} } });
      while (decision.json.verdict !== 'allow' && Date.now() - started < 15_000) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        decision = await cluster.call(replica, '/v1/authorize', { token: fresh, call: { tool: 'search_files', args: {} } });
      }
      assert.equal(decision.json.verdict, 'allow');
      assert.equal((await cluster.call(replica, '/healthz')).status, 200);
    }
  });

  it('fans a revocation made through one replica out to the others within a second', async () => {
    const token = cluster.token();
    const [first, second] = cluster.replicas as [(typeof cluster.replicas)[number], (typeof cluster.replicas)[number]];
    const third = await cluster.start();
    const call = { token, call: { tool: 'search_files', args: {} } };
    for (const replica of [second, third]) assert.equal((await cluster.call(replica, '/v1/authorize', call)).json.verdict, 'allow');
    assert.equal((await cluster.call(first, '/v1/revocations', { token, reason: 'test' })).status, 200);
    const revoked = Date.now();
    const delays = await Promise.all(
      [second, third].map(async (replica) => {
        for (;;) {
          const d = await cluster.call(replica, '/v1/authorize', call);
          if ((d.json.reasons as { code: string }[])[0]?.code === 'token.revoked') return Date.now() - revoked;
          if (Date.now() - revoked > 3_000) return Infinity;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }),
    );
    for (const delay of delays) assert.ok(delay < 1_000, `denied after ${delay} ms`);
  });

  it('settles an outcome on another replica than the one that decided: once, and only by its holder or the executor', async () => {
    const [first, second] = cluster.replicas as [(typeof cluster.replicas)[number], (typeof cluster.replicas)[number]];
    const third = cluster.replicas.at(-1) as (typeof cluster.replicas)[number];
    const call = { token: cluster.token({ calls: 2 }), call: { tool: 'search_files', args: {} } };
    const ran = await cluster.call(first, '/v1/authorize', call, cluster.executorKey);
    const agent = await cluster.call(first, '/v1/authorize', call);
    assert.deepEqual([ran.json.verdict, agent.json.verdict], ['allow', 'allow']);
    const [handle, agentHandle] = [ran.json.outcome as string, agent.json.outcome as string];
    assert.ok(typeof handle === 'string' && typeof agentHandle === 'string', 'both allows expect a report');
    const spent = async (): Promise<string> => ((await cluster.call(third, '/v1/authorize', call)).json.reasons as { code: string }[])[0]?.code ?? '';
    assert.equal(await spent(), 'ceiling.calls');
    const report = (replica: typeof first, outcome: string, ok: boolean, key?: string) => cluster.call(replica, '/v1/outcomes', { outcome, ok }, key);
    // The agent's key cannot take the executor's handle, a forged handle is unknown, anywhere.
    assert.equal((await report(second, handle, false)).status, 404);
    assert.equal((await report(second, crypto.randomUUID(), false, cluster.executorKey)).status, 404);
    // The executor releases on two other replicas at once: exactly one finds it, one call comes back.
    const raced = await Promise.all([report(second, handle, false, cluster.executorKey), report(third, handle, false, cluster.executorKey)]);
    assert.deepEqual(raced.map((r) => r.status).sort(), [200, 404]);
    assert.equal(raced.find((r) => r.status === 200)?.json.settled, 'released');
    // A replica that refused the token within the last second may keep refusing from its own view
    // until then (fail closed); the released call is there for it within a second.
    const since = Date.now();
    let again = await cluster.call(third, '/v1/authorize', call);
    while (again.json.verdict !== 'allow' && Date.now() - since < 1_500) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await cluster.call(third, '/v1/authorize', call);
    }
    assert.equal(again.json.verdict, 'allow', `the released call is back within a second (${JSON.stringify(again.json.reasons)})`);
    assert.equal(await spent(), 'ceiling.calls', 'one call came back, not two');
    // The agent reports its own call elsewhere: committed (its word gives nothing back), then never again.
    const own = await report(second, agentHandle, false);
    assert.deepEqual([own.status, own.json.settled], [200, 'committed']);
    assert.equal((await report(third, agentHandle, false, cluster.executorKey)).status, 404, 'a replay is unknown');
    assert.equal(await spent(), 'ceiling.calls');
  });
});
