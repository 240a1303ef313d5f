/**
 * better-sqlite3, loaded on first use: a fence whose state lives in memory (`capfence authorize`
 * without `--state`, the library's default) never loads the driver or its native addon.
 */
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

let driver: typeof BetterSqlite3 | undefined;

/** The driver's `Database` class. */
export function sqlite(): typeof BetterSqlite3 {
  driver ??= createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;
  return driver;
}

/** Whether `error` is SQLite's (never, without loading the driver: no database was opened). */
export function isSqliteError(error: unknown): error is InstanceType<typeof BetterSqlite3.SqliteError> {
  return driver !== undefined && error instanceof driver.SqliteError;
}
