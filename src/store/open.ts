/** Which engine a `state` option selects: none (memory), a `postgres://` URL (PostgreSQL), a directory (SQLite). */
import type { TaskBounds } from './memory.ts';
import { memoryStore } from './memory.ts';
import { openPostgresStore } from './postgres/index.ts';
import { openSqliteStore } from './sqlite/index.ts';
import type { FenceStore } from './types.ts';

export interface OpenStoreOptions {
  readonly durability: 'strict' | 'batched';
  readonly privacy: boolean;
  readonly tasks?: TaskBounds;
}

export function openStore(state: string | undefined, options: OpenStoreOptions): FenceStore {
  if (state === undefined) return memoryStore(options);
  if (isDatabaseUrl(state)) return openPostgresStore(state, options);
  return openSqliteStore(state, options);
}

/** Whether a `state` value names a database server rather than a directory. */
export function isDatabaseUrl(state: string): boolean {
  return /^postgres(ql)?:\/\//i.test(state);
}
