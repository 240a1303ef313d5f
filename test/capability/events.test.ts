/** Event-based expiry: a token that expires on a named event ends when the event is posted, and so do its children. */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { exportPublicJwk, generateSigningKey, Keyring, type SigningKey } from '../../src/capability/keys.ts';
import { attenuateToken, mintToken } from '../../src/capability/token.ts';
import { createFence } from '../../src/index.ts';
import { fixedGate, setup, TOOLS } from '../fence/fixtures.ts';

const read = { tool: 'search_files', args: { query: 'q' } };

describe('event-based expiry', () => {
  it('ends a token and its children when the event is posted; tokens issued afterwards live', async () => {
    // Real time: an event is posted "after" a token's issue by the clock of the store.
    const { fence, issuer, holder, graph } = setup({ clock: Date.now });
    const token = mintToken(
      issuer,
      {
        issuer: 'test',
        subject: 'a',
        scope: ['read-only-retrieval'],
        expiresOn: ['password-changed'],
        delegateTo: holderJwk(holder),
        now: Math.floor(Date.now() / 1000) - 5,
      },
      graph,
    );
    const child = attenuateToken(token, holder, { subject: 'helper', expiresOn: ['task-ended:7'], now: Math.floor(Date.now() / 1000) - 5 }, graph);
    const other = mintToken(issuer, { issuer: 'test', subject: 'b', scope: ['read-only-retrieval'], expiresOn: ['session-ended'] }, graph);
    assert.equal((await fence.authorize(read, token)).verdict, 'allow');
    assert.equal((await fence.authorize(read, child)).verdict, 'allow');

    await fence.store.revocations.postEvent('password-changed');
    for (const t of [token, child]) {
      const d = await fence.authorize(read, t);
      assert.deepEqual([d.verdict, d.reasons.map((r) => r.code)], ['deny', ['token.ended']]);
    }
    // Another event's token, and a token issued after the event, are untouched.
    assert.equal((await fence.authorize(read, other)).verdict, 'allow');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const fresh = mintToken(issuer, { issuer: 'test', subject: 'c', scope: ['read-only-retrieval'], expiresOn: ['password-changed'] }, graph);
    assert.equal((await fence.authorize(read, fresh)).verdict, 'allow');
    // Revocation lists do not show events.
    assert.deepEqual(await fence.store.revocations.list(), []);
    await fence.close();
  });

  it('a child cannot drop its parent’s event, and names are checked', async () => {
    const { issuer, holder, graph, fence } = setup({ clock: Date.now });
    const token = mintToken(
      issuer,
      { issuer: 'test', subject: 'a', scope: ['read-only-retrieval'], expiresOn: ['password-changed'], delegateTo: holderJwk(holder) },
      graph,
    );
    const child = attenuateToken(token, holder, { subject: 'helper' }, graph);
    assert.ok(fence.verifyToken(child).leaf.eon?.includes('password-changed'), 'children inherit the event');
    assert.throws(() => mintToken(issuer, { issuer: 'test', subject: 'a', scope: ['read-only-retrieval'], expiresOn: ['bad name!'] }, graph), {
      name: 'TokenError',
    });
    assert.throws(() => fence.store.revocations.postEvent('bad name!'), { name: 'UsageError', code: 'ERR_INVALID_ARGUMENT' });
    assert.throws(() => fence.store.revocations.revoke('event:password-changed@1'), { name: 'UsageError' });
    await fence.close();
  });

  it('reaches another process on the same state directory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'capfence-events-'));
    try {
      const issuer = generateSigningKey();
      const open = () => createFence({ keyring: new Keyring([issuer]), tools: TOOLS, model: fixedGate(), state: dir });
      const [a, b] = [open(), open()];
      const graph = a.graph;
      const token = mintToken(
        issuer,
        { issuer: 'test', subject: 'a', scope: ['read-only-retrieval'], expiresOn: ['offboarded'], now: Math.floor(Date.now() / 1000) - 5 },
        graph,
      );
      assert.equal((await b.authorize(read, token)).verdict, 'allow');
      a.store.revocations.postEvent('offboarded');
      await new Promise((resolve) => setTimeout(resolve, 150));
      assert.equal((await b.authorize(read, token)).reasons[0]?.code, 'token.ended');
      await a.close();
      await b.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const holderJwk = (holder: SigningKey) => exportPublicJwk(holder);
