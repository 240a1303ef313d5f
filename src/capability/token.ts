/**
 * Capability tokens: a chain of signed links, root first, joined by `~`. Each link is a compact
 * JWS (RFC 7515) with EdDSA over Ed25519, header `{"alg":"EdDSA","kid":…,"typ":"capfence-cap-v1+jws"}`
 * and an RFC 8785 canonical JSON payload of {@link CapabilityClaims}. The `typ` is the signed
 * purpose/version tag: a JWS made for anything else does not verify as a capability.
 *
 * The root is signed by a trusted issuer key (the {@link Keyring}); each child is signed by the key
 * its parent delegates to (`dlg`) or by a trusted issuer, names its parent (`par`, `pdg` = SHA-256
 * of the parent link) and is no wider than its parent ({@link assertNarrower}), checked at mint time
 * and again at verify time. Anyone with the issuer's public keys can verify a whole chain offline.
 */
import { randomUUID, sign, verify as verifySignature, type KeyObject } from 'node:crypto';
import type { ActionClass } from '../action/types.ts';
import { TokenError, UsageError } from '../errors.ts';
import { base64url, canonicalJson, fromBase64url, sha256Hex } from '../util/canonical.ts';
import { ByteLru } from '../util/lru.ts';
import { assertNarrower, type CapabilityClaims, type Ceilings, parseClaims, type RoleConstraints } from './claims.ts';
import type { CapabilityGraph } from './graph.ts';
import { importPublicJwk, type Keyring, type PublicJwk, type SigningKey, thumbprint } from './keys.ts';

export const TOKEN_TYPE = 'capfence-cap-v1+jws';
/** Longest accepted token string and chain: bounds the work an attacker can make us do. */
export const MAX_TOKEN_BYTES = 32 * 1024;
export const MAX_CHAIN_LENGTH = 8;
const DEFAULT_TTL_SECONDS = 3600;

export interface MintOptions {
  readonly issuer: string;
  readonly subject: string;
  readonly scope: readonly ActionClass[];
  readonly constraints?: Readonly<Record<string, RoleConstraints>>;
  readonly ceilings?: Ceilings;
  readonly intent?: string;
  /** Classes whose every call must go to the verifier, whatever the gate's score. */
  readonly escalate?: readonly ActionClass[];
  /** Named events that end the token (and its children) when posted after it was issued. */
  readonly expiresOn?: readonly string[];
  /** Lifetime from `now`, in seconds (default one hour). */
  readonly ttlSeconds?: number;
  readonly notBefore?: number;
  /** The holder's public key, allowed to sign attenuated children. */
  readonly delegateTo?: PublicJwk;
  /** Seconds since the epoch; defaults to the clock. */
  readonly now?: number;
}

export interface AttenuateOptions {
  readonly subject: string;
  /** Narrower scope; defaults to the parent's. */
  readonly scope?: readonly ActionClass[];
  /** Per class, replaces the parent's constraints for that class (must be no wider). Classes not named keep the parent's. */
  readonly constraints?: Readonly<Record<string, RoleConstraints>>;
  /** Per ceiling, the lower of this and the parent's. */
  readonly ceilings?: Ceilings;
  /** Classes to escalate on every call, in addition to the parent's (which the child keeps). */
  readonly escalate?: readonly ActionClass[];
  /** Named events that end the token (and its children) when posted after it was issued. */
  readonly expiresOn?: readonly string[];
  readonly ttlSeconds?: number;
  readonly delegateTo?: PublicJwk;
  readonly now?: number;
}

/** A token whose signatures, chain links and narrowing have been checked. Time and revocation are checked per use. */
export interface VerifiedToken {
  readonly raw: string;
  /** Hex SHA-256 of the token string (what the audit records as k_t). */
  readonly digest: string;
  /** Claims of each link, root first. */
  readonly chain: readonly CapabilityClaims[];
  readonly leaf: CapabilityClaims;
  /** The validity window of the whole chain (seconds): latest not-before, earliest expiry. */
  readonly notBefore: number;
  readonly expires: number;
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

function signLink(claims: CapabilityClaims, key: SigningKey): string {
  const header = base64url(canonicalJson({ alg: 'EdDSA', kid: key.kid, typ: TOKEN_TYPE }));
  const payload = base64url(canonicalJson(claims));
  const input = `${header}.${payload}`;
  return `${input}.${base64url(sign(null, Buffer.from(input), key.privateKey))}`;
}

/** Mint a root token signed by an issuer key. The graph checks that every class exists. */
export function mintToken(key: SigningKey, options: MintOptions, graph: CapabilityGraph): string {
  const now = options.now ?? nowSeconds();
  const claims: CapabilityClaims = {
    v: 1,
    jti: randomUUID(),
    iss: options.issuer,
    sub: options.subject,
    iat: now,
    exp: now + (options.ttlSeconds ?? DEFAULT_TTL_SECONDS),
    scope: [...options.scope],
    ...(options.notBefore === undefined ? {} : { nbf: options.notBefore }),
    ...(options.constraints === undefined ? {} : { constraints: options.constraints }),
    ...(options.ceilings === undefined ? {} : { ceilings: options.ceilings }),
    ...(options.intent === undefined ? {} : { intent: options.intent }),
    ...(options.escalate === undefined || options.escalate.length === 0 ? {} : { esc: [...new Set(options.escalate)] }),
    ...(options.expiresOn === undefined || options.expiresOn.length === 0 ? {} : { eon: [...new Set(options.expiresOn)] }),
    ...(options.delegateTo === undefined ? {} : { dlg: options.delegateTo }),
  };
  // Round-trip through the parser so we never sign claims a verifier would reject.
  return signLink(parseClaims(JSON.parse(canonicalJson(claims)), graph), key);
}

/**
 * Derive a child token no wider than `parent`, signed by `key` (the parent's delegate key, or an
 * issuer key). Refused with `ERR_TOKEN_WIDENED` if any dimension would widen. The parent's
 * signatures are not checked here; `verify` checks the whole chain.
 */
export function attenuateToken(parent: string, key: SigningKey, options: AttenuateOptions, graph: CapabilityGraph): string {
  const links = splitChain(parent);
  const lastLink = links[links.length - 1] as string;
  const parentClaims = decodeLink(lastLink, graph).claims;
  if (parentClaims.dlg !== undefined && thumbprint(parentClaims.dlg) !== key.kid) {
    throw new TokenError('ERR_TOKEN_CHAIN', 'the signing key is not the key the parent token delegates to');
  }
  const now = options.now ?? nowSeconds();
  const ceilings: { calls?: number; amount?: number; bytes?: number } = { ...parentClaims.ceilings };
  for (const k of ['calls', 'amount', 'bytes'] as const) {
    const own = options.ceilings?.[k];
    if (own !== undefined) ceilings[k] = Math.min(own, ceilings[k] ?? Infinity);
  }
  const constraints = { ...parentClaims.constraints, ...options.constraints };
  const esc = [...new Set([...(parentClaims.esc ?? []), ...(options.escalate ?? [])])];
  const eon = [...new Set([...(parentClaims.eon ?? []), ...(options.expiresOn ?? [])])];
  const claims: CapabilityClaims = {
    v: 1,
    jti: randomUUID(),
    iss: parentClaims.iss,
    sub: options.subject,
    iat: now,
    exp: Math.min(parentClaims.exp, now + (options.ttlSeconds ?? DEFAULT_TTL_SECONDS)),
    scope: [...(options.scope ?? parentClaims.scope)],
    ...(parentClaims.nbf === undefined ? {} : { nbf: parentClaims.nbf }),
    ...(Object.keys(constraints).length === 0 ? {} : { constraints }),
    ...(Object.keys(ceilings).length === 0 ? {} : { ceilings }),
    ...(parentClaims.intent === undefined ? {} : { intent: parentClaims.intent }),
    ...(esc.length === 0 ? {} : { esc }),
    ...(eon.length === 0 ? {} : { eon }),
    ...(options.delegateTo === undefined ? {} : { dlg: options.delegateTo }),
    par: parentClaims.jti,
    pdg: sha256Hex(lastLink),
  };
  const child = parseClaims(JSON.parse(canonicalJson(claims)), graph);
  assertNarrower(parentClaims, child, graph);
  return `${parent}~${signLink(child, key)}`;
}

interface DecodedLink {
  readonly kid: string;
  readonly signingInput: string;
  readonly signature: Buffer;
  readonly claims: CapabilityClaims;
}

function splitChain(token: unknown): string[] {
  if (typeof token !== 'string' || token.length === 0) throw new TokenError('ERR_TOKEN_MALFORMED', 'token must be a non-empty string');
  if (token.length > MAX_TOKEN_BYTES) throw new TokenError('ERR_TOKEN_TOO_LARGE', `token exceeds ${MAX_TOKEN_BYTES} bytes`);
  const links = token.split('~');
  if (links.length > MAX_CHAIN_LENGTH) throw new TokenError('ERR_TOKEN_TOO_LARGE', `delegation chain longer than ${MAX_CHAIN_LENGTH}`);
  return links;
}

const B64URL = /^[A-Za-z0-9_-]+$/;

function decodeLink(link: string, graph: CapabilityGraph): DecodedLink {
  const parts = link.split('.');
  if (parts.length !== 3 || !parts.every((p) => B64URL.test(p))) throw new TokenError('ERR_TOKEN_MALFORMED', 'a token link is not a compact JWS');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart, 'header');
  if (typeof header !== 'object' || header === null) throw new TokenError('ERR_TOKEN_MALFORMED', 'token header is not an object');
  const { alg, kid, typ, ...rest } = header as Record<string, unknown>;
  if (alg !== 'EdDSA' || typ !== TOKEN_TYPE || typeof kid !== 'string' || Object.keys(rest).length > 0) {
    throw new TokenError('ERR_TOKEN_MALFORMED', 'token header is not a CapFence capability header');
  }
  const payloadText = strictBase64url(payloadPart, 'payload').toString('utf8');
  const claims = parseClaims(decodeJson(payloadPart, 'payload'), graph);
  // Only canonical payloads verify: one meaning, one byte string (no malleable re-encodings).
  if (canonicalJson(claims) !== payloadText) throw new TokenError('ERR_TOKEN_MALFORMED', 'token payload is not canonical JSON');
  return { kid, signingInput: `${headerPart}.${payloadPart}`, signature: strictBase64url(signaturePart, 'signature'), claims };
}

function decodeJson(part: string, what: string): unknown {
  const bytes = strictBase64url(part, what);
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    throw new TokenError('ERR_TOKEN_MALFORMED', `token ${what} is not JSON`);
  }
}

/**
 * The bytes of one base64url part, accepted only in its one canonical encoding: no padding, no
 * stray bits in the last character (`…A` and `…B` must not both decode to the same signature),
 * no length that leaves a lone character. Anything else is a different token, and malformed.
 */
function strictBase64url(part: string, what: string): Buffer {
  const bytes = fromBase64url(part);
  if (part.length % 4 === 1 || base64url(bytes) !== part) throw new TokenError('ERR_TOKEN_MALFORMED', `token ${what} is not canonical base64url`);
  return bytes;
}

/** Read a token's claims without verifying anything. For display only: nothing here is authenticated. */
export function inspectToken(token: string, graph: CapabilityGraph): CapabilityClaims[] {
  return splitChain(token).map((link) => decodeLink(link, graph).claims);
}

export interface RevocationCheck {
  isRevoked(jti: string): boolean;
}

export interface TokenVerifierOptions {
  readonly keyring: Keyring;
  readonly graph: CapabilityGraph;
  readonly revocations?: RevocationCheck;
  /** At most how many verified tokens (and, apart, links) to keep; 0 turns both caches off. Default: bounded by bytes only. */
  readonly cacheSize?: number;
  /** Estimated bytes the caches may hold, split evenly between whole tokens and single links (default 8 MiB). */
  readonly cacheBytes?: number;
  /** Tolerated clock difference in seconds. */
  readonly leewaySeconds?: number;
}

/** What the verifier's caches did since it was made. */
export interface TokenCacheStats {
  /** Tokens found verified in the cache. */
  readonly hits: number;
  /** Tokens whose chain had to be walked. */
  readonly misses: number;
  /** Links whose signature was checked (a link seen before in this process is not checked again). */
  readonly signatureChecks: number;
  /** Estimated bytes held by both caches. */
  readonly bytes: number;
  readonly tokens: number;
  readonly links: number;
}

/** A link whose signature, parent link and narrowing were checked, cached by the SHA-256 of its bytes. */
interface VerifiedLink {
  readonly claims: CapabilityClaims;
  /** Hex SHA-256 of the link: what a child names as `pdg`. */
  readonly digest: string;
}

const DEFAULT_CACHE_BYTES = 8 * 1024 * 1024;

// Estimated heap bytes of a cache entry: the strings (one byte a character) and the parsed claims
// (about three times the payload text), plus object and map overhead.
const tokenEntryBytes = (token: string): number => 2 * token.length + 320;
const linkEntryBytes = (link: string): number => 3 * link.length + 256;

/**
 * Verifies token chains. A verified chain is cached by its exact bytes, and each verified link by
 * its SHA-256, in LRUs bounded by bytes: a repeated token costs a map look-up, and a new token
 * whose parent links were seen checks only its own new links. Expiry and revocation are checked
 * on every use, because they change with time.
 *
 * Caching a link is sound because a child names its parent by digest (`pdg`): a cached child is
 * only accepted after a parent with exactly the bytes it was verified against, so its signing
 * key (the parent's `dlg` or an issuer's) and its narrowing are the ones already checked. The
 * keyring is fixed for the verifier's life.
 */
export class TokenVerifier {
  readonly #keyring: Keyring;
  readonly #graph: CapabilityGraph;
  readonly #revocations: RevocationCheck | undefined;
  readonly #tokens: ByteLru<string, VerifiedToken> | undefined;
  readonly #links: ByteLru<string, VerifiedLink> | undefined;
  readonly #leeway: number;
  #hits = 0;
  #misses = 0;
  #signatureChecks = 0;

  constructor(options: TokenVerifierOptions) {
    this.#keyring = options.keyring;
    this.#graph = options.graph;
    this.#revocations = options.revocations;
    this.#leeway = options.leewaySeconds ?? 0;
    const cacheSize = options.cacheSize ?? Infinity;
    const cacheBytes = options.cacheBytes ?? DEFAULT_CACHE_BYTES;
    if (cacheSize !== Infinity && (!Number.isInteger(cacheSize) || cacheSize < 0))
      throw new UsageError('ERR_OUT_OF_RANGE', 'cacheSize must be a non-negative integer');
    if (typeof cacheBytes !== 'number' || !(cacheBytes >= 0)) throw new UsageError('ERR_OUT_OF_RANGE', 'cacheBytes must be a non-negative number');
    if (cacheSize > 0 && cacheBytes > 0) {
      this.#tokens = new ByteLru(cacheBytes / 2, cacheSize);
      this.#links = new ByteLru(cacheBytes / 2, cacheSize);
    }
  }

  /** Verify `token` fully and check it is usable at `now` (seconds). Throws {@link TokenError}. */
  verify(token: string, now: number = Date.now() / 1000): VerifiedToken {
    let verified = this.#tokens?.get(token);
    if (verified === undefined) {
      verified = this.#verifyChain(token);
      this.#misses++;
    } else {
      this.#hits++;
    }
    if (now + this.#leeway < verified.notBefore) throw new TokenError('ERR_TOKEN_NOT_YET_VALID', 'token is not yet valid');
    if (now - this.#leeway >= verified.expires) throw new TokenError('ERR_TOKEN_EXPIRED', 'token has expired');
    if (this.#revocations !== undefined) {
      for (const link of verified.chain)
        if (this.#revocations.isRevoked(link.jti)) throw new TokenError('ERR_TOKEN_REVOKED', 'token or one of its ancestors is revoked');
    }
    return verified;
  }

  get cacheStats(): TokenCacheStats {
    return {
      hits: this.#hits,
      misses: this.#misses,
      signatureChecks: this.#signatureChecks,
      bytes: (this.#tokens?.bytes ?? 0) + (this.#links?.bytes ?? 0),
      tokens: this.#tokens?.size ?? 0,
      links: this.#links?.size ?? 0,
    };
  }

  #verifyChain(token: string): VerifiedToken {
    const links = splitChain(token);
    const chain: CapabilityClaims[] = [];
    let parent: VerifiedLink | undefined;
    for (const link of links) {
      const digest = sha256Hex(link);
      let verified = this.#links?.get(digest);
      if (verified === undefined) {
        verified = this.#verifyLink(link, digest, parent);
        this.#links?.set(digest, verified, linkEntryBytes(link));
      } else {
        // Seen before, after the parent its pdg names: only its place in this chain needs checking.
        assertFollows(verified.claims, parent);
      }
      chain.push(verified.claims);
      parent = verified;
    }
    const leaf = chain[chain.length - 1] as CapabilityClaims;
    const verified: VerifiedToken = {
      raw: token,
      digest: sha256Hex(token),
      chain,
      leaf,
      notBefore: Math.max(...chain.map((c) => c.nbf ?? c.iat)),
      expires: Math.min(...chain.map((c) => c.exp)),
    };
    this.#tokens?.set(token, verified, tokenEntryBytes(token));
    return verified;
  }

  /** Check one link's signature, its place after `parent` and its narrowing. Throws {@link TokenError}. */
  #verifyLink(link: string, digest: string, parent: VerifiedLink | undefined): VerifiedLink {
    const decoded = decodeLink(link, this.#graph);
    const key = this.#keyFor(decoded, parent?.claims);
    this.#signatureChecks++;
    if (!verifySignature(null, Buffer.from(decoded.signingInput), key, decoded.signature)) {
      throw new TokenError('ERR_TOKEN_SIGNATURE', 'signature verification failed');
    }
    const claims = decoded.claims;
    assertFollows(claims, parent);
    if (parent !== undefined) assertNarrower(parent.claims, claims, this.#graph);
    return { claims, digest };
  }

  /** The root must be signed by a trusted issuer; a child by its parent's delegate key or a trusted issuer. */
  #keyFor(link: DecodedLink, parent: CapabilityClaims | undefined): KeyObject {
    if (parent?.dlg !== undefined) {
      const delegate = importDelegate(parent.dlg);
      if (delegate.kid === link.kid) return delegate.publicKey;
    }
    const issuer = this.#keyring.get(link.kid);
    if (issuer === undefined) throw new TokenError('ERR_TOKEN_UNKNOWN_KEY', 'token is signed by an unknown key');
    return issuer;
  }
}

/** A root names no parent; a child names its parent's id and the digest of its parent's exact bytes. */
function assertFollows(claims: CapabilityClaims, parent: VerifiedLink | undefined): void {
  if (parent === undefined) {
    if (claims.par !== undefined) throw new TokenError('ERR_TOKEN_CHAIN', 'root token names a parent');
  } else if (claims.par !== parent.claims.jti || claims.pdg !== parent.digest) {
    throw new TokenError('ERR_TOKEN_CHAIN', 'token link does not follow its parent');
  }
}

function importDelegate(jwk: PublicJwk): { kid: string; publicKey: KeyObject } {
  try {
    return importPublicJwk(jwk, 'delegation key');
  } catch (cause) {
    throw new TokenError('ERR_TOKEN_MALFORMED', 'token delegates to an invalid key', { cause });
  }
}
