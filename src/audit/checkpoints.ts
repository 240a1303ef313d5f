/**
 * Making checkpoints and proofs from a store (either engine): a new signed tree head extends the
 * newest stored one's frontier with the records appended since, so it reads only those; proofs
 * read the leaves they need. The checkpoint format is in checkpoint.ts.
 */
import type { SigningKey } from '../capability/keys.ts';
import { AuditError } from '../errors.ts';
import type { AuditReader, StoredCheckpoint } from '../store/types.ts';
import { Frontier, signCheckpoint } from './checkpoint.ts';
import { auditLeafHash, consistencyProof, inclusionProof, treeHash } from './merkle.ts';

const PAGE = 10_000;

export interface CheckpointOptions {
  /** The log's name in the note (a schema-less URL is recommended, e.g. `example.com/capfence/prod`). */
  readonly origin: string;
  readonly key: SigningKey;
  /** The signature's key name (default: the origin). */
  readonly keyName?: string;
  readonly now?: number;
}

/**
 * Sign the tree head of every record appended so far, store it, and return it. When nothing was
 * appended since the newest stored checkpoint, that one is returned.
 */
export async function makeCheckpoint(audit: AuditReader, options: CheckpointOptions): Promise<StoredCheckpoint> {
  const latest = await audit.latestCheckpoint();
  const frontier = latest === undefined ? new Frontier() : new Frontier(JSON.parse(latest.frontier) as { size: number; nodes: [number, string][] });
  for (;;) {
    const hashes = await audit.hashesAfter(frontier.size, PAGE);
    for (const hash of hashes) frontier.append(hash);
    if (hashes.length < PAGE) break;
  }
  if (latest !== undefined && latest.size === frontier.size) return latest;
  const root = frontier.root();
  const time = options.now ?? Date.now();
  const note = signCheckpoint({ origin: options.origin, size: frontier.size, root, time }, options.key, options.keyName);
  const checkpoint: StoredCheckpoint = { size: frontier.size, root: root.toString('hex'), time, note, frontier: JSON.stringify(frontier) };
  await audit.addCheckpoint(checkpoint);
  return checkpoint;
}

/** The leaf hashes of the first `size` records. Throws {@link AuditError} when the log is shorter. */
export async function leavesOf(audit: AuditReader, size: number): Promise<Buffer[]> {
  const leaves: Buffer[] = [];
  while (leaves.length < size) {
    const hashes = await audit.hashesAfter(leaves.length, Math.min(PAGE, size - leaves.length));
    if (hashes.length === 0) break;
    for (const hash of hashes) leaves.push(auditLeafHash(hash));
  }
  if (leaves.length < size) throw new AuditError('ERR_AUDIT_CHECKPOINT', `the log holds ${leaves.length} records, fewer than the tree size ${size}`);
  return leaves;
}

export interface InclusionProof {
  readonly seq: number;
  readonly size: number;
  readonly leaf: string;
  readonly root: string;
  readonly proof: readonly string[];
}

/** Proof that record `seq` is leaf `seq - 1` of the tree of the first `size` records. */
export async function proveInclusion(audit: AuditReader, seq: number, size: number): Promise<InclusionProof> {
  if (!Number.isSafeInteger(seq) || seq < 1 || seq > size)
    throw new AuditError('ERR_AUDIT_CHECKPOINT', `record ${seq} is not in a tree of size ${size}`);
  const leaves = await leavesOf(audit, size);
  return {
    seq,
    size,
    leaf: (leaves[seq - 1] as Buffer).toString('hex'),
    root: treeHash(leaves).toString('hex'),
    proof: inclusionProof(seq - 1, leaves).map((hash) => hash.toString('hex')),
  };
}

export interface ConsistencyProof {
  readonly from: number;
  readonly to: number;
  readonly fromRoot: string;
  readonly toRoot: string;
  readonly proof: readonly string[];
}

/** Proof that the tree of the first `from` records is a prefix of the tree of the first `to`. */
export async function proveConsistency(audit: AuditReader, from: number, to: number): Promise<ConsistencyProof> {
  if (!Number.isSafeInteger(from) || from < 0 || from > to)
    throw new AuditError('ERR_AUDIT_CHECKPOINT', `no consistency proof from size ${from} to ${to}`);
  const leaves = await leavesOf(audit, to);
  return {
    from,
    to,
    fromRoot: treeHash(leaves.slice(0, from)).toString('hex'),
    toRoot: treeHash(leaves).toString('hex'),
    proof: consistencyProof(from, leaves).map((hash) => hash.toString('hex')),
  };
}
