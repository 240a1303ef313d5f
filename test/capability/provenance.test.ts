/**
 * Provenance and program requirements carried by a capability token (ValueConstraint.from and
 * .programs): parsed strictly from untrusted JSON, kept by minting and attenuation, and only ever
 * narrowed by a child (intent ⊂ read:<class> ⊂ read ⊂ any; a program list may only shrink).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertNarrower, type CapabilityClaims, parseClaims, provenanceWithin, type ValueConstraint } from '../../src/capability/claims.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { exportPublicJwk, generateSigningKey, Keyring } from '../../src/capability/keys.ts';
import { attenuateToken, mintToken, TokenVerifier } from '../../src/capability/token.ts';
import { TokenError } from '../../src/errors.ts';

const graph = CapabilityGraph.builtIn();
const NOW = 1_800_000_000;

const claims = (bound: unknown): unknown => ({
  v: 1,
  jti: 'j',
  iss: 'i',
  sub: 's',
  iat: NOW,
  exp: NOW + 60,
  scope: ['message-send'],
  constraints: { 'message-send': { recipient: bound } },
});
const recipient = (c: CapabilityClaims): ValueConstraint | undefined => c.constraints?.['message-send']?.recipient;
const malformed = (bound: unknown): void =>
  assert.throws(
    () => parseClaims(claims(bound), graph),
    (e: unknown) => e instanceof TokenError && e.code === 'ERR_TOKEN_MALFORMED',
    JSON.stringify(bound),
  );

describe('ValueConstraint.from and .programs from untrusted JSON', () => {
  it('reads every provenance and program list the format allows', () => {
    for (const from of ['intent', 'read', 'read:read-only-retrieval', 'read:web-fetch', 'any'])
      assert.equal(recipient(parseClaims(claims({ from }), graph))?.from, from);
    assert.deepEqual(recipient(parseClaims(claims({ programs: ['LS', 'git status'] }), graph))?.programs, ['ls', 'git status']);
  });

  it('refuses what it cannot read', () => {
    for (const from of ['', 'READ', 'read:', 'read:teleport', 'read:*', 'anywhere', 42, null, ['intent'], 'read:read-only-retrieval:x'])
      malformed({ from });
    for (const programs of ['ls', [''], ['rm -rf /'], ['a b c'], [42], ['x'.repeat(200)], ['ls;rm']]) malformed({ programs });
  });
});

describe('narrowing', () => {
  const order = ['intent', 'read:web-fetch', 'read', 'any'] as const;

  it('intent ⊂ read:<class> ⊂ read ⊂ any, and a missing requirement is any', () => {
    order.forEach((child, i) => order.forEach((parent, j) => assert.equal(provenanceWithin(child, parent), i <= j, `${child} within ${parent}`)));
    assert.ok(!provenanceWithin('read:web-fetch', 'read:read-only-retrieval'), 'one read class is not another');
    assert.ok(provenanceWithin(undefined, undefined) && provenanceWithin('intent', undefined) && !provenanceWithin(undefined, 'read'));
  });

  it('a child that drops or widens a requirement is wider than its parent', () => {
    const parent = parseClaims(claims({ oneOf: ['bob@example.com'], from: 'read', programs: ['ls', 'git status'] }), graph);
    const child = (bound: unknown): CapabilityClaims => parseClaims(claims(bound), graph);
    assertNarrower(parent, child({ oneOf: ['bob@example.com'], from: 'intent', programs: ['ls'] }), graph);
    for (const bound of [
      { oneOf: ['bob@example.com'], programs: ['ls'] },
      { oneOf: ['bob@example.com'], from: 'any', programs: ['ls'] },
      { oneOf: ['bob@example.com'], from: 'read' },
      { oneOf: ['bob@example.com'], from: 'read', programs: ['ls', 'rm'] },
    ])
      assert.throws(
        () => assertNarrower(parent, child(bound), graph),
        (e: unknown) => e instanceof TokenError && e.code === 'ERR_TOKEN_WIDENED',
      );
  });
});

describe('minting and attenuation keep the requirements', () => {
  it('a root carries them, a child may only narrow them, and the chain verifies', () => {
    const issuer = generateSigningKey();
    const holder = generateSigningKey();
    const root = mintToken(
      issuer,
      {
        issuer: 'test',
        subject: 'agent',
        scope: ['message-send', 'code-execute'],
        constraints: { 'message-send': { recipient: { from: 'read' } }, 'code-execute': { text: { programs: ['ls', 'select'] } } },
        delegateTo: exportPublicJwk(holder),
        now: NOW,
      },
      graph,
    );
    const verifier = new TokenVerifier({ keyring: new Keyring([issuer]), graph });
    assert.deepEqual(verifier.verify(root, NOW + 1).leaf.constraints?.['message-send']?.recipient, { from: 'read' });
    const child = attenuateToken(
      root,
      holder,
      { subject: 'sub', constraints: { 'message-send': { recipient: { from: 'intent', oneOf: ['bob@example.com'] } } }, now: NOW },
      graph,
    );
    const leaf = verifier.verify(child, NOW + 1).leaf;
    assert.deepEqual(leaf.constraints?.['message-send']?.recipient, { from: 'intent', oneOf: ['bob@example.com'] });
    assert.deepEqual(leaf.constraints?.['code-execute']?.text, { programs: ['ls', 'select'] }, 'kept from the parent');
    assert.throws(
      () => attenuateToken(root, holder, { subject: 'sub', constraints: { 'message-send': { recipient: { from: 'any' } } }, now: NOW }, graph),
      (e: unknown) => e instanceof TokenError && e.code === 'ERR_TOKEN_WIDENED',
    );
    assert.throws(
      () => attenuateToken(root, holder, { subject: 'sub', constraints: { 'code-execute': { text: { programs: ['ls', 'rm'] } } }, now: NOW }, graph),
      (e: unknown) => e instanceof TokenError && e.code === 'ERR_TOKEN_WIDENED',
    );
  });
});
