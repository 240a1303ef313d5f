/**
 * Comparisons of argument values against constraints: paths under a prefix, hosts within a
 * domain, numbers from numbers or numeric strings. Each is strict: what cannot be parsed does
 * not match.
 */
import { posix } from 'node:path';

/**
 * The normalised absolute form of `path`, or undefined when it cannot be trusted: relative paths
 * are read from the root, `..` cannot climb above it, NUL bytes and backslashes are rejected.
 */
export function normalisePath(path: string): string | undefined {
  if (path.length === 0 || path.includes('\0') || path.includes('\\')) return undefined;
  const normal = posix.normalize(`/${path}`);
  return normal.length > 1 && normal.endsWith('/') ? normal.slice(0, -1) : normal;
}

/** True when `path` lies at or under `prefix`, at a segment boundary (`/home/a` is not under `/home/ab`). */
export function pathWithin(path: string, prefix: string): boolean {
  const p = normalisePath(path);
  const q = normalisePath(prefix);
  if (p === undefined || q === undefined) return false;
  return q === '/' || p === q || p.startsWith(`${q}/`);
}

/** True when host `host` equals `domain` or is one of its subdomains. */
export function domainWithin(host: string, domain: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  const d = domain
    .toLowerCase()
    .replace(/^\*?\./, '')
    .replace(/\.$/, '');
  return d.length > 0 && (h === d || h.endsWith(`.${d}`));
}

/** The host of a URL or bare host name (`example.com/path`), lower-cased; undefined when unparseable. */
export function hostOf(value: string): string | undefined {
  const text = value.trim();
  if (text.length === 0 || text.length > 4096) return undefined;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  // Credentials in the URL can smuggle a look-alike host (`https://trusted.com@evil.com`): refuse.
  if (url.username !== '' || url.password !== '') return undefined;
  return url.hostname.length > 0 ? url.hostname.toLowerCase() : undefined;
}

/** A finite number from a number or a plain numeric string (`"1,100.50"` → 1100.5); else undefined. */
export function numericValue(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/(\d),(?=\d{3}\b)/g, '$1');
  if (!/^[+-]?(\d+(\.\d+)?|\.\d+)$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}
