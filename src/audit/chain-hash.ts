/**
 * The chain hash of audit records (the layout is in record.ts's header):
 * `h_t = SHA-256(tag ‖ 0x00 ‖ h_{t-1} ‖ LP(A_t) ‖ LP(K_t) ‖ LP(R_t))`, assembled from pieces whose
 * RFC 8785 form is known, in a reused scratch buffer. `test/audit/record.test.ts` checks every path
 * against `canonicalJson` of the whole objects.
 */
import { createHash, hash as oneShotHash } from 'node:crypto';
import { AuditError } from '../errors.ts';
import { jsonString } from '../util/canonical.ts';

/** The fields of a stored record the hash covers (record.ts's `StoredRecord` has them). */
export interface HashedRecord {
  readonly seq: number;
  readonly time: number;
  readonly tokenId: string | null;
  readonly tokenDigest: string | null;
  readonly tool: string;
  readonly callId: string | null;
  /** Canonical JSON of the arguments (or of their digests). */
  readonly args: string;
  readonly actionClass: string | null;
  readonly verdict: string;
  readonly score: number | null;
  /** Canonical JSON array of reason codes. */
  readonly reasons: string;
  /** Canonical JSON of the approval, or null. Always null in encoding 1. */
  readonly approval: string | null;
  /** The record encoding (1 or 2). */
  readonly enc: number;
}

/** Domain-separation tag of the chain hash of the current encoding. A new encoding gets a new tag. */
export const AUDIT_CHAIN_TAG = 'capfence-audit-v2';

/** Record encodings this version reads, by their tag. */
const TAGS: Readonly<Record<number, Buffer>> = {
  1: Buffer.from('capfence-audit-v1\u0000', 'latin1'),
  2: Buffer.from(`${AUDIT_CHAIN_TAG}\u0000`, 'latin1'),
};

/** Whether this version can hash records of encoding `enc`. */
export function knownEncoding(enc: unknown): enc is 1 | 2 {
  return enc === 1 || enc === 2;
}

const SCRATCH_BYTES = 64 * 1024;
// Reused between calls: the hash input is built and consumed synchronously.
const scratch = Buffer.allocUnsafe(SCRATCH_BYTES);

/** Both tags are this long, so the parts always start at the same offset. */
const TAG_BYTES = 18;
/** Where the first part's bytes start in the scratch buffer (after the tag, h_{t-1} and a length). */
const asciiBody = scratch.subarray(TAG_BYTES + 32 + 4);
const encoder = new TextEncoder();
/** `scratch.subarray(0, n)` by n, made once: a hash input of fewer than 4,096 bytes allocates no view. */
const scratchViews: Buffer[] = new Array<Buffer>(4096);

const sha256Hex: (data: Uint8Array) => string =
  typeof oneShotHash === 'function' ? (data) => oneShotHash('sha256', data, 'hex') : (data) => createHash('sha256').update(data).digest('hex');

/**
 * `h_t` of `record` after `prevHash` (both hex), per the layout in this module's comment.
 * `record.hash` is ignored. Values read back from a store are used as they are: a field of
 * the wrong type simply yields a different hash. Throws {@link AuditError} `ERR_AUDIT_CORRUPT`
 * for an encoding this version does not know.
 */
export function chainHash(prevHash: string, record: HashedRecord): string {
  const { a, k, r } = recordParts(record);
  return partsHash(record.enc, prevHash, record.seq, a, k, r);
}

/** `A_t`, `K_t` and `R_t` of `record`, exactly as {@link chainHash} hashes them (a schema-3 store keeps them). */
export function recordParts(record: HashedRecord): { a: string; k: string; r: string } {
  const { a, k } = headParts(record);
  const r = joinResult(
    record.enc,
    json(record.actionClass),
    record.approval ?? 'null',
    record.reasons,
    json(record.score),
    json(record.seq),
    json(record.time),
    json(record.verdict),
  );
  return { a, k, r };
}

/**
 * {@link chainHash} for a stream of records read in order (verification): the JSON forms of the
 * string fields that repeat from one record to the next (token, tool, class, verdict) are
 * reused instead of written again. Gives exactly the hashes {@link chainHash} gives. `onParts`, when
 * given, is handed each record's A_t, K_t and R_t as they were hashed (a schema-3 writer stores them).
 */
export function chainHasher(
  onParts?: (record: HashedRecord, a: string, k: string, r: string) => void,
): (prevHash: string, record: HashedRecord) => string {
  const tokenId = lastJson();
  const tokenDigest = lastJson();
  // Tools, classes and verdicts alternate from record to record: their JSON is kept by value.
  const tool = namedJson;
  const actionClass = namedJson;
  const verdict = namedJson;
  // Decisions made within one millisecond share their time.
  const time = lastJson();
  return (prevHash, record) => {
    const a = `{"args":${record.args},"id":${json(record.callId)},"tool":${tool(record.tool)}}`;
    const k = `{"digest":${tokenDigest(record.tokenDigest)},"id":${tokenId(record.tokenId)}}`;
    const r = joinResult(
      record.enc,
      actionClass(record.actionClass),
      record.approval ?? 'null',
      record.reasons,
      json(record.score),
      json(record.seq),
      time(record.time),
      verdict(record.verdict),
    );
    onParts?.(record, a, k, r);
    return partsHash(record.enc, prevHash, record.seq, a, k, r);
  };
}

/** `json`, remembering the last string or number it wrote (a time's text alone takes about 90 ns to write). */
function lastJson(): (value: unknown) => string {
  let last: string | number | undefined;
  let text = '';
  return (value) => {
    if (typeof value !== 'string' && typeof value !== 'number') return json(value);
    // `===` holds for 0 and -0, whose JSON is the same "0"; never for NaN, which json() writes each time.
    if (value !== last) {
      last = value;
      text = json(value);
    }
    return text;
  };
}

/** The JSON of names that recur (tools, classes, verdicts): at most 1,024 names of at most 64 characters. */
const NAME_JSON = new Map<string, string>();

/** `json`, with the text of a short string kept in {@link NAME_JSON}. */
function namedJson(value: unknown): string {
  if (typeof value !== 'string') return json(value);
  let text = NAME_JSON.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    if (value.length <= 64 && NAME_JSON.size < 1024) NAME_JSON.set(value, text);
  }
  return text;
}

/** A_t and K_t of a stored record. */
export function headParts(record: HashedRecord): { a: string; k: string } {
  return {
    a: `{"args":${record.args},"id":${json(record.callId)},"tool":${json(record.tool)}}`,
    k: `{"digest":${json(record.tokenDigest)},"id":${json(record.tokenId)}}`,
  };
}

/**
 * The pieces of R_t but the sequence number, as JSON text: what a server that assigns sequence
 * numbers (the PostgreSQL engine) joins with {@link joinResult}'s layout.
 */
export function resultPieces(record: HashedRecord): { ac: string; ap: string; reasons: string; score: string; time: string; verdict: string } {
  return {
    ac: json(record.actionClass),
    ap: record.approval ?? 'null',
    reasons: record.reasons,
    score: json(record.score),
    time: json(record.time),
    verdict: json(record.verdict),
  };
}

/** R_t from its pieces (all JSON text), for encoding `enc`. */
export function joinResult(enc: number, ac: string, ap: string, reasons: string, score: string, seq: string, time: string, verdict: string): string {
  const approval = enc === 1 ? '' : `"approval":${ap},`;
  return `{"actionClass":${ac},${approval}"reasons":${reasons},"score":${score},"seq":${seq},"time":${time},"verdict":${verdict}}`;
}

/**
 * SHA-256 over the encoding's tag, the previous hash and the length-prefixed parts: `h_t` from
 * A_t, K_t and R_t as text. Throws {@link AuditError} `ERR_AUDIT_CORRUPT` for an encoding this
 * version does not know, or a previous hash that is not 32 bytes of hex.
 */
export function partsHash(enc: number, prevHash: string, seq: number, a: string, k: string, r: string): string {
  const prefix = TAGS[enc];
  if (prefix === undefined)
    throw new AuditError('ERR_AUDIT_CORRUPT', `audit record ${seq} uses record encoding ${String(enc)}, which this CapFence does not read`, seq);
  if (prevHash.length !== 64) throw new AuditError('ERR_AUDIT_CORRUPT', 'previous hash is not 32 bytes of hex', seq);
  return asciiPartsHash(prefix, prevHash, seq, a, k, r) ?? utf8PartsHash(prefix, prevHash, seq, a, k, r);
}

/**
 * The common case, all three parts ASCII (one UTF-8 byte per character): they are encoded in
 * one pass with room left for the length prefixes, which are then written in place, and the
 * hash reads a cached view of the scratch buffer. Null when a part is not ASCII or too long;
 * {@link utf8PartsHash} then does the general encoding. Both give the same bytes.
 */
function asciiPartsHash(prefix: Buffer, prevHash: string, seq: number, a: string, k: string, r: string): string | null {
  const text = `${a}\u0000\u0000\u0000\u0000${k}\u0000\u0000\u0000\u0000${r}`;
  // A UTF-8 character takes at most 3 bytes per UTF-16 unit: this bound guarantees the whole text fits.
  if (prefix.length !== TAG_BYTES || 3 * text.length > asciiBody.length) return null;
  const { read, written } = encoder.encodeInto(text, asciiBody);
  if (read !== text.length || written !== text.length) return null;
  prefix.copy(scratch, 0);
  putHex(scratch, TAG_BYTES, prevHash, seq);
  const at = TAG_BYTES + 32;
  putLength(at, a.length);
  putLength(at + 4 + a.length, k.length);
  putLength(at + 8 + a.length + k.length, r.length);
  const end = at + 4 + written;
  return sha256Hex(end < scratchViews.length ? (scratchViews[end] ??= scratch.subarray(0, end)) : scratch.subarray(0, end));
}

function utf8PartsHash(prefix: Buffer, prevHash: string, seq: number, a: string, k: string, r: string): string {
  const bound = prefix.length + 32 + 12 + 3 * (a.length + k.length + r.length);
  const buffer = bound <= SCRATCH_BYTES ? scratch : Buffer.allocUnsafe(bound);
  let offset = prefix.copy(buffer, 0);
  putHex(buffer, offset, prevHash, seq);
  offset += 32;
  offset = putPart(buffer, offset, a);
  offset = putPart(buffer, offset, k);
  offset = putPart(buffer, offset, r);
  return sha256Hex(buffer.subarray(0, offset));
}

function putHex(buffer: Buffer, offset: number, prevHash: string, seq: number): void {
  if (buffer.write(prevHash, offset, 32, 'hex') !== 32) throw new AuditError('ERR_AUDIT_CORRUPT', 'previous hash is not 32 bytes of hex', seq);
}

/** uint32 big-endian `length` at `offset` of the scratch buffer. */
function putLength(offset: number, length: number): void {
  scratch[offset] = length >>> 24;
  scratch[offset + 1] = (length >>> 16) & 0xff;
  scratch[offset + 2] = (length >>> 8) & 0xff;
  scratch[offset + 3] = length & 0xff;
}

function putPart(buffer: Buffer, offset: number, text: string): number {
  const length = buffer.write(text, offset + 4, 'utf8');
  buffer.writeUInt32BE(length, offset);
  return offset + 4 + length;
}

/** RFC 8785 form of a string, finite number or null (what `JSON.stringify` writes for them). */
export function json(value: unknown): string {
  if (typeof value === 'string') return jsonString(value);
  // For finite numbers Number#toString is the RFC 8785 form (and what JSON.stringify writes).
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return value === null ? 'null' : String(JSON.stringify(value));
}
