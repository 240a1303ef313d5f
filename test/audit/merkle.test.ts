/**
 * RFC 6962 Merkle tree known answers from the certificate-transparency reference
 * implementation (google/certificate-transparency, cpp/merkletree/merkle_tree_test.cc:
 * kInputs, kSHA256Roots, kSHA256Paths, kSHA256Proofs), plus its mutation checks and a
 * cross-check against a direct recursive MTH for every size up to 64.
 * The C++ vectors number leaves from 1; here indexes start at 0, as in RFC 9162.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  auditLeafHash,
  consistencyProof,
  EMPTY_TREE_HASH,
  inclusionProof,
  leafHash,
  nodeHash,
  treeHash,
  verifyConsistency,
  verifyInclusion,
} from '../../src/audit/merkle.ts';

const hex = (text: string): Buffer => Buffer.from(text, 'hex');
const inputs = ['', '00', '10', '2021', '3031', '40414243', '5051525354555657', '606162636465666768696a6b6c6d6e6f'].map(hex);
const leaves = inputs.map(leafHash);
const roots = [
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
].map(hex);
const rootOf = (size: number): Buffer => roots[size - 1] as Buffer;
const paths: { index: number; size: number; path: string[] }[] = [
  { index: 0, size: 1, path: [] },
  {
    index: 0,
    size: 8,
    path: [
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  },
  {
    index: 5,
    size: 8,
    path: [
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  },
  { index: 2, size: 3, path: ['fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125'] },
  {
    index: 1,
    size: 5,
    path: [
      '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
    ],
  },
];
const proofs: { size1: number; size2: number; proof: string[] }[] = [
  { size1: 1, size2: 1, proof: [] },
  {
    size1: 1,
    size2: 8,
    proof: [
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  },
  {
    size1: 6,
    size2: 8,
    proof: [
      '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  },
  {
    size1: 2,
    size2: 5,
    proof: ['5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e', 'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b'],
  },
];

/** MTH straight from the RFC's recursive definition, over leaf data. */
function referenceRoot(data: readonly Uint8Array[]): Buffer {
  if (data.length === 0) return createHash('sha256').digest();
  if (data.length === 1)
    return createHash('sha256')
      .update(Buffer.from([0]))
      .update(data[0] as Uint8Array)
      .digest();
  let k = 1;
  while (k * 2 < data.length) k *= 2;
  return createHash('sha256')
    .update(Buffer.from([1]))
    .update(referenceRoot(data.slice(0, k)))
    .update(referenceRoot(data.slice(k)))
    .digest();
}

/** The C++ VerifierCheck mutations: every one must fail. */
function assertInclusionMutationsFail(index: number, size: number, leaf: Buffer, proof: Buffer[], root: Buffer): void {
  const fails = (i: number, n: number, l: Uint8Array, p: Uint8Array[], r: Uint8Array, what: string): void =>
    assert.equal(verifyInclusion(i, n, l, p, r), false, `${what} (index ${index}, size ${size})`);
  fails(index - 1, size, leaf, proof, root, 'index - 1');
  fails(index + 1, size, leaf, proof, root, 'index + 1');
  fails(index ^ 2, size, leaf, proof, root, 'index ^ 2');
  fails(index, size * 2, leaf, proof, root, 'size * 2');
  fails(index, Math.floor(size / 2), leaf, proof, root, 'size / 2');
  fails(index, size, leafHash(Buffer.from('WrongLeaf')), proof, root, 'wrong leaf');
  fails(index, size, leaf, proof, EMPTY_TREE_HASH, 'wrong root');
  for (let j = 0; j < proof.length; j++)
    fails(
      index,
      size,
      leaf,
      proof.map((p, k) => (k === j ? EMPTY_TREE_HASH : p)),
      root,
      `element ${j} changed`,
    );
  fails(index, size, leaf, [...proof, Buffer.alloc(0)], root, 'garbage appended');
  fails(index, size, leaf, [...proof, root], root, 'root appended');
  if (proof.length > 0) fails(index, size, leaf, proof.slice(0, -1), root, 'last element removed');
  fails(index, size, leaf, [Buffer.alloc(0), ...proof], root, 'garbage prepended');
  fails(index, size, leaf, [root, ...proof], root, 'root prepended');
}

function assertConsistencyMutationsFail(size1: number, size2: number, root1: Buffer, root2: Buffer, proof: Buffer[]): void {
  const fails = (m: number, n: number, r1: Uint8Array, r2: Uint8Array, p: Uint8Array[], what: string): void =>
    assert.equal(verifyConsistency(m, n, r1, r2, p), false, `${what} (${size1} -> ${size2})`);
  const wrong = Buffer.from('WrongRoot');
  fails(size1 - 1, size2, root1, root2, proof, 'size1 - 1');
  fails(size1 + 1, size2, root1, root2, proof, 'size1 + 1');
  fails(size1 ^ 2, size2, root1, root2, proof, 'size1 ^ 2');
  fails(size1, size2 * 2, root1, root2, proof, 'size2 * 2');
  fails(size1, Math.floor(size2 / 2), root1, root2, proof, 'size2 / 2');
  fails(size1, size2, root1, wrong, proof, 'wrong root2');
  fails(size1, size2, wrong, root2, proof, 'wrong root1');
  fails(size1, size2, root2, root1, proof, 'roots swapped');
  fails(size1, size2, root1, root2, [], 'empty proof');
  for (let j = 0; j < proof.length; j++)
    fails(
      size1,
      size2,
      root1,
      root2,
      proof.map((p, k) => (k === j ? EMPTY_TREE_HASH : p)),
      `element ${j} changed`,
    );
  fails(size1, size2, root1, root2, [...proof, Buffer.alloc(0)], 'garbage appended');
  fails(size1, size2, root1, root2, [...proof, proof[proof.length - 1] as Buffer], 'last element repeated');
  fails(size1, size2, root1, root2, proof.slice(0, -1), 'last element removed');
  fails(size1, size2, root1, root2, [Buffer.alloc(0), ...proof], 'garbage prepended');
  fails(size1, size2, root1, root2, [proof[0] as Buffer, ...proof], 'first element repeated');
}

describe('Merkle tree (RFC 6962)', () => {
  it('hashes the empty tree, leaves and nodes with the 0x00 / 0x01 prefixes', () => {
    assert.equal(EMPTY_TREE_HASH.toString('hex'), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    assert.deepEqual(treeHash([]), EMPTY_TREE_HASH);
    assert.deepEqual(
      leafHash(Buffer.alloc(0)),
      createHash('sha256')
        .update(Buffer.from([0]))
        .digest(),
    );
    assert.deepEqual(nodeHash(leaves[0] as Buffer, leaves[1] as Buffer), rootOf(2));
    assert.deepEqual(auditLeafHash('ab'.repeat(32)), leafHash(Buffer.alloc(32, 0xab)));
    assert.throws(() => auditLeafHash('AB'.repeat(32)), { name: 'UsageError', code: 'ERR_INVALID_ARGUMENT' });
  });

  it('matches the reference roots for every prefix of the eight-leaf tree', () => {
    for (let size = 1; size <= 8; size++) assert.equal(treeHash(leaves.slice(0, size)).toString('hex'), rootOf(size).toString('hex'), `size ${size}`);
  });

  it('produces and verifies the reference inclusion proofs', () => {
    for (const { index, size, path } of paths) {
      const proof = inclusionProof(index, leaves.slice(0, size));
      assert.deepEqual(
        proof.map((p) => p.toString('hex')),
        path,
        `index ${index}, size ${size}`,
      );
      assert.equal(verifyInclusion(index, size, leaves[index] as Buffer, proof, rootOf(size)), true);
      assertInclusionMutationsFail(index, size, leaves[index] as Buffer, proof, rootOf(size));
    }
  });

  it('produces and verifies the reference consistency proofs', () => {
    for (const { size1, size2, proof: expected } of proofs) {
      const proof = consistencyProof(size1, leaves.slice(0, size2));
      assert.deepEqual(
        proof.map((p) => p.toString('hex')),
        expected,
        `${size1} -> ${size2}`,
      );
      assert.equal(verifyConsistency(size1, size2, rootOf(size1), rootOf(size2), proof), true);
      if (proof.length > 0) assertConsistencyMutationsFail(size1, size2, rootOf(size1), rootOf(size2), proof);
    }
  });

  it('handles the trivial consistency cases as the reference verifier does', () => {
    const none = new Uint8Array(0);
    assert.equal(verifyConsistency(0, 0, none, none, []), false);
    assert.equal(verifyConsistency(0, 0, EMPTY_TREE_HASH, EMPTY_TREE_HASH, []), true);
    assert.equal(verifyConsistency(0, 1, none, none, []), true);
    assert.equal(verifyConsistency(1, 1, rootOf(1), rootOf(1), []), true);
    assert.equal(verifyConsistency(1, 0, none, none, []), false);
    assert.equal(verifyConsistency(2, 1, none, none, []), false);
    assert.equal(verifyConsistency(1, 2, rootOf(1), rootOf(2), []), false);
    assert.equal(verifyConsistency(1, 1, EMPTY_TREE_HASH, none, []), false);
    assert.equal(verifyConsistency(0, 1, EMPTY_TREE_HASH, EMPTY_TREE_HASH, [EMPTY_TREE_HASH]), false);
    assert.equal(verifyConsistency(1, 1, EMPTY_TREE_HASH, EMPTY_TREE_HASH, [EMPTY_TREE_HASH]), false);
    assert.equal(verifyInclusion(0, 0, EMPTY_TREE_HASH, [], EMPTY_TREE_HASH), false);
    assert.equal(verifyInclusion(1, 0, EMPTY_TREE_HASH, [], EMPTY_TREE_HASH), false);
    assert.equal(verifyInclusion(2, 1, EMPTY_TREE_HASH, [], EMPTY_TREE_HASH), false);
    assert.equal(verifyInclusion(0, 1, EMPTY_TREE_HASH, [], none), false);
  });

  it('agrees with a direct recursive MTH, and verifies every proof, for all sizes up to 64', () => {
    const data = Array.from({ length: 64 }, (_, i) => Buffer.from([i]));
    const hashes = data.map(leafHash);
    for (let size = 1; size <= 64; size++) {
      const tree = hashes.slice(0, size);
      const root = referenceRoot(data.slice(0, size));
      assert.deepEqual(treeHash(tree), root, `size ${size}`);
      for (let index = 0; index < size; index++) {
        const proof = inclusionProof(index, tree);
        assert.equal(verifyInclusion(index, size, tree[index] as Buffer, proof, root), true, `inclusion ${index} of ${size}`);
        if (size <= 24) assertInclusionMutationsFail(index, size, tree[index] as Buffer, proof, root);
      }
      for (let size1 = 1; size1 <= size; size1++) {
        const proof = consistencyProof(size1, tree);
        const root1 = referenceRoot(data.slice(0, size1));
        assert.equal(verifyConsistency(size1, size, root1, root, proof), true, `consistency ${size1} -> ${size}`);
        if (size <= 24 && proof.length > 0) assertConsistencyMutationsFail(size1, size, root1, root, proof);
      }
    }
  });

  it('rejects out-of-range arguments to the proof builders', () => {
    assert.throws(() => inclusionProof(3, leaves.slice(0, 3)), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
    assert.throws(() => inclusionProof(-1, leaves), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
    assert.throws(() => consistencyProof(9, leaves), { name: 'UsageError', code: 'ERR_OUT_OF_RANGE' });
    assert.deepEqual(consistencyProof(0, leaves), []);
  });
});
