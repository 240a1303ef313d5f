/**
 * Signed checkpoints of the audit log: Ed25519-signed tree heads over the RFC 6962 Merkle tree
 * whose leaves are the records' chain hashes (`auditLeafHash`), in the C2SP tlog-checkpoint form
 * of a C2SP signed note:
 *
 * ```text
 * <origin>
 * <tree size>
 * <root hash, base64>
 * time <milliseconds since the epoch>
 *
 * — <key name> <base64(key ID ‖ Ed25519 signature of the text above the blank line)>
 * ```
 *
 * key ID = SHA-256(key name ‖ 0x0A ‖ 0x01 ‖ 32-byte public key)[:4]; the `time` line is an
 * extension line (the format allows them; it says when the head was signed). A verifier key is
 * written in the signed-note "vkey" form `<name>+<hex key ID>+<base64(0x01 ‖ public key)>`.
 *
 * Why: the chain hash has no secret, so whoever can rewrite the database can recompute it. A
 * checkpoint kept elsewhere (by a witness, in a ticket, in another system's log) pins the root
 * at its size: a rewritten log no longer yields that root, and a consistency proof shows that a
 * newer checkpoint extends the older one rather than replacing it.
 */
import { createHash, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import type { SigningKey } from '../capability/keys.ts';
import { AuditError, ConfigError } from '../errors.ts';
import { auditLeafHash, nodeHash, EMPTY_TREE_HASH } from './merkle.ts';

export interface TreeHead {
  readonly origin: string;
  readonly size: number;
  /** The RFC 6962 root, 32 bytes. */
  readonly root: Buffer;
  /** Milliseconds since the epoch. */
  readonly time: number;
}

export interface NoteVerifier {
  readonly name: string;
  readonly keyId: Buffer;
  readonly publicKey: KeyObject;
}

const ED25519 = 0x01;
const NAME = /^[^\s+]+$/;
const MAX_NOTE = 16 * 1024;

/** The 4-byte key ID of an Ed25519 key under `name`. */
export function keyIdOf(name: string, publicKey: KeyObject): Buffer {
  return createHash('sha256')
    .update(Buffer.from(name, 'utf8'))
    .update(Buffer.from([0x0a, ED25519]))
    .update(rawPublicKey(publicKey))
    .digest()
    .subarray(0, 4);
}

/** The verifier key line (`name+keyid+base64`) a witness stores to check checkpoints signed with `key`. */
export function verifierKey(name: string, key: Pick<SigningKey, 'publicKey'>): string {
  checkName(name);
  return `${name}+${keyIdOf(name, key.publicKey).toString('hex')}+${Buffer.concat([Buffer.from([ED25519]), rawPublicKey(key.publicKey)]).toString('base64')}`;
}

/** Read a verifier key line. Throws {@link ConfigError}. */
export function parseVerifierKey(line: string): NoteVerifier {
  // name + hex key ID + base64 (which may itself hold '+'): split at the first two only.
  const match = /^([^\s+]+)\+([0-9a-f]{8})\+([A-Za-z0-9+/]+={0,2})$/.exec(typeof line === 'string' ? line.trim() : '');
  const raw = match === null ? undefined : Buffer.from(match[3] as string, 'base64');
  if (match === null || raw?.length !== 33 || raw[0] !== ED25519)
    throw new ConfigError('ERR_CONFIG_INVALID', 'not an Ed25519 verifier key (name+keyid+base64)', 'verifier key');
  const name = match[1] as string;
  const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw.subarray(1).toString('base64url') }, format: 'jwk' });
  const keyId = Buffer.from(match[2] as string, 'hex');
  if (!keyIdOf(name, publicKey).equals(keyId))
    throw new ConfigError('ERR_CONFIG_INVALID', 'the verifier key ID does not match its key', 'verifier key');
  return { name, keyId, publicKey };
}

/** The signed note of `head`, signed by `key` under `name` (default: the origin). */
export function signCheckpoint(head: TreeHead, key: SigningKey, name: string = head.origin): string {
  checkName(head.origin);
  checkName(name);
  const text = `${head.origin}\n${head.size}\n${head.root.toString('base64')}\ntime ${Math.floor(head.time)}\n`;
  const signature = sign(null, Buffer.from(text, 'utf8'), key.privateKey);
  return `${text}\n\u2014 ${name} ${Buffer.concat([keyIdOf(name, key.publicKey), signature]).toString('base64')}\n`;
}

/**
 * The tree head of a checkpoint signed by `verifier`. Throws {@link AuditError}
 * `ERR_AUDIT_CHECKPOINT` when the note is malformed or carries no valid signature of that key
 * (signatures of other keys are ignored, as the signed-note format requires).
 */
export function openCheckpoint(note: string, verifier: NoteVerifier): TreeHead {
  if (typeof note !== 'string' || note.length > MAX_NOTE) throw bad('the checkpoint is not a note of a sane size');
  // eslint-disable-next-line no-control-regex -- the format forbids control characters other than newline.
  if (/[\u0000-\u0009\u000b-\u001f]/.test(note)) throw bad('the checkpoint holds control characters');
  const split = note.lastIndexOf('\n\n');
  if (split < 0) throw bad('the checkpoint has no signature block');
  const text = note.slice(0, split + 1);
  let verified = false;
  for (const line of note.slice(split + 2).split('\n')) {
    if (line === '') continue;
    const match = /^\u2014 (\S+) ([A-Za-z0-9+/=]+)$/.exec(line);
    if (match === null) throw bad('the checkpoint has a malformed signature line');
    const blob = Buffer.from(match[2] as string, 'base64');
    if (match[1] !== verifier.name || blob.length !== 68 || !blob.subarray(0, 4).equals(verifier.keyId)) continue;
    if (!verify(null, Buffer.from(text, 'utf8'), verifier.publicKey, blob.subarray(4))) throw bad('the checkpoint signature does not verify');
    verified = true;
  }
  if (!verified) throw bad(`the checkpoint carries no signature of ${verifier.name}`);
  const [origin, size, root, ...extensions] = text.slice(0, -1).split('\n');
  const rootBytes = Buffer.from(root ?? '', 'base64');
  if (origin === undefined || origin === '' || !/^(0|[1-9][0-9]*)$/.test(size ?? '') || rootBytes.length !== 32)
    throw bad('the checkpoint text is malformed');
  const time = Number(/^time (\d+)$/.exec(extensions.find((line) => line.startsWith('time ')) ?? '')?.[1] ?? NaN);
  return { origin, size: Number(size), root: rootBytes, time };
}

/**
 * The right edge of an RFC 6962 tree as it grows: one subtree root per bit of the size, largest
 * first, so the root of any size is a fold of at most 64 hashes and appending is amortised O(1).
 */
export class Frontier {
  readonly #nodes: { size: number; hash: Buffer }[];
  #size: number;

  constructor(state: { size: number; nodes: readonly [number, string][] } = { size: 0, nodes: [] }) {
    this.#size = state.size;
    this.#nodes = state.nodes.map(([size, hash]) => ({ size, hash: Buffer.from(hash, 'hex') }));
    if (this.#nodes.reduce((sum, node) => sum + node.size, 0) !== this.#size)
      throw new AuditError('ERR_AUDIT_CORRUPT', 'a stored tree frontier does not add up');
  }

  get size(): number {
    return this.#size;
  }

  /** Append the record with chain hash `recordHash` (hex). */
  append(recordHash: string): void {
    let node = { size: 1, hash: auditLeafHash(recordHash) };
    for (let top = this.#nodes.at(-1); top !== undefined && top.size === node.size; top = this.#nodes.at(-1)) {
      this.#nodes.pop();
      node = { size: top.size * 2, hash: nodeHash(top.hash, node.hash) };
    }
    this.#nodes.push(node);
    this.#size++;
  }

  /** MTH of the records appended so far. */
  root(): Buffer {
    if (this.#nodes.length === 0) return EMPTY_TREE_HASH;
    let root = (this.#nodes.at(-1) as { hash: Buffer }).hash;
    for (let i = this.#nodes.length - 2; i >= 0; i--) root = nodeHash((this.#nodes[i] as { hash: Buffer }).hash, root);
    return root;
  }

  toJSON(): { size: number; nodes: [number, string][] } {
    return { size: this.#size, nodes: this.#nodes.map((node) => [node.size, node.hash.toString('hex')]) };
  }
}

function rawPublicKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  if (jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string')
    throw new ConfigError('ERR_KEY_INVALID', 'checkpoints are signed with Ed25519 keys only', 'checkpoint key');
  return Buffer.from(jwk.x, 'base64url');
}

function checkName(name: string): void {
  if (typeof name !== 'string' || !NAME.test(name) || name.length > 256)
    throw new ConfigError('ERR_CONFIG_INVALID', 'a checkpoint origin or key name must be non-empty, without spaces or "+"', 'checkpoint');
}

function bad(message: string): AuditError {
  return new AuditError('ERR_AUDIT_CHECKPOINT', message);
}
