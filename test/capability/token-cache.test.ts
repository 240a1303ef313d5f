import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { exportPublicJwk, generateSigningKey, Keyring } from '../../src/capability/keys.ts';
import { MemoryRevocationList } from '../../src/capability/revocation.ts';
import { attenuateToken, mintToken, TokenVerifier } from '../../src/capability/token.ts';
import { TokenError } from '../../src/errors.ts';

const graph = CapabilityGraph.builtIn();
const NOW = 1_800_000_000;

function chainOf3() {
  const issuer = generateSigningKey();
  const sub = generateSigningKey();
  const worker = generateSigningKey();
  const root = mintToken(
    issuer,
    { issuer: 'i', subject: 'agent', scope: ['message-send'], delegateTo: exportPublicJwk(sub), ttlSeconds: 600, now: NOW },
    graph,
  );
  const child = attenuateToken(root, sub, { subject: 'sub', delegateTo: exportPublicJwk(worker), now: NOW }, graph);
  const grandchild = attenuateToken(child, worker, { subject: 'worker', now: NOW }, graph);
  return { issuer, sub, worker, root, child, grandchild };
}

describe('TokenVerifier caches', () => {
  it('checks each link once per process: a chain whose parents were seen checks only its new link', () => {
    const { issuer, root, child, grandchild } = chainOf3();
    const verifier = new TokenVerifier({ keyring: new Keyring([issuer]), graph });
    verifier.verify(root, NOW);
    assert.equal(verifier.cacheStats.signatureChecks, 1);
    verifier.verify(child, NOW);
    assert.equal(verifier.cacheStats.signatureChecks, 2);
    verifier.verify(grandchild, NOW);
    assert.equal(verifier.cacheStats.signatureChecks, 3);
    // A whole-token hit checks nothing at all.
    verifier.verify(grandchild, NOW);
    assert.deepEqual([verifier.cacheStats.signatureChecks, verifier.cacheStats.hits, verifier.cacheStats.misses], [3, 1, 3]);
  });

  it('a sibling chain under a seen root checks only its own links', () => {
    const { issuer, sub, root, grandchild } = chainOf3();
    const verifier = new TokenVerifier({ keyring: new Keyring([issuer]), graph });
    verifier.verify(grandchild, NOW);
    assert.equal(verifier.cacheStats.signatureChecks, 3);
    const sibling = attenuateToken(root, sub, { subject: 'other', now: NOW }, graph);
    assert.equal(verifier.verify(sibling, NOW).leaf.sub, 'other');
    assert.equal(verifier.cacheStats.signatureChecks, 4);
  });

  it('a cached child link is refused after any parent but the one it was verified with', () => {
    const { issuer, sub, child } = chainOf3();
    const verifier = new TokenVerifier({ keyring: new Keyring([issuer]), graph });
    verifier.verify(child, NOW);
    const otherRoot = mintToken(
      issuer,
      { issuer: 'i', subject: 'agent', scope: ['message-send'], delegateTo: exportPublicJwk(sub), ttlSeconds: 600, now: NOW },
      graph,
    );
    const childLink = child.split('~')[1] as string;
    assert.throws(
      () => verifier.verify(`${otherRoot}~${childLink}`, NOW),
      (e: unknown) => e instanceof TokenError && e.code === 'ERR_TOKEN_CHAIN',
    );
    // Nor can a cached child pose as a root.
    assert.throws(
      () => verifier.verify(childLink, NOW),
      (e: unknown) => e instanceof TokenError && e.code === 'ERR_TOKEN_CHAIN',
    );
  });

  it('stays within its byte budget over many distinct tokens, and re-verifies what it evicted', () => {
    const issuer = generateSigningKey();
    const cacheBytes = 40_000;
    const verifier = new TokenVerifier({ keyring: new Keyring([issuer]), graph, cacheBytes });
    const tokens = Array.from({ length: 60 }, (_, i) =>
      mintToken(issuer, { issuer: 'i', subject: `s${i}`, scope: ['message-send'], ttlSeconds: 600, now: NOW }, graph),
    );
    for (const t of tokens) verifier.verify(t, NOW);
    const stats = verifier.cacheStats;
    assert.ok(stats.bytes <= cacheBytes, `${stats.bytes} > ${cacheBytes}`);
    assert.ok(stats.tokens > 0 && stats.tokens < tokens.length);
    // The most recent token is a hit; the first was evicted and is verified (and checked) again.
    verifier.verify(tokens.at(-1) as string, NOW);
    assert.equal(verifier.cacheStats.signatureChecks, 60);
    verifier.verify(tokens[0] as string, NOW);
    assert.equal(verifier.cacheStats.signatureChecks, 61);
  });

  it('still checks expiry and revocation on a cached token', () => {
    const { issuer, root, grandchild } = chainOf3();
    const revocations = new MemoryRevocationList();
    const verifier = new TokenVerifier({ keyring: new Keyring([issuer]), graph, revocations });
    verifier.verify(grandchild, NOW);
    assert.throws(
      () => verifier.verify(grandchild, NOW + 601),
      (e: unknown) => e instanceof TokenError && e.code === 'ERR_TOKEN_EXPIRED',
    );
    revocations.revoke(verifier.verify(root, NOW).leaf.jti);
    assert.throws(
      () => verifier.verify(grandchild, NOW),
      (e: unknown) => e instanceof TokenError && e.code === 'ERR_TOKEN_REVOKED',
    );
  });

  it('with cacheSize 0 checks every signature on every call', () => {
    const { issuer, grandchild } = chainOf3();
    const verifier = new TokenVerifier({ keyring: new Keyring([issuer]), graph, cacheSize: 0 });
    verifier.verify(grandchild, NOW);
    verifier.verify(grandchild, NOW);
    assert.equal(verifier.cacheStats.signatureChecks, 6);
  });
});
