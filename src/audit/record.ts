/**
 * Audit records and the chain hash over their canonical encoding (the paper's §4.4).
 *
 * Every decision becomes one record; record `t` carries
 *
 * ```text
 * h_t = SHA-256( "capfence-audit-v2" ‖ 0x00 ‖ h_{t-1} ‖ LP(A_t) ‖ LP(K_t) ‖ LP(R_t) )
 *
 *   h_{t-1}  the previous record's hash as 32 raw bytes; h_0 = 32 zero bytes
 *   LP(x)    uint32 big-endian byte length of x ‖ the UTF-8 bytes of x
 *   A_t      canon({ "args": args*, "id": callId | null, "tool": tool })            the action a_t
 *   K_t      canon({ "digest": tokenDigest | null, "id": tokenId | null })          the token k_t
 *   R_t      canon({ "actionClass": class | null, "approval": approval | null,
 *                    "reasons": [code, ...], "score": score | null,
 *                    "seq": seq, "time": time, "verdict": verdict })                the result r_t
 *   approval canon({ "at": ms, "by": who, "id": request id, "note": text | null,
 *                    "state": "approved" | "denied" })                              who answered an escalation
 * ```
 *
 * Encoding 1 (tag `capfence-audit-v1`, logs written before approvals were recorded) is the same
 * without the `approval` member. Each stored record names its encoding; the tag inside the hash
 * binds it, so a record cannot be passed off under the other encoding.
 *
 * `canon` is RFC 8785 (JCS). `args*` is the call's arguments, or — in privacy mode — their
 * salted digests (see `privacy.ts`); the hash covers exactly what is stored. `seq` and `time`
 * sit inside `R_t`, so editing, dropping or reordering a record changes every later hash.
 * The length prefixes make the concatenation unambiguous even though each part is JSON already.
 *
 * For speed the three parts are assembled from pieces whose RFC 8785 form is known: strings,
 * finite numbers and null serialise as `JSON.stringify` does, the arguments and the reasons are
 * canonicalised once and stored in that form, and the keys above are written in JCS order.
 * `test/audit/record.test.ts` checks the result against `canonicalJson` of the whole objects.
 */
import { AuditError, UsageError } from '../errors.ts';
import { canonicalJson } from '../util/canonical.ts';
import { chainHash, type HashedRecord, json } from './chain-hash.ts';
export { AUDIT_CHAIN_TAG, chainHash, chainHasher, headParts, joinResult, knownEncoding, partsHash, resultPieces } from './chain-hash.ts';

/** What the fence hands over for each decision. Argument values are hostile input. */
export interface AuditEntry {
  /** Milliseconds since the epoch. */
  readonly time: number;
  /** `k_t`: the leaf token's id. */
  readonly tokenId: string | null;
  /** `k_t`: hex SHA-256 of the token string (never the token itself). */
  readonly tokenDigest: string | null;
  /** `a_t`: the proposed call. */
  readonly call: { readonly tool: string; readonly args: unknown; readonly id?: string };
  readonly actionClass: string | null;
  /** `r_t`. */
  readonly verdict: 'allow' | 'deny' | 'revise' | 'escalate';
  readonly score: number | null;
  /** Reason codes only, never messages. */
  readonly reasons: readonly string[];
  /** Who answered an escalation, when, and their note (a person, through an approval queue or the client). */
  readonly approval?: AuditApproval | null;
}

/** A person's answer to an escalated call, as the audit keeps it. `by` and `note` are bounded text. */
export interface AuditApproval {
  /** The approval request's id. */
  readonly id: string;
  readonly state: 'approved' | 'denied';
  readonly by: string;
  /** Milliseconds since the epoch. */
  readonly at: number;
  readonly note: string | null;
}

/** An entry as it sits in the log: numbered and chained. In privacy mode `call.args` holds digests. */
export interface AuditRecord extends AuditEntry {
  readonly seq: number;
  /** The record encoding its hash was made with (see this module's comment). */
  readonly encoding: number;
  readonly prevHash: string;
  readonly hash: string;
}

/** The last record of a log: its sequence number and chain hash (hex). */
export interface AuditHead {
  readonly seq: number;
  readonly hash: string;
}

/** The record encoding `encodeRecord` writes. */
export const RECORD_ENCODING = 2;
/** `h_0`: 32 zero bytes, hex. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * Stored in place of arguments that JSON cannot carry (functions, BigInt, cycles). The fence
 * must still be able to record its denial of such a call, so this is not an error.
 */
export const UNENCODABLE_ARGS = '<unencodable arguments>';

/** One of the four verdicts (four comparisons: cheaper than a set's hash look-up on every record). */
function isVerdict(value: unknown): boolean {
  return value === 'allow' || value === 'deny' || value === 'revise' || value === 'escalate';
}

/**
 * A record in its stored form: exactly the fields the hash covers, with `args` and `reasons` as
 * their canonical JSON text. This is the shape of a row of the SQLite store.
 */
export interface StoredRecord extends HashedRecord {
  hash: string;
}

/** Turns `call.args` into the canonical text that is stored and hashed. */
export type ArgsEncoder = (args: unknown) => string;

/** RFC 8785 text of `args`, or of {@link UNENCODABLE_ARGS} when JSON cannot carry them. */
export const encodeArgsPlain: ArgsEncoder = (args) => canonicalOrMarker(args);

/** Canonical JSON of `value`, or the JSON string {@link UNENCODABLE_ARGS}. */
export function canonicalOrMarker(value: unknown): string {
  let text: string;
  try {
    text = canonicalJson(value);
  } catch {
    return UNENCODABLE_MARKER_TEXT;
  }
  // `canonicalize` writes a nested function as the bare word `undefined`; only then is a parse needed.
  // The search also has V8 flatten the text built in pieces: a record the log keeps holds one string,
  // not the tree of its pieces (about 240 bytes more a record, measured, and more for the collector).
  if (text.includes('undefined')) {
    try {
      JSON.parse(text);
    } catch {
      return UNENCODABLE_MARKER_TEXT;
    }
  }
  return text;
}

const UNENCODABLE_MARKER_TEXT = JSON.stringify(UNENCODABLE_ARGS);

/**
 * Validate `entry`, encode it as record `seq` following `prevHash`, and chain it. With `prevHash`
 * null the record is left unchained (`hash` empty): the caller sets `hash` with {@link chainHash}
 * before the record is stored or shown (the batched SQLite log does so when it writes).
 * Throws `TypeError` naming the field when the entry is not shaped like an {@link AuditEntry}
 * (a bug in the caller); argument values are never validated beyond "is it JSON".
 */
export function encodeRecord(entry: AuditEntry, seq: number, prevHash: string | null, encodeArgs: ArgsEncoder): StoredRecord {
  if (typeof entry !== 'object' || entry === null) throw new UsageError('ERR_INVALID_ARGUMENT', 'entry must be an object');
  const { time, tokenId, tokenDigest, call, actionClass, verdict, score, reasons, approval } = entry;
  if (typeof time !== 'number' || !Number.isFinite(time)) throw new UsageError('ERR_INVALID_ARGUMENT', 'entry.time must be a finite number');
  if (tokenId !== null && typeof tokenId !== 'string') throw new UsageError('ERR_INVALID_ARGUMENT', 'entry.tokenId must be a string or null');
  if (tokenDigest !== null && typeof tokenDigest !== 'string')
    throw new UsageError('ERR_INVALID_ARGUMENT', 'entry.tokenDigest must be a string or null');
  if (typeof call !== 'object' || call === null) throw new UsageError('ERR_INVALID_ARGUMENT', 'entry.call must be an object');
  const { tool, id } = call;
  if (typeof tool !== 'string') throw new UsageError('ERR_INVALID_ARGUMENT', 'entry.call.tool must be a string');
  if (id !== undefined && typeof id !== 'string') throw new UsageError('ERR_INVALID_ARGUMENT', 'entry.call.id must be a string when present');
  if (actionClass !== null && typeof actionClass !== 'string')
    throw new UsageError('ERR_INVALID_ARGUMENT', 'entry.actionClass must be a string or null');
  if (!isVerdict(verdict)) throw new UsageError('ERR_INVALID_ARGUMENT', 'entry.verdict must be allow, deny, revise or escalate');
  if (score !== null && (typeof score !== 'number' || !Number.isFinite(score)))
    throw new UsageError('ERR_INVALID_ARGUMENT', 'entry.score must be a finite number or null');
  if (!Array.isArray(reasons)) throw new UsageError('ERR_INVALID_ARGUMENT', 'entry.reasons must be an array of strings');
  for (const reason of reasons)
    if (typeof reason !== 'string') throw new UsageError('ERR_INVALID_ARGUMENT', 'entry.reasons must be an array of strings');
  const record: StoredRecord = {
    seq,
    time,
    tokenId,
    tokenDigest,
    tool,
    callId: id ?? null,
    args: encodeArgs(call.args),
    actionClass,
    verdict,
    score,
    reasons: reasonsJson(reasons),
    approval: approval === undefined || approval === null ? null : encodeApproval(approval),
    enc: RECORD_ENCODING,
    hash: '',
  };
  if (prevHash !== null) record.hash = chainHash(prevHash, record);
  return record;
}

/** The JSON of one-code reason lists seen (codes are a closed set, so this stays small: at most 256). */
const ONE_REASON_JSON = new Map<string, string>();

/**
 * RFC 8785 text of a list of reason codes (an array of strings: JSON.stringify already writes that
 * form). A list of one code, the usual case, is written once per code and then shared by every
 * record that has it, so it is neither written nor held again.
 */
function reasonsJson(reasons: readonly string[]): string {
  if (reasons.length !== 1) return JSON.stringify(reasons);
  const code = reasons[0] as string;
  let text = ONE_REASON_JSON.get(code);
  if (text === undefined) {
    text = JSON.stringify(reasons);
    if (ONE_REASON_JSON.size < 256 && code.length <= 64) ONE_REASON_JSON.set(code, text);
  }
  return text;
}

/** Canonical JSON of an approval; throws `UsageError` when it is not shaped like one. */
export function encodeApproval(approval: AuditApproval): string {
  if (typeof approval !== 'object' || approval === null) throw new UsageError('ERR_INVALID_ARGUMENT', 'entry.approval must be an object or null');
  const { id, state, by, at, note } = approval;
  if (typeof id !== 'string' || typeof by !== 'string' || (note !== null && typeof note !== 'string'))
    throw new UsageError('ERR_INVALID_ARGUMENT', 'entry.approval needs string id and by, and a string or null note');
  if (state !== 'approved' && state !== 'denied') throw new UsageError('ERR_INVALID_ARGUMENT', "entry.approval.state must be 'approved' or 'denied'");
  if (typeof at !== 'number' || !Number.isFinite(at)) throw new UsageError('ERR_INVALID_ARGUMENT', 'entry.approval.at must be a finite number');
  // Keys in RFC 8785 order; strings and finite numbers serialise as JSON.stringify does.
  return `{"at":${json(at)},"by":${json(by)},"id":${json(id)},"note":${json(note)},"state":${json(state)}}`;
}

/**
 * The {@link AuditRecord} for a stored record. Throws {@link AuditError} `ERR_AUDIT_CORRUPT`
 * when a stored field cannot be read back (a store edited behind the log's back).
 */
export function decodeRecord(stored: StoredRecord, prevHash: string): AuditRecord {
  const { seq } = stored;
  let args: unknown;
  let reasons: unknown;
  let approval: unknown = null;
  try {
    args = JSON.parse(stored.args);
    reasons = JSON.parse(stored.reasons);
    if (stored.approval !== null && stored.approval !== undefined) approval = JSON.parse(stored.approval);
  } catch (cause) {
    throw new AuditError('ERR_AUDIT_CORRUPT', `audit record ${seq} holds malformed JSON`, seq, { cause });
  }
  if (!Array.isArray(reasons) || !reasons.every((reason) => typeof reason === 'string')) {
    throw new AuditError('ERR_AUDIT_CORRUPT', `audit record ${seq} has malformed reasons`, seq);
  }
  if (!isVerdict(stored.verdict)) throw new AuditError('ERR_AUDIT_CORRUPT', `audit record ${seq} has an unknown verdict`, seq);
  const call = stored.callId === null ? { tool: stored.tool, args } : { tool: stored.tool, args, id: stored.callId };
  return {
    seq,
    time: stored.time,
    tokenId: stored.tokenId,
    tokenDigest: stored.tokenDigest,
    call,
    actionClass: stored.actionClass,
    verdict: stored.verdict as AuditEntry['verdict'],
    score: stored.score,
    reasons: reasons as string[],
    ...(approval === null ? {} : { approval: approval as AuditApproval }),
    encoding: stored.enc,
    prevHash,
    hash: stored.hash,
  };
}
