/**
 * Canonical bytes for signing and hashing: RFC 8785 (JSON Canonicalization Scheme) through the
 * `canonicalize` package, and SHA-256 over tagged, versioned encodings.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { InputError } from '../errors.ts';

// `canonicalize` is CommonJS whose typings declare an ES default export; load it as what it is.
const canonicalize = createRequire(import.meta.url)('canonicalize') as (value: unknown) => string | undefined;

/**
 * RFC 8785 canonical JSON of `value`. Throws {@link InputError} `ERR_ARGS_NOT_JSON` for values
 * JSON cannot carry (NaN, Infinity, BigInt, cycles). Callers bound depth and size first.
 */
export function canonicalJson(value: unknown): string {
  let text: string | undefined;
  try {
    text = plainCanonical(value) ?? canonicalize(value);
  } catch (cause) {
    throw new InputError('ERR_ARGS_NOT_JSON', 'value cannot be encoded as canonical JSON', { cause });
  }
  if (text === undefined) throw new InputError('ERR_ARGS_NOT_JSON', 'value cannot be encoded as canonical JSON');
  return text;
}

const OBJECT_PROTO = Object.prototype;
const ARRAY_PROTO = Array.prototype;
/** Objects with at most this many keys sort them by insertion; more use `Array#sort` (no quadratic cost). */
const INSERTION_SORT_KEYS = 16;
/** JSON of recent short keys: argument names repeat from call to call. Bounded in count and key length. */
const keyTexts = new Map<string, string>();
const KEY_CACHE_ENTRIES = 1024;
const KEY_CACHE_CHARS = 64;

/**
 * The RFC 8785 text of plain JSON data — null, booleans, strings, finite numbers, and arrays and
 * objects with the standard (or a null) prototype, no `toJSON` and no array holes or undefined,
 * symbol, function or BigInt values anywhere — or undefined for anything else, which the
 * `canonicalize` package then encodes with all its rules. For plain data the two give the same
 * text (test/util/canonical.test.ts compares them); this one reads each property once and writes
 * no intermediate strings for the separators.
 */
function plainCanonical(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return jsonString(value);
    case 'number':
      // For finite numbers Number#toString is the RFC 8785 form (and what JSON.stringify writes).
      return Number.isFinite(value) ? String(value) : undefined;
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      if (value === null) return 'null';
      return Array.isArray(value) ? plainArray(value) : plainObject(value);
    default:
      return undefined;
  }
}

function plainArray(array: readonly unknown[]): string | undefined {
  if (Object.getPrototypeOf(array) !== ARRAY_PROTO || (array as { toJSON?: unknown }).toJSON !== undefined) return undefined;
  let out = '[';
  for (let i = 0; i < array.length; i++) {
    // A hole reads as undefined too: both go to the package, which skips holes and writes null for undefined.
    const part = plainCanonical(array[i]);
    if (part === undefined) return undefined;
    out += i === 0 ? part : `,${part}`;
  }
  return `${out}]`;
}

function plainObject(object: object): string | undefined {
  const proto = Object.getPrototypeOf(object) as unknown;
  if ((proto !== OBJECT_PROTO && proto !== null) || (object as { toJSON?: unknown }).toJSON !== undefined) return undefined;
  const keys = Object.keys(object);
  if (keys.length > INSERTION_SORT_KEYS) keys.sort();
  else
    for (let i = 1; i < keys.length; i++) {
      // `>` on strings compares UTF-16 code units, as `Array#sort` does by default (RFC 8785 §3.2.3).
      const key = keys[i] as string;
      let j = i - 1;
      for (; j >= 0 && (keys[j] as string) > key; j--) keys[j + 1] = keys[j] as string;
      keys[j + 1] = key;
    }
  let out = '{';
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const part = plainCanonical((object as Record<string, unknown>)[key]);
    if (part === undefined) return undefined;
    out += `${i === 0 ? '' : ','}${keyText(key)}:${part}`;
  }
  return `${out}}`;
}

function keyText(key: string): string {
  let text = keyTexts.get(key);
  if (text === undefined) {
    text = JSON.stringify(key);
    if (key.length <= KEY_CACHE_CHARS && keyTexts.size < KEY_CACHE_ENTRIES) keyTexts.set(key, text);
  }
  return text;
}

/** Characters `JSON.stringify` escapes in a string (and surrogates, which it escapes when unpaired). */
// eslint-disable-next-line no-control-regex -- the control characters are what JSON escapes.
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

/**
 * `JSON.stringify(text)`, which is the RFC 8785 form of a string: quoted as it is when nothing in it
 * needs escaping (the usual case, and about 3× faster than asking `JSON.stringify`).
 */
export function jsonString(text: string): string {
  return ESCAPED.test(text) ? JSON.stringify(text) : `"${text}"`;
}

/** SHA-256 of `tag ‖ 0x00 ‖ data`: a domain-separated digest, as raw bytes. */
export function taggedDigest(tag: string, ...parts: (string | Uint8Array)[]): Buffer {
  const hash = createHash('sha256');
  hash.update(tag);
  hash.update(ZERO);
  for (const part of parts) hash.update(part);
  return hash.digest();
}

const ZERO = new Uint8Array([0]);

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

export function base64url(data: Uint8Array | string): string {
  return Buffer.from(data).toString('base64url');
}

export function fromBase64url(text: string): Buffer {
  return Buffer.from(text, 'base64url');
}
