/** `capfence api-key add|list|remove`: the sidecar's API keys, stored hashed. */
import { ApiKeyStore, createApiKey, parseRights } from '../../adapters/http/auth.ts';
import { ConfigError } from '../../errors.ts';
import { printJson } from '../io.ts';

export function add(id: string, opts: { file: string; rights: string }): void {
  const store = openKeyFile(opts.file, true);
  const { key, entry } = createApiKey(id, rightsOf(opts.rights));
  store.add(entry, opts.file);
  store.save(opts.file);
  process.stdout.write(`${key}\n`);
}

export function list(opts: { file: string }): void {
  printJson(
    openKeyFile(opts.file, false)
      .toJSON()
      .keys.map(({ id, rights }) => ({ id, rights })),
  );
}

export function remove(id: string, opts: { file: string }): void {
  const store = openKeyFile(opts.file, false);
  if (!store.remove(id)) throw new ConfigError('ERR_CONFIG_INVALID', `no key with id "${id}"`, opts.file);
  store.save(opts.file);
  printJson({ removed: id });
}

/** The key file at `path`; with `create`, an empty store when the file does not exist yet. */
export function openKeyFile(path: string, create: boolean): ApiKeyStore {
  try {
    return ApiKeyStore.fromFile(path);
  } catch (error) {
    if (create && (error as { cause?: { code?: unknown } }).cause?.code === 'ENOENT') return new ApiKeyStore();
    throw error;
  }
}

function rightsOf(text: string) {
  try {
    return parseRights(text);
  } catch (error) {
    throw new ConfigError('ERR_CONFIG_INVALID', (error as Error).message, '--rights');
  }
}
