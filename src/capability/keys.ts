/**
 * Ed25519 keys for capability tokens: generation, JWK files with RFC 7638 thumbprint key ids,
 * a keyring of trusted issuer keys, and JWKS export. Private key material never appears in
 * errors or logs.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { ConfigError } from '../errors.ts';
import { base64url, canonicalJson, sha256Hex } from '../util/canonical.ts';
import { getOwn, readJsonFile } from '../util/json.ts';

/** A public Ed25519 key as a JWK (RFC 8037). */
export interface PublicJwk {
  readonly kty: 'OKP';
  readonly crv: 'Ed25519';
  readonly x: string;
  readonly kid?: string;
}

/** A private Ed25519 key as a JWK. Keep the file private (mode 0600). */
export interface PrivateJwk extends PublicJwk {
  readonly d: string;
}

export interface SigningKey {
  readonly kid: string;
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
}

/** RFC 7638 JWK thumbprint (SHA-256, base64url) of an Ed25519 public key. */
export function thumbprint(jwk: Pick<PublicJwk, 'crv' | 'kty' | 'x'>): string {
  const digest = sha256Hex(canonicalJson({ crv: jwk.crv, kty: jwk.kty, x: jwk.x }));
  return base64url(Buffer.from(digest, 'hex'));
}

export function generateSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { kid: thumbprint(publicJwk(publicKey)), privateKey, publicKey };
}

function publicJwk(publicKey: KeyObject): PublicJwk {
  const jwk = publicKey.export({ format: 'jwk' });
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string') throw new ConfigError('ERR_KEY_INVALID', 'not an Ed25519 key');
  return { kty: 'OKP', crv: 'Ed25519', x: jwk.x };
}

export function exportPublicJwk(key: Pick<SigningKey, 'kid' | 'publicKey'>): PublicJwk {
  return { ...publicJwk(key.publicKey), kid: key.kid };
}

export function exportPrivateJwk(key: SigningKey): PrivateJwk {
  const jwk = key.privateKey.export({ format: 'jwk' });
  if (typeof jwk.d !== 'string') throw new ConfigError('ERR_KEY_INVALID', 'not an Ed25519 private key');
  return { ...exportPublicJwk(key), d: jwk.d };
}

/** Parse a public JWK (e.g. from a token's delegation claim or a JWKS). */
export function importPublicJwk(input: unknown, source = 'public key'): { kid: string; publicKey: KeyObject } {
  const jwk = asOkpJwk(input, source);
  let publicKey: KeyObject;
  try {
    publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' });
  } catch (cause) {
    throw new ConfigError('ERR_KEY_INVALID', 'not a valid Ed25519 public key', source, { cause });
  }
  const kid = thumbprint(jwk);
  if (jwk.kid !== undefined && jwk.kid !== kid) throw new ConfigError('ERR_KEY_INVALID', 'key id does not match the key thumbprint', source);
  return { kid, publicKey };
}

export function importPrivateJwk(input: unknown, source = 'private key'): SigningKey {
  const jwk = asOkpJwk(input, source);
  const d = getOwn(input as Record<string, unknown>, 'd');
  if (typeof d !== 'string') throw new ConfigError('ERR_KEY_INVALID', 'private key has no "d" member', source);
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x, d }, format: 'jwk' });
  } catch (cause) {
    throw new ConfigError('ERR_KEY_INVALID', 'not a valid Ed25519 private key', source, { cause });
  }
  const publicKey = createPublicKey(privateKey);
  // The stored x must be the public half of d, or the file was tampered with or mixed up.
  if (publicJwk(publicKey).x !== jwk.x) throw new ConfigError('ERR_KEY_INVALID', 'public and private halves do not match', source);
  return { kid: thumbprint(jwk), privateKey, publicKey };
}

function asOkpJwk(input: unknown, source: string): PublicJwk {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new ConfigError('ERR_KEY_INVALID', 'expected a JWK object', source);
  const record = input as Record<string, unknown>;
  const kty = getOwn(record, 'kty');
  const crv = getOwn(record, 'crv');
  const x = getOwn(record, 'x');
  const kid = getOwn(record, 'kid');
  if (kty !== 'OKP' || crv !== 'Ed25519') throw new ConfigError('ERR_KEY_INVALID', 'only OKP Ed25519 keys are supported', source);
  if (typeof x !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(x)) throw new ConfigError('ERR_KEY_INVALID', 'malformed "x" member', source);
  if (kid !== undefined && typeof kid !== 'string') throw new ConfigError('ERR_KEY_INVALID', 'malformed "kid" member', source);
  return { kty, crv, x, ...(kid === undefined ? {} : { kid }) };
}

export function saveSigningKey(key: SigningKey, path: string): void {
  writeFileSync(path, `${JSON.stringify(exportPrivateJwk(key), null, 2)}\n`, { mode: 0o600, flag: 'wx' });
}

export function loadSigningKey(path: string): SigningKey {
  return importPrivateJwk(readJsonFile(path, 'key file', 'ERR_KEY_INVALID'), path);
}

/** The trusted issuer keys, by key id. Immutable: make a new keyring to change trust. */
export class Keyring {
  readonly #keys: ReadonlyMap<string, KeyObject>;

  constructor(keys: Iterable<{ kid: string; publicKey: KeyObject }>) {
    this.#keys = new Map([...keys].map((k) => [k.kid, k.publicKey]));
  }

  static fromJwks(input: unknown, source = 'JWKS'): Keyring {
    const list = typeof input === 'object' && input !== null ? getOwn(input as Record<string, unknown>, 'keys') : undefined;
    if (!Array.isArray(list)) throw new ConfigError('ERR_KEY_INVALID', 'expected an object with a "keys" array', source);
    return new Keyring(list.map((jwk, i) => importPublicJwk(jwk, `${source} keys[${i}]`)));
  }

  static fromFile(path: string): Keyring {
    const parsed = readJsonFile(path, 'JWKS file', 'ERR_KEY_INVALID');
    // A private key file is accepted too: its public half is trusted.
    if (typeof parsed === 'object' && parsed !== null && getOwn(parsed as Record<string, unknown>, 'kty') !== undefined)
      return new Keyring([importPublicJwk(stripPrivate(parsed), path)]);
    return Keyring.fromJwks(parsed, path);
  }

  get(kid: string): KeyObject | undefined {
    return this.#keys.get(kid);
  }

  get size(): number {
    return this.#keys.size;
  }

  toJwks(): { keys: PublicJwk[] } {
    return { keys: [...this.#keys].map(([kid, publicKey]) => ({ ...publicJwk(publicKey), kid })) };
  }
}

function stripPrivate(jwk: object): object {
  const { d: _d, ...rest } = jwk as Record<string, unknown>;
  return rest;
}
