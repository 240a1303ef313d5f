/**
 * What an argument value IS, whatever its argument is called: a path, a URL or host, an e-mail
 * address, a phone number, an IBAN or other account number, a crypto address, a money amount.
 * Constraints bind to these kinds (src/capability/constraints.ts), so a destination cannot slip
 * past a token by sitting in an argument named `payee`, `webhook` or `x`.
 *
 * Every test is anchored to the whole value and bounded in length: hostile text cannot make a
 * test super-linear, and a value is one kind or none (`unknown`). See docs/constraints.md.
 */
import { isValidIban } from '../capability/compile/iban.ts';

export type ValueKind =
  | 'url'
  /** A bare host name with a dot (`evil.example`, `report.pdf` reads as one too): a URL or a file name. */
  | 'host'
  /** An absolute path, a home path, a path that climbs (`..`), a Windows or UNC path, a `file:` URL. */
  | 'path'
  /** A relative path that does not climb (`dist/**`, `a/b.txt`): relative to the tool's own directory, or a pattern. */
  | 'relative'
  | 'email'
  | 'phone'
  | 'iban'
  /** A bank account number that is not an IBAN (8–34 digits and letters with at least 8 digits), or an IBAN-shaped value that fails its check digits. */
  | 'account'
  | 'crypto'
  /** Money written with a currency (`95 EUR`, `€95.50`, `USD 1,000`). */
  | 'money'
  /** A JSON number or a plain numeric string: an amount, a count or an id — the argument must say which. */
  | 'number'
  /** Text of more than one word: free text (a body, a subject, a query) carries no single destination. */
  | 'text'
  /** true, false, null, an empty string: no authority. */
  | 'flag'
  /** An ISO date or time (`2026-11-25`, `10:30`). */
  | 'date'
  /** One opaque word (`mallory`, `#general`, `e12`, `overwrite`): nothing tells what it is. */
  | 'unknown';

/** Spaced values longer than this are text (a phone number, money or a spaced IBAN is shorter). */
const SHORT = 64;
/** Values longer than this are never typed as a destination: they are text (or garbage). */
export const MAX_TYPED_CHARS = 2048;

const SCHEME = /^[a-z][a-z0-9+.-]{0,31}:/i;
const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[a-z0-9\u00a1-\uffff-]{1,63}(?:\.[a-z0-9\u00a1-\uffff-]{1,63}){1,8}\.?$/i;
const MAILTO = /^mailto:/i;
/** A principal written with its type (`user:ana@x.io`, `group:devs@x.io`, `serviceAccount:ci@…`): a scheme that no web or file address uses, then an e-mail address. */
const TYPED_ADDRESS = /^(?!(?:https?|ftps?|wss?|file|data|javascript|vbscript|blob):)[a-z][a-z0-9+.-]{0,31}:(?!\/)/i;
const TEL = /^(?:tel|sms):/i;
const PHONE = /^\+?[\d\s().-]{7,24}$/;
const HOST =
  /^(?:[a-z0-9\u00a1-\uffff_-]{1,63}[.\u3002\uff0e\uff61]){1,16}[a-z\u00a1-\uffff][a-z0-9\u00a1-\uffff-]{0,62}\.?(?::\d{1,5})?(?:[/?#].*)?$/i;
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;
const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$|^\d{1,2}:\d{2}(?::\d{2})?$/;
const ACCOUNT = /^(?=(?:[^\d]*\d){8})[A-Z0-9]{8,34}$/i;
const BTC = /^(?:[13][a-km-zA-HJ-NP-Z1-9]{25,34}|bc1[a-z0-9]{8,87})$/;
const ETH = /^0x[0-9a-fA-F]{40}$/;
// "20.03.2027", "3/20/2027", "20-03-27": a day, a month and a year, in either order of the first two.
const DMY = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})$/;

function dayMonthYear(text: string): boolean {
  const m = DMY.exec(text);
  if (m === null) return false;
  const a = Number(m[1]);
  const b = Number(m[3]);
  return a >= 1 && b >= 1 && ((a <= 31 && b <= 12) || (a <= 12 && b <= 31));
}

const E164 = /^\+\d{8,15}$/;
const NUMERIC = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/;
const CURRENCY_CODE = '(?:[A-Z]{3})';
const CURRENCY_SIGN = '[$€£¥₹₽₩₪₫₴₦₱฿]';
// After a code, a sign only after a space ("EUR -12.50"): "MRN-004417" and "DOC-9002" are ids.
const MONEY = new RegExp(
  `^(?:${CURRENCY_SIGN}\\s?[+-]?|${CURRENCY_CODE}(?:\\s[+-]?)?)[\\d.,]{1,24}$|^[+-]?[\\d.,]{1,24}\\s?(?:${CURRENCY_SIGN}|${CURRENCY_CODE})$`,
  'i',
);

// Regular expressions of the tests below, made once: a literal in a function is a new object on every call.
const SPACE = /\s/;
const FILE_SCHEME = /^file:/i;
const DRIVE_PATH = /^[a-z]:[\\/]/i;
const DRIVE = /^[a-z]:/i;
const WWW = /^www\./i;
const PHONE_SEPARATOR = /[\s().-]/;
const SPACES_AND_DASHES = /[\s-]/g;
const IBAN_START = /^[A-Z]{2}\d{2}/i;
const WIDE_DOT = /[\u3002\uff0e\uff61]/;
const OWNER_REPO = /^[^\s:]+\/[^\s]*$/;
const ROOTED = /^[/~\\]/;
const ENCODED_SEPARATOR = /%(?:2e|2f|5c|00)/i;

/**
 * The kind of one scalar value. `text` for anything with inner whitespace that is not a phone
 * number or money; `unknown` for a single opaque word. Pure and bounded.
 */
export function kindOf(value: unknown): ValueKind {
  if (value === null || typeof value === 'boolean') return 'flag';
  if (typeof value === 'number') return 'number';
  if (typeof value !== 'string') return 'unknown';
  const text = value.trim();
  if (text.length === 0) return 'flag';
  if (text.length > MAX_TYPED_CHARS) return 'text';
  // Spaced values that can be a kind (phones, money, spaced IBANs, dates, paths with a space) are
  // short or start like a path: longer spaced text is text, at the cost of one scan.
  if (text.length > SHORT && !text.startsWith('/') && !text.startsWith('~') && SPACE.test(text)) return 'text';
  // Each skipped test below needs the character it is skipped without: the same answers, fewer scans.
  const first = text.charCodeAt(0);
  if (first >= 48 && first <= 57 && (DATE.test(text) || dayMonthYear(text))) return 'date';
  const colon = text.indexOf(':');
  if (colon > 0) {
    if (MAILTO.test(text)) return 'email';
    if (TYPED_ADDRESS.test(text) && EMAIL.test(text.slice(colon + 1))) return 'email';
    if (TEL.test(text)) return 'phone';
    if (FILE_SCHEME.test(text)) return 'path';
    // A scheme (`https:`, `https:/x`, `https:\\x`, `javascript:`) is an address; the checks refuse the odd spellings.
    if (SCHEME.test(text) && !SPACE.test(text) && !DRIVE_PATH.test(text)) return 'url';
  }
  if (WWW.test(text) && !SPACE.test(text)) return 'url';
  if (text.includes('@') && EMAIL.test(text)) return 'email';
  if (isPathShaped(text)) return isRelative(text) ? 'relative' : 'path';
  // Numbers, money, phones, IBANs, crypto addresses and accounts all hold an ASCII digit.
  const digitCount = digits(text);
  if (digitCount > 0) {
    // "+48602114387": a plus and 8 to 15 digits is a phone number written whole (E.164), not a signed number.
    if (first === 43 && E164.test(text)) return 'phone';
    if (NUMERIC.test(text)) return 'number';
    if (MONEY.test(text)) return 'money';
    if (PHONE.test(text) && (text.startsWith('+') || PHONE_SEPARATOR.test(text)) && digitCount >= 7 && digitCount <= 15) return 'phone';
    const compact = text.replace(SPACES_AND_DASHES, '');
    if (IBAN_START.test(compact) && IBAN_SHAPE.test(compact.toUpperCase())) return isValidIban(compact) ? 'iban' : 'account';
    if (BTC.test(text) || ETH.test(text)) return 'crypto';
  }
  if (SPACE.test(text)) return 'text';
  // A host has a label separator.
  if ((text.includes('.') || WIDE_DOT.test(text)) && HOST.test(text)) return 'host';
  if (digitCount >= 8 && ACCOUNT.test(text)) return 'account';
  return 'unknown';
}

/**
 * Looks like a file system path: absolute (`/x`), home (`~/x`), relative with a separator
 * (`a/b`, `./a`, `../a`), a Windows drive or UNC path, or anything with a backslash.
 */
function isPathShaped(text: string): boolean {
  if (SPACE.test(text) && !text.startsWith('/') && !text.startsWith('~')) return false;
  if (text.startsWith('/') || text.startsWith('~') || text.startsWith('./') || text.startsWith('../') || text === '.' || text === '..') return true;
  if (DRIVE_PATH.test(text) || text.startsWith('\\')) return true;
  if (text.includes('\\')) return true;
  // `owner/repo`, `a/b.txt`: a separator and no scheme.
  return text.includes('/') && OWNER_REPO.test(text);
}

/** A path that neither starts at a root (`/`, `~`, a drive, `\\`) nor climbs with `..`. */
function isRelative(text: string): boolean {
  if (ROOTED.test(text) || DRIVE.test(text) || text.includes('\\') || ENCODED_SEPARATOR.test(text)) return false;
  return !text.split('/').some((segment) => segment === '..');
}

function digits(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

/** Kinds that name where something goes: a constraint on destinations binds them. */
export const ADDRESS_KINDS: ReadonlySet<ValueKind> = new Set<ValueKind>(['email', 'phone', 'iban', 'account', 'crypto']);

const COUNTRY = /^[A-Z]{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
/** ISO 4217 codes as this runtime knows them (`Intl`), made once. */
const CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));
const REGIONS = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/**
 * A country code of ISO 3166 ("NZ", "NO") or a currency code of ISO 4217 ("PLN") written as such: a word of a fixed list
 * that names a country or a currency and addresses no one, so no destination can hide in it.
 */
export function isCountryOrCurrencyCode(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (CURRENCY.test(value)) return CURRENCIES.has(value);
  // The runtime names a region it knows ("New Zealand") and echoes any other code back.
  return COUNTRY.test(value) && REGIONS.of(value) !== value;
}
