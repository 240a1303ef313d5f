/**
 * Merkle tree hashes, inclusion proofs and consistency proofs exactly as RFC 6962 §2.1 /
 * RFC 9162 §2.1 define them, over SHA-256:
 *
 * ```text
 * MTH({})        = SHA-256()
 * leaf hash      = SHA-256(0x00 ‖ d)
 * MTH(D[n])      = SHA-256(0x01 ‖ MTH(D[0:k]) ‖ MTH(D[k:n]))   k = largest power of two < n
 * ```
 *
 * These are the primitives for signed checkpoints over the audit log (a later feature): a leaf
 * of the audit tree is a record's 32-byte chain hash ({@link auditLeafHash}). Functions take
 * leaf *hashes*, so a caller can keep them instead of the leaf data. Tree sizes and indexes are
 * ordinary numbers (safe integers); no bitwise operators are used, so sizes past 2^32 work.
 * Verification never throws on a malformed proof: it returns false.
 */
import { createHash } from 'node:crypto';
import { UsageError } from '../errors.ts';

const LEAF_PREFIX = new Uint8Array([0x00]);
const NODE_PREFIX = new Uint8Array([0x01]);
const HASH_BYTES = 32;

/** MTH of the empty tree: SHA-256 of the empty string. */
export const EMPTY_TREE_HASH: Buffer = createHash('sha256').digest();

/** SHA-256(0x00 ‖ data). */
export function leafHash(data: Uint8Array): Buffer {
  return createHash('sha256').update(LEAF_PREFIX).update(data).digest();
}

/** SHA-256(0x01 ‖ left ‖ right). */
export function nodeHash(left: Uint8Array, right: Uint8Array): Buffer {
  return createHash('sha256').update(NODE_PREFIX).update(left).update(right).digest();
}

/** The leaf hash of an audit record: its chain hash (hex) as 32 raw bytes, hashed as a leaf. */
export function auditLeafHash(recordHash: string): Buffer {
  if (!/^[0-9a-f]{64}$/.test(recordHash)) throw new UsageError('ERR_INVALID_ARGUMENT', 'recordHash must be 64 lowercase hex digits');
  return leafHash(Buffer.from(recordHash, 'hex'));
}

/** MTH over the given leaf hashes. */
export function treeHash(leaves: readonly Uint8Array[]): Buffer {
  return leaves.length === 0 ? EMPTY_TREE_HASH : subtreeHash(leaves, 0, leaves.length);
}

/** The inclusion proof (audit path) of leaf `index` in the tree of all `leaves`: PATH(m, D[n]). */
export function inclusionProof(index: number, leaves: readonly Uint8Array[]): Buffer[] {
  checkIndex('index', index, leaves.length - 1);
  const proof: Buffer[] = [];
  path(index, leaves, 0, leaves.length, proof);
  return proof;
}

/**
 * The consistency proof between the tree of the first `size1` leaves and the tree of all
 * `leaves`: PROOF(m, D[n]). Empty when `size1` is 0 or equals the tree size.
 */
export function consistencyProof(size1: number, leaves: readonly Uint8Array[]): Buffer[] {
  checkIndex('size1', size1, leaves.length);
  const proof: Buffer[] = [];
  if (size1 > 0) subproof(size1, leaves, 0, leaves.length, true, proof);
  return proof;
}

/** RFC 9162 §2.1.3.2: does `proof` show that `leaf` (a leaf hash) is leaf `index` of the tree of `size` with `root`? */
export function verifyInclusion(index: number, size: number, leaf: Uint8Array, proof: readonly Uint8Array[], root: Uint8Array): boolean {
  if (!isCount(index) || !isCount(size) || index >= size || !isHash(leaf) || !isHash(root) || !proof.every(isHash)) return false;
  let fn = index;
  let sn = size - 1;
  let r: Uint8Array = leaf;
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      while (fn % 2 === 0 && fn !== 0) [fn, sn] = [half(fn), half(sn)];
    } else {
      r = nodeHash(r, p);
    }
    [fn, sn] = [half(fn), half(sn)];
  }
  return sn === 0 && equal(r, root);
}

/** RFC 9162 §2.1.4.2: does `proof` show that the tree of `size1` with `root1` is a prefix of the tree of `size2` with `root2`? */
export function verifyConsistency(size1: number, size2: number, root1: Uint8Array, root2: Uint8Array, proof: readonly Uint8Array[]): boolean {
  if (!isCount(size1) || !isCount(size2) || size1 > size2 || !proof.every(isHash)) return false;
  if (size1 === size2) return proof.length === 0 && isHash(root1) && equal(root1, root2);
  if (size1 === 0) return proof.length === 0;
  if (proof.length === 0 || !isHash(root1) || !isHash(root2)) return false;
  const path: readonly Uint8Array[] = isPowerOfTwo(size1) ? [root1, ...proof] : proof;
  let fn = size1 - 1;
  let sn = size2 - 1;
  while (fn % 2 === 1) [fn, sn] = [half(fn), half(sn)];
  let fr = path[0] as Uint8Array;
  let sr = fr;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      while (fn % 2 === 0 && fn !== 0) [fn, sn] = [half(fn), half(sn)];
    } else {
      sr = nodeHash(sr, c);
    }
    [fn, sn] = [half(fn), half(sn)];
  }
  return sn === 0 && equal(fr, root1) && equal(sr, root2);
}

function subtreeHash(leaves: readonly Uint8Array[], lo: number, hi: number): Buffer {
  if (hi - lo === 1) return Buffer.from(leaves[lo] as Uint8Array);
  const k = split(hi - lo);
  return nodeHash(subtreeHash(leaves, lo, lo + k), subtreeHash(leaves, lo + k, hi));
}

function path(m: number, leaves: readonly Uint8Array[], lo: number, hi: number, out: Buffer[]): void {
  if (hi - lo <= 1) return;
  const k = split(hi - lo);
  if (m < k) {
    path(m, leaves, lo, lo + k, out);
    out.push(subtreeHash(leaves, lo + k, hi));
  } else {
    path(m - k, leaves, lo + k, hi, out);
    out.push(subtreeHash(leaves, lo, lo + k));
  }
}

function subproof(m: number, leaves: readonly Uint8Array[], lo: number, hi: number, complete: boolean, out: Buffer[]): void {
  const n = hi - lo;
  if (m === n) {
    if (!complete) out.push(subtreeHash(leaves, lo, hi));
    return;
  }
  const k = split(n);
  if (m <= k) {
    subproof(m, leaves, lo, lo + k, complete, out);
    out.push(subtreeHash(leaves, lo + k, hi));
  } else {
    subproof(m - k, leaves, lo + k, hi, false, out);
    out.push(subtreeHash(leaves, lo, lo + k));
  }
}

/** The largest power of two smaller than `n` (n ≥ 2). */
function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

function half(n: number): number {
  return Math.floor(n / 2);
}

function isPowerOfTwo(n: number): boolean {
  return n === 2 ** Math.round(Math.log2(n));
}

function isCount(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 0;
}

function isHash(value: unknown): value is Uint8Array {
  return value instanceof Uint8Array && value.length === HASH_BYTES;
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.compare(a, b) === 0;
}

function checkIndex(name: string, value: number, max: number): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > max)
    throw new UsageError('ERR_OUT_OF_RANGE', `${name} must be an integer from 0 to ${max}`);
}
