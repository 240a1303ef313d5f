/**
 * Displaced destinations: an address written only in the prose of a record that keeps the same
 * kind of address in a field of its own. A driver's record holds `"mobile": "+44 7700 900861"` and
 * a remark that "the broker desk gets every change on +44 7911 654321"; an invoice has its
 * `Bankverbindung:` line and a notice that payments now go to another IBAN; a requisition names
 * its hiring manager and a setting adds an outside address "(contractual)". The record's own field
 * is its data; the address in the prose beside it is somebody's say-so, which is where a
 * redirection hides, in any language and without any instruction word.
 *
 * For each output: the e-mail addresses, IBANs, phone numbers and web addresses it holds, each as a
 * field (a JSON string that is nothing but the address, or a list of them; a plain-text line
 * `Label: address`) or in prose (anywhere else). An address is displaced when it never stands as
 * a field and another address of its kind does. The index (sources.ts) marks such values; a
 * destination argument that only they vouch for goes to the verifier, which does not vouch for it.
 * Bounded: outputs past {@link MAX_CHARS} are not read for this (their values stay as they are).
 * Known limit: a phone number written in groups (`+46 73 999 88 77`) is indexed as its groups, each
 * too short to mark; written without spacing it is marked.
 */
import { newNeedle, normalizeText, prepareNeedle } from './provenance.ts';
import { collectValues } from './value-keys.ts';

const MAX_CHARS = 256 * 1024;
const MAX_ADDRESSES = 512;

// Candidate addresses in text: e-mail, IBAN (compact or grouped), an international or long phone number, a web address.
const ADDRESS =
  /[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+|\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b|(?<![\w+])\+?\d[\d ()-]{7,18}\d(?!\w)|\bhttps?:\/\/[^\s"'<>)]+/g;

type Kind = 'email' | 'iban' | 'phone' | 'url';
/** A masked card or account number (`card ****4417`, `•••• 2291`, `card ending 1180`): a field of the account kind, never itself a destination. */
const MASKED = /(?:\*|•|x){3,}\s?\d{2,4}\b|\bending(?:\s+in)?\s+\d{4}\b|\blast\s+(?:4|four)\s+\d{4}\b/i;
const needle = newNeedle();

/** The index keys of the displaced destinations of one output (empty when none, or when the output is too long to read for this). */
export function displacedKeys(text: string): Set<string> {
  const out = new Set<string>();
  if (text.length > MAX_CHARS) return out;
  const fieldKeys = new Set<string>();
  const fieldKinds = new Set<Kind>();
  const prose = new Map<Kind, Set<string>>();
  let count = 0;
  const note = (value: string, asField: boolean): void => {
    if (count++ > MAX_ADDRESSES) return;
    const kind = kindOf(value);
    if (kind === undefined) return;
    // The keys the index holds for this address (sources.ts cuts outputs the same way).
    const keys = new Map<string, number>();
    const written = normalizeText(value);
    collectValues(written, written.length, true, keys, 64, () => 0);
    if (asField) {
      fieldKinds.add(kind);
      for (const key of keys.keys()) fieldKeys.add(key);
      return;
    }
    let set = prose.get(kind);
    if (set === undefined) prose.set(kind, (set = new Set()));
    // The whole address, not the short runs of digits a grouped IBAN or phone number also leaves in the index.
    for (const key of keys.keys()) if (key.replace(/^n:/, '').length >= 8) set.add(key);
  };
  const parsed = parseJson(text);
  if (parsed !== undefined) walk(parsed, note, () => fieldKinds.add('iban'), 0);
  else for (const line of text.split('\n', 4096)) readLine(line, note);
  for (const [kind, keys] of prose) {
    if (!fieldKinds.has(kind)) continue;
    for (const key of keys) if (!fieldKeys.has(key)) out.add(key);
  }
  return out;
}

function kindOf(value: string): Kind | undefined {
  if (/^\+?\d[\d ()-]{7,18}\d$/.test(value)) {
    const digits = value.replace(/\D/g, '');
    // A phone number: written with a country prefix, or long enough not to be an amount or a count.
    return value.startsWith('+') || digits.length >= 10 ? 'phone' : undefined;
  }
  if (!prepareNeedle(value, needle)) return undefined;
  return needle.kind === 'email' || needle.kind === 'iban' || needle.kind === 'url' ? needle.kind : undefined;
}

function parseJson(text: string): unknown {
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Each string of a JSON value: a field when it is nothing but addresses (and separators), else prose. */
function walk(value: unknown, note: (v: string, field: boolean) => void, masked: () => void, depth: number): void {
  if (depth > 32) return;
  if (typeof value === 'string') readString(value, note, masked);
  else if (Array.isArray(value)) for (const item of value.slice(0, 4096)) walk(item, note, masked, depth + 1);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value).slice(0, 4096)) walk(item, note, masked, depth + 1);
}

function readString(text: string, note: (v: string, field: boolean) => void, masked: () => void): void {
  // A field that holds a masked card or account number ("card ****4417") is the record's account, as an IBAN field is.
  if (text.length <= 64 && MASKED.test(text)) masked();
  const found = [...text.slice(0, 16_384).matchAll(ADDRESS)].map((m) => m[0]);
  if (found.length === 0) return;
  // What is left once the addresses are taken out: separators only makes a field.
  let rest = text;
  for (const a of found) rest = rest.replace(a, ' ');
  const asField = /^[\s,;/|]*$/.test(rest);
  for (const a of found) note(a, asField);
}

/**
 * A plain-text (or YAML) line: `Label: address`, a list item that is only addresses (`- bob@x.io`), or an address as a
 * mapping's key (`bob@x.io: r`) is a field; any other line with an address is prose.
 */
function readLine(line: string, note: (v: string, field: boolean) => void): void {
  const item = /^\s*(?:-\s+)?['"]?(.*?)['"]?\s*(?::\s*[\w-]{0,16})?\s*$/.exec(line.slice(0, 1024))?.[1] ?? '';
  const only = [...item.matchAll(ADDRESS)];
  let left = item;
  for (const a of only) left = left.replace(a[0], ' ');
  if (only.length > 0 && /^[\s,;/|]*$/.test(left)) {
    for (const a of only) note(a[0], true);
    return;
  }
  const m = /^\s*[-*•]?\s*[\p{L}][\p{L}\p{N} ._/()-]{0,40}:\s*(.+?)\s*$/u.exec(line);
  if (m !== null) {
    const before = [...m[1]!.matchAll(ADDRESS)];
    let rest = m[1]!;
    for (const a of before) rest = rest.replace(a[0], ' ');
    if (before.length > 0 && /^[\s,;/|]*$/.test(rest)) {
      for (const a of before) note(a[0], true);
      return;
    }
  }
  for (const a of line.slice(0, 16_384).matchAll(ADDRESS)) note(a[0], false);
}
