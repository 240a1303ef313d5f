/**
 * Canonical forms of argument values, and their comparison against constraints: paths under a
 * prefix, hosts within a domain, numbers from numbers or numeric strings, money from `95 EUR`.
 * Each is strict: a value is compared only in one canonical form, and what cannot be brought to
 * it (or could be read as something else by another parser) does not match. docs/constraints.md.
 */
import { posix } from 'node:path';
import { domainToASCII, fileURLToPath } from 'node:url';

const MAX_VALUE = 4096;

/**
 * The canonical absolute form of `path`, or undefined when it cannot be trusted. Relative paths
 * are read from the root `/` (so they lie under a prefix only when the prefix is `/`), `..`
 * cannot climb above it; NUL and other control characters, backslashes, percent-encoded
 * separators or dots (`%2f`, `%5c`, `%2e`), `~` (whose home the fence cannot know) and
 * `file:` URLs with a host are refused. A `file:///x` URL is the path `/x`.
 */
export function normalisePath(path: string): string | undefined {
  if (path.length === 0 || path.length > MAX_VALUE) return undefined;
  let text = path;
  if (/^file:/i.test(text)) {
    if (!/^file:\/\/\//i.test(text)) return undefined;
    try {
      text = fileURLToPath(text);
    } catch {
      return undefined;
    }
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(text)) return undefined;
  if (/%(?:2f|5c|2e|00)/i.test(text)) return undefined;
  if (text.startsWith('~')) return undefined;
  const normal = posix.normalize(`/${text}`);
  return normal.length > 1 && normal.endsWith('/') ? normal.slice(0, -1) : normal;
}

/** True when `path` lies at or under `prefix`, at a segment boundary (`/home/a` is not under `/home/ab`). */
export function pathWithin(path: string, prefix: string): boolean {
  const p = normalisePath(path);
  const q = normalisePath(prefix);
  if (p === undefined || q === undefined) return false;
  return q === '/' || p === q || p.startsWith(`${q}/`);
}

/**
 * The canonical form of a domain as a token lists it (or a host as a URL has it): lower case,
 * IDNA (punycode) ASCII, no trailing dot, no leading `*.` or `.`. Undefined when it is not a
 * valid host name.
 */
export function normaliseDomain(domain: string): string | undefined {
  const text = domain
    .trim()
    .replace(/^\*?\./, '')
    .replace(/\.$/, '');
  if (text.length === 0 || text.length > 253) return undefined;
  if (text.startsWith('[')) return /^\[[0-9a-f:.]+\]$/i.test(text) ? text.toLowerCase() : undefined;
  const ascii = domainToASCII(text);
  return ascii.length === 0 ? undefined : ascii.replace(/\.$/, '').toLowerCase();
}

/** True when `host` is an IP literal (a dotted quad, or an IPv6 address in brackets). */
export function isIpLiteral(host: string): boolean {
  return host.startsWith('[') || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * True when host `host` equals `domain` or is one of its subdomains, both compared in canonical
 * form. An IP literal matches only a listed literal, exactly.
 */
export function domainWithin(host: string, domain: string): boolean {
  const h = normaliseDomain(host);
  const d = normaliseDomain(domain);
  if (h === undefined || d === undefined) return false;
  if (isIpLiteral(h) || isIpLiteral(d)) return h === d;
  return h === d || h.endsWith(`.${d}`);
}

const HOST_SCHEMES = new Set(['http', 'https', 'ws', 'wss', 'ftp']);

/**
 * The canonical host of a URL or bare host name (`example.com/path`), or undefined when the value
 * is not one unambiguous address. Refused: whitespace and control characters, backslashes,
 * userinfo (`user@`), percent-encoding in the authority, schemes without a host (`javascript:`),
 * a scheme not followed by `//` (`https:/evil.com`, which WHATWG reads as evil.com), and any value
 * whose host under a strict RFC 3986 reading differs from the WHATWG `URL` parser's (`0x7f.1`,
 * `2130706433`). The host is IDNA-normalised, lower case, without a trailing dot.
 */
export function hostOf(value: string): string | undefined {
  const text = value.trim();
  if (text.length === 0 || text.length > MAX_VALUE) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f\\]/.test(text)) return undefined;
  let full: string;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text);
  if (scheme !== null && !/^[^:]+:\d/.test(text)) {
    if (!HOST_SCHEMES.has(scheme[1]!.toLowerCase()) || !text.slice(scheme[0].length).startsWith('//')) return undefined;
    full = text;
  } else {
    if (text.startsWith('/')) return undefined;
    full = `https://${text}`;
  }
  // RFC 3986: authority = [ userinfo "@" ] host [ ":" port ], ended by "/", "?" or "#".
  const rest = full.slice(full.indexOf('//') + 2);
  const end = rest.search(/[/?#]/);
  const authority = end === -1 ? rest : rest.slice(0, end);
  if (authority.includes('@') || authority.includes('%') || authority.length === 0) return undefined;
  const port = /:(\d{0,5})$/.exec(authority);
  const rawHost = port === null ? authority : authority.slice(0, -port[0].length);
  if (rawHost.includes(':') && !rawHost.startsWith('[')) return undefined;
  let url: URL;
  try {
    url = new URL(full);
  } catch {
    return undefined;
  }
  if (url.username !== '' || url.password !== '') return undefined;
  const parsed = normaliseDomain(url.hostname);
  const strict = normaliseDomain(rawHost);
  if (parsed === undefined || strict === undefined || parsed !== strict) return undefined;
  // IDNA also rewrites `0x7f.1` and `2130706433` to 127.0.0.1: an IP literal must be written as one.
  if (isIpLiteral(parsed) && rawHost.replace(/\.$/, '').toLowerCase() !== parsed) return undefined;
  return parsed;
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

/** The number in money written with a currency (`95 EUR`, `€1,100.50`, `USD 20`); else as {@link numericValue}. */
export function moneyValue(value: unknown): number | undefined {
  const n = numericValue(value);
  if (n !== undefined || typeof value !== 'string') return n;
  const stripped = value
    .trim()
    .replace(/^(?:[A-Za-z]{3}|[$€£¥₹₽₩₪₫₴₦₱฿])\s?/, '')
    .replace(/\s?(?:[A-Za-z]{3}|[$€£¥₹₽₩₪₫₴₦₱฿])$/, '');
  return stripped === value.trim() ? undefined : numericValue(stripped);
}

const PHONE_SCHEME = /^(?:tel|sms):/i;
const PHONE_SEPARATORS = /[\s().-]/g;
const LEADING_ZEROS = /^0+/;

/** An address without its `tel:`/`sms:` scheme and its spacing, in lower case ("+44 20 7946 0000" → "+442079460000"). */
export function compactAddress(text: string): string {
  return text.replace(PHONE_SCHEME, '').replace(PHONE_SEPARATORS, '').toLowerCase();
}

/**
 * Two spellings of one phone number: the same digits, or a number written nationally ("0664 381
 * 2290", "602 114 387") and the same number with its country code ("+436643812290",
 * "+48602114387"): the national digits, without their trunk zero, are the international number's
 * last digits, after a country code of one to three digits. Seven national digits at least.
 */
export function samePhone(a: string, b: string): boolean {
  const x = compactAddress(a);
  const y = compactAddress(b);
  if (x.length === 0) return false;
  if (x === y) return true;
  const [international, national] = x.startsWith('+') ? [x, y] : [y, x];
  if (!international.startsWith('+') || national.startsWith('+') || !/^\d+$/.test(national) || !/^\+\d+$/.test(international)) return false;
  const digits = national.replace(LEADING_ZEROS, '');
  const code = international.length - 1 - digits.length;
  return digits.length >= 7 && code >= 1 && code <= 3 && international.endsWith(digits);
}
