import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  exportPrivateJwk,
  exportPublicJwk,
  generateSigningKey,
  importPrivateJwk,
  Keyring,
  loadSigningKey,
  saveSigningKey,
  thumbprint,
} from '../../src/capability/keys.ts';
import { ConfigError } from '../../src/errors.ts';

describe('keys', () => {
  it('computes the RFC 7638 thumbprint (RFC 8037 appendix A.3 vector)', () => {
    // RFC 8037 A.3: the thumbprint of the Ed25519 key of A.2.
    assert.equal(
      thumbprint({ kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' }),
      'kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k',
    );
  });

  it('saves a private key file (0600) and loads it back; the key id is the thumbprint', () => {
    const dir = mkdtempSync(join(tmpdir(), 'capfence-keys-'));
    try {
      const key = generateSigningKey();
      const path = join(dir, 'issuer.json');
      saveSigningKey(key, path);
      assert.equal(statSync(path).mode & 0o777, 0o600);
      const loaded = loadSigningKey(path);
      assert.equal(loaded.kid, key.kid);
      assert.equal(thumbprint(exportPublicJwk(key)), key.kid);
      assert.throws(() => saveSigningKey(key, path), /EEXIST/);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('exports a JWKS without private members and reads it back', () => {
    const a = generateSigningKey();
    const b = generateSigningKey();
    const jwks = new Keyring([a, b]).toJwks();
    assert.equal(jwks.keys.length, 2);
    assert.ok(jwks.keys.every((k) => !('d' in k)));
    const ring = Keyring.fromJwks(JSON.parse(JSON.stringify(jwks)));
    assert.ok(ring.get(a.kid) !== undefined && ring.get(b.kid) !== undefined);
  });

  it('rejects mismatched, malformed and unreadable keys with ERR_KEY_INVALID and no key material in the message', () => {
    const key = exportPrivateJwk(generateSigningKey());
    const other = exportPrivateJwk(generateSigningKey());
    const check = (fn: () => unknown) =>
      assert.throws(fn, (e: unknown) => e instanceof ConfigError && e.code === 'ERR_KEY_INVALID' && !e.message.includes(key.d));
    check(() => importPrivateJwk({ ...key, x: other.x }));
    check(() => importPrivateJwk({ ...key, crv: 'P-256' }));
    check(() => importPrivateJwk({ ...key, d: undefined }));
    check(() => Keyring.fromJwks({ keys: [{ ...exportPublicJwk(generateSigningKey()), kid: 'wrong' }] }));
    check(() => Keyring.fromJwks({ keys: 'nope' }));
    check(() => loadSigningKey('/nonexistent/key.json'));
    const dir = mkdtempSync(join(tmpdir(), 'capfence-keys-'));
    try {
      writeFileSync(join(dir, 'bad.json'), 'not json');
      check(() => Keyring.fromFile(join(dir, 'bad.json')));
      writeFileSync(join(dir, 'priv.json'), JSON.stringify(key));
      assert.equal(Keyring.fromFile(join(dir, 'priv.json')).size, 1);
      assert.ok(!readFileSync(join(dir, 'priv.json'), 'utf8').includes('undefined'));
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
