/**
 * Paths as the server will open them. A stdio server runs on the gateway's own file system, so
 * the gateway can resolve each path argument the way the server will — against the server's
 * working directory, through every symlink (realpath) — and have the fence check, and the server
 * run, that one physical path. A link inside an allowed directory that points outside it is then
 * judged by where it points. (A link re-pointed between the check and the run is outside what any
 * gateway can see; the server's own roots are the last line there.)
 */
import { realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import type { CatalogEntry } from '../../action/catalog.ts';
import { argumentRole } from '../../action/infer.ts';
import { kindOf } from '../../action/kinds.ts';
import type { ArgumentRole } from '../../action/types.ts';

const MAX_DEPTH = 32;
/** Spellings the fence refuses as they are: leave them for it to refuse. */
// eslint-disable-next-line no-control-regex
const REFUSED = /^(?:~|file:)|[\u0000-\u001f\\]|%(?:2e|2f|5c|00)/i;

/**
 * A copy of `args` with every path value resolved against `cwd` and through symlinks: values
 * under a key whose role is `path`, and absolute or climbing paths anywhere. Other values, and
 * the object shapes (own keys, including ones the fence will refuse), are kept as they are.
 */
export function physicalPaths(args: Readonly<Record<string, unknown>>, entry: CatalogEntry | undefined, cwd: string): Record<string, unknown> {
  const visit = (value: unknown, role: ArgumentRole, depth: number): unknown => {
    if (depth > MAX_DEPTH) return value;
    if (typeof value === 'string') return physical(value, role, cwd);
    if (Array.isArray(value)) return value.map((item) => visit(item, role, depth + 1));
    if (typeof value !== 'object' || value === null) return value;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const named = argumentRole(key, undefined);
      define(out, key, visit((value as Record<string, unknown>)[key], named === 'other' ? role : named, depth + 1));
    }
    return out;
  };
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(args)) define(out, key, visit(args[key], entry?.roles.get(key) ?? argumentRole(key, undefined), 0));
  return out;
}

function physical(value: string, role: ArgumentRole, cwd: string): string {
  const kind = kindOf(value);
  if (kind !== 'path' && !(role === 'path' && (kind === 'relative' || kind === 'host' || kind === 'unknown'))) return value;
  if (REFUSED.test(value)) return value;
  return realpathDeep(isAbsolute(value) ? value : resolve(cwd, value));
}

/** The realpath of `path`, or of its deepest existing ancestor with the rest appended (a file yet to be written). */
function realpathDeep(path: string, depth = 0): string {
  try {
    return realpathSync.native(path);
  } catch {
    const parent = dirname(path);
    if (parent === path || depth > 256) return path;
    return join(realpathDeep(parent, depth + 1), basename(path));
  }
}

/** An own property, whatever its name (a `__proto__` key stays a key, for the fence to refuse). */
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
