/**
 * API keys for sidecar callers. A key reads `cfk.<id>.<secret>` (the secret is 32 random bytes,
 * base64url). The sidecar stores only `sha256:<hex>` of the whole key with the key's id and
 * rights; the key itself is shown once, when it is made.
 *
 * SHA-256 rather than a password hash: the secret has 256 bits of entropy, so there is nothing
 * for a slow hash to protect, and a request should not pay milliseconds to authenticate. The
 * id selects the stored entry; the digests are compared in constant time, and an unknown id is
 * compared against a dummy digest so its timing matches a wrong secret.
 */
import { createHash, hash as oneShotHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { ConfigError, UsageError } from '../../errors.ts';
import { getOwn } from '../../util/json.ts';

/**
 * What a key may do. Each route needs at most one right. `settle` is the executor's: with it an
 * outcome report may release a reservation (the call did not run) or lower its amount and bytes,
 * and may report the outcome of any caller's decision. Without it a report can only commit.
 */
export const RIGHTS = ['authorize', 'settle', 'mint', 'attenuate', 'revoke', 'audit', 'approve', 'metrics'] as const;
export type Right = (typeof RIGHTS)[number];

export interface ApiKeyEntry {
  readonly id: string;
  /** `sha256:` + hex SHA-256 of the whole key string. */
  readonly hash: string;
  readonly rights: readonly Right[];
}

/** An authenticated caller. */
export interface Caller {
  readonly id: string;
  readonly rights: ReadonlySet<Right>;
}

const PREFIX = 'cfk';
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;
const HASH = /^sha256:[0-9a-f]{64}$/;
const MAX_KEY_CHARS = 256;
const DUMMY = Buffer.alloc(32);

/** SHA-256 of a key: the one-shot form where Node has it (20.12+), half the cost of a Hash object on every request. */
const sha256: (text: string) => Buffer =
  typeof oneShotHash === 'function' ? (text) => oneShotHash('sha256', text, 'buffer') : (text) => createHash('sha256').update(text, 'utf8').digest();

export function hashApiKey(key: string): string {
  return `sha256:${createHash('sha256').update(key, 'utf8').digest('hex')}`;
}

/** Make a new key for `id`. The returned `key` is the only copy of the secret: hand it to the caller, store `entry`. */
export function createApiKey(id: string, rights: readonly Right[]): { key: string; entry: ApiKeyEntry } {
  if (typeof id !== 'string' || !ID.test(id)) throw new UsageError('ERR_INVALID_ARGUMENT', 'id must be 1 to 64 characters of A-Z, a-z, 0-9, _ and -');
  const checked = checkRights(rights, 'rights');
  const key = `${PREFIX}.${id}.${randomBytes(32).toString('base64url')}`;
  return { key, entry: { id, hash: hashApiKey(key), rights: checked } };
}

export class ApiKeyStore {
  readonly #entries = new Map<string, { digest: Buffer; caller: Caller }>();

  constructor(entries: readonly ApiKeyEntry[] = []) {
    for (const [index, entry] of entries.entries()) this.add(entry, `keys[${index}]`);
  }

  /** Read a key file: `{ "keys": [{ "id", "hash", "rights" }] }`. Throws {@link ConfigError}. */
  static fromFile(path: string): ApiKeyStore {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    } catch (cause) {
      throw new ConfigError('ERR_CONFIG_INVALID', 'cannot read the API key file as JSON', path, { cause });
    }
    return ApiKeyStore.fromJson(parsed, path);
  }

  static fromJson(input: unknown, source = 'API keys'): ApiKeyStore {
    const list = typeof input === 'object' && input !== null && !Array.isArray(input) ? getOwn(input as Record<string, unknown>, 'keys') : undefined;
    if (!Array.isArray(list)) throw new ConfigError('ERR_CONFIG_INVALID', 'expected an object with a "keys" array', source);
    const store = new ApiKeyStore();
    list.forEach((raw: unknown, index) => store.add(parseEntry(raw, `${source} keys[${index}]`), `${source} keys[${index}]`));
    return store;
  }

  /** Add an entry; a second entry with the same id is a configuration error. */
  add(entry: ApiKeyEntry, source = 'API key'): void {
    const parsed = parseEntry(entry, source);
    if (this.#entries.has(parsed.id)) throw new ConfigError('ERR_CONFIG_INVALID', `duplicate key id "${parsed.id}"`, source);
    this.#entries.set(parsed.id, {
      digest: Buffer.from(parsed.hash.slice('sha256:'.length), 'hex'),
      caller: { id: parsed.id, rights: new Set(parsed.rights) },
    });
  }

  remove(id: string): boolean {
    return this.#entries.delete(id);
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The caller `authorization` (an HTTP `Authorization` header value, `Bearer <key>`)
   * authenticates, or undefined. Never throws; the presented key is never stored or logged.
   */
  authenticate(authorization: string | undefined): Caller | undefined {
    if (typeof authorization !== 'string' || authorization.length > MAX_KEY_CHARS + 7) return undefined;
    const match = /^Bearer +(\S+)$/i.exec(authorization);
    const key = match?.[1];
    if (key === undefined) return undefined;
    const [prefix, id, secret, ...rest] = key.split('.');
    const wellFormed = prefix === PREFIX && id !== undefined && ID.test(id) && secret !== undefined && SECRET.test(secret) && rest.length === 0;
    const entry = wellFormed ? this.#entries.get(id) : undefined;
    const presented = sha256(key);
    // Compare even when the id is unknown, so the response time does not tell which ids exist.
    const equal = timingSafeEqual(presented, entry?.digest ?? DUMMY);
    return equal && entry !== undefined ? entry.caller : undefined;
  }

  toJSON(): { keys: ApiKeyEntry[] } {
    return {
      keys: [...this.#entries.values()].map(({ digest, caller }) => ({
        id: caller.id,
        hash: `sha256:${digest.toString('hex')}`,
        rights: [...caller.rights],
      })),
    };
  }

  /** Write the store as a key file readable by its owner only. */
  save(path: string): void {
    writeFileSync(path, `${JSON.stringify(this.toJSON(), null, 2)}\n`, { mode: 0o600 });
    // `mode` applies only to a new file: tighten an existing one too.
    chmodSync(path, 0o600);
  }
}

function parseEntry(raw: unknown, source: string): ApiKeyEntry {
  if (typeof raw !== 'object' || raw === null) throw new ConfigError('ERR_CONFIG_INVALID', 'a key entry must be an object', source);
  const record = raw as Record<string, unknown>;
  const id = getOwn(record, 'id');
  const hash = getOwn(record, 'hash');
  if (typeof id !== 'string' || !ID.test(id))
    throw new ConfigError('ERR_CONFIG_INVALID', 'id must be 1 to 64 characters of A-Z, a-z, 0-9, _ and -', source);
  if (typeof hash !== 'string' || !HASH.test(hash))
    throw new ConfigError('ERR_CONFIG_INVALID', 'hash must be "sha256:" and 64 lower-case hex digits', source);
  let rights: Right[];
  try {
    rights = checkRights(getOwn(record, 'rights'), 'rights');
  } catch (error) {
    throw new ConfigError('ERR_CONFIG_INVALID', (error as Error).message, source);
  }
  return { id, hash, rights };
}

function checkRights(rights: unknown, what: string): Right[] {
  if (!Array.isArray(rights)) throw new UsageError('ERR_INVALID_ARGUMENT', `${what} must be an array of rights`);
  for (const right of rights) {
    if (!(RIGHTS as readonly unknown[]).includes(right))
      throw new UsageError('ERR_INVALID_ARGUMENT', `${what}: unknown right (known: ${RIGHTS.join(', ')})`);
  }
  return [...new Set(rights as Right[])];
}

/** Parse a comma-separated list of rights (CLI). */
export function parseRights(text: string): Right[] {
  return checkRights(
    text
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
    'rights',
  );
}
