/**
 * Privacy mode: a log that stores, for each argument, a salted digest of its value instead of
 * the value. The chain hash then covers the digests, so the log still proves what was decided
 * without holding what was said.
 *
 * For arguments that are a plain object (the usual case) each top-level value `v` under key
 * `k` becomes
 *
 * ```text
 * HMAC-SHA256(salt, "capfence-audit-arg-v1" ‖ 0x00 ‖ canon(v))   as 64 hex digits
 * ```
 *
 * and the stored arguments are `canon({ k: digest, ... })` — names kept, values hidden. Any
 * other arguments value (array, scalar) is digested whole into one hex string. The key is not
 * mixed in, so someone who holds the salt can ask "was this recipient used anywhere?" by
 * digesting one candidate value. The salt is per log, random, kept in the store's meta table,
 * and never appears in a record, a message or an error. Without it a digest of a low-entropy
 * value cannot be tested by guessing.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { canonicalOrMarker, UNENCODABLE_ARGS, type ArgsEncoder } from './record.ts';
import { UsageError } from '../errors.ts';

/** Domain-separation tag inside each argument digest. */
export const ARG_DIGEST_TAG = 'capfence-audit-arg-v1';

/** Bytes of salt a new privacy-mode log draws. */
export const SALT_BYTES = 32;

export function newSalt(): Buffer {
  return randomBytes(SALT_BYTES);
}

const TAG_BYTES = Buffer.from(`${ARG_DIGEST_TAG}\u0000`, 'latin1');
const UNENCODABLE_TEXT = JSON.stringify(UNENCODABLE_ARGS);

/** An {@link ArgsEncoder} that stores salted digests of argument values. */
export function digestingArgsEncoder(salt: Uint8Array): ArgsEncoder {
  if (!(salt instanceof Uint8Array) || salt.length < 16) throw new UsageError('ERR_INVALID_ARGUMENT', 'salt must be at least 16 bytes');
  const key = Buffer.from(salt);
  const digest = (canonicalValue: string): string => createHmac('sha256', key).update(TAG_BYTES).update(canonicalValue).digest('hex');
  return (args) => {
    if (typeof args !== 'object' || args === null || Array.isArray(args)) {
      const text = canonicalOrMarker(args);
      return text === UNENCODABLE_TEXT ? text : `"${digest(text)}"`;
    }
    const record = args as Record<string, unknown>;
    // Default sort compares UTF-16 code units, which is RFC 8785's key order.
    const keys = Object.keys(record).sort();
    let out = '{';
    for (const name of keys) {
      const value = record[name];
      // Dropped by canonical JSON too.
      if (value === undefined || typeof value === 'symbol') continue;
      const text = canonicalOrMarker(value);
      if (text === UNENCODABLE_TEXT) return text;
      out += `${out.length === 1 ? '' : ','}${JSON.stringify(name)}:"${digest(text)}"`;
    }
    return `${out}}`;
  };
}
