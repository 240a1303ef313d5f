/**
 * Signed checkpoints (C2SP signed-note / tlog-checkpoint over the RFC 6962 tree of the audit):
 * the note format and key IDs, the frontier against the tree hash, checkpoints and proofs from a
 * store, and a log rewritten with recomputed hashes caught by `capfence audit verify --checkpoint`.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { Frontier, keyIdOf, openCheckpoint, parseVerifierKey, signCheckpoint, verifierKey } from '../../src/audit/checkpoint.ts';
import { makeCheckpoint, proveConsistency, proveInclusion } from '../../src/audit/checkpoints.ts';
import { auditLeafHash, treeHash, verifyConsistency, verifyInclusion } from '../../src/audit/merkle.ts';
import { chainHash, GENESIS_HASH } from '../../src/audit/record.ts';
import { PART_COLUMNS } from '../../src/audit/schema.ts';
import { storedFromRow } from '../../src/audit/parts.ts';
import { SqliteAuditLog } from '../../src/audit/store.ts';
import { exportPrivateJwk, exportPublicJwk, generateSigningKey } from '../../src/capability/keys.ts';
import { editRecord, entry, tempDir } from './helpers.ts';
import { capfenceEntry } from '../support/cli.ts';

const run = promisify(execFile);
const CLI = await capfenceEntry();

describe('signed checkpoints', () => {
  const tmp = tempDir();
  after(tmp.cleanup);
  const key = generateSigningKey();
  const head = { origin: 'example.com/capfence/test', size: 3, root: Buffer.alloc(32, 7), time: 1_700_000_000_000 };

  it('are C2SP signed notes: text, blank line, "— name base64(keyid ‖ sig)"; the key id is SHA-256(name ‖ LF ‖ 0x01 ‖ key)[:4]', () => {
    const note = signCheckpoint(head, key);
    const [text, signatures] = note.split('\n\n');
    assert.equal(text, `example.com/capfence/test\n3\n${Buffer.alloc(32, 7).toString('base64')}\ntime 1700000000000`);
    const match = /^\u2014 example\.com\/capfence\/test ([A-Za-z0-9+/=]+)\n$/.exec(signatures as string);
    const blob = Buffer.from(match?.[1] as string, 'base64');
    assert.equal(blob.length, 4 + 64);
    const raw = Buffer.from(exportPublicJwk(key).x, 'base64url');
    const expectedId = createHash('sha256')
      .update('example.com/capfence/test\n')
      .update(Buffer.from([1]))
      .update(raw)
      .digest()
      .subarray(0, 4);
    assert.deepEqual(blob.subarray(0, 4), expectedId);
    assert.deepEqual(keyIdOf('example.com/capfence/test', key.publicKey), expectedId);
  });

  it('open only under the right key, and reject any edit', () => {
    const note = signCheckpoint(head, key);
    const vkey = parseVerifierKey(verifierKey(head.origin, key));
    assert.deepEqual(openCheckpoint(note, vkey), head);
    const stranger = parseVerifierKey(verifierKey(head.origin, generateSigningKey()));
    assert.throws(() => openCheckpoint(note, stranger), { code: 'ERR_AUDIT_CHECKPOINT', message: /no signature/ });
    assert.throws(() => openCheckpoint(note.replace('\n3\n', '\n4\n'), vkey), { code: 'ERR_AUDIT_CHECKPOINT', message: /does not verify/ });
    assert.throws(() => parseVerifierKey(verifierKey(head.origin, key).replace(/\+[0-9a-f]{8}\+/, '+00000000+')), { code: 'ERR_CONFIG_INVALID' });
  });

  it('frontier roots equal the RFC 6962 tree hash at every size, and survive a JSON round trip', () => {
    const frontier = new Frontier();
    const leaves: Buffer[] = [];
    for (let n = 0; n <= 40; n++) {
      assert.deepEqual(frontier.root(), treeHash(leaves), `size ${n}`);
      const hash = createHash('sha256').update(String(n)).digest('hex');
      frontier.append(hash);
      leaves.push(auditLeafHash(hash));
      assert.deepEqual(new Frontier(JSON.parse(JSON.stringify(frontier))).root(), treeHash(leaves));
    }
  });

  it('are made from a store incrementally, and prove inclusion and consistency', async () => {
    const log = SqliteAuditLog.open(tmp.path('cp.db'), { durability: 'strict' });
    for (let i = 1; i <= 5; i++) log.append(entry(i));
    const first = await makeCheckpoint(log, { origin: 'test/log', key });
    for (let i = 6; i <= 13; i++) log.append(entry(i));
    const second = await makeCheckpoint(log, { origin: 'test/log', key });
    assert.deepEqual([first.size, second.size], [5, 13]);
    assert.equal((await makeCheckpoint(log, { origin: 'test/log', key })).size, 13, 'nothing new: the newest one');
    const leaves = [...log.records()].map((r) => auditLeafHash(r.hash));
    assert.equal(second.root, treeHash(leaves).toString('hex'));
    const inclusion = await proveInclusion(log, 7, 13);
    assert.ok(
      verifyInclusion(
        6,
        13,
        Buffer.from(inclusion.leaf, 'hex'),
        inclusion.proof.map((h) => Buffer.from(h, 'hex')),
        Buffer.from(second.root, 'hex'),
      ),
    );
    const consistency = await proveConsistency(log, 5, 13);
    assert.ok(
      verifyConsistency(
        5,
        13,
        Buffer.from(first.root, 'hex'),
        Buffer.from(second.root, 'hex'),
        consistency.proof.map((h) => Buffer.from(h, 'hex')),
      ),
    );
    log.close();
  });

  it('catch a log rewritten with recomputed hashes (capfence audit verify --checkpoint)', async () => {
    const db = tmp.path('rw.db');
    const log = SqliteAuditLog.open(db, { durability: 'strict' });
    for (let i = 1; i <= 6; i++) log.append(entry(i));
    log.close();
    writeFileSync(tmp.path('signer.jwk'), JSON.stringify(exportPrivateJwk(key)));
    const note = (await run(process.execPath, [CLI, 'audit', 'checkpoint', '--db', db, '--key', tmp.path('signer.jwk'), '--origin', 'test/log']))
      .stdout;
    writeFileSync(tmp.path('cp.note'), note);
    const vkey = (await run(process.execPath, [CLI, 'audit', 'key', '--key', tmp.path('signer.jwk'), '--origin', 'test/log'])).stdout.trim();
    const verify = () =>
      run(process.execPath, [CLI, 'audit', 'verify', '--db', db, '--checkpoint', tmp.path('cp.note'), '--key', vkey]).then(
        (r) => ({ code: 0, out: r.stdout }),
        (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
      );
    assert.deepEqual(await verify(), { code: 0, out: 'ok: 6 records, head ' + (await headHash(db)) + '; matches the checkpoint at 6\n' });

    // The attacker flips a denial to an allow and recomputes every hash and the head.
    const raw = new Database(db);
    editRecord(raw, 4, { verdict: 'allow' });
    let prev = GENESIS_HASH;
    for (const values of raw.prepare(`SELECT ${PART_COLUMNS} FROM capfence_audit_records ORDER BY seq`).raw().all() as unknown[][]) {
      const row = storedFromRow(values);
      const hash = chainHash(prev, row);
      raw.prepare('UPDATE capfence_audit_records SET hash = ? WHERE seq = ?').run(hash, row.seq);
      prev = hash;
    }
    raw.prepare('UPDATE capfence_audit_head SET hash = ?').run(prev);
    raw.close();
    const plain = await run(process.execPath, [CLI, 'audit', 'verify', '--db', db]);
    assert.match(plain.stdout, /^ok: 6 records/, 'the chain alone cannot tell');
    const caught = await verify();
    assert.equal(caught.code, 1);
    assert.match(caught.out, /FAILED .*the log was rewritten/);
  });
});

async function headHash(path: string): Promise<string> {
  const db = new Database(path, { readonly: true });
  const hash = (db.prepare('SELECT hash FROM capfence_audit_head').get() as { hash: string }).hash;
  db.close();
  return hash;
}
