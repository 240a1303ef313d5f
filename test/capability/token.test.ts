import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sign } from 'node:crypto';
import { compactVerify, importJWK } from 'jose';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { exportPublicJwk, generateSigningKey, Keyring } from '../../src/capability/keys.ts';
import { MemoryRevocationList } from '../../src/capability/revocation.ts';
import { attenuateToken, inspectToken, MAX_TOKEN_BYTES, mintToken, TOKEN_TYPE, TokenVerifier } from '../../src/capability/token.ts';
import { TokenError } from '../../src/errors.ts';
import type { SigningKey } from '../../src/capability/keys.ts';
import { base64url, canonicalJson, fromBase64url } from '../../src/util/canonical.ts';

const graph = CapabilityGraph.builtIn();
const NOW = 1_800_000_000;

function setup() {
  const issuer = generateSigningKey();
  const holder = generateSigningKey();
  const revocations = new MemoryRevocationList();
  const verifier = new TokenVerifier({ keyring: new Keyring([issuer]), graph, revocations });
  const root = mintToken(
    issuer,
    {
      issuer: 'test',
      subject: 'agent',
      scope: ['message-send', 'payment-initiate'],
      constraints: {
        'message-send': { recipient: { oneOf: ['bob@example.com', 'carol@example.com'] } },
        'payment-initiate': { amount: { max: 100 } },
      },
      ceilings: { calls: 10, amount: 200 },
      intent: 'mail bob and pay the bill',
      ttlSeconds: 600,
      delegateTo: exportPublicJwk(holder),
      now: NOW,
    },
    graph,
  );
  return { issuer, holder, revocations, verifier, root };
}

function expectTokenError(fn: () => unknown, code: string): void {
  assert.throws(fn, (error: unknown) => error instanceof TokenError && error.code === code);
}

describe('capability tokens', () => {
  it('mints a root token that verifies offline with the issuer key', () => {
    const { verifier, root } = setup();
    const verified = verifier.verify(root, NOW + 1);
    assert.equal(verified.chain.length, 1);
    assert.deepEqual(verified.leaf.scope, ['message-send', 'payment-initiate']);
    assert.equal(verified.leaf.intent, 'mail bob and pay the bill');
    assert.match(verified.digest, /^[0-9a-f]{64}$/);
  });

  it('is a standard compact JWS that jose verifies with the published JWK', async () => {
    const { issuer, root } = setup();
    const key = await importJWK({ ...exportPublicJwk(issuer) }, 'EdDSA');
    const { protectedHeader, payload } = await compactVerify(root, key);
    assert.equal(protectedHeader.typ, TOKEN_TYPE);
    assert.equal(JSON.parse(new TextDecoder().decode(payload)).sub, 'agent');
  });

  it('rejects a token signed by an unknown key', () => {
    const { root } = setup();
    const stranger = new TokenVerifier({ keyring: new Keyring([generateSigningKey()]), graph });
    expectTokenError(() => stranger.verify(root, NOW), 'ERR_TOKEN_UNKNOWN_KEY');
  });

  it('rejects a forged payload and a swapped signature', () => {
    const { verifier, root, issuer } = setup();
    const [h, p, s] = root.split('.') as [string, string, string];
    const claims = JSON.parse(fromBase64url(p).toString());
    claims.scope = ['code-execute', 'message-send', 'payment-initiate'];
    const forged = `${h}.${base64url(JSON.stringify(Object.fromEntries(Object.entries(claims).sort())))}.${s}`;
    expectTokenError(() => verifier.verify(forged, NOW), 'ERR_TOKEN_SIGNATURE');
    const other = mintToken(issuer, { issuer: 'test', subject: 'agent', scope: ['read-only-retrieval'], now: NOW }, graph);
    const swapped = `${h}.${p}.${other.split('.')[2]}`;
    expectTokenError(() => verifier.verify(swapped, NOW), 'ERR_TOKEN_SIGNATURE');
  });

  it('rejects malformed tokens with typed errors', () => {
    const { verifier } = setup();
    for (const bad of ['', 'a', 'a.b', 'a.b.c', '!!.??.**', `${base64url('{}')}.${base64url('{}')}.${base64url('x')}`]) {
      assert.throws(() => verifier.verify(bad, NOW), TokenError, bad);
    }
    expectTokenError(() => verifier.verify('x'.repeat(MAX_TOKEN_BYTES + 1), NOW), 'ERR_TOKEN_TOO_LARGE');
    expectTokenError(() => verifier.verify(123 as unknown as string, NOW), 'ERR_TOKEN_MALFORMED');
  });

  it('accepts one canonical base64url encoding per part: no stray bits, no padding', () => {
    const { root, verifier } = setup();
    assert.equal(verifier.verify(root, NOW).leaf.sub, 'agent');
    const [header, payload, sig] = root.split('.') as [string, string, string];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // An Ed25519 signature is 64 bytes: its 86th character carries 4 stray bits. Every other
    // character with the same leading 2 bits decodes to the same signature, and must be refused.
    const last = sig.at(-1)!;
    const same = [...alphabet].filter((c) => c !== last && alphabet.indexOf(c) >> 4 === alphabet.indexOf(last) >> 4);
    assert.equal(same.length, 15);
    for (const c of same) {
      const altered = `${header}.${payload}.${sig.slice(0, -1)}${c}`;
      assert.deepEqual(fromBase64url(altered.split('.')[2]!), fromBase64url(sig), 'the same bytes');
      expectTokenError(() => verifier.verify(altered, NOW), 'ERR_TOKEN_MALFORMED');
    }
    for (const altered of [`${header}.${payload}.${sig}==`, `${header}.${payload}.${sig}A`, `${header}=.${payload}.${sig}`])
      assert.throws(() => verifier.verify(altered, NOW), TokenError, altered);
  });

  it('rejects non-canonical payloads even when correctly signed', () => {
    const { issuer } = setup();
    const verifier = new TokenVerifier({ keyring: new Keyring([issuer]), graph });
    const header = base64url(JSON.stringify({ alg: 'EdDSA', kid: issuer.kid, typ: TOKEN_TYPE }));
    const payload = base64url(JSON.stringify({ v: 1, sub: 'a', jti: 'x', iss: 'i', iat: NOW, exp: NOW + 10, scope: [] }));
    const sig = base64url(sign(null, Buffer.from(`${header}.${payload}`), issuer.privateKey));
    expectTokenError(() => verifier.verify(`${header}.${payload}.${sig}`, NOW), 'ERR_TOKEN_MALFORMED');
  });

  it('checks expiry and not-before on every use, even when cached', () => {
    const { verifier, root, issuer } = setup();
    verifier.verify(root, NOW + 1);
    expectTokenError(() => verifier.verify(root, NOW + 600), 'ERR_TOKEN_EXPIRED');
    const later = mintToken(issuer, { issuer: 'test', subject: 'a', scope: [], notBefore: NOW + 100, now: NOW }, graph);
    expectTokenError(() => verifier.verify(later, NOW), 'ERR_TOKEN_NOT_YET_VALID');
    assert.equal(verifier.verify(later, NOW + 100).leaf.sub, 'a');
  });

  it('attenuates: the child is narrower, chained and signed by the delegate key', () => {
    const { verifier, root, holder } = setup();
    const child = attenuateToken(
      root,
      holder,
      {
        subject: 'sub-agent',
        scope: ['message-send'],
        constraints: { 'message-send': { recipient: { oneOf: ['bob@example.com'] } } },
        ceilings: { calls: 2 },
        now: NOW + 1,
      },
      graph,
    );
    const verified = verifier.verify(child, NOW + 2);
    assert.equal(verified.chain.length, 2);
    assert.equal(verified.leaf.sub, 'sub-agent');
    assert.deepEqual(verified.leaf.ceilings, { calls: 2, amount: 200 });
    assert.equal(verified.leaf.par, verified.chain[0]?.jti);
    assert.equal(verified.expires, NOW + 600);
  });

  it('refuses to mint a wider child in every dimension', () => {
    const { root, holder } = setup();
    const widen = (options: Parameters<typeof attenuateToken>[2]) =>
      expectTokenError(() => attenuateToken(root, holder, options, graph), 'ERR_TOKEN_WIDENED');
    widen({ subject: 's', scope: ['code-execute'], now: NOW });
    widen({ subject: 's', constraints: { 'message-send': { recipient: { oneOf: ['bob@example.com', 'mallory@evil.example'] } } }, now: NOW });
    widen({ subject: 's', constraints: { 'payment-initiate': { amount: { max: 1000 } } }, now: NOW });
    widen({ subject: 's', constraints: { 'message-send': {} }, now: NOW });
  });

  it("caps a child's ceilings and expiry at its parent's", () => {
    const { verifier, root, holder } = setup();
    const child = attenuateToken(root, holder, { subject: 's', ceilings: { calls: 1000, amount: 50 }, ttlSeconds: 100_000, now: NOW }, graph);
    const leaf = verifier.verify(child, NOW).leaf;
    assert.deepEqual(leaf.ceilings, { calls: 10, amount: 50 });
    assert.equal(leaf.exp, NOW + 600);
  });

  it('rejects at verify time a widened child that was hand-signed by the delegate', () => {
    const { verifier, root, holder } = setup();
    const honest = attenuateToken(root, holder, { subject: 's', scope: ['message-send'], now: NOW }, graph);
    const link = honest.split('~')[1] as string;
    const [, p] = link.split('.') as [string, string, string];
    const claims = JSON.parse(fromBase64url(p).toString());
    claims.scope = ['code-execute'];
    const widened = `${root}~${resign(claims, holder)}`;
    expectTokenError(() => verifier.verify(widened, NOW), 'ERR_TOKEN_WIDENED');
  });

  it('rejects a child not signed by the delegate key nor an issuer', () => {
    const { verifier, root, holder } = setup();
    const mallory = generateSigningKey();
    assert.throws(() => attenuateToken(root, mallory, { subject: 's', now: NOW }, graph), TokenError);
    const link = attenuateToken(root, holder, { subject: 's', now: NOW }, graph).split('~')[1] as string;
    const claims = JSON.parse(fromBase64url(link.split('.')[1] as string).toString());
    expectTokenError(() => verifier.verify(`${root}~${resign(claims, mallory)}`, NOW), 'ERR_TOKEN_UNKNOWN_KEY');
  });

  it('rejects a child grafted onto another parent', () => {
    const a = setup();
    const otherRoot = mintToken(
      a.issuer,
      {
        issuer: 'test',
        subject: 'agent',
        scope: ['message-send', 'payment-initiate'],
        delegateTo: exportPublicJwk(a.holder),
        now: NOW,
        ttlSeconds: 600,
      },
      graph,
    );
    const child = attenuateToken(a.root, a.holder, { subject: 's', scope: ['message-send'], now: NOW }, graph);
    const grafted = `${otherRoot}~${child.split('~')[1]}`;
    expectTokenError(() => a.verifier.verify(grafted, NOW), 'ERR_TOKEN_CHAIN');
  });

  it('revoking a parent revokes its children, cached or not', () => {
    const { verifier, root, holder, revocations } = setup();
    const child = attenuateToken(root, holder, { subject: 's', now: NOW }, graph);
    verifier.verify(child, NOW);
    revocations.revoke(inspectToken(root, graph)[0]?.jti as string);
    expectTokenError(() => verifier.verify(child, NOW), 'ERR_TOKEN_REVOKED');
    expectTokenError(() => verifier.verify(root, NOW), 'ERR_TOKEN_REVOKED');
  });

  it('rejects unknown classes and unknown claim members', () => {
    const { issuer } = setup();
    assert.throws(() => mintToken(issuer, { issuer: 'i', subject: 's', scope: ['launch-missiles'] }, graph), TokenError);
    const verifier = new TokenVerifier({ keyring: new Keyring([issuer]), graph });
    const extra = resign({ v: 1, jti: 'x', iss: 'i', sub: 's', iat: NOW, exp: NOW + 5, scope: [], admin: true }, issuer);
    expectTokenError(() => verifier.verify(extra, NOW), 'ERR_TOKEN_MALFORMED');
  });

  it('keeps the verified-token cache bounded', () => {
    const { issuer } = setup();
    const verifier = new TokenVerifier({ keyring: new Keyring([issuer]), graph, cacheSize: 2 });
    const tokens = [1, 2, 3].map((i) => mintToken(issuer, { issuer: 'i', subject: `s${i}`, scope: [], now: NOW }, graph));
    for (const t of tokens) verifier.verify(t, NOW);
    for (const t of tokens) assert.equal(verifier.verify(t, NOW).raw, t);
  });
});

function resign(claims: object, key: SigningKey): string {
  const header = base64url(canonicalJson({ alg: 'EdDSA', kid: key.kid, typ: TOKEN_TYPE }));
  const payload = base64url(canonicalJson(claims));
  return `${header}.${payload}.${base64url(sign(null, Buffer.from(`${header}.${payload}`), key.privateKey))}`;
}

describe('always-escalate classes', () => {
  it('are carried by the token, kept by every child, and cannot be dropped', () => {
    const { issuer, holder } = setup();
    const verifier = new TokenVerifier({ keyring: new Keyring([issuer]), graph });
    const root = mintToken(
      issuer,
      {
        issuer: 'test',
        subject: 'agent',
        scope: ['identity-admin', 'message-send'],
        escalate: ['identity-admin'],
        delegateTo: exportPublicJwk(holder),
        now: NOW,
        ttlSeconds: 600,
      },
      graph,
    );
    assert.deepEqual(verifier.verify(root, NOW).leaf.esc, ['identity-admin']);
    const child = attenuateToken(root, holder, { subject: 'helper', escalate: ['message-send'], now: NOW }, graph);
    assert.deepEqual(verifier.verify(child, NOW).leaf.esc, ['identity-admin', 'message-send']);
    const narrowed = attenuateToken(root, holder, { subject: 'mailer', scope: ['message-send'], now: NOW }, graph);
    assert.equal(verifier.verify(narrowed, NOW).leaf.scope.includes('identity-admin'), false, 'a child without the class needs no escalation of it');
    const link = child.split('~')[1] as string;
    const claims = JSON.parse(fromBase64url(link.split('.')[1] as string).toString());
    delete claims.esc;
    expectTokenError(() => verifier.verify(`${root}~${resign(claims, holder)}`, NOW), 'ERR_TOKEN_WIDENED');
  });
});
